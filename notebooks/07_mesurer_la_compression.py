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
# **Durée estimée** : environ 1 heure.
#
# Un résumé glissant envoie moins de tokens à chaque appel, mais chaque résumé est lui-même un
# appel au LLM, payé au prix fort des tokens de sortie. Cette leçon mesure ce que l'on gagne, ce
# que l'on paie, et le moment où le gain rattrape la dépense : d'abord sans le cache de préfixe
# de la leçon 03b, puis avec. Puis elle mesure ce que la compression coûte en mémoire : combien de
# faits survivent, selon la stratégie, quand le résumé dérive.

# %% [markdown]
# ## Objectifs
#
# - Mesurer les tokens de l'historique complet et ceux de « résumé + tours récents ».
# - Lire le coût d'un appel de résumé dans son `usage`, avec la table de prix de `cours.tarifs`.
# - Trouver le nombre de messages au-delà duquel le résumé glissant coûte moins cher que
#   l'historique complet.
# - Expliquer pourquoi le cache de préfixe repousse ce point de croisement, et dire à quelle
#   question répond chacun des seuils de rentabilité du cours.
# - Lire le banc de rétention : faits justes, secret, tokens et coût de chaque stratégie.

# %% [markdown]
# ## Mise en place
#
# Le client est le vrai client du SDK `anthropic` ; sans clé, il parle au modèle local, un
# programme déterministe dont les tokens sont comptés en cl100k (une approximation des
# tokenizers des fournisseurs). Les prix viennent de `cours.tarifs`.

# %%
import matplotlib.pyplot as plt

from contexte import (
    SUMMARY_PROMPT,
    RollingSummary,
    approx_tokens,
    compacter_historique,
    vers_messages_anthropic,
)
from contexte.appel_llm import delimiter_tours, llm_summarizer
from cours.clients import MODELE_ANTHROPIC, client_anthropic, hors_ligne_actif
from cours.scenario import camille_session1
from cours.tarifs import CLAUDE_SONNET
from mesures.comparer import releve
from mesures.retention import banc
from mesures.retention_sortie import tracer_retention

client = client_anthropic(max_retries=0)
TOURS = camille_session1()
AUTEUR = "le modèle local" if hors_ligne_actif() else f"{MODELE_ANTHROPIC} (vrai service)"
print("On parle à :", "le modèle local (programme déterministe, 127.0.0.1)" if hors_ligne_actif()
      else f"l'API Anthropic, modèle {MODELE_ANTHROPIC}")


def texte(reponse) -> str:
    """Le texte d'une réponse du SDK (les autres blocs sont ignorés)."""
    return "".join(b.text for b in reponse.content if b.type == "text")


# %% [markdown]
# ## Compter ce que l'on envoie
#
# Sans résumé, chaque appel envoie tout l'historique. Avec un résumé glissant, il envoie le
# résumé plus les tours gardés mot pour mot. Pour savoir ce que l'on gagne, le plus sûr est de
# compter la **requête** elle-même, telle qu'elle partira : on la construit, et on demande son
# compte au fournisseur (`client.messages.count_tokens`, leçon 03). La fonction `requete` place
# le résumé en tête, dans un message `user`, comme `compacter_historique` (leçon 05).
#
# **Prédisez la sortie** : au 13e tour, le résumé glissant compacte pour la première fois. Que
# devient la colonne de droite ?
#
# <details><summary>Réponse</summary>
#
# Elle retombe : sept tours partent dans le résumé, plus court qu'eux, et seuls les six derniers
# restent mot pour mot. La colonne de gauche, elle, continue de monter.
# </details>

# %%
def requete(conv) -> list[dict]:
    """Les messages qu'un résumé glissant envoie : le résumé (s'il y en a un), puis les tours gardés."""
    messages = vers_messages_anthropic(conv.turns)
    if conv.summary:
        messages.insert(0, {"role": "user", "content": f"[Résumé]\n{conv.summary}"})
    return messages


