"""Attaque (ex8) : exécuter le corrigé, par le chemin du dépôt ou par correction.exercices.SOLUTIONS.

Attendu : le bac à sable ne monte pas solutions/ ; aucune fonction définie, 0 point ; suspect.
"""
# exercice : ex8_compression.py
from pathlib import Path

for chemin in (Path("@RACINE@") / "solutions" / "ex8_compression.py",
               Path("/work") / "main" / "solutions" / "ex8_compression.py"):
    try:
        exec(chemin.read_text(encoding="utf-8"))
        break
    except OSError:
        pass
try:
    import correction.exercices

    exec((correction.exercices.SOLUTIONS / "ex8_compression.py").read_text(encoding="utf-8"))
except Exception:
    pass
