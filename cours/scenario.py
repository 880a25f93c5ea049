"""Le scénario commun des leçons : la première session de Camille, nouvelle chez Atelier à Nantes.

    >>> tours = camille_session1()
    >>> len(tours), tours[0][0]
    (20, 'user')
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources

from contexte.erreurs import Tour

_FICHIER = "camille_session1.json"


@cache
def _donnees() -> dict:
    texte = resources.files("cours").joinpath(_FICHIER).read_text(encoding="utf-8")
    return json.loads(texte)


def camille_session1() -> list[Tour]:
    """Les 20 tours de la session 1 (10 messages de Camille, 10 réponses), rôles "user" / "model"."""
    return [(role, texte) for role, texte in _donnees()["tours"]]


def faits_camille() -> dict[str, str]:
    """Les faits plantés dans la session 1 (équipe de départ et d'arrivée, allergie, ville…)."""
    return dict(_donnees()["faits"])

