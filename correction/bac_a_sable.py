"""Les bacs à sable de la correction : bubblewrap (`bwrap`), ou rien si on le demande.

Chaque fil de travail (atelier.py) lance deux zygotes, chacun dans son propre `bwrap` : celui de
l'élève (le code du rendu en cours, et rien d'autre) et celui du correcteur (pytest et les tests,
sans le code de l'élève). Chacun voit :

- en lecture seule : /usr, le préfixe de Python, le .venv, et le code du cours dont il a besoin
  (`contexte`, `cours`, `modele_local`, `correction`, plus `tests/exercices` et `mesures` pour le
  correcteur) ;
- en écriture : la copie du rendu en cours (`/rendu`, élève seulement) et son dossier partagé
  (`/partage/courant`, le `tmp_path` des tests, commun aux deux) ;
- un /tmp privé, son propre /proc (espace de pid à lui), aucun réseau, aucune capacité ;
- une identité qui n'est personne : lancée en root, la correction monte le bac à sable en root
  (sans espace de noms utilisateur) puis y devient l'uid `IDENTITE` (64999 : aucun compte, aucun
  fichier de l'hôte, aucune capacité, no_new_privs), par `setpriv` ; jamais le root de l'hôte.
  Sous un compte ordinaire, bwrap crée un espace de noms utilisateur qui mappe ce compte ;
- rien d'autre d'inscriptible : la racine du bac à sable et /dev sont remontés en lecture seule
  (un processus ne peut pas y laisser un fichier pour le rendu suivant, voir menage.py).

Rien d'autre n'est monté : ni `solutions/`, ni les autres rendus, ni l'état du correcteur, ni
/root, ni /home, ni /etc/shadow. `--sans-isolation` lance les mêmes processus sans bwrap.

    isolation = detecter_isolation()   # mode "bwrap" si bwrap est installé, sinon RuntimeError
"""

from __future__ import annotations

import atexit
import functools
import os
import shutil
import struct
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

from .exercices import RACINE
from .traceur import LD_ILLISIBLE

PAS_DE_BWRAP = (
    "bubblewrap (bwrap) est introuvable : sans lui, le code des élèves tournerait avec vos droits "
    "(lire vos fichiers, écrire chez les autres rendus). Installez-le :\n"
    "    sudo apt-get install bubblewrap      # Debian, Ubuntu\n"
    "    sudo dnf install bubblewrap          # Fedora\n"
    "ou, si vous avez lu le code de chaque rendu, relancez avec --sans-isolation "
    "(make corriger … SANS_ISOLATION=1).")
# Fichiers de /etc utiles à un processus Python, sans secret (ni shadow, ni clés, ni sudoers).
ETC = ("ld.so.cache", "ld.so.conf", "ld.so.conf.d", "localtime", "alternatives", "passwd",
       "group", "nsswitch.conf")
PARTAGE, COPIE = "/partage", "/rendu"  # chemins vus dans le bac à sable
# L'uid (et gid) du code des élèves quand la correction tourne en root : aucun compte ne l'a ;
# ce qu'il écrit dans /rendu et /partage appartient à cet uid, effacé par la correction.
IDENTITE = 64999


@dataclass(frozen=True)
class Limites:
    """Les bornes d'un exercice d'un rendu (posées dans chacun des deux processus)."""

    delai: float = 20.0     # secondes de temps réel, démarrage de pytest compris
    memoire: int = 768      # Mio d'espace d'adressage (RLIMIT_AS)
    fichier_max: int = 16   # Mio par fichier écrit, sortie capturée comprise (RLIMIT_FSIZE)
    processus: int = 64     # processus d'un rendu (cgroup pids, sinon RLIMIT_NPROC hors root)
    tmpfs: int = 64         # Mio du /tmp et du /dev/shm du bac à sable (bwrap --size)
    coeurs: float = 1.0     # calcul d'un rendu, chez l'élève (cgroup cpu.max / cfs_quota_us)
    disque: int = 256       # Mio de /rendu + /partage d'un atelier (tmpfs, en root)
    fichiers: int = 4096    # fichiers et dossiers de /rendu + /partage d'un atelier (nr_inodes)


LIMITES = Limites()


