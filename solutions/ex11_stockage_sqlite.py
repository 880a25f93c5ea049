"""Exercice 11 — Des sessions dans SQLite : l'ajout en O(1) et le refus de la mise à jour perdue.

Leçon 10 : `notebooks/10_sessions_en_base.ipynb`.

La leçon 10 range une conversation dans deux tables (`SCHEMA`, fourni) : `sessions`, une ligne
par conversation avec sa **version** (+1 à chaque enregistrement), et `messages`, une ligne par
message, numérotée par `rang` (0, 1, 2…). Vous écrivez les trois gestes qui comptent :

1. `ouvrir(chemin)` : la connexion, réglée pour ne rien perdre et ne rien laisser traîner ;
2. `enregistrer(...)` : ajouter des messages **sans réécrire les anciens**, en une transaction,
   et lever `ConflitEcriture` si un autre rédacteur est passé depuis la lecture ;
3. `effacer_utilisateur(...)` : le droit à l'effacement, jusqu'aux octets du fichier.

    >>> base = ouvrir("camille.db")
    >>> enregistrer(base, "camille", "lundi", 0, 0, [{"role": "user", "content": "Bonjour"}])
    1
    >>> lire(base, "camille", "lundi")
    (1, [{'role': 'user', 'content': 'Bonjour'}])

Ne modifiez que les corps qui lèvent `NotImplementedError`.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from contexte import ConflitEcriture

SCHEMA = (
    "CREATE TABLE IF NOT EXISTS sessions (utilisateur TEXT NOT NULL, ident TEXT NOT NULL, "
    "version INTEGER NOT NULL, PRIMARY KEY (utilisateur, ident))",
    "CREATE TABLE IF NOT EXISTS messages (utilisateur TEXT NOT NULL, ident TEXT NOT NULL, "
    "rang INTEGER NOT NULL, message TEXT NOT NULL, PRIMARY KEY (utilisateur, ident, rang))",
)


def ouvrir(chemin: str | Path) -> sqlite3.Connection:
    """Ouvre la base `chemin` et crée les tables de `SCHEMA` si besoin.

    - `isolation_level=None` : c'est vous qui écrirez `BEGIN IMMEDIATE`, `COMMIT`, `ROLLBACK` ;
    - réglages (`PRAGMA`) : `journal_mode=WAL`, `synchronous=FULL` (un COMMIT rendu est sur le
      disque), `busy_timeout=5000` (attendre 5 s une base occupée), `secure_delete=ON` (une ligne
      effacée est remise à zéro dans le fichier).
    """
    ### BEGIN SOLUTION
    ### BEGIN HINT
    # À faire : base = sqlite3.connect(chemin, isolation_level=None) ; un base.execute(
    # "PRAGMA …") par réglage ; un base.execute(ordre) par ordre de SCHEMA ; return base.
    ### END HINT
    base = sqlite3.connect(chemin, isolation_level=None)
    for reglage in ("journal_mode=WAL", "synchronous=FULL", "busy_timeout=5000", "secure_delete=ON"):
        base.execute(f"PRAGMA {reglage}")
    for ordre in SCHEMA:
        base.execute(ordre)
    return base
    ### END SOLUTION


def lire(base: sqlite3.Connection, utilisateur: str, ident: str) -> tuple[int, list[dict]]:
    """(version, messages dans l'ordre des rangs) ; version 0 : la session n'existe pas (fourni)."""
    ligne = base.execute("SELECT version FROM sessions WHERE utilisateur = ? AND ident = ?",
                         (utilisateur, ident)).fetchone()
    lignes = base.execute("SELECT message FROM messages WHERE utilisateur = ? AND ident = ? "
                          "ORDER BY rang", (utilisateur, ident)).fetchall()
    return (ligne[0] if ligne else 0), [json.loads(texte) for (texte,) in lignes]


def enregistrer(base: sqlite3.Connection, utilisateur: str, ident: str, version_lue: int,
                deja: int, nouveaux: list[dict]) -> int:
    """Ajoute `nouveaux` à la session, après les `deja` messages lus ; renvoie la nouvelle version.

    Tout dans **une** transaction (`BEGIN IMMEDIATE` … `COMMIT`) :

    - la version : si `version_lue` vaut 0, la session n'existe pas encore, on l'insère avec la
      version 1 ; sinon `UPDATE … SET version = version + 1 WHERE … AND version = ?`. Si aucune
      ligne n'a été insérée ou modifiée (`curseur.rowcount != 1`), un autre rédacteur est passé :
      `ConflitEcriture`, et **rien** n'est écrit ;
    - une ligne par nouveau message, rangs `deja`, `deja + 1`…, le message en texte JSON
      (`json.dumps(message, ensure_ascii=False)`). Les anciens messages ne sont pas réécrits.

    Si quoi que ce soit échoue (conflit, erreur de la base…), `ROLLBACK` puis l'exception remonte :
    ni ligne à moitié écrite, ni transaction laissée ouverte.
    """
    ### BEGIN SOLUTION
    ### BEGIN HINT
    # À faire : base.execute("BEGIN IMMEDIATE"), puis dans un try : la version (INSERT …
    # ON CONFLICT DO NOTHING, ou UPDATE … WHERE version = ?), rowcount != 1 -> raise
    # ConflitEcriture(...) ; un INSERT par nouveau message ; COMMIT. except BaseException :
    # ROLLBACK, puis raise. Renvoyez version_lue + 1.
    ### END HINT
    cle = (utilisateur, ident)
    base.execute("BEGIN IMMEDIATE")
    try:
        if version_lue == 0:
            curseur = base.execute("INSERT INTO sessions VALUES (?, ?, 1) ON CONFLICT DO NOTHING", cle)
        else:
            curseur = base.execute("UPDATE sessions SET version = version + 1 WHERE utilisateur = ? "
                                   "AND ident = ? AND version = ?", (*cle, version_lue))
        if curseur.rowcount != 1:
            raise ConflitEcriture(f"{utilisateur}/{ident} a été enregistrée par un autre rédacteur "
                                  f"depuis la version {version_lue} : relisez, puis recommencez.")
        for rang, message in enumerate(nouveaux, start=deja):
            base.execute("INSERT INTO messages VALUES (?, ?, ?, ?)",
                         (*cle, rang, json.dumps(message, ensure_ascii=False)))
        base.execute("COMMIT")
    except BaseException:
        base.execute("ROLLBACK")
        raise
    return version_lue + 1
    ### END SOLUTION


def effacer_utilisateur(base: sqlite3.Connection, utilisateur: str) -> int:
    """Efface toutes les sessions et tous les messages de `utilisateur`, en une transaction, et
    renvoie le nombre de sessions effacées. Puis `PRAGMA wal_checkpoint(TRUNCATE)` : le journal
    WAL, où le texte a d'abord été écrit, est reversé dans la base et vidé. Les autres
    utilisateurs ne perdent rien.
    """
    ### BEGIN SOLUTION
    ### BEGIN HINT
    # À faire : BEGIN IMMEDIATE ; DELETE FROM messages WHERE utilisateur = ? ; n = (DELETE FROM
    # sessions WHERE utilisateur = ?).rowcount ; COMMIT (ROLLBACK si erreur) ; le checkpoint ; n.
    ### END HINT
    base.execute("BEGIN IMMEDIATE")
    try:
        base.execute("DELETE FROM messages WHERE utilisateur = ?", (utilisateur,))
        n = base.execute("DELETE FROM sessions WHERE utilisateur = ?", (utilisateur,)).rowcount
        base.execute("COMMIT")
    except BaseException:
        base.execute("ROLLBACK")
        raise
    base.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    return n
    ### END SOLUTION
