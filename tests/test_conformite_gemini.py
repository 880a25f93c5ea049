"""Conformité Gemini : chaque règle imitée, vérifiée avec le vrai client google-genai sur 127.0.0.1.

Règles lues le 2026-11-30 (FAITS_API_GEMINI.md) : flux SSE (§3), chats (§5), rôles (§3, §6),
modèles et redirections (§1, https://ai.google.dev/gemini-api/docs/changelog), formes d'erreur (§6).
"""

import json

import pytest
from google.genai import errors, types

from cours.clients import client_gemini
from tests.requete_brute import brut

MODELE = "gemini-3.8-flash"
METEO = types.FunctionDeclaration(
    name="get_weather", description="Get the current weather for a city.",
    parameters={"type": "OBJECT", "properties": {"city": {"type": "STRING"}},
                "required": ["city"]})


@pytest.fixture(scope="module")
def client():
    return client_gemini(max_retries=0)


# --- flux (streamGenerateContent?alt=sse)

def test_flux_meme_texte_que_sans_flux(client):
    question = "Je m'appelle Camille et je suis dans l'équipe Data."
    entier = client.models.generate_content(model=MODELE, contents=question)
    morceaux = list(client.models.generate_content_stream(model=MODELE, contents=question))
    assert len(morceaux) > 1
    assert "".join(m.text for m in morceaux) == entier.text
    assert all(m.candidates[0].content.parts for m in morceaux)        # parts dans chaque morceau
    assert [m.candidates[0].finish_reason for m in morceaux][-1] == types.FinishReason.STOP
    assert all(m.usage_metadata is None for m in morceaux[:-1])
    assert morceaux[-1].usage_metadata.total_token_count == entier.usage_metadata.total_token_count


def test_flux_forme_sse_brute():
    statut, genre, texte = brut("POST", "/v1beta/models/gemini-3.8-flash:streamGenerateContent"
                                        "?alt=sse", {"contents": [{"parts": [{"text": "Merci !"}]}]})
    assert statut == 200 and genre.startswith("text/event-stream")
    evenements = [b for b in texte.split("\n\n") if b]
    assert all(b.startswith("data: ") for b in evenements)            # pas de ligne « event: »
    assert json.loads(evenements[-1][6:])["candidates"][0]["finishReason"] == "STOP"


def test_flux_appel_de_fonction(client):
    config = types.GenerateContentConfig(
        tools=[types.Tool(function_declarations=[METEO])],
        automatic_function_calling=types.AutomaticFunctionCallingConfig(disable=True))
    appels = [a for m in client.models.generate_content_stream(
        model=MODELE, contents="What's the weather in Paris?", config=config)
        for a in m.function_calls or []]
    assert [(a.name, a.args) for a in appels] == [("get_weather", {"city": "Paris"})]


def test_flux_erreur_avant_le_premier_morceau(client):
    with pytest.raises(errors.ClientError) as info:
        list(client.models.generate_content_stream(model="gemini-1.5-flash", contents="x"))
    assert (info.value.code, info.value.status) == (404, "NOT_FOUND")


def test_flux_panne_en_cours(client):
    flux = client.models.generate_content_stream(model="hors-ligne-erreur-flux-529",
                                                 contents="Je suis dans l'équipe Data.")
    premier = next(flux)
    assert premier.text == "C'est noté : vous êtes dans "
    with pytest.raises(errors.ServerError) as info:
        next(flux)
    assert (info.value.code, info.value.status) == (503, "UNAVAILABLE")


def test_chat_en_flux_garde_l_historique(client):
    chat = client.chats.create(model=MODELE)
    texte = "".join(m.text for m in chat.send_message_stream("Je suis dans l'équipe Data."))
    assert texte == "C'est noté : vous êtes dans l'équipe Data."
    assert len(chat.get_history(curated=True)) >= 2                    # le tour n'est pas oublié
    reponse = "".join(m.text for m in chat.send_message_stream("Quelle est mon équipe ?"))
    assert reponse == "Vous êtes dans l'équipe Data."


def test_chat_gemini_3_avec_outil_python_en_flux(client):
    def get_weather(city: str) -> str:
        """Get the current weather for a city."""
        return f"Il fait beau à {city}."
    chat = client.chats.create(model=MODELE, config=types.GenerateContentConfig(
        tools=[get_weather]))
    assert chat.send_message("What's the weather in Paris?").text == \
        "The « get_weather » tool returns: Il fait beau à Paris."   # question en anglais
    # le tour suivant renvoie l'historique, signatures comprises : accepté
    assert chat.send_message("Merci !").text == "Avec plaisir !"


