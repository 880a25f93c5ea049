"""Écrire les résultats (JSON, CSV) et les mettre en forme (nombres à la française, tableaux).

    >>> entier_fr(2787571), decimal_fr(0.9878 * 100, 1, " %")
    ('2 787 571', '98,8 %')
"""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path


def entier_fr(n: float) -> str:
    """Un entier avec des espaces entre les milliers : `entier_fr(28680)` -> '28 680'."""
    return f"{round(n):,}".replace(",", " ")


def decimal_fr(x: float, chiffres: int = 1, suffixe: str = "") -> str:
    """Un décimal avec une virgule : `decimal_fr(1.0348, 2, " $")` -> '1,03 $'."""
    return f"{x:,.{chiffres}f}".replace(",", " ").replace(".", ",") + suffixe


def _ecrire(path: Path, texte: str) -> None:
    """Écrit via un temporaire puis un renommage : jamais de fichier à moitié écrit."""
    path.parent.mkdir(parents=True, exist_ok=True)
    temporaire = path.with_name(path.name + ".tmp")
    temporaire.write_text(texte, encoding="utf-8")
    temporaire.replace(path)


def ecrire_json(path: Path, donnees: object) -> None:
    """Écrit `donnees` en JSON lisible (UTF-8, accents conservés)."""
    _ecrire(Path(path), json.dumps(donnees, ensure_ascii=False, indent=2) + "\n")


def ecrire_csv(path: Path, lignes: list[dict]) -> None:
    """Écrit une liste de dicts en CSV (colonnes : toutes les clés, dans l'ordre où elles paraissent)."""
    tampon = io.StringIO()
    if lignes:
        colonnes = list(dict.fromkeys(k for ligne in lignes for k in ligne))
        ecrivain = csv.DictWriter(tampon, fieldnames=colonnes, lineterminator="\n")
        ecrivain.writeheader()
        ecrivain.writerows(lignes)
    _ecrire(Path(path), tampon.getvalue())


def markdown(entetes: list[str], lignes: list[list[str]]) -> str:
    """Un tableau Markdown : `markdown(["a"], [["1"]])` -> '| a |\\n| --- |\\n| 1 |'."""
    rangs = [entetes, ["---"] * len(entetes), *lignes]
    return "\n".join("| " + " | ".join(r) + " |" for r in rangs)


def texte_brut(entetes: list[str], lignes: list[list[str]]) -> str:
    """Le même tableau aligné pour le terminal (première colonne à gauche, les autres à droite)."""
    largeurs = [max(len(r[i]) for r in [entetes, *lignes]) for i in range(len(entetes))]

    def rang(r: list[str]) -> str:
        return "  ".join(c.ljust(w) if i == 0 else c.rjust(w)
                         for i, (c, w) in enumerate(zip(r, largeurs, strict=True)))

    return "\n".join([rang(entetes), *(rang(r) for r in lignes)])
