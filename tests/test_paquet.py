"""La forme du paquet : import léger, README exact, aucun cercle, `contexte` n'importe pas `cours`,
au plus quatre fichiers de `contexte` derrière toute fonction publique."""

import doctest
import importlib
import importlib.util
import re
import subprocess
import sys
from pathlib import Path

RACINE = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("lecture", RACINE / "outils" / "lecture.py")
lecture = importlib.util.module_from_spec(_spec)
sys.modules["lecture"] = lecture  # dataclass le demande
_spec.loader.exec_module(lecture)
MAX_FICHIERS = 4


def test_import_contexte_n_importe_aucun_sdk_ni_ne_demarre_rien():
    code = (
        "import sys, threading, contexte\n"
        "lourds = [m for m in ('anthropic', 'google.genai', 'tiktoken', 'httpx', 'httpx2') "
        "if m in sys.modules]\n"
        "assert not lourds, lourds\n"
        "assert threading.active_count() == 1, threading.enumerate()\n"
        "assert 'contexte.conftest' not in sys.modules and 'pytest' not in sys.modules\n"
        "assert not [m for m in sys.modules if m == 'cours' or m.startswith('cours.')]\n"
        "assert not [m for m in sys.modules if m.startswith('modele_local')]\n"
        "assert contexte.camille_session1()[0][0] == 'user' and 'cours.scenario' in sys.modules\n"
        "assert contexte.faits_camille() and contexte.debut_sur is contexte.peut_commencer\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_le_readme_dit_vrai():
    """Les exemples `>>>` du README s'exécutent et donnent la sortie affichée."""
    resultat = doctest.testfile(str(RACINE / "README.md"), module_relative=False,
                                optionflags=doctest.ELLIPSIS)
    assert resultat.attempted > 0 and resultat.failed == 0


PAQUETS = ("contexte", "cours", "modele_local", "correction", "mesures", "fiabilite")


def _graphe_des_imports() -> dict[str, set[str]]:
    """Module du projet -> modules du projet qu'il importe (où que soit l'import, même différé)."""
    import ast

    modules = {}
    for paquet in PAQUETS:
        for chemin in (RACINE / paquet).rglob("*.py"):
            parties = chemin.relative_to(RACINE).with_suffix("").parts
            nom = ".".join(parties[:-1] if parties[-1] == "__init__" else parties)
            modules[nom] = (chemin, parties[-1] == "__init__")
    graphe: dict[str, set[str]] = {}
    for nom, (chemin, est_paquet) in modules.items():
        base = nom.split(".") if est_paquet else nom.split(".")[:-1]
        cibles = set()
        for noeud in ast.walk(ast.parse(chemin.read_text(encoding="utf-8"))):
            if isinstance(noeud, ast.Import):
                noms = [a.name for a in noeud.names]
            elif isinstance(noeud, ast.ImportFrom):
                racine = base[:len(base) - noeud.level + 1] if noeud.level else []
                module = ".".join(racine + ([noeud.module] if noeud.module else []))
                sous = [f"{module}.{a.name}" for a in noeud.names]
                # `from paquet import sous_module` dépend du sous-module, pas du reste du paquet
                noms = sous if all(n in modules for n in sous) else [module, *sous]
            else:
                continue
            cibles |= {n for n in noms if n in modules and n != nom}
        graphe[nom] = cibles
    return graphe


def _cycle(graphe: dict[str, set[str]]) -> list[str] | None:
    """Un cycle du graphe s'il en existe un (parcours en profondeur), sinon None."""
    etat: dict[str, int] = {}
    pile: list[str] = []

    def visiter(n: str) -> list[str] | None:
        etat[n] = 1
        pile.append(n)
        for m in sorted(graphe[n]):
            if etat.get(m) == 1:
                return pile[pile.index(m):] + [m]
            if m not in etat and (c := visiter(m)):
                return c
        etat[n] = 2
        pile.pop()
        return None

    for n in sorted(graphe):
        if n not in etat and (c := visiter(n)):
            return c
    return None


def test_detecteur_de_cycle():
    """Le détecteur voit un cycle fait main, et rien dans un graphe sans cycle."""
    assert _cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert _cycle({"a": {"b"}, "b": set(), "c": {"a", "b"}}) is None


def test_aucun_cercle_d_imports():
    """Aucun module du projet ne s'importe lui-même par un détour (imports différés compris)."""
    graphe = _graphe_des_imports()
    assert "cours.clients" in graphe and "contexte.messages" in graphe and "modele_local" in graphe
    assert _cycle(graphe) is None, " → ".join(_cycle(graphe))


def test_le_modele_local_n_importe_pas_les_prompts_du_cours():
    """Le modèle local reconnaît une demande de résumé par ce qu'elle demande, pas par import."""
    graphe = _graphe_des_imports()
    for nom, cibles in graphe.items():
        if nom.startswith("modele_local"):
            # deux instruments de mesure partagés, pas des prompts : le compte des tokens et le
            # modèle d'embeddings (que la route Gemini :embedContent sert hors ligne)
            permis = {"contexte.tokens", "contexte.plongements"}
            assert not {c for c in cibles if c.startswith("contexte.")} - permis, nom


def test_contexte_n_importe_pas_cours_sauf_le_pont_du_scenario():
    """`cours` importe `contexte`, jamais l'inverse ; seule exception : le `__getattr__` de
    `contexte/__init__.py`, qui va chercher `camille_session1` et `faits_camille` dans `cours.scenario`."""
    graphe = _graphe_des_imports()
    vers_cours = {(nom, c) for nom, cibles in graphe.items() if nom.split(".")[0] == "contexte"
                  for c in cibles if c.split(".")[0] == "cours"}
    assert vers_cours == {("contexte", "cours.scenario")}


def test_lecture_sur_un_graphe_fait_main():
    """La mesure voit ce qu'utilise vraiment une fonction (noms suivis d'un fichier à l'autre), et
    le test ci-dessous échouerait sur un paquet où une fonction en demande cinq."""
    sources = {
        "p.e": "class Erreur(Exception):\n    pass\n",
        "p.a": "from .e import Erreur\ndef a():\n    raise Erreur\ndef seul():\n    return 1\n",
        "p.b": "from .a import a\ndef b():\n    return a()\n",
        "p.c": "from .b import b\nfrom . import a as module_a\ndef c():\n    return b()\n"
               "def c2(x: 'module_a.Erreur'):\n    return module_a\n",
        "p.d": "from .c import c\nfrom .a import seul\nclass D:\n    def public(self):\n"
               "        return self._aide()\n    def _aide(self):\n        return c()\n"
               "    def autre(self):\n        return seul()\n"
               "class E:\n    def autre(self):\n        return seul()\n",
    }
    modules = lecture.lire_paquet(sources)
    assert lecture.par_nom(modules, "p.b", "b") == {"p.b", "p.a", "p.e"}
    assert lecture.par_nom(modules, "p.a", "seul") == {"p.a"}      # Erreur n'est pas utilisée
    assert lecture.par_nom(modules, "p.c", "c2") == {"p.c"}        # un module nommé, pas lu
    assert lecture.par_nom(modules, "p.d", "D", "public") == {"p.d", "p.c", "p.b", "p.a", "p.e"}
    # une méthode emporte les aides privées de sa classe (appelables par getattr)
    assert lecture.par_nom(modules, "p.d", "D", "autre") == {"p.d", "p.c", "p.b", "p.a", "p.e"}
    assert lecture.par_nom(modules, "p.d", "E", "autre") == {"p.d", "p.a"}
    assert lecture.par_fichier(modules, "p.d") == {"p.a", "p.b", "p.c", "p.d", "p.e"}
    assert _trop_lourds(modules) == {"p.d.D.public": 5, "p.d.D.autre": 5}


def _trop_lourds(modules: dict) -> dict[str, int]:
    """{nom: fichiers} des fonctions et méthodes publiques qui demandent plus de MAX_FICHIERS
    fichiers. Une classe qui a des méthodes publiques compte par méthode (elle peut relier plusieurs
    idées : MemoireLongTerme relie magasin, règle, rappel et extraction) ; sinon, entière."""
    publics = lecture.publics(modules)
    avec_methodes = {(m, n) for m, n, k in publics if k}
    trop = {}
    for module, nom, methode in publics:
        if methode is None and (module, nom) in avec_methodes:
            continue
        n = len(lecture.par_nom(modules, module, nom, methode))
        if n > MAX_FICHIERS:
            trop[f"{module}.{nom}" + (f".{methode}" if methode else "")] = n
    return trop


def test_au_plus_quatre_fichiers_derriere_toute_fonction_publique():
    """Chaque fonction et chaque méthode publique de `contexte` se lit en ouvrant au plus quatre de
    ses fichiers (`outils/lecture.py` : la sienne et celles des noms qu'elle utilise)."""
    modules = lecture.charger("contexte")
    assert len(lecture.publics(modules)) > 100
    assert _trop_lourds(modules) == {}


def _table_du_readme() -> list[tuple[str, str, list[str]]]:
    """(paquet, fichier, noms cités) de chaque ligne de la table des modules du README."""
    lignes = []
    for ligne in (RACINE / "README.md").read_text(encoding="utf-8").splitlines():
        cellules = [c.strip() for c in ligne.strip().strip("|").split("|")]
        if len(cellules) == 4 and re.fullmatch(r"`(contexte|cours)`", cellules[0]):
            noms = [re.sub(r"\(.*\)$", "", n) for n in re.findall(r"`([^`]+)`", cellules[3])]
            lignes.append((cellules[0].strip("`"), cellules[1].strip("`"),
                           [n for n in noms if re.fullmatch(r"[A-Za-z_]\w*", n)]))
    return lignes


def test_la_table_du_readme_est_celle_des_fichiers():
    """Un fichier par ligne, chaque fichier de `contexte` et de `cours` a sa ligne, et chaque nom
    que la ligne cite s'importe de ce module (ou est une méthode d'une de ses classes)."""
    table = _table_du_readme()
    sur_disque = {(p, f.name) for p in ("contexte", "cours") for f in (RACINE / p).glob("*.py")
                  if f.name not in ("__init__.py", "conftest.py")}
    assert {(p, f) for p, f, _ in table} == sur_disque and len(table) == len(sur_disque)
    absents = []
    for paquet, fichier, noms in table:
        module = importlib.import_module(f"{paquet}.{fichier[:-3]}")
        classes = [v for v in vars(module).values() if isinstance(v, type)]
        absents += [f"{paquet}.{fichier[:-3]}.{n}" for n in noms
                    if not hasattr(module, n) and not any(hasattr(c, n) for c in classes)]
    assert not absents


def test_chaque_nom_du_readme_s_importe_la_ou_il_le_dit():
    """`contexte.x.y` cité dans le README, et chaque `from … import …` de ses exemples, existent."""
    texte = (RACINE / "README.md").read_text(encoding="utf-8")
    cites = set(re.findall(r"`((?:contexte|cours)(?:\.\w+)+)", texte))
    for module, noms in re.findall(r"from ((?:contexte|cours)[\w.]*) import ([\w, ]+)", texte):
        cites |= {f"{module}.{n.strip()}" for n in noms.split(",") if n.strip()}
    assert len(cites) > 10
    absents = []
    for nom in sorted(cites):
        parties = nom.split(".")
        for k in range(len(parties), 0, -1):  # le plus long préfixe qui est un module
            try:
                objet = importlib.import_module(".".join(parties[:k]))
            except ImportError:
                continue
            for attribut in parties[k:]:
                objet = getattr(objet, attribut, None)
            break
        if objet is None:
            absents.append(nom)
    assert not absents
