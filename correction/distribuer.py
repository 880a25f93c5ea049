"""`make distribuer DEST=…` : la copie du cours pour les élèves, sans les solutions.

Elle contient les leçons, les énoncés (`exercises/`), les tests visibles (`tests/exercices/`, ceux
de `verifier("exN")`), `contexte`, `cours`, `modele_local`, `correction` (pour `verifier`), le Makefile et
les dépendances : `make installer` puis `make lab`. Elle ne contient ni `solutions/`, ni les tests
qui en citent des morceaux (mutants), ni ceux de la correction d'une classe, ni la CI.

    $ python -m correction.distribuer /tmp/cours-eleves     # refuse un dossier non vide

Après la copie, `fuites()` cherche dans chaque fichier texte les lignes de code propres aux
solutions (dans un bloc SOLUTION et absentes de l'énoncé) : une seule trouvée, et c'est un échec.
"""

from __future__ import annotations

import argparse
import fnmatch
import functools
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

from .exercices import RACINE

EXCLUS = ("solutions/*", "tests/exercices/test_mutants.py", "tests/exercices/test_generer_*.py",
          "correction/mutants.py",  # ses mutants équivalents citent des lignes presque corrigées
          "tests/exercices/attaques_*.py",   # attaques cachées (ex13) : notées, jamais montrées
          "tests/exercices/mutants_de_cote.py",  # mauvaises réponses écrites à la main : presque corrigées
          "tests/exercices/mutants_projet.py",   # mutants du projet : ils citent la référence
          "tests/test_correction*.py", "tests/attaques/*", ".ci/*", ".git*", "*.pyc",
          "*/__pycache__/*", ".venv/*", "resultats/*")
OUVRE, FERME = "### BEGIN SOLUTION", "### END SOLUTION"
OUVRE_INDICE, FERME_INDICE = "### BEGIN HINT", "### END HINT"
LONGUEUR_MIN = 16  # « return total » n'est propre à rien
PUBLICS = ("contexte", "cours", "modele_local", "notebooks", "correction", "mesures", "fiabilite",
           "exercises", "outils")


def fichiers_du_cours() -> list[str]:
    """Les fichiers suivis par git (sinon, tout sauf .venv et caches), chemins relatifs."""
    try:
        sortie = subprocess.run(["git", "ls-files", "-z"], cwd=RACINE, capture_output=True,
                                check=True).stdout.decode()
        fichiers = [f for f in sortie.split("\0") if f]
    except (OSError, subprocess.CalledProcessError):
        fichiers = [p.relative_to(RACINE).as_posix() for p in RACINE.rglob("*") if p.is_file()]
    return sorted(f for f in fichiers if (RACINE / f).is_file()
                  and not any(fnmatch.fnmatch(f, motif) for motif in EXCLUS))


def _lignes(texte: str) -> set[str]:
    """Les lignes d'un texte, sans blancs autour."""
    return {ligne.strip() for ligne in texte.splitlines()}


def code_public() -> str:
    """Le code que le cours donne exprès (module, modèle local, leçons, énoncés, tests du module)."""
    textes = [chemin.read_text(encoding="utf-8") for dossier in PUBLICS
              for chemin in sorted((RACINE / dossier).rglob("*.py"))]
    textes += [p.read_text(encoding="utf-8") for p in sorted((RACINE / "tests").glob("*.py"))]
    return "\n".join(textes)


def lignes_propres() -> dict[str, str]:
    """Les lignes des blocs SOLUTION propres aux solutions : ni dans l'énoncé, ni dans le code
    public du cours, ni trop courtes pour être parlantes. Ligne -> fichier de la solution."""
    return dict(_lignes_propres())


# ~0,4 s de processeur (chaque ligne cherchée dans tout le code public, 2,3 Mo) : calculé une fois
# par processus, pas à chaque appel de fuites() ; les solutions ne changent pas pendant une copie.
@functools.cache
def _lignes_propres() -> dict[str, str]:
    public = code_public()
    propres: dict[str, str] = {}
    for solution in sorted((RACINE / "solutions").glob("ex*.py")):
        dedans = indice = False
        for ligne in solution.read_text(encoding="utf-8").splitlines():
            texte = ligne.strip()
            if texte in (OUVRE, FERME):
                dedans = texte == OUVRE
            elif texte in (OUVRE_INDICE, FERME_INDICE):
                indice = texte == OUVRE_INDICE
            elif (dedans and not indice and len(texte) >= LONGUEUR_MIN
                  and not texte.startswith("#") and texte not in public):
                propres[texte] = solution.name
    return propres


