"""Les erreurs communes des stockages : URL inutilisable, identifiant refusé, mot de passe caché.

    >>> masquer("postgresql://camille:s3cret@127.0.0.1:5432/cours")
    'postgresql://camille:***@127.0.0.1:5432/cours'
"""

from __future__ import annotations

import re


class ErreurStockage(RuntimeError):
    """La base est inutilisable (URL mal formée, serveur injoignable…) : le message dit quoi faire."""


def masquer(url: str) -> str:
    """L'URL sans son mot de passe (à mettre dans un message d'erreur ou un journal)."""
    return re.sub(r"(://[^:/@]*):[^@]*@", r"\1:***@", url)


LONGUEUR_MAX = 200  # caractères d'un identifiant d'utilisateur ou de session


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
    if not valeur or len(valeur) > LONGUEUR_MAX or valeur.startswith(".") \
            or any(c in valeur for c in "/\\\0"):
        raise ValueError(f"{quoi} {valeur[:40]!r} n'est pas utilisable : de 1 à {LONGUEUR_MAX} "
                         "caractères, sans « / », « \\ » ni caractère nul, sans point au début.")
    return valeur


__all__ = ["LONGUEUR_MAX", "ErreurStockage", "masquer", "verifier_identifiant"]
