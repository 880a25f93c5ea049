"""Exercice 11 (12 points) — des sessions dans SQLite : un tour par transaction, la reprise sur conflit.

L'« autre rédacteur » des tests est une connexion sqlite3 ouverte ici, hors du code de l'élève :
il passe entre la lecture et l'écriture de l'élève, au moment où `tour` est appelé.
"""

import json
import sqlite3
from contextlib import closing

import pytest

from contexte import ConflitEcriture

FICHIER = "ex11_stockage_sqlite"
points = pytest.mark.points

# Un tour entier, fait main : question, appel d'outil, son résultat, réponse (accents, guillemets).
APPEL = {"type": "tool_use", "id": "toolu_01", "name": "meteo", "input": {"ville": "Rezé"}}
TOUR = [{"role": "user", "content": "Quel temps à Rezé ?"},
        {"role": "assistant", "content": [APPEL]},
        {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "toolu_01",
                                      "content": "12 °C, « averses »"}]},
        {"role": "assistant", "content": "Il fait 12 °C à Rezé, avec des averses."}]
BONJOUR = [{"role": "user", "content": "Bonjour, je suis Camille."},
           {"role": "assistant", "content": "Enchanté, Camille !"}]


@pytest.fixture
def chemin(tmp_path):
    return tmp_path / "s.db"


@pytest.fixture
def base(ex, chemin):
    base = ex.ouvrir(chemin)
    yield base
    base.close()


def compte(base, table="messages"):
    return base.execute(f"SELECT count(*) FROM {table}").fetchall()[0][0]


def autre_redacteur(chemin, texte, utilisateur="camille", ident="lundi"):
    """Un autre processus ajoute un message et fait monter la version (SQL écrit ici)."""
    with closing(sqlite3.connect(chemin, isolation_level=None, timeout=5)) as autre:
        autre.execute("BEGIN IMMEDIATE")
        (n,), = autre.execute("SELECT count(*) FROM messages WHERE utilisateur = ? AND ident = ?",
                              (utilisateur, ident)).fetchall()
        autre.execute("UPDATE sessions SET version = version + 1 WHERE utilisateur = ? AND ident = ?",
                      (utilisateur, ident))
        autre.execute("INSERT INTO messages VALUES (?, ?, ?, ?)",
                      (utilisateur, ident, n, json.dumps({"role": "user", "content": texte})))
        autre.execute("COMMIT")


def question(lus):
    """Un tour dont la réponse dépend de l'historique lu (comme celle d'un modèle)."""
    return [{"role": "user", "content": "Combien de messages vois-tu ?"},
            {"role": "assistant", "content": f"J'en vois {len(lus)}."}]


# --- enregistrer : un lot, une transaction, une version ---

@points(1)
def test_lots_successifs(ex, base):
    """enregistrer : un lot de 2 puis un de 4 -> versions 1 puis 2 (une par lot), rangs 0 à 5

    Relu à l'identique, rangé en JSON lisible (« é » tel quel dans la base)."""
    assert ex.enregistrer(base, "camille", "lundi", 0, 0, BONJOUR) == 1
    assert ex.enregistrer(base, "camille", "lundi", 1, 2, TOUR) == 2
    assert ex.lire(base, "camille", "lundi") == (2, BONJOUR + TOUR)
    assert [r for (r,) in base.execute("SELECT rang FROM messages ORDER BY rang")] == list(range(6))
    (texte,), = base.execute("SELECT message FROM messages WHERE rang = 5").fetchall()
    assert json.loads(texte) == TOUR[3] and "12 °C à Rezé" in texte, texte


@points(1)
def test_lot_en_o1(ex, base):
    """enregistrer : un tour de 4 messages ajouté à 500 messages écrit 5 lignes (version + 4), pas 504"""
    anciens = [{"role": "user", "content": f"n°{k}"} for k in range(500)]
    ex.enregistrer(base, "camille", "longue", 0, 0, anciens)
    avant = base.total_changes
    assert ex.enregistrer(base, "camille", "longue", 1, 500, TOUR) == 2
    assert base.total_changes - avant == 5, "les anciens messages ne doivent pas être réécrits"
    assert ex.lire(base, "camille", "longue") == (2, anciens + TOUR)


@points(1)
def test_lot_vide(ex, base):
    """enregistrer : un lot vide n'écrit rien (ni session, ni version) et rend la version lue"""
    avant = base.total_changes
    assert ex.enregistrer(base, "camille", "lundi", 0, 0, []) == 0
    ex.enregistrer(base, "camille", "lundi", 0, 0, BONJOUR)
    assert ex.enregistrer(base, "camille", "lundi", 1, 2, []) == 1
    assert base.total_changes - avant == 3 and ex.lire(base, "camille", "lundi") == (1, BONJOUR)
    assert not base.in_transaction


@points(2)
def test_conflit_rien_du_lot(ex, base, chemin):
    """enregistrer : version périmée ou session déjà créée -> ConflitEcriture, rien du lot écrit

    Transaction refermée, la base reste utilisable."""
    ex.enregistrer(base, "camille", "lundi", 0, 0, BONJOUR)
    autre_redacteur(chemin, "Dominique est passée")               # version 2
    with pytest.raises(ConflitEcriture):
        ex.enregistrer(base, "camille", "lundi", 1, 2, TOUR)      # lu à la version 1 : périmé
    assert not base.in_transaction, "ROLLBACK oublié : la transaction est restée ouverte"
    assert compte(base) == 3 and ex.lire(base, "camille", "lundi")[0] == 2
    with pytest.raises(ConflitEcriture):
        ex.enregistrer(base, "camille", "lundi", 0, 0, TOUR)      # « neuve » : elle existe déjà
    assert compte(base) == 3 and not base.in_transaction
    assert ex.enregistrer(base, "camille", "lundi", 2, 3, TOUR) == 3 and compte(base) == 7


