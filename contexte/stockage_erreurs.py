"""L'erreur commune des stockages en base, et l'art de ne pas afficher un mot de passe.

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


__all__ = ["ErreurStockage", "masquer"]
