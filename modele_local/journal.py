"""Journal des requêtes (opt-in) : voir ce que le modèle local a reçu, une ligne JSON par requête.

Trois façons de l'ouvrir : `python -m modele_local --journal requetes.jsonl` ; la variable
d'environnement `MODELE_LOCAL_JOURNAL=requetes.jsonl` avant le premier appel (le serveur des
leçons, démarré par `cours.clients`, la lit) ; `modele_local.journaliser("requetes.jsonl")` à tout
moment (`journaliser(None)` le ferme). Chaque ligne : heure UTC, méthode, chemin, en-têtes, corps
reçu, statut et corps renvoyé (pour un flux SSE : les événements).

Aucun secret : les en-têtes d'authentification (`x-api-key`, `authorization`, `x-goog-api-key`…)
et le paramètre `key=` de l'URL sont remplacés par « *** », et tout ce qui ressemble à une clé
(`sk-ant-…`, `AIza…`), ou la valeur d'une variable de clé, est masqué partout (mêmes règles que
`contexte.erreurs.masquer_cles`, que le modèle local n'importe pas : il reste indépendant du cours ;
tests/test_journal_modele_local.py vérifie que les deux copies masquent pareil).

    >>> ligne({"x-api-key": "sk-ant-secret123"}, "POST", "/v1/messages?key=AIzaSyAbcdefghijkl",
    ...       {"a": 1}, 200, {"ok": True}, None)["en_tetes"]
    {'x-api-key': '***'}
"""

from __future__ import annotations

import json
import os
import re
import threading
from datetime import datetime, timezone
from pathlib import Path
from typing import Any
from urllib.parse import parse_qsl, urlencode, urlsplit

VARIABLES_CLES = ("ANTHROPIC_API_KEY", "ANTHROPIC_AUTH_TOKEN", "GEMINI_API_KEY", "GOOGLE_API_KEY")
MOTIFS_CLES = re.compile(r"sk-ant-[A-Za-z0-9_\-]{4,}|AIza[0-9A-Za-z_\-]{10,}")
SECRETS = {"x-api-key", "authorization", "x-goog-api-key", "proxy-authorization", "cookie",
           "anthropic-api-key", "api-key"}
PARAMETRES_SECRETS = {"key", "api_key", "access_token"}


def masquer(texte: str) -> str:
    """Remplace toute clé d'API par « *** » : `masquer("clé sk-ant-abc123")` -> 'clé ***'."""
    for variable in VARIABLES_CLES:
        valeur = os.environ.get(variable, "")
        if len(valeur) >= 6:
            texte = texte.replace(valeur, "***")
    return MOTIFS_CLES.sub("***", texte)


def _chemin(brut: str) -> str:
    morceaux = urlsplit(brut)
    if not morceaux.query:
        return morceaux.path
    params = [(k, "***" if k.lower() in PARAMETRES_SECRETS else v)
              for k, v in parse_qsl(morceaux.query, keep_blank_values=True)]
    return morceaux.path + "?" + urlencode(params, safe="*")


def ligne(en_tetes: Any, methode: str, chemin: str, corps: Any, statut: int, reponse: Any,
          evenements: list | None) -> dict:
    """L'entrée du journal pour une requête, secrets masqués."""
    entete = {k.lower(): ("***" if k.lower() in SECRETS else masquer(str(v)))
              for k, v in (en_tetes.items() if en_tetes is not None else [])}
    entree = {"heure": datetime.now(timezone.utc).isoformat(timespec="milliseconds"),
              "methode": methode, "chemin": _chemin(chemin), "en_tetes": entete,
              "corps": corps, "statut": statut}
    if evenements is not None:
        entree["evenements"] = [d for _, d in evenements]
    else:
        entree["reponse"] = reponse
    return entree


class Journal:
    """Fichier JSONL ouvert en ajout ; une écriture à la fois (le serveur a un fil par requête)."""

    def __init__(self, chemin: str | Path) -> None:
        self.chemin = Path(chemin)
        self.chemin.parent.mkdir(parents=True, exist_ok=True)
        self.chemin.touch()  # erreur claire (OSError) dès l'ouverture, pas à la 1re requête
        self._verrou = threading.Lock()

    def ecrire(self, entree: dict) -> None:
        """Ajoute une ligne (clés masquées une seconde fois sur le texte final)."""
        texte = masquer(json.dumps(entree, ensure_ascii=False, default=str))
        with self._verrou, self.chemin.open("a", encoding="utf-8") as f:
            f.write(texte + "\n")
