"""Exercice 5 — Une fenêtre par budget de tokens.

Leçon 04 : `notebooks/04_fenetre_glissante.ipynb`.

Garder « les 12 derniers messages » ne dit rien de leur taille : un seul tool_result peut peser
plus que tout le reste. Ici, on garde les messages les plus récents qui tiennent dans un budget
de tokens, sans jamais casser une requête : l'API refuse (erreur 400) un `tool_result` dont le
`tool_use` a été coupé.

    >>> fenetre_budget(messages, budget=500)   # -> les derniers messages, ≤ 500 tokens en tout

Inspirez-vous de `contexte.messages.couper_messages` (qui coupe par nombre de messages), sans
l'appeler. Ne modifiez que les corps qui lèvent `NotImplementedError`.
"""

from __future__ import annotations

import json
from collections.abc import Callable

from contexte import approx_tokens

Message = dict


def tokens_message(message: Message) -> int:
    """Tokens approximatifs d'un message de l'API Anthropic (fourni, rien à écrire ici).

    Somme de `approx_tokens` sur ses textes : texte, nom et arguments d'un `tool_use`, contenu
    d'un `tool_result`.

        >>> tokens_message({"role": "user", "content": "Bonjour"})  # -> 2
    """
    contenu = message.get("content", "")
    if isinstance(contenu, str):
        return approx_tokens(contenu)
    total = 0
    for bloc in contenu:
        match bloc.get("type"):
            case "text":
                total += approx_tokens(bloc.get("text", ""))
            case "tool_use":
                arguments = json.dumps(bloc.get("input", {}), ensure_ascii=False)
                total += approx_tokens(bloc.get("name", "") + arguments)
            case "tool_result":
                resultat = bloc.get("content", "")
                if not isinstance(resultat, str):
                    resultat = json.dumps(resultat, ensure_ascii=False)
                total += approx_tokens(resultat)
    return total


def debut_sur(message: Message) -> bool:
    """Vrai si une requête peut commencer par ce message.

    C'est le cas d'un message `user` qui ne contient aucun bloc `tool_result` (son contenu est
    une chaîne, ou une liste de blocs sans `tool_result`). Un `tool_result` sans le `tool_use`
    qui le précède est orphelin : l'API le refuse (400). Un message `assistant` en premier, lui,
    est une règle de prudence : Bedrock le refusait en 2024 quand l'API d'Anthropic l'acceptait
    (issue anthropics/anthropic-sdk-typescript#622, relevé du 2026-11-30), et la documentation
    ne tranche pas ; le modèle local le refuse. Ici, on ne l'envoie jamais en premier.

        >>> debut_sur({"role": "user", "content": "Bonjour"})  # -> True
    """
    ### BEGIN SOLUTION
    ### BEGIN HINT
    # À faire : vérifiez le rôle, puis, si le contenu est une liste de blocs, qu'aucun bloc
    # n'a le type "tool_result".
    ### END HINT
    if message.get("role") != "user":
        return False
    contenu = message.get("content")
    if isinstance(contenu, str):
        return True
    return not any(bloc.get("type") == "tool_result" for bloc in contenu)
    ### END SOLUTION


def fenetre_budget(messages: list[Message], budget: int,
                   compter: Callable[[Message], int] = tokens_message) -> list[Message]:
    """Les messages les plus récents qui tiennent dans `budget` tokens, sans casser de requête.

    Règles, dans l'ordre :

    1. le résultat est une fin de `messages` (ses derniers éléments, dans l'ordre, non copiés) ;
    2. la somme de `compter(m)` sur le résultat ne dépasse pas `budget` (l'égalité est permise) ;
    3. le résultat commence par un message qui ouvre une requête (`debut_sur`) : on
       n'envoie jamais un `tool_result` orphelin, ni un message `assistant` en premier ;
    4. parmi les fins qui respectent 2 et 3, c'est la plus longue (ou `[]` s'il n'y en a aucune).

    Un `tool_use` et son `tool_result` restent ainsi ensemble : on ne peut pas commencer entre
    les deux. `messages` n'est pas modifié.

        >>> fenetre_budget([u1, a1, u2], budget=10, compter=lambda m: 4)  # -> [u2]
    """
    if budget < 0:
        raise ValueError(f"Le budget doit être un nombre de tokens ≥ 0, pas {budget}.")
    ### BEGIN SOLUTION
    ### BEGIN HINT
    # À faire : reculez depuis la fin tant que le message précédent tient dans le budget,
    # puis avancez le début jusqu'à un message qui ouvre une requête. Renvoyez la fin.
    ### END HINT
    debut, total = len(messages), 0
    while debut > 0 and total + compter(messages[debut - 1]) <= budget:
        debut -= 1
        total += compter(messages[debut])
    while debut < len(messages) and not debut_sur(messages[debut]):
        debut += 1
    return messages[debut:]
    ### END SOLUTION
