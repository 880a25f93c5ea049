"""Identifiants de réponse (`msg_…`, `req_…`, `responseId`) : uniques par réponse, reproductibles.

Les vrais services donnent un id neuf à chaque réponse, même pour deux requêtes identiques, et
un `request_id` neuf à chaque erreur. Le modèle local fait de même, de deux façons :

- **reproductible** (le serveur des leçons et des tests, `modele_local.demarrer()`, ou
  `python -m modele_local --deterministe`) : l'id dérive du contenu et du nombre de fois où ce
  même contenu a déjà été vu par ce serveur. Deux requêtes identiques reçoivent deux ids
  différents ; la première garde l'id qu'elle a toujours eu, donc un notebook rejoué dans un
  noyau neuf affiche les mêmes ids ;
- **aléatoire** (`python -m modele_local` par défaut) : une graine tirée au démarrage s'ajoute,
  les ids ne se répètent pas d'un serveur à l'autre (utile si on les stocke en base).

Les fonctions d'habillage appellent `unique(prefixe, *graine)` ; hors requête (doctest, appel
direct), c'est l'id déterministe de `identifiant`.

    >>> g = Generateur(); ids = [g.nouveau("msg_01", "x") for _ in range(2)]
    >>> ids[0] == identifiant("msg_01", "x"), ids[0] != ids[1]
    (True, True)
"""

from __future__ import annotations

import secrets
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

from modele_local.signatures import empreinte

_BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def identifiant(prefixe: str, *graine: Any, longueur: int = 22) -> str:
    """Identifiant déterministe dérivé d'un hash : `identifiant("msg_01", "x")` -> 'msg_01…'."""
    n = int(empreinte(*graine), 16)
    chiffres = []
    for _ in range(longueur):
        n, r = divmod(n, 62)
        chiffres.append(_BASE62[r])
    return prefixe + "".join(chiffres)


class Generateur:
    """Compte, par contenu, les ids déjà donnés ; `aleatoire` ajoute une graine tirée au hasard."""

    def __init__(self, aleatoire: bool = False) -> None:
        self.graine = secrets.token_hex(8) if aleatoire else ""
        self._vus: dict[str, int] = {}
        self._verrou = threading.Lock()

    def nouveau(self, prefixe: str, *graine: Any) -> str:
        """Un id jamais donné par ce générateur pour ce contenu."""
        cle = empreinte(prefixe, *graine)
        with self._verrou:
            n = self._vus.get(cle, 0)
            self._vus[cle] = n + 1
            if len(self._vus) > 200_000:  # borne la mémoire d'un serveur qui tourne longtemps
                self._vus.clear()
        if n == 0 and not self.graine:
            return identifiant(prefixe, *graine)
        return identifiant(prefixe, *graine, n, self.graine)

    def vider(self) -> None:
        """Oublie les comptes (`reinitialiser()`) : les ids redeviennent ceux d'un serveur neuf."""
        with self._verrou:
            self._vus.clear()


_actif: ContextVar[Generateur | None] = ContextVar("modele_local_ids", default=None)


@contextmanager
def actif(generateur: Generateur) -> Iterator[None]:
    """Le générateur de la requête en cours (posé par le serveur, un fil par requête)."""
    jeton = _actif.set(generateur)
    try:
        yield
    finally:
        _actif.reset(jeton)


def unique(prefixe: str, *graine: Any) -> str:
    """Id d'une réponse : par le générateur de la requête en cours, sinon déterministe."""
    g = _actif.get()
    return g.nouveau(prefixe, *graine) if g is not None else identifiant(prefixe, *graine)
