"""Un processus Python enfant (isolé : `-I`), lancé du côté de l'élève, pour un test qui doit
tuer son code en pleine écriture ou l'espionner (exercice 2).

Pendant la correction, le processus de l'élève sert l'opération « python » avec cette fonction
(eleve.py) : l'enfant naît dans son bac à sable, le seul qui voit son fichier. Côté tests, passez
par `correction.distant.lancer_python`, qui choisit où le lancer. Pour observer ce que le code de
l'élève demande au noyau (fsync, renommages), le code lancé est celui du traceur
(`correction.traceur.code_traceur(script)`) : il démarre avant tout code de l'élève et trace
l'enfant qui l'exécute.

    >>> enfant = lancer_python("print(1)", []); enfant.communicate()
    ('1\\n', '')
"""

from __future__ import annotations

import subprocess
import sys


def lancer_python(code: str, args: list[str]) -> subprocess.Popen:
    """`python -I -B -c code args…`, enfant du processus qui appelle (celui de l'élève pendant la
    correction), sorties lues en texte par des tubes. Demandé par le correcteur, jamais par
    l'élève : il ne lui donne rien qu'il n'ait déjà (son propre code peut lancer des processus).

    Mode isolé (`-I`) : ni le dossier courant (le rendu) ni PYTHONPATH dans le chemin ; un
    `json.py` posé à côté de la réponse n'est donc pas importé à la place du vrai (et la
    préparation refuse de toute façon un tel module, preparer.py)."""
    if type(code) is not str or type(args) is not list or any(type(a) is not str for a in args):
        raise TypeError("lancer_python attend un code (str) et une liste d'arguments (str)")
    return subprocess.Popen([sys.executable, "-I", "-B", "-c", code, *args], stdin=subprocess.DEVNULL,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            encoding="utf-8")
