"""Lignes Claude du catalogue (lues le 2026-11-30, relues le 2026-12-01 ; sources : FAITS_API_CLAUDE.md).

Relu le 2026-12-01 (issue 21) :
- lecture du cache de Claude Sonnet 5.5 : 0,10 $/MTok (0,05 × l'entrée) depuis le 2026-10-07.
  La page anglaise des prix (https://platform.claude.com/docs/en/about-claude/pricing) n'a pu
  être lue que dans une copie antérieure à Sonnet 5.5 ; la page traduite
  https://platform.claude.com/docs/zh-CN/models/sonnet-5-5/overview affiche encore 0,20 $, mais
  elle date d'avant le 2026-10-07 (sa table de comparaison donne encore Claude Haiku 4.5 comme
  modèle actuel, remplacé par Haiku 5.5 ce jour-là) ; trois relevés de la page des prix en
  direct (kurofune/claudit v1.9.2 du 2026-10-24, TheKrush/PromptFuel v1.0.23, synaps pricing)
  donnent 0,10 $ à partir du 2026-10-07. Nous retenons 0,10 $.
- `cache_min` (minimum de jetons pour le cache de prompt) : la section « limites » de
  https://platform.claude.com/docs/en/build-with-claude/prompt-caching n'est pas lisible dans
  nos copies ; valeurs de tiers : 512 pour les modèles 5.5 (openrouter.ai, guide de migration
  Claude 5.5 ; apidog.com pour Haiku 5.5), 512 pour Opus 5 / Fable 5 / Mythos 5, 1 024 pour
  Opus 4.8, Sonnet 5, Sonnet 4.6/4.5, 2 048 pour Opus 4.7, 4 096 pour Opus 4.6, Opus 4.5 et
  Haiku 4.5 (dev.to/creeta, 2026). Les 5.x sans valeur publiée (Fable/Mythos 5.1 et 5.2) : 512 ⚠.
- Claude Haiku 5.5 omet le texte de réflexion par défaut (`display` « omitted ») :
  https://platform.claude.com/docs/ja/models/haiku-5-5/whats-new-haiku-5-5 (« 思考テキストは
  デフォルトで省略される »), lu le 2026-12-01.

Pages officielles principales : https://platform.claude.com/docs/en/models/overview (gamme actuelle),
https://platform.claude.com/docs/en/about-claude/model-deprecations (retraits),
https://platform.claude.com/docs/en/build-with-claude/thinking-troubleshooting (modes de réflexion).
"""

from __future__ import annotations

from modele_local.catalogue_fiche import ACTUEL, DEPRECIE, LEGACY, Fiche, K, M, Prix
from modele_local.catalogue_fiche import retire as _retire

_C5 = dict(fournisseur="anthropic", contexte=M, sortie_max=128 * K, compaction=True, cache_min=512)
_C4 = dict(fournisseur="anthropic", contexte=200 * K, sortie_max=64 * K)
_SEUL_ADAPTATIF = dict(reflexion=("adaptive",), reflexion_defaut="adaptive", prefill=False,
                       outil_force=False, echantillonnage="refuse", preservee=True)


