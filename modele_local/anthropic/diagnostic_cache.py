"""Diagnostic de cache façon Anthropic : dire pourquoi une requête n'a pas relu le préfixe d'avant.

D'après https://platform.claude.com/docs/en/build-with-claude/cache-diagnostics (copie anglaise :
bêta, en-tête `cache-diagnosis-2026-04-07`) et ses traductions plus récentes (zh-TW, ja, de,
lues le 2026-12-01 : « status: ga », l'en-tête n'est plus nécessaire), et les types du SDK
anthropic 2.14 (`diagnostics.py`, `cache_miss_*.py`, champ `diagnostics` de `messages.create`) :

- la requête porte `diagnostics: {"previous_message_id": <id> | null}` ; `null` au premier tour
  (on s'inscrit sans rien comparer) ; sans ce champ, rien n'est retenu ni comparé ;
- le serveur retient une *empreinte* de chaque requête inscrite, sous l'`id` de sa réponse
  (des hachages et des comptes de jetons, jamais le texte) ;
- la réponse porte `diagnostics: {"cache_miss_reason": {...}}` décrivant le *premier* point où
  la requête diverge de celle nommée, ou `diagnostics: null` s'il n'y a pas de divergence
  (la conversation n'a fait que s'allonger) ; raisons : `model_changed`, `tools_changed`,
  `system_changed`, `messages_changed` (avec `cache_missed_input_tokens`, jetons qui auraient
  été relus si le préfixe avait tenu), `previous_message_not_found`, `unavailable` (mêmes modèle,
  outils et system, mais `thinking` ou `tool_choice` différent).

La comparaison suit l'ordre de lecture du cache (outils, system, messages) ; le vrai service
ne dit pas laquelle il signale quand deux parties changent à la fois (⚠). Le vrai service compare
en arrière-plan et peut répondre `cache_miss_reason: null` (« pas encore ») : le modèle local
compare tout de suite.

    >>> from modele_local.cache import enchainer
    >>> e = Empreintes()
    >>> avant = enchainer([(("system", "a"), 600, None), (("message", "user", "b"), 10, None)])
    >>> e.retenir("msg_1", "m", avant, {})
    >>> apres = enchainer([(("system", "A"), 600, None), (("message", "user", "b"), 10, None)])
    >>> e.comparer("msg_1", "m", apres, {})
    {'cache_miss_reason': {'type': 'system_changed', 'cache_missed_input_tokens': 610}}
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

from modele_local.protocole import Rejet
from modele_local.signatures import empreinte

CAPACITE = 10_000  # empreintes retenues au plus (les plus anciennes partent d'abord)
_RAISONS = {"tool": "tools_changed", "system": "system_changed", "message": "messages_changed"}
_ORDRE = {"tool": 0, "system": 1, "message": 2}


@dataclass(frozen=True)
class Empreinte:
    """Ce qui est retenu d'une requête : modèle, réglages, et (genre, hachage, cumul) par bloc."""

    modele: str
    reglages: str
    blocs: tuple[tuple[str, str, int], ...]


def champ_diagnostics(corps: dict) -> tuple[bool, str | None]:
    """Lit `diagnostics` : (inscrit ?, id précédent). Forme invalide → 400 au format du service."""
    valeur = corps.get("diagnostics")
    if valeur is None:
        return False, None
    if not isinstance(valeur, dict):
        raise Rejet("diagnostics: Input should be a valid dictionary")
    for cle in valeur:
        if cle != "previous_message_id":
            raise Rejet(f"diagnostics.{cle}: Extra inputs are not permitted")
    precedent = valeur.get("previous_message_id")
    if precedent is not None and not isinstance(precedent, str):
        raise Rejet("diagnostics.previous_message_id: Input should be a valid string")
    return True, precedent


def reglages(corps: dict) -> dict:
    """Les autres paramètres qui changent le prompt (raison `unavailable` s'ils changent seuls)."""
    return {"thinking": corps.get("thinking"), "tool_choice": corps.get("tool_choice")}


class Empreintes:
    """Empreintes des requêtes inscrites au diagnostic, sous l'id de leur réponse."""

    def __init__(self, capacite: int = CAPACITE) -> None:
        self.capacite = capacite
        self._verrou = threading.Lock()
        self._table: OrderedDict[str, Empreinte] = OrderedDict()

    @staticmethod
    def _empreinte(modele: str, segments: list[Any], autres: dict) -> Empreinte:
        blocs = tuple((s.genre, s.empreinte, s.cumul) for s in segments)
        return Empreinte(modele, empreinte(autres), blocs)

    def retenir(self, ident: str, modele: str, segments: list[Any], autres: dict) -> None:
        """Retient l'empreinte de la requête dont la réponse porte l'id `ident`."""
        with self._verrou:
            self._table[ident] = self._empreinte(modele, segments, autres)
            self._table.move_to_end(ident)
            while len(self._table) > self.capacite:
                self._table.popitem(last=False)

    def comparer(self, precedent: str, modele: str, segments: list[Any],
                 autres: dict) -> dict | None:
        """L'objet `diagnostics` de la réponse, ou None si rien n'a divergé."""
        with self._verrou:
            avant = self._table.get(precedent)
        if avant is None:
            return {"cache_miss_reason": {"type": "previous_message_not_found"}}
        total = avant.blocs[-1][2] if avant.blocs else 0
        if avant.modele != modele:
            return _raison("model_changed", total)
        apres = self._empreinte(modele, segments, autres)
        for k, (genre, h, _) in enumerate(avant.blocs):
            if k >= len(apres.blocs) or apres.blocs[k][1] != h:
                if k < len(apres.blocs):  # la partie lue la première (outils, system, messages)
                    genre = min(genre, apres.blocs[k][0], key=lambda g: _ORDRE.get(g, 3))
                if genre == "message" and avant.reglages != apres.reglages:
                    return {"cache_miss_reason": {"type": "unavailable"}}
                deja = avant.blocs[k - 1][2] if k else 0
                return _raison(_RAISONS.get(genre, "messages_changed"), total - deja)
        if avant.reglages != apres.reglages:
            return {"cache_miss_reason": {"type": "unavailable"}}
        return None

    def vider(self) -> None:
        with self._verrou:
            self._table.clear()


def _raison(genre: str, manques: int) -> dict:
    return {"cache_miss_reason": {"type": genre, "cache_missed_input_tokens": manques}}
