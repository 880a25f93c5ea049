"""Attaques cachées de l'exercice 13 : absentes de la copie des élèves (`make distribuer`).

Chaque chemin doit être refusé par `confiner`, `lire` et `ecrire`. Les liens sont plantés par
une fonction `planter(tmp_path, racine)` (qui renvoie None) avant l'essai.
"""

import os

CACHEES = [
    "/memories/%252e%252e/dehors.txt",         # double encodage
    "/memories/%2E%2E%2Fdehors.txt",           # encodage en majuscules, « / » encodé
    "/memories/..%2fdehors.txt",               # mélange
    "/memories/..\\dehors.txt",                # barre inverse (Windows)
    "/memories/．．/dehors.txt",                # points pleine chasse (NFKC)
    "/memories/notes/\u2024\u2024/x",          # « ․․ » (one dot leader, NFKC -> « .. »)
    "/memories/a\x00b",                        # octet nul
    "/memories/notes/\u202eevil.md",           # contrôle bidirectionnel (Cf)
    "/memoriesX/dehors.txt",                   # préfixe qui ressemble
    "/memories/notes/./equipe.md",             # « . »
    "/memories/.config",                       # nom caché
    "/memories/notes/..",                      # « .. » final (qui resterait dans la racine)
    "//memories/../dehors.txt",                # double « / » initial
    "",                                        # vide
]


def _lien_dedans(tmp_path, racine):
    os.symlink(racine / "notes" / "equipe.md", racine / "raccourci.md")


def _dossier_lien(tmp_path, racine):
    os.symlink(tmp_path, racine / "porte")


def _lien_dans_sous_dossier(tmp_path, racine):
    os.symlink(tmp_path / "dehors.txt", racine / "notes" / "piege.md")


def _lien_casse(tmp_path, racine):
    os.symlink(tmp_path / "nouveau.txt", racine / "casse.md")


LIENS_CACHES = [
    ("lien qui pointe DANS la racine", _lien_dedans, "/memories/raccourci.md"),
    ("dossier lien vers le parent", _dossier_lien, "/memories/porte/dehors.txt"),
    ("lien dans un sous-dossier", _lien_dans_sous_dossier, "/memories/notes/piege.md"),
    ("lien cassé vers un fichier à créer dehors", _lien_casse, "/memories/casse.md"),
]
