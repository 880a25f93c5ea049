"""correction : noter les exercices du cours, pour un élève (`verifier`) ou une classe (`corriger`).

    from correction import verifier; verifier("ex8")      # dans le notebook de l'exercice
    $ python -m correction rendus/                             # toute une classe

Ce fichier ne fait que ré-exporter ; rien n'est lancé à l'import.
"""

from .bac_a_sable import Isolation, Limites, detecter_isolation
from .corriger import corriger
from .exercices import EXERCICES, Exercice, exercice
from .noter import NoteExercice, noter_rendu
from .retours import NoteRendu
from .verifier import noter_mon_exercice, verifier

__all__ = [
    "EXERCICES",
    "Exercice",
    "Isolation",
    "Limites",
    "NoteExercice",
    "NoteRendu",
    "corriger",
    "detecter_isolation",
    "exercice",
    "noter_rendu",
    "noter_mon_exercice",
    "verifier",
]
