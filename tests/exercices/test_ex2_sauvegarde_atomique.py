"""Exercice 2 (10 points) — sauvegarde atomique et durable, notée avec de vrais processus tués.

Le code de l'élève ne tourne pas dans le processus des tests (voir correction/README.md) : chaque
preuve vient d'un processus Python enfant, lancé là où tourne son code (`distant.lancer_python` :
dans son bac à sable pendant la correction), qui importe son fichier et appelle `sauvegarder`.

- des enfants qui meurent en pleine écriture : coupés par le noyau à un octet précis (limite
  RLIMIT_FSIZE, signal SIGXFSZ laissé à son action par défaut : le processus meurt sans exécuter
  une ligne de Python de plus), ou tués par SIGKILL pendant des sauvegardes à la chaîne, quand
  le disque montre, l'enfant arrêté (SIGSTOP), une écriture en cours (constatée, pas supposée
  d'après l'horloge : sur une machine chargée, rien ne dit qu'un instant tiré au hasard tombe
  pendant une écriture), plusieurs fois. Après chaque mort, le fichier relu doit être l'ancien
  JSON complet ou le nouveau ;
- un enfant tracé : un traceur (correction/traceur.py, code de confiance lancé avant tout code
  de l'élève) forke un enfant sous ptrace et seccomp qui importe son fichier et appelle
  `sauvegarder` ; le traceur relève lui-même les vrais appels au noyau (fsync, fdatasync,
  renommages : inode, taille, chemins, code de retour), dans tous les processus que l'enfant
  crée, et écrit le journal sur sa propre sortie, que l'enfant n'a pas. Le test y vérifie où est
  le temporaire, l'ordre des fsync et du renommage, sans rien chronométrer ; la panne (EIO au
  premier os.fsync) est injectée dans l'enfant, le verdict vient du traceur et du disque. Un
  journal absent (traceur tué) ne rapporte rien. Sans ptrace (macOS), et hors correction d'une
  classe seulement (`verifier`), l'ancien espion dans le processus de l'élève prend le relais ;
  pendant la correction d'une classe, le test échoue alors, avec la raison.
"""

import errno
import json
import os
import random
import signal
import time
from pathlib import Path

import pytest

from correction import distant
from correction.distant import lancer_python, lancer_traceur

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

# Le script qui appelle sauvegarder sous observation. Scénarios : « espions » (une sauvegarde de
# donnees[0]), « ailleurs » (idem, le dossier temporaire par défaut déplacé dans `arg`), « deux »
# (donnees[1] sauvegardé par un second rédacteur au premier renommage du premier), « panne » (le
# premier os.fsync lève EIO). Il se termine par terminer(code) : 0, ou 100 + errno d'une OSError.
SCRIPT = IMPORTER + r'''
import errno, json, os, tempfile, traceback

fichier, chemin, scenario, donnees, arg = sys.argv[1:6]
donnees = json.loads(donnees)
if scenario == "panne":  # le premier fsync seulement : une erreur avalée ne serait pas relevée
    def en_panne(vrai, pannes=[1]):
        def fsync(fd):
            if pannes:
                pannes.pop()
                raise OSError(errno.EIO, "erreur d'entrée-sortie (simulée)")
            return vrai(fd)
        return fsync
    for nom in ("fsync", "fdatasync"):  # avant l'import : même `from os import fsync`
        if hasattr(os, nom):
            setattr(os, nom, en_panne(getattr(os, nom)))
if scenario == "ailleurs":          # comme un /tmp sur un autre disque
    os.environ["TMPDIR"] = tempfile.tempdir = arg
ex = importer(fichier)
if scenario == "deux":
    imbrique = [lambda: ex.sauvegarder(chemin, donnees[1])]
    def crochet(evenement, args):
        if evenement == "os.rename" and imbrique:
            imbrique.pop()()
    sys.addaudithook(crochet)
code = 0
try:
    ex.sauvegarder(chemin, donnees[0])
except BaseException as e:
    traceback.print_exc()
    numero = getattr(e, "errno", None)
    code = 100 + numero if isinstance(numero, int) and 0 < numero < 100 else 99
terminer(code)
'''

