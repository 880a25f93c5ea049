"""Rejouer la longue conversation à travers chaque stratégie, par le vrai SDK, contre le modèle local.

    .venv/bin/python -m mesures.comparer [--echanges 200] [--json FICHIER]

À chaque échange : un appel `client.messages.create` avec un point de cache sur le dernier bloc
(le même geste pour toutes les stratégies), dont on garde `usage` ; puis la réponse écrite
d'avance entre dans l'historique (la même pour toutes, pour comparer ce qui est envoyé et rien
d'autre). Les appels de résumé sont relevés par un middleware du client de résumé. Aux points de
contrôle, on pose chaque question de `CONTROLES` à côté de la conversation (sans point de cache,
sans l'ajouter à l'historique, sans la compter dans les coûts).

Le modèle local est imposé (`CONTEXTE_HORS_LIGNE=1`) : ce script fait plus d'un millier d'appels,
qu'une clé d'API posée dans l'environnement ne doit pas envoyer au vrai service.
"""

from __future__ import annotations

import argparse
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from cours.tarifs import CLAUDE_SONNET, TARIFS, Tarif
from mesures.bilan import bilan, ligne_de_serie, moins_cher_des
from mesures.conversation_longue import (
    CONTROLES,
    ECHANGES_PAR_DEFAUT,
    Controle,
    conversation_longue,
    reponse_juste,
)
from mesures.strategies import avec_point_de_cache, toutes

MAX_TOKENS = 200
Progression = Callable[[str, int, int], None]


def _sans_rien(nom: str, fait: int, total: int) -> None:
    """Progression muette (tests)."""


def releve(usages: list[Any]) -> Callable[[Any, Any], Any]:
    """Middleware du SDK anthropic : ajoute à `usages` le `usage` de chaque réponse réussie.

        >>> from cours.clients import MODELE_ANTHROPIC, client_anthropic
        >>> usages = []
        >>> client = client_anthropic(max_retries=0, middleware=[releve(usages)])
        >>> _ = client.messages.create(model=MODELE_ANTHROPIC, max_tokens=50,
        ...                            messages=[{"role": "user", "content": "Bonjour"}])
        >>> len(usages), usages[0].input_tokens > 0
        (1, True)
    """
    def middleware(requete: Any, suivant: Any) -> Any:
        reponse = suivant(requete)
        if reponse.status_code == 200 and requete.url.rstrip("/").endswith("/messages"):
            usages.append(reponse.parse().usage)
        return reponse
    return middleware


def points_de_controle(echanges: int) -> list[int]:
    """Après quels échanges poser les questions : `points_de_controle(200)` -> [10, 25, 50, 100, 150, 200]."""
    return sorted({k for k in (10, 25, 50, 100, 150) if k < echanges} | {echanges})


def rejouer(strategie: Any, client: Any, usages_resume: list[Any], tours: list[tuple[str, str]],
            tarif: Tarif, controles: list[Controle], progression: Progression = _sans_rien,
            ) -> tuple[dict[str, list], dict[int, list[bool]]]:
    """Rejoue `tours` à travers une stratégie : (séries par échange, réponses aux sondes)."""
    from cours.clients import MODELE_ANTHROPIC
    from modele_local import reinitialiser

    reinitialiser()  # cache simulé vide : chaque stratégie part du même état
    echanges = len(tours) // 2
    points = points_de_controle(echanges)
    serie: dict[str, list] = {}
    faits: dict[int, list[bool]] = {}
    for k in range(echanges):
        (_, texte_user), (_, texte_model) = tours[2 * k], tours[2 * k + 1]
        avant = len(usages_resume)
        messages = strategie.envoyer(texte_user)  # un résumé glissant peut résumer ici…
        u = client.messages.create(model=MODELE_ANTHROPIC, max_tokens=MAX_TOKENS,
                                   messages=avec_point_de_cache(messages)).usage
        strategie.recevoir(texte_model)  # … et un résumé périodique là
        for cle, valeur in ligne_de_serie(u, usages_resume[avant:], tarif).items():
            serie.setdefault(cle, []).append(valeur)
        if k + 1 in points:
            faits[k + 1] = []
            for c in controles:
                reponse = client.messages.create(model=MODELE_ANTHROPIC, max_tokens=MAX_TOKENS,
                                                 messages=strategie.sonde(c.question))
                texte = "".join(b.text for b in reponse.content if b.type == "text")
                faits[k + 1].append(reponse_juste(c, texte))
        progression(strategie.nom, k + 1, echanges)
    return serie, faits


