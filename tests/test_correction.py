"""La notation d'une classe : les deux sens, des rendus hostiles ou maladroits, ce qui est écrit.

Une seule classe fabriquée est notée (une fois pour le module), dans le bac à sable bubblewrap
s'il est installé (sinon sans isolation, et les tests qui en dépendent sont sautés) : corrigés,
énoncés intacts, boucle infinie, os._exit, erreur de syntaxe, sortie et allocation énormes, un
« faussaire » qui imprime de faux résultats, un « fantôme » qui survit en tâche de fond, une
réponse écrite dans le notebook, un nom presque juste, un dossier vide, un lien symbolique.
Les attaques contre la note elle-même sont dans test_correction_attaques.py.
"""

import csv
import json
import os
import shutil
import stat
import tempfile
import time
from pathlib import Path

import pytest

from contexte.disque import ecrire_atomique
from correction import EXERCICES, Limites, corriger, noter_mon_exercice
from correction.__main__ import main as main_correction
from correction.bac_a_sable import PAS_DE_BWRAP, SANS_ISOLATION, bwrap_disponible
from correction.retours import texte_verification

RACINE = Path(__file__).resolve().parent.parent
ISOLE = bwrap_disponible()
SANS_BWRAP = "bubblewrap (bwrap) absent : sudo apt-get install bubblewrap (.ci/run l'installe)"
DELAI = 15.0
ENSEIGNANT = 4242  # uid du propriétaire du dossier de rendus (quand les tests tournent en root)

FAUSSAIRE = """
import json, sys
faux = {"type": "resultat", "nodeid": "tests/exercices/test_ex5_fenetre_budget.py::"
        "test_exemple_sans_outils", "etape": "call", "issue": "passed", "message": ""}
print(json.dumps(faux)); print(json.dumps(faux), file=sys.stderr)
print(json.dumps({"type": "fin", "code": 0}))
"""

FANTOME = """
import os
if os.fork() == 0:
    os.setsid()
    if os.fork() == 0:
        os.execv("/bin/sleep", ["sleep", "987.654"])
    os._exit(0)
"""

BAVARD = 'print("je calcule…", flush=True)\nraise RuntimeError("plantage voulu")\n'

HOSTILES = {
    "boucle": {"ex8_compression.py": "def compression(*a, **k):\n    while True:\n        pass\n"},
    "exit": {"ex5_fenetre_budget.py": "import os\nos._exit(0)\n"},
    "syntaxe": {"ex1_serialize_gemini.py": "def serialize_content(content:\n    return []\n"},
    "sortie": {"ex3_journal.py": "import sys\nwhile True:\n    sys.stdout.write('x' * 10**6)\n"},
    "memoire": {"ex4_cout_cache.py": "gros = bytearray(64 * 1024**3)\n"},
    "faussaire": {"ex5_fenetre_budget.py": FAUSSAIRE},
    "bavard": {"ex7_resume_budget.py": BAVARD},
    "chute": {"ex3_journal.py": 'print("avant la chute")\nimport os\nos._exit(3)\n'},
    "fantome": {"ex4_cout_cache.py": FANTOME},
}


def _notebook_avec_reponse() -> str:
    """Le notebook de l'énoncé ex4, avec la solution tapée dans une nouvelle cellule."""
    nb = json.loads((RACINE / "exercises" / "ex4_cout_cache.ipynb").read_text(encoding="utf-8"))
    code = (RACINE / "solutions" / "ex4_cout_cache.py").read_text(encoding="utf-8")
    nb["cells"].append({"cell_type": "code", "metadata": {}, "outputs": [],
                        "execution_count": None, "source": code.splitlines(keepends=True)})
    return json.dumps(nb)


# Le projet (des scénarios de plusieurs dizaines de tours) a ses deux sens à part, sur des
# extraits : tests/test_correction_projet.py.
NOTES_ICI = [e for e in EXERCICES.values() if e.ident != "projet"]


