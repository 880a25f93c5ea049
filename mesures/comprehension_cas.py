"""Les faits de la sonde de compréhension, écrits AVANT les règles du moteur, comme un inconnu.

Aucun ne vient du scénario de Camille (prénom, équipe, allergie, langage, transport, domicile,
ville, entreprise, responsable). Chaque cas : ce que l'utilisateur dit (un ou plusieurs tours,
glissés dans une session de dix tours), la question posée ensuite, et ce qui rend la réponse juste
ou fausse. Le réglage du moteur se fait sur ces cas-ci ; `comprehension_cas_de_cote` en garde un
tiers à part, sur lequel on ne règle rien.

Champs d'un `Cas` (textes comparés en minuscules, sans accents) :
- `attendu` : une des variantes doit être dans la réponse ;
- `perime` : une ancienne valeur, remplacée depuis (elle ne doit pas être dans la réponse) ;
- `autrui` : la valeur d'une AUTRE personne (dans la réponse : réponse sur la mauvaise personne) ;
- `personne` : à qui est le fait (« utilisateur », ou la personne désignée : « chef », « Sofia ») ;
- `valeur` : ce que l'extraction doit garder (par défaut `attendu`) ;
- `memoire` : le fait doit-il passer dans la mémoire à long terme (vrai pour l'utilisateur) ;
- `attendu` vide : l'information n'a PAS été donnée (`sans_reponse`) ; la réponse doit dire
  qu'elle ne la trouve pas (une des tournures de `NE_TROUVE_PAS`), sans donner `leurre`, la
  valeur d'une phrase voisine qui partage des mots avec la question ; rien à extraire.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from modele_local.comprehension.normaliser import sans_accents


@dataclass(frozen=True)
class Cas:
    """Un fait dit, la question qui le vérifie, et les réponses justes ou fautives."""

    sorte: str
    dits: tuple[str, ...]
    question: str
    attendu: tuple[str, ...]
    perime: tuple[str, ...] = ()
    autrui: tuple[str, ...] = ()
    personne: str = "utilisateur"
    valeur: tuple[str, ...] = field(default=())
    leurre: tuple[str, ...] = ()

    @property
    def valeurs(self) -> tuple[str, ...]:
        return self.valeur or self.attendu

    @property
    def sans_reponse(self) -> bool:
        return not self.attendu

    @property
    def memoire(self) -> bool:
        return self.personne == "utilisateur"


def cas(sorte: str, dits: str | list[str], question: str, attendu: str | list[str],
        **autres) -> Cas:
    """Raccourci : une chaîne ou une liste pour `dits` et `attendu`, des tuples ailleurs."""
    def tup(x):
        return (x,) if isinstance(x, str) else tuple(x)
    return Cas(sorte, tup(dits), question, tup(attendu),
               **{k: tup(v) if k != "personne" else v for k, v in autres.items()})


BAVARDAGE = {
    "fr": ["Bonjour !", "Tu peux m'aider à préparer une liste de courses ?",
           "Il pleut encore, quelle semaine.", "Merci, c'est très clair.",
           "J'ai lu un article sur les trains de nuit en Europe.",
           "Peux-tu me rappeler la différence entre une liste et un tuple ?",
           "D'accord, je note.", "La réunion de ce matin a duré deux heures.",
           "Bon, on continue demain.", "Super, merci pour ton aide !"],
    "en": ["Hi there!", "Can you help me plan a shopping list?", "It's raining again today.",
           "Thanks, that's very clear.", "I read an article about night trains in Europe.",
           "Can you remind me what a tuple is?", "Okay, noted.",
           "This morning's meeting lasted two hours.", "Let's continue tomorrow.",
           "Great, thanks for your help!"],
}
PLACES = (2, 6, 8)   # tours (sur dix) où tombent le premier, le deuxième, le troisième fait


# Les premiers mots d'un fait dit en anglais (la langue du bavardage qui l'entoure)
DEBUTS_ANGLAIS = frozenset({"i", "my", "next", "please"})


def langue_du_cas(c: Cas) -> str:
    """« en » si le premier fait commence comme une phrase anglaise (`DEBUTS_ANGLAIS`), sinon
    « fr » : la langue du bavardage de `session`.

        >>> langue_du_cas(cas("x", "My cat is called Miso.", "What is my cat called?", "Miso"))
        'en'
    """
    return "en" if sans_accents(c.dits[0]).split()[0] in DEBUTS_ANGLAIS else "fr"


def session(c: Cas) -> list[str]:
    """Les dix tours de l'utilisateur : du bavardage, et les faits du cas aux tours `PLACES`."""
    tours = list(BAVARDAGE[langue_du_cas(c)])
    for place, dit in zip(PLACES, c.dits, strict=False):
        tours[place] = dit
    return tours


