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
# # 05 — Le résumé périodique
#
# **Durée estimée : 55 min.**
#
# La fenêtre glissante oublie tout ce qui sort du cadre. Le résumé périodique, lui, remplace le
# début de l'historique par un court résumé et garde les derniers messages mot pour mot : les
# faits anciens survivent, à coût borné. Nous allons l'écrire nous-mêmes en dix lignes, le casser
# deux fois en direct, puis lire la version durcie de `contexte` garde-fou par garde-fou. Ce
# n'est ni gratuit (un appel de plus, le cache à reconstruire) ni sûr : un résumé peut se
# tromper sans rien dire.

# %% [markdown]
# ## Objectifs
#
# - Écrire un `compacter_historique` minimal, puis le voir casser : une paire d'outils coupée
#   (erreur 400) et un résumeur en panne (des messages perdus).
# - Expliquer chaque garde-fou de `contexte.compacter_historique` par la panne qu'il évite.
# - Mesurer ce que coûte une compaction, et le cache qu'elle fait perdre.
# - Voir un résumé dériver, sans aucune exception.

# %% [markdown]
# ## Mise en place
#
# Le vrai client `anthropic`, qui parle sans clé au modèle local sur 127.0.0.1 : un programme
# déterministe, pas un LLM, qui refuse ce que refuse l'API et résume par extraction. Pour voir
# l'`usage` des appels que font les fonctions de compaction, on donne au client un petit crochet
# HTTP (`event_hooks`, un point d'extension public de `httpx2`, la bibliothèque HTTP du SDK
# `anthropic` 2.x) qui note chaque réponse du modèle. `%xmode Minimal` réduit les erreurs
# attendues à leur message.

# %%
# %xmode Minimal
import copy
import time

import anthropic
import matplotlib.pyplot as plt

from contexte import compacter_historique, point_de_coupe, vers_messages_anthropic
from contexte.compaction import CONSIGNE_PERIODIQUE
from cours.clients import MODELE_ANTHROPIC, client_anthropic, hors_ligne_actif
from cours.frise import Frise, sorts
from cours.scenario import camille_session1
from cours.tarifs import CLAUDE_SONNET
from modele_local import reinitialiser  # vide le cache simulé du modèle local

journal = []  # (usage, stop_reason) de chaque réponse réussie du modèle, dans l'ordre


def noter(reponse) -> None:
    """Crochet HTTP : garde l'usage de chaque réponse réussie de /v1/messages."""
    if reponse.request.url.path.endswith("/v1/messages") and reponse.status_code == 200:
        reponse.read()
        corps = reponse.json()
        journal.append((corps["usage"], corps["stop_reason"]))


crochets = {"response": [noter]}
client = client_anthropic(max_retries=0,
                          http_client=anthropic.DefaultHttpxClient(event_hooks=crochets))
print("On parle à :", "le modèle local (programme déterministe, 127.0.0.1)" if hors_ligne_actif()
      else f"l'API Anthropic, modèle {MODELE_ANTHROPIC}")

camille = vers_messages_anthropic(camille_session1())   # 20 messages : 10 échanges
QUESTION = {"role": "user", "content": "À quoi suis-je allergique ?"}


def texte(reponse) -> str:
    """Le texte d'une réponse du SDK, lu par type de bloc (les blocs thinking sont ignorés)."""
    return "".join(b.text for b in reponse.content if b.type == "text")


# %% [markdown]
# ## Construire : dix lignes
#
# L'idée tient en une phrase : tout ce qui précède les `garder_derniers` derniers messages part
# au modèle avec une consigne de résumé, et revient sous la forme d'un seul message `user`.
# Écrivons-la sans filet, comme on l'écrirait un premier jour.

# %%
CONSIGNE = ("Résume cette conversation en 5 lignes maximum, "
            "en gardant les faits et décisions importants.")


def compacter_naif(messages, client, garder_derniers=6, model=MODELE_ANTHROPIC):
    if len(messages) <= garder_derniers:
        return messages
    a_resumer, recents = messages[:-garder_derniers], messages[-garder_derniers:]
    reponse = client.messages.create(
        model=model, max_tokens=300,
        messages=a_resumer + [{"role": "user", "content": CONSIGNE}])
    resume = "".join(b.text for b in reponse.content if b.type == "text")
    return [{"role": "user", "content": f"[Résumé de la conversation précédente]\n{resume}"}
            ] + recents


