"""Chercher dans les conversations passées : quand l'outil est là, quand l'appeler, que répondre.

Un outil déclaré cherche dans les conversations passées quand sa description (ou son nom) parle à
la fois de conversations (conversation, chat, session, discussion, échange…) et du passé
(passées, précédentes, anciennes, historique, archives, earlier, prior, history…) ou des plus
récentes : `genre_passe` dit « recherche » s'il a un champ texte pour le sujet, « recents »
sinon (les dernières sessions). Le nom seul ne suffit jamais, une description seule oui.

Le modèle local l'appelle quand la question porte sur l'utilisateur ou sur ce qui a été dit
avant (`vise_le_passe`) et que le contexte n'y répond pas (le cerveau le décide : voir
`cerveau.repondre`) ; « De quoi avons-nous parlé hier ? » (aucun sujet) va à l'outil des
dernières sessions s'il existe. Les arguments suivent le schéma (`arguments_passes`) : le champ
du sujet reçoit les mots pleins de la question (« Quel traiteur m'avais-tu conseillé pour mon
allergie ? » -> « traiteur conseillé allergie »), un tableau de mots-clés la liste de ces mots,
un entier requis une valeur dans ses bornes, un objet imbriqué ses propres champs.

Quand le résultat revient, `reponse_passee` y cherche ce qui répond (recherche lexicale) et cite
la date de la session : balises `<chat … quand="…">` de `contexte.outil_recherche`, JSON (une
liste d'objets avec un texte et une date) ou lignes datées, quelle que soit la forme.

    >>> outil = {"name": "x", "description": "Search the user's previous chats.",
    ...          "input_schema": {"type": "object", "properties": {"q": {"type": "string"}}}}
    >>> genre_passe(outil), arguments_passes(outil, "Which hotel did I book in Lisbon?")
    ('recherche', {'q': 'hotel book Lisbon'})
"""

from __future__ import annotations

import json
import re

from .consignes import langue_de
from .normaliser import MOTS_VIDES, QUESTIONS, langue, sans_accents, termes
from .propositions import decouper
from .recherche_lexicale import chercher

CONVERSATIONS = re.compile(r"\b(?:conversations?|chats?|sessions?|discussions?|echanges?|dialogues?"
                           r"|entretiens?|messages?|talks?|threads?|fils de discussion)\b")
PASSE = re.compile(r"\b(?:passe(?:e|es|s)?|precedente?s?|anterieure?s?|ancienne?s?|anciens?"
                   r"|historique|archives?|autrefois|avant|past|previous|prior|earlier|older"
                   r"|history|historical|archived?|before|long-term|long terme)\b")
RECENTS = re.compile(r"\b(?:recente?s?|dernier(?:e|es|s)?|latest|recent|newest|most recent|last)\b")
CHERCHE = re.compile(r"\b(?:search\w*|cherch\w*|recherch\w*|retrouv\w*|find\w*|look\w*|query"
                     r"|interrog\w*|match\w*|mots?[- ]cles?|keywords?|plein texte|full[- ]text"
                     r"|retriev\w*|sujet|topic)\b")
DATE_CHAMP = re.compile(r"date|iso|before|after|since|until|depuis|jusqu|apres|avant|quand|when"
                        r"|time|jour|day|debut|fin\b|from|to\b")
SUJET_CHAMP = re.compile(r"query|^q$|search|requete|recherche|sujet|topic|keyword|mots|texte|text"
                         r"|terms?|question|filtre|filter|cherch")
# Ce qui dit « ce qu'on s'est dit avant » dans une question, sans en être le sujet.
VERS_LE_PASSE = re.compile(
    r"\b(?:souviens|souvenir|rappelle|rappeler|remind|remember|recall|dernieres? fois|last time"
    r"|on (?:a|avait|s'est|s'etait) (?:parle|discute|dit)|nous nous (?:sommes|etions) dit"
    r"|nous avons (?:parle|discute)|avons-nous|avions"
    r"|m'avais|t'avais|je t'ai dit|tu m'as dit|j'avais dit|avais-tu|avais-je|mentionn\w*|told|said"
    r"|tell you|talk(?:ed)?|discuss(?:ed)?|conversation|hier|yesterday|semaine derniere|last week"
    r"|mois dernier|last month|l'autre jour|the other day|recemment|recently|ever)\b")
