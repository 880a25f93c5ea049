"""Un petit programme Python dans le vrai bac à sable de la correction, avec un dossier de l'hôte
monté en plus sous son /tmp : comme le dépôt d'un clone rangé sous /tmp (la CI). Pour les tests
du ménage (correction/menage.py) et de l'effacement (correction/copie.py).

    fini = executer_sous_bwrap(tmp_path, ["--bind", str(hote), "/tmp/porteur/monte"], code)
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from correction.bac_a_sable import detecter_isolation

RACINE = Path(__file__).resolve().parent.parent


def executer_sous_bwrap(partage: Path, montage: list[str], code: str) -> subprocess.CompletedProcess:
    """`code` (le dépôt dans le chemin) sous bwrap, `montage` posé avant le « -- » final."""
    prefixe = detecter_isolation().prefixe(None, partage, correcteur=True)
    fin = prefixe.index("--")   # avant la commande (et le setpriv qui la précède en root)
    prefixe[fin:fin] = montage
    code = f"import os, sys; sys.path.insert(0, {str(RACINE)!r})\n" + code
    return subprocess.run([*prefixe, sys.executable, "-I", "-c", code], capture_output=True,
                          text=True, timeout=60)
