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
# Jusqu'ici, la mémoire vivait chez nous : une liste de messages, une fenêtre, un résumé, un
# fichier JSON. Les fournisseurs proposent aujourd'hui de la garder eux-mêmes. Anthropic résume
# la conversation côté serveur (*compaction*) et efface les vieux résultats d'outils (*context
# editing*) ; Google garde tout l'historique et ne demande plus que le nouveau message (API
# *Interactions*). Cette leçon fait passer la même conversation de 200 échanges par chacune de
# ces voies, à côté du résumé glissant fait main, et dit quand choisir laquelle.

# %% [markdown]
# ## Objectifs
#
# - Rejouer la conversation de Camille (200 échanges) par quatre voies : résumé glissant fait
#   main, compaction côté serveur, context editing (variante riche en outils), Gemini
#   Interactions avec `previous_interaction_id`.
# - Comparer les tokens par appel, le coût total avec cache et les faits retrouvés à la fin.
# - Dire, pour chaque voie, ce qu'on peut inspecter et corriger, où vit l'historique
#   (rétention, vie privée, suppression) et ce qui se passe quand on change de fournisseur.
# - Reconnaître les modes de panne de chaque voie, et choisir avec un tableau argumenté.

# %% [markdown]
# ## Mise en place
#
# Les clients sont les vrais clients des SDK `anthropic` et `google-genai` ; sans clé, ils
# parlent au modèle local (127.0.0.1), qui imite aussi ces fonctions des fournisseurs. La
# conversation vient de `mesures/conversation_longue.py` : les 10 échanges de Camille, qui
# plantent neuf faits, puis 190 échanges de travail sans fait personnel. Chaque voie est jouée
# par le code de `make mesures` (`mesures/strategies.py`, `mesures/fournisseurs.py`), et l'on
# pose à la fin les neuf questions de contrôle (« Où est-ce que j'habite ? »…). Les faits et
# les pages citées ont été lus le 2026-11-30.

# %%
from contexte import count_tokens
from contexte.llm import MODELE_ANTHROPIC, MODELE_GEMINI, client_anthropic, client_gemini
from contexte.tarifs import GEMINI_38_FLASH, TARIFS
from mesures.bilan import bilan
from mesures.comparer import rejouer, releve
from mesures.comparer_fournisseurs import rejouer_fournisseur
from mesures.conversation_longue import CONTROLES, conversation_longue
from mesures.conversation_outils import echanges_outils
from mesures.fournisseurs import (
    CompactionServeur,
    EditionContexte,
    InteractionsGemini,
    OutilsComplets,
)
from mesures.sorties import texte_brut
from mesures.strategies import HistoriqueComplet, ResumeGlissant
from mesures.tableaux import tableau_fournisseurs

ECHANGES = 200
SEUIL = 4000       # seuil de compaction et d'effacement, en tokens d'entrée (voir plus bas)
TOURS = conversation_longue(ECHANGES)
PAIRES = [(TOURS[k][1], TOURS[k + 1][1]) for k in range(0, len(TOURS), 2)]
PRIX_CLAUDE = TARIFS[MODELE_ANTHROPIC]
claude = client_anthropic(max_retries=0)
gemini = client_gemini(max_retries=0)
usages_resume = []   # les appels de résumé du résumé glissant, relevés par un middleware
resumeur = client_anthropic(max_retries=0, middleware=[releve(usages_resume)])
CLES = [c.cle for c in CONTROLES]
LIGNES = []          # un bilan par voie, pour le tableau final


def garder(strategie, serie, faits, tarif):
    """Ajoute le bilan d'une voie au tableau final et l'affiche en une ligne."""
    b = bilan(strategie.nom, serie, faits, CLES) | {"tarif": tarif.modele}
    LIGNES.append(b)
    print(f"{b['strategie']} : {b['tokens_par_appel_max']} tokens au plus par appel, "
          f"{b['tokens_par_appel_moyenne']:.0f} en moyenne ; {b['cout_dollars']:.2f} $ ; "
          f"{b['faits_retrouves_fin']}/{b['faits_plantes']} faits retrouvés à la fin")


