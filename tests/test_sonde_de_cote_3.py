"""La forme de la troisième part de côté de la sonde (`mesures/comprehension_cas_de_cote_3.py`).

Ce qu'elle doit contenir pour mesurer ce que promet l'issue 28, compté sur les cas eux-mêmes :
le nombre de faits et de sortes, la part d'anglais, les mises à jour (dont sans mot de
changement, dont une qui change de langue), les négations, les faits d'autrui, les questions
sans réponse. Rien ici ne mesure le moteur : ses chiffres sont ceux de la sonde.
"""

import re

from mesures.comprehension_cas import CAS, NE_TROUVE_PAS, Cas, cas, contient, langue_du_cas, noter
from mesures.comprehension_cas_de_cote import CAS_DE_COTE
from mesures.comprehension_cas_de_cote_3 import CAS_DE_COTE_3
from mesures.comprehension_cas_de_cote_nouveaux import CAS_DE_COTE_NOUVEAUX
from modele_local.comprehension.normaliser import sans_accents

CAMILLE = {"prenom", "equipe", "allergie", "langue", "langage", "transport", "domicile", "ville",
           "entreprise", "chef", "responsable"}
CHANGEMENT = re.compile(r"\b(finalement|maintenant|desormais|a present|en fait|plus maintenant|"
                        r"actually|now|anymore|changed?|change de|switched)\b")
NEGATION = re.compile(r"(?<!\w)(non|no|ne|n'|jamais|plus|sans|not|never|no longer)(?!\w)")


ANGLAIS = {"i", "my", "the", "is", "on", "with", "and", "to", "of", "in", "it", "now", "so", "your",
           "please"}
FRANCAIS = {"je", "mon", "ma", "le", "la", "les", "est", "de", "du", "un", "une", "et", "au", "a"}


def _anglais(dit: str) -> bool:
    """La langue d'une phrase par ses petits mots (« The pool… » est anglais, « Mon cours… »
    français) ; la règle du premier mot de `session` ne vaut que pour la première."""
    mots = re.findall(r"[a-z]+", sans_accents(dit).lower())
    return sum(m in ANGLAIS for m in mots) > sum(m in FRANCAIS for m in mots)


def _mots(texte: str) -> set[str]:
    """Les mots de quatre lettres ou plus, par leurs quatre premières (« play », « plays »)."""
    return {m[:4] for m in re.findall(r"\w{4,}", sans_accents(texte).lower())}


def _mises_a_jour() -> list[Cas]:
    return [c for c in CAS_DE_COTE_3 if c.perime and len(c.dits) >= 2]


def test_au_moins_48_faits_de_30_sortes_hors_du_scenario():
    assert len(CAS_DE_COTE_3) >= 48
    sortes = {c.sorte for c in CAS_DE_COTE_3}
    assert len(sortes) >= 30
    assert not {m for s in sortes for m in s.split("_")} & CAMILLE


def test_neuve_par_rapport_aux_trois_autres_parts():
    anciens = {d for c in CAS + CAS_DE_COTE + CAS_DE_COTE_NOUVEAUX for d in (*c.dits, c.question)}
    # le message d'échec ne cite que les phrases d'ici (les autres parts restent non lues)
    assert not [d for c in CAS_DE_COTE_3 for d in (*c.dits, c.question) if d in anciens]


def test_environ_un_tiers_en_anglais_et_la_session_dans_sa_langue():
    anglais = [c for c in CAS_DE_COTE_3 if langue_du_cas(c) == "en"]
    assert 0.28 <= len(anglais) / len(CAS_DE_COTE_3) <= 0.40
    assert [c.sorte for c in CAS_DE_COTE_3 if _anglais(c.dits[0]) != (c in anglais)] == []
    # une question anglaise dans une session anglaise (la règle du premier mot ne se trompe pas)
    assert all((c in anglais) == bool(re.match(r"(what|when|which|who|how|do|why)\b",
                                               c.question.lower())) for c in CAS_DE_COTE_3)


