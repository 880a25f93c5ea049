"""Compaction côté serveur (bêta) : blocs `compaction` signés, résumé écrit par le cerveau local.

D'après https://platform.claude.com/docs/en/build-with-claude/compaction-threshold.md,
…/compaction-on-demand, …/compaction-thinking-blocks.md (lus le 2026-11-30) et les types du SDK
anthropic 2.14 (beta_compaction_block.py, compaction_*_error_details.py) :

- un bloc `compaction` porte `content` (le résumé, ou null = compaction ratée, sans effet),
  `encrypted_content` (opaque, à renvoyer tel quel) et `signature` ; toute retouche → 400 ;
- à la requête suivante, l'API ignore tout ce qui précède le dernier bloc `compaction` ;
- le résumé écrit par l'API passe le contrôle de préfixe : le bloc transporte l'état de préfixe
  (`anthropic.liaison`) des messages qu'il remplace ; les tours gardés ensuite restent valides.

Le résumé est produit par le cerveau du modèle local (`comprehension.cerveau.repondre`, qui reconnaît une
demande de résumé) : mêmes faits gardés que `llm_summarizer`, aucune invention.

    >>> b = bloc_compaction("Camille est dans l'équipe Data.", "e" * 64)
    >>> etat_de_compaction({"role": "assistant", "content": [b]}) == "e" * 64
    True
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json

from modele_local.comprehension import repondre
from modele_local.jetons import texte_de_contenu
from modele_local.protocole import Rejet
from modele_local.signatures import json_canon

_SECRET = b"contexte-hors-ligne/compaction-v1"
CONSIGNE = ("Résume la conversation ci-dessous pour pouvoir la poursuivre sans elle : garde "
            "les faits sur l'utilisateur, les décisions et les demandes en cours.")
ENTETE = "[Résumé de la conversation précédente]"


def _signer(contenu: str, chiffre: str) -> str:
    mac = hmac.new(_SECRET, json_canon([contenu, chiffre]).encode(), hashlib.sha256).digest()
    return "HLC" + base64.b64encode(mac).decode()


def bloc_compaction(contenu: str, etat: str) -> dict:
    """Bloc `compaction` signé : `encrypted_content` transporte l'état de préfixe résumé."""
    chiffre = base64.b64encode(json_canon({"etat": etat}).encode()).decode()
    return {"type": "compaction", "content": contenu, "encrypted_content": chiffre,
            "signature": _signer(contenu, chiffre), "tool_changes": []}


def _erreur(ou: str, message: str, code: str) -> Rejet:
    return Rejet(f"{ou}: {message}", details={"error_code": code})


def verifier(messages: list[dict]) -> int:
    """Contrôle les blocs `compaction` ; renvoie l'indice du message qui porte le dernier (ou 0)."""
    debut = 0
    for i, m in enumerate(messages):
        for j, b in enumerate(m["content"]):
            if b.get("type") != "compaction" or b.get("content") is None:
                continue
            ou = f"messages.{i}.content.{j}"
            if j != 0:
                raise _erreur(ou, "a `compaction` block must be the first block of its message",
                              "compaction_block_misplaced")
            contenu, chiffre = b.get("content"), b.get("encrypted_content")
            if not isinstance(contenu, str) or not contenu:
                raise _erreur(ou, "`compaction` content must be a non-empty string or null",
                              "compaction_content_mismatch")
            if not isinstance(chiffre, str) or b.get("signature") != _signer(contenu, chiffre):
                raise _erreur(ou, "Invalid `signature` in `compaction` block",
                              "compaction_signature_invalid")
            debut = i
    return debut


def etat_de_compaction(message: dict) -> str | None:
    """État de préfixe porté par un bloc `compaction` intact en tête de `message`, sinon None."""
    contenu = message.get("content")
    if not isinstance(contenu, list) or not contenu or not isinstance(contenu[0], dict):
        return None
    b = contenu[0]
    if b.get("type") != "compaction" or not isinstance(b.get("content"), str):
        return None
    chiffre = b.get("encrypted_content")
    if not isinstance(chiffre, str) or b.get("signature") != _signer(b["content"], chiffre):
        return None
    try:
        return json.loads(base64.b64decode(chiffre))["etat"]
    except (ValueError, KeyError, TypeError):
        return None


def _texte_bloc(b: dict) -> str:
    genre = b.get("type")
    if genre == "text":
        return b["text"]
    if genre == "tool_use":
        return f"[appel de l'outil {b['name']} : {json_canon(b['input'])}]"
    if genre == "tool_result":
        return f"[résultat d'outil : {texte_de_contenu(b.get('content', ''))}]"
    return ""


def resumer(systeme: str, messages: list[dict], consigne: str | None) -> str:
    """Résumé des `messages` (forme API) par le cerveau local, avec la consigne donnée ou la nôtre."""
    actuel, tours = "", []
    for m in messages:
        for b in m["content"]:
            if b.get("type") == "compaction" and isinstance(b.get("content"), str):
                actuel = b["content"]
        texte = " ".join(t for t in map(_texte_bloc, m["content"]) if t).strip()
        if texte:
            tours.append(f'<tour role="{m["role"]}">{texte}</tour>')
    corps = "\n".join(([f"<resume_actuel>{actuel}</resume_actuel>"] if actuel else []) + tours)
    consigne = consigne if consigne and consigne.strip() else CONSIGNE
    blocs = repondre(systeme, [{"role": "user", "blocs": [
        {"type": "text", "text": f"{consigne}\n\n{corps}"}]}], [])
    texte = "\n".join(b["text"] for b in blocs if b.get("type") == "text").strip()
    return texte or "(rien à résumer)"


def comme_texte(bloc: dict) -> str:
    """Ce que le modèle lit d'un bloc `compaction` : le résumé sous son en-tête."""
    return f"{ENTETE}\n{bloc.get('content') or ''}"

