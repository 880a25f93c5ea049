"""Limites par modèle, lues dans le catalogue : sortie max, fenêtre, préfill, outil forcé, échantillonnage.

Sources (lues le 2026-11-30) et statut des messages :

- `max_tokens` au-delà de la sortie max : « max_tokens: 128001 > 64000, which is the maximum
  allowed number of output tokens for claude-opus-4-5-20251101 » (OBSERVÉ,
  github.com/anthropics/claude-code/issues/24451) ;
- fenêtre : « prompt is too long: 208310 tokens > 200000 maximum » (OBSERVÉ,
  github.com/anthropics/claude-code/issues/12186) ; quand `max_tokens` déborde la fenêtre, la
  réponse s'arrête avec `stop_reason: "model_context_window_exceeded"`
  (https://docs.claude.com/en/release-notes/overview, 2025-09-29) ;
- préfill refusé : « This model does not support assistant message prefill. The conversation
  must end with a user message. » (OBSERVÉ, github.com/jobrunr/JavaClaw/issues/36) ;
- outil forcé avec réflexion : « Thinking may not be enabled when tool_choice forces tool use. »
  (OBSERVÉ) ; outil forcé sur Sonnet 5.5 / Opus 5.5 : 400 documenté
  (…/whats-new-sonnet-5-5#forced-tool-use-is-not-supported), texte INFÉRÉ ;
- échantillonnage : `temperature`/`top_p`/`top_k` non par défaut refusés sur les modèles récents
  (…/models/sonnet-5/overview) ; Haiku 4.5 : `temperature` OU `top_p` (…/haiku-4-5/migration-guide),
  textes INFÉRÉS.

    >>> trop_long = "prompt is too long: 12 tokens > 10 maximum"
    >>> verifier_fenetre(12, 10) == trop_long
    True
"""

from __future__ import annotations

from typing import Any

from modele_local.anthropic.reflexion import DOC_REFLEXION, Reglage
from modele_local.protocole import Rejet

PREFILL = ("This model does not support assistant message prefill. The conversation must end "
           "with a user message.")
OUTIL_FORCE = ('tool_choice: forcing tool use ("any" or "tool") is not supported for this model. '
               'Use {"type": "auto"} and describe the tool to use in your prompt.')
OUTIL_ET_REFLEXION = "Thinking may not be enabled when tool_choice forces tool use."
TEMPERATURE_ET_TOP_P = ("`temperature` and `top_p` cannot both be specified for this model. "
                        "Please use only one.")
CHOIX = ("auto", "any", "tool", "none")


def _choix_outil(choix: Any, reglage: Reglage) -> None:
    if choix is None:
        return
    genre = choix.get("type") if isinstance(choix, dict) else None
    if genre not in CHOIX:
        attendus = ", ".join(f"'{c}'" for c in CHOIX)
        raise Rejet(f"tool_choice: Input tag {genre!r} found using 'type' does not match any of "
                    f"the expected tags: {attendus}")
    if genre == "tool" and not isinstance(choix.get("name"), str):
        raise Rejet("tool_choice.tool.name: Field required")
    if genre in ("any", "tool"):
        if not reglage.fiche.outil_force:
            raise Rejet(OUTIL_FORCE)
        if reglage.active:
            raise Rejet(OUTIL_ET_REFLEXION)


def _echantillonnage(corps: dict, reglage: Reglage) -> None:
    t, p = corps.get("temperature"), corps.get("top_p")
    sorte = reglage.fiche.echantillonnage
    if t is not None and t != 1:
        if sorte == "refuse":
            raise Rejet("`temperature` is deprecated for this model.")
        if reglage.active:
            raise Rejet("`temperature` may only be set to 1 when thinking is enabled. Please "
                        f"consult our documentation at {DOC_REFLEXION}#feature-compatibility")
    if sorte == "refuse":
        for nom in ("top_p", "top_k"):
            if corps.get(nom) is not None:
                raise Rejet(f"`{nom}` is deprecated for this model.")
    if sorte == "un_seul" and t is not None and p is not None:
        raise Rejet(TEMPERATURE_ET_TOP_P)


def verifier_limites(corps: dict[str, Any], reglage: Reglage, messages: list[dict]) -> None:
    """Sortie max, préfill, `tool_choice` et échantillonnage pour la fiche du modèle."""
    f = reglage.fiche
    if f.sortie_max is not None and corps["max_tokens"] > f.sortie_max:
        raise Rejet(f"max_tokens: {corps['max_tokens']} > {f.sortie_max}, which is the maximum "
                    f"allowed number of output tokens for {corps['model']}")
    compaction_seule = corps.get("compaction") is not None  # rien n'est échantillonné
    if messages and messages[-1]["role"] == "assistant" and not f.prefill and not compaction_seule:
        raise Rejet(PREFILL)
    _choix_outil(corps.get("tool_choice"), reglage)
    _echantillonnage(corps, reglage)


def verifier_fenetre(jetons_entree: int, contexte: int | None) -> str | None:
    """Message du 400 si le prompt dépasse la fenêtre, sinon None."""
    if contexte is not None and jetons_entree > contexte:
        return f"prompt is too long: {jetons_entree} tokens > {contexte} maximum"
    return None


def budget_de_sortie(max_tokens: int, jetons_entree: int, contexte: int | None) -> tuple[int, bool]:
    """(jetons de sortie permis, vrai si c'est la fenêtre et non `max_tokens` qui limite)."""
    if contexte is None or jetons_entree + max_tokens <= contexte:
        return max_tokens, False
    return max(contexte - jetons_entree, 0), True
