"""Écrire un fichier sans jamais le laisser à moitié écrit, et le relire sans surprise.

L'idée (leçon 02) : écrire atomiquement. Le principe, en quatre gestes : écrire dans un fichier
temporaire au nom unique *dans le même dossier*, le vider sur le disque (flush + fsync), le
renommer par-dessus l'ancien (`os.replace`, atomique sur un même système de fichiers), puis fsync
du dossier pour que le renommage lui-même survive à une coupure de courant.

    >>> ecrire_atomique(Path("s.json"), '{"ok": true}')   # soit l'ancien contenu, soit le nouveau
    >>> Path("s.json").read_text(encoding="utf-8")
    '{"ok": true}'

Trois précautions l'accompagnent (leçon 02b), qui ne changent pas l'idée mais évitent de perdre
des données : un **verrou** entre processus (`verrou`), pour que des rédacteurs passent chacun
leur tour ; la **détection de conflit** (`refuser_si_modifie`) : si le fichier a changé depuis
qu'on l'a lu, on lève `ConflitEcriture` au lieu d'effacer le travail d'un autre ; des **erreurs de
lecture en français** (`lire_json`) qui nomment le fichier et disent quoi faire, et le refus
d'écrire ce qu'on ne saurait pas relire (`en_json`).

    >>> Path("s.json").write_text("[{'role': 'user'}]", encoding="utf-8")
    18
    >>> try:
    ...     lire_json(Path("s.json"), "la session")
    ... except FichierInvalide as e:
    ...     print(e)
    s.json (la session) n'est pas du JSON valide (ligne 1, colonne 3 : un nom de clé entre
    guillemets était attendu). Il est peut-être tronqué par une écriture interrompue. ...
"""

from __future__ import annotations

import contextlib
import errno
import glob
import hashlib
import json
import os
import tempfile
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from .erreurs import ConflitEcriture, ErreurEcriture, FichierInvalide

try:  # verrous de fichiers : POSIX seulement (Linux, macOS)
    import fcntl
except ImportError:  # pragma: no cover - Windows : pas de verrou, voir la docstring de `verrou`
    fcntl = None

_tenus = threading.local()  # verrous tenus par ce fil d'exécution : (pid, chemin du .lock)


def _prefixe_temporaire(path: Path) -> str:
    return f".{path.name}."


QUOI_FAIRE = {  # ce que dit une écriture refusée par le système, selon errno
    errno.ENOSPC: "Disque plein : libérez de la place, puis réessayez (rien n'est perdu).",
    errno.EDQUOT: "Quota de disque atteint : libérez de la place, puis réessayez (rien n'est perdu).",
    errno.EFBIG: "Fichier trop gros pour ce système (limite de taille) : allégez la session "
                 "(résumé, fenêtre) ou passez à une base SQLite.",
}


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
                f"L'écriture de {path} a échoué ({e.strerror or e}) ; l'ancien fichier est intact. "
                + QUOI_FAIRE.get(e.errno, "Réglez la cause, puis réessayez : rien n'est perdu.")
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

    À n'appeler que verrou tenu (voir `verrou` plus bas) : sinon on risquerait
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


# --- Les précautions : le verrou, le conflit, la lecture en français.


@contextlib.contextmanager
def verrou(path: Path) -> Iterator[None]:
    """Verrou exclusif entre processus sur `path`, par un fichier voisin `.<nom>.lock`.

    Le fichier de verrou reste sur disque (il est vide) : c'est normal, le supprimer rouvrirait
    une course. Sous Windows (pas de `fcntl`), le verrou ne fait rien : un seul rédacteur à la fois.
    Redemander un verrou que ce même fil tient déjà lève `RuntimeError` : flock attendrait sa
    propre libération, pour toujours.

        >>> with verrou(Path("camille.json")):   # lire, modifier, écrire : personne d'autre entre-temps
        ...     pass
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


def empreinte(brut: bytes | None) -> str | None:
    """L'empreinte SHA-256 d'un contenu lu sur disque (None : pas de fichier)."""
    return None if brut is None else hashlib.sha256(brut).hexdigest()


def refuser_si_modifie(path: Path, lu: str | None) -> None:
    """Lève `ConflitEcriture` si le contenu de `path` n'a plus l'empreinte `lu` (à appeler verrou tenu)."""
    try:
        actuel = empreinte(path.read_bytes())
    except (FileNotFoundError, NotADirectoryError):  # « /etc/passwd/s.json » : absent aussi
        actuel = None
    if actuel != lu:
        raise ConflitEcriture(
            f"{path} a été modifié par un autre rédacteur (un autre processus ou une autre Session) "
            "depuis que cette session l'a lu : l'enregistrer maintenant effacerait ses messages. "
            "Rouvrez la session (Session(path)), refaites votre ajout, puis save() ; ou utilisez "
            "Session.verrouillee(path) pour que les rédacteurs passent chacun leur tour."
        )


_MESSAGES_JSON = {  # les erreurs les plus fréquentes du module json, en français
    "Expecting value": "une valeur était attendue",
    "Unterminated string starting at": "un texte entre guillemets n'est jamais refermé",
    "Expecting ',' delimiter": "une virgule était attendue",
    "Expecting ':' delimiter": "deux-points étaient attendus",
    "Expecting property name enclosed in double quotes": "un nom de clé entre guillemets était attendu",
    "Extra data": "il reste des données après la fin du JSON",
    "Invalid control character at": "caractère de contrôle interdit dans un texte",
}


def lire_octets(path: Path, quoi: str) -> bytes:
    """Le contenu brut du fichier ; dossier, droits ou absence donnent une erreur en français.

    `quoi` décrit le fichier dans le message (« la session », « le résumé glissant »).
    """
    path = Path(path)
    if path.is_dir():
        raise FichierInvalide(
            f"{path} est un dossier, pas un fichier : donnez le chemin d'un fichier .json pour {quoi}."
        )
    try:
        return path.read_bytes()
    except PermissionError as e:
        raise FichierInvalide(
            f"Impossible de lire {path} ({quoi}) : permission refusée. Vérifiez les droits du fichier."
        ) from e
    except (FileNotFoundError, NotADirectoryError) as e:  # même type, message en français
        raise type(e)(e.errno, f"{path} ({quoi}) n'existe pas : vérifiez le chemin.") from e
    except OSError as e:
        raise type(e)(e.errno, f"Impossible de lire {path} ({quoi}) : {e.strerror or e}.") from e


def lire_si_present(path: Path, quoi: str) -> bytes | None:
    """Comme `lire_octets`, mais None si le fichier n'existe pas encore (un lien cassé, lui, lève)."""
    if not path.exists() and not path.is_symlink():
        return None
    return lire_octets(path, quoi)


