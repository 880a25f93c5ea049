"""Réflexion préservée : les aides du module produisent des requêtes qui passent.

Une requête par famille de modèles, par les vrais SDK, contre le modèle local :
claude-sonnet-5-5 (réflexion préservée), claude-sonnet-5 (non préservée), gemini-3.8-flash.

Règle (platform.claude.com, « Preserved thinking » et « Prefix checks on thinking blocks »,
lues le 2026-11-30) : un bloc thinking renvoyé doit avoir exactement le préfixe (`system`,
`tools`, messages d'avant) qu'il avait quand il a été produit ; sinon 400 « … The block is bound
to a different conversation … ». Les tests « naïfs » vérifient que le modèle local refuse ce que
le vrai service refuse : ils demandent que le modèle local émule cette vérification.
"""

import copy

import anthropic
import pytest
from google.genai import types

from contexte import compacter_historique, couper_messages, point_de_coupe, serialize_content
from contexte.appel_llm import reglage_resume
from contexte.compaction import ENTETE_RESUME
from contexte.messages import (
    SIGNES,
    boucle_en_cours,
    debut_echange_courant,
    reflexion_preservee,
    sans_reflexion,
)
from cours.clients import client_anthropic, client_gemini
from modele_local import reinitialiser

PRESERVE, NON_PRESERVE = "claude-sonnet-5-5", "claude-sonnet-5"
SYSTEME = "Tu es l'assistant d'accueil d'Atelier. Réponds en français."
REFLEXION = {"type": "adaptive"}
METEO = {"name": "meteo", "description": "Donne la météo actuelle d'une ville.",
         "input_schema": {"type": "object", "properties": {"ville": {"type": "string"}},
                          "required": ["ville"]}}
LIE_AILLEURS = "The block is bound to a different conversation"
QUESTIONS = ["Je m'appelle Camille et je commence chez Atelier, à Nantes.",
             "Quel temps fait-il à Nantes ?",
             "Je suis dans l'équipe Paiements.",
             "Point important : je suis allergique aux arachides."]


@pytest.fixture(scope="module")
def client():
    return client_anthropic(max_retries=0)


def demander(client, modele, messages):
    """Une requête de la conversation : toujours le même system, les mêmes outils."""
    return client.messages.create(model=modele, max_tokens=2048, system=SYSTEME, tools=[METEO],
                                  thinking=REFLEXION, messages=messages)


def echange(client, modele, historique, question, fenetre=None):
    """Joue un échange complet en ajout seul (outils compris) ; `fenetre` choisit ce qu'on envoie."""
    historique.append({"role": "user", "content": question})
    while True:
        envoi = fenetre(historique) if fenetre else historique
        reponse = demander(client, modele, envoi)
        historique.append({"role": "assistant", "content": serialize_content(reponse.content)})
        if reponse.stop_reason != "tool_use":
            return reponse
        historique.append({"role": "user", "content": [
            {"type": "tool_result", "tool_use_id": b.id, "content": "Pluie, 12 °C."}
            for b in reponse.content if b.type == "tool_use"]})


def conversation(client, modele):
    reinitialiser()
    historique = []
    for question in QUESTIONS:
        echange(client, modele, historique, question)
    return historique


def signes(messages):
    return [b["type"] for m in messages if isinstance(m["content"], list)
            for b in m["content"] if b["type"] in SIGNES]


def texte(reponse):
    return "".join(b.text for b in reponse.content if b.type == "text")


# --- les petites fonctions, sur des entrées faites main

PENSEE = {"type": "thinking", "thinking": "Je réfléchis.", "signature": "sig"}
CACHEE = {"type": "redacted_thinking", "data": "xyz"}


@pytest.mark.parametrize("messages, attendu", [
    ([], []),
    ([{"role": "user", "content": "Bonjour"}], [{"role": "user", "content": "Bonjour"}]),
    ([{"role": "assistant", "content": [PENSEE, {"type": "text", "text": "Oui"}]}],
     [{"role": "assistant", "content": [{"type": "text", "text": "Oui"}]}]),
    # un tour qui n'avait que de la réflexion disparaît (un contenu vide serait refusé)
    ([{"role": "user", "content": "a"}, {"role": "assistant", "content": [PENSEE, CACHEE]},
      {"role": "user", "content": "b"}],
     [{"role": "user", "content": "a"}, {"role": "user", "content": "b"}]),
    ([{"role": "user", "content": []}], [{"role": "user", "content": []}]),  # laissé tel quel
])
def test_sans_reflexion(messages, attendu):
    avant = copy.deepcopy(messages)
    assert sans_reflexion(messages) == attendu
    assert messages == avant


