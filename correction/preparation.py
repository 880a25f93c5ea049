"""Le travail de préparation d'un rendu, tel qu'il tourne dans un processus borné (preparer.py) :
copie bornée, modules qui masquent un module connu retirés, fichiers à noter placés, signes de
triche relevés. Rien ici n'est exécuté dans le processus du correcteur.

`main` est le point d'entrée de ce processus : `… source cible ex1,ex2` (un `python -I` neuf), ou
`… --ctl FD` (le zygote de préparation, qui forke un enfant par rendu).

    >>> sorted(modules_connus() & {"json", "pytest", "contexte", "ex8_compression"})
    ['contexte', 'json', 'pytest']
"""

from __future__ import annotations

import functools
import json
import sys
from pathlib import Path

from .copie import effacer_arbre
from .exercices import EXERCICES, Exercice

DELAI = 60.0              # secondes de temps réel pour préparer un rendu
MEMOIRE = 1024            # Mio d'espace d'adressage
IGNORES_MAX = 50          # lignes « fichier non copié » gardées


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
            entree["signes"] = signes_fichier(cible / ex.fichier, ex.module)
        except FileNotFoundError as e:
            entree["absent"] = str(e)
        except (OSError, UnicodeError, ValueError, RecursionError, MemoryError) as e:
            entree["absent"] = f"Copie du rendu impossible ({type(e).__name__} : {e}) : rien à noter."
        resultat["exercices"][ex.ident] = entree
    return resultat


@functools.lru_cache(maxsize=1)
def modules_connus() -> frozenset[str]:
    """Les noms de modules de premier niveau qu'un rendu ne doit pas masquer : bibliothèque
    standard, modules intégrés, paquets installés, modules du cours."""
    import pkgutil

    return frozenset({m.name for m in pkgutil.iter_modules()} | set(sys.stdlib_module_names)
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


def _preparer_enfant(demande: dict, fds: list[int]) -> int:
    """Dans l'enfant forké du zygote : limites, préparation, JSON sur le descripteur reçu ; une
    erreur : sa dernière ligne sur la sortie d'erreur (la raison donnée pour ce rendu), code 1."""
    from .executer import poser_limites

    poser_limites(DELAI, MEMOIRE, 64)
    sys.setrecursionlimit(2000)
    try:
        resultat = preparer_ici(Path(demande["source"]), Path(demande["cible"]),
                                [EXERCICES[i] for i in demande["exercices"]])
        texte = json.dumps(resultat).encode()
    except BaseException as e:  # noqa: BLE001 - tout échec devient la raison de ce rendu
        sys.stderr.write(f"{type(e).__name__}: {str(e)[:300]}\n")
        sys.stderr.flush()
        return 1
    with open(fds[0], "wb") as sortie:
        sortie.write(texte)
    return 0


def main() -> None:
    """`… source cible ex1,ex2` : limites, préparation, résultat en JSON sur la sortie ;
    `… --ctl FD` : le zygote de préparation (`Preparateur`)."""
    from .executer import poser_limites

    if sys.argv[1:2] == ["--ctl"]:
        from . import copie, inventaire, suspects, zygote  # noqa: F401 (hérités par les enfants)

        modules_connus()   # calculé une fois, hérité par chaque enfant
        zygote.servir(int(sys.argv[2]), _preparer_enfant, isole=False)
        return
    source, cible, idents = sys.argv[1], sys.argv[2], sys.argv[3]
    poser_limites(DELAI, MEMOIRE, 64)
    sys.setrecursionlimit(2000)
    resultat = preparer_ici(Path(source), Path(cible), [EXERCICES[i] for i in idents.split(",")])
    sys.stdout.write(json.dumps(resultat))  # ensure_ascii : les noms en octets passent tels quels
