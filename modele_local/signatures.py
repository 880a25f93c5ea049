"""Empreintes et signatures déterministes : reconnaître un bloc que le modèle local a produit.

Une empreinte résume une suite de valeurs JSON (clés triées) ; une signature HMAC lie un bloc de
réflexion à son texte (et, par la graine qu'on lui donne, au modèle et au préfixe). La clé est fixe :
les signatures sont identiques d'une exécution à l'autre (notebooks reproductibles) ; elle ne
protège rien, elle sert seulement à détecter un bloc modifié.

    >>> json_canon({"b": 1, "a": "é"}), signature_valide("texte", signer("texte"))
    ('{"a":"é","b":1}', True)
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
from typing import Any

# Clé fixe : les signatures doivent être identiques d'une exécution à l'autre (notebooks
# reproductibles). Elle ne protège rien ; elle sert seulement à détecter un bloc modifié.
_SECRET = b"contexte-hors-ligne/signature-v1"


def json_canon(obj: Any) -> str:
    """JSON compact et stable (clés triées, accents conservés) : `json_canon({"b": 1, "a": 2})`."""
    return json.dumps(obj, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


def empreinte(*morceaux: Any) -> str:
    """Empreinte SHA-256 (hexadécimal) d'une suite de valeurs JSON : `empreinte("a", 1)`."""
    h = hashlib.sha256()
    for m in morceaux:
        h.update(json_canon(m).encode())
        h.update(b"\x1e")
    return h.hexdigest()


def signer(texte: str) -> str:
    """Signature déterministe d'un bloc de réflexion (base64) ; toute retouche du texte la casse."""
    mac = hmac.new(_SECRET, texte.encode(), hashlib.sha512).digest()
    return base64.b64encode(b"HL1" + mac).decode()


def signature_valide(texte: Any, signature: Any) -> bool:
    """Vrai si `signature` est celle que le modèle local a donnée à `texte`."""
    if not isinstance(texte, str) or not isinstance(signature, str):
        return False
    return hmac.compare_digest(signer(texte), signature)