@pytest.mark.parametrize("modele, attendu", [
    ("claude-sonnet-5-5", True), ("claude-opus-5-5", True), ("claude-haiku-5-5", True),
    ("claude-fable-5-1", True), ("claude-mythos-5-2", True), ("claude-fable-5", False),
    ("claude-sonnet-5", False), ("claude-opus-5", False), ("claude-sonnet-4-6", False),
    ("claude-sonnet-5-50", False), ("gemini-3.8-flash", False),
])
def test_reflexion_preservee(modele, attendu):
    assert reflexion_preservee(modele) is attendu


def test_debut_et_boucle():
    q1, q2 = {"role": "user", "content": "q1"}, {"role": "user", "content": "q2"}
    appel = {"role": "assistant", "content": [{"type": "tool_use", "id": "t", "name": "m",
                                               "input": {}}]}
    resultat = {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "t"}]}
    assert debut_echange_courant([]) == 0 and not boucle_en_cours([])
    assert debut_echange_courant([q1, appel, resultat, q2]) == 3
    assert debut_echange_courant([q1, {"role": "assistant", "content": "r"}, q2, appel]) == 2
    assert boucle_en_cours([q2, appel]) and boucle_en_cours([q2, appel, resultat])
    assert not boucle_en_cours([q1, appel, resultat, {"role": "assistant", "content": "r"}])


@pytest.mark.parametrize("nom, modele, attendu", [
    ("anthropic", "claude-sonnet-5-5", ({"thinking": {"type": "between_tools"}}, 0)),
    ("anthropic", "claude-sonnet-5", ({"thinking": {"type": "disabled"}}, 0)),
    ("anthropic", "claude-opus-5", ({"thinking": {"type": "disabled"}}, 0)),
    ("anthropic", "claude-opus-5-5", ({"output_config": {"effort": "low"}}, 4096)),
    ("anthropic", "claude-fable-5-2", ({"output_config": {"effort": "low"}}, 4096)),
    ("anthropic", "claude-sonnet-4-6", ({}, 0)),
])
def test_reglage_resume_anthropic(nom, modele, attendu):
    assert reglage_resume(nom, modele) == attendu


def test_reglage_resume_gemini():
    options, marge = reglage_resume("gemini", "gemini-3.8-flash")
    assert options["thinking_config"].thinking_level == types.ThinkingLevel.LOW and marge == 4096
    options, marge = reglage_resume("gemini", "gemini-2.5-flash")
    assert options["thinking_config"].thinking_budget == 0 and marge == 0


# --- contre le modèle local : une conversation avec réflexion et outils, puis une réécriture

@pytest.mark.parametrize("modele", [PRESERVE, NON_PRESERVE])
def test_compacter_puis_continuer(client, modele):
    historique = conversation(client, modele)
    assert signes(historique)                       # il y a bien des blocs signés à gérer
    compacte = compacter_historique(historique, client, garder_derniers=4, model=modele)
    assert compacte[0]["content"].startswith(ENTETE_RESUME)
    assert signes(compacte) == []                   # tout ce qui suit le résumé les a perdus
    coupe = point_de_coupe(historique, 4)
    assert compacte[1:] == sans_reflexion(historique[coupe:])
    suite = echange(client, modele, compacte, "Quelle est mon équipe ?")
    assert "Paiements" in texte(suite)


@pytest.mark.parametrize("modele, refuse", [(PRESERVE, True), (NON_PRESERVE, False)])
def test_compaction_naive_qui_garde_les_blocs_signes(client, modele, refuse):
    historique = conversation(client, modele)
    coupe = point_de_coupe(historique, 4)
    naive = [{"role": "user", "content": f"{ENTETE_RESUME}\nCamille, Atelier, Nantes."},
             *copy.deepcopy(historique[coupe:]),
             {"role": "user", "content": "Quelle est mon équipe ?"}]
    if not refuse:
        assert demander(client, modele, naive).stop_reason == "end_turn"
        return
    with pytest.raises(anthropic.BadRequestError) as info:
        demander(client, modele, naive)
    assert info.value.status_code == 400 and LIE_AILLEURS in info.value.api_message


