"""Conformité : édition de contexte (bêta `context-management-2025-06-27`), avec le vrai SDK.

Règles : docs.claude.com/zh-CN/docs/build-with-claude/context-editing (lu le 2026-11-30) ; types du
SDK anthropic 2.14 (beta_clear_tool_uses_20250919_edit_param.py, …_edit_response.py).
"""

import anthropic
import pytest

from modele_local import reinitialiser
from modele_local.anthropic.edition import SUBSTITUT

S55 = "claude-sonnet-5-5"
SEUIL, EDITION = "compact-2026-01-12", "context-management-2025-06-27"
QUESTIONS = ["Je suis dans l'équipe Paiements.", "Je suis allergique aux arachides.",
             "Quelle est mon équipe ?"]
METEO = {"name": "meteo", "description": "Météo actuelle d'une ville.",
         "input_schema": {"type": "object", "properties": {"ville": {"type": "string"}},
                          "required": ["ville"]}}


@pytest.fixture(autouse=True)
def cache_vide():
    reinitialiser()


def beta(client, messages, betas, **kw):
    return client.beta.messages.create(model=S55, max_tokens=500, messages=messages,
                                       betas=betas, **kw)


def boucle_d_outils(client, villes):
    msgs = []
    for ville in villes:
        msgs.append({"role": "user", "content": f"Quel temps fait-il à {ville} ?"})
        r = client.messages.create(model=S55, max_tokens=500, tools=[METEO], messages=msgs)
        appel = r.content[-1]
        msgs += [{"role": "assistant", "content": r.content},
                 {"role": "user", "content": [{"type": "tool_result", "tool_use_id": appel.id,
                                               "content": f"Pluie à {ville}, 12 °C."}]}]
        fin = client.messages.create(model=S55, max_tokens=500, tools=[METEO], messages=msgs)
        msgs.append({"role": "assistant", "content": fin.content})
    msgs.append({"role": "user", "content": "Merci !"})
    return msgs


def test_edition_efface_les_anciens_resultats(client):
    msgs = boucle_d_outils(client, ["Nantes", "Lyon", "Brest"])
    edit = {"type": "clear_tool_uses_20250919", "trigger": {"type": "tool_uses", "value": 2},
            "keep": {"type": "tool_uses", "value": 1}}
    r = beta(client, msgs, [EDITION], tools=[METEO], context_management={"edits": [edit]})
    faits = r.context_management.applied_edits
    assert [(e.type, e.cleared_tool_uses) for e in faits] == [("clear_tool_uses_20250919", 2)]
    assert faits[0].cleared_input_tokens > 0
    sans = beta(client, msgs, [EDITION], tools=[METEO])
    assert r.usage.input_tokens < sans.usage.input_tokens  # le client garde tout, le serveur efface
    n = client.beta.messages.count_tokens(model=S55, messages=msgs, tools=[METEO], betas=[EDITION],
                                          context_management={"edits": [edit]})
    assert n.context_management.original_input_tokens == sans.usage.input_tokens
    assert n.input_tokens == r.usage.input_tokens
    assert SUBSTITUT.startswith("[")


def test_edition_clear_at_least_non_atteint_rien_n_est_efface(client):
    msgs = boucle_d_outils(client, ["Nantes", "Lyon"])
    edit = {"type": "clear_tool_uses_20250919", "trigger": {"type": "tool_uses", "value": 1},
            "keep": {"type": "tool_uses", "value": 0},
            "clear_at_least": {"type": "input_tokens", "value": 10_000}}
    r = beta(client, msgs, [EDITION], tools=[METEO], context_management={"edits": [edit]})
    assert r.context_management.applied_edits == []


def test_edition_efface_les_anciennes_reflexions(client):
    msgs = [{"role": "user", "content": "Bonjour"}]
    for question in QUESTIONS:
        r = client.messages.create(model=S55, max_tokens=500, messages=msgs,
                                   thinking={"type": "adaptive", "display": "summarized"})
        msgs += [{"role": "assistant", "content": r.content}, {"role": "user", "content": question}]
    edit = {"type": "clear_thinking_20251015", "keep": {"type": "thinking_turns", "value": 1}}
    r = beta(client, msgs, [EDITION], context_management={"edits": [edit]},
             thinking={"type": "adaptive"})
    faits = r.context_management.applied_edits
    assert [(e.type, e.cleared_thinking_turns) for e in faits] == [("clear_thinking_20251015", 2)]


def test_edition_sans_beta_refusee(client):
    edit = {"type": "clear_tool_uses_20250919"}
    with pytest.raises(anthropic.BadRequestError, match="context-management-2025-06-27"):
        beta(client, [{"role": "user", "content": "x"}], [SEUIL],
             context_management={"edits": [edit]})


@pytest.mark.parametrize("edit, attendu", [
    ({"type": "clear_tool_uses_20250919", "trigger": 5}, "edits.0.trigger: Input should be a valid"),
    ({"type": "clear_tool_uses_20250919", "keep": {"type": "tool_uses", "value": -1}},
     "edits.0.keep.value: Input should be a valid integer"),
    ({"type": "clear_tool_uses_20250919", "clear_at_least": {"value": "beaucoup"}},
     "edits.0.clear_at_least.value"),
    ({"type": "clear_tool_uses_20250919", "exclude_tools": "meteo"}, "edits.0.exclude_tools"),
    ({"type": "clear_thinking_20251015", "keep": [1]}, "edits.0.keep: Input should be a valid"),
    ({"type": "effacer_tout"}, "edits.0: Input tag 'effacer_tout'"),
])
def test_editions_mal_formees_400_et_non_500(client, edit, attendu):
    with pytest.raises(anthropic.BadRequestError, match=attendu):
        beta(client, [{"role": "user", "content": "x"}], [EDITION],
             context_management={"edits": [edit]})