def contient(texte: str, variantes: tuple[str, ...]) -> bool:
    """Une des variantes est dans le texte, en mots entiers (« mai » n'est pas dans « demain »)."""
    t = sans_accents(texte)
    return any(re.search(rf"(?<!\w){re.escape(sans_accents(v))}", t) for v in variantes)


# Ce qu'un humain lit comme « je ne le trouve pas » (cas `sans_reponse`), en français et en anglais.
NE_TROUVE_PAS = ("ne trouve pas", "n'ai pas trouve", "ne sais pas", "n'ai pas cette information",
                 "n'ai aucune information", "pas d'information", "aucune information",
                 "ne m'avez pas dit", "ne m'avez jamais dit", "pas ete mentionne",
                 "can't find", "cannot find", "couldn't find", "could not find", "don't know",
                 "do not know", "don't have this information", "don't have that information",
                 "no information", "haven't told", "have not told", "didn't tell",
                 "did not tell", "not mentioned")


def noter(reponse: str, c: Cas) -> str:
    """« juste », « autrui » (la valeur d'une autre personne), « perimee » ou « faux ».

    Cas `sans_reponse` : « juste » si la réponse dit ne pas trouver, sans donner `leurre`."""
    if contient(reponse, c.autrui):
        return "autrui"
    if contient(reponse, c.perime):
        return "perimee"
    if c.sans_reponse:
        return ("juste" if contient(reponse, NE_TROUVE_PAS) and not contient(reponse, c.leurre)
                else "faux")
    return "juste" if contient(reponse, c.attendu) else "faux"


