"""La correction du projet dans les deux sens, dans `make test` : la référence a la note maximale,
le projet naïf (celui dont part la leçon 13) une note basse, tous deux sur le scénario
d'entraînement réduit (`court=True`) ; et le classement neutralise les noms.

Les mutants de la référence (chacun perd sa partie) et les rendus hostiles sont plus longs (trois
minutes et plus) : `tests/test_correction_projet_mutants.py`, joué par `make mutants-projet`.

Mesuré le 2026-12-01 (charge 6 à 7 sur 2 cœurs, un seul processus) : 78 s d'horloge, 21 s de
calcul (user + sys, processus enfants compris) ; la référence 64 s, le projet naïf 12 s. Puis
(deux processus par scénario au lieu de trois, `-n 2`) : 28 s d'horloge à la charge 2,8, 17,5 s
de calcul ; la référence 26 s, le naïf 7,5 s (19 s, 19,9 s de calcul, juste avant, à la charge
2,4 : la charge des autres sessions varie plus que ce qui a changé).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

RACINE = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(RACINE / "tests" / "exercices"))

from projet_banc import jouer, noter  # noqa: E402
from projet_scenarios import ENTRAINEMENT, POINTS, generer  # noqa: E402

REFERENCE = RACINE / "solutions" / "projet_assistant.py"
NAIF = RACINE / "tests" / "exercices" / "projet_naif.py"
pytestmark = pytest.mark.skipif(not REFERENCE.exists(), reason="copie des élèves : pas de référence")


def court():
    return generer(ENTRAINEMENT, graine=2026, court=True)


def note(echecs: dict[str, list[str]]) -> int:
    return sum(POINTS[p] for p, e in echecs.items() if not e)


def test_reference(tmp_path):
    """La référence sur tout le scénario réduit : la note maximale, chaque partie réussie."""
    scenario = court()
    echecs = noter(scenario, jouer(scenario, str(REFERENCE), tmp_path))
    rates = {p: e for p, e in echecs.items() if e}
    assert not rates, (f"référence à {note(echecs)}/{sum(POINTS.values())} ; parties ratées : "
                       + " ; ".join(f"{p} : {e[0]}" for p, e in rates.items()))


def test_naif_note_basse(tmp_path):
    """Le projet naïf : moins de la moitié des points, et ni budget, ni secret, ni cache. Il
    envoie tout l'historique à chaque tour : depuis que le modèle local lit n'importe quel fait
    (issue 28), il rappelle des faits (3/8 sur ce scénario au tour 36, « au plus le quart »
    avant) — c'est vrai d'un vrai modèle aussi ; ce qui le condamne, ce sont les autres parties."""
    if not NAIF.exists():
        pytest.skip("projet naïf absent (tests/exercices/projet_naif.py)")
    scenario = court()
    echecs = noter(scenario, jouer(scenario, str(NAIF), tmp_path))
    assert note(echecs) < sum(POINTS.values()) / 2, echecs
    assert echecs["budget"] and echecs["secret"] and echecs["cache"], echecs


def test_classement_neutralise():
    """Le classement : rappel d'abord, puis le moins de tokens ; noms neutralisés (formule,
    contrôle) dans le CSV, `$` échappé dans le graphique ; un PNG sans date."""
    from correction import classement

    lignes = classement.lignes_classement([("b", 0.5, 900.0, 6), ("=cmd|' /C calc'!A0", 1.0, 700.0, 16),
                                           ("a$x$\x1b[31m", 1.0, 650.0, 15)])
    assert [(rang, nom) for rang, nom, *_ in lignes] == [
        (1, "a$x$\\x1b[31m"), (2, "'=cmd|' /C calc'!A0"), (3, "b")]
    assert '"2","\'=cmd' in classement.texte_csv(lignes)
    assert classement._etiquette("a$x$") == r"a\$x\$"
    image = classement.image_png(lignes)
    assert image.startswith(b"\x89PNG") and image == classement.image_png(lignes)
