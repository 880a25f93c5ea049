"""Le bac à sable lui-même : ce qu'il monte, dans quel ordre."""

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from correction.bac_a_sable import Isolation

BWRAP = shutil.which("bwrap")


@pytest.mark.skipif(BWRAP is None, reason="bubblewrap (bwrap) absent : sudo apt-get install "
                    "bubblewrap (.ci/run l'installe)")
def test_un_venv_range_sous_tmp_reste_visible(tmp_path, monkeypatch):
    """Bogue : le /tmp privé (tmpfs) était monté après le .venv ; un clone sous /tmp (CI) perdait
    son Python dans le bac à sable (« execvp …/.venv/bin/python: No such file »), et toute la
    correction isolée était sautée."""
    assert str(tmp_path).startswith("/tmp/"), tmp_path   # la situation du bogue
    prefixe = tmp_path / "venv"
    prefixe.mkdir()
    (prefixe / "temoin.txt").write_text("visible", encoding="utf-8")
    monkeypatch.setattr(sys, "prefix", str(prefixe))     # monté en lecture seule par prefixe()
    partage = tmp_path / "partage"
    partage.mkdir()
    commande = Isolation("bwrap", BWRAP).prefixe(None, partage, correcteur=True)
    fini = subprocess.run([*commande, "/usr/bin/cat", str(prefixe / "temoin.txt")],
                          capture_output=True, text=True, timeout=60)
    assert (fini.returncode, fini.stdout) == (0, "visible"), fini.stderr
    # et /tmp reste privé : le reste de tmp_path n'y est pas
    fini = subprocess.run([*commande, "/usr/bin/ls", str(Path(tmp_path))],
                          capture_output=True, text=True, timeout=60)
    assert fini.stdout.split() == ["venv"], fini.stdout + fini.stderr


def test_un_depot_sous_tmp_laisse_tmp_ouvert_a_tous():
    """Bogue vu en CI (clone sous /tmp) : /tmp, porte du montage du dépôt, recevait `--chmod 0755`
    et l'uid du bac à sable ne pouvait plus y écrire (quatre tests de la correction à 0)."""
    from correction.bac_a_sable import _traversables

    assert _traversables(["--ro-bind", "/tmp/clone/x", "/tmp/clone/x"]) == [
        "--chmod", "1777", "/tmp", "--chmod", "0755", "/tmp/clone"]
    assert _traversables(["--ro-bind", "/work/d/x", "/work/d/x"]) == [
        "--chmod", "0755", "/work", "--chmod", "0755", "/work/d"]
