"""Valider une requête `generateContent` comme l'API Gemini, avec ses messages (en anglais).

Règles reprises du vrai service : `contents` non vide, rôles `user` / `model` (`tool` ou `function`
pour un contenu fait de réponses de fonction), `parts` non vides, contenus consécutifs du même rôle
fusionnés, un tour de réponses de fonction juste après le tour d'appels, autant de réponses que
d'appels, et (Gemini 3 et 4) la `thoughtSignature` renvoyée sur le premier appel de fonction de chaque
étape du tour en cours. Toute signature présente doit être intacte.

    >>> normaliser({"contents": []})
    Traceback (most recent call last):
    modele_local.protocole.Rejet: * GenerateContentRequest.contents: contents is not specified

Types JSON des champs de haut niveau d'une requête Gemini, vérifiés comme le vrai service.

Le service lit le corps en protobuf : un objet attendu qui reçoit une chaîne, une liste attendue
qui reçoit un objet… est refusé en 400 `INVALID_ARGUMENT` « Invalid JSON payload received.
Invalid value at '<champ>' (<type>), <valeur> » (forme relevée dans des rapports publics,
FAITS_API_GEMINI §6 ; le nom du type protobuf est INFÉRÉ). Le SDK google-genai ne produit jamais
ces formes : seul un appel HTTP écrit à la main (curl, cookbook, client maison) les rencontre.

    >>> verifier_formes({"contents": [], "generationConfig": "chaud"})  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    modele_local.protocole.Rejet: Invalid JSON payload received. Invalid value at 'generation_config' ...
"""

from __future__ import annotations

import base64
import binascii
import json
from typing import Any

from modele_local.protocole import Rejet
from modele_local.signatures import empreinte, json_canon, signer

SORTES = ("text", "functionCall", "functionResponse", "inlineData", "fileData",
          "executableCode", "codeExecutionResult")
DOC_SIGNATURES = "https://ai.google.dev/gemini-api/docs/thought-signatures"
# Signatures factices que le service accepte sur un appel de fonction qu'il n'a pas produit
# (historique fabriqué, passage d'un autre modèle) : FAQ de DOC_SIGNATURES (lu le 2026-12-01,
# ⚠ texte exact relayé par des clients, FAITS_API_GEMINI §2). Acceptées brutes ou en base64.
SENTINELLES = ("skip_thought_signature_validator", "context_engineering_is_the_way_to_go")
_SENTINELLES_B64 = tuple(base64.b64encode(s.encode()).decode() for s in SENTINELLES)
# Rôles que des tutoriels donnent aux réponses de fonction ; le SDK les range sous "user"
# (t_contents) : le modèle local les accepte pour un contenu fait seulement de functionResponse.
ROLES_DE_REPONSE = ("tool", "function")


def champ(d: Any, camel: str, snake: str, defaut: Any = None) -> Any:
    """Lit `d[camel]` ou `d[snake]` (le SDK envoie parfois l'une, parfois l'autre forme)."""
    if not isinstance(d, dict):
        return defaut
    return d.get(camel, d.get(snake, defaut))


def sorte(part: dict) -> str:
    """Nature d'une part : "text", "functionCall", "functionResponse"…"""
    for s in SORTES:
        if champ(part, s, en_snake(s)) is not None:
            return s
    return ""


def en_snake(nom: str) -> str:
    """`functionCall` -> `function_call`."""
    return "".join("_" + c.lower() if c.isupper() else c for c in nom)


def signature_attendue(part: dict) -> str:
    """Signature que le modèle local donne à une part (appel de fonction ou texte).

    Un appel de fonction : signature liée au nom et aux arguments (toute retouche la casse). Une
    part de texte : signature opaque qui se vérifie seule (graine + code d'authentification),
    sans lien avec le texte : un client qui réunit les morceaux d'un flux en une seule part
    (LangChain) garde une signature valide, comme avec le vrai service.
    """
    appel = champ(part, "functionCall", "function_call")
    if appel is not None:
        return signer(json_canon(["fc", appel.get("name"), appel.get("args") or {}]))
    graine = empreinte("text", part.get("text", ""))[:32]
    return base64.b64encode(b"HLT" + graine.encode() + _mac_texte(graine)).decode()


def _mac_texte(graine: str) -> bytes:
    return base64.b64decode(signer(json_canon(["text-sig", graine])))[3:35]


def _octets(signature: Any) -> bytes | None:
    if not isinstance(signature, str):
        return None
    s = signature.replace("-", "+").replace("_", "/")
    try:
        return base64.b64decode(s + "=" * (-len(s) % 4), validate=True)
    except (binascii.Error, ValueError):
        return None


