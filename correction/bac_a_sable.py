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
- rien d'autre d'inscriptible : la racine du bac à sable et /dev sont remontés en lecture seule
  (un processus ne peut pas y laisser un fichier pour le rendu suivant, voir menage.py).

Rien d'autre n'est monté : ni `solutions/`, ni les autres rendus, ni l'état du correcteur, ni
/root, ni /home, ni /etc/shadow. `--sans-isolation` lance les mêmes processus sans bwrap.

    isolation = detecter_isolation()   # mode "bwrap" si bwrap est installé, sinon RuntimeError
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from .exercices import RACINE

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


@dataclass(frozen=True)
class Limites:
    """Les bornes d'un exercice d'un rendu (posées dans chacun des deux processus)."""

    delai: float = 20.0     # secondes de temps réel, démarrage de pytest compris
    memoire: int = 768      # Mio d'espace d'adressage (RLIMIT_AS)
    fichier_max: int = 16   # Mio par fichier écrit, sortie capturée comprise (RLIMIT_FSIZE)
    processus: int = 64     # processus d'un rendu (cgroup pids, sinon RLIMIT_NPROC hors root)
    tmpfs: int = 64         # Mio du /tmp et du /dev/shm du bac à sable (bwrap --size)


LIMITES = Limites()


@dataclass(frozen=True)
class Isolation:
    """`mode` : « bwrap » (bac à sable) ou « aucune » (--sans-isolation, ou `verifier`)."""

    mode: str = "aucune"
    bwrap: str = ""

    def prefixe(self, copie: Path | None, partage: Path, correcteur: bool,
                vu: str = PARTAGE, tmpfs: int = LIMITES.tmpfs) -> list[str]:
        """Le début de la commande : `bwrap …` qui monte ce qu'il faut, ou rien sans isolation.
        `partage` est monté en `vu` (le même chemin des deux côtés)."""
        if self.mode != "bwrap":
            return []
        montages = [*_systeme(), *_lecture(Path(sys.base_prefix)), *_lecture(Path(sys.prefix))]
        for nom in ("contexte", "cours", "modele_local", "correction"):
            montages += _lecture(RACINE / nom)
        if correcteur:  # les tests, ce qu'ils importent (le banc de rétention de l'ex9 est dans
            # mesures/) et la configuration de pytest ; jamais le code de l'élève
            montages += [*_lecture(RACINE / "tests" / "exercices"), *_lecture(RACINE / "mesures"),
                         *_lecture(RACINE / "pyproject.toml")]
        else:
            montages += ["--bind", str(copie), COPIE]
        # /tmp privé d'abord : bwrap applique les montages dans l'ordre, et un dépôt ou un .venv
        # rangé sous /tmp (un clone de CI, par exemple) doit rester visible par-dessus.
        taille = str(tmpfs * 1024 * 1024)  # /tmp et /dev/shm en mémoire : bornés (bwrap ≥ 0.8)
        return [self.bwrap, "--size", taille, "--tmpfs", "/tmp", *montages,
                "--bind", str(partage), vu, "--dev", "/dev", "--size", taille, "--tmpfs", "/dev/shm",
                "--proc", "/proc", "--remount-ro", "/dev", "--remount-ro", "/",
                "--unshare-all", "--cap-drop", "ALL", "--die-with-parent", "--new-session",
                "--chdir", vu if correcteur else COPIE, "--"]


SANS_ISOLATION = Isolation()


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
    isolation = Isolation("bwrap", bwrap)
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
