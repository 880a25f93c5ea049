"""Exercice 2 (10 points) — sauvegarde atomique et durable, notée avec de vrais processus tués.

Le code de l'élève ne tourne pas dans le processus des tests (voir correction/README.md) : chaque
preuve vient d'un processus Python enfant, lancé là où tourne son code (`distant.lancer_python` :
dans son bac à sable pendant la correction), qui importe son fichier et appelle `sauvegarder`.

- des enfants qui meurent en pleine écriture : coupés par le noyau à un octet précis (limite
  RLIMIT_FSIZE, signal SIGXFSZ laissé à son action par défaut : le processus meurt sans exécuter
  une ligne de Python de plus), ou tués par SIGKILL à un instant tiré au hasard (graine fixe),
  plusieurs fois. Après chaque mort, le fichier relu doit être l'ancien JSON complet ou le
  nouveau ;
- un enfant espion : avant d'importer le fichier de l'élève, il installe un crochet d'audit
  (`sys.addaudithook`, évènement « os.rename », levé par `os.replace`, `os.rename` et
  `Path.replace`) et remplace `os.fsync` (et `os.fdatasync`) par une enveloppe qui note sur quoi
  elle est appelée, ou qui lève EIO (disque en panne). Il écrit son journal en JSON ; le test le
  relit et y vérifie où est le temporaire, l'ordre des fsync et du renommage, sans rien
  chronométrer.
"""

import errno
import json
import os
import random
import signal
import time
from pathlib import Path

import pytest

from correction.distant import lancer_python

FICHIER = "ex2_sauvegarde_atomique"
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

IMPORTER = r'''
import importlib.util, sys

def importer(fichier):
    spec = importlib.util.spec_from_file_location("rendu_ex2", fichier)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
'''

ENFANT = VERSIONS + IMPORTER + r'''
import itertools, os, resource, signal

fichier, chemin, mode, arg = sys.argv[1:5]
ex = importer(fichier)
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
'''

# L'enfant espion. Scénarios : « espions » (une sauvegarde de donnees[0]), « ailleurs » (idem,
# avec le dossier temporaire par défaut déplacé dans `arg`), « deux » (donnees[1] sauvegardé par
# un second rédacteur au premier renommage du premier), « panne » (os.fsync lève EIO).
ESPION = IMPORTER + r'''
import errno, json, os, stat, tempfile

fichier, chemin, scenario, donnees, arg = sys.argv[1:6]
donnees = json.loads(donnees)
journal, imbrique = [], []

def normal(c):
    return os.path.abspath(os.fsdecode(c))

def crochet(evenement, args):
    if evenement != "os.rename":
        return
    source, cible = normal(args[0]), normal(args[1])
    try:
        inode = os.stat(source).st_ino
    except OSError:
        inode = None
    journal.append(["renommage", source, cible, inode])
    if imbrique:
        imbrique.pop()()

def espion(vrai):
    def fsync(fd):
        numero = fd if isinstance(fd, int) else fd.fileno()
        st = os.fstat(numero)
        journal.append(["fsync", st.st_ino, stat.S_ISDIR(st.st_mode), st.st_size])
        return vrai(fd)
    return fsync

pannes = [1]

def panne(fd):  # le premier fsync seulement : une erreur avalée ne serait pas relevée par un autre
    if pannes:
        pannes.pop()
        raise OSError(errno.EIO, "erreur d'entrée-sortie (simulée)")

for nom in ("fsync", "fdatasync"):  # avant l'import : même `from os import fsync` est espionné
    if hasattr(os, nom):
        setattr(os, nom, panne if scenario == "panne" else espion(getattr(os, nom)))
if scenario == "ailleurs":          # comme un /tmp sur un autre disque
    os.environ["TMPDIR"] = tempfile.tempdir = arg
ex = importer(fichier)
sys.addaudithook(crochet)
if scenario == "deux":
    imbrique.append(lambda: ex.sauvegarder(chemin, donnees[1]))
erreur = None
try:
    ex.sauvegarder(chemin, donnees[0])
except Exception as e:
    erreur = [type(e).__name__, getattr(e, "errno", None), str(e)[:300]]
print("\nJOURNAL " + json.dumps({"journal": journal, "erreur": erreur,
                                    "imbrique_attendu": bool(imbrique)}), flush=True)
'''


def _normal(chemin) -> str:
    return os.path.abspath(os.fsdecode(chemin))


def espionner(ex, chemin: Path, scenario: str, *donnees, arg: str = "") -> dict:
    """Lance l'enfant espion ; son journal : renommages (source, cible, inode de la source),
    fsync (inode, dossier ?, taille au moment du fsync), dans l'ordre, et l'erreur éventuelle."""
    enfant = lancer_python(ESPION, [ex.__file__, str(chemin), scenario, json.dumps(donnees), arg])
    sortie, erreurs = enfant.communicate(timeout=60)
    lignes = [ligne for ligne in sortie.splitlines() if ligne.startswith("JOURNAL ")]
    if not lignes:
        pytest.fail(f"l'enfant qui appelle sauvegarder n'a pas fini : {erreurs[-400:]}")
    return json.loads(lignes[-1][len("JOURNAL "):])


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


