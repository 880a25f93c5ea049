"""Des cas cachés qu'on ne passe pas sans faire l'exercice, et un retour qui n'en dit rien
(issue 33, points 3 et 4). Attaques : tests/attaques/ex13/, notées par le vrai correcteur.

- une liste blanche des chemins visibles, « tout refuser » : perdent les chemins ordinaires
  cachés (POSITIFS de tests/exercices/attaques_ex13.py) ;
- appeler l'implémentation du cours (contexte.outil_memoire, contexte.disque pour l'ex2) :
  signalé `suspect` ;
- afficher ses arguments, planter un lien à la place de `dehors.txt` vers le fichier des cas
  cachés : `retour.md` ne cite aucune entrée cachée, aucun contenu de ce fichier.
Bubblewrap requis.
"""

import shutil
import tempfile
from pathlib import Path

import pytest

from correction import Limites, corriger
from correction.bac_a_sable import bwrap_disponible
from correction.caches import entrees_cachees

RACINE = Path(__file__).resolve().parent.parent
ATTAQUES = RACINE / "tests" / "attaques" / "ex13"
CLASSE = {"liste_blanche": "ex13", "refuse_tout": "ex13", "reference_ex13": "ex13",
          "affiche_ses_arguments": "ex13", "lien_vers_les_tests": "ex13", "reference_ex2": "ex2"}
FICHIERS = {"ex13": "ex13_confinement_memoire.py", "ex2": "ex2_sauvegarde_atomique.py"}

pytestmark = pytest.mark.skipif(not bwrap_disponible(),
                                reason="bubblewrap (bwrap) absent : sudo apt-get install bubblewrap")


@pytest.fixture(scope="module")
def classe():
    with tempfile.TemporaryDirectory(prefix="ex13-caches-") as d:
        dossier = Path(d)
        for nom, ex in CLASSE.items():
            (dossier / nom).mkdir()
            source = ATTAQUES / (nom if nom.endswith(("ex13", "ex2")) else f"{nom}_ex13")
            shutil.copyfile(source.with_suffix(".py"), dossier / nom / FICHIERS[ex])
        notes = corriger(dossier, exercices=["ex2", "ex13"], limites=Limites(delai=20),
                         afficher=False)
        retours = {nom: (dossier / nom / "retour.md").read_text(encoding="utf-8")
                   for nom in CLASSE}
        yield {n.rendu: n for n in notes}, retours


def test_une_liste_blanche_perd_les_cas_caches(classe):
    notes, _ = classe
    ex13 = notes["liste_blanche"].notes["ex13"]
    assert ex13.points <= ex13.sur - 2, ex13
    rates = {t.nodeid.rsplit("::", 1)[-1] for t in ex13.tests if not t.reussi}
    assert "test_attaques_cachees" in rates


def test_tout_refuser_perd_les_cas_caches(classe):
    notes, _ = classe
    ex13 = notes["refuse_tout"].notes["ex13"]
    assert ex13.points <= 5, ex13   # avant : 7/10


@pytest.mark.parametrize("rendu, ex", [("reference_ex13", "ex13"), ("reference_ex2", "ex2")])
def test_l_implementation_du_cours_est_signalee(classe, rendu, ex):
    notes, _ = classe
    assert any("implémentation du cours" in s for s in notes[rendu].signes), notes[rendu].signes


def test_aucune_entree_cachee_dans_les_retours(classe):
    _, retours = classe
    cachees = entrees_cachees()
    assert cachees, "les cas cachés sont là (dépôt complet)"
    for nom, texte in retours.items():
        vus = sorted(e for e in cachees if e in texte)
        assert not vus, f"{nom}/retour.md cite {vus}"
    assert "ligne masquée" in retours["affiche_ses_arguments"]


def test_un_lien_ne_fait_lire_aucun_fichier_cache(classe):
    notes, retours = classe
    texte = retours["lien_vers_les_tests"]
    source = (RACINE / "tests" / "exercices" / "attaques_ex13.py").read_text(encoding="utf-8")
    for ligne in source.splitlines():
        if len(ligne.strip()) > 20:
            assert ligne.strip() not in texte, ligne
    assert notes["lien_vers_les_tests"].notes["ex13"].points < 10
