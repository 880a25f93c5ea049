"""make distribuer : la copie des élèves n'a rien des solutions, même comme texte."""

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from correction.distribuer import distribuer, fuites, lignes_propres, main

RACINE = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def copie(tmp_path_factory):
    destination = tmp_path_factory.mktemp("cours") / "eleves"
    distribuer(destination)
    return destination


def test_contenu_de_la_copie(copie):
    """Leçons, énoncés, tests visibles, contexte, modèle local, installation ; ni solutions/,
    ni mutants, ni attaques, ni tests de la correction."""
    for present in ("notebooks", "exercises", "contexte", "modele_local", "correction",
                    "tests/exercices/test_ex8_compression.py", "Makefile", "requirements.txt",
                    "pyproject.toml"):
        assert (copie / present).exists(), present
    for absent in ("solutions", "tests/exercices/test_mutants.py", "tests/attaques",
                   "tests/test_correction.py", ".ci", ".git"):
        assert not (copie / absent).exists(), absent


def test_aucune_ligne_des_solutions(copie):
    """Aucune ligne de code propre à une solution n'apparaît dans la copie."""
    assert len(lignes_propres()) > 50  # il y a bien de quoi chercher
    assert fuites(copie) == []


def test_une_fuite_est_trouvee(copie, tmp_path):
    """Le détecteur trouve une fuite : les mutants (lignes dans des chaînes), un notebook."""
    fuite = tmp_path / "fuite"
    shutil.copytree(copie / "tests", fuite / "tests")
    shutil.copyfile(RACINE / "tests" / "exercices" / "test_mutants.py",
                    fuite / "tests" / "mutants.py")
    ligne = next(iter(lignes_propres()))
    (fuite / "lecon.ipynb").write_text('{"source": ["x = 1\\n", "' + ligne.replace('"', '\\"')
                                       + '\\n"]}', encoding="utf-8")
    trouve = fuites(fuite)
    assert any(t.startswith("tests/mutants.py : contient") for t in trouve)
    assert any(t.startswith("lecon.ipynb") for t in trouve)


def test_refuse_un_dossier_non_vide(tmp_path, capsys):
    """La copie n'écrase jamais un dossier existant (le travail d'un élève)."""
    (tmp_path / "travail.py").write_text("x = 1\n", encoding="utf-8")
    assert main([str(tmp_path)]) == 2
    assert "n'est pas vide" in capsys.readouterr().err
    assert (tmp_path / "travail.py").read_text(encoding="utf-8") == "x = 1\n"


def test_tests_visibles_sans_solutions(copie):
    """Dans la copie, les tests notés se sautent (pas de solutions/) et disent quoi faire."""
    fini = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-rs", "-p", "no:cacheprovider",
         "tests/exercices/test_ex4_cout_cache.py"], cwd=copie, capture_output=True, text=True,
        env={**os.environ, "CONTEXTE_HORS_LIGNE": "1", "CONTEXTE_RENDU": ""}, timeout=120)
    assert fini.returncode == 0, fini.stdout + fini.stderr
    assert "skipped" in fini.stdout and 'verifier("ex4")' in fini.stdout


def test_une_fuite_avec_guillemets_dans_un_notebook(tmp_path):
    """Bogue trouvé à la renumérotation : dans un notebook, les guillemets d'une ligne sont
    échappés (\\") ; la ligne copiée d'une solution n'était plus trouvée dans le texte brut."""
    ligne = next(texte for texte in lignes_propres() if '"' in texte)
    cellule = {"cell_type": "code", "source": ["x = 1\n", ligne + "\n"], "outputs": []}
    (tmp_path / "copie.ipynb").write_text(json.dumps({"cells": [cellule]}), encoding="utf-8")
    assert [t for t in fuites(tmp_path) if t.startswith("copie.ipynb : contient")]


def test_mutants_generes_pas_distribues():
    """correction/mutants.py cite des lignes des corrigés à un caractère près (ses équivalents) :
    il reste hors de la copie des élèves, comme tests/exercices/test_mutants.py."""
    from correction.distribuer import fichiers_du_cours

    fichiers = fichiers_du_cours()
    assert "correction/mutants.py" not in fichiers and "correction/canal.py" in fichiers


def test_une_entree_cachee_est_une_fuite(tmp_path):
    """Issue 33 : la copie des élèves ne cite aucune entrée des tests cachés (avant : 4 des 13
    chemins cachés de l'ex13 étaient dans un test du cours distribué)."""
    from correction.caches import entrees_cachees

    entree = sorted(entrees_cachees())[0]
    (tmp_path / "note.md").write_text(f"essayez donc {entree} !", encoding="utf-8")
    assert fuites(tmp_path) == [
        "note.md : cite une entrée d'un test caché (tests/exercices/attaques_*)"]
