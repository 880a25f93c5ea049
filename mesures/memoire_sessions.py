"""Banc inter-sessions (leçon 11) : un utilisateur, six sessions, interrogé au début de chaque nouvelle.

    .venv/bin/python -m mesures.memoire_sessions [--graines 1 2 3 4 5]

Camille dit des faits, en change (équipe, domicile), parle d'une collègue, donne une clé d'API,
demande d'oublier son allergie. Au début de chaque session (2 à 7), on lui fait poser des
questions sur ce qui est vrai À CE MOMENT, avec cinq stratégies côte à côte dans un même passage,
dérive du modèle local coupée, puis activée (moyenne sur cinq graines) :

- pas de mémoire ; résumé reporté (le résumé glissant de la session précédente, en système :
  l'anti-modèle) ; magasin de faits (`MemoireLongTerme` : extraction en fin de session, rappel
  en système) ; outil mémoire (`OutilMemoire` + la boucle client, pendant la session) ;
  historique complet (toutes les sessions précédentes renvoyées). Chacune est un
  `mesures.memoire_banc.Banc`.

Mesures : rappel (réponses justes / questions), réponses périmées (ancienne valeur, ou fait
oublié encore donné), réponses sur la mauvaise personne (l'équipe de la collègue), secrets
fuités (la clé présente dans une requête ou une réponse d'une session suivante), tokens d'entrée
ajoutés par question (par rapport à « pas de mémoire » ; pour l'outil mémoire, tous les allers-
retours de la boucle), et tokens d'entretien par session (extraction, résumé, écritures).
"""

from __future__ import annotations

import argparse
import tempfile
from pathlib import Path

from cours.clients import client_anthropic
from mesures.memoire_banc import Banc
from mesures.memoire_scenario import ANCIENNES, AUTRUI, CLE, QUESTIONS, SESSIONS, VERITE
from mesures.sorties import markdown, texte_brut

STRATEGIES = ("pas de mémoire", "résumé reporté", "magasin de faits", "outil mémoire",
              "historique complet")


def _noter(question_cle: str, attendu: str | None, reponse: str) -> dict:
    """Juste / périmée / mauvaise personne, pour une réponse à la question sur `question_cle`."""
    anciennes = [v for v in ANCIENNES.get(question_cle, []) if v != attendu]
    perimee = any(v in reponse for v in anciennes)
    return {"juste": (attendu in reponse) if attendu else not perimee, "perimee": perimee,
            "autrui": AUTRUI.get(question_cle, "\0") in reponse}


def mesurer(graines: tuple[int, ...] = (1, 2, 3, 4, 5), progression=None) -> dict:
    """Le banc : une ligne par stratégie sans dérive, puis la moyenne sur `graines` avec dérive."""
    lignes = _un_passage(None, progression)
    par_graine = [_un_passage(g, progression) for g in graines]
    for k, nom in enumerate(STRATEGIES if par_graine else ()):
        serie = [p[k] for p in par_graine]
        moyenne = {champ: round(sum(x[champ] for x in serie) / len(serie), 3)
                   for champ in serie[0] if champ not in ("derive", "strategie", "questions")}
        lignes.append({"derive": f"activée ({len(graines)} graines)", "strategie": nom,
                       "questions": serie[0]["questions"], **moyenne})
    return {"strategies": list(STRATEGIES), "lignes": lignes, "sessions": len(SESSIONS),
            "graines": list(graines),
            "questions": sum(len(_connues(k)) for k in range(1, len(SESSIONS) + 1))}


def _un_passage(derive: int | None, progression) -> list[dict]:
    client = client_anthropic(max_retries=0, derive=derive)
    with tempfile.TemporaryDirectory() as d:
        bancs = {nom: Banc(nom, client, Path(d) / str(k)) for k, nom in enumerate(STRATEGIES)}
        try:
            return _passage(bancs, derive, progression)
        finally:
            for b in bancs.values():
                if b.mem is not None:
                    b.mem.fermer()


