"""Les règles du douzième tour de l'issue 28, sur des phrases écrites pour ces tests (aucune ne
vient de la sonde) : chaque règle, et ce qu'elle ne doit pas faire.

Les réponses passent par `recherche_lexicale.repondre` (la réponse en contexte), l'extraction
par `cadres.extraire`, le résumé par `resume_faits.resumer_faits`.
"""

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from modele_local.comprehension import cerveau
from modele_local.comprehension.cadres import extraire
from modele_local.comprehension.cerveau import SANS_POINT
from modele_local.comprehension.extraction import operations
from modele_local.comprehension.meme_sujet import AJOUT, meme_sujet
from modele_local.comprehension.memoire import demande_oubli, oublis
from modele_local.comprehension.normaliser import HEURE, apostrophes, mots, sans_accents
from modele_local.comprehension.propositions import designes
from modele_local.comprehension.recherche_lexicale import DATE, repondre
from modele_local.comprehension.resume_faits import resumer_faits

PAS_TROUVE = ("Je ne trouve pas", "I can't find")


def _cite(reponse: str, attendu: str) -> bool:
    return attendu.lower() in reponse.lower() and not reponse.startswith(PAS_TROUVE)


# --- bogue : sous (?i), l'exclusion « at 9 Baker Street » excluait toute heure suivie d'un mot ---

def test_bogue_une_heure_suivie_d_un_mot_reste_une_heure():
    """`HEURE` écarte « at 9 Baker Street » (une adresse) par un nom à majuscule après le
    nombre ; compilé dans `DATE` avec (?i), ce [A-Z] prenait aussi les minuscules, et « starts
    at 8 at the depot » n'avait plus d'heure (vu au douzième tour)."""
    assert DATE.search("She starts at 8 at the depot")
    assert re.search("(?i)" + HEURE, "I leave at 6 for the early shift")
    assert not DATE.search("We live at 14 Baker Street")
    reponse = repondre("When does my wife start?", ["My wife Anouk starts at 8 at the depot."])
    assert _cite(reponse, "at 8")


# --- une relation dite par un autre mot : conjoint, compagnon, partner, mari, femme ---

@pytest.mark.parametrize("dit, question, attendu", [
    ("Mon compagnon travaille de nuit à l'hôpital.", "Où travaille mon conjoint ?", "hôpital"),
    ("Ma femme enseigne la chimie au lycée.", "Qu'enseigne mon épouse ?", "chimie"),
    ("My partner Luis plays the bass in a cover band.", "What does my husband play?", "bass"),
])
def test_la_personne_avec_qui_l_on_vit_quel_que_soit_le_mot(dit, question, attendu):
    assert _cite(repondre(question, [dit]), attendu)


def test_le_conjoint_n_est_pas_la_soeur():
    reponse = repondre("Où travaille mon conjoint ?", ["Ma sœur travaille à la poste."])
    assert reponse.startswith(PAS_TROUVE)


# --- « mes trois gosses », « my two sons » : un nombre entre le possessif et la relation ---

def test_un_nombre_avant_la_relation_designe_encore_les_autres():
    dits = ["Mes deux gamines font de la gym le samedi matin."]
    assert repondre("Quel sport je pratique ?", dits).startswith(PAS_TROUVE)
    assert _cite(repondre("Quel sport font mes gamines ?", dits), "gym")
    dits = ["My three grandkids play hockey on Sundays."]
    assert repondre("What sport do I play?", dits).startswith(PAS_TROUVE)
    faits = extraire(dits)
    assert faits and all(f.personne != "utilisateur" for f in faits)


# --- 's après un nom : « is », pas toujours un possessif ---

def test_s_suivi_d_un_adverbe_est_le_verbe_etre():
    dits = ["I used to climb at Stanage.", "These days I go to Froggatt instead, Stanage's way too busy."]
    reponse = repondre("Where do I climb now?", dits)
    assert _cite(reponse, "Froggatt")
    assert all(f.personne == "utilisateur" for f in extraire(dits))


def test_too_en_fin_de_proposition_ajoute_pas_ailleurs():
    assert AJOUT.search("My son plays chess too.")
    assert not AJOUT.search("Stanage's way too busy now.")


# --- une chose changée, reprise par un pronom : moved them, dyed it, je les ai teints ---

@pytest.mark.parametrize("ancien, nouveau", [
    ("I take my thyroid tablets at breakfast.", "The GP moved them to bedtime last week."),
    ("My nails are painted red.", "I painted them navy for the wedding."),
    ("Mes volets sont verts.", "On les a repeints en gris l'été dernier."),
])
def test_une_chose_changee_par_un_pronom_remplace(ancien, nouveau):
    assert meme_sujet(ancien, nouveau)


