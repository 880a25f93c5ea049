"""`:generateContent` et `:countTokens` au format de l'API Gemini (et de Vertex AI).

Même cerveau que pour Anthropic : la requête passe en forme neutre (rôle `model` -> `assistant`,
`functionCall` -> `tool_use`, `functionResponse` -> `tool_result`), la réponse revient en `parts`.
Le modèle vient du catalogue (`gemini.modeles.resoudre` : 404 pour un id retiré ou inconnu,
redirection documentée suivie). Réflexion : selon le catalogue ; coupée par `thinkingBudget: 0`
sur les modèles Flash ; un `thinkingLevel` que le modèle refuse est un 400 ; ses jetons comptent
dans `maxOutputTokens` et dans `thoughtsTokenCount` ; la part `thought` n'est renvoyée qu'avec
`includeThoughts`. Cache implicite : `cachedContentTokenCount` (absent quand il vaut 0, comme sur
le vrai service). Sortie JSON : `reponse_json`. Le flux est dans `gemini.flux`.

Erreurs à la demande, par le nom du modèle : `hors-ligne-erreur-429` (RESOURCE_EXHAUSTED),
`-529` (503 UNAVAILABLE, « overloaded »), `-500` (INTERNAL), `-401` (400 « API key not valid »,
comme Google le renvoie pour une mauvaise clé) ; `hors-ligne-lent[-N]` répond après N s.

    >>> from modele_local.etat import Etat; etat = Etat()
    >>> generer("gemini-2.5-flash", {"contents": [{"parts": [{"text": "Salut"}]}]}, etat).statut
    200
"""

from __future__ import annotations

from typing import Any

from modele_local.cache import enchainer
from modele_local.catalogue import fiche
from modele_local.comprehension import repondre, repondre_avec_memoire
from modele_local.comprehension.reponse_json import (
    completer_appels,
    format_gemini,
    repondre_en_json,
    schema_demande,
)
from modele_local.gemini.cache_explicite import INTROUVABLE
from modele_local.gemini.conversion import elements, neutres, outils_neutres, systeme
from modele_local.gemini.modeles import resoudre
from modele_local.gemini.validation import (
    champ,
    choix_d_outils,
    normaliser,
    signature_attendue,
    verifier_formes,
    verifier_tours,
)
from modele_local.identifiants import unique
from modele_local.protocole import Rejet, Reponse, erreur_injectee
from modele_local.sortie import composer, texte_pensee

STATUTS = {400: "INVALID_ARGUMENT", 401: "UNAUTHENTICATED", 403: "PERMISSION_DENIED",
           404: "NOT_FOUND", 413: "INVALID_ARGUMENT", 429: "RESOURCE_EXHAUSTED",
           500: "INTERNAL", 501: "UNIMPLEMENTED", 503: "UNAVAILABLE", 504: "DEADLINE_EXCEEDED"}
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


def _preparer(modele: str, corps: Any, version: str, methode: str,
              etat: Any = None) -> Reponse | tuple:
    """(id qui répond, contenus validés, requête vue par le modèle, jetons lus du cache explicite)
    ou la réponse d'erreur du vrai service. Le modèle d'abord (404), puis la forme du corps."""
    statut, _ = erreur_injectee(modele)
    if statut:
        return erreur(*INJECTIONS.get(statut, (statut, "Simulated error from the local model.")))
    try:
        reel = resoudre(modele, version, methode)
        verifier_formes(corps)
        explicite = getattr(etat, "caches_explicites", None)
        lus = 0
        if explicite is not None and isinstance(corps, dict):
            corps, lus = explicite.fusionner(corps, modele, version)
        elif champ(corps, "cachedContent", "cached_content") is not None:
            raise Rejet(INTROUVABLE, 403)
        contenus = normaliser(corps)
        verifier_tours(contenus, reel)
    except Rejet as r:
        return erreur(r.statut, r.message)
    return reel, contenus, corps, lus


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


def fonction_memoire(outils: list[dict]) -> str | None:
    """Gemini n'a pas d'outil mémoire : une fonction ordinaire déclarée avec un paramètre
    `command` dont l'enum offre `view` et `create` en tient lieu (même boucle que l'outil mémoire
    de Claude, côté client ; voir `modele_local.comprehension.outil_memoire`)."""
    for t in outils:
        commande = ((t.get("input_schema") or {}).get("properties") or {}).get("command") or {}
        if {"view", "create"} <= set(commande.get("enum") or []):
            return t["name"]
    return None


