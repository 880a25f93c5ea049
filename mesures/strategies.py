"""Les cinq façons de choisir ce qu'on envoie au modèle, à chaque tour d'une longue conversation.

Chaque stratégie a trois gestes : `envoyer(texte)` ajoute le message de l'utilisateur et renvoie
les messages de la requête ; `recevoir(texte)` ajoute la réponse de l'assistant (et compacte si
c'est le moment) ; `sonde(question)` renvoie la requête qu'on enverrait pour cette question, sans
rien changer (pour demander au modèle ce qu'il sait encore).

    >>> s = FenetreDeque(12); s.envoyer("Bonjour")
    [{'role': 'user', 'content': 'Bonjour'}]

Les résumés passent par le vrai code du cours (`compacter_historique`, `RollingSummary` avec
`llm_summarizer`) et donc par un vrai client du SDK : celui qu'on donne à la stratégie.
"""

from __future__ import annotations

import copy
from collections import deque
from collections.abc import Callable
from typing import Any

from contexte import RollingSummary, count_tokens, couper_messages, vers_messages_anthropic
from contexte.appel_llm import llm_summarizer
from contexte.compaction import ENTETE_RESUME, compacter_historique

Message = dict[str, Any]
POINT_DE_CACHE = {"type": "ephemeral"}


def _user(texte: str) -> Message:
    return {"role": "user", "content": texte}


def _assistant(texte: str) -> Message:
    return {"role": "assistant", "content": texte}


def tokens_message(message: Message) -> int:
    """Tokens cl100k du texte d'un message (chaîne ou blocs `text`).

        >>> tokens_message({"role": "user", "content": "Bonjour"})
        1
    """
    contenu = message["content"]
    if isinstance(contenu, str):
        return count_tokens(contenu)
    return sum(count_tokens(b.get("text", "")) for b in contenu if b.get("type") == "text")


def fenetre_par_budget(messages: list[Message], budget: int,
                       compter: Callable[[Message], int] = tokens_message) -> list[Message]:
    """Les derniers messages dont le total tient dans `budget` tokens, paires d'outils intactes.

    On compte depuis la fin combien de messages tiennent, puis `couper_messages` avance le début
    jusqu'à un message qui peut ouvrir une requête (jamais un `tool_result` orphelin).

        >>> u1, a1, u2 = ({"role": "user", "content": "a"}, {"role": "assistant", "content": "b"},
        ...               {"role": "user", "content": "c"})
        >>> fenetre_par_budget([u1, a1, u2], budget=10, compter=lambda m: 4)   # a1 tient, pas u1
        [{'role': 'user', 'content': 'c'}]
    """
    if isinstance(budget, bool) or not isinstance(budget, int) or budget < 0:
        raise ValueError(f"budget doit être un nombre de tokens entier ≥ 0, pas {budget!r}.")
    total, n = 0, 0
    for message in reversed(messages):
        total += compter(message)
        if total > budget:
            break
        n += 1
    return couper_messages(messages, n)


def avec_point_de_cache(messages: list[Message]) -> list[Message]:
    """Copie des messages où le dernier bloc porte `cache_control` (le geste du développeur soigneux).

        >>> avec_point_de_cache([{"role": "user", "content": "Salut"}])[0]["content"]
        [{'type': 'text', 'text': 'Salut', 'cache_control': {'type': 'ephemeral'}}]
    """
    if not messages:
        raise ValueError("Aucun message à envoyer : la requête serait vide.")
    copie = copy.deepcopy(messages)
    dernier = copie[-1]
    if isinstance(dernier["content"], str):
        dernier["content"] = [{"type": "text", "text": dernier["content"]}]
    dernier["content"][-1]["cache_control"] = dict(POINT_DE_CACHE)
    return copie


