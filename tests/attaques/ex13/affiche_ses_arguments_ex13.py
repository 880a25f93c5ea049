"""Attaque (ex13, issue 33 point 3) : affiche chaque chemin qu'on lui donne (« VU … ») avant de le
refuser. Avant : chaque chemin caché (tests/exercices/attaques_ex13.py) revenait dans retour.md,
dans « Ce que votre code a affiché ». Attendu : aucune entrée cachée dans retour.md (les lignes
qui en citent une sont masquées).
"""
# exercice : ex13_confinement_memoire.py


def confiner(racine, chemin):
    print("VU", repr(chemin), flush=True)
    raise ValueError("Chemin refusé.")


def lire(racine, chemin):
    print("VU", repr(chemin), flush=True)
    raise ValueError("Chemin refusé.")


def ecrire(racine, chemin, texte):
    print("VU", repr(chemin), flush=True)
    raise ValueError("Chemin refusé.")
