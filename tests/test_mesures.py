"""Tests de mesures/ : la conversation longue est toujours la même, chaque mesure tourne en version
réduite et écrit des résultats de la bonne forme. Aucune assertion chronométrée : les durées se
comparent côte à côte dans `make mesures`, pas ici."""

import json
import sqlite3
import sys

import pytest

from contexte import camille_session1  # noqa: E402
from contexte.llm import MODELE_ANTHROPIC, client_anthropic  # noqa: E402
from mesures.__main__ import executer  # noqa: E402
from mesures.bilan import moins_cher_des  # noqa: E402
from mesures.conversation_longue import (  # noqa: E402
    CONTROLES,
    conversation_longue,
    echange_de_travail,
    reponse_juste,
)
from mesures.persistance import mesurer  # noqa: E402
from mesures.sorties import decimal_fr, entier_fr, markdown  # noqa: E402
from mesures.stockages import methodes  # noqa: E402
from mesures.strategies import (  # noqa: E402
    FenetreDeque,
    ResumeGlissant,
    avec_point_de_cache,
    fenetre_par_budget,
)
from mesures.suite import chronometrer  # noqa: E402
from mesures.tableaux import (
    seuils,  # noqa: E402
    tableau_suite,  # noqa: E402
)
from modele_local.comprehension.faits import faits_de, question_sur  # noqa: E402


def u(texte):
    return {"role": "user", "content": texte}


def a(texte):
    return {"role": "assistant", "content": texte}


# --- la conversation longue

def test_conversation_toujours_la_meme():
    tours = conversation_longue(200)
    assert tours == conversation_longue(200)
    assert len(tours) == 400
    assert tours[:20] == camille_session1()                      # les faits d'abord
    assert [r for r, _ in tours] == ["user", "model"] * 200      # rôles alternés
    assert tours[20] == ("user", "Peux-tu m'expliquer comment aborder la revue de code quand on "
                                 "débute sur un projet aussi vaste ?")
    assert tours[20:22] == list(echange_de_travail(0))
    assert conversation_longue(10) == camille_session1()


def test_faits_plantes_tot_et_seulement_tot():
    tours = conversation_longue(200)
    travail = [t for r, t in tours[20:] if r == "user"]
    assert faits_de(travail) == {}                                # aucun fait après l'échange 10
    assert all(question_sur(t) is None for t in travail)          # aucune question de fait
    faits = faits_de(t for r, t in tours if r == "user")
    assert {c.cle: c.attendu in faits[c.cle] for c in CONTROLES} == {c.cle: True for c in CONTROLES}
    assert faits["equipe"] == "Plateforme"                        # le changement d'équipe compte
    assert [question_sur(c.question) for c in CONTROLES] == [c.cle for c in CONTROLES]


@pytest.mark.parametrize("echanges", [9, 0, -1, True, 10.0, "200"])
def test_conversation_refuse_trop_court(echanges):
    with pytest.raises(ValueError, match="echanges doit être un entier ≥ 10"):
        conversation_longue(echanges)


@pytest.mark.parametrize(("cle", "reponse", "juste"), [
    ("langage", "Vous codez surtout en Go.", True),
    ("langage", "Vous codez surtout en Google Sheets.", False),   # mot entier seulement
    ("domicile", "Vous habitez à REZE.", True),                    # accents et casse ignorés
    ("equipe", "Vous êtes dans l'équipe Paiements.", False),       # l'ancienne équipe est fausse
    ("allergie", "Je ne trouve pas cette information dans notre conversation.", False),
])
def test_reponse_juste(cle, reponse, juste):
    controle = next(c for c in CONTROLES if c.cle == cle)
    assert reponse_juste(controle, reponse) is juste


# --- les stratégies

def test_fenetre_par_budget():
    u1, a1, u2, a2, u3 = u("un"), a("deux"), u("trois"), a("quatre"), u("cinq")
    quatre = lambda m: 4  # noqa: E731
    msgs = [u1, a1, u2, a2, u3]
    assert fenetre_par_budget(msgs, 100, quatre) == msgs
    assert fenetre_par_budget(msgs, 12, quatre) == [u2, a2, u3]     # 12 = 3 × 4 : égalité permise
    assert fenetre_par_budget(msgs, 11, quatre) == [u3]             # [a2, u3] commencerait par a2
    assert fenetre_par_budget(msgs, 3, quatre) == []
    assert fenetre_par_budget([], 10) == []
    with pytest.raises(ValueError, match="budget doit être un nombre de tokens entier ≥ 0"):
        fenetre_par_budget(msgs, -1)


