"""Exercice 1 (10 points) — serialize_content pour Gemini, et retour vers une requête valide.

Les réponses sont de vrais objets `types.GenerateContentResponse`, construits depuis le JSON que
renvoie l'API REST de Gemini (noms en camelCase, signatures en base64).
"""

import base64
import json

import pytest
from google.genai import types

FICHIER = "ex1_serialize_gemini"
points = pytest.mark.points

SIGNATURE = b"\x00sig\xff\x10"  # des octets quelconques, pas du texte
SIGNATURE_B64 = base64.b64encode(SIGNATURE).decode("ascii")


def reponse(*parts, role="model"):
    """Un vrai `types.Content`, tiré d'une réponse REST de generateContent."""
    brut = {"candidates": [{"content": {"role": role, "parts": list(parts)},
                            "finishReason": "STOP"}],
            "usageMetadata": {"promptTokenCount": 12, "candidatesTokenCount": 5,
                              "totalTokenCount": 17}}
    return types.GenerateContentResponse.model_validate_json(json.dumps(brut)).candidates[0].content


APPEL = {"functionCall": {"name": "meteo", "args": {"ville": "Nantes"}, "id": "appel-1"},
         "thoughtSignature": SIGNATURE_B64}


@points(1)
def test_texte_seul(ex):
    """serialize : une réponse de texte donne un bloc texte"""
    assert ex.serialize_content(reponse({"text": "Bonjour Camille"})) == [
        {"type": "text", "text": "Bonjour Camille"}]


@points(2)
def test_appel_de_fonction_et_signature(ex):
    """serialize : appel de fonction avec id, et sa signature de pensée en base64"""
    assert ex.serialize_content(reponse(APPEL)) == [
        {"type": "function_call", "name": "meteo", "args": {"ville": "Nantes"}, "id": "appel-1",
         "thought_signature": SIGNATURE_B64}]
    sans_id = ex.serialize_content(reponse({"functionCall": {"name": "heure"}}))
    assert sans_id == [{"type": "function_call", "name": "heure", "args": {}}], (
        "sans id ni arguments : pas de clé id, et args vaut {}")


@points(1)
def test_pensees_retirees(ex):
    """serialize : les résumés de réflexion (thought=True) ne sont pas gardés"""
    content = reponse({"text": "Je réfléchis à la météo…", "thought": True}, {"text": "Il pleut."})
    assert ex.serialize_content(content) == [{"type": "text", "text": "Il pleut."}]


@points(1)
def test_texte_vide_avec_signature(ex):
    """serialize : un texte vide qui porte une signature est gardé (la signature compte)"""
    content = reponse({"text": "Voilà."}, {"text": "", "thoughtSignature": SIGNATURE_B64})
    assert ex.serialize_content(content) == [
        {"type": "text", "text": "Voilà."},
        {"type": "text", "text": "", "thought_signature": SIGNATURE_B64}]


@points(1)
def test_json_et_accents(ex):
    """serialize : le résultat passe dans json.dumps, accents et arguments imbriqués compris"""
    content = reponse({"text": "Réunion à Nantes, équipe Paiements"},
                      {"functionCall": {"name": "agenda", "args": {
                          "lieu": {"ville": "Nantes", "salles": ["A", "B"]}, "jours": [1, 2]}},
                       "thoughtSignature": SIGNATURE_B64})
    blocs = ex.serialize_content(content)
    assert json.loads(json.dumps(blocs, ensure_ascii=False)) == blocs
    assert blocs[0]["text"] == "Réunion à Nantes, équipe Paiements"
    assert blocs[1]["args"] == {"lieu": {"ville": "Nantes", "salles": ["A", "B"]}, "jours": [1, 2]}


@points(1)
def test_reponse_de_fonction(ex):
    """serialize : le message user qui renvoie le résultat d'une fonction"""
    content = reponse({"functionResponse": {"name": "meteo", "id": "appel-1",
                                            "response": {"temps": "pluie", "degres": 12}}},
                      role="user")
    assert ex.serialize_content(content) == [
        {"type": "function_response", "name": "meteo", "response": {"temps": "pluie",
                                                                    "degres": 12},
         "id": "appel-1"}]


@points(2)
def test_aller_retour_et_requete_valide(ex):
    """deserialize : on retrouve le Content d'origine (sans les pensées), signatures en octets"""
    content = reponse({"text": "réflexion", "thought": True}, {"text": "Je regarde."}, APPEL,
                      {"text": "", "thoughtSignature": SIGNATURE_B64})
    retour = ex.deserialize_content(ex.serialize_content(content), role="model")
    assert isinstance(retour, types.Content)
    attendu = content.model_copy(update={"parts": content.parts[1:]})
    assert retour.model_dump(exclude_none=True) == attendu.model_dump(exclude_none=True)
    assert retour.parts[1].thought_signature == SIGNATURE, "la signature doit redevenir des octets"
    # La requête suivante : question, réponse du modèle relue du disque, résultat de l'outil.
    outil = reponse({"functionResponse": {"name": "meteo", "id": "appel-1",
                                          "response": {"temps": "pluie"}}}, role="user")
    contents = [types.Content(role="user", parts=[types.Part(text="Quel temps à Nantes ?")]),
                retour, ex.deserialize_content(ex.serialize_content(outil), role="user")]
    for c in contents:  # ce que le SDK enverrait, relu comme le ferait le serveur
        assert types.Content.model_validate(c.model_dump(mode="json")) == c
    assert contents[2].parts[0].function_response.response == {"temps": "pluie"}
    assert contents[2].parts[0].function_response.id == "appel-1", "l'id du résultat est perdu"
    sans_id = reponse({"functionResponse": {"name": "heure", "response": {"h": 9}}}, role="user")
    assert ex.deserialize_content(ex.serialize_content(sans_id), role="user") == sans_id


@points(1)
def test_erreurs_claires(ex):
    """erreurs : partie non prise en charge, bloc inconnu, rôle invalide -> ValueError"""
    image = reponse({"inlineData": {"mimeType": "image/png", "data": SIGNATURE_B64}})
    with pytest.raises(ValueError):
        ex.serialize_content(image)
    with pytest.raises(ValueError):
        ex.deserialize_content([{"type": "image", "data": "…"}])
    assert ex.deserialize_content([], role="user").role == "user"
    with pytest.raises(ValueError):
        ex.deserialize_content([{"type": "text", "text": "x"}], role="assistant")
