"""Le classement de la classe au projet (sur option) : rappel contre tokens envoyés par tour.

`python -m correction rendus/ --classement` (ou `corriger(…, classement=True)`) écrit, à côté de
`notes.csv`, `classement_projet.csv` et `classement_projet.png` : un point par rendu noté au
projet, en abscisse les tokens envoyés par tour (moyenne sur les scénarios, relevés par le modèle
local), en ordonnée la part des faits rappelés. En haut à gauche : qui se souvient de tout pour
peu de tokens. Les noms sont neutralisés comme dans le reste de la sortie (`neutre.py` : pas de
formule dans un tableur, pas de caractère de contrôle ; dans le graphique, pas de `$` lu comme des
mathématiques par matplotlib).

    >>> lignes = lignes_classement([("b", 0.5, 900.0, 6), ("=a", 1.0, 700.0, 16)])
    >>> [(rang, nom) for rang, nom, *_ in lignes]
    [(1, "'=a"), (2, 'b')]
"""

from __future__ import annotations

import csv
import io
import os
import tempfile
from pathlib import Path
from typing import Any

from .neutre import cellule, ligne

EXERCICE = "projet"


def mesures_du_projet(note: Any) -> tuple[float, float] | None:
    """(rappel, tokens par tour) moyens sur les scénarios d'une note du projet, ou None."""
    mesures = getattr(note, "mesures", None) or {}
    rappels = [v for k, v in mesures.items() if k.startswith("rappel ")]
    tokens = [v for k, v in mesures.items() if k.startswith("tokens_par_tour ")]
    if not rappels or not tokens:
        return None
    return sum(rappels) / len(rappels), sum(tokens) / len(tokens)


def lignes_classement(points: list[tuple[str, float, float, int]]) -> list[tuple]:
    """Rang, nom neutralisé, rappel, tokens par tour, note : le rappel d'abord, puis le moins de
    tokens."""
    tries = sorted(points, key=lambda p: (-p[1], p[2], p[0]))
    return [(rang, cellule(nom), round(rappel, 3), round(tokens, 1), note)
            for rang, (nom, rappel, tokens, note) in enumerate(tries, 1)]


def texte_csv(lignes: list[tuple]) -> str:
    sortie = io.StringIO()
    ecrivain = csv.writer(sortie, quoting=csv.QUOTE_ALL, lineterminator="\n")
    ecrivain.writerow(["rang", "rendu", "rappel", "tokens_par_tour", "note_projet"])
    ecrivain.writerows(lignes)
    return sortie.getvalue()


def _etiquette(nom: str) -> str:
    """Un nom pour le graphique : une ligne, 24 caractères, `$` échappé (pas de mathtext)."""
    court = ligne(nom)
    court = court if len(court) <= 24 else court[:23] + "…"
    return court.replace("$", r"\$")


def rangs_au_meme_point(lignes: list[tuple]) -> list[int]:
    """Pour chaque ligne, combien de rendus avant elle tombent au même point du graphique (à 20
    tokens et 0,01 de rappel près) : leurs étiquettes s'empilent au lieu de se recouvrir.

        >>> rangs_au_meme_point([(1, "a", 0.875, 779.7, 16), (2, "b", 0.875, 782.0, 14),
        ...                      (3, "c", 0.5, 900.0, 6)])
        [0, 1, 0]
    """
    vus: dict[tuple[int, float], int] = {}
    rangs = []
    for _, _nom, rappel, tokens, _note in lignes:
        point = (round(tokens / 20), round(rappel, 2))
        vus[point] = vus.get(point, -1) + 1
        rangs.append(vus[point])
    return rangs


def image_png(lignes: list[tuple]) -> bytes:
    """Le nuage rappel / tokens par tour, en PNG (matplotlib, sans écran)."""
    import matplotlib

    matplotlib.use("Agg", force=True)
    from matplotlib.figure import Figure

    figure = Figure(figsize=(7, 4.5), dpi=110)
    axes = figure.subplots()
    for (_, nom, rappel, tokens, _note), rang in zip(lignes, rangs_au_meme_point(lignes),
                                                     strict=True):
        axes.scatter([tokens], [rappel], s=28, color="#2b6cb0")
        axes.annotate(_etiquette(str(nom)), (tokens, rappel), textcoords="offset points",
                      xytext=(4, 3 - 9 * rang), fontsize=7)
    axes.set_xlabel("tokens envoyés par tour (moyenne, relevés par le modèle local)")
    axes.set_ylabel("part des faits rappelés")
    axes.set_ylim(-0.05, 1.05)
    axes.set_title("Projet : rappel contre tokens par tour")
    axes.grid(alpha=0.3)
    figure.tight_layout()
    sortie = io.BytesIO()
    figure.savefig(sortie, format="png", metadata={"Software": None})
    return sortie.getvalue()


def ecrire_octets(chemin: Path, octets: bytes, proprietaire: os.stat_result) -> None:
    """Écrit `octets` atomiquement (temporaire du même dossier, fsync, renommage), en 0644."""
    fd, temporaire = tempfile.mkstemp(dir=chemin.parent, prefix=".classement-")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(octets)
            f.flush()
            os.fsync(f.fileno())
        os.chmod(temporaire, 0o644)
        if os.geteuid() == 0:
            os.chown(temporaire, proprietaire.st_uid, proprietaire.st_gid)
        os.replace(temporaire, chemin)
    except BaseException:
        Path(temporaire).unlink(missing_ok=True)
        raise


def points_de_la_classe(classe: list[Any]) -> list[tuple[str, float, float, int]]:
    points = []
    for rendu in classe:
        note = rendu.notes.get(EXERCICE)
        mesure = mesures_du_projet(note) if note is not None else None
        if mesure is not None:
            points.append((rendu.rendu, mesure[0], mesure[1], note.points))
    return points
