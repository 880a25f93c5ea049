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
# # 03b — Le cache de préfixe
#
# **Durée estimée : 30 min.**
#
# La leçon 03 a montré la facture d'une conversation qui renvoie tout son passé : elle croît
# comme le carré du nombre d'échanges. Les fournisseurs l'allègent par le **cache de préfixe** :
# le début d'une requête déjà vu n'est pas recalculé, et se paie bien moins cher. Cette leçon le
# fait marcher, puis le casse, pour que vous sachiez ce qui le garde en vie.

# %% [markdown]
# ## Objectifs
#
# - Lire `cache_creation_input_tokens` et `cache_read_input_tokens` dans `usage`.
# - Dire pourquoi un préfixe trop court n'est jamais mis en cache, sans erreur.
# - Montrer qu'une retouche au début de l'historique fait tout réécrire.
# - Activer le cache automatique, et expliquer sa limite de 20 blocs.
# - Demander au fournisseur pourquoi un appel a raté le cache (`cache_miss_reason`).

# %% [markdown]
# ## Mise en place
#
# Le vrai client du SDK `anthropic`, qui parle sans clé au modèle local (127.0.0.1), un
# programme déterministe dont les tokens sont comptés en cl100k. Le modèle local imite le cache
# d'Anthropic : il garde ce que chaque requête a écrit, et `reinitialiser()` le vide, pour que
# chaque expérience parte du même état. La conversation : les 10 échanges de Camille, puis 40
# échanges de travail, toujours les mêmes (`mesures/conversation_longue.py`).

# %%
from contexte import vers_messages_anthropic
from cours.clients import MODELE_ANTHROPIC, client_anthropic, hors_ligne_actif
from mesures.conversation_longue import conversation_longue
from modele_local import reinitialiser  # vide le cache simulé du modèle local

client = client_anthropic()
print("On parle à :", "le modèle local (127.0.0.1)" if hors_ligne_actif()
      else f"l'API Anthropic, modèle {MODELE_ANTHROPIC}")
conversation = vers_messages_anthropic(conversation_longue(50))
print(len(conversation), "messages ; le premier :", conversation[0]["content"])

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
# (5 minutes), 0,10 \\$ en lecture. Ce dernier prix a baissé récemment, et une page plus
# ancienne affiche encore 0,20 \\$ : vérifiez-le sur la page des prix avant de l'annoncer. Les
# sources et leurs dates sont dans `docs/sources.md` ; le code lit les prix dans
# `cours/tarifs.py`.
#
# Un préfixe trop court n'est jamais mis en cache, **sans erreur** : les compteurs du cache
# restent à zéro. Le minimum dépend du modèle : 512 tokens pour claude-sonnet-5-5 et les autres
# modèles 5.5, 1 024 pour claude-sonnet-5 et les Sonnet 4.x, jusqu'à 4 096 pour Claude Haiku 4.5
# (des relevés de tiers, à vérifier avant d'en dépendre : `docs/sources.md`). Le modèle local lit
# ce minimum dans son catalogue (`contexte/donnees/modeles.json`) et l'applique en tokens
# cl100k. On place le point de cache sur le dernier bloc du dernier message.

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
retouche = [{"role": "user", "content": conversation[0]["content"].replace("Atelier, à", "Atelier à")}]
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
# avancer à mesure que la conversation grandit (le « cache automatique »). Le SDK `anthropic`
# 2.14 l'accepte tel quel.
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
# Le SDK `anthropic` 2.14 l'accepte dans `client.messages.create`, sans en-tête de bêta (une
# version plus ancienne de la documentation demandait l'en-tête `cache-diagnosis-2026-04-07` :
# le modèle local accepte les deux formes ; détail dans `docs/sources.md`).
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
# La ligne de l'historique complet, sur 200 échanges : plus de 98 % de l'entrée est relue depuis
# le cache, et la facture est divisée par douze. En courbes, la même stratégie, avec et sans
# point de cache :
#
# ![Historique complet, 200 échanges, avec et sans cache](../docs/mesures/historique_complet.png)
#
# À gauche, la droite de la leçon 03, vue de plus loin : chaque appel envoie un peu plus. À
# droite, sans cache, la parabole du coût cumulé ; avec le cache, une courbe bien plus plate,
# mais qui monte toujours. C'est le cache qui rend l'historique complet supportable, tant que
# l'on ne touche pas au début. Les autres stratégies (fenêtre, résumés) sur la même conversation
# viennent en leçon 07, une fois qu'on les aura écrites.
#
# Les chiffres viennent du modèle local (tokens cl100k, prix catalogue de claude-sonnet-5-5 dans
# `cours/tarifs.py`) : des ordres de grandeur, pas une facture. `make mesures` les recalcule
# et écrit tout dans `resultats/`.

# %% [markdown]
# ## Je sais faire
#
# - [ ] Lire `cache_creation_input_tokens` et `cache_read_input_tokens`, et faire la somme des
#   trois parts de l'entrée.
# - [ ] Dire pourquoi un préfixe sous le minimum n'est pas mis en cache, et ce que ça coûte.
# - [ ] Dire ce qui casse le cache : une retouche au début, plus de 20 blocs d'un coup.
# - [ ] Lire `cache_miss_reason` pour savoir pourquoi un appel a raté le cache.

# %% [markdown]
# ## FAQ
#
# **Le cache rend-il la croissance gratuite ?**
# Non. Il divise par vingt (claude-sonnet-5-5 ; par dix pour la plupart des autres modèles) le
# prix de la partie relue, mais cette partie grandit toujours, et la fenêtre de contexte déborde
# de la même façon. Il allège la facture, il ne la borne pas.
#
# **Pourquoi `input_tokens` vaut-il 0 dans le tableau du cache ?**
# C'est un trait du modèle local : il ne compte que le texte des blocs, et tout ce texte est
# avant le point de cache, donc soit relu, soit écrit. Le vrai service compte aussi
# l'enveloppe de la requête (rôles, séparateurs) ; ne comptez pas sur un 0 exact. Dans tous les
# cas, le total de l'entrée est la somme des trois colonnes (`input_tokens`,
# `cache_creation_input_tokens`, `cache_read_input_tokens`) : ne regarder que `input_tokens`
# sous-estime la facture.
#
# Pour s'exercer : `exercises/ex4_cout_cache.py` (le coût d'une suite d'appels avec cache de
# préfixe, et la stratégie la moins chère).
