"""`POST /v1/messages` et `/v1/messages/count_tokens` au format de l'API Anthropic.

Le chemin d'une requête, dans l'ordre du vrai service (`_repondre`) :

1. `validation.valider` : la forme de la requête, puis les règles du modèle lues dans le catalogue
   (id retiré → 404, réflexion, limites, paires d'outils) ; une `Rejet` devient l'erreur de l'API ;
2. `liaison.controler` : les blocs de réflexion renvoyés sont-ils liés à ce préfixe ?
3. `memoire.appliquer` : la mémoire côté fournisseur (compaction, édition de contexte, bêta) ;
4. `cache` : le préfixe relu ou écrit, puis la fenêtre et le budget de sortie (`limites`) ;
5. le cerveau (`modele_local.comprehension`) répond sur la forme neutre (`conversion.neutres`) :
   texte, appels d'outils, JSON conforme à un schéma, boucle de l'outil mémoire ;
6. `reponse.message` habille sa sortie en `Message` (ids, signatures, `usage`) ; avec
   `stream: true`, la même réponse part en événements SSE (`flux`).

Erreurs à la demande (pour tester la gestion d'erreurs sans réseau), par le nom du modèle :
`hors-ligne-erreur-429` (rate_limit_error), `-529` (overloaded_error), `-500` (api_error),
`-401` (authentication_error), `-400`, `-403`, `-404`, `-413` ; `hors-ligne-erreur-flux-529` :
la réponse diffusée s'interrompt sur un événement `error` ; `hors-ligne-lent` répond
normalement après 3 s (`hors-ligne-lent-0.5` : après 0,5 s), pour tester un `timeout`.

    >>> from modele_local.serveur import Etat; etat = Etat()
    >>> messages({"model": "claude-sonnet-5-5", "max_tokens": 50,
    ...           "messages": [{"role": "user", "content": "Bonjour"}]}, etat).corps["type"]
    'message'
"""

from __future__ import annotations

from typing import Any

from modele_local.anthropic import memoire as memoire_fournisseur
from modele_local.anthropic.conversion import elements, neutres
from modele_local.anthropic.diagnostic_cache import champ_diagnostics, reglages
from modele_local.anthropic.flux import evenements
from modele_local.anthropic.liaison import ENTETE_BETA, controler, etats
from modele_local.anthropic.limites import budget_de_sortie, verifier_fenetre
from modele_local.anthropic.reponse import Habillage, message
from modele_local.anthropic.validation import Requete, valider
from modele_local.cache import Bilan, enchainer
from modele_local.comprehension import repondre, repondre_avec_memoire
from modele_local.comprehension.reponse_json import (
    completer_appels,
    format_anthropic,
    repondre_en_json,
    schema_demande,
)
from modele_local.identifiants import identifiant, unique
from modele_local.protocole import Rejet, Reponse, erreur_injectee
from modele_local.sortie import Sortie, composer, texte_pensee

OUTIL_MEMOIRE = "memory_20250818"  # l'outil mémoire de Claude, tenu par le cerveau (leçon 11)

GENRES = {
    400: ("invalid_request_error", "Invalid request."),
    401: ("authentication_error", "invalid x-api-key"),
    403: ("permission_error",
          "Your API key does not have permission to use the specified resource."),
    404: ("not_found_error", "Not found."),
    413: ("request_too_large", "Request exceeds the maximum allowed number of bytes."),
    429: ("rate_limit_error", "Number of requests has exceeded your per-minute rate limit."),
    500: ("api_error", "Internal server error"),
    529: ("overloaded_error", "Overloaded"),
}


def erreur(statut: int, message: str | None = None, genre: str | None = None,
           details: dict | None = None) -> Reponse:
    """Réponse d'erreur au format Anthropic : `{"type": "error", "error": {type, message}}`."""
    defaut_genre, defaut_message = GENRES.get(statut, ("api_error", "Internal server error"))
    corps = {"type": "error", "error": {"type": genre or defaut_genre,
                                        "message": message or defaut_message}}
    if details:
        corps["error"]["details"] = details
    corps["request_id"] = unique("req_01", "erreur", statut, corps["error"])  # neuf à chaque fois
    en_tetes = {"retry-after": "1"} if statut == 429 else {}
    return Reponse(statut, corps, {**en_tetes, "request-id": corps["request_id"]})


