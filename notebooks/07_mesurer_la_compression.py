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
# # 07 — Mesurer la compression
#
# Un résumé glissant envoie moins de tokens à chaque appel, mais chaque résumé est lui-même un
# appel au LLM, payé au prix fort des tokens de sortie. Cette leçon mesure ce que l'on gagne, ce
# que l'on paie, et le moment où le gain rattrape la dépense : d'abord sans le cache de préfixe
# de la leçon 03, puis avec.

# %% [markdown]
# ## Objectifs
#
# - Mesurer les tokens de l'historique complet et ceux de « résumé + tours récents ».
# - Lire le coût d'un appel de résumé dans son `usage`, avec la table de prix de `contexte.tarifs`.
# - Trouver le nombre de messages au-delà duquel le résumé glissant coûte moins cher que
#   l'historique complet.
# - Expliquer pourquoi le cache de préfixe repousse ce point de croisement.

# %% [markdown]
# ## Mise en place
#
# Le client est le vrai client du SDK `anthropic` ; sans clé, il parle au modèle local, une
# doublure déterministe dont les tokens sont comptés en cl100k (une approximation des tokenizers
# des fournisseurs). Les prix viennent de `contexte.tarifs`.

# %%
import matplotlib.pyplot as plt

from contexte import SUMMARY_PROMPT, RollingSummary, approx_tokens, camille_session1
from contexte.compaction import delimiter_tours, llm_summarizer
from contexte.llm import MODELE_ANTHROPIC, client_anthropic, hors_ligne_actif
from contexte.tarifs import CLAUDE_SONNET

client = client_anthropic(max_retries=0)
TOURS = camille_session1()
AUTEUR = "doublure locale" if hors_ligne_actif() else f"{MODELE_ANTHROPIC} (vrai service)"
print("On parle à :", "le modèle local (doublure déterministe, 127.0.0.1)" if hors_ligne_actif()
      else f"l'API Anthropic, modèle {MODELE_ANTHROPIC}")


def texte(reponse) -> str:
    """Le texte d'une réponse du SDK (les autres blocs sont ignorés)."""
    return "".join(b.text for b in reponse.content if b.type == "text")


# %% [markdown]
# ## Compter ce que l'on envoie
#
# Sans résumé, chaque appel envoie tout l'historique. Avec un résumé glissant, il envoie le
# résumé plus les tours gardés mot pour mot. La fonction `compression` compare les deux, en
# tokens estimés par `approx_tokens`. N'oubliez pas le résumé : il est envoyé à chaque appel,
# lui aussi.

# %%
def compression(conv, all_turns):
    """(tokens de tout l'historique, tokens de « résumé + tours récents »).

        >>> compression(conv, camille_session1())   # -> (689, 311) en fin de session
    """
    full = sum(approx_tokens(contenu) for _, contenu in all_turns)
    kept = approx_tokens(conv.summary) + sum(approx_tokens(contenu) for _, contenu in conv.turns)
    return full, kept


# %% [markdown]
# Rejouons la session de Camille dans `RollingSummary(llm_summarizer(client), 12, 6)` et
# mesurons après chaque tour.

# %%
conv = RollingSummary(llm_summarizer(client), max_turns=12, keep_last=6)
print("tour  historique complet  résumé + récents")
for n, (role, contenu) in enumerate(TOURS, start=1):
    conv.add(role, contenu)
    full, kept = compression(conv, TOURS[:n])
    print(f"{n:4}  {full:18}  {kept:16}")

# %%
full, kept = compression(conv, TOURS)
print(f"Fin de session : {kept} tokens envoyés au lieu de {full}, soit {100 * kept / full:.0f} %.")
print(f"Dont {approx_tokens(conv.summary)} tokens de résumé ({len(conv.summary.split())} mots), "
      f"écrit par : {AUTEUR}.")

# %% [markdown]
# La colonne de droite ne dépasse plus un plafond : elle retombe à chaque compaction (tours 13
# et 20), puis remonte d'un tour à l'autre. La colonne du milieu, elle, ne fait que monter. Le
# résumé de la doublure locale reste sous les 120 mots permis ; un vrai modèle les prend
# souvent tous : la compression serait alors un peu moindre.

# %% [markdown]
# ## Le prix d'un résumé
#
# Chaque compaction est un appel au LLM. En entrée : la consigne, l'ancien résumé et les tours à
# fondre. En sortie : le nouveau résumé, facturé au prix des tokens de sortie, cinq fois celui
# de l'entrée chez claude-sonnet-5 (10 \\$ contre 2 \\$ par million de tokens). Voici la table de
# prix utilisée ; lisez sa date et sa source avant de citer un chiffre.

