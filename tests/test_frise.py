"""La frise des appels : sorts des messages, texte exact, barres et panneau sans erreur."""

import matplotlib
import pytest

from cours.frise import Frise, sorts

matplotlib.use("Agg")


def test_sorts():
    assert sorts(0) == []
    assert sorts(3) == ["oublié"] * 3
    assert sorts(4, gardes=[3], resumes=[0, 1]) == ["résumé", "résumé", "oublié", "gardé"]
    assert sorts(2, gardes=[0], resumes=[0]) == ["gardé", "oublié"]   # gardé l'emporte


def test_texte_exact():
    f = Frise()
    f.noter("appel 1", ["gardé", "gardé"], {"input_tokens": 12, "cache_creation_input_tokens": 3})
    f.noter("appel 2", ["résumé", "gardé", "gardé"], {"input_tokens": 5,
                                                      "cache_read_input_tokens": 15})
    lignes = f.texte().splitlines()
    assert len(lignes) == 3
    assert lignes[1].split() == ["appel", "1", "██", "12", "3", "0"]
    assert lignes[2].split() == ["appel", "2", "▒██", "5", "0", "15"]


def test_usage_objet_du_sdk_et_sorts_inconnus():
    class Usage:
        input_tokens, cache_creation_input_tokens, cache_read_input_tokens = 1, None, 7

    f = Frise()
    f.noter("a", ["gardé"], Usage())
    assert f.appels[0].tokens == {"normal": 1, "écrit": 0, "lu": 7}
    with pytest.raises(ValueError, match="sorts inconnus"):
        f.noter("b", ["perdu"], {})


def test_barres_et_panneau():
    f = Frise()
    for k in range(3):
        f.noter(f"appel {k}", ["gardé"] * (k + 1), {"input_tokens": 10 * k})
    ax = f.barres()
    assert len(ax.patches) == 9   # 3 appels × 3 couches
    assert f.image(2).startswith(b"\x89PNG")
    panneau = f.panneau()
    assert repr(panneau).startswith("Frise interactive")
    curseur, vue = panneau.children
    curseur.value = 1
    assert vue.value == f.image(1)
