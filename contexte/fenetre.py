"""Fenêtres glissantes : ne garder que la fin de la conversation.

Deux outils. Pour des tours simples, `deque(maxlen=N)` fait tout seul le travail : ajouter à droite
éjecte à gauche, en O(1). Pour une liste de messages de l'API, couper n'importe où est dangereux :
un `tool_result` dont le `tool_use` a été coupé est refusé par l'API (erreur 400). `couper_messages`
avance la coupe jusqu'au premier endroit sûr, et retire les blocs de réflexion que la coupe
rendrait invalides (voir `contexte.reflexion`).

    >>> couper_messages([u1, a1, u2, a2_outil, u3_resultat, a3, u4], 4)  # pas de début orphelin
    [{'role': 'user', 'content': 'Et demain ?'}]

(`u1`, `a1`… : les messages d'exemple de `contexte/conftest.py`, une question sur la météo
dont la réponse passe par un outil.)
"""

from __future__ import annotations

from collections import deque

from .blocs import debut_sur
from .reflexion import boucle_en_cours, debut_echange_courant, sans_reflexion
from .valider import entier


def fenetre_glissante(max_messages: int = 12) -> deque:
    """Une file qui ne garde que les `max_messages` derniers éléments (12 messages = 6 tours).

        >>> f = fenetre_glissante(2)
        >>> f.extend([1, 2, 3])
        >>> list(f)
        [2, 3]
    """
    return deque(maxlen=entier("max_messages", max_messages, 1))


def point_de_coupe(messages: list[dict], n: int) -> int:
    """Indice du premier message gardé quand on garde au plus les `n` derniers sans rien casser.

    La coupe part de `len(messages) - n` et avance jusqu'à un message sur lequel une requête peut
    commencer (voir `debut_sur`). Ainsi la partie gardée ne commence jamais sur un `tool_result`
    orphelin, et la partie coupée ne finit jamais sur un `tool_use` dont la réponse serait gardée.
    Renvoie `len(messages)` si aucun début sûr n'existe (on ne garde alors rien).

        >>> point_de_coupe([u1, a1, u2], 2)  # a1 ne peut pas ouvrir une requête
        2
    """
    entier("n (nombre de messages à garder)", n, 0)
    if not isinstance(messages, list):
        raise ValueError(f"messages doit être une liste de messages, pas {type(messages).__name__}.")
    for i, m in enumerate(messages):
        if not isinstance(m, dict) or m.get("role") not in ("user", "assistant"):
            raise ValueError(
                f"Le message n°{i} n'est pas un message de l'API Anthropic ({m!r:.60}) : attendu "
                "{'role': 'user' | 'assistant', 'content': ...}. Pour des tours (role, texte), "
                "utilisez vers_messages_anthropic ou une deque(maxlen=…)."
            )
    debut = max(0, len(messages) - n)
    while debut < len(messages) and not debut_sur(messages[debut]):
        debut += 1
    return debut


def couper_messages(messages: list[dict], n: int) -> list[dict]:
    """Garde au plus les `n` derniers messages, sans jamais séparer un `tool_use` de son `tool_result`.

    Le résultat est une nouvelle liste qui commence par un message `user` ouvrant une requête
    valide, ou qui est vide. Deux règles de plus, pour la réflexion préservée (claude-sonnet-5-5…,
    pages « Preserved thinking » et « Thinking in tool and multi-turn workflows » de
    platform.claude.com, lues le 2026-11-30 : un bloc thinking renvoyé doit avoir exactement le
    préfixe qu'il avait quand il a été produit, et le dernier message de l'assistant d'une boucle
    d'outils revient avec son thinking) :
    - pendant une boucle d'outils, la coupe reste celle de la question qui a ouvert l'échange :
      l'échange en cours est gardé entier et intact, quitte à dépasser `n` ;
    - si la coupe retire quelque chose, les messages gardés avant l'échange en cours perdent
      leurs blocs `thinking` / `redacted_thinking` (copies) ; les autres messages ne sont pas
      copiés. Sans coupe, rien ne change : l'historique est renvoyé tel quel.

        >>> couper_messages([u1, a1, u2], 2)
        [{'role': 'user', 'content': 'Quel temps fait-il à Nantes ?'}]
    """
    coupe, fin = point_de_coupe(messages, n), len(messages)  # valide aussi l'entrée
    if boucle_en_cours(messages):
        fin = debut_echange_courant(messages)
        coupe = min(point_de_coupe(messages[:fin + 1], n), fin)
    if coupe == 0:
        return list(messages)
    return [*sans_reflexion(messages[coupe:fin]), *messages[fin:]]
