"""Simulation honnête du cache de préfixe : il retient ce qu'il a vu, et seulement cela.

Une requête est découpée en *segments* dans l'ordre où le fournisseur les lit (Anthropic :
outils → system → messages, un segment par bloc ; Gemini : systemInstruction → outils → parts).
Chaque segment porte l'empreinte de *tout le préfixe* qui se termine sur lui : changer un seul
caractère au début change toutes les empreintes suivantes, donc plus aucune lecture possible.
C'est le mécanisme qui fait qu'une fenêtre glissante ou un résumé invalide le cache.

Règles simulées (valeurs documentées, non mesurées sur le vrai service) :

- Anthropic (`CachePrefixe`) : on n'écrit qu'aux points `cache_control` (un `cache_control` au
  niveau de la requête pose le point sur le dernier bloc qui peut le porter : cache
  automatique) ; un préfixe de moins que le minimum du modèle (`cache_min` du catalogue : 512
  jetons pour claude-sonnet-5-5, relevé du 2026-12-01) n'est jamais mis en cache (sans erreur) ;
  une entrée vit 5 minutes (`ttl: "1h"` : une heure) et chaque lecture la prolonge d'autant ; à
  chaque point, on cherche une entrée sur ce bloc ou sur l'un des `RECUL` = 20 blocs précédents.
  Le diagnostic de cache (`diagnostics.previous_message_id`) est dans `anthropic.diagnostic_cache`.
- Gemini (`CacheImplicite`) : cache implicite, sans marqueur ; tout préfixe déjà vu pour le même
  modèle, long d'au moins le minimum du modèle (`cache_min` : 4 096 jetons pour Gemini 3.5 Flash
  et suivants, 2 048 pour 2.5), est relu (`cachedContentTokenCount`) ; durée de vie de 5 minutes,
  prolongée à chaque lecture.

Les jetons sont comptés en cl100k : une approximation des tokenizers des fournisseurs.

    >>> c = CachePrefixe(); segs = enchainer([({"t": "x"}, 2000, "5m")])
    >>> c.consulter("m", segs).ecrits, c.consulter("m", segs).lus
    (2000, 2000)

Le magasin des caches simulés : entrées (clé → expiration, durée), verrou, taille bornée.

    >>> m = Magasin(lambda: 0.0, capacite=1)
    >>> m.ecrire(("m", "a"), 300.0, 0.0); m.lire(("m", "a"), 10.0), m.lire(("m", "b"), 10.0)
    (True, False)
"""

from __future__ import annotations

import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from modele_local.signatures import empreinte

MIN_JETONS = 1024
RECUL = 20
DUREES = {"5m": 300.0, "1h": 3600.0}
CAPACITE = 50_000  # entrées retenues au plus (les plus anciennes partent d'abord)


@dataclass(frozen=True)
class Segment:
    """Un bloc de la requête : empreinte du préfixe qui finit sur lui, jetons cumulés, ttl, genre.

    `genre` : "tool", "system" ou "message" (premier élément du contenu), pour le diagnostic.
    """

    empreinte: str
    cumul: int
    ttl: str | None = None
    genre: str = ""


def enchainer(elements: list[tuple[Any, int, str | None]]) -> list[Segment]:
    """Transforme [(contenu, jetons, ttl ou None), …] en segments à empreinte cumulée."""
    segments, h, cumul = [], "", 0
    for contenu, jetons, ttl in elements:
        h = empreinte(h, contenu)
        cumul += jetons
        genre = contenu[0] if isinstance(contenu, tuple) and isinstance(contenu[0], str) else ""
        segments.append(Segment(h, cumul, ttl, genre))
    return segments


@dataclass
class Bilan:
    """Ce que le cache a fait d'une requête, en jetons."""

    total: int
    lus: int = 0
    ecrits_5m: int = 0
    ecrits_1h: int = 0

    @property
    def ecrits(self) -> int:
        return self.ecrits_5m + self.ecrits_1h

    @property
    def non_caches(self) -> int:
        """Jetons ni lus ni écrits : ce qu'Anthropic appelle `input_tokens`."""
        return self.total - self.lus - self.ecrits


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

class CachePrefixe:
    """Cache explicite façon Anthropic : écrit aux points `cache_control`, relit par préfixe."""

    def __init__(
        self,
        horloge: Callable[[], float] = time.monotonic,
        minimum: int = MIN_JETONS,
        capacite: int = CAPACITE,
    ) -> None:
        self.minimum = minimum
        self._magasin = Magasin(horloge, capacite)

    def consulter(self, modele: str, segments: list[Segment], minimum: int | None = None) -> Bilan:
        """Cherche le plus long préfixe en cache, écrit les points suivants, renvoie le bilan.

        `minimum` : le minimum de jetons du modèle (catalogue) ; à défaut, celui du cache.
        """
        minimum = self.minimum if minimum is None else minimum
        total = segments[-1].cumul if segments else 0
        bilan = Bilan(total=total)
        points = [i for i, s in enumerate(segments) if s.ttl is not None]
        m = self._magasin
        with m.verrou:
            maintenant = m.horloge()
            lu = -1
            for p in points:
                for j in range(p, max(p - RECUL - 1, -1), -1):  # ce bloc et les 20 d'avant
                    if j > lu and m.lire((modele, segments[j].empreinte), maintenant):
                        lu = j
                        break
            bilan.lus = segments[lu].cumul if lu >= 0 else 0
            fait = bilan.lus
            for p in points:
                s = segments[p]
                if p <= lu or s.cumul < minimum:
                    continue
                m.ecrire((modele, s.empreinte), DUREES.get(s.ttl or "5m", 300.0), maintenant)
                if s.ttl == "1h":
                    bilan.ecrits_1h += s.cumul - fait
                else:
                    bilan.ecrits_5m += s.cumul - fait
                fait = s.cumul
        return bilan

    def vider(self) -> None:
        """Oublie tout (pour des notebooks reproductibles)."""
        self._magasin.vider()


class CacheImplicite:
    """Cache implicite façon Gemini : tout préfixe déjà vu (>= `minimum` jetons) est relu."""

    def __init__(
        self,
        horloge: Callable[[], float] = time.monotonic,
        minimum: int = MIN_JETONS,
        duree: float = 300.0,
        capacite: int = CAPACITE,
    ) -> None:
        self.minimum, self.duree = minimum, duree
        self._magasin = Magasin(horloge, capacite)

    def consulter(self, modele: str, segments: list[Segment], minimum: int | None = None) -> int:
        """Jetons relus (plus long préfixe connu) ; retient ensuite tous ceux de la requête.

        `minimum` : celui du modèle (catalogue) ; à défaut, celui du cache."""
        minimum = self.minimum if minimum is None else minimum
        m = self._magasin
        with m.verrou:
            maintenant = m.horloge()
            lus = 0
            for s in reversed(segments):
                if s.cumul < minimum:
                    break
                if m.lire((modele, s.empreinte), maintenant):
                    lus = s.cumul
                    break
            for s in segments:
                if s.cumul >= minimum:
                    m.ecrire((modele, s.empreinte), self.duree, maintenant)
        return lus

    def vider(self) -> None:
        """Oublie tout (pour des notebooks reproductibles)."""
        self._magasin.vider()

