"""Attaque (ex13, issue 33 point 4) : appelle l'implémentation du cours (contexte.outil_memoire)
au lieu d'écrire le confinement. Avant : 10/10, rien de signalé. Attendu : la note (le code du
cours est juste) mais `suspect` : « importe l'implémentation du cours ».
"""
# exercice : ex13_confinement_memoire.py
import os
from pathlib import Path

from contexte.disque import ecrire_atomique
from contexte.outil_memoire import relatif, sur_disque


def confiner(racine, chemin):
    base = Path(os.path.realpath(racine))
    return sur_disque(base, relatif(chemin), str(chemin))


def lire(racine, chemin):
    fichier = confiner(racine, chemin)
    if fichier.exists() and not fichier.is_file():
        raise ValueError("pas un fichier")
    fd = os.open(fichier, os.O_RDONLY | os.O_NOFOLLOW)
    with os.fdopen(fd, encoding="utf-8") as f:
        return f.read()


def ecrire(racine, chemin, texte):
    fichier = confiner(racine, chemin)
    if fichier == Path(os.path.realpath(racine)):
        raise ValueError("la racine")
    fichier.parent.mkdir(parents=True, exist_ok=True)
    ecrire_atomique(fichier, texte)
