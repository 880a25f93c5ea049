"""Le zygote (correction/zygote.py), hors bac à sable : un vrai processus qui forke un enfant par
demande. Ses objets sont gelés (`gc.freeze`) avant le premier fork ; ceux de l'enfant restent
ramassés normalement."""

import json
import os
import sys
import tempfile
from pathlib import Path

from correction.lancer import environnement
from correction.zygote import Zygote

RACINE = Path(__file__).resolve().parent.parent

# Le zygote de ce test : son enfant écrit, sur le descripteur reçu, combien d'objets du zygote
# sont gelés, et combien d'objets inaccessibles (un cycle fait par lui) gc.collect() a ramassés.
ENFANT = """
import gc, json, os, sys
sys.path.insert(0, {racine!r})
from correction import zygote

def lancer(demande, fds):
    cycle = []
    cycle.append(cycle)
    del cycle
    ramasses = gc.collect()
    os.write(fds[0], json.dumps([gc.get_freeze_count(), ramasses]).encode())
    return 0

zygote.servir(int(sys.argv[sys.argv.index("--ctl") + 1]), lancer, False)
"""


def test_les_objets_du_zygote_sont_geles_ceux_de_l_enfant_ramasses(tmp_path):
    commande = [sys.executable, "-I", "-B", "-c", ENFANT.format(racine=str(RACINE))]
    with tempfile.TemporaryFile() as journal:
        zygote = Zygote(commande, str(tmp_path), environnement(str(tmp_path)), journal)
        try:
            for _ in range(2):  # deux enfants de suite : le gel vaut pour chacun
                lecture, ecriture = os.pipe()
                try:
                    assert zygote.lancer({}, [ecriture]) is not None
                finally:
                    os.close(ecriture)
                assert zygote.attendre(60) == 0
                geles, ramasses = json.loads(os.read(lecture, 1000))
                os.close(lecture)
                assert geles > 1000   # les modules importés par le zygote (json, socket…)
                assert ramasses >= 1  # le cycle fait par l'enfant
        finally:
            zygote.arreter()


def test_empreinte_voit_une_limite_changee():
    """Le zygote compare son empreinte après chaque rendu (menage.py) : une limite baissée par un
    enfant (si le filtre seccomp la laissait passer) le ferait remplacer."""
    import resource

    from correction.menage import differences, empreinte

    avant = empreinte()
    assert differences(avant, empreinte()) == []
    mou, dur = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (mou - 1, dur))   # la limite souple seulement
    try:
        assert differences(avant, empreinte()) == ["limites"]
    finally:
        resource.setrlimit(resource.RLIMIT_NOFILE, (mou, dur))
    assert differences(avant, empreinte()) == []


def test_restes_compte_un_dossier_illisible(tmp_path):
    """Ce qui reste après le ménage, sans suivre de lien : un dossier 0111, un lien, un fichier."""
    from correction.menage import restes

    (tmp_path / "d").mkdir()
    (tmp_path / "d").chmod(0o111)
    (tmp_path / "lien").symlink_to("/etc")
    try:
        assert restes((str(tmp_path),)) == [str(tmp_path / "d"), str(tmp_path / "lien")]
    finally:
        (tmp_path / "d").chmod(0o700)
    (tmp_path / "d").rmdir()
    (tmp_path / "lien").unlink()
    assert restes((str(tmp_path),)) == []
