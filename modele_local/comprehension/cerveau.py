"""Le « cerveau » du modèle local : une doublure pédagogique déterministe, pas un LLM.

Il ne sait que ce que contient la requête (système + messages). Il répond aux questions sur des
faits dits plus tôt (équipe, allergie, ville…) avec la valeur la plus récente, ou avoue ne pas la
trouver ; il résume quand on le lui demande (`resumeur`) ; il appelle un outil quand la demande
le vise, en français ou en anglais (`outils`), plusieurs à la fois si la demande vise plusieurs
outils, toujours si l'appel est forcé (`force`) ; il cherche dans les conversations passées
quand un outil le permet et que la requête ne répond pas à la question (`recherche_passee`), puis
répond du résultat en citant sa date. Le JSON demandé est mis en forme par
`reponse_json` (schéma de la requête, ou schéma implicite d'un prompt qui demande du JSON).

    >>> question = {"type": "text", "text": "Quelle est mon équipe ?"}
    >>> repondre("", [{"role": "user", "blocs": [question]}], [])
    [{'type': 'text', 'text': 'Je ne trouve pas cette information dans notre conversation.'}]
"""

from __future__ import annotations

import re

from modele_local.comprehension.consignes import langue_de
from modele_local.comprehension.faits import (
    est_politesse,
    extraire_faits,
    faits_de,
    phrases,
    question_sur,
    sans_accents,
)
from modele_local.comprehension.normaliser import apostrophes
from modele_local.comprehension.outils import choisir_outils
from modele_local.comprehension.propositions import UTILISATEUR
from modele_local.comprehension.recherche_lexicale import cible, personnelle
from modele_local.comprehension.recherche_passee import (
    appel_passe,
    arguments_passes,
    demande_un_fait,
    genre_passe,
    reponse_passee,
    sujet_absent,
    vise_le_passe,
)
from modele_local.comprehension.redaction import ALIMENTS_EN, TRANSPORTS_EN
from modele_local.comprehension.repondeur import reponse_generale, valeur_confirmee
from modele_local.comprehension.resumeur import ENTETE, consigne_de_resume, morceaux_a_resumer, resumer
from modele_local.jetons import texte_de_contenu

INCONNU = "Je ne trouve pas cette information dans notre conversation."
VOUS = {
    "prenom": "vous vous appelez {}", "entreprise": "vous travaillez chez {}",
    "ville": "vous travaillez à {}", "equipe": "vous êtes dans l'équipe {}",
    "langage": "vous codez surtout en {}", "domicile": "vous habitez {}",
    "transport": "vous venez au travail {}", "allergie": "vous êtes allergique {}",
    "responsable": "votre responsable s'appelle {}",
}
YOU = {
    "prenom": "your name is {}", "entreprise": "you work at {}", "ville": "you work in {}",
    "equipe": "you are in the {} team", "langage": "you mostly code in {}",
    "domicile": "you live {}", "transport": "you commute {}", "allergie": "you are allergic {}",
    "responsable": "your manager is {}",
}
UNKNOWN = "I can't find this information in our conversation."
def _texte(bloc_text: str) -> dict:
    return {"type": "text", "text": bloc_text}


def _textes(message: dict, resumes: bool = True) -> str:
    """Le texte d'un message ; sans les blocs de résumé injecté si `resumes` est faux."""
    return "\n".join(b["text"] for b in message["blocs"] if b["type"] == "text"
                     and (resumes or not ENTETE.match(b["text"])))


def _vous(faits: dict[str, str]) -> str:
    """Les faits à la 2e personne : « vous travaillez chez Atelier à Nantes, vous … »."""
    clauses = []
    for cle, valeur in faits.items():
        if cle == "ville" and "entreprise" in faits:
            continue
        if cle == "entreprise" and "ville" in faits:
            valeur = f"{valeur} à {faits['ville']}"
        clauses.append(VOUS[cle].format(valeur))
    return ", ".join(clauses)


def _majuscule(phrase: str) -> str:
    return phrase[:1].upper() + phrase[1:]


