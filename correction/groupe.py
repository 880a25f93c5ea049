"""Borner un rendu entier (tous ses processus ensemble) par un groupe de contrôle (cgroup).

`setrlimit` borne chaque processus ; rien ne borne leur somme, ni le `/tmp` en mémoire, et en root
`RLIMIT_NPROC` ne s'applique pas (une bombe de processus en ajoutait des centaines). Un cgroup, si
la machine nous en laisse créer un (root, ou délégation systemd), borne le tout, sans que l'élève
puisse le lever (il ne voit pas /sys/fs/cgroup dans son bac à sable) :

- `memory` : la mémoire de tous ses processus *et* les pages des tmpfs (/tmp, /dev/shm) qu'ils
  remplissent ; au-delà, le noyau tue un processus du groupe ;
- `pids` : le nombre de processus et de fils d'exécution.

cgroups v2 (`memory.max`, `pids.max`, `cgroup.kill`) si le contrôleur est disponible, sinon v1
(`memory.limit_in_bytes`, hiérarchie `pids`). Sans l'un ni l'autre : `detecter()` rend None, et
la correction le dit (seules restent les limites par processus).

    groupes = detecter()                       # None si aucun cgroup n'est inscriptible
    g = groupes.creer("rendu-3", 1024 * 2**20, 64); commande = g.envelopper(commande)
    g.pic_memoire(), g.pic_processus(); g.detruire()
"""

from __future__ import annotations

import itertools
import os
import signal
import time
from dataclasses import dataclass
from pathlib import Path

RACINE_CGROUP = Path("/sys/fs/cgroup")
_NUMEROS = itertools.count()
# Le processus enveloppé s'inscrit lui-même dans le groupe, puis devient la commande (exec).
ENVELOPPE = ('n=$1; shift; while [ "$n" -gt 0 ]; do echo $$ > "$1" || exit 125; shift; '
             'n=$((n-1)); done; exec "$@"')


def _inscriptible(dossier: Path) -> bool:
    return dossier.is_dir() and os.access(dossier, os.W_OK)


def _mien(controleur: str) -> str:
    """Le chemin de notre cgroup pour `controleur` (« » pour v2), d'après /proc/self/cgroup."""
    for ligne in Path("/proc/self/cgroup").read_text().splitlines():
        _, controleurs, chemin = ligne.split(":", 2)
        if (controleur and controleur in controleurs.split(",")) or (controleur == "" and controleurs == ""):
            return chemin.lstrip("/")
    return ""


@dataclass
class Groupe:
    """Un groupe (un dossier par hiérarchie) ; `version` 1 ou 2."""

    version: int
    dossiers: list[Path]
    _pic: int | None = None   # descripteur de memory.peak remis à zéro (v2)

    def envelopper(self, commande: list[str]) -> list[str]:
        fichiers = [str(d / "cgroup.procs") for d in self.dossiers]
        return ["/bin/sh", "-c", ENVELOPPE, "sh", str(len(fichiers)), *fichiers, *commande]

    def _lire(self, nom: str) -> int:
        for dossier in self.dossiers:
            chemin = dossier / nom
            if chemin.exists():
                try:
                    return int(chemin.read_text().split()[0])
                except (OSError, ValueError, IndexError):
                    return -1
        return -1

    def pic_memoire(self) -> int:
        """Octets au plus haut (mémoire + tmpfs) depuis la création ou `remettre_pic`, -1 si le
        noyau ne le dit pas."""
        if self._pic is not None:
            try:
                os.lseek(self._pic, 0, os.SEEK_SET)
                return int(os.read(self._pic, 64).split()[0])
            except (OSError, ValueError, IndexError):
                return -1
        return self._lire("memory.peak" if self.version == 2 else "memory.max_usage_in_bytes")

    def remettre_pic(self) -> None:
        """Remet le pic de mémoire au niveau actuel (un groupe sert plusieurs rendus de suite).
        v1 : on écrit 0 dans memory.max_usage_in_bytes ; v2 (noyau ≥ 6.12) : la remise ne vaut
        que pour le descripteur qui l'a écrite, gardé ouvert pour les lectures suivantes. Sans
        elle, le pic reste celui depuis la création du groupe."""
        for dossier in self.dossiers:
            try:
                if self.version == 1 and (dossier / "memory.max_usage_in_bytes").exists():
                    (dossier / "memory.max_usage_in_bytes").write_text("0")
                elif self.version == 2 and (dossier / "memory.peak").exists():
                    fd = os.open(dossier / "memory.peak", os.O_RDWR)
                    try:
                        os.write(fd, b"reset\n")
                    except OSError:
                        os.close(fd)
                        continue
                    if self._pic is not None:
                        os.close(self._pic)
                    self._pic = fd
            except OSError:
                pass

    def pic_processus(self) -> int:
        return self._lire("pids.peak")

    def detruire(self) -> None:
        """Tue tout ce qui reste dans le groupe, puis l'efface."""
        if self._pic is not None:
            os.close(self._pic)
            self._pic = None
        for dossier in self.dossiers:
            if self.version == 2 and (dossier / "cgroup.kill").exists():
                try:
                    (dossier / "cgroup.kill").write_text("1")
                except OSError:
                    pass
            for _ in range(50):
                try:
                    pids = [int(p) for p in (dossier / "cgroup.procs").read_text().split()]
                except OSError:
                    break
                if not pids:
                    break
                for pid in pids:
                    try:
                        os.kill(pid, signal.SIGKILL)
                    except OSError:
                        pass
                time.sleep(0.02)
            for _ in range(50):
                try:
                    dossier.rmdir()
                    break
                except FileNotFoundError:
                    break
                except OSError:
                    time.sleep(0.02)


