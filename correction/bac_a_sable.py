"""Lancer le code d'un élève dans un sous-processus borné, sans qu'il puisse toucher aux autres.

Deux modes, choisis par `detecter_isolation()` :

- **uid** (le correcteur tourne en root, p. ex. en CI) : chaque couple (rendu, exercice) tourne
  sous un uid à lui, sans groupe ni privilège (`setpriv --no-new-privs`), dans une copie
  temporaire qui lui appartient (0700), sans réseau et avec /tmp en lecture seule si `unshare`
  est permis. Il ne peut
  écrire ni dans les rendus, ni dans `notes.csv`, ni dans la copie d'un autre ; il ne peut pas
  non plus signaler un autre processus de notation. À la fin, tous les processus de cet uid sont
  tués, même ceux qui ont quitté le groupe de processus.
- **utilisateur** (sinon) : mêmes limites et même copie temporaire, mais sous votre propre compte ;
  un élève malveillant pourrait alors écrire partout où vous pouvez écrire. La note des autres
  reste protégée par l'ordre des opérations (tout est copié avant de lancer quoi que ce soit, et
  les notes sont écrites à la fin), pas par le système.

Ce qui est garanti et ce qui ne l'est pas : voir correction/README.md.

    >>> isolation = detecter_isolation(); isolation.mode   # -> "uid" en root, "utilisateur" sinon
"""

from __future__ import annotations

import os
import pwd
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field, replace
from pathlib import Path

from .exercices import RACINE

# Dans l'espace de montages privé du sous-processus (root encore, avant setpriv) : les dossiers
# inscriptibles par tous passent en lecture seule, sauf le dossier de travail du rendu.
DOSSIERS_PARTAGES = ("/tmp", "/var/tmp", "/dev/shm", "/run/lock")
SCRIPT_MONTAGES = (
    'set -e; t="$1"; shift; for d in ' + " ".join(DOSSIERS_PARTAGES) + '; do '
    'if [ -d "$d" ]; then mount --bind "$d" "$d"; mount -o remount,bind,ro "$d"; fi; done; '
    'mount --bind "$t" "$t"; mount -o remount,bind,rw "$t"; exec "$@"')
AMORCE = ("import sys; sys.path.insert(0, {racine!r}); "
          "from correction.executer import main; main()")


@dataclass(frozen=True)
class Limites:
    """Les bornes d'un sous-processus de notation (un exercice d'un rendu)."""

    delai: float = 20.0     # secondes de temps réel, démarrage de pytest compris
    memoire: int = 768      # Mio d'espace d'adressage (RLIMIT_AS)
    fichier_max: int = 16   # Mio par fichier écrit, sortie capturée comprise (RLIMIT_FSIZE)
    processus: int = 64     # processus et fils d'exécution de l'uid (mode uid seulement)


LIMITES = Limites()


@dataclass(frozen=True)
class Isolation:
    """Comment lancer le code d'un élève : sous quel uid, avec quelles restrictions."""

    mode: str = "utilisateur"               # "uid" ou "utilisateur"
    setpriv: str = ""
    lecture_partout: bool = False           # uid muni de CAP_DAC_READ_SEARCH (voir la doc)
    sans_reseau: bool = False               # espace réseau vide (unshare --net)
    partages_en_lecture: bool = False       # /tmp, /var/tmp… en lecture seule (unshare --mount)
    uids_pris: frozenset[int] = field(default_factory=frozenset)

    def prefixe(self, uid: int | None, travail: Path | str = "/") -> list[str]:
        """Le début de la commande : rien en mode utilisateur ; en mode uid, `unshare` (réseau,
        montages) puis `setpriv` (uid, groupes, capacités) ; seul `travail` reste inscriptible."""
        if self.mode != "uid" or uid is None:
            return []
        caps = (["--inh-caps=-all,+dac_read_search", "--ambient-caps=+dac_read_search",
                 "--bounding-set=-all,+dac_read_search"] if self.lecture_partout
                else ["--inh-caps=-all", "--bounding-set=-all"])
        espaces = (["--net"] if self.sans_reseau else []) + (
            ["--mount", "--propagation", "private"] if self.partages_en_lecture else [])
        debut = ["unshare", *espaces, "--"] if espaces else []
        if self.partages_en_lecture:
            debut += ["/bin/sh", "-c", SCRIPT_MONTAGES, "sh", str(travail)]
        return [*debut, self.setpriv, f"--reuid={uid}", f"--regid={uid}", "--clear-groups",
                "--no-new-privs", *caps]


