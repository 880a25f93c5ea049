"""Le tableau de décision (`mesures/decision.py`) sur de petites séries faites main."""

from mesures.decision import candidates, regimes, tableau_decision


def resultat(couts: dict[str, list[float]], faits: dict[str, int]) -> dict:
    """Un résultat de `comparer` réduit à ce que lit le tableau : coûts égaux avec et sans cache."""
    return {"strategies": [{"strategie": n, "faits_retrouves_fin": faits[n], "faits_plantes": 2,
                            "tokens_par_appel_max": 10 * (k + 1), "cout_dollars": sum(c),
                            "appels_de_resume": k} for k, (n, c) in enumerate(couts.items())],
            "series": {n: {"cout": c, "cout_sans_cache": c, "entree": [100 * (i + 1) for i in
                                                                      range(len(c))]}
                       for n, c in couts.items()}}


def test_une_strategie_qui_perd_des_faits_ne_concourt_pas_meme_gratuite():
    r = resultat({"complet": [1, 1], "fenêtre": [0, 0]}, {"complet": 2, "fenêtre": 1})
    assert candidates(r) == ["complet"]
    assert regimes(r) == [(1, 2, "complet")]
    assert tableau_decision(r)[1][-1][:3] == ["jamais", "retrouve 1 / 2 faits à la fin", "fenêtre"]


def test_une_premiere_place_qui_hesite_donne_une_ligne_entre_les_deux():
    # cumuls : complet 1, 2, 3, 4 ; résumé 1,5, 1,9, 3,1, 3,5 → complet, résumé, complet, résumé
    r = resultat({"complet": [1, 1, 1, 1], "résumé": [1.5, 0.4, 1.2, 0.4]},
                 {"complet": 2, "résumé": 2})
    assert regimes(r) == [(1, 1, "complet"), (2, 2, "résumé"), (3, 3, "complet"), (4, 4, "résumé")]
    situation, echanges, strategie, chiffres = tableau_decision(r)[1][1]
    assert (echanges, strategie) == ("échanges 2 à 3", "complet ou résumé")
    assert chiffres == "elles se valent : la première place change 2 fois"


def test_une_seule_gagnante_tout_le_long():
    r = resultat({"complet": [1, 1], "résumé": [2, 2]}, {"complet": 2, "résumé": 2})
    assert tableau_decision(r)[1][0] == ["avec cache de préfixe", "tout le long (2 échanges)",
                                         "complet", "la moins chère à chaque échange (2,00 $)"]
