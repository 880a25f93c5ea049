"""Gemini Interactions pour `make mesures` : l'historique est gardé chez Google.

On n'envoie que le nouveau message et `previous_interaction_id`. Le modèle local ne simule pas
le cache implicite pour Interactions : la ligne « sans cache » est un maximum. Google annonce
des taux de succès du cache plus élevés avec l'état côté serveur (ai.google.dev,
« Interactions », page traduite zh-cn lue le 2026-12-01 : « 缓存命中率更高,费用更低 ») et dit le
cache implicite actif en mode avec état (`previous_interaction_id`) comme sans état, au-delà de
4 096 tokens pour Gemini 3.5 Flash et suivants (« Context caching », copies traduites lues le
2026-12-01) ; sans chiffre de taux. `InteractionsGeminiCache` montre l'autre borne : tout
l'historique déjà vu relu depuis le cache (hypothèse la plus favorable).

Exemple : `InteractionsGemini(client_gemini()).jouer(("Bonjour", ""))` rend `(usage, [])`.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from cours.clients import MODELE_GEMINI
from modele_local.catalogue import fiche

# Minimum du cache implicite (4 096 pour Gemini 3.5 Flash et suivants) : lu dans le catalogue.
CACHE_MIN_GEMINI = fiche(MODELE_GEMINI).cache_min


class InteractionsGemini:
    """Gemini Interactions : on n'envoie que le nouveau message, Google garde l'historique.

    L'historique stocké contient les réponses du modèle, pas les réponses écrites d'avance des
    autres stratégies (on ne peut pas les y mettre) : ce qui est envoyé reste comparable.
    """

    nom = f"Gemini Interactions ({MODELE_GEMINI}, previous_interaction_id)"

    def __init__(self, client: Any) -> None:
        self.client = client
        self.precedente: str | None = None
        self.identifiants: list[str] = []

    def creer(self, texte: str) -> Any:
        options = {"previous_interaction_id": self.precedente} if self.precedente else {}
        return self.client.interactions.create(model=MODELE_GEMINI, input=texte, **options)

    def jouer(self, etape: tuple[str, str]) -> tuple[Any, list[Any]]:
        interaction = self.creer(etape[0])
        self.precedente = interaction.id
        self.identifiants.append(interaction.id)
        return usage_anthropic(interaction.usage), []

    def sonde(self, question: str) -> str:
        # Une interaction de plus, branchée sur la dernière : la conversation n'avance pas.
        return self.creer(question).output_text or ""


def usage_anthropic(u: Any) -> SimpleNamespace:
    """L'usage d'une interaction Gemini, avec les noms de champs d'Anthropic.

    Entrée hors cache = total_input_tokens − total_cached_tokens ; la réflexion est facturée
    comme de la sortie (ai.google.dev, pricing). Le cache implicite n'écrit rien en plus.
    """
    entree = getattr(u, "total_input_tokens", 0) or 0
    lus = getattr(u, "total_cached_tokens", 0) or 0
    sortie = (getattr(u, "total_output_tokens", 0) or 0) + (getattr(u, "total_thought_tokens", 0)
                                                           or 0)
    return SimpleNamespace(input_tokens=entree - lus, cache_creation_input_tokens=0,
                           cache_read_input_tokens=lus, output_tokens=sortie)


class InteractionsGeminiCache(InteractionsGemini):
    """Même jeu, compté comme si le cache implicite relisait tout l'historique déjà vu.

    Hypothèse la plus favorable (borne basse du coût) : à chaque appel, l'entrée de l'appel
    précédent et sa réponse sont relues depuis le cache, dès 4 096 tokens.
    """

    nom = f"Gemini Interactions ({MODELE_GEMINI}), cache implicite parfait (hypothèse)"

    def __init__(self, client: Any) -> None:
        super().__init__(client)
        self.vu = 0  # tokens déjà vus par le modèle : entrée et sortie de l'appel précédent

    def jouer(self, etape: tuple[str, str]) -> tuple[Any, list[Any]]:
        u, _ = super().jouer(etape)   # l'appel et son usage réel, recompté ci-dessous
        total = u.input_tokens + u.cache_read_input_tokens
        lus = min(self.vu, total) if self.vu >= CACHE_MIN_GEMINI else u.cache_read_input_tokens
        self.vu = total + u.output_tokens
        return SimpleNamespace(input_tokens=total - lus, cache_creation_input_tokens=0,
                               cache_read_input_tokens=lus, output_tokens=u.output_tokens), []
