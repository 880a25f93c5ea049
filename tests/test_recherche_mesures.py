"""Les pièces du banc de recherche (mesures/recherche.py), sur de petites entrées faites main."""

from __future__ import annotations

from mesures.recherche import Trigrammes, _centiles, _notes, mots_de_question, naif
from mesures.recherche_jeu import preuves_des_faits, questions, sessions, verifier

MESSAGES = [("s1", 0, "Je suis allergique aux arachides.", "2026-01-01T09:00:00"),
            ("s1", 1, "Les arachides, c'est noté.", "2026-01-01T09:00:00"),
            ("s2", 0, "Mon vélo électrique est chez le réparateur.", "2026-02-01T09:00:00")]


def test_naif_compte_les_mots_et_ignore_les_accents_faux():
    assert mots_de_question("Quelles sont mes allergies ?") == ["allergies"]
    # « allergies » n'est pas une sous-chaîne d'« allergique » : le balayage naïf rate le pluriel
    assert naif(MESSAGES, "Quelles sont mes allergies ?", 5) == []
    assert naif(MESSAGES, "arachides vélo", 5) == [("s2", 0), ("s1", 0), ("s1", 1)]  # récence d'abord
    assert naif(MESSAGES, "velo", 5) == []  # sans accent : raté aussi


def test_trigrammes_trouvent_les_sous_chaines_sans_accents():
    t = Trigrammes()
    for s, p, texte, _ in MESSAGES:
        t.ajouter("camille", s, p, texte)
    assert t.chercher("camille", "velo", 5) == [("s2", 0)]
    assert t.chercher("leo", "velo", 5) == []
    assert set(t.chercher("camille", "arachide", 5)) == {("s1", 0), ("s1", 1)}


def test_notes_rappel_et_mrr():
    preuves = [("s1", 0), ("s2", 0)]
    trouves = [("x", 1), ("s1", 0)] + [("y", i) for i in range(8)] + [("s2", 0)]
    assert _notes(trouves, preuves) == (0.5, 0.5, 0.5)
    assert _notes([], preuves) == (0.0, 0.0, 0.0)
    assert _centiles([0.001, 0.002, 0.003, 0.004]) == (3.0, 4.0)


def test_jeu_coherent():
    c = verifier()
    assert (c["utilisateurs"], c["sessions"]) == (3, 60) and c["questions"] >= 300
    for u in ("camille", "leo", "sam"):
        par_id = {sid: msgs for sid, _, msgs in sessions(u)}
        for ident, (sid, pos) in preuves_des_faits(u).items():
            assert par_id[sid][pos]["role"] == "user", ident
    for q in questions():
        assert (q.sorte == "sans-reponse") == (not q.preuves)
