"""Une question sur une chose que la conversation ne nomme jamais : « je ne trouve pas ».

« Quand est mon rendez-vous chez le dentiste ? » alors que seul l'ophtalmo a été dit : la phrase
voisine partage « rendez-vous » et une date, mais la chose demandée (le dentiste) n'y est pas —
répondre par l'ophtalmo serait inventer. Une question qui nomme la chose par un mot général (« ma
plante ») ou par le début d'un mot dit (« prof » pour « professeure ») doit rester répondue.

Écrits avant la règle, qui a été essayée puis retirée (5e tour) : refuser dès que la chose nommée
par la question (après un déterminant) n'est nulle part dans la requête perd plus qu'il ne gagne,
parce qu'une question nomme souvent la chose autrement que la phrase (« viande » pour
« végétarienne », « lait » pour « lactose », « bird » pour « parrot ») : en contexte, 15 réponses
justes de moins sur les six parts de la sonde (373 -> 358). Réessayée au tour suivant, avec le
troisième lexique (la vie de tous les jours) : sur les dix parts de réglage, 20 mesures gagnées
contre 108 perdues (« mon matou » pour « chat », « mes gardes » pour « service de nuit ») : retirée
encore. Les cas marqués LIMITE restent une limite connue (xfail strict) tant que le lexique ne sait
pas ces paraphrases.
"""

import pytest

from modele_local.comprehension.recherche_lexicale import INCONNU, UNKNOWN, repondre

LIMITE = pytest.mark.xfail(strict=True, reason="limite connue : la phrase voisine qui partage les "
                           "autres mots répond (voir le module)")
# (au 10e tour : le second recours par le sens — `recherche_lexicale`, point 5 — répond par la
# proposition la plus proche qui dit ce qui est demandé, ici un nombre : « coûter » est près
# d'« acheter », et rien dans la phrase ne dit que le vélo n'est pas l'abonnement)
SENS = pytest.mark.xfail(strict=True, reason="limite connue : un nombre demandé, un nombre dit dans "
                         "une phrase proche par le sens, d'autre chose")


@pytest.mark.parametrize("question, textes", [
    pytest.param("Quand est mon rendez-vous chez le dentiste ?",
                 ["Mon rendez-vous chez l'ophtalmo est le 3 avril."], marks=LIMITE),
    pytest.param("Quel est le code du cadenas de mon casier ?", ["Mon casier à la piscine, c'est le 217."],
                 marks=LIMITE),
    pytest.param("Combien me coûte mon abonnement au théâtre ?", ["J'ai acheté un vélo à 800 euros."],
                 marks=SENS),
    pytest.param("When does my driving licence expire?", ["My passport expires in March 2027."],
                 marks=LIMITE),
    pytest.param("What colour is my bike?", ["My car is a black Golf."], marks=LIMITE),
    pytest.param("How much do I pay for Spotify?", ["I pay 12 euros a month for Netflix."], marks=LIMITE),
    pytest.param("What's my favourite ice cream flavour?", ["My favourite pizza topping is mushrooms."],
                 marks=LIMITE),
    ("Où habite ma tante ?", ["Ma cousine habite à Nantes."]),   # deux membres de la famille
])
def test_la_chose_demandee_n_est_nulle_part(question, textes):
    assert repondre(question, textes) in (INCONNU, UNKNOWN)


@pytest.mark.parametrize("question, textes, attendu", [
    ("Comment s'appelle ma plante ?", ["Dans le salon j'ai un ficus que j'appelle Gérard."], "Gérard"),
    ("Comment s'appelle la prof de piano de ma fille ?",
     ["La professeure de piano de ma fille s'appelle Mme Ruiz."], "Ruiz"),
    ("Quel est mon numéro de dossard ?", ["Pour le semi, mon dossard c'est le 4521."], "4521"),
    ("What's my dentist's name?", ["My dentist is Dr Okafor."], "Okafor"),
    ("Quand est mon rendez-vous chez le dentiste ?", ["Dentiste : mardi 9 h."], "mardi"),
])
def test_la_chose_demandee_est_dite_autrement(question, textes, attendu):
    assert attendu in repondre(question, textes)
