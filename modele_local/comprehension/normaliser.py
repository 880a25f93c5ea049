"""Des mots comparables : minuscules sans accents, sans mots vides ni mots de question, racinisés.

La racinisation est celle de Snowball (`snowballstemmer`, français ou anglais selon la phrase) ;
on y ajoute des familles de mots larges (« chat » et « pet » sont des animaux, « diabète » une
question de santé) pour qu'une question rejoigne une phrase qui ne partage pas son vocabulaire.

    >>> sorted(termes("Comment s'appelle mon chat ?"))
    ['#animal', '#appellation', '#nom', 'appel', 'chat']
    >>> langue("What's my parrot's name?")
    'en'
"""

from __future__ import annotations

import os
import re
import unicodedata
from functools import lru_cache

import snowballstemmer

MOTS_VIDES = set("""
le la les l un une des du de d au aux a à et ou mais donc or ni car que qu qui quoi dont ce c cet
cette ces se s sa son ses ma mon mes ta ton tes notre nos votre vos leur leurs je j tu il elle on
nous vous ils elles me m te t lui y en ne n pas plus jamais rien moi toi soi dans par pour sur
sous avec sans chez vers entre est es suis sont êtes sommes etre être ai as avons avez ont avoir
fait faire très bien aussi tout toute tous toutes comme si cela ça ca c'est cest alors puis
depuis deja déjà encore ici là la-bas oui non quel quelle quels quelles comment combien quand
où ou pourquoi est-ce estce qu'est-ce dois doit peux peut sais sait dis dit moi-meme
the a an and or but of to in on at for with by from is are am was were be been being it its
this that these those i me my mine you your yours he him his she her hers we us our they them
their do does did done have has had not no never don't doesn't didn't what what's which who whom
whose where when why how can could should would will shall may might must please s t m ve ll
d re don doesn didn isn aren wasn won shouldn couldn wouldn haven hasn
merci bonjour bonsoir salut coucou thanks thank hello hi ok okay d'accord stp svp
""".split())
# Des mots vides en français qui sont des noms en anglais : « car », « son » (« My car is a
# black Golf », « My son is seven »). Dans une phrase anglaise, ils comptent (`vide`).
PLEINS_EN_ANGLAIS = {"car", "son"}


def vide(mot: str, code: str = "fr") -> bool:
    """Vrai pour un mot vide dans la langue du texte (« car » l'est en français, pas en anglais)."""
    return mot in MOTS_VIDES and not (code == "en" and mot in PLEINS_EN_ANGLAIS)


QUESTIONS = {"quel", "quelle", "quels", "quelles", "comment", "combien", "quand", "ou", "pourquoi",
             "qui", "quoi", "que", "qu", "what", "which", "who", "where", "when", "why", "how"}

