"""`make mesures` : toutes les mesures d'un coup, tableaux à l'écran, résultats dans un dossier.

    .venv/bin/python -m mesures [--sortie resultats] [--suite] [--rapide]

1. les cinq stratégies de mémoire sur une conversation de 200 échanges (`mesures.comparer`), et
   celles où le fournisseur garde la mémoire (`mesures.comparer_fournisseurs`) ;
   puis le banc de rétention (32 faits, un secret) sur quatre stratégies (`mesures.retention`),
   et la latence vue par l'utilisatrice, résumé attendu ou en arrière-plan (`mesures.latence`) ;
2. compter les tokens : approx_tokens, len/4, count_tokens (`mesures/tokens.py`) ;
3. le temps d'une sauvegarde selon la longueur de l'historique (`mesures.persistance`) ; puis
   les sessions en base, fichiers JSON, SQLite et PostgreSQL côte à côte (`mesures.bases`) ;
4. le banc inter-sessions de la mémoire à long terme (`mesures.memoire_sessions`), puis la
   recherche dans les conversations passées : rappel par mode, précision des réponses par
   stratégie et latence (`mesures.recherche`, pas en version rapide) ;
5. la sonde de compréhension du modèle local : 1 587 faits hors du scénario, réglage et parts de
   côté séparés (`mesures.sonde_comprehension`) ; en version rapide, les cinq premiers cas de
   chaque part ;
6. la durée de `make test` depuis un venv neuf (`mesures.suite`) : seulement avec `--suite`
   (long), sinon le résultat du dernier passage est relu s'il existe.

Écrit dans le dossier de sortie : un JSON et un CSV par mesure, les PNG, `tableaux.md` (tous les
tableaux en Markdown) et `mesures.json` (la machine, la date, la durée de chaque mesure).
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import platform
import sys
import time
from pathlib import Path

from mesures import graphiques, tableaux
from mesures.sorties import ecrire_csv, ecrire_json


class Progression:
    """Affiche l'avancement : barre redessinée sur un terminal, une ligne par quart sinon."""

    def __init__(self) -> None:
        self.tty = sys.stdout.isatty()
        self.quart: dict[str, int] = {}

    def __call__(self, nom: str, fait: int, total: int) -> None:
        if self.tty:
            plein = 30 * fait // total
            fin = "\n" if fait == total else ""
            print(f"\r  {nom:38} {fait:>4}/{total} [{'#' * plein}{'.' * (30 - plein)}]", end=fin,
                  flush=True)
        elif 4 * fait // total > self.quart.get(nom, 0):
            self.quart[nom] = 4 * fait // total
            print(f"  {nom} : {fait}/{total}", flush=True)


def _strategies(sortie: Path, rapide: bool, progression: Progression) -> dict:
    from mesures.comparer import comparer
    from mesures.comparer_fournisseurs import comparer_fournisseurs

    r = comparer(12 if rapide else 200, progression=progression)
    r["fournisseurs"] = comparer_fournisseurs(r["echanges"], progression=progression)
    ecrire_json(sortie / "strategies.json", r)
    imbriques = ("faits_par_controle", "detail_faits_fin")
    ecrire_csv(sortie / "strategies.csv",
               [{k: v for k, v in s.items() if k not in imbriques}
                | {"faits_par_controle": " ".join(f"{k}:{v}" for k, v in
                                                  s["faits_par_controle"].items())}
                for s in r["strategies"]])
    par_echange = []
    for nom, serie in r["series"].items():
        cumul = 0.0
        for k, valeurs in enumerate(zip(*serie.values(), strict=True), start=1):
            ligne = {"strategie": nom, "echange": k, **dict(zip(serie, valeurs, strict=True))}
            cumul += ligne["cout"]
            par_echange.append(ligne | {"cout_cumule": round(cumul, 8)})
    ecrire_csv(sortie / "strategies_par_echange.csv", par_echange)
    ecrire_csv(sortie / "fournisseurs.csv",
               [{k: v for k, v in s.items() if k not in imbriques}
                for s in r["fournisseurs"]["strategies"]])
    graphiques.graphique_strategies(r, sortie / "strategies.png")
    graphiques.graphique_historique(r, sortie / "historique_complet.png")
    graphiques.graphique_faits(r, sortie / "faits_retrouves.png")
    tableaux.afficher_strategies(r)
    return r


def _retention(sortie: Path) -> dict:
    from mesures.retention import banc
    from mesures.retention_sortie import graphique_retention, tableau_retention

    r = banc()
    ecrire_json(sortie / "retention.json", r)
    ecrire_csv(sortie / "retention.csv", [{"mode": mode, **{k: v for k, v in x.items()
                                                             if k != "detail"}}
                                          for mode, xs in r["modes"].items() for x in xs])
    graphique_retention(r, sortie / "retention.png")
    tableaux.afficher("Banc de rétention", tableau_retention(r))
    return r


