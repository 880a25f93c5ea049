"""Ce qu'un retour ne doit jamais citer : les entrées des tests cachés.

Les cas cachés (`tests/exercices/attaques_*.py`, absents de la copie des élèves) restent
secrets : un élève qui affiche ses arguments, ou un test dont le message d'échec les énumère, ne
doit pas les retrouver dans `retour.md`. `masquer` remplace toute ligne qui en cite un (tel
quel, ou sous sa forme `repr`/`ascii`) par une ligne qui le dit. Les entrées : les constantes
de texte de ces fichiers qui ressemblent à un chemin (elles contiennent « / » ou « \\ »), lues
par leur arbre syntaxique, sans rien exécuter, moins celles que citent les tests visibles ou les
énoncés ; pour les scénarios cachés du projet (`attaques_projet.py`), les morceaux fixes de chaque
phrase (ce qui entoure `{v}`), d'au moins LONGUEUR_PHRASE caractères et trois mots.

    >>> masquer("VU '/memories/x'", frozenset({"/memories/x"}))
    '[ligne masquée : elle cite une entrée d’un test caché]'
    >>> masquer("rien de secret", frozenset({"/memories/x"}))
    'rien de secret'

Limite : une entrée affichée autrement (caractère par caractère, encodée) passe ; le but est
qu'un retour n'en cite aucune par accident ou par un simple `print`.
"""

from __future__ import annotations

import ast
import functools
import re

from .exercices import DOSSIER_TESTS, RACINE

MASQUE = "[ligne masquée : elle cite une entrée d’un test caché]"
LONGUEUR_MIN = 4
LONGUEUR_PHRASE = 24   # et trois mots : plus court (« What is the name of ») est banal


@functools.cache
def entrees_cachees() -> frozenset[str]:
    """Les entrées des tests cachés présents ici (aucune dans la copie des élèves)."""
    trouvees: set[str] = set()
    for fichier in sorted(DOSSIER_TESTS.glob("attaques_*.py")):
        try:
            arbre = ast.parse(fichier.read_text(encoding="utf-8"))
        except (OSError, SyntaxError, ValueError):
            continue
        docstrings = {id(n.body[0].value) for n in ast.walk(arbre)
                      if isinstance(n, (ast.Module, ast.FunctionDef, ast.ClassDef)) and n.body
                      and isinstance(n.body[0], ast.Expr)
                      and isinstance(n.body[0].value, ast.Constant)}
        phrases = fichier.name.startswith("attaques_projet")
        for noeud in ast.walk(arbre):
            if not (isinstance(noeud, ast.Constant) and isinstance(noeud.value, str)
                    and id(noeud) not in docstrings):
                continue
            if phrases:   # les phrases des scénarios cachés du projet, morceaux fixes des modèles
                morceaux = [m.strip() for m in re.split(r"\{[^{}]*\}", noeud.value)]
                trouvees |= {m for m in morceaux if len(m) >= LONGUEUR_PHRASE and m.count(" ") >= 2}
            elif len(noeud.value) >= LONGUEUR_MIN and ("/" in noeud.value or "\\" in noeud.value):
                texte = noeud.value
                trouvees |= {texte, repr(texte)[1:-1], ascii(texte)[1:-1]}
    visible = _textes_visibles()   # « /memories » est dans l'énoncé : il n'a rien de caché
    return frozenset(e for e in trouvees if e not in visible)


def _textes_visibles() -> str:
    """Ce que l'élève a de toute façon : les tests visibles et les énoncés."""
    morceaux = []
    for fichier in [*DOSSIER_TESTS.glob("test_*.py"), *(RACINE / "exercises").glob("*.py")]:
        try:
            morceaux.append(fichier.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            pass
    return "\n".join(morceaux)


def masquer(texte: str, entrees: frozenset[str] | None = None) -> str:
    """`texte`, chaque ligne qui cite une entrée cachée remplacée par MASQUE."""
    entrees = entrees_cachees() if entrees is None else entrees
    if not entrees or not texte:
        return texte
    return "\n".join(MASQUE if any(e in ligne for e in entrees) else ligne
                     for ligne in texte.split("\n"))
