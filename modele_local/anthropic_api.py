"""`POST /v1/messages` et `/v1/messages/count_tokens` au format de l'API Anthropic.

Le serveur traduit la requête vers la forme neutre du cerveau (`modele.repondre`), puis habille
sa réponse comme le vrai service : identifiants déterministes (hash du contenu), bloc `thinking`
signé si la réflexion est demandée, coupe à `max_tokens`, `usage` avec le cache de préfixe simulé.

Écart avec le vrai service : claude-sonnet-5 réfléchit par défaut (réflexion adaptative), la
doublure seulement si la requête le demande (`thinking={"type": "adaptive"}`) ; les réglages
acceptés pour chaque modèle sont dans `anthropic_reflexion`.

Erreurs à la demande (pour tester la gestion d'erreurs sans réseau), par le nom du modèle :
`hors-ligne-erreur-429` (rate_limit_error), `-529` (overloaded_error), `-500` (api_error),
`-401` (authentication_error), `-400`, `-403`, `-404`, `-413` ; `hors-ligne-lent` répond
normalement après 3 s (`hors-ligne-lent-0.5` : après 0,5 s), pour tester un `timeout`.

    >>> messages({"model": "claude-sonnet-5", "max_tokens": 50,
    ...           "messages": [{"role": "user", "content": "Bonjour"}]}, etat).corps["type"]
    'message'
"""

from __future__ import annotations

from typing import Any

from modele_local.anthropic_conversion import elements, neutres
from modele_local.anthropic_validation import Requete, valider
from modele_local.cache import enchainer
from modele_local.catalogue import RETIRE, fiche
from modele_local.commun import (
    Rejet,
    Reponse,
    erreur_injectee,
    identifiant,
    repondre,
    signer,
)
from modele_local.reponse_json import format_anthropic, repondre_en_json
from modele_local.sortie import composer, texte_pensee

GENRES = {
    400: ("invalid_request_error", "Invalid request."),
    401: ("authentication_error", "invalid x-api-key"),
    403: ("permission_error",
          "Your API key does not have permission to use the specified resource."),
    404: ("not_found_error", "Not found."),
    413: ("request_too_large", "Request exceeds the maximum allowed number of bytes."),
    429: ("rate_limit_error", "Number of requests has exceeded your per-minute rate limit."),
    500: ("api_error", "Internal server error"),
    529: ("overloaded_error", "Overloaded"),
}
def modele_servi(modele: str) -> bool:
    """Vrai si l'API Anthropic répond pour cet id : Claude du catalogue non retiré, ou `hors-ligne-…`.

    Un id retiré ou inconnu reçoit la 404 `not_found_error` « model: <id> » du vrai service
    (https://platform.claude.com/docs/en/about-claude/model-deprecations, lu le 2026-11-30 :
    « Requests to retired models will fail »).
    """
    if modele.startswith("hors-ligne-"):
        return True
    f = fiche(modele)
    return f is not None and f.fournisseur == "anthropic" and f.statut != RETIRE


RAISONS = {"fin": "end_turn", "outil": "tool_use", "stop": "stop_sequence", "max": "max_tokens"}


def erreur(statut: int, message: str | None = None, genre: str | None = None) -> Reponse:
    """Réponse d'erreur au format Anthropic : `{"type": "error", "error": {type, message}}`."""
    defaut_genre, defaut_message = GENRES.get(statut, ("api_error", "Internal server error"))
    corps = {"type": "error", "error": {"type": genre or defaut_genre,
                                        "message": message or defaut_message}}
    en_tetes = {"retry-after": "1"} if statut == 429 else {}
    return Reponse(statut, corps, en_tetes)


def _preparer(corps: Any) -> tuple[Requete | None, Reponse | None]:
    modele = corps.get("model") if isinstance(corps, dict) else None
    statut, _ = erreur_injectee(modele)
    if statut:
        return None, erreur(statut)
    try:
        req = valider(corps)
    except Rejet as r:
        return None, erreur(r.statut, r.message, r.genre)
    if not modele_servi(req.modele):
        return None, erreur(404, f"model: {req.modele}")
    return req, None


def messages(corps: Any, etat: Any) -> Reponse:
    """Traite `POST /v1/messages` : validation, cerveau, mise en forme, cache, usage."""
    req, refus = _preparer(corps)
    if refus:
        return refus
    bilan = etat.cache_anthropic.consulter(req.modele, enchainer(elements(req)))
    conversation = neutres(req)
    systeme = "\n\n".join(b["text"] for b in req.systeme)
    outils = [{"name": t["name"], "description": t.get("description", ""),
               "input_schema": t["input_schema"]} for t in req.outils]
    try:  # sortie JSON demandée : conforme au schéma, ou 400 (jamais ignorée)
        schema = format_anthropic(corps)
    except Rejet as r:
        return erreur(r.statut, r.message, r.genre)
    blocs = repondre(systeme, conversation, outils)
    if schema is not None:
        blocs = repondre_en_json(systeme, conversation, blocs, schema)
    sortie = composer(blocs, budget=req.max_tokens,
                      pensee=texte_pensee(conversation) if req.pensee else None,
                      sequences=req.sequences)
    msg_id = identifiant("msg_01", "anthropic", corps)
    contenu = []
    for k, b in enumerate(sortie.blocs):
        if b["type"] == "thinking":
            contenu.append({**b, "signature": signer(b["thinking"])})
        elif b["type"] == "tool_use":
            contenu.append({"type": "tool_use", "id": identifiant("toolu_01", msg_id, k, b),
                            "name": b["name"], "input": b["input"]})
        else:
            contenu.append(b)
    return Reponse(200, {
        "id": msg_id, "type": "message", "role": "assistant", "model": req.modele,
        "content": contenu, "stop_reason": RAISONS[sortie.raison],
        "stop_sequence": sortie.sequence,
        "usage": {
            "input_tokens": bilan.non_caches, "output_tokens": sortie.jetons,
            "cache_creation_input_tokens": bilan.ecrits, "cache_read_input_tokens": bilan.lus,
            "cache_creation": {"ephemeral_5m_input_tokens": bilan.ecrits_5m,
                               "ephemeral_1h_input_tokens": bilan.ecrits_1h},
            "service_tier": "standard",
        },
    }, {"request-id": identifiant("req_01", msg_id)})


def compter_jetons(corps: Any, etat: Any) -> Reponse:
    """Traite `POST /v1/messages/count_tokens` : `{"input_tokens": N}`, sans toucher au cache."""
    if isinstance(corps, dict) and "max_tokens" not in corps:
        corps = {**corps, "max_tokens": 1 << 20}  # count_tokens ne demande pas max_tokens
    req, refus = _preparer(corps)
    if refus:
        return refus
    return Reponse(200, {"input_tokens": sum(j for _, j, _ in elements(req))})
