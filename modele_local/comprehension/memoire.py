"""Ce qu'une conversation apprend de DURABLE sur l'utilisateur : à qui est le fait, et les oublis.

Sert au modèle local quand on lui demande d'extraire des faits pour une mémoire à long terme
(`comprehension.extraction`) et quand il tient l'outil mémoire (`anthropic.messages`). Trois
règles qu'un bon extracteur suit, et qu'un fichier de faits naïf rate :

- un fait sur quelqu'un d'autre reste le sien : « Mon collègue Hugo est dans l'équipe Data »
  ne change pas l'équipe de l'utilisateur ;
- une demande d'oubli (« oublie mon allergie », « oublie ça ») retire le fait ;
- un secret (clé d'API, mot de passe) n'est jamais un fait à garder.

    >>> [(f.personne, f.cle, f.valeur) for f in faits_attribues(
    ...     "Mon collègue Hugo est dans l'équipe Data. Je suis dans l'équipe Plateforme.")]
    [('Hugo', 'equipe', 'Data'), ('utilisateur', 'equipe', 'Plateforme')]
    >>> oublis("Oublie mon allergie, s'il te plaît.")
    ['allergie']
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from modele_local.comprehension.faits import (
    MOT,
    QUESTIONS,
    est_question,
    extraire_faits,
    phrases,
    sans_accents,
)
from modele_local.comprehension.lexique import equivalences
from modele_local.comprehension.normaliser import langue, mots, racine, vide
from modele_local.comprehension.relations import HIERARCHIE, RELATIONS

UTILISATEUR = "utilisateur"
AUTRUI = re.compile(rf"(?i:\b(?:mon|ma|notre|nos|mes|my|our)\s+(?:{RELATIONS})s?\b)(?:,?\s+({MOT}))?"
                    rf"|\b(?:[Ii]l|[Ee]lle|[Hh]e|[Ss]he)\s+(?:est|travaille|is|works)\b")
PREMIERE_PERSONNE = re.compile(r"(?i)\b(?:je|j'|moi|i|i'm|me)\b")
OUBLI = re.compile(r"(?i)\b(?:oublie[sz]?|efface[sz]?|supprime[sz]?|retire[sz]?|forget|erase"
                   r"|ne (?:retiens|retenez|garde|gardez|m[ée]morise[sz]?) (?:pas|plus))\b")
# Ce qui, juste avant le verbe, en fait autre chose qu'une demande : le contraire (« N'oublie pas
# que… », « Don't forget… »), ou l'utilisateur qui parle de sa propre mémoire (« J'oublie toujours
# mes clés », « I always forget », « il ne faut pas que je l'oublie »)
PAS_UNE_DEMANDE = re.compile(r"(?i)(?:\bn['’]\s*|\bne\s+(?:l['’]|le\s+|la\s+|les\s+|me\s+|m['’]|lui\s+)?"
                             r"|\b(?:don['’]?t|do not|never|not|won['’]t)\s+(?:ever\s+)?"
                             r"|\b(?:je|j['’]|tu|il|elle|on|nous|vous|ils|elles|i|you|he|she|we|they)\s*"
                             r"(?:\w+\s+)?(?:l['’]|le\s+|la\s+|les\s+|me\s+|m['’]|te\s+|t['’]|lui\s+|y\s+|en\s+)?)$")
# « Oublie ça », « forget it », « oublie ce que je viens de dire » : le dernier fait dit
CA = re.compile(r"(?i)\b(?:ça|ca|cela|ceci|it|that|this|ce que (?:je )?(?:viens de |t'ai )?(?:dire|dit)"
                r"|what i (?:just )?(?:said|told you))\b")
# les mots d'une demande d'oubli qui ne nomment pas ce qu'il faut oublier
CADRE_OUBLI = set("""oublie oublies oubliez efface effaces effacez supprime supprimes supprimez retire
retires retirez forget erase delete remove please plait stp svp memoire memory from your ta tes de
du des mon ma mes my moi me retiens retenez garde gardez memorise memorisez pas plus ne could can
would you tu peux""".split())
# « Could you forget my old address? » : une demande malgré le « you »
MODAL = re.compile(r"(?i)\b(?:can|could|would|will)\s+you\s+(?:please\s+)?$")
CLE_SECRET = re.compile(r"sk-[A-Za-z0-9_\-]{8,}|AIza[0-9A-Za-z_\-]{8,}")  # la forme d'une clé
SECRET = re.compile(r"(?i)\b(?:cl[ée] d'api|api[ _-]?key|mot de passe|password|token|jeton)\b|"
                    + CLE_SECRET.pattern)  # le mot qui l'annonce, ou la forme (casse ignorée)
PHRASES = {  # un fichier mémoire par sujet, une phrase que le modèle relira
    "prenom": "L'utilisateur s'appelle {}.", "entreprise": "L'utilisateur travaille chez {}.",
    "ville": "L'utilisateur travaille à {}.", "equipe": "L'utilisateur est dans l'équipe {}.",
    "langage": "L'utilisateur code surtout en {}.", "domicile": "L'utilisateur habite {}.",
    "transport": "L'utilisateur vient au travail {}.",
    "allergie": "L'utilisateur est allergique {}.", "responsable": "Son responsable s'appelle {}.",
}


@dataclass(frozen=True)
class Fait:
    """Un fait dit dans une phrase : à qui, quelle clé, quelle valeur, et la phrase (la preuve)."""

    personne: str
    cle: str
    valeur: str
    preuve: str
    remplace: str | None = None   # clé d'un fait plus ancien que celui-ci remplace (clé ouverte)


def a_qui(phrase: str, cle: str, valeur: str) -> str:
    """« utilisateur », ou le prénom (ou « autrui ») de la personne dont la phrase parle."""
    debut = phrase.find(valeur)
    avant = phrase[:debut if debut >= 0 else len(phrase)]
    marques = [m for m in AUTRUI.finditer(avant)
               if not (cle == "responsable" and re.search(rf"(?i){HIERARCHIE}", m.group()))]
    if not marques:
        return UTILISATEUR
    dernier = marques[-1]
    if PREMIERE_PERSONNE.search(avant[dernier.end():]):
        return UTILISATEUR       # « Hugo est en Data, et moi je rejoins Plateforme »
    return dernier.group(1) or "autrui"


def contient_secret(phrase: str) -> bool:
    """Vrai si la phrase donne (ou annonce) un secret : elle ne sera pas mémorisée."""
    return bool(SECRET.search(phrase))


def faits_attribues(texte: str) -> list[Fait]:
    """Les faits des phrases affirmatives du texte, chacun attribué à sa personne."""
    sortie = []
    for phrase in phrases(texte):
        if est_question(phrase) or contient_secret(phrase) or demande_oubli(phrase):
            continue
        for cle, valeur in extraire_faits(phrase):
            sortie.append(Fait(a_qui(phrase, cle, valeur), cle, valeur, phrase))
    return sortie


def demande_oubli(phrase: str) -> bool:
    """Vrai si la phrase demande d'oublier (« Oublie ça », « Please forget my address ») ; pas
    « N'oublie pas que je suis végétarien » ni « J'oublie toujours mes clés ».

        >>> demande_oubli("Efface mon numéro."), demande_oubli("N'oublie pas mon anniversaire.")
        (True, False)
    """
    for m in OUBLI.finditer(phrase):
        avant = phrase[max(0, m.start() - 40):m.start()]
        if m.group().lower().startswith("ne ") or not PAS_UNE_DEMANDE.search(avant) \
                or MODAL.search(avant):
            return True
    return False


def oublis(phrase: str, connus: dict[str, str] | None = None) -> list[str]:
    """Les clés qu'une demande d'oubli vise ; ["*"] pour « oublie ça » (le dernier fait dit).

    Une demande qui nomme ce qu'il faut oublier (« Oublie mon adresse », « Forget my bike »)
    vise les faits `connus` (clé -> valeur) dont la clé ou la valeur le dit, par sa racine ou son
    équivalence ; si aucun ne le dit, rien — jamais le dernier fait dit, qui parlait d'autre chose.

        >>> oublis("Oublie mon adresse.", {"velo": "un VTT", "adresse": "12 rue des Lilas"})
        ['adresse']
        >>> oublis("Forget my bike, please.", {"velo": "un VTT"}), oublis("Oublie ça.")
        (['velo'], ['*'])
        >>> oublis("Oublie mon adresse.", {"velo": "un VTT"})
        []
    """
    if not demande_oubli(phrase):
        return []
    norm = sans_accents(phrase)
    cles = [cle for cle, motif in QUESTIONS if cle != "tout" and re.search(motif, norm)]
    if cles:
        return cles
    code = langue(phrase)
    nommes = _indices(" ".join(m for m in mots(phrase) if m not in CADRE_OUBLI), code)
    vises = [c for c, v in (connus or {}).items()
             if nommes & (_indices(c.replace("_", " "), code) | _indices(v, code))]
    return vises or (["*"] if not nommes or CA.search(phrase) else [])


def _indices(texte: str, code: str) -> set[str]:
    """Les racines des mots pleins d'un texte et ses équivalences (« bike » et « vélo »)."""
    return {racine(m, code) for m in mots(texte) if not vide(m, code) and len(m) > 1} | equivalences(texte)


