"""Écrire un fichier sur disque sans jamais le laisser à moitié écrit.

Le principe, en quatre gestes : écrire dans un fichier temporaire au nom unique *dans le même
dossier*, le vider sur le disque (flush + fsync), le renommer par-dessus l'ancien (`os.replace`,
atomique sur un même système de fichiers), puis fsync du dossier pour que le renommage lui-même
survive à une coupure de courant.

    >>> ecrire_atomique(Path("s.json"), '{"ok": true}')   # soit l'ancien contenu, soit le nouveau
"""

from __future__ import annotations

import contextlib
import glob
import json
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


def verifier_utf8(texte: str, quoi: str) -> None:
    """Lève `FichierInvalide` si `texte` contient un caractère qu'UTF-8 ne peut pas écrire."""
    try:
        texte.encode("utf-8")
    except UnicodeEncodeError as e:
        raise FichierInvalide(
            f"{quoi} : un texte contient {e.object[e.start:e.end]!r}, un "
            "caractère impossible à écrire en UTF-8 (moitié de paire de substitution). "
            "Nettoyez ce texte avant save()."
        ) from e


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

    À n'appeler que verrou tenu : sinon on risquerait d'effacer le temporaire d'un autre écrivain.
    Renvoie la liste des fichiers supprimés.
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
            f"{path} ({quoi}) est vide : sans doute une écriture interrompue. "
            "Restaurez une sauvegarde ou supprimez le fichier pour repartir de zéro ; il n'a pas été modifié."
        )
    try:
        return json.loads(texte)
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
