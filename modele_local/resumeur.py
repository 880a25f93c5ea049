"""Le résumé extractif du modèle local : reconnaître une demande de résumé, l'écrire par règles.

Une requête est une demande de résumé quand elle le demande : une consigne qui commande un
résumé (« résume », « mets à jour le résumé », « summarize »…), dans le système ou dans le dernier
message, hors balises. Le modèle local n'importe pas les prompts du cours : un prompt modifié ou
écrit à la main est reconnu de la même façon. Le texte placé entre `<tour …>…</tour>` ou
`<resume_actuel>…</resume_actuel>` est toujours du contenu à résumer, jamais une consigne.

    >>> resumer([("user", "Je suis dans l'équipe Plateforme. Merci !")], mots=120)
    "L'utilisateur est dans l'équipe Plateforme."
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .faits import est_politesse, est_question, extraire_faits, faits_de, phrases

# Un résumé injecté commence par un en-tête entre crochets : « [Résumé de la conversation…] ».
ENTETE = re.compile(r"\s*\[(?:résumé|resume|summary)[^\]\n]*\]\s*", re.I)
# Une consigne de résumé : un verbe à l'impératif ou une demande explicite, en français ou en anglais.
DEMANDE = re.compile(
    r"(?i)\b(?:résume|resume|résumez|résumer|synthétise|summari[sz]e|summary of)\b"
    r"|\b(?:mets?|mettez) à jour (?:le|ce) résumé|\b(?:écris|rédige|fais|donne)(?:-moi)? un résumé"
    r"|\bupdate the summary|\bwrite a summary")
DELIMITE = re.compile(r'<tour role="([^"]*)">(.*?)</tour>|<resume_actuel>(.*?)</resume_actuel>',
                      re.S)
MOTS_MAX = re.compile(r"(?i)(\d+)\s+mots\s+maximum")
LIGNES_MAX = re.compile(r"(?i)(\d+)\s+lignes?\s+maximum")
MOTS_PAR_DEFAUT = 120   # sans limite écrite, le résumé reste court (max_tokens le couperait)


@dataclass
class Consigne:
    """Une demande de résumé : ses limites, et le bloc qui la porte (à ne pas résumer)."""

    mots: int
    lignes: int | None
    bloc: tuple[int, int] | None   # (indice du message, indice du bloc), None si dans le système


def _norm(texte: str) -> str:
    return " ".join(texte.split())


def _hors_balises(texte: str) -> str:
    return DELIMITE.sub(" ", texte)


def _limites(consigne: str, bloc: tuple[int, int] | None) -> Consigne:
    mots = [int(n) for n in MOTS_MAX.findall(consigne)]       # la limite la plus stricte gagne
    lignes = [int(n) for n in LIGNES_MAX.findall(consigne)]
    return Consigne(min(mots, default=MOTS_PAR_DEFAUT), min(lignes, default=None), bloc)


def consigne_de_resume(systeme: str, messages: list[dict]) -> Consigne | None:
    """La demande de résumé portée par la requête, ou None si ce n'en est pas une.

        >>> consigne_de_resume("Résume la conversation en 60 mots maximum.", []).mots
        60
        >>> consigne_de_resume("Tu es un assistant serviable.", []) is None
        True
    """
    if DEMANDE.search(_hors_balises(systeme)):
        return _limites(systeme, None)
    if not messages or messages[-1]["role"] != "user":
        return None
    i = len(messages) - 1
    for j, bloc in enumerate(messages[i]["blocs"]):
        if bloc["type"] != "text":
            continue
        dehors = _norm(_hors_balises(bloc["text"]))
        if DEMANDE.search(dehors) and not ENTETE.match(bloc["text"]):
            return _limites(dehors, (i, j))
    return None


def morceaux_a_resumer(messages: list[dict], consigne: Consigne) -> list[tuple[str, str]]:
    """Ce qu'il faut résumer, dans l'ordre : `("resume", texte)` ou `("user", texte)`.

    Seuls comptent les anciens résumés et ce que l'utilisateur a dit ; le texte hors balises
    du bloc qui porte la consigne est la consigne elle-même, pas du contenu.
    """
    morceaux = []
    for i, message in enumerate(messages):
        for j, bloc in enumerate(message["blocs"]):
            if bloc["type"] != "text":
                continue
            texte = bloc["text"]
            balises = list(DELIMITE.finditer(texte))
            if balises:
                for m in balises:
                    if m.group(3) is not None:
                        morceaux.append(("resume", m.group(3)))
                    elif m.group(1) == "user":
                        morceaux.append(("user", m.group(2)))
            elif (i, j) == consigne.bloc or message["role"] != "user":
                continue
            elif (entete := ENTETE.match(texte)) is not None:
                morceaux.append(("resume", texte[entete.end():]))
            else:
                morceaux.append(("user", texte))
    return morceaux


def phrase_des_faits(faits: dict[str, str]) -> str:
    """Les faits à la 3e personne, sans deviner le genre (le prénom sert de sujet).

        >>> phrase_des_faits({"prenom": "Camille", "equipe": "Plateforme"})
        "L'utilisateur s'appelle Camille. Camille est dans l'équipe Plateforme."
    """
    f = faits
    sujet = f.get("prenom", "L'utilisateur")
    sortie = []
    equipe = f"l'équipe {f['equipe']}" if "equipe" in f else ""
    if "entreprise" in f or "ville" in f:
        chez = f" chez {f['entreprise']}" if "entreprise" in f else ""
        a = f" à {f['ville']}" if "ville" in f else ""
        sortie.append(f"{sujet} travaille{chez}{a}" + (f", dans {equipe}." if equipe else "."))
    else:
        if "prenom" in f:
            sortie.append(f"L'utilisateur s'appelle {sujet}.")
        if equipe:
            sortie.append(f"{sujet} est dans {equipe}.")
    if "langage" in f:
        sortie.append(f"{sujet} code surtout en {f['langage']}.")
    if "domicile" in f and "transport" in f:
        sortie.append(f"{sujet} habite {f['domicile']} et vient au travail {f['transport']}.")
    elif "domicile" in f:
        sortie.append(f"{sujet} habite {f['domicile']}.")
    elif "transport" in f:
        sortie.append(f"{sujet} vient au travail {f['transport']}.")
    if "allergie" in f:
        sortie.append(f"{sujet} est allergique {f['allergie']}.")
    if "responsable" in f:
        sortie.append(f"Son responsable s'appelle {f['responsable']}.")
    return " ".join(sortie)


def _propos(morceaux: list[tuple[str, str]]) -> list[str]:
    """Les phrases de l'utilisateur qui ne sont ni des faits reconnus ni des politesses."""
    propos: list[str] = []
    for genre, texte in morceaux:
        if genre == "resume":   # un ancien résumé : on reprend ses citations
            nouveaux = [c.strip() for c in re.findall(r"«\s*(.*?)\s*»", texte, re.S)]
        else:
            nouveaux = [p for p in phrases(texte)
                        if not est_politesse(p) and (est_question(p) or not extraire_faits(p))]
        for p in nouveaux:
            if p in propos:
                propos.remove(p)   # une répétition ne compte qu'une fois, à sa dernière place
            propos.append(p)
    return propos


