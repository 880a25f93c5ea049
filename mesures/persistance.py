"""Combien coûte une sauvegarde quand l'historique grandit : réécrire tout, ajouter, ou SQLite.

    .venv/bin/python -m mesures.persistance [--json FICHIER]

Pour chaque longueur d'historique (10 à 10 000 messages), chaque méthode part d'un stockage qui
contient déjà ces messages ; on chronomètre l'ajout d'un message et sa sauvegarde. Les méthodes
passent à tour de rôle dans chaque répétition (côte à côte, même disque, même moment), dans un
ordre qui tourne d'une répétition à l'autre ; on garde la médiane. Toutes les longueurs sont
mesurées dans la même boucle, pour que la courbe entière voie la même machine.

- réécriture atomique (graine) : le `save()` de la leçon source, temporaire puis `replace`, sans fsync ;
- réécriture atomique + fsync : `contexte.disque.ecrire_atomique` (fsync du fichier et du dossier) ;
- Session du cours : `contexte.Session.save()` (en plus : verrou, empreinte du fichier, indentation) ;
- journal : une ligne JSON ajoutée en fin de fichier, avec ou sans fsync ;
- SQLite : une ligne insérée par transaction (`sqlite3`, mode WAL), `synchronous=OFF` ou `FULL`.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from contexte import vers_messages_anthropic
from mesures.conversation_longue import conversation_longue
from mesures.stockages import methodes

LONGUEURS = (10, 30, 100, 300, 1000, 3000, 10_000)
SEUIL_MS = 10.0  # au-delà, une sauvegarde à chaque tour commence à se sentir


def systeme_de_fichiers(dossier: Path) -> str:
    """Type du système de fichiers qui porte `dossier` (Linux : /proc/mounts), sinon « inconnu »."""
    try:
        lignes = Path("/proc/mounts").read_text().splitlines()
    except OSError:
        return "inconnu"
    chemin, meilleur = str(Path(dossier).resolve()), ("", "inconnu")
    for ligne in lignes:
        champs = ligne.split()
        if len(champs) > 2 and (chemin + "/").startswith(champs[1].rstrip("/") + "/") \
                and len(champs[1]) >= len(meilleur[0]):
            meilleur = (champs[1], champs[2])
    return meilleur[1]


def mesurer(longueurs: tuple[int, ...] = LONGUEURS, repetitions: int = 15,
            dossier: Path | None = None,
            progression: Callable[[str, int, int], None] | None = None) -> dict:
    """Médiane et minimum (ms) d'une sauvegarde, par méthode et par longueur d'historique.

    Tous les stockages (chaque méthode à chaque longueur) sont préparés d'abord ; puis chaque
    répétition fait une sauvegarde dans chacun, dans un ordre qui tourne : une baisse ou une
    hausse passagère de la charge de la machine touche toutes les courbes à la fois.
    """
    source = vers_messages_anthropic(conversation_longue(200))
    racine = Path(tempfile.mkdtemp(prefix=".persistance-", dir=dossier))
    stocks: dict[tuple[int, str], object] = {}
    try:
        for n in longueurs:
            historique = [source[j % len(source)] for j in range(n)]
            for nom, stock in methodes().items():
                sous_dossier = racine / f"{n}-{len(stocks)}"
                sous_dossier.mkdir()
                stock.preparer(sous_dossier, historique)
                stocks[n, nom] = stock
        temps: dict[tuple[int, str], list[float]] = {cle: [] for cle in stocks}
        cles = list(stocks)
        for r in range(repetitions):
            decalage = (r * 7) % len(cles)
            for n, nom in cles[decalage:] + cles[:decalage]:
                message = source[(n + r) % len(source)]
                debut = time.perf_counter()
                stocks[n, nom].ajouter(message)
                temps[n, nom].append(1000 * (time.perf_counter() - debut))
            if progression:
                progression("persistance (répétitions)", r + 1, repetitions)
        fs = systeme_de_fichiers(racine)
    finally:
        for stock in stocks.values():
            stock.fermer()
        shutil.rmtree(racine, ignore_errors=True)
    ordre = list(methodes())
    lignes = [{"methode": nom, "messages": n, "mediane_ms": round(statistics.median(temps[n, nom]), 4),
               "min_ms": round(min(temps[n, nom]), 4), "repetitions": repetitions}
              for nom in ordre for n in longueurs]
    return {"longueurs": list(longueurs), "repetitions": repetitions, "seuil_ms": SEUIL_MS,
            "systeme_de_fichiers": fs, "mesures": lignes}



def main(argv: list[str] | None = None) -> int:
    from mesures.sorties import ecrire_json
    from mesures.tableaux import afficher_persistance

    parser = argparse.ArgumentParser(description="Temps d'une sauvegarde selon la longueur.")
    parser.add_argument("--repetitions", type=int, default=15)
    parser.add_argument("--json", type=Path, metavar="FICHIER")
    args = parser.parse_args(argv)
    resultats = mesurer(repetitions=args.repetitions)
    afficher_persistance(resultats)
    if args.json:
        ecrire_json(args.json, resultats)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
