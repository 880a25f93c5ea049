"""Rendus hostiles par leur forme (points 3 et 4 de l'issue 22) : tout ce qui se lit avant et après
le bac à sable est borné, chaque mauvais rendu a sa ligne avec une raison, la classe a toujours
notes.csv, l'export Moodle et chaque retour.md ; aucun nom n'atterrit comme formule ou en
caractères de contrôle. Les rendus sont fabriqués par tests/attaques/rendus/fabriquer.py."""

import csv
import importlib.util
import os
import shutil
import signal
from pathlib import Path

import pytest

from correction import corriger
from correction.bac_a_sable import SANS_ISOLATION, Limites, bwrap_disponible
from correction.copie import effacer_arbre
from correction.neutre import affichable, cellule

RACINE = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("fabriquer",
                                               RACINE / "tests/attaques/rendus/fabriquer.py")
fabriquer = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(fabriquer)
INTERDITS = ("\x1b", "\r", "\u202e")
NOTES = "notes (correction).csv"   # un dossier de la classe s'appelle notes.csv


@pytest.fixture(scope="module")
def classe(tmp_path_factory):
    dossier = tmp_path_factory.mktemp("classe-hostile")
    try:
        yield _fabriquer_et_corriger(dossier)
    finally:  # mille dossiers imbriqués : le nettoyage de pytest (récursif) planterait ensuite
        effacer_arbre(dossier)


def _fabriquer_et_corriger(dossier: Path) -> dict:
    (dossier / "a_juste").mkdir()
    shutil.copyfile(RACINE / "solutions" / fabriquer.EX1, dossier / "a_juste" / fabriquer.EX1)
    for nom, fabrique in fabriquer.RENDUS.items():
        fabrique(dossier / nom)
    latin1 = fabriquer.latin1(dossier)
    for nom in (*fabriquer.FORMULES, fabriquer.CONTROLE, "notes.csv"):
        (dossier / nom).mkdir()
        shutil.copyfile(RACINE / "exercises" / fabriquer.EX1, dossier / nom / fabriquer.EX1)
    # la préparation est la même avec ou sans bac à sable : sans, pour aller vite
    notes = corriger(dossier, ["ex8"], Limites(delai=20), jobs=2, isolation=SANS_ISOLATION,
                     afficher=False)
    return {"dossier": dossier, "notes": {n.rendu: n for n in notes}, "latin1": latin1.name}


def test_chaque_rendu_a_sa_ligne_et_sa_raison(classe):
    """Chaque entrée a sa ligne ; l'honnête garde 10 ; chaque mauvais rendu a 0 et une raison."""
    notes = classe["notes"]
    assert set(notes) == {p.name for p in classe["dossier"].iterdir() if p.is_dir()}
    assert notes["a_juste"].total == 10
    assert notes["dossiers_imbriques"].total == 10   # la réponse est juste : les dossiers en trop
    assert any("dossiers imbriqués" in r for r in notes["dossiers_imbriques"].remarques)
    assert notes["regex_piege"].total == 10          # idem : le source est lu, borné
    assert "seul le début est lu" in notes["regex_piege"].suspect
    for nom in ("json_profond", "expression_profonde"):  # le .py est l'énoncé : 0
        assert notes[nom].total == 0 and notes[nom].notes["ex8"].probleme is not None
    creux = notes["creux"]   # jamais lu : trop gros pour être copié, et il le sait
    assert creux.total == 0 and "absent" in creux.notes["ex8"].probleme
    assert any("plus de 2 Mio" in r for r in creux.remarques), creux.remarques


def test_nom_latin1_d_un_eleve_honnete(classe):
    """Noms en octets Latin-1 (unzip d'une archive Windows) : noté, et son nom lisible."""
    note = classe["notes"][classe["latin1"]]
    assert note.total == 10
    lignes = list(csv.DictReader((classe["dossier"] / NOTES).open(encoding="utf-8")))
    assert "élève_honnête" in {ligne["rendu"] for ligne in lignes}
    assert (Path(os.fsdecode(os.fsencode(classe["dossier"]) + b"/\xe9l\xe8ve_honn\xeate"))
            / "retour.md").is_file()


def test_sorties_neutralisees(classe):
    """Ni formule ni caractère de contrôle dans notes.csv, l'export Moodle, le tableau."""
    from correction.retours import tableau

    for fichier in (NOTES, "notes_moodle.csv"):
        texte = (classe["dossier"] / fichier).read_text(encoding="utf-8")
        assert not any(c in texte for c in INTERDITS), fichier
        for ligne in csv.reader(texte.splitlines()):
            assert not any(str(x).startswith(("=", "+", "-", "@")) for x in ligne), ligne
        for nom in fabriquer.FORMULES:
            assert f"'{nom}" in texte
    from correction.exercices import EXERCICES

    affiche = tableau(list(classe["notes"].values()), [EXERCICES["ex8"]])
    assert not any(c in affiche for c in INTERDITS)
    assert "\\x1b[2K\\x0dSUSPECT\\u202edcba" in affiche


def test_chaque_dossier_a_son_retour(classe):
    """Même le rendu qui faisait tomber la classe reçoit son retour.md."""
    for nom in (*fabriquer.RENDUS, *fabriquer.FORMULES, fabriquer.CONTROLE):
        assert (classe["dossier"] / nom / "retour.md").is_file(), nom


