"""L'API Interactions de Gemini : le fournisseur garde l'historique (`previous_interaction_id`).

Pages lues le 2026-11-30 : https://ai.google.dev/gemini-api/docs/interactions (vue d'ensemble) et
…/interactions/quickstart ; types du SDK google-genai 3.6.1 (`_gaos`). Ce que fait le modèle local :

- `POST /v1/interactions` : `model` (un id du catalogue), `input`, `previous_interaction_id`,
  `system_instruction` (chaîne), `tools` (`{"type": "function", …}`), `generation_config`
  (`max_output_tokens`, `thinking_level`, `thinking_summaries`, `stop_sequences`),
  `response_format` (JSON conforme au schéma), `store` (vrai par défaut) ;
- l'interaction est gardée **en mémoire, dans le processus du serveur** (le vrai service : 55 jours
  payant, 1 jour gratuit) ; `previous_interaction_id` y reprend tout l'historique, entrées et
  sorties ; outils, consigne système et `generation_config` se redonnent à chaque tour (comme le
  vrai service) ;
- `create` ne renvoie que les étapes produites par le modèle ; `GET` renvoie aussi les entrées ;
- `stream=True` : la même interaction en événements SSE (`gemini.interactions`) ;
- `DELETE` l'oublie ; `agent` et `background` sont refusés clairement (400).

Erreurs au format de l'API Interactions : `{"error": {"code": "not_found", "message": …}}`, le code
étant une chaîne (FAITS_API_GEMINI §4, d'après un rapport public d'une réponse réelle).

    >>> erreur(404, "x").corps
    {'error': {'code': 'not_found', 'message': 'x'}}

Les étapes (`steps`) de l'API Interactions, schéma de juin 2026, vers la forme neutre et retour.

Types lus dans le SDK google-genai 3.6.1 (`google/genai/_gaos/types/interactions/`, lu le
2026-11-30) : `user_input{content}`, `model_output{content}`, `thought{signature, summary?}`,
`function_call{id, name, arguments}`, `function_result{call_id, result, name?, is_error?}` ;
blocs de contenu `{"type": "text", "text": …}`. L'entrée peut être une chaîne, un bloc, une
liste de blocs ou une liste d'étapes (le SDK range déjà une liste de blocs dans un `user_input`).

    >>> etapes_d_entree("Bonjour")
    [{'type': 'user_input', 'content': [{'type': 'text', 'text': 'Bonjour'}]}]

`client.interactions.create(..., stream=True)` : la même interaction, en événements SSE.

Suite d'événements lue dans les types du SDK google-genai 3.6.1 (`_gaos/types/interactions/`,
`interactionssestreamevent.py`, lu le 2026-11-30) : `interaction.created` (statut `in_progress`,
sans étapes) ; pour chaque étape, `step.start` (l'étape sans son contenu), des `step.delta`
(`text`, `thought_signature`, `arguments_delta`), `step.stop` ; enfin `interaction.completed`
avec l'interaction entière. Chaque `data:` porte son `event_type` ; la ligne `event:` le répète.

    >>> [n for n, _ in evenements({"id": "v1_x", "status": "completed", "steps": []})]
    ['interaction.created', 'interaction.completed']
"""

from __future__ import annotations

import itertools
import json
import threading
import time
from typing import Any

from modele_local.catalogue import fiche
from modele_local.comprehension import repondre
from modele_local.comprehension.reponse_json import repondre_en_json
from modele_local.comprehension.schema_json import verifier
from modele_local.gemini.flux import decouper
from modele_local.gemini.modeles import resoudre
from modele_local.identifiants import identifiant
from modele_local.jetons import compter
from modele_local.protocole import Rejet, Reponse
from modele_local.signatures import json_canon, signer
from modele_local.sortie import composer, texte_pensee

CODES = {400: "invalid_request", 401: "unauthenticated", 403: "permission_denied",
         404: "not_found", 409: "conflict", 429: "resource_exhausted", 500: "internal"}
