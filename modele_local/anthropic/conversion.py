"""Traduire une requête Anthropic validée : segments pour le cache, forme neutre pour le cerveau.

Jetons d'un bloc (cl100k, approximation du tokenizer d'Anthropic) : son texte ; pour un
`tool_use`, le nom plus les arguments en JSON ; pour un `tool_result`, le texte du résultat ; pour
un bloc `thinking` renvoyé, sa réflexion (les modèles récents la gardent dans le contexte). Une
image compte 0 : le modèle local ne les lit pas.

    >>> _jetons_bloc({"type": "text", "text": "Bonjour"})
    1
"""

from __future__ import annotations

import json
from typing import Any

from modele_local.anthropic.compaction import comme_texte
from modele_local.anthropic.validation import Requete
from modele_local.jetons import compter, texte_de_contenu
from modele_local.signatures import json_canon


def _jetons_bloc(b: dict) -> int:
    genre = b.get("type")
    if genre == "text":
        return compter(b["text"])
    if genre == "tool_use":
        return compter(b["name"]) + compter(json.dumps(b["input"], ensure_ascii=False))
    if genre == "tool_result":
        return compter(texte_de_contenu(b.get("content", "")))
    if genre == "thinking":
        return compter(b["thinking"])
    if genre == "redacted_thinking":
        return compter(b["data"])
    if genre == "compaction":
        return compter(b.get("content") or "")
    source = b.get("source") if isinstance(b.get("source"), dict) else {}
    return compter(source.get("data", "")) if source.get("type") == "text" else 0


_SANS_POINT = ("thinking", "redacted_thinking")  # blocs sans champ `cache_control` (SDK 2.14)


def _sans_cache(b: dict) -> dict:
    return {k: v for k, v in b.items() if k != "cache_control"}


def _ttl(b: dict) -> str | None:
    cc = b.get("cache_control")
    return cc.get("ttl", "5m") if isinstance(cc, dict) else None


def elements(req: Requete) -> list[tuple[Any, int, str | None]]:
    """Segments dans l'ordre de lecture du cache : outils, puis system, puis messages.

    `cache_control` au niveau de la requête (cache automatique, platform.claude.com « Prompt
    caching », lue le 2026-12-01) : le point va sur le dernier bloc qui peut en porter un.
    """
    elems: list[tuple[Any, int, str | None]] = []
    for t in req.outils:
        elems.append((("tool", _sans_cache(t)), compter(json_canon(_sans_cache(t))), _ttl(t)))
    for b in req.systeme:
        elems.append((("system", b["text"]), compter(b["text"]), _ttl(b)))
    for m in req.messages:
        for b in m["content"]:
            elems.append((("message", m["role"], _sans_cache(b)), _jetons_bloc(b), _ttl(b)))
    if req.cache_auto:  # cache automatique : le point va sur le dernier bloc qui peut le porter
        for k in range(len(elems) - 1, -1, -1):  # (un bloc de réflexion ne porte pas de point)
            contenu, jetons, ttl = elems[k]
            if contenu[0] == "message" and contenu[2].get("type") in _SANS_POINT:
                continue
            if ttl is None:
                elems[k] = (contenu, jetons, req.cache_auto.get("ttl", "5m"))
            break
    return elems


def neutres(req: Requete) -> list[dict]:
    """Tours fusionnés en forme neutre (texte, tool_use, tool_result) pour le cerveau.

    Un bloc `compaction` devient le texte de son résumé, sous l'en-tête « [Résumé…] ».
    """
    sortie = []
    for tour in req.tours:
        blocs = []
        for b, _, _ in tour["blocs"]:
            if b["type"] == "compaction" and b.get("content"):  # le résumé, lu comme un message user
                resume = {"type": "text", "text": comme_texte(b)}
                if tour["role"] == "user":
                    blocs.append(resume)
                else:
                    sortie.append({"role": "user", "blocs": [resume]})
            elif b["type"] == "text":
                blocs.append({"type": "text", "text": b["text"]})
            elif b["type"] == "tool_use":
                blocs.append({"type": "tool_use", "id": b["id"], "name": b["name"],
                              "input": b["input"]})
            elif b["type"] == "tool_result":
                blocs.append({"type": "tool_result", "tool_use_id": b["tool_use_id"],
                              "content": texte_de_contenu(b.get("content", "")),
                              "is_error": bool(b.get("is_error"))})
        sortie.append({"role": tour["role"], "blocs": blocs})
    return sortie
