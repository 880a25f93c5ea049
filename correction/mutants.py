"""Générer des mauvaises réponses plausibles (mutants) à partir des corrigés, et mesurer combien
les tests notés en attrapent : `python -m correction.mutants` (ou `make mutants`).

Un mutant est le corrigé avec *une* mutation de son arbre syntaxique (ast), dans un bloc
`### BEGIN SOLUTION` (ce que l'élève écrit) : comparaison inversée ou élargie (`<` ↔ `<=`,
`==` ↔ `!=`, `in` ↔ `not in`), constante entière ± 1, `and` ↔ `or`, `+` ↔ `-`, `not` retiré,
`return x` devenu `return None`, garde `if … : return`/`raise` supprimée, appel oublié
(`os.fsync(fd)`), `raise` supprimé, argument nommé oublié (`dir=`). Pris sur *tous* les exercices de
`correction.exercices` (un exercice ajouté est pris sans rien faire), tirés au hasard avec une
graine fixe au-delà de `--max` par exercice. Chaque mutant est noté par la vraie correction
(sans bac à sable : c'est notre propre code). Tué = au moins un point perdu.

Un survivant est soit un trou dans les tests (à renforcer), soit un mutant *équivalent* (même
comportement que le corrigé) : ceux-là sont listés dans EQUIVALENTS, avec pourquoi.

    $ python -m correction.mutants --max 40 -j 2
    ex1   31/33 tués (94 %) …
"""

from __future__ import annotations

import argparse
import ast
import copy
import random
import sys
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from .exercices import EXERCICES, SOLUTIONS, Exercice

COMPARAISONS = {ast.Lt: ast.LtE, ast.LtE: ast.Lt, ast.Gt: ast.GtE, ast.GtE: ast.Gt,
                ast.Eq: ast.NotEq, ast.NotEq: ast.Eq, ast.In: ast.NotIn, ast.NotIn: ast.In,
                ast.Is: ast.IsNot, ast.IsNot: ast.Is}
OPERATIONS = {ast.Add: ast.Sub, ast.Sub: ast.Add, ast.FloorDiv: ast.Div, ast.Div: ast.FloorDiv}
# Mutants qui se comportent exactement comme le corrigé : (exercice, ligne du corrigé, mutation)
# -> pourquoi. Un survivant listé ici ne compte pas dans le score.
EQUIVALENTS: dict[tuple[str, str], str] = {
    # (exercice, ligne mutée telle que l'écrit ast.unparse) -> pourquoi elle ne change rien
    ("ex1", "return json.loads(json.dumps(blocs))"):
        "loads(dumps(x)) rend la même valeur, accents échappés ou non",
    ("ex1", "champs = sorted(part.model_dump())"):
        "ne change que la liste de champs du message d'erreur ; l'énoncé demande une ValueError "
        "en français, pas cette liste",
    ("ex2", "fd, tmp = tempfile.mkstemp(dir=chemin.parent, suffix='.tmp')"):
        "le nom du temporaire (caché ou non) n'est pas demandé : unique, dans le même dossier",
    ("ex2", "fd, tmp = tempfile.mkstemp(dir=chemin.parent, prefix=f'.{chemin.name}.')"): "idem",
    ("ex2", "with os.fdopen(fd, 'w') as f:"):
        "la correction tourne en C.UTF-8 (et Python ≥ 3.7 passe en UTF-8 sous la locale C) : "
        "l'encodage par défaut y est UTF-8",
    ("ex4", "for requete, sortie in zip(requetes, sorties):"):
        "les longueurs sont vérifiées juste avant (code de l'énoncé) : strict= ne peut plus lever",
    # ex8 : les deux boucles qui « corrigent l'arrondi des flottants » ne tournent jamais quand
    # ceil(surcoût / économie) est exact ; leurs mutations ne changent le résultat qu'à un
    # arrondi près (1 ulp), ou pas du tout (la seconde boucle rattrape la première).
    ("ex8", "m = max(1, math.ceil(surcout // economie))"): "la seconde boucle remonte m",
    ("ex8", "m = max(2, math.ceil(surcout / economie))"): "la première boucle redescend à 1",
    ("ex8", "while m > 1 and (m - 1) * economie > surcout:"): "arrondi seulement",
    ("ex8", "while m > 1 and (m + 1) * economie >= surcout:"): "redescend à 1, la suivante remonte",
    ("ex8", "while m > 1 and (m - 0) * economie >= surcout:"): "redescend à 1, la suivante remonte",
    ("ex8", "while m > 1 and (m - 2) * economie >= surcout:"): "arrondi seulement",
    ("ex8", "while m > 2 and (m - 1) * economie >= surcout:"): "arrondi seulement",
    ("ex8", "m -= 2"): "arrondi seulement ; la seconde boucle remonte",
    ("ex8", "m -= 0"): "arrondi seulement",
    ("ex8", "m += 2"): "arrondi seulement",
    ("ex8", "m += 0"): "arrondi seulement",
    # ex10 : toute conversation commence par un message user, début sûr : la recherche du
    # début de l'échange en cours le trouve toujours avant d'atteindre l'indice 0 ou sa valeur
    # par défaut.
    ("ex10", "fin = next((i for i in range(len(messages) - 1, -1, -1) if debut_sur(messages[i])), 1)"):
        "valeur par défaut jamais utilisée",
    ("ex10", "fin = next((i for i in range(len(messages) - 1, -1, -1) if debut_sur(messages[i])), -1)"):
        "valeur par défaut jamais utilisée",
    ("ex10", "fin = next((i for i in range(len(messages) - 1, -2, -1) if debut_sur(messages[i])), 0)"):
        "l'indice -1 n'est atteint que si aucun message n'est un début sûr",
    ("ex10", "fin = next((i for i in range(len(messages) - 1, -0, -1) if debut_sur(messages[i])), 0)"):
        "sans l'indice 0, la valeur par défaut vaut 0 : le même résultat",
    # Ce bloc n'est cherché qu'en pleine boucle : le dernier message porte alors un tool_use
    # (assistant) ou un tool_result (user), jamais un début sûr ; le sauter ne change rien.
    ("ex10", "fin = next((i for i in range(len(messages) - 2, -1, -1) if debut_sur(messages[i])), 0)"):
        "en pleine boucle, le dernier message n'est jamais un début sûr",
    ("ex13", "return fichier.read_text()"):
        "même raison que l'ex2 : la correction tourne en C.UTF-8, l'encodage par défaut y est "
        "UTF-8 (la consigne demande UTF-8 ; aucun test ne peut changer la locale de l'élève)",
}


