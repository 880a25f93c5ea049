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
  mémoire ; s'il le tue, un zygote neuf prend la suite (atelier.py) ; le filtre seccomp des
  enfants (appels_interdits.py) leur refuse prlimit, setpriority, sched_set*, ioprio_set sur lui ;
- et, au cas où : après chaque rendu, l'`empreinte` du zygote (limites, priorité, politique
  d'ordonnancement, cœurs, score OOM, priorité d'E/S, identité, capacités, descripteurs ouverts,
  dossier courant, umask) est comparée à celle de son démarrage, et /tmp et /dev/shm doivent
  être vides une fois vidés (`restes`) : toute différence fait remplacer le zygote.

    >>> autres_processus(isole=False)   # hors bac à sable, on ne touche à rien
    []
"""

from __future__ import annotations

import contextlib
import os
import signal
from collections.abc import Callable
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


def empreinte() -> dict[str, object]:
    """Ce qu'un enfant pourrait changer chez le zygote et que ses enfants suivants hériteraient.

    >>> a = empreinte(); a == empreinte(), sorted(a)[:3]
    (True, ['affinite', 'capacites', 'courant'])
    """
    import resource

    limites = {nom: resource.getrlimit(getattr(resource, nom))
               for nom in sorted(dir(resource)) if nom.startswith("RLIMIT_")}
    statut = {}
    with contextlib.suppress(OSError):
        for ligne in Path("/proc/self/status").read_text().splitlines():
            cle, _, valeur = ligne.partition(":")
            if cle.startswith("Cap") or cle in ("NoNewPrivs", "Seccomp", "Groups"):
                statut[cle] = valeur.strip()
    masque = os.umask(0o022)
    os.umask(masque)
    return {
        "limites": limites,
        "priorite": _ou_erreur(lambda: os.getpriority(os.PRIO_PROCESS, 0)),
        "ordonnancement": _ou_erreur(lambda: (os.sched_getscheduler(0),
                                              os.sched_getparam(0).sched_priority)),
        "affinite": _ou_erreur(lambda: sorted(os.sched_getaffinity(0))),
        "oom": _ou_erreur(lambda: Path("/proc/self/oom_score_adj").read_text().strip()),
        "ioprio": _ou_erreur(_ioprio),
        "identite": (os.getresuid(), os.getresgid(), sorted(os.getgroups())),
        "capacites": statut,
        "descripteurs": _descripteurs(),
        "courant": _ou_erreur(os.getcwd),
        "umask": masque,
    }


def _ou_erreur(lire: Callable[[], object]) -> object:
    try:
        return lire()
    except (OSError, AttributeError, ValueError) as e:
        return f"{type(e).__name__}"


def _ioprio() -> int:
    import ctypes

    from .appels_interdits import numero

    n = numero("ioprio_get")
    if n < 0:
        return -1
    return ctypes.CDLL(None, use_errno=True).syscall(n, 1, 0)   # IOPRIO_WHO_PROCESS, soi


def _descripteurs() -> list[tuple[int, str]]:
    """Les descripteurs ouverts (numéro, cible), sans celui qui sert à les lister."""
    fd = os.open("/proc/self/fd", os.O_RDONLY | os.O_DIRECTORY)
    try:
        vus = []
        for nom in os.listdir(fd):
            if int(nom) != fd:
                with contextlib.suppress(OSError):
                    vus.append((int(nom), os.readlink(nom, dir_fd=fd)))
        return sorted(vus)
    finally:
        os.close(fd)


def differences(avant: dict[str, object], apres: dict[str, object]) -> list[str]:
    """Les clés de l'empreinte qui ont changé (vide : le zygote est resté tel quel)."""
    return sorted(k for k in avant.keys() | apres.keys() if avant.get(k) != apres.get(k))


def restes(dossiers: tuple[str, ...] = TMPFS) -> list[str]:
    """Ce qui reste dans ces dossiers (sur leur propre système de fichiers) une fois vidés : un
    dossier qui ne porte pas de montage, ou tout autre entrée. Sans suivre de lien, sans ouvrir
    un dossier qu'on ne peut pas lire (il compte alors comme un reste)."""
    trouves = []
    for racine in dossiers:
        try:
            appareil = os.lstat(racine).st_dev
        except OSError:
            continue
        pile = [racine]
        while pile:
            courant = pile.pop()
            try:
                entrees = list(os.scandir(courant))
            except OSError:
                trouves.append(courant)
                continue
            for entree in entrees:
                try:
                    if entree.stat(follow_symlinks=False).st_dev != appareil:
                        continue   # un montage (le dépôt d'un clone sous /tmp) : pas un reste
                    if entree.is_dir(follow_symlinks=False) and _porte_un_montage(entree.path,
                                                                                   appareil):
                        pile.append(entree.path)
                        continue
                except OSError:
                    pass
                trouves.append(entree.path)
    return sorted(trouves)


def _porte_un_montage(dossier: str, appareil: int) -> bool:
    """Vrai si un montage (autre système de fichiers) est quelque part sous `dossier`."""
    pile = [dossier]
    while pile:
        try:
            for entree in os.scandir(pile.pop()):
                if entree.stat(follow_symlinks=False).st_dev != appareil:
                    return True
                if entree.is_dir(follow_symlinks=False):
                    pile.append(entree.path)
        except OSError:
            return False
    return False


def vider_bac_a_sable() -> None:
    """Entre deux rendus, dans le bac à sable seulement : /tmp et /dev/shm vidés, IPC retirés."""
    for dossier in TMPFS:
        vider(dossier, meme_systeme=True)
    retirer_ipc()
