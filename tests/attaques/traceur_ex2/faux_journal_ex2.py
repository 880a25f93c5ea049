"""Attaque (ex2) : une écriture simple (ni temporaire ni fsync) qui, quand un test l'observe,
imprime elle-même un journal « JOURNAL {…} » complet (fsync du temporaire à la bonne taille,
renommage dans le même dossier, fsync du dossier) puis sort par os._exit avant que l'espion
imprime le sien. L'ancien espion (dans le processus de l'élève) lisait la dernière ligne
« JOURNAL » : ce faux journal valait 4 points de plus.

Attendu : le journal vient du traceur, sur sa sortie à lui ; ce que le code de l'élève affiche
n'y arrive pas (tout au plus dans le champ « sortie »). Seule la part honnête reste (1 point :
le JSON est écrit ; les SIGKILL au hasard, s'ils tombent par chance entre deux écritures).
"""
# exercice : ex2_sauvegarde_atomique.py
import json
import os
import sys
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
    chemin.write_text(texte, encoding="utf-8")
    if len(sys.argv) > 3 and sys.argv[3] in ("espions", "ailleurs", "deux", "panne"):
        inode, dossier = chemin.stat().st_ino, chemin.parent.stat().st_ino
        source = str(chemin.parent / ".tmp")
        taille = len(texte.encode("utf-8"))
        renommage = {"appel": "renommage", "source": source, "cible": str(chemin),
                     "inode": inode, "inode_cible": inode, "retour": 0, "drapeaux": 0,
                     "dossier_source": dossier, "dossier_cible": dossier}
        faux = [{"appel": "fsync", "inode": inode, "dossier": False, "taille": taille,
                 "retour": 0}, renommage,
                {"appel": "fsync", "inode": dossier, "dossier": True, "taille": 4096,
                 "retour": 0}]
        if sys.argv[3] == "deux":
            faux.append(dict(renommage))
        vieux = [["fsync", inode, False, taille], ["renommage", source, str(chemin), inode],
                 ["fsync", dossier, True, 4096]]
        for ligne in ({"journal": faux, "fin": {"code": 0}, "sortie": ""},
                      {"journal": vieux, "erreur": None, "imbrique_attendu": False}):
            print("\nJOURNAL " + json.dumps(ligne), flush=True)
        os._exit(0)
