"""Issue 23, côté Gemini : ce sur quoi trébuchaient LangChain, les cookbooks et les clients maison.

Vrai client google-genai sur le modèle local. Sources (2026-12-01) :
https://ai.google.dev/gemini-api/docs/caching (lue : « If not set, the TTL defaults to 1 hour »),
modes AUTO / ANY / NONE du SDK google-genai 3.6.1, sentinelle de signature (FAITS_API_GEMINI §2,
⚠ FAQ de https://ai.google.dev/gemini-api/docs/thought-signatures non relue).
"""

import datetime as dt
import json

import pytest
from google.genai import errors, types

from contexte.llm import client_gemini
from modele_local.gemini.cache_explicite import CachesExplicites
from tests.requete_brute import brut

MODELE = "gemini-3.8-flash"
METEO = types.FunctionDeclaration(
    name="get_weather", description="Get the current weather for a city.",
    parameters={"type": "OBJECT", "properties": {"city": {"type": "STRING"}},
                "required": ["city"]})
OUTILS = [types.Tool(function_declarations=[METEO])]
LONG = "Camille travaille chez Atelier à Nantes, dans l'équipe Data. " * 120


@pytest.fixture(scope="module")
def client():
    return client_gemini(max_retries=0)


def generer(client, contenu="Bonjour", **config):
    return client.models.generate_content(model=MODELE, contents=contenu,
                                          config=types.GenerateContentConfig(**config))


# 2. mode ANY : un appel de fonction, même sans demande qui le vise

def test_mode_any_force_un_appel(client):
    r = generer(client, "Hello!", tools=OUTILS, tool_config=types.ToolConfig(
        function_calling_config=types.FunctionCallingConfig(mode="ANY")))
    assert r.candidates[0].content.parts[0].function_call.name == "get_weather"


def test_mode_none_aucun_appel(client):
    r = generer(client, "What's the weather in Paris?", tools=OUTILS, tool_config=types.ToolConfig(
        function_calling_config=types.FunctionCallingConfig(mode="NONE")))
    assert r.function_calls is None and r.text


# 4. Gemini : sentinelle, parts, types, cache, candidats, hors champ

def test_appel_de_fonction_en_premiere_part(client):
    r = generer(client, "What's the weather in Paris?", tools=OUTILS)
    parts = r.candidates[0].content.parts
    assert parts[0].function_call.args == {"city": "Paris"} and len(parts) == 1


def test_sentinelle_de_signature_acceptee(client):
    contenus = [
        types.Content(role="user", parts=[types.Part(text="What's the weather in Paris?")]),
        types.Content(role="model", parts=[types.Part(
            function_call=types.FunctionCall(name="get_weather", args={"city": "Paris"}),
            thought_signature=b"skip_thought_signature_validator")]),
        types.Content(role="user", parts=[types.Part(function_response=types.FunctionResponse(
            name="get_weather", response={"result": "Sunny"}))]),
    ]
    r = client.models.generate_content(model=MODELE, contents=contenus,
                                       config=types.GenerateContentConfig(tools=OUTILS))
    assert r.text == "The « get_weather » tool returns: Sunny"
    contenus[1].parts[0].thought_signature = b"fausse"
    with pytest.raises(errors.ClientError, match="Thought signature is not valid"):
        client.models.generate_content(model=MODELE, contents=contenus,
                                       config=types.GenerateContentConfig(tools=OUTILS))


def test_reponse_diffusee_reunie_en_une_part_garde_une_signature_valide(client):
    """Comme LangChain : les morceaux d'un flux réunis en une part, avec la dernière signature."""
    question = "Je m'appelle Camille et je suis dans l'équipe Data, à Nantes, depuis trois ans."
    morceaux = list(client.models.generate_content_stream(model=MODELE, contents=question))
    assert len(morceaux) > 1
    signature = morceaux[-1].candidates[0].content.parts[-1].thought_signature
    assert signature
    reunie = types.Content(role="model", parts=[types.Part(
        text="".join(m.text for m in morceaux), thought_signature=signature)])
    r = client.models.generate_content(model=MODELE, contents=[
        types.Content(role="user", parts=[types.Part(text=question)]), reunie,
        types.Content(role="user", parts=[types.Part(text="Quelle est mon équipe ?")])])
    assert r.text == "Vous êtes dans l'équipe Data."


