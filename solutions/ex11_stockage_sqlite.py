"""Exercice 11 — Des sessions dans SQLite : un tour par transaction, la reprise sur conflit.

Leçon 10 : `notebooks/10_sessions_en_base.ipynb`.

La leçon 10 écrit `ajouter` : **un** message, une transaction, une version de plus, et
`ConflitEcriture` si un autre rédacteur est passé depuis la lecture. Elle s'arrête là où le
travail commence : « il doit relire et refaire son ajout ». Vous écrivez les deux gestes qui
manquent :

1. `enregistrer(...)` : un **tour entier** (la question, l'appel d'outil, son résultat, la
   réponse) en une seule transaction et une seule version de plus. Un autre processus qui relit
   la session voit tout le tour ou rien, jamais un `tool_use` sans son `tool_result` (que l'API
   refuse d'un 400, leçon 04) ;
2. `ajouter_tour(...)` : la reprise sur conflit. On relit, on **refait le tour sur l'historique
   relu** (la réponse d'un modèle dépend de ce qu'il a lu : recoller l'ancienne après le message
   d'un autre serait répondre à une conversation qui n'existe plus), on réessaie, un nombre
   borné de fois.

Les tables, `ouvrir` et `lire` sont fournis (ceux de la leçon, avec les réglages de
`contexte.stockage`).

    >>> base = ouvrir("camille.db")
    >>> enregistrer(base, "camille", "lundi", 0, 0, [{"role": "user", "content": "Bonjour"},
    ...                                              {"role": "assistant", "content": "Bonjour !"}])
    1
    >>> ajouter_tour(base, "camille", "lundi",
    ...              lambda lus: [{"role": "user", "content": f"J'ai lu {len(lus)} messages."}])
    2

Ne modifiez que les corps qui lèvent `NotImplementedError`.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from pathlib import Path

from contexte import ConflitEcriture

SCHEMA = (
    "CREATE TABLE IF NOT EXISTS sessions (utilisateur TEXT NOT NULL, ident TEXT NOT NULL, "
    "version INTEGER NOT NULL, PRIMARY KEY (utilisateur, ident))",
    "CREATE TABLE IF NOT EXISTS messages (utilisateur TEXT NOT NULL, ident TEXT NOT NULL, "
    "rang INTEGER NOT NULL, message TEXT NOT NULL, PRIMARY KEY (utilisateur, ident, rang))",
)


def ouvrir(chemin: str | Path) -> sqlite3.Connection:
    """La base `chemin`, tables créées, réglée comme `contexte.stockage` (fourni).

    `isolation_level=None` : c'est vous qui écrivez `BEGIN IMMEDIATE`, `COMMIT`, `ROLLBACK`.
    """
    base = sqlite3.connect(chemin, isolation_level=None)
    for reglage in ("journal_mode=WAL", "synchronous=FULL", "busy_timeout=5000", "secure_delete=ON"):
        base.execute(f"PRAGMA {reglage}")
    for ordre in SCHEMA:
        base.execute(ordre)
    return base


def lire(base: sqlite3.Connection, utilisateur: str, ident: str) -> tuple[int, list[dict]]:
    """(version, messages dans l'ordre des rangs) ; version 0 : la session n'existe pas (fourni)."""
    ligne = base.execute("SELECT version FROM sessions WHERE utilisateur = ? AND ident = ?",
                         (utilisateur, ident)).fetchone()
    lignes = base.execute("SELECT message FROM messages WHERE utilisateur = ? AND ident = ? "
                          "ORDER BY rang", (utilisateur, ident)).fetchall()
    return (ligne[0] if ligne else 0), [json.loads(texte) for (texte,) in lignes]


def enregistrer(base: sqlite3.Connection, utilisateur: str, ident: str, version_lue: int,
                deja: int, nouveaux: list[dict]) -> int:
    """Ajoute le lot `nouveaux` après les `deja` messages lus ; renvoie la nouvelle version.

    - **Une** transaction pour tout le lot, et **une** version de plus (pas une par message) :
      `[q, r]` enregistré sur la version 1 donne la version 2 ;
    - le contrôle de la leçon : si la version en base n'est plus `version_lue` (0 : la session
      n'existe pas encore), `ConflitEcriture`, et rien du lot n'est écrit ;
    - rangs `deja`, `deja + 1`…, chaque message en texte JSON (`ensure_ascii=False`) ; les
      anciens messages ne sont pas réécrits ;
    - un lot vide n'écrit rien, n'ouvre aucune transaction et rend `version_lue` ;
    - un lot qui finit par un message `assistant` contenant un bloc `tool_use` est refusé
      (`ValueError`, avant d'écrire quoi que ce soit) : son `tool_result` doit venir dans le
      même lot ;
    - toute erreur (conflit, erreur de la base…) : `ROLLBACK`, puis l'exception remonte.
    """
    ### BEGIN SOLUTION
    ### BEGIN HINT
    # À faire : partez d'`ajouter` (leçon 10) et changez ce que dit la docstring : le lot vide,
    # le lot qui finit sur un appel d'outil, une seule version pour le lot, les rangs.
    ### END HINT
    if not nouveaux:
        return version_lue
    dernier = nouveaux[-1]
    if dernier.get("role") == "assistant" and isinstance(dernier.get("content"), list) and any(
            bloc.get("type") == "tool_use" for bloc in dernier["content"]):
        raise ValueError("Lot refusé : il finit par un appel d'outil (tool_use) sans son "
                         "tool_result ; enregistrez l'appel et son résultat dans le même lot.")
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
        base.executemany("INSERT INTO messages VALUES (?, ?, ?, ?)",
                         [(*cle, rang, json.dumps(message, ensure_ascii=False))
                          for rang, message in enumerate(nouveaux, start=deja)])
        base.execute("COMMIT")
    except BaseException:
        base.execute("ROLLBACK")
        raise
    return version_lue + 1
    ### END SOLUTION


def ajouter_tour(base: sqlite3.Connection, utilisateur: str, ident: str,
                 tour: Callable[[list[dict]], list[dict]], essais: int = 3) -> int:
    """Relit la session, fait `tour(messages_lus)` et enregistre le lot qu'il rend ; renvoie la
    nouvelle version.

    `tour` reçoit l'historique relu et rend les messages à ajouter (dans un assistant : la
    question de l'utilisatrice et la réponse du modèle, calculée sur cet historique). Sur
    `ConflitEcriture` : relire, **rappeler** `tour` sur l'historique relu, réessayer ; `essais`
    tentatives en tout (`tour` est donc appelé au plus `essais` fois). Si la dernière échoue
    encore : `ConflitEcriture`, qui dit combien d'essais ont été faits ; ne rendez jamais une
    version qui n'a pas été écrite.

    Toute autre erreur (celle de `tour`, un lot refusé, une erreur de la base) remonte tout de
    suite, sans nouvel essai : réessayer ne la réglerait pas. `essais` < 1 : `ValueError`.
    """
    ### BEGIN SOLUTION
    ### BEGIN HINT
    # À faire : une boucle bornée par `essais` ; à chaque tour de boucle, `lire`, `tour`,
    # `enregistrer` ; seul `ConflitEcriture` fait recommencer.
    ### END HINT
    if essais < 1:
        raise ValueError(f"essais doit valoir au moins 1 (reçu {essais!r}).")
    for _ in range(essais):
        version, messages = lire(base, utilisateur, ident)
        try:
            return enregistrer(base, utilisateur, ident, version, len(messages), tour(messages))
        except ConflitEcriture:
            continue
    raise ConflitEcriture(f"{utilisateur}/{ident} : {essais} essais, et un autre rédacteur est "
                          "passé avant chacun ; réessayez plus tard ou espacez les rédacteurs.")
    ### END SOLUTION