@pytest.fixture(scope="module")
def classe():
    """Fabrique et note une classe ; dossier en 0755, comme celui d'un enseignant."""
    with tempfile.TemporaryDirectory(prefix="classe-") as d:
        dossier = Path(d)
        os.chmod(dossier, 0o755)
        for nom, source in (("a_juste", "solutions"), ("enonces", "exercises")):
            (dossier / nom).mkdir()
            for ex in NOTES_ICI:
                shutil.copyfile(RACINE / source / ex.fichier, dossier / nom / ex.fichier)
        (dossier / "manquant").mkdir()  # un seul fichier rendu, le 4
        shutil.copyfile(RACINE / "solutions" / "ex7_resume_budget.py",
                        dossier / "manquant" / "ex7_resume_budget.py")
        (dossier / "presque").mkdir()  # le nom qu'un navigateur donne à un second téléchargement
        shutil.copyfile(RACINE / "solutions" / "ex8_compression.py",
                        dossier / "presque" / "ex8_compression (1).py")
        (dossier / "notebook").mkdir()  # réponse écrite dans le notebook, le .py laissé tel quel
        shutil.copyfile(RACINE / "exercises" / "ex4_cout_cache.py",
                        dossier / "notebook" / "ex4_cout_cache.py")
        (dossier / "notebook" / "ex4_cout_cache.ipynb").write_text(_notebook_avec_reponse(),
                                                                   encoding="utf-8")
        (dossier / "vide").mkdir()
        (dossier / "pdf").mkdir()  # rien d'un exercice : un rapport en PDF
        (dossier / "pdf" / "rapport.pdf").write_bytes(b"%PDF-1.4")
        (dossier / "lien").symlink_to(dossier / "a_juste")
        (dossier / "archive.zip").write_bytes(b"PK")
        for nom, fichiers in HOSTILES.items():
            if nom == "fantome" and not ISOLE:
                continue  # sans bac à sable, il survivrait (c'est documenté) : on ne le lance pas
            (dossier / nom).mkdir()
            for fichier, texte in fichiers.items():
                (dossier / nom / fichier).write_text(texte, encoding="utf-8")
        if os.geteuid() == 0:  # l'enseignant n'est pas root : ses fichiers doivent lui revenir
            for chemin in [dossier, *dossier.iterdir()]:
                os.lchown(chemin, ENSEIGNANT, ENSEIGNANT)
        isolation = None if ISOLE else SANS_ISOLATION
        notes = {n.rendu: n for n in corriger(dossier, [e.ident for e in NOTES_ICI],
                                              limites=Limites(delai=DELAI),
                                              isolation=isolation, afficher=False)}
        lignes = list(csv.DictReader((dossier / "notes.csv").open(encoding="utf-8")))
        retours = {p.parent.name: p.read_text(encoding="utf-8")
                   for p in dossier.glob("*/retour.md") if not p.parent.is_symlink()}
        yield {"notes": notes, "csv": lignes, "retours": retours, "dossier": dossier}


def test_deux_sens(classe):
    """Les corrigés ont la note maximale, les énoncés intacts n'ont aucun point."""
    juste, enonces = classe["notes"]["a_juste"], classe["notes"]["enonces"]
    assert juste.total == juste.sur == sum(n.sur for n in juste.notes.values()) > 0
    assert all(n.points == n.sur > 0 for n in juste.notes.values())
    assert enonces.total == 0 and not any(n.probleme for n in enonces.notes.values())
    assert "NotImplementedError: À faire" in classe["retours"]["enonces"]
    # chaque message n'est écrit qu'une fois, même suivi de l'exemple d'hypothesis (ex5)
    for section in classe["retours"]["enonces"].split("\n## ")[1:]:
        messages = [ligne for ligne in section.splitlines() if ligne.startswith("  > ")]
        assert messages and not any(a != b and b.startswith(a) for a in messages for b in messages)
        assert len(messages) == len(set(messages)), section
    assert not juste.suspect and not enonces.suspect


def test_notes_csv_une_ligne_par_entree(classe):
    """notes.csv : une ligne par entrée du dossier, même vide, lien ou fichier, avec sa raison."""
    lignes = {ligne["rendu"]: ligne for ligne in classe["csv"]}
    assert list(classe["csv"][0]) == ["rendu", "nom", *(e.ident for e in NOTES_ICI), "total",
                                      "sur", "remarque", "suspect"]
    juste = classe["notes"]["a_juste"]
    assert lignes["a_juste"] == {
        "rendu": "a_juste", "nom": "", **{e: str(n.sur) for e, n in juste.notes.items()},
        "total": str(juste.sur), "sur": str(juste.sur), "remarque": "", "suspect": ""}
    assert lignes["manquant"]["ex7"] == "10" and lignes["manquant"]["total"] == "10"
    assert lignes["vide"]["remarque"] == "dossier vide"
    assert lignes["lien"]["remarque"].startswith("lien symbolique : non suivi")
    assert lignes["archive.zip"]["remarque"].startswith("fichier isolé")
    assert lignes["pdf"]["remarque"].startswith("aucun fichier d'exercice trouvé")
    assert "Fichier ex8_compression.py absent du rendu" in classe["retours"]["pdf"]
    assert {lignes[n]["total"] for n in ("vide", "lien", "archive.zip", "pdf")} == {"0"}


def test_fichiers_lisibles_par_l_enseignant(classe):
    """notes.csv et les retours : 0644, au propriétaire du dossier de rendus (pas root seul)."""
    proprietaire = ENSEIGNANT if os.geteuid() == 0 else os.geteuid()
    for chemin in [classe["dossier"] / "notes.csv", classe["dossier"] / "notes_moodle.csv",
                   classe["dossier"] / "a_juste" / "retour.md"]:
        infos = chemin.stat()
        assert stat.S_IMODE(infos.st_mode) == 0o644 and infos.st_uid == proprietaire


