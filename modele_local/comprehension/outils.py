"""Choisir l'outil qu'une demande vise, en français ou en anglais, et remplir ses arguments.

Un outil est visé quand la demande rapproche son nom (« get_weather » : *weather*), un thème de
sa description (« Donne la météo… » : météo ↔ « Quel temps fait-il », « What's the weather »),
ou au moins deux mots de sa description. Les arguments suivent les types du schéma : `enum`
(valeur citée, sinon défaut), `number` / `integer` (nombres de la demande, dans l'ordre),
`boolean` (oui/non, true/false, ou le nom du champ cité), `string` (lieu après « à / in »,
expression de calcul, sinon ce que trouve `arguments.remplir` : texte entre guillemets de toutes
sortes, « named X », destinataire, mot mis en avant d'un appel forcé ; à défaut la demande) ;
objets imbriqués, tableaux et champs facultatifs `anyOf` : `arguments.remplir`. Un champ
`required` qu'on ne sait pas remplir donne une question de précision, jamais un appel incomplet.

    >>> meteo = {"name": "get_weather", "input_schema": {"type": "object",
    ...          "properties": {"city": {"type": "string"}}, "required": ["city"]}}
    >>> choisir_outil("What's the weather in Paris?", [meteo])[0]["input"]
    {'city': 'Paris'}
"""

from __future__ import annotations

import re

from modele_local.comprehension.arguments import remplir, type_utile
from modele_local.comprehension.consignes import langue_de
from modele_local.comprehension.faits import NOMS, sans_accents

# thème -> (mots qui le signalent dans le nom ou la description d'un outil, tournures d'une demande)
THEMES = {
    "meteo": (("meteo", "weather", "temperature", "forecast", "prevision", "climat"),
              ("quel temps", "meteo", "temperature", "pleuvoir", "il pleut", "fait-il beau",
               "fait il beau", "weather", "forecast", "rain", "sunny", "how hot", "how cold",
               "degres", "degrees")),
    "heure": (("heure", "time", "clock", "horloge", "timezone", "fuseau"),
              ("quelle heure", "l'heure", "what time", "current time", "time is it", "fuseau",
               "time zone", "timezone")),
    "calcul": (("calcul", "calculat", "math", "arithm", "comput", "evaluat", "expression"),
               ("calcule", "combien font", "combien fait", "calculate", "compute", "how much is",
                "what is \\d", "combien vaut", "evalue", "evaluate", "\\d\\s*[-+*/x×]\\s*\\d")),
    "recherche": (("search", "recherch", "cherch", "lookup", "find"),
                  ("cherche", "recherche", "trouve-moi", "search", "look up", "find ")),
    "courriel": (("mail", "courriel", "message"),
                 ("envoie un mail", "envoie un courriel", "send an email", "send a mail",
                  "e-mail", "email", "courriel")),
    "traduction": (("tradu", "translat"), ("tradui", "translate", "en anglais", "into english")),
    "agenda": (("agenda", "calendar", "rappel", "remind", "event", "rendez"),
               ("rappelle-moi de", "remind me", "rendez-vous", "reunion", "meeting", "agenda",
                "calendar")),
}
VIDES = {"get", "set", "tool", "outil", "fetch", "data", "donnee", "donnees", "info", "infos",
         "current", "actuel", "actuelle", "list", "liste", "make", "faire", "the", "une", "des",
         "pour", "with", "avec", "from", "dans", "donne", "renvoie", "returns", "return", "gives",
         "quelle", "quel", "what", "this", "that", "cette", "d'une", "d'un", "given"}
CHAMPS_LIEU = ("ville", "city", "lieu", "location", "localisation", "endroit", "commune", "place",
               "town", "where", "pays", "country", "destination")
LIEU = rf"\b(?:à|au|aux|en|sur|pour|de|dans|in|at|for|to|of)\s+({NOMS})"
OUI = re.compile(r"\b(?:oui|yes|true|vrai|avec|with|active|enable)\b")
NON = re.compile(r"\b(?:non|no|false|faux|sans|without|pas de|disable)\b")
# Une expression : chiffres, opérateurs, parenthèses et espaces, avec au moins un opérateur.
EXPRESSION = re.compile(r"[(\s]*-?\d[\d\s.,+\-*/×x^()]*")
OPERATEUR = re.compile(r"\d\s*\)*\s*(?:[-+*/×x^]|\*\*)\s*\(*\s*-?\d")
CLAUSES = re.compile(r"\s*(?:;|,?\s+(?:and|et|puis|then|also|aussi)\s+)\s*", re.IGNORECASE)
NEUTRES = {"string": "", "number": 0, "integer": 0, "boolean": False, "array": [], "object": {}}


def _mots(texte: str) -> list[str]:
    return [m for m in re.split(r"[_\W]+", sans_accents(texte)) if len(m) >= 4 and m not in VIDES]


def _cite(mot: str, mots_question: list[str]) -> bool:
    """Un mot de l'outil figure dans la demande, à la flexion près (calculer ~ calcule)."""
    racine = mot[:max(4, min(len(mot), 6))]
    return any(q.startswith(racine) or mot.startswith(q) and len(q) >= 5 for q in mots_question)


def score(question: str, outil: dict) -> int:
    """À quel point la demande vise l'outil : 3 par mot du nom, 2 par thème, 1 par mot décrit."""
    norm = sans_accents(question)
    mots_q = _mots(question)
    nom, description = outil.get("name", ""), outil.get("description") or ""
    points = 3 * sum(_cite(m, mots_q) for m in set(_mots(nom)))
    signature = sans_accents(nom + " " + description)
    for marques, tournures in THEMES.values():
        if any(m in signature for m in marques) and any(re.search(t, norm) for t in tournures):
            points += 2
    points += sum(_cite(m, mots_q) for m in set(_mots(description)) - set(_mots(nom)))
    return points


