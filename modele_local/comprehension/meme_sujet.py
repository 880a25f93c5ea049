"""Deux déclarations parlent-elles du même sujet ? La règle écrite une fois (issue 28).

« La dernière déclaration de l'utilisateur sur le même sujet l'emporte », même sans mot de
changement : « Je fais du yoga le lundi soir » puis « Depuis la rentrée, le lundi soir c'est
natation pour moi ». Cette règle sert, au même endroit, à la réponse en contexte et depuis la
mémoire rappelée (`recherche_lexicale.chercher`), à l'extraction (`cadres` : la nouvelle valeur
reprend ou retire la clé de l'ancienne), donc au résumé à la valeur la plus récente
(`resume_faits`) et à la mémoire à long terme.

Deux textes sont sur le même sujet quand au moins DEUX indices les relient :

- chaque ANCRE commune (racine d'un mot plein, ou équivalence du lexique : « Islande » et
  « Iceland », « lundi » et « Monday ») ; les mots de cadre (avoir, être, faire, aimer,
  s'appeler…) et les noms de temps vagues (soir, jour, semaine…) n'ancrent rien ;
- une famille de mots ou une catégorie du lexique commune (« Clio » et « Zoé » : des voitures ;
  « bureaux » et « agence » : des lieux de travail), comptée une fois ;
- une SORTE DE VALEUR commune, comptée une fois : deux adresses (« 4 rue des Tanneurs », « 18
  avenue Foch »), deux mesures de la même unité (« 80 kilos », « 74 kilos »), deux jours de la
  semaine, deux codes (« Galaxy S9 », « Nokia G42 » ; « B214 », « C305 »), deux modèles
  (« Pixel 6 », « iPhone 13 »), deux lieux nommés après à / en / in (« à Tours », « à Poitiers »),
  un nombre seul qui en reprend un autre (« j'en suis à 712 ») — la place que la nouvelle valeur
  reprend ; une adresse ou un code seuls suffisent, le reste seulement avec une ancre commune ou
  un mot de changement (une mesure aussi avec une catégorie commune : `_meme_sorte`) ;
- un mot de changement dans la nouvelle (« maintenant », « finalement », « j'ai arrêté », « on
  m'a muté », « switched ») : avec lui, une seule ancre ou une famille commune suffit — pas un
  mot faible (« … muté la semaine dernière » ne remplace pas « quelle semaine ! »).

Une déclaration qui AJOUTE (« aussi », « encore un », « also », « another ») n'en remplace
aucune : « J'ai un chat » puis « J'ai aussi un chien » gardent les deux.

    >>> meme_sujet("Je fais du yoga le lundi soir.", "Le lundi soir c'est natation pour moi.")
    True
    >>> meme_sujet("Je roule en Clio.", "Maintenant je conduis une Zoé.")
    True
    >>> meme_sujet("J'ai un chat qui s'appelle Tigre.", "J'ai un chien qui s'appelle Rex.")
    False
    >>> meme_sujet("Je fais du piano le mardi soir.", "Je fais du judo le jeudi soir.")
    False
    >>> meme_sujet("Je travaille chez Airbus.", "Je travaille surtout en Python.")
    False
    >>> meme_sujet("Je pèse 80 kilos.", "Ce matin la balance affichait 74 kilos.")
    True
    >>> sorted(sorte_de_valeur("J'habite au 18 avenue Foch, à Tours, le bureau C305."))
    ['adresse', 'code', 'lieu']
"""

from __future__ import annotations

import re
from functools import lru_cache

from .lexique import categories, equivalences_et_racines
from .normaliser import HEURE, JOURS, MOIS, langue, mots, racine, sans_accents, termes, vide
from .propositions import REMPLACE

# Ce qui n'ancre pas un sujet : les verbes de cadre et les noms de temps vagues (racinés).
FAIBLES = set("""
avoir ai as a avons avez ont eu etre suis es est sommes etes sont ete faire fais fait faisons
font aller vais va allons vont venir viens vient prendre prends prend aimer aime aimes adore
adorer prefere preferer deteste detester appelle appeler appel nom nomme vouloir veux veut
pouvoir peux peut have has had get got go goes going do does make makes like likes love loves
hate prefer name named called call want
soir soiree matin matinee midi nuit nuits jour jours journee semaine semaines mois an ans annee annees
heure heures fois moment temps week-end weekend morning evening night nights day days week weeks month
months year years time times
""".split())
AJOUT = re.compile(r"(?i)\b(?:aussi|[ée]galement|encore une?|un autre|une autre|un deuxi[èe]me"
                   r"|une deuxi[èe]me|un second|une seconde|en plus|also|as well|another"
                   # « my son too » en fin de proposition ; pas « way too crowded »
                   r"|too(?=\s*(?:$|[,.;:!?…)]))"
                   r"|a second|in addition)\b")
