"""Sessions en base (leçon 10) : fichiers JSON, SQLite et PostgreSQL côte à côte, dans un même passage.

    .venv/bin/python -m mesures.bases [--rapide]

1. Le temps d'un message ajouté puis enregistré (`s.messages.append(m); s.save()`, l'API de
   `contexte.stockage`) selon la longueur de l'historique déjà en place (10 … 10 000 messages).
   Les trois stockages passent à tour de rôle dans chaque répétition (ordre tournant) ; médiane.
2. Le débit de 8 rédacteurs concurrents (8 processus), chacun sur son utilisateur, puis tous sur
   la même session (conflits, puis nouvel essai) : messages acquittés par seconde.

PostgreSQL : le serveur du cours (`outils/postgres.py`), démarré s'il ne tourne pas puis arrêté ;
sans PostgreSQL installé, ses lignes sont absentes et on le dit.
"""

from __future__ import annotations

import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from contexte.stockage import ouvrir_stockage
from fiabilite.bases import SCRIPT_PG, essai_redacteurs_base, serveur_postgres
from mesures.sorties import decimal_fr, entier_fr, markdown, texte_brut

LONGUEURS = (10, 100, 1000, 3000, 10_000)


def message(k: int) -> dict:
    """Un message d'une taille réaliste (~300 caractères)."""
    return {"role": "user" if k % 2 == 0 else "assistant",
            "content": f"Message n°{k} : " + "Camille, équipe Paiements, allergique aux arachides. " * 6}


def mesurer_ajout(urls: dict[str, str], longueurs=LONGUEURS, repetitions: int = 9) -> list[dict]:
    """Médiane (ms) d'un ajout + save(), par stockage et par longueur d'historique."""
    sessions = {}
    for nom, url in urls.items():
        stock = ouvrir_stockage(url)
        for n in longueurs:
            stock.effacer_utilisateur(f"mesure{n}")
            s = stock.session(f"mesure{n}", "s")
            s.messages.extend(message(k) for k in range(n))
            s.save()  # non chronométré : l'historique déjà là
            sessions[nom, n] = (stock, s)
    temps = {cle: [] for cle in sessions}
    cles = list(sessions)
    for r in range(repetitions):
        decalage = (r * 5) % len(cles)
        for cle in cles[decalage:] + cles[:decalage]:
            s = sessions[cle][1]
            debut = time.perf_counter()
            s.messages.append(message(len(s.messages)))
            s.save()
            temps[cle].append(1000 * (time.perf_counter() - debut))
    for (_, n), (stock, _) in sessions.items():
        stock.effacer_utilisateur(f"mesure{n}")
    return [{"stockage": nom, "messages": n, "mediane_ms": round(statistics.median(temps[nom, n]), 3)}
            for nom, n in sessions]


def mesurer_debit(urls: dict[str, str], redacteurs: int = 8, tours: int = 40) -> list[dict]:
    """Débit (messages acquittés / s) de `redacteurs` processus, utilisateurs distincts ou un seul."""
    lignes = []
    for nom, url in urls.items():
        for meme in (False, True):
            b = essai_redacteurs_base(url, redacteurs, tours, meme_session=meme)
            lignes.append({"stockage": nom, "cas": "une seule session" if meme else "utilisateurs distincts",
                           "acquittes": b.acquittes, "perdus": b.perdus, "conflits": b.conflits,
                           "debit_par_s": round(b.debit, 1)})
    return lignes


def mesurer(rapide: bool = False) -> dict:
    """Les deux mesures, sur un dossier temporaire, une base SQLite et le PostgreSQL du cours."""
    racine = Path(tempfile.mkdtemp(prefix=".bases-", dir="."))
    url_pg, demarre, raison = serveur_postgres(demarrer=not rapide)
    urls = {"fichiers JSON": str(racine / "json"), "SQLite": f"sqlite:///{racine}/sessions.db"}
    if url_pg:
        urls["PostgreSQL"] = url_pg
    try:
        ajout = mesurer_ajout(urls, (10, 100) if rapide else LONGUEURS, 2 if rapide else 9)
        debit = mesurer_debit(urls, 8, 2 if rapide else 40)
    finally:
        shutil.rmtree(racine, ignore_errors=True)
        if demarre:
            subprocess.run([sys.executable, str(SCRIPT_PG), "--arreter"], capture_output=True)
    return {"ajout": ajout, "debit": debit, "postgres": bool(url_pg), "sans_postgres": raison}


