"""Lancer les deux processus d'un exercice d'un rendu, chacun dans son bac à sable, et relire le rapport.

    >>> execution = executer([str(ex.tests)], copie, travail, prive, Limites(), isolation)
    >>> execution.code, execution.delai_depasse, execution.code_eleve   # -> (1, False, 0)

- le processus de l'élève (eleve.py) importe son fichier et répond aux demandes ;
- le processus du correcteur (executer.py) lance pytest sur les tests notés ; son rapport arrive
  par un fichier ouvert ici, dans `prive`, et passé par descripteur à lui seul.
Les deux sont joints par un socket (socketpair) ; rien d'autre ne les relie.
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

from .bac_a_sable import COPIE, PARTAGE, Isolation, Limites
from .distant import VARIABLE
from .exercices import RACINE
from .tuer import tuer_groupe

LECTURE_MAX = 1024 * 1024  # octets lus du rapport
SORTIE_MAX = 1500          # caractères de la fin de la sortie de l'élève gardés pour le retour
AMORCE = "import sys; sys.path.insert(0, {racine!r}); from correction.{module} import main; main()"


def commande_python(module: str, *args: str) -> list[str]:
    """`python -I -B -u -c <amorce> args…` : ni dossier courant ni variables PYTHON* dans le
    chemin ; sortie sans tampon (ce qui est affiché avant un os._exit n'est pas perdu)."""
    return [sys.executable, "-I", "-B", "-u", "-c",
            AMORCE.format(racine=str(RACINE), module=module), *args]


@dataclass
class Execution:
    code: int | None           # code de sortie du processus du correcteur (pytest)
    delai_depasse: bool
    rapport: list[dict]
    sortie: str                # fin de ce que le code de l'élève a affiché
    code_eleve: int | None = None


def _environnement(temporaire: str, rendu: str = "") -> dict[str, str]:
    env = {"PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": temporaire, "TMPDIR": temporaire,
           "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "CONTEXTE_HORS_LIGNE": "1",
           "PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1"}
    return {**env, "CONTEXTE_RENDU": rendu} if rendu else env


def _lire_fin(fichier: object) -> str:
    fichier.seek(max(0, fichier.seek(0, os.SEEK_END) - 4 * SORTIE_MAX))  # type: ignore[attr-defined]
    return fichier.read().decode("utf-8", "replace")[-SORTIE_MAX:]  # type: ignore[attr-defined]


def executer(args_pytest: list[str], copie: Path | None, travail: Path, prive: Path,
             limites: Limites, isolation: Isolation, collecter: bool = False) -> Execution:
    """Lance pytest (et, sauf `collecter`, le processus de l'élève sur `copie`) ; attend, relit."""
    partage = travail / "partage"
    partage.mkdir(parents=True, exist_ok=True)
    isole = isolation.mode == "bwrap"
    vu_partage = PARTAGE if isole else str(partage)
    temporaire = "/tmp" if isole else str(partage)
    limites_args = ["--delai", str(limites.delai), "--memoire", str(limites.memoire),
                    "--fichier-max", str(limites.fichier_max),
                    "--processus", str(limites.processus if isole else 0)]
    descripteur, chemin_rapport = tempfile.mkstemp(dir=prive, suffix=".jsonl")
    cote_correcteur, cote_eleve = socket.socketpair()
    env_correcteur = _environnement(temporaire)
    processus: list[subprocess.Popen] = []
    with tempfile.TemporaryFile(dir=prive) as sortie_eleve, \
            tempfile.TemporaryFile(dir=prive) as sortie_pytest:
        try:
            if not collecter:
                env_correcteur[VARIABLE] = str(cote_correcteur.fileno())
                processus.append(subprocess.Popen(
                    isolation.prefixe(copie, partage, correcteur=False) + commande_python(
                        "eleve", "--fd", str(cote_eleve.fileno()), *limites_args),
                    cwd=copie, env=_environnement(temporaire, COPIE if isole else str(copie)),
                    stdin=subprocess.DEVNULL, stdout=sortie_eleve, stderr=subprocess.STDOUT,
                    pass_fds=(cote_eleve.fileno(),), start_new_session=True))
            cote_eleve.close()
            commande = isolation.prefixe(None, partage, correcteur=True) + commande_python(
                "executer", "--fd", str(descripteur), *limites_args, "--", *args_pytest,
                f"--basetemp={vu_partage}/pytest", f"--rootdir={RACINE}")
            processus.insert(0, subprocess.Popen(
                commande, cwd=partage, env=env_correcteur, stdin=subprocess.DEVNULL,
                stdout=sortie_pytest, stderr=subprocess.STDOUT,
                pass_fds=(descripteur, cote_correcteur.fileno()), start_new_session=True))
        finally:
            os.close(descripteur)
            cote_correcteur.close()
            cote_eleve.close()
        delai_depasse = False
        try:
            code = processus[0].wait(timeout=limites.delai)
            if len(processus) > 1:
                try:  # il a reçu « fin » : il s'arrête de lui-même
                    processus[1].wait(timeout=2)
                except subprocess.TimeoutExpired:
                    pass
        except subprocess.TimeoutExpired:
            delai_depasse = True
            code = None
        finally:
            for proc in processus:
                tuer_groupe(proc.pid)
        codes = [proc.wait() for proc in processus]
        code = codes[0] if code is None else code
        texte_sortie = _lire_fin(sortie_eleve if not collecter else sortie_pytest)
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
    return Execution(code, delai_depasse, rapport, texte_sortie,
                     codes[1] if len(codes) > 1 else None)
