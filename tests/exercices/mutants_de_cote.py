"""Mutants DE CÔTÉ (issue 33) : des mauvaises réponses plausibles écrites à la main, avant de
regarder lesquelles les tests attrapent, et sur lesquelles on ne règle JAMAIS rien (aucun test
ajouté pour les tuer, aucune entrée retirée parce qu'elle survit) : elles mesurent les tests
notés sur ce qu'ils n'ont pas été écrits pour attraper. Écrits le 2026-12-01 ; le score est
dans correction/README.md. Même forme que MUTANTS de test_mutants.py : (exercice, texte du
corrigé, texte de l'élève).
"""

DE_COTE = {
    "ex3_fin_sans_saut": ("ex3", "fin += len(ligne) + 1", "fin += len(ligne)"),
    "ex3_lit_le_dernier_morceau": ("ex3", "enumerate(morceaux[:-1], start=1)",
                                   "enumerate(morceaux, start=1)"),
    "ex3_sans_troncature": ("ex3", "            os.truncate(self.path, fin)\n",
                            "            pass\n"),
    "ex3_sans_flush": ("ex3", "            f.flush()\n", ""),
    "ex4_prefixe_un_de_moins": ("ex4", "while n < min(len(a), len(b)) and a[n] == b[n]:",
                                "while n < min(len(a), len(b)) - 1 and a[n] == b[n]:"),
    "ex4_ecriture_sans_relu": ("ex4", '"cache_creation_input_tokens": total - relu if cache else 0,',
                               '"cache_creation_input_tokens": total if cache else 0,'),
    "ex4_precedente_jamais_gardee": ("ex4", "        precedente = requete\n", ""),
    "ex4_egalite_prend_la_derniere": ("ex4", "cout < meilleure[1]", "cout <= meilleure[1]"),
    # ex11 réécrit le 2026-12-01 (lot par transaction, reprise sur conflit) : quatre mutants
    # écrits avant les tests notés, jamais réglés.
    "ex11_version_initiale_0": ("ex11", "INSERT INTO sessions VALUES (?, ?, 1)",
                                "INSERT INTO sessions VALUES (?, ?, 0)"),
    "ex11_lot_vide_ouvre_une_version": ("ex11", "    if not nouveaux:\n        return version_lue\n",
                                        ""),
    "ex11_essais_moins_un": ("ex11", "    for _ in range(essais):", "    for _ in range(essais - 1):"),
    "ex11_reprise_sur_toute_erreur": ("ex11", "        except ConflitEcriture:\n            continue",
                                      "        except Exception:\n            continue"),
    "ex12_accents_gardes": ("ex12", "if not unicodedata.combining(c)", "if True"),
    "ex12_preuve_sensible_a_la_casse": ("ex12", "any(propre(preuve) in propre(t) for t in textes)",
                                        "any(preuve in t for t in textes)"),
    "ex12_meme_valeur_reecrite": ("ex12", " or faits.get(cle) == valeur:", ":"),
    "ex12_historique_garde_l_ancienne_valeur": ("ex12", '                entree["valeur"] = None\n',
                                                "                pass\n"),
    "ex13_racine_non_resolue": ("ex13", "    base = Path(os.path.realpath(racine))\n",
                                "    base = Path(racine)\n"),
    "ex13_liens_ignores": ("ex13", "            if stat.S_ISLNK(os.lstat(courant).st_mode):",
                           "            if False:"),
    "ex13_nfkc_oublie": ("ex13", '        if unicodedata.normalize("NFKC", m) != m:',
                         "        if False:"),
    "ex13_encodage_minuscules": ("ex13", 're.search(r"%[0-9A-Fa-f]{2}", chemin)',
                                 're.search(r"%[0-9a-f]{2}", chemin)'),
    # ex14, écrits le 2026-12-01 avant de lancer les tests notés de l'ex14
    "ex14_oublie_le_filtre_dans_chercher": (
        "ex14", "    les_siens = filtrer(messages, utilisateur, depuis, jusqu_a)\n",
        "    les_siens = messages\n"),
    "ex14_egalite_le_plus_ancien": (
        "ex14", "sorted(gardes, key=lambda m: (-m[champ], *plus_recent_d_abord(m)))",
        'sorted(gardes, key=lambda m: (-m[champ], m["quand"]))'),
    "ex14_score_ecrit_dans_l_original": ("ex14", '{**vus[c], "score": scores[c]}',
                                         '(vus[c].update(score=scores[c]) or vus[c])'),
    "ex14_tout_mot_compte": ("ex14", 'classer(les_siens, "mots", SEUIL_MOTS)',
                             'classer(les_siens, "mots", 0)'),
}
