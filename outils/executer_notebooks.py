"""Exécuter les leçons depuis leurs sources jupytext et enregistrer des notebooks propres.

Chaque leçon est écrite dans `notebooks/NN_nom.py` (format jupytext `py:percent`), appariée à
`notebooks/NN_nom.ipynb` : JupyterLab enregistre vos modifications dans les deux. Ce script relit la
source, exécute le notebook dans un noyau neuf (modèle local imposé, CONTEXTE_HORS_LIGNE=1) depuis
son dossier, puis le nettoie pour que nbval compare des sorties stables :

- identifiants de cellules stables (dérivés du nom et du rang) : régénérer ne produit aucun diff ;
- flux stdout recollés (leur découpage dépend du timing) ;
- ni état ni vue de widget (non déterministes), ni chemin de la machine dans les tracebacks.

    make notebooks                                                    # toutes les leçons
    .venv/bin/python outils/executer_notebooks.py notebooks/03_la_croissance.py   # une seule
"""

from __future__ import annotations

import argparse
import hashlib
import os
import sys
import time
from pathlib import Path

import jupytext
import nbformat
from nbclient import NotebookClient

RACINE = Path(__file__).resolve().parent.parent


def _fusionner_flux(sorties: list) -> list:
    """Recolle les morceaux consécutifs d'un même flux : le découpage dépend du timing."""
    fusion: list = []
    for sortie in sorties:
        precedente = fusion[-1] if fusion else None
        if (sortie.get("output_type") == "stream" and precedente is not None
                and precedente.get("output_type") == "stream" and precedente["name"] == sortie["name"]):
            precedente["text"] += sortie["text"]
        else:
            fusion.append(sortie)
    return fusion


def nettoyer(nb: nbformat.NotebookNode, nom: str) -> nbformat.NotebookNode:
    """Ids stables, flux recollés, ni widget ni chemin local : ce que nbval peut comparer."""
    for i, cellule in enumerate(nb.cells):
        cellule["id"] = hashlib.sha1(f"{nom}-{i}".encode()).hexdigest()[:8]
        if cellule.cell_type != "code":
            continue
        cellule.outputs = _fusionner_flux(cellule.outputs)
        for sortie in cellule.outputs:
            sortie.get("data", {}).pop("application/vnd.jupyter.widget-view+json", None)
            if sortie.get("output_type") == "error":
                sortie["traceback"] = [ligne.replace(str(RACINE) + "/", "")
                                       for ligne in sortie["traceback"]]
    nb.metadata.pop("widgets", None)
    nb.metadata["language_info"] = {"name": "python"}
    nb.metadata.setdefault("jupytext", {})["formats"] = "ipynb,py:percent"
    nb.metadata["jupytext"].pop("text_representation", None)
    return nb


def executer(source: Path, delai: int = 180) -> Path:
    """Lit `source` (py:percent), l'exécute hors ligne, écrit le `.ipynb` nettoyé à côté."""
    nb = jupytext.read(source)
    nb.metadata["kernelspec"] = {"display_name": "Python 3", "language": "python", "name": "python3"}
    os.environ["CONTEXTE_HORS_LIGNE"] = "1"
    debut = time.perf_counter()
    NotebookClient(nb, timeout=delai, kernel_name="python3", record_timing=False,
                   resources={"metadata": {"path": str(source.parent)}}).execute()
    print(f"{source.name} exécuté en {time.perf_counter() - debut:.1f} s", file=sys.stderr)
    cible = source.with_suffix(".ipynb")
    nbformat.write(nettoyer(nb, cible.name), cible)
    return cible


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sources", nargs="*", type=Path,
                        help="sources py:percent (par défaut : toutes les leçons de notebooks/)")
    args = parser.parse_args()
    for source in args.sources or sorted((RACINE / "notebooks").glob("[0-9][0-9]*_*.py")):
        executer(source.resolve())


if __name__ == "__main__":
    main()
