"""Valider une requête `POST /v1/messages` comme l'API Anthropic, avec ses messages (en anglais).

Les messages d'erreur reprennent ceux du vrai service, relevés dans des rapports publics : un
élève qui voit l'erreur ici la reconnaîtra en production. Deux messages consécutifs du même rôle
sont acceptés et fusionnés en un seul tour, comme le fait l'API réelle.

    >>> valider({"model": "claude-sonnet-5", "messages": []})
    Traceback (most recent call last):
    modele_local.protocole.Rejet: max_tokens: Field required

Valider le préambule d'une requête Anthropic : `system`, `tools` et les marqueurs `cache_control`.

Messages d'erreur au format du vrai service (`system.0: …`, `tools.0.custom.name: Field required`).
Chaque fonction renvoie aussi le nombre de points `cache_control` trouvés (4 au plus par requête).

    >>> _systeme("Tu es concis.")
    ([{'type': 'text', 'text': 'Tu es concis.'}], 0)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from modele_local.anthropic.limites import verifier_limites
from modele_local.anthropic.reflexion import Reglage, regler
from modele_local.anthropic.regles import verifier_outils_et_pensee
from modele_local.catalogue import RETIRE, fiche
from modele_local.protocole import Rejet

BLOCS_ACCEPTES = (
    "text", "image", "document", "search_result",
    "tool_use", "tool_result", "thinking", "redacted_thinking", "compaction",
)
CHAMPS_CONNUS = {  # paramètres de Messages.create (SDK 2.x), plus quelques anciens ou bêta
    "model", "max_tokens", "messages", "system", "tools", "tool_choice", "thinking", "metadata",
    "stop_sequences", "stream", "temperature", "top_p", "top_k", "cache_control", "container",
    "diagnostics", "inference_geo", "output_config", "service_tier", "speed", "user_profile_id",
    "workspace_id", "context_management", "mcp_servers", "compaction",
    "billing_policy",  # envoyé par le `messages.create` bêta du SDK 2.x : accepté, sans effet ici
}
# count_tokens n'a pas les champs propres à create (SDK 2.14 : message_count_tokens_params.py).
CHAMPS_COMPTAGE = {
    "model", "messages", "system", "tools", "tool_choice", "thinking", "output_config",
    "cache_control", "speed", "compaction", "context_management", "mcp_servers", "billing_policy",
    "user_profile_id", "workspace_id",
}
ROLE_DU_BLOC = {"tool_use": "assistant", "tool_result": "user", "thinking": "assistant",
                "redacted_thinking": "assistant"}
CHAMPS_OBLIGATOIRES = {
    "text": ("text",), "tool_use": ("id", "name", "input"), "tool_result": ("tool_use_id",),
    "thinking": ("thinking", "signature"), "redacted_thinking": ("data",),
}


@dataclass
class Requete:
    """Requête validée : messages normalisés (contenu = liste de blocs) et tours fusionnés."""

    modele: str
    max_tokens: int
    systeme: list[dict]
    messages: list[dict]
    tours: list[dict]
    outils: list[dict]
    reglage: Reglage
    sequences: list[str] = field(default_factory=list)
    cache_auto: dict | None = None


def _message(i: int, m: Any, dernier: bool) -> tuple[dict, int]:
    if not isinstance(m, dict):
        raise Rejet(f"messages.{i}: Input should be a valid dictionary")
    role = m.get("role")
    if role not in ("user", "assistant"):
        raise Rejet(f"messages.{i}.role: Input should be 'user' or 'assistant'")
    if "content" not in m:
        raise Rejet(f"messages.{i}.content: Field required")
    contenu = m["content"]
    if isinstance(contenu, str):
        contenu = [{"type": "text", "text": contenu}] if contenu else []
    if not isinstance(contenu, list):
        raise Rejet(f"messages.{i}.content: Input should be a valid string or list")
    if not contenu and not (dernier and role == "assistant"):
        raise Rejet(
            f"messages.{i}: all messages must have non-empty content except for the optional "
            "final assistant message"
        )
    points = 0
    for j, b in enumerate(contenu):
        ou = f"messages.{i}.content.{j}"
        genre = b.get("type") if isinstance(b, dict) else None
        if genre not in BLOCS_ACCEPTES:
            attendus = ", ".join(f"'{t}'" for t in BLOCS_ACCEPTES)
            raise Rejet(f"{ou}: Input tag {genre!r} found using 'type' does not match any of "
                        f"the expected tags: {attendus}")
        for cle in CHAMPS_OBLIGATOIRES.get(genre, ()):
            if cle not in b:
                raise Rejet(f"{ou}.{genre}.{cle}: Field required")
            if cle != "input" and not isinstance(b[cle], str):
                raise Rejet(f"{ou}.{genre}.{cle}: Input should be a valid string")
        if genre == "text" and not (isinstance(b["text"], str) and b["text"]):
            raise Rejet("messages: text content blocks must be non-empty")
        if genre == "tool_use" and not isinstance(b["input"], dict):
            raise Rejet(f"{ou}.tool_use.input: Input should be a valid dictionary")
        if ROLE_DU_BLOC.get(genre, role) != role:
            raise Rejet(f"{ou}: `{genre}` blocks are not allowed in `{role}` messages")
        points += _cache_control(b.get("cache_control"), ou)
    return {"role": role, "content": contenu}, points


def fusionner(messages: list[dict]) -> list[dict]:
    """Fusionne les messages consécutifs de même rôle ; chaque bloc garde son (i, j) d'origine."""
    tours: list[dict] = []
    for i, m in enumerate(messages):
        blocs = [(b, i, j) for j, b in enumerate(m["content"])]
        if tours and tours[-1]["role"] == m["role"]:
            tours[-1]["blocs"] += blocs
            tours[-1]["fin"] = i
        else:
            tours.append({"role": m["role"], "blocs": blocs, "debut": i, "fin": i})
    return tours


