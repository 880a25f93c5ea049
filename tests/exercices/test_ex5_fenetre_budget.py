"""Exercice 5 (10 points) — fenêtre par budget de tokens, sans casser de paire d'outils."""

import copy
import json

import pytest
from exemples_ex5 import ARGUMENTS, REGLAGES, a, appel, exemples, resultat, u
from hypothesis import given

from contexte import approx_tokens

FICHIER = "ex5_fenetre_budget"
points = pytest.mark.points


def taille(message):
    """Compteur des tests : le nombre de caractères des textes (le nom pour un tool_use)."""
    contenu = message["content"]
    if isinstance(contenu, str):
        return len(contenu)
    total = 0
    for bloc in contenu:
        total += len(bloc.get("text") or bloc.get("name") or bloc.get("content") or "")
    return total


@points(1)
def test_debut_sur(ex):
    """debut_sur : un user sans tool_result, jamais un assistant ni un résultat d'outil"""
    assert ex.debut_sur(u("Bonjour")) is True
    assert ex.debut_sur({"role": "user", "content": [{"type": "text", "text": "x"}]})
    assert ex.debut_sur(resultat("t1", "pluie")) is False
    assert ex.debut_sur(a("Bonjour")) is False
    assert ex.debut_sur(appel("t1")) is False
    mixte = {"role": "user", "content": [{"type": "text", "text": "et aussi"},
                                         {"type": "tool_result", "tool_use_id": "t1",
                                          "content": "ok"}]}
    assert ex.debut_sur(mixte) is False, "un tool_result, même avec du texte, ne peut ouvrir"


MESSAGES = [u("aaaa"), a("bbbb"), u("cc"), a("dddddd"), u("e")]  # tailles 4, 4, 2, 6, 1


@points(2)
def test_exemple_sans_outils(ex):
    """fenêtre : les derniers messages qui tiennent, en commençant sur un message user"""
    assert ex.fenetre_budget(MESSAGES, 9, compter=taille) == MESSAGES[2:], (
        "1 + 6 + 2 = 9 tient dans le budget 9 ; ajouter 'bbbb' ferait 13")
    assert ex.fenetre_budget(MESSAGES, 8, compter=taille) == MESSAGES[4:], (
        "avec 8, on s'arrête sur 'dddddd' (assistant) : il faut avancer jusqu'à 'e'")


@points(1)
def test_budget_exact(ex):
    """fenêtre : un total égal au budget est permis (≤, pas <)"""
    assert ex.fenetre_budget(MESSAGES, 17, compter=taille) == MESSAGES
    assert ex.fenetre_budget(MESSAGES, 16, compter=taille) == MESSAGES[2:]
    assert ex.fenetre_budget(MESSAGES, 1, compter=taille) == MESSAGES[4:]


@points(1)
def test_cas_limites(ex):
    """fenêtre : liste vide, budget nul, dernier message trop gros -> liste vide"""
    assert ex.fenetre_budget([], 100, compter=taille) == []
    assert ex.fenetre_budget(MESSAGES, 0, compter=taille) == []
    assert ex.fenetre_budget([u("a"), a("b"), u("x" * 50)], 49, compter=taille) == []
    with pytest.raises(ValueError):
        ex.fenetre_budget(MESSAGES, -1, compter=taille)


CONVERSATION_OUTILS = [
    u("quelle météo ?"),          # 14
    appel("t1"),                  # 11 + 5 = 16
    resultat("t1", "pluie, 12 degrés"),  # 16
    a("Il pleut."),               # 9
    u("merci"),                   # 5
]


@points(2)
def test_paire_outils_a_la_coupe(ex):
    """fenêtre : ne jamais commencer sur un tool_result dont le tool_use a été coupé"""
    # 5 + 9 + 16 = 30 : le résultat tient, pas l'appel. Commencer sur lui -> erreur 400 de l'API.
    assert ex.fenetre_budget(CONVERSATION_OUTILS, 30, compter=taille) == CONVERSATION_OUTILS[4:]
    # 46 : l'appel tient aussi, mais une requête ne commence pas par un message assistant.
    assert ex.fenetre_budget(CONVERSATION_OUTILS, 46, compter=taille) == CONVERSATION_OUTILS[4:]
    assert ex.fenetre_budget(CONVERSATION_OUTILS, 60, compter=taille) == CONVERSATION_OUTILS


