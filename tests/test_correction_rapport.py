"""Un rapport que rien n'arrête (issue 33, point 6) : notes.csv, l'export Moodle et chaque
retour.md sont écrits chacun de son côté, sous un nom libre, cellules citées (QUOTE_ALL) et
préfixées, Markdown et HTML neutralisés, noms de fichiers de tout encodage. Attaques :
tests/attaques/rapport/fabriquer.py. Bubblewrap requis.
"""

import csv
import shutil
import sys
import tempfile
from pathlib import Path

import pytest

from correction import Limites, corriger
from correction.bac_a_sable import bwrap_disponible

RACINE = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(RACINE / "tests" / "attaques" / "rapport"))
import fabriquer  # noqa: E402

CORRIGE = (RACINE / "solutions" / "ex8_compression.py").read_text(encoding="utf-8")
NOTES = "notes (correction 2).csv"

pytestmark = pytest.mark.skipif(not bwrap_disponible(),
                                reason="bubblewrap (bwrap) absent : sudo apt-get install bubblewrap")


@pytest.fixture(scope="module")
def classe():
    with tempfile.TemporaryDirectory(prefix="rapport-") as d:
        dossier = Path(d)
        rendus = fabriquer.fabriquer(dossier, CORRIGE)
        notes = corriger(dossier, exercices=["ex8"], limites=Limites(delai=20), afficher=False)
        yield {"dossier": dossier, "rendus": rendus, "notes": {n.rendu: n for n in notes}}
        shutil.rmtree(dossier, ignore_errors=True)


def test_les_notes_vont_sous_un_nom_libre(classe):
    dossier = classe["dossier"]
    assert (dossier / "notes.csv").is_dir() and (dossier / "notes (correction).csv").is_dir()
    lignes = list(csv.DictReader((dossier / NOTES).open(encoding="utf-8")))
    assert {"honnete", "latin", "formule", fabriquer.PIEGE} <= {x["rendu"] for x in lignes}
    assert (dossier / "notes_moodle.csv").is_file()


def test_chaque_retour_est_ecrit(classe):
    for rendu in classe["rendus"]:
        assert (classe["dossier"] / rendu / "retour.md").is_file(), rendu
    assert classe["notes"]["honnete"].total == classe["notes"]["latin"].total == 10


def test_toutes_les_cellules_sont_citees(classe):
    """QUOTE_ALL : un tableur qui coupe sur « ; » ne coupe pas dans une cellule citée ; et
    aucune cellule ne commence par un signe de formule."""
    for fichier in (NOTES, "notes_moodle.csv"):
        texte = (classe["dossier"] / fichier).read_text(encoding="utf-8")
        for ligne in texte.splitlines():
            assert ligne.startswith('"') and ligne.endswith('"'), ligne
        for cellule in (c for rangee in csv.reader(texte.splitlines()) for c in rangee):
            assert not cellule.startswith(("=", "+", "-", "@")), cellule
    rangee = next(x for x in csv.DictReader((classe["dossier"] / NOTES).open(encoding="utf-8"))
                  if x["rendu"] == "formule")
    assert "json.;=2+3;.pth" in rangee["remarque"] + rangee["suspect"], rangee


def test_retour_sans_html_ni_lien(classe):
    texte = (classe["dossier"] / fabriquer.PIEGE / "retour.md").read_text(encoding="utf-8")
    hors_code = texte.split("```text")[0]
    assert "<img" not in hors_code and "<script" not in hors_code, hors_code
    assert "](javascript:" not in hors_code.replace("\\]", "")
    assert "&lt;img" in texte.split("```text")[0] + texte   # le titre : le nom, neutralisé


def test_nom_latin1_dans_le_retour(classe):
    texte = (classe["dossier"] / "latin" / "retour.md").read_text(encoding="utf-8")
    assert "10/10" in texte
