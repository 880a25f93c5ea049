"""L'API Anthropic du modèle local, testée avec le vrai SDK `anthropic` sur 127.0.0.1."""

import anthropic
import pytest
from anthropic.types import Message

from modele_local import reinitialiser
from modele_local.anthropic.liaison import lire_signature
from modele_local.jetons import compter, tronquer
from modele_local.signatures import signer

MODELE = "claude-sonnet-5"
METEO = {"name": "meteo", "description": "Météo actuelle d'une ville.",
         "input_schema": {"type": "object", "properties": {"ville": {"type": "string"}},
                          "required": ["ville"]}}
PENSEE = {"type": "adaptive", "display": "summarized"}  # claude-sonnet-5 refuse `enabled`
SANS = {"type": "disabled"}  # claude-sonnet-5 réfléchit par défaut : ces tests ne veulent que le texte
ANCIEN = "claude-haiku-4-5"  # accepte encore `enabled` avec budget_tokens
MANUELLE = {"type": "enabled", "budget_tokens": 1024}


@pytest.fixture(autouse=True)
def cache_vide():
    reinitialiser()


def creer(client, messages, **kw):
    kw.setdefault("max_tokens", 200)
    kw.setdefault("model", MODELE)
    kw.setdefault("thinking", SANS)
    return client.messages.create(messages=messages, **kw)


def refus(client, messages, **kw):
    with pytest.raises(anthropic.BadRequestError) as info:
        creer(client, messages, **kw)
    assert info.value.status_code == 400
    assert info.value.type == "invalid_request_error"
    return info.value.api_message


# --- forme des réponses

def test_reponse_de_forme_reelle(client):
    r = creer(client, [{"role": "user", "content": "Bonjour"}])
    assert isinstance(r, Message)
    assert r.type == "message" and r.role == "assistant" and r.model == MODELE
    assert r.id.startswith("msg_01") and len(r.id) == 28
    assert r.stop_reason == "end_turn" and r.stop_sequence is None
    assert [b.type for b in r.content] == ["text"]
    u = r.usage
    assert (u.input_tokens, u.cache_creation_input_tokens, u.cache_read_input_tokens) == (1, 0, 0)
    assert u.output_tokens == compter(r.content[0].text)
    # le dict brut se relit en vrai objet du SDK
    assert Message.model_validate(r.model_dump(mode="json")) == r


def test_ids_uniques_par_reponse(client):
    """Bogue corrigé (issue 23) : deux requêtes identiques recevaient le même id."""
    msgs = [{"role": "user", "content": "Bonjour"}]
    ids = {creer(client, msgs).id for _ in range(3)}
    assert len(ids) == 3 and all(i.startswith("msg_01") and len(i) == 28 for i in ids)


def test_system_en_chaine_ou_en_blocs_meme_compte(client):
    msgs = [{"role": "user", "content": "Bonjour"}]
    a = creer(client, msgs, system="Tu es concis.")
    b = creer(client, msgs, system=[{"type": "text", "text": "Tu es concis."}])
    assert a.usage.input_tokens == b.usage.input_tokens == 1 + compter("Tu es concis.")


def test_parametres_acceptes(client):
    # temperature n'est plus un argument nommé du SDK 2.x : extra_body l'envoie quand même ;
    # claude-sonnet-5 n'accepte que sa valeur par défaut (1), un ancien modèle en accepte d'autres
    for modele, t in ((MODELE, 1), (ANCIEN, 0.2)):
        r = creer(client, [{"role": "user", "content": "Bonjour"}], extra_body={"temperature": t},
                  stop_sequences=["###"], tools=[METEO], metadata={"user_id": "camille"},
                  model=modele)
        assert r.stop_reason == "end_turn"


def test_count_tokens(client):
    msgs = [{"role": "user", "content": "Bonjour, je suis Camille."}]
    n = client.messages.count_tokens(model=MODELE, messages=msgs, system="Sois bref.")
    assert n.input_tokens == compter("Bonjour, je suis Camille.") + compter("Sois bref.")
    assert n.input_tokens == creer(client, msgs, system="Sois bref.").usage.input_tokens


