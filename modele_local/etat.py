"""Ce que le serveur local retient entre deux requêtes : caches simulés, ids déjà donnés, journal.

    >>> Etat().journal is None
    True
"""

from __future__ import annotations

from modele_local.anthropic.diagnostic_cache import Empreintes
from modele_local.cache import CacheImplicite, CachePrefixe
from modele_local.gemini.cache_explicite import CachesExplicites
from modele_local.identifiants import Generateur
from modele_local.journal import Journal


class Etat:
    """Caches (préfixe Anthropic, implicite et explicite Gemini), générateur d'ids, journal.

    `deterministe` : ids reproductibles (serveur des leçons et des tests) ; sinon une graine tirée
    au démarrage (voir `identifiants`).
    """

    def __init__(self, deterministe: bool = True) -> None:
        self.cache_anthropic = CachePrefixe()
        self.empreintes = Empreintes()  # diagnostic de cache (`diagnostics.previous_message_id`)
        self.cache_gemini = CacheImplicite()
        self.caches_explicites = CachesExplicites()
        self.ids = Generateur(aleatoire=not deterministe)
        self.journal: Journal | None = None

    def reinitialiser(self) -> None:
        """Vide les caches (le cache explicite Gemini compris) ; les ids repartent de zéro."""
        self.cache_anthropic.vider()
        self.empreintes.vider()
        self.cache_gemini.vider()
        self.ids.vider()
        self.caches_explicites.vider()
