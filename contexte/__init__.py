"""contexte : le petit module du cours « Mémoire multi-tour en Python ».

Ce fichier ne fait que ré-exporter les noms publics ; il n'importe aucun SDK de fournisseur
(anthropic, google-genai), n'importe pas le paquet `cours` et ne démarre rien.

    >>> from contexte import RollingSummary, Session, approx_tokens

Deux exceptions documentées :
- `debut_sur` est l'ancien nom de `contexte.messages.peut_commencer` (« début sur » se lisait mal) ;
  il reste importable d'ici, car les exercices s'en servent ;
- `camille_session1` et `faits_camille` (le scénario des leçons) vivent dans `cours.scenario` ;
  ils restent importables d'ici par `__getattr__` (PEP 562), qui ne va chercher `cours` qu'au
  premier accès : `import contexte` n'importe pas `cours`.
"""

from typing import Any

from .appel_llm import SUMMARY_PROMPT, llm_summarizer
from .compaction import compacter_historique
from .erreurs import ConflitEcriture, ErreurEcriture, ErreurResume, ErreurStockage, FichierInvalide
from .masquage import masquer_secrets, reperer_secrets
from .messages import (
    blocs,
    champ,
    couper_messages,
    fenetre_glissante,
    peut_commencer,
    point_de_coupe,
    type_de,
    vers_messages_anthropic,
)
from .resume import RollingSummary
from .session import Session, serialize_content
from .stockage import ouvrir_stockage
from .tokens import approx_tokens, count_tokens

debut_sur = peut_commencer  # ancien nom, gardé pour les exercices (voir plus haut)
_SCENARIO = ("camille_session1", "faits_camille")


def __getattr__(nom: str) -> Any:
    """Le pont vers `cours.scenario`, importé au premier accès seulement (PEP 562)."""
    if nom in _SCENARIO:
        from cours import scenario

        return getattr(scenario, nom)
    raise AttributeError(f"module 'contexte' has no attribute {nom!r}")


__all__ = [
    "SUMMARY_PROMPT",
    "ConflitEcriture",
    "ErreurEcriture",
    "ErreurResume",
    "ErreurStockage",
    "FichierInvalide",
    "RollingSummary",
    "Session",
    "approx_tokens",
    "blocs",
    "champ",
    "camille_session1",
    "compacter_historique",
    "count_tokens",
    "couper_messages",
    "debut_sur",
    "faits_camille",
    "fenetre_glissante",
    "llm_summarizer",
    "masquer_secrets",
    "ouvrir_stockage",
    "peut_commencer",
    "point_de_coupe",
    "reperer_secrets",
    "type_de",
    "serialize_content",
    "vers_messages_anthropic",
]
