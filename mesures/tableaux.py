"""Les tableaux des quatre mesures : pour le terminal et en Markdown (prêts pour le README).

Chaque `tableau_*` renvoie `(entêtes, lignes)` ; `afficher_*` l'imprime ; `markdown_tout` réunit
tout dans un seul texte Markdown.

    >>> tableau_suite({"etapes": [{"etape": "pip", "secondes": 61.2, "code_retour": 0}]})[1][0]
    ['pip', '61,2', 'ok']
"""

from __future__ import annotations

from mesures.decision import tableau_decision
from mesures.sorties import decimal_fr, entier_fr, markdown, texte_brut

Tableau = tuple[list[str], list[list[str]]]
DECISION = ("Lu dans les deux tableaux ci-dessus (`mesures/decision.py`) : seules concourent les "
            "stratégies qui retrouvent tous les faits à la fin ; à chaque échange, la gagnante est "
            "celle dont le coût cumulé est le plus bas.")



def seuils(r: dict) -> dict[str, int | None]:
    """Pour chaque méthode, la longueur à partir de laquelle la médiane reste au-dessus du seuil.

    « Reste » : un pic isolé sur une petite longueur (la machine était occupée) ne compte pas.
    None : jamais au-dessus sur les longueurs mesurées.
    """
    depasse: dict[str, int | None] = {}
    for ligne in sorted(r["mesures"], key=lambda x: x["messages"]):
        nom = ligne["methode"]
        if ligne["mediane_ms"] <= r["seuil_ms"]:
            depasse[nom] = None
        elif depasse.get(nom) is None:
            depasse[nom] = ligne["messages"]
    return depasse


def tableau_strategies(r: dict) -> Tableau:
    """Une ligne par stratégie (voir `mesures.comparer.bilan`)."""
    entetes = ["Stratégie", "Tokens/appel max", "Tokens/appel moyen", "Entrée totale",
               "Lu du cache", "Appels de résumé", "Coût ($)", "Coût sans cache ($)",
               "Faits retrouvés à la fin"]
    lignes = [[s["strategie"], entier_fr(s["tokens_par_appel_max"]),
               entier_fr(s["tokens_par_appel_moyenne"]), entier_fr(s["entree_totale"]),
               decimal_fr(100 * s["part_lue_du_cache"], 1, " %"), str(s["appels_de_resume"]),
               decimal_fr(s["cout_dollars"], 2), decimal_fr(s["cout_sans_cache_dollars"], 2),
               f"{s['faits_retrouves_fin']} / {s['faits_plantes']}"] for s in r["strategies"]]
    return entetes, lignes


def tableau_rentabilite(r: dict) -> Tableau:
    """À partir de quel échange chaque stratégie coûte moins, en cumulé, que l'historique complet."""
    def echange(n: int | None) -> str:
        return f"dès l'échange {n}" if n else f"jamais (en {r['echanges']} échanges)"

    lignes = [[s["strategie"], decimal_fr(s["cout_resumes_dollars"], 2),
               echange(s["moins_cher_que_l_historique_des"]),
               echange(s["moins_cher_que_l_historique_des_sans_cache"])]
              for s in r["strategies"][1:]]
    return ["Stratégie", "Dont appels de résumé ($)", "Moins cher : avec cache", "Sans cache"], lignes


def tableau_fournisseurs(f: dict) -> Tableau:
    """Les lignes où le fournisseur garde la mémoire (voir `mesures.comparer_fournisseurs`)."""
    entetes = ["Stratégie", "Tokens/appel max", "Tokens/appel moyen", "Lu du cache",
               "Résumés écrits", "Coût ($)", "Prix de", "Faits retrouvés à la fin"]
    lignes = [[s["strategie"], entier_fr(s["tokens_par_appel_max"]),
               entier_fr(s["tokens_par_appel_moyenne"]),
               decimal_fr(100 * s["part_lue_du_cache"], 1, " %"), str(s["appels_de_resume"]),
               decimal_fr(s["cout_dollars"], 2), s["tarif"],
               f"{s['faits_retrouves_fin']} / {s['faits_plantes']}"] for s in f["strategies"]]
    lignes += [[nom, "non mesurée", "", "", "", "", "", raison[:40]]
               for nom, raison in f["non_mesurees"].items()]
    return entetes, lignes


def tableau_tarif(r: dict) -> Tableau:
    """La table de prix utilisée, en $ par million de tokens, avec la date du relevé."""
    t = r["tarif"]
    return (["Modèle", "Entrée", "Sortie", "Écriture cache", "Lecture cache", "Relevé"],
            [[t["modele"], *(decimal_fr(t[k], 2) for k in ("entree", "sortie", "ecriture_cache",
                                                           "lecture_cache")), t["date"]]])


def tableau_tokens(r: dict) -> Tableau:
    """Erreur et vitesse de chaque méthode (résultat de `mesures.tokens.mesurer`)."""
    m = r["methodes"]
    reference = m["count_tokens"]["temps_par_appel_us"]
    lignes = []
    for nom in ("approx_tokens", "len/4", "count_tokens"):
        e, p = m[nom]["erreur_ponderee"], m[nom]["p90_par_message"]
        lignes.append([nom, *(decimal_fr(100 * v, 1, " %") for v in (e["calibration"], e["controle"],
                                                                     p["calibration"], p["controle"])),
                       decimal_fr(m[nom]["temps_par_appel_us"], 2),
                       decimal_fr(reference / m[nom]["temps_par_appel_us"], 1, " ×")])
    return (["Méthode", "Erreur pondérée (calibration)", "Erreur pondérée (contrôle)",
             "p90 par message (calibration)", "p90 par message (contrôle)", "µs par message",
             "Vitesse / count_tokens"], lignes)


