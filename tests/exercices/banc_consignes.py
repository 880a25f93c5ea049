"""Le banc de rétention de l'exercice 9, calculé une fois par consigne et par processus.

Le résultat du banc (`mesures.retention.noter_resumeur`) ne dépend que de la consigne : le modèle
local est déterministe et ne retient rien qui change un résumé (ses caches ne touchent que
l'`usage`, que le banc ne lit pas ici). Celui de `SUMMARY_PROMPT` ne dépend donc d'aucun élève :
le zygote du correcteur le calcule avant ses forks (`amorce.py`), et chaque enfant en hérite au
lieu de le refaire (`test_banc_consignes.py` vérifie que c'est le même résultat qu'un banc neuf).

    banc(SUMMARY_PROMPT)["justes"]   # le nombre de faits justes sur 32
"""

from __future__ import annotations

import copy
import functools
import os
from collections.abc import Callable
from typing import Any

from modele_sans_reseau import client_sans_reseau

from contexte import llm_summarizer
from contexte.erreurs import Tour
from mesures.retention import noter_resumeur

MAX_TOKENS = 1000   # le même pour tous : c'est la consigne qu'on note, pas le réglage

_clients: dict[int, Any] = {}


def client() -> Any:
    """Le client de ce processus. Un enfant forké en refait un : celui du zygote parlait à un
    serveur qui n'existe pas chez l'enfant (`modele_sans_reseau`, un serveur par processus)."""
    if os.getpid() not in _clients:
        _clients[os.getpid()] = client_sans_reseau()
    return _clients[os.getpid()]


def fermer() -> None:
    """Ferme le client de ce processus (sa connexion au serveur local)."""
    ancien = _clients.pop(os.getpid(), None)
    if ancien is not None:
        ancien.close()


def resumeur(prompt: str) -> Callable[[str, list[Tour]], str]:
    """`llm_summarizer` avec cette consigne, par le vrai client anthropic vers le modèle local."""
    return llm_summarizer(client(), prompt=prompt, max_tokens=MAX_TOKENS)


@functools.cache
def _banc(prompt: str) -> dict:
    return noter_resumeur(resumeur(prompt))


def banc(prompt: str) -> dict:
    """Le banc de rétention (résumé glissant 12/6) pour cette consigne ; une copie à chaque appel,
    pour qu'un test ne puisse pas changer ce que voit le suivant. La clé du cache est un `str`
    exact (une sous-classe, avec son `__eq__` et son `__hash__`, n'y entre pas)."""
    return copy.deepcopy(_banc(str.__str__(prompt)))
