"""Sonde de compréhension (issue 28) : le modèle local comprend-il ce qu'écrit un inconnu ?

    .venv/bin/python -m mesures.sonde_comprehension [--detail] [--clients anthropic|gemini]

1 587 faits hors du scénario de Camille, en dix-huit parts. Quinze de réglage : `mesures.comprehension_cas`
(44), `mesures.comprehension_cas_de_cote` (22, la part de côté du premier tour, qui a servi au
réglage du deuxième), `mesures.comprehension_cas_de_cote_nouveaux` (32, la part de côté du
deuxième tour, qui a servi au réglage du quatrième : la règle du même sujet et le lexique général),
`mesures.comprehension_cas_large` (178, le grand réglage du quatrième tour, écrit en inconnu
avant tout réglage : 40 % d'anglais, mises à jour sans mot de changement, négations, faits
d'autrui, questions sans réponse), `mesures.comprehension_cas_de_cote_3` (63) et
`mesures.comprehension_cas_de_cote_4` (102), réglage au cinquième tour ;
`mesures.comprehension_cas_de_cote_5` (91) et `mesures.comprehension_cas_de_cote_6` (93), de côté
au cinquième tour, réglage au sixième ; `mesures.comprehension_cas_de_cote_8` (91) et
`mesures.comprehension_cas_de_cote_9` (98), écrites en inconnu au début du sixième tour (mesurées
une fois avant tout réglage, voir le README), réglage au sixième ; `mesures.comprehension_cas_de_cote_7`
(97), écrite au sixième tour par une session qui ne lisait que le format d'un cas, de côté au
sixième, réglage au septième ; `mesures.comprehension_cas_de_cote_10` (103), écrite au début du
septième tour de la même façon, de côté au septième, réglage au huitième ;
`mesures.comprehension_cas_de_cote_11` (96), écrite au début du huitième tour de la même façon,
de côté au huitième, réglage au neuvième ; `mesures.comprehension_cas_de_cote_12` (99), écrite
au début du neuvième tour de la même façon (questions dites avec d'autres mots que le fait),
mesurée une fois sur le moteur du début du tour, puis réglage au neuvième ;
`mesures.comprehension_cas_de_cote_16` (97), écrite au début du douzième tour de la même façon,
mesurée une fois sur le moteur du début du tour, puis réglage au douzième. Trois de côté, jamais
réglées : `mesures.comprehension_cas_de_cote_13` (98), écrite au neuvième tour de la même façon,
mesurée une fois sur le moteur du début du tour et une fois à la fin, puis une fois à la fin des
dixième, onzième et douzième tours (et au début du douzième, sur une machine neuve) ;
`mesures.comprehension_cas_de_cote_14` (93), écrite au dixième tour de la même façon, mesurée une
fois à sa fin, une fois à la fin du onzième, au début et à la fin du douzième ; et
`mesures.comprehension_cas_de_cote_15` (90), écrite au début du onzième tour de la même façon,
mesurée une fois sur le moteur du début du tour, une fois à la fin, puis au début et à la fin du
douzième. Dans chaque part, des questions sur ce qui n'a pas été dit, où la réponse juste dit ne
pas trouver ; les cas trop proches d'une autre part (rapport `difflib` au-dessus de 0,7) ont été
retirés avant toute mesure. Chaque fait est dit dans une session de
dix tours (les autres tours : du bavardage sans fait), puis demandé. Cinq mesures, données à
part pour chaque part :

- en contexte : la question posée à la fin de la session, toute la session sous les yeux ;
- extrait : les faits tirés de la session (clé ouverte, valeur, personne) ; juste si le fait est
  là, à la bonne personne (sa relation ou son prénom : « Ma sœur Inès » est « sœur » et
  « Inès » — jusqu'au dixième tour, seul le mot du cas comptait), avec sa valeur la plus récente,
  et qu'aucune valeur périmée ou d'autrui n'est restée à l'utilisateur — pour le fait d'une
  autre personne : ni valeur périmée ni valeur de l'utilisateur chez elle, ni la sienne chez
  l'utilisateur (jusqu'au septième tour, la valeur de l'utilisateur, gardée à l'utilisateur,
  comptait à tort comme une faute) ; pas mesuré sur une question dont la réponse n'a pas été
  dite : rien à extraire ;
- rappelé dans une nouvelle session : les faits extraits passent par la règle du cours
  (`decider`) puis le rappel (`rappel`) ; la question est posée dans une session neuve dont le
  système ne contient que ce rappel (faits de l'utilisateur seulement) ;
- gardé par le résumé : la session résumée (résumé extractif), la question posée sur ce seul
  résumé ;
- mauvaise personne : réponses (des trois mesures de réponse) qui donnent la valeur d'une autre
  personne pour l'utilisateur.

Par défaut, le moteur seul (`modele_local.comprehension`) : des fonctions pures, sans serveur.
`--clients anthropic` ou `--clients gemini` : par les vrais clients SDK et le code du cours
(`mesures.sonde_comprehension_clients`).
"""

