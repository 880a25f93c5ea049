"""Conformité : réflexion préservée (signature liée au modèle et au préfixe), avec le vrai SDK.

Règles : platform.claude.com/docs/en/build-with-claude/preserved-thinking.md, …/prefix-checks.md,
…/fix-bound-to-a-different-conversation.md (lus le 2026-11-30) ; types `input_transformations`
du SDK anthropic 2.14 (beta_thinking_dropped_input_transformation.py).
"""

import anthropic
import pytest

from modele_local import reinitialiser

S55, S5, H55 = "claude-sonnet-5-5", "claude-sonnet-5", "claude-haiku-5-5"
BETA = "thinking-binding-controls-2026-08-01"
LAISSER = {"type": "adaptive", "block_binding": {"prefix_mismatch_behavior": "drop_block"}}
LIE = ("messages.1.content.0: Invalid `signature` in `thinking` block. The block is bound to a "
       "different conversation. Remove the block, or set "
       '`thinking.block_binding.prefix_mismatch_behavior` to "drop_block".')


@pytest.fixture(autouse=True)
def cache_vide():
    reinitialiser()


def conversation(client, modele=S55, system="Tu es concis."):
    """Deux échanges append-only ; renvoie les messages prêts pour une 3e question."""
    msgs = [{"role": "user", "content": "Je m'appelle Camille."}]
    r1 = client.messages.create(model=modele, max_tokens=500, system=system, messages=msgs)
    msgs += [{"role": "assistant", "content": r1.content},
             {"role": "user", "content": "Je suis dans l'équipe Paiements."}]
    r2 = client.messages.create(model=modele, max_tokens=500, system=system, messages=msgs)
    return msgs + [{"role": "assistant", "content": r2.content},
                   {"role": "user", "content": "Quelle est mon équipe ?"}]


def refus(fonction, **kw):
    with pytest.raises(anthropic.BadRequestError) as info:
        fonction(**kw)
    assert (info.value.status_code, info.value.type) == (400, "invalid_request_error")
    return info.value.api_message


def test_append_only_accepte(client):
    msgs = conversation(client)
    r = client.messages.create(model=S55, max_tokens=500, system="Tu es concis.", messages=msgs)
    assert r.content[-1].text == "Vous êtes dans l'équipe Paiements."


def test_systeme_change_400_documente(client):
    msgs = conversation(client)
    message = refus(client.messages.create, model=S55, max_tokens=500,
                    system="Tu es concis. Nous sommes lundi.", messages=msgs)
    assert message == LIE


def test_resume_des_anciens_echanges_400(client):
    msgs = conversation(client)
    msgs[0] = {"role": "user", "content": "[Résumé] Camille."}  # ce que fait un résumé maison
    assert refus(client.messages.create, model=S55, max_tokens=500, system="Tu es concis.",
                 messages=msgs) == LIE


def test_drop_block_retire_et_signale(client):
    msgs = conversation(client)
    r = client.beta.messages.create(model=S55, max_tokens=500, system="Autre système.",
                                    messages=msgs, thinking=LAISSER, betas=[BETA])
    assert [t.model_dump() for t in r.input_transformations] == [
        {"type": "thinking_dropped", "path": "messages.1.content.0",
         "reason": "prefix_binding_mismatch"},
        {"type": "thinking_dropped", "path": "messages.3.content.0",
         "reason": "prefix_binding_mismatch"}]
    assert r.content[-1].text == "Vous êtes dans l'équipe Paiements."
    # les blocs retirés ne comptent pas dans l'entrée
    sans = [{"role": m["role"], "content": [b for b in m["content"] if b.type != "thinking"]}
            if m["role"] == "assistant" else m for m in msgs]
    n = client.messages.count_tokens(model=S55, system="Autre système.", messages=sans)
    assert r.usage.input_tokens == n.input_tokens


def test_sans_changement_liste_vide_avec_la_beta(client):
    msgs = conversation(client)
    r = client.beta.messages.create(model=S55, max_tokens=500, system="Tu es concis.",
                                    messages=msgs, thinking=LAISSER, betas=[BETA])
    assert r.input_transformations == []
    sans_beta = client.messages.create(model=S55, max_tokens=500, system="Tu es concis.",
                                       messages=msgs)
    assert "input_transformations" not in sans_beta.model_dump()


def test_block_binding_exige_l_en_tete_beta(client):
    msgs = conversation(client)
    message = refus(client.messages.create, model=S55, max_tokens=500, system="Autre système.",
                    messages=msgs, extra_body={"thinking": LAISSER})
    assert message == "thinking.adaptive.block_binding: Extra inputs are not permitted"


def test_bloc_retouche_signature_invalide(client):
    msgs = conversation(client)
    bloc = msgs[1]["content"][0].model_dump()
    msgs[1] = {"role": "assistant", "content": [{**bloc, "thinking": "Texte inventé."},
                                                *msgs[1]["content"][1:]]}
    assert refus(client.messages.create, model=S55, max_tokens=500, system="Tu es concis.",
                 messages=msgs) == "messages.1.content.0: Invalid `signature` in `thinking` block"


def test_controle_du_modele_blocs_retires_sans_erreur(client):
    msgs = conversation(client, modele=S55)
    r = client.beta.messages.create(model=H55, max_tokens=500, system="Tu es concis.",
                                    messages=msgs, betas=[BETA])
    assert {t.reason for t in r.input_transformations} == {"model_binding_mismatch"}
    # les blocs de Haiku 5.5 se relisent sur les autres modèles
    msgs = conversation(client, modele=H55)
    r = client.beta.messages.create(model=S55, max_tokens=500, system="Tu es concis.",
                                    messages=msgs, betas=[BETA])
    assert r.input_transformations == []


def test_modele_sans_reflexion_preservee_ne_controle_pas_le_prefixe(client):
    msgs = conversation(client, modele=S5)
    r = client.messages.create(model=S5, max_tokens=500, system="Autre système.", messages=msgs)
    assert r.stop_reason == "end_turn"


def test_boucle_d_outils_append_only_sur_sonnet_5_5(client):
    meteo = {"name": "meteo", "description": "Météo d'une ville.",
             "input_schema": {"type": "object", "properties": {"ville": {"type": "string"}}}}
    msgs = [{"role": "user", "content": "Quel temps fait-il à Nantes ?"}]
    r = client.messages.create(model=S55, max_tokens=500, tools=[meteo], messages=msgs)
    # sur Sonnet 5.5, le texte écrit autour de l'appel revient dans le bloc thinking
    assert [b.type for b in r.content] == ["thinking", "tool_use"]
    msgs += [{"role": "assistant", "content": r.content},
             {"role": "user", "content": [{"type": "tool_result", "tool_use_id": r.content[1].id,
                                           "content": "Pluie"}]}]
    fin = client.messages.create(model=S55, max_tokens=500, tools=[meteo], messages=msgs)
    assert fin.stop_reason == "end_turn"
