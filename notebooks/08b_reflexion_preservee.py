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
# # 08b — La réflexion préservée
#
# **Durée estimée : 40 min.**
#
# Les leçons 02, 04 et 05 ont utilisé sans s'y arrêter deux aides du module : `serialize_content`,
# qui garde les blocs `thinking`, et `sans_reflexion`, qui les retire de ce qu'une fenêtre ou un
# résumé a réécrit. Cette leçon dit pourquoi. claude-sonnet-5-5, le modèle par défaut du cours,
# réfléchit sans qu'on le lui demande, et il vérifie chaque bloc de réflexion qu'on lui renvoie :
# toute réécriture de l'historique peut alors faire refuser la requête suivante. On provoque
# chaque refus en direct, puis on le corrige.

# %% [markdown]
# ## Objectifs
#
# - Constater que claude-sonnet-5-5 réfléchit par défaut, et ce que cela impose à une boucle
#   d'outils.
# - Énoncer la règle du préfixe de la réflexion préservée, et la voir refuser une compaction naïve.
# - Corriger de trois façons : compacter entre deux échanges en retirant les blocs signés,
#   `drop_block`, ou la compaction côté serveur.
# - Masquer un secret dans un historique déjà envoyé sans faire refuser la requête suivante.

# %% [markdown]
# ## Mise en place
#
# Le vrai client `anthropic`, sans nouvel essai automatique, qui parle sans clé au modèle local
# sur 127.0.0.1. `%xmode Minimal` réduit les erreurs attendues à leur message.

# %%
# %xmode Minimal
import copy

from contexte import compacter_historique, masquer_secrets, point_de_coupe, serialize_content
from contexte.compaction import ENTETE_RESUME
from cours.clients import MODELE_ANTHROPIC, client_anthropic, hors_ligne_actif
from modele_local.catalogue import fiche

client = client_anthropic(max_retries=0)
AUTEUR = "modèle local" if hors_ligne_actif() else f"{MODELE_ANTHROPIC} (vrai service)"
print("On parle à :", "le modèle local (déterministe, 127.0.0.1)" if hors_ligne_actif()
      else f"l'API Anthropic, modèle {MODELE_ANTHROPIC}")


def texte(reponse) -> str:
    """Le texte d'une réponse du SDK (les autres blocs sont ignorés)."""
    return "".join(b.text for b in reponse.content if b.type == "text")


# %% [markdown]
# ## 1. Un modèle qui réfléchit sans qu'on le demande
#
# Sur claude-sonnet-5-5, la réflexion est *adaptative* (le modèle décide quand et combien
# réfléchir) et **active par défaut** : une requête sans champ `thinking` réfléchit quand même,
# et `{"type": "disabled"}` y est refusé (400). Le texte de la réflexion n'est pas montré par
# défaut (`display: "omitted"`) : le bloc arrive avec un texte vide et sa `signature`. Les
# sources de cette leçon et leurs dates sont dans `docs/sources.md`.
#
# Le modèle local fait de même, parce que son catalogue le dit : la fiche de claude-sonnet-5-5
# (`contexte/donnees/modeles.json`) règle la réflexion par défaut à `"adaptive"`. C'est
# pourquoi les leçons 01 et 02 ont montré des blocs `thinking` sur des appels qui n'en
# demandaient pas.

# %%
f = fiche(MODELE_ANTHROPIC)
print(f"catalogue : réflexion par défaut {f.reflexion_defaut!r}, modes acceptés {f.reflexion}, "
      f"affichage {f.affichage_defaut!r}, préservée : {f.preservee}")
reponse = client.messages.create(model=MODELE_ANTHROPIC, max_tokens=1024,
                                 messages=[{"role": "user", "content": "Bonjour, je suis Camille."}])
print(f"[{AUTEUR}] blocs :", [(b.type, getattr(b, "thinking", None)) for b in reponse.content])

# %% [markdown]
# ## 2. Une boucle d'outils renvoie la réflexion telle quelle
#
# Quand le modèle appelle un outil, on lui renvoie son message (l'appel) puis le résultat.
# L'API exige que ce dernier message de l'assistant, celui dont les `tool_use` reçoivent leur
# `tool_result`, revienne **tel que reçu** : il doit commencer par son bloc `thinking` (avec sa
# `signature`, vérifiée) ou `redacted_thinking`.
#
# Une conversion naïve, qu'on écrit volontiers, ne garde que `text` et `tool_use`. Reprenons
# la météo de la leçon 01 avec elle.

# %%
OUTILS = [{"name": "meteo", "description": "Météo prévue pour une ville.",
           "input_schema": {"type": "object", "properties": {"ville": {"type": "string"}},
                            "required": ["ville"]}}]
