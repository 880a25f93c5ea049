"""Exercice 13 (leçon 11) — Confiner le back end de l'outil mémoire.

Avec l'outil mémoire de Claude (leçon 11), le modèle écrit des chemins `/memories/…` et votre
application lit et écrit les fichiers correspondants sous un dossier `racine`. Un chemin venu du
modèle est une entrée hostile : un texte lu par Claude peut lui souffler
`/memories/../../.ssh/authorized_keys`. Écrivez le confinement :

    >>> racine = Path("racine"); racine.mkdir()
    >>> ecrire(racine, "/memories/notes/equipe.md", "Équipe : Plateforme\\n")
    >>> lire(racine, "/memories/notes/equipe.md")
    'Équipe : Plateforme\\n'
    >>> confiner(racine, "/memories/../secret")
    Traceback (most recent call last):
    ValueError: ...

Refusez (ValueError, message en français) tout chemin qui n'est pas EXACTEMENT de la forme
`/memories` ou `/memories/nom/…/nom`, avec des noms ordinaires. La doc de l'outil mémoire
(platform.claude.com/docs/en/agents-and-tools/tool-use/memory-tool, lue le 2026-12-01) cite les
pièges : `..`, chemins absolus, séquences encodées en URL ; ajoutez les liens symboliques
plantés dans la racine. Votre code est noté avec des attaques que vous ne voyez pas : pensez
comme un attaquant. Ne modifiez que les corps qui lèvent `NotImplementedError`.
"""

from __future__ import annotations

import os
import re
import stat
import unicodedata
from pathlib import Path

from contexte.disque import ecrire_atomique

PREFIXE = "/memories"


def confiner(racine: str | Path, chemin: str) -> Path:
    """Le fichier réel sous `racine` pour le chemin virtuel `chemin`, ou `ValueError`.

    Refusés : ce qui n'est pas un texte ; ce qui ne commence pas par « /memories » suivi de
    rien ou de « / » ; tout composant qui n'est pas un nom ordinaire (« . » et « .. » ne le sont
    pas, un nom caché, qui commence par « . », non plus) ; et tout ce qui, sur le disque,
    passerait par un lien symbolique ou sortirait de la racine. Les « / » en trop sont tolérés.
    Un « nom ordinaire » ne se définit pas par une liste : les attaques cachées essaient tout ce
    qu'un attaquant essaierait pour déguiser un « .. » ou une sortie de la racine.
    """
    ### BEGIN SOLUTION
    ### BEGIN HINT
    # À faire : d'abord les refus sur le texte, puis sur le disque, composant par composant ;
    # pour finir, vérifiez que le chemin résolu reste sous la racine résolue.
    ### END HINT
    if not isinstance(chemin, str):
        raise ValueError("Le chemin doit être un texte.")
    if chemin != PREFIXE and not chemin.startswith(PREFIXE + "/"):
        raise ValueError(f"Chemin refusé : il doit commencer par {PREFIXE}.")
    if any(unicodedata.category(c) in ("Cc", "Cf") for c in chemin):
        raise ValueError("Chemin refusé : caractère de contrôle ou invisible.")
    if "\\" in chemin or re.search(r"%[0-9A-Fa-f]{2}", chemin):
        raise ValueError("Chemin refusé : barre inverse ou encodage URL.")
    morceaux = [m for m in chemin[len(PREFIXE):].split("/") if m]
    for m in morceaux:
        if unicodedata.normalize("NFKC", m) != m:
            raise ValueError(f"Chemin refusé : « {m} » change une fois normalisé.")
        if m in (".", "..") or m.startswith("."):
            raise ValueError(f"Chemin refusé : composant « {m} ».")
    base = Path(os.path.realpath(racine))
    courant = base
    for m in morceaux:
        courant = courant / m
        try:
            if stat.S_ISLNK(os.lstat(courant).st_mode):
                raise ValueError(f"Chemin refusé : « {m} » est un lien symbolique.")
        except FileNotFoundError:
            break
    reel = base.joinpath(*morceaux)
    if os.path.commonpath([base, os.path.realpath(reel)]) != str(base):
        raise ValueError("Chemin refusé : il sort de la racine.")
    return reel
    ### END SOLUTION


def lire(racine: str | Path, chemin: str) -> str:
    """Le texte (UTF-8) du fichier confiné ; `ValueError` si le chemin est refusé ou n'est pas un
    fichier ordinaire, `FileNotFoundError` s'il n'existe pas."""
    ### BEGIN SOLUTION
    ### BEGIN HINT
    # À faire : confiner, puis refuser ce qui n'est pas un fichier ordinaire (un dossier), puis
    # lire en UTF-8.
    ### END HINT
    fichier = confiner(racine, chemin)
    if fichier.exists() and not fichier.is_file():
        raise ValueError(f"{chemin} n'est pas un fichier.")
    return fichier.read_text(encoding="utf-8")
    ### END SOLUTION


def ecrire(racine: str | Path, chemin: str, texte: str) -> None:
    """Écrit `texte` dans le fichier confiné, atomiquement (`ecrire_atomique`, leçon 02), en
    créant les dossiers manquants ; `ValueError` si le chemin est refusé ou désigne /memories."""
    ### BEGIN SOLUTION
    ### BEGIN HINT
    # À faire : confiner ; refuser la racine elle-même ; créer les dossiers parents
    # (mkdir(parents=True, exist_ok=True)) ; ecrire_atomique.
    ### END HINT
    fichier = confiner(racine, chemin)
    if fichier == Path(os.path.realpath(racine)):
        raise ValueError("On n'écrit pas dans /memories lui-même : donnez un nom de fichier.")
    fichier.parent.mkdir(parents=True, exist_ok=True)
    ecrire_atomique(fichier, texte)
    ### END SOLUTION
