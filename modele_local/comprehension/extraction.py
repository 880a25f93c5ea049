"""Répondre à une demande d'extraction pour une mémoire à long terme (sortie structurée).

Le modèle local reconnaît la demande à son SCHÉMA, pas à une phrase : un tableau d'objets dont un
champ est un `enum` d'opérations (au moins deux parmi ajouter / remplacer / supprimer, en anglais
ou en français). Il remplit alors ce tableau avec les opérations que la conversation justifie,
face à la mémoire actuelle que la requête montre (lignes « clé: valeur » dans une balise dont le
nom parle de mémoire ou de faits : `<memoire_actuelle>`, `<facts>`…), chacune avec sa preuve (la
phrase de l'utilisateur). Les tours à lire sont ceux d'un bloc `<tour role="user">…</tour>`
s'il y en a, sinon les messages utilisateur.

En mode dérive (`x-modele-local-derive`, voir `derive`), il commet les fautes d'un vrai LLM,
tirées avec la graine : le fait d'un collègue pris pour celui de l'utilisateur (`P_FUSION`), un
changement manqué ou une demande d'oubli ignorée (`P_PERIMEE`), un fait oublié (`P_OUBLI`), une
clé d'API recopiée comme un fait (`P_PERIMEE`) — au code appelant de filtrer.

    >>> schema = {"type": "object", "properties": {"ops": {"type": "array", "items": {
    ...     "type": "object", "properties": {"op": {"enum": ["add", "replace", "delete"]},
    ...     "key": {"type": "string"}, "value": {"type": "string"}}}}}}
    >>> m = [{"role": "user", "blocs": [{"type": "text", "text":
    ...       "<memoire_actuelle>equipe: Paiements</memoire_actuelle> Je rejoins l'équipe Data."}]}]
    >>> remplir_operations(schema, "", m)
    {'ops': [{'op': 'replace', 'key': 'equipe', 'value': 'Data'}]}
"""

from __future__ import annotations

import hashlib
import json
import random
import re

from modele_local.comprehension.consignes import DELIMITE
from modele_local.comprehension.derive import P_FUSION, P_OUBLI, P_PERIMEE, graine_courante
from modele_local.comprehension.faits import sans_accents
from modele_local.comprehension.memoire import CLE_SECRET, SECRET, UTILISATEUR, evenements, phrases

GENRES = {"add": r"^(?:add|ajout|ajoute|create|cree|insert|new)",
          "replace": r"^(?:replace|remplac|update|modif|mettre|maj|change)",
          "delete": r"^(?:delete|remove|supprim|forget|oubli|retir|efface)"}
CHAMPS = {"op": r"^(?:op|operation|action|type|genre|kind)$",
          "cle": r"^(?:cle|key|sujet|subject|attribut|attribute|champ|field|nom|name)$",
          "valeur": r"^(?:valeur|value|contenu|content|texte|text|fait|fact)$",
          "preuve": r"^(?:preuve|evidence|source|citation|quote|justification|raison|reason)$",
          "personne": r"^(?:personne|person|qui|who|about|concerne)$"}
MEMOIRE = re.compile(r"<(\w*(?:memoire|memory|faits|facts)\w*)>(.*?)</\1>", re.S | re.I)


def _tableau(schema: dict) -> tuple[str, dict, dict] | None:
    """(nom du tableau, propriétés des éléments, valeur d'enum par genre) ou None."""
    for nom, sous in (schema.get("properties") or {}).items():
        items = (sous or {}).get("items") or {}
        for s in (items.get("properties") or {}).values():
            valeurs = (s or {}).get("enum") or []
            genres = {g: v for g, motif in GENRES.items() for v in valeurs
                      if re.search(motif, sans_accents(str(v)))}
            if len(genres) >= 2:
                return nom, items["properties"], genres
    return None


