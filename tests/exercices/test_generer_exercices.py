"""outils/generer_exercices.py : l'énoncé est la solution dont on a retiré les blocs marqués."""

import importlib.util
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

RACINE = Path(__file__).resolve().parents[2]
SCRIPT = RACINE / "outils" / "generer_exercices.py"
_spec = importlib.util.spec_from_file_location("generer", SCRIPT)
generer = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(generer)

SOLUTION = '''"""Doc."""

import json
import math


def f(x: int) -> int:
    """Double x."""
    if x < 0:
        raise ValueError("x ≥ 0")
    ### BEGIN SOLUTION
    ### BEGIN HINT
    # À faire : renvoyez "le double" de x.
    ### END HINT
    return math.floor(2 * x)
    ### END SOLUTION


def g() -> str:
    return json.dumps({})
'''

ENONCE = '''"""Doc."""

import json
import math  # noqa: F401 (servira à votre solution)


def f(x: int) -> int:
    """Double x."""
    if x < 0:
        raise ValueError("x ≥ 0")
    raise NotImplementedError("À faire : renvoyez \\"le double\\" de x.")


def g() -> str:
    return json.dumps({})
'''


def test_retirer_solutions_exemple():
    """Le bloc devient un raise avec l'indice ; l'import devenu inutile reçoit noqa."""
    assert generer.retirer_solutions(SOLUTION) == ENONCE


def test_indice_long_sur_plusieurs_lignes():
    """Un indice long est coupé en plusieurs chaînes, sans dépasser 100 caractères."""
    source = SOLUTION.replace("renvoyez \"le double\" de x.", "mot " * 60)
    lignes = generer.retirer_solutions(source).splitlines()
    assert all(len(ligne) <= 100 for ligne in lignes)
    assert "    raise NotImplementedError(" in lignes


PROJET = '''"""Doc."""

import re


class A:
    """Le contrat."""

    def f(self) -> int:
        ### BEGIN SOLUTION
        ### BEGIN HINT
        # À faire : appelez votre aide.
        ### END HINT
        return self._aide()
        ### END SOLUTION

    ### BEGIN SOLUTION ONLY
    def _aide(self) -> int:
        return len(re.findall("a", "banane"))
    ### END SOLUTION ONLY


### BEGIN SOLUTION ONLY
def outil() -> None:
    pass
### END SOLUTION ONLY
'''

ENONCE_PROJET = '''"""Doc."""

import re  # noqa: F401 (servira à votre solution)


class A:
    """Le contrat."""

    def f(self) -> int:
        raise NotImplementedError("À faire : appelez votre aide.")
'''


def test_blocs_solution_only_retires_en_entier():
    """Le projet : méthodes privées et fonctions d'aide disparaissent, sans lignes vides en trop."""
    assert generer.retirer_solutions(PROJET) == ENONCE_PROJET


@pytest.mark.parametrize("source, message", [
    ("### BEGIN SOLUTION ONLY\nx = 1\n", "jamais fermé"),
    ("### END SOLUTION ONLY\n", "hors d'un bloc"),
    ("### BEGIN SOLUTION ONLY\ndef f():\n    ### BEGIN SOLUTION\n", "imbriqué"),
    ("def f():\n    ### BEGIN SOLUTION\n    return 1\n", "jamais fermé"),
    ("def f():\n    ### BEGIN SOLUTION\n    ### BEGIN HINT\n    # x\n", "HINT ouvert"),
    ("### BEGIN SOLUTION\nx = 1\n### END SOLUTION\n", "dans une fonction"),
    ("def f():\n    ### END SOLUTION\n", "hors d'un bloc"),
    ("def f():\n    ### END HINT\n", "hors d'un bloc"),
])
def test_marqueurs_mal_formes(source, message):
    """Un marqueur mal placé est une erreur claire, pas un énoncé faux."""
    with pytest.raises(ValueError, match=message):
        generer.retirer_solutions(source)


def test_exercises_a_jour():
    """exercises/ est ce que le script produit à partir de solutions/ (sur le disque ou dans git)."""
    assert generer.ecarts(generer.attendus()) == []


