"""Attaque (ex2, issue 33 point 2) : une écriture simple (ni temporaire ni fsync) ; à l'import,
un fil d'exécution guette le traceur de l'ex2 (un processus dont la ligne de commande lance
`correction.traceur`) et, dès qu'il paraît, essaie de le prendre : `PTRACE_SEIZE` (avant : le
traceur restait « dumpable » entre son `exec` et son `prctl`, une prise réussie permettait de
réécrire son prochain appel système en un faux « JOURNAL » puis `exit_group(0)` : 6/10, rien
de suspect) et l'ouverture en écriture de /proc/<traceur>/mem. Chaque essai est affiché
(« SAISIE quoi : résultat ») ; une prise réussie est relâchée aussitôt (PTRACE_DETACH) : le test
mesure la prise, pas une réécriture.

Attendu : `ptrace` refusé (EPERM, filtre seccomp : appels_interdits.py), /proc/<traceur>/mem
fermé (le traceur est lancé par un fichier exécutable mais illisible : non « dumpable » dès
son `exec`, traceur.py). Seule la part honnête reste (JSON écrit ; SIGKILL au hasard).
"""
# exercice : ex2_sauvegarde_atomique.py
import ctypes
import json
import os
import threading
import time
from pathlib import Path

_libc = ctypes.CDLL(None, use_errno=True)
_libc.ptrace.restype = ctypes.c_long
_libc.ptrace.argtypes = [ctypes.c_long, ctypes.c_long, ctypes.c_void_p, ctypes.c_void_p]
PTRACE_SEIZE, PTRACE_DETACH = 0x4206, 17
MOTIF = b"correction.traceur import principal"


def _essayer(pid):
    if _libc.ptrace(PTRACE_SEIZE, pid, None, None) == 0:
        print("SAISIE seize : réussi", flush=True)
        _libc.ptrace(PTRACE_DETACH, pid, None, None)
    else:
        print(f"SAISIE seize : errno {ctypes.get_errno()}", flush=True)
    try:
        with open(f"/proc/{pid}/mem", "r+b"):
            print("SAISIE mem : réussi", flush=True)
    except OSError as e:
        print(f"SAISIE mem : errno {e.errno}", flush=True)


def _guetter():
    vus, fin = set(), time.monotonic() + 60
    while time.monotonic() < fin:
        for nom in os.listdir("/proc"):
            if not nom.isdigit() or nom in vus:
                continue
            try:
                ligne = Path(f"/proc/{nom}/cmdline").read_bytes()
                parent = Path(f"/proc/{nom}/stat").read_text().rsplit(")", 1)[1].split()[1]
                ligne_parent = Path(f"/proc/{parent}/cmdline").read_bytes()
            except (OSError, IndexError):
                continue
            # le traceur, pas son tracé (un fork du traceur, qui exécute le code de l'élève)
            if MOTIF in ligne and MOTIF not in ligne_parent:
                vus.add(nom)
                _essayer(int(nom))
        time.sleep(0.0005)


threading.Thread(target=_guetter, daemon=True).start()


def fsync_dossier(dossier):
    fd = os.open(dossier, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def sauvegarder(chemin, donnees):
    Path(chemin).write_text(json.dumps(donnees, ensure_ascii=False), encoding="utf-8")

