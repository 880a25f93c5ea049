"""Un JupyterHub pour une classe du cours (JupyterHub 6.1, LocalProcessSpawner, comptes Unix).

Lu par `jupyterhub -f docs/jupyterhub_config.py`, lancé en root (il démarre le serveur de chaque
élève sous son compte). Ce que fait cette configuration, et pourquoi : docs/jupyterhub.md.

- un environnement Python partagé (`COURS_ENV`), construit une fois par l'enseignant ;
- la copie de travail de chaque élève, `~/cours`, tirée par nbgitpuller de la copie distribuée
  (`make distribuer`, publiée dans un dépôt git : `COURS_DEPOT`, `COURS_BRANCHE`) à chaque
  démarrage de son serveur, sans écraser ce qu'il a modifié ;
- le trafic des noyaux par sockets Unix dans son dossier (`KernelManager.transport = "ipc"`), pas
  par des ports TCP qu'un camarade peut écouter ;
- des dossiers personnels 0700 ; une mémoire bornée par élève (cgroup, sinon par processus) ;
- les noyaux inactifs arrêtés, puis les serveurs inactifs (jupyterhub-idle-culler).

Les réglages de la classe se donnent par variables d'environnement (valeurs par défaut ci-dessous).
"""

import os
import pwd
import resource
import sys
from pathlib import Path
from urllib.parse import urlencode

from jupyterhub.spawner import LocalProcessSpawner

c = get_config()  # noqa: F821 - fourni par JupyterHub quand il lit ce fichier

ENV = os.environ.get("COURS_ENV", "/opt/cours/env")  # binder/requirements.txt + pip install .
DEPOT = os.environ.get("COURS_DEPOT", "https://git.example.org/cours-eleves.git")  # sans solutions/
BRANCHE = os.environ.get("COURS_BRANCHE", "main")
COPIE = "cours"  # ~/cours : la copie de travail de l'élève
MEMOIRE = os.environ.get("COURS_MEMOIRE", "1G")  # par élève (~340 Mio par élève actif, mesuré)
NOYAU_INACTIF = int(os.environ.get("COURS_NOYAU_INACTIF", 3600))  # secondes
SERVEUR_INACTIF = int(os.environ.get("COURS_SERVEUR_INACTIF", 7200))
ELEVES = os.environ.get("COURS_ELEVES", "")  # fichier : un identifiant Unix par ligne
POSTGRES = os.environ.get("COURS_POSTGRES", "")  # URL du serveur de la classe (docs/jupyterhub.md)
GROUPE = "cours-jupyterhub"  # nom du cgroup parent des élèves


# --- Qui entre : les comptes Unix (PAM, l'authentification par défaut) de la liste ------------
if ELEVES:
    c.Authenticator.allowed_users = {ligne.strip() for ligne in
                                     Path(ELEVES).read_text(encoding="utf-8").splitlines()
                                     if ligne.strip() and not ligne.startswith("#")}


# --- Le serveur de chaque élève --------------------------------------------------------------
def dossier_personnel(spawner) -> str:
    return pwd.getpwnam(spawner.user.name).pw_dir


def copie_de_l_eleve(spawner) -> str:
    return os.path.join(dossier_personnel(spawner), COPIE)


def fichier_des_processus(nom: str, octets: int) -> str | None:
    """Un cgroup mémoire pour l'élève `nom` (v2, sinon v1) : le fichier où inscrire un processus,
    ou None si la machine n'en laisse pas créer (alors RLIMIT_AS, processus par processus)."""
    v2, v1 = Path("/sys/fs/cgroup"), Path("/sys/fs/cgroup/memory")
    try:
        controleurs = v2 / "cgroup.controllers"
        if controleurs.exists() and "memory" in controleurs.read_text().split():
            parent = v2 / GROUPE
            parent.mkdir(exist_ok=True)
            (parent / "cgroup.subtree_control").write_text("+memory")
            groupe = parent / nom
            groupe.mkdir(exist_ok=True)
            (groupe / "memory.max").write_text(str(octets))
            (groupe / "memory.swap.max").write_text("0")
            return str(groupe / "cgroup.procs")
        if (v1 / "memory.limit_in_bytes").exists():
            groupe = v1 / GROUPE / nom
            groupe.mkdir(parents=True, exist_ok=True)
            (groupe / "memory.limit_in_bytes").write_text(str(octets))
            return str(groupe / "cgroup.procs")
    except OSError as e:
        print(f"cgroup mémoire impossible pour {nom} ({e}) : limite par processus", file=sys.stderr)
    return None


