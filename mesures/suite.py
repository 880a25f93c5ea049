"""Combien de temps prend `make test`, étape par étape, depuis un environnement neuf.

    .venv/bin/python -m mesures.suite [--json FICHIER] [--sans-cache-pip]

Dans un dossier temporaire : un venv neuf, `pip install -r requirements.txt` (avec le cache de pip
de la machine, sauf `--sans-cache-pip`), puis les trois commandes de `make test` lancées avec ce
venv : `ruff check .`, les tests unitaires, nbval sur notebooks/ et solutions/. Chaque étape est
un sous-processus chronométré. C'est long (surtout l'installation) : `make mesures` ne le fait
qu'avec `SUITE=1`, et sinon relit le résultat du dernier passage.
"""

from __future__ import annotations

import argparse
import datetime
import os
import re
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

RACINE = Path(__file__).resolve().parents[1]
COULEURS = re.compile(r"\x1b\[[0-9;]*m")  # codes de couleur du terminal, retirés des sorties
NBVAL = ["--nbval", "--nbval-current-env", "--nbval-sanitize-with", "tests/nbval_sanitize.cfg",
         "-p", "no:cacheprovider", "-q"]


def chronometrer(commande: list[str], env: dict[str, str] | None = None,
                 dossier: Path = RACINE) -> dict:
    """Lance `commande` et renvoie sa durée (s), son code de retour et la fin de sa sortie.

        >>> chronometrer([sys.executable, "-c", "pass"])["code_retour"]
        0
    """
    debut = time.perf_counter()
    fini = subprocess.run(commande, cwd=dossier, env=env, capture_output=True, text=True,
                          check=False)
    duree = time.perf_counter() - debut
    sortie = COULEURS.sub("", fini.stdout + fini.stderr).strip().splitlines()
    return {"secondes": round(duree, 2), "code_retour": fini.returncode,
            "fin_de_sortie": sortie[-3:]}


def binaires(venv: Path) -> Path:
    """Le dossier des exécutables d'un venv : `bin` (Linux, macOS) ou `Scripts` (Windows)."""
    return venv / ("Scripts" if os.name == "nt" else "bin")


def etapes(venv: Path) -> list[tuple[str, list[str]]]:
    """Les étapes de `make test` (après l'installation), avec les binaires de `venv`."""
    python = str(binaires(venv) / "python")
    return [
        ("ruff", [str(binaires(venv) / "ruff"), "check", "."]),
        ("tests unitaires", [python, "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests"]),
        ("nbval (notebooks, solutions)", [python, "-m", "pytest", *NBVAL, "notebooks", "solutions"]),
    ]


def mesurer(cache_pip: bool = True,
            progression: Callable[[str, int, int], None] | None = None) -> dict:
    """Installe un venv neuf, puis chronomètre chaque étape de `make test` ; renvoie le bilan."""
    env = {**os.environ, "CONTEXTE_HORS_LIGNE": "1", "PIP_DISABLE_PIP_VERSION_CHECK": "1"}
    env.pop("VIRTUAL_ENV", None)
    resultats = []
    with tempfile.TemporaryDirectory(prefix="venv-mesure-") as dossier:
        venv = Path(dossier) / "venv"
        pip = [str(binaires(venv) / "python"), "-m", "pip", "install", "--quiet", "-r",
               "requirements.txt", *([] if cache_pip else ["--no-cache-dir"])]
        base = getattr(sys, "_base_executable", sys.executable)
        creation = chronometrer([base, "-m", "venv", str(venv)], env)
        installation = chronometrer(pip, env)
        installation["secondes"] = round(creation["secondes"] + installation["secondes"], 2)
        installation["code_retour"] = creation["code_retour"] or installation["code_retour"]
        resultats.append({"etape": "installation (venv neuf + pip)", **installation})
        liste = etapes(venv)
        for numero, (nom, commande) in enumerate(liste, start=1):
            if progression:
                progression("suite", numero, len(liste) + 1)
            resultats.append({"etape": nom, **chronometrer(commande, env)})
    return {"date": datetime.date.today().isoformat(), "cache_pip": cache_pip,
            "python": sys.version.split()[0], "etapes": resultats}


def main(argv: list[str] | None = None) -> int:
    from mesures.sorties import ecrire_json
    from mesures.tableaux import afficher, tableau_suite

    parser = argparse.ArgumentParser(description="Chronomètre make test depuis un venv neuf.")
    parser.add_argument("--json", type=Path, metavar="FICHIER")
    parser.add_argument("--sans-cache-pip", action="store_true",
                        help="installe sans le cache de pip (tout est retéléchargé)")
    args = parser.parse_args(argv)
    resultats = mesurer(cache_pip=not args.sans_cache_pip)
    afficher("La suite make test", tableau_suite(resultats))
    if args.json:
        ecrire_json(args.json, resultats)
    return 0 if all(e["code_retour"] == 0 for e in resultats["etapes"]) else 1


if __name__ == "__main__":
    raise SystemExit(main())