@dataclass(frozen=True)
class Mutant:
    ident: str        # exercice
    ligne: int        # dans le corrigé
    texte: str        # la ligne du corrigé, sans blancs autour
    mutation: str     # « < → <= », « 0 → 1 »…
    source: str       # le fichier muté entier
    numero: int = 0   # rang parmi les mutants de l'exercice
    apres: str = ""   # la ligne mutée (telle que l'écrit ast.unparse)

    @property
    def nom(self) -> str:
        return f"{self.ident}_m{self.numero:03d}"


def lignes_solution(source: str) -> set[int]:
    """Les numéros des lignes comprises dans un bloc ### BEGIN/END SOLUTION."""
    dedans, lignes = False, set()
    for numero, ligne in enumerate(source.splitlines(), start=1):
        texte = ligne.strip()
        if texte == "### BEGIN SOLUTION":
            dedans = True
        elif texte == "### END SOLUTION":
            dedans = False
        elif dedans:
            lignes.add(numero)
    return lignes


def _mutations(noeud: ast.AST) -> Iterator[tuple[str, ast.AST | None]]:
    """Les mutations d'un nœud : (description, nœud de remplacement ; None = supprimer)."""
    if isinstance(noeud, ast.Compare):
        for i, op in enumerate(noeud.ops):
            if type(op) in COMPARAISONS:
                neuf = copy.deepcopy(noeud)
                neuf.ops[i] = COMPARAISONS[type(op)]()
                yield f"{type(op).__name__} → {COMPARAISONS[type(op)].__name__}", neuf
    elif isinstance(noeud, ast.Constant) and type(noeud.value) is int:
        for delta in (1, -1):
            yield f"{noeud.value} → {noeud.value + delta}", ast.Constant(noeud.value + delta)
    elif isinstance(noeud, ast.BoolOp):
        autre = ast.Or() if isinstance(noeud.op, ast.And) else ast.And()
        yield f"{type(noeud.op).__name__} → {type(autre).__name__}", ast.BoolOp(autre, noeud.values)
    elif isinstance(noeud, ast.BinOp) and type(noeud.op) in OPERATIONS:
        autre = OPERATIONS[type(noeud.op)]()
        yield (f"{type(noeud.op).__name__} → {type(autre).__name__}",
               ast.BinOp(noeud.left, autre, noeud.right))
    elif isinstance(noeud, ast.UnaryOp) and isinstance(noeud.op, ast.Not):
        yield "not retiré", noeud.operand
    elif isinstance(noeud, ast.Return) and noeud.value is not None and not (
            isinstance(noeud.value, ast.Constant) and noeud.value.value is None):
        yield "return x → return None", ast.Return(None)
    elif isinstance(noeud, ast.If) and not noeud.orelse and len(noeud.body) == 1 and \
            isinstance(noeud.body[0], (ast.Return, ast.Raise, ast.Continue)):
        yield "garde supprimée", None
    elif isinstance(noeud, ast.Expr) and isinstance(noeud.value, ast.Call):
        yield "appel oublié", None          # os.fsync(…), f.flush(), self.compacter()…
    elif isinstance(noeud, ast.Raise):
        yield "raise supprimé", None
    if isinstance(noeud, ast.Call):
        for i, mot in enumerate(noeud.keywords):
            if mot.arg is not None:
                neuf = copy.deepcopy(noeud)
                del neuf.keywords[i]
                yield f"argument {mot.arg}= oublié", neuf