# Familles larges : un mot (racine sans accents) -> une étiquette partagée par la question et
# la réponse. Indices de sens, pas une liste de faits attendus.
FAMILLES = {
    "animal": "animal animaux pet pets chat chatte chats chien chiens lapin hamster "
              "perroquet parrot cat cats dog dogs rabbit poisson fish cheval horse tortue "
              "oiseau bird labrador cochon",
    "sante": "sante health maladie malade disease illness diabete diabetique diabetes "
              "asthme asthma allergie allergique allergic allergy intolerant intolerante "
              "intolerance lactose gluten migraine epilepsie cholesterol tension hypertension "
              "medicament medicaments medicine medication traitement enceinte ibuprofen "
              "probleme",
    "regime": "regime diet vegetarien vegetarienne vegetarian vegan vegane viande meat halal "
              "casher kosher gluten lactose lait fromage milk dairy poisson manger mange eat",
    "age": "age ans an years old aged",
    "appellation": "nom prenom surnom appelle appeler appel appelez name names called call nickname",
    "transport": "velo bike bicycle voiture car tram tramway metro bus train pied trottinette "
              "moto scooter covoiturage vient viens venir vais aller rends commute",
    "musique": "musique music jazz rock rap classique violon violoncelle piano guitare guitar "
              "instrument",
    "sport": "sport badminton tennis football foot course cours courir marathon natation nage "
              "velo yoga running judo rugby basket",
    "langue": "langue langues language languages parle parler speak speaks francais anglais "
              "italien russe espagnol allemand hindi tamil arabe chinois japonais",
    "logement": "logement habite habiter vis vit vivre live lives studio maison appartement "
              "house flat apartment jardin",
    "metier": "metier job travail travaille profession boulot boulanger infirmier infirmiere "
              "firefighter pompier medecin professeur developpeur",
    "boisson": "boisson boire bois boit drink drinks cafe cafes coffee tea lait milk eau "
              "vin biere",
    "famille": "famille family soeur frere sister brother mere pere mother father femme "
              "wife fils fille son daughter enfant enfants children kids",
    "telephone": "telephone portable phone smartphone iphone pixel samsung nokia huawei xiaomi "
                 "motorola android galaxy mobile cellphone",
    "naissance": "naissance naitre naquit born birth birthday anniversaire",
    "nourriture": "legume legumes vegetable plat plats dish endive endives ratatouille "
              "nourriture food",
}
FAMILLE: dict[str, set[str]] = {}
for _nom, _mots in FAMILLES.items():
    for _mot in _mots.split():
        FAMILLE.setdefault(_mot, set()).add("#" + _nom)
ANGLAIS = re.compile(r"\b(?:the|my|i|i'm|is|are|what|what's|how|when|where|do|does|you|and|"
                     r"have|has|to|of|in|at|with)\b")
FRANCAIS = re.compile(r"\b(?:le|la|les|je|j'|mon|ma|mes|est|suis|quel|quelle|comment|quand|"
                      r"et|de|des|du|un|une|pour|avec|dans|ai|pas|ne)\b")


@lru_cache(maxsize=65536)   # appelée pour chaque mot de chaque phrase, souvent sur les mêmes
def sans_accents(texte: str) -> str:
    """Minuscules sans accents, apostrophes droites.

        >>> sans_accents("Ma sœur Clémence’s")
        "ma soeur clemence's"
    """
    return sans_diacritiques(texte.lower().replace("’", "'").replace("œ", "oe").replace("æ", "ae"))


def sans_diacritiques(texte: str) -> str:
    """Le texte sans accents, majuscules gardées (« Élodie » -> « Elodie ») : pour chercher un nom
    propre, qui se lit à sa majuscule.

        >>> sans_diacritiques("Églantine")
        'Eglantine'
    """
    return "".join(c for c in unicodedata.normalize("NFD", texte) if not unicodedata.combining(c))


# L'écrit rapide, sans apostrophe (« jaime », « cest », « whats ») : rendu tel qu'un lecteur le lit.
SANS_APOSTROPHE = [
    (re.compile(r"(?i)\bj(ai|aime|aimais|adore|adorais|habite|habitais|avais|etais|étais|irai|allais"
                r"|achete|achète|utilise|ecoute|écoute|attends|essaie|en|y|arrive)\b"), r"j'\1"),
    (re.compile(r"(?i)\b(?:jsuis|jsui|chui|chuis)\b"), "je suis"),
    (re.compile(r"(?i)\bj(me|vais|fais|bosse|joue|mange|bois|prends|veux|peux|dois)\b"), r"je \1"),
    (re.compile(r"(?i)\b([cs])(est|etait|était)\b"), r"\1'\2"),
    (re.compile(r"(?i)\b([ms])(appelle|appellent)\b"), r"\1'\2"),
    (re.compile(r"(?i)\bqu(?:'|\s)?est[- ]ce\b"), "qu'est-ce"),
    (re.compile(r"(?i)\b(what|where|who|when|how|that|it|there)s\b"), r"\1's"),
    (re.compile(r"(?i)\b(don|doesn|didn|can|isn|aren|haven|won|wasn)t\b"), r"\1't"),
    (re.compile(r"\bim\b"), "i'm"), (re.compile(r"\bive\b"), "i've"),
    # « c koi le nom de mon chat » : « c'est quoi »
    (re.compile(r"(?i)\bkoi\b"), "quoi"), (re.compile(r"(?i)\bc\s+(?=quoi\b)"), "c'est "),
]


