"""Réglages communs des tests : le modèle local est imposé, aucune clé réelle n'est utilisée."""

import os

import pytest

os.environ["CONTEXTE_HORS_LIGNE"] = "1"
# La clé du modèle local, d'habitude tirée au hasard par processus : fixée pour les tests, qui
# parlent au serveur par de vrais clients construits à la main (api_key="x"). Les refus de toute
# autre clé et le tirage par processus : tests/test_cle_modele_local.py (sans cette variable).
os.environ["MODELE_LOCAL_CLE"] = "x"


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
