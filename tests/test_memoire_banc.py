"""Le banc inter-sessions (mesures.memoire_sessions), sans dérive : ce qu'il doit montrer.

La dérive (moyenne sur des graines) passe dans `make mesures` et dans test_mesures (version rapide)."""

import pytest

from mesures.memoire_sessions import en_markdown, main, mesurer


def test_banc_inter_sessions():
    r = mesurer(graines=())
    lignes = {(x["derive"], x["strategie"]): x for x in r["lignes"]}
    sans = {nom: lignes[("coupée", nom)] for nom in r["strategies"]}
    assert r["questions"] == sans["magasin de faits"]["questions"] > 20
    # sans dérive, les deux vraies mémoires ne fuient rien et ne confondent personne
    for nom in ("magasin de faits", "outil mémoire"):
        assert sans[nom]["secrets_fuites"] == sans[nom]["mauvaise_personne"] == 0
        assert sans[nom]["rappel"] > sans["résumé reporté"]["rappel"] > sans["pas de mémoire"]["rappel"]
    # l'anti-modèle et l'historique complet traînent la clé d'API dans chaque session suivante
    assert sans["résumé reporté"]["secrets_fuites"] > 0 and sans["historique complet"]["secrets_fuites"] > 0
    assert sans["pas de mémoire"]["tokens_ajoutes_par_question"] == 0
    assert sans["outil mémoire"]["tokens_ajoutes_par_question"] > sans["magasin de faits"][
        "tokens_ajoutes_par_question"]   # les allers-retours de la boucle se paient
    assert "| outil mémoire |" in en_markdown(r)


def test_aide_sans_lancer_le_banc(capsys):
    """Bogue : `python -m mesures.memoire_sessions --help` ignorait ses arguments et lançait le banc."""
    with pytest.raises(SystemExit) as fin:
        main(["--help"])
    assert fin.value.code == 0 and "--graines" in capsys.readouterr().out
