"""Cache automatique, minimum par modèle et diagnostic de cache, à travers le vrai client anthropic.

Sources (lues le 2026-12-01) : platform.claude.com « Prompt caching » (cache automatique),
« Cache diagnostics » (`diagnostics.previous_message_id`, `cache_miss_reason`) ; types du SDK
anthropic 2.14. Minimum de cache : `cache_min` du catalogue (512 pour claude-sonnet-5-5).
"""

import anthropic
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from modele_local import reinitialiser
from modele_local.anthropic.diagnostic_cache import Empreintes
from modele_local.cache import enchainer
from modele_local.catalogue import fiche
from modele_local.jetons import compter

MODELE = "claude-sonnet-5-5"
AUTO = {"type": "ephemeral"}
SYSTEME = " ".join(f"Consigne {i} : réponds en français, brièvement." for i in range(60))
OUTIL = {"name": "chercher", "description": "Cherche dans le wiki.",
         "input_schema": {"type": "object", "properties": {"q": {"type": "string"}}}}


@pytest.fixture(autouse=True)
def cache_vide():
    reinitialiser()


def envoyer(client, messages, **kw):
    kw.setdefault("system", SYSTEME)
    return client.messages.create(model=kw.pop("model", MODELE), max_tokens=50,
                                  messages=messages, cache_control=AUTO, **kw)


def test_le_minimum_vient_du_catalogue(client):
    assert fiche(MODELE).cache_min == 512 and fiche("claude-sonnet-5").cache_min == 1024
    texte = " ".join(["mot"] * 700)  # entre 512 et 1 024 jetons
    assert 512 <= compter(texte) < 1024
    msgs = [{"role": "user", "content": texte}]
    assert envoyer(client, msgs, system=[]).usage.cache_creation_input_tokens == compter(texte)
    reinitialiser()
    autre = envoyer(client, msgs, system=[], model="claude-sonnet-5").usage
    assert autre.cache_creation_input_tokens == 0 and autre.input_tokens == compter(texte)


def test_cache_automatique_avance_avec_la_conversation(client):
    tour1 = [{"role": "user", "content": "Bonjour"}]
    u1 = envoyer(client, tour1).usage
    assert (u1.cache_creation_input_tokens, u1.cache_read_input_tokens) == (
        compter(SYSTEME) + compter("Bonjour"), 0)
    tour2 = [*tour1, {"role": "assistant", "content": "Salut."},
             {"role": "user", "content": "Et ensuite ?"}]
    u2 = envoyer(client, tour2).usage
    assert u2.cache_read_input_tokens == u1.cache_creation_input_tokens
    assert u2.cache_creation_input_tokens == compter("Salut.") + compter("Et ensuite ?")


def test_le_point_automatique_saute_les_blocs_de_reflexion():
    from modele_local.anthropic.conversion import elements
    from modele_local.anthropic.validation import valider

    corps = {"model": "claude-haiku-4-5", "max_tokens": 2000, "cache_control": AUTO,
             "thinking": {"type": "enabled", "budget_tokens": 1024}, "messages": [
                 {"role": "user", "content": "Q"},
                 {"role": "assistant", "content": [
                     {"type": "thinking", "thinking": "hmm", "signature": "s"}]}]}
    elems = elements(valider(corps))
    assert [ttl for _, _, ttl in elems] == ["5m", None]


def test_diagnostic_premier_tour_puis_conversation_qui_grandit(client):
    r1 = envoyer(client, [{"role": "user", "content": "Bonjour"}],
                 diagnostics={"previous_message_id": None})
    assert r1.diagnostics is None
    tour2 = [{"role": "user", "content": "Bonjour"},
             {"role": "assistant", "content": r1.content},
             {"role": "user", "content": "Et ensuite ?"}]
    r2 = envoyer(client, tour2, diagnostics={"previous_message_id": r1.id})
    assert r2.diagnostics is None  # rien n'a changé : la conversation s'est seulement allongée
    assert r2.usage.cache_read_input_tokens > 0


