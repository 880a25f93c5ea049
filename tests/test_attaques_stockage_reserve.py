"""Attaques mises de côté (issue 32) : écrites avec les autres, jamais utilisées pour régler
les correctifs. Elles varient les angles des fichiers test_attaques_stockage*.py.
"""

import ctypes
import multiprocessing
import os
import sqlite3
import threading
from pathlib import Path

import pytest

from contexte import ConflitEcriture, ErreurStockage, FichierInvalide
from contexte.memoire import MemoireLongTerme
from contexte.outil_memoire import ErreurMemoire, OutilMemoire
from contexte.stockage import ouvrir_stockage
from tests.bases_jetables import url  # noqa: F401 (une fixture : pytest la trouve ici)


@pytest.mark.parametrize("ident", ["\udce9", "a\ud800b", "\udfff" * 3, "ok\udc80"])
def test_r_surrogats_varies_refuses(url, ident):
    stock = ouvrir_stockage(url)
    with pytest.raises(ValueError):
        stock.session(ident, "lundi")
    with pytest.raises(ValueError):
        stock.session("camille", ident)


@pytest.mark.parametrize("longueur, passe", [(1, True), (50, True), (51, False)])
def test_r_emoji_quatre_octets(url, longueur, passe):
    stock = ouvrir_stockage(url)
    ident = "🦊" * longueur                     # 4 octets chacun : 200 octets pour 50
    if passe:
        s = stock.session(ident, "lundi")
        s.messages.append({"role": "user", "content": "x"})
        s.save()
        assert stock.sessions(ident) == ["lundi"]
    else:
        with pytest.raises(ValueError):
            stock.session(ident, "lundi")


def test_r_memoire_surrogat_ne_touche_pas_jose(tmp_path):
    mem = MemoireLongTerme(f"sqlite:///{tmp_path}/m.db")
    mem.appliquer("José", [{"op": "add", "cle": "ville", "valeur": "Lyon", "preuve": "Lyon"}],
                  ["J'habite à Lyon"])
    with pytest.raises(ValueError):
        mem.effacer_utilisateur("Jos\udcc3\udca9")
    assert mem.faits("José") == {"ville": "Lyon"}


def test_r_perime_par_effacement_puis_recreation_sur_autre_stockage(tmp_path):
    """Deux objets stockage sur le même fichier : l'effacement par l'un périme l'autre."""
    url = f"sqlite:///{tmp_path}/s.db"
    un, deux = ouvrir_stockage(url), ouvrir_stockage(url)
    s = un.session("u", "i")
    s.messages.append({"role": "user", "content": "a"})
    s.save()
    vieux = deux.session("u", "i")
    un.effacer_utilisateur("u")
    for k in range(4):
        t = un.session("u", "i")
        t.messages.append({"role": "user", "content": f"n{k}"})
        t.save()
    vieux.messages.append({"role": "user", "content": "vieux"})
    with pytest.raises(ConflitEcriture):
        vieux.save()


def test_r_memoire_disque_plein(tmp_path):
    mem = MemoireLongTerme(f"sqlite:///{tmp_path}/m.db")
    mem.appliquer("u", [{"op": "add", "cle": "ville", "valeur": "Lyon", "preuve": "Lyon"}],
                  ["Lyon"])
    mem.base.brute.execute("PRAGMA max_page_count = 1")
    grosse = "y" * 100_000
    with pytest.raises(ErreurStockage):
        mem.appliquer("u", [{"op": "add", "cle": "notes", "valeur": grosse, "preuve": grosse}],
                      [grosse])
    assert MemoireLongTerme(f"sqlite:///{tmp_path}/m.db").faits("u") == {"ville": "Lyon"}


def test_r_fichier_qui_n_est_pas_une_base(tmp_path):
    chemin = tmp_path / "s.db"
    chemin.write_bytes(b"SQLite format 3\x00" + os.urandom(8000))
    avant = chemin.read_bytes()
    with pytest.raises(ErreurStockage):
        stock = ouvrir_stockage(f"sqlite:///{chemin}")
        stock.sessions("u")
    assert chemin.read_bytes() == avant


