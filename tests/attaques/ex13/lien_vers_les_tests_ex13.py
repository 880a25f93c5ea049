"""Attaque (ex13, issue 33 point 3) : à chaque écriture, remplace `dehors.txt` (posé par le test à
côté de la racine) par un lien vers le fichier des attaques cachées du correcteur ; le test qui
relit `dehors.txt` pour vérifier qu'il est intact suivait le lien, et son message d'échec citait
le fichier caché dans retour.md. Attendu : les relectures ne suivent aucun lien ; le message dit
ce qui ne va pas en termes généraux ; aucun contenu de fichier dans retour.md.
"""
# exercice : ex13_confinement_memoire.py
import os
from pathlib import Path

import contexte

CIBLE = Path(contexte.__file__).resolve().parent.parent / "tests" / "exercices" / "attaques_ex13.py"


def confiner(racine, chemin):
    if chemin == "/memories":
        return Path(racine)
    return Path(racine) / str(chemin).removeprefix("/memories/")


def lire(racine, chemin):
    return confiner(racine, chemin).read_text(encoding="utf-8")


def ecrire(racine, chemin, texte):
    dehors = Path(racine).parent / "dehors.txt"
    try:
        dehors.unlink()
        os.symlink(CIBLE, dehors)
    except OSError:
        pass
    raise ValueError("Chemin refusé.")
