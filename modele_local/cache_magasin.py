"""Le magasin des caches simulés : entrées (clé → expiration, durée), verrou, taille bornée.

    >>> m = Magasin(lambda: 0.0, capacite=1)
    >>> m.ecrire(("m", "a"), 300.0, 0.0); m.lire(("m", "a"), 10.0), m.lire(("m", "b"), 10.0)
    (True, False)
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable


class Magasin:
    """Entrées (clé -> expiration, durée) protégées par un verrou, bornées en nombre."""

    def __init__(self, horloge: Callable[[], float], capacite: int) -> None:
        self.horloge, self.capacite = horloge, capacite
        self.verrou = threading.Lock()
        self._entrees: OrderedDict[tuple[str, str], tuple[float, float]] = OrderedDict()

    def lire(self, cle: tuple[str, str], maintenant: float) -> bool:
        entree = self._entrees.get(cle)
        if entree is None:
            return False
        if entree[0] <= maintenant:
            del self._entrees[cle]
            return False
        self._entrees[cle] = (maintenant + entree[1], entree[1])  # lecture : durée prolongée
        self._entrees.move_to_end(cle)
        return True

    def ecrire(self, cle: tuple[str, str], duree: float, maintenant: float) -> None:
        self._entrees[cle] = (maintenant + duree, duree)
        self._entrees.move_to_end(cle)
        while len(self._entrees) > self.capacite:
            self._entrees.popitem(last=False)

    def vider(self) -> None:
        with self.verrou:
            self._entrees.clear()

    def __len__(self) -> int:
        return len(self._entrees)
