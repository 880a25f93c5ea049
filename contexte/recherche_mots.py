"""Des mots aux racines : ce que l'index par mots range et cherche (SQLite FTS5).

« allergique », « allergies », « allergie » doivent se retrouver ; « Noël » et « noel » aussi. Deux
étapes, les mêmes pour un message qu'on range et pour une question :

1. la langue du texte, devinée à ses mots outils (« le », « de », « je » contre « the », « of »,
   « I ») : français par défaut ;
2. chaque mot en minuscules, sans les mots outils de sa langue, réduit à sa racine par
   l'algorithme de Snowball de cette langue (paquet `snowballstemmer`, celui que PostgreSQL et
   Lucene reprennent). Les accents restants sont ôtés par FTS5 lui-même
   (`unicode61 remove_diacritics 2`), à l'indexation comme à la question.

    >>> langue("I am allergic to peanuts"), langue("Je suis allergique aux arachides")
    ('en', 'fr')
    >>> racines("Mes allergies : arachides et noix de cajou.")
    ['allerg', 'arachid', 'noix', 'cajou']
    >>> racines("I'm allergic to peanuts")
    ['allerg', 'peanut']
    >>> requete_fts("Quelles allergies ai-je ?")
    '"allerg"'
    >>> requete_fts("Et toi ?") is None          # rien que des mots outils : rien à chercher
    True

Pourquoi des racines et pas le tokenizer `trigram` de FTS5 (qui retrouve toute sous-chaîne de
trois lettres) : mesuré sur le jeu du cours (`python -m mesures.recherche`, 186 questions hors
réglage), recall@5 0,468 et MRR 0,385 avec les racines, 0,433 et 0,350 en trigrammes (à peine le
balayage naïf : 0,435 et 0,369) ; les trigrammes trouvent « velo » dans « vélo électrique » mais
aussi « ami » dans « famille ». Ce que ni l'un ni l'autre ne fait : « bosser » pour « travailler ».

Les listes de mots outils sont courtes et écrites ici (snowballstemmer n'en fournit pas) : des
articles, pronoms, prépositions et auxiliaires, pas des mots qui portent un sens.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from typing import Any

MOTS_OUTILS = {
    "fr": set("""a à ai aie aient aies ait as au aux avaient avais avait avec avez aviez avions avoir
        avons ayant c ça ce ceci cela celle celles celui ces cet cette ceux chez comme d dans de des
        du elle elles en es est et étaient étais était été êtes étiez étions être eu eux fait faut
        il ils j je l la le les leur leurs lui m ma mais me même mes moi mon n ne nos notre nous on
        ont ou où par pas pour qu que quel quelle quelles quels qui quoi s sa sans se sera ses si
        son sont sur t ta te tes toi ton tu un une vos votre vous y déjà est-ce peux peut dit dis
        sais suis très plus moins bien tout tous toute toutes alors donc aussi encore
        combien comment pourquoi quand""".split()),
    "en": set("""a about am an and are as at be been being but by can could did do does doing for
        from had has have having he her hers him his how i i'm if in into is it its it's me my no
        not of on or our ours she so than that the their them then there these they this those to
        too us was we were what when where which who whom why will with would you your yours
        also just very do don't did didn't""".split()),
}
STEMMERS = {"fr": "french", "en": "english"}
MOT = re.compile(r"\w+", re.UNICODE)


def _mots(texte: str) -> list[str]:
    return MOT.findall(texte.lower().replace("’", "'"))


def langue(texte: str) -> str:
    """'en' si le texte a plus de mots outils anglais que français, sinon 'fr'."""
    mots = _mots(texte)
    fr = sum(m in MOTS_OUTILS["fr"] for m in mots)
    en = sum(m in MOTS_OUTILS["en"] for m in mots)
    return "en" if en > fr else "fr"


@functools.lru_cache(maxsize=2)
def _stemmer(code: str) -> Any:
    import snowballstemmer

    return snowballstemmer.stemmer(STEMMERS[code])


def sans_accents(mot: str) -> str:
    """'Noël' -> 'Noel' : ce que fait `remove_diacritics 2` de FTS5 (pour comparer hors de FTS5)."""
    return "".join(c for c in unicodedata.normalize("NFD", mot) if not unicodedata.combining(c))


def mots_porteurs(texte: str, code: str | None = None) -> list[str]:
    """Les mots de `texte` qui portent un sens : en minuscules, sans mots outils ni lettres seules.

    >>> mots_porteurs("Où habite ma sœur ?")
    ['habite', 'sœur']
    """
    outils = MOTS_OUTILS[code or langue(texte)]
    return [m for m in _mots(texte) if m not in outils and not (len(m) == 1 and not m.isdigit())]


def racines(texte: str, code: str | None = None) -> list[str]:
    """Les racines des mots de `texte` qui portent un sens, dans l'ordre (langue devinée si absente)."""
    code = code or langue(texte)
    return [sans_accents(r) for r in _stemmer(code).stemWords(mots_porteurs(texte, code))]


def requete_fts(question: str) -> str | None:
    """La requête FTS5 d'une question : ses racines reliées par OR (None s'il n'y en a aucune).

    OR et non ET : une question posée en langue naturelle a des mots que le message n'a pas ;
    c'est `bm25()` qui classe les messages qui en ont le plus, et les plus rares.
    """
    termes = list(dict.fromkeys(racines(question)))
    return " OR ".join(f'"{t}"' for t in termes) or None


__all__ = ["MOTS_OUTILS", "langue", "mots_porteurs", "racines", "requete_fts", "sans_accents"]
