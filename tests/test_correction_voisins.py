"""Un rendu ne touche pas le suivant : le processus de l'élève est un zygote commun à la classe
(un par fil de travail, correction/atelier.py), que les rendus traversent l'un après l'autre.

Une classe notée sur un seul fil (`jobs=1`), dans cet ordre : un rendu qui laisse des traces
(fichiers, IPC, processus détaché, mémoire) et s'en prend au zygote (ptrace, /proc/<pid>/mem) ;
un camarade au corrigé qui affiche ce qu'il voit en arrivant ; un rendu qui tue le zygote ; un
second camarade. Bubblewrap requis (c'est le bac à sable qui est en jeu).
"""

import re
import shutil
import tempfile
from pathlib import Path

import pytest

from correction import Limites, corriger
from correction.bac_a_sable import bwrap_disponible

RACINE = Path(__file__).resolve().parent.parent
VOISINS = RACINE / "tests" / "attaques" / "voisins"
CORRIGE = (RACINE / "solutions" / "ex8_compression.py").read_text(encoding="utf-8")

pytestmark = pytest.mark.skipif(
    not bwrap_disponible(),
    reason="bubblewrap (bwrap) absent : le ménage entre deux rendus se joue dans le bac à sable "
           "(sudo apt-get install bubblewrap ; .ci/run l'installe)")


@pytest.fixture(scope="module")
def classe():
    with tempfile.TemporaryDirectory(prefix="voisins-") as d:
        dossier = Path(d)
        observateur = (VOISINS / "observateur.py").read_text(encoding="utf-8")
        for nom, texte in (("a_traces", (VOISINS / "a_laisse_des_traces.py").read_text()),
                           ("b_honnete", CORRIGE + "\n" + observateur),
                           ("c_tueur", (VOISINS / "c_tue_son_zygote.py").read_text()),
                           ("d_honnete", CORRIGE + "\n" + observateur)):
            (dossier / nom).mkdir()
            (dossier / nom / "ex8_compression.py").write_text(texte, encoding="utf-8")
        notes = corriger(dossier, exercices=["ex8"], limites=Limites(delai=20), jobs=1,
                         afficher=False)
        yield {n.rendu: n for n in notes}
        shutil.rmtree(dossier, ignore_errors=True)


def _vu(classe, rendu: str, quoi: str) -> str:
    sortie = classe[rendu].notes["ex8"].sortie
    trouve = re.search(rf"^{quoi} : (.*)$", sortie, re.M)
    assert trouve, f"{rendu} n'a rien affiché pour {quoi} : {sortie[-600:]}"
    return trouve.group(1)


def test_les_camarades_gardent_leur_note(classe):
    assert classe["b_honnete"].notes["ex8"].points == classe["b_honnete"].notes["ex8"].sur == 10
    assert classe["d_honnete"].notes["ex8"].points == 10
    assert classe["a_traces"].total == classe["c_tueur"].total == 0


@pytest.mark.parametrize("rendu", ["b_honnete", "d_honnete"])
def test_le_suivant_ne_voit_aucune_trace(classe, rendu):
    """Ni fichier dans /tmp ou /dev/shm, ni segment System V, ni processus de plus que l'init
    de bwrap, le zygote, lui-même et son lanceur (eleve.py)."""
    sortie = classe[rendu].notes["ex8"].sortie
    assert "OBSERVE tmp []" in sortie and "OBSERVE shm []" in sortie, sortie[-600:]
    assert "OBSERVE sysv 0" in sortie
    assert "OBSERVE processus 4" in sortie


def test_racine_et_dev_en_lecture_seule(classe):
    assert _vu(classe, "a_traces", "VOISIN tmp") == "réussi"   # son /tmp, vidé ensuite
    for quoi in ("VOISIN racine", "VOISIN dev"):
        assert _vu(classe, "a_traces", quoi) == "OSError Read-only file system"


def test_le_zygote_est_hors_d_atteinte(classe):
    """Non « dumpable » : ni sa mémoire, ni son environnement, ni ses descripteurs, ni ptrace."""
    for quoi in ("VOISIN zygote-mem", "VOISIN zygote-environ", "VOISIN zygote-fd"):
        assert _vu(classe, "a_traces", quoi).startswith("PermissionError"), quoi
    assert _vu(classe, "a_traces", "VOISIN ptrace") == "-1 errno 1"   # EPERM


def test_ipc_qui_survivraient(classe):
    """Un segment System V est créé, puis retiré au ménage ; une file POSIX est refusée."""
    assert int(_vu(classe, "a_traces", "VOISIN sysv")) >= 0
    assert _vu(classe, "a_traces", "VOISIN mqueue").startswith("-1 errno")


def test_pic_de_memoire_par_rendu(classe):
    """Le cgroup sert toute la classe ; son pic est remis à zéro à chaque rendu."""
    if classe["a_traces"].ressources is None:
        pytest.skip("aucun cgroup inscriptible ici : pas de mesure par rendu")
    assert classe["a_traces"].ressources[0] >= 300 << 20
    assert classe["b_honnete"].ressources[0] < 300 << 20


def test_menage_ne_descend_pas_dans_un_montage(tmp_path):
    """Un clone rangé sous /tmp (la CI) est monté par-dessus le /tmp du bac à sable : le ménage
    vide le tmpfs et ne parcourt ni ne touche ce qui est monté dessous (bogue trouvé par la CI :
    il parcourait tout le .venv à chaque rendu, 30 s, et aurait effacé un montage inscriptible)."""
    from sous_bwrap import executer_sous_bwrap

    hote = tmp_path / "hote"
    hote.mkdir()
    (hote / "garde.txt").write_text("à garder")
    # /tmp/porteur, créé par bwrap pour porter le montage, rendu inscriptible par l'uid du bac
    # à sable (en root, bwrap le crée en 0700) : le code y laisse un fichier
    fini = executer_sous_bwrap(tmp_path, ["--bind", str(hote), "/tmp/porteur/monte",
                                          "--chmod", "1777", "/tmp/porteur"], (
        "open('/tmp/porteur/trace', 'w').close(); os.makedirs('/tmp/a/b')\n"
        "open('/tmp/a/b/c', 'w').close(); open('/dev/shm/d', 'w').close()\n"
        "from correction.menage import vider_bac_a_sable; vider_bac_a_sable()\n"
        "print(sorted(os.listdir('/tmp/porteur')), os.listdir('/dev/shm'), os.path.exists('/tmp/a'))"))
    assert fini.returncode == 0, fini.stderr
    assert fini.stdout.strip() == "['monte'] [] False"
    assert (hote / "garde.txt").read_text() == "à garder"
