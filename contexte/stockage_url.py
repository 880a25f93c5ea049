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


ESSAIS_CHECKPOINT = 4          # essais du checkpoint quand un lecteur tient le journal
ATTENTE_CHECKPOINT_MS = 500    # attente de chaque essai (millisecondes)


def traduire(e: BaseException, url: str) -> ErreurStockage | None:
    """L'erreur française qui dit ce qui s'est passé et quoi faire, pour une erreur brute de
    sqlite3 ou de psycopg ; None pour toute autre exception (elle passe telle quelle).

        >>> print(traduire(sqlite3.OperationalError("database or disk is full"), "sqlite:///s.db"))
        sqlite:///s.db : disque plein (database or disk is full) ; la transaction est annulée, ...
    """
    texte = (str(e).strip().splitlines() or [type(e).__name__])[0]
    m, bas = masquer(url), str(e).lower()
    if isinstance(e, sqlite3.Error):
        if "full" in bas:
            return ErreurStockage(f"{m} : disque plein ({texte}) ; la transaction est annulée, "
                                  "rien n'a été écrit. Libérez de la place, puis réessayez.")
        if "malformed" in bas or "not a database" in bas or "corrupt" in bas:
            return ErreurStockage(f"{m} : fichier abîmé ({texte}) ; il n'a pas été modifié. "
                                  "Restaurez une sauvegarde, ou récupérez ce qui peut l'être avec "
                                  "`sqlite3 fichier.db .recover`.")
        if "locked" in bas or "busy" in bas:
            return ErreurStockage(f"{m} : base occupée par un autre rédacteur ({texte}) ; rien "
                                  "n'a été écrit, réessayez.")
        if "no such" in bas or "has no column" in bas:
            return ErreurStockage(f"{m} : le schéma de la base n'est pas celui attendu ({texte}) ; "
                                  "rien n'a été écrit. Ouvrez-la avec la version du cours qui l'a "
                                  "créée.")
        return ErreurStockage(f"{m} : erreur SQLite ({texte}) ; la transaction est annulée.")
    if not type(e).__module__.startswith("psycopg"):
        return None
    etat = getattr(e, "sqlstate", None) or ""
    if etat == "55P03":
        return ErreurStockage(f"{m} : une autre transaction tient un verrou sur ces lignes depuis "
                              "plus que lock_timeout ; rien n'a été écrit. Réessayez, ou cherchez "
                              "la transaction restée ouverte (pg_stat_activity).")
    if etat == "57014":
        return ErreurStockage(f"{m} : requête interrompue après statement_timeout ({texte}) ; "
                              "rien n'a été écrit.")
    if etat in ("40001", "40P01"):
        return ErreurStockage(f"{m} : transaction annulée par le serveur (conflit ou interblocage :"
                              f" {texte}) ; rien n'a été écrit, réessayez.")
    if etat.startswith("08") or etat.startswith("57P") or type(e).__name__ == "OperationalError":
        return ErreurStockage(f"{m} : connexion au serveur perdue ({texte}). Une transaction en "
                              "cours n'est pas validée ; si c'était un enregistrement, rouvrez la "
                              "session pour voir s'il est passé. La prochaine opération se "
                              "reconnecte.")
    return ErreurStockage(f"{m} : erreur PostgreSQL ({texte}) ; la transaction est annulée.")


def connexion_perdue(brute: Any) -> bool:
    """Vrai si la connexion psycopg est fermée ou cassée (serveur redémarré, réseau coupé)."""
    return bool(getattr(brute, "closed", False) or getattr(brute, "broken", False))


