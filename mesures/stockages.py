"""Sept façons d'enregistrer une conversation après chaque message, toutes avec la même interface.

`preparer(dossier, messages)` crée le stockage avec un historique déjà là (non chronométré) ;
`ajouter(message)` ajoute un message et l'enregistre (ce que `mesures.persistance` chronomètre) ;
`fermer()` libère ce qui doit l'être.

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as d:
    ...     s = Journal(fsync=True); s.preparer(Path(d), [])
    ...     s.ajouter({"role": "user", "content": "Salut"}); s.fermer()
    ...     print([p.name for p in Path(d).iterdir()])
    ['session.jsonl']

Le journal et SQLite sont réduits ici à ce qui coûte (écrire) : un vrai journal doit aussi savoir
relire une dernière ligne déchirée (c'est l'exercice 3), une vraie base gérer son schéma.
"""

from __future__ import annotations

import json
import os
import sqlite3
from pathlib import Path

from contexte import Session
from contexte.disque import ecrire_atomique


class ReecritureGraine:
    """Le `save()` de la leçon source : tout le JSON dans `x.tmp`, puis `replace`."""

    def preparer(self, dossier: Path, messages: list[dict]) -> None:
        self.path, self.messages = dossier / "session.json", list(messages)
        self.path.write_text(json.dumps(self.messages))

    def ajouter(self, message: dict) -> None:
        self.messages.append(message)
        tmp = self.path.with_suffix(".tmp")
        tmp.write_text(json.dumps(self.messages))
        tmp.replace(self.path)

    def fermer(self) -> None:
        pass


class ReecritureFsync(ReecritureGraine):
    """Tout le JSON, écrit par `ecrire_atomique` : temporaire, fsync, `os.replace`, fsync du dossier."""

    def ajouter(self, message: dict) -> None:
        self.messages.append(message)
        ecrire_atomique(self.path, json.dumps(self.messages, ensure_ascii=False))


class SessionDuCours(ReecritureGraine):
    """`contexte.Session` : réécriture atomique et durable, plus verrou et détection de conflit."""

    def preparer(self, dossier: Path, messages: list[dict]) -> None:
        self.session = Session(dossier / "session.json")
        self.session.messages = list(messages)
        self.session.save()

    def ajouter(self, message: dict) -> None:
        self.session.messages.append(message)
        self.session.save()


class Journal:
    """Ajout seul (JSON Lines) : chaque sauvegarde n'écrit que la ligne du nouveau message."""

    def __init__(self, fsync: bool) -> None:
        self.fsync = fsync

    def preparer(self, dossier: Path, messages: list[dict]) -> None:
        self.path = dossier / "session.jsonl"
        with open(self.path, "wb") as f:
            f.writelines(self._ligne(m) for m in messages)

    @staticmethod
    def _ligne(message: dict) -> bytes:
        return (json.dumps(message, ensure_ascii=False) + "\n").encode("utf-8")

    def ajouter(self, message: dict) -> None:
        with open(self.path, "ab") as f:
            f.write(self._ligne(message))
            if self.fsync:
                f.flush()
                os.fsync(f.fileno())

    def fermer(self) -> None:
        pass


class SQLite:
    """Une ligne par message dans une base SQLite (mode WAL), une transaction par sauvegarde."""

    def __init__(self, fsync: bool) -> None:
        self.fsync = fsync

    def preparer(self, dossier: Path, messages: list[dict]) -> None:
        self.db = sqlite3.connect(dossier / "session.db", isolation_level=None)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute(f"PRAGMA synchronous={'FULL' if self.fsync else 'OFF'}")
        self.db.execute("CREATE TABLE messages (id INTEGER PRIMARY KEY, role TEXT, contenu TEXT)")
        with self.db:
            self.db.execute("BEGIN")
            self.db.executemany("INSERT INTO messages (role, contenu) VALUES (?, ?)",
                                [self._valeurs(m) for m in messages])

    @staticmethod
    def _valeurs(message: dict) -> tuple[str, str]:
        return message["role"], json.dumps(message["content"], ensure_ascii=False)

    def ajouter(self, message: dict) -> None:
        self.db.execute("INSERT INTO messages (role, contenu) VALUES (?, ?)", self._valeurs(message))

    def fermer(self) -> None:
        if getattr(self, "db", None) is not None:
            self.db.close()


def methodes() -> dict[str, object]:
    """Les méthodes comparées, dans l'ordre des tableaux (neuves à chaque appel)."""
    return {
        "réécriture atomique (graine)": ReecritureGraine(),
        "réécriture atomique + fsync": ReecritureFsync(),
        "Session du cours (+ fsync)": SessionDuCours(),
        "journal": Journal(fsync=False),
        "journal + fsync": Journal(fsync=True),
        "SQLite": SQLite(fsync=False),
        "SQLite + fsync": SQLite(fsync=True),
    }
