"""Prix catalogue des modèles, pour chiffrer une conversation en dollars.

Quatre prix par modèle, en dollars US par million de tokens (« $/MTok ») : l'entrée normale, la
sortie, l'écriture dans le cache de préfixe (cache de 5 minutes) et la lecture depuis ce cache ;
en plus, quand on le connaît, le prix d'écriture du cache d'une heure.

    >>> CLAUDE_SONNET.cout(entree=1_000_000)   # en dollars
    2.0
    >>> CLAUDE_SONNET.cout(lecture_cache=1_000_000)   # relu depuis le cache (tarif du 2026-12-01)
    0.1

À LIRE AVANT DE S'EN SERVIR : chaque tarif porte la date et la source de son relevé. Les prix
changent (à la baisse comme à la hausse) et de nouveaux modèles sortent : vérifiez-les sur la
page source avant d'annoncer un chiffre. Les leçons et les exercices s'en servent surtout pour
comparer des stratégies entre elles (des rapports de coûts), ce qui reste juste tant que les
rapports entre les prix restent les mêmes.
"""

from __future__ import annotations

from dataclasses import dataclass

MILLION = 1_000_000


@dataclass(frozen=True)
class Tarif:
    """Les quatre prix d'un modèle, en $ par million de tokens, avec leur date et leur source.

        >>> Tarif("test", entree=1, sortie=5, ecriture_cache=1.25, lecture_cache=0.1).cout(sortie=2_000_000)
        10.0
    """

    modele: str
    entree: float
    sortie: float
    ecriture_cache: float
    lecture_cache: float
    ecriture_cache_1h: float | None = None  # cache d'une heure (`"ttl": "1h"`), si connu
    date: str = ""
    source: str = ""
    note: str = ""

    def __post_init__(self) -> None:
        for nom in ("entree", "sortie", "ecriture_cache", "lecture_cache", "ecriture_cache_1h"):
            valeur = getattr(self, nom)
            if valeur is None and nom == "ecriture_cache_1h":
                continue
            if isinstance(valeur, bool) or not isinstance(valeur, (int, float)) or valeur < 0:
                raise ValueError(f"Le prix {nom} de {self.modele!r} doit être un nombre ≥ 0 "
                                 f"($ par million de tokens), pas {valeur!r}.")

    def cout(self, entree: int = 0, sortie: int = 0, ecriture_cache: int = 0,
             lecture_cache: int = 0, ecriture_cache_1h: int = 0) -> float:
        """Coût en dollars d'un appel, à partir de ses nombres de tokens de chaque sorte.

        `entree` compte les tokens d'entrée facturés au prix normal, *hors* cache (c'est le sens de
        `usage.input_tokens` chez Anthropic ; chez Gemini, retranchez `cached_content_token_count`
        de `prompt_token_count`). `ecriture_cache` est l'écriture du cache de 5 minutes ;
        `ecriture_cache_1h` celle du cache d'une heure (`usage.cache_creation`).

            >>> CLAUDE_SONNET.cout(entree=1000, sortie=100)
            0.003
        """
        if ecriture_cache_1h and self.ecriture_cache_1h is None:
            raise ValueError(f"Le tarif de {self.modele!r} ne donne pas le prix d'écriture du cache "
                             "d'une heure : renseignez `ecriture_cache_1h` (en $ par million de "
                             "tokens) ou comptez ces tokens dans `ecriture_cache`.")
        prix_1h = ecriture_cache_1h * (self.ecriture_cache_1h or 0)
        return (entree * self.entree + sortie * self.sortie + ecriture_cache * self.ecriture_cache
                + lecture_cache * self.lecture_cache + prix_1h) / MILLION


CLAUDE_SONNET_55 = Tarif(
    modele="claude-sonnet-5-5",
    entree=2.00,
    sortie=10.00,            # réflexion comprise : elle est facturée comme de la sortie
    ecriture_cache=2.50,     # cache de 5 minutes : 1,25 × l'entrée
    lecture_cache=0.10,      # 0,05 × l'entrée depuis le 2026-10-07 (0,20 $ avant)
    ecriture_cache_1h=4.00,  # cache d'une heure : 2 × l'entrée
    date="2026-12-01 (lecture du cache : 0,10 $ depuis le 2026-10-07)",
    source="https://platform.claude.com/docs/zh-CN/models/sonnet-5-5/overview, lue le 2026-12-01 ; "
           "lecture du cache : https://platform.claude.com/docs/en/about-claude/pricing relevée en "
           "direct par kurofune/claudit (v1.9.2, 2026-10-24) et TheKrush/PromptFuel (v1.0.23)",
    note="Claude Sonnet 5.5, le modèle des leçons (MODELE_ANTHROPIC) : fenêtre de 1 million de "
         "tokens, 128 000 en sortie, réflexion adaptative par défaut et préservée ; Batch : moitié "
         "prix. Lecture du cache : la page zh-CN dit encore 0,20 $, mais sa copie précède le "
         "2026-10-07 (elle donne Haiku 4.5 pour le Haiku actuel).",
)

