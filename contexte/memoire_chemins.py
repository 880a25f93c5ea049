"""Confiner un chemin de l'outil mémoire de Claude dans un dossier racine (leçon 11).

Claude écrit des chemins virtuels qui commencent par `/memories` ; l'application les traduit
en fichiers sous SA racine. Un chemin venu du modèle est une entrée hostile : un texte lu par
Claude (une page web, un courriel) peut lui faire écrire `/memories/../../.ssh/authorized_keys`.
La doc de l'outil mémoire (platform.claude.com/docs/en/agents-and-tools/tool-use/memory-tool,
lue le 2026-12-01, section sécurité) demande : chemins qui commencent par /memories, forme
canonique vérifiée, `../` et `..\\` refusés, séquences encodées en URL (`%2e%2e%2f`) surveillées.

On refuse AVANT de toucher au disque (texte), puis on parcourt le disque composant par
composant, par descripteur de dossier (`descendre`) : aucun lien symbolique, même planté à
l'intérieur de la racine, et aucun fichier à plusieurs liens durs (`lire_fichier`).

    >>> relatif("/memories/notes/equipe.md")
    ('notes', 'equipe.md')
    >>> relatif("/memories/../secret")
    Traceback (most recent call last):
    contexte.memoire_chemins.RefusChemin: Chemin refusé : « .. » ...
"""

from __future__ import annotations

import contextlib
import os
import re
import stat
import unicodedata
from pathlib import Path

PREFIXE = "/memories"
LONGUEUR_MAX = 255      # caractères d'un chemin virtuel
PROFONDEUR_MAX = 8      # dossiers imbriqués sous /memories
ENCODAGE = re.compile(r"%[0-9A-Fa-f]{2}")


class ErreurMemoire(ValueError):
    """Une commande de l'outil mémoire qui ne peut pas s'exécuter (renvoyée à Claude en erreur)."""


class RefusChemin(ErreurMemoire):
    """Un chemin qui sortirait de la racine, ou qui essaie : refusé, rien lu ni écrit."""


def _refus(chemin: object, raison: str) -> RefusChemin:
    return RefusChemin(f"Chemin refusé : {raison} ({str(chemin)[:80]!r}). Utilisez un chemin "
                       f"de la forme {PREFIXE}/sujet.md, sans « .. », sans encodage.")


def relatif(chemin: object) -> tuple[str, ...]:
    """Les composants du chemin sous /memories (() pour /memories lui-même), ou `RefusChemin`."""
    if not isinstance(chemin, str) or not chemin:
        raise _refus(chemin, "le chemin doit être un texte non vide")
    if len(chemin) > LONGUEUR_MAX:
        raise _refus(chemin, f"plus de {LONGUEUR_MAX} caractères")
    if any(unicodedata.category(c) in ("Cc", "Cf") for c in chemin):
        raise _refus(chemin, "caractère de contrôle ou invisible (octet nul, retour, RTL…)")
    if ENCODAGE.search(chemin):
        raise _refus(chemin, "encodage URL (%2e, %2f…) : un chemin se donne en clair")
    if "\\" in chemin:
        raise _refus(chemin, "barre oblique inverse")
    if chemin != PREFIXE and not chemin.startswith(PREFIXE + "/"):
        raise _refus(chemin, f"le chemin doit commencer par {PREFIXE}")
    morceaux = tuple(m for m in chemin[len(PREFIXE):].split("/") if m)
    for m in morceaux:
        forme = unicodedata.normalize("NFKC", m)   # « ．． » (pleine chasse) devient « .. »
        if forme in (".", ".."):
            raise _refus(chemin, f"« {m} » ne désigne pas un fichier" if forme == "." else "« .. »")
        if forme.startswith("."):
            raise _refus(chemin, "nom caché (commence par un point)")
        if forme != m or "/" in forme:
            raise _refus(chemin, "caractère qui change de sens une fois normalisé")
    if len(morceaux) > PROFONDEUR_MAX:
        raise _refus(chemin, f"plus de {PROFONDEUR_MAX} niveaux")
    return morceaux


