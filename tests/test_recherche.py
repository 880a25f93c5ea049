"""L'index des conversations (contexte/recherche.py) : SQLite et PostgreSQL (pgvector), mêmes tests.

Les phrases et les questions ont été écrites avant le code, comme les écrirait un inconnu ; le
jeu de mesures (mesures/recherche_jeu.py) est un autre texte, jamais repris ici.
"""

from __future__ import annotations

import pytest

from contexte import recherche
from contexte.recherche import IndexConversations, Resultat, date_iso, fusionner, texte_du_message
from contexte.recherche_mots import langue, racines, requete_fts

NOURA = [  # une session, positions 0 à 5
    {"role": "user", "content": "Salut, j'ai une question sur mon déménagement."},
    {"role": "assistant", "content": "Je t'écoute."},
    {"role": "user", "content": "Je bosse de nuit à l'hôpital Saint-Louis depuis janvier."},
    {"role": "assistant", "content": [{"type": "tool_use", "id": "t1", "name": "agenda", "input": {}}]},
    {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "t1",
                                  "content": "Rendez-vous chez le cardiologue le 3 mars"}]},
    {"role": "user", "content": "Mon identifiant de ticket est PR-4521, note-le."},
]
NOURA_EN = [
    {"role": "user", "content": "My landlord is raising the rent by ten percent."},
    {"role": "user", "content": "I'm allergic to shellfish, so no prawns please."},
]


@pytest.fixture(params=["sqlite", "postgresql"])
def index(request, tmp_path):
    if request.param == "sqlite":
        url = f"sqlite:///{tmp_path / 'index.db'}"
    else:
        url = request.getfixturevalue("url_postgres")
    idx = IndexConversations(url)
    idx.ajouter("noura", "2026-01-20", NOURA, quand="2026-01-20T10:00:00")
    idx.ajouter("noura", "2026-02-02", NOURA_EN, quand="2026-02-02T18:30:00")
    yield idx
    idx.fermer()


# -- les racines -------------------------------------------------------------------------------
@pytest.mark.parametrize("texte, attendu", [
    ("Les enfants jouent", ["enfant", "jouent"]),          # pluriel ôté ; « jouent » : Snowball le garde
    ("Noël à Besançon", ["noel", "besancon"]),             # accents ôtés après la racine
    ("l'allergie aux œufs", ["allerg", "œuf"]),            # élision, pluriel
    ("The children were playing", ["children", "play"]),   # anglais : -ing ôté, mots outils ôtés
])
def test_racines(texte, attendu):
    assert racines(texte) == attendu


def test_langue_et_requete():
    assert langue("What did I say about the rent?") == "en"
    assert langue("Qu'est-ce que j'ai dit du loyer ?") == "fr"
    # guillemets neutralisés ; Snowball réduit « loyer » à « loi » (comme la loi) : une racine
    # confond parfois deux mots, le sens est là pour ça
    assert requete_fts('Le "loyer" augmente-t-il ?') == '"loi" OR "augment"'
    assert requete_fts("et ou mais donc") is None


# -- chercher ----------------------------------------------------------------------------------
def test_mots_trouve_un_identifiant_exact(index):
    r = index.chercher("noura", "PR-4521", mode="mots")
    assert [(x.session, x.position) for x in r][:1] == [("2026-01-20", 5)]


def test_sens_trouve_sans_mot_commun(index, monkeypatch):
    """« travailler » n'est pas dans le message ; « bosse » ne partage aucune racine avec lui.

    Le sens le retrouve, mais pas premier : le message d'ouverture (« j'ai une question sur mon
    déménagement ») attire toutes les questions à la première personne ; un petit modèle
    (multilingual-e5-small, 4 bits) confond souvent « ressembler à une question » et « y répondre ».
    Et le seuil le coupe : son cosinus (0,81) est sous `SEUIL_SENS` (0,82), le prix mesuré de ne
    rien rendre aux questions sans rapport (mesures/recherche.py, tableau de réglage).
    """
    assert index.chercher("noura", "où est-ce que je travaille ?", mode="mots") == []
    assert ("2026-01-20", 2) not in [(x.session, x.position) for x in
                                     index.chercher("noura", "où est-ce que je travaille ?", mode="sens")]
    monkeypatch.setattr(recherche, "SEUIL_SENS", -1.0)
    r = index.chercher("noura", "où est-ce que je travaille ?", mode="sens", k=5)
    assert ("2026-01-20", 2) in [(x.session, x.position) for x in r]
    monkeypatch.undo()
    r = index.chercher("noura", "Dans quel hôpital je travaille ?", mode="sens", k=1)
    assert [(x.session, x.position) for x in r] == [("2026-01-20", 2)]


def test_hybride_par_defaut_et_resultat_complet(index):
    r = index.chercher("noura", "Quand ai-je rendez-vous chez le cardiologue ?", k=3)
    assert isinstance(r[0], Resultat)
    assert (r[0].session, r[0].position, r[0].quand) == ("2026-01-20", 4, "2026-01-20T10:00:00")
    assert r[0].texte == "Rendez-vous chez le cardiologue le 3 mars"
    assert all(a.score >= b.score for a, b in zip(r, r[1:], strict=False))


