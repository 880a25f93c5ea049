"""Exercice 11 (12 points) — des sessions dans SQLite : ajout en O(1), conflit refusé, effacement."""

import json

import pytest

from contexte import ConflitEcriture

FICHIER = "ex11_stockage_sqlite"
points = pytest.mark.points

M = [{"role": "user", "content": "Bonjour, je suis Camille."},
     {"role": "assistant", "content": "Enchanté ! Ça va, à Rezé ?"},
     {"role": "user", "content": [{"type": "text", "text": "Très bien, « merci »."}]}]


@pytest.fixture
def base(ex, tmp_path):
    base = ex.ouvrir(tmp_path / "s.db")
    yield base
    base.close()


def lignes(base, utilisateur="camille"):
    return base.execute("SELECT count(*) FROM messages WHERE utilisateur = ?",
                        (utilisateur,)).fetchall()[0][0]


@points(1)
def test_reglages(base):
    """ouvrir : WAL, synchronous=FULL, une attente (busy_timeout), secure_delete=ON"""
    valeurs = {p: base.execute(f"PRAGMA {p}").fetchall()[0][0]
               for p in ("journal_mode", "synchronous", "busy_timeout", "secure_delete")}
    assert valeurs["journal_mode"] == "wal" and valeurs["synchronous"] == 2
    assert valeurs["busy_timeout"] >= 1000 and valeurs["secure_delete"] == 1, valeurs


@points(1)
def test_tables_et_autocommit(ex, base, tmp_path):
    """ouvrir : tables créées (et rouvrir ne les recrée pas), aucune transaction implicite"""
    assert base.isolation_level is None, "isolation_level=None : BEGIN et COMMIT sont les vôtres"
    ex.enregistrer(base, "camille", "lundi", 0, 0, M[:1])
    autre = ex.ouvrir(tmp_path / "s.db")
    assert ex.lire(autre, "camille", "lundi") == (1, M[:1])
    autre.close()


@points(1)
def test_creation(ex, base):
    """enregistrer : une session neuve (version 0) passe à la version 1, messages relus à l'identique

    Rangés en JSON lisible (ensure_ascii=False : « é » tel quel dans la base)."""
    assert ex.enregistrer(base, "camille", "lundi", 0, 0, M) == 1
    assert ex.lire(base, "camille", "lundi") == (1, M)
    (texte,), = base.execute("SELECT message FROM messages WHERE rang = 1").fetchall()
    assert json.loads(texte) == M[1] and "Enchanté ! Ça va, à Rezé ?" in texte, texte


@points(1)
def test_ajouts_successifs(ex, base):
    """enregistrer : trois ajouts, rangs qui se suivent, version 3, ordre gardé"""
    version = 0
    for k, message in enumerate(M):
        version = ex.enregistrer(base, "camille", "lundi", version, k, [message])
    assert version == 3 and ex.lire(base, "camille", "lundi") == (3, M)
    assert [r for (r,) in base.execute("SELECT rang FROM messages ORDER BY rang")] == [0, 1, 2]


@points(2)
def test_ajout_en_o1(ex, base):
    """enregistrer : un message ajouté à 500 messages écrit 2 lignes (version + message), pas 501"""
    anciens = [{"role": "user", "content": f"n°{k}"} for k in range(500)]
    ex.enregistrer(base, "camille", "longue", 0, 0, anciens)
    avant = base.total_changes
    assert ex.enregistrer(base, "camille", "longue", 1, 500, [M[0]]) == 2
    assert base.total_changes - avant == 2, "les anciens messages ne doivent pas être réécrits"
    assert ex.lire(base, "camille", "longue") == (2, anciens + [M[0]])


