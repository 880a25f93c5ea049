"""Les courbes des mesures, en PNG (matplotlib, moteur Agg : aucune fenêtre ne s'ouvre).

Chaque fonction reçoit le résultat d'une mesure (ici, deux échanges faits main) et un chemin :

    >>> import tempfile
    >>> r = {"echanges": 2, "tarif": {"modele": "claude-sonnet-5-5"},
    ...      "series": {"fenêtre glissante": {"entree": [120, 180], "cout": [0.001, 0.002]}}}
    >>> with tempfile.TemporaryDirectory() as d:
    ...     graphique_strategies(r, Path(d) / "strategies.png")
    ...     print([p.name for p in Path(d).iterdir()])      # le PNG, sans fichier temporaire
    ['strategies.png']
"""

from __future__ import annotations

import itertools
from pathlib import Path
from typing import Any


def pyplot() -> Any:
    """`matplotlib.pyplot` avec le moteur Agg (sans fenêtre), importé au premier graphique."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


def enregistrer(fig: Any, path: Path) -> None:
    """Enregistre `fig` en PNG à `path` (fichier temporaire puis renommage), puis la ferme."""
    path.parent.mkdir(parents=True, exist_ok=True)
    temporaire = path.with_name(path.stem + ".tmp.png")
    fig.savefig(temporaire, dpi=110, bbox_inches="tight")
    temporaire.replace(path)
    pyplot().close(fig)


def graphique_strategies(r: dict, path: Path) -> None:
    """Deux panneaux : tokens d'entrée par appel (échelle log) et coût cumulé, échange par échange."""
    plt = pyplot()
    fig, (gauche, droite) = plt.subplots(1, 2, figsize=(12, 4.5))
    for nom, serie in r["series"].items():
        echanges = range(1, len(serie["entree"]) + 1)
        gauche.plot(echanges, serie["entree"], label=nom, linewidth=1.2)
        droite.plot(echanges, list(itertools.accumulate(serie["cout"])), label=nom, linewidth=1.5)
    gauche.set(title="Tokens d'entrée par appel", xlabel="échange", ylabel="tokens (échelle log)",
               yscale="log")
    droite.set(title=f"Coût cumulé (prix {r['tarif']['modele']}, avec cache)", xlabel="échange",
               ylabel="dollars")
    gauche.grid(alpha=0.3, which="both")
    droite.grid(alpha=0.3)
    droite.legend(fontsize=8)
    fig.suptitle(f"{r['echanges']} échanges, un point de cache sur le dernier bloc de chaque appel "
                 "(modèle local)", fontsize=10)
    enregistrer(fig, path)


def graphique_historique(r: dict, path: Path) -> None:
    """L'historique complet seul (leçon 03b) : tokens par appel et coût cumulé, avec et sans cache."""
    plt = pyplot()
    serie = r["series"][r["strategies"][0]["strategie"]]  # la première stratégie : tout garder
    echanges = range(1, len(serie["entree"]) + 1)
    fig, (gauche, droite) = plt.subplots(1, 2, figsize=(12, 4.5))
    gauche.plot(echanges, serie["entree"], linewidth=1.2)
    gauche.set(title="Tokens d'entrée par appel", xlabel="échange", ylabel="tokens")
    for cle, nom in (("cout_sans_cache", "sans point de cache"), ("cout", "avec point de cache")):
        droite.plot(echanges, list(itertools.accumulate(serie[cle])), label=nom, linewidth=1.5)
    droite.set(title=f"Coût cumulé (prix {r['tarif']['modele']})", xlabel="échange",
               ylabel="dollars")
    for axe in (gauche, droite):
        axe.grid(alpha=0.3)
    droite.legend(fontsize=8)
    fig.suptitle(f"Historique complet, {r['echanges']} échanges (modèle local)", fontsize=10)
    enregistrer(fig, path)


def graphique_faits(r: dict, path: Path) -> None:
    """Une grille stratégie × point de contrôle : combien de faits plantés le modèle retrouve."""
    plt = pyplot()
    noms = [s["strategie"] for s in r["strategies"]]
    points = [str(k) for k in r["points_de_controle"]]
    total = r["strategies"][0]["faits_plantes"]
    grille = [[s["faits_par_controle"][k] for k in points] for s in r["strategies"]]
    fig, ax = plt.subplots(figsize=(1.2 * len(points) + 3.5, 0.5 * len(noms) + 1.2))
    ax.imshow(grille, cmap="RdYlGn", vmin=0, vmax=total, aspect="auto")
    for i, ligne in enumerate(grille):
        for j, valeur in enumerate(ligne):
            ax.text(j, i, f"{valeur}/{total}", ha="center", va="center", fontsize=9)
    ax.set_xticks(range(len(points)), points)
    ax.set_yticks(range(len(noms)), noms)
    ax.set(xlabel="questions posées après l'échange n°",
           title="Faits plantés (échanges 1 à 10) que le modèle retrouve")
    enregistrer(fig, path)


def graphique_persistance(r: dict, path: Path) -> None:
    """Temps d'une sauvegarde selon la longueur de l'historique (log-log), avec le seuil."""
    plt = pyplot()
    fig, ax = plt.subplots(figsize=(8, 5))
    methodes = list(dict.fromkeys(x["methode"] for x in r["mesures"]))
    for nom in methodes:
        points = [(x["messages"], x["mediane_ms"]) for x in r["mesures"] if x["methode"] == nom]
        style = "--" if "fsync" not in nom and "Session" not in nom else "-"
        ax.plot(*zip(*points, strict=True), style, marker="o", markersize=4, label=nom)
    ax.axhline(r["seuil_ms"], color="grey", linewidth=0.8)
    ax.annotate(f"{r['seuil_ms']:g} ms", (max(r["longueurs"]), r["seuil_ms"]), ha="right",
                textcoords="offset points", xytext=(0, -12), fontsize=8, color="grey")
    ax.set(xscale="log", yscale="log", xlabel="messages déjà dans l'historique",
           ylabel="ms par sauvegarde (médiane)",
           title=f"Une sauvegarde par message ({r['systeme_de_fichiers']})")
    ax.grid(alpha=0.3, which="both")
    ax.legend(fontsize=8)
    enregistrer(fig, path)