@points(1)
def test_suffixe_sans_copie(ex):
    """fenêtre : une fin de la liste, mêmes objets, et la liste d'entrée n'est pas modifiée"""
    avant = copy.deepcopy(CONVERSATION_OUTILS)
    garde = ex.fenetre_budget(CONVERSATION_OUTILS, 60, compter=taille)
    assert all(x is y for x, y in zip(garde, CONVERSATION_OUTILS, strict=True))
    assert CONVERSATION_OUTILS == avant


@points(1)
def test_compteur_par_defaut(ex):
    """fenêtre : sans `compter`, les tokens viennent de tokens_message (approx_tokens)"""
    messages = [u("Bonjour, je suis Camille."), a("Enchanté Camille !"),
                u("Je travaille à Nantes, dans l'équipe Paiements.")]
    n = ex.tokens_message(messages[2])
    assert ex.fenetre_budget(messages, n) == messages[2:]
    assert ex.fenetre_budget(messages, n - 1) == []
    tout = sum(ex.tokens_message(m) for m in messages)
    assert ex.fenetre_budget(messages, tout) == messages


def tokens_fournis(message):
    """Le `tokens_message` fourni par l'énoncé, refait ici : l'attendu se calcule côté test."""
    contenu = message["content"]
    if isinstance(contenu, str):
        return approx_tokens(contenu)
    total = 0
    for bloc in contenu:
        if bloc["type"] == "text":
            total += approx_tokens(bloc["text"])
        elif bloc["type"] == "tool_use":
            total += approx_tokens(bloc["name"] + json.dumps(bloc["input"], ensure_ascii=False))
        else:
            total += approx_tokens(bloc["content"])
    return total


def sain(message):
    return message["role"] == "user" and isinstance(message["content"], str)


@pytest.fixture(scope="module")
def compteur(ex):
    """Le `tokens_message` de l'élève, passé tel quel à sa fenêtre : il compte chez lui, sans un
    aller-retour vers le correcteur par message ; le test recompte avec `tokens_fournis`."""
    return ex.tokens_message


def verifier_fenetre(ex, compteur, messages, budget):
    """La propriété sur un exemple : la plus longue fin qui tient et commence sur un user sain."""
    garde = ex.fenetre_budget(messages, budget, compter=compteur)
    tailles = [tokens_fournis(m) for m in messages]
    debut = len(messages) - len(garde)
    permises = [i for i in range(debut) if sum(tailles[i:]) <= budget and sain(messages[i])]
    if garde != messages[debut:] or sum(tailles[debut:]) > budget or permises or (
            garde and not sain(garde[0])):
        comptes = [compteur(m) for m in messages]  # en cas d'échec seulement : un appel par message
        assert comptes == tailles, (
            f"votre tokens_message compte {comptes} au lieu de {tailles} : il est fourni, "
            "rétablissez-le tel que l'énoncé le donne")
    assert garde == messages[debut:], "le résultat doit être une fin de la liste reçue"
    assert sum(tailles[debut:]) <= budget, f"{sum(tailles[debut:])} tokens pour un budget de {budget}"
    assert not garde or sain(garde[0]), "la fin gardée doit commencer sur un user sans tool_result"
    assert not permises, f"la fin qui commence au message {permises[0]} était permise"  # la plus longue


@points(1)
def test_propriete_plus_longue_fin_valide(ex, compteur):
    """fenêtre (propriété) : c'est la plus longue fin qui tient et commence sur un user sain"""
    for messages, budget in exemples():  # tirés par hypothesis une fois pour tous (exemples_ex5)
        try:
            verifier_fenetre(ex, compteur, messages, budget)
        except Exception:
            break
    else:
        return

    # Un exemple échoue : hypothesis cherche à son tour et réduit ce qu'il trouve à un
    # contre-exemple minimal ; s'il ne retrouve rien, l'exemple qui a échoué est rejoué tel quel.
    @REGLAGES
    @given(*ARGUMENTS)
    def propriete(messages, budget):
        verifier_fenetre(ex, compteur, messages, budget)

    propriete()
    verifier_fenetre(ex, compteur, messages, budget)
