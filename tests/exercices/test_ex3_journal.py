"""Exercice 3 (10 points) — journal de session en ajout seul, et la ligne déchirée d'un crash."""

import json

import pytest

FICHIER = "ex3_journal"
points = pytest.mark.points

M1 = {"role": "user", "content": "Bonjour, je suis Camille."}
M2 = {"role": "assistant", "content": "Enchanté ! Ça va, à Nantes ?"}
M3 = {"role": "user", "content": "Très bien, merci."}


def ligne(message):
    return (json.dumps(message, ensure_ascii=False) + "\n").encode("utf-8")


SAIN = ligne(M1) + ligne(M2)
DECHIRE = b'{"role": "user", "cont'  # le crash a coupé l'écriture de la 3e ligne


@points(1)
def test_journal_absent(ex, tmp_path):
    """lire_journal / Journal : fichier absent -> rien, et rien n'est créé"""
    chemin = tmp_path / "absent.jsonl"
    assert ex.lire_journal(chemin) == ([], 0)
    journal = ex.Journal(chemin)
    assert journal.messages == [] and journal.dechire is False
    assert not chemin.exists()


@points(1)
def test_lignes_saines(ex, tmp_path):
    """lire_journal : deux lignes saines, fin comptée en octets (« à » et « ç » en valent deux)"""
    chemin = tmp_path / "s.jsonl"
    chemin.write_bytes(SAIN)
    assert ex.lire_journal(chemin) == ([M1, M2], len(SAIN))
    assert len(SAIN) == 125, "125 octets pour 122 caractères"
    # une ligne vide (complète) est ignorée, et comptée dans la partie saine
    chemin.write_bytes(SAIN + b"\n" + SAIN)
    assert ex.lire_journal(chemin) == ([M1, M2, M1, M2], 2 * len(SAIN) + 1), \
        "une ligne vide est ignorée (pas une corruption)"


@points(2)
def test_ligne_dechiree_ignoree(ex, tmp_path):
    """lire_journal : une dernière ligne déchirée est ignorée, fin s'arrête avant elle"""
    chemin = tmp_path / "s.jsonl"
    chemin.write_bytes(SAIN + DECHIRE)
    assert ex.lire_journal(chemin) == ([M1, M2], len(SAIN))


@points(1)
def test_json_valide_sans_fin_de_ligne(ex, tmp_path):
    """lire_journal : sans "\\n" final, la ligne est déchirée même si c'est du JSON valide"""
    chemin = tmp_path / "s.jsonl"
    chemin.write_bytes(b'{"a": 1}\n{"b": 2}')
    assert ex.lire_journal(chemin) == ([{"a": 1}], 9)


@points(1)
def test_corruption_au_milieu(ex, tmp_path):
    """lire_journal : une ligne complète illisible n'est pas un crash -> ValueError (ligne 2)"""
    chemin = tmp_path / "s.jsonl"
    chemin.write_bytes(b'{"a": 1}\nPAS DU JSON\n{"b": 2}\n')
    with pytest.raises(ValueError, match="2"):
        ex.lire_journal(chemin)
    chemin.write_bytes(b'{"a": 1}\n[1, 2]\n')
    with pytest.raises(ValueError):
        ex.lire_journal(chemin)
    assert chemin.read_bytes() == b'{"a": 1}\n[1, 2]\n', "rien n'est modifié sur disque"


@points(2)
def test_reprise_apres_crash(ex, tmp_path):
    """Journal : la ligne déchirée est retirée du fichier, le prochain ajout part propre"""
    chemin = tmp_path / "s.jsonl"
    chemin.write_bytes(SAIN + DECHIRE)
    journal = ex.Journal(chemin)
    assert journal.messages == [M1, M2] and journal.dechire is True
    assert chemin.read_bytes() == SAIN, "le morceau déchiré doit disparaître du fichier"
    journal.ajouter(M3)
    assert chemin.read_bytes() == SAIN + ligne(M3)
    relu = ex.Journal(chemin)
    assert relu.messages == [M1, M2, M3] and relu.dechire is False


@points(1)
def test_ajouter(ex, tmp_path, monkeypatch):
    """Journal.ajouter : une ligne par message, sur le disque avant os.fsync ; non JSON : rien

    La ligne est en UTF-8 et déjà écrite (flush) quand os.fsync est appelé ; un message qui ne
    se met pas en JSON n'écrit rien."""
    chemin = tmp_path / "neuf.jsonl"
    journal = ex.Journal(chemin)
    # os.fsync de l'élève remplacé par ce rappel : à chaque appel, la taille du fichier est
    # relue ICI, sur le disque. Sans flush, la ligne est encore dans le tampon de Python ; sans
    # fsync, rien n'est relevé. (Le vrai fsync n'a pas lieu pendant ce test.)
    tailles = []

    def fsync(fd):
        tailles.append(chemin.stat().st_size if chemin.exists() else None)

    for nom in ("fsync", "fdatasync"):
        monkeypatch.setattr(ex.os, nom, fsync, raising=False)
    journal.ajouter(M1)
    assert len(ligne(M1)) in tailles, f"os.fsync sur un fichier de {tailles} octets : flush ?"
    journal.ajouter(M2)
    assert len(SAIN) in tailles, f"os.fsync sur un fichier de {tailles} octets : flush ?"
    assert chemin.read_bytes() == SAIN and journal.messages == [M1, M2]
    with pytest.raises(TypeError):
        journal.ajouter({"role": "user", "content": object()})
    assert chemin.read_bytes() == SAIN and journal.messages == [M1, M2]


@points(1)
def test_octets_ecrits(ex):
    """octets_ecrits : journal contre réécriture complète, en octets"""
    assert ex.octets_ecrits([]) == (0, 0)
    assert ex.octets_ecrits([{"a": 1}, {"b": 2}]) == (18, 30)
    assert ex.octets_ecrits([{"t": "é"}]) == (12, 13), "« é » fait 2 octets en UTF-8"
    # Une ligne : 51 octets + "\n" ; la liste de k messages : 51k + 2(k − 1) + 2 = 53k octets.
    dix = [{"role": "user", "content": "x" * 20}] * 10
    assert ex.octets_ecrits(dix) == (10 * 52, 53 * 55), "520 contre 2915 : 5,6 fois plus"
