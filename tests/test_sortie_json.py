"""Sortie JSON demandée par schéma, à travers les vrais SDK : conforme (vérifiée par jsonschema),
ou refusée clairement (400) — jamais ignorée en silence.
"""

import json

import anthropic
import jsonschema
import pydantic
import pytest
from google.genai import errors, types

from contexte import camille_session1
from contexte.llm import client_anthropic, client_gemini
from contexte.scenario import vers_messages_anthropic
from modele_local.comprehension.schema_json import remplir

PROFIL = {"type": "object",
          "properties": {"name": {"type": "string"}, "team": {"type": "string"},
                         "allergies": {"type": "array", "items": {"type": "string"}},
                         "manager": {"type": ["string", "null"]},
                         "age": {"type": "integer", "minimum": 18},
                         "remote": {"type": "boolean"}},
          "required": ["name", "team", "allergies", "manager", "age", "remote"],
          "additionalProperties": False}
QUESTION = "Donne mon profil en JSON."
ATTENDU = {"name": "Camille", "team": "Plateforme", "allergies": ["aux arachides"],
           "manager": "Malik", "age": 18, "remote": False}


class Profil(pydantic.BaseModel):
    name: str
    team: str
    summary: str


@pytest.fixture(scope="module")
def claude():
    return client_anthropic(max_retries=0)


@pytest.fixture(scope="module")
def gemini():
    return client_gemini(max_retries=0)


def messages_camille():
    return vers_messages_anthropic(camille_session1()) + [{"role": "user", "content": QUESTION}]


def contenus_camille():
    roles = {"user": "user", "model": "model"}
    return [types.Content(role=roles[r], parts=[types.Part(text=t)])
            for r, t in camille_session1()] + [QUESTION]


def test_remplir_valeurs_exactes():
    assert remplir({"type": "object", "properties": {"x": {"type": "string"}}}, {}) == {}
    assert remplir({"type": "string", "enum": ["a", "b"]}, {}) == "a"
    assert remplir({"type": "array", "items": {"type": "integer"}, "minItems": 2}, {}) == [0, 0]
    assert remplir({"$defs": {"T": {"type": "string", "const": "Go"}}, "$ref": "#/$defs/T"},
                   {}) == "Go"
    assert remplir({"anyOf": [{"type": "null"}, {"type": "string"}]}, {}) is None
    # bogue trouvé par la propriété ci-dessous : une valeur connue trop courte violait minLength
    court = {"type": "object", "properties": {"summary": {"type": "string", "minLength": 2}},
             "required": ["summary"]}
    assert remplir(court, {"resume": "0"}) == {"summary": "··"}
    assert remplir(court, {"resume": "Camille"}) == {"summary": "Camille"}


def test_anthropic_output_config_format(claude):
    r = claude.messages.create(model="claude-sonnet-5", max_tokens=1024,
                               messages=messages_camille(),
                               output_config={"format": {"type": "json_schema", "schema": PROFIL}})
    texte = "".join(b.text for b in r.content if b.type == "text")
    valeur = json.loads(texte)
    jsonschema.validate(valeur, PROFIL)
    assert valeur == ATTENDU


def test_anthropic_schema_non_pris_refuse(claude):
    schema = {"type": "object", "properties": {"code": {"type": "string", "pattern": "^[A-Z]+$"}}}
    with pytest.raises(anthropic.BadRequestError) as info:
        claude.messages.create(model="claude-sonnet-5", max_tokens=256, messages=messages_camille(),
                               output_config={"format": {"type": "json_schema", "schema": schema}})
    assert "pattern" in info.value.body["error"]["message"]
    with pytest.raises(anthropic.BadRequestError):
        claude.messages.create(model="claude-sonnet-5", max_tokens=256, messages=messages_camille(),
                               output_config={"format": {"type": "text"}})