def test_r_session_json_abimee_en_profondeur_moyenne(tmp_path):
    stock = ouvrir_stockage(tmp_path / "s")
    s = stock.session("u", "i")
    s.messages.append({"role": "user", "content": "x"})
    s.save()
    f = next((tmp_path / "s").rglob("i.json"))
    f.write_text('[{"role": "user", "content": ' + "[" * 5000 + "]" * 5000 + "}]")
    with pytest.raises((FichierInvalide, ErreurStockage)):
        stock.session("u", "i")


@pytest.mark.parametrize("avant, apres", [([1], [True]), ({"a": 1.0}, {"a": 1}),
                                          ("1", 1), (None, False)])
def test_r_egalite_par_type_imbriquee(tmp_path, avant, apres):
    stock = ouvrir_stockage(f"sqlite:///{tmp_path}/s.db")
    s = stock.session("u", "i")
    s.messages.append({"role": "user", "content": [{"type": "t", "v": avant}]})
    s.save()
    s.messages[0]["content"][0]["v"] = apres
    s.save()
    v = stock.session("u", "i").messages[0]["content"][0]["v"]
    assert repr(v) == repr(apres)


def test_r_lien_dur_dans_un_sous_dossier(tmp_path):
    dehors = tmp_path / "secret.txt"
    dehors.write_text("ne pas broyer\n")
    outil = OutilMemoire(tmp_path / "r")
    outil.executer({"command": "create", "path": "/memories/a/b.md", "file_text": "b\n"})
    os.link(dehors, outil.racine / "a" / "lien.md")
    with pytest.raises(ErreurMemoire):
        outil.executer({"command": "view", "path": "/memories/a/lien.md"})
    try:
        outil.executer({"command": "delete", "path": "/memories/a"})
    except ErreurMemoire:
        pass
    assert dehors.read_text() == "ne pas broyer\n"


def test_r_rename_par_dessus_lien_symbolique_echange(tmp_path):
    """rename pendant qu'un autre processus échange le dossier cible avec un lien vers dehors."""
    dehors = tmp_path / "dehors"
    dehors.mkdir()
    outil = OutilMemoire(tmp_path / "r")
    (outil.racine / "cible").mkdir()
    (outil.racine / "x").symlink_to(dehors)
    libc = ctypes.CDLL(None, use_errno=True)
    stop = threading.Event()

    def echanger():
        a, b = bytes(outil.racine / "cible"), bytes(outil.racine / "x")
        for _ in range(500_000):
            if stop.is_set():
                return
            libc.renameat2(-100, a, -100, b, 2)

    fil = threading.Thread(target=echanger, daemon=True)
    fil.start()
    brutes = []
    try:
        for k in range(300):
            try:
                outil.executer({"command": "create", "path": f"/memories/m{k}.md",
                                "file_text": "m\n"})
                outil.executer({"command": "rename", "old_path": f"/memories/m{k}.md",
                                "new_path": f"/memories/cible/m{k}.md"})
            except ErreurMemoire:
                pass
            except Exception as e:  # noqa: BLE001
                brutes.append(type(e).__name__)
    finally:
        stop.set()
        fil.join(60)
    assert list(dehors.iterdir()) == []
    assert brutes == []


def _creer_beaucoup(racine, k):
    o = OutilMemoire(racine)
    for j in range(30):
        try:
            o.executer({"command": "create", "path": f"/memories/q{k}_{j}.md",
                        "file_text": "z" * 9_000})
        except ErreurMemoire:
            pass