def test_le_nouveau_moment_des_cachets_repond():
    dits = ["I take my thyroid tablets at breakfast.", "The GP moved them to bedtime last week."]
    assert _cite(repondre("When do I take my tablets?", dits), "bedtime")
    assert "breakfast" not in resumer_faits(dits).lower()


# --- depuis un événement : un changement ---

def test_depuis_un_evenement_dit_un_changement():
    assert meme_sujet("I get up at 8 most days.", "Up at 5:30 every day since the puppy arrived.")
    assert meme_sujet("Je me couche vers 23 h.", "Je me couche à 21 h depuis que je travaille tôt.")


# --- un lieu dit par son nom commun : « aux îles Scilly », « the Isle of Skye » ---

def test_un_changement_de_destination_vers_des_iles():
    dits = ["Cet automne on voulait aller aux îles Féroé.",
            "Changement de programme : on part plutôt aux Açores."]
    reponse = repondre("Où partons-nous cet automne, finalement ?", dits)
    assert _cite(reponse, "Açores") and "Féroé" not in reponse


# --- « moi c'est… » au milieu d'une phrase sans virgule ---

def test_moi_qui_s_oppose_sans_virgule():
    dit = ["mon cousin il joue au basket moi cest le hand depuis 3 ans"]
    assert _cite(repondre("je fais quel sport moi ?", dit), "hand")
    assert _cite(repondre("mon cousin fait quel sport ?", dit), "basket")
    # (« avec moi je… » n'est pas « moi » qui s'oppose)
    faits = extraire(["Elle vient avec moi je pense."])
    assert len(faits) <= 1


# --- ce qui est nié d'une catégorie l'est de ses membres ---

@pytest.mark.parametrize("dit, question", [
    ("Je ne bois jamais d'alcool.", "Est-ce que je bois du whisky ?"),
    ("I don't eat any meat.", "Do I eat lamb?"),
    ("Pas de fromage pour moi, jamais.", "Je mange du comté au dîner ?"),
])
def test_nier_une_categorie_nie_ses_membres(dit, question):
    reponse = repondre(question, [dit])
    assert not reponse.startswith(PAS_TROUVE)


def test_nier_un_membre_ne_dit_rien_des_autres():
    # « pas d'aspirine » ne dit rien de l'ibuprofène ; « je prends un médicament » n'est pas nié
    assert repondre("Je prends de l'ibuprofène ?", ["Je ne prends pas d'aspirine."]).startswith(PAS_TROUVE)


# --- lexique : thèse et doctorat, taille de pied, midi ---

def test_these_n_est_pas_le_demonstratif_anglais():
    assert "thesis" in mots("Ma thèse avance bien.")
    assert "these" in mots("I like these shoes.")
    reponse = repondre("Sur quoi portent mes recherches de doctorat ?",
                       ["Ma thèse porte sur les moulins à marée de Bretagne."])
    assert _cite(reponse, "moulins")


def test_la_taille_de_pied_est_une_pointure():
    assert _cite(repondre("C'est quoi ma taille de pied ?", ["Je chausse du 43 en baskets."]), "43")
    assert _cite(repondre("what size should i get for new boots", ["My sneakers are a size 11."]), "11")


def test_midi_et_noon_sont_des_heures():
    assert _cite(repondre("When do I finish?", ["I start at 5 and I finish at noon."]), "noon")
    assert _cite(repondre("À quelle heure je mange ?", ["Je mange à midi, toujours."]), "midi")


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["deux", "trois", "quatre", "two", "three", "4"]),
       st.sampled_from([("mes", "filles"), ("mes", "frères"), ("my", "sisters"), ("my", "cousins"),
                        ("nos", "voisins"), ("our", "neighbours")]))
def test_le_nombre_ne_change_pas_la_relation(nombre, possessif_et_relation):
    """Pour toute relation au pluriel : « mes trois filles » désigne « fille » comme « mes filles »."""
    possessif, relation = possessif_et_relation
    sans = designes(f"{possessif} {relation} adorent le cinéma")
    avec = designes(f"{possessif} {nombre} {relation} adorent le cinéma")
    assert sans and avec == sans


def test_le_service_demande_avant_ou_apres_le_verbe():
    memoire = ["Faits mémorisés sur l'utilisateur :\n<faits>\n- cardiologie : suis en cardiologie\n</faits>"]
    for question in ("Je suis dans quel service ?", "Dans quel service je suis ?"):
        assert _cite(repondre(question, memoire, ["systeme"]), "cardiologie")


# --- une question tapée sans « ? » : par les clients, le cerveau doit y répondre, pas « D'accord. » ---

