"""Ce que partagent les processus de la correction : leur commande, leur environnement, leur
rapport ; et la collecte du barème (`pytest --collect-only`, sans code d'élève).

    execution = executer([str(ex.tests)], travail, prive, Limites())   # le barème
    execution.rapport   # -> [{"type": "test", "nodeid": …, "points": 2, …}, …]

Noter un rendu : atelier.py (un zygote de chaque côté, un enfant par exercice). Le rapport du
correcteur arrive par un fichier ouvert par l'hôte, dans `prive`, passé par descripteur au seul
processus de pytest ; l'élève et le correcteur sont joints par un socketpair, et rien d'autre.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

from .bac_a_sable import Limites
from .exercices import RACINE
from .tuer import tuer_groupe

LECTURE_MAX = 1024 * 1024  # octets lus du rapport
SORTIE_MAX = 1500          # caractères de la fin de la sortie de l'élève gardés pour le retour
AMORCE = "import sys; sys.path.insert(0, {racine!r}); from correction.{module} import main; main()"


def commande_python(module: str, *args: str, ecrire_pyc: bool = False) -> list[str]:
    """`python -I -B -u -c <amorce> args…` : ni dossier courant ni variables PYTHON* dans le
    chemin ; sortie sans tampon (ce qui est affiché avant un os._exit n'est pas perdu).
    `ecrire_pyc` (la collecte du barème, sans code d'élève) : sans -B, pytest laisse dans
    tests/exercices/__pycache__ les tests déjà réécrits (assertions), que chaque exercice relit
    ensuite au lieu de les réécrire."""
    return [sys.executable, "-I", *([] if ecrire_pyc else ["-B"]), "-u", "-c",
            AMORCE.format(racine=str(RACINE), module=module), *args]


@dataclass
class Execution:
    code: int | None           # code de sortie du processus du correcteur (pytest)
    delai_depasse: bool
    rapport: list[dict]
    sortie: str                # fin de ce que le code de l'élève a affiché
    code_eleve: int | None = None
    diagnostic: str = ""       # session sortie en 70 : la dernière ligne de son traceback


def environnement(temporaire: str, rendu: str = "") -> dict[str, str]:
    env = {"PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": temporaire, "TMPDIR": temporaire,
           "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "CONTEXTE_HORS_LIGNE": "1",
           "PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1"}
    return {**env, "CONTEXTE_RENDU": rendu} if rendu else env


def lire_fin(fichier: object) -> str:
    fichier.seek(max(0, fichier.seek(0, os.SEEK_END) - 4 * SORTIE_MAX))  # type: ignore[attr-defined]
    return fichier.read().decode("utf-8", "replace")[-SORTIE_MAX:]  # type: ignore[attr-defined]


def executer(args_pytest: list[str], travail: Path, prive: Path, limites: Limites) -> Execution:
    """Collecte les tests notés (`pytest --collect-only`, sans aucun code d'élève) : le barème.

    Noter un rendu passe par atelier.py (zygotes) ; ceci ne sert qu'au barème de confiance."""
    descripteur, chemin_rapport = tempfile.mkstemp(dir=prive, suffix=".jsonl")
    limites_args = ["--delai", str(limites.delai), "--memoire", str(limites.memoire),
                    "--fichier-max", str(limites.fichier_max)]
    with tempfile.TemporaryFile(dir=prive) as sortie:
        try:
            proc = subprocess.Popen(
                commande_python("executer", "--fd", str(descripteur), *limites_args, "--collecter",
                                "--", *args_pytest, f"--rootdir={RACINE}", ecrire_pyc=True),
                cwd=travail, env={**environnement(str(travail)), "CONTEXTE_RACINE": str(RACINE)},
                stdin=subprocess.DEVNULL,
                stdout=sortie, stderr=subprocess.STDOUT, pass_fds=(descripteur,),
                start_new_session=True)
        finally:
            os.close(descripteur)
        delai_depasse = False
        try:
            code = proc.wait(timeout=limites.delai)
        except subprocess.TimeoutExpired:
            delai_depasse, code = True, None
        finally:
            tuer_groupe(proc.pid)
            proc.wait()
        texte = lire_fin(sortie)
    return Execution(code, delai_depasse, lire_rapport(chemin_rapport), texte)


def lire_rapport(chemin_rapport: str) -> list[dict]:
    """Les enregistrements JSON (au plus LECTURE_MAX octets) du rapport ; le fichier est effacé."""
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
    return rapport
