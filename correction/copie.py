"""Copier un rendu dans un dossier temporaire privé, avant de rien exécuter, et y placer le
fichier à noter (nom presque juste, ou réponse reprise du notebook : voir inventaire.py).

    >>> ignores = copier_rendu(Path("rendus/alice"), Path("/tmp/correction-x/3/rendu"))
"""

from __future__ import annotations

import os
import shutil
import stat
from pathlib import Path

from .exercices import Exercice
from .inventaire import code_du_notebook, enonce_intact, trouver_fichier

TAILLE_FICHIER_MAX = 2 * 1024 * 1024  # un fichier de rendu plus gros n'est pas copié
TAILLE_RENDU_MAX = 20 * 1024 * 1024   # au-delà, le reste du rendu n'est pas copié (disque borné)


def copier_rendu(source: Path, cible: Path) -> list[str]:
    """Copie les fichiers ordinaires d'un rendu (ni liens, ni fichiers spéciaux, ni notebooks).

    Renvoie la liste de ce qui a été laissé de côté, pour le retour à l'élève.
    """
    ignores: list[str] = []
    total = 0
    cible.mkdir(parents=True)
    for racine, dossiers, fichiers in os.walk(source):
        relatif = Path(racine).relative_to(source)
        for nom in list(dossiers):
            if nom.startswith(".") or nom == "__pycache__" or os.path.islink(Path(racine, nom)):
                dossiers.remove(nom)
            else:
                (cible / relatif / nom).mkdir()
        for nom in fichiers:
            chemin = Path(racine, nom)
            try:
                infos = os.lstat(chemin)
            except OSError:
                continue
            if not stat.S_ISREG(infos.st_mode):
                ignores.append(f"{relatif / nom} (lien ou fichier spécial)")
            elif infos.st_size > TAILLE_FICHIER_MAX:
                ignores.append(f"{relatif / nom} (plus de {TAILLE_FICHIER_MAX // 2**20} Mio)")
            elif total + infos.st_size > TAILLE_RENDU_MAX:
                ignores.append(f"{relatif / nom} (rendu de plus de {TAILLE_RENDU_MAX // 2**20} Mio)")
            elif not nom.endswith((".ipynb", ".pyc")):
                total += infos.st_size
                shutil.copyfile(chemin, cible / relatif / nom, follow_symlinks=False)
    return ignores


def preparer_copie(rendu: Path, ex: Exercice, copie: Path) -> tuple[str, list[str]]:
    """Copie le rendu et place le fichier à noter ; renvoie (remarque pour l'élève, ignorés).

    Lève FileNotFoundError si l'exercice n'a ni fichier ni réponse dans le notebook.
    """
    trouve = trouver_fichier(rendu, ex)
    code, noms = code_du_notebook(rendu, ex)
    if trouve.chemin is None and not code:
        raise FileNotFoundError(f"Fichier {ex.fichier} absent du rendu : rien à noter.")
    ignores = copier_rendu(rendu, copie)
    remarque = trouve.remarque
    if trouve.chemin is not None and trouve.chemin != rendu / ex.fichier:
        shutil.copyfile(trouve.chemin, copie / ex.fichier)
    if code and (trouve.chemin is None or enonce_intact(trouve.chemin, ex)):
        base = (copie / ex.fichier).read_text(encoding="utf-8") if trouve.chemin else ""
        (copie / ex.fichier).write_text(
            f"{base}\n\n# --- repris de {ex.module}.ipynb par la correction ---\n{code}",
            encoding="utf-8")
        remarque = (f"Votre réponse ({', '.join(noms)}) était dans le notebook "
                    f"{ex.module}.ipynb et non dans {ex.fichier} : elle a été reprise et notée. "
                    f"La prochaine fois, écrivez vos fonctions dans {ex.fichier} (c'est lui que "
                    "la correction lit ; le notebook l'importe).")
    elif code:
        remarque = (remarque + " " if remarque else "") + (
            f"Le notebook {ex.module}.ipynb définit aussi {', '.join(noms)} : seul {ex.fichier} "
            "est noté.")
    return remarque, ignores