# Un arrêt (« j'ai arrêté », « I sold it », « le vieux a rendu l'âme ») : une chose a changé.
ARRET = re.compile(r"(?i)\b(?:arr[êe]t|stopp|quitt|abandonn|l[âa]ch[ée]|laiss[ée] tomber|stopped|quit"
                   r"|gave up|dropped|ditched|finished|sold|revendu|vendu|rendu l.[âa]me|r[ée]sili[ée]"
                   r"|cancell?ed|unsubscribed)")
# Un arrêt sans objet (« Ça fait trois semaines que j'ai arrêté », « I quit last month ») : il
# arrête ce dont on parlait juste avant.
ARRET_NU = re.compile(r"(?i)\b(?:j'ai|je|i've|i have|i|on a|we've|we|nous avons)\s+(?:\w+\s+)?"
                      r"(?:arr[êe]t[ée]|stopp[ée]|quit|stopped|gave up|laiss[ée] tomber|l[âa]ch[ée])"
                      r"(?=\s*(?:$|[,.;!…]|depuis|il y a|pour de bon|d[ée]finitivement|for good|for\b"
                      r"|since|ago|last|yesterday|hier|cold turkey|completely|compl[èe]tement))")
# Les verbes qui disent qu'une chose a changé, en plus des mots de `propositions.REMPLACE` et
# des arrêts.
CHANGE = re.compile(r"(?i)\b(?:arr[êe]t[ée]e?s?|arr[êe]te|stopp[ée]e?|quitt[ée]e?|mut[ée]e?"
                    r"|transf[ée]r[ée]e?|pass[ée]e? (?:à|au|aux|en)|devenue?|r[ée]cemment"
                    r"|stopped|quit|gave up|transferred|became|moved|these days|nowadays"
                    r"|ces temps-ci|depuis peu|ça fait \w+ \w+ que|d[ée]m[ée]nag[ée]e?s?|vendue?s?"
                    r"|revendue?s?|nomm[ée]e?|promue?|embauch[ée]e?|sold|promoted|appointed|hired"
                    # une valeur qui monte ou descend, une place donnée par d'autres
                    r"|j'en suis [àa]|on en est [àa]|augment[ée]e?s?|baiss[ée]e?s?|mont[ée]e? [àa]"
                    r"|descendue? [àa]|dropped|rose|went (?:up|down)|increased|decreased|bumped"
                    r"|raised|lowered|cut (?:it )?(?:down )?to|up to|down to|traded|swapped|replaced"
                    r"|refaite?s?|repeinte?s?|remplac[ée]e?s?|redone|remade|rebuilt|renamed|rebaptis[ée]e?"
                    # une date qui bouge : « ils ont encore décalé », « reporté à lundi », « pushed back »
                    r"|d[ée]cal[ée]e?s?|repouss[ée]e?s?|report[ée]e?s?|un d[ée]lai|postponed|pushed back"
                    r"|pushed (?:it )?to|rescheduled|delayed|moved (?:it|the \w+) to"
                    r"|m'a (?:donn[ée]|attribu[ée]|fil[ée]|coll[ée]e?|cal[ée]e?|install[ée]e?|mise?"
                    r"|plac[ée]e?|affect[ée]e?)|on m'a|gave me|assigned me|put me|moved me"
                    r"|depuis (?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|hier|peu"
                    r"|la semaine derni[èe]re|le mois dernier|ce matin)"
                    r"|since (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|yesterday"
                    r"|last week|last month|this morning)"
                    # « since the baby arrived », « depuis que je suis à la retraite » : depuis un événement
                    r"|since (?:the|my|our|i|we)\s+\w+|depuis que|depuis (?:la naissance|l'arriv[ée]e)"
                    # « Since January I've gone fully vegan », « depuis mars je suis passé… »
                    rf"|depuis (?:le mois de )?(?:{MOIS})|since (?:{MOIS})|(?:i've|i have|we've|we have) gone"
                    r"|went (?:fully |completely )?(?:vegan|vegetarian|veggie|keto|gluten-free|sober|dry"
                    r"|part-time"
                    r"|full-time|freelance|remote))\b")