def apostrophes(texte: str) -> str:
    """Les apostrophes que l'écrit rapide oublie, remises.

        >>> apostrophes("quel fromage jaime le plus"), apostrophes("whats my dogs name")
        ("quel fromage j'aime le plus", "what's my dogs name")
    """
    for motif, remplacement in SANS_APOSTROPHE:
        texte = motif.sub(remplacement, texte)
    return texte


# Les mois et les jours, en français et en anglais (motifs, accents facultatifs).
MOIS = (r"janvier|f[ée]vrier|mars|avril|mai|juin|juillet|ao[ûu]t|septembre|octobre|novembre"
        r"|d[ée]cembre|january|february|march|april|may|june|july|august|september|october"
        r"|november|december")
JOURS = (r"lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|monday|tuesday|wednesday"
         r"|thursday|friday|saturday|sunday")
# Une heure écrite : « 18 h », « 6 h 15 », « 7:30 », « 2:30 pm », « 9am ».
HEURE = (r"\b\d{1,2}\s*h(?:\s*\d{2})?\b|\b\d{1,2}(?::\d{2})?\s*(?:am|pm)\b|\b\d{1,2}:\d{2}\b"
         # « half past seven », « quarter to eight », « nine o'clock »
         r"|\b(?:half|quarter) (?:past|to) (?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine"
         r"|ten|eleven|twelve|noon|midnight)\b|\b(?:\d{1,2}|one|two|three|four|five|six|seven|eight"
         r"|nine|ten|eleven|twelve) o'clock\b"
         # « at eight in the evening », « à huit heures », « vers sept heures et demie »
         r"|\b(?:at|around|by|from|until) (?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine"
         r"|ten|eleven|twelve)(?: (?:in the (?:morning|evening|afternoon)|at night|sharp|tonight))\b"
         # « in bed by 11 », « around 7 » : une heure, sauf ce qui suit en fait une quantité
         r"|\b(?:at|around|by|until|till|before|after) \d{1,2}\b(?![.,:]?\d|\s*(?:%|years?|yrs?|km|miles?"
         r"|kilos?|kg|pounds?|dollars?|euros?|people|times|percent|minutes?|mins?|hours?|days?|weeks?"
         r"|months?|points?|of\b|-|(?-i:\s+[A-Z])"
         # (un pluriel après le nombre en fait une quantité : « we were at 5 stores »)
         r"|\s+(?!(?:is|was|as|this|his|its|thanks)\b)[a-z]+s\b|\s+(?:\w+\s+)?(?:rue|street|st|road|rd|avenue|ave|lane|way"
         r"|place|drive|boulevard|close|court)\b))"
         # (« a duré deux heures » est une durée : il faut « à », « vers »…)
         r"|\b(?:à|a|vers|dès|des|avant|après|apres|jusqu'à|jusqu'a) (?:une|deux|trois|quatre|cinq"
         r"|six|sept|huit|neuf|dix|onze|douze|midi|minuit)(?: heures?| et demie| et quart)+\b"
         # « I finish at noon », « till midday », « jusqu'à midi », « vers minuit »
         r"|\b(?:at|by|till|until|before|after|around|from|à|a|vers|dès|des|avant|après|apres"
         r"|jusqu'à|jusqu'a)\s+(?:noon|midday|midnight|midi|minuit)\b")


