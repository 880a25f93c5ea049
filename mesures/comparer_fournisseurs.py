"""Rejouer la longue conversation à travers les stratégies où le fournisseur garde la mémoire.

Même conversation, mêmes points de contrôle et mêmes questions que `mesures.comparer` ; chaque
stratégie fait ses propres appels (voir `mesures.fournisseurs`). Le prix d'une ligne Gemini est
celui de gemini-3.8-flash, celui des lignes Anthropic celui du modèle des leçons.

Une stratégie que le modèle local ne sait pas (encore) imiter est signalée et laissée de côté :
le tableau dit alors pourquoi elle manque, au lieu de planter.

Exemple : `comparer_fournisseurs(12)["strategies"][0]["strategie"]` vaut
"compaction à la demande (12/6)".
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

from cours.tarifs import CLAUDE_SONNET, GEMINI_38_FLASH, TARIFS, Tarif
from mesures.bilan import bilan, ligne_de_serie
from mesures.conversation_longue import CONTROLES, Controle, conversation_longue, reponse_juste
from mesures.conversation_outils import echanges_outils
from mesures.fournisseurs import (
    SEUIL_MIN,
    CompactionALaDemande,
    CompactionServeur,
    EditionContexte,
    OutilsComplets,
)
from mesures.fournisseurs_gemini import InteractionsGemini, InteractionsGeminiCache

Progression = Callable[[str, int, int], None]


def _sans_rien(nom: str, fait: int, total: int) -> None:
    """Progression muette (tests)."""


def rejouer_fournisseur(strategie: Any, etapes: list[Any], tarif: Tarif,
                        controles: list[Controle], progression: Progression = _sans_rien,
                        ) -> tuple[dict[str, list], dict[int, list[bool]]]:
    """Joue chaque échange, sonde aux points de contrôle : (séries par échange, réponses)."""
    from mesures.comparer import points_de_controle
    from modele_local import reinitialiser

    reinitialiser()
    points = points_de_controle(len(etapes))
    serie: dict[str, list] = {}
    faits: dict[int, list[bool]] = {}
    for k, etape in enumerate(etapes):
        usage, resumes = strategie.jouer(etape)
        for cle, valeur in ligne_de_serie(usage, resumes, tarif).items():
            serie.setdefault(cle, []).append(valeur)
        if k + 1 in points:
            faits[k + 1] = [reponse_juste(c, strategie.sonde(c.question)) for c in controles]
        progression(strategie.nom, k + 1, len(etapes))
    return serie, faits


def _refus_du_modele_local(e: Exception) -> str | None:
    """Le message d'un refus 4xx (fonction non imitée), None pour toute autre erreur."""
    statut = getattr(e, "status_code", None) or getattr(e, "code", None)
    if isinstance(statut, int) and 400 <= statut < 500:
        return f"HTTP {statut} : {str(e)[:160]}"
    return None


def comparer_fournisseurs(echanges: int, progression: Progression = _sans_rien,
                          controles: list[Controle] | None = None, seuil: int = 4000,
                          seuil_compaction: int = SEUIL_MIN) -> dict:
    """Les lignes « fournisseur » : bilans, séries, et ce qui n'a pas pu être mesuré."""
    os.environ["CONTEXTE_HORS_LIGNE"] = "1"
    from cours.clients import MODELE_ANTHROPIC, client_anthropic, client_gemini

    claude = TARIFS.get(MODELE_ANTHROPIC, CLAUDE_SONNET)
    controles = list(controles or CONTROLES)
    tours = conversation_longue(echanges)
    paires = [(tours[k][1], tours[k + 1][1]) for k in range(0, len(tours), 2)]
    outils = echanges_outils(echanges)
    anthropic, gemini = client_anthropic(max_retries=0), client_gemini(max_retries=0)
    plan = [(CompactionALaDemande(anthropic), paires, claude),
            (OutilsComplets(anthropic), outils, claude),
            (CompactionServeur(anthropic, seuil_compaction), outils, claude),
            (EditionContexte(anthropic, seuil), outils, claude),
            (EditionContexte(anthropic, seuil, au_moins=10_000), outils, claude),
            (InteractionsGemini(gemini), paires, GEMINI_38_FLASH),
            (InteractionsGeminiCache(gemini), paires, GEMINI_38_FLASH)]
    bilans, series, absentes = [], {}, {}
    for strategie, etapes, tarif in plan:
        try:
            serie, faits = rejouer_fournisseur(strategie, etapes, tarif, controles, progression)
        except Exception as e:  # noqa: BLE001 — seuls les refus 4xx sont gardés, le reste remonte
            raison = _refus_du_modele_local(e)
            if raison is None:
                raise
            absentes[strategie.nom] = raison
            print(f"  {strategie.nom} : non mesurée, le modèle local refuse ({raison})")
            continue
        b = bilan(strategie.nom, serie, faits, [c.cle for c in controles])
        bilans.append(b | {"tarif": tarif.modele})
        series[strategie.nom] = serie
    return {"strategies": bilans, "series": series, "non_mesurees": absentes, "seuil": seuil,
            "seuil_compaction": seuil_compaction}
