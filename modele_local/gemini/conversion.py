"""Traduire une requête Gemini validée : segments pour le cache implicite, forme neutre.

Rôle `model` -> `assistant` ; `functionCall` -> `tool_use` ; `functionResponse` -> `tool_result`
(l'id de l'appel, absent chez Gemini 2.5, est fabriqué et relié à la réponse de même nom) ;
schémas de paramètres (types en MAJUSCULES) -> JSON Schema ordinaire. Jetons en cl100k, une
approximation du tokenizer de Google.

    >>> neutres([{"role": "model", "parts": [{"text": "Salut"}]}])
    [{'role': 'assistant', 'blocs': [{'type': 'text', 'text': 'Salut'}]}]
"""

from __future__ import annotations

import json
from typing import Any

from modele_local.gemini.validation import champ, en_snake, sorte
from modele_local.jetons import compter
from modele_local.signatures import json_canon


def jetons_part(p: dict) -> int:
    s = sorte(p)
    if s == "text":
        return compter(p["text"] if isinstance(p["text"], str) else "")
    if s in ("functionCall", "functionResponse"):
        d = champ(p, s, en_snake(s))
        charge = d.get("args") if s == "functionCall" else d.get("response")
        return compter(str(d.get("name", ""))) + compter(
            json.dumps(charge or {}, ensure_ascii=False))
    return 0


def declarations(corps: dict) -> list[dict]:
    decl = []
    for outil in corps.get("tools") or []:
        decl += champ(outil, "functionDeclarations", "function_declarations", []) or []
    return [d for d in decl if isinstance(d, dict)]


def systeme(corps: dict) -> str:
    si = champ(corps, "systemInstruction", "system_instruction")
    if isinstance(si, str):
        return si
    parts = si.get("parts", []) if isinstance(si, dict) else []
    return "\n".join(p.get("text", "") for p in parts if isinstance(p, dict))


def elements(corps: dict, contenus: list[dict]) -> list[tuple[Any, int, None]]:
    elems: list[tuple[Any, int, None]] = []
    texte = systeme(corps)
    if texte:
        elems.append((("system", texte), compter(texte), None))
    for d in declarations(corps):
        elems.append((("tool", d), compter(json_canon(d)), None))
    for c in contenus:
        for p in c["parts"]:
            sans_sig = {k: v for k, v in p.items()
                        if k not in ("thoughtSignature", "thought_signature")}
            elems.append((("part", c["role"], sans_sig), jetons_part(p), None))
    return elems


def _minuscules(schema: Any) -> Any:
    """Schéma Gemini (types en MAJUSCULES) -> JSON Schema ordinaire pour le cerveau."""
    if isinstance(schema, dict):
        return {k: (v.lower() if k == "type" and isinstance(v, str) else _minuscules(v))
                for k, v in schema.items()}
    if isinstance(schema, list):
        return [_minuscules(x) for x in schema]
    return schema


def _texte_reponse(reponse: Any) -> str:
    if isinstance(reponse, dict) and len(reponse) == 1:
        (valeur,) = reponse.values()
        if isinstance(valeur, str):
            return valeur
    return json.dumps(reponse, ensure_ascii=False)


def neutres(contenus: list[dict]) -> list[dict]:
    """Contenus Gemini -> tours neutres fusionnés ; ids d'appel fabriqués s'ils manquent."""
    tours: list[dict] = []
    appels_prec: list[tuple[str, str]] = []
    for k, c in enumerate(contenus):
        role = "assistant" if c["role"] == "model" else "user"
        blocs, appels = [], []
        for j, p in enumerate(c["parts"]):
            s = sorte(p)
            if s == "text" and not p.get("thought"):
                blocs.append({"type": "text", "text": p["text"]})
            elif s == "functionCall":
                fc = champ(p, "functionCall", "function_call")
                ident = fc.get("id") or f"appel_{k}_{j}"
                appels.append((ident, fc.get("name")))
                blocs.append({"type": "tool_use", "id": ident, "name": fc.get("name"),
                              "input": fc.get("args") or {}})
            elif s == "functionResponse":
                fr = champ(p, "functionResponse", "function_response")
                ident = fr.get("id") or next(
                    (i for i, n in appels_prec if n == fr.get("name")), f"reponse_{k}_{j}")
                appels_prec = [(i, n) for i, n in appels_prec if i != ident]
                blocs.append({"type": "tool_result", "tool_use_id": ident,
                              "content": _texte_reponse(fr.get("response"))})
        appels_prec = appels if role == "assistant" else appels_prec
        if tours and tours[-1]["role"] == role:
            tours[-1]["blocs"] += blocs
        else:
            tours.append({"role": role, "blocs": blocs})
    return tours


def outils_neutres(corps: dict) -> list[dict]:
    """Déclarations de fonctions -> outils neutres {name, description, input_schema}."""
    return [{"name": d.get("name", ""), "description": d.get("description", ""),
             "input_schema": _minuscules(champ(d, "parametersJsonSchema", "parameters_json_schema")
                                         or d.get("parameters") or {"type": "object"})}
            for d in declarations(corps)]
