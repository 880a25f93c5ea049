"""Projet (leçon 13) — un assistant qui se souvient, noté par parties sur des scénarios.

Chaque scénario (plusieurs utilisateurs, douze sessions sur des mois, des faits qui changent, le
fait d'un collègue, un secret, un oubli demandé, un `kill -9` entre deux tours, un effacement) est
joué contre votre `Assistant` dans un processus à part (`projet_banc.py`) ; la note se lit de ce
côté-ci : vos réponses, les requêtes que le modèle local a reçues (tokens, cache), les fichiers
sous l'URL. Une partie par test, par scénario.

Avec `verifier("projet")`, c'est le scénario d'entraînement (`projet_scenarios.py`) qui est joué ;
la correction joue des scénarios que vous ne voyez pas (`attaques_projet.py`, absent de votre
copie), dans d'autres mots, en français et en anglais. Un échec dit la partie, la session et le
tour (le premier échec d'abord), jamais la phrase ; le retour montre chaque partie, réussie ou
ratée, scénario par scénario.
"""

from __future__ import annotations

import os

import pytest
from projet_banc import jouer, message_d_echec, mesures, noter
from projet_scenarios import POINTS, entrainement, generer

FICHIER = "projet_assistant"
TITRE_AVEC_PARAMETRE = True   # le titre d'un test dit son scénario (correction/plugin.py)
points = pytest.mark.points

try:
    from tests.exercices.attaques_projet import CACHES
except ImportError:  # copie des élèves : les scénarios cachés n'y sont pas
    CACHES = None

def scenarios():
    if CACHES is None:
        return entrainement()
    return [generer(vocabulaire, graine, nom=nom) for nom, vocabulaire, graine in CACHES]


SCENARIOS = {s.nom: s for s in scenarios()}


def _reference_dans_make_test() -> bool:
    """Vrai quand ce module note `solutions/` hors de toute correction (`make test`) : la
    référence y est notée par tests/test_correction_projet.py, sur un scénario réduit (deux
    scénarios complets ici coûteraient deux minutes de plus)."""
    from correction import distant

    return not distant.actif() and not os.environ.get("CONTEXTE_RENDU")


@pytest.fixture(scope="module")
def joues(ex, tmp_path_factory):
    """Chaque scénario joué une fois pour tous les tests du module : {nom: (échecs, mesures)}."""
    if _reference_dans_make_test():
        pytest.skip("la référence est notée par tests/test_correction_projet.py (scénario réduit)")
    fichier = ex.__file__
    if not isinstance(fichier, str):
        pytest.fail("le module de l'élève n'a pas de fichier", pytrace=False)
    resultats = {}
    for nom, scenario in SCENARIOS.items():
        deroule = jouer(scenario, fichier, tmp_path_factory.mktemp("p"))
        resultats[nom] = (noter(scenario, deroule), mesures(scenario, deroule))
    return resultats


def verdict(joues, nom: str, partie: str) -> None:
    echecs = joues[nom][0][partie]
    if echecs:
        pytest.fail(message_d_echec(partie, echecs), pytrace=False)


NOMS = list(SCENARIOS)


@points(POINTS["rappel"])
@pytest.mark.parametrize("nom", NOMS)
def test_rappel(joues, nom):
    """Faits rappelés : la valeur à jour, de la bonne personne, même des mois plus tard"""
    verdict(joues, nom, "rappel")


@points(POINTS["perime"])
@pytest.mark.parametrize("nom", NOMS)
def test_perime(joues, nom):
    """Rien de périmé : ni l'ancienne valeur d'un fait changé, ni un fait oublié sur demande"""
    verdict(joues, nom, "perime")


@points(POINTS["secret"])
@pytest.mark.parametrize("nom", NOMS)
def test_secret(joues, nom):
    """Aucun secret stocké (fichiers sous l'URL et à côté) ni répété (au modèle, dans une réponse)"""
    verdict(joues, nom, "secret")


@points(POINTS["budget"])
@pytest.mark.parametrize("nom", NOMS)
def test_budget(joues, nom):
    """Tokens envoyés à chaque requête dans le budget (usage relevé par le modèle local)"""
    verdict(joues, nom, "budget")


@points(POINTS["cache"])
@pytest.mark.parametrize("nom", NOMS)
def test_cache(joues, nom):
    """Lectures du cache de préfixe gardées d'un tour à l'autre (usage relevé par le modèle local)"""
    verdict(joues, nom, "cache")


@points(POINTS["reprise"])
@pytest.mark.parametrize("nom", NOMS)
def test_reprise(joues, nom):
    """Rien de perdu après un kill -9 entre deux tours : chaque tour rendu après un fsync, tout relu"""
    verdict(joues, nom, "reprise")


@points(POINTS["effacement"])
@pytest.mark.parametrize("nom", NOMS)
def test_effacement(joues, nom):
    """Rien ne reste d'un utilisateur effacé (octets sous l'URL et à côté), rien de perdu pour un autre"""
    verdict(joues, nom, "effacement")


def test_mesures(joues, request):
    """Non noté : rappel et tokens par tour, pour le classement de la classe (sur option).
    `user_properties` de l'item, comme `record_property` (que la correction n'a pas : elle
    désactive junitxml) ; le greffon de la correction les relève."""
    for nom, (_, m) in joues.items():
        request.node.user_properties.append((f"rappel {nom}", round(m["rappel"], 4)))
        request.node.user_properties.append((f"tokens_par_tour {nom}",
                                             round(m["tokens_par_tour"], 1)))