from __future__ import annotations

import argparse

from contexte.memoire import decider, normaliser_cle, rappel
from mesures.comprehension_cas import CAS, Cas, contient, noter, session
from mesures.comprehension_cas_de_cote import CAS_DE_COTE
from mesures.comprehension_cas_de_cote_3 import CAS_DE_COTE_3
from mesures.comprehension_cas_de_cote_4 import CAS_DE_COTE_4
from mesures.comprehension_cas_de_cote_5 import CAS_DE_COTE_5
from mesures.comprehension_cas_de_cote_6 import CAS_DE_COTE_6
from mesures.comprehension_cas_de_cote_7 import CAS_DE_COTE_7
from mesures.comprehension_cas_de_cote_8 import CAS_DE_COTE_8
from mesures.comprehension_cas_de_cote_9 import CAS_DE_COTE_9
from mesures.comprehension_cas_de_cote_10 import CAS_DE_COTE_10
from mesures.comprehension_cas_de_cote_11 import CAS_DE_COTE_11
from mesures.comprehension_cas_de_cote_12 import CAS_DE_COTE_12
from mesures.comprehension_cas_de_cote_13 import CAS_DE_COTE_13
from mesures.comprehension_cas_de_cote_14 import CAS_DE_COTE_14
from mesures.comprehension_cas_de_cote_15 import CAS_DE_COTE_15
from mesures.comprehension_cas_de_cote_16 import CAS_DE_COTE_16
from mesures.comprehension_cas_de_cote_nouveaux import CAS_DE_COTE_NOUVEAUX
from mesures.comprehension_cas_large import CAS_LARGE
from mesures.sorties import markdown
from modele_local.comprehension.cadres import extraire
from modele_local.comprehension.normaliser import sans_accents
from modele_local.comprehension.propositions import UTILISATEUR, designes
from modele_local.comprehension.recherche_lexicale import repondre
from modele_local.comprehension.resume_faits import resumer_faits

OBJECTIFS = {"contexte": 85, "extrait": 80, "nouvelle_session": 80, "resume": 90}
TITRES = {"contexte": "en contexte", "extrait": "extrait", "nouvelle_session":
          "rappelé dans une nouvelle session", "resume": "gardé par le résumé glissant"}
def _meme_personne(personne: str, attendue: str, dits: tuple[str, ...] = ()) -> bool:
    """La même personne : le même nom, ou la relation et le prénom d'une même désignation des
    phrases dites (« Ma sœur Inès fait du biathlon » : « sœur » et « Inès »).

        >>> _meme_personne("Inès", "sœur", ("Ma sœur Inès fait du biathlon.",))
        True
        >>> _meme_personne("Inès", "mère", ("Ma sœur Inès fait du biathlon.",))
        False
    """
    p, a = sans_accents(personne), sans_accents(attendue)
    return p == a or any({p, a} == {sans_accents(rel), sans_accents(nom)}
                         for d in dits for rel, nom in designes(d) if nom)


