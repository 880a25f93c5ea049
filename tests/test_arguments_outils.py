"""Les arguments d'outil remplis selon le schéma, branchés sur le choix d'outil (issue 28, point 4).

La table de cas écrite avant le branchement (`tests/cas_arguments_outils.py` : réglage et part de
côté), puis par les vrais SDK sur 127.0.0.1 les deux cas des tests standard de LangChain
(`test_bind_runnables_as_tools`, `test_unicode_tool_call_integration`), appel forcé compris.
"""

import pytest
from google.genai import types

from cours.clients import client_anthropic, client_gemini
from modele_local.comprehension.outils import choisir_outil
from modele_local.comprehension.reponse_json import completer_appels
from tests import cas_arguments_outils as cas

SALUT = cas.REGLAGE[0][0]
CLIENT = cas.REGLAGE[1][0]


def test_cas_de_reglage_tous_justes():
    fautes = {c[1]: f for c in cas.REGLAGE if (f := cas.juger(c, choisir_outil))}
    assert not fautes


def test_cas_de_cote_score():
    """Jamais réglés : 7/10 avant le branchement, 9/10 après (2026-12-01)."""
    assert sum(not cas.juger(c, choisir_outil) for c in cas.DE_COTE) >= 9


def test_un_appel_force_ne_vide_jamais_un_champ_rempli():
    """Bogue : `completer_appels` remplaçait la demande recopiée par une valeur vide du JSON."""
    blocs = [{"type": "tool_use", "name": "unicode_customer",
              "input": {"customer_name": "你好啊集团", "description": "Create a customer"}}]
    sortie = completer_appels("", [{"role": "user", "blocs": [{"type": "text",
                                                              "text": "Create a customer"}]}],
                              blocs, [CLIENT])
    assert sortie[0]["input"]["description"]


@pytest.mark.parametrize("outil, demande, attendu", [
    (SALUT, "Using the tool, generate a Pirate greeting.", {"answer_style": "Pirate"}),
    (CLIENT, "Create a customer named '你好啊集团' (Hello Group) - a Chinese technology company",
     {"customer_name": "你好啊集团"}),
])
def test_appel_force_par_anthropic(outil, demande, attendu):
    r = client_anthropic(max_retries=0).messages.create(
        model="claude-sonnet-4-6", max_tokens=300, tools=[outil], tool_choice={"type": "any"},
        messages=[{"role": "user", "content": demande}])
    (appel,) = [b for b in r.content if b.type == "tool_use"]
    assert appel.name == outil["name"] and attendu.items() <= appel.input.items()
    assert all(appel.input.get(c) for c in outil["input_schema"]["required"])


def test_appel_force_par_gemini():
    decl = types.FunctionDeclaration(name=CLIENT["name"], description=CLIENT["description"],
                                     parameters_json_schema=CLIENT["input_schema"])
    g = client_gemini(max_retries=0)   # gardé : le SDK ferme un client oublié
    r = g.models.generate_content(
        model="gemini-2.5-flash", contents=cas.REGLAGE[1][1],
        config=types.GenerateContentConfig(
            tools=[types.Tool(function_declarations=[decl])],
            tool_config=types.ToolConfig(function_calling_config=types.FunctionCallingConfig(mode="ANY")),
            automatic_function_calling=types.AutomaticFunctionCallingConfig(disable=True)))
    (appel,) = r.function_calls
    assert appel.args["customer_name"] == "你好啊集团" and appel.args["description"]


def test_objet_imbrique_par_anthropic():
    outil = cas.REGLAGE[4][0]
    r = client_anthropic(max_retries=0).messages.create(
        model="claude-sonnet-4-6", max_tokens=300, tools=[outil],
        messages=[{"role": "user", "content": cas.REGLAGE[4][1]}])
    (appel,) = [b for b in r.content if b.type == "tool_use"]
    assert appel.input == {"event": {"title": "Sprint review", "location": "Berlin",
                                     "duration_minutes": 45}}
