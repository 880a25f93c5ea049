"""Attaque (ex7) : remplir /tmp et /dev/shm du bac à sable (des tmpfs, donc de la mémoire de
l'hôte : un élève en avait pris 3 Gio) avec des fichiers de 8 Mio (sous la limite par fichier).

Attendu : chaque tmpfs est borné (`bwrap --size`), l'écriture s'arrête sur « plus de place » ;
ce qui a été écrit est affiché (retour.md) ; 0 point.
"""
# exercice : ex7_resume_budget.py
import os

for dossier in ("/tmp", "/dev/shm"):
    ecrits = 0
    try:
        for i in range(400):  # 3,2 Gio au plus
            with open(os.path.join(dossier, f"plein-{i}"), "wb") as f:
                f.write(b"x" * (8 << 20))
            ecrits += 8
    except OSError as e:
        print(f"TMPFS {dossier} {ecrits} Mio puis : {e.strerror}", flush=True)
    else:
        print(f"TMPFS {dossier} {ecrits} Mio sans erreur", flush=True)