def _answer(cle: str, faits: dict[str, str]) -> str:
    """Réponse en anglais à une question posée en anglais (mêmes faits, tournures anglaises)."""
    faits = dict(faits)
    if "transport" in faits:
        faits["transport"] = TRANSPORTS_EN.get(faits["transport"], faits["transport"])
    if "domicile" in faits:
        # « à Rezé » -> « in Rezé » ; « I moved to Leeds » -> « in Leeds »
        faits["domicile"] = re.sub(r"^(?:à|au|aux|en|to)\s+", "in ", faits["domicile"])
    if "allergie" in faits:
        aliment = re.sub(r"^(?:à la|à l'|aux|au|à|to)\s*", "", faits["allergie"])
        faits["allergie"] = "to " + ALIMENTS_EN.get(aliment.lower(), aliment)
    if cle == "tout":
        if not faits:
            return "I don't know anything about you yet in this conversation."
        return "Here is what I know about you: " + ", ".join(
            YOU[c].format(v) for c, v in faits.items()) + "."
    return _majuscule(YOU[cle].format(faits[cle])) + "." if cle in faits else UNKNOWN


def _repondre_question(cle: str, faits: dict[str, str], anglais: bool = False) -> str:
    if anglais:
        return _answer(cle, faits)
    if cle == "tout":
        if not faits:
            return "Je ne sais encore rien de vous dans cette conversation."
        return "Voici ce que je sais de vous : " + _vous(faits) + "."
    return _majuscule(VOUS[cle].format(faits[cle])) + "." if cle in faits else INCONNU


def _derniere_demande(messages: list[dict]) -> str:
    """Le dernier texte écrit par l'utilisateur (pas un résultat d'outil)."""
    for m in reversed(messages):
        texte = _textes(m, resumes=False) if m["role"] == "user" else ""
        if texte.strip():
            return texte
    return ""


def _apres_outil(messages: list[dict]) -> str:
    """Rend compte des résultats d'outils, dans la langue de la dernière demande."""
    noms = {b["id"]: b["name"] for m in messages if m["role"] == "assistant"
            for b in m["blocs"] if b["type"] == "tool_use"}
    resultats = [b for b in messages[-1]["blocs"] if b["type"] == "tool_result"]
    anglais = langue_de(_derniere_demande(messages[:-1])) == "en"
    modele = "The « {} » tool returns: {}" if anglais else "L'outil « {} » répond : {}"
    vide = "(empty result)" if anglais else "(résultat vide)"
    inconnu = "unknown" if anglais else "inconnu"
    parties = [modele.format(noms.get(b["tool_use_id"], inconnu),
                             str(b.get("content", "")).strip() or vide) for b in resultats]
    return " ; ".join(parties)


# Une question tapée sans « ? » (« quel fromage jaime le plus », « what's my karaoke song »,
# « Rappelle-moi le numéro de suivi de mon paquet. ») : un mot interrogatif qui n'ouvre pas une
# affirmation (pas « quand », « comment », « où » : « Quand je suis fatigué, je mets du Brassens »),
# ou une demande de rappel.
SANS_POINT = re.compile(r"^(?:quel|quelle|quels|quelles|combien|pourquoi|c quoi|c'est quoi|cest quoi"
                        r"|est-ce que|est-ce qu'|what|what's|whats|which|where|where's|who|who's|why"
                        r"|how many|how much|how long|how old|do i|did i|am i|have i)\b"
                        r"|\b(?:rappelle-moi|rappelle moi|redis-moi|tu te souviens|te souviens-tu"
                        r"|tu te rappelles|remind me|do you remember)\b"
                        r"|\b[\w']+ quoi comme\b|\b(?:c'est|cest|c) (?:quand|ou|qui|combien)\b"
                        # le mot de question en fin (« j'ai quel telephone », « ça commence quand »,
                        # « jai quel age la »)
                        r"|\b(?:quel|quelle|quels|quelles)\s+[\w-]+(?:\s+(?:la|deja|encore|donc|moi|stp|svp))*\s*$"
                        r"|\b(?:ou|quand|combien|comment)\s*$"
                        # une question fermée (« je suis sur instagram ou pas ») ; pas « je ne sais pas si… »
                        r"|^(?!.*\b(?:sais|demande|know|wonder)\b).*\b(?:ou pas|ou non|or not)\s*$"
                        # une demande de dire (« Kindly tell me which blood group… », « dis-moi quel… »)
                        r"|\b(?:tell me|confirm|let me know|dis-moi|dites-moi|confirme-moi|confirmez-moi"
                        r"|confirmez)"
                        r"\s+(?:\w+\s+)?(?:which|what|where|when|who|how|if|whether|quel|quelle|quels|quelles"
                        r"|ou|quand|qui|comment|si|combien)\b")