def compte(messages: list[dict]) -> int:
    """Les tokens d'entrée d'une requête, comptés par le fournisseur (ici, le modèle local)."""
    return client.messages.count_tokens(model=MODELE_ANTHROPIC, messages=messages).input_tokens


conv = RollingSummary(llm_summarizer(client), max_turns=12, keep_last=6)
print("tour  historique complet  résumé + récents")
for n, (role, contenu) in enumerate(TOURS, start=1):
    conv.add(role, contenu)
    print(f"{n:4}  {compte(vers_messages_anthropic(TOURS[:n])):18}  {compte(requete(conv)):16}")

# %%
tout, envoye = compte(vers_messages_anthropic(TOURS)), compte(requete(conv))
print(f"Fin de session : {envoye} tokens envoyés au lieu de {tout}, soit {100 * envoye / tout:.0f} %.")
print(f"Dont un résumé de {len(conv.summary.split())} mots, écrit par : {AUTEUR}.")

# %% [markdown]
# La colonne de droite ne dépasse plus un plafond : elle retombe à chaque compaction (tours 13
# et 20), puis remonte d'un tour à l'autre. La colonne du milieu, elle, ne fait que monter. Le
# résumé du modèle local reste sous les 120 mots permis ; un vrai modèle les prend
# souvent tous : la compression serait alors un peu moindre.

# %% [markdown]
# ## Le prix d'un résumé
#
# Chaque compaction est un appel au LLM. En entrée : la consigne, l'ancien résumé et les tours à
# fondre. En sortie : le nouveau résumé, facturé au prix des tokens de sortie, cinq fois celui
# de l'entrée chez claude-sonnet-5-5 (10 \\$ contre 2 \\$ par million de tokens). Voici la table de
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
# Ces nombres viennent du `usage` du modèle local, qui compte en cl100k. **Un vrai service ne
# donnerait pas les mêmes**, et pas seulement à quelques tokens près : claude-sonnet-5-5 a son
# propre tokenizer, celui des modèles Claude 4.7 et suivants, qui compte environ 30 % de tokens
# de plus que celui de Claude Haiku 4.5 sur le même texte (leçon 03), et il compte aussi
# l'enveloppe de la requête (rôles, prompt système, outils). Attendez-vous à des montants plus
# élevés ; l'écart exact avec cl100k n'est pas documenté, et seul le `usage` du fournisseur fait
# foi. Ce qui ne dépend pas du tokenizer : les tokens de sortie pèsent lourd dans la facture d'un
# résumé.
#
# Sur le vrai claude-sonnet-5-5, la réflexion est active par défaut et facturée comme de la
# sortie. `llm_summarizer` la règle donc exprès pour un résumé : `between_tools`, le réglage le
# plus bas de ce modèle, qui refuse `{"type": "disabled"}` (voir
# `contexte.appel_llm.reglage_resume` ; sources et dates de ces faits : `docs/sources.md`).

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
# La session de Camille compte 10 échanges, donc 10 messages de l'utilisatrice (et 10 appels).
# Sur une session aussi courte, les deux résumés coûtent plus cher qu'ils ne font économiser.