def noter_extraction(faits: list, c: Cas) -> bool:
    """Vrai si le fait du cas est extrait juste (voir le module)."""
    actuels: dict[tuple[str, str], str] = {}
    for f in faits:
        if f.ancienne_cle:
            actuels.pop((sans_accents(f.personne), f.ancienne_cle), None)
        actuels[(sans_accents(f.personne), f.cle)] = f.valeur
    siens = [v for (p, _), v in actuels.items() if _meme_personne(p, c.personne, c.dits)]
    bons = [v for v in siens if contient(v, c.valeurs)]
    a_moi = [v for (p, _), v in actuels.items() if p == UTILISATEUR]
    if c.memoire:   # un fait de l'utilisateur : ni son ancienne valeur, ni celle d'un autre
        fautes = any(contient(v, c.perime + c.autrui) for v in a_moi)
    else:   # le fait d'un autre : ni son ancienne valeur, ni celle de l'utilisateur chez lui, ni
        # la sienne chez l'utilisateur (que l'utilisateur garde SA valeur, `autrui`, est juste)
        fautes = any(contient(v, c.perime + c.autrui) for v in siens) or any(
            contient(v, c.valeurs) for v in a_moi)
    return bool(bons) and not fautes


def memoire_de(faits: list, tours: list[str]) -> dict[str, str]:
    """Les faits que la règle du cours (`decider`) garde, opération par opération."""
    memoire: dict[str, str] = {}
    for f in faits:
        # la mémoire tient des clés normalisées (`decider`) : « rendez-vous_chez_le_kine » y est
        # « rendez_vous_chez_le_kine »
        if f.ancienne_cle and normaliser_cle(f.ancienne_cle) in memoire:
            op = {"op": "delete", "cle": f.ancienne_cle, "preuve": f.preuve, "personne": f.personne}
            decision, cle = decider(memoire, op, tours)
            if decision == "suppression":
                del memoire[cle]
        op = {"op": "add", "cle": f.cle, "valeur": f.valeur, "preuve": f.preuve,
              "personne": f.personne}
        decision, cle = decider(memoire, op, tours)
        if decision in ("ajout", "remplacement"):
            memoire.pop(cle, None)
            memoire[cle] = f.valeur
    return memoire


def mesurer_un(c: Cas) -> dict:
    """Les cinq mesures d'un cas, avec les réponses (pour `--detail`)."""
    tours = session(c)
    faits = extraire(tours)
    sortie = {"sorte": c.sorte, "question": c.question}
    reponse = repondre(c.question, tours)
    sortie["contexte"] = noter(reponse, c)
    sortie["reponse_contexte"] = reponse
    if not c.sans_reponse:
        sortie["extrait"] = "juste" if noter_extraction(faits, c) else "faux"
    sortie["faits"] = [(f.personne, f.cle, f.valeur) for f in faits]
    if c.memoire:
        texte = rappel(memoire_de(faits, tours))
        reponse = repondre(c.question, [texte], ["systeme"]) if texte else repondre(c.question, [])
        sortie["nouvelle_session"] = noter(reponse, c)
        sortie["reponse_nouvelle_session"] = reponse
    resume = resumer_faits(tours)
    reponse = repondre(c.question, [resume], ["systeme"]) if resume else repondre(c.question, [])
    sortie["resume"] = noter(reponse, c)
    sortie["reponse_resume"] = reponse
    return sortie


def mesurer(cas: list[Cas], clients: str | None = None) -> dict:
    """Les taux sur une liste de cas : {mesure: (justes, total)}, plus les mauvaises personnes.

    `clients` : « anthropic » ou « gemini » pour passer par les vrais clients SDK et le code du
    cours (`mesures.sonde_comprehension_clients`) ; None : le moteur seul.
    """
    if clients:
        from mesures.sonde_comprehension_clients import mesurer_details

        details = mesurer_details(cas, clients)
    else:
        details = [mesurer_un(c) for c in cas]
    taux = {}
    for m in OBJECTIFS:
        notes = [d[m] for d in details if m in d]
        taux[m] = (sum(n == "juste" for n in notes), len(notes))
    autrui = sum(d.get(m) == "autrui" for d in details for m in ("contexte", "nouvelle_session",
                                                                    "resume"))
    return {"taux": taux, "mauvaise_personne": autrui, "details": details}


def _pc(justes: int, total: int) -> str:
    return f"{justes}/{total} ({100 * justes / total:.0f} %)" if total else "—"