def _preparer(corps: Any, betas: tuple[str, ...], comptage: bool = False) -> Requete:
    modele = corps.get("model") if isinstance(corps, dict) else None
    statut, _ = erreur_injectee(modele)
    if statut:
        raise Rejet(GENRES.get(statut, ("api_error", ""))[1], statut,
                    GENRES.get(statut, ("api_error", ""))[0])
    return valider(corps, betas, comptage)  # le modèle d'abord (404), puis le reste


def nom_declare(outils: list[dict]) -> str | None:
    """Le nom de l'outil mémoire s'il est déclaré (`{"type": "memory_20250818", "name": …}`).

    Doc lue le 2026-12-01 : platform.claude.com/docs/en/agents-and-tools/tool-use/memory-tool
    (statut « stable », sans en-tête bêta ; outil client : Claude demande, l'application exécute).

        >>> nom_declare([{"type": "memory_20250818", "name": "memory"}])
        'memory'
    """
    return next((t["name"] for t in outils if t.get("type") == OUTIL_MEMOIRE), None)


def _outils_permis(outils: list[dict], corps: dict) -> list[dict]:
    """Outils que le cerveau peut appeler : aucun si `tool_choice` vaut `none`, le seul nommé si
    `tool`, tous sinon (https://platform.claude.com/docs/en/agents-and-tools/tool-use/…, 2026-11-30)."""
    choix = corps.get("tool_choice") or {}
    if choix.get("type") == "none":
        return []
    if choix.get("type") == "tool":
        return [t for t in outils if t["name"] == choix.get("name")]
    return outils


def _notes_en_pensee(blocs: list[dict], pensee: str | None,
                     actif: bool) -> tuple[list[dict], str | None]:
    """Opus 5.5 / Sonnet 5.5 : le texte d'une réponse qui appelle un outil revient dans le bloc
    `thinking` (vide à l'affichage par défaut), même sous `between_tools` ; voir
    https://platform.claude.com/docs/en/models/sonnet-5-5/whats-new-sonnet-5-5#text-between-tool-calls
    (lu le 2026-11-30)."""
    if not actif or not any(b.get("type") == "tool_use" for b in blocs):
        return blocs, pensee
    notes = " ".join(b["text"] for b in blocs if b.get("type") == "text" and b.get("text"))
    reste = [b for b in blocs if b.get("type") != "text"]
    return reste, " ".join(t for t in (pensee, notes) if t) or None


def _fenetre_et_budget(req: Requete, bilan: Bilan) -> tuple[int, bool]:
    """400 si l'entrée dépasse la fenêtre du modèle ; sinon (budget de sortie, réduit par la fenêtre)."""
    total = bilan.non_caches + bilan.ecrits + bilan.lus
    trop = verifier_fenetre(total, req.reglage.fiche.contexte)
    if trop:
        raise Rejet(trop)
    return budget_de_sortie(req.max_tokens, total, req.reglage.fiche.contexte)


def _cerveau(req: Requete, corps: dict, conversation: list[dict], budget: int,
             pense: bool) -> Sortie:
    """Ce que répond le cerveau : texte ou appels d'outils (forcés ou non), JSON demandé, réflexion."""
    systeme = "\n\n".join(b["text"] for b in req.systeme)
    permis = _outils_permis(req.outils, corps)
    outils = [{"name": t["name"], "description": t.get("description", ""),
               "input_schema": t["input_schema"]} for t in permis if "input_schema" in t]
    schema = format_anthropic(corps)   # JSON conforme au schéma, ou 400 (jamais ignoré)
    choix = corps.get("tool_choice") or {}
    force = choix.get("type") in ("any", "tool")
    memoire_outil = nom_declare(permis)   # outil mémoire déclaré : sa boucle (leçon 11)
    if memoire_outil:
        blocs = repondre_avec_memoire(systeme, conversation, memoire_outil)
    else:
        blocs = repondre(systeme, conversation, outils, force,
                         not choix.get("disable_parallel_tool_use"))
    if force and not memoire_outil:
        blocs = completer_appels(systeme, conversation, blocs, outils)
    schema = schema if schema is not None else schema_demande(conversation)
    if schema is not None:
        blocs = repondre_en_json(systeme, conversation, blocs, schema)
    blocs, pensee = _notes_en_pensee(blocs, texte_pensee(conversation) if pense else None,
                                     req.reglage.fiche.notes_en_pensee)
    return composer(blocs, budget=budget, pensee=pensee, sequences=req.sequences)


