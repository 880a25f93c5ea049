"""Le cerveau du modèle local suit la consigne : demande de résumé reconnue par ce qu'elle demande,
contraintes écrites dans le prompt respectées (mots, lignes, langue, titre, puces), prénom gardé.
"""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from contexte import SUMMARY_PROMPT, camille_session1
from contexte.resume_llm import delimiter_tours
from modele_local.comprehension.cerveau import repondre
from modele_local.comprehension.consignes import demande_un_resume, langue_de, lire_consigne

TOURS = camille_session1()


def U(texte):
    return {"role": "user", "blocs": [{"type": "text", "text": texte}]}


def texte(systeme, messages):
    blocs = repondre(systeme, messages, [])
    assert [b["type"] for b in blocs] == ["text"]
    return blocs[0]["text"]


def resume(prompt, tours=TOURS):
    return texte(prompt, [U(delimiter_tours("", tours))])


# --- reconnaître une demande de résumé (table : consigne, tours délimités fournis ?, attendu)

@pytest.mark.parametrize("consigne, delimite, attendu", [
    (SUMMARY_PROMPT, True, True),
    ("Résume cette conversation.", False, True),
    ("Peux-tu résumer notre échange ?", False, True),
    ("Fais-moi un court résumé de ce qui précède.", False, True),
    ("Tu tiens le résumé d'une conversation.", False, True),
    ("Summarize the conversation below.", False, True),
    ("Please write a brief summary of these turns.", False, True),
    ("Synthétise les échanges en 3 lignes.", False, True),
    ("Merci pour le résumé !", False, False),            # le nom seul, sans tours : pas une demande
    ("Le résumé attendu :", True, True),                 # le nom seul, avec des tours délimités
    ("Je résume : je suis dans l'équipe Data.", False, False),   # l'utilisateur parle de lui
    ("Tu es un assistant serviable.", True, False),
    ('<tour role="user">Résume tout</tour>', True, False),       # dans les balises : du contenu
])
def test_demande_reconnue_par_ce_qu_elle_demande(consigne, delimite, attendu):
    assert demande_un_resume(consigne, delimite) is attendu


def test_un_prompt_reecrit_reste_un_resume():
    # Bogue corrigé : un SUMMARY_PROMPT modifié renvoyait « C'est noté : … » au lieu d'un résumé.
    for prompt in ("Tu condenses des conversations. Garde les faits.",
                   "Fais une synthèse des tours ci-dessous.",
                   SUMMARY_PROMPT.replace("Mets à jour le résumé", "Actualise la synthèse")):
        assert resume(prompt).startswith("Camille travaille chez Atelier à Nantes")


def test_tours_ecrits_role_deux_points_dans_la_consigne():
    message = ("Résume cette conversation en 30 mots.\n\nuser: Je suis Camille, de l'équipe Data."
               "\nassistant: Bienvenue !\nuser: Je suis allergique aux arachides.")
    assert texte("", [U(message)]) == ("Camille est dans l'équipe Data. Camille est allergique aux "
                                       "arachides.")


@pytest.mark.parametrize("question, attendu", [
    ("What is my team?", "You are in the Plateforme team."),
    ("Who is my manager?", "Your manager is Malik."),
    ("What am I allergic to?", "You are allergic to peanuts."),
    ("Where do I live?", "You live in Rezé."),
    ("What's my name?", "Your name is Camille."),
    ("What's my favourite colour?", "I am a local demonstration model: I only answer from what "
                                    "you told me in this conversation."),
])
def test_questions_en_anglais_reponses_en_anglais(question, attendu):
    camille = [{"role": "user" if r == "user" else "assistant",
                "blocs": [{"type": "text", "text": t}]} for r, t in TOURS]
    assert texte("", camille + [U(question)]) == attendu


# --- contraintes écrites dans le prompt

def test_limite_de_mots_editee_change_le_resume():
    long, court = resume(SUMMARY_PROMPT), resume(SUMMARY_PROMPT.replace("120 mots", "60 mots"))
    assert len(long.split()) == 105 and len(court.split()) == 60
    assert "Demandes" in long and "Demandes" not in court
    assert len(resume(SUMMARY_PROMPT.replace("120 mots", "20 mots")).split()) <= 20


@pytest.mark.parametrize("consigne, mots, lignes, langue, titre, puces", [
    ("Résume en 60 mots maximum.", 60, None, "fr", False, False),
    ("Résume en soixante mots, en une ligne.", 60, 1, "fr", False, False),
    ("Summarize in under 50 words, three sentences.", 50, 3, "en", False, False),
    ("Résume, avec un titre, sous forme de liste à puces.", 120, None, "fr", True, True),
    ("Résume sans titre, 2 lignes maximum, in English.", 120, 2, "en", False, False),
    ("Résume en 80 mots, puis en 40 mots.", 40, None, "fr", False, False),   # la plus stricte
])
def test_contraintes_lues(consigne, mots, lignes, langue, titre, puces):
    c = lire_consigne(consigne)
    assert (c.mots, c.lignes, c.langue, c.titre, c.puces) == (mots, lignes, langue, titre, puces)


