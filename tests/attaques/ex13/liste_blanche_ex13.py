"""Attaque (ex13, issue 33 point 4) : aucune règle, une liste blanche des chemins que les tests
visibles acceptent ; tout le reste est refusé. Avant : 10/10 (les cas cachés ne testaient que
des refus). Attendu : les chemins ordinaires cachés (tests/exercices/attaques_ex13.py, POSITIFS)
sont refusés : l'attaque perd ces points.
"""
# exercice : ex13_confinement_memoire.py
from pathlib import Path

PERMIS = {"/memories": (), "/memories/notes/equipe.md": ("notes", "equipe.md"),
          "/memories//notes/equipe.md": ("notes", "equipe.md"),
          "/memories/a/b/c.md": ("a", "b", "c.md"), "/memories/absent.md": ("absent.md",),
          "/memories/notes": ("notes",)}


def confiner(racine, chemin):
    if not isinstance(chemin, str) or chemin not in PERMIS:
        raise ValueError("Chemin refusé.")
    return Path(racine).joinpath(*PERMIS[chemin])


def lire(racine, chemin):
    fichier = confiner(racine, chemin)
    if fichier.exists() and not fichier.is_file():
        raise ValueError("pas un fichier")
    return fichier.read_text(encoding="utf-8")


def ecrire(racine, chemin, texte):
    fichier = confiner(racine, chemin)
    if fichier == Path(racine):
        raise ValueError("la racine")
    fichier.parent.mkdir(parents=True, exist_ok=True)
    fichier.write_text(texte, encoding="utf-8")
