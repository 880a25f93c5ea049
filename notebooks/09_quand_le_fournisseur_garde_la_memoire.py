# ---
# jupyter:
#   jupytext:
#     formats: ipynb,py:percent
#     text_representation:
#       extension: .py
#       format_name: percent
#       format_version: '1.3'
#       jupytext_version: 1.19.6
#   kernelspec:
#     display_name: Python 3
#     language: python
#     name: python3
# ---

# %% [markdown]
# # 09 — Quand le fournisseur garde la mémoire
#
# **Durée estimée** : environ 45 min (30 minutes d'appels écrits à la main, 15 de comparaison).
#
# Jusqu'ici, la mémoire vivait chez nous : une liste de messages, une fenêtre, un résumé, un
# fichier JSON. Les fournisseurs proposent aujourd'hui de la garder eux-mêmes. Anthropic résume
# la conversation côté serveur (*compaction*), à votre demande ou passé un seuil, et efface les
# vieux résultats d'outils (édition de contexte, *context editing*) ; Google garde tout
# l'historique et ne demande plus que le nouveau message (API *Interactions*). Vous allez écrire
# chacun de ces appels vous-même, puis comparer les quatre voies au résumé glissant fait main sur
# la même conversation de 200 échanges, et dire quand choisir laquelle.

# %% [markdown]
# ## Objectifs
#
# - Écrire l'appel de compaction à la demande (`compaction={"type": "summarize"}`) et continuer
#   la conversation avec le bloc `compaction` reçu, comme on le fait d'un résumé maison.
# - Activer la compaction au seuil (`compact_20260112`) avec un réglage que le vrai service
#   accepte, et l'édition de contexte (`clear_tool_uses_20250919`).
# - Continuer une conversation Gemini par `previous_interaction_id`, et la supprimer.
# - Lire le tableau de `make mesures` : tokens par appel, coût avec cache, faits retrouvés ; dire
#   ce que le coût d'Interactions doit au cache implicite de Google.
# - Dire, pour chaque voie, ce qu'on peut inspecter et corriger, où vit l'historique, et choisir.

# %% [markdown]
# ## Mise en place
#
# Les clients sont les vrais clients des SDK `anthropic` et `google-genai` ; sans clé, ils
# parlent au modèle local (127.0.0.1), qui imite aussi ces fonctions des fournisseurs. La
# conversation vient de `mesures/conversation_longue.py` : les 10 échanges de Camille, qui
# plantent neuf faits (« J'habite à Rezé »…), puis 190 échanges de travail sans fait
# personnel ; sa variante riche en outils (`mesures/conversation_outils.py`) consulte un wiki à
# chaque question. Les pages des fournisseurs d'où viennent les faits de cette leçon, et leurs
# dates, sont dans `docs/sources.md`.

# %%
from cours.clients import MODELE_ANTHROPIC, MODELE_GEMINI, client_anthropic, client_gemini
from mesures.conversation_longue import conversation_longue
from mesures.conversation_outils import CHERCHER, echanges_outils
from modele_local import reinitialiser

claude = client_anthropic(max_retries=0)
gemini = client_gemini(max_retries=0)
TOURS = conversation_longue(200)
PAIRES = [(TOURS[k][1], TOURS[k + 1][1]) for k in range(0, len(TOURS), 2)]  # (question, réponse)


def texte(reponse) -> str:
    """Le texte d'une réponse Claude, blocs `thinking` et `compaction` laissés de côté."""
    return "".join(b.text for b in reponse.content if b.type == "text")


reinitialiser()
print(f"{len(PAIRES)} échanges ; modèles {MODELE_ANTHROPIC} et {MODELE_GEMINI}")
print("premier échange :", PAIRES[0])

# %% [markdown]
# ## 1. La compaction à la demande : le résumé glissant, écrit par l'API
#
# Le résumé glissant de la leçon 06 fait trois gestes : choisir le moment, garder les derniers
# tours mot pour mot, faire écrire un résumé du reste par un appel au modèle. La compaction à la
# demande d'Anthropic (en-tête bêta `compact-2026-09-04`) garde les deux premiers gestes chez
# vous et fait le
# troisième côté serveur : on envoie les anciens tours avec `compaction={"type": "summarize"}`,
# l'API répond par **un seul** bloc `compaction` (`stop_reason` vaut `"compaction"`, rien d'autre
# n'est écrit), et ce bloc remplace les anciens tours dans les requêtes suivantes.
#
# Jouons les six premiers échanges, puis compactons les quatre premiers et gardons les deux
# derniers (la coupe tombe avant un message de l'utilisatrice, comme dans `compacter_historique`).

