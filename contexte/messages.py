"""Les messages de l'API : les lire, les couper sans casser une paire d'outils, et la réflexion.

Trois idées qui vont ensemble, dans l'ordre de lecture :

1. **Lire un message**, qu'il vienne du SDK (objets `TextBlock`, `ToolUseBlock`…) ou du disque
   (dicts) : `champ`, `type_de`, `blocs`. `peut_commencer` dit la règle qui sert à toute coupe
   d'historique : une requête ne peut commencer que par un message `user` qui ne répond à aucun
   outil. `vers_messages_anthropic` change des tours `(role, texte)` en messages.
2. **Couper** : pour des tours simples, `deque(maxlen=N)` (`fenetre_glissante`) fait tout seul le
   travail. Pour des messages de l'API, couper n'importe où est dangereux : un `tool_result` dont
   le `tool_use` a été coupé est refusé (erreur 400). `couper_messages` avance la coupe jusqu'au
   premier endroit sûr (`point_de_coupe`).
3. **La réflexion préservée** : ce qu'une réécriture de l'historique doit retirer, et quand la faire.

    >>> champ({"type": "text", "text": "Bonjour"}, "text")
    'Bonjour'
    >>> [type_de(b) for b in blocs({"role": "user", "content": [{"type": "tool_result"}]})]
    ['tool_result']
    >>> peut_commencer({"role": "user", "content": [{"type": "tool_result", "tool_use_id": "t1"}]})
    False
    >>> couper_messages([u1, a1, u2, a2_outil, u3_resultat, a3, u4], 4)  # pas de début orphelin
    [{'role': 'user', 'content': 'Et demain ?'}]

(`u1`, `a1`… : les messages d'exemple de `contexte/conftest.py`, une question sur la météo
dont la réponse passe par un outil.)

La règle de la réflexion préservée (platform.claude.com, « Preserved thinking », « Prefix checks
on thinking blocks » et « Thinking in tool and multi-turn workflows », lues le 2026-11-30) :

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
   conversation, ses blocs seraient refusés (voir `contexte.appel_llm.reglage_resume`).

    >>> sans_reflexion([{"role": "assistant", "content": [
    ...     {"type": "thinking", "thinking": "…", "signature": "s"}, {"type": "text", "text": "Oui"}]}])
    [{'role': 'assistant', 'content': [{'type': 'text', 'text': 'Oui'}]}]
"""

from __future__ import annotations

import re
from collections import deque
from typing import Any

from .erreurs import Tour, entier, verifier_messages, verifier_paire

SIGNES = ("thinking", "redacted_thinking")
PRESERVEE = re.compile(r"^claude-(sonnet-5-5|opus-5-5|haiku-5-5|fable-5-[12]|mythos-5-[12])\b")


# --- 1. Lire un message.

def champ(bloc: Any, nom: str) -> Any:
    """Un champ d'un bloc, objet du SDK ou dict déjà sérialisé ; None s'il manque.

        >>> champ({"type": "text"}, "signature") is None
        True
    """
    return bloc.get(nom) if isinstance(bloc, dict) else getattr(bloc, nom, None)


def type_de(bloc: Any) -> Any:
    """Le `type` d'un bloc (`"text"`, `"tool_use"`, `"thinking"`…)."""
    return champ(bloc, "type")


def blocs(message: Any) -> list:
    """La liste des blocs d'un message ; `[]` si son contenu est une simple chaîne.

        >>> blocs({"role": "user", "content": "Bonjour"})
        []
    """
    contenu = champ(message, "content")
    return contenu if isinstance(contenu, list) else []


def peut_commencer(message: Any) -> bool:
    """Vrai si une requête peut commencer par ce message : un `user` qui ne répond à aucun outil.

    (Ancien nom, gardé dans `contexte` : `debut_sur`.)

        >>> peut_commencer({"role": "user", "content": "Bonjour"})
        True
        >>> peut_commencer({"role": "assistant", "content": "Bonjour"})
        False
    """
    return (champ(message, "role") == "user"
            and not any(type_de(b) == "tool_result" for b in blocs(message)))


def vers_messages_anthropic(tours: list[Tour]) -> list[dict]:
    """Tours `(role, texte)` vers messages de l'API Anthropic (« model » devient « assistant »).

        >>> vers_messages_anthropic([("user", "Salut"), ("model", "Bonjour !")])
        [{'role': 'user', 'content': 'Salut'}, {'role': 'assistant', 'content': 'Bonjour !'}]
    """
    roles = {"user": "user", "model": "assistant"}
    return [{"role": roles[role], "content": texte}
            for role, texte in (verifier_paire(t, i) for i, t in enumerate(tours))]