# %%
tarif = CLAUDE_SONNET
print(f"{tarif.modele}, en $ par million de tokens : entrée {tarif.entree:.2f}, "
      f"sortie {tarif.sortie:.2f}, écriture en cache {tarif.ecriture_cache:.2f} "
      f"(cache d'une heure : {tarif.ecriture_cache_1h:.2f}), "
      f"lecture du cache {tarif.lecture_cache:.2f}")
print("relevé :", tarif.source)

# %% [markdown]
# Pour lire la facture de chaque résumé, on refait l'appel de `llm_summarizer` à la main
# (même consigne en message système, mêmes balises), en gardant cette fois la réponse entière :
# son champ `usage` donne les tokens facturés.

# %%
factures = []


def summarize_facture(summary, old_turns):
    """Le même appel que llm_summarizer, dont on garde l'usage."""
    reponse = client.messages.create(
        model=MODELE_ANTHROPIC, max_tokens=400, system=SUMMARY_PROMPT,
        messages=[{"role": "user", "content": delimiter_tours(summary, old_turns)}])
    factures.append(reponse.usage)
    return texte(reponse)


mesure = RollingSummary(summarize_facture, max_turns=12, keep_last=6)
for role, contenu in TOURS:
    mesure.add(role, contenu)

for k, usage in enumerate(factures, start=1):
    dollars = tarif.cout(entree=usage.input_tokens, sortie=usage.output_tokens)
    print(f"résumé {k} : {usage.input_tokens} tokens d'entrée, {usage.output_tokens} de "
          f"sortie -> {dollars:.5f} $")

# %% [markdown]
# Ces nombres viennent du `usage` de la doublure locale (comptés en cl100k) : un vrai service
# donnerait des nombres voisins, pas identiques. Le point important ne dépend pas du modèle :
# les tokens de sortie pèsent lourd dans la facture d'un résumé. Sur le vrai claude-sonnet-5,
# qui réfléchit par défaut, `output_tokens` compte aussi la réflexion, facturée comme de la
# sortie : un résumé y coûte davantage, sauf à demander `thinking={"type": "disabled"}` pour
# cet appel. La doublure, elle, ne réfléchit pas sans qu'on le lui demande.

# %% [markdown]
# ## Un modèle de coût, appel par appel
#
# Pour suivre une conversation plus longue que celle de Camille, on calcule les coûts au lieu
# de les mesurer. Les hypothèses, toutes visibles dans la fonction `simuler` :
#
# - un appel par message de l'utilisatrice ; il envoie l'historique (ou résumé + tours gardés)
#   et le nouveau message ;
# - les réponses du modèle coûtent autant dans les deux stratégies : on ne les compte pas ;
# - chaque compaction coûte un appel : consigne, ancien résumé et tours fondus en entrée, le
#   résumé en sortie ;
# - le résumé a toujours la taille de celui de la fin de session ;
# - après les 20 tours de Camille, on rejoue ses tours en boucle : seule leur taille compte ici.
#
# Avec `cache=True`, on applique la tarification du cache de préfixe (détaillée plus bas).

# %%
RESUME = conv.summary           # la taille des résumés simulés
CONSIGNE = approx_tokens(SUMMARY_PROMPT)


def cout_requete(total, en_cache, tarif, cache):
    """Coût des tokens d'entrée d'un appel ; avec cache, le préfixe déjà vu est relu."""
    if not cache:
        return tarif.cout(entree=total)
    return tarif.cout(lecture_cache=en_cache, ecriture_cache=total - en_cache)


