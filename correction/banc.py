"""Chronométrer la correction d'une classe fabriquée : `python -m correction.banc --rendus 100 -j 2`.

Une classe réaliste, tirée au hasard (graine fixe) : des corrigés, des énoncés intacts, des
rendus à moitié faits (certains exercices corrigés, d'autres non, un fichier manquant), et
quelques rendus hostiles (boucle infinie, os._exit, allocation énorme, attaque sur la note).
Affiche la durée totale, le débit, et la mémoire maximale d'un processus.

    $ python -m correction.banc --rendus 100 -j 2
    100 rendus (536 couples notés ; …), 2 en parallèle, isolation bwrap : 816 s …
"""

from __future__ import annotations

import argparse
import ast
import os
import random
import resource
import shutil
import sys
import tempfile
import time
from pathlib import Path

from .atelier import MARGE_ELEVE
from .bac_a_sable import Limites, detecter_isolation
from .corriger import corriger
from .exercices import EXERCICES, RACINE, Exercice


def _fonctions(ex: Exercice) -> list[str]:
    """Les fonctions de premier niveau de l'énoncé (ce que les tests appellent)."""
    arbre = ast.parse((RACINE / "exercises" / ex.fichier).read_text(encoding="utf-8"))
    return [n.name for n in arbre.body if isinstance(n, ast.FunctionDef)]


def _partout(ex: Exercice, corps: str) -> str:
    return "".join(f"def {nom}(*a, **k):\n{corps}\n\n\n" for nom in _fonctions(ex))


# Des rendus hostiles pour n'importe quel exercice (tirés au hasard, comme l'exercice visé).
HOSTILES = {
    "boucle": lambda ex: _partout(ex, "    while True:\n        pass"),
    "exit": lambda ex: "import os\nos._exit(0)\n",
    "memoire": lambda ex: "gros = bytearray(64 * 1024**3)\n",
    "egal": lambda ex: "class E:\n    def __eq__(self, o):\n        return True\n\n\n"
                       + _partout(ex, "    return E()"),
}


def fabriquer(dossier: Path, n: int, graine: int = 0) -> dict[str, int]:
    """Écrit `n` rendus dans `dossier` ; renvoie combien de chaque genre."""
    hasard = random.Random(graine)
    genres = {"corrige": 0, "enonce": 0, "partiel": 0, "hostile": 0}
    for i in range(n):
        tirage = hasard.random()
        genre = ("hostile" if tirage < 0.05 else "enonce" if tirage < 0.25
                 else "partiel" if tirage < 0.60 else "corrige")
        genres[genre] += 1
        rendu = dossier / f"eleve{i:03d}"
        rendu.mkdir()
        for ex in EXERCICES.values():
            source = {"corrige": "solutions", "enonce": "exercises"}.get(genre)
            if genre in ("partiel", "hostile"):
                source = hasard.choice(["solutions", "exercises", "solutions", None])
            if source:
                shutil.copyfile(RACINE / source / ex.fichier, rendu / ex.fichier)
        if genre == "hostile":
            ex = hasard.choice(list(EXERCICES.values()))
            texte = hasard.choice(list(HOSTILES.values()))(ex)
            (rendu / ex.fichier).write_text(texte, encoding="utf-8")
    return genres


class Compteur:
    """Le temps de calcul de tout ce que lance la correction, bacs à sable compris, lu dans un
    cgroup `cpuacct` (v1, en root) où le banc se place : bwrap ne remonte pas le temps de ses
    processus à `getrusage`. None si la machine n'en laisse pas créer."""

    def __init__(self) -> None:
        self.dossier: Path | None = None
        parent = Path("/sys/fs/cgroup/cpuacct")
        if not os.access(parent, os.W_OK) or not (parent / "cpuacct.usage").exists():
            return
        try:
            dossier = parent / f"banc-{os.getpid()}"
            dossier.mkdir()
            (dossier / "cgroup.procs").write_text(str(os.getpid()))
            self.dossier = dossier
        except OSError:
            pass

    def fin(self) -> float | None:
        """Secondes de calcul depuis la création ; le banc ressort du groupe, qui est effacé."""
        if self.dossier is None:
            return None
        secondes = int((self.dossier / "cpuacct.usage").read_text()) / 1e9
        try:
            (self.dossier.parent / "cgroup.procs").write_text(str(os.getpid()))
            self.dossier.rmdir()
        except OSError:
            pass
        return secondes


def main(argv: list[str] | None = None) -> int:
    parseur = argparse.ArgumentParser(prog="python -m correction.banc")
    parseur.add_argument("--rendus", type=int, default=100)
    parseur.add_argument("-j", "--jobs", type=int, default=2)
    parseur.add_argument("--delai", type=float, default=Limites.delai)
    parseur.add_argument("--sans-isolation", action="store_true")
    options = parseur.parse_args(argv)
    isolation = detecter_isolation(options.sans_isolation)
    with tempfile.TemporaryDirectory(prefix="banc-classe-") as d:
        genres = fabriquer(Path(d), options.rendus)
        compteur = Compteur()
        debut = time.perf_counter()
        limites = Limites(delai=options.delai)
        notes = corriger(d, limites=limites, jobs=options.jobs,
                         isolation=isolation, afficher=False)
        duree = time.perf_counter() - debut
        calcul = compteur.fin()
    couples = sum(1 for n in notes for e in n.notes.values() if "absent" not in e.probleme)
    enfants = resource.getrusage(resource.RUSAGE_CHILDREN)  # sans bwrap : les processus de bwrap
    cpu = enfants.ru_utime + enfants.ru_stime               # ne remontent pas leur temps de calcul
    print(f"{options.rendus} rendus ({couples} couples notés ; {genres}), {options.jobs} en "
          f"parallèle, isolation {isolation.mode} : {duree:.0f} s, soit "
          f"{duree / options.rendus:.2f} s par rendu ; charge de la machine : "
          f"{os.getloadavg()[0]:.1f}.")
    if calcul is not None:
        print(f"Temps de calcul de toute la correction (cgroup cpuacct, bacs à sable compris) : "
              f"{calcul:.0f} s, soit au moins {calcul / options.jobs:.0f} s sur {options.jobs} "
              "cœurs libres.")
    elif isolation.mode != "bwrap":
        print(f"Temps de calcul des sous-processus : {cpu:.0f} s, soit {cpu / options.jobs:.0f} s "
              f"sur {options.jobs} cœurs libres.")
    print(f"Total des notes : {sum(n.total for n in notes)} ; suspects : "
          f"{sum(1 for n in notes if n.suspect)}.")
    pics = [n.ressources for n in notes if n.ressources]
    if pics:
        print(f"Au plus haut, pour un rendu (cgroup, tous ses processus et ses tmpfs) : "
              f"{max(m for m, _ in pics) / 2**20:.0f} Mio, {max(p for _, p in pics)} processus "
              f"(bornes : {limites.memoire + 2 * limites.tmpfs + MARGE_ELEVE} Mio, "
              f"{limites.processus} processus).")
    else:
        print("Aucun cgroup ici : mémoire totale et processus par rendu non mesurés ni bornés.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
