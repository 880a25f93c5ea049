"""Le bavardage : ce qu'on dit à un assistant sans rien dire de soi, donc jamais un fait à garder.

Une proposition est du bavardage si, ses interjections ôtées (« bon », « merci », « ok », « hey »…),
il ne reste rien, ou seulement des actes de conversation : prendre congé (« je file », « see you
later »), revenir (« me revoilà »), faire attendre (« hold on »), annoncer une question (« j'ai une
petite question »), juger l'aide (« ça m'aide beaucoup ») ; ou si elle fait le bilan d'un moment qui
vient de passer (« ma journée a été longue », « I had a rough morning »). Les listes sont des
données (`donnees/bavardage.json`), en français et en anglais ; rien n'y vient d'un scénario.

    >>> [bavardage(t) for t in ["Bon, je file.", "Hey, quick question.", "Ma journée a été longue.",
    ...                         "Merci, je suis végétarienne.", "J'ai une petite chienne."]]
    [True, True, True, False, False]
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path

from .normaliser import sans_accents

DONNEES = Path(__file__).with_name("donnees") / "bavardage.json"


@lru_cache(maxsize=1)
def _motifs() -> tuple[re.Pattern, re.Pattern, re.Pattern]:
    d = json.loads(DONNEES.read_text(encoding="utf-8"))
    ou = lambda liste: "|".join(f"(?:{x})" for x in liste)  # noqa: E731
    interjection = re.compile(rf"^(?:{ou(d['interjections'])})(?![\w'-])[\s,;:.!…-]*")
    acte = re.compile(rf"(?:{ou(d['actes'])})")
    periode = ou(d["periodes"])
    bilan = re.compile("|".join(f"(?:{m.replace('{periode}', periode)})" for m in d["bilan"]))
    return interjection, acte, bilan


def _sans_interjections(texte: str, interjection: re.Pattern) -> str:
    avant = None
    while avant != texte:
        avant, texte = texte, interjection.sub("", texte, count=1).strip(" ,;:.!…-")
    return texte


def sans_interjections(texte: str) -> str:
    """Le texte tel qu'écrit, sans ses interjections de tête (« Bon, merci ! Je… » -> « Je… »).

        >>> sans_interjections("Hey, merci, je suis végétarienne.")
        'je suis végétarienne.'
    """
    interjection = _motifs()[0]
    while True:
        t = sans_accents(texte)
        m = interjection.match(t)
        if not m or not m.end() or m.end() >= len(t.rstrip(" ,;:.!?…")):
            break
        k = next(k for k in range(len(texte) + 1) if len(sans_accents(texte[:k])) >= m.end())
        texte = texte[k:]
    return texte[:1].lower() + texte[1:] if texte[:2] in {"Je", "J'"} else texte


def bavardage(texte: str) -> bool:
    """Vrai si `texte` (une proposition ou une phrase) ne dit rien de durable sur qui l'écrit."""
    interjection, acte, bilan = _motifs()
    t = re.sub(r"\s+", " ", sans_accents(texte)).strip(" ,;:.!?…-\"«»")
    if bilan.search(t):
        return True
    for morceau in re.split(r"\s*[,;:!.…]\s*|\s+-\s+", t):
        reste = _sans_interjections(morceau, interjection)
        if reste and not acte.fullmatch(reste):
            return False
    return True


__all__ = ["bavardage", "sans_interjections"]