def _valeur(champ: str, schema: dict, question: str, requis: bool, nombres: list[str]) -> object:
    """Déduit la valeur d'un champ depuis la question (None si rien de sûr)."""
    genre = schema.get("type", "string")
    norm = sans_accents(question)
    if "enum" in schema:
        cites = [v for v in schema["enum"] if re.search(rf"\b{re.escape(sans_accents(str(v)))}\b",
                                                        norm)]
        return cites[0] if cites else schema.get("default", schema["enum"][0] if requis else None)
    if genre in ("integer", "number"):
        if not nombres:
            return schema.get("default")
        valeur = float(nombres.pop(0).replace(",", "."))
        return round(valeur) if genre == "integer" else valeur
    if genre == "boolean":
        if NON.search(norm):
            return False
        if OUI.search(norm) or any(m in _mots(question) for m in _mots(champ)):
            return True
        return schema.get("default", False if requis else None)
    if genre != "string":
        return schema.get("default")
    if sans_accents(champ) in CHAMPS_LIEU or any(
            m in sans_accents(schema.get("description", "")) for m in ("ville", "city", "lieu")):
        lieux = re.findall(LIEU, question)
        return lieux[-1] if lieux else schema.get("default")
    cite = re.search(r"«\s*(.+?)\s*»|\"(.+?)\"", question)
    if cite:
        return cite.group(1) or cite.group(2)
    calcul = expression(question)
    if calcul and re.search(r"expr|calc|formul|math|equation|operation", sans_accents(champ)):
        return calcul
    return question.strip().rstrip("?").strip() if requis else schema.get("default")


def expression(texte: str) -> str | None:
    """L'expression de calcul du texte, parenthèses comprises, sans ponctuation finale.

        >>> expression("Calcule (12851 - 593) * 301 + 76.")
        '(12851 - 593) * 301 + 76'
    """
    for m in EXPRESSION.finditer(texte):
        brut = m.group().strip().rstrip(".,; ")
        while brut.count(")") > brut.count("(") and brut.endswith(")"):
            brut = brut[:-1].rstrip()
        while brut.count("(") > brut.count(")") and brut.startswith("("):
            brut = brut[1:].lstrip()
        if OPERATEUR.search(brut) and brut.count("(") == brut.count(")"):
            return brut
    return None


def _neutre(sous: dict) -> object:
    """Valeur de repli d'un champ requis quand l'appel est forcé (`tool_choice` any / `ANY`)."""
    if "enum" in sous and sous["enum"]:
        return sous["enum"][0]
    return sous.get("default", NEUTRES.get(sous.get("type", "string"), ""))


def choisir_outils(question: str, outils: list[dict], force: bool = False,
                   parallele: bool = True) -> tuple[list[dict], str | None]:
    """Les appels que la question demande : plusieurs si elle vise plusieurs outils dans des
    propositions distinctes (« la météo à Paris et l'heure à Tokyo ») ; avec `force`, toujours
    au moins un appel (l'outil le mieux noté, champs requis remplis au mieux)."""
    morceaux = [c for c in CLAUSES.split(question) if c.strip()]
    if parallele and len(morceaux) > 1:
        appels, vus = [], set()
        for morceau in morceaux:
            appel, _ = choisir_outil(morceau, outils)
            if appel is not None and appel["name"] not in vus:
                vus.add(appel["name"])
                appels.append(appel)
        if len(appels) > 1:
            return appels, None
    appel, refus = choisir_outil(question, outils, force)
    return ([appel] if appel is not None else []), refus


def choisir_outil(question: str, outils: list[dict],
                  force: bool = False) -> tuple[dict | None, str | None]:
    """L'appel d'outil que la question demande clairement : (tool_use, None) ou (None, refus).

    `force` : un appel quoi qu'il arrive (le mieux noté, même sans point), champs requis
    inconnus remplis d'une valeur neutre, comme un modèle contraint par `tool_choice`.
    """
    notes = [(score(question, o), -k, o) for k, o in enumerate(outils)]
    meilleurs = [n for n in notes if n[0] >= 2 or force]
    if not meilleurs:
        return None, None
    _, _, outil = max(meilleurs, key=lambda n: n[:2])
    schema = outil.get("input_schema") or {}
    proprietes = schema.get("properties") or {}
    requis = schema.get("required", [])
    nombres = re.findall(r"-?\d+(?:[.,]\d+)?", question)
    profond = remplir(schema, question, force)   # objets, tableaux, citations, noms (arguments)
    recopie = question.strip().rstrip("?").strip()
    cite = re.search(r"«\s*(.+?)\s*»|\"(.+?)\"", question)
    entree = {}
    for champ, sous_schema in proprietes.items():
        genre, utile = type_utile(sous_schema or {})
        valeur = _valeur(champ, utile, question, champ in requis, nombres)
        devine = valeur is None or valeur == recopie or (cite and valeur in cite.groups())
        if genre in ("object", "array") or (genre == "string" and "enum" not in utile and devine):
            valeur = profond.get(champ, valeur)
        if valeur is not None:
            entree[champ] = valeur
    manquants = [c for c in requis if c not in entree]
    if manquants and force:
        entree.update({c: _neutre(proprietes.get(c) or {}) for c in manquants})
        manquants = []
    if manquants:
        if langue_de(question) == "en":
            return None, (f"To use the « {outil['name']} » tool, I need: {', '.join(manquants)}. "
                          "Could you tell me?")
        return None, (f"Pour utiliser l'outil « {outil['name']} », il me manque : "
                      f"{', '.join(manquants)}. Pouvez-vous préciser ?")
    return {"type": "tool_use", "name": outil["name"], "input": entree}, None
