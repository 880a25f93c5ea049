"""Corriger une classe : un dossier par élève, tous les exercices, en parallèle sur les cœurs.

    notes = corriger("rendus/")   # écrit rendus/notes.csv, notes_moodle.csv, <élève>/retour.md

Déroulé, dans cet ordre (l'ordre fait partie des garanties) :
1. barème de confiance : les tests notés sont collectés sans exécuter de code d'élève ;
2. inventaire (inventaire.py) : chaque entrée du dossier aura sa ligne ; noms presque justes et
   réponses écrites dans le notebook repérés ; signes de triche relevés dans le texte ;
3. copie de *tous* les rendus dans des dossiers temporaires privés, avant de lancer quoi que ce
   soit ;
4. `jobs` fils de travail (atelier.py), chacun avec deux zygotes dans leur bac à sable (l'élève,
   le correcteur) que les rendus traversent l'un après l'autre, un enfant de chaque côté par
   exercice, le ménage entre deux rendus (menage.py) ;
5. à la fin seulement, écriture atomique de `notes.csv`, de l'export Moodle et des retours,
   lisibles par le propriétaire du dossier de rendus.
"""

from __future__ import annotations

import os
import queue
import stat
import sys
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from contexte.disque import ecrire_atomique  # temporaire + fsync + os.replace

from .atelier import Atelier
from .bac_a_sable import LIMITES, Isolation, Limites, detecter_isolation
from .copie import dossier_temporaire
from .enonces import recevoir as recevoir_enonces
from .enonces import reference as reference_des_enonces
from .exercices import EXERCICES
from .groupe import detecter as detecter_groupes
from .inventaire import inventorier
from .liste import Liste, lire_liste
from .neutre import ligne
from .noter import collecter_bareme
from .preparer import Preparateur
from .retours import FICHIER_RETOUR, NoteRendu, tableau, texte_csv, texte_moodle, texte_retour
from .taches import Tache, appliquer, noter_tache, preparer_tache


def nom_libre(chemin: Path) -> Path:
    """`chemin`, ou `stem (correction).csv`, `stem (correction 2).csv`… : le premier nom qui
    n'est ni un dossier ni autre chose qu'un fichier ordinaire (un lien est remplacé, jamais
    suivi). Un rendu nommé comme nos fichiers ne peut donc pas arrêter l'écriture.

    >>> import tempfile; d = Path(tempfile.mkdtemp()); (d / "notes.csv").mkdir()
    >>> (d / "notes (correction).csv").mkdir(); nom_libre(d / "notes.csv").name
    'notes (correction 2).csv'
    """
    candidats = [chemin, chemin.with_name(f"{chemin.stem} (correction){chemin.suffix}")]
    candidats += [chemin.with_name(f"{chemin.stem} (correction {n}){chemin.suffix}")
                  for n in range(2, 1000)]
    for candidat in candidats:
        try:
            info = os.lstat(candidat)
        except FileNotFoundError:
            return candidat
        if stat.S_ISREG(info.st_mode) or stat.S_ISLNK(info.st_mode):
            return candidat
    raise OSError(f"aucun nom libre pour {chemin.name} dans {chemin.parent}")


def _ecrire(chemin: Path, texte: str, proprietaire: os.stat_result) -> Path:
    """Écrit (atomiquement) un fichier lisible par tous, au propriétaire du dossier de rendus,
    sous un nom libre (`nom_libre`). Un caractère que l'UTF-8 ne peut pas écrire (un nom de
    fichier en Latin-1 relu en « surrogate ») devient « � » : le fichier est écrit quand même."""
    libre = nom_libre(chemin)
    if libre != chemin:
        print(ligne(f"Attention : {chemin.name} est pris (un dossier ?) ; écrit dans "
                    f"« {libre.name} »."), file=sys.stderr)
    texte = texte.encode("utf-8", "replace").decode("utf-8")
    ecrire_atomique(libre, texte)
    os.chmod(libre, 0o644)
    if os.geteuid() == 0:
        os.chown(libre, proprietaire.st_uid, proprietaire.st_gid)
    return libre


def _ecrire_sans_arreter(quoi: str, ecrire: Callable[[], object]) -> bool:
    """Une sortie écrite seule : son échec est dit, et n'empêche pas les autres."""
    try:
        ecrire()
        return True
    except Exception as e:  # noqa: BLE001 - un rapport que rien n'arrête : on dit et on continue
        print(ligne(f"Attention : {quoi} non écrit ({type(e).__name__} : {e})."), file=sys.stderr)
        return False