def _repondre(corps: Any, etat: Any, betas: tuple[str, ...]) -> dict:
    """Le chemin d'une requête `POST /v1/messages` (voir le haut du module), jusqu'au `Message`."""
    req = _preparer(corps, betas)                                          # 1. valider
    etat_prod = etats(req.systeme, req.outils, req.messages)[-1]  # préfixe des blocs produits
    retraits = controler(req.modele, req.systeme, req.outils, req.messages,
                         req.reglage.retirer)                              # 2. réflexion liée
    inscrit, precedent = champ_diagnostics(corps)
    memoire = memoire_fournisseur.appliquer(req, corps, betas, etat_prod)  # 3. compaction, édition
    segments = enchainer(elements(req))                                    # 4. cache, fenêtre
    bilan = etat.cache_anthropic.consulter(req.modele, segments, req.reglage.fiche.cache_min)
    budget, par_fenetre = _fenetre_et_budget(req, bilan)
    conversation = neutres(req)                                            # 5. cerveau
    dernier = conversation[-1]["blocs"] if conversation else []
    retour_d_outil = any(b["type"] == "tool_result" for b in dernier)
    pense = req.reglage.active or (req.reglage.entre_outils and retour_d_outil)
    sortie = (composer([], budget=budget) if memoire.seule
              else _cerveau(req, corps, conversation, budget, pense))
    h = Habillage(req.modele, req.reglage, etat_prod, bilan,                # 6. habiller
                  par_fenetre and budget < req.max_tokens,
                  memoire.blocs, dict(memoire.extra), dict(memoire.usage))
    if ENTETE_BETA in betas and (pense or req.reglage.fiche.preservee):
        h.extra["input_transformations"] = retraits
    if inscrit:  # diagnostic de cache : comparer à la requête nommée, retenir celle-ci
        h.extra["diagnostics"] = (etat.empreintes.comparer(precedent, req.modele, segments,
                                                           reglages(corps)) if precedent else None)
    msg = message(corps, sortie, h)
    if inscrit:
        etat.empreintes.retenir(msg["id"], req.modele, segments, reglages(corps))
    if memoire.seule:
        msg["stop_reason"] = "compaction"
    return msg


def messages(corps: Any, etat: Any, betas: tuple[str, ...] = ()) -> Reponse:
    """Traite `POST /v1/messages` : réponse JSON, ou flux SSE si `stream: true`."""
    try:
        msg = _repondre(corps, etat, betas)
    except Rejet as r:
        return erreur(r.statut, r.message, r.genre, r.details)
    en_tetes = {"request-id": identifiant("req_01", msg["id"])}
    if corps.get("stream"):
        modele = corps.get("model")
        return Reponse(200, {}, en_tetes, evenements=evenements(msg, modele))
    return Reponse(200, msg, en_tetes)


def compter_jetons(corps: Any, etat: Any, betas: tuple[str, ...] = ()) -> Reponse:
    """Traite `POST /v1/messages/count_tokens` : `{"input_tokens": N}`, sans toucher au cache."""
    try:
        req = _preparer(corps, betas, comptage=True)
        extra = memoire_fournisseur.compter(req, corps, betas)
    except Rejet as r:
        return erreur(r.statut, r.message, r.genre, r.details)
    return Reponse(200, {"input_tokens": sum(j for _, j, _ in elements(req)), **extra})
