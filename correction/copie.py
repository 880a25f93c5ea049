"""Copier un rendu dans un dossier temporaire privé, avant de rien exécuter, et y placer le
fichier à noter (nom presque juste, ou réponse reprise du notebook : voir inventaire.py).

Par exemple, un rendu dont le fichier est mal nommé et qui glisse un lien vers un fichier système :

    >>> from correction.exercices import EXERCICES
    >>> d = Path(tempfile.mkdtemp()); rendu = d / "alice"; rendu.mkdir()
    >>> _ = (rendu / "Ex5_Fenetre_Budget.py").write_text("def f(): ...\\n", encoding="utf-8")
    >>> (rendu / "notes.txt").symlink_to("/etc/passwd")
    >>> copier_rendu(rendu, d / "copie")                    # le lien n'est pas suivi
    ['notes.txt (lien ou fichier spécial)']
    >>> remarque = placer_exercice(rendu, d / "copie", EXERCICES["ex5"])
    >>> remarque.startswith("fichier trouvé sous le nom « Ex5_Fenetre_Budget.py »")
    True
    >>> sorted(p.name for p in (d / "copie").iterdir())    # le fichier à noter, à son vrai nom
    ['Ex5_Fenetre_Budget.py', 'ex5_fenetre_budget.py']
    >>> effacer_arbre(d)
"""

from __future__ import annotations

import contextlib
import errno
import os
import shutil
import stat
import tempfile
from collections.abc import Iterator
from pathlib import Path

from .exercices import Exercice
from .inventaire import code_du_notebook, enonce_intact, trouver_fichier

TAILLE_FICHIER_MAX = 2 * 1024 * 1024  # un fichier de rendu plus gros n'est pas copié
TAILLE_RENDU_MAX = 20 * 1024 * 1024   # au-delà, le reste du rendu n'est pas copié (disque borné)


PROFONDEUR_MAX = 8        # dossiers imbriqués copiés (au-delà : ignorés, et dit)
ENTREES_MAX = 2000        # entrées d'un rendu parcourues (au-delà : le reste est ignoré, et dit)


def copier_rendu(source: Path, cible: Path) -> list[str]:
    """Copie les fichiers ordinaires d'un rendu (ni liens, ni fichiers spéciaux, ni notebooks),
    borné en profondeur, en nombre d'entrées et en taille. Un parcours itératif : mille dossiers
    imbriqués ne font pas déborder la pile.

    Renvoie la liste de ce qui a été laissé de côté, pour le retour à l'élève.
    """
    ignores: list[str] = []
    total = vues = 0
    cible.mkdir(parents=True)
    pile = [Path()]
    while pile:
        relatif = pile.pop()
        try:
            entrees = sorted(os.scandir(source / relatif), key=lambda e: e.name)
        except OSError as e:
            ignores.append(f"{relatif} (illisible : {e.strerror})")
            continue
        for entree in entrees:
            vues += 1
            if vues > ENTREES_MAX:
                ignores.append(f"le reste du rendu (plus de {ENTREES_MAX} entrées)")
                return ignores
            nom = entree.name
            if entree.is_dir(follow_symlinks=False):
                if nom.startswith(".") or nom == "__pycache__":
                    continue
                if len(relatif.parts) + 1 >= PROFONDEUR_MAX:
                    ignores.append(f"{relatif / nom} (plus de {PROFONDEUR_MAX} dossiers imbriqués)")
                    continue
                (cible / relatif / nom).mkdir()
                pile.append(relatif / nom)
                continue
            try:
                infos = entree.stat(follow_symlinks=False)
            except OSError:
                continue
            if not stat.S_ISREG(infos.st_mode):
                ignores.append(f"{relatif / nom} (lien ou fichier spécial)")
            elif infos.st_size > TAILLE_FICHIER_MAX:
                ignores.append(f"{relatif / nom} (plus de {TAILLE_FICHIER_MAX // 2**20} Mio)")
            elif total + infos.st_size > TAILLE_RENDU_MAX:
                ignores.append(f"{relatif / nom} (rendu de plus de {TAILLE_RENDU_MAX // 2**20} Mio)")
            elif not nom.endswith((".ipynb", ".pyc")):
                total += infos.st_size
                _copier_borne(Path(entree.path), cible / relatif / nom)
    return ignores