def test_r_quota_en_concurrence_avec_edition(tmp_path):
    racine = tmp_path / "r"
    OutilMemoire(racine)
    ctx = multiprocessing.get_context("fork")
    procs = [ctx.Process(target=_creer_beaucoup, args=(str(racine), k)) for k in range(6)]
    for p in procs:
        p.start()
    for p in procs:
        p.join(120)
    total = sum(p.stat().st_size for p in Path(racine).rglob("*") if p.is_file()
                and not p.name.startswith("."))
    assert total <= 256_000


def test_r_effacement_memoire_avec_lecteur_mais_dit_vrai(tmp_path):
    chemin = tmp_path / "m.db"
    mem = MemoireLongTerme(f"sqlite:///{chemin}")
    mem.appliquer("u", [{"op": "add", "cle": "code", "valeur": "orque-bleue",
                         "preuve": "orque-bleue"}], ["orque-bleue"])
    lecteur = sqlite3.connect(chemin, isolation_level=None)
    lecteur.execute("BEGIN")
    lecteur.execute("SELECT * FROM sqlite_master").fetchall()
    try:
        ok = mem.oublier("u", "code")
    except ErreurStockage:
        ok = None
    finally:
        lecteur.close()
    if ok:
        assert b"orque-bleue" not in b"".join(p.read_bytes() for p in tmp_path.iterdir())


# --- Seconde passe (h-stockage3) : écrites d'un jet, lancées une fois, jamais réglées ----------

def test_r2_base_remplacee_par_un_lien_symbolique(tmp_path):
    chemin, autre = tmp_path / "s.db", tmp_path / "autre.db"
    stock = ouvrir_stockage(f"sqlite:///{chemin}")
    ouvrir_stockage(f"sqlite:///{autre}").fermer()
    s = stock.session("camille", "lundi")
    s.messages.append({"role": "user", "content": "un"})
    s.save()
    chemin.unlink()
    chemin.symlink_to(autre)
    s.messages.append({"role": "user", "content": "deux"})
    with pytest.raises(ErreurStockage):
        s.save()


def test_r2_memoire_sur_une_base_supprimee(tmp_path):
    chemin = tmp_path / "m.db"
    mem = MemoireLongTerme(f"sqlite:///{chemin}")
    for suffixe in ("", "-wal", "-shm"):
        Path(f"{chemin}{suffixe}").unlink(missing_ok=True)
    with pytest.raises(ErreurStockage):
        mem.appliquer("u", [{"op": "add", "cle": "ville", "valeur": "Lyon", "preuve": "Lyon"}],
                      ["J'habite à Lyon."])


def test_r2_mot_de_passe_de_la_memoire_jamais_affiche():
    with pytest.raises(ErreurStockage) as e:
        MemoireLongTerme("postgresql://u@127.0.0.1:1/b?connect_timeout=1&password=zq9secret")
    assert "zq9secret" not in str(e.value)


@pytest.mark.parametrize("avant, apres", [(-0.0, 0.0), (1e16, 10**16), ([], {}), ("1", 1)])
def test_r2_changement_invisible_a_egal_enregistre(url, avant, apres):
    stock = ouvrir_stockage(url)
    s = stock.session("camille", "lundi")
    s.messages.append({"role": "user", "content": "x", "v": avant})
    s.save()
    s.messages[0]["v"] = apres
    s.messages.append({"role": "user", "content": "y"})
    s.save()
    relu = stock.session("camille", "lundi").messages
    assert type(relu[0]["v"]) is type(apres) and str(relu[0]["v"]) == str(apres)


def test_r2_base_sur_un_peripherique_qui_avale_tout():
    """/dev/null comme base : ce qui est « enregistré » doit se relire, ou être refusé."""
    try:
        stock = ouvrir_stockage("sqlite:////dev/null")
        s = stock.session("camille", "lundi")
        s.messages.append({"role": "user", "content": "un"})
        s.save()
    except ErreurStockage:
        return
    relu = ouvrir_stockage("sqlite:////dev/null").session("camille", "lundi").messages
    assert [m["content"] for m in relu] == ["un"]
