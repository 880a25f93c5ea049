"""Un rendu ne marque pas le zygote commun (issue 33, point 1) : ni ses limites, sa priorité,
ses cœurs, son score OOM, sa priorité d'E/S (filtre seccomp, appels_interdits.py), ni un dossier
0111 laissé dans /tmp (menage.py), ni le trousseau de clés du noyau (filtre seccomp, et un uid
du bac à sable qui n'est pas le root de l'hôte, bac_a_sable.py).

Une classe notée sur un seul fil (`jobs=1`), dans l'ordre des noms : le rendu qui marque, un
camarade au corrigé, la paire « dépose dans /tmp » / « en profite », la paire « cache dans le
trousseau » / « le relit », un second camarade. Les attaques : tests/attaques/zygote/.
Bubblewrap requis.
"""

import os
import re
import shutil
import tempfile
from pathlib import Path

import pytest

from correction import Limites, corriger
from correction.bac_a_sable import IDENTITE, bwrap_disponible

RACINE = Path(__file__).resolve().parent.parent
ATTAQUES = RACINE / "tests" / "attaques" / "zygote"
CORRIGE = (RACINE / "solutions" / "ex8_compression.py").read_text(encoding="utf-8")
# ajouté après le code d'une attaque : sans son `from __future__`, qui doit ouvrir un fichier
APRES = CORRIGE.replace("from __future__ import annotations\n", "")

pytestmark = pytest.mark.skipif(
    not bwrap_disponible(),
    reason="bubblewrap (bwrap) absent : le zygote commun se joue dans le bac à sable "
           "(sudo apt-get install bubblewrap ; .ci/run l'installe)")

CLASSE = {
    "a_marque": "a_marque_le_zygote.py",
    "b_honnete": None,
    "c_depose": "b_depose_dans_tmp.py",
    "d_profite": "c_profite_de_tmp.py",
    "e_trousseau": "d_cache_dans_le_trousseau.py",
    "f_lit": "e_lit_le_trousseau.py",
    "g_honnete": None,
}


def texte_du_rendu(attaque: str | None) -> str:
    """Le fichier rendu : l'attaque, suivie du corrigé si elle porte la marque CORRIGE."""
    if attaque is None:
        return CORRIGE
    texte = (ATTAQUES / attaque).read_text(encoding="utf-8")
    return texte + "\n" + APRES if texte.rstrip().endswith("# CORRIGE") else texte


@pytest.fixture(scope="module")
def classe():
    with tempfile.TemporaryDirectory(prefix="marques-") as d:
        dossier = Path(d)
        for nom, attaque in CLASSE.items():
            (dossier / nom).mkdir()
            (dossier / nom / "ex8_compression.py").write_text(texte_du_rendu(attaque),
                                                               encoding="utf-8")
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
    assert classe["b_honnete"].notes["ex8"].points == classe["b_honnete"].sur == 10
    assert classe["g_honnete"].notes["ex8"].points == 10
    assert classe["c_depose"].notes["ex8"].points == 10   # sa propre réponse
    assert classe["e_trousseau"].notes["ex8"].points == 10


@pytest.mark.parametrize("quoi", ["prlimit", "setpriority", "sched_idle", "affinite", "ioprio",
                                  "setpriority_uid"])
def test_le_zygote_ne_se_regle_pas_du_dehors(classe, quoi):
    """Filtre seccomp : EPERM sur un autre processus que l'appelant (ou tout un uid)."""
    assert _vu(classe, "a_marque", f"MARQUE {quoi}") == "OSError 1"


def test_score_oom_du_zygote_hors_d_atteinte(classe):
    """/proc/<zygote>/oom_score_adj : le zygote est non « dumpable », ses fichiers de /proc ne
    sont pas à l'uid du bac à sable (EACCES), ni, sous un compte ordinaire, inscriptibles."""
    assert _vu(classe, "a_marque", "MARQUE oom").startswith("OSError")


def test_un_dossier_0111_ne_survit_pas(classe):
    assert _vu(classe, "d_profite", "PROFITE") == "absent 2"   # ENOENT : effacé
    assert classe["d_profite"].total == 0


def test_le_trousseau_de_cles_est_ferme(classe):
    assert _vu(classe, "e_trousseau", "TROUSSEAU add_key").endswith("errno 1")
    assert _vu(classe, "e_trousseau", "TROUSSEAU keyctl").endswith("errno 1")
    assert _vu(classe, "f_lit", "LIT") == "-1 errno 1"
    assert classe["f_lit"].total == 0


def test_l_uid_du_bac_a_sable_n_est_pas_root(classe):
    """En root, l'uid du bac à sable est IDENTITE (aucun espace de noms utilisateur : l'uid de
    l'hôte lui-même) ; sous un compte ordinaire, ce compte. Jamais 0."""
    uid, *carte = _vu(classe, "e_trousseau", "TROUSSEAU uid").replace("[", "").replace(
        "]", "").replace("'", "").replace(",", "").split()
    attendu = IDENTITE if os.geteuid() == 0 else os.geteuid()
    assert int(uid) == attendu != 0
    if os.geteuid() != 0:   # un espace de noms utilisateur : son uid ne mappe pas le root
        assert carte[1] != "0"


@pytest.mark.parametrize("rendu", ["a_marque", "d_profite", "e_trousseau", "f_lit"])
def test_les_attaques_sont_signalees(classe, rendu):
    """Sans rien exécuter (suspects.py) : l'enseignant est invité à lire le code."""
    assert classe[rendu].signes, classe[rendu]


def test_les_camarades_ne_sont_pas_signales(classe):
    for rendu in ("b_honnete", "g_honnete"):
        assert not classe[rendu].signes and not classe[rendu].notes["ex8"].suspect
