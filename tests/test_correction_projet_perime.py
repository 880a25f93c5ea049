"""« Rien de périmé » lit aussi la requête : une valeur remplacée des sessions plus tôt ne part
pas au modèle comme un fait actuel (une ligne sans date) ; datée, c'est un souvenir, permis.

Noté sur un déroulé fait main (un tour, son journal), par la vraie notation (`projet_banc.noter`).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

RACINE = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(RACINE / "tests" / "exercices"))

from projet_banc import Deroule, Tour, noter, sans_date  # noqa: E402
from projet_scenarios import Controle, Etape, Scenario  # noqa: E402

REPONSE = "Vous vivez à Morvel."


def _entree(corps: dict, texte: str) -> dict:
    return {"chemin": "/v1/messages", "statut": 200, "corps": corps,
            "reponse": {"content": [{"type": "text", "text": texte}],
                        "usage": {"input_tokens": 50, "cache_read_input_tokens": 0,
                                  "cache_creation_input_tokens": 0}}}


def _perime(*corps_et_reponses: tuple[dict, str]) -> list[str]:
    """Les échecs « périmé » d'un tour unique : « où est-ce que je vis ? », l'ancienne valeur
    Kavel interdite dans une ligne sans date de la requête qui a produit la réponse."""
    scenario = Scenario("fait-main", "fr", 2000, [
        Etape("nouveau"),
        Etape("repondre", "u1", "2026-03-01-a", "Où est-ce que je vis ?", (
            Controle("rappel", "la ville à jour", doit=("Morvel",)),
            Controle("perime", "l'ancienne valeur d'un fait changé", interdit=("Kavel",),
                     ou="requete_sans_date")))])
    journal = [_entree(c, r) for c, r in corps_et_reponses]
    deroule = Deroule(tours={0: Tour(0), 1: Tour(1, texte=REPONSE, requetes=(0, len(journal)))},
                      journal=journal)
    return noter(scenario, deroule)["perime"]


ECHEC = ("session 1 (utilisateur 1), tour 1 : l'ancienne valeur d'un fait changé — envoyée au "
         "modèle sans date, comme un fait actuel")


@pytest.mark.parametrize(("corps", "echecs"), [
    # la mémoire rappelle l'ancienne valeur comme un fait : périmé
    ({"system": "Faits :\n- ville : Kavel\n- ville : Morvel", "messages": []}, [ECHEC]),
    # dans un message, casse changée : périmé aussi
    ({"messages": [{"role": "user", "content": [{"type": "text", "text": "ville: KAVEL"}]}]},
     [ECHEC]),
    # un souvenir daté par la recherche (ISO, ou en toutes lettres) : permis
    ({"messages": [{"role": "user", "content": "- Je vis à Kavel. (dit le 2026-01-28)\n"
                                               "- J'ai déménagé à Morvel. (dit le 2026-02-14)"}]},
     []),
    ({"system": "Le 3 mars 2026, l'utilisateur vivait à Kavel.", "messages": []}, []),
    ({"system": "On January 28, 2026 the user lived in Kavel.", "messages": []}, []),
    # la date est sur une autre ligne que la valeur : le fait, lui, est donné comme actuel
    ({"system": "2026-01-28\n- ville : Kavel", "messages": []}, [ECHEC]),
    # l'ancienne valeur n'est pas envoyée du tout : rien à redire
    ({"system": "- ville : Morvel", "messages": []}, []),
])
def test_ancienne_valeur_dans_la_requete(corps, echecs):
    assert _perime((corps, REPONSE)) == echecs


def test_seule_compte_la_requete_qui_a_produit_la_reponse():
    """Une extraction du même tour montre la mémoire telle qu'elle est (le fait pas encore
    remplacé) : ce n'est pas ce qui a répondu ; la requête de la réponse, elle, est propre."""
    extraction = ({"messages": [{"role": "user", "content": "<memoire>ville: Kavel</memoire>"}]},
                  '{"operations": []}')
    assert _perime(extraction, ({"system": "- ville : Morvel", "messages": []}, REPONSE)) == []
    assert _perime(extraction, ({"system": "- ville : Kavel", "messages": []}, REPONSE)) == [ECHEC]


def test_le_premier_echec_garde_son_etape():
    """L'échec sait son étape (le retour montre le premier dans l'ordre du scénario)."""
    (echec,) = _perime(({"system": "- ville : Kavel", "messages": []}, REPONSE))
    assert echec.etape == 1


def test_sans_date_valeurs_exactes():
    assert sans_date("Kavel", [{"system": "- ville : Kavel"}]) is True
    assert sans_date("Kavel", [{"system": "- ville : Kavel (2026-01-28)"}]) is False
    assert sans_date("Kavel", [{"system": "rien"}, None, 3]) is False
    assert sans_date("Kavel", [{"messages": [{"content": [{"text": "12/01/2026 : Kavel"}]}]}]) \
        is False


def test_un_arret_au_demarrage_dit_son_etape():
    """Bogue du 2026-12-01 : un rendu qui plante dès `Assistant(…)` (étape « nouveau », sans
    utilisateur) faisait planter la notation en cherchant le lieu de l'arrêt."""
    scenario = Scenario("fait-main", "fr", 2000, [
        Etape("nouveau"), Etape("repondre", "u1", "2026-03-01-a", "Bonjour.")])
    deroule = Deroule(tours={0: Tour(0, erreur="Assistant() a levé RuntimeError"),
                             1: Tour(1, erreur="processus arrêté")},
                      mort="Assistant() a levé RuntimeError")
    echecs = noter(scenario, deroule)
    assert echecs["rappel"][0] == ("l'assistant s'est arrêté (Assistant() a levé RuntimeError), "
                                   "étape 0 (nouveau)")
    assert echecs["rappel"][0].etape == 0


def test_mesure_du_rappel_compte_un_controle_sans_valeur_attendue():
    """Bogue du 2026-12-01 : pour le classement, un contrôle de rappel sans valeur attendue (« le
    fait d'un collègue n'est pas pris pour le sien » : seulement un interdit) était toujours
    compté raté ; la référence plafonnait à 0,875 au lieu de 1."""
    from projet_banc import mesures

    scenario = Scenario("fait-main", "fr", 2000, [
        Etape("nouveau"),
        Etape("repondre", "u1", "2026-03-01-a", "Où vit mon collègue ?", (
            Controle("rappel", "le fait d'un collègue", doit=("Morvel",)),)),
        Etape("repondre", "u1", "2026-03-01-a", "Où est-ce que je vis ?", (
            Controle("rappel", "pas celui du collègue", interdit=("Morvel",)),))])
    deroule = Deroule(tours={0: Tour(0), 1: Tour(1, texte="Il vit à Morvel."),
                             2: Tour(2, texte="Je ne sais pas.")})
    assert mesures(scenario, deroule)["rappel"] == 1.0
    deroule.tours[2] = Tour(2, texte="À Morvel.")
    assert mesures(scenario, deroule)["rappel"] == 0.5
