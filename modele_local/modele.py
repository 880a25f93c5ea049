"""Le « cerveau » du modèle local : une doublure pédagogique déterministe, pas un LLM.

Il ne sait que ce que contient la requête (système + messages). Il répond aux questions sur des
faits dits plus tôt (équipe, allergie, ville…) avec la valeur la plus récente, ou avoue ne pas la
trouver ; il résume quand on le lui demande ; il appelle un outil quand la demande le cite.

    >>> question = {"type": "text", "text": "Quelle est mon équipe ?"}
    >>> repondre("", [{"role": "user", "blocs": [question]}], [])
    [{'type': 'text', 'text': 'Je ne trouve pas cette information dans notre conversation.'}]
"""

from __future__ import annotations

import re

from .faits import (
    NOMS,
    est_politesse,
    extraire_faits,
    faits_de,
    phrases,
    question_sur,
    sans_accents,
)
from .resumeur import ENTETE, consigne_de_resume, morceaux_a_resumer, resumer

INCONNU = "Je ne trouve pas cette information dans notre conversation."
VOUS = {
    "prenom": "vous vous appelez {}", "entreprise": "vous travaillez chez {}",
    "ville": "vous travaillez à {}", "equipe": "vous êtes dans l'équipe {}",
    "langage": "vous codez surtout en {}", "domicile": "vous habitez {}",
    "transport": "vous venez au travail {}", "allergie": "vous êtes allergique {}",
    "responsable": "votre responsable s'appelle {}",
}
# Thèmes d'outils courants : un outil dont le nom contient la clé est visé par ces tournures.
THEMES = {
    "meteo": ("quel temps", "meteo", "temperature", "pleuvoir", "il pleut", "fait-il beau"),
    "heure": ("quelle heure", "l'heure"),
    "calcul": ("calcule", "combien font", "combien fait"),
    "recherche": ("cherche", "recherche", "trouve-moi"),
}
CHAMPS_LIEU = ("ville", "city", "lieu", "location", "localisation", "endroit", "commune")


def _texte(bloc_text: str) -> dict:
    return {"type": "text", "text": bloc_text}


def _textes(message: dict, resumes: bool = True) -> str:
    """Le texte d'un message ; sans les blocs de résumé injecté si `resumes` est faux."""
    return "\n".join(b["text"] for b in message["blocs"] if b["type"] == "text"
                     and (resumes or not ENTETE.match(b["text"])))


def _vous(faits: dict[str, str]) -> str:
    """Les faits à la 2e personne : « vous travaillez chez Atelier à Nantes, vous … »."""
    clauses = []
    for cle, valeur in faits.items():
        if cle == "ville" and "entreprise" in faits:
            continue
        if cle == "entreprise" and "ville" in faits:
            valeur = f"{valeur} à {faits['ville']}"
        clauses.append(VOUS[cle].format(valeur))
    return ", ".join(clauses)


def _majuscule(phrase: str) -> str:
    return phrase[:1].upper() + phrase[1:]


def _repondre_question(cle: str, faits: dict[str, str]) -> str:
    if cle == "tout":
        if not faits:
            return "Je ne sais encore rien de vous dans cette conversation."
        return "Voici ce que je sais de vous : " + _vous(faits) + "."
    return _majuscule(VOUS[cle].format(faits[cle])) + "." if cle in faits else INCONNU


def _valeur(champ: str, schema: dict, question: str, requis: bool) -> object | None:
    """Déduit la valeur d'un champ d'outil depuis la question (None si rien de sûr)."""
    genre = schema.get("type", "string")
    if "enum" in schema:
        cites = [v for v in schema["enum"] if sans_accents(str(v)) in sans_accents(question)]
        return cites[0] if cites else None
    if genre in ("integer", "number"):
        nombre = re.search(r"-?\d+(?:[.,]\d+)?", question)
        if not nombre:
            return None
        valeur = float(nombre.group().replace(",", "."))
        return int(valeur) if genre == "integer" else valeur
    if genre != "string":
        return None
    if sans_accents(champ) in CHAMPS_LIEU:
        lieux = re.findall(rf"\b(?:à|au|en|sur|pour|de|dans)\s+({NOMS})", question)
        return lieux[-1] if lieux else None
    cite = re.search(r"«\s*(.+?)\s*»|\"(.+?)\"", question)
    if cite:
        return cite.group(1) or cite.group(2)
    return question.strip().rstrip("?").strip() if requis else None