def test_nom_presque_juste_trouve_et_signale(classe):
    """`ex8_compression (1).py` est noté (10/10) et l'élève apprend le nom attendu."""
    note = classe["notes"]["presque"]
    assert note.notes["ex8"].points == 10
    assert "« ex8_compression (1).py »" in classe["retours"]["presque"]
    assert "nommez-le exactement ex8_compression.py" in classe["retours"]["presque"]


def test_reponse_dans_le_notebook_notee(classe):
    """Une réponse écrite dans le notebook (le .py intact) est reprise, notée, et expliquée."""
    assert classe["notes"]["notebook"].notes["ex4"].points == 10
    retour = classe["retours"]["notebook"]
    assert "était dans le notebook ex4_cout_cache.ipynb" in retour
    assert "écrivez vos fonctions dans ex4_cout_cache.py" in retour


@pytest.mark.parametrize("rendu, ident, raison", [
    ("boucle", "ex8", "Délai dépassé"),
    ("exit", "ex5", "os._exit()"),
    ("manquant", "ex8", "absent du rendu"),
])
def test_hostile_note_zero_avec_raison(classe, rendu, ident, raison):
    """Une boucle infinie, un os._exit, un fichier absent : 0 à l'exercice, raison en français."""
    note = classe["notes"][rendu].notes[ident]
    assert note.points == 0 and raison in note.probleme
    assert raison in classe["retours"][rendu]


@pytest.mark.parametrize("rendu, ident, raison", [
    ("syntaxe", "ex1", "Erreur de syntaxe dans ex1_serialize_gemini.py, ligne 1"),
    ("sortie", "ex3", "sortie ou fichier trop gros"),
    ("memoire", "ex4", "MemoryError"),
])
def test_echec_a_l_import_explique_une_fois(classe, rendu, ident, raison):
    """Erreur de syntaxe, sortie énorme, allocation énorme : chaque test dit pourquoi, et le
    retour ne l'écrit qu'une fois (pas une fois par test)."""
    note = classe["notes"][rendu].notes[ident]
    assert note.points == 0 and not note.probleme
    assert all(raison in t.message for t in note.tests)
    assert classe["retours"][rendu].count(raison) == 1
    assert f"{len(note.tests)} tests ratés pour la même raison" in classe["retours"][rendu]


def test_sortie_avant_plantage_gardee(classe):
    """Ce que le code a imprimé avant de planter est dans le retour."""
    retour = classe["retours"]["bavard"]
    assert "plante à l'import : RuntimeError : plantage voulu" in retour
    assert "Ce que votre code a affiché" in retour and "je calcule…" in retour
    chute = classe["retours"]["chute"]  # print sans flush, puis os._exit : rien n'est perdu
    assert "os._exit()" in chute and "avant la chute" in chute


def test_faux_resultats_imprimes_ignores(classe):
    """Imprimer de faux résultats (stdout, stderr) ne rapporte rien."""
    assert classe["notes"]["faussaire"].total == 0


@pytest.mark.skipif(not ISOLE, reason=SANS_BWRAP)
def test_aucun_processus_ne_survit(classe):
    """Un processus détaché (setsid) meurt avec le bac à sable : son espace de pid est détruit."""
    assert classe["notes"]["fantome"].notes["ex4"].points == 0
    for _ in range(20):  # SIGKILL est asynchrone : on laisse au noyau le temps de finir
        if not _fantomes():
            break
        time.sleep(0.1)
    assert not _fantomes()


