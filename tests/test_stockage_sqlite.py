"""SQLite en détail : ajout en O(1), tout ou rien, secure_delete, et une propriété sur toute liste."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from contexte.erreurs import ErreurStockage
from contexte.stockage import Connexion, StockageEnBase, ouvrir_sqlite, ouvrir_stockage


def ecritures(stock) -> int:
    """Lignes insérées, modifiées ou supprimées depuis l'ouverture de la connexion."""
    return stock.base.brute.total_changes


def test_ajouter_un_message_ecrit_deux_lignes_quelle_que_soit_la_longueur(tmp_path):
    stock = ouvrir_stockage(f"sqlite:///{tmp_path}/s.db")
    s = stock.session("camille", "longue")
    s.messages.extend({"role": "user", "content": f"n°{k}"} for k in range(1000))
    s.save()
    avant = ecritures(stock)
    s.messages.append({"role": "assistant", "content": "un de plus"})
    s.save()
    assert ecritures(stock) - avant == 2  # la version (+1) et une ligne de message, pas 1001


def test_transaction_interrompue_rien_d_ecrit(tmp_path):
    # Un déclencheur de la base refuse le 3e message : les deux premiers ne doivent pas rester.
    stock = ouvrir_stockage(f"sqlite:///{tmp_path}/s.db")
    stock.base.executer("CREATE TRIGGER refus BEFORE INSERT ON messages WHEN NEW.rang = 2 "
                        "BEGIN SELECT RAISE(ABORT, 'disque plein (simulé)'); END")
    s = stock.session("camille", "lundi")
    s.messages.extend({"role": "user", "content": f"n°{k}"} for k in range(3))
    with pytest.raises(Exception, match="disque plein"):
        s.save()
    assert stock.sessions("camille") == [] and stock.session("camille", "lundi").messages == []
    stock.base.executer("DROP TRIGGER refus")
    s.save()  # la version locale n'a pas bougé : le nouvel essai passe
    assert len(stock.session("camille", "lundi").messages) == 3


MOTS = "Camille-habite-rue-des-Tanneurs-a-Reze"


def octets_sur_disque(dossier) -> bytes:
    return b"".join(p.read_bytes() for p in dossier.iterdir())


@pytest.mark.parametrize("secure_delete", [True, False])
def test_effacer_un_utilisateur_jusqu_aux_octets(tmp_path, secure_delete):
    chemin = tmp_path / "s.db"
    stock = StockageEnBase(Connexion(ouvrir_sqlite(chemin, secure_delete=secure_delete),
                                     "sqlite", f"sqlite:///{chemin}"))
    for ident in ("lundi", "mardi"):
        s = stock.session("camille", ident)
        s.messages.append({"role": "user", "content": f"{MOTS} ({ident})"})
        s.save()
    s = stock.session("dominique", "lundi")
    s.messages.append({"role": "user", "content": "Dominique reste."})
    s.save()
    stock.base.vider_journal()  # les mots sont dans le fichier .db
    assert MOTS.encode() in octets_sur_disque(tmp_path)
    assert stock.effacer_utilisateur("camille") == 2
    reste = octets_sur_disque(tmp_path)
    # secure_delete=ON : remis à zéro ; OFF : les mots restent dans les pages libres du fichier.
    assert (MOTS.encode() in reste) is (not secure_delete)
    assert b"Dominique reste." in reste
    stock.fermer()


message = st.fixed_dictionaries({
    "role": st.sampled_from(["user", "assistant"]),
    "content": st.one_of(st.text(max_size=30), st.lists(st.fixed_dictionaries(
        {"type": st.just("text"), "text": st.text(max_size=20)}), max_size=2))})
operation = st.one_of(
    st.tuples(st.just("ajouter"), st.lists(message, max_size=3)),
    st.tuples(st.just("couper"), st.integers(0, 6)),      # fenêtre : garder la fin
    st.tuples(st.just("remplacer"), st.integers(0, 6), message))


@settings(max_examples=20, deadline=None)
@given(operations=st.lists(operation, max_size=8))
def test_propriete_ce_qu_on_relit_est_ce_qu_on_a_enregistre(tmp_path_factory, operations):
    stock = ouvrir_stockage(f"sqlite:///{tmp_path_factory.mktemp('p')}/s.db")
    s = stock.session("camille", "p")
    for op in operations:
        if op[0] == "ajouter":
            s.messages.extend(op[1])
        elif op[0] == "couper":
            del s.messages[:op[1]]
        elif op[1] < len(s.messages):
            s.messages[op[1]] = op[2]
        s.save()
        assert stock.session("camille", "p").messages == s.messages
    stock.fermer()


def test_base_occupee_erreur_francaise_rien_d_ecrit(tmp_path):
    # Un autre rédacteur tient la base (BEGIN IMMEDIATE) plus longtemps que l'attente permise.
    url = f"sqlite:///{tmp_path}/s.db"
    stock = ouvrir_stockage(url)
    stock.base.executer("PRAGMA busy_timeout=50")  # 50 ms au lieu de 5 s : le test reste court
    autre = ouvrir_stockage(url)
    s = stock.session("camille", "lundi")
    s.messages.append({"role": "user", "content": "Bonjour"})
    with autre.base.transaction():
        with pytest.raises(ErreurStockage, match="occupée"):
            s.save()
    s.save()  # l'autre a fini : le même save() passe, sans faux conflit
    assert autre.session("camille", "lundi").messages == s.messages
