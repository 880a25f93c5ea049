"""Attaque (ex4) : piloter le décodeur du correcteur. Le code de l'élève remplace, dans son propre
processus, l'encodeur du canal par un message fabriqué : des étiquettes qui demandent au
correcteur de résoudre `builtins.eval`, `pathlib.os`, un chemin d'attributs d'un module sûr, de
poser `__eq__` sur `int` ou `__class__` sur un objet, une métaclasse. (Avec l'ancien désérialiseur,
BUILD sur une classe de confiance changeait `int.__eq__` dans le correcteur : tout `==` passait.)

Attendu : le correcteur ne résout aucune de ces classes, refuse chaque message (noté suspect) ;
0 point ; `int` intact (le camarade a_juste garde sa note).
"""
# exercice : ex4_cout_cache.py
import itertools
import json

import correction.canal

PIEGES = [
    {"§": "ref", "c": ["builtins", "eval"]},
    {"§": "ref", "c": ["pathlib", "os"]},
    {"§": "ref", "c": ["collections", "abc.Callable"]},
    {"§": "objet", "c": ["builtins", "int"], "v": [["__eq__", {"§": "ref", "c": ["builtins", "eval"]}]]},
    {"§": "objet", "c": ["cours.tarifs", "Tarif"],
     "v": [["__class__", {"§": "ref", "c": ["builtins", "int"]}]]},
    {"§": "objet", "c": ["enum", "EnumMeta"], "v": [["__eq__", 1]]},
    {"§": "modele", "c": ["pydantic.main", "BaseModel"], "v": [["__eq__", 1]]},
]
_suite = itertools.cycle(PIEGES)


def _fabrique(message, *args, **kwargs):
    return json.dumps({"§": "tuple", "v": ["ok", next(_suite)]}).encode()


correction.canal.ecrire = _fabrique


def prefixe_commun(a, b):
    return 0


def usages(requetes, sorties, cache=True, compter=None):
    return []


def cout_total(liste_usages, tarif):
    return 0.0
