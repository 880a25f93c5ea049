"""Vérifier son propre exercice depuis le notebook : les mêmes tests que la correction.

    >>> from correction import verifier
    >>> verifier("ex1")   # « Exercice 1 — Mesurer la compression : 10/10 points », puis le détail

Le fichier de l'élève est lu dans le dossier courant (celui du notebook), dans un sous-processus
borné (délai, mémoire) : une boucle infinie n'y bloque pas le noyau Jupyter.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

from .bac_a_sable import SANS_ISOLATION, Limites
from .copie import preparer_copie
from .exercices import exercice
from .noter import NoteExercice, noter_exercice
from .retours import texte_verification

LIMITES_VERIFIER = Limites(delai=60)


def noter_mon_exercice(ident: str, dossier: str | Path | None = None,
                       limites: Limites = LIMITES_VERIFIER) -> NoteExercice:
    """Note l'exercice `ident` du dossier `dossier` (par défaut, le dossier courant), comme la
    correction : nom presque juste ou réponse écrite dans le notebook compris (`remarque`)."""
    ex = exercice(ident)
    rendu = Path(dossier or Path.cwd()).resolve()
    with tempfile.TemporaryDirectory(prefix="verifier-", ignore_cleanup_errors=True) as d:
        try:
            remarque, _ = preparer_copie(rendu, ex, Path(d) / "rendu")
        except FileNotFoundError:
            raise FileNotFoundError(f"{ex.fichier} introuvable dans {rendu.name}/ : lancez la "
                                    "vérification depuis le dossier de l'exercice.") from None
        note = noter_exercice(Path(d) / "rendu", ex, Path(d), Path(d), limites, SANS_ISOLATION)
    note.remarque = remarque
    return note


def verifier(ident: str, dossier: str | Path | None = None) -> None:
    """Lance les tests notés de l'exercice `ident` sur votre fichier et affiche vos points."""
    print(texte_verification(noter_mon_exercice(ident, dossier)))
