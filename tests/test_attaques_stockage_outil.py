"""Le back end de l'outil mémoire attaqué de l'extérieur (issue 32, points 2 et 6).

Un autre processus local peut planter des liens durs, échanger un dossier contre un lien
symbolique entre la vérification et l'usage (`renameat2(RENAME_EXCHANGE)` en boucle), remplir la
mémoire à plusieurs. Après chaque attaque : ce qui est hors de la racine est intact, rien de neuf
n'y apparaît, et seule `ErreurMemoire` sort de `executer`.
"""

import ctypes
import multiprocessing
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from contexte.outil_memoire import ErreurMemoire, OutilMemoire

RENAME_EXCHANGE = 2
AT_FDCWD = -100


def _photo(dossier: Path) -> dict:
    return {p.relative_to(dossier): p.read_bytes() for p in dossier.rglob("*") if p.is_file()}


@pytest.fixture
def terrain(tmp_path):
    dehors = tmp_path / "dehors"
    dehors.mkdir()
    for k in range(31):
        (dehors / f"f{k}.md").write_text(f"secret {k}\n", encoding="utf-8")
    outil = OutilMemoire(tmp_path / "racine")
    outil.executer({"command": "create", "path": "/memories/ok.md", "file_text": "ok\n"})
    return tmp_path, dehors, outil


# --- Point 2 : liens durs ---------------------------------------------------------------------

def test_p2_lien_dur_vers_dehors_ni_lu_ni_broye(terrain):
    _, dehors, outil = terrain
    avant = _photo(dehors)
    os.link(dehors / "f0.md", outil.racine / "lien.md")
    with pytest.raises(ErreurMemoire):
        outil.executer({"command": "view", "path": "/memories/lien.md"})
    with pytest.raises(ErreurMemoire):
        outil.executer({"command": "str_replace", "path": "/memories/lien.md",
                        "old_str": "secret", "new_str": "X"})
    try:
        outil.executer({"command": "delete", "path": "/memories/lien.md"})
    except ErreurMemoire:
        pass
    assert _photo(dehors) == avant
    os.link(dehors / "f1.md", outil.racine / "lien2.md")
    outil.tout_effacer()
    assert _photo(dehors) == avant


def test_p2_sauvegarde_cp_al_survit_a_l_effacement(terrain):
    tmp_path, _, outil = terrain
    outil.executer({"command": "create", "path": "/memories/notes/a.md", "file_text": "à garder\n"})
    sauvegarde = tmp_path / "sauvegarde"
    subprocess.run(["cp", "-al", str(outil.racine), str(sauvegarde)], check=True)
    avant = _photo(sauvegarde)
    outil.executer({"command": "delete", "path": "/memories/notes"})
    outil.tout_effacer()
    assert _photo(sauvegarde) == avant
    assert list(outil.racine.iterdir()) == []


# --- Point 2 : échange dossier / lien symbolique pendant l'usage --------------------------------

def _echangeur(a: bytes, b: bytes, stop: str, tours: int) -> None:
    libc = ctypes.CDLL(None, use_errno=True)
    for k in range(tours):
        libc.renameat2(AT_FDCWD, a, AT_FDCWD, b, RENAME_EXCHANGE)
        if k % 256 == 0 and os.path.exists(stop):
            return