@dataclass(frozen=True)
class Isolation:
    """`mode` : « bwrap » (bac à sable) ou « aucune » (--sans-isolation, ou `verifier`)."""

    mode: str = "aucune"
    bwrap: str = ""
    identite: int | None = None   # en root : l'uid que prend le bac à sable (IDENTITE)

    def prefixe(self, copie: Path | None, partage: Path, correcteur: bool,
                vu: str = PARTAGE, tmpfs: int = LIMITES.tmpfs) -> list[str]:
        """Le début de la commande : `bwrap …` qui monte ce qu'il faut, ou rien sans isolation.
        `partage` est monté en `vu` (le même chemin des deux côtés)."""
        if self.mode != "bwrap":
            return []
        montages = [*_systeme(), *_lecture(Path(sys.base_prefix)), *_lecture(Path(sys.prefix))]
        for nom in ("contexte", "cours", "modele_local"):
            montages += _lecture(RACINE / nom)
        montages += _correction_sans_outils()
        if correcteur:  # les tests, ce qu'ils importent (le banc de rétention de l'ex9 est dans
            # mesures/) et la configuration de pytest ; jamais le code de l'élève
            montages += [*_lecture(RACINE / "tests" / "exercices"), *_lecture(RACINE / "mesures"),
                         *_lecture(RACINE / "pyproject.toml")]
        else:
            montages += ["--bind", str(copie), COPIE]
            ld = ld_illisible()
            if ld is not None:   # le traceur de l'ex2, non « dumpable » dès l'exec (traceur.py)
                montages += ["--ro-bind", str(ld), LD_ILLISIBLE]
        # /tmp privé d'abord : bwrap applique les montages dans l'ordre, et un dépôt ou un .venv
        # rangé sous /tmp (un clone de CI, par exemple) doit rester visible par-dessus.
        taille = str(tmpfs * 1024 * 1024)  # /tmp et /dev/shm en mémoire : bornés (bwrap ≥ 0.8)
        tmp = ["--size", taille, "--perms", "1777", "--tmpfs"]
        if self.identite is None:   # compte ordinaire : espace de noms utilisateur, son uid
            espaces, identite = ["--unshare-all", "--cap-drop", "ALL"], []
        else:   # root : monté en root, puis l'uid IDENTITE, sans capacité ni moyen d'en regagner
            espaces = ["--unshare-ipc", "--unshare-pid", "--unshare-net", "--unshare-uts",
                       "--unshare-cgroup", "--cap-drop", "ALL", "--cap-add", "CAP_SETUID",
                       "--cap-add", "CAP_SETGID", "--cap-add", "CAP_SETPCAP"]
            n = str(self.identite)
            identite = ["setpriv", "--reuid", n, "--regid", n, "--clear-groups",
                        "--inh-caps=-all", "--bounding-set=-all", "--no-new-privs", "--"]
        montages += ["--bind", str(partage), vu]
        if self.identite is not None:
            montages += _traversables(montages)
        return [self.bwrap, *tmp, "/tmp", *montages, "--dev", "/dev", *tmp, "/dev/shm",
                "--proc", "/proc", "--remount-ro", "/dev", "--remount-ro", "/",
                *espaces, "--die-with-parent", "--new-session",
                "--chdir", vu if correcteur else COPIE, "--", *identite]


SANS_ISOLATION = Isolation()


def interpreteur_elf(executable: str) -> str | None:
    """Le chemin de l'interpréteur (PT_INTERP) d'un exécutable ELF 64 bits, ou None.

    >>> interpreteur_elf(sys.executable).startswith("/")   # doctest: +SKIP
    True
    """
    try:
        with open(os.path.realpath(executable), "rb") as f:
            tete = f.read(1 << 16)
    except OSError:
        return None
    if tete[:5] != b"\x7fELF\x02":
        return None
    debut, taille, nombre = (struct.unpack_from("<Q", tete, 32)[0],
                             *struct.unpack_from("<HH", tete, 54))
    for i in range(nombre):
        genre, _, offset, _, _, longueur = struct.unpack_from("<IIQQQQ", tete, debut + i * taille)
        if genre == 3:   # PT_INTERP
            return tete[offset:offset + longueur].rstrip(b"\0").decode() or None
    return None


@functools.cache
def ld_illisible() -> Path | None:
    """Une copie de l'interpréteur ELF de Python en mode 0111 (exécutable, illisible par l'uid
    du bac à sable), dans un dossier privé effacé à la sortie ; None s'il n'y en a pas."""
    source = interpreteur_elf(sys.executable)
    if source is None or not os.path.isfile(source):
        return None
    dossier = Path(tempfile.mkdtemp(prefix="correction-ld-"))
    atexit.register(shutil.rmtree, dossier, True)
    copie = dossier / "ld.so"
    shutil.copyfile(source, copie)
    copie.chmod(0o111)
    return copie


