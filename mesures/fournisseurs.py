"""Quand le fournisseur garde la mémoire : trois stratégies de plus pour `make mesures`.

- compaction côté serveur (Anthropic, bêta `compact-2026-01-12`, édition `compact_20260112`) :
  on envoie tout ; passé un seuil de tokens d'entrée, l'API écrit un bloc `compaction` et ignore
  ensuite ce qui le précède ;
- context editing (Anthropic, bêta `context-management-2025-06-27`, `clear_tool_uses_20250919`),
  sur la variante riche en outils : les plus anciens résultats d'outils sont effacés côté serveur ;
- Gemini Interactions (`previous_interaction_id`) : l'historique est gardé chez Google, on
  n'envoie que le nouveau message.

Chaque stratégie fait ses appels elle-même : `jouer(etape)` joue un échange écrit d'avance
(`(texte_user, texte_model)`, ou la liste des messages de l'échange pour la variante à outils) et
renvoie `(usage, usages_de_resume)` au format d'Anthropic ; `sonde(question)` le texte répondu.
Faits et pages : platform.claude.com (compaction, context editing) et ai.google.dev
(Interactions), lus le 2026-11-30 ; voir /work/shared/FAITS_API_*.md.

Exemple : `CompactionServeur(client_anthropic(), seuil=4000).jouer(("Bonjour", "Bonjour !"))`
rend `(usage, [])` tant que le seuil n'est pas atteint.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from contexte.llm import MODELE_ANTHROPIC, MODELE_GEMINI
from mesures.conversation_outils import CHERCHER
from mesures.strategies import avec_point_de_cache

MAX_TOKENS = 200
BETA_COMPACTION = "compact-2026-01-12"
BETA_EDITION = "context-management-2025-06-27"


def _texte(reponse: Any) -> str:
    return "".join(b.text for b in reponse.content if b.type == "text")


def _en_dict(bloc: Any) -> dict:
    return bloc if isinstance(bloc, dict) else bloc.model_dump(mode="json", exclude_none=True)


def iterations_de_compaction(usage: Any) -> list[Any]:
    """Les itérations `compaction` de `usage.iterations` : le coût des résumés écrits par l'API.

    Elles ne sont pas comptées dans l'`usage` de haut niveau (SDK anthropic 2.14,
    `beta_compaction_iteration_usage.py`) : on les ajoute comme des appels de résumé.
    """
    return [i for i in (getattr(usage, "iterations", None) or [])
            if getattr(i, "type", None) == "compaction"]


class CompactionServeur:
    """Tout envoyer, avec `compact_20260112` : l'API résume quand l'entrée dépasse `seuil`."""

    def __init__(self, client: Any, seuil: int = 4000) -> None:
        self.client, self.seuil = client, seuil
        self.nom = f"compaction côté serveur (seuil {seuil} tokens)"
        self.messages: list[dict] = []

    def creer(self, messages: list[dict]) -> Any:
        edition = {"type": "compact_20260112",
                   "trigger": {"type": "input_tokens", "value": self.seuil}}
        return self.client.beta.messages.create(
            model=MODELE_ANTHROPIC, max_tokens=MAX_TOKENS, betas=[BETA_COMPACTION],
            context_management={"edits": [edition]}, messages=messages)

    def jouer(self, etape: tuple[str, str]) -> tuple[Any, list[Any]]:
        texte_user, texte_model = etape
        self.messages.append({"role": "user", "content": texte_user})
        reponse = self.creer(avec_point_de_cache(self.messages))
        compaction = [_en_dict(b) for b in reponse.content if b.type == "compaction"]
        # La réponse est ajoutée telle quelle (bloc compaction compris), avec le texte prévu.
        self.messages.append({"role": "assistant",
                              "content": [*compaction, {"type": "text", "text": texte_model}]})
        return reponse.usage, iterations_de_compaction(reponse.usage)

    def sonde(self, question: str) -> str:
        return _texte(self.creer([*self.messages, {"role": "user", "content": question}]))


class OutilsComplets:
    """Variante riche en outils, côté client : tout renvoyer, résultats d'outils compris."""

    nom = "outils : historique complet"
    edition: dict | None = None

    def __init__(self, client: Any) -> None:
        self.client = client
        self.messages: list[dict] = []

    def creer(self, messages: list[dict]) -> Any:
        options: dict = {}
        if self.edition:
            options = {"betas": [BETA_EDITION], "context_management": {"edits": [self.edition]}}
        return self.client.beta.messages.create(model=MODELE_ANTHROPIC, max_tokens=MAX_TOKENS,
                                                tools=[CHERCHER], messages=messages, **options)

    def jouer(self, messages: list[dict]) -> tuple[Any, list[Any]]:
        """Un échange écrit d'avance : un appel à la question, puis tout l'échange en historique.

        L'appel qui renverrait le résultat de l'outil n'est pas joué : les tours écrits d'avance
        n'ont pas de bloc de réflexion, que le modèle (réflexion active par défaut) exigerait en
        pleine boucle d'outils. Le résultat est relu dès la question suivante.
        """
        self.messages.append(messages[0])
        usage = self.creer(avec_point_de_cache(self.messages)).usage
        self.messages.extend(messages[1:])
        return usage, []

    def sonde(self, question: str) -> str:
        return _texte(self.creer([*self.messages, {"role": "user", "content": question}]))


