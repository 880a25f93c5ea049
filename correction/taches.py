"""Une tâche de la correction : un rendu à préparer (preparer.py) puis à noter (atelier.py).

    tache = Tache(NoteRendu("alice", {}, []), Path("rendus/alice"), copie, [])
    preparation = preparer_tache(tache, exercices, preparateurs)
    appliquer(tache, preparation, exercices, sur)   # tache.exercices : ceux à noter
    notes = noter_tache(tache, ateliers, limites, bareme)
"""

from __future__ import annotations

import queue
from dataclasses import dataclass, field
from pathlib import Path

from .bac_a_sable import Limites
from .exercices import Exercice
from .noter import Bareme, NoteExercice, noter_rendu
from .preparer import Preparation, preparer
from .retours import NoteRendu


@dataclass
class Tache:
    rendu: NoteRendu
    source: Path
    copie: Path
    exercices: list[Exercice]      # ceux qui ont un fichier à noter
    intacts: list[Exercice] = field(default_factory=list)   # restés l'énoncé (enonces.py)


def noter_tache(tache: Tache, ateliers: queue.Queue, limites: Limites,
                bareme: Bareme) -> dict[str, NoteExercice]:
    """Note les exercices de la tâche dans un atelier libre de la file (rendu ensuite)."""
    atelier = ateliers.get()
    try:
        avant = len(atelier.pics)
        notes = noter_rendu(tache.copie, tache.exercices, atelier, bareme, limites)
        if len(atelier.pics) > avant:
            tache.rendu.ressources = (max(m for m, _ in atelier.pics[avant:]),
                                      max(p for _, p in atelier.pics[avant:]))
        return notes
    except Exception as e:  # une erreur du correcteur ne doit pas arrêter toute la classe
        return {ex.ident: NoteExercice(ex, sum(p for p, _ in bareme[ex.ident].values()), [],
                                       f"Erreur du correcteur ({type(e).__name__} : {e}) : "
                                       "à signaler.") for ex in tache.exercices}
    finally:
        ateliers.put(atelier)


def preparer_tache(tache: Tache, choisis: list[Exercice], preparateurs: queue.Queue) -> Preparation:
    """Prépare le rendu de la tâche avec un zygote de préparation libre de la file."""
    preparateur = preparateurs.get()
    try:
        return preparer(tache.source, tache.copie, choisis, preparateur)
    finally:
        preparateurs.put(preparateur)


def appliquer(tache: Tache, preparation: Preparation | None, choisis: list[Exercice],
               sur: dict[str, int]) -> None:
    """Range le résultat de la préparation : remarques, signes, exercices à noter ou à 0."""
    rendu = tache.rendu
    if preparation is not None and preparation.raison:
        rendu.raison = preparation.raison
    if preparation is not None:
        rendu.signes.update(preparation.signes)
        rendu.remarques = preparation.ignores
    for ex in choisis:
        if rendu.raison or preparation is None:
            rendu.notes[ex.ident] = NoteExercice(ex, sur[ex.ident], [],
                                                 f"Rien à noter : {rendu.raison}.")
            continue
        prep = preparation.exercices.get(ex.ident)
        if prep is None or prep.absent:
            texte = prep.absent if prep else "préparation incomplète"
            rendu.notes[ex.ident] = NoteExercice(ex, sur[ex.ident], [], texte)
            continue
        rendu.remarques_exercices[ex.ident] = prep.remarque
        rendu.signes.update(f"{ex.ident} : {s}" for s in prep.signes)
        tache.exercices.append(ex)
