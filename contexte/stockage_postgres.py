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


def postgres_du_cours() -> tuple[str | None, str]:
    """(URL du PostgreSQL du cours s'il répond, sinon None ; pourquoi, en une phrase).

    L'URL : $CONTEXTE_POSTGRES_URL (le serveur d'une classe), sinon celle que `make postgres` a
    écrite dans `.postgres/url` de la copie du cours (`contexte.racine`). Sans serveur, la phrase
    dit pourquoi les leçons retombent sur SQLite : pas d'URL, URL illisible, serveur arrêté.
    """
    url, source = os.environ.get("CONTEXTE_POSTGRES_URL"), "CONTEXTE_POSTGRES_URL"
    if not url:
        fichier = racine_du_cours() / ".postgres" / "url"
        source = ".postgres/url"
        try:
            url = fichier.read_text().strip()
        except FileNotFoundError:
            return None, ("aucun serveur du cours (ni CONTEXTE_POSTGRES_URL ni .postgres/url) ; "
                          "repli sur SQLite (make postgres pour en démarrer un)")
        except OSError as e:
            return None, (f"{fichier} illisible ({type(e).__name__} : démarré par un autre compte ?)"
                          " ; repli sur SQLite (demandez l'URL à qui l'a démarré, ou make postgres)")
    try:
        ouvrir_postgres(url).close()
    except ErreurStockage as e:
        cause = str(e.__cause__ or e).strip().splitlines()
        return None, (f"le serveur de {source} ne répond pas ({cause[0] if cause else 'injoignable'})"
                      " ; repli sur SQLite (make postgres pour le démarrer)")
    return url, f"le serveur du cours répond ({source})"


def url_du_cours() -> str | None:
    """L'URL du PostgreSQL du cours *s'il répond*, None sinon (voir `postgres_du_cours`)."""
    return postgres_du_cours()[0]


__all__ = ["ATTENTE_CONNEXION", "ouvrir_postgres", "postgres_du_cours", "url_du_cours"]