def tableaux(r: dict) -> list[tuple[str, tuple[list[str], list[list[str]]]]]:
    """(titre, (entêtes, lignes)) : ms par ajout selon la longueur, puis débits."""
    noms = list(dict.fromkeys(x["stockage"] for x in r["ajout"]))
    longueurs = sorted({x["messages"] for x in r["ajout"]})
    ms = {(x["stockage"], x["messages"]): x["mediane_ms"] for x in r["ajout"]}
    ajout = (["messages déjà là", *[f"{n} (ms)" for n in noms]],
             [[entier_fr(n), *[decimal_fr(ms[nom, n], 2) for nom in noms]] for n in longueurs])
    debit = (["stockage", "cas (8 rédacteurs)", "acquittés", "perdus", "conflits", "messages/s"],
             [[x["stockage"], x["cas"], entier_fr(x["acquittes"]), entier_fr(x["perdus"]),
               entier_fr(x["conflits"]), entier_fr(x["debit_par_s"])] for x in r["debit"]])
    return [("Un message ajouté puis save(), selon la longueur de l'historique (médiane)", ajout),
            ("Débit de 8 rédacteurs concurrents", debit)]


def afficher(r: dict) -> None:
    for titre, t in tableaux(r):
        print(f"\n== {titre}\n{texte_brut(*t)}")
    if not r["postgres"]:
        print(f"(PostgreSQL absent : {r['sans_postgres'] or 'aucun serveur'})")


def en_markdown(r: dict) -> str:
    parties = ["## Sessions en base : fichiers JSON, SQLite, PostgreSQL (leçon 10)"]
    parties += [f"{titre} :\n\n{markdown(*t)}" for titre, t in tableaux(r)]
    return "\n\n".join(parties) + "\n"


def graphique(r: dict, path: Path) -> None:
    """Deux panneaux : ms par ajout (log-log) selon la longueur ; débits des 8 rédacteurs."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, (gauche, droite) = plt.subplots(1, 2, figsize=(12, 4.5))
    noms = list(dict.fromkeys(x["stockage"] for x in r["ajout"]))
    for nom in noms:
        points = sorted((x["messages"], x["mediane_ms"]) for x in r["ajout"] if x["stockage"] == nom)
        gauche.plot(*zip(*points, strict=True), marker="o", label=nom)
    gauche.set(xscale="log", yscale="log", xlabel="messages déjà dans la session",
               ylabel="ms par message ajouté (médiane)", title="Ajouter un message : append + save()")
    gauche.grid(alpha=0.3, which="both")
    gauche.legend()
    cas = ["utilisateurs distincts", "une seule session"]
    largeur = 0.8 / len(noms)
    for i, nom in enumerate(noms):
        valeurs = [next(x["debit_par_s"] for x in r["debit"] if x["stockage"] == nom and x["cas"] == c)
                   for c in cas]
        droite.bar([j + i * largeur for j in range(len(cas))], valeurs, largeur, label=nom)
    droite.set_xticks([j + largeur * (len(noms) - 1) / 2 for j in range(len(cas))], cas)
    droite.set(ylabel="messages acquittés par seconde", title="8 rédacteurs concurrents (processus)")
    droite.legend()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=110, bbox_inches="tight")
    plt.close(fig)


def main(argv: list[str] | None = None) -> int:
    import argparse

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rapide", action="store_true")
    parser.add_argument("--png", type=Path, default=None)
    args = parser.parse_args(argv)
    r = mesurer(args.rapide)
    afficher(r)
    if args.png:
        graphique(r, args.png)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