def modele_servi(modele: str) -> bool:
    """Vrai si l'API Anthropic répond pour cet id : Claude du catalogue non retiré, ou `hors-ligne-…`.

    Un id retiré ou inconnu reçoit la 404 `not_found_error` « model: <id> » du vrai service
    (https://platform.claude.com/docs/en/about-claude/model-deprecations, lu le 2026-11-30 :
    « Requests to retired models will fail »).
    """
    if modele.startswith("hors-ligne-"):
        return True
    f = fiche(modele)
    return f is not None and f.fournisseur == "anthropic" and f.statut != RETIRE


def valider(corps: Any, betas: tuple[str, ...] = (), comptage: bool = False) -> Requete:
    """Vérifie la requête dans l'ordre du vrai service ; lève `Rejet` au premier problème.

    `comptage` : requête de `count_tokens`, qui refuse `max_tokens` et les autres champs de create.
    """
    if not isinstance(corps, dict):
        raise Rejet("body: Input should be a valid dictionary")
    for cle in ("model", "messages") if comptage else ("model", "max_tokens", "messages"):
        if cle not in corps:
            raise Rejet(f"{cle}: Field required")
    for cle in corps:
        if cle not in (CHAMPS_COMPTAGE if comptage else CHAMPS_CONNUS):
            raise Rejet(f"{cle}: Extra inputs are not permitted")
    if comptage:
        corps = {**corps, "max_tokens": 1}
    if not isinstance(corps["model"], str) or not corps["model"]:
        raise Rejet("model: Input should be a valid string")
    if not modele_servi(corps["model"]):  # le modèle d'abord : 404 avant toute 400 sur le reste
        raise Rejet(f"model: {corps['model']}", 404, "not_found_error")
    mt = corps["max_tokens"]
    if not isinstance(mt, int) or isinstance(mt, bool):
        raise Rejet("max_tokens: Input should be a valid integer")
    if mt < 1:  # minimum réel : 1 (issue 23 ; ⚠ https://platform.claude.com/docs/en/api/messages non relue)
        raise Rejet("max_tokens: Input should be greater than or equal to 1")
    brut = corps["messages"]
    if not isinstance(brut, list):
        raise Rejet("messages: Input should be a valid list")
    if not brut:
        raise Rejet("messages: at least one message is required")
    messages, points = [], _cache_control(corps.get("cache_control"), "cache_control")
    for i, m in enumerate(brut):
        propre, n = _message(i, m, i == len(brut) - 1)
        messages.append(propre)
        points += n
    if messages[0]["role"] != "user":
        raise Rejet('messages: first message must use the "user" role')
    systeme, n_sys = _systeme(corps.get("system"))
    outils, n_outils = _outils(corps.get("tools"))
    points += n_sys + n_outils
    if points > 4:
        raise Rejet(f"A maximum of 4 blocks with cache_control may be provided. Found {points}.")
    sequences = corps.get("stop_sequences") or []
    if not isinstance(sequences, list) or not all(isinstance(s, str) for s in sequences):
        raise Rejet("stop_sequences: Input should be a valid list of strings")
    t = corps.get("temperature")
    if t is not None and (not isinstance(t, (int, float)) or not 0 <= t <= 1):
        raise Rejet("temperature: Input should be a number between 0 and 1")
    tours = fusionner(messages)
    reglage = regler(corps, betas)
    if not comptage:
        verifier_limites(corps, reglage, messages)
    verifier_outils_et_pensee(reglage, messages, tours)
    return Requete(corps["model"], mt, systeme, messages, tours, outils, reglage,
                   sequences, corps.get("cache_control"))


