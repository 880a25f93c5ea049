"""Lire un message de l'API, qu'il vienne du SDK (objets) ou du disque (dicts).

Une réponse du SDK anthropic contient des objets (`TextBlock`, `ToolUseBlock`…) ; une session
relue depuis le disque contient des dicts. Ces trois petites fonctions lisent les deux de la même
façon, et `debut_sur` dit la règle qui sert à toute coupe d'historique : une requête ne peut
commencer que par un message `user` qui ne répond à aucun outil.

    >>> champ({"type": "text", "text": "Bonjour"}, "text")
    'Bonjour'
    >>> [type_de(b) for b in blocs({"role": "user", "content": [{"type": "tool_result"}]})]
    ['tool_result']
    >>> debut_sur({"role": "user", "content": [{"type": "tool_result", "tool_use_id": "t1"}]})
    False
"""

from __future__ import annotations

from typing import Any


def champ(bloc: Any, nom: str) -> Any:
    """Un champ d'un bloc, objet du SDK ou dict déjà sérialisé ; None s'il manque.

        >>> champ({"type": "text"}, "signature") is None
        True
    """
    return bloc.get(nom) if isinstance(bloc, dict) else getattr(bloc, nom, None)


def type_de(bloc: Any) -> Any:
    """Le `type` d'un bloc (`"text"`, `"tool_use"`, `"thinking"`…)."""
    return champ(bloc, "type")


def blocs(message: Any) -> list:
    """La liste des blocs d'un message ; `[]` si son contenu est une simple chaîne.

        >>> blocs({"role": "user", "content": "Bonjour"})
        []
    """
    contenu = champ(message, "content")
    return contenu if isinstance(contenu, list) else []


def debut_sur(message: Any) -> bool:
    """Vrai si une requête peut commencer par ce message : un `user` qui ne répond à aucun outil.

        >>> debut_sur({"role": "user", "content": "Bonjour"})
        True
        >>> debut_sur({"role": "assistant", "content": "Bonjour"})
        False
    """
    return (champ(message, "role") == "user"
            and not any(type_de(b) == "tool_result" for b in blocs(message)))
