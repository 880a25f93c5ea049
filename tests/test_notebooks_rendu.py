"""Ce que JupyterLab affiche sans rien exécuter : liens, images et widgets des notebooks.

`make lab` ouvre JupyterLab à la racine du dépôt : un lien ou une image relatifs d'un notebook
doivent désigner un fichier qui existe, sans sortir de la racine (sinon : 404, « Path Not
Found »). Une cellule widget enregistrée montre une consigne en français, pas `VBox(children=…)`,
et rien d'autre (une seule table par explorateur : la vivante). Le rendu réel est vérifié dans
Chromium par tests/navigateur.
"""

import re
from pathlib import Path
from urllib.parse import unquote, urlparse

import nbformat
import pytest

RACINE = Path(__file__).resolve().parent.parent
NOTEBOOKS = sorted(p for d in ("notebooks", "solutions", "exercises") for p in (RACINE / d).glob("*.ipynb"))
LIEN = re.compile(r"!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)|<img[^>]*\bsrc=[\"']([^\"']+)")
REPR_WIDGET = re.compile(r"^\s*\w*(Box|Slider|Output|Button|Dropdown|Tab|interactive|Text|Checkbox)\w*\(")
ATTENTE_WIDGET = "exécutez la cellule"


def cibles(texte: str) -> list[str]:
    """Les cibles locales des liens et images d'un texte markdown (hors code, hors adresses web).

    >>> cibles("![x](../docs/a.png) [y](https://e.org) `[z](w.md)` [ancre](#haut) <img src='b.png'>")
    ['../docs/a.png', 'b.png']
    """
    texte = re.sub(r"```.*?```", "", texte, flags=re.S)
    texte = re.sub(r"`[^`\n]*`", "", texte)
    trouves = [a or b for a, b in LIEN.findall(texte)]
    return [c for c in trouves if not urlparse(c).scheme and not c.startswith("#")]


def hors_racine_ou_absente(notebook: Path, cible: str) -> str | None:
    """Pourquoi `cible` (relative au notebook) ne s'ouvrirait pas depuis `make lab`, ou None."""
    chemin = (notebook.parent / unquote(cible.split("#")[0].split("?")[0])).resolve()
    if not chemin.is_relative_to(RACINE):
        return "hors de la racine du dépôt"
    return None if chemin.exists() else "fichier absent"


def test_cibles_sur_des_cas_faits_main():
    nb = RACINE / "notebooks" / "00_demarrage.ipynb"
    assert hors_racine_ou_absente(nb, "../docs/mesures/strategies.png") is None
    assert hors_racine_ou_absente(nb, "../../ailleurs.png") == "hors de la racine du dépôt"
    assert hors_racine_ou_absente(nb, "docs/mesures/strategies.png") == "fichier absent"
    assert cibles("[ex](../exercises/ex1.ipynb \"titre\")") == ["../exercises/ex1.ipynb"]


@pytest.mark.parametrize("chemin", NOTEBOOKS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_liens_et_images_resolus_depuis_la_racine(chemin):
    nb = nbformat.read(chemin, as_version=4)
    fautes = [f"cellule {i + 1} : {cible} ({pourquoi})"
              for i, c in enumerate(nb.cells) if c.cell_type == "markdown"
              for cible in cibles(c.source) if (pourquoi := hors_racine_ou_absente(chemin, cible))]
    assert not fautes, "\n".join(fautes)


@pytest.mark.parametrize("chemin", NOTEBOOKS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_widgets_enregistres_en_francais_et_seuls(chemin):
    nb = nbformat.read(chemin, as_version=4)
    for i, c in enumerate(nb.cells):
        textes = [str(o.get("data", {}).get("text/plain", "")) for o in c.get("outputs", [])]
        assert not any(REPR_WIDGET.match(t) for t in textes), (
            f"cellule {i + 1} : repr de widget enregistré ({textes}) ; affichez une consigne en français")
        if any(ATTENTE_WIDGET in t for t in textes):
            assert len(c.outputs) == 1, f"cellule {i + 1} : une sortie en plus du widget (table statique ?)"
