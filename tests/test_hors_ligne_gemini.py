"""L'API Gemini du modèle local, testée avec le vrai SDK `google-genai` sur 127.0.0.1."""

import http.client
import json

import pytest
from google import genai
from google.genai import errors, types

from modele_local import demarrer, reinitialiser
from modele_local.jetons import compter

MODELE = "gemini-2.5-flash-lite"  # un 2.5 encore servi tel quel : 2.5 Flash est routé depuis le 2026-12-01
METEO = types.Tool(function_declarations=[types.FunctionDeclaration(
    name="meteo", description="Météo actuelle d'une ville.",
    parameters={"type": "OBJECT", "properties": {"ville": {"type": "STRING"}},
                "required": ["ville"]})])


@pytest.fixture(scope="module")
def client():
    return genai.Client(api_key="x", http_options=types.HttpOptions(base_url=demarrer()))


@pytest.fixture(autouse=True)
def cache_vide():
    reinitialiser()


def generer(client, contents, modele=MODELE, **config):
    return client.models.generate_content(
        model=modele, contents=contents, config=types.GenerateContentConfig(**config))


def refus(client, contents, modele=MODELE, **config):
    with pytest.raises(errors.ClientError) as info:
        generer(client, contents, modele, **config)
    assert (info.value.code, info.value.status) == (400, "INVALID_ARGUMENT")
    return info.value.message


def utilisateur(texte):
    return types.Content(role="user", parts=[types.Part(text=texte)])


# --- forme des réponses

def test_reponse_de_forme_reelle(client):
    r = generer(client, "Bonjour")
    candidat = r.candidates[0]
    assert candidat.finish_reason == types.FinishReason.STOP and candidat.content.role == "model"
    assert r.model_version == MODELE and len(r.response_id) == 22
    u = r.usage_metadata
    assert u.prompt_token_count == compter("Bonjour") == 1
    assert u.candidates_token_count == compter(r.text)
    assert u.thoughts_token_count > 0  # 2.5 Flash réfléchit par défaut
    assert u.total_token_count == u.prompt_token_count + u.candidates_token_count + (
        u.thoughts_token_count)
    assert u.cached_content_token_count is None  # absent à 0, comme le vrai service
    sortie = r.model_dump(mode="json", exclude={"sdk_http_response"}, exclude_none=True)
    assert "sdk_http_response" not in sortie and sortie["model_version"] == MODELE


def test_response_id_neuf_a_chaque_reponse(client):
    """Bogue corrigé (issue 23) : deux requêtes identiques recevaient le même responseId."""
    assert generer(client, "Bonjour").response_id != generer(client, "Bonjour").response_id


def test_pensees_montrees_sur_demande(client):
    r = generer(client, "Bonjour",
                thinking_config=types.ThinkingConfig(include_thoughts=True))
    pensee, texte = r.candidates[0].content.parts
    assert pensee.thought is True and pensee.text.startswith("Je relis le message reçu.")
    assert texte.thought is None and texte.thought_signature  # signature sur la dernière part
    assert r.text == texte.text


def test_sans_reflexion(client):
    r = generer(client, "Bonjour", thinking_config=types.ThinkingConfig(thinking_budget=0))
    assert r.usage_metadata.thoughts_token_count is None
    assert r.candidates[0].content.parts[0].thought_signature is None


def test_coupe_a_max_output_tokens(client):
    r = generer(client, "Bonjour", max_output_tokens=2,
                thinking_config=types.ThinkingConfig(thinking_budget=0))
    assert r.candidates[0].finish_reason == types.FinishReason.MAX_TOKENS
    assert r.usage_metadata.candidates_token_count == 2


def test_la_reflexion_peut_manger_tout_le_budget(client):
    r = generer(client, "Bonjour", max_output_tokens=5)
    assert r.candidates[0].finish_reason == types.FinishReason.MAX_TOKENS
    assert r.text is None and r.usage_metadata.thoughts_token_count == 5


def test_system_instruction_comptee(client):
    r = generer(client, "Bonjour", system_instruction="Tu es concis.")
    assert r.usage_metadata.prompt_token_count == 1 + compter("Tu es concis.")


def test_count_tokens(client):
    n = client.models.count_tokens(model=MODELE, contents="Bonjour, je suis Camille.")
    assert n.total_tokens == compter("Bonjour, je suis Camille.")


def test_chat_multi_tour(client):
    chat = client.chats.create(model=MODELE)
    chat.send_message("Bonjour")
    r = chat.send_message("Merci")
    assert r.usage_metadata.prompt_token_count > compter("Merci")
    assert len(chat.get_history()) == 4