@pytest.fixture
def copie(tmp_path):
    """Une copie du cours dans un dépôt git neuf : solutions/, exercises/ et le script."""
    for dossier in ("solutions", "exercises", "outils"):
        shutil.copytree(RACINE / dossier, tmp_path / dossier,
                        ignore=shutil.ignore_patterns("__pycache__", ".ipynb_checkpoints"))
    git = ["git", "-C", str(tmp_path), "-c", "user.name=essai", "-c", "user.email=essai@exemple.invalid"]
    subprocess.run([*git, "init", "-q"], check=True)
    subprocess.run([*git, "add", "-A"], check=True)
    subprocess.run([*git, "commit", "-q", "-m", "cours"], check=True)
    return tmp_path


def lancer(copie, *args):
    return subprocess.run([sys.executable, str(copie / "outils" / "generer_exercices.py"), *args],
                          capture_output=True, text=True, timeout=120)


REPONSE = "\n\ndef compression(conv, all_turns, compter=None):\n    return 0, 0  # ma réponse\n"


def test_copie_d_eleve_avec_reponses_passe(copie):
    """Des réponses écrites dans exercises/ (non committées) : le contrôle de make test passe."""
    fichier = copie / "exercises" / "ex8_compression.py"
    fichier.write_text(fichier.read_text(encoding="utf-8") + REPONSE, encoding="utf-8")
    fini = lancer(copie, "--verifier")
    assert fini.returncode == 0, fini.stderr
    assert "à jour" in fini.stdout


def test_sans_solutions_le_controle_est_saute(copie):
    """Copie d'élève distribuée sans solutions/ : sauté, et il le dit."""
    shutil.rmtree(copie / "solutions")
    fini = lancer(copie, "--verifier")
    assert (fini.returncode, fini.stdout.strip()) == (0, "Pas de solutions/ (copie d'élève) : contrôle de "
                                                         "exercises/ sauté.")


def test_reponses_committees_echouent_sans_conseiller_d_ecraser(copie):
    """Réponses committées : le contrôle échoue, mais aucun message ne propose de régénérer."""
    fichier = copie / "exercises" / "ex8_compression.py"
    fichier.write_text(fichier.read_text(encoding="utf-8") + REPONSE, encoding="utf-8")
    subprocess.run(["git", "-C", str(copie), "-c", "user.name=e", "-c", "user.email=e@exemple.invalid",
                    "commit", "-qam", "mes réponses"], check=True)
    fini = lancer(copie, "--verifier")
    assert fini.returncode == 1
    assert "- ex8_compression.py" in fini.stderr
    assert "ne régénérez rien" in fini.stderr
    assert "python outils/generer_exercices.py" not in fini.stderr + fini.stdout


def test_regenerer_n_ecrase_pas_des_reponses(copie):
    """Le script sans --verifier ne réécrit pas un fichier modifié depuis le dernier commit."""
    fichier = copie / "exercises" / "ex8_compression.py"
    (copie / "solutions" / "ex8_compression.py").write_text(
        (copie / "solutions" / "ex8_compression.py").read_text(encoding="utf-8") + "\n# nouveau\n",
        encoding="utf-8")
    avec_reponse = fichier.read_text(encoding="utf-8") + REPONSE
    fichier.write_text(avec_reponse, encoding="utf-8")
    fini = lancer(copie)
    assert fini.returncode == 1 and "ex8_compression.py" in fini.stderr
    assert fichier.read_text(encoding="utf-8") == avec_reponse
    assert lancer(copie, "--ecraser").returncode == 0
    assert fichier.read_text(encoding="utf-8").endswith("# nouveau\n")


@pytest.mark.parametrize("dossier", ["solutions", "exercises"])
def test_chaque_notebook_dit_ou_ecrire_la_reponse(dossier):
    """En haut de chaque notebook d'exercice, la même ligne : le fichier noté et `verifier`."""
    import json

    from correction import EXERCICES

    for ex in EXERCICES.values():
        if ex.ident == "projet" and not (RACINE / dossier / f"{ex.module}.ipynb").exists():
            continue   # le projet s'écrit depuis la leçon 13, sans notebook d'exercice à lui
        nb = json.loads((RACINE / dossier / f"{ex.module}.ipynb").read_text(encoding="utf-8"))
        haut = "".join(nb["cells"][0]["source"])
        attendu = (f"> **Où écrire votre réponse ?** Dans `{ex.fichier}` (ouvrez-le dans "
                   "JupyterLab, à côté de ce notebook) : c'est ce fichier que "
                   f"`verifier(\"{ex.ident}\")` et la correction notent, et ce notebook l'importe.")
        assert attendu in haut, f"{dossier}/{ex.module}.ipynb"
