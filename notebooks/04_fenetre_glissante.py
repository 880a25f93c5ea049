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
# # 04 — La fenêtre glissante
#
# **Durée estimée : 45 min.**
#
# Le remède le plus simple à la croissance : n'envoyer que les derniers messages, et laisser
# tomber les plus anciens sans même les résumer. Le coût de chaque appel devient borné. Mais un
# message sorti du cadre est perdu pour de bon, une coupe mal placée fait refuser la requête, et le
# cache de préfixe ne suit plus.

# %% [markdown]
# ## Objectifs
#
# - Construire une fenêtre de 6 échanges avec `deque(maxlen=12)`.
# - Mesurer l'éjection en O(1) de la deque face à la découpe répétée d'une liste.
# - Montrer ce que la fenêtre oublie, avec une question à laquelle le modèle ne sait plus répondre.
# - Couper un historique sans jamais séparer un `tool_use` de son `tool_result`.
# - Lire dans `usage` ce que chaque glissement coûte au cache de préfixe.

# %% [markdown]
# ## Mise en place
#
# Le vrai client `anthropic`, qui parle sans clé au modèle local sur 127.0.0.1 : un programme
# déterministe, pas un LLM. Il ne sait que ce que contient la requête, ce qui est exactement ce
# qu'il faut pour voir une fenêtre oublier. `%xmode Minimal` réduit les erreurs attendues à
# leur message, sans la pile d'appels du SDK.

# %%
# %xmode Minimal
import timeit
from collections import deque

import matplotlib.pyplot as plt

from contexte import couper_messages, serialize_content, vers_messages_anthropic
from contexte.messages import sans_reflexion
from cours.clients import MODELE_ANTHROPIC, client_anthropic, hors_ligne_actif
from cours.frise import Frise, sorts
from cours.scenario import camille_session1
from cours.tarifs import CLAUDE_SONNET
from modele_local import reinitialiser  # vide le cache simulé du modèle local

client = client_anthropic()
print("On parle à :", "le modèle local (programme déterministe, 127.0.0.1)" if hors_ligne_actif()
      else f"l'API Anthropic, modèle {MODELE_ANTHROPIC}")


def texte(reponse) -> str:
    """Le texte d'une réponse du SDK (les autres blocs sont ignorés)."""
    return "".join(b.text for b in reponse.content if b.type == "text")


# %% [markdown]
# ## Une file qui oublie toute seule
#
# `collections.deque(maxlen=N)` est une file bornée : quand elle est pleine, ajouter un élément
# à droite fait sortir, sans bruit, celui de gauche. Un échange, c'est deux messages (la question
# de Camille, puis la réponse) : 6 échanges tiennent dans 12 messages. (Un **message** est une
# entrée de la liste `messages` ; un **échange**, une question et tout ce qui y répond.)
# Versons-y les 20 messages de la session.

# %%
camille = vers_messages_anthropic(camille_session1())

fenetre = deque(maxlen=12)  # 6 échanges = 12 messages
for message in camille:
    fenetre.append(message)

print(len(camille), "messages versés,", len(fenetre), "gardés")
print("le plus ancien gardé :", fenetre[0]["content"])

# %% [markdown]
# La contrainte est inscrite dans le type : aucun endroit du code ne peut oublier de couper.
# `contexte.fenetre_glissante(12)` renvoie la même deque, en vérifiant la taille demandée.

# %% [markdown]
# ## Éjecter sans recopier
#
# Avec une liste, il faut couper soi-même après chaque ajout : `messages = messages[-12:]`.
# C'est correct, mais chaque découpe **recopie** les éléments gardés dans une nouvelle liste,
# donc coûte proportionnellement à la taille de la fenêtre. La deque éjecte en O(1), quelle
# que soit sa taille. Mesurons les deux côte à côte, pour une fenêtre de 12 et de 1 200 messages.

# %%
# NBVAL_IGNORE_OUTPUT
# durées : elles changent à chaque exécution et selon la machine
MESSAGE = {"role": "user", "content": "Bonjour"}


def par_deque(n: int, taille: int) -> None:
    d = deque(maxlen=taille)
    for _ in range(n):
        d.append(MESSAGE)


def par_decoupe(n: int, taille: int) -> None:
    messages = []
    for _ in range(n):
        messages.append(MESSAGE)
        messages = messages[-taille:]


