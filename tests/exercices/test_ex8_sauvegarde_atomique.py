"""Exercice 8 (10 points) — sauvegarde atomique et durable, notée avec de vrais processus tués.

Deux sortes de preuves :

- des processus enfants qui appellent votre `sauvegarder` et meurent en pleine écriture : coupés
  par le noyau à un octet précis (limite RLIMIT_FSIZE, signal SIGXFSZ laissé à son action par
  défaut : le processus meurt sans exécuter une ligne de Python de plus), ou tués par SIGKILL à
  un instant tiré au hasard (graine fixe), plusieurs fois. Après chaque mort, le fichier relu doit
  être l'ancien JSON complet ou le nouveau ;
- des espions dans le processus de test : un crochet d'audit (`sys.addaudithook`, évènement
  « os.rename », levé par `os.replace`, `os.rename` et `Path.replace`) et un `os.fsync` qui note
  sur quoi il est appelé. Ils disent où est le temporaire, dans quel ordre viennent les fsync et
  le renommage, sans rien chronométrer.
"""

import errno
import json
import os
import random
import signal
import stat
import subprocess
import sys
from pathlib import Path

import pytest

FICHIER = "ex8_sauvegarde_atomique"
points = pytest.mark.points
pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="tests POSIX")

VERSIONS = '''
def version(n, taille=1000):
    """La conversation n°n : `taille` messages, accents compris (un caractère = 1 à 2 octets)."""
    return [{"role": "user" if i % 2 == 0 else "assistant",
             "content": f"Version {n}, message {i} : allergie aux arachides, équipe à Nantes."}
            for i in range(taille)]
'''
_ESPACE: dict = {}
exec(VERSIONS, _ESPACE)  # la même fonction ici et, à l'identique, dans les enfants
version = _ESPACE["version"]

ENFANT = VERSIONS + r'''
import importlib.util, itertools, os, resource, signal, sys

fichier, chemin, mode, arg = sys.argv[1:5]
spec = importlib.util.spec_from_file_location("rendu_ex8", fichier)
ex = importlib.util.module_from_spec(spec)
spec.loader.exec_module(ex)
nouveau = version(2)
if mode == "coupe":        # le noyau tue le processus dès qu'un fichier dépasse `arg` octets
    signal.signal(signal.SIGXFSZ, signal.SIG_DFL)
    resource.setrlimit(resource.RLIMIT_FSIZE, (int(arg), resource.getrlimit(resource.RLIMIT_FSIZE)[1]))
    ex.sauvegarder(chemin, nouveau)
elif mode == "renommage":  # SIGKILL juste avant que le renommage ait lieu
    def crochet(evenement, args):
        if evenement == "os.rename":
            os.kill(os.getpid(), signal.SIGKILL)
    sys.addaudithook(crochet)
    ex.sauvegarder(chemin, nouveau)
elif mode == "boucle":     # sauvegardes à la chaîne, jusqu'au SIGKILL du parent
    versions = [version(2), version(3)]
    for i in itertools.count():
        ex.sauvegarder(chemin, versions[i % 2])
        if i == 0:
            print("pret", flush=True)
'''

# --- Les espions du processus de test -------------------------------------------------------

JOURNAL: list | None = None  # None : espions éteints ; sinon la liste des évènements notés
IMBRIQUE = None              # fonction appelée une fois, au premier renommage (rédacteur concurrent)


def _normal(chemin) -> str:
    return os.path.abspath(os.fsdecode(chemin))


def _crochet(evenement, args):
    global IMBRIQUE
    if JOURNAL is None or evenement != "os.rename":
        return
    source, cible = _normal(args[0]), _normal(args[1])
    try:
        inode = os.stat(source).st_ino
    except OSError:
        inode = None
    JOURNAL.append(("renommage", source, cible, inode))
    if IMBRIQUE is not None:
        appel, IMBRIQUE = IMBRIQUE, None
        appel()


sys.addaudithook(_crochet)


@pytest.fixture
def espions(monkeypatch):
    """Allume les espions : renommages (crochet d'audit) et fsync (os.fsync, os.fdatasync)."""
    global JOURNAL, IMBRIQUE
    journal: list = []

    def espion(vrai):
        def fsync(fd):
            numero = fd if isinstance(fd, int) else fd.fileno()
            st = os.fstat(numero)
            journal.append(("fsync", st.st_ino, stat.S_ISDIR(st.st_mode), st.st_size))
            return vrai(fd)
        return fsync

    monkeypatch.setattr(os, "fsync", espion(os.fsync))
    if hasattr(os, "fdatasync"):
        monkeypatch.setattr(os, "fdatasync", espion(os.fdatasync))
    JOURNAL, IMBRIQUE = journal, None
    yield journal
    JOURNAL, IMBRIQUE = None, None


