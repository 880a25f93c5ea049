"""Une personne nommée seule (« Priya habite à Lyon ») n'est pas l'utilisateur : bogue vu au tour
36 (le créneau « équipe » du scénario répondait « Vous êtes dans l'équipe Finance » après
« Sanbisto travaille dans l'équipe Finance », même quand l'utilisateur avait dit la sienne).
Les sept premiers cas ont servi à écrire la règle ; les cinq derniers, écrits ensuite, n'ont été
lancés qu'une fois, sans rien régler dessus. Par le vrai client anthropic, sur le modèle local."""

import pytest

from contexte.appel_llm import MODELE_ANTHROPIC
from cours.clients import client_anthropic

CAS = [
    # (ce que dit l'utilisateur, la question, un morceau attendu, un morceau interdit)
    ("Sanbisto travaille dans l'équipe Finance.", "Dans quelle équipe je travaille ?",
     "Je ne trouve pas", "Finance"),
    ("Moi je suis dans l'équipe Data. Sanbisto travaille dans l'équipe Finance.",
     "Dans quelle équipe je travaille ?", "Data", "Finance"),
    ("Priya habite à Lyon. Moi, j'habite à Grenoble.", "Où est-ce que j'habite ?", "Grenoble", "Lyon"),
    ("Priya habite à Lyon.", "Où habite Priya ?", "Priya habite à Lyon", "Vous habitez"),
    ("Kofi is allergic to shellfish.", "What am I allergic to?", "can't find", "You are allergic"),
    ("Kofi is allergic to shellfish. I am allergic to pollen.", "What am I allergic to?", "pollen",
     "shellfish"),
    ("Bérénice a deux chats.", "Combien de chats ai-je ?", "Je ne trouve pas", "deux"),
    # de côté
    ("Je m'appelle Inès. Inès habite à Brest.", "Où est-ce que j'habite ?", "Brest", "Je ne trouve"),
    ("Mathis est allergique aux arachides.", "À quoi suis-je allergique ?", "Je ne trouve pas",
     "Vous êtes allergique"),
    ("Yasmin works at Siemens. I work at Bosch.", "Where do I work?", "Bosch", "Siemens"),
    ("Théo vient au bureau en trottinette ; moi je viens en bus.", "Comment je viens au bureau ?",
     "bus", "trottinette"),
    ("Léonie parle couramment le japonais.", "Quelle langue est-ce que je parle ?",
     "Je ne trouve pas", "Vous parlez"),
]


@pytest.fixture(scope="module")
def client():
    return client_anthropic(max_retries=0)


@pytest.mark.parametrize("dit, question, attendu, interdit", CAS)
def test_personne_nommee_pas_l_utilisateur(client, dit, question, attendu, interdit):
    r = client.messages.create(model=MODELE_ANTHROPIC, max_tokens=200, messages=[
        {"role": "user", "content": dit}, {"role": "assistant", "content": "Noté."},
        {"role": "user", "content": question}])
    texte = "".join(b.text for b in r.content if b.type == "text")
    assert attendu in texte and interdit not in texte, texte
