"""La règle du même sujet (`meme_sujet`) et le lexique général (`lexique`), issue 28 :
valeurs exactes sur de petites entrées, un test par bogue corrigé, une propriété pour toute
suite de tours de remplissage, et les phrases de contrôle écrites avant les règles
(`tests/cas_controle_comprehension.py`)."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mesures.comprehension_cas import BAVARDAGE, noter
from mesures.sonde_comprehension import mesurer_un
from modele_local.comprehension.cadres import extraire, faits_actuels
from modele_local.comprehension.lexique import categories, equivalences, generaux, reecrire
from modele_local.comprehension.meme_sujet import meme_sujet, sorte_de_valeur
from modele_local.comprehension.propositions import decouper
from modele_local.comprehension.recherche_lexicale import INCONNU, UNKNOWN, repondre
from modele_local.comprehension.resume_faits import resumer_faits
from tests.cas_controle_comprehension import AVEU, DE_COTE, REGLAGE

YOGA = ["Je fais du yoga le lundi soir.",
        "Depuis la rentrée, le lundi soir c'est natation pour moi."]
CLIO = ["Je roule en Clio depuis dix ans.", "Maintenant je conduis une Zoé électrique."]
TABAC = ["Je fume un paquet par jour.", "Ça fait deux mois que j'ai arrêté de fumer."]
LILLE = ["Je travaille dans nos bureaux de Lille.",
         "On m'a muté à l'agence de Nantes la semaine dernière."]


# --- la règle, valeurs exactes --------------------------------------------------------------

def test_meme_sujet_sans_mot_de_changement_par_le_complement_de_temps_et_la_famille():
    assert meme_sujet(*YOGA) is True


def test_meme_sujet_par_une_categorie_et_un_mot_de_changement():
    assert meme_sujet(*CLIO) is True            # deux voitures, « maintenant »
    assert meme_sujet(*LILLE) is True           # bureaux et agence, « muté »
    assert meme_sujet(*TABAC) is True           # « fume » / « fumer », « arrêté »


def test_meme_sujet_entre_deux_langues_par_les_pays_du_lexique():
    assert meme_sujet("Je pars en Islande le 3 juillet.", "Iceland trip moved to the 10th of July.")


def test_une_valeur_qui_change_sans_mot_commun():
    # un nombre seul qui reprend, avec un mot de changement ou une reprise (« j'en suis à »)
    assert meme_sujet("J'ai 300 ruches au total.", "Depuis le printemps, on est passé à 340.")
    assert meme_sujet("Ma note au Scrabble était 412.", "Hier soir j'en suis à 455.")
    assert meme_sujet("My score at darts is 60.", "After the league it dropped to 45.")
    assert not meme_sujet("I have 2 kids.", "Now I swim 3 times a week.")   # pas la même chose comptée
    # un modèle remplacé, « depuis samedi » dit le changement
    assert meme_sujet("My laptop is a Dell 7490.", "Everything runs on a Lenovo 14 since Monday.")
    # une place donnée par d'autres
    assert meme_sujet("My locker is number 12.", "The club gave me 31 after the renovation.")


def test_pas_le_meme_sujet():
    assert not meme_sujet("J'ai un chat qui s'appelle Tigre.", "J'ai un chien qui s'appelle Rex.")
    assert not meme_sujet("J'ai un chat.", "Maintenant j'ai aussi un chien.")   # ajout
    assert not meme_sujet("Je fais du piano le mardi soir.", "Je fais du judo le jeudi soir.")
    assert not meme_sujet("Je travaille chez Airbus.", "Je travaille surtout en Python.")
    assert not meme_sujet("J'aime le thé.", "J'aime le café.")


# --- le lexique : général -> membre, jamais l'inverse -----------------------------------------

@pytest.mark.parametrize("texte, sortes", [
    ("Je pèse 80 kilos.", {"mesure:kg"}),
    ("Ce matin, 77 kg ; hier 12 kilomètres à pied.", {"mesure:kg", "mesure:km"}),
    ("Mon adresse, c'est le 4 bis rue des Tanneurs.", {"adresse"}),
    ("I live at 12 Baker Street.", {"adresse"}),
    # « date » réunit les jours, les mois et les quantièmes (« le 15 », « the 3rd ») : huitième tour
    ("Je nage le mardi et le Jeudi.", {"jour", "date"}),
    ("Mon bureau est le B214.", {"code"}),
    ("J'ai un Galaxy S9.", {"code"}),
    ("Je vais à Lyon en Mai.", {"lieu", "mois", "date"}),  # « en Mai » : un mois, pas un lieu
    ("I moved to Bristol in March.", {"lieu", "mois", "date"}),
    ("Ils ont encore décalé : le 15.", {"date", "nombre:"}),
    ("I fly to Boston on the 3rd.", {"lieu", "date"}),
    # une heure ; « 3 chats » n'est ni une mesure ni un code : un nombre, et ce qu'il compte
    ("Il est 22 h, j'ai 3 chats.", {"heure", "nombre:chat"}),
    ("Il est passé à 14.", {"nombre:"}),            # un nombre seul, qui reprend
    ("Mon loyer est de £950, 80 % de mon salaire.", {"mesure:gbp", "mesure:%"}),
    ("I switched to 90 bucks a week.", {"mesure:usd"}),
    ("Mon téléphone est un Pixel 6, le 12/03.", {"modele"}),   # un modèle ; pas « Le 12 »
    ("Je joue avec des 7A.", {"code"}),
    ("", set()),
])
def test_sorte_de_valeur(texte, sortes):
    assert sorte_de_valeur(texte) == sortes


@pytest.mark.parametrize("ancien, nouveau, attendu", [
    # la nouvelle valeur à la même place, sans mot de changement : un mot commun et la sorte
    ("Je pèse 80 kilos.", "Ce matin la balance affichait 74 kilos.", True),
    ("Mon adresse de livraison, c'est le 4 rue des Tanneurs.",
     "Pour les colis, l'adresse à mettre est le 18 avenue Foch.", True),
    ("I go swimming on Monday mornings.", "The pool opens on Fridays, so that's when I swim.", True),
    ("J'habite à Tours, dans le centre.", "J'ai déménagé à Poitiers il y a un mois.", True),
    # la sorte seule ne suffit pas : deux choses différentes le même genre de jour ou au même lieu
    ("Je fais du piano le mardi soir.", "Je fais du judo le jeudi soir.", False),
    ("Je suis né à Brest.", "J'habite à Lyon.", False),
    pytest.param("Je cours 10 km le dimanche.", "Je nage 2 km le mardi.", False, marks=pytest.mark.xfail(
        strict=True, reason="limite connue, d'avant la sorte de valeur : l'unité « km » est une ancre "
        "commune et « courir », « nager » une famille commune (#sport), deux indices")),
    ("Ma sœur pèse 60 kilos.", "J'ai aussi un vélo de 12 kilos.", False),   # « aussi » ajoute
])
def test_meme_sujet_par_la_sorte_de_valeur(ancien, nouveau, attendu):
    assert meme_sujet(ancien, nouveau) is attendu


def test_lexique_un_terme_general_de_la_question_rejoint_un_membre():
    assert generaux("Quel médicament je dois éviter ?") == {"@medicament"}
    assert "@medicament" in categories("pas d'aspirine pour moi")
    assert generaux("Est-ce que je prends de l'aspirine ?") == set()
    assert generaux("Qu'est-ce que j'ai vu hier ?") == set()   # « vu » n'est pas « vue »


def test_lexique_pays_gentiles_et_langue_dans_les_deux_langues():
    assert equivalences("Islande") == equivalences("Iceland") == equivalences("islandaise") \
        == {"=islande"}
    assert equivalences("lundi") == equivalences("Monday") == {"=lundi"}


def test_lexique_une_tournure_de_question_dit_ce_qu_elle_demande():
    assert reecrire("D'où je viens ?") == "originaire naissance ?"
    assert reecrire("Comment je viens au travail ?") == "comment je viens au travail transport trajet ?"
    assert reecrire("Quel est le numéro de mon casier ?") == "Quel est le numéro de mon casier ?"


# --- un test par bogue corrigé ---------------------------------------------------------------

def test_bogue_ca_fait_deux_mois_n_est_pas_une_personne():
    assert [p.personne for p in decouper([TABAC[1]])] == ["utilisateur"]


def test_bogue_deux_cles_pour_une_voiture():
    assert faits_actuels(extraire(CLIO)) == {"conduis_zoe": "conduis une Zoé électrique"}


def test_bogue_mutation_sans_mot_commun_remplace_le_lieu_de_travail():
    # la nouvelle clé ne dit que le changement (« mute ») : le verbe de l'ancienne (« travaille »)
    # reste, pour qu'une question depuis la mémoire la retrouve
    assert faits_actuels(extraire(LILLE)) == {
        "travaille_mute_agence": "m'a muté à l'agence de Nantes la semaine dernière"}
    assert repondre("Dans quelle ville je travaille ?", LILLE) == (
        "D'après ce que vous m'avez dit : « On m'a muté à l'agence de Nantes la semaine "
        "dernière ».")


def test_bogue_le_lundi_soir_c_est_natation():
    tours = [YOGA[0], "Bonjour !", "Tu peux m'aider à préparer une liste de courses ?", YOGA[1]]
    assert repondre("Quel sport je fais le lundi ?", tours) == (
        "D'après ce que vous m'avez dit : « Depuis la rentrée, le lundi soir c'est natation "
        "pour moi ».")
    assert resumer_faits(tours) == ("Faits retenus (valeur la plus récente seulement) :\n"
                                    "- Depuis la rentrée, le lundi soir c'est natation pour moi.")


def test_bogue_arreter_de_fumer():
    assert repondre("Est-ce que je fume ?", TABAC) == (
        "D'après ce que vous m'avez dit : « Ça fait deux mois que j'ai arrêté de fumer ».")


def test_bogue_le_medicament_a_eviter_et_le_probleme_de_vue():
    aspirine = ["Je suis sous anticoagulants, donc pas d'aspirine pour moi."]
    assert repondre("Quel médicament je dois éviter ?", aspirine) == (
        "D'après ce que vous m'avez dit : « Je suis sous anticoagulants, donc pas d'aspirine "
        "pour moi ».")
    assert repondre("Est-ce que je supporte l'ibuprofène ?", aspirine) == INCONNU
    assert repondre("Est-ce que j'ai un problème de vue ?", [
        "Je porte des lentilles, je suis très myope."]) == (
        "D'après ce que vous m'avez dit : « je suis très myope ».")


def test_bogue_d_ou_je_viens_ne_cite_pas_les_trains_de_nuit():
    assert repondre("D'où je viens ?", BAVARDAGE["fr"]) == INCONNU
    assert repondre("Where am I from?", BAVARDAGE["en"]) == UNKNOWN
    assert repondre("D'où je viens ?", [*BAVARDAGE["fr"], "Je suis originaire de Tulle."]) == (
        "D'après ce que vous m'avez dit : « Je suis originaire de Tulle ».")


def test_bogue_une_mise_a_jour_qui_change_de_langue():
    tours = ["Je pars en Islande le 3 juillet.", "Iceland trip moved to the 10th of July."]
    # une seule valeur, la nouvelle ; la clé reste celle du premier fait : « Iceland » redit
    # « Islande » (neuvième tour : une chose redite est le sujet, pas la valeur qui change)
    assert faits_actuels(extraire(tours)) == {
        "pars_islande": "Iceland trip moved to the 10th of July"}


# --- propriété : la dernière déclaration sur le même sujet gagne -----------------------------

MISES_A_JOUR = [(YOGA, "Quel sport je fais le lundi ?", "natation", "yoga"),
                (CLIO, "Quelle voiture je conduis ?", "zoé", "clio"),
                (TABAC, "Est-ce que je fume ?", "arrêté", "paquet"),
                (LILLE, "Dans quelle ville je travaille ?", "nantes", "lille")]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(MISES_A_JOUR), st.permutations(BAVARDAGE["fr"]), st.data())
def test_propriete_la_derniere_declaration_gagne_quel_que_soit_le_remplissage(cas, remplissage,
                                                                              data):
    (ancienne, nouvelle), question, juste, perimee = cas
    i = data.draw(st.integers(0, len(remplissage)))
    j = data.draw(st.integers(i, len(remplissage)))
    tours = [*remplissage[:i], ancienne, *remplissage[i:j], nouvelle, *remplissage[j:]]
    reponse = repondre(question, tours).lower()
    assert juste in reponse and perimee not in reponse
    resume = resumer_faits(tours).lower()
    assert perimee not in resume
    assert [f for f in faits_actuels(extraire(tours)).values() if perimee in f.lower()] == []


# --- les phrases de contrôle --------------------------------------------------------------

def _notes(partie):
    justes = total = 0
    for c in partie:
        d = mesurer_un(c)
        mesures = ["contexte"] if c.attendu == tuple(AVEU) else [
            "contexte", "extrait", "nouvelle_session", "resume"]
        for m in mesures:
            if m in d:
                total += 1
                justes += d[m] == "juste"
                assert d[m] != "autrui", (c.sorte, m)
    return justes, total


def test_controle_reglage_tout_juste():
    """« Finalement ce sera le Portugal » garde la valeur, pas de quoi elle parle : le résumé n'en
    garde que cette ligne, sans mot commun avec « Où partons-nous ? ». Jusqu'au neuvième tour,
    elle n'y répondait plus (39/41) ; depuis le dixième, le sens la trouve (un lieu demandé, un
    lieu dit, et la phrase la plus proche de la question : `recherche_lexicale`, point 5)."""
    assert _notes(REGLAGE) == (41, 41)
    assert noter(repondre("Où partons-nous cet été ?", REGLAGE[2].dits), REGLAGE[2]) == "juste"


def test_bogue_deux_propositions_d_une_phrase_ne_se_remplacent_pas():
    """Deux propositions d'une même phrase (ou de la même phrase redite) se remplaçaient l'une
    l'autre, tour à tour (des centaines d'opérations d'extraction dans le projet) ; la phrase
    reste lue pour le sujet : « J'ai changé d'ordinateur : maintenant j'ai un MacBook »."""
    assert faits_actuels(extraire(["Je porte des lentilles, je suis très myope."])) == {
        "porte_lentilles": "porte des lentilles", "tres_myope": "suis très myope"}
    assert faits_actuels(extraire(["Je porte des lentilles, je suis très myope."] * 3)) == {
        "porte_lentilles": "porte des lentilles", "tres_myope": "suis très myope"}


