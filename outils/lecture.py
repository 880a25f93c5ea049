"""Ce qu'il faut lire pour comprendre une fonction publique de `contexte`, mesuré depuis les imports.

Deux mesures, toutes deux calculées sur le code (module `ast`, rien n'est importé) :

- **par fichier** : le fichier qui définit le nom, plus les fichiers de `contexte` qu'il importe,
  transitivement (un import différé dans une fonction compte aussi) ;
- **par nom** : on part de la définition (fonction, classe, ou une méthode publique d'une classe)
  et on suit les noms qu'elle utilise vraiment : un nom importé d'un autre module de `contexte`
  mène à sa définition là-bas (une classe étrangère : la classe entière), un nom du même module à
  sa définition, `self.methode` à la méthode de la classe ; une méthode publique emporte aussi les
  aides privées de sa classe (`_aide` : elles peuvent être appelées par `getattr`), pas ses
  méthodes spéciales (`__init__` se lit avec la classe entière).
  Les annotations de type ne comptent pas (elles ne s'exécutent pas).

La règle du projet (issue 27) : au plus quatre fichiers de `contexte` derrière toute fonction
publique ; `tests/test_paquet.py` la vérifie par nom, sur chaque fonction et chaque méthode
publique (une classe entière peut en demander plus : `MemoireLongTerme` relie le magasin, la règle,
le rappel et l'extraction ; la table ci-dessous le montre).

    $ .venv/bin/python outils/lecture.py            # la table du README (fichiers, lignes)
    $ .venv/bin/python outils/lecture.py --tout     # chaque nom public, par nom
    $ .venv/bin/python outils/lecture.py --racine /tmp/avant   # un autre état du dépôt
"""

from __future__ import annotations

import ast
import sys
from dataclasses import dataclass, field
from pathlib import Path

RACINE = Path(__file__).resolve().parent.parent
SUIVIS = ("compacter_historique", "Session", "RollingSummary", "MemoireLongTerme", "OutilMemoire",
          "ouvrir_stockage")


@dataclass
class Module:
    """Un module du paquet : ses définitions de premier niveau, ses imports, ses lignes."""

    nom: str
    lignes: int
    definitions: dict[str, ast.AST] = field(default_factory=dict)
    importes: dict[str, tuple[str, str | None]] = field(default_factory=dict)  # local -> (module, nom)
    dependances: set[str] = field(default_factory=set)  # modules du paquet importés (n'importe où)


def _absolu(module: str, niveau: int, cible: str | None) -> str:
    if not niveau:
        return cible or ""
    base = module.split(".")[:-niveau]
    return ".".join([*base, *([cible] if cible else [])])


def lire_paquet(sources: dict[str, str]) -> dict[str, Module]:
    """{nom de module: Module} depuis {nom de module: texte source} (un graphe fait main marche aussi)."""
    modules = {}
    for nom, texte in sources.items():
        arbre = ast.parse(texte)
        m = Module(nom, len(texte.splitlines()))
        for noeud in arbre.body:
            if isinstance(noeud, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                m.definitions[noeud.name] = noeud
            elif isinstance(noeud, (ast.Assign, ast.AnnAssign)):
                cibles = noeud.targets if isinstance(noeud, ast.Assign) else [noeud.target]
                for c in cibles:
                    if isinstance(c, ast.Name):
                        m.definitions[c.id] = noeud
        for noeud in ast.walk(arbre):
            if isinstance(noeud, ast.ImportFrom):
                source = _absolu(nom, noeud.level, noeud.module)
                for alias in noeud.names:
                    sous = f"{source}.{alias.name}"
                    if sous in sources:  # `from . import disque` : un module
                        m.importes[alias.asname or alias.name] = (sous, None)
                        m.dependances.add(sous)
                    elif source in sources:
                        m.importes[alias.asname or alias.name] = (source, alias.name)
                        m.dependances.add(source)
            elif isinstance(noeud, ast.Import):
                for alias in noeud.names:
                    if alias.name in sources:
                        m.importes[alias.asname or alias.name] = (alias.name, None)
                        m.dependances.add(alias.name)
        m.dependances.discard(nom)
        modules[nom] = m
    return modules


def charger(paquet: str = "contexte", racine: Path = RACINE) -> dict[str, Module]:
    """Le paquet sur disque (sans `__init__.py`, qui ne fait que ré-exporter, ni `conftest.py`)."""
    sources = {f"{paquet}.{f.stem}": f.read_text(encoding="utf-8")
               for f in sorted((racine / paquet).glob("*.py"))
               if f.name not in ("__init__.py", "conftest.py")}
    return lire_paquet(sources)


def par_fichier(modules: dict[str, Module], module: str) -> set[str]:
    """Le module et tous ceux du paquet qu'il importe, transitivement."""
    vus, pile = set(), [module]
    while pile:
        n = pile.pop()
        if n not in vus:
            vus.add(n)
            pile.extend(modules[n].dependances)
    return vus


def _noms_utilises(noeud: ast.AST) -> tuple[set[str], set[str]]:
    """(noms lus, attributs lus sur `self`) dans un nœud, annotations exclues."""
    noms, de_self = set(), set()
    pile = [noeud]
    while pile:
        n = pile.pop()
        if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)):
            a = n.args
            pile += [*n.decorator_list, *a.defaults, *(d for d in a.kw_defaults if d), *n.body]
            continue
        if isinstance(n, ast.ClassDef):
            pile += [*n.bases, *n.decorator_list, *n.body]
            continue
        if isinstance(n, ast.AnnAssign):
            pile += [n.value] if n.value else []
            continue
        if isinstance(n, ast.Name):
            noms.add(n.id)
        elif isinstance(n, ast.Attribute) and isinstance(n.value, ast.Name) and n.value.id == "self":
            de_self.add(n.attr)
        pile.extend(ast.iter_child_nodes(n))
    return noms, de_self