def _accuser_reception(texte: str, systeme: str = "", messages: list[dict] | None = None) -> str:
    seul = [{"role": "user", "blocs": [_texte(texte)]}]
    nouveaux = {c: v for p in phrases(texte) for c, v in extraire_faits(p)
                if valeur_confirmee(v, "", seul)}   # ni nié, ni dit d'une autre personne
    if nouveaux:
        return "C'est noté : " + _vous(nouveaux) + "."
    norm = sans_accents(texte)
    if texte.strip() and all(est_politesse(p) for p in phrases(texte)):
        if "merci" in norm:
            return "Avec plaisir !"
        return "Bonjour ! Que puis-je faire pour vous ?" if re.search(r"bonjour|salut|bonsoir",
                                                                      norm) else "D'accord."
    anglais = langue_de(texte) == "en"
    # une question hors des faits connus : la recherche dans la requête
    if "?" in texte or SANS_POINT.search(sans_accents(apostrophes(texte)).strip()):
        return reponse_generale(systeme, messages or seul, texte)
    return "Noted." if anglais else "D'accord."


def repondre(systeme: str, messages: list[dict], outils: list[dict],
             force: bool = False, parallele: bool = True) -> list[dict]:
    """Répond à une requête (forme neutre) par des blocs text, éventuellement suivis de tool_use.

    `force` : un appel d'outil obligatoire, sans texte avant (`tool_choice` any/tool, Gemini
    `ANY`) ; `parallele` : plusieurs appels permis (faux avec `disable_parallel_tool_use`).

        >>> repondre("", [{"role": "user", "blocs": [{"type": "text", "text": "Merci !"}]}], [])
        [{'type': 'text', 'text': 'Avec plaisir !'}]
    """
    consigne = consigne_de_resume(systeme, messages)
    if consigne is not None and not _resume_du_passe(systeme, messages, outils):
        return [_texte(resumer(morceaux_a_resumer(messages, consigne), consigne))]
    dernier = messages[-1] if messages and messages[-1]["role"] == "user" else None
    if dernier is None:
        return [_texte("D'accord.")]
    if force and outils:   # l'appel est imposé : pas de texte, un appel quoi qu'on ait reçu
        appels, _ = choisir_outils(_derniere_demande(messages), outils, True, parallele)
        return [_appel_du_passe(a, outils, _derniere_demande(messages)) for a in appels]
    if any(b["type"] == "tool_result" for b in dernier["blocs"]):
        return [_texte(_apres_recherche_passee(messages, outils) or _apres_outil(messages))]
    question = _textes(dernier, resumes=False)   # un résumé injecté n'est pas une demande
    if not question.strip() and _textes(dernier).strip():
        return [_texte("D'accord, je reprends à partir de ce résumé.")]
    passes = [o for o in outils if genre_passe(o)]   # chercher dans les conversations passées
    outils = [o for o in outils if o not in passes]
    if outils:
        appels, refus = choisir_outils(question, outils, parallele=parallele)
        if appels:
            noms = " », « ".join(a["name"] for a in appels)
            annonce = (f"Let me use the « {noms} » tool{'s' if len(appels) > 1 else ''}."
                       if langue_de(question) == "en"
                       else f"Je consulte l'outil{'s' if len(appels) > 1 else ''} « {noms} ».")
            return [_texte(annonce), *appels]
        if refus is not None:
            return [_texte(refus)]
    texte = _reponse_texte(systeme, messages, question)
    appel = appel_passe(question, passes) if passes and _hors_contexte(
        systeme, messages, question, texte) else None
    if appel is not None:
        annonce = ("Let me search our past conversations" if langue_de(question) == "en"
                   else "Je cherche dans nos conversations passées")
        return [_texte(f"{annonce} (« {appel['name']} »)."), appel]
    return [_texte(texte)]


