"""Noter les rendus d'une classe en payant le démarrage une fois par fil de travail (zygote.py).

Un atelier par fil de travail (`-j`). Il garde deux zygotes, chacun dans son bac à sable, pour
toute la classe : celui du correcteur (pytest, les tests) et celui de l'élève (anthropic,
google-genai, `contexte` déjà importés, aucun code d'élève). Les rendus y passent l'un après
l'autre : pour chacun, la copie du rendu est *déplacée* dans `rendu/` (monté en `/rendu` chez
l'élève) ; pour chaque exercice, un socketpair (le canal), un enfant forké de chaque côté, un
délai en temps réel surveillé ici ; à la fin d'un exercice, chaque zygote tue ce que son enfant a
laissé ; à la fin d'un rendu, le zygote de l'élève fait le ménage (menage.py : processus, /tmp,
/dev/shm, IPC) et l'atelier vide `rendu/` et `partage/courant/`. Si le zygote de l'élève meurt ou
laisse un processus derrière lui, un zygote neuf prend la suite.

Le correcteur voit `partage/` en `/partage` ; le rendu en cours a `/partage/courant`, monté au
*même chemin* chez l'élève (qui ne voit que celui-là). Le cgroup du zygote de l'élève (mémoire,
processus) borne donc le rendu en cours : un seul rendu à la fois par atelier ; son pic de
mémoire est remis à zéro au début de chaque rendu.

    with Atelier(base, prive, limites, isolation) as atelier:
        executions = atelier.noter_rendu(copie, exercices)   # {ident: Execution}
"""

from __future__ import annotations

import itertools
import os
import shutil
import socket
import subprocess
import tempfile
import time
from pathlib import Path

from .bac_a_sable import COPIE, PARTAGE, Isolation, Limites
from .copie import donner, vider
from .exercices import RACINE, Exercice
from .groupe import Groupe, Groupes
from .lancer import Execution, commande_python, environnement, lire_fin, lire_rapport
from .zygote import Zygote

_NUMEROS = itertools.count()
# Mio ajoutés à la borne du cgroup de l'élève (en plus de --memoire et des deux tmpfs) : le
# zygote et ses imports (~100 Mio), Python et bwrap.
MARGE_ELEVE = 192


def monter_tmpfs(dossier: Path, limites: Limites) -> bool:
    """En root : `dossier` (rendu/ et partage/ d'un atelier) devient un tmpfs borné en taille et
    en nombre de fichiers (`Limites.disque`, `Limites.fichiers`) : un rendu ne remplit plus le
    disque de l'enseignant par /rendu ou /partage. Faux (rien de monté) si `mount` refuse."""
    options = (f"size={limites.disque}m,nr_inodes={limites.fichiers},mode=0700,nosuid,nodev")
    fini = subprocess.run(["mount", "-t", "tmpfs", "-o", options, "correction", str(dossier)],
                          capture_output=True)
    return fini.returncode == 0


