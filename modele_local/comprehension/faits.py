"""Faits simples trouvés dans un texte français par des règles (expressions régulières), sans LLM.

Le modèle local s'en sert pour répondre « Quelle est mon équipe ? » à partir de la seule
conversation reçue, et pour écrire un résumé extractif. Les règles sont volontairement simples :
« je quitte l'équipe A et je rejoins l'équipe B » donne B, mais une tournure inattendue échappe.

    >>> extraire_faits("Je suis dans l'équipe Paiements.")
    [('equipe', 'Paiements')]
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

MAJ = r"[A-ZÀ-ÖØ-ÞŒ]"
MOT = MAJ + r"[\w-]*"                   # un nom propre : Nantes, Rezé, Saint-Herblain
NOMS = rf"{MOT}(?:[ \t]+{MOT})*"        # un ou plusieurs noms propres : Data Science
PREP_LIEU = r"(?:à|au|aux|en)"
TRAVAIL = (r"(?i:travaill|commenc|bosse|embauch|employ|collabor|nouve|poste|stage|altern"
           r"|rejoin|suis)")

# (clés des groupes capturés, motif, mots qui doivent précéder la capture dans la même phrase)
REGLES: list[tuple[tuple[str, ...], re.Pattern, str | None]] = [
    (("prenom",), re.compile(rf"(?i:je m'appelle|je me nomme|mon prénom est|mon nom est|moi,? c'est"
                             rf"|l'utilisat(?:eur|rice) s'appelle|my name is|call me)\s+({NOMS})"),
     None),
    (("prenom",), re.compile(rf"(?:^|[.!?,;:]\s*|\b(?i:et|and)\s+)(?i:je suis|i'm|i am)\s+({NOMS})"
                             rf"(?!\s+(?i:team|équipe))"), None),
    (("prenom",), re.compile(rf"({NOMS})\s+(?:travaille (?:chez|à)|est une? nouve(?:lle|au)\b)"),
     None),
    (("entreprise", "ville"), re.compile(rf"\bchez\s+({MOT})(?:\s*,?\s+à\s+({NOMS}))?"), TRAVAIL),
    (("entreprise", "ville"), re.compile(rf"(?i:entreprise|société)\s+({MOT})(?:\s+à\s+({NOMS}))?"),
     None),
    (("ville",), re.compile(rf"(?i:travaille|bosse|basée?|bureaux?|agence)"
                            rf"(?:\s+(?:maintenant|désormais|[a-zé]+ment))?\s+à\s+({NOMS})"), None),
    (("equipe",), re.compile(rf"(?i:équipe|team|squad)\s+({NOMS})"), None),
    (("equipe",), re.compile(rf"(?i:the)\s+({NOMS})\s+(?i:team|squad)"), None),
    (("entreprise", "ville"), re.compile(rf"(?i:work|working|started|job)\s+(?i:at|for)\s+({MOT})"
                                         rf"(?:\s*,?\s+(?i:in)\s+({NOMS}))?"), None),
    (("domicile",), re.compile(rf"(?i:i live|i'm living|i moved)\s+((?i:in|to)\s+{NOMS})"), None),
    (("allergie",), re.compile(r"(?i:allergic)\s+((?i:to)\s+[\w-]+)"), None),
    (("responsable",), re.compile(rf"(?i:my (?:manager|boss|lead))(?:\s+(?i:is|:))?\s+({MOT})"),
     None),
    (("langage",), re.compile(rf"(?i:\bcode|\bcodes|programme|développe)\s+(?:\w+\s+)?en\s+"
                              rf"({MAJ}\w*(?:\+\+|#)?)"), None),
    (("langage",), re.compile(rf"(?i:langage)(?: de programmation)?(?: principal| préféré)?"
                              rf"(?: est| :)?(?: le)?\s+({MAJ}\w*(?:\+\+|#)?)"), None),
    (("domicile",), re.compile(rf"(?i:j'habite|\bhabite|je vis|\bvit|domiciliée?|déménage"
                               rf"|déménagée?s?|emménagée?s?)\s+"
                               rf"({PREP_LIEU}\s+{NOMS})"), None),
    (("transport",), re.compile(r"(?i)\b(à (?:vélo|pied)|en (?:vélo|voiture|bus|tram(?:way)?|métro"
                                r"|train(?! d)|trottinette|moto|scooter|covoiturage))\b"), None),
    (("allergie",), re.compile(r"(?i:allergique|allergie|allergies)\s+((?i:aux|au|à la|à l'|à)"
                               r"\s*[\w-]+)"), None),
    (("responsable",), re.compile(rf"(?i:responsable|manager|manageuse|cheffe|chef|n\+1)"
                                  rf"(?:\s+(?:s'appelle|se nomme|est|:))?\s+({MOT})"), None),
]

# Une capture précédée, dans sa proposition, d'un de ces mots est une information périmée.
PERIME = re.compile(r"(?i)quitt|ancien|autrefois|plus dans|plus à|plus chez|n'est plus|étai[st]\b"
                    r"|était\b|avant\b|\bleft\b|\bleaving\b|\bformer|\bused to\b|no longer"
                    r"|\bwas\b")
PROPOSITION = re.compile(r"(?i),|;|:|\bet\b|\bmais\b|\bpuis\b|\bpour\b|\bvers\b|\band\b"
                         r"|\bbut\b|\bthen\b")
EXCLUS = {"Elle", "Il", "Iel", "On", "Vous", "Tu", "Je", "Nous", "Ce", "Cette", "La", "Le", "Les",
          "Son", "Sa", "Ses", "Mon", "Ma", "Un", "Une", "I", "The", "My", "We", "You", "A",
          "Dans", "Très", "Ravi", "Ravie", "Désolé", "Désolée", "Nouveau", "Nouvelle"}

POLITESSE = re.compile(
    r"(?i)\b(?:bonjour|bonsoir|salut|coucou|hello|merci(?: beaucoup| bien| encore)?(?: pour tout)?"
    r"|au revoir|à bientôt|à plus tard|bonne (?:fin de )?(?:journée|soirée|semaine|week-end)"
    r"|avec plaisir|de rien|c'est (?:très |super |vraiment )?(?:clair|gentil|parfait|top|noté)"
    r"|super|génial|parfait|top|ok|d'accord|entendu|cool|excellent|vraiment|encore)\b")


def sans_accents(texte: str) -> str:
    """Minuscules sans accents, pour comparer des formulations.

        >>> sans_accents("À quoi suis-je allergique ?")
        'a quoi suis-je allergique ?'
    """
    decompose = unicodedata.normalize("NFD", texte.lower().replace("’", "'"))
    return "".join(c for c in decompose if not unicodedata.combining(c))


def phrases(texte: str) -> list[str]:
    """Découpe un texte en phrases (sur . ! ? … et les retours à la ligne).

        >>> phrases("Bonjour ! Je suis là.")
        ['Bonjour !', 'Je suis là.']
    """
    morceaux = re.split(r"(?<=[.!?…])\s+|\n+", texte.replace("’", "'"))
    return [m.strip() for m in morceaux if m.strip()]


def est_question(phrase: str) -> bool:
    """Vrai si la phrase se termine par un point d'interrogation (guillemets fermants ignorés)."""
    return phrase.rstrip(" »\"'").endswith("?")


