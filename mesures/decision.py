"""Le tableau de décision : quelle stratégie choisir, tiré des mesures des stratégies (`make mesures`).

Rien n'y est écrit d'avance : chaque ligne est lue dans le résultat de `mesures.comparer.comparer`
(ses bilans et ses séries par échange). Une stratégie n'est candidate que si elle retrouve tous
les faits au dernier point de contrôle ; à chaque échange, la gagnante est celle dont le coût
cumulé est le plus bas, avec puis sans cache ; une suite d'échanges où la même gagne fait un
régime. Sur deux échanges faits main :

    >>> r = {"strategies": [
    ...     {"strategie": "complet", "faits_retrouves_fin": 2, "faits_plantes": 2,
    ...      "tokens_par_appel_max": 300, "cout_dollars": 4},
    ...     {"strategie": "résumé", "faits_retrouves_fin": 2, "faits_plantes": 2,
    ...      "tokens_par_appel_max": 120, "appels_de_resume": 1},
    ...     {"strategie": "fenêtre", "faits_retrouves_fin": 0, "faits_plantes": 2,
    ...      "tokens_par_appel_max": 80, "cout_dollars": 0}],
    ...  "series": {"complet": {"cout": [1, 3], "cout_sans_cache": [1, 3], "entree": [100, 300]},
    ...             "résumé": {"cout": [2, 1], "cout_sans_cache": [2, 1], "entree": [100, 120]},
    ...             "fenêtre": {"cout": [0, 0], "cout_sans_cache": [0, 0], "entree": [80, 80]}}}
    >>> regimes(r, "cout")           # cumuls 1, 4 contre 2, 3 : le résumé gagne au 2e échange
    [(1, 1, 'complet'), (2, 2, 'résumé')]
    >>> for situation, echanges, strategie, _ in tableau_decision(r)[1]:
    ...     print(f"{situation}, {echanges} : {strategie}")
    avec cache de préfixe, jusqu'à l'échange 1 : complet
    avec cache de préfixe, dès l'échange 2 : résumé
    sans cache, jusqu'à l'échange 1 : complet
    sans cache, dès l'échange 2 : résumé
    borner la taille d'un appel, tout le long : résumé
    jamais, retrouve 0 / 2 faits à la fin : fenêtre
"""

from __future__ import annotations

import itertools

from mesures.sorties import decimal_fr, entier_fr

Tableau = tuple[list[str], list[list[str]]]


def candidates(r: dict) -> list[str]:
    """Les stratégies qui retrouvent tous les faits au dernier point de contrôle."""
    return [s["strategie"] for s in r["strategies"] if s["faits_retrouves_fin"] == s["faits_plantes"]]


def regimes(r: dict, cle: str = "cout") -> list[tuple[int, int, str]]:
    """(premier échange, dernier échange, gagnante) : la candidate au coût cumulé le plus bas.

    `cle` : `"cout"` (avec le cache de préfixe) ou `"cout_sans_cache"`.
    """
    noms = candidates(r)
    cumuls = {n: list(itertools.accumulate(r["series"][n][cle])) for n in noms}
    gagnantes = [min(noms, key=lambda n, k=k: cumuls[n][k]) for k in range(len(cumuls[noms[0]]))]
    sortie, debut = [], 1
    for nom, groupe in itertools.groupby(gagnantes):
        fin = debut + len(list(groupe)) - 1
        sortie.append((debut, fin, nom))
        debut = fin + 1
    return sortie


def tableau_decision(r: dict) -> Tableau:
    """Avec puis sans cache : qui gagne au début, où l'on hésite, qui gagne pour de bon ; puis la
    plus petite requête, puis les stratégies exclues (elles perdent des faits)."""
    total = len(next(iter(r["series"].values()))["cout"])
    bilans = {s["strategie"]: s for s in r["strategies"]}
    complet = r["strategies"][0]["strategie"]  # la référence : l'historique complet

    def taille(k: int) -> str:
        return entier_fr(r["series"][complet]["entree"][k - 1])

    def cumul(nom: str, cle: str, k: int) -> str:
        return decimal_fr(sum(r["series"][nom][cle][:k]), 2)

    lignes = []
    for cle, cas in (("cout", "avec cache de préfixe"), ("cout_sans_cache", "sans cache")):
        suite = regimes(r, cle)
        (_, fin, premiere), (debut, _, finale) = suite[0], suite[-1]
        if len(suite) == 1:
            lignes.append([cas, f"tout le long ({total} échanges)", premiere,
                           f"la moins chère à chaque échange ({cumul(premiere, cle, total)} $)"])
            continue
        lignes.append([cas, f"jusqu'à l'échange {fin}", premiere,
                       f"la moins chère ({cumul(premiere, cle, fin)} $ cumulés) ; "
                       f"l'historique complet pèse alors {taille(fin)} tokens par appel"])
        if len(suite) > 2:
            milieu = sorted({nom for _, _, nom in suite[1:-1]} | {premiere, finale},
                            key=list(bilans).index)
            lignes.append([cas, f"échanges {fin + 1} à {debut - 1}", " ou ".join(milieu),
                           f"elles se valent : la première place change {len(suite) - 2} fois"])
        lignes.append([cas, f"dès l'échange {debut}", finale,
                       f"{cumul(finale, cle, total)} $ sur {total} échanges, contre "
                       f"{cumul(complet, cle, total)} $ pour l'historique complet (qui pèse "
                       f"{taille(debut)} tokens par appel à l'échange {debut}) ; "
                       f"{bilans[finale]['appels_de_resume']} appels de résumé"])
    petite = min(candidates(r), key=lambda n: bilans[n]["tokens_par_appel_max"])
    lignes.append(["borner la taille d'un appel", "tout le long", petite,
                   "la plus petite requête qui garde tous les faits : au plus "
                   f"{entier_fr(bilans[petite]['tokens_par_appel_max'])} tokens par appel, contre "
                   f"{entier_fr(bilans[complet]['tokens_par_appel_max'])} pour l'historique complet"])
    for s in r["strategies"]:
        if s["strategie"] not in candidates(r):
            lignes.append(["jamais", f"retrouve {s['faits_retrouves_fin']} / "
                           f"{s['faits_plantes']} faits à la fin", s["strategie"],
                           f"au plus {entier_fr(s['tokens_par_appel_max'])} tokens par appel, "
                           f"mais {decimal_fr(s['cout_dollars'], 2)} $ avec cache (historique "
                           f"complet : {decimal_fr(bilans[complet]['cout_dollars'], 2)} $) : elle "
                           "borne l'appel, pas la facture"])
    return ["Situation", "Échanges", "Stratégie qui gagne", "Ce que mesure make mesures"], lignes
