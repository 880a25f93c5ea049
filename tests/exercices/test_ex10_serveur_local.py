"""Exercice 10, de bout en bout (non noté) : les requêtes construites passent sur le modèle local.

Le vrai client `anthropic` parle au modèle local sur 127.0.0.1, avec claude-sonnet-5-5 (réflexion
préservée) et la réflexion adaptative. Pas de points : la correction tourne sans réseau, même local.
"""

import pytest

FICHIER = "ex10_compaction_preservee"
MODELE = "claude-sonnet-5-5"
METEO = {"name": "meteo", "description": "Donne la météo actuelle d'une ville.",
         "input_schema": {"type": "object", "properties": {"ville": {"type": "string"}},
                          "required": ["ville"]}}


@pytest.fixture(scope="module")
def demander():
    llm = pytest.importorskip("cours.clients")
    client = llm.client_anthropic(max_retries=0)
    return lambda messages: client.messages.create(
        model=MODELE, max_tokens=2048, thinking={"type": "adaptive"}, tools=[METEO],
        messages=messages)


def echange(demander, historique, question, envoyer=lambda h: h):
    from contexte import serialize_content

    historique.append({"role": "user", "content": question})
    while True:
        reponse = demander(envoyer(historique))
        historique.append({"role": "assistant", "content": serialize_content(reponse.content)})
        if reponse.stop_reason != "tool_use":
            return "".join(b.text for b in reponse.content if b.type == "text")
        historique.append({"role": "user", "content": [
            {"type": "tool_result", "tool_use_id": b.id, "content": "Pluie, 12 °C."}
            for b in reponse.content if b.type == "tool_use"]})


def test_compacter_puis_fenetre_en_pleine_boucle(ex, demander):
    historique = []
    for question in ["Je m'appelle Camille.", "Quel temps fait-il à Nantes ?",
                     "Je suis dans l'équipe Paiements."]:
        echange(demander, historique, question)
    compacte = ex.compacter(historique, lambda anciens: "Camille, de Nantes.", garder=2)
    assert "Paiements" in echange(demander, compacte, "Quelle est mon équipe ?")
    fin = echange(demander, historique, "Et demain, quel temps à Nantes ?", lambda h: ex.fenetre(h, 3))
    assert "12 °C" in fin
