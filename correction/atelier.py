"""Noter tous les exercices d'un rendu en payant le démarrage une fois (voir zygote.py).

Un atelier par fil de travail (`-j`). Il garde un zygote du correcteur (pytest, anthropic,
google-genai déjà importés) dans son bac à sable, pour toute la classe ; pour chaque rendu, il
lance un zygote de l'élève dans le sien. Pour chaque exercice : un socketpair (le canal), un
enfant de chaque côté, un délai en temps réel surveillé ici ; à la fin, chaque zygote tue ce que
son enfant a laissé.

Le correcteur voit `/partage` ; le rendu n° n y a `/partage/n`, monté au *même chemin* dans le bac
à sable de l'élève (qui ne voit que celui-là) ; il est effacé après le rendu. Le bac à sable du
correcteur ne voit donc jamais que le dossier partagé du rendu en cours (et ceux, effacés, d'avant).

    >>> with Atelier(base, prive, limites, isolation) as atelier:
    ...     executions = atelier.noter_rendu(copie, exercices)   # {ident: Execution}
"""

from __future__ import annotations

import itertools
import os
import socket
import tempfile
import time
from pathlib import Path

from .bac_a_sable import COPIE, PARTAGE, Isolation, Limites
from .copie import effacer_arbre
from .exercices import RACINE, Exercice
from .groupe import Groupe, Groupes
from .lancer import Execution, commande_python, environnement, lire_fin, lire_rapport
from .zygote import Zygote

_NUMEROS = itertools.count()


class Atelier:
    """Un fil de travail : un zygote du correcteur pour la classe, un de l'élève par rendu."""

    def __init__(self, base: Path, prive: Path, limites: Limites, isolation: Isolation,
                 groupes: Groupes | None = None) -> None:
        self.dossier = base / f"atelier-{next(_NUMEROS)}"
        self.dossier.mkdir(mode=0o700)
        self.prive, self.limites, self.isolation = prive, limites, isolation
        self.isole = isolation.mode == "bwrap"
        self.correcteur: Zygote | None = None
        self.groupes = groupes
        self.groupe_correcteur: Groupe | None = None
        self.pics: list[tuple[int, int]] = []   # (octets, processus) au plus haut, par rendu
        self.journal = tempfile.TemporaryFile(dir=prive)  # sortie des zygotes (diagnostic)

    def __enter__(self) -> Atelier:
        return self

    def __exit__(self, *erreur: object) -> None:
        if self.correcteur is not None:
            self.correcteur.arreter()
        if self.groupe_correcteur is not None:
            self.groupe_correcteur.detruire()
        self.journal.close()

    def _dans_un_groupe(self, nom: str, commande: list[str], marge: int) -> tuple[list[str],
                                                                                Groupe | None]:
        """La commande inscrite dans un cgroup neuf (mémoire et processus), s'il y en a."""
        if self.groupes is None:
            return commande, None
        memoire = (self.limites.memoire + 2 * self.limites.tmpfs + marge) * 1024 * 1024
        groupe = self.groupes.creer(nom, memoire, self.limites.processus)
        return groupe.envelopper(commande), groupe

    def _drapeaux(self) -> list[str]:
        return ["--isole"] if self.isole else []

    def _zygote_correcteur(self) -> Zygote:
        if self.correcteur is None or not self.correcteur.vivant:
            if self.correcteur is not None:
                self.correcteur.arreter()
            if self.groupe_correcteur is not None:
                self.groupe_correcteur.detruire()
            temporaire = "/tmp" if self.isole else str(self.dossier)
            commande, self.groupe_correcteur = self._dans_un_groupe(
                "correcteur", self.isolation.prefixe(None, self.dossier, correcteur=True,
                                                     tmpfs=self.limites.tmpfs)
                + commande_python("executer", *self._drapeaux()), marge=512)
            self.correcteur = Zygote(commande, str(self.dossier), environnement(temporaire),
                                     self.journal)
        return self.correcteur

    def _zygote_eleve(self, copie: Path, partage: Path, vu: str) -> tuple[Zygote, Groupe | None]:
        temporaire = "/tmp" if self.isole else str(partage)
        commande, groupe = self._dans_un_groupe(
            "eleve", self.isolation.prefixe(copie, partage, correcteur=False, vu=vu,
                                            tmpfs=self.limites.tmpfs)
            + commande_python("eleve", *self._drapeaux()), marge=128)
        env = environnement(temporaire, COPIE if self.isole else str(copie))
        return Zygote(commande, str(copie), env, self.journal), groupe

    def noter_rendu(self, copie: Path, exercices: list[Exercice],
                    options: list[str] | None = None) -> dict[str, Execution]:
        """Note chaque exercice de `copie` ; un exercice qui tue le zygote de l'élève ne coûte
        que lui-même (un zygote neuf prend la suite)."""
        numero = next(_NUMEROS)
        partage = self.dossier / str(numero)
        partage.mkdir()
        vu = f"{PARTAGE}/{numero}" if self.isole else str(partage)
        eleve: Zygote | None = None
        groupe: Groupe | None = None
        resultats: dict[str, Execution] = {}

        def arreter() -> None:
            if eleve is not None:
                eleve.arreter()
            if groupe is not None:
                self.pics.append((groupe.pic_memoire(), groupe.pic_processus()))
                groupe.detruire()

        try:
            for ex in exercices:
                if eleve is None or not eleve.vivant:
                    arreter()
                    eleve, groupe = self._zygote_eleve(copie, partage, vu)
                resultats[ex.ident] = self._exercice(eleve, ex, vu, options or [])
        finally:
            arreter()
            effacer_arbre(partage)
        return resultats

    def _exercice(self, eleve: Zygote, ex: Exercice, vu: str, options: list[str]) -> Execution:
        limites = {"delai": self.limites.delai, "memoire": self.limites.memoire,
                   "fichier_max": self.limites.fichier_max,
                   "processus": self.limites.processus if self.isole else 0}
        descripteur, chemin_rapport = tempfile.mkstemp(dir=self.prive, suffix=".jsonl")
        cote_correcteur, cote_eleve = socket.socketpair()
        with tempfile.TemporaryFile(dir=self.prive) as sortie_eleve, \
                tempfile.TemporaryFile(dir=self.prive) as sortie_pytest:
            try:  # les zygotes d'abord prêts (imports faits) : le délai ne compte que l'exercice
                correcteur = self._zygote_correcteur()
                args = [*options, str(ex.tests), f"--basetemp={vu}/{ex.ident}", f"--rootdir={RACINE}"]
                pid_eleve = eleve.lancer({"limites": limites},
                                         [cote_eleve.fileno(), sortie_eleve.fileno()])
                pid = correcteur.lancer({"limites": limites, "cwd": vu, "args": args},
                                        [cote_correcteur.fileno(), descripteur,
                                         sortie_pytest.fileno()])
            finally:
                os.close(descripteur)
                cote_correcteur.close()
                cote_eleve.close()
            debut = time.monotonic()
            delai_depasse, code, code_eleve = False, None, None
            if pid is not None:
                try:
                    code = correcteur.attendre(max(0.1, self.limites.delai -
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
        rapport = lire_rapport(chemin_rapport)
        return Execution(code, delai_depasse, rapport, texte_sortie, code_eleve)
