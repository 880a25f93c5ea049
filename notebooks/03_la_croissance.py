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
# # 03 — La croissance : coût, latence, fenêtre
#
# **Durée estimée : 35 min.**
#
# Une conversation qui dure renvoie tout son passé à chaque appel. Trois choses se dégradent
# alors en même temps : le coût de chaque appel, le temps de réponse, et la place qui reste
# dans la fenêtre de contexte du modèle. Mesurons-les sur une longue conversation, et apprenons
# à compter les tokens sans appeler le modèle. Le remède du fournisseur à la facture, le cache de
# préfixe, a sa leçon : 03b.

# %% [markdown]
# ## Objectifs
#
# - Mesurer les tokens d'entrée de chaque appel et leur total sur une longue conversation.
# - Expliquer pourquoi le total croît comme n(n+1)/2 × la taille moyenne d'un échange.
# - Situer l'appel à partir duquel une fenêtre de contexte donnée déborde.
# - Dire pourquoi le temps de réponse croît avec l'entrée.
# - Comparer `approx_tokens`, `count_tokens` et le `count_tokens` du fournisseur.

# %% [markdown]
# ## Mise en place
#
# `client_anthropic()` renvoie le vrai client du SDK `anthropic`. Sans clé, il parle au modèle
# local sur 127.0.0.1 : un programme déterministe, pas un LLM. Ses tokens sont comptés avec
# l'encodage cl100k, une approximation des tokenizers des fournisseurs. La graine du tirage au
# hasard (`random.seed(0)`) fixe la conversation tirée plus bas : elle est la même à chaque
# exécution.

# %%
import itertools
import random
import statistics
import time

import matplotlib.pyplot as plt

from contexte import approx_tokens, count_tokens, vers_messages_anthropic
from cours.clients import MODELE_ANTHROPIC, client_anthropic, hors_ligne_actif
from cours.scenario import camille_session1

random.seed(0)
client = client_anthropic()
print("On parle à :", "le modèle local (127.0.0.1)" if hors_ligne_actif()
      else f"l'API Anthropic, modèle {MODELE_ANTHROPIC}")

# %% [markdown]
# ## Une longue conversation, toujours la même
#
# La session 1 de Camille compte 10 échanges, soit 20 messages. Pour voir la croissance, on la
# prolonge de
# 40 échanges tirés au hasard : une question sur un sujet du quotidien d'Atelier, une réponse
# faite de deux à cinq conseils. Le contenu importe peu ici ; seule la taille compte. Avec la
# graine fixée plus haut, le tirage donne exactement la même conversation à chaque exécution.

# %%
SUJETS = ["les revues de code", "le déploiement", "les tests de charge", "la supervision",
          "les astreintes", "la documentation interne", "les migrations de schéma",
          "les files de messages", "la gestion des secrets", "le budget du cloud"]
QUESTIONS = ["Peux-tu m'expliquer {} chez Atelier ?", "Quelles erreurs éviter avec {} ?",
             "Par où commencer pour comprendre {} ?", "Qui peut m'aider sur {} ?"]
CONSEILS = [
    "Pour {}, commencez par la page du wiki : elle résume les choix de l'équipe.",
    "Lisez les trois dernières revues de code sur {} : on y voit les vraies discussions.",
    "Sur {}, le plus sûr est de travailler en binôme la première fois.",
    "Notez vos questions sur {} au fil de la semaine et gardez-les pour le point du mardi.",
    "Méfiez-vous des raccourcis avec {} : une erreur se voit rarement tout de suite.",
    "Un canal de discussion existe pour {} ; on y répond vite.",
    "Un petit exercice pratique sur {} vaut mieux qu'une longue lecture.",
    "Gardez une trace écrite de ce que vous apprenez sur {} : elle servira au prochain arrivant.",
]


def echange_tire() -> list[tuple[str, str]]:
    """Un échange tiré au hasard : une question, puis une réponse de 2 à 5 conseils."""
    sujet = random.choice(SUJETS)
    conseils = random.sample(CONSEILS, k=random.randint(2, 5))
    reponse = " ".join(c.format(sujet) for c in conseils)
    return [("user", random.choice(QUESTIONS).format(sujet)), ("model", reponse)]


tours = camille_session1()
for _ in range(40):
    tours += echange_tire()