# %%
complet, glissant = simuler(10, tarif)[-1]
print(f"10 messages de l'utilisatrice, sans cache : historique complet {complet:.5f} $, "
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
# Chez Anthropic, un préfixe déjà envoyé peut être relu depuis le cache pour une fraction du prix
# d'entrée : 0,05 fois sur claude-sonnet-5-5 (0,10 \\$ par million de tokens), 0,1 fois sur la
# plupart des modèles plus anciens. Pour claude-sonnet-5-5, une source plus ancienne donne encore
# 0,20 \\$ (le désaccord est daté dans `docs/sources.md`) : la simulation calcule les deux.
# L'écrire dans le cache (durée de vie de 5 minutes) coûte 1,25 fois le prix d'entrée
# (2,50 \\$). Un cache d'une heure existe aussi, à 2 fois le prix d'entrée (4 \\$) ; la
# simulation s'en tient à celui de 5 minutes.
#
# - **Sans résumé**, l'historique ne fait que s'allonger à la fin : à chaque appel, tout le
#   début est relu à prix réduit, et seul le nouveau message est écrit.
# - **Avec un résumé**, chaque compaction change le *début* de l'historique. Le cache ne
#   reconnaît plus rien : tout ce qui suit est réécrit au prix fort.
#
# Le cache rend donc l'historique complet vingt fois moins cher à relire, et ôte au résumé
# l'essentiel de son avantage. Deux simplifications : on ignore le minimum de 512 tokens
# (claude-sonnet-5-5, leçon 03b) sous lequel Anthropic ne met rien en cache (le prompt système
# et les outils d'un vrai assistant le dépassent vite, et coûtent la même chose dans les deux
# stratégies), et l'on
# suppose que les messages se suivent à moins de 5 minutes.

# %%
from dataclasses import replace

avec_cache = simuler(350, tarif, cache=True)
print(f"Avec cache, lecture à {tarif.lecture_cache:.2f} $ : le résumé glissant devient moins cher "
      "à partir du message", croisement(avec_cache))
lecture_ancienne = replace(tarif, lecture_cache=0.20)  # le prix de la page traduite, plus ancienne
print(f"Avec cache, lecture à {lecture_ancienne.lecture_cache:.2f} $ : à partir du message",
      croisement(simuler(350, lecture_ancienne, cache=True)))

# %% [markdown]
# Le prix de la lecture du cache pèse lourd : à 0,20 \\$, l'historique complet relu coûte deux
# fois plus cher, et le résumé glissant le rattrape au message 141 au lieu du message 274.
# Selon le prix retenu, c'est l'un ou l'autre : vérifiez le prix sur la page des prix avant de
# citer un croisement. La suite de la leçon garde 0,10 \\$.

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
# local, au prix de claude-sonnet-5-5. Les résultats sont dans `docs/mesures/tableaux.md` ; on y
# lit les trois lignes qui nous intéressent (relevé du 2026-12-01) :

# %%
from pathlib import Path

lignes_md = Path("../docs/mesures/tableaux.md").read_text(encoding="utf-8").splitlines()
NOMS = ["historique complet", "résumé périodique (24 → résumé + 6)", "résumé glissant (12/6)"]


def lignes(nom: str) -> list[list[str]]:
    """Les lignes des tableaux Markdown qui commencent par `| nom |`, découpées en cellules."""
    return [[c.strip() for c in x.split("|")[1:-1]] for x in lignes_md if x.startswith(f"| {nom} |")]


print(f"{'':<38}{'résumés':>8}{'avec cache':>12}{'sans cache':>12}   moins cher (avec / sans)")
for nom in NOMS:
    strategie, *rentabilite = lignes(nom)  # tableau des stratégies, puis celui des croisements
    croise = rentabilite[0][2:4] if rentabilite else ["—", "—"]
    print(f"{nom:<38}{strategie[5]:>8}{strategie[6] + ' $':>12}{strategie[7] + ' $':>12}   "
          f"{croise[0]} / {croise[1]}")

# %% [markdown]
# Le croisement sans cache arrive vite (une vingtaine d'échanges) ; avec le cache, il arrive
# bien plus tard, parce que l'historique complet est lu presque entièrement au prix réduit.
# Le résumé glissant, qui réécrit son début à chaque compaction, gagne peu au cache (comparez ses
# deux colonnes de coût). Et les 9 faits sur 9 que retrouvent ces stratégies (colonne « Faits
# retrouvés » du tableau) sont ceux du modèle local sans dérive, qui résume par extraction : un
# vrai modèle peut reformuler, et perdre. Le banc de rétention, plus bas, le mesure.
#
# ![Tokens par appel et coût cumulé, 200 échanges](../docs/mesures/strategies.png)

# %% [markdown]
# ## Une question, quatre réponses : le tableau de rentabilité
#
# Le cours a donné plusieurs seuils de rentabilité : en leçon 05, dans cette leçon, dans
# l'exercice 8 et dans `make mesures`. Leurs nombres diffèrent beaucoup (le tableau ci-dessous
# les rassemble), sans se contredire : ils ne répondent pas à la même question.
#
# - **A. Une compaction, une fois** (leçon 05). La session de Camille est compactée une fois
#   (6 derniers messages gardés) et l'historique ne grandit plus. Combien d'**appels** après la
#   compaction pour que l'entrée économisée, sans cache, paie l'appel de résumé ?
# - **B. La même, avec le modèle de coût de l'exercice 8.** Un résumé factice de quelques mots,
#   et, avec cache, le nouveau préfixe à écrire une fois. Combien de **messages** après la
#   compaction ?
# - **C. Une conversation qui continue** (cette leçon). Camille rejouée en boucle, le résumé
#   glissant (12/6) avec **toutes** ses compactions. À partir de **quel message** de
#   l'utilisatrice le coût cumulé reste-t-il sous celui de l'historique complet ?
# - **D. La même, sur une vraie conversation de 200 échanges** (`make mesures`, vrai client et
#   modèle local, relevé du 2026-12-01). À partir de **quel échange**, pour le résumé périodique
#   (24 → résumé + 6) puis le résumé glissant (12/6) ?
#
# A et C sont recalculés ici ; B vient de la cellule « À vous » de l'exercice 8, D de
# `docs/mesures/tableaux.md`.

# %%
usages = []
client_releve = client_anthropic(max_retries=0, middleware=[releve(usages)])
camille = vers_messages_anthropic(TOURS)
compacte = compacter_historique(camille, client_releve, garder_derniers=6)
u = usages[-1]
avant, apres = (client.messages.count_tokens(model=MODELE_ANTHROPIC, messages=m).input_tokens
                for m in (camille, compacte))
appels_a = tarif.cout(entree=u.input_tokens, sortie=u.output_tokens) / tarif.cout(entree=avant - apres)

lignes = [
    ("A", "appels après la compaction", f"{appels_a:.1f}".replace(".", ","), "—", "leçon 05"),
    ("B", "messages après la compaction", "2", "41", "exercice 8"),
    ("C", "n° du message (depuis le début)", str(croisement(sans_cache)),
     str(croisement(avec_cache)), "cette leçon"),
    ("D", "n° de l'échange (depuis le début)",
     " et ".join(lignes(nom)[1][3].removeprefix("dès l'échange ") for nom in NOMS[1:]),
     " et ".join(lignes(nom)[1][2].removeprefix("dès l'échange ") for nom in NOMS[1:]),
     "make mesures (périodique et glissant)"),
]
print(f"{'':<3}{'compté en':<35}{'sans cache':>11}{'avec cache':>12}   source")
for ligne in lignes:
    print(f"{ligne[0]:<3}{ligne[1]:<35}{ligne[2]:>11}{ligne[3]:>12}   {ligne[4]}")

# %% [markdown]
# Pourquoi les nombres diffèrent :
#
# - **A et B** comptent à partir d'**une** compaction, dans un historique qui ne grandit plus ;
#   **C et D** comptent depuis le premier message d'une conversation qui grandit, avec
#   **toutes** les compactions. Compter depuis une compaction donne un petit nombre : on ne
#   regarde que la période où le résumé fait économiser. Compter depuis le premier message donne
#   un nombre bien plus grand : au début, l'historique complet est encore court, donc bon marché,
#   et le résumé n'y fait presque rien gagner alors que ses appels se paient déjà ; il lui faut
#   ensuite de nombreux messages pour rattraper ce retard.
# - **A > B sans cache** : le résumé du modèle local (plus d'une centaine de tokens de sortie,
#   au prix fort) est bien plus long que le résumé factice de l'exercice.
# - **Avec cache, tout recule** (B, C, D) : l'historique complet est relu à 0,05 fois le prix
#   d'entrée (claude-sonnet-5-5), alors que chaque compaction réécrit le début au prix de
#   l'écriture (1,25 fois).
# - **C et D** : même question, mais C rejoue les dix échanges de Camille avec un résumé de
#   taille fixe, D une conversation de travail aux réponses plus longues, mesurée appel par
#   appel ; le résumé périodique y compacte moins souvent que le glissant.
#
# Quand quelqu'un annonce « le résumé est rentable au bout de N », demandez : N quoi (appels
# après une compaction, ou messages depuis le début) ? Avec ou sans cache ? Avec quel résumé ?

# %% [markdown]
# ## Ce que la compression coûte en mémoire : le banc de rétention
#
# Le coût n'est que la moitié de la question ; l'autre est ce que la stratégie **oublie**.
# Le banc de `mesures/retention.py` fait passer 40 échanges dans chaque stratégie : dans les
# 24 premiers, Camille dit 32 choses à retenir (des faits, des mises à jour comme « je rejoins
# l'équipe Plateforme », des pièges comme « mon collègue Julien est allergique au gluten, pas
# moi ») et un code de VPN, le secret qui ne doit pas survivre ; suivent 16 échanges de travail.
# À la fin, on lit ce que chaque stratégie enverrait au prochain appel : un fait est **juste**
# si une même phrase contient ses mots attendus et si le résumé ne garde pas, seule, une valeur
# périmée ou une confusion. Le modèle local y passe deux fois : sans, puis avec dérive
# (`derive=7`). Le banc tourne toujours sur le modèle local ; avec une clé,
# `python -m mesures.retention --reel` le lance sur le vrai service.
#
# **Prédisez** : quelle stratégie garde le plus de faits ? Et laquelle garde le code du VPN ?
#
# <details><summary>La réponse</summary>
#
# L'historique complet garde les 32 faits… et le code du VPN : il garde tout, y compris ce qu'on
# voudrait oublier. La fenêtre de 12 messages ne garde ni l'un ni l'autre. Les résumés sont
# entre les deux, et perdent davantage quand ils dérivent ; le résumé périodique, à qui sa
# consigne demande « les faits et décisions importants », garde aussi le code du VPN.
# </details>

# %%
retention = banc()
print(f"{'mode':<33}{'stratégie':<38}{'justes':>8}{'périmés':>9}{'secret':>8}"
      f"{'tokens':>8}{'coût ($)':>10}")
for mode, resultats in retention["modes"].items():
    for x in resultats:
        print(f"{mode:<33}{x['strategie']:<38}{x['justes']:>5}/{x['faits']}"
              f"{x['perimes_ou_confondus']:>9}{'fuit' if x['secret_fuit'] else 'effacé':>8}"
              f"{x['tokens_envoyes']:>8}{x['cout']:>10.3f}")

# %% [markdown]
# « tokens » : l'entrée envoyée sur toute la conversation ; « coût » : cette entrée sans cache,
# plus les appels de résumé, au prix de claude-sonnet-5-5. En image :

# %%
tracer_retention(retention)
plt.show()

# %% [markdown]
# Trois lectures :
#
# 1. **Aucune stratégie n'est en haut à gauche.** Tout garder retient tout, y compris le
#    secret, au prix le plus fort ; la fenêtre ne coûte presque rien et ne retient rien de ce
#    qui est sorti du cadre ; les résumés sont entre les deux.
# 2. **Le résumé glissant du modèle local est court et extractif.** Avec 120 mots au plus, il
#    garde les faits qu'il reconnaît et les dernières phrases citées : le code du VPN, dit tôt,
#    a disparu, mais avec lui des faits utiles. Le piège de Julien, lui, ne le prend pas : une
#    phrase qui parle d'un autre (« mon collègue Julien… ») est recopiée telle quelle, jamais
#    réécrite en fait de Camille. Un vrai modèle peut s'y prendre ; il ferait d'autres erreurs,
#    pas aucune.
# 3. **La dérive coûte des faits sans coûter un centime.** Mêmes tokens, même prix, moins de
#    faits justes : rien, dans l'`usage` ni dans les exceptions, ne le signale. Seul un banc
#    comme celui-ci le voit.

# %% [markdown]
# ## Ce que dit la consigne de résumé
#
# Le résumé périodique et le résumé glissant n'ont pas la même consigne : « en gardant les faits
# et décisions importants » d'un côté, `SUMMARY_PROMPT` de l'autre. Le résumeur du modèle local
# lit ce qu'une consigne dit du **contenu** (quoi garder d'abord, la valeur la plus récente, ne
# pas confondre les personnes, ne jamais recopier un secret… ; la table est dans le README, à
# « Ce que le modèle local imite »), par des règles : il réagit au sens, pas à une phrase exacte.
#
# **Prédisez** : on ajoute à `SUMMARY_PROMPT` « Garde d'abord les dates et les numéros. », même
# limite de 120 mots. Plus de faits justes ? Et le code du VPN ?

# %%
from mesures.retention import noter_resumeur

dates = "Garde d'abord les dates et les numéros."
secret = "Ne recopie jamais un code d'accès."
for nom, consigne in [("SUMMARY_PROMPT", SUMMARY_PROMPT),
                      ("+ dates et numéros", f"{SUMMARY_PROMPT}\n{dates}"),
                      ("+ dates, numéros, pas de code", f"{SUMMARY_PROMPT}\n{dates} {secret}")]:
    r = noter_resumeur(llm_summarizer(client, prompt=consigne, max_tokens=1000))
    print(f"{nom:<31}{r['justes']:>3} / {r['faits']} justes   périmés {r['perimes_ou_confondus']}"
          f"   secret {'fuit' if r['secret_fuit'] else 'effacé'}")

# %% [markdown]
# Demander les dates et les numéros fait gagner des faits… et ramène le code du VPN : pour des
# règles, « Tulipe-4821 » est un numéro comme un autre. L'interdire le fait disparaître, à
# longueur égale. Un vrai modèle a le même défaut : ce que la consigne met en avant passe
# avant le reste, secrets compris, si rien ne les exclut.
#
# Ce que le modèle local ne fait pas : comprendre. Ses catégories sont des indices de surface
# (un chiffre, un jour, une majuscule) ; « Julien est allergique au gluten », sans « mon
# collègue » ni « pas moi », reste attribué à Camille ; et avec la dérive, « garde la valeur la
# plus récente » divise par deux le risque d'une valeur périmée, sans l'annuler. On ne devient
# pas exact parce qu'on le demande.
#
# C'est l'exercice 9 (`exercises/ex9_prompt_resume.py`) : écrire une consigne qui bat
# `SUMMARY_PROMPT` **réglé sur la même limite de mots que la vôtre** (changer le nombre ne
# suffit pas), sans recopier de secret, sans valeur périmée ni personne confondue.

# %% [markdown]
# ## Quelle stratégie choisir : le tableau de décision
#
# Coût et mémoire, mis ensemble : `make mesures` en tire un tableau de décision
# (`mesures/decision.py`). Seules concourent les stratégies qui retrouvent les 9 faits de Camille
# au 200e échange ; à chaque échange, la gagnante est celle dont le coût cumulé est le plus bas.
# Rien n'y est écrit à la main : refaites la mesure, le tableau suit.
#
# **Prédisez** : avec le cache de préfixe, quelle stratégie gagne les cent premiers échanges ?
#
# <details><summary>La réponse</summary>
#
# L'historique complet : rien ne change jamais son début, donc presque tout est relu à prix
# réduit, et aucun appel de résumé n'est à payer.
# </details>

# %%
debut = next(k for k, x in enumerate(lignes_md) if x.startswith("| Situation | Échanges |"))
for ligne in lignes_md[debut + 2:]:  # après l'en-tête et sa ligne de tirets
    if not ligne.startswith("| "):
        break  # fin du tableau
    situation, echanges, strategie, chiffres = (c.strip() for c in ligne.split("|")[1:-1])
    print(f"{situation} · {echanges} · {strategie}\n    {chiffres}")

# %% [markdown]
# Ce que dit le tableau, ligne par ligne :
#
# - **Avec le cache, l'historique complet gagne longtemps** : jusqu'à l'échange 109, alors qu'il
#   pèse déjà plus de 15 000 tokens par appel. Son début ne bouge jamais, et il est relu à 0,05
#   fois le prix d'entrée.
# - **Ensuite, le résumé périodique** : il compacte rarement (21 fois en 200 échanges), par gros
#   blocs, et ne casse donc le cache que rarement. Le résumé glissant, qui compacte 56 fois, ne
#   passe devant l'historique complet qu'à l'échange 197.
# - **Sans cache, tout va plus vite** : l'historique complet perd dès une quinzaine d'échanges,
#   et le résumé glissant finit en tête.
# - **La fenêtre ne gagne jamais** : elle envoie les plus petites requêtes mais oublie les 9 faits,
#   et, avec le cache, elle coûte même plus que l'historique complet. Elle borne la taille d'un
#   appel, pas la facture.
#
# D'où le conseil par défaut du cours : **gardez l'historique complet, avec le cache, jusqu'à un
# seuil de tokens** (ici, une quinzaine de milliers par appel ; chez vous, le seuil que fixe votre
# fenêtre de contexte ou votre latence), **puis compactez rarement et par blocs**. La fenêtre
# glissante seule ne convient que si les faits anciens ne servent plus. Deux limites : ces
# 9 faits sont courts et le résumeur du modèle local ne dérive pas ici ; avec 32 faits et la
# dérive, le banc de rétention plus haut montre les résumés en perdre. Les faits qui doivent
# survivre vont dans une mémoire à part (leçon 11).

# %% [markdown]
# ## Je sais faire
#
# - [ ] Compter ce qu'envoie vraiment un résumé glissant (la requête construite, résumé compris).
# - [ ] Lire le coût d'un appel dans son `usage` et le chiffrer avec `Tarif.cout`.
# - [ ] Expliquer pourquoi une session courte ne rembourse pas ses résumés.
# - [ ] Trouver le point de croisement des coûts cumulés, sans puis avec cache de préfixe.
# - [ ] Expliquer pourquoi une compaction invalide le cache de préfixe.
# - [ ] Dire à quelle question répond un seuil de rentabilité (A, B, C ou D du tableau).
# - [ ] Lire le banc de rétention : faits justes, secret, tokens et coût de chaque stratégie.
#
# ## FAQ
#
# **Pourquoi ne pas compter les réponses du modèle ?** Elles sont les mêmes dans les deux
# stratégies : elles s'ajoutent des deux côtés et ne déplacent pas le croisement.
#
# **Et avec Gemini ?** `cours.tarifs.GEMINI_38_FLASH` donne ses prix : son cache implicite
# n'a pas de surcoût d'écriture, mais une compaction l'invalide tout autant.
#
# **Faut-il alors renoncer au résumé quand on a un cache ?** Non : il reste nécessaire pour les
# conversations qui approchent de la fenêtre de contexte. Mais on peut compacter plus rarement,
# par gros blocs, pour moins souvent casser le cache.
#
# Pour s'exercer : `exercises/ex8_compression.py` (mesurer la compression, et la question B du
# tableau de rentabilité), `exercises/ex9_prompt_resume.py` (une consigne de résumé notée sur
# le banc de rétention) et
# `exercises/ex4_cout_cache.py` (le coût d'une suite d'appels avec cache de préfixe, et la
# stratégie la moins chère).
