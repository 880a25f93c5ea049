"""L'URL du PostgreSQL du cours, s'il répond : celle de `make postgres`, ou $CONTEXTE_POSTGRES_URL.

Les leçons 10 et 11 s'en servent pour montrer PostgreSQL quand un serveur tourne, et retombent
sur SQLite sinon.
"""

from __future__ import annotations

import os
from pathlib import Path

from contexte.erreurs import ErreurStockage
from contexte.stockage import ouvrir_postgres


def url_du_cours() -> str | None:
    """L'URL du PostgreSQL du cours *s'il répond* : $CONTEXTE_POSTGRES_URL, sinon celle que
    `make postgres` a écrite dans `.postgres/url` ; None sinon (les leçons retombent sur SQLite)."""
    url = os.environ.get("CONTEXTE_POSTGRES_URL")
    if not url:
        try:
            url = (Path(__file__).resolve().parent.parent / ".postgres" / "url").read_text().strip()
        except OSError:
            return None
    try:
        ouvrir_postgres(url).close()
    except ErreurStockage:
        return None
    return url