def test_fenetre_par_budget_ne_coupe_pas_une_paire_d_outils():
    appel = {"role": "assistant", "content": [{"type": "tool_use", "id": "t1", "name": "meteo",
                                               "input": {}}]}
    resultat = {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "t1",
                                             "content": "12 °C"}]}
    msgs = [u("Quel temps ?"), appel, resultat, a("Il fait 12 °C."), u("Merci")]
    assert fenetre_par_budget(msgs, 12, lambda m: 4) == [msgs[-1]]  # pas de tool_result orphelin
    assert fenetre_par_budget(msgs, 20, lambda m: 4) == msgs


def test_avec_point_de_cache():
    msgs = [u("Salut"), a("Bonjour"), {"role": "user", "content": [{"type": "text", "text": "x"}]}]
    copie = avec_point_de_cache(msgs)
    assert copie[-1] == {"role": "user", "content": [
        {"type": "text", "text": "x", "cache_control": {"type": "ephemeral"}}]}
    assert copie[:2] == msgs[:2] and "cache_control" not in msgs[-1]["content"][0]  # rien modifié
    assert avec_point_de_cache([u("é")])[0]["content"] == [
        {"type": "text", "text": "é", "cache_control": {"type": "ephemeral"}}]
    with pytest.raises(ValueError, match="Aucun message à envoyer"):
        avec_point_de_cache([])


def test_fenetre_deque_commence_par_user_et_sonde_sans_rien_changer():
    s = FenetreDeque(4)
    for i in range(3):
        s.envoyer(f"q{i}")
        s.recevoir(f"r{i}")
    assert s.envoyer("q3") == [u("q2"), a("r2"), u("q3")]   # la deque garde r1, q2, r2, q3
    s.recevoir("r3")
    assert s.sonde("Et moi ?") == [u("q3"), a("r3"), u("Et moi ?")]
    assert list(s.fenetre) == [u("q2"), a("r2"), u("q3"), a("r3")]


def test_resume_glissant_requete_valide_contre_le_modele_local():
    client = client_anthropic(max_retries=0)
    s = ResumeGlissant(client, max_turns=4, keep_last=2)
    for role, texte in camille_session1()[:4]:
        (s.recevoir if role == "model" else s.envoyer)(texte)
    requete = s.envoyer("À quoi suis-je allergique ?")   # 5 tours > 4 : un résumé
    assert requete[0]["role"] == "user"
    assert requete[0]["content"].startswith("[Résumé de la conversation précédente]\n")
    assert [m["role"] for m in requete] == ["user", "assistant", "user"]
    reponse = client.messages.create(model=MODELE_ANTHROPIC, max_tokens=50, messages=requete)
    assert reponse.stop_reason == "end_turn"


def test_moins_cher_des():
    assert moins_cher_des([1, 1, 1], [0.5, 1, 3]) == 3
    assert moins_cher_des([1, 1], [2, 2]) == 1
    assert moins_cher_des([1, 5], [2, 2]) is None        # passé devant, puis repassé derrière
    assert moins_cher_des([], []) is None


# --- la persistance

@pytest.mark.parametrize("nom", list(methodes()))
def test_chaque_stockage_garde_tous_les_messages(tmp_path, nom):
    stock = methodes()[nom]
    stock.preparer(tmp_path, [u("un"), a("deux")])
    stock.ajouter(u("trois é"))
    stock.fermer()
    if (tmp_path / "session.json").exists():
        relu = json.loads((tmp_path / "session.json").read_text(encoding="utf-8"))
    elif (tmp_path / "session.jsonl").exists():
        relu = [json.loads(ligne) for ligne in (tmp_path / "session.jsonl").read_text().splitlines()]
    else:
        with sqlite3.connect(tmp_path / "session.db") as db:
            lignes = db.execute("SELECT role, contenu FROM messages ORDER BY id").fetchall()
        relu = [{"role": r, "content": json.loads(c)} for r, c in lignes]
    assert relu == [u("un"), a("deux"), u("trois é")]