def est_politesse(phrase: str) -> bool:
    """Vrai si la phrase n'est faite que de politesses (« Merci beaucoup, c'est très clair ! »)."""
    reste = POLITESSE.sub(" ", phrase)
    return not re.search(r"[^\W\d_]{2,}", reste)


def _perime(phrase: str, debut: int) -> bool:
    avant = PROPOSITION.split(phrase[:debut])[-1]
    return bool(PERIME.search(avant))


def _nettoyer(valeur: str) -> str:
    return valeur.strip().rstrip(".,;:!?")


def extraire_faits(phrase: str) -> list[tuple[str, str]]:
    """Faits `(clé, valeur)` d'une phrase affirmative, dans l'ordre du texte ; [] pour une question.

        >>> extraire_faits("Je quitte l'équipe A et je rejoins l'équipe Plateforme.")
        [('equipe', 'Plateforme')]
    """
    if est_question(phrase):
        return []
    trouves: list[tuple[int, str, str]] = []
    for cles, motif, requis in REGLES:
        for m in motif.finditer(phrase):
            avant = PROPOSITION.split(phrase[:m.start()])[-1] + phrase[m.start():m.start(1)]
            if requis and not re.search(requis, avant):
                continue
            if _perime(phrase, m.start()):
                continue
            for i, cle in enumerate(cles, start=1):
                valeur = m.group(i)
                if valeur and valeur not in EXCLUS:
                    trouves.append((m.start(i), cle, _nettoyer(valeur)))
    trouves.sort()
    vus: set[tuple[int, str]] = set()
    resultat = []
    for pos, cle, valeur in trouves:   # une même capture peut venir de deux règles
        if (pos, cle) not in vus:
            vus.add((pos, cle))
            resultat.append((cle, valeur))
    return resultat


