"""Les conversations de la propriété de l'ex5, tirées une fois par hypothesis pour tous les rendus.

Tirer 150 conversations coûtait à hypothesis ≈ 0,2 s de calcul par rendu (profil d'un enfant du
zygote, 2026-12-01), plus que tout le reste de l'exercice ; ces exemples ne dépendent d'aucun
élève. `exemples()` les tire une fois par processus avec les réglages de la propriété (dans le
zygote du correcteur, avant ses forks : `amorce.py`) ; le test les rejoue tous chez chaque élève,
et si l'un échoue, relance hypothesis, qui le retrouve et le réduit à un contre-exemple minimal.

    len(exemples())   # 150 couples (messages, budget)
"""

from __future__ import annotations

import functools

from hypothesis import Phase, given, settings
from hypothesis import strategies as st

REGLAGES = settings(max_examples=150, derandomize=True, database=None, deadline=None,
                    phases=[Phase.explicit, Phase.generate, Phase.shrink])  # sans « explain »


def u(texte: str) -> dict:
    return {"role": "user", "content": texte}


def a(texte: str) -> dict:
    return {"role": "assistant", "content": texte}


def appel(ident: str, nom: str = "meteo", ville: str = "Nantes") -> dict:
    return {"role": "assistant", "content": [
        {"type": "text", "text": "Je regarde."},
        {"type": "tool_use", "id": ident, "name": nom, "input": {"ville": ville}}]}


def resultat(ident: str, texte: str) -> dict:
    return {"role": "user", "content": [
        {"type": "tool_result", "tool_use_id": ident, "content": texte}]}


@st.composite
def conversations(draw: st.DrawFn) -> list[dict]:
    """Des conversations bien formées : texte user/assistant et paires tool_use/tool_result.
    Les textes vont de 0 à 9 tokens (`"x" * 41` en vaut 9), un appel d'outil de 8 à 13."""
    messages, n = [], 0
    for genre in draw(st.lists(st.sampled_from(["u", "a", "outil"]), max_size=12)):
        texte = "x" * draw(st.integers(0, 41))
        if genre == "u":
            messages.append(u(texte))
        elif genre == "a":
            messages.append(a(texte))
        else:
            n += 1
            nom, ville = "f" * draw(st.integers(1, 5)), "y" * draw(st.integers(0, 20))
            messages += [appel(f"t{n}", nom, ville), resultat(f"t{n}", texte)]
    return messages


ARGUMENTS = (conversations(), st.integers(0, 80))   # (messages, budget)


@functools.cache
def exemples() -> tuple[tuple[list[dict], int], ...]:
    """Les exemples qu'hypothesis tire quand aucun n'échoue (mêmes réglages que la propriété)."""
    vus = []

    @REGLAGES
    @given(*ARGUMENTS)
    def tirer(messages: list[dict], budget: int) -> None:
        vus.append((messages, budget))

    tirer()
    return tuple(vus)
