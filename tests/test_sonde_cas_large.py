"""La forme du grand jeu de réglage de la sonde (`mesures.comprehension_cas_large`) : assez de faits,
de sortes, d'anglais, de mises à jour (dont la moitié sans mot de changement), de négations, de faits
d'autrui et de questions sans réponse ; aucune question en double. Rien ici ne lance le moteur."""

import re

from mesures.comprehension_cas import BAVARDAGE, session
from mesures.comprehension_cas_large import CAS_LARGE
from modele_local.comprehension.normaliser import sans_accents

PETITS_MOTS = {
    "en": {"i", "my", "me", "the", "a", "is", "am", "are", "what", "which", "who", "where", "when",
           "how", "do", "does", "did", "have", "to", "of", "and", "in", "on", "at", "for", "you",
           "your", "please", "it", "with"},
    "fr": {"je", "j", "mon", "ma", "mes", "me", "m", "le", "la", "les", "l", "un", "une", "est", "quel",
           "quelle", "quels", "quelles", "quand", "ou", "comment", "combien", "de", "du", "des", "et",
           "c", "qu", "que", "moi", "tu", "a", "en", "pour", "au"},
}
# Mots qui disent un changement : une mise à jour « sans mot de changement » n'en a aucun.
CHANGEMENT = re.compile(
    r"\b(finalement|maintenant|desormais|plus|change\w*|nouve\w*|demenag\w*|mute|arrete|en fait"
    r"|now|actually|anymore|longer|new|instead|moved|switched|quit|sold|changed)\b")
NEGATION = re.compile(r"\bn(e\b|')[^.;,]*?\b(pas|jamais|plus)\b|\b(not|never)\b|n't\b|\bno longer\b")


def langue(texte: str) -> str:
    """« en » ou « fr », selon les petits mots les plus nombreux (« a » et « me » comptent des deux côtés)."""
    mots = re.findall(r"[a-z]+", sans_accents(texte))
    en, fr = (sum(m in PETITS_MOTS[code] for m in mots) for code in ("en", "fr"))
    return "en" if en > fr else "fr"


def test_au_moins_160_faits_de_90_sortes_sans_question_en_double():
    assert len(CAS_LARGE) >= 160
    assert len({c.sorte for c in CAS_LARGE}) >= 90
    questions = [sans_accents(c.question) for c in CAS_LARGE]
    assert len(set(questions)) == len(questions)


def test_environ_40_pour_cent_d_anglais_et_le_bavardage_dans_la_langue_du_cas():
    anglais = [c for c in CAS_LARGE if langue(c.question) == "en"]
    assert 0.35 <= len(anglais) / len(CAS_LARGE) <= 0.5
    for c in CAS_LARGE:
        code = langue(c.question)
        assert langue(" ".join(c.dits)) == code, c.sorte
        assert session(c)[0] == BAVARDAGE[code][0], c.sorte


def test_mises_a_jour_dont_la_moitie_sans_mot_de_changement():
    maj = [c for c in CAS_LARGE if c.perime]
    assert len(maj) >= 25
    for c in maj:
        assert len(c.dits) >= 2, c.sorte   # l'ancienne valeur, puis la nouvelle, dans des tours à part
    sans_mot = [c for c in maj if not CHANGEMENT.search(sans_accents(c.dits[-1]))]
    assert 2 * len(sans_mot) >= len(maj)


def test_negations_autrui_et_questions_sans_reponse_avec_leurre():
    assert sum(bool(NEGATION.search(sans_accents(" ".join(c.dits)))) for c in CAS_LARGE) >= 15
    assert sum(c.personne != "utilisateur" or bool(c.autrui) for c in CAS_LARGE) >= 25
    sans = [c for c in CAS_LARGE if c.sans_reponse]
    assert len(sans) >= 15 and all(c.leurre for c in sans)


def test_chaque_valeur_attendue_a_ete_ecrite_et_la_perimee_aussi():
    """La réponse juste est un morceau de ce que l'utilisateur a écrit ; la périmée, celle d'autrui
    et le leurre aussi (une variante au moins : les autres peuvent l'écrire autrement)."""
    for c in CAS_LARGE:
        dits = sans_accents(" ".join(c.dits))
        if c.attendu:
            assert any(sans_accents(v) in dits for v in c.attendu), c.sorte
        for variantes in (c.perime, c.autrui, c.leurre):
            assert not variantes or any(sans_accents(v) in dits for v in variantes), c.sorte