def comparer(echanges: int = ECHANGES_PAR_DEFAUT, tarif: Tarif | None = None,
             progression: Progression = _sans_rien,
             controles: list[Controle] | None = None) -> dict:
    """Rejoue la conversation à travers les cinq stratégies ; renvoie bilans et séries.

    Chaque bilan dit aussi à partir de quel échange la stratégie coûte moins, en cumulé, que
    l'historique complet (la première stratégie), avec et sans cache. Sans `tarif`, le prix
    du modèle des leçons s'il est dans `cours.tarifs.TARIFS`, sinon `CLAUDE_SONNET`.
    """
    os.environ["CONTEXTE_HORS_LIGNE"] = "1"
    from cours.clients import MODELE_ANTHROPIC, client_anthropic

    tarif = tarif or TARIFS.get(MODELE_ANTHROPIC, CLAUDE_SONNET)
    controles = list(controles or CONTROLES)
    tours = conversation_longue(echanges)
    client = client_anthropic(max_retries=0)
    usages_resume: list[Any] = []
    client_resume = client_anthropic(max_retries=0, middleware=[releve(usages_resume)])
    bilans, series = [], {}
    for strategie in toutes(client_resume):
        serie, faits = rejouer(strategie, client, usages_resume, tours, tarif, controles,
                               progression)
        bilans.append(bilan(strategie.nom, serie, faits, [c.cle for c in controles]))
        series[strategie.nom] = serie
    reference = series[bilans[0]["strategie"]]
    for b in bilans:
        serie = series[b["strategie"]]
        b["moins_cher_que_l_historique_des"] = moins_cher_des(serie["cout"], reference["cout"])
        b["moins_cher_que_l_historique_des_sans_cache"] = moins_cher_des(
            serie["cout_sans_cache"], reference["cout_sans_cache"])
    return {
        "echanges": echanges,
        "messages": len(tours),
        "modele": f"{MODELE_ANTHROPIC} (modèle local, tokens comptés en cl100k)",
        "max_tokens": MAX_TOKENS,
        "points_de_controle": points_de_controle(echanges),
        "questions": [c._asdict() for c in controles],
        "tarif": {"modele": tarif.modele, "entree": tarif.entree, "sortie": tarif.sortie,
                  "ecriture_cache": tarif.ecriture_cache, "lecture_cache": tarif.lecture_cache,
                  "unite": "$ par million de tokens", "date": tarif.date, "source": tarif.source,
                  "note": tarif.note},
        "strategies": bilans,
        "series": series,
    }


def main(argv: list[str] | None = None) -> int:
    from mesures.sorties import ecrire_json
    from mesures.tableaux import afficher_strategies

    parser = argparse.ArgumentParser(description="Compare les stratégies de mémoire sur une "
                                                 "longue conversation.")
    parser.add_argument("--echanges", type=int, default=ECHANGES_PAR_DEFAUT,
                        help=f"nombre d'échanges (défaut : {ECHANGES_PAR_DEFAUT})")
    parser.add_argument("--json", type=Path, metavar="FICHIER", help="écrit aussi ce JSON")
    args = parser.parse_args(argv)
    resultats = comparer(args.echanges)
    afficher_strategies(resultats)
    if args.json:
        ecrire_json(args.json, resultats)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
