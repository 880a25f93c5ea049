"""La poignée d'un objet resté dans l'autre processus (voir canal.py).

    conv = ex.RollingSummaryBudget(resumeur, budget=100)   # une poignée : l'objet est chez l'élève
    conv.add("user", "abc"); conv.summary                  # appels et attributs passent par le canal
"""

from __future__ import annotations

from typing import Any

from .politique import classe_connue, par_valeur

LISIBLES = ("__name__", "__qualname__", "__doc__", "__module__", "__file__")  # des textes


class Distant:
    """Poignée vers un objet resté de l'autre côté : attributs et appels passent par le canal.

    Elle n'est égale qu'à elle-même, n'a pas de valeur de vérité, et son `__class__` est la
    première classe de confiance de celle de l'objet (ou `Distant`) : `isinstance` marche pour
    une sous-classe de `RollingSummary`, jamais pour « un objet qui se dit égal à tout ».
    """

    __slots__ = ("_canal", "_ident", "_nom", "_classes")

    def __init__(self, canal: Any, ident: int, nom: str, classes: list) -> None:
        for cle, valeur in (("_canal", canal), ("_ident", ident), ("_nom", nom),
                            ("_classes", classes)):
            object.__setattr__(self, cle, valeur)

    def __getattr__(self, nom: str) -> Any:
        if nom.startswith("__") and nom.endswith("__") and nom not in LISIBLES:
            raise AttributeError(nom)
        return self._canal.demander("getattr", self, nom)

    def __setattr__(self, nom: str, valeur: Any) -> None:
        self._canal.demander("setattr", self, nom, valeur)

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return self._canal.demander("call", self, args, kwargs)

    def __len__(self) -> int:
        return _exactement(int, self._canal.demander("len", self), "len()")

    def __iter__(self) -> Any:
        return iter(_exactement(list, self._canal.demander("liste", self), "iter()"))

    def __getitem__(self, cle: Any) -> Any:
        return self._canal.demander("getitem", self, cle)

    def __contains__(self, element: Any) -> bool:
        return _exactement(bool, self._canal.demander("contains", self, element), "in")

    def __enter__(self) -> Any:
        return self._canal.demander("methode", self, "__enter__", (), {})

    def __exit__(self, *args: Any) -> Any:
        return self._canal.demander("methode", self, "__exit__", args, {})

    def __bool__(self) -> bool:
        raise TypeError(f"un objet {self._nom} de votre code a été renvoyé là où une valeur "
                        "simple (booléen, nombre, texte, liste…) était attendue")

    def __eq__(self, autre: object) -> bool:
        return self is autre

    def __hash__(self) -> int:
        return id(self)

    def __repr__(self) -> str:
        return f"<objet {self._nom} de votre code>"

    @property  # type: ignore[misc]
    def __class__(self) -> type:
        for paire in self._classes:
            classe = classe_connue(*paire) if len(paire) == 2 else None
            if isinstance(classe, type) and classe is not object and par_valeur(classe):
                return classe
        return Distant


def _exactement(genre: type, valeur: Any, quoi: str) -> Any:
    if type(valeur) is not genre:
        raise TypeError(f"{quoi} sur un objet de votre code doit donner un {genre.__name__}")
    return valeur
