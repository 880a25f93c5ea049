"""Le codage du canal : des valeurs JSON, étiquetées au besoin, et rien d'autre.

Un message est un texte JSON. Les nombres, textes, booléens, `None`, listes et dictionnaires à
clés textuelles s'écrivent tels quels ; le reste est un objet étiqueté `{"§": genre, …}` :
`tuple`, `dict` (clés quelconques), `bytes`, `set`, un objet d'une classe connue (politique.py :
modèle pydantic, dataclass, chemin, date, énumération…) ou une poignée (`moi`, `vous`, `rang`).

Relire ne résout aucun nom hors de la table des classes connues et n'appelle aucun constructeur
choisi par l'autre côté : un objet est refait par `object.__new__` puis ses champs posés sur
*l'instance* neuve (jamais sur une classe), un modèle pydantic par `model_construct` (sans
validation ni code de la classe). Un message trafiqué n'y devient qu'une erreur.

    >>> relire(ecrire((1, {"a": b"x"}, {2: None}), lambda o: None), lambda e: None)
    (1, {'a': b'x'}, {2: None})
"""

from __future__ import annotations

import base64
import dataclasses
import datetime
import decimal
import enum
import fractions
import json
import pathlib
from collections.abc import Callable
from typing import Any

from .politique import CONTENEURS, SCALAIRES, classe_connue, en_base, importable, par_valeur

E = "§"                        # la clé d'étiquette
PROFONDEUR_MAX = 200           # imbrication maximale d'une valeur
DATES = (datetime.datetime, datetime.date, datetime.time)


class DonneeRefusee(ValueError):
    """Un message que le codage ne sait pas (ou ne veut pas) relire."""


def _nom(classe: type) -> list[str]:
    return [classe.__module__, classe.__qualname__]


def _modele(objet: Any) -> bool:
    return hasattr(type(objet), "model_fields") and hasattr(type(objet), "model_construct")


