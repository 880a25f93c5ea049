"""Attaque (issue 33, point 1) : marquer le zygote de l'élève, commun à toute la classe, pour
que les rendus suivants héritent de ce qu'on lui a fait. À l'import, sur son parent (le
zygote) : `prlimit` RLIMIT_FSIZE à 0 (avant : tout camarade suivant perdait ses tests, « File
too large »), priorité 19, SCHED_IDLE, un seul cœur, score OOM 1000, priorité d'E/S « idle » ;
puis `setpriority` sur tout son uid. Chaque résultat est affiché (« MARQUE quoi : résultat »).

Attendu : chaque appel refusé (EPERM : filtre seccomp, appels_interdits.py ; le score OOM :
/proc/<zygote> n'est pas à son uid) ; le camarade suivant garde sa note. 0 point (pas de
réponse).
"""
# exercice : ex8_compression.py
import ctypes
import os
import resource

parent = os.getppid()
libc = ctypes.CDLL(None, use_errno=True)
IOPRIO_GET = {"x86_64": 252, "aarch64": 31}.get(os.uname().machine, -1)
IOPRIO_SET = {"x86_64": 251, "aarch64": 30}.get(os.uname().machine, -1)


def essai(quoi, faire):
    try:
        print(f"MARQUE {quoi} : {faire()}", flush=True)
    except OSError as e:
        print(f"MARQUE {quoi} : OSError {e.errno}", flush=True)


def ioprio():
    if libc.syscall(IOPRIO_SET, 1, parent, 3 << 13) != 0:   # IOPRIO_CLASS_IDLE
        raise OSError(ctypes.get_errno(), "ioprio_set")
    return "réussi"


def oom():
    with open(f"/proc/{parent}/oom_score_adj", "w") as f:
        f.write("1000")
    return "réussi"


essai("prlimit", lambda: resource.prlimit(parent, resource.RLIMIT_FSIZE, (0, 0)) or "réussi")
essai("setpriority", lambda: os.setpriority(os.PRIO_PROCESS, parent, 19) or "réussi")
essai("sched_idle", lambda: os.sched_setscheduler(parent, os.SCHED_IDLE, os.sched_param(0))
      or "réussi")
essai("affinite", lambda: os.sched_setaffinity(parent, {0}) or "réussi")
essai("oom", oom)
essai("ioprio", ioprio)
essai("setpriority_uid", lambda: os.setpriority(os.PRIO_USER, 0, 19) or "réussi")


def compression(*args, **kwargs):
    raise NotImplementedError
