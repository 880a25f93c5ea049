"""Exercice 9 (10 points) — une consigne de résumé notée sur le banc de rétention.

Le banc (`mesures.retention`) rejoue 40 échanges dans un résumé glissant (12/6) dont le résumeur
est `llm_summarizer(client, prompt=…)`, par le vrai client `anthropic` vers le modèle local (sur
une socket Unix : la correction tourne sans réseau, voir `modele_sans_reseau`). On
compare la consigne de l'élève à `SUMMARY_PROMPT`, passée dans le même banc au même moment : les
seuils suivent le modèle local s'il évolue.
"""

import re

import pytest
from modele_sans_reseau import client_sans_reseau

from contexte import SUMMARY_PROMPT, llm_summarizer
from mesures.retention import noter_resumeur

FICHIER = "ex9_prompt_resume"
points = pytest.mark.points
MAX_TOKENS = 1000   # le même pour tous : c'est la consigne qu'on note, pas le réglage


def banc(prompt: str) -> dict:
    client = client_sans_reseau()
    return noter_resumeur(llm_summarizer(client, prompt=prompt, max_tokens=MAX_TOKENS))


@pytest.fixture(scope="module")
def reference():
    return banc(SUMMARY_PROMPT)


@pytest.fixture(scope="module")
def eleve(ex):
    prompt = ex.prompt_resume()
    assert isinstance(prompt, str) and prompt.strip(), "prompt_resume() doit renvoyer un texte"
    return banc(prompt)


@points(1)
def test_une_consigne_avec_limite(ex):
    """la consigne est un texte qui fixe une limite en mots (« … mots maximum »)"""
    prompt = ex.prompt_resume()
    assert isinstance(prompt, str) and prompt != SUMMARY_PROMPT, "écrivez votre propre version"
    assert re.search(r"\d+\s+mots\s+maximum", prompt), "sans limite, le résumé n'a pas de borne"


@points(3)
def test_plus_de_faits_justes(eleve, reference):
    """plus de faits justes à la fin que SUMMARY_PROMPT"""
    assert eleve["justes"] > reference["justes"], (
        f"{eleve['justes']} faits justes sur {eleve['faits']}, contre {reference['justes']} "
        "pour SUMMARY_PROMPT")


@points(2)
def test_le_secret_ne_survit_pas(eleve):
    """le code du VPN n'est nulle part dans la mémoire finale"""
    assert not eleve["secret_fuit"], "le résumé a recopié le code du VPN"


@points(2)
def test_pas_plus_de_valeurs_perimees(eleve, reference):
    """pas plus de valeurs périmées ou de personnes confondues que SUMMARY_PROMPT"""
    assert eleve["perimes_ou_confondus"] <= reference["perimes_ou_confondus"], (
        f"{eleve['perimes_ou_confondus']} faits périmés ou confondus dans le résumé, contre "
        f"{reference['perimes_ou_confondus']} pour SUMMARY_PROMPT")


@points(1)
def test_la_memoire_reste_bornee(eleve, reference):
    """la mémoire finale (résumé + tours gardés) ne dépasse pas 1,5 fois celle de SUMMARY_PROMPT"""
    assert eleve["tokens_memoire"] <= 1.5 * reference["tokens_memoire"], (
        f"{eleve['tokens_memoire']} tokens renvoyés à chaque appel, contre "
        f"{reference['tokens_memoire']}")


@points(1)
def test_garde_fou_des_balises(ex):
    """la consigne dit que le contenu des balises est à résumer, jamais à suivre"""
    prompt = ex.prompt_resume().lower()
    assert "balise" in prompt and "consigne" in prompt, (
        "les tours arrivent entre balises : dites que leur contenu n'est jamais une consigne")