@dataclass
class Groupes:
    """Où créer les groupes de la correction."""

    version: int
    parents: dict[str, Path]   # contrôleur ("memory", "pids", ou "" en v2) -> dossier parent

    def creer(self, nom: str, memoire: int, processus: int, coeurs: float = 1.0) -> Groupe:
        nom = f"correction-{os.getpid()}-{next(_NUMEROS)}-{nom}"
        dossiers = []
        for controleur, parent in self.parents.items():
            dossier = parent / nom
            dossier.mkdir()
            dossiers.append(dossier)
            if controleur in ("", "memory"):
                fichier = "memory.max" if self.version == 2 else "memory.limit_in_bytes"
                (dossier / fichier).write_text(str(memoire))
                if self.version == 2 and (dossier / "memory.swap.max").exists():
                    (dossier / "memory.swap.max").write_text("0")
            if controleur in ("", "pids"):
                (dossier / "pids.max").write_text(str(processus))
            _borner_calcul(dossier, controleur, self.version, coeurs)
        return Groupe(self.version, dossiers)


PERIODE = 100_000   # µs
POIDS_ES = {1: ("blkio.weight", "100"), 2: ("io.weight", "default 20")}   # défaut : 500, 100


def _borner_calcul(dossier: Path, controleur: str, version: int, coeurs: float) -> None:
    """Calcul (`coeurs` au plus : cpu.max, ou cpu.cfs_quota_us en v1) et poids d'E/S bas
    (io.weight, ou blkio.weight en v1) du groupe, là où le contrôleur existe ; sinon rien (ce
    n'est pas une erreur : la mémoire et les processus restent bornés)."""
    quota = str(max(1000, int(coeurs * PERIODE)))
    essais = []
    if controleur in ("", "cpu"):
        essais += ([("cpu.max", f"{quota} {PERIODE}")] if version == 2 else
                   [("cpu.cfs_period_us", str(PERIODE)), ("cpu.cfs_quota_us", quota)])
    if controleur in ("", "blkio", "io"):
        essais.append(POIDS_ES[version])
    for fichier, valeur in essais:
        if (dossier / fichier).exists():
            try:
                (dossier / fichier).write_text(valeur)
            except OSError:
                pass


def _v2() -> Groupes | None:
    for montage in (RACINE_CGROUP, RACINE_CGROUP / "unified"):
        if not (montage / "cgroup.controllers").exists():
            continue
        parent = montage / _mien("")
        try:
            disponibles = (parent / "cgroup.controllers").read_text().split()
        except OSError:
            continue
        if {"memory", "pids"} <= set(disponibles) and _inscriptible(parent):
            # un processus ne peut pas être dans un groupe qui délègue : un sous-groupe à nous
            base = parent / f"correction-{os.getpid()}"
            en_plus = [c for c in ("cpu", "io") if c in disponibles]
            try:
                base.mkdir(exist_ok=True)
                (base / "cgroup.subtree_control").write_text("+memory +pids")
            except OSError:
                continue
            for controleur in en_plus:   # facultatifs : calcul et poids d'E/S
                try:
                    (base / "cgroup.subtree_control").write_text(f"+{controleur}")
                except OSError:
                    pass
            return Groupes(2, {"": base})
    return None


def _v1() -> Groupes | None:
    parents = {}
    for controleur in ("memory", "pids"):
        parent = RACINE_CGROUP / controleur / _mien(controleur)
        if not _inscriptible(parent):
            return None
        parents[controleur] = parent
    for controleur in ("cpu", "blkio"):   # facultatifs : calcul et poids d'E/S
        parent = RACINE_CGROUP / controleur / _mien(controleur)
        if _inscriptible(parent):
            parents[controleur] = parent
    return Groupes(1, parents)


def detecter() -> Groupes | None:
    """Les cgroups utilisables ici (v2, sinon v1), ou None."""
    try:
        return _v2() or _v1()
    except OSError:
        return None
