"""La réflexion préservée : ce qu'une réécriture de l'historique doit retirer, et quand la faire.

La règle (platform.claude.com, « Preserved thinking », « Prefix checks on thinking blocks » et
« Thinking in tool and multi-turn workflows », lues le 2026-11-30) :

- sur un modèle à réflexion préservée (claude-sonnet-5-5, claude-opus-5-5, claude-haiku-5-5,
  claude-fable-5-1 et 5-2, claude-mythos-5-1 et 5-2), chaque bloc `thinking` ou
  `redacted_thinking` renvoyé doit avoir exactement le préfixe qu'il avait quand il a été produit :
  même `system`, mêmes `tools`, mêmes messages avant lui, aucun bloc signé retiré ou déplacé
  entre deux autres. Sinon : 400 « … The block is bound to a different conversation … », pour
  ce bloc et pour tous les blocs signés qui le suivent (ou, avec `drop_block`, ils sont jetés) ;
- pendant une boucle d'outils, le dernier message de l'assistant doit revenir avec ses blocs
  thinking, complets et inchangés (vrai sur tous les modèles qui réfléchissent).

D'où trois gestes, sûrs sur tous les modèles :
1. ne réécrire qu'entre deux échanges terminés ; l'échange en cours (la question, les appels
   d'outils, leurs résultats) reste entier et intact, blocs thinking compris ;
2. retirer les blocs signés de tout ce qui suit la réécriture et précède l'échange en cours ;
3. résumer sans blocs signés : la requête de résumé n'a ni le `system` ni les `tools` de la
   conversation, ses blocs seraient refusés.

    >>> sans_reflexion([{"role": "assistant", "content": [
    ...     {"type": "thinking", "thinking": "…", "signature": "s"}, {"type": "text", "text": "Oui"}]}])
    [{'role': 'assistant', 'content': [{'type': 'text', 'text': 'Oui'}]}]
"""

from __future__ import annotations

import re
from typing import Any

from .blocs import blocs, champ, debut_sur, type_de

SIGNES = ("thinking", "redacted_thinking")
PRESERVEE = re.compile(r"^claude-(sonnet-5-5|opus-5-5|haiku-5-5|fable-5-[12]|mythos-5-[12])\b")
TOUJOURS_ACTIVE = re.compile(r"^claude-(opus-5-5|haiku-5-5|fable|mythos)")
DESACTIVABLE = re.compile(r"^claude-(sonnet-5|opus-5)$")
MARGE_REFLEXION = 4096  # tokens de réflexion possibles en plus du résumé (max_tokens est un plafond)


def reflexion_preservee(modele: str) -> bool:
    """Vrai si ce modèle vérifie le préfixe des blocs thinking renvoyés.

        >>> reflexion_preservee("claude-sonnet-5-5"), reflexion_preservee("claude-sonnet-5")
        (True, False)
    """
    return bool(PRESERVEE.match(modele))


def sans_reflexion(messages: list[Any]) -> list[dict]:
    """Nouvelle liste des messages sans leurs blocs `thinking` / `redacted_thinking`.

    Les autres blocs ne sont pas copiés. Un message assistant qui n'avait que de la réflexion
    disparaît (l'API refuse un contenu vide ; deux messages `user` qui se suivent sont fusionnés
    par l'API, sans erreur).
    """
    resultat = []
    for m in messages:
        copie = dict(m) if isinstance(m, dict) else {"role": champ(m, "role"),
                                                     "content": champ(m, "content")}
        contenu = copie["content"]
        if isinstance(contenu, list):
            copie["content"] = [b for b in contenu if type_de(b) not in SIGNES]
            if contenu and not copie["content"]:
                continue
        resultat.append(copie)
    return resultat


def debut_echange_courant(messages: list[Any]) -> int:
    """Indice de la question qui ouvre l'échange en cours (le dernier `debut_sur`), 0 sinon.

        >>> debut_echange_courant([{"role": "user", "content": "a"},
        ...                        {"role": "assistant", "content": "b"}])
        0
    """
    return next((i for i in range(len(messages) - 1, -1, -1) if debut_sur(messages[i])), 0)


def boucle_en_cours(messages: list[Any]) -> bool:
    """Vrai si l'historique s'arrête au milieu d'une boucle d'outils.

    Le dernier message est alors un `tool_use` de l'assistant (son résultat n'est pas encore
    là) ou un `tool_result` (l'assistant n'a pas encore répondu).

        >>> boucle_en_cours([{"role": "user", "content": [{"type": "tool_result"}]}])
        True
    """
    return bool(messages) and any(type_de(b) in ("tool_use", "tool_result")
                                  for b in blocs(messages[-1]))


def reglage_resume(nom: str, modele: str) -> tuple[dict, int]:
    """Le réglage de réflexion d'un appel de résumé, et la marge à ajouter à `max_tokens`.

    Un résumé n'a pas besoin de réfléchir, mais la réflexion compte dans `max_tokens` : sur un
    modèle qui réfléchit par défaut, un plafond serré s'arrête sur `max_tokens` avant le texte.
    Choix par modèle (pages des modèles sur platform.claude.com et ai.google.dev, lues le
    2026-11-30) :

    - claude-sonnet-5-5 refuse `disabled` ; `between_tools`, son réglage le plus bas, ne réfléchit
      qu'entre deux appels d'outils, et un résumé n'en a pas : pas de marge ;
    - claude-sonnet-5, claude-opus-5 : `disabled` est accepté ;
    - opus-5-5, haiku-5-5, fable, mythos réfléchissent toujours : effort `low`, plus une marge ;
    - Gemini 3 et plus : `thinking_level` « low » (minimal est refusé par 3.8 Flash), plus une
      marge (la réflexion compte dans `max_output_tokens`) ; Gemini 2.5 Flash : budget 0 ;
    - les autres (Claude 4.x et plus anciens) ne réfléchissent pas sans qu'on le demande.

        >>> reglage_resume("anthropic", "claude-sonnet-5-5")
        ({'thinking': {'type': 'between_tools'}}, 0)
    """
    if nom == "anthropic":
        if modele.startswith("claude-sonnet-5-5"):
            return {"thinking": {"type": "between_tools"}}, 0
        if TOUJOURS_ACTIVE.match(modele):
            return {"output_config": {"effort": "low"}}, MARGE_REFLEXION
        if DESACTIVABLE.match(modele):
            return {"thinking": {"type": "disabled"}}, 0
        return {}, 0
    from google.genai import types

    if re.match(r"^gemini-(3|4)", modele):
        return {"thinking_config": types.ThinkingConfig(thinking_level="low")}, MARGE_REFLEXION
    if modele.startswith("gemini-2.5-flash"):
        return {"thinking_config": types.ThinkingConfig(thinking_budget=0)}, 0
    return {}, 0
