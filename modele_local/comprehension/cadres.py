"""Des faits à clés ouvertes : les cadres qu'une phrase d'élève remplit, quel qu'en soit le sujet.

Cadres (français et anglais), essayés dans l'ordre sur chaque proposition affirmative :

- nommer : « je m'appelle X », « appelle-moi X », « my name is X », « call me X » ;
- « mon/ma/mes X (s'appelle|est|c'est) Y », « my X is Y » -> clé X, valeur Y (« qui s'appelle
  Z » dans Y : valeur Z) ; si X est une personne (« ma sœur s'appelle Clémence »), c'est un
  fait de l'utilisateur : le nom de sa sœur ;
- « j'ai un(e)/des/deux X (qui s'appelle Y) », « I have a X (called Y) » -> clé X ;
  « j'ai 34 ans » -> âge ;
- « j'aime / j'adore / je préfère / je déteste X », « I like/love/hate X » -> clé verbe_X ;
- sinon, toute proposition dont le sujet est l'utilisateur ou une personne désignée : clé faite
  des deux premiers mots pleins, valeur = la proposition sans son sujet (négation comprise :
  « Je n'ai pas de voiture » -> voiture : « n'ai pas de voiture ») ; sauf ce qui n'est pas
  durable (`ephemere` : « j'ai lu un article », « la réunion de ce matin », « on continue demain »).

La valeur est toujours un morceau de la preuve (ce que l'utilisateur a écrit, tel quel), la
personne est celle de la proposition. Mise à jour : même personne et même clé, la plus récente
gagne ; une proposition sur le même sujet qu'un fait antérieur de la même personne
(`meme_sujet` : « je roule en Clio » puis « maintenant je conduis une Zoé »), avec ou sans mot de
changement, reprend sa clé si sa phrase la contient, la retire sinon (`ancienne_cle`).

    >>> for f in extraire(["J'ai un chat qui s'appelle Moustache.",
    ...                    "Mon chef vient au bureau à vélo, moi je n'ai pas de voiture."]):
    ...     print(f.personne, f.cle, f.valeur, sep=" | ")
    utilisateur | chat | Moustache
    chef | vient_bureau | vient au bureau à vélo
    utilisateur | voiture | n'ai pas de voiture
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from .bavardage import bavardage, sans_interjections
from .lexique import categories, equivalences, generaux
from .meme_sujet import ARRET, ARRET_NU, FAIBLES, change, meme_sujet, sorte_de_valeur
from .normaliser import CHIFFRES, JOURS, MOIS, MOTS_VIDES, familles, langue, mots, racine, sans_accents
from .propositions import (
    AUSSI,
    DESIGNE,
    ELLIPSE,
    EN_FACE,
    MARQUEUR,
    NOM_PROPRE,
    REPRISE,
    TITRES,
    UTILISATEUR,
    Proposition,
    couper,
    decouper,
    depuis_la_relation,
    sans_complement,
)

NOM = rf"{NOM_PROPRE}(?:\s+{NOM_PROPRE})?"
DET = (r"(?:un|une|des|du|de la|de l'|le|la|les|l'|deux|trois|quatre|cinq|six|\d+|a|an|the|two"
       r"|three|four|some)")
NOMMER = [
    ("prenom", re.compile(rf"(?i:je m'appelle|je me nomme|mon pr[ée]nom est|my name is"
                          rf"|my first name is)\s+({NOM})")),
    ("surnom", re.compile(rf"(?i:appelle-moi|appelez-moi|call me|tu peux m'appeler"
                          rf"|you can call me)\s+({NOM})")),
]
POSSESSIF = re.compile(r"^(?i:mon|ma|mes|my|notre|nos|our)\s+(.{2,40}?)\s*,?\s+"
                       r"(?i:s'appellent|s'appelle|se nomme|is called|is named|'s name is"
                       r"|c'est|est|sont|is|are|tombe|falls)\s+(.+)$")
AVOIR = re.compile(rf"^(?i:j'ai|nous avons|on a|i have|i've got|we have)\s+"
                   rf"(?i:(?:\w+ment|aussi|encore|maintenant|d[ée]sormais|now|also|still)\s+)*"
                   rf"(?P<det>(?i:{DET}))\s+"
                   # (« un vieux chat » : la chose, pas l'adjectif)
                   rf"(?:(?i:vieux|vieil|vieille|petite?|grande?|grosse?|gros|beau|bel|belle|jeune"
                   rf"|nouvel|old|little|big|new|young|lovely|cute|small|sweet|adorable|huge|tiny)\s+)*"
                   rf"(?P<x>[\wÀ-ÿœ'-]+)(?P<reste>.*)$")
AGE = re.compile(r"^(?i:j'ai|i am|i'm)\s+(\d+\s*(?i:ans|years?(?: old)?))")
GOUT = re.compile(r"^(?i:j'aime(?: bien| beaucoup)?|j'adore|je pr[ée]f[èe]re|je d[ée]teste"
                  r"|je n'aime pas|i like|i love|i hate|i prefer|i enjoy|i don't like)\s+(.+)$")
NOMME_PAR_PRONOM = re.compile(r"(?i)(?:et\s+|and\s+)?(?:il|elle|it|he|she)\s*(?:s'appelle|se nomme"
                              r"|is called|is named|'s called|'s named)\s")
DIT_NOM = re.compile(rf"(?:qui s'appellen?t?|s'appelle|nomm[ée]e?|called|named)\s+({NOM})")
SUJET = re.compile(r"^(?i:moi,?\s+)?(?i:je|j'|nous|on|i'm|i've|i|we're|we've|we'd|we'll|we|il|elle|he|she"
                   r"|they|l'utilisat(?:eur|rice)|the user)\b\s*'?", )
NOMBRE = re.compile(r"\d+|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|two|three|four|five")
# Ce qui se garde au résumé sans « je » : ce qui porte une date ou un nombre (`datees`).
DATEE = re.compile(rf"(?i)\d|\b(?:{JOURS})s?\b|\b(?:{MOIS})\b")
# Ce qui n'est pas un fait durable : un récit au passé composé (« j'ai lu un article ») — sauf
# s'il porte sur une chose à soi ou un nombre (« j'ai payé mon canapé 1 200 euros », « j'ai eu
# 14 de moyenne ») —, une proposition (« on continue demain ») ; et ce qui arrive aujourd'hui
# (« la réunion de ce matin »), sauf dans une mise à jour (« ce matin la balance affichait
# 74 kilos », voir `faits_et_propositions`).
# (pas un choix ni une acquisition, qui durent : « on a réservé le domaine des Tilleuls », « j'ai
# été nommé sergent », « we've booked a cottage »)
DURABLE = (r"(?:r[ée]serv|choisi|pr[ée]f[ée]r|opt[ée]|achet|adopt|command|lou[ée]|sign|re[çc]u|obtenu"
           r"|gagn|inscrit|pris|r[ée]cup[ée]r|embauch|nomm|promu|[ée]t[ée]\b|eu\b|booked|bought|adopted|ordered|rented|signed"
           r"|received|got|chosen|picked|been)")
RECIT = re.compile(r"(?i)^(?:j'ai|nous avons|on a|i've|we've)\s+(?!jamais|toujours|pas|plus|always|never"
                   r"|ever\b|long\b"
                   rf"|d[ée]j[àa]|\w+ment\b|{DURABLE}|(?:{CHIFFRES})\b)[a-zà-ÿ]+(?:é|i|u|t|s)\b"
                   rf"(?!.*(?:\d|\b(?:mon|ma|mes|notre|nos|my|our|{CHIFFRES})\b))"
                   r"|^(?:let's|on continue|bon,? on)\b"
                   # le prétérit anglais d'un verbe irrégulier : « I read an article about… »
                   r"|^(?:i|we)\s+(?:read|went|saw|watched|had|met|heard|did|made|ate|drank|took|got"
                   r"|gave|found|came|ran|wrote|spoke|told|thought|felt)\b"
                   rf"(?!.*(?:\d|\b(?:my|our|{CHIFFRES})\b))")
PROCHE = re.compile(r"(?i)\b(?:ce matin|ce soir|hier|aujourd'hui|tout [àa] l'heure|this morning|yesterday"
                    r"|today|tonight|demain|last night|la nuit derni[èe]re|l'autre jour"
                    r"|the other day|earlier today|tomorrow)\b")


def recit(p: Proposition) -> bool:
    """Un récit au passé (« J'ai lu un article sur… ») qui ne dit pas qu'une chose a changé
    (« J'ai déménagé à Poitiers », « J'ai tout arrêté pour la guitare » : des mises à jour)."""
    return bool(RECIT.search(p.texte)) and not change(p.phrase)


def ephemere(texte: str, mise_a_jour: bool = False) -> bool:
    """Vrai pour un récit, une proposition, ce qui arrive aujourd'hui — sauf dans une mise à jour
    (« J'ai acheté un Nokia la semaine dernière », « I sold it and bought a scooter »)."""
    if ARRET_NU.search(texte):   # « J'ai arrêté il y a un mois » : un état qui dure, pas un récit
        return False
    if mise_a_jour:   # « j'ai arrêté le tennis » ne dit pas de nouvelle valeur : un arrêt
        return bool(RECIT.search(texte) and ARRET.search(texte))
    return bool(RECIT.search(texte) or PROCHE.search(texte))


POLITESSE = re.compile(r"(?:(?:bonjour|bonsoir|salut|coucou|hello|hi there|hi|merci|thanks"
                       r"|thank you|super|genial|parfait|d'accord|ok|okay|bon|great|cool|top"
                       r"|c'est (?:tres |super )?(?:clair|gentil|note)|that's (?:very )?clear"
                       r"|beaucoup|pour (?:ton|votre) aide|for (?:your|the) help|noted|je note"
                       r"|a (?:demain|bientot)|see you)[\s,!.]*)+")
# Qui on est, par son métier : « I'm a nurse », « je travaille comme pilote », « je suis
# comptable » (un nom de métier par sa finale : -eur, -ier, -iste, -able…) ; pas un mot d'une
# autre famille (« je suis végétarienne » dit un régime, pas un métier).
METIER = re.compile(r"(?i)\b(?:i'm|i am|i work as|works? as|working as|travaille comme"
                    r"|en tant que)\s+(?:an?\s+|une?\s+)?[a-zà-ÿ-]{3,}"
                    r"|\b(?:je suis|suis)\s+(?:une?\s+)?[a-zà-ÿ-]+(?:eur|euse|rice|ier|i[èe]re|iste"
                    r"|ien|ienne|able|ant|ante|ogue|aire|in|ine|ger|cher)\b")
# Un déménagement dit où l'on vit désormais (un récit au passé composé, mais un fait durable) :
# « j'ai déménagé à Chambéry », « on vient d'emménager à Lille », « I moved to Leeds ».
DEMENAGE = re.compile(r"^(?i:j'ai d[ée]m[ée]nag[ée]|je viens de d[ée]m[ée]nager"
                      r"|nous avons d[ée]m[ée]nag[ée]s?|on a d[ée]m[ée]nag[ée]|on vient d'emm[ée]nager"
                      r"|je viens d'emm[ée]nager"
                      r"|j'ai emm[ée]nag[ée]|i moved|i've moved|we moved|i relocated|we've moved)"
                      r"(?:\s+\w+){0,3}?\s+(?P<lieu>(?i:à|a|en|au|aux|dans|to|in)\s+.+)$")
METIER_CADRE = re.compile(r"^(?i:i'm|i am|je suis|je travaille comme|je travaille en tant que"
                          r"|i work as)\s+(?P<det>(?i:an?|une?)\s+)?(?P<x>[a-zà-ÿœ-]{3,})")


def metier(corps: str) -> str | None:
    """Le métier que dit une proposition de l'utilisateur (« I'm a nurse at… » -> « nurse at… »).

        >>> metier("I'm a nurse at the hospital"), metier("Je suis végétarienne")
        ('nurse at the hospital', None)
    """
    m = METIER_CADRE.match(corps)
    if not m or not METIER.match(corps):
        return None
    anglais = re.match(r"(?i)i'm|i am", corps)
    if (anglais and not m.group("det")) or familles(sans_accents(m.group("x"))) - {"#metier"}:
        return None
    return corps[m.start("x"):].strip(" ,.")


# Le moment d'un fait, en tête de proposition : il fait partie de sa valeur (« cet été »).
TEMPS = re.compile(r"(?i)^(?:(?:et|mais|puis|alors|and|but|so|then)\s+)?(?:depuis (?:la |le |l')?\w+"
                   r"|cette ann[ée]e|cet [ée]t[ée]|cet hiver|cet automne|ce printemps"
                   r"|l'ann[ée]e prochaine|le mois prochain|la semaine prochaine|next \w+"
                   r"|this (?:summer|winter|spring|autumn|fall|year|month|week)"
                   r"|l'an dernier|l'ann[ée]e derni[èe]re|l'an pass[ée]|l'[ée]t[ée] dernier"
                   r"|last (?:year|summer|winter|spring|autumn|month|week))\b")
ADJECTIFS_CHANGE = {"nouveau", "nouvelle", "nouvel", "new", "actuel", "actuelle", "current",
                    "ancien", "ancienne", "old", "vrai", "vraie"}


@dataclass(frozen=True)
class Fait:
    """Un fait extrait : clé normalisée, valeur (morceau de la preuve), preuve, personne."""

    cle: str
    valeur: str
    preuve: str
    personne: str
    negatif: bool = False
    remplace: bool = False
    ancienne_cle: str | None = None


# Une proposition de l'utilisateur parle de lui si elle le dit : « je », « mon », « moi », « my »…
PREMIERE_PERSONNE = re.compile(r"(?i)(?:^|[^\w'’])(?:j|m)['’]|(?:^|[^\w'’])(?:je|moi|mon|ma|mes|me|nous"
                               r"|notre|nos|i|i'm|i've|i'd|i'll|my|mine|we|we're|we've|we'd|we'll|our|us|elle|it"
                               r"|il(?!\s+(?:y\s|para[iî]t|faut|fait|pleut|reste|semble|s'agit))"
                               # l'écrit SMS, et une préférence dite à l'assistant (« please keep
                               # your answers short ») : c'est encore l'utilisateur qui parle de lui
                               r"|jsuis|jsui|chui|jai|jme|please|stp|svp|tes|your)(?![\w'’])"
                               # « mine's a quiet Logitech », « le mien est bleu »
                               r"|(?:^|[^\w'’])(?:mine['’]s|le mien|la mienne|les miens|les miennes)\b")
# « Next door to us, the Portuguese restaurant opens at 5pm », « la boulangerie en face de chez
# moi ouvre à 7 h » : le lieu est près de l'utilisateur, la phrase parle d'autre chose
PRES_DE_MOI = re.compile(r"(?i)\b(?:next door to|near|close to|across from|opposite"
                         r"|round the corner from|(?:pr[èe]s|à c[ôo]t[ée]|en face|en bas) de chez|pr[èe]s de)"
                         r"\s+(?:us|me|moi|nous)\b")


def de_soi(texte: str) -> bool:
    """Vrai si le texte parle de l'utilisateur : « je », « mon », « my »…, « on » en français ;
    pas un lieu près de lui.

        >>> de_soi("On part à 8 h"), de_soi("Next door to us, the bakery opens at 6")
        (True, False)
    """
    texte = PRES_DE_MOI.sub("", texte)
    return bool(PREMIERE_PERSONNE.search(texte)
                or langue(texte) == "fr" and re.search(r"(?i)(?:^|[\s'’])on\s", texte))


def cle_de(texte: str, maximum: int = 3) -> str:
    """« Mon nouveau numéro de téléphone » -> « numero_de_telephone » (mots vides du bord ôtés)."""
    liste = [m for m in mots(texte) if m not in ADJECTIFS_CHANGE]
    while liste and liste[0] in MOTS_VIDES:
        liste.pop(0)
    liste = liste[:maximum + 2]
    while liste and liste[-1] in MOTS_VIDES:
        liste.pop()
    pleins = [m for m in liste if m not in MOTS_VIDES]
    if len(pleins) > maximum:
        liste = pleins[:maximum]
    return "_".join(liste)[:60]


# « I'm 34 » : l'utilisateur dit ce qu'il est (un nombre seul après : son âge)
JE_SUIS = re.compile(r"(?i)i'?m\b|i am\b")
PRONOM_OBJET = re.compile(r"(?i)^(?:it|them|that|this|ça|ca|cela)\b")


def _chose_reprise(objet: str, p: Proposition) -> tuple[str, str] | None:
    """(la chose, la valeur) qu'un pronom objet reprend dans la proposition d'avant, même phrase :
    « Mon mari ne mange pas de champignons, moi j'adore ça » -> ('champignons', 'champignons, moi
    j'adore ça') ; None sans pronom ou sans chose avant."""
    if not PRONOM_OBJET.match(objet.strip()):
        return None
    fin = p.phrase.find(p.texte)
    if fin <= 0:
        return None
    avant = p.phrase[:fin]
    pleins = [m for m in re.findall(r"[\wÀ-ÿœ'-]+", avant)
              if sans_accents(m.lower()) not in MOTS_VIDES and not re.search(r"\d", m) and len(m) > 2
              and racine(sans_accents(m.lower())) not in FAIBLES]
    if not pleins:
        return None
    chose = pleins[-1]
    debut = avant.rfind(chose)
    return sans_accents(chose.lower()), _valeur(p.phrase[debut:fin + len(p.texte)])


def _pleins(texte: str, n: int = 2) -> str:
    return "_".join([m for m in mots(texte) if m not in MOTS_VIDES and m not in ADJECTIFS_CHANGE
                     and not NOMBRE.fullmatch(m)][:n])


def _valeur(texte: str) -> str:
    """Une valeur sans déterminant ni préposition de tête, ni ponctuation de fin, ni le « dès
    maintenant » d'un changement (« to the last Sunday from now on » : « from now on » dit quand
    la valeur a changé, pas ce qu'elle est — et ressemble à une consigne)."""
    texte = re.sub(r"(?i)[\s,]*\b(?:from now on|starting (?:now|today)|as of (?:now|today)"
                   r"|[àa] partir de maintenant|[àa] partir d'aujourd'hui|d[ée]sormais|dor[ée]navant)\b",
                   "", texte)
    # (« My daughter's piano lesson… » : le possessif reste au sujet, pas en tête de la valeur)
    texte = re.sub(r"^'s?\s+", "", texte.strip(" ,;:.!")).strip(" ,;:.!")
    if re.match(rf"(?:The|Le|La|Les|L')\s*{NOM_PROPRE}", texte):   # un titre : « The Bear », « La Haine »
        return texte.strip()
    return re.sub(r"^(?i:(?:on|le|la|les|l'|un|une|the|a|an|de|d')\s+|l'|d')", "", texte).strip()


def _sans_sujet(p: Proposition) -> str:
    reste = p.texte
    avant = None
    while avant != reste:
        avant, reste = reste, MARQUEUR.sub("", reste, count=1)
    # « Après la bourse de dimanche, j'en suis à 55 » : la valeur sans la circonstance de tête ;
    # un autre complément dit de quoi ou quand (« Pour les colis, l'adresse… », « Le mardi, … »)
    sans = sans_complement(reste)
    if re.match(r"(?i)(?:apr[èe]s|avant|depuis|gr[âa]ce [àa]|[àa] cause d|faute d|hier|after|before"
                r"|since|thanks to|because of|yesterday)\b", reste[:len(reste) - len(sans)]):
        reste = sans
    if p.personne != UTILISATEUR:
        d = DESIGNE.search(reste)
        if d and d.start() < 25:
            reste = reste[d.end():]
        else:
            reste = re.sub(rf"^(?:c'est\s+)?{NOM_PROPRE}\s*", "", reste)
        reste = re.sub(r"^\s*(?:qui\s+)?", "", reste)
    return SUJET.sub("", reste).strip(" ,")


def cadre(p: Proposition, sans_je: bool = False, mise_a_jour: bool = False) -> Fait | None:
    """Le fait d'UNE proposition, ou None (question, politesse, rien à garder).

    `sans_je` : garder aussi une proposition de l'utilisateur sans « je » ni « mon » (« Ce matin
    la balance affichait 74 kilos ») ; `faits_et_propositions` ne le fait que pour une mise à jour
    d'un fait déjà dit (`meme_sujet`) ; `mise_a_jour` : un mot de temps proche (« ce matin »)
    n'y rend pas la proposition éphémère."""
    texte = re.sub(r"^(?:-\s*)", "", p.texte)
    corps = texte
    avant = None
    while avant != corps:
        avant, corps = corps, MARQUEUR.sub("", corps, count=1)
    corps = re.sub(r"(?i)^moi,?\s+", "", corps)
    fait = lambda cle, valeur, personne=p.personne: Fait(  # noqa: E731
        cle, _valeur(valeur), p.texte, personne, p.negative, p.remplace) if cle and valeur else None
    liste = re.match(r"^([\w' -]{2,40}?)\s*(?<!\d):(?!\d)\s*(.+)$", texte)
    if liste and p.phrase.lstrip().startswith("-"):   # une ligne « - clé : valeur » (mémoire)
        return fait(cle_de(liste.group(1)), liste.group(2), UTILISATEUR)
    for cle, motif in NOMMER:
        m = motif.search(texte)
        if m:
            return fait(cle, m.group(1), UTILISATEUR)
    nommee = None if p.negative else relation_nommee(depuis_la_relation(corps))
    if nommee:   # « Au tennis, mon partenaire de double c'est Malik » : un fait de l'utilisateur
        return fait(*nommee, UTILISATEUR)
    if p.personne == UTILISATEUR or DESIGNE.match(corps):
        m = POSSESSIF.match(corps)
        if m and not p.negative:
            sujet, valeur = m.group(1), m.group(2)
            nom = DIT_NOM.search(valeur)
            relation = DESIGNE.match(corps)
            if not relation:
                # « My cat Miso is a ginger tabby » : la chose, et son nom en tête de la valeur
                chose = re.fullmatch(rf"([a-zà-ÿ-]{{3,}})\s+({NOM_PROPRE})", sujet)
                if chose and not nom and not re.fullmatch(rf"(?i:{MOIS}|{JOURS})", chose.group(2)):
                    return fait(cle_de(chose.group(1)), f"{chose.group(2)}, {_valeur(valeur)}")
                return fait(cle_de(sujet), nom.group(1) if nom else valeur)
    if p.personne == UTILISATEUR and not p.negative:
        m = AGE.match(corps)
        if m:
            return fait("age", m.group(1))
        m = re.match(r"(?i)(?:j'en ai|i'm|i am)\s+(\d{1,3})$", corps.strip(" .!"))
        if m and re.search(r"(?i)\b(?:\d+|[a-z]+)\s+(?:ans|years?(?: old)?)\b", p.phrase):
            # « il a 17 ans, et moi j'en ai 43 », « she's 40 and I'm 38 » : l'âge, par la phrase
            return fait("age", corps.strip(" .!")[m.start(1):])
        m = AVOIR.match(corps)
        if m:
            nom = DIT_NOM.search(m.group("reste"))
            if nom:
                return fait(cle_de(m.group("x")), nom.group(1))
            debut = m.start("det") if NOMBRE.fullmatch(m.group("det").lower()) else m.start("x")
            return fait(cle_de(m.group("x")), corps[debut:])
        valeur = metier(corps)
        if valeur:
            return fait("metier", valeur)
        m = DEMENAGE.match(corps)
        if m:   # le nouveau domicile remplace l'ancien
            lieu = re.sub(r"(?i)\s+(?:le mois dernier|l'an dernier|la semaine derni[èe]re|r[ée]cemment"
                          r"|last (?:month|year|week)|recently)\b.*$", "", m.group("lieu"))
            return replace(fait("domicile", lieu), remplace=True)
        m = GOUT.match(corps)
        if m:
            verbe = sans_accents(corps[:m.start(1)]).replace("j'", "").split()
            tete = "_".join(racine(v) for v in verbe if v not in {"je", "i", "bien", "beaucoup"})
            reprise = _chose_reprise(m.group(1), p)
            if reprise:   # « My husband doesn't eat mushrooms, but I love them » : « them », ce
                # sont les champignons ; la valeur va de la chose au goût (un morceau de la phrase)
                chose, valeur = reprise
                return Fait(f"{tete}_{chose}", valeur, p.phrase, p.personne, p.negative, p.remplace)
            return fait(f"{tete}_{_pleins(m.group(1), 1)}".strip("_"), m.group(1))
    reste = _sans_sujet(p)
    nu = re.fullmatch(r"(?i:is|was|a|est|am)?\s*(\d{1,3})", reste.strip())
    if nu and 0 < int(nu.group(1)) <= 120 and not p.negative and (
            p.personne != UTILISATEUR or JE_SUIS.match(corps)):
        # « I'm 34 and my husband is 37 », « mon fils a 9 ans et ma fille 6 » : un nombre seul
        # après la personne, son âge
        return fait("age", nu.group(1))
    if not re.search(r"[^\W\d_]{3,}", reste) or ephemere(corps, mise_a_jour) or ephemere(
            texte, mise_a_jour):
        return None
    if p.personne == UTILISATEUR and not p.remplace and not de_soi(texte) and not sans_je:
        return None   # « Le marché de Noël ouvre samedi » : ni « je » ni « mon » — pas un fait de soi
    temps = TEMPS.search(texte)
    if temps and temps.group() not in reste:   # « Cet été je fais le tour… » : le quand reste
        return fait(_pleins(reste) or cle_de(reste), texte[temps.start():])
    return fait(_pleins(reste) or cle_de(reste), reste)


def relation_nommee(corps: str) -> tuple[str, str] | None:
    """(relation, nom) si `corps` dit qui est une relation de l'utilisateur : « ma sœur s'appelle
    Clémence », et un nom seul après « est », « c'est », « is » (« mon partenaire attitré c'est
    Jean-Claude », « my dentist is Dr Patel ») ; pas « my daughter's teacher is Mrs Patel » (c'est
    la maîtresse de la fille).

        >>> relation_nommee("mon partenaire de double c'est Malik")
        ('partenaire', 'Malik')
        >>> relation_nommee("My daughter's teacher is Mr Okafor") is None
        True
        >>> relation_nommee("Ma voisine Ingrid a un chat qui s'appelle Pacha") is None
        True
        >>> relation_nommee("My wife's name is Denise")
        ('wife', 'Denise')
    """
    relation, m = DESIGNE.match(corps), POSSESSIF.match(corps)
    if not (relation and m):
        return None
    valeur = m.group(2)
    entre = corps[relation.end():m.start(2)]
    if re.search(r"(?i)\b(?:qui|que|dont|a|as|ont|avec|who|which|that|whose|has|have|with)\b"
                 r"|['’]s\b(?!\s+name)", entre):
        return None   # « ma voisine Ingrid a un chat qui s'appelle Pacha », « my cousin's cat is
        # called Biscuit » : c'est le chat
    if re.search(r"(?i)s'appell|se nomme|called|named|name is", entre) or re.fullmatch(
            rf"(?:{TITRES}\.?\s+)?{NOM}", valeur.strip(" .!")) and not re.search(
            r"(?i)['’]s\b|\b(?:de|du|des|d'|of)\b", entre):
        return cle_de(relation.group(1)), valeur
    return None


def extraire(textes: list[str], connus: dict[tuple[str, str], str] | None = None) -> list[Fait]:
    """Les faits des textes, dans l'ordre, clés réconciliées (voir le module) ; questions ignorées.

    `connus` : les faits déjà en mémoire, {(personne, clé): valeur}, pour qu'un changement
    reprenne leur clé.
    """
    return [f for _, f in faits_et_propositions(textes, connus)]


def faits_et_propositions(textes: list[str], connus: dict[tuple[str, str], str] | None = None,
                          datees: bool = False, props: list[Proposition] | None = None
                          ) -> list[tuple[Proposition, Fait]]:
    """Comme `extraire`, chaque fait avec la proposition qui l'a dit.

    `datees` : garder aussi ce que l'utilisateur dit sans « je » quand cela porte une date ou un
    nombre (« Le dîner des anciens du lycée aura lieu le dimanche 15 ») — pour un résumé, qui
    garde ce qui a été dit ; la mémoire à long terme, elle, ne garde que les faits de soi.
    `props` : les propositions des textes (`decouper(textes)`), si l'appelant les a déjà."""
    vus: list[Fait] = [Fait(c, v, "", personne) for (personne, c), v in (connus or {}).items()]
    dans: list[str] = [""] * len(vus)   # la phrase de chaque fait vu (« » : la mémoire montrée)
    sortie: list[tuple[Proposition, Fait]] = []
    autre: tuple[str, Fait] | None = None   # le dernier fait d'une autre personne, et sa phrase
    for p in decouper(textes) if props is None else props:
        if p.question:
            continue
        p = replace(p, texte=sans_interjections(p.texte))
        f = cadre(p)
        if AUSSI.match(p.texte.strip()) and p.personne != UTILISATEUR and sortie \
                and sortie[-1][0].phrase == p.phrase and sortie[-1][1].personne != p.personne:
            # « I'm allergic to peanuts, my son too » : le fils a le même fait (sa preuve : la phrase)
            f = replace(sortie[-1][1], personne=p.personne, preuve=p.phrase, ancienne_cle=None)
        if f is not None and f.personne != UTILISATEUR and UTILISATEUR in p.alias:
            # « My doctor put me on 20 mg of atorvastatin » (`SUR_MOI`) : ce qu'un autre fait à
            # l'utilisateur est un fait de l'utilisateur (son traitement, son poste)
            f = replace(f, personne=UTILISATEUR)
        if f is None and p.personne == UTILISATEUR and not recit(p):
            # sans « je » : une mise à jour, ou daté (pas un récit : « J'ai lu un article sur… »)
            f = cadre(p, sans_je=True, mise_a_jour=True)   # le plus permissif d'abord : rien -> rien
            if f is not None and not any(
                    g.personne == UTILISATEUR and phrase_g not in ("", p.phrase)
                    and meme_sujet(g.preuve, p.texte) for g, phrase_g in zip(vus, dans, strict=True)):
                f = cadre(p, sans_je=True) if datees and DATEE.search(p.texte) else None
        temps = TEMPS.search(p.texte) if f is not None else None
        if temps and not {m for m in mots(temps.group()) if m not in MOTS_VIDES} <= set(mots(f.valeur)):
            # « Next Tuesday I have a job interview » : le quand reste dans la valeur, quel que
            # soit le cadre qui l'a lue (« job : Next Tuesday job interview at 2:30 pm »)
            f = replace(f, valeur=f"{temps.group()} {f.valeur}")
        if f is not None and f.personne == UTILISATEUR and autre and autre[0] == p.phrase \
                and ELLIPSE.match(p.texte):
            # « Mon fils chausse du 34 et moi du 42 » : la clé de l'utilisateur reprend le verbe de
            # l'autre, en tête de sa valeur (« chausse_42 »), sans quoi « 42 : moi du 42 » ne dit plus
            # de quoi il parle ; pas sa chose (« fait de la batterie » a la clé « batterie_… » : la
            # reprendre donnerait la batterie à l'utilisateur)
            tete = autre[1].cle.split("_")[0]
            if tete and not f.cle.startswith(tete) and mots(autre[1].valeur)[:1] == [tete]:
                f = replace(f, cle=f"{tete}_{f.cle}")
        if f is not None and f.personne == UTILISATEUR and autre and autre[0] == p.phrase \
                and (EN_FACE.match(p.texte) or ELLIPSE.match(p.texte)) and re.search(r"\d", p.texte) \
                and re.search(r"\d", autre[1].valeur) and not f.cle.startswith(autre[1].cle.split("_")[0]):
            # « Ma sœur court le semi en 1 h 50, moi je le fais en 2 h 05 » : deux nombres face à
            # face, le reste est le sujet commun — la clé de l'utilisateur le reprend
            # (« court_semi_fais_h »), sans les nombres de l'autre
            commun = [m for m in autre[1].cle.split("_") if m and not re.search(r"\d", m)
                      and m not in f.cle.split("_")]
            if commun:
                f = replace(f, cle="_".join(commun + [f.cle]))
        if f is not None and sortie and sortie[-1][0].phrase == p.phrase \
                and sortie[-1][1].personne == f.personne and NOMME_PAR_PRONOM.match(p.texte):
            # « Nous avons adopté une chienne, elle s'appelle Praline » : le nom de la chienne
            chose = sortie[-1][1].cle.split("_")[-1]
            nom = DIT_NOM.search(p.texte)
            if nom and chose and not chose.isdigit():
                f = replace(f, cle=chose, valeur=nom.group(1))
        if f is not None and sortie and sortie[-1][0].phrase == p.phrase and REPRISE.match(p.texte) \
                and sortie[-1][1].personne == f.personne:
            # « Ma voiture est une Clio, je la gare rue Victor Hugo » : la clé dit de quoi parle le
            # pronom (« voiture_gare_rue »), sans quoi la mémoire, ligne à ligne, n'en dit plus rien
            sujet = sortie[-1][1].cle.split("_")[0]
            if sujet and not sujet.isdigit() and sujet not in f.cle.split("_"):
                f = replace(f, cle=f"{sujet}_{f.cle}")
        if f is not None and f.personne != UTILISATEUR:
            autre = (p.phrase, f)
        if f is None and p.personne == UTILISATEUR and not p.negative and ARRET.search(p.texte) \
                and not ARRET_NU.search(p.texte) and len(couper(p.phrase)) == 1:
            # « J'ai arrêté la guitare l'an dernier » : un arrêt avec son objet ne dit pas de
            # nouvelle valeur (`ephemere`), mais retire le fait dont il parle (d'une autre phrase) ;
            # il en reste l'arrêt (« joue_arrete »), comme de l'arrêt sans objet plus bas — s'il est
            # seul dans sa phrase (« j'ai arrêté le tennis, maintenant c'est natation » : la suite
            # donne la nouvelle valeur)
            arrete = _dernier_fait(vus, dans, p.personne, p.phrase, sur=p.texte)
            reste = _sans_sujet(p)
            if arrete is not None:
                f = Fait(_cle_arret(arrete), _valeur(reste), p.texte, p.personne, False, True, arrete.cle)
            elif PREMIERE_PERSONNE.search(p.texte) and re.search(r"[^\W\d_]{3,}", reste):
                # rien à retirer : l'arrêt est un fait qui dure (« I gave up sugar in January »)
                f = Fait(_pleins(reste) or cle_de(reste), _valeur(reste), p.texte, p.personne, False, True)
            if f is not None:
                vus.append(f)
                dans.append(p.phrase)
                sortie.append((p, f))
            continue
        if f is None or POLITESSE.fullmatch(sans_accents(p.texte).strip(" !.,")) or bavardage(
                p.texte):
            continue
        if all(g.cle != f.cle or g.personne != f.personne for g in vus):
            mots_phrase = {racine(m) for m in mots(p.phrase) if m not in MOTS_VIDES}
            for g, phrase_g in zip(reversed(vus), reversed(dans), strict=True):
                # deux propositions d'une même phrase ne se remplacent pas l'une l'autre ; la
                # phrase entière ne sert que si la proposition dit changer (« J'ai changé
                # d'ordinateur : maintenant j'ai un MacBook » : le sujet est dans l'autre)
                if g.personne == f.personne and phrase_g != p.phrase and meme_sujet(
                        g.preuve or f"{g.cle.replace('_', ' ')} {g.valeur}",
                        p.phrase if f.remplace else p.texte, f.remplace or None):
                    # ce qui a déjà remplacé `g` tient son sujet : c'est lui qu'on remplace (« I
                    # fly to Boston on the 3rd », « swapped me onto a JFK trip that day », « now
                    # it's Chicago »)
                    g = _tenant(g, vus)
                    cle_g = {racine(m) for m in mots(g.cle) if m not in MOTS_VIDES}
                    valeur_g = {racine(m) for m in mots(g.valeur) if m not in MOTS_VIDES}
                    # la clé dit le sujet (« budget_pour_le_cadeau » : 100 euros -> 150 euros) :
                    # on la reprend ; elle portait l'ancienne valeur (« joue_violon ») : on la retire
                    # ; une nouvelle clé sans un mot (« 712 » pour « j'en suis à 712 ») ne dit
                    # rien du sujet : l'ancienne reste
                    if cle_g <= mots_phrase or cle_g and not cle_g & valeur_g \
                            or not re.search(r"[a-z]", f.cle) or _cle_non_contredite(g, p.texte):
                        f = replace(f, cle=g.cle)
                    elif any(q.phrase == p.phrase and h.cle == g.cle and h.personne == g.personne
                             for q, h in sortie):
                        pass   # « Maintenant je suis à 80 %, je ne travaille plus le mercredi » : la
                        # clé a déjà sa nouvelle valeur dans cette phrase, on ne la retire pas
                    else:   # la nouvelle clé ne dit que le changement (« switched_half ») : le
                        # verbe de l'ancienne reste (« train_10k » -> « train_switched_half »)
                        tete = g.cle.split("_")[0]
                        # pas une chose (« chien ») ; « train » après « I » est un verbe
                        verbe = re.search(rf"(?i)\b(?:i|je|j'|we|nous|on)\s+{re.escape(tete)}\b",
                                          sans_accents(g.preuve or ""))
                        garder = "_" in f.cle and change(f.cle.split("_")[0]) and tete not in FAIBLES \
                            and (verbe or not categories(tete) - generaux(tete))
                        f = replace(f, ancienne_cle=g.cle, cle=f"{tete}_{f.cle}" if garder else f.cle)
                    break
            else:
                # « Ça fait trois semaines que j'ai arrêté » : l'arrêt sans objet retire le dernier
                # fait dit avant, d'une autre phrase ; la clé en garde le sujet (« fume_arrete »)
                avant = _dernier_fait(vus, dans, f.personne, p.phrase) if ARRET_NU.search(p.texte) else None
                if avant is not None:
                    f = replace(f, ancienne_cle=avant.cle, cle=_cle_arret(avant))
        vus.append(f)
        dans.append(p.phrase)
        sortie.append((p, f))
    return _a_la_place(sortie)


def _dernier_fait(vus: list[Fait], dans: list[str], personne: str, phrase: str,
                  sur: str | None = None) -> Fait | None:
    """Le dernier fait de `personne` dit dans une autre phrase que `phrase` (pas la mémoire montrée) —
    s'il est donné, sur le même sujet que `sur` (un changement : `meme_sujet`) —, ou plutôt celui
    qui tient aujourd'hui son sujet (`_tenant`) ; None s'il n'y en a pas."""
    g = next((g for g, phrase_g in zip(reversed(vus), reversed(dans), strict=True)
              if g.personne == personne and phrase_g not in ("", phrase)
              and (sur is None or meme_sujet(g.preuve or g.valeur, sur, True))), None)
    return None if g is None else _tenant(g, vus)


def _cle_arret(g: Fait) -> str:
    """La clé de l'arrêt de `g` : son sujet, puis « arrete » (« joue_violon » -> « joue_arrete »)."""
    return f"{g.cle.split('_')[0]}_arrete"


def _tenant(g: Fait, vus: list[Fait]) -> Fait:
    """Le fait qui tient aujourd'hui le sujet de `g` : `g`, ou le dernier de ceux qui l'ont
    remplacé de proche en proche (`ancienne_cle`)."""
    debut = next((k + 1 for k, h in enumerate(vus) if h is g), 0)
    for h in vus[debut:]:
        if h.personne == g.personne and h.ancienne_cle == g.cle and h.cle != g.cle:
            return _tenant(h, vus)
    return g


def _a_la_place(paires: list[tuple[Proposition, Fait]]) -> list[tuple[Proposition, Fait]]:
    """« Je ne joue plus pilier, maintenant je suis en troisième ligne » : la valeur du fait nié
    dit aussi ce qui est fait à la place (sa preuve va jusqu'au bout de la proposition suivante),
    sans quoi la mémoire, ligne à ligne, ne garde que « ne joue plus pilier »."""
    sortie = list(paires)
    for i in range(len(sortie) - 1):
        (p1, f1), (p2, f2) = sortie[i], sortie[i + 1]
        if not (f1.negatif and not f2.negatif and p1.phrase == p2.phrase
                and f1.personne == f2.personne == UTILISATEUR):
            continue
        bas = p1.phrase.lower()   # (le texte d'une proposition a pu perdre sa majuscule)
        debut, fin = bas.find(p1.texte.lower()), bas.find(p2.texte.lower())
        if debut < 0 or fin < debut:
            continue
        preuve = p1.phrase[debut:fin + len(p2.texte)]
        depuis = preuve.lower().find(f1.valeur.lower())
        if depuis >= 0:
            sortie[i] = (p1, replace(f1, valeur=preuve[depuis:], preuve=preuve))
    return sortie


def _cle_non_contredite(g: Fait, nouveau: str) -> bool:
    """Vrai si la nouvelle proposition ne remplace aucun mot de la clé de l'ancien fait : « Je
    pars en Patagonie le 12 novembre » puis « Finalement le départ est repoussé au 3 décembre »
    changent la date, pas la Patagonie (la clé « pars_patagonie » reste) ; « joue_violon » puis
    « je me suis mis à la guitare » : une autre chose de la même catégorie, la clé ne reste pas."""
    code = langue(nouveau)
    if not sorte_de_valeur(nouveau):   # ce qui change est une date, une heure, un nombre, un code
        return False
    leurs = categories(nouveau, code)
    nom_nouveau = re.search(rf"(?<=[\w,] ){NOM_PROPRE}|\b(?:i[A-Z]|[A-Z]{{2,}})\w*", nouveau)
    pleins = [m for m in mots(g.cle) if m not in MOTS_VIDES and racine(m, code) not in FAIBLES]
    if not pleins:
        return False
    ancienne = g.preuve or g.valeur
    redits = {racine(m, code) for m in mots(nouveau)} | equivalences(nouveau, code)
    for m in pleins:
        if (racine(m, code) in redits or equivalences(m) & redits) and not re.search(
                rf"\b(?:i|je|j'|we|nous|on)\s+{re.escape(m)}\b", sans_accents(ancienne).lower()):
            continue   # une chose redite (« My pottery class… » après « Mon cours de poterie… ») : le
            # sujet même ; pas un verbe (« je travaille à temps plein », « je ne travaille plus le
            # mercredi » : le mercredi n'est pas le temps de travail)
        if categories(m, code) & leurs or re.search(r"\d", m):
            return False
        # un nom propre de l'ancienne (« Tours », « Wacom ») quand la nouvelle en dit un autre
        if nom_nouveau and any(sans_accents(w) == m and w[:1].isupper()
                               for w in re.findall(r"[\w'-]+", ancienne)):
            return False
    return True


def faits_actuels(faits: list[Fait], personne: str | None = UTILISATEUR) -> dict[str, str]:
    """{clé: valeur} : la plus récente par clé, pour une personne (None : toutes, « qui:clé »)."""
    sortie: dict[str, str] = {}
    for f in faits:
        if personne is None:
            cle = f.cle if f.personne == UTILISATEUR else f"{sans_accents(f.personne)}:{f.cle}"
        elif f.personne != personne:
            continue
        else:
            cle = f.cle
        if f.ancienne_cle:
            sortie.pop(f.ancienne_cle if f.personne == UTILISATEUR or personne is not None
                       else f"{sans_accents(f.personne)}:{f.ancienne_cle}", None)
        sortie.pop(cle, None)
        sortie[cle] = f.valeur
    return sortie


__all__ = ["Fait", "cadre", "cle_de", "extraire", "faits_actuels", "faits_et_propositions", "recit"]
