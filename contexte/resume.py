"""Le résumé glissant : une conversation dont la taille ne grossit plus.

Les `keep_last` derniers tours restent mot pour mot ; dès qu'on dépasse `max_turns`, les plus
anciens sont fondus dans un résumé, mis à jour par la fonction `summarize(summary, old_turns)`
qu'on injecte (un appel LLM en production, une fonction triviale dans les tests).

    >>> conv = RollingSummary(lambda s, old: f"{len(old)} tours", max_turns=4, keep_last=2)
    >>> for i in range(5): conv.add("user", f"m{i}")
    >>> conv.summary, conv.turns
    ('3 tours', [('user', 'm3'), ('user', 'm4')])

L'algorithme tient dans la classe ci-dessous ; les gardes (réglages valides, réponse de
`summarize` vérifiée) viennent ensuite, puis l'enregistrement sur disque (`save`, `load` : mêmes
garanties que `Session`) et la forme en arrière-plan, `RollingSummaryEnFond`. La fonction
`summarize` qui appelle un vrai LLM, `llm_summarizer`, et sa consigne `SUMMARY_PROMPT` sont dans
`contexte.appel_llm`.

Enregistrer et relire : le fichier est écrit atomiquement (`contexte.disque`), un rédacteur à la
fois (`verrou`), et un fichier invalide n'est jamais écrasé : `load` lève `FichierInvalide`, en
français. La fonction `summarize` n'est pas stockée : on la redonne à la relecture.

    >>> conv = RollingSummary(lambda s, old: "Camille habite à Rezé.", max_turns=2, keep_last=1)
    >>> for texte in ("Bonjour", "J'habite à Rezé.", "Je code en Rust."): conv.add("user", texte)
    >>> conv.save("resume.json")
    >>> relu = RollingSummary.load("resume.json", conv.summarize)
    >>> relu.summary, relu.turns
    ('Camille habite à Rezé.', [('user', 'Je code en Rust.')])

En arrière-plan, `RollingSummaryEnFond` : l'utilisateur n'attend jamais la compaction. C'est un
`RollingSummary` (mêmes `summary`, `turns`, `save`, `load`) dont la compaction tourne dans une
tâche `asyncio` : `add` rend la main tout de suite, la réponse peut partir en flux pendant que le
résumé s'écrit, et le résumé n'est substitué qu'une fois réussi. Les tours ajoutés pendant ce
temps sont gardés ; un échec ne perd rien (`erreur` le dit, et le prochain `add` retente).
`llm_summarizer_async` (`contexte.appel_llm`) en est la fonction `summarize` asynchrone.

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

from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .disque import ecrire_atomique, en_json, lire_json, nettoyer_temporaires, verrou
from .erreurs import ErreurResume, FichierInvalide, Tour, entier, fonction, verifier_paire, verifier_tour

Summarize = Callable[[str, list[Tour]], str]
SummarizeAsync = Callable[[str, list[Tour]], Awaitable[str]]
FORMAT = "contexte.RollingSummary/1"

if TYPE_CHECKING:
    import asyncio


class RollingSummary:
    """Résumé glissant : au plus `max_turns` tours gardés, dont les `keep_last` derniers mot pour mot.

    Résumer d'abord, remplacer ensuite : si `summarize` échoue, le résumé ne change pas, le nouveau
    tour est gardé (la liste dépasse alors `max_turns` d'un cran) et une `ErreurResume` est levée ;
    le prochain `add` retentera. `keep_last=0` est permis : tout part dans le résumé.
    """

    def __init__(self, summarize: Summarize, max_turns: int = 12, keep_last: int = 6) -> None:
        verifier_reglages(summarize, max_turns, keep_last)
        self.summarize = summarize
        self.max_turns = max_turns
        self.keep_last = keep_last
        self.summary = ""
        self.turns: list[Tour] = []

    def add(self, role: str, text: str) -> None:
        """Ajoute un tour ; au-delà de `max_turns`, fond les plus anciens dans le résumé."""
        self.turns.append(verifier_tour(role, text))
        if len(self.turns) > self.max_turns:
            self.compacter()

    def compacter(self) -> None:
        """Fond dans le résumé tous les tours sauf les `keep_last` derniers (s'il y en a à fondre)."""
        coupe = len(self.turns) - self.keep_last  # un indice explicite : turns[-0:] garderait tout
        if coupe <= 0:
            return
        anciens, recents = self.turns[:coupe], self.turns[coupe:]
        nouveau = resumer(self.summarize, self.summary, anciens, len(self.turns))  # d'abord…
        self.summary, self.turns = nouveau, recents                                # …puis remplacer

    def save(self, path: str | Path) -> None:
        """Enregistre résumé, tours et réglages dans un fichier JSON, atomiquement.

        Refuse ce que `load` ne pourrait pas relire ; un rédacteur à la fois, et les restes
        d'un crash sont effacés."""
        path = Path(path)
        if not isinstance(self.summary, str):
            raise ValueError(f"summary doit être un texte, pas {type(self.summary).__name__}.")
        etat = {"format": FORMAT, "max_turns": self.max_turns, "keep_last": self.keep_last,
                "summary": self.summary,
                "turns": [list(verifier_paire(t, i)) for i, t in enumerate(self.turns)]}
        texte = en_json(etat, "Résumé glissant non enregistré")
        with verrou(path):
            nettoyer_temporaires(path)
            ecrire_atomique(path, texte)

    @classmethod
    def load(cls, path: str | Path, summarize: Summarize) -> RollingSummary:
        """Relit un état enregistré par `save` ; la fonction `summarize` n'est pas stockée.

        `FichierInvalide` si le fichier n'est pas un résumé glissant valide."""
        path = Path(path)
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

    def __repr__(self) -> str:
        return (f"RollingSummary(max_turns={self.max_turns}, keep_last={self.keep_last}, "
                f"résumé de {len(self.summary)} caractères, {len(self.turns)} tours)")


# --- Les gardes : refuser un réglage absurde à l'entrée, et une réponse qui n'est pas un résumé.


def verifier_reglages(summarize: object, max_turns: object, keep_last: object) -> None:
    """Lève `ValueError` (en français) si les réglages d'un `RollingSummary` n'ont pas de sens."""
    fonction("summarize", summarize, "summarize(summary, old_turns) -> str")
    entier("max_turns", max_turns, 1)
    entier("keep_last", keep_last, 0)
    if keep_last > max_turns:  # deux entiers, vérifiés juste au-dessus
        raise ValueError(f"keep_last ({keep_last}) ne peut pas dépasser max_turns ({max_turns}) : "
                         "on ne peut pas garder mot pour mot plus de tours qu'on n'en garde en tout.")


def resumer(summarize: Summarize, summary: str, anciens: list[Tour], gardes: int) -> str:
    """Le nouveau résumé, ou `ErreurResume` si `summarize` lève ou ne renvoie pas un texte non vide."""
    try:
        nouveau = summarize(summary, list(anciens))
    except Exception as e:
        raise ErreurResume(
            f"Le résumé a échoué ({type(e).__name__} : {e}). Rien n'est perdu : les {gardes} "
            "tours sont gardés et le résumé n'a pas changé ; le prochain add() retentera."
        ) from e
    if not isinstance(nouveau, str) or not nouveau.strip():
        raise ErreurResume(
            f"summarize a renvoyé {nouveau!r} au lieu d'un texte non vide : résumé refusé. "
            f"Rien n'est perdu ({gardes} tours gardés, ancien résumé conservé)."
        )
    return nouveau


# --- En arrière-plan : la même idée, la compaction dans une tâche asyncio.


class RollingSummaryEnFond(RollingSummary):
    """Résumé glissant dont la compaction tourne en arrière-plan (une tâche asyncio à la fois).

    `add` ajoute le tour et, au-delà de `max_turns`, lance la compaction sans l'attendre
    (`compacter`) : il faut donc l'appeler depuis une boucle asyncio qui tourne (cellule de
    notebook, `asyncio.run`).
    Pendant la compaction, `turns` dépasse `max_turns` : rien n'est retiré avant que le résumé
    soit là. `tache` est la compaction en cours (ou la dernière), `erreur` le dernier échec.
    """

    def __init__(self, summarize: SummarizeAsync, max_turns: int = 12, keep_last: int = 6) -> None:
        import inspect  # asyncio et inspect ne sont importés qu'ici : `import contexte` reste léger

        if not inspect.iscoroutinefunction(summarize):
            raise ValueError("summarize doit être une fonction asynchrone (async def "
                             "summarize(summary, old_turns) -> str), par exemple "
                             "contexte.appel_llm.llm_summarizer_async(client) ; pour une fonction ordinaire, "
                             "utilisez RollingSummary.")
        super().__init__(summarize, max_turns, keep_last)
        self.tache: asyncio.Task[bool] | None = None
        self.erreur: ErreurResume | None = None

    def en_cours(self) -> bool:
        """Vrai si une compaction tourne."""
        return self.tache is not None and not self.tache.done()

    async def attendre(self) -> bool:
        """Attend la compaction en cours (fin de session, tests) ; vrai si elle a réussi."""
        return await self.tache if self.tache is not None else False

    def compacter(self) -> None:
        """Lance la compaction en arrière-plan (une tâche asyncio), sauf si une autre tourne déjà.

        C'est ce qu'appelle `add` (celui de `RollingSummary`) au-delà de `max_turns` ; pour
        attendre le résultat : `await conv.attendre()`, ou `await conv.compacter_async()`."""
        import asyncio

        if self.en_cours():
            return
        try:
            boucle = asyncio.get_running_loop()
        except RuntimeError:
            raise RuntimeError(
                "RollingSummaryEnFond compacte en arrière-plan : add et compacter doivent être "
                "appelés depuis du code asynchrone (dans un notebook, une cellule qui fait await ; "
                "dans un script, asyncio.run(…)), ou attendez await conv.compacter_async(). "
                "Le tour est gardé ; la compaction n'a pas été lancée.") from None
        self.tache = boucle.create_task(self.compacter_async())

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
