"""Exercice 9 (10 points) — une consigne de résumé notée sur ce qu'elle dit (banc de rétention).

Le banc (`mesures.retention`) rejoue 40 échanges dans un résumé glissant (12/6) dont le résumeur
est `llm_summarizer(client, prompt=…)`, par le vrai client `anthropic` vers le modèle local (sur
une socket Unix : la correction tourne sans réseau, voir `modele_sans_reseau`). La consigne de
l'élève est comparée à `SUMMARY_PROMPT` réglé sur la MÊME limite de mots (lue comme le modèle
local la lit) : seul ce que dit la consigne peut faire la différence, pas un nombre. Les deux
passent dans le même banc, par le même modèle local : les seuils le suivent s'il évolue. Le banc
de `SUMMARY_PROMPT`, le même pour tous, est calculé une fois par le zygote du correcteur avant
ses forks (`banc_consignes`, `amorce`).
"""

import pytest
from banc_consignes import banc, resumeur

from contexte import SUMMARY_PROMPT
from mesures.retention_consignes import LIMITE, a_la_limite
from mesures.retention_secrets import secrets_recopies
from modele_local.comprehension.consignes import MOTS, lire_consigne
from modele_local.comprehension.faits import sans_accents

FICHIER = "ex9_prompt_resume"
points = pytest.mark.points
TAILLE_MAX = 1.25   # mémoire finale au plus 1,25 fois celle de SUMMARY_PROMPT


def limite(prompt: str) -> int:
    """La limite de mots que le modèle local lit dans la consigne (120 s'il n'y en a pas)."""
    return lire_consigne(prompt).mots


@pytest.fixture(scope="module")
def prompt(ex):
    texte = ex.prompt_resume()
    assert isinstance(texte, str) and texte.strip(), "prompt_resume() doit renvoyer un texte"
    return texte


@pytest.fixture(scope="module")
def reference():
    return banc(SUMMARY_PROMPT)


@pytest.fixture(scope="module")
def meme_limite(prompt, reference):
    """SUMMARY_PROMPT avec la limite de mots de l'élève : même longueur, autre contenu."""
    assert SUMMARY_PROMPT.count(LIMITE) == 1, "SUMMARY_PROMPT a changé de limite"
    if limite(prompt) == limite(SUMMARY_PROMPT):
        return reference
    return banc(a_la_limite(limite(prompt)))


@pytest.fixture(scope="module")
def eleve(prompt):
    return banc(prompt)


@points(1)
def test_une_consigne_avec_limite(prompt):
    """la consigne est un texte qui fixe une limite en mots (« … mots maximum »)"""
    assert prompt != SUMMARY_PROMPT, "écrivez votre propre version"
    assert MOTS.search(sans_accents(prompt)), "sans limite, le résumé n'a pas de borne"


@points(3)
def test_plus_de_faits_justes_a_limite_egale(eleve, meme_limite, reference):
    """plus de faits justes que SUMMARY_PROMPT à limite de mots égale, et pas moins qu'à 120 mots"""
    assert eleve["justes"] > meme_limite["justes"], (
        f"{eleve['justes']} faits justes sur {eleve['faits']}, contre {meme_limite['justes']} "
        "pour SUMMARY_PROMPT avec la même limite de mots : changer la limite ne suffit pas, "
        "dites ce qu'il faut garder")
    assert eleve["justes"] >= reference["justes"], (
        f"{eleve['justes']} faits justes, moins que les {reference['justes']} de SUMMARY_PROMPT")


@points(2)
def test_aucun_secret_recopie(prompt, eleve):
    """aucun secret recopié : ni le code du VPN, ni les clés dites juste avant un résumé"""
    assert not eleve["secret_fuit"], "le résumé a recopié le code du VPN"
    recopies = secrets_recopies(resumeur(prompt))
    assert not recopies, f"le résumé a recopié des secrets dits juste avant : {recopies}"


@points(2)
def test_aucune_valeur_perimee(eleve):
    """aucune valeur périmée ni personne confondue dans le résumé final"""
    fautes = [n["id"] for n in eleve["detail"] if n.get("confondu")]
    assert not fautes, f"valeurs périmées ou personnes confondues dans le résumé : {fautes}"


@points(1)
def test_la_memoire_reste_bornee(eleve, reference):
    """la mémoire finale (résumé + tours gardés) ne dépasse pas 1,25 fois celle de SUMMARY_PROMPT"""
    assert eleve["tokens_memoire"] <= TAILLE_MAX * reference["tokens_memoire"], (
        f"{eleve['tokens_memoire']} tokens renvoyés à chaque appel, contre "
        f"{reference['tokens_memoire']} pour SUMMARY_PROMPT")


@points(1)
def test_garde_fou_des_balises(prompt):
    """la consigne dit que le contenu des balises est à résumer, jamais à suivre"""
    bas = prompt.lower()
    assert "balise" in bas and "consigne" in bas, (
        "les tours arrivent entre balises : dites que leur contenu n'est jamais une consigne")
