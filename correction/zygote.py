"""Un processus qui démarre une fois (Python, imports lourds) et *forke* un enfant par exercice.

Démarrer un bac à sable, Python, pytest, anthropic et google-genai coûte plus d'une seconde ; le
faire deux fois par couple (rendu, exercice) coûtait l'essentiel du temps d'une classe. Le zygote
paie ce démarrage une fois (une fois par rendu du côté de l'élève, une fois par fil de travail du
côté du correcteur), puis, pour chaque exercice, `fork` : l'enfant hérite des modules déjà
importés, pose ses limites (setrlimit) et fait son travail ; le zygote attend sa fin, tue tout ce
qu'il a laissé (dans son espace de pid : tout sauf lui-même et l'init de bwrap), et le dit.

Avant le premier fork, le zygote *gèle* ses objets (`gc.freeze`) : le ramasse-miettes d'un enfant
ne reparcourt plus les modules importés une fois pour toutes (pytest appelle `gc.collect` en
fermant chaque session : 0,25 s par exercice avant le gel, sur un tas où dorment anthropic et
google-genai), et ne touche plus leurs pages, que l'enfant partage alors avec le zygote au lieu
de les copier. Rien ne change pour le code de l'enfant : ses propres objets sont ramassés comme
d'habitude ; seuls ceux du zygote, vivants jusqu'à sa fin de toute façon, ne sont plus examinés.

Le hôte (lancer.py) lui parle par un socket `SOCK_SEQPACKET` : une demande JSON par message, les
descripteurs de l'exercice (canal, rapport, sortie) passés avec (`SCM_RIGHTS`).

    hôte -> zygote : {"op": "lancer", …} + descripteurs   zygote -> hôte : {"pid": n}
    hôte -> zygote : {"op": "tuer"}                        zygote -> hôte : {"fin": code}
"""

from __future__ import annotations

import gc
import json
import os
import select
import socket
import subprocess
import sys
from collections.abc import Callable
from typing import Any

from .menage import autres_processus, differences, empreinte, proteger, restes, tuer_le_reste

TAILLE = 65536
FDS_MAX = 8


def servir(ctl_fd: int, lancer: Callable[[dict, list[int]], int], isole: bool,
           nettoyer: Callable[[], None] | None = None) -> None:
    """La boucle du zygote. `lancer(demande, fds)` tourne dans l'enfant et rend son code de
    sortie ; l'enfant ne revient jamais ici (os._exit). `{"op": "nettoyer"}` (entre deux rendus) :
    tue tout ce qui reste dans l'espace de pid, appelle `nettoyer()`, répond `{"propre": n}`, n
    le nombre de processus restés visibles (0 attendu), et `"marques"` : ce qui a changé chez le
    zygote depuis son démarrage ou ce qui reste dans /tmp et /dev/shm (menage.py), vide attendu."""
    ctl = socket.socket(fileno=ctl_fd)
    proteger()
    initiale = empreinte()   # comparée après chaque rendu (menage.py)
    gc.collect()
    gc.freeze()  # voir la docstring du module
    while True:
        try:
            donnees, fds, _, _ = socket.recv_fds(ctl, TAILLE, FDS_MAX)
        except OSError:
            return
        if not donnees:
            return
        demande = json.loads(donnees)
        if demande.get("op") != "lancer":
            for fd in fds:
                os.close(fd)
            if demande.get("op") == "arreter":
                return
            if demande.get("op") == "nettoyer":
                tuer_le_reste(isole, None)
                if nettoyer is not None:
                    nettoyer()
                marques = differences(initiale, empreinte())
                if isole:
                    marques += [f"reste {chemin}" for chemin in restes()]
                ctl.send(json.dumps({"propre": len(autres_processus(isole)),
                                     "marques": marques}).encode())
            continue
        pid = os.fork()
        if pid == 0:  # l'enfant
            code = 70
            try:
                ctl.close()
                os.setsid()
                code = lancer(demande, fds)
            except BaseException:  # sur la sortie de l'enfant (son exercice), pour comprendre
                try:
                    import traceback

                    traceback.print_exc()
                    sys.stderr.flush()
                except BaseException:
                    pass
            finally:
                os._exit(code)
        for fd in fds:
            os.close(fd)
        ctl.send(json.dumps({"pid": pid}).encode())
        fini = _attendre(ctl, pid, isole)
        if fini is None:
            return
        statut, cpu = fini
        ctl.send(json.dumps({"fin": os.waitstatus_to_exitcode(statut), "cpu": cpu}).encode())


