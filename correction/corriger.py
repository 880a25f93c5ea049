"""Corriger une classe : un dossier par élève, tous les exercices, en parallèle sur les cœurs.

    >>> notes = corriger("rendus/")   # écrit rendus/notes.csv et rendus/<élève>/retour.md

Déroulé, dans cet ordre (l'ordre fait partie des garanties) :
1. barème de confiance : les tests notés sont collectés sans exécuter de code d'élève ;
2. copie de *tous* les rendus dans des dossiers temporaires privés, avant de lancer quoi que ce
   soit : un rendu qui modifierait les fichiers d'un autre pendant la correction ne change rien ;
3. un sous-processus borné par couple (rendu, exercice), en parallèle ; un fichier absent donne 0
   sans rien lancer ;
4. à la fin seulement, écriture atomique de `notes.csv` et des retours.
"""

from __future__ import annotations

import os
import tempfile
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from contexte.disque import ecrire_atomique  # temporaire + fsync + os.replace

from .bac_a_sable import LIMITES, Isolation, Limites, detecter_isolation, premier_uid_libre
from .copie import copier_rendu, donner_a
from .exercices import EXERCICES, Exercice
from .noter import Bareme, NoteExercice, collecter_bareme, noter_exercice
from .retours import FICHIER_RETOUR, NoteRendu, tableau, texte_csv, texte_retour


@dataclass
class Tache:
    rendu: str
    exercice: Exercice
    travail: Path
    uid: int | None


def lister_rendus(dossier: Path) -> list[Path]:
    """Les sous-dossiers d'élèves (ni cachés, ni commençant par « _ », ni liens symboliques)."""
    if not dossier.is_dir():
        raise ValueError(f"{dossier} n'est pas un dossier : donnez le dossier qui contient un "
                         "sous-dossier par élève (chacun une copie de exercises/).")
    rendus = sorted(p for p in dossier.iterdir() if p.is_dir() and not p.is_symlink()
                    and not p.name.startswith((".", "_")))
    if not rendus:
        raise ValueError(f"Aucun rendu dans {dossier} : il faut un sous-dossier par élève.")
    return rendus


def _noter(tache: Tache, prive: Path, limites: Limites, isolation: Isolation,
           bareme: Bareme) -> NoteExercice:
    try:
        return noter_exercice(tache.travail / "rendu", tache.exercice, tache.travail, prive,
                              limites, isolation, tache.uid, bareme)
    except Exception as e:  # une erreur du correcteur ne doit pas arrêter toute la classe
        tests = bareme[tache.exercice.ident]
        return NoteExercice(tache.exercice, sum(p for p, _ in tests.values()), [],
                            f"Erreur du correcteur ({type(e).__name__} : {e}) : à signaler.")


def corriger(dossier: str | Path, exercices: list[str] | None = None,
             limites: Limites = LIMITES, jobs: int | None = None,
             isolation: Isolation | None = None, afficher: bool = True) -> list[NoteRendu]:
    """Note tous les rendus de `dossier`, écrit `notes.csv` et un `retour.md` par rendu."""
    dossier = Path(dossier).resolve()
    rendus = lister_rendus(dossier)
    choisis = [EXERCICES[e] for e in (exercices or list(EXERCICES))]
    bareme = collecter_bareme(choisis, limites)
    isolation = isolation or detecter_isolation()
    jobs = jobs or os.cpu_count() or 1
    notes: dict[tuple[str, str], NoteExercice] = {}
    remarques: dict[str, list[str]] = {}
    with tempfile.TemporaryDirectory(prefix="correction-", ignore_cleanup_errors=True) as base:
        racine = Path(base)
        os.chmod(racine, 0o711)  # chaque uid traverse, aucun ne liste
        prive = racine / "prive"
        prive.mkdir(mode=0o700)
        taches: list[Tache] = []
        for rendu in rendus:
            remarques[rendu.name] = []
            for ex in choisis:
                sur = sum(p for p, _ in bareme[ex.ident].values())
                source = rendu / ex.fichier
                if not source.is_file() or source.is_symlink():
                    notes[rendu.name, ex.ident] = NoteExercice(
                        ex, sur, [], f"Fichier {ex.fichier} absent du rendu : rien à noter.")
                    continue
                uid = (premier_uid_libre(isolation.uids_pris, len(taches))
                       if isolation.mode == "uid" else None)
                travail = racine / f"{len(taches)}-{len(notes)}"
                try:
                    remarques[rendu.name] = copier_rendu(rendu, travail / "rendu")
                    if uid is not None:
                        donner_a(travail, uid)
                except OSError as e:
                    notes[rendu.name, ex.ident] = NoteExercice(
                        ex, sur, [], f"Copie du rendu impossible ({e}) : rien à noter.")
                    continue
                taches.append(Tache(rendu.name, ex, travail, uid))
        with ThreadPoolExecutor(max_workers=jobs) as pool:
            resultats = pool.map(lambda t: _noter(t, prive, limites, isolation, bareme), taches)
            for tache, note in zip(taches, resultats, strict=True):
                notes[tache.rendu, tache.exercice.ident] = note
    classe = [NoteRendu(r.name, {e.ident: notes[r.name, e.ident] for e in choisis},
                        remarques[r.name]) for r in rendus]
    ecrire_atomique(dossier / "notes.csv", texte_csv(classe, choisis))
    for note in classe:
        try:
            ecrire_atomique(dossier / note.rendu / FICHIER_RETOUR, texte_retour(note, choisis))
        except OSError as e:
            print(f"Attention : retour de {note.rendu} non écrit ({e}).")
    if afficher:
        print(tableau(classe, choisis))
    return classe
