"""Quand Anthropic garde la mémoire : les stratégies « fournisseur » de `make mesures`.

- compaction à la demande (bêta `compact-2026-09-04`, `compaction={"type": "summarize"}`) : le
  client choisit le moment et les tours gardés, l'API écrit le résumé (la plus proche du résumé
  glissant fait main) ;
- compaction au seuil (bêta `compact-2026-01-12`, édition `compact_20260112`, déclencheur de
  50 000 tokens au moins) : on envoie tout ; passé le seuil, l'API écrit un bloc `compaction` et
  ignore ensuite ce qui le précède. Jouée sur la variante riche en outils, seule assez longue ;
- édition de contexte (bêta `context-management-2025-06-27`, `clear_tool_uses_20250919`), sur la
  variante riche en outils : les plus anciens résultats d'outils sont effacés côté serveur.

Gemini Interactions : `mesures.fournisseurs_gemini`.

Chaque stratégie fait ses appels elle-même : `jouer(etape)` joue un échange écrit d'avance
(`(texte_user, texte_model)`, ou la liste des messages de l'échange pour la variante à outils) et
renvoie `(usage, usages_de_resume)` au format d'Anthropic ; `sonde(question)` le texte répondu.
Faits et pages : platform.claude.com (compaction, context editing) et ai.google.dev
(Interactions), lus le 2026-11-30 et relus le 2026-12-01.

Exemple : `CompactionALaDemande(client_anthropic()).jouer(("Bonjour", "Bonjour !"))` rend
`(usage, [])` tant que l'historique n'a pas dépassé 12 messages.
"""

from __future__ import annotations

from typing import Any

from cours.clients import MODELE_ANTHROPIC
from mesures.conversation_outils import CHERCHER
from mesures.strategies import avec_point_de_cache

MAX_TOKENS = 200
BETA_COMPACTION = "compact-2026-01-12"
BETA_A_LA_DEMANDE = "compact-2026-09-04"
BETA_EDITION = "context-management-2025-06-27"
SEUIL_MIN = 50_000  # déclencheur minimal de compact_20260112 (page « Compaction » traduite, ⚠)


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


class CompactionALaDemande:
    """Compaction à la demande : passé `max_messages`, l'API résume tout sauf les `garder` derniers.

    Même règle que le résumé glissant (12/6) : le client coupe (les tours gardés commencent par
    un message de l'utilisateur), envoie les anciens tours avec `compaction={"type":
    "summarize"}` et remplace ces tours par le bloc reçu (page « Compaction on demand » et « Keep
    recent turns », lues le 2026-12-01). Le coût du résumé est dans `usage.iterations`.
    """

    def __init__(self, client: Any, max_messages: int = 12, garder: int = 6) -> None:
        self.client, self.max_messages, self.garder = client, max_messages, garder
        self.nom = f"compaction à la demande ({max_messages}/{garder})"
        self.messages: list[dict] = []

    def creer(self, messages: list[dict], **options: Any) -> Any:
        return self.client.beta.messages.create(model=MODELE_ANTHROPIC, max_tokens=MAX_TOKENS,
                                                betas=[BETA_A_LA_DEMANDE], messages=messages,
                                                **options)

    def compacter(self) -> list[Any]:
        """Remplace les anciens tours par un bloc `compaction` ; rend le coût du résumé."""
        anciens, gardes = self.messages[:-self.garder], self.messages[-self.garder:]
        reponse = self.creer(anciens, compaction={"type": "summarize"})
        self.messages = [{"role": "user", "content": [_en_dict(b) for b in reponse.content]},
                         *gardes]
        return iterations_de_compaction(reponse.usage)

    def jouer(self, etape: tuple[str, str]) -> tuple[Any, list[Any]]:
        texte_user, texte_model = etape
        resumes = self.compacter() if len(self.messages) >= self.max_messages else []
        self.messages.append({"role": "user", "content": texte_user})
        usage = self.creer(avec_point_de_cache(self.messages)).usage
        self.messages.append({"role": "assistant", "content": texte_model})
        return usage, resumes

    def sonde(self, question: str) -> str:
        return _texte(self.creer([*self.messages, {"role": "user", "content": question}]))


class OutilsComplets:
    """Variante riche en outils, côté client : tout renvoyer, résultats d'outils compris."""

    nom = "outils : historique complet"
    edition: dict | None = None
    betas = [BETA_EDITION]

    def __init__(self, client: Any) -> None:
        self.client = client
        self.messages: list[dict] = []

    def creer(self, messages: list[dict]) -> Any:
        options: dict = {}
        if self.edition:
            options = {"betas": self.betas, "context_management": {"edits": [self.edition]}}
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
        self.nom = f"outils : édition de contexte (seuil {seuil}, {garder} gardés)"
        self.edition = {"type": "clear_tool_uses_20250919",
                        "trigger": {"type": "input_tokens", "value": seuil},
                        "keep": {"type": "tool_uses", "value": garder}}
        if au_moins:  # effacer par gros morceaux : moins d'écritures du cache
            self.nom = self.nom[:-1] + f", au moins {au_moins})"
            self.edition["clear_at_least"] = {"type": "input_tokens", "value": au_moins}


class CompactionServeur(OutilsComplets):
    """Variante riche en outils avec `compact_20260112` : l'API résume passé `seuil` tokens.

    Le bloc `compaction` reçu est mis en tête du message `assistant` écrit d'avance : aux
    requêtes suivantes, l'API ignore tout ce qui le précède.
    """

    def __init__(self, client: Any, seuil: int = SEUIL_MIN) -> None:
        super().__init__(client)
        self.seuil = seuil
        self.nom = f"outils : compaction au seuil ({seuil} tokens)"
        self.edition = {"type": "compact_20260112",
                        "trigger": {"type": "input_tokens", "value": seuil}}
        self.betas = [BETA_COMPACTION]

    def jouer(self, messages: list[dict]) -> tuple[Any, list[Any]]:
        self.messages.append(messages[0])
        reponse = self.creer(avec_point_de_cache(self.messages))
        compaction = [_en_dict(b) for b in reponse.content if b.type == "compaction"]
        reste = list(messages[1:])
        if compaction and reste:
            reste[0] = {**reste[0], "content": [*compaction, *reste[0]["content"]]}
        self.messages.extend(reste)
        return reponse.usage, iterations_de_compaction(reponse.usage)
