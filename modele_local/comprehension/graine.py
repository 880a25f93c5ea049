"""Un mode semé du modèle local, activé par un en-tête de requête le temps d'une requête.

Deux modes s'en servent, chacun avec son en-tête : la dérive des résumés (`derive.py`,
`x-modele-local-derive`) et « un long contexte n'est pas gratuit » (`contexte_long.py`,
`x-modele-local-contexte-long`). La graine vaut pour le fil qui traite la requête, seulement.

    >>> mode = ModeSeme("x-exemple", "la graine de l'exemple")
    >>> mode.lire(" 7 "), mode.lire(None)
    (7, None)
    >>> with mode.active(3):
    ...     mode.courante()
    3
    >>> mode.courante() is None
    True
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar


class ModeSeme:
    """L'en-tête d'un mode, sa lecture (erreur française si invalide) et la graine en cours."""

    def __init__(self, en_tete: str, libelle: str) -> None:
        self.en_tete, self.libelle = en_tete, libelle
        self._graine: ContextVar[int | None] = ContextVar(en_tete, default=None)

    def lire(self, valeur: str | None) -> int | None:
        """Valeur de l'en-tête -> graine ; None si absent ; ValueError (en français) si invalide."""
        if valeur is None:
            return None
        try:
            return int(valeur.strip())
        except ValueError:
            raise ValueError(f"En-tête {self.en_tete} invalide : {valeur[:40]!r} (attendu : un "
                             f"entier, {self.libelle}).") from None

    @contextmanager
    def active(self, graine: int | None) -> Iterator[None]:
        """Active le mode (ou pas, avec None) le temps d'une requête, dans ce fil seulement."""
        jeton = self._graine.set(graine)
        try:
            yield
        finally:
            self._graine.reset(jeton)

    def courante(self) -> int | None:
        """La graine de la requête en cours de traitement, ou None (mode coupé)."""
        return self._graine.get()
