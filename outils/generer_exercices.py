"""Dériver exercises/ de solutions/ : une seule source pour l'énoncé et le corrigé.

Dans `solutions/exN_nom.py`, chaque corps à retirer est encadré par les marqueurs de nbgrader et
d'otter, l'indice en français dans un bloc HINT juste après l'ouverture :

    ### BEGIN SOLUTION
    ### BEGIN HINT
    # À faire : additionnez compter(texte) sur all_turns…
    ### END HINT
    …le code de la solution…
    ### END SOLUTION

et devient `raise NotImplementedError("À faire : additionnez…")`. Un import devenu inutile dans
l'énoncé reçoit `# noqa: F401` (il servira à l'élève). Les notebooks `solutions/exN_nom.ipynb`
sont copiés sorties vidées ; la cellule marquée `a-vous` reçoit l'étiquette `raises-exception`
(dans l'énoncé, elle appelle des fonctions pas encore écrites).

    python outils/generer_exercices.py              # réécrit exercises/
    python outils/generer_exercices.py --verifier   # échoue si exercises/ n'est pas à jour
"""

from __future__ import annotations

import argparse
import ast
import copy
import sys
import textwrap
from pathlib import Path

import nbformat

RACINE = Path(__file__).resolve().parent.parent
SOLUTIONS = RACINE / "solutions"
EXERCICES = RACINE / "exercises"
OUVRE, FERME = "### BEGIN SOLUTION", "### END SOLUTION"
OUVRE_INDICE, FERME_INDICE = "### BEGIN HINT", "### END HINT"
LARGEUR = 100


def _chaine(texte: str) -> str:
    return '"' + texte.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _raise(indent: str, indice: str) -> list[str]:
    """`raise NotImplementedError("indice")`, sur plusieurs lignes si elle dépasse LARGEUR."""
    ligne = f"{indent}raise NotImplementedError({_chaine(indice)})"
    if len(ligne) <= LARGEUR:
        return [ligne]
    morceaux = textwrap.wrap(indice, LARGEUR - len(indent) - 8, drop_whitespace=False)
    return ([f"{indent}raise NotImplementedError("]
            + [f"{indent}    {_chaine(m)}" for m in morceaux] + [f"{indent})"])


def retirer_solutions(source: str, nom: str = "?") -> str:
    """Remplace chaque bloc SOLUTION par un `raise NotImplementedError(indice)`."""
    sortie: list[str] = []
    lignes = source.splitlines()
    i = 0
    while i < len(lignes):
        ligne = lignes[i]
        if ligne.strip() != OUVRE:
            if ligne.strip() in (FERME, OUVRE_INDICE, FERME_INDICE):
                raise ValueError(f"{nom}, ligne {i + 1} : marqueur hors d'un bloc SOLUTION.")
            sortie.append(ligne)
            i += 1
            continue
        indent = ligne[: len(ligne) - len(ligne.lstrip())]
        if not indent:
            raise ValueError(f"{nom}, ligne {i + 1} : un bloc SOLUTION va dans une fonction.")
        i += 1
        indice: list[str] = []
        if i < len(lignes) and lignes[i].strip() == OUVRE_INDICE:
            i += 1
            while i < len(lignes) and lignes[i].strip() != FERME_INDICE:
                indice.append(lignes[i].strip().removeprefix("#").strip())
                i += 1
            if i == len(lignes):
                raise ValueError(f"{nom} : bloc HINT ouvert mais jamais fermé.")
            i += 1
        while i < len(lignes) and lignes[i].strip() != FERME:
            if lignes[i].strip() == OUVRE:
                raise ValueError(f"{nom}, ligne {i + 1} : bloc SOLUTION imbriqué.")
            i += 1
        if i == len(lignes):
            raise ValueError(f"{nom} : bloc SOLUTION ouvert mais jamais fermé.")
        sortie += _raise(indent, " ".join(indice) or "À faire.")
        i += 1
    texte = "\n".join(sortie) + "\n"
    return _marquer_imports_inutiles(texte)


def _marquer_imports_inutiles(texte: str) -> str:
    """Ajoute `# noqa: F401` aux imports de haut niveau que l'énoncé n'utilise plus."""
    arbre = ast.parse(texte)
    utilises = {n.id for n in ast.walk(arbre) if isinstance(n, ast.Name)}
    lignes = texte.splitlines()
    for noeud in arbre.body:
        if isinstance(noeud, ast.ImportFrom) and noeud.module == "__future__":
            continue
        if not isinstance(noeud, (ast.Import, ast.ImportFrom)):
            continue
        noms = [(a.asname or a.name).split(".")[0] for a in noeud.names]
        fin = noeud.end_lineno - 1
        if any(n not in utilises for n in noms) and "noqa" not in lignes[fin]:
            lignes[fin] += "  # noqa: F401 (servira à votre solution)"
    return "\n".join(lignes) + "\n"


def deriver_notebook(texte: str) -> str:
    """Le notebook de l'énoncé : sorties et compteurs vidés, `raises-exception` sur `a-vous`."""
    nb = nbformat.reads(texte, as_version=4)
    nb = copy.deepcopy(nb)
    for cellule in nb.cells:
        if cellule.cell_type != "code":
            continue
        cellule.outputs = []
        cellule.execution_count = None
        cellule.metadata.pop("execution", None)
        etiquettes = list(cellule.metadata.get("tags", []))
        if "a-vous" in etiquettes and "raises-exception" not in etiquettes:
            cellule.metadata["tags"] = etiquettes + ["raises-exception"]
    nb.metadata.pop("widgets", None)
    return nbformat.writes(nb) + "\n"


def attendus() -> dict[Path, str]:
    """Le contenu attendu de chaque fichier de exercises/ dérivé de solutions/."""
    fichiers: dict[Path, str] = {}
    for source in sorted(SOLUTIONS.glob("ex*.py")):
        fichiers[EXERCICES / source.name] = retirer_solutions(
            source.read_text(encoding="utf-8"), source.name)
    for source in sorted(SOLUTIONS.glob("ex*.ipynb")):
        fichiers[EXERCICES / source.name] = deriver_notebook(source.read_text(encoding="utf-8"))
    return fichiers


def main(argv: list[str] | None = None) -> int:
    """Écrit exercises/, ou avec --verifier, dit ce qui n'est pas à jour (code de sortie 1)."""
    parseur = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parseur.add_argument("--verifier", action="store_true",
                         help="ne rien écrire ; échouer si exercises/ n'est pas à jour")
    options = parseur.parse_args(argv)
    fichiers = attendus()
    if options.verifier:
        decales = [p.name for p, t in fichiers.items()
                   if not p.exists() or p.read_text(encoding="utf-8") != t]
        en_trop = sorted(p.name for p in EXERCICES.glob("ex*") if p not in fichiers)
        if decales or en_trop:
            print("exercises/ n'est pas à jour avec solutions/ :", file=sys.stderr)
            for nom in decales:
                print(f"  - {nom} : à régénérer", file=sys.stderr)
            for nom in en_trop:
                print(f"  - {nom} : sans solution correspondante", file=sys.stderr)
            print("Lancez : .venv/bin/python outils/generer_exercices.py", file=sys.stderr)
            return 1
        print(f"exercises/ est à jour ({len(fichiers)} fichiers).")
        return 0
    EXERCICES.mkdir(exist_ok=True)
    for chemin, texte in fichiers.items():
        if not chemin.exists() or chemin.read_text(encoding="utf-8") != texte:
            chemin.write_text(texte, encoding="utf-8")
            print(f"écrit {chemin.relative_to(RACINE)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
