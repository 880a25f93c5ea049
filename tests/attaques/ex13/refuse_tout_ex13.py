"""Attaque (ex13, issue 33 point 4) : tout refuser. Avant : 7/10. Attendu : moins (les chemins
ordinaires cachés sont refusés).
"""
# exercice : ex13_confinement_memoire.py


def confiner(racine, chemin):
    raise ValueError("Chemin refusé.")


def lire(racine, chemin):
    raise ValueError("Chemin refusé.")


def ecrire(racine, chemin, texte):
    raise ValueError("Chemin refusé.")
