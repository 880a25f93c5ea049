"""Les gestes de fichier de l'outil mémoire : lister, peser, compter, écrire, broyer (leçon 11).

Le confinement des chemins est dans `memoire_chemins` ; ici, chaque geste reçoit le descripteur
d'un dossier déjà vérifié et un nom dedans (`dir_fd`) : il ne relit jamais un chemin. Les
formats (en-tête de `view`, tailles « 1.5K », numéros sur 6 colonnes) sont ceux de l'exemple du
SDK anthropic, ceux que Claude a appris à lire.

    >>> [taille(n) for n in (0, 40, 1024, 1536)]
    ['0B', '40B', '1K', '1.5K']
"""

from __future__ import annotations

import contextlib
import os
import secrets
import stat
from collections.abc import Iterator

from .memoire_chemins import O_DOSSIER, ErreurMemoire, nature
from .memoire_secrets import contient_un_secret

try:  # verrou entre processus : POSIX seulement
    import fcntl
except ImportError:  # pragma: no cover
    fcntl = None

O_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
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


def vue_fichier(virtuel: str, texte: str, plage: list | None) -> str:
    """Le résultat de `view` sur un fichier : ses lignes numérotées (`plage` : [début, fin|-1])."""
    lignes = texte.removesuffix("\n").split("\n")
    debut, fin = plage if plage else (1, len(lignes))
    fin = len(lignes) if fin == -1 else fin
    numerotees = [f"{k:>{LARGEUR}}\t{lignes[k - 1]}" for k in range(max(1, debut), fin + 1)
                  if k <= len(lignes)]
    return f"Here's the content of {virtuel} with line numbers:\n" + "\n".join(numerotees)


def vue_dossier(fd: int, virtuel: str) -> str:
    """Le résultat de `view` sur un dossier : lui et son contenu sur 2 niveaux, avec les tailles."""
    lignes = [f"{taille(poids(fd)[0])}\t{virtuel}"]
    for rel, dossier, octets in arbre(fd, 2):
        lignes.append(f"{taille(octets)}\t{virtuel}/{rel}{'/' if dossier else ''}")
    return ENTETE_DOSSIER.format(virtuel) + "\n" + "\n".join(lignes)


def _entrees(fd: int) -> list[os.DirEntry]:
    with os.scandir(fd) as it:
        return sorted(it, key=lambda e: e.name)


def arbre(fd: int, niveaux: int, prefixe: str = "") -> list[tuple[str, bool, int]]:
    """(chemin relatif, est un dossier, octets) des entrées visibles sur `niveaux` niveaux ;
    liens symboliques, noms cachés et node_modules ignorés."""
    sortie = []
    for e in _entrees(fd):
        if e.name.startswith(".") or e.name == "node_modules" or e.is_symlink():
            continue
        if e.is_dir(follow_symlinks=False):
            sous = os.open(e.name, O_DOSSIER, dir_fd=fd)
            try:
                sortie.append((prefixe + e.name, True, poids(sous)[0]))
                if niveaux > 1:
                    sortie += arbre(sous, niveaux - 1, prefixe + e.name + "/")
            finally:
                os.close(sous)
        elif e.is_file(follow_symlinks=False):
            sortie.append((prefixe + e.name, False, e.stat(follow_symlinks=False).st_size))
    return sortie


def poids(fd: int) -> tuple[int, int]:
    """(octets, fichiers) des fichiers ordinaires sous le dossier `fd` (liens ignorés).
    Un sous-dossier illisible lève `PermissionError` : ses octets ne sont jamais oubliés."""
    octets = fichiers = 0
    for e in _entrees(fd):
        if e.is_dir(follow_symlinks=False):
            sous = os.open(e.name, O_DOSSIER, dir_fd=fd)
            try:
                o, f = poids(sous)
            finally:
                os.close(sous)
            octets, fichiers = octets + o, fichiers + f
        elif e.is_file(follow_symlinks=False):
            octets, fichiers = octets + e.stat(follow_symlinks=False).st_size, fichiers + 1
    return octets, fichiers


# --- le compte (octets, fichiers), tenu sous verrou et mis à jour à chaque geste ---------------
ATTRIBUT = "user.contexte.quota"   # attribut étendu de la racine : invisible dans les listes


@contextlib.contextmanager
def verrou_racine(fd_racine: int) -> Iterator[None]:
    """Un seul geste à la fois sous cette racine, entre processus (flock sur le dossier)."""
    if fcntl is None:  # pragma: no cover - Windows
        yield
        return
    fcntl.flock(fd_racine, fcntl.LOCK_EX)
    try:
        yield
    finally:
        fcntl.flock(fd_racine, fcntl.LOCK_UN)


