"""Écrire un fichier sur disque sans jamais le laisser à moitié écrit.

Le principe, en quatre gestes : écrire dans un fichier temporaire au nom unique *dans le même
dossier*, le vider sur le disque (flush + fsync), le renommer par-dessus l'ancien (`os.replace`,
atomique sur un même système de fichiers), puis fsync du dossier pour que le renommage lui-même
survive à une coupure de courant.

    >>> ecrire_atomique(Path("s.json"), '{"ok": true}')   # soit l'ancien contenu, soit le nouveau
    >>> Path("s.json").read_text(encoding="utf-8")
    '{"ok": true}'
"""

from __future__ import annotations

import contextlib
import glob
import os
import tempfile
from pathlib import Path


class FichierInvalide(ValueError):
    """Le fichier existe mais ne peut pas être relu : il n'est jamais écrasé pour autant."""


class ErreurEcriture(OSError):
    """L'écriture a échoué (dossier absent ou protégé, disque plein…) ; l'ancien fichier est intact."""


class ConflitEcriture(RuntimeError):
    """Le fichier a changé sur disque depuis qu'on l'a lu : écrire maintenant effacerait ce changement."""


def _prefixe_temporaire(path: Path) -> str:
    return f".{path.name}."


def ecrire_atomique(path: Path, texte: str) -> None:
    """Remplace le contenu de `path` par `texte` (UTF-8), de façon atomique et durable.

    Si quoi que ce soit échoue, l'ancien fichier reste intact et le fichier temporaire est supprimé.
    Un nouveau fichier est créé en mode 0600 (lisible par vous seul : une conversation est privée) ;
    un fichier existant garde ses droits.
    """
    path = Path(path)
    dossier = path.parent
    mode = path.stat().st_mode & 0o777 if path.exists() else 0o600
    try:
        fd, tmp = tempfile.mkstemp(dir=dossier, prefix=_prefixe_temporaire(path), suffix=".tmp")
    except OSError as e:
        raise ErreurEcriture(
            f"Impossible d'écrire dans le dossier {dossier} ({e.strerror}). Vérifiez qu'il existe "
            f"et que vous avez le droit d'y écrire ; {path.name} n'a pas été modifié."
        ) from e
    try:
        # newline="" : aucun « \r\n » ajouté sous Windows, les octets écrits sont ceux du texte.
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as f:
            f.write(texte)
            f.flush()
            os.fsync(f.fileno())
        os.chmod(tmp, mode)
        os.replace(tmp, path)
    except BaseException as e:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)
        if isinstance(e, OSError) and not isinstance(e, ErreurEcriture):
            raise ErreurEcriture(
                f"L'écriture de {path} a échoué ({e.strerror or e}) ; l'ancien fichier est intact."
            ) from e
        raise
    fsync_dossier(dossier)


def fsync_dossier(dossier: Path) -> None:
    """Rend durable la création ou le renommage d'une entrée du dossier (sans effet hors POSIX)."""
    try:
        fd = os.open(dossier, os.O_RDONLY)
    except OSError:  # pragma: no cover - Windows n'ouvre pas les dossiers
        return
    try:
        os.fsync(fd)
    except OSError:  # pragma: no cover - certains systèmes de fichiers refusent
        pass
    finally:
        os.close(fd)


def nettoyer_temporaires(path: Path) -> list[Path]:
    """Supprime les fichiers temporaires qu'un processus tué en pleine écriture a laissés.

    À n'appeler que verrou tenu (voir `contexte.precautions.verrou`) : sinon on risquerait
    d'effacer le temporaire d'un autre rédacteur. Renvoie la liste des fichiers supprimés.

        >>> Path(".s.json.k2j4h5g6.tmp").write_text("[", encoding="utf-8")   # un rédacteur tué
        1
        >>> [p.name for p in nettoyer_temporaires(Path("s.json"))]
        ['.s.json.k2j4h5g6.tmp']
    """
    path = Path(path)
    prefixe = _prefixe_temporaire(path)
    # Le milieu aléatoire de mkstemp ne contient pas de point : « .a.json.*.tmp » attraperait
    # aussi « .a.json.x.json.k2j4h5g6.tmp », le temporaire d'une autre session (a.json.x.json).
    # glob.escape : un nom comme « notes[1].json » ne doit pas être lu comme un motif.
    restes = sorted(p for p in path.parent.glob(glob.escape(prefixe) + "*.tmp")
                    if "." not in p.name[len(prefixe):-len(".tmp")])
    for reste in restes:
        with contextlib.suppress(FileNotFoundError):
            reste.unlink()
    return restes