def _traversables(montages: list[str]) -> list[str]:
    """`--chmod 0755` sur les dossiers que bwrap crée pour porter les montages (/etc, /root,
    /work…) : en root, il les crée en 0700, que l'uid IDENTITE ne traverserait pas. Jamais sur un
    dossier d'un montage (celui de l'hôte). /tmp, le tmpfs privé, garde 1777 : un dépôt rangé
    sous /tmp (le clone de la CI) en fait une porte, et 0755 l'aurait fermé à l'uid IDENTITE."""
    cibles = [montages[i + 2] for i, op in enumerate(montages) if op in ("--ro-bind", "--bind")]
    portes = {str(a) for c in cibles for a in Path(c).parents if str(a) != "/"}
    dedans = [a for a in portes
              if not any(a == c or a.startswith(c.rstrip("/") + "/") for c in cibles)]
    return [x for a in sorted(dedans) for x in ("--chmod", "1777" if a == "/tmp" else "0755", a)]


# Modules de correction/ qui ne servent pas à noter et n'entrent pas dans le bac à sable : les
# mutants citent des lignes des corrigés ; les autres sont des outils de l'enseignant.
HORS_BAC = ("mutants", "banc", "deux_sens", "distribuer", "README")


def _correction_sans_outils() -> list[str]:
    """correction/ monté fichier par fichier, sans HORS_BAC (ni leur .pyc)."""
    dossier = (RACINE / "correction").resolve()
    montages = []
    for sous in (dossier, dossier / "__pycache__"):
        if not sous.is_dir():
            continue
        for chemin in sorted(sous.iterdir()):
            if chemin.is_file() and chemin.name.split(".")[0] not in HORS_BAC:
                montages += ["--ro-bind", str(chemin), str(chemin)]
    return montages


def _lecture(chemin: Path) -> list[str]:
    chemin = chemin.resolve()
    return ["--ro-bind", str(chemin), str(chemin)] if chemin.exists() else []


def _systeme() -> list[str]:
    """/usr en lecture seule, les liens /bin, /lib… tels qu'ils sont, et quelques fichiers de /etc."""
    montages = ["--ro-bind", "/usr", "/usr"]
    for nom in ("bin", "sbin", "lib", "lib32", "lib64", "libx32"):
        racine = Path("/") / nom
        if racine.is_symlink():
            montages += ["--symlink", os.readlink(racine), str(racine)]
        elif racine.is_dir():
            montages += ["--ro-bind", str(racine), str(racine)]
    for nom in ETC:
        montages += _lecture(Path("/etc") / nom)
    return montages


def detecter_isolation(sans_isolation: bool = False) -> Isolation:
    """« bwrap » s'il est installé et marche ici ; erreur claire sinon (sauf `sans_isolation`)."""
    if sans_isolation:
        return SANS_ISOLATION
    bwrap = shutil.which("bwrap")
    if bwrap is None:
        raise RuntimeError(PAS_DE_BWRAP)
    from .appels_interdits import bibliotheque

    bibliotheque()   # libseccomp : RuntimeError claire s'il manque
    if os.geteuid() == 0 and shutil.which("setpriv") is None:
        raise RuntimeError("setpriv (paquet util-linux) est introuvable : en root, la correction "
                           "en a besoin pour que le bac à sable ne soit pas le root de l'hôte.")
    isolation = Isolation("bwrap", bwrap, IDENTITE if os.geteuid() == 0 else None)
    essai = Path(os.environ.get("TMPDIR", "/tmp"))
    commande = isolation.prefixe(None, essai, correcteur=True) + [sys.executable, "-I", "-c", "0"]
    try:
        fini = subprocess.run(commande, capture_output=True, text=True, timeout=60,
                              stdin=subprocess.DEVNULL)
    except (OSError, subprocess.TimeoutExpired) as e:
        raise RuntimeError(f"bwrap ne démarre pas ici ({e}).") from None
    if fini.returncode != 0:
        raise RuntimeError(
            "bwrap est installé mais ne peut pas créer de bac à sable ici "
            f"({fini.stderr.strip()[:300]}). Dans un conteneur, il faut les espaces de noms "
            "utilisateur (sysctl kernel.unprivileged_userns_clone=1) ou lancer en root ; "
            "sinon, --sans-isolation.")
    return isolation


def bwrap_disponible() -> bool:
    """Vrai si bwrap est installé et marche ici (pour sauter les tests qui en ont besoin)."""
    try:
        detecter_isolation()
    except RuntimeError:
        return False
    return True
