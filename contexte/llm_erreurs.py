"""Traduire les exceptions des SDK Anthropic et Gemini en une erreur claire, en français.

    >>> from contexte.llm import client_anthropic   # sans clé : le modèle local, qui répond 529 à
    >>> with traduire_erreurs():                    # ce nom de modèle
    ...     client_anthropic(max_retries=0).messages.create(model="hors-ligne-erreur-529",
    ...         max_tokens=10, messages=[{"role": "user", "content": "Bonjour"}])
    Traceback (most recent call last):
    contexte.llm_erreurs.ErreurFournisseur: Anthropic : service surchargé (HTTP 529 : Overloaded). ...

L'erreur nomme le fournisseur, la nature du problème, le message du service, et dit quoi faire.
Elle ne contient jamais de clé d'API : les valeurs des variables de clé et tout ce qui ressemble
à une clé (`sk-ant-…`, `AIza…`) sont masqués. L'exception d'origine reste dans `.origine`.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, TypeVar

T = TypeVar("T")
VARIABLES_CLES = ("ANTHROPIC_API_KEY", "ANTHROPIC_AUTH_TOKEN", "GEMINI_API_KEY", "GOOGLE_API_KEY")
_MOTIFS_CLES = re.compile(r"sk-ant-[A-Za-z0-9_\-]{4,}|AIza[0-9A-Za-z_\-]{10,}")

NATURES = {  # nature -> (libellé, conseil)
    "limite": ("limite de débit atteinte", "Attendez quelques secondes avant de réessayer, espacez "
               "les appels ou réduisez la taille des requêtes."),
    "surcharge": ("service surchargé", "Le problème vient du fournisseur, pas de votre code : "
                  "réessayez dans un moment (max_retries du client le fait pour vous)."),
    "serveur": ("erreur interne du service",
                "Réessayez plus tard ; si cela dure, consultez la page d'état du fournisseur."),
    "delai": ("délai d'attente dépassé",
              "Augmentez `timeout` du client, réduisez `max_tokens`, ou réessayez."),
    "connexion": ("connexion impossible", "Vérifiez le réseau et l'URL de base ; sans réseau, "
                  "retirez la clé ou posez CONTEXTE_HORS_LIGNE=1 pour utiliser le modèle local."),
    "cle": ("clé d'API refusée",
            "Vérifiez {variables} ; sans clé valide, retirez-la pour utiliser le modèle local."),
    "modele": ("modèle ou adresse introuvable", "Vérifiez le nom du modèle (par exemple "
               "contexte.llm.MODELE_ANTHROPIC ou MODELE_GEMINI) et l'URL de base du client."),
    "requete": ("requête refusée", "Corrigez la requête : le message du fournisseur dit ce qui ne va pas."),
    "non_imite": ("fonction que le modèle local n'imite pas", "Le modèle local ne sert pas cette "
                  "fonction (fichiers, embeddings, lots…) : essayez-la avec une vraie clé d'API, "
                  "ou faites sans dans les exercices."),
}


def masquer(texte: str) -> str:
    """Remplace toute clé d'API par « *** ».

        >>> masquer("clé sk-ant-abc123 refusée")
        'clé *** refusée'
    """
    for variable in VARIABLES_CLES:
        valeur = os.environ.get(variable, "")
        if len(valeur) >= 6:
            texte = texte.replace(valeur, "***")
    return _MOTIFS_CLES.sub("***", texte)


class ErreurFournisseur(Exception):
    """Un appel à Anthropic ou Gemini a échoué : qui, quoi, et quoi faire.

    Attributs : `fournisseur` ("Anthropic" | "Gemini"), `nature` (clé de `NATURES`), `statut`
    (code HTTP ou None), `detail` (message du service, clés masquées), `origine` (l'exception
    du SDK, pour le débogage).
    """

    def __init__(self, fournisseur: str, nature: str, statut: int | None = None,
                 detail: str = "") -> None:
        self.fournisseur, self.nature, self.statut = fournisseur, nature, statut
        self.detail = masquer(detail)
        self.origine: BaseException | None = None
        libelle, conseil = NATURES[nature]
        variables = "GEMINI_API_KEY (ou GOOGLE_API_KEY)" if fournisseur == "Gemini" else "ANTHROPIC_API_KEY"
        conseil = conseil.format(variables=variables)
        entre = f"HTTP {statut}" if statut else ""
        if self.detail:
            detail = self.detail.rstrip(". ")
            entre = f"{entre} : {detail}" if entre else detail
        super().__init__(f"{fournisseur} : {libelle}" + (f" ({entre})" if entre else "")
                         + f". {conseil}")


def nature_du_statut(statut: int) -> str:
    """Nature d'une erreur HTTP (une clé de `NATURES`).

        >>> nature_du_statut(429), nature_du_statut(529), nature_du_statut(400)
        ('limite', 'surcharge', 'requete')
    """
    connus = {401: "cle", 403: "cle", 404: "modele", 408: "delai", 429: "limite", 503: "surcharge",
              504: "delai", 529: "surcharge", 501: "non_imite"}  # 501 : réponse du modèle local
    return connus.get(statut) or ("serveur" if statut >= 500 else "requete")


def _classer(exc: BaseException) -> tuple[str, str, int | None, str] | None:
    """(fournisseur, nature, statut, détail) pour une erreur de SDK ; None sinon."""
    module = type(exc).__module__
    noms = {c.__name__ for c in type(exc).__mro__}
    if module.startswith("anthropic"):
        if "APITimeoutError" in noms:
            return "Anthropic", "delai", None, ""
        if "APIConnectionError" in noms:
            return "Anthropic", "connexion", None, ""
        if "APIStatusError" in noms:
            statut = getattr(exc, "status_code", 0) or 0
            detail = getattr(exc, "api_message", None) or getattr(exc, "message", "")
            return "Anthropic", nature_du_statut(statut), statut, str(detail)
        return None
    if module.startswith("google.genai") and "APIError" in noms:
        statut = getattr(exc, "code", 0) or 0
        detail = str(getattr(exc, "message", "") or "")
        nature = nature_du_statut(statut)
        if statut == 400 and "api key" in detail.lower():
            nature = "cle"  # Google répond 400 INVALID_ARGUMENT à une mauvaise clé
        return "Gemini", nature, statut, detail
    if module.split(".")[0] in ("httpx", "httpx2", "httpcore"):  # transport de google-genai
        if any("Timeout" in n for n in noms):
            return "Gemini", "delai", None, ""
        if noms & {"ConnectError", "NetworkError", "TransportError", "RemoteProtocolError"}:
            return "Gemini", "connexion", None, ""
    return None


@contextmanager
def traduire_erreurs(fournisseur: str | None = None) -> Iterator[None]:
    """Bloc `with` qui change les erreurs des SDK en `ErreurFournisseur` (le reste passe).

    `fournisseur` force le nom affiché ; par défaut il est déduit de l'exception.
    """
    try:
        yield
    except ErreurFournisseur:
        raise
    except Exception as exc:
        classe = _classer(exc)
        if classe is None:
            raise
        nom, nature, statut, detail = classe
        erreur = ErreurFournisseur(fournisseur or nom, nature, statut, detail)
        erreur.origine = exc
        raise erreur from None


def appeler(fonction: Callable[..., T], *args: Any, fournisseur: str | None = None,
            **kwargs: Any) -> T:
    """Appelle `fonction(*args, **kwargs)` en traduisant ses erreurs de SDK.

    Exemple : `appeler(client.messages.create, model=…, max_tokens=50, messages=msgs)`.
    """
    with traduire_erreurs(fournisseur):
        return fonction(*args, **kwargs)
