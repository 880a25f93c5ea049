"""La longue conversation, version riche en outils : chaque question de travail consulte le wiki.

Les 10 premiers échanges sont ceux de Camille (sans outil) ; chaque échange de travail suivant est
une question, un appel `chercher_wiki`, son résultat (un long extrait, écrit d'avance), puis la
réponse. C'est le cas où le *context editing* d'Anthropic aide : les vieux résultats d'outils
pèsent lourd et ne servent plus.

    >>> len(echanges_outils(12)), [m["role"] for m in echanges_outils(12)[10]]
    (12, ['user', 'assistant', 'user', 'assistant'])
"""

from __future__ import annotations

from contexte import vers_messages_anthropic
from mesures.conversation_longue import CONSEILS, SUJETS, conversation_longue, echange_de_travail

CHERCHER = {"name": "chercher_wiki", "description": "Cherche une page du wiki interne d'Atelier.",
            "input_schema": {"type": "object", "properties": {"sujet": {"type": "string"}},
                             "required": ["sujet"]}}


def extrait_du_wiki(i: int, sujet: str) -> str:
    """Le résultat de l'outil pour l'échange de travail `i` : huit conseils du wiki sur `sujet`."""
    lignes = [CONSEILS[(i + k) % len(CONSEILS)].format(sujet) for k in range(8)]
    return f"Page du wiki « {sujet} » (révision {100 + i}) :\n- " + "\n- ".join(lignes)


def echanges_outils(echanges: int) -> list[list[dict]]:
    """Les messages de chaque échange : ceux de Camille, puis question, appel, résultat, réponse."""
    tours = conversation_longue(echanges)
    resultat = [vers_messages_anthropic(tours[k:k + 2]) for k in range(0, 20, 2)]
    for i in range(echanges - 10):
        (_, question), (_, reponse) = echange_de_travail(i)
        sujet = SUJETS[(7 * i) % len(SUJETS)]   # le sujet de la question (echange_de_travail)
        ident = f"toolu_wiki_{i:04d}"
        resultat.append([
            {"role": "user", "content": question},
            {"role": "assistant", "content": [
                {"type": "text", "text": "Je cherche dans le wiki."},
                {"type": "tool_use", "id": ident, "name": "chercher_wiki",
                 "input": {"sujet": sujet}}]},
            {"role": "user", "content": [{"type": "tool_result", "tool_use_id": ident,
                                          "content": extrait_du_wiki(i, sujet)}]},
            {"role": "assistant", "content": reponse}])
    return resultat
