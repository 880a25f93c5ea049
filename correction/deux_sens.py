"""Vérifier la notation dans les deux sens : solutions/ a la note maximale, exercises/ a zéro.

    $ python -m correction.deux_sens        # code de sortie 0 si les deux sens tiennent, 1 sinon
"""

from __future__ import annotations

import shutil
import sys
import tempfile
from pathlib import Path

from .bac_a_sable import SANS_ISOLATION
from .corriger import corriger
from .exercices import EXERCICES, RACINE


def verifier_deux_sens() -> list[str]:
    """Note une classe de deux rendus (corrigés, énoncés) ; renvoie les problèmes trouvés."""
    problemes: list[str] = []
    with tempfile.TemporaryDirectory(prefix="deux-sens-") as dossier:
        for nom in ("solutions", "exercises"):
            source = RACINE / nom
            (Path(dossier) / nom).mkdir()
            for ex in EXERCICES.values():
                shutil.copyfile(source / ex.fichier, Path(dossier) / nom / ex.fichier)
        notes = {n.rendu: n for n in corriger(dossier, isolation=SANS_ISOLATION)}  # notre code
    sol, exo = notes["solutions"], notes["exercises"]
    for ident, note in sol.notes.items():
        if note.points != note.sur or note.sur == 0:
            problemes.append(f"solutions/{EXERCICES[ident].fichier} : {note.points}/{note.sur} "
                             f"au lieu de la note maximale. {note.probleme}")
    for ident, note in exo.notes.items():
        if note.points != 0:
            problemes.append(f"exercises/{EXERCICES[ident].fichier} : {note.points} point(s) "
                             "sans rien écrire ; un test passe sur l'énoncé intact.")
    return problemes


def main() -> int:
    """Affiche le tableau, puis les problèmes ; code de sortie 1 s'il y en a."""
    problemes = verifier_deux_sens()
    for p in problemes:
        print(f"ÉCHEC : {p}", file=sys.stderr)
    if not problemes:
        print("Les deux sens tiennent : solutions/ a la note maximale, exercises/ a zéro.")
    return 1 if problemes else 0


if __name__ == "__main__":
    sys.exit(main())
