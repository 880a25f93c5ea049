"""Diffuser un `Message` en événements SSE, dans l'ordre du vrai service.

https://platform.claude.com/docs/en/build-with-claude/streaming (⚠ page non relue le 2026-12-01 ;
séquence vérifiée sur les flux enregistrés du SDK anthropic 2.14, tests/lib/streaming/fixtures
et tests/fixtures/fable-fallback/stream-a-refusal.sse) :
`message_start` (message au contenu vide, `stop_reason` nul) → pour chaque bloc
`content_block_start` / un ou plusieurs `content_block_delta` / `content_block_stop` (le `ping`
arrive juste après le premier `content_block_start`, comme dans l'exemple de la page et les flux
enregistrés du SDK 2.14, tests/lib/streaming/fixtures) → `message_delta` (`stop_reason`, `usage`
cumulé) → `message_stop`. Un bloc `thinking` s'ouvre vide (`{"type": "thinking", "thinking": "",
"signature": ""}`), reçoit ses `thinking_delta` (aucun quand l'affichage est `omitted`) puis un
seul `signature_delta` juste avant `content_block_stop`. Deltas : `text_delta`, `thinking_delta`,
`signature_delta`, `input_json_delta` (JSON partiel à concaténer), `compaction_delta` (tout le
résumé d'un coup, le SDK remplace au lieu d'ajouter). Une panne en cours de flux est un événement
`error` (`{"type": "error", "error": {...}}`) : le SDK lève alors l'erreur HTTP correspondante.

Le découpage en morceaux est déterministe (mots, au plus `TAILLE` caractères par delta).

    >>> msg = {"id": "m", "type": "message", "role": "assistant", "model": "x",
    ...        "content": [{"type": "text", "text": "Oui"}], "stop_reason": "end_turn",
    ...        "stop_sequence": None, "usage": {"input_tokens": 1, "output_tokens": 1}}
    >>> [e for e, _ in evenements(msg)]  # doctest: +NORMALIZE_WHITESPACE
    ['message_start', 'content_block_start', 'ping', 'content_block_delta', 'content_block_stop',
     'message_delta', 'message_stop']
"""

from __future__ import annotations

import json
import re
from typing import Any

from modele_local.protocole import erreur_en_flux

TAILLE = 24
GENRES_ERREUR = {529: "overloaded_error", 500: "api_error", 429: "rate_limit_error"}
DEBUT = {"text": {"type": "text", "text": ""},
         "thinking": {"type": "thinking", "thinking": "", "signature": ""}}


def morceaux(texte: str, taille: int = TAILLE) -> list[str]:
    """Découpe `texte` en morceaux de mots (espaces gardés) : `"".join(morceaux(t)) == t`."""
    sortie, courant = [], ""
    for mot in re.findall(r"\S+\s*|\s+", texte):
        if courant and len(courant) + len(mot) > taille:
            sortie.append(courant)
            courant = ""
        courant += mot
    return [*sortie, courant] if courant else sortie


def _bloc(k: int, b: dict) -> list[tuple[str, dict]]:
    genre = b["type"]
    deltas: list[dict] = []
    if genre == "text":
        debut = DEBUT["text"]
        deltas = [{"type": "text_delta", "text": m} for m in morceaux(b["text"])]
    elif genre == "thinking":
        debut = DEBUT["thinking"]
        deltas = [{"type": "thinking_delta", "thinking": m} for m in morceaux(b["thinking"])]
        deltas.append({"type": "signature_delta", "signature": b["signature"]})
    elif genre == "tool_use":
        debut = {**b, "input": {}}
        brut = json.dumps(b["input"], ensure_ascii=False)
        deltas = [{"type": "input_json_delta", "partial_json": m} for m in morceaux(brut, 12)]
    elif genre == "compaction":
        debut = {"type": "compaction", "content": None, "encrypted_content": None}
        deltas = [{"type": "compaction_delta", "content": b.get("content"),
                   "encrypted_content": b.get("encrypted_content")}]
    else:
        debut, deltas = b, []
    evts = [("content_block_start", {"type": "content_block_start", "index": k,
                                     "content_block": debut})]
    evts += [("content_block_delta", {"type": "content_block_delta", "index": k, "delta": d})
             for d in deltas]
    evts.append(("content_block_stop", {"type": "content_block_stop", "index": k}))
    return evts


def _coupe(evts: list[tuple[str, dict]], statut: int) -> list[tuple[str, dict]]:
    """Garde le début du flux (message_start et le premier delta), puis l'événement `error`."""
    garde = next((k + 1 for k, (e, _) in enumerate(evts) if e == "content_block_delta"), 2)
    genre = GENRES_ERREUR.get(statut, "api_error")
    message = "Overloaded" if statut == 529 else "Internal server error"
    return evts[:garde] + [("error", {"type": "error",
                                      "error": {"type": genre, "message": message}})]


def evenements(msg: dict[str, Any], modele: Any = None) -> list[tuple[str, dict]]:
    """Les événements SSE (nom, données) qui reconstruisent `msg` côté SDK."""
    usage = msg["usage"]
    depart = {**msg, "content": [], "stop_reason": None, "stop_sequence": None,
              "usage": {**usage, "output_tokens": min(usage.get("output_tokens", 0), 1)}}
    for cle in ("context_management",):
        depart.pop(cle, None)
    evts = [("message_start", {"type": "message_start", "message": depart})]
    for k, b in enumerate(msg["content"]):
        evts += _bloc(k, b)
    evts.insert(2 if msg["content"] else 1, ("ping", {"type": "ping"}))
    delta = {"type": "message_delta",
             "delta": {"stop_reason": msg["stop_reason"], "stop_sequence": msg["stop_sequence"]},
             "usage": usage}
    if "context_management" in msg:
        delta["context_management"] = msg["context_management"]
    evts += [("message_delta", delta), ("message_stop", {"type": "message_stop"})]
    statut = erreur_en_flux(modele)
    return _coupe(evts, statut) if statut else evts