print(f"{ECHANGES} échanges, {sum(count_tokens(t) for _, t in TOURS)} tokens de texte en tout ;",
      f"modèles {MODELE_ANTHROPIC} et {MODELE_GEMINI}")

# %% [markdown]
# ## 1. Le point de départ : tout garder, ou résumer soi-même
#
# Deux voies côté client, pour fixer les idées. L'historique complet envoie tout à chaque
# appel : il n'oublie rien, mais la requête grandit sans fin (le cache de préfixe, leçon 03,
# en rend la relecture peu chère). Le résumé glissant (leçon 06) garde 6 tours mot pour mot et
# fond le reste dans un résumé, par un appel de plus.

# %%
for strategie in (HistoriqueComplet(), ResumeGlissant(resumeur, 12, 6)):
    garder(strategie, *rejouer(strategie, claude, usages_resume, TOURS, PRIX_CLAUDE, CONTROLES),
           PRIX_CLAUDE)

# %% [markdown]
# ## 2. La compaction côté serveur (Anthropic)
#
# On envoie tout, comme l'historique complet, avec une consigne en plus :
# `context_management={"edits": [{"type": "compact_20260112", "trigger": …}]}` et l'en-tête
# bêta `compact-2026-01-12`. Quand l'entrée dépasse le seuil, l'API résume elle-même ce qui
# précède, renvoie un bloc `compaction` en tête de sa réponse, puis répond. On ajoute la réponse
# à l'historique comme d'habitude ; aux requêtes suivantes, l'API ignore tout ce qui précède ce
# bloc (platform.claude.com, « Compaction », lue le 2026-11-30 ; Anthropic la présente comme la
# stratégie recommandée pour les longues conversations).
#
# Le seuil par défaut est de 150 000 tokens ; on prend ici 4 000 pour que la compaction se
# déclenche sur notre conversation (un minimum existe sur le vrai service, que nous n'avons pas
# pu lire : vérifiez-le avant de reprendre ce réglage). Voici la première compaction, vue de
# près.

# %%
essai = CompactionServeur(claude, SEUIL)
numero, compactions = 0, []
while not compactions:
    usage, compactions = essai.jouer(PAIRES[numero])
    numero += 1
bloc = essai.messages[-1]["content"][0]
print(f"échange {numero} : entrée {usage.input_tokens + (usage.cache_read_input_tokens or 0)} "
      f"tokens ; la compaction a coûté {compactions[0].input_tokens} tokens lus et "
      f"{compactions[0].output_tokens} écrits (comptés à part, dans usage.iterations)")
print("bloc :", bloc["type"], "; résumé lisible :", repr(bloc.get("content"))[:300])

# %% [markdown]
# Le résumé est lisible (`content`), mais on ne peut pas le corriger : le bloc porte une
# signature, et un contenu retouché est refusé (le SDK anthropic 2.14 connaît pour cela les codes
# `compaction_signature_invalid` et `compaction_content_mismatch`). Essayons de « corriger » le
# résumé à la main :

# %% tags=["raises-exception"]
retouche = [*essai.messages[:-1], {"role": "assistant", "content": [
    {**bloc, "content": (bloc.get("content") or "") + " Camille habite à Paris."},
    *essai.messages[-1]["content"][1:]]}, {"role": "user", "content": "Où est-ce que j'habite ?"}]
essai.creer(retouche)

# %% [markdown]
# La conversation entière, maintenant :

# %%
strategie = CompactionServeur(claude, SEUIL)
garder(strategie, *rejouer_fournisseur(strategie, PAIRES, PRIX_CLAUDE, CONTROLES), PRIX_CLAUDE)