def simuler(n_messages, tarif, cache=False, max_turns=12, keep_last=6):
    """Coûts cumulés ($) après chaque message : [(historique complet, résumé glissant), …]."""
    cumul_complet = cumul_glissant = 0.0
    historique = en_cache_complet = en_cache_glissant = 0
    courbes = []

    def summarize(summary, old_turns):
        nonlocal cumul_glissant, en_cache_glissant
        entree = CONSIGNE + approx_tokens(summary) + sum(approx_tokens(t) for _, t in old_turns)
        cumul_glissant += tarif.cout(entree=entree, sortie=approx_tokens(RESUME))
        en_cache_glissant = 0   # le début de l'historique a changé : plus rien à relire
        return RESUME

    conv = RollingSummary(summarize, max_turns, keep_last)
    for m in range(n_messages):
        (_, question), (_, reponse) = TOURS[2 * m % 20], TOURS[(2 * m + 1) % 20]
        # historique complet : tout ce qui précède, plus la question
        historique += approx_tokens(question)
        cumul_complet += cout_requete(historique, en_cache_complet, tarif, cache)
        en_cache_complet = historique
        historique += approx_tokens(reponse)
        # résumé glissant : résumé + tours gardés (la question comprise)
        conv.add("user", question)
        envoye = approx_tokens(conv.summary) + sum(approx_tokens(t) for _, t in conv.turns)
        cumul_glissant += cout_requete(envoye, en_cache_glissant, tarif, cache)
        en_cache_glissant = envoye
        conv.add("model", reponse)
        courbes.append((cumul_complet, cumul_glissant))
    return courbes


def croisement(courbes):
    """Le numéro du message à partir duquel le résumé glissant reste moins cher (ou None)."""
    dernier_plus_cher = max((i for i, (c, g) in enumerate(courbes) if g >= c), default=-1)
    return dernier_plus_cher + 2 if dernier_plus_cher + 1 < len(courbes) else None


# %% [markdown]
# ## Une session courte ne rembourse pas ses résumés
#
# La session de Camille compte 10 messages. Sur une session aussi courte, les deux résumés
# coûtent plus cher qu'ils ne font économiser.

# %%
complet, glissant = simuler(10, tarif)[-1]
print(f"10 messages, sans cache : historique complet {complet:.5f} $, "
      f"résumé glissant {glissant:.5f} $")

# %% [markdown]
# ## Le point de croisement, sans cache
#
# L'historique complet coûte de plus en plus cher à chaque appel : sa taille croît, donc son
# coût cumulé croît comme le carré du nombre de messages. Le résumé glissant coûte à peu près la
# même chose à chaque appel, compactions comprises. Les deux courbes finissent donc par se
# croiser.

# %%
sans_cache = simuler(60, tarif, cache=False)
print("Sans cache, le résumé glissant devient moins cher à partir du message",
      croisement(sans_cache))

# %% [markdown]
# ## Avec la tarification du cache de préfixe
#
# Chez Anthropic, un préfixe déjà envoyé peut être relu depuis le cache pour 0,1 fois le prix
# d'entrée (0,20 \\$ par million de tokens sur claude-sonnet-5) ; l'écrire dans le cache (durée
# de vie de 5 minutes) coûte 1,25 fois ce prix (2,50 \\$). Un cache d'une heure existe aussi,
# à 2 fois le prix d'entrée (4 \\$) ; la simulation s'en tient à celui de 5 minutes.
#
# - **Sans résumé**, l'historique ne fait que s'allonger à la fin : à chaque appel, tout le
#   début est relu à prix réduit, et seul le nouveau message est écrit.
# - **Avec un résumé**, chaque compaction change le *début* de l'historique. Le cache ne
#   reconnaît plus rien : tout ce qui suit est réécrit au prix fort.
#
# Le cache rend donc l'historique complet dix fois moins cher à relire, et ôte au résumé
# l'essentiel de son avantage. Deux simplifications : on ignore le minimum de 1 024 tokens
# sous lequel Anthropic ne met rien en cache (le prompt système et les outils d'un vrai
# assistant le dépassent vite, et coûtent la même chose dans les deux stratégies), et l'on
# suppose que les messages se suivent à moins de 5 minutes.

# %%
avec_cache = simuler(250, tarif, cache=True)
print("Avec cache, le résumé glissant devient moins cher à partir du message",
      croisement(avec_cache))

# %% [markdown]
# ## Le croisement, en image
#
# Coût cumulé des deux stratégies, message après message. La ligne pointillée marque le
# croisement : à sa droite, le résumé glissant a remboursé tous ses appels.

# %%
fig, axes = plt.subplots(1, 2, figsize=(11, 4))
for axe, courbes, titre in [(axes[0], sans_cache, "Sans cache de préfixe"),
                            (axes[1], avec_cache, "Avec cache de préfixe")]:
    messages = range(1, len(courbes) + 1)
    axe.plot(messages, [c for c, _ in courbes], label="historique complet")
    axe.plot(messages, [g for _, g in courbes], label="résumé glissant (12, 6)")
    x = croisement(courbes)
    axe.axvline(x, color="grey", linestyle=":")
    axe.plot(x, courbes[x - 1][0], "o", color="black")
    axe.annotate(f"croisement : message {x}", (x, courbes[x - 1][0]), ha="left",
                 xytext=(10, -25), textcoords="offset points",
                 arrowprops={"arrowstyle": "->"})
    axe.set(title=titre, xlabel="messages de l'utilisatrice (un appel chacun)",
            ylabel="coût cumulé ($)")
    axe.legend(loc="upper left")
