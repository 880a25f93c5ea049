"""Trier les propos d'un résumé selon la consigne de contenu : secrets, valeurs périmées, catégories.

Des règles lisibles, pas de compréhension : une phrase est « datée » si elle contient un jour, un
mois ou une heure, « chiffrée » si elle contient un chiffre, « de personnes » si elle cite un nom
propre ou un collègue… Ce que ces règles ne voient pas, le résumé ne le voit pas non plus.

    >>> sorted(categories("Le point d'équipe a lieu le jeudi à 9 h."))
    ['dates', 'nombres']
    >>> contient_un_secret("Le code provisoire du VPN est Tulipe-4821.")
    True
"""

from __future__ import annotations

import re

from modele_local.comprehension.consignes import CATEGORIES, Contenu
from modele_local.comprehension.faits import EXCLUS, sans_accents
from modele_local.comprehension.relations import RELATIONS

# Formes de clés et de jetons connues (Anthropic, OpenAI, Google, GitHub, Slack, AWS, JWT), plus
# toute suite de 20 caractères ou plus mêlant lettres et chiffres.
FORMES_DE_CLE = re.compile(
    r"sk-[\w-]{8,}|AIza[\w-]{20,}|gh[pousr]_\w{16,}|xox[abprs]-[\w-]{10,}|AKIA[0-9A-Z]{16}"
    r"|eyJ[\w-]{6,}\.[\w-]{6,}\.[\w-]{6,}"
    r"|(?=[\w-]*\d)(?=[\w-]*[A-Za-z])[\w-]{20,}")
# Un mot qui annonce un secret, puis une valeur qui contient un chiffre : « code du VPN : Tulipe-4821 ».
# (« 500 tokens par appel » n'est pas un secret : « jeton » et « token » seuls doivent annoncer
# une valeur, « mon token est … », « jeton : … ».)
MOT_SECRET = re.compile(r"\b(?:mots? de passe|mdp|passwords?|passcodes?|codes? d'acc[eè]s"
                        r"|codes? (?:secret|provisoire|wifi|wi-fi|vpn|du vpn|de la porte|pin)"
                        r"|cl[eé]s? (?:d'api|api|secr[eè]te|priv[eé]e|d'acc[eè]s)|api keys?"
                        r"|(?:jetons?|tokens?|pin)(?= ?(?:est|is|:|=))|(?:access|api) tokens?"
                        r"|secrets?|identifiants? de connexion|credentials?)\b", re.I)
VALEUR = r"(?<![\w-])[\w-]*\d[\w-]*"
VALEUR_SECRETE = re.compile(rf"({MOT_SECRET.pattern}[^.\n]*?){VALEUR}", re.I)
MASQUE = "[secret retiré]"

JOURS_MOIS = (r"lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|janvier|fevrier|mars|avril"
              r"|mai|juin|juillet|aout|septembre|octobre|novembre|decembre|demain|hier"
              r"|aujourd'hui|semaine|mois|monday|tuesday|wednesday|thursday|friday|tomorrow")
MOTIFS = {
    "dates": rf"\b(?:{JOURS_MOIS})s?\b|\b\d{{1,2}} ?h\b|\b\d{{1,2}}/\d{{1,2}}\b|\bdates?\b",
    "nombres": r"\d",
    "lieux": r"\b(?:bureaux?|etages?|salles?|villes?|adresses?|habite|demenage|locaux|office)\b",
    "decisions": r"\b(?:decid\w*|choisi\w*|prevue?s?|validee?s?|convenue?s?|finalement|desormais"
                 r"|a partir de|avancee?s?|reportee?s?|changements?|change|rejoin\w*|quitte"
                 r"|reste|serai|decided|chose|planned|moved|now)\b",
    "preferences": r"\b(?:prefere\w*|aime|adore|deteste|toujours|jamais|vegetarien\w*|allergi\w*"
                   r"|parle\w* (?:anglais|francais|espagnol|allemand|italien)|courtes?|longues?"
                   r"|habitude\w*|prefer\w*|likes?|never|always)\b",
}
PERSONNES = re.compile(rf"(?i)\b(?:(?:{RELATIONS})s?|s'appelle)\b")
MOT_PROPRE = re.compile(r"(?<![.!?«\"] )(?<!^)\b[A-ZÀ-ÖØ-Þ][a-zà-öø-ÿ]+(?:-[A-ZÀ-Þ]?\w+)?")
# « je rejoins », « finalement », « plus le mardi » : la phrase remplace une valeur dite avant.
CHANGE = re.compile(r"\b(?:finalement|desormais|maintenant|a partir de|change\w*|avancee?|reportee?"
                    r"|deplacee?|plus le|non plus|au lieu de|remplac\w*|serai|demenage|rejoins"
                    r"|quitte|now|instead|moved|changed|no longer)\b")
VIDES = {"avec", "dans", "pour", "mais", "plus", "tous", "tout", "toute", "toutes", "sont", "elle",
         "elles", "nous", "vous", "leur", "leurs", "cette", "comme", "aussi", "meme", "apres",
         "avant", "encore", "tres", "bien", "fait", "faire", "suis", "serai", "finalement",
         "change", "changement", "desormais", "maintenant", "partir", "that", "this", "with",
         "from", "have", "will", "then", "also", "what", "when", "lieu", "premier", "premiere"}