for taille in (12, 1_200):
    t_deque = min(timeit.repeat(lambda taille=taille: par_deque(20_000, taille), number=1, repeat=3))
    t_decoupe = min(timeit.repeat(lambda taille=taille: par_decoupe(20_000, taille), number=1, repeat=3))
    print(f"fenêtre de {taille:>5} : deque {1000 * t_deque:6.1f} ms, découpe "
          f"{1000 * t_decoupe:6.1f} ms  → découpe ×{t_decoupe / t_deque:.0f}")

# %% [markdown]
# Pour 12 messages, l'écart reste petit en valeur absolue : à côté d'un appel réseau, aucune
# des deux ne se verra. Il grandit avec la taille de la fenêtre. L'argument décisif reste
# ailleurs : avec la deque, la troncature ne peut pas être oubliée.

# %% [markdown]
# ## Pas de tranche sur une deque
#
# La contrepartie : une deque n'accepte pas les tranches. `fenetre[-3:]` lève une `TypeError`.

# %% tags=["raises-exception"]
fenetre[-3:]

# %% [markdown]
# On passe par une liste quand on a besoin d'une tranche (ou par `itertools.islice`). C'est de
# toute façon une liste qu'on envoie à l'API : `list(fenetre)`.

# %%
for message in list(fenetre)[-3:]:
    print(f"{message['role']:>9} : {message['content'][:60]}")

# %% [markdown]
# ## L'après-midi de Camille : un outil
#
# La conversation continue. Camille demande trois fois la météo ; l'assistant dispose d'un outil
# `meteo`. Chaque question produit quatre messages : la question, l'appel d'outil (`tool_use`)
# de l'assistant, le résultat (`tool_result`) qu'on renvoie dans un message `user`, puis la
# réponse. La petite boucle ci-dessous est la boucle d'agent habituelle ; les blocs de
# l'assistant sont gardés en dicts avec `serialize_content` (leçon 02), blocs `thinking`
# compris : claude-sonnet-5-5 réfléchit par défaut, et une boucle d'outils doit lui renvoyer sa
# réflexion telle quelle.
#
# Toutes les requêtes de la conversation portent le même prompt système et les mêmes outils :
# une fenêtre qui les changerait invaliderait le cache (fin de leçon). Le prompt système est
# long, pour dépasser le minimum de 512 tokens du cache de préfixe de claude-sonnet-5-5 (leçon
# 03), qui servira en fin de leçon : on le fabrique en répétant quelques consignes, seule sa
# longueur compte. La cellule le compte avec `count_tokens` (l'écart entre une requête avec et
# sans lui).

# %%
CONSIGNES = [
    "Réponds en français, en phrases courtes, sans jargon inutile.",
    "Pour un outil interne, renvoie vers sa page du wiki plutôt que de tout réexpliquer.",
    "Ne recopie jamais un mot de passe, un jeton ou une clé d'accès dans une réponse.",
    "Si tu ne sais pas, dis-le, et propose à qui poser la question.",
    "Avant toute manipulation de données de production, rappelle les règles de sécurité.",
    "Respecte les horaires de chacun : pas de sollicitation le soir ni le week-end.",
]
lignes = [f"{k}. {c}" for k, c in enumerate(CONSIGNES * 10, start=1)]
SYSTEME = [{"type": "text", "text": "Tu es l'assistant d'accueil d'Atelier.\n" + "\n".join(lignes),
            "cache_control": {"type": "ephemeral"}}]
METEO = {
    "name": "meteo",
    "description": "Donne la météo prévue pour une ville.",
    "input_schema": {"type": "object", "properties": {"ville": {"type": "string"}},
                     "required": ["ville"]},
}
SANS = client.messages.count_tokens(model=MODELE_ANTHROPIC, messages=[{"role": "user",
                                                                    "content": "Bonjour"}])
AVEC = client.messages.count_tokens(model=MODELE_ANTHROPIC, system=SYSTEME,
                                    messages=[{"role": "user", "content": "Bonjour"}])
print(f"prompt système : {AVEC.input_tokens - SANS.input_tokens:,} tokens".replace(",", " "))
PREVISIONS = {"Nantes": "Vendredi : averses, 14 °C.", "Rezé": "Ce soir : sec, 11 °C.",
              "Saint-Herblain": "Lundi : ensoleillé, 17 °C."}


def envoyer(messages: list[dict], max_tokens: int = 1024):
    """Une requête de la conversation : toujours le même prompt système et les mêmes outils."""
    return client.messages.create(model=MODELE_ANTHROPIC, max_tokens=max_tokens, system=SYSTEME,
                                  tools=[METEO], messages=messages)