@pytest.mark.parametrize("commande", [
    {"command": "view", "path": "/memories/d/f0.md"},
    {"command": "view", "path": "/memories/d"},
    {"command": "create", "path": "/memories/d/neuf.md", "file_text": "intrus\n"},
    {"command": "str_replace", "path": "/memories/d/f0.md", "old_str": "0", "new_str": "X"},
    {"command": "delete", "path": "/memories/d/f0.md"},
    {"command": "delete", "path": "/memories/d"},
], ids=["view-fichier", "view-dossier", "create", "str_replace", "delete-fichier", "delete-dossier"])
def test_p2_course_lien_symbolique_rien_dehors(terrain, commande):
    tmp_path, dehors, outil = terrain
    avant = _photo(dehors)
    stop = tmp_path / "stop"
    libc = ctypes.CDLL(None, use_errno=True)
    if not hasattr(libc, "renameat2"):
        pytest.skip("pas de renameat2 dans cette libc")
    sorties_brutes, lu_dehors = [], 0
    for essai in range(6):
        d = outil.racine / "d"
        if d.is_symlink() or d.is_file():
            d.unlink()
        elif d.exists():
            shutil.rmtree(d)
        d.mkdir()
        (d / "f0.md").write_text("mien 0\n", encoding="utf-8")
        lien = outil.racine / "x"
        if lien.is_symlink() or lien.exists():
            lien.unlink() if lien.is_symlink() else shutil.rmtree(lien)
        lien.symlink_to(dehors)
        stop.unlink(missing_ok=True)
        ctx = multiprocessing.get_context("fork")
        p = ctx.Process(target=_echangeur, args=(bytes(d), bytes(lien), str(stop), 2_000_000))
        p.start()
        try:
            for _ in range(150):
                try:
                    sortie = outil.executer(dict(commande))
                    lu_dehors += "secret" in sortie
                except ErreurMemoire:
                    pass
                except Exception as e:  # noqa: BLE001 - c'est ce qu'on mesure
                    sorties_brutes.append(f"{type(e).__name__}: {e}")
        finally:
            stop.touch()
            p.join(60)
            if p.is_alive():
                p.kill()
        assert _photo(dehors) == avant, f"essai {essai} : un fichier de dehors a changé"
    assert not sorties_brutes, sorties_brutes[:3]
    assert lu_dehors == 0
    assert sorted(p.name for p in dehors.iterdir()) == sorted(f"f{k}.md" for k in range(31))


# --- Point 6 : quota (octets et fichiers) sous concurrence, dossiers illisibles ----------------

def _remplisseur(racine: str, k: int, retour) -> None:
    outil = OutilMemoire(racine)
    ecrits = 0
    for j in range(6):
        try:
            outil.executer({"command": "create", "path": f"/memories/p{k}_{j}.md",
                            "file_text": "x" * 15_000})
            ecrits += 1
        except ErreurMemoire:
            pass
    retour.put(ecrits)


def test_p6_huit_create_concurrents_ne_depassent_pas_le_quota(tmp_path):
    racine = tmp_path / "racine"
    OutilMemoire(racine)
    ctx = multiprocessing.get_context("fork")
    retour = ctx.Queue()
    procs = [ctx.Process(target=_remplisseur, args=(str(racine), k, retour)) for k in range(8)]
    for p in procs:
        p.start()
    for p in procs:
        p.join(120)
    total = sum(p.stat().st_size for p in racine.rglob("*") if p.is_file())
    assert total <= 256_000, f"{total} octets sur disque pour une limite de 256 000"
    assert total >= 15_000 * 15  # le quota a servi : la mémoire est presque pleine


def test_p6_compte_tenu_geste_par_geste_egal_au_disque(tmp_path):
    """Le quota n'est plus recompté en relisant l'arbre à chaque create : un compte noté sur la
    racine, mis à jour par chaque geste. Après 300 gestes tirés au hasard (dont beaucoup
    refusés), il vaut toujours ce qu'un parcours complet du disque trouve."""
    import random

    from contexte.outil_memoire import ATTRIBUT, lire_compte, poids

    racine = tmp_path / "racine"
    outil = OutilMemoire(racine)
    hasard = random.Random(32)
    noms = ["/memories/a.md", "/memories/b.md", "/memories/d/c.md", "/memories/d/e/f.md",
            "/memories/d", "/memories/g"]
    for _ in range(300):
        chemin, autre = hasard.choice(noms), hasard.choice(noms)
        geste = hasard.choice([
            {"command": "create", "path": chemin,
             "file_text": "début\n" + "é" * hasard.randrange(0, 900)},
            {"command": "str_replace", "path": chemin, "old_str": "début", "new_str": "fin…"},
            {"command": "insert", "path": chemin, "insert_line": 0, "insert_text": "ligne\n"},
            {"command": "rename", "old_path": chemin, "new_path": autre},
            {"command": "delete", "path": chemin}])
        try:
            outil.executer(geste)
        except ErreurMemoire:
            pass
        fd = os.open(racine, os.O_RDONLY | os.O_DIRECTORY)
        try:
            assert lire_compte(fd) == poids(fd), geste
        finally:
            os.close(fd)
    try:
        assert os.getxattr(racine, ATTRIBUT)       # le compte est noté : pas de parcours à refaire
    except OSError as e:                            # pragma: no cover - pas d'attributs étendus
        pytest.skip(f"attributs étendus absents sur {racine} ({e.strerror}) : compte recalculé")