def evenements(textes: list[str], ouverts: bool = False,
               connus: dict[str, str] | None = None) -> list[tuple[str, Fait | str, str]]:
    """Suite ordonnée de ("fait", Fait, preuve) et ("oubli", clé, preuve) des messages utilisateur.

    « oublie ça » vise les clés du dernier fait dit sur l'utilisateur. `ouverts` : une phrase
    sans fait reconnu (ou dont le fait est nié, ou dit d'une autre personne) donne ses faits à
    clés ouvertes (`cadres` : « mon chat s'appelle Tigre » -> chat), la clé d'un fait de
    `connus` (la mémoire montrée) reprise quand la phrase le change.
    """
    from modele_local.comprehension.cadres import faits_et_propositions
    from modele_local.comprehension.repondeur import confirmee_dans

    par_phrase: dict[str, list] = {}
    if ouverts:
        vus = {(UTILISATEUR, c): v for c, v in (connus or {}).items()}
        for p, f in faits_et_propositions(textes, vus):
            par_phrase.setdefault(p.phrase, []).append(f)
    sortie: list[tuple[str, Fait | str, str]] = []
    derniers: list[str] = []
    dits: dict[str, str] = {}   # les faits de l'utilisateur dits jusqu'ici, que « oublie mon vélo » vise
    for texte in textes:
        for phrase in phrases(texte):
            for cle in oublis(phrase, {**(connus or {}), **dits}):
                for c in (derniers if cle == "*" else [cle]):
                    sortie.append(("oubli", c, phrase))
            faits = faits_attribues(phrase)
            if ouverts:
                faits = [f for f in faits if f.personne != UTILISATEUR
                         or confirmee_dans(f.valeur, phrase)]
                if not any(f.personne == UTILISATEUR for f in faits) and not (
                        est_question(phrase) or contient_secret(phrase) or demande_oubli(phrase)):
                    faits += [Fait(g.personne, g.cle, g.valeur, g.preuve, g.ancienne_cle)
                              for g in par_phrase.get(phrase, [])
                              if g.personne == UTILISATEUR or not faits]
            sortie += [("fait", f, f.preuve) for f in faits]
            miens = [f.cle for f in faits if f.personne == UTILISATEUR]
            derniers = miens or derniers
            dits.update((f.cle, f.valeur) for f in faits if f.personne == UTILISATEUR)
    return sortie