def _classement(dossier: Path, classe: list[NoteRendu], proprietaire: os.stat_result) -> None:
    """classement_projet.csv et .png, si des rendus ont été notés au projet."""
    from . import classement as c

    lignes = c.lignes_classement(c.points_de_la_classe(classe))
    if not lignes:
        print("Classement : aucun rendu noté au projet (--exercices projet).", file=sys.stderr)
        return
    _ecrire(dossier / "classement_projet.csv", c.texte_csv(lignes), proprietaire)
    c.ecrire_octets(nom_libre(dossier / "classement_projet.png"), c.image_png(lignes),
                    proprietaire)


def corriger(dossier: str | Path, exercices: list[str] | None = None,
             limites: Limites = LIMITES, jobs: int | None = None,
             isolation: Isolation | None = None, afficher: bool = True,
             liste: str | Path | None = None, classement: bool = False) -> list[NoteRendu]:
    """Note tous les rendus de `dossier` ; écrit notes.csv, notes_moodle.csv et les retours.
    `classement` : aussi classement_projet.csv et .png (rappel contre tokens, classement.py)."""
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
    classe: list[NoteRendu] = []
    with dossier_temporaire("correction-") as racine:
        prive = racine / "prive"
        prive.mkdir(mode=0o700)
        taches: list[Tache] = []
        for numero, entree in enumerate(entrees):
            rendu = NoteRendu(entree.chemin.name, {}, [], entree.raison)
            classe.append(rendu)
            taches.append(Tache(rendu, entree.chemin, racine / f"r{numero}" / "rendu", []))
        preparateurs: queue.Queue = queue.Queue()
        for _ in range(jobs):
            preparateurs.put(Preparateur())
        try:
            with ThreadPoolExecutor(max_workers=jobs) as pool:  # copies d'abord, toutes
                preparations = list(pool.map(lambda t: None if t.rendu.raison else preparer_tache(
                    t, choisis, preparateurs), taches))
        finally:
            while not preparateurs.empty():
                preparateurs.get().__exit__()
        for tache, preparation in zip(taches, preparations, strict=True):
            appliquer(tache, preparation, choisis, sur)
        reference = reference_des_enonces(taches, racine)
        ateliers: queue.Queue = queue.Queue()
        groupes = detecter_groupes()
        if groupes is None and isolation.mode == "bwrap":
            print("Attention : aucun cgroup inscriptible ici (root ou délégation systemd) : la "
                  "mémoire totale et le nombre de processus d'un rendu ne sont bornés que par "
                  "processus (setrlimit), et pas du tout en root pour les processus.",
                  file=sys.stderr)
        for _ in range(jobs):
            ateliers.put(Atelier(racine, prive, limites, isolation, groupes))
        try:
            with ThreadPoolExecutor(max_workers=jobs) as pool:
                a_noter = [t for t in ([reference] if reference else []) + taches if t.exercices]
                for tache, notes in zip(a_noter, pool.map(
                        lambda t: noter_tache(t, ateliers, limites, bareme), a_noter), strict=True):
                    tache.rendu.notes.update(notes)
        finally:
            while not ateliers.empty():
                ateliers.get().__exit__()
        recevoir_enonces(taches, reference)
    for rendu in classe:
        rendu.notes = {e.ident: rendu.notes[e.ident] for e in choisis}
        if not rendu.raison and all("absent du rendu" in n.probleme for n in rendu.notes.values()):
            rendu.raison = "aucun fichier d'exercice trouvé (les noms attendus sont dans retour.md)"
    if eleves is not None:
        classe = eleves.rapprocher(classe, choisis, sur)
    proprietaire = dossier.stat()
    _ecrire_sans_arreter("notes.csv", lambda: _ecrire(
        dossier / "notes.csv", texte_csv(classe, choisis), proprietaire))
    _ecrire_sans_arreter("notes_moodle.csv", lambda: _ecrire(
        dossier / "notes_moodle.csv", texte_moodle(classe), proprietaire))
    if classement:
        _ecrire_sans_arreter("classement du projet", lambda: _classement(dossier, classe,
                                                                         proprietaire))
    for note in classe:
        chemin = dossier / note.rendu
        if not chemin.is_dir() or chemin.is_symlink() or note.raison == "dossier vide":
            continue
        _ecrire_sans_arreter(f"retour de {note.rendu}", lambda c=chemin, n=note: _ecrire(
            c / FICHIER_RETOUR, texte_retour(n, choisis), c.stat()))
    if afficher:
        print(tableau(classe, choisis))
    return classe
