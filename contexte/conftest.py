"""Les données d'exemple des docstrings de `contexte`, pour `pytest --doctest-modules contexte`.

Chaque exemple tourne dans un dossier temporaire à lui : les fichiers qu'il écrit (`camille.json`,
`s.json`…) n'arrivent jamais dans le dépôt. `import contexte` n'importe pas ce fichier ; seul
pytest le lit.
"""

from __future__ import annotations

import os

import pytest

os.environ["CONTEXTE_HORS_LIGNE"] = "1"  # un exemple qui appelle un client parle au modèle local

# Une petite conversation : une question, puis une question dont la réponse passe par un outil.
MESSAGES = {
    "u1": {"role": "user", "content": "Je m'appelle Camille."},
    "a1": {"role": "assistant", "content": "Enchanté, Camille !"},
    "u2": {"role": "user", "content": "Quel temps fait-il à Nantes ?"},
    "a2_outil": {"role": "assistant", "content": [
        {"type": "tool_use", "id": "t1", "name": "meteo", "input": {"ville": "Nantes"}}]},
    "u3_resultat": {"role": "user", "content": [
        {"type": "tool_result", "tool_use_id": "t1", "content": "12 °C, nuageux"}]},
    "a3": {"role": "assistant", "content": "Il fait 12 °C à Nantes, sous les nuages."},
    "u4": {"role": "user", "content": "Et demain ?"},
}


def _reponse_claude(stop_reason: str) -> object:
    """Une vraie réponse du SDK anthropic (objet `Message`), qui commence par un bloc de réflexion."""
    from anthropic.types import Message

    from contexte.appel_llm import MODELE_ANTHROPIC

    return Message.model_validate({
        "id": "msg_exemple", "type": "message", "role": "assistant", "model": MODELE_ANTHROPIC,
        "stop_reason": stop_reason, "usage": {"input_tokens": 42, "output_tokens": 12},
        "content": [{"type": "thinking", "thinking": "Je résume.", "signature": "c2lnbmF0dXJl"},
                    {"type": "text", "text": "Camille est dans l'équipe Plateforme."}],
    })


@pytest.fixture(autouse=True)
def _dossier_temporaire(tmp_path: object, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)


@pytest.fixture(autouse=True, scope="session")
def _donnees_d_exemple(doctest_namespace: dict) -> None:
    doctest_namespace.update(MESSAGES)
    doctest_namespace["reponse_claude"] = _reponse_claude("end_turn")
    doctest_namespace["reponse_coupee"] = _reponse_claude("max_tokens")
