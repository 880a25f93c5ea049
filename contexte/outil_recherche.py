"""Deux outils pour que le modèle cherche lui-même dans les conversations passées (leçon 12).

Claude.ai en donne deux à son modèle (d'après son prompt système publié, relu le 2026-12-01 ;
source non officielle, voir docs/sources.md) : `conversation_search` (une recherche par sujet,
`query` et `max_results`) et `recent_chats` (les dernières conversations, `n` de 1 à 20, filtres
`before` / `after`, `sort_order`). Nous gardons leurs noms et leurs paramètres ; derrière, notre
`IndexConversations`, toujours filtré par l'utilisateur de l'application, jamais par un paramètre
que le modèle choisirait.

Ce sont des outils CLIENT : le modèle demande, l'application exécute (`executer`) et renvoie le
texte dans un `tool_result` (Anthropic) ou une `functionResponse` (Gemini). Chaque extrait est
rendu comme une donnée datée, balisée, chevrons neutralisés : un message passé ne peut pas fermer
la balise ni se faire passer pour une consigne.

    >>> idx = IndexConversations("sqlite:///outils.db")
    >>> _ = idx.ajouter("camille", "s-2026-10-15", [
    ...     {"role": "user", "content": "Je suis allergique aux arachides."}], quand="2026-10-15")
    >>> print(executer(idx, "camille", "conversation_search", {"query": "allergie arachides"}))
    <chat session="s-2026-10-15" quand="2026-10-15T00:00:00">
    [0] Je suis allergique aux arachides.
    </chat>
    >>> print(executer(idx, "camille", "recent_chats", {"n": 1}))
    <chat session="s-2026-10-15" quand="2026-10-15T00:00:00">
    [0] Je suis allergique aux arachides.
    </chat>
    >>> executer(idx, "leo", "conversation_search", {"query": "allergie"})
    'Aucune conversation passée ne correspond.'
"""

from __future__ import annotations

from typing import Any

from .recherche import IndexConversations, Resultat

MAX_RESULTATS = 10
MAX_SESSIONS = 20
MAX_CARACTERES = 600  # par message rendu : un long message passé ne remplit pas le contexte

OUTILS = [
    {"name": "conversation_search",
     "description": (
         "Cherche dans les conversations passées de l'utilisateur (par mots et par sens) les "
         "messages qui parlent d'un sujet. À utiliser quand l'utilisateur fait référence à ce "
         "qui a été dit avant, ou qu'un fait qu'il a donné dans une autre conversation aiderait "
         "à répondre et n'est pas dans le contexte. `query` : les mots qui portent le sujet "
         "(noms, noms propres, termes précis), pas « discussion » ni « hier »."),
     "input_schema": {"type": "object", "properties": {
         "query": {"type": "string", "description": "Le sujet cherché, en quelques mots."},
         "max_results": {"type": "integer", "minimum": 1, "maximum": MAX_RESULTATS,
                         "description": "Combien de messages au plus (défaut : 5)."}},
         "required": ["query"]}},
    {"name": "recent_chats",
     "description": (
         "Rend les conversations les plus récentes de l'utilisateur (ou les plus anciennes), "
         "entre deux dates si on le demande. À utiliser pour « de quoi avons-nous parlé hier / "
         "la semaine dernière / le 3 mars ? »."),
     "input_schema": {"type": "object", "properties": {
         "n": {"type": "integer", "minimum": 1, "maximum": MAX_SESSIONS,
               "description": "Combien de conversations (défaut : 3)."},
         "before": {"type": "string", "description": "Date ISO : seulement avant (incluse)."},
         "after": {"type": "string", "description": "Date ISO : seulement après (incluse)."},
         "sort_order": {"type": "string", "enum": ["asc", "desc"],
                        "description": "desc : les plus récentes d'abord (défaut)."}}}},
]


