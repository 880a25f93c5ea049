"""Les erreurs communes des stockages : URL inutilisable, identifiant refusé, mot de passe caché.

    >>> masquer("postgresql://camille:s3cret@127.0.0.1:5432/cours")
    'postgresql://camille:***@127.0.0.1:5432/cours'
"""

from __future__ import annotations

import re
import unicodedata


class ErreurStockage(RuntimeError):
    """La base est inutilisable (URL mal formée, serveur injoignable…) : le message dit quoi faire."""


def masquer(url: str) -> str:
    """L'URL sans son mot de passe (à mettre dans un message d'erreur ou un journal)."""
    return re.sub(r"(://[^:/@]*):[^@]*@", r"\1:***@", url)


LONGUEUR_MAX = 200  # OCTETS (UTF-8) d'un identifiant d'utilisateur ou de session


def verifier_identifiant(quoi: str, valeur: object) -> str:
    """`valeur` si c'est un identifiant utilisable (aussi comme nom de fichier), sinon une erreur.

    La règle est la même pour les trois stockages, et jugée sur les OCTETS que verra le disque
    ou la base : UTF-8 strict (une moitié de paire de substitution, « \\udcc3 », est refusée :
    le système de fichiers la réécrirait en vrais octets, ceux d'un autre nom), de 1 à
    `LONGUEUR_MAX` octets, en forme normale NFC (« é » composé : « e » + accent combinant est
    refusé, sinon deux noms qui s'affichent pareil désigneraient deux comptes, ou un seul sur
    macOS), sans « / », « \\ », caractère nul, ni point au début.

        >>> verifier_identifiant("l'utilisateur", 42)
        Traceback (most recent call last):
            ...
        TypeError: l'utilisateur doit être une chaîne (str), pas int : par exemple "camille".
        >>> verifier_identifiant("l'utilisateur", "é" * 101)  # 202 octets
        Traceback (most recent call last):
            ...
        ValueError: l'utilisateur 'éééééééééééééééééééééééééééééééééééééééé' n'est pas utilisable : ...
    """
    if not isinstance(valeur, str):
        raise TypeError(f"{quoi} doit être une chaîne (str), pas {type(valeur).__name__} : "
                        'par exemple "camille".')
    apercu = valeur[:40].encode("utf-8", "backslashreplace").decode("utf-8")
    try:
        octets = valeur.encode("utf-8")
    except UnicodeEncodeError:
        raise ValueError(f"{quoi} {apercu!r} n'est pas du texte UTF-8 valide (moitié de paire de "
                         "substitution) : nettoyez-le avant de l'utiliser.") from None
    if len(octets) > LONGUEUR_MAX:
        raise ValueError(f"{quoi} {apercu!r} n'est pas utilisable : {len(octets)} octets en "
                         f"UTF-8, {LONGUEUR_MAX} au plus.")
    if unicodedata.normalize("NFC", valeur) != valeur:
        raise ValueError(f"{quoi} {apercu!r} n'est pas en forme normale NFC (un accent combinant "
                         "séparé de sa lettre) : passez-le par unicodedata.normalize('NFC', …).")
    if not valeur or valeur.startswith(".") or any(c in valeur for c in "/\\\0"):
        raise ValueError(f"{quoi} {apercu!r} n'est pas utilisable : de 1 à {LONGUEUR_MAX} "
                         "octets, sans « / », « \\ » ni caractère nul, sans point au début.")
    return valeur


__all__ = ["LONGUEUR_MAX", "ErreurStockage", "masquer", "verifier_identifiant"]