def tableau_persistance(r: dict) -> Tableau:
    """Médiane d'une sauvegarde (ms) par longueur, et la longueur où elle dépasse le seuil."""
    voulues = [n for n in (10, 100, 1000, 10_000) if n in r["longueurs"]] or r["longueurs"]
    par = {(x["methode"], x["messages"]): x["mediane_ms"] for x in r["mesures"]}
    depasse = seuils(r)
    lignes = [[nom, *(decimal_fr(par[nom, n], 2) for n in voulues),
               entier_fr(n) + " messages" if (n := depasse[nom]) else "jamais (≤ "
               + entier_fr(max(r["longueurs"])) + ")"] for nom in depasse]
    seuil = decimal_fr(r["seuil_ms"], 0)
    return (["Méthode", *(f"{entier_fr(n)} msg (ms)" for n in voulues), f"Plus de {seuil} ms dès"],
            lignes)


def tableau_suite(r: dict) -> Tableau:
    """Durée de chaque étape de `make test` (résultat de `mesures.suite.mesurer`)."""
    lignes = [[e["etape"], decimal_fr(e["secondes"], 1),
               "ok" if e["code_retour"] == 0 else f"échec ({e['code_retour']})"] for e in r["etapes"]]
    total = sum(e["secondes"] for e in r["etapes"])
    return ["Étape", "Durée (s)", "Résultat"], [*lignes, ["total", decimal_fr(total, 1), ""]]


def afficher(titre: str, tableau: Tableau, note: str = "") -> None:
    """Imprime un titre, le tableau aligné et une note éventuelle."""
    print(f"\n== {titre}")
    print(texte_brut(*tableau))
    if note:
        print(note)


def afficher_strategies(r: dict) -> None:
    t = r["tarif"]
    afficher(f"Stratégies : {r['echanges']} échanges ({r['messages']} messages), {r['modele']}",
             tableau_strategies(r),
             f"Prix {t['modele']} ($/MTok) : entrée {decimal_fr(t['entree'], 2)}, sortie "
             f"{decimal_fr(t['sortie'], 2)}, écriture cache {decimal_fr(t['ecriture_cache'], 2)}, "
             f"lecture cache {decimal_fr(t['lecture_cache'], 2)} ; relevé : {t['date']}")
    afficher("Coût cumulé comparé à celui de l'historique complet", tableau_rentabilite(r))
    afficher("Tableau de décision", tableau_decision(r))
    if r.get("fournisseurs"):
        afficher("Quand le fournisseur garde la mémoire (même conversation ; variante à outils "
                 "pour les lignes « outils »)", tableau_fournisseurs(r["fournisseurs"]))


def afficher_persistance(r: dict) -> None:
    afficher(f"Persistance : médiane de {r['repetitions']} sauvegardes, système de fichiers "
             f"{r['systeme_de_fichiers']}", tableau_persistance(r))


def markdown_tout(strategies: dict | None, tokens: dict | None, persistance: dict | None,
                  suite: dict | None) -> str:
    """Tous les tableaux disponibles, en Markdown, avec la commande qui les reproduit."""
    parties = ["# Mesures\n\nReproduire : `make mesures` (point 4 : `make mesures SUITE=1`)."]
    if strategies:
        t = strategies["tarif"]
        parties += [f"## Stratégies de mémoire ({strategies['echanges']} échanges)",
                    markdown(*tableau_strategies(strategies)),
                    "Coût cumulé comparé à celui de l'historique complet :",
                    markdown(*tableau_rentabilite(strategies)),
                    "### Tableau de décision\n\n" + DECISION, markdown(*tableau_decision(strategies)),
                    f"Prix catalogue utilisés ($ par million de tokens), source : {t['source']}",
                    markdown(*tableau_tarif(strategies))]
        if strategies.get("fournisseurs"):
            parties += ["### Quand le fournisseur garde la mémoire (lignes « outils » : variante "
                        "riche en outils de la même conversation)",
                        markdown(*tableau_fournisseurs(strategies["fournisseurs"])),
                        "Les deux lignes Gemini encadrent le coût réel : le modèle local ne simule "
                        "pas le cache implicite d'Interactions (première ligne, un maximum) ; "
                        "Google annonce des taux de succès du cache plus élevés avec "
                        "`previous_interaction_id`, sans chiffre (ai.google.dev, « Interactions », "
                        "lu le 2026-12-01) : la seconde ligne suppose tout l'historique déjà vu "
                        "relu depuis le cache (un minimum)."]
    if tokens:
        parties += ["## Compter les tokens", markdown(*tableau_tokens(tokens))]
    if persistance:
        parties += [f"## Persistance (médiane de {persistance['repetitions']} sauvegardes, "
                    f"{persistance['systeme_de_fichiers']})", markdown(*tableau_persistance(persistance))]
    if suite:
        parties += [f"## La suite `make test` (mesurée le {suite['date']})", markdown(*tableau_suite(suite))]
    return "\n\n".join(parties) + "\n"
