"""Attaque (ex4) : renvoyer des objets égaux à tout (classe à part, ou sous-classe de int et de list).

Attendu : ces objets ne traversent pas jusqu'au correcteur (seulement des poignées, égales à
elles-mêmes) ; 0 point, suspect.
"""
# exercice : ex4_cout_cache.py


class Egal:
    def __eq__(self, autre):
        return True

    def __ne__(self, autre):
        return False

    def __iter__(self):
        return iter([Egal(), Egal()])

    __hash__ = object.__hash__


class EntierEgal(int):
    __eq__ = lambda self, autre: True  # noqa: E731


class ListeEgale(list):
    __eq__ = lambda self, autre: True  # noqa: E731


def prefixe_commun(a, b):
    return EntierEgal(0)


def usages(requetes, sorties, cache=True, compter=None):
    return ListeEgale()


def cout_total(liste_usages, tarif):
    return Egal()


def moins_chere(strategies, tarif, cache=True, compter=None):
    return Egal()