def _mots(lignes: list[str]) -> int:
    return sum(len(ligne.split()) for ligne in lignes)


def _citer(propos: list[str]) -> str:
    return " ".join("« " + p.replace("«", "“").replace("»", "”") + " »" for p in propos)


def _lignes(faits: str, infos: list[str], demandes: list[str]) -> list[str]:
    lignes = [faits] if faits else []
    if infos:
        lignes.append("Autres informations : " + _citer(infos))
    if demandes:
        lignes.append("Demandes : " + _citer(demandes))
    return lignes


def resumer(morceaux: list[tuple[str, str]], mots: int = MOTS_PAR_DEFAUT,
            lignes: int | None = None) -> str:
    """Résumé extractif : faits les plus récents, puis les autres propos, dans les limites données.

    Les propos les plus récents passent d'abord ; ceux qui ne tiennent plus dans la limite de
    mots sont laissés de côté. Jamais de titre, jamais de politesse.
    """
    faits = faits_de(texte for _, texte in morceaux)
    phrases_faits = phrases(phrase_des_faits(faits))
    while phrases_faits and _mots(phrases_faits) > mots:
        phrases_faits.pop()
    texte_faits = " ".join(phrases_faits)
    propos = _propos(morceaux)
    gardes: list[str] = []
    for priorite in (False, True):          # informations d'abord, questions ensuite
        for p in reversed(propos):          # les plus récentes d'abord
            if est_question(p) != priorite:
                continue
            essai = [q for q in propos if q in gardes or q == p]
            infos = [q for q in essai if not est_question(q)]
            if _mots(_lignes(texte_faits, infos, [q for q in essai if est_question(q)])) <= mots:
                gardes.append(p)
    infos = [p for p in propos if p in gardes and not est_question(p)]
    demandes = [p for p in propos if p in gardes and est_question(p)]
    sortie = _lignes(texte_faits, infos, demandes)
    if lignes is not None:
        sortie = sortie[:max(lignes, 1)]
    return "\n".join(sortie) or "Rien d'important à retenir pour l'instant."
