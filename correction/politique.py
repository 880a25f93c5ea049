"""Ce qui traverse entre le processus de l'élève et celui du correcteur, et comment c'est relu.

Passent *par valeur* : les types de base (exactement `int`, `str`, `list`, `dict`…, pas une
sous-classe), et les objets de classes de confiance (`contexte`, `google.genai.types`,
`anthropic.types`, `pathlib`, `datetime`…), classe exacte là encore. Tout le reste (une fonction
ou une classe de l'élève, un objet « toujours égal », un module) reste chez lui : l'autre côté n'en
reçoit qu'une poignée (`Distant`), égale seulement à elle-même.

Côté correcteur, la relecture passe par `Relecteur` : un unpickler qui ne trouve que des classes
de confiance et n'appelle que des constructeurs sans effet (jamais `os.system`, jamais un
`__init__` de `contexte`). Un message trafiqué n'y devient qu'une erreur.

    >>> par_valeur([1, "a"]), par_valeur(object.__new__(type("X", (), {})))   # -> (True, False)
"""

from __future__ import annotations

import copyreg
import enum
import importlib
import pickle
import sys
from types import BuiltinFunctionType, FunctionType, ModuleType
from typing import Any

SCALAIRES = (type(None), bool, int, float, complex, str, bytes, bytearray, range, slice, object)
CONTENEURS = (list, tuple, dict, set, frozenset)
MODULES_SURS = ("contexte", "collections", "pathlib", "datetime", "decimal", "fractions", "enum",
                "google.genai.types", "anthropic.types", "anthropic.lib", "pydantic")
# Constructeurs que REDUCE peut appeler : des types sans effet de bord.
APPELS_PERMIS = {copyreg._reconstructor, *SCALAIRES, *CONTENEURS}
INTERDITS = (SystemExit, KeyboardInterrupt, GeneratorExit)


def module_sur(module: str | None) -> bool:
    """Un module dont les classes sont de confiance (jamais un module d'élève ou de tests)."""
    if not module:
        return False
    return module == "builtins" or any(module == m or module.startswith(m + ".")
                                       for m in MODULES_SURS)


def resoudre(module: str, nom: str) -> Any:
    """L'objet `module.nom` (nom qualifié avec des points) ; n'importe qu'un module sûr."""
    objet: Any = sys.modules.get(module)
    if objet is None:
        if not module_sur(module):
            raise ImportError(f"module {module} non importé ici")
        objet = importlib.import_module(module)
    for morceau in nom.split("."):
        objet = getattr(objet, morceau)
    return objet


def importable(objet: Any) -> bool:
    """Vrai pour une classe ou une fonction d'un module sûr, retrouvable par son nom."""
    module, nom = getattr(objet, "__module__", None), getattr(objet, "__qualname__", "")
    if not module_sur(module) or "<" in nom:
        return False
    try:
        return resoudre(module, nom) is objet
    except Exception:
        return False


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
        return importable(objet) and str(objet.__module__).split(".")[0] == "contexte"
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


class Relecteur(pickle._Unpickler):  # type: ignore[name-defined]
    """Unpickler restreint : classes de confiance seulement, aucun appel à effet de bord."""

    dispatch = dict(pickle._Unpickler.dispatch)  # type: ignore[attr-defined]

    def find_class(self, module: str, nom: str) -> Any:
        if module == "copyreg" and nom in ("_reconstructor", "__newobj__", "__newobj_ex__"):
            return getattr(copyreg, nom)
        if module_sur(module):
            try:
                objet = resoudre(module, nom)
            except Exception:
                objet = None
            if isinstance(objet, type) or (objet is not None and par_valeur(objet)):
                if not (isinstance(objet, type) and issubclass(objet, INTERDITS)):
                    return objet
        raise pickle.UnpicklingError(f"classe refusée : {module}.{nom}")

    def load_reduce(self) -> None:
        args = self.stack.pop()
        fonction = self.stack[-1]
        permis = fonction in APPELS_PERMIS or (isinstance(fonction, type) and (
            issubclass(fonction, enum.Enum) or fonction.__module__.split(".")[0] in (
                "pathlib", "datetime", "decimal", "fractions", "collections")))
        if not permis:
            raise pickle.UnpicklingError(f"appel refusé : {getattr(fonction, '__qualname__', '?')}")
        self.stack[-1] = fonction(*args)

    def load_inst(self) -> None:  # protocoles 0 et 1 : appelleraient __init__
        raise pickle.UnpicklingError("opcode INST refusé")

    dispatch[pickle.REDUCE[0]] = load_reduce
    dispatch[pickle.INST[0]] = load_inst
    dispatch[pickle.OBJ[0]] = load_inst