# %%
historique = []
for question, reponse in PAIRES[:6]:
    historique += [{"role": "user", "content": question}, {"role": "assistant", "content": reponse}]
anciens, gardes = historique[:8], historique[8:]

compaction = claude.beta.messages.create(
    model=MODELE_ANTHROPIC, max_tokens=1024, betas=["compact-2026-09-04"],
    compaction={"type": "summarize"}, messages=anciens)
bloc = compaction.content[0]
print("stop_reason :", compaction.stop_reason, "; blocs :", [b.type for b in compaction.content])
print("résumé lisible :", bloc.content[:300])
print("coût du résumé (usage.iterations) :", [(i.type, i.input_tokens, i.output_tokens)
                                             for i in compaction.usage.iterations])

# %% [markdown]
# La suite de la conversation : le bloc, **tel quel**, ouvre la liste des messages, puis les
# tours gardés mot pour mot, puis la nouvelle question. Il faut renvoyer le même en-tête bêta à
# chaque requête qui porte le bloc.

# %%
suite = [{"role": "user", "content": compaction.content}, *gardes,
         {"role": "user", "content": "Où est-ce que j'habite ?"}]
reponse = claude.beta.messages.create(model=MODELE_ANTHROPIC, max_tokens=1024,
                                      betas=["compact-2026-09-04"], messages=suite)
print(texte(reponse))
print("tokens d'entrée :", reponse.usage.input_tokens + (reponse.usage.cache_read_input_tokens or 0),
      "au lieu de", claude.messages.count_tokens(
          model=MODELE_ANTHROPIC, messages=[*historique, suite[-1]]).input_tokens)

# %% [markdown]
# Le résumé est lisible (`content`), mais on ne peut pas le corriger : le bloc porte une
# signature, et un contenu retouché est refusé (le SDK anthropic 2.14 connaît pour cela les codes
# `compaction_signature_invalid` et `compaction_content_mismatch`). Essayons d'y ajouter un fait
# à la main :

# %% tags=["raises-exception"]
retouche = {**bloc.model_dump(), "content": bloc.content + " Camille habite à Paris."}
claude.beta.messages.create(model=MODELE_ANTHROPIC, max_tokens=1024, betas=["compact-2026-09-04"],
                            messages=[{"role": "user", "content": [retouche]}, *suite[1:]])

# %% [markdown]
# ## 2. La compaction au seuil, et son minimum
#
# Seconde forme : on envoie tout, comme l'historique complet, avec une consigne en plus
# (`context_management={"edits": [{"type": "compact_20260112", "trigger": …}]}`, en-tête bêta
# `compact-2026-01-12`). Quand l'entrée atteint le seuil, l'API résume elle-même ce qui précède,
# met le bloc `compaction` en tête de sa réponse, puis répond ; on ajoute la réponse à
# l'historique comme d'habitude, et l'API ignore ensuite tout ce qui précède le bloc. Anthropic
# la présente comme la stratégie recommandée pour les longues conversations.
#
# Le seuil par défaut est de 150 000 tokens d'entrée, le minimum accepté de 50 000 (un chiffre
# que toutes les versions de la page ne donnent pas : `docs/sources.md`). Le modèle local
# applique ce minimum, avec une erreur de la forme des erreurs de validation du service. Un
# seuil bas, pour voir la compaction sur une petite conversation, est donc refusé :

# %% tags=["raises-exception"]
claude.beta.messages.create(
    model=MODELE_ANTHROPIC, max_tokens=1024, betas=["compact-2026-01-12"], messages=historique[:1],
    context_management={"edits": [{"type": "compact_20260112",
                                   "trigger": {"type": "input_tokens", "value": 4_000}}]})

# %% [markdown]
# Cinquante mille tokens, c'est bien plus que notre conversation de 200 échanges (un peu moins
# de 30 000 tokens au dernier appel). Une conversation d'agent y arrive vite : dans la variante
# riche en outils, chaque question rapporte une page de wiki. Prenons ses 120 premiers échanges,
# une nouvelle question, et envoyons le tout avec un seuil de 50 000, que le vrai service accepte :