compacte = compacter_naif(camille, client)
print(len(camille), "messages →", len(compacte), "messages\n")
print(compacte[0]["content"])

# %% [markdown]
# Ça marche sur la session de Camille. Ce résumé est écrit par le modèle local, par des règles :
# il garde les faits qu'il reconnaît et cite les autres phrases de Camille. Un vrai modèle
# reformule. Pour comparer, le début d'un résumé écrit par un vrai modèle sur la même session
# (ce n'est pas une sortie de cette fonction, mais l'un des deux essais réels du résumé glissant,
# leçon 06, avec sa propre consigne) :
#
# > Essai réel du 2026-10-15, gemini-2.5-flash sur Vertex AI : « Camille est une nouvelle
# > collaboratrice chez Atelier, membre de l'équipe Paiements. Elle a une allergie aux
# > arachides, à considérer pour les propositions (ex: traiteur). Son langage de
# > programmation p… » (extrait)
#
# Le résumé devient le premier message, suivi de deux messages `user` de suite (le résumé, puis
# le premier message gardé) : l'API les accepte et les fusionne en un seul message.

# %% [markdown]
# ## Casser, 1 : la paire d'outils coupée
#
# L'après-midi, Camille demande deux fois la météo ; l'assistant appelle son outil `meteo`.
# Chaque question produit quatre messages : la question, l'appel (`tool_use`), le résultat
# (`tool_result`, dans un message `user`) et la réponse. Les voici tels qu'une boucle d'outils
# les aurait enregistrés.

# %%
def appel_meteo(numero: int, ville: str) -> dict:
    return {"role": "assistant", "content": [
        {"type": "text", "text": "Je regarde la météo."},
        {"type": "tool_use", "id": f"toolu_0{numero}", "name": "meteo", "input": {"ville": ville}}]}


def resultat_meteo(numero: int, prevision: str) -> dict:
    return {"role": "user", "content": [
        {"type": "tool_result", "tool_use_id": f"toolu_0{numero}", "content": prevision}]}


apres_midi = [
    {"role": "user", "content": "Quel temps à Nantes vendredi, pour le pot d'accueil ?"},
    appel_meteo(1, "Nantes"), resultat_meteo(1, "Vendredi : averses, 14 °C."),
    {"role": "assistant", "content": "Des averses vendredi : prévoyez le pot à l'intérieur."},
    {"role": "user", "content": "Et ce soir, quel temps pour rentrer à Rezé ?"},
    appel_meteo(2, "Rezé"), resultat_meteo(2, "Ce soir : sec, 11 °C."),
    {"role": "assistant", "content": "Ce soir à Rezé : temps sec, 11 °C."},
]
historique = camille + apres_midi
for i, m in enumerate(historique[-7:], start=len(historique) - 7):
    genre = m["content"] if isinstance(m["content"], str) else m["content"][-1]["type"]
    print(f"{i:2} {m['role']:>9} : {genre[:60]}")

# %% [markdown]
# **Prédisez la sortie** : `compacter_naif(historique, client)` coupe avant les 6 derniers
# messages, donc entre le message 21 et le message 22. Que va dire l'API ?
#
# <details><summary>La réponse</summary>
#
# La partie à résumer finit sur l'appel d'outil 21, sans son résultat : la requête de résumé
# elle-même est refusée (400). Et même si elle passait, la partie gardée commencerait par le
# résultat 22, dont l'appel a été fondu dans le résumé : la requête suivante serait refusée
# elle aussi.
# </details>

# %% tags=["raises-exception"]
compacter_naif(historique, client)

# %% [markdown]
# Premier refus : un `tool_use` doit être suivi de son `tool_result` dans le message suivant.
# Supposons la requête de résumé réparée : la partie gardée, elle, commence par un résultat
# orphelin. Envoyons-la derrière un résumé quelconque :

# %% tags=["raises-exception"]
resume_quelconque = {"role": "user", "content": "[Résumé de la conversation précédente]\n…"}
client.messages.create(model=MODELE_ANTHROPIC, max_tokens=1024,
                       messages=[resume_quelconque, *historique[-6:], QUESTION])