def test_coupe_a_max_tokens(client):
    complet = creer(client, [{"role": "user", "content": "Bonjour"}]).content[0].text
    assert compter(complet) > 2
    r = creer(client, [{"role": "user", "content": "Bonjour"}], max_tokens=2)
    assert r.stop_reason == "max_tokens" and r.usage.output_tokens == 2
    assert r.content[0].text == tronquer(complet, 2) and complet.startswith(r.content[0].text)


def test_max_tokens_zero_refuse_comme_le_vrai_service(client):
    """Bogue corrigé (issue 23) : max_tokens=0 était accepté ; le minimum réel est 1."""
    with pytest.raises(anthropic.BadRequestError, match="greater than or equal to 1"):
        creer(client, [{"role": "user", "content": "Bonjour"}], max_tokens=0)
    r = creer(client, [{"role": "user", "content": "Bonjour"}], max_tokens=1)
    assert (r.stop_reason, r.usage.output_tokens) == ("max_tokens", 1)


def test_sequence_d_arret(client):
    complet = creer(client, [{"role": "user", "content": "Bonjour"}]).content[0].text
    seq = complet.split()[1]
    r = creer(client, [{"role": "user", "content": "Bonjour"}], stop_sequences=["§§", seq])
    assert (r.stop_reason, r.stop_sequence) == ("stop_sequence", seq)
    assert r.content[0].text == complet[:complet.index(seq)]


def test_messages_consecutifs_de_meme_role_acceptes(client):
    r = creer(client, [{"role": "user", "content": "Bonjour"},
                       {"role": "user", "content": [{"type": "text", "text": "Ça va ?"}]}])
    assert r.stop_reason == "end_turn"


# --- outils et réflexion

def test_boucle_d_outil_complete(client):
    msgs = [{"role": "user", "content": "Quel temps fait-il à Nantes ?"}]
    r = creer(client, msgs, tools=[METEO])
    assert r.stop_reason == "tool_use"
    appel = next(b for b in r.content if b.type == "tool_use")
    assert (appel.name, appel.input) == ("meteo", {"ville": "Nantes"})
    assert appel.id.startswith("toolu_01") and len(appel.id) == 30
    msgs += [{"role": "assistant", "content": [b.model_dump() for b in r.content]},
             {"role": "user", "content": [{"type": "tool_result", "tool_use_id": appel.id,
                                           "content": "Pluie, 12 °C"}]}]
    fin = creer(client, msgs, tools=[METEO])
    assert fin.stop_reason == "end_turn" and "Pluie, 12 °C" in fin.content[0].text


def test_reflexion_signee_et_comptee(client):
    r = creer(client, [{"role": "user", "content": "Bonjour"}], max_tokens=2000, thinking=PENSEE)
    pensee, texte = r.content
    assert pensee.type == "thinking" and lire_signature(pensee.signature, pensee.thinking)
    assert pensee.thinking == "Je relis le message reçu. Dernière demande : « Bonjour »."
    assert r.usage.output_tokens == compter(pensee.thinking) + compter(texte.text)


