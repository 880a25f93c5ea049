"""La latence que voit l'utilisatrice, avec et sans résumé en arrière-plan (leçon 06).

    .venv/bin/python -m mesures.latence [--repetitions 3]

Rejoue les 10 questions de la session 1 de Camille dans un `RollingSummaryEnFond`
(`max_turns=6`, `keep_last=3` : une compaction toutes les deux questions, toujours déclenchée
par une question), réponse en flux par `AsyncAnthropic.messages.stream`, selon deux modes côte à
côte dans le même passage (alternés tour à tour, la machine est la même pour les deux) :

- « en attente » : la question ne part qu'une fois le résumé substitué (ce que fait `RollingSummary`) ;
- « en arrière-plan » : la question part tout de suite, le résumé est substitué quand il a réussi.

Deux résumeurs : le modèle local tel quel (il résume en quelques millisecondes) et un résumé imité
à `DELAI` secondes (modèle `hors-ligne-lent-…`), moins qu'un vrai appel de résumé (des secondes).
Entre deux questions, le résumé finit hors chronomètre (l'utilisatrice lit la réponse).
Mesures : temps jusqu'au premier morceau et jusqu'à la réponse complète, en millisecondes.
Le modèle local envoie son flux d'un coup : premier morceau et réponse complète y sont presque
égaux ; le rapport entre les modes mesure l'attente du résumé, pas la vitesse d'un vrai modèle.
"""

from __future__ import annotations

import argparse
import asyncio
import datetime
import statistics
import time

from contexte.appel_llm import llm_summarizer_async
from contexte.messages import vers_messages_anthropic
from contexte.resume import RollingSummaryEnFond
from cours.clients import MODELE_ANTHROPIC, client_anthropic
from cours.scenario import camille_session1
from mesures.sorties import decimal_fr, markdown

DELAI = 0.5
MODES = {"en attente": True, "en arrière-plan": False}


async def _tour(client, conv: RollingSummaryEnFond, question: str, attendre: bool) -> dict:
    """Un tour chronométré : question, (résumé attendu ou non), réponse diffusée."""
    debut = time.perf_counter()
    conv.add("user", question)
    compacte = conv.en_cours()
    if attendre:
        await conv.attendre()
    systeme = f"Résumé de la conversation précédente : {conv.summary}" if conv.summary else ""
    premier, morceaux = None, []
    async with client.messages.stream(model=MODELE_ANTHROPIC, max_tokens=1024, system=systeme,
                                      messages=vers_messages_anthropic(conv.turns)) as flux:
        async for morceau in flux.text_stream:
            premier = premier or time.perf_counter()
            morceaux.append(morceau)
    fin = time.perf_counter()
    conv.add("model", "".join(morceaux))
    substitue = await conv.attendre() if compacte else False  # hors chronomètre
    return {"compaction": compacte, "premier_morceau_ms": 1000 * ((premier or fin) - debut),
            "reponse_complete_ms": 1000 * (fin - debut), "resume_substitue": substitue}


async def _passage(repetitions: int, delai: float) -> list[dict]:
    client = client_anthropic(asynchrone=True, max_retries=0)
    questions = [texte for role, texte in camille_session1() if role == "user"]
    resumeurs = {"modèle local tel quel": MODELE_ANTHROPIC,
                 f"résumé imité à {decimal_fr(delai, 1)} s": f"hors-ligne-lent-{delai:g}"}
    lignes = []
    for repetition in range(repetitions):
        for resumeur, modele in resumeurs.items():
            convs = {mode: RollingSummaryEnFond(llm_summarizer_async(client, model=modele),
                                                max_turns=6, keep_last=3) for mode in MODES}
            for numero, question in enumerate(questions, start=1):
                for mode, attendre in MODES.items():
                    mesure = await _tour(client, convs[mode], question, attendre)
                    lignes.append({"repetition": repetition, "resumeur": resumeur,
                                   "modele_resume": modele, "mode": mode, "question": numero,
                                   **mesure})
    return lignes


