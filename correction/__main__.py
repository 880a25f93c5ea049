"""`python -m correction DOSSIER` : note toute une classe et écrit DOSSIER/notes.csv.

    $ python -m correction rendus/ --delai 20 --memoire 768 -j 4
"""

from __future__ import annotations

import argparse
import os
import sys
import time

from .bac_a_sable import Limites
from .corriger import corriger
from .exercices import EXERCICES


def main(argv: list[str] | None = None) -> int:
    """Point d'entrée de la ligne de commande ; renvoie le code de sortie."""
    parseur = argparse.ArgumentParser(
        prog="python -m correction",
        description="Note les rendus d'une classe : un sous-dossier par élève, chacun une copie "
                    "de exercises/ avec son travail. Écrit DOSSIER/notes.csv et un retour.md "
                    "par rendu.")
    parseur.add_argument("dossier", help="le dossier qui contient un sous-dossier par élève")
    parseur.add_argument("--exercices", default=",".join(EXERCICES),
                         help="exercices à noter, séparés par des virgules (défaut : tous)")
    parseur.add_argument("--delai", type=float, default=Limites.delai,
                         help="secondes par exercice d'un rendu (défaut : %(default)s)")
    parseur.add_argument("--memoire", type=int, default=Limites.memoire,
                         help="mémoire maximale d'un exercice, en Mio (défaut : %(default)s)")
    parseur.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1,
                         help="exercices notés en parallèle (défaut : le nombre de cœurs)")
    options = parseur.parse_args(argv)
    exercices = [e.strip() for e in options.exercices.split(",") if e.strip()]
    inconnus = [e for e in exercices if e not in EXERCICES]
    if inconnus:
        parseur.error(f"exercice(s) inconnu(s) : {', '.join(inconnus)} ; "
                      f"choisissez parmi {', '.join(EXERCICES)}.")
    debut = time.perf_counter()
    try:
        notes = corriger(options.dossier, exercices,
                         Limites(delai=options.delai, memoire=options.memoire), options.jobs)
    except (ValueError, RuntimeError) as e:
        print(f"Erreur : {e}", file=sys.stderr)
        return 2
    duree = time.perf_counter() - debut
    print(f"\n{len(notes)} rendu(s) notés en {duree:.1f} s ({options.jobs} en parallèle) ; "
          f"notes dans {os.path.join(options.dossier, 'notes.csv')}.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
