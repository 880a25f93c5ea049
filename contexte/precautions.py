"""Les précautions de la persistance : on peut sauter ce fichier en première lecture.

`Session` et `RollingSummary.save` s'en servent pour trois choses qui ne changent pas l'idée
(écrire atomiquement, voir `contexte.disque`) mais qui évitent de perdre des données :

- un **verrou** entre processus (`verrou`), pour que des rédacteurs passent chacun leur tour ;
- la **détection de conflit** (`refuser_si_modifie`) : si le fichier a changé depuis qu'on l'a
  lu, on lève `ConflitEcriture` au lieu d'effacer le travail d'un autre ;
- des **erreurs de lecture en français** (`lire_json`) qui nomment le fichier et disent quoi
  faire, et le refus d'écrire ce qu'on ne saurait pas relire (`en_json`).

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
import hashlib
import json
import os
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from .disque import ConflitEcriture, ErreurEcriture, FichierInvalide

try:  # verrous de fichiers : POSIX seulement (Linux, macOS)
    import fcntl
except ImportError:  # pragma: no cover - Windows : pas de verrou, voir la docstring de `verrou`
    fcntl = None

_tenus = threading.local()  # verrous tenus par ce fil d'exécution : (pid, chemin du .lock)


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
