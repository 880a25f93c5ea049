"""Lire le format de sortie demandé (Anthropic ou Gemini) et y répondre en JSON conforme.

    >>> format_anthropic({"output_config": {"format": {"type": "json_schema",
    ...                   "schema": {"type": "object"}}}})
    {'type': 'object'}
    >>> format_gemini({"generationConfig": {"responseMimeType": "text/plain"}}) is None
    True

Le remplissage du schéma est dans `schema_json` ; les réponses du cerveau dans `comprehension.cerveau`.
"""

from __future__ import annotations

import json
import re
from typing import Any

from modele_local.comprehension.schema_json import remplir, verifier
from modele_local.protocole import Rejet

SANS_SCHEMA = {"type": "object", "properties": {"reponse": {"type": "string"}},
               "required": ["reponse"]}
# « réponds en JSON », « as a JSON object », « return JSON with… » : une demande, pas une mention.
DEMANDE_JSON = re.compile(
    r"\b(?:en|in|as|au format|format|forme d[eu]|return|respond|reply|answer|output|give|"
    r"reponds|repondez|renvoie|renvoyez|donne|donnez|ecris|write)\b[^.?!\n]{0,40}\bjson\b"
    r"|\bjson\s+(?:object|objet|only|seulement|uniquement)\b")
MIMES = ("text/plain", "application/json", "text/x.enum")


def _champ(d: Any, camel: str, snake: str) -> Any:
    return d.get(camel, d.get(snake)) if isinstance(d, dict) else None


def format_anthropic(corps: dict) -> dict | None:
    """Le schéma de `output_config.format` (ou de l'ancien `output_format`), vérifié ; sinon None."""
    config = corps.get("output_config")
    fmt = config.get("format") if isinstance(config, dict) else None
    ou = "output_config.format"
    if fmt is None and corps.get("output_format") is not None:
        fmt, ou = corps["output_format"], "output_format"
    if fmt is None:
        return None
    if not isinstance(fmt, dict) or fmt.get("type") != "json_schema":
        raise Rejet(f"{ou}.type: Input should be 'json_schema'")
    if not isinstance(fmt.get("schema"), dict):
        raise Rejet(f"{ou}.schema: Field required")
    verifier(fmt["schema"], chemin=f"{ou}.schema")
    return fmt["schema"]


def format_gemini(corps: dict) -> dict | None:
    """Le schéma demandé par `generationConfig` (JSON, ou `text/x.enum`) ; None pour du texte.

    Renvoie `{"x-mime": …, "schema": …}` ; lève `Rejet` si la demande est contradictoire.
    """
    config = _champ(corps, "generationConfig", "generation_config") or {}
    mime = _champ(config, "responseMimeType", "response_mime_type") or "text/plain"
    schema = _champ(config, "responseSchema", "response_schema")
    schema_json = _champ(config, "responseJsonSchema", "response_json_schema")
    if mime not in MIMES:
        raise Rejet(f"* GenerateContentRequest.generation_config.response_mime_type: "
                    f"allowed mimetypes are {', '.join(MIMES)}; got {mime!r:.60}.")
    if schema is not None and schema_json is not None:
        raise Rejet("response_schema and response_json_schema cannot both be set; use only "
                    "one of them.")
    choisi = schema if schema is not None else schema_json
    if choisi is not None and mime == "text/plain":
        raise Rejet("response_schema requires response_mime_type \"application/json\" "
                    "(or \"text/x.enum\").")
    if mime == "text/plain":
        return None
    choisi = _minuscules(choisi) if choisi is not None else None
    if choisi is not None:
        verifier(choisi, chemin="generation_config.response_schema")
    if mime == "text/x.enum" and not (isinstance(choisi, dict) and choisi.get("enum")):
        raise Rejet("response_mime_type \"text/x.enum\" requires a response_schema with "
                    "\"enum\".")
    return {"x-mime": mime, "schema": choisi}


def _camel(cle: str) -> str:
    tetes = cle.split("_")
    return tetes[0] + "".join(t.title() for t in tetes[1:])


def _minuscules(schema: Any) -> Any:
    """Schéma OpenAPI de Gemini (types en MAJUSCULES, clés parfois en snake_case) -> JSON Schema."""
    if isinstance(schema, dict):
        return {_camel(k): (v.lower() if k == "type" and isinstance(v, str) else
                            v if k in ("properties", "$defs", "defs") and not isinstance(v, dict)
                            else _minuscules(v) if k not in ("properties", "$defs", "defs")
                            else {n: _minuscules(x) for n, x in v.items()})
                for k, v in schema.items()}
    if isinstance(schema, list):
        return [_minuscules(x) for x in schema]
    return schema