def langue(texte: str) -> str:
    """« fr » ou « en », au compte des petits mots de chaque langue (égalité : « fr ») ; les mots
    d'une clé (« locker_number_at_the_swimming ») comptent comme les autres."""
    t = sans_accents(texte).replace("_", " ")
    return "en" if len(ANGLAIS.findall(t)) > len(FRANCAIS.findall(t)) else "fr"


@lru_cache(maxsize=2)
def raciniseur(code: str):
    """Le raciniseur Snowball d'une langue (« fr » ou « en »), créé une fois ; `stemWords` pour un lot."""
    return snowballstemmer.stemmer("english" if code == "en" else "french")


def mots(texte: str) -> list[str]:
    """Les mots du texte, minuscules sans accents, élisions coupées (« l'anniversaire » -> 2 mots) ;
    « thé », qui sans accent serait l'article anglais « the », devient « tea » (« thèse », sinon
    « these », devient « thesis ») ; « en train de »
    (le présent qui dure) n'est pas un train."""
    texte = EN_TRAIN.sub(" ", THESE.sub("thesis", THE.sub("tea", texte)))
    return re.findall(r"[a-z0-9]+(?:-[a-z0-9]+)*", sans_accents(texte).replace("'", " "))


THE = re.compile(r"(?i)\bthés?\b")   # l'accent seul le distingue de l'article anglais
THESE = re.compile(r"(?i)\bthèses?\b")   # de même du démonstratif anglais « these »
EN_TRAIN = re.compile(r"(?i)\ben train (?:de |d'|d’)")


# Les verbes irréguliers dont Snowball ne rapproche pas les formes (« je bois » et « boire »,
# « I went » et « go ») : la forme conjuguée ramenée à l'infinitif avant la racine. Pas les
# formes qui sont aussi des noms courants (« lit », « vue », « part », « left », « saw »).
IRREGULIERS = {
    "fr": {f: inf for inf, formes in {
        "boire": "bois boit buvons buvez boivent bu bue bus",
        "apprendre": "apprends apprend apprenons apprenez apprennent appris apprise",
        "comprendre": "comprends comprend comprenons comprenez comprennent compris comprise",
        "venir": "viens vient venons venez viennent venu venue venus",
        "revenir": "reviens revient revenons revenez reviennent revenu revenue",
        "vivre": "vis vit vivons vivez vivent vecu vecue",
        "sortir": "sors sort sortons sortez sortent sorti",
        "partir": "pars partons partez partent parti",
        "dormir": "dors dort dormons dormez dorment dormi",
        "mettre": "mets mettons mettez mettent",
        "lire": "lis lisons lisez lisent lu lue",
        "relire": "relis relit relisons relisez relisent relu relue",
        "ecrire": "ecris ecrit ecrivons ecrivez ecrivent",
        "conduire": "conduis conduisons conduisez conduisent",
        "voir": "vois voit voyons voyez voient",
        "connaitre": "connais connait connaissons connaissez connaissent connu connue",
        "recevoir": "recois recoit recevons recevez recoivent recu recue",
        "courir": "couru courons courez courent",
        "tenir": "tiens tient tenons tenez tiennent tenu",
    }.items() for f in formes.split()},
    "en": {f: inf for inf, formes in {
        "go": "went gone", "buy": "bought", "eat": "ate eaten", "drink": "drank drunk",
        "spend": "spent", "fly": "flew flown", "take": "took taken", "see": "seen",
        "run": "ran", "swim": "swam swum", "teach": "taught", "meet": "met", "grow": "grew grown",
        "break": "broke broken", "bring": "brought", "catch": "caught", "drive": "drove driven",
        "fall": "fell fallen", "feel": "felt", "find": "found", "give": "gave given",
        "keep": "kept", "lose": "lost", "pay": "paid", "ride": "rode ridden", "sell": "sold",
        "sleep": "slept", "speak": "spoke spoken", "think": "thought", "wear": "wore worn",
        "win": "won", "write": "wrote written", "begin": "began begun", "choose": "chose chosen",
        "sing": "sang sung", "wake": "woke woken", "steal": "stole stolen", "forget": "forgot forgotten",
        "hurt": "hurt", "know": "knew known", "become": "became",
    }.items() for f in formes.split()},
}