demande = {"role": "user", "content": "Quel temps fait-il à Nantes ?"}
appel = client.messages.create(model=MODELE_ANTHROPIC, max_tokens=2048, tools=OUTILS,
                               messages=[demande])
print(appel.stop_reason, [bloc.type for bloc in appel.content])


def serialize_sans_reflexion(content) -> list[dict]:
    """La conversion naïve : texte et outils seulement. À ne pas copier."""
    return [b for b in serialize_content(content) if b["type"] in ("text", "tool_use")]


resultat = {"role": "user", "content": [
    {"type": "tool_result", "tool_use_id": b.id, "content": "12 °C, averses"}
    for b in appel.content if b.type == "tool_use"]}

# %% [markdown]
# **Prédisez la sortie** : on renvoie l'appel converti sans sa réflexion, puis le résultat de
# l'outil. La requête passe-t-elle ?
#
# <details><summary>Réponse</summary>
#
# Non : 400. Le message `assistant` renvoyé ne commence plus par son bloc `thinking`. Le modèle
# local applique la règle de l'API, avec son message d'erreur.
#
# </details>

# %% tags=["raises-exception"]
client.messages.create(
    model=MODELE_ANTHROPIC, max_tokens=2048, tools=OUTILS,
    messages=[demande, {"role": "assistant", "content": serialize_sans_reflexion(appel.content)},
              resultat])

# %% [markdown]
# Avec `serialize_content`, qui garde le bloc `thinking` et sa signature, la même requête passe :

# %%
suite = client.messages.create(
    model=MODELE_ANTHROPIC, max_tokens=2048, tools=OUTILS,
    messages=[demande, {"role": "assistant", "content": serialize_content(appel.content)}, resultat])
print(f"[{AUTEUR}]", texte(suite))

# %% [markdown]
# ## 3. La réflexion préservée : tout le préfixe compte
#
# claude-sonnet-5-5 va plus loin (comme claude-opus-5-5, claude-haiku-5-5, Fable et Mythos 5.1
# et 5.2) : sa **réflexion est préservée**. Les blocs `thinking` des échanges passés restent dans
# son contexte, et chaque bloc renvoyé est vérifié contre son **préfixe** : le `system`, les
# `tools` et tous les messages qui le précèdent doivent être identiques à ceux de la requête
# qui l'a produit, sans bloc signé retiré ou déplacé entre deux autres. Sinon, 400 pour ce bloc
# et tous les blocs signés qui le suivent :
#
# > ``messages.1.content.0: Invalid `signature` in `thinking` block. The block is bound to a
# > different conversation. Remove the block, or set
# > `thinking.block_binding.prefix_mismatch_behavior` to "drop_block".``
#
# La vérification s'applique par défaut aux comptes récents ; sur les plus anciens, seulement
# sur certains modèles (la date de bascule est dans `docs/sources.md`). Le modèle local
# l'applique toujours, comme un compte récent.
#
# Pour une application, « tel que reçu » veut donc dire : garder **tous** les blocs signés,
# dans leur ordre, même ceux au texte vide ; ne jamais retoucher un message déjà envoyé (pas de
# rappel ni de date glissés dans un vieux message ou dans le prompt système) ; garder le même
# `system` et les mêmes `tools` d'une requête à l'autre ; relire sur disque exactement ce qu'on
# a envoyé (leçon 02). Or une fenêtre (leçon 04) et un résumé (leçon 05) réécrivent justement le
# début de l'historique.
#
# Construisons une conversation comme le ferait une application : un prompt système, l'outil
# météo, et chaque réponse gardée telle quelle, en ajout seul.

# %%
SYSTEME = "Tu es l'assistant d'accueil d'Atelier. Réponds en français."


def demander(messages, **options):
    """Une requête de la conversation : toujours le même system et les mêmes outils."""
    return client.messages.create(model=MODELE_ANTHROPIC, max_tokens=2048, system=SYSTEME,
                                  tools=OUTILS, messages=messages, **options)


def echange(historique, question):
    """Un échange complet, en ajout seul : question, appels d'outils éventuels, réponse."""
    historique.append({"role": "user", "content": question})
    while True:
        reponse = demander(historique)
        historique.append({"role": "assistant", "content": serialize_content(reponse.content)})
        if reponse.stop_reason != "tool_use":
            return texte(reponse)
        historique.append({"role": "user", "content": [
            {"type": "tool_result", "tool_use_id": b.id, "content": "Averses, 14 °C."}
            for b in reponse.content if b.type == "tool_use"]})


historique = []
for question in ("Je m'appelle Camille et je commence chez Atelier, à Nantes.",
                 "Quel temps fait-il à Nantes ?", "Je suis dans l'équipe Paiements.",
                 "Point important : je suis allergique aux arachides."):
    echange(historique, question)