@pytest.mark.parametrize("modele", [PRESERVE, NON_PRESERVE])
def test_fenetre_pendant_une_boucle_d_outils(client, modele):
    # La fenêtre est appliquée avant chaque requête ; pendant la boucle, sa coupe ne bouge pas
    # et l'échange en cours garde ses blocs thinking : la requête qui renvoie le résultat passe.
    historique = conversation(client, modele)
    suite = echange(client, modele, historique, "Et demain, quel temps à Nantes ?",
                    fenetre=lambda h: couper_messages(h, 3))
    assert "12 °C" in texte(suite)
    debut = debut_echange_courant(historique[:-1])
    assert boucle_en_cours(historique[:-1]) and signes(historique[debut:])


def sans_retrait(h):
    """Fenêtre naïve : la coupe sûre, mais les blocs signés gardés."""
    return h[point_de_coupe(h, 3):]


def coupe_qui_bouge(h):
    """Fenêtre naïve : blocs retirés, mais la coupe avance pendant la boucle d'outils."""
    coupe, fin = point_de_coupe(h, 3), debut_echange_courant(h)
    return [*sans_reflexion(h[coupe:fin]), *h[fin:]] if coupe < fin else h[coupe:]


@pytest.mark.parametrize("fenetre", [sans_retrait, coupe_qui_bouge])
def test_fenetres_naives(client, fenetre):
    question = "Et demain, quel temps à Nantes ?"
    historique = conversation(client, NON_PRESERVE)
    assert "12 °C" in texte(echange(client, NON_PRESERVE, historique, question, fenetre))
    historique = conversation(client, PRESERVE)
    with pytest.raises(anthropic.BadRequestError) as info:
        echange(client, PRESERVE, historique, question, fenetre)
    assert LIE_AILLEURS in info.value.api_message


# --- Gemini : le tour en cours reste entier, signatures comprises

def test_gemini_resume_puis_appel_de_fonction_en_cours():
    reinitialiser()
    gemini = client_gemini(max_retries=0)
    config = types.GenerateContentConfig(tools=[types.Tool(function_declarations=[
        types.FunctionDeclaration(name="meteo", description=METEO["description"],
                                  parameters=METEO["input_schema"])])])
    resume = types.Content(role="user", parts=[types.Part(
        text=f"{ENTETE_RESUME}\nCamille travaille chez Atelier à Nantes.")])
    question = types.Content(role="user", parts=[types.Part(text="Quel temps fait-il à Nantes ?")])
    r = gemini.models.generate_content(model="gemini-3.8-flash", contents=[resume, question],
                                       config=config)
    appel = r.candidates[0].content
    assert any(p.thought_signature for p in appel.parts if p.function_call)
    resultat = types.Content(role="user", parts=[types.Part.from_function_response(
        name="meteo", response={"result": "Pluie, 12 °C."})])
    fin = gemini.models.generate_content(model="gemini-3.8-flash",
                                         contents=[resume, question, appel, resultat],
                                         config=config)
    assert "12 °C" in fin.text
    # La réécriture naïve du tour en cours (l'appel reconstruit sans sa signature) : refusée.
    refait = types.Content(role="model", parts=[types.Part(function_call=types.FunctionCall(
        name="meteo", args={"ville": "Nantes"}))])
    with pytest.raises(Exception, match="missing a thought_signature"):
        gemini.models.generate_content(model="gemini-3.8-flash",
                                       contents=[resume, question, refait, resultat],
                                       config=config)


# --- les appels de résumé règlent la réflexion : un plafond juste suffit au résumé


@pytest.mark.parametrize("nom", ["anthropic", "gemini"])
def test_resume_au_plafond_juste_ne_s_arrete_pas_sur_max_tokens(nom):
    from contexte import ErreurResume
    from contexte.appel_llm import llm_summarizer
    from cours.scenario import camille_session1

    client = client_anthropic(max_retries=0) if nom == "anthropic" else client_gemini(max_retries=0)
    tours = camille_session1()[:6]
    resume = llm_summarizer(client, max_tokens=60)("", tours)   # réglage choisi pour le modèle
    assert resume.startswith("Camille travaille chez Atelier à Nantes")
    # Le bogue évité : laisser le modèle réfléchir, la réflexion mange le plafond.
    pense = ({"thinking": REFLEXION} if nom == "anthropic" else
             {"thinking_config": types.ThinkingConfig(thinking_level="medium")})
    with pytest.raises(ErreurResume, match="coupé le résumé en route"):
        llm_summarizer(client, max_tokens=60, **pense)("", tours)
