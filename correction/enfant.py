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
    from .appels_interdits import poser_si_prepare, prepare

    _verifier(code, args)
    return _popen([sys.executable, "-I", "-B", "-c", code, *args],
                  poser_si_prepare if prepare() else None)


def lancer_traceur(script: str, args: list[str], delai: int = 50) -> subprocess.Popen:
    """Le traceur de l'ex2 (traceur.py) sur `script` : lui peut tracer (il n'a pas le filtre
    seccomp) ; le tracé, qui exécute le code de l'élève, pose le filtre après PTRACE_TRACEME
    quand la correction l'a préparé ; `delai` : au-delà, le traceur meurt sans journal (le
    projet, dont la session tracée est plus longue, en demande plus). Lancé par un fichier
    exécutable mais illisible (`traceur.executable_illisible`) quand il existe : non
    « dumpable » dès l'`exec`."""
    from .appels_interdits import prepare
    from .traceur import code_traceur, commande_traceur

    _verifier(script, args)
    if type(delai) is not int or not 1 <= delai <= 900:
        raise TypeError("lancer_traceur attend un délai entier de 1 à 900 s")
    return _popen([*commande_traceur(), "-I", "-B", "-c",
                   code_traceur(script, delai=delai, filtrer=prepare()), *args], None)


def _verifier(code: object, args: object) -> None:
    if type(code) is not str or type(args) is not list or any(type(a) is not str for a in args):
        raise TypeError("lancer_python attend un code (str) et une liste d'arguments (str)")


def _popen(commande: list[str], avant: object) -> subprocess.Popen:
    return subprocess.Popen(commande, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, encoding="utf-8",
                            preexec_fn=avant)  # type: ignore[arg-type]