def ecrire(objet: Any, special: Callable[[Any], dict | None],
           exporter: Callable[[Any], dict] | None = None, confiance: bool = True) -> bytes:
    """`objet` en JSON. `special(o)` : l'étiquette d'une référence (poignée de l'autre côté,
    conteneur reçu) ou None ; `exporter(o)` : l'étiquette d'un objet qui ne traverse pas par
    valeur et reste de son côté (sans `exporter`, un tel objet est une erreur).
    `confiance=False` (côté élève) : ses sous-classes sans comparaison redéfinie passent comme leur
    base."""
    en_cours: set[int] = set()
    vus: dict[int, int] = {}  # conteneur déjà écrit -> son numéro (un objet partagé reste partagé)

    def coder(o: Any, profondeur: int) -> Any:
        if profondeur > PROFONDEUR_MAX:
            raise DonneeRefusee("valeur trop imbriquée pour le canal")
        reference = special(o)
        if reference is not None:
            return reference
        genre = type(o)
        if genre in (type(None), bool, int, float, str):
            return o
        if genre in CONTENEURS:
            if id(o) in en_cours:
                raise DonneeRefusee("structure cyclique : le canal ne transmet que des arbres")
            if id(o) in vus:
                return {E: "meme", "n": vus[id(o)]}
            vus[id(o)] = len(vus)
            en_cours.add(id(o))
            try:
                if genre is list:
                    return [coder(x, profondeur + 1) for x in o]
                if genre is dict:
                    if all(type(k) is str for k in o) and E not in o:
                        return {k: coder(v, profondeur + 1) for k, v in o.items()}
                    return {E: "dict", "v": [[coder(k, profondeur + 1), coder(v, profondeur + 1)]
                                             for k, v in o.items()]}
                return {E: genre.__name__, "v": [coder(x, profondeur + 1) for x in o]}
            finally:
                en_cours.discard(id(o))
        if genre in (bytes, bytearray):
            return {E: genre.__name__, "v": base64.b64encode(o).decode("ascii")}
        if genre is complex:
            return {E: "complex", "v": [o.real, o.imag]}
        if genre is range:
            return {E: "range", "v": [o.start, o.stop, o.step]}
        forme = None if genre in SCALAIRES else _forme(o, lambda x: coder(x, profondeur + 1))
        if forme is not None:
            return forme
        if not confiance:
            base = en_base(o)
            if base is not None:
                return coder(base, profondeur + 1)
        if exporter is None:
            raise DonneeRefusee(f"objet {genre.__qualname__} : pas une donnée")
        return exporter(o)

    valeur = coder(objet, 0)
    return json.dumps(valeur, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def _forme(o: Any, coder: Callable[[Any], Any]) -> dict | None:
    """La forme de données d'un objet d'une classe connue ; None : il reste de son côté."""
    if not par_valeur(o):
        return None
    if isinstance(o, type) or callable(o) and importable(o) and not isinstance(o, enum.Enum):
        return {E: "ref", "c": _nom(o)}
    classe = type(o)
    if isinstance(o, enum.Enum):
        return {E: "enum", "c": _nom(classe), "v": coder(o.value)}
    if isinstance(o, pathlib.PurePath):
        return {E: "chemin", "c": _nom(classe), "v": str(o)}
    if isinstance(o, DATES):
        return {E: "date", "c": _nom(classe), "v": o.isoformat()}
    if isinstance(o, datetime.timedelta):
        return {E: "duree", "v": [o.days, o.seconds, o.microseconds]}
    if isinstance(o, (decimal.Decimal, fractions.Fraction)):
        return {E: "nombre", "c": _nom(classe), "v": str(o)}
    if _modele(o):
        champs = {k: getattr(o, k) for k in o.model_fields_set}
        champs.update(getattr(o, "__pydantic_extra__", None) or {})
        return {E: "modele", "c": _nom(classe), "v": [[k, coder(v)] for k, v in champs.items()]}
    etat = getattr(o, "__dict__", None)
    if type(etat) is dict and classe.__reduce_ex__ is object.__reduce_ex__ and (
            dataclasses.is_dataclass(o) or not hasattr(classe, "__slots__")):
        return {E: "objet", "c": _nom(classe), "v": [[k, coder(v)] for k, v in etat.items()
                                                      if type(k) is str]}
    return None


def relire(donnees: bytes, charger: Callable[[dict], Any]) -> Any:
    """Le message JSON en valeurs ; `charger(étiquette)` rend les poignées (`moi`, `vous`, `rang`)."""
    try:
        brut = json.loads(donnees.decode("utf-8"))
    except RecursionError:
        raise DonneeRefusee("message trop imbriqué") from None
    return _Relecture(charger).relire(brut, 0)


def _classe(nom: Any) -> Any:
    if type(nom) is not list or len(nom) != 2:
        raise DonneeRefusee("nom de classe mal formé")
    classe = classe_connue(nom[0], nom[1])
    if classe is None:
        raise DonneeRefusee(f"classe refusée : {str(nom[0])[:60]}.{str(nom[1])[:60]}")
    return classe


def _instance(classe: Any, parent: type) -> type:
    if not (isinstance(classe, type) and issubclass(classe, parent)):
        raise DonneeRefusee(f"{classe!r} n'est pas un {parent.__name__}")
    return classe


class _Relecture:
    """Une relecture : les conteneurs numérotés dans l'ordre où `ecrire` les a numérotés."""

    def __init__(self, charger: Callable[[dict], Any]) -> None:
        self.charger, self.table = charger, []  # type: ignore[var-annotated]

    def _place(self) -> int:
        self.table.append(None)
        return len(self.table) - 1

    def relire(self, v: Any, profondeur: int) -> Any:
        if profondeur > PROFONDEUR_MAX:
            raise DonneeRefusee("valeur trop imbriquée")

        def sous(y: Any) -> Any:
            return self.relire(y, profondeur + 1)

        if type(v) is list:
            n, liste = self._place(), []  # type: ignore[var-annotated]
            self.table[n] = liste
            liste.extend(sous(x) for x in v)
            return liste
        if type(v) is not dict:
            return v
        if E not in v:
            n, d = self._place(), {}  # type: ignore[var-annotated]
            self.table[n] = d
            d.update((k, sous(x)) for k, x in v.items())
            return d
        genre, x = v[E], v.get("v")
        if genre in ("moi", "vous", "rang"):
            return self.charger(v)
        if genre == "meme":
            n = v.get("n")
            if type(n) is not int or not 0 <= n < len(self.table) or self.table[n] is None:
                raise DonneeRefusee("référence à un conteneur inconnu")
            return self.table[n]
        if genre == "dict":
            n, d = self._place(), {}
            self.table[n] = d
            for paire in map(_paire, _liste(x)):
                cle = sous(paire[0])
                d[cle] = sous(paire[1])
            return d
        if genre in ("tuple", "set", "frozenset"):
            n = self._place()
            contenu = [sous(y) for y in _liste(x)]
            self.table[n] = {"tuple": tuple, "set": set, "frozenset": frozenset}[genre](contenu)
            return self.table[n]
        return _valeur(genre, v, x, sous)


def _valeur(genre: Any, v: dict, x: Any, sous: Callable[[Any], Any]) -> Any:
    """Une valeur étiquetée autre qu'un conteneur."""
    if genre in ("bytes", "bytearray"):
        octets = base64.b64decode(_texte(x), validate=True)
        return octets if genre == "bytes" else bytearray(octets)
    if genre == "complex":
        return complex(*[_nombre(y) for y in _liste(x)[:2]])
    if genre == "range":
        return range(*[_entier(y) for y in _liste(x)[:3]])
    if genre == "duree":
        return datetime.timedelta(*[_entier(y) for y in _liste(x)[:3]])
    if genre == "ref":
        return _classe(v.get("c"))
    classe = _classe(v.get("c"))
    if genre == "enum":
        return _instance(classe, enum.Enum)(sous(x))
    if genre == "chemin":
        return _instance(classe, pathlib.PurePath)(_texte(x))
    if genre == "date":
        classe = _instance(classe, DATES)  # type: ignore[arg-type]
        return classe.fromisoformat(_texte(x))
    if genre == "nombre":
        return _instance(classe, (decimal.Decimal, fractions.Fraction))(_texte(x))  # type: ignore[arg-type]
    champs = {_texte(paire[0]): sous(paire[1]) for paire in map(_paire, _liste(x))}
    if any(cle.startswith("__") for cle in champs):
        raise DonneeRefusee("champ réservé (__…__) refusé")
    if genre == "modele" and hasattr(classe, "model_construct"):
        return classe.model_construct(**champs)
    if genre == "objet" and isinstance(classe, type) and classe.__new__ is object.__new__ \
            and classe.__reduce_ex__ is object.__reduce_ex__ and not issubclass(classe, type):
        objet = object.__new__(classe)
        for cle, valeur in champs.items():
            object.__setattr__(objet, cle, valeur)   # sur l'instance neuve, jamais sur la classe
        return objet
    raise DonneeRefusee(f"étiquette inconnue : {str(genre)[:40]}")


def _liste(x: Any) -> list:
    if type(x) is not list:
        raise DonneeRefusee("liste attendue")
    return x


def _paire(x: Any) -> list:
    if type(x) is not list or len(x) != 2:
        raise DonneeRefusee("paire attendue")
    return x


def _texte(x: Any) -> str:
    if type(x) is not str:
        raise DonneeRefusee("texte attendu")
    return x


def _entier(x: Any) -> int:
    if type(x) is not int:
        raise DonneeRefusee("entier attendu")
    return x


def _nombre(x: Any) -> float:
    if type(x) not in (int, float):
        raise DonneeRefusee("nombre attendu")
    return x