TACHE = re.compile(r"^(?:est-ce que )?(?:peux-tu|pourrais-tu|pouvez-vous|pourriez-vous|tu peux|vous pouvez"
                   r"|veux-tu|voulez-vous|can you|could you|would you|will you|please)\b")
SANS_SUJET = re.compile(r"\b(?:de quoi|of what|what (?:did|have) we|qu'est-ce qu'on s'est dit"
                        r"|what were we|on s'est dit quoi)\b")
OUTILLAGE = set("""
souviens souvenir souvient rappelle rappeler rappel remind remember recall fois dernier derniere
last time parle parler parlé discute discuter dit dire dis avais avait avions aviez avais-tu
avais-je t'avais m'avais j'avais tu m'as je t'ai mentionne mentionné mention mentioned told tell
said say talk talked discuss discussed conversation conversations chat chats ever again deja
hier yesterday semaine week mois month autre jour day recemment recently resume résume résumer
summarize etait etais etaient avaient about regarding before earlier previously auparavant avant
concerning propos sujet topic into
""".split())
LONG_CITATION = 300
NOMBRE = re.compile(r"\b\d{1,3}(?!\d)")
ISO = re.compile(r"\b(\d{4}-\d{2}-\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2})?)?\b")
MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
        "octobre", "novembre", "décembre"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
CHAMPS_TEXTE = ("text", "texte", "content", "contenu", "excerpt", "extrait", "snippet", "message",
                "messages", "body", "value", "summary", "resume")
CHAMPS_DATE = ("date", "quand", "when", "timestamp", "created_at", "time", "jour", "day", "session_date")


def genre_passe(outil: dict) -> str | None:
    """« recherche », « recents » ou None : ce que l'outil fait des conversations passées.

        >>> genre_passe({"name": "web_search", "description": "Search the web."}) is None
        True
    """
    decrit = sans_accents(f"{outil.get('name', '')} {outil.get('description') or ''}"
                          .replace("_", " "))
    if not CONVERSATIONS.search(decrit) or not (PASSE.search(decrit) or RECENTS.search(decrit)):
        return None
    sujet = _champ_sujet(outil.get("input_schema") or {})
    if sujet is not None and (CHERCHE.search(decrit) or SUJET_CHAMP.search(sans_accents(sujet))):
        return "recherche"
    return "recents" if RECENTS.search(decrit) or sujet is None else "recherche"


def _proprietes(schema: dict) -> dict:
    return schema.get("properties") or {}


def _est_texte_libre(nom: str, sous: dict) -> bool:
    decrit = sans_accents(f"{nom} {sous.get('description', '')}")
    return (sous.get("type", "string") == "string" and "enum" not in sous
            and "format" not in sous and not DATE_CHAMP.search(decrit))


def _champ_sujet(schema: dict, prefixe: str = "") -> str | None:
    """Le chemin (« filtre.mots_cles ») du champ qui reçoit le sujet cherché, ou None."""
    candidats = []
    for nom, sous in _proprietes(schema).items():
        sous = sous or {}
        genre = sous.get("type", "object" if "properties" in sous else "string")
        if genre == "object":
            dedans = _champ_sujet(sous, f"{prefixe}{nom}.")
            if dedans:
                candidats.append((1, dedans))
        elif genre == "array" and (sous.get("items") or {}).get("type", "string") == "string":
            candidats.append((2 if SUJET_CHAMP.search(sans_accents(nom)) else 0, prefixe + nom))
        elif _est_texte_libre(nom, sous):
            candidats.append((3 if SUJET_CHAMP.search(sans_accents(nom)) else 1, prefixe + nom))
    return max(candidats, key=lambda c: c[0])[1] if candidats else None


