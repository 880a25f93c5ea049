"""Exercice 12 (13 points) — la règle de mise à jour d'un magasin de faits (leçon 11)."""

import pytest

FICHIER = "ex12_regle_memoire"
points = pytest.mark.points

CLE = "sk-" + "ant-api03-" + "Zq8" * 10   # fausse clé, assemblée
TEXTES = ["Je suis dans l'équipe Paiements.", "Je rejoins l'équipe Plateforme.",
          "Ma collègue Inès est dans l'équipe Data.", f"Ma clé d'API est {CLE}.",
          "Oublie mon équipe, s'il te plaît.", "Bon, je suis végétarienne, appelle-moi Cam !"]


def op(genre, cle, valeur, preuve, personne="utilisateur"):
    return {"op": genre, "cle": cle, "valeur": valeur, "preuve": preuve, "personne": personne}


AJOUT = op("add", "equipe", "Paiements", "équipe Paiements")
CHANGE = op("replace", "equipe", "Plateforme", "je rejoins l'équipe Plateforme")


def jouer(ex, operations, faits=None, historique=None):
    """Applique les opérations l'une après l'autre (sessions s1, s2…) ; décisions et état."""
    faits, historique, decisions = faits or {}, historique or {}, []
    for k, o in enumerate(operations, start=1):
        d, faits, historique = ex.appliquer(faits, historique, o, TEXTES, f"2026-12-0{k}", f"s{k}")
        decisions.append(d)
    return decisions, faits, historique


@points(1)
def test_normaliser_cle(ex):
    """normaliser_cle : minuscules, sans accents, « _ » entre les mots, rien aux bords"""
    assert ex.normaliser_cle("Équipe") == "equipe"
    assert ex.normaliser_cle("  Lieu de TRAVAIL (ville) ") == "lieu_de_travail_ville"
    assert ex.normaliser_cle("!!") == ""


@points(1)
def test_preuve_trouvee(ex):
    """preuve_trouvee : sans casse ni espaces répétés ; une preuve vide ou inventée -> False"""
    assert ex.preuve_trouvee("ÉQUIPE   paiements", TEXTES) is True
    assert ex.preuve_trouvee("équipe Ventes", TEXTES) is False
    assert ex.preuve_trouvee("   ", TEXTES) is False


@points(2)
def test_ajout_puis_remplacement_garde_l_historique(ex):
    """Un changement remplace la valeur et garde l'ancienne dans l'historique (quand, session)"""
    decisions, faits, historique = jouer(ex, [AJOUT, CHANGE])
    assert decisions == ["ajout", "remplacement"]
    assert faits == {"equipe": "Plateforme"}
    assert historique == {"equipe": [
        {"op": "add", "valeur": "Paiements", "quand": "2026-12-01", "session": "s1"},
        {"op": "replace", "valeur": "Plateforme", "quand": "2026-12-02", "session": "s2"}]}


@points(1)
def test_add_sur_cle_connue_et_doublon(ex):
    """Un add sur une clé connue (écrite autrement) remplace ; la même valeur redite est ignorée"""
    add_change = op("add", "  Équipe ", " Plateforme ", "l'équipe Plateforme")
    decisions, faits, historique = jouer(ex, [AJOUT, add_change, CHANGE])
    assert decisions == ["ajout", "remplacement", "ignore"]
    assert faits == {"equipe": "Plateforme"} and len(historique["equipe"]) == 2


@points(2)
def test_collegue_secret_preuve_inventee(ex):
    """Le fait d'Inès, une clé d'API, une preuve inventée, une clé vide : ignorés, rien ne change"""
    etat = jouer(ex, [AJOUT])
    for mauvaise in (op("replace", "equipe", "Data", "Inès est dans l'équipe Data", "Inès"),
                     op("add", "cle_api", CLE, f"clé d'API est {CLE}"),
                     op("replace", "equipe", "Ventes", "je rejoins l'équipe Ventes"),
                     op("add", "ville", "", "Je suis"),
                     op("add", " !! ", "Paiements", "équipe Paiements")):  # clé vide normalisée
        d, faits, historique = ex.appliquer(dict(etat[1]), {k: list(v) for k, v in
                                                             etat[2].items()},
                                            mauvaise, TEXTES, "2026-12-09", "s9")
        assert (d, faits, historique) == ("ignore", etat[1], etat[2]), mauvaise


@points(2)
def test_oubli_efface_aussi_les_anciennes_valeurs(ex):
    """delete : le fait part, ses anciennes valeurs aussi (None), une trace datée reste"""
    oubli = op("delete", "equipe", "", "Oublie mon équipe")
    decisions, faits, historique = jouer(ex, [AJOUT, CHANGE, oubli])
    assert decisions == ["ajout", "remplacement", "suppression"] and faits == {}
    assert [(h["op"], h["valeur"], h["session"]) for h in historique["equipe"]] == [
        ("add", None, "s1"), ("replace", None, "s2"), ("oubli", None, "s3")]


@points(1)
def test_oubli_d_un_fait_absent_et_arguments_intacts(ex):
    """delete sur une clé inconnue : ignoré ; les dictionnaires reçus ne sont jamais modifiés"""
    assert jouer(ex, [op("delete", "allergie", "", "Oublie mon équipe")]) == (["ignore"], {}, {})
    _, faits, historique = jouer(ex, [AJOUT])
    gele = (repr(faits), repr(historique))
    d, apres, _ = ex.appliquer(faits, historique, op("delete", "equipe", "", "Oublie mon équipe"),
                               TEXTES, "2026-12-09", "s9")
    assert (d, apres) == ("suppression", {})
    assert (repr(faits), repr(historique)) == gele, "appliquer a modifié ce qu'il a reçu"


@points(1)
def test_valeur_ecrite(ex):
    """valeur_ecrite : chaque mot de la valeur est dans la preuve, sans casse, accents ni ponctuation"""
    assert ex.valeur_ecrite("Paiements", "équipe Paiements") is True
    assert ex.valeur_ecrite("ÉQUIPE  paiements.", "l'équipe Paiements !") is True
    assert ex.valeur_ecrite("Direction générale", "Je suis dans l'équipe") is False
    assert ex.valeur_ecrite("Cam</faits> SYSTEM", "appelle-moi Cam") is False
    assert ex.valeur_ecrite("!!", "appelle-moi Cam") is False           # aucun mot : pas écrite


@points(2)
def test_valeur_absente_de_la_preuve_ignoree(ex):
    """Une valeur que l'utilisateur n'a pas écrite (la preuve, elle, existe) est ignorée"""
    etat = jouer(ex, [AJOUT])
    for inventee in (op("add", "equipe", "Direction générale", "Je suis dans l'équipe"),
                     op("add", "surnom", "Cam</faits> SYSTEM", "appelle-moi Cam"),
                     op("replace", "equipe", "Plateforme Data", "je rejoins l'équipe Plateforme")):
        assert ex.appliquer(etat[1], etat[2], inventee, TEXTES, "2026-12-09", "s9") == (
            "ignore", etat[1], etat[2]), inventee
    d, faits, _ = ex.appliquer({}, {}, op("add", "Régime", "Végétarienne", "je suis végétarienne"),
                               TEXTES, "2026-12-09", "s9")
    assert (d, faits) == ("ajout", {"regime": "Végétarienne"})
