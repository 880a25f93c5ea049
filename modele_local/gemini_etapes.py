"""Les étapes (`steps`) de l'API Interactions, schéma de juin 2026, vers la forme neutre et retour.

Types lus dans le SDK google-genai 3.6.1 (`google/genai/_gaos/types/interactions/`, lu le
2026-11-30) : `user_input{content}`, `model_output{content}`, `thought{signature, summary?}`,
`function_call{id, name, arguments}`, `function_result{call_id, result, name?, is_error?}` ;
blocs de contenu `{"type": "text", "text": …}`. L'entrée peut être une chaîne, un bloc, une
liste de blocs ou une liste d'étapes (le SDK range déjà une liste de blocs dans un `user_input`).

    >>> etapes_d_entree("Bonjour")
    [{'type': 'user_input', 'content': [{'type': 'text', 'text': 'Bonjour'}]}]
"""

from __future__ import annotations

import json
from typing import Any

from modele_local.commun import Rejet, identifiant, signer

ETAPES = {"user_input", "model_output", "thought", "function_call", "function_result"}
BLOCS = {"text", "image", "audio", "document", "video"}


def etapes_d_entree(entree: Any) -> list[dict]:
    """`input` d'une requête -> liste d'étapes ; `Rejet` si la forme n'est pas reconnue."""
    if entree is None or entree == []:
        return []
    if isinstance(entree, str):
        return [{"type": "user_input", "content": [{"type": "text", "text": entree}]}]
    if isinstance(entree, dict):
        entree = [entree]
    if not isinstance(entree, list) or not all(isinstance(e, dict) for e in entree):
        raise Rejet("input: expected a string, a content block, or a list of content blocks "
                    "or steps.")
    genres = [e.get("type", "text") if isinstance(e.get("type", "text"), str) else "?"
              for e in entree]
    if entree and all(g in ETAPES for g in genres):
        return entree
    if all(g in BLOCS for g in genres):
        return [{"type": "user_input", "content": [{"type": "text", **e} if "type" not in e
                                                   else e for e in entree]}]
    raise Rejet(f"input: unknown step or content type {genres[0]!r:.40}.")


def _texte(contenu: Any) -> str:
    if isinstance(contenu, str):
        return contenu
    if isinstance(contenu, list):
        return "\n".join(b.get("text", "") for b in contenu if isinstance(b, dict)
                         and b.get("type", "text") == "text")
    return json.dumps(contenu, ensure_ascii=False)


def neutres(etapes: list[dict]) -> list[dict]:
    """Étapes -> messages neutres du cerveau (rôles fusionnés ; pensées ignorées)."""
    messages: list[dict] = []
    for e in etapes:
        genre = e.get("type")
        if genre == "user_input":
            role, bloc = "user", {"type": "text", "text": _texte(e.get("content") or [])}
        elif genre == "model_output":
            role, bloc = "assistant", {"type": "text", "text": _texte(e.get("content") or [])}
        elif genre == "function_call":
            role, bloc = "assistant", {"type": "tool_use", "id": str(e.get("id", "")),
                                       "name": str(e.get("name", "")),
                                       "input": e.get("arguments") or {}}
        elif genre == "function_result":
            role, bloc = "user", {"type": "tool_result", "tool_use_id": str(e.get("call_id", "")),
                                  "content": _texte(e.get("result"))}
        else:
            continue
        if messages and messages[-1]["role"] == role:
            messages[-1]["blocs"].append(bloc)
        else:
            messages.append({"role": role, "blocs": [bloc]})
    return messages


def outils_neutres(outils: Any) -> list[dict]:
    """`tools` de type `function` -> outils neutres {name, description, input_schema}."""
    return [{"name": o.get("name", ""), "description": o.get("description") or "",
             "input_schema": o.get("parameters") or {"type": "object"}}
            for o in outils or [] if isinstance(o, dict) and o.get("type") == "function"]


def etapes_de_sortie(blocs: list[dict], graine: Any, resumes: bool) -> list[dict]:
    """Blocs composés (réflexion, texte, appels) -> étapes de sortie ; textes voisins réunis."""
    sortie: list[dict] = []
    for k, b in enumerate(blocs):
        if b["type"] == "thinking":
            etape = {"type": "thought", "signature": signer(b["thinking"])}
            if resumes:
                etape["summary"] = [{"type": "text", "text": b["thinking"]}]
            sortie.append(etape)
        elif b["type"] == "text":
            if sortie and sortie[-1]["type"] == "model_output":
                sortie[-1]["content"][0]["text"] += b["text"]
            else:
                sortie.append({"type": "model_output",
                               "content": [{"type": "text", "text": b["text"]}]})
        else:
            sortie.append({"type": "function_call", "id": identifiant("fc_", graine, k, b),
                           "name": b["name"], "arguments": b["input"]})
    return sortie
