"""Réflexion adaptative et réglages par modèle, testés avec le vrai SDK `anthropic` sur 127.0.0.1."""

import anthropic
import pytest

from modele_local import reinitialiser
from modele_local.anthropic.liaison import lire_signature

MODELE = "claude-sonnet-5"
ADAPTATIVE = {"type": "adaptive"}
MANUELLE = {"type": "enabled", "budget_tokens": 1024}
METEO = {"name": "meteo", "description": "Météo actuelle d'une ville.",
         "input_schema": {"type": "object", "properties": {"ville": {"type": "string"}},
                          "required": ["ville"]}}
BONJOUR = [{"role": "user", "content": "Bonjour"}]
REFUS_ENABLED = ('"thinking.type.enabled" is not supported for this model. Use '
                 '"thinking.type.adaptive" and "output_config.effort" to control thinking '
                 'behavior.')
SONNET_45_DEPRECIE = "ignore:The model 'claude-sonnet-4-5' is deprecated:DeprecationWarning"


@pytest.fixture(autouse=True)
def cache_vide():
    reinitialiser()


def creer(client, messages=BONJOUR, **kw):
    kw.setdefault("max_tokens", 2000)
    kw.setdefault("model", MODELE)
    return client.messages.create(messages=messages, **kw)


def refus(client, messages=BONJOUR, **kw):
    with pytest.raises(anthropic.BadRequestError) as info:
        creer(client, messages, **kw)
    assert (info.value.status_code, info.value.type) == (400, "invalid_request_error")
    return info.value.api_message


@pytest.mark.filterwarnings(SONNET_45_DEPRECIE)
@pytest.mark.parametrize("modele, pense", [
    ("claude-sonnet-5", True), ("claude-sonnet-5-5", True), ("claude-opus-5", True),
    ("claude-opus-5-5", True), ("claude-fable-5", True), ("claude-opus-4-8", False),
    ("claude-opus-4-7", False), ("claude-haiku-4-5", False), ("claude-sonnet-4-5", False),
    ("hors-ligne-test", False),
])
def test_reflexion_par_defaut_lue_dans_le_catalogue(client, modele, pense):
    types = [b.type for b in creer(client, model=modele).content]
    assert types == (["thinking", "text"] if pense else ["text"])


# --- ce que claude-sonnet-5 accepte

def test_adaptive_renvoie_un_bloc_thinking_signe(client):
    r = creer(client, thinking={"type": "adaptive", "display": "summarized"})
    assert [b.type for b in r.content] == ["thinking", "text"]
    pensee = r.content[0]
    assert pensee.thinking == "Je relis le message reçu. Dernière demande : « Bonjour »."
    assert lire_signature(pensee.signature, pensee.thinking)["m"] == MODELE
    omise = creer(client, thinking=ADAPTATIVE).content[0]  # affichage omis par défaut
    assert omise.thinking == "" and lire_signature(omise.signature, "") is not None


@pytest.mark.parametrize("reglages", [
    {"thinking": {"type": "adaptive", "display": "summarized"}},
    {"thinking": {"type": "adaptive", "display": "omitted"}},
    {"thinking": ADAPTATIVE, "output_config": {"effort": "low"}},
    {"thinking": ADAPTATIVE, "output_config": {"effort": "max"}},
    {"output_config": {"effort": "xhigh"}},
])
def test_display_et_effort_toleres(client, reglages):
    r = creer(client, **reglages)
    assert r.stop_reason == "end_turn" and r.content[-1].type == "text"


def test_sans_thinking_il_reflechit_avec_disabled_non(client):
    assert [b.type for b in creer(client).content] == ["thinking", "text"]
    assert [b.type for b in creer(client, thinking={"type": "disabled"}).content] == ["text"]


# --- refus, avec les messages du vrai service

def test_enabled_refuse_sur_les_modeles_adaptatifs(client):
    for modele in ("claude-sonnet-5", "claude-opus-4-8", "claude-fable-5"):
        assert refus(client, thinking=MANUELLE, model=modele) == REFUS_ENABLED


