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
from modele_local.comprehension.recherche_lexicale import INCONNU, UNKNOWN, indices, repondre


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


# --- une phrase qui dit un fait puis demande quelque chose ---------------------------------------

@pytest.mark.parametrize("dits, question, attendu", [
    (["My vet appointment is on March 12th at 10 am, can you remind me the day before?"],
     "When is my vet appointment?", "March 12th"),
    (["Mon contrôle technique est le 8 avril, tu peux me le rappeler ?"],
     "C'est quand mon contrôle technique ?", "8 avril"),
])
def test_le_fait_avant_la_demande(dits, question, attendu):
    assert attendu in repondre(question, dits)


def test_une_question_entiere_reste_une_question():
    props = decouper(["Et mon chat à moi, il s'appelle comment ?"])
    assert [p.question for p in props] == [True, True]
    assert [p.question for p in decouper(["Mon rendez-vous est le 3 mai, tu peux me le rappeler ?"])] \
        == [False, True]


# --- le tiret, le jour sans le mois, « sans », « changement de programme » -----------------------

@pytest.mark.parametrize("dits, question, attendu, ancien", [
    (["I used to swim on Mondays.", "I no longer swim on Mondays — I go on Thursdays instead."],
     "When do I swim?", "Thursdays", "Mondays"),
    (["My train to Leeds is on the 5th.", "Actually it's the 7th, I booked the wrong day."],
     "What date is my train to Leeds?", "7th", "5th"),
    (["Ma copine met trois sucres dans son thé, moi je le prends sans sucre."],
     "Je mets combien de sucres dans mon thé ?", "sans sucre", "trois"),
    (["Pour Noël on va chez mes parents à Pau.",
      "Changement de programme, ce sera chez ma belle-sœur à Tarbes."],
     "On fête Noël où ?", "Tarbes", "Pau"),
    (["Je travaille au rayon fruits.", "À partir d'aujourd'hui on me met au rayon boulangerie."],
     "Je travaille à quel rayon ?", "boulangerie", "fruits"),
])
def test_la_valeur_nouvelle_seule(dits, question, attendu, ancien):
    reponse = repondre(question, dits)
    assert attendu in reponse and ancien not in reponse


def test_un_jour_sans_le_mois_est_une_date():
    assert "#date" in indices(decouper(["My sister's party is on the 21st"])[0])


# --- la chose d'un autre n'est pas la mienne -----------------------------------------------------

@pytest.mark.parametrize("dits, question", [
    (["Le numéro de la mairie c'est le 05 61 22 33 44."], "C'est quoi mon numéro de portable ?"),
    (["My cousin's cat is called Biscuit."], "What's my cat called?"),
    (["Ma collègue Julie s'est mariée à Biarritz."], "Je me suis marié où ?"),
])
def test_la_chose_d_un_autre_ne_repond_pas(dits, question):
    assert repondre(question, dits) in (INCONNU, UNKNOWN)


def test_quand_ma_femme_et_moi():
    dits = ["Ma femme veut fêter notre anniversaire de mariage.",
            "On s'est mariés le 14 mai 2011 à Nantes."]
    assert "14 mai 2011" in repondre("On s'est mariés quand, ma femme et moi ?", dits)


# --- un autre, nommé en tête, a sa propre proposition --------------------------------------------

@pytest.mark.parametrize("texte, personnes", [
    ("Je chausse du 40, Emma du 37.", ["utilisateur", "Emma"]),
    ("Mon vélo pèse 9 kilos, celui de Paul 12 kilos.", ["utilisateur", "Paul"]),
    ("Je prends le menu végétarien et Hugo le menu du jour.", ["utilisateur", "Hugo"]),
    # un nom apposé, suivi de sa virgule, reste avec ce qu'il nomme
    ("Je vois une nouvelle kiné, Mme Hadji, plus près de chez moi.", ["utilisateur"]),
    # deux sujets ensemble ne se coupent pas
    ("Yannick et moi, on a commandé les mêmes skis.", ["utilisateur", "utilisateur"]),
])
def test_un_autre_nomme_en_tete(texte, personnes):
    assert [p.personne for p in decouper([texte])] == personnes


@pytest.mark.parametrize("dits, question, attendu, autre", [
    (["Je me lève à 6h, Marc à 8h, il a de la chance."], "Je me lève à quelle heure ?", "6h", "8h"),
    (["I take a size M, Jake an XL."], "What size do I take?", "size M", "XL"),
    (["I start work at 7, Priya starts at 10."], "What time do I start work?", "7", "10"),
    (["Je chausse du 40, Emma du 37."], "Quelle pointure fait Emma ?", "37", "40"),
])
def test_ma_valeur_pas_la_sienne(dits, question, attendu, autre):
    reponse = repondre(question, dits)
    assert attendu in reponse and autre not in reponse


# --- « avec mon frère. Il… », « Yannick et moi… lui en 28,5 » ------------------------------------

def test_la_relation_citee_est_le_il_qui_suit():
    props = decouper(["Je suis en vacances à Rome avec ma sœur.", "Elle a pris la chambre 12 et moi la 14."])
    assert [p.personne for p in props] == ["utilisateur", "sœur", "utilisateur"]
    assert "14" in repondre("Quelle est ma chambre ?", [p.phrase for p in props[:1]] +
                            ["Elle a pris la chambre 12 et moi la 14."])


def test_lui_en_face_de_moi():
    texte = "Léo et moi, on a acheté les mêmes gants, lui en taille 9 et moi en taille 7."
    assert [p.personne for p in decouper([texte])] == ["utilisateur", "utilisateur", "Léo", "utilisateur"]
    reponse = repondre("Quelle taille de gants j'ai prise ?", [texte])
    assert "taille 7" in reponse and "9" not in reponse


# --- un jour n'est pas une personne ; le nom demandé n'est pas celui de la question --------------

def test_un_jour_en_tete_n_est_pas_une_personne():
    props = decouper(["Scratch that: Friday is my day off from next week."])
    assert all(p.personne == "utilisateur" for p in props)


@pytest.mark.parametrize("dits, question, attendu", [
    (["My nephew Nikau is training a huntaway pup."], "What did Nikau name his puppy?", None),
    (["My nephew Nikau named his puppy Rua."], "What did Nikau name his puppy?", "Rua"),
    (["Paul a un chien qui s'appelle Rex."], "Quel est le nom du chien de Paul ?", "Rex"),
])
def test_le_nom_demande(dits, question, attendu):
    reponse = repondre(question, dits)
    assert attendu in reponse if attendu else reponse in (INCONNU, UNKNOWN)


@pytest.mark.parametrize("dits, question, attendu", [
    (["My spaniel Bramble sleeps under my desk."], "What's my dog's name?", "Bramble"),
    (["Ma beagle Praline adore la plage."], "Comment s'appelle ma chienne ?", "Praline"),
    (["What day is it?", "Which weekday suits you?", "My booth slot is January 19."],
     "Which day is my booth slot?", "January 19"),
])
def test_une_race_est_un_chien_et_which_day_une_date(dits, question, attendu):
    assert attendu in repondre(question, dits)
