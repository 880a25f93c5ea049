"""Ce qu'un élève voit dans JupyterLab : chaque leçon relancée en entier dans Chromium.

Pour chaque leçon présente (`notebooks/NN_*.ipynb`) : redémarrer le noyau et tout exécuter,
faire défiler, puis échouer sur une erreur dans une cellule non étiquetée `raises-exception`, une
cellule que l'exécution n'a pas atteinte, une image qui ne se charge pas, des maths rendues dans
une cellule markdown non étiquetée `formule`, un widget qui ne s'affiche pas, un lien vers un
fichier absent ou hors de la racine. Une capture par leçon : captures/NN_nom.png.
Un exercice aussi : sa cellule de vérification tourne et parle français.

    make test-navigateur      # ou : .venv/bin/python -m pytest -q tests/navigateur
"""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import nbformat
import pytest
from gestes_lab import LECONS, RACINE

_spec = importlib.util.spec_from_file_location("generer", RACINE / "outils" / "generer_exercices.py")
generer = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(generer)

# La sortie enregistrée d'une cellule widget (règle vérifiée par tests/test_notebooks_rendu.py).
ATTENTE_WIDGET = "exécutez la cellule"
REPR_WIDGET = re.compile(r"^\s*(VBox|HBox|Box|GridBox|IntSlider|FloatSlider|Output|interactive|Tab)\(")


def cellules_du_fichier(chemin: Path) -> list[tuple[set[str], bool]]:
    """(étiquettes, est un widget) de chaque cellule, lus dans le fichier : le DOM ne les montre pas."""
    nb = nbformat.read(chemin, as_version=4)

    def widget(c) -> bool:
        return any(ATTENTE_WIDGET in str(o.get("data", {}).get("text/plain", ""))
                   for o in c.get("outputs", ()))

    return [(set(c.metadata.get("tags", [])), widget(c)) for c in nb.cells]


def problemes(cellules: list[dict], fichier: list[tuple[set[str], bool]]) -> list[str]:
    """Tout ce qu'un élève verrait de travers, une ligne par problème (vide : tout va bien)."""
    dits: list[str] = []
    if len(cellules) != len(fichier):
        return [f"{len(cellules)} cellules affichées pour {len(fichier)} dans le fichier"]
    for i, (c, (tags, widget)) in enumerate(zip(cellules, fichier, strict=True), start=1):
        ou = f"cellule {i}"
        if c["type"] == "code" and not re.fullmatch(r"\s*\[\d+\]:\s*", c["invite"]):
            dits.append(f"{ou} : pas exécutée (invite {c['invite'].strip()!r}), l'exécution s'est arrêtée")
        if c["erreurs"] and "raises-exception" not in tags:
            dits.append(f"{ou} : erreur sans l'étiquette raises-exception : {c['erreurs'][0][:300]}")
        if any(REPR_WIDGET.match(s) for s in c["sorties_texte"]) or c["erreur_widget"]:
            dits.append(f"{ou} : un widget s'affiche en texte : {c['sorties_texte'][:1]}")
        if widget and not c["widgets"]:
            dits.append(f"{ou} : le widget ne s'affiche pas après exécution")
        if c.get("widget_vivant") is False:
            dits.append(f"{ou} : le widget ne suit pas le curseur (sa sortie ne change pas)")
        if widget and c["sorties_texte"]:
            dits.append(f"{ou} : une sortie en plus du widget (une seule table, la vivante) : "
                        f"{c['sorties_texte'][0][:200]}")
        if c["maths"] and "formule" not in tags:
            dits.append(f"{ou} : {c['maths']} formule(s) MathJax dans la prose (écrivez \\\\$ ou dollars)")
        dits += [f"{ou} : image non chargée : {im['alt'] or im['src']}" for im in c["images"] if not im["ok"]]
        dits += [f"{ou} : lien vers un fichier absent ou hors de la racine : {h}" for h in c["liens_casses"]]
    return dits


@pytest.mark.parametrize("lecon", LECONS, ids=lambda p: p.stem)
def test_lecon_dans_le_navigateur(passages, lecon):
    """Redémarrer, tout exécuter, faire défiler : rien de cassé à l'écran."""
    cellules = passages[lecon.stem]
    if isinstance(cellules, BaseException):
        raise cellules
    dits = problemes(cellules, cellules_du_fichier(lecon))
    assert not dits, (f"{lecon.name} dans JupyterLab (capture : captures/{lecon.stem}.png) :\n"
                      + "\n".join(dits))


def test_exercice_verifie_dans_le_navigateur(passages):
    """La cellule de vérification d'un exercice répond, en français, sans trace de pytest.

    Sur l'énoncé intact : 0/10 et l'indice. Dans la copie d'un élève qui a répondu, seule la forme
    est vérifiée (sa note ne fait pas échouer le test).
    """
    texte = passages["exercice"]
    if isinstance(texte, BaseException):
        raise texte
    assert re.search(r"^Exercice 8 — Mesurer la compression : \d+/10 points$", texte, re.M), texte
    fichier, corrige = (RACINE / d / "ex8_compression.py" for d in ("exercises", "solutions"))
    if corrige.exists() and fichier.read_text(encoding="utf-8") == generer.retirer_solutions(
            corrige.read_text(encoding="utf-8")):
        assert "Exercice 8 — Mesurer la compression : 0/10 points" in texte, texte
        assert "fonction pas encore écrite : À faire" in texte, texte
    for interdit in ("Use -v", " at 0x", "Traceback", "AssertionError", "assert ", "where "):
        assert interdit not in texte, f"{interdit!r} dans le retour de verifier :\n{texte}"