def _privee(nom: str) -> bool:
    """`_aide` est une aide privée de la classe ; `__init__`, `__repr__`… non."""
    return nom.startswith("_") and not (nom.startswith("__") and nom.endswith("__"))


def _methodes(classe: ast.ClassDef) -> dict[str, ast.AST]:
    return {n.name: n for n in classe.body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))}


def par_nom(modules: dict[str, Module], module: str, nom: str, methode: str | None = None) -> set[str]:
    """Les modules à lire pour `module.nom` (ou sa méthode `methode`), en suivant les noms utilisés."""
    fichiers: set[str] = set()
    vus: set[tuple[str, str, str | None]] = set()
    pile: list[tuple[str, str, str | None]] = [(module, nom, methode)]
    while pile:
        cle = pile.pop()
        if cle in vus:
            continue
        vus.add(cle)
        mod, n, meth = cle
        m = modules[mod]
        if n in m.importes and n not in m.definitions:  # un nom ré-exporté : sa vraie maison
            source, original = m.importes[n]
            if original is not None:
                pile.append((source, original, meth))
            continue
        definition = m.definitions.get(n)
        if definition is None:
            continue
        fichiers.add(mod)
        if isinstance(definition, ast.ClassDef) and meth is not None:
            methodes = _methodes(definition)
            parties = [methodes[meth]] if meth in methodes else []
            parties += [v for k, v in methodes.items() if _privee(k) and k != meth]
            parties += list(definition.bases)
        else:
            parties = [definition]
            methodes = _methodes(definition) if isinstance(definition, ast.ClassDef) else {}
        for partie in parties:
            noms, de_self = _noms_utilises(partie)
            for x in noms:
                if x in m.definitions:
                    pile.append((mod, x, None))
                elif x in m.importes:
                    source, original = m.importes[x]
                    if original is not None:
                        pile.append((source, original, None))
            for x in de_self & set(methodes):
                pile.append((mod, n, x))
    return fichiers


def publics(modules: dict[str, Module]) -> list[tuple[str, str, str | None]]:
    """(module, nom, méthode ou None) de chaque fonction, classe et méthode publique du paquet."""
    sortie = []
    for mod, m in modules.items():
        for n, d in m.definitions.items():
            if n.startswith("_") or not isinstance(d, (ast.FunctionDef, ast.AsyncFunctionDef,
                                                       ast.ClassDef)):
                continue
            sortie.append((mod, n, None))
            if isinstance(d, ast.ClassDef):
                sortie += [(mod, n, k) for k in _methodes(d) if not k.startswith("_")]
    return sortie


def lignes(modules: dict[str, Module], noms: set[str]) -> int:
    return sum(modules[n].lignes for n in noms)


def maison(modules: dict[str, Module], nom: str) -> str:
    return next(mod for mod, m in modules.items() if nom in m.definitions)


def main() -> None:
    racine = Path(sys.argv[sys.argv.index("--racine") + 1]) if "--racine" in sys.argv else RACINE
    modules = charger(racine=racine)
    print(f"{'nom':<22} {'par fichier':>18} {'par nom (classe entière)':>26} {'pire méthode':>14}")
    for nom in SUIVIS:
        mod = maison(modules, nom)
        f, n = par_fichier(modules, mod), par_nom(modules, mod, nom)
        methodes = [par_nom(modules, mod, nom, k) for (md, x, k) in publics(modules)
                    if md == mod and x == nom and k]
        pire = max((len(s) for s in methodes), default=len(n))
        print(f"{nom:<22} {len(f):>3} fichiers {lignes(modules, f):>5} l. "
              f"{len(n):>6} fichiers {lignes(modules, n):>6} l. {pire:>8} fichiers")
    for paquet in ("contexte", "cours"):
        fichiers = sorted((racine / paquet).glob("*.py"))
        total = sum(len(f.read_text(encoding="utf-8").splitlines()) for f in fichiers)
        print(f"paquet {paquet} : {len(fichiers)} fichiers .py, {total} lignes")
    if "--tout" in sys.argv:
        for mod, nom, meth in publics(modules):
            s = par_nom(modules, mod, nom, meth)
            print(f"{len(s)}  {mod}.{nom}{'.' + meth if meth else ''}  {sorted(s)}")


if __name__ == "__main__":
    main()
