"""Exercice 2 — Une sauvegarde atomique et durable.

Leçon 02 : `notebooks/02_persister_la_session.ipynb`.

La `Session` simple écrit `path.with_suffix(".tmp")` puis le renomme : atomique face à un
processus tué, mais deux rédacteurs partagent le même temporaire, et rien n'atteint le disque
avant que le noyau le décide. Écrivez la version solide, en quatre gestes :

1. écrire le JSON dans un fichier temporaire au nom **unique**, créé **dans le même dossier**
   que le fichier final (`tempfile.mkstemp(dir=...)`) : `os.replace` n'est atomique qu'à
   l'intérieur d'un même système de fichiers, et `/tmp` est souvent un autre ;
2. vider ce temporaire sur le disque : `flush` (du tampon de Python vers le noyau) puis
   `os.fsync` (du noyau vers le disque) ;
3. le renommer par-dessus le fichier final avec `os.replace` ;
4. `os.fsync` du **dossier**, pour que le renommage lui-même survive à une coupure de courant.

Si quelque chose échoue avant le renommage, le temporaire est supprimé et l'exception remonte :
l'ancien fichier reste intact, et aucun reste ne traîne dans le dossier.

    >>> sauvegarder("camille.json", [{"role": "user", "content": "Bonjour"}])

Sous macOS, `os.fsync` confie les données au disque sans lui demander de vider son propre
cache ; pour cela il faut `fcntl.fcntl(fd, fcntl.F_FULLFSYNC)` (page de manuel fsync(2)
d'Apple, developer.apple.com, lue le 2026-11-30). Les tests tournent sous Linux, où `os.fsync`
suffit. Ne modifiez que les corps qui lèvent `NotImplementedError`.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from pathlib import Path


def fsync_dossier(dossier: str | Path) -> None:
    """Rend durable le contenu du dossier (ses noms de fichiers) : `os.open` en lecture seule,
    `os.fsync`, puis `os.close` — même si `fsync` lève une exception.

        >>> fsync_dossier(".")   # le renommage qu'on vient de faire ici survivra à une coupure
    """
    ### BEGIN SOLUTION
    ### BEGIN HINT
    # À faire : ouvrez le dossier, fsync-le, et refermez-le même en cas d'erreur (indice
    # détaillé, à ouvrir si vous bloquez : le notebook ex2_sauvegarde_atomique.ipynb).
    ### END HINT
    fd = os.open(dossier, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
    ### END SOLUTION


def sauvegarder(chemin: str | Path, donnees: object) -> None:
    """Remplace le contenu de `chemin` par `json.dumps(donnees, ensure_ascii=False)` (UTF-8),
    de façon atomique (un lecteur voit l'ancien JSON complet ou le nouveau, jamais un mélange,
    même si le processus est tué) et durable (fsync du fichier, puis du dossier).

    Un temporaire unique dans le même dossier (`tempfile.mkstemp(dir=chemin.parent)`) ; en cas
    d'échec avant le renommage, il est supprimé et l'exception remonte.

        >>> sauvegarder("s.json", {"a": 1}); Path("s.json").read_text()   # -> '{"a": 1}'
    """
    chemin = Path(chemin)
    ### BEGIN SOLUTION
    ### BEGIN HINT
    # À faire : écrivez le JSON de façon atomique et durable, sans rien laisser derrière vous
    # si ça échoue (indice détaillé, à ouvrir si vous bloquez : le notebook
    # ex2_sauvegarde_atomique.ipynb).
    ### END HINT
    texte = json.dumps(donnees, ensure_ascii=False)  # une erreur ici n'écrit rien du tout
    fd, tmp = tempfile.mkstemp(dir=chemin.parent, prefix=f".{chemin.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(texte)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, chemin)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)
        raise
    fsync_dossier(chemin.parent)
    ### END SOLUTION