class Connexion:
    """Une connexion ouverte ; `executer` prend des `?`, `transaction()` fait tout ou rien.

    Toute erreur de la base sort en `ErreurStockage` (en français, voir `traduire`). PostgreSQL :
    une connexion perdue est rouverte à l'opération suivante ; une lecture hors transaction est
    rejouée une fois sur la nouvelle connexion ; une écriture, jamais (on ne sait pas si elle
    est passée : l'erreur le dit)."""

    def __init__(self, brute: Any, dialecte: str, url: str) -> None:
        self.brute, self.dialecte, self.url = brute, dialecte, url
        self._profondeur = 0  # transactions imbriquées : seule la plus externe valide

    def _reconnecter_si_perdue(self) -> None:
        if self.dialecte == "postgresql" and self._profondeur == 0 and connexion_perdue(self.brute):
            with contextlib.suppress(Exception):
                self.brute.close()
            self.brute = ouvrir_postgres(self.url)

    def executer(self, sql: str, parametres: tuple | list = ()) -> Any:
        """Exécute `sql` (paramètres `?`) et renvoie le curseur (`fetchone`, `fetchall`, `rowcount`)."""
        if self.dialecte == "postgresql":
            sql = sql.replace("%", "%%").replace("?", "%s")
        self._reconnecter_si_perdue()
        try:
            return self.brute.execute(sql, tuple(parametres))
        except Exception as e:
            erreur = traduire(e, self.url)
            if erreur is None:
                raise
            relire = sql.lstrip().upper().startswith("SELECT") and self._profondeur == 0
            if self.dialecte == "postgresql" and relire and connexion_perdue(self.brute):
                self._reconnecter_si_perdue()   # une lecture se rejoue sans risque
                try:
                    return self.brute.execute(sql, tuple(parametres))
                except Exception as e2:
                    raise (traduire(e2, self.url) or e2) from e2
            raise erreur from e

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
        if self.dialecte == "sqlite":
            self.executer("BEGIN IMMEDIATE")   # « database is locked » : ErreurStockage
            self._profondeur = 1
            try:
                yield self
                self.executer("COMMIT")           # disque plein au COMMIT : annulée aussi
            except BaseException:
                with contextlib.suppress(sqlite3.Error):  # déjà annulée par SQLite (disque plein)
                    self.brute.execute("ROLLBACK")
                raise
            finally:
                self._profondeur = 0
            return
        self._reconnecter_si_perdue()
        try:
            with self.brute.transaction():
                self._profondeur = 1
                try:
                    yield self
                finally:
                    self._profondeur = 0
        except Exception as e:
            erreur = traduire(e, self.url)
            if erreur is None or isinstance(e, ErreurStockage):
                raise
            raise erreur from e

    def vider_journal(self) -> None:
        """SQLite : recopie le journal WAL dans la base et le vide (checkpoint TRUNCATE), pour
        qu'une donnée effacée n'y reste pas. Le résultat est LU : tant qu'un lecteur tient une
        ancienne image de la base, le journal ne peut pas être vidé ; après quelques essais,
        `ErreurStockage` le dit (jamais de succès annoncé avec les octets encore dans -wal).
        PostgreSQL : rien ici (voir la leçon 10 : VACUUM, WAL)."""
        if self.dialecte != "sqlite":
            return
        attente = self.brute.execute("PRAGMA busy_timeout").fetchone()[0]
        try:
            self.brute.execute(f"PRAGMA busy_timeout = {ATTENTE_CHECKPOINT_MS}")
            for _ in range(ESSAIS_CHECKPOINT):
                try:
                    occupe = self.brute.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()[0]
                except sqlite3.Error as e:   # disque plein pendant la recopie, fichier abîmé…
                    raise ErreurStockage(
                        f"{masquer(self.url)} : le journal -wal n'a pas pu être vidé ({e}) : ce "
                        "qui vient d'être effacé n'est plus lisible par les requêtes, mais ses "
                        "octets restent dans le journal. Libérez de la place, puis recommencez "
                        "l'effacement : il videra le journal.") from e
                if not occupe:
                    return
        finally:
            self.brute.execute(f"PRAGMA busy_timeout = {attente}")
        raise ErreurStockage(
            f"{masquer(self.url)} : un lecteur tient le fichier (une autre connexion garde une "
            "transaction de lecture ouverte) : ce qui vient d'être effacé n'est plus lisible par "
            "les requêtes, mais ses octets restent dans le journal -wal. Fermez ce lecteur, puis "
            "recommencez l'effacement : il videra le journal.")

    def fermer(self) -> None:
        """Ferme la connexion (sans effet si elle l'est déjà)."""
        self.brute.close()

    def __enter__(self) -> Connexion:
        return self

    def __exit__(self, *exc: object) -> None:
        self.fermer()

    def __repr__(self) -> str:
        return f"Connexion({masquer(self.url)!r})"


