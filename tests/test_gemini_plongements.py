"""Les embeddings Gemini servis par le modèle local, appelés par le vrai SDK google-genai."""

from __future__ import annotations

import http.client
import json

import pytest
from google import genai
from google.genai import errors, types

from modele_local import demarrer

MODELE = "gemini-embedding-001"


@pytest.fixture(scope="module")
def client():
    return genai.Client(api_key="x", http_options=types.HttpOptions(base_url=demarrer()))


def _cos(a, b):
    return sum(x * y for x, y in zip(a, b, strict=True))


def test_embed_content_du_sdk_par_defaut_3072_et_le_sens(client):
    r = client.models.embed_content(model=MODELE, contents=[
        "Je dois bosser tard ce soir.", "Je vais travailler jusqu'à minuit.", "Le chat dort."])
    a, b, c = (e.values for e in r.embeddings)
    assert len(a) == 3072 and a[384:] == [0.0] * (3072 - 384)
    assert abs(_cos(a, a) - 1) < 1e-5
    assert _cos(a, b) > _cos(a, c)


def test_dimensions_et_taches(client):
    r = client.models.embed_content(
        model=MODELE, contents=["Quel traiteur pour mon allergie ?"],
        config=types.EmbedContentConfig(task_type="RETRIEVAL_QUERY", output_dimensionality=768))
    assert len(r.embeddings[0].values) == 768
    q = client.models.embed_content(model=MODELE, contents=["allergie"], config=types.EmbedContentConfig(
        task_type="RETRIEVAL_QUERY", output_dimensionality=384)).embeddings[0].values
    p = client.models.embed_content(model=MODELE, contents=["allergie"], config=types.EmbedContentConfig(
        task_type="RETRIEVAL_DOCUMENT", output_dimensionality=384)).embeddings[0].values
    assert q != p                                           # « query: » et « passage: » d'E5


def test_refus_du_vrai_service(client):
    with pytest.raises(errors.ClientError) as e:
        client.models.embed_content(model="gemini-embedding-999", contents=["x"])
    assert e.value.code == 404
    with pytest.raises(errors.ClientError) as e:
        client.models.embed_content(model=MODELE, contents=["x"],
                                    config=types.EmbedContentConfig(output_dimensionality=5000))
    assert e.value.code == 400 and "output_dimensionality" in e.value.message


def test_embed_content_en_http_brut():
    hote = demarrer().removeprefix("http://").rstrip("/")
    c = http.client.HTTPConnection(hote, timeout=30)
    corps = {"content": {"parts": [{"text": "Bonjour"}]}, "outputDimensionality": 10}
    c.request("POST", f"/v1beta/models/{MODELE}:embedContent", json.dumps(corps),
              {"Content-Type": "application/json", "x-goog-api-key": "x"})
    r = c.getresponse()
    valeurs = json.loads(r.read())["embedding"]["values"]
    assert r.status == 200 and len(valeurs) == 10 and abs(_cos(valeurs, valeurs) - 1) < 1e-5
    c.request("POST", f"/v1beta/models/{MODELE}:embedContent", json.dumps({"content": {"parts": []}}),
              {"Content-Type": "application/json", "x-goog-api-key": "x"})
    r = c.getresponse()
    assert r.status == 400 and json.loads(r.read())["error"]["status"] == "INVALID_ARGUMENT"
