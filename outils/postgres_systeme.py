"""Où et sous quel compte tourne le PostgreSQL du cours (pour `outils/postgres.py`).

Les programmes du serveur (`binaires`), le compte qui les lance (le vôtre ; en root, l'utilisateur
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


def binaires() -> Path:
    """Le dossier des programmes du serveur (initdb, pg_ctl) : $PG_BIN, le PATH, ou Debian."""
    candidats = [os.environ.get("PG_BIN", "")]
    if shutil.which("pg_ctl"):
        candidats.append(str(Path(shutil.which("pg_ctl")).parent))
    candidats += sorted(glob.glob("/usr/lib/postgresql/*/bin"),
                        key=lambda p: int(Path(p).parent.name) if Path(p).parent.name.isdigit() else 0,
                        reverse=True)
    for c in candidats:
        if c and (Path(c) / "initdb").is_file() and (Path(c) / "pg_ctl").is_file():
            return Path(c)
    raise PasDePostgres("PostgreSQL n'est pas installé (ni initdb ni pg_ctl trouvés) : "
                        "sudo apt-get install postgresql (Debian, Ubuntu), ou PG_BIN=dossier/bin.")


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
    try:
        import pwd
        pwd.getpwnam(UTILISATEUR_SYSTEME)
    except KeyError as e:
        raise PasDePostgres("En root, PostgreSQL doit tourner sous un utilisateur non privilégié : "
                            "l'utilisateur système « postgres » manque (apt-get install postgresql "
                            "le crée), ou lancez make postgres sous votre compte.") from e
    if lancer("test", "-x", str(DOSSIER.parent)).returncode == 0:
        return local
    empreinte = hashlib.sha256(str(RACINE).encode()).hexdigest()[:8]
    ailleurs = Path(f"/var/tmp/contexte-postgres-{empreinte}")
    print(f"(l'utilisateur postgres ne peut pas entrer dans {RACINE} : données dans {ailleurs})",
          file=sys.stderr)
    return ailleurs