def test_langue_detectee():
    assert langue_de("What's the weather in Paris?") == "en"
    assert langue_de("Quel temps fait-il à Paris ?") == "fr"
    assert langue_de("Résume en anglais.") == "en"


def test_resume_en_anglais():
    attendu = ("Camille works at Atelier in Nantes, in the Plateforme team. Camille mostly codes "
               "in Go. Camille lives in Rezé and commutes by bike. Camille is allergic to peanuts. "
               "Camille's manager is Malik.")
    anglais = resume(SUMMARY_PROMPT.replace("en français", "in English"))
    assert anglais.splitlines()[0] == attendu
    assert anglais.splitlines()[1].startswith("Other information: ")
    court = resume("Summarize the turns below in 40 words.")               # consigne en anglais
    assert court.splitlines() == [attendu, "Requests: « Quels outils dois-je installer ? »"]


def test_titre_et_puces():
    avec = resume("Résume en 3 lignes maximum, avec un titre.")
    assert avec.splitlines()[0] == "Résumé de la conversation" and len(avec.splitlines()) == 3
    assert "Résumé de la conversation" not in resume(SUMMARY_PROMPT)   # « sans titre »
    puces = resume("Résume sous forme de liste à puces, 30 mots maximum.").splitlines()
    assert puces[:2] == ["- Camille travaille chez Atelier à Nantes, dans l'équipe Plateforme.",
                         "- Camille code surtout en Go."]
    assert all(ligne.startswith("- ") for ligne in puces)


# --- le prénom et l'identité restent

@pytest.mark.parametrize("dit, attendu", [
    ("Bonjour, je suis Camille. Je code en Go.", "Camille code surtout en Go."),
    ("Je suis Camille.", "Camille est la personne qui écrit."),
    ("Moi c'est Camille et je suis dans l'équipe Data.", "Camille est dans l'équipe Data."),
    ("Hi, I'm Camille and I work at Atelier in Nantes.", "Camille travaille chez Atelier à Nantes."),
    ("Je suis dans l'équipe Data.", "L'utilisateur est dans l'équipe Data."),  # sans prénom
])
def test_le_prenom_reste_le_sujet(dit, attendu):
    assert resume(SUMMARY_PROMPT, [("user", dit)]) == attendu


def test_equipe_en_anglais_et_valeur_perimee():
    dit = "I was in the Payments team. Now I joined the Platform team."
    assert resume("Summarize in English.", [("user", dit)]) == (
        "The user is in the Platform team.\nOther information: « I was in the Payments team. »")


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=1, max_value=150), st.sampled_from(["fr", "en"]),
       st.booleans(), st.booleans())
def test_propriete_la_limite_de_mots_editee_est_toujours_tenue(mots, langue, titre, puces):
    prompt = SUMMARY_PROMPT.replace("120 mots", f"{mots} mots")
    if langue == "en":
        prompt = prompt.replace("en français", "in English")
    prompt += (" Avec un titre." if titre else "") + (" En liste à puces." if puces else "")
    sortie = resume(prompt)
    rien = {"Rien d'important à retenir pour l'instant.", "Nothing important to remember yet."}
    assert sortie in rien or len(sortie.split()) <= mots


MORCEAUX = st.lists(st.sampled_from(["Résume", "summarize", "résumé", "</tour>", "<tour>",
                                     '<tour role="user">', "<resume_actuel>", " ", "Fais un ",
                                     "la conversation", "?", ".", "\n", "abc", "É"]),
                   max_size=12).map("".join)


@settings(max_examples=80, deadline=None)
@given(MORCEAUX, st.lists(st.tuples(st.sampled_from(["user", "model"]), MORCEAUX), max_size=6))
def test_propriete_le_contenu_delimite_n_est_jamais_une_consigne(resume_actuel, tours):
    # Ce que delimiter_tours range entre balises reste du contenu, quoi qu'il contienne.
    assert not demande_un_resume(delimiter_tours(resume_actuel, tours), delimite=True)


@pytest.mark.parametrize("fabrique", ["client_anthropic", "client_gemini"])
def test_prompt_edite_par_llm_summarizer_sur_les_deux_sdk(fabrique):
    # Bogue du seed corrigé : un prompt édité donnait « C'est noté : … » comme résumé.
    import contexte.llm
    from contexte.resume_llm import llm_summarizer
    client = getattr(contexte.llm, fabrique)(max_retries=0)
    court = llm_summarizer(client, prompt=SUMMARY_PROMPT.replace("120 mots", "60 mots"))("", TOURS)
    anglais = llm_summarizer(client, prompt="Summarize these turns in 40 words, in English.")(
        "", TOURS)
    assert court == resume(SUMMARY_PROMPT.replace("120 mots", "60 mots"))
    assert len(court.split()) <= 60 and court.startswith("Camille travaille chez Atelier")
    assert anglais.startswith("Camille works at Atelier in Nantes") and len(anglais.split()) <= 40
