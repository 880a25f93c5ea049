"""La notation elle-même : les deux sens, des rendus hostiles, et ce qui est écrit sur disque.

Une seule classe fabriquée est notée (une fois pour le module) : les corrigés, les énoncés
intacts, et des rendus hostiles — boucle infinie, os._exit, erreur de syntaxe, fichiers
manquants, sortie énorme, allocation énorme, un « pirate » qui écrit chez les autres et dans
notes.csv, un « faussaire » qui imprime de faux résultats, un « fantôme » qui survit en tâche
de fond (en root seulement).
"""

import csv
import hashlib
import os
import shutil
import tempfile
import time
from pathlib import Path

import pytest

from contexte.disque import ecrire_atomique
from correction import EXERCICES, Limites, corriger, noter_mon_exercice
from correction.__main__ import main as main_correction
from correction.bac_a_sable import BASE_UID, SANS_UID
from correction.retours import texte_verification

RACINE = Path(__file__).resolve().parent.parent
EN_ROOT = os.geteuid() == 0
DELAI = 15.0  # les exercices 9 et 10 importent le SDK anthropic (plusieurs secondes sous charge)

PIRATE = """
import glob, os
dossier = {dossier!r}
cibles = [dossier + "/notes.csv", dossier + "/a_juste/ex1_compression.py",
          dossier + "/a_juste/retour.md", {marqueur!r}]
if {en_root!r}:  # en root, la copie d'un autre rendu est aussi visée
    cibles += glob.glob("/tmp/correction-*/*/rendu/*.py")
for chemin in cibles:
    try:
        with open(chemin, "w") as f:
            f.write("raise SystemExit('pirate')")
    except OSError:
        pass
"""

FAUSSAIRE = """
import json, os, sys
for n in range(3):
    faux = {"type": "resultat", "nodeid": "tests/exercices/test_ex2_fenetre_budget.py::"
            "test_exemple_sans_outils", "etape": "call", "issue": "passed", "message": ""}
    print(json.dumps(faux)); print(json.dumps(faux), file=sys.stderr)
print(json.dumps({"type": "fin", "code": 0}))
print("ex2 : 10/10")
"""

FANTOME = """
import os, time
if os.fork() == 0:
    os.setsid()
    if os.fork() == 0:
        time.sleep(60)
    os._exit(0)
"""

HOSTILES = {
    "boucle": {"ex1_compression.py": "def compression(*a, **k):\n    while True:\n        pass\n"},
    "exit": {"ex2_fenetre_budget.py": "import os\nos._exit(0)\n"},
    "syntaxe": {"ex3_serialize_gemini.py": "def serialize_content(content:\n    return []\n"},
    "sortie": {"ex5_journal.py": "import sys\nwhile True:\n    sys.stdout.write('x' * 10**6)\n"},
    "memoire": {"ex6_cout_cache.py": "gros = bytearray(64 * 1024**3)\n"},
    "faussaire": {"ex2_fenetre_budget.py": FAUSSAIRE},
}


def empreinte(dossier: Path) -> str:
    h = hashlib.sha256()
    for p in sorted(dossier.rglob("*.py")):
        h.update(p.name.encode() + p.read_bytes())
    return h.hexdigest()


@pytest.fixture(scope="module")
def classe():
    """Fabrique et note une classe ; dossier en 0755, comme celui d'un enseignant."""
    with tempfile.TemporaryDirectory(prefix="classe-") as d:
        dossier = Path(d)
        os.chmod(dossier, 0o755)
        marqueur = Path(tempfile.gettempdir()) / f"pirate-{os.getpid()}"
        for nom, source in (("a_juste", "solutions"), ("enonces", "exercises")):
            (dossier / nom).mkdir()
            for ex in EXERCICES.values():
                shutil.copyfile(RACINE / source / ex.fichier, dossier / nom / ex.fichier)
        (dossier / "manquant").mkdir()  # un seul fichier rendu, le 4
        shutil.copyfile(RACINE / "solutions" / "ex4_resume_budget.py",
                        dossier / "manquant" / "ex4_resume_budget.py")
        for nom, fichiers in {**HOSTILES, "pirate": {"ex1_compression.py": PIRATE.format(
                dossier=str(dossier), marqueur=str(marqueur), en_root=EN_ROOT)}}.items():
            (dossier / nom).mkdir()
            for fichier, texte in fichiers.items():
                (dossier / nom / fichier).write_text(texte, encoding="utf-8")
        if EN_ROOT:
            (dossier / "fantome").mkdir()
            (dossier / "fantome" / "ex6_cout_cache.py").write_text(FANTOME, encoding="utf-8")
        avant = empreinte(dossier / "a_juste")
        notes = {n.rendu: n for n in corriger(dossier, limites=Limites(delai=DELAI),
                                              afficher=False)}
        lignes = list(csv.DictReader((dossier / "notes.csv").open(encoding="utf-8")))
        retours = {p.parent.name: p.read_text(encoding="utf-8")
                   for p in dossier.glob("*/retour.md")}
        yield {"notes": notes, "csv": lignes, "retours": retours, "marqueur": marqueur,
               "intact": empreinte(dossier / "a_juste") == avant, "dossier": dossier}
        marqueur.unlink(missing_ok=True)