def generer(modele: str, corps: Any, etat: Any, version: str = "v1") -> Reponse:
    """Traite `:generateContent` : validation, cerveau, parts, usageMetadata."""
    prepare = _preparer(modele, corps, version, "generateContent", etat)
    if isinstance(prepare, Reponse):
        return prepare
    modele, contenus, corps, lus = prepare
    config = champ(corps, "generationConfig", "generation_config", {}) or {}
    pense = _reflexion(modele, config)
    if isinstance(pense, Reponse):
        return pense
    reflexion = champ(config, "thinkingConfig", "thinking_config", {}) or {}
    montrer = bool(champ(reflexion, "includeThoughts", "include_thoughts", False))
    conversation = neutres(contenus)
    try:
        outils, force = choix_d_outils(corps, outils_neutres(corps))
    except Rejet as r:
        return erreur(r.statut, r.message)
    nombre = champ(config, "candidateCount", "candidate_count") or 1
    if not 1 <= nombre <= 8:   # INFÉRÉ : le service accepte de 1 à 8 candidats
        return erreur(400, "Only values of candidate_count between 1 and 8 are supported.")
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
    memoire = fonction_memoire(outils)   # la boucle de l'outil mémoire, en fonction ordinaire
    if memoire:
        blocs = repondre_avec_memoire(systeme(corps), conversation, memoire)
    else:
        blocs = repondre(systeme(corps), conversation, outils, force)
    if force and not memoire:
        blocs = completer_appels(systeme(corps), conversation, blocs, outils)
    implicite = schema_demande(conversation) if fmt is None else None
    if fmt is not None:
        blocs = repondre_en_json(systeme(corps), conversation, blocs, fmt["schema"], fmt["x-mime"])
    elif implicite is not None:
        blocs = repondre_en_json(systeme(corps), conversation, blocs, implicite)
    sortie = composer(blocs, budget=budget,
                      pensee=texte_pensee(conversation) if pense else None,
                      sequences=[x for x in champ(config, "stopSequences", "stop_sequences", [])
                                 or [] if isinstance(x, str)])
    parts = en_parts(sortie.blocs, pense, montrer)
    caches = lus or etat.cache_gemini.consulter(modele, enchainer(elements(corps, contenus)),
                                                getattr(fiche(modele), "cache_min", None))
    usage = {"promptTokenCount": prompt,
             "candidatesTokenCount": nombre * (sortie.jetons - sortie.jetons_pensee),
             "totalTokenCount": prompt + nombre * sortie.jetons,
             "promptTokensDetails": [{"modality": "TEXT", "tokenCount": prompt}]}
    if caches:
        usage["cachedContentTokenCount"] = caches
    if sortie.jetons_pensee:
        usage["thoughtsTokenCount"] = nombre * sortie.jetons_pensee
    fin = "MAX_TOKENS" if sortie.raison == "max" else "STOP"
    return Reponse(200, {   # `candidateCount` : autant de candidats (ici identiques), index 0, 1…
        "candidates": [{"content": {"role": "model", "parts": [dict(p) for p in parts]},
                        "index": k, "finishReason": fin} for k in range(nombre)],
        "usageMetadata": usage, "modelVersion": modele,
        "responseId": unique("", "gemini", modele, corps),
    })


def en_parts(blocs: list[dict], pense: bool, montrer: bool) -> list[dict]:
    """Blocs neutres -> parts Gemini ; la signature va sur le 1er appel, sinon sur la dernière part.

    Pas de texte d'annonce avant un `functionCall` : Gemini répond à un appel de fonction par
    l'appel seul, et des clients lisent la première part (`parts[0].function_call`).
    """
    if any(b["type"] == "tool_use" for b in blocs):
        blocs = [b for b in blocs if b["type"] != "text"]
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
    prepare = _preparer(modele, corps, version, "countTokens", etat)
    if isinstance(prepare, Reponse):
        return prepare
    _, contenus, corps, _ = prepare
    return Reponse(200, {"totalTokens": sum(j for _, j, _ in elements(corps, contenus))})
