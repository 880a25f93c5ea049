"""Le catalogue des modèles que connaît le modèle local, lu dans `contexte/donnees/modeles.json`.

Une ligne par modèle (Claude et Gemini) qu'un tutoriel de 2025–2026 peut citer : statut, fenêtre,
sortie max, réflexion, préfill, réflexion préservée, compaction, prix (avec leur date et leur
source). Les règles du serveur (`modele_local.anthropic`, `modele_local.gemini`) lisent cette
table ; aucune règle n'est écrite par motif de nom. Le même fichier donne au cours ses prix, ses
modèles par défaut et le réglage de réflexion d'un appel de résumé : les données sont écrites une
fois. Le modèle local n'importe pas le cours : il trouve le dossier du paquet `contexte` sans
l'exécuter (`importlib.util.find_spec`) et lit le JSON.

Sources (lues le 2026-11-30, relues le 2026-12-01, résumées dans FAITS_API_CLAUDE.md /
FAITS_API_GEMINI.md) : la clé `src` de chaque ligne renvoie aux pages officielles ; la clé
`sources` du fichier garde les notes de relecture. « ⚠ » dans `note` : valeur non lue sur une page
officielle (déduite ou rapportée par un tiers) ; « † » : prix calculé avec les multiplicateurs
standard (×1,25 / ×2 / ×0,1 de l'entrée), non lu.

Réflexion (Claude) : modes de `thinking.type` acceptés ; `reflexion_defaut` = ce que fait le modèle
quand la requête n'a pas de champ `thinking` ("adaptive" = il réfléchit, "disabled" = non).
Gemini : niveaux `thinking_level` acceptés (ou "budget" pour `thinking_budget`), défaut = niveau.

    >>> fiche("claude-sonnet-5-5").prix.entree, fiche("claude-haiku-4-5-20251001").id
    (2, 'claude-haiku-4-5')
    >>> fiche("gemini-3.5-flash").redirection, fiche("claude-inconnu")
    ('gemini-3.6-flash', None)
"""

from __future__ import annotations

import importlib.util
import json
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any

__all__ = ["ACTUEL", "CLAUDE", "DEPRECIE", "FICHIER", "GEMINI", "LEGACY", "LU_LE", "RETIRE",
           "Fiche", "Prix", "cible", "donnees", "fiche", "modeles"]

ACTUEL, LEGACY, DEPRECIE, RETIRE = "actuel", "legacy", "déprécié", "retiré"


def _fichier() -> Path:
    """`contexte/donnees/modeles.json`, trouvé sans exécuter `contexte/__init__.py`."""
    spec = importlib.util.find_spec("contexte")
    if spec is None or not spec.submodule_search_locations:
        raise ModuleNotFoundError(
            "Le modèle local lit son catalogue dans contexte/donnees/modeles.json, mais le paquet "
            "`contexte` est introuvable : installez le cours (`make installer` ou `pip install .`).")
    return Path(next(iter(spec.submodule_search_locations))) / "donnees" / "modeles.json"


FICHIER = _fichier()


@dataclass(frozen=True)
class Prix:
    """Dollars par million de jetons : entrée, sortie, écriture cache 5 min / 1 h, lecture cache.

    `date`, `source` et `note` : le relevé (les « † » et « ⚠ » sont dans la `note` de la fiche).
    """

    entree: float | None
    sortie: float | None
    ecriture_5m: float | None = None
    ecriture_1h: float | None = None
    lecture: float | None = None
    date: str = ""
    source: str = ""
    note: str = ""


@dataclass(frozen=True)
class Fiche:
    """Ce que le catalogue sait d'un modèle (champs absents = non documenté, valeur permissive)."""

    id: str
    fournisseur: str  # "anthropic" ou "gemini"
    statut: str  # ACTUEL, LEGACY, DEPRECIE ou RETIRE
    src: str  # clés des sources (FAITS_API_*.md), lues le LU_LE
    alias: tuple[str, ...] = ()  # ids datés ou anciens noms qui désignent ce modèle
    redirection: str | None = None  # id vers lequel le fournisseur route les requêtes
    retrait: str | None = None  # date de retrait (passée ou annoncée)
    contexte: int | None = None  # fenêtre de contexte (jetons d'entrée)
    sortie_max: int | None = None  # max_tokens au plus
    reflexion: tuple[str, ...] = ()  # modes (Claude) ou niveaux (Gemini) acceptés
    reflexion_defaut: str = "disabled"
    effort_defaut: str | None = None  # output_config.effort par défaut (Claude)
    affichage_defaut: str = "summarized"  # thinking.display par défaut (Claude)
    disabled_effort_max: str | None = None  # `disabled` seulement jusqu'à cet effort (Opus 5)
    prefill: bool = True  # dernier message `assistant` (Claude) / `model` (Gemini) permis
    outil_force: bool = True  # tool_choice any/tool permis (sans réflexion active)
    echantillonnage: str = "libre"  # "libre", "un_seul" (temperature OU top_p), "refuse", "ignore"
    preservee: bool = False  # réflexion préservée : signature liée au préfixe
    compaction: bool = False  # compaction côté serveur (compact_20260112)
    notes_en_pensee: bool = False  # texte écrit autour des appels d'outils rendu en `thinking`
    cache_min: int = 1024  # jetons en dessous desquels rien n'est mis en cache (sans erreur)
    prix: Prix | None = None
    note: str = ""


_CHAMPS = {f.name for f in fields(Fiche)}


def _fiche(ligne: dict[str, Any]) -> Fiche:
    """Une ligne du JSON -> `Fiche` (listes en tuples ; `resume` sert au cours, pas au serveur)."""
    champs = {k: tuple(v) if isinstance(v, list) else v for k, v in ligne.items() if k in _CHAMPS}
    if champs.get("prix") is not None:
        champs["prix"] = Prix(**champs["prix"])
    return Fiche(**champs)


donnees: dict[str, Any] = json.loads(FICHIER.read_text(encoding="utf-8"))
LU_LE: str = donnees["lu_le"]
CLAUDE = [_fiche(m) for m in donnees["modeles"] if m["fournisseur"] == "anthropic"]
GEMINI = [_fiche(m) for m in donnees["modeles"] if m["fournisseur"] == "gemini"]
_INDEX = {nom: f for f in CLAUDE + GEMINI for nom in (f.id, *f.alias)}


def fiche(ident: object) -> Fiche | None:
    """La fiche d'un id (alias et ids datés compris, préfixe `models/` accepté) ; None si inconnu."""
    if not isinstance(ident, str):
        return None
    return _INDEX.get(ident.removeprefix("models/"))


def cible(ident: object) -> Fiche | None:
    """La fiche du modèle qui répond vraiment (après redirection) ; None si inconnu."""
    f = fiche(ident)
    while f is not None and f.redirection:
        f = fiche(f.redirection)
    return f


def modeles(fournisseur: str) -> list[Fiche]:
    """Les fiches d'un fournisseur ("anthropic" ou "gemini"), dans l'ordre de la table."""
    return [f for f in CLAUDE + GEMINI if f.fournisseur == fournisseur]
