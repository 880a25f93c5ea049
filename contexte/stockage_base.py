"""Les sessions de tous les utilisateurs dans une base (SQLite ou PostgreSQL), une ligne par message.

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
"""

from __future__ import annotations

import json
import pickle

from .disque import ConflitEcriture, FichierInvalide
from .precautions import en_json
from .stockage_erreurs import verifier_identifiant
from .stockage_url import Connexion, connecter, preparer_schema
from .valider import verifier_messages

SCHEMA = (
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


def memes_valeurs(a: object, b: object) -> bool:
    """Égales ET de mêmes types partout : `1` n'est pas `True`, `2.0` n'est pas `2`, `-0.0`
    n'est pas `0.0` (le `==` de Python les confond, et save() n'écrirait pas le changement).

        >>> memes_valeurs([{"v": 1}], [{"v": 1}]), memes_valeurs([{"v": 1}], [{"v": True}])
        (True, False)
    """
    try:
        return a == b and pickle.dumps(a, 5) == pickle.dumps(b, 5)
    except Exception:  # noqa: BLE001 - imbrication sans fin, objet impicklable : « changé »
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


def ligne_json(message: dict) -> str:
    """Le texte JSON compact d'un message, tel qu'il est rangé dans la colonne `message`."""
    return json.dumps(message, ensure_ascii=False, separators=(",", ":"))


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
        preparer_schema(base, "sessions", VERSION_SCHEMA, SCHEMA, COLONNES)

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



__all__ = ["SessionEnBase", "StockageEnBase", "connecter", "ligne_json", "verifier_identifiant"]
