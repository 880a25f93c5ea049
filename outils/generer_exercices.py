"""Dériver exercises/ de solutions/ : une seule source pour l'énoncé et le corrigé.

Dans `solutions/exN_nom.py`, chaque corps à retirer est encadré par les marqueurs de nbgrader et
d'otter, l'indice en français dans un bloc HINT juste après l'ouverture :

    ### BEGIN SOLUTION
    ### BEGIN HINT
    # À faire : additionnez compter(texte) sur all_turns…
    ### END HINT
    …le code de la solution…
    ### END SOLUTION

et devient `raise NotImplementedError("À faire : additionnez…")`. Le projet (`projet_*.py`, une
classe entière à écrire) a aussi des blocs retirés en entier, sans rien à leur place (les méthodes
privées et les fonctions d'aide de la référence : l'élève écrit les siennes) :

    ### BEGIN SOLUTION ONLY
    …du code de la référence, à n'importe quel niveau (module, classe)…
    ### END SOLUTION ONLY

Un import devenu inutile dans
l'énoncé reçoit `# noqa: F401` (il servira à l'élève). Les notebooks `solutions/exN_nom.ipynb`
sont copiés sorties vidées ; la cellule marquée `a-vous` reçoit l'étiquette `raises-exception`
(dans l'énoncé, elle appelle des fonctions pas encore écrites).

    python outils/generer_exercices.py              # réécrit exercises/ (sauf fichiers modifiés)
    python outils/generer_exercices.py --verifier   # échoue si exercises/ n'est pas dérivé

La vérification (`make test`) accepte un fichier dérivé sur le disque *ou* dans le dernier commit :
la copie d'un élève, réponses écrites dans exercises/, passe. Sans solutions/ (copie d'élève) ou sans
dépôt git, elle est sautée, et le dit.
"""

from __future__ import annotations

import argparse
import ast
import copy
import subprocess
import sys
import textwrap
from pathlib import Path

import nbformat

RACINE = Path(__file__).resolve().parent.parent
SOLUTIONS = RACINE / "solutions"
EXERCICES = RACINE / "exercises"
OUVRE, FERME = "### BEGIN SOLUTION", "### END SOLUTION"
OUVRE_INDICE, FERME_INDICE = "### BEGIN HINT", "### END HINT"
OUVRE_SEUL, FERME_SEUL = "### BEGIN SOLUTION ONLY", "### END SOLUTION ONLY"
MOTIFS = ("ex*", "projet_*")  # les exercices, et le projet de la leçon 13
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
        if ligne.strip() == OUVRE_SEUL:
            debut = i
            while i < len(lignes) and lignes[i].strip() != FERME_SEUL:
                i += 1
                if i < len(lignes) and lignes[i].strip() in (OUVRE, OUVRE_SEUL):
                    raise ValueError(f"{nom}, ligne {i + 1} : bloc imbriqué dans un SOLUTION ONLY.")
            if i == len(lignes):
                raise ValueError(f"{nom}, ligne {debut + 1} : bloc SOLUTION ONLY jamais fermé.")
            i += 1
            while sortie and not sortie[-1].strip() and i < len(lignes) and not lignes[i].strip():
                sortie.pop()   # pas de lignes vides en trop là où était le bloc
            continue
        if ligne.strip() != OUVRE:
            if ligne.strip() in (FERME, OUVRE_INDICE, FERME_INDICE, FERME_SEUL):
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
    texte = "\n".join(sortie).rstrip("\n") + "\n"
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
    for source in sorted(p for motif in MOTIFS for p in SOLUTIONS.glob(f"{motif}.py")):
        fichiers[EXERCICES / source.name] = retirer_solutions(
            source.read_text(encoding="utf-8"), source.name)
    for source in sorted(p for motif in MOTIFS for p in SOLUTIONS.glob(f"{motif}.ipynb")):
        fichiers[EXERCICES / source.name] = deriver_notebook(source.read_text(encoding="utf-8"))
    return fichiers


