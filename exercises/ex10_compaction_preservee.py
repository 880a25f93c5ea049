"""Exercice 10 — Une compaction correcte sur un modèle à réflexion préservée.

Leçon 08b : `notebooks/08b_reflexion_preservee.ipynb`.

Sur claude-sonnet-5-5 (et les autres modèles à réflexion préservée), chaque bloc `thinking` ou
`redacted_thinking` renvoyé doit avoir exactement le préfixe qu'il avait quand il a été produit :
même `system`, mêmes `tools`, mêmes messages avant lui. Un résumé qui remplace les vieux
messages, ou une fenêtre qui coupe le début, change ce préfixe : le vrai service répond 400
« … The block is bound to a different conversation … » (platform.claude.com, « Prefix checks on
thinking blocks », lue le 2026-11-30). Et pendant une boucle d'outils, le dernier message de
l'assistant doit revenir avec son thinking, intact (« Thinking in tool and multi-turn
workflows »). D'où les règles de l'exercice :

1. on ne compacte qu'entre deux échanges terminés ;
2. ce qui suit une réécriture perd ses blocs signés, sauf l'échange en cours, gardé intact ;
3. la fonction de résumé ne reçoit aucun bloc signé.

Les messages sont des dicts de l'API Messages (`{"role": …, "content": str | [blocs]}`).
`point_de_coupe` et `debut_sur` viennent du module du cours (leçon 04). Ne modifiez que les
corps qui lèvent `NotImplementedError`.

    >>> h = [{"role": "user", "content": "Je m'appelle Camille."},
    ...      {"role": "assistant", "content": [{"type": "thinking", "thinking": "…", "signature": "s"},
    ...                                        {"type": "text", "text": "Enchanté."}]},
    ...      {"role": "user", "content": "Merci !"}]
    >>> [m["content"] for m in compacter(h, lambda anciens: "Camille.", garder=1)]
    ['[Résumé de la conversation précédente]\\nCamille.', 'Merci !']
"""

from __future__ import annotations

import copy  # noqa: F401 (servira à votre solution)
from collections.abc import Callable

from contexte import blocs, debut_sur, point_de_coupe, type_de  # noqa: F401 (servira à votre solution)

ENTETE = "[Résumé de la conversation précédente]"
SIGNES = ("thinking", "redacted_thinking")
Message = dict


def retirer_reflexion(messages: list[Message]) -> list[Message]:
    """Copie des messages sans leurs blocs `thinking` et `redacted_thinking`.

    Un message dont le contenu est une chaîne est recopié tel quel. Un message qui n'avait que
    des blocs signés disparaît (l'API refuse un contenu vide). La liste reçue n'est pas modifiée.

        >>> retirer_reflexion([{"role": "assistant", "content": [
        ...     {"type": "thinking", "thinking": "…", "signature": "s"},
        ...     {"type": "text", "text": "Oui"}]}])
        [{'role': 'assistant', 'content': [{'type': 'text', 'text': 'Oui'}]}]
    """
    raise NotImplementedError(
        "À faire : pour chaque message, gardez les blocs dont type_de(bloc) n'est pas dans SIGNES"
        " ; sautez le message s'il avait des blocs et qu'il n'en reste aucun."
    )


def echange_termine(messages: list[Message]) -> bool:
    """Vrai si l'historique ne s'arrête pas au milieu d'une boucle d'outils.

    Au milieu d'une boucle, le dernier message contient un `tool_use` (le résultat n'est pas
    encore là) ou un `tool_result` (l'assistant n'a pas encore répondu). Une liste vide est
    terminée.

        >>> echange_termine([{"role": "user", "content": "Bonjour"}])
        True
    """
    raise NotImplementedError(
        "À faire : regardez les types des blocs du dernier message (blocs(message) donne [] pour "
        "une chaîne)."
    )


def compacter(messages: list[Message], resumer: Callable[[list[Message]], str],
              garder: int) -> list[Message]:
    """Remplace les vieux messages par un résumé, d'une façon que le modèle préservé accepte.

    - Au milieu d'une boucle d'outils (voir `echange_termine`), ou s'il n'y a rien à résumer
      (`point_de_coupe(messages, garder) == 0`) : une copie (`copy.deepcopy`) de la liste,
      sans appeler `resumer`.
    - Sinon : `resumer` reçoit les messages d'avant la coupe, **sans** leurs blocs signés, et
      renvoie le texte du résumé ; le résultat est
      `[{"role": "user", "content": ENTETE + "\\n" + résumé}]` suivi des messages gardés,
      copiés (`copy.deepcopy`), **sans** leurs blocs signés.

    La liste reçue n'est jamais modifiée.
    """
    raise NotImplementedError(
        "À faire : 1) si l'échange n'est pas terminé, rendez une copie ; 2) coupe = "
        "point_de_coupe ; 3) résumé = resumer(retirer_reflexion(anciens)) ; 4) résumé + récents "
        "sans réflexion."
    )


def fenetre(messages: list[Message], n: int) -> list[Message]:
    """Les `n` derniers messages environ, envoyables avant chaque requête, même en pleine boucle.

    - Hors boucle d'outils : la coupe est `point_de_coupe(messages, n)`.
    - En pleine boucle : la coupe reste celle de la question qui a ouvert l'échange en cours
      (le dernier message `m` tel que `debut_sur(m)`, d'indice `q`) :
      `min(point_de_coupe(messages[:q + 1], n), q)`. L'échange en cours est gardé entier.
    - Si la coupe vaut 0 : la liste entière, inchangée (rien n'est réécrit).
    - Sinon : les messages gardés *avant* l'échange en cours perdent leurs blocs signés ; ceux de
      l'échange en cours (à partir de `q`, seulement en pleine boucle) restent intacts.

        >>> fenetre([{"role": "user", "content": "q1"}, {"role": "assistant", "content": "r1"},
        ...          {"role": "user", "content": "q2"}], 1)
        [{'role': 'user', 'content': 'q2'}]
    """
    raise NotImplementedError(
        "À faire : trouvez fin (= q en pleine boucle, len(messages) sinon) et la coupe, puis "
        "renvoyez retirer_reflexion(messages[coupe:fin]) + messages[fin:] (ou tout si coupe == "
        "0)."
    )