def _latence(sortie: Path, rapide: bool) -> dict:
    from mesures.latence import mesurer, tableau_latence

    r = mesurer(1, delai=0.2) if rapide else mesurer(3)
    ecrire_json(sortie / "latence.json", r)
    ecrire_csv(sortie / "latence.csv", r["tours"])
    tableaux.afficher("Latence : résumé attendu ou en arrière-plan", tableau_latence(r))
    return r


def _tokens(sortie: Path, rapide: bool) -> dict:
    from mesures import tokens

    r = tokens.mesurer(1 if rapide else 7)
    ecrire_json(sortie / "tokens.json", r)
    reference = r["methodes"]["count_tokens"]["temps_par_appel_us"]
    ecrire_csv(sortie / "tokens.csv", [
        {"methode": nom, **{f"{k}_{c}": v for k in ("erreur_ponderee", "p90_par_message")
                            for c, v in m.get(k, {}).items()},
         "temps_par_appel_us": m["temps_par_appel_us"], "vitesse_vs_encode": m["vitesse_vs_encode"],
         "vitesse_vs_count_tokens": round(reference / m["temps_par_appel_us"], 2)}
        for nom, m in r["methodes"].items()])
    tableaux.afficher("Compter les tokens (corpus français de donnees/)", tableaux.tableau_tokens(r))
    return r


def _persistance(sortie: Path, rapide: bool, progression: Progression) -> dict:
    from mesures import persistance

    longueurs = (10, 100) if rapide else persistance.LONGUEURS
    r = persistance.mesurer(longueurs, 2 if rapide else 15, dossier=sortie, progression=progression)
    ecrire_json(sortie / "persistance.json", r)
    ecrire_csv(sortie / "persistance.csv", r["mesures"])
    graphiques.graphique_persistance(r, sortie / "persistance.png")
    tableaux.afficher_persistance(r)
    return r


def _bases(sortie: Path, rapide: bool) -> dict:
    from mesures import bases

    r = bases.mesurer(rapide)
    ecrire_json(sortie / "bases.json", r)
    ecrire_csv(sortie / "bases_ajout.csv", r["ajout"])
    ecrire_csv(sortie / "bases_debit.csv", r["debit"])
    bases.graphique(r, sortie / "bases.png")
    bases.afficher(r)
    return r


def _memoire(sortie: Path, rapide: bool, progression: Progression) -> dict:
    from mesures import memoire_sessions

    r = memoire_sessions.mesurer((1,) if rapide else (1, 2, 3, 4, 5), progression=progression)
    ecrire_json(sortie / "memoire_sessions.json", r)
    ecrire_csv(sortie / "memoire_sessions.csv", r["lignes"])
    memoire_sessions.afficher(r)
    return r


# En version rapide, la sonde ne mesure que les premiers cas de chaque part (chiffres indicatifs,
# comme les autres mesures réduites) : toutes les parts, entières, sont mesurées et leurs objectifs
# exigés par tests/test_sonde_comprehension.py et tests/test_sonde_parts_de_cote.py.
CAS_PAR_PART_RAPIDE = 5


def _comprehension(sortie: Path, rapide: bool = False) -> dict:
    from mesures import sonde_comprehension as sonde

    if rapide:
        r = {nom: sonde.mesurer(sonde.LISTES[nom][:CAS_PAR_PART_RAPIDE]) for nom in sonde.PARTS}
    else:
        r = sonde.sonder()
    ecrire_json(sortie / "comprehension.json", r)
    ecrire_csv(sortie / "comprehension.csv",
               [{"part": part, **{k: v for k, v in d.items() if k != "faits"}}
                for part, res in r.items() for d in res["details"]])
    lignes = sonde.tableau(r)
    tableaux.afficher("Sonde de compréhension (moteur seul)", (lignes[0], lignes[1:]))
    return r


def _recherche(sortie: Path, rapide: bool, progression: Progression) -> dict | None:
    if rapide:
        print("  non mesurée en version rapide (~5 min : embeddings de 420 messages et 301 questions, "
              "index de 100 000 messages) : python -m mesures.recherche")
        return None
    from fiabilite.bases import serveur_postgres
    from mesures import recherche

    url_pg, demarre, raison = serveur_postgres()
    if not url_pg:
        print(f"  (PostgreSQL absent : {raison})")
    r = recherche.mesurer([1000, 10000, 100000], url_pg, progression=progression)
    if demarre:
        import subprocess

        from fiabilite.bases import SCRIPT_PG
        subprocess.run([sys.executable, str(SCRIPT_PG), "--arreter"], capture_output=True)
    ecrire_json(sortie / "recherche.json", r)
    ecrire_csv(sortie / "recherche_rappel.csv", r["rappel"]["tableau"])
    ecrire_csv(sortie / "recherche_latence.csv", r["latence"])
    if r.get("precision"):
        ecrire_csv(sortie / "recherche_precision.csv", r["precision"]["tableau"])
    print(recherche.en_markdown(r))
    return r


