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
