"""Le PostgreSQL des tests : démarré une fois par session pytest par `outils/postgres.py`.

La fixture `url_postgres` (tests/conftest.py) donne l'URL d'une base neuve, propre à cette
session pytest, effacée à la fin. Le serveur est réutilisé s'il tournait déjà ; sinon la suite
le démarre, puis l'arrête à la fin (un `make test` ne laisse rien tourner derrière lui).

Sans PostgreSQL installé : en CI (CI=true) les tests PostgreSQL *échouent* (un serveur manquant
ne doit pas passer pour un succès) ; ailleurs, ils sont sautés avec la raison.
"""

from __future__ import annotations

import os
import secrets
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parent.parent / "outils" / "postgres.py"


def _script(*options: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(SCRIPT), *options], capture_output=True, text=True,
                          stdin=subprocess.DEVNULL, timeout=120)


def _absent(raison: str) -> None:
    if os.environ.get("CI", "").lower() == "true":
        pytest.fail(f"CI : les tests PostgreSQL doivent tourner, mais {raison}", pytrace=False)
    pytest.skip(f"PostgreSQL indisponible : {raison}")


def url_de_test() -> Iterator[str]:
    """Démarre (ou réutilise) le serveur, crée une base `test_…`, la rend, puis fait le ménage."""
    deja = _script("--si-present")
    r = deja if deja.returncode == 0 else _script()
    if r.returncode:
        _absent((r.stderr or r.stdout).strip() or f"outils/postgres.py : code {r.returncode}")
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
        if deja.returncode != 0:
            _script("--arreter")
