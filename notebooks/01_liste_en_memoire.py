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
# # 01 — La liste en mémoire
#
# Un assistant conversationnel, réduit à l'os, tient en une boucle et une liste. À chaque tour,
# on ajoute la question à la liste, on envoie **toute** la liste au modèle, on ajoute sa réponse.
# Cette liste est toute la mémoire de l'assistant : voyons ce qu'elle retient, et ce qu'elle perd.

# %% [markdown]
# ## Objectifs
#
# - Écrire la boucle d'agent minimale : une liste `messages`, un appel au modèle par tour.
# - Vérifier que le modèle ne sait que ce que contient la requête.
# - Constater que la liste disparaît quand le processus se termine.
# - Distinguer les deux problèmes cachés derrière « se souvenir » : persister et borner la croissance.

# %% [markdown]
# ## Mise en place
#
# `client_anthropic()` renvoie le vrai client du SDK `anthropic`. Sans clé (ou avec
# `CONTEXTE_HORS_LIGNE=1`), il parle au modèle local sur 127.0.0.1 : une doublure déterministe,
# pas un LLM (voir la leçon 00).
#
# Une réponse du SDK n'est pas une chaîne : `reponse.content` est une liste de blocs, chacun
# avec son `type` (`text`, `tool_use`, `thinking`…). On lit donc le texte par type, jamais par
# position : sur le vrai claude-sonnet-5, qui réfléchit par défaut, le premier bloc
# (`reponse.content[0]`) peut être un bloc `thinking` et non le texte. C'est le rôle de la
# petite fonction `texte`, que l'on retrouve dans la mise en place des leçons suivantes.

# %%
import subprocess
import sys

from contexte import camille_session1
from contexte.llm import MODELE_ANTHROPIC, client_anthropic, hors_ligne_actif

client = client_anthropic()
print("On parle à :", "le modèle local (doublure déterministe, 127.0.0.1)" if hors_ligne_actif()
      else f"l'API Anthropic, modèle {MODELE_ANTHROPIC}")


def texte(reponse) -> str:
    """Le texte d'une réponse du SDK (les autres blocs sont ignorés)."""
    return "".join(b.text for b in reponse.content if b.type == "text")


# %% [markdown]
# ## La boucle minimale
#
# L'API de messages est **sans état** : le service ne garde rien d'un appel à l'autre. Pour que
# le modèle « se souvienne », on lui renvoie à chaque appel la conversation entière, dans une
# liste de messages `{"role": ..., "content": ...}` qui alternent `user` et `assistant`.
# La fonction `tour` fait les trois gestes : ajouter la question, appeler, ajouter la réponse.

# %%
messages: list[dict] = []  # toute la mémoire de l'assistant


def tour(question: str) -> str:
    """Un tour de conversation : la question, l'appel avec tout l'historique, la réponse."""
    messages.append({"role": "user", "content": question})
    reponse = client.messages.create(model=MODELE_ANTHROPIC, max_tokens=1024,
                                     messages=messages)
    # On garde la réponse telle que le SDK la rend : une liste d'objets (blocs).
    messages.append({"role": "assistant", "content": reponse.content})
    return texte(reponse)


print(tour("Bonjour ! Je m'appelle Camille et je commence aujourd'hui chez Atelier, à Nantes."))
print(tour("Je suis dans l'équipe Paiements."))
print(tour("Quelle est mon équipe ?"))
print(len(messages), "messages dans la liste")

# %% [markdown]
# Au troisième appel, la réponse est juste parce que la phrase « équipe Paiements » faisait
# partie de la requête : le troisième appel envoyait les quatre messages précédents avec la
# question. La réponse vient de la liste, pas d'une mémoire propre au modèle.

# %% [markdown]
# ## Sans la liste, le modèle ne sait rien
#
# Posons la même question dans une requête neuve, sans l'historique. Le modèle local ne voit que
# ce que contient la requête ; un vrai modèle non plus. La mémoire d'un assistant, c'est donc
# exactement ce qu'on choisit de lui renvoyer.

# %%
seule = client.messages.create(
    model=MODELE_ANTHROPIC, max_tokens=1024,
    messages=[{"role": "user", "content": "Quelle est mon équipe ?"}],
)
print(texte(seule))

