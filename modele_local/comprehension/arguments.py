"""Remplir les arguments d'un outil depuis la demande, selon son schéma JSON, en profondeur.

Ce qu'ajoute ce module aux règles par type de `outils` (enum, nombres, booléens, lieux,
expressions) : les objets imbriqués (chaque propriété remplie à son tour), les tableaux (une
valeur trouvée -> une liste d'un élément), les champs facultatifs `anyOf: [T, null]` de
pydantic, le texte entre guillemets de toutes sortes (« », "", “”, '' — unicode compris),
« nommé X » / « named X » / « called X » pour un champ de nom, le nom propre après « à / to » pour
un destinataire, et, pour un champ texte qu'aucun indice ne remplit, quand l'appel est
obligatoire : la demande pour un champ de texte long (description, message…), sinon le mot mis en
avant par une majuscule (« generate a Pirate greeting » -> « Pirate »).

    >>> schema = {"type": "object", "properties": {
    ...     "customer_name": {"type": "string"}, "style": {"type": "string"},
    ...     "address": {"type": "object", "properties": {"city": {"type": "string"}}}},
    ...     "required": ["customer_name"]}
    >>> remplir(schema, "Create a customer named '你好啊集团' in Lyon, Pirate style.", force=True)
    {'customer_name': '你好啊集团', 'style': 'Pirate', 'address': {'city': 'Lyon'}}
"""

from __future__ import annotations

import re

from .normaliser import sans_accents

CITATION = re.compile(r"«\s*(.+?)\s*»|\"(.+?)\"|“(.+?)”|(?<!\w)'(.+?)'(?!\w)|「(.+?)」")
NOM_PROPRE = r"[A-ZÀ-ÖØ-ÞŒ][\w-]*(?:\s+[A-ZÀ-ÖØ-ÞŒ][\w-]*)*"
LIEU = re.compile(rf"\b(?:à|au|aux|en|dans|in|at|to|for)\s+({NOM_PROPRE})")
NOMME = re.compile(r"(?i:named|called|nommée?|appelée?|qui s'appelle|name is|nom est)\s+"
                   rf"(?:'(.+?)'|\"(.+?)\"|«\s*(.+?)\s*»|({NOM_PROPRE}))")
CHAMPS_LIEU = re.compile(r"ville|city|lieu|location|place|town|pays|country|destination|commune")
CHAMPS_NOM = re.compile(r"name|nom|prenom|titre|title|label")
# Un destinataire, une personne : le nom propre après « à / to / pour / for / avec / with ».
CHAMPS_PERSONNE = re.compile(r"recipient|destinataire|assignee|contact|person|personne|owner"
                             r"|^to$|^user$|utilisateur|attendee|invite")
PERSONNE = re.compile(rf"\b(?:à|a|to|pour|for|avec|with|de|from|cc)\s+({NOM_PROPRE})")
# Un champ de texte long : faute de mieux, la demande elle-même (jamais un mot deviné).
CHAMPS_LONGS = re.compile(r"descri|text|message|content|contenu|body|corps|query|question|prompt"
                          r"|note|comment|detail|summary|resume|requete|instruction")
CHAMPS_NOMBRE = re.compile(r"-?\d+(?:[.,]\d+)?")
DEBUT = re.compile(r"^\W*\w+")   # le premier mot : sa majuscule ne met rien en avant
MOTS_OUTIL = {"using", "use", "the", "tool", "outil", "please", "create", "generate", "make",
              "utilise", "avec", "with", "give", "call"}


def type_utile(schema: dict) -> tuple[str, dict]:
    """(type, schéma utile) ; `anyOf` / `oneOf` avec `null` (champ facultatif) : l'autre branche."""
    for cle in ("anyOf", "oneOf"):
        if cle in schema:
            autres = [s for s in schema[cle] if s.get("type") != "null"]
            if autres:
                return type_utile(autres[0])
    genre = schema.get("type", "object" if "properties" in schema else "string")
    if isinstance(genre, list):
        genre = next((g for g in genre if g != "null"), "string")
    return genre, schema


