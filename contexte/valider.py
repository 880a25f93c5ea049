"""Refuser un mauvais argument dès l'entrée d'une fonction publique, avec un message en français.

Une seule aide pour tout le module : `RollingSummary`, `fenetre_glissante`, `couper_messages` et
`llm_summarizer` refusent un mauvais réglage de la même façon, et le cœur de chaque algorithme
peut ensuite supposer des entrées propres.

    >>> entier("max_turns", 12, minimum=1)
    12
    >>> entier("keep_last", -1, minimum=0)
    Traceback (most recent call last):
        ...
    ValueError: keep_last doit être un entier ≥ 0, pas -1.
    >>> verifier_tour("model", "Bonjour !")
    ('model', 'Bonjour !')
"""

from __future__ import annotations

import os
from pathlib import Path

from .disque import FichierInvalide

Tour = tuple[str, str]  # un tour de RollingSummary : (rôle, texte)
ROLES = ("user", "model")  # les rôles d'un tour, comme chez Gemini
ROLES_API = ("user", "assistant")  # les rôles d'un message de l'API Anthropic


def entier(nom: str, valeur: object, minimum: int) -> int:
    """`valeur` si c'est un entier ≥ `minimum`, sinon `ValueError` (un booléen n'est pas un entier)."""
    if isinstance(valeur, bool) or not isinstance(valeur, int) or valeur < minimum:
        raise ValueError(f"{nom} doit être un entier ≥ {minimum}, pas {valeur!r}.")
    return valeur


def fonction(nom: str, valeur: object, forme: str) -> None:
    """`ValueError` si `valeur` n'est pas appelable ; `forme` montre la signature attendue."""
    if not callable(valeur):
        raise ValueError(f"{nom} doit être une fonction {forme}.")


def verifier_tour(role: object, text: object) -> Tour:
    """Valide un tour et le renvoie sous forme de tuple `(role, text)`."""
    if role not in ROLES:
        raise ValueError(f"Rôle inconnu {role!r} : utilisez 'user' ou 'model' "
                         "(« model » est le nom de l'assistant, comme chez Gemini).")
    if not isinstance(text, str):
        raise ValueError(f"Le texte d'un tour doit être une chaîne (str), pas {type(text).__name__}.")
    return (role, text)


def verifier_paire(tour: object, i: int) -> Tour:
    """Valide le tour n°`i` d'une liste : une paire `(role, text)` (tuple, ou liste venue du JSON).

        >>> verifier_paire(["user", "Salut"], 0)
        ('user', 'Salut')
    """
    if not isinstance(tour, (list, tuple)) or len(tour) != 2:
        raise ValueError(f"le tour n°{i} devrait être une paire [rôle, texte], pas {tour!r:.80}.")
    return verifier_tour(*tour)


def chemin(path: object) -> Path:
    """`Path(path)`, avec un message en français si `path` n'est pas un chemin."""
    if not isinstance(path, (str, os.PathLike)):
        raise TypeError(f"Le chemin d'une session doit être un str ou un Path, pas "
                        f"{type(path).__name__} : par exemple Session('camille.json').")
    return Path(path)


def verifier_messages(messages: object, origine: str) -> None:
    """Lève `FichierInvalide` si `messages` n'a pas la forme d'une liste de messages de l'API.

    Forme attendue : `[{"role": "user" | "assistant", "content": str | [{"type": ...}, ...]}, ...]`.

        >>> verifier_messages([{"role": "system", "content": "x"}], "s.json")
        Traceback (most recent call last):
            ...
        contexte.disque.FichierInvalide: s.json : le message n°0 a le rôle 'system' ; ...
    """
    def erreur(detail: str) -> FichierInvalide:
        return FichierInvalide(f"{origine} : {detail}")

    if not isinstance(messages, list):
        raise erreur(f"une liste de messages est attendue, pas {type(messages).__name__}.")
    for i, m in enumerate(messages):
        if not isinstance(m, dict):
            raise erreur(f"le message n°{i} devrait être un objet {{role, content}}, "
                         f"pas {type(m).__name__}.")
        if m.get("role") not in ROLES_API:
            raise erreur(f"le message n°{i} a le rôle {m.get('role')!r} ; "
                         "rôles possibles : 'user' ou 'assistant'.")
        contenu = m.get("content")
        if isinstance(contenu, str):
            continue
        if not isinstance(contenu, list) or not all(
            isinstance(b, dict) and isinstance(b.get("type"), str) for b in contenu
        ):
            raise erreur(f"le message n°{i} doit avoir un 'content' texte ou une liste de blocs "
                         "{'type': ...} (utilisez serialize_content sur les blocs du SDK).")
