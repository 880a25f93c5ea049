"""Greffon pytest de `verifier` (et d'elle seule) : chaque échec devient « attendu / obtenu » en français.

Chargé dans le sous-processus de vérification par `-p correction.verifier_greffon`. Il remplace le
rapport d'échec de pytest (fait pour un terminal : « Use -v to get more diff », adresses mémoire,
`where …` à rallonge) par quelques lignes « clé : valeur » qu'un élève peut lire :

    vérifié : messages_pour_rentabiliser(1000, 200, 800, 100, T) == 2
    attendu : 2
    obtenu : 3
"""

from __future__ import annotations

import ast
import re
from pathlib import Path
from typing import Any

import pytest

from .valeurs import ecart, montrer

LONGUEUR_MAX = 780  # le rapport de notation coupe un message au-delà de 800 caractères
_comparaisons: list[tuple[str, Any, Any]] = []  # les comparaisons ratées du test en cours

ATTENDU = {"==": "{}", "is": "{}", "!=": "autre chose que {}", "is not": "autre chose que {}",
           "<": "une valeur < {}", "<=": "une valeur ≤ {}", ">": "une valeur > {}", ">=": "une valeur ≥ {}",
           "in": "un élément de {}", "not in": "une valeur absente de {}"}


def pytest_runtest_setup(item: Any) -> None:
    _comparaisons.clear()


def pytest_assertrepr_compare(config: Any, op: str, left: Any, right: Any) -> None:
    """Appelé par pytest sur une comparaison ratée dans un `assert` : on garde les deux valeurs."""
    _comparaisons.append((op, left, right))


def _ligne_du_test(excinfo: Any, fichier_test: Path) -> str:
    """L'instruction du test qui a échoué, sur une ligne : la condition d'un `assert` sans son
    message, sans le `ex.` du module de l'élève."""
    for entree in reversed(excinfo.traceback):
        if Path(str(entree.path)) == fichier_test:
            texte = str(entree.statement).strip()
            try:
                noeud = ast.parse(texte).body[0]
                texte = ast.unparse(noeud.test if isinstance(noeud, ast.Assert) else noeud)
            except (SyntaxError, IndexError):
                texte = " ".join(texte.split())
            return montrer_texte(re.sub(r"\bex\.", "", texte), 150)
    return ""


def montrer_texte(texte: str, limite: int) -> str:
    """Un texte coupé à la fin d'un mot, suivi de « … » s'il dépasse `limite`."""
    if len(texte) <= limite:
        return texte
    coupe = texte[:limite].rsplit(" ", 1)[0].rstrip(",;:(")
    return coupe + " …"


def _ou_dans_le_code(excinfo: Any, fichier_test: Path) -> str:
    """« (ex8_compression.py, ligne 42) » : le dernier endroit hors des tests où l'erreur est passée."""
    for entree in reversed(excinfo.traceback):
        chemin = Path(str(entree.path))
        if chemin != fichier_test and "site-packages" not in chemin.parts and chemin.suffix == ".py":
            return f" ({chemin.name}, ligne {entree.lineno + 1})"
    return ""


def expliquer(excinfo: Any, fichier_test: Path) -> str:
    """L'explication en français d'un échec (exception levée par le test ou par le code de l'élève)."""
    e = excinfo.value
    verifie = _ligne_du_test(excinfo, fichier_test)
    if isinstance(e, pytest.fail.Exception):  # pytest.fail(...) ou pytest.raises qui n'a rien vu
        attendue = re.match(r"DID NOT RAISE (?:<class ')?(?:[\w.]+\.)?(\w+)", e.msg or "")
        if not attendue:
            return e.msg or "échec"
        return "\n".join([*([f"vérifié : {verifie}"] if verifie else []),
                          f"attendu : une exception {attendue.group(1)}", "obtenu : aucune exception"])
    if isinstance(e, NotImplementedError):
        return f"fonction pas encore écrite : {montrer_texte(str(e), 400)}"
    du_test = Path(str(excinfo.traceback[-1].path)) == fichier_test if excinfo.traceback else True
    if not isinstance(e, AssertionError) or not du_test:  # levée par le code de l'élève
        detail = montrer_texte(" ".join(str(e).split()), 300)
        return (f"votre code a levé {type(e).__name__}{_ou_dans_le_code(excinfo, fichier_test)}"
                + (f" : {detail}" if detail else ""))
    lignes = []
    if _comparaisons:
        op, obtenu, attendu = _comparaisons[-1]
        lignes += [f"attendu : {ATTENDU.get(op, op + ' {}').format(montrer(attendu))}",
                   f"obtenu : {montrer(obtenu)}"]
        difference = ecart(obtenu, attendu) if op == "==" else None
        if difference:
            lignes.append(f"écart : {difference}")
    else:
        lignes.append("la condition est fausse")
    texte = str(e)
    message = "" if texte.startswith("assert ") or not texte else texte.split("\nassert ")[0]
    if message:
        lignes.append(f"précision : {montrer_texte(' '.join(message.split()), 200)}")
    if verifie:
        lignes.insert(0, f"vérifié : {verifie}")
    while len("\n".join(lignes)) > LONGUEUR_MAX and len(lignes) > 1:
        lignes.pop(0 if lignes[0].startswith("vérifié") else -1)
    return "\n".join(lignes)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: Any, call: Any):
    rapport = yield
    if rapport.failed and call.excinfo is not None:
        rapport.longrepr = expliquer(call.excinfo, Path(str(item.path)))
    return rapport