def _citations(question: str) -> list[str]:
    return [next(g for g in m.groups() if g) for m in CITATION.finditer(question)]


def _en_avant(question: str) -> list[str]:
    """Les mots (ou groupes) en majuscule qui n'ouvrent pas la phrase, hors mots d'outil."""
    debut = DEBUT.match(question)
    return [m.group() for m in re.finditer(NOM_PROPRE, question)
            if not (debut and m.start() < debut.end())
            and sans_accents(m.group()) not in MOTS_OUTIL]


def valeur_texte(champ: str, schema: dict, question: str, force: bool,
                 pris: set[str] = frozenset()) -> str | None:
    """La valeur d'un champ texte, ou None si rien de sûr ; `force` : l'appel est obligatoire
    (un mot mis en avant, sinon la demande) ; `pris` : valeurs déjà données à d'autres champs."""
    nom = sans_accents(champ)
    if "enum" in schema:
        cites = [v for v in schema["enum"]
                 if re.search(rf"\b{re.escape(sans_accents(str(v)))}\b", sans_accents(question))]
        return cites[0] if cites else schema.get("default", schema["enum"][0] if force else None)
    if CHAMPS_LIEU.search(nom):
        lieux = [x for x in LIEU.findall(question) if x not in pris]
        if lieux:
            return lieux[-1]
    if CHAMPS_NOM.search(nom):
        m = NOMME.search(question)
        if m:
            return next(g for g in m.groups() if g)
    if CHAMPS_PERSONNE.search(nom):
        personnes = [x for x in PERSONNE.findall(question) if x not in pris]
        if personnes:
            return personnes[0]
    libres = [c for c in _citations(question) if c not in pris]
    if libres and not CHAMPS_LIEU.search(nom):
        return libres[0]
    if "default" in schema:
        return schema["default"]
    if force and CHAMPS_LONGS.search(nom):
        return question.strip().rstrip("?.!").strip()
    if force:
        lieux = set(LIEU.findall(question))
        saillants = [x for x in _en_avant(question) if x not in pris and x not in lieux]
        return saillants[0] if saillants else question.strip().rstrip("?.!").strip()
    return None


def remplir(schema: dict, question: str, force: bool = False) -> dict:
    """Les arguments d'un objet `schema` tirés de `question` ; `force` (appel obligatoire) :
    chaque champ requis reçoit une valeur, les champs texte facultatifs aussi."""
    nombres = CHAMPS_NOMBRE.findall(question)
    requis = set(schema.get("required", []))
    pris: set[str] = set()
    sortie: dict = {}
    for champ, sous in (schema.get("properties") or {}).items():
        genre, sous = type_utile(sous or {})
        obligatoire = force and champ in requis
        if genre == "object":
            valeur = remplir(sous, question, force)
            if valeur or champ in requis:
                sortie[champ] = valeur
        elif genre == "array":
            _, items = type_utile(sous.get("items") or {})
            trouve = valeur_texte(champ, items, question, obligatoire, pris)
            if trouve is not None or champ in requis:
                sortie[champ] = [] if trouve is None else [trouve]
                pris.update([trouve] if trouve is not None else [])
        elif genre in ("integer", "number"):
            if nombres:
                v = float(nombres.pop(0).replace(",", "."))
                sortie[champ] = round(v) if genre == "integer" else v
            elif "default" in sous or obligatoire:
                sortie[champ] = sous.get("default", 0)
        elif genre == "boolean":
            norm = sans_accents(question)
            if re.search(r"\b(?:non|no|false|faux|sans|without)\b", norm):
                sortie[champ] = False
            elif re.search(r"\b(?:oui|yes|true|vrai|avec|with)\b", norm):
                sortie[champ] = True
            elif "default" in sous or obligatoire:
                sortie[champ] = sous.get("default", False)
        else:
            valeur = valeur_texte(champ, sous, question, force, pris)
            if valeur is not None:
                sortie[champ] = valeur
                pris.add(valeur)
    return sortie
