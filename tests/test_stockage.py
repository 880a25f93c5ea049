"""Le stockage des sessions (leçon 10) : une seule API, trois back ends (JSON, SQLite, PostgreSQL).

Les tests marqués `tous` tournent sur les trois ; PostgreSQL est un vrai serveur démarré une fois
par session pytest (fixture `url_postgres`, tests/serveur_postgres.py).
"""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from anthropic.types import Message

from contexte import ConflitEcriture, serialize_content
from contexte.erreurs import ErreurStockage, MessagesInvalides
from contexte.stockage import StockageEnBase, connecter, ouvrir_stockage


@pytest.fixture(params=["json", "sqlite", "postgres"])
def stock(request, tmp_path):
    """Un stockage vide de chaque sorte ; en PostgreSQL, des tables neuves pour chaque test."""
    if request.param == "json":
        s = ouvrir_stockage(str(tmp_path / "sessions"))
    elif request.param == "sqlite":
        s = ouvrir_stockage(f"sqlite:///{tmp_path}/sessions.db")
    else:
        url = request.getfixturevalue("url_postgres")
        with connecter(url) as base:
            base.executer("DROP TABLE IF EXISTS messages, sessions")
        s = ouvrir_stockage(url)
    yield s
    s.fermer()


def reponse_sdk() -> Message:
    """Une vraie réponse du SDK : réflexion signée, réflexion masquée, texte, appel d'outil."""
    return Message.model_validate({
        "id": "msg_1", "type": "message", "role": "assistant", "model": "claude-sonnet-5-5",
        "stop_reason": "tool_use", "usage": {"input_tokens": 10, "output_tokens": 5},
        "content": [
            {"type": "thinking", "thinking": "Il faut la météo.", "signature": "c2lnbsOp"},
            {"type": "redacted_thinking", "data": "RW5jcnlwdMOp"},
            {"type": "text", "text": "Je regarde « Nantes »…"},
            {"type": "tool_use", "id": "toolu_1", "name": "meteo", "input": {"ville": "Nantes"}},
        ]})


def conversation() -> list[dict]:
    return [
        {"role": "user", "content": "Quel temps à Nantes ? 100 % d'humidité ? 🌧"},
        {"role": "assistant", "content": serialize_content(reponse_sdk().content)},
        {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "toolu_1",
                                      "content": "12 °C, nuageux"}]},
        {"role": "assistant", "content": "Il fait 12 °C."},
    ]


def test_aller_retour_identique_blocs_du_sdk_et_paire_d_outil(stock):
    s = stock.session("camille", "lundi")
    assert s.messages == []
    s.messages.extend(conversation())
    s.save()
    relu = stock.session("camille", "lundi").messages
    assert relu == conversation()
    assert relu[1]["content"][0] == {"type": "thinking", "thinking": "Il faut la météo.",
                                     "signature": "c2lnbsOp"}


def test_ajouts_successifs_puis_relecture(stock):
    s = stock.session("camille", "lundi")
    for k in range(5):
        s.messages.append({"role": "user" if k % 2 == 0 else "assistant", "content": f"n°{k}"})
        s.save()
    assert [m["content"] for m in stock.session("camille", "lundi").messages] == \
        ["n°0", "n°1", "n°2", "n°3", "n°4"]


def test_historique_reecrit_plus_court_puis_allonge(stock):
    # Une compaction remplace le début : la base doit refléter exactement la nouvelle liste.
    s = stock.session("camille", "lundi")
    s.messages.extend(conversation())
    s.save()
    s.messages[:] = [{"role": "user", "content": "Résumé : météo à Nantes."}]
    s.save()
    s.messages.append({"role": "assistant", "content": "Noté."})
    s.save()
    assert stock.session("camille", "lundi").messages == [
        {"role": "user", "content": "Résumé : météo à Nantes."},
        {"role": "assistant", "content": "Noté."}]


def test_conflit_entre_deux_redacteurs_rien_d_ecrase(stock):
    a = stock.session("camille", "lundi")
    a.messages.append({"role": "user", "content": "premier"})
    a.save()
    b = stock.session("camille", "lundi")
    c = stock.session("camille", "lundi")
    b.messages.append({"role": "assistant", "content": "de b"})
    b.save()
    c.messages.append({"role": "assistant", "content": "de c"})
    with pytest.raises(ConflitEcriture):
        c.save()
    assert [m["content"] for m in stock.session("camille", "lundi").messages] == ["premier", "de b"]
    b.messages.append({"role": "user", "content": "b continue"})  # b, lui, reste à jour
    b.save()


