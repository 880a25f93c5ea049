"""Les attaques contre les tests d'espionnage de l'ex2 (tests/attaques/traceur_ex2/), notées
dans le vrai bac à sable : chacune perd les points qu'elle voulait voler.

Le verdict de ces tests vient du traceur (correction/traceur.py) : un processus que l'élève ne
contrôle pas, qui relève les vrais appels au noyau et écrit lui-même le journal. Un faux journal
imprimé, un journal modifié dans le processus de l'élève, un traceur tué, un travail fait dans
un petit-enfant, un faux journal glissé dans le tube de la sortie du traceur, un faux `Popen`
posé par le module de l'élève dans le processus de l'exercice : rien de cela ne rapporte de
point. Le corrigé garde 10/10 sous le même bac à sable, traceur compris :
tests/test_correction.py::test_deux_sens (pas renoté ici, pour le temps).
"""

import shutil
import tempfile
from pathlib import Path

import pytest

from correction import Limites, corriger
from correction.bac_a_sable import bwrap_disponible

RACINE = Path(__file__).resolve().parent.parent
ATTAQUES = RACINE / "tests" / "attaques" / "traceur_ex2"
FICHIER = "ex2_sauvegarde_atomique.py"
ESPIONS = {"test_temporaire_dans_le_meme_dossier", "test_temporaire_unique",
           "test_fsync_du_fichier_avant_renommage", "test_fsync_du_dossier_apres_renommage",
           "test_echec_laisse_l_ancien"}
# attaque -> (tests qu'elle doit rater, plafond : sa part honnête). Une écriture simple garde
# le JSON écrit (1) et, par chance, les SIGKILL au hasard (2) s'ils tombent entre deux écritures
# (vu une fois sur une dizaine) : ce test-là tire au hasard, il ne dépend pas du traceur.
ECRITURE_SIMPLE = 1 + 2
ATTENDU = {
    "faux_journal_ex2": (ESPIONS, ECRITURE_SIMPLE),
    "journal_modifie_ex2": (ESPIONS, ECRITURE_SIMPLE),
    "tue_traceur_ex2": (ESPIONS, 5),
    "petit_enfant_ex2": ({"test_fsync_du_fichier_avant_renommage"}, 7),
    "pipe_du_parent_ex2": (ESPIONS, ECRITURE_SIMPLE),
    "relais_patche_ex2": (ESPIONS, ECRITURE_SIMPLE),
    "saisit_le_traceur_ex2": (ESPIONS, ECRITURE_SIMPLE),
}

pytestmark = pytest.mark.skipif(not bwrap_disponible(),
                                reason="bubblewrap (bwrap) absent : sudo apt-get install bubblewrap")


@pytest.fixture(scope="module")
def notes():
    """Une classe, ex2 seulement : une copie par attaque."""
    with tempfile.TemporaryDirectory(prefix="attaques-traceur-") as d:
        dossier = Path(d)
        for attaque in ATTENDU:
            (dossier / attaque).mkdir()
            shutil.copyfile(ATTAQUES / f"{attaque}.py", dossier / attaque / FICHIER)
        yield {n.rendu: n.notes["ex2"] for n in corriger(dossier, exercices=["ex2"],
                                                         limites=Limites(delai=20),
                                                         afficher=False)}


def _rates(note) -> set[str]:
    return {t.nodeid.rsplit("::", 1)[-1] for t in note.tests if not t.reussi}


@pytest.mark.parametrize("attaque", sorted(ATTENDU))
def test_attaque_perd_ses_points(notes, attaque):
    """Chaque attaque rate les tests qu'elle visait, et ne garde au plus que sa part honnête."""
    rater, plafond = ATTENDU[attaque]
    note = notes[attaque]
    assert not note.probleme, note.probleme
    assert rater <= _rates(note), f"{attaque} réussit encore {sorted(rater - _rates(note))}"
    assert note.points <= plafond


def test_traceur_tue_sans_journal(notes):
    """Traceur tué : le test le dit (pas de journal, rien de crédité), sans planter l'exercice."""
    messages = " ".join(t.message for t in notes["tue_traceur_ex2"].tests if not t.reussi)
    assert "le traceur n'a pas écrit son journal" in messages


def test_le_traceur_ne_se_laisse_pas_prendre(notes):
    """Issue 33, point 2 : un fil lancé à l'import guette le traceur et essaie PTRACE_SEIZE et
    /proc/<traceur>/mem en écriture. Avant : /proc/<traceur>/mem s'ouvrait dans la fenêtre entre
    son exec et son prctl. Après : ptrace refusé (seccomp), mem fermé dès l'exec."""
    lignes = {ligne for ligne in notes["saisit_le_traceur_ex2"].sortie.splitlines()
              if ligne.startswith("SAISIE")}
    assert lignes, "le traceur n'a pas été vu"
    assert lignes <= {"SAISIE seize : errno 1", "SAISIE mem : errno 13"}, lignes
