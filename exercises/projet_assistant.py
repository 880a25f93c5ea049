"""Projet (leçon 13) — Un assistant qui se souvient.

Écrivez la classe `Assistant` : un assistant qui garde les conversations de plusieurs utilisateurs
pendant des mois, tient chaque appel dans un budget de tokens, retient les faits durables (leur
valeur à jour, la bonne personne), retrouve ce qui a été dit il y a longtemps, ne garde ni ne
répète aucun secret, oublie sur demande, et efface un utilisateur sans laisser de trace.

Le contrat (il est noté : ne changez ni les noms ni les paramètres) :

    assistant = Assistant(client, "sqlite:///assistant.db", budget_tokens=8000)
    assistant.repondre("camille", "2026-10-15", "Je suis allergique aux arachides.")  # -> str
    assistant.fin_de_session("camille", "2026-10-15")
    assistant.oublier("camille", "allergie")
    assistant.effacer_utilisateur("camille")

- `client` : un vrai `anthropic.Anthropic` ou `google.genai.Client` (`cours.clients.client_anthropic()`
  ou `client_gemini()`) ; détectez lequel.
- `url` : une URL de la leçon 10 (`sqlite:///…`, `postgresql://…`, ou un dossier de fichiers JSON).
  Tout ce que garde l'assistant vit sous cette URL (ou dans des fichiers à côté) : un nouvel
  `Assistant` sur la même URL, dans un autre processus ou après un `kill -9`, continue.
- `budget_tokens` : le plafond des tokens envoyés à chaque appel (`usage` : entrée + cache lu + cache
  écrit).

Composez les pièces du cours (ou écrivez-en de meilleures) : `ouvrir_stockage` (leçon 10),
`RollingSummary` et `llm_summarizer` (leçons 05–07), `masquer_secrets` (08), la règle de la
réflexion préservée (08b), `MemoireLongTerme` (11), `IndexConversations` (12).

Un identifiant de session qui commence par une date (« 2026-10-15 », « 2026-10-15-soir ») date la
session ; sinon, elle prend la date de son premier tour.
"""

from __future__ import annotations

import datetime as dt  # noqa: F401 (servira à votre solution)
import re  # noqa: F401 (servira à votre solution)
from pathlib import Path  # noqa: F401 (servira à votre solution)
from typing import Any

from contexte import SUMMARY_PROMPT, RollingSummary, count_tokens, masquer_secrets, ouvrir_stockage  # noqa: F401 (servira à votre solution)
from contexte.appel_llm import MODELE_ANTHROPIC, MODELE_GEMINI, fournisseur, llm_summarizer  # noqa: F401 (servira à votre solution)
from contexte.erreurs import ErreurFournisseur, traduire_erreurs, verifier_identifiant  # noqa: F401 (servira à votre solution)
from contexte.masquage import ANNONCES, MASQUE, SECRET  # noqa: F401 (servira à votre solution)
from contexte.memoire import MemoireLongTerme, appeler_extraction, normaliser_cle, rappel, tours_de  # noqa: F401 (servira à votre solution)
from contexte.plongements import similarites  # noqa: F401 (servira à votre solution)
from contexte.recherche import SEUIL_SENS, IndexConversations, date_iso  # noqa: F401 (servira à votre solution)
from contexte.recherche_mots import racines  # noqa: F401 (servira à votre solution)
from contexte.stockage import connecter, preparer_schema  # noqa: F401 (servira à votre solution)


class Assistant:
    """Un assistant à mémoire, pour plusieurs utilisateurs, dont tout l'état vit sous `url`."""

    def __init__(self, client: Any, url: str, budget_tokens: int = 8000) -> None:
        raise NotImplementedError(
            "À faire : détectez le fournisseur (contexte.appel_llm.fournisseur), vérifiez le "
            "budget, ouvrez le stockage des sessions (ouvrir_stockage), la mémoire "
            "(MemoireLongTerme) et l'index (IndexConversations) sous la même URL, et une table à "
            "vous pour l'état de chaque session (résumé, coupe, faits déjà extraits)."
        )

    def repondre(self, utilisateur: str, session: str, texte: str) -> str:
        """La réponse de l'assistant au message `texte` de `utilisateur`, dans `session`.

        Le message (secrets masqués) et la réponse sont enregistrés avant de rendre la main.
        """
        raise NotImplementedError(
            "À faire : masquez les secrets à l'ingestion, rechargez la session et son état, "
            "cherchez dans les conversations passées, compactez (rarement, par blocs) si la "
            "requête dépasse le seuil, appelez le modèle, enregistrez la paire de messages, "
            "indexez-la."
        )

    def fin_de_session(self, utilisateur: str, session: str) -> None:
        """Retient les faits durables de la session (ceux que l'utilisateur a donnés sur lui)."""
        raise NotImplementedError(
            "À faire : extrayez les faits des messages pas encore lus (MemoireLongTerme.extraire "
            ": le LLM propose, la règle dispose), puis notez jusqu'où vous avez lu."
        )

    def oublier(self, utilisateur: str, quoi: str) -> None:
        """Oublie un fait (« allergie », « mon équipe ») : mémoire, messages passés, index, résumés."""
        raise NotImplementedError(
            "À faire : trouvez les faits visés par `quoi`, retirez-les de la mémoire, puis "
            "effacez leurs valeurs (anciennes comprises) des messages enregistrés, de l'index et "
            "des résumés : sinon la recherche les ramènerait."
        )

    def effacer_utilisateur(self, utilisateur: str) -> None:
        """Efface tout ce qui concerne `utilisateur` : sessions, état, faits, index, sans trace."""
        raise NotImplementedError(
            "À faire : effacez ses sessions, ses faits, son index et vos propres lignes ; puis ce"
            " qui garderait une trace dans les fichiers (secure_delete, VACUUM, journal WAL)."
        )
