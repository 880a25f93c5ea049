"""Le pont entre une requête (forme neutre des deux API) et la recherche lexicale.

La forme neutre : `systeme` (texte) et `messages` = `[{"role": "user" | "assistant", "blocs":
[{"type": "text", "text": …}, {"type": "tool_result", "content": …}, …]}]`. On lit le système,
les tours de l'utilisateur et les résultats d'outils, dans l'ordre ; jamais les réponses de
l'assistant (ce qu'il a dit n'est pas un fait de l'utilisateur).

    >>> m = [{"role": "user", "blocs": [{"type": "text", "text": "Mon chat s'appelle Tigre."}]},
    ...      {"role": "assistant", "blocs": [{"type": "text", "text": "Mon chat s'appelle Rex."}]},
    ...      {"role": "user", "blocs": [{"type": "text", "text": "Comment s'appelle mon chat ?"}]}]
    >>> reponse_generale("", m)
    "D'après ce que vous m'avez dit : « Mon chat s'appelle Tigre »."
    >>> valeur_confirmee("Airbus", "", [{"role": "user", "blocs": [{"type": "text",
    ...                  "text": "Je ne travaille pas chez Airbus."}]}])
    False
    >>> confirmee_dans("Malik", "Mon responsable s'appelle Malik.")   # le nom de SON responsable
    True
"""

from __future__ import annotations

import json
import re

from .normaliser import sans_accents
from .propositions import UTILISATEUR, Proposition, decouper, designee
from .recherche_lexicale import repondre

# L'en-tête d'un résumé (« [Résumé de la conversation] ») : le résumeur l'écrit et le reconnaît.
ENTETE = re.compile(r"\s*\[(?:résumé|resume|summary)[^\]\n]*\]\s*", re.I)


def _contenu(bloc: dict) -> str:
    contenu = bloc.get("content", "")
    if isinstance(contenu, list):
        return "\n".join(c.get("text", "") for c in contenu if isinstance(c, dict))
    return contenu if isinstance(contenu, str) else json.dumps(contenu, ensure_ascii=False)


def textes_de(systeme: str, messages: list[dict]) -> tuple[list[str], list[str]]:
    """(textes, sources) de la requête, dans l'ordre : système, tours de l'utilisateur, outils."""
    textes, sources = ([systeme], ["systeme"]) if systeme.strip() else ([], [])
    for m in messages:
        if m.get("role") != "user":
            continue
        for b in m.get("blocs", []):
            if b.get("type") == "text" and b.get("text", "").strip():
                textes.append(b["text"])
                sources.append(UTILISATEUR)
            elif b.get("type") == "tool_result":
                textes.append(_contenu(b))
                sources.append("outil")
    return textes, sources


def _question(messages: list[dict]) -> str:
    for m in reversed(messages):
        if m.get("role") == "user":
            texte = "\n".join(b.get("text", "") for b in m.get("blocs", [])
                              if b.get("type") == "text")
            if texte.strip():
                return texte
    return ""


def reponse_generale(systeme: str, messages: list[dict], question: str | None = None,
                     contexte_long: int | str | None = None, jetons: int | None = None) -> str:
    """La réponse à la dernière question de l'utilisateur (ou à `question`), par la recherche
    lexicale sur la requête ; `contexte_long` : voir `recherche_lexicale.repondre`."""
    textes, sources = textes_de(systeme, messages)
    return repondre(question if question is not None else _question(messages), textes, sources,
                    contexte_long, jetons)


def _dernieres(valeur: str, systeme: str, messages: list[dict]) -> list[Proposition]:
    textes, sources = textes_de(systeme, messages)
    props: list[Proposition] = []
    for texte, source in zip(textes, sources, strict=True):
        # un résumé (« [Résumé…] ») nomme l'utilisateur à la troisième personne : source à part
        source = "resume" if ENTETE.match(texte) else source
        props += decouper([texte], source, depart=len(props))
    v = sans_accents(valeur)
    return [p for p in props if v in sans_accents(p.texte)
            and not p.question]


def confirmee_dans(valeur: str, texte: str, prenom: str | None = None) -> bool:
    """`valeur_confirmee` sur un seul texte de l'utilisateur.

        >>> confirmee_dans("à vélo", "Mon chef vient à vélo, moi je prends le tram.")
        False
    """
    return valeur_confirmee(valeur, "", [{"role": "user", "blocs": [{"type": "text",
                                                                     "text": texte}]}], prenom)


def niee_dans(valeur: str, texte: str) -> bool:
    """Vrai si la dernière proposition du texte qui contient `valeur` la nie.

        >>> niee_dans("Airbus", "Je ne travaille pas chez Airbus, mon frère si.")
        True
        >>> niee_dans("au gluten", "Mon collègue Julien est allergique au gluten, pas moi.")
        False
    """
    avec = _dernieres(valeur, "", [{"role": "user", "blocs": [{"type": "text", "text": texte}]}])
    return bool(avec) and avec[-1].negative


def valeur_confirmee(valeur: str, systeme: str, messages: list[dict],
                     prenom: str | None = None) -> bool:
    """Faux si la dernière proposition qui contient `valeur` la nie, parle d'une personne
    désignée (« Je ne travaille pas chez Airbus », « Mon chef vient à vélo »), ou, dans un
    message de l'utilisateur, d'une personne nommée qui n'est pas lui (« Priya habite à Lyon » :
    on ne parle pas de soi à la troisième personne) ; vrai sinon (un prénom seul peut être
    l'utilisateur dans un résumé ou le système : « Camille habite à Rezé »).

        >>> msgs = [{"role": "user", "blocs": [{"type": "text", "text": "Priya habite à Lyon."}]}]
        >>> valeur_confirmee("à Lyon", "", msgs), valeur_confirmee("à Lyon", "", msgs, "Priya")
        (False, True)
    """
    avec = _dernieres(valeur, systeme, messages)
    if not avec:
        return True
    p = avec[-1]
    nomme = re.search(rf"(?i:s'appelle|se nomme|is called|is named|name is|c'est|est|is|:)\s+"
                      rf"{re.escape(valeur)}", p.texte) and valeur[:1].isupper()
    tiers_nomme = (p.personne != UTILISATEUR and not designee(p) and p.source == UTILISATEUR
                   and sans_accents(p.personne) != sans_accents(prenom or ""))
    # « mon chef s'appelle Malik » : le prénom d'une personne désignée est bien une valeur dite
    return (not designee(p) or bool(nomme)) and not p.negative and not tiers_nomme
