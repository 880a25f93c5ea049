"""Les types du catalogue des modèles (`Fiche`, `Prix`) et les statuts ; la table est ailleurs.

Voir `modele_local.catalogue` : la table (lignes Claude dans `catalogue_claude`, Gemini dans
`catalogue_gemini`) et la consultation `fiche(id)`.
"""

from __future__ import annotations

from dataclasses import dataclass

ACTUEL, LEGACY, DEPRECIE, RETIRE = "actuel", "legacy", "déprécié", "retiré"
LU_LE = "2026-12-01"  # relecture des prix, minimums de cache et retraits (issue 21)
K, M = 1000, 1_000_000
GEMINI_CTX, GEMINI_SORTIE = 1_048_576, 65_536


@dataclass(frozen=True)
class Prix:
    """Dollars par million de jetons : entrée, sortie, écriture cache 5 min / 1 h, lecture cache."""

    entree: float | None
    sortie: float | None
    ecriture_5m: float | None = None
    ecriture_1h: float | None = None
    lecture: float | None = None


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


def retire(ident: str, date: str, src: str, *alias: str, fournisseur: str = "anthropic",
           note: str = "") -> Fiche:
    """Ligne d'un modèle retiré : le serveur répond 404 `not_found_error` (ou NOT_FOUND)."""
    return Fiche(ident, fournisseur, RETIRE, src, alias, retrait=date, note=note)
