"""Un résumé extractif des faits : la valeur la plus récente seulement, chaque fait à sa personne.

Chaque fait (`cadres.extraire`) garde la proposition qui l'a dit ; un fait remplacé plus tard
(même personne, même clé, ou un changement annoncé sur le même sujet) disparaît, quels que soient
les mots que partagent les deux phrases. Le fait d'une autre personne reste dans sa phrase, qui la
nomme (« Mon chef vient au bureau à vélo ») ; une proposition qui commence par « il » / « elle »,
ou qui partage sa phrase avec le fait d'une autre personne, est rendue avec toute sa phrase,
pour ne pas perdre de qui elle parle ni le contraste (« Mon chef vient à vélo, moi … »).

    >>> print(resumer_faits(["Je vais à Lisbonne en mai.", "Mon chef vient à vélo, moi je prends "
    ...                      "le tram.", "Finalement, le voyage à Lisbonne est repoussé à juin."]))
    Faits retenus (valeur la plus récente seulement) :
    - Mon chef vient à vélo, moi je prends le tram.
    - Finalement, le voyage à Lisbonne est repoussé à juin.
"""

from __future__ import annotations

import re
from dataclasses import replace

from .cadres import faits_et_propositions
from .meme_sujet import ARRET, FAIBLES, change, meme_sujet
from .normaliser import JOURS, MOIS, MOTS_VIDES, langue, mots, sans_accents
from .propositions import DESIGNE, NOM_PROPRE, PRONOM_TIERS, UTILISATEUR, couper, decouper

QUAND = re.compile(rf"\d+\w*|{MOIS}|{JOURS}|minuit|midi|matin|soir|midnight|noon|morning|evening")
ENTETE = "Faits retenus (valeur la plus récente seulement) :"
ENTETE_EN = "Facts kept (latest value only):"


def _ligne(texte: str) -> str:
    texte = re.sub(r"^(?:et|and|mais|but|alors que|tandis que|while|whereas)\s+", "", texte.strip(" ,;"),
                   flags=re.I)
    return "- " + texte[:1].upper() + texte[1:].rstrip(".!") + "."


def _sujet_manquant(cle: str, texte: str) -> str:
    """Les mots de la clé d'une mise à jour que sa proposition ne dit pas (« train » pour « I
    switched to the half marathon instead », clé « train_switched_half ») : sans eux, le résumé ne
    dit plus de quoi la nouvelle valeur est la valeur."""
    dits = set(mots(texte))
    # (une heure, un jour, un nombre de la clé sont l'ancienne valeur, pas le sujet : « couche_minuit »
    # mis à jour par « je me couche à 22 h » ne se résume pas en « Minuit : … »)
    manquants = [m for m in cle.replace("_", " ").split() if m not in dits and len(m) > 1
                 and not QUAND.fullmatch(m)]
    if not any(m not in FAIBLES | MOTS_VIDES for m in manquants):   # « fais » ne dit rien
        return ""
    return " ".join(manquants)


def _designation(p, toutes: list) -> str:
    """Comment la conversation a désigné la personne de `p` la première fois (« My daughter »,
    « mon voisin Paul », « Sofia ») ; "" si elle ne l'a pas fait avant."""
    for q in toutes:
        if q.rang >= p.rang:
            break
        if q.personne != p.personne:
            continue
        m = DESIGNE.search(q.texte)
        if m and sans_accents(m.group(1).lower()) in p.alias:
            return m.group(0).strip()
        if re.search(rf"\b{re.escape(p.personne)}\b", q.texte):
            return p.personne
    return ""


def _mises_a_jour(paires: list) -> tuple[dict[tuple[str, str], int], dict[int, str]]:
    """({(personne, clé): rang du dernier fait}, {rang: clé} des faits qui en remplacent un autre)."""
    derniere: dict[tuple[str, str], int] = {}
    mises_a_jour: dict[int, str] = {}
    for p, f in paires:
        if f.ancienne_cle or (f.personne, f.cle) in derniere:
            mises_a_jour[p.rang] = f.cle
        if f.ancienne_cle:
            derniere.pop((f.personne, f.ancienne_cle), None)
        derniere[(f.personne, f.cle)] = p.rang
    return derniere, mises_a_jour


