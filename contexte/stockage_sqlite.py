"""SQLite pour le cours : un fichier, la bibliothèque standard, et quatre réglages choisis.

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
"""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

from .stockage_erreurs import ErreurStockage

REGLAGES = ("journal_mode=WAL", "synchronous=FULL", "busy_timeout=5000", "secure_delete=ON",
            "foreign_keys=ON")


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


__all__ = ["REGLAGES", "ouvrir_sqlite"]
