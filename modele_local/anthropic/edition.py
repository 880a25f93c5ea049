"""Édition de contexte (bêta `context-management-2025-06-27`) : effacer anciens résultats et réflexions.

D'après https://docs.claude.com/zh-CN/docs/build-with-claude/context-editing (lu le 2026-11-30) et
les types du SDK anthropic 2.14 (beta_clear_tool_uses_20250919_edit_param.py,
beta_clear_thinking_20251015_edit_param.py, …_edit_response.py) :

- `clear_tool_uses_20250919` : quand le déclencheur est atteint (`input_tokens` ou `tool_uses`),
  les plus anciens résultats d'outils sont remplacés par un texte de substitution, sauf les `keep`
  derniers et ceux des outils de `exclude_tools` ; les entrées des appels ne sont effacées que si
  `clear_tool_inputs` le demande ; avec `clear_at_least`, rien n'est effacé si l'on ne peut pas
  retirer au moins ce nombre de jetons ;
- `clear_thinking_20251015` : retire les blocs de réflexion des tours assistant anciens, sauf les
  `keep` derniers tours (`{"type": "thinking_turns", "value": N}`, ou `"all"` : tout garder) ;
- l'édition est faite côté serveur : le client garde l'historique complet ; la réponse dit ce qui
  a été effacé (`context_management.applied_edits`).

Valeurs par défaut NON LUES (⚠) : déclencheur 100 000 jetons d'entrée, `keep` 3 appels ; le texte
de substitution du vrai service n'est pas publié (le nôtre : `SUBSTITUT`).

    >>> m = [{"role": "assistant", "content": [{"type": "tool_use", "id": "a", "name": "meteo",
    ...                                         "input": {}}]},
    ...      {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "a",
    ...                                    "content": "Pluie sur Nantes, 12 °C, vent d'ouest."}]}]
    >>> effacer_resultats(m, {"type": "clear_tool_uses_20250919", "keep": {"value": 0},
    ...                       "trigger": {"type": "tool_uses", "value": 1}}, 10)["cleared_tool_uses"]
    1
    >>> m[1]["content"][0]["content"]
    '[résultat effacé]'
"""

from __future__ import annotations

from typing import Any

from modele_local.jetons import compter, texte_de_contenu

SUBSTITUT = "[résultat effacé]"
DECLENCHEUR_DEFAUT = {"type": "input_tokens", "value": 100_000}
GARDER_DEFAUT = 3


def _appels(messages: list[dict]) -> list[tuple[dict, dict | None]]:
    """(tool_use, tool_result ou None) dans l'ordre de la conversation."""
    resultats = {b.get("tool_use_id"): b for m in messages for b in m["content"]
                 if b.get("type") == "tool_result"}
    return [(b, resultats.get(b.get("id"))) for m in messages for b in m["content"]
            if b.get("type") == "tool_use"]


def effacer_resultats(messages: list[dict], edit: dict, jetons: int) -> dict | None:
    """Applique `clear_tool_uses_20250919` en place ; le compte rendu, ou None si non déclenché."""
    declencheur = edit.get("trigger") or DECLENCHEUR_DEFAUT
    appels = _appels(messages)
    mesure = len(appels) if declencheur.get("type") == "tool_uses" else jetons
    if mesure < declencheur.get("value", 0):
        return None
    garder = (edit.get("keep") or {}).get("value", GARDER_DEFAUT)
    exclus = set(edit.get("exclude_tools") or [])
    entrees = edit.get("clear_tool_inputs") or False
    candidats = [(u, r) for u, r in appels if u.get("name") not in exclus and r is not None]
    a_effacer = candidats[:max(len(candidats) - garder, 0)]
    gain = 0
    for u, r in a_effacer:
        gain += compter(texte_de_contenu(r.get("content", ""))) - compter(SUBSTITUT)
        if entrees is True or (isinstance(entrees, list) and u.get("name") in entrees):
            gain += compter(repr(u.get("input")))
    minimum = (edit.get("clear_at_least") or {}).get("value")
    if not a_effacer or (minimum is not None and gain < minimum):
        return None
    for u, r in a_effacer:
        r["content"] = SUBSTITUT
        if entrees is True or (isinstance(entrees, list) and u.get("name") in entrees):
            u["input"] = {}
    return {"type": "clear_tool_uses_20250919", "cleared_tool_uses": len(a_effacer),
            "cleared_input_tokens": max(gain, 0)}


def effacer_reflexion(messages: list[dict], edit: dict) -> dict | None:
    """Applique `clear_thinking_20251015` en place ; le compte rendu, ou None si rien à effacer."""
    garder: Any = edit.get("keep", {"type": "thinking_turns", "value": 1})
    if garder == "all" or (isinstance(garder, dict) and garder.get("type") == "all"):
        return None
    n = garder.get("value", 1) if isinstance(garder, dict) else 1
    tours = [m for m in messages if m["role"] == "assistant"
             and any(b.get("type") in ("thinking", "redacted_thinking") for b in m["content"])]
    vieux = tours[:max(len(tours) - n, 0)]
    gain = 0
    for m in vieux:
        gain += sum(compter(b.get("thinking") or b.get("data") or "") for b in m["content"]
                    if b.get("type") in ("thinking", "redacted_thinking"))
        m["content"] = [b for b in m["content"]
                        if b.get("type") not in ("thinking", "redacted_thinking")]
    if not vieux:
        return None
    return {"type": "clear_thinking_20251015", "cleared_thinking_turns": len(vieux),
            "cleared_input_tokens": gain}