def _fantomes() -> list[str]:
    """Les processus `sleep 987.654` encore vivants (hors zombies), sur toute la machine."""
    vivants = []
    for entree in Path("/proc").iterdir():
        try:
            if (entree.name.isdigit() and (entree / "cmdline").read_bytes() == b"sleep\0987.654\0"
                    and (entree / "stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"):
                vivants.append(entree.name)
        except (OSError, IndexError):
            continue
    return vivants


def test_retour_en_francais(classe):
    """Un retour par rendu, avec la note, les tests ratés et le message de l'assertion."""
    retour = classe["retours"]["manquant"]
    assert retour.startswith("# Retour de correction — manquant")
    assert f"Note : **10/{classe['notes']['manquant'].sur}**" in retour
    assert "## ex7 — Un résumé glissant déclenché par un budget : 10/10" in retour
    assert "Tous les tests passent" in retour
    assert "vide" not in classe["retours"] and not (classe["dossier"] / "vide" / "retour.md").exists()


def test_liste_des_eleves_et_moodle(tmp_path):
    """--liste : élève absent et dossier inconnu signalés ; export Moodle par identifiant."""
    for nom in ("alice", "zoe"):
        (tmp_path / "rendus" / nom).mkdir(parents=True)
        shutil.copyfile(RACINE / "solutions" / "ex4_cout_cache.py",
                        tmp_path / "rendus" / nom / "ex4_cout_cache.py")
    liste = tmp_path / "eleves.csv"
    liste.write_text("dossier;nom;email\nalice;Alice Martin;alice@univ.fr\n"
                     "bruno;Bruno Petit;bruno@univ.fr\n", encoding="utf-8")
    notes = corriger(tmp_path / "rendus", ["ex4"], Limites(delai=20), isolation=SANS_ISOLATION,
                     afficher=False, liste=liste)
    lignes = {n.rendu: n for n in notes}
    assert lignes["zoe"].remarque == "inconnu de la liste des élèves"
    assert lignes["bruno"].remarque == "absent : aucun dossier rendu" and lignes["bruno"].total == 0
    moodle = list(csv.DictReader((tmp_path / "rendus" / "notes_moodle.csv").open(encoding="utf-8")))
    assert moodle[0] == {"Identifiant": "alice@univ.fr", "Nom": "Alice Martin", "Note": "10",
                         "Sur": "10", "Commentaire": "10/10 ; détail dans retour.md"}
    assert [m["Identifiant"] for m in moodle] == ["alice@univ.fr", "zoe", "bruno@univ.fr"]


def test_verifier_depuis_le_notebook():
    """verifier("exN") : mêmes tests, sur le dossier de l'élève, points affichés en français."""
    juste = noter_mon_exercice("ex4", RACINE / "solutions")
    assert (juste.points, juste.sur) == (10, 10)
    texte = texte_verification(noter_mon_exercice("ex4", RACINE / "exercises"))
    assert texte.startswith("Exercice 4 — Le coût d'une suite d'appels avec cache : 0/10 points")
    assert "✘" in texte and "→ NotImplementedError" in texte


def test_ecriture_atomique_remplace_un_lien(tmp_path):
    """Un lien symbolique posé à la place de notes.csv est remplacé, jamais suivi."""
    cible = tmp_path / "precieux.txt"
    cible.write_text("à garder", encoding="utf-8")
    (tmp_path / "notes.csv").symlink_to(cible)
    ecrire_atomique(tmp_path / "notes.csv", "rendu,total\n")
    assert cible.read_text(encoding="utf-8") == "à garder"
    assert not (tmp_path / "notes.csv").is_symlink()


def test_ligne_de_commande_erreurs_claires(tmp_path, capsys, monkeypatch):
    """python -m correction : dossier absent ou vide, exercice inconnu, bwrap absent."""
    assert main_correction([str(tmp_path / "absent"), "--sans-isolation"]) == 2
    assert "n'est pas un dossier" in capsys.readouterr().err
    assert main_correction([str(tmp_path), "--sans-isolation"]) == 2
    assert "Aucun rendu" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main_correction([str(tmp_path), "--exercices", "ex99"])
    assert "exercice(s) inconnu(s) : ex99" in capsys.readouterr().err
    (tmp_path / "alice").mkdir()
    monkeypatch.setenv("PATH", str(tmp_path))  # plus de bwrap dans le PATH
    assert main_correction([str(tmp_path)]) == 2
    erreur = capsys.readouterr().err
    assert PAS_DE_BWRAP in erreur and "sudo apt-get install bubblewrap" in erreur


@pytest.mark.skipif(not ISOLE, reason=SANS_BWRAP)
def test_ex2_et_ex9_notes_dans_le_bac_a_sable(tmp_path):
    """Bogues (fusions de h6 et de h5b) : sous bubblewrap, les tests de l'ex2 lançaient le fichier
    de l'élève depuis le processus du correcteur, qui ne le voit pas (corrigé à 3/10, et le test
    de coupe validé sur un enfant qui plantait à l'import) ; ceux de l'ex9 importent le banc de
    `mesures/`, qui n'était pas monté (0/10, pytest ne collectait rien). Les enfants naissent
    désormais chez l'élève, et `mesures/` est monté pour le correcteur."""
    (tmp_path / "a").mkdir()
    for ident in ("ex2", "ex9"):
        shutil.copyfile(RACINE / "solutions" / EXERCICES[ident].fichier,
                        tmp_path / "a" / EXERCICES[ident].fichier)
    (note,) = corriger(tmp_path, exercices=["ex2", "ex9"], limites=Limites(delai=DELAI),
                       afficher=False)
    for ident in ("ex2", "ex9"):
        obtenu = note.notes[ident]
        assert (obtenu.points, obtenu.sur) == (10, 10), f"{ident} : {obtenu.probleme}"
