"""Les secrets : masquer les clés d'API dans les messages dès leur entrée, et refuser de les retenir.

Une clé collée dans la conversation (ou lue par un outil dans un `.env`) ne doit aller ni chez le
fournisseur, ni sur disque, ni dans un résumé. Le bon moment pour la masquer est **l'ingestion** :
juste avant d'ajouter un message à l'historique, donc avant de l'envoyer et de l'enregistrer.
Masquer plus tard réécrit un historique déjà envoyé, ce qui casse la règle d'ajout seul (leçon
02) et la réflexion préservée (leçon 08b) : voir `deja_envoyes`.

Ce qui est parcouru : le texte d'un message, ses blocs `text`, le contenu d'un `tool_result`
(chaîne ou blocs) et toutes les chaînes de l'entrée JSON d'un `tool_use`. Une clé coupée entre
deux blocs qui se suivent est reconnue : les textes d'un message sont lus bout à bout. Les blocs
signés (`thinking`, `redacted_thinking`) ne sont jamais modifiés : leur signature serait refusée.

    >>> cle = "AIza" + "Sy" + "Bq7Vn3Mx9Kp2Lw5Rt8Hj4Fd6Gs1Za0CeX"     # fausse clé Google
    >>> masquer_secrets([{"role": "user", "content": f"Ma clé : {cle}"}])
    [{'role': 'user', 'content': 'Ma clé : [SECRET MASQUÉ]'}]
    >>> reperer_secrets([{"role": "user", "content": f"Ma clé : {cle}"}])
    [(0, 'Google')]

Ce filtre reconnaît des formes connues ; il ne rend pas une clé collée moins compromise : elle
a pu être vue, copiée ou journalisée ailleurs. Prévenez la personne qu'il faut la révoquer.

La mémoire à long terme (leçon 11) ne garde jamais un secret : `contient_un_secret` reconnaît une
clé par sa forme (`CLE`) et, ce que la mémoire ajoute, un mot qui annonce une valeur (« mot de
passe : … », « token = … », « code PIN est … »). Un secret qui n'a ni forme connue ni mot qui
l'annonce passe : c'est un filet, pas une garantie.

    >>> contient_un_secret("Ma clé : sk-" + "ant-api03-" + "x" * 24)
    True
    >>> contient_un_secret("Mon mot de passe est hunter22"), contient_un_secret("Équipe Plateforme")
    (True, False)

Vocabulaire : une **clé** est une clé d'API d'une forme publiée (`FORMES`, `CLE`) ; un **secret**
est une clé, ou une valeur qu'un mot annonce comme secrète (`SECRET`).
"""

from __future__ import annotations

import copy
import re
from collections.abc import Callable
from typing import Any

from .messages import SIGNES, sans_reflexion

MASQUE = "[SECRET MASQUÉ]"
# Formes publiées des clés les plus courantes (même liste que tests/test_secrets.py, qui en
# cherche dans tout le dépôt). L'ordre compte : Anthropic avant la forme générale « sk-… ».
FORMES = {
    "Anthropic": r"sk-ant-[A-Za-z0-9_\-]{20,}",
    "OpenAI": r"(?<![A-Za-z0-9])sk-(?:proj-)?[A-Za-z0-9_\-]{32,}",
    "Google": r"AIza[0-9A-Za-z_\-]{35}",
    "GitHub": r"gh[pousr]_[A-Za-z0-9]{36,}",
    "AWS": r"(?<![A-Z0-9])AKIA[0-9A-Z]{16}(?![A-Z0-9])",
    "Slack": r"xox[abprs]-[A-Za-z0-9\-]{10,}",
    "Hugging Face": r"(?<![A-Za-z0-9])hf_[A-Za-z0-9]{30,}",
    "clé privée": r"-----BEGIN [A-Z ]*PRIVATE KEY-----(?:.*?-----END [A-Z ]*PRIVATE KEY-----|.*)",
}
CLE = re.compile("|".join(f"(?P<f{i}>{m})" for i, m in enumerate(FORMES.values())), re.S)
_NOMS = list(FORMES)
ANNONCES = (r"(?i:\b(?:mot de passe|mdp|password|passwd|pass|token|jeton|cl[ée] d'api|api[ _-]?key"
            r"|secret|code pin|pin)\s*(?:est|is|:|=)\s*)")
SECRET = re.compile(CLE.pattern + "|" + ANNONCES + r"\S{4,}", re.S)

Morceau = tuple[str, Callable[[str], None]]  # un texte, et de quoi le remplacer dans sa copie


def _morceaux_du_contenu(porteur: dict, cle: str) -> list[Morceau]:
    """Les textes d'un `content` (chaîne ou blocs), dans l'ordre, avec de quoi les réécrire."""
    contenu = porteur.get(cle)
    if isinstance(contenu, str):
        return [(contenu, lambda t: porteur.__setitem__(cle, t))]
    morceaux: list[Morceau] = []
    for bloc in contenu if isinstance(contenu, list) else []:
        if not isinstance(bloc, dict) or bloc.get("type") in SIGNES:
            continue
        if bloc.get("type") == "text" and isinstance(bloc.get("text"), str):
            morceaux.append((bloc["text"], lambda t, b=bloc: b.__setitem__("text", t)))
        elif bloc.get("type") == "tool_result":
            morceaux += _morceaux_du_contenu(bloc, "content")
    return morceaux


