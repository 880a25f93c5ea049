"""Noter un exercice d'un rendu : un sous-processus pytest borné, puis la lecture de son rapport.

    notes = noter_rendu(copie, [exercice("ex5")], atelier, bareme)
    notes["ex5"].points, notes["ex5"].sur   # -> (7, 10)
"""

from __future__ import annotations

import signal
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .bac_a_sable import LIMITES, Limites
from .exercices import EXERCICES, RACINE, Exercice
from .lancer import Execution, executer


@dataclass
class ResultatTest:
    nodeid: str
    titre: str
    points: int
    reussi: bool = False
    message: str = "test non exécuté (le processus s'est arrêté avant)"


@dataclass
class NoteExercice:
    """La note d'un exercice ; `probleme` explique une note forcée à 0 (délai, plantage…)."""

    exercice: Exercice
    sur: int
    tests: list[ResultatTest] = field(default_factory=list)
    probleme: str = ""
    sortie: str = ""      # fin de ce que le code de l'élève a affiché
    suspect: str = ""     # signe de triche, pour l'enseignant (pas dans le retour à l'élève)
    remarque: str = ""    # pour `verifier` : nom presque juste, réponse prise dans le notebook
    mesures: dict[str, float] = field(default_factory=dict)   # record_property (classement)

    @property
    def points(self) -> int:
        if self.probleme:
            return 0
        return sum(t.points for t in self.tests if t.reussi)


Bareme = dict[str, dict[str, tuple[int, str]]]  # exercice -> nodeid -> (points, titre)


def bareme_du_rapport(rapport: list[dict]) -> Bareme:
    """Les tests notés annoncés dans un rapport, rangés par exercice."""
    bareme: Bareme = {}
    for ex in EXERCICES.values():
        prefixe = ex.tests.relative_to(RACINE).as_posix() + "::"
        tests = {r["nodeid"]: (int(r["points"]), str(r.get("titre", ""))) for r in rapport
                 if r.get("type") == "test" and str(r.get("nodeid", "")).startswith(prefixe)
                 and isinstance(r.get("points"), int)}
        if tests:
            bareme[ex.ident] = tests
    return bareme


def _signal(code: int | None) -> str:
    """Le nom du signal qui a tué un processus (code négatif, ou 128 + n renvoyé par bwrap)."""
    if code is None or not (code < 0 or 128 < code < 128 + 65):
        return ""
    n = -code if code < 0 else code - 128
    return signal.Signals(n).name if n in signal.valid_signals() else str(n)


def _probleme(execution: Execution, limites: Limites) -> str:
    fin = [r for r in execution.rapport if r.get("type") == "fin"]
    if execution.delai_depasse:
        return (f"Délai dépassé : les tests de cet exercice ont duré plus de {limites.delai:g} s "
                "(boucle infinie ? attente sans fin ?). Le processus a été arrêté.")
    if fin and fin[-1].get("eleve_arrete"):
        nom = _signal(execution.code_eleve)
        if nom == "SIGXCPU":
            return "Temps de calcul dépassé (SIGXCPU) : le processus a été arrêté."
        if nom:
            return (f"Le processus de votre code a été arrêté par le signal {nom} (mémoire "
                    "épuisée ? plantage de l'interpréteur ?).")
        return (f"Le processus de votre code s'est arrêté avant la fin des tests (code de sortie "
                f"{execution.code_eleve}) : un os._exit() ou un sys.exit() dans votre fichier ?")
    if not fin or _signal(execution.code):
        detail = f" [{execution.diagnostic}]" if execution.diagnostic else ""
        return (f"La session de tests s'est arrêtée avant la fin (code {execution.code}{detail}) : "
                "une réponse de votre code trop grosse pour le correcteur ?")
    if fin[-1].get("code") not in (0, 1):
        return (f"La session de tests s'est terminée anormalement (code pytest "
                f"{fin[-1].get('code')}) : un KeyboardInterrupt ou une erreur de pytest ?")
    return ""


def _suspect(execution: Execution) -> str:
    """Signes de triche : des réponses que le correcteur a dû refuser (classes interdites…)."""
    fin = [r for r in execution.rapport if r.get("type") == "fin"]
    refus = fin[-1].get("refus") if fin else None
    if isinstance(refus, list) and refus:
        return "réponse trafiquée refusée par le correcteur : " + str(refus[0])[:200]
    return ""


def lire_note(ex: Exercice, execution: Execution, bareme: dict[str, tuple[int, str]],
              limites: Limites) -> NoteExercice:
    """Transforme le rapport d'une exécution en note : seuls les tests du barème comptent."""
    tests = {nodeid: ResultatTest(nodeid, titre, points)
             for nodeid, (points, titre) in bareme.items()}
    vus: dict[str, bool] = {}
    messages: dict[str, str] = {}
    mesures: dict[str, float] = {}
    for r in execution.rapport:
        nodeid = r.get("nodeid")
        if r.get("type") == "mesure" and isinstance(r.get("mesures"), dict):
            mesures.update({str(k)[:80]: float(v) for k, v in r["mesures"].items()
                            if isinstance(v, (int, float)) and not isinstance(v, bool)})
        if r.get("type") != "resultat" or nodeid not in tests:
            continue
        if r.get("issue") == "passed" and r.get("etape") == "call":
            vus.setdefault(nodeid, True)
        else:
            vus[nodeid] = False
            messages.setdefault(nodeid, str(r.get("message", ""))[:2000] or str(r.get("issue")))
    for nodeid, test in tests.items():
        if nodeid in vus:
            test.reussi = vus[nodeid]
            test.message = "" if test.reussi else messages.get(nodeid, "")
    probleme = _probleme(execution, limites)
    return NoteExercice(ex, sum(p for p, _ in bareme.values()), list(tests.values()), probleme,
                        execution.sortie, _suspect(execution),
                        mesures={} if probleme else mesures)


def noter_rendu(copie: Path, exercices: list[Exercice], atelier: Any, bareme: Bareme,
                limites: Limites = LIMITES) -> dict[str, NoteExercice]:
    """Note tous les `exercices` du rendu copié dans `copie`, dans un atelier (atelier.py) : le
    démarrage (bac à sable, Python, imports) est payé une fois par fil de travail."""
    executions = atelier.noter_rendu(copie, exercices)
    return {ex.ident: lire_note(ex, executions[ex.ident], bareme.get(ex.ident, {}), limites)
            for ex in exercices}


def collecter_bareme(exercices: list[Exercice], limites: Limites = LIMITES) -> Bareme:
    """Le barème de confiance : collecte des tests notés, sans exécuter aucun code d'élève."""
    with tempfile.TemporaryDirectory(prefix="correction-bareme-") as dossier:
        travail = Path(dossier)
        execution = executer([str(ex.tests) for ex in exercices], travail, travail,
                             Limites(delai=max(60.0, limites.delai)))
    bareme = bareme_du_rapport(execution.rapport)
    manquants = [ex.ident for ex in exercices if ex.ident not in bareme]
    if manquants:
        raise RuntimeError(f"Aucun test noté trouvé pour {', '.join(manquants)} : vérifiez "
                           f"tests/exercices/. Sortie de pytest :\n{execution.sortie}")
    return bareme
