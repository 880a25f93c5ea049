"""Confiner un chemin de l'outil mémoire de Claude dans un dossier racine (leçon 11).

Claude écrit des chemins virtuels qui commencent par `/memories` ; l'application les traduit
en fichiers sous SA racine. Un chemin venu du modèle est une entrée hostile : un texte lu par
Claude (une page web, un courriel) peut lui faire écrire `/memories/../../.ssh/authorized_keys`.
La doc de l'outil mémoire (platform.claude.com/docs/en/agents-and-tools/tool-use/memory-tool,
lue le 2026-12-01, section sécurité) demande : chemins qui commencent par /memories, forme
canonique vérifiée, `../` et `..\\` refusés, séquences encodées en URL (`%2e%2e%2f`) surveillées.

On refuse AVANT de toucher au disque (texte), puis on vérifie le disque composant par
composant : aucun lien symbolique, même planté à l'intérieur de la racine.

    >>> relatif("/memories/notes/equipe.md")
    ('notes', 'equipe.md')
    >>> relatif("/memories/../secret")
    Traceback (most recent call last):
    contexte.memoire_chemins.RefusChemin: Chemin refusé : « .. » ...
"""

from __future__ import annotations

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


def sur_disque(racine: Path, morceaux: tuple[str, ...], virtuel: str) -> Path:
    """Le chemin réel sous `racine`, après avoir vérifié chaque composant existant sur disque.

    Un composant qui est un lien symbolique (même vers l'intérieur de la racine) est refusé ;
    un composant intermédiaire qui n'est pas un dossier aussi. Ce qui n'existe pas encore passe.
    """
    courant = racine
    for k, m in enumerate(morceaux):
        courant = courant / m
        try:
            info = os.lstat(courant)
        except FileNotFoundError:
            return racine.joinpath(*morceaux)
        if stat.S_ISLNK(info.st_mode):
            raise _refus(virtuel, "lien symbolique dans la mémoire")
        if k < len(morceaux) - 1 and not stat.S_ISDIR(info.st_mode):
            raise ErreurMemoire(f"The path {virtuel} does not exist. Please provide a valid path.")
        if not (stat.S_ISDIR(info.st_mode) or stat.S_ISREG(info.st_mode)):
            raise _refus(virtuel, "ni fichier ni dossier (périphérique, tube…)")
    reel = os.path.realpath(courant)   # seconde ceinture : la forme canonique reste dedans
    if reel != str(racine) and not reel.startswith(str(racine) + os.sep):
        raise _refus(virtuel, "sort de la racine une fois résolu")
    return courant


def lire_confine(chemin: Path, virtuel: str, max_octets: int) -> str:
    """Le texte d'un fichier ordinaire, ouvert sans suivre de lien (O_NOFOLLOW), taille bornée."""
    try:
        fd = os.open(chemin, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
    except FileNotFoundError:
        raise ErreurMemoire(f"The path {virtuel} does not exist. Please provide a valid path.") \
            from None
    except OSError:
        raise _refus(virtuel, "lien symbolique ou fichier illisible") from None
    with os.fdopen(fd, "rb") as f:
        info = os.fstat(f.fileno())
        if not stat.S_ISREG(info.st_mode):
            raise ErreurMemoire(f"The path {virtuel} is not a file.")
        if info.st_size > max_octets:
            raise ErreurMemoire(f"Fichier {virtuel} trop gros ({info.st_size} octets > "
                                f"{max_octets}) : la mémoire n'accepte que de petits fichiers.")
        donnees = f.read(max_octets + 1)
    try:
        return donnees.decode("utf-8")
    except UnicodeDecodeError:
        raise ErreurMemoire(f"Le fichier {virtuel} n'est pas du texte UTF-8.") from None
