"""Valider le préambule d'une requête Anthropic : `system`, `tools` et les marqueurs `cache_control`.

Messages d'erreur au format du vrai service (`system.0: …`, `tools.0.custom.name: Field required`).
Chaque fonction renvoie aussi le nombre de points `cache_control` trouvés (4 au plus par requête).

    >>> systeme("Tu es concis.")
    ([{'type': 'text', 'text': 'Tu es concis.'}], 0)
"""

from __future__ import annotations

from typing import Any

from modele_local.commun import Rejet


def cache_control(valeur: Any, ou: str) -> int:
    if valeur is None:
        return 0
    if not isinstance(valeur, dict) or valeur.get("type") != "ephemeral":
        raise Rejet(f"{ou}.cache_control.type: Input should be 'ephemeral'")
    if valeur.get("ttl", "5m") not in ("5m", "1h"):
        raise Rejet(f"{ou}.cache_control.ttl: Input should be '5m' or '1h'")
    return 1


def systeme(systeme: Any) -> tuple[list[dict], int]:
    if systeme is None:
        return [], 0
    if isinstance(systeme, str):
        return ([{"type": "text", "text": systeme}] if systeme else []), 0
    if not isinstance(systeme, list):
        raise Rejet("system: Input should be a valid string or a list of text blocks")
    points = 0
    for k, b in enumerate(systeme):
        if not isinstance(b, dict) or b.get("type") != "text" or not isinstance(b.get("text"), str):
            raise Rejet(f"system.{k}: Input should be a valid text block")
        points += cache_control(b.get("cache_control"), f"system.{k}")
    return systeme, points


def outils(outils: Any) -> tuple[list[dict], int]:
    if outils is None:
        return [], 0
    if not isinstance(outils, list):
        raise Rejet("tools: Input should be a valid list")
    points = 0
    for k, t in enumerate(outils):
        if not isinstance(t, dict):
            raise Rejet(f"tools.{k}: Input should be a valid dictionary")
        if t.get("type") == "memory_20250818":   # outil client mémoire (anthropic_outil_memoire)
            if t.get("name") != "memory":
                raise Rejet(f"tools.{k}.memory_20250818.name: Input should be 'memory'")
            points += cache_control(t.get("cache_control"), f"tools.{k}")
            continue
        if t.get("type") not in (None, "custom"):
            raise Rejet(
                f"tools.{k}: the local model does not imitate the server tool "
                f"{t.get('type')!r}; declare a custom tool (name, description, input_schema)."
            )
        for cle in ("name", "input_schema"):
            if cle not in t:
                raise Rejet(f"tools.{k}.custom.{cle}: Field required")
        if not isinstance(t["name"], str) or not isinstance(t["input_schema"], dict):
            raise Rejet(f"tools.{k}.custom: `name` should be a string and `input_schema` an object")
        points += cache_control(t.get("cache_control"), f"tools.{k}")
    return outils, points