# Repli, hors correction d'une classe seulement (`verifier` de l'élève sur son propre code, là où
# ptrace manque : macOS) : l'ancien espion, DANS le processus de l'élève, qui remplace os.fsync et
# pose un crochet d'audit avant l'import, puis imprime lui-même son journal. Son code pourrait le
# falsifier : jamais utilisé pendant la correction d'une classe.
REPLI = r'''
import json, os, stat, sys
journal = []

def normal(c):
    return os.path.abspath(os.fsdecode(c))

def dossier(c):
    try:
        return os.stat(os.path.dirname(c)).st_ino
    except OSError:
        return None

def crochet_repli(evenement, args):
    if evenement == "os.rename":
        source, cible = normal(args[0]), normal(args[1])
        try:
            inode = os.stat(source).st_ino
        except OSError:
            inode = None
        journal.append({"appel": "renommage", "source": source, "cible": cible, "inode": inode,
                        "inode_cible": inode, "retour": 0, "drapeaux": 0,
                        "dossier_source": dossier(source), "dossier_cible": dossier(cible)})

def espion(vrai):
    def fsync(fd):
        st = os.fstat(fd if isinstance(fd, int) else fd.fileno())
        journal.append({"appel": "fsync", "inode": st.st_ino, "dossier": stat.S_ISDIR(st.st_mode),
                        "taille": st.st_size, "retour": 0})
        return vrai(fd)
    return fsync

for nom in ("fsync", "fdatasync"):
    if hasattr(os, nom):
        setattr(os, nom, espion(getattr(os, nom)))
sys.addaudithook(crochet_repli)

def terminer(code):
    print("\nJOURNAL " + json.dumps({"journal": journal, "fin": {"code": code}, "sortie": ""}),
          flush=True)
    os._exit(code)
'''
TRACE = "import os, sys\ndef terminer(code):\n    sys.stdout.flush(); sys.stderr.flush(); os._exit(code)\n"
_PTRACE: dict = {}  # « indisponible » une fois vu ici : on ne relance pas le traceur pour rien


def _normal(chemin) -> str:
    return os.path.abspath(os.fsdecode(chemin))


def espionner(ex, chemin: Path, scenario: str, *donnees, arg: str = "") -> dict:
    """Lance SCRIPT sous le traceur (correction/traceur.py : un processus que l'élève ne contrôle
    pas relève les vrais appels au noyau et écrit lui-même le journal) ; rend ce journal :
    {"journal": fsync et renommages dans l'ordre, "fin": {"code": …}, "sortie": …}."""
    args = [ex.__file__, str(chemin), scenario, json.dumps(donnees), arg]
    if "indisponible" not in _PTRACE:
        enfant = lancer_traceur(TRACE + SCRIPT, args)
        sortie, erreurs = enfant.communicate(timeout=60)
        lignes = sortie.splitlines()
        # une seule ligne, et un traceur qui a fini normalement : une ligne glissée dans le tube
        # par le code de l'élève (/proc/<pid>/fd d'un processus qu'il peut lire) ne passe que
        # s'il tue le traceur avant qu'il écrive la sienne
        if len(lignes) == 1 and lignes[0].startswith("JOURNAL ") and enfant.returncode == 0:
            return json.loads(lignes[0][len("JOURNAL "):])
        if not (len(lignes) == 1 and lignes[0].startswith("INDISPONIBLE ")
                and enfant.returncode == 0):
            pytest.fail("le traceur n'a pas écrit son journal (tué ? délai ? code "
                        f"{enfant.returncode}) : rien n'est crédité sans lui. {erreurs[-300:]}")
        if distant.actif():
            pytest.fail(f"traceur indisponible dans le bac à sable ({lignes[0][13:]}) : "
                        "aucun point sur la foi de ce qu'affiche le code de l'élève")
        _PTRACE["indisponible"] = lignes[0]
    enfant = lancer_python(REPLI + SCRIPT, args)  # repli : `verifier`, sans ptrace
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


ARRETS = 200  # arrêts au plus par SIGKILL, pour surprendre l'enfant en pleine écriture


def _en_ecriture(dossier: Path, chemin: Path, textes: list[bytes]) -> frozenset:
    """Les fichiers du dossier, hors `chemin`, qu'une sauvegarde est en train d'écrire : (nom,
    taille) de ceux dont le contenu est le début, ou la totalité, du texte d'une version."""
    en_cours = set()
    for p in dossier.iterdir():
        try:
            contenu = p.read_bytes() if p != chemin and p.is_file() else None
        except OSError:  # renommé ou supprimé pendant la lecture
            continue
        if contenu is not None and any(t.startswith(contenu) for t in textes):
            en_cours.add((p.name, len(contenu)))
    return frozenset(en_cours)


