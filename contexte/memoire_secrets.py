"""Reconnaître un secret avant de l'écrire en mémoire : la mémoire n'en garde jamais (leçon 11).

Détection minimale, par la forme (préfixes publiés des clés Anthropic, OpenAI, Google, GitHub,
AWS, Slack ; en-tête de clé privée) et par le contexte (« mot de passe : … », « token = … »).
Un secret qui n'a ni forme connue ni mot qui l'annonce passe : c'est un filet, pas une garantie.
(Le module commun `contexte.secrets` de la session h-pedago n'était pas encore sur main : quand il
y sera, ce module pourra s'appuyer dessus.)

    >>> contient_un_secret("Ma clé : sk-" + "ant-api03-" + "x" * 24)
    True
    >>> contient_un_secret("Je suis dans l'équipe Plateforme.")
    False
    >>> masquer("mot de passe : hunter22 !")
    'mot de passe : [secret retiré] !'
"""

from __future__ import annotations

import re

FORMES = [
    r"sk-ant-[A-Za-z0-9_\-]{12,}",                       # Anthropic
    r"(?<![A-Za-z0-9])sk-(?:proj-)?[A-Za-z0-9_\-]{20,}",  # OpenAI
    r"AIza[0-9A-Za-z_\-]{30,}",                           # Google
    r"gh[pousr]_[A-Za-z0-9]{20,}",                        # GitHub
    r"(?<![A-Z0-9])AKIA[0-9A-Z]{16}(?![A-Z0-9])",         # AWS
    r"xox[abprs]-[A-Za-z0-9\-]{10,}",                     # Slack
    r"-----BEGIN [A-Z ]*PRIVATE KEY-----",
]
ANNONCES = (r"(?i:\b(?:mot de passe|mdp|password|passwd|pass|token|jeton|cl[ée] d'api|api[ _-]?key"
            r"|secret|code pin|pin)\s*(?:est|is|:|=)\s*)")
SECRET = re.compile("|".join(FORMES) + "|" + ANNONCES + r"\S{4,}")


def contient_un_secret(texte: str) -> bool:
    """Vrai si le texte contient quelque chose qui a la forme ou l'annonce d'un secret."""
    return bool(SECRET.search(texte))


def masquer(texte: str) -> str:
    """Le texte, chaque secret remplacé par « [secret retiré] » (l'annonce reste lisible)."""
    def remplacer(m: re.Match) -> str:
        annonce = re.match(ANNONCES, m.group())
        return (annonce.group() if annonce else "") + "[secret retiré]"
    return SECRET.sub(remplacer, texte)