def test_persistance_reduite(tmp_path):
    r = mesurer((10, 30), 2, dossier=tmp_path)
    assert list(tmp_path.iterdir()) == []                 # rien ne reste sur disque
    assert r["longueurs"] == [10, 30] and r["repetitions"] == 2 and r["seuil_ms"] == 10.0
    assert [(x["methode"], x["messages"]) for x in r["mesures"]] == [
        (nom, n) for nom in methodes() for n in (10, 30)]
    assert all(0 < x["min_ms"] <= x["mediane_ms"] for x in r["mesures"])


def test_seuils_ignorent_un_pic_isole():
    r = {"seuil_ms": 10.0, "mesures": [
        {"methode": "m", "messages": 10, "mediane_ms": 12.0},   # pic isolé : ne compte pas
        {"methode": "m", "messages": 100, "mediane_ms": 5.0},
        {"methode": "m", "messages": 1000, "mediane_ms": 11.0},
        {"methode": "m", "messages": 10000, "mediane_ms": 50.0},
        {"methode": "j", "messages": 10, "mediane_ms": 0.1}]}
    assert seuils(r) == {"m": 1000, "j": None}


# --- la suite, les sorties

def test_chronometrer_une_commande():
    ok = chronometrer([sys.executable, "-c", "print('a'); print('b')"])
    assert ok["code_retour"] == 0 and ok["fin_de_sortie"] == ["a", "b"] and ok["secondes"] >= 0
    assert chronometrer([sys.executable, "-c", "raise SystemExit(3)"])["code_retour"] == 3


def test_formats_et_tableaux():
    assert entier_fr(2787571) == "2 787 571" and entier_fr(13937.9) == "13 938"
    assert decimal_fr(98.78, 1, " %") == "98,8 %" and decimal_fr(1234.5, 2) == "1 234,50"
    assert markdown(["a", "b"], [["1", "2"]]) == "| a | b |\n| --- | --- |\n| 1 | 2 |"
    suite = {"etapes": [{"etape": "installation", "secondes": 61.25, "code_retour": 0},
                        {"etape": "nbval", "secondes": 10.0, "code_retour": 1}]}
    assert tableau_suite(suite)[1] == [["installation", "61,2", "ok"],
                                       ["nbval", "10,0", "échec (1)"], ["total", "71,2", ""]]


# --- tout, en version réduite

@pytest.fixture(scope="module")
def rapide(tmp_path_factory):
    sortie = tmp_path_factory.mktemp("resultats")
    return sortie, executer(sortie, rapide=True)


def test_make_mesures_rapide_ecrit_tout(rapide):
    sortie, index = rapide
    attendus = {"strategies.json", "strategies.csv", "strategies_par_echange.csv", "strategies.png",
                "faits_retrouves.png", "tokens.json", "tokens.csv", "persistance.json",
                "persistance.csv", "persistance.png", "tableaux.md", "fournisseurs.csv",
                "retention.json", "retention.csv", "retention.png", "bases.json", "bases_ajout.csv",
                "bases_debit.csv", "bases.png", "latence.json", "latence.csv"}
    assert attendus <= set(index["fichiers"]) and (sortie / "mesures.json").exists()
    assert set(index["durees_secondes"]) == {"strategies", "retention", "latence", "tokens",
                                              "persistance", "bases", "memoire", "suite"}
    assert "## Sessions en base" in (sortie / "tableaux.md").read_text(encoding="utf-8")
    assert "## Banc inter-sessions" in (sortie / "tableaux.md").read_text(encoding="utf-8")
    assert "| historique complet |" in (sortie / "tableaux.md").read_text(encoding="utf-8")
    assert "## Banc de rétention" in (sortie / "tableaux.md").read_text(encoding="utf-8")
    assert "## Latence vue par l'utilisatrice" in (sortie / "tableaux.md").read_text(encoding="utf-8")
    assert not (sortie / "suite.json").exists()            # la suite n'est mesurée qu'à la demande


