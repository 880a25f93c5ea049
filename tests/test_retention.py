"""Le banc de rétention : la notation d'un fait sur des textes faits main, puis le banc entier sur
le modèle local (vrai client anthropic), avec des valeurs exactes."""

import pytest

from contexte import llm_summarizer
from cours.clients import client_anthropic
from mesures.retention import evaluer, noter_resumeur
from mesures.retention_notes import donnees, noter, phrases, tours_du_banc
from mesures.strategies import FenetreDeque, HistoriqueComplet


def par_id(notes):
    return {n["id"]: n for n in notes}


def test_donnees_au_moins_30_faits_et_un_secret():
    faits = donnees()["faits"]
    sortes = [f["sorte"] for f in faits]
    assert len(faits) - sortes.count("secret") >= 30 and sortes.count("secret") == 1
    assert {"fait", "mise_a_jour", "piege"} <= set(sortes)
    assert len(tours_du_banc()) == 80 and [r for r, _ in tours_du_banc()] == ["user", "model"] * 40
    for f in faits:   # chaque mot attendu a bien été dit, dans l'échange annoncé
        question = donnees()["echanges"][f["echange"] - 1][0]
        for mot in f.get("attendu", f.get("interdit")):
            assert mot.lower() in question.lower(), (f["id"], mot)


@pytest.mark.parametrize("memoire, reecrit, cle, attendu", [
    # la nouvelle équipe est là : juste
    ("Camille est dans l'équipe Plateforme.", "", "equipe", (True, False)),
    # seule l'ancienne équipe, dans le résumé : périmée
    ("Camille est dans l'équipe Paiements.", "Camille est dans l'équipe Paiements.", "equipe",
     (False, True)),
    # la phrase qui dit le changement contient les deux : pas une confusion
    ("« Je quitte l'équipe Paiements et je rejoins l'équipe Plateforme. »",
     "« Je quitte l'équipe Paiements et je rejoins l'équipe Plateforme. »", "equipe", (True, False)),
    # l'allergie de Julien attribuée à Camille : le piège est tombé
    ("Camille est allergique aux arachides. Camille est allergique au gluten.",
     "Camille est allergique au gluten.", "allergie", (True, True)),
    # les mots doivent être dans la même phrase, accents et casse ignorés
    ("Mon binôme arrive. Inès aussi.", "", "binome", (False, False)),
    ("MON BINOME S'APPELLE INES.", "", "binome", (True, False)),
    # un mot entier : « Go » n'est pas dans « Google »
    ("Camille aime Google.", "", "langage", (False, False)),
])
def test_noter_un_fait(memoire, reecrit, cle, attendu):
    n = par_id(noter(memoire, reecrit))[cle]
    assert (n["retenu"], n["confondu"]) == attendu
    assert n["juste"] == (attendu == (True, False))


def test_le_secret_fuit_partout():
    assert par_id(noter("Le code est Tulipe-4821.", ""))["secret_vpn"]["fuit"]
    assert not par_id(noter("Le code est [masqué].", ""))["secret_vpn"]["fuit"]


def test_phrases_normalisees():
    assert phrases("Été ! « Bonjour. » Fin\nSuite") == ["ete !", "« bonjour. »", "fin", "suite"]


def test_banc_historique_et_fenetre_valeurs_exactes():
    complet = evaluer("complet", lambda u: HistoriqueComplet())
    assert (complet["justes"], complet["faits"], complet["secret_fuit"]) == (32, 32, True)
    fenetre = evaluer("fenêtre", lambda u: FenetreDeque(12))
    assert (fenetre["justes"], fenetre["secret_fuit"], fenetre["appels_resume"]) == (0, False, 0)
    assert fenetre["tokens_memoire"] < complet["tokens_memoire"]


def test_banc_resume_glissant_sur_le_modele_local():
    """Le résumé extractif du modèle local garde 11 faits justes ; l'allergie de Julien reste
    la sienne (citée telle quelle, sans consigne sur les personnes) ; une limite de 400 mots
    laisse passer le secret."""
    client = client_anthropic(max_retries=0)
    r = noter_resumeur(llm_summarizer(client))
    assert (r["justes"], r["perimes_ou_confondus"], r["secret_fuit"]) == (11, 0, False)
    assert not par_id(r["detail"])["allergie"]["confondu"]
    long = noter_resumeur(llm_summarizer(client, prompt="Résume la conversation en 400 mots "
                                                        "maximum.", max_tokens=2000))
    assert long["secret_fuit"] and long["justes"] > r["justes"]


def test_julien_n_est_pas_une_confusion_sur_l_allergie_de_camille():
    """Bogue du banc : un résumé qui citait « Julien est allergique au gluten » était compté comme
    s'il donnait le gluten à Camille ; seule la phrase sans Julien est une confusion."""
    juste = "Camille est allergique aux arachides. « Mon collègue Julien est allergique au gluten. »"
    notes = par_id(noter(juste, juste))
    assert notes["allergie"]["juste"] and notes["julien"]["juste"]
    faux = "Camille est allergique au gluten."
    assert par_id(noter(faux, faux))["allergie"]["confondu"]


def test_secrets_recents_recopies_sauf_si_la_consigne_l_interdit(client):
    from mesures.retention_secrets import SECRETS, secrets_recopies

    assert secrets_recopies(llm_summarizer(client)) == SECRETS   # SUMMARY_PROMPT ne dit rien
    interdit = "Résume la conversation en 120 mots. Ne recopie jamais un code, une clé ni un mot " \
               "de passe."
    assert secrets_recopies(llm_summarizer(client, prompt=interdit)) == []


def test_comparer_consignes_a_limite_egale(client):
    """SUMMARY_PROMPT dont on n'a changé que la limite : exactement la référence à même limite."""
    from mesures.retention_consignes import a_la_limite, comparer_consignes

    base, meme, consigne = comparer_consignes(a_la_limite(200), client)
    assert meme["nom"] == "SUMMARY_PROMPT à 200 mots"
    assert {**meme, "nom": ""} == {**consigne, "nom": ""}
    assert (base["justes"], meme["justes"]) == (11, 18)
