"""Réflexion préservée : la signature d'un bloc `thinking` le lie au modèle et à son préfixe.

D'après https://platform.claude.com/docs/en/build-with-claude/preserved-thinking.md et
…/preserved-thinking/prefix-checks.md (lus le 2026-11-30) : chaque bloc renvoyé subit deux
contrôles. (1) Le modèle : le modèle courant doit savoir lire les blocs de celui qui l'a produit,
sinon le bloc est retiré sans erreur. (2) Le préfixe : `system`, `tools` et tous les messages
d'avant doivent être ceux de la requête qui l'a produit ; sinon 400 (« The block is bound to a
different conversation… »), ou retrait si `thinking.block_binding.prefix_mismatch_behavior` vaut
"drop_block" (en-tête bêta `thinking-binding-controls-2026-08-01`). Le modèle local imite un
compte créé après le 2026-08-31 : le contrôle du préfixe est toujours appliqué.

Le préfixe est une *chaîne* d'empreintes : état initial = empreinte(system, outils), puis un
maillon par message. Un bloc `compaction` remplace les messages qu'il résume par l'état qu'il
transporte (le résumé écrit par l'API est accepté par le contrôle). Les marqueurs
`cache_control` et les champs nuls ne comptent pas.

    >>> s = signer_pensee("claude-sonnet-5-5", "e" * 64, "Je relis.", affiche=True)
    >>> lire_signature(s, "Je relis.")["m"]
    'claude-sonnet-5-5'
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
from typing import Any

from modele_local.catalogue import fiche
from modele_local.signatures import empreinte, json_canon, signature_valide

_SECRET = b"contexte-hors-ligne/liaison-v2"
ENTETE_BETA = "thinking-binding-controls-2026-08-01"
PENSEES = ("thinking", "redacted_thinking")
# Lectures croisées documentées [D21][D11][D33d] : (modèle courant, producteur).
LECTURES = {("claude-fable-5-1", "claude-opus-5"), ("claude-fable-5-1", "claude-opus-5-5"),
            ("claude-fable-5-2", "claude-mythos-5-2"), ("claude-mythos-5-2", "claude-fable-5-2")}
REFUS_PREFIXE = ("{ou}: Invalid `signature` in `thinking` block. The block is bound to a different "
                 "conversation. Remove the block, or set "
                 '`thinking.block_binding.prefix_mismatch_behavior` to "drop_block".')


def _propre(bloc: Any) -> Any:
    if not isinstance(bloc, dict):
        return bloc
    return {k: v for k, v in bloc.items() if k != "cache_control" and v is not None}


def etat_initial(systeme: list[dict], outils: list[dict]) -> str:
    """Empreinte de `system` et des outils (hors `defer_loading`, non comparés [D27])."""
    visibles = [_propre(t) for t in outils if not t.get("defer_loading")]
    return empreinte("prefixe", [b.get("text") for b in systeme], visibles)


def maillon(etat: str, message: dict) -> str:
    """État de la chaîne après `message` (rôle + blocs nettoyés)."""
    return empreinte(etat, message["role"], [_propre(b) for b in message["content"]])


def etats(systeme: list[dict], outils: list[dict], messages: list[dict]) -> list[str]:
    """`etats[i]` = préfixe avant `messages[i]` ; le dernier élément = après tous les messages."""
    from modele_local.anthropic.compaction import etat_de_compaction

    chaine = [etat_initial(systeme, outils)]
    for m in messages:
        debut = etat_de_compaction(m)
        if debut is not None and len(m["content"]) == 1:
            chaine.append(debut)  # le bloc seul tient lieu des messages qu'il résume
        else:
            chaine.append(maillon(debut or chaine[-1], m))
    return chaine


def _mac(charge: bytes) -> bytes:
    return hmac.new(_SECRET, charge, hashlib.sha256).digest()


def signer_pensee(modele: str, etat: str | None, texte: str, affiche: bool) -> str:
    """Signature d'un bloc produit par le cerveau après le préfixe `etat` (texte complet `texte`)."""
    charge = json_canon({"m": modele, "p": etat, "t": empreinte(texte)[:32], "a": affiche}).encode()
    return "HL2" + base64.b64encode(charge + _mac(charge)).decode()


def lire_signature(signature: Any, texte: Any) -> dict | None:
    """Charge utile si la signature est intacte et va avec `texte` ("" permis si omis), sinon None.

    Ancienne forme (`signatures.signer`) : bloc sans liaison, `{"m": None, "p": None}`.
    """
    if signature_valide(texte, signature):
        return {"m": None, "p": None}
    if not (isinstance(signature, str) and signature.startswith("HL2") and isinstance(texte, str)):
        return None
    try:
        brut = base64.b64decode(signature[3:], validate=True)
        charge, mac = brut[:-32], brut[-32:]
        donnees = json.loads(charge)
    except (ValueError, TypeError):
        return None
    if not isinstance(donnees, dict):
        return None
    if not hmac.compare_digest(_mac(charge), mac):
        return None
    if texte == "" and not donnees["a"]:
        return donnees
    return donnees if empreinte(texte)[:32] == donnees["t"] else None


def lisible(courant: str, producteur: str | None) -> bool:
    """Contrôle du modèle : le modèle courant lit-il les blocs de `producteur` ?"""
    if producteur is None or producteur == courant:
        return True
    f_c, f_p = fiche(courant), fiche(producteur)
    lie_c, lie_p = bool(f_c and f_c.preservee), bool(f_p and f_p.preservee)
    if not (lie_c or lie_p):
        return True  # anciens modèles : pas de contrôle
    if courant == "claude-haiku-5-5":
        return False
    return producteur == "claude-haiku-5-5" or (courant, producteur) in LECTURES


def controler(modele: str, systeme: list[dict], outils: list[dict], messages: list[dict],
              retirer: bool) -> list[dict]:
    """Applique les deux contrôles ; renvoie les `input_transformations` (blocs retirés).

    Lève `Rejet` (400) pour une signature invalide ou, si `retirer` est faux, un préfixe changé.
    Les blocs retirés sont ôtés de `messages` (modifié en place), dans l'ordre de la requête.
    """
    from modele_local.anthropic.compaction import etat_de_compaction, verifier
    from modele_local.protocole import Rejet

    debut = verifier(messages)  # l'API ignore ce qui précède le dernier bloc compaction
    chaine = etats(systeme, outils, messages)
    retraits: list[tuple[int, int, str]] = []
    for i, m in enumerate(messages):
        if i < debut:
            continue
        attendu = etat_de_compaction(m) or chaine[i]  # après un bloc compaction : son état
        rompu = False  # un retrait de préfixe emporte les blocs de réflexion qui suivent du tour
        for j, b in enumerate(m["content"]):
            if b.get("type") not in PENSEES:
                rompu = False
                continue
            if b["type"] == "redacted_thinking":
                continue
            charge = lire_signature(b.get("signature"), b.get("thinking"))
            ou = f"messages.{i}.content.{j}"
            if charge is None:
                raise Rejet(f"{ou}: Invalid `signature` in `thinking` block")
            if not lisible(modele, charge["m"]):
                retraits.append((i, j, "model_binding_mismatch"))
            elif rompu or (charge["p"] is not None and charge["p"] != attendu):
                if not retirer:
                    raise Rejet(REFUS_PREFIXE.format(ou=ou))
                retraits.append((i, j, "prefix_binding_mismatch"))
                rompu = True
    for i, j, _ in reversed(retraits):
        del messages[i]["content"][j]
    return [{"type": "thinking_dropped", "path": f"messages.{i}.content.{j}", "reason": r}
            for i, j, r in retraits]
