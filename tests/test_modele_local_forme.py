"""La forme du modèle local : ses sous-paquets, ce qu'il importe du cours, son fichier de données.

Le modèle local n'importe rien du cours, sauf `contexte.tokens` (compter comme les leçons) ; il lit
son catalogue dans `contexte/donnees/modeles.json` sans exécuter `contexte/__init__.py`. Ce même
fichier donne au cours ses prix, ses modèles par défaut et le réglage de réflexion d'un appel de
résumé : les derniers tests vérifient qu'il dit ce que dit le cours aujourd'hui.
"""

import ast
import importlib
import json
import pkgutil
import re
import subprocess
import sys
from pathlib import Path

import pytest

import modele_local
from modele_local import catalogue

RACINE = Path(__file__).resolve().parent.parent
PAQUET = RACINE / "modele_local"
JSON = RACINE / "contexte" / "donnees" / "modeles.json"


def _modules() -> dict[str, Path]:
    """Nom pointé -> fichier, pour chaque module de `modele_local` (sous-paquets compris)."""
    noms = {}
    for chemin in sorted(PAQUET.rglob("*.py")):
        parties = chemin.relative_to(RACINE).with_suffix("").parts
        noms[".".join(parties[:-1] if parties[-1] == "__init__" else parties)] = chemin
    return noms


def _imports(nom: str, chemin: Path) -> set[str]:
    """Modules qu'un fichier importe, où que soit l'import (différé compris), relatifs résolus."""
    base = nom.split(".") if chemin.name == "__init__.py" else nom.split(".")[:-1]
    vus = set()
    for noeud in ast.walk(ast.parse(chemin.read_text(encoding="utf-8"))):
        if isinstance(noeud, ast.Import):
            vus |= {a.name for a in noeud.names}
        elif isinstance(noeud, ast.ImportFrom):
            racine = base[:len(base) - noeud.level + 1] if noeud.level else []
            vus.add(".".join(racine + ([noeud.module] if noeud.module else [])))
    return vus


def test_trois_sous_paquets_et_le_commun():
    """anthropic/, gemini/, comprehension/ ; le reste (serveur, catalogue, cache…) au niveau du paquet."""
    sous = {p.parent.name for p in PAQUET.glob("*/__init__.py")}
    assert sous == {"anthropic", "gemini", "comprehension"}
    assert not [p.name for p in PAQUET.glob("anthropic_*.py")] + [p.name for p in PAQUET.glob("gemini_*.py")]


def test_le_modele_local_n_importe_du_cours_que_contexte_tokens():
    for nom, chemin in _modules().items():
        cours = {m for m in _imports(nom, chemin)
                 if m.split(".")[0] in ("contexte", "cours")} - {"contexte.tokens"}
        assert not cours, f"{nom} importe {sorted(cours)}"


def test_detecteur_d_imports_sur_un_fichier_fait_main(tmp_path):
    """Le détecteur voit les imports différés et résout les relatifs."""
    f = tmp_path / "m.py"
    f.write_text("def g():\n    from contexte.llm import x\n    from . import voisin\n"
                 "import cours.tarifs\n", encoding="utf-8")
    assert _imports("modele_local.gemini.m", f) == {"contexte.llm", "modele_local.gemini",
                                                     "cours.tarifs"}


def test_chaque_import_du_paquet_vise_un_module_qui_existe():
    """Aucun import (absolu ou relatif) d'un module de `modele_local` ne vise un ancien nom à plat."""
    modules = _modules()
    for nom, chemin in modules.items():
        for cible in _imports(nom, chemin):
            if cible.startswith("modele_local"):
                assert cible in modules, f"{nom} importe {cible}, absent"


def test_chaque_module_s_importe():
    for info in pkgutil.walk_packages(modele_local.__path__, "modele_local."):
        importlib.import_module(info.name)


def _executer(code: str) -> None:
    """Lance `code` dans un Python neuf (rien d'importé d'avance) ; échoue s'il échoue."""
    subprocess.run([sys.executable, "-c", code], check=True, cwd=RACINE)


def test_le_sdk_anthropic_reste_le_sdk():
    """`modele_local.anthropic` ne masque pas le SDK : `import anthropic` reste absolu."""
    code = ("import modele_local.anthropic.messages, anthropic, sys\n"
            "assert 'modele_local' not in anthropic.__file__, anthropic.__file__\n"
            "assert hasattr(anthropic, 'Anthropic')\n"
            "assert sys.modules['modele_local.anthropic'] is not anthropic\n")
    _executer(code)


def test_find_spec_n_execute_pas_contexte():
    code = ("import importlib.util, sys\n"
            "spec = importlib.util.find_spec('contexte')\n"
            "assert spec.submodule_search_locations\n"
            "assert 'contexte' not in sys.modules, 'find_spec a exécuté contexte/__init__.py'\n")
    _executer(code)


