"""Le cache explicite de Gemini (`cachedContents`) : créer, lire, lister, prolonger, supprimer, utiliser.

https://ai.google.dev/gemini-api/docs/caching (lu le 2026-12-01 par l'outil de recherche, copie de
la page : « If not set, the TTL defaults to 1 hour ») : on met en cache une fois un
contexte (contenus, `systemInstruction`, `tools`, `toolConfig`) pour un modèle, avec une durée de
vie (`ttl`, 1 heure si on n'en donne pas ; ou `expireTime`), puis chaque requête qui le cite
(`"cachedContent": "cachedContents/…"`) le voit en tête de ses contenus ; ses jetons reviennent
dans `usageMetadata.cachedContentTokenCount`. Chemins (SDK google-genai, FAITS_API_GEMINI §3) :
`POST/GET /{v}/cachedContents`, `GET/PATCH/DELETE /{v}/cachedContents/{id}`.

Refus imités (textes relevés dans des rapports publics, ⚠ non lus chez Google) : cache inconnu ou
expiré → 403 « CachedContent not found (or permission denied) » ; contexte trop petit (moins de
`MIN_JETONS` jetons, ceux du cache implicite local) → 400 ; requête qui redonne
`systemInstruction`, `tools` ou `toolConfig` à côté d'un cache → 400 ; modèle différent → 400.
La résolution dépend d'une horloge injectable (tests sans attente).

    >>> c = CachesExplicites(); c.lister("v1beta", {}).corps
    {}
"""

from __future__ import annotations

import re
import threading
import time
from collections.abc import Callable
from datetime import datetime, timezone
from typing import Any

from modele_local.cache import MIN_JETONS
from modele_local.gemini.conversion import elements
from modele_local.gemini.modeles import resoudre
from modele_local.gemini.validation import champ, normaliser, verifier_formes
from modele_local.protocole import Rejet, Reponse
from modele_local.signatures import empreinte

TTL_DEFAUT = 3600.0
INTROUVABLE = "CachedContent not found (or permission denied)"
CONTEXTE = ("systemInstruction", "system_instruction", "tools", "toolConfig", "tool_config")