def choisir_outil(question: str, outils: list[dict]) -> tuple[dict | None, str | None]:
    """L'appel d'outil que la question demande clairement : (tool_use, None) ou (None, refus)."""
    norm = sans_accents(question)
    for outil in outils:
        nom = sans_accents(outil["name"])
        mots = [m for m in re.split(r"[_\W]+", nom) if len(m) >= 4]
        themes = [t for cle, tours in THEMES.items() if cle in nom for t in tours]
        if not (nom in norm or any(re.search(rf"\b{re.escape(m)}\b", norm) for m in mots)
                or any(t in norm for t in themes)):
            continue
        schema = outil.get("input_schema") or {}
        proprietes = schema.get("properties") or {}
        requis = schema.get("required", [])
        entree = {}
        for champ, sous_schema in proprietes.items():
            valeur = _valeur(champ, sous_schema or {}, question, champ in requis)
            if valeur is not None:
                entree[champ] = valeur
        manquants = [c for c in requis if c not in entree]
        if manquants:
            return None, (f"Pour utiliser l'outil « {outil['name']} », il me manque : "
                          f"{', '.join(manquants)}. Pouvez-vous préciser ?")
        return {"type": "tool_use", "name": outil["name"], "input": entree}, None
    return None, None


def _apres_outil(messages: list[dict]) -> str:
    noms = {b["id"]: b["name"] for m in messages if m["role"] == "assistant"
            for b in m["blocs"] if b["type"] == "tool_use"}
    resultats = [b for b in messages[-1]["blocs"] if b["type"] == "tool_result"]
    parties = [f"L'outil « {noms.get(b['tool_use_id'], 'inconnu')} » répond : "
               f"{str(b.get('content', '')).strip() or '(résultat vide)'}" for b in resultats]
    return " ; ".join(parties)


def _accuser_reception(texte: str) -> str:
    nouveaux = {c: v for p in phrases(texte) for c, v in extraire_faits(p)}
    if nouveaux:
        return "C'est noté : " + _vous(nouveaux) + "."
    norm = sans_accents(texte)
    if texte.strip() and all(est_politesse(p) for p in phrases(texte)):
        if "merci" in norm:
            return "Avec plaisir !"
        return "Bonjour ! Que puis-je faire pour vous ?" if re.search(r"bonjour|salut|bonsoir",
                                                                      norm) else "D'accord."
    if "?" in texte:
        return ("Je suis un modèle local de démonstration : je ne réponds qu'à partir de ce que "
                "vous m'avez dit dans cette conversation.")
    return "D'accord."


def repondre(systeme: str, messages: list[dict], outils: list[dict]) -> list[dict]:
    """Répond à une requête (forme neutre) par des blocs text, éventuellement suivis d'un tool_use.

        >>> repondre("", [{"role": "user", "blocs": [{"type": "text", "text": "Merci !"}]}], [])
        [{'type': 'text', 'text': 'Avec plaisir !'}]
    """
    consigne = consigne_de_resume(systeme, messages)
    if consigne is not None:
        return [_texte(resumer(morceaux_a_resumer(messages, consigne), consigne.mots,
                               consigne.lignes))]
    dernier = messages[-1] if messages and messages[-1]["role"] == "user" else None
    if dernier is None:
        return [_texte("D'accord.")]
    if any(b["type"] == "tool_result" for b in dernier["blocs"]):
        return [_texte(_apres_outil(messages))]
    question = _textes(dernier, resumes=False)   # un résumé injecté n'est pas une demande
    if not question.strip() and _textes(dernier).strip():
        return [_texte("D'accord, je reprends à partir de ce résumé.")]
    if outils:
        appel, refus = choisir_outil(question, outils)
        if appel is not None:
            return [_texte(f"Je consulte l'outil « {appel['name']} »."), appel]
        if refus is not None:
            return [_texte(refus)]
    cle = question_sur(question)
    if cle is not None:
        textes = [systeme] + [_textes(m) for m in messages if m["role"] == "user"]
        return [_texte(_repondre_question(cle, faits_de(textes)))]
    return [_texte(_accuser_reception(question))]
