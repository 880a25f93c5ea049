"""Exercice 7 (10 points) — résumé glissant déclenché par un budget de tokens."""

import pytest

from contexte import ErreurResume, RollingSummary, approx_tokens

FICHIER = "ex7_resume_budget"
points = pytest.mark.points


def resumeur(appels, texte="R"):
    """Une fonction de résumé triviale qui note ses appels (summary, anciens tours)."""
    def summarize(summary, anciens):
        appels.append((summary, list(anciens)))
        return texte
    return summarize


@points(2)
def test_tokens_compte_le_resume(ex):
    """tokens() : le résumé plus chaque tour gardé"""
    conv = ex.RollingSummaryBudget(resumeur([]), budget=100, keep_last=2, compter=len)
    assert conv.tokens() == 0
    conv.summary, conv.turns = "abc", [("user", "de"), ("model", "fgh")]
    assert conv.tokens() == 8, "3 (résumé) + 2 + 3"


@points(1)
def test_pas_de_compaction_a_egalite(ex):
    """add : à égalité avec le budget, on ne résume pas (il faut le dépasser)"""
    appels = []
    conv = ex.RollingSummaryBudget(resumeur(appels), budget=10, keep_last=1, compter=len)
    conv.add("user", "aaaaa")
    conv.add("model", "bbbbb")
    assert appels == [] and conv.turns == [("user", "aaaaa"), ("model", "bbbbb")]
    conv.add("user", "c")
    assert len(appels) == 1, "11 tokens > 10 : il fallait résumer"


@points(2)
def test_compaction_garde_keep_last(ex):
    """add : au-delà du budget, tout sauf les keep_last derniers tours part dans le résumé"""
    appels = []
    conv = ex.RollingSummaryBudget(resumeur(appels), budget=10, keep_last=2, compter=len)
    for role, texte in [("user", "aaaa"), ("model", "bbbb"), ("user", "cccc")]:
        conv.add(role, texte)
    assert appels == [("", [("user", "aaaa")])]
    assert conv.turns == [("model", "bbbb"), ("user", "cccc")]
    assert conv.summary == "R" and conv.tokens() == 9


@points(2)
def test_le_resume_declenche_aussi(ex):
    """add : un gros résumé + peu de tours peut dépasser le budget et redéclencher"""
    appels = []
    conv = ex.RollingSummaryBudget(resumeur(appels, "R" * 6), budget=10, keep_last=1, compter=len)
    for texte in ["aaa", "bbb", "ccc", "ddd"]:  # 12 > 10 au 4e tour
        conv.add("user", texte)
    assert appels == [("", [("user", "aaa"), ("user", "bbb"), ("user", "ccc")])]
    conv.add("model", "e")  # 6 + 3 + 1 = 10 : pas encore
    assert len(appels) == 1
    conv.add("user", "f")   # 6 + 3 + 1 + 1 = 11 > 10 : le résumé (6) compte !
    assert appels[1] == ("RRRRRR", [("user", "ddd"), ("model", "e")])
    assert conv.turns == [("user", "f")]


@points(1)
def test_keep_last_zero(ex):
    """add : keep_last=0 fond tout dans le résumé (piège : turns[-0:] garde tout)"""
    appels = []
    conv = ex.RollingSummaryBudget(resumeur(appels, "S"), budget=5, keep_last=0, compter=len)
    conv.add("user", "abc")
    conv.add("model", "def")
    assert appels == [("", [("user", "abc"), ("model", "def")])]
    assert conv.turns == [] and conv.summary == "S"


@points(1)
def test_echec_du_resume_rien_perdu(ex):
    """add : si summarize échoue, ErreurResume, et aucun tour n'est perdu"""
    def en_panne(summary, anciens):
        raise RuntimeError("service indisponible")
    conv = ex.RollingSummaryBudget(en_panne, budget=5, keep_last=1, compter=len)
    conv.add("user", "abc")
    with pytest.raises(ErreurResume):
        conv.add("model", "def")
    assert conv.turns == [("user", "abc"), ("model", "def")] and conv.summary == ""


@points(1)
def test_sous_classe_et_compteur_par_defaut(ex):
    """sous-classe de RollingSummary ; sans `compter`, on compte avec approx_tokens"""
    conv = ex.RollingSummaryBudget(resumeur([]), budget=1000)
    assert isinstance(conv, RollingSummary)
    conv.add("user", "Bonjour, je suis Camille, nouvelle chez Atelier.")
    assert conv.tokens() == approx_tokens("Bonjour, je suis Camille, nouvelle chez Atelier.")
    with pytest.raises(ValueError):
        conv.add("assistant", "rôle invalide : 'user' ou 'model'")
