"""Le retour du projet montre chaque partie de chaque scénario : réussie ou ratée, ses points, et
pour une partie ratée le premier échec (session, utilisateur, tour), jamais une phrase cachée.

Les tests notés du projet sont ceux de `tests/exercices/test_projet_assistant.py` ; leurs titres
viennent de leurs docstrings (`correction/plugin.py`), leurs messages de `projet_banc`.
"""

from __future__ import annotations

import sys
from pathlib import Path

RACINE = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(RACINE / "tests" / "exercices"))

from projet_banc import Echec, _lieu, message_d_echec  # noqa: E402
from projet_scenarios import ENTRAINEMENT, PARTIES, POINTS, generer  # noqa: E402

from correction.exercices import exercice  # noqa: E402
from correction.noter import NoteExercice, ResultatTest  # noqa: E402
from correction.retours import premier_echec, texte_exercice  # noqa: E402

# Les titres des sept parties, tels que le greffon les écrit (première ligne de la docstring).
TITRES = {
    "rappel": "Faits rappelés : la valeur à jour, de la bonne personne, même des mois plus tard",
    "perime": "Rien de périmé : ni l'ancienne valeur d'un fait changé, ni un fait oublié sur "
              "demande",
    "secret": "Aucun secret stocké (fichiers sous l'URL et à côté) ni répété (au modèle, dans une "
              "réponse)",
    "budget": "Tokens envoyés à chaque requête dans le budget (usage relevé par le modèle local)",
    "cache": "Lectures du cache de préfixe gardées d'un tour à l'autre (usage relevé par le "
             "modèle local)",
    "reprise": "Rien de perdu après un kill -9 entre deux tours : chaque tour rendu après un "
               "fsync, tout relu",
    "effacement": "Rien ne reste d'un utilisateur effacé (octets sous l'URL et à côté), rien de "
                  "perdu pour un autre",
}


def test_titres_des_tests_notes():
    """Les titres ci-dessus sont bien ceux des tests notés (une partie par test)."""
    import ast

    arbre = ast.parse((RACINE / "tests" / "exercices" / "test_projet_assistant.py").read_text(
        encoding="utf-8"))
    docs = {f.name: ast.get_docstring(f) for f in arbre.body if isinstance(f, ast.FunctionDef)}
    for partie, titre in TITRES.items():
        assert docs[f"test_{partie}"].splitlines()[0] == titre
    assert list(TITRES) == list(PARTIES)


def _note_une_partie_ratee() -> NoteExercice:
    """Un rendu qui ne rate que « rien de périmé », deux fois, sur le scénario d'entraînement :
    les deux échecs arrivent dans le désordre (comme `noter` les trouve), le premier est au tour
    de la session 6 où l'ancienne valeur est redemandée."""
    scenario = generer(ENTRAINEMENT, graine=2026, nom="entrainement")
    oubli = next(i for i, e in enumerate(scenario.etapes) if e.op == "repondre"
                 and any(c.quoi == "un fait que l'utilisateur a demandé d'oublier"
                         for c in e.controles))
    change = next(i for i, e in enumerate(scenario.etapes) if e.op == "repondre"
                  and any(c.quoi == "l'ancienne valeur d'un fait changé" for c in e.controles))
    echecs = [Echec(f"{_lieu(scenario, oubli)} : un fait que l'utilisateur a demandé d'oublier "
                    "— la réponse contient une valeur qu'elle ne devait pas contenir", oubli),
              Echec(f"{_lieu(scenario, change)} : l'ancienne valeur d'un fait changé — la "
                    "réponse contient une valeur qu'elle ne devait pas contenir", change)]
    tests = []
    for partie, titre in TITRES.items():
        rate = partie == "perime"
        tests.append(ResultatTest(
            f"tests/exercices/test_projet_assistant.py::test_{partie}[entrainement]",
            f"{titre} — scénario entrainement", POINTS[partie], reussi=not rate,
            message="Failed: " + message_d_echec(partie, echecs) if rate else ""))
    return NoteExercice(exercice("projet"), sum(POINTS.values()), tests)


def test_retour_montre_les_sept_parties():
    """Six parties réussies, une ratée avec le lieu de son premier échec : valeurs exactes."""
    assert texte_exercice(_note_une_partie_ratee()).splitlines() == [
        "## projet — Projet : un assistant qui se souvient : 7/8",
        "",
        "### Scénario entrainement : 7/8",
        "",
        "- ✔ Faits rappelés : la valeur à jour, de la bonne personne, même des mois plus tard "
        "— réussie, 2/2 pts",
        "- ✘ Rien de périmé : ni l'ancienne valeur d'un fait changé, ni un fait oublié sur "
        "demande — ratée, 0/1 pt",
        "  > 2 échec(s) ; le premier : session 6 (utilisateur 1), tour 25 : l'ancienne valeur "
        "d'un fait changé — la réponse contient une valeur qu'elle ne devait pas contenir",
        "- ✔ Aucun secret stocké (fichiers sous l'URL et à côté) ni répété (au modèle, dans une "
        "réponse) — réussie, 1/1 pt",
        "- ✔ Tokens envoyés à chaque requête dans le budget (usage relevé par le modèle local) "
        "— réussie, 1/1 pt",
        "- ✔ Lectures du cache de préfixe gardées d'un tour à l'autre (usage relevé par le "
        "modèle local) — réussie, 1/1 pt",
        "- ✔ Rien de perdu après un kill -9 entre deux tours : chaque tour rendu après un "
        "fsync, tout relu — réussie, 1/1 pt",
        "- ✔ Rien ne reste d'un utilisateur effacé (octets sous l'URL et à côté), rien de "
        "perdu pour un autre — réussie, 1/1 pt",
    ]


def test_deux_scenarios_chacun_ses_parties():
    """Deux scénarios : deux sections, chacune ses sept parties et sa note."""
    note = _note_une_partie_ratee()
    autre = [ResultatTest(t.nodeid.replace("entrainement", "en"),
                          t.titre.replace("entrainement", "en"), t.points, reussi=True)
             for t in note.tests]
    note.tests += autre
    note.sur *= 2
    texte = texte_exercice(note)
    assert "### Scénario entrainement : 7/8" in texte and "### Scénario en : 8/8" in texte
    assert texte.count("— réussie") == 13 and texte.count("— ratée") == 1
    assert texte.startswith("## projet — Projet : un assistant qui se souvient : 15/16\n")


def test_premier_echec_sans_le_format_du_banc():
    """Un test raté autrement (le banc a planté, rien n'a tourné) : sa première ligne, telle
    quelle ; une ligne qui cite une phrase cachée est remplacée (`message_sans_cache`)."""
    assert premier_echec("test non exécuté (le processus s'est arrêté avant)") == \
        "test non exécuté (le processus s'est arrêté avant)"
    assert premier_echec("Failed: le module de l'élève n'a pas de fichier") == \
        "le module de l'élève n'a pas de fichier"
    assert premier_echec("") == ""
