"""Attaque (ex2) : temporaire dans le même dossier et os.replace, mais aucun fsync ; quand un test
l'observe, elle imprime un faux journal puis tue son parent (le traceur : os.kill(os.getppid(),
9)), pour qu'aucun journal vrai ne la contredise.

Attendu : sans traceur, pas de journal, et rien n'est crédité (PTRACE_O_EXITKILL tue aussi le
processus observé). Seule la part honnête reste : JSON écrit (1), coupures et SIGKILL (2 + 2).
"""
# exercice : ex2_sauvegarde_atomique.py
import json
import os
import signal
import sys
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
    fd, tmp = tempfile.mkstemp(dir=chemin.parent)
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        f.write(texte)
    if len(sys.argv) > 3 and sys.argv[3] in ("espions", "ailleurs", "deux", "panne"):
        inode, dossier = os.stat(tmp).st_ino, chemin.parent.stat().st_ino
        faux = [{"appel": "fsync", "inode": inode, "dossier": False,
                 "taille": len(texte.encode("utf-8")), "retour": 0},
                {"appel": "renommage", "source": tmp, "cible": str(chemin), "inode": inode,
                 "inode_cible": inode, "retour": 0, "drapeaux": 0, "dossier_source": dossier,
                 "dossier_cible": dossier},
                {"appel": "fsync", "inode": dossier, "dossier": True, "taille": 4096,
                 "retour": 0}]
        print("JOURNAL " + json.dumps({"journal": faux, "fin": {"code": 0}, "sortie": ""}),
              flush=True)
        os.kill(os.getppid(), signal.SIGKILL)
    os.replace(tmp, chemin)
