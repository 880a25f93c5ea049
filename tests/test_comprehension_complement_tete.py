"""Un complément en tête de phrase (« Sur l'avant-bras gauche, j'ai… ») appartient à la
proposition qui suit ; un participe féminin a la racine du masculin (« tatouée », « tatoué »).

Phrases écrites pour ce test, hors de la sonde."""

import pytest

from modele_local.comprehension.normaliser import racine
from modele_local.comprehension.propositions import complement_en_tete, couper, decouper
from modele_local.comprehension.recherche_lexicale import repondre


@pytest.mark.parametrize("phrase, attendu", [
    ("Dans mon garage, j'ai une Vespa rouge de 1972.", ["Dans mon garage, j'ai une Vespa rouge de 1972"]),
    ("Le samedi matin, je fais le marché avec ma fille.",
     ["Le samedi matin, je fais le marché avec ma fille"]),
    ("On weekdays, I walk the dog before seven.", ["On weekdays, I walk the dog before seven"]),
    ("Thanks to my physio, I can run again.", ["Thanks to my physio, I can run again"]),
    # une proposition à sujet nominal n'est pas un complément : elle reste à part
    ("La nounou récupère les petits à 16 h 30, moi je rentre vers 19 h.",
     ["La nounou récupère les petits à 16 h 30", "moi je rentre vers 19 h"]),
    # ni une proposition qui a déjà son sujet (« L'hiver je fais du ski »)
    ("L'hiver je fais du ski, ma femme, elle, préfère la luge.",
     ["L'hiver je fais du ski", "ma femme, elle, préfère la luge"]),
])
def test_le_complement_de_tete_reste_avec_sa_proposition(phrase, attendu):
    assert couper(phrase) == attendu


def test_la_personne_est_celle_de_la_proposition_qui_suit():
    p, = decouper(["Depuis le mois dernier, mon frère Ilyes travaille à Nantes."])
    assert p.personne == "Ilyes"
    p, = decouper(["Avec mon frère, je fais du kayak le dimanche."])
    assert p.personne == "utilisateur"


@pytest.mark.parametrize("morceau, vrai", [
    ("Sur l'étagère du haut", True), ("Grâce à ma voisine", True), ("Le mardi soir", True),
    ("Chaque été", True), ("Every Sunday", True),
    ("Le voisin a un chien", False), ("Avec le temps je m'y fais", False), ("On a deux chats", False),
    ("Mon frère", False),
])
def test_complement_en_tete(morceau, vrai):
    assert complement_en_tete(morceau) is vrai


def test_la_reponse_cite_la_proposition_entiere():
    r = repondre("Quelle marque est ma guitare ?",
                 ["Au salon, à côté du piano, j'ai une guitare Gibson des années 70."])
    assert "Gibson" in r


@pytest.mark.parametrize("feminin, masculin", [("tatouee", "tatoue"), ("vaccinees", "vaccine"),
                                              ("operee", "opere"), ("preferee", "prefere")])
def test_le_participe_feminin_a_la_racine_du_masculin(feminin, masculin):
    assert racine(feminin) == racine(masculin)


def test_le_feminin_retrouve_le_masculin_de_la_question():
    r = repondre("Contre quoi je suis vacciné ?", ["Je suis vaccinée contre la fièvre jaune."])
    assert "fièvre jaune" in r
