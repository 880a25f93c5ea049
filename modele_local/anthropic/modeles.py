"""`GET /v1/models` et `/v1/models/{id}` de l'API Anthropic, tirés du catalogue.

Forme `ModelInfo` du SDK anthropic 2.14 (types/model_info.py, model_capabilities.py) : `id`,
`type: "model"`, `display_name`, `created_at` (époque Unix : le catalogue ne garde pas les dates
de sortie, ce que le type permet), `lifecycle` (`active` / `deprecated` / `retired`),
`retires_at`, `max_input_tokens`, `max_tokens`, `capabilities` (modes de réflexion, compaction,
édition de contexte). Un modèle retiré reste listé ; un id inconnu → 404 `not_found_error`.
Liste paginée (`data`, `has_more`, `first_id`, `last_id` ; `limit`, `after_id`, `before_id`).

    >>> fiche_modele("claude-sonnet-5-5")["lifecycle"]
    'active'
"""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import parse_qs, urlsplit

from modele_local.catalogue import DEPRECIE, RETIRE, Fiche, fiche, modeles
from modele_local.protocole import Reponse

ROUTE = re.compile(r"^/v1/models(?:/([^/:]+))?$")  # requêtes portant `anthropic-version`

EPOQUE = "1970-01-01T00:00:00Z"
OUI, NON = {"supported": True}, {"supported": False}


def _nom(f: Fiche) -> str:
    """« Claude Sonnet 5.5 » pour claude-sonnet-5-5 (date de version ôtée)."""
    morceaux = [m for m in f.id.removeprefix("claude-").split("-") if len(m) < 8]
    mots = [m.capitalize() for m in morceaux if not m[0].isdigit()]
    version = ".".join(m for m in morceaux if m[0].isdigit())
    return " ".join(["Claude", *mots, *([version] if version else [])])


def _capacites(f: Fiche) -> dict:
    modes = {m: (OUI if m in f.reflexion else NON)
             for m in ("adaptive", "between_tools", "disabled", "enabled")}
    efforts = {e: OUI for e in ("low", "medium", "high", "xhigh", "max")}
    return {
        "batch": NON, "citations": NON, "code_execution": NON, "image_input": NON,
        "pdf_input": NON, "structured_outputs": NON,
        "server_tools": {"supported": False, "code_execution": NON, "web_search": NON},
        "context_management": {"supported": True, "clear_thinking_20251015": OUI,
                               "clear_tool_uses_20250919": OUI,
                               "compact_20260112": OUI if f.compaction else NON},
        "effort": {"supported": "adaptive" in f.reflexion, **efforts},
        "thinking": {"supported": bool(f.reflexion), "types": modes},
    }


def fiche_modele(ident: str) -> dict | None:
    """`ModelInfo` d'un id Claude du catalogue (alias compris), ou None."""
    f = fiche(ident)
    if f is None or f.fournisseur != "anthropic":
        return None
    cycle = {RETIRE: "retired", DEPRECIE: "deprecated"}.get(f.statut, "active")
    retrait = f"{f.retrait}T00:00:00Z" if f.retrait and f.retrait != "?" else None
    return {"id": f.id, "type": "model", "display_name": _nom(f), "created_at": EPOQUE,
            "lifecycle": cycle, "retires_at": retrait if cycle != "active" else None,
            "max_input_tokens": f.contexte, "max_tokens": f.sortie_max,
            "capabilities": _capacites(f) if cycle != "retired" else None}


def liste(limite: int = 20, apres: str | None = None, avant: str | None = None) -> dict:
    """Une page de la liste, dans l'ordre du catalogue (les plus récents d'abord)."""
    tous = [fiche_modele(f.id) for f in modeles("anthropic")]
    ids = [m["id"] for m in tous]
    debut = ids.index(apres) + 1 if apres in ids else 0
    fin = ids.index(avant) if avant in ids else len(tous)
    if avant in ids:
        debut = max(fin - limite, 0)
    page = tous[debut:min(debut + limite, fin)]
    suite = debut > 0 if avant in ids else debut + len(page) < fin
    return {"data": page, "has_more": suite,
            "first_id": page[0]["id"] if page else None,
            "last_id": page[-1]["id"] if page else None}


def servir(commande: str, chemin: str, entetes: Any) -> Reponse:
    """Répond à `GET /v1/models[/{id}]` (chemin avec sa requête, en-têtes HTTP)."""
    from modele_local.anthropic.messages import erreur

    if commande != "GET":
        return erreur(405, "Method Not Allowed: use GET")
    if not (entetes.get("x-api-key") or entetes.get("authorization")):
        return erreur(401, "x-api-key header is required")
    morceaux = urlsplit(chemin)
    ident = ROUTE.match(morceaux.path).group(1)
    if ident:
        info = fiche_modele(ident)
        return Reponse(200, info) if info else erreur(404, f"model: {ident}")
    q = {k: v[-1] for k, v in parse_qs(morceaux.query).items()}
    limite = int(q["limit"]) if q.get("limit", "").isdigit() else 20
    return Reponse(200, liste(max(1, min(limite, 1000)), q.get("after_id"), q.get("before_id")))
