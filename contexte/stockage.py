"""Les sessions de plusieurs utilisateurs, derrière une seule API (leçon 10) : `ouvrir_stockage(url)`.

- 'sqlite:///chemin/sessions.db' : une base SQLite (défaut du cours) ;
- 'postgresql://utilisateur@hote:port/base' : un serveur PostgreSQL (`make postgres`) ;
- un chemin de dossier : les fichiers JSON de la leçon 02 (`StockageJSON`).

Le fichier suit le chemin d'une session : l'API (`ouvrir_stockage`), les sessions en base
(`StockageEnBase`), en fichiers (`StockageJSON`), puis ouvrir une base depuis son URL
(`connecter`, SQLite réglé pour le cours, PostgreSQL par psycopg).

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
    contexte.erreurs.ConflitEcriture: La session '2026-11-30' de 'camille' a été enregistrée ...
    >>> stock.sessions("camille"), stock.sessions("dominique")
    (['2026-11-30'], [])
    >>> stock.effacer_utilisateur("camille")
    1

**En base** (`StockageEnBase`) : les sessions de tous les utilisateurs dans une base (SQLite ou
PostgreSQL), une ligne par message.

Deux tables. `sessions` : une ligne par conversation, avec sa `version` (+1 à chaque save()).
`messages` : une ligne par message, numérotée par `rang`. Ajouter un message, c'est insérer
*une* ligne (O(1)), pas réécrire l'historique ; tout save() est une transaction : elle est
validée en entier ou pas du tout, même si le processus est tué au milieu.

    >>> stock = StockageEnBase(connecter("sqlite:///sessions.db"))
    >>> s = stock.session("camille", "lundi")
    >>> s.messages.append({"role": "user", "content": "Bonjour"})
    >>> s.save()
    >>> stock.session("camille", "lundi").messages, stock.sessions("camille")
    ([{'role': 'user', 'content': 'Bonjour'}], ['lundi'])

Concurrence optimiste : save() ne passe que si la version en base est celle qu'on a lue
(`UPDATE … WHERE version = ?`) ; sinon un autre rédacteur est passé entre-temps et save() lève
`ConflitEcriture` (le même refus que la leçon 02) sans rien écrire. Une version n'est jamais
réutilisée, même après un effacement : une session recréée part au-dessus de la plus haute
version effacée (`plancher_d_effacement`), et un rédacteur d'avant l'effacement est refusé.
Chaque base note la version de son schéma (`preparer_schema`) ; toute erreur de la base sort en
`ErreurStockage`, en français (`traduire`).

**En fichiers** (`StockageJSON`) : les fichiers JSON de la leçon 02, derrière la même API que les
bases : un dossier par utilisateur.

    >>> stock = StockageJSON("sessions")          # sessions/camille/lundi.json
    >>> s = stock.session("camille", "lundi")
    >>> s.messages.append({"role": "user", "content": "Bonjour"}); s.save()
    >>> stock.sessions("camille"), stock.effacer_utilisateur("camille"), stock.sessions("camille")
    (['lundi'], 1, [])

Chaque session est une `contexte.Session` : écriture atomique, `ConflitEcriture`, verrou `flock`.
Limites (leçon 10) : chaque save() réécrit tout le fichier, et `flock` ne protège que les
processus d'une même machine.

**Ouvrir une base à partir d'une URL** : SQLite (fichier local) ou PostgreSQL (un serveur). Une
seule façon de parler aux deux bases, pour les sessions (leçon 10) et la mémoire à long terme
(leçon 11) : `connecter(url)` rend une `Connexion` dont les requêtes s'écrivent avec
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
version = ?` de `SessionEnBase.save` verrouille la ligne de la session jusqu'au COMMIT ;
un second rédacteur attend, puis voit la nouvelle version et reçoit `ConflitEcriture`.

Durabilité : `synchronous_commit=on` (le défaut) : COMMIT rend la main après le fsync du WAL.
Attentes bornées : `lock_timeout` et `statement_timeout` (voir `DELAIS` ; l'URL, la base ou le
rôle peuvent en fixer d'autres, `?options=-c%20statement_timeout%3D5min`) ; une connexion perdue
(serveur redémarré) est rouverte par `Connexion` à l'opération suivante.

Sans serveur à l'adresse donnée, l'erreur dit quoi faire (le mot de passe, s'il y en a, est masqué) :

    >>> ouvrir_postgres("postgresql://camille@127.0.0.1:1/cours")   # port 1 : personne n'écoute
    Traceback (most recent call last):
    contexte.erreurs.ErreurStockage: Serveur PostgreSQL injoignable à 'postgresql://camille@...
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from .disque import en_json
from .erreurs import (
    ConflitEcriture,
    ErreurStockage,
    FichierInvalide,
    verifier_identifiant,
    verifier_messages,
)
from .session import Session

PREFIXES_URL = ("sqlite:///", "postgresql://", "postgres://")
REGLAGES = ("journal_mode=WAL", "synchronous=FULL", "busy_timeout=5000", "secure_delete=ON",
            "foreign_keys=ON")
ATTENTE_CONNEXION = 5  # secondes : au-delà, le serveur PostgreSQL est déclaré injoignable
TABLES = (
    "CREATE TABLE IF NOT EXISTS sessions (utilisateur TEXT NOT NULL, ident TEXT NOT NULL, "
    "version INTEGER NOT NULL, PRIMARY KEY (utilisateur, ident))",
    "CREATE TABLE IF NOT EXISTS messages (utilisateur TEXT NOT NULL, ident TEXT NOT NULL, "
    "rang INTEGER NOT NULL, message TEXT NOT NULL, PRIMARY KEY (utilisateur, ident, rang), "
    "FOREIGN KEY (utilisateur, ident) REFERENCES sessions (utilisateur, ident) ON DELETE CASCADE)",
    # La plus haute version d'une session effacée : une session recréée part au-dessus (voir save).
    "INSERT INTO contexte_schema (nom, valeur) SELECT 'sessions_effacees', 0 WHERE NOT EXISTS "
    "(SELECT 1 FROM contexte_schema WHERE nom = 'sessions_effacees')",
)
VERSION_SCHEMA = 2  # 1 : sans marque ni plancher d'effacement (avant l'issue 32)
COLONNES = {"sessions": ("utilisateur", "ident", "version"),
            "messages": ("utilisateur", "ident", "rang", "message")}
DELAIS = {"lock_timeout": "5s", "statement_timeout": "60s"}  # PostgreSQL : voir ouvrir_postgres
ESSAIS_CHECKPOINT = 4          # essais du checkpoint quand un lecteur tient le journal
ATTENTE_CHECKPOINT_MS = 500    # attente de chaque essai (millisecondes)
TABLE_SCHEMA = ("CREATE TABLE IF NOT EXISTS contexte_schema (nom TEXT PRIMARY KEY, "
                "valeur BIGINT NOT NULL)")
CLE_VERROU_SCHEMA = 0x636F6E74  # « cont » : le verrou consultatif PostgreSQL des créations


def ouvrir_stockage(url: str | Path) -> StockageEnBase | StockageJSON:
    """Le stockage désigné par `url` : base SQLite, serveur PostgreSQL, ou dossier de fichiers JSON.

    Une chaîne qui commence par « schéma: » mais n'est ni SQLite ni PostgreSQL est refusée : une
    faute de frappe (« sqlite:/s.db ») ne doit pas créer un dossier « sqlite: » en silence.
    """
    if isinstance(url, Path) or (isinstance(url, str) and not re.match(r"[A-Za-z][\w+.-]+:", url)):
        return StockageJSON(url)
    return StockageEnBase(connecter(url))


# --- En base : une ligne par message, une version par session.


def ligne_json(message: dict) -> str:
    """Le texte JSON compact d'un message, tel qu'il est rangé dans la colonne `message`."""
    return json.dumps(message, ensure_ascii=False, separators=(",", ":"))


def memes_valeurs(a: object, b: object) -> bool:
    """Vrai si `a` et `b` s'écriraient en base exactement pareil (même texte JSON) : `1` n'est
    pas `True`, `2.0` n'est pas `2`, `-0.0` n'est pas `0.0` (le `==` de Python les confond, et
    save() n'écrirait pas le changement) ; `NaN` est `NaN` (pour `==`, jamais).

        >>> memes_valeurs([{"v": 1}], [{"v": 1}]), memes_valeurs([{"v": 1}], [{"v": True}])
        (True, False)
        >>> memes_valeurs([float("nan")], [float("nan")])
        True

    Comparer les textes, pas les objets : une comparaison par `pickle` (avant) voyait aussi
    QUI est partagé (deux blocs qui pointent le même texte "text"), et un message écrit par
    l'élève ne ressemblait jamais à sa copie relue : chaque save() réécrivait tout
    l'historique (tests/test_attaques_stockage_inconnu.py)."""
    try:
        return ligne_json(a) == ligne_json(b)
    except (TypeError, ValueError, RecursionError):  # objet non JSON, cycle, imbrication : changé
        return False


def relire_message(texte: str, utilisateur: str, ident: str, rang: int) -> dict:
    """Le message rangé à `rang`, ou `FichierInvalide` (en français) si la ligne est abîmée."""
    try:
        message = json.loads(texte)
    except (ValueError, RecursionError, TypeError):
        message = None
    if not isinstance(message, dict):
        raise FichierInvalide(
            f"La session {ident!r} de {utilisateur!r} : le message n°{rang} en base est abîmé "
            f"({str(texte)[:60]!r}) ; rien n'a été modifié. Restaurez une sauvegarde, ou "
            "effacez cette session.")
    return message


def plancher_d_effacement(b: Connexion, verrou: str) -> int:
    """La plus haute version de session jamais effacée dans cette base (0 : aucune).

    PostgreSQL : la ligne est lue `FOR SHARE` par qui crée une session, `FOR UPDATE` par qui
    efface ; un créateur et un effaceur passent donc l'un après l'autre (SQLite : BEGIN
    IMMEDIATE le fait déjà)."""
    suite = f" {verrou}" if b.dialecte == "postgresql" else ""
    return b.executer("SELECT valeur FROM contexte_schema WHERE nom = 'sessions_effacees'"
                      + suite).fetchone()[0]


class SessionEnBase:
    """Une conversation d'un utilisateur ; `messages` est une liste ordinaire, `save()` l'enregistre."""

    def __init__(self, base: Connexion, utilisateur: str, ident: str) -> None:
        self.base, self.utilisateur, self.ident = base, utilisateur, ident
        cle = (utilisateur, ident)
        # La version d'abord, les messages ensuite : si un rédacteur valide entre les deux, on a
        # une version plus vieille que les messages, et save() refusera (jamais l'inverse).
        ligne = base.executer("SELECT version FROM sessions WHERE utilisateur = ? AND ident = ?",
                              cle).fetchone()
        self._version = ligne[0] if ligne else 0  # 0 : la session n'existe pas encore
        lignes = base.executer("SELECT message FROM messages WHERE utilisateur = ? AND ident = ? "
                               "ORDER BY rang", cle).fetchall()
        self._enregistres = [relire_message(t, utilisateur, ident, k)  # copie de ce qui est en base
                             for k, (t,) in enumerate(lignes)]
        verifier_messages(self._enregistres, f"La session {ident!r} de {utilisateur!r} en base")
        self.messages: list[dict] = [json.loads(t) for (t,) in lignes]

    def _debut_inchange(self) -> int:
        """Combien de messages, depuis le début, sont encore ceux qui sont en base.

        Le cas courant (on a seulement ajouté) se voit d'une comparaison de listes en C, sans
        rien resérialiser : save() n'encode en JSON que les messages nouveaux."""
        n = len(self._enregistres)
        if memes_valeurs(self.messages[:n], self._enregistres):
            return n
        i = 0
        while i < min(len(self.messages), n) and memes_valeurs(self.messages[i],
                                                               self._enregistres[i]):
            i += 1
        return i

    def save(self) -> None:
        """Enregistre les messages nouveaux (ou modifiés) en une transaction ; `ConflitEcriture`
        si un autre rédacteur a enregistré cette session depuis qu'on l'a lue."""
        if not isinstance(self.messages, list):
            verifier_messages(self.messages, "Session non enregistrée")
        garde = self._debut_inchange()  # le début déjà en base, inchangé : on n'y touche pas
        nouveaux = self.messages[garde:]
        quoi = f"Session non enregistrée (messages à partir du n°{garde})"
        verifier_messages(nouveaux, quoi)
        en_json(nouveaux, quoi)  # refuse ce qu'on ne saurait relire (objet du SDK, etc.)
        textes = [ligne_json(m) for m in nouveaux]
        cle = (self.utilisateur, self.ident)
        with self.base.transaction() as b:
            if self._version == 0:  # au-dessus de toute version effacée : jamais réutilisée
                version = plancher_d_effacement(b, "FOR SHARE") + 1
                passe = b.executer("INSERT INTO sessions (utilisateur, ident, version) VALUES "
                                   "(?, ?, ?) ON CONFLICT DO NOTHING", (*cle, version)).rowcount
            else:  # verrouille la ligne jusqu'au COMMIT ; 0 ligne : quelqu'un est passé avant
                version = self._version + 1
                passe = b.executer("UPDATE sessions SET version = version + 1 WHERE "
                                   "utilisateur = ? AND ident = ? AND version = ?",
                                   (*cle, self._version)).rowcount
            if passe != 1:
                raise ConflitEcriture(
                    f"La session {self.ident!r} de {self.utilisateur!r} a été enregistrée par un "
                    "autre rédacteur depuis que vous l'avez lue : l'enregistrer maintenant "
                    "effacerait ses messages. Rouvrez-la (stock.session(...)), refaites votre "
                    "ajout, puis save().")
            if garde < len(self._enregistres):  # historique réécrit (résumé, fenêtre…) : la fin
                b.executer("DELETE FROM messages WHERE utilisateur = ? AND ident = ? AND rang >= ?",
                           (*cle, garde))
            for rang, texte in enumerate(textes, start=garde):
                b.executer("INSERT INTO messages (utilisateur, ident, rang, message) "
                           "VALUES (?, ?, ?, ?)", (*cle, rang, texte))
        self._version = version
        del self._enregistres[garde:]
        self._enregistres.extend(json.loads(t) for t in textes)  # des copies : indépendantes

    def __repr__(self) -> str:
        return f"SessionEnBase({self.utilisateur!r}, {self.ident!r}, {len(self.messages)} messages)"


class StockageEnBase:
    """Les sessions de tous les utilisateurs dans une base ; crée les tables au besoin."""

    def __init__(self, base: Connexion) -> None:
        self.base = base
        preparer_schema(base, "sessions", VERSION_SCHEMA, TABLES, COLONNES)

    def session(self, utilisateur: str, ident: str) -> SessionEnBase:
        """La session `ident` de `utilisateur` (vide si elle n'existe pas encore)."""
        return SessionEnBase(self.base, verifier_identifiant("l'utilisateur", utilisateur),
                             verifier_identifiant("l'identifiant de session", ident))

    def sessions(self, utilisateur: str) -> list[str]:
        """Les identifiants des sessions de `utilisateur`, triés ; jamais ceux d'un autre."""
        lignes = self.base.executer("SELECT ident FROM sessions WHERE utilisateur = ? ORDER BY ident",
                                    (verifier_identifiant("l'utilisateur", utilisateur),))
        return [ident for (ident,) in lignes.fetchall()]

    def effacer_utilisateur(self, utilisateur: str) -> int:
        """Efface toutes les sessions et tous les messages de `utilisateur` ; renvoie le nombre de
        sessions effacées. SQLite : avec `secure_delete`, les octets sont remis à zéro, et le
        journal WAL est vidé (checkpoint TRUNCATE). PostgreSQL : voir la leçon 10 (VACUUM, WAL).
        La garantie s'arrête aux fichiers de la base : les blocs que le journal tronqué rend au
        système de fichiers ne sont pas écrasés, une image brute du disque peut y lire les mots
        (README, « Jusqu'aux octets »)."""
        cle = (verifier_identifiant("l'utilisateur", utilisateur),)
        with self.base.transaction() as b:
            # Le plancher monte d'abord (ligne verrouillée) : une session recréée après cet
            # effacement partira au-dessus de toutes les versions effacées ici.
            plus_haute = b.executer("SELECT COALESCE(MAX(version), 0) FROM sessions WHERE "
                                    "utilisateur = ?", cle).fetchone()[0]
            if plus_haute > plancher_d_effacement(b, "FOR UPDATE"):
                b.executer("UPDATE contexte_schema SET valeur = ? WHERE nom = 'sessions_effacees'",
                           (plus_haute,))
            b.executer("DELETE FROM messages WHERE utilisateur = ?", cle)
            n = b.executer("DELETE FROM sessions WHERE utilisateur = ?", cle).rowcount
        self.base.vider_journal()
        return n

    def fermer(self) -> None:
        """Ferme la connexion à la base."""
        self.base.fermer()



# --- En fichiers JSON : un dossier par utilisateur, une Session par fichier.


def refuser_homonyme(dossier: Path) -> None:
    """`ErreurStockage` si le disque connaît `dossier` sous un AUTRE nom (système de fichiers
    insensible à la casse ou à la normalisation, comme macOS ou Windows) : « Camille » et
    « camille » ne partagent jamais un dossier."""
    try:
        noms = os.listdir(dossier.parent)
    except OSError:
        return
    if dossier.name not in noms and dossier.exists():
        raise ErreurStockage(f"Le dossier de {dossier.name!r} existe sous un autre nom dans "
                             f"{dossier.parent} (système de fichiers insensible à la casse ?) : "
                             "choisissez un identifiant qui ne diffère pas que par la casse.")


class StockageJSON:
    """Un dossier racine ; dedans, un sous-dossier (0700) par utilisateur, un fichier par session."""

    def __init__(self, dossier: str | Path) -> None:
        if dossier == "":
            raise ErreurStockage("Chemin de stockage vide : donnez un dossier ('sessions') ou une "
                                 "URL ('sqlite:///sessions.db').")
        self.dossier = Path(dossier)
        if self.dossier.exists() and not self.dossier.is_dir():
            raise ErreurStockage(f"{self.dossier} est un fichier : le stockage JSON attend un dossier.")
        try:
            self.dossier.mkdir(mode=0o700, parents=True, exist_ok=True)
        except OSError as e:
            raise ErreurStockage(f"Impossible de créer le dossier {self.dossier} ({e.strerror}) : "
                                 "vérifiez le chemin et vos droits.") from e

    def _dossier_de(self, utilisateur: str) -> Path:
        dossier = self.dossier / verifier_identifiant("l'utilisateur", utilisateur)
        refuser_homonyme(dossier)
        return dossier

    def session(self, utilisateur: str, ident: str) -> Session:
        """La session `ident` de `utilisateur` (vide si le fichier n'existe pas encore)."""
        dossier = self._dossier_de(utilisateur)
        dossier.mkdir(mode=0o700, exist_ok=True)
        return Session(dossier / f"{verifier_identifiant('l’identifiant de session', ident)}.json")

    def sessions(self, utilisateur: str) -> list[str]:
        """Les identifiants des sessions de `utilisateur`, triés."""
        dossier = self._dossier_de(utilisateur)
        return sorted(p.stem for p in dossier.glob("*.json")) if dossier.is_dir() else []

    def effacer_utilisateur(self, utilisateur: str) -> int:
        """Supprime le dossier de `utilisateur` ; renvoie le nombre de sessions effacées.

        Les octets restent sur le disque jusqu'à ce que le système de fichiers les réutilise :
        un fichier supprimé n'est pas un fichier écrasé (voir la leçon 10)."""
        n = len(self.sessions(utilisateur))
        dossier = self._dossier_de(utilisateur)
        try:
            shutil.rmtree(dossier)
        except FileNotFoundError:
            pass
        except OSError as e:   # un fichier immuable, un dossier protégé : on le dit
            restent = self.sessions(utilisateur) if dossier.is_dir() else []
            raise ErreurStockage(
                f"Effacement de {utilisateur!r} incomplet : {e.filename or dossier} n'a pas pu "
                f"être supprimé ({e.strerror or e}). Sessions encore présentes : {restent}. "
                "Corrigez les droits (ou l'attribut immuable : lsattr/chattr) puis recommencez."
            ) from e
        return n

    def fermer(self) -> None:
        """Rien à fermer (même API que les bases)."""

    def __repr__(self) -> str:
        return f"StockageJSON({str(self.dossier)!r})"


# --- Ouvrir une base depuis son URL : SQLite ou PostgreSQL, une seule façon de leur parler.


def masquer_mot_de_passe(url: str) -> str:
    """L'URL sans son mot de passe (à mettre dans un message d'erreur ou un journal) : celui
    d'avant le DERNIER « @ » de l'hôte, et celui d'un paramètre `?password=`.

        >>> masquer_mot_de_passe("postgresql://c:p@ss@h/cours?sslmode=disable&password=s3cret")
        'postgresql://c:***@h/cours?sslmode=disable&password=***'
    """
    url = re.sub(r"(://[^:/@]*):[^/]*@", r"\1:***@", url)
    return re.sub(r"([?&](?:ssl)?password=)[^&#]*", r"\1***", url)


def ouvrir_sqlite(chemin: str | Path, secure_delete: bool = True) -> sqlite3.Connection:
    """Ouvre (ou crée, en mode 0600) la base SQLite `chemin`, réglée comme dit plus haut.

    La connexion est en « autocommit » (`isolation_level=None`) : c'est `Connexion.transaction()`
    qui écrit BEGIN et COMMIT. `secure_delete=False` ne sert qu'à la démonstration de la leçon 10.
    """
    if str(chemin) == ":memory:":   # une base en mémoire (essais), perdue à la fermeture
        brute = sqlite3.connect(":memory:", isolation_level=None, check_same_thread=False)
        for reglage in REGLAGES:
            brute.execute(f"PRAGMA {reglage}")
        return brute
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
        if ecriture_refusee(e):   # une vraie base, dans un dossier où l'on ne peut pas écrire
            raise traduire(e, f"sqlite:///{chemin}") from e
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
        brute = psycopg.connect(url, autocommit=True, connect_timeout=ATTENTE_CONNEXION)
        # Une attente a une fin (erreur française après) : les DELAIS du cours, sauf là où
        # quelqu'un en a choisi un (l'URL, `options=-c statement_timeout=2min`, la base, le rôle).
        brute.execute("SELECT set_config(r.nom, r.valeur, false) FROM (VALUES (%s, %s), (%s, %s))"
                      " AS r(nom, valeur) JOIN pg_settings p ON p.name = r.nom "
                      "WHERE p.source = 'default'", [x for paire in DELAIS.items() for x in paire])
        return brute
    except psycopg.ProgrammingError as e:  # URL mal formée (option inconnue…)
        raise ErreurStockage(f"URL PostgreSQL invalide {masquer_mot_de_passe(url)!r} : {e}") from e
    except psycopg.OperationalError as e:
        detail = str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__
        raise ErreurStockage(
            f"Serveur PostgreSQL injoignable à {masquer_mot_de_passe(url)!r} ({detail}). Démarrez-en un avec "
            "`make postgres` (il imprime son URL), vérifiez hôte, port, utilisateur et base, ou "
            "utilisez 'sqlite:///sessions.db'.") from e


def ecriture_refusee(e: BaseException) -> bool:
    """Vrai pour les refus d'écrire de SQLite (fichier, ou dossier des fichiers -wal et -shm)."""
    bas = str(e).lower()
    return isinstance(e, sqlite3.Error) and ("readonly" in bas or "unable to open" in bas)


def traduire(e: BaseException, url: str) -> ErreurStockage | None:
    """L'erreur française qui dit ce qui s'est passé et quoi faire, pour une erreur brute de
    sqlite3 ou de psycopg ; None pour toute autre exception (elle passe telle quelle).

        >>> print(traduire(sqlite3.OperationalError("database or disk is full"), "sqlite:///s.db"))
        sqlite:///s.db : disque plein (database or disk is full) ; la transaction est annulée, ...
    """
    texte = (str(e).strip().splitlines() or [type(e).__name__])[0]
    m, bas = masquer_mot_de_passe(url), str(e).lower()
    if isinstance(e, sqlite3.Error):
        if "full" in bas:
            return ErreurStockage(f"{m} : disque plein ({texte}) ; la transaction est annulée, "
                                  "rien n'a été écrit. Libérez de la place, puis réessayez.")
        if "malformed" in bas or "not a database" in bas or "corrupt" in bas:
            return ErreurStockage(f"{m} : fichier abîmé ({texte}) ; il n'a pas été modifié. "
                                  "Restaurez une sauvegarde, ou récupérez ce qui peut l'être avec "
                                  "`sqlite3 fichier.db .recover`.")
        if ecriture_refusee(e):
            chemin = Path(url[len("sqlite:///"):]) if url.startswith("sqlite:///") else None
            voisins = (f" (SQLite crée {chemin.name}-wal et {chemin.name}-shm dans {chemin.parent})"
                       if chemin else "")
            return ErreurStockage(f"{m} : SQLite ne peut pas écrire ({texte}) ; rien n'a été "
                                  "modifié. Le fichier ET son dossier doivent vous être "
                                  f"accessibles en écriture{voisins} : vérifiez les droits "
                                  "(ls -ld), ou copiez la base dans un dossier à vous.")
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
        return ErreurStockage(f"{m} : requête interrompue ({texte}), au-delà de statement_timeout "
                              "ou sur demande d'un administrateur ; la transaction est annulée, "
                              "rien n'a été écrit. Réessayez ; si la requête est longue par "
                              "nature, allongez le délai dans l'URL "
                              "(?options=-c%20statement_timeout%3D5min).")
    if etat in ("40001", "40P01"):
        return ErreurStockage(f"{m} : transaction annulée par le serveur (conflit ou interblocage :"
                              f" {texte}) ; rien n'a été écrit, réessayez.")
    if etat.startswith("08") or etat.startswith("57P") or type(e).__name__ == "OperationalError":
        return ErreurStockage(f"{m} : connexion au serveur perdue ({texte}). Une transaction en "
                              "cours n'est pas validée ; si c'était un enregistrement, rouvrez la "
                              "session pour voir s'il est passé. La prochaine opération se "
                              "reconnecte.")
    return ErreurStockage(f"{m} : erreur PostgreSQL ({texte}) ; la transaction est annulée.")


def identite_fichier(chemin: str) -> tuple[int, int] | None:
    """(périphérique, inode) du fichier `chemin`, None s'il n'existe pas."""
    try:
        st = os.stat(chemin)
    except OSError:
        return None
    return st.st_dev, st.st_ino


def connexion_perdue(brute: Any) -> bool:
    """Vrai si la connexion psycopg est fermée ou cassée (serveur redémarré, réseau coupé)."""
    return bool(getattr(brute, "closed", False) or getattr(brute, "broken", False))


class Connexion:
    """Une connexion ouverte ; `executer` prend des `?`, `transaction()` fait tout ou rien.

    Toute erreur de la base sort en `ErreurStockage` (en français, voir `traduire`). PostgreSQL :
    une connexion perdue est rouverte à l'opération suivante ; une lecture hors transaction est
    rejouée une fois sur la nouvelle connexion, une transaction qui n'a pas pu commencer
    (BEGIN sur une connexion morte) aussi ; une écriture partie, jamais (on ne sait pas si elle
    est passée : l'erreur le dit).

    Pourquoi pas `psycopg_pool.ConnectionPool(check=ConnectionPool.check_connection)` ? Essayé
    pour l'issue 32 : le pool vérifie une connexion *avant* de la prêter (une requête vide, un
    aller-retour de plus par opération) et en ouvre une neuve si elle est morte ; il ne rejoue
    rien : une connexion qui meurt *pendant* une lecture y donne une erreur, et il faudrait
    garder ce code de rejeu. Il ajoute une dépendance, quatre fils d'exécution par stockage
    ouvert (psycopg-pool 3.3.3), et remplace l'erreur de libpq (« Connection refused », envoyée
    au journal) par un `PoolTimeout` au bout de `timeout` (30 s par défaut). Le cas qu'il
    couvre (connexion morte entre deux opérations) l'est ici sans aller-retour : c'est BEGIN,
    ou la lecture, qui échoue, et elle est rejouée (`_commencer`, `executer`).
    Un programme qui sert beaucoup d'utilisateurs à la fois aura un pool (leçon 10) ; un stockage
    du cours tient une connexion."""

    def __init__(self, brute: Any, dialecte: str, url: str) -> None:
        self.brute, self.dialecte, self.url = brute, dialecte, url
        self._profondeur = 0  # transactions imbriquées : seule la plus externe valide
        self.chemin: str | None = None   # SQLite : le fichier ouvert (voir _meme_fichier)
        if dialecte == "sqlite" and url != "sqlite:///:memory:":
            self.chemin = os.path.abspath(url[len("sqlite:///"):])
            self._identite = identite_fichier(self.chemin)

    def _meme_fichier(self) -> None:
        """SQLite : `ErreurStockage` si le chemin ne désigne plus le fichier ouvert (supprimé,
        ou remplacé par `mv`, une restauration, un autre programme). Sans ce contrôle, SQLite
        continue d'écrire dans l'ancien fichier, devenu invisible : save() réussissait, et la
        conversation n'était nulle part (tests/test_attaques_stockage_inconnu.py). Contrôlé à
        chaque opération, et une fois le droit d'écrire pris (BEGIN IMMEDIATE)."""
        if self.chemin is None or identite_fichier(self.chemin) == self._identite:
            return
        raise ErreurStockage(
            f"{self.chemin} a été supprimé ou remplacé depuis que cette base est ouverte (un "
            "`mv`, une restauration, un autre programme) : rien n'a été écrit ni lu dans "
            "l'ancien fichier. Rouvrez le stockage (ouvrir_stockage) pour travailler sur le "
            "fichier actuel.")

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
        if self._profondeur == 0:
            self._meme_fichier()
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
                self._meme_fichier()              # le droit d'écrire pris : le bon fichier ?
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
            with contextlib.ExitStack() as pile:
                self._commencer(pile)
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

    def _commencer(self, pile: contextlib.ExitStack) -> None:
        """PostgreSQL : BEGIN. Si la connexion se révèle morte à ce moment (serveur redémarré
        depuis l'opération précédente), elle est rouverte et BEGIN rejoué : aucune instruction
        de la transaction n'est encore partie, rien ne peut avoir été écrit deux fois."""
        try:
            pile.enter_context(self.brute.transaction())
        except Exception:
            if not connexion_perdue(self.brute):
                raise
            self._reconnecter_si_perdue()
            pile.enter_context(self.brute.transaction())

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
                        f"{masquer_mot_de_passe(self.url)} : le journal -wal n'a pas pu être vidé ({e}) : ce "
                        "qui vient d'être effacé n'est plus lisible par les requêtes, mais ses "
                        "octets restent dans le journal. Libérez de la place, puis recommencez "
                        "l'effacement : il videra le journal.") from e
                if not occupe:
                    return
        finally:
            self.brute.execute(f"PRAGMA busy_timeout = {attente}")
        raise ErreurStockage(
            f"{masquer_mot_de_passe(self.url)} : un lecteur tient le fichier (une autre connexion garde une "
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
        return f"Connexion({masquer_mot_de_passe(self.url)!r})"


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
                f"{masquer_mot_de_passe(b.url)} : la base a un schéma « {nom} » en version {marque[0]}, plus "
                f"récente que celle de ce code ({version}) ; elle n'a pas été modifiée. Mettez le "
                "cours à jour (git pull, make installer) avant de l'ouvrir.")
        for table, attendues in colonnes.items():
            presentes = colonnes_de(b, table)
            if presentes and not set(attendues) <= set(presentes):
                raise ErreurStockage(
                    f"{masquer_mot_de_passe(b.url)} : la table {table} n'a pas le schéma attendu (colonnes "
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
    if not url.startswith(PREFIXES_URL):
        raise ErreurStockage(
            f"URL de base non reconnue : {masquer_mot_de_passe(url)!r}. Formes acceptées : "
            "'sqlite:///chemin/vers/sessions.db' (trois barres obliques, chemin relatif ; "
            "quatre pour un chemin absolu) ou 'postgresql://utilisateur@hote:port/base' "
            "(voir `make postgres`).")
    # Un « @ » dans le mot de passe : libpq couperait au premier, et la fin du mot de passe
    # deviendrait le nom d'hôte, affiché dans son message d'erreur.
    if url.startswith(PREFIXES_URL[1:]) and url.split("://", 1)[1].split("/", 1)[0].count("@") > 1:
        raise ErreurStockage("URL PostgreSQL invalide : le mot de passe contient « @ » ; écrivez-le "
                             f"%40 dans l'URL ({masquer_mot_de_passe(url)!r}).")
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