_verrou = threading.Lock()


def erreur(statut: int, message: str) -> Reponse:
    """Réponse d'erreur de l'API Interactions (code en chaîne)."""
    return Reponse(statut, {"error": {"code": CODES.get(statut, "unknown"), "message": message}})


def _magasin(etat: Any) -> dict[str, dict]:
    with _verrou:
        if not hasattr(etat, "interactions"):
            etat.interactions, etat.interactions_creees = {}, itertools.count()
        return etat.interactions


def _stockee(ident: str, etat: Any) -> dict:
    trouvee = _magasin(etat).get(ident)
    if trouvee is None:
        raise Rejet(f"Interaction {ident} not found.", 404)
    return trouvee


def _schema(corps: dict) -> dict | None:
    formats = corps.get("response_format")
    for f in formats if isinstance(formats, list) else [formats] if formats else []:
        if isinstance(f, dict) and f.get("mime_type", corps.get("response_mime_type")) == \
                "application/json":
            verifier(f.get("schema") or {"type": "object"}, chemin="response_format.schema")
            return f.get("schema") or {"type": "object"}
    return {"type": "object"} if corps.get("response_mime_type") == "application/json" else None


def _verifier(corps: Any) -> tuple[str, dict]:
    if not isinstance(corps, dict):
        raise Rejet("Invalid JSON payload received. Expected an object.")
    for cle, quoi in (("agent", "agents"), ("background", "background interactions")):
        if corps.get(cle):
            raise Rejet(f"{cle}: the local model does not imitate {quoi}; use model=… "
                        f"without {cle}.")
    if not isinstance(corps.get("model"), str):
        raise Rejet("model: Field required")
    for cle, genre, nom in (("previous_interaction_id", str, "a string"),
                            ("system_instruction", str, "a string"),
                            ("generation_config", dict, "an object"), ("tools", list, "a list")):
        if corps.get(cle) is not None and not isinstance(corps[cle], genre):
            raise Rejet(f"{cle}: Input should be {nom}")
    reel = resoudre(corps["model"], "v1", "createInteraction")
    gc = corps.get("generation_config") or {}
    niveau, f = gc.get("thinking_level"), fiche(reel)
    if niveau and f is not None and f.reflexion and "budget" not in f.reflexion and \
            niveau not in f.reflexion:   # message verbatim (FAITS_API_GEMINI §4)
        ordre = ["medium", "low", "high", "minimal", "xhigh"]
        permis = ", ".join(sorted(f.reflexion, key=lambda n: ordre.index(n) if n in ordre else 9))
        raise Rejet(f"'{niveau}' is not a supported thinking level for this model. "
                    f"Allowed values are: {permis}.")
    return reel, gc


