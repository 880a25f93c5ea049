"""Réglages des tests notés : quel dossier noter, et comment charger le fichier de l'élève.

Le dossier noté vient de la variable d'environnement CONTEXTE_RENDU (défaut : solutions/).
Chaque fichier de tests déclare `FICHIER = "exN_nom"` et reçoit le module de l'élève par la
fixture `ex`. Les points d'un test : `@pytest.mark.points(2)`.

    CONTEXTE_RENDU=exercises .venv/bin/pytest tests/exercices   # les énoncés : tout échoue
"""

from __future__ import annotations

import errno
import importlib.util
import os
import sys
from pathlib import Path
from types import ModuleType

import pytest

RACINE = Path(__file__).resolve().parents[2]


def dossier_rendu() -> Path:
    """Le dossier à noter : $CONTEXTE_RENDU, ou solutions/ par défaut."""
    return Path(os.environ.get("CONTEXTE_RENDU") or RACINE / "solutions").resolve()


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "points(n): points rapportés par ce test s'il passe")


def _pourquoi(e: BaseException) -> str:
    """Une explication en plus pour les limites posées par la correction."""
    if isinstance(e, MemoryError):
        return " (mémoire épuisée : la correction limite la mémoire de chaque exercice)"
    if isinstance(e, OSError) and e.errno == errno.EFBIG:
        return (" (sortie ou fichier trop gros : la correction limite la taille de ce qui est "
                "écrit, print compris)")
    return ""


def charger(nom: str) -> ModuleType:
    """Importe `<rendu>/<nom>.py` ; un échec devient un message clair en français."""
    dossier = dossier_rendu()
    chemin = dossier / f"{nom}.py"
    if not chemin.is_file():
        pytest.fail(f"Fichier {nom}.py introuvable dans {dossier.name}/ : le rendu doit garder "
                    "le nom du fichier de l'énoncé.", pytrace=False)
    spec = importlib.util.spec_from_file_location(f"rendu_{nom}", chemin)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.path.insert(0, str(dossier))  # pour un module d'aide écrit par l'élève à côté
    try:
        spec.loader.exec_module(module)
    except SyntaxError as e:
        pytest.fail(f"Erreur de syntaxe dans {nom}.py, ligne {e.lineno} : {e.msg}. "
                    "Le fichier ne peut pas être importé.", pytrace=False)
    except BaseException as e:  # tout échec d'import (SystemExit compris) devient un message
        if isinstance(e, KeyboardInterrupt):
            raise
        detail = f" : {e}" if str(e) else ""
        pytest.fail(f"{nom}.py plante à l'import : {type(e).__name__}{detail}{_pourquoi(e)}",
                    pytrace=False)
    finally:
        sys.path.remove(str(dossier))
    return module


@pytest.fixture(scope="module")
def ex(request: pytest.FixtureRequest) -> ModuleType:
    """Le module de l'élève pour l'exercice du fichier de tests courant."""
    return charger(request.module.FICHIER)