def test_deux_sens(classe):
    """Les corrigés ont la note maximale, les énoncés intacts n'ont aucun point."""
    juste, enonces = classe["notes"]["a_juste"], classe["notes"]["enonces"]
    assert (juste.total, juste.sur) == (10 * len(EXERCICES), 10 * len(EXERCICES))
    assert all(n.sur == 10 for n in juste.notes.values())
    assert enonces.total == 0 and not any(n.probleme for n in enonces.notes.values())
    assert "NotImplementedError: À faire" in classe["retours"]["enonces"]


def test_notes_csv(classe):
    """notes.csv : une ligne par rendu, colonnes rendu, ex1…exN, total, sur."""
    lignes = {ligne["rendu"]: ligne for ligne in classe["csv"]}
    assert list(classe["csv"][0]) == ["rendu", *EXERCICES, "total", "sur"]
    assert list(EXERCICES)[:6] == ["ex1", "ex2", "ex3", "ex4", "ex5", "ex6"]
    assert set(lignes) == set(classe["notes"])
    total = str(10 * len(EXERCICES))   # chaque exercice sur 10
    assert lignes["a_juste"] == {"rendu": "a_juste", **{e: "10" for e in EXERCICES},
                                 "total": total, "sur": total}
    assert lignes["manquant"]["ex4"] == "10" and lignes["manquant"]["total"] == "10"


@pytest.mark.parametrize("rendu, ident, raison", [
    ("boucle", "ex1", "Délai dépassé"),
    ("exit", "ex2", "os._exit()"),
    ("manquant", "ex1", "absent du rendu"),
])
def test_hostile_note_zero_avec_raison(classe, rendu, ident, raison):
    """Une boucle infinie, un os._exit, un fichier absent : 0 à l'exercice, raison en français."""
    note = classe["notes"][rendu].notes[ident]
    assert note.points == 0 and raison in note.probleme
    assert raison in classe["retours"][rendu]


@pytest.mark.parametrize("rendu, ident, raison", [
    ("syntaxe", "ex3", "Erreur de syntaxe dans ex3_serialize_gemini.py, ligne 1"),
    ("sortie", "ex5", "sortie ou fichier trop gros"),
    ("memoire", "ex6", "MemoryError"),
])
def test_echec_a_l_import_explique(classe, rendu, ident, raison):
    """Erreur de syntaxe, sortie énorme, allocation énorme : chaque test dit pourquoi."""
    note = classe["notes"][rendu].notes[ident]
    assert note.points == 0 and not note.probleme
    assert all(raison in t.message for t in note.tests)
    assert raison in classe["retours"][rendu]


def test_faux_resultats_imprimes_ignores(classe):
    """Imprimer de faux résultats (stdout, stderr) ne rapporte rien."""
    assert classe["notes"]["faussaire"].total == 0


def test_pirate_ne_change_rien_aux_autres(classe):
    """Le pirate n'a changé ni la note d'un autre, ni notes.csv, ni (en root) les fichiers."""
    assert classe["notes"]["a_juste"].total == 10 * len(EXERCICES)
    assert {ligne["rendu"] for ligne in classe["csv"]} == set(classe["notes"])
    assert classe["notes"]["pirate"].total == 0
    if EN_ROOT:
        assert classe["intact"], "le rendu a_juste a été modifié"
        assert not classe["marqueur"].exists(), "le pirate a écrit hors de sa copie"


