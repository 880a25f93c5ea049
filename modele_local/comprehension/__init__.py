"""La compréhension à règles du modèle local : ce qu'il lit dans une requête, et ce qu'il répond.

Pas un LLM : des règles lisibles sur les phrases de la requête (faits et leur titulaire, consignes
d'un résumé, outil visé, schéma JSON demandé, opérations d'une mémoire), en français et en anglais.
Les API (`modele_local.anthropic`, `modele_local.gemini`) traduisent une requête en conversation
neutre (`[{"role": "user" | "assistant", "blocs": [...]}]`) et passent par les deux portes
ci-dessous ; le reste du paquet n'est importé qu'au premier appel (le serveur démarre léger).

    >>> repondre("", [{"role": "user", "blocs": [{"type": "text", "text": "Bonjour"}]}], [])[0]["type"]
    'text'
"""

from __future__ import annotations


def repondre(systeme: str, messages: list[dict], outils: list[dict], force: bool = False,
             parallele: bool = True) -> list[dict]:
    """Les blocs de la réponse (`text`, `tool_use`) : voir `cerveau.repondre`.

    En mode contexte long (en-tête `x-modele-local-contexte-long`), le cerveau ne lit que la
    requête vue par `contexte_long.requete_lue` : des phrases d'un long contexte lui échappent.
    """
    from modele_local.comprehension.cerveau import repondre as cerveau
    from modele_local.comprehension.contexte_long import requete_lue

    systeme, messages = requete_lue(systeme, messages)
    return cerveau(systeme, messages, outils, force, parallele)


def repondre_avec_memoire(systeme: str, conversation: list[dict], nom: str) -> list[dict]:
    """Le prochain pas de la boucle de l'outil mémoire `nom` : voir `outil_memoire`."""
    from modele_local.comprehension.outil_memoire import repondre_avec_memoire as pas_suivant

    return pas_suivant(systeme, conversation, nom)