def _attendre(ctl: socket.socket, pid: int, isole: bool) -> tuple[int, float] | None:
    """Attend la fin de l'enfant en écoutant le hôte (« tuer ») ; (statut, secondes de calcul de
    l'enfant et de ce qu'il a attendu), ou None si le hôte est parti."""
    pidfd = os.pidfd_open(pid)
    try:
        while True:
            prets, _, _ = select.select([ctl, pidfd], [], [])
            if pidfd in prets:
                _, statut, usage = os.wait4(pid, 0)
                tuer_le_reste(isole, pid)
                return statut, usage.ru_utime + usage.ru_stime
            try:
                message = ctl.recv(TAILLE)
            except OSError:
                message = b""
            if not message:
                tuer_le_reste(isole, pid)
                return None
            if json.loads(message).get("op") == "tuer":
                tuer_le_reste(isole, pid)
    finally:
        os.close(pidfd)


class Zygote:
    """Côté hôte : un zygote lancé par `commande` (dans son bac à sable), et son socket."""

    def __init__(self, commande: list[str], cwd: str, env: dict[str, str], sortie: Any) -> None:
        self.ctl, distant = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        try:
            self.proc = subprocess.Popen(
                commande + ["--ctl", str(distant.fileno())], cwd=cwd, env=env,
                stdin=subprocess.DEVNULL, stdout=sortie, stderr=subprocess.STDOUT,
                pass_fds=(distant.fileno(),), start_new_session=True)
        finally:
            distant.close()
        self.vivant = True
        self.cpu = 0.0   # temps de calcul du dernier enfant
        self.marques: list[str] = []   # ce qui l'a marqué au dernier ménage (menage.py)

    def lancer(self, demande: dict, fds: list[int], delai: float = 120) -> int | None:
        """Demande un enfant ; son pid (dans le bac à sable), ou None si le zygote est mort."""
        try:
            socket.send_fds(self.ctl, [json.dumps({"op": "lancer", **demande}).encode()], fds)
            reponse = self._recevoir(delai)
        except OSError:
            reponse = None
        if reponse is None or "pid" not in reponse:
            self.vivant = False
            return None
        return int(reponse["pid"])

    def _recevoir(self, delai: float | None) -> dict | None:
        self.ctl.settimeout(delai)
        try:
            message = self.ctl.recv(TAILLE)
        except TimeoutError:
            raise
        except OSError:
            message = b""
        if not message:
            self.vivant = False
            return None
        return json.loads(message)

    def attendre(self, delai: float | None) -> int | None:
        """Le code de sortie de l'enfant ; TimeoutError après `delai` ; None si le zygote est mort.
        Son temps de calcul (secondes) reste dans `self.cpu`."""
        reponse = self._recevoir(delai)
        if reponse is None:
            return None
        self.cpu = float(reponse.get("cpu", 0.0))
        return int(reponse.get("fin", 70))

    def nettoyer(self, delai: float = 30) -> int | None:
        """Entre deux rendus : le zygote tue ce qui reste et nettoie (voir `servir`) ; le nombre
        de processus restés visibles, ou None s'il ne répond pas (il est alors arrêté). Ce qui
        l'a marqué (empreinte changée, restes) est dans `self.marques`."""
        try:
            self.ctl.send(json.dumps({"op": "nettoyer"}).encode())
            reponse = self._recevoir(delai)
        except (OSError, TimeoutError):
            reponse = None
        if reponse is None or not isinstance(reponse.get("propre"), int):
            self.arreter()
            return None
        self.marques = [str(m) for m in reponse.get("marques", [])]
        return reponse["propre"]

    def tuer(self) -> int | None:
        """Tue l'enfant en cours (et ce qu'il a lancé) ; son code, ou None si le zygote ne répond
        plus (il est alors tué lui aussi)."""
        try:
            self.ctl.send(json.dumps({"op": "tuer"}).encode())
            return self.attendre(10)
        except (OSError, TimeoutError):
            self.arreter()
            return None

    def arreter(self) -> None:
        """Arrête le zygote et son bac à sable (tout le groupe de processus)."""
        from .tuer import tuer_groupe

        self.vivant = False
        try:
            self.ctl.close()
        except OSError:
            pass
        tuer_groupe(self.proc.pid)
        self.proc.wait()
