"""Les deux règles d'Anthropic que le cours enseigne : paires d'outils et blocs de réflexion.

1. Chaque `tool_use` d'un tour assistant a son `tool_result` dans le tour user suivant, et chaque
   `tool_result` répond à un `tool_use` du tour assistant juste avant.
2. Réflexion demandée (`adaptive`, ou `enabled` sur les anciens modèles ; voir
   `anthropic.reflexion`) : le dernier tour assistant de la boucle d'outils en cours (celui dont
   les `tool_use` reçoivent leurs `tool_result` à la fin de la requête) commence par son bloc
   `thinking` (ou `redacted_thinking`), renvoyé tel quel : la signature est vérifiée.

    >>> from modele_local.anthropic.validation import valider
    >>> valider({"model": "hors-ligne-m", "max_tokens": 5, "messages": [{"role": "user", "content": [
    ...     {"type": "tool_result", "tool_use_id": "toolu_x"}]}]})  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    modele_local.protocole.Rejet: messages.0.content.0: unexpected `tool_use_id` found in ...
"""

from __future__ import annotations

from modele_local.anthropic.reflexion import DOC_REFLEXION, Reglage
from modele_local.protocole import Rejet


def _paires(tours: list[dict]) -> None:
    vus: set[str] = set()
    for k, tour in enumerate(tours):
        if tour["role"] == "assistant":
            ids = []
            for b, i, j in tour["blocs"]:
                if b["type"] == "tool_use":
                    if b["id"] in vus:
                        raise Rejet(f"messages.{i}.content.{j}: `tool_use` ids must be unique")
                    vus.add(b["id"])
                    ids.append(b["id"])
            suivant = tours[k + 1] if k + 1 < len(tours) else None
            repondus = {b["tool_use_id"] for b, _, _ in (suivant or {"blocs": []})["blocs"]
                        if b["type"] == "tool_result"}
            manquants = [x for x in ids if x not in repondus]
            if manquants:
                raise Rejet(
                    f"messages.{tour['fin']}: `tool_use` ids were found without `tool_result` "
                    f"blocks immediately after: {', '.join(manquants)}. Each `tool_use` block must "
                    "have a corresponding `tool_result` block in the next message."
                )
            continue
        precedent = tours[k - 1] if k > 0 else None
        appels = {b["id"] for b, _, _ in (precedent or {"blocs": []})["blocs"]
                  if b["type"] == "tool_use"}
        for b, i, j in tour["blocs"]:
            if b["type"] != "tool_result" or b["tool_use_id"] in appels:
                continue
            if precedent is not None and not appels:
                raise Rejet(f"messages.{i}.content.{j}: `tool_result` block(s) provided when "
                            "previous message does not have `tool_use` blocks")
            raise Rejet(
                f"messages.{i}.content.{j}: unexpected `tool_use_id` found in `tool_result` "
                f"blocks: {b['tool_use_id']}. Each `tool_result` block must have a corresponding "
                "`tool_use` block in the previous message."
            )


def _boucle_en_cours(tours: list[dict], active: bool, messages: list[dict]) -> None:
    dernier = tours[-1]
    if not active:
        if dernier["role"] == "assistant":
            for b, i, j in dernier["blocs"]:
                if b["type"] in ("thinking", "redacted_thinking"):
                    raise Rejet(
                        f"messages.{i}.content.{j}: When thinking is disabled, an `assistant` "
                        "message in the final position cannot contain `thinking`. To use thinking "
                        "blocks, enable `thinking` in your request."
                    )
        return
    if dernier["role"] != "user" or len(tours) < 2:
        return
    if not any(b["type"] == "tool_result" for b, _, _ in dernier["blocs"]):
        return
    premier, i, _ = tours[-2]["blocs"][0]
    if premier["type"] not in ("thinking", "redacted_thinking"):
        raise Rejet(
            f"messages.{i}.content.0.type: Expected `thinking` or `redacted_thinking`, but found "
            f"`{premier['type']}`. When `thinking` is enabled, a final `assistant` message must "
            "start with a thinking block (preceeding the lastmost set of `tool_use` and "
            "`tool_result` blocks). We recommend you include thinking blocks from previous "
            "turns. To avoid this requirement, disable `thinking`. Please consult our "
            f"documentation at {DOC_REFLEXION}"
        )


def verifier_outils_et_pensee(reglage: Reglage, messages: list[dict], tours: list[dict]) -> None:
    """Applique les règles 1 et 2 (les signatures sont contrôlées par `anthropic.liaison`)."""
    _paires(tours)
    _boucle_en_cours(tours, reglage.active, messages)