def textes_du_json(texte: str) -> str:
    """Toutes les chaînes d'un document JSON (un notebook : sources, sorties…), décodées : les
    guillemets y sont échappés (\\"), une ligne cherchée telle quelle ne s'y trouverait pas.

    >>> textes_du_json(json.dumps({"cells": [{"source": ['x = m["a"]']}]}))
    'x = m["a"]'
    """
    try:
        pile, textes = [json.loads(texte)], []
    except (ValueError, RecursionError):
        return ""
    while pile:
        valeur = pile.pop()
        if isinstance(valeur, str):
            textes.append(valeur)
        elif isinstance(valeur, dict):
            pile.extend(valeur.values())
        elif isinstance(valeur, list):
            pile.extend(reversed(valeur))
    return "\n".join(textes)


def fuites(dossier: Path) -> list[str]:
    """Ce qui, dans `dossier`, vient des solutions : fichiers `solutions/`, lignes propres
    (cherchées aussi à l'intérieur d'une ligne : dans une chaîne, un notebook…) ; et toute entrée
    des tests cachés (caches.py), qui doit rester secrète."""
    from .caches import entrees_cachees

    propres, cachees = lignes_propres(), entrees_cachees()
    trouve = []
    for chemin in sorted(dossier.rglob("*")):
        relatif = chemin.relative_to(dossier).as_posix()
        if relatif.split("/")[0] == "solutions":
            trouve.append(f"{relatif} : fichier de solutions/")
            continue
        if not chemin.is_file():
            continue
        try:
            texte = chemin.read_text(encoding="utf-8")
        except (UnicodeDecodeError, OSError):
            continue
        if chemin.suffix == ".ipynb":
            texte += "\n" + textes_du_json(texte)
        for ligne, origine in propres.items():
            if ligne in texte:
                trouve.append(f"{relatif} : contient « {ligne[:70]} » ({origine})")
        trouve += [f"{relatif} : cite une entrée d'un test caché (tests/exercices/attaques_*)"
                   for entree in sorted(cachees) if entree in texte][:1]
    return trouve


def distribuer(destination: Path) -> list[str]:
    """Copie le cours des élèves dans `destination` (vide ou absente) ; renvoie les fichiers."""
    if destination.exists() and any(destination.iterdir()):
        raise ValueError(f"{destination} n'est pas vide : choisissez un dossier neuf (la copie "
                         "n'écrase jamais le travail de quelqu'un).")
    if RACINE == destination.resolve() or RACINE in destination.resolve().parents:
        raise ValueError("La copie des élèves doit être hors du dépôt du cours.")
    fichiers = fichiers_du_cours()
    for relatif in fichiers:
        cible = destination / relatif
        cible.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(RACINE / relatif, cible)
    os.chmod(destination, 0o755)
    return fichiers


def main(argv: list[str] | None = None) -> int:
    parseur = argparse.ArgumentParser(prog="python -m correction.distribuer",
                                      description=__doc__.splitlines()[0])
    parseur.add_argument("destination", help="dossier (neuf) où écrire la copie des élèves")
    options = parseur.parse_args(argv)
    destination = Path(options.destination)
    try:
        fichiers = distribuer(destination)
    except ValueError as e:
        print(f"Erreur : {e}", file=sys.stderr)
        return 2
    probleme = fuites(destination)
    if probleme:
        print("La copie contient des morceaux des solutions :", *probleme, sep="\n  ",
              file=sys.stderr)
        return 1
    print(f"{len(fichiers)} fichiers copiés dans {destination} ; aucune ligne des solutions. "
          f"Les élèves lancent : make installer && make lab")
    return 0


if __name__ == "__main__":
    sys.exit(main())