def creer(corps: Any, etat: Any) -> Reponse:
    """`POST /v1/interactions` : répond, garde l'interaction (sauf `store=false`)."""
    reel, gc = _verifier(corps)
    precedente = corps.get("previous_interaction_id")
    historique = _stockee(precedente, etat)["historique"] if precedente else []
    entree = etapes_d_entree(corps.get("input"))
    if not entree:
        raise Rejet("input: Field required")
    conversation = neutres(historique + entree)
    systeme = corps.get("system_instruction") or ""
    outils = outils_neutres(corps.get("tools"))
    blocs = repondre(systeme if isinstance(systeme, str) else "", conversation, outils)
    schema = _schema(corps)
    if schema is not None:
        blocs = repondre_en_json(systeme, conversation, blocs, schema)
    f = fiche(reel)
    pense = f is None or bool(f.reflexion)
    sortie = composer(blocs, budget=gc.get("max_output_tokens") or 65536,
                      pensee=texte_pensee(conversation) if pense else None,
                      sequences=[s for s in gc.get("stop_sequences") or [] if isinstance(s, str)])
    magasin = _magasin(etat)
    ident = "v1_" + identifiant("", next(etat.interactions_creees), corps)
    etapes = etapes_de_sortie(sortie.blocs, ident, gc.get("thinking_summaries") == "auto")
    entrees = compter(systeme if isinstance(systeme, str) else "") + sum(
        compter(json_canon(b)) for m in conversation for b in m["blocs"]) + sum(
        compter(json_canon(o)) for o in outils)
    statut = ("requires_action" if any(e["type"] == "function_call" for e in etapes)
              else "incomplete" if sortie.raison == "max" else "completed")
    maintenant = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
    ressource = {
        "id": ident, "status": statut, "created": maintenant, "updated": maintenant,
        "model": corps["model"], "steps": etapes,
        "usage": {"total_input_tokens": entrees, "total_output_tokens": sortie.jetons
                  - sortie.jetons_pensee, "total_thought_tokens": sortie.jetons_pensee,
                  "total_tokens": entrees + sortie.jetons},
    }
    if precedente:
        ressource["previous_interaction_id"] = precedente
    if corps.get("store", True):
        with _verrou:
            magasin[ident] = {"ressource": ressource, "entree": entree,
                              "historique": historique + entree + etapes}
    if corps.get("stream"):
        return Reponse(200, {}, evenements=evenements(ressource))
    return Reponse(200, ressource)


def lire(ident: str, etat: Any, params: dict[str, list[str]]) -> Reponse:
    """`GET /v1/interactions/{id}` : la ressource gardée, entrées comprises."""
    gardee = _stockee(ident, etat)
    return Reponse(200, {**gardee["ressource"],
                         "steps": gardee["entree"] + gardee["ressource"]["steps"]})


def supprimer(ident: str, etat: Any) -> Reponse:
    """`DELETE /v1/interactions/{id}` : oublie l'interaction (404 si inconnue)."""
    _stockee(ident, etat)
    magasin = _magasin(etat)
    with _verrou:
        magasin.pop(ident, None)
    return Reponse(200, {})


def annuler(ident: str, etat: Any) -> Reponse:
    """`POST /v1/interactions/{id}/cancel` : rien à annuler, le modèle local répond tout de suite."""
    _stockee(ident, etat)
    raise Rejet("Only background interactions (background=true) can be cancelled; the local "
                "model does not run any.")


ETAPES = {"user_input", "model_output", "thought", "function_call", "function_result"}
BLOCS = {"text", "image", "audio", "document", "video"}


def etapes_d_entree(entree: Any) -> list[dict]:
    """`input` d'une requête -> liste d'étapes ; `Rejet` si la forme n'est pas reconnue."""
    if entree is None or entree == []:
        return []
    if isinstance(entree, str):
        return [{"type": "user_input", "content": [{"type": "text", "text": entree}]}]
    if isinstance(entree, dict):
        entree = [entree]
    if not isinstance(entree, list) or not all(isinstance(e, dict) for e in entree):
        raise Rejet("input: expected a string, a content block, or a list of content blocks "
                    "or steps.")
    genres = [e.get("type", "text") if isinstance(e.get("type", "text"), str) else "?"
              for e in entree]
    if entree and all(g in ETAPES for g in genres):
        return entree
    if all(g in BLOCS for g in genres):
        return [{"type": "user_input", "content": [{"type": "text", **e} if "type" not in e
                                                   else e for e in entree]}]
    raise Rejet(f"input: unknown step or content type {genres[0]!r:.40}.")


def _texte(contenu: Any) -> str:
    if isinstance(contenu, str):
        return contenu
    if isinstance(contenu, list):
        return "\n".join(b.get("text", "") for b in contenu if isinstance(b, dict)
                         and b.get("type", "text") == "text")
    return json.dumps(contenu, ensure_ascii=False)


