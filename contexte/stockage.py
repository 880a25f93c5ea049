"""Les sessions de plusieurs utilisateurs, derrière une seule API (leçon 10) : `ouvrir_stockage(url)`.

- 'sqlite:///chemin/sessions.db' : une base SQLite (défaut du cours ; `contexte.stockage_sqlite`) ;
- 'postgresql://utilisateur@hote:port/base' : un serveur PostgreSQL (`make postgres`) ;
- un chemin de dossier : les fichiers JSON de la leçon 02 (`contexte.stockage_json`).

    >>> stock = ouvrir_stockage("sqlite:///sessions.db")
    >>> s = stock.session("camille", "2026-11-30")       # charge, ou crée si absente
    >>> s.messages.append({"role": "user", "content": "Je m'appelle Camille."})
    >>> s.save()                                          # une ligne insérée, une transaction
    >>> autre = stock.session("camille", "2026-11-30")    # un autre rédacteur, même session
    >>> s.messages.append({"role": "assistant", "content": "Enchanté !"}); s.save()
    >>> autre.messages.append({"role": "user", "content": "Et moi ?"})
    >>> autre.save()
    Traceback (most recent call last):
        ...
    contexte.disque.ConflitEcriture: La session '2026-11-30' de 'camille' a été enregistrée ...
    >>> stock.sessions("camille"), stock.sessions("dominique")
    (['2026-11-30'], [])
    >>> stock.effacer_utilisateur("camille")
    1
"""

from __future__ import annotations

import re
from pathlib import Path

from .disque import ConflitEcriture
from .stockage_base import SessionEnBase, StockageEnBase
from .stockage_erreurs import ErreurStockage, verifier_identifiant
from .stockage_json import StockageJSON
from .stockage_url import SCHEMAS, Connexion, connecter


def ouvrir_stockage(url: str | Path) -> StockageEnBase | StockageJSON:
    """Le stockage désigné par `url` : base SQLite, serveur PostgreSQL, ou dossier de fichiers JSON.

    Une chaîne qui commence par « schéma: » mais n'est ni SQLite ni PostgreSQL est refusée : une
    faute de frappe (« sqlite:/s.db ») ne doit pas créer un dossier « sqlite: » en silence.
    """
    if isinstance(url, Path) or (isinstance(url, str) and not re.match(r"[A-Za-z][\w+.-]+:", url)):
        return StockageJSON(url)
    return StockageEnBase(connecter(url))


__all__ = ["SCHEMAS", "ConflitEcriture", "Connexion", "ErreurStockage", "SessionEnBase",
           "StockageEnBase", "StockageJSON", "connecter", "ouvrir_stockage", "verifier_identifiant"]