def faits_de(textes: Iterable[str]) -> dict[str, str]:
    """Faits de plusieurs textes pris dans l'ordre : pour chaque clé, la plus récente gagne.

        >>> faits_de(["Je suis dans l'équipe Paiements.", "Je suis dans l'équipe Data."])
        {'equipe': 'Data'}
    """
    faits: dict[str, str] = {}
    for texte in textes:
        for phrase in phrases(texte):
            for cle, valeur in extraire_faits(phrase):
                faits.pop(cle, None)   # l'ordre du dict suit la dernière mise à jour
                faits[cle] = valeur
    return faits


# Questions reconnues (texte en minuscules sans accents), dans l'ordre où on les essaie.
QUESTIONS = [
    ("tout", r"que sais[- ]tu (?:de|sur) moi|qu'est-ce que tu sais (?:de|sur) moi"
             r"|what do you know about me"),
    ("prenom", r"m'appelle|mon (?:pre)?nom\b|qui suis-je|my name\b|who am i\b"),
    ("responsable", r"responsable|manager|\bchef|\bn\+1|\bboss\b"),
    ("allergie", r"allergi"),
    ("equipe", r"\bequipe\b|\bteam\b"),
    ("langage", r"langage|en quoi (?:est-ce que )?(?:je )?code|programm|language"),
    ("transport", r"comment (?:est-ce que )?(?:je )?(?:viens|vais|me rends|venir)"
                  r"|trajet|transport|commute|how do i get to work"),
    ("domicile", r"habite|\bou (?:est-ce que )?(?:je )?vi[st]\b|domicile|where do i live"),
    ("ville", r"\bville\b|\bou (?:est-ce que )?(?:je )?travaille|\bcity\b|where do i work"),
    ("entreprise", r"entreprise|societe|employeur|\bboite\b|pour qui (?:je )?travaille|chez qui"
                   r"|company|employer|who do i work for"),
]
INTERROGATIF = re.compile(r"^(?:quel|quelle|quels|quelles|ou|comment|qui|a quoi|dans quel|"
                          r"pour qui|chez qui|que|qu'est-ce|est-ce|what|what's|which|where|who"
                          r"|how|do you)\b"
                          r"|\b(?:rappelle|redis|dis)-moi\b|\bte souviens\b|\btell me\b"
                          r"|\bremind me\b")


def question_sur(texte: str) -> str | None:
    """La clé du fait demandé par une question, ou None.

        >>> question_sur("À quoi suis-je allergique ?")
        'allergie'
    """
    for phrase in phrases(texte):
        norm = sans_accents(phrase)
        if not (norm.rstrip(" »\"'").endswith("?") or INTERROGATIF.search(norm)):
            continue
        for cle, motif in QUESTIONS:
            if re.search(motif, norm):
                return cle
    return None
