"""PostgreSQL pour le cours : un vrai serveur, joint avec psycopg 3.

`make postgres` en démarre un sur 127.0.0.1 (données dans `.postgres/`, ignoré par git) et
imprime son URL. Rien ici n'est importé par `import contexte` : psycopg n'est chargé qu'à la
première URL `postgresql://`.

Pourquoi une base et pas un fichier + `fcntl.flock` ? `flock` est un verrou du noyau d'*une*
machine : deux serveurs derrière un répartiteur de charge ne le voient pas. Ici le verrou est
tenu par le serveur PostgreSQL, que toutes les machines consultent : le `UPDATE … WHERE
version = ?` de `contexte.stockage_base` verrouille la ligne de la session jusqu'au COMMIT ;
un second rédacteur attend, puis voit la nouvelle version et reçoit `ConflitEcriture`.

Durabilité : `synchronous_commit=on` (le défaut) : COMMIT rend la main après le fsync du WAL.

Sans serveur à l'adresse donnée, l'erreur dit quoi faire (le mot de passe, s'il y en a, est masqué) :

    >>> ouvrir_postgres("postgresql://camille@127.0.0.1:1/cours")   # port 1 : personne n'écoute
    Traceback (most recent call last):
    contexte.stockage_erreurs.ErreurStockage: Serveur PostgreSQL injoignable à 'postgresql://camille@...
"""

from __future__ import annotations

import os
from typing import Any

from .racine import racine_du_cours
from .stockage_erreurs import ErreurStockage, masquer

ATTENTE_CONNEXION = 5  # secondes : au-delà, le serveur est déclaré injoignable


def ouvrir_postgres(url: str) -> Any:
    """Une connexion psycopg 3 en autocommit (les transactions sont ouvertes par `Connexion`)."""
    try:
        import psycopg
    except ImportError as e:
        raise ErreurStockage("psycopg n'est pas installé : `pip install 'psycopg[binary]'` "
                             "(ou `make installer`), ou utilisez 'sqlite:///sessions.db'.") from e
    try:
        return psycopg.connect(url, autocommit=True, connect_timeout=ATTENTE_CONNEXION)
    except psycopg.ProgrammingError as e:  # URL mal formée (option inconnue…)
        raise ErreurStockage(f"URL PostgreSQL invalide {masquer(url)!r} : {e}") from e
    except psycopg.OperationalError as e:
        detail = str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__
        raise ErreurStockage(
            f"Serveur PostgreSQL injoignable à {masquer(url)!r} ({detail}). Démarrez-en un avec "
            "`make postgres` (il imprime son URL), vérifiez hôte, port, utilisateur et base, ou "
            "utilisez 'sqlite:///sessions.db'.") from e


def url_du_cours() -> str | None:
    """L'URL du PostgreSQL du cours *s'il répond* : $CONTEXTE_POSTGRES_URL, sinon celle que
    `make postgres` a écrite dans `.postgres/url` ; None sinon (les leçons retombent sur SQLite)."""
    url = os.environ.get("CONTEXTE_POSTGRES_URL")
    if not url:
        try:
            url = (racine_du_cours() / ".postgres" / "url").read_text().strip()
        except OSError:
            return None
    try:
        ouvrir_postgres(url).close()
    except ErreurStockage:
        return None
    return url


__all__ = ["ATTENTE_CONNEXION", "ouvrir_postgres", "url_du_cours"]
