"""Compter et couper des jetons, comme le ferait le tokenizer d'un fournisseur (approximation).

Les jetons sont comptés avec l'encodage cl100k (celui de `contexte.tokens.count_tokens`). C'est une
*approximation* : Anthropic et Google ont chacun leur tokenizer, non publié ; les nombres du modèle
local ont le bon ordre de grandeur, pas la valeur exacte qu'afficherait le vrai service.

    >>> compter("Bonjour, Camille !")
    5
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any


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