def test_anglais_et_entre_langues(index):
    r = index.chercher("noura", "Can I eat prawns?", k=1)
    assert (r[0].session, r[0].position) == ("2026-02-02", 1)
    # une question en français, la réponse dite en anglais : le sens la met dans les deux premiers
    r = index.chercher("noura", "Est-ce que mon loyer va augmenter ?", k=2, mode="sens")
    assert ("2026-02-02", 0) in [(x.session, x.position) for x in r]


@pytest.mark.parametrize("question", [
    "Quelle est la capitale de la Mongolie ?",
    "Combien de pattes a une araignée ?",
    "How do I change a bicycle tyre?",
])
def test_question_sans_rapport_ne_rend_rien(index, question):
    assert index.chercher("noura", question) == []


def test_dates(index):
    assert {r.session for r in index.chercher("noura", "allergie loyer hôpital", k=10,
                                              depuis="2026-02-01")} == {"2026-02-02"}
    assert {r.session for r in index.chercher("noura", "Dans quel hôpital je travaille ?", k=10,
                                              mode="sens", jusqu_a="2026-01-20")} == {"2026-01-20"}
    assert index.chercher("noura", "Can I eat prawns?", mode="sens", jusqu_a="2026-01-20") == [] or all(
        r.session == "2026-01-20" for r in index.chercher("noura", "Can I eat prawns?", mode="sens",
                                                          jusqu_a="2026-01-20"))
    assert index.chercher("noura", "cardiologue", depuis="2026-03-01") == []


def test_isolation_ecrit_en_a_cherche_en_b(index):
    index.ajouter("bastien", "s1", [{"role": "user", "content": "Mon code d'alarme est zorglub."}])
    for mode in ("mots", "sens", "hybride"):
        assert all("zorglub" not in r.texte
                   for r in index.chercher("noura", "zorglub code alarme", mode=mode, k=10))
        assert index.chercher("inconnue", "hôpital", mode=mode) == []
    assert index.chercher("bastien", "zorglub", mode="mots")[0].texte == "Mon code d'alarme est zorglub."


def test_ajouter_est_idempotent_par_session(index):
    avant = index.chercher("noura", "PR-4521", mode="mots", k=10)
    assert index.ajouter("noura", "2026-01-20", NOURA, quand="2026-01-20T10:00:00") == 5
    assert index.chercher("noura", "PR-4521", mode="mots", k=10) == avant
    # la session réindexée sans le ticket : il disparaît de l'index
    index.ajouter("noura", "2026-01-20", NOURA[:5], quand="2026-01-20T10:00:00")
    assert index.chercher("noura", "PR-4521", mode="mots") == []


def test_effacer_utilisateur(index):
    index.ajouter("bastien", "s1", [{"role": "user", "content": "Je suis fan de pétanque."}])
    assert index.effacer_utilisateur("noura") == 7
    for mode in ("mots", "sens", "hybride"):
        assert index.chercher("noura", "hôpital allergie loyer", mode=mode) == []
    assert index.chercher("bastien", "pétanque")[0].texte == "Je suis fan de pétanque."
    assert index.effacer_utilisateur("noura") == 0


def test_effacement_sans_trace_dans_le_fichier_sqlite(tmp_path):
    chemin = tmp_path / "index.db"
    idx = IndexConversations(f"sqlite:///{chemin}")
    secret = "Mon mot de passe bancaire est xylophagebleu"
    idx.ajouter("noura", "s1", [{"role": "user", "content": secret}] * 3)
    idx.ajouter("noura", "s2", [{"role": "user", "content": "Autre chose : xylophagebleu encore"}])
    idx.ajouter("bastien", "s1", [{"role": "user", "content": "Rien à voir, la pétanque."}])
    idx.effacer_utilisateur("noura")
    idx.fermer()
    contenu = b"".join(p.read_bytes() for p in tmp_path.glob("index.db*"))
    for trace in (b"xylophag", b"noura", b"bancaire", b"bancair"):  # texte, racine, utilisateur
        assert trace not in contenu, trace
    assert b"petanqu" in contenu  # l'autre utilisateur est toujours là


def test_effacement_sqlite_sans_optimize_laisse_des_traces(tmp_path):
    """La raison d'`optimize` : un DELETE seul laisse les termes dans les segments de FTS5."""
    import sqlite3

    chemin = tmp_path / "brut.db"
    base = sqlite3.connect(chemin)
    base.execute("PRAGMA secure_delete=ON")
    base.execute("CREATE VIRTUAL TABLE t USING fts5(x)")
    base.execute("INSERT INTO t VALUES ('xylophagebleu')")
    base.commit()
    base.execute("INSERT INTO t VALUES ('autre')")
    base.commit()
    base.execute("DELETE FROM t WHERE x = 'xylophagebleu'")
    base.commit()
    base.close()
    assert b"xylophagebleu" in chemin.read_bytes()