def lignes_retenues(textes: list[str]) -> list[str]:
    """Les lignes du résumé (sans l'en-tête), dans l'ordre de la conversation ; ce qui est dit
    sans « je » mais daté y reste (« Le dîner des anciens aura lieu le dimanche 15 »)."""
    toutes = decouper(textes)
    paires = faits_et_propositions(textes, datees=True, props=toutes)
    derniere, mises_a_jour = _mises_a_jour(paires)
    props = {p.rang: p for p, _ in paires}
    gardes = set(derniere.values())
    # Un arrêt ou un changement qui ne donne pas de fait (« J'ai tout arrêté pour me mettre à la
    # guitare », « I finished Dune and started Project Hail Mary ») remplace pourtant ce qu'il
    # arrête : le fait gardé de l'utilisateur sur le même sujet sort, la phrase du changement entre.
    for q in toutes:
        if q.rang in props or q.personne != UTILISATEUR or q.question \
                or not (ARRET.search(q.texte) or change(q.phrase)):
            continue
        remplaces = [r for r in gardes if props[r].personne == UTILISATEUR and props[r].rang < q.rang
                     and props[r].phrase != q.phrase and meme_sujet(props[r].texte, q.texte, True)]
        if remplaces:
            gardes -= set(remplaces)
            gardes.add(q.rang)   # (toute sa phrase : « Le vieux a rendu l'âme, j'ai récupéré un Fendt »)
            props[q.rang] = replace(q, texte=q.phrase)
    gardes = sorted(gardes)
    sortie: list[str] = []
    dites: dict[str, int] = {}   # une phrase gardée entière ne revient pas (sa place dans sortie)
    for rang in gardes:
        p = props[rang]
        dire = p.texte
        soeurs = [r for r in gardes if props[r].phrase == p.phrase]
        voisines = {props[r].personne for r in soeurs}
        # (« Demain je vais aux parcs à la marée de 5h40, Théo prendra celle de 18h10 » : la
        # proposition de l'utilisateur ne donne pas de fait — demain passe —, mais seule, celle de
        # Théo, qui commence par son prénom, se lirait comme dite de l'utilisateur nommé — un résumé
        # peut nommer l'utilisateur —, et « celle » ne dirait plus quoi)
        prenom = re.match(NOM_PROPRE, _ligne(p.texte)[2:])
        if p.personne != UTILISATEUR and prenom and sans_accents(prenom.group()) in p.alias:
            voisines |= {q.personne for q in toutes if q.phrase == p.phrase and q.rang not in props
                         and not q.question}
        if len(voisines) > 1 or (p.personne != UTILISATEUR and PRONOM_TIERS.match(
                re.sub(r"^(?:et|and|mais|but)\s+", "", p.texte, flags=re.I))):
            dire = p.phrase   # deux personnes dans une phrase : on la garde entière
        elif len(soeurs) > 1 and len(soeurs) == len(couper(p.phrase)):
            # toute la phrase est gardée : entière, elle garde ce qui lie ses propositions
            # (« Je ne vernis jamais mes meubles, je les passe à l'huile » : à la place)
            dire = p.phrase
        ligne = _ligne(dire)
        sujet = _sujet_manquant(mises_a_jour.get(rang, ""), dire)
        qui = _designation(p, toutes) if p.personne != UTILISATEUR and len(voisines) == 1 else ""
        if qui and not {sans_accents(m) for m in mots(dire)} & set(p.alias):
            # « Her teacher moved the lesson to Fridays » : la ligne seule ne dit plus de qui
            # (« my daughter »), elle le reprend en tête (pas une phrase à deux personnes : « Il a
            # 45 ans, moi 38 » ; la ligne entière serait à lui)
            sujet = (f"{qui}'s {sujet}" if langue(dire) == "en" else f"{sujet} de {qui[:1].lower()}{qui[1:]}"
                     ) if sujet else qui
        if sujet:   # « I switched to the half marathon instead » : de quoi ? de « train »
            ligne = f"- {sujet[:1].upper()}{sujet[1:]} : {ligne[2:]}"
        if dire in dites:   # la même phrase : on garde la ligne qui dit de quoi elle parle
            if sujet:
                sortie[dites[dire]] = ligne
            continue
        if ligne not in sortie:
            dites[dire] = len(sortie)
            sortie.append(ligne)
    return sortie


def sujets_des_mises_a_jour(textes: list[str]) -> dict[str, str]:
    """{phrase : de quoi elle parle} pour les phrases qui mettent à jour un fait sans le nommer
    (« Finalement le départ est repoussé au 3 décembre » : « pars patagonie »), pour qu'un
    résumé qui les cite dise encore de quoi la nouvelle valeur est la valeur.

        >>> sujets_des_mises_a_jour(["Je pars à Oslo le 3 mai.", "Finalement c'est repoussé au 9 mai."])
        {"Finalement c'est repoussé au 9 mai.": 'pars oslo'}
    """
    paires = faits_et_propositions(textes, datees=True)
    _, mises_a_jour = _mises_a_jour(paires)
    sortie: dict[str, str] = {}
    for p, _ in paires:
        sujet = _sujet_manquant(mises_a_jour.get(p.rang, ""), p.phrase)
        if sujet:
            sortie.setdefault(p.phrase.strip(), sujet)
    return sortie


def phrases_remplacees(textes: list[str]) -> set[str]:
    """Les phrases dont chaque fait a été remplacé plus tard (même personne, même sujet), quels
    que soient les mots qu'elles partagent avec la nouvelle (ici, un seul : « téléphone »).

        >>> sorted(phrases_remplacees(["Mon téléphone est un Nokia.",
        ...                            "J'ai changé de téléphone : maintenant j'ai un Pixel."]))
        ['Mon téléphone est un Nokia.']
    """
    paires = faits_et_propositions(textes)
    derniere: dict[tuple[str, str], int] = {}
    for p, f in paires:
        if f.ancienne_cle:
            derniere.pop((f.personne, f.ancienne_cle), None)
        derniere[(f.personne, f.cle)] = p.rang
    vivantes = {p.phrase for p, f in paires if derniere.get((f.personne, f.cle)) == p.rang}
    return {p.phrase for p, _ in paires} - vivantes


def resumer_faits(textes: list[str], anglais: bool = False) -> str:
    """Le résumé : un en-tête puis une ligne par fait retenu ; "" s'il n'y a aucun fait."""
    lignes = lignes_retenues(textes)
    return "\n".join([ENTETE_EN if anglais else ENTETE, *lignes]) if lignes else ""
