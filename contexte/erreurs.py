"""Le vocabulaire d'erreurs du module, et la seule aide qui refuse une mauvaise entrée.

Toutes les exceptions de `contexte` sont ici, chacune avec un message en français qui dit ce qui
n'allait pas et quoi faire. Les fonctions publiques contrôlent leurs arguments à l'entrée avec les
aides de ce fichier (`entier`, `verifier_messages`…), puis leur cœur suppose des entrées propres :
une même erreur donne le même message partout. `traduire_erreurs` change une exception de SDK
(anthropic, google-genai) en `ErreurFournisseur`, sans importer aucun SDK.

    >>> entier("max_turns", 12, minimum=1)
    12
    >>> entier("keep_last", -1, minimum=0)
    Traceback (most recent call last):
        ...
    ValueError: keep_last doit être un entier ≥ 0, pas -1.
    >>> verifier_tour("model", "Bonjour !")
    ('model', 'Bonjour !')
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TypeVar

T = TypeVar("T")
Tour = tuple[str, str]  # un tour de RollingSummary : (rôle, texte)
ROLES = ("user", "model")  # les rôles d'un tour, comme chez Gemini
ROLES_API = ("user", "assistant")  # les rôles d'un message de l'API Anthropic
LONGUEUR_IDENTIFIANT = 200  # caractères d'un identifiant d'utilisateur ou de session, au plus


# --- Les exceptions, par sujet.

class MessagesInvalides(ValueError):
    """Une liste de messages n'a pas la forme de l'API Anthropic ({role, content})."""


class FichierInvalide(ValueError):
    """Le fichier existe mais ne peut pas être relu : il n'est jamais écrasé pour autant."""


class ErreurEcriture(OSError):
    """L'écriture a échoué (dossier absent ou protégé, disque plein…) ; l'ancien fichier est intact."""


class ConflitEcriture(RuntimeError):
    """Le fichier a changé sur disque depuis qu'on l'a lu : écrire maintenant effacerait ce changement."""


class ErreurResume(RuntimeError):
    """La fonction de résumé a échoué : aucun tour n'a été perdu, le résumé n'a pas changé."""


class ErreurStockage(RuntimeError):
    """La base est inutilisable (URL mal formée, serveur injoignable…) : le message dit quoi faire."""


class ErreurExtraction(ValueError):
    """La réponse du modèle n'est pas un JSON d'opérations valide : rien n'a été changé."""


class ErreurMemoire(ValueError):
    """Une commande de l'outil mémoire qui ne peut pas s'exécuter (renvoyée à Claude en erreur)."""


class RefusChemin(ErreurMemoire):
    """Un chemin qui sortirait de la racine, ou qui essaie : refusé, rien lu ni écrit."""


# --- L'aide de validation : refuser un mauvais argument dès l'entrée d'une fonction publique.

def entier(nom: str, valeur: object, minimum: int) -> int:
    """`valeur` si c'est un entier ≥ `minimum`, sinon `ValueError` (un booléen n'est pas un entier)."""
    if isinstance(valeur, bool) or not isinstance(valeur, int) or valeur < minimum:
        raise ValueError(f"{nom} doit être un entier ≥ {minimum}, pas {valeur!r}.")
    return valeur


def fonction(nom: str, valeur: object, forme: str) -> None:
    """`ValueError` si `valeur` n'est pas appelable ; `forme` montre la signature attendue."""
    if not callable(valeur):
        raise ValueError(f"{nom} doit être une fonction {forme}.")


def verifier_tour(role: object, text: object) -> Tour:
    """Valide un tour et le renvoie sous forme de tuple `(role, text)`."""
    if role not in ROLES:
        raise ValueError(f"Rôle inconnu {role!r} : utilisez 'user' ou 'model' "
                         "(« model » est le nom de l'assistant, comme chez Gemini).")
    if not isinstance(text, str):
        raise ValueError(f"Le texte d'un tour doit être une chaîne (str), pas {type(text).__name__}.")
    return (role, text)


def verifier_paire(tour: object, i: int) -> Tour:
    """Valide le tour n°`i` d'une liste : une paire `(role, text)` (tuple, ou liste venue du JSON).

        >>> verifier_paire(["user", "Salut"], 0)
        ('user', 'Salut')
    """
    if not isinstance(tour, (list, tuple)) or len(tour) != 2:
        raise ValueError(f"le tour n°{i} devrait être une paire [rôle, texte], pas {tour!r:.80}.")
    return verifier_tour(*tour)


def chemin(path: object) -> Path:
    """`Path(path)`, avec un message en français si `path` n'est pas un chemin."""
    if not isinstance(path, (str, os.PathLike)):
        raise TypeError(f"Le chemin d'une session doit être un str ou un Path, pas "
                        f"{type(path).__name__} : par exemple Session('camille.json').")
    return Path(path)