def test_effacement_postgres_sans_trace_dans_les_fichiers(url_postgres):
    """Après `VACUUM FULL`, ni la table ni ses index (GIN, HNSW, TOAST) ne gardent le mot.

    Vu une fois : pendant qu'un autre programme travaillait sur le même serveur, le mot était
    encore dans l'index GIN reconstruit. Explication probable : `VACUUM FULL` recopie les lignes
    supprimées qu'une transaction encore ouverte pourrait voir (« recently dead ») ; l'effacement
    n'est complet qu'une fois ces transactions finies (voir la docstring de `contexte.recherche`).
    """
    import psycopg

    idx = IndexConversations(url_postgres)
    idx.ajouter("noura", "s1", [{"role": "user", "content": "Mon mot de passe est xylophagebleu"}] * 3)
    idx.ajouter("bastien", "s1", [{"role": "user", "content": "Rien à voir, la pétanque."}])
    idx.effacer_utilisateur("noura")
    with psycopg.connect(url_postgres, autocommit=True) as c:
        c.execute("CHECKPOINT")
        dossier = c.execute("SHOW data_directory").fetchone()[0]
        chemins = [c.execute(f"SELECT pg_relation_filepath('{nom}')").fetchone()[0] for nom in (
            "recherche_messages", "recherche_mots", "recherche_sens", "recherche_par_date")]
        toast = c.execute("SELECT reltoastrelid::regclass::text FROM pg_class "
                          "WHERE relname = 'recherche_messages'").fetchone()[0]
        chemins.append(c.execute(f"SELECT pg_relation_filepath('{toast}')").fetchone()[0])
    idx.fermer()
    import pathlib

    for chemin in chemins:
        fichier = pathlib.Path(dossier) / chemin
        if fichier.exists():
            assert b"xylophag" not in fichier.read_bytes(), chemin


# -- les entrées invalides ---------------------------------------------------------------------
def test_entrees_invalides(tmp_path):
    idx = IndexConversations(f"sqlite:///{tmp_path / 'i.db'}")
    with pytest.raises(ValueError, match="mode inconnu"):
        idx.chercher("noura", "x", mode="vecteurs")
    with pytest.raises(ValueError, match="k doit être"):
        idx.chercher("noura", "x", k=0)
    with pytest.raises(ValueError, match="utilisateur doit être"):
        idx.chercher("", "x")
    with pytest.raises(TypeError, match="question"):
        idx.chercher("noura", None)
    with pytest.raises(ValueError, match="Date illisible"):
        idx.chercher("noura", "x", depuis="hier")
    assert idx.ajouter("noura", "vide", []) == 0
    assert idx.chercher("noura", "") == []
    idx.fermer()


# -- les petites fonctions ---------------------------------------------------------------------
def test_texte_du_message():
    assert texte_du_message(NOURA[3]) == ""                       # appel d'outil seul : rien
    assert texte_du_message(NOURA[4]) == "Rendez-vous chez le cardiologue le 3 mars"
    assert texte_du_message({"role": "assistant", "content": [
        {"type": "thinking", "thinking": "secret", "signature": "x"},
        {"type": "text", "text": "Bonjour"}]}) == "Bonjour"       # la réflexion n'est pas indexée


def test_date_iso():
    assert date_iso("2026-01-20T10:00:00+01:00") == "2026-01-20T10:00:00"
    assert date_iso(None) is None


def test_fusion_somme_des_rangs_et_recence():
    def r(p, q):
        return Resultat("s", p, str(p), 0.0, q)
    mots = [r(0, "2026-01-01"), r(1, "2026-01-02")]
    sens = [r(2, "2026-01-03"), r(1, "2026-01-02")]
    assert [x.position for x in fusionner(mots, sens, k=3)] == [1, 2, 0]
    assert fusionner([], [], k=5) == []
    assert [x.position for x in fusionner(mots, [], k=1)] == [0]


def test_sessions_recentes(index):
    assert [(s, q) for s, q, _ in index.sessions_recentes("noura", n=5)] == [
        ("2026-02-02", "2026-02-02T18:30:00"), ("2026-01-20", "2026-01-20T10:00:00")]
    (session, _, textes), = index.sessions_recentes("noura", n=1, ordre="asc")
    assert session == "2026-01-20" and textes[0].startswith("Salut") and len(textes) == 5
    assert index.sessions_recentes("noura", depuis="2026-03-01") == []
    assert index.sessions_recentes("inconnue") == []
    with pytest.raises(ValueError, match="ordre"):
        index.sessions_recentes("noura", ordre="hasard")


def test_embedding_de_mauvaise_taille(tmp_path):
    import numpy as np

    idx = IndexConversations(f"sqlite:///{tmp_path / 'i.db'}",
                             plongement=lambda textes, role="passage": np.zeros((len(textes), 3)))
    with pytest.raises(ValueError, match=r"\(1, 384\)"):
        idx.ajouter("noura", "s1", [{"role": "user", "content": "Bonjour"}])
    assert idx.sessions_recentes("noura") == []          # rien d'écrit
    idx.fermer()
