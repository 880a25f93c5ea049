"""Les gestes de fichier de l'outil mémoire : lister, peser, écrire borné, broyer (leçon 11).

Le confinement des chemins est dans `memoire_chemins` ; ici, on travaille sur des chemins déjà
vérifiés. Les formats (en-tête de `view`, tailles « 1.5K », numéros sur 6 colonnes) sont ceux
de l'exemple du SDK anthropic, ceux que Claude a appris à lire.

    >>> [taille(n) for n in (0, 40, 1024, 1536)]
    ['0B', '40B', '1K', '1.5K']
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from .disque import ecrire_atomique
from .memoire_chemins import ErreurMemoire
from .memoire_secrets import contient_un_secret

LARGEUR = 6                     # numéros de ligne alignés comme l'outil de référence
ENTETE_DOSSIER = ("Here're the files and directories up to 2 levels deep in {}, excluding hidden "
                  "items and node_modules:")


def taille(octets: int) -> str:
    """Taille lisible, comme `du -h` : `taille(1536) -> '1.5K'`."""
    for unite in ("B", "K", "M"):
        if octets < 1024:
            entier = unite == "B" or octets == int(octets)
            return f"{int(octets)}{unite}" if entier else f"{octets:.1f}{unite}"
        octets /= 1024
    return f"{octets:.1f}G"


def broyer(chemin: Path) -> None:
    """Écrase un fichier de zéros (fsync) puis le supprime : ses octets ne restent pas sur disque
    (au mieux : un SSD ou un système de fichiers journalisé peut garder une copie ailleurs)."""
    with open(chemin, "r+b") as f:
        f.write(b"\0" * os.fstat(f.fileno()).st_size)
        f.flush()
        os.fsync(f.fileno())
    chemin.unlink()


def vue(chemin: Path, virtuel: str, texte: str | None, plage: list | None) -> str:
    """Le résultat de `view` : la liste d'un dossier (2 niveaux), ou le fichier `texte` numéroté."""
    if texte is None:
        lignes = [f"{taille(poids(chemin))}\t{virtuel}"]
        for sous in arbre(chemin, 2):
            rel, dossier = sous.relative_to(chemin).as_posix(), sous.is_dir()
            octets = poids(sous) if dossier else sous.stat().st_size
            lignes.append(f"{taille(octets)}\t{virtuel}/{rel}{'/' if dossier else ''}")
        return ENTETE_DOSSIER.format(virtuel) + "\n" + "\n".join(lignes)
    lignes = texte.removesuffix("\n").split("\n")
    debut, fin = plage if plage else (1, len(lignes))
    fin = len(lignes) if fin == -1 else fin
    numerotees = [f"{k:>{LARGEUR}}\t{lignes[k - 1]}" for k in range(max(1, debut), fin + 1)
                  if k <= len(lignes)]
    return f"Here's the content of {virtuel} with line numbers:\n" + "\n".join(numerotees)


def arbre(dossier: Path, niveaux: int) -> list[Path]:
    """Fichiers et dossiers visibles sur `niveaux` niveaux, liens symboliques ignorés."""
    sortie = []
    for sous in sorted(dossier.iterdir()):
        if sous.name.startswith(".") or sous.name == "node_modules" or sous.is_symlink():
            continue
        sortie.append(sous)
        if sous.is_dir() and niveaux > 1:
            sortie += arbre(sous, niveaux - 1)
    return sortie


def poids(dossier: Path) -> int:
    """Octets des fichiers ordinaires sous `dossier` (liens ignorés)."""
    return sum(p.stat().st_size for p in dossier.rglob("*") if p.is_file() and not p.is_symlink())


def ecrire_borne(racine: Path, chemin: Path, virtuel: str, texte: str, max_fichier: int,
                 max_total: int) -> None:
    """Écrit `texte` atomiquement, sauf secret, fichier trop gros ou mémoire pleine."""
    if contient_un_secret(texte):
        raise ErreurMemoire(f"Refusé : le texte pour {virtuel} contient un secret (clé d'API, "
                            "mot de passe…). La mémoire n'en garde jamais ; écrivez sans.")
    octets = len(texte.encode("utf-8"))
    if octets > max_fichier:
        raise ErreurMemoire(f"Fichier {virtuel} trop gros ({octets} octets > {max_fichier}) : "
                            "gardez un fichier court par sujet.")
    ancien = chemin.stat().st_size if chemin.is_file() else 0
    if poids(racine) - ancien + octets > max_total:
        raise ErreurMemoire(f"Mémoire pleine ({max_total} octets au plus) : supprimez ou "
                            "condensez des fichiers avant d'en écrire.")
    dossier = racine
    for m in chemin.relative_to(racine).parts[:-1]:
        dossier = dossier / m
        if not dossier.exists():
            dossier.mkdir(mode=0o700)
    ecrire_atomique(chemin, texte)


def supprimer(chemin: Path) -> None:
    """Supprime un fichier ou un dossier, chaque fichier broyé d'abord."""
    if chemin.is_dir():
        for sous in chemin.rglob("*"):
            if sous.is_file() and not sous.is_symlink():
                broyer(sous)
        shutil.rmtree(chemin)
    else:
        broyer(chemin)
