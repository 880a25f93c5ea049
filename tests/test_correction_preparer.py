"""La préparation d'un rendu par le zygote de préparation (correction/preparer.py) : même résultat
qu'un `python -I` neuf, une raison claire quand un enfant échoue, et le zygote qui continue."""

import os
import signal
import time
from pathlib import Path

import pytest

from correction import preparer as module
from correction.exercices import EXERCICES
from correction.preparer import ARRETE, Preparateur, preparer

RACINE = Path(__file__).resolve().parent.parent
TOUS = list(EXERCICES.values())


@pytest.fixture(scope="module")
def preparateur():
    with Preparateur() as p:
        yield p


@pytest.mark.parametrize("dossier", ["solutions", "exercises"])
def test_meme_resultat_qu_un_processus_neuf(preparateur, tmp_path, dossier):
    seul = preparer(RACINE / dossier, tmp_path / "seul" / "rendu", TOUS)
    zygote = preparer(RACINE / dossier, tmp_path / "zygote" / "rendu", TOUS, preparateur)
    assert zygote == seul and not zygote.raison
    assert sorted(os.listdir(tmp_path / "zygote" / "rendu")) == \
        sorted(os.listdir(tmp_path / "seul" / "rendu"))


def test_module_masque_retire(preparateur, tmp_path):
    rendu = tmp_path / "rendu_eleve"
    rendu.mkdir()
    (rendu / "json.py").write_text("x = 1\n")
    (rendu / "ex8_compression.py").write_text((RACINE / "solutions" / "ex8_compression.py")
                                              .read_text())
    fait = preparer(rendu, tmp_path / "copie" / "rendu", [EXERCICES["ex8"]], preparateur)
    assert fait.signes == ["module qui masque un module standard ou du cours : json.py"]
    assert not (tmp_path / "copie" / "rendu" / "json.py").exists()


def test_delai_depasse_puis_le_zygote_continue(preparateur, tmp_path, monkeypatch):
    """Un enfant qui ne rend rien à temps est tué ; ce rendu a sa raison ; le suivant passe."""
    monkeypatch.setattr(module, "DELAI", 0.0)
    assert preparer(RACINE / "solutions", tmp_path / "a" / "rendu", TOUS, preparateur).raison \
        == ARRETE
    monkeypatch.undo()
    fait = preparer(RACINE / "solutions", tmp_path / "b" / "rendu", TOUS, preparateur)
    assert fait.raison == "" and fait.exercices["ex8"].absent == ""


def test_zygote_mort_remplace(preparateur, tmp_path):
    ancien = preparateur.zygote
    os.killpg(ancien.proc.pid, signal.SIGKILL)
    ancien.proc.wait()
    time.sleep(0.05)
    fait = preparer(RACINE / "solutions", tmp_path / "a" / "rendu", TOUS, preparateur)
    assert fait.raison == "" and preparateur.zygote is not ancien