def test_bogue_le_possessif_anglais_d_un_nom_propre_dit_de_qui_est_le_fait():
    """Sur main, « What is … ? » passait pour une personne nommée « What », ce qui rendait par
    accident la question « personnelle » ; « What » n'en est plus une, et « Priya's dog »
    désigne Priya."""
    assert [p.personne for p in decouper(["Priya's dog is called Miso.", "What is it?"])] == [
        "Priya", "utilisateur"]
    assert repondre("What is the name of Priya's dog?", ["Priya's dog is called Miso."]) == (
        "From what you told me: “Priya's dog is called Miso”.")
    assert repondre("What is the name of my dog?", ["Priya's dog is called Miso."]) == UNKNOWN


def test_bogue_un_fait_en_memoire_ne_happe_pas_la_proposition_voisine():
    """La phrase entière lue sans mot de changement : « The library had a book sale » prenait
    la clé du fait en mémoire « came_home », et les deux propositions se la disputaient."""
    faits = extraire(["The library had a book sale, and I came home with nine paperbacks."],
                     {("utilisateur", "came_home"): "came home with nine paperbacks"})
    # (« The library had a book sale » ne dit ni « I » ni « my » : ce n'est pas un fait de
    # l'utilisateur, il n'est plus extrait du tout ; « came_home » garde sa clé)
    assert [(f.cle, f.ancienne_cle) for f in faits] == [("came_home", None)]
    assert faits_actuels(extraire(["Mon ordinateur est un ThinkPad.",
                                   "J'ai changé d'ordinateur : maintenant j'ai un MacBook."])) == {
        "ordinateur": "MacBook"}


