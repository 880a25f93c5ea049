"""Ce que le traceur (traceur.py) relève à l'entrée et à la sortie d'un appel surveillé.

À l'entrée (arrêt seccomp, avant que le noyau exécute l'appel) : pour fsync/fdatasync, le fichier
derrière le descripteur (`/proc/<pid>/fd/<fd>` : inode, dossier ?, taille à cet instant) ; pour
un renommage, les deux chemins lus dans la mémoire du tracé, rendus absolus par son dossier
courant ou le descripteur de dossier, l'inode de la source et ceux des deux dossiers. À la
sortie : le code de retour du noyau (0, ou -errno) et l'inode arrivé à la cible. Ce qui n'a pas
pu être lu vaut None (ou « illisible ») : le test ne compte jamais un fait absent.

    >>> sans_erreur(os.stat, "/chemin/qui/n/existe/pas") is None
    True
"""

from __future__ import annotations

import os
import stat

from . import traceur_noyau as k


def sans_erreur(fonction, *args):
    """fonction(*args), ou None si elle lève OSError (processus déjà mort, fd fermé…)."""
    try:
        return fonction(*args)
    except OSError:
        return None


def _inode(fonction, chemin: str) -> int | None:
    st = sans_erreur(fonction, chemin)
    return st.st_ino if st else None


def entree(pid: int, journal: list) -> dict | None:
    """À l'arrêt seccomp : relève l'appel (avant que le noyau l'exécute) dans le journal."""
    info = sans_erreur(k.info_appel, pid)
    if not info or info[0] != "seccomp":
        return None
    nom, args = k.NOMS.get(info[1], "?"), info[2]
    entree = {"appel": nom, "pid": pid, "retour": None}
    try:
        if nom in ("fsync", "fdatasync"):
            entree["fd"] = k.entier_signe(args[0])
            st = os.stat(f"/proc/{pid}/fd/{entree['fd']}")
            entree.update(inode=st.st_ino, dossier=stat.S_ISDIR(st.st_mode),
                          taille=st.st_size)
        else:
            if nom == "rename":
                args = [k.AT_FDCWD, args[0], k.AT_FDCWD, args[1], 0]
            entree.update(appel="renommage", drapeaux=args[4] if nom == "renameat2" else 0)
            source, cible = _chemin(pid, args[0], args[1]), _chemin(pid, args[2], args[3])
            entree.update(source=os.path.normpath(source), cible=os.path.normpath(cible),
                          _cible=cible, inode=_inode(os.lstat, source),
                          dossier_source=_inode(os.stat, os.path.dirname(source) or "/"),
                          dossier_cible=_inode(os.stat, os.path.dirname(cible) or "/"))
    except (OSError, ValueError) as e:
        entree["illisible"] = str(e)[:200]
    journal.append(entree)
    return entree


def _chemin(pid: int, dirfd: int, adresse: int) -> str:
    """Le chemin absolu d'un argument (relatif au dossier courant du tracé ou à `dirfd`)."""
    chemin = os.fsdecode(k.lire_chaine(pid, adresse))
    if os.path.isabs(chemin):
        return chemin
    dirfd = k.entier_signe(dirfd)
    base = os.readlink(f"/proc/{pid}/cwd" if dirfd == k.AT_FDCWD else f"/proc/{pid}/fd/{dirfd}")
    return os.path.join(base, chemin)


def sortie(pid: int, entree: dict | None) -> None:
    """À la sortie de l'appel : son code de retour ; après un renommage réussi, l'inode arrivé
    à la cible (il doit être celui de la source : sinon, un autre fil a changé les chemins)."""
    if entree is None:
        return
    info = sans_erreur(k.info_appel, pid)
    if info and info[0] == "sortie":
        entree["retour"] = info[1]
    cible = entree.pop("_cible", None)
    if cible is not None and entree["retour"] == 0:
        entree["inode_cible"] = _inode(os.lstat, cible)
