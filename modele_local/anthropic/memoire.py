"""Mémoire côté fournisseur (bêta) : compaction côté serveur et édition de contexte.

Point d'entrée unique pour `anthropic.messages`. Sources (lues le 2026-11-30) :
https://platform.claude.com/docs/en/build-with-claude/compaction-threshold.md (bêta
`compact-2026-01-12`, édition `compact_20260112`, déclencheur par défaut 150 000 jetons d'entrée,
`pause_after_compaction`), …/compaction-on-demand (bêta `compact-2026-09-04`, paramètre
`compaction: {"type": "summarize"}`, un bloc seul, `stop_reason: "compaction"`, pas de
`context_management` avec), …/context-editing (bêta `context-management-2025-06-27`).

- Blocs `compaction` reçus : vérifiés, et tout ce qui précède le dernier est ignoré.
- Édition de contexte : `anthropic.edition` ; compte rendu dans `context_management.applied_edits`.
- Compaction au seuil : quand l'entrée atteint le déclencheur, toute la conversation (dernière
  question comprise) est résumée par le cerveau local ; le bloc `compaction` ouvre la réponse,
  puis vient la réponse normale à la dernière question ; `usage.iterations` = [compaction,
  message], l'entrée « compaction » hors `usage`.
  Déclencheur : 50 000 jetons d'entrée au moins (`SEUIL_MIN`), chiffre d'une page « Compaction »
  traduite (la page anglaise lue le 2026-12-01 ne le montre pas dans nos copies, ⚠) ; en dessous,
  400 au format des erreurs de validation du service.

Les textes d'erreur de ce module sont INFÉRÉS (non publiés), les codes `error.details.error_code`
viennent du SDK (compaction_*_error_details.py).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from modele_local.anthropic.compaction import bloc_compaction, resumer, verifier
from modele_local.anthropic.conversion import elements
from modele_local.anthropic.edition import effacer_reflexion, effacer_resultats
from modele_local.anthropic.validation import fusionner
from modele_local.jetons import compter as jetons_texte
from modele_local.protocole import Rejet

BETA_SEUIL, BETA_DEMANDE = "compact-2026-01-12", "compact-2026-09-04"
BETA_EDITION = "context-management-2025-06-27"
EDITIONS = {"compact_20260112": BETA_SEUIL, "clear_tool_uses_20250919": BETA_EDITION,
            "clear_thinking_20251015": BETA_EDITION}
SEUIL_DEFAUT = 150_000
SEUIL_MIN = 50_000  # déclencheur minimal de compact_20260112 (page traduite, ⚠ ; voir plus haut)


@dataclass
class Memoire:
    """Effets de la mémoire côté fournisseur sur une requête."""

    seule: bool = False  # la réponse n'est qu'un bloc compaction (rien d'échantillonné après)
    blocs: list[dict] = field(default_factory=list)  # blocs en tête de la réponse
    extra: dict = field(default_factory=dict)  # champs de haut niveau (context_management…)
    usage: dict = field(default_factory=dict)  # champs d'usage (iterations…)


def _editions(corps: dict, betas: tuple[str, ...], compaction_ok: bool) -> list[dict]:
    gestion, demande = corps.get("context_management"), corps.get("compaction")
    if demande is not None:
        if BETA_DEMANDE not in betas:
            raise Rejet("compaction: Extra inputs are not permitted")
        if not isinstance(demande, dict) or demande.get("type") != "summarize":
            raise Rejet("compaction.type: Input should be 'summarize'")
        if gestion is not None:
            raise Rejet("`compaction` cannot be combined with `context_management`")
        if not compaction_ok:
            raise Rejet("compaction: this model does not support compaction")
    if gestion is None:
        return []
    edits = gestion.get("edits") if isinstance(gestion, dict) else None
    if not isinstance(edits, list):
        raise Rejet("context_management.edits: Input should be a valid list")
    for k, e in enumerate(edits):
        genre = e.get("type") if isinstance(e, dict) else None
        if not isinstance(genre, str) or genre not in EDITIONS:
            attendus = ", ".join(f"'{t}'" for t in EDITIONS)
            raise Rejet(f"context_management.edits.{k}: Input tag {genre!r} found using 'type' "
                        f"does not match any of the expected tags: {attendus}")
        _formes(k, e)
        if EDITIONS[genre] not in betas:
            raise Rejet(f"context_management.edits.{k}: `{genre}` requires the "
                        f"`{EDITIONS[genre]}` beta (anthropic-beta header)")
        if genre == "compact_20260112" and not compaction_ok:
            raise Rejet(f"context_management.edits.{k}: `compact_20260112` is not supported for "
                        "this model")
        seuil = (e.get("trigger") or {}).get("value", SEUIL_DEFAUT)
        if genre == "compact_20260112" and seuil < SEUIL_MIN:
            raise Rejet(f"context_management.edits.{k}.trigger.value: Input should be greater "
                        f"than or equal to {SEUIL_MIN}")
    return edits


def _formes(k: int, edit: dict) -> None:
    """`trigger`, `keep`, `clear_at_least` : objets `{"type": …, "value": entier >= 0}`."""
    for champ in ("trigger", "keep", "clear_at_least"):
        v = edit.get(champ)
        if v is None or (champ == "keep" and v == "all"):
            continue
        ou = f"context_management.edits.{k}.{champ}"
        if not isinstance(v, dict):
            raise Rejet(f"{ou}: Input should be a valid dictionary")
        n = v.get("value")
        if v.get("type") != "all" and (not isinstance(n, int) or isinstance(n, bool) or n < 0):
            raise Rejet(f"{ou}.value: Input should be a valid integer greater than or equal to 0")
    for champ in ("exclude_tools",):
        v = edit.get(champ)
        if v is not None and not (isinstance(v, list) and all(isinstance(x, str) for x in v)):
            raise Rejet(f"context_management.edits.{k}.{champ}: Input should be a valid list")


def _jetons(req: Any) -> int:
    return sum(j for _, j, _ in elements(req))


def _effectifs(req: Any, betas: tuple[str, ...]) -> None:
    """Contrôle les blocs compaction reçus et oublie tout ce qui précède le dernier."""
    for i, m in enumerate(req.messages):
        for j, b in enumerate(m["content"]):
            if b.get("type") == "compaction" and not {BETA_SEUIL, BETA_DEMANDE} & set(betas):
                raise Rejet(f"messages.{i}.content.{j}: Input tag 'compaction' found using "
                            "'type' does not match any of the expected tags")
    debut = verifier(req.messages)
    if debut:
        req.messages = req.messages[debut:]


def _iteration(jetons_entree: int, resume: str) -> dict:
    return {"type": "compaction", "input_tokens": jetons_entree, "output_tokens": jetons_texte(resume),
            "cache_creation_input_tokens": 0, "cache_read_input_tokens": 0}


def _compacter(req: Any, a_resumer: list[dict], consigne: Any, etat: str) -> tuple[dict, dict]:
    systeme = "\n\n".join(b["text"] for b in req.systeme)
    resume = resumer(systeme, a_resumer, consigne if isinstance(consigne, str) else None)
    return bloc_compaction(resume, etat), _iteration(_jetons(req), resume)


def appliquer(req: Any, corps: dict, betas: tuple[str, ...], etat: str) -> Memoire:
    """Applique blocs reçus, éditions et compaction à `req` (modifiée en place).

    `etat` : préfixe de la requête entière (`anthropic.liaison`), que le bloc produit transporte.
    """
    edits = _editions(corps, betas, req.reglage.fiche.compaction)
    _effectifs(req, betas)
    memoire, faites = Memoire(), []
    for e in edits:
        if e["type"] == "clear_thinking_20251015":
            faites.append(effacer_reflexion(req.messages, e))
        elif e["type"] == "clear_tool_uses_20250919":
            faites.append(effacer_resultats(req.messages, e, _jetons(req)))
    if any(e["type"] != "compact_20260112" for e in edits):
        memoire.extra["context_management"] = {"applied_edits": [f for f in faites if f]}
    demande = corps.get("compaction")
    if demande is not None:
        bloc, iteration = _compacter(req, req.messages, demande.get("instructions"), etat)
        memoire.seule, memoire.blocs = True, [bloc]
        memoire.usage["iterations"] = [iteration]
    for e in edits:
        seuil = (e.get("trigger") or {}).get("value", SEUIL_DEFAUT)
        if e["type"] != "compact_20260112" or _jetons(req) < seuil or len(req.messages) < 2:
            continue
        dernier = req.messages[-1]  # résumé compris : l'API oubliera tout ce qui précède le bloc
        bloc, iteration = _compacter(req, req.messages, e.get("instructions"), etat)
        memoire.blocs, memoire.usage["iterations"] = [bloc], [iteration]
        memoire.seule = bool(e.get("pause_after_compaction"))
        req.messages = [{"role": "user", "content": [bloc, *dernier["content"]]}]
        break
    req.tours = fusionner(req.messages)
    return memoire


def compter(req: Any, corps: dict, betas: tuple[str, ...]) -> dict:
    """`count_tokens` : `compaction` ignoré ; éditions appliquées, total d'origine rendu."""
    gestion = corps.get("context_management")
    edits = _editions({**corps, "compaction": None}, betas, True)
    _effectifs(req, betas)
    if gestion is None:
        return {}
    avant = _jetons(req)
    for e in edits:
        if e["type"] == "clear_thinking_20251015":
            effacer_reflexion(req.messages, e)
        elif e["type"] == "clear_tool_uses_20250919":
            effacer_resultats(req.messages, e, avant)
    return {"context_management": {"original_input_tokens": avant}}
