"""Habiller la sortie du cerveau en `Message` Anthropic : blocs, ids, signatures, arrêt, usage.

La réflexion du modèle local est une phrase déterministe (`sortie.texte_pensee`). Affichage
"omitted" : le bloc `thinking` a un texte vide et garde sa signature, comme le vrai service
(https://platform.claude.com/docs/en/models/opus-5-5/whats-new-opus-5-5, lu le 2026-11-30).
La signature lie le bloc au modèle et, pour les modèles à réflexion préservée, au préfixe
(`anthropic.liaison`). `usage.output_tokens_details.thinking_tokens` compte la réflexion
complète, même omise.

    >>> RAISONS["max"]
    'max_tokens'
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from modele_local.anthropic.liaison import signer_pensee
from modele_local.anthropic.reflexion import Reglage
from modele_local.identifiants import identifiant, unique
from modele_local.sortie import Sortie

RAISONS = {"fin": "end_turn", "outil": "tool_use", "stop": "stop_sequence", "max": "max_tokens"}


@dataclass
class Habillage:
    """Ce qu'il faut, en plus de la sortie, pour écrire le message."""

    modele: str
    reglage: Reglage
    etat: str  # préfixe (anthropic.liaison) de la requête qui produit ces blocs
    bilan: Any  # cache.Bilan : jetons non cachés, écrits, lus
    fenetre_atteinte: bool = False
    en_tete: list[dict] = field(default_factory=list)  # blocs déjà prêts (compaction)
    extra: dict = field(default_factory=dict)  # champs bêta (input_transformations…)
    usage_extra: dict = field(default_factory=dict)


def blocs(sortie: Sortie, h: Habillage, msg_id: str) -> list[dict]:
    """Blocs de contenu : réflexion signée (texte vidé si omise), texte, appels d'outils."""
    contenu = list(h.en_tete)
    lie = h.etat if h.reglage.fiche.preservee else None
    for k, b in enumerate(sortie.blocs):
        if b["type"] == "thinking":
            affiche = h.reglage.affichage == "summarized"
            contenu.append({"type": "thinking", "thinking": b["thinking"] if affiche else "",
                            "signature": signer_pensee(h.modele, lie, b["thinking"], affiche)})
        elif b["type"] == "tool_use":
            contenu.append({"type": "tool_use", "id": identifiant("toolu_01", msg_id, k, b),
                            "name": b["name"], "input": b["input"]})
        else:
            contenu.append(b)
    return contenu


def raison(sortie: Sortie, h: Habillage) -> str:
    """`stop_reason` : la fenêtre prime sur `max_tokens` quand c'est elle qui a coupé."""
    if sortie.raison == "max" and h.fenetre_atteinte:
        return "model_context_window_exceeded"
    return RAISONS[sortie.raison]


def usage(sortie: Sortie, h: Habillage) -> dict:
    """Bloc `usage` : entrée non cachée, cache écrit/lu, sortie (réflexion comprise)."""
    b = h.bilan
    u = {
        "input_tokens": b.non_caches, "output_tokens": sortie.jetons,
        "cache_creation_input_tokens": b.ecrits, "cache_read_input_tokens": b.lus,
        "cache_creation": {"ephemeral_5m_input_tokens": b.ecrits_5m,
                           "ephemeral_1h_input_tokens": b.ecrits_1h},
        "output_tokens_details": {"thinking_tokens": sortie.jetons_pensee},
        "service_tier": "standard", **h.usage_extra,
    }
    if "iterations" in h.usage_extra and sortie.blocs:  # la réponse a continué après le bloc
        u["iterations"] = [*h.usage_extra["iterations"], {
            "type": "message", "input_tokens": b.non_caches, "output_tokens": sortie.jetons,
            "cache_creation_input_tokens": b.ecrits, "cache_read_input_tokens": b.lus}]
    return u


def message(corps: Any, sortie: Sortie, h: Habillage) -> dict:
    """Le `Message` complet ; id neuf à chaque réponse, reproductible (`identifiants`)."""
    msg_id = unique("msg_01", "anthropic", corps)
    return {
        "id": msg_id, "type": "message", "role": "assistant", "model": h.modele,
        "content": blocs(sortie, h, msg_id), "stop_reason": raison(sortie, h),
        "stop_sequence": sortie.sequence, "usage": usage(sortie, h), **h.extra,
    }