def test_reflexion_et_outils_renvoyee_telle_quelle(client):
    msgs = [{"role": "user", "content": "Quel temps fait-il à Nantes ?"}]
    r = creer(client, msgs, tools=[METEO], thinking=PENSEE, max_tokens=2000)
    assert [b.type for b in r.content] == ["thinking", "text", "tool_use"]
    appel = r.content[2]
    resultat = {"role": "user", "content": [{"type": "tool_result", "tool_use_id": appel.id,
                                             "content": "Soleil"}]}
    complet = [*msgs, {"role": "assistant", "content": [b.model_dump() for b in r.content]},
               resultat]
    assert creer(client, complet, tools=[METEO], thinking=PENSEE, max_tokens=2000).stop_reason == (
        "end_turn")
    sans_pensee = [*msgs, {"role": "assistant", "content": [b.model_dump() for b in r.content[1:]]},
                   resultat]
    message = refus(client, sans_pensee, tools=[METEO], thinking=PENSEE, max_tokens=2000)
    assert message.startswith(
        "messages.1.content.0.type: Expected `thinking` or `redacted_thinking`, but found `text`. "
        "When `thinking` is enabled, a final `assistant` message must start with a thinking block")
    retouche = [b.model_dump() for b in r.content]
    retouche[0]["thinking"] += " (retouché)"
    message = refus(client, [*msgs, {"role": "assistant", "content": retouche}, resultat],
                    tools=[METEO], thinking=PENSEE, max_tokens=2000)
    assert message == "messages.1.content.0: Invalid `signature` in `thinking` block"


# --- rejets, avec les messages du vrai service

UTILISATION = {"type": "tool_use", "id": "toolu_A", "name": "meteo", "input": {"ville": "Paris"}}
RESULTAT = {"type": "tool_result", "tool_use_id": "toolu_A", "content": "Soleil"}


@pytest.mark.parametrize("messages, attendu", [
    ([], "messages: at least one message is required"),
    ([{"role": "system", "content": "x"}], "messages.0.role: Input should be 'user' or 'assistant'"),
    ([{"role": "assistant", "content": "Bonjour"}],
     'messages: first message must use the "user" role'),
    ([{"role": "user", "content": ""}],
     "messages.0: all messages must have non-empty content except for the optional final "
     "assistant message"),
    ([{"role": "user", "content": [RESULTAT]}],  # fenêtre coupée juste après le tool_use
     "messages.0.content.0: unexpected `tool_use_id` found in `tool_result` blocks: toolu_A. "
     "Each `tool_result` block must have a corresponding `tool_use` block in the previous "
     "message."),
    ([{"role": "user", "content": "Météo ?"}, {"role": "assistant", "content": "Je regarde."},
      {"role": "user", "content": [RESULTAT]}],
     "messages.2.content.0: `tool_result` block(s) provided when previous message does not have "
     "`tool_use` blocks"),
    ([{"role": "user", "content": "Météo ?"}, {"role": "assistant", "content": [UTILISATION]},
      {"role": "user", "content": "Alors ?"}],
     "messages.1: `tool_use` ids were found without `tool_result` blocks immediately after: "
     "toolu_A. Each `tool_use` block must have a corresponding `tool_result` block in the next "
     "message."),
    ([{"role": "user", "content": "Météo ?"}, {"role": "assistant", "content": [UTILISATION]}],
     "messages.1: `tool_use` ids were found without `tool_result` blocks immediately after: "
     "toolu_A. Each `tool_use` block must have a corresponding `tool_result` block in the next "
     "message."),
])
def test_rejets(client, messages, attendu):
    assert refus(client, messages, tools=[METEO]) == attendu


def test_max_tokens_manquant(client):
    with pytest.raises(anthropic.BadRequestError, match="max_tokens: Field required"):
        client.post("/v1/messages", cast_to=object,
                    body={"model": MODELE, "messages": [{"role": "user", "content": "x"}]})


def test_reflexion_attend_son_bloc_avant_le_tool_use(client):
    msgs = [{"role": "user", "content": "Météo ?"}, {"role": "assistant", "content": [UTILISATION]},
            {"role": "user", "content": [RESULTAT]}]
    assert creer(client, msgs, tools=[METEO]).stop_reason == "end_turn"  # sans réflexion : OK
    assert refus(client, msgs, tools=[METEO], thinking=PENSEE, max_tokens=2000).startswith(
        "messages.1.content.0.type: Expected `thinking` or `redacted_thinking`, but found "
        "`tool_use`.")


