"""Issue 23, côté Anthropic : ce sur quoi trébuchaient LangChain, les cookbooks et les tests async.

Un test par bogue corrigé, avec le vrai client anthropic sur le modèle local (fixture `client`).
Sources (2026-12-01) : séquence d'événements relevée sur les flux enregistrés du SDK anthropic
2.14 (tests/lib/streaming/fixtures) et FAITS_API_CLAUDE.md §5 ; « outil forcé : aucun texte
avant l'appel » (docs.aws.amazon.com, ToolChoice de Bedrock pour Claude : « no text is
generated » ; page d'Anthropic implement-tool-use ⚠ non relue).
"""

import json

import anthropic
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from modele_local.anthropic import messages as anthropic_api
from modele_local.comprehension.outils import expression
from modele_local.identifiants import Generateur
from modele_local.serveur import Etat

CALCUL = {"name": "calculator", "description": "Evaluate an arithmetic expression.",
          "input_schema": {"type": "object", "properties": {"expression": {"type": "string"}},
                           "required": ["expression"]}}
METEO = {"name": "get_weather", "description": "Get the current weather for a city.",
         "input_schema": {"type": "object", "properties": {"city": {"type": "string"}},
                          "required": ["city"]}}
HEURE = {"name": "get_time", "description": "Get the current time in a city.",
         "input_schema": {"type": "object", "properties": {"city": {"type": "string"}},
                          "required": ["city"]}}


def creer(client, contenu, **kw):
    kw.setdefault("model", "claude-sonnet-4-6")
    kw.setdefault("max_tokens", 200)
    messages = contenu if isinstance(contenu, list) else [{"role": "user", "content": contenu}]
    return client.messages.create(messages=messages, **kw)


# 1. ordre de validation : le modèle d'abord

def test_modele_retire_404_avant_la_400_sur_thinking(client):
    with pytest.raises(anthropic.NotFoundError, match="model: claude-3-5-sonnet-20241022"):
        creer(client, "Bonjour", model="claude-3-5-sonnet-20241022",
              thinking={"type": "enabled", "budget_tokens": 10})   # budget < 1024 : 400 sinon


def test_modele_inconnu_404_aussi_pour_count_tokens(client):
    with pytest.raises(anthropic.NotFoundError):
        client.messages.count_tokens(model="claude-inconnu", thinking={"type": "bizarre"},
                                     messages=[{"role": "user", "content": "x"}])


# 2. outil forcé là où le catalogue le permet

@pytest.mark.parametrize("choix", [{"type": "any"}, {"type": "tool", "name": "get_weather"}])
def test_tool_choice_force_un_appel_sans_texte(client, choix):
    r = creer(client, "Hello!", tools=[CALCUL, METEO], tool_choice=choix)
    assert r.stop_reason == "tool_use"
    assert [b.type for b in r.content] == ["tool_use"]                 # pas de texte avant
    if choix["type"] == "tool":
        assert r.content[0].name == "get_weather"


def test_outil_force_rempli_avec_ce_que_sait_la_conversation(client):
    """La sortie structurée de LangChain (outil nommé forcé) : les champs viennent des faits."""
    profil = {"name": "Profil", "description": "What is known about the user.",
              "input_schema": {"type": "object", "required": ["name", "team"], "properties": {
                  "name": {"type": "string"}, "team": {"type": "string"}}}}
    r = creer(client, "Je m'appelle Camille et je suis dans l'équipe Data.", tools=[profil],
              tool_choice={"type": "tool", "name": "Profil"})
    assert r.content[0].input == {"name": "Camille", "team": "Data"}


def test_tool_choice_force_refuse_la_ou_le_modele_ne_le_permet_pas(client):
    with pytest.raises(anthropic.BadRequestError, match="forcing tool use"):
        creer(client, "Hello!", model="claude-sonnet-5-5", tools=[METEO],
              tool_choice={"type": "any"})


# 3. champs du SDK actuel

def test_billing_policy_du_sdk_beta_accepte(client):
    r = client.beta.messages.create(model="claude-sonnet-4-6", max_tokens=50,
                                    messages=[{"role": "user", "content": "Bonjour"}],
                                    extra_body={"billing_policy": {"type": "standard"}})
    assert r.content[-1].text


# 5. erreurs dans la langue de l'API

def test_outil_serveur_inconnu_refuse_en_anglais(client):
    with pytest.raises(anthropic.BadRequestError) as info:
        creer(client, "Bonjour", tools=[{"type": "web_fetch_19990101", "name": "web_fetch"}])
    assert "does not imitate the server tool 'web_fetch_19990101'" in str(info.value)


def test_mot_cle_de_schema_refuse_en_anglais(client):
    with pytest.raises(anthropic.BadRequestError, match="does not imitate the JSON schema "
                                                         "keyword 'oneOf'"):
        creer(client, "Bonjour", output_config={"format": {"type": "json_schema", "schema": {
            "type": "object", "oneOf": [{"type": "object"}]}}})


# 6. identifiants uniques par réponse, reproductibles

def test_request_id_d_erreur_neuf_a_chaque_fois(client):
    ids = set()
    for _ in range(2):
        with pytest.raises(anthropic.NotFoundError) as info:
            creer(client, "Bonjour", model="claude-2.0")
        ids.add(info.value.request_id)
    assert len(ids) == 2