def demander(historique: list[dict], question: str) -> str:
    """Ajoute la question, appelle le modèle (et l'outil tant qu'il le demande), rend la réponse."""
    historique.append({"role": "user", "content": question})
    while True:
        reponse = envoyer(historique)
        historique.append({"role": "assistant", "content": serialize_content(reponse.content)})
        if reponse.stop_reason != "tool_use":
            return texte(reponse)
        resultats = [{"type": "tool_result", "tool_use_id": b.id,
                      "content": PREVISIONS[b.input["ville"]]}
                     for b in reponse.content if b.type == "tool_use"]
        historique.append({"role": "user", "content": resultats})


historique = list(camille)
print(demander(historique, "Quel temps fera-t-il à Nantes vendredi, pour le pot d'accueil ?"))
print(demander(historique, "Et ce soir, quel temps pour rentrer à Rezé ?"))
print(demander(historique, "Quel temps fera-t-il lundi à Saint-Herblain ?"))
print(len(historique), "messages dans l'historique ; blocs du dernier message de l'assistant :",
      [b["type"] for b in historique[-1]["content"]])

# %% [markdown]
# ## Ce que la fenêtre oublie
#
# Camille a parlé de son allergie aux arachides dans le 11e message de la conversation (son
# 6e à elle) : après l'après-midi, ce message est à 22 messages de la fin. Posons la question
# avec l'historique complet, puis avec la fenêtre des 12 derniers messages.
#
# Une précaution dès maintenant : on retire de la fenêtre les blocs `thinking` des messages
# gardés, avec `contexte.messages.sans_reflexion`. Une fenêtre réécrit le début de
# l'historique, et claude-sonnet-5-5 refuse un bloc de réflexion renvoyé sur un autre début que
# le sien (le pourquoi et les autres parades : leçon 08b).
#
# Le prompt système compte 1 333 tokens (cellule ci-dessus), plus que le minimum du cache. Mais
# `usage.input_tokens` ne compte que ce qui n'a été ni lu ni écrit dans le cache : ce prompt,
# marqué `cache_control`, y est compté à part. La fonction `envoyes` fait la somme des trois.
#
# **Prédisez la sortie** : que répond le modèle à la fenêtre de 12 messages ?
#
# <details><summary>Réponse</summary>
#
# Il ne sait plus. L'allergie était au 11e message ; la fenêtre commence bien après. La requête
# passe, moins chère, et la réponse avoue l'oubli (un vrai modèle pourrait aussi inventer).
# </details>

# %%
QUESTION = {"role": "user", "content": "À quoi suis-je allergique ?"}


def envoyes(usage) -> int:
    """Tous les tokens d'entrée d'un appel : normaux, écrits dans le cache, lus depuis le cache."""
    return usage.input_tokens + usage.cache_creation_input_tokens + usage.cache_read_input_tokens


complet = envoyer([*historique, QUESTION])
print(f"historique complet ({envoyes(complet.usage)} tokens) : {texte(complet)}")
fenetre = sans_reflexion(deque(historique, maxlen=12))
glissant = envoyer([*fenetre, QUESTION])
print(f"fenêtre de 12      ({envoyes(glissant.usage)} tokens) : {texte(glissant)}")

# %% [markdown]
# La fenêtre coûte moins cher, et elle a oublié. Aucune erreur, aucun avertissement : la
# réponse est simplement moins bonne. Un vrai modèle pourrait faire pire qu'avouer : proposer
# un plat aux arachides pour le pot de vendredi. Si des faits établis tôt doivent survivre, la
# fenêtre seule ne suffit pas (leçon 05).

# %% [markdown]
# ## Le piège de la paire d'outils
#
# Camille remercie, l'assistant répond : deux messages de plus, la fenêtre glisse de deux
# crans. **Prédisez** : par quoi commence maintenant la fenêtre de 12 messages, et que dira
# l'API ?
#
# <details><summary>La réponse</summary>
#
# Par le `tool_result` de la première météo, dont le `tool_use` vient de sortir de la fenêtre.
# L'API exige que chaque `tool_result` réponde à un `tool_use` du message juste avant : la
# requête est refusée, avec une erreur 400.
# </details>

# %%
print(demander(historique, "Merci, c'est noté !"))
fenetre = sans_reflexion(deque(historique, maxlen=12))
print("premier bloc de la fenêtre :", fenetre[0]["content"][0]["type"])

# %% tags=["raises-exception"]
envoyer([*fenetre, QUESTION])

