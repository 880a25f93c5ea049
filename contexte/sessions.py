"""Un dossier de sessions, une par utilisateur ou par conversation, retrouvées par identifiant.

L'identifiant devient un nom de fichier (`<identifiant>.json` dans le dossier) : il ne doit donc
jamais pouvoir en sortir. La règle, volontairement simple :

- lettres, chiffres et signes diacritiques de n'importe quel alphabet (catégories Unicode L, N
  et M : « é », « ß », « हिन्दी »), tiret `-`, soulignement `_`, point `.` ;
- pas de point en tête (ni `.`, ni `..`, ni fichier caché comme les `.x.json.lock` du verrou) ;
- 1 à 100 caractères, et au plus 200 octets en UTF-8 (un nom de fichier en permet 255, et les
  fichiers voisins `.lock` et `.tmp` allongent le nom) ;
- pas de nom réservé par Windows (`CON`, `NUL`, `COM1`…, même suivi d'un point).

Tout le reste est refusé par une `ValueError` qui dit quoi faire : `/` et `\\`, espaces, caractères
de contrôle, NUL, chemins absolus. L'identifiant est d'abord normalisé en NFC (« é » composé ou
décomposé donne le même fichier). Attention : sur un disque qui ignore la casse (macOS, Windows
par défaut), « Camille » et « camille » désignent le même fichier ; choisissez une seule casse.

    >>> Sessions("conversations").chemin("camille-2026")  # -> Path('conversations/camille-2026.json')
"""

from __future__ import annotations

import contextlib
import unicodedata
from collections.abc import Iterator
from pathlib import Path

from .disque import ErreurEcriture
from .session import Session

LONGUEUR_MAX = 100
OCTETS_MAX = 200
SUFFIXE = ".json"
PERMIS_EN_PLUS = "-_."
RESERVES_WINDOWS = {"CON", "PRN", "AUX", "NUL", *(f"{p}{i}" for p in ("COM", "LPT")
                                                     for i in "0123456789¹²³")}
REGLE = ("Utilisez seulement des lettres (accents permis), des chiffres, le tiret -, le "
         "soulignement _ et le point . (pas en tête), 100 caractères au plus ; par exemple "
         "« camille-2026 » ou « conversation_42 ».")


def _decrire(c: str) -> str:
    """Nom lisible d'un caractère refusé : `_decrire("/")` -> "'/' (U+002F, séparateur de dossiers)"."""
    if c in "/\\":
        quoi = "séparateur de dossiers"
    elif c == "\x00":
        quoi = "caractère nul"
    elif unicodedata.category(c).startswith("C"):
        quoi = "caractère de contrôle ou invisible"
    elif c.isspace():
        quoi = "espace : remplacez-le par un tiret"
    else:
        quoi = "caractère non permis"
    return f"{c!r} (U+{ord(c):04X}, {quoi})"


def verifier_identifiant(identifiant: object) -> str:
    """Renvoie l'identifiant normalisé (NFC), ou lève une `ValueError` qui dit quoi corriger.

        >>> verifier_identifiant("Rezé_équipe-2")  # -> 'Rezé_équipe-2' ; "../x" -> ValueError
    """
    if not isinstance(identifiant, str):
        raise ValueError(f"Un identifiant de session doit être une chaîne (str), pas "
                         f"{type(identifiant).__name__}. {REGLE}")
    ident = unicodedata.normalize("NFC", identifiant)

    def refus(raison: str) -> ValueError:
        return ValueError(f"Identifiant de session refusé {identifiant[:120]!r} : {raison}. {REGLE}")

    if not ident:
        raise refus("il est vide")
    if len(ident) > LONGUEUR_MAX:
        raise refus(f"il fait {len(ident)} caractères (maximum {LONGUEUR_MAX})")
    for c in ident:
        if not (unicodedata.category(c)[0] in "LMN" or c in PERMIS_EN_PLUS):
            raise refus(f"il contient {_decrire(c)}")
    if ident.startswith("."):
        raise refus("il commence par un point (« . », « .. » et les fichiers cachés sont réservés)")
    if len(ident.encode("utf-8")) > OCTETS_MAX:
        raise refus(f"il fait {len(ident.encode('utf-8'))} octets en UTF-8 (maximum {OCTETS_MAX} ; "
                    "les caractères non latins comptent pour plusieurs octets)")
    if ident.split(".")[0].upper() in RESERVES_WINDOWS:
        raise refus(f"« {ident.split('.')[0]} » est un nom réservé par Windows")
    return ident


class Sessions:
    """Les sessions d'un dossier, une par identifiant : `<dossier>/<identifiant>.json`.

    Le dossier est créé s'il n'existe pas (droits 0700 : des conversations sont privées).

        >>> with Sessions("conversations").verrouillee("camille") as s:
        ...     s.messages.append({"role": "user", "content": "Bonjour"}); s.save()
    """

    def __init__(self, dossier: str | Path) -> None:
        if not isinstance(dossier, (str, Path)):
            raise ValueError(f"dossier doit être un chemin (str ou Path), pas {type(dossier).__name__}.")
        self.dossier = Path(dossier)
        try:
            self.dossier.mkdir(mode=0o700, parents=True, exist_ok=True)
        except FileExistsError as e:
            raise ErreurEcriture(f"{self.dossier} existe mais n'est pas un dossier : choisissez un "
                                 "autre chemin pour ranger les sessions.") from e
        except OSError as e:
            raise ErreurEcriture(f"Impossible de créer le dossier de sessions {self.dossier} "
                                 f"({e.strerror or e}) : vérifiez le chemin et vos droits.") from e

    def chemin(self, identifiant: str) -> Path:
        """Le fichier de la session `identifiant`, toujours directement dans le dossier.

            >>> Sessions("conv").chemin("camille")  # -> Path('conv/camille.json')
        """
        return self.dossier / (verifier_identifiant(identifiant) + SUFFIXE)

    def ouvrir(self, identifiant: str) -> Session:
        """Ouvre (ou crée, vide) la session `identifiant` ; voir `Session`."""
        return Session(self.chemin(identifiant))

    @contextlib.contextmanager
    def verrouillee(self, identifiant: str) -> Iterator[Session]:
        """Comme `Session.verrouillee` : relecture, ajout et écriture sans écrivain concurrent."""
        with Session.verrouillee(self.chemin(identifiant)) as session:
            yield session

    def identifiants(self) -> list[str]:
        """Les identifiants des sessions enregistrées, triés (fichiers cachés et étrangers ignorés).

            >>> Sessions("conv").identifiants()  # -> ['camille', 'léo']
        """
        trouves = []
        for p in self.dossier.glob("*" + SUFFIXE):
            ident = p.name[: -len(SUFFIXE)]
            with contextlib.suppress(ValueError):
                if p.is_file() and verifier_identifiant(ident) == ident:
                    trouves.append(ident)
        return sorted(trouves)

    def __repr__(self) -> str:
        return f"Sessions({str(self.dossier)!r})"
