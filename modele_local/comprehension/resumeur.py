"""Le résumé extractif du modèle local : trouver la demande, choisir le contenu, l'écrire par règles.

Une requête est une demande de résumé quand elle le demande (voir `consignes`) : dans le système
ou dans le dernier message, hors balises. Le modèle local n'importe pas les prompts du cours : un
prompt modifié ou écrit à la main est reconnu de la même façon, et ses contraintes (mots, lignes,
langue, titre, puces) et ses demandes de contenu (secrets, valeurs à jour, personnes, priorités :
voir `consignes_contenu`) changent le résumé. Le texte placé entre `<tour …>…</tour>` ou
`<resume_actuel>…</resume_actuel>` est toujours du contenu à résumer, jamais une consigne.

    >>> resumer([("user", "Je suis dans l'équipe Plateforme. Merci !")])
    "L'utilisateur est dans l'équipe Plateforme."

Avec l'en-tête HTTP `x-modele-local-derive`, le résumé peut dériver (voir `derive`).
"""

from __future__ import annotations

import re

from modele_local.comprehension import derive, tri
from modele_local.comprehension.consignes import DELIMITE, Consigne, Contenu, demande_un_resume, lire_consigne
from modele_local.comprehension.faits import est_politesse, est_question, extraire_faits, phrases
from modele_local.comprehension.redaction import LIBELLES, phrases_des_faits
from modele_local.comprehension.repondeur import ENTETE, niee_dans
from modele_local.comprehension.resume_faits import phrases_remplacees as remplacees
from modele_local.comprehension.resume_faits import sujets_des_mises_a_jour

# Un résumé injecté commence par un en-tête entre crochets : « [Résumé de la conversation…] ».
ROLES_USER = {"user", "utilisateur", "utilisatrice", "human", "humain"}
# Tours écrits « user: … » / « Utilisateur : … », une ligne chacun, dans le bloc de la consigne.
LIGNE_USER = re.compile(r"(?im)^\s*(?:user|utilisat(?:eur|rice)|human|humain)\s*:\s*(.+)$")


def consigne_de_resume(systeme: str, messages: list[dict]) -> Consigne | None:
    """La demande de résumé portée par la requête, ou None si ce n'en est pas une.

        >>> consigne_de_resume("Résume la conversation en 60 mots maximum.", []).mots
        60
        >>> consigne_de_resume("Tu es un assistant serviable.", []) is None
        True
    """
    dernier = messages[-1] if messages and messages[-1]["role"] == "user" else None
    textes = [(j, b["text"]) for j, b in enumerate(dernier["blocs"] if dernier else [])
              if b["type"] == "text"]
    delimite = any(DELIMITE.search(t) for _, t in textes)
    if demande_un_resume(systeme, delimite):
        return lire_consigne(DELIMITE.sub(" ", systeme), None)
    for j, texte in textes:
        if not ENTETE.match(texte) and demande_un_resume(texte, delimite):
            return lire_consigne(DELIMITE.sub(" ", texte), (len(messages) - 1, j))
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
                    if m.group(5) is not None:
                        morceaux.append(("resume", m.group(5)))
                    elif m.group(2).lower() in ROLES_USER:
                        morceaux.append(("user", m.group(3)))
            elif (i, j) == consigne.bloc:   # la consigne, et peut-être des tours « user: … »
                morceaux += [("user", t.strip()) for t in LIGNE_USER.findall(texte)]
            elif message["role"] != "user":
                continue
            elif (entete := ENTETE.match(texte)) is not None:
                morceaux.append(("resume", texte[entete.end():]))
            else:
                morceaux.append(("user", texte))
    return morceaux


def _propos(morceaux: list[tuple[str, str]], c: Contenu) -> list[str]:
    """Les phrases de l'utilisateur qui ne sont ni des faits reconnus ni des politesses (une
    phrase sur un autre reste un propos, citée telle quelle : voir `derive`), moins celles que
    la consigne de contenu écarte (secrets ; valeurs remplacées depuis, quels que soient les
    mots que partagent l'ancienne et la nouvelle phrase : `resume_faits.phrases_remplacees`)."""
    propos: list[str] = []
    for genre, texte in morceaux:
        if genre == "resume":   # un ancien résumé : on reprend ses citations
            nouveaux = [c.strip() for c in re.findall(r"«\s*(.*?)\s*»", texte, re.S)]
        else:
            nouveaux = [p for p in phrases(texte) if not est_politesse(p) and (
                est_question(p) or not _faits_affirmes(p)
                or tri.parle_d_un_tiers(p))]
        for p in nouveaux:
            if p in propos:
                propos.remove(p)   # une répétition ne compte qu'une fois, à sa dernière place
            propos.append(p)
    if not c.secrets:
        propos = [p for p in propos if not tri.contient_un_secret(p)]
    if c.recentes:   # calculé une fois (dans la compréhension, il l'était pour chaque propos)
        dits = [texte for genre, texte in morceaux if genre == "user"]
        anciens = tri.perimes(propos) | remplacees(dits)
        propos = [p for p in propos if p not in anciens]
    return propos


