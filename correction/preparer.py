"""Préparer un rendu avant de rien exécuter : copie, fichiers à noter, signes de triche — dans un
processus à part, borné en temps, en mémoire et en taille.

Lire un rendu, c'est déjà lire ce que l'élève a choisi : un notebook de JSON imbriqué à cent mille
niveaux, une cellule d'une seule expression très profonde, mille dossiers imbriqués, un source de
2 Mo sur lequel une expression régulière peut tourner des heures, un fichier creux de 1 Gio.
Chaque rendu est donc préparé par un processus à part, limité par setrlimit (temps de calcul,
mémoire, taille des fichiers écrits) et attendu au plus `DELAI` secondes : s'il échoue, seul ce
rendu a une ligne « préparation impossible », avec la raison ; la classe continue. Ce processus
est l'enfant forké d'un zygote de préparation (`Preparateur`, zygote.py) qui a déjà importé le
code de la correction : 0,02 s par rendu au lieu de 0,23 s pour un `python -I` neuf. Le zygote
ne lit aucun rendu lui-même ; un enfant qui dépasse son délai est tué, le zygote continue. Le
travail fait dans l'enfant : preparation.py.

    preparation = preparer(Path("rendus/alice"), Path("/tmp/…/rendu"), exercices)
    preparation.raison, preparation.exercices["ex1"].remarque
    with Preparateur() as p:                       # pour une classe : un zygote par fil
        preparation = preparer(source, cible, exercices, p)
"""

from __future__ import annotations

import fcntl
import json
import os
import select
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

from .exercices import RACINE, Exercice
from .preparation import DELAI
from .zygote import Zygote

AMORCE = ("import sys; sys.path.insert(0, {racine!r}); from correction.preparation import main; "
          "main()")
SORTIE_MAX = 4 * 1024 * 1024   # octets de JSON lus d'un enfant de préparation


@dataclass
class PreparationExercice:
    remarque: str = ""
    absent: str = ""          # non vide : rien à noter pour cet exercice, et pourquoi
    signes: list[str] = field(default_factory=list)


@dataclass
class Preparation:
    raison: str = ""          # non vide : le rendu entier n'a pas pu être préparé
    ignores: list[str] = field(default_factory=list)
    exercices: dict[str, PreparationExercice] = field(default_factory=dict)
    signes: list[str] = field(default_factory=list)   # pour tout le rendu


ENV = {"LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "PATH": "/usr/bin:/bin"}
ARRETE = (f"préparation du rendu arrêtée après {DELAI:g} s (dossier trop gros ou trop imbriqué ? "
          "fichier qui ne se lit pas ?)")


class Preparateur:
    """Un zygote de préparation (hors bac à sable : il n'exécute aucun code d'élève) ; un
    enfant par rendu. Un par fil de travail : il prépare un rendu à la fois."""

    def __init__(self) -> None:
        self.journal = tempfile.TemporaryFile()   # sorties du zygote et de ses enfants
        fcntl.fcntl(self.journal.fileno(), fcntl.F_SETFL,  # écrites à la fin, quoi qu'on relise
                    fcntl.fcntl(self.journal.fileno(), fcntl.F_GETFL) | os.O_APPEND)
        self.zygote: Zygote | None = None

    def __enter__(self) -> Preparateur:
        return self

    def __exit__(self, *erreur: object) -> None:
        if self.zygote is not None:
            self.zygote.arreter()
        self.journal.close()

    def _vivant(self) -> Zygote:
        if self.zygote is None or not self.zygote.vivant:
            if self.zygote is not None:
                self.zygote.arreter()
            self.zygote = Zygote([sys.executable, "-I", "-B", "-c",
                                  AMORCE.format(racine=str(RACINE))], "/", ENV, self.journal)
        return self.zygote

    def executer(self, source: Path, cible: Path, exercices: list[Exercice]) -> tuple[int | None,
                                                                                     bytes, str]:
        """(code de l'enfant ou None s'il a dépassé DELAI, JSON produit, fin de ses erreurs)."""
        demande = {"source": os.fsdecode(source), "cible": os.fsdecode(cible),
                   "exercices": [e.ident for e in exercices]}
        for _ in range(2):  # un zygote mort avant la demande : un neuf, une seconde fois
            zygote = self._vivant()
            debut = self.journal.seek(0, os.SEEK_END)
            lecture, ecriture = os.pipe()
            try:
                pid = zygote.lancer(demande, [ecriture])
            finally:
                os.close(ecriture)
            if pid is not None:
                break
            os.close(lecture)
        else:
            return 70, b"", "le zygote de préparation ne démarre pas"
        try:
            brut = _lire_jusqua(lecture, time.monotonic() + DELAI)
        finally:
            os.close(lecture)
        code: int | None = None
        if brut is not None:
            try:
                code = zygote.attendre(DELAI)
            except TimeoutError:
                brut = None
        if brut is None:   # délai dépassé : l'enfant est tué, le zygote sert le rendu suivant
            zygote.tuer()
        elif code is None:
            code = 70      # le zygote est mort (il sera remplacé) : « préparation impossible »
        self.journal.seek(debut)
        erreurs = self.journal.read(8192).decode("utf-8", "replace")
        return (None if brut is None else code), brut or b"", erreurs


def _lire_jusqua(fd: int, fin: float) -> bytes | None:
    """Lit `fd` jusqu'à sa fin ; None si l'échéance passe avant (l'enfant ne finit pas)."""
    morceaux, total = [], 0
    while True:
        reste = fin - time.monotonic()
        if reste <= 0 or not select.select([fd], [], [], reste)[0]:
            return None
        morceau = os.read(fd, 65536)
        if not morceau:
            return b"".join(morceaux)
        total += len(morceau)
        if total <= SORTIE_MAX:
            morceaux.append(morceau)


def _executer_seul(source: Path, cible: Path, exercices: list[Exercice]) -> tuple[int | None,
                                                                                  bytes, str]:
    """Sans zygote : un `python -I` neuf (0,2 s de démarrage)."""
    commande = [sys.executable, "-I", "-B", "-c", AMORCE.format(racine=str(RACINE)),
                os.fsencode(source), os.fsencode(cible), ",".join(e.ident for e in exercices)]
    try:
        fini = subprocess.run(commande, capture_output=True, timeout=DELAI,
                              stdin=subprocess.DEVNULL, env=ENV)
    except subprocess.TimeoutExpired:
        return None, b"", ""
    return fini.returncode, fini.stdout, fini.stderr.decode("utf-8", "replace")


def preparer(source: Path, cible: Path, exercices: list[Exercice],
             preparateur: Preparateur | None = None) -> Preparation:
    """Prépare un rendu dans un processus borné ; une raison claire s'il échoue."""
    if preparateur is not None:
        code, sortie, erreurs = preparateur.executer(source, cible, exercices)
    else:
        code, sortie, erreurs = _executer_seul(source, cible, exercices)
    if code is None:
        return Preparation(ARRETE)
    if code != 0:
        fin = erreurs.strip().splitlines()[-1:] or ["?"]
        return Preparation(f"préparation du rendu impossible (code {code} : {fin[0][:200]})")
    try:
        brut = json.loads(sortie)
        return Preparation("", [str(x) for x in brut["ignores"]], {
            ident: PreparationExercice(str(e["remarque"]), str(e["absent"]),
                                       [str(s) for s in e["signes"]])
            for ident, e in brut["exercices"].items()}, [str(s) for s in brut["signes"]])
    except (ValueError, KeyError, TypeError, AttributeError) as e:
        return Preparation(f"préparation du rendu illisible ({e})")