def memoire_montree(textes: list[str]) -> dict[str, str]:
    """Les faits « clé: valeur » que la requête présente comme la mémoire actuelle."""
    faits = {}
    for texte in textes:
        for _, bloc in MEMOIRE.findall(texte):
            for ligne in bloc.splitlines():
                m = re.match(r"\s*[-*]?\s*([\w-]+)\s*[:=]\s*(.+?)\s*$", ligne)
                if m:
                    faits[m.group(1)] = m.group(2)
    return faits


def _tours_utilisateur(textes: list[str]) -> list[str]:
    delimites = [m.group(3) for t in textes for m in DELIMITE.finditer(t)
                 if m.group(2) and m.group(2).lower() == "user"]
    return delimites or [MEMOIRE.sub(" ", t) for t in textes]


def operations(textes: list[str], rng: random.Random | None = None) -> list[dict]:
    """Opérations {op, cle, valeur, preuve} dans l'ordre ; `rng` : mode dérive (fautes tirées)."""
    actuel = memoire_montree(textes)
    ops: list[dict] = []
    derive = rng is not None
    for genre, x, preuve in evenements(_tours_utilisateur(textes), True, dict(actuel)):
        if genre == "oubli":
            if x in actuel and not (derive and rng.random() < P_PERIMEE):
                ops.append({"op": "delete", "cle": x, "valeur": actuel.pop(x), "preuve": preuve,
                            "personne": UTILISATEUR})
            continue
        if x.personne != UTILISATEUR and not (derive and rng.random() < P_FUSION):
            autre = {"op": "add", "cle": x.cle, "valeur": x.valeur, "preuve": preuve,
                     "personne": x.personne}   # le fait d'un autre, signalé comme tel
            if autre not in ops:   # une phrase redite n'est pas un fait de plus
                ops.append(autre)
            continue
        if actuel.get(x.cle) == x.valeur or (derive and rng.random() < P_OUBLI):
            continue
        if x.remplace in actuel and x.remplace != x.cle:   # la clé ancienne portait la valeur
            ops.append({"op": "delete", "cle": x.remplace, "valeur": actuel.pop(x.remplace),
                        "preuve": preuve, "personne": UTILISATEUR})
        if x.cle in actuel and derive and rng.random() < P_PERIMEE:
            continue   # le changement est manqué : l'ancienne valeur reste
        ops.append({"op": "replace" if x.cle in actuel else "add", "cle": x.cle,
                    "valeur": x.valeur, "preuve": preuve, "personne": UTILISATEUR})
        actuel[x.cle] = x.valeur
    if derive:
        for texte in _tours_utilisateur(textes):
            for phrase in phrases(texte):
                cle = CLE_SECRET.search(phrase)
                if cle and SECRET.search(phrase) and rng.random() < P_PERIMEE:
                    ops.append({"op": "add", "cle": "cle_api", "valeur": cle.group(),
                                "preuve": phrase, "personne": UTILISATEUR})
    return ops


def remplir_operations(schema: dict | None, systeme: str, messages: list[dict]) -> dict | None:
    """Le JSON d'opérations si le schéma en demande (voir le module), sinon None."""
    trouve = _tableau(schema or {})
    if trouve is None:
        return None
    nom, proprietes, genres = trouve
    textes = [systeme] + [b["text"] for m in messages if m["role"] == "user"
                          for b in m["blocs"] if b["type"] == "text"]
    graine = graine_courante()
    rng = None if graine is None else random.Random(hashlib.sha256(
        json.dumps([graine, textes], ensure_ascii=False).encode()).hexdigest())
    elements = []
    for op in operations(textes, rng):
        if op["op"] not in genres:
            continue
        element = {}
        for champ in proprietes:
            role = next((r for r, motif in CHAMPS.items()
                         if re.search(motif, sans_accents(champ))), None)
            element[champ] = genres[op["op"]] if role == "op" else op.get(role, "") if role else ""
        elements.append(element)
    return {nom: elements}
