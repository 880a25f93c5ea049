"""Les parts de côté des scénarios du projet (`attaques_projet.DE_COTE`), devenues des parts de réglage.

Écrites sans avoir vu le banc, elles ont dit ce que valait la note sur des phrases inconnues ; le
2026-12-01, la référence a été corrigée sur les causes générales qu'elles ont montrées (elles ne
mesurent donc plus l'inconnu : c'est le rôle d'une part ajoutée après, sur laquelle personne ne
règle rien). Lente (un scénario complet par rendu) :
jouée seulement avec `PROJET_DE_COTE=1` ; elle affiche les parties ratées et ne vérifie qu'une
chose, que la référence y fait mieux que le projet naïf.

    PROJET_DE_COTE=1 .venv/bin/python -m pytest -s tests/test_correction_projet_de_cote.py
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

RACINE = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(RACINE / "tests" / "exercices"))

from projet_banc import jouer, noter  # noqa: E402
from projet_scenarios import POINTS, generer  # noqa: E402

pytestmark = pytest.mark.skipif(os.environ.get("PROJET_DE_COTE") != "1",
                                reason="part de côté du projet : PROJET_DE_COTE=1 pour la jouer")


def test_part_de_cote(tmp_path):
    from attaques_projet import DE_COTE as DE_COTE_1_3
    from attaques_projet_4 import DE_COTE_4

    DE_COTE = DE_COTE_1_3 + DE_COTE_4

    notes = {}
    for qui, fichier in (("référence", RACINE / "solutions" / "projet_assistant.py"),
                         ("naïf", RACINE / "tests" / "exercices" / "projet_naif.py")):
        if not fichier.exists():
            continue
        for nom, vocabulaire, graine in DE_COTE:
            scenario = generer(vocabulaire, graine, nom=nom)
            echecs = noter(scenario, jouer(scenario, str(fichier), tmp_path / f"{qui}-{nom}"))
            notes[qui, nom] = sum(POINTS[p] for p, e in echecs.items() if not e)
            print(f"\n{qui} / {nom} : {notes[qui, nom]}/{sum(POINTS.values())}")
            for partie, e in echecs.items():
                for ligne in e:
                    print(f"  {partie} : {ligne}")
    for nom, _, _ in DE_COTE:
        if ("référence", nom) in notes and ("naïf", nom) in notes:
            assert notes["référence", nom] > notes["naïf", nom], nom
