"""Exercice 3 — Un journal de session en ajout seul (JSON Lines).

Leçon 02 : `notebooks/02_persister_la_session.ipynb`.

`Session.save()` réécrit tout le fichier à chaque message : sûr (écriture atomique), mais le
coût grandit avec la conversation. Un journal n'écrit que le nouveau message, sur une ligne à
lui, à la fin du fichier. Le risque change de forme : un crash pendant l'écriture laisse une
dernière ligne déchirée, qu'il faut reconnaître et retirer au chargement.

    >>> j = Journal("camille.jsonl"); j.ajouter({"role": "user", "content": "Bonjour"})

Une ligne n'est complète que si elle se termine par "\\n" : c'est le dernier octet écrit.
Ne modifiez que les corps qui lèvent `NotImplementedError`.
"""

from __future__ import annotations

import json
import os
from pathlib import Path


def ligne_json(message: dict) -> bytes:
    """La ligne écrite pour un message (fournie) : JSON compact, UTF-8 lisible, "\\n" final.

        >>> ligne_json({"content": "é"})  # -> b'{"content": "\\xc3\\xa9"}\\n'
    """
    return (json.dumps(message, ensure_ascii=False) + "\n").encode("utf-8")


def lire_journal(path: str | Path) -> tuple[list[dict], int]:
    """Relit un journal : `(messages, fin)`, où `fin` est la taille en octets de sa partie saine.

    - fichier absent : `([], 0)` ;
    - chaque ligne terminée par "\\n" est un objet JSON (un dict) : c'est un message. Une ligne
      vide est ignorée. Une ligne complète illisible, ou qui n'est pas un objet, signale une
      corruption : `ValueError` qui donne son numéro (à partir de 1) — on ne jette rien en silence ;
    - un dernier morceau sans "\\n" final est une ligne déchirée par un crash : on l'ignore,
      même s'il se trouve être du JSON valide, et `fin` s'arrête juste avant lui.

        >>> lire_journal("s.jsonl")  # fichier b'{"a": 1}\\n{"b"' -> ([{"a": 1}], 9)
    """
    ### BEGIN SOLUTION
    ### BEGIN HINT
    # À faire : lisez les octets (Path(path).read_bytes()), découpez sur b"\n" ; toutes
    # les lignes sauf le dernier morceau sont complètes. Comptez les octets (len + 1).
    ### END HINT
    path = Path(path)
    if not path.exists():
        return [], 0
    morceaux = path.read_bytes().split(b"\n")
    messages: list[dict] = []
    fin = 0
    for numero, ligne in enumerate(morceaux[:-1], start=1):  # le dernier morceau n'a pas de \n
        fin += len(ligne) + 1
        if not ligne.strip():
            continue
        try:
            message = json.loads(ligne.decode("utf-8"))
        except ValueError as e:
            raise ValueError(f"{path.name}, ligne {numero} : ligne complète illisible ({e}). "
                             "Le journal est corrompu ; rien n'a été modifié.") from e
        if not isinstance(message, dict):
            raise ValueError(f"{path.name}, ligne {numero} : un objet JSON est attendu, pas "
                             f"{type(message).__name__}.")
        messages.append(message)
    return messages, fin
    ### END SOLUTION


class Journal:
    """Une session stockée en JSON Lines, une ligne par message, écrite en ajout seul."""

    def __init__(self, path: str | Path) -> None:
        """Relit le journal s'il existe ; une ligne déchirée en fin de fichier est retirée *du
        fichier* (troncature à `fin`), pour que le prochain ajout commence sur une ligne propre.
        `self.dechire` dit si c'est arrivé.
        """
        self.path = Path(path)
        ### BEGIN SOLUTION
        ### BEGIN HINT
        # À faire : self.messages et fin viennent de lire_journal ; si le fichier est plus
        # long que fin, tronquez-le à fin (os.truncate) et mettez self.dechire à True.
        ### END HINT
        self.messages, fin = lire_journal(self.path)
        self.dechire = self.path.exists() and self.path.stat().st_size > fin
        if self.dechire:
            os.truncate(self.path, fin)
        ### END SOLUTION

    def ajouter(self, message: dict) -> None:
        """Ajoute un message : une ligne (`ligne_json`) à la fin du fichier, vidée sur le disque
        (flush + `os.fsync`) avant de l'ajouter à `self.messages`. Rien n'est écrit si le message
        n'est pas sérialisable en JSON.
        """
        ### BEGIN SOLUTION
        ### BEGIN HINT
        # À faire : calculez la ligne d'abord (une erreur JSON ne doit rien écrire), ouvrez
        # le fichier en mode "ab", écrivez, flush, os.fsync, puis ajoutez à self.messages.
        ### END HINT
        ligne = ligne_json(message)
        with open(self.path, "ab") as f:
            f.write(ligne)
            f.flush()
            os.fsync(f.fileno())
        self.messages.append(message)
        ### END SOLUTION


def octets_ecrits(messages: list[dict]) -> tuple[int, int]:
    """Octets écrits sur le disque pour enregistrer `messages` un par un : `(journal, réécriture)`.

    - journal : chaque message écrit une fois, sa ligne (`ligne_json`) ;
    - réécriture complète : après chaque message, tout le fichier est réécrit, soit
      `json.dumps(messages[:k], ensure_ascii=False)` encodé en UTF-8, pour k = 1 … n.

    On compte des octets, pas des caractères : « é » en vaut deux.

        >>> octets_ecrits([{"a": 1}, {"b": 2}])  # -> (18, 30)
    """
    ### BEGIN SOLUTION
    ### BEGIN HINT
    # À faire : additionnez len(ligne_json(m)) pour le journal, et la longueur en octets
    # de json.dumps(messages[:k], ensure_ascii=False).encode("utf-8") pour k de 1 à n.
    ### END HINT
    journal = sum(len(ligne_json(m)) for m in messages)
    reecriture = sum(len(json.dumps(messages[:k], ensure_ascii=False).encode("utf-8"))
                     for k in range(1, len(messages) + 1))
    return journal, reecriture
    ### END SOLUTION
