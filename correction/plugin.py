"""Greffon pytest de la notation, côté sous-processus : points et issue de chaque test.

Il tourne dans le processus du correcteur (pytest et les tests), jamais dans celui de l'élève :
son code n'y est pas chargé (voir distant.py), il ne peut donc ni le patcher ni écrire sur ce
descripteur, ouvert par le correcteur et passé au seul processus de pytest.

    {"type": "test", "nodeid": "…::test_exemple", "points": 2, "titre": "…"}
    {"type": "resultat", "nodeid": "…::test_exemple", "etape": "call", "issue": "passed", …}
    {"type": "mesure", "nodeid": "…::test_mesures", "mesures": {"rappel …": 0.75}}
    {"type": "fin", "code": 0, "eleve_arrete": false, "refus": []}
"""

from __future__ import annotations

import json
import os
from typing import Any

MESSAGE_MAX = 800  # caractères gardés d'un message d'échec


def points_de(item: Any) -> int | None:
    """Les points du marqueur `@pytest.mark.points(n)` du test, ou None s'il n'en a pas."""
    marque = item.get_closest_marker("points")
    if marque is None:
        return None
    return int(marque.args[0]) if marque.args else 1


def titre_de(item: Any) -> str:
    """La première ligne de la docstring du test (en français), sinon son nom."""
    doc = getattr(getattr(item, "function", None), "__doc__", None) or ""
    ligne = doc.strip().splitlines()[0].strip() if doc.strip() else ""
    callspec = getattr(item, "callspec", None)
    if ligne and callspec is not None and getattr(getattr(item, "module", None),
                                                  "TITRE_AVEC_PARAMETRE", False):
        ligne += f" — scénario {callspec.id}"   # le projet : une partie par scénario
    return ligne or item.name


def message_de(report: Any) -> str:
    """Le message utile d'un échec : la ligne de l'exception (assertion et son message)."""
    longrepr = report.longrepr
    if longrepr is None:
        return ""
    crash = getattr(longrepr, "reprcrash", None)
    if crash is not None:
        texte = crash.message
    elif isinstance(longrepr, tuple) and len(longrepr) == 3:  # sauté : (fichier, ligne, raison)
        texte = str(longrepr[2])
    else:
        texte = str(longrepr)
    texte = texte.strip()
    return texte if len(texte) <= MESSAGE_MAX else texte[:MESSAGE_MAX] + " […]"


class Rapport:
    """Greffon : `pytest.main(args, plugins=[Rapport(fd)])`."""

    def __init__(self, fd: int) -> None:
        self._sortie = os.fdopen(fd, "w", encoding="utf-8")

    def _ecrire(self, **enregistrement: Any) -> None:
        self._sortie.write(json.dumps(enregistrement, ensure_ascii=False) + "\n")
        self._sortie.flush()

    def pytest_collection_finish(self, session: Any) -> None:
        for item in session.items:
            points = points_de(item)
            if points is not None:
                self._ecrire(type="test", nodeid=item.nodeid, points=points, titre=titre_de(item))

    def pytest_runtest_logreport(self, report: Any) -> None:
        if report.when == "call" or report.outcome != "passed":
            self._ecrire(type="resultat", nodeid=report.nodeid, etape=report.when,
                         issue=report.outcome, message=message_de(report))
        mesures = {str(k)[:80]: float(v) for k, v in getattr(report, "user_properties", ())
                   if isinstance(v, (int, float)) and not isinstance(v, bool)}
        if report.when == "call" and mesures:   # record_property : le classement du projet
            self._ecrire(type="mesure", nodeid=report.nodeid, mesures=mesures)

    def pytest_sessionfinish(self, session: Any, exitstatus: int) -> None:
        from . import distant

        distant.fermer()
        self._ecrire(type="fin", code=int(exitstatus), **distant.etat())