# fmt: off
CLAUDE = [
    Fiche("claude-fable-5-2", statut=ACTUEL, src="D1 D11 D12 T15", **_C5, **_SEUL_ADAPTATIF,
          effort_defaut="high", affichage_defaut="omitted",
          prix=Prix(8, 40, 10, 16, 0.20), note="prix cache : revendeur [T15] ; 1 h † ; "
          "compaction ⚠ (absent des listes) ; affichage omis ⚠"),
    Fiche("claude-mythos-5-2", statut=ACTUEL, src="D11 D12 T15", **_C5, **_SEUL_ADAPTATIF,
          effort_defaut="high", affichage_defaut="omitted", prix=Prix(8, 40, 10, 16, 0.20),
          note="organisations vérifiées seulement ; comme Fable 5.2"),
    Fiche("claude-opus-5-5", statut=ACTUEL, src="D1 D3 D4 T17", **_C5, **_SEUL_ADAPTATIF,
          effort_defaut="medium", affichage_defaut="omitted", notes_en_pensee=True,
          prix=Prix(4, 20, 5, 8, 0.20)),
    Fiche("claude-sonnet-5-5", statut=ACTUEL, src="D1 D5 D6 D20 T9 T17", **_C5,
          **{**_SEUL_ADAPTATIF, "reflexion": ("adaptive", "between_tools")},
          effort_defaut="high", affichage_defaut="omitted", notes_en_pensee=True,
          prix=Prix(2, 10, 2.50, 4, 0.10),
          note="lecture du cache 0,10 $ depuis le 2026-10-07 (0,20 $ avant) ; "
          "seul modèle qui accepte between_tools (pas à xhigh/max) ; disabled → 400 ; "
          "affichage omis par défaut ⚠ (tiers : apidog.com/blog/claude-sonnet-5-5-vs-sonnet-5)"),
    Fiche("claude-haiku-5-5", statut=ACTUEL, src="D1 D2 D21 T9", **_C5,
          **{**_SEUL_ADAPTATIF, "reflexion": ("adaptive", "disabled"), "outil_force": True},
          effort_defaut="medium", affichage_defaut="omitted",
          prix=Prix(0.10, 0.50, 0.125, 0.20, 0.01),
          note="prix pour un prompt ≤ 100K jetons (au-delà 0,50 / 2,50) ; lecture : relevés tiers ; "
          "texte de réflexion omis par défaut (page « What's new », 2026-12-01) ; "
          "disabled et outil forcé ⚠"),
    Fiche("claude-fable-5-1", statut=LEGACY, src="D10 D11 D21 D33a", **_C5, **_SEUL_ADAPTATIF,
          effort_defaut="high", affichage_defaut="omitted", prix=Prix(10, 50, 12.50, 20, 0.25),
          note="statut ⚠ (absent de la gamme actuelle [D1]) ; écritures † ; lecture = ¼ de Fable 5"),
    Fiche("claude-mythos-5-1", statut=LEGACY, src="D10 D11 D21", **_C5, **_SEUL_ADAPTATIF,
          effort_defaut="high", affichage_defaut="omitted", prix=Prix(10, 50, 12.50, 20, 0.25),
          note="comme Fable 5.1 ⚠"),
    Fiche("claude-fable-5", statut=LEGACY, src="D9 D9b D26 T26", **_C5,
          reflexion=("adaptive",), reflexion_defaut="adaptive", effort_defaut="high",
          affichage_defaut="omitted", prix=Prix(10, 50, 12.50, 20, 1.00),
          note="préfill et outil forcé ⚠ (acceptés) ; prix cache †"),
    Fiche("claude-mythos-5", statut=LEGACY, src="D9 D33b", **_C5, reflexion=("adaptive",),
          reflexion_defaut="adaptive", effort_defaut="high", affichage_defaut="omitted",
          echantillonnage="refuse", prix=Prix(10, 50, 12.50, 20, 1.00), note="comme Fable 5 ⚠"),
    Fiche("claude-opus-5", statut=LEGACY, src="D4 D7 T9", **_C5,
          reflexion=("adaptive", "disabled"), reflexion_defaut="adaptive", effort_defaut="high",
          disabled_effort_max="high", prefill=False, echantillonnage="refuse",
          prix=Prix(5, 25, 6.25, 10, 0.50), note="retrait pas avant le 2027-07-24"),
    Fiche("claude-sonnet-5", statut=LEGACY, src="D8 T27", **{**_C5, "cache_min": 1024},
          reflexion=("adaptive", "disabled"), reflexion_defaut="adaptive", effort_defaut="high",
          affichage_defaut="omitted", echantillonnage="refuse", prix=Prix(2, 10, 2.50, 4, 0.20),
          note="disabled et préfill ⚠ (acceptés) ; affichage omis ⚠ (tiers)"),
    Fiche("claude-opus-4-8", statut=LEGACY, src="D7 D13 T22 T24", **{**_C5, "cache_min": 1024},
          reflexion=("adaptive", "disabled"), prefill=False, echantillonnage="refuse",
          prix=Prix(5, 25, 6.25, 10, 0.50), note="réflexion absente si non demandée ; cache †"),
    Fiche("claude-opus-4-7", statut=LEGACY, src="D20 D33e T10 T22 T25", **{**_C5, "cache_min": 2048},
          reflexion=("adaptive", "disabled"), affichage_defaut="omitted", prefill=False,
          echantillonnage="refuse", prix=Prix(5, 25, 6.25, 10, 0.50),
          note="statut et prix ⚠ (non lus chez Anthropic)"),
    Fiche("claude-opus-4-6", statut=LEGACY, src="D14 D19b D20 T10", **{**_C5, "cache_min": 4096},
          reflexion=("adaptive", "enabled", "disabled"), prefill=False,
          prix=Prix(5, 25, 6.25, 10, 0.50), note="enabled déprécié mais accepté ; cache †"),
    Fiche("claude-sonnet-4-6", statut=LEGACY, src="D15 D20 T25", **{**_C5, "cache_min": 1024},
          reflexion=("adaptive", "enabled", "disabled"), prefill=False,
          prix=Prix(3, 15, 3.75, 6, 0.30), note="enabled déprécié mais accepté ; cache †"),
    Fiche("claude-sonnet-4-5", statut=DEPRECIE, src="D16 D20 S2", alias=("claude-sonnet-4-5-20250929",),
          retrait="2026-11-30", **_C4, reflexion=("enabled", "disabled"),
          prix=Prix(3, 15, 3.75, 6, 0.30), note="retrait le jour de lecture ; cache †"),
    Fiche("claude-haiku-4-5", statut=LEGACY, src="D17 D17b D20", alias=("claude-haiku-4-5-20251001",),
          **_C4, cache_min=4096, reflexion=("enabled", "disabled"), echantillonnage="un_seul",
          prix=Prix(1, 5, 1.25, 2, 0.10), note="cache †"),
    Fiche("claude-opus-4-5", statut=DEPRECIE, src="D20 S2 T2 T14", alias=("claude-opus-4-5-20251101",),
          retrait="2027-01-22", **_C4, cache_min=4096, reflexion=("enabled", "disabled"),
          prix=Prix(5, 25, 6.25, 10, 0.50), note="fenêtre 200K ⚠ ; prix ⚠"),
    _retire("claude-mythos-preview", "2026-06-30", "S2 D18", note="retrait d'après le SDK ⚠"),
    _retire("claude-opus-4-1-20250805", "2026-08-05", "T13", "claude-opus-4-1"),
    _retire("claude-sonnet-4-20250514", "2026-06-15", "T12", "claude-sonnet-4-0", "claude-sonnet-4"),
    _retire("claude-opus-4-20250514", "2026-06-15", "T12", "claude-opus-4-0", "claude-opus-4"),
    _retire("claude-3-7-sonnet-20250219", "2026-02-19", "D18", "claude-3-7-sonnet-latest"),
    _retire("claude-3-5-haiku-20241022", "2026-02-19", "D18", "claude-3-5-haiku-latest"),
    _retire("claude-3-opus-20240229", "2026-01-05", "D18b D19b", "claude-3-opus-latest"),
    _retire("claude-3-5-sonnet-20241022", "2025-10-28", "D19", "claude-3-5-sonnet-latest"),
    _retire("claude-3-5-sonnet-20240620", "2025-10-28", "D19"),
    _retire("claude-3-sonnet-20240229", "2025-07-21", "D18b"),
    _retire("claude-3-haiku-20240307", "?", "D18 S1", note="absent du SDK 2.14 : traité comme retiré ⚠"),
    _retire("claude-2.1", "2025-07-21", "D18b"),
    _retire("claude-2.0", "2025-07-21", "D18b"),
    _retire("claude-instant-1.2", "2024-11-06", "D18b"),
]

# fmt: on