def lire_compte(fd_racine: int) -> tuple[int, int]:
    """(octets, fichiers) de la mémoire : le compte noté sur la racine, sinon un parcours complet
    (la première fois, ou là où les attributs étendus manquent). À appeler verrou tenu."""
    try:
        octets, fichiers = os.getxattr(fd_racine, ATTRIBUT).split()
        return int(octets), int(fichiers)
    except (OSError, AttributeError, ValueError):
        pass
    try:
        return poids(fd_racine)
    except OSError as e:
        raise ErreurMemoire(f"Impossible de compter la mémoire ({e.strerror or e} : "
                            f"{e.filename or 'un dossier'}) : rien n'a été écrit. Rendez ses "
                            "dossiers lisibles.") from None


def noter_compte(fd_racine: int, octets: int, fichiers: int) -> None:
    """Note le compte sur la racine (sans attributs étendus : il sera recompté)."""
    with contextlib.suppress(OSError, AttributeError):
        os.setxattr(fd_racine, ATTRIBUT, f"{max(octets, 0)} {max(fichiers, 0)}".encode())


def ecrire_dans(fd_parent: int, nom: str, texte: str) -> None:
    """Écrit `texte` dans `nom` du dossier `fd_parent`, atomiquement (temporaire dans le MÊME
    dossier vérifié, fsync, rename, fsync du dossier) : jamais à moitié, jamais ailleurs."""
    tmp = f".{nom}.{secrets.token_hex(6)}.tmp"
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | O_NOFOLLOW, 0o600, dir_fd=fd_parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(texte.encode("utf-8"))
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, nom, src_dir_fd=fd_parent, dst_dir_fd=fd_parent)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp, dir_fd=fd_parent)
        raise
    os.fsync(fd_parent)


def effacer_fichier(fd_parent: int, nom: str) -> tuple[int, int]:
    """Broie puis supprime `nom` s'il est prouvé nôtre (fichier ordinaire à un seul lien) ;
    sinon (lien dur, lien symbolique, autre) le nom est seulement retiré : on ne broie pas
    l'inode d'un autre (une sauvegarde `cp -al`, un fichier de dehors). Renvoie (octets,
    fichiers) retirés du compte."""
    info = nature(fd_parent, nom)
    if info is None:
        return 0, 0
    if stat.S_ISREG(info.st_mode):
        try:
            fd = os.open(nom, os.O_WRONLY | O_NOFOLLOW | os.O_NONBLOCK, dir_fd=fd_parent)
        except OSError:
            fd = None
        if fd is not None:
            with os.fdopen(fd, "wb") as f:
                vu = os.fstat(f.fileno())
                if stat.S_ISREG(vu.st_mode) and vu.st_nlink == 1:
                    f.write(b"\0" * vu.st_size)
                    f.flush()
                    os.fsync(f.fileno())
    os.unlink(nom, dir_fd=fd_parent)
    return (info.st_size, 1) if stat.S_ISREG(info.st_mode) else (0, 0)


def effacer_arbre(fd_parent: int, nom: str) -> tuple[int, int]:
    """Efface le dossier `nom` et tout ce qu'il contient, par descripteur (voir `effacer_fichier`)."""
    fd = os.open(nom, O_DOSSIER, dir_fd=fd_parent)
    octets = fichiers = 0
    try:
        for e in _entrees(fd):
            o, f = (effacer_arbre(fd, e.name) if e.is_dir(follow_symlinks=False)
                    else effacer_fichier(fd, e.name))
            octets, fichiers = octets + o, fichiers + f
    finally:
        os.close(fd)
    os.rmdir(nom, dir_fd=fd_parent)
    return octets, fichiers


def refuser_texte(virtuel: str, texte: str, max_fichier: int) -> int:
    """Les octets de `texte`, sauf secret ou fichier trop gros (`ErreurMemoire`)."""
    if contient_un_secret(texte):
        raise ErreurMemoire(f"Refusé : le texte pour {virtuel} contient un secret (clé d'API, "
                            "mot de passe…). La mémoire n'en garde jamais ; écrivez sans.")
    octets = len(texte.encode("utf-8"))
    if octets > max_fichier:
        raise ErreurMemoire(f"Fichier {virtuel} trop gros ({octets} octets > {max_fichier}) : "
                            "gardez un fichier court par sujet.")
    return octets
