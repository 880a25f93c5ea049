"""L'hôte borné (issue 33, point 5) : en root, /rendu et /partage d'un atelier sont sur un tmpfs
borné en taille et en nombre de fichiers (atelier.monter_tmpfs) ; le calcul d'un rendu est borné
par le cgroup (cpu.max ou cpu.cfs_quota_us, groupe.py). Attaque : tests/attaques/disque_plein.py,
suivie d'un camarade au corrigé sur le même fil. Bubblewrap et root requis.
"""

import os
import re
import tempfile
from pathlib import Path

import pytest

from correction import Limites, corriger
from correction.bac_a_sable import bwrap_disponible

RACINE = Path(__file__).resolve().parent.parent

pytestmark = pytest.mark.skipif(not bwrap_disponible() or os.geteuid() != 0,
                                reason="bubblewrap et root requis (tmpfs de l'atelier)")


@pytest.fixture(scope="module")
def classe():
    with tempfile.TemporaryDirectory(prefix="hote-") as d:
        dossier = Path(d)
        for nom, source in (("a_remplit", RACINE / "tests" / "attaques" / "disque_plein.py"),
                            ("b_honnete", RACINE / "solutions" / "ex8_compression.py")):
            (dossier / nom).mkdir()
            (dossier / nom / "ex8_compression.py").write_text(source.read_text(encoding="utf-8"),
                                                               encoding="utf-8")
        notes = corriger(dossier, exercices=["ex8"], limites=Limites(delai=30), jobs=1,
                         afficher=False)
        yield {n.rendu: n for n in notes}


@pytest.mark.parametrize("ou", ["rendu", "partage"])
def test_disque_borne(classe, ou):
    sortie = classe["a_remplit"].notes["ex8"].sortie
    gros = re.search(rf"^DISQUE {ou} gros : (\d+) Mio, errno (\S+)$", sortie, re.M)
    petits = re.search(rf"^DISQUE {ou} petits : (\d+), errno (\S+)$", sortie, re.M)
    assert gros and petits, sortie[-800:]
    assert gros.group(2) == "28" and int(gros.group(1)) <= Limites().disque
    assert petits.group(2) == "28" and int(petits.group(1)) <= Limites().fichiers


def test_le_camarade_suivant_garde_sa_note(classe):
    assert classe["b_honnete"].notes["ex8"].points == 10
