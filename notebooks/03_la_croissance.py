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
# **Durée estimée** : environ 1 heure (25 minutes de croissance et de fenêtre, 35 de cache).
#
# Une conversation qui dure renvoie tout son passé à chaque appel. Trois choses se dégradent
# alors en même temps : le coût de chaque appel, le temps de réponse, et la place qui reste
# dans la fenêtre de contexte du modèle. Mesurons-les sur une longue conversation, puis
# regardons le cache de préfixe, qui allège la facture tant qu'on ne touche pas au début.

# %% [markdown]
# ## Objectifs
#
# - Mesurer les tokens d'entrée de chaque appel et leur total sur une longue conversation.
# - Expliquer pourquoi le total croît comme n(n+1)/2 × la taille moyenne d'un échange.
# - Situer l'appel à partir duquel une fenêtre de contexte donnée déborde.
# - Comparer `approx_tokens`, `count_tokens` et le `count_tokens` du fournisseur.
# - Lire `cache_creation_input_tokens` et `cache_read_input_tokens` dans `usage`, activer le
#   cache automatique, et demander au fournisseur pourquoi un appel a raté le cache.

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

from contexte import approx_tokens, camille_session1, count_tokens, vers_messages_anthropic
from contexte.llm import MODELE_ANTHROPIC, client_anthropic, hors_ligne_actif
from modele_local import reinitialiser  # vide le cache simulé du modèle local

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
# Le modèle local n'a **pas** cette latence : il ne calcule rien de comparable à un LLM, et ce
# qu'on mesure ci-dessous est surtout le trajet HTTP et le travail de Python. Mesurons tout de
# même le premier et le dernier appel de la conversation, pour voir l'ordre de grandeur.

# %%
# NBVAL_IGNORE_OUTPUT
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
print(f"appel {n} ({entrees[-1]:>5} tokens) : {long_:5.1f} ms  (×{long_ / court:.1f})")


# %% [markdown]
# Pour un vrai modèle, retenez des ordres de grandeur, pas des chiffres : ils dépendent du
# modèle, de la charge du service et du jour. Mesurez-les chez vous, avec une clé, en
# remplaçant le modèle local par le vrai service (leçon 00) : la cellule ci-dessus marche
# telle quelle. Le cache de préfixe, plus bas, réduit aussi ce temps de lecture, puisque le
# début déjà lu n'est plus recalculé.

# %% [markdown]
# ## La fenêtre de contexte
#
# Chaque modèle a une fenêtre de contexte : le nombre maximal de tokens qu'il traite en une
# requête, l'entrée et la réponse ensemble (1 million pour claude-sonnet-5-5). Deux cas :
#
# - **l'entrée seule dépasse la fenêtre** : le service refuse la requête (erreur 400, du genre
#   `prompt is too long: 208310 tokens > 200000 maximum`, texte relevé dans un rapport public de
#   2025). Il ne coupe rien à votre place ;
# - **l'entrée tient, mais pas la réponse demandée** : la réponse s'arrête quand la fenêtre est
#   pleine, avec `stop_reason="model_context_window_exceeded"`, à traiter comme une réponse
#   tronquée (page « Handling stop reasons » de platform.claude.com, lue le 2026-11-30 ; valeur
#   ajoutée à l'API le 2025-09-29 d'après ses notes de version). On peut donc demander un
#   `max_tokens` généreux sans calculer la place restante, mais la réponse, elle, sera coupée.
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
# Deux cent mille tokens (la fenêtre de Claude Haiku 4.5, toujours servi au 2026-12-01), et à
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
#    figé : d'après la page de Claude Haiku 5.5 (platform.claude.com, lue le 2026-11-30), le
#    tokenizer des modèles Claude 4.7 et suivants, dont claude-sonnet-5-5, produit environ 30 %
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
# ## Le cache de préfixe
#
# Quand deux requêtes commencent par exactement les mêmes tokens, le fournisseur peut réutiliser
# le calcul déjà fait sur ce début commun : c'est le **cache de préfixe**. Chez Anthropic, on
# place un point de cache (`cache_control`) sur un bloc ; `usage` distingue alors trois parts :
#
# - `cache_creation_input_tokens` : écrits dans le cache à cet appel (facturés 1,25 × le prix
#   d'entrée pour une durée de vie de 5 minutes) ;
# - `cache_read_input_tokens` : relus depuis le cache (pour claude-sonnet-5-5, 0,05 × le prix
#   d'entrée ; 0,1 × pour la plupart des modèles plus anciens) ;
# - `input_tokens` : le reste, au prix normal.
#
# Pour claude-sonnet-5-5 : 2 \\$ par million de tokens d'entrée, 2,50 \\$ en écriture de cache
# (5 minutes), 0,10 \\$ en lecture. Les sources divergent sur ce dernier prix : la page du
# modèle traduite en chinois (platform.claude.com, lue le 2026-12-01) affiche encore 0,20 \\$,
# mais elle date d'avant le 2026-10-07, jour où, selon les relevés de la page des prix faits en
# direct par des outils de suivi des coûts, la lecture est passée à 0,10 \\$. Nous retenons
# 0,10 \\$ (`contexte/tarifs.py` le date) ; vérifiez sur la page des prix avant d'annoncer un
# chiffre.
#
# Un préfixe trop court n'est jamais mis en cache, **sans erreur** : les compteurs du cache
# restent à zéro. Le minimum dépend du modèle : 512 tokens pour claude-sonnet-5-5 et les autres
# modèles 5.5, 1 024 pour claude-sonnet-5 et les Sonnet 4.x, jusqu'à 4 096 pour Claude Haiku 4.5
# (relevés de tiers, lus le 2026-12-01 : la section de la page d'Anthropic qui les donne n'était
# pas lisible ce jour-là ; vérifiez avant d'en dépendre). Le modèle local lit ce minimum dans son
# catalogue (`contexte/donnees/modeles.json`) et l'applique en tokens cl100k. On place le
# point de cache sur le dernier bloc du dernier message.

