"""Conformité de l'API Interactions (schéma `steps` de juin 2026) avec le vrai `client.interactions`.

Règles lues le 2026-11-30 : https://ai.google.dev/gemini-api/docs/interactions et FAITS_API_GEMINI §4.
"""

import pytest
from google.genai import _interactions_errors as erreurs

from cours.clients import client_gemini

MODELE = "gemini-3.8-flash"
METEO = {"type": "function", "name": "get_weather", "description": "Get the weather for a city.",
         "parameters": {"type": "object", "properties": {"city": {"type": "string"}},
                        "required": ["city"]}}


@pytest.fixture(scope="module")
def client():
    return client_gemini(max_retries=0)


def test_le_fournisseur_garde_l_historique(client):
    premiere = client.interactions.create(model=MODELE, input="Je suis dans l'équipe Plateforme.")
    assert premiere.status == "completed" and premiere.id.startswith("v1_")
    assert [s.type for s in premiere.steps] == ["thought", "model_output"]   # create : sorties
    suite = client.interactions.create(model=MODELE, input="Quelle est mon équipe ?",
                                       previous_interaction_id=premiere.id)
    assert suite.output_text == "Vous êtes dans l'équipe Plateforme."
    assert suite.previous_interaction_id == premiere.id
    sans = client.interactions.create(model=MODELE, input="Quelle est mon équipe ?")
    assert sans.output_text == "Je ne trouve pas cette information dans notre conversation."


def test_get_rend_aussi_les_entrees(client):
    i = client.interactions.create(model=MODELE, input="Bonjour !")
    lue = client.interactions.get(i.id)
    assert [s.type for s in lue.steps] == ["user_input", "thought", "model_output"]
    assert lue.steps[0].content[0].text == "Bonjour !"
    assert lue.output_text == i.output_text == "Bonjour ! Que puis-je faire pour vous ?"


def test_usage(client):
    i = client.interactions.create(model=MODELE, input="Merci !")
    u = i.usage
    assert u.total_tokens == u.total_input_tokens + u.total_output_tokens + u.total_thought_tokens
    assert u.total_thought_tokens > 0 and u.total_output_tokens > 0     # 3.8 Flash réfléchit


def test_appel_de_fonction_puis_resultat(client):
    i = client.interactions.create(model=MODELE, input="What's the weather in Paris?",
                                   tools=[METEO])
    appel = [s for s in i.steps if s.type == "function_call"]
    assert i.status == "requires_action"
    assert [(a.name, a.arguments) for a in appel] == [("get_weather", {"city": "Paris"})]
    fin = client.interactions.create(
        model=MODELE, previous_interaction_id=i.id, tools=[METEO],
        input=[{"type": "function_result", "call_id": appel[0].id, "name": "get_weather",
                "result": "Ensoleillé, 21 °C"}])
    assert fin.status == "completed"
    assert fin.output_text == "The « get_weather » tool returns: Ensoleillé, 21 °C"


def test_historique_en_etapes(client):
    etapes = [{"type": "user_input", "content": [{"type": "text", "text": "Je code en Go."}]},
              {"type": "model_output", "content": [{"type": "text", "text": "Noté."}]},
              {"type": "user_input", "content": [{"type": "text",
                                                  "text": "En quel langage je code ?"}]}]
    assert client.interactions.create(model=MODELE, input=etapes).output_text == \
        "Vous codez surtout en Go."


def test_supprimer_puis_lire_404(client):
    i = client.interactions.create(model=MODELE, input="Salut")
    client.interactions.delete(i.id)
    with pytest.raises(erreurs.NotFoundError) as info:
        client.interactions.get(i.id)
    assert info.value.body == {"error": {"code": "not_found",
                                         "message": f"Interaction {i.id} not found."}}
    with pytest.raises(erreurs.NotFoundError):
        client.interactions.create(model=MODELE, input="x", previous_interaction_id=i.id)


def test_store_false_non_garde(client):
    i = client.interactions.create(model=MODELE, input="Salut", store=False)
    with pytest.raises(erreurs.NotFoundError):
        client.interactions.get(i.id)


def test_niveau_de_reflexion_refuse_verbatim(client):
    with pytest.raises(erreurs.BadRequestError) as info:
        client.interactions.create(model=MODELE, input="x",
                                   generation_config={"thinking_level": "minimal"})
    assert info.value.body["error"] == {
        "code": "invalid_request", "message": "'minimal' is not a supported thinking level for "
                                              "this model. Allowed values are: medium, low, high."}


def test_flux_meme_texte_que_sans_flux(client):
    question = "Je m'appelle Camille et je suis dans l'équipe Data."
    evenements = list(client.interactions.create(model=MODELE, input=question, stream=True))
    assert [e.event_type for e in evenements][:2] == ["interaction.created", "step.start"]
    assert evenements[-1].event_type == "interaction.completed"
    texte = "".join(e.delta.text for e in evenements
                    if e.event_type == "step.delta" and e.delta.type == "text")
    assert texte == client.interactions.create(model=MODELE, input=question).output_text
    assert client.interactions.get(evenements[-1].interaction.id).output_text == texte


@pytest.mark.parametrize("options", [{"agent": "deep-research-preview"},
                                     {"model": MODELE, "background": True}])
def test_refus_clairs(client, options):
    with pytest.raises(erreurs.BadRequestError, match="the local model does not imitate"):
        client.interactions.create(input="x", **options)


def test_modele_retire_404(client):
    with pytest.raises(erreurs.NotFoundError, match="gemini-2.0-flash is not found"):
        client.interactions.create(model="gemini-2.0-flash", input="x")


def test_sortie_json_par_response_format(client):
    schema = {"type": "object", "properties": {"team": {"type": "string"}}, "required": ["team"]}
    i = client.interactions.create(model=MODELE, input="Je suis dans l'équipe Data.",
                                   response_format={"type": "text",
                                                    "mime_type": "application/json",
                                                    "schema": schema})
    assert i.output_text == '{"team": "Data"}'