class ServeurEleve(LocalProcessSpawner):
    """LocalProcessSpawner qui applique `mem_limit` (lui ne fait que l'annoncer dans MEM_LIMIT)."""

    def make_preexec_fn(self, name):
        devenir_l_eleve = super().make_preexec_fn(name)
        octets = int(self.mem_limit or 0)
        procs = fichier_des_processus(name, octets) if octets else None

        def preexec():  # dans le processus fils, encore root, juste avant exec
            if procs:
                with open(procs, "w") as f:
                    f.write(str(os.getpid()))
            elif octets:
                resource.setrlimit(resource.RLIMIT_AS, (octets, octets))
            devenir_l_eleve()

        return preexec


def avant_demarrage(spawner) -> None:
    """Dossier personnel 0700 : `useradd -m` le crée 0755, et un camarade y lirait les exercices
    et `~/.ipython/profile_default/history.sqlite` (chaque cellule tapée, clés comprises)."""
    os.chmod(dossier_personnel(spawner), 0o700)


c.JupyterHub.spawner_class = ServeurEleve
c.Spawner.pre_spawn_hook = avant_demarrage
c.Spawner.cmd = [os.path.join(ENV, "bin", "jupyterhub-singleuser")]
c.Spawner.mem_limit = MEMOIRE
c.Spawner.notebook_dir = "~"  # ~/cours n'existe qu'après le premier passage de nbgitpuller
c.Spawner.default_url = "/git-pull?" + urlencode({
    "repo": DEPOT, "branch": BRANCHE, "targetpath": COPIE,
    "urlpath": f"lab/tree/{COPIE}/notebooks/00_demarrage.ipynb"})
c.Spawner.args = [
    "--KernelManager.transport=ipc",  # sockets dans ~/.local/share/jupyter/runtime (0700)
    f"--MappingKernelManager.cull_idle_timeout={NOYAU_INACTIF}",
    f"--MappingKernelManager.cull_interval={min(300, NOYAU_INACTIF)}",
    "--MappingKernelManager.cull_connected=True",  # un onglet oublié ne garde pas 340 Mio
]
environnement = {
    "PATH": f"{ENV}/bin:/usr/local/bin:/usr/bin:/bin",
    "CONTEXTE_RACINE": copie_de_l_eleve,  # verifier(), leçons 07 et 10 : la copie de l'élève
    "PYTHONPATH": copie_de_l_eleve,  # ses modifications de contexte/ comptent
    "TIKTOKEN_CACHE_DIR": lambda s: os.path.join(dossier_personnel(s), ".cache", "tiktoken"),
}
if POSTGRES:  # un serveur pour la classe ; chaque compte y a son rôle et son schéma
    environnement["CONTEXTE_POSTGRES_URL"] = POSTGRES
c.Spawner.environment = environnement

# --- Les serveurs inactifs arrêtés par le hub (les noyaux le sont par leur serveur) ----------
c.JupyterHub.services = [{
    "name": "arret-des-inactifs",
    "command": [sys.executable, "-m", "jupyterhub_idle_culler", f"--timeout={SERVEUR_INACTIF}"],
}]
c.JupyterHub.load_roles = [{
    "name": "arret-des-inactifs",
    "scopes": ["list:users", "read:users:activity", "read:servers", "delete:servers"],
    "services": ["arret-des-inactifs"],
}]