def vise_le_passe(question: str) -> bool:
    """Vrai si la question renvoie à ce qui a été dit avant (« tu te souviens… », « last time »).

        >>> vise_le_passe("Tu te souviens du nom de mon vétérinaire ?"), vise_le_passe("Salut !")
        (True, False)
    """
    return bool(VERS_LE_PASSE.search(sans_accents(question)))


def demande_un_fait(question: str) -> bool:
    """Vrai si la question demande une information (« Quel… ? », « Did I… ? », « Rappelle-moi… »),
    pas une tâche (« Peux-tu m'aider à écrire un mail ? ») ni une affirmation (« Je suis… »).

        >>> [demande_un_fait(q) for q in ("Où vit ma sœur ?", "Can you help me write a mail?",
        ...                               "Je suis allergique aux arachides.")]
        [True, False, False]
    """
    q = sans_accents(question).strip()
    if vise_le_passe(question):
        return True
    return "?" in q and not TACHE.match(q)


def sans_sujet(question: str) -> bool:
    """Vrai si la question demande de quoi on a parlé, sans sujet (« De quoi avons-nous parlé ? »)."""
    return bool(SANS_SUJET.search(sans_accents(question))) and not mots_du_sujet(question)


def mots_du_sujet(question: str) -> list[str]:
    """Les mots pleins de la question, dans leur forme écrite, sans mots vides ni « souviens ».

        >>> mots_du_sujet("Quel traiteur m'avais-tu conseillé pour mon allergie ?")
        ['traiteur', 'conseillé', 'allergie']
    """
    mots = []
    for brut in re.findall(r"[\w'’-]+", question):
        mot = brut.replace("’", "'").strip("'-")
        for elide in ("l'", "d'", "m'", "t'", "s'", "j'", "qu'", "n'", "c'"):
            if mot.lower().startswith(elide):
                mot = mot[len(elide):]
        bas = sans_accents(mot.lower())
        if re.sub(r"'s$", "", bas) != bas:
            mot, bas = mot[:-2], bas[:-2]
        if all((len(x) < 3 and not x.isdigit()) or x in MOTS_VIDES or x in QUESTIONS
               or x in OUTILLAGE for x in bas.split("-")):   # « avons-nous », « rappelle-moi »
            continue
        if bas not in (sans_accents(m.lower()) for m in mots):
            mots.append(mot)
    return mots


def _entier(sous: dict, question: str) -> int:
    bas, haut = sous.get("minimum", 1), sous.get("maximum", 10**9)
    cite = NOMBRE.search(question)
    valeur = int(cite.group()) if cite else sous.get("default", 5)
    return max(bas, min(haut, valeur))


def _remplir(schema: dict, question: str, sujet: str | None, prefixe: str = "") -> dict:
    mots = mots_du_sujet(question)
    requis = set(schema.get("required", []))
    entree: dict = {}
    for nom, sous in _proprietes(schema).items():
        sous, chemin = sous or {}, prefixe + nom
        genre = sous.get("type", "object" if "properties" in sous else "string")
        if genre == "object":
            dedans = _remplir(sous, question, sujet, chemin + ".")
            if dedans or nom in requis:
                entree[nom] = dedans
        elif chemin == sujet:
            entree[nom] = mots if genre == "array" else " ".join(mots) or question.strip(" ?!.")
        elif genre == "integer" and nom in requis:
            entree[nom] = _entier(sous, question)
        elif genre == "integer" and NOMBRE.search(question):
            entree[nom] = _entier(sous, question)
        elif "enum" in sous and nom in requis:
            entree[nom] = sous.get("default", sous["enum"][0])
        elif genre == "string" and nom in requis and _est_texte_libre(nom, sous):
            entree[nom] = " ".join(mots) or question.strip(" ?!.")
    return entree


