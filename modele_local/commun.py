"""Petits outils partagés par les deux API locales : jetons, empreintes, identifiants, signatures.

Les jetons sont comptés avec l'encodage cl100k (celui de `contexte.tokens.count_tokens`). C'est une
*approximation* : Anthropic et Google ont chacun leur tokenizer, non publié ; les nombres du modèle
local ont le bon ordre de grandeur, pas la valeur exacte qu'afficherait le vrai service.

    >>> compter("Bonjour, Camille !")
    5
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

# Clé fixe : les signatures doivent être identiques d'une exécution à l'autre (notebooks
# reproductibles). Elle ne protège rien ; elle sert seulement à détecter un bloc modifié.
_SECRET = b"contexte-hors-ligne/signature-v1"
_BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


@dataclass
class Reponse:
    """Réponse HTTP prête à écrire : statut, corps JSON, en-têtes supplémentaires."""

    statut: int
    corps: dict
    en_tetes: dict[str, str] = field(default_factory=dict)
    evenements: list[tuple[str, dict]] | None = None  # flux SSE (event, data) au lieu du corps


@lru_cache(maxsize=1)
def _encodage() -> Any:
    import tiktoken

    from contexte.tokens import ENCODAGE

    return tiktoken.get_encoding(ENCODAGE)


@lru_cache(maxsize=8192)
def compter(texte: str) -> int:
    """Jetons cl100k de `texte` (`contexte.tokens.count_tokens`) : `compter("é")` -> 1."""
    from contexte.tokens import count_tokens

    return count_tokens(texte)


def tronquer(texte: str, n: int) -> str:
    """Les `n` premiers jetons de `texte`, sans caractère coupé : `tronquer("abc", 0)` -> ''."""
    if n <= 0:
        return ""
    jetons = _encodage().encode_ordinary(texte)
    if len(jetons) <= n:
        return texte
    return _encodage().decode(jetons[:n]).rstrip("\ufffd")


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


def identifiant(prefixe: str, *graine: Any, longueur: int = 22) -> str:
    """Identifiant déterministe dérivé d'un hash : `identifiant("msg_01", "x")` -> 'msg_01…'."""
    n = int(empreinte(*graine), 16)
    chiffres = []
    for _ in range(longueur):
        n, r = divmod(n, 62)
        chiffres.append(_BASE62[r])
    return prefixe + "".join(chiffres)


def signer(texte: str) -> str:
    """Signature déterministe d'un bloc de réflexion (base64) ; toute retouche du texte la casse."""
    mac = hmac.new(_SECRET, texte.encode(), hashlib.sha512).digest()
    return base64.b64encode(b"HL1" + mac).decode()


def signature_valide(texte: Any, signature: Any) -> bool:
    """Vrai si `signature` est celle que le modèle local a donnée à `texte`."""
    if not isinstance(texte, str) or not isinstance(signature, str):
        return False
    return hmac.compare_digest(signer(texte), signature)


_INJECTION = re.compile(r"^hors-ligne-(?:erreur-(\d{3})|lent(?:-(\d+(?:\.\d+)?))?)$")
_INJECTION_FLUX = re.compile(r"^hors-ligne-erreur-flux-(\d{3})$")


def erreur_en_flux(modele: Any) -> int | None:
    """`hors-ligne-erreur-flux-529` -> 529 : la réponse diffusée s'interrompt sur cette erreur."""
    m = _INJECTION_FLUX.match(modele) if isinstance(modele, str) else None
    return int(m.group(1)) if m else None


def erreur_injectee(modele: Any) -> tuple[int | None, float]:
    """Lit un nom de modèle spécial : (statut d'erreur à simuler, délai en secondes).

    `hors-ligne-erreur-429` -> (429, 0) ; `hors-ligne-lent` -> (None, 3.0) ; `hors-ligne-lent-1.5`
    -> (None, 1.5), plafonné à 30 s ; tout autre nom -> (None, 0).
    """
    m = _INJECTION.match(modele) if isinstance(modele, str) else None
    if not m:
        return None, 0.0
    if m.group(1):
        return int(m.group(1)), 0.0
    return None, min(float(m.group(2) or 3.0), 30.0)


def repondre(systeme: str, messages: list[dict], outils: list[dict], force: bool = False,
             parallele: bool = True) -> list[dict]:
    """Appelle le « cerveau » déterministe (`modele.repondre`), importé au premier appel."""
    from modele_local.modele import repondre as cerveau

    return cerveau(systeme, messages, outils, force, parallele)


def texte_de_contenu(contenu: Any) -> str:
    """Texte d'un `tool_result` (chaîne ou liste de blocs) : `texte_de_contenu("ok")` -> 'ok'."""
    if isinstance(contenu, str):
        return contenu
    if not isinstance(contenu, list):
        return ""
    morceaux = []
    for bloc in contenu:
        if isinstance(bloc, dict) and bloc.get("type") == "text":
            morceaux.append(str(bloc.get("text", "")))
        elif isinstance(bloc, dict):
            morceaux.append(f"[{bloc.get('type', 'bloc')}]")
    return "\n".join(morceaux)


class Rejet(Exception):
    """Requête refusée comme le ferait l'API réelle : statut HTTP, genre d'erreur, message.

    `genre` est le type Anthropic (`invalid_request_error`…) ; l'API Gemini le traduit en statut
    Google (`INVALID_ARGUMENT`…).
    """

    def __init__(self, message: str, statut: int = 400, genre: str = "invalid_request_error",
                 details: dict | None = None):
        super().__init__(message)
        self.message, self.statut, self.genre, self.details = message, statut, genre, details
