"""Prix catalogue des modèles, pour chiffrer une conversation en dollars.

Quatre prix par modèle, en dollars US par million de tokens (« $/MTok ») : l'entrée normale, la
sortie, l'écriture dans le cache de préfixe et la lecture depuis ce cache.

    >>> CLAUDE_SONNET.cout(entree=1_000_000, sortie=0)   # -> 3.0 (dollars)

À LIRE AVANT DE S'EN SERVIR : ces prix sont ceux que l'auteur de ce fichier connaissait, avec la
date et la source de chaque relevé ci-dessous. Les prix changent (à la baisse comme à la hausse) et
de nouveaux modèles sortent : vérifiez-les sur la page source avant d'annoncer un chiffre. Les
leçons et les exercices s'en servent pour comparer des stratégies entre elles (des rapports de
coûts), ce qui reste juste tant que les rapports entre les quatre prix restent les mêmes.
"""

from __future__ import annotations

from dataclasses import dataclass

MILLION = 1_000_000


@dataclass(frozen=True)
class Tarif:
    """Les quatre prix d'un modèle, en $ par million de tokens, avec leur date et leur source.

        >>> Tarif("test", entree=1, sortie=5, ecriture_cache=1.25, lecture_cache=0.1)
    """

    modele: str
    entree: float
    sortie: float
    ecriture_cache: float
    lecture_cache: float
    date: str = ""
    source: str = ""
    note: str = ""

    def __post_init__(self) -> None:
        for nom in ("entree", "sortie", "ecriture_cache", "lecture_cache"):
            valeur = getattr(self, nom)
            if isinstance(valeur, bool) or not isinstance(valeur, (int, float)) or valeur < 0:
                raise ValueError(f"Le prix {nom} de {self.modele!r} doit être un nombre ≥ 0 "
                                 f"($ par million de tokens), pas {valeur!r}.")

    def cout(self, entree: int = 0, sortie: int = 0, ecriture_cache: int = 0,
             lecture_cache: int = 0) -> float:
        """Coût en dollars d'un appel, à partir de ses nombres de tokens de chaque sorte.

        `entree` compte les tokens d'entrée facturés au prix normal, *hors* cache (c'est le sens de
        `usage.input_tokens` chez Anthropic ; chez Gemini, retranchez `cached_content_token_count`
        de `prompt_token_count`).

            >>> CLAUDE_SONNET.cout(entree=1000, sortie=100)  # -> 0.0045
        """
        return (entree * self.entree + sortie * self.sortie + ecriture_cache * self.ecriture_cache
                + lecture_cache * self.lecture_cache) / MILLION


CLAUDE_SONNET = Tarif(
    modele="claude-sonnet-4-5",
    entree=3.00,
    sortie=15.00,
    ecriture_cache=3.75,   # cache de 5 minutes : 1,25 × l'entrée (cache d'1 heure : 6,00, soit 2 ×)
    lecture_cache=0.30,    # 0,1 × l'entrée
    date="2025 (connaissance de l'auteur, non revérifiée en ligne)",
    source="https://platform.claude.com/docs/en/about-claude/pricing (anciennement "
           "docs.anthropic.com/en/docs/about-claude/pricing)",
    note="Prix de Claude Sonnet 4 et 4.5 pour une requête de moins de 200 000 tokens d'entrée "
         "(au-delà, Sonnet 4.5 en contexte long coûtait 6 $ / 22,50 $). Une copie non datée de la "
         "page de prix consultée pour ce cours indique des prix plus bas pour des Sonnet plus "
         "récents (2 $ / 10 $, écriture 2,50 $, lecture 0,20 $) : à vérifier avant usage.",
)

GEMINI_25_FLASH = Tarif(
    modele="gemini-2.5-flash",
    entree=0.30,
    sortie=2.50,           # tokens de réflexion (« thinking ») compris
    ecriture_cache=0.30,   # cache implicite : pas de surcoût à l'écriture (prix d'entrée normal)
    lecture_cache=0.03,    # 0,1 × l'entrée ; 0,075 $ (0,25 ×) selon des relevés plus anciens
    date="2025 (connaissance de l'auteur) ; relevés secondaires datés de janvier à mars 2026",
    source="https://ai.google.dev/gemini-api/docs/pricing",
    note="Prix pour du texte (l'audio en entrée coûte plus cher). Le cache explicite "
         "(client.caches.create) se paie en plus au stockage : 1,00 $ par million de tokens et "
         "par heure, non compté ici. Le prix de lecture du cache a baissé en 2025 (de 25 % à "
         "10 % du prix d'entrée) : à vérifier avant usage.",
)

TARIFS: dict[str, Tarif] = {t.modele: t for t in (CLAUDE_SONNET, GEMINI_25_FLASH)}