class _Remplacer(ast.NodeTransformer):
    def __init__(self, cible: ast.AST, par: ast.AST | None) -> None:
        self.cible, self.par = cible, par

    def visit(self, noeud: ast.AST) -> ast.AST | None:  # type: ignore[override]
        if noeud is self.cible:
            return self.par if self.par is not None else ast.Pass()
        return super().visit(noeud)


def generer(ex: Exercice) -> list[Mutant]:
    """Tous les mutants d'un exercice (sans doublon ni mutant identique au corrigé)."""
    source = (SOLUTIONS / ex.fichier).read_text(encoding="utf-8")
    lignes = source.splitlines()
    dans_solution = lignes_solution(source)
    arbre = ast.parse(source)
    origine = ast.unparse(arbre)
    vus, mutants = {origine}, []
    for noeud in ast.walk(arbre):
        ligne = getattr(noeud, "lineno", None)
        if ligne not in dans_solution:
            continue
        for description, par in _mutations(noeud):
            copie = copy.deepcopy(arbre)
            cible = next(n for n, m in zip(ast.walk(copie), ast.walk(arbre), strict=True)
                         if m is noeud)
            mute = ast.fix_missing_locations(_Remplacer(cible, par).visit(copie))
            texte = ast.unparse(mute)
            if texte in vus:
                continue
            vus.add(texte)
            apres = next((b.strip() for a, b in zip(origine.splitlines(), texte.splitlines(),
                                                    strict=False) if a != b), "(ligne retirée)")
            mutants.append(Mutant(ex.ident, ligne, lignes[ligne - 1].strip(), description, texte,
                                  len(mutants), apres))
    return mutants


def noter(mutants: list[Mutant], jobs: int, delai: float = 30) -> dict[Mutant, tuple[int, int, str]]:
    """Note chaque mutant par la vraie correction : {mutant: (points, sur, problème)}."""
    from .bac_a_sable import SANS_ISOLATION, Limites
    from .corriger import corriger

    resultats = {}
    with tempfile.TemporaryDirectory(prefix="mutants-") as d:
        par_nom = {}
        for m in mutants:
            (Path(d) / m.nom).mkdir(exist_ok=True)
            (Path(d) / m.nom / EXERCICES[m.ident].fichier).write_text(m.source, encoding="utf-8")
            par_nom[m.nom] = m
        idents = sorted({m.ident for m in mutants}, key=list(EXERCICES).index)
        for note in corriger(d, idents, Limites(delai=delai), jobs=jobs,
                             isolation=SANS_ISOLATION, afficher=False):
            m = par_nom[note.rendu]
            n = note.notes[m.ident]
            resultats[m] = (n.points, n.sur, n.probleme)
    return resultats


def main(argv: list[str] | None = None) -> int:
    parseur = argparse.ArgumentParser(prog="python -m correction.mutants")
    parseur.add_argument("--exercices", default=",".join(
        e.ident for e in EXERCICES.values() if e.mutants_generes))
    parseur.add_argument("--max", type=int, default=40, help="mutants tirés par exercice")
    parseur.add_argument("-j", "--jobs", type=int, default=2)
    parseur.add_argument("--seuil", type=float, default=0.9)
    options = parseur.parse_args(argv)
    hasard = random.Random(22)
    choisis: list[Mutant] = []
    for ident in options.exercices.split(","):
        tous = generer(EXERCICES[ident])
        choisis += tous if len(tous) <= options.max else hasard.sample(tous, options.max)
    resultats = noter(choisis, options.jobs)
    tues_total = comptes_total = 0
    for ident in options.exercices.split(","):
        siens = [m for m in choisis if m.ident == ident]
        equivalents = [m for m in siens if (m.ident, m.apres) in EQUIVALENTS]
        comptes = [m for m in siens if m not in equivalents]
        tues = [m for m in comptes if resultats[m][0] < resultats[m][1]]
        tues_total += len(tues)
        comptes_total += len(comptes)
        taux = f"{100 * len(tues) / len(comptes):.0f} %" if comptes else "—"
        print(f"{ident:5} {len(tues):3}/{len(comptes):<3} tués ({taux}) ; "
              f"{len(equivalents)} équivalent(s) écarté(s)")
        for m in comptes:
            if m not in tues:
                print(f"      survivant ligne {m.ligne} : {m.mutation:22} | {m.apres[:90]}")
    taux = tues_total / comptes_total if comptes_total else 1.0
    print(f"Total : {tues_total}/{comptes_total} tués ({100 * taux:.1f} %).")
    return 0 if taux >= options.seuil else 1


if __name__ == "__main__":
    sys.exit(main())
