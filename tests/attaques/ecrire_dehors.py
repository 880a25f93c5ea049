"""Attaque (ex5) : écrire hors de sa copie (/tmp, /var/tmp, /dev/shm, /run/lock, HOME, le dossier
des rendus, le rendu d'un camarade, notes.csv).

Attendu : /tmp est privé, le reste n'est pas monté ou l'est en lecture seule ; aucune trace.
"""
# exercice : ex5_fenetre_budget.py
import os

for dossier in ("/tmp", "/var/tmp", "/dev/shm", "/run/lock", os.path.expanduser("~"),
                "@DOSSIER@", "@DOSSIER@/a_juste"):
    try:
        with open(os.path.join(dossier, "@MARQUEUR@"), "w") as f:
            f.write("pirate")
    except OSError:
        pass
for cible in ("@DOSSIER@/notes.csv", "@DOSSIER@/a_juste/ex8_compression.py"):
    try:
        with open(cible, "w") as f:
            f.write("raise SystemExit('pirate')")
    except OSError:
        pass
