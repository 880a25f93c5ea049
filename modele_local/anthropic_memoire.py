"""Mémoire côté fournisseur (bêta) : compaction côté serveur et édition de contexte.

Point d'entrée unique pour `anthropic_api` : `appliquer` transforme la requête validée (messages
ignorés avant un bloc `compaction`, compaction déclenchée, anciens résultats d'outils effacés) et
dit quoi ajouter à la réponse ; `compter` fait de même pour `count_tokens`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class Memoire:
    """Effets de la mémoire côté fournisseur sur une requête."""

    etat: str | None = None  # préfixe à signer (après compaction), sinon None
    seule: bool = False  # la réponse n'est qu'un bloc compaction (rien d'échantillonné après)
    blocs: list[dict] = field(default_factory=list)  # blocs en tête de la réponse
    extra: dict = field(default_factory=dict)  # champs de haut niveau (context_management…)
    usage: dict = field(default_factory=dict)  # champs d'usage (iterations…)


def appliquer(req: Any, corps: dict, betas: tuple[str, ...]) -> Memoire:
    """Applique compaction et édition de contexte à `req` (modifiée en place)."""
    return Memoire()


def compter(req: Any, corps: dict, betas: tuple[str, ...]) -> dict:
    """Champs en plus dans la réponse de `count_tokens`."""
    return {}
