"""Ce que la correction écrit : `notes.csv`, un retour en français par rendu, le tableau affiché.

    print(tableau(notes, exercices))   # rendu  ex8  ex5 …  total  sur
"""

from __future__ import annotations

import csv
import io
import re
from dataclasses import dataclass, field

from .caches import masquer
from .exercices import Exercice
from .neutre import affichable, cellule, ligne, md
from .noter import NoteExercice

FICHIER_RETOUR = "retour.md"


@dataclass
class NoteRendu:
    """Les notes d'une entrée du dossier de rendus (un dossier d'élève, ou une ligne sans rendu)."""

    rendu: str
    notes: dict[str, NoteExercice]
    remarques: list[str]                 # fichiers non copiés
    raison: str = ""                     # rien à noter, et pourquoi (vide, lien, absent…)
    remarques_exercices: dict[str, str] = field(default_factory=dict)
    signes: set[str] = field(default_factory=set)   # relevés dans le texte (suspects.py)
    nom: str = ""                        # d'après la liste des élèves
    identifiant: str = ""                # pour Moodle (courriel, identifiant…)
    remarque_liste: str = ""
    ressources: tuple[int, int] | None = None   # (octets, processus) au plus haut (cgroup)

    @property
    def total(self) -> int:
        return sum(n.points for n in self.notes.values())

    @property
    def sur(self) -> int:
        return sum(n.sur for n in self.notes.values())

    @property
    def suspect(self) -> str:
        """Les signes de triche, pour l'enseignant ; vide si rien."""
        raisons = sorted(self.signes) + [f"{i} : {n.suspect}" for i, n in self.notes.items()
                                         if n.suspect]
        return " ; ".join(raisons)

    @property
    def remarque(self) -> str:
        return " ; ".join(r for r in (self.raison, self.remarque_liste) if r)


def texte_csv(notes: list[NoteRendu], exercices: list[Exercice]) -> str:
    """notes.csv : rendu, nom, ex1…exN (points), total, sur, remarque, suspect.

    Chaque cellule passe par `cellule` (neutre.py) : ni formule, ni caractère de contrôle."""
    tampon = io.StringIO()
    ecrivain = csv.writer(tampon, lineterminator="\n", quoting=csv.QUOTE_ALL)
    ecrivain.writerow(["rendu", "nom", *(e.ident for e in exercices), "total", "sur", "remarque",
                       "suspect"])
    for n in notes:
        ecrivain.writerow([cellule(x) for x in (
            n.rendu, n.nom, *(n.notes[e.ident].points for e in exercices), n.total, n.sur,
            n.remarque, n.suspect)])
    return tampon.getvalue()


def texte_moodle(notes: list[NoteRendu]) -> str:
    """Export pour Moodle (Notes > Importer > Fichier CSV) : identifiant, note, commentaire.

    Dans Moodle, associez « Identifiant » au champ qui identifie vos étudiants (adresse de
    courriel, nom d'utilisateur ou numéro d'identification) et « Note » à l'élément d'évaluation,
    dont la note maximale doit valoir le total du barème (colonne « Sur »).
    """
    tampon = io.StringIO()
    ecrivain = csv.writer(tampon, lineterminator="\n", quoting=csv.QUOTE_ALL)
    ecrivain.writerow(["Identifiant", "Nom", "Note", "Sur", "Commentaire"])
    for n in notes:
        commentaire = n.raison or f"{n.total}/{n.sur} ; détail dans retour.md"
        ecrivain.writerow([cellule(x) for x in (n.identifiant or n.rendu, n.nom, n.total, n.sur,
                                                commentaire)])
    return tampon.getvalue()


def tableau(notes: list[NoteRendu], exercices: list[Exercice]) -> str:
    """Le tableau des notes, aligné, pour le terminal (remarques et soupçons en fin de ligne)."""
    entetes = ["rendu", *(e.ident for e in exercices), "total", "sur", ""]
    lignes = [[ligne(n.rendu), *(str(n.notes[e.ident].points) for e in exercices), str(n.total),
               str(n.sur), ligne(" ".join(x for x in (n.remarque, "SUSPECT" if n.suspect else "")
                                          if x))]
              for n in notes]
    largeurs = [max(len(x) for x in colonne) for colonne in zip(entetes, *lignes, strict=True)]

    def former(ligne: list[str]) -> str:
        return "  ".join([ligne[0].ljust(largeurs[0])]
                         + [x.rjust(w) for x, w in zip(ligne[1:-1], largeurs[1:-1], strict=True)]
                         + [ligne[-1]]).rstrip()

    return "\n".join(former(ligne) for ligne in [entetes, *lignes])


def _pts(n: int) -> str:
    return f"{n} pt" if n in (0, 1) else f"{n} pts"


def _bloc_sortie(sortie: str) -> list[str]:
    sortie = masquer(sortie)   # aucune entrée d'un test caché (caches.py)
    if not sortie.strip():
        return []
    return ["", "Ce que votre code a affiché (la fin) :", "", "```text",
            affichable(sortie.strip()).replace("```", "\'\'\'"), "```"]


def message_sans_cache(message: str) -> str:
    """Le message d'échec d'un test sans rien de caché : s'il cite une entrée cachée, seule la
    phrase du test reste (avant l'« assert … » que pytest détaille), ou une phrase générale."""
    if masquer(message) == message:
        return message
    phrase = message.split("\nassert ", 1)[0]
    if masquer(phrase) == phrase and phrase.strip() and not phrase.lstrip().startswith("assert"):
        return phrase
    return ("ce test porte sur des cas cachés : le détail n'est pas donné (relisez la consigne "
            "et pensez aux cas qu'elle cite)")


