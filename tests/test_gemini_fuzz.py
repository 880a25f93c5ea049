"""Fuzz (hypothesis) : toute requête Gemini, même absurde, reçoit une réponse ou une erreur 4xx au
format Gemini, jamais une 500 (generateContent, flux, countTokens, Interactions, schémas JSON).
"""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from modele_local.gemini import flux as gemini_flux
from modele_local.gemini import generation as gemini_api
from modele_local.gemini import routes as gemini_routes
from modele_local.serveur import Etat

ETAT = Etat()
SCALAIRES = st.one_of(st.none(), st.booleans(), st.integers(-5, 5), st.text(max_size=6),
                      st.sampled_from(["OBJECT", "STRING", "application/json", "text/x.enum",
                                       "MINIMAL", "low", "user", "model", "tool", "function"]))
VALEURS = st.recursive(SCALAIRES, lambda v: st.one_of(
    st.lists(v, max_size=3),
    st.dictionaries(st.sampled_from(["type", "properties", "required", "items", "enum", "text",
                                     "name", "args", "response", "functionCall", "parts",
                                     "functionResponse", "thoughtSignature", "anyOf", "$ref",
                                     "minItems", "content", "call_id", "arguments"]), v,
                    max_size=4)), max_leaves=8)
PARTS = st.lists(st.one_of(
    st.fixed_dictionaries({"text": st.one_of(st.text(max_size=20), VALEURS)}),
    st.fixed_dictionaries({"functionCall": st.fixed_dictionaries(
        {"name": st.sampled_from(["meteo", "x"])}, optional={"args": VALEURS})}),
    st.fixed_dictionaries({"functionResponse": st.fixed_dictionaries(
        {"name": st.sampled_from(["meteo", "x"])}, optional={"response": VALEURS})}),
    VALEURS), max_size=3)
CONTENUS = st.lists(st.fixed_dictionaries({}, optional={
    "role": st.sampled_from(["user", "model", "tool", "system", 3]), "parts": PARTS}), max_size=4)
CONFIG = st.fixed_dictionaries({}, optional={
    "responseMimeType": VALEURS, "responseSchema": VALEURS, "responseJsonSchema": VALEURS,
    "maxOutputTokens": st.one_of(st.integers(-1, 100), VALEURS), "thinkingConfig": VALEURS,
    "stopSequences": VALEURS})
CORPS = st.fixed_dictionaries({"contents": st.one_of(CONTENUS, VALEURS)}, optional={
    "generationConfig": st.one_of(CONFIG, VALEURS), "systemInstruction": VALEURS,
    "tools": st.one_of(VALEURS, st.just([{"functionDeclarations": [{"name": "meteo"}]}]))})
MODELES = st.sampled_from(["gemini-3.8-flash", "gemini-2.5-flash", "gemini-3.5-flash",
                           "gemini-2.0-flash", "inconnu", "hors-ligne-erreur-flux-529"])
INTERACTIONS = st.fixed_dictionaries({}, optional={
    "model": st.one_of(MODELES, VALEURS), "input": VALEURS, "tools": VALEURS,
    "previous_interaction_id": VALEURS, "generation_config": VALEURS, "stream": st.booleans(),
    "response_format": VALEURS, "system_instruction": VALEURS, "store": VALEURS})


def _forme_gemini(reponse):
    assert reponse.statut < 500 or reponse.statut == 503, reponse.corps
    if reponse.statut >= 400:
        assert set(reponse.corps) == {"error"} and "type" not in reponse.corps


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(MODELES, st.one_of(CORPS, VALEURS))
def test_generate_et_flux_jamais_500(modele, corps):
    for action in (gemini_api.generer, gemini_flux.diffuser, gemini_api.compter_jetons):
        _forme_gemini(action(modele, corps, ETAT, "v1"))


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(INTERACTIONS, VALEURS))
def test_interactions_jamais_500(corps):
    # a trouvé : previous_interaction_id en liste, {"type": []} en entrée (TypeError -> 500)
    route = gemini_routes.trouver("POST", "/v1/interactions", "", ETAT)
    _forme_gemini(route.action(corps))