@pytest.mark.filterwarnings(SONNET_45_DEPRECIE)  # le SDK prévient : ce modèle est déprécié
def test_adaptive_refuse_sur_les_anciens_modeles(client):
    for modele in ("claude-sonnet-4-5", "claude-haiku-4-5"):
        message = refus(client, thinking=ADAPTATIVE, model=modele)
        assert message == "adaptive thinking is not supported on this model"
        assert creer(client, thinking=MANUELLE, model=modele).content[0].type == "thinking"


def test_modeles_inconnus_acceptent_les_deux(client):
    for reglage in (ADAPTATIVE, MANUELLE):
        r = creer(client, thinking=reglage, model="hors-ligne-demo")
        assert r.content[0].type == "thinking"


@pytest.mark.parametrize("reglages, attendu", [
    ({"extra_body": {"temperature": 0.2}}, "`temperature` is deprecated for this model."),
    ({"extra_body": {"temperature": 0}}, "`temperature` is deprecated for this model."),
    ({"extra_body": {"top_p": 0.9}}, "`top_p` is deprecated for this model."),
    ({"extra_body": {"top_k": 40}}, "`top_k` is deprecated for this model."),
    ({"thinking": {"type": "adaptive", "budget_tokens": 1024}},
     "thinking.adaptive.budget_tokens: Extra inputs are not permitted"),
    ({"thinking": {"type": "adaptive", "display": "complet"}},
     "thinking.adaptive.display: Input should be 'summarized' or 'omitted'"),
    ({"thinking": {"type": "auto"}},
     "thinking: Input tag 'auto' found using 'type' does not match any of the expected tags: "
     "'enabled', 'disabled', 'adaptive', 'between_tools'"),
    ({"output_config": {"effort": "énorme"}},
     "output_config.effort: Input should be 'low', 'medium', 'high', 'xhigh' or 'max'"),
    ({"output_config": {"effort": "low", "vitesse": 2}},
     "output_config.vitesse: Extra inputs are not permitted"),
])
def test_reglages_refuses_sur_claude_sonnet_5(client, reglages, attendu):
    assert refus(client, **reglages) == attendu


def test_temperature_par_defaut_acceptee(client):
    assert creer(client, extra_body={"temperature": 1}).stop_reason == "end_turn"
    # avec la réflexion (active par défaut sur claude-sonnet-5), temperature doit valoir 1
    assert creer(client, extra_body={"temperature": 0.2}, model="claude-haiku-4-5").content


# --- la règle du tour d'outils vaut sous la réflexion adaptative

def test_boucle_d_outils_sous_adaptive(client):
    question = [{"role": "user", "content": "Quel temps fait-il à Nantes ?"}]
    r = creer(client, question, tools=[METEO], thinking=ADAPTATIVE)
    assert [b.type for b in r.content] == ["thinking", "text", "tool_use"]
    resultat = {"role": "user", "content": [{"type": "tool_result", "tool_use_id": r.content[2].id,
                                             "content": "Soleil, 18 °C"}]}
    tour = [b.model_dump() for b in r.content]
    fin = creer(client, [*question, {"role": "assistant", "content": tour}, resultat],
                tools=[METEO], thinking=ADAPTATIVE)
    assert fin.stop_reason == "end_turn"
    assert "Soleil, 18 °C" in "".join(b.text for b in fin.content if b.type == "text")
    sans_pensee = [*question, {"role": "assistant", "content": tour[1:]}, resultat]
    assert refus(client, sans_pensee, tools=[METEO], thinking=ADAPTATIVE).startswith(
        "messages.1.content.0.type: Expected `thinking` or `redacted_thinking`, but found `text`. "
        "When `thinking` is enabled, a final `assistant` message must start with a thinking block")
    # claude-sonnet-5 réfléchit par défaut : sans `thinking`, la règle vaut aussi ; disabled, non
    assert refus(client, sans_pensee, tools=[METEO]).startswith("messages.1.content.0.type")
    assert creer(client, sans_pensee, tools=[METEO],
                 thinking={"type": "disabled"}).stop_reason == "end_turn"
