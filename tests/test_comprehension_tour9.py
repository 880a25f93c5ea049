"""Neuvième tour de l'issue 28 : ce qu'une ligne de mémoire doit garder de sa phrase, vérifié sur
des phrases écrites pour ce fichier (aucune n'est dans la sonde).

Une mémoire rappelée ne montre que « - clé : valeur » : quand la valeur vient d'une proposition
qui reprend sa chose par un pronom (« je la gare rue Victor Hugo ») ou d'une mise à jour, la clé
doit encore dire de quoi elle parle. Chaque cas dit la règle qu'il vérifie.
"""

import pytest

from contexte.memoire import rappel
from mesures.sonde_comprehension import memoire_de
from modele_local.comprehension.cadres import extraire, relation_nommee
from modele_local.comprehension.propositions import REPRISE, decouper
from modele_local.comprehension.recherche_lexicale import indices, repondre


def _rappele(dits: list[str], question: str) -> str:
    """La réponse d'une session neuve qui n'a que la mémoire tirée de `dits`."""
    memoire = memoire_de(extraire(dits), dits)
    return repondre(question, [rappel(memoire)], ["systeme"])


# --- la reprise par un pronom : la clé dit la chose ----------------------------------------------

@pytest.mark.parametrize("texte, reprise", [
    ("je la gare rue Victor Hugo", True),
    ("je l'ai payé 900 euros", True),
    ("j'en suis à 712", True),
    ("I walk him at 7 every morning", True),
    ("I bought it for 1200 dollars", True),
    ("I've had it since 2010", True),
    ("je pars demain", False),
    ("I think the weather is nice", False),
])
def test_reprise(texte, reprise):
    assert bool(REPRISE.match(texte)) is reprise


@pytest.mark.parametrize("dits, cle", [
    (["Ma voiture est une Clio, je la gare rue Victor Hugo."], "voiture_gare_rue"),
    (["Mes lunettes, ce sont des Ray-Ban, je les ai achetées 200 euros."], "lunettes_achetees_euros"),
    (["My new laptop is a ThinkPad, I bought it for 1200 dollars."], "laptop_bought_dollars"),
])
def test_la_cle_d_une_reprise_dit_sa_chose(dits, cle):
    assert cle in [f.cle for f in extraire(dits)]


@pytest.mark.parametrize("dits, question, attendu", [
    (["Mes lunettes, ce sont des Ray-Ban, je les ai achetées 200 euros."],
     "J'ai payé combien mes lunettes ?", "200"),
    (["My new laptop is a ThinkPad, I bought it for 1200 dollars."],
     "How much did I pay for my laptop?", "1200"),
    (["Mon appartement est au troisième étage, je le loue 700 euros."],
     "Combien je loue mon appartement ?", "700"),
])
def test_rappelee_la_reprise_repond_encore(dits, question, attendu):
    assert attendu in _rappele(dits, question)


def test_la_reprise_ne_passe_pas_d_une_phrase_a_l_autre():
    # « je l'ai payé » de la deuxième phrase parle du vélo, pas de la voiture de la première
    faits = extraire(["Ma voiture est une Clio.", "Mon vélo, je l'ai payé 900 euros."])
    assert [(f.cle, f.valeur) for f in faits] == [("voiture", "Clio"),
                                                  ("velo_paye", "Mon vélo, je l'ai payé 900 euros")]


# --- l'habitude d'un moment et les jours au pluriel sont des dates -------------------------------

@pytest.mark.parametrize("texte", [
    "My piano lesson moved to Tuesdays",
    "je l'arrose tous les soirs",
    "I walk him at 7 every morning",
    "on se voit le matin",
])
def test_un_moment_est_une_date(texte):
    assert "#date" in indices(decouper([texte])[0])


@pytest.mark.parametrize("texte", ["I bought 3 books", "je suis à 80 %", "we were at 5 stores"])
def test_un_nombre_n_est_pas_une_date(texte):
    assert "#date" not in indices(decouper([texte])[0])


@pytest.mark.parametrize("dits, question, attendu", [
    (["My dog is a beagle, I walk him at 7 every morning."], "What time do I walk my dog?", "7"),
    (["Mon jardin fait 200 mètres carrés, je l'arrose tous les soirs."],
     "Quand est-ce que j'arrose mon jardin ?", "soirs"),
])
def test_le_moment_repond_a_quand(dits, question, attendu):
    assert attendu in repondre(question, dits)


@pytest.mark.parametrize("dits, question, attendu, ancien", [
    (["My piano lesson is on Mondays at 5.", "My piano lesson moved to Tuesdays."],
     "When is my piano lesson?", "Tuesdays", "Mondays"),
    (["Our book club meets on Wednesdays.", "Book club is now on Fridays."],
     "When does my book club meet?", "Fridays", "Wednesdays"),
])
def test_rappele_le_jour_au_pluriel(dits, question, attendu, ancien):
    reponse = _rappele(dits, question)
    assert attendu in reponse and ancien not in reponse


# --- une mise à jour qui redit sa chose garde la clé ---------------------------------------------

def test_la_chose_redite_dans_une_autre_langue_garde_la_cle():
    faits = extraire(["Mon cours de natation est le lundi.", "My swimming class is on Thursdays now."])
    assert len({f.cle for f in faits}) == 1   # une seule clé : la mise à jour remplace
    assert "Thursdays" in _rappele(["Mon cours de natation est le lundi.",
                                    "My swimming class is on Thursdays now."],
                                   "Quel jour est mon cours de natation ?")


def test_un_verbe_redit_n_est_pas_la_chose():
    # « je ne travaille plus le mercredi » ne remplace pas le temps de travail (« à 80 % »)
    faits = extraire(["Je travaille à temps plein.",
                      "Maintenant je suis à 80 %, je ne travaille plus le mercredi."])
    assert any(f.valeur.endswith("80 %") for f in faits)
    assert len({f.cle for f in faits}) == 2


# --- qui s'appelle : la relation, pas ce qu'elle possède -----------------------------------------

@pytest.mark.parametrize("texte, attendu", [
    ("Ma voisine Ingrid a un chat qui s'appelle Pacha", None),
    ("My uncle has a boat called Wanderer", None),
    ("Ma sœur s'appelle Clémence", ("soeur", "Clémence")),
    ("My dentist is Dr Patel", ("dentist", "Dr Patel")),
])
def test_relation_nommee(texte, attendu):
    assert relation_nommee(texte) == attendu


def test_le_chat_de_la_voisine_n_est_pas_le_mien():
    dits = ["Ma voisine Ingrid a un chat qui s'appelle Pacha."]
    assert all(f.personne != "utilisateur" for f in extraire(dits))
    assert "Pacha" not in repondre("Comment s'appelle mon chat ?", dits)
