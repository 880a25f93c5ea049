"""Exercice 8 — Mesurer la compression d'un résumé glissant.

Leçon 07 : `notebooks/07_mesurer_la_compression.ipynb`.

Un résumé glissant envoie « résumé + tours récents » au lieu de tout l'historique. Deux questions :
combien de tokens gagne-t-on, et la question B du tableau de rentabilité de la leçon 07 : « une
compaction, une fois : combien de messages après la compaction pour que l'entrée économisée paie
l'appel de résumé (et, avec cache, l'écriture du nouveau préfixe) ? ». Ce n'est pas la question C
de la leçon (à partir de quel message, depuis le début d'une conversation qui continue, avec
toutes ses compactions) : les deux réponses diffèrent, et c'est normal.

    >>> compression(conv, tous_les_tours)   # -> (historique complet, partie gardée), en tokens

Ne modifiez que les corps qui lèvent `NotImplementedError` ; gardez les noms et les signatures.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from contexte import RollingSummary, approx_tokens
from cours.tarifs import Tarif

Tour = tuple[str, str]


def compression(conv: RollingSummary, all_turns: list[Tour],
                compter: Callable[[str], int] = approx_tokens) -> tuple[int, int]:
    """Renvoie `(full, kept)` : les tokens de tout l'historique, et ceux qu'on envoie vraiment.

    - `full` : la somme de `compter(texte)` sur tous les tours de `all_turns` ;
    - `kept` : `compter(conv.summary)` (le résumé aussi est envoyé à chaque appel !) plus la
      somme de `compter(texte)` sur les tours gardés mot pour mot, `conv.turns`.

        >>> compression(conv, [("user", "abc"), ("model", "de")], compter=len)  # -> (5, …)
    """
    ### BEGIN SOLUTION
    ### BEGIN HINT
    # À faire : additionnez compter(texte) sur all_turns pour full ; pour kept, le résumé
    # conv.summary compte aussi, en plus des tours de conv.turns. Renvoyez (full, kept).
    ### END HINT
    full = sum(compter(texte) for _, texte in all_turns)
    kept = compter(conv.summary) + sum(compter(texte) for _, texte in conv.turns)
    return full, kept
    ### END SOLUTION


def messages_pour_rentabiliser(full: int, kept: int, entree_resume: int, sortie_resume: int,
                               tarif: Tarif, cache: bool = False) -> int | None:
    """Question B (leçon 07) : combien de messages après UNE compaction pour qu'elle soit remboursée.

    Le modèle de coût (à suivre exactement). L'appel de résumé coûte une fois
    `C = entree_resume × tarif.entree + sortie_resume × tarif.sortie`. Ensuite, chaque nouveau
    message de l'utilisateur est un appel qui envoie `kept` tokens au lieu de `full` pour cette
    partie de l'historique (le reste de la requête est le même dans les deux cas) :

    - sans cache (`cache=False`), chaque appel économise `(full − kept) × tarif.entree` ;
    - avec cache (`cache=True`), sans résumé l'historique est un préfixe stable, relu depuis le
      cache à chaque appel : `full × tarif.lecture_cache`. Avec résumé, le préfixe a changé : le
      premier appel l'écrit dans le cache (`kept × tarif.ecriture_cache`), les suivants le relisent
      (`kept × tarif.lecture_cache`).

    Renvoie le plus petit nombre de messages `m ≥ 1` tel que le coût total avec résumé (appel de
    résumé compris) soit inférieur ou égal au coût total sans résumé après ces `m` messages, ou
    `None` si ce n'est jamais le cas (par exemple si `kept ≥ full`). Les prix sont en $ par
    million de tokens : le facteur d'un million, commun aux deux côtés, peut être ignoré.

        >>> messages_pour_rentabiliser(1000, 200, 800, 100, Tarif("t", 1, 4, 1.25, 0.125))  # -> 2
    """
    for nom, valeur in [("full", full), ("kept", kept), ("entree_resume", entree_resume),
                        ("sortie_resume", sortie_resume)]:
        if valeur < 0:
            raise ValueError(f"{nom} doit être un nombre de tokens ≥ 0, pas {valeur}.")
    ### BEGIN SOLUTION
    ### BEGIN HINT
    # À faire : calculez le coût C de l'appel de résumé, l'économie par message et le surcoût
    # fixe (avec cache : écrire le nouveau préfixe). Cherchez le plus petit m ≥ 1 tel que
    # surcoût ≤ m × économie ; None si l'économie par message n'est pas > 0.
    ### END HINT
    appel = entree_resume * tarif.entree + sortie_resume * tarif.sortie
    if cache:
        economie = (full - kept) * tarif.lecture_cache
        surcout = appel + kept * (tarif.ecriture_cache - tarif.lecture_cache)
    else:
        economie = (full - kept) * tarif.entree
        surcout = appel
    if economie <= 0:
        return None
    m = max(1, math.ceil(surcout / economie))  # puis corrige l'arrondi des flottants
    while m > 1 and (m - 1) * economie >= surcout:
        m -= 1
    while m * economie < surcout:
        m += 1
    return m
    ### END SOLUTION
