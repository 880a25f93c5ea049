"""Vérifier son propre exercice depuis le notebook : les mêmes tests que la correction, en français.

    from correction import verifier
    verifier("ex8")   # « Exercice 8 — Mesurer la compression : 8/10 points », puis chaque test

Le fichier de l'élève est lu dans le dossier courant (celui du notebook), dans un sous-processus
borné (délai, mémoire) : une boucle infinie n'y bloque pas le noyau Jupyter. Le greffon
`correction.verifier_greffon` y traduit chaque échec en « attendu / obtenu » ; une même cause
(l'indice d'une fonction pas encore écrite, par exemple) n'est dite qu'une fois.
"""

from __future__ import annotations

from pathlib import Path

from .atelier import Atelier
from .bac_a_sable import SANS_ISOLATION, Limites
from .copie import dossier_temporaire, preparer_copie
from .exercices import exercice
from .noter import NoteExercice, bareme_du_rapport, lire_note

LIMITES_VERIFIER = Limites(delai=60)
GREFFON = "correction.verifier_greffon"


def noter_mon_exercice(ident: str, dossier: str | Path | None = None,
                       limites: Limites = LIMITES_VERIFIER, expliquer: bool = False) -> NoteExercice:
    """Note l'exercice `ident` du dossier `dossier` (par défaut, le dossier courant), comme la
    correction : nom presque juste ou réponse écrite dans le notebook compris (`remarque`).

    `expliquer=True` (ce que fait `verifier`) : chaque message d'échec est l'explication en
    français du greffon ; sinon, celui de pytest, comme dans la correction d'une classe.
    """
    ex = exercice(ident)
    rendu = Path(dossier or Path.cwd()).resolve()
    if not ex.tests.is_file():  # un paquet installé hors de toute copie du cours (site-packages)
        raise FileNotFoundError(f"Tests de {ident} introuvables ({ex.tests}) : lancez la "
                                "vérification depuis votre copie du cours, ou donnez son dossier "
                                "dans la variable CONTEXTE_RACINE.")
    with dossier_temporaire("verifier-") as d:
        try:
            remarque, _ = preparer_copie(rendu, ex, Path(d) / "rendu")
        except FileNotFoundError:
            raise FileNotFoundError(f"{ex.fichier} introuvable dans {rendu.name}/ : lancez la "
                                    "vérification depuis le dossier de l'exercice.") from None
        greffon = ["-p", GREFFON] if expliquer else []
        with Atelier(Path(d), Path(d), limites, SANS_ISOLATION, sdk=False) as atelier:
            execution = atelier.noter_rendu(Path(d) / "rendu", [ex], greffon)[ex.ident]
        note = lire_note(ex, execution, bareme_du_rapport(execution.rapport).get(ex.ident, {}),
                         limites)
    note.remarque = remarque
    return note


def _pts(n: int) -> str:
    return f"{n} pt" if n in (0, 1) else f"{n} pts"


def texte_pour_eleve(note: NoteExercice) -> str:
    """La note, puis chaque test (✔ ou ✘) ; sous un ✘, pourquoi, une seule fois par cause."""
    ex = note.exercice
    lignes = [f"Exercice {ex.ident[2:]} — {ex.titre} : {note.points}/{note.sur} points"]
    if getattr(note, "remarque", ""):
        lignes.append(f"⚠ {note.remarque}")   # p.ex. réponse reprise du notebook
    if note.probleme:
        lignes.append(f"⚠ {note.probleme}")
    tests = note.tests
    premiers: dict[str, str] = {}  # cause -> titre du premier test qui l'a montrée
    for i, t in enumerate(tests):
        lignes.append(f"  {'✔' if t.reussi else '✘'} {t.titre} ({_pts(t.points)})")
        cause = (t.message or "").strip()
        if t.reussi or not cause or note.probleme:
            continue
        suivant = tests[i + 1] if i + 1 < len(tests) else None
        if suivant is not None and not suivant.reussi and (suivant.message or "").strip() == cause:
            continue  # même cause au test suivant : dite une fois, sous le dernier du groupe
        if cause in premiers:
            lignes.append(f"      → même cause que « {premiers[cause]} »")
            continue
        premiers[cause] = t.titre
        lignes += [f"      {'→' if k == 0 else ' '} {ligne}" for k, ligne in enumerate(cause.splitlines())]
    if note.sur and note.points == note.sur:
        lignes.append("Tout est juste. Bravo !")
    return "\n".join(lignes)


def verifier(ident: str, dossier: str | Path | None = None) -> None:
    """Lance les tests notés de l'exercice `ident` sur votre fichier et affiche vos points."""
    print(texte_pour_eleve(noter_mon_exercice(ident, dossier, expliquer=True)))