# %%
OUTILS = echanges_outils(200)
long_ = [m for echange in OUTILS[:120] for m in echange]
long_.append({"role": "user", "content": "Où est-ce que j'habite ?"})
SEUIL = {"type": "compact_20260112", "trigger": {"type": "input_tokens", "value": 50_000}}
print("entrée :", claude.messages.count_tokens(model=MODELE_ANTHROPIC, messages=long_,
                                               tools=[CHERCHER]).input_tokens, "tokens")
au_seuil = claude.beta.messages.create(
    model=MODELE_ANTHROPIC, max_tokens=1024, betas=["compact-2026-01-12"], tools=[CHERCHER],
    messages=long_, context_management={"edits": [SEUIL]})
print("blocs :", [b.type for b in au_seuil.content], "—", texte(au_seuil))
print("itérations :", [(i.type, i.input_tokens, i.output_tokens) for i in au_seuil.usage.iterations])

# %% [markdown]
# Le bloc `compaction` ouvre la réponse ; la réponse vient après, écrite à partir du résumé.
# Le coût du résumé est à part, dans `usage.iterations` (l'entrée « compaction » n'est pas
# comptée dans l'`usage` de haut niveau : ajoutez-la vous-même à la facture).

# %% [markdown]
# ## 3. L'édition de contexte, pour une conversation riche en outils
#
# Dans une conversation d'agent, ce qui pèse n'est pas le bavardage mais les résultats
# d'outils : une page de wiki, un fichier, une sortie de commande, utiles un instant puis
# jamais plus. L'édition `clear_tool_uses_20250919` (en-tête bêta
# `context-management-2025-06-27`) efface côté serveur les plus anciens résultats d'outils
# passé un seuil, en gardant les `keep` derniers ; le client garde tout son historique. La
# réponse dit ce qui a été effacé (`context_management.applied_edits`).

# %%
EFFACER = {"type": "clear_tool_uses_20250919",
           "trigger": {"type": "input_tokens", "value": 4_000},
           "keep": {"type": "tool_uses", "value": 3}}
moyen = [m for echange in OUTILS[:40] for m in echange] + [{"role": "user", "content": "Merci !"}]
edite = claude.beta.messages.create(
    model=MODELE_ANTHROPIC, max_tokens=1024, betas=["context-management-2025-06-27"],
    tools=[CHERCHER], messages=moyen, context_management={"edits": [EFFACER]})
for e in edite.context_management.applied_edits:
    print(e.type, ":", e.cleared_tool_uses, "résultats effacés,", e.cleared_input_tokens,
          "tokens de moins")

# %% [markdown]
# La requête est plus petite, mais attention au cache : effacer un résultat change le début de
# la requête, donc le cache de préfixe est perdu à partir de là, et tout ce qui suit se paie au
# prix d'écriture (1,25 fois l'entrée) au lieu du prix de lecture (0,05 fois pour
# claude-sonnet-5-5). Le tableau de la section 5 le chiffre.

# %% [markdown]
# ## 4. Gemini Interactions : l'historique chez Google
#
# Avec l'API Interactions (celle que Google recommande depuis juin 2026), chaque appel ne
# porte que le nouveau message et
# l'identifiant de l'appel précédent, `previous_interaction_id` : Google garde l'historique.
# Attention, seul l'historique est gardé : `system_instruction`, `tools` et `generation_config`
# se renvoient à chaque appel.

# %%
premier = gemini.interactions.create(model=MODELE_GEMINI, input=PAIRES[0][0])
suivant = gemini.interactions.create(model=MODELE_GEMINI, input="Comment est-ce que je m'appelle ?",
                                     previous_interaction_id=premier.id)
print(suivant.output_text)
print("tokens facturés en entrée :", premier.usage.total_input_tokens, "puis",
      suivant.usage.total_input_tokens, "; relus depuis le cache :",
      suivant.usage.total_cached_tokens or 0)

