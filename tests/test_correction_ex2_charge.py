"""Bogue reproduit : sous charge, une écriture simple (pas atomique) gagnait les 2 points du SIGKILL
de l'ex2.

Vu dans `tests/test_correction_attaques.py::test_aucun_gain[ombre_json]` (machine à la charge 20
à 36 sur 2 cœurs) : 3 points au lieu d'1. L'ancien `test_sigkill_au_hasard` tuait l'enfant à un
instant tiré par l'horloge (0 à 30 ms après sa première sauvegarde) et accordait les points si le
fichier relu était complet. Sur un tmpfs (`/partage` pendant la correction en root), l'écriture
simple ne laisse le fichier vide ou à moitié écrit que quelques microsecondes par sauvegarde ; un
enfant qui n'avance presque pas (machine chargée) était tué hors de toute écriture quatre fois sur
quatre, et rien ne le vérifiait. Mesuré sur a4e452c (même commande que ce test, 3 boucles actives
sur le même cœur, tmpfs) : l'écriture simple passait 3 fois sur 10. Le test noté ne tue plus que
l'enfant arrêté (SIGSTOP) en pleine écriture, constatée sur le disque.

Ici, la charge est faite par le test : des boucles actives sur le cœur où tournent les essais
(nombre d'essais borné, aucune durée mesurée).
"""

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

RACINE = Path(__file__).resolve().parent.parent
ECRITURE_SIMPLE = '''import json
from pathlib import Path


def sauvegarder(chemin, donnees):
    Path(chemin).write_text(json.dumps(donnees, ensure_ascii=False), encoding="utf-8")
'''
# Le test noté appelé N fois de suite dans un processus (sans pytest : pas de démarrage à payer à
# chaque essai) ; chaque essai dans un dossier neuf ; affiche le nombre d'essais réussis.
ESSAIS = r'''
import sys, tempfile
from pathlib import Path
from correction.eleve import importer
from tests.exercices import test_ex2_sauvegarde_atomique as t

ex = importer(Path(sys.argv[1]), t.FICHIER)
reussis = 0
for _ in range(int(sys.argv[2])):
    with tempfile.TemporaryDirectory(dir=sys.argv[3]) as d:
        t._SAUVEGARDES.clear()
        try:
            t.test_sigkill_au_hasard(ex, Path(d))
            reussis += 1
        except BaseException as e:  # pytest.fail lève une BaseException
            if isinstance(e, (KeyboardInterrupt, SystemExit)):
                raise
print(reussis)
'''

pytestmark = pytest.mark.skipif(not hasattr(os, "sched_setaffinity"),
                                reason="Linux seulement (sched_setaffinity)")


def _sur_un_coeur():
    coeur = min(os.sched_getaffinity(0))
    return lambda: os.sched_setaffinity(0, {coeur})


def _essais(rendu: Path, n: int, boucles: int) -> int:
    """Lance `n` fois le test noté du SIGKILL sur `rendu`, `boucles` boucles actives sur le même
    cœur ; rend le nombre d'essais qu'il a accordés."""
    tmpfs = "/dev/shm" if os.path.isdir("/dev/shm") and os.access("/dev/shm", os.W_OK) else None
    charge = [subprocess.Popen([sys.executable, "-c", "while True: pass"],
                               preexec_fn=_sur_un_coeur()) for _ in range(boucles)]
    try:
        fini = subprocess.run(
            [sys.executable, "-c", ESSAIS, str(rendu), str(n), tmpfs or tempfile.gettempdir()],
            cwd=RACINE, capture_output=True, text=True, timeout=300, preexec_fn=_sur_un_coeur(),
            env={**os.environ, "CONTEXTE_HORS_LIGNE": "1"})
    finally:
        for boucle in charge:
            boucle.kill()
            boucle.wait()
    assert fini.returncode == 0, fini.stderr[-2000:]
    return int(fini.stdout.split()[-1])


def test_ecriture_simple_sans_point_sous_charge(tmp_path):
    """Sous charge, l'écriture simple n'obtient jamais le point du SIGKILL (8 essais).

    Sur a4e452c, ce test échouait 3 fois sur 3 (l'écriture simple passait 5, 2 puis 4 essais sur
    10) : avec 8 essais, le bogue revenu serait vu environ 97 fois sur 100. ~10 à 20 s selon la
    charge de la machine (quatre processus sur un cœur) : c'est le prix de la reproduction."""
    (tmp_path / "ex2_sauvegarde_atomique.py").write_text(ECRITURE_SIMPLE, encoding="utf-8")
    assert _essais(tmp_path, 8, boucles=3) == 0


def test_reference_garde_ses_points_sous_charge(tmp_path):
    """Sous la même charge, la solution de référence passe à chaque essai (2 essais)."""
    shutil.copyfile(RACINE / "solutions" / "ex2_sauvegarde_atomique.py",
                    tmp_path / "ex2_sauvegarde_atomique.py")
    assert _essais(tmp_path, 2, boucles=3) == 2