@pytest.mark.parametrize("options", [
    types.HttpOptions(api_version="v1beta"),
    {"vertexai": True},  # mode express de Vertex AI : /v1beta1/publishers/google/models/…
])
def test_autres_chemins(options):
    if isinstance(options, dict):
        client = genai.Client(api_key="x", http_options=types.HttpOptions(base_url=demarrer()),
                              **options)
    else:
        client = genai.Client(api_key="x", http_options=types.HttpOptions(
            base_url=demarrer(), api_version=options.api_version))
    assert generer(client, "Bonjour").text


# --- appels de fonction et signatures

def test_appel_de_fonction_aller_retour(client):
    question = utilisateur("Quel temps fait-il à Nantes ?")
    r = generer(client, [question], tools=[METEO])
    (appel,) = r.function_calls
    assert (appel.name, appel.args) == ("meteo", {"ville": "Nantes"})
    partie = next(p for p in r.candidates[0].content.parts if p.function_call)
    assert partie.thought_signature  # premier appel de fonction signé
    reponse = types.Content(role="user", parts=[
        types.Part.from_function_response(name="meteo", response={"result": "Pluie, 12 °C"})])
    fin = generer(client, [question, r.candidates[0].content, reponse], tools=[METEO])
    assert "Pluie, 12 °C" in fin.text
    retouche = r.candidates[0].content.model_copy(deep=True)
    for p in retouche.parts:
        if p.thought_signature:
            p.thought_signature = b"faux"
    assert refus(client, [question, retouche, reponse], tools=[METEO]) == (
        "Thought signature is not valid.")


def test_gemini_3_exige_la_signature(client):
    question = utilisateur("Quel temps fait-il à Paris ?")
    appel = types.Content(role="model", parts=[types.Part(
        function_call=types.FunctionCall(name="meteo", args={"ville": "Paris"}))])
    reponse = types.Content(role="user", parts=[
        types.Part.from_function_response(name="meteo", response={"result": "Soleil"})])
    assert generer(client, [question, appel, reponse], tools=[METEO]).text  # 2.5 : toléré
    message = refus(client, [question, appel, reponse], "gemini-3-flash-preview", tools=[METEO])
    assert message.startswith("Function call is missing a thought_signature in functionCall "
                              "parts.")
    assert "function call `default_api:meteo` , position 1." in message


# --- rejets, avec les messages du vrai service

APPEL = types.Content(role="model", parts=[types.Part(
    function_call=types.FunctionCall(name="meteo", args={"ville": "Lyon"}))])
REPONSE = types.Content(role="user", parts=[
    types.Part.from_function_response(name="meteo", response={"result": "Nuageux"})])


@pytest.mark.parametrize("contents, attendu", [
    ([types.Content(role="system", parts=[types.Part(text="x")])],
     "Please use a valid role: user, model."),
    ([types.Content(role="user", parts=[])],
     "* GenerateContentRequest.contents[0].parts: contents.parts must not be empty.\n"),
    ([utilisateur("Météo ?"), REPONSE],
     "Please ensure that function response turn comes immediately after a function call turn."),
    ([APPEL, REPONSE],
     "Please ensure that function call turn comes immediately after a user turn or after a "
     "function response turn."),
    ([utilisateur("Météo ?"), APPEL, types.Content(role="user", parts=REPONSE.parts * 2)],
     "Please ensure that the number of function response parts is equal to the number of "
     "function call parts of the function call turn."),
])
def test_rejets(client, contents, attendu):
    assert refus(client, contents, tools=[METEO]) == attendu


def test_contents_vide():
    # le SDK refuse déjà `contents=[]` avant d'envoyer : on envoie la requête à la main
    hote, port = demarrer().removeprefix("http://").split(":")
    connexion = http.client.HTTPConnection(hote, int(port), timeout=10)
    connexion.request("POST", f"/v1beta/models/{MODELE}:generateContent", body=b'{"contents": []}',
                      headers={"x-goog-api-key": "x", "content-type": "application/json"})
    reponse = connexion.getresponse()
    assert reponse.status == 400
    assert json.loads(reponse.read()) == {"error": {
        "code": 400, "message": "* GenerateContentRequest.contents: contents is not specified",
        "status": "INVALID_ARGUMENT"}}
    connexion.close()


def test_modele_inconnu_404(client):
    with pytest.raises(errors.ClientError) as info:
        generer(client, "x", "gpt-4o")
    assert (info.value.code, info.value.status) == (404, "NOT_FOUND")
    assert info.value.message.startswith("models/gpt-4o is not found for API version v1")
