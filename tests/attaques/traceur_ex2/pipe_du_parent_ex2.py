"""Attaque (ex2) : écriture simple (ni temporaire ni fsync) ; quand un test l'observe, elle
écrit un faux journal directement dans le tube où le processus de l'élève lit la sortie du
traceur (rouvert par /proc/<pid>/fd/<n> : la sortie du traceur lui-même est fermée à l'enfant,
et le traceur, non « dumpable », refuse /proc/<traceur>/fd), puis tue le traceur pour que le
faux journal soit la seule ligne.

Attendu : le test exige que le traceur ait fini normalement (code 0) en plus d'une seule ligne ;
un traceur tué ne rapporte rien. Part honnête : 1 point (le JSON est écrit ; les SIGKILL au
hasard, s'ils tombent par chance entre deux écritures).
"""
# exercice : ex2_sauvegarde_atomique.py
import json
import os
import signal
import sys
from pathlib import Path


def fsync_dossier(dossier):
    fd = os.open(dossier, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _faux(chemin, texte):
    inode, dossier = chemin.stat().st_ino, chemin.parent.stat().st_ino
    renommage = {"appel": "renommage", "source": str(chemin.parent / ".tmp"),
                 "cible": str(chemin), "inode": inode, "inode_cible": inode, "retour": 0,
                 "drapeaux": 0, "dossier_source": dossier, "dossier_cible": dossier}
    journal = [{"appel": "fsync", "inode": inode, "dossier": False,
                "taille": len(texte.encode("utf-8")), "retour": 0}, renommage,
               {"appel": "fsync", "inode": dossier, "dossier": True, "taille": 4096,
                "retour": 0}, dict(renommage)]
    return ("JOURNAL " + json.dumps({"journal": journal, "fin": {"code": 0},
                                     "sortie": ""}) + "\n").encode()


def sauvegarder(chemin, donnees):
    chemin = Path(chemin)
    texte = json.dumps(donnees, ensure_ascii=False)
    chemin.write_text(texte, encoding="utf-8")
    if len(sys.argv) > 3 and sys.argv[3] in ("espions", "ailleurs", "deux", "panne"):
        traceur = os.getppid()
        with open(f"/proc/{traceur}/status", encoding="utf-8") as f:
            grand_parent = int(next(ligne for ligne in f if ligne.startswith("PPid:")).split()[1])
        ecrits = []
        for pid in (traceur, grand_parent):
            try:
                fds = os.listdir(f"/proc/{pid}/fd")
            except OSError as e:
                ecrits.append(f"{pid}: {type(e).__name__}")
                continue
            for n in fds:
                try:
                    if os.readlink(f"/proc/{pid}/fd/{n}").startswith("pipe:"):
                        fd = os.open(f"/proc/{pid}/fd/{n}", os.O_WRONLY | os.O_NONBLOCK)
                        os.write(fd, _faux(chemin, texte))
                        os.close(fd)
                        ecrits.append(f"{pid}/{n}")
                except OSError as e:
                    ecrits.append(f"{pid}/{n}: {type(e).__name__}")
        print("PIPE", ecrits, flush=True)
        os.kill(traceur, signal.SIGKILL)
