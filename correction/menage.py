"""Le ménage du bac à sable de l'élève, entre deux exercices et entre deux rendus.

Le processus de l'élève (eleve.py) est un zygote commun à toute la classe, dans un seul bac à
sable par fil de travail (atelier.py) : les rendus y passent l'un après l'autre. Rien de ce qu'un
rendu laisse ne doit atteindre le suivant :

- ses processus : tués à la fin de chaque exercice, détachés compris (`tuer_le_reste` : tout
  l'espace de pid sauf l'init de bwrap et le zygote) ;
- ses fichiers : la racine et /dev sont en lecture seule (bac_a_sable.py) ; /tmp et /dev/shm
  (tmpfs) sont vidés entre deux rendus (`vider_bac_a_sable`), sa copie et son /partage aussi
  (par le correcteur, hors du bac à sable) ;
- ses objets IPC System V (mémoire partagée, files, sémaphores), qui survivent aux processus :
  retirés entre deux rendus ; les files POSIX sont interdites (RLIMIT_MSGQUEUE à 0, executer.py) ;
- le zygote lui-même : non « dumpable » (`proteger`), un enfant ne peut ni le tracer ni lire sa
  mémoire ; s'il le tue, un zygote neuf prend la suite (atelier.py).

    >>> autres_processus(isole=False)   # hors bac à sable, on ne touche à rien
    []
"""

from __future__ import annotations

import os
import signal
from pathlib import Path

from .copie import vider

TMPFS = ("/tmp", "/dev/shm")


def tuer_le_reste(isole: bool, enfant: int | None) -> None:
    """Tue l'enfant (son groupe) et, dans un bac à sable, tout autre processus de l'espace de pid."""
    if enfant is not None:
        try:
            os.killpg(enfant, signal.SIGKILL)
        except OSError:
            pass
    if not isole:
        return
    for _ in range(100):  # une bombe de processus en crée pendant qu'on tue : recommencer
        autres = autres_processus(isole)
        if not autres:
            return
        for pid in autres:
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                pass
        try:
            while os.waitpid(-1, os.WNOHANG)[0]:
                pass
        except ChildProcessError:
            pass


def autres_processus(isole: bool) -> list[int]:
    """Dans un bac à sable (espace de pid à lui), les processus autres que l'init et nous."""
    if not isole:
        return []
    moi = os.getpid()
    return [int(p) for p in os.listdir("/proc") if p.isdigit() and int(p) not in (1, moi)]


def proteger() -> None:
    """Rend ce processus non « dumpable » (Linux) : un processus de même uid sans capacité (un
    enfant de l'élève) ne peut plus le tracer (ptrace), ni lire sa mémoire ou ses descripteurs
    par /proc/<pid>/mem, /proc/<pid>/fd… Les enfants forkés en héritent ; un `exec` le remet."""
    try:
        import ctypes

        ctypes.CDLL(None, use_errno=True).prctl(4, 0, 0, 0, 0)  # PR_SET_DUMPABLE, 0
    except (OSError, AttributeError):  # pragma: no cover - hors Linux
        pass


def retirer_ipc() -> int:
    """Retire tous les objets IPC System V visibles (ceux de l'espace IPC du bac à sable) ;
    combien. Leur créateur (même uid) peut les retirer sans capacité (IPC_RMID)."""
    import ctypes

    libc = ctypes.CDLL(None, use_errno=True)
    retires = 0
    for genre, retirer in (("shm", lambda i: libc.shmctl(i, 0, None)),
                           ("msg", lambda i: libc.msgctl(i, 0, None)),
                           ("sem", lambda i: libc.semctl(i, 0, 0, 0))):
        try:
            lignes = Path(f"/proc/sysvipc/{genre}").read_text().splitlines()[1:]
        except OSError:
            continue
        for ligne in lignes:
            champs = ligne.split()
            if len(champs) > 1 and champs[1].isdigit() and retirer(int(champs[1])) == 0:
                retires += 1
    return retires


def vider_bac_a_sable() -> None:
    """Entre deux rendus, dans le bac à sable seulement : /tmp et /dev/shm vidés, IPC retirés."""
    for dossier in TMPFS:
        vider(dossier, meme_systeme=True)
    retirer_ipc()