# %% [markdown]
# ## 3. Le context editing, pour une conversation riche en outils
#
# Dans une conversation d'agent, ce qui pèse n'est pas le bavardage mais les résultats
# d'outils : une page de wiki, un fichier, une sortie de commande, utiles un instant puis
# jamais plus. L'édition `clear_tool_uses_20250919` (en-tête bêta
# `context-management-2025-06-27`) efface côté serveur les plus anciens résultats d'outils
# passé un seuil, en gardant les `keep` derniers ; le client garde tout son historique
# (platform.claude.com, « Context editing », lue le 2026-11-30). Variante de notre conversation :
# chaque question de travail consulte le wiki (`mesures/conversation_outils.py`) ; on en joue
# 100 échanges ici (`make mesures` joue les 200).

# %%
OUTILS = echanges_outils(100)
print("un échange de travail :", [m["role"] for m in OUTILS[10]], "; le résultat de l'outil :",
      count_tokens(OUTILS[10][2]["content"][0]["content"]), "tokens")
for strategie in (OutilsComplets(claude), EditionContexte(claude, SEUIL, 3),
                  EditionContexte(claude, SEUIL, 3, au_moins=10_000)):
    garder(strategie, *rejouer_fournisseur(strategie, OUTILS, PRIX_CLAUDE, CONTROLES), PRIX_CLAUDE)

# %% [markdown]
# Surprise : les requêtes sont deux fois plus petites, mais la facture est bien plus lourde.
# Effacer un résultat change le début de la requête : le cache de préfixe est perdu à partir de
# là, et tout ce qui suit se paie au prix d'écriture (1,25 fois l'entrée) au lieu du prix de
# lecture (0,1 fois). Avec un seuil bas, l'effacement a lieu à presque chaque appel. Le réglage
# `clear_at_least` (effacer par gros morceaux, donc rarement) limite la casse sans l'annuler.
# Le context editing sert à rester dans la fenêtre et à garder le modèle concentré, pas à payer
# moins quand le cache fait déjà son travail. La réponse dit ce qui a été effacé
# (`context_management.applied_edits`) :

# %%
edition = EditionContexte(claude, SEUIL, 3)
for echange in OUTILS[:40]:
    edition.jouer(echange)
reponse = edition.creer(edition.messages + [{"role": "user", "content": "Merci !"}])
for e in getattr(reponse, "context_management", None).applied_edits:
    print(e.type, ":", e.cleared_tool_uses, "résultats effacés,", e.cleared_input_tokens,
          "tokens de moins")

# %% [markdown]
# ## 4. Gemini Interactions : l'historique chez Google
#
# Avec l'API Interactions (recommandée par Google depuis juin 2026 ; ai.google.dev,
# « Interactions », lue le 2026-11-30), chaque appel ne porte que le nouveau message et
# l'identifiant de l'appel précédent, `previous_interaction_id` : Google garde l'historique.
# Attention, seul l'historique est gardé : `system_instruction`, `tools` et `generation_config`
# se renvoient à chaque appel.

# %%
premier = gemini.interactions.create(model=MODELE_GEMINI, input=PAIRES[0][0])
suivant = gemini.interactions.create(model=MODELE_GEMINI, input="Comment est-ce que je m'appelle ?",
                                     previous_interaction_id=premier.id)
print(suivant.output_text)
print("tokens facturés en entrée :", premier.usage.total_input_tokens, "puis",
      suivant.usage.total_input_tokens, "(tout l'historique est relu, même s'il n'est pas renvoyé)")

# %% [markdown]
# Ce qui voyage sur le réseau est minuscule, mais la facture, elle, compte tout l'historique
# relu par le modèle (chez Google, le cache implicite en rend une partie moins chère ; le modèle
# local, lui, ne le simule pas pour Interactions : le coût ci-dessous est un maximum). La
# conversation entière, au prix de gemini-3.8-flash :

# %%
strategie = InteractionsGemini(gemini)
garder(strategie, *rejouer_fournisseur(strategie, PAIRES, GEMINI_38_FLASH, CONTROLES),
       GEMINI_38_FLASH)

