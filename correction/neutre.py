"""Neutraliser ce qui vient des élèves avant de l'écrire : tableur, terminal, Markdown.

Un nom de dossier est choisi par l'élève (ou fabriqué par unzip : octets Latin-1 d'une archive
Windows). Avant d'atterrir dans `notes.csv`, l'export Moodle, le tableau du terminal ou un
`retour.md`, il passe par ici :

- `affichable` : les octets non UTF-8 relus en Windows-1252 (ce qu'ils étaient), les caractères
  de contrôle et de mise en page invisibles (retour chariot, échappements ANSI, U+202E qui
  retourne le texte…) remplacés par leur code visible `\\x1b` ;
- `cellule` : en plus, une cellule qui commence par `=`, `+`, `-`, `@` (ou tabulation, retour
  chariot ; NUL devient `\\x00` avant) est préfixée d'une apostrophe, pour qu'un tableur ne la lise
  pas comme une formule (OWASP ASVS 5.0, exigence 1.2.10 « CSV and Formula Injection » :
  asvs.emil.hemdal.se/1.2.10, lue le 2026-12-01).

    >>> affichable("a\\x1b[2Kb\\u202e")
    'a\\\\x1b[2Kb\\\\u202e'
    >>> cellule("=HYPERLINK(1)"), cellule("-3"), cellule(7)
    ("'=HYPERLINK(1)", "'-3", 7)
"""

from __future__ import annotations

import unicodedata
from typing import Any

FORMULES = ("=", "+", "-", "@", "\t", "\r")


def _relire_octets(texte: str) -> str:
    """Un nom décodé avec `surrogateescape` (octets non UTF-8) relu en Windows-1252/Latin-1."""
    try:
        texte.encode("utf-8")
        return texte
    except UnicodeEncodeError:
        octets = texte.encode("utf-8", "surrogateescape")
    try:
        return octets.decode("cp1252")
    except UnicodeDecodeError:
        return octets.decode("latin-1")


def affichable(texte: Any) -> str:
    """Le texte sans caractère de contrôle ni de format invisible (codes visibles à la place)."""
    texte = _relire_octets(str(texte))
    morceaux = []
    for c in texte:
        genre = unicodedata.category(c)
        if genre in ("Cc", "Cf", "Cs", "Zl", "Zp") and c not in ("\n",):
            code = ord(c)
            morceaux.append(f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}")
        else:
            morceaux.append(c)
    return "".join(morceaux)


def ligne(texte: Any) -> str:
    """`affichable` sur une seule ligne (les fins de ligne deviennent des espaces)."""
    return affichable(texte).replace("\n", " ")


def cellule(valeur: Any) -> Any:
    """Une cellule de CSV sûre pour un tableur : texte d'une ligne, jamais lu comme une formule."""
    if isinstance(valeur, (int, float)) and not isinstance(valeur, bool):
        return valeur
    texte = ligne(valeur)
    return "'" + texte if texte.startswith(FORMULES) else texte


MARKDOWN = "\\`[]!"   # ce qui fait un lien, une image, du code : les crochets suffisent


def md(texte: Any) -> str:
    """Un texte venu d'un rendu, sur une ligne, sans effet en Markdown ni en HTML : `<`, `>`, `&`
    en entités, crochets, `!`, accent grave et barre inverse échappés (ni lien
    `[…](javascript:…)`, ni image, ni balise `<img onerror=…>` dans un retour.md).

    >>> print(md("<img src=x onerror=alert(1)> [clic](javascript:alert(1))"))
    &lt;img src=x onerror=alert(1)&gt; \\[clic\\](javascript:alert(1))
    """
    sur = ligne(texte).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return "".join("\\" + c if c in MARKDOWN else c for c in sur)
