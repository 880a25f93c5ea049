"""Le PostgreSQL du cours, s'il répond : celui de `make postgres`, ou $CONTEXTE_POSTGRES_URL.

Les leçons 10 et 11 s'en servent pour montrer PostgreSQL quand un serveur tourne, et retombent
sur SQLite sinon, en disant pourquoi.
"""

from __future__ import annotations

import os

from contexte.erreurs import ErreurStockage
from contexte.stockage import ouvrir_postgres
from cours.racine import racine_du_cours


def postgres_du_cours() -> tuple[str | None, str]:
    """(URL du PostgreSQL du cours s'il répond, sinon None ; pourquoi, en une phrase).

    L'URL : $CONTEXTE_POSTGRES_URL (le serveur d'une classe), sinon celle que `make postgres` a
    écrite dans `.postgres/url` de la copie du cours (`cours.racine`). Sans serveur, la phrase
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