def test_controle_de_cote_plancher_mesure_une_fois_sans_reglage():
    """La moitié de côté, lancée une fois en fin de tour (au commit 07e1788), jamais réglée :
    33/41 (contexte 10/12, extrait 7/10, nouvelle session 7/9, résumé 9/10) ; aucune réponse
    sur la mauvaise personne. Ses échecs, laissés : « I don't have a car » (la négation anglaise
    non extraite, et les trains de nuit cités par la seule famille transport), « un film sur la
    Norvège hier » cité pour « Dans quel pays j'habite ? » (une catégorie seule, sur un récit),
    « These days I'm on day shifts » sans lien avec « night shifts », « Le mercredi,
    maintenant, je fais du théâtre » coupé en deux faits."""
    justes, total = _notes(DE_COTE)
    assert total == 41 and justes >= 33


def test_meme_sujet_par_l_heure_avec_une_ancre():
    assert meme_sujet("Je me lève à 7 h en semaine.", "Le réveil sonne à 6 h 15 du lundi au vendredi.")
    assert not meme_sujet("Je me lève à 7 h.", "Le cours de yoga est à 18 h.")   # l'heure seule


def test_une_cle_sans_mot_reprend_l_ancienne():
    from modele_local.comprehension.cadres import extraire, faits_actuels
    faits = extraire(["J'ai 48 timbres rares dans mon album.", "Il pleut.",
                      "Après la bourse de dimanche, j'en suis à 55."])
    assert faits_actuels(faits) == {"timbres": "en suis à 55"}


def test_une_cle_deja_mise_a_jour_dans_la_phrase_reste():
    from modele_local.comprehension.cadres import extraire, faits_actuels
    faits = extraire(["Je travaille à temps plein.",
                      "Maintenant je suis à 60 %, je ne travaille plus le vendredi."])
    assert "suis à 60 %" in faits_actuels(faits).values()


def test_une_mesure_de_meme_unite_et_de_meme_categorie():
    assert meme_sujet("I weigh 70 kilos.", "The scales showed 68 kg after the holidays.")
    assert not meme_sujet("J'ai 3 chats.", "Je pèse 70 kilos.")
