"""Les fichiers JSON de la leçon 02, derrière la même API que les bases : un dossier par utilisateur.

    >>> stock = StockageJSON("sessions")          # sessions/camille/lundi.json
    >>> s = stock.session("camille", "lundi")
    >>> s.messages.append({"role": "user", "content": "Bonjour"}); s.save()
    >>> stock.sessions("camille"), stock.effacer_utilisateur("camille"), stock.sessions("camille")
    (['lundi'], 1, [])

Chaque session est une `contexte.Session` : écriture atomique, `ConflitEcriture`, verrou `flock`.
Limites (leçon 10) : chaque save() réécrit tout le fichier, et `flock` ne protège que les
processus d'une même machine.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from .session import Session
from .stockage_erreurs import ErreurStockage, verifier_identifiant


def refuser_homonyme(dossier: Path) -> None:
    """`ErreurStockage` si le disque connaît `dossier` sous un AUTRE nom (système de fichiers
    insensible à la casse ou à la normalisation, comme macOS ou Windows) : « Camille » et
    « camille » ne partagent jamais un dossier."""
    try:
        noms = os.listdir(dossier.parent)
    except OSError:
        return
    if dossier.name not in noms and dossier.exists():
        raise ErreurStockage(f"Le dossier de {dossier.name!r} existe sous un autre nom dans "
                             f"{dossier.parent} (système de fichiers insensible à la casse ?) : "
                             "choisissez un identifiant qui ne diffère pas que par la casse.")


class StockageJSON:
    """Un dossier racine ; dedans, un sous-dossier (0700) par utilisateur, un fichier par session."""

    def __init__(self, dossier: str | Path) -> None:
        if dossier == "":
            raise ErreurStockage("Chemin de stockage vide : donnez un dossier ('sessions') ou une "
                                 "URL ('sqlite:///sessions.db').")
        self.dossier = Path(dossier)
        if self.dossier.exists() and not self.dossier.is_dir():
            raise ErreurStockage(f"{self.dossier} est un fichier : le stockage JSON attend un dossier.")
        try:
            self.dossier.mkdir(mode=0o700, parents=True, exist_ok=True)
        except OSError as e:
            raise ErreurStockage(f"Impossible de créer le dossier {self.dossier} ({e.strerror}) : "
                                 "vérifiez le chemin et vos droits.") from e

    def _dossier_de(self, utilisateur: str) -> Path:
        dossier = self.dossier / verifier_identifiant("l'utilisateur", utilisateur)
        refuser_homonyme(dossier)
        return dossier

    def session(self, utilisateur: str, ident: str) -> Session:
        """La session `ident` de `utilisateur` (vide si le fichier n'existe pas encore)."""
        dossier = self._dossier_de(utilisateur)
        dossier.mkdir(mode=0o700, exist_ok=True)
        return Session(dossier / f"{verifier_identifiant('l’identifiant de session', ident)}.json")

    def sessions(self, utilisateur: str) -> list[str]:
        """Les identifiants des sessions de `utilisateur`, triés."""
        dossier = self._dossier_de(utilisateur)
        return sorted(p.stem for p in dossier.glob("*.json")) if dossier.is_dir() else []

    def effacer_utilisateur(self, utilisateur: str) -> int:
        """Supprime le dossier de `utilisateur` ; renvoie le nombre de sessions effacées.

        Les octets restent sur le disque jusqu'à ce que le système de fichiers les réutilise :
        un fichier supprimé n'est pas un fichier écrasé (voir la leçon 10)."""
        n = len(self.sessions(utilisateur))
        dossier = self._dossier_de(utilisateur)
        try:
            shutil.rmtree(dossier)
        except FileNotFoundError:
            pass
        except OSError as e:   # un fichier immuable, un dossier protégé : on le dit
            restent = self.sessions(utilisateur) if dossier.is_dir() else []
            raise ErreurStockage(
                f"Effacement de {utilisateur!r} incomplet : {e.filename or dossier} n'a pas pu "
                f"être supprimé ({e.strerror or e}). Sessions encore présentes : {restent}. "
                "Corrigez les droits (ou l'attribut immuable : lsattr/chattr) puis recommencez."
            ) from e
        return n

    def fermer(self) -> None:
        """Rien à fermer (même API que les bases)."""

    def __repr__(self) -> str:
        return f"StockageJSON({str(self.dossier)!r})"


__all__ = ["StockageJSON"]