# Les sortes de valeur (voir le module) ; la mesure et son unité à part (`MESURE`).
SORTES = {
    "adresse": re.compile(r"(?i)\b\d+(?:\s?(?:bis|ter))?,?\s+(?:rue|avenue|boulevard|bd|all[ée]e|chemin"
                          r"|impasse|place|quai|route|cours)\b"
                          r"|\b\d+\s+(?:[A-Z][\w'-]*\s+){1,3}(?:Street|St|Road|Rd|Avenue|Ave|Lane|Drive|Close|Grove|Crescent|Terrace|Gardens|Court|Mews|Row"
                          r"|Place|Walk|Hill|Park|Boulevard|Blvd|Parade"
                          r"|Way|Square)\b"),
    "jour": re.compile(rf"(?i)\b(?:{JOURS})s?\b"),
    # une date, quelle qu'en soit la forme : un jour, un mois, un quantième (« le 15 », « the 3rd »)
    "date": re.compile(rf"(?i)\b(?:{JOURS})s?\b|\b(?:{MOIS})\b"
                       r"|\ble \d{1,2}\b(?![/:.,]\d|\s*(?:h|heures?|%|€|ans|kg|km|bis|ter)\b)"
                       r"|\b\d{1,2}(?:st|nd|rd|th)\b"),
    "mois": re.compile(rf"(?i)\b(?:{MOIS})\b"),
    "heure": re.compile(rf"(?i){HEURE}|\b(?:minuit|midi|midnight|noon)\b"),
    "code": re.compile(r"\b[A-Z]{1,3}-?\d{1,4}[A-Za-z]?\b|\b\d{1,4}[A-Z]{1,2}\b"),
    # un modèle : un nom et son numéro (« Pixel 6 », « iPhone 13 », « Ram 2500 ») — pas une date
    "modele": re.compile(rf"\b(?!(?i:{MOIS}|{JOURS}|le|la|les|the|on|in|at|au|du|de|des|en|et|and|to"
                         rf"|is|est|number|num[ée]ro|bay|room|salle|bureau|page|level|floor|gate)\b)"
                         rf"(?:[A-Z][a-z]+|i[A-Z][a-z]+)\s\d{{1,4}}[a-z]?\b(?![/:.,]\d)"),
    # (« at the Lanark mart », « to Stirling »)
    # (« aux îles Scilly », « to the Isle of Skye », « au lac Léman » : le nom commun du lieu avant son nom)
    "lieu": re.compile(rf"\b(?:à|en|au|aux|in|at|to)\s+(?:the\s+|la\s+|le\s+|l')?(?!(?i:{JOURS}|{MOIS})\b)"
                       r"(?:(?:[îi]les?|isles?|islands?|lac|lake|mont|mount)\s+(?:of\s+|de\s+|d')?)?"
                       r"[A-ZÀ-Ý][a-zà-ÿ]+"),
}
# Les unités d'une mesure écrites après le nombre (voir aussi `unite`, une forme par unité).
UNITES_ECRITES = (r"kilos?|kg|km|kilom[èe]tres?|m[èe]tres?|cm|euros?|€|£|pounds?|dollars?|bucks|quid|\$"
                  r"|litres?|miles?|%")
MESURE = re.compile(rf"(?i)\b\d+(?:[.,]\d+)?\s*({UNITES_ECRITES}|pour ?cent|percent)(?!\w)"
                    r"|([£$€])\s?\d")   # « £950 » : la devise avant


# Ce qui renvoie au jour d'une déclaration précédente (« Crewing swapped me onto a JFK trip that
# day », « la compagnie me fait embarquer à Anvers, même date »).
CE_JOUR_LA = re.compile(r"(?i)\b(?:that day|that date|the same day|same day|same date|ce jour-l[àa]"
                        r"|le m[êe]me jour|m[êe]me date|la m[êe]me date|same time)\b")
ORDINAL = re.compile(r"(?i)\b\d{1,2}(?:st|nd|rd|th|er|e)\b")
# Une déclaration qui ne dit qu'une valeur nommée (« and now it's Faro », « finalement ce sera
# Anvers ») ; elle remplace la valeur nommée d'une déclaration précédente (`NOMME_DEDANS`).
VALEUR_SEULE = re.compile(r"(?i:^(?:and |et |so |donc |bon,? |ugh,? |bref,? )*(?:now |maintenant |finalement "
                          r"|actually |en fait )?(?:it's|it is|it'll be|c'est|ce sera|ça sera|ça va être)\s+"
                          r"(?:now\s+|maintenant\s+|finalement\s+)?)[A-ZÀ-Ý]")
