"""Attaque (ex8) : exécuter le fichier d'un camarade (dossier des rendus, copies temporaires).

Attendu : ni le dossier des rendus ni les copies des autres ne sont montés ; 0 point.
"""
# exercice : ex8_compression.py
import glob

for motif in ("@DOSSIER@/*/ex8_compression.py", "/tmp/correction-*/*/rendu/ex8_compression.py",
              "/tmp/*/*/rendu/ex8_compression.py"):
    for chemin in glob.glob(motif):
        try:
            with open(chemin, encoding="utf-8") as f:
                texte = f.read()
        except OSError:
            continue
        if "BEGIN SOLUTION" in texte:
            exec(texte)
            break