@points(2)
def test_sigkill_au_hasard(ex, tmp_path):
    """SIGKILL au hasard pendant des sauvegardes à la chaîne, 4 fois : toujours un JSON complet"""
    _doit_marcher(ex, tmp_path)
    versions = {"ancien": version(1), "v2": version(2), "v3": version(3)}
    textes = [_texte(versions[n]).encode("utf-8") for n in ("v2", "v3")]
    hasard = random.Random(8)
    for essai in range(4):
        dossier = tmp_path / f"essai{essai}"  # un dossier par SIGKILL : ses restes sont à lui
        dossier.mkdir()
        chemin = dossier / "boucle.json"
        chemin.write_text(_texte(versions["ancien"]), encoding="utf-8")
        enfant = _enfant(ex, chemin, "boucle")
        _premiere_sauvegarde(chemin, versions, enfant)
        # Le SIGKILL ne tombe pas à un instant choisi par l'horloge (sur une machine chargée,
        # l'enfant n'avance presque pas entre deux instants : il était presque toujours tué hors
        # de toute écriture, et une écriture simple passait). Il tombe quand le disque montre
        # une écriture en cours, constatée sur l'enfant arrêté (SIGSTOP) : un fichier du
        # nouveau JSON pas encore renommé, ou le fichier final à moitié écrit (alors l'échec
        # est constaté, lui aussi). Un fichier déjà là au premier arrêt (un leurre) ne compte
        # pas. Jamais surpris en pleine écriture : rien n'est crédité.
        vus: set = set()
        for arret in range(ARRETS):
            time.sleep(hasard.uniform(0, 0.002))
            enfant.send_signal(int(signal.SIGSTOP))
            etat = _etat(chemin, versions)
            if etat not in versions:
                enfant.kill()
                enfant.communicate(timeout=30)
                pytest.fail(f"SIGKILL n°{essai + 1} : l'enfant arrêté en pleine écriture, le "
                            f"fichier relu est {etat} (l'écriture n'est pas atomique)")
            en_cours = _en_ecriture(dossier, chemin, textes)
            nouveaux = {nom for nom, _ in en_cours} - vus
            # relu deux fois à l'identique : l'enfant est bien arrêté, rien ne bouge plus
            if arret and nouveaux and en_cours == _en_ecriture(dossier, chemin, textes):
                break
            vus |= {nom for nom, _ in en_cours}
            if enfant.poll() is not None:
                break
            enfant.send_signal(int(signal.SIGCONT))
        else:
            arret = ARRETS
        if arret == ARRETS or enfant.poll() is not None:
            enfant.kill()
            _, erreurs = enfant.communicate(timeout=30)
            pytest.fail(f"SIGKILL n°{essai + 1} : en {arret} arrêts, l'enfant n'a jamais été "
                        "surpris en pleine écriture (aucun temporaire du nouveau JSON en cours "
                        "dans le dossier du fichier) : aucun point sans un SIGKILL constaté "
                        f"pendant une écriture ; {erreurs[-300:]}")
        enfant.kill()  # SIGKILL, l'enfant toujours arrêté en pleine écriture
        enfant.communicate(timeout=30)
        etat = _etat(chemin, versions)
        assert etat in versions, f"SIGKILL n°{essai + 1} : le fichier relu est {etat}"


def _renommages_vers(journal: dict, chemin: Path) -> list[tuple[int, dict]]:
    """Les renommages vers `chemin` (rang dans le journal, entrée), réussis ou non."""
    return [(i, e) for i, e in enumerate(journal["journal"])
            if e["appel"] == "renommage" and e.get("cible") == _normal(chemin)]


def _valides(journal: dict, chemin: Path) -> list[tuple[int, dict]]:
    """Les renommages vers `chemin` qui ont eu lieu : le noyau a rendu 0, la source est un autre
    fichier (un `os.replace(chemin, chemin)` ne fait rien), sans RENAME_EXCHANGE & co., et
    l'inode arrivé à la cible est celui de la source."""
    return [(i, e) for i, e in _renommages_vers(journal, chemin)
            if e["retour"] == 0 and e["source"] != e["cible"] and not e.get("drapeaux")
            and e.get("inode") is not None and e.get("inode_cible") == e["inode"]]


def _sans_erreur(journal: dict) -> None:
    assert journal["fin"] == {"code": 0}, \
        f"sauvegarder a échoué ({journal['fin']}) : {journal.get('sortie', '')[-300:]}"


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
    renommages = _valides(journal, chemin)
    assert renommages, "aucun renommage vers le fichier final : écrivez un temporaire puis os.replace"
    inode = os.stat(dossier).st_ino
    for _, e in renommages:
        assert e["dossier_source"] == inode == e["dossier_cible"], \
            f"temporaire créé dans {os.path.dirname(e['source'])}, pas dans {dossier} : " \
            "os.replace n'est atomique que dans un même système de fichiers"


