"""Un verrou entre processus sur un fichier, pour que des écrivains passent chacun leur tour.

    >>> with verrou(Path("camille.json")):   # lire, modifier, écrire : personne d'autre entre-temps
    ...     ...
"""

from __future__ import annotations

import contextlib
import os
import threading
from collections.abc import Iterator
from pathlib import Path

from .disque import ErreurEcriture

try:  # verrous de fichiers : POSIX seulement (Linux, macOS)
    import fcntl
except ImportError:  # pragma: no cover - Windows : pas de verrou, voir la docstring de `verrou`
    fcntl = None

_tenus = threading.local()  # verrous tenus par ce fil d'exécution : (pid, chemin du .lock)


@contextlib.contextmanager
def verrou(path: Path) -> Iterator[None]:
    """Verrou exclusif entre processus sur `path`, par un fichier voisin `.<nom>.lock`.

    Le fichier de verrou reste sur disque (il est vide) : c'est normal, le supprimer rouvrirait
    une course. Sous Windows (pas de `fcntl`), le verrou ne fait rien : un seul écrivain à la fois.
    Redemander un verrou que ce même fil tient déjà lève `RuntimeError` : flock attendrait sa
    propre libération, pour toujours.
    """
    path = Path(path)
    if fcntl is None:  # pragma: no cover
        yield
        return
    chemin = path.parent / f".{path.name}.lock"
    cle = (os.getpid(), os.path.abspath(chemin))
    tenus = _tenus.__dict__.setdefault("cles", set())
    if cle in tenus:
        raise RuntimeError(
            f"{path} est déjà verrouillé par ce même programme (un bloc `with "
            "Session.verrouillee(...)` en cours) : attendre ce verrou bloquerait pour toujours. "
            "Enregistrez avec la session du bloc with, ou sortez du bloc d'abord."
        )
    try:
        fd = os.open(chemin, os.O_RDWR | os.O_CREAT, 0o600)
    except OSError as e:
        raise ErreurEcriture(
            f"Impossible d'écrire dans le dossier {path.parent} ({e.strerror}). Vérifiez qu'il "
            f"existe et que vous avez le droit d'y écrire ; {path.name} n'a pas été modifié."
        ) from e
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        tenus.add(cle)
        yield
    finally:
        tenus.discard(cle)
        os.close(fd)  # fermer le descripteur relâche le verrou
