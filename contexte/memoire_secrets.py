"""Reconnaître un secret avant de l'écrire en mémoire : la mémoire n'en garde jamais (leçon 11).

Par la forme : les formes publiées de `contexte.secrets` (leçon 08 : Anthropic, OpenAI, Google,
GitHub, AWS, Slack, Hugging Face, clé privée) ; et par l'annonce, ce que la mémoire ajoute : un mot
qui annonce une valeur (« mot de passe : … », « token = … », « code PIN est … »). Un secret qui n'a
ni forme connue ni mot qui l'annonce passe : c'est un filet, pas une garantie.

    >>> contient_un_secret("Ma clé : sk-" + "ant-api03-" + "x" * 24)
    True
    >>> contient_un_secret("Je suis dans l'équipe Plateforme.")
    False
    >>> masquer("mot de passe : hunter22 !")
    'mot de passe : [secret retiré] !'
"""

from __future__ import annotations

import re

from .secrets import SECRET as FORMES

ANNONCES = (r"(?i:\b(?:mot de passe|mdp|password|passwd|pass|token|jeton|cl[ée] d'api|api[ _-]?key"
            r"|secret|code pin|pin)\s*(?:est|is|:|=)\s*)")
SECRET = re.compile(FORMES.pattern + "|" + ANNONCES + r"\S{4,}", re.S)


def contient_un_secret(texte: str) -> bool:
    """Vrai si le texte contient quelque chose qui a la forme ou l'annonce d'un secret."""
    return bool(SECRET.search(texte))


def masquer(texte: str) -> str:
    """Le texte, chaque secret remplacé par « [secret retiré] » (l'annonce reste lisible)."""
    def remplacer(m: re.Match) -> str:
        annonce = re.match(ANNONCES, m.group())
        return (annonce.group() if annonce else "") + "[secret retiré]"
    return SECRET.sub(remplacer, texte)