# %% [markdown]
# Ce qui voyage sur le réseau est minuscule, mais la facture compte tout l'historique relu par
# le modèle, en tokens d'entrée. Google nuance : l'état côté serveur donnerait « des taux de
# succès du cache plus élevés, à moindre coût », et le cache implicite marche avec
# `previous_interaction_id` comme sans, au-delà de 4 096 tokens pour Gemini 3.5 Flash et
# suivants. Google ne donne pas de taux, et le modèle local ne simule pas ce cache
# pour Interactions (d'où le 0 ci-dessus) : le tableau de la section 5 encadre donc le coût
# entre « aucun succès » et « tout l'historique déjà vu relu depuis le cache ».
#
# L'historique stocké chez Google se supprime interaction par interaction. Après suppression,
# la suite de la conversation ne peut plus s'y rattacher :

# %%
gemini.interactions.delete(premier.id)
try:
    gemini.interactions.create(model=MODELE_GEMINI, input="Et mon entreprise ?",
                               previous_interaction_id=premier.id)
except Exception as e:  # NotFoundError du SDK google-genai (l'identifiant change à chaque fois)
    print(f"{type(e).__name__} (HTTP {e.status_code}) : l'interaction n'existe plus chez Google")

# %% [markdown]
# ## 5. Côte à côte, sur 200 échanges
#
# `make mesures` rejoue la conversation entière par chacune de ces voies, avec exactement les
# appels écrits plus haut (`mesures/fournisseurs.py`, `mesures/fournisseurs_gemini.py`), et pose
# à la fin les neuf questions de contrôle. Ses résultats sont dans `docs/mesures/tableaux.md` ;
# lisons-y les lignes de cette leçon, à côté de l'historique complet et du résumé glissant fait
# main (prix de claude-sonnet-5-5 ; gemini-3.8-flash pour Gemini). Les
# lignes « outils » jouent la variante riche en outils : elles se comparent entre elles.
#
# **Prédisez la sortie** : sur la variante à outils, l'édition de contexte efface les vieux
# résultats d'outils et rend les requêtes deux fois plus petites. Coûte-t-elle moins cher que
# l'historique complet ?
#
# <details><summary>Réponse</summary>
#
# Non, bien plus cher. Chaque effacement change l'historique à partir du résultat effacé : le
# cache de préfixe ne relit presque plus rien, et tout ce qui suit est réécrit, au prix de
# l'écriture. L'historique complet, lui, ne change jamais son début et reste relu depuis le
# cache.
# </details>

# %%
from pathlib import Path

tableau = Path("../docs/mesures/tableaux.md").read_text(encoding="utf-8").splitlines()
VOIES = ["historique complet", "résumé glissant (12/6)", "compaction à la demande (12/6)",
         "outils : historique complet", "outils : compaction au seuil (50000 tokens)",
         "outils : édition de contexte (seuil 4000, 3 gardés)",
         "outils : édition de contexte (seuil 4000, 3 gardés, au moins 10000)",
         "Gemini Interactions (gemini-3.8-flash, previous_interaction_id)",
         "Gemini Interactions (gemini-3.8-flash), cache implicite parfait (hypothèse)"]
print(f"{'voie':<76}{'tokens max':>11}{'lu du cache':>12}{'résumés':>8}{'coût':>8}{'faits':>7}")
for voie in VOIES:
    c = [x.strip() for x in next(x for x in tableau if x.startswith(f"| {voie} |")).split("|")[1:-1]]
    if len(c) == 9:  # tableau des stratégies côté client : même colonnes, dans un autre ordre
        c = [c[0], c[1], c[2], c[4], c[5], c[6], "", c[8]]
    print(f"{voie:<76}{c[1]:>11}{c[3]:>12}{c[4]:>8}{c[5] + ' $':>8}{c[-1]:>7}")

