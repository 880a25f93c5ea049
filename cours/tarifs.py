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

from contexte.appel_llm import catalogue, fiche_modele

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


def _depuis_le_catalogue(modele: str) -> Tarif:
    """Le tarif d'un modèle, lu dans `contexte/donnees/modeles.json` (prix, date, source, note) :
    le même fichier que lit le modèle local, écrit une fois. Sans prix d'écriture du cache
    (cache implicite de Gemini), l'écriture coûte le prix d'entrée.

        >>> _depuis_le_catalogue("gemini-3.8-flash").ecriture_cache
        0.75
    """
    prix = fiche_modele(modele)["prix"]
    ecriture = prix["entree"] if prix["ecriture_5m"] is None else prix["ecriture_5m"]
    return Tarif(modele, prix["entree"], prix["sortie"], ecriture, prix["lecture"], prix["ecriture_1h"],
                 prix["date"], prix["source"], prix["note"])


# Les modèles dont le cours chiffre les conversations (`tarifs_du_cours` du catalogue).
TARIFS: dict[str, Tarif] = {m: _depuis_le_catalogue(m) for m in catalogue()["tarifs_du_cours"]}
CLAUDE_SONNET_55 = TARIFS["claude-sonnet-5-5"]   # le modèle des leçons (MODELE_ANTHROPIC)
CLAUDE_SONNET_5 = TARIFS["claude-sonnet-5"]      # legacy, gardé pour les essais enregistrés
CLAUDE_SONNET = CLAUDE_SONNET_55  # « le Sonnet actuel » : le nom que les exercices utilisent
GEMINI_38_FLASH = TARIFS["gemini-3.8-flash"]     # le modèle des leçons (MODELE_GEMINI)
GEMINI_35_FLASH = TARIFS["gemini-3.5-flash"]     # premier essai enregistré (2026-10-15)
GEMINI_25_FLASH = TARIFS["gemini-2.5-flash"]     # second essai enregistré (Vertex AI)
