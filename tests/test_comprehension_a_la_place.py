"""Ce qui est fait à la place d'une chose niée répond à une question ouverte (issue 28).

Phrases écrites pour ces tests, hors de la sonde et du scénario.
"""

import pytest

from modele_local.comprehension.propositions import decouper
from modele_local.comprehension.recherche_lexicale import repondre


def cite(texte):
    return f"D'après ce que vous m'avez dit : « {texte} »."


@pytest.mark.parametrize("dit, question, attendu", [
    ("Je ne prends jamais l'ascenseur, je monte à pied jusqu'au sixième.",
     "Comment je monte à mon bureau ?", cite("je monte à pied jusqu'au sixième")),
    ("I don't take sugar, I put a drop of honey instead.", "What do I put in my tea?",
     "From what you told me: “I put a drop of honey instead”."),
    # une question fermée garde la négation et dit « Non »
    ("Je ne prends jamais l'ascenseur, je monte à pied jusqu'au sixième.",
     "Est-ce que je prends l'ascenseur ?", "Non. " + cite("Je ne prends jamais l'ascenseur")),
    # une question qui porte sur ce qui est nié le garde aussi
    ("Je ne mange jamais de poisson, je préfère la viande blanche.",
     "Qu'est-ce que je ne mange jamais ?", cite("Je ne mange jamais de poisson")),
    # une heure demandée : la proposition d'à côté qui n'en dit pas ne répond pas
    ("Please don't call me after 9 pm, I get up really early.",
     "After what time should you not call me?",
     "From what you told me: “Please don't call me after 9 pm”."),
])
def test_la_proposition_d_a_cote_repond(dit, question, attendu):
    assert repondre(question, [dit]) == attendu


@pytest.mark.parametrize("texte, negative", [
    ("Le thé, j'y touche plus", True),        # le « ne » tombé du français parlé
    ("jai pas fini mon dossier", True),
    ("Le film était pas mal", False),
    ("Le soda, j'en bois plus depuis l'été", True),
    ("J'en mange plus que toi", False),
])
def test_negation_du_francais_parle(texte, negative):
    assert decouper([texte])[0].negative is negative


def test_me_suivi_d_un_verbe_n_est_pas_un_sujet():
    props = decouper(["Lucas, le voisin du dessus, me prête sa perceuse."])
    assert [p.texte for p in props] == ["Lucas, le voisin du dessus, me prête sa perceuse"]
    assert [p.texte for p in decouper(["My sister loves tea, me too."])][-1] == "me too"