# %% [markdown]
# Toutes les voies retrouvent les neuf faits de Camille à la fin. Attention à ce que cela
# prouve : ici, les résumés de compaction sont ceux du **modèle local**, qui imite l'API en
# gardant des phrases de la conversation, et les neuf faits sont courts. Le vrai résumé de l'API
# est écrit par un LLM : il peut reformuler, et perdre un fait (le banc de rétention de la
# leçon 07 le mesure pour les résumés faits main). La différence mesurée ici est ailleurs.
#
# - La **compaction à la demande** coûte à peu près ce que coûte le résumé glissant fait main :
#   même moment, mêmes tours gardés, un appel de résumé de chaque côté ; ce qui change est qui
#   écrit le résumé, et qu'on ne peut plus le corriger.
# - La **compaction au seuil** ne se déclenche qu'une fois sur la variante à outils (au-delà de
#   50 000 tokens) : jusque-là, c'est l'historique complet, relu depuis le cache ; ensuite, des
#   requêtes plus petites.
# - L'**édition de contexte** divise les requêtes par deux mais multiplie la facture : chaque
#   effacement casse le cache. Le réglage `clear_at_least` (effacer par gros morceaux, donc
#   rarement) limite la casse sans l'annuler. Elle sert à rester dans la fenêtre et à garder le
#   modèle concentré, pas à payer moins quand le cache fait déjà son travail.
# - **Interactions** envoie le moins d'octets, mais fait relire tout l'historique. Son coût
#   réel tombe entre ses deux lignes : la première suppose qu'aucun token n'est relu depuis le
#   cache, la seconde que tout l'historique déjà vu l'est (au prix de lecture de
#   gemini-3.8-flash, 0,1 fois l'entrée). Les réponses de ces lignes sont celles du modèle, plus
#   courtes que les réponses écrites d'avance des autres lignes, d'où moins de tokens par appel.

# %% [markdown]
# Ce que le tableau ne montre pas :
#
# | | fait main | compaction (demande ou seuil) | édition de contexte | Interactions |
# |---|---|---|---|---|
# | Inspecter | tout, en clair | le résumé (`content`) | tout, et `applied_edits` | `interactions.get` |
# | Corriger | tout | non : bloc signé | l'historique local | non |
# | Changer de fournisseur | trivial (texte) | repartir de `content` | trivial | récupérer, convertir |
# | Où vit l'historique | chez vous | chez vous (¹) | chez vous | chez Google (²) |
# | Panne typique | résumé raté (leçon 08) | bloc retouché refusé | cache perdu | interaction expirée |
#
# (¹) Anthropic le reçoit et le traite à chaque appel ; la compaction est éligible au *Zero
# Data Retention*, mais toutes les versions de la page ne le disent pas : vérifiez pour votre
# contrat. (²) `store=true` par défaut ; gardé 55 jours en offre payante, 1 jour en gratuit ;
# supprimé par `interactions.delete(id)` ; `store=false` empêche toute suite par
# `previous_interaction_id`. (Sources et désaccords : `docs/sources.md`.)
#
# Les modes de panne, en détail :
#
# - **fait main** : résumé raté, trop long ou coupé (leçon 08 : on le refuse sans rien perdre) ;
#   un appel de résumé de plus ; la réflexion des messages résumés est perdue.
# - **compaction** : au seuil, le résumé se fait au mauvais moment si le seuil est mal choisi
#   (et pas avant 50 000 tokens) ; un bloc retouché, déplacé ou en double est refusé
#   (`compaction_content_mismatch`, `compaction_block_misplaced`, `compaction_block_ambiguous`) ;
#   la réflexion des messages gardés n'est valide que si `system` et `tools` restent les mêmes.
# - **édition de contexte** : chaque effacement casse le cache de préfixe à partir du résultat
#   effacé ; un résultat effacé manque si la conversation y revient (il faut rappeler l'outil).
# - **Interactions** : une interaction expirée (1 ou 55 jours) ou supprimée coupe la
#   conversation ; `tools` et `system_instruction` oubliés à un appel ne sont pas repris ; tout
#   est chez un seul fournisseur.
#
# Les codes d'erreur viennent du SDK anthropic 2.14 ; les pages des fournisseurs et leurs dates
# de lecture sont dans `docs/sources.md`.