def _mediane(lignes: list[dict], cle: str) -> float | None:
    valeurs = [x[cle] for x in lignes]
    return round(statistics.median(valeurs), 1) if valeurs else None


def mesurer(repetitions: int = 3, delai: float = DELAI) -> dict:
    """Le passage complet ; renvoie les médianes par (résumeur, mode) et chaque tour mesuré."""
    tours = asyncio.run(_passage(repetitions, delai))
    synthese = []
    for resumeur in dict.fromkeys(x["resumeur"] for x in tours):
        reference = None
        for mode in MODES:
            du_mode = [x for x in tours if x["resumeur"] == resumeur and x["mode"] == mode]
            compactent = [x for x in du_mode if x["compaction"]]
            ligne = {"resumeur": resumeur, "mode": mode,
                     "premier_morceau_compaction_ms": _mediane(compactent, "premier_morceau_ms"),
                     "reponse_complete_compaction_ms": _mediane(compactent, "reponse_complete_ms"),
                     "premier_morceau_autres_ms": _mediane(
                         [x for x in du_mode if not x["compaction"]], "premier_morceau_ms"),
                     "compactions": len(compactent),
                     "resumes_substitues": sum(x["resume_substitue"] for x in compactent)}
            reference = reference or ligne["premier_morceau_compaction_ms"]
            ligne["rapport_premier_morceau"] = round(ligne["premier_morceau_compaction_ms"]
                                                     / reference, 3)
            synthese.append(ligne)
    return {"date": datetime.date.today().isoformat(), "repetitions": repetitions,
            "delai_imite_s": delai, "questions": 10, "max_turns": 6, "keep_last": 3,
            "modele": MODELE_ANTHROPIC, "synthese": synthese, "tours": tours}


def tableau_latence(r: dict) -> tuple[list[str], list[list[str]]]:
    """Une ligne par (résumeur, mode) : médianes en ms, rapport au mode « en attente »."""
    entetes = ["Résumeur", "Mode", "Premier morceau, tours qui compactent (ms)",
               "Réponse complète, tours qui compactent (ms)", "Premier morceau, autres tours (ms)",
               "Premier morceau / en attente", "Résumés substitués"]
    lignes = [[s["resumeur"], s["mode"], decimal_fr(s["premier_morceau_compaction_ms"], 0),
               decimal_fr(s["reponse_complete_compaction_ms"], 0),
               decimal_fr(s["premier_morceau_autres_ms"], 0),
               decimal_fr(s["rapport_premier_morceau"], 2),
               f"{s['resumes_substitues']} / {s['compactions']}"] for s in r["synthese"]]
    return entetes, lignes


def markdown_latence(r: dict) -> str:
    """La section Markdown de `tableaux.md`."""
    return (f"## Latence vue par l'utilisatrice : résumé attendu ou en arrière-plan "
            f"(mesurée le {r['date']})\n\n"
            f"Reproduire seul : `python -m mesures.latence`. Session 1 de Camille ({r['questions']} "
            f"questions), `RollingSummaryEnFond(max_turns={r['max_turns']}, "
            f"keep_last={r['keep_last']})`, réponse en flux ({r['modele']}, modèle local), "
            f"médianes sur {r['repetitions']} passages, les deux modes alternés dans le même "
            "passage. Le modèle local envoie son flux d'un coup (premier morceau ≈ réponse "
            "complète) et résume en quelques millisecondes : la ligne « résumé imité » lui fait "
            f"attendre {decimal_fr(r['delai_imite_s'], 1)} s, moins qu'un vrai appel de résumé "
            "(plusieurs secondes pour une centaine de mots). Ce qui compte est le rapport : en "
            "arrière-plan, le premier morceau n'attend plus le résumé.\n\n" + markdown(*tableau_latence(r)))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m mesures.latence",
                                     description=__doc__.splitlines()[0])
    parser.add_argument("--repetitions", type=int, default=3)
    args = parser.parse_args(argv)
    print(markdown_latence(mesurer(args.repetitions)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