def test_conflit_a_la_creation(stock):
    a, b = stock.session("camille", "mardi"), stock.session("camille", "mardi")
    a.messages.append({"role": "user", "content": "a"})
    b.messages.append({"role": "user", "content": "b"})
    a.save()
    with pytest.raises(ConflitEcriture):
        b.save()
    assert stock.session("camille", "mardi").messages == [{"role": "user", "content": "a"}]


def test_sessions_et_effacement_par_utilisateur(stock):
    for utilisateur, ident in [("camille", "mardi"), ("camille", "lundi"), ("cam", "x"),
                               ("camille2", "y")]:
        s = stock.session(utilisateur, ident)
        s.messages.append({"role": "user", "content": f"{utilisateur} {ident}"})
        s.save()
    assert stock.sessions("camille") == ["lundi", "mardi"]
    assert stock.sessions("cam") == ["x"] and stock.sessions("personne") == []
    assert stock.effacer_utilisateur("camille") == 2
    assert stock.sessions("camille") == [] and stock.session("camille", "lundi").messages == []
    assert stock.sessions("cam") == ["x"] and stock.sessions("camille2") == ["y"]
    assert stock.effacer_utilisateur("camille") == 0


@pytest.mark.parametrize("utilisateur, erreur, motif", [
    (42, TypeError, "chaîne"),                 # un identifiant numérique venu d'une base
    (None, TypeError, "chaîne"),
    (b"camille", TypeError, "chaîne"),          # des octets, pas du texte
    ("", ValueError, "utilisable"),
    ("../root", ValueError, "utilisable"),      # sortirait du dossier en JSON
    (".cache", ValueError, "utilisable"),
    ("a" * 201, ValueError, "utilisable"),
])
def test_identifiant_invalide_refuse_en_francais(stock, utilisateur, erreur, motif):
    with pytest.raises(erreur, match=motif):
        stock.session(utilisateur, "lundi")
    with pytest.raises(erreur, match=motif):
        stock.sessions(utilisateur)
    with pytest.raises(erreur, match=motif):
        stock.effacer_utilisateur(utilisateur)
    with pytest.raises(erreur, match=motif):
        stock.session("camille", utilisateur)


def test_message_invalide_rien_d_ecrit(stock):
    s = stock.session("camille", "lundi")
    s.messages.append({"role": "user", "content": "gardé"})
    s.save()
    s.messages.append({"role": "assistant", "content": reponse_sdk().content})  # blocs bruts
    with pytest.raises(MessagesInvalides, match="serialize_content"):  # pas un fichier en cause
        s.save()
    assert stock.session("camille", "lundi").messages == [{"role": "user", "content": "gardé"}]
    s.messages[-1]["content"] = serialize_content(s.messages[-1]["content"])
    s.save()  # corrigé : passe, sans faux conflit (la version n'a pas bougé)
    assert len(stock.session("camille", "lundi").messages) == 2


