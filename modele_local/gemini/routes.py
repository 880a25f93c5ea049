"""Les chemins de l'API Gemini servis par le modèle local (ceux qu'appelle google-genai 3.6.1).

- `POST /{v}/models/{id}:generateContent`, `:streamGenerateContent?alt=sse`, `:countTokens`
  (chemins Vertex AI `projects/…/locations/…/publishers/google/models/…` compris) ;
- `GET /{v}/models/{id}` et `GET /{v}/models?pageSize=&pageToken=` (`models.get`, `models.list`) ;
- `POST /{v}/interactions`, `GET` / `DELETE /{v}/interactions/{id}`,
  `POST /{v}/interactions/{id}/cancel` (`client.interactions`) ;
- `POST` / `GET /{v}/cachedContents`, `GET` / `PATCH` / `DELETE /{v}/cachedContents/{id}`
  (`client.caches`, cache explicite : `gemini.cache_explicite`) ;
- hors champ (fichiers, embeddings, lots, modèles affinés…) : 501 `UNIMPLEMENTED` au format de
  l'API, avec un message qui dit que le modèle local ne les imite pas.

`{v}` vaut v1 (défaut du SDK), v1beta (docs et curl), v1beta1 (Vertex) ou v1alpha. Source :
FAITS_API_GEMINI §3, chemins relevés sur le SDK le 2026-11-30.

    >>> trouver("GET", "/v1/models/gemini-3.8-flash", "", None).methode
    'GET'
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any
from urllib.parse import parse_qs

from modele_local.gemini import flux as gemini_flux
from modele_local.gemini import generation as gemini_generation
from modele_local.gemini import interactions as gemini_interactions
from modele_local.gemini import modeles as gemini_modeles
from modele_local.protocole import Rejet, Reponse

_V = r"^/(v1|v1beta|v1beta1|v1alpha)/(?:projects/[^/]+/locations/[^/]+/)?"
APPEL = re.compile(_V + r"(?:publishers/google/)?models/([^/:]+):"
                        r"(generateContent|countTokens|streamGenerateContent)$")
MODELE = re.compile(_V + r"(?:publishers/google/)?models/([^/:]+)$")
MODELES = re.compile(_V + r"(?:publishers/google/)?models$")
INTERACTIONS = re.compile(_V + r"interactions(?:/([^/:]+)(?:/cancel|:cancel)?)?$")
CACHES = re.compile(_V + r"cachedContents(?:/([^/:]+))?$")
HORS_CHAMP = re.compile(r"^/(?:upload/|download/)?(?:v1|v1beta|v1beta1|v1alpha)/(?:projects/[^/]+/"
                        r"locations/[^/]+/)?(?:(files|batches|tunedModels|corpora|fileSearchStores"
                        r"|operations)(?:[/:].*)?|(?:publishers/google/)?models/[^/:]+:"
                        r"(embedContent|batchEmbedContents|asyncBatchEmbedContent|predict"
                        r"|predictLongRunning|batchGenerateContent|generateAnswer))$")
NOMS_HORS_CHAMP = {"files": "the Files API (files.upload, files.get, files.list…)",
                   "batches": "the Batch API", "tunedModels": "tuned models",
                   "corpora": "semantic retrieval corpora", "fileSearchStores": "File Search",
                   "operations": "long-running operations"}
ACTIONS = {"generateContent": gemini_generation.generer, "countTokens": gemini_generation.compter_jetons,
           "streamGenerateContent": gemini_flux.diffuser}


@dataclass
class Route:
    """Méthode HTTP attendue, action (corps JSON -> réponse), modèle visé (pannes simulées)."""

    methode: str
    action: Callable[[Any], Reponse]
    modele: str | None = None
    interactions: bool = False


def est_gemini(chemin: str, en_tetes: Any) -> bool:
    """Vrai si le chemin relève de l'API Gemini (`GET /v1/models` sans en-tête Anthropic)."""
    if "/interactions" in chemin or "/models/" in chemin and ":" in chemin \
            or "/cachedContents" in chemin:
        return True
    if HORS_CHAMP.match(chemin) and (en_tetes is None or en_tetes.get("anthropic-version") is None):
        return True
    if en_tetes is not None and en_tetes.get("x-goog-api-key"):
        return True
    if MODELES.match(chemin) or MODELE.match(chemin):
        return en_tetes is None or en_tetes.get("anthropic-version") is None
    return False


def _protege(action: Callable[[], Reponse], interactions: bool = False) -> Reponse:
    try:
        return action()
    except Rejet as r:
        if interactions:
            return gemini_interactions.erreur(r.statut, r.message)
        return gemini_generation.erreur(r.statut, r.message)


def trouver(commande: str, chemin: str, requete: str, etat: Any) -> Route | None:
    """La route Gemini de ce chemin, ou None si ce n'en est pas une."""
    if m := APPEL.match(chemin):
        version, modele, methode = m.groups()
        return Route("POST", lambda c: ACTIONS[methode](modele, c, etat, version), modele)
    if m := MODELE.match(chemin):
        version, modele = m.groups()
        return Route("GET", lambda c: _protege(lambda: gemini_modeles.obtenir(modele, version)))
    if m := MODELES.match(chemin):
        version = m.group(1)
        params = parse_qs(requete)
        return Route("GET", lambda c: _protege(lambda: gemini_modeles.lister(version, params)))
    if m := CACHES.match(chemin):
        return _caches(commande, m.group(1), m.group(2), requete, etat)
    if m := HORS_CHAMP.match(chemin):
        quoi = NOMS_HORS_CHAMP.get(m.group(1) or "", f"the {m.group(2)} method")
        return Route(commande, lambda c: gemini_generation.erreur(
            501, f"The local model does not imitate {quoi}; only generateContent, "
                 "streamGenerateContent, countTokens, models, cachedContents and interactions "
                 "are served. Use a real API key for this feature."))
    if m := INTERACTIONS.match(chemin):
        ident = m.group(2)
        if ident is None:
            return Route("POST", lambda c: _protege(
                lambda: gemini_interactions.creer(c, etat), True), interactions=True)
        if chemin.endswith("cancel"):
            return Route("POST", lambda c: _protege(
                lambda: gemini_interactions.annuler(ident, etat), True), interactions=True)
        if commande == "DELETE":
            return Route("DELETE", lambda c: _protege(
                lambda: gemini_interactions.supprimer(ident, etat), True), interactions=True)
        return Route("GET", lambda c: _protege(
            lambda: gemini_interactions.lire(ident, etat, parse_qs(requete)), True),
            interactions=True)
    return None


def _caches(commande: str, version: str, ident: str | None, requete: str, etat: Any) -> Route:
    """Les cinq routes du cache explicite (`client.caches.create/get/list/update/delete`)."""
    caches = etat.caches_explicites
    if ident is None:
        if commande == "GET":
            return Route("GET", lambda c: _protege(
                lambda: caches.lister(version, parse_qs(requete))))
        return Route("POST", lambda c: _protege(lambda: caches.creer(c, version)))
    actions = {"GET": lambda c: caches.lire(ident), "PATCH": lambda c: caches.modifier(ident, c),
               "DELETE": lambda c: caches.supprimer(ident)}
    methode = commande if commande in actions else "GET"
    return Route(methode, lambda c: _protege(lambda: actions[methode](c)))