# %% [markdown]
# Le modèle local refuse comme le vrai service, avec le message d'erreur de l'API. Des
# bibliothèques très utilisées ont eu ce défaut : `trim_messages` de LangChain et la mémoire
# tampon de LlamaIndex pouvaient faire commencer l'historique sur un résultat d'outil orphelin.
#
# Le remède : couper un peu **plus tard**. `contexte.couper_messages(messages, n)` garde au plus
# les `n` derniers messages, mais avance la coupe jusqu'au premier message `user` qui ne répond
# à aucun outil, et retire les blocs `thinking` de ce qu'elle garde (sauf ceux d'une boucle
# d'outils en cours, qu'il faut renvoyer tels quels). On garde parfois un ou deux messages de
# moins ; la requête est toujours valide.

# %%
sure = couper_messages(historique, 12)
print(len(sure), "messages gardés ; le premier :", sure[0]["content"])
reponse = envoyer([*sure, QUESTION])
print("acceptée :", texte(reponse))

# %% [markdown]
# ## Ce que le glissement fait au cache
#
# Le cache de préfixe (leçon 03) ne relit que le début **identique** d'une requête à l'autre.
# Une fenêtre qui glisse change son premier message à chaque fois : le préfixe n'est jamais le
# même, et tout ce qui suit est réécrit. Ce qui ne bouge pas, en revanche, reste lu : ici, le
# prompt système long, avec son propre point de cache (`cache_control`), et les outils.

# %%
def avec_point_de_cache(messages: list[dict]) -> list[dict]:
    """Copie de `messages` dont le dernier bloc porte un point de cache."""
    *debut, dernier = messages
    blocs = dernier["content"]
    blocs = [{"type": "text", "text": blocs}] if isinstance(blocs, str) else list(blocs)
    blocs[-1] = {**blocs[-1], "cache_control": {"type": "ephemeral"}}
    return [*debut, {"role": dernier["role"], "content": blocs}]


def serie(choisir) -> tuple[int, float, Frise]:
    """Un appel par question ; `choisir(messages)` dit ce qu'on envoie. Rend (tokens, coût, frise)."""
    reinitialiser()  # chaque série part d'un cache vide
    frise, envoye, cout = Frise(), 0, 0.0
    for fin in (21, 25, 29, 33):  # à chaque nouvelle question de Camille, un échange de plus
        choisis = choisir(historique[:fin])
        u = envoyer(avec_point_de_cache(choisis)).usage
        frise.noter(f"{fin} messages", sorts(fin, gardes=range(fin - len(choisis), fin)), u)
        envoye += u.input_tokens + u.cache_creation_input_tokens + u.cache_read_input_tokens
        cout += CLAUDE_SONNET.cout(entree=u.input_tokens, sortie=u.output_tokens,
                                   ecriture_cache=u.cache_creation_input_tokens,
                                   lecture_cache=u.cache_read_input_tokens)
    return envoye, cout, frise


*bilan_complet, frise_complet = serie(lambda messages: messages)
*bilan_fenetre, frise_fenetre = serie(lambda messages: couper_messages(messages, 12))
print("historique complet\n" + frise_complet.texte())
print("\nfenêtre de 12\n" + frise_fenetre.texte())

# %% [markdown]
# Avec l'historique complet, la colonne « lu » grandit à chaque appel : seule la nouveauté est
# écrite. Avec la fenêtre, la coupe avance à chaque appel (les points gris s'allongent) : « lu »
# reste bloqué à ce qui précède les messages, le prompt système et les outils ; tout le reste
# est réécrit, au prix de l'écriture (1,25 × le prix d'entrée), et ne sera jamais relu. Les
# mêmes nombres en barres empilées :

# %%
fig, (gauche, droite) = plt.subplots(1, 2, figsize=(11, 3.2), sharey=True)
frise_complet.barres(gauche).set_title("historique complet")
frise_fenetre.barres(droite).set_title("fenêtre de 12 messages")
plt.show()

# %% [markdown]
# Dans JupyterLab, ce curseur fait défiler les appels de la fenêtre : en haut, les messages
# envoyés (bleu) et oubliés (gris) ; en bas, ce que le cache a lu, écrit ou non.

# %%
frise_fenetre.panneau()

# %% [markdown]
#
# Sur ces quatre appels, au tarif catalogue de `cours.tarifs` (à vérifier avant usage) :

# %%
for nom, (envoye, cout) in (("historique complet", bilan_complet),
                            ("fenêtre de 12", bilan_fenetre)):
    print(f"{nom:<19}: {envoye:>6} tokens envoyés, {1000 * cout:.2f} millièmes de dollar")
(envoye_c, cout_c), (envoye_f, cout_f) = bilan_complet, bilan_fenetre
print(f"la fenêtre envoie {100 * (1 - envoye_f / envoye_c):.0f} % de tokens en moins "
      f"et coûte {100 * (1 - cout_f / cout_c):.0f} % de moins")