# %% [markdown]
# Deuxième refus, symétrique : un `tool_result` doit répondre à un `tool_use` du message juste
# avant. Le modèle local refuse comme le vrai service, avec le message d'erreur de l'API. Des
# bibliothèques très utilisées ont eu ce défaut (leçon 04).

# %% [markdown]
# ## Casser, 2 : le résumeur en panne
#
# Un appel de résumé peut échouer : service surchargé (529), délai dépassé, quota. Une idée
# tentante : « l'assistant ne doit jamais planter ; si le résumé échoue, on continue quand
# même ». Le modèle `hors-ligne-erreur-529` du modèle local répond toujours « surchargé ».

# %%
def compacter_sans_planter(messages, client, garder_derniers=6, model=MODELE_ANTHROPIC):
    try:
        return compacter_naif(messages, client, garder_derniers, model)
    except anthropic.APIError as erreur:
        print("résumé impossible :", type(erreur).__name__, "; on continue sans")
        return [{"role": "user", "content": "[Résumé indisponible]"}] + messages[-garder_derniers:]


messages = compacter_sans_planter(camille, client, model="hors-ligne-erreur-529")
reponse = client.messages.create(model=MODELE_ANTHROPIC, max_tokens=1024,
                                 messages=[*messages, QUESTION])
print(len(camille), "messages avant,", len(messages), "après ;", texte(reponse))

# %% [markdown]
# Rien n'a planté, et 14 messages ont disparu, l'allergie avec eux. La panne était passagère ;
# la perte, elle, est définitive si l'on enregistre cette liste. Plusieurs bibliothèques ont eu
# ce défaut : remplacer l'historique avant que le résumé existe, ou ranger un message d'erreur
# à la place du résumé.

# %% [markdown]
# ## Durcir : `contexte.compacter_historique`
#
# La version du module `contexte` a la même signature. Chacun de ses garde-fous répond à une
# panne que l'on vient de voir, ou que l'on verra plus bas :
#
# - coupe avancée jusqu'à un message `user` sans `tool_result` (`point_de_coupe`)
#   → pas de paire d'outils coupée, donc pas de 400 à la requête suivante ;
# - un `tool_use` resté sans réponse est retiré de la requête de résumé
#   → pas de 400 sur la requête de résumé elle-même ;
# - on ne travaille que sur des copies : la liste reçue n'est jamais modifiée
#   → pas d'historique à moitié réécrit quand quelque chose échoue ;
# - l'erreur de l'appel remonte avant tout remplacement (`ErreurFournisseur`)
#   → pas de messages perdus quand le résumeur est en panne ;
# - un résumé vide ou coupé (`stop_reason == "max_tokens"`) est refusé (`ErreurResume`)
#   → pas de fait perdu dans un résumé tronqué ;
# - pas de compaction au milieu d'une boucle d'outils, blocs `thinking` retirés de ce qui suit
#   le résumé → pas de 400 de la réflexion préservée (leçon 08b) ;
# - réflexion réglée exprès pour l'appel de résumé (`between_tools` sur claude-sonnet-5-5)
#   → pas de résumé arrêté sur `max_tokens` parce que la réflexion a tout pris.
#
# Rejouons les deux pannes.

# %%
compacte = compacter_historique(historique, client, garder_derniers=6)
print(len(historique), "messages →", len(compacte), "; le premier gardé :",
      compacte[1]["content"])
reponse = client.messages.create(model=MODELE_ANTHROPIC, max_tokens=1024,
                                 messages=[*compacte, QUESTION])
print("requête suivante acceptée :", texte(reponse))

# %% [markdown]
# La coupe a avancé jusqu'à la question suivante : 4 messages gardés au lieu de 6, et aucune
# paire coupée. Puis le résumeur en panne :

# %% tags=["raises-exception"]
avant = copy.deepcopy(historique)
try:
    compacter_historique(historique, client, garder_derniers=6, model="hors-ligne-erreur-529")
finally:
    print("historique intact :", historique == avant, f"({len(historique)} messages)")