def suivi_par_git(chemin: Path) -> str | None:
    """Le contenu de `chemin` dans le dernier commit (`git show HEAD:…`), ou None s'il n'y est pas."""
    try:
        fini = subprocess.run(["git", "-C", str(RACINE), "show",
                               f"HEAD:{chemin.relative_to(RACINE).as_posix()}"],
                              capture_output=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired):
        return None
    return fini.stdout.decode("utf-8", "replace") if fini.returncode == 0 else None


def depot_git() -> bool:
    """Vrai si RACINE est un dépôt git avec au moins un commit."""
    try:
        return subprocess.run(["git", "-C", str(RACINE), "rev-parse", "--verify", "-q", "HEAD"],
                              capture_output=True, timeout=60).returncode == 0
    except (OSError, subprocess.TimeoutExpired):
        return False


def ecarts(fichiers: dict[Path, str]) -> list[str]:
    """Les fichiers de exercises/ qui ne sont dérivés de solutions/ ni sur le disque, ni dans le
    dernier commit. Un élève qui écrit ses réponses dans exercises/ change le disque, pas le commit :
    sa copie passe."""
    return [p.name for p, texte in fichiers.items()
            if not (p.exists() and p.read_text(encoding="utf-8") == texte) and suivi_par_git(p) != texte]


def verifier() -> int:
    """Le contrôle de `make test` ; 0 s'il passe ou n'a pas lieu d'être (et le dit), 1 sinon."""
    if not any(SOLUTIONS.glob("ex*.py")):
        print("Pas de solutions/ (copie d'élève) : contrôle de exercises/ sauté.")
        return 0
    if not depot_git():
        print("Pas de dépôt git : contrôle de exercises/ sauté (il compare au dernier commit).")
        return 0
    fichiers = attendus()
    decales = ecarts(fichiers)
    if decales:
        print("exercises/ n'est pas dérivé de solutions/ (ni sur le disque, ni dans le dernier "
              "commit) :", file=sys.stderr)
        for nom in decales:
            print(f"  - {nom}", file=sys.stderr)
        print("Élève : si ce sont vos réponses, ce contrôle ne vous concerne pas ; ne régénérez "
              "rien, cela effacerait votre travail.\nAuteurs du cours : exercises/ se dérive de "
              "solutions/ (voir l'en-tête de outils/generer_exercices.py), puis se committe.",
              file=sys.stderr)
        return 1
    print(f"exercises/ est à jour ({len(fichiers)} fichiers dérivés de solutions/).")
    return 0


def main(argv: list[str] | None = None) -> int:
    """Écrit exercises/, ou avec --verifier, dit ce qui n'est pas à jour (code de sortie 1).

    Sans --ecraser, un fichier de exercises/ modifié depuis le dernier commit (des réponses, peut-être)
    n'est jamais réécrit.
    """
    parseur = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parseur.add_argument("--verifier", action="store_true",
                         help="ne rien écrire ; échouer si exercises/ n'est pas dérivé de solutions/")
    parseur.add_argument("--ecraser", action="store_true",
                         help="réécrire même les fichiers modifiés depuis le dernier commit")
    options = parseur.parse_args(argv)
    if options.verifier:
        return verifier()
    EXERCICES.mkdir(exist_ok=True)
    proteges = []
    for chemin, texte in attendus().items():
        if chemin.exists() and chemin.read_text(encoding="utf-8") == texte:
            continue
        if (chemin.exists() and not options.ecraser
                and chemin.read_text(encoding="utf-8") != suivi_par_git(chemin)):
            proteges.append(chemin.name)
            continue
        chemin.write_text(texte, encoding="utf-8")
        print(f"écrit {chemin.relative_to(RACINE)}")
    if proteges:
        print(f"Non réécrits (modifiés depuis le dernier commit) : {', '.join(proteges)}.",
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