@pytest.mark.parametrize("champ, valeur, nom", [
    ("generationConfig", "chaud", "generation_config"),
    ("tools", {"functionDeclarations": []}, "tools"),
    ("systemInstruction", "Sois bref.", "system_instruction"),
    ("generationConfig", {"thinkingConfig": "low"}, "generation_config.thinking_config"),
])
def test_types_json_faux_refuses(champ, valeur, nom):
    statut, _, texte = brut("POST", f"/v1beta/models/{MODELE}:generateContent",
                            {"contents": [{"parts": [{"text": "Bonjour"}]}], champ: valeur})
    corps = json.loads(texte or "{}")
    assert (statut, corps["error"]["status"]) == (400, "INVALID_ARGUMENT")
    assert f"Invalid value at '{nom}'" in corps["error"]["message"]


def test_candidate_count_deux_candidats(client):
    r = generer(client, candidate_count=2)
    assert [c.index for c in r.candidates] == [0, 1]
    assert r.candidates[0].content.parts[0].text == r.candidates[1].content.parts[0].text


def test_cached_content_inexistant_refuse(client):
    with pytest.raises(errors.ClientError) as info:
        generer(client, cached_content="cachedContents/inexistant")
    assert (info.value.code, info.value.message) == (
        403, "CachedContent not found (or permission denied)")


def test_cache_explicite_cycle_complet(client):
    cache = client.caches.create(model=MODELE, config=types.CreateCachedContentConfig(
        contents=[types.Content(role="user", parts=[types.Part(text=LONG)])],
        system_instruction="Réponds brièvement.", ttl="300s", display_name="dossier"))
    jetons = cache.usage_metadata.total_token_count
    assert cache.name.startswith("cachedContents/") and jetons >= 1024
    assert cache.expire_time - cache.create_time == dt.timedelta(seconds=300)
    assert cache.name in [c.name for c in client.caches.list()]
    assert client.caches.get(name=cache.name).display_name == "dossier"
    prolonge = client.caches.update(name=cache.name,
                                    config=types.UpdateCachedContentConfig(ttl="3600s"))
    assert prolonge.expire_time > cache.expire_time
    r = generer(client, "Où je travaille ?", cached_content=cache.name)
    assert r.text == "Vous travaillez à Nantes."                              # le cache est lu
    assert generer(client, "Où je travaille ?").text.startswith("Je ne trouve pas")   # sans lui
    assert r.usage_metadata.cached_content_token_count == jetons
    assert r.usage_metadata.prompt_token_count > jetons
    with pytest.raises(errors.ClientError, match="can not be used with GenerateContent"):
        generer(client, "x", cached_content=cache.name, system_instruction="Autre.")
    client.caches.delete(name=cache.name)
    with pytest.raises(errors.ClientError, match="CachedContent not found"):
        client.caches.get(name=cache.name)


def test_cache_explicite_trop_petit_et_expiration():
    horloge = [1000.0]
    caches = CachesExplicites(horloge=lambda: horloge[0])
    from modele_local.protocole import Rejet
    with pytest.raises(Rejet, match="Cached content is too small"):
        caches.creer({"model": MODELE, "contents": [{"parts": [{"text": "court"}]}]}, "v1beta")
    nom = caches.creer({"model": MODELE, "contents": [{"parts": [{"text": LONG}]}]},
                       "v1beta").corps["name"]
    horloge[0] += 3599
    assert caches.lire(nom).statut == 200                      # TTL par défaut : une heure
    horloge[0] += 2
    with pytest.raises(Rejet, match="CachedContent not found"):
        caches.lire(nom)


@pytest.mark.parametrize("appel", [
    lambda c: c.files.upload(file=__file__),
    lambda c: c.models.embed_content(model="gemini-embedding-001", contents="x"),
])
def test_hors_champ_forme_d_erreur_de_l_api(client, appel):
    with pytest.raises(errors.APIError) as info:
        appel(client)
    assert (info.value.code, info.value.status) == (501, "UNIMPLEMENTED")
    assert "The local model does not imitate" in info.value.message


def test_hors_champ_traduit_en_francais_par_le_cours(client):
    from contexte.llm_erreurs import ErreurFournisseur, traduire_erreurs

    with pytest.raises(ErreurFournisseur) as info, traduire_erreurs():
        client.files.upload(file=__file__)
    assert info.value.nature == "non_imite" and info.value.statut == 501
    assert str(info.value).startswith("Gemini : fonction que le modèle local n'imite pas (HTTP 501")


# 5. erreurs de schéma en anglais

def test_erreur_de_schema_gemini_en_anglais(client):
    with pytest.raises(errors.ClientError, match="does not imitate the JSON schema keyword"):
        generer(client, response_mime_type="application/json",
                response_json_schema={"type": "object", "oneOf": [{"type": "object"}]})
