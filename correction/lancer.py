"""Lancer pytest sur un rendu dans un sous-processus borné, et relire son rapport.

    >>> execution = executer([str(ex.tests)], rendu, travail, prive, Limites(), isolation, uid)
    >>> execution.code, execution.delai_depasse   # -> (1, False)
"""

from __future__ import annotations

import json
import os
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

from .bac_a_sable import Isolation, Limites, commande_python
from .exercices import RACINE
from .tuer import tuer_groupe, tuer_uid

LECTURE_MAX = 1024 * 1024  # octets lus du rapport d'un sous-processus
SORTIE_MAX = 1500          # caractères de la fin de sa sortie gardés pour le retour


def _environnement(rendu: Path, temporaire: Path) -> dict[str, str]:
    return {"PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": str(temporaire),
            "TMPDIR": str(temporaire), "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8",
            "CONTEXTE_RENDU": str(rendu), "CONTEXTE_HORS_LIGNE": "1"}


@dataclass
class Execution:
    code: int | None
    delai_depasse: bool
    rapport: list[dict]
    sortie: str


def executer(args_pytest: list[str], rendu: Path, travail: Path, prive: Path, limites: Limites,
             isolation: Isolation, uid: int | None, collecter: bool = False) -> Execution:
    """Lance pytest dans un sous-processus borné ; `travail` est le dossier à lui (cwd et TMPDIR).

    Le rapport arrive par un fichier ouvert ici, dans `prive` (que le sous-processus ne peut pas
    ouvrir en mode uid), et passé par descripteur : ce que l'élève imprime n'y va jamais.
    """
    temporaire = travail / "tmp"
    temporaire.mkdir(exist_ok=True)
    if uid is not None:
        os.chown(temporaire, uid, uid)
    descripteur, chemin_rapport = tempfile.mkstemp(dir=prive, suffix=".jsonl")
    options = ["--fd", str(descripteur), "--delai", str(limites.delai), "--memoire",
               str(limites.memoire), "--fichier-max", str(limites.fichier_max),
               "--processus", str(limites.processus if uid is not None else 0)]
    if collecter:
        options.append("--collecter")
    commande = isolation.prefixe(uid, travail) + commande_python(
        *options, "--", *args_pytest, f"--basetemp={temporaire / 'pytest'}",
        f"--rootdir={RACINE}")
    with tempfile.TemporaryFile(dir=prive) as sortie:
        delai_depasse = False
        try:
            proc = subprocess.Popen(commande, cwd=travail, env=_environnement(rendu, temporaire),
                                    stdin=subprocess.DEVNULL, stdout=sortie,
                                    stderr=subprocess.STDOUT, pass_fds=(descripteur,),
                                    start_new_session=True)
        finally:
            os.close(descripteur)
        try:
            code = proc.wait(timeout=limites.delai)
        except subprocess.TimeoutExpired:
            delai_depasse = True
            tuer_groupe(proc.pid)
            code = proc.wait()
        finally:
            tuer_groupe(proc.pid)
            if uid is not None:
                tuer_uid(uid)
        sortie.seek(max(0, sortie.seek(0, os.SEEK_END) - 4 * SORTIE_MAX))
        texte_sortie = sortie.read().decode("utf-8", "replace")[-SORTIE_MAX:]
    with open(chemin_rapport, "rb") as f:
        brut = f.read(LECTURE_MAX)
    os.unlink(chemin_rapport)
    rapport = []
    for ligne in brut.decode("utf-8", "replace").splitlines():
        try:
            enregistrement = json.loads(ligne)
        except ValueError:
            continue
        if isinstance(enregistrement, dict):
            rapport.append(enregistrement)
    return Execution(code, delai_depasse, rapport, texte_sortie)
