"""Exercice 1, de bout en bout (non noté) : la requête reconstruite est acceptée par le serveur.

Le vrai client `google-genai` parle au modèle local sur 127.0.0.1 (jamais au réseau), qui vérifie
les signatures de pensée comme Gemini 3 : sans elles, l'appel de fonction suivant est refusé
(erreur 400). Pas de points : la correction tourne sans réseau, même local.
"""

import pytest

FICHIER = "ex1_serialize_gemini"
MODELE = "gemini-3-flash-preview"  # les modèles Gemini 3 exigent les signatures


@pytest.fixture(scope="module")
def gemini():
    llm = pytest.importorskip("cours.clients")
    from google.genai import types

    client = llm.client_gemini(max_retries=0)
    outil = types.Tool(function_declarations=[types.FunctionDeclaration(
        name="meteo", description="La météo d'une ville",
        parameters_json_schema={"type": "object", "properties": {"ville": {"type": "string"}},
                                "required": ["ville"]})])
    config = types.GenerateContentConfig(
        tools=[outil], thinking_config=types.ThinkingConfig(include_thoughts=True))
    question = types.Content(role="user", parts=[types.Part(text="Quelle est la météo à Nantes ?")])
    return client, config, question


def test_historique_relu_du_disque_accepte(ex, gemini):
    """Réponse sérialisée, relue, renvoyée avec le résultat de l'outil : le serveur accepte."""
    from google.genai import errors

    client, config, question = gemini
    reponse = client.models.generate_content(model=MODELE, contents=[question], config=config)
    blocs = ex.serialize_content(reponse.candidates[0].content)
    assert [b["type"] for b in blocs] == ["function_call"]   # l'appel seul, comme Gemini
    assert "thought_signature" in blocs[0]
    resultat = ex.deserialize_content([{"type": "function_response", "name": "meteo",
                                        "response": {"temps": "pluie, 12 degrés"}}], role="user")
    suite = client.models.generate_content(
        model=MODELE, config=config,
        contents=[question, ex.deserialize_content(blocs, role="model"), resultat])
    assert "pluie" in suite.text
    sans_signature = [{k: v for k, v in b.items() if k != "thought_signature"} for b in blocs]
    with pytest.raises(errors.ClientError, match="thought_signature"):
        client.models.generate_content(
            model=MODELE, config=config,
            contents=[question, ex.deserialize_content(sans_signature, role="model"), resultat])