PARTS = {"reglage": "réglage (1er tour)",
         "de_cote": "part de côté du 1er tour (réglage au 2e)",
         "nouvelle": "part de côté du 2e tour (réglage au 4e)",
         "large": "grand réglage (4e tour)",
         "de_cote_3": "troisième part de côté (réglage au 5e)",
         "de_cote_4": "quatrième part de côté (réglage au 5e)",
         "de_cote_5": "cinquième part de côté (de côté au 5e, réglage au 6e)",
         "de_cote_6": "sixième part de côté (de côté au 5e, réglage au 6e)",
         "de_cote_8": "huitième part (écrite en inconnu au 6e, réglage au 6e)",
         "de_cote_9": "neuvième part (écrite en inconnu au 6e, réglage au 6e)",
         "de_cote_7": "septième part (de côté au 6e, réglage au 7e)",
         "de_cote_10": "dixième part (écrite en inconnu au 7e, réglage au 8e)",
         "de_cote_11": "onzième part (écrite en inconnu au 8e, réglage au 9e)",
         "de_cote_12": "douzième part (écrite en inconnu au 9e, réglage au 9e)",
         "de_cote_16": "seizième part (écrite en inconnu au 12e, réglage au 12e)",
         "de_cote_13": "treizième part (écrite en inconnu au 9e, jamais réglée)",
         "de_cote_14": "quatorzième part (écrite en inconnu au 10e, jamais réglée)",
         "de_cote_15": "quinzième part (écrite en inconnu au 11e, jamais réglée)"}
# Les parts sur lesquelles rien n'a été réglé : mesurées seulement, rien n'en est exigé.
DE_COTE = ("de_cote_13", "de_cote_14", "de_cote_15")


def tableau(parts: dict[str, dict]) -> list[list[str]]:
    """Lignes du tableau : en-tête, une ligne par part (dans l'ordre de `PARTS`), les objectifs."""
    noms = [n for n in PARTS if n in parts]
    lignes = [["part", "faits", *(TITRES[m] for m in OBJECTIFS), "mauvaise personne (réponses)"]]
    for n in noms:
        lignes.append([PARTS[n], str(len(parts[n]["details"])),
                       *(_pc(*parts[n]["taux"][m]) for m in OBJECTIFS),
                       str(parts[n]["mauvaise_personne"])])
    lignes.append(["objectif", "", *(f"≥ {o} %" for o in OBJECTIFS.values()), "0"])
    return lignes


def en_markdown(lignes: list[list[str]]) -> str:
    """Le tableau en Markdown (en-tête, puis une ligne par mesure)."""
    return markdown(lignes[0], lignes[1:])


LISTES = {"reglage": CAS, "de_cote": CAS_DE_COTE, "nouvelle": CAS_DE_COTE_NOUVEAUX, "large": CAS_LARGE,
          "de_cote_3": CAS_DE_COTE_3, "de_cote_4": CAS_DE_COTE_4, "de_cote_5": CAS_DE_COTE_5,
          "de_cote_6": CAS_DE_COTE_6, "de_cote_8": CAS_DE_COTE_8, "de_cote_9": CAS_DE_COTE_9,
          "de_cote_7": CAS_DE_COTE_7, "de_cote_10": CAS_DE_COTE_10, "de_cote_11": CAS_DE_COTE_11,
          "de_cote_12": CAS_DE_COTE_12, "de_cote_13": CAS_DE_COTE_13,
          "de_cote_14": CAS_DE_COTE_14, "de_cote_15": CAS_DE_COTE_15,
          "de_cote_16": CAS_DE_COTE_16}


def sonder(clients: str | None = None) -> dict:
    """Les dix-huit parts, mesurées séparément, dans l'ordre de `PARTS` (`clients` : voir `mesurer`)."""
    return {nom: mesurer(LISTES[nom], clients) for nom in PARTS}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m mesures.sonde_comprehension",
                                     description=__doc__.splitlines()[0])
    parser.add_argument("--detail", action="store_true", help="affiche chaque réponse fausse")
    parser.add_argument("--clients", nargs="?", const="anthropic", choices=("anthropic", "gemini"),
                        help="par les vrais clients SDK (modèle local sans clé) et le code du cours")
    args = parser.parse_args(argv)
    r = sonder(args.clients)
    print(en_markdown(tableau(r)))
    if args.detail:
        for part, res in r.items():
            for d in res["details"]:
                for m in OBJECTIFS:
                    if d.get(m, "juste") != "juste":
                        print(f"[{part}] {m} {d[m]} — {d['sorte']} : {d['question']} -> "
                              f"{d.get('reponse_' + m, d['faits'])}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
