"""La liste des élèves (`--liste eleves.csv`) : qui manque, qui est inconnu, et leur identité Moodle.

Un CSV avec une ligne d'en-tête. La colonne `dossier` (ou, à défaut, la première) donne le nom du
dossier de rendu de l'élève ; `email` ou `identifiant`, s'il y en a, sert à l'export Moodle.

    dossier,nom,email
    alice,Alice Martin,alice.martin@univ.fr

    liste = lire_liste(Path("eleves.csv")); liste.rapprocher(classe, exercices, sur)
"""

from __future__ import annotations

import csv
from dataclasses import dataclass, field
from pathlib import Path

from .exercices import Exercice
from .noter import NoteExercice
from .retours import NoteRendu

COLONNES_IDENTITE = ("email", "courriel", "adresse de courriel", "identifiant", "username",
                     "nom d'utilisateur", "idnumber", "numéro d'identification")


@dataclass
class Liste:
    """Les élèves attendus : dossier -> (nom affiché, identifiant Moodle)."""

    eleves: dict[str, tuple[str, str]] = field(default_factory=dict)

    def rapprocher(self, classe: list[NoteRendu], exercices: list[Exercice],
                   sur: dict[str, int]) -> list[NoteRendu]:
        """Marque les rendus inconnus, ajoute une ligne « absent » par élève sans dossier."""
        vus = set()
        for note in classe:
            if note.rendu in self.eleves:
                vus.add(note.rendu)
                note.nom, note.identifiant = self.eleves[note.rendu]
            else:
                note.remarque_liste = "inconnu de la liste des élèves"
        for dossier, (nom, identifiant) in self.eleves.items():
            if dossier in vus:
                continue
            absent = NoteRendu(dossier, {e.ident: NoteExercice(e, sur[e.ident], [],
                                                               "Aucun rendu.") for e in exercices},
                               [], "absent : aucun dossier rendu")
            absent.nom, absent.identifiant = nom, identifiant
            classe.append(absent)
        return classe


def lire_liste(chemin: Path) -> Liste:
    """Lit la liste des élèves ; erreur claire si elle manque ou n'a pas de ligne."""
    try:
        texte = chemin.read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as e:
        raise ValueError(f"Liste des élèves illisible ({chemin}) : {e}") from None
    lecteur = csv.DictReader(texte.splitlines(), dialect=csv.Sniffer().sniff(texte[:2048], ",;\t")
                             if texte.strip() else "excel")
    entetes = [c for c in (lecteur.fieldnames or []) if c]
    if not entetes:
        raise ValueError(f"{chemin} : il faut une ligne d'en-tête (p. ex. « dossier,nom,email »).")
    minuscules = {c.strip().lower(): c for c in entetes}
    cle = minuscules.get("dossier") or minuscules.get("rendu") or entetes[0]
    identite = next((minuscules[c] for c in COLONNES_IDENTITE if c in minuscules), cle)
    nom = minuscules.get("nom") or minuscules.get("name") or cle
    liste = Liste()
    for ligne in lecteur:
        dossier = (ligne.get(cle) or "").strip()
        if dossier:
            liste.eleves[dossier] = ((ligne.get(nom) or "").strip(),
                                     (ligne.get(identite) or "").strip())
    if not liste.eleves:
        raise ValueError(f"{chemin} ne contient aucun élève (colonne « {cle} » vide).")
    return liste
