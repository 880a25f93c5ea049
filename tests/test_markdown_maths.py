"""La prose des notebooks s'affiche comme écrite : pas de « $ … $ » pris pour des maths.

Le markdown de JupyterLab lit une paire de `$` comme une formule : « 0,69 $ / 5,63 $ » devient de
l'italique mathématique et une table se décale. `\\$` ne suffit pas : le markdown en fait un `$`
nu avant que MathJax ne le voie (vu dans Chromium avec JupyterLab 4.6, tests/navigateur). On écrit
donc `\\\\$` (le markdown laisse `\\$`, que MathJax affiche `$`) ou « dollars ». Une cellule qui
veut vraiment une formule porte l'étiquette `formule`.
"""

import json
import re
from pathlib import Path

import pytest

RACINE = Path(__file__).resolve().parent.parent
NOTEBOOKS = sorted(p for d in ("notebooks", "solutions", "exercises")
                   for p in (RACINE / d).glob("*.ipynb"))
DOLLAR = re.compile(r"(?<!\\\\)\$")  # un $ que ne précèdent pas deux barres obliques


def dollars_nus(texte: str) -> int:
    """Le nombre de `$` non échappés hors code (`…` et blocs ```) d'un texte markdown.

    >>> dollars_nus("0,69 $ / 5,63 $"), dollars_nus("0,69 \\\\$ / 1 \\\\$")
    (2, 2)
    >>> dollars_nus("0,69 \\\\\\\\$ / `x$`")
    0
    """
    texte = re.sub(r"```.*?```", "", texte, flags=re.S)
    texte = re.sub(r"`[^`\n]*`", "", texte)
    return len(DOLLAR.findall(texte))


def test_compteur_sur_des_cas_faits_main():
    assert dollars_nus("coût : 0,69 $ / 5,63 $") == 2
    assert dollars_nus("coût : 0,69 \\\\$ / 5,63 \\\\$") == 0
    assert dollars_nus("coût : 0,69 \\$ / 5,63 \\$") == 2  # JupyterLab en fait quand même des maths
    assert dollars_nus("un seul $ ne forme pas de paire") == 1
    assert dollars_nus("```python\nprix = '2 $' + '3 $'\n```") == 0


@pytest.mark.parametrize("chemin", NOTEBOOKS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_aucune_paire_de_dollars_dans_la_prose(chemin):
    cellules = json.loads(chemin.read_text(encoding="utf-8"))["cells"]
    fautives = [
        i for i, c in enumerate(cellules)
        if c["cell_type"] == "markdown" and "formule" not in c.get("metadata", {}).get("tags", [])
        and dollars_nus("".join(c["source"])) >= 2
    ]
    assert not fautives, f"cellules {fautives} : écrivez \\\\$ (ou « dollars ») au lieu de $"
