"""Leçon 10 : sans PostgreSQL, le repli sur SQLite dit pourquoi (issue 34 : « aucun serveur ne
répond » s'affichait aussi quand l'URL existait mais ne se lisait pas, serveur lancé par root)."""

import socket

from cours.postgres import postgres_du_cours


def copie(tmp_path):
    (tmp_path / "tests" / "exercices").mkdir(parents=True)
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'copie'\n")
    return tmp_path


def test_pas_d_url(tmp_path, monkeypatch):
    monkeypatch.delenv("CONTEXTE_POSTGRES_URL", raising=False)
    monkeypatch.setenv("CONTEXTE_RACINE", str(copie(tmp_path)))
    url, pourquoi = postgres_du_cours()
    assert url is None and pourquoi.startswith("aucun serveur du cours (ni CONTEXTE_POSTGRES_URL")


def test_url_illisible(tmp_path, monkeypatch):
    """Un .postgres/url qui ne se lit pas (ici un dossier : en root, un fichier 0600 d'un autre
    compte se lirait quand même)."""
    monkeypatch.delenv("CONTEXTE_POSTGRES_URL", raising=False)
    (copie(tmp_path) / ".postgres" / "url").mkdir(parents=True)
    monkeypatch.setenv("CONTEXTE_RACINE", str(tmp_path))
    url, pourquoi = postgres_du_cours()
    assert url is None and "illisible (IsADirectoryError" in pourquoi and "repli sur SQLite" in pourquoi


def test_serveur_arrete(monkeypatch):
    with socket.socket() as s:  # un port libre : personne n'y écoute
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    monkeypatch.setenv("CONTEXTE_POSTGRES_URL", f"postgresql://eleve:secret@127.0.0.1:{port}/cours")
    url, pourquoi = postgres_du_cours()
    assert url is None and pourquoi.startswith("le serveur de CONTEXTE_POSTGRES_URL ne répond pas (")
    assert "secret" not in pourquoi


def test_serveur_qui_repond(url_postgres, monkeypatch):
    monkeypatch.setenv("CONTEXTE_POSTGRES_URL", url_postgres)
    assert postgres_du_cours() == (url_postgres, "le serveur du cours répond (CONTEXTE_POSTGRES_URL)")