SCENARIO = " — scénario "   # le titre d'une partie du projet la termine par son scénario (plugin)
PREMIER = " ; le premier : "   # dans le message d'une partie ratée (tests/exercices/projet_banc.py)


def premier_echec(message: str) -> str:
    """Ce qu'un retour montre d'une partie ratée : le nombre d'échecs et le premier (sa session,
    son utilisateur, son tour), lus dans la première ligne du message ; sinon cette ligne.

        >>> premier_echec("Failed: rien de périmé : 2 échec(s) ; le premier : session 6, tour 3 : x\\n - …")
        '2 échec(s) ; le premier : session 6, tour 3 : x'
    """
    ligne = message_sans_cache(message).strip().split("\n", 1)[0]
    ligne = ligne.removeprefix("Failed: ")
    if PREMIER in ligne:
        return ligne[ligne.rfind(" : ", 0, ligne.index(PREMIER)) + 3:]
    return ligne


def texte_par_scenario(tests: list) -> list[str]:
    """Les lignes du retour d'un exercice noté par parties et par scénario (le projet) : chaque
    partie de chaque scénario, réussie ou ratée, ses points, et pour une ratée son premier échec."""
    scenarios: dict[str, list] = {}
    for t in tests:
        partie, _, scenario = t.titre.rpartition(SCENARIO)
        scenarios.setdefault(scenario if partie else "", []).append((partie or t.titre, t))
    lignes = []
    for scenario, parties in scenarios.items():
        obtenus = sum(t.points for _, t in parties if t.reussi)
        sur = sum(t.points for _, t in parties)
        lignes += [f"### Scénario {md(scenario)} : {obtenus}/{sur}" if scenario
                   else f"### Autres tests : {obtenus}/{sur}", ""]
        for partie, t in parties:
            if t.reussi:
                lignes.append(f"- ✔ {md(partie)} — réussie, {t.points}/{_pts(t.points)}")
            else:
                lignes.append(f"- ✘ {md(partie)} — ratée, 0/{_pts(t.points)}")
                if t.message:
                    lignes.append(f"  > {md(premier_echec(t.message))}")
        lignes.append("")
    return lignes[:-1]


def texte_exercice(note: NoteExercice, titre_niveau: str = "##", remarque: str = "") -> str:
    """Le retour d'un exercice : la note, le problème éventuel, les tests ratés et pourquoi.

    Un même message (l'import qui échoue, l'indice d'un énoncé) n'est écrit qu'une fois, avec la
    liste des tests qu'il fait échouer ; ce que le code a affiché avant un plantage est gardé.
    """
    ex = note.exercice
    lignes = [f"{titre_niveau} {ex.ident} — {ex.titre} : {note.points}/{note.sur}", ""]
    if remarque:
        lignes += [f"*{md(remarque)}*", ""]
    if note.probleme:
        reussis = sum(1 for t in note.tests if t.reussi)
        lignes += [f"**Note mise à 0.** {md(masquer(note.probleme))}"]
        if reussis:
            lignes += [f"(Avant l'arrêt, {reussis} test(s) sur {len(note.tests)} avaient réussi.)"]
        return "\n".join(lignes + _bloc_sortie(note.sortie)) + "\n"
    if any(SCENARIO in t.titre for t in note.tests):
        return "\n".join(lignes + texte_par_scenario(note.tests) + _bloc_sortie(note.sortie)) + "\n"
    rates = [t for t in note.tests if not t.reussi]
    if not rates:
        return "\n".join(lignes + ["Tous les tests passent. Bravo !"]) + "\n"
    par_message: dict[str, list] = {}
    for t in rates:  # sans l'exemple d'hypothesis, propre à chaque test : même cause, même ligne
        message = re.split(r" (?:Failing test case|Falsifying example):", " ".join(
            message_sans_cache(t.message or "").split()))[0]
        par_message.setdefault(message, []).append(t)
    for message, tests in par_message.items():
        if len(tests) == 1:
            lignes.append(f"- ✘ {tests[0].titre} ({_pts(tests[0].points)})")
        else:
            lignes.append(f"- ✘ {len(tests)} tests ratés pour la même raison "
                          f"({_pts(sum(t.points for t in tests))}) :")
            lignes += [f"  - {t.titre} ({_pts(t.points)})" for t in tests]
        if message:
            lignes.append(f"  > {md(message)}")
    return "\n".join(lignes + _bloc_sortie(note.sortie)) + "\n"


def texte_retour(note: NoteRendu, exercices: list[Exercice]) -> str:
    """Le fichier de retour d'un rendu, en Markdown."""
    qui = md(f"{note.nom} ({note.rendu})" if note.nom else note.rendu)
    morceaux = [f"# Retour de correction — {qui}", "", f"Note : **{note.total}/{note.sur}**", ""]
    if note.remarques:
        morceaux += ["Fichiers non copiés pour la correction : "
                     + "; ".join(md(r) for r in note.remarques), ""]
    morceaux += [texte_exercice(note.notes[e.ident], remarque=note.remarques_exercices.get(
        e.ident, "")) for e in exercices]
    return "\n".join(morceaux)


def texte_verification(note: NoteExercice) -> str:
    """Ce qu'affiche `verifier("exN")` dans un notebook : la note, puis chaque test, ✔ ou ✘."""
    ex = note.exercice
    lignes = [f"Exercice {ex.ident[2:]} — {ex.titre} : {note.points}/{note.sur} points"]
    if note.remarque:
        lignes.append(f"⚠ {note.remarque}")
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