class EditionContexte(OutilsComplets):
    """La même variante, avec `clear_tool_uses_20250919` : l'API efface les vieux résultats."""

    def __init__(self, client: Any, seuil: int = 4000, garder: int = 3,
                 au_moins: int | None = None) -> None:
        super().__init__(client)
        self.nom = f"outils : context editing (seuil {seuil}, {garder} gardés)"
        self.edition = {"type": "clear_tool_uses_20250919",
                        "trigger": {"type": "input_tokens", "value": seuil},
                        "keep": {"type": "tool_uses", "value": garder}}
        if au_moins:  # effacer par gros morceaux : moins d'écritures du cache
            self.nom = self.nom[:-1] + f", au moins {au_moins})"
            self.edition["clear_at_least"] = {"type": "input_tokens", "value": au_moins}


class InteractionsGemini:
    """Gemini Interactions : on n'envoie que le nouveau message, Google garde l'historique.

    L'historique stocké contient les réponses du modèle, pas les réponses écrites d'avance des
    autres stratégies (on ne peut pas les y mettre) : ce qui est envoyé reste comparable.
    """

    nom = f"Gemini Interactions ({MODELE_GEMINI}, previous_interaction_id)"

    def __init__(self, client: Any) -> None:
        self.client = client
        self.precedente: str | None = None
        self.identifiants: list[str] = []

    def creer(self, texte: str) -> Any:
        options = {"previous_interaction_id": self.precedente} if self.precedente else {}
        return self.client.interactions.create(model=MODELE_GEMINI, input=texte, **options)

    def jouer(self, etape: tuple[str, str]) -> tuple[Any, list[Any]]:
        interaction = self.creer(etape[0])
        self.precedente = interaction.id
        self.identifiants.append(interaction.id)
        return usage_anthropic(interaction.usage), []

    def sonde(self, question: str) -> str:
        # Une interaction de plus, branchée sur la dernière : la conversation n'avance pas.
        return self.creer(question).output_text or ""


def usage_anthropic(u: Any) -> SimpleNamespace:
    """L'usage d'une interaction Gemini, avec les noms de champs d'Anthropic.

    Entrée hors cache = total_input_tokens − total_cached_tokens ; la réflexion est facturée
    comme de la sortie (ai.google.dev, pricing). Le cache implicite n'écrit rien en plus.
    """
    entree = getattr(u, "total_input_tokens", 0) or 0
    lus = getattr(u, "total_cached_tokens", 0) or 0
    sortie = (getattr(u, "total_output_tokens", 0) or 0) + (getattr(u, "total_thought_tokens", 0)
                                                           or 0)
    return SimpleNamespace(input_tokens=entree - lus, cache_creation_input_tokens=0,
                           cache_read_input_tokens=lus, output_tokens=sortie)