conversation = vers_messages_anthropic(tours)
print(len(conversation), "messages, soit", len(conversation) // 2, "échanges")
print(conversation[-2]["content"])

# %% [markdown]
# ## Le coût d'un appel grandit à chaque échange
#
# On rejoue la conversation comme le ferait l'assistant : à chaque message de Camille, un appel
# qui envoie tout ce qui précède, plus la question. Les réponses du modèle sont ignorées (la
# conversation est écrite d'avance) ; seul compte `usage.input_tokens`, le nombre de tokens
# d'entrée facturés pour l'appel.

# %%
entrees = []  # tokens d'entrée de chaque appel, dans l'ordre
for i, message in enumerate(conversation):
    if message["role"] == "user":
        reponse = client.messages.create(model=MODELE_ANTHROPIC, max_tokens=1024,
                                         messages=conversation[: i + 1])
        entrees.append(reponse.usage.input_tokens)

print("appels 1 à 5    :", entrees[:5])
print("appels 46 à 50  :", entrees[-5:])
print("total envoyé    :", sum(entrees), "tokens")

# %% [markdown]
# ## Linéaire par appel, quadratique au total
#
# Si chaque échange pèse en moyenne *t* tokens, l'appel numéro *k* envoie environ *k × t*
# tokens : une droite. Le total des *n* premiers appels vaut alors
# *t × (1 + 2 + … + n) = t × n(n+1)/2* : une parabole. Doubler la longueur d'une conversation
# double le prix du dernier appel, mais quadruple la facture totale. Comparons la formule à la
# mesure.
#
# **Prédisez la sortie** : la formule donnera-t-elle plus ou moins que la mesure ?
#
# <details><summary>Réponse</summary>
#
# Un peu plus. La formule suppose que l'appel *k* envoie *k* échanges entiers ; en réalité, il
# envoie les *k − 1* premiers échanges et la seule question du *k*-ième, et les premiers
# échanges (ceux de Camille) sont plus courts que la moyenne.
#
# </details>

# %%
n = len(entrees)
t = sum(count_tokens(m["content"]) for m in conversation) / n  # tokens par échange
cumul = list(itertools.accumulate(entrees))
formule = [t * k * (k + 1) / 2 for k in range(1, n + 1)]

print(f"taille moyenne d'un échange : t = {t:.1f} tokens")
print(f"total mesuré sur {n} appels       : {cumul[-1]:>7,} tokens".replace(",", " "))
print(f"formule n(n+1)/2 × t = {n * (n + 1) // 2} × t : {formule[-1]:>7,.0f} tokens".replace(",", " "))
print(f"écart : {100 * (formule[-1] - cumul[-1]) / cumul[-1]:+.1f} %")

# %% [markdown]
# La formule surestime un peu (l'écart est affiché) : l'appel *k* n'envoie pas encore la
# réponse *k*, et les premiers échanges (ceux de Camille) sont plus courts que la moyenne.
# L'ordre de grandeur, lui, est juste, et c'est lui qui compte : la courbe de droite se redresse
# sans cesse.

# %%
appels = range(1, n + 1)
fig, (gauche, droite) = plt.subplots(1, 2, figsize=(11, 4))
gauche.plot(appels, entrees, "o", markersize=3, label="mesuré (usage.input_tokens)")
gauche.plot(appels, [t * k for k in appels], label="k × t")
gauche.set(title="Tokens d'entrée par appel", xlabel="appel k", ylabel="tokens")
droite.plot(appels, cumul, "o", markersize=3, label="mesuré (cumul)")
droite.plot(appels, formule, label="n(n+1)/2 × t")
droite.set(title="Tokens envoyés depuis le début", xlabel="appels n", ylabel="tokens")
for axe in (gauche, droite):
    axe.legend()
fig.tight_layout()
plt.show()


# %% [markdown]
# ## La latence
#
# Un vrai modèle lit toute l'entrée avant d'écrire le premier mot de sa réponse (on parle de
# *préremplissage*) : plus il y a de tokens d'entrée, plus ce premier mot tarde. Le temps
# d'écriture, ensuite, dépend surtout du nombre de tokens de sortie.
#
# Le modèle local ne calcule rien de comparable à un LLM : il n'a pas cette latence. Voici donc
# un **relevé publié** sur de vrais services, et non une mesure du modèle local : le temps avant
# le premier token, au plus rapide de plusieurs essais, selon la taille de la requête (source et
# date dans `docs/sources.md`).

# %%
# Relevé publié le 2026-05-13 (« Small Model Forensics », blog.0xmmo.co), pas le modèle local :
# temps minimal avant le premier token, en millisecondes, selon la taille de la requête en Ko.
TAILLE_KO = [1, 64, 256, 601]  # « 1 » : moins de 1 Ko
PREMIER_TOKEN_MS = {"claude-haiku-4-5": [391, 608, 1241, 2229],
                    "gemini-2.5-flash": [289, 590, 2290, 2482]}
for modele, ms in PREMIER_TOKEN_MS.items():
    plt.plot(TAILLE_KO, ms, "o-", label=modele)
    print(f"{modele:<17}: {ms[0]} ms pour 1 Ko, {ms[-1]} ms pour 601 Ko (×{ms[-1] / ms[0]:.1f})")
plt.xlabel("taille de la requête (Ko)")
plt.ylabel("avant le premier token (ms)")
plt.title("Relevé publié (2026-05-13), pas le modèle local")
plt.legend()
plt.show()

# %% [markdown]
# Le premier token tarde de plus en plus quand la requête grandit : de quelques dixièmes de
# seconde à plus de 2 s chez les deux modèles relevés. La croissance est moins rapide que la
# taille (six cents fois plus d'octets, cinq à neuf fois plus d'attente), et elle change d'un
# modèle et d'un jour à l'autre : retenez l'ordre de grandeur, pas les chiffres. Sur une longue
# conversation qui renvoie tout son passé, c'est ce temps que l'utilisatrice attend à chaque
# question. Le cache de préfixe (leçon 03b) le réduit aussi : le début déjà lu n'est plus
# recalculé.
#
# Le modèle local, lui, répond en quelques millisecondes quelle que soit la taille : la cellule
# suivante chronomètre le premier et le dernier appel de notre conversation. S'il y a un écart,
# il vient du trajet HTTP et du travail de Python sur une requête plus grosse (quelques
# millisecondes), pas d'un préremplissage. Avec une clé, la même cellule mesure le vrai
# service (leçon 00).

# %% tags=["nbval-ignore-output"]
# durées : elles changent à chaque exécution et selon la machine
def duree_ms(messages: list[dict], repetitions: int = 5) -> float:
    """Durée médiane d'un appel, en millisecondes."""
    durees = []
    for _ in range(repetitions):
        debut = time.perf_counter()
        client.messages.create(model=MODELE_ANTHROPIC, max_tokens=1024, messages=messages)
        durees.append(1000 * (time.perf_counter() - debut))
    return statistics.median(durees)


court, long_ = duree_ms(conversation[:1]), duree_ms(conversation[:-1])
print(f"appel 1  ({entrees[0]:>5} tokens) : {court:5.1f} ms")
print(f"appel {n} ({entrees[-1]:>5} tokens) : {long_:5.1f} ms")

# %% [markdown]
# ## La fenêtre de contexte
#
# Chaque modèle a une fenêtre de contexte : le nombre maximal de tokens qu'il traite en une
# requête, l'entrée et la réponse ensemble (1 million pour claude-sonnet-5-5). Deux cas :
#
# - **l'entrée seule dépasse la fenêtre** : le service refuse la requête (erreur 400, du genre
#   `prompt is too long: 208310 tokens > 200000 maximum`). Il ne coupe rien à votre place ;
# - **l'entrée tient, mais pas la réponse demandée** : la réponse s'arrête quand la fenêtre est
#   pleine, avec `stop_reason="model_context_window_exceeded"`, à traiter comme une réponse
#   tronquée. On peut donc demander un
#   `max_tokens` généreux sans calculer la place restante, mais la réponse, elle, sera coupée.
#
# (Sources et dates de ces faits : `docs/sources.md`.)
#
# Nos exemples restent loin de toute fenêtre réelle : on ne verra ni l'un ni l'autre ici. Avec
# nos mesures, on sait à quel appel une petite fenêtre déborderait, et on peut extrapoler pour
# les grandes.

# %%
def premier_appel_au_dela(fenetre: int) -> int | None:
    """Numéro du premier appel dont l'entrée dépasse `fenetre` tokens (None : jamais)."""
    return next((k for k, e in enumerate(entrees, start=1) if e > fenetre), None)


for fenetre in (1_024, 2_048, 4_096):
    print(f"fenêtre de {fenetre:>5} tokens : dépassée à l'appel {premier_appel_au_dela(fenetre)}")
for fenetre in (200_000, 1_000_000):
    print(f"fenêtre de {fenetre:>9,} tokens : vers l'appel {fenetre / t:,.0f}".replace(",", " "),
          "(extrapolé)")

# %% [markdown]
# Deux cent mille tokens (la fenêtre de Claude Haiku 4.5, toujours servi), et à
# plus forte raison un million (celle de claude-sonnet-5-5),
# semblent loin : à ce rythme, des milliers d'échanges. Mais un assistant qui lit des documents,
# des résultats d'outils ou des fichiers de code y arrive en quelques dizaines d'échanges, et la
# facture quadratique devient pénible bien avant la limite.
# Il faut donc décider **quoi** renvoyer : c'est l'objet des leçons 04 à 07.

# %% [markdown]
# ## Trois façons de compter
#
# Pour savoir où l'on en est sans appeler le modèle, on compte soi-même :
#
# - `approx_tokens` estime sans tokeniser (quelques opérations sur la chaîne) ;
# - `count_tokens` tokenise avec cl100k : exact pour cet encodage ;
# - `client.messages.count_tokens(...)` demande au fournisseur de compter la requête entière.
#
# Comparons les trois sur la session de Camille.

# %%
camille = vers_messages_anthropic(camille_session1())
textes = [m["content"] for m in camille]
estime = sum(approx_tokens(x) for x in textes)
exact = sum(count_tokens(x) for x in textes)
fournisseur = client.messages.count_tokens(model=MODELE_ANTHROPIC, messages=camille)

print(f"approx_tokens (somme des messages) : {estime}")
print(f"count_tokens  (somme des messages) : {exact}")
print(f"client.messages.count_tokens       : {fournisseur.input_tokens}")
print(f"écart de l'estimation : {100 * (estime - exact) / exact:+.1f} %")

# %% [markdown]
# `approx_tokens` se trompe de moins de 10 % sur l'ensemble, davantage sur un message
# isolé : assez bon pour décider quand couper, pas pour facturer. Message par message :

# %%
for texte in textes[:4]:
    print(f"{approx_tokens(texte):>3} estimés, {count_tokens(texte):>3} exacts : {texte[:50]}…")

# %% [markdown]
# Ici, le `count_tokens` du fournisseur tombe sur la somme de `count_tokens`, ou tout près : le
# modèle local compte le texte des blocs en cl100k, et presque rien autour. **Le vrai service ne
# fera pas ce cadeau**, pour deux raisons :
#
# 1. **L'enveloppe.** Le fournisseur compte la requête entière : le prompt système, les
#    définitions d'outils, et les marqueurs qui séparent les messages et annoncent les rôles.
#    Quelques tokens par message, qui s'ajoutent à chaque appel.
# 2. **Le tokenizer.** Claude et Gemini ont chacun leur tokenizer, qui n'est pas cl100k. Sur
#    le même texte français, leurs comptes diffèrent de celui de tiktoken. L'écart n'est pas
#    figé : le tokenizer des modèles Claude 4.7 et suivants, dont claude-sonnet-5-5, produit environ 30 %
#    de tokens de plus que celui de Claude Haiku 4.5 pour le même texte. Avec une clé, c'est le
#    compte du fournisseur qui fait foi.
#
# Le modèle local montre au moins le premier point pour les outils : une définition d'outil
# ne figure dans aucun message, mais elle est comptée (et facturée) à chaque appel.

# %%
METEO = {
    "name": "meteo",
    "description": "Donne la météo prévue pour une ville et un jour.",
    "input_schema": {"type": "object",
                     "properties": {"ville": {"type": "string"}, "jour": {"type": "string"}},
                     "required": ["ville"]},
}
avec_outil = client.messages.count_tokens(model=MODELE_ANTHROPIC, messages=camille,
                                          tools=[METEO])
print("sans outil :", fournisseur.input_tokens, "tokens")
print("avec outil :", avec_outil.input_tokens, "tokens",
      f"(+{avec_outil.input_tokens - fournisseur.input_tokens} pour la seule définition)")


# %% [markdown]
# Règle pratique : pour décider quand couper, `approx_tokens` suffit, avec une marge ; pour
# connaître le vrai chiffre d'un fournisseur, demandez-le-lui (`count_tokens`) ou lisez
# `usage` après l'appel.

# %% [markdown]
# ## Je sais faire
#
# - [ ] Mesurer les tokens d'entrée de chaque appel avec `usage.input_tokens`.
# - [ ] Estimer le total d'une conversation de n échanges : n(n+1)/2 × la taille moyenne.
# - [ ] Dire pourquoi la latence croît avec l'entrée, et lire un relevé publié daté.
# - [ ] Dire à quel appel une fenêtre de contexte donnée déborde, et distinguer l'erreur 400
#   (entrée trop longue) d'une réponse coupée (`stop_reason="model_context_window_exceeded"`).
# - [ ] Choisir entre `approx_tokens`, `count_tokens` et le `count_tokens` du fournisseur.

# %% [markdown]
# ## FAQ
#
# **Faut-il appeler `count_tokens` avant chaque requête ?**
# Rarement : c'est un appel réseau de plus. Une estimation locale avec une marge suffit pour
# décider quand couper ; `usage`, après l'appel, donne le vrai chiffre.
#
# **Et la facture, peut-on l'alléger sans rien oublier ?**
# Oui, tant qu'on ne touche pas au début de l'historique : c'est le cache de préfixe, l'objet de
# la leçon 03b.