def _suite(sortie: Path, mesurer: bool, progression: Progression) -> dict | None:
    chemin = sortie / "suite.json"
    if mesurer:
        from mesures import suite

        r = suite.mesurer(progression=progression)
        ecrire_json(chemin, r)
        ecrire_csv(sortie / "suite.csv", [{k: v for k, v in e.items() if k != "fin_de_sortie"}
                                          for e in r["etapes"]])
    elif chemin.exists():
        r = json.loads(chemin.read_text(encoding="utf-8"))
        print(f"  (non remesurée : résultat du {r['date']} relu dans {chemin} ; "
              "`make mesures SUITE=1` pour la refaire)")
    else:
        print("  non mesurée (longue) : `make mesures SUITE=1` pour la mesurer.")
        return None
    tableaux.afficher("La suite make test", tableaux.tableau_suite(r))
    return r


def executer(sortie: Path, rapide: bool = False, suite: bool = False) -> dict:
    """Lance les mesures dans l'ordre, écrit tout dans `sortie`, renvoie l'index `mesures.json`."""
    sortie = Path(sortie)
    sortie.mkdir(parents=True, exist_ok=True)
    progression = Progression()
    durees, resultats = {}, {}
    etapes = [("strategies", "Stratégies de mémoire (appels par le SDK au modèle local)",
               lambda: _strategies(sortie, rapide, progression)),
              ("retention", "Banc de rétention (≈ 10 s)", lambda: _retention(sortie)),
              ("latence", "Latence vue par l'utilisatrice (≈ 20 s)",
               lambda: _latence(sortie, rapide)),
              ("tokens", "Compter les tokens (≈ 10 s)", lambda: _tokens(sortie, rapide)),
              ("persistance", "Persistance", lambda: _persistance(sortie, rapide, progression)),
              ("bases", "Sessions en base : JSON, SQLite, PostgreSQL (≈ 1 min)",
               lambda: _bases(sortie, rapide)),
              ("memoire", "Banc inter-sessions : mémoire à long terme (≈ 10 s)",
               lambda: _memoire(sortie, rapide, progression)),
              ("comprehension", "Sonde de compréhension du modèle local (≈ 40 s, 2 s en version "
               "rapide)", lambda: _comprehension(sortie, rapide)),
              ("recherche", "Recherche (leçon 12) : rappel, précision des réponses, latence (≈ 10 min)",
               lambda: _recherche(sortie, rapide, progression)),
              ("suite", "La suite make test" + (" (plusieurs minutes)" if suite else ""),
               lambda: _suite(sortie, suite, progression))]
    for numero, (cle, titre, fonction) in enumerate(etapes, start=1):
        print(f"\n[{numero}/{len(etapes)}] {titre}", flush=True)
        debut = time.perf_counter()
        resultats[cle] = fonction()
        durees[cle] = round(time.perf_counter() - debut, 2)
    from mesures.bases import en_markdown as markdown_bases
    from mesures.latence import markdown_latence
    from mesures.retention_sortie import markdown_retention

    retention, latence = resultats.pop("retention"), resultats.pop("latence")
    en_base = resultats.pop("bases")
    from mesures.memoire_sessions import en_markdown as markdown_memoire

    memoire = resultats.pop("memoire")
    from mesures.sonde_comprehension import en_markdown as markdown_sonde
    from mesures.sonde_comprehension import tableau as tableau_sonde

    sonde = resultats.pop("comprehension")
    from mesures.recherche import en_markdown as markdown_recherche

    trouve = resultats.pop("recherche")
    (sortie / "tableaux.md").write_text(tableaux.markdown_tout(**resultats) + "\n"
                                        + markdown_retention(retention) + "\n\n"
                                        + markdown_latence(latence) + "\n\n"
                                        + markdown_bases(en_base) + "\n"
                                        + markdown_memoire(memoire) + "\n\n"
                                        + "## Sonde de compréhension (moteur seul)\n\n"
                                        + markdown_sonde(tableau_sonde(sonde)) + "\n"
                                        + (markdown_recherche(trouve) if trouve else ""),
                                        encoding="utf-8")
    index = {"date": datetime.datetime.now().isoformat(timespec="seconds"),
             "commande": "make mesures" + (" SUITE=1" if suite else ""), "rapide": rapide,
             "python": platform.python_version(), "systeme": platform.platform(),
             "coeurs": os.cpu_count(), "durees_secondes": durees,
             "fichiers": sorted(p.name for p in sortie.iterdir() if p.is_file())}
    ecrire_json(sortie / "mesures.json", index)
    print(f"\nRésultats dans {sortie}/ : {', '.join(index['fichiers'])}")
    print("Durées (s) : " + ", ".join(f"{k} {v:.1f}" for k, v in durees.items()))
    return index


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m mesures", description=__doc__.splitlines()[0])
    parser.add_argument("--sortie", type=Path, default=Path("resultats"),
                        help="dossier des résultats (défaut : resultats)")
    parser.add_argument("--suite", action="store_true",
                        help="mesure aussi make test depuis un venv neuf (plusieurs minutes)")
    parser.add_argument("--rapide", action="store_true",
                        help="version réduite de chaque mesure (quelques secondes, chiffres indicatifs)")
    args = parser.parse_args(argv)
    executer(args.sortie, rapide=args.rapide, suite=args.suite)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
