"""Banc de rétention : après 40 échanges, que reste-t-il de ce que Camille a dit, selon la stratégie ?

Les données (`mesures/donnees/retention.json`) : 24 échanges où Camille dit 32 choses à retenir
(des faits, des mises à jour comme « je rejoins l'équipe Plateforme », des pièges comme
« Julien est allergique au gluten, pas moi ») et un secret (un code de VPN) qui ne doit pas
survivre, puis 16 échanges de travail sans rien de personnel.

À la fin, on lit la **mémoire** de chaque stratégie, c'est-à-dire ce qu'elle enverrait au prochain
appel, et on note chaque fait sans appeler de modèle :

- *retenu* : une même phrase de la mémoire contient tous les mots `attendu` ;
- *confondu* : une phrase **réécrite** (le résumé) contient les mots `perime` sans les mots
  `attendu` (valeur périmée gardée, deux personnes fondues) ;
- *juste* = retenu et pas confondu ; le *rappel* est la part de faits justes ;
- le secret *fuit* s'il est encore quelque part dans la mémoire.

    >>> r = evaluer("fenêtre glissante (12 messages)", lambda usages: FenetreDeque(12))
    >>> r["justes"], r["faits"], r["secret_fuit"]   # la fenêtre a tout oublié des 32 faits
    (0, 32, False)

En ligne de commande : `python -m mesures.retention` (modèle local, sans puis avec dérive) ;
`--reel` ajoute le vrai modèle si une clé est définie (appels payants, ~60 appels de résumé).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from contexte import RollingSummary, llm_summarizer, vers_messages_anthropic
from contexte.compaction import ENTETE_RESUME
from contexte.resume import Tour
from contexte.tarifs import CLAUDE_SONNET, Tarif
from mesures.retention_notes import donnees, noter, tours_du_banc
from mesures.strategies import (
    FenetreDeque,
    HistoriqueComplet,
    ResumePeriodique,
    tokens_message,
)

GRAINE_DERIVE = 7   # mode dérive du modèle local (voir modele_local.comprehension.derive)


class ResumeGlissantAvec:
    """`RollingSummary(summarize, max_turns, keep_last)` avec la fonction de résumé qu'on donne."""

    def __init__(self, summarize: Callable[[str, list[Tour]], str], nom: str = "résumé glissant",
                 max_turns: int = 12, keep_last: int = 6) -> None:
        self.conv = RollingSummary(summarize, max_turns=max_turns, keep_last=keep_last)
        self.nom = f"{nom} ({max_turns}/{keep_last})"

    def envoyer(self, texte: str) -> list[dict]:
        self.conv.add("user", texte)
        return self.memoire()[0]

    def recevoir(self, texte: str) -> None:
        self.conv.add("model", texte)

    def memoire(self) -> tuple[list[dict], str]:
        messages = vers_messages_anthropic(self.conv.turns)
        if self.conv.summary:
            messages.insert(0, {"role": "user", "content": f"{ENTETE_RESUME}\n{self.conv.summary}"})
        return messages, self.conv.summary


def memoire(strategie: Any) -> tuple[list[dict], str]:
    """(messages que la stratégie enverrait au prochain appel, texte réécrit par un résumé)."""
    if hasattr(strategie, "memoire"):
        return strategie.memoire()
    if isinstance(strategie, FenetreDeque):
        return list(strategie.fenetre), ""
    messages = list(strategie.messages)
    premier = messages[0]["content"] if messages else ""
    reecrit = premier if isinstance(premier, str) and premier.startswith(ENTETE_RESUME) else ""
    return messages, reecrit


def _texte(messages: list[dict]) -> str:
    morceaux = []
    for m in messages:
        contenu = m["content"]
        morceaux += [contenu] if isinstance(contenu, str) else [
            b.get("text", "") for b in contenu if b.get("type") == "text"]
    return "\n".join(morceaux)


def rejouer(strategie: Any, tours: list[Tour]) -> int:
    """Fait passer les tours dans la stratégie ; renvoie le total des tokens d'entrée envoyés."""
    envoye = 0
    for k in range(0, len(tours), 2):
        envoye += sum(tokens_message(m) for m in strategie.envoyer(tours[k][1]))
        strategie.recevoir(tours[k + 1][1])
    return envoye


