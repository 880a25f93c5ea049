"""Ce qui traverse entre le processus de l'élève et celui du correcteur, et comment c'est relu.

Passent *par valeur* : les types de base (exactement `int`, `str`, `list`, `dict`…, pas une
sous-classe), et les objets de classes de confiance (`contexte`, `google.genai.types`,
`anthropic.types`, `pathlib`, `datetime`…), classe exacte là encore. Tout le reste (une fonction
ou une classe de l'élève, un objet « toujours égal », un module) reste chez lui : l'autre côté n'en
reçoit qu'une poignée (`Distant`), égale seulement à elle-même.

Une classe de confiance se retrouve par `classe_connue(module, nom)` : une entrée du dictionnaire
du module lui-même (pas de chemin d'attributs `a.b.c`), définie dans ce module, d'un module de la
liste. Rien d'autre : le codage du canal (donnees.py) ne résout aucun nom hors de cette table.

    >>> par_valeur([1, "a"]), par_valeur(object.__new__(type("X", (), {})))
    (True, False)
    >>> classe_connue("builtins", "ValueError") is ValueError, classe_connue("builtins", "eval")
    (True, None)
"""

from __future__ import annotations

import importlib
import sys
from types import BuiltinFunctionType, FunctionType, ModuleType
from typing import Any

SCALAIRES = (type(None), bool, int, float, complex, str, bytes, bytearray, range, slice)
CONTENEURS = (list, tuple, dict, set, frozenset)
MODULES_SURS = ("contexte", "cours", "collections", "pathlib", "datetime", "decimal", "fractions", "enum",
                "google.genai.types", "anthropic.types", "anthropic.lib", "pydantic")
INTERDITS = (SystemExit, KeyboardInterrupt, GeneratorExit)


def module_sur(module: str | None) -> bool:
    """Un module dont les classes sont de confiance (jamais un module d'élève ou de tests)."""
    if not module or type(module) is not str:
        return False
    return module == "builtins" or any(module == m or module.startswith(m + ".")
                                       for m in MODULES_SURS)


def classe_connue(module: Any, nom: Any) -> Any:
    """La classe (ou fonction de `contexte`) `nom` *définie* dans le module sûr `module`, ou None.

    Une seule recherche dans `vars(module)` : ni attribut hérité, ni chemin `a.b`, ni objet
    importé d'ailleurs (`pathlib.os` n'est pas `os`). Les modules sûrs peuvent être importés.
    """
    if type(module) is not str or type(nom) is not str or not module_sur(module) or "." in nom:
        return None
    objet_module = sys.modules.get(module)
    if objet_module is None:
        try:
            objet_module = importlib.import_module(module)
        except Exception:
            return None
    objet = vars(objet_module).get(nom)
    if getattr(objet, "__module__", None) != module or getattr(objet, "__qualname__", None) != nom:
        return None
    if isinstance(objet, type):
        return objet
    if isinstance(objet, FunctionType) and module.split(".")[0] in ("contexte", "cours"):
        return objet
    return None


def importable(objet: Any) -> bool:
    """Vrai pour une classe (ou une fonction de `contexte`) de la table des classes connues."""
    try:
        module, nom = objet.__module__, objet.__qualname__
    except Exception:
        return False
    return classe_connue(module, nom) is objet


def par_valeur(objet: Any) -> bool:
    """Vrai si `objet` traverse par valeur ; faux s'il doit rester de son côté (poignée)."""
    genre = type(objet)
    if genre in SCALAIRES or genre in CONTENEURS:
        return True
    if isinstance(objet, ModuleType):
        return False
    if isinstance(objet, type):
        return importable(objet)
    if isinstance(objet, (FunctionType, BuiltinFunctionType)):  # par son nom : de contexte seulement
        return importable(objet) and str(objet.__module__).split(".")[0] in ("contexte", "cours")
    return importable(genre) and not isinstance(objet, BaseException)


# Une sous-classe de l'élève (un namedtuple, un IntEnum…) traverse comme sa base si elle ne
# redéfinit aucune comparaison : copiée par la méthode de la base, jamais par son propre code.
COPIES = {int: int.__pos__, float: float.__pos__, str: str.__str__,
          tuple: lambda t: tuple.__getitem__(t, slice(None)), list: list.copy, dict: dict.copy}
COMPARAISONS = ("__eq__", "__ne__", "__lt__", "__le__", "__gt__", "__ge__", "__hash__", "__bool__")


def en_base(objet: Any) -> Any:
    """La valeur de base d'une sous-classe sans comparaison redéfinie ; None sinon."""
    for base, copier in COPIES.items():
        if isinstance(objet, base) and type(objet) is not base:
            classe = type(objet)
            if all(getattr(classe, nom, None) is getattr(base, nom, None) for nom in COMPARAISONS):
                return copier(objet)
            return None
    return None
