"""`:generateContent` et `:countTokens` au format de l'API Gemini (et de Vertex AI).

Même cerveau que pour Anthropic : la requête passe en forme neutre (rôle `model` -> `assistant`,
`functionCall` -> `tool_use`, `functionResponse` -> `tool_result`), la réponse revient en `parts`.
Le modèle vient du catalogue (`gemini_modeles.resoudre` : 404 pour un id retiré ou inconnu,
redirection documentée suivie). Réflexion : selon le catalogue ; coupée par `thinkingBudget: 0`
sur les modèles Flash ; un `thinkingLevel` que le modèle refuse est un 400 ; ses jetons comptent
dans `maxOutputTokens` et dans `thoughtsTokenCount` ; la part `thought` n'est renvoyée qu'avec
`includeThoughts`. Cache implicite : `cachedContentTokenCount` (absent quand il vaut 0, comme sur
le vrai service). Sortie JSON : `reponse_json`. Le flux est dans `gemini_flux`.

Erreurs à la demande, par le nom du modèle : `hors-ligne-erreur-429` (RESOURCE_EXHAUSTED),
`-529` (503 UNAVAILABLE, « overloaded »), `-500` (INTERNAL), `-401` (400 « API key not valid »,
comme Google le renvoie pour une mauvaise clé) ; `hors-ligne-lent[-N]` répond après N s.

    >>> generer("gemini-2.5-flash", {"contents": [{"parts": [{"text": "Salut"}]}]}, etat).statut
    200
"""

from __future__ import annotations

from typing import Any

from modele_local.cache import enchainer
from modele_local.catalogue import fiche
from modele_local.commun import Rejet, Reponse, erreur_injectee, identifiant, repondre
from modele_local.gemini_conversion import elements, neutres, outils_neutres, systeme
from modele_local.gemini_modeles import resoudre
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


def _preparer(modele: str, corps: Any, version: str, methode: str) -> Reponse | tuple:
    """(id qui répond, contenus validés) ou la réponse d'erreur du vrai service."""
    statut, _ = erreur_injectee(modele)
    if statut:
        return erreur(*INJECTIONS.get(statut, (statut, "Erreur simulée par le modèle local.")))
    try:
        reel = resoudre(modele, version, methode)
        contenus = normaliser(corps)
        verifier_tours(contenus, reel)
    except Rejet as r:
        return erreur(r.statut, r.message)
    return reel, contenus


def _reflexion(reel: str, config: dict) -> bool | Reponse:
    """Vrai si le modèle réfléchit ; 400 pour un niveau que le modèle refuse (E-LVL, verbatim)."""
    reflexion = champ(config, "thinkingConfig", "thinking_config", {}) or {}
    f = fiche(reel)
    niveau = champ(reflexion, "thinkingLevel", "thinking_level")
    if isinstance(niveau, str) and f is not None and f.reflexion and "budget" not in \
            f.reflexion and niveau.lower() not in f.reflexion:
        return erreur(400, f"Thinking level {niveau.upper()} is not supported for this model. "
                           "Please retry with other thinking level.")
    budget = champ(reflexion, "thinkingBudget", "thinking_budget")
    if f is not None and not f.reflexion:
        return False
    return not (budget == 0 and "flash" in reel)


def generer(modele: str, corps: Any, etat: Any, version: str = "v1") -> Reponse:
    """Traite `:generateContent` : validation, cerveau, parts, usageMetadata."""
    prepare = _preparer(modele, corps, version, "generateContent")
    if isinstance(prepare, Reponse):
        return prepare
    modele, contenus = prepare
    config = champ(corps, "generationConfig", "generation_config", {}) or {}
    pense = _reflexion(modele, config)
    if isinstance(pense, Reponse):
        return pense
    reflexion = champ(config, "thinkingConfig", "thinking_config", {}) or {}
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
    prompt = sum(j for _, j, _ in elements(corps, contenus))
    limite = getattr(fiche(modele), "contexte", None)
    if limite and prompt > limite:   # message verbatim (FAITS_API_GEMINI §6)
        return erreur(400, f"The input token count ({prompt}) exceeds the maximum number of "
                           f"tokens allowed ({limite}).")
    blocs = repondre(systeme(corps), conversation, outils)
    if fmt is not None:
        blocs = repondre_en_json(systeme(corps), conversation, blocs, fmt["schema"], fmt["x-mime"])
    sortie = composer(blocs, budget=budget,
                      pensee=texte_pensee(conversation) if pense else None,
                      sequences=[x for x in champ(config, "stopSequences", "stop_sequences", [])
                                 or [] if isinstance(x, str)])
    parts = en_parts(sortie.blocs, pense, montrer)
    caches = etat.cache_gemini.consulter(modele, enchainer(elements(corps, contenus)),
                                         getattr(fiche(modele), "cache_min", None))
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


def en_parts(blocs: list[dict], pense: bool, montrer: bool) -> list[dict]:
    """Blocs neutres -> parts Gemini ; la signature va sur le 1er appel, sinon sur la dernière part."""
    parts = []
    for b in blocs:
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
    return parts


def compter_jetons(modele: str, corps: Any, etat: Any, version: str = "v1") -> Reponse:
    """Traite `:countTokens` : `{"totalTokens": N}` (accepte aussi `generateContentRequest`)."""
    if isinstance(corps, dict) and isinstance(corps.get("generateContentRequest"), dict):
        corps = corps["generateContentRequest"]
    prepare = _preparer(modele, corps, version, "countTokens")
    if isinstance(prepare, Reponse):
        return prepare
    _, contenus = prepare
    return Reponse(200, {"totalTokens": sum(j for _, j, _ in elements(corps, contenus))})