def _resume_du_passe(systeme: str, messages: list[dict], outils: list[dict]) -> bool:
    """« Résume ce qu'on s'était dit sur le déménagement », un outil des conversations passées
    déclaré, et rien du sujet dans la requête : c'est une recherche, pas un résumé du contexte."""
    if not any(genre_passe(o) for o in outils) or messages[-1]["role"] != "user":
        return False
    question = _textes(messages[-1], resumes=False)
    if any(b["type"] == "tool_result" for b in messages[-1]["blocs"]) or not vise_le_passe(question):
        return False
    contexte = [systeme] + [_textes(m) for m in messages[:-1]]
    return sujet_absent(question, contexte)


def _hors_contexte(systeme: str, messages: list[dict], question: str, texte: str) -> bool:
    """Vrai si la question demande un fait (`demande_un_fait`) sur l'utilisateur ou sur ce qui a
    été dit avant, et que le contexte n'y répond pas : la réponse est la même qu'avec la
    question seule (la requête n'y a rien apporté). Politesse, tâche, culture générale : jamais."""
    if all(est_politesse(p) for p in phrases(question)) or not demande_un_fait(question):
        return False
    if not (personnelle(question, []) or vise_le_passe(question)):
        return False
    seule = [{"role": "user", "blocs": [_texte(question)]}]
    return texte == _reponse_texte("", seule, question)


def _appel_du_passe(appel: dict, outils: list[dict], question: str) -> dict:
    """Un appel forcé vers un outil des conversations passées : ses arguments selon son schéma."""
    outil = next((o for o in outils if o["name"] == appel.get("name")), None)
    if outil is None or not genre_passe(outil):
        return appel
    return {**appel, "input": arguments_passes(outil, question)}


def _apres_recherche_passee(messages: list[dict], outils: list[dict]) -> str | None:
    """La réponse tirée d'un résultat de recherche dans les conversations passées, date citée ;
    None si le dernier résultat ne vient pas d'un tel outil (déclaré dans la requête)."""
    passes = {o["name"] for o in outils if genre_passe(o)}
    noms = {b["id"]: b["name"] for m in messages if m["role"] == "assistant"
            for b in m["blocs"] if b["type"] == "tool_use"}
    resultats = [b for b in messages[-1]["blocs"] if b["type"] == "tool_result"
                 and noms.get(b.get("tool_use_id")) in passes]
    if not resultats:
        return None
    question = _derniere_demande(messages[:-1])
    return " ".join(reponse_passee(question, texte_de_contenu(b.get("content", "")),
                                   bool(b.get("is_error"))) for b in resultats)


def _reponse_texte(systeme: str, messages: list[dict], question: str) -> str:
    """La réponse en texte : un fait demandé, sinon un accusé de réception."""
    cle = question_sur(question)
    if cle is not None:
        textes = [systeme] + [_textes(m) for m in messages if m["role"] == "user"]
        faits = faits_de(textes)
        visee = cible(question, [])   # « mon responsable » : le fait est celui de l'utilisateur
        sur_moi = visee is None or UTILISATEUR in visee or cle == "responsable"
        if cle == "tout" or (cle in faits and sur_moi
                             and valeur_confirmee(faits[cle], systeme, messages, faits.get("prenom"))):
            return _repondre_question(cle, faits, langue_de(question) == "en")
        # fait nié, dit d'une autre personne, question sur quelqu'un d'autre, ou absent :
        # la recherche dans les phrases de la requête (« Je ne trouve pas… » si rien)
        return reponse_generale(systeme, messages, question)
    return _accuser_reception(question, systeme, messages)
