"""Exercice 7 — Un résumé glissant déclenché par un budget de tokens.

Leçon 06 : `notebooks/06_resume_glissant.ipynb`.

`contexte.RollingSummary` résume quand le nombre de tours dépasse `max_turns`. Mais dix tours
de « ok » ne pèsent rien, et un seul tour qui colle un long document pèse beaucoup. On écrit ici
une sous-classe qui résume quand le *poids* de ce qu'on envoie dépasse un budget — et ce qu'on
envoie, c'est le résumé *et* les tours gardés.

    >>> conv = RollingSummaryBudget(summarize, budget=300, keep_last=4)
    >>> conv.add("user", "…"); conv.tokens()  # -> ≤ 300, sauf si les 4 derniers tours pèsent plus

Ne modifiez que les corps qui lèvent `NotImplementedError`.
"""

from __future__ import annotations

from collections.abc import Callable

from contexte import RollingSummary, approx_tokens
from contexte.erreurs import verifier_tour  # noqa: F401 (servira à votre solution)
from contexte.resume import Summarize


class RollingSummaryBudget(RollingSummary):
    """Résumé glissant déclenché par un budget de tokens plutôt que par un nombre de tours.

    Après chaque ajout, si `self.tokens()` dépasse strictement `budget`, tous les tours sauf les
    `keep_last` derniers sont fondus dans le résumé, avec la méthode héritée `self.compacter()`
    (qui appelle `summarize(summary, anciens_tours)`, ne perd rien si le résumé échoue, et gère
    `keep_last=0`). Le budget est un seuil de déclenchement : si les `keep_last` derniers tours
    pèsent à eux seuls plus que le budget, on ne peut pas faire mieux.
    """

    def __init__(self, summarize: Summarize, budget: int, keep_last: int = 6,
                 compter: Callable[[str], int] = approx_tokens) -> None:
        # max_turns ne sert pas ici (add est redéfinie) ; la classe mère veut max_turns ≥ keep_last.
        super().__init__(summarize, max_turns=max(keep_last, 1), keep_last=keep_last)
        if isinstance(budget, bool) or not isinstance(budget, int) or budget < 0:
            raise ValueError(f"budget doit être un nombre de tokens entier ≥ 0, pas {budget!r}.")
        self.budget = budget
        self.compter = compter

    def tokens(self) -> int:
        """Le poids de ce qu'on envoie : `compter(self.summary)` + `compter(texte)` de chaque tour.

            >>> conv.summary, conv.turns = "abc", [("user", "de")]; conv.tokens()  # -> 5 (len)
        """
        raise NotImplementedError(
            "À faire : le résumé est envoyé à chaque appel, il compte aussi. Additionnez "
            "self.compter(...) sur self.summary et sur le texte de chaque tour de self.turns."
        )

    def add(self, role: str, text: str) -> None:
        """Ajoute un tour (validé par `verifier_tour`), puis compacte si le budget est dépassé."""
        raise NotImplementedError(
            "À faire : ajoutez verifier_tour(role, text) à self.turns, puis appelez "
            "self.compacter() si self.tokens() dépasse strictement self.budget."
        )
