"""Le back end de l'outil mémoire : les six commandes, et le confinement face aux attaques de chemin.

Chaque attaque part d'un dossier où un fichier `dehors.txt` est posé À CÔTÉ de la racine : après
l'attaque, il doit être intact, et rien de neuf ne doit exister hors de la racine.
"""

import os
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from contexte.erreurs import ErreurMemoire, RefusChemin
from contexte.outil_memoire import OutilMemoire, lire_confine, relatif, taille

# (commande, ce qu'elle tente) : chacune doit être refusée par RefusChemin.
ATTAQUES = [
    ({"command": "view", "path": "/memories/../dehors.txt"}, "remonter avec .."),
    ({"command": "create", "path": "/memories/../dehors.txt", "file_text": "x"}, "écraser dehors"),
    ({"command": "create", "path": "/memories/a/../../dehors.txt", "file_text": "x"}, ".. au milieu"),
    ({"command": "view", "path": "/etc/passwd"}, "chemin absolu hors /memories"),
    ({"command": "view", "path": "/memoriesX/../dehors.txt"}, "préfixe qui ressemble"),
    ({"command": "view", "path": "memories/x"}, "chemin relatif"),
    ({"command": "view", "path": "/memories/%2e%2e/dehors.txt"}, "encodé en URL"),
    ({"command": "view", "path": "/memories/%2E%2E%2Fdehors.txt"}, "encodé, majuscules"),
    ({"command": "view", "path": "/memories/%252e%252e/dehors.txt"}, "double encodage"),
    ({"command": "view", "path": "/memories/..\\dehors.txt"}, "barre inverse"),
    ({"command": "view", "path": "/memories/．．/dehors.txt"}, "points pleine chasse (NFKC)"),
    ({"command": "view", "path": "/memories/a\x00/../../dehors.txt"}, "octet nul"),
    ({"command": "create", "path": "/memories/.cache", "file_text": "x"}, "fichier caché"),
    ({"command": "rename", "old_path": "/memories/ok.md", "new_path": "/memories/../vole.md"},
     "renommer vers dehors"),
    ({"command": "rename", "old_path": "/memories/../dehors.txt", "new_path": "/memories/v.md"},
     "aspirer un fichier de dehors"),
    ({"command": "delete", "path": "/memories/../dehors.txt"}, "supprimer dehors"),
    ({"command": "view", "path": "/memories/" + "a/" * 300}, "chemin trop long"),
    ({"command": "view", "path": 42}, "chemin qui n'est pas un texte"),
]


@pytest.fixture
def terrain(tmp_path):
    (tmp_path / "dehors.txt").write_text("intact", encoding="utf-8")
    outil = OutilMemoire(tmp_path / "racine")
    outil.executer({"command": "create", "path": "/memories/ok.md", "file_text": "ok\n"})
    return tmp_path, outil


def _hors_racine(tmp_path: Path) -> dict:
    return {p: p.read_bytes() for p in tmp_path.rglob("*")
            if p.is_file() and "racine" not in p.relative_to(tmp_path).parts}


@pytest.mark.parametrize("commande, tentative", ATTAQUES, ids=[a[1] for a in ATTAQUES])
def test_attaque_refusee_et_rien_dehors(terrain, commande, tentative):
    tmp_path, outil = terrain
    avant = _hors_racine(tmp_path)
    with pytest.raises(RefusChemin, match="Chemin refusé"):
        outil.executer(commande)
    assert _hors_racine(tmp_path) == avant
    assert (outil.racine / "ok.md").read_text() == "ok\n"


@pytest.mark.parametrize("cible", ["dehors", "dedans"])
def test_lien_symbolique_plante_dans_la_racine(terrain, cible):
    """Même un lien qui pointe DANS la racine est refusé (l'aide du SDK l'accepte)."""
    tmp_path, outil = terrain
    vise = tmp_path / "dehors.txt" if cible == "dehors" else outil.racine / "ok.md"
    os.symlink(vise, outil.racine / "lien.md")
    os.symlink(tmp_path, outil.racine / "dossier_lien")
    for commande in ({"command": "view", "path": "/memories/lien.md"},
                     {"command": "str_replace", "path": "/memories/lien.md", "old_str": "i",
                      "new_str": "X"},
                     {"command": "create", "path": "/memories/dossier_lien/neuf.md",
                      "file_text": "x"},
                     {"command": "view", "path": "/memories/dossier_lien/dehors.txt"}):
        with pytest.raises(RefusChemin, match="lien symbolique"):
            outil.executer(commande)
    assert (tmp_path / "dehors.txt").read_text() == "intact" and not (tmp_path / "neuf.md").exists()
    vue = outil.executer({"command": "view", "path": "/memories"})
    assert "lien" not in vue and "ok.md" in vue   # les liens n'apparaissent pas dans la liste