# %%
def avec_point_de_cache(messages: list[dict]) -> list[dict]:
    """Copie de `messages` dont le dernier bloc porte un point de cache."""
    *debut, dernier = messages
    bloc = {"type": "text", "text": dernier["content"], "cache_control": {"type": "ephemeral"}}
    return [*debut, {"role": dernier["role"], "content": [bloc]}]


def ligne_usage(nom: str, messages: list[dict]) -> None:
    """Un appel avec point de cache, et une ligne de son `usage`."""
    u = client.messages.create(model=MODELE_ANTHROPIC, max_tokens=1024,
                               messages=avec_point_de_cache(messages)).usage
    total = u.input_tokens + u.cache_creation_input_tokens + u.cache_read_input_tokens
    print(f"{nom:<22}{total:>6}{u.input_tokens:>8}{u.cache_creation_input_tokens:>8}"
          f"{u.cache_read_input_tokens:>8}")


ENTETE = f"{'':<22}{'total':>6}{'normal':>8}{'écrit':>8}{'lu':>8}"
reinitialiser()  # on part d'un cache vide : même résultat à chaque exécution
print(ENTETE)
ligne_usage("3 messages", conversation[:3])

# %% [markdown]
# Trois messages, quelques dizaines de tokens : sous le minimum, rien n'est écrit ni lu. Allongeons
# maintenant l'historique **par la fin**, comme le fait une conversation : chaque appel relit
# tout ce que le précédent avait écrit, et n'écrit que la nouveauté.

# %%
print(ENTETE)
for fin in range(41, 50, 2):  # messages 1 à fin : l'historique s'allonge de 2 à chaque appel
    ligne_usage(f"{fin} messages", conversation[:fin])

# %% [markdown]
# Au premier appel au-dessus du minimum, tout est écrit ; ensuite, la colonne « lu » monte à
# chaque appel et la colonne « écrit » ne contient plus que les deux derniers messages. Le
# préfixe a été relu à un vingtième du prix.
#
# Touchons maintenant au **début** : on retire une virgule du tout premier message, et on
# renvoie exactement le reste.
#
# **Prédisez la sortie** : combien de tokens dans la colonne « lu » ?
#
# <details><summary>Réponse</summary>
#
# Zéro. Le cache compare des préfixes, depuis le premier token : le tout premier message a
# changé, donc aucun préfixe déjà écrit ne correspond, et toute la requête est réécrite.
#
# </details>

# %%
retouche = [{"role": "user", "content": camille[0]["content"].replace("Atelier, à", "Atelier à")}]
retouche += conversation[1:49]
print(retouche[0]["content"])
print(ENTETE)
ligne_usage("49 messages, retouché", retouche)

# %% [markdown]
# Plus rien n'est lu, tout est réécrit (et payé 1,25 ×). Le cache compare des préfixes : un seul
# token changé au début change tout ce qui suit. C'est exactement ce que font une fenêtre
# glissante (leçon 04) et un résumé (leçon 05) : ils réécrivent le début de l'historique, et
# perdent le cache à chaque fois.