def declarations_gemini() -> list[dict]:
    """Les mêmes outils en `functionDeclarations` de Gemini (`parameters` au lieu d'`input_schema`).

    >>> [d["name"] for d in declarations_gemini()]
    ['conversation_search', 'recent_chats']
    """
    return [{"name": o["name"], "description": o["description"], "parameters": o["input_schema"]}
            for o in OUTILS]


class ErreurOutil(ValueError):
    """Une demande d'outil mal formée : son message français part au modèle (`is_error`)."""


def executer(index: IndexConversations, utilisateur: str, nom: str, entree: Any) -> str:
    """Exécute l'outil `nom` pour `utilisateur` (fixé par l'application) ; rend le texte du résultat.

    `ErreurOutil` si `nom` ou `entree` ne vont pas : renvoyez son message au modèle comme erreur
    d'outil (`is_error: true`), il pourra corriger sa demande.
    """
    if not isinstance(entree, dict):
        raise ErreurOutil(f"L'entrée de l'outil doit être un objet JSON, pas {type(entree).__name__}.")
    if nom == "conversation_search":
        question = entree.get("query")
        if not isinstance(question, str) or not question.strip():
            raise ErreurOutil("conversation_search : « query » (texte non vide) est obligatoire.")
        k = _entier(entree.get("max_results", 5), "max_results", MAX_RESULTATS)
        return _rendre_resultats(index.chercher(utilisateur, question, k=k))
    if nom == "recent_chats":
        n = _entier(entree.get("n", 3), "n", MAX_SESSIONS)
        ordre = entree.get("sort_order", "desc")
        if ordre not in ("asc", "desc"):
            raise ErreurOutil(f"recent_chats : sort_order vaut 'asc' ou 'desc', pas {ordre!r}.")
        try:
            sessions = index.sessions_recentes(utilisateur, n=n, depuis=entree.get("after"),
                                               jusqu_a=entree.get("before"), ordre=ordre)
        except (TypeError, ValueError) as e:
            raise ErreurOutil(f"recent_chats : {e}") from e
        if not sessions:
            return "Aucune conversation dans cette période."
        return "\n".join(_bloc(s, q, list(enumerate(textes))) for s, q, textes in sessions)
    raise ErreurOutil(f"Outil inconnu {nom!r} : conversation_search ou recent_chats.")


def _entier(valeur: Any, nom: str, maximum: int) -> int:
    if not isinstance(valeur, int) or isinstance(valeur, bool) or not 1 <= valeur <= maximum:
        raise ErreurOutil(f"{nom} doit être un entier de 1 à {maximum}, pas {valeur!r}.")
    return valeur


def _rendre_resultats(resultats: list[Resultat]) -> str:
    """Les messages trouvés, groupés par session dans l'ordre du meilleur résultat de chacune."""
    if not resultats:
        return "Aucune conversation passée ne correspond."
    par_session: dict[tuple[str, str], list[tuple[int, str]]] = {}
    for r in resultats:
        par_session.setdefault((r.session, r.quand), []).append((r.position, r.texte))
    return "\n".join(_bloc(s, q, sorted(msgs)) for (s, q), msgs in par_session.items())


def _bloc(session: str, quand: str, messages: list[tuple[int, str]]) -> str:
    lignes = [f"[{p}] {_propre(t)}" for p, t in messages]
    entete = f'<chat session="{_propre(session).replace(GUILLEMET, APOSTROPHE)}" quand="{quand}">'
    return "\n".join([entete, *lignes, "</chat>"])


GUILLEMET, APOSTROPHE = '"', "'"


def _propre(texte: str) -> str:
    """Chevrons neutralisés, une ligne, au plus MAX_CARACTERES : une donnée, pas une balise."""
    texte = texte.replace("<", "‹").replace(">", "›").replace("\n", " ")
    return texte if len(texte) <= MAX_CARACTERES else texte[:MAX_CARACTERES] + "…"


__all__ = ["MAX_RESULTATS", "MAX_SESSIONS", "OUTILS", "ErreurOutil", "declarations_gemini", "executer"]