print(len(historique), "messages ; blocs des messages de l'assistant :",
      [[b["type"] for b in m["content"]] for m in historique if m["role"] == "assistant"])

# %% [markdown]
# **Prédisez la sortie** : une compaction « à l'ancienne » remplace les vieux messages par un
# résumé et garde les quatre derniers tels quels, blocs `thinking` compris. La requête suivante
# passe-t-elle ?
#
# <details><summary>Réponse</summary>
#
# Non : les blocs `thinking` gardés ont été produits derrière les messages d'origine ; derrière
# le résumé, leur préfixe a changé. Sur claude-sonnet-5, sans réflexion préservée, la même
# requête passe.
#
# </details>

# %% tags=["raises-exception"]
coupe = point_de_coupe(historique, 4)
naive = [{"role": "user", "content": f"{ENTETE_RESUME}\nCamille, chez Atelier à Nantes."},
         *copy.deepcopy(historique[coupe:]),
         {"role": "user", "content": "Quelle est mon équipe ?"}]
demander(naive)

# %% [markdown]
# ## 4. Trois correctifs
#
# **1. Compacter entre deux échanges terminés, et retirer les blocs signés de ce qu'on a
# réécrit.** C'est ce que font `compacter_historique` (leçon 05) et `couper_messages` (leçon
# 04), par défaut : la requête de résumé ne porte aucun bloc signé (elle n'a ni le `system` ni
# les `tools` de la conversation), les messages gardés perdent les leurs
# (`contexte.messages.sans_reflexion`). La réflexion des échanges résumés est perdue ; le
# résumé en garde les conclusions.

# %%
compacte = compacter_historique(historique, client, garder_derniers=4)
print("blocs signés gardés :", [b["type"] for m in compacte if isinstance(m["content"], list)
                                for b in m["content"] if b["type"] in ("thinking",
                                                                       "redacted_thinking")])
print(f"[{AUTEUR}]", echange(compacte, "Quelle est mon équipe ?"))

# %% [markdown]
# Pourquoi « entre deux échanges terminés » ? Parce qu'au milieu d'une boucle d'outils, le
# dernier message de l'assistant doit revenir **avec** sa réflexion, intacte, et au même
# préfixe. Le retirer est refusé sur tous les modèles qui réfléchissent :

# %% tags=["raises-exception"]
en_cours = copy.deepcopy(compacte)
en_cours.append({"role": "user", "content": "Et vendredi, quel temps à Nantes pour le pot ?"})
appel = demander(en_cours)
en_cours.append({"role": "assistant", "content": serialize_content(appel.content)})
en_cours.append({"role": "user", "content": [
    {"type": "tool_result", "tool_use_id": b.id, "content": "Averses, 14 °C."}
    for b in appel.content if b.type == "tool_use"]})
nettoye = [*en_cours[:-2], {"role": "assistant", "content": [
    b for b in en_cours[-2]["content"] if b["type"] != "thinking"]}, en_cours[-1]]
demander(nettoye)

# %% [markdown]
# `compacter_historique` attend donc la fin de l'échange : en pleine boucle, il rend la liste
# telle quelle, et la requête passe. `couper_messages` suit la même règle pour une fenêtre.

# %%
print("compaction en pleine boucle, inchangée :",
      compacter_historique(en_cours, client, garder_derniers=2) == en_cours)
print(f"[{AUTEUR}]", texte(demander(en_cours)))

# %% [markdown]
# **2. `drop_block`.** Si l'on ne peut pas éviter de réécrire (un proxy, une bibliothèque), on
# demande au service de *jeter* les blocs dont le préfixe a changé au lieu de refuser la requête :
# `thinking.block_binding.prefix_mismatch_behavior = "drop_block"`, avec l'en-tête bêta
# `thinking-binding-controls-2026-08-01`, à renvoyer à chaque requête (le service ne le garde
# pas). La réponse dit ce qui a été jeté dans `input_transformations`.

# %%
jete = client.beta.messages.create(
    model=MODELE_ANTHROPIC, max_tokens=2048, system=SYSTEME, tools=OUTILS, messages=naive,
    betas=["thinking-binding-controls-2026-08-01"],
    thinking={"type": "adaptive", "block_binding": {"prefix_mismatch_behavior": "drop_block"}})
print(f"[{AUTEUR}]", texte(jete))
for t in jete.input_transformations or []:
    print(f"  {t.type} : {t.path} ({t.reason})")