# --- 2. Couper.

def fenetre_glissante(max_messages: int = 12) -> deque:
    """Une file qui ne garde que les `max_messages` derniers éléments (12 messages = 6 tours).

        >>> f = fenetre_glissante(2)
        >>> f.extend([1, 2, 3])
        >>> list(f)
        [2, 3]
    """
    return deque(maxlen=entier("max_messages", max_messages, 1))


def point_de_coupe(messages: list[dict], n: int) -> int:
    """Indice du premier message gardé quand on garde au plus les `n` derniers sans rien casser.

    La coupe part de `len(messages) - n` et avance jusqu'à un message sur lequel une requête peut
    commencer (voir `peut_commencer`). Ainsi la partie gardée ne commence jamais sur un
    `tool_result` orphelin, et la partie coupée ne finit jamais sur un `tool_use` dont la réponse
    serait gardée. Renvoie `len(messages)` si aucun début sûr n'existe (on ne garde alors rien).

        >>> point_de_coupe([u1, a1, u2], 2)  # a1 ne peut pas ouvrir une requête
        2
    """
    entier("n (nombre de messages à garder)", n, 0)
    verifier_messages(messages, "point_de_coupe", blocs_json=False)
    return _coupe(messages, n)


def _coupe(messages: list[Any], n: int) -> int:
    """Le cœur de `point_de_coupe`, sur des entrées déjà vérifiées."""
    debut = max(0, len(messages) - n)
    while debut < len(messages) and not peut_commencer(messages[debut]):
        debut += 1
    return debut


def couper_messages(messages: list[dict], n: int) -> list[dict]:
    """Garde au plus les `n` derniers messages, sans jamais séparer un `tool_use` de son `tool_result`.

    Le résultat est une nouvelle liste qui commence par un message `user` ouvrant une requête
    valide, ou qui est vide. Deux règles de plus, pour la réflexion préservée (voir plus haut :
    un bloc thinking renvoyé doit avoir exactement le préfixe qu'il avait quand il a été produit,
    et le dernier message de l'assistant d'une boucle d'outils revient avec son thinking) :
    - pendant une boucle d'outils, la coupe reste celle de la question qui a ouvert l'échange :
      l'échange en cours est gardé entier et intact, quitte à dépasser `n` ;
    - si la coupe retire quelque chose, les messages gardés avant l'échange en cours perdent
      leurs blocs `thinking` / `redacted_thinking` (copies) ; les autres messages ne sont pas
      copiés. Sans coupe, rien ne change : l'historique est renvoyé tel quel.

        >>> couper_messages([u1, a1, u2], 2)
        [{'role': 'user', 'content': 'Quel temps fait-il à Nantes ?'}]
    """
    entier("n (nombre de messages à garder)", n, 0)
    verifier_messages(messages, "couper_messages", blocs_json=False)
    coupe, fin = _coupe(messages, n), len(messages)
    if boucle_en_cours(messages):
        fin = debut_echange_courant(messages)
        coupe = min(_coupe(messages[:fin + 1], n), fin)
    if coupe == 0:
        return list(messages)
    return [*sans_reflexion(messages[coupe:fin]), *messages[fin:]]


# --- 3. La réflexion préservée.

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
    """Indice de la question qui ouvre l'échange en cours (le dernier `peut_commencer`), 0 sinon.

        >>> debut_echange_courant([{"role": "user", "content": "a"},
        ...                        {"role": "assistant", "content": "b"}])
        0
    """
    return next((i for i in range(len(messages) - 1, -1, -1) if peut_commencer(messages[i])), 0)


def boucle_en_cours(messages: list[Any]) -> bool:
    """Vrai si l'historique s'arrête au milieu d'une boucle d'outils.

    Le dernier message est alors un `tool_use` de l'assistant (son résultat n'est pas encore
    là) ou un `tool_result` (l'assistant n'a pas encore répondu).

        >>> boucle_en_cours([{"role": "user", "content": [{"type": "tool_result"}]}])
        True
    """
    return bool(messages) and any(type_de(b) in ("tool_use", "tool_result")
                                  for b in blocs(messages[-1]))
