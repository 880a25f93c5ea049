"""Le paquet lui-même : import léger, README exécutable, fichiers lus par les leçons courts."""

import doctest
import subprocess
import sys
from pathlib import Path

RACINE = Path(__file__).resolve().parent.parent


def test_import_contexte_n_importe_aucun_sdk_ni_ne_demarre_rien():
    code = (
        "import sys, threading, contexte\n"
        "lourds = [m for m in ('anthropic', 'google.genai', 'tiktoken', 'httpx', 'httpx2') "
        "if m in sys.modules]\n"
        "assert not lourds, lourds\n"
        "assert threading.active_count() == 1, threading.enumerate()\n"
        "assert 'contexte.conftest' not in sys.modules and 'pytest' not in sys.modules\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_le_readme_dit_vrai():
    """Les exemples `>>>` du README s'exécutent et donnent la sortie affichée."""
    resultat = doctest.testfile(str(RACINE / "README.md"), module_relative=False,
                                optionflags=doctest.ELLIPSIS)
    assert resultat.attempted > 0 and resultat.failed == 0


PAQUETS = ("contexte", "modele_local", "correction", "mesures", "fiabilite")


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
    assert "contexte.llm" in graphe and "modele_local.comprehension.resumeur" in graphe
    assert _cycle(graphe) is None, " → ".join(_cycle(graphe))


def test_le_modele_local_n_importe_pas_les_prompts_du_cours():
    """Le modèle local reconnaît une demande de résumé par ce qu'elle demande, pas par import."""
    graphe = _graphe_des_imports()
    for nom, cibles in graphe.items():
        if nom.startswith("modele_local"):
            assert not {c for c in cibles if c.startswith("contexte.")} - {"contexte.tokens"}, nom


# Un fichier de contexte qu'une leçon importe se lit d'une traite : ~150 lignes (155 au plus).
LIGNES_MAX = 155
EN_ATTENTE: dict[str, int] = {}


def _modules_lus_par_les_lecons() -> set[str]:
    """Modules de `contexte` nommés par un `from contexte… import …` d'une leçon, et ceux où
    sont définis les noms importés (`from contexte import Session` -> contexte.session)."""
    import ast
    import importlib
    import types

    lus = set()
    for source in sorted((RACINE / "notebooks").glob("[0-9][0-9]*.py")):  # 08b compris
        for noeud in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
            if not (isinstance(noeud, ast.ImportFrom) and (noeud.module or "").startswith("contexte")):
                continue
            module = importlib.import_module(noeud.module)
            lus.add(module.__name__)
            for alias in noeud.names:
                objet = getattr(module, alias.name)
                if isinstance(objet, types.ModuleType):
                    lus.add(objet.__name__)
                elif isinstance(getattr(objet, "__module__", None), str):
                    lus.add(objet.__module__)
    return {m for m in lus if m.startswith("contexte")}


def test_les_fichiers_que_lisent_les_lecons_sont_courts():
    lus = _modules_lus_par_les_lecons()
    assert {"contexte.session", "contexte.disque", "contexte.resume", "contexte.secrets"} <= lus
    trop_longs = {}
    for nom in sorted(lus):
        chemin = RACINE / (nom.replace(".", "/") + ("/__init__.py" if nom == "contexte" else ".py"))
        lignes = len(chemin.read_text(encoding="utf-8").splitlines())
        if lignes > EN_ATTENTE.get(nom, LIGNES_MAX):
            trop_longs[nom] = lignes
    assert not trop_longs, f"plus de {LIGNES_MAX} lignes : {trop_longs}"