def decoder_json(brut: bytes, path: Path, quoi: str) -> object:
    """Décode le JSON UTF-8 lu dans `path` ; tout problème devient une `FichierInvalide`."""
    try:
        texte = brut.decode("utf-8-sig")  # « -sig » : accepte la marque BOM du Bloc-notes
    except UnicodeDecodeError as e:
        raise FichierInvalide(
            f"{path} ({quoi}) n'est pas en UTF-8 (octet invalide en position {e.start}). "
            "Réenregistrez-le en UTF-8 ; le fichier n'a pas été modifié."
        ) from e
    if not texte.strip():
        raise FichierInvalide(
            f"{path} ({quoi}) est vide : sans doute une écriture interrompue. Restaurez une "
            "sauvegarde ou supprimez le fichier pour repartir de zéro ; il n'a pas été modifié."
        )
    try:
        return json.loads(texte)
    except RecursionError:
        raise FichierInvalide(
            f"{path} ({quoi}) est imbriqué trop profondément pour être relu (des milliers de "
            "listes ou d'objets les uns dans les autres) : ce n'est pas une session du cours. "
            "Restaurez une sauvegarde ; le fichier n'a pas été modifié."
        ) from None
    except json.JSONDecodeError as e:
        raison = _MESSAGES_JSON.get(e.msg, e.msg)
        raise FichierInvalide(
            f"{path} ({quoi}) n'est pas du JSON valide (ligne {e.lineno}, colonne {e.colno} : {raison}). "
            "Il est peut-être tronqué par une écriture interrompue. Restaurez une sauvegarde ou "
            "supprimez-le pour repartir de zéro ; il n'a pas été modifié."
        ) from e


def lire_json(path: Path, quoi: str) -> object:
    """Lit un fichier JSON UTF-8 ; tout problème devient une erreur claire qui nomme le fichier."""
    return decoder_json(lire_octets(path, quoi), path, quoi)


def verifier_utf8(texte: str, quoi: str) -> None:
    """Lève `FichierInvalide` si `texte` contient un caractère qu'UTF-8 ne peut pas écrire."""
    try:
        texte.encode("utf-8")
    except UnicodeEncodeError as e:
        raise FichierInvalide(
            f"{quoi} : un texte contient {e.object[e.start:e.end]!r}, un caractère impossible à "
            "écrire en UTF-8 (moitié de paire de substitution). Nettoyez ce texte avant save()."
        ) from e


def en_json(valeur: object, quoi: str) -> str:
    """Le texte JSON (UTF-8, indenté) de `valeur`, ou `FichierInvalide` s'il ne pourrait pas être relu.

    `quoi` ouvre le message d'erreur (« Session non enregistrée »).
    """
    def refuser(objet: object) -> Any:  # appelée par json.dumps sur un set, un objet du SDK…
        raise FichierInvalide(
            f"{quoi} : un message contient un objet {type(objet).__name__}, que JSON ne sait pas "
            "écrire. Passez les blocs du SDK par serialize_content ; dans un bloc, n'utilisez que "
            "des dicts, listes, textes, nombres, booléens et None."
        )

    try:
        texte = json.dumps(valeur, ensure_ascii=False, indent=1, default=refuser)
    except RecursionError:
        raise FichierInvalide(
            f"{quoi} : un message est imbriqué trop profondément (des milliers de listes ou "
            "d'objets les uns dans les autres) pour être écrit puis relu. Aplatissez-le ; rien "
            "n'a été écrit."
        ) from None
    verifier_utf8(texte, quoi)
    return texte
