"""`python -m correction DOSSIER` : note toute une classe et écrit DOSSIER/notes.csv.

    $ python -m correction rendus/ --delai 20 --memoire 768 -j 4 --liste eleves.csv
    $ python -m correction rendus/ --sans-isolation     # sans bubblewrap : à vos risques
"""

from __future__ import annotations

import argparse
import os
import sys
import time

from .bac_a_sable import Limites, detecter_isolation
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
    parseur.add_argument("--liste", help="CSV des élèves (colonne « dossier », et « email » ou "
                         "« identifiant » pour Moodle) : signale absents et inconnus")
    parseur.add_argument("--classement", action="store_true",
                         help="écrire aussi classement_projet.csv et .png (rappel contre tokens "
                              "par tour, noms neutralisés)")
    parseur.add_argument("--sans-isolation", action="store_true",
                         help="noter sans bubblewrap : le code des élèves tourne avec vos droits "
                              "(seulement pour des rendus dont vous avez lu le code)")
    options = parseur.parse_args(argv)
    exercices = [e.strip() for e in options.exercices.split(",") if e.strip()]
    inconnus = [e for e in exercices if e not in EXERCICES]
    if inconnus:
        parseur.error(f"exercice(s) inconnu(s) : {', '.join(inconnus)} ; "
                      f"choisissez parmi {', '.join(EXERCICES)}.")
    debut = time.perf_counter()
    try:
        isolation = detecter_isolation(options.sans_isolation)
        if options.sans_isolation:
            print("Attention : --sans-isolation, le code des élèves tourne avec vos droits.",
                  file=sys.stderr)
        notes = corriger(options.dossier, exercices,
                         Limites(delai=options.delai, memoire=options.memoire), options.jobs,
                         isolation, liste=options.liste, classement=options.classement)
    except (ValueError, RuntimeError) as e:
        print(f"Erreur : {e}", file=sys.stderr)
        return 2
    duree = time.perf_counter() - debut
    print(f"\n{len(notes)} rendu(s) notés en {duree:.1f} s ({options.jobs} en parallèle) ; "
          f"notes dans {os.path.join(options.dossier, 'notes.csv')}.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
