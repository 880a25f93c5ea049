"""Les versions longues des harnais de fiabilité, avec leurs chiffres (`make fiabilite`).

Beaucoup de kills en pleine sauvegarde, beaucoup d'rédacteurs concurrents, pour les trois façons
d'écrire : la naïve (`write_text`), celle de la leçon source (`tmp.replace`) et `contexte.Session` ;
puis les mêmes kills et huit rédacteurs contre `contexte.stockage` en SQLite et en PostgreSQL
(le serveur du cours, démarré s'il ne tourne pas, puis arrêté ; absent : on le dit).
Le script échoue (code 1) si Session perd ou corrompt quoi que ce soit, *ou* si les versions
naïves ne montrent aucun défaut : un harnais qui ne sait pas échouer ne prouve rien.

    $ python -m fiabilite.harnais --kills 300 --tours 300
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from .bases import (
    SCRIPT_PG,
    BilanCrashBase,
    BilanRedacteurs,
    essai_crash_base,
    essai_redacteurs_base,
    serveur_postgres,
)
from .crash import STRATEGIES, BilanCrash, essai_crash
from .ecrivains import BilanEcrivains, essai_ecrivains


def _dossier() -> tempfile.TemporaryDirectory:
    return tempfile.TemporaryDirectory(prefix="fiabilite-")


def serie_crash(kills: int, graine: int) -> list[BilanCrash]:
    """Les kills au hasard pour les trois stratégies, puis des kills visant le temporaire."""
    bilans = []
    for strategie in STRATEGIES:
        with _dossier() as d:
            bilans.append(essai_crash(strategie, Path(d), kills, graine=graine))
    with _dossier() as d:
        vise = essai_crash("session", Path(d), max(10, kills // 10), viser_temporaire=True)
    vise.strategie = "session*"  # * : kill dès qu'un temporaire existe
    return [*bilans, vise]


def serie_ecrivains(tours: int) -> list[BilanEcrivains]:
    """Deux rédacteurs puis huit, avec verrou, sans verrou (optimiste) et façon leçon source."""
    plan = [("verrou", 2, tours, False), ("verrou", 8, tours // 4, False),
            ("optimiste", 2, tours, False), ("optimiste", 2, tours, True),
            ("optimiste", 8, tours // 4, False),
            ("seed", 2, tours, False), ("seed", 2, tours, True)]
    bilans = []
    for mode, n, t, course in plan:
        with _dossier() as d:
            bilan = essai_ecrivains(mode, Path(d), ecrivains=n, tours=t, forcer_course=course)
        if course:
            bilan.mode += "+"  # + : course forcée à chaque tour par une barrière
        bilans.append(bilan)
    return bilans


def serie_bases(kills: int, tours: int, graine: int
                ) -> list[tuple[str, BilanCrashBase, list[BilanRedacteurs]]]:
    """Kills puis 8 rédacteurs (utilisateurs distincts, puis une seule session), SQLite et PostgreSQL."""
    url_pg, demarre, raison = serveur_postgres()
    resultats = []
    with _dossier() as d:
        urls = [("SQLite", f"sqlite:///{d}/sessions.db")] + ([("PostgreSQL", url_pg)] if url_pg else [])
        try:
            for nom, url in urls:
                crash = essai_crash_base(url, kills, graine=graine)
                redacteurs = [essai_redacteurs_base(url, 8, max(1, tours // 8), meme_session=meme)
                              for meme in (False, True)]
                resultats.append((nom, crash, redacteurs))
        finally:
            if demarre:
                subprocess.run([sys.executable, str(SCRIPT_PG), "--arreter"], capture_output=True)
    if not url_pg:
        print(f"  PostgreSQL absent : {raison}")
    return resultats


def verdict(crashs: list[BilanCrash], ecrivains: list[BilanEcrivains]) -> list[str]:
    """Ce qui ne va pas (liste vide si tout est conforme à ce qu'on attend)."""
    problemes = []
    for b in crashs:
        if b.strategie.startswith("session") and (b.corruptions or b.temporaires_oublies):
            problemes.append(f"Session a perdu des données au kill : {b.ligne()}")
        if b.strategie == "write_text" and not b.corruptions:
            problemes.append("write_text n'a jamais été corrompu : le harnais ne sait pas échouer.")
    for b in ecrivains:
        if b.mode.startswith(("verrou", "optimiste")) and (b.perdus or not b.fichier_lisible):
            problemes.append(f"Session a perdu des messages acquittés : {b.ligne()}")
        if b.mode == "verrou" and (b.conflits or b.abandonnes or b.erreurs):
            problemes.append(f"Avec le verrou, aucun conflit n'était attendu : {b.ligne()}")
    if not any(b.perdus for b in ecrivains if b.mode.startswith("seed")):
        problemes.append("La Session de la leçon source n'a rien perdu : le harnais ne sait pas échouer.")
    return problemes


def main(argv: list[str] | None = None) -> int:
    """Lance les deux séries, imprime les chiffres, renvoie 0 si tout est conforme."""
    parser = argparse.ArgumentParser(description="Harnais de fiabilité (versions longues).")
    parser.add_argument("--kills", type=int, default=300, help="kills par stratégie (300)")
    parser.add_argument("--tours", type=int, default=300, help="messages par rédacteur (300)")
    parser.add_argument("--graine", type=int, default=2026, help="graine des instants de kill")
    args = parser.parse_args(argv)

    debut = time.perf_counter()
    print(f"== Kills (SIGKILL) en pleine sauvegarde : {args.kills} par stratégie, graine {args.graine}")
    crashs = serie_crash(args.kills, args.graine)
    for b in crashs:
        print("  " + b.ligne())
    print("  (* : kill dès qu'un fichier temporaire existe, pour exercer leur nettoyage)")
    print(f"== Écrivains concurrents : {args.tours} messages par rédacteur (÷4 à huit rédacteurs)")
    ecrivains = serie_ecrivains(args.tours)
    for b in ecrivains:
        print("  " + b.ligne())
    print("  (+ : une barrière force la course à chaque tour)")
    print(f"== Sessions en base (contexte.stockage) : {args.kills} kills, puis 8 rédacteurs")
    problemes = verdict(crashs, ecrivains)
    for nom, crash, redacteurs in serie_bases(args.kills, args.tours, args.graine):
        print("  " + crash.ligne(nom))
        for b in redacteurs:
            cas = "une seule session" if b.meme_session else "utilisateurs distincts"
            print(f"  {nom:<10} 8 rédacteurs, {cas:<22} acquittés={b.acquittes:<5} "
                  f"perdus={b.perdus} conflits={b.conflits} abandonnés={b.abandonnes}")
        if crash.pertes or any(b.perdus for b in redacteurs):
            problemes.append(f"{nom} a perdu des messages acquittés : {crash.premiere_erreur}")
    for p in problemes:
        print("PROBLÈME : " + p)
    print(f"{'Conforme' if not problemes else 'NON CONFORME'} "
          f"({time.perf_counter() - debut:.0f} s).")
    return 1 if problemes else 0


if __name__ == "__main__":
    sys.exit(main())