SANS_UID = Isolation()  # mode « utilisateur » : limites et copie, sous votre propre compte


def commande_python(*args: str) -> list[str]:
    """`python -I -B -c <amorce> args…` : mode isolé (ni dossier courant ni variables PYTHON*)."""
    return [sys.executable, "-I", "-B", "-c", AMORCE.format(racine=str(RACINE)), *args]


def _sonde(commande: list[str], attendu: str | None = None) -> bool:
    """Vrai si la commande réussit (et, si `attendu` est donné, affiche exactement ce texte)."""
    try:
        fini = subprocess.run(commande, cwd="/", stdin=subprocess.DEVNULL, capture_output=True,
                              timeout=60, env={"PATH": "/usr/bin:/bin"}, text=True)
    except (OSError, subprocess.TimeoutExpired):
        return False
    return fini.returncode == 0 and (attendu is None or fini.stdout.strip() == attendu)


def _uids_utilises() -> frozenset[int]:
    uids = {u.pw_uid for u in pwd.getpwall()}
    for entree in Path("/proc").iterdir():
        if entree.name.isdigit():
            try:
                uids.add(entree.stat().st_uid)
            except OSError:
                pass
    return frozenset(uids)


def detecter_isolation() -> Isolation:
    """Choisit le mode : « uid » si l'on est root (setpriv requis), « utilisateur » sinon."""
    if os.name != "posix" or os.geteuid() != 0:
        return Isolation()
    setpriv = shutil.which("setpriv")
    if setpriv is None:
        raise RuntimeError(
            "La correction tourne en root mais `setpriv` (paquet util-linux) est introuvable : "
            "impossible d'exécuter le code des élèves sous un autre uid. Installez util-linux, "
            "ou lancez la correction sous un compte ordinaire.")
    pris = _uids_utilises()
    uid = premier_uid_libre(pris, 0)
    essai = commande_python("--sonde")
    for lecture_partout in (False, True):
        isolation = Isolation("uid", setpriv, lecture_partout, uids_pris=pris)
        # Même version de Python attendue : si l'interpréteur vit dans un dossier fermé (p. ex.
        # /root/.pyenv), l'éditeur de liens peut charger en silence une autre libpython.
        if _sonde(isolation.prefixe(uid) + essai, sys.version):
            break
    else:
        raise RuntimeError(
            f"Impossible de lancer {sys.executable} sous un uid non privilégié, même avec le "
            "droit de lecture partout. Installez Python dans un dossier lisible par tous.")
    espaces = {}
    with tempfile.TemporaryDirectory() as essai_travail:
        for option in ("sans_reseau", "partages_en_lecture"):
            candidat = replace(isolation, **{option: True})
            espaces[option] = _sonde(candidat.prefixe(uid, essai_travail) + ["/bin/true"])
    return replace(isolation, **espaces)


BASE_UID = 2_000_000_000


def premier_uid_libre(pris: frozenset[int], rang: int) -> int:
    """Le `rang`-ième uid libre au-dessus de BASE_UID (décalé par le pid : deux corrections
    simultanées ne partagent pas d'uid)."""
    uid = BASE_UID + (os.getpid() % 10_000) * 10_000
    libres = 0
    while True:
        if uid not in pris:
            if libres == rang:
                return uid
            libres += 1
        uid += 1