def test_ids_reproductibles_d_un_serveur_neuf_a_l_autre():
    corps = {"model": "claude-sonnet-4-6", "max_tokens": 20,
             "messages": [{"role": "user", "content": "Bonjour"}]}
    from modele_local.identifiants import actif

    suites = []
    for _ in range(2):
        etat = Etat()
        with actif(etat.ids):
            suites.append([anthropic_api.messages(corps, etat).corps["id"] for _ in range(3)])
    assert suites[0] == suites[1] and len(set(suites[0])) == 3


# 7. ce que demande la requête

def test_expression_garde_ses_parentheses(client):
    assert expression("Calcule (12851 - 593) * 301 + 76.") == "(12851 - 593) * 301 + 76"
    r = creer(client, "What is (12851 - 593) * 301 + 76?", tools=[CALCUL])
    appel = next(b for b in r.content if b.type == "tool_use")
    assert appel.input == {"expression": "(12851 - 593) * 301 + 76"}


def test_outils_independants_appels_paralleles(client):
    r = creer(client, "What's the weather in Paris and what time is it in Tokyo?",
              tools=[METEO, HEURE])
    appels = [(b.name, b.input) for b in r.content if b.type == "tool_use"]
    assert appels == [("get_weather", {"city": "Paris"}), ("get_time", {"city": "Tokyo"})]
    seul = creer(client, "What's the weather in Paris and what time is it in Tokyo?",
                 tools=[METEO, HEURE], tool_choice={"type": "auto",
                                                    "disable_parallel_tool_use": True})
    assert len([b for b in seul.content if b.type == "tool_use"]) == 1


def test_question_anglaise_apres_resultat_d_outil_reponse_anglaise(client):
    r = creer(client, "What's the weather in Paris?", tools=[METEO])
    appel = next(b for b in r.content if b.type == "tool_use")
    suite = creer(client, [
        {"role": "user", "content": "What's the weather in Paris?"},
        {"role": "assistant", "content": r.content},
        {"role": "user", "content": [{"type": "tool_result", "tool_use_id": appel.id,
                                      "content": "Sunny, 21 °C"}]}], tools=[METEO])
    assert suite.content[0].text == "The « get_weather » tool returns: Sunny, 21 °C"


@pytest.mark.parametrize("demande, cles", [
    ("Je m'appelle Camille. Réponds en JSON avec les clés \"name\" et \"team\".",
     {"name", "team"}),
    ("Return a JSON object describing what you know.", {"answer"}),
])
def test_prompt_simple_qui_demande_du_json(client, demande, cles):
    texte = creer(client, demande).content[0].text
    assert set(json.loads(texte)) == cles
    assert json.loads(creer(client, demande).content[0].text) == json.loads(texte)


def test_mention_de_json_sans_demande_reste_du_texte(client):
    texte = creer(client, "J'ai sauvegardé la session dans un fichier json.").content[0].text
    with pytest.raises(ValueError):
        json.loads(texte)


# 8. flux avec réflexion par défaut : la séquence documentée

def test_sequence_du_flux_avec_reflexion_par_defaut(client):
    with client.messages.stream(model="claude-sonnet-5-5", max_tokens=200,
                                messages=[{"role": "user", "content": "Bonjour"}]) as flux:
        evts = [e for e in flux if e.type in ("content_block_start", "content_block_delta",
                                              "content_block_stop")]
        final = flux.get_final_message()
    assert evts[0].type == "content_block_start" and evts[0].index == 0
    assert evts[0].content_block.type == "thinking" and evts[0].content_block.signature == ""
    pensee = [e for e in evts if getattr(e, "index", None) == 0]
    assert [e.delta.type for e in pensee if e.type == "content_block_delta"] == ["signature_delta"]
    assert pensee[-1].type == "content_block_stop"
    assert [b.type for b in final.content] == ["thinking", "text"]
    assert final.content[0].signature == pensee[-2].delta.signature


def test_ping_apres_le_premier_bloc_comme_le_service():
    corps = {"model": "claude-sonnet-4-6", "max_tokens": 50, "stream": True,
             "messages": [{"role": "user", "content": "Bonjour"}]}
    noms = [e for e, _ in anthropic_api.messages(corps, Etat()).evenements]
    assert noms[:3] == ["message_start", "content_block_start", "ping"]


# propriétés : ids et expressions, pour toute entrée


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(["Bonjour", "Salut", {"a": 1}, ["x", 2]]), min_size=1,
                max_size=12))
def test_propriete_ids_uniques_et_reproductibles(contenus):
    a, b = Generateur(), Generateur()
    ids_a = [a.nouveau("msg_01", c) for c in contenus]
    assert ids_a == [b.nouveau("msg_01", c) for c in contenus]        # serveur neuf : mêmes ids
    assert len(set(ids_a)) == len(ids_a)                               # jamais deux fois le même
    hasard = Generateur(aleatoire=True)
    assert len({hasard.nouveau("msg_01", c) for c in contenus}) == len(contenus)


NOMBRE = st.integers(0, 99999).map(str)


@st.composite
def expressions(draw, profondeur=2):
    if profondeur == 0 or draw(st.booleans()):
        return draw(NOMBRE)
    gauche, droite = draw(expressions(profondeur - 1)), draw(expressions(profondeur - 1))
    op = draw(st.sampled_from(["+", "-", "*", "/"]))
    texte = f"{gauche} {op} {droite}"
    return f"({texte})" if draw(st.booleans()) else texte


@settings(max_examples=150, deadline=None)
@given(expressions())
def test_propriete_expression_entiere(e):
    if not any(op in e for op in "+-*/"):
        return
    assert expression(f"Calcule {e}.") == e and expression(f"What is {e}?") == e
