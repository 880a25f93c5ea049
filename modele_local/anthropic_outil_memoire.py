"""Le modèle local tient l'outil mémoire de Claude (`memory_20250818`) ; Gemini, une fonction.

Doc lue le 2026-12-01 : platform.claude.com/docs/en/agents-and-tools/tool-use/memory-tool
(statut « stable », sans en-tête bêta ; outil client : Claude demande, l'application exécute).
Ce module ne fait que reconnaître l'outil dans la requête ; la boucle (consulter `/memories`,
lire, ranger, répondre) est dans `memoire_boucle`, importé au premier usage : le serveur démarre
sans charger le cerveau.

    >>> nom_declare([{"type": "memory_20250818", "name": "memory"}])
    'memory'
"""

from __future__ import annotations

TYPE = "memory_20250818"


def nom_declare(outils: list[dict]) -> str | None:
    """Le nom de l'outil mémoire s'il est déclaré (`{"type": "memory_20250818", "name": …}`)."""
    return next((t["name"] for t in outils if t.get("type") == TYPE), None)


def fonction_memoire(outils: list[dict]) -> str | None:
    """Gemini n'a pas d'outil mémoire : une fonction ordinaire déclarée avec un paramètre
    `command` dont l'enum offre `view` et `create` en tient lieu (même boucle, côté client)."""
    for t in outils:
        commande = ((t.get("input_schema") or {}).get("properties") or {}).get("command") or {}
        if {"view", "create"} <= set(commande.get("enum") or []):
            return t["name"]
    return None


def repondre_avec_memoire(systeme: str, conversation: list[dict], nom: str) -> list[dict]:
    """Le prochain pas de la boucle de l'outil mémoire (voir `memoire_boucle`)."""
    from .memoire_boucle import repondre_avec_memoire as pas_suivant

    return pas_suivant(systeme, conversation, nom)
