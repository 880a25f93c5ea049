"""contexte : le petit module du cours « Mémoire multi-tour en Python ».

Ce fichier ne fait que ré-exporter les noms publics ; il n'importe aucun SDK de fournisseur
(anthropic, google-genai) et ne démarre rien.

    >>> from contexte import RollingSummary, Session, approx_tokens
"""

from .blocs import blocs, champ, debut_sur, type_de
from .compaction import compacter_historique
from .disque import ConflitEcriture, ErreurEcriture, FichierInvalide
from .fenetre import couper_messages, fenetre_glissante, point_de_coupe
from .resume import SUMMARY_PROMPT, ErreurResume, RollingSummary
from .resume_llm import llm_summarizer
from .scenario import camille_session1, faits_camille, vers_messages_anthropic
from .secrets import masquer_secrets, reperer_secrets
from .session import Session, serialize_content
from .stockage import ErreurStockage, ouvrir_stockage
from .tokens import approx_tokens, count_tokens

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
    "point_de_coupe",
    "reperer_secrets",
    "type_de",
    "serialize_content",
    "vers_messages_anthropic",
]
