"""`:generateContent` et `:countTokens` au format de l'API Gemini (et de Vertex AI).

Même cerveau que pour Anthropic : la requête passe en forme neutre (rôle `model` -> `assistant`,
`functionCall` -> `tool_use`, `functionResponse` -> `tool_result`), la réponse revient en `parts`.
Réflexion : active par défaut (Gemini 2.5 et 3), coupée par `thinkingBudget: 0` sur les modèles
Flash ; ses jetons comptent dans `maxOutputTokens` et dans `thoughtsTokenCount` ; la part
`thought` n'est renvoyée qu'avec `includeThoughts`. Cache implicite : `cachedContentTokenCount`
(absent quand il vaut 0, comme sur le vrai service).

Erreurs à la demande, par le nom du modèle : `hors-ligne-erreur-429` (RESOURCE_EXHAUSTED),
`-529` (503 UNAVAILABLE, « overloaded »), `-500` (INTERNAL), `-401` (400 « API key not valid »,
comme Google le renvoie pour une mauvaise clé) ; `hors-ligne-lent[-N]` répond après N s.

    >>> generer("gemini-2.5-flash", {"contents": [{"parts": [{"text": "Salut"}]}]}, etat).statut
    200
"""

from __future__ import annotations

from typing import Any

from modele_local.cache import enchainer
from modele_local.commun import Rejet, Reponse, erreur_injectee, identifiant, repondre
from modele_local.gemini_conversion import elements, neutres, outils_neutres, systeme
from modele_local.gemini_validation import (
    champ,
    normaliser,
    signature_attendue,
    verifier_tours,
)
from modele_local.reponse_json import format_gemini, repondre_en_json
from modele_local.sortie import composer, texte_pensee

STATUTS = {400: "INVALID_ARGUMENT", 401: "UNAUTHENTICATED", 403: "PERMISSION_DENIED",
           404: "NOT_FOUND", 413: "INVALID_ARGUMENT", 429: "RESOURCE_EXHAUSTED",
           500: "INTERNAL", 503: "UNAVAILABLE", 504: "DEADLINE_EXCEEDED"}
INJECTIONS = {
    401: (400, "API key not valid. Please pass a valid API key."),
    429: (429, "Resource has been exhausted (e.g. check quota)."),
    500: (500, "An internal error has occurred. Please retry or report in "
               "https://developers.generativeai.google/guide/troubleshooting"),
    529: (503, "The model is overloaded. Please try again later."),
    503: (503, "The model is overloaded. Please try again later."),
}


def erreur(code: int, message: str) -> Reponse:
    """Réponse d'erreur au format Google : `{"error": {code, message, status}}`."""
    return Reponse(code, {"error": {"code": code, "message": message,
                                    "status": STATUTS.get(code, "UNKNOWN")}})


def _preparer(modele: str, corps: Any, version: str, methode: str) -> Reponse | list[dict]:
    statut, _ = erreur_injectee(modele)
    if statut:
        return erreur(*INJECTIONS.get(statut, (statut, "Erreur simulée par le modèle local.")))
    if not (modele.startswith("gemini") or modele.startswith("hors-ligne-")):
        return erreur(404, f"models/{modele} is not found for API version {version}, or is not "
                           f"supported for {methode}. Call ListModels to see the list of "
                           "available models and their supported methods.")
    try:
        contenus = normaliser(corps)
        verifier_tours(contenus, modele)
    except Rejet as r:
        return erreur(r.statut, r.message)
    return contenus


def generer(modele: str, corps: Any, etat: Any, version: str = "v1") -> Reponse:
    """Traite `:generateContent` : validation, cerveau, parts, usageMetadata."""
    contenus = _preparer(modele, corps, version, "generateContent")
    if isinstance(contenus, Reponse):
        return contenus
    config = champ(corps, "generationConfig", "generation_config", {}) or {}
    reflexion = champ(config, "thinkingConfig", "thinking_config", {}) or {}
    budget_pensee = champ(reflexion, "thinkingBudget", "thinking_budget")
    pense = not modele.startswith(("gemini-1", "gemini-2.0")) and not (
        budget_pensee == 0 and "flash" in modele)
    montrer = bool(champ(reflexion, "includeThoughts", "include_thoughts", False))
    conversation = neutres(contenus)
    outils = outils_neutres(corps)
    budget = champ(config, "maxOutputTokens", "max_output_tokens", 65536)
    if not isinstance(budget, int) or isinstance(budget, bool) or budget < 0:
        return erreur(400, "Invalid value at 'generation_config.max_output_tokens' (TYPE_INT32)")
    try:
        fmt = format_gemini(corps)
    except Rejet as r:
        return erreur(r.statut, r.message)
    blocs = repondre(systeme(corps), conversation, outils)
    if fmt is not None:
        blocs = repondre_en_json(systeme(corps), conversation, blocs, fmt["schema"], fmt["x-mime"])
    sortie = composer(blocs, budget=budget,
                      pensee=texte_pensee(conversation) if pense else None,
                      sequences=[x for x in champ(config, "stopSequences", "stop_sequences", [])
                                 or [] if isinstance(x, str)])
    parts = []
    for b in sortie.blocs:
        if b["type"] == "thinking":
            if montrer:
                parts.append({"text": b["thinking"], "thought": True})
        elif b["type"] == "text":
            parts.append({"text": b["text"]})
        else:
            parts.append({"functionCall": {"name": b["name"], "args": b["input"]}})
    signable = [p for p in parts if "functionCall" in p][:1] or [p for p in parts if
                                                                 "thought" not in p][-1:]
    if pense and signable:
        signable[0]["thoughtSignature"] = signature_attendue(signable[0])
    prompt = sum(j for _, j, _ in elements(corps, contenus))
    caches = etat.cache_gemini.consulter(modele, enchainer(elements(corps, contenus)))
    usage = {"promptTokenCount": prompt,
             "candidatesTokenCount": sortie.jetons - sortie.jetons_pensee,
             "totalTokenCount": prompt + sortie.jetons,
             "promptTokensDetails": [{"modality": "TEXT", "tokenCount": prompt}]}
    if caches:
        usage["cachedContentTokenCount"] = caches
    if sortie.jetons_pensee:
        usage["thoughtsTokenCount"] = sortie.jetons_pensee
    return Reponse(200, {
        "candidates": [{"content": {"role": "model", "parts": parts}, "index": 0,
                        "finishReason": "MAX_TOKENS" if sortie.raison == "max" else "STOP"}],
        "usageMetadata": usage, "modelVersion": modele,
        "responseId": identifiant("", "gemini", modele, corps),
    })


def diffuser(modele: str, corps: Any, etat: Any, version: str = "v1") -> Reponse:
    """`:streamGenerateContent` n'est pas servi : une erreur claire plutôt qu'un 404."""
    return erreur(400, "streamGenerateContent : le modèle local ne diffuse pas les réponses ; "
                       "appelez models.generate_content (sans _stream).")


def compter_jetons(modele: str, corps: Any, etat: Any, version: str = "v1") -> Reponse:
    """Traite `:countTokens` : `{"totalTokens": N}` (accepte aussi `generateContentRequest`)."""
    if isinstance(corps, dict) and isinstance(corps.get("generateContentRequest"), dict):
        corps = corps["generateContentRequest"]
    contenus = _preparer(modele, corps, version, "countTokens")
    if isinstance(contenus, Reponse):
        return contenus
    return Reponse(200, {"totalTokens": sum(j for _, j, _ in elements(corps, contenus))})