# %% [markdown]
# ## Le cache automatique, et sa limite de 20 blocs
#
# Poser soi-même le point de cache, comme ci-dessus, demande de réécrire le dernier message à
# chaque appel. L'API Messages propose plus simple : un seul `cache_control` **au niveau de la
# requête**. Le service pose alors le point sur le dernier bloc qui peut en porter un, et le fait
# avancer à mesure que la conversation grandit (page « Prompt caching » de platform.claude.com,
# lue le 2026-12-01 : « automatic caching »). Le SDK `anthropic` 2.14 l'accepte tel quel.
#
# Une limite à connaître : pour relire, le service cherche une entrée du cache sur le bloc du
# point **et sur les 20 blocs qui le précèdent**, pas plus loin. Un tour qui ajoute plus de 20
# blocs d'un coup (une boucle d'outils qui enchaîne les appels, par exemple) ne retrouve plus
# l'entrée écrite au tour d'avant : tout est réécrit. Remède : poser un point de plus au milieu
# (4 points au plus par requête). Le modèle local applique la même règle.

# %%
def usage_auto(messages: list[dict]):
    """Un appel avec le cache automatique : `cache_control` au niveau de la requête."""
    return client.messages.create(model=MODELE_ANTHROPIC, max_tokens=1024, messages=messages,
                                  cache_control={"type": "ephemeral"}).usage


reinitialiser()
for fin, nom in ((41, "41 messages"), (43, "43 messages (+2 blocs)"),
                 (67, "67 messages (+24 blocs)")):
    u = usage_auto(conversation[:fin])
    print(f"{nom:<24} écrit {u.cache_creation_input_tokens:>5}   lu {u.cache_read_input_tokens:>5}")

# %% [markdown]
# Deux messages de plus : le point a avancé tout seul, et l'entrée du tour précédent est relue.
# Vingt-quatre messages de plus d'un coup : l'entrée du tour précédent est à plus de 20 blocs du
# nouveau point, le service ne la voit pas, et tout est réécrit.

# %% [markdown]
# ## Demander pourquoi le cache a raté
#
# Jusqu'ici, un raté du cache est silencieux : seul `cache_read_input_tokens` tombe à zéro. Le
# **diagnostic de cache** le rend explicite : on ajoute à chaque requête
# `diagnostics={"previous_message_id": ...}` (`None` au premier tour, puis l'`id` de la réponse
# précédente) ; le service compare les deux requêtes et la réponse porte
# `diagnostics.cache_miss_reason`, qui nomme la première partie qui a changé (`model_changed`,
# `system_changed`, `tools_changed`, `messages_changed`) et estime les tokens qui auraient pu être
# relus (`cache_missed_input_tokens`). `diagnostics` vaut `None` quand la conversation n'a fait
# que s'allonger. Le service ne garde que des empreintes (des hachages), jamais le texte.
#
# Sources, lues le 2026-12-01 : la page anglaise « Cache diagnostics » de platform.claude.com
# (copie la plus ancienne) le présente comme une bêta, avec l'en-tête
# `cache-diagnosis-2026-04-07` ; ses traductions plus récentes (japonais, allemand, chinois) le
# disent disponible pour tous et l'en-tête inutile ; le SDK `anthropic` 2.14 l'accepte dans
# `client.messages.create`, sans bêta. Le modèle local accepte les deux formes.
#
# **Prédisez la sortie** : on rejoue l'appel « 49 messages, retouché » de plus haut, en nommant
# l'appel non retouché. Quelle raison, et combien de tokens manqués ?
#
# <details><summary>Réponse</summary>
#
# `messages_changed`, et à peu près tout l'historique : le premier message a changé, donc rien
# de ce que l'appel précédent avait mis en cache ne peut être relu.
#
# </details>

# %%
reinitialiser()
premier = client.messages.create(model=MODELE_ANTHROPIC, max_tokens=1024,
                                 messages=conversation[:49], cache_control={"type": "ephemeral"},
                                 diagnostics={"previous_message_id": None})
print("premier appel  :", premier.diagnostics)
suivant = client.messages.create(model=MODELE_ANTHROPIC, max_tokens=1024, messages=retouche,
                                 cache_control={"type": "ephemeral"},
                                 diagnostics={"previous_message_id": premier.id})
raison = suivant.diagnostics.cache_miss_reason
print("appel retouché :", raison.type, "—", raison.cache_missed_input_tokens, "tokens manqués ;",
      "lus :", suivant.usage.cache_read_input_tokens)

