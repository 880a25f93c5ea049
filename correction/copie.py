"""Copier un rendu dans un dossier temporaire privé, avant de rien exécuter.

    >>> ignores = copier_rendu(Path("rendus/alice"), Path("/tmp/correction-x/3/rendu"))
"""

from __future__ import annotations

import os
import shutil
import stat
from pathlib import Path

TAILLE_FICHIER_MAX = 2 * 1024 * 1024  # un fichier de rendu plus gros n'est pas copié


def copier_rendu(source: Path, cible: Path) -> list[str]:
    """Copie les fichiers ordinaires d'un rendu (ni liens, ni fichiers spéciaux, ni notebooks).

    Renvoie la liste de ce qui a été laissé de côté, pour le retour à l'élève.
    """
    ignores: list[str] = []
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
            elif not nom.endswith((".ipynb", ".pyc")):
                shutil.copyfile(chemin, cible / relatif / nom, follow_symlinks=False)
    return ignores