@pytest.mark.parametrize("texte, question", [
    ("cest quand mon rdv chez le dentiste", True),
    ("jai quel age deja", True),
    ("je suis inscrite au club de yoga ou pas", True),
    ("t'as quoi comme voiture", True),
    ("Kindly tell me which size my husband wears.", True),
    ("dites-moi quel jour je vois le kiné", True),
    ("Je ne sais pas si je viens ou pas.", False),
    ("Tell me a joke about penguins.", False),
    ("Confirm the booking for Friday.", False),
])
def test_une_question_sans_point_d_interrogation(texte, question):
    assert bool(SANS_POINT.search(sans_accents(apostrophes(texte)).strip())) is question


def test_la_question_sans_point_recoit_une_reponse_par_le_cerveau():
    messages = [{"role": "user", "blocs": [{"type": "text", "text": "Mon kiné s'appelle Hugo Marchal."}]},
                {"role": "assistant", "blocs": [{"type": "text", "text": "D'accord."}]},
                {"role": "user", "blocs": [{"type": "text", "text": "cest qui mon kine deja"}]}]
    texte = " ".join(b["text"] for b in cerveau.repondre("", messages, []) if b["type"] == "text")
    assert "Marchal" in texte


# --- bogue : « N'oublie pas que… » et « J'oublie toujours… » étaient lus comme des demandes d'oubli ---

@pytest.mark.parametrize("phrase, demande", [
    ("N'oublie pas que je suis végétarien.", False),
    ("Don't forget that I'm vegetarian.", False),
    ("Notre anniversaire de mariage, c'est le 14 juin, il ne faut pas que je l'oublie.", False),
    ("J'oublie toujours mes clés.", False),
    ("I always forget my keys.", False),
    ("Never forget my birthday!", False),
    ("Oublie ça.", True),
    ("Please forget what I said about my job.", True),
    ("Could you forget my old phone number?", True),
    ("Efface mon numéro.", True),
    ("Ne retiens pas mon adresse.", True),
])
def test_bogue_ce_qui_est_une_demande_d_oubli(phrase, demande):
    """Vu au douzième tour : par la sortie structurée, « …, il ne faut pas que je l'oublie »
    n'extrayait rien (la phrase passait pour une demande d'oubli) et « N'oublie pas que je suis
    végétarien » retirait le dernier fait dit."""
    assert demande_oubli(phrase) is demande
    if not demande:
        assert oublis(phrase, {"numero": "06 12", "adresse": "3 rue Haute", "cles": "sous le pot"}) == []


def test_bogue_un_rappel_n_efface_pas_la_memoire():
    textes = ["<memoire_actuelle>\n- boisson : thé vert\n</memoire_actuelle>",
              "N'oublie pas que je suis végétarien."]
    ops = operations(textes)
    assert not [o for o in ops if o["op"] == "delete"]
    textes = ["Notre anniversaire de mariage, c'est le 14 juin, il ne faut pas que je l'oublie."]
    assert any(o["op"] == "add" and "14 juin" in o["valeur"] for o in operations(textes))
    textes = ["<memoire_actuelle>\n- boisson : thé vert\n</memoire_actuelle>", "Je bois du thé vert.",
              "Oublie ça."]
    assert [o["cle"] for o in operations(textes) if o["op"] == "delete"] == ["boisson"]


def test_bogue_oublier_ce_qui_est_nomme_pas_le_dernier_fait_dit():
    """Vu au douzième tour : « Oublie mon adresse » juste après « Mon vélo est un VTT rouge »
    retirait le vélo (le dernier fait dit), et ne retirait rien quand l'adresse était en mémoire."""
    memoire = ("<memoire_actuelle>\n- chat : Moka\n- adresse : 3 rue Haute\n- velo : un VTT rouge\n"
               "</memoire_actuelle>")
    retires = [o["cle"] for o in operations([memoire, "Mon vélo est un VTT rouge.", "Oublie mon adresse."])
               if o["op"] == "delete"]
    assert retires == ["adresse"]
    assert [o["cle"] for o in operations([memoire, "Please forget my bike."])
            if o["op"] == "delete"] == ["velo"]
    assert [o["cle"] for o in operations([memoire, "Oublie Moka."]) if o["op"] == "delete"] == ["chat"]
    # ce qui n'est nulle part : rien n'est retiré ; « oublie ça » : le dernier fait dit
    assert not [o for o in operations([memoire, "Oublie mon numéro de sécu."]) if o["op"] == "delete"]
    assert [o["cle"] for o in operations([memoire, "Mon vélo est un VTT rouge.", "Oublie ça."])
            if o["op"] == "delete"] == ["velo"]