# --- rôles

def test_reponse_de_fonction_sous_role_tool(client):
    contenus = [
        types.Content(role="user", parts=[types.Part(text="What's the weather in Paris?")]),
        types.Content(role="model", parts=[types.Part(function_call=types.FunctionCall(
            name="get_weather", args={"city": "Paris"}))]),
        types.Content(role="tool", parts=[types.Part(function_response=types.FunctionResponse(
            name="get_weather", response={"result": "Ensoleillé"}))]),
    ]
    # gemini-2.5-flash-lite : un modèle 2.5 encore servi tel quel (gemini-2.5-flash est routé vers
    # gemini-3.5-flash-lite depuis le 2026-12-01, qui exige les signatures de pensée)
    r = client.models.generate_content(model="gemini-2.5-flash-lite", contents=contenus)
    assert r.text == "The « get_weather » tool returns: Ensoleillé"


def test_role_inconnu_refuse(client):
    with pytest.raises(errors.ClientError) as info:
        client.models.generate_content(model=MODELE, contents=[
            types.Content(role="system", parts=[types.Part(text="x")])])
    assert info.value.message == "Please use a valid role: user, model."


# --- modèles (catalogue)

def test_models_get_et_redirection(client):
    m = client.models.get(model=MODELE)
    assert (m.name, m.input_token_limit, m.output_token_limit) == (
        "models/gemini-3.8-flash", 1_048_576, 65_536)
    assert "generateContent" in m.supported_actions
    assert "gemini-3.6-flash" in client.models.get(model="gemini-3.5-flash").description
    r = client.models.generate_content(model="gemini-3.5-flash", contents="Bonjour")
    assert r.model_version == "gemini-3.6-flash"                        # routé (CL-OCT)


@pytest.mark.parametrize("ident", ["gemini-1.5-pro", "gemini-2.0-flash", "gemini-9-ultra"])
def test_retire_ou_inconnu_404_au_format_gemini(client, ident):
    for appel in (lambda: client.models.get(model=ident),
                  lambda: client.models.generate_content(model=ident, contents="x")):
        with pytest.raises(errors.ClientError) as info:
            appel()
        assert (info.value.code, info.value.status) == (404, "NOT_FOUND")
        assert info.value.message.startswith(f"models/{ident} is not found for API version v1")


def test_models_list_pagine_sans_retires(client):
    noms = [m.name for m in client.models.list(config={"page_size": 3})]
    assert "models/gemini-3.8-flash" in noms and "models/gemini-2.5-flash" in noms
    assert "models/gemini-2.0-flash" not in noms and len(noms) == len(set(noms)) > 3


def test_erreurs_jamais_au_format_anthropic():
    for methode, chemin in (("GET", "/v1/models/inconnu"), ("GET", "/v1beta/models/gemini-9"),
                            ("PUT", "/v1/models"), ("GET", "/v1/interactions/v1_x")):
        statut, _, texte = brut(methode, chemin)
        corps = json.loads(texte)
        assert statut in (404, 405) and set(corps) == {"error"} and "type" not in corps
    statut, _, texte = brut("POST", "/v1beta/cachedContents")       # servi depuis l'issue 23
    assert statut == 400 and set(json.loads(texte)) == {"error"}


def test_niveau_de_reflexion_refuse(client):
    with pytest.raises(errors.ClientError) as info:
        client.models.generate_content(model=MODELE, contents="x", config=types.GenerateContentConfig(
            thinking_config=types.ThinkingConfig(thinking_level="MINIMAL")))
    assert info.value.message == ("Thinking level MINIMAL is not supported for this model. "
                                  "Please retry with other thinking level.")


def test_flux_asynchrone(client):
    import asyncio

    async def lire():
        flux = await client.aio.models.generate_content_stream(model=MODELE, contents="Merci !")
        return [m.text async for m in flux]

    assert "".join(asyncio.run(lire())) == "Avec plaisir !"


def test_chat_avec_historique_donne(client):
    chat = client.chats.create(model=MODELE, history=[
        types.Content(role="user", parts=[types.Part(text="Je suis dans l'équipe Data.")]),
        types.Content(role="model", parts=[types.Part(text="Noté.")])])
    assert "".join(m.text for m in chat.send_message_stream("Quelle est mon équipe ?")) == \
        "Vous êtes dans l'équipe Data."
    assert [c.role for c in chat.get_history()][:3] == ["user", "model", "user"]