HOMOGRAPHES = {"met", "sang", "sent", "fit", "tint", "ment", "dit", "lit", "pris"}


@lru_cache(maxsize=4096)
def racine(mot: str, code: str = "fr") -> str:
    """La racine Snowball d'un mot déjà normalisé (« chats » -> « chat » ; « bois » -> celle de
    « boire », par `IRREGULIERS`).

        >>> racine("tatouee") == racine("tatoue") == racine("tatouees")
        True
        >>> racine("livraisons") == racine("livrer"), racine("maison") == racine("mer")
        (True, False)
    """
    # (une forme irrégulière anglaise qui n'est pas un mot français compte aussi dans un texte
    # lu comme français : une ligne de mémoire courte, « always_kept : always kept Blackface »)
    mot = IRREGULIERS.get(code, {}).get(mot) or (
        IRREGULIERS["en"].get(mot, mot) if code == "fr" and mot not in HOMOGRAPHES else mot)
    if code == "fr" and len(mot) >= 6 and re.search(r"[^e]ees?$", mot):
        # sans accents, Snowball coupe « tatouee » en « tatoue » mais « tatoue » en « tatou » :
        # le participe au féminin perd son « e » (« ees » son « es ») et rejoint le masculin
        mot = mot[:-1] if mot.endswith("e") else mot[:-2]
    if code == "fr" and len(mot) >= 9 and re.search(r"aisons?$", mot):
        # « livraison » est l'action de « livrer » (Snowball ne coupe pas -aison) : même racine
        mot = re.sub(r"aisons?$", "er", mot)
    return raciniseur(code).stemWord(mot)


FAMILLE_RACINE = {racine(m, code): f for m, f in FAMILLE.items() for code in ("fr", "en")
                  if len(m) > 3}
# Même famille par le début du mot : au moins six lettres communes, et tout le mot de la famille
# sauf ses trois dernières (« asthmatique » rejoint « asthma », « épileptique » « épilepsie » ;
# « traiteur » ne rejoint pas « traitement ») ; et par un morceau qui dit l'objet (« Fairphone »).
PREFIXE = 6
FAMILLE_PREFIXE: dict[str, list[tuple[str, set[str]]]] = {}
for _mot, _etiquettes in FAMILLE.items():
    if len(_mot) >= PREFIXE:
        FAMILLE_PREFIXE.setdefault(_mot[:PREFIXE], []).append((_mot, _etiquettes))
MORCEAUX = {"phone": "#telephone"}
# « né », « née » (avec l'accent : sans lui, « ne » est la négation) : une naissance.
NE = re.compile(r"(?i)\bnée?s?\s+(?:le|en|à|au|on|in|quel|quelle)\b|\b(?:suis-je|je suis|est-elle|est-il)"
                r"\s+née?s?\b|\bnée?s?\s*\?")


def familles(mot: str, code: str = "fr") -> set[str]:
    """Les étiquettes de famille d'un mot normalisé (« asthmatique » -> {'#sante'}).

        >>> sorted(familles("asthmatique")), sorted(familles("fairphone")), familles("traiteur")
        (['#sante'], ['#telephone'], set())
    """
    sortie = FAMILLE.get(mot) or FAMILLE_RACINE.get(racine(mot, code))
    if sortie:
        return {sortie} if isinstance(sortie, str) else set(sortie)
    sortie = set()
    for proche, etiquettes in FAMILLE_PREFIXE.get(mot[:PREFIXE], []):
        if len(os.path.commonprefix([mot, proche])) >= max(PREFIXE, len(proche) - 3):
            sortie |= etiquettes
    return sortie | {e for m, e in MORCEAUX.items() if m in mot}


