"""La règle de mise à jour d'un magasin de faits : que faire d'UNE opération proposée par le LLM ?

Le LLM propose, le code dispose. Une opération `{"op", "cle", "valeur", "preuve", "personne"}`
devient une décision parmi « ajout », « remplacement », « suppression », ou « ignore » (avec la
raison). On ignore : le fait d'une autre personne (le piège du collègue), un secret, une consigne
déguisée en fait (l'empoisonnement), une preuve que l'utilisateur n'a jamais écrite (inventée),
un fait déjà connu, l'oubli d'un fait absent.

    >>> decider({"equipe": "Paiements"}, {"op": "add", "cle": "Équipe", "valeur": "Plateforme",
    ...          "preuve": "je rejoins l'équipe Plateforme"}, ["Bon, je rejoins l'équipe Plateforme."])
    ('remplacement', 'equipe')
    >>> decider({}, {"op": "add", "cle": "equipe", "valeur": "Data", "personne": "Inès",
    ...          "preuve": "Inès est en Data"}, ["Inès est en Data."])
    ('ignore', 'fait sur Inès, pas sur l’utilisateur')
"""

from __future__ import annotations

import re
import unicodedata

from .memoire_secrets import contient_un_secret

MOI = {"", "utilisateur", "user", "moi", "me", "l'utilisateur"}
CONSIGNE = re.compile(
    r"(?i)\b(?:ignore[zs]?|oublie[zs]?|disregard|ignore all|override)\b.{0,40}"
    r"\b(?:instructions?|consignes?|r[èe]gles?|rules?|prompt|syst[èe]me|system)\b"
    r"|\b(?:tu dois|you must|r[ée]ponds? toujours|always answer|from now on|d[ée]sormais,? tu)\b"
    r"|^\s*(?:system|syst[èe]me|assistant)\s*:")


def normaliser_cle(cle: str) -> str:
    """« Équipe actuelle » -> « equipe_actuelle » : minuscules, sans accents, soulignés."""
    sans = "".join(c for c in unicodedata.normalize("NFD", cle.lower())
                   if not unicodedata.combining(c))
    return re.sub(r"[^a-z0-9]+", "_", sans).strip("_")[:60]


def ressemble_a_une_consigne(texte: str) -> bool:
    """Vrai si le texte s'adresse à l'assistant (« ignore tes instructions… ») : pas un fait."""
    return bool(CONSIGNE.search(texte))


def _espaces(texte: str) -> str:
    return " ".join(texte.replace("’", "'").lower().split())


def decider(faits: dict[str, str], op: dict, textes_utilisateur: list[str]) -> tuple[str, str]:
    """(décision, clé normalisée) ou ("ignore", raison) pour une opération, face aux `faits`."""
    cle = normaliser_cle(op.get("cle", ""))
    valeur, preuve = op.get("valeur", "").strip(), op.get("preuve", "")
    personne = op.get("personne", "").strip()
    if not cle:
        return "ignore", "clé vide"
    if personne.lower() not in MOI:
        return "ignore", f"fait sur {personne}, pas sur l’utilisateur"
    if not preuve.strip() or not any(_espaces(preuve) in _espaces(t) for t in textes_utilisateur):
        return "ignore", "preuve introuvable dans ce qu'a écrit l'utilisateur"
    if op.get("op") == "delete":
        return ("suppression", cle) if cle in faits else ("ignore", f"{cle} n'est pas en mémoire")
    if contient_un_secret(valeur) or contient_un_secret(preuve):
        return "ignore", "secret : jamais stocké"
    if ressemble_a_une_consigne(valeur):
        return "ignore", "consigne déguisée en fait"
    if not valeur:
        return "ignore", "valeur vide"
    if faits.get(cle) == valeur:
        return "ignore", f"{cle} déjà connu"
    return ("remplacement" if cle in faits else "ajout"), cle
