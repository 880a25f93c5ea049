"""Arrêter tout ce qu'un rendu a lancé : son groupe de processus, et en root tout son uid.

    >>> tuer_groupe(proc.pid); tuer_uid(2_000_010_003)
"""

from __future__ import annotations

import os
import signal


def tuer_uid(uid: int) -> None:
    """Tue tous les processus de `uid` (mode root) : un fils prend cet uid et fait kill(-1)."""
    for _ in range(3):  # un processus qui se dédouble pendant le balayage est repris ensuite
        pid = os.fork()
        if pid == 0:  # pragma: no cover - processus fils
            try:
                os.setgroups([])
                os.setgid(uid)
                os.setuid(uid)
                os.kill(-1, signal.SIGKILL)
            finally:
                os._exit(0)
        os.waitpid(pid, 0)


def tuer_groupe(pid: int) -> None:
    """Tue le groupe de processus lancé avec `start_new_session=True`."""
    try:
        os.killpg(pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