@pytest.mark.skipif(not EN_ROOT, reason="le balayage par uid n'existe qu'en root")
def _vivants(debut: int) -> list[str]:
    """Les processus (hors zombies) dont l'uid est dans la plage de cette correction."""
    vivants = []
    for entree in Path("/proc").iterdir():
        if not entree.name.isdigit():
            continue
        try:
            uid = entree.stat().st_uid
            etat = (entree / "stat").read_text().rsplit(")", 1)[1].split()[0]
        except (OSError, IndexError):
            continue  # disparu entre-temps
        # un zombie est déjà mort : il attend seulement que son nouveau parent (init) le ramasse
        if debut <= uid < debut + 10_000 and etat != "Z":
            vivants.append(entree.name)
    return vivants


def test_aucun_processus_ne_survit(classe):
    """Un processus détaché (setsid) par un rendu est tué à la fin de son exercice."""
    # seulement les uid de cette correction (décalés par notre pid) : une autre correction
    # qui tourne en même temps sur la machine a les siens
    debut = BASE_UID + (os.getpid() % 10_000) * 10_000
    survivants = _vivants(debut)
    for _ in range(20):  # SIGKILL est asynchrone : on laisse au noyau le temps de finir
        if not survivants:
            break
        time.sleep(0.1)
        survivants = _vivants(debut)
    assert not survivants
    assert classe["notes"]["fantome"].notes["ex6"].points == 0


def test_sans_uid_memes_notes(tmp_path):
    """Mode « utilisateur » (hors root) : mêmes limites, mêmes notes, boucle arrêtée."""
    for nom, source in (("a_juste", "solutions"), ("boucle", None)):
        (tmp_path / nom).mkdir()
        for ident in ("ex1", "ex4"):
            fichier = EXERCICES[ident].fichier
            if source:
                shutil.copyfile(RACINE / source / fichier, tmp_path / nom / fichier)
    boucle = HOSTILES["boucle"]["ex1_compression.py"]
    (tmp_path / "boucle" / "ex1_compression.py").write_text(boucle, encoding="utf-8")
    notes = {n.rendu: n for n in corriger(tmp_path, ["ex1", "ex4"], Limites(delai=3),
                                          isolation=SANS_UID, afficher=False)}
    assert (notes["a_juste"].total, notes["a_juste"].sur) == (20, 20)
    assert "Délai dépassé" in notes["boucle"].notes["ex1"].probleme


def test_retour_en_francais(classe):
    """Un retour par rendu, avec la note, les tests ratés et le message de l'assertion."""
    retour = classe["retours"]["manquant"]
    assert retour.startswith("# Retour de correction — manquant")
    assert f"Note : **10/{10 * len(EXERCICES)}**" in retour
    assert "## ex4 — Un résumé glissant déclenché par un budget : 10/10" in retour
    assert "Tous les tests passent" in retour


def test_verifier_depuis_le_notebook():
    """verifier("exN") : mêmes tests, sur le dossier de l'élève, points affichés en français."""
    juste = noter_mon_exercice("ex6", RACINE / "solutions")
    assert (juste.points, juste.sur) == (10, 10)
    texte = texte_verification(noter_mon_exercice("ex6", RACINE / "exercises"))
    assert texte.startswith("Exercice 6 — Le coût d'une suite d'appels avec cache : 0/10 points")
    assert "✘" in texte and "→ NotImplementedError" in texte


def test_ecriture_atomique_remplace_un_lien(tmp_path):
    """Un lien symbolique posé à la place de notes.csv est remplacé, jamais suivi."""
    cible = tmp_path / "precieux.txt"
    cible.write_text("à garder", encoding="utf-8")
    (tmp_path / "notes.csv").symlink_to(cible)
    ecrire_atomique(tmp_path / "notes.csv", "rendu,total\n")
    assert cible.read_text(encoding="utf-8") == "à garder"
    assert not (tmp_path / "notes.csv").is_symlink()
    assert (tmp_path / "notes.csv").read_text(encoding="utf-8") == "rendu,total\n"


def test_ligne_de_commande_erreurs_claires(tmp_path, capsys):
    """python -m correction : dossier absent ou vide, exercice inconnu -> message clair."""
    assert main_correction([str(tmp_path / "absent")]) == 2
    assert "n'est pas un dossier" in capsys.readouterr().err
    assert main_correction([str(tmp_path)]) == 2
    assert "Aucun rendu" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main_correction([str(tmp_path), "--exercices", "ex99"])
    assert "exercice(s) inconnu(s) : ex99" in capsys.readouterr().err
