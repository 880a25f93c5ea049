"""Compacter un historique de l'API Messages : `compacter_historique` (résumé périodique).

Tout sauf les derniers messages est remplacé par un résumé écrit par un vrai appel LLM (vrai
service ou modèle local). Le résumé n'est posé qu'une fois l'appel réussi : une panne ne perd rien.
L'appel de résumé (réglage de la réflexion, lecture de la réponse), partagé avec le résumeur du
résumé glissant (`llm_summarizer`), est dans `contexte.appel_llm`.

Par exemple, `compacter_historique(messages, client_anthropic(), 6)` renvoie
`[message de résumé, …les 6 derniers]` (leçon 05).
"""

from __future__ import annotations

import copy
from typing import Any

from .appel_llm import MODELE_ANTHROPIC, fournisseur, reglage_appel, texte_anthropic
from .erreurs import entier, traduire_erreurs, verifier_messages
from .messages import boucle_en_cours, point_de_coupe, sans_reflexion, type_de

CONSIGNE_PERIODIQUE = ("Résume cette conversation en 5 lignes maximum, "
                       "en gardant les faits et décisions importants.")
ENTETE_RESUME = "[Résumé de la conversation précédente]"


def _preparer(a_resumer: list[dict]) -> list[dict]:
    """La requête de résumé : les anciens messages, puis la consigne (ils sont déjà copiés).

    Un `tool_use` resté sans réponse à la fin est retiré (l'API le refuserait) ; la consigne
    rejoint le dernier message s'il vient de l'utilisateur (deux `user` de suite sinon).
    """
    dernier = a_resumer[-1]
    if dernier.get("role") == "assistant" and isinstance(dernier.get("content"), list):
        dernier["content"] = [b for b in dernier["content"] if type_de(b) != "tool_use"]
        if not dernier["content"]:
            a_resumer.pop()
    consigne = {"type": "text", "text": CONSIGNE_PERIODIQUE}
    if a_resumer and a_resumer[-1].get("role") == "user":
        contenu = a_resumer[-1]["content"]
        if isinstance(contenu, str):
            contenu = [{"type": "text", "text": contenu}] if contenu else []
        a_resumer[-1]["content"] = [*contenu, consigne]
    else:
        a_resumer.append({"role": "user", "content": [consigne]})
    return a_resumer


def compacter_historique(messages: list[dict], client: Any, garder_derniers: int = 6,
                         model: str = MODELE_ANTHROPIC, max_tokens: int = 300,
                         **options: Any) -> list[dict]:
    """Résume tout sauf les `garder_derniers` derniers messages (paires d'outils jamais coupées).

    Renvoie une nouvelle liste `[message de résumé] + récents` ; la liste reçue n'est jamais
    modifiée. Si l'appel échoue, `ErreurFournisseur` (ou `ErreurResume` pour une réponse vide ou
    coupée) remonte avant tout remplacement : rien n'est perdu. `options` passe tel quel à
    `messages.create` ; sans réglage de réflexion, celui de `reglage_resume` pour `model`.

    Règle de la réflexion préservée (voir `contexte.messages`, pages lues le 2026-11-30) : un bloc
    thinking renvoyé doit avoir exactement le préfixe qu'il avait quand il a été produit. Le résumé
    change ce préfixe pour tout ce qu'on garde, d'où, par défaut :
    - on ne compacte qu'entre deux échanges terminés : si l'historique s'arrête au milieu d'une
      boucle d'outils, la liste est rendue telle quelle (copie) et on compactera après la boucle,
      car le dernier message de l'assistant doit revenir avec son thinking, au même préfixe ;
    - les messages gardés perdent leurs blocs `thinking` / `redacted_thinking` ;
    - la requête de résumé n'en porte aucun (elle n'a pas le `system` ni les `tools` d'origine).
    Ainsi la requête suivante passe sur claude-sonnet-5-5 comme sur claude-sonnet-5.

    Exemple : `compacter_historique(messages, client_anthropic(), 6)` renvoie
    `[message de résumé, …les 6 derniers]` (leçon 05).
    """
    entier("garder_derniers", garder_derniers, 0)
    verifier_messages(messages, "compacter_historique", blocs_json=False)
    coupe = point_de_coupe(messages, garder_derniers)
    if coupe == 0 or boucle_en_cours(messages):
        return copy.deepcopy(messages)
    if fournisseur(client) != "anthropic":
        raise TypeError("compacter_historique parle l'API Messages d'Anthropic : passez "
                        "cours.clients.client_anthropic(). Pour Gemini, utilisez llm_summarizer "
                        "avec RollingSummary.")
    requete = _preparer(sans_reflexion(copy.deepcopy(messages[:coupe])))
    max_tokens, options = reglage_appel("anthropic", model, max_tokens, options)
    with traduire_erreurs("Anthropic"):
        reponse = client.messages.create(model=model, max_tokens=max_tokens, messages=requete,
                                         **options)
    resume = texte_anthropic(reponse)
    return [{"role": "user", "content": f"{ENTETE_RESUME}\n{resume}"},
            *sans_reflexion(copy.deepcopy(messages[coupe:]))]
