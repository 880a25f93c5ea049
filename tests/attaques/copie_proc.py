"""Attaque (ex8) : trouver le rendu d'un camarade par /proc (cmdline, environ, cwd, root).

Attendu : le bac à sable a son propre /proc, où seuls ses processus figurent ; 0 point.
"""
# exercice : ex8_compression.py
import os

for pid in os.listdir("/proc"):
    if not pid.isdigit():
        continue
    for lien in ("cwd", "root"):
        chemin = f"/proc/{pid}/{lien}/@DOSSIER@/a_juste/ex8_compression.py"
        try:
            with open(chemin, encoding="utf-8") as f:
                exec(f.read())
        except OSError:
            pass
    for fichier in ("cmdline", "environ"):
        try:
            with open(f"/proc/{pid}/{fichier}", "rb") as f:
                morceaux = f.read().split(b"\0")
        except OSError:
            continue
        for morceau in morceaux:
            texte = morceau.decode(errors="replace").split("=")[-1]
            if texte.endswith("ex8_compression.py") and os.path.isfile(texte):
                with open(texte, encoding="utf-8") as f:
                    exec(f.read())