def test_le_catalogue_est_lu_sans_importer_contexte():
    code = ("import sys, modele_local.catalogue as c\n"
            "assert c.fiche('claude-sonnet-5-5').prix.entree == 2\n"
            "assert c.FICHIER.name == 'modeles.json' and c.FICHIER.parent.name == 'donnees'\n"
            "charges = sorted(m for m in sys.modules if m.split('.')[0] in ('contexte', 'cours'))\n"
            "assert not charges, charges\n")
    _executer(code)


def test_le_catalogue_est_celui_du_fichier():
    assert catalogue.FICHIER.resolve() == JSON.resolve()
    lignes = json.loads(JSON.read_text(encoding="utf-8"))["modeles"]
    assert [f.id for f in catalogue.CLAUDE + catalogue.GEMINI] == [m["id"] for m in lignes]
    assert {m["statut"] for m in lignes} <= set(json.loads(JSON.read_text())["statuts"])


def test_chaque_fichier_du_paquet_est_dans_son_readme():
    """Le README du modèle local nomme chacun de ses fichiers (sa table dit ce que contient chacun)."""
    texte = (PAQUET / "README.md").read_text(encoding="utf-8")
    for chemin in PAQUET.rglob("*.py"):
        relatif = chemin.relative_to(PAQUET).as_posix()
        if chemin.name == "__init__.py" and chemin.parent != PAQUET:
            continue
        assert f"`{relatif}`" in texte or f"`{chemin.name}`" in texte, relatif


# Le cours lit-il les mêmes données ? Les noms du cours bougent (contexte/ → cours/) : on les
# cherche là où ils sont définis plutôt qu'à un chemin figé.
def _du_cours(nom: str):
    for paquet in ("cours", "contexte"):
        try:
            racine = importlib.import_module(paquet)
        except ModuleNotFoundError:
            continue
        for info in pkgutil.walk_packages(racine.__path__, paquet + "."):
            if info.name.endswith("conftest"):
                continue
            module = importlib.import_module(info.name)
            objet = module.__dict__.get(nom)
            if objet is not None and getattr(objet, "__module__", info.name) == info.name:
                return objet
    raise LookupError(f"{nom} introuvable dans cours/ et contexte/")


@pytest.fixture(scope="module")
def donnees() -> dict:
    return json.loads(JSON.read_text(encoding="utf-8"))


def _par_id(donnees: dict) -> dict[str, dict]:
    return {n: m for m in donnees["modeles"] for n in (m["id"], *m["alias"])}


def test_les_prix_du_cours_sont_ceux_du_fichier(donnees):
    """Filet pour le jour où le cours lira ses prix dans le JSON : mêmes `Tarif`, champ par champ."""
    tarifs, tarif = _du_cours("TARIFS"), _du_cours("Tarif")
    assert sorted(tarifs) == sorted(donnees["tarifs_du_cours"])
    par_id = _par_id(donnees)
    for nom in donnees["tarifs_du_cours"]:
        p = par_id[nom]["prix"]
        depuis_json = tarif(nom, p["entree"], p["sortie"],
                            p["ecriture_5m"] if p["ecriture_5m"] is not None else p["entree"],
                            p["lecture"], p["ecriture_1h"], p["date"], p["source"], p["note"])
        assert depuis_json == tarifs[nom], nom


def test_les_modeles_par_defaut_du_cours_sont_ceux_du_fichier(donnees):
    assert donnees["par_defaut"] == {"anthropic": _du_cours("MODELE_ANTHROPIC"),
                                     "gemini": _du_cours("MODELE_GEMINI")}
    assert all(catalogue.fiche(m).statut == catalogue.ACTUEL for m in donnees["par_defaut"].values())


def test_le_reglage_de_resume_du_cours_est_celui_du_fichier(donnees):
    """Pour chaque id du catalogue, `reglage_resume` (le cours) et le champ `resume` (le JSON) concordent."""
    from google.genai import types

    reglage_resume = _du_cours("reglage_resume")
    vus = 0
    for m in donnees["modeles"]:
        reglage = dict(m["resume"]["reglage"])
        if "thinking_config" in reglage:
            reglage["thinking_config"] = types.ThinkingConfig(**reglage["thinking_config"])
        for ident in (m["id"], *m["alias"]):   # ids datés compris
            assert reglage_resume(m["fournisseur"], ident) == (reglage, m["resume"]["marge"]), ident
            vus += 1
    assert vus == 68
    assert reglage_resume("anthropic", "claude-sonnet-5-5") == ({"thinking": {"type": "between_tools"}}, 0)


def test_le_json_garde_source_et_date_de_chaque_prix(donnees):
    for m in donnees["modeles"]:
        if m["prix"] is not None:
            assert m["prix"]["source"] and re.search(r"\d{4}", m["prix"]["date"]), m["id"]
    assert set(donnees["legende"]) >= {"⚠", "†", "prix", "resume", "par_defaut"}