def neutres(etapes: list[dict]) -> list[dict]:
    """Étapes -> messages neutres du cerveau (rôles fusionnés ; pensées ignorées)."""
    messages: list[dict] = []
    for e in etapes:
        genre = e.get("type")
        if genre == "user_input":
            role, bloc = "user", {"type": "text", "text": _texte(e.get("content") or [])}
        elif genre == "model_output":
            role, bloc = "assistant", {"type": "text", "text": _texte(e.get("content") or [])}
        elif genre == "function_call":
            role, bloc = "assistant", {"type": "tool_use", "id": str(e.get("id", "")),
                                       "name": str(e.get("name", "")),
                                       "input": e.get("arguments") or {}}
        elif genre == "function_result":
            role, bloc = "user", {"type": "tool_result", "tool_use_id": str(e.get("call_id", "")),
                                  "content": _texte(e.get("result"))}
        else:
            continue
        if messages and messages[-1]["role"] == role:
            messages[-1]["blocs"].append(bloc)
        else:
            messages.append({"role": role, "blocs": [bloc]})
    return messages


def outils_neutres(outils: Any) -> list[dict]:
    """`tools` de type `function` -> outils neutres {name, description, input_schema}."""
    return [{"name": o.get("name", ""), "description": o.get("description") or "",
             "input_schema": o.get("parameters") or {"type": "object"}}
            for o in outils or [] if isinstance(o, dict) and o.get("type") == "function"]


def etapes_de_sortie(blocs: list[dict], graine: Any, resumes: bool) -> list[dict]:
    """Blocs composés (réflexion, texte, appels) -> étapes de sortie ; textes voisins réunis."""
    sortie: list[dict] = []
    for k, b in enumerate(blocs):
        if b["type"] == "thinking":
            etape = {"type": "thought", "signature": signer(b["thinking"])}
            if resumes:
                etape["summary"] = [{"type": "text", "text": b["thinking"]}]
            sortie.append(etape)
        elif b["type"] == "text":
            if sortie and sortie[-1]["type"] == "model_output":
                sortie[-1]["content"][0]["text"] += b["text"]
            else:
                sortie.append({"type": "model_output",
                               "content": [{"type": "text", "text": b["text"]}]})
        else:
            sortie.append({"type": "function_call", "id": identifiant("fc_", graine, k, b),
                           "name": b["name"], "arguments": b["input"]})
    return sortie


def _debut_et_deltas(etape: dict) -> tuple[dict, list[dict]]:
    genre = etape["type"]
    if genre == "thought":
        return {"type": "thought"}, [{"type": "thought_signature",
                                      "signature": etape["signature"]}]
    if genre == "function_call":
        return ({"type": "function_call", "id": etape["id"], "name": etape["name"],
                 "arguments": {}},
                [{"type": "arguments_delta", "arguments": json.dumps(etape["arguments"],
                                                                     ensure_ascii=False)}])
    texte = "".join(b.get("text", "") for b in etape.get("content") or [])
    return {"type": genre, "content": []}, [{"type": "text", "text": t} for t in decouper(texte)]


def evenements(ressource: dict[str, Any]) -> list[tuple[str, dict]]:
    """Les événements (nom, données) qui diffusent une interaction déjà calculée."""
    tete = {k: v for k, v in ressource.items() if k not in ("steps", "usage")}
    sortie: list[tuple[str, dict]] = [
        ("interaction.created", {"event_type": "interaction.created",
                                 "interaction": {**tete, "status": "in_progress"}})]
    for i, etape in enumerate(ressource["steps"]):
        debut, deltas = _debut_et_deltas(etape)
        sortie.append(("step.start", {"event_type": "step.start", "index": i, "step": debut}))
        sortie += [("step.delta", {"event_type": "step.delta", "index": i, "delta": d})
                   for d in deltas]
        sortie.append(("step.stop", {"event_type": "step.stop", "index": i}))
    sortie.append(("interaction.completed", {"event_type": "interaction.completed",
                                             "interaction": ressource}))
    return sortie