def arguments_passes(outil: dict, question: str) -> dict:
    """Les arguments de l'appel, selon le schéma de l'outil (voir le module)."""
    schema = outil.get("input_schema") or {}
    return _remplir(schema, question, _champ_sujet(schema))


def choisir(question: str, passes: list[dict]) -> dict | None:
    """L'outil des conversations passées à appeler pour `question` parmi `passes`, ou None."""
    recherche = [o for o in passes if genre_passe(o) == "recherche"]
    recents = [o for o in passes if genre_passe(o) == "recents"]
    if sans_sujet(question) or not mots_du_sujet(question):
        return (recents or recherche or [None])[0]
    return (recherche or recents or [None])[0]


def sujet_absent(question: str, textes: list[str]) -> bool:
    """Vrai si aucun mot du sujet de la question n'apparaît dans `textes` (racines comparées).

        >>> sujet_absent("Résume ce qu'on s'était dit sur le déménagement.", ["J'aime le thé."])
        True
    """
    sujet = {t for m in mots_du_sujet(question) for t in termes(m) if not t.startswith("#")}
    vus = {t for texte in textes for t in termes(texte)}
    return bool(sujet) and not sujet & vus


def appel_passe(question: str, passes: list[dict]) -> dict | None:
    """Le bloc `tool_use` de la recherche dans le passé pour `question`, ou None."""
    outil = choisir(question, passes)
    if outil is None:
        return None
    return {"type": "tool_use", "name": outil["name"], "input": arguments_passes(outil, question)}


# --- après l'appel : lire le résultat, répondre en citant la date ------------------------------

def extraits(resultat: str) -> list[tuple[str, str | None]]:
    """(texte, date ISO ou None) de chaque message d'un résultat, quelle que soit sa forme.

        >>> extraits('<chat session="s" quand="2026-10-15T09:00:00">\\n[0] Bonjour.\\n</chat>')
        [('Bonjour.', '2026-10-15')]
        >>> extraits('[{"date": "2026-06-02", "text": "I booked the Miramar."}]')
        [('I booked the Miramar.', '2026-06-02')]
    """
    try:
        donnees = json.loads(resultat)
    except (ValueError, TypeError):
        donnees = None
    if isinstance(donnees, (dict, list)):
        sortie: list[tuple[str, str | None]] = []
        _depuis_json(donnees, None, sortie)
        if sortie:
            return sortie
    sortie, date = [], None
    for ligne in resultat.splitlines():
        propre = ligne.strip()
        trouvee = ISO.search(propre)
        if propre.startswith("<") and propre.endswith(">"):   # une balise : sa date vaut pour la suite
            date = trouvee.group(1) if trouvee else (None if propre.startswith("</") else date)
            continue
        texte = re.sub(r"^\[\d+\]\s*", "", propre)
        if trouvee:
            texte = (texte[:trouvee.start()] + texte[trouvee.end():]) if trouvee.start() < 25 \
                else texte
            texte = re.sub(r"^[\s\[\]()|:—–\-]+", "", texte)
            texte = re.sub(r"^(?:session du|session of|le|on)?\s*[\]):—–\-]*\s*", "", texte)
        texte = texte.strip().strip("«»\"“” ").strip()
        if texte:
            sortie.append((texte, trouvee.group(1) if trouvee else date))
    return sortie


def _depuis_json(donnees: object, date: str | None, sortie: list) -> None:
    if isinstance(donnees, list):
        for x in donnees:
            _depuis_json(x, date, sortie)
        return
    if isinstance(donnees, str):
        if donnees.strip():
            sortie.extend(extraits(donnees) if "\n" in donnees or donnees.startswith("<")
                          else [(donnees.strip(), date)])
        return
    if not isinstance(donnees, dict):
        return
    for cle in CHAMPS_DATE:
        v = donnees.get(cle)
        if isinstance(v, str) and ISO.search(v):
            date = ISO.search(v).group(1)
            break
    pris = False
    for cle in CHAMPS_TEXTE:
        if cle in donnees and isinstance(donnees[cle], (str, list, dict)):
            _depuis_json(donnees[cle], date, sortie)
            pris = True
    if not pris:
        for v in donnees.values():
            if isinstance(v, (list, dict)) or isinstance(v, str) and not ISO.fullmatch(v.strip()):
                _depuis_json(v, date, sortie)


