"""Conformité : règles par modèle (réflexion, préfill, outil forcé, échantillonnage, limites).

Chaque test pilote le vrai SDK `anthropic` contre le serveur local et vérifie le résultat
documenté (pages citées dans modele_local/anthropic_reflexion.py et anthropic_limites.py, lues le
2026-11-30). Les messages marqués INFÉRÉS dans ces modules ne sont comparés qu'à eux-mêmes.
"""

import anthropic
import pytest

from modele_local import reinitialiser
from modele_local.anthropic.limites import OUTIL_ET_REFLEXION, OUTIL_FORCE, PREFILL
from modele_local.anthropic.reflexion import REFUS_DISABLED_ENTRE_OUTILS, REFUS_ENABLED

S55, S5, O55, O5, H45 = ("claude-sonnet-5-5", "claude-sonnet-5", "claude-opus-5-5",
                         "claude-opus-5", "claude-haiku-4-5")
BONJOUR = [{"role": "user", "content": "Bonjour"}]
METEO = {"name": "meteo", "description": "Météo actuelle d'une ville.",
         "input_schema": {"type": "object", "properties": {"ville": {"type": "string"}},
                          "required": ["ville"]}}
# VERBATIM-DOC : platform.claude.com/docs/en/models/opus-5-5/whats-new-opus-5-5 (2026-11-30)
REFUS_DISABLED_OPUS = ('"thinking.type.disabled" is not supported for this model. Use '
                       '"thinking.type.adaptive" and "output_config.effort" to control thinking '
                       'behavior.')


@pytest.fixture(autouse=True)
def cache_vide():
    reinitialiser()


def creer(client, messages=BONJOUR, **kw):
    kw.setdefault("max_tokens", 500)
    kw.setdefault("model", S55)
    return client.messages.create(messages=messages, **kw)


def refus(client, messages=BONJOUR, **kw):
    with pytest.raises(anthropic.BadRequestError) as info:
        creer(client, messages, **kw)
    assert (info.value.status_code, info.value.type) == (400, "invalid_request_error")
    return info.value.api_message


def types(reponse):
    return [b.type for b in reponse.content]


# --- réflexion par défaut et affichage

def test_sonnet_5_5_reflechit_par_defaut_texte_omis(client):
    r = creer(client)
    assert types(r) == ["thinking", "text"]
    assert r.content[0].thinking == "" and r.content[0].signature
    assert r.usage.output_tokens_details.thinking_tokens > 0
    assert r.content[1].text == "Bonjour ! Que puis-je faire pour vous ?"


def test_display_summarized_rend_le_texte(client):
    r = creer(client, thinking={"type": "adaptive", "display": "summarized"})
    assert r.content[0].thinking == "Je relis le message reçu. Dernière demande : « Bonjour »."
    omis = creer(client, thinking={"type": "adaptive", "display": "omitted"})
    assert omis.content[0].thinking == "" and omis.content[0].signature != r.content[0].signature


def test_texte_choisi_par_type_pas_par_position(client):
    r = creer(client)
    with pytest.raises(AttributeError):
        r.content[0].text  # noqa: B018 - le piège que le vrai modèle tend aussi
    assert "".join(b.text for b in r.content if b.type == "text")


# --- disabled, between_tools, enabled

def test_disabled_refuse_sur_sonnet_5_5_et_opus_5_5(client):
    assert refus(client, thinking={"type": "disabled"}) == REFUS_DISABLED_ENTRE_OUTILS
    assert "between_tools" in REFUS_DISABLED_ENTRE_OUTILS
    assert refus(client, model=O55, thinking={"type": "disabled"}) == REFUS_DISABLED_OPUS
    assert types(creer(client, model=S5, thinking={"type": "disabled"})) == ["text"]


def test_enabled_refuse_sur_les_modeles_adaptatifs(client):
    for modele in (S55, S5, O55):
        assert refus(client, model=modele,
                     thinking={"type": "enabled", "budget_tokens": 1024}) == REFUS_ENABLED


def test_between_tools_sans_outils_texte_seul(client):
    assert types(creer(client, thinking={"type": "between_tools"})) == ["text"]


def test_between_tools_note_de_progression_au_retour_d_outil(client):
    question = [{"role": "user", "content": "Quel temps fait-il à Nantes ?"}]
    appel = creer(client, question, tools=[METEO], thinking={"type": "between_tools"})
    assert types(appel) == ["thinking", "tool_use"]  # la note d'avant l'appel, en thinking
    suite = [*question, {"role": "assistant", "content": appel.content},
             {"role": "user", "content": [{"type": "tool_result", "tool_use_id": appel.content[1].id,
                                           "content": "Soleil"}]}]
    fin = creer(client, suite, tools=[METEO], thinking={"type": "between_tools"})
    assert types(fin) == ["thinking", "text"]


@pytest.mark.parametrize("effort", ["xhigh", "max"])
def test_between_tools_refuse_a_xhigh_et_max(client, effort):
    message = refus(client, thinking={"type": "between_tools"}, output_config={"effort": effort})
    assert "between_tools" in message and effort in message
    assert creer(client, output_config={"effort": effort}).stop_reason == "end_turn"