NOMME_DEDANS = re.compile(rf"(?<=[\w,] )(?!(?:{JOURS}|{MOIS})\b)[A-ZÀ-Ý][a-zà-ÿ]+")
# Un changement fait à la chose dont on parlait, reprise par un pronom : « I traded it in for a
# Ram », « asked me to rename him », « je l'ai revendue », « on les a remplacés ».
LE_CHANGER = re.compile(r"(?i)\b(?:traded|swapped|sold|replaced|changed|switched|returned|renamed?|exchanged"
                        # « The doctor's moved them to the evening », « dyed it green »
                        r"|upgraded|scrapped|moved|shifted|dyed|painted|repainted|colou?red)\s+(?:it|them|him|her)\b|\b(?:je|j'|on|nous|il|elle)\s*(?:l'|les\s|la\s|le\s)"
                        r"(?:ai|a|avons|ont)\s+(?:\w+\s+)?(?:revendue?s?|vendue?s?|remplac[ée]e?s?|chang[ée]e?s?"
                        r"|[ée]chang[ée]e?s?|rendue?s?|rebaptis[ée]e?s?|renomm[ée]e?s?|d[ée]plac[ée]e?s?|d[ée]cal[ée]e?s?"
                        r"|teinte?s?|peinte?s?|repeinte?s?)")


def _ancres(texte: str, code: str) -> set[str]:
    """Les ancres d'un texte : racines des mots pleins hors `FAIBLES`, et ses équivalences."""
    pleins = [m for m in mots(texte) if not vide(m, code) and len(m) > 1 and not m.isdigit()]
    fortes = {racine(m, code) for m in pleins if m not in FAIBLES
              and racine(m, code) not in FAIBLES}
    # un mot qui a une équivalence compte une fois : par elle (« Iceland » -> '=islande')
    etiquettes, porteurs = equivalences_et_racines(texte, code)
    return (fortes - porteurs) | etiquettes


def _etiquettes(texte: str, code: str, sauf: set[str]) -> set[str]:
    """Familles et catégories des mots du texte qui ne sont pas déjà des ancres communes
    (« je travaille à Lille » et « je travaille en Python » ne partagent que « travaille »)."""
    reste = " ".join(m for m in mots(texte) if racine(m, code) not in sauf
                     and not equivalences_et_racines(m, code)[0] & sauf)
    familles = {t for t in termes(reste, code) if t.startswith("#")}
    return (familles - {"#nom", "#date", "#nombre", "#lieu", "#appellation"}) | categories(reste,
                                                                                           code)


# un nombre qui n'est ni une heure, ni une date, ni une mesure, ni un modèle, et le mot qui le suit
# (« 9,99 par mois » : un nombre décimal en est un)
NOMBRE = re.compile(r"(?<![\w:,./-])(\d{1,3}(?:[ ,.]\d{3})*|\d+(?:[.,]\d{1,2})?)(?![\w:/.,-]*\d)"
                    r"(?:\s+(\w+))?")
NON_NOMBRE = re.compile(rf"(?i){HEURE}|\b\d{{1,2}}(?:er|st|nd|rd|th)?\s+(?:{MOIS})\b|\b(?:{MOIS})\s+\d{{1,2}}"
                        # « the 3rd » : un quantième, pas un nombre qui compte
                        r"|\b\d{1,2}(?:st|nd|rd|th)\b"
                        rf"|\b(?:19|20)\d{{2}}\b|\b\d+(?:[.,]\d+)?\s*(?:{UNITES_ECRITES}|m|ans|years?|h)(?!\w)"
                        r"|[£$€]\s?\d[\d,.]*")


# ce qui peut suivre un nombre sans dire ce qu'il compte
APRES_UN_NOMBRE = set("""after before since until by per par pour depuis avant apres cette ce this
last next now maintenant desormais right tout pile environ about""".split())


def sorte_de_valeur(texte: str) -> set[str]:
    """Les sortes de valeur que porte le texte (`SORTES`, mesure:<unité>, et nombre:<le mot
    qui le suit> — « nombre: » pour un nombre seul, qui reprend : « j'en suis à 712 »)."""
    sans_adresse = SORTES["adresse"].sub(" ", texte)   # (« le 4 bis rue… » : pas une date)
    sortes = {nom for nom, motif in SORTES.items() if motif.search(sans_adresse if nom == "date" else texte)}
    unites = {u or d for u, d in MESURE.findall(texte)}
    sortes |= {"mesure:" + unite(u) for u in unites}
    reste = texte
    for motif in (SORTES["adresse"], SORTES["code"], NON_NOMBRE, SORTES["modele"]):
        reste = motif.sub(" ", reste)
    code = langue(texte)
    for _, apres in NOMBRE.findall(reste):
        mot = sans_accents(apres.lower()) if apres else ""
        seul = not mot or vide(mot, code) or mot in APRES_UN_NOMBRE
        sortes.add("nombre:" + ("" if seul else racine(mot, code)))
    return sortes


