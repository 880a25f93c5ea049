"""Le catalogue des modèles que connaît le modèle local : une table de données, lue le 2026-11-30.

Une ligne par modèle (Claude et Gemini) qu'un tutoriel de 2025–2026 peut citer : statut, fenêtre,
sortie max, réflexion, préfill, réflexion préservée, compaction, prix. Les règles du serveur
(`anthropic_*`, `gemini_*`) lisent cette table ; aucune règle n'est écrite par motif de nom.

Sources (lues le 2026-11-30, résumées dans FAITS_API_CLAUDE.md / FAITS_API_GEMINI.md) : la clé `src`
de chaque ligne renvoie aux pages officielles, p. ex. « D5 » =
https://platform.claude.com/docs/zh-CN/models/sonnet-5-5/overview, « DEP-N » =
https://ai.google.dev/gemini-api/docs/deprecations, « CL-OCT » = https://ai.google.dev/gemini-api/docs/changelog.
« ⚠ » dans `note` : valeur non lue sur une page officielle (déduite ou rapportée par un tiers) ;
« † » : prix calculé avec les multiplicateurs standard (×1,25 / ×2 / ×0,1 de l'entrée), non lu.

Réflexion (Claude) : modes de `thinking.type` acceptés ; `reflexion_defaut` = ce que fait le modèle
quand la requête n'a pas de champ `thinking` ("adaptive" = il réfléchit, "disabled" = non).
Gemini : niveaux `thinking_level` acceptés (ou "budget" pour `thinking_budget`), défaut = niveau.

    >>> fiche("claude-sonnet-5-5").prix.entree, fiche("claude-haiku-4-5-20251001").id
    (2, 'claude-haiku-4-5')
    >>> fiche("gemini-3.5-flash").redirection, fiche("claude-inconnu")
    ('gemini-3.6-flash', None)
"""

from __future__ import annotations

from modele_local.catalogue_claude import CLAUDE
from modele_local.catalogue_fiche import ACTUEL, DEPRECIE, LEGACY, LU_LE, RETIRE, Fiche, Prix
from modele_local.catalogue_gemini import GEMINI

__all__ = ["ACTUEL", "CLAUDE", "DEPRECIE", "GEMINI", "LEGACY", "LU_LE", "RETIRE", "Fiche", "Prix",
           "cible", "fiche", "modeles"]

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