# Un dossier s'ouvre sans suivre de lien (O_NOFOLLOW) et doit en être un (O_DIRECTORY) : chaque
# pas se fait RELATIVEMENT au descripteur du dossier précédent (`dir_fd`). Un autre processus
# qui échange un dossier contre un lien symbolique entre la vérification et l'usage ne fait
# donc rien sortir : le descripteur désigne le dossier vérifié, pas un nom qu'on relirait.
O_DOSSIER = os.O_RDONLY | os.O_DIRECTORY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
O_FICHIER = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0) \
    | getattr(os, "O_CLOEXEC", 0)


def absent(virtuel: str) -> ErreurMemoire:
    return ErreurMemoire(f"The path {virtuel} does not exist. Please provide a valid path.")


def ouvrir_dossier(fd_parent: int, nom: str, virtuel: str) -> int:
    """Le descripteur du dossier `nom` sous `fd_parent`, sans suivre de lien ; sinon refus."""
    try:
        return os.open(nom, O_DOSSIER, dir_fd=fd_parent)
    except FileNotFoundError:
        raise absent(virtuel) from None
    except OSError:   # ELOOP (lien), ENOTDIR (fichier), EACCES… : on regarde ce que c'est
        info = nature(fd_parent, nom)
        if info is not None and stat.S_ISLNK(info.st_mode):
            raise _refus(virtuel, "lien symbolique dans la mémoire") from None
        if info is not None and not stat.S_ISDIR(info.st_mode):
            raise absent(virtuel) from None
        raise


def descendre(fd_racine: int, dossiers: tuple[str, ...], virtuel: str, creer: bool = False) -> int:
    """Le descripteur du dossier `racine/dossiers…` (à fermer par l'appelant), pas à pas par
    descripteur ; `creer` : les dossiers absents sont créés (0700)."""
    fd = os.dup(fd_racine)
    try:
        for m in dossiers:
            if creer and nature(fd, m) is None:
                with contextlib.suppress(FileExistsError):
                    os.mkdir(m, 0o700, dir_fd=fd)
            suivant = ouvrir_dossier(fd, m, virtuel)
            os.close(fd)
            fd = suivant
    except BaseException:
        os.close(fd)
        raise
    return fd


def nature(fd_parent: int, nom: str) -> os.stat_result | None:
    """Ce qu'est `nom` dans le dossier `fd_parent`, sans suivre de lien (None : absent)."""
    try:
        return os.stat(nom, dir_fd=fd_parent, follow_symlinks=False)
    except FileNotFoundError:
        return None


def lire_fichier(fd_parent: int, nom: str, virtuel: str, max_octets: int) -> str:
    """Le texte d'un fichier ordinaire À UN SEUL LIEN, ouvert sans suivre de lien, taille bornée.

    Un fichier à plusieurs liens durs peut être le même inode qu'un fichier hors de la racine
    (`ln /etc/…  racine/x.md`) : il est refusé, ni lu ni réécrit."""
    try:
        fd = os.open(nom, O_FICHIER, dir_fd=fd_parent)
    except FileNotFoundError:
        raise absent(virtuel) from None
    except OSError:
        raise _refus(virtuel, "lien symbolique ou fichier illisible") from None
    info = os.fstat(fd)   # avant fdopen, qui lèverait IsADirectoryError sur un dossier
    if not stat.S_ISREG(info.st_mode):
        os.close(fd)
        raise ErreurMemoire(f"The path {virtuel} is not a file.")
    with os.fdopen(fd, "rb") as f:
        if info.st_nlink > 1:
            raise _refus(virtuel, f"fichier à {info.st_nlink} liens durs (il peut être le même "
                         "qu'un fichier hors de la mémoire)")
        if info.st_size > max_octets:
            raise ErreurMemoire(f"Fichier {virtuel} trop gros ({info.st_size} octets > "
                                f"{max_octets}) : la mémoire n'accepte que de petits fichiers.")
        donnees = f.read(max_octets + 1)
    try:
        return donnees.decode("utf-8")
    except UnicodeDecodeError:
        raise ErreurMemoire(f"Le fichier {virtuel} n'est pas du texte UTF-8.") from None


def lire_confine(chemin: Path, virtuel: str, max_octets: int) -> str:
    """`lire_fichier` à partir d'un chemin (le dossier parent ouvert sans suivre de lien)."""
    fd = os.open(chemin.parent, O_DOSSIER)
    try:
        return lire_fichier(fd, chemin.name, virtuel, max_octets)
    finally:
        os.close(fd)