def _le_plus_proche(question: str, textes: list[str]) -> int:
    """L'indice du texte (pas une question) qui partage le plus de mots avec la question ; à
    égalité, le premier (l'outil les rend du meilleur au moins bon, ou du plus récent)."""
    q = {t for t in termes(question) if not t.startswith("#")}

    def note(k: int) -> tuple[int, int]:
        texte = textes[k]
        communs = len(q & termes(texte, langue(texte)))
        return (0 if texte.rstrip(" »\"'”").endswith("?") else 1, communs)

    return max(range(len(textes)), key=lambda k: (note(k), -k))


def date_lisible(iso: str, anglais: bool) -> str:
    """« 15 octobre 2026 » ou « October 15, 2026 » : `date_lisible("2026-10-15", False)`."""
    an, mois, jour = (int(x) for x in iso.split("-"))
    if anglais:
        return f"{MONTHS[mois - 1]} {jour}, {an}"
    return f"{'1er' if jour == 1 else jour} {MOIS[mois - 1]} {an}"


def reponse_passee(question: str, resultat: str, erreur: bool = False) -> str:
    """La réponse à `question` tirée du résultat d'une recherche dans le passé, date citée.

        >>> reponse_passee("Quel traiteur m'avais-tu conseillé ?", '<chat session="s" '
        ...     'quand="2026-10-15T09:00:00">\\n[0] Le traiteur Saveurs de Loire.\\n</chat>')
        'Lors de notre conversation du 15 octobre 2026 : « Le traiteur Saveurs de Loire ».'
    """
    anglais = langue_de(question) == "en"
    if erreur:
        return (f"The search in our past conversations failed: {resultat.strip()}" if anglais
                else f"La recherche dans nos conversations passées a échoué : {resultat.strip()}")
    morceaux = extraits(resultat)
    vides = re.compile(r"(?i)^(?:aucune?|no |nothing|none|rien|\(r[ée]sultat vide\))")
    morceaux = [(t, d) for t, d in morceaux if not vides.match(t)]
    if not morceaux:
        return ("I found nothing about this in our past conversations." if anglais
                else "Je n'ai rien trouvé à ce sujet dans nos conversations passées.")
    props, de = [], []
    for k, (texte, _) in enumerate(morceaux):
        nouvelles = decouper([texte], "outil", depart=len(props))
        props += nouvelles
        de += [k] * len(nouvelles)
    trouve = None if sans_sujet(question) else chercher(question, props)
    if trouve is not None:   # le message entier, sauf s'il est long : la proposition seule
        k = de[props.index(trouve.proposition)]
        cite = morceaux[k][0] if len(morceaux[k][0]) <= LONG_CITATION else trouve.proposition.texte
    else:   # le message qui partage le plus de mots avec la question, sinon le premier rendu
        k = _le_plus_proche(question, [t for t, _ in morceaux])
        cite = morceaux[k][0]
    cite = cite.rstrip(" .")
    date = morceaux[k][1]
    if anglais:
        quand = f"In our conversation of {date_lisible(date, True)}" if date else \
            "In one of our past conversations"
        return f"{quand}: “{cite}”."
    quand = f"Lors de notre conversation du {date_lisible(date, False)}" if date else \
        "Dans une de nos conversations passées"
    return f"{quand} : « {cite} »."


__all__ = ["appel_passe", "arguments_passes", "choisir", "date_lisible", "demande_un_fait", "extraits",
           "genre_passe",
           "mots_du_sujet", "reponse_passee", "sans_sujet", "sujet_absent", "vise_le_passe"]
