"""Mettre en forme ce que dit le cerveau : réflexion, séquences d'arrêt, coupe à `max_tokens`.

Commun aux deux API. Le budget de jetons couvre, dans l'ordre, la réflexion (si elle est
activée), le texte puis les appels d'outils, comme chez les vrais fournisseurs où la réflexion
compte dans `max_tokens` (Anthropic) ou `maxOutputTokens` (Gemini).

    >>> composer([{"type": "text", "text": "Bonjour Camille"}], budget=1).raison
    'max'
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from modele_local.jetons import compter, tronquer


@dataclass
class Sortie:
    """Blocs à renvoyer (forme neutre, sans id) et comptes de jetons.

    `raison` : "fin" (tour terminé), "outil" (appel d'outil), "stop" (séquence d'arrêt
    rencontrée, voir `sequence`) ou "max" (budget de jetons épuisé).
    """

    blocs: list[dict] = field(default_factory=list)
    raison: str = "fin"
    sequence: str | None = None
    jetons: int = 0
    jetons_pensee: int = 0


def cout(bloc: dict) -> int:
    """Jetons d'un bloc de sortie : texte, réflexion ou appel d'outil (nom + arguments JSON)."""
    if bloc["type"] == "tool_use":
        return compter(bloc["name"]) + compter(json.dumps(bloc["input"], ensure_ascii=False))
    return compter(bloc.get("text") or bloc.get("thinking") or "")


def normaliser(blocs: object) -> list[dict]:
    """Vérifie la sortie du cerveau ; ValueError (message en français) si elle est mal formée."""
    if not isinstance(blocs, list):
        raise ValueError("le cerveau doit renvoyer une liste de blocs")
    propres = []
    for b in blocs:
        if isinstance(b, dict) and b.get("type") == "text" and isinstance(b.get("text"), str):
            if b["text"]:
                propres.append({"type": "text", "text": b["text"]})
        elif (
            isinstance(b, dict)
            and b.get("type") == "tool_use"
            and isinstance(b.get("name"), str)
            and isinstance(b.get("input"), dict)
        ):
            propres.append({"type": "tool_use", "name": b["name"], "input": b["input"]})
        else:
            raise ValueError(f"bloc de sortie invalide : {b!r:.200}")
    return propres


def _couper_aux_sequences(blocs: list[dict], sequences: list[str]) -> tuple[list[dict], str | None]:
    for i, b in enumerate(blocs):
        if b["type"] != "text":
            continue
        positions = [(b["text"].find(s), s) for s in sequences if s and s in b["text"]]
        if positions:
            pos, seq = min(positions)
            coupe = b["text"][:pos]
            reste = blocs[:i] + ([{"type": "text", "text": coupe}] if coupe else [])
            return reste, seq
    return blocs, None


def composer(
    blocs: list[dict],
    *,
    budget: int,
    pensee: str | None = None,
    sequences: list[str] | tuple[str, ...] = (),
) -> Sortie:
    """Applique séquences d'arrêt et budget aux blocs du cerveau, réflexion `pensee` en tête."""
    blocs, seq = _couper_aux_sequences(normaliser(blocs), list(sequences))
    if pensee is not None:
        blocs = [{"type": "thinking", "thinking": pensee}, *blocs]
    sortie = Sortie(raison="stop" if seq else "fin", sequence=seq)
    reste = budget
    for b in blocs:
        c = cout(b)
        if c > reste:
            sortie.raison, sortie.sequence = "max", None
            if b["type"] != "tool_use":
                cle = "thinking" if b["type"] == "thinking" else "text"
                coupe = tronquer(b[cle], reste)
                if coupe:
                    b = {**b, cle: coupe}
                    sortie.blocs.append(b)
                    _ajouter(sortie, b, compter(coupe))
            break
        sortie.blocs.append(b)
        _ajouter(sortie, b, c)
        reste -= c
    if sortie.raison == "fin" and any(b["type"] == "tool_use" for b in sortie.blocs):
        sortie.raison = "outil"
    return sortie


def _ajouter(sortie: Sortie, bloc: dict, c: int) -> None:
    sortie.jetons += c
    if bloc["type"] == "thinking":
        sortie.jetons_pensee += c


def texte_pensee(messages: list[dict]) -> str:
    """Réflexion déterministe et courte, tirée du dernier message utilisateur (forme neutre)."""
    dernier = ""
    for m in reversed(messages):
        if m["role"] != "user":
            continue
        textes = [b["text"] for b in m["blocs"] if b["type"] == "text" and b["text"].strip()]
        resultats = [b for b in m["blocs"] if b["type"] == "tool_result"]
        if textes:
            dernier = " ".join(textes[-1].split())
        elif resultats:
            dernier = "(résultat d'outil)"
        break
    if len(dernier) > 80:
        dernier = dernier[:79] + "…"
    recus = "le message reçu" if len(messages) == 1 else f"les {len(messages)} messages reçus"
    return f"Je relis {recus}. Dernière demande : « {dernier} »."