@points(1)
def test_temporaire_unique(ex, tmp_path):
    """Deux rédacteurs en même temps : chacun son temporaire, aucun ne perd son renommage"""
    chemin = tmp_path / "partagee.json"
    premier, second = version(1, taille=5), version(2, taille=5)
    # le second rédacteur sauvegarde au pire moment : au premier renommage du premier
    journal = espionner(ex, chemin, "deux", premier, second)
    rates = [e for _, e in _renommages_vers(journal, chemin) if e["retour"] != 0]
    if rates or journal["fin"] != {"code": 0}:
        pytest.fail(f"le premier rédacteur échoue ({journal['fin']}, renommage raté : {rates}) : "
                    "le second a pris son temporaire. Donnez à chaque sauvegarde un nom unique "
                    "(tempfile.mkstemp).")
    assert len(_valides(journal, chemin)) >= 2, \
        "moins de deux renommages vers le fichier : écrivez un temporaire puis os.replace"
    assert _etat(chemin, {"premier": premier, "second": second}) == "premier"


_SAUVEGARDES: dict = {}  # une seule sauvegarde observée sert aux deux tests de fsync


def _sauvegarde_observee(ex, tmp_path: Path) -> tuple[dict, int, int, int]:
    """(journal, inode du fichier final, inode de son dossier, taille du JSON) d'une sauvegarde
    ordinaire sous le traceur ; relevés sur le disque juste après, et gardés pour ce rendu."""
    if ex.__file__ not in _SAUVEGARDES:
        chemin = tmp_path / "camille.json"
        donnees = [{"role": "user", "content": "Bonjour"}]  # petit : reste dans le tampon sans flush
        journal = espionner(ex, chemin, "espions", donnees)
        _sans_erreur(journal)
        _SAUVEGARDES[ex.__file__] = (journal, _valides(journal, chemin), os.stat(chemin).st_ino,
                                     os.stat(tmp_path).st_ino, len(_texte(donnees).encode()))
    return _SAUVEGARDES[ex.__file__]


@points(1)
def test_fsync_du_fichier_avant_renommage(ex, tmp_path):
    """os.fsync du temporaire, tout écrit (flush d'abord), avant os.replace"""
    journal, renommages, inode, _, taille = _sauvegarde_observee(ex, tmp_path)
    assert renommages, "aucun renommage vers le fichier final"
    assert renommages[-1][1]["inode"] == inode, \
        "le fichier final n'est pas celui du dernier renommage"
    for rang, renommage in renommages:  # chacun, même fait par un autre processus
        avant = [e for e in journal["journal"][:rang] if e["appel"] in ("fsync", "fdatasync")
                 and e.get("inode") == renommage["inode"] and e["retour"] == 0]
        assert avant, "le temporaire n'est jamais passé par os.fsync avant le renommage"
        assert any(e["taille"] == taille for e in avant), \
            "au moment du fsync, le fichier n'avait pas tout son contenu : flush() avant os.fsync"


@points(1)
def test_fsync_du_dossier_apres_renommage(ex, tmp_path):
    """os.fsync du dossier après le renommage (le renommage lui-même devient durable)"""
    journal, renommages, _, dossier, _ = _sauvegarde_observee(ex, tmp_path)
    assert renommages, "aucun renommage vers le fichier final"
    assert any(e["appel"] in ("fsync", "fdatasync") and e.get("dossier") and e.get("inode") == dossier
               and e["retour"] == 0 for e in journal["journal"][renommages[-1][0]:]), \
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
    assert journal["fin"] == {"code": 100 + errno.EIO}, \
        "os.fsync a levé OSError(EIO) : sauvegarder doit la laisser remonter " \
        f"({journal['fin']} ; {journal.get('sortie', '')[-300:]})"
    assert not [e for _, e in _renommages_vers(journal, chemin) if e["retour"] == 0], \
        "après l'échec de os.fsync, le fichier final a quand même été remplacé"
    assert chemin.read_text(encoding="utf-8") == '["ancien"]'
    assert sorted(p.name for p in tmp_path.iterdir()) == ["camille.json"], \
        "le temporaire d'une sauvegarde ratée doit être supprimé"
    with pytest.raises(TypeError):
        ex.sauvegarder(chemin, [{"content": object()}])
    assert chemin.read_text(encoding="utf-8") == '["ancien"]'
    assert sorted(p.name for p in tmp_path.iterdir()) == ["camille.json"]