# (« deux-roues », « quatre-quarts », « two-wheeler » : un nombre dans un composé n'en fait pas
# un morceau à part, qui rejoindrait « deux heures »)
# Les nombres écrits en lettres (aussi ceux qui font d'un passé composé un fait : `cadres.RECIT`)
CHIFFRES = ("deux|trois|quatre|cinq|six|sept|huit|neuf|dix|vingt|cent|mille|two|three|four|five"
            "|seven|eight|nine|ten|twenty|hundred|thousand")
NOMBRES_ECRITS = {*CHIFFRES.split("|"), "une", "one"}


def termes(texte: str, code: str | None = None) -> set[str]:
    """Racines des mots pleins, plus les étiquettes de famille (#animal) et de question (#nom…)."""
    code = code or langue(texte)
    liste = mots(texte)
    sortie = {racine(m, code) for m in liste if not vide(m, code) and len(m) > 1}
    # un mot composé de mots pleins compte aussi par ses morceaux (« semi-marathon » : « semi »,
    # « marathon ») ; pas une locution figée qui tient un mot vide (« rendez-vous », « rez-de-chaussée »)
    sortie |= {racine(x, code) for m in liste if "-" in m
               and all(len(x) > 2 and not vide(x, code) and not x.isdigit() and x not in NOMBRES_ECRITS
                       for x in m.split("-"))
               for x in m.split("-")}
    sortie |= {e for m in liste for e in familles(m, code)}
    if NE.search(texte.replace("’", "'")):
        sortie.add("#naissance")
    sortie |= etiquettes_question(texte)
    return sortie


# Ce qu'une question demande : un nom, une date, un nombre, un lieu.
ANNEE_D_ETUDES = (r"\s+(?:d'|de |du |of (?:my |the )?|at |in )(?:etudes?|licence|master|fac|these|doctorat"
                  r"|medecine|droit|prepa|bts|but|iut|cursus|uni|university|college|school|degree|phd"
                  r"|course|studies|med school|law school)\b")
DEMANDES = {
    # « qui » demande une personne, pas dans « qu'est-ce qui pousse », « ce qui me plaît »
    "#nom": r"\bappell?e|\bnom\b|\bprenom|\bname\b|\bcalled\b|(?<!est-ce )(?<!\bce )\bqui\b|\bwho\b",
    # « quand » / « when » interrogatif : en tête, en fin, ou « depuis quand », « c'est quand » —
    # pas la conjonction (« Qu'est-ce que je me suis cassé quand j'étais enfant ? »)
    "#date": r"^\W*(?:et |mais |alors )?(?:quand|when)\b|\b(?:quand|when)\W*$|\b(?:quand|when)\s*,"
             r"|\b(?:depuis|jusqu'a|c'est|pour|since|until|by) (?:quand|when)\b"
             r"|\bdate\b|\bquel jour\b|\bwhat day\b|\bwhich (?:week)?day\b|\ba quelle heure\b"
             rf"|\bwhat time\b|\bheure\b|\b(?:quelle annee|what year|which year)\b(?!{ANNEE_D_ETUDES})",
    # (« Je suis en quelle année d'études ? » : un rang, « 3e », pas une date)
    "#nombre": rf"\bcombien\b|\bhow many\b|\bhow much\b|\bquel age\b|\bhow old\b|\bage\b"
               rf"|\b(?:quelle annee|what year|which year){ANNEE_D_ETUDES}",
    "#lieu": r"\bou\b|\bwhere\b",
}


def etiquettes_question(texte: str) -> set[str]:
    """Les étiquettes de ce qu'une QUESTION demande (« Quand… ? » -> {'#date'})."""
    if "?" not in texte:
        return set()
    t = sans_accents(texte)
    return {e for e, motif in DEMANDES.items() if re.search(motif, t)}
