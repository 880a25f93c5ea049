"""Les attaques contre la note, gardées à part dans tests/attaques/ (jamais distribuées).

Chaque fichier de tests/attaques/ est le rendu d'un élève pour un exercice (ligne
`# exercice : …`) qui essaie de gagner des points sans les mériter, ou de laisser une trace :
copier les solutions, un camarade, passer par /proc ; lire /etc/shadow ou /root ; écrire hors
de sa copie ; patcher le greffon de rapport ou pytest ; écrire sur le canal ; renvoyer un objet
toujours égal. Toutes sont notées ensemble, dans le bac à sable (bubblewrap requis).

Pour chacune : aucun point, aucune trace, et `suspect` rempli quand le texte montre l'intention.
"""

import csv
import hashlib
import io
import os
import re
import shutil
import tempfile
from pathlib import Path

import pytest

from correction import Limites, corriger
from correction.bac_a_sable import bwrap_disponible

RACINE = Path(__file__).resolve().parent.parent
ATTAQUES = sorted((RACINE / "tests" / "attaques").glob("*.py"))
SUSPECTES = {"copie_solutions", "copie_proc", "lire_secrets", "patch_rapport", "patch_pytest",
             "faux_canal", "toujours_egal"}

pytestmark = pytest.mark.skipif(
    not bwrap_disponible(),
    reason="bubblewrap (bwrap) absent : ces attaques ne sont parées que dans le bac à sable "
           "(sudo apt-get install bubblewrap ; .ci/run l'installe)")


def _exercice(source: str) -> str:
    return re.search(r"^# exercice : (\S+)$", source, re.M).group(1)


@pytest.fixture(scope="module")
def attaques():
    """Une classe : un camarade au corrigé de l'ex8, et un dossier par attaque."""
    with tempfile.TemporaryDirectory(prefix="attaques-") as d:
        dossier = Path(d)
        os.chmod(dossier, 0o755)
        marqueur = f"trace-attaque-{os.getpid()}"
        (dossier / "a_juste").mkdir()
        shutil.copyfile(RACINE / "solutions" / "ex8_compression.py",
                        dossier / "a_juste" / "ex8_compression.py")
        avant = hashlib.sha256((dossier / "a_juste" / "ex8_compression.py").read_bytes()).digest()
        for attaque in ATTAQUES:
            source = attaque.read_text(encoding="utf-8")
            texte = (source.replace("@DOSSIER@", str(dossier)).replace("@RACINE@", str(RACINE))
                     .replace("@MARQUEUR@", marqueur))
            (dossier / attaque.stem).mkdir()
            (dossier / attaque.stem / _exercice(source)).write_text(texte, encoding="utf-8")
        notes = {n.rendu: n for n in corriger(dossier, limites=Limites(delai=20), afficher=False)}
        yield {"notes": notes, "dossier": dossier, "marqueur": marqueur, "avant": avant,
               "csv": (dossier / "notes.csv").read_text(encoding="utf-8")}
        for racine in ("/tmp", "/var/tmp", "/dev/shm", "/run/lock", str(Path.home())):
            Path(racine, marqueur).unlink(missing_ok=True)


@pytest.mark.parametrize("attaque", [p.stem for p in ATTAQUES])
def test_aucun_gain(attaques, attaque):
    """L'attaque ne rapporte aucun point, et le camarade garde sa note."""
    assert attaques["notes"][attaque].total == 0
    assert attaques["notes"]["a_juste"].notes["ex8"].points == 10


@pytest.mark.parametrize("attaque", sorted(SUSPECTES))
def test_marquee_suspecte(attaques, attaque):
    """Le rendu est marqué suspect dans notes.csv, avec la raison."""
    note = attaques["notes"][attaque]
    assert note.suspect
    lignes = {ligne["rendu"]: ligne for ligne in csv.DictReader(io.StringIO(attaques["csv"]))}
    assert lignes[attaque]["suspect"] == note.suspect


def test_aucune_trace_hors_de_la_copie(attaques):
    """Rien n'a été écrit hors de la copie : /tmp, /var/tmp, /dev/shm, /run/lock, HOME, rendus."""
    marqueur, dossier = attaques["marqueur"], attaques["dossier"]
    for racine in ("/tmp", "/var/tmp", "/dev/shm", "/run/lock", str(Path.home()), str(dossier),
                   str(dossier / "a_juste")):
        assert not Path(racine, marqueur).exists(), f"trace dans {racine}"
    copie = (dossier / "a_juste" / "ex8_compression.py").read_bytes()
    assert hashlib.sha256(copie).digest() == attaques["avant"]
    assert "pirate" not in attaques["csv"]


def test_secrets_illisibles(attaques):
    """/etc/shadow, /root, /home et solutions/ : introuvables dans le bac à sable."""
    retour = (attaques["dossier"] / "lire_secrets" / "retour.md").read_text(encoding="utf-8")
    for chemin in ("/etc/shadow", "/home", f"{RACINE}/solutions"):
        assert f"{chemin}: FileNotFoundError" in retour
    # /root n'existe que si Python y vit (ici /root/.pyenv) : on n'y voit que ce chemin-là
    vu = re.search(r"/root: ([^|\n]*)", retour).group(1).strip()
    assert vu == "FileNotFoundError" or set(vu.split(",")) <= {".pyenv"}, vu
    if os.access("/etc/shadow", os.R_OK):
        premiere = Path("/etc/shadow").read_text(encoding="utf-8").splitlines()[0]
        assert premiere not in retour


def test_faux_canal_refuse(attaques):
    """Le pickle piégé envoyé sur le canal est refusé (classe interdite), et dit pourquoi."""
    assert "réponse trafiquée refusée par le correcteur" in attaques["notes"]["faux_canal"].suspect
