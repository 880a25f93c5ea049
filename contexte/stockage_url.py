"""Ouvrir une base à partir d'une URL : SQLite (fichier local) ou PostgreSQL (un serveur).

Une seule façon de parler aux deux bases, pour `contexte.stockage` (leçon 10) et la mémoire à
long terme (leçon 11) : `connecter(url)` rend une `Connexion` dont les requêtes s'écrivent avec
des `?` comme paramètres, quelle que soit la base (psycopg attend `%s` : on traduit).

    >>> base = connecter("sqlite:///notes.db")       # créé au besoin, lisible par vous seul
    >>> with base.transaction():                     # tout ou rien : COMMIT, ou ROLLBACK si erreur
    ...     _ = base.executer("CREATE TABLE t (nom TEXT)")
    ...     _ = base.executer("INSERT INTO t VALUES (?)", ("Camille",))
    >>> base.executer("SELECT nom FROM t").fetchall()
    [('Camille',)]
    >>> base.dialecte
    'sqlite'
    >>> base.fermer()

`psycopg` (PostgreSQL) n'est importé qu'à la première URL `postgresql://` : `import contexte`
ne le charge pas.
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Iterator
from typing import Any

from .stockage_erreurs import ErreurStockage, masquer
from .stockage_postgres import ouvrir_postgres
from .stockage_sqlite import ouvrir_sqlite

SCHEMAS = ("sqlite:///", "postgresql://", "postgres://")


class Connexion:
    """Une connexion ouverte ; `executer` prend des `?`, `transaction()` fait tout ou rien."""

    def __init__(self, brute: Any, dialecte: str, url: str) -> None:
        self.brute, self.dialecte, self.url = brute, dialecte, url
        self._profondeur = 0  # transactions imbriquées : seule la plus externe valide

    def executer(self, sql: str, parametres: tuple | list = ()) -> Any:
        """Exécute `sql` (paramètres `?`) et renvoie le curseur (`fetchone`, `fetchall`, `rowcount`)."""
        if self.dialecte == "postgresql":
            sql = sql.replace("%", "%%").replace("?", "%s")
            return self.brute.execute(sql, tuple(parametres))
        return self.brute.execute(sql, tuple(parametres))

    @contextlib.contextmanager
    def transaction(self) -> Iterator[Connexion]:
        """Tout ce qui est écrit dans le bloc est validé ensemble, ou rien du tout (exception).

        SQLite : `BEGIN IMMEDIATE` prend tout de suite le droit d'écrire (un autre rédacteur
        attend au plus le « busy timeout ») ; PostgreSQL : `BEGIN`, verrous ligne par ligne.
        """
        if self._profondeur:
            self._profondeur += 1
            try:
                yield self
            finally:
                self._profondeur -= 1
            return
        self._profondeur = 1
        try:
            if self.dialecte == "sqlite":
                try:
                    self.brute.execute("BEGIN IMMEDIATE")
                except sqlite3.OperationalError as e:  # « database is locked » après l'attente
                    raise ErreurStockage(f"{masquer(self.url)} : base occupée par un autre "
                                         f"rédacteur ({e}) ; rien n'a été écrit, réessayez.") from e
                try:
                    yield self
                except BaseException:
                    self.brute.execute("ROLLBACK")
                    raise
                self.brute.execute("COMMIT")
            else:
                with self.brute.transaction():
                    yield self
        finally:
            self._profondeur = 0

    def fermer(self) -> None:
        """Ferme la connexion (sans effet si elle l'est déjà)."""
        self.brute.close()

    def __enter__(self) -> Connexion:
        return self

    def __exit__(self, *exc: object) -> None:
        self.fermer()

    def __repr__(self) -> str:
        return f"Connexion({masquer(self.url)!r})"


def verifier_url(url: object) -> str:
    """`url` si c'est une URL de base reconnue, sinon une erreur qui montre les formes acceptées."""
    if not isinstance(url, str):
        raise TypeError(f"L'URL de la base doit être une chaîne (str), pas {type(url).__name__} : "
                        "par exemple 'sqlite:///sessions.db'.")
    if not url.startswith(SCHEMAS):
        raise ErreurStockage(
            f"URL de base non reconnue : {masquer(url)!r}. Formes acceptées : "
            "'sqlite:///chemin/vers/sessions.db' (trois barres obliques, chemin relatif ; "
            "quatre pour un chemin absolu) ou 'postgresql://utilisateur@hote:port/base' "
            "(voir `make postgres`).")
    return url


def connecter(url: str) -> Connexion:
    """Ouvre la base désignée par `url` : 'sqlite:///chemin.db' ou 'postgresql://…'.

    SQLite est réglé pour le cours (WAL, `synchronous=FULL`, attente de 5 s, `secure_delete`) :
    voir `contexte.stockage_sqlite`. PostgreSQL : voir `contexte.stockage_postgres`.
    """
    url = verifier_url(url)
    if url.startswith("sqlite:///"):
        return Connexion(ouvrir_sqlite(url[len("sqlite:///"):]), "sqlite", url)
    return Connexion(ouvrir_postgres(url), "postgresql", url)


__all__ = ["Connexion", "ErreurStockage", "connecter", "masquer", "verifier_url"]