# %% [markdown]
# Ajouter la date du jour au prompt système, réordonner les outils, changer de modèle en cours de
# route : chacun de ces gestes casse le cache, et le diagnostic le nomme. Le modèle local imite
# ces raisons ; il compare tout de suite, alors que le vrai service compare en arrière-plan et
# peut répondre `cache_miss_reason: None` (« pas encore ») : regardez alors le tour suivant.

# %% [markdown]
# ## Sur 200 échanges : ce que mesure `make mesures`
#
# La commande `make mesures` rejoue une conversation bien plus longue : 200 échanges (la
# session de Camille, puis 190 échanges de travail), par le vrai client `anthropic` et le modèle
# local, avec un point de cache sur le dernier bloc de chaque appel. Ses résultats sont dans
# `docs/mesures/tableaux.md` ; lisons-y la ligne de l'historique complet plutôt que de recopier
# des chiffres qui vieilliraient.

# %%
from pathlib import Path

tableau = Path("../docs/mesures/tableaux.md").read_text(encoding="utf-8")
entetes = next(ligne for ligne in tableau.splitlines() if ligne.startswith("| Stratégie | Tokens"))
complet = next(ligne for ligne in tableau.splitlines() if ligne.startswith("| historique complet"))
for nom, valeur in zip(entetes.split("|")[2:-1], complet.split("|")[2:-1], strict=True):
    print(f"{nom.strip():<22} {valeur.strip()}")
avec, sans = (float(complet.split("|")[k].strip().replace(",", ".")) for k in (7, 8))
print(f"le cache divise la facture par {sans / avec:.0f}")

# %% [markdown]
# La courbe bleue de gauche est la droite de ce notebook, vue de plus loin (échelle
# logarithmique) ; à droite, le coût cumulé, dont la courbure est la somme quadratique. C'est le
# cache qui rend l'historique complet supportable, tant que l'on ne touche pas au début.
#
# ![Tokens par appel et coût cumulé, 200 échanges](../docs/mesures/strategies.png)
#
# Les chiffres viennent du modèle local (tokens cl100k, prix catalogue de claude-sonnet-5-5
# relevés le 2026-12-01 dans `contexte/tarifs.py`) : des ordres de grandeur, pas une facture.
# `make mesures` les recalcule et écrit tout dans `resultats/`.

# %% [markdown]
# ## Je sais faire
#
# - [ ] Mesurer les tokens d'entrée de chaque appel avec `usage.input_tokens`.
# - [ ] Estimer le total d'une conversation de n échanges : n(n+1)/2 × la taille moyenne.
# - [ ] Dire à quel appel une fenêtre de contexte donnée déborde, et distinguer l'erreur 400
#   (entrée trop longue) d'une réponse coupée (`stop_reason="model_context_window_exceeded"`).
# - [ ] Choisir entre `approx_tokens`, `count_tokens` et le `count_tokens` du fournisseur.
# - [ ] Lire `cache_creation_input_tokens` et `cache_read_input_tokens`, et dire ce qui casse le
#   cache.

# %% [markdown]
# ## FAQ
#
# **Le cache rend-il la croissance gratuite ?**
# Non. Il divise par vingt (claude-sonnet-5-5 ; par dix pour la plupart des autres modèles) le
# prix de la partie relue, mais cette partie grandit toujours, et la
# fenêtre de contexte déborde de la même façon. Il allège la facture, il ne la borne pas.
#
# **Pourquoi `input_tokens` vaut-il 0 dans le tableau du cache ?**
# C'est un trait du modèle local : il ne compte que le texte des blocs, et tout ce texte est
# avant le point de cache, donc soit relu, soit écrit. Le vrai service compte aussi
# l'enveloppe de la requête (rôles, séparateurs) ; ne comptez pas sur un 0 exact. Dans tous les
# cas, le total de l'entrée est la somme des trois colonnes (`input_tokens`,
# `cache_creation_input_tokens`, `cache_read_input_tokens`) : ne regarder que `input_tokens`
# sous-estime la facture.
#
# **Faut-il appeler `count_tokens` avant chaque requête ?**
# Rarement : c'est un appel réseau de plus. Une estimation locale avec une marge suffit pour
# décider quand couper ; `usage`, après l'appel, donne le vrai chiffre.
#
# Pour s'exercer : `exercises/ex4_cout_cache.py` (le coût d'une suite d'appels avec cache de préfixe).
