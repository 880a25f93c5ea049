"""Exercice 10 (10 points) — une compaction correcte sur un modèle à réflexion préservée."""

import copy

import pytest

FICHIER = "ex10_compaction_preservee"
points = pytest.mark.points
ENTETE = "[Résumé de la conversation précédente]"


def pensee(n):
    return {"type": "thinking", "thinking": f"Je réfléchis ({n}).", "signature": f"sig{n}"}


CACHEE = {"type": "redacted_thinking", "data": "opaque"}


def u(texte):
    return {"role": "user", "content": texte}


def a(texte, n):
    return {"role": "assistant", "content": [pensee(n), {"type": "text", "text": texte}]}


def appel(id_, n):
    return {"role": "assistant", "content": [
        pensee(n), {"type": "tool_use", "id": id_, "name": "meteo", "input": {"ville": "Nantes"}}]}


def resultat(id_):
    return {"role": "user", "content": [{"type": "tool_result", "tool_use_id": id_,
                                         "content": "Pluie, 12 °C."}]}


def sans(message):
    """Le message attendu une fois ses blocs signés retirés."""
    return {**message, "content": [b for b in message["content"]
                                   if b["type"] not in ("thinking", "redacted_thinking")]}


# Trois échanges terminés, le deuxième avec un appel d'outil (8 messages).
TERMINE = [u("Je m'appelle Camille."), a("Enchanté, Camille.", 1),
           u("Quel temps à Nantes ?"), appel("t1", 2), resultat("t1"), a("Il pleut.", 3),
           u("Je suis dans l'équipe Paiements."), a("C'est noté.", 4)]
# Un quatrième échange en cours : la question, l'appel, son résultat (à envoyer).
EN_COURS = TERMINE + [u("Et demain ?"), appel("t2", 5), resultat("t2")]


def resumeur():
    """Une fonction de résumé simple (elle traverse le canal vers le code de l'élève) et la
    liste, gardée ici, de ce qu'elle reçoit à chaque appel."""
    recus = []

    def resumer(anciens):
        recus.append(copy.deepcopy(anciens))
        return "Camille, Atelier, Nantes."

    return resumer, recus


@points(2)
def test_retirer_reflexion(ex):
    """retirer_reflexion : blocs signés retirés, chaîne intacte, message vidé supprimé"""
    messages = [u("Salut"), a("Bonjour", 1),
                {"role": "assistant", "content": [CACHEE, {"type": "text", "text": "Oui"}]},
                {"role": "assistant", "content": [pensee(2), CACHEE]}, u("Fin")]
    avant = copy.deepcopy(messages)
    assert ex.retirer_reflexion(messages) == [
        u("Salut"), {"role": "assistant", "content": [{"type": "text", "text": "Bonjour"}]},
        {"role": "assistant", "content": [{"type": "text", "text": "Oui"}]}, u("Fin")]
    assert messages == avant
    assert ex.retirer_reflexion([]) == []
    assert ex.retirer_reflexion([appel("t", 1)]) == [sans(appel("t", 1))]


@points(1)
def test_echange_termine(ex):
    """echange_termine : faux au milieu d'une boucle d'outils (tool_use ou tool_result en dernier)"""
    assert ex.echange_termine([]) and ex.echange_termine(TERMINE)
    assert ex.echange_termine(TERMINE + [u("Et demain ?")])
    assert not ex.echange_termine(EN_COURS)
    assert not ex.echange_termine(EN_COURS[:-1])


@points(2)
def test_compacter_resume_et_recents_sans_blocs_signes(ex):
    """compacter : résumé puis messages gardés, sans aucun bloc signé"""
    avant = copy.deepcopy(TERMINE)
    resumer, _ = resumeur()
    resultat_ = ex.compacter(TERMINE, resumer, garder=3)
    assert resultat_ == [{"role": "user", "content": f"{ENTETE}\nCamille, Atelier, Nantes."},
                         u("Je suis dans l'équipe Paiements."), sans(a("C'est noté.", 4))]
    assert TERMINE == avant


@points(1)
def test_compacter_resume_sans_blocs_signes(ex):
    """compacter : la fonction de résumé reçoit les anciens messages sans blocs signés"""
    resumer, recus = resumeur()
    ex.compacter(TERMINE, resumer, garder=4)   # la coupe recule au début sûr suivant
    assert recus == [[u("Je m'appelle Camille."), sans(a("Enchanté, Camille.", 1)),
                               u("Quel temps à Nantes ?"), sans(appel("t1", 2)), resultat("t1"),
                               sans(a("Il pleut.", 3))]]


@points(1)
def test_compacter_attend_la_fin_de_la_boucle(ex):
    """compacter : en pleine boucle d'outils, rien ne change et rien n'est résumé"""
    for historique in (EN_COURS, EN_COURS[:-1]):
        resumer, recus = resumeur()
        resultat_ = ex.compacter(historique, resumer, garder=2)
        assert resultat_ == historique and resultat_ is not historique
        assert recus == []


@points(1)
def test_compacter_rien_a_resumer(ex):
    """compacter : tout tient dans garder (ou liste vide) : copie, sans appel"""
    for historique, garder in ((TERMINE, 8), (TERMINE, 20), ([], 2)):
        resumer, recus = resumeur()
        resultat_ = ex.compacter(historique, resumer, garder)
        assert resultat_ == historique and recus == []
        assert resultat_ is not historique


@points(1)
def test_fenetre_hors_boucle(ex):
    """fenetre : sans coupe, tout intact ; avec coupe, blocs signés retirés de ce qui reste"""
    assert ex.fenetre(TERMINE, 8) == TERMINE          # rien de coupé : rien de réécrit
    assert ex.fenetre(TERMINE, 3) == [u("Je suis dans l'équipe Paiements."),
                                      sans(a("C'est noté.", 4))]
    question = TERMINE + [u("Et demain ?")]
    assert ex.fenetre(question, 5) == [u("Je suis dans l'équipe Paiements."),
                                       sans(a("C'est noté.", 4)), u("Et demain ?")]
    assert ex.fenetre([], 3) == []


@points(1)
def test_fenetre_en_pleine_boucle(ex):
    """fenetre : en pleine boucle, la coupe reste celle de la question, l'échange en cours intact"""
    # À la question, la fenêtre de 3 gardait : « Paiements », « C'est noté. », « Et demain ? ».
    attendu = [u("Je suis dans l'équipe Paiements."), sans(a("C'est noté.", 4)),
               u("Et demain ?"), appel("t2", 5), resultat("t2")]
    assert ex.fenetre(EN_COURS, 3) == attendu
    assert ex.fenetre(EN_COURS[:-1], 3) == attendu[:-1]
    assert ex.fenetre(EN_COURS, 0) == attendu[2:]     # même n = 0 garde l'échange en cours
    assert ex.fenetre(EN_COURS, 2) == attendu[2:]     # 2 messages jusqu'à la question incluse
    assert ex.fenetre(EN_COURS, 11) == EN_COURS       # tout tient : rien n'est réécrit
