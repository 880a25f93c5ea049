"""outils/generer_exercices.py : l'énoncé est la solution dont on a retiré les blocs marqués."""

import importlib.util
from pathlib import Path

import pytest

RACINE = Path(__file__).resolve().parents[2]
SCRIPT = RACINE / "outils" / "generer_exercices.py"
_spec = importlib.util.spec_from_file_location("generer", SCRIPT)
generer = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(generer)

SOLUTION = '''"""Doc."""

import json
import math


def f(x: int) -> int:
    """Double x."""
    if x < 0:
        raise ValueError("x ≥ 0")
    ### BEGIN SOLUTION
    ### BEGIN HINT
    # À faire : renvoyez "le double" de x.
    ### END HINT
    return math.floor(2 * x)
    ### END SOLUTION


def g() -> str:
    return json.dumps({})
'''

ENONCE = '''"""Doc."""

import json
import math  # noqa: F401 (servira à votre solution)


def f(x: int) -> int:
    """Double x."""
    if x < 0:
        raise ValueError("x ≥ 0")
    raise NotImplementedError("À faire : renvoyez \\"le double\\" de x.")


def g() -> str:
    return json.dumps({})
'''


def test_retirer_solutions_exemple():
    """Le bloc devient un raise avec l'indice ; l'import devenu inutile reçoit noqa."""
    assert generer.retirer_solutions(SOLUTION) == ENONCE


def test_indice_long_sur_plusieurs_lignes():
    """Un indice long est coupé en plusieurs chaînes, sans dépasser 100 caractères."""
    source = SOLUTION.replace("renvoyez \"le double\" de x.", "mot " * 60)
    lignes = generer.retirer_solutions(source).splitlines()
    assert all(len(ligne) <= 100 for ligne in lignes)
    assert "    raise NotImplementedError(" in lignes


@pytest.mark.parametrize("source, message", [
    ("def f():\n    ### BEGIN SOLUTION\n    return 1\n", "jamais fermé"),
    ("def f():\n    ### BEGIN SOLUTION\n    ### BEGIN HINT\n    # x\n", "HINT ouvert"),
    ("### BEGIN SOLUTION\nx = 1\n### END SOLUTION\n", "dans une fonction"),
    ("def f():\n    ### END SOLUTION\n", "hors d'un bloc"),
    ("def f():\n    ### END HINT\n", "hors d'un bloc"),
])
def test_marqueurs_mal_formes(source, message):
    """Un marqueur mal placé est une erreur claire, pas un énoncé faux."""
    with pytest.raises(ValueError, match=message):
        generer.retirer_solutions(source)


def test_exercises_a_jour():
    """exercises/ est exactement ce que le script produit à partir de solutions/."""
    for chemin, texte in generer.attendus().items():
        assert chemin.read_text(encoding="utf-8") == texte, f"{chemin.name} : régénérez"
