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
import sys
import tempfile
from pathlib import Path

import pytest

from correction import Limites, corriger
from correction.atelier import MARGE_ELEVE
from correction.bac_a_sable import LIMITES, bwrap_disponible
from correction.groupe import detecter as detecter_groupes

RACINE = Path(__file__).resolve().parent.parent
ATTAQUES = sorted((RACINE / "tests" / "attaques").glob("*.py"))
SUSPECTES = {"copie_solutions", "copie_proc", "lire_secrets", "patch_rapport", "patch_pytest",
             "faux_canal", "toujours_egal", "canal_json_piege", "ombre_json"}
# Ce qu'une attaque peut garder : la part honnête de son rendu (ombre_json : une écriture
# simple, qui écrit bien le JSON, 1 point ; rien de plus).
PLAFONDS = {"ombre_json": 1}
FICHIER_EN_PLUS = re.compile(r"^# --- fichier : (\S+) ---$", re.M)

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
            morceaux = FICHIER_EN_PLUS.split(texte)  # le fichier noté, puis (nom, texte)…
            (dossier / attaque.stem / _exercice(source)).write_text(morceaux[0], encoding="utf-8")
            for nom, contenu in zip(morceaux[1::2], morceaux[2::2], strict=True):
                (dossier / attaque.stem / nom).write_text(contenu.lstrip("\n"), encoding="utf-8")
        groupes = detecter_groupes()
        notes = {n.rendu: n for n in corriger(dossier, limites=Limites(delai=20), afficher=False)}
        yield {"notes": notes, "dossier": dossier, "marqueur": marqueur, "avant": avant,
               "csv": (dossier / "notes.csv").read_text(encoding="utf-8"), "groupes": groupes}
        for racine in ("/tmp", "/var/tmp", "/dev/shm", "/run/lock", str(Path.home())):
            Path(racine, marqueur).unlink(missing_ok=True)


@pytest.mark.parametrize("attaque", [p.stem for p in ATTAQUES])
def test_aucun_gain(attaques, attaque):
    """L'attaque ne rapporte aucun point (au plus sa part honnête), et le camarade garde sa note."""
    assert attaques["notes"][attaque].total <= PLAFONDS.get(attaque, 0)
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
    for chemin in ("/etc/shadow", f"{RACINE}/solutions"):
        assert f"{chemin}: FileNotFoundError" in retour
    # /root et /home n'existent dans le bac à sable que si le cours ou Python y vivent (/root/.pyenv
    # en CI, /home/eleve/… pour un élève) : on n'y voit que le premier pas de ces chemins-là
    necessaires = [Path(sys.prefix).resolve(), Path(sys.base_prefix).resolve(), RACINE.resolve()]
    for dossier in ("/root", "/home"):
        vu = re.search(rf"{dossier}: ([^|\n]*)", retour).group(1).strip()
        permis = {c.parts[2] for c in necessaires if len(c.parts) > 2 and c.parts[1] == dossier[1:]}
        assert vu == "FileNotFoundError" or set(vu.split(",")) <= permis, (dossier, vu)
    if os.access("/etc/shadow", os.R_OK):
        premiere = Path("/etc/shadow").read_text(encoding="utf-8").splitlines()[0]
        assert premiere not in retour


def test_faux_canal_refuse(attaques):
    """Le pickle piégé envoyé sur le canal est refusé (classe interdite), et dit pourquoi."""
    assert "réponse trafiquée refusée par le correcteur" in attaques["notes"]["faux_canal"].suspect


def _mesure(attaques, attaque: str, motif: str) -> re.Match:
    retour = (attaques["dossier"] / attaque / "retour.md").read_text(encoding="utf-8")
    trouve = re.search(motif, retour)
    assert trouve, f"{attaque} : rien d'affiché ({retour[-400:]})"
    return trouve


def _avec_cgroups(attaques) -> None:
    if attaques["groupes"] is None:
        pytest.skip("aucun cgroup inscriptible ici : mémoire totale et processus non bornés par "
                    "rendu (la correction le dit au lancement)")


def test_bombe_de_processus_bornee(attaques):
    """Même en root, une bombe de processus s'arrête à la limite du rendu (cgroup pids)."""
    _avec_cgroups(attaques)
    trouve = _mesure(attaques, "bombe_fork", r"BOMBE fork refusé après (\d+) enfants")
    assert int(trouve.group(1)) < LIMITES.processus


def test_tmpfs_bornes(attaques):
    """/tmp et /dev/shm du bac à sable : « plus de place » à LIMITES.tmpfs Mio."""
    for dossier in ("/tmp", "/dev/shm"):
        trouve = _mesure(attaques, "tmpfs_plein", rf"TMPFS {dossier} (\d+) Mio puis : (.*)")
        assert int(trouve.group(1)) <= LIMITES.tmpfs, trouve.group(0)


def test_memoire_totale_bornee(attaques):
    """4 processus de 400 Mio chacun (sous RLIMIT_AS) : le cgroup du rendu en tue."""
    _avec_cgroups(attaques)
    trouve = _mesure(attaques, "memoire_somme", r"MEMOIRE (\d) processus sur 4")
    assert int(trouve.group(1)) * 400 <= LIMITES.memoire + 2 * LIMITES.tmpfs + MARGE_ELEVE


def test_canal_json_piege_refuse(attaques):
    """Les étiquettes fabriquées sont refusées par le décodeur du correcteur, et dites."""
    assert "réponse trafiquée refusée par le correcteur" in \
        attaques["notes"]["canal_json_piege"].suspect


def test_module_masque_refuse(attaques):
    """Un json.py à côté de la réponse : retiré de la copie, signalé, et la note n'en profite pas."""
    note = attaques["notes"]["ombre_json"]
    assert "module qui masque un module standard ou du cours : json.py" in note.suspect
    assert "json.py (masque le module json : refusé)" in note.remarques