def test_dossier_nomme_comme_les_notes(classe):
    """Un dossier « notes.csv » : sa ligne et sa raison ; les notes sont écrites à côté."""
    assert "nommé comme le fichier des notes" in classe["notes"]["notes.csv"].raison
    lignes = list(csv.DictReader((classe["dossier"] / NOTES).open(encoding="utf-8")))
    assert "notes.csv" in {ligne["rendu"] for ligne in lignes}
    assert len(lignes) == len(classe["notes"])


@pytest.mark.parametrize(("brut", "attendu"), [
    ("=1+2", "'=1+2"), ("+x", "'+x"), ("-2", "'-2"), ("@A1", "'@A1"), ("a=b", "a=b"),
    ("a\x1bb", "a\\x1bb"), ("a\nb", "a b"), ("\u202e", "\\u202e"), (3, 3),
    (os.fsdecode(b"\xe9t\xe9"), "été"),
])
def test_cellule(brut, attendu):
    """Une cellule : apostrophe devant une formule, contrôles visibles, octets Latin-1 relus."""
    assert cellule(brut) == attendu


def test_affichable_garde_les_fins_de_ligne():
    assert affichable("a\nb\tc") == "a\nb\\x09c"


def test_effacer_arbre_sans_recursion(tmp_path):
    """Bogue trouvé à l'intégration : mille dossiers imbriqués laissés par un rendu faisaient lever
    RecursionError à shutil.rmtree (nettoyage de pytest, dossier temporaire de la correction, que
    `ignore_errors` ne protège pas). effacer_arbre va au bout sans récursion."""
    chemin = racine = tmp_path / "profond"
    racine.mkdir()
    for _ in range(1500):
        chemin = chemin / "d"
        chemin.mkdir()
    (chemin / "f.txt").write_text("x", encoding="utf-8")
    os.symlink("/etc", racine / "lien")  # un lien est effacé, jamais suivi
    effacer_arbre(racine)
    assert not racine.exists() and Path("/etc/passwd").exists()


def _effacer_en(uid: int, dossier: Path) -> int:
    """effacer_arbre(dossier) dans un enfant sous `uid` (root : nobody) ; son code de sortie."""
    pid = os.fork()
    if pid == 0:
        try:
            signal.alarm(30)   # une boucle sans fin (le bogue) : l'enfant meurt, le test échoue
            if os.geteuid() == 0:
                os.setgid(uid)
                os.setuid(uid)
            effacer_arbre(dossier)
            os._exit(0)
        except BaseException:
            os._exit(1)
    _, statut = os.waitpid(pid, 0)
    return os.waitstatus_to_exitcode(statut)


def test_effacer_un_dossier_en_lecture_seule_de_l_eleve():
    """Un dossier 0500 avec un fichier dedans (ce qu'un élève peut laisser dans /partage, sous le
    compte du correcteur) : tout est effacé, et la boucle ne tourne pas sans fin (bogue : le
    dossier qu'on ne pouvait pas vider était relu à l'infini)."""
    import tempfile

    base = Path(tempfile.mkdtemp())
    os.chmod(base, 0o755)
    uid = 65534 if os.geteuid() == 0 else os.geteuid()
    try:
        verrouille = base / "a" / "verrouille"
        (verrouille / "sous").mkdir(parents=True)
        (verrouille / "sous" / "f").write_text("x")
        (verrouille / "g").write_text("y")
        for chemin in (base, base / "a", verrouille, verrouille / "sous", verrouille / "sous" / "f",
                       verrouille / "g"):
            if os.geteuid() == 0:
                os.chown(chemin, uid, uid)
        os.chmod(verrouille / "sous", 0o500)
        os.chmod(verrouille, 0o500)
        assert _effacer_en(uid, base / "a") == 0
        assert not (base / "a").exists()
    finally:
        effacer_arbre(base)


@pytest.mark.skipif(not bwrap_disponible(), reason="bubblewrap (bwrap) absent : un montage en "
                    "lecture seule sous le dossier est fait par bwrap (sudo apt-get install bubblewrap)")
def test_effacer_ne_boucle_pas_sur_un_montage(tmp_path):
    """Une entrée impossible à effacer (un point de montage) reste ; le reste part, sans boucle."""
    from sous_bwrap import executer_sous_bwrap

    hote = tmp_path / "hote"
    hote.mkdir()
    (hote / "garde.txt").write_text("à garder")
    # /tmp/d, créé par bwrap pour porter le montage : inscriptible par l'uid du bac à sable
    fini = executer_sous_bwrap(tmp_path, ["--ro-bind", str(hote), "/tmp/d/monte",
                                          "--chmod", "1777", "/tmp/d"], (
        "os.makedirs('/tmp/d/x/y'); open('/tmp/d/x/y/z', 'w').close()\n"
        "from correction.copie import effacer_arbre; effacer_arbre('/tmp/d')\n"
        "print(os.listdir('/tmp/d'), os.listdir('/tmp/d/monte'))"))
    assert fini.returncode == 0, fini.stderr
    assert fini.stdout.strip() == "['monte'] ['garde.txt']"
