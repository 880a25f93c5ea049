"""Deuxième tour de la compréhension générale : chaque règle sur des phrases faites main.

Phrases écrites pour ces tests, hors des trois parts de la sonde (`mesures/comprehension_cas*.py`)
et du scénario de Camille ; une par règle, et un test par bogue corrigé.
"""

import re

import pytest

from contexte.appel_llm import SUMMARY_PROMPT
from modele_local.comprehension import memoire, propositions, tri
from modele_local.comprehension.cadres import extraire
from modele_local.comprehension.consignes import lire_consigne
from modele_local.comprehension.normaliser import familles
from modele_local.comprehension.recherche_lexicale import repondre
from modele_local.comprehension.relations import RELATIONS
from modele_local.comprehension.resumeur import resumer


def cite(texte):
    return f"D'après ce que vous m'avez dit : « {texte} »."


@pytest.mark.parametrize("dits, question, attendu", [
    # famille par le début du mot : « épileptique » rejoint « épilepsie » (santé)
    (["Je suis épileptique depuis l'enfance."], "Quelle maladie ai-je ?",
     cite("Je suis épileptique depuis l'enfance")),
    # une marque de téléphone est un téléphone
    (["Je me sers d'un vieux Nokia."], "Quel téléphone j'ai ?", cite("Je me sers d'un vieux Nokia")),
    # « née le » (avec l'accent) : une naissance ; « ne le » reste une négation
    (["Je suis née à Lyon le 8 juin 1990."], "Quelle est ma date de naissance ?",
     cite("Je suis née à Lyon le 8 juin 1990")),
    # le métier par la forme « I'm a/an X », sans liste de métiers
    (["I'm an electrician in Glasgow."], "What's my job?",
     "From what you told me: “I'm an electrician in Glasgow”."),
    # … et par la finale d'un nom de métier, pour « je suis X »
    (["Mon mari est kiné, moi je suis plombier."], "Quel est mon métier ?",
     cite("moi je suis plombier")),
])
def test_repondre(dits, question, attendu):
    assert repondre(question, dits) == attendu


def test_familles_par_prefixe_et_par_morceau():
    assert familles("asthmatique") == {"#sante"}
    assert familles("smartphones") == {"#telephone"}
    assert familles("table") == set()
    assert familles("traiteur") == set()   # pas « traitement » (santé) : bogue vu en leçon 05


@pytest.mark.parametrize("phrase, attendu", [
    ("Je suis plombier.", [("utilisateur", "metier", "plombier")]),
    ("I'm a plumber in Leeds.", [("utilisateur", "metier", "plumber in Leeds")]),
    # un mot d'une autre famille n'est pas un métier
    ("Je suis végétalienne.", [("utilisateur", "vegetalienne", "suis végétalienne")]),
    # le moment en tête de proposition reste dans la valeur (il était perdu)
    ("Cet hiver je pars skier dans les Alpes.",
     [("utilisateur", "pars_skier", "Cet hiver je pars skier dans les Alpes")]),
    # « this morning's » : un récit du jour, pas un fait durable (il était gardé)
    ("This morning's call was long.", []),
])
def test_extraire(phrase, attendu):
    assert [(f.personne, f.cle, f.valeur) for f in extraire([phrase])] == attendu


@pytest.mark.parametrize("phrase, secret", [
    ("La combinaison du cadenas est 4412.", True),
    ("Le code de l'alarme : Bleu-7731.", True),
    ("Mon code postal est 44400.", False),
    ("Le code source est public depuis 2021.", False),
    ("La clé de la cave est sous le paillasson.", False),
])
def test_un_code_de_quoi_que_ce_soit_est_un_secret(phrase, secret):
    assert tri.contient_un_secret(phrase) is secret


def test_la_consigne_de_secret_suit_le_sens():
    """« ne recopie jamais un code d'accès, un mot de passe ni une clé » écarte le code d'une
    salle, que les règles du premier tour laissaient passer (bogue)."""
    c = lire_consigne("Résume. Ne recopie jamais un code d'accès, un mot de passe ni une clé.", None)
    sortie = resumer([("user", "Le digicode du garage à vélos est 58B21. Je travaille chez Decathlon.")],
                     c)
    assert "58B21" not in sortie and "Decathlon" in sortie


def test_le_resume_ne_donne_jamais_a_l_utilisateur_le_fait_d_un_autre():
    """Sans consigne sur les personnes, la phrase sur le beau-frère reste citée telle quelle ;
    le premier tour en tirait « L'utilisateur travaille chez Renault » (bogue)."""
    c = lire_consigne(SUMMARY_PROMPT, None)
    sortie = resumer([("user", "Mon beau-frère travaille chez Renault."),
                      ("user", "Je travaille chez Decathlon.")], c)
    assert "L'utilisateur travaille chez Decathlon." in sortie
    assert "« Mon beau-frère travaille chez Renault. »" in sortie
    assert "L'utilisateur travaille chez Renault" not in sortie


def test_le_resume_garde_la_derniere_valeur_quels_que_soient_les_mots_partages():
    """Un seul mot commun (« téléphone ») : l'ancienne phrase disparaît quand la consigne le
    demande (`SUMMARY_PROMPT` : « ne garde que la nouvelle »), reste sans cette demande."""
    dits = [("user", "Mon téléphone est un Nokia."),
            ("user", "J'ai changé de téléphone : maintenant j'ai un Pixel.")]
    avec = resumer(dits, lire_consigne(SUMMARY_PROMPT, None))
    assert "Pixel" in avec and "Nokia" not in avec
    assert "Nokia" in resumer(dits, lire_consigne("Résume la conversation.", None))


@pytest.mark.parametrize("phrase, tiers", [
    ("Mon chef vient au bureau à vélo, moi je prends le tram.", True),
    ("Ma belle-sœur est vétérinaire.", True),
    ("My roommate plays the cello.", True),
    ("Ma sœur s'appelle Clémence.", False),      # nommer sa sœur : un fait de l'utilisateur
    ("Je prends le tram.", False),
])
def test_parle_d_un_tiers(phrase, tiers):
    assert tri.parle_d_un_tiers(phrase) is tiers


def test_un_seul_vocabulaire_des_relations():
    """Les trois lecteurs de « à qui est ce fait » emploient le même motif."""
    assert propositions.RELATIONS is RELATIONS
    assert RELATIONS in memoire.AUTRUI.pattern and RELATIONS in tri.PERSONNES.pattern
    for mot in ("belle-sœur", "neveu", "coworker", "teammate", "fils"):
        assert re.fullmatch(rf"(?i:{RELATIONS})", mot), mot
        assert memoire.a_qui(f"Mon {mot} est à Lyon.", "ville", "Lyon") != "utilisateur", mot
