"""Les deux façons naïves d'enregistrer une session, gardées ici pour les voir échouer.

- `sauver_write_text` : `path.write_text(...)` directement sur le fichier final. Un processus tué
  pendant l'écriture laisse un JSON tronqué (ou vide) que la lecture suivante ne sait plus lire.
- `SessionSeed` : la version de la leçon source, temporaire fixe `x.tmp` puis `tmp.replace(path)`.
  Un kill ne corrompt plus le fichier, mais deux rédacteurs se marchent dessus : chacun relit,
  ajoute, puis remplace le fichier par *sa* liste, et le message de l'autre disparaît sans bruit.

À ne pas imiter : `contexte.Session` corrige les deux (voir contexte/disque.py et session.py).

    >>> sauver_write_text(Path("s.json"), [{"role": "user", "content": "Bonjour"}])
"""

from __future__ import annotations

import json
from pathlib import Path


def sauver_write_text(path: Path, messages: list[dict]) -> None:
    """Écrit directement sur le fichier final : tronqué si le processus meurt au milieu."""
    Path(path).write_text(json.dumps(messages, ensure_ascii=False), encoding="utf-8")


def sauver_seed(path: Path, messages: list[dict]) -> None:
    """La sauvegarde de la leçon source : un temporaire au nom fixe, puis un renommage."""
    tmp = Path(path).with_suffix(".tmp")
    tmp.write_text(json.dumps(messages))
    tmp.replace(path)


class SessionSeed:
    """La classe `Session` de la leçon source, sans verrou ni détection de conflit.

        >>> s = SessionSeed(Path("s.json")); s.messages.append({"role": "user", "content": "x"}); s.save()
    """

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self.messages: list[dict] = json.loads(self.path.read_text()) if self.path.exists() else []

    def save(self) -> None:
        """Enregistre par `tmp.replace` (voir `sauver_seed`)."""
        sauver_seed(self.path, self.messages)
