"""Types JSON des champs de haut niveau d'une requête Gemini, vérifiés comme le vrai service.

Le service lit le corps en protobuf : un objet attendu qui reçoit une chaîne, une liste attendue
qui reçoit un objet… est refusé en 400 `INVALID_ARGUMENT` « Invalid JSON payload received.
Invalid value at '<champ>' (<type>), <valeur> » (forme relevée dans des rapports publics,
FAITS_API_GEMINI §6 ; le nom du type protobuf est INFÉRÉ). Le SDK google-genai ne produit jamais
ces formes : seul un appel HTTP écrit à la main (curl, cookbook, client maison) les rencontre.

    >>> verifier_formes({"contents": [], "generationConfig": "chaud"})  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    modele_local.commun.Rejet: Invalid JSON payload received. Invalid value at 'generation_config' ...
"""

from __future__ import annotations

import json
from typing import Any

from modele_local.commun import Rejet

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
