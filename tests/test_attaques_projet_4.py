"""La forme des vocabulaires cachés `attaques_projet_4` : celle de `attaques_projet.FR`.

Les deux fichiers sont absents de la copie des élèves : là, ce test est sauté. Ici, il échoue si
une clé manque ou est en trop, si une sorte manque d'un gabarit, ou si un gabarit perd (ou gagne)
un `{v}`, un `{c}` ou un `{s}` là où `FR` n'en a pas.
"""

import re
import string
from pathlib import Path

import pytest

from tests.exercices.projet_scenarios import generer

if not (Path(__file__).parent / "exercices" / "attaques_projet_4.py").exists():
    pytest.skip("vocabulaires cachés absents (copie des élèves)", allow_module_level=True)

from tests.exercices.attaques_projet import FR  # noqa: E402
from tests.exercices.attaques_projet_4 import DE_COTE_4  # noqa: E402

SORTES_MIN = 7   # generer en tire six ; une de plus pour que le tirage varie
GABARITS = ("dire", "changer", "collegue", "demander", "demander_collegue")


def _champs(gabarit: str) -> set[str]:
    return {nom for _, nom, _, _ in string.Formatter().parse(gabarit) if nom is not None}


def _champs_de_fr(cle: str, sous: str | None = None) -> set[str]:
    """Les champs qu'emploient les gabarits de FR pour `cle` (sous-clé `sous`)."""
    if sous is None:
        listes = [FR[cle]]
    elif cle == "sortes":
        listes = [s[sous] for s in FR["sortes"].values()]
    else:
        listes = [FR[cle][sous]]
    return {c for liste in listes for g in liste for c in _champs(g)}


@pytest.mark.parametrize("nom, vocabulaire, graine", DE_COTE_4, ids=[n for n, _, _ in DE_COTE_4])
def test_meme_forme_que_fr(nom, vocabulaire, graine):
    assert set(vocabulaire) == set(FR)
    assert vocabulaire["langue"] == nom.rsplit("-", 1)[1]
    for cle in ("budget", "budget_court", "tours_longs", "tours_longs_court"):
        assert isinstance(vocabulaire[cle], int) and vocabulaire[cle] > 0
    assert vocabulaire["budget_court"] <= vocabulaire["budget"]
    assert len(vocabulaire["sortes"]) >= SORTES_MIN
    assert not set(vocabulaire["sortes"]) & set(FR["sortes"])   # d'autres sortes de faits
    assert len(vocabulaire["bavardage"]) >= 6                     # bavarder(6) les tire sans remise
    for sorte, gabarits in vocabulaire["sortes"].items():
        assert set(gabarits) == set(GABARITS) | {"oubli"}, sorte
        assert isinstance(gabarits["oubli"], str) and gabarits["oubli"].strip(), sorte
        for g in GABARITS:
            assert gabarits[g] and all(isinstance(x, str) for x in gabarits[g]), (sorte, g)
            for x in gabarits[g]:
                assert _champs(x) == _champs_de_fr("sortes", g), (sorte, g, x)
    for cle in ("episodes", "secrets"):
        assert set(vocabulaire[cle]) == set(FR[cle])
        for g, liste in vocabulaire[cle].items():
            assert liste and all(_champs(x) == _champs_de_fr(cle, g) for x in liste), (cle, g)
    for cle in ("ouvertures", "bavardage"):
        assert all(isinstance(x, str) and x.strip() and not _champs(x)
                   for x in vocabulaire[cle]), cle


@pytest.mark.parametrize("nom, vocabulaire, graine", DE_COTE_4, ids=[n for n, _, _ in DE_COTE_4])
def test_le_scenario_se_genere(nom, vocabulaire, graine):
    s = generer(vocabulaire, graine, nom=nom)
    assert s.nom == nom and s.langue == vocabulaire["langue"]
    assert len({e.session for e in s.etapes if e.op == "repondre"}) == 13
    textes = " ".join(e.texte for e in s.etapes)
    assert not re.search(r"\{[a-z]*\}", textes)   # aucun gabarit laissé sans valeur
    assert s.secrets[0] in textes
