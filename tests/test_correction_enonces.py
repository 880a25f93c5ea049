"""Un fichier resté l'énoncé, octet pour octet, reçoit la note de l'énoncé, notée une fois pour la
classe (correction/enonces.py) : même note et mêmes tests ratés que s'il avait été noté lui-même,
une remarque qui le dit, aucune ligne de plus dans notes.csv."""

import shutil

import pytest

from correction import corriger
from correction.bac_a_sable import SANS_ISOLATION, Limites
from correction.enonces import REMARQUE, intact
from correction.exercices import EXERCICES, RACINE


def _ratés(note):
    return sorted(t.nodeid for t in note.tests if not t.reussi)


@pytest.fixture(scope="module")
def classe(tmp_path_factory):
    dossier = tmp_path_factory.mktemp("classe-enonces")
    for nom in ("a_intact", "b_intact"):
        (dossier / nom).mkdir()
        for ex in ("ex5", "ex8"):
            shutil.copyfile(RACINE / "exercises" / EXERCICES[ex].fichier,
                            dossier / nom / EXERCICES[ex].fichier)
    (dossier / "c_un_octet").mkdir()   # l'énoncé et un saut de ligne : noté lui-même
    texte = (RACINE / "exercises" / EXERCICES["ex8"].fichier).read_bytes() + b"\n"
    (dossier / "c_un_octet" / EXERCICES["ex8"].fichier).write_bytes(texte)
    (dossier / "d_juste").mkdir()
    shutil.copyfile(RACINE / "solutions" / EXERCICES["ex8"].fichier,
                    dossier / "d_juste" / EXERCICES["ex8"].fichier)
    notes = corriger(dossier, ["ex5", "ex8"], Limites(delai=20), jobs=2,
                     isolation=SANS_ISOLATION, afficher=False)
    return {"dossier": dossier, "notes": {n.rendu: n for n in notes}}


def test_intact_compare_les_octets(tmp_path):
    ex = EXERCICES["ex8"]
    assert intact(RACINE / "exercises", ex) and not intact(RACINE / "solutions", ex)
    (tmp_path / ex.fichier).write_bytes((RACINE / "exercises" / ex.fichier).read_bytes() + b" ")
    assert not intact(tmp_path, ex)
    (tmp_path / ex.fichier).unlink()
    (tmp_path / ex.fichier).symlink_to(RACINE / "exercises" / ex.fichier)
    assert not intact(tmp_path, ex)   # un lien n'est pas le fichier
    assert not intact(tmp_path / "absent", ex)


def test_meme_note_que_notee_elle_meme(classe):
    notes = classe["notes"]
    intacte, notee = notes["a_intact"].notes["ex8"], notes["c_un_octet"].notes["ex8"]
    assert intacte.points == notee.points == 0
    assert _ratés(intacte) == _ratés(notee) and _ratés(intacte)
    assert notes["d_juste"].notes["ex8"].points == 10
    assert notes["b_intact"].notes["ex5"].points == 0 and _ratés(notes["b_intact"].notes["ex5"])


def test_la_remarque_le_dit(classe):
    notes = classe["notes"]
    assert notes["a_intact"].remarques_exercices["ex8"] == REMARQUE
    assert REMARQUE not in notes["c_un_octet"].remarques_exercices.get("ex8", "")
    retour = (classe["dossier"] / "a_intact" / "retour.md").read_text(encoding="utf-8")
    assert "identique à l'énoncé" in retour


def test_aucune_ligne_pour_la_reference(classe):
    lignes = (classe["dossier"] / "notes.csv").read_text(encoding="utf-8").splitlines()
    assert len(lignes) == 1 + 4 and not any("énoncés" in ligne for ligne in lignes)
