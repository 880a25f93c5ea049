"""Répondre à une question par les phrases de la requête : recherche lexicale, personne, dernier mot.

1. Les textes reçus (système, tours de l'utilisateur, résultats d'outils) sont coupés en
   propositions (`propositions.decouper`) ; les questions n'y comptent pas.
2. La question dit de QUI elle parle (« je » -> l'utilisateur ; « ma sœur », « Sofia » -> cette
   personne ; « Qui … ? » -> n'importe qui) : les propositions d'une autre personne sont écartées.
   « Mon chef vient à vélo, moi je prends le tram » : à « Comment je viens ? », la proposition du
   chef est la mieux notée, mais c'est sa voisine, celle de l'utilisateur, qui répond.
3. Score : mots pleins racinisés en commun, pondérés par leur rareté dans la requête, plus la
   moitié pour ceux de la phrase autour ; familles (#animal…), catégories et équivalences du
   lexique (`termes_question`, `termes_phrase`) et ce que la question demande
   (#date, #nombre, #nom, #lieu) comptent aussi.
4. Parmi les propositions proches de la meilleure (≥ 60 % de son score), la PLUS RÉCENTE gagne :
   « finalement, c'est repoussé à juin » l'emporte sur « en mai » ; puis la dernière déclaration
   de la même personne sur le même sujet (`meme_sujet`), si elle touche à la question : « le
   lundi soir c'est natation » l'emporte sur « je fais du yoga le lundi soir ».
5. Rien au-dessus du seuil : on recommence en ajoutant au score la proximité de sens entre la
   question et chaque proposition (`sens.proximites`, un vrai modèle d'embeddings) — « When
   does my flight leave? » trouve « wheels up at 7:40 » sans un mot en commun. Le sens départage,
   il ne décide pas seul : la proposition doit partager quelque chose avec la question (l'heure,
   le nombre, le lieu ou le nom demandés, un mot, une famille) ou en être plus proche que de
   chacune des questions témoins (`sens.devance_les_temoins`), et la personne visée reste exigée.
6. Toujours rien : une réponse qui dit ne pas trouver — jamais « vous ne m'avez rien dit ».

    >>> repondre("Quand vais-je à Lisbonne ?", ["Je vais à Lisbonne en mai.",
    ...          "Finalement, le voyage à Lisbonne est repoussé à juin."])
    "D'après ce que vous m'avez dit : « Finalement, le voyage à Lisbonne est repoussé à juin »."
    >>> repondre("Est-ce que j'ai une voiture ?", ["Je n'ai pas de voiture."])
    "Non. D'après ce que vous m'avez dit : « Je n'ai pas de voiture »."
    >>> repondre("Quel est le nom de mon chien ?", ["J'ai un chat."])
    'Je ne trouve pas cette information dans notre conversation.'
    >>> repondre("When does my flight leave?", ["I'm off to Oslo, wheels up at 7:40 on Friday."])  # le sens
    "From what you told me: “I'm off to Oslo, wheels up at 7:40 on Friday”."
    >>> repondre("Quel est mon groupe sanguin ?", ["J'aime les randonnées."])   # le plus proche, mais rien
    'Je ne trouve pas cette information dans notre conversation.'
    >>> repondre("What car do I drive?", ["My wife drives a Clio."])   # proche, mais pas de moi
    "I can't find this information in our conversation."
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from dataclasses import dataclass, replace

from .bavardage import bavardage
from .cadres import JE_SUIS, METIER, PREMIERE_PERSONNE, de_soi, recit, relation_nommee
from .cadres import PROCHE as AUJOURD_HUI
from .contexte_long import manque
from .lexique import (
    categories,
    choses_precises,
    equivalences_du_mot,
    equivalences_et_racines,
    generaux,
    reecrire,
)
from .meme_sujet import ARRET, ARRET_NU, SORTES, change, meme_sujet
from .normaliser import (
    FAMILLES,
    HEURE,
    JOURS,
    MOIS,
    MOTS_VIDES,
    apostrophes,
    etiquettes_question,
    langue,
    mots,
    racine,
    sans_accents,
    sans_diacritiques,
    termes,
    vide,
)
from .propositions import (
    AUSSI,
    CLE_VALEUR,
    CONCESSIONS,
    DESIGNE,
    ELLIPSE,
    EN_FACE,
    NEGATION,
    NOM_PROPRE,
    POSSESSIF_MOI,
    TITRES,
    UTILISATEUR,
    Proposition,
    decouper,
    depuis_la_relation,
    designee,
    designes,
    phrases,
)
from .relations import RELATIONS
from .sens import devance_les_temoins, proximites
from .sens import disponible as sens_disponible

INCONNU = "Je ne trouve pas cette information dans notre conversation."
UNKNOWN = "I can't find this information in our conversation."
SEUIL = 1.0
STRICTES = {"#date", "#nombre", "#nom"}
PROCHE = 0.6

DATE = re.compile(rf"(?i)\b(?:{MOIS})\b|\b(?:{JOURS})s?\b|\b\d{{1,2}}/\d{{1,2}}(?:/\d{{2,4}})?\b|{HEURE}"
                  rf"|\b(?:demain|aujourd'hui|ce soir|tomorrow|tonight|week-end|weekend"
                  rf"|semaine prochaine|next week|next month|mois prochain|été|hiver|printemps"
                  rf"|automne|summer|winter)\b|\b(?:19|20)\d{{2}}\b"
                  # un jour sans le mois (« on the 14th », « it's the 16th », « le 15, dernier carat »)
                  r"|\b\d{1,2}(?:st|nd|rd|th)\b|\ble\s+(?:1er|\d{1,2})(?=\s*(?:$|[,.;!]|prochain))"
                  # l'habitude d'un moment (« tous les soirs », « every morning », « at 7 every morning »)
                  r"|\b(?:every|each)\s+(?:morning|evening|night|day|week|weekend|month)s?\b"
                  r"|\b(?:tous les|toutes les|chaque)\s+(?:matins?|soirs?|jours?|nuits?|semaines?"
                  r"|week-ends?|mois)\b"
                  r"|\b(?:le|au)\s+(?:matin|soir)\b|\bin the (?:morning|evening|afternoon)\b|\bat night\b"
                  # un moment de la journée dit par un repas ou le coucher (« at breakfast », « to
                  # bedtime », « au coucher »)
                  r"|\b(?:bedtime|lunchtime|dinnertime|teatime|at (?:breakfast|lunch|dinner|supper)"
                  r"|au (?:coucher|r[ée]veil|petit[- ]d[ée]jeuner|d[ée]jeuner|d[îi]ner))\b"
                  r"|\b(?:at|around|by|vers)\s+\d{1,2}(?:[:h]\d{2})?(?=\s*(?:$|[,.;!]|every|each|in the|on\b"
                  r"|o'clock|tonight|sharp|du matin|du soir|tous|chaque|pile))")
NOMBRE = re.compile(r"(?i)(?<![^\W\d_])\d+|\b(?:deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze"
                    r"|treize|quatorze|quinze|seize|vingt|trente|quarante|cinquante|soixante|cent"
                    r"|mille|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen"
                    r"|twenty|thirty|forty|fifty|sixty|hundred|thousand|dozen|douzaine)\b"
                    # une durée dite par l'article (« une heure », « an hour », « une demi-journée »)
                    r"|\b(?:une?|one|an?|half an?|une demi-)\s*(?:heure|minute|semaine|journ[ée]e|nuit|hour"
                    r"|minute|week|day|night|month)s?\b")
LIEU = re.compile(rf"\b(?:à|au|aux|en|dans|in|to|at|from|de)\s+(?:la\s+|le\s+|l')?{NOM_PROPRE}")
OUI_NON = re.compile(r"^(?:est-ce que|est-ce qu'|\w+-(?:je|tu|il|elle)\b|do\b|does\b|did\b|am\b"
                     r"|is\b|are\b|can\b|have\b|has\b|will\b)")
SON_NOM = re.compile(r"comment (?:est-ce que )?je m'appelle|\bmon (?:pre)?nom\b|\bqui suis-je"
                     r"|\bwhat(?:'s| is) my (?:first )?name\b|\bwho am i\b")
SE_NOMMER = re.compile(r"(?i)\b(?:je m'appelle|je me nomme|mon (?:pr[ée])?nom|moi,? c'est|my name"
                       r"|call me|appelle-moi|l'utilisat(?:eur|rice) s'appelle|i am|i'm|je suis)\b")
BALISE = re.compile(r"</?[\w-]+>")   # « </faits> » : une balise de la mémoire rappelée, jamais une réponse
# (« il y a une viande que j'évite ? », « what do I avoid? » : ce qui est évité se dit nié)
NIEE = re.compile(r"\b(?:ne|n'|pas|jamais|not|never|n't|no longer|don't|doesn't|evit\w*|avoid\w*)\b")
# « Je n'ai pas d'enfants », « I don't have any kids » : zéro, ce que demande « combien »
AUCUN = re.compile(r"(?i)\b(?:any|aucune?|pas d[e'’]|pas un|pas une|none|no)\b")
# « moi je le prends sans sucre » : zéro aussi, sans négation
SANS = re.compile(r"(?i)\b(?:sans|without)\b")
NOM_DEMANDE = re.compile(r"\b(?:name|named|called|nom|appell?e|s'appelle)\b")
# « il sappelle pixel » (écrit vite, sans majuscule) : ce qui suit « s'appelle » est un nom
NOMME_ICI = re.compile(r"(?i)\b(?:s'?appell?e|se nomme|is called|is named|name is|called|named)"
                       r"\s+[^\W\d_]{2,}")
POURQUOI = re.compile(r"(?:pourquoi|pour quelle raison|why|how come|for what reason)\b")
# (« On s'est mariés quand, ma femme et moi ? » : elle, et moi)
SUJET_MOI = re.compile(r"\b(?:je|j'|-je|et moi|moi et|nous)\b|(?:^|\s)(?:i|am i|do i|i'm|can i|did i|have i"
                       r"|and i|and me|me and|we|us)\b")


def en_question(question: str) -> str:
    """La question telle qu'un lecteur la lit : apostrophes remises (`normaliser.apostrophes`), et
    son « ? » si elle a été tapée sans (ce qu'elle demande — un nom, une date — se lit au « ? »).

        >>> en_question("c koi le nom de mon chien")
        "c'est quoi le nom de mon chien ?"
    """
    question = apostrophes(question)
    return question if "?" in question else question.rstrip(" .!") + " ?"


def termes_question(question: str) -> set[str]:
    """Les termes d'une question : ses tournures réécrites (« D'où je viens ? » demande une
    origine), ses termes GÉNÉRAUX du lexique (« médicament » -> '@medicament') et ses équivalences."""
    reecrite = reecrire(question)
    generales = generaux(reecrite)
    # « mon activité physique » ('@sport') : une phrase de la famille #sport (« yoga ») y répond
    familles_aussi = {"#" + g[1:] for g in generales if g[1:] in FAMILLES}
    return _equivalents(termes(reecrite), reecrite, None) | generales | familles_aussi


GROUPE_SANGUIN = re.compile(r"(?<![\w'])(?:AB|A|B|O)\s*(?:[+-](?![\w+-])"
                            r"|(?i:n[ée]gatif|positif|negative|positive|rh[ée]sus))")


def termes_phrase(texte: str, code: str | None = None) -> set[str]:
    """Les termes d'une phrase : ceux de `normaliser.termes`, les catégories du lexique dont elle
    cite un membre (« aspirine » -> '@medicament') par un mot sans famille (« allergie », déjà
    de la famille #sante, ne compte pas deux fois) et ses équivalences (« Iceland » -> '=islande')."""
    sortie = _equivalents(termes(texte, code), texte, code) | categories(texte, code, hors_familles=True)
    if SORTES["adresse"].search(texte):   # « 12 rue des Lilas » : une adresse, même sans le mot
        sortie.add("=adresse")
    if "=adresse" in sortie:   # une adresse dit où l'on habite, et un lieu : « Where do I live? »
        sortie |= {"#logement", "#lieu"}
    if GROUPE_SANGUIN.search(texte):   # « Je suis O négatif », « I'm AB+ » : un groupe sanguin
        sortie |= {"=sang", "=groupe"}
    return sortie


def _equivalents(sortie: set[str], texte: str, code: str | None) -> set[str]:
    """Les racines des mots qui ont une équivalence remplacées par elle (« Islande » ->
    '=islande') : le même mot ne compte pas deux fois."""
    etiquettes, racines_ = equivalences_et_racines(texte, code)
    return (sortie - racines_) | etiquettes


def noms_propres(texte: str) -> list[str]:
    """Les noms propres d'un texte : à majuscule après un mot, ou après « s'appelle »/« called ».

        >>> noms_propres("My nephew Nikau is training a pup called Rua")
        ['Nikau', 'Rua']
    """
    return [m.group(1) for m in re.finditer(rf"(?:(?<=[\w,'] )|(?:appelle|called|named|name is"
                                            rf"|moi)\s+)({NOM_PROPRE})", texte)]


AGE_NU = re.compile(r"(?i)(?:and\s+|et\s+|but\s+|mais\s+)?(?:[\w'-]+\s+){0,4}?(?:is|'s|i'm|i am|turned|turns"
                    r"|will be|just turned|vient d'avoir|aura)\s+(?:\d{1,3}|one|two|three|four|five|six|seven"
                    r"|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen"
                    r"|nineteen|twenty)(?:\s+now)?")


def indices(p: Proposition) -> set[str]:
    """Ce qu'une proposition contient : une date, un nombre, un nom propre, un lieu."""
    sortie = set()
    if DATE.search(p.texte):
        sortie.add("#date")
    if NOMBRE.search(p.texte):
        sortie.add("#nombre")
    if LIEU.search(p.texte) or "@pays" in categories(p.texte):   # « ce sera le Portugal »
        sortie.add("#lieu")
    if METIER.search(p.texte):
        sortie.add("#metier")
    nu = AGE_NU.fullmatch(p.texte.strip(" .!"))
    if nu and (p.personne != UTILISATEUR or JE_SUIS.match(p.texte.strip())):
        sortie.add("#age")   # « Rex is nine », « I'm 34 » : un nombre seul après la personne, son âge
    noms = noms_propres(p.texte)
    # un jour ou un mois à majuscule (« on Monday », « in March ») n'est pas un nom ; ce qui suit
    # « s'appelle » en est un (`NOMME_ICI`)
    nomme = NOMME_ICI.search(p.texte)
    # une ligne « clé : valeur » de la mémoire nomme si sa valeur est un nom (« chienne :
    # Praline », « prenom : lea ») ; pas le « : » d'une heure (« 7:30 »)
    ligne = re.search(r"^-?\s*([\w ]+?)\s*(?<!\d):(?!\d)\s*(\S.*)$", p.texte)
    if any(not DATE.fullmatch(n) for n in noms) or nomme or ligne and (
            re.search(NOM_PROPRE, ligne.group(2)) or re.search(r"nom|name|appel", ligne.group(1))):
        sortie.add("#nom")
    return sortie


@dataclass(frozen=True)
class Trouve:
    """La proposition choisie et son score (pour les tests et la sonde)."""

    proposition: Proposition
    score: float


def cible(question: str, props: list[Proposition]) -> frozenset[str] | None:
    """Les alias de la personne visée par la question ; None pour « n'importe qui » (« Qui… ? »)."""
    q = sans_accents(question)
    connus = [p.alias for p in props if p.personne != UTILISATEUR]
    if SUJET_MOI.search(q):
        # « How should I contact my landlord? » : moi, et la personne désignée
        autres = [sans_accents(nom or rel) for rel, nom in designes(question)]
        return frozenset({UTILISATEUR}.union(*(a for a in connus if set(autres) & a)))
    for rel, nom in designes(question):
        cle = sans_accents(nom or rel)
        # « my boy » et « my son », « mon fiston » et « mon fils » : la même relation (lexique)
        egale = equivalences_du_mot(cle) if not nom else set()
        # (« my father » d'une question, « father-in-law » d'une phrase : le même, coupé par le motif)
        # (« ma voisine » quand la requête dit « ma voisine » et « mon voisin » : pas le voisin)
        exacte = any(cle in a for a in connus)
        alias = {cle}.union(*(a for a in connus if cle in a or any(x.startswith(cle + "-") for x in a)
                              or egale and any(egale & equivalences_du_mot(x) for x in a)
                              and not (exacte and _autre_genre(cle, a))))
        if len(alias) == 1:   # « mon apprenti » d'une question, « mon apprentie » d'une phrase : la
            # même relation, au masculin générique — si la requête ne dit pas « mon apprenti » aussi
            alias |= set().union(*(a for a in connus if _autre_genre(cle, a)))
        if "#nom" in etiquettes_question(question):
            alias.add(UTILISATEUR)   # « ma sœur s'appelle Clémence » : un fait de l'utilisateur
        return frozenset(alias)
    for a in connus:
        for nom in a:
            if re.search(rf"\b{re.escape(nom)}\b", q) and nom not in {"chef", "fils", "fille"}:
                return frozenset(set().union(*(b for b in connus if nom in b)))
    # « When is Grandpa's birthday? » après « My grandfather turns 90… » : la relation dite sans
    # « my », par un autre mot du lexique (« grandpa », « grandfather » : la même équivalence)
    # (un mot de relation de la question, pas un verbe : « Who teaches me? » ne vise pas « teacher »)
    dits = set().union(*(equivalences_du_mot(w) for w in mots(q)
                         if w not in MOTS_VIDES and re.fullmatch(RELATIONS, w, re.I)))
    for a in connus:
        for x in a:
            if dits & equivalences_du_mot(x):
                return frozenset(set().union(*(b for b in connus if x in b)))
    if re.match(r"\s*(?:qui|who)\b", q):
        return None
    # un prénom que la requête n'a jamais attribué : c'est de lui qu'on parle, pas de l'utilisateur
    for m in re.finditer(rf"(?<=[\w,'’] ){NOM_PROPRE}", question):
        # « my Green Mill gig », « mon club de l'OL » : une chose à moi, pas une personne
        a_moi = re.search(r"(?i)\b(?:my|mon|ma|mes|our|notre|nos)\s+(?:[\w-]+\s+)?$",
                          question[:m.start()])
        # « le manuel Bosch », « the Peterbilt truck » : une marque après un nom commun ; « le Dr
        # Rochat » : le titre n'est pas la personne, le nom qui suit l'est
        marque = re.search(r"\b(?:le|la|les|l'|du|des|the|this|that)\s+[a-zà-ÿ]{3,}\s+$",
                           question[:m.start()])
        # (« Mon lapin Caramel mange du foin », puis « Qu'est-ce que mange Caramel ? » : le nom d'une
        # chose de l'utilisateur — son animal —, dit dans une de ses phrases, pas une personne)
        chose = any(p.personne == UTILISATEUR and re.search(
            rf"(?i:\b{POSSESSIF_MOI}\s+[\w-]+,?\s+){re.escape(m.group())}\b", p.texte)
            for p in props)
        if not _pas_une_personne(m.group()) and not a_moi and not marque and not chose \
                and not re.fullmatch(TITRES, m.group()):
            return frozenset({sans_accents(m.group())})
    # « Quel âge a ma tortue ? » après « J'ai une tortue qui s'appelle Flash », « Flash a 30 ans » :
    # l'utilisateur, et ce qu'il a nommé (la phrase « Flash a 30 ans » est à Flash)
    noms = set()
    for chose in re.findall(rf"(?i)\b{POSSESSIF_MOI}\s+([a-zà-ÿ-]{{3,}})", q):
        for p in props:
            nommee = re.search(rf"(?i:\b{re.escape(chose)}s?\b)\s*,?\s*(?i:qui s'appellen?t?|s'appellen?t?"
                               rf"|called|named|nomm[ée]e?s?)?\s+({NOM_PROPRE})", sans_diacritiques(p.texte))
            if nommee and p.personne == UTILISATEUR and not _pas_une_personne(nommee.group(1)):
                noms.add(sans_accents(nommee.group(1)))
    return frozenset({UTILISATEUR}.union(noms, *(a for a in connus if a & noms)))


def _autre_genre(cle: str, alias: frozenset[str]) -> bool:
    """Vrai si `alias` dit la même relation que `cle` à l'autre genre (« voisin », « voisine »)."""
    return cle not in alias and any(x.rstrip("es") == cle.rstrip("es") for x in alias)


def _pas_une_personne(mot: str) -> bool:
    """Un mot à majuscule qui n'est pas un prénom : un jour, un mois, un pays, une langue…"""
    m = sans_accents(mot)
    return bool(DATE.fullmatch(mot) or categories(mot) or m in MOTS_VIDES)


PERSONNEL = re.compile(r"\b(?:je|j'|me|m'|moi|mon|ma|mes|nous|notre|nos|-je|i|i'm|my|mine|me|our"
                       r"|we|us|le mien|la mienne|les miens|les miennes)\b|^\s*(?:qui|who)\b")
# « Comment dois-tu me répondre ? », « How should your replies look? » : la question parle à
# l'assistant de ce que l'utilisateur lui a demandé — personnelle aussi.
DEUXIEME = re.compile(r"\b(?:tu|t'|te|toi|ton|ta|tes|-tu|your|yours)\b")
# « on » familier parle le plus souvent de « nous » (« Où est-ce qu'on a dîné ? ») : personnel
# aussi, dans une question française seulement (« What's on tonight? » ne l'est pas) ; l'inversion
# soutenue, elle, reste impersonnelle (« Quelle langue parle-t-on au Brésil ? »).
ON = re.compile(r"(?<!-t-)\bon\b")


def personnelle(question: str, props: list[Proposition]) -> bool:
    """Vrai si la question porte sur l'utilisateur ou sur une personne citée dans la requête ;
    « Quelle différence entre un test unitaire et un test d'intégration ? » n'y porte pas : on
    ne répond pas à une question de culture générale par une phrase de l'utilisateur.

        >>> personnelle("Et demain ?", []), personnelle("Où vit ma sœur ?", [])
        (False, True)
        >>> personnelle("Où est-ce qu'on a dîné samedi ?", []), personnelle("What's on tonight?", [])
        (True, False)
        >>> personnelle("Quelle langue parle-t-on au Brésil ?", [])
        False
    """
    q = sans_accents(question)
    if PERSONNEL.search(q) or DEUXIEME.search(q) or langue(question) == "fr" and ON.search(q):
        return True
    connus = {a for p in props if p.personne != UTILISATEUR for a in p.alias}
    return any(re.search(rf"\b{re.escape(a)}\b", q) for a in connus)


# « mon numéro de portable » : « Le numéro de la mairie », « the neighbours' dog » disent la chose
# d'un autre (un complément de possesseur), sans « je » ni « mon » : pas la mienne.
A_MOI = re.compile(r"(?i)\b(?:mon|ma|mes|my)\s+([^\W\d_]{3,})")
D_UN_AUTRE = re.compile(r"(?i)\b([^\W\d_]{3,})\s+(?:de la|de l'|du|des|of the|of my|of his|of her)\s+\w"
                        r"|\b(?!my\b|mine\b)\w+(?:['’]s|s['’])\s+([^\W\d_]{3,})")


def a_un_autre(question: str, p: Proposition) -> bool:
    """Vrai si `p` dit la chose d'un autre que la question demande pour l'utilisateur.

        >>> from .propositions import decouper
        >>> q = "C'est quoi mon numéro de portable ?"
        >>> a_un_autre(q, decouper(["Le numéro de la mairie c'est le 05 61 22 33 44."])[0])
        True
        >>> a_un_autre(q, decouper(["Mon numéro de portable c'est le 06 12 34 56 78."])[0])
        False
    """
    if PREMIERE_PERSONNE.search(p.texte):
        return False
    les_miennes = {racine(m.group(1).lower()) for m in A_MOI.finditer(question)}
    return any(racine((m.group(1) or m.group(2)).lower()) in les_miennes
               for m in D_UN_AUTRE.finditer(p.texte))


def _intitule(p: Proposition) -> bool:
    """Vrai pour un intitulé suivi de « : » (« Autres informations : « … » ») : il annonce, il
    ne dit rien — sa phrase, elle, peut parler de quelqu'un d'autre."""
    debut = p.phrase.find(p.texte)
    return debut >= 0 and p.phrase[debut + len(p.texte):].lstrip().startswith(":") \
        and len(p.texte.split()) <= 4


# Le second recours par le sens (`sens.proximites`) : la proposition la plus proche de la question
# gagne BONUS points (un mot plein rare en commun en vaut ~2), celles à moins d'ECART de son
# cosinus un peu moins, les autres rien. Réglé sur les parts de réglage de la sonde : 0,015 et
# 0,06 au lieu de 0,03 changent une ou deux mesures sur 4 569.
BONUS = 1.5
ECART = 0.03
L_UTILISATEUR = re.compile(r"(?i)\b(?:l'utilisat(?:eur|rice)|the user)\b")


def _bonus_du_sens(question: str, props: list[Proposition],
                   sens: Callable[[str, list[str]], list[float]]) -> list[float]:
    """Les points que le sens ajoute à chaque proposition d'une question personnelle (voir BONUS).

    Une phrase de l'utilisateur qui ne parle ni de lui ni d'un autre (« The Portuguese restaurant
    opens at 5pm ») n'en reçoit pas : proche par le sens, elle ne dit rien de lui. Et `chercher`
    ne les garde qu'à une proposition qui partage déjà quelque chose avec la question — ce
    qu'elle demande (une heure, un nombre, un lieu, un nom), un mot, une famille du lexique — ou
    qui devance les questions témoins (`_seul_le_sens`). Le cosinus seul ne dit pas si une
    phrase RÉPOND : « Quel est mon groupe sanguin ? » est à 0,79 de « J'aime les randonnées »
    comme « Where do I live? » de « Our flat is in Leith », et aucun seuil, absolu ou relatif à
    des phrases banales, ne les a séparées (mesuré sur 22 paires écrites pour cela et les cas de
    la sonde où les mots ne trouvent rien).
    """
    cos = sens(question, [p.texte for p in props])
    haut = max(cos)
    bonus = [BONUS * max(0.0, 1 - (haut - c) / ECART) for c in cos]
    # (un nom demandé — « Qui a écrit Dune ? » — est un autre que ceux que la question dit :
    # « I watched Dune last weekend » n'en donne pas)
    nom = "#nom" in etiquettes_question(question)
    dits = {sans_accents(x) for x in noms_propres(question)}
    for k, p in enumerate(props):
        # (reçu — résumé, mémoire rappelée — : une ligne « clé : valeur » ou « L'utilisateur… »
        # dit un fait de l'utilisateur sans « je »)
        recu = p.source != UTILISATEUR and bool(CLE_VALEUR.match(p.texte) or L_UTILISATEUR.search(p.phrase))
        # (« Finalement ce sera le Portugal » : un changement reprend ce que l'utilisateur disait)
        if p.personne == UTILISATEUR and not recu and not de_soi(p.phrase) and not change(p.phrase):
            bonus[k] = 0.0
        siens = {sans_accents(x) for x in noms_propres(p.texte)}
        if nom and siens and siens <= dits and not NOMME_ICI.search(p.texte):
            bonus[k] = 0.0
    return bonus


def _seul_le_sens(question: str, props: list[Proposition], bonus: list[float]) -> list[bool]:
    """Pour chaque proposition qui reçoit des points du sens : peut-elle répondre sans rien
    partager d'autre avec la question ? Oui si elle est plus proche de la question que de chacune
    des questions témoins (`sens.devance_les_temoins`) : « Je pédale jusqu'au bureau » répond à
    « Comment je vais au boulot ? », « J'aime les randonnées » ne répond pas à « Quel est mon
    groupe sanguin ? » — elle répondrait à « Quel sport je fais ? »."""
    gardes = [k for k, b in enumerate(bonus) if b > 0]
    sortie = [False] * len(props)
    if gardes:
        textes = [props[k].texte for k in gardes]
        for k, ok in zip(gardes, devance_les_temoins(question, textes), strict=True):
            sortie[k] = ok
    return sortie


def chercher(question: str, props: list[Proposition],
             manquee: Callable[[Proposition], bool] | None = None,
             sens: Callable[[str, list[str]], list[float]] | None = None) -> Trouve | None:
    """La proposition qui répond à la question, ou None (voir le module).

    `manquee` : les propositions que le modèle « ne voit pas » (mode contexte long).
    `sens` : (question, textes) -> un cosinus par texte (`sens.proximites`) ; donné, il ajoute
    ses points au score (`BONUS`) — le second recours de `repondre`.
    """
    question = en_question(question)   # « quel fromage jaime le plus » : « j'aime … ? »
    # une question qui ne dit ni « je » ni une personne connue (« Quand a lieu le dîner des
    # anciens ? », « Le plombier arrive à quelle heure ? ») ne répond que par une phrase qui
    # reprend ses mots : deux mots pleins, ou un et ce qu'elle demande (une heure, un lieu…) ;
    # « Quelle est la capitale du Japon ? » ne se répond pas par « je pars au Japon ».
    impersonnelle = not personnelle(question, props)
    # ni une question, ni une ligne qui en annonce d'autres (« Faits mémorisés … : »), ni la
    # question elle-même, tapée sans « ? » (« what's my karaoke song »)
    posee = {sans_accents(x).strip(" .!?…") for x in phrases(question)}
    props = [p for p in props if not p.question and not p.phrase.rstrip(" »\"'").endswith(":")
             and sans_accents(apostrophes(p.phrase)).strip(" .!?…") not in posee
             and not _intitule(p) and not BALISE.fullmatch(p.texte.strip()) and not (manquee and manquee(p))]
    if not props:
        return None
    qt = termes_question(question)
    demandes = etiquettes_question(question)
    pleins = qt - demandes
    vus = [termes_phrase(p.texte, langue(p.phrase)) | indices(p) for p in props]
    # « What kind of two-wheeler have I got? » : « scooter » a une famille (#transport), qui ne
    # compte pas sa catégorie dans `termes_phrase` ; la catégorie que la question demande compte
    # (pas deux fois : la question qui a la famille de sa catégorie, « langues » : '#langue', la
    # compte déjà par là)
    generales = {t for t in qt if t.startswith("@") and "#" + t[1:] not in qt}
    if generales:
        vus = [v | (categories(p.texte, langue(p.phrase)) & generales)
               for v, p in zip(vus, props, strict=True)]
    # « Je carbure à l'expresso ? » face à « Pas de café pour moi, jamais » : ce qui est nié d'une
    # catégorie l'est de chacun de ses membres ; jamais l'inverse (« pas d'aspirine » ne dit rien
    # des autres médicaments), ni pour une phrase affirmative (« je prends un médicament »)
    # (les termes généraux de la question sont ses étiquettes « @ », `termes_question`)
    par_membre = categories(question) - {t for t in qt if t.startswith("@")}
    for j, p in enumerate(props):
        nies = generaux(p.texte, langue(p.phrase)) & par_membre if par_membre and p.negative else set()
        if nies:
            vus[j] = vus[j] | nies
            qt, pleins = qt | nies, pleins | nies
    # « Ma mère est née à Dakar, moi à Rouen » : la proposition sans verbe reprend ceux de la
    # précédente (« moi [je suis né] à Rouen »)
    # De même « Mon collègue joue à Fortnite, moi je suis plutôt Zelda » : la proposition de
    # l'utilisateur qui s'oppose (« moi… ») à celle d'un autre parle de la même chose.
    # (tout ce que la phrase a dit avant : « on a commandé les mêmes chaussures de ski, lui en 28,5
    # et moi en 27,5 » — « moi en 27,5 » parle des chaussures)
    for j in range(1, len(props)):
        if props[j].phrase == props[j - 1].phrase and (ELLIPSE.match(props[j].texte) or (
                EN_FACE.match(props[j].texte) and props[j].personne != props[j - 1].personne)):
            avant = [vus[i] for i in range(j) if props[i].phrase == props[j].phrase]
            vus[j] = vus[j] | (set().union(*avant) - {"#nom", "#lieu", "#date", "#nombre"})
    # « Combien de frères j'ai ? » : « Je n'ai pas de frère » dit un nombre, zéro
    zeros = {j for j, p in enumerate(props) if "#nombre" in demandes
             and (p.negative and AUCUN.search(p.texte) or SANS.search(p.texte))}
    for j in zeros:
        vus[j] = vus[j] | {"#nombre"}
    de_la_phrase: dict[str, set[str]] = {}   # une phrase de plusieurs propositions, lue une fois
    for p in props:
        if p.phrase not in de_la_phrase:
            de_la_phrase[p.phrase] = termes_phrase(p.phrase, langue(p.phrase))
    autour = [de_la_phrase[p.phrase] for p in props]
    # « Elle a 61 ans » dit par la tante : la proposition parle de « ma tante », même sans le mot
    # (compté comme ce qui est autour : à moitié)
    for j, p in enumerate(props):
        if p.personne != UTILISATEUR:
            autour[j] = autour[j] | {t for a in p.alias for t in termes_phrase(a, langue(p.phrase))
                                     if not t.startswith("#")}
    n = len(props)
    df = {t: sum(t in v or t in a for v, a in zip(vus, autour, strict=False)) for t in qt}

    def poids(t: str) -> float:
        return 1.0 if t.startswith("#") else 1.0 + math.log(n / df[t]) if df[t] else 0.0

    # (pas à une question impersonnelle : « Qui a écrit Dune ? » ne se répond pas par « I watched
    # Dune last weekend », si proche soit-elle)
    bonus = _bonus_du_sens(question, props, sens) if sens and not impersonnelle else [0.0] * n
    seuls = _seul_le_sens(question, props, bonus)
    scores = []
    libres = _mots_longs(question)
    for k, (v, a, p, b) in enumerate(zip(vus, autour, props, bonus, strict=True)):
        mots_communs = {t for t in pleins & (v | a) if not t.startswith("#")}
        # « beehives » et « hives », « physio » et « physiotherapy » : un mot qui commence ou
        # finit un autre compte à moitié
        affixes = _affixes(libres, _mots_longs(p.texte)) if libres else 0
        if not qt & (v | a) and not affixes and not seuls[k]:
            b = 0.0   # rien en commun : le sens seul ne suffit que s'il devance les témoins
        # (le sens remplace les mots en commun, pas une heure, un nombre ou un nom demandés)
        if not mots_communs and not affixes and demandes and not demandes & v and not (
                b and not demandes & STRICTES - v):
            scores.append(0.0)   # une famille seule ne suffit pas si ce qui est demandé manque
            continue
        s = sum(poids(t) for t in pleins & v) + 0.5 * sum(poids(t) for t in (pleins & a) - v) \
            + 0.5 * affixes + b
        scores.append(s + (sum(0.5 for t in demandes if t in v) if s else 0.0))
    # un récit (« J'ai lu un article sur les trains de nuit ») dit ce qu'on a fait, pas ce qu'on
    # est : il ne répond qu'à une question au passé (« Qu'est-ce que j'ai lu ? »)
    passe = bool(PASSE.search(sans_accents(question)))
    # Ce qui est arrivé aujourd'hui, dit sans « je » (« La réunion de ce matin a duré deux
    # heures »), se lit comme un récit pour répondre — il ne dit pas une habitude : « Ma séance de
    # yoga du matin dure combien ? » —, mais pas pour ce qui remplace : « Ce matin la balance
    # affichait 74 kilos » met encore à jour « je pèse 78 kilos » (d'où `bruts`, plus bas).
    recits = [recit(p) for p in props]   # (lu une fois : trois règles s'en servent)
    # (dit par l'utilisateur, ou cité de lui par un résumé : « Autres informations : « La réunion
    # de ce matin a duré deux heures » » ; pas une ligne « - … » d'un résumé ou d'une mémoire, qui
    # garde ce qui a été mis à jour : « - Ce matin la balance affichait 74 kilos »)
    du_jour = [r or (p.source == UTILISATEUR or not p.phrase.startswith("-"))
               and bool(AUJOURD_HUI.search(p.texte))
               and not PREMIERE_PERSONNE.search(p.texte) for r, p in zip(recits, props, strict=True)]
    bruts = scores
    scores = [(x / 2 if passe else 0.0) if r else x for x, r in zip(scores, du_jour, strict=True)]
    visee = cible(question, props)

    son_nom = bool(SON_NOM.search(sans_accents(question)))

    autrui_vise = bool(designes(question)) and not SUJET_MOI.search(sans_accents(question))

    def pour(p: Proposition) -> bool:
        if son_nom and not SE_NOMMER.search(p.texte):   # « Comment je m'appelle ? »
            return False
        if visee == {UTILISATEUR} and "#nom" in demandes and p.personne != UTILISATEUR \
                and relation_nommee(depuis_la_relation(p.texte)):
            return True   # « Avec qui je fais équipe ? » : « mon partenaire c'est Jean-Claude »
        if autrui_vise and p.personne == UTILISATEUR and EN_FACE.match(p.texte):
            return False   # « moi je vois le docteur Roux » : dit contre l'autre, pas sur lui
        if visee is not None and not p.alias & visee and UTILISATEUR not in visee \
                and p.personne == UTILISATEUR:
            # « la naissance de mon petit-fils en 2015 » : dit par l'utilisateur, mais sur lui
            return any(sans_accents(nom or rel) in visee for rel, nom in designes(p.texte))
        return visee is None or bool(p.alias & visee)

    # « mon chien » : une phrase sur une autre chose de la même sorte (« mon chat »), qui ne
    # dit pas le chien, parle d'autre chose — pour les choses précises du lexique (celles qui ont
    # une équivalence : chien, vélo, dentiste…), pas pour un mot général (« bird », « meat »)
    precis = choses_precises(question)
    for k, p in enumerate(props if precis else ()):
        autres = choses_precises(p.texte, langue(p.phrase))
        if any(cat in autres and not autres[cat] & tags for cat, tags in precis.items()):
            scores[k] = 0.0
    qui_demande = bool(re.match(r"\s*(?:qui|who)\b", sans_accents(question)))
    if qui_demande and not any("#nom" in v for v in vus):
        # « Who cooks at home? » : « My husband cooks » nomme quelqu'un par sa relation — la
        # personne demandée, même sans prénom ; pas quand une phrase dit un nom (« My cello teacher
        # quit, and I now train with Mrs Quibelra » : c'est elle)
        for k, p in enumerate(props):
            if designee(p):
                vus[k] = vus[k] | {"#nom"}
    if impersonnelle:
        for k, v in enumerate(vus):
            communs = {t for t in pleins & v if not t.startswith("#")}
            if not (len(communs) >= 2 or communs and demandes and demandes <= v):
                scores[k] = 0.0
    if visee is not None and UTILISATEUR in visee:
        # (et ses voisines de phrase qui n'ont que ses mots : « …, ils ferment à 19h »)
        d_un_autre = [a_un_autre(question, p) for p in props]
        leurs_phrases = {p.phrase for p, autre in zip(props, d_un_autre, strict=True) if autre}
        for k, p in enumerate(props):
            if p.phrase in leurs_phrases and (d_un_autre[k] or not {
                    t for t in pleins & vus[k] if not t.startswith("#")}):
                scores[k] = 0.0
    candidats = [k for k, p in enumerate(props) if pour(p) and scores[k] >= SEUIL]
    if not candidats:   # la proposition voisine, dans la même phrase, de la bonne personne
        autres = sorted((k for k, p in enumerate(props) if scores[k] >= SEUIL),
                        key=lambda k: -scores[k])
        for k in autres:
            soeurs = [j for j, p in enumerate(props) if p.phrase == props[k].phrase
                      and abs(p.rang - props[k].rang) <= 2 and pour(p)]
            if soeurs:
                return Trouve(props[soeurs[0]], scores[k] / 2)
        return None
    # « What did Nikau name his puppy? » : le nom demandé n'est pas celui que la question dit déjà
    # (« My nephew Nikau is training a huntaway pup » ne le donne pas)
    if "#nom" in demandes and NOM_DEMANDE.search(sans_accents(question)):
        dits = {sans_accents(n) for n in noms_propres(question)}
        for k in candidats:
            if "#nom" in vus[k] and not NOMME_ICI.search(props[k].texte) and dits and {
                    sans_accents(n) for n in noms_propres(props[k].texte)} <= dits:
                vus[k] = vus[k] - {"#nom"}
    avec = [k for k in candidats if demandes & vus[k]]
    # une date, un nombre, un nom demandés : seules les propositions qui en ont un répondent ;
    # un lieu (« Où est-ce que je vais pendant mes congés ? ») départage seulement : « moi, pour
    # mes congés, ce sera la Bretagne » l'emporte sur « les trains de nuit en Europe »
    if demandes and avec and (demandes & STRICTES or max(scores[k] for k in avec)
                              >= PROCHE * max(scores[k] for k in candidats)):
        candidats = avec
    elif demandes & STRICTES:
        return None
    meilleur = max(scores[k] for k in candidats)
    finalistes = [k for k in candidats if scores[k] >= PROCHE * meilleur]
    # « Which social network am I on? » : « I don't use Facebook, I'm only on Mastodon » — à une
    # question ouverte (pas « Est-ce que… ? »), ce qui est nié ne répond pas s'il y a mieux
    q = sans_accents(question).strip()
    # (sauf « Combien de frères j'ai ? » : « Je n'ai pas de frère » dit zéro)
    # (le mieux doit répondre par ses propres mots, pas par ceux de sa phrase : « I never cycle in
    # the rain, my brakes are awful » — « my brakes are awful » ne dit rien de la pluie)
    if not OUI_NON.match(q) and not NIEE.search(q) and any(
            not props[k].negative and any(not t.startswith("#") for t in pleins & vus[k])
            for k in finalistes):
        finalistes = [k for k in finalistes if not props[k].negative or k in zeros]
    # un récit d'un jour (« J'ai lu un article sur les trains de nuit », « la réunion de ce
    # matin ») ne l'emporte pas, par sa date, sur ce qui dure (« Cet été je fais le tour de la
    # Bretagne ») : il ne répond que s'il n'y a rien d'autre
    durables = [k for k in finalistes if not du_jour[k]]
    if durables:
        finalistes = durables
    # « I used to drink coffee », « avant je fumais » : une habitude passée ne répond pas à une
    # question au présent s'il y a mieux (la mémoire rappelée garde les deux lignes)
    anciens = [k for k in finalistes if HABITUDE_PASSEE.search(props[k].texte)]
    if anciens and PASSE_DEMANDE.search(sans_accents(question)):   # « What did I use to play? »
        k = max(anciens, key=lambda j: props[j].rang)
        return Trouve(props[k], scores[k])
    if len(anciens) < len(finalistes) and not passe:
        finalistes = [k for k in finalistes if k not in anciens]
    # la plus récente des PHRASES l'emporte ; dans une même phrase, la proposition la mieux notée
    # (« Je n'ai pas de voiture, je fais tout à pied » : c'est la première qui répond)
    debut = [0] * len(props)
    for j in range(1, len(props)):
        debut[j] = debut[j - 1] if props[j].phrase == props[j - 1].phrase else j
    k = max(finalistes, key=lambda j: (debut[j], scores[j], props[j].rang))
    chaine = [k]   # les déclarations successives sur ce sujet, la plus récente d'abord
    # « Qui est mon entraîneur ? » : « Paul est parti, maintenant c'est Léa qui nous entraîne »
    prend_la_place = "#nom" in demandes and qui_demande
    # la dernière déclaration de la même personne sur le même sujet l'emporte, même moins
    # proche de la question, pourvu qu'elle y touche (« le lundi soir c'est natation ») ou
    # qu'elle dise remplacer (« le médecin m'a mis sous paracétamol à la place »)
    for j in sorted((j for j in range(len(props)) if props[j].rang > props[k].rang),
                    key=lambda j: props[j].rang):
        changement = change(props[j].phrase) or None   # (le mot peut être ailleurs dans la phrase)
        # « I finished Dune and started Project Hail Mary » : l'arrêt de ce que dit la meilleure
        # (un mot plein en commun) est un changement
        if not changement and ARRET.search(props[j].texte) and _mots_pleins(props[j].texte) & _mots_pleins(
                props[k].texte):
            changement = True
        # (de la même personne, ou d'une autre que la question vise aussi : « Ma kiné s'appelle
        # Mme Roussel », puis « Je vois une nouvelle kiné, Mme Hadji »)
        # (dans une même phrase, une proposition qui répond moins bien ne remplace que si elle dit
        # changer — « …, but now I drive a Tesla » — ; pas « my shoe size is 44, I'll be ordering
        # new trainers later », où « new » ne change rien)
        if props[j].phrase == props[k].phrase and scores[j] < scores[k] and not DANS_LA_PHRASE.search(
                props[j].texte):
            continue
        # (« Qui… ? » : une autre personne peut prendre la place — « My team lead is Sandra »,
        # puis « Sandra left; Mehmet is running the team now »)
        if ((props[j].personne == props[k].personne or props[j].alias & props[k].alias
             or visee is None and changement or visee is not None and len(visee) > 1)
                and (pour(props[j]) or prend_la_place and changement)
                and not recits[j]   # un récit ne remplace rien
                and (bruts[j] > 0 or demandes & vus[j] or changement)
                # (le mot de changement peut être dans sa phrase : « Avec le nouveau planning, je
                # suis off le jeudi »)
                # (ou à une déclaration que la chaîne a déjà remplacée : après « j'ai lâché
                # Nyons », la suite se compare à ce qui a été lâché ; « I fly to Boston on the
                # 3rd », « swapped me onto a JFK trip that day », « now it's Chicago »)
                and (any(meme_sujet(props[c].texte, props[j].texte, changement) for c in chaine)
                     or ARRET_NU.search(props[j].texte)
                     and _phrase_avant(props, j) in {props[c].phrase for c in chaine})):
            k = j
            chaine.insert(0, j)
    # « Je ne vernis jamais mes meubles, je les passe à l'huile de lin » : à une question ouverte
    # (« Comment je finis mes meubles ? »), ce qui est fait À LA PLACE répond — la proposition
    # suivante de la même phrase et de la même personne, affirmative et qui dit quelque chose
    # (de même après un arrêt : « En fait j'ai lâché Nyons, maintenant je fais le marché de Crest »)
    ancienne_habitude = bool(HABITUDE_PASSEE.search(props[k].texte)) and not passe
    if (props[k].negative or ARRET.search(props[k].texte) or ancienne_habitude) \
            and not OUI_NON.match(q) and not NIEE.search(q) \
            and k not in zeros:   # (« Combien de frères j'ai ? » : « Je n'ai pas de frère » répond)
        for j in range(k + 1, min(k + 3, len(props))):
            p = props[j]
            if p.phrase != props[k].phrase or not pour(p):
                break
            if not p.negative and (p.personne == props[k].personne or p.alias & props[k].alias) \
                    and (A_LA_PLACE.search(p.texte) or len(_mots_pleins(p.texte)) >= 2 or change(p.texte)) \
                    and not (demandes & STRICTES - vus[j]):   # (une heure demandée : elle la dit)
                return Trouve(p, scores[k])
        # dans la proposition même : « I finished Dune and started Project Hail Mary », « J'ai
        # revendu le Kangoo et je livre en vélo cargo » — ce qui suit la conjonction répond
        arret = ARRET.search(props[k].texte)
        suite = arret and re.search(r"(?i)\b(?:and|et|puis|then|so|alors|donc)\s+(.+)$",
                                    props[k].texte[arret.end():])
        if suite and not NEGATION.search(suite.group(1)) and len(_mots_pleins(suite.group(1))) >= 2:
            return Trouve(replace(props[k], texte=suite.group(1)), scores[k])
    # la phrase entière : « my son too » ne dit rien seul (« I'm allergic to peanuts, my son too ») ;
    # à « Est-ce que je fume ? », « Avant je fumais des Gitanes, maintenant je vapote » dit ce qui
    # était et ce qui est
    if AUSSI.match(props[k].texte.strip()) or OUI_NON.match(q) and ancienne_habitude:
        return Trouve(replace(props[k], texte=props[k].phrase.strip().rstrip(".!")), scores[k])
    if len(chaine) > 1 and props[chaine[1]].phrase != props[k].phrase:
        # une valeur remplacée (dans une autre phrase) : on ne la recite pas avec la nouvelle
        return Trouve(replace(props[k], texte=sans_l_ancienne(props[k].texte, props[chaine[1]].texte,
                                                               question)), scores[k])
    return Trouve(props[k], scores[k])


# « on a remplacé le Chablis par un Meursault » : ce qui remplace suit « par », « with »…
REMPLACE_PAR = re.compile(r"(?i)\b(?:remplac[ée]e?s?|chang[ée]e?s?|troqu[ée]e?s?|[ée]chang[ée]e?s?|replaced"
                          r"|swapped|traded(?: it)?(?: in)?|switched)\b.*?\b(?:par|pour|contre|with|for)"
                          r"\s+(.+)$")


def sans_l_ancienne(texte: str, ancienne: str, question: str) -> str:
    """La nouvelle déclaration sans ce qu'elle dit de l'ancienne valeur (un mot plein de
    l'ancienne déclaration que la question ne dit pas) : ce qui suit « remplacé … par », et le
    morceau qui dit l'ancienne finie (« Le médecin m'a mis sous paracétamol à la place,
    l'ibuprofène c'est terminé » -> sans « l'ibuprofène c'est terminé »).

        >>> sans_l_ancienne("Le médecin m'a mis sous paracétamol à la place, l'ibuprofène c'est terminé",
        ...                 "Je prends de l'ibuprofène le soir", "Qu'est-ce que je prends le soir ?")
        "Le médecin m'a mis sous paracétamol à la place"
        >>> sans_l_ancienne("En fait on a remplacé le Chablis par un Meursault",
        ...                 "Je mets en avant un Chablis", "Quel vin je recommande ?")
        'un Meursault'
    """
    anciens = _mots_pleins(ancienne) - _mots_pleins(question)
    if not anciens:
        return texte
    par = REMPLACE_PAR.search(texte)
    if par and _mots_pleins(texte[:par.start(1)]) & anciens and not _mots_pleins(par.group(1)) & anciens \
            and _mots_pleins(par.group(1)):
        return par.group(1)
    morceaux = re.split(r"\s*[,;—]\s+", texte)
    gardes = [m for m in morceaux if not (_mots_pleins(m) & anciens and (FINI.search(m) or ARRET.search(m)))]
    return ", ".join(gardes) if gardes and len(gardes) < len(morceaux) else texte


# ce qui dit qu'une chose est finie (avec `meme_sujet.ARRET`)
FINI = re.compile(r"(?i)\b(?:c'est (?:termin[ée]|fini)|termin[ée]e?|finie?|(?:is|'s) (?:over|gone|done)"
                  r"|no more"
                  r"|plus jamais|that's over)\b")


def _phrase_avant(props: list[Proposition], j: int) -> str | None:
    """La dernière phrase de la même personne dite avant celle de `props[j]` et qui dit quelque
    chose qui dure (ni bavardage, ni récit d'un jour : « J'ai lu un article sur… ») : ce qu'arrête
    un arrêt sans objet (`ARRET_NU`)."""
    for i in range(j - 1, -1, -1):
        p = props[i]
        if p.phrase != props[j].phrase and p.personne == props[j].personne and not bavardage(p.phrase) \
                and not recit(p) and PREMIERE_PERSONNE.search(p.texte):
            return p.phrase
    return None


# (pas un projet : « Qu'est-ce qu'on a prévu pour les vacances ? », « j'ai choisi »)
HABITUDE_PASSEE = re.compile(r"(?i)\b(?:used to|j'avais l'habitude|autrefois|[àa] l'[ée]poque|dans le temps"
                             r"|back then|in the past|par le pass[ée]|avant,? (?:je|j'|on)|before,? i\b)")
PASSE_DEMANDE = re.compile(r"(?i)\buse(?:d)? to\b|\bautrefois\b|\bavant\s*\?|\ba l'epoque\b|\bback then\b"
                           r"|\bin the past\b|\bpar le passe\b")
PASSE = re.compile(r"\b(?:ai|as|a|avons|avez|ont)(?:-je|-tu|-t-il|-t-elle)?\s+(?:\w+\s+)?"
                   r"(?!prevu|decide|choisi|planifie|reserve|prevue|decidee|choisie|reservee)\w+(?:e|i|u|t|s)e?s?\b"
                   r"|\b(?:suis|es|est|sommes|etes|sont)(?:-je|-tu)?\s+\w+(?:e|i|u)e?s?\b|\bj'ai\b"
                   r"|\b(?:did|have i|has|had|was|were)\b|\b(?:read|went|saw|watched|met|heard|made|ate"
                   r"|drank|took|got|bought|visited|finished)\b")


def _mots_longs(texte: str) -> set[str]:
    code = langue(texte)
    return {m for m in re.findall(r"[a-z]+", sans_accents(texte)) if len(m) >= 5 and not vide(m, code)}


def _affixes(question: set[str], phrase: set[str]) -> int:
    """Les mots de la question qui commencent ou finissent un mot de la phrase, ou l'inverse, à
    deux lettres au moins de différence (« hives » / « beehives »)."""
    return sum(any(w != x and abs(len(w) - len(x)) >= 2 and (x.startswith(w) or x.endswith(w)
                                                              or w.startswith(x) or w.endswith(x))
                   for x in phrase) for w in question)


# ce qui dit changer, dans la phrase même (`chercher`)
DANS_LA_PHRASE = re.compile(r"(?i)\b(?:maintenant|finalement|d[ée]sormais|plut[ôo]t|[àa] la place|en fait"
                            r"|now|instead|actually|switched|changed|no longer|anymore|these days)\b")
# ce qui dit « à la place » (une proposition courte peut répondre avec lui : « I do yoga instead »)
A_LA_PLACE = re.compile(r"(?i)(?:à la place|plut[ôo]t|seulement|uniquement|juste|que du|que de la"
                        r"|instead|only|just|rather)\b")


def _mots_pleins(texte: str) -> set[str]:
    return {t for t in termes(texte, langue(texte)) if not t.startswith("#")}


def repondre(question: str, textes: list[str], sources: list[str] | None = None,
             contexte_long: int | str | None = None, jetons: int | None = None) -> str:
    """La réponse en texte, dans la langue de la question (voir le module).

    `sources` : pour chaque texte, « utilisateur » (par défaut), « systeme » ou « outil ».
    `contexte_long` : une graine active le mode où un long contexte fait manquer des faits
    (`contexte_long.manque`, selon `jetons` — par défaut un token pour quatre caractères — et la
    place de la proposition dans la requête) ; None (défaut) : rien n'est manqué.
    """
    question = en_question(question)
    sources = sources or [UTILISATEUR] * len(textes)
    props: list[Proposition] = []
    # les textes d'une même source, lus d'un trait : « Elle a 61 ans » reprend « ma tante » d'un
    # tour précédent
    debut = 0
    for k in range(1, len(textes) + 1):
        if k == len(textes) or sources[k] != sources[debut]:
            props += decouper(textes[debut:k], sources[debut], depart=len(props))
            debut = k
    manquee = None
    if contexte_long is not None and props:
        total = jetons if jetons is not None else sum(len(t) for t in textes) // 4
        dernier = max(len(props) - 1, 1)

        def manquee(p: Proposition) -> bool:
            return manque(contexte_long, total, p.rang / dernier, p.texte)
    trouve = chercher(question, props, manquee)
    if trouve is None and sens_disponible():   # d'autres mots que le fait : le second recours
        trouve = chercher(question, props, manquee, sens=proximites)
    anglais = langue(question) == "en"
    if trouve is None:
        return UNKNOWN if anglais else INCONNU
    p = trouve.proposition
    # « Pourquoi… ? » : la raison est le plus souvent ailleurs dans la phrase (« Je ne mange pas
    # de gluten : je suis cœliaque ») — on cite la phrase entière
    dire = p.phrase.strip().rstrip(".!") if POURQUOI.match(sans_accents(question).strip()) else p.texte
    cite = re.sub(rf"^(?:et|mais|puis|and|but|then|{CONCESSIONS})\s+", "", dire, flags=re.I).strip(" «»\"“”")
    if anglais:
        debut = "From what you told me" if p.source == UTILISATEUR else "From what I was given"
        texte = f"{debut}: “{cite}”."
    else:
        debut = ("D'après ce que vous m'avez dit" if p.source == UTILISATEUR
                 else "D'après ce que j'ai reçu")
        texte = f"{debut} : « {cite} »."
    q = sans_accents(question).strip()
    communs = (termes_question(question) - etiquettes_question(question)) & termes_phrase(p.texte)
    if (OUI_NON.match(q) and p.negative and not re.search(r"\b(?:ne|n'|pas|not|n't)\b", q)
            and any(not t.startswith("#") for t in communs)):
        texte = ("No. " if anglais else "Non. ") + texte
    return texte


__all__ = ["DESIGNE", "INCONNU", "UNKNOWN", "Trouve", "chercher", "cible", "indices", "personnelle",
           "repondre"]