def _date(t: float) -> str:
    return datetime.fromtimestamp(t, timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def _duree(corps: dict, maintenant: float) -> float | None:
    """Secondes de vie demandées (`ttl: "300s"` ou `expireTime`) ; None si rien n'est donné."""
    ttl, fin = champ(corps, "ttl", "ttl"), champ(corps, "expireTime", "expire_time")
    if ttl is not None:
        m = re.fullmatch(r"(\d+(?:\.\d+)?)s", ttl) if isinstance(ttl, str) else None
        if not m:
            raise Rejet(f"Invalid value at 'cached_content.ttl' (type.googleapis.com/"
                        f"google.protobuf.Duration), {ttl!r:.40}")
        return float(m.group(1))
    if fin is not None:
        try:
            return datetime.fromisoformat(str(fin).replace("Z", "+00:00")).timestamp() - maintenant
        except ValueError:
            raise Rejet(f"Invalid value at 'cached_content.expire_time' (type.googleapis.com/"
                        f"google.protobuf.Timestamp), {fin!r:.40}") from None
    return None


class CachesExplicites:
    """Les caches créés sur ce serveur (en mémoire, perdus à l'arrêt comme à `reinitialiser()`)."""

    def __init__(self, horloge: Callable[[], float] = time.time) -> None:
        self.horloge = horloge
        self._caches: dict[str, dict] = {}
        self._verrou = threading.Lock()

    def _vivant(self, nom: str) -> dict:
        nom = nom if nom.startswith("cachedContents/") else f"cachedContents/{nom}"
        with self._verrou:
            entree = self._caches.get(nom)
            if entree is not None and entree["fin"] <= self.horloge():
                del self._caches[nom]
                entree = None
        if entree is None:
            raise Rejet(INTROUVABLE, 403, "permission_error")
        return entree

    def _ressource(self, e: dict) -> dict:
        r = {"name": e["nom"], "model": f"models/{e['modele']}", "createTime": _date(e["debut"]),
             "updateTime": _date(e["maj"]), "expireTime": _date(e["fin"]),
             "usageMetadata": {"totalTokenCount": e["jetons"]}}
        if e.get("affiche"):
            r["displayName"] = e["affiche"]
        return r

    def creer(self, corps: Any, version: str) -> Reponse:
        """`POST /{v}/cachedContents` : la ressource créée (sans ses contenus, comme le service)."""
        if not isinstance(corps, dict) or not isinstance(corps.get("model"), str):
            raise Rejet("* CreateCachedContentRequest.cached_content.model: model is required")
        verifier_formes(corps)
        modele = resoudre(corps["model"], version, "createCachedContent")
        contenus = normaliser(corps) if corps.get("contents") else []
        jetons = sum(j for _, j, _ in elements(corps, contenus))
        if jetons < MIN_JETONS:
            raise Rejet(f"Cached content is too small. total_token_count={jetons}, "
                        f"min_total_token_count={MIN_JETONS}")
        maintenant = self.horloge()
        duree = _duree(corps, maintenant)
        nom = "cachedContents/" + empreinte(corps, maintenant, len(self._caches))[:24]
        entree = {"nom": nom, "modele": modele, "jetons": jetons, "debut": maintenant,
                  "maj": maintenant, "fin": maintenant + (TTL_DEFAUT if duree is None else duree),
                  "affiche": champ(corps, "displayName", "display_name"),
                  "contexte": {c: corps[c] for c in CONTEXTE if c in corps}, "contenus": contenus}
        with self._verrou:
            self._caches[nom] = entree
        return Reponse(200, self._ressource(entree))

    def lire(self, ident: str) -> Reponse:
        """`GET /{v}/cachedContents/{id}`."""
        return Reponse(200, self._ressource(self._vivant(ident)))

    def lister(self, version: str, requete: dict[str, list[str]]) -> Reponse:
        """`GET /{v}/cachedContents` : les caches encore vivants (une seule page)."""
        maintenant = self.horloge()
        with self._verrou:
            vivants = [e for e in self._caches.values() if e["fin"] > maintenant]
        return Reponse(200, {"cachedContents": [self._ressource(e) for e in vivants]}
                       if vivants else {})

    def modifier(self, ident: str, corps: Any) -> Reponse:
        """`PATCH /{v}/cachedContents/{id}` : nouvelle durée de vie (`ttl` ou `expireTime`)."""
        entree = self._vivant(ident)
        maintenant = self.horloge()
        duree = _duree(corps if isinstance(corps, dict) else {}, maintenant)
        if duree is not None:
            entree["fin"], entree["maj"] = maintenant + duree, maintenant
        return Reponse(200, self._ressource(entree))

    def supprimer(self, ident: str) -> Reponse:
        """`DELETE /{v}/cachedContents/{id}` : `{}` ; 403 si le cache n'existe pas."""
        entree = self._vivant(ident)
        with self._verrou:
            self._caches.pop(entree["nom"], None)
        return Reponse(200, {})

    def fusionner(self, corps: dict, modele: str, version: str) -> tuple[dict, int]:
        """La requête vue par le modèle (contexte du cache en tête) et les jetons lus du cache."""
        nom = champ(corps, "cachedContent", "cached_content")
        if nom is None:
            return corps, 0
        entree = self._vivant(str(nom))
        if any(c in corps for c in CONTEXTE):
            raise Rejet("CachedContent can not be used with GenerateContent request setting "
                        "system_instruction, tools or tool_config.\n\nProposed fix: move those "
                        "values to CachedContent from GenerateContent request.")
        if resoudre(modele, version, "generateContent") != entree["modele"]:
            raise Rejet(f"Model used by GenerateContent request (models/{modele}) and "
                        f"CachedContent (models/{entree['modele']}) has to be the same.")
        fusion = {k: v for k, v in corps.items() if k not in ("cachedContent", "cached_content")}
        fusion.update(entree["contexte"])
        fusion["contents"] = entree["contenus"] + list(corps.get("contents") or [])
        return fusion, entree["jetons"]

    def vider(self) -> None:
        """Oublie tous les caches."""
        with self._verrou:
            self._caches.clear()
