"""Écrire les faits retenus en phrases, en français ou en anglais, sans deviner le genre.

Le prénom de l'utilisateur, s'il est connu, sert de sujet : « Camille travaille chez Atelier »,
jamais « L'utilisateur… » (un résumé qui perd le prénom perd l'identité de la personne).

    >>> phrase_des_faits({"prenom": "Camille", "equipe": "Plateforme"})
    "Camille est dans l'équipe Plateforme."
    >>> phrase_des_faits({"prenom": "Camille", "equipe": "Plateforme"}, "en")
    'Camille is in the Plateforme team.'
"""

from __future__ import annotations

import re

TRANSPORTS_EN = {"à vélo": "by bike", "à pied": "on foot", "en vélo": "by bike",
                 "en voiture": "by car", "en bus": "by bus", "en tram": "by tram",
                 "en tramway": "by tram", "en métro": "by metro", "en train": "by train",
                 "en trottinette": "by scooter", "en moto": "by motorbike",
                 "en scooter": "by scooter", "en covoiturage": "by carpool"}
ALIMENTS_EN = {"arachides": "peanuts", "cacahuètes": "peanuts", "noix": "nuts", "œufs": "eggs",
               "oeufs": "eggs", "crustacés": "shellfish", "fruits": "fruit", "poisson": "fish",
               "lait": "milk", "abeilles": "bees", "chats": "cats", "chiens": "dogs"}
LIBELLES = {
    "fr": {"infos": "Autres informations : ", "demandes": "Demandes : ",
           "titre": "Résumé de la conversation", "rien": "Rien d'important à retenir pour l'instant."},
    "en": {"infos": "Other information: ", "demandes": "Requests: ",
           "titre": "Conversation summary", "rien": "Nothing important to remember yet."},
}


def _sans_prep(valeur: str) -> str:
    """« à Rezé » -> « Rezé », « aux arachides » -> « arachides », « to peanuts » -> « peanuts »."""
    return re.sub(r"^(?:à la|à l'|aux|au|à|en|in|to)\s*", "", valeur, flags=re.I)


def _fr(f: dict[str, str]) -> list[str]:
    sujet = f.get("prenom", "L'utilisateur")
    sortie = []
    equipe = f"l'équipe {f['equipe']}" if "equipe" in f else ""
    if "entreprise" in f or "ville" in f:
        chez = f" chez {f['entreprise']}" if "entreprise" in f else ""
        a = f" à {f['ville']}" if "ville" in f else ""
        sortie.append(f"{sujet} travaille{chez}{a}" + (f", dans {equipe}." if equipe else "."))
    elif equipe:
        sortie.append(f"{sujet} est dans {equipe}.")
    if "langage" in f:
        sortie.append(f"{sujet} code surtout en {f['langage']}.")
    domicile = f"à {_sans_prep(f['domicile'])}" if f.get("domicile", "").startswith(
        ("in ", "to ")) else f.get("domicile")
    transport = f.get("transport")
    if domicile and transport:
        sortie.append(f"{sujet} habite {domicile} et vient au travail {transport}.")
    elif domicile or transport:
        sortie.append(f"{sujet} habite {domicile}." if domicile else
                      f"{sujet} vient au travail {transport}.")
    if "allergie" in f:
        allergie = f["allergie"]
        if allergie.lower().startswith("to "):
            allergie = "à " + _sans_prep(allergie)
        sortie.append(f"{sujet} est allergique {allergie}.")
    if "responsable" in f:
        sortie.append(f"Son responsable s'appelle {f['responsable']}.")
    if "prenom" in f and len(sortie) == 0:
        sortie.append(f"{sujet} est la personne qui écrit.")
    return sortie


def _en(f: dict[str, str]) -> list[str]:
    sujet = f.get("prenom", "The user")
    sortie = []
    equipe = f"the {f['equipe']} team" if "equipe" in f else ""
    if "entreprise" in f or "ville" in f:
        chez = f" at {f['entreprise']}" if "entreprise" in f else ""
        a = f" in {f['ville']}" if "ville" in f else ""
        sortie.append(f"{sujet} works{chez}{a}" + (f", in {equipe}." if equipe else "."))
    elif equipe:
        sortie.append(f"{sujet} is in {equipe}.")
    if "langage" in f:
        sortie.append(f"{sujet} mostly codes in {f['langage']}.")
    domicile = f"in {_sans_prep(f['domicile'])}" if "domicile" in f else ""
    transport = TRANSPORTS_EN.get(f.get("transport", "").lower(), f.get("transport", ""))
    if domicile and transport:
        sortie.append(f"{sujet} lives {domicile} and commutes {transport}.")
    elif domicile or transport:
        sortie.append(f"{sujet} lives {domicile}." if domicile else f"{sujet} commutes {transport}.")
    if "allergie" in f:
        aliment = _sans_prep(f["allergie"])
        sortie.append(f"{sujet} is allergic to {ALIMENTS_EN.get(aliment.lower(), aliment)}.")
    if "responsable" in f:
        possessif = f"{sujet}'s" if "prenom" in f else "Their"
        sortie.append(f"{possessif} manager is {f['responsable']}.")
    if "prenom" in f and len(sortie) == 0:
        sortie.append(f"{sujet} is the person writing.")
    return sortie


def phrases_des_faits(faits: dict[str, str], langue: str = "fr") -> list[str]:
    """Une phrase par groupe de faits, dans un ordre fixe (identité, travail, lieu, santé…)."""
    return _en(faits) if langue == "en" else _fr(faits)


def phrase_des_faits(faits: dict[str, str], langue: str = "fr") -> str:
    """Les faits en une suite de phrases (voir l'exemple du module)."""
    return " ".join(phrases_des_faits(faits, langue))
