"""Conformité : réponses diffusées (SSE) avec `messages.stream(...)` et `stream=True`.

Séquence d'événements : https://docs.claude.com/en/api/messages-streaming (lue le 2026-11-30) et
anthropic/lib/streaming/_messages.py (SDK 2.14).
"""

import anthropic
import pytest

from modele_local import reinitialiser

S55 = "claude-sonnet-5-5"
BONJOUR = [{"role": "user", "content": "Bonjour"}]
METEO = {"name": "meteo", "description": "Météo actuelle d'une ville.",
         "input_schema": {"type": "object", "properties": {"ville": {"type": "string"}},
                          "required": ["ville"]}}


@pytest.fixture(autouse=True)
def cache_vide():
    reinitialiser()


def evenements(client, **kw):
    kw.setdefault("model", S55)
    kw.setdefault("max_tokens", 500)
    kw.setdefault("messages", BONJOUR)
    return list(client.messages.create(stream=True, **kw))


def resume(evts):
    """(type d'événement, type de bloc ou de delta) pour chaque événement."""
    sortie = []
    for e in evts:
        if e.type == "content_block_start":
            sortie.append((e.type, e.content_block.type))
        elif e.type == "content_block_delta":
            sortie.append((e.type, e.delta.type))
        else:
            sortie.append((e.type, None))
    return sortie


def test_sequence_d_evenements_exacte(client):
    evts = evenements(client)
    assert resume(evts) == [
        ("message_start", None),
        ("content_block_start", "thinking"), ("content_block_delta", "signature_delta"),
        ("content_block_stop", None),
        ("content_block_start", "text"), ("content_block_delta", "text_delta"),
        ("content_block_delta", "text_delta"), ("content_block_stop", None),
        ("message_delta", None), ("message_stop", None)]
    depart = evts[0].message
    assert depart.content == [] and depart.stop_reason is None
    assert evts[-2].delta.stop_reason == "end_turn"
    assert "".join(e.delta.text for e in evts if e.type == "content_block_delta"
                   and e.delta.type == "text_delta") == "Bonjour ! Que puis-je faire pour vous ?"


def test_stream_et_create_donnent_le_meme_message(client):
    cree = client.messages.create(model=S55, max_tokens=500, messages=BONJOUR)
    with client.messages.stream(model=S55, max_tokens=500, messages=BONJOUR) as flux:
        morceaux = list(flux.text_stream)
        final = flux.get_final_message()
    assert "".join(morceaux) == cree.content[1].text
    assert [b.model_dump(exclude={"parsed_output"}) for b in final.content] == [
        b.model_dump() for b in cree.content]
    assert final.usage == cree.usage
    assert final.stop_reason == cree.stop_reason


def test_reflexion_resumee_en_thinking_delta_puis_signature(client):
    evts = evenements(client, thinking={"type": "adaptive", "display": "summarized"})
    deltas = [e.delta.type for e in evts if e.type == "content_block_delta" and e.index == 0]
    assert deltas[-1] == "signature_delta" and set(deltas[:-1]) == {"thinking_delta"}
    with client.messages.stream(model=S55, max_tokens=500, messages=BONJOUR,
                                thinking={"type": "adaptive", "display": "summarized"}) as flux:
        pensee = flux.get_final_message().content[0]
    assert pensee.thinking == "Je relis le message reçu. Dernière demande : « Bonjour »."


def test_appel_d_outil_en_input_json_delta(client):
    question = [{"role": "user", "content": "Quel temps fait-il à Nantes ?"}]
    evts = evenements(client, messages=question, tools=[METEO])
    assert ("content_block_delta", "input_json_delta") in resume(evts)
    with client.messages.stream(model=S55, max_tokens=500, messages=question,
                                tools=[METEO]) as flux:
        final = flux.get_final_message()
    appel = final.content[-1]
    assert (final.stop_reason, appel.name, appel.input) == ("tool_use", "meteo", {"ville": "Nantes"})


def test_usage_cumule_dans_message_delta(client):
    evts = evenements(client)
    cree = client.messages.create(model=S55, max_tokens=500, messages=BONJOUR)
    assert evts[-2].usage.output_tokens == cree.usage.output_tokens
    assert evts[0].message.usage.input_tokens == cree.usage.input_tokens


def test_erreur_avant_le_flux_leve_a_l_appel(client):
    with pytest.raises(anthropic.BadRequestError, match="thinking.type.disabled"):
        evenements(client, thinking={"type": "disabled"})
    with pytest.raises(anthropic.NotFoundError):
        evenements(client, model="claude-3-opus-20240229")


def test_erreur_en_cours_de_flux(client):
    recus = []
    with pytest.raises(anthropic.APIStatusError) as info:
        for e in client.messages.create(model="hors-ligne-erreur-flux-529", max_tokens=500,
                                        messages=BONJOUR, stream=True):
            recus.append(e.type)
    assert recus[0] == "message_start" and "message_stop" not in recus
    assert info.value.body["error"]["type"] == "overloaded_error"


def test_max_tokens_coupe_aussi_le_flux(client):
    with client.messages.stream(model=S55, max_tokens=5, messages=BONJOUR) as flux:
        final = flux.get_final_message()
    assert final.stop_reason == "max_tokens" and final.usage.output_tokens == 5


def test_compaction_diffusee_en_compaction_delta(client):
    msgs = [{"role": "user", "content": "Je m'appelle Camille et je travaille chez Atelier."},
            {"role": "assistant", "content": "Bienvenue."},
            {"role": "user", "content": "Je suis dans l'équipe Paiements."}]
    from modele_local.anthropic.memoire import SEUIL_MIN  # déclencheur minimal : 50 000

    edit = {"type": "compact_20260112", "trigger": {"type": "input_tokens", "value": SEUIL_MIN}}
    options = dict(model=S55, max_tokens=500, messages=msgs, betas=["compact-2026-01-12"],
                   context_management={"edits": [edit]}, system=" ".join(["note"] * SEUIL_MIN))
    cree = client.beta.messages.create(**options)
    evts = list(client.beta.messages.create(stream=True, **options))
    assert ("content_block_delta", "compaction_delta") in resume(evts)
    with client.beta.messages.stream(**options) as flux:
        final = flux.get_final_message()
    assert final.content[0].type == "compaction"
    assert final.content[0].content == cree.content[0].content
    assert [i.type for i in final.usage.iterations] == ["compaction", "message"]
