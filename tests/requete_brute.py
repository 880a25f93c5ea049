"""Une requête HTTP brute au modèle local, côté Gemini : ce qu'aucun SDK n'enverrait tel quel."""

from __future__ import annotations

import http.client
import json
from typing import Any

from modele_local import demarrer


def brut(methode: str, chemin: str, corps: Any = None) -> tuple[int, str | None, str]:
    """Requête HTTP brute : (statut, en-têtes, corps décodé)."""
    port = int(demarrer().rsplit(":", 1)[1])
    c = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    c.request(methode, chemin, body=None if corps is None else json.dumps(corps),
              headers={"x-goog-api-key": "x", "content-type": "application/json"})
    r = c.getresponse()
    return r.status, r.getheader("content-type"), r.read().decode()