def verifier_messages(messages: object, origine: str, blocs_json: bool = True) -> None:
    """Lève `MessagesInvalides` si `messages` n'a pas la forme d'une liste de messages de l'API.

    Forme attendue : `[{"role": "user" | "assistant", "content": str | [{"type": ...}, ...]}, ...]`.
    `origine` ouvre le message (« Session non enregistrée », « couper_messages »…).
    `blocs_json=False` : les blocs ne sont pas vérifiés (ils peuvent être des objets du SDK, que
    `couper_messages` ou `compacter_historique` lisent aussi bien que des dicts).

        >>> verifier_messages([{"role": "system", "content": "x"}], "couper_messages")
        Traceback (most recent call last):
            ...
        contexte.erreurs.MessagesInvalides: couper_messages : le message n°0 a le rôle 'system' ...
    """
    def erreur(detail: str) -> MessagesInvalides:
        return MessagesInvalides(f"{origine} : {detail}")

    if not isinstance(messages, list):
        raise erreur(f"une liste de messages est attendue, pas {type(messages).__name__} "
                     "(messages doit être une liste de dicts {role, content}).")
    for i, m in enumerate(messages):
        if not isinstance(m, dict):
            raise erreur(f"le message n°{i} devrait être un objet {{role, content}}, pas "
                         f"{type(m).__name__} : il n'est pas un message de l'API Anthropic "
                         f"({m!r:.60}). Pour des tours (role, texte), utilisez "
                         "vers_messages_anthropic ou une deque(maxlen=…).")
        if m.get("role") not in ROLES_API:
            raise erreur(f"le message n°{i} a le rôle {m.get('role')!r} : il n'est pas un message "
                         "de l'API Anthropic ; rôles possibles : 'user' ou 'assistant'.")
        contenu = m.get("content")
        if isinstance(contenu, str) or not blocs_json:
            continue
        if not isinstance(contenu, list) or not all(
            isinstance(b, dict) and isinstance(b.get("type"), str) for b in contenu
        ):
            raise erreur(f"le message n°{i} doit avoir un 'content' texte ou une liste de blocs "
                         "{'type': ...} (utilisez serialize_content sur les blocs du SDK).")


def verifier_identifiant(quoi: str, valeur: object) -> str:
    """`valeur` si c'est un identifiant utilisable (aussi comme nom de fichier), sinon une erreur.

        >>> verifier_identifiant("l'utilisateur", 42)
        Traceback (most recent call last):
            ...
        TypeError: l'utilisateur doit être une chaîne (str), pas int : par exemple "camille".
    """
    if not isinstance(valeur, str):
        raise TypeError(f"{quoi} doit être une chaîne (str), pas {type(valeur).__name__} : "
                        'par exemple "camille".')
    if not valeur or len(valeur) > LONGUEUR_IDENTIFIANT or valeur.startswith(".") \
            or any(c in valeur for c in "/\\\0"):
        raise ValueError(f"{quoi} {valeur[:40]!r} n'est pas utilisable : de 1 à "
                         f"{LONGUEUR_IDENTIFIANT} caractères, sans « / », « \\ » ni caractère nul, "
                         "sans point au début.")
    return valeur


# --- Les erreurs des fournisseurs : une exception de SDK devient une ErreurFournisseur en français.
# L'erreur nomme le fournisseur, la nature du problème, le message du service, et dit quoi faire.
# Elle ne contient jamais de clé d'API (`masquer_cles`). L'exception d'origine reste dans `.origine`.

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
               "MODELE_ANTHROPIC ou MODELE_GEMINI) et l'URL de base du client."),
    "requete": ("requête refusée", "Corrigez la requête : le message du fournisseur dit ce qui ne va pas."),
    "non_imite": ("fonction que le modèle local n'imite pas", "Le modèle local ne sert pas cette "
                  "fonction (fichiers, embeddings, lots…) : essayez-la avec une vraie clé d'API, "
                  "ou faites sans dans les exercices."),
}


def masquer_cles(texte: str) -> str:
    """Remplace toute clé d'API (valeur d'une variable de clé, forme sk-ant-…, AIza…) par « *** ».

        >>> masquer_cles("clé sk-ant-abc123 refusée")
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
        self.detail = masquer_cles(detail)
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


def classer_erreur(exc: BaseException) -> tuple[str, str, int | None, str] | None:
    """(fournisseur, nature, statut, détail) pour une erreur de SDK ; None sinon (par les noms :
    aucun SDK importé)."""
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

        >>> from cours.clients import client_anthropic   # sans clé : le modèle local, qui répond
        >>> with traduire_erreurs():                     # 529 à ce nom de modèle
        ...     client_anthropic(max_retries=0).messages.create(model="hors-ligne-erreur-529",
        ...         max_tokens=10, messages=[{"role": "user", "content": "Bonjour"}])
        Traceback (most recent call last):
        contexte.erreurs.ErreurFournisseur: Anthropic : service surchargé (HTTP 529 : Overloaded). ...
    """
    try:
        yield
    except ErreurFournisseur:
        raise
    except Exception as exc:
        classe = classer_erreur(exc)
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
