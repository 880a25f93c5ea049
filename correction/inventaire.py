"""Ce qu'un dossier de rendus contient, avant de rien exécuter : qui a rendu quoi, et où.

- chaque entrée du dossier a une ligne (dossier, dossier vide, lien symbolique, fichier isolé) ;
- un fichier au nom presque juste (`ex8_compression (1).py`, `Ex1_Compression.py`,
  `exercises/ex8_compression.py`) est trouvé, noté, et signalé ;
- une réponse écrite dans le notebook de l'exercice (le .py laissé tel quel) est reprise : ses
  `def`, `class` et `import` de premier niveau sont ajoutés à la fin du fichier noté.

Rien ici n'exécute le code de l'élève : on lit du texte (ast.parse, json).

    trouver_fichier(Path("rendus/alice"), exercice("ex8"))   # -> Trouve(chemin, remarque)
"""

from __future__ import annotations

import ast
import json
import re
from dataclasses import dataclass
from pathlib import Path

from .exercices import RACINE, Exercice

IGNORES = ("notes.csv", "notes_moodle.csv")  # fichiers écrits par la correction
TAILLE_MAX = 2 * 1024 * 1024


@dataclass
class Entree:
    """Une entrée du dossier de rendus ; `raison` non vide : rien à noter, et pourquoi."""

    chemin: Path
    raison: str = ""


def inventorier(dossier: Path) -> list[Entree]:
    """Toutes les entrées (ni cachées, ni « _… », ni les fichiers écrits par la correction)."""
    entrees = []
    for chemin in sorted(dossier.iterdir()):
        if chemin.name.startswith((".", "_")):
            continue
        if chemin.name in IGNORES and not chemin.is_dir():
            continue
        if chemin.name in IGNORES:
            raison = (f"dossier nommé comme le fichier des notes ({chemin.name}) : renommez-le ; "
                      "les notes sont écrites à côté, sous un autre nom")
        elif chemin.is_symlink():
            raison = ("lien symbolique : non suivi (la correction ne lit que de vrais dossiers ; "
                      "copiez le dossier lui-même)")
        elif chemin.is_dir():
            raison = "" if any(p.name != "retour.md" for p in chemin.iterdir()) else "dossier vide"
        elif chemin.suffix.lower() in (".csv",):
            continue  # la liste des élèves, un export…
        else:
            raison = ("fichier isolé, pas un dossier d'élève (une archive à extraire ?)")
        entrees.append(Entree(chemin, raison))
    return entrees


def _cle(nom: str) -> str:
    """Le nom réduit à l'essentiel : `Ex1_Compression (1).py` -> `ex1compression`."""
    nom = nom.lower()
    for fin in (".txt", ".py", ".ipynb"):
        nom = nom.removesuffix(fin)
    nom = re.sub(r"\s*\(\d+\)$|\s*-\s*(copie|copy)( \d+)?$|[ _](copie|copy)$", "", nom)
    nom = re.sub(r"^(copie de |copy of )", "", nom)
    return re.sub(r"[^a-z0-9]", "", nom)


@dataclass
class Trouve:
    chemin: Path | None   # le fichier à noter (None : rien)
    remarque: str = ""    # ce qu'on dit à l'élève (nom presque juste…)


def trouver_fichier(rendu: Path, ex: Exercice) -> Trouve:
    """Le fichier de l'exercice : le nom exact, sinon un nom presque juste (signalé)."""
    exact = rendu / ex.fichier
    if exact.is_file() and not exact.is_symlink():
        return Trouve(exact)
    candidats = [p for p in sorted(rendu.rglob("*"))
                 if p.suffix.lower() in (".py", ".txt") and p.is_file() and not p.is_symlink()
                 and len(p.relative_to(rendu).parts) <= 3 and _cle(p.name) == _cle(ex.fichier)]
    if not candidats:
        return Trouve(None)
    choisi = candidats[0]
    relatif = choisi.relative_to(rendu).as_posix()
    autres = f" (et {len(candidats) - 1} autre(s) du même genre, ignorés)" if len(candidats) > 1 else ""
    return Trouve(choisi, f"fichier trouvé sous le nom « {relatif} »{autres} : noté quand même, "
                          f"mais nommez-le exactement {ex.fichier}, à la racine de votre dossier.")


def _enonce(ex: Exercice) -> str:
    chemin = RACINE / "exercises" / ex.fichier
    return chemin.read_text(encoding="utf-8") if chemin.is_file() else ""


def code_du_notebook(rendu: Path, ex: Exercice) -> tuple[str, list[str]]:
    """Les `def`/`class`/`import` de premier niveau des cellules du notebook de l'exercice.

    Renvoie (code, noms définis) ; ("", []) si le notebook manque, est illisible ou ne définit
    aucune des fonctions de l'énoncé.
    """
    chemin = rendu / f"{ex.module}.ipynb"
    if not chemin.is_file() or chemin.is_symlink() or chemin.stat().st_size > TAILLE_MAX:
        return "", []
    try:
        cellules = json.loads(chemin.read_text(encoding="utf-8")).get("cells", [])
        attendus = {n.name for n in ast.parse(_enonce(ex)).body
                    if isinstance(n, (ast.FunctionDef, ast.ClassDef))}
    except (ValueError, SyntaxError, AttributeError, RecursionError, MemoryError):
        return "", []
    morceaux, noms = [], []
    for cellule in cellules if isinstance(cellules, list) else []:
        if not isinstance(cellule, dict) or cellule.get("cell_type") != "code":
            continue
        source = cellule.get("source", "")
        source = "".join(source) if isinstance(source, list) else str(source)
        lignes = [ligne for ligne in source.splitlines() if not ligne.lstrip().startswith(("%", "!"))]
        texte = "\n".join(lignes)
        try:
            arbre = ast.parse(texte)
        except (SyntaxError, ValueError, RecursionError, MemoryError):
            continue
        for noeud in arbre.body:
            if isinstance(noeud, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                noms.append(noeud.name)
            elif not isinstance(noeud, (ast.Import, ast.ImportFrom)) or (
                    isinstance(noeud, ast.ImportFrom) and noeud.module == "__future__"):
                continue
            importe = ([a.name for a in noeud.names] if isinstance(noeud, ast.Import)
                       else [getattr(noeud, "module", None) or ""])
            if any(re.match(r"ex\d+_", nom) for nom in importe):
                continue  # `import ex5_fenetre_budget` : le fichier lui-même
            morceaux.append(ast.get_source_segment(texte, noeud) or "")
    if not attendus.intersection(noms):
        return "", []
    return "\n\n".join(morceaux) + "\n", sorted(attendus.intersection(noms))


def enonce_intact(fichier: Path, ex: Exercice) -> bool:
    """Vrai si le fichier de l'élève est encore exactement l'énoncé (rien n'y a été écrit)."""
    try:
        return fichier.read_text(encoding="utf-8").strip() == _enonce(ex).strip()
    except (OSError, UnicodeDecodeError):
        return False