def _enfant(ex, chemin: Path, mode: str, arg: str = "0"):
    """Un enfant qui importe le fichier de l'élève et sauvegarde (Popen, ou sa poignée)."""
    return lancer_python(ENFANT, [ex.__file__, str(chemin), mode, arg])


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
    ancien, nouveau = version(1), version(2)
    texte = _texte(nouveau).encode("utf-8")
    taille = len(texte)
    for rang, coupe in enumerate([("coupe", "0"), ("coupe", str(taille // 2)),
                                  ("coupe", str(taille - 1)), ("renommage", "0")]):
        dossier = tmp_path / f"coupe{rang}"  # un dossier par essai : ses restes sont à lui
        dossier.mkdir()
        chemin = dossier / "longue.json"
        chemin.write_text(_texte(ancien), encoding="utf-8")
        enfant = _enfant(ex, chemin, *coupe)
        _, erreurs = enfant.communicate(timeout=30)
        etat = _etat(chemin, {"ancien": ancien, "nouveau": nouveau})
        assert etat in ("ancien", "nouveau"), \
            f"processus tué ({coupe[0]} {coupe[1]}) : le fichier relu est {etat}"
        # La preuve, sur le disque et relue ici (pas ce que l'enfant dit ni comment il meurt) :
        # l'écriture a bien eu lieu, dans un temporaire du même dossier, coupée là où le noyau
        # l'a coupée (RLIMIT_FSIZE) ou complète au moment du renommage.
        restes = [p.read_bytes() for p in dossier.iterdir() if p != chemin and p.is_file()]
        attendu = texte if coupe[0] == "renommage" else texte[:int(coupe[1])]
        assert etat == "nouveau" or attendu in restes, (
            f"processus tué ({coupe[0]} {coupe[1]}) : aucun temporaire de {len(attendu)} octets "
            f"du nouveau JSON dans le dossier (l'écriture n'a pas eu lieu là, ou pas ainsi) ; "
            f"{erreurs[-300:]}")
        ex.sauvegarder(chemin, nouveau)  # les restes des enfants tués ne gênent pas la suite
        assert _etat(chemin, {"nouveau": nouveau}) == "nouveau"


def _premiere_sauvegarde(chemin: Path, versions: dict, enfant) -> None:
    """Attend, en relisant le disque, que l'enfant ait remplacé l'ancien fichier ; un fichier
    relu à moitié écrit pendant l'attente est la preuve d'une écriture non atomique."""
    for _ in range(6000):
        etat = _etat(chemin, versions)
        assert etat in versions, f"relu pendant les sauvegardes de l'enfant : {etat}"
        if etat != "ancien":
            return
        if enfant.poll() is not None:
            break
        time.sleep(0.005)
    enfant.kill()
    _, erreurs = enfant.communicate(timeout=30)
    pytest.fail(f"aucune sauvegarde de l'enfant n'est arrivée sur le disque : {erreurs[-300:]}")


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
        _premiere_sauvegarde(chemin, versions, enfant)
        try:
            enfant.wait(timeout=hasard.uniform(0, 0.03))  # laisse passer quelques sauvegardes
        except Exception:  # TimeoutExpired (ou, venue du processus de l'élève, sa copie)
            pass
        enfant.kill()  # SIGKILL
        enfant.communicate(timeout=30)
        etat = _etat(chemin, versions)
        assert etat in versions, f"SIGKILL n°{essai + 1} : le fichier relu est {etat}"


def _renommages_vers(journal: dict, chemin: Path) -> list[int]:
    """Les rangs, dans le journal, des renommages dont la cible est `chemin`."""
    return [i for i, e in enumerate(journal["journal"])
            if e[0] == "renommage" and e[2] == _normal(chemin)]


def _sans_erreur(journal: dict) -> None:
    assert journal["erreur"] is None, f"sauvegarder a levé {journal['erreur'][0]} : {journal['erreur'][2]}"


@points(1)
def test_temporaire_dans_le_meme_dossier(ex, tmp_path):
    """Le temporaire naît dans le dossier du fichier (pas dans /tmp), puis est renommé"""
    ailleurs = tmp_path / "tmp_ailleurs"
    ailleurs.mkdir()
    dossier = tmp_path / "sessions"
    dossier.mkdir()
    chemin = dossier / "camille.json"
    journal = espionner(ex, chemin, "ailleurs", version(1, taille=3), arg=str(ailleurs))
    _sans_erreur(journal)
    renommages = _renommages_vers(journal, chemin)
    assert renommages, "aucun renommage vers le fichier final : écrivez un temporaire puis os.replace"
    source = journal["journal"][renommages[-1]][1]
    assert os.path.dirname(source) == _normal(dossier), \
        f"temporaire créé dans {os.path.dirname(source)}, pas dans {dossier} : os.replace n'est " \
        "atomique que dans un même système de fichiers"


@points(1)
def test_temporaire_unique(ex, tmp_path):
    """Deux rédacteurs en même temps : chacun son temporaire, aucun ne perd son renommage"""
    chemin = tmp_path / "partagee.json"
    premier, second = version(1, taille=5), version(2, taille=5)
    # le second rédacteur sauvegarde au pire moment : au premier renommage du premier
    journal = espionner(ex, chemin, "deux", premier, second)
    if journal["erreur"] is not None:
        nom, _, message = journal["erreur"]
        pytest.fail(f"le premier rédacteur échoue ({nom}: {message}) : le second a pris son "
                    "temporaire. Donnez à chaque sauvegarde un nom unique (tempfile.mkstemp).")
    assert not journal["imbrique_attendu"], "aucun renommage : écrivez un temporaire puis os.replace"
    assert _etat(chemin, {"premier": premier, "second": second}) == "premier"


@points(1)
def test_fsync_du_fichier_avant_renommage(ex, tmp_path):
    """os.fsync du temporaire, tout écrit (flush d'abord), avant os.replace"""
    chemin = tmp_path / "camille.json"
    donnees = [{"role": "user", "content": "Bonjour"}]  # petit : reste dans le tampon sans flush
    journal = espionner(ex, chemin, "espions", donnees)
    _sans_erreur(journal)
    rangs = _renommages_vers(journal, chemin)
    assert rangs, "aucun renommage vers le fichier final"
    inode = os.stat(chemin).st_ino  # le renommage garde l'inode du temporaire
    taille = len(_texte(donnees).encode("utf-8"))
    avant = [e for e in journal["journal"][: rangs[-1]] if e[0] == "fsync" and e[1] == inode]
    assert avant, "le temporaire n'est jamais passé par os.fsync avant le renommage"
    assert any(e[3] == taille for e in avant), \
        "au moment du fsync, le fichier n'avait pas tout son contenu : flush() avant os.fsync"


@points(1)
def test_fsync_du_dossier_apres_renommage(ex, tmp_path):
    """os.fsync du dossier après le renommage (le renommage lui-même devient durable)"""
    chemin = tmp_path / "camille.json"
    journal = espionner(ex, chemin, "espions", [{"role": "user", "content": "Bonjour"}])
    _sans_erreur(journal)
    rangs = _renommages_vers(journal, chemin)
    assert rangs, "aucun renommage vers le fichier final"
    dossier = os.stat(tmp_path).st_ino
    assert any(e[0] == "fsync" and e[2] and e[1] == dossier
               for e in journal["journal"][rangs[-1]:]), \
        "pas de os.fsync du dossier après os.replace"
    # le descripteur du dossier est refermé : plus d'appels que de descripteurs permis (256
    # pendant la correction, dans les deux processus ; ici, où son code tourne dans ce
    # processus, la limite est abaissée à 64 le temps de l'essai)
    import resource

    from correction import distant

    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if not distant.actif():
        resource.setrlimit(resource.RLIMIT_NOFILE, (min(64, soft), hard))
    try:
        for _ in range(resource.getrlimit(resource.RLIMIT_NOFILE)[0] + 10):
            ex.fsync_dossier(tmp_path)
    except OSError as e:
        pytest.fail(f"fsync_dossier laisse son descripteur ouvert ({e}) : os.close(fd) dans un "
                    "finally")
    finally:
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))


@points(1)
def test_echec_laisse_l_ancien(ex, tmp_path):
    """Disque en panne (fsync lève EIO) ou donnée non JSON : l'ancien fichier intact, aucun reste"""
    chemin = tmp_path / "camille.json"
    chemin.write_text('["ancien"]', encoding="utf-8")
    journal = espionner(ex, chemin, "panne", ["nouveau"])
    assert journal["erreur"] is not None and journal["erreur"][1] == errno.EIO, \
        f"os.fsync a levé OSError(EIO) : sauvegarder doit la laisser remonter ({journal['erreur']})"
    assert chemin.read_text(encoding="utf-8") == '["ancien"]'
    assert sorted(p.name for p in tmp_path.iterdir()) == ["camille.json"], \
        "le temporaire d'une sauvegarde ratée doit être supprimé"
    with pytest.raises(TypeError):
        ex.sauvegarder(chemin, [{"content": object()}])
    assert chemin.read_text(encoding="utf-8") == '["ancien"]'
    assert sorted(p.name for p in tmp_path.iterdir()) == ["camille.json"]