def test_between_tools_refuse_ailleurs(client):
    assert refus(client, model=S5, thinking={"type": "between_tools"}).startswith(
        '"thinking.type.between_tools" is not supported for this model.')


def test_opus_5_disabled_seulement_jusqu_a_high(client):
    assert types(creer(client, model=O5, thinking={"type": "disabled"},
                       output_config={"effort": "high"})) == ["text"]
    assert "disabled" in refus(client, model=O5, thinking={"type": "disabled"},
                               output_config={"effort": "max"})


# --- préfill, outil forcé, échantillonnage

def test_prefill_refuse_sur_sonnet_5_5_accepte_sur_haiku_4_5(client):
    prefill = [*BONJOUR, {"role": "assistant", "content": "Bonjour"}]
    assert refus(client, prefill) == PREFILL
    assert creer(client, prefill, model=H45).stop_reason == "end_turn"


@pytest.mark.parametrize("choix", [{"type": "any"}, {"type": "tool", "name": "meteo"}])
def test_outil_force(client, choix):
    assert refus(client, tools=[METEO], tool_choice=choix) == OUTIL_FORCE
    assert refus(client, model=S5, tools=[METEO], tool_choice=choix) == OUTIL_ET_REFLEXION
    r = creer(client, model=S5, tools=[METEO], tool_choice=choix, thinking={"type": "disabled"})
    assert r.stop_reason in ("end_turn", "tool_use")
    assert creer(client, tools=[METEO], tool_choice={"type": "auto"}).stop_reason == "end_turn"


@pytest.mark.parametrize("params", [{"temperature": 0.3}, {"top_p": 0.9}, {"top_k": 5}])
def test_echantillonnage_refuse_sur_sonnet_5_5(client, params):
    assert refus(client, extra_body=params).endswith("is deprecated for this model.")


def test_haiku_4_5_temperature_ou_top_p(client):
    assert creer(client, model=H45, extra_body={"temperature": 0.3}).stop_reason == "end_turn"
    assert creer(client, model=H45, extra_body={"top_p": 0.9}).stop_reason == "end_turn"
    assert "cannot both be specified" in refus(client, model=H45,
                                               extra_body={"temperature": 0.3, "top_p": 0.9})


# --- count_tokens, sortie max, fenêtre

@pytest.mark.parametrize("champ", [{"max_tokens": 100}, {"stop_sequences": ["x"]},
                                   {"temperature": 1}, {"stream": True}])
def test_count_tokens_refuse_les_champs_de_create(client, champ):
    with pytest.raises(anthropic.BadRequestError) as info:
        client.messages.count_tokens(model=S55, messages=BONJOUR, extra_body=champ)
    assert info.value.api_message == f"{next(iter(champ))}: Extra inputs are not permitted"
    assert client.messages.count_tokens(model=S55, messages=BONJOUR).input_tokens == 1


def test_max_tokens_au_dela_de_la_sortie_max(client):
    assert refus(client, model=H45, max_tokens=64_001, timeout=60) == (
        "max_tokens: 64001 > 64000, which is the maximum allowed number of output tokens for "
        "claude-haiku-4-5")
    assert refus(client, max_tokens=128_001, timeout=60).startswith("max_tokens: 128001 > 128000")


def test_fenetre_depassee_et_model_context_window_exceeded(client):
    texte = "Bonjour." + " x" * 199_990
    messages = [{"role": "user", "content": texte}]
    n = client.messages.count_tokens(model=H45, messages=messages).input_tokens
    assert n == 199_992
    r = creer(client, messages, model=H45, max_tokens=64_000, timeout=120)
    assert r.stop_reason == "model_context_window_exceeded"
    assert r.usage.output_tokens == 200_000 - n
    trop = [{"role": "user", "content": texte + " x" * 20}]
    assert refus(client, trop, model=H45) == "prompt is too long: 200012 tokens > 200000 maximum"


def test_texte_autour_des_appels_d_outils_rendu_en_thinking(client):
    question = [{"role": "user", "content": "Quel temps fait-il à Nantes ?"}]
    r = creer(client, question, tools=[METEO],
              thinking={"type": "adaptive", "display": "summarized"})
    assert types(r) == ["thinking", "tool_use"]
    assert r.content[0].thinking.endswith("Je consulte l'outil « meteo ».")
    assert types(creer(client, question, tools=[METEO], model=S5)) == ["thinking", "text", "tool_use"]


def test_tool_choice_none_et_outil_nomme(client):
    question = [{"role": "user", "content": "Quel temps fait-il à Nantes ?"}]
    assert creer(client, question, tools=[METEO]).stop_reason == "tool_use"
    sans = creer(client, question, tools=[METEO], tool_choice={"type": "none"})
    assert sans.stop_reason == "end_turn" and "tool_use" not in types(sans)
    heure = {"name": "heure", "description": "Heure actuelle.", "input_schema": {"type": "object"}}
    r = creer(client, question, model="claude-sonnet-5", thinking={"type": "disabled"},
              tools=[METEO, heure], tool_choice={"type": "tool", "name": "heure"})
    assert all(b.name == "heure" for b in r.content if b.type == "tool_use")
