"""Le moteur de compréhension lit des phrases : mots comparables, propositions, personnes, polarité.

Phrases écrites pour ces tests, hors de la sonde (`mesures/comprehension_cas*.py`) et du scénario.
"""

import doctest

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from modele_local.comprehension import (
    arguments,
    cadres,
    contexte_long,
    normaliser,
    propositions,
    recherche_lexicale,
    repondeur,
    resume_faits,
)
from modele_local.comprehension.normaliser import langue, sans_accents, termes
from modele_local.comprehension.propositions import couper, decouper, designes, phrases


@pytest.mark.parametrize("module", [normaliser, propositions, recherche_lexicale, cadres,
                                    contexte_long, resume_faits, repondeur, arguments])
def test_exemples_des_docstrings(module):
    assert doctest.testmod(module).failed == 0


@pytest.mark.parametrize("texte, attendu", [
    ("Où habite ma belle-sœur ?", "ou habite ma belle-soeur ?"),   # œ, accents, casse
    ("L’œuvre", "l'oeuvre"),                                       # apostrophe courbe
    ("", ""),
])
def test_sans_accents(texte, attendu):
    assert sans_accents(texte) == attendu


@pytest.mark.parametrize("texte, attendu", [
    ("Mes chattes dorment.", {"chatt", "dorm", "#animal"}),   # pluriel racinisé, verbe à l'infinitif
    ("Quand est-ce que je pars ?", {"part", "#date"}),           # « pars » : partir ; -> #date
    ("What is the name of my dog?", {"dog", "name", "#animal", "#nom", "#appellation"}),
    ("le la les", set()),                                        # que des mots vides
])
def test_termes(texte, attendu):
    assert termes(texte) == attendu


@pytest.mark.parametrize("texte, attendu", [
    ("Je suis là.", "fr"), ("I am here.", "en"), ("", "fr"),   # égalité : français
    ("My sister lives in Lyon and works at the hospital.", "en"),
])
def test_langue(texte, attendu):
    assert langue(texte) == attendu


@pytest.mark.parametrize("phrase, attendu", [
    ("J'ai trois chats, Pomme, Poire et Prune.", ["J'ai trois chats, Pomme, Poire et Prune"]),
    # « moi » ouvre une proposition (ellipse du verbe) ; le mot de liaison reste avec elle
    ("Mon frère fait du judo et moi du tennis.", ["Mon frère fait du judo", "et moi du tennis"]),
    ("Ma tante vit à Nice, mais je vis à Metz.", ["Ma tante vit à Nice", "mais je vis à Metz"]),
    ("- regime : sans sel", ["regime : sans sel"]),               # une ligne de mémoire
    ("Oui.", ["Oui"]),
])
def test_couper(phrase, attendu):
    assert couper(phrase) == attendu


def test_phrases_coupe_aux_points_et_aux_lignes():
    assert phrases("Un. Deux !\n- trois : 3") == ["Un.", "Deux !", "- trois : 3"]


@pytest.mark.parametrize("texte, personnes", [
    # la relation, ou le prénom quand il est donné
    ("Mon oncle Bernard répare des horloges.", ["Bernard"]),
    ("Ma cousine habite au Québec.", ["cousine"]),
    ("My friend Aiko loves sushi, and I love pasta.", ["Aiko", "utilisateur"]),
    # « elle » renvoie à la personne citée juste avant
    ("Ma tante a un potager. Elle cultive des tomates.", ["tante", "tante"]),
    # « elle » sans personne citée : ce dont parle l'utilisateur
    ("J'ai une tortue, elle a quarante ans.", ["utilisateur", "utilisateur"]),
    # « c'est mon … qui » : la personne mise en avant
    ("Ce n'est pas moi, c'est ma femme qui conduit.", ["utilisateur", "femme"]),
    # le complément du nom : « l'anniversaire de mon père »
    ("La voiture de mon père est rouge.", ["père"]),
    ("L'utilisateur préfère le vouvoiement.", ["utilisateur"]),
])
def test_personne_de_chaque_proposition(texte, personnes):
    assert [p.personne for p in decouper([texte])] == personnes


@pytest.mark.parametrize("texte, negative", [
    ("Je ne fume pas.", True), ("Je ne bois jamais d'alcool.", True),
    ("Je ne conduis plus.", True), ("I don't smoke.", True), ("I never drink.", True),
    ("Je fume la pipe.", False), ("Je n'aime que le thé.", False),   # ne … que : restriction
    ("Ma collègue Lou est vegan, pas moi.", False),                   # « pas moi » : contraste
])
def test_polarite(texte, negative):
    assert decouper([texte])[0].negative is negative


@pytest.mark.parametrize("texte, remplace", [
    ("Finalement je prends le train.", True), ("Actually I moved to Oslo.", True),
    ("Maintenant j'habite à Caen.", True), ("Je ne joue plus au foot.", True),
    ("Je joue du piano depuis dix ans.", False),   # « depuis » au milieu : une durée
    ("J'habite à Caen.", False),
])
def test_marqueur_de_changement(texte, remplace):
    assert decouper([texte])[0].remplace is remplace


def test_designes_et_alias_appris():
    assert designes("Mon voisin Paul et ma fille") == [("voisin", "Paul"), ("fille", None)]
    ps = decouper(["Ma fille s'appelle Rose.", "Rose adore le dessin."])
    assert ps[1].alias == ps[0].alias == frozenset({"fille", "rose"})


@settings(deadline=None)
@given(st.text(max_size=300))
def test_decouper_ne_plante_jamais_et_garde_des_morceaux_du_texte(texte):
    for p in decouper([texte]):
        assert p.texte in texte.replace("’", "'")
        assert p.personne


def test_the_n_est_pas_l_article_anglais():
    """« thé » sans accent serait « the », un mot vide anglais : le thé disparaissait."""
    assert normaliser.mots("Je bois du thé, THÉ ou thés ; the end.") == [
        "je", "bois", "du", "tea", "tea", "ou", "tea", "the", "end"]
    assert recherche_lexicale.repondre("Qu'est-ce que je bois le matin ?",
                                       ["Le matin je suis passée au thé vert."]) == (
        "D'après ce que vous m'avez dit : « Le matin je suis passée au thé vert ».")
