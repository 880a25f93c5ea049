"""Appels d'outils du modèle local depuis une demande en français ou en anglais : l'outil visé est
trouvé par son nom, sa description ou son schéma, et ses arguments suivent les types du schéma.
Puis à travers les vrais SDK : un outil météo est appelé par « What's the weather in Paris? ».
"""

import pytest

from modele_local.comprehension.outils import choisir_outil, score


def outil(nom, description, proprietes, requis=()):
    return {"name": nom, "description": description,
            "input_schema": {"type": "object", "properties": proprietes, "required": list(requis)}}


METEO = outil("get_weather", "Get the current weather for a city.",
              {"city": {"type": "string"}, "unit": {"type": "string",
                                                    "enum": ["celsius", "fahrenheit"]}},
              ["city"])
CALCUL = outil("calculatrice", "Évalue une expression arithmétique.",
               {"expression": {"type": "string"}}, ["expression"])
RAPPEL = outil("creer_rappel", "Crée un rappel dans l'agenda.",
               {"titre": {"type": "string"}, "minutes": {"type": "integer"},
                "urgent": {"type": "boolean"}}, ["titre", "minutes"])
TEMPERATURE = outil("thermometre", "Température d'une pièce de la maison.",
                    {"piece": {"type": "string", "enum": ["salon", "cuisine", "chambre"]},
                     "seuil": {"type": "number"}}, ["piece"])
TOUS = [METEO, CALCUL, RAPPEL]


@pytest.mark.parametrize("demande, nom, arguments", [
    ("What's the weather in Paris?", "get_weather", {"city": "Paris"}),          # anglais
    ("Quel temps fait-il à Lyon ?", "get_weather", {"city": "Lyon"}),            # thème météo
    ("Weather in Nantes in fahrenheit please", "get_weather",
     {"city": "Nantes", "unit": "fahrenheit"}),                                  # enum cité
    ("Combien font 6 * 7 ?", "calculatrice", {"expression": "6 * 7"}),          # expression
    ("Compute 12.5 + 3", "calculatrice", {"expression": "12.5 + 3"}),
    ("Rappelle-moi de « appeler Malik » dans 15 minutes", "creer_rappel",
     {"titre": "appeler Malik", "minutes": 15}),                                 # integer
    ("Crée un rappel urgent « pot d'accueil » dans 30 minutes", "creer_rappel",
     {"titre": "pot d'accueil", "minutes": 30, "urgent": True}),                 # boolean
])
def test_outil_et_arguments(demande, nom, arguments):
    appel, refus = choisir_outil(demande, TOUS)
    assert refus is None and appel == {"type": "tool_use", "name": nom, "input": arguments}


def test_enum_et_number():
    appel, _ = choisir_outil("Quelle température dans la cuisine, seuil 19,5 ?", [TEMPERATURE])
    assert appel["input"] == {"piece": "cuisine", "seuil": 19.5}
    appel, _ = choisir_outil("Quelle température fait-il ?", [TEMPERATURE])
    assert appel["input"] == {"piece": "salon"}          # requis, non cité : première valeur


@pytest.mark.parametrize("demande", [
    "Je suis dans l'équipe Data.",
    "Dans quelle ville je travaille ?",        # « ville » seul, mot de description : trop faible
    "Merci beaucoup !",
    "I love Paris.",
])
def test_aucun_outil_quand_la_demande_ne_le_vise_pas(demande):
    assert choisir_outil(demande, TOUS) == (None, None)


def test_argument_requis_manquant_demande_precision():
    assert choisir_outil("What's the weather like?", [METEO]) == (
        None, "To use the « get_weather » tool, I need: city. Could you tell me?")
    assert choisir_outil("Quel temps fait-il ?", [METEO])[1] == (
        "Pour utiliser l'outil « get_weather », il me manque : city. Pouvez-vous préciser ?")


def test_le_meilleur_outil_gagne():
    assert score("What's the weather in Paris?", METEO) > score("What's the weather in Paris?",
                                                                 CALCUL) == 0


# --- à travers les vrais SDK

@pytest.fixture(scope="module")
def clients():
    from contexte.llm import client_anthropic, client_gemini
    return client_anthropic(max_retries=0), client_gemini(max_retries=0)


def test_meteo_en_anglais_par_anthropic(clients):
    anthropic, _ = clients
    r = anthropic.messages.create(
        model="claude-sonnet-5", max_tokens=512,
        tools=[METEO], messages=[{"role": "user", "content": "What's the weather in Paris?"}])
    appels = [b for b in r.content if b.type == "tool_use"]
    assert r.stop_reason == "tool_use"
    assert [(a.name, a.input) for a in appels] == [("get_weather", {"city": "Paris"})]


def test_meteo_en_anglais_par_gemini(clients):
    from google.genai import types
    _, gemini = clients
    declaration = types.FunctionDeclaration(
        name="get_weather", description="Get the current weather for a city.",
        parameters={"type": "OBJECT", "properties": {"city": {"type": "STRING"}},
                    "required": ["city"]})
    r = gemini.models.generate_content(
        model="gemini-2.5-flash", contents="What's the weather in Paris?",
        config=types.GenerateContentConfig(
            tools=[types.Tool(function_declarations=[declaration])],
            automatic_function_calling=types.AutomaticFunctionCallingConfig(disable=True)))
    assert [(a.name, a.args) for a in r.function_calls] == [("get_weather", {"city": "Paris"})]