@points(1)
def test_tout_ou_rien(ex, base):
    """enregistrer : une erreur de la base au 3e message du lot -> rien du lot, version inchangée"""
    ex.enregistrer(base, "camille", "lundi", 0, 0, BONJOUR)
    base.execute("CREATE TRIGGER refus BEFORE INSERT ON messages WHEN NEW.rang = 4 "
                 "BEGIN SELECT RAISE(ABORT, 'disque plein (simulé)'); END")
    with pytest.raises(Exception, match="disque plein"):  # sqlite3.IntegrityError
        ex.enregistrer(base, "camille", "lundi", 1, 2, TOUR)
    assert ex.lire(base, "camille", "lundi") == (1, BONJOUR) and not base.in_transaction
    base.execute("DROP TRIGGER refus")
    assert ex.enregistrer(base, "camille", "lundi", 1, 2, TOUR) == 2


@points(1)
def test_appel_d_outil_sans_resultat(ex, base):
    """enregistrer : un lot qui finit sur un tool_use sans son résultat -> ValueError, rien d'écrit

    Le même lot avec son tool_result passe."""
    with pytest.raises(ValueError):
        ex.enregistrer(base, "camille", "lundi", 0, 0, TOUR[:2])
    assert compte(base) == 0 and compte(base, "sessions") == 0 and not base.in_transaction
    assert ex.enregistrer(base, "camille", "lundi", 0, 0, TOUR[:3]) == 1


# --- ajouter_tour : relire, refaire le tour, réessayer ---

@points(1)
def test_tour_sans_conflit(ex, base):
    """ajouter_tour : sans autre rédacteur, tour est appelé une fois sur l'historique relu"""
    ex.enregistrer(base, "camille", "lundi", 0, 0, BONJOUR)
    vus = []
    assert ex.ajouter_tour(base, "camille", "lundi", lambda lus: vus.append(lus) or question(lus)) == 2
    assert vus == [BONJOUR]
    assert ex.lire(base, "camille", "lundi") == (2, BONJOUR + question(BONJOUR))
    assert ex.ajouter_tour(base, "camille", "neuve", question) == 1  # une session qui n'existait pas
    assert ex.lire(base, "camille", "neuve") == (1, question([]))


@points(2)
def test_reprise_relit_et_refait_le_tour(ex, base, chemin):
    """ajouter_tour : un autre rédacteur passe pendant le tour -> relu, tour refait sur 3 messages

    « J'en vois 3. » (pas 2), ajouté après le message de l'autre."""
    ex.enregistrer(base, "camille", "lundi", 0, 0, BONJOUR)
    vus = []

    def tour(lus):
        vus.append(len(lus))
        if len(vus) == 1:
            autre_redacteur(chemin, "Dominique est passée")
        return question(lus)

    assert ex.ajouter_tour(base, "camille", "lundi", tour) == 3
    assert vus == [2, 3], f"tour appelé sur des historiques de {vus} messages"
    dominique = {"role": "user", "content": "Dominique est passée"}
    assert ex.lire(base, "camille", "lundi") == (3, BONJOUR + [dominique] + question([0, 1, 2]))


@points(1)
def test_essais_bornes(ex, base, chemin):
    """ajouter_tour : un autre rédacteur à chaque essai -> `essais` appels, puis ConflitEcriture

    Rien de nos messages écrit ; essais=0 -> ValueError sans appeler tour."""
    ex.enregistrer(base, "camille", "lundi", 0, 0, BONJOUR)
    appels = []

    def tour(lus):
        appels.append(len(lus))
        autre_redacteur(chemin, f"passage {len(appels)}")
        return question(lus)

    with pytest.raises(ConflitEcriture):
        ex.ajouter_tour(base, "camille", "lundi", tour)
    assert appels == [2, 3, 4], appels
    with pytest.raises(ConflitEcriture):
        ex.ajouter_tour(base, "camille", "lundi", tour, essais=1)
    assert appels == [2, 3, 4, 5] and compte(base) == 6 and not base.in_transaction
    with pytest.raises(ValueError):
        ex.ajouter_tour(base, "camille", "lundi", tour, essais=0)
    assert len(appels) == 4


@points(1)
def test_autre_erreur_sans_reprise(ex, base):
    """ajouter_tour : une erreur de tour, ou un lot refusé, remonte au premier essai, rien d'écrit"""
    ex.enregistrer(base, "camille", "lundi", 0, 0, BONJOUR)
    appels = []

    def panne(lus):
        appels.append(len(lus))
        raise RuntimeError("modèle indisponible (simulé)")

    with pytest.raises(Exception, match="modèle indisponible"):
        ex.ajouter_tour(base, "camille", "lundi", panne)
    assert appels == [2]

    def coupe(lus):
        appels.append(len(lus))
        return TOUR[:2]

    with pytest.raises(ValueError):
        ex.ajouter_tour(base, "camille", "lundi", coupe)
    assert appels == [2, 2] and ex.lire(base, "camille", "lundi") == (1, BONJOUR)
