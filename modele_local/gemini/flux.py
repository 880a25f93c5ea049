"""`:streamGenerateContent?alt=sse` : la même réponse que `:generateContent`, en morceaux SSE.

Forme relevée sur le SDK google-genai 3.6.1 (FAITS_API_GEMINI §3 et §5, lu le 2026-11-30) :
des lignes `data: <json>` séparées par une ligne vide, chaque événement étant un
`GenerateContentResponse` complet. Chaque morceau porte `content.parts` (sinon
`chats.send_message_stream` tient le tour pour invalide et l'oublie) ; le dernier porte aussi
`finishReason` et `usageMetadata`. Le texte est coupé par groupes de quelques mots ; un appel de
fonction arrive entier, dans son propre morceau. Une erreur (modèle inconnu, requête invalide…)
arrive avant le premier morceau, avec son statut HTTP, comme le SDK l'attend ; une panne en
cours de flux se simule avec le modèle `hors-ligne-erreur-flux-529`.

La signature de pensée d'une réponse texte va sur la dernière part : ici, sur le dernier morceau,
signée pour le texte de ce morceau (l'historique d'un chat la renvoie telle quelle).

    >>> decouper("Un deux trois quatre cinq", 2)
    ['Un deux ', 'trois quatre ', 'cinq']
"""

from __future__ import annotations

import re
from typing import Any

from modele_local.gemini.generation import INJECTIONS, erreur, generer
from modele_local.gemini.validation import signature_attendue
from modele_local.protocole import Reponse, erreur_en_flux

MOTS_PAR_MORCEAU = 6


def decouper(texte: str, mots: int = MOTS_PAR_MORCEAU) -> list[str]:
    """Le texte en morceaux de `mots` mots (espaces gardés : leur concaténation le redonne)."""
    jetons = re.findall(r"\s*\S+\s*", texte) or [texte]
    return ["".join(jetons[i:i + mots]) for i in range(0, len(jetons), mots)]


def _parts_en_morceaux(parts: list[dict]) -> list[dict]:
    """Une part par morceau : textes découpés (signature refaite pour le dernier), appels entiers."""
    sortie: list[dict] = []
    for part in parts:
        if "text" not in part:
            sortie.append(part)
            continue
        bouts = decouper(part["text"])
        for k, bout in enumerate(bouts):
            morceau = {key: v for key, v in part.items() if key != "thoughtSignature"}
            morceau["text"] = bout
            if "thoughtSignature" in part and k == len(bouts) - 1:
                morceau["thoughtSignature"] = signature_attendue(morceau)
            sortie.append(morceau)
    return sortie or [{"text": ""}]


def morceaux(reponse: dict[str, Any]) -> list[dict]:
    """Les événements SSE d'une réponse `generateContent` complète."""
    candidat = reponse["candidates"][0]
    parts = _parts_en_morceaux(candidat["content"]["parts"])
    evenements = []
    for k, part in enumerate(parts):
        c: dict[str, Any] = {"content": {"role": "model", "parts": [part]}, "index": 0}
        evenement: dict[str, Any] = {"candidates": [c], "modelVersion": reponse["modelVersion"],
                                     "responseId": reponse["responseId"]}
        if k == len(parts) - 1:
            c["finishReason"] = candidat["finishReason"]
            evenement["usageMetadata"] = reponse["usageMetadata"]
        evenements.append(evenement)
    return evenements


def diffuser(modele: str, corps: Any, etat: Any, version: str = "v1") -> Reponse:
    """Traite `:streamGenerateContent` : erreur HTTP, ou flux SSE de morceaux.

    Modèle `hors-ligne-erreur-flux-529` (ou tout autre code) : le flux s'interrompt après le
    premier morceau sur un événement `{"error": {...}}`, que le SDK lève en cours d'itération
    (`_api_client.request_streamed`).
    """
    reponse = generer(modele, corps, etat, version)
    if reponse.statut != 200:
        return reponse
    evenements: list[tuple[str | None, dict]] = [(None, e) for e in morceaux(reponse.corps)]
    panne = erreur_en_flux(modele)
    if panne:
        code, message = INJECTIONS.get(panne, (panne, "Simulated error from the local model."))
        evenements = evenements[:1] + [(None, erreur(code, message).corps)]
    return Reponse(200, {}, evenements=evenements)