def _connues(k: int) -> dict[str, str | None]:
    """La vérité après k sessions : {clé: valeur attendue (None si oubliée)} des clés interrogées."""
    verite: dict[str, str | None] = {}
    for faits in VERITE[:k]:
        verite.update(faits)
    return {c: v for c, v in verite.items() if c in QUESTIONS}


def _passage(bancs: dict, derive, progression) -> list[dict]:
    compte = {nom: {"juste": 0, "perimee": 0, "autrui": 0, "fuites": 0, "ajoutes": 0, "n": 0}
              for nom in bancs}
    for k, textes in enumerate(SESSIONS, start=1):
        for b in bancs.values():
            b.vivre(k, textes)
        for cle, attendu in _connues(k).items():
            base = None
            for nom, b in bancs.items():
                reponse, jetons, envoye = b.demander(QUESTIONS[cle])
                base = jetons if base is None else base
                note, c = _noter(cle, attendu, reponse), compte[nom]
                for champ in ("juste", "perimee", "autrui"):
                    c[champ] += note[champ]
                c["fuites"] += k >= 4 and (CLE in envoye or CLE in reponse)
                c["ajoutes"] += jetons - base
                c["n"] += 1
        if progression:
            progression(f"banc inter-sessions (dérive {derive})", k, len(SESSIONS))
    return [{"derive": "activée" if derive is not None else "coupée", "strategie": nom,
             "questions": c["n"], "rappel": round(c["juste"] / c["n"], 3),
             "perimees": c["perimee"], "mauvaise_personne": c["autrui"], "secrets_fuites": c["fuites"],
             "tokens_ajoutes_par_question": round(c["ajoutes"] / c["n"], 1),
             "tokens_entretien_par_session": round(bancs[nom].entretien / len(SESSIONS), 1)}
            for nom, c in compte.items()]


ENTETES = ["Dérive", "Stratégie", "Rappel", "Périmées", "Mauvaise personne", "Secrets fuités",
           "Tokens ajoutés / question", "Tokens d'entretien / session"]


def tableau(r: dict) -> tuple[list[str], list[list[str]]]:
    return ENTETES, [[x["derive"], x["strategie"], f"{x['rappel']:.0%}", f"{x['perimees']:g}",
                      f"{x['mauvaise_personne']:g}", f"{x['secrets_fuites']:g}",
                      f"{x['tokens_ajoutes_par_question']:.0f}",
                      f"{x['tokens_entretien_par_session']:.0f}"] for x in r["lignes"]]


def en_markdown(r: dict) -> str:
    return (f"## Banc inter-sessions : la mémoire qui survit à la session (leçon 11)\n\n"
            f"Un utilisateur, {r['sessions']} sessions, {r['questions']} questions posées au début "
            "des sessions suivantes (modèle local, `python -m mesures.memoire_sessions`) ; avec "
            f"dérive : moyenne sur les graines {r['graines']}. Périmées : ancienne valeur ou fait "
            "oublié encore donné ; secrets fuités : questions dont la requête ou la réponse "
            "contient la clé. Le modèle local répond depuis un historique ou un résumé en "
            "prenant la dernière mention : il n'y comprend pas « oublie » (un vrai LLM se trompe "
            "moins souvent, sans garantie) ; le fait d'un collègue n'y passe pas pour celui de "
            "l'utilisateur.\n\n"
            + markdown(*tableau(r)) + "\n")


def afficher(r: dict) -> None:
    print(texte_brut(*tableau(r)))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m mesures.memoire_sessions",
                                     description=__doc__.splitlines()[0])
    parser.add_argument("--graines", type=int, nargs="*", default=[1, 2, 3, 4, 5],
                        help="graines de la dérive à moyenner (défaut : 1 2 3 4 5 ; "
                             "aucune : sans dérive seulement)")
    args = parser.parse_args(argv)
    afficher(mesurer(tuple(args.graines)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