def test_les_six_commandes(terrain):
    _, outil = terrain
    e = outil.executer
    assert e({"command": "create", "path": "/memories/p/equipe.md",
              "file_text": "Équipe : Paiements\n"}) == "File created successfully at: /memories/p/equipe.md"
    assert e({"command": "str_replace", "path": "/memories/p/equipe.md", "old_str": "Paiements",
              "new_str": "Plateforme"}) == "The memory file has been edited."
    assert e({"command": "insert", "path": "/memories/p/equipe.md", "insert_line": 0,
              "insert_text": "# Camille\n"}) == "The file /memories/p/equipe.md has been edited."
    assert e({"command": "view", "path": "/memories/p/equipe.md"}).splitlines()[1:] == [
        "     1\t# Camille", "     2\tÉquipe : Plateforme"]
    assert e({"command": "view", "path": "/memories/p/equipe.md", "view_range": [2, -1]}
             ).splitlines()[1:] == ["     2\tÉquipe : Plateforme"]
    assert e({"command": "rename", "old_path": "/memories/p", "new_path": "/memories/q"}) == \
        "Successfully renamed /memories/p to /memories/q"
    assert e({"command": "view", "path": "/memories"}).splitlines()[1:] == [
        "34B\t/memories", "3B\t/memories/ok.md", "31B\t/memories/q/", "31B\t/memories/q/equipe.md"]
    assert e({"command": "delete", "path": "/memories/q"}) == "Successfully deleted /memories/q"
    assert sorted(p.name for p in outil.racine.iterdir()) == ["ok.md"]


@pytest.mark.parametrize("commande, message", [
    ({"command": "hack", "path": "/memories"}, "Commande inconnue : 'hack'"),
    ({"command": "create", "path": "/memories/x.md"}, "Paramètre manquant pour create : file_text"),
    ({"command": "view", "path": "/memories/absent.md"}, "does not exist"),
    ({"command": "str_replace", "path": "/memories/ok.md", "old_str": "zz", "new_str": "y"},
     "did not appear verbatim"),
    ({"command": "insert", "path": "/memories/ok.md", "insert_line": 5, "insert_text": "y"},
     r"range \[0, 1\]"),
    ({"command": "delete", "path": "/memories"}, "Cannot delete the /memories directory"),
    ({"command": "rename", "old_path": "/memories/ok.md", "new_path": "/memories/ok.md"},
     "already exists"),
    ({"command": "create", "path": "/memories/cle.md", "file_text": "clé : sk-" + "ant-" + "a" * 30},
     "contient un secret"),
    ({"command": "create", "path": "/memories/gros.md", "file_text": "é" * 9000}, "trop gros"),
])
def test_erreurs_claires_et_rien_change(terrain, commande, message):
    _, outil = terrain
    with pytest.raises(ErreurMemoire, match=message):
        outil.executer(commande)
    assert sorted(p.name for p in outil.racine.iterdir()) == ["ok.md"]
    assert (outil.racine / "ok.md").read_text() == "ok\n"


def test_un_dossier_n_est_pas_un_fichier(terrain):
    """Bogue : `lire_confine` sur un dossier levait IsADirectoryError (os.fdopen) au lieu de
    l'erreur de l'outil ; les commandes ne l'atteignaient que grâce à un contrôle en double."""
    _, outil = terrain
    (outil.racine / "notes").mkdir()
    with pytest.raises(ErreurMemoire, match="The path /memories/notes is not a file"):
        lire_confine(outil.racine / "notes", "/memories/notes", 100)
    for commande in ({"command": "str_replace", "path": "/memories/notes", "old_str": "a",
                      "new_str": "b"},
                     {"command": "insert", "path": "/memories/notes", "insert_line": 0,
                      "insert_text": "b"}):
        with pytest.raises(ErreurMemoire, match="The path /memories/notes is not a file"):
            outil.executer(commande)
    assert sorted(p.name for p in outil.racine.iterdir()) == ["notes", "ok.md"]

def test_memoire_pleine(tmp_path):
    outil = OutilMemoire(tmp_path / "r", max_octets_fichier=100, max_octets_total=150)
    outil.executer({"command": "create", "path": "/memories/a.md", "file_text": "a" * 100})
    with pytest.raises(ErreurMemoire, match="Mémoire pleine"):
        outil.executer({"command": "create", "path": "/memories/b.md", "file_text": "b" * 60})
    outil.executer({"command": "create", "path": "/memories/a.md", "file_text": "a" * 90})  # remplace


def test_resultat_bloc_tool_result(terrain):
    _, outil = terrain
    ok = outil.resultat({"id": "t1", "input": {"command": "view", "path": "/memories/ok.md"}})
    ko = outil.resultat({"id": "t2", "input": {"command": "view", "path": "/memories/../x"}})
    assert ok["tool_use_id"] == "t1" and "is_error" not in ok
    assert ko["is_error"] is True and ko["content"].startswith("Chemin refusé")


def test_effacer_broie_les_octets(terrain):
    tmp_path, outil = terrain
    outil.executer({"command": "create", "path": "/memories/d/allergie.md",
                    "file_text": "Allergie : arachides\n"})
    assert outil.tout_effacer() == 2
    assert list(outil.racine.iterdir()) == []


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(list("./%2eE\\ａ．x_") + ["..", "memories"]), max_size=20)
       .map("".join))
def test_propriete_un_chemin_accepte_reste_sous_la_racine(chemin):
    """Pour tout chemin que `relatif` accepte, aucun composant n'est « . », « .. » ni caché."""
    try:
        morceaux = relatif("/memories/" + chemin)
    except RefusChemin:
        return
    assert all(m not in (".", "..") and not m.startswith(".") and "/" not in m for m in morceaux)
    assert os.path.normpath("/r/" + "/".join(morceaux)).startswith("/r")


def test_taille():
    assert [taille(n) for n in (0, 40, 1024, 1536)] == ["0B", "40B", "1K", "1.5K"]


def test_attaques_cachees_hors_de_la_copie_des_eleves():
    """`make distribuer` donne le test visible de l'ex13, jamais ses attaques cachées."""
    from correction.distribuer import fichiers_du_cours

    copie = fichiers_du_cours()
    assert "tests/exercices/test_ex13_confinement_memoire.py" in copie
    assert "tests/exercices/attaques_ex13.py" not in copie
