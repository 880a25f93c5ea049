"""Réglages communs des tests : le modèle local est imposé, aucune clé réelle n'est utilisée."""

import os

import pytest

os.environ["CONTEXTE_HORS_LIGNE"] = "1"


@pytest.fixture(scope="module")
def client():
    """Le vrai client anthropic, branché sur le modèle local de ce processus, sans nouvel essai.

    Un fichier de tests qui définit sa propre fixture `client` la remplace. Imports différés :
    les tests notés (tests/exercices/) passent par ce conftest et n'ont pas à payer anthropic.
    """
    import anthropic

    from modele_local import demarrer

    return anthropic.Anthropic(api_key="x", base_url=demarrer(), max_retries=0)


@pytest.fixture(scope="session")
def url_postgres():
    """L'URL d'une base PostgreSQL neuve (serveur démarré une fois ; voir tests/serveur_postgres.py)."""
    from tests.serveur_postgres import url_de_test

    yield from url_de_test()
