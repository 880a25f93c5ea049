"""Ce que la correction écrit : `notes.csv`, un retour en français par rendu, le tableau affiché.

    >>> print(tableau(notes, exercices))   # rendu  ex1  ex2 …  total  sur
"""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass

from .exercices import Exercice
from .noter import NoteExercice

FICHIER_RETOUR = "retour.md"


@dataclass
class NoteRendu:
    """Les notes d'un rendu (un dossier d'élève), exercice par exercice."""

    rendu: str
    notes: dict[str, NoteExercice]
    remarques: list[str]

    @property
    def total(self) -> int:
        return sum(n.points for n in self.notes.values())

    @property
    def sur(self) -> int:
        return sum(n.sur for n in self.notes.values())


def texte_csv(notes: list[NoteRendu], exercices: list[Exercice]) -> str:
    """Le contenu de notes.csv : rendu, ex1…exN (points), total, sur."""
    tampon = io.StringIO()
    ecrivain = csv.writer(tampon, lineterminator="\n")
    ecrivain.writerow(["rendu", *(e.ident for e in exercices), "total", "sur"])
    for n in notes:
        ecrivain.writerow([n.rendu, *(n.notes[e.ident].points for e in exercices), n.total, n.sur])
    return tampon.getvalue()


def tableau(notes: list[NoteRendu], exercices: list[Exercice]) -> str:
    """Le tableau des notes, aligné, pour le terminal."""
    entetes = ["rendu", *(e.ident for e in exercices), "total", "sur"]
    lignes = [[n.rendu, *(str(n.notes[e.ident].points) for e in exercices), str(n.total),
               str(n.sur)] for n in notes]
    largeurs = [max(len(x) for x in colonne) for colonne in zip(entetes, *lignes, strict=True)]

    def former(ligne: list[str]) -> str:
        return "  ".join([ligne[0].ljust(largeurs[0])]
                         + [x.rjust(w) for x, w in zip(ligne[1:], largeurs[1:], strict=True)])

    return "\n".join(former(ligne) for ligne in [entetes, *lignes])


def _pts(n: int) -> str:
    return f"{n} pt" if n in (0, 1) else f"{n} pts"


def texte_exercice(note: NoteExercice, titre_niveau: str = "##") -> str:
    """Le retour d'un exercice : la note, le problème éventuel, chaque test raté et pourquoi."""
    ex = note.exercice
    lignes = [f"{titre_niveau} {ex.ident} — {ex.titre} : {note.points}/{note.sur}", ""]
    if note.probleme:
        reussis = sum(1 for t in note.tests if t.reussi)
        lignes += [f"**Note mise à 0.** {note.probleme}"]
        if reussis:
            lignes += [f"(Avant l'arrêt, {reussis} test(s) sur {len(note.tests)} avaient réussi.)"]
        if note.sortie.strip():
            lignes += ["", "Fin de la sortie du processus :", "", "```text",
                       note.sortie.strip().replace("```", "'''"), "```"]
        return "\n".join(lignes) + "\n"
    rates = [t for t in note.tests if not t.reussi]
    if not rates:
        return "\n".join(lignes + ["Tous les tests passent. Bravo !"]) + "\n"
    for t in rates:
        lignes.append(f"- ✘ {t.titre} ({_pts(t.points)})")
        if t.message:
            message = " ".join(t.message.split())
            lignes.append(f"  > {message}")
    return "\n".join(lignes) + "\n"


def texte_retour(note: NoteRendu, exercices: list[Exercice]) -> str:
    """Le fichier de retour d'un rendu, en Markdown."""
    morceaux = [f"# Retour de correction — {note.rendu}", "",
                f"Note : **{note.total}/{note.sur}**", ""]
    if note.remarques:
        morceaux += ["Fichiers non copiés pour la correction : " + "; ".join(note.remarques), ""]
    morceaux += [texte_exercice(note.notes[e.ident]) for e in exercices]
    return "\n".join(morceaux)


def texte_verification(note: NoteExercice) -> str:
    """Ce qu'affiche `verifier("exN")` dans un notebook : la note, puis chaque test, ✔ ou ✘."""
    ex = note.exercice
    lignes = [f"Exercice {ex.ident[2:]} — {ex.titre} : {note.points}/{note.sur} points"]
    if note.probleme:
        lignes.append(f"⚠ {note.probleme}")
    deja_dits: set[str] = set()  # un même message (l'indice d'un stub) n'est affiché qu'une fois
    for t in note.tests:
        lignes.append(f"  {'✔' if t.reussi else '✘'} {t.titre} ({_pts(t.points)})")
        message = " ".join((t.message or "").split())[:300]
        if not t.reussi and message and not note.probleme:
            lignes.append(f"      → {message}" if message not in deja_dits else "      → (même message)")
            deja_dits.add(message)
    if note.points == note.sur and note.sur:
        lignes.append("Tout est juste. Bravo !")
    return "\n".join(lignes)