# %% [markdown]
# L'erreur remonte, traduite en français, et l'historique n'a pas bougé : on réessaiera au
# prochain échange. Pour vous entraîner à écrire ces garde-fous vous-même :
# `exercises/ex6_compaction_outils.py`.

# %% [markdown]
# ## Une compaction est un appel à part entière
#
# Résumer, c'est envoyer au modèle toute la partie à résumer, et payer sa réponse en tokens de
# sortie (les plus chers). Le crochet a noté chaque appel ; relançons la compaction de la
# session de Camille et lisons le dernier.

# %%
compacte = compacter_historique(camille, client, garder_derniers=6)
usage, raison = journal[-1]
print("appel de résumé  : entrée", usage["input_tokens"], "tokens, sortie",
      usage["output_tokens"], "tokens, stop_reason =", raison)
avant = client.messages.count_tokens(model=MODELE_ANTHROPIC, messages=camille).input_tokens
apres = client.messages.count_tokens(model=MODELE_ANTHROPIC, messages=compacte).input_tokens
print(f"historique envoyé : {avant} tokens avant, {apres} après la compaction")

# %% [markdown]
# L'historique envoyé a fondu, mais l'appel de résumé a relu presque tout l'historique, et ses
# tokens de sortie coûtent cinq fois le prix de l'entrée (tarif de `cours.tarifs`, à vérifier
# avant usage). Chaque appel suivant économise `avant − apres` tokens d'entrée. Une question
# précise : **combien d'appels, sans cache, pour rembourser cette seule compaction ?**

# %%
cout_resume = CLAUDE_SONNET.cout(entree=usage["input_tokens"], sortie=usage["output_tokens"])
gain_par_appel = CLAUDE_SONNET.cout(entree=avant - apres)
print(f"remboursée au bout de {cout_resume / gain_par_appel:.1f} appels")

# %% [markdown]
# Quelques appels seulement, pour cette question-là. La leçon 07 en pose d'autres (avec le
# cache, sur toute une conversation) et range toutes les réponses du cours dans un seul
# tableau. La durée, elle, s'ajoute à l'échange qui déclenche la compaction : l'utilisatrice
# attend deux appels au lieu d'un.

# %%
# NBVAL_IGNORE_OUTPUT
# durées : elles changent à chaque exécution et selon la machine
debut = time.perf_counter()
compacter_historique(camille, client, garder_derniers=6)
print(f"compaction : {1000 * (time.perf_counter() - debut):.0f} ms (modèle local)")

# %% [markdown]
# Avec le modèle local, quelques millisecondes. Avec un vrai modèle, comptez le temps d'un appel
# complet : lire toute la partie à résumer, puis écrire le résumé, soit souvent plusieurs
# secondes. C'est pourquoi on compacte rarement (quand un seuil est franchi), pas à chaque
# échange, et parfois en arrière-plan, entre deux questions.

# %% [markdown]
# ## Le résumé se souvient là où la fenêtre oubliait
#
# Camille a parlé de son allergie au 11e message, loin des 6 derniers. Posons la question à une
# fenêtre de 6 messages, puis à l'historique compacté, qui garde les mêmes 6 messages plus le
# résumé.

# %%
fenetre = client.messages.create(model=MODELE_ANTHROPIC, max_tokens=1024,
                                 messages=[*camille[-6:], QUESTION])
resume = client.messages.create(model=MODELE_ANTHROPIC, max_tokens=1024,
                                messages=[*compacte, QUESTION])
print("fenêtre de 6 messages :", texte(fenetre))
print("résumé + 6 messages   :", texte(resume))

# %% [markdown]
# ## La dérive : faux, sans exception
#
# Un résumé est un texte réécrit. Un vrai modèle peut oublier un fait, garder une valeur
# périmée, attribuer à l'un ce que l'autre a dit. Le modèle local a un **mode dérive** qui
# imite ces erreurs, au hasard mais de façon reproductible : `client_anthropic(derive=graine)`
# (un en-tête HTTP que le vrai service ignore). Compactons la même session avec vingt graines.

# %%
perdus = []
for graine in range(1, 21):
    derive = compacter_historique(camille, client_anthropic(max_retries=0, derive=graine),
                                  garder_derniers=6)
    if "arachides" not in derive[0]["content"]:
        perdus.append((graine, derive))
