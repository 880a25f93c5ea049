"""Fuzz (hypothesis) : toute requête Anthropic mal formée reçoit une erreur 4xx, jamais une 500."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from modele_local.anthropic import messages as anthropic_api
from modele_local.serveur import Etat

ETAT = Etat()
SCALAIRES = st.one_of(st.none(), st.booleans(), st.integers(-5, 5), st.text(max_size=6),
                      st.sampled_from(["adaptive", "disabled", "enabled", "between_tools", "all",
                                       "summarize", "drop_block", "any", "tool", "auto"]))
VALEURS = st.recursive(SCALAIRES, lambda v: st.one_of(
    st.lists(v, max_size=3),
    st.dictionaries(st.sampled_from(["type", "value", "keep", "trigger", "display", "name",
                                     "block_binding", "prefix_mismatch_behavior", "effort",
                                     "budget_tokens", "content", "signature", "thinking",
                                     "encrypted_content", "instructions", "edits"]), v,
                    max_size=4)), max_leaves=8)
BLOCS = st.one_of(
    st.fixed_dictionaries({"type": st.sampled_from(["text", "thinking", "compaction",
                                                    "tool_use", "tool_result"])},
                          optional={"text": VALEURS, "thinking": VALEURS, "signature": VALEURS,
                                    "content": VALEURS, "id": VALEURS, "name": VALEURS,
                                    "input": VALEURS, "tool_use_id": VALEURS,
                                    "encrypted_content": VALEURS}),
    VALEURS)
MESSAGES = st.lists(st.fixed_dictionaries(
    {"role": st.sampled_from(["user", "assistant", "system", 3]),
     "content": st.one_of(st.text(max_size=8), st.lists(BLOCS, max_size=3))}), max_size=4)
CORPS = st.fixed_dictionaries(
    {"model": st.sampled_from(["claude-sonnet-5-5", "claude-sonnet-5", "claude-haiku-4-5",
                               "claude-opus-5", "hors-ligne-x", "claude-3-opus-20240229"]),
     "max_tokens": st.one_of(st.integers(-1, 200_000), VALEURS),
     "messages": MESSAGES},
    optional={"thinking": VALEURS, "tool_choice": VALEURS, "output_config": VALEURS,
              "context_management": VALEURS, "compaction": VALEURS, "stream": st.booleans(),
              "temperature": VALEURS, "top_p": VALEURS, "system": VALEURS, "tools": VALEURS})
BETAS = st.lists(st.sampled_from(["compact-2026-01-12", "compact-2026-09-04",
                                  "context-management-2025-06-27",
                                  "thinking-binding-controls-2026-08-01"]), max_size=4)


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(CORPS, BETAS)
def test_jamais_d_erreur_interne(corps, betas):
    reponse = anthropic_api.messages(corps, ETAT, tuple(betas))
    assert reponse.statut in (200, 400, 404), reponse.corps
    if reponse.statut != 200:
        assert reponse.corps["type"] == "error" and reponse.corps["error"]["message"]


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(CORPS, BETAS)
def test_count_tokens_jamais_d_erreur_interne(corps, betas):
    corps.pop("max_tokens", None)
    reponse = anthropic_api.compter_jetons(corps, ETAT, tuple(betas))
    assert reponse.statut in (200, 400, 404), reponse.corps


VALIDES = st.fixed_dictionaries(
    {"model": st.sampled_from(["claude-sonnet-5-5", "claude-sonnet-5", "claude-haiku-4-5",
                               "claude-opus-5", "hors-ligne-x"]),
     "max_tokens": st.integers(0, 3000),
     "messages": st.sampled_from([
         [{"role": "user", "content": "Bonjour"}],
         [{"role": "user", "content": "Je suis Camille."}, {"role": "assistant", "content": "Noté."},
          {"role": "user", "content": "Quel temps fait-il à Nantes ?"}]])},
    optional={"thinking": VALEURS, "tool_choice": VALEURS, "output_config": VALEURS,
              "context_management": st.fixed_dictionaries({"edits": st.lists(VALEURS, max_size=2)}),
              "compaction": VALEURS, "stream": st.booleans(),
              "tools": st.just([{"name": "meteo", "input_schema": {"type": "object"}}])})


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(VALIDES, BETAS)
def test_options_aleatoires_sur_messages_valides(corps, betas):
    reponse = anthropic_api.messages(corps, ETAT, tuple(betas))
    assert reponse.statut in (200, 400), reponse.corps


def test_bogue_type_d_edition_non_hachable_400():
    """Trouvé par le fuzz : `{"type": []}` levait TypeError (500) au lieu d'une 400."""
    corps = {"model": "claude-sonnet-5-5", "max_tokens": 1,
             "messages": [{"role": "user", "content": "Bonjour"}],
             "context_management": {"edits": [{"type": []}]}}
    reponse = anthropic_api.messages(corps, ETAT, ())
    assert reponse.statut == 400
    assert "Input tag [] found using 'type'" in reponse.corps["error"]["message"]
