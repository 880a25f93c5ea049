"""Le banc de rétention, côté données et notation : les 40 échanges, les 33 faits, et `noter`.

Un fait est *retenu* si une même phrase de la mémoire contient tous ses mots `attendu` ;
*confondu* si une phrase réécrite (le résumé) contient ses mots `perime` sans les mots `attendu`
(ni un mot `sauf` : « Julien est allergique au gluten » n'est pas l'allergie de Camille) ;
*juste* s'il est retenu et pas confondu. Le secret *fuit* s'il est encore dans la mémoire.

    >>> [n["juste"] for n in noter("Camille est dans l'équipe Plateforme.", "") if n["id"] == "equipe"]
    [True]
"""

from __future__ import annotations

import json
import re
import unicodedata
from functools import cache
from pathlib import Path

from contexte.erreurs import Tour
from mesures.conversation_longue import echange_de_travail

DONNEES = Path(__file__).resolve().parent / "donnees" / "retention.json"


@cache
def donnees() -> dict:
    """Les échanges et les faits du banc (lus une fois)."""
    return json.loads(DONNEES.read_text(encoding="utf-8"))


def tours_du_banc() -> list[Tour]:
    """Les 40 échanges du banc, en tours `(role, texte)` : 24 de Camille, 16 de travail."""
    tours: list[Tour] = []
    for question, reponse in donnees()["echanges"]:
        tours += [("user", question), ("model", reponse)]
    for i in range(donnees()["echanges_de_travail"]):
        tours += echange_de_travail(i)
    return tours


def _norm(texte: str) -> str:
    decompose = unicodedata.normalize("NFD", texte.lower().replace("’", "'"))
    return "".join(c for c in decompose if not unicodedata.combining(c))


def phrases(texte: str) -> list[str]:
    """Les phrases d'un texte, normalisées (minuscules, sans accents) : on y cherche des mots."""
    return [_norm(p) for p in re.split(r"(?<=[.!?»])\s+(?!»)|\n+", texte) if p.strip()]


def _contient(phrase: str, mots: list[str]) -> bool:
    return all(re.search(rf"(?<!\w){re.escape(_norm(m))}(?!\w)", phrase) for m in mots)


def noter(memoire: str, reecrit: str) -> list[dict]:
    """Note chaque fait du banc sur la mémoire (tout ce qui serait envoyé) et sa partie réécrite.

        >>> [n for n in noter("Camille est dans l'équipe Paiements.",
        ...                   "Camille est dans l'équipe Paiements.") if n["id"] == "equipe"]
        [{'id': 'equipe', 'sorte': 'mise_a_jour', 'retenu': False, 'confondu': True, 'juste': False}]
    """
    dans_memoire, dans_resume = phrases(memoire), phrases(reecrit)
    notes = []
    for f in donnees()["faits"]:
        if f["sorte"] == "secret":
            fuit = any(_contient(p, f["interdit"]) for p in dans_memoire)
            notes.append({"id": f["id"], "sorte": "secret", "fuit": fuit})
            continue
        retenu = any(_contient(p, f["attendu"]) for p in dans_memoire)
        confondu = bool(f.get("perime")) and any(
            _contient(p, f["perime"]) and not _contient(p, f["attendu"])
            and not any(_contient(p, [m]) for m in f.get("sauf", [])) for p in dans_resume)
        notes.append({"id": f["id"], "sorte": f["sorte"], "retenu": retenu, "confondu": confondu,
                      "juste": retenu and not confondu})
    return notes