def signature_intacte(part: dict) -> bool:
    """Vrai si la `thoughtSignature` de la part est celle qu'avait donnée le modèle local,
    ou l'une des sentinelles documentées (`skip_thought_signature_validator`)."""
    brute = champ(part, "thoughtSignature", "thought_signature")
    if isinstance(brute, str) and brute.rstrip("=") in SENTINELLES + tuple(
            s.rstrip("=") for s in _SENTINELLES_B64):
        return True
    recue = _octets(brute)
    if recue is not None and champ(part, "functionCall", "function_call") is None \
            and recue.startswith(b"HLT") and len(recue) == 67:
        graine = recue[3:35].decode(errors="replace")
        return recue[35:] == _mac_texte(graine)
    return recue is not None and recue == _octets(signature_attendue(part))


def _verifier_part(p: dict, ou: str) -> None:
    s = sorte(p)
    if s == "text" and not isinstance(p["text"], str):
        raise Rejet(f"Invalid value at '{ou}.text' (TYPE_STRING)")
    if s in ("functionCall", "functionResponse"):
        d = champ(p, s, en_snake(s))
        if not isinstance(d, dict) or not isinstance(d.get("name"), str):
            raise Rejet(f"* GenerateContentRequest.{ou}.{en_snake(s)}.name: Name cannot be empty.")
        charge = d.get("args" if s == "functionCall" else "response")
        if charge is not None and not isinstance(charge, dict):
            raise Rejet(f"Invalid value at '{ou}.{en_snake(s)}' (type.googleapis.com/"
                        "google.protobuf.Struct)")


def normaliser(corps: Any) -> list[dict]:
    """Contenus vérifiés, rôle par défaut "user" ; lève `Rejet` comme le vrai service."""
    if not isinstance(corps, dict):
        raise Rejet("Invalid JSON payload received. Expected an object.")
    contenus = corps.get("contents")
    if not contenus:
        raise Rejet("* GenerateContentRequest.contents: contents is not specified")
    if not isinstance(contenus, list):
        raise Rejet("Invalid JSON payload received. Invalid value at 'contents'.")
    propres = []
    for i, c in enumerate(contenus):
        if not isinstance(c, dict):
            raise Rejet(f"Invalid JSON payload received. Invalid value at 'contents[{i}]'.")
        role = c.get("role") or "user"
        parts = c.get("parts")
        if role in ROLES_DE_REPONSE and isinstance(parts, list) and parts and all(
                isinstance(p, dict) and sorte(p) == "functionResponse" for p in parts):
            role = "user"   # réponses de fonction sous role="tool" (ou "function") : acceptées
        if role not in ("user", "model"):
            raise Rejet("Please use a valid role: user, model.")
        if not parts or not isinstance(parts, list):
            raise Rejet(f"* GenerateContentRequest.contents[{i}].parts: contents.parts must "
                        "not be empty.\n")
        for j, p in enumerate(parts):
            if not isinstance(p, dict) or not sorte(p):
                raise Rejet(f"* GenerateContentRequest.contents[{i}].parts[{j}].data: required "
                            "oneof field 'data' must have one initialized field\n")
            _verifier_part(p, f"contents[{i}].parts[{j}]")
            if champ(p, "thoughtSignature", "thought_signature") and not signature_intacte(p):
                raise Rejet("Thought signature is not valid.")
        if propres and propres[-1]["role"] == role:   # contenus consécutifs du même rôle (le
            propres[-1]["parts"] = propres[-1]["parts"] + parts   # chat en flux en produit)
        else:
            propres.append({"role": role, "parts": parts})
    return propres


def _appels(c: dict) -> list[dict]:
    return [p for p in c["parts"] if sorte(p) == "functionCall"]


def _reponses(c: dict) -> list[dict]:
    return [p for p in c["parts"] if sorte(p) == "functionResponse"]


def verifier_tours(contenus: list[dict], modele: str) -> None:
    """Appels et réponses de fonction bien placés ; signatures exigées pour Gemini 3."""
    for k, c in enumerate(contenus):
        precedent = contenus[k - 1] if k > 0 else None
        if _reponses(c):
            if precedent is None or precedent["role"] != "model" or not _appels(precedent):
                raise Rejet("Please ensure that function response turn comes immediately after "
                            "a function call turn.")
            if len(_reponses(c)) != len(_appels(precedent)):
                raise Rejet("Please ensure that the number of function response parts is equal "
                            "to the number of function call parts of the function call turn.")
        if c["role"] == "model" and _appels(c):
            if precedent is None or precedent["role"] != "user":
                raise Rejet("Please ensure that function call turn comes immediately after a "
                            "user turn or after a function response turn.")
    if not modele.startswith(("gemini-3", "gemini-4")):   # signatures exigées dès Gemini 3 (TS)
        return
    debut = 0  # le tour en cours commence au dernier message user qui contient du texte
    for k, c in enumerate(contenus):
        if c["role"] == "user" and any(sorte(p) == "text" for p in c["parts"]):
            debut = k
    position = 0
    for c in contenus[debut:]:
        appels = _appels(c)
        for n, p in enumerate(appels):
            position += 1
            if n == 0 and not champ(p, "thoughtSignature", "thought_signature"):
                nom = champ(p, "functionCall", "function_call").get("name")
                raise Rejet(
                    "Function call is missing a thought_signature in functionCall parts. This is "
                    "required for tools to work correctly, and missing thought_signature may lead "
                    f"to degraded model performance. Additional data, function call "
                    f"`default_api:{nom}` , position {position}. Please refer to "
                    f"{DOC_SIGNATURES} for more details."
                )


