"""Construire un notebook du cours depuis un script Python, puis l'exécuter hors ligne.

Chaque leçon a sa source dans `outils/notebooks/NN_nom.py`, qui appelle `construire(...)` :
une liste de cellules `md("...")` / `code("...")`. Le notebook produit est exécuté dans un noyau
neuf, modèle local imposé (CONTEXTE_HORS_LIGNE=1), depuis son propre dossier, et enregistré avec
ses sorties : c'est ce que `pytest --nbval` compare ensuite.

    make notebooks                                         # régénère toutes les leçons
    PYTHONPATH=. .venv/bin/python outils/notebooks/03_la_croissance.py   # une seule
"""

from __future__ import annotations

import hashlib
import os
import sys
import textwrap
import time
from pathlib import Path

import nbformat
from nbclient import NotebookClient

RACINE = Path(__file__).resolve().parent.parent


def md(texte: str) -> nbformat.NotebookNode:
    """Une cellule Markdown (le texte est dédenté)."""
    return nbformat.v4.new_markdown_cell(textwrap.dedent(texte).strip("\n"))


def code(source: str, *tags: str) -> nbformat.NotebookNode:
    """Une cellule de code ; `tags` p.ex. "raises-exception" pour une cellule qui doit lever."""
    cellule = nbformat.v4.new_code_cell(textwrap.dedent(source).strip("\n"))
    if tags:
        cellule.metadata["tags"] = list(tags)
    return cellule


def _fusionner_flux(sorties: list) -> list:
    """Recolle les morceaux consécutifs d'un même flux (stdout) : le découpage dépend du timing."""
    fusion: list = []
    for sortie in sorties:
        precedente = fusion[-1] if fusion else None
        if (sortie.get("output_type") == "stream" and precedente is not None
                and precedente.get("output_type") == "stream" and precedente["name"] == sortie["name"]):
            precedente["text"] += sortie["text"]
        else:
            fusion.append(sortie)
    return fusion


def construire(chemin: str | Path, cellules: list, executer: bool = True,
               delai: int = 120) -> Path:
    """Écrit le notebook `chemin` (relatif à la racine du dépôt) et, par défaut, l'exécute."""
    chemin = RACINE / chemin
    nb = nbformat.v4.new_notebook()
    nb.metadata = {
        "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
        "language_info": {"name": "python"},
    }
    for i, cellule in enumerate(cellules):
        # identifiants stables : régénérer un notebook inchangé ne produit aucun diff
        cellule["id"] = hashlib.sha1(f"{chemin.name}-{i}".encode()).hexdigest()[:8]
    nb.cells = cellules
    chemin.parent.mkdir(parents=True, exist_ok=True)
    if executer:
        os.environ["CONTEXTE_HORS_LIGNE"] = "1"
        debut = time.perf_counter()
        NotebookClient(nb, timeout=delai, kernel_name="python3", record_timing=False,
                       resources={"metadata": {"path": str(chemin.parent)}}).execute()
        print(f"{chemin.name} exécuté en {time.perf_counter() - debut:.1f} s",
              file=sys.stderr)
        for cellule in nb.cells:
            if cellule.cell_type == "code":
                cellule.outputs = _fusionner_flux(cellule.outputs)
                for sortie in cellule.outputs:
                    # vue de widget : son identifiant change à chaque exécution et, sans l'état
                    # (retiré plus bas), elle ne s'affiche pas ; le text/plain reste
                    sortie.get("data", {}).pop("application/vnd.jupyter.widget-view+json", None)
                    # pas de chemin de la machine dans les tracebacks
                    if sortie.get("output_type") == "error":
                        sortie["traceback"] = [ligne.replace(str(RACINE) + "/", "")
                                               for ligne in sortie["traceback"]]
        nb.metadata.pop("widgets", None)  # état des widgets : volumineux et non déterministe
        nb.metadata["language_info"] = {"name": "python"}
    nbformat.write(nb, chemin)
    return chemin
