"""Pour chaque leçon : cellules de code, mots de prose, durée annoncée et durée estimée.

    .venv/bin/python outils/compter_lecons.py

Les mots de prose sont ceux des cellules Markdown de la source jupytext (`notebooks/NN_*.py`),
tableaux et encadrés compris, sans la syntaxe Markdown. L'estimation, grossière mais la même pour
toutes les leçons : 150 mots lus par minute (une prose technique, lue en suivant le code) et
2 minutes par cellule de code (l'exécuter, lire sa sortie, la relier à la prose).
"""

from __future__ import annotations

import re
from pathlib import Path

RACINE = Path(__file__).resolve().parent.parent
DUREE = re.compile(r"Durée estimée\W*:\s*(?:environ\s+)?([^.*(\n]+)")
MOTS_PAR_MINUTE, MINUTES_PAR_CELLULE = 150, 2


def cellules(source: str) -> list[tuple[str, str]]:
    """(genre, texte) de chaque cellule d'une source `py:percent` : « markdown » ou « code »."""
    morceaux = re.split(r"^# %%(.*)$", source, flags=re.M)[1:]
    return [("markdown" if "[markdown]" in entete else "code", corps)
            for entete, corps in zip(morceaux[::2], morceaux[1::2], strict=True)]


def mots(markdown: str) -> int:
    """Les mots d'une cellule Markdown commentée (`# ` en tête de ligne), sans la syntaxe."""
    texte = re.sub(r"^# ?", "", markdown, flags=re.M)
    texte = re.sub(r"<[^>]+>|[`*#>|_\\[\]()-]", " ", texte)
    return len(re.findall(r"\w[\w'’.,]*", texte))


def compter(chemin: Path) -> dict:
    source = chemin.read_text(encoding="utf-8")
    tout = cellules(source)
    code = sum(genre == "code" for genre, _ in tout)
    prose = sum(mots(texte) for genre, texte in tout if genre == "markdown")
    annoncee = DUREE.search(source[:1500])
    return {"lecon": chemin.stem, "code": code, "mots": prose,
            "annoncee": annoncee.group(1).strip() if annoncee else "—",
            "estimee": round(prose / MOTS_PAR_MINUTE + MINUTES_PAR_CELLULE * code)}


def main() -> None:
    print(f"{'leçon':<42}{'code':>5}{'mots':>7}  {'estimée':>8}  annoncée")
    for chemin in sorted((RACINE / "notebooks").glob("[0-9]*.py")):
        c = compter(chemin)
        print(f"{c['lecon']:<42}{c['code']:>5}{c['mots']:>7}  {c['estimee']:>5} min  {c['annoncee']}")


if __name__ == "__main__":
    main()