# %% [markdown]
# ## La liste meurt avec le processus
#
# La liste `messages` vit dans la mémoire du processus Python (ici, le noyau du notebook). Tant
# que le noyau tourne, elle est là ; redémarrez-le, et elle a disparu. Pour le voir sans
# redémarrer quoi que ce soit, on lance **deux fois** un petit programme dans un processus
# enfant : il crée sa liste, y ajoute un message et affiche sa longueur.

# %%
ENFANT = '''
messages = []  # la mémoire de l'assistant, dans ce processus-ci
messages.append({"role": "user", "content": "Je suis allergique aux arachides."})
print(len(messages))
'''

for essai in (1, 2):
    sortie = subprocess.run([sys.executable, "-c", ENFANT], capture_output=True, text=True,
                            check=True)
    print(f"exécution {essai} : {sortie.stdout.strip()} message dans la liste")

# %% [markdown]
# Deux fois « 1 » : la seconde exécution ne sait rien de la première. Pour un script lancé à
# chaque question, pour un serveur qu'on redéploie, ou pour un processus qui plante, c'est la
# même chose : tout ce que l'utilisatrice a dit est perdu.

# %% [markdown]
# ## Deux problèmes derrière « se souvenir »
#
# 1. **Persister** : écrire l'historique sur disque pour le retrouver au prochain lancement,
#    sans jamais le corrompre. C'est la leçon 02.
# 2. **Borner la croissance** : chaque tour renvoie tout ce qui précède, donc chaque appel coûte
#    plus cher que le précédent. On y pense rarement au début : tout marche en démonstration,
#    et les ennuis n'arrivent qu'avec les vraies conversations, longues (leçons 03 à 08).
#
# Rejouons les dix messages de Camille (le scénario commun du cours) dans une liste neuve, et
# regardons `usage.input_tokens`, le nombre de tokens d'entrée de chaque appel. Le modèle local
# les compte avec l'encodage cl100k de tiktoken : une approximation des tokenizers des
# fournisseurs, mais la tendance est la même.

# %%
historique: list[dict] = []
entree_par_appel = []
for role, contenu in camille_session1():
    if role != "user":
        continue
    historique.append({"role": "user", "content": contenu})
    reponse = client.messages.create(model=MODELE_ANTHROPIC, max_tokens=1024,
                                     messages=historique)
    historique.append({"role": "assistant", "content": reponse.content})
    entree_par_appel.append(reponse.usage.input_tokens)

print("tokens d'entrée, appel par appel :", entree_par_appel)
print("total envoyé sur la session      :", sum(entree_par_appel))

# %% [markdown]
# Chaque appel renvoie tout ce qui précède : les tokens d'entrée grandissent à chaque tour, et
# le total de la session grandit comme le carré du nombre de tours. Dix messages, c'est encore
# petit ; une conversation de plusieurs jours finit par coûter cher, par répondre lentement,
# puis par dépasser la fenêtre de contexte du modèle.

# %% [markdown]
# ## Je sais faire
#
# - [ ] Écrire une boucle de conversation qui renvoie tout l'historique à chaque appel.
# - [ ] Expliquer pourquoi un modèle « se souvient » : parce qu'on lui renvoie la liste.
# - [ ] Montrer que la liste `messages` disparaît avec le processus qui la contient.
# - [ ] Nommer les deux problèmes à résoudre : persister l'historique et borner sa croissance.

# %% [markdown]
# ## FAQ
#
# **Pourquoi renvoyer toute la conversation à chaque appel ?**
# Parce que l'API de messages ne garde aucun état entre deux appels. Ce qui n'est pas dans la
# requête n'existe pas pour le modèle.
#
# **Un serveur qui tourne en permanence garde la liste en mémoire : cela suffit-il ?**
# Non. Un redéploiement, un plantage ou un second processus derrière un répartiteur de charge,
# et la liste est perdue ou introuvable. Il faut l'écrire sur disque (leçon 02).
#
# **On a mis `reponse.content` (des objets du SDK) dans la liste : est-ce permis ?**
# Oui, le SDK accepte ses propres blocs dans la requête suivante. Mais ces objets ne passent pas
# par `json.dumps` : c'est le premier obstacle de la leçon 02.