fig.tight_layout()
plt.show()

# %% [markdown]
# ## Ce que le calcul ne dit pas
#
# Le croisement dépend de tout ce que l'on a supposé : les prix (surtout le rapport sortie /
# entrée : des prix tous divisés par deux diviseraient les montants par deux sans déplacer le
# croisement), la taille du résumé, `max_turns` et `keep_last`, la longueur des messages. Changez-en
# un, le point bouge ; c'est l'objet des exercices. Et l'argent n'est pas la seule raison de
# compacter : sans résumé ni fenêtre, l'historique finit par dépasser la fenêtre de contexte du
# modèle, et chaque appel devient plus lent. Avec un cache de préfixe, on compacte pour tenir
# dans la fenêtre et garder une latence stable, bien plus que pour économiser.

# %% [markdown]
# ## Sur 200 échanges : ce que mesure `make mesures`
#
# Le calcul ci-dessus rejoue la session de Camille en boucle. `make mesures` fait passer une
# vraie conversation de 200 échanges dans chaque stratégie, par le vrai client et le modèle
# local (relevé du 2026-11-29, prix de claude-sonnet-5) :
#
# | | historique complet | résumé périodique (24 → résumé + 6) | résumé glissant (12/6) |
# | --- | --- | --- | --- |
# | appels de résumé | 0 | 21 | 56 |
# | dont coût des résumés | — | 0,10 \\$ | 0,19 \\$ |
# | coût total avec cache | 0,69 \\$ | 0,40 \\$ | 0,58 \\$ |
# | moins cher que l'historique complet, avec cache | — | dès l'échange 98 | dès l'échange 160 |
# | … sans cache | — | dès l'échange 22 | dès l'échange 19 |
# | faits retrouvés au 200e échange | 9 / 9 | 9 / 9 | 9 / 9 |
#
# Le croisement sans cache arrive vite (une vingtaine d'échanges) ; avec le cache, il arrive
# 4 à 8 fois plus tard, parce que l'historique complet est lu presque entièrement au prix réduit.
# Le résumé glissant, qui réécrit son début à chaque compaction, ne gagne même rien au cache
# (0,58 \\$ avec, 0,57 \\$ sans). Et les 9 faits sur 9 sont ceux de la doublure, qui résume par
# extraction et ne dérive jamais : un vrai modèle peut reformuler, et perdre.
#
# ![Tokens par appel et coût cumulé, 200 échanges](../docs/mesures/strategies.png)

# %% [markdown]
# ## Je sais faire
#
# - [ ] Mesurer `(full, kept)` avec `compression(conv, all_turns)`, sans oublier les tokens du résumé.
# - [ ] Lire le coût d'un appel dans son `usage` et le chiffrer avec `Tarif.cout`.
# - [ ] Expliquer pourquoi une session courte ne rembourse pas ses résumés.
# - [ ] Trouver le point de croisement des coûts cumulés, sans puis avec cache de préfixe.
# - [ ] Expliquer pourquoi une compaction invalide le cache de préfixe.
#
# ## FAQ
#
# **Pourquoi ne pas compter les réponses du modèle ?** Elles sont les mêmes dans les deux
# stratégies : elles s'ajoutent des deux côtés et ne déplacent pas le croisement.
#
# **Et avec Gemini ?** `contexte.tarifs.GEMINI_25_FLASH` donne ses prix : son cache implicite
# n'a pas de surcoût d'écriture, mais une compaction l'invalide tout autant.
#
# **Faut-il alors renoncer au résumé quand on a un cache ?** Non : il reste nécessaire pour les
# conversations qui approchent de la fenêtre de contexte. Mais on peut compacter plus rarement,
# par gros blocs, pour moins souvent casser le cache.
#
# Pour s'exercer : `exercises/ex1_compression.py` (mesurer la compression, et le nombre de
# messages qu'il faut pour rentabiliser un résumé, sans puis avec cache) et
# `exercises/ex6_cout_cache.py` (le coût d'une suite d'appels avec cache de préfixe, et la
# stratégie la moins chère).