def _cache_control(valeur: Any, ou: str) -> int:
    if valeur is None:
        return 0
    if not isinstance(valeur, dict) or valeur.get("type") != "ephemeral":
        raise Rejet(f"{ou}.cache_control.type: Input should be 'ephemeral'")
    if valeur.get("ttl", "5m") not in ("5m", "1h"):
        raise Rejet(f"{ou}.cache_control.ttl: Input should be '5m' or '1h'")
    return 1


def _systeme(systeme: Any) -> tuple[list[dict], int]:
    if systeme is None:
        return [], 0
    if isinstance(systeme, str):
        return ([{"type": "text", "text": systeme}] if systeme else []), 0
    if not isinstance(systeme, list):
        raise Rejet("system: Input should be a valid string or a list of text blocks")
    points = 0
    for k, b in enumerate(systeme):
        if not isinstance(b, dict) or b.get("type") != "text" or not isinstance(b.get("text"), str):
            raise Rejet(f"system.{k}: Input should be a valid text block")
        points += _cache_control(b.get("cache_control"), f"system.{k}")
    return systeme, points


def _outils(outils: Any) -> tuple[list[dict], int]:
    if outils is None:
        return [], 0
    if not isinstance(outils, list):
        raise Rejet("tools: Input should be a valid list")
    points = 0
    for k, t in enumerate(outils):
        if not isinstance(t, dict):
            raise Rejet(f"tools.{k}: Input should be a valid dictionary")
        if t.get("type") == "memory_20250818":   # outil client mémoire (anthropic.messages)
            if t.get("name") != "memory":
                raise Rejet(f"tools.{k}.memory_20250818.name: Input should be 'memory'")
            points += _cache_control(t.get("cache_control"), f"tools.{k}")
            continue
        if t.get("type") not in (None, "custom"):
            raise Rejet(
                f"tools.{k}: the local model does not imitate the server tool "
                f"{t.get('type')!r}; declare a custom tool (name, description, input_schema)."
            )
        for cle in ("name", "input_schema"):
            if cle not in t:
                raise Rejet(f"tools.{k}.custom.{cle}: Field required")
        if not isinstance(t["name"], str) or not isinstance(t["input_schema"], dict):
            raise Rejet(f"tools.{k}.custom: `name` should be a string and `input_schema` an object")
        points += _cache_control(t.get("cache_control"), f"tools.{k}")
    return outils, points