@pytest.mark.parametrize("reglages, attendu", [
    ({"thinking": {"type": "enabled", "budget_tokens": 500}, "max_tokens": 2000, "model": ANCIEN},
     "thinking.enabled.budget_tokens: Input should be greater than or equal to 1024"),
    ({"thinking": MANUELLE, "max_tokens": 1024, "model": ANCIEN}, "`max_tokens` must be greater "
     "than `thinking.budget_tokens`."),
    ({"thinking": MANUELLE, "max_tokens": 2000, "extra_body": {"temperature": 0.5},
      "model": ANCIEN}, "`temperature` may only be set to 1 when thinking is enabled."),
    ({"thinking": PENSEE, "max_tokens": 2000, "extra_body": {"temperature": 0.5}},
     "`temperature` is deprecated for this model."),  # claude-sonnet-5 : toute autre valeur que 1
])
def test_reglages_de_reflexion_refuses(client, reglages, attendu):
    assert refus(client, [{"role": "user", "content": "x"}], **reglages).startswith(attendu)


def test_pensee_finale_sans_reflexion_refusee(client):
    pensee = {"type": "thinking", "thinking": "Hmm.", "signature": signer("Hmm.")}
    msgs = [{"role": "user", "content": "x"}, {"role": "assistant", "content": [pensee]}]
    assert refus(client, msgs) == (
        "messages.1.content.0: When thinking is disabled, an `assistant` message in the final "
        "position cannot contain `thinking`. To use thinking blocks, enable `thinking` in your "
        "request.")


def test_trop_de_points_de_cache(client):
    bloc = {"type": "text", "text": "x", "cache_control": {"type": "ephemeral"}}
    message = refus(client, [{"role": "user", "content": [bloc] * 5}])
    assert message == "A maximum of 4 blocks with cache_control may be provided. Found 5."


def test_modele_inconnu_404(client):
    with pytest.raises(anthropic.NotFoundError, match="model: gpt-4o"):
        client.messages.create(model="gpt-4o", max_tokens=5,
                               messages=[{"role": "user", "content": "x"}])


@pytest.mark.parametrize("modif, attendu", [
    ({"system_prompt": "x"}, "system_prompt: Extra inputs are not permitted"),
    ({"messages": [{"role": "user", "content": [{"type": "audio"}]}]},
     "messages.0.content.0: Input tag 'audio' found using 'type' does not match any of the "
     "expected tags"),
    ({"messages": [{"role": "user", "content": [UTILISATION]}]},
     "messages.0.content.0: `tool_use` blocks are not allowed in `user` messages"),
    ({"messages": [{"role": "user", "content": [{"type": "text", "text": ""}]}]},
     "messages: text content blocks must be non-empty"),
    ({"messages": [{"role": "user", "content": "a"},
                   {"role": "assistant", "content": [UTILISATION, UTILISATION]},
                   {"role": "user", "content": [RESULTAT]}]},
     "messages.1.content.1: `tool_use` ids must be unique"),
    ({"model": 3}, "model: Input should be a valid string"),
    ({"max_tokens": "50"}, "max_tokens: Input should be a valid integer"),
])
def test_corps_invalides(client, modif, attendu):
    corps = {"model": MODELE, "max_tokens": 50, "messages": [{"role": "user", "content": "x"}]}
    with pytest.raises(anthropic.BadRequestError) as info:
        client.post("/v1/messages", cast_to=object, body={**corps, **modif})
    assert info.value.api_message.startswith(attendu)


def test_redacted_thinking_accepte_en_tete_de_boucle(client):
    masque = {"type": "redacted_thinking", "data": "opaque"}
    msgs = [{"role": "user", "content": "Météo ?"},
            {"role": "assistant", "content": [masque, UTILISATION]},
            {"role": "user", "content": [RESULTAT]}]
    r = creer(client, msgs, tools=[METEO], thinking=PENSEE, max_tokens=2000)
    assert r.content[0].type == "thinking" and r.stop_reason == "end_turn"