# %% [markdown]
# Sur une conversation aussi courte, la fenêtre envoie nettement moins de tokens mais ne coûte
# presque pas moins : ses écritures de cache, payées plus cher que l'entrée, ne servent jamais.
# On s'attendrait à ce que la fenêtre gagne quand l'historique devient long, puisque sa taille
# est bornée ; avec le cache, ce n'est même pas le cas sur 200 échanges (plus bas).
# Deux réglages aident : ne placer de point de cache que sur ce qui ne bouge pas (système,
# outils), et faire glisser la fenêtre **par paquets** (par exemple dix échanges d'un coup)
# plutôt qu'à chaque échange, pour que le début reste identique le plus longtemps possible.

# %% [markdown]
# ## Sur 200 échanges : ce que mesure `make mesures`
#
# Sur la conversation de 200 échanges de `make mesures` (relevé du 2026-12-01, modèle local,
# prix de claude-sonnet-5-5), la fenêtre se comporte comme ici, en plus net :
#
# | | historique complet | fenêtre de 12 messages | fenêtre de 2 000 tokens |
# | --- | --- | --- | --- |
# | tokens par appel (max) | 28 680 | 853 | 2 000 |
# | part lue depuis le cache | 98,9 % | 0,0 % | 23,0 % |
# | coût total | 0,49 \\$ | 0,51 \\$ | 0,84 \\$ |
# | moins cher que l'historique complet (avec cache) | — | jamais (en 200 échanges) | jamais |
# | faits de Camille retrouvés au 200e échange | 9 / 9 | 0 / 9 | 0 / 9 |
#
# Deux enseignements. La fenêtre de 12 messages dépasse le minimum de 512 tokens du cache, mais
# son début change à chaque appel : elle paie l'écriture du cache à chaque fois sans jamais le
# relire, et finit plus chère que l'historique complet (0,51 \\$ contre 0,49 \\$), qui, lui,
# est lu à 98,9 % depuis le cache. La fenêtre par budget, plus large, réécrit son début à chaque
# glissement : elle finit **plus chère** encore, et oublie tout autant.
#
# ![Faits retrouvés selon la stratégie et le moment de la question](../docs/mesures/faits_retrouves.png)

# %% [markdown]
# ## Je sais faire
#
# - [ ] Créer une fenêtre de 6 échanges avec `deque(maxlen=12)` et l'envoyer avec `list(...)`.
# - [ ] Expliquer pourquoi `messages = messages[-12:]` recopie et la deque non.
# - [ ] Montrer qu'une fenêtre oublie un fait et que rien ne le signale.
# - [ ] Couper un historique avec outils sans `tool_result` orphelin (`couper_messages`).
# - [ ] Lire dans `usage` pourquoi une fenêtre qui glisse ne profite plus du cache.

# %% [markdown]
# ## FAQ
#
# **Pourquoi 12 messages et pas 6 échanges ?**
# C'est la même chose quand chaque échange compte deux messages. Avec des outils, un échange en
# compte quatre ou plus : une fenêtre en messages garde alors moins d'échanges. Une fenêtre par
# budget de tokens suit mieux la réalité du coût.
#
# **Une deque peut-elle commencer sur un message de l'assistant ?**
# Oui : si on y ajoute la question de l'utilisateur, elle éjecte un message `user` et commence
# sur un message `assistant`. Est-ce interdit ? Les sources divergent. Bedrock répondait en
# 2024 « messages: first message must use the "user" role », alors que l'API d'Anthropic
# acceptait la même requête (rapports publics de décembre 2024 : issue
# github.com/anthropics/anthropic-sdk-typescript/issues/622, lue le 2026-11-30) ;
# la documentation lue le 2026-11-30 ne tranche pas pour les modèles actuels. Le modèle local
# choisit la prudence et refuse, comme Bedrock. Dans le doute, coupez avec une règle qui connaît
# les rôles, comme `couper_messages`, juste avant l'envoi : une requête qui commence par un
# message `user` passe partout.
#
# **La fenêtre glissante est-elle un mauvais choix ?**
# Non : c'est par elle qu'on commence. Aucun appel supplémentaire, un coût plafonné, et un
# oubli que l'on peut prévoir au message près. Il faut seulement savoir ce qu'elle perd.
#
# Pour s'exercer : `exercises/ex5_fenetre_budget.py` (une fenêtre bornée par un budget de
# tokens) et `exercises/ex4_cout_cache.py` (fenêtre ou historique complet : lequel coûte moins
# avec le cache ?).