@pytest.mark.parametrize("changement, raison", [
    ({"system": SYSTEME + " Date : 2026-12-01."}, "system_changed"),
    ({"tools": [OUTIL]}, "tools_changed"),
    ({"model": "claude-opus-5-5"}, "model_changed"),
])
def test_diagnostic_nomme_ce_qui_a_change(client, changement, raison):
    question = [{"role": "user", "content": "Bonjour"}]
    r1 = envoyer(client, question, diagnostics={"previous_message_id": None})
    r2 = envoyer(client, question, diagnostics={"previous_message_id": r1.id}, **changement)
    cause = r2.diagnostics.cache_miss_reason
    assert cause.type == raison
    lus_avant = compter(SYSTEME) + compter("Bonjour")
    assert cause.cache_missed_input_tokens == lus_avant
    assert r2.usage.cache_read_input_tokens == 0


def test_diagnostic_message_retouche(client):
    histoire = [{"role": "user", "content": "J'habite à Lyon."},
                {"role": "assistant", "content": "Noté."}, {"role": "user", "content": "Merci"}]
    r1 = envoyer(client, histoire, diagnostics={"previous_message_id": None})
    retouche = [{"role": "user", "content": "J'habite à Paris."}, *histoire[1:]]
    cause = envoyer(client, retouche,
                    diagnostics={"previous_message_id": r1.id}).diagnostics.cache_miss_reason
    assert cause.type == "messages_changed"
    assert cause.cache_missed_input_tokens == sum(
        compter(t) for t in ("J'habite à Lyon.", "Noté.", "Merci"))


def test_diagnostic_reglage_seul_change_et_id_inconnu(client):
    question = [{"role": "user", "content": "Bonjour"}]
    r1 = envoyer(client, question, diagnostics={"previous_message_id": None})
    r2 = envoyer(client, question, diagnostics={"previous_message_id": r1.id},
                 tool_choice={"type": "none"}, tools=[])
    assert r2.diagnostics.cache_miss_reason.type == "unavailable"
    r3 = envoyer(client, question, diagnostics={"previous_message_id": "msg_01inconnu"})
    assert r3.diagnostics.cache_miss_reason.type == "previous_message_not_found"


def test_sans_inscription_rien_n_est_retenu(client):
    question = [{"role": "user", "content": "Bonjour"}]
    r1 = envoyer(client, question)  # pas de champ diagnostics : aucune empreinte
    assert r1.diagnostics is None
    r2 = envoyer(client, question, diagnostics={"previous_message_id": r1.id})
    assert r2.diagnostics.cache_miss_reason.type == "previous_message_not_found"


def test_diagnostic_de_mauvaise_forme(client):
    with pytest.raises(anthropic.BadRequestError, match="diagnostics.previous_message_id"):
        envoyer(client, [{"role": "user", "content": "x"}],
                diagnostics={"previous_message_id": 12})
    with pytest.raises(anthropic.BadRequestError, match="diagnostics.id: Extra inputs"):
        envoyer(client, [{"role": "user", "content": "x"}], diagnostics={"id": None})


blocs = st.lists(st.tuples(st.sampled_from(["tool", "system", "message"]), st.text(max_size=3),
                           st.integers(1, 50)), min_size=1, max_size=8)


@settings(max_examples=60, deadline=None)
@given(blocs, st.integers(0, 3))
def test_allonger_ne_diverge_jamais_et_le_manque_est_borne(avant, ajout):
    """Propriété : une requête qui prolonge la précédente ne diverge pas ; sinon le manque est
    compris entre 1 et le total de la précédente."""
    e = Empreintes()
    segs = enchainer([((g, t), n, None) for g, t, n in avant])
    e.retenir("a", "m", segs, {})
    plus = enchainer([((g, t), n, None) for g, t, n in avant] + [(("message", "+"), 1, None)] * ajout)
    assert e.comparer("a", "m", plus, {}) is None
    autre = enchainer([((avant[0][0], avant[0][1] + "!"), 1, None)])
    cause = e.comparer("a", "m", autre, {})["cache_miss_reason"]
    assert cause["cache_missed_input_tokens"] == segs[-1].cumul