# %% [markdown]
# C'est un pansement : la réflexion jetée est perdue sans que la conversation le montre, et
# l'erreur reviendrait au premier oubli de l'en-tête.
#
# **3. Laisser l'API compacter.** Un résumé écrit par l'API elle-même (compaction côté serveur,
# bêta `compact-2026-01-12`, leçon 09) est accepté par la vérification : la réflexion des
# messages gardés reste valide.
#
# Et sur claude-sonnet-5, sans réflexion préservée ? La compaction naïve passe : la vérification
# de préfixe n'existe pas sur ce modèle. Les correctifs 1 et 3 y sont aussi justes ; c'est
# pourquoi le premier est le réglage par défaut du module.

# %% [markdown]
# ## 5. Masquer un secret après coup
#
# La leçon 08 masque les clés d'API **à l'ingestion**, avec `contexte.masquer_secrets`, avant
# d'ajouter un message à l'historique : rien de déjà envoyé ne change. Mais si une clé est
# passée avant que le filtre existe, il faut réécrire un message déjà envoyé, et la règle du
# préfixe s'applique : les blocs signés qui suivent ne sont plus valides. Simulons-le : une clé
# (fausse, fabriquée pour l'exemple) collée au deuxième échange.

# %%
CLE_FACTICE = "AIza" + "SyEXEMPLE" * 3 + "01234567"   # forme d'une clé Google, fausse
fuite = []
echange(fuite, "Bonjour, je suis Camille.")
echange(fuite, f"Mon script plante, voici ma config : GEMINI_API_KEY={CLE_FACTICE}")
echange(fuite, "Merci, je vais regarder.")
fuite.append({"role": "user", "content": "Et pour le pot de vendredi ?"})
masque_seul = [*fuite[:2], *masquer_secrets(fuite[2:3]), *fuite[3:]]   # le message 2, réécrit
print("clé encore là :", CLE_FACTICE in str(masque_seul))

# %% tags=["raises-exception"]
demander(masque_seul)

# %% [markdown]
# `masquer_secrets(messages, deja_envoyes=n)` connaît la règle : si le masquage modifie l'un des
# `n` premiers messages (déjà envoyés), il retire les blocs `thinking` et `redacted_thinking` à
# partir de ce message. La réflexion de ces échanges est perdue, les réponses restent, et la
# requête passe. C'est le geste que demande la documentation : quand on a retiré un secret ou
# une donnée personnelle, retirer soi-même la réflexion plutôt que passer par `drop_block`.
# Au milieu d'une boucle d'outils, finissez d'abord la boucle (section 4).

# %%
propre = masquer_secrets(fuite, deja_envoyes=len(fuite) - 1)
print("blocs de l'assistant :", [[b["type"] for b in m["content"]] for m in propre
                                 if m["role"] == "assistant"])
print(f"[{AUTEUR}]", texte(demander(propre)))

# %% [markdown]
# ## Je sais faire
#
# - [ ] Montrer qu'une requête sans `thinking` réfléchit sur claude-sonnet-5-5, et renvoyer le
#   dernier message de l'assistant d'une boucle d'outils avec sa réflexion (`serialize_content`).
# - [ ] Énoncer la règle du préfixe, et expliquer le 400 d'une compaction qui garde les blocs
#   `thinking`.
# - [ ] Corriger : compacter entre deux échanges terminés en retirant les blocs signés de ce
#   qu'on a réécrit, `drop_block`, ou la compaction côté serveur.
# - [ ] Masquer un secret dans un historique déjà envoyé avec `masquer_secrets(…, deja_envoyes=…)`.
#
# ## FAQ
#
# **Retirer les blocs `thinking`, n'est-ce pas perdre la réflexion du modèle ?** Si, pour les
# échanges réécrits. Le résumé en garde les conclusions ; la réflexion des échanges suivants,
# produite sur le nouveau préfixe, est de nouveau préservée. Pour garder la réflexion des
# messages récents, laissez l'API écrire le résumé (leçon 09).
#
# **Et `redacted_thinking` ?** Même règle : un bloc chiffré est lui aussi lié à son préfixe, il
# suit le sort des blocs `thinking`.
#
# **Pourquoi ne pas activer `drop_block` tout le temps ?** Il évite le 400, mais le modèle perd
# alors sa réflexion passée sans qu'on l'ait décidé, et il dépend d'un en-tête bêta. Une
# réécriture qui retire elle-même les blocs devenus invalides dit clairement ce qu'elle jette.
#
# **Le résumé peut-il aller dans le prompt système plutôt qu'en premier message ?** Oui, mais il
# change alors le `system`, donc le préfixe de **tous** les blocs signés : même règle, mêmes
# correctifs.
#
# Pour s'exercer : `exercises/ex10_compaction_preservee.py` (une compaction correcte sur un
# modèle à réflexion préservée).