@pytest.mark.parametrize("url, motif", [
    ("mysql://localhost/cours", "non reconnue"),
    ("sqlite:/sessions.db", "non reconnue"),                # une barre oblique oubliée
    ("sqlite:///", "aucun fichier"),
    ("sqlite:///dossier/absent/s.db", "n'existe pas"),
    ("postgresql://cours:secret@127.0.0.1:1/cours", "injoignable"),
    ("postgresql://cours@127.0.0.1:5432/cours?optionbidon=1", "invalide|injoignable"),
])
def test_url_invalide(url, motif, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    with pytest.raises(ErreurStockage, match=motif) as e:
        ouvrir_stockage(url)
    assert "secret" not in str(e.value)  # le mot de passe n'apparaît jamais
    assert list(tmp_path.iterdir()) == []  # rien créé


def test_url_qui_n_est_pas_une_chaine():
    with pytest.raises(TypeError, match="chaîne"):
        ouvrir_stockage(42)


def test_import_contexte_n_importe_pas_psycopg():
    code = "import sys, contexte, contexte.stockage; assert 'psycopg' not in sys.modules"
    subprocess.run([sys.executable, "-c", code], check=True)


def test_serveur_authentifie_mauvais_mot_de_passe(url_postgres):
    mauvaise = url_postgres.replace("cours:", "cours:faux", 1)
    with pytest.raises(ErreurStockage, match="injoignable") as e:
        ouvrir_stockage(mauvaise)
    assert "faux" not in str(e.value)


def test_dialecte_commun_pourcent_et_transaction_annulee(url_postgres, tmp_path):
    for url in (url_postgres, f"sqlite:///{tmp_path}/t.db"):
        with connecter(url) as base:
            base.executer("DROP TABLE IF EXISTS t")
            base.executer("CREATE TABLE t (x TEXT)")
            with pytest.raises(RuntimeError, match="panne"), base.transaction():
                base.executer("INSERT INTO t VALUES (?)", ("perdu",))
                with base.transaction():  # imbriquée : validée seulement avec l'externe
                    base.executer("INSERT INTO t VALUES (?)", ("perdu aussi",))
                raise RuntimeError("panne au milieu")
            with base.transaction():
                base.executer("INSERT INTO t VALUES (?)", ("100 % ?",))
            assert base.executer("SELECT x FROM t WHERE x LIKE '100 %'").fetchall() == [("100 % ?",)]
            assert base.executer("SELECT count(*) FROM t").fetchone()[0] == 1  # « perdu » : annulé


def test_postgres_voit_la_meme_base_depuis_deux_connexions(url_postgres):
    # Deux « machines » : deux connexions au même serveur ; le conflit traverse.
    with connecter(url_postgres) as base:
        base.executer("DROP TABLE IF EXISTS messages, sessions")
    un, deux = ouvrir_stockage(url_postgres), ouvrir_stockage(url_postgres)
    a, b = un.session("camille", "l"), deux.session("camille", "l")
    a.messages.append({"role": "user", "content": "a"})
    a.save()
    b.messages.append({"role": "user", "content": "b"})
    with pytest.raises(ConflitEcriture):
        b.save()
    assert deux.session("camille", "l").messages == [{"role": "user", "content": "a"}]
    un.fermer()
    deux.fermer()


def test_fichier_sqlite_prive_et_reglages(tmp_path):
    stock = ouvrir_stockage(f"sqlite:///{tmp_path}/s.db")
    assert isinstance(stock, StockageEnBase)
    assert oct(os.stat(tmp_path / "s.db").st_mode & 0o777) == "0o600"
    reglages = {p: stock.base.executer(f"PRAGMA {p}").fetchone()[0]
                for p in ("journal_mode", "synchronous", "busy_timeout", "secure_delete")}
    assert reglages == {"journal_mode": "wal", "synchronous": 2, "busy_timeout": 5000,
                        "secure_delete": 1}


def test_fichier_qui_n_est_pas_une_base_reste_intact(tmp_path):
    chemin = tmp_path / "notes.db"
    chemin.write_bytes(b"pas une base SQLite, des notes " * 100)
    avant = chemin.read_bytes()
    with pytest.raises(ErreurStockage, match="pas une base SQLite"):
        ouvrir_stockage(f"sqlite:///{chemin}")
    assert chemin.read_bytes() == avant


def test_message_modifie_sur_place_est_enregistre(stock):
    # save() compare à une copie de ce qui est en base : une modification en place se voit.
    s = stock.session("camille", "lundi")
    s.messages.extend(conversation())
    s.save()
    s.messages[1]["content"][2]["text"] = "Je regarde Rezé."
    s.messages.append({"role": "user", "content": "Merci."})
    s.save()
    relu = stock.session("camille", "lundi").messages
    assert relu == s.messages and relu[1]["content"][2]["text"] == "Je regarde Rezé."


def test_make_postgres_reutilise_le_serveur_et_finit_par_l_url(url_postgres):
    # `make postgres` = outils/postgres.py : un serveur qui tourne est réutilisé, pas redémarré.
    script = os.path.join(os.path.dirname(__file__), "..", "outils", "postgres.py")
    r = subprocess.run([sys.executable, script], capture_output=True, text=True, timeout=60)
    derniere = r.stdout.strip().splitlines()[-1]
    assert r.returncode == 0 and derniere.startswith("postgresql://cours:")
    assert derniere.rsplit("/", 1)[0] == url_postgres.rsplit("/", 1)[0]  # même serveur, même port