class Atelier:
    """Un fil de travail : un zygote du correcteur et un de l'élève, pour toute la classe."""

    def __init__(self, base: Path, prive: Path, limites: Limites, isolation: Isolation,
                 groupes: Groupes | None = None, sdk: bool = True) -> None:
        self.dossier = base / f"atelier-{next(_NUMEROS)}"
        self.partage = self.dossier / "partage"   # /partage du correcteur
        self.courant = self.partage / "courant"   # /partage/courant : celui du rendu en cours
        self.rendu = self.dossier / "rendu"       # /rendu de l'élève : la copie du rendu en cours
        self.dossier.mkdir(mode=0o700)
        self.monte = isolation.identite is not None and monter_tmpfs(self.dossier, limites)
        for dossier in (self.partage, self.courant, self.rendu):
            dossier.mkdir(mode=0o700)
        self.identite = isolation.identite   # en root : l'uid du bac à sable (bac_a_sable.py)
        if self.identite is not None:   # ses dossiers inscriptibles sont à lui, rien d'autre
            for dossier in (self.partage, self.courant, self.rendu):
                os.chown(dossier, self.identite, self.identite)
                dossier.chmod(0o711)   # bwrap (root sans capacité) doit pouvoir y entrer
        self.prive, self.limites, self.isolation = prive, limites, isolation
        self.isole = isolation.mode == "bwrap"
        self.vu = f"{PARTAGE}/courant" if self.isole else str(self.courant)
        self.sdk = sdk   # précharger anthropic et google-genai chez l'élève (une classe)
        self.groupes = groupes
        self.correcteur: Zygote | None = None
        self.groupe_correcteur: Groupe | None = None
        self.eleve: Zygote | None = None
        self.groupe_eleve: Groupe | None = None
        self.remplacements: list[list[str]] = []   # zygotes de l'élève remplacés, et pourquoi
        self.pics: list[tuple[int, int]] = []   # (octets, processus) au plus haut, par rendu
        self._pic = (-1, -1)                      # celui du rendu en cours
        self.journal = tempfile.TemporaryFile(dir=prive)  # sortie des zygotes (diagnostic)

    def __enter__(self) -> Atelier:
        return self

    def __exit__(self, *erreur: object) -> None:
        self._arreter_eleve()
        if self.correcteur is not None:
            self.correcteur.arreter()
        if self.groupe_correcteur is not None:
            self.groupe_correcteur.detruire()
        self.journal.close()
        if self.monte:
            subprocess.run(["umount", "-l", str(self.dossier)], capture_output=True)

    def _dans_un_groupe(self, nom: str, commande: list[str], marge: int) -> tuple[list[str],
                                                                                Groupe | None]:
        """La commande inscrite dans un cgroup neuf (mémoire et processus), s'il y en a."""
        if self.groupes is None:
            return commande, None
        memoire = (self.limites.memoire + 2 * self.limites.tmpfs + marge) * 1024 * 1024
        groupe = self.groupes.creer(nom, memoire, self.limites.processus,
                                    self.limites.coeurs if nom == "eleve" else 2 * self.limites.coeurs)
        return groupe.envelopper(commande), groupe

    def _drapeaux(self) -> list[str]:
        return ["--isole"] if self.isole else []

    def _zygote_correcteur(self) -> Zygote:
        if self.correcteur is None or not self.correcteur.vivant:
            if self.correcteur is not None:
                self.correcteur.arreter()
            if self.groupe_correcteur is not None:
                self.groupe_correcteur.detruire()
            temporaire = "/tmp" if self.isole else str(self.partage)
            commande, self.groupe_correcteur = self._dans_un_groupe(
                "correcteur", self.isolation.prefixe(None, self.partage, correcteur=True,
                                                     tmpfs=self.limites.tmpfs)
                + commande_python("executer", *self._drapeaux()), marge=512)
            # La racine des tests notés, donnée : jamais cherchée depuis /partage, où l'élève écrit.
            env = {**environnement(temporaire), "CONTEXTE_RACINE": str(RACINE)}
            self.correcteur = Zygote(commande, str(self.partage), env, self.journal)
        return self.correcteur

    def _zygote_eleve(self) -> Zygote:
        if self.eleve is None or not self.eleve.vivant:
            self._arreter_eleve()
            temporaire = "/tmp" if self.isole else str(self.courant)
            commande, self.groupe_eleve = self._dans_un_groupe(
                "eleve", self.isolation.prefixe(self.rendu, self.courant, correcteur=False,
                                                vu=self.vu, tmpfs=self.limites.tmpfs)
                + commande_python("eleve", *self._drapeaux(), *(["--sdk"] if self.sdk else [])),
                marge=MARGE_ELEVE)
            env = environnement(temporaire, COPIE if self.isole else str(self.rendu))
            self.eleve = Zygote(commande, str(self.rendu), env, self.journal)
        return self.eleve

    def _noter_pic(self) -> None:
        """Ajoute au pic du rendu en cours celui du cgroup de l'élève (s'il y en a un)."""
        if self.groupe_eleve is not None:
            memoire, processus = self._pic
            self._pic = (max(memoire, self.groupe_eleve.pic_memoire()),
                         max(processus, self.groupe_eleve.pic_processus()))

    def _arreter_eleve(self) -> None:
        if self.eleve is not None:
            self.eleve.arreter()
            self.eleve = None
        if self.groupe_eleve is not None:
            self._noter_pic()
            self.groupe_eleve.detruire()
            self.groupe_eleve = None

    def noter_rendu(self, copie: Path, exercices: list[Exercice],
                    options: list[str] | None = None) -> dict[str, Execution]:
        """Note chaque exercice de `copie` (déplacée dans l'atelier le temps du rendu, puis
        effacée) ; un exercice qui tue le zygote de l'élève ne coûte que lui-même."""
        for entree in os.scandir(copie):   # vers le tmpfs de l'atelier : copié, pas renommé
            shutil.move(entree.path, self.rendu / entree.name)
        if self.identite is not None:
            donner(self.rendu, self.identite)
        self._pic = (-1, -1)
        if self.groupe_eleve is not None:
            self.groupe_eleve.remettre_pic()
        resultats: dict[str, Execution] = {}
        try:
            for ex in exercices:
                resultats[ex.ident] = self._exercice(self._zygote_eleve(), ex, options or [])
        finally:
            self._menage()
        return resultats

    def _menage(self) -> None:
        """Entre deux rendus : rien du précédent ne reste (processus, fichiers, IPC)."""
        if self.eleve is not None and self.eleve.vivant and (self.eleve.nettoyer() != 0
                                                             or self.eleve.marques):
            self.remplacements.append(self.eleve.marques or ["processus restés"])
            self._arreter_eleve()   # un processus a survécu au ménage, ou le zygote est marqué
        self._noter_pic()
        if self.groupes is not None:
            self.pics.append(self._pic)
        vider(self.rendu)
        vider(self.courant)

    def _nproc(self) -> int:
        """RLIMIT_NPROC d'un exercice (0 : aucun). Il compte TOUS les processus d'un uid : en root,
        l'uid IDENTITE est commun à tous les ateliers (et à toute autre correction qui tourne en
        même temps) ; la borne d'un rendu y est le cgroup `pids`, et NPROC n'y est posé qu'à défaut
        de cgroup, assez large pour plusieurs ateliers (bogue vu : une bombe de processus, ou
        deux classes notées ensemble, faisaient échouer le `fork` du lanceur d'un autre rendu)."""
        if not self.isole:
            return 0
        if self.identite is None:
            return self.limites.processus   # compte ordinaire : l'espace de noms est à lui
        return 0 if self.groupes is not None else 8 * self.limites.processus

    def _exercice(self, eleve: Zygote, ex: Exercice, options: list[str]) -> Execution:
        delai = max(self.limites.delai, ex.delai)   # le projet a le sien (exercices.py)
        limites = {"delai": delai, "memoire": self.limites.memoire,
                   "fichier_max": self.limites.fichier_max,
                   "processus": self._nproc()}
        descripteur, chemin_rapport = tempfile.mkstemp(dir=self.prive, suffix=".jsonl")
        cote_correcteur, cote_eleve = socket.socketpair()
        lanceur_correcteur, lanceur_eleve = socket.socketpair()   # le lanceur (eleve.py)
        with tempfile.TemporaryFile(dir=self.prive) as sortie_eleve, \
                tempfile.TemporaryFile(dir=self.prive) as sortie_pytest:
            try:  # les zygotes d'abord prêts (imports faits) : le délai ne compte que l'exercice
                correcteur = self._zygote_correcteur()
                args = [*options, str(ex.tests), f"--basetemp={self.vu}/{ex.ident}", f"--rootdir={RACINE}"]
                pid_eleve = eleve.lancer({"limites": limites},
                                         [cote_eleve.fileno(), sortie_eleve.fileno(),
                                          lanceur_eleve.fileno()])
                pid = correcteur.lancer({"limites": limites, "cwd": self.vu, "args": args},
                                        [cote_correcteur.fileno(), descripteur,
                                         sortie_pytest.fileno(), lanceur_correcteur.fileno()])
            finally:
                os.close(descripteur)
                for bout in (cote_correcteur, cote_eleve, lanceur_correcteur, lanceur_eleve):
                    bout.close()
            debut = time.monotonic()
            delai_depasse, code, code_eleve = False, None, None
            if pid is not None:
                try:
                    code = correcteur.attendre(max(0.1, delai -
                                                   (time.monotonic() - debut)))
                except TimeoutError:
                    delai_depasse = True
                    code = correcteur.tuer()
            if pid_eleve is not None:
                try:
                    code_eleve = eleve.attendre(0.1 if delai_depasse else 2)
                except TimeoutError:
                    code_eleve = eleve.tuer()
            texte_sortie = lire_fin(sortie_eleve)
            diagnostic = ""
            if code == 70:   # une exception a échappé à pytest : sa dernière ligne (traceback)
                lignes = lire_fin(sortie_pytest).strip().splitlines()
                diagnostic = lignes[-1][:200] if lignes else ""
        rapport = lire_rapport(chemin_rapport)
        return Execution(code, delai_depasse, rapport, texte_sortie, code_eleve, diagnostic)