def _masquer_bout_a_bout(morceaux: list[Morceau]) -> list[str]:
    """Masque les clés du texte mis bout à bout ; une clé à cheval sur deux morceaux aussi.

    Le masque prend la place de la clé dans le morceau où elle commence ; la suite de la clé,
    dans les morceaux suivants, est effacée. Rend les formes trouvées.
    """
    tout = "".join(t for t, _ in morceaux)
    trouvees = list(CLE.finditer(tout))
    debut = 0
    for texte, remplacer in morceaux:
        fin, nouveau, curseur = debut + len(texte), [], debut
        for m in trouvees:
            a, b = max(m.start(), debut), min(m.end(), fin)
            if a < b:
                nouveau += [tout[curseur:a], MASQUE if a == m.start() else ""]
                curseur = b
        if curseur != debut:
            remplacer("".join(nouveau) + tout[curseur:fin])
        debut = fin
    return [_NOMS[int(m.lastgroup[1:])] for m in trouvees]


def _masquer_json(valeur: Any, trouvees: list[str]) -> Any:
    """Copie d'une entrée JSON d'outil où chaque chaîne (clés de dict comprises) est masquée."""
    if isinstance(valeur, str):
        trouvees += [_NOMS[int(m.lastgroup[1:])] for m in CLE.finditer(valeur)]
        return CLE.sub(MASQUE, valeur)
    if isinstance(valeur, list):
        return [_masquer_json(v, trouvees) for v in valeur]
    if isinstance(valeur, dict):
        return {_masquer_json(k, trouvees): _masquer_json(v, trouvees) for k, v in valeur.items()}
    return valeur


def _masquer_message(message: dict) -> tuple[dict, list[str]]:
    """Copie masquée d'un message (le message reçu n'est pas modifié) et les formes trouvées."""
    copie = copy.deepcopy(message)
    trouvees = _masquer_bout_a_bout(_morceaux_du_contenu(copie, "content"))
    for bloc in copie["content"] if isinstance(copie.get("content"), list) else []:
        if isinstance(bloc, dict) and bloc.get("type") == "tool_use" and "input" in bloc:
            bloc["input"] = _masquer_json(bloc["input"], trouvees)
    return copie, trouvees


def reperer_secrets(messages: list[dict]) -> list[tuple[int, str]]:
    """Les (indice du message, forme de clé) trouvés, pour dire quelle clé révoquer.

        >>> reperer_secrets([{"role": "user", "content": "Bonjour"}])
        []
    """
    return [(i, forme) for i, m in enumerate(messages) for forme in _masquer_message(m)[1]]


def masquer_secrets(messages: list[dict], deja_envoyes: int = 0) -> list[dict]:
    """Nouvelle liste des messages, chaque clé reconnue remplacée par `[SECRET MASQUÉ]`.

    À appeler à l'ingestion, sur le ou les messages qu'on s'apprête à ajouter : rien de ce qui
    a déjà été envoyé ne change, la liste reste en ajout seul. `deja_envoyes` dit combien de
    messages, au début de `messages`, ont déjà été envoyés au fournisseur (0 : aucun). Si le
    masquage doit en modifier un, le préfixe des blocs signés qui le suivent n'est plus celui
    qu'ils avaient quand ils ont été produits : claude-sonnet-5-5 refuserait la requête (400
    « The block is bound to a different conversation », voir `contexte.messages`). Les blocs
    `thinking` et `redacted_thinking` sont donc retirés à partir du premier message modifié :
    la réflexion de ces échanges est perdue, les réponses restent. C'est ce que demande la page
    « Fix a thinking block bound to a different conversation » (platform.claude.com, lue le
    2026-12-01) quand on a retiré un secret : retirer la réflexion soi-même, pas `drop_block`.
    (Au milieu d'une boucle
    d'outils, le dernier message de l'assistant doit garder sa réflexion : finissez la boucle
    avant de masquer un historique déjà envoyé.)

        >>> vu = [{"role": "user", "content": "sk-ant-" + "a" * 24},
        ...       {"role": "assistant", "content": [
        ...           {"type": "thinking", "thinking": "", "signature": "s"},
        ...           {"type": "text", "text": "Noté."}]}]
        >>> masquer_secrets(vu, deja_envoyes=2)[1]
        {'role': 'assistant', 'content': [{'type': 'text', 'text': 'Noté.'}]}
    """
    if not isinstance(messages, list) or not all(isinstance(m, dict) for m in messages):
        raise TypeError("masquer_secrets attend une liste de messages (des dicts avec « role » "
                        "et « content ») ; passez les blocs du SDK par serialize_content d'abord.")
    masques = [_masquer_message(m)[0] for m in messages]
    modifie = next((i for i, (a, b) in enumerate(zip(messages, masques, strict=True)) if a != b), None)
    if modifie is None or modifie >= deja_envoyes:
        return masques
    return masques[:modifie] + sans_reflexion(masques[modifie:])


def contient_un_secret(texte: str) -> bool:
    """Vrai si le texte contient quelque chose qui a la forme ou l'annonce d'un secret."""
    return bool(SECRET.search(texte))
