"""Le mode « un long contexte n'est pas gratuit » : calibré sur LongMemEval, en U, semé, coupé par défaut."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from modele_local.comprehension import contexte_long as cl
from modele_local.comprehension.recherche_lexicale import repondre


@pytest.mark.parametrize("jetons, position, attendu", [
    (0, 0.5, 0.0), (cl.SANS_PERTE, 0.5, 0.0),            # court : aucune perte
    (115_000, 0.5, 1.5 * (1 - 60.6 / 87.0)),              # milieu, à 115k : 1,5 × la perte moyenne
    (115_000, 0.0, 0.5 * (1 - 60.6 / 87.0)),              # bouts : 0,5 ×
    (115_000, 1.0, 0.5 * (1 - 60.6 / 87.0)),
    (10_000_000, 0.5, cl.P_MAX),                          # plafonné
])
def test_p_oubli(jetons, position, attendu):
    assert cl.p_oubli(jetons, position) == pytest.approx(attendu)


def test_en_moyenne_sur_les_places_la_perte_de_longmemeval_a_115k():
    places = [k / 1000 for k in range(1001)]
    moyenne = sum(cl.p_oubli(115_000, x) for x in places) / len(places)
    assert moyenne == pytest.approx(1 - 60.6 / 87.0, abs=0.002)
    manques = sum(cl.manque(3, 115_000, x, f"fait {k}") for k, x in enumerate(places))
    assert abs(manques / len(places) - (1 - 60.6 / 87.0)) < 0.04   # le tirage suit la chance


@settings(deadline=None)
@given(st.integers(0, 2_000_000), st.floats(0, 1), st.floats(0, 1))
def test_plus_long_manque_plus_et_le_milieu_plus_que_les_bouts(jetons, x, y):
    assert cl.p_oubli(jetons + 1000, x) >= cl.p_oubli(jetons, x)
    if abs(x - 0.5) < abs(y - 0.5):
        assert cl.p_oubli(jetons, x) >= cl.p_oubli(jetons, y)


def test_semé_et_coupé_par_défaut():
    dits = ["Je vais à Lisbonne en mai."] + ["Il fait beau."] * 50 + [
        "Finalement, le voyage à Lisbonne est repoussé à juin."]
    q = "Quand vais-je à Lisbonne ?"
    juste = repondre(q, dits)
    assert "juin" in juste
    assert [repondre(q, dits, contexte_long=g, jetons=2_000) for g in range(5)] == [juste] * 5
    longs = [repondre(q, dits, contexte_long=g, jetons=115_000) for g in range(12)]
    assert longs == [repondre(q, dits, contexte_long=g, jetons=115_000) for g in range(12)]
    assert any("mai" in r for r in longs) and any("juin" in r for r in longs)