def _copier_borne(source: Path, cible: Path) -> None:
    """Copie au plus TAILLE_FICHIER_MAX octets (un fichier qui grossit pendant la copie non plus)."""
    fd = os.open(source, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
    with os.fdopen(fd, "rb") as f, open(cible, "wb") as sortie:
        sortie.write(f.read(TAILLE_FICHIER_MAX))


def placer_exercice(rendu: Path, copie: Path, ex: Exercice) -> str:
    """Place le fichier à noter dans la copie (déjà faite) ; renvoie la remarque pour l'élève.

    Le fichier presque juste est cherché *dans la copie* (donc borné en taille : un fichier creux
    de 1 Gio au nom presque juste n'est jamais lu). Lève FileNotFoundError si l'exercice n'a ni
    fichier ni réponse dans le notebook.
    """
    trouve = trouver_fichier(copie, ex)
    code, noms = code_du_notebook(rendu, ex)
    if trouve.chemin is None and not code:
        raise FileNotFoundError(f"Fichier {ex.fichier} absent du rendu : rien à noter.")
    remarque = trouve.remarque
    if trouve.chemin is not None and trouve.chemin != copie / ex.fichier:
        shutil.copyfile(trouve.chemin, copie / ex.fichier)
    if code and (trouve.chemin is None or enonce_intact(copie / ex.fichier, ex)):
        base = (copie / ex.fichier).read_text(encoding="utf-8") if trouve.chemin else ""
        (copie / ex.fichier).write_text(
            f"{base}\n\n# --- repris de {ex.module}.ipynb par la correction ---\n{code}",
            encoding="utf-8")
        remarque = (f"Votre réponse ({', '.join(noms)}) était dans le notebook "
                    f"{ex.module}.ipynb et non dans {ex.fichier} : elle a été reprise et notée. "
                    f"La prochaine fois, écrivez vos fonctions dans {ex.fichier} (c'est lui que "
                    "la correction lit ; le notebook l'importe).")
    elif code:
        remarque = (remarque + " " if remarque else "") + (
            f"Le notebook {ex.module}.ipynb définit aussi {', '.join(noms)} : seul {ex.fichier} "
            "est noté.")
    return remarque


def preparer_copie(rendu: Path, ex: Exercice, copie: Path) -> tuple[str, list[str]]:
    """Copie le rendu et place le fichier d'un exercice (pour `verifier`, un exercice à la fois)."""
    ignores = copier_rendu(rendu, copie)
    return placer_exercice(rendu, copie, ex), ignores


def _rendre_ouvrable(chemin: str) -> None:
    """Un dossier de l'élève en 0111 ou 0000 ne s'ouvre pas, même par son propriétaire : le
    rendre 0700 AVANT de l'ouvrir, par un descripteur O_PATH pris sans suivre de lien (un lien
    posé à sa place n'est jamais suivi ; chmod par /proc/self/fd vise l'entrée elle-même)."""
    try:
        fd = os.open(chemin, os.O_PATH | os.O_NOFOLLOW)
    except (OSError, AttributeError):
        return
    try:
        if stat.S_ISDIR(os.fstat(fd).st_mode) and stat.S_IMODE(os.fstat(fd).st_mode) != 0o700:
            with contextlib.suppress(OSError):
                os.chmod(f"/proc/self/fd/{fd}", 0o700)
    finally:
        os.close(fd)


def effacer_arbre(chemin: Path | str, appareil: int | None = None) -> None:
    """Efface un dossier et tout ce qu'il contient, sans récursion : un rendu (ou le code d'un
    élève dans le bac à sable) peut laisser mille dossiers imbriqués, sur lesquels `shutil.rmtree`
    lève `RecursionError` (que `ignore_errors` ne rattrape pas). Les erreurs d'E/S sont ignorées, et
    une entrée qu'on ne peut pas effacer (un point de montage, un dossier d'un autre) reste sans
    faire boucler le reste ; un dossier en lecture seule laissé par l'élève est d'abord rendu
    inscriptible. `appareil` : seules les entrées de ce système de fichiers sont touchées (un
    montage posé dessous n'est ni parcouru ni effacé ; voir `vider`).

    >>> d = Path(tempfile.mkdtemp()); p = d
    >>> for _ in range(50): p = p / "d"; p.mkdir()
    >>> (d / "lien").symlink_to("/etc")                 # un lien est effacé, jamais suivi
    >>> effacer_arbre(d); d.exists(), Path("/etc/passwd").exists()
    (False, True)

    (Le cas de 1 500 dossiers imbriqués, où `shutil.rmtree` lève `RecursionError`, est dans
    tests/test_correction_rendus.py : quelques secondes, trop long pour un exemple.)
    """
    pile, dossiers = [os.fspath(chemin)], []
    while pile:   # un seul passage : une entrée qu'on ne peut pas effacer ne fait pas boucler
        courant = pile.pop()
        _rendre_ouvrable(courant)
        try:  # ouvert sans suivre de lien : un lien posé à la place d'un dossier n'est pas suivi
            fd = os.open(courant, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW)
        except OSError as e:
            if e.errno in (errno.ENOTDIR, errno.ELOOP):   # un fichier ou un lien
                with contextlib.suppress(OSError):
                    os.unlink(courant)
            continue
        try:
            with contextlib.suppress(OSError):   # un dossier en 0500 laissé par l'élève
                os.fchmod(fd, 0o700)
            dossiers.append(courant)
            for entree in os.scandir(fd):
                if appareil is not None and entree.stat(follow_symlinks=False).st_dev != appareil:
                    continue   # un autre système de fichiers : un montage, jamais descendu
                if entree.is_dir(follow_symlinks=False):
                    pile.append(os.path.join(courant, entree.name))
                else:
                    with contextlib.suppress(OSError):
                        os.unlink(entree.name, dir_fd=fd)
        except OSError:
            pass
        finally:
            os.close(fd)
    for dossier in reversed(dossiers):   # les plus profonds d'abord
        with contextlib.suppress(OSError):
            os.rmdir(dossier)


def donner(dossier: Path | str, uid: int) -> None:
    """Le contenu de `dossier` (la copie d'un rendu) à l'uid du bac à sable, sans suivre de lien
    ni récursion : l'élève y écrit comme dans son propre dossier."""
    pile = [os.fspath(dossier)]
    while pile:
        courant = pile.pop()
        with contextlib.suppress(OSError):
            for entree in os.scandir(courant):
                with contextlib.suppress(OSError):
                    os.lchown(entree.path, uid, uid)
                    if entree.is_dir(follow_symlinks=False):
                        pile.append(entree.path)


def vider(dossier: Path | str, meme_systeme: bool = False) -> None:
    """Efface le contenu de `dossier`, pas le dossier (il peut être monté dans un bac à sable).
    `meme_systeme` : sans quitter son système de fichiers — dans le /tmp du bac à sable, le dépôt
    ou le .venv d'un clone rangé sous /tmp (monté par bwrap) n'est ni parcouru ni touché, et les
    dossiers qui le portent restent, vides du reste.

    >>> d = Path(tempfile.mkdtemp()); (d / "a" / "b").mkdir(parents=True); (d / "f").touch()
    >>> vider(d); d.exists(), list(d.iterdir())
    (True, [])
    """
    try:
        appareil = os.lstat(dossier).st_dev if meme_systeme else None
        entrees = list(os.scandir(dossier))
    except OSError:
        return
    for entree in entrees:
        try:
            if appareil is not None and entree.stat(follow_symlinks=False).st_dev != appareil:
                continue
        except OSError:
            continue
        effacer_arbre(entree.path, appareil)


@contextlib.contextmanager
def dossier_temporaire(prefixe: str) -> Iterator[Path]:
    """Comme `tempfile.TemporaryDirectory`, mais effacé par `effacer_arbre` (sans récursion)."""
    dossier = Path(tempfile.mkdtemp(prefix=prefixe))
    try:
        yield dossier
    finally:
        effacer_arbre(dossier)
