"""Sortie JSON conforme à un schéma demandé, ou refus clair : jamais un schéma ignoré en silence.

Anthropic : `output_config.format = {"type": "json_schema", "schema": …}` (ancien nom bêta :
`output_format`) — https://platform.claude.com/docs/en/build-with-claude/structured-outputs, lu le
2026-11-30 : « le schéma suit JSON Schema, avec des limites ». Gemini : `response_mime_type:
application/json` avec `response_schema` (sous-ensemble OpenAPI, types en MAJUSCULES) ou
`response_json_schema` — https://ai.google.dev/gemini-api/docs/structured-output, lu le 2026-11-30.

Le modèle local remplit le schéma avec ce qu'il sait de la conversation : un champ dont le nom
désigne un fait (`name`/`prenom`, `team`/`equipe`, `city`/`ville`, `allergies`…) reçoit ce fait ;
`summary`/`resume` reçoit le résumé ; `answer`/`reponse`/`text` sa réponse ; les autres champs
obligatoires reçoivent la valeur neutre de leur type (`null` si permis, "", 0, false, []). Les mots-clés
qu'il ne sait pas respecter (`pattern`, `oneOf`, `allOf`, `not`, `if`…) donnent une erreur 400.

    >>> remplir({"type": "object", "properties": {"team": {"type": "string"}},
    ...          "required": ["team"]}, {"faits": {"equipe": "Plateforme"}})
    {'team': 'Plateforme'}
"""

from __future__ import annotations

from typing import Any

from modele_local.protocole import Rejet


def sans_accents(texte: str) -> str:
    """`faits.sans_accents`, importé au premier usage (le cerveau reste hors de l'import du serveur)."""
    from modele_local.comprehension.faits import sans_accents as normaliser

    return normaliser(texte)

PRIS = {"type", "properties", "required", "additionalProperties", "items", "enum", "const",
        "description", "title", "default", "minItems", "maxItems", "minimum", "maximum",
        "exclusiveMinimum", "exclusiveMaximum", "anyOf", "nullable", "propertyOrdering", "format",
        "$defs", "definitions", "$ref", "$schema", "$id", "examples", "example", "minLength",
        "maxLength", "multipleOf"}
SYNONYMES = {
    "prenom": ("prenom", "name", "first_name", "firstname", "nom", "user_name", "username",
               "utilisateur", "user", "person", "personne"),
    "equipe": ("equipe", "team", "squad"), "entreprise": ("entreprise", "company", "employer",
                                                         "societe", "employeur", "organisation"),
    "ville": ("ville", "city", "work_city", "ville_de_travail"),
    "langage": ("langage", "programming_language", "language", "langage_principal"),
    "domicile": ("domicile", "home", "home_city", "residence"),
    "transport": ("transport", "commute", "moyen_de_transport"),
    "allergie": ("allergie", "allergies", "allergy", "allergene", "allergenes"),
    "responsable": ("responsable", "manager", "boss", "chef", "n+1"),
}
TEXTES = {"resume": ("resume", "summary", "synthese", "recap"),
          "reponse": ("reponse", "answer", "text", "texte", "message", "reply", "response",
                      "contenu", "content")}
LISTES = {"faits_liste": ("faits", "facts", "informations", "key_facts", "points"),
          "questions": ("questions", "demandes", "requests", "open_questions")}
NEUTRES = {"string": "", "number": 0, "integer": 0, "boolean": False, "array": [], "null": None}


def _ref(racine: dict, ref: str) -> dict:
    if not ref.startswith("#/"):
        raise Rejet(f"the local model only resolves local references ($ref {ref!r}).")
    noeud: Any = racine
    for cle in ref[2:].split("/"):
        if not isinstance(noeud, dict) or cle not in noeud:
            raise Rejet(f"$ref {ref!r} not found in the schema.")
        noeud = noeud[cle]
    return noeud


