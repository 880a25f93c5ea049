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

import base64
import json

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
    ### BEGIN SOLUTION
    ### BEGIN HINT
    # À faire : parcourez content.parts (peut valoir None) ; aiguillez sur part.thought,
    # part.function_call, part.function_response, part.text ; encodez la signature avec
    # base64.b64encode(...).decode("ascii").
    ### END HINT
    blocs: list[dict] = []
    for part in content.parts or []:
        if part.thought:
            continue
        if part.function_call is not None:
            appel = part.function_call
            bloc = {"type": "function_call", "name": appel.name, "args": dict(appel.args or {})}
            if appel.id:
                bloc["id"] = appel.id
        elif part.function_response is not None:
            reponse = part.function_response
            bloc = {"type": "function_response", "name": reponse.name,
                    "response": dict(reponse.response or {})}
            if reponse.id:
                bloc["id"] = reponse.id
        elif part.text is not None:
            bloc = {"type": "text", "text": part.text}
        else:
            champs = sorted(part.model_dump(exclude_none=True))
            raise ValueError(f"Partie non prise en charge (champs : {', '.join(champs)}) : "
                             "seuls le texte et les appels de fonction sont sérialisés.")
        if part.thought_signature:
            bloc["thought_signature"] = base64.b64encode(part.thought_signature).decode("ascii")
        blocs.append(bloc)
    # Aller-retour JSON : aucun objet du SDK ne reste caché dans args ou response.
    return json.loads(json.dumps(blocs, ensure_ascii=False))
    ### END SOLUTION


def deserialize_content(blocs: list[dict], role: str = "model") -> types.Content:
    """L'inverse : des dicts produits par `serialize_content` vers un `types.Content` à renvoyer.

    `role` vaut "user" ou "model" (sinon `ValueError`) ; un bloc de type inconnu lève aussi
    `ValueError`. Les signatures redeviennent des octets (`base64.b64decode`). Le `Content`
    obtenu se place tel quel dans `contents=[…]` de `client.models.generate_content`.

        >>> deserialize_content([{"type": "text", "text": "Salut"}]).parts[0].text  # -> "Salut"
    """
    if role not in ROLES:
        raise ValueError(f"Rôle {role!r} invalide pour Gemini : 'user' ou 'model'.")
    ### BEGIN SOLUTION
    ### BEGIN HINT
    # À faire : pour chaque bloc, construisez un dict de partie ({"text": …},
    # {"function_call": {…}} ou {"function_response": {…}}), ajoutez la signature décodée,
    # puis renvoyez types.Content.model_validate({"role": role, "parts": parts}).
    ### END HINT
    parts = []
    for bloc in blocs:
        match bloc.get("type"):
            case "text":
                part: dict = {"text": bloc["text"]}
            case "function_call":
                part = {"function_call": {"name": bloc["name"], "args": bloc.get("args", {})}}
                if "id" in bloc:
                    part["function_call"]["id"] = bloc["id"]
            case "function_response":
                part = {"function_response": {"name": bloc["name"],
                                              "response": bloc.get("response", {})}}
                if "id" in bloc:
                    part["function_response"]["id"] = bloc["id"]
            case autre:
                raise ValueError(f"Bloc de type inconnu {autre!r} : attendu 'text', "
                                 "'function_call' ou 'function_response'.")
        if "thought_signature" in bloc:
            part["thought_signature"] = base64.b64decode(bloc["thought_signature"])
        parts.append(part)
    return types.Content.model_validate({"role": role, "parts": parts})
    ### END SOLUTION
