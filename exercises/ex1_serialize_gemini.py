"""Exercice 1 — `serialize_content` pour Gemini.

Leçon 02 : `notebooks/02_persister_la_session.ipynb` ; l'appel de fonction Gemini et sa
`thought_signature` sont montrés dans la leçon 01 (« Le même échange avec Gemini »).

Une réponse de Gemini (`google.genai`) contient des « parties » : du texte, des appels de
fonction, et des signatures de pensée (`thought_signature`, des octets) que l'API exige de
retrouver, à leur place, quand on lui renvoie l'historique pendant un appel de fonction. Pour
garder la conversation sur disque, il faut des dicts JSON ; pour la renvoyer, un `types.Content`.

    >>> blocs = serialize_content(reponse.candidates[0].content)   # -> [{"type": "text", …}, …]
    >>> deserialize_content(blocs, role="model")                    # -> types.Content(…)

Ne modifiez que les corps qui lèvent `NotImplementedError`.
"""

from __future__ import annotations

import base64  # noqa: F401 (servira à votre solution)
import json  # noqa: F401 (servira à votre solution)

from google.genai import types

ROLES = ("user", "model")


def serialize_content(content: types.Content) -> list[dict]:
    """Convertit les parties d'un `types.Content` en dicts JSON, dans l'ordre.

    Une partie devient un dict selon ce qu'elle porte :

    - `part.thought` vrai (un résumé de réflexion) : on ne la garde pas ;
    - un appel de fonction : `{"type": "function_call", "name": …, "args": {…}}`, plus `"id"`
      s'il y en a un. Un appel sans arguments a `"args": {}` (jamais `None`), et un appel sans
      identifiant n'a pas de clé `"id"` du tout (pas de `"id": None`) ;
    - une réponse de fonction : `{"type": "function_response", "name": …, "response": {…}}`,
      plus `"id"` s'il y en a un ;
    - du texte (même vide) : `{"type": "text", "text": …}` ;
    - autre chose (image, code…) : `ValueError` avec un message en français.

    Si la partie porte une `thought_signature` (des octets), le dict reçoit en plus
    `"thought_signature"` : ces octets encodés en base64 (une chaîne ASCII). Le résultat passe
    tel quel dans `json.dumps`.

        >>> serialize_content(types.Content(role="model", parts=[types.Part(text="Salut")]))
        [{'type': 'text', 'text': 'Salut'}]
    """
    raise NotImplementedError(
        "À faire : parcourez content.parts (peut valoir None) ; aiguillez sur part.thought, "
        "part.function_call, part.function_response, part.text ; encodez la signature avec "
        "base64.b64encode(...).decode(\"ascii\")."
    )


def deserialize_content(blocs: list[dict], role: str = "model") -> types.Content:
    """L'inverse : des dicts produits par `serialize_content` vers un `types.Content` à renvoyer.

    `role` vaut "user" ou "model" (sinon `ValueError`) ; un bloc de type inconnu lève aussi
    `ValueError`. Les signatures redeviennent des octets (`base64.b64decode`). Le `Content`
    obtenu se place tel quel dans `contents=[…]` de `client.models.generate_content`.

        >>> deserialize_content([{"type": "text", "text": "Salut"}]).parts[0].text  # -> "Salut"
    """
    if role not in ROLES:
        raise ValueError(f"Rôle {role!r} invalide pour Gemini : 'user' ou 'model'.")
    raise NotImplementedError(
        "À faire : pour chaque bloc, construisez un dict de partie ({\"text\": …}, "
        "{\"function_call\": {…}} ou {\"function_response\": {…}}), ajoutez la signature décodée, "
        "puis renvoyez types.Content.model_validate({\"role\": role, \"parts\": parts})."
    )