# %% [markdown]
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
# ## 5. Côte à côte
#
# Même conversation, mêmes questions de contrôle. Les lignes « outils » jouent la variante riche
# en outils (elles se comparent entre elles) ; la ligne Gemini est au prix de gemini-3.8-flash,
# les autres à celui de claude-sonnet-5-5. Les tokens sont comptés en cl100k par le modèle
# local : les ordres de grandeur valent, pas les chiffres exacts d'un vrai tokenizer.

# %%
print(texte_brut(*tableau_fournisseurs({"strategies": LIGNES, "non_mesurees": {}})))

# %% [markdown]
# Toutes les voies retrouvent les neuf faits de Camille à la fin : les faits sont courts, et
# chaque résumé (le nôtre comme celui de l'API) les garde. La différence est ailleurs. La
# compaction côté serveur envoie un peu plus que le résumé glissant, mais son début change
# rarement : le cache le relit, et elle finit la moins chère, sans appel de résumé à écrire
# soi-même. Le résumé glissant ne profite pas du cache (son début change à chaque résumé).
# Interactions envoie le moins d'octets mais fait relire tout l'historique, comme l'historique
# complet ; ses réponses sont celles du modèle, plus courtes que les réponses écrites d'avance
# des autres lignes, d'où moins de tokens par appel.

# %% [markdown]
# Ce que le tableau ne montre pas :
#
# | | fait main | compaction serveur | context editing | Interactions |
# |---|---|---|---|---|
# | Inspecter | tout, en clair | le résumé (`content`) | tout, et `applied_edits` | `interactions.get` |
# | Corriger | tout | non : bloc signé | l'historique local | non |
# | Changer de fournisseur | trivial (texte) | repartir de `content` | trivial | récupérer, convertir |
# | Où vit l'historique | chez vous | chez vous (¹) | chez vous | chez Google (²) |
# | Panne typique | résumé raté (leçon 08) | bloc retouché refusé | cache perdu | interaction expirée |
#
# (¹) Anthropic le reçoit et le traite à chaque appel ; la page anglaise « Compaction » dit la
# compaction éligible au *Zero Data Retention*, des copies traduites plus anciennes disent le
# contraire : vérifiez pour votre contrat. (²) `store=true` par défaut ; gardé 55 jours en
# offre payante, 1 jour en gratuit (skill `gemini-interactions-api` de Google) ; supprimé par
# `interactions.delete(id)` ; `store=false` empêche toute suite par `previous_interaction_id`.
#
# Les modes de panne, en détail :
#
# - **fait main** : résumé raté, trop long ou coupé (leçon 08 : on le refuse sans rien perdre) ;
#   un appel de résumé de plus ; la réflexion des messages résumés est perdue.
# - **compaction côté serveur** : le résumé se fait au mauvais moment si le seuil est mal
#   choisi ; un bloc retouché, déplacé ou en double est refusé (`compaction_content_mismatch`,
#   `compaction_block_misplaced`, `compaction_block_ambiguous`) ; la réflexion des messages
#   gardés n'est valide que si `system` et `tools` restent les mêmes (page « Compaction and
#   preserved thinking »).
# - **context editing** : chaque effacement casse le cache de préfixe à partir du résultat
#   effacé ; un résultat effacé manque si la conversation y revient (il faut rappeler l'outil).
# - **Interactions** : une interaction expirée (1 ou 55 jours) ou supprimée coupe la
#   conversation ; `tools` et `system_instruction` oubliés à un appel ne sont pas repris ; tout
#   est chez un seul fournisseur.
#
# Sources : platform.claude.com (« Compaction », « Compaction and preserved thinking »,
# « Context editing ») et ai.google.dev (« Interactions »), lues le 2026-11-30 ; les codes
# d'erreur viennent du SDK anthropic 2.14.

