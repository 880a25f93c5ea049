"""Lire le corps JSON d'une requête HTTP comme les vrais services : taille, longueur, JSON valide.

Chaque refus a la forme d'erreur de l'API visée (`famille` : "anthropic" ou "gemini") ; le
booléen renvoyé dit s'il faut fermer la connexion (corps non lu ou illisible).

    >>> import io
    >>> lire_corps(io.BytesIO(b'{"a": 1}'), {"content-length": "8"}, "anthropic")
    ({'a': 1}, False)
"""

from __future__ import annotations

import json
from typing import Any

from modele_local import anthropic_api, gemini_api
from modele_local.commun import Reponse

LIMITE_CORPS = 8 * 1024 * 1024


def erreur_de(famille: str, statut: int, message: str) -> Reponse:
    """Une erreur au format de l'API de la famille (Google ou Anthropic)."""
    if famille == "gemini":
        return gemini_api.erreur(statut, message)
    return anthropic_api.erreur(statut, message)


def lire_corps(rfile: Any, en_tetes: Any, famille: str) -> tuple[Any, bool]:
    """(corps JSON décodé ou `Reponse` d'erreur, fermer la connexion)."""
    if "chunked" in en_tetes.get("transfer-encoding", "").lower():
        return erreur_de(famille, 411, "Length Required: send a Content-Length header"), True
    brut = en_tetes.get("content-length", "0")
    try:
        longueur = int(brut)
        if longueur < 0:
            raise ValueError(brut)
    except ValueError:
        return erreur_de(famille, 400, f"Invalid Content-Length header: {brut[:40]!r}"), True
    if longueur > LIMITE_CORPS:
        if famille == "gemini":
            return gemini_api.erreur(413, f"Request payload size exceeds the limit: "
                                          f"{LIMITE_CORPS} bytes."), True
        return anthropic_api.erreur(413, f"Request exceeds the maximum allowed number of "
                                         f"bytes ({LIMITE_CORPS} for the local model)."), True
    try:
        donnees = rfile.read(longueur)  # délai de socket : un client muet est coupé
    except TimeoutError:
        return erreur_de(famille, 408, "Request Timeout: the request body arrived too slowly"), True
    if len(donnees) < longueur:
        return erreur_de(famille, 400, "Incomplete request body"), True
    try:
        return json.loads(donnees), False
    except (ValueError, RecursionError) as exc:  # UnicodeDecodeError est une ValueError
        if famille == "gemini":
            return gemini_api.erreur(400, f"Invalid JSON payload received. {exc}"), True
        return anthropic_api.erreur(400, f"Invalid JSON in request body: {exc}"), True
