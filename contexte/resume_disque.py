"""Enregistrer et relire un `RollingSummary`, avec les mêmes garanties que `Session`.

Le fichier est écrit atomiquement (`contexte.disque`), un rédacteur à la fois (`verrou`), et un
fichier invalide n'est jamais écrasé : `relire` lève `FichierInvalide`, en français. La fonction
`summarize` n'est pas stockée : on la redonne à la relecture.

    >>> from contexte import RollingSummary
    >>> conv = RollingSummary(lambda s, old: "Camille habite à Rezé.", max_turns=2, keep_last=1)
    >>> for texte in ("Bonjour", "J'habite à Rezé.", "Je code en Rust."): conv.add("user", texte)
    >>> conv.save("resume.json")
    >>> relu = RollingSummary.load("resume.json", conv.summarize)
    >>> relu.summary, relu.turns
    ('Camille habite à Rezé.', [('user', 'Je code en Rust.')])
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .disque import FichierInvalide, ecrire_atomique, nettoyer_temporaires
from .precautions import en_json, lire_json, verrou
from .valider import fonction, verifier_paire

FORMAT = "contexte.RollingSummary/1"


def enregistrer(conv: Any, path: Path) -> None:
    """Écrit l'état de `conv` (réglages, résumé, tours) ; refuse ce que `relire` ne pourrait relire."""
    if not isinstance(conv.summary, str):
        raise ValueError(f"summary doit être un texte, pas {type(conv.summary).__name__}.")
    etat = {"format": FORMAT, "max_turns": conv.max_turns, "keep_last": conv.keep_last,
            "summary": conv.summary,
            "turns": [list(verifier_paire(t, i)) for i, t in enumerate(conv.turns)]}
    texte = en_json(etat, "Résumé glissant non enregistré")
    with verrou(path):  # un rédacteur à la fois ; les restes d'un crash sont effacés
        nettoyer_temporaires(path)
        ecrire_atomique(path, texte)


def relire(cls: Any, path: Path, summarize: Any) -> Any:
    """Un `cls` (RollingSummary) rebâti depuis le fichier ; `FichierInvalide` s'il est invalide."""
    # Avant la lecture : une erreur d'argument ne doit pas accuser le fichier.
    fonction("summarize", summarize, "summarize(summary, old_turns) -> str")
    etat = lire_json(path, "le résumé glissant")
    if not isinstance(etat, dict) or etat.get("format") != FORMAT:
        raise FichierInvalide(f"{path} n'est pas un résumé glissant enregistré par "
                              f"RollingSummary.save (champ format ≠ {FORMAT!r}).")
    try:
        conv = cls(summarize, etat["max_turns"], etat["keep_last"])
        if not isinstance(etat["summary"], str) or not isinstance(etat["turns"], list):
            raise ValueError("summary doit être un texte et turns une liste.")
        conv.summary = etat["summary"]
        conv.turns = [verifier_paire(t, i) for i, t in enumerate(etat["turns"])]
    except (KeyError, TypeError, ValueError) as e:
        raise FichierInvalide(f"{path} : état de résumé glissant invalide ({e}).") from e
    return conv