def _faits_affirmes(phrase: str) -> list[tuple[str, str]]:
    """Les faits reconnus d'une phrase qu'elle ne nie pas (« Je ne travaille pas chez Airbus »
    n'en donne aucun : la phrase reste citée telle quelle)."""
    return [(c, v) for c, v in extraire_faits(phrase) if not niee_dans(v, phrase)]


def _mots(lignes: list[str]) -> int:
    return sum(len(ligne.split()) for ligne in lignes)


def _citer(propos: list[str], sujets: dict[str, str] | None = None) -> str:
    """Les propos cités ; une mise à jour qui ne nomme pas son sujet le dit devant la citation
    (« pars patagonie : « Finalement le départ est repoussé au 3 décembre. » »)."""
    sujets = sujets or {}
    return " ".join((sujets[p] + " : " if p in sujets else "")
                    + "« " + p.replace("«", "“").replace("»", "”") + " »" for p in propos)


def _lignes(faits: list[str], infos: list[str], demandes: list[str], c: Consigne,
            sujets: dict[str, str] | None = None) -> list[str]:
    libelles = LIBELLES[c.langue]
    if c.puces:
        lignes = ["- " + f for f in faits] + ["- " + _citer([p], sujets) for p in infos + demandes]
    else:
        lignes = [" ".join(faits)] if faits else []
        if infos:
            lignes.append(libelles["infos"] + _citer(infos, sujets))
        if demandes:
            lignes.append(libelles["demandes"] + _citer(demandes, sujets))
    return ([libelles["titre"]] if c.titre else []) + lignes


def resumer(morceaux: list[tuple[str, str]], consigne: Consigne | None = None) -> str:
    """Résumé extractif : faits les plus récents, puis les autres propos, dans les limites données.

    Les propos les plus récents passent d'abord (ceux des catégories que la consigne demande
    avant les autres) ; ceux qui ne tiennent plus dans la limite de mots sont laissés de côté.
    Titre et puces seulement si la consigne les demande ; secrets masqués si elle l'interdit.
    """
    c = consigne or Consigne()
    faits = derive.faits_retenus(morceaux, c.contenu)   # exacts, sauf en mode dérive
    phrases_faits = phrases_des_faits(faits, c.langue)
    while phrases_faits and _mots(_lignes(phrases_faits, [], [], c)) > c.mots:
        phrases_faits.pop()
    propos = _propos(morceaux, c.contenu)
    sujets = (sujets_des_mises_a_jour([t for genre, t in morceaux if genre == "user"])
              if c.contenu.recentes else {})
    gardes: list[str] = []
    candidats = tri.ordre(propos, c.contenu)   # sans consigne de contenu : du plus récent au plus ancien
    for priorite in (False, True):          # informations d'abord, questions ensuite
        for p in candidats:
            if est_question(p) != priorite:
                continue
            essai = [q for q in propos if q in gardes or q == p]
            infos = [q for q in essai if not est_question(q)]
            demandes = [q for q in essai if est_question(q)]
            if _mots(_lignes(phrases_faits, infos, demandes, c, sujets)) <= c.mots:
                gardes.append(p)
    infos = [p for p in propos if p in gardes and not est_question(p)]
    demandes = [p for p in propos if p in gardes and est_question(p)]
    sortie = _lignes(phrases_faits, infos, demandes, c, sujets)
    if c.lignes is not None:
        sortie = sortie[:c.lignes]
    if not sortie or sortie == [LIBELLES[c.langue]["titre"]]:
        return LIBELLES[c.langue]["rien"]
    return "\n".join(sortie) if c.contenu.secrets else tri.masquer("\n".join(sortie))
