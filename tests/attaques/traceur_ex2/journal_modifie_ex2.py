"""Attaque (ex2) : une écriture simple (ni temporaire ni fsync) qui retrouve le journal de
l'espion dans son propre processus (sys.modules["__main__"], ou gc) et y ajoute ce que le test
attend : fsync du fichier à la bonne taille, renommage dans le même dossier, fsync du dossier.
L'ancien espion tenait ce journal dans le processus de l'élève et l'imprimait tel quel.

Attendu : le journal vit dans le traceur, un autre processus ; les listes trouvées ici ne
changent rien. Seule la part honnête reste (1 point : le JSON est écrit ;
les SIGKILL au hasard, s'ils tombent par chance entre deux écritures).
"""
# exercice : ex2_sauvegarde_atomique.py
import gc
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


def _journaux():
    principal = sys.modules.get("__main__")
    if isinstance(getattr(principal, "journal", None), list):
        yield principal.journal
    for objet in gc.get_objects():
        if isinstance(objet, dict) and isinstance(objet.get("journal"), list):
            yield objet["journal"]


def sauvegarder(chemin, donnees):
    chemin = Path(chemin)
    texte = json.dumps(donnees, ensure_ascii=False)
    chemin.write_text(texte, encoding="utf-8")
    inode, dossier = chemin.stat().st_ino, chemin.parent.stat().st_ino
    source, taille = str(chemin.parent / ".tmp"), len(texte.encode("utf-8"))
    for journal in _journaux():
        if journal and isinstance(journal[0], dict):
            journal += [{"appel": "fsync", "inode": inode, "dossier": False, "taille": taille,
                         "retour": 0},
                        {"appel": "renommage", "source": source, "cible": str(chemin),
                         "inode": inode, "inode_cible": inode, "retour": 0, "drapeaux": 0,
                         "dossier_source": dossier, "dossier_cible": dossier},
                        {"appel": "fsync", "inode": dossier, "dossier": True, "taille": 4096,
                         "retour": 0}]
        else:
            journal += [["fsync", inode, False, taille], ["renommage", source, str(chemin), inode],
                        ["fsync", dossier, True, 4096]]
