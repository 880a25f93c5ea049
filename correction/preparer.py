"""Préparer un rendu avant de rien exécuter : copie, fichiers à noter, signes de triche — dans un
processus à part, borné en temps, en mémoire et en taille.

Lire un rendu, c'est déjà lire ce que l'élève a choisi : un notebook de JSON imbriqué à cent mille
niveaux, une cellule d'une seule expression très profonde, mille dossiers imbriqués, un source de
2 Mo sur lequel une expression régulière peut tourner des heures, un fichier creux de 1 Gio.
Chaque rendu est donc préparé par un sous-processus Python (`python -I`) limité par setrlimit
(temps de calcul, mémoire, taille des fichiers écrits) et attendu au plus `DELAI` secondes : s'il
échoue, seul ce rendu a une ligne « préparation impossible », avec la raison ; la classe continue.

    >>> preparation = preparer(Path("rendus/alice"), Path("/tmp/…/rendu"), exercices)
    >>> preparation.raison, preparation.exercices["ex1"].remarque
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

from .copie import effacer_arbre
from .exercices import EXERCICES, RACINE, Exercice

DELAI = 60.0              # secondes de temps réel pour préparer un rendu
MEMOIRE = 1024            # Mio d'espace d'adressage
IGNORES_MAX = 50          # lignes « fichier non copié » gardées
AMORCE = ("import sys; sys.path.insert(0, {racine!r}); from correction.preparer import main; "
          "main()")


@dataclass
class PreparationExercice:
    remarque: str = ""
    absent: str = ""          # non vide : rien à noter pour cet exercice, et pourquoi
    signes: list[str] = field(default_factory=list)


@dataclass
class Preparation:
    raison: str = ""          # non vide : le rendu entier n'a pas pu être préparé
    ignores: list[str] = field(default_factory=list)
    exercices: dict[str, PreparationExercice] = field(default_factory=dict)
    signes: list[str] = field(default_factory=list)   # pour tout le rendu


def preparer_ici(source: Path, cible: Path, exercices: list[Exercice]) -> dict:
    """Le travail lui-même (dans le sous-processus) : renvoie un dictionnaire JSON."""
    from .copie import copier_rendu, placer_exercice
    from .suspects import signes_fichier

    ignores = copier_rendu(source, cible)
    masques = retirer_masques(cible, {ex.module for ex in EXERCICES.values()})
    ignores += [f"{nom} (masque le module {nom.split('.')[0]} : refusé)" for nom in masques]
    resultat: dict = {"ignores": ignores[:IGNORES_MAX], "exercices": {},
                      "signes": [f"module qui masque un module standard ou du cours : {nom}"
                                 for nom in masques]}
    for ex in exercices:
        entree: dict = {"remarque": "", "absent": "", "signes": []}
        try:
            entree["remarque"] = placer_exercice(source, cible, ex)
            entree["signes"] = signes_fichier(cible / ex.fichier)
        except FileNotFoundError as e:
            entree["absent"] = str(e)
        except (OSError, UnicodeError, ValueError, RecursionError, MemoryError) as e:
            entree["absent"] = f"Copie du rendu impossible ({type(e).__name__} : {e}) : rien à noter."
        resultat["exercices"][ex.ident] = entree
    return resultat


def modules_connus() -> set[str]:
    """Les noms de modules de premier niveau qu'un rendu ne doit pas masquer : bibliothèque
    standard, modules intégrés, paquets installés, modules du cours."""
    import pkgutil

    return ({m.name for m in pkgutil.iter_modules()} | set(sys.stdlib_module_names)
            | set(sys.builtin_module_names))


def retirer_masques(copie: Path, exercices: set[str]) -> list[str]:
    """Retire de la copie (jamais du rendu) les modules de premier niveau qui masquent un module
    connu (`json.py`, `contexte/`, `pytest.py`…) ; renvoie leurs noms."""

    connus = modules_connus() - exercices
    retires = []
    for chemin in sorted(copie.iterdir()):
        nom = chemin.name
        module = nom[:-3] if nom.endswith(".py") else nom.split(".")[0] if chemin.is_file() \
            else nom
        if chemin.is_file() and not nom.endswith((".py", ".pyc", ".so", ".pth")):
            continue
        if module in connus and (chemin.is_file() or (chemin / "__init__.py").exists()
                                 or any(chemin.glob("*.py"))):
            effacer_arbre(chemin)
            retires.append(nom)
    return retires


def main() -> None:
    """`… source cible ex1,ex2` : limites, préparation, résultat en JSON sur la sortie."""
    from .executer import poser_limites

    source, cible, idents = sys.argv[1], sys.argv[2], sys.argv[3]
    poser_limites(DELAI, MEMOIRE, 64)
    sys.setrecursionlimit(2000)
    resultat = preparer_ici(Path(source), Path(cible), [EXERCICES[i] for i in idents.split(",")])
    sys.stdout.write(json.dumps(resultat))  # ensure_ascii : les noms en octets passent tels quels


def preparer(source: Path, cible: Path, exercices: list[Exercice]) -> Preparation:
    """Prépare un rendu dans un sous-processus borné ; une raison claire s'il échoue."""
    commande = [sys.executable, "-I", "-B", "-c", AMORCE.format(racine=str(RACINE)),
                os.fsencode(source), os.fsencode(cible), ",".join(e.ident for e in exercices)]
    try:
        fini = subprocess.run(commande, capture_output=True, timeout=DELAI, stdin=subprocess.DEVNULL,
                              env={"LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "PATH": "/usr/bin:/bin"})
    except subprocess.TimeoutExpired:
        return Preparation(f"préparation du rendu arrêtée après {DELAI:g} s (dossier trop gros "
                           "ou trop imbriqué ? fichier qui ne se lit pas ?)")
    if fini.returncode != 0:
        fin = fini.stderr.decode("utf-8", "replace").strip().splitlines()[-1:] or ["?"]
        return Preparation(f"préparation du rendu impossible (code {fini.returncode} : "
                           f"{fin[0][:200]})")
    try:
        brut = json.loads(fini.stdout)
        return Preparation("", [str(x) for x in brut["ignores"]], {
            ident: PreparationExercice(str(e["remarque"]), str(e["absent"]),
                                       [str(s) for s in e["signes"]])
            for ident, e in brut["exercices"].items()}, [str(s) for s in brut["signes"]])
    except (ValueError, KeyError, TypeError, AttributeError) as e:
        return Preparation(f"préparation du rendu illisible ({e})")