def evaluer(nom: str, fabrique: Callable[[list], Any], usages: list | None = None,
            tarif: Tarif = CLAUDE_SONNET) -> dict:
    """Rejoue le banc dans `fabrique(usages)` et note sa mémoire finale.

    `usages` reçoit l'`usage` de chaque appel de résumé (middleware `mesures.comparer.releve`) ;
    le coût compte l'entrée de chaque appel de la conversation (sans cache) et les résumés.
    """
    usages = usages if usages is not None else []
    avant = len(usages)
    strategie = fabrique(usages)
    envoye = rejouer(strategie, tours_du_banc())
    messages, reecrit = memoire(strategie)
    notes = noter(_texte(messages), reecrit)
    faits = [n for n in notes if n["sorte"] != "secret"]
    resumes = usages[avant:]
    cout = tarif.cout(entree=envoye) + sum(
        tarif.cout(entree=u.input_tokens, sortie=u.output_tokens) for u in resumes)
    return {"strategie": nom, "faits": len(faits), "justes": sum(n["juste"] for n in faits),
            "rappel": round(sum(n["juste"] for n in faits) / len(faits), 3),
            "perimes_ou_confondus": sum(n["confondu"] for n in faits),
            "secret_fuit": any(n["fuit"] for n in notes if n["sorte"] == "secret"),
            "tokens_memoire": sum(tokens_message(m) for m in messages),
            "tokens_envoyes": envoye, "appels_resume": len(resumes), "cout": round(cout, 6),
            "detail": notes}


def noter_resumeur(summarize: Callable[[str, list[Tour]], str], nom: str = "résumé glissant",
                   ) -> dict:
    """Le banc pour une fonction `summarize` donnée, dans un résumé glissant (12/6)."""
    return evaluer(nom, lambda usages: ResumeGlissantAvec(summarize, nom))


def strategies(client_resume: Any) -> list[tuple[str, Callable[[list], Any]]]:
    """Les quatre stratégies du cours : (nom, fabrique). Les résumés passent par `client_resume`."""
    return [
        ("historique complet", lambda u: HistoriqueComplet()),
        ("fenêtre glissante (12 messages)", lambda u: FenetreDeque(12)),
        ("résumé périodique (24 → résumé + 6)", lambda u: ResumePeriodique(client_resume, 24, 6)),
        ("résumé glissant (12/6)",
         lambda u: ResumeGlissantAvec(llm_summarizer(client_resume), "résumé glissant")),
    ]


def banc(modes: dict[str, dict] | None = None, local: bool = True) -> dict:
    """Le banc sur chaque stratégie et chaque mode du client : {"modes": {mode: [résultats]}}.

    Par défaut, le modèle local sans puis avec dérive (`client_anthropic(derive=7)`, qui pose
    l'en-tête `x-modele-local-derive`), même si
    une clé est définie (`local=True`) : le banc fait une trentaine d'appels de résumé.
    """
    from contexte.llm import CLE_HORS_LIGNE, client_anthropic
    from mesures.comparer import releve

    if local:
        from modele_local import demarrer

        vers_local = {"api_key": CLE_HORS_LIGNE, "base_url": demarrer()}

    modes = modes or {"modèle local": {},
                      f"modèle local, dérive (graine {GRAINE_DERIVE})":
                          {"derive": GRAINE_DERIVE}}
    resultats: dict[str, list] = {}
    for mode, options in modes.items():
        usages: list = []
        options = {**vers_local, **options} if local else options
        client = client_anthropic(max_retries=0, middleware=[releve(usages)], **options)
        resultats[mode] = [evaluer(nom, fabrique, usages) for nom, fabrique in strategies(client)]
    return {"faits": len(donnees()["faits"]) - 1, "echanges": len(tours_du_banc()) // 2,
            "tarif": CLAUDE_SONNET.modele, "modes": resultats}


def main(argv: list[str] | None = None) -> int:
    import argparse
    import os

    from mesures.retention_sortie import tableau_retention
    from mesures.sorties import ecrire_json
    from mesures.tableaux import afficher

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reel", action="store_true",
                        help="ajoute le vrai modèle (clé ANTHROPIC_API_KEY ; appels payants)")
    parser.add_argument("--json", type=Path, metavar="FICHIER", help="écrit aussi ce JSON")
    args = parser.parse_args(argv)
    modes = None
    if args.reel:
        from contexte.llm import MODELE_ANTHROPIC, hors_ligne_actif

        if hors_ligne_actif():
            parser.error("--reel demande une clé (ANTHROPIC_API_KEY) et pas de CONTEXTE_HORS_LIGNE.")
        modes = {f"{MODELE_ANTHROPIC} (vrai service)": {}}
    else:
        os.environ["CONTEXTE_HORS_LIGNE"] = "1"
    r = banc(modes, local=not args.reel)
    afficher("Banc de rétention", tableau_retention(r))
    if args.json:
        ecrire_json(args.json, r)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