def _meme_sorte(ancien: str, nouveau: str, appui: bool, famille: bool = False) -> bool:
    """L'indice « même sorte de valeur ». Une adresse, un code nomment LA chose ; un lieu, un
    jour, un mois, une heure, un nombre ou une mesure se disent de mille choses (« je cours 10 km
    le dimanche », « je nage 2 km le mardi », « J'ai lu un article sur les trains de nuit en
    Europe ») : ceux-là ne comptent qu'avec un `appui` — une ancre commune ou un mot de
    changement (« I switched to the half marathon in October ») ; une mesure aussi avec une
    `famille` commune (« I weigh 82 kilos », « Scales said 77 kg »)."""
    a, n = sorte_de_valeur(ancien), sorte_de_valeur(nouveau)
    communes = a & n
    # un nombre seul dans la nouvelle reprend celui de l'ancienne (« J'ai 640 vinyles » ->
    # « j'en suis à 712 ») ; « 2 enfants » et « 3 fois par semaine » ne parlent pas de la même chose
    # (de même d'une mesure : « I weigh 260 pounds » -> « Down to 238 »)
    if "nombre:" in n and any(x.startswith(("nombre:", "mesure:")) for x in a):
        communes.add("nombre:")
    mesure = any(x.startswith("mesure:") for x in communes)
    return bool(communes & {"adresse", "code"} or communes and (appui or famille and mesure))


UNITES = [("kilom", "km"), ("km", "km"), ("kilo", "kg"), ("kg", "kg"), ("cm", "cm"), ("met", "m"),
          ("euro", "eur"), ("€", "eur"), ("£", "gbp"), ("pound", "gbp"), ("quid", "gbp"), ("$", "usd"),
          ("dollar", "usd"), ("buck", "usd"), ("litre", "l"), ("mile", "mi"), ("%", "%"), ("pour", "%"),
          ("percent", "%")]


def unite(u: str) -> str:
    """L'unité d'une mesure, une forme par unité (« kilos » et « kg », « bucks » et « dollars »)."""
    u = sans_accents(u.lower())
    return next((nom for debut, nom in UNITES if u.startswith(debut)), u[:3])


def change(texte: str) -> bool:
    """Vrai si le texte dit qu'une chose a changé (« finalement », « j'ai arrêté », « now »)."""
    return bool(REMPLACE.search(texte) or CHANGE.search(texte) or ARRET.search(texte))


@lru_cache(maxsize=16384)   # une fonction pure des deux textes : l'extraction la rappelle souvent
def meme_sujet(ancien: str, nouveau: str, changement: bool | None = None) -> bool:
    """Vrai si `nouveau` (dit plus tard, par la même personne) parle du même sujet qu'`ancien`
    et le remplace (voir le module) ; `changement` : déjà connu (sinon lu dans `nouveau`)."""
    if AJOUT.search(nouveau):
        return False
    code_a, code_n = langue(ancien), langue(nouveau)
    fortes_a = _ancres(ancien, code_a)
    fortes_n = _ancres(nouveau, code_n)
    dit_changer = change(nouveau) if changement is None else changement
    communes = fortes_a & fortes_n
    famille = bool(_etiquettes(ancien, code_a, communes) & _etiquettes(nouveau, code_n, communes))
    # (une mesure de la même unité s'appuie aussi sur une catégorie commune : « I weigh 82 kilos »,
    # « Scales said 77 kg »)
    # « ce jour-là », « that day », « même date » reprennent le jour que disait l'ancienne
    reprise = bool(CE_JOUR_LA.search(nouveau) and (sorte_de_valeur(ancien) & {"jour", "mois"}
                                                   or ORDINAL.search(ancien)) or LE_CHANGER.search(nouveau)
                   # « And now it's Faro » : une valeur seule, nommée, prend la place du nom d'avant
                   or VALEUR_SEULE.match(nouveau) and NOMME_DEDANS.search(ancien))
    indices = (len(communes) + famille + reprise
               + _meme_sorte(ancien, nouveau, bool(communes) or dit_changer, famille) + dit_changer)
    return indices >= 2
