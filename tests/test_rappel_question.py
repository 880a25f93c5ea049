"""Le rappel qui connaît la question (issue 29, point 2) : écrits avant le code.

`MemoireLongTerme.rappel(utilisateur, question=None, budget_tokens=…)` : d'abord ce qui protège
(allergie, santé), puis les faits les plus proches de la question ; un fait trop long pour le
budget est sauté, pas la fin du rappel. Ces tests attendent le nouveau `contexte.memoire` (le
re-découpage de h-contexte) ; sautés si `rappel` ne prend pas `question`.
"""

from __future__ import annotations

import inspect

import pytest

from contexte.memoire import MemoireLongTerme

ATTEND = "question" not in inspect.signature(MemoireLongTerme.rappel).parameters
pytestmark = pytest.mark.skipif(ATTEND, reason="rappel(question=…) arrive après l'atterrissage "
                                               "de h-contexte (contexte/memoire.py déplacé)")

# 200 faits d'une utilisatrice, écrits comme une vraie mémoire se remplit : quelques-uns qui
# comptent, beaucoup de détails.
FAITS = {
    "allergie": "aux crustacés",
    "chien": "un border collie nommé Filou, qui a peur de l'orage",
    "voiture": "une Twingo grise de 2014",
    "sport": "l'escalade en salle le jeudi",
    "medecin": "le docteur Ferrand, à Villeurbanne",
    **{f"detail_{i:03d}": f"a noté le point numéro {i} de la réunion budgétaire" for i in range(195)},
}


@pytest.fixture(scope="module")
def memoire(tmp_path_factory):
    """La mémoire de 200 faits, remplie une fois pour le module : les tests ne font que la lire
    (`rappel`), et l'embedding d'un fait n'est calculé qu'une fois par processus."""
    dossier = tmp_path_factory.mktemp("rappel")
    mem = MemoireLongTerme(f"sqlite:///{dossier / 'm.db'}", horloge=lambda: "2026-11-30")
    ops = [{"op": "add", "cle": c, "valeur": v, "preuve": f"{c} : {v}"} for c, v in FAITS.items()]
    mem.appliquer("ines", ops, [f"{c} : {v}" for c, v in FAITS.items()], "s1")
    yield mem
    mem.fermer()


def test_la_question_choisit_les_faits(memoire):
    sur_le_chien = memoire.rappel("ines", question="Mon chien tremble quand il y a du tonnerre, "
                                                   "que faire ?", budget_tokens=120)
    assert "Filou" in sur_le_chien and "Twingo" not in sur_le_chien


@pytest.mark.xfail(strict=True, reason="vu le 2026-12-01 : multilingual-e5-small (4 bits) ne relie "
                   "pas l'argot « bagnole » à « voiture : une Twingo » (0,815 contre 0,813 pour le "
                   "chien) ; écrit avant le code, gardé tel quel comme limite mesurée")
def test_la_question_en_argot_choisit_la_voiture(memoire):
    sur_la_voiture = memoire.rappel("ines", question="Quel garage pour ma bagnole ?", budget_tokens=120)
    assert "Twingo" in sur_la_voiture and "Filou" not in sur_la_voiture


def test_ce_qui_protege_passe_toujours_en_premier(memoire):
    r = memoire.rappel("ines", question="Une idée de sortie ce week-end ?", budget_tokens=120)
    lignes = [ligne for ligne in r.splitlines() if ligne.startswith("- ")]
    assert "crustacés" in lignes[0]


def test_un_fait_trop_long_est_saute_pas_la_fin(tmp_path):
    mem = MemoireLongTerme(f"sqlite:///{tmp_path / 'm.db'}", horloge=lambda: "2026-11-30")
    long = "une recette de gâteau " + "très " * 400 + "longue"
    faits = {"allergie": "aux noix", "recette": long, "sport": "le judo"}
    mem.appliquer("ines", [{"op": "add", "cle": c, "valeur": v, "preuve": v} for c, v in faits.items()],
                  list(faits.values()), "s1")
    r = mem.rappel("ines", budget_tokens=80)
    assert "noix" in r and "judo" in r and "gâteau" not in r


def test_sans_question_le_rappel_reste_celui_de_la_lecon_11(memoire):
    r = memoire.rappel("ines", budget_tokens=60)
    assert r.splitlines()[2].startswith("- ") and "crustacés" in r.splitlines()[2]