# %% [markdown]
# ## 6. Quand choisir quoi
#
# | Situation | Choix |
# |---|---|
# | Données sensibles, obligation d'effacer, audit | résumé fait main (1) |
# | Longue conversation sur Claude, avec réflexion et outils | compaction côté serveur (2) |
# | Agent qui lit beaucoup (fichiers, pages, commandes) | context editing (3) |
# | Prototype sur Gemini, sans contrainte de rétention | Interactions (4) |
# | Deux fournisseurs, ou un changement prévu | mémoire côté client (5) |
# | Faits qui doivent survivre à la session | mémoire long terme à part (6) |
#
# Pourquoi :
#
# 1. L'historique et le résumé restent chez vous, lisibles et corrigeables ; rien n'est gardé
#    chez le fournisseur après l'appel.
# 2. L'API écrit le résumé, la vérification de la réflexion préservée l'accepte, et il n'y a
#    rien à maintenir ; mais ce n'est valable que chez Anthropic.
# 3. Ce sont les résultats d'outils qui pèsent ; les effacer garde le fil de la conversation et
#    la requête dans la fenêtre. Mais chaque effacement casse le cache : ce n'est pas une
#    économie quand le cache relit déjà l'historique (section 3). Il se combine avec la
#    compaction (les deux dans la même liste `edits`).
# 4. Le moins de code possible ; mais la facture compte toujours tout l'historique relu, et
#    l'historique vit chez Google.
# 5. Seule une mémoire en texte, chez vous, passe d'un fournisseur à l'autre sans conversion.
# 6. Aucune de ces voies ne garde un fait d'une conversation à la suivante (leçon 08, section 7).
#
# Les écarts du modèle local avec le vrai service, dans cette leçon : il compte les tokens en
# cl100k ; son résumé de compaction est extractif (des phrases de la conversation), pas écrit par
# un LLM ; le seuil de 4 000 tokens est accepté alors que le vrai service impose un minimum ; les
# réponses de Gemini stockées sont celles du modèle local, pas les réponses écrites d'avance des
# autres voies.

# %% [markdown]
# ## Je sais faire
#
# - [ ] Activer la compaction côté serveur (`compact_20260112`) et renvoyer le bloc `compaction`
#   tel quel, en comptant son coût dans `usage.iterations`.
# - [ ] Effacer les vieux résultats d'outils par `clear_tool_uses_20250919`, et dire ce que cela
#   coûte en cache.
# - [ ] Continuer une conversation Gemini par `previous_interaction_id`, et la supprimer.
# - [ ] Pour chaque voie, dire où vit l'historique, ce qu'on peut corriger, et ce qui se passe
#   quand on change de fournisseur.
# - [ ] Choisir une voie pour un cas donné, et justifier le choix.
#
# ## FAQ
#
# **La compaction côté serveur rend-elle le résumé fait main inutile ?** Non : elle ne vaut que
# chez Anthropic, son résumé ne se corrige pas, et l'historique complet continue de transiter
# par le réseau. Le résumé fait main reste le choix quand vous devez tout maîtriser.
#
# **Interactions réduit-il la facture ?** Pas par lui-même : le modèle relit tout l'historique,
# facturé en tokens d'entrée (moins chers quand le cache implicite les retrouve). Ce qu'il
# réduit, c'est ce que vous envoyez et stockez.
#
# **Peut-on combiner ?** Oui : compaction et context editing se règlent dans la même liste
# `edits`. Et rien n'empêche de garder, à côté, une copie locale de l'historique pour l'audit.
#
# **Et la réflexion préservée ?** Avec la compaction côté serveur, la réflexion des messages
# gardés reste valide tant que `system` et `tools` ne changent pas et que la compaction tourne
# sur un modèle à réflexion préservée (leçon 08, et la page « Compaction and preserved
# thinking »). Avec un résumé fait main, il faut retirer les blocs signés
# (`compacter_historique` le fait).
#
# Pour mesurer tout cela en une commande : `make mesures` (lignes « fournisseur » du tableau des
# stratégies). Pour s'exercer : `exercises/ex10_compaction_preservee.py`.