def test_gemini_response_schema_pydantic(gemini):
    r = gemini.models.generate_content(
        model="gemini-2.5-flash", contents=contenus_camille(),
        config=types.GenerateContentConfig(response_mime_type="application/json",
                                           response_schema=Profil))
    assert isinstance(r.parsed, Profil)
    assert (r.parsed.name, r.parsed.team) == ("Camille", "Plateforme")
    assert r.parsed.summary.startswith("Camille travaille chez Atelier à Nantes")


def test_gemini_response_json_schema(gemini):
    r = gemini.models.generate_content(
        model="gemini-2.5-flash", contents=contenus_camille(),
        config=types.GenerateContentConfig(response_mime_type="application/json",
                                           response_json_schema=PROFIL))
    valeur = json.loads(r.text)
    jsonschema.validate(valeur, PROFIL)
    assert valeur == ATTENDU


def test_gemini_enum(gemini):
    r = gemini.models.generate_content(
        model="gemini-2.5-flash", contents="Mon équipe est-elle Plateforme ou Data ?",
        config=types.GenerateContentConfig(
            response_mime_type="text/x.enum",
            response_schema={"type": "STRING", "enum": ["Data", "Plateforme"]}))
    assert r.text in ("Data", "Plateforme")


@pytest.mark.parametrize("config, morceau", [
    ({"response_schema": Profil}, "application/json"),                 # schéma sans type MIME
    ({"response_mime_type": "application/json", "response_json_schema": {
        "type": "object", "oneOf": [{"type": "object"}]}}, "oneOf"),   # mot-clé non pris
    ({"response_mime_type": "application/json", "response_schema": Profil,
      "response_json_schema": PROFIL}, "cannot both be set"),                   # deux schémas
])
def test_gemini_refus_clairs(gemini, config, morceau):
    with pytest.raises(errors.ClientError) as info:
        gemini.models.generate_content(model="gemini-2.5-flash", contents="Bonjour",
                                       config=types.GenerateContentConfig(**config))
    assert (info.value.code, info.value.status) == (400, "INVALID_ARGUMENT")
    assert morceau in info.value.message


# --- propriété : pour tout schéma pris en charge, la sortie le respecte

from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

FEUILLES = st.one_of(
    st.just({"type": "string"}), st.just({"type": "boolean"}), st.just({"type": "null"}),
    st.builds(lambda b: {"type": "integer", "minimum": b}, st.integers(-5, 50)),
    st.builds(lambda b: {"type": "number", "exclusiveMinimum": b}, st.integers(-5, 50)),
    st.builds(lambda n: {"type": "string", "minLength": n, "maxLength": n + 3},
              st.integers(0, 4)),
    st.builds(lambda vs: {"type": "string", "enum": vs},
              st.lists(st.sampled_from(["Data", "Plateforme", "Go"]), min_size=1, unique=True)),
    st.builds(lambda t: {"type": [t, "null"]}, st.sampled_from(["string", "integer"])),
)
NOMS = st.sampled_from(["name", "team", "summary", "facts", "allergies", "age", "x", "manager"])


def _objet(enfants):
    return st.builds(
        lambda props, tous: {"type": "object", "properties": props,
                             "required": sorted(props) if tous else [],
                             "additionalProperties": False},
        st.dictionaries(NOMS, enfants, max_size=4), st.booleans())


SCHEMAS = st.recursive(FEUILLES, lambda enfants: st.one_of(
    _objet(enfants),
    st.builds(lambda it, n: {"type": "array", "items": it, "minItems": n, "maxItems": n + 2},
              enfants, st.integers(0, 2))), max_leaves=8)


@settings(max_examples=150, deadline=None)
@given(SCHEMAS, st.dictionaries(st.sampled_from(["prenom", "equipe", "allergie"]),
                                st.sampled_from(["Camille", "Data", "aux arachides"])),
       st.text(max_size=30))
def test_propriete_tout_schema_pris_est_respecte(schema, faits, reponse):
    savoir = {"faits": faits, "reponse": reponse, "resume": reponse,
              "faits_liste": list(faits.values()), "questions": []}
    jsonschema.validate(remplir(schema, savoir), schema)