CLAUDE_SONNET_5 = Tarif(
    modele="claude-sonnet-5",
    entree=2.00,
    sortie=10.00,
    ecriture_cache=2.50,
    lecture_cache=0.20,
    ecriture_cache_1h=4.00,
    date="2026-11-30",
    source="page du modèle sur platform.claude.com, lue le 2026-11-30 "
           "(https://platform.claude.com/docs/zh-CN/models/sonnet-5/overview)",
    note="Claude Sonnet 5, sorti le 30 juin 2026, aujourd'hui « legacy » (remplacé par Sonnet "
         "5.5, mêmes prix). Gardé pour les essais enregistrés avec lui ; réflexion non préservée.",
)

CLAUDE_SONNET = CLAUDE_SONNET_55  # « le Sonnet actuel » : le nom que les exercices utilisent

GEMINI_38_FLASH = Tarif(
    modele="gemini-3.8-flash",
    entree=0.75,
    sortie=3.75,            # tokens de réflexion compris
    ecriture_cache=0.75,    # cache implicite : pas de surcoût à l'écriture (prix d'entrée normal)
    lecture_cache=0.075,    # 0,1 × l'entrée
    date="2026-11-30 (prix valables jusqu'au 2026-12-31)",
    source="https://ai.google.dev/gemini-api/docs/pricing, relevé mot pour mot le 2026-10-07 "
           "(dépôt api-evangelist/deepmind, plans/deepmind-plans-pricing.yml) ; lecture du cache : "
           "anomalyco/models.dev (tiers), lu le 2026-11-30",
    note="Gemini 3.8 Flash, disponible (GA) depuis le 2026-09-02, aucun arrêt annoncé (le modèle "
         "des leçons, MODELE_GEMINI). Prix d'introduction : 1,50 $ / 7,50 $ à partir du "
         "2027-01-01. Texte seulement ; le cache explicite n'est pas compté ici.",
)

GEMINI_35_FLASH = Tarif(
    modele="gemini-3.5-flash",
    entree=1.50,
    sortie=9.00,
    ecriture_cache=1.50,
    lecture_cache=0.15,
    date="2026-11-30",
    source="https://ai.google.dev/gemini-api/docs/pricing (relevé du 2026-10-07, comme "
           "gemini-3.8-flash) ; lecture du cache : anomalyco/models.dev (tiers)",
    note="Le modèle du premier essai enregistré des leçons (2026-10-15). Déprécié le 2026-10-08 : "
         "l'API Gemini redirige ses requêtes vers gemini-3.6-flash (journal des modifications).",
)

GEMINI_25_FLASH = Tarif(
    modele="gemini-2.5-flash",
    entree=0.30,
    sortie=2.50,           # tokens de réflexion (« thinking ») compris
    ecriture_cache=0.30,   # cache implicite : pas de surcoût à l'écriture (prix d'entrée normal)
    lecture_cache=0.03,    # 0,1 × l'entrée ; 0,075 $ (0,25 ×) selon des relevés plus anciens
    date="non revérifié pour ce cours : connaissance de l'auteur (2025) et relevés secondaires "
         "(janvier à mars 2026)",
    source="https://ai.google.dev/gemini-api/docs/pricing",
    note="Arrêté sur l'API Gemini le 2026-12-01 : ses requêtes y sont routées vers "
         "gemini-3.5-flash-lite et facturées à son prix (page des retraits de Google lue le "
         "2026-11-10, citée par dev.to/aideprecations) ; Vertex AI a son propre calendrier. "
         "Gardé pour le second essai enregistré des leçons (2026-10-15, Vertex AI). À VÉRIFIER "
         "sur la page de prix de Google : ces trois prix (0,30 $, 2,50 $, 0,03 $) n'ont pas été "
         "relevés sur la page officielle. Prix pour du texte (l'audio en entrée coûte plus "
         "cher). Le cache explicite (client.caches.create) se paie en plus au stockage, par "
         "million de tokens et par heure, non compté ici.",
)

TARIFS: dict[str, Tarif] = {t.modele: t for t in (
    CLAUDE_SONNET_55, CLAUDE_SONNET_5, GEMINI_38_FLASH, GEMINI_35_FLASH, GEMINI_25_FLASH)}
