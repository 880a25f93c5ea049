"""Attaque (ex2) : le vrai travail se fait dans un enfant forké (temporaire dans le même dossier,
os.replace, mais aucun fsync) ; le processus observé, lui, ne montre que des gestes inoffensifs
qui ont l'air justes : fsync du fichier final déjà remplacé, os.replace(chemin, chemin) (ne fait
rien), fsync du dossier. L'ancien espion ne voyait que ce processus-là (les crochets d'un enfant
écrivent dans sa copie de la mémoire) : le fsync « avant le renommage » valait 1 point de plus.

Attendu : le traceur suit les fork ; le renommage fait par l'enfant n'a été précédé d'aucun
fsync de son fichier, et un renommage d'un fichier sur lui-même ne compte pas. Part honnête :
JSON (1), coupures (2), SIGKILL (2), même dossier (1), fsync du dossier après le renommage (1).
"""
# exercice : ex2_sauvegarde_atomique.py
import json
import os
import tempfile
from pathlib import Path


def fsync_dossier(dossier):
    fd = os.open(dossier, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def sauvegarder(chemin, donnees):
    chemin = Path(chemin)
    texte = json.dumps(donnees, ensure_ascii=False)
    pid = os.fork()
    if pid == 0:
        fd, tmp = tempfile.mkstemp(dir=chemin.parent)
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(texte)
        os.replace(tmp, chemin)
        os._exit(0)
    os.waitpid(pid, 0)
    fd = os.open(chemin, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
    os.replace(chemin, chemin)
    fsync_dossier(chemin.parent)
