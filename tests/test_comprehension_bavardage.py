"""Le bavardage n'est jamais gardé comme un fait (extraction, mémoire, résumé).

Bogue reproduit : avec d'autres phrases de remplissage que celles de la sonde, la mémoire à long
terme gardait « tard : À plus tard », « file : file », « question_rapide : Salut, j'ai une question
rapide » ou « afternoon_packed : My afternoon was packed with meetings » (15 phrases sur 20).
Les phrases ci-dessous ont été écrites avant la règle ; `DE_COTE` n'a servi à rien régler
(lancée une fois après : 0 fait parasite sur 20, contre 15 avant).
"""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from modele_local.comprehension.bavardage import bavardage
from modele_local.comprehension.cadres import extraire
from modele_local.comprehension.normaliser import sans_accents
from modele_local.comprehension.resume_faits import resumer_faits

REGLAGE = [
    "Salut, j'ai une question rapide.", "Bon, je file.", "À plus tard !", "Ok, merci beaucoup.",
    "Mon après-midi a été chargé en réunions.",
    "J'ai regardé un documentaire sur les abeilles hier soir.",
    "Le train était encore en retard ce matin.", "Parfait, c'est noté.",
    "Hey, quick question.", "Right, I have to go.", "See you later!", "Perfect, noted.",
    "My afternoon was packed with meetings.", "I watched a documentary about bees last night.",
    "Thanks, that helps a lot.", "Je reviens dans cinq minutes.", "Attends, je réfléchis.",
    "Ma journée a été longue.", "I'm back.",
    "Hi there!", "Hello there.",   # gardait ('there', 'there') : trouvé sur le grand jeu de la sonde
]
DE_COTE = [   # jamais réglée
    "Coucou, me revoilà.", "J'ai une petite question pour toi.", "Je dois y aller, bonne soirée !",
    "Bonne nuit, à demain.", "Ce matin j'ai raté mon bus.", "Hier soir on a mangé des crêpes.",
    "Mon week-end a été reposant.", "Super, c'est exactement ce qu'il me fallait.",
    "Je te remercie.", "Génial, merci !", "I'm off, talk soon.", "Hi again, I'm back.",
    "Got it, thanks.", "Last night we had pizza.", "My morning was a mess.",
    "This weekend was relaxing.", "Hold on, let me think.", "Sorry, I was away for a moment.",
    "J'ai eu une journée de fou.", "Je viens de rentrer du travail.",
]
# De vrais faits, avec du bavardage autour : ils restent (clé, valeur).
FAITS = [
    ("Merci, je suis végétarienne.", "vegetarienne"),
    ("Bon, je joue du violoncelle depuis mes huit ans.", "violoncelle"),
    ("Ok, mon chef s'appelle Paul.", "Paul"),
    ("Salut, je m'appelle Ana.", "Ana"),
    ("Great, I live in Cork.", "Cork"),
    ("Ma semaine de travail fait 35 heures.", "35 heures"),
    ("Au fait, j'ai une petite chienne qui s'appelle Praline.", "Praline"),
    ("Thanks! By the way, my sister is a vet.", "vet"),
    ("Je reviens de trois ans à Tokyo.", "Tokyo"),
    ("J'ai une question sur Python : je code en Rust au travail.", "Rust"),
]


@pytest.mark.parametrize("phrase", REGLAGE + DE_COTE)
def test_bavardage_jamais_un_fait(phrase):
    assert extraire([phrase]) == []
    assert resumer_faits([phrase]) == ""


@pytest.mark.parametrize("phrase, valeur", FAITS)
def test_un_vrai_fait_entoure_de_bavardage_reste(phrase, valeur):
    faits = extraire([phrase])
    assert any(sans_accents(valeur) in sans_accents(f.valeur) for f in faits), faits


def test_valeurs_exactes():
    assert [bavardage(t) for t in ["Bon, je file.", "Ma journée a été longue.",
                                   "Merci, je suis végétarienne.", ""]] == [True, True, False, True]


@given(st.sampled_from(["Merci !", "Bon,", "Ok.", "Hey,", "Super, merci.", "Thanks,"]),
       st.sampled_from([f for f, _ in FAITS]))
def test_une_interjection_devant_ne_change_pas_le_fait(interjection, phrase):
    """Propriété : une interjection en tête ne fait ni perdre ni gagner de fait."""
    assert [(f.cle, f.valeur) for f in extraire([f"{interjection} {phrase}"])] == [
        (f.cle, f.valeur) for f in extraire([phrase])]


# Bogues reproduits (le projet noté plantait : une extraction de 11 000 caractères, coupée par
# max_tokens, faite de faits répétés et de phrases sur des choses) : une proposition qui ne parle
# ni de l'utilisateur ni d'une personne n'est pas un fait de lui ; « il y avait », « il paraît »
# ne renvoient à personne ; une phrase redite ne donne pas une opération de plus.
@pytest.mark.parametrize("phrase", [
    "Le marché de Noël ouvre samedi.", "Les voisins du dessus déplacent leurs meubles le soir.",
    "Au bureau, la machine à café est en panne depuis lundi.", "Il y avait une brocante dans la rue.",
    "The bakery on the corner closes at six.",
])
def test_une_phrase_sur_une_chose_n_est_pas_un_fait_de_soi(phrase):
    assert extraire([phrase]) == []


@pytest.mark.parametrize("phrase, valeur", [
    ("jsuis fan de basket", "basket"),
    ("Please keep your answers short.", "short"),
    ("Nous avons adopté une chienne, elle s'appelle Praline.", "Praline"),
    ("Finalement, le voyage à Rome est repoussé à juin.", "juin"),
])
def test_l_utilisateur_qui_parle_de_lui_sans_je_reste_lu(phrase, valeur):
    assert any(valeur.lower() in f.valeur.lower() for f in extraire([phrase])), extraire([phrase])


def test_une_phrase_redite_ne_donne_pas_d_operation_de_plus():
    from modele_local.comprehension.extraction import operations

    tour = "<tour role=\"user\">Ma nièce m'a appris un jeu de cartes.</tour>"
    assert len(operations([tour * 20])) == 1
