"""Les trois back ends des tests d'attaque des stockages, chacun dans un lieu neuf.

La fixture `url` : un dossier JSON, un fichier SQLite, ou une base PostgreSQL à soi sur le
serveur des tests, jetée à la fin. Partagée par les attaques réglées et la part mise de côté.
"""

import pytest


@pytest.fixture(params=["json", "sqlite", "postgres"])
def url(request, tmp_path):
    if request.param == "json":
        yield str(tmp_path / "sessions")
    elif request.param == "sqlite":
        yield f"sqlite:///{tmp_path}/s.db"
    else:
        serveur = request.getfixturevalue("url_postgres")
        url = base_neuve(serveur)
        yield url
        jeter_base(serveur, url)


def base_neuve(url: str) -> str:
    """Une base PostgreSQL à soi sur le serveur des tests : aucune session d'un autre test."""
    import secrets

    import psycopg

    nom = "att_" + secrets.token_hex(6)
    with psycopg.connect(url, autocommit=True) as c:
        c.execute(f"CREATE DATABASE {nom}")
    return url.rsplit("/", 1)[0] + "/" + nom


def jeter_base(serveur: str, url: str) -> None:
    import psycopg

    with psycopg.connect(serveur, autocommit=True) as c:
        c.execute(f"DROP DATABASE IF EXISTS {url.rsplit('/', 1)[1]} WITH (FORCE)")
