"""La clé du modèle local : tirée au hasard par processus, remise aux seuls clients qu'il démarre.

Sur une machine partagée (un JupyterHub, une salle de TP), le port du modèle local d'un élève se
lit avec son uid dans /proc/net/tcp. Sans clé, un camarade l'interrogeait, lisait ses
interactions et vidait son cache. Le serveur exige donc, sur toute route (`/hors-ligne/*`
compris), la clé du processus qui l'a démarré (`cle()`, que `cours.clients` donne aux clients),
et refuse toute autre clé comme les vrais services :

- Anthropic : 401 `authentication_error`, « invalid x-api-key » (sans clé : « x-api-key header is
  required ») ;
- Gemini : 400 `INVALID_ARGUMENT`, raison `API_KEY_INVALID` (sans clé : 403, « unregistered
  callers »), comme generativelanguage.googleapis.com.

La clé se lit où chaque service la lit : Anthropic (et `/hors-ligne/*`) dans `x-api-key` ou
`Authorization: Bearer` (le SDK avec `auth_token`) ; Gemini dans `x-goog-api-key` (google-genai),
`Authorization: Bearer` ou `?key=` (l'API REST), jamais dans `x-api-key`.

    >>> portee({"x-api-key": "abc"}, ""), portee({"authorization": "Bearer abc"}, "")
    ('abc', 'abc')
    >>> portee({}, "key=abc", "gemini"), portee({"x-api-key": "abc"}, "", "gemini")
    ('abc', None)
    >>> acceptee("abc", {"x-goog-api-key": "abc"}, "", "gemini"), acceptee("abc", {"x-api-key": "abd"}, "")
    (True, False)
"""

from __future__ import annotations

import hmac
import os
import secrets
from collections.abc import Mapping
from urllib.parse import parse_qs

VARIABLE = "MODELE_LOCAL_CLE"  # `python -m modele_local` seul : la clé à exiger (sinon tirée)
_cle: tuple[int, str] | None = None  # (pid, clé) : un processus forké tire la sienne


def tirer() -> str:
    """Une clé neuve (192 bits aléatoires)."""
    return "cle-locale-" + secrets.token_urlsafe(24)


def cle() -> str:
    """La clé de ce processus : la même à chaque appel, une autre dans un autre processus."""
    global _cle
    if _cle is None or _cle[0] != os.getpid():
        _cle = (os.getpid(), os.environ.get(VARIABLE) or tirer())
    return _cle[1]


def portee(en_tetes: Mapping[str, str], requete: str, famille: str = "anthropic") -> str | None:
    """La clé que porte une requête pour l'API `famille` ("anthropic" ou "gemini"), ou None."""
    nom = "x-goog-api-key" if famille == "gemini" else "x-api-key"
    if en_tetes.get(nom):
        return en_tetes.get(nom)
    autorisation = en_tetes.get("authorization") or ""
    if autorisation.lower().startswith("bearer ") and autorisation[7:].strip():
        return autorisation[7:].strip()
    cles = parse_qs(requete).get("key") if famille == "gemini" else None
    return cles[0] if cles and cles[0] else None


def acceptee(attendue: str, en_tetes: Mapping[str, str], requete: str,
             famille: str = "anthropic") -> bool:
    """Vrai si la requête porte exactement `attendue` (comparaison à temps constant)."""
    donnee = portee(en_tetes, requete, famille)
    return donnee is not None and hmac.compare_digest(donnee.encode(), attendue.encode())


__all__ = ["VARIABLE", "acceptee", "cle", "portee", "tirer"]