def verifier(schema: Any, racine: Any = None, chemin: str = "schema") -> None:
    """Lève `Rejet` (400) si le schéma demande ce que le modèle local ne sait pas respecter."""
    racine = schema if racine is None else racine
    if not isinstance(schema, dict):
        raise Rejet(f"{chemin}: a JSON schema must be an object.")
    for cle, valeur in schema.items():
        if cle not in PRIS:
            raise Rejet(f"{chemin}: the local model does not imitate the JSON schema keyword "
                        f"{cle!r}; remove it or ask for text.")
        if cle == "properties" and isinstance(valeur, dict):
            for nom, sous in valeur.items():
                verifier(sous, racine, f"{chemin}.properties.{nom}")
        elif cle in ("$defs", "definitions") and isinstance(valeur, dict):
            for nom, sous in valeur.items():
                verifier(sous, racine, f"{chemin}.{cle}.{nom}")
        elif cle == "items" and isinstance(valeur, dict):
            verifier(valeur, racine, f"{chemin}.items")
        elif cle == "anyOf" and isinstance(valeur, list):
            for k, sous in enumerate(valeur):
                verifier(sous, racine, f"{chemin}.anyOf[{k}]")
        elif cle == "additionalProperties" and isinstance(valeur, dict):
            verifier(valeur, racine, f"{chemin}.additionalProperties")


def _types(schema: dict) -> list[str]:
    genre = schema.get("type")
    types = [genre] if isinstance(genre, str) else list(genre or [])
    types = [t.lower() for t in types if isinstance(t, str)]
    if schema.get("nullable"):
        types.append("null")
    if not types and "properties" in schema:
        types = ["object"]
    return types or ["string"]


def _connu(nom: str, savoir: dict) -> Any:
    """La valeur que le nom d'un champ désigne dans ce que sait le modèle (None sinon)."""
    norm = sans_accents(nom).replace("-", "_")
    for cle, noms in SYNONYMES.items():
        if norm in noms and cle in savoir.get("faits", {}):
            return savoir["faits"][cle]
    for cle, noms in (*TEXTES.items(), *LISTES.items()):
        if norm in noms and savoir.get(cle):
            return savoir[cle]
    return None


def _accorder(valeur: Any, schema: dict, types: list[str]) -> Any:
    """Adapte une valeur connue au type demandé ; None si elle ne s'y prête pas."""
    if "enum" in schema:
        cites = [v for v in schema["enum"] if sans_accents(str(v)) in sans_accents(str(valeur))]
        return cites[0] if cites else None
    if "array" in types:
        valeur = valeur if isinstance(valeur, list) else [valeur]
        items = schema.get("items") or {}
        libres = set(items) <= {"type", "description", "title"} and "string" in _types(items)
        if libres and schema.get("minItems", 0) <= len(valeur) <= schema.get("maxItems", 1 << 30):
            return [str(v) for v in valeur]
        return None
    if "string" in types:
        texte = valeur if isinstance(valeur, str) else " ".join(map(str, valeur))
        texte = texte[:schema["maxLength"]] if "maxLength" in schema else texte
        return texte if len(texte) >= schema.get("minLength", 0) else None
    return None


def remplir(schema: dict, savoir: dict, nom: str = "", racine: dict | None = None) -> Any:
    """Une valeur conforme à `schema`, tirée de `savoir` (faits, resume, reponse, faits, questions)."""
    racine = schema if racine is None else racine
    if "$ref" in schema:
        return remplir(_ref(racine, schema["$ref"]), savoir, nom, racine)
    if "anyOf" in schema:
        return remplir(schema["anyOf"][0], savoir, nom, racine)
    if "const" in schema:
        return schema["const"]
    types = _types(schema)
    connu = _connu(nom, savoir) if nom else None
    if connu is not None and (valeur := _accorder(connu, schema, types)) is not None:
        return valeur
    if "default" in schema:
        return schema["default"]
    if "enum" in schema:
        return schema["enum"][0]
    if "object" in types:
        proprietes = schema.get("properties") or {}
        requis = set(schema.get("required") or [])
        sortie = {}
        for cle, sous in proprietes.items():
            valeur = remplir(sous or {}, savoir, cle, racine) if cle in requis or \
                _connu(cle, savoir) is not None else None
            if cle in requis or valeur not in (None, "", []):
                sortie[cle] = valeur
        return sortie
    if "null" in types:
        return None
    genre = types[0]
    if genre in ("number", "integer"):
        bas = schema.get("minimum", schema.get("exclusiveMinimum", 0))
        return max(0, bas + (1 if "exclusiveMinimum" in schema else 0))
    if genre == "array":
        n = schema.get("minItems", 0)
        return [remplir(schema.get("items") or {}, savoir, "", racine) for _ in range(n)]
    if genre == "string":
        return "·" * schema.get("minLength", 0)
    return NEUTRES.get(genre, "")
