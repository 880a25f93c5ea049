"""Les modèles Gemini vus par l'API : qui répond à un id, `models.get` et `models.list`.

Tout vient du catalogue (`modele_local.catalogue`, lu le 2026-11-30) : un id retiré ou inconnu
reçoit le 404 `NOT_FOUND` du vrai service (message relevé dans des rapports publics, FAITS_API_GEMINI
§6) ; un id déprécié que Google redirige répond comme son remplaçant — `gemini-3.5-flash` est
routé vers `gemini-3.6-flash` depuis le 2026-10-08 (https://ai.google.dev/gemini-api/docs/changelog,
lu le 2026-11-30) et `modelVersion` le dit. Les noms `hors-ligne-…` (pannes simulées) passent.

    >>> resoudre("gemini-3.5-flash", "v1", "generateContent")
    'gemini-3.6-flash'
"""

from __future__ import annotations

from modele_local.catalogue import RETIRE, cible, fiche, modeles
from modele_local.protocole import Rejet, Reponse

METHODES = ["generateContent", "streamGenerateContent", "countTokens", "createCachedContent"]
TAILLE_PAGE = 50


def introuvable(modele: str, version: str, methode: str) -> Rejet:
    """Le 404 de Google pour un modèle inconnu ou retiré (message verbatim, E-404)."""
    return Rejet(f"models/{modele} is not found for API version {version}, or is not supported "
                 f"for {methode}. Call ListModels to see the list of available models and their "
                 "supported methods.", 404, "not_found_error")


def resoudre(modele: str, version: str, methode: str) -> str:
    """L'id du modèle qui répond vraiment ; `Rejet` 404 si l'id est retiré ou inconnu."""
    nom = modele.removeprefix("models/")
    if nom.startswith("hors-ligne-"):
        return nom
    f = fiche(nom)
    if f is None or f.fournisseur != "gemini" or f.statut == RETIRE:
        raise introuvable(nom, version, methode)
    vraie = cible(nom)
    return vraie.id if vraie is not None else f.id


def _ressource(nom: str) -> dict:
    f = fiche(nom)
    vraie = cible(nom) or f
    description = f"Statut : {f.statut} (catalogue du modèle local, lu le 2026-11-30)."
    if f.redirection:
        description += f" Les requêtes sont routées vers {f.redirection}."
    if f.retrait:
        description += f" Arrêt : {f.retrait}."
    corps = {"name": f"models/{f.id}", "version": f.id.removeprefix("gemini-"),
             "displayName": f.id.replace("-", " ").title(),
             "description": description, "supportedGenerationMethods": METHODES,
             "thinking": bool(vraie.reflexion)}
    if vraie.contexte:
        corps["inputTokenLimit"] = vraie.contexte
    if vraie.sortie_max:
        corps["outputTokenLimit"] = vraie.sortie_max
    return corps


def obtenir(modele: str, version: str) -> Reponse:
    """`GET /{version}/models/{id}` : la fiche du modèle, ou le 404 de Google."""
    nom = modele.removeprefix("models/")
    f = fiche(nom)
    if f is None or f.fournisseur != "gemini" or f.statut == RETIRE:
        raise introuvable(nom, version, "get")
    return Reponse(200, _ressource(f.id))


def lister(version: str, requete: dict[str, list[str]]) -> Reponse:
    """`GET /{version}/models?pageSize=&pageToken=` : les modèles non retirés, page par page."""
    try:
        taille = int((requete.get("pageSize") or [TAILLE_PAGE])[0]) or TAILLE_PAGE
        debut = int((requete.get("pageToken") or ["0"])[0] or 0)
    except ValueError:
        raise Rejet("Invalid value for pageSize or pageToken.") from None
    tous = [f.id for f in modeles("gemini") if f.statut != RETIRE]
    page = tous[debut:debut + max(taille, 1)]
    corps: dict = {"models": [_ressource(n) for n in page]}
    if debut + len(page) < len(tous):
        corps["nextPageToken"] = str(debut + len(page))
    return Reponse(200, corps)
