"""Le paquet lui-même : import léger, README exécutable."""

import doctest
import subprocess
import sys
from pathlib import Path

RACINE = Path(__file__).resolve().parent.parent


def test_import_contexte_n_importe_aucun_sdk_ni_ne_demarre_rien():
    code = (
        "import sys, threading, contexte\n"
        "lourds = [m for m in ('anthropic', 'google.genai', 'tiktoken', 'httpx', 'httpx2') "
        "if m in sys.modules]\n"
        "assert not lourds, lourds\n"
        "assert threading.active_count() == 1, threading.enumerate()\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_le_readme_dit_vrai():
    """Les exemples `>>>` du README s'exécutent et donnent la sortie affichée."""
    resultat = doctest.testfile(str(RACINE / "README.md"), module_relative=False,
                                optionflags=doctest.ELLIPSIS)
    assert resultat.attempted > 0 and resultat.failed == 0
