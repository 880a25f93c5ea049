"""Exercice 14 (10 points) — une recherche hybride qui sait se taire (leçon 12)."""

import pytest

FICHIER = "ex14_recherche_hybride"
points = pytest.mark.points


def msg(utilisateur, session, position, quand, mots, sens, texte=""):
    return {"utilisateur": utilisateur, "session": session, "position": position,
            "texte": texte or f"{session}/{position}", "quand": quand, "mots": mots, "sens": sens}


# Camille et Léo ; des scores déjà calculés pour la question « quel traiteur pour mon allergie ? »
INDEX = [
    msg("camille", "s1", 0, "2026-10-01T09:00:00", 2, 0.91, "Je suis allergique aux arachides."),
    msg("camille", "s1", 1, "2026-10-01T09:00:00", 0, 0.80, "C'est noté."),
    msg("camille", "s2", 2, "2026-10-15T18:30:00", 1, 0.86, "Le traiteur Dupont fait du sans arachide."),
    msg("camille", "s3", 0, "2026-11-02T10:00:00", 0, 0.84, "Mon allergie s'est aggravée."),
    msg("leo", "l1", 0, "2026-10-20T09:00:00", 3, 0.95, "Léo : je suis allergique au gluten."),
]


def cles(resultats):
    return [(r["session"], r["position"]) for r in resultats]


@points(1)
def test_filtrer_garde_un_seul_utilisateur(ex):
    """filtrer : rien de Léo dans la recherche de Camille, et l'inverse"""
    assert cles(ex.filtrer(INDEX, "camille")) == [("s1", 0), ("s1", 1), ("s2", 2), ("s3", 0)]
    assert cles(ex.filtrer(INDEX, "leo")) == [("l1", 0)]
    assert ex.filtrer(INDEX, "inconnu") == []


@points(1)
def test_filtrer_dates_incluses_jusqu_au_soir(ex):
    """filtrer : bornes incluses ; jusqu_a='2026-10-15' garde le message de 18 h 30 ce jour-là"""
    assert cles(ex.filtrer(INDEX, "camille", depuis="2026-10-15", jusqu_a="2026-10-15")) == [("s2", 2)]
    assert cles(ex.filtrer(INDEX, "camille", depuis="2026-10-01T09:00:00",
                           jusqu_a="2026-10-01T09:00:00")) == [("s1", 0), ("s1", 1)]
    assert cles(ex.filtrer(INDEX, "camille", depuis="2026-10-16")) == [("s3", 0)]


@points(1)
def test_classer_seuil_inclus_et_ordre(ex):
    """classer : score ≥ seuil (0,84 passe un seuil de 0,84), du meilleur au moins bon"""
    camille = INDEX[:4]
    assert cles(ex.classer(camille, "sens", 0.84)) == [("s1", 0), ("s2", 2), ("s3", 0)]
    assert cles(ex.classer(camille, "mots", 1)) == [("s1", 0), ("s2", 2)]
    assert ex.classer(camille, "sens", 0.99) == []


@points(1)
def test_classer_egalite_le_plus_recent(ex):
    """classer : à score égal, le message le plus récent d'abord, puis la place dans la session"""
    egaux = [msg("c", "a", 3, "2026-10-01T09:00:00", 1, 0.9), msg("c", "b", 0, "2026-10-09T09:00:00", 1, 0.9),
             msg("c", "a", 1, "2026-10-01T09:00:00", 1, 0.9)]
    assert cles(ex.classer(egaux, "mots", 1)) == [("b", 0), ("a", 1), ("a", 3)]


@points(2)
def test_fusionner_scores_exacts(ex):
    """fusionner : Σ 1/(60 + rang), le premier d'une liste au rang 1 (1/61, pas 1/60)"""
    a, b, c = (msg("c", "s", i, f"2026-10-0{i + 1}T09:00:00", 0, 0) for i in range(3))
    r = ex.fusionner([[a, b], [c, b]], k=3)
    assert cles(r) == [("s", 1), ("s", 2), ("s", 0)]
    assert [x["score"] for x in r] == pytest.approx([2 / 62, 1 / 61, 1 / 61])
    assert r[0]["texte"] == "s/1" and "score" not in b   # une copie, avec son score


@points(1)
def test_fusionner_garde_k_et_un_seul_exemplaire(ex):
    """fusionner : au plus k résultats, un message présent dans les deux listes compté une fois"""
    a, b = msg("c", "s", 0, "2026-10-01T09:00:00", 0, 0), msg("c", "s", 1, "2026-10-02T09:00:00", 0, 0)
    assert cles(ex.fusionner([[a, b], [a, b]], k=1)) == [("s", 0)]
    assert len(ex.fusionner([[a, b], [a, b]], k=5)) == 2
    assert ex.fusionner([[], []], k=5) == []


@points(1)
def test_chercher_hybride_exact(ex):
    """chercher : la fusion des deux modes, seuils compris, sur les messages de Camille"""
    r = ex.chercher(INDEX, "camille", k=5)
    # mots : s1/0 (2), s2/2 (1) ; sens ≥ 0,82 : s1/0 (0,91), s2/2 (0,86), s3/0 (0,84)
    assert cles(r) == [("s1", 0), ("s2", 2), ("s3", 0)]
    assert [x["score"] for x in r] == pytest.approx([2 / 61, 2 / 62, 1 / 63])


@points(1)
def test_chercher_se_tait_sans_rapport_et_chez_un_autre(ex):
    """chercher : une question sans rapport ne rend rien ; Camille ne voit jamais Léo"""
    sans_rapport = [dict(m, mots=0, sens=0.79) for m in INDEX]
    assert ex.chercher(sans_rapport, "camille") == []
    assert all(r["utilisateur"] == "camille" for r in ex.chercher(INDEX, "camille", k=10))
    assert cles(ex.chercher(INDEX, "camille", k=5, depuis="2026-11-01")) == [("s3", 0)]


@points(1)
def test_chercher_k_et_seuil_choisi(ex):
    """chercher : k respecté, et le seuil du sens est celui passé en argument"""
    assert cles(ex.chercher(INDEX, "camille", k=1)) == [("s1", 0)]
    assert cles(ex.chercher(INDEX, "camille", k=5, seuil_sens=0.9)) == [("s1", 0), ("s2", 2)]