# %% [markdown]
# ## 6. Quand choisir quoi
#
# | Situation | Choix |
# |---|---|
# | Données sensibles, obligation d'effacer, audit | résumé fait main (1) |
# | Longue conversation sur Claude, avec réflexion et outils | compaction à la demande ou au seuil (2) |
# | Agent qui lit beaucoup (fichiers, pages, commandes) | édition de contexte (3) |
# | Prototype sur Gemini, sans contrainte de rétention | Interactions (4) |
# | Deux fournisseurs, ou un changement prévu | mémoire côté client (5) |
# | Faits qui doivent survivre à la session | mémoire à long terme à part (6) |
#
# Pourquoi :
#
# 1. L'historique et le résumé restent chez vous, lisibles et corrigeables, et vous les
#    effacez quand vous voulez. Le fournisseur, lui, reçoit chaque requête et la garde un temps
#    par défaut : Anthropic conserve les entrées et sorties de l'API pendant une durée limitée,
#    Google les journalise 55 jours pour détecter les abus (offre payante). Un accord de
#    *zero data retention* (ZDR), accordé au cas par cas, supprime cette conservation, sauf
#    obligation légale ou lutte contre les abus, et pas pour toutes les fonctions (fichiers
#    envoyés, certaines bêtas). Durées et sources : `docs/sources.md`.
# 2. L'API écrit le résumé, la vérification de la réflexion préservée l'accepte, et il n'y a
#    rien à maintenir ; à la demande, vous gardez la main sur le moment et les tours gardés. Ce
#    n'est valable que chez Anthropic.
# 3. Ce sont les résultats d'outils qui pèsent ; les effacer garde le fil de la conversation et
#    la requête dans la fenêtre. Mais chaque effacement casse le cache : ce n'est pas une
#    économie quand le cache relit déjà l'historique (section 5). Elle se combine avec la
#    compaction au seuil (les deux dans la même liste `edits`).
# 4. Le moins de code possible ; la facture compte l'historique relu, allégée d'autant que le
#    cache implicite le retrouve (section 5) ; l'historique vit chez Google.
# 5. Seule une mémoire en texte, chez vous, passe d'un fournisseur à l'autre sans conversion.
# 6. Aucune de ces voies ne garde un fait d'une conversation à la suivante (leçon 11).
#
# Les écarts du modèle local avec le vrai service, dans cette leçon : il compte les tokens en
# cl100k ; son résumé de compaction est extractif (des phrases de la conversation), pas écrit par
# un LLM ; il ne simule pas le cache implicite d'Interactions ; les réponses de Gemini stockées
# sont les siennes, pas les réponses écrites d'avance des autres voies.

# %% [markdown]
# ## Je sais faire
#
# - [ ] Demander une compaction (`compaction={"type": "summarize"}`, bêta `compact-2026-09-04`)
#   et continuer avec le bloc reçu tel quel, suivi des tours gardés.
# - [ ] Activer la compaction au seuil (`compact_20260112`, 50 000 tokens au moins) et compter
#   son coût dans `usage.iterations`.
# - [ ] Effacer les vieux résultats d'outils par `clear_tool_uses_20250919`, et dire ce que cela
#   coûte en cache.
# - [ ] Continuer une conversation Gemini par `previous_interaction_id`, la supprimer, et dire
#   entre quelles bornes tombe son coût.
# - [ ] Pour chaque voie, dire où vit l'historique, ce qu'on peut corriger, et choisir.
#
# ## FAQ
#
# **La compaction côté serveur rend-elle le résumé fait main inutile ?** Non : elle ne vaut que
# chez Anthropic, son résumé ne se corrige pas, et l'historique complet continue de transiter
# par le réseau. Le résumé fait main reste le choix quand vous devez tout maîtriser.
#
# **À la demande ou au seuil ?** À la demande quand vous voulez choisir le moment (entre deux
# sujets, avant une pause) et les tours gardés, comme avec `compacter_historique` ; au seuil
# quand la conversation est longue et que vous ne voulez rien gérer.
#
# **Interactions réduit-il la facture ?** Pas par lui-même : le modèle relit tout l'historique,
# facturé en tokens d'entrée, moins chers quand le cache implicite les retrouve (Google dit ce
# cas plus fréquent avec l'état côté serveur, sans chiffre). Ce qu'il réduit à coup sûr, c'est ce
# que vous envoyez et stockez.
#
# **Et la réflexion préservée ?** Avec la compaction côté serveur, la réflexion des messages
# gardés reste valide tant que `system` et `tools` ne changent pas et que la compaction tourne
# sur un modèle à réflexion préservée (leçon 08b). Avec un résumé fait main, il faut retirer
# les blocs signés (`compacter_historique` le fait).
#
# Pour mesurer tout cela en une commande : `make mesures` (lignes « fournisseur » du tableau des
# stratégies). Pour s'exercer : `exercises/ex10_compaction_preservee.py`.