TABLE_SCHEMA = ("CREATE TABLE IF NOT EXISTS contexte_schema (nom TEXT PRIMARY KEY, "
                "valeur BIGINT NOT NULL)")
CLE_VERROU_SCHEMA = 0x636F6E74  # « cont » : le verrou consultatif PostgreSQL des créations


def colonnes_de(base: Connexion, table: str) -> list[str]:
    """Les colonnes de `table` dans la base ([] si elle n'existe pas)."""
    if base.dialecte == "sqlite":
        return [ligne[1] for ligne in base.executer(f"PRAGMA table_info({table})").fetchall()]
    return [c for (c,) in base.executer(
        "SELECT column_name FROM information_schema.columns WHERE table_name = ? AND "
        "table_schema = current_schema()", (table,)).fetchall()]


def preparer_schema(base: Connexion, nom: str, version: int, ordres: tuple[str, ...],
                    colonnes: dict[str, tuple[str, ...]]) -> None:
    """Crée les tables de `nom` au besoin et vérifie la version de schéma notée dans la base.

    La version est une ligne de `contexte_schema` ; une base d'une version future, ou dont les
    tables n'ont pas les colonnes attendues, est refusée par `ErreurStockage` AVANT toute
    écriture (rien n'est modifié). PostgreSQL : sous un verrou consultatif, pour que des
    processus qui ouvrent une base neuve en même temps ne se marchent pas dessus
    (`CREATE TABLE IF NOT EXISTS` concurrents : `UniqueViolation`)."""
    with base.transaction() as b:
        if b.dialecte == "postgresql":
            b.executer("SELECT pg_advisory_xact_lock(?)", (CLE_VERROU_SCHEMA,))
        marque = colonnes_de(b, "contexte_schema") and b.executer(
            "SELECT valeur FROM contexte_schema WHERE nom = ?", (nom,)).fetchone()
        if marque and marque[0] > version:
            raise ErreurStockage(
                f"{masquer(b.url)} : la base a un schéma « {nom} » en version {marque[0]}, plus "
                f"récente que celle de ce code ({version}) ; elle n'a pas été modifiée. Mettez le "
                "cours à jour (git pull, make installer) avant de l'ouvrir.")
        for table, attendues in colonnes.items():
            presentes = colonnes_de(b, table)
            if presentes and not set(attendues) <= set(presentes):
                raise ErreurStockage(
                    f"{masquer(b.url)} : la table {table} n'a pas le schéma attendu (colonnes "
                    f"{', '.join(presentes)} ; attendu {', '.join(attendues)}) ; la base n'a pas "
                    "été modifiée. Donnez une base du cours, ou un fichier neuf.")
        b.executer(TABLE_SCHEMA)
        for ordre in ordres:   # « IF NOT EXISTS » : sans effet sur une base déjà prête
            b.executer(ordre)
        if not marque or marque[0] != version:
            b.executer("DELETE FROM contexte_schema WHERE nom = ?", (nom,))
            b.executer("INSERT INTO contexte_schema (nom, valeur) VALUES (?, ?)", (nom, version))


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


__all__ = ["Connexion", "ErreurStockage", "colonnes_de", "connecter", "masquer",
           "preparer_schema", "traduire", "verifier_url"]
