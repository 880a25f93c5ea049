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
    >>> base.vider_journal()                        # SQLite : le journal WAL recopié, puis vidé
    >>> base.fermer()

`psycopg` (PostgreSQL) n'est importé qu'à la première URL `postgresql://` : `import contexte`
ne le charge pas. Un mot de passe d'URL n'apparaît jamais dans un message : `masquer_mot_de_passe`.

    >>> masquer_mot_de_passe("postgresql://camille:s3cret@127.0.0.1:5432/cours")
    'postgresql://camille:***@127.0.0.1:5432/cours'

**SQLite** : un fichier, la bibliothèque standard, et quatre réglages choisis.

- `journal_mode=WAL` : les écritures vont d'abord dans un journal (`x.db-wal`) ; les lecteurs ne
  bloquent pas le rédacteur et inversement. Une transaction interrompue (kill -9) n'a jamais été
  validée : à la réouverture, SQLite l'ignore. C'est notre tmp+fsync+rename, en mieux.
- `synchronous=FULL` : chaque COMMIT attend le fsync du journal. En WAL, `NORMAL` survit à un
  kill -9 mais peut perdre les dernières transactions validées sur une coupure de courant ; or
  « save() a rendu la main » doit vouloir dire « c'est sur le disque » (leçon 02). On paie un
  fsync par sauvegarde, mesuré dans `make mesures`.
- `busy_timeout=5000` : un rédacteur qui trouve la base occupée attend jusqu'à 5 s au lieu
  d'échouer tout de suite avec « database is locked ».
- `secure_delete=ON` : une ligne effacée est remplacée par des zéros dans le fichier. Certaines
  compilations de SQLite l'ont à OFF : les mots effacés resteraient alors lisibles dans les pages
  libres du fichier (leçon 10 le montre). On le règle donc explicitement.

    >>> brute = ouvrir_sqlite("essai.db")
    >>> [brute.execute(f"PRAGMA {p}").fetchone()[0] for p in ("journal_mode", "synchronous",
    ...                                                        "busy_timeout", "secure_delete")]
    ['wal', 2, 5000, 1]

**PostgreSQL** : un vrai serveur, joint avec psycopg 3.

`make postgres` en démarre un sur 127.0.0.1 (données dans `.postgres/`, ignoré par git) et
imprime son URL. Rien ici n'est importé par `import contexte` : psycopg n'est chargé qu'à la
première URL `postgresql://`.

Pourquoi une base et pas un fichier + `fcntl.flock` ? `flock` est un verrou du noyau d'*une*
machine : deux serveurs derrière un répartiteur de charge ne le voient pas. Ici le verrou est
tenu par le serveur PostgreSQL, que toutes les machines consultent : le `UPDATE … WHERE
version = ?` de `contexte.stockage` verrouille la ligne de la session jusqu'au COMMIT ;
un second rédacteur attend, puis voit la nouvelle version et reçoit `ConflitEcriture`.

Durabilité : `synchronous_commit=on` (le défaut) : COMMIT rend la main après le fsync du WAL.

