"""Réglages de réflexion d'Anthropic (`thinking`, `output_config.effort`), lus dans le catalogue.

Aucune règle par motif de nom : les modes acceptés, le mode par défaut, l'affichage par défaut et
la liaison des blocs viennent de la fiche du modèle (`modele_local.catalogue`). Sources, lues le
2026-11-30 : https://platform.claude.com/docs/en/build-with-claude/thinking-troubleshooting.md
(modes par modèle), …/models/opus-5-5/whats-new-opus-5-5 (messages de refus, display omis),
…/models/sonnet-5-5/whats-new-sonnet-5-5 (`between_tools` à la place de `disabled`, pas à
xhigh/max), …/models/opus-5/overview (`disabled` seulement jusqu'à l'effort `high`).

- Sans champ `thinking`, le modèle fait ce que fait le vrai : claude-sonnet-5-5, claude-sonnet-5,
  claude-opus-5… réfléchissent (bloc `thinking` signé avant le texte) ; claude-opus-4-8,
  claude-haiku-4-5… non. Les noms `hors-ligne-…` ne réfléchissent pas par défaut et acceptent tout.
- `display` : "summarized" (texte de la réflexion) ou "omitted" (texte vide, signature gardée) ;
  défaut de la fiche (omis sur claude-sonnet-5-5, ⚠ relevé par un tiers).
- `between_tools` : pas de réflexion d'emblée ; une note de progression (bloc `thinking`) quand
  la requête revient d'un outil.
- `output_config.effort` est vérifié mais ne change pas la longueur de la réflexion.

    >>> r = regler({"model": "claude-sonnet-5-5", "max_tokens": 50}); r.active, r.affichage
    (True, 'omitted')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from modele_local.catalogue import ACTUEL, Fiche, fiche
from modele_local.protocole import Rejet

DOC_REFLEXION = "https://docs.claude.com/en/docs/build-with-claude/extended-thinking"
MODES = ("enabled", "disabled", "adaptive", "between_tools")
CLES_PERMISES = {"enabled": {"type", "budget_tokens", "display", "block_binding"},
                 "adaptive": {"type", "display", "block_binding"},
                 "disabled": {"type"}, "between_tools": {"type"}}
EFFORTS = ("low", "medium", "high", "xhigh", "max")
BETA_LIAISON = "thinking-binding-controls-2026-08-01"
BETA_MISES_A_JOUR = "thinking-display-updates-2026-08-18"
SOUPLE = Fiche("hors-ligne", "anthropic", ACTUEL, "—", reflexion=MODES, compaction=True)

# VERBATIM-DOC [D4] (whats-new-opus-5-5) ; les autres textes sont INFÉRÉS (non publiés).
REFUS_MODE = ('"thinking.type.{mode}" is not supported for this model. Use '
              '"thinking.type.adaptive" and "output_config.effort" to control thinking behavior.')
REFUS_ENABLED = REFUS_MODE.format(mode="enabled")
REFUS_DISABLED_ENTRE_OUTILS = ('"thinking.type.disabled" is not supported for this model. Use '
                               '"thinking.type.between_tools" to turn off up-front thinking.')
REFUS_ADAPTIVE = "adaptive thinking is not supported on this model"
REFUS_EFFORT = ('"thinking.type.{mode}" is not supported with "output_config.effort" '
                '"{effort}" on this model. Use an effort of "{plafond}" or lower, or '
                '"thinking.type.adaptive".')


@dataclass(frozen=True)
class Reglage:
    """Ce que la requête demande, une fois la fiche appliquée."""

    fiche: Fiche
    active: bool  # réfléchit avant de répondre
    affichage: str  # "summarized" ou "omitted"
    entre_outils: bool = False  # thinking.type = between_tools
    retirer: bool = False  # block_binding.prefix_mismatch_behavior = "drop_block"
    effort: str | None = None


def fiche_anthropic(modele: str) -> Fiche:
    """Fiche du modèle ; pour un nom hors catalogue (`hors-ligne-…`), une fiche qui accepte tout."""
    f = fiche(modele)
    return f if f is not None and f.fournisseur == "anthropic" else SOUPLE


def _refus_mode(mode: str, f: Fiche) -> str:
    if mode == "enabled" and "adaptive" in f.reflexion:
        return REFUS_ENABLED
    if mode == "adaptive":
        return REFUS_ADAPTIVE
    if mode == "disabled" and "between_tools" in f.reflexion:
        return REFUS_DISABLED_ENTRE_OUTILS
    return REFUS_MODE.format(mode=mode)


def _liaison(reglage: dict, genre: str, betas: tuple[str, ...]) -> bool:
    liaison = reglage.get("block_binding")
    if liaison is None:
        return False
    if BETA_LIAISON not in betas:
        raise Rejet(f"thinking.{genre}.block_binding: Extra inputs are not permitted")
    if not isinstance(liaison, dict) or set(liaison) - {"prefix_mismatch_behavior"}:
        raise Rejet(f"thinking.{genre}.block_binding: Input should be a valid dictionary "
                    "with only `prefix_mismatch_behavior`")
    choix = liaison.get("prefix_mismatch_behavior")
    if choix not in (None, "error", "drop_block"):
        raise Rejet(f"thinking.{genre}.block_binding.prefix_mismatch_behavior: Input should be "
                    "'error' or 'drop_block'")
    return choix == "drop_block"


def _forme(reglage: Any, betas: tuple[str, ...]) -> tuple[str | None, str | None, bool]:
    """(mode, display, drop_block) après contrôle de la forme seule."""
    if reglage is None:
        return None, None, False
    genre = reglage.get("type") if isinstance(reglage, dict) else None
    if genre not in MODES:
        attendus = ", ".join(f"'{m}'" for m in MODES)
        raise Rejet(f"thinking: Input tag {genre!r} found using 'type' does not match any of the "
                    f"expected tags: {attendus}")
    for cle in reglage:
        if cle not in CLES_PERMISES[genre]:
            raise Rejet(f"thinking.{genre}.{cle}: Extra inputs are not permitted")
    affichages = ("summarized", "omitted", "updates") if BETA_MISES_A_JOUR in betas else (
        "summarized", "omitted")
    display = reglage.get("display")
    if display not in (None, *affichages):
        attendus = " or ".join(f"'{a}'" for a in affichages)
        raise Rejet(f"thinking.{genre}.display: Input should be {attendus}")
    return genre, display, _liaison(reglage, genre, betas)


def _effort(config: Any) -> str | None:
    if config is None:
        return None
    if not isinstance(config, dict):
        raise Rejet("output_config: Input should be a valid dictionary")
    for cle in config:
        if cle not in ("effort", "format"):  # format : vérifié par reponse_json.format_anthropic
            raise Rejet(f"output_config.{cle}: Extra inputs are not permitted")
    if config.get("effort") not in (None, *EFFORTS):
        attendus = ", ".join(f"'{e}'" for e in EFFORTS[:-1])
        raise Rejet(f"output_config.effort: Input should be {attendus} or '{EFFORTS[-1]}'")
    return config.get("effort")


def _budget(reglage: dict, max_tokens: int) -> None:
    budget = reglage.get("budget_tokens")
    if not isinstance(budget, int) or isinstance(budget, bool):
        raise Rejet("thinking.enabled.budget_tokens: Field required")
    if budget < 1024:
        raise Rejet("thinking.enabled.budget_tokens: Input should be greater than or equal to 1024")
    if max_tokens <= budget:
        raise Rejet("`max_tokens` must be greater than `thinking.budget_tokens`. Please consult "
                    f"our documentation at {DOC_REFLEXION}#max-tokens-and-context-window-size")


def _plafond(mode: str, effort: str | None, f: Fiche) -> None:
    """`between_tools` seulement jusqu'à `high` [D6] ; Opus 5 : `disabled` aussi [D4][D7]."""
    plafond = "high" if mode == "between_tools" else f.disabled_effort_max
    if mode == "disabled" and plafond is None:
        return
    if plafond and effort and EFFORTS.index(effort) > EFFORTS.index(plafond):
        raise Rejet(REFUS_EFFORT.format(mode=mode, effort=effort, plafond=plafond))


def regler(corps: dict[str, Any], betas: tuple[str, ...] = ()) -> Reglage:
    """Contrôle `thinking` et `output_config` pour le modèle de `corps` ; renvoie le réglage."""
    f = fiche_anthropic(corps["model"])
    genre, display, retirer = _forme(corps.get("thinking"), betas)
    mode = genre or f.reflexion_defaut
    if genre is not None and genre not in f.reflexion:
        raise Rejet(_refus_mode(genre, f))
    if genre == "enabled":
        _budget(corps["thinking"], corps["max_tokens"])
    effort = _effort(corps.get("output_config"))
    if mode in ("disabled", "between_tools"):
        _plafond(mode, effort or f.effort_defaut, f)
    affichage = "omitted" if display == "updates" else display or f.affichage_defaut
    return Reglage(f, mode in ("adaptive", "enabled"), affichage, mode == "between_tools",
                   retirer, effort or f.effort_defaut)
