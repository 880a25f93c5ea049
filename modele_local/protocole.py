"""Ce que les deux API locales partagent : la réponse HTTP, le refus, les pannes à la demande.

Un module de route (`anthropic.messages`, `gemini.generation`…) renvoie une `Reponse` ; une
règle qui refuse lève `Rejet`, que la route traduit dans la forme d'erreur de son API. Un nom de
modèle spécial simule une panne (`hors-ligne-erreur-429`, `hors-ligne-lent`…).

    >>> erreur_injectee("hors-ligne-erreur-529"), erreur_injectee("claude-sonnet-5-5")
    ((529, 0.0), (None, 0.0))
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any


@dataclass
class Reponse:
    """Réponse HTTP prête à écrire : statut, corps JSON, en-têtes supplémentaires."""

    statut: int
    corps: dict
    en_tetes: dict[str, str] = field(default_factory=dict)
    evenements: list[tuple[str, dict]] | None = None  # flux SSE (event, data) au lieu du corps


class Rejet(Exception):
    """Requête refusée comme le ferait l'API réelle : statut HTTP, genre d'erreur, message.

    `genre` est le type Anthropic (`invalid_request_error`…) ; l'API Gemini le traduit en statut
    Google (`INVALID_ARGUMENT`…).
    """

    def __init__(self, message: str, statut: int = 400, genre: str = "invalid_request_error",
                 details: dict | None = None):
        super().__init__(message)
        self.message, self.statut, self.genre, self.details = message, statut, genre, details


_INJECTION = re.compile(r"^hors-ligne-(?:erreur-(\d{3})|lent(?:-(\d+(?:\.\d+)?))?)$")
_INJECTION_FLUX = re.compile(r"^hors-ligne-erreur-flux-(\d{3})$")


def erreur_en_flux(modele: Any) -> int | None:
    """`hors-ligne-erreur-flux-529` -> 529 : la réponse diffusée s'interrompt sur cette erreur."""
    m = _INJECTION_FLUX.match(modele) if isinstance(modele, str) else None
    return int(m.group(1)) if m else None


def erreur_injectee(modele: Any) -> tuple[int | None, float]:
    """Lit un nom de modèle spécial : (statut d'erreur à simuler, délai en secondes).

    `hors-ligne-erreur-429` -> (429, 0) ; `hors-ligne-lent` -> (None, 3.0) ; `hors-ligne-lent-1.5`
    -> (None, 1.5), plafonné à 30 s ; tout autre nom -> (None, 0).
    """
    m = _INJECTION.match(modele) if isinstance(modele, str) else None
    if not m:
        return None, 0.0
    if m.group(1):
        return int(m.group(1)), 0.0
    return None, min(float(m.group(2) or 3.0), 30.0)
