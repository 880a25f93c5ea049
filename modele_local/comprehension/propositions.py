"""Qui dit quoi : une phrase coupée en propositions, chacune avec sa personne, sa polarité, son rang.

Une proposition commence par un sujet (« je », « moi », « mon chef », « Sofia », « il »…) ; un
morceau sans sujet reste collé à la précédente (« J'ai deux enfants, Léo et Maya » reste entier).
La personne est « utilisateur », ou la personne désignée (« chef », « Sofia » — le prénom s'il
est donné, la relation sinon, les deux comme alias). « il » / « elle » renvoie à la dernière
personne citée dans la phrase ou la précédente ; sans personne citée, à ce dont l'utilisateur
parle (« une chienne, elle s'appelle Praline » reste un fait de l'utilisateur).

    >>> for p in decouper(["Mon chef vient au bureau à vélo, moi je ne prends pas le tram."]):
    ...     print(p.personne, p.texte, p.negative, sep=" | ")
    chef | Mon chef vient au bureau à vélo | False
    utilisateur | moi je ne prends pas le tram | True
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .lexique import categories, generaux
from .normaliser import JOURS, MOIS, MOTS_VIDES, sans_accents
from .relations import RELATIONS

UTILISATEUR = "utilisateur"
NOM_PROPRE = r"[A-ZÀ-ÖØ-ÞŒ][a-zà-öø-ÿœ]+(?:-[A-ZÀ-ÖØ-ÞŒ][a-zà-öø-ÿœ]+)?"
# Les titres devant un nom (« le Dr Rochat », « Herr Albrecht », « Mme Le Goff ») : pas des prénoms.
TITRES = (r"(?:Dr|Docteure?|Doctor|Pr|Prof|Professeure?|M|Mme|Mlle|Mr|Mrs|Ms|Miss|Herr|Frau|Monsieur"
          r"|Madame|Mademoiselle|Ma[îi]tre|Sir|Señora?|Signora?|Signor)")
DESIGNE = re.compile(rf"\b(?i:mon|ma|mes|notre|nos|my|our)\s+"
                     rf"(?i:(?:petite?|grande?|meilleure?|vieux|vieille|best|little|big|older"
                     rf"|younger|new|nouvelle?|ancienne?|old|former|ex-"
                     # « mes trois gosses », « my two sons » : un nombre entre le possessif et la relation
                     rf"|deux|trois|quatre|cinq|six|two|three|four|five|six|[2-9])\s+|(?i:[a-z]+)\s+(?=(?i:teacher|coach|tutor"
                     rf"|doctor|trainer|buddy|partner|mate|friend|pal)\b))?((?i:{RELATIONS}))s?\b"
                     # « my dentist appointment is… » : un nom composé, pas une personne
                     rf"(?!\s+(?!(?:live|lives|work|works|study|studies|do|does|like|likes|want|wants"
                     rf"|go|goes|come|comes|play|plays|have|has|eat|eats|drink|drinks|speak|speaks"
                     rf"|teach|teaches|own|owns|drive|drives|use|uses|prefer|prefers|need|needs"
                     rf"|get|gets|call|calls|think|thinks)\b)[a-z]+\s*(?:\?|(?:is|was|are|were|has"
                     rf"|had)\b))"
                     # « mon chef de service » ; pas le « De » de « my wife Denise »
                     rf"(?:\s+(?i:de\b|d')\s*[a-zà-ÿ]+)?"
                     # « My landlord, Herr Albrecht », « mon chef, le Dr Rochat » : le titre n'est pas le nom
                     rf"(?:,?\s+(?:(?i:le|la|the)\s+)?(?:{TITRES}\.?\s+)?({NOM_PROPRE}))?")
MOI = re.compile(r"^(?:je\b|j'|moi\b|nous\b|on\b|i\b|i'm\b|i've\b|i'd\b|i'll\b|me\b|we\b"
                 r"|l'utilisat(?:eur|rice)\b|the user\b|user\b|mon\b|ma\b|mes\b|my\b|our\b"
                 r"|notre\b|nos\b|appelle-moi\b|call me\b|tutoie-moi\b|please\b|s'il te pla[iî]t\b"
                 r"|as for me\b|pour ma part\b|de mon c[ôo]t[ée]\b|quant [àa] moi\b|mine\b|mine's\b"
                 r"|le mien\b|la mienne\b|les miens\b|les miennes\b)",
                 re.I)
# « her teacher », « sa prof » en tête : le possessif d'une autre personne
POSSESSIF_TIERS = re.compile(r"(?i)^(?:his|her|their|son|sa|ses|leur|leurs)\s+[a-zà-ÿ]")
# « il » / « she » renvoie à une personne ; pas l'impersonnel (« il y avait », « il paraît »,
# « il me manque », « it's raining ») ni une chose (« le pain… il est sorti du four » : voir cadres)
PRONOM_TIERS = re.compile(r"^(?:il|elle|ils|elles|he|she|they)\b(?!\s+(?:y\s|para[iî]t|faut|fait"
                          r"|pleut|neige|reste|semble|s'agit|suffit|me\s+manque|manque|est\s+\w+\s+de\b))",
                          re.I)
# (en tête, les subordonnants d'un contraste, avant « alors » : « …, alors que ma sœur est
# végétarienne », « …, while my husband Tom works nine-to-five »)
MARQUEUR = re.compile(r"^(?:while|whereas|although|though|even though|even if|alors que|tandis que"
                      r"|bien que|même si|meme si|sauf que"
                      r"|et|mais|puis|alors|donc|or|and|but|so|then|also|aussi|enfin"
                      r"|finalement|maintenant|d[ée]sormais|dor[ée]navant|en fait|en r[ée]alit[ée]"
                      r"|from now on|[àa] partir de maintenant|these days|nowadays|ces temps-ci"
                      r"|actually|now|in fact|instead|par contre|pourtant|sinon|bref|bon|oh|au fait"
                      r"|d'ailleurs|by the way|btw|anyway|honn[êe]tement|franchement|perso|personnellement"
                      r"|sinc[èe]rement|en vrai|honestly|frankly|personally|to be honest|tbh|seriously"
                      r"|depuis \w+|cette ann[ée]e|cet [ée]t[ée]|cet hiver|cet automne|ce printemps|next \w+"
                      r"|this \w+)\b[\s,]*", re.I)
REMPLACE = re.compile(r"\b(?:finalement|maintenant|d[ée]sormais|dor[ée]navant|en fait|plut[ôo]t"
                      r"|[àa] la place|au lieu|nouveau|nouvelle|chang[ée]|repouss[ée]e?"
                      r"|d[ée]plac[ée]e?|avanc[ée]e?|^depuis|de nouveau|ne \w+ plus|n'\w+ plus"
                      r"|actually|now|instead|moved|changed|no longer|anymore|new|from now on"
                      r"|switched|changement de (?:programme|plan|plans|cap)|change of plans?"
                      r"|[àa] partir d'aujourd'hui|[àa] partir de maintenant|from today"
                      r"|starting today)\b", re.I)
NEGATION = re.compile(r"\b(?:ne|n')\s*\w*[\s\w']*?\b(?:pas|jamais|plus|rien|aucune?|personne)\b"
                      r"|\bn'\w+\s+(?:pas|jamais|plus|rien)\b|\bpas de\b|\bjamais\b"
                      r"|\bnot\b|n't\b|\bnever\b|\bno longer\b|\bno\b"
                      # le français parlé laisse tomber le « ne » : « jai pas pris », « j'y
                      # touche plus », « j'en bois plus » (pas « pas mal », « plus de temps »)
                      r"|\bpas\b(?!\s+mal\b)|\b(?:y|en)\s+\w+\s+plus\b(?!\s+(?:d'|(?:que|de|vite|souvent"
                      r"|tard|t[ôo]t|loin|fort)\b))", re.I)
CONTRASTE = re.compile(r",?\s*(?:pas moi|moi non|not me|me neither)\b", re.I)
# La proposition de l'utilisateur qui répond à celle d'un autre, dans la même phrase : en face
# (« Mon collègue joue à Fortnite, moi je suis plutôt Zelda ») ; sans verbe, elle reprend le sien
# (« Ma mère est née à Dakar, moi à Rouen » : ELLIPSE).
EN_FACE = re.compile(r"(?i)^(?:mais|but)\s+(?:je|j'|i)\b"
                     r"|^(?:et\s+|mais\s+|and\s+|but\s+)?(?:moi|me|pour ma part|de mon c[ôo]t[ée]"
                     r"|quant [àa] moi|as for me|myself|mine|mine's|le mien|la mienne|les miens|les miennes"
                     # « …, whereas I go swimming », « …, alors que moi je nage »
                     r"|(?:whereas|while|alors que|tandis que)\s+(?:je|j'|i|moi|me)|(?:honestly|frankly"
                     r"|personally|perso|franchement|personnellement),?\s+(?:my|i|moi|je|j'|mon|ma|mes))\b")
ELLIPSE = re.compile(r"(?i)^(?:et\s+|mais\s+)?(?:moi|me|pas moi|moi aussi|me too)\b(?:\s*,)?\s+"
                     r"(?!je\b|j'|i\b)(?:(?:à|a|au|en|dans|chez|le|la|les|de|du|in|at|on|to|from)\b|\d)")
# Une proposition qui reprend par un pronom la chose de la précédente : « Ma voiture est une Clio,
# je LA gare rue Victor Hugo », « Mon vélo, je L'ai payé 900 euros », « j'EN suis à 712 »,
# « My dog is a beagle, I walk HIM at 7 », « I bought IT for 1200 dollars » : elle parle de cette
# chose, même sans la nommer.
REPRISE = re.compile(r"(?i)^(?:(?:et|mais|puis|alors|donc|and|but|so|then)\s+)?(?:(?:je|tu|il|elle|on|nous"
                     r"|vous|ils|elles)\s+(?:ne\s+|n')?(?:l'|la\s|le\s|les\s|lui\s|leur\s|y\s|en\s)"
                     r"|j'(?:en|y)\s|j'l'|(?:i|we|he|she|they)(?:'ve|'ll|'d)?\s+(?:[\w']+\s+){1,2}?(?:it|him|her"
                     r"|them)\b)")
COUPURE = re.compile(r"\s*[,;:]\s+|\s+[—–-]\s+"   # (le tiret : « … on Mondays — I go on Thursdays »)
                     r"|\s+(?=(?:et|mais|alors que|tandis que|and|but|whereas|while|even though"
                     r"|although|bien que|m[êe]me si)\s)"
                     # « ma sœur écoute de la kpop moi c'est le rap » : « moi » qui s'oppose, sans virgule
                     r"|(?<!avec)(?<!pour)(?<!chez)(?<!\sà)\s+(?=moi\s+(?:(?:c'est|cest|je|jsuis|chu)\b|j'))",
                     re.I)
VERBE_APRES_NOM = re.compile(r"^\s*(?:est|a|fait|vient|va|vit|habite|travaille|s'appelle|part"
                             r"|boit|mange|joue|parle|prend|aime|is|has|works|lives|plays|speaks"
                             r"|likes|loves|drinks|goes|comes|does|was|will)\b", re.I)

# Une autre personne qui agit sur l'utilisateur : le fait le concerne aussi.
SUR_MOI = re.compile(r"(?i)\b(?:m'|me\s+)(?:a|ont|avait|avaient|a\s+\w+|ont\s+\w+)\s+(?:mis|mise|prescrit"
                     r"|mut[ée]e?|nomm[ée]e?|promue?|embauch[ée]e?|diagnostiqu[ée]e?|inscrite?|offert"
                     r"|transf[ée]r[ée]e?|conseill[ée]e?|interdit|recommand[ée]e?|propos[ée]e?)\b"
                     r"|\b(?:put|prescribed|moved|transferred|promoted|hired|diagnosed|signed|enrolled"
                     r"|switched|gave|wants|needs|expects|booked|scheduled|asked|made|makes|told|tells|forced"
                     r"|ordered|advised)\s+me\b")

# « Priya's cat is called Miso » : le possessif anglais d'un nom propre dit de qui est le fait.
# (pas « Training's moved to… », « Dinner's ready » : 's y est « has » ou « is »)
POSSESSIF_NOM = re.compile(r"'s?\s+(?!(?:been|got|gone|moved|changed|finished|started|ready|over|done"
                           r"|back|now|still|just|always|never|not|tight|good|fine|great|bad|late|early"
                           r"|busy|cheap|expensive|closed|open|free|full|empty|off|out|due|a|an|the|\w+ed"
                           # « Burleigh's way too crowded », « Mia's so tired » : 's est « is »
                           r"|way|too|so|very|really|pretty|quite|getting|going|gonna|super|heaps|far"
                           r"|such|kinda|sorta|dead|proper|all|literally|basically|definitely)\b)\w")
NOMMAGE = re.compile(rf"(?:s'appelle|se nomme|is called|is named|'s name is)\s+({NOM_PROPRE})")


@dataclass(frozen=True)
class Proposition:
    """Une proposition : son texte (tel qu'écrit), sa phrase, à qui, sous quelle forme, où."""

    texte: str
    phrase: str
    personne: str
    alias: frozenset[str]
    negative: bool
    remplace: bool
    rang: int
    source: str = UTILISATEUR
    question: bool = False   # une question (voir `DEMANDE_FINALE`)


def phrases(texte: str) -> list[str]:
    """Phrases d'un texte (. ! ? … et retours à la ligne ; une puce « - » ouvre une ligne).

        >>> phrases("J'ai un chat. - chien : Rex\\nMerci !")
        ["J'ai un chat.", '- chien : Rex', 'Merci !']
        >>> phrases("Autres informations : « Hi there! » grade : « Je suis sergent. »")
        ['Autres informations :', 'Hi there!', '- grade : Je suis sergent.']
    """
    texte = texte.replace("’", "'")
    # une ligne de propos cités (« Autres informations : « Hi there! » « I never drive at
    # night. » ») : l'intitulé, puis chaque citation, lue comme ce qu'elle est
    # (une citation précédée de son sujet, « jour de repos : « … » », devient une ligne « - clé :
    # valeur », comme celles d'une mémoire)
    lignes = []
    for ligne in texte.split("\n"):
        cites = re.fullmatch(r"\s*([^«»\n]{1,40}:)((?:\s*(?:[^«»:\n]{1,40}:\s*)?«[^«»]*»)+)\s*", ligne)
        lignes += [cites.group(1), *(f"- {cle.strip()} : {dit}" if cle else dit for cle, dit in re.findall(
            r"(?:([^«»:\n]{1,40}?)\s*:\s*)?«\s*([^«»]*?)\s*»", cites.group(2)))] if cites else [ligne]
    texte = "\n".join(lignes)
    # (pas après « M. », « Mme. », « Dr. », « Mr. », « St. » : « M. Delbos a 94 ans »)
    morceaux = re.split(r"(?<!\bM\.)(?<!\bDr\.)(?<!\bMr\.)(?<!\bMs\.)(?<!\bSt\.)(?<!\bMme\.)"
                        r"(?<!\bMrs\.)(?<=[.!?…])\s+(?=\S)|\n+|\s+(?=-\s)", texte)
    return [m.strip() for m in morceaux if m and m.strip()]


def _sans_marqueurs(texte: str) -> str:
    avant = None
    while avant != texte:
        avant, texte = texte, MARQUEUR.sub("", texte, count=1)
    return texte


def _tete(morceau: str) -> str:
    """Le morceau sans ses marqueurs de tête ni guillemet ouvrant (« Solène part… » cité : c'est
    Solène qui part), ni le complément qui l'ouvre (« Sur l'avant-bras gauche, j'ai… »)."""
    return sans_complement(_sans_marqueurs(morceau).lstrip("«»\"“”' "))


def sans_complement(texte: str) -> str:
    """Le texte sans le complément qui l'ouvre, s'il en a un (`complement_en_tete`).

        >>> sans_complement("Sur l'avant-bras gauche, j'ai une ancre tatouée")
        "j'ai une ancre tatouée"
    """
    m = re.match(r"([^,;:]+),\s*(?=\S)", texte)
    return texte[m.end():] if m and complement_en_tete(m.group(1)) else texte


def depuis_la_relation(texte: str) -> str:
    """Le texte à partir de la relation qui suit un début court et sa virgule (« Au tennis, mon
    partenaire de double c'est Malik » -> « mon partenaire de double c'est Malik ») ; le texte
    tel quel sinon.

        >>> depuis_la_relation("Au tennis, mon partenaire de double c'est Malik")
        "mon partenaire de double c'est Malik"
    """
    m = re.match(r"[^,;:]{1,40},\s*", texte)
    return texte[m.end():] if m and DESIGNE.match(texte[m.end():]) and not DESIGNE.match(texte) else texte


# Un complément de lieu, de temps ou de moyen en tête de phrase, sans sujet ni verbe : « Sur
# l'avant-bras gauche », « Grâce à l'atelier de la médiathèque », « Le mercredi », « Depuis le
# dernier open », « On Sundays » ; il appartient à la proposition qui suit.
_TEMPS = (rf"(?:{JOURS}|{MOIS}|matin|matins|soir|soirs|midi|nuit|nuits|week-end|weekend|semaine"
          r"|mois|ann[ée]e|an|[ée]t[ée]|hiver|printemps|automne|saison|jour|jours|dimanches?"
          r"|summer|winter|spring|autumn|fall|morning|mornings|evening|evenings|night|nights"
          r"|week|weekends?|month|year|day|days)\b")
COMPLEMENT = re.compile(
    r"(?i)^(?:(?:sur|sous|gr[âa]ce [àa]|depuis|avec|chez|dans|pour|apr[èe]s|avant|pendant|lors d[eu]"
    r"|[àa] la fin d[eu]|au d[ée]but d[eu]|[àa] cause d[eu]|faute d[eu]|comme|selon|hier|ce matin"
    r"|ce soir|d'habitude|en g[ée]n[ée]ral|on|in|at|during|after|before|since|with|thanks to"
    r"|because of|for|yesterday|today|tonight|usually|these days|most days|back home|at home"
    r"|at work|au travail|au boulot|[àa] la maison)\b"
    rf"|(?:le|la|les|l'|ce|cet|cette|ces|tous les|toutes les|chaque|every|each|last|this|next)\s*"
    rf"(?:\w+\s+)?{_TEMPS})")
_SUJET_DEDANS = re.compile(r"(?i)(?:^|\s)(?:je|j'|tu|il|elle|on|nous|vous|ils|elles|i|i'm|you|he|she"
                           r"|we|they|c'est|it's)\b")


def complement_en_tete(morceau: str) -> bool:
    """Vrai pour un complément de tête sans sujet (voir `COMPLEMENT`), court (dix mots au plus).

        >>> complement_en_tete("Sur l'avant-bras gauche"), complement_en_tete("Le voisin a un chien")
        (True, False)
    """
    return bool(COMPLEMENT.match(morceau.strip())) and not _SUJET_DEDANS.search(morceau) \
        and len(morceau.split()) <= 10 and not _a_un_sujet_seul(morceau)


def _a_un_sujet(morceau: str) -> bool:
    return _a_un_sujet_seul(_tete(morceau))


def _a_un_sujet_seul(reste: str) -> bool:
    """`_a_un_sujet` sur un morceau déjà sans marqueurs de tête."""
    clivee = re.match(r"(?i)c'est\s+", reste)
    # « Karim, le barbier d'à côté, me coupe les cheveux » : « me » + verbe est un complément, le
    # sujet est avant (pas « me too », « me, I… »)
    if re.match(r"(?i)me\s+(?!too\b|neither\b|either\b|aussi\b|non\b|,)[a-zà-ÿ]", reste):
        return False
    if PAS_ON.match(reste):   # « on April 21st », « on Sundays » : la préposition anglaise
        return False
    if MOI.match(reste) or PRONOM_TIERS.match(reste) or (clivee and DESIGNE.match(reste,
                                                                                  clivee.end())):
        return True
    m = re.match(NOM_PROPRE, reste)
    return bool(m and not _pas_un_nom(m.group()) and (VERBE_APRES_NOM.match(reste[m.end():])
                                                      or POSSESSIF_NOM.match(reste[m.end():])))


PAS_ON = re.compile(rf"(?i)on\s+(?:the\s+)?(?:{MOIS}|{JOURS}|\d|weekdays|weekends|sundays|saturdays"
                    r"|mondays|fridays|the weekend|my way|time|holiday|call|duty)\b")


# Des mots à majuscule en tête de phrase qui ne sont pas des personnes (« Ça fait deux mois… »).
PAS_DES_NOMS = {"cela", "ceci", "voila", "tout", "rien", "chacun", "personne", "quelqu'un",
                "maintenant", "aujourd'hui", "hier", "demain", "depuis", "there", "here", "today",
                "everything", "nothing", "someone", "everyone", "after", "before", "since", "during",
                "until", "once", "when", "while", "then", "yesterday", "tonight", "last", "next",
                "avec", "apres", "avant", "pendant", "chez", "lorsque", "quand", "ensuite", "puis",
                "let", "lets"}


def _pas_un_nom(mot: str) -> bool:
    """Vrai pour un mot vide, un pronom à majuscule (« Ça », « Cela », « This »), un jour ou un
    mois à majuscule (« on Monday », « Thursday is my day off ») : ce n'est personne."""
    m = sans_accents(mot)
    return m in MOTS_VIDES or m in PAS_DES_NOMS or bool(re.fullmatch(rf"(?i:{MOIS}|{JOURS})", m))


# un pays, une ville, une langue à majuscule ne sont pas des personnes (« my colleague Italy »)
LIEUX_ET_LANGUES = {"@pays", "@ville", "@langue"}


# Une ligne « clé : valeur » de la mémoire rappelée, sans sa puce (« chat : Tigre » ; pas « 10:30 »).
CLE_VALEUR = re.compile(r"^[\w' -]{1,40}?\s*(?<!\d):(?!\d)\s*\S")


# Les subordonnants d'une concession ou d'un contraste (aussi ôtés en tête d'une citation :
# `recherche_lexicale.repondre`).
CONCESSIONS = r"even though|although|though|bien que|m[êe]me si|alors que|tandis que|whereas|while"
CONCESSION = re.compile(rf"(?i)^(?:{CONCESSIONS})\s+")


# « Je chausse du 45, Kevin du 42 », « je prends la taille 2 et Thibault la taille 5 », « ma
# massette pèse 800 grammes, celle de Mehdi 1,2 kilo », « Solène arrive plus tôt » : un autre,
# nommé en tête, avec sa propre valeur — sa proposition à lui, même sans verbe ; pas un nom
# apposé, suivi de sa virgule (« Je vois une nouvelle kiné, Mme Hadji, plus près »).
# (« …, though Fiona swears by Laphroaig » : une concession ouvre aussi sur un prénom)
AUTRE_EN_TETE = re.compile(
    rf"(?:(?:et|and|mais|but|{CONCESSIONS})\s+)?(?:(?:celle|celui|celles|ceux)\s+"
    rf"(?:de|d')\s*)?(?:{TITRES}\.?\s+)?({NOM_PROPRE})(?:['’]s)?\s+(?!(?:et|and|&|ou|or)\b)(?=\S)"
    # « lui en 28,5 et moi en 27,5 » : l'autre, par son pronom tonique, avec sa valeur
    r"|(?i:(?:et\s+|mais\s+)?(lui|elle|eux)\s+(?=(?:en|du|de|la|le|les|à|a|au)\s))")


def _autre_en_tete(morceau: str) -> bool:
    m = AUTRE_EN_TETE.match(morceau)
    if m and m.group(2):
        return True
    return bool(m) and not _pas_un_nom(m.group(1)) and not re.fullmatch(TITRES, m.group(1)) \
        and not categories(m.group(1)) & LIEUX_ET_LANGUES


def couper(phrase: str) -> list[str]:
    """Les propositions d'une phrase (textes tels qu'écrits, ponctuation finale ôtée).

        >>> couper("J'ai deux enfants, Léo et Maya.")
        ["J'ai deux enfants, Léo et Maya"]
    """
    phrase = phrase.strip().rstrip(".!?…").strip()
    if phrase.startswith("- "):
        phrase = phrase[2:].strip()
        if CLE_VALEUR.match(phrase):   # une ligne « clé : valeur »
            return [phrase]
    bornes = [0] + [m.end() for m in COUPURE.finditer(phrase)] + [len(phrase)]
    spans: list[list[int]] = []
    for a, b in zip(bornes, bornes[1:], strict=False):
        propre = phrase[a:b].strip(" ,;:")
        if not propre:
            continue
        # une concession ouvre toujours une proposition, même sans sujet connu (« …, even though
        # the backend crew keeps nagging me about VS Code »)
        ouvre = CONCESSION.match(propre) and SUJET_NOMINAL.match(CONCESSION.sub("", propre)) \
            or DEMANDE_FINALE.match(propre) and b == len(phrase) \
            or spans and _autre_en_tete(propre) and not REMPLACE.search(phrase)
        # (« …, can you remind me? », « …, Kevin du 42 » ; pas dans un changement : « We've gone over to
        # the practice in Peebles, Dr Kaur looks after the flock now » dit mon nouveau vétérinaire)
        # « Sur l'avant-bras gauche, j'ai une ancre tatouée » : le complément de tête appartient
        # à la proposition qui suit (`complement_en_tete`)
        en_tete = len(spans) == 1 and complement_en_tete(phrase[spans[0][0]:spans[0][1]])
        # (« I'm 34 and my husband is 37 » : deux mots suffisent avant une autre personne)
        court = len(phrase[spans[-1][0]:spans[-1][1]].split()) < 3 and not (
            AUTRE_APRES.match(propre) and _a_un_sujet(phrase[spans[-1][0]:spans[-1][1]])) if spans else False
        if spans and not ouvre and (not _a_un_sujet(propre) or en_tete or court):
            spans[-1][1] = b
        else:
            spans.append([a, b])
    sortie = [phrase[a:b].strip(" ,;:") for a, b in spans]
    return sortie


# Les possessifs de l'utilisateur devant une chose ou une personne (« my son », « ma tortue »).
POSSESSIF_MOI = r"(?:my|mon|ma|mes|our|notre|nos)"
# « I'm allergic to peanuts, my son too », « Je suis végétarienne, ma fille aussi » : une autre
# personne qui reprend, sans le redire, ce que la proposition d'avant dit
AUSSI = re.compile(rf"(?i)^(?:and\s+|et\s+|so\s+is\s+|so\s+does\s+)?{POSSESSIF_MOI}\s+"
                   r"[a-zà-ÿ-]{3,}(?:\s+[A-ZÀ-Þ][a-zà-ÿ-]+)?\s*,?\s+(?:too|also|as well|aussi|[ée]galement"
                   r"|pareil|itou)$")
# « … and my husband is 37 », « … et mon mari en a 37 » : une autre personne, désignée, prend la
# suite
AUTRE_APRES = re.compile(rf"(?i)(?:and|et|but|mais|while|whereas|alors que|tandis que)\s+{POSSESSIF_MOI}"
                         r"\s+[a-zà-ÿ-]{3,}\s+(?:is|was|has|are|est|a|en a|fait|vit|travaille"
                         r"|works|lives)\b")


# un sujet nominal (« the backend crew », « le voisin », « mes collègues ») : quelqu'un d'autre
SUJET_NOMINAL = re.compile(r"(?i)^(?:the|le|la|les|l'|mes|my|our|nos|ses|his|her|their)\s*[a-zà-ÿ-]+")


def designee(p: Proposition) -> bool:
    """Vrai si la proposition parle d'une personne DÉSIGNÉE par sa relation à l'utilisateur
    (« mon chef », « ma voisine Sofia ») ; un prénom seul (« Camille est… ») ne suffit pas :
    ce peut être l'utilisateur, nommé à la troisième personne dans un résumé."""
    return p.personne != UTILISATEUR and any(re.fullmatch(RELATIONS, a, re.I) for a in p.alias)


def designes(texte: str) -> list[tuple[str, str | None]]:
    """Les personnes désignées dans un texte : (relation, prénom ou None), dans l'ordre.

        >>> designes("Ma voisine Sofia est infirmière ; mon chef aussi.")
        [('voisine', 'Sofia'), ('chef', None)]
    """
    return [(m.group(1).lower(), m.group(2)) for m in DESIGNE.finditer(texte)]


def _personne(morceau: str, precedente: tuple[str, frozenset] | None,
              dernier_tiers: tuple[str, frozenset] | None,
              connus: dict[str, set[str]] | None = None,
              plus_loin: tuple[str, frozenset] | None = None) -> tuple[str, frozenset[str]]:
    moi = (UTILISATEUR, frozenset({UTILISATEUR}))
    reste = _tete(morceau)
    cible = re.match(r"(?i)c'est\s+(.{0,40}?)\s+qui\b", reste)
    tete = cible.group(1) if cible else reste[:60]
    d = DESIGNE.match(tete) or (DESIGNE.search(tete) if cible or not MOI.match(reste) else None)
    if d and not re.match(r"(?i)(?:je|j'|i)\b", reste):
        avant = tete[:d.start()]
        je_avant = re.search(r"(?i)(?:^|\s)(?:je|j'|i|i'm|we|nous)\b", avant) or (
            # « Avec ma coloc on regarde… », « With my brother we… » : c'est moi, avec lui
            re.search(r"(?i)(?:^|\s)(?:avec|with)\s*$", avant)
            and re.match(r"(?i)[\s,]*(?:on|nous|we|je|j'|i)\b", tete[d.end():])) or (
            # « Changement de programme, ce sera chez ma belle-sœur à Tarbes », « it'll be at my
            # cousin's » : chez elle est un lieu, pas celle qui parle
            re.search(r"(?i)(?:^|\s)(?:chez|at)\s*$", avant) and re.search(
                r"(?i)\b(?:sera|serons|est|c'est|va|allons|vais|will be|it'll be|it's|we're|going)\b", avant))
        if (not MOI.match(reste) or d.start() == 0 or re.search(r"\bde\s*$|\bof\s*$", avant)) \
                and not je_avant:   # « je pars au Vietnam avec mon copain » : c'est moi
            rel, nom = d.group(1).lower(), d.group(2)
            # « Yasmina, ma collègue, … », « M. Delbos, un de mes patients, … »
            appose = re.fullmatch(rf"(?:{TITRES}\.?\s+)?({NOM_PROPRE}),\s*"
                                  rf"(?:(?:un|une|l'une?|one)\s+(?:de|d'|of)\s*)?", avant)
            nom = nom or (appose.group(1) if appose else None)
            alias = {sans_accents(rel)} | ({sans_accents(nom)} if nom else set())
            return (nom or rel), frozenset(alias)
    c = CONCESSION.match(morceau.strip())
    if c and not DESIGNE.match(morceau.strip()[c.end():]):
        sujet = SUJET_NOMINAL.match(morceau.strip()[c.end():])
        if sujet and not re.match(r"(?i)(?:my|mes|our|nos)\b", sujet.group()):
            # « even though the backend crew keeps nagging me » : la « crew », pas l'utilisateur
            nom = sujet.group().split()[-1].split("'")[-1].lower()
            return nom, frozenset({sans_accents(nom)})
    r = ROLE.match(reste) or APPOSITION.match(reste)
    if r and not _je_dans(reste[:r.end()]):
        role = sans_accents(r.group(1).split()[-1])
        nom = r.group(2)
        # (« Mathis » n'est pas la catégorie des maths : un prénom à majuscule ne se lit pas par
        # sa racine ; un pays ou une langue, si : « my colleague Italy » ne se dit pas)
        if nom and (_pas_un_nom(nom) or categories(nom) & LIEUX_ET_LANGUES):
            nom = None
        # (une chose nommée n'est pas une personne : « my cat Miso », « mon vélo Brompton » — une
        # catégorie du lexique qui n'est pas un métier)
        sortes = categories(r.group(1))
        animal = sortes and not sortes & {"@metier", "@soignant", "@famille"}
        vide_dedans = any(sans_accents(w) in MOTS_VIDES for w in r.group(1).split())
        metier = "@metier" in categories(role) - generaux(role)   # « plombier », pas « job »
        if not animal and not vide_dedans and (nom or metier):
            # « My sous-chef Thabo is from Durban », « my piano tuner charges… » : quelqu'un
            # d'autre, désigné par son rôle (un métier du lexique) ou nommé après lui
            alias = {role} | ({sans_accents(nom)} if nom else set())
            return (nom or role), frozenset(alias)
    if MOI.match(reste):
        return moi
    tiers = dernier_tiers or (plus_loin if precedente is None else None)
    if PRONOM_TIERS.match(reste):
        # (« il » en tête de phrase ; après « Nous avons adopté une chienne, », c'est la chienne)
        return tiers or moi
    if tiers and POSSESSIF_TIERS.match(reste):
        # « My daughter's piano lesson is on Wednesdays » … « Her teacher moved the lesson to
        # Fridays » : « her », c'est la fille (la dernière personne dont on parlait)
        return tiers
    m = re.match(NOM_PROPRE, reste)
    if m and not _pas_un_nom(m.group()) and (VERBE_APRES_NOM.match(reste[m.end():])
                                            or POSSESSIF_NOM.match(reste[m.end():])
                                            or sans_accents(m.group()) in (connus or {})):
        return m.group(), frozenset({sans_accents(m.group())})
    autre = AUTRE_EN_TETE.match(morceau.strip())
    if autre and precedente is not None and _autre_en_tete(morceau.strip()):
        if autre.group(2):   # « lui en 28,5 » : celui dont la phrase parle déjà
            return dernier_tiers or plus_loin or precedente
        # « Je chausse du 45, Kevin du 42 » : la valeur de Kevin, en face de la mienne
        return autre.group(1), frozenset({sans_accents(autre.group(1))})
    return precedente or moi


# « mon/my <rôle> [Prénom] <verbe> » : le rôle (un ou deux mots), puis le prénom éventuel
ROLE = re.compile(rf"^(?i:my|mon|ma|our|notre)\s+((?:[a-zà-ÿ-]+\s+)?[a-zà-ÿ-]+?),?\s+(?:({NOM_PROPRE}),?\s+)?"
                  r"(?=(?:is|was|has|had|does|did|will|can|est|a|fait|va|vient|vit|habite|travaille"
                  r"|joue|part|conduit|passe|prend|me|m'|charges|works|lives|plays|drives|comes|goes"
                  r"|makes|runs|teaches|sells|fixes|cuts|says|told|said|thinks|wants|loves|likes"
                  r"|hates|just|always|never|still|also|got|gets|bought|took|won|lost|made|ran|drove|moved"
                  r"|keeps|used|ordered|booked)\b)")


# « Mon meilleur joueur, Samir, porte le numéro 11 » : le rôle, puis le prénom entre virgules
APPOSITION = re.compile(rf"^(?i:my|mon|ma|our|notre)\s+((?:[a-zà-ÿ-]+\s+){{0,2}}[a-zà-ÿ-]+),\s+"
                        rf"({NOM_PROPRE}),")


def _je_dans(texte: str) -> bool:
    return bool(re.search(r"(?i)(?:^|\s)(?:je|j'|i|i'm)\b", texte))


# une chose introduite (« une jument », « a new bike ») : le pronom qui suit la reprend
CHOSE = re.compile(r"(?i)\b(?:un|une|a|an)\s+(?:\w+\s+)?[a-zà-ÿ]{3,}\s*$")


# Un prénom en complément d'une proposition de l'utilisateur : après « avec », « with », un verbe
# (« I miss Mateo ») ; pas après une préposition de lieu (« I live in Cork »).
CITE = re.compile(rf"(?<!\bin )(?<!\bat )(?<!\bto )(?<!\bfrom )(?<!\bà )(?<!\ben )(?<!\bau )"
                  rf"(?<!\bde )(?<!\bdu )(?<=[a-zà-ÿ] )({NOM_PROPRE})\b")


def _personne_citee(morceau: str) -> str | None:
    for m in CITE.finditer(morceau):
        if not _pas_un_nom(m.group(1)):
            return m.group(1)
    return None


LIGNE_CLE = re.compile(r"^-\s*([\w' -]{1,40}?)\s*(?<!\d):(?!\d)\s*\S")


# « My dentist appointment is on June 3rd at 4:15 pm, can you remind me to leave early? » : la
# phrase finit par « ? », mais seule sa dernière proposition demande quelque chose (à
# l'assistant) ; ce qui précède dit un fait. Toute autre phrase en « ? » est une question entière
# (« Et mon chat à moi, il s'appelle comment ? »).
DEMANDE_FINALE = re.compile(
    r"(?i)^(?:(?:et|alors|so|and|but|mais)\s+)?(?:(?:can|could|would|will) you|(?:tu|vous) (?:peux|peut"
    r"|pourrais|pourriez|pouvez)|(?:peux|pourrais|pouvez|pourriez)[- ](?:tu|vous)|remind me|rappelle-moi"
    r"|rappelez-moi|any (?:idea|tips)|une id[ée]e|des id[ée]es)\b")


def decouper(textes: list[str], source: str = UTILISATEUR, depart: int = 0) -> list[Proposition]:
    """Les propositions de plusieurs textes pris dans l'ordre (rangs croissants à partir de `depart`)."""
    sortie: list[Proposition] = []
    alias_de: dict[str, set[str]] = {}
    dernier_tiers = None
    plus_loin = None   # la dernière personne citée, même loin : ce que « il » reprend faute de mieux
    for texte in textes:
        for phrase in phrases(texte):
            precedente = None
            cite = None
            morceaux = couper(phrase)
            questions = [phrase.rstrip(" »\"'").endswith("?")] * len(morceaux)
            if len(morceaux) > 1 and questions[-1] and DEMANDE_FINALE.match(morceaux[-1]):
                questions = [False] * (len(morceaux) - 1) + [True]
            for morceau, question in zip(morceaux, questions, strict=True):
                # « Nous avons acheté une jument, elle s'appelle… » : « elle », c'est la jument
                chose = precedente and precedente[0] == UTILISATEUR and CHOSE.search(sortie[-1].texte)
                # une ligne « - clé : valeur » (la mémoire rappelée) est à qui sa CLÉ désigne :
                # « - plat préféré : couscous de ma grand-mère » reste un fait de l'utilisateur
                cle = LIGNE_CLE.match(phrase)
                personne, alias = _personne(cle.group(1) if cle else morceau, precedente,
                                            None if chose else dernier_tiers, alias_de,
                                            None if chose else plus_loin)
                nomme = NOMMAGE.search(morceau)
                if personne != UTILISATEUR and nomme:
                    alias = alias | {sans_accents(nomme.group(1))}
                if personne != UTILISATEUR:
                    for a in alias:
                        alias_de.setdefault(a, set()).update(alias)
                    alias = frozenset(set().union(*(alias_de[a] for a in alias)))
                    dernier_tiers = (personne, alias)
                    if SUR_MOI.search(morceau):   # « Le médecin m'a mis sous paracétamol » : de
                        alias = alias | {UTILISATEUR}   # lui, et sur l'utilisateur
                else:   # « I had lunch with Aisha. She… » : « she », c'est Aisha
                    ensemble = re.match(rf"({NOM_PROPRE})\s+(?:et|and)\s+(?:moi|me|I)\b", morceau)
                    nom_cite = _personne_citee(morceau) or (   # « Yannick et moi, … lui en 28,5 »
                        ensemble.group(1) if ensemble and not _pas_un_nom(ensemble.group(1)) else None)
                    relation = DESIGNE.search(morceau)   # « … avec mon frère. Il a pris… »
                    if nom_cite:   # gardé pour toute la phrase, même si une autre suit sans nom
                        cite = nom_cite
                        dernier_tiers = (cite, frozenset({sans_accents(cite)}))
                    elif relation and re.search(r"(?i)\b(?:avec|with)\s*$", morceau[:relation.start()]):
                        cite = relation.group(2) or relation.group(1).lower()
                        dernier_tiers = (cite, frozenset({sans_accents(relation.group(1).lower())}
                                                         | ({sans_accents(relation.group(2))}
                                                            if relation.group(2) else set())))
                sans_contraste = CONTRASTE.sub("", morceau)
                sortie.append(Proposition(
                    morceau, phrase, personne, alias, bool(NEGATION.search(sans_contraste)),
                    bool(REMPLACE.search(morceau)), depart + len(sortie), source, question))
                precedente = (personne, alias)
            if not cite and not any(p.personne != UTILISATEUR for p in sortie[-3:]):
                if dernier_tiers:   # « Mon frère est guide » … (bavardage) … « Il a 45 ans » :
                    plus_loin = dernier_tiers   # « il », sans personne plus proche, c'est lui
                dernier_tiers = None
    return sortie