def _texte(donnees) -> str:
    return json.dumps(donnees, ensure_ascii=False)


def _etat(chemin: Path, versions: dict) -> str:
    """Le nom de la version que contient le fichier, ou ce qui ne va pas."""
    try:
        contenu = json.loads(chemin.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return "fichier disparu"
    except (ValueError, UnicodeDecodeError) as e:
        return f"JSON illisible ({chemin.stat().st_size} octets : {type(e).__name__})"
    return next((nom for nom, v in versions.items() if contenu == v), "contenu inattendu")


def _doit_marcher(ex, dossier: Path) -> None:
    """Une sauvegarde ordinaire marche (sinon, un enfant qui plante laisserait l'ancien fichier
    intact et les tests de kill passeraient sans rien prouver)."""
    essai = dossier / "essai.json"
    ex.sauvegarder(essai, {"essai": "réussi"})
    assert essai.read_text(encoding="utf-8") == '{"essai": "réussi"}', \
        "sauvegarder doit écrire json.dumps(donnees, ensure_ascii=False)"
    essai.unlink()


def _enfant(ex, chemin: Path, mode: str, arg: str = "0", **options) -> subprocess.Popen:
    commande = [sys.executable, "-B", "-c", ENFANT, ex.__file__, str(chemin), mode, arg]
    return subprocess.Popen(commande, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, **options)


# --- Les tests notés ------------------------------------------------------------------------

@points(1)
def test_ecrit_le_json(ex, tmp_path):
    """sauvegarder : écrit json.dumps(donnees, ensure_ascii=False), remplace, ne laisse aucun reste"""
    chemin = tmp_path / "camille.json"
    premiere = [{"role": "user", "content": "Je suis allergique aux arachides, à Rezé."}]
    ex.sauvegarder(chemin, premiere)
    assert chemin.read_text(encoding="utf-8") == _texte(premiere)
    seconde = premiere + [{"role": "assistant", "content": "C'est noté."}]
    ex.sauvegarder(str(chemin), seconde)  # un str marche aussi
    assert chemin.read_text(encoding="utf-8") == _texte(seconde)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["camille.json"], \
        "aucun temporaire ne doit rester après une sauvegarde réussie"


@points(2)
def test_coupe_en_pleine_ecriture(ex, tmp_path):
    """Tué à l'octet 0, au milieu, au dernier, juste avant le renommage : ancien ou nouveau JSON complet"""
    _doit_marcher(ex, tmp_path)
    chemin = tmp_path / "longue.json"
    ancien, nouveau = version(1), version(2)
    taille = len(_texte(nouveau).encode("utf-8"))
    for coupe in [("coupe", "0"), ("coupe", str(taille // 2)), ("coupe", str(taille - 1)),
                  ("renommage", "0")]:
        chemin.write_text(_texte(ancien), encoding="utf-8")
        enfant = _enfant(ex, chemin, *coupe)
        _, erreurs = enfant.communicate(timeout=30)
        assert enfant.returncode != 0, f"{coupe} : l'enfant aurait dû être tué ({erreurs[-300:]})"
        etat = _etat(chemin, {"ancien": ancien, "nouveau": nouveau})
        assert etat in ("ancien", "nouveau"), \
            f"processus tué ({coupe[0]} {coupe[1]}) : le fichier relu est {etat}"
    ex.sauvegarder(chemin, nouveau)  # les restes des enfants tués ne gênent pas la suite
    assert _etat(chemin, {"nouveau": nouveau}) == "nouveau"


@points(2)
def test_sigkill_au_hasard(ex, tmp_path):
    """SIGKILL au hasard pendant des sauvegardes à la chaîne, 4 fois : toujours un JSON complet"""
    _doit_marcher(ex, tmp_path)
    chemin = tmp_path / "boucle.json"
    versions = {"ancien": version(1), "v2": version(2), "v3": version(3)}
    hasard = random.Random(8)
    for essai in range(4):
        chemin.write_text(_texte(versions["ancien"]), encoding="utf-8")
        enfant = _enfant(ex, chemin, "boucle")
        ligne = enfant.stdout.readline()
        if ligne.strip() != "pret":
            enfant.kill()
            _, erreurs = enfant.communicate(timeout=30)
            pytest.fail(f"l'enfant n'a pas fini sa première sauvegarde : {erreurs[-300:]}")
        try:
            enfant.wait(timeout=hasard.uniform(0, 0.03))  # laisse passer quelques sauvegardes
        except subprocess.TimeoutExpired:
            pass
        enfant.send_signal(signal.SIGKILL)
        enfant.communicate(timeout=30)
        etat = _etat(chemin, versions)
        assert etat in versions, f"SIGKILL n°{essai + 1} : le fichier relu est {etat}"


@points(1)
def test_temporaire_dans_le_meme_dossier(ex, tmp_path, espions, monkeypatch):
    """Le temporaire naît dans le dossier du fichier (pas dans /tmp), puis est renommé"""
    ailleurs = tmp_path / "tmp_ailleurs"
    ailleurs.mkdir()
    monkeypatch.setenv("TMPDIR", str(ailleurs))
    monkeypatch.setattr("tempfile.tempdir", str(ailleurs))  # comme un /tmp sur un autre disque
    dossier = tmp_path / "sessions"
    dossier.mkdir()
    chemin = dossier / "camille.json"
    ex.sauvegarder(chemin, version(1, taille=3))
    renommages = [e for e in espions if e[0] == "renommage" and e[2] == _normal(chemin)]
    assert renommages, "aucun renommage vers le fichier final : écrivez un temporaire puis os.replace"
    source = renommages[-1][1]
    assert os.path.dirname(source) == _normal(dossier), \
        f"temporaire créé dans {os.path.dirname(source)}, pas dans {dossier} : os.replace n'est " \
        "atomique que dans un même système de fichiers"


@points(1)
def test_temporaire_unique(ex, tmp_path, espions):
    """Deux rédacteurs en même temps : chacun son temporaire, aucun ne perd son renommage"""
    global IMBRIQUE
    chemin = tmp_path / "partagee.json"
    premier, second = version(1, taille=5), version(2, taille=5)
    IMBRIQUE = lambda: ex.sauvegarder(chemin, second)  # noqa: E731 — l'autre rédacteur, au pire moment
    try:
        ex.sauvegarder(chemin, premier)
    except OSError as e:
        pytest.fail(f"le premier rédacteur échoue ({type(e).__name__}: {e}) : le second a pris son "
                    "temporaire. Donnez à chaque sauvegarde un nom unique (tempfile.mkstemp).")
    assert IMBRIQUE is None, "aucun renommage : écrivez un temporaire puis os.replace"
    assert _etat(chemin, {"premier": premier, "second": second}) == "premier"


@points(1)
def test_fsync_du_fichier_avant_renommage(ex, tmp_path, espions):
    """os.fsync du temporaire, tout écrit (flush d'abord), avant os.replace"""
    chemin = tmp_path / "camille.json"
    donnees = [{"role": "user", "content": "Bonjour"}]  # petit : reste dans le tampon sans flush
    ex.sauvegarder(chemin, donnees)
    rangs = [i for i, e in enumerate(espions) if e[0] == "renommage" and e[2] == _normal(chemin)]
    assert rangs, "aucun renommage vers le fichier final"
    inode = os.stat(chemin).st_ino  # le renommage garde l'inode du temporaire
    taille = len(_texte(donnees).encode("utf-8"))
    avant = [e for e in espions[: rangs[-1]] if e[0] == "fsync" and e[1] == inode]
    assert avant, "le temporaire n'est jamais passé par os.fsync avant le renommage"
    assert any(e[3] == taille for e in avant), \
        "au moment du fsync, le fichier n'avait pas tout son contenu : flush() avant os.fsync"


@points(1)
def test_fsync_du_dossier_apres_renommage(ex, tmp_path, espions):
    """os.fsync du dossier après le renommage (le renommage lui-même devient durable)"""
    chemin = tmp_path / "camille.json"
    ex.sauvegarder(chemin, [{"role": "user", "content": "Bonjour"}])
    rangs = [i for i, e in enumerate(espions) if e[0] == "renommage" and e[2] == _normal(chemin)]
    assert rangs, "aucun renommage vers le fichier final"
    dossier = os.stat(tmp_path).st_ino
    assert any(e[0] == "fsync" and e[2] and e[1] == dossier for e in espions[rangs[-1]:]), \
        "pas de os.fsync du dossier après os.replace"


@points(1)
def test_echec_laisse_l_ancien(ex, tmp_path, monkeypatch):
    """Disque en panne (fsync lève EIO) ou donnée non JSON : l'ancien fichier intact, aucun reste"""
    chemin = tmp_path / "camille.json"
    chemin.write_text('["ancien"]', encoding="utf-8")

    def panne(fd):
        raise OSError(errno.EIO, "erreur d'entrée-sortie (simulée)")

    with monkeypatch.context() as m:
        m.setattr(os, "fsync", panne)
        with pytest.raises(OSError):
            ex.sauvegarder(chemin, ["nouveau"])
    assert chemin.read_text(encoding="utf-8") == '["ancien"]'
    assert sorted(p.name for p in tmp_path.iterdir()) == ["camille.json"], \
        "le temporaire d'une sauvegarde ratée doit être supprimé"
    with pytest.raises(TypeError):
        ex.sauvegarder(chemin, [{"content": object()}])
    assert chemin.read_text(encoding="utf-8") == '["ancien"]'
    assert sorted(p.name for p in tmp_path.iterdir()) == ["camille.json"]
