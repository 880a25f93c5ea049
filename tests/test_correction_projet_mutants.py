"""Les mutants de la référence du projet, et des rendus hostiles, notés par le banc.

Chaque mutant de la référence (`tests/exercices/mutants_projet.py` : sans résumé, une fenêtre
seule, sans règle de mise à jour, sans filtre utilisateur, un effacement qui oublie l'index, sans
fsync) est joué sur un extrait du scénario d'entraînement réduit (`court=True`) : les sessions où
sa partie se décide. Il doit y échouer plus que la référence sur le même extrait. Trop long pour
`make test` (trois minutes et plus) : joué seulement avec `PROJET_MUTANTS=1`, par
`make mutants-projet` ; la référence et le projet naïf restent dans `tests/test_correction_projet.py`.

    make mutants-projet
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

RACINE = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(RACINE / "tests" / "exercices"))

from mutants_projet import MUTANTS, ecrire_mutant  # noqa: E402
from projet_banc import jouer, noter  # noqa: E402
from projet_scenarios import ENTRAINEMENT, PARTIES, POINTS, extrait, generer  # noqa: E402

REFERENCE = RACINE / "solutions" / "projet_assistant.py"
pytestmark = [
    pytest.mark.skipif(not REFERENCE.exists(), reason="copie des élèves : pas de référence"),
    pytest.mark.skipif(os.environ.get("PROJET_MUTANTS") != "1",
                       reason="mutants du projet : make mutants-projet (PROJET_MUTANTS=1)"),
]

# Le mutant, et les sessions (numérotées de 1) où sa partie se décide ; effacement compris ?
EXTRAITS = {
    "sans_resume": ({1, 6}, False),
    "fenetre_seule": ({1, 6}, False),
    "sans_mise_a_jour": ({1, 4, 6}, False),
    # tout le scénario réduit : sur {1, 2, 10}, la référence du 2026-12-01 (souvenirs filtrés au
    # tour) ne s'y trompait plus, ni le mutant ; sur l'ensemble, il perd le rappel et l'effacement
    "sans_filtre_utilisateur": (set(range(1, 14)), True),
    "effacement_sans_index": ({1, 2, 3, 12, 13}, True),
    "sans_fsync": ({9}, False),
}


def court():
    return generer(ENTRAINEMENT, graine=2026, court=True)


def note(echecs: dict[str, list[str]]) -> int:
    return sum(POINTS[p] for p, e in echecs.items() if not e)


@pytest.fixture(scope="module")
def references(tmp_path_factory):
    """La référence jouée une fois par extrait (partagé entre mutants)."""
    vus: dict = {}

    def jouer_reference(cle):
        if cle not in vus:
            sessions, effacer = cle
            scenario = extrait(court(), set(sessions), effacer)
            vus[cle] = noter(scenario, jouer(scenario, str(REFERENCE),
                                             tmp_path_factory.mktemp("r")))
        return vus[cle]
    return jouer_reference


# Ce que le mutant ne peut pas perdre sur l'extrait : marqué xfail, pas joué (run=False). Vide
# depuis le 2026-12-01 : « sans règle de mise à jour » (toutes les valeurs rappelées comme
# actuelles, sans date) perd « rien de périmé » par le contrôle `requete_sans_date` de la
# session 6 (l'ancienne valeur part au modèle dans une ligne sans date) ; la réponse, elle, ne le
# trahissait pas (le modèle local retient la plus récente des valeurs listées).
NON_DISTINGUES: dict[str, str] = {}


@pytest.mark.parametrize("mutant", [pytest.param(m, marks=pytest.mark.xfail(
    reason=NON_DISTINGUES[m], run=False)) if m in NON_DISTINGUES else m
    for m in sorted(MUTANTS)])
def test_mutant_perd_sa_partie(mutant, references, tmp_path):
    partie = MUTANTS[mutant][0]
    sessions, effacer = EXTRAITS[mutant]
    scenario = extrait(court(), sessions, effacer)
    fichier = ecrire_mutant(mutant, tmp_path, REFERENCE)
    echecs = noter(scenario, jouer(scenario, str(fichier), tmp_path / "jeu"))
    reference = references((tuple(sorted(sessions)), effacer))
    assert len(echecs[partie]) > len(reference[partie]), (
        f"{mutant} devait perdre « {PARTIES[partie]} » : {echecs[partie]} ; "
        f"référence : {reference[partie]}")


# --- Des rendus hostiles, notés par le banc (hors bac à sable : voir tests/attaques/projet_*
# pour les mêmes sous bubblewrap) : aucun ne casse la correction, aucun n'y gagne un point.

HOSTILES = {
    # plante à la construction : chaque étape échoue, proprement
    "plante": '''
class Assistant:
    def __init__(self, client, url, budget_tokens=8000):
        raise RuntimeError("boum")
''',
    # boucle sans fin au premier tour : le pilote est tué au délai, le reste est noté 0
    "boucle": '''
class Assistant:
    def __init__(self, client, url, budget_tokens=8000):
        pass

    def repondre(self, utilisateur, session, texte):
        while True:
            pass
''',
    # muet : répond « » sans jamais appeler le modèle (« rien de périmé » gratuit ?)
    "muet": '''
class Assistant:
    def __init__(self, client, url, budget_tokens=8000):
        pass

    def repondre(self, utilisateur, session, texte):
        return ""

    def fin_de_session(self, utilisateur, session):
        pass

    def oublier(self, utilisateur, quoi):
        pass

    def effacer_utilisateur(self, utilisateur):
        pass
''',
    # garde tout HORS de son URL (un dossier à lui, que la recherche d'octets ne voit pas) et
    # n'efface jamais rien : il répond avec tout ce que l'utilisateur a dit
    "hors_url": '''
import json, os

class Assistant:
    def __init__(self, client, url, budget_tokens=8000):
        self.client, self.fichier = client, os.environ["PROJET_AILLEURS"]

    def _lire(self):
        try:
            with open(self.fichier, encoding="utf-8") as f:
                return json.load(f)
        except OSError:
            return {}

    def repondre(self, utilisateur, session, texte):
        tout = self._lire()
        dits = tout.setdefault(utilisateur, [])
        r = self.client.messages.create(
            model="claude-sonnet-5-5", max_tokens=300,
            system="Ce que l'utilisateur a dit : " + " ".join(dits[-40:]),
            messages=[{"role": "user", "content": texte}])
        dits.append(texte)
        with open(self.fichier, "w", encoding="utf-8") as f:
            json.dump(tout, f)
            f.flush()
            os.fsync(f.fileno())
        return "".join(b.text for b in r.content if b.type == "text")

    def fin_de_session(self, utilisateur, session):
        pass

    def oublier(self, utilisateur, quoi):
        pass

    def effacer_utilisateur(self, utilisateur):
        pass
''',
}


@pytest.mark.parametrize("nom", sorted(HOSTILES))
def test_rendu_hostile(nom, tmp_path, monkeypatch):
    """Un rendu qui plante, boucle, se tait ou garde tout hors de son URL : le banc finit, et la
    partie qu'il visait n'est pas gagnée."""
    import projet_banc

    monkeypatch.setattr(projet_banc, "DELAI_OPERATION", 3.0)
    ailleurs = tmp_path.parent / f"{tmp_path.name}-ailleurs.json"   # hors du dossier noté
    monkeypatch.setenv("PROJET_AILLEURS", str(ailleurs))
    fichier = tmp_path / "projet_assistant.py"
    fichier.write_text(HOSTILES[nom], encoding="utf-8")
    sessions = {1, 2, 3, 12, 13} if nom == "hors_url" else {1, 4, 12, 13}
    scenario = extrait(court(), sessions, effacer=True)
    echecs = noter(scenario, jouer(scenario, str(fichier), tmp_path / "jeu"))
    if nom == "hors_url":   # il répond, mais n'a rien effacé : le retour de l'effacé le montre
        assert echecs["effacement"] and any("revient" in e for e in echecs["effacement"])
        ailleurs.unlink(missing_ok=True)
    else:   # toutes les parties que l'extrait met en jeu (pas de kill -9 ici) sont perdues
        assert all(echecs[p] for p in POINTS if p != "reprise"), echecs