Sans serveur à l'adresse donnée, l'erreur dit quoi faire (le mot de passe, s'il y en a, est masqué) :

    >>> ouvrir_postgres("postgresql://camille@127.0.0.1:1/cours")   # port 1 : personne n'écoute
    Traceback (most recent call last):
    contexte.erreurs.ErreurStockage: Serveur PostgreSQL injoignable à 'postgresql://camille@...
"""

from __future__ import annotations

import contextlib
import os
import re
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from .erreurs import ErreurStockage

PREFIXES_URL = ("sqlite:///", "postgresql://", "postgres://")
REGLAGES = ("journal_mode=WAL", "synchronous=FULL", "busy_timeout=5000", "secure_delete=ON",
            "foreign_keys=ON")
ATTENTE_CONNEXION = 5  # secondes : au-delà, le serveur PostgreSQL est déclaré injoignable


def masquer_mot_de_passe(url: str) -> str:
    """L'URL sans son mot de passe (à mettre dans un message d'erreur ou un journal)."""
    return re.sub(r"(://[^:/@]*):[^@]*@", r"\1:***@", url)


def ouvrir_sqlite(chemin: str | Path, secure_delete: bool = True) -> sqlite3.Connection:
    """Ouvre (ou crée, en mode 0600) la base SQLite `chemin`, réglée comme dit plus haut.

    La connexion est en « autocommit » (`isolation_level=None`) : c'est `Connexion.transaction()`
    qui écrit BEGIN et COMMIT. `secure_delete=False` ne sert qu'à la démonstration de la leçon 10.
    """
    chemin = Path(chemin)
    if not str(chemin) or str(chemin) == ".":
        raise ErreurStockage("L'URL SQLite ne nomme aucun fichier : écrivez 'sqlite:///sessions.db'.")
    if chemin.is_dir():
        raise ErreurStockage(f"{chemin} est un dossier : l'URL SQLite doit nommer un fichier, "
                             "par exemple 'sqlite:///sessions.db'.")
    if not chemin.parent.is_dir():
        raise ErreurStockage(f"Le dossier {chemin.parent} n'existe pas : créez-le d'abord "
                             f"(mkdir -p {chemin.parent}) ou choisissez un autre chemin.")
    try:  # créé lisible par vous seul, comme un fichier de session (les -wal, -shm suivent)
        os.close(os.open(chemin, os.O_CREAT | os.O_RDWR, 0o600))
        brute = sqlite3.connect(chemin, isolation_level=None, timeout=5, check_same_thread=False)
    except OSError as e:
        raise ErreurStockage(f"Impossible d'ouvrir {chemin} ({e.strerror}) : vérifiez les droits "
                             "du fichier et du dossier.") from e
    try:
        for reglage in REGLAGES:
            brute.execute(f"PRAGMA {reglage}")
        if not secure_delete:
            brute.execute("PRAGMA secure_delete=OFF")
    except sqlite3.DatabaseError as e:
        brute.close()
        raise ErreurStockage(f"{chemin} n'est pas une base SQLite lisible ({e}) : il n'a pas été "
                             "modifié. Donnez le chemin d'une base, ou d'un fichier à créer.") from e
    return brute


def ouvrir_postgres(url: str) -> Any:
    """Une connexion psycopg 3 en autocommit (les transactions sont ouvertes par `Connexion`)."""
    try:
        import psycopg
    except ImportError as e:
        raise ErreurStockage("psycopg n'est pas installé : `pip install 'psycopg[binary]'` "
                             "(ou `make installer`), ou utilisez 'sqlite:///sessions.db'.") from e
    try:
        return psycopg.connect(url, autocommit=True, connect_timeout=ATTENTE_CONNEXION)
    except psycopg.ProgrammingError as e:  # URL mal formée (option inconnue…)
        raise ErreurStockage(f"URL PostgreSQL invalide {masquer_mot_de_passe(url)!r} : {e}") from e
    except psycopg.OperationalError as e:
        detail = str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__
        raise ErreurStockage(
            f"Serveur PostgreSQL injoignable à {masquer_mot_de_passe(url)!r} ({detail}). Démarrez-en un avec "
            "`make postgres` (il imprime son URL), vérifiez hôte, port, utilisateur et base, ou "
            "utilisez 'sqlite:///sessions.db'.") from e


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
                    raise ErreurStockage(f"{masquer_mot_de_passe(self.url)} : base occupée par un autre "
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

    def vider_journal(self) -> None:
        """SQLite : recopie le journal WAL dans la base et le vide (checkpoint TRUNCATE), pour
        qu'une donnée effacée n'y reste pas. PostgreSQL : rien ici (voir la leçon 10)."""
        if self.dialecte == "sqlite":
            self.executer("PRAGMA wal_checkpoint(TRUNCATE)")

    def fermer(self) -> None:
        """Ferme la connexion (sans effet si elle l'est déjà)."""
        self.brute.close()

    def __enter__(self) -> Connexion:
        return self

    def __exit__(self, *exc: object) -> None:
        self.fermer()

    def __repr__(self) -> str:
        return f"Connexion({masquer_mot_de_passe(self.url)!r})"


def verifier_url(url: object) -> str:
    """`url` si c'est une URL de base reconnue, sinon une erreur qui montre les formes acceptées."""
    if not isinstance(url, str):
        raise TypeError(f"L'URL de la base doit être une chaîne (str), pas {type(url).__name__} : "
                        "par exemple 'sqlite:///sessions.db'.")
    if not url.startswith(PREFIXES_URL):
        raise ErreurStockage(
            f"URL de base non reconnue : {masquer_mot_de_passe(url)!r}. Formes acceptées : "
            "'sqlite:///chemin/vers/sessions.db' (trois barres obliques, chemin relatif ; "
            "quatre pour un chemin absolu) ou 'postgresql://utilisateur@hote:port/base' "
            "(voir `make postgres`).")
    return url


def connecter(url: str) -> Connexion:
    """Ouvre la base désignée par `url` : 'sqlite:///chemin.db' ou 'postgresql://…'.

    SQLite est réglé pour le cours (WAL, `synchronous=FULL`, attente de 5 s, `secure_delete`) :
    voir `ouvrir_sqlite`. PostgreSQL : voir `ouvrir_postgres`.
    """
    url = verifier_url(url)
    if url.startswith("sqlite:///"):
        return Connexion(ouvrir_sqlite(url[len("sqlite:///"):]), "sqlite", url)
    return Connexion(ouvrir_postgres(url), "postgresql", url)

