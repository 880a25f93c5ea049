"""Exercice 6 — Une compaction qui garde les paires d'outils entières.

Leçon 05 : `notebooks/05_resume_periodique.ipynb`.

Le `compacter_historique` de la leçon 05, écrit en direct, avait deux défauts : il coupait
n'importe où (un `tool_result` se retrouvait en tête des messages gardés, sans son `tool_use` :
erreur 400), et rien ne garantissait l'historique quand l'appel de résumé échouait. Vous écrivez
la version sûre.

    >>> compacter_historique(messages, client_anthropic(max_retries=0), garder_derniers=6)
    [{'role': 'user', 'content': '[Résumé de la conversation précédente]\\n…'}, …]

Ne modifiez que les corps qui lèvent `NotImplementedError` ; gardez les noms et les signatures.
`debut_sur(message)` (importé de `contexte`) dit si une requête peut commencer par un message.
"""

from __future__ import annotations

import copy  # noqa: F401 (servira à votre solution)
from typing import Any

from contexte import debut_sur  # noqa: F401 (servira à votre solution)
from cours.clients import MODELE_ANTHROPIC

CONSIGNE = "Résume cette conversation en 5 lignes maximum, en gardant les faits et décisions importants."
ENTETE = "[Résumé de la conversation précédente]"


class ResumeRefuse(RuntimeError):
    """La réponse de résumé est vide ou coupée : on ne remplace rien."""


def coupe_sure(messages: list[dict], garder_derniers: int) -> int:
    """L'indice du premier message gardé : au plus `garder_derniers` messages, jamais d'orphelin.

    On part de `len(messages) - garder_derniers` (0 si c'est négatif) et on avance tant que le
    message à cet indice ne peut pas ouvrir une requête (`debut_sur` faux). Renvoie
    `len(messages)` si aucun début sûr n'existe.

        >>> coupe_sure([u1, a1_tool_use, u2_tool_result, a2, u3, a3], 4)   # -> 4 (u3)
    """
    raise NotImplementedError(
        "À faire : partez de max(0, len(messages) - garder_derniers), puis avancez tant que "
        "debut_sur(messages[i]) est faux (sans dépasser len(messages)). Renvoyez l'indice."
    )


def compacter_historique(messages: list[dict], client: Any, garder_derniers: int = 6,
                         model: str = MODELE_ANTHROPIC, max_tokens: int = 300) -> list[dict]:
    """`[message de résumé] + les messages gardés`, paires d'outils entières, entrée intacte.

    1. `coupe = coupe_sure(messages, garder_derniers)` ; si `coupe == 0`, rien à résumer :
       renvoyez une copie de `messages` sans appeler le modèle.
    2. La requête de résumé : des copies de `messages[:coupe]`, puis un message `user` qui porte
       `CONSIGNE` (si le dernier ancien message est déjà un `user`, ajoutez-y la consigne comme
       bloc `{"type": "text", "text": CONSIGNE}` : deux `user` de suite seraient fusionnés).
    3. `client.messages.create(model=model, max_tokens=max_tokens, messages=requete)` ; une
       erreur de l'appel **remonte** (ne l'attrapez pas) et `messages` n'a pas changé.
    4. Le résumé = le texte des blocs `text`. S'il est vide ou si `stop_reason == "max_tokens"`,
       levez `ResumeRefuse`.
    5. Renvoyez `[{"role": "user", "content": f"{ENTETE}\\n{resume}"}]` suivi de copies de
       `messages[coupe:]`. La liste reçue n'est jamais modifiée.
    """
    raise NotImplementedError(
        "À faire : coupe = coupe_sure(…) ; copiez (copy.deepcopy) anciens et récents AVANT "
        "l'appel, sans toucher à `messages` ; ajoutez la consigne ; appelez le modèle sans "
        "attraper ses erreurs ; refusez un résumé vide ou coupé ; renvoyez [résumé] + récents."
    )
