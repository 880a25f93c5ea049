"""Le PostgreSQL des tests : démarré une fois par session pytest par `outils/postgres.py`.

La fixture `url_postgres` (tests/conftest.py) donne l'URL d'une base neuve, propre à cette
session pytest, effacée à la fin. Le serveur est réutilisé s'il tournait déjà ; sinon la suite
le démarre, puis l'arrête à la fin (un `make test` ne laisse rien tourner derrière lui).
Avec pytest-xdist, chaque processus de test a sa session : chacun laisse une marque (son pid) dans
`MARQUES`, et le serveur démarré par les tests n'est arrêté que par le dernier à finir.

Sans PostgreSQL installé : en CI (CI=true) les tests PostgreSQL *échouent* (un serveur manquant
ne doit pas passer pour un succès) ; ailleurs, ils sont sautés avec la raison.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import secrets
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parent.parent / "outils" / "postgres.py"
MARQUES = Path(tempfile.gettempdir()) / f"contexte-postgres-tests-{os.getuid()}"
DEMARRE = MARQUES / "demarre-par-les-tests"


def _vivant(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


@contextlib.contextmanager
def _verrou() -> Iterator[None]:
    """Un seul processus de test à la fois démarre, compte ou arrête le serveur (même machine)."""
    with open(MARQUES / "verrou", "w") as f:
        fcntl.flock(f, fcntl.LOCK_EX)
        yield


def _sessions_en_cours() -> list[Path]:
    """Les marques des sessions pytest encore vivantes (celles d'une session tuée sont retirées)."""
    vivantes = []
    for marque in MARQUES.glob("[0-9]*"):
        if _vivant(int(marque.name)):
            vivantes.append(marque)
        else:
            marque.unlink(missing_ok=True)
    return vivantes


def _script(*options: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(SCRIPT), *options], capture_output=True, text=True,
                          stdin=subprocess.DEVNULL, timeout=120)


def _absent(raison: str) -> None:
    if os.environ.get("CI", "").lower() == "true":
        pytest.fail(f"CI : les tests PostgreSQL doivent tourner, mais {raison}", pytrace=False)
    pytest.skip(f"PostgreSQL indisponible : {raison}")


def url_de_test() -> Iterator[str]:
    """Démarre (ou réutilise) le serveur, crée une base `test_…`, la rend, puis fait le ménage."""
    MARQUES.mkdir(exist_ok=True)
    with _verrou():  # deux processus xdist ne démarrent pas chacun leur serveur
        deja = _script("--si-present")
        r = deja if deja.returncode == 0 else _script()
        if r.returncode:
            _absent((r.stderr or r.stdout).strip() or f"outils/postgres.py : code {r.returncode}")
        if deja.returncode != 0:
            DEMARRE.touch()          # c'est une session de test qui l'a démarré
        elif not _sessions_en_cours():
            DEMARRE.unlink(missing_ok=True)  # démarré à la main (make postgres) : on ne l'arrête pas
        marque = MARQUES / str(os.getpid())
        marque.touch()
    url = r.stdout.strip().splitlines()[-1]
    import psycopg

    base = f"test_{os.getpid()}_{secrets.token_hex(3)}"
    with psycopg.connect(url, autocommit=True) as c:
        c.execute(f"CREATE DATABASE {base}")
    try:
        yield url.rsplit("/", 1)[0] + "/" + base
    finally:
        with psycopg.connect(url, autocommit=True) as c:
            c.execute(f"DROP DATABASE IF EXISTS {base} WITH (FORCE)")
        with _verrou():
            marque.unlink(missing_ok=True)
            if DEMARRE.exists() and not _sessions_en_cours():  # bogue : un processus xdist
                DEMARRE.unlink(missing_ok=True)                # arrêtait le serveur de l'autre
                _script("--arreter")