# Par le sens, pas par la liste : le code, la clé, la combinaison ou le PIN de quoi que ce soit
# (« le code de la salle serveur est Orchidee-5530 », « la combinaison du cadenas : 4412 »),
# dont la valeur est donnée juste après ; pas un code postal, un code source ni la route.
CODE_DE = re.compile(rf"\b(?:codes?|digicodes?|combinaisons?|cl[eé]s?|pin|passcodes?|keys?)\b"
                     rf"(?!\s+(?:postal|source|de la route|du travail|civil|p[ée]nal|couleur))"
                     rf"[^.\n]{{0,50}}?(?:\b(?:est|sont|is|are|reste)\b|:|=)\s*(?:le\s+|the\s+)?"
                     rf"[«\"']?{VALEUR}", re.I)


def contient_un_secret(phrase: str) -> bool:
    """Vrai si la phrase contient une forme de clé, un mot de secret suivi d'une valeur chiffrée,
    ou le code (la clé, la combinaison) de quelque chose suivi de sa valeur.

        >>> contient_un_secret("Le code de la salle serveur est Orchidee-5530.")
        True
        >>> contient_un_secret("Mon code postal est 44400.")
        False
    """
    if FORMES_DE_CLE.search(phrase) or CODE_DE.search(phrase):
        return True
    mot = MOT_SECRET.search(phrase)
    return bool(mot and re.search(VALEUR, phrase[mot.end():]))


def masquer(texte: str) -> str:
    """Remplace les formes de clés, et les valeurs annoncées comme secrètes, par « [secret retiré] ».

        >>> masquer("Clé : sk-ant-api03-abcdefgh, mot de passe : hibou42.")
        'Clé : [secret retiré], mot de passe : [secret retiré].'
    """
    return VALEUR_SECRETE.sub(lambda m: m.group(1) + MASQUE, FORMES_DE_CLE.sub(MASQUE, texte))


def categories(phrase: str) -> set[str]:
    """Les catégories d'information d'une phrase (voir `consignes_contenu.CATEGORIES`)."""
    norm = sans_accents(phrase)
    trouvees = {nom for nom, motif in MOTIFS.items() if re.search(motif, norm)}
    noms = [m for m in MOT_PROPRE.findall(phrase.lstrip("«\" ")) if m not in EXCLUS]
    if noms or PERSONNES.search(phrase):
        trouvees.add("personnes")
    return trouvees


def _mots_cles(phrase: str) -> set[str]:
    mots = re.findall(r"[\w'-]+", sans_accents(phrase))
    return {m.split("'")[-1] for m in mots if len(m.split("'")[-1]) >= 4 or any(
        c.isdigit() for c in m)} - VIDES


def perimes(propos: list[str]) -> set[str]:
    """Les propos qu'un propos plus récent remplace : il annonce un changement (« finalement »,
    « je serai », « plus le mardi »…) et partage au moins deux mots-clés avec l'ancien.

        >>> perimes(["Mon bureau est le B214, au deuxième étage.",
        ...          "Mon bureau change : je serai au C310, au troisième étage."])
        {'Mon bureau est le B214, au deuxième étage.'}
    """
    anciens = set()
    for j, recent in enumerate(propos):
        if not CHANGE.search(sans_accents(recent)):
            continue
        cles = _mots_cles(recent)
        anciens |= {p for p in propos[:j] if len(_mots_cles(p) & cles) >= 2}
    return anciens


def parle_d_un_tiers(phrase: str) -> bool:
    """Vrai si la phrase dit quelque chose d'une autre personne que celle qui écrit : une de ses
    propositions parle d'une personne désignée (« mon collègue Julien », « ma sœur », « elle »
    qui la reprend), ou elle oppose l'autre à soi (« pas moi ») ; nommer la personne seulement
    (« mon responsable s'appelle Malik ») reste un fait de l'utilisateur.

        >>> parle_d_un_tiers("Mon collègue Julien est allergique au gluten, pas moi.")
        True
        >>> parle_d_un_tiers("Mon responsable s'appelle Malik.")
        False
        >>> parle_d_un_tiers("Mon chef vient au bureau à vélo, moi je prends le tram.")
        True
    """
    from modele_local.comprehension.propositions import CONTRASTE, NOMMAGE, decouper, designee

    if CONTRASTE.search(phrase):
        return True
    return any(designee(p) and not NOMMAGE.search(p.texte) for p in decouper([phrase]))


def ordre(propos: list[str], contenu: Contenu) -> list[str]:
    """Les propos à essayer, dans l'ordre : les catégories demandées d'abord, les plus récents
    ensuite ; sans catégorie demandée, du plus récent au plus ancien (le résumé par défaut).
    Les catégories écartées, et avec `seulement` les propos hors catégorie, sont retirés.

        >>> ordre(["Mon badge porte le numéro 5531.", "On en a parlé au café."],
        ...       Contenu(priorites=frozenset({"nombres"})))
        ['Mon badge porte le numéro 5531.', 'On en a parlé au café.']
    """
    demandees = set(contenu.priorites) | (set(CATEGORIES) if contenu.importants else set())
    candidats = [p for p in reversed(propos) if not categories(p) & contenu.exclues]
    if contenu.seulement:
        candidats = [p for p in candidats if categories(p) & (demandees or set(CATEGORIES))]
    return sorted(candidats, key=lambda p: -len(categories(p) & demandees))
