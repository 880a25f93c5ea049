"""Réglages de réflexion et d'échantillonnage d'Anthropic, selon la famille du modèle.

Trois familles, d'après la documentation d'Anthropic (platform.claude.com, relevée en novembre
2026) :

- « adaptatif » (claude-sonnet-5, claude-sonnet-5-5, claude-opus-4-7, claude-opus-4-8,
  claude-opus-5…, claude-fable…) : `thinking={"type": "adaptive"}` ou `{"type": "disabled"}` ;
  la réflexion manuelle `{"type": "enabled", "budget_tokens": N}` est refusée (400), tout comme
  `temperature`, `top_p` ou `top_k` réglés à une autre valeur que celle par défaut ;
- « ancien » (claude-sonnet-4-5, claude-opus-4-5, claude-haiku-4-5, Claude 4.0 et 4.1,
  Claude 3…) : `enabled` (avec son budget) ou `disabled` ; `adaptive` est refusé ;
- « souple » : tous les autres noms (claude-sonnet-4-6, claude-opus-4-6, `hors-ligne-…`, noms
  inconnus) acceptent les deux formes.

ÉCART ASSUMÉ AVEC LE VRAI SERVICE : sur claude-sonnet-5, la réflexion adaptative est active par
défaut (requête sans champ `thinking`). La doublure, elle, ne réfléchit que si on le lui demande
(`adaptive`, ou `enabled` sur les modèles qui l'acceptent) : sans ce champ, ses réponses n'ont
pas de bloc `thinking` et la règle « le tour d'outils commence par son bloc `thinking` » ne
s'applique pas. Pour voir ce que ferait le vrai modèle, envoyez `thinking={"type": "adaptive"}`.

`display` ("summarized" ou "omitted") est accepté, mais la doublure renvoie toujours le texte de
sa réflexion ; `output_config={"effort": …}` est accepté et ne change rien : elle réfléchit
toujours autant (une phrase).

    >>> famille("claude-sonnet-5"), famille("claude-sonnet-4-5-20250929"), famille("hors-ligne-x")
    ('adaptatif', 'ancien', 'souple')
"""

from __future__ import annotations

import re
from typing import Any

from modele_local.commun import Rejet

DOC_REFLEXION = "https://docs.claude.com/en/docs/build-with-claude/extended-thinking"
ADAPTATIFS = re.compile(r"^claude-(sonnet-5|opus-4-[78]|opus-5|fable)")
ANCIENS = re.compile(r"^claude-(3-|haiku-4-5|sonnet-4(-[05]|-\d{8})?$|sonnet-4-[05]-"
                     r"|opus-4(-[015]|-\d{8})?$|opus-4-[015]-)")
CLES_PERMISES = {"enabled": {"type", "budget_tokens", "display"}, "adaptive": {"type", "display"},
                 "disabled": {"type"}, "between_tools": {"type"}}
EFFORTS = ("low", "medium", "high", "xhigh", "max")

# Messages relevés sur le vrai service (documentation et rapports publics, 2026).
REFUS_ENABLED = ('"thinking.type.enabled" is not supported for this model. Use '
                 '"thinking.type.adaptive" and "output_config.effort" to control thinking '
                 'behavior.')
REFUS_ADAPTIVE = "adaptive thinking is not supported on this model"


def famille(modele: str) -> str:
    """« adaptatif », « ancien » ou « souple » : `famille("claude-opus-4-8")` -> 'adaptatif'."""
    if ADAPTATIFS.match(modele):
        return "adaptatif"
    if ANCIENS.match(modele):
        return "ancien"
    return "souple"


def _budget(reglage: dict, max_tokens: int) -> None:
    budget = reglage.get("budget_tokens")
    if not isinstance(budget, int) or isinstance(budget, bool):
        raise Rejet("thinking.enabled.budget_tokens: Field required")
    if budget < 1024:
        raise Rejet("thinking.enabled.budget_tokens: Input should be greater than or equal to 1024")
    if max_tokens <= budget:
        raise Rejet("`max_tokens` must be greater than `thinking.budget_tokens`. Please consult "
                    f"our documentation at {DOC_REFLEXION}#max-tokens-and-context-window-size")


def _genre(reglage: Any, sorte: str) -> str | None:
    """Type de réflexion demandé (None si absent), après contrôle de la forme et du modèle."""
    if reglage is None:
        return None
    genre = reglage.get("type") if isinstance(reglage, dict) else None
    if genre not in CLES_PERMISES:
        raise Rejet("thinking.type: Input should be 'enabled', 'disabled' or 'adaptive'")
    for cle in reglage:
        if cle not in CLES_PERMISES[genre]:
            raise Rejet(f"thinking.{genre}.{cle}: Extra inputs are not permitted")
    if reglage.get("display") not in (None, "summarized", "omitted"):
        raise Rejet(f"thinking.{genre}.display: Input should be 'summarized' or 'omitted'")
    if genre == "enabled" and sorte == "adaptatif":
        raise Rejet(REFUS_ENABLED)
    if genre == "adaptive" and sorte == "ancien":
        raise Rejet(REFUS_ADAPTIVE)
    return genre


def _effort(config: Any) -> None:
    if config is None:
        return
    if not isinstance(config, dict):
        raise Rejet("output_config: Input should be a valid dictionary")
    for cle in config:
        if cle not in ("effort", "format"):  # format : vérifié par reponse_json.format_anthropic
            raise Rejet(f"output_config.{cle}: Extra inputs are not permitted")
    if config.get("effort") not in (None, *EFFORTS):
        attendus = ", ".join(f"'{e}'" for e in EFFORTS[:-1])
        raise Rejet(f"output_config.effort: Input should be {attendus} or '{EFFORTS[-1]}'")


def _echantillonnage(corps: dict, active: bool, sorte: str) -> None:
    t = corps.get("temperature")
    if t is not None and t != 1:
        if active:
            raise Rejet("`temperature` may only be set to 1 when thinking is enabled. Please "
                        f"consult our documentation at {DOC_REFLEXION}#feature-compatibility")
        if sorte == "adaptatif":
            raise Rejet("`temperature` is deprecated for this model.")
    if sorte == "adaptatif":
        # Messages de top_p et top_k écrits par analogie avec celui de temperature ; leur valeur
        # par défaut n'étant pas documentée, la doublure refuse toute valeur envoyée.
        for nom in ("top_p", "top_k"):
            if corps.get(nom) is not None:
                raise Rejet(f"`{nom}` is deprecated for this model.")


def reflexion_active(corps: dict[str, Any]) -> bool:
    """Contrôle `thinking`, `output_config` et l'échantillonnage ; vrai si la doublure réfléchit.

    Exemple : `reflexion_active({"model": "claude-sonnet-5", "max_tokens": 50,
    "thinking": {"type": "adaptive"}})` -> True ; sans `thinking` -> False (voir l'écart ci-dessus).
    """
    sorte = famille(corps["model"])
    genre = _genre(corps.get("thinking"), sorte)
    if genre == "enabled":
        _budget(corps["thinking"], corps["max_tokens"])
    _effort(corps.get("output_config"))
    active = genre not in (None, "disabled")
    _echantillonnage(corps, active, sorte)
    return active
