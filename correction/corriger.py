"""Corriger une classe : un dossier par élève, tous les exercices, en parallèle sur les cœurs.

    >>> notes = corriger("rendus/")   # écrit rendus/notes.csv, notes_moodle.csv, <élève>/retour.md

Déroulé, dans cet ordre (l'ordre fait partie des garanties) :
1. barème de confiance : les tests notés sont collectés sans exécuter de code d'élève ;
2. inventaire (inventaire.py) : chaque entrée du dossier aura sa ligne ; noms presque justes et
   réponses écrites dans le notebook repérés ; signes de triche relevés dans le texte ;
3. copie de *tous* les rendus dans des dossiers temporaires privés, avant de lancer quoi que ce
   soit ;
4. pour chaque couple (rendu, exercice), deux processus dans leur bac à sable (lancer.py), au
   plus `jobs` couples à la fois ;
5. à la fin seulement, écriture atomique de `notes.csv`, de l'export Moodle et des retours,
   lisibles par le propriétaire du dossier de rendus.
"""

from __future__ import annotations

import os
import tempfile
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from contexte.disque import ecrire_atomique  # temporaire + fsync + os.replace

from .bac_a_sable import LIMITES, Isolation, Limites, detecter_isolation
from .copie import preparer_copie
from .exercices import EXERCICES, Exercice
from .inventaire import inventorier
from .liste import Liste, lire_liste
from .neutre import ligne
from .noter import Bareme, NoteExercice, collecter_bareme, noter_exercice
from .retours import FICHIER_RETOUR, NoteRendu, tableau, texte_csv, texte_moodle, texte_retour
from .suspects import signes


@dataclass
class Tache:
    rendu: str
    exercice: Exercice
    travail: Path


def _noter(tache: Tache, prive: Path, limites: Limites, isolation: Isolation,
           bareme: Bareme) -> NoteExercice:
    try:
        return noter_exercice(tache.travail / "rendu", tache.exercice, tache.travail, prive,
                              limites, isolation, bareme)
    except Exception as e:  # une erreur du correcteur ne doit pas arrêter toute la classe
        tests = bareme[tache.exercice.ident]
        return NoteExercice(tache.exercice, sum(p for p, _ in tests.values()), [],
                            f"Erreur du correcteur ({type(e).__name__} : {e}) : à signaler.")


def _ecrire(chemin: Path, texte: str, proprietaire: os.stat_result) -> None:
    """Écrit (atomiquement) un fichier lisible par tous, au propriétaire du dossier de rendus."""
    ecrire_atomique(chemin, texte)
    os.chmod(chemin, 0o644)
    if os.geteuid() == 0:
        os.chown(chemin, proprietaire.st_uid, proprietaire.st_gid)


def corriger(dossier: str | Path, exercices: list[str] | None = None,
             limites: Limites = LIMITES, jobs: int | None = None,
             isolation: Isolation | None = None, afficher: bool = True,
             liste: str | Path | None = None) -> list[NoteRendu]:
    """Note tous les rendus de `dossier` ; écrit notes.csv, notes_moodle.csv et les retours."""
    dossier = Path(dossier).resolve()
    if not dossier.is_dir():
        raise ValueError(f"{dossier} n'est pas un dossier : donnez le dossier qui contient un "
                         "sous-dossier par élève (chacun une copie de exercises/).")
    entrees = inventorier(dossier)
    eleves: Liste | None = lire_liste(Path(liste)) if liste else None
    if not entrees:
        raise ValueError(f"Aucun rendu dans {dossier} : il faut un sous-dossier par élève.")
    choisis = [EXERCICES[e] for e in (exercices or list(EXERCICES))]
    isolation = isolation or detecter_isolation()
    bareme = collecter_bareme(choisis, limites)
    jobs = jobs or os.cpu_count() or 1
    sur = {ex.ident: sum(p for p, _ in bareme[ex.ident].values()) for ex in choisis}
    notes: dict[tuple[str, str], NoteExercice] = {}
    classe: list[NoteRendu] = []
    with tempfile.TemporaryDirectory(prefix="correction-", ignore_cleanup_errors=True) as base:
        racine = Path(base)
        prive = racine / "prive"
        prive.mkdir(mode=0o700)
        taches: list[Tache] = []
        for entree in entrees:
            nom = entree.chemin.name
            rendu = NoteRendu(nom, {}, [], entree.raison)
            classe.append(rendu)
            for ex in choisis:
                if entree.raison:
                    notes[nom, ex.ident] = NoteExercice(ex, sur[ex.ident], [],
                                                        f"Rien à noter : {entree.raison}.")
                    continue
                travail = racine / str(len(taches))
                try:
                    remarque, ignores = preparer_copie(entree.chemin, ex, travail / "rendu")
                except (OSError, UnicodeDecodeError) as e:
                    texte = str(e) if isinstance(e, FileNotFoundError) else (
                        f"Copie du rendu impossible ({e}) : rien à noter.")
                    notes[nom, ex.ident] = NoteExercice(ex, sur[ex.ident], [], texte)
                    continue
                rendu.remarques = ignores
                rendu.remarques_exercices[ex.ident] = remarque
                try:
                    texte = (travail / "rendu" / ex.fichier).read_text(encoding="utf-8",
                                                                         errors="replace")
                except OSError:
                    texte = ""
                rendu.signes.update(f"{ex.ident} : {s}" for s in signes(texte))
                taches.append(Tache(nom, ex, travail))
        with ThreadPoolExecutor(max_workers=jobs) as pool:
            resultats = pool.map(lambda t: _noter(t, prive, limites, isolation, bareme), taches)
            for tache, note in zip(taches, resultats, strict=True):
                notes[tache.rendu, tache.exercice.ident] = note
    for rendu in classe:
        rendu.notes = {e.ident: notes[rendu.rendu, e.ident] for e in choisis}
        if not rendu.raison and all("absent du rendu" in n.probleme for n in rendu.notes.values()):
            rendu.raison = "aucun fichier d'exercice trouvé (les noms attendus sont dans retour.md)"
    if eleves is not None:
        classe = eleves.rapprocher(classe, choisis, sur)
    proprietaire = dossier.stat()
    _ecrire(dossier / "notes.csv", texte_csv(classe, choisis), proprietaire)
    _ecrire(dossier / "notes_moodle.csv", texte_moodle(classe), proprietaire)
    for note in classe:
        chemin = dossier / note.rendu
        if not chemin.is_dir() or chemin.is_symlink() or note.raison == "dossier vide":
            continue
        try:
            _ecrire(chemin / FICHIER_RETOUR, texte_retour(note, choisis), chemin.stat())
        except OSError as e:
            print(ligne(f"Attention : retour de {note.rendu} non écrit ({e})."))
    if afficher:
        print(tableau(classe, choisis))
    return classe
