"""Exercice 8 (10 points) — compression et seuil de rentabilité d'un résumé glissant."""

import pytest

from contexte import RollingSummary, approx_tokens
from cours.scenario import camille_session1
from cours.tarifs import Tarif

FICHIER = "ex8_compression"
points = pytest.mark.points

# Un tarif « de papier » dont les prix sont exacts en binaire (1, 4, 5/4, 1/8) : les égalités
# tombent juste, même en flottants. Rapports proches de ceux d'Anthropic (1,25× et ~0,1×).
T = Tarif("essai", entree=1, sortie=4, ecriture_cache=1.25, lecture_cache=0.125)


def conversation(summary: str, turns: list[tuple[str, str]]) -> RollingSummary:
    conv = RollingSummary(lambda resume, anciens: "inutilisé", max_turns=12, keep_last=6)
    conv.summary, conv.turns = summary, list(turns)
    return conv


@points(2)
def test_compression_exemple(ex):
    """compression : historique complet et partie gardée, sur un exemple fait main"""
    tous = [("user", "abcd"), ("model", "efghij"), ("user", "kl")]
    conv = conversation("résumé", [("user", "kl")])
    assert ex.compression(conv, tous, compter=len) == (12, 8), (
        "full = 4 + 6 + 2 = 12 ; kept = len('résumé') + len('kl') = 6 + 2 = 8")


@points(2)
def test_le_resume_compte(ex):
    """compression : le résumé est envoyé à chaque appel, ses tokens comptent dans kept"""
    conv = conversation("r" * 50, [("model", "ok")])
    full, kept = ex.compression(conv, [("user", "x" * 100), ("model", "ok")], compter=len)
    assert (full, kept) == (102, 52), "kept doit inclure les 50 caractères du résumé"


@points(1)
def test_compression_vide_et_accents(ex):
    """compression : conversation vide, et un accent compte pour un caractère avec len"""
    assert ex.compression(conversation("", []), [], compter=len) == (0, 0)
    conv = conversation("é", [("user", "àç")])
    assert ex.compression(conv, [("user", "éèê"), ("user", "àç")], compter=len) == (5, 3)


@points(1)
def test_compression_par_defaut_approx_tokens(ex):
    """compression : sans `compter`, on compte avec contexte.approx_tokens (session de Camille)"""
    tours = camille_session1()
    conv = RollingSummary(lambda resume, anciens: f"Résumé de {len(anciens)} tours.",
                          max_turns=12, keep_last=6)
    for role, texte in tours:
        conv.add(role, texte)
    attendu = (sum(approx_tokens(t) for _, t in tours),
               approx_tokens(conv.summary) + sum(approx_tokens(t) for _, t in conv.turns))
    assert ex.compression(conv, tours) == attendu


@points(1)
def test_rentabilite_sans_cache(ex):
    """rentabilité sans cache : appel de 800 + 100 tokens, 800 tokens économisés par message"""
    # C = 800 × 1 + 100 × 4 = 1200 ; économie 800 par message : 1 message ne suffit pas, 2 oui.
    assert ex.messages_pour_rentabiliser(1000, 200, 800, 100, T) == 2


@points(1)
def test_rentabilite_egalite(ex):
    """rentabilité : à égalité exacte, le résumé est déjà remboursé (≤, pas <) ; m ≥ 1"""
    # C = 2 000 000 × 1 ; économie 1 000 000 par message : remboursé pile au 2e message.
    assert ex.messages_pour_rentabiliser(1_500_000, 500_000, 2_000_000, 0, T) == 2
    # un résumé gratuit (C = 0) est remboursé dès le 1er message, pas au « 0e »
    assert ex.messages_pour_rentabiliser(1000, 200, 0, 0, T) == 1
    # C = 100 + 10 × 4 = 140 ≤ 800 d'économie : 1 message suffit
    assert ex.messages_pour_rentabiliser(1000, 200, 100, 10, T) == 1
    # avec cache, une petite économie (1 token × 0,125 = 0,125 par message) finit par rembourser :
    # surcoût 0 + 9 × (1,25 − 0,125) = 10,125 ; 81 × 0,125 = 10,125 -> 81 messages
    assert ex.messages_pour_rentabiliser(10, 9, 0, 0, T, cache=True) == 81


@points(1)
def test_rentabilite_avec_cache(ex):
    """rentabilité avec cache : relecture au lieu d'entrée, et le nouveau préfixe à réécrire"""
    # Surcoût = 1200 + 200 × (1,25 − 0,125) = 1425 ; économie = 800 × 0,125 = 100 -> 15 messages.
    assert ex.messages_pour_rentabiliser(1000, 200, 800, 100, T, cache=True) == 15
    # Égalité exacte : surcoût 1 875 000 + 1 000 000 × 1,125 = 3 000 000 ; économie 250 000.
    assert ex.messages_pour_rentabiliser(3_000_000, 1_000_000, 1_875_000, 0, T, cache=True) == 12


@points(1)
def test_rentabilite_jamais_et_prix_reels(ex):
    """rentabilité : jamais si kept ≥ full ; avec les prix de Claude Sonnet, le cache retarde"""
    # prix de claude-sonnet-5-5 relevés le 2026-12-01, figés ici : la note ne bouge pas quand
    # contexte/tarifs.py suit une baisse de prix (lecture du cache : 0,20 $ → 0,10 $ le 2026-10-07)
    sonnet = Tarif("claude-sonnet-5-5", entree=2, sortie=10, ecriture_cache=2.5, lecture_cache=0.1)
    assert ex.messages_pour_rentabiliser(20_000, 3_000, 17_500, 300, sonnet) == 2
    assert ex.messages_pour_rentabiliser(20_000, 3_000, 17_500, 300, sonnet, cache=True) == 27
    assert ex.messages_pour_rentabiliser(500, 500, 100, 10, T) is None
    assert ex.messages_pour_rentabiliser(400, 500, 100, 10, T, cache=True) is None
