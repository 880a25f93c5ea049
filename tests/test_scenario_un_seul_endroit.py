"""Les données du scénario de Camille en un seul endroit (issue 27, point 5) : `cours/scenario.json`.

Avant, ses clés de faits (prénom, équipe, allergie…) et leurs valeurs étaient réécrites à la main
dans plusieurs modules (`mesures/memoire_scenario.py`, `mesures/conversation_longue.py`…), tenues
ensemble par des tests. Maintenant : aucun module de `contexte/`, `cours/` ou `mesures/` n'écrit
une table de ces clés, sauf le vocabulaire du rappel (`contexte/memoire.py` : `PRIORITES` et
`PHRASES`, une règle du cours, pas le scénario), que le scénario emploie sans le redéfinir.

Hors de ce test : `modele_local/comprehension/` garde sa propre liste fermée de créneaux (le
modèle local n'importe rien du cours et ne doit pas lire le scénario : il comprend en général ;
l'issue 28 remplace ces créneaux par des clés ouvertes, ce n'est pas un déplacement de données),
et les tests, qui écrivent leurs petites entrées à la main.
"""

from __future__ import annotations

import ast
from pathlib import Path

from contexte.memoire import PHRASES, PRIORITES
from cours.scenario import _donnees, banc_inter_sessions, controles, faits_camille

RACINE = Path(__file__).resolve().parent.parent
SEUL_ENDROIT_PERMIS = {("contexte/memoire.py", "PRIORITES"), ("contexte/memoire.py", "PHRASES")}


def _tables_de_cles(cles: set[str], racine: Path = RACINE) -> set[tuple[str, str]]:
    """(fichier, nom assigné) de chaque littéral (dict, liste, tuple, appels en liste) qui écrit au
    moins trois clés du scénario, dans contexte/, cours/ et mesures/."""
    trouvees = set()
    for dossier in ("contexte", "cours", "mesures"):
        for chemin in sorted((racine / dossier).rglob("*.py")):
            arbre = ast.parse(chemin.read_text(encoding="utf-8"))
            for noeud in ast.walk(arbre):
                cible = noeud.targets[0] if isinstance(noeud, ast.Assign) else None
                valeur = noeud.value if isinstance(noeud, ast.Assign) else None
                for sous in ast.walk(valeur) if valeur is not None else ():
                    if isinstance(sous, ast.Dict):
                        morceaux = sous.keys
                    elif isinstance(sous, (ast.Tuple, ast.List, ast.Set)):
                        morceaux = [e.args[0] if isinstance(e, ast.Call) and e.args else e
                                    for e in sous.elts]
                    else:
                        continue
                    ecrites = {m.value for m in morceaux if isinstance(m, ast.Constant)} & cles
                    if len(ecrites) >= 3:
                        nom = cible.id if isinstance(cible, ast.Name) else ast.unparse(cible)
                        trouvees.add((str(chemin.relative_to(racine)), nom))
    return trouvees


def test_les_cles_du_scenario_ne_sont_ecrites_qu_une_fois():
    banc = banc_inter_sessions()
    cles = set(faits_camille()) | {c for c, _, _ in controles()} | set(banc["questions"])
    cles |= {c for v in banc["verite"] for c in v} | set(banc["anciennes"]) | set(banc["autrui"])
    assert _tables_de_cles(cles) == SEUL_ENDROIT_PERMIS


def test_le_detecteur_voit_une_table_recopiee(tmp_path):
    """Le test ci-dessus sait échouer : une table de clés recopiée dans mesures/ est trouvée."""
    faux = tmp_path / "racine"
    for dossier in ("contexte", "cours", "mesures"):
        (faux / dossier).mkdir(parents=True)
    (faux / "mesures" / "copie.py").write_text(
        'QUESTIONS = {"equipe": "?", "allergie": "?", "domicile": "?"}\n', encoding="utf-8")
    assert _tables_de_cles({"equipe", "allergie", "domicile"}, faux) == {
        ("mesures/copie.py", "QUESTIONS")}


def test_le_scenario_emploie_le_vocabulaire_du_rappel():
    """Chaque clé que le scénario contrôle ou fait changer a sa phrase et son rang dans le rappel."""
    banc = banc_inter_sessions()
    employees = {c for c, _, _ in controles()} | set(banc["questions"])
    assert employees <= set(PHRASES) <= set(PRIORITES)


def test_le_fichier_ne_contient_pas_la_cle_factice_en_clair():
    """La fausse clé d'API du banc est assemblée par le code : le fichier n'a qu'un gabarit."""
    texte = (RACINE / "cours" / "scenario.json").read_text(encoding="utf-8")
    assert "sk-ant" not in texte and "{CLE}" in texte
    assert any("sk-ant" in t for s in banc_inter_sessions()["sessions"] for t in s)
    assert _donnees()["banc_inter_sessions"]["sessions"] != banc_inter_sessions()["sessions"]