def test_mises_a_jour_dont_la_moitie_sans_mot_de_changement_et_une_dans_une_autre_langue():
    maj = _mises_a_jour()
    assert len(maj) >= 8
    sans_mot = [c for c in maj if not any(CHANGEMENT.search(sans_accents(d).lower())
                                          for d in c.dits[1:])]
    assert 2 * len(sans_mot) >= len(maj)
    autre_langue = [c for c in maj if _anglais(c.dits[0]) != _anglais(c.dits[-1])]
    assert autre_langue and any(c in sans_mot for c in autre_langue)


def test_negations_faits_d_autrui_et_phrases_melees():
    negations = [c for c in CAS_DE_COTE_3 if any(NEGATION.search(sans_accents(a))
                                                 for a in c.attendu)]
    assert len(negations) >= 6
    autrui = [c for c in CAS_DE_COTE_3 if c.personne != "utilisateur" or c.autrui]
    assert len(autrui) >= 8
    nommes = {c.personne for c in autrui if c.personne[:1].isupper()}
    designes = {c.personne for c in autrui if c.personne[:1].islower()} - {"utilisateur"}
    assert len(nommes) >= 2 and len(designes) >= 2
    meles = [c for c in CAS_DE_COTE_3 if c.personne == "utilisateur" and c.autrui and c.attendu]
    assert len(meles) >= 2


def test_dates_nombres_preferences_sante():
    mois = re.compile(r"(janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|"
                      r"novembre|decembre|january|february|march|april|may|june|july|august|"
                      r"september|october|november|december)")
    assert sum(any(mois.search(sans_accents(a)) for a in c.attendu) for c in CAS_DE_COTE_3) >= 3
    assert sum(any(re.search(r"\d", a) for a in c.attendu) for c in CAS_DE_COTE_3) >= 3
    sortes = [c.sorte for c in CAS_DE_COTE_3]
    assert sum(s.startswith("preference") for s in sortes) >= 3
    assert sum(s.startswith(("medical", "medicament", "alimentation")) for s in sortes) >= 3


def test_questions_sans_reponse_avec_une_phrase_voisine():
    absents = [c for c in CAS_DE_COTE_3 if c.sans_reponse]
    assert len(absents) >= 4
    for c in absents:
        assert c.leurre or c.autrui, c.sorte
        # la phrase voisine partage au moins un mot avec la question
        assert _mots(c.question) & _mots(" ".join(c.dits)), c.sorte
        assert contient(" ".join(c.dits), c.leurre + c.autrui), c.sorte


def test_noter_une_question_sans_reponse():
    c = cas("essai", "Mon rendez-vous chez le coiffeur est jeudi.",
            "Quand est mon rendez-vous chez le dentiste ?", [], leurre="jeudi")
    assert c.sans_reponse and c.memoire
    assert noter("Je ne trouve pas cette information dans notre conversation.", c) == "juste"
    assert noter("I can't find this information in our conversation.", c) == "juste"
    assert noter("D'après ce que vous m'avez dit : « … jeudi »", c) == "faux"
    assert noter("Je ne trouve pas le dentiste ; le coiffeur, c'est jeudi.", c) == "faux"
    assert noter("Vous n'avez rien dit.", c) == "faux"
    assert "ne trouve pas" in NE_TROUVE_PAS
    # un cas ordinaire n'a pas changé de note
    assert not CAS[0].sans_reponse and noter("Je ne trouve pas.", CAS[0]) == "faux"


def test_les_valeurs_attendues_sont_dans_les_phrases_dites():
    """Une réponse qui cite la phrase de l'utilisateur contient la valeur : sinon le cas est mal
    écrit (sauf une traduction, prévue par une seconde variante, ou un « oui »/« non »)."""
    for c in CAS_DE_COTE_3:
        if c.attendu:
            assert contient(" ".join(c.dits), c.attendu), c.sorte
        if c.perime:
            assert contient(" ".join(c.dits[:-1]), c.perime), c.sorte
