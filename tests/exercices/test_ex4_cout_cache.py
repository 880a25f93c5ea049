"""Exercice 4 (10 points) — coût d'appels avec cache de préfixe, stratégie la moins chère."""

import pytest

from cours.tarifs import Tarif

FICHIER = "ex4_cout_cache"
points = pytest.mark.points

T = Tarif("essai", entree=1, sortie=4, ecriture_cache=1.25, lecture_cache=0.125)


def u(entree=0, ecriture=0, lecture=0, sortie=0):
    return {"input_tokens": entree, "cache_creation_input_tokens": ecriture,
            "cache_read_input_tokens": lecture, "output_tokens": sortie}


@points(1)
def test_prefixe_commun(ex):
    """prefixe_commun : messages identiques au début des deux requêtes"""
    assert ex.prefixe_commun(["x", "y", "z"], ["x", "y", "w"]) == 2
    assert ex.prefixe_commun(["x", "y"], ["x", "y", "z"]) == 2
    assert ex.prefixe_commun([], ["x"]) == 0
    assert ex.prefixe_commun(["a", "b"], ["b", "a"]) == 0


@points(1)
def test_usages_sans_cache(ex):
    """usages sans cache : toute la requête en input_tokens"""
    assert ex.usages([["ab"], ["ab", "cde"]], [5, 7], cache=False, compter=len) == [
        u(entree=2, sortie=5), u(entree=5, sortie=7)]


@points(2)
def test_usages_historique_qui_grandit(ex):
    """usages avec cache : un historique qui grandit se relit, seul le nouveau s'écrit"""
    requetes = [["ab"], ["ab", "cde"], ["ab", "cde", "f"]]
    assert ex.usages(requetes, [1, 2, 3], compter=len) == [
        u(ecriture=2, sortie=1), u(ecriture=3, lecture=2, sortie=2),
        u(ecriture=1, lecture=5, sortie=3)]


@points(1)
def test_usages_fenetre_qui_glisse(ex):
    """usages avec cache : une fenêtre dont le début change ne relit rien"""
    requetes = [["a", "bb"], ["bb", "ccc"], ["ccc", "dddd"]]
    assert ex.usages(requetes, [0, 0, 0], compter=len) == [
        u(ecriture=3), u(ecriture=5), u(ecriture=7)]


@points(1)
def test_usages_prefixe_partiel(ex):
    """usages avec cache : un résumé remplacé au milieu ; une requête répétée se relit toute"""
    requetes = [["sys", "x", "y"], ["sys", "zz"], ["sys", "zz"]]
    assert ex.usages(requetes, [0, 0, 0], compter=len) == [
        u(ecriture=5), u(ecriture=2, lecture=3), u(lecture=5)]
    with pytest.raises(ValueError):
        ex.usages([["a"]], [], compter=len)


@points(1)
def test_cout_total(ex):
    """cout_total : chaque champ à son prix, en dollars (prix par million de tokens)"""
    assert ex.cout_total([], T) == 0
    liste = [u(entree=1_000_000), u(ecriture=800_000, lecture=1_600_000, sortie=250_000)]
    assert ex.cout_total(liste, T) == pytest.approx(1.0 + 1.0 + 0.2 + 1.0)


# Six messages de 100 caractères, 10 tokens de sortie par appel.
M = [c * 100 for c in "abcdef"]
TOUT_GARDER = ([M[:k] for k in range(1, 7)], [10] * 6)
FENETRE = ([M[:1]] + [M[k - 1:k + 1] for k in range(1, 6)], [10] * 6)


@points(2)
def test_moins_chere_depend_du_cache(ex):
    """moins_chere : avec cache, tout garder bat la fenêtre ; sans cache, c'est l'inverse"""
    strategies = {"fenêtre": FENETRE, "tout garder": TOUT_GARDER}
    # Avec cache : tout garder = 600 écrits × 1,25 + 1500 relus × 0,125 + 60 × 4 = 1177,5
    #              fenêtre     = 1000 écrits × 1,25 + 100 relus × 0,125 + 240   = 1502,5
    nom, cout = ex.moins_chere(strategies, T, compter=len)
    assert nom == "tout garder" and cout == pytest.approx(1177.5e-6)
    # Sans cache : tout garder = 2100 + 240 = 2340 ; fenêtre = 1100 + 240 = 1340
    nom, cout = ex.moins_chere(strategies, T, cache=False, compter=len)
    assert nom == "fenêtre" and cout == pytest.approx(1340e-6)


@points(1)
def test_moins_chere_egalite_et_vide(ex):
    """moins_chere : à égalité la première gagne ; aucune stratégie -> ValueError"""
    assert ex.moins_chere({"b": TOUT_GARDER, "a": TOUT_GARDER}, T, compter=len)[0] == "b"
    with pytest.raises(ValueError):
        ex.moins_chere({}, T)