print(f"{len(perdus)} résumés sur 20 ont perdu l'allergie ; le premier (graine {perdus[0][0]}) :\n")
graine, derive = perdus[0]
print(derive[0]["content"])

# %%
reponse = client.messages.create(model=MODELE_ANTHROPIC, max_tokens=1024,
                                 messages=[*derive, QUESTION])
print(texte(reponse), "| stop_reason :", reponse.stop_reason)

# %% [markdown]
# Aucune erreur, un `stop_reason` normal, et l'allergie a disparu : le résumé était la seule
# trace de ce fait dans ce qu'on envoie. Rien ne le signalera. La leçon 07 mesure cette perte sur
# 32 faits, avec et sans dérive.
#
# Un résumé **coupé** perd des faits tout aussi silencieusement. Envoyons la même consigne que
# `compacter_historique`, avec la même réflexion au plus bas (`between_tools`, le réglage le
# plus bas de claude-sonnet-5-5, qui refuse `disabled`), mais avec `max_tokens=30` : la réponse
# s'arrête en pleine phrase, et rien, dans le texte, ne la distingue d'un résumé complet. Seul
# `stop_reason` le dit.

# %%
anciens = camille[:point_de_coupe(camille, 6)]
brut = client.messages.create(model=MODELE_ANTHROPIC, max_tokens=30,
                              thinking={"type": "between_tools"},
                              messages=[*anciens, {"role": "user", "content": CONSIGNE_PERIODIQUE}])
print(texte(brut), "| stop_reason :", brut.stop_reason)

# %% [markdown]
# Sans ce réglage, c'est pire : claude-sonnet-5-5 réfléchit par défaut, sa réflexion compte
# dans `max_tokens`, et elle peut prendre toute la place. Le texte est alors vide :

# %%
brut = client.messages.create(model=MODELE_ANTHROPIC, max_tokens=30,
                              messages=[*anciens, {"role": "user", "content": CONSIGNE_PERIODIQUE}])
print([b.type for b in brut.content], repr(texte(brut)), "| stop_reason :", brut.stop_reason)

# %% [markdown]
# Gardé tel quel, ce texte ferait oublier l'allergie. `compacter_historique` lit donc
# `stop_reason` et refuse un résumé coupé, avant d'avoir remplacé quoi que ce soit :

# %% tags=["raises-exception"]
compacter_historique(camille, client, garder_derniers=6, max_tokens=30)

# %% [markdown]
# La dérive, elle, ne se détecte pas ainsi. Elle fait partie du prix du résumé : on la choisit
# **en connaissance de cause**, comme un risque de conception, et non comme un bogue qu'un test
# finira par attraper. Pour la réduire : conserver l'historique complet sur disque (la `Session`
# de la leçon 02) même quand on envoie la version compactée, et garder les faits critiques (une
# allergie) dans une mémoire à part, que le résumé ne réécrit pas. La leçon 08 en fait des
# garde-fous.

# %% [markdown]
# ## Ce que la compaction fait au cache
#
# Une compaction réécrit le début de l'historique : le préfixe change, donc le cache n'a plus
# rien à relire au-delà de ce qui précède l'historique (ici un prompt système long, avec son
# point de cache). Puis la conversation reprend en ne grandissant qu'à la fin, et le cache se
# reconstruit. Le prompt système est fabriqué en répétant quelques consignes, pour dépasser le
# minimum de 512 tokens du cache de claude-sonnet-5-5 (leçon 03) : seule sa longueur compte ici.
# La frise note, pour chaque appel, ce que devient chaque message de l'historique complet et ce
# que le cache en a fait.

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
SYSTEME_LONG = [{"type": "text", "text": "Tu es l'assistant d'accueil d'Atelier.\n"
                 + "\n".join(lignes), "cache_control": {"type": "ephemeral"}}]


def appel(messages: list[dict]):
    """Un appel avec points de cache (système et dernier bloc)."""
    *debut, dernier = messages
    bloc = {"type": "text", "text": dernier["content"], "cache_control": {"type": "ephemeral"}}
    return client.messages.create(model=MODELE_ANTHROPIC, max_tokens=1024, system=SYSTEME_LONG,
                                  messages=[*debut, {"role": "user", "content": [bloc]}])