def test_p6_nombre_de_fichiers_borne(tmp_path):
    outil = OutilMemoire(tmp_path / "racine")
    refus = None
    for k in range(5_000):
        try:
            outil.executer({"command": "create", "path": f"/memories/n{k}.md", "file_text": "a"})
        except ErreurMemoire as e:
            refus = (k, str(e))
            break
    assert refus is not None, "5 000 fichiers acceptés : aucune limite sur le nombre de fichiers"
    assert "fichiers" in refus[1]


def _scenario_illisible(racine: str, retour) -> None:
    """Sous l'utilisateur nobody (root ignore les droits des dossiers) : un sous-dossier rendu
    illisible ne doit ni cacher ses octets au quota, ni faire sortir une erreur brute."""
    import pwd
    nobody = pwd.getpwnam("nobody")
    os.setgid(nobody.pw_gid)
    os.setuid(nobody.pw_uid)
    try:
        retour.put(_illisible(racine))
    except BaseException as e:  # noqa: BLE001 - le parent doit savoir, pas attendre
        retour.put(([f"préparation : {type(e).__name__}: {e}"], 0))


def _illisible(racine: str) -> tuple[list, int]:
    o = OutilMemoire(racine, max_octets_total=40_000)
    o.executer({"command": "create", "path": "/memories/cache/a.md", "file_text": "x" * 15_000})
    os.chmod(os.path.join(racine, "cache"), 0)
    brutes, passe = [], 0
    for c in ({"command": "view", "path": "/memories"},
              {"command": "create", "path": "/memories/b.md", "file_text": "y" * 15_000},
              {"command": "create", "path": "/memories/c.md", "file_text": "y" * 15_000},
              {"command": "delete", "path": "/memories/cache"}):
        try:
            o.executer(c)
            passe += c["command"] == "create"
        except ErreurMemoire:
            pass
        except Exception as e:  # noqa: BLE001 - c'est ce qu'on mesure
            brutes.append(f"{c['command']}: {type(e).__name__}")
    try:
        o.tout_effacer()
    except ErreurMemoire:
        pass
    except Exception as e:  # noqa: BLE001
        brutes.append(f"tout_effacer: {type(e).__name__}")
    return brutes, passe


@pytest.mark.skipif(os.geteuid() != 0, reason="il faut root pour jouer un autre utilisateur")
def test_p6_dossier_illisible_ni_cache_ni_erreur_brute():
    import tempfile
    haut = Path(tempfile.mkdtemp(prefix="memoire-illisible-"))   # /tmp : traversable par nobody
    haut.chmod(0o755)
    racine = haut / "racine"
    racine.mkdir()
    shutil.chown(racine, "nobody")
    ctx = multiprocessing.get_context("fork")
    retour = ctx.Queue()
    p = ctx.Process(target=_scenario_illisible, args=(str(racine), retour))
    p.start()
    try:
        brutes, passe = retour.get(timeout=120)
    finally:
        p.join(60)
        for d in (racine / "cache", racine):
            if d.exists():
                d.chmod(0o700)
        shutil.rmtree(haut)
    assert brutes == []
    assert passe <= 1, "les octets du dossier illisible ont été oubliés dans le quota"
