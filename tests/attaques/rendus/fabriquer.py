"""Attaques (et accidents) sur la *forme* d'un rendu : ce qui se lit avant et après le bac à sable.

Chaque fonction fabrique, dans `dossier`, un rendu qui arrêtait ou bloquait toute la classe
(souvent après des minutes, sans nommer l'élève), ou dont le nom atterrissait tel quel dans
`notes.csv` ou le terminal. Un dossier à part (pas un fichier de tests/attaques/*.py : ceux-là
sont des fichiers d'exercice).

    >>> for nom, fabrique in RENDUS.items(): fabrique(dossier / nom)
"""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

RACINE = Path(__file__).resolve().parents[3]
EX1 = "ex8_compression.py"


def _enonce_et_notebook(rendu: Path, notebook: str) -> None:
    rendu.mkdir()
    shutil.copyfile(RACINE / "exercises" / EX1, rendu / EX1)
    (rendu / "ex8_compression.ipynb").write_text(notebook, encoding="utf-8")


def json_profond(rendu: Path) -> None:
    """Un notebook de JSON imbriqué à 200 000 niveaux (json.loads : RecursionError)."""
    _enonce_et_notebook(rendu, '{"cells": ' + "[" * 200_000 + "]" * 200_000 + "}")


def expression_profonde(rendu: Path) -> None:
    """Une cellule d'une seule expression très profonde (ast.parse : pile du C ou RecursionError)."""
    cellule = "def compression(*a):\n    return " + "-" * 300_000 + "1\n"
    _enonce_et_notebook(rendu, json.dumps({"cells": [{"cell_type": "code", "source": cellule}]}))


def dossiers_imbriques(rendu: Path) -> None:
    """Mille dossiers imbriqués (os.walk récursif, chemins trop longs), et la réponse juste."""
    rendu.mkdir()
    shutil.copyfile(RACINE / "solutions" / EX1, rendu / EX1)
    chemin = rendu
    for _ in range(1000):  # pas os.makedirs : il est récursif
        chemin = chemin / "d"
        chemin.mkdir()


def regex_piege(rendu: Path) -> None:
    """Un source de 1,9 Mo sur lequel l'ancienne recherche de signes tournait des heures."""
    rendu.mkdir()
    source = (RACINE / "solutions" / EX1).read_text(encoding="utf-8")
    piege = "# from correction " + "import " * 270_000 + "\n"
    (rendu / EX1).write_text(source + piege, encoding="utf-8")


def creux(rendu: Path) -> None:
    """Un fichier creux de 1 Gio au nom presque juste (copié en entier par l'ancienne copie)."""
    rendu.mkdir()
    with open(rendu / f"{EX1}.txt", "wb") as f:
        f.truncate(1 << 30)


def latin1(dossier: Path) -> Path:
    """Ce que fait unzip d'une archive Windows : noms en octets Latin-1 (un élève honnête)."""
    rendu = Path(os.fsdecode(os.fsencode(dossier) + b"/\xe9l\xe8ve_honn\xeate"))
    rendu.mkdir()
    shutil.copyfile(RACINE / "solutions" / EX1, rendu / EX1)
    (rendu / os.fsdecode(b"r\xe9sum\xe9.txt")).write_text("notes", encoding="utf-8")
    return rendu


FORMULES = ("=1+2", "+SOMME(A1)", "-2+3", "@SUM(A1)")
CONTROLE = "abc\x1b[2K\rSUSPECT\u202edcba"   # efface la ligne, revient au début, retourne le texte

RENDUS = {"json_profond": json_profond, "expression_profonde": expression_profonde,
          "dossiers_imbriques": dossiers_imbriques, "regex_piege": regex_piege, "creux": creux}
