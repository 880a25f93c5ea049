"""Arrêter tout ce qu'un exercice a lancé : le groupe de processus de bwrap (ou de Python).

    tuer_groupe(proc.pid)

Avec bwrap, tuer son groupe suffit : `--die-with-parent` et l'espace de pid à lui emportent
tout ce que le code de l'élève a lancé, même détaché par `setsid`. Sans isolation, un processus
détaché peut survivre (voir correction/README.md).
"""

from __future__ import annotations

import os
import signal


def tuer_groupe(pid: int) -> None:
    """Tue le groupe de processus lancé avec `start_new_session=True`."""
    try:
        os.killpg(pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
