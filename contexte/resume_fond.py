"""Le résumé en arrière-plan : l'utilisateur n'attend jamais la compaction.

`RollingSummaryEnFond` est un `RollingSummary` (mêmes `summary`, `turns`, `save`, `load`) dont
la compaction tourne dans une tâche `asyncio` : `add` rend la main tout de suite, la réponse peut
partir en flux pendant que le résumé s'écrit, et le résumé n'est substitué qu'une fois réussi.
Les tours ajoutés pendant ce temps sont gardés ; un échec ne perd rien (`erreur` le dit, et le
prochain `add` retente). `llm_summarizer_async` est la version asynchrone de `llm_summarizer`
(`AsyncAnthropic`, ou `client.aio` de google-genai), mêmes garde-fous, même consigne.

    >>> import asyncio
    >>> async def compter(summary, old):
    ...     return f"{len(old)} tours"
    >>> async def session():
    ...     conv = RollingSummaryEnFond(compter, max_turns=4, keep_last=2)
    ...     for i in range(5):
    ...         conv.add("user", f"m{i}")  # au 5e : compaction lancée, pas attendue
    ...     pendant = len(conv.turns)
    ...     await conv.attendre()
    ...     return pendant, conv.summary, conv.turns
    >>> asyncio.run(session())
    (5, '3 tours', [('user', 'm3'), ('user', 'm4')])
"""

from __future__ import annotations

import asyncio
import inspect
from collections.abc import Awaitable, Callable
from typing import Any

from .llm_erreurs import traduire_erreurs
from .reponses import texte_anthropic, texte_gemini
from .resume import SUMMARY_PROMPT, ErreurResume, RollingSummary, resumer
from .resume_llm import arguments_resume, delimiter_tours, echec_resume, verifier_resumeur
from .valider import Tour, verifier_tour

SummarizeAsync = Callable[[str, list[Tour]], Awaitable[str]]


def llm_summarizer_async(client: Any, model: str | None = None, prompt: str = SUMMARY_PROMPT,
                         max_tokens: int = 400, **options: Any) -> SummarizeAsync:
    """Une fonction `async summarize(summary, old_turns)` qui appelle le LLM sans bloquer.

    `client` : `anthropic.AsyncAnthropic` (`contexte.llm.client_anthropic(asynchrone=True)`), ou un
    `google.genai.Client` (on passe par son `.aio`) ou son `.aio`. Même requête que
    `llm_summarizer` (`contexte.resume_llm.arguments_resume`), mêmes refus (`ErreurResume`).
    Exemple : `RollingSummaryEnFond(llm_summarizer_async(client_anthropic(asynchrone=True)))`.
    """
    nom, model = verifier_resumeur(client, model, prompt, max_tokens, asynchrone=True)
    aio = getattr(client, "aio", client)  # google.genai.Client -> son client asynchrone

    async def summarize(summary: str, old_turns: list[Tour]) -> str:
        arguments = arguments_resume(nom, model, prompt, delimiter_tours(summary, list(old_turns)),
                                     max_tokens, options)
        try:
            with traduire_erreurs():
                if nom == "anthropic":
                    reponse = await client.messages.create(**arguments)
                else:
                    reponse = await aio.models.generate_content(**arguments)
        except Exception as e:
            raise echec_resume(nom, model, e) from e
        return texte_anthropic(reponse) if nom == "anthropic" else texte_gemini(reponse)

    return summarize


class RollingSummaryEnFond(RollingSummary):
    """Résumé glissant dont la compaction tourne en arrière-plan (une tâche asyncio à la fois).

    `add` ajoute le tour et, au-delà de `max_turns`, lance la compaction sans l'attendre : il
    faut donc l'appeler depuis une boucle asyncio qui tourne (cellule de notebook, `asyncio.run`).
    Pendant la compaction, `turns` dépasse `max_turns` : rien n'est retiré avant que le résumé
    soit là. `tache` est la compaction en cours (ou la dernière), `erreur` le dernier échec.
    """

    def __init__(self, summarize: SummarizeAsync, max_turns: int = 12, keep_last: int = 6) -> None:
        if not inspect.iscoroutinefunction(summarize):
            raise ValueError("summarize doit être une fonction asynchrone (async def "
                             "summarize(summary, old_turns) -> str), par exemple "
                             "llm_summarizer_async(client) ; pour une fonction ordinaire, "
                             "utilisez RollingSummary.")
        super().__init__(summarize, max_turns, keep_last)
        self.tache: asyncio.Task[bool] | None = None
        self.erreur: ErreurResume | None = None

    def add(self, role: str, text: str) -> None:
        """Ajoute un tour ; au-delà de `max_turns`, lance la compaction si aucune ne tourne."""
        self.turns.append(verifier_tour(role, text))
        if len(self.turns) > self.max_turns and not self.en_cours():
            try:
                boucle = asyncio.get_running_loop()
            except RuntimeError:
                raise RuntimeError(
                    "RollingSummaryEnFond.add doit être appelé depuis du code asynchrone (dans "
                    "un notebook, une cellule qui fait await ; dans un script, asyncio.run(…)). "
                    "Le tour est ajouté ; la compaction n'a pas été lancée.") from None
            self.tache = boucle.create_task(self.compacter_async())

    def en_cours(self) -> bool:
        """Vrai si une compaction tourne."""
        return self.tache is not None and not self.tache.done()

    async def attendre(self) -> bool:
        """Attend la compaction en cours (fin de session, tests) ; vrai si elle a réussi."""
        return await self.tache if self.tache is not None else False

    def compacter(self) -> None:
        """Refusé : ici, on compacte avec `await conv.compacter_async()`."""
        raise RuntimeError("RollingSummaryEnFond compacte en arrière-plan : utilisez "
                           "await conv.compacter_async() (ou laissez add le faire).")

    async def compacter_async(self) -> bool:
        """Résume les tours sauf les `keep_last` derniers, puis les remplace s'il a réussi.

        Renvoie vrai si le résumé a été substitué. Un échec ne lève pas : il va dans `erreur`,
        résumé et tours restent tels quels, et le prochain `add` retente.
        """
        coupe = len(self.turns) - self.keep_last
        if coupe <= 0:
            return False
        anciens, summary = self.turns[:coupe], self.summary
        try:
            brut: Any = await self.summarize(summary, list(anciens))
        except Exception as e:  # repassé aux gardes de resume.resumer, qui l'enveloppent
            brut = e

        def rejouer(_summary: str, _anciens: list[Tour]) -> Any:
            if isinstance(brut, Exception):
                raise brut
            return brut

        try:
            nouveau = resumer(rejouer, summary, anciens, len(self.turns))
        except ErreurResume as e:
            self.erreur = e
            return False
        if self.turns[:coupe] != anciens or self.summary != summary:  # modifiés entre-temps
            self.erreur = ErreurResume("L'historique a changé pendant le résumé : résumé jeté, "
                                       "rien n'est perdu ; le prochain add() retentera.")
            return False
        # Substituer : le nouveau résumé, et tout ce qui suit la coupe, y compris les tours
        # arrivés pendant l'appel (les retirer serait perdre la réponse qu'on vient de donner).
        self.summary, self.turns, self.erreur = nouveau, self.turns[coupe:], None
        return True


__all__ = ["RollingSummaryEnFond", "SummarizeAsync", "llm_summarizer_async"]
