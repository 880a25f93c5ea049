"""`serialize_content` : ce qu'on persiste doit être accepté tel quel par `messages.create`.

Boucle d'outils complète par le vrai client `anthropic` contre le modèle local : réponse du SDK →
`serialize_content` → JSON sur disque (`Session`) → relu → renvoyé avec le `tool_result`.
"""

import anthropic
import pytest

from contexte import Session, serialize_content
from cours.clients import MODELE_ANTHROPIC, client_anthropic

METEO = {"name": "meteo", "description": "Météo actuelle d'une ville.",
         "input_schema": {"type": "object", "properties": {"ville": {"type": "string"}},
                          "required": ["ville"]}}
QUESTION = {"role": "user", "content": "Quel temps fait-il à Nantes ?"}


@pytest.fixture(scope="module")
def client():
    return client_anthropic(max_retries=0)


def appel_d_outil(client, **reglages):
    reponse = client.messages.create(model=MODELE_ANTHROPIC, max_tokens=2048, tools=[METEO],
                                     messages=[QUESTION], **reglages)
    assert reponse.stop_reason == "tool_use"
    return reponse


def resultat(reponse):
    (appel,) = [b for b in reponse.content if b.type == "tool_use"]
    return {"role": "user", "content": [{"type": "tool_result", "tool_use_id": appel.id,
                                         "content": "12 °C, averses"}]}


@pytest.mark.parametrize("reglages", [{}, {"thinking": {"type": "adaptive"}}],
                         ids=["sans réflexion", "réflexion adaptative"])
def test_aller_retour_par_le_disque_accepte(client, tmp_path, reglages):
    reponse = appel_d_outil(client, **reglages)
    session = Session(tmp_path / "s.json")
    session.messages += [QUESTION, {"role": "assistant",
                                    "content": serialize_content(reponse.content)},
                         resultat(reponse)]
    session.save()
    relue = Session(tmp_path / "s.json").messages
    suite = client.messages.create(model=MODELE_ANTHROPIC, max_tokens=2048, tools=[METEO],
                                   messages=relue, **reglages)
    assert suite.stop_reason == "end_turn"
    assert "12 °C" in "".join(b.text for b in suite.content if b.type == "text")


def test_jeter_les_blocs_thinking_comme_le_seed_donne_un_400(client):
    reponse = appel_d_outil(client, thinking={"type": "adaptive"})
    assert [b.type for b in reponse.content][0] == "thinking"
    sans_pensee = [b for b in serialize_content(reponse.content) if b["type"] != "thinking"]
    with pytest.raises(anthropic.BadRequestError, match="thinking"):
        client.messages.create(model=MODELE_ANTHROPIC, max_tokens=2048, tools=[METEO],
                               thinking={"type": "adaptive"},
                               messages=[QUESTION, {"role": "assistant", "content": sans_pensee},
                                         resultat(reponse)])
