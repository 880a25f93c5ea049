"""`client.interactions.create(..., stream=True)` : la même interaction, en événements SSE.

Suite d'événements lue dans les types du SDK google-genai 3.6.1 (`_gaos/types/interactions/`,
`interactionssestreamevent.py`, lu le 2026-11-30) : `interaction.created` (statut `in_progress`,
sans étapes) ; pour chaque étape, `step.start` (l'étape sans son contenu), des `step.delta`
(`text`, `thought_signature`, `arguments_delta`), `step.stop` ; enfin `interaction.completed`
avec l'interaction entière. Chaque `data:` porte son `event_type` ; la ligne `event:` le répète.

    >>> [n for n, _ in evenements({"id": "v1_x", "status": "completed", "steps": []})]
    ['interaction.created', 'interaction.completed']
"""

from __future__ import annotations

import json
from typing import Any

from modele_local.gemini_flux import decouper


def _debut_et_deltas(etape: dict) -> tuple[dict, list[dict]]:
    genre = etape["type"]
    if genre == "thought":
        return {"type": "thought"}, [{"type": "thought_signature",
                                      "signature": etape["signature"]}]
    if genre == "function_call":
        return ({"type": "function_call", "id": etape["id"], "name": etape["name"],
                 "arguments": {}},
                [{"type": "arguments_delta", "arguments": json.dumps(etape["arguments"],
                                                                     ensure_ascii=False)}])
    texte = "".join(b.get("text", "") for b in etape.get("content") or [])
    return {"type": genre, "content": []}, [{"type": "text", "text": t} for t in decouper(texte)]


def evenements(ressource: dict[str, Any]) -> list[tuple[str, dict]]:
    """Les événements (nom, données) qui diffusent une interaction déjà calculée."""
    tete = {k: v for k, v in ressource.items() if k not in ("steps", "usage")}
    sortie: list[tuple[str, dict]] = [
        ("interaction.created", {"event_type": "interaction.created",
                                 "interaction": {**tete, "status": "in_progress"}})]
    for i, etape in enumerate(ressource["steps"]):
        debut, deltas = _debut_et_deltas(etape)
        sortie.append(("step.start", {"event_type": "step.start", "index": i, "step": debut}))
        sortie += [("step.delta", {"event_type": "step.delta", "index": i, "delta": d})
                   for d in deltas]
        sortie.append(("step.stop", {"event_type": "step.stop", "index": i}))
    sortie.append(("interaction.completed", {"event_type": "interaction.completed",
                                             "interaction": ressource}))
    return sortie