@points(2)
def test_conflit_rien_d_ecrit(ex, base):
    """enregistrer : version périmée -> ConflitEcriture, rien d'écrit, la base reste utilisable"""
    ex.enregistrer(base, "camille", "lundi", 0, 0, M[:1])
    ex.enregistrer(base, "camille", "lundi", 1, 1, M[1:2])  # un autre rédacteur est passé
    with pytest.raises(ConflitEcriture):
        ex.enregistrer(base, "camille", "lundi", 1, 1, M[2:])  # lu à la version 1 : périmé
    assert ex.lire(base, "camille", "lundi") == (2, M[:2])
    assert not base.in_transaction, "ROLLBACK oublié : la transaction est restée ouverte"
    assert ex.enregistrer(base, "camille", "lundi", 2, 2, M[2:]) == 3


@points(1)
def test_conflit_a_la_creation(ex, base):
    """enregistrer : deux rédacteurs créent la même session -> le second reçoit ConflitEcriture"""
    ex.enregistrer(base, "camille", "mardi", 0, 0, M[:1])
    with pytest.raises(ConflitEcriture):
        ex.enregistrer(base, "camille", "mardi", 0, 0, M[1:2])
    assert ex.lire(base, "camille", "mardi") == (1, M[:1])


@points(1)
def test_tout_ou_rien(ex, base):
    """enregistrer : une erreur au 2e message (déclencheur de la base) -> aucun message écrit"""
    base.execute("CREATE TRIGGER refus BEFORE INSERT ON messages WHEN NEW.rang = 1 "
                 "BEGIN SELECT RAISE(ABORT, 'disque plein (simulé)'); END")
    with pytest.raises(Exception, match="disque plein"):  # sqlite3.IntegrityError
        ex.enregistrer(base, "camille", "lundi", 0, 0, M)
    assert ex.lire(base, "camille", "lundi") == (0, []) and not base.in_transaction
    base.execute("DROP TRIGGER refus")
    assert ex.enregistrer(base, "camille", "lundi", 0, 0, M) == 1


@points(1)
def test_effacer_seulement_cet_utilisateur(ex, base):
    """effacer_utilisateur : ses sessions et ses messages partent, ceux des autres restent

    Une erreur de la base au milieu -> ROLLBACK, l'erreur remonte, rien n'est effacé."""
    ex.enregistrer(base, "camille", "lundi", 0, 0, M)
    ex.enregistrer(base, "camille", "mardi", 0, 0, M[:1])
    ex.enregistrer(base, "camille2", "lundi", 0, 0, M[:1])
    base.execute("CREATE TRIGGER refus BEFORE DELETE ON sessions "
                 "BEGIN SELECT RAISE(ABORT, 'disque plein (simulé)'); END")
    with pytest.raises(Exception, match="disque plein"):  # sqlite3.IntegrityError
        ex.effacer_utilisateur(base, "camille")
    assert not base.in_transaction, "ROLLBACK oublié : la transaction est restée ouverte"
    assert lignes(base) == 4 and ex.lire(base, "camille", "lundi") == (1, M)
    base.execute("DROP TRIGGER refus")
    assert ex.effacer_utilisateur(base, "camille") == 2
    assert lignes(base) == 0 and ex.lire(base, "camille", "lundi") == (0, [])
    assert ex.lire(base, "camille2", "lundi") == (1, M[:1])
    assert ex.effacer_utilisateur(base, "personne") == 0


@points(1)
def test_effacer_jusqu_aux_octets(ex, base, tmp_path):
    """effacer_utilisateur : l'adresse de Camille n'est plus dans les octets de la base ni du WAL"""
    secret = "Camille-habite-12-rue-des-Tanneurs"
    ex.enregistrer(base, "camille", "lundi", 0, 0, [{"role": "user", "content": secret}])
    ex.enregistrer(base, "dominique", "lundi", 0, 0, [{"role": "user", "content": "Dominique reste"}])
    base.execute("PRAGMA main.wal_checkpoint(TRUNCATE)").fetchall()  # curseur terminé
    ex.effacer_utilisateur(base, "camille")
    octets = b"".join(p.read_bytes() for p in tmp_path.iterdir())
    assert secret.encode() not in octets, "les mots effacés sont encore lisibles dans le fichier"
    assert b"Dominique reste" in octets
