"""Les sessions de plusieurs utilisateurs, derrière une seule API (leçon 10) : `ouvrir_stockage(url)`.

- 'sqlite:///chemin/sessions.db' : une base SQLite (défaut du cours) ;
- 'postgresql://utilisateur@hote:port/base' : un serveur PostgreSQL (`make postgres`) ;
- un chemin de dossier : les fichiers JSON de la leçon 02 (`StockageJSON`).

Ouvrir une base depuis son URL (SQLite réglé pour le cours, PostgreSQL par psycopg) est dans
`contexte.connexion`.

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
`ConflitEcriture` (le même refus que la leçon 02) sans rien écrire.

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
"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

from .connexion import Connexion, connecter
from .disque import en_json
from .erreurs import ConflitEcriture, ErreurStockage, verifier_identifiant, verifier_messages
from .session import Session

TABLES = (
    "CREATE TABLE IF NOT EXISTS sessions (utilisateur TEXT NOT NULL, ident TEXT NOT NULL, "
    "version INTEGER NOT NULL, PRIMARY KEY (utilisateur, ident))",
    "CREATE TABLE IF NOT EXISTS messages (utilisateur TEXT NOT NULL, ident TEXT NOT NULL, "
    "rang INTEGER NOT NULL, message TEXT NOT NULL, PRIMARY KEY (utilisateur, ident, rang), "
    "FOREIGN KEY (utilisateur, ident) REFERENCES sessions (utilisateur, ident) ON DELETE CASCADE)",
)


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
        self._enregistres = [json.loads(t) for (t,) in lignes]  # copie de ce qui est en base
        self.messages: list[dict] = [json.loads(t) for (t,) in lignes]

    def _debut_inchange(self) -> int:
        """Combien de messages, depuis le début, sont encore ceux qui sont en base.

        Le cas courant (on a seulement ajouté) se voit d'une comparaison de listes en C, sans
        rien resérialiser : save() n'encode en JSON que les messages nouveaux."""
        n = len(self._enregistres)
        if self.messages[:n] == self._enregistres:
            return n
        i = 0
        while i < min(len(self.messages), n) and self.messages[i] == self._enregistres[i]:
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
            if self._version == 0:
                passe = b.executer("INSERT INTO sessions (utilisateur, ident, version) VALUES "
                                   "(?, ?, 1) ON CONFLICT DO NOTHING", cle).rowcount
            else:  # verrouille la ligne jusqu'au COMMIT ; 0 ligne : quelqu'un est passé avant
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
        self._version += 1
        del self._enregistres[garde:]
        self._enregistres.extend(json.loads(t) for t in textes)  # des copies : indépendantes

    def __repr__(self) -> str:
        return f"SessionEnBase({self.utilisateur!r}, {self.ident!r}, {len(self.messages)} messages)"


class StockageEnBase:
    """Les sessions de tous les utilisateurs dans une base ; crée les tables au besoin."""

    def __init__(self, base: Connexion) -> None:
        self.base = base
        with base.transaction():
            for ordre in TABLES:
                base.executer(ordre)

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
        journal WAL est vidé (checkpoint TRUNCATE). PostgreSQL : voir la leçon 10 (VACUUM, WAL)."""
        cle = (verifier_identifiant("l'utilisateur", utilisateur),)
        with self.base.transaction() as b:
            b.executer("DELETE FROM messages WHERE utilisateur = ?", cle)
            n = b.executer("DELETE FROM sessions WHERE utilisateur = ?", cle).rowcount
        self.base.vider_journal()
        return n

    def fermer(self) -> None:
        """Ferme la connexion à la base."""
        self.base.fermer()


# --- En fichiers JSON : un dossier par utilisateur, une Session par fichier.


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
        return self.dossier / verifier_identifiant("l'utilisateur", utilisateur)

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
        shutil.rmtree(self._dossier_de(utilisateur), ignore_errors=True)
        return n

    def fermer(self) -> None:
        """Rien à fermer (même API que les bases)."""

    def __repr__(self) -> str:
        return f"StockageJSON({str(self.dossier)!r})"