_TYPE = "type.googleapis.com/google.ai.generativelanguage.v1beta."
# champ camelCase -> (nom snake_case, type attendu, nom du message protobuf)
CHAMPS = {
    "generationConfig": ("generation_config", dict, "GenerationConfig"),
    "systemInstruction": ("system_instruction", dict, "Content"),
    "tools": ("tools", list, "Tool"),
    "toolConfig": ("tool_config", dict, "ToolConfig"),
    "safetySettings": ("safety_settings", list, "SafetySetting"),
    "cachedContent": ("cached_content", str, "TYPE_STRING"),
}
CONFIG = {
    "thinkingConfig": ("thinking_config", dict, "ThinkingConfig"),
    "candidateCount": ("candidate_count", int, "TYPE_INT32"),
    "stopSequences": ("stop_sequences", list, "TYPE_STRING"),
}


def _refus(ou: str, message: str, valeur: Any) -> Rejet:
    nom = message if message.startswith("TYPE_") else _TYPE + message
    brut = json.dumps(valeur, ensure_ascii=False)[:80]
    return Rejet(f"Invalid JSON payload received. Invalid value at '{ou}' ({nom}), {brut}")


def _verifier(corps: dict, champs: dict, prefixe: str) -> None:
    for camel, (snake, genre, message) in champs.items():
        for cle in (camel, snake):
            valeur = corps.get(cle)
            if valeur is None:
                continue
            mauvais = not isinstance(valeur, genre) or (genre is int and isinstance(valeur, bool))
            if genre is list and isinstance(valeur, list):
                attendu = dict if message not in ("TYPE_STRING",) else str
                mauvais = any(not isinstance(v, attendu) for v in valeur)
            if mauvais:
                raise _refus(prefixe + snake, message, valeur)


def verifier_formes(corps: Any) -> None:
    """Lève `Rejet` (400) si un champ de haut niveau, ou de `generationConfig`, a un mauvais type."""
    if not isinstance(corps, dict):
        return
    _verifier(corps, CHAMPS, "")
    config = corps.get("generationConfig", corps.get("generation_config"))
    if isinstance(config, dict):
        _verifier(config, CONFIG, "generation_config.")


def choix_d_outils(corps: dict, outils: list[dict]) -> tuple[list[dict], bool]:
    """(outils permis, appel forcé) selon `toolConfig.functionCallingConfig`.

    Modes (https://ai.google.dev/gemini-api/docs/function-calling, ⚠ non relue le 2026-12-01 ;
    valeurs de l'énumération `FunctionCallingConfigMode` du SDK google-genai 3.6.1) : `AUTO`
    (défaut), `ANY` (le modèle doit appeler une fonction, parmi `allowedFunctionNames` si la
    liste est donnée), `NONE` (aucun appel), `VALIDATED` (comme AUTO ici).
    """
    config = corps.get("toolConfig", corps.get("tool_config")) or {}
    appel = config.get("functionCallingConfig", config.get("function_calling_config")) or {}
    if not isinstance(appel, dict):
        raise _refus("tool_config.function_calling_config", "FunctionCallingConfig", appel)
    mode = str(appel.get("mode") or "AUTO").upper()
    if mode not in ("AUTO", "ANY", "NONE", "VALIDATED", "MODE_UNSPECIFIED"):
        raise Rejet(f"Invalid value at 'tool_config.function_calling_config.mode' "
                    f"(type.googleapis.com/google.ai.generativelanguage.v1beta."
                    f"FunctionCallingConfig.Mode), {json.dumps(appel.get('mode'))}")
    if mode == "NONE":
        return [], False
    noms = appel.get("allowedFunctionNames", appel.get("allowed_function_names"))
    if mode == "ANY" and noms:
        outils = [o for o in outils if o["name"] in noms]
    return outils, mode == "ANY" and bool(outils)