def test_latence_rapide_memes_compactions_dans_les_deux_modes(rapide):
    """Les deux modes compactent aux mêmes questions (4, 6, 8, 10) et substituent chaque résumé."""
    sortie, _ = rapide
    r = json.loads((sortie / "latence.json").read_text(encoding="utf-8"))
    assert r["repetitions"] == 1 and len(r["tours"]) == 2 * 2 * 10
    for resumeur in ("modèle local tel quel", "résumé imité à 0,2 s"):
        for mode in ("en attente", "en arrière-plan"):
            tours = [x for x in r["tours"] if x["resumeur"] == resumeur and x["mode"] == mode]
            assert [x["question"] for x in tours if x["compaction"]] == [4, 6, 8, 10]
            assert all(x["resume_substitue"] for x in tours if x["compaction"])
    assert [(s["mode"], s["compactions"], s["resumes_substitues"]) for s in r["synthese"]] == [
        ("en attente", 4, 4), ("en arrière-plan", 4, 4)] * 2
    assert [s["rapport_premier_morceau"] for s in r["synthese"][::2]] == [1.0, 1.0]


def test_strategies_rapide_forme_et_valeurs(rapide):
    sortie, _ = rapide
    r = json.loads((sortie / "strategies.json").read_text(encoding="utf-8"))
    assert r["echanges"] == 12 and r["points_de_controle"] == [10, 12]
    noms = [s["strategie"] for s in r["strategies"]]
    assert noms == ["historique complet", "fenêtre glissante (12 messages)",
                    "fenêtre par budget (2000 tokens)", "résumé périodique (24 → résumé + 6)",
                    "résumé glissant (12/6)"]
    par_nom = {s["strategie"]: s for s in r["strategies"]}
    assert [par_nom[n]["appels_de_resume"] for n in noms] == [0, 0, 0, 1, 2]
    assert [par_nom[n]["faits_retrouves_fin"] for n in noms] == [9, 2, 9, 9, 9]
    for s in r["strategies"]:
        assert s["appels"] == 12 and s["faits_plantes"] == 9
        assert s["tokens_par_appel_max"] >= s["tokens_par_appel_moyenne"] > 0
        assert 0 <= s["part_lue_du_cache"] <= 1 and s["cout_dollars"] > 0
        assert all(len(v) == 12 for v in r["series"][s["strategie"]].values())
    assert set(r["tarif"]) >= {"entree", "sortie", "ecriture_cache", "lecture_cache", "date"}


def test_lignes_fournisseur(rapide):
    """Les stratégies où le fournisseur garde la mémoire : mesurées, ou dites non mesurées."""
    sortie, _ = rapide
    f = json.loads((sortie / "strategies.json").read_text(encoding="utf-8"))["fournisseurs"]
    noms = [s["strategie"] for s in f["strategies"]] + list(f["non_mesurees"])
    assert sorted(noms) == sorted([
        "compaction à la demande (12/6)", "outils : historique complet",
        "outils : compaction au seuil (50000 tokens)",
        "outils : édition de contexte (seuil 4000, 3 gardés)",
        "outils : édition de contexte (seuil 4000, 3 gardés, au moins 10000)",
        "Gemini Interactions (gemini-3.8-flash, previous_interaction_id)",
        "Gemini Interactions (gemini-3.8-flash), cache implicite parfait (hypothèse)"])
    for s in f["strategies"]:
        assert s["appels"] == 12 and s["faits_plantes"] == 9 and s["cout_dollars"] > 0
        assert s["tarif"] in ("claude-sonnet-5-5", "gemini-3.8-flash")
    par_nom = {s["strategie"]: s for s in f["strategies"]}
    complet = par_nom["outils : historique complet"]
    assert complet["faits_retrouves_fin"] == 9       # tout est envoyé : rien n'est oublié
    demande = par_nom["compaction à la demande (12/6)"]
    assert demande["appels_de_resume"] == 2           # 12 échanges : deux compactions (12/6)
    sans, avec = (par_nom[n] for n in sorted(par_nom) if n.startswith("Gemini"))
    assert avec["cout_dollars"] <= sans["cout_dollars"]  # 12 échanges : sous les 4 096 du cache
    assert "| outils : historique complet |" in (sortie / "tableaux.md").read_text("utf-8")
