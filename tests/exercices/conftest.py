"""Réglages des tests notés : quel dossier noter, et comment charger le fichier de l'élève.

Le dossier noté vient de la variable d'environnement CONTEXTE_RENDU (défaut : solutions/).
Chaque fichier de tests déclare `FICHIER = "exN_nom"` et reçoit le module de l'élève par la
fixture `ex`. Les points d'un test : `@pytest.mark.points(2)`.

    CONTEXTE_RENDU=exercises .venv/bin/pytest tests/exercices   # les énoncés : tout échoue
"""

from __future__ import annotations

import os
from pathlib import Path
from types import ModuleType

import pytest

from correction import distant
from correction.eleve import importer

RACINE = Path(__file__).resolve().parents[2]


def dossier_rendu() -> Path:
    """Le dossier à noter : $CONTEXTE_RENDU, ou solutions/ par défaut."""
    return Path(os.environ.get("CONTEXTE_RENDU") or RACINE / "solutions").resolve()


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "points(n): points rapportés par ce test s'il passe")


def charger(nom: str) -> ModuleType:
    """Importe `<rendu>/<nom>.py` ; un échec devient un message clair en français.

    Pendant la correction d'une classe, le fichier est importé dans un autre processus (celui de
    l'élève) et l'on reçoit une poignée : la note se décide ici, hors de son code.
    """
    if distant.actif():
        module = distant.module_distant(nom)
    elif not os.environ.get("CONTEXTE_RENDU") and not dossier_rendu().exists():
        pytest.skip("copie des élèves (sans solutions/) : vérifiez votre exercice avec "
                    f"verifier(\"{nom.split('_')[0]}\") dans son notebook")
    else:
        module = importer(dossier_rendu(), nom)
    if isinstance(module, str):
        pytest.fail(module, pytrace=False)
    return module


@pytest.fixture(scope="module")
def ex(request: pytest.FixtureRequest) -> ModuleType:
    """Le module de l'élève pour l'exercice du fichier de tests courant."""
    return charger(request.module.FICHIER)