reinitialiser()  # on part d'un cache vide : même résultat à chaque exécution
frise = Frise()
for fin in (15, 17, 19):  # la conversation grandit par la fin
    frise.noter(f"avant ({fin} msg)", sorts(fin, gardes=range(fin)), appel(camille[:fin]).usage)

suite = compacter_historique(camille, client, garder_derniers=6)
coupe = point_de_coupe(camille, 6)
for question in ("Quelle est mon équipe ?", "Comment s'appelle mon responsable ?"):
    suite.append({"role": "user", "content": question})
    n = len(suite) + 13  # l'historique complet : les 20 de Camille, puis ceux d'après
    reponse = appel(suite)
    frise.noter(f"après ({n} msg)", sorts(n, gardes=range(coupe, n), resumes=range(coupe)),
                reponse.usage)
    suite.append({"role": "assistant", "content": texte(reponse)})
print(frise.texte())

# %% [markdown]
# Premier appel après la compaction : seul le prompt système est relu, tout l'historique
# compacté est réécrit (au prix de l'écriture). Dès l'appel suivant, la colonne « lu » remonte :
# l'historique compacté est devenu le nouveau préfixe stable. Une compaction coûte donc deux
# fois : son propre appel, puis un cache à reconstruire. Les mêmes nombres en barres empilées :

# %%
frise.barres().set_title("Tokens d'entrée par appel : lus du cache, normaux, écrits")
plt.show()

# %% [markdown]
# Dans JupyterLab, le curseur ci-dessous fait défiler les appels : en haut le sort de chaque
# message, en bas les barres, l'appel choisi marqué en pointillé.

# %%
frise.panneau()

# %% [markdown]
# ## Fenêtre glissante ou résumé ?
#
# Commencez par la **fenêtre glissante** : pas d'appel en plus, un coût plafonné, et un oubli
# franc, que l'on peut prévoir. Le **résumé** se justifie quand un fait dit au début sert encore
# bien plus tard, une fois le message d'origine sorti du cadre (une allergie, une décision, une
# contrainte du projet). On accepte alors son appel supplémentaire, son cache à reconstruire et
# sa dérive possible. Les deux se combinent : un résumé tenu à jour en continu, à côté des
# derniers messages gardés mot pour mot, c'est le résumé glissant de la leçon 06.

# %% [markdown]
# ## Je sais faire
#
# - [ ] Écrire un `compacter_historique` minimal, et montrer les deux façons dont il casse.
# - [ ] Dire, pour chaque garde-fou de `contexte.compacter_historique`, la panne qu'il évite.
# - [ ] Lire l'`usage` de l'appel de résumé et dire combien d'appels le remboursent.
# - [ ] Montrer qu'un résumé garde un fait qu'une fenêtre de même taille oublie, et qu'un résumé
#   qui dérive le perd sans aucune erreur.

# %% [markdown]
# ## FAQ
#
# **Pourquoi le résumé est-il un message `user` et pas un prompt système ?**
# `compacter_historique` le place en tête des messages, comme du contexte fourni par
# l'utilisateur. On peut aussi le mettre dans le prompt système ; dans les deux cas, il change
# le début de la requête, donc le cache et, sur un modèle à réflexion préservée, la validité des
# blocs `thinking` qui suivent (leçon 08b).
#
# **Que se passe-t-il si l'appel de résumé échoue ?**
# Avec `contexte.compacter_historique`, l'exception remonte et l'historique d'origine reste
# intact : on réessaiera plus tard. Ne remplacez jamais l'historique avant d'avoir un résumé
# valide, et n'enregistrez jamais un message d'erreur à sa place.
#
# **Peut-on détecter une dérive automatiquement ?**
# En partie : vérifier que quelques faits critiques figurent encore dans le résumé, ou relire
# les faits depuis l'historique complet gardé sur disque. Aucune vérification ne les attrape
# toutes ; le banc de rétention de la leçon 07 les compte.
#
# Pour s'exercer : `exercises/ex6_compaction_outils.py` (une compaction qui garde les paires
# d'outils entières) et `exercises/ex7_resume_budget.py` (un résumé déclenché par un budget de
# tokens).
