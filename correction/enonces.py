"""Un fichier d'exercice resté l'énoncé, octet pour octet : noté une fois pour toute la classe.

Dans une vraie classe, beaucoup de rendus gardent tel quel l'énoncé d'un exercice qu'ils n'ont pas
fait (dans une classe fabriquée par `python -m correction.banc`, un couple sur quatre). Lancer ses
tests pour chacun redonne chaque fois le même résultat : l'énoncé est noté **une fois**, comme un
rendu de plus (le même bac à sable, les mêmes tests, depuis `exercises/` du cours, jamais depuis un
rendu), et chaque fichier identique reçoit cette note, ses messages et une remarque qui le dit.
Ce n'est pas une note écrite d'avance : si un énoncé rapportait des points, ils seraient reçus.

Sûr : on ne compare que des octets (au plus la taille de l'énoncé), sans rien exécuter ni
interpréter ; un fichier qui diffère d'un seul octet (une réponse reprise du notebook, ajoutée à la
fin par la préparation, compris) est noté normalement.

    >>> from correction.exercices import EXERCICES
    >>> intact(RACINE / "exercises", EXERCICES["ex5"]), intact(RACINE / "solutions", EXERCICES["ex5"])
    (True, False)
"""

from __future__ import annotations

import copy
import shutil
from pathlib import Path

from .exercices import EXERCICES, RACINE, Exercice
from .noter import NoteExercice
from .retours import NoteRendu
from .taches import Tache

REMARQUE = ("fichier identique à l'énoncé : ses tests n'ont pas été relancés pour ce rendu, il "
            "reçoit la note de l'énoncé (noté une fois pour la classe)")


def intact(copie: Path, ex: Exercice) -> bool:
    """Vrai si `copie/<fichier de ex>` a exactement les octets de l'énoncé distribué."""
    chemin, enonce = copie / ex.fichier, RACINE / "exercises" / ex.fichier
    try:
        if chemin.is_symlink() or not chemin.is_file():
            return False
        taille = enonce.stat().st_size
        if chemin.stat().st_size != taille:
            return False
        with open(chemin, "rb") as f:
            return f.read(taille + 1) == enonce.read_bytes()
    except OSError:
        return False


def copie_des_enonces(dossier: Path, exercices: list[Exercice]) -> Path:
    """Le « rendu » de référence : les énoncés des `exercices`, copiés du cours dans `dossier`."""
    dossier.mkdir(parents=True)
    for ex in exercices:
        shutil.copyfile(RACINE / "exercises" / ex.fichier, dossier / ex.fichier)
    return dossier


def note_recue(reference: NoteExercice) -> NoteExercice:
    """La note de l'énoncé, pour un rendu qui l'a gardé tel quel (une copie : rien de partagé)."""
    return copy.deepcopy(reference)


def reference(taches: list[Tache], racine: Path) -> Tache | None:
    """Retire des exercices à noter ceux restés l'énoncé ; le « rendu » de référence qui les
    notera une fois (les énoncés du cours), ou None s'il n'y en a aucun."""
    besoin: dict[str, Exercice] = {}
    for tache in taches:
        tache.intacts = [ex for ex in tache.exercices if intact(tache.copie, ex)]
        tache.exercices = [ex for ex in tache.exercices if ex not in tache.intacts]
        besoin.update((ex.ident, ex) for ex in tache.intacts)
    if not besoin:
        return None
    exercices = sorted(besoin.values(), key=list(EXERCICES.values()).index)
    copie = copie_des_enonces(racine / "enonces" / "rendu", exercices)
    return Tache(NoteRendu("(énoncés)", {}, []), copie, copie, exercices)


def recevoir(taches: list[Tache], reference: Tache | None) -> None:
    """Chaque exercice resté l'énoncé reçoit la note de l'énoncé, et une remarque qui le dit."""
    for tache in taches:
        for ex in tache.intacts:
            assert reference is not None
            tache.rendu.notes[ex.ident] = note_recue(reference.rendu.notes[ex.ident])
            avant = tache.rendu.remarques_exercices.get(ex.ident)
            tache.rendu.remarques_exercices[ex.ident] = f"{avant} ; {REMARQUE}" if avant \
                else REMARQUE