class HistoriqueComplet:
    """Tout garder : la requête grandit à chaque tour, mais son début ne change jamais."""

    nom = "historique complet"

    def __init__(self) -> None:
        self.messages: list[Message] = []

    def envoyer(self, texte: str) -> list[Message]:
        self.messages.append(_user(texte))
        return list(self.messages)

    def recevoir(self, texte: str) -> None:
        self.messages.append(_assistant(texte))

    def sonde(self, question: str) -> list[Message]:
        return [*self.messages, _user(question)]


class FenetreDeque:
    """`deque(maxlen=n)` : les n derniers messages ; la requête commence au premier `user` gardé."""

    def __init__(self, maxlen: int = 12) -> None:
        self.nom = f"fenêtre glissante ({maxlen} messages)"
        self.fenetre: deque[Message] = deque(maxlen=maxlen)

    def envoyer(self, texte: str) -> list[Message]:
        self.fenetre.append(_user(texte))
        return couper_messages(list(self.fenetre), len(self.fenetre))

    def recevoir(self, texte: str) -> None:
        self.fenetre.append(_assistant(texte))

    def sonde(self, question: str) -> list[Message]:
        essai = deque(self.fenetre, maxlen=self.fenetre.maxlen)
        essai.append(_user(question))
        return couper_messages(list(essai), len(essai))


class FenetreBudget(HistoriqueComplet):
    """Les derniers messages qui tiennent dans un budget de tokens (cl100k)."""

    def __init__(self, budget: int = 2000) -> None:
        super().__init__()
        self.budget = budget
        self.nom = f"fenêtre par budget ({budget} tokens)"

    def envoyer(self, texte: str) -> list[Message]:
        return fenetre_par_budget(super().envoyer(texte), self.budget)

    def sonde(self, question: str) -> list[Message]:
        return fenetre_par_budget(super().sonde(question), self.budget)


class ResumePeriodique(HistoriqueComplet):
    """`compacter_historique` dès que l'historique atteint `seuil` messages : résumé + `garder`."""

    def __init__(self, client: Any, seuil: int = 24, garder: int = 6) -> None:
        super().__init__()
        if garder >= seuil:
            raise ValueError(f"garder ({garder}) doit être plus petit que seuil ({seuil}).")
        self.client, self.seuil, self.garder = client, seuil, garder
        self.nom = f"résumé périodique ({seuil} → résumé + {garder})"

    def recevoir(self, texte: str) -> None:
        super().recevoir(texte)
        if len(self.messages) >= self.seuil:
            self.messages = compacter_historique(self.messages, self.client, self.garder)


class ResumeGlissant:
    """`RollingSummary(llm_summarizer(client), max_turns, keep_last)`.

    Le résumé part en tête, dans un message `user` (comme celui de `compacter_historique`) : les
    tours gardés commencent souvent par une réponse de l'assistant, et une requête doit commencer
    par un message de l'utilisateur.
    """

    def __init__(self, client: Any, max_turns: int = 12, keep_last: int = 6) -> None:
        self.conv = RollingSummary(llm_summarizer(client), max_turns=max_turns,
                                   keep_last=keep_last)
        self.nom = f"résumé glissant ({max_turns}/{keep_last})"

    def _requete(self, tours: list[tuple[str, str]]) -> list[Message]:
        messages = vers_messages_anthropic(tours)
        if self.conv.summary:
            messages.insert(0, _user(f"{ENTETE_RESUME}\n{self.conv.summary}"))
        return messages

    def envoyer(self, texte: str) -> list[Message]:
        self.conv.add("user", texte)
        return self._requete(self.conv.turns)

    def recevoir(self, texte: str) -> None:
        self.conv.add("model", texte)

    def sonde(self, question: str) -> list[Message]:
        return self._requete([*self.conv.turns, ("user", question)])


def toutes(client_resume: Any) -> list[Any]:
    """Les cinq stratégies de l'issue, réglages par défaut ; `client_resume` sert aux résumés."""
    return [HistoriqueComplet(), FenetreDeque(12), FenetreBudget(2000),
            ResumePeriodique(client_resume, 24, 6), ResumeGlissant(client_resume, 12, 6)]