CAS: list[Cas] = [
    # animal
    cas("animal", "J'ai un chat qui s'appelle Moustache.", "Comment s'appelle mon chat ?",
        "moustache"),
    cas("animal", "Mon chien, c'est un vieux labrador qui s'appelle Biscuit.",
        "Quel est le nom de mon chien ?", "biscuit"),
    cas("animal", "I have a parrot called Kiwi.", "What's my parrot's name?", "kiwi"),
    # enfants
    cas("enfants", "J'ai deux enfants, Léo et Maya.", "Combien d'enfants ai-je ?",
        ["deux", "2"]),
    cas("enfants", "Mon fils a 7 ans.", "Quel âge a mon fils ?", ["7 ans", "sept"],
        personne="fils"),
    cas("enfants", "Ma fille Inès entre au CP en septembre.", "Quand ma fille entre-t-elle au CP ?",
        "septembre", personne="Inès"),
    # anniversaire
    cas("anniversaire", "Mon anniversaire, c'est le 14 mars.", "Quand est mon anniversaire ?",
        "14 mars"),
    cas("anniversaire", "My birthday is on June 3rd.", "When is my birthday?", "june 3"),
    cas("anniversaire", "L'anniversaire de ma mère tombe le 2 août.",
        "Quand est l'anniversaire de ma mère ?", "2 aout", personne="mère"),
    # voyage et sa date
    cas("voyage", "Je pars au Japon le 12 avril pour deux semaines.",
        "Quand est-ce que je pars au Japon ?", "12 avril"),
    cas("voyage", ["Je vais à Lisbonne en mai.", "Finalement, le voyage à Lisbonne est repoussé à juin."],
        "Quand vais-je à Lisbonne ?", "juin", perime="mai"),
    cas("voyage", "Next month I'm flying to Montreal for a conference.",
        "Where am I flying next month?", "montreal"),
    # régime
    cas("regime", "Je suis végétarienne depuis trois ans.", "Est-ce que je mange de la viande ?",
        "vegetarienne"),
    cas("regime", ["Je mange sans gluten.", "En fait je peux de nouveau manger du gluten, "
                   "le médecin a levé la restriction."],
        "Est-ce que je dois éviter le gluten ?", ["de nouveau", "leve"], perime="je mange sans gluten"),
    # téléphone qui change
    cas("telephone", ["Mon téléphone est un iPhone 12.",
                      "J'ai changé de téléphone : maintenant j'ai un Pixel 8."],
        "Quel téléphone j'ai ?", "pixel 8", perime="iphone 12"),
    cas("telephone", ["Mon numéro de téléphone est le 06 12 34 56 78.",
                      "Mon nouveau numéro de téléphone est le 07 98 76 54 32."],
        "Quel est mon numéro de téléphone ?", "07 98 76 54 32", perime="06 12 34 56 78"),
    # pas de voiture (négation)
    cas("voiture", "Je n'ai pas de voiture.", "Est-ce que j'ai une voiture ?",
        ["pas de voiture", "non"], valeur="pas de voiture"),
    cas("voiture", "I don't have a driving licence.", "Do I have a driving licence?",
        ["don't have", "no"], valeur="don't have"),
    # travail, avec négation
    cas("travail", "Je ne travaille pas chez Airbus, c'est mon beau-frère qui y travaille.",
        "Est-ce que je travaille chez Airbus ?", ["ne travaille pas", "non"],
        valeur="ne travaille pas chez airbus"),
    # fait d'un collègue
    cas("collegue", "Mon chef vient au bureau à vélo, moi je prends le tram.",
        "Comment est-ce que je viens au bureau ?", "tram", autrui="velo"),
    cas("collegue", "Mon collègue Antoine est en télétravail le vendredi.",
        "Quel jour Antoine est-il en télétravail ?", "vendredi", personne="Antoine"),
    cas("collegue", "My coworker Priya speaks Hindi and Tamil.", "What languages does Priya speak?",
        "hindi", personne="Priya"),
    # fait d'une voisine
    cas("voisine", "Ma voisine Sofia est infirmière de nuit.", "Quel est le métier de Sofia ?",
        "infirmiere", personne="Sofia"),
    cas("voisine", "Ma voisine a un chien qui aboie, moi j'ai un lapin.",
        "Quel animal ai-je ?", "lapin", autrui="chien"),
    # préférence de réponse
    cas("preference_reponse", "Je préfère des réponses courtes, en trois phrases maximum.",
        "Quel format de réponse je préfère ?", "courtes"),
    cas("preference_reponse", "Please always answer me in English with bullet points.",
        "How do I want you to format answers?", "bullet points"),
    # contrainte médicale
    cas("medical", "J'ai un diabète de type 1.", "Quel est mon problème de santé ?",
        "diabete de type 1"),
    cas("medical", "Je suis intolérante au lactose.", "Est-ce que je peux boire du lait ?",
        "lactose"),
    cas("medical", "I can't take ibuprofen because of my stomach.",
        "Which medicine can't I take?", "ibuprofen"),
    # sport
    cas("sport", "Je fais du badminton le mardi soir.", "Quel sport je pratique ?", "badminton"),
    cas("sport", ["Je cours le marathon de Paris en avril.",
                  "Je me suis blessé au genou, je ne cours plus le marathon."],
        "Est-ce que je cours le marathon ?", ["ne cours plus", "non"], perime="je cours le marathon"),
    # musique
    cas("musique", "J'adore le jazz, surtout Miles Davis.", "Quel genre de musique j'aime ?",
        "jazz"),
    cas("musique", "Je joue du violoncelle depuis l'enfance.", "De quel instrument je joue ?",
        "violoncelle"),
    # langues parlées
    cas("langue", "Je parle couramment l'italien et un peu le russe.",
        "Quelles langues est-ce que je parle ?", "italien"),
    # logement
    cas("logement", ["J'habite dans un studio au troisième étage.",
                     "Maintenant j'habite dans une maison avec jardin."],
        "Dans quel type de logement j'habite ?", "maison", perime="studio"),
    # métier
    cas("metier", "Je suis boulanger, je commence à 4 h du matin.", "Quel est mon métier ?",
        "boulanger"),
    # surnom
    cas("surnom", "Appelle-moi Jo, tout le monde m'appelle comme ça.",
        "Comment dois-tu m'appeler ?", "jo"),
    # âge
    cas("age", "J'ai 34 ans.", "Quel âge j'ai ?", "34"),
    # boisson
    cas("boisson", ["Je bois trois cafés par jour.", "Désormais je ne bois plus de café, que du thé."],
        "Qu'est-ce que je bois ?", ["the", "plus de cafe"], perime="trois cafes"),
    # famille
    cas("famille", "Ma sœur s'appelle Clémence et elle vit à Bordeaux.",
        "Comment s'appelle ma sœur ?", "clemence"),
    cas("famille", "My brother Tom is a firefighter in Leeds.", "What does Tom do?",
        "firefighter", personne="Tom"),
    # plat et couleur préférés
    cas("gout", "Mon plat préféré, c'est la ratatouille.", "Quel est mon plat préféré ?",
        "ratatouille"),
    cas("gout", "Je déteste les endives.", "Quel légume je déteste ?", "endives"),
    # horaires
    cas("horaires", "Je ne suis jamais disponible le mercredi après-midi.",
        "Quand est-ce que je ne suis pas disponible ?", "mercredi"),
]