def savoir(systeme: str, messages: list[dict], blocs: list[dict]) -> dict:
    """Ce que le modèle local sait pour remplir un schéma : faits, résumé, réponse, questions."""
    from modele_local.comprehension.consignes import Consigne  # importé au premier usage (import léger)
    from modele_local.comprehension.faits import est_question, faits_de, phrases
    from modele_local.comprehension.redaction import phrases_des_faits
    from modele_local.comprehension.resumeur import morceaux_a_resumer, resumer

    textes = [b["text"] for m in messages if m["role"] == "user" for b in m["blocs"]
              if b["type"] == "text"]
    faits = faits_de([systeme, *textes])
    reponse = " ".join(b["text"] for b in blocs if b["type"] == "text")
    resume = resumer(morceaux_a_resumer(messages, Consigne()))
    return {"faits": faits, "reponse": reponse, "resume": resume,
            "faits_liste": phrases_des_faits(faits),
            "questions": [p for t in textes for p in phrases(t) if est_question(p)]}


def repondre_en_json(systeme: str, messages: list[dict], blocs: list[dict],
                     schema: dict | None, mime: str = "application/json") -> list[dict]:
    """Les blocs du cerveau, le texte remplacé par un JSON conforme (un appel d'outil reste)."""
    if any(b["type"] == "tool_use" for b in blocs):
        return blocs
    from modele_local.comprehension.extraction import remplir_operations  # mémoire (leçon 11)

    ops = remplir_operations(schema, systeme, messages) if mime != "text/x.enum" else None
    if ops is not None:
        return [{"type": "text", "text": json.dumps(ops, ensure_ascii=False)}]
    connu = savoir(systeme, messages, blocs)
    if mime == "text/x.enum":
        return [{"type": "text", "text": str(remplir(schema or {}, connu, "reponse"))}]
    valeur = remplir(schema or SANS_SCHEMA, connu)
    return [{"type": "text", "text": json.dumps(valeur, ensure_ascii=False)}]


def schema_demande(messages: list[dict]) -> dict | None:
    """Le schéma implicite d'un prompt qui demande du JSON sans en donner (« Réponds en JSON avec
    les clés "name" et "team" ») : un objet aux clés nommées entre guillemets, sinon `reponse`
    (`answer` en anglais). None si la dernière demande ne demande pas de JSON."""
    from modele_local.comprehension.consignes import langue_de
    from modele_local.comprehension.faits import sans_accents

    dernier = messages[-1] if messages and messages[-1]["role"] == "user" else None
    textes = [b["text"] for b in (dernier or {"blocs": []})["blocs"] if b["type"] == "text"]
    question = "\n".join(textes)
    if not DEMANDE_JSON.search(sans_accents(question)):
        return None
    cles = list(dict.fromkeys(re.findall(r"[`\"']([A-Za-z_][A-Za-z0-9_]{0,40})[`\"']", question)))
    cles = cles or ["answer" if langue_de(question) == "en" else "reponse"]
    return {"type": "object", "properties": {c: {"type": "string"} for c in cles},
            "required": cles}


def completer_appels(systeme: str, messages: list[dict], blocs: list[dict],
                     outils: list[dict]) -> list[dict]:
    """Appels forcés (`tool_choice` tool/any, Gemini `ANY`) : les champs que la demande ne
    remplit pas (valeur neutre, ou la demande recopiée) prennent ce que la conversation sait
    (`name` -> le prénom dit, `team` -> l'équipe…), comme pour une sortie structurée."""
    schemas = {o["name"]: o.get("input_schema") or {} for o in outils}
    dernier = [b["text"] for m in messages[-1:] if m["role"] == "user" for b in m["blocs"]
               if b["type"] == "text"]
    recopie = "\n".join(dernier).strip().rstrip("?").strip()
    connu = None
    sortie = []
    for b in blocs:
        schema = schemas.get(b.get("name")) if b["type"] == "tool_use" else None
        if schema and schema.get("properties"):
            connu = connu or savoir(systeme, messages, [])
            plein = remplir(schema, connu)
            entree = {c: (plein[c] if v in ("", 0, False, None, [], {}, recopie)
                          and plein.get(c) not in (None, "", [], {}) else v)   # jamais vidé
                      for c, v in b["input"].items()} if isinstance(plein, dict) else b["input"]
            b = {**b, "input": entree}
        sortie.append(b)
    return sortie
