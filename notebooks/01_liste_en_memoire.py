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
# **Durée estimée : 45 min.** L'exercice `ex1_serialize_gemini` (leçon 02) s'appuie sur la
# partie « Le même échange avec Gemini » de celle-ci.
#
# Un assistant conversationnel, réduit à l'os, tient en une boucle et une liste. À chaque
# échange, on ajoute la question à la liste, on envoie **toute** la liste au modèle, on ajoute sa
# réponse. Cette liste est toute la mémoire de l'assistant : voyons ce qu'elle retient, ce
# qu'elle perd, et ce qu'elle contient quand le modèle appelle un outil.
#
# Vocabulaire (glossaire de la leçon 00) : un **message** est un élément de la liste envoyée à
# l'API ; un **échange** va d'une question de l'utilisatrice à la réponse finale, outils compris.

# %% [markdown]
# ## Objectifs
#
# - Écrire la boucle d'agent minimale (une liste `messages`, un appel par échange) et vérifier
#   que le modèle ne sait que ce que contient la requête.
# - Recevoir une réponse en flux avec les deux SDK, et garder dans la liste le message complet.
# - Écrire la boucle d'outils : `tool_use` puis `tool_result` chez Anthropic, `function_call`
#   (avec sa `thought_signature`) puis `function_response` chez Gemini.
# - Constater que la liste disparaît quand le processus se termine.
# - Distinguer les deux problèmes cachés derrière « se souvenir » : persister et borner la croissance.

# %% [markdown]
# ## Mise en place
#
# `client_anthropic()` renvoie le vrai client du SDK `anthropic`. Sans clé (ou avec
# `CONTEXTE_HORS_LIGNE=1`), il parle au modèle local sur 127.0.0.1 : un programme déterministe,
# pas un LLM (voir la leçon 00).
#
# Une réponse du SDK n'est pas une chaîne : `reponse.content` est une liste de blocs, chacun
# avec son `type` (`text`, `tool_use`, `thinking`…). On lit donc le texte par type, jamais par
# position : le vrai claude-sonnet-5-5 réfléchit par défaut (réflexion adaptative), et sa réponse
# peut commencer par un ou plusieurs blocs `thinking` avant le texte. Le modèle local fait de
# même sur ce modèle : un bloc `thinking` signé, sans texte lisible, puis le texte. La petite
# fonction `texte` ne lit que le texte ; on la retrouve dans la mise en place des leçons suivantes.
# Plus bas, `client_gemini()` fera de même pour le SDK `google-genai` (le même modèle local, ou
# Gemini avec une clé).

# %%
import subprocess
import sys

from contexte.messages import type_de
from cours.clients import MODELE_ANTHROPIC, client_anthropic, hors_ligne_actif
from cours.scenario import camille_session1

client = client_anthropic()
print("On parle à :", "le modèle local (127.0.0.1)" if hors_ligne_actif()
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
# La fonction `echange` fait les trois gestes : ajouter la question, appeler, ajouter la réponse.

# %%
messages: list[dict] = []  # toute la mémoire de l'assistant


def echange(question: str) -> str:
    """Un échange : la question, l'appel avec tout l'historique, la réponse."""
    messages.append({"role": "user", "content": question})
    reponse = client.messages.create(model=MODELE_ANTHROPIC, max_tokens=1024,
                                     messages=messages)
    # On garde la réponse telle que le SDK la rend : une liste d'objets (blocs).
    messages.append({"role": "assistant", "content": reponse.content})
    return texte(reponse)


print(echange("Bonjour ! Je m'appelle Camille et je commence aujourd'hui chez Atelier, à Nantes."))
print(echange("Je suis dans l'équipe Paiements."))
print(echange("Quelle est mon équipe ?"))
print(len(messages), "messages dans la liste")

# %% [markdown]
# Au troisième appel, la réponse est juste parce que la phrase « équipe Paiements » faisait
# partie de la requête : le troisième appel envoyait les quatre messages précédents avec la
# question. La réponse vient de la liste, pas d'une mémoire propre au modèle.

# %% [markdown]
# ## La réponse en flux
#
# Un vrai modèle écrit sa réponse token après token : une longue réponse prend plusieurs
# secondes. Plutôt que de laisser l'utilisatrice devant un écran vide, on demande la réponse
# **en flux** (*streaming*) : le service envoie des événements au fil de l'écriture
# (server-sent events : `message_start`, des `content_block_delta`, `message_stop`), et on
# affiche chaque morceau dès qu'il arrive. Avec le SDK anthropic, `client.messages.stream(...)`
# donne `text_stream` (les morceaux de texte, dans l'ordre) et `get_final_message()` (le message
# complet, le même objet que `create` aurait rendu).
#
# Pour la mémoire, rien ne change : on ajoute à la liste le **message complet**, blocs
# `thinking` compris, pas les morceaux affichés. Continuons la conversation de Camille en flux ;
# la barre `|` sépare les morceaux reçus. (Le modèle local découpe vraiment sa réponse en
# événements, mais les envoie tous d'un coup à la fin : le découpage est réel, le rythme non.)

# %%
messages.append({"role": "user", "content": "Rappelle-moi où je travaille."})
with client.messages.stream(model=MODELE_ANTHROPIC, max_tokens=1024, messages=messages) as flux:
    for morceau in flux.text_stream:
        print(morceau, end="|", flush=True)  # affiché dès qu'il arrive
    final = flux.get_final_message()
messages.append({"role": "assistant", "content": final.content})  # le message complet
print(f"\n{len(messages)} messages ; blocs du dernier : {[b.type for b in final.content]}")

# %% [markdown]
# Même geste avec Gemini : `client.models.generate_content_stream(...)` renvoie les réponses
# partielles une à une. Une réponse de Gemini 3 peut porter
# une **signature de pensée** (`thought_signature`, des octets) sur sa dernière part : en flux,
# elle arrive vers la fin (ici, avec le dernier morceau). On garde donc les parts de tous les
# morceaux, pas le texte recollé, qui la perdrait : Google demande de renvoyer toute signature
# reçue telle quelle.

# %%
from google.genai import types

from cours.clients import MODELE_GEMINI, client_gemini

gemini = client_gemini()  # le vrai google.genai.Client : modèle local sans clé
contenus = [types.Content(role="user", parts=[types.Part(text="Je m'appelle Camille.")])]
parts = []
for morceau in gemini.models.generate_content_stream(model=MODELE_GEMINI, contents=contenus):
    print(morceau.text or "", end="|", flush=True)
    parts += morceau.candidates[0].content.parts
contenus.append(types.Content(role="model", parts=parts))  # toutes les parts, signature comprise
signees = sum(p.thought_signature is not None for p in parts)
print(f"\n{len(parts)} parts reçues, dont {signees} avec une thought_signature")

# %% [markdown]
# ## Sans la liste, le modèle ne sait rien
#
# Posons la même question dans une requête neuve, sans l'historique. Le modèle local ne voit que
# ce que contient la requête ; un vrai modèle non plus. La mémoire d'un assistant, c'est donc
# exactement ce qu'on choisit de lui renvoyer.
#
# **Prédisez la sortie** avant d'exécuter la cellule : que peut répondre le modèle ?
#
# <details><summary>Réponse</summary>
#
# Rien de juste : la requête ne contient qu'un message, qui ne dit pas l'équipe. Le modèle
# local le dit ; un vrai modèle le dirait aussi, ou inventerait. Aucun modèle ne peut retrouver
# « Paiements », qui n'est que dans notre liste `messages`.
#
# </details>

# %%
seule = client.messages.create(
    model=MODELE_ANTHROPIC, max_tokens=1024,
    messages=[{"role": "user", "content": "Quelle est mon équipe ?"}],
)
print(texte(seule))

# %% [markdown]
# ## Un échange avec un outil
#
# Un assistant fait souvent plus que parler : il appelle des **outils** (une recherche, un
# calcul, une API maison). On les déclare dans la requête (`tools=`) ; le modèle ne les exécute
# pas lui-même. Il répond par un bloc `tool_use` (avec un `id`, le `name` de l'outil et son
# `input`) et `stop_reason="tool_use"`. C'est à notre code d'exécuter l'outil, puis de renvoyer
# le résultat dans un bloc `tool_result` qui porte le même `id`, dans le message `user`
# suivant ; le modèle écrit alors sa réponse. Un échange avec un outil compte donc **quatre
# messages** : la question, le `tool_use`, le `tool_result`, la réponse.
#
# Deux règles à retenir. Chaque `tool_use` doit recevoir son `tool_result` dans le message qui
# suit immédiatement (sinon, erreur 400 « Each `tool_use` block must have a corresponding
# `tool_result` block in the next message »). Et la seconde, dans l'encadré, vaut pour toute la
# suite du cours.
#
# > **Règle : un bloc `thinking` est lié au début qui l'a produit.** claude-sonnet-5-5 réfléchit
# > par défaut : ses réponses commencent par un bloc `thinking` signé. Renvoyé, ce bloc est
# > vérifié contre tout ce qui le précédait quand il a été produit (`system`, `tools`, messages).
# >
# > 1. Dans une boucle d'outils, renvoyez le message `assistant` **tel que reçu**, blocs
# >    `thinking` compris.
# > 2. Si ce début change (un outil déclaré en cours de route, une fenêtre qui glisse, un
# >    résumé), les anciens blocs ne correspondent plus : erreur 400. On déclare donc les outils
# >    dès le premier appel ; une fenêtre ou un résumé retire les blocs `thinking` des messages
# >    qu'il réécrit (leçons 04 et 05), jamais ceux d'une boucle d'outils en cours.
# >
# > Le détail (signatures, réglage `drop_block`, compaction) : leçon 08b.
#
# Voyons la règle 2 en direct : continuons la conversation de Camille en déclarant soudain un
# outil.

# %% tags=["raises-exception"]
OUTILS = [{
    "name": "meteo",
    "description": "Météo actuelle d'une ville.",
    "input_schema": {"type": "object", "properties": {"ville": {"type": "string"}},
                     "required": ["ville"]},
}]
question = {"role": "user", "content": "Quel temps fait-il à Nantes ?"}
client.messages.create(model=MODELE_ANTHROPIC, max_tokens=1024, tools=OUTILS,
                       messages=[*messages, question])

# %% [markdown]
# Refusé : le message désigne le bloc `thinking` de la première réponse (`messages.1.content.0`),
# produit quand la requête n'avait pas d'outils. Il propose deux parades (retirer le bloc, ou
# `drop_block`, leçon 08b) ; ici, la bonne est plus simple : une **nouvelle conversation**, où
# les outils sont déclarés dès le premier appel et ne changent plus.

# %%
messages = []  # nouvelle conversation : les outils y sont déclarés dès le premier appel


def meteo(ville: str) -> str:
    """L'outil, côté Python : une réponse fixe, pour l'exemple."""
    return f"{ville} : 12 °C, averses"


def echange_avec_outils(question: str, max_appels: int = 5) -> str:
    """Un échange complet : la question, puis un appel au modèle par outil demandé."""
    messages.append({"role": "user", "content": question})
    for _ in range(max_appels):
        reponse = client.messages.create(model=MODELE_ANTHROPIC, max_tokens=1024,
                                         tools=OUTILS, messages=messages)
        messages.append({"role": "assistant", "content": reponse.content})  # tel que reçu
        if reponse.stop_reason != "tool_use":
            return texte(reponse)
        resultats = [{"type": "tool_result", "tool_use_id": bloc.id, "content": meteo(**bloc.input)}
                     for bloc in reponse.content if bloc.type == "tool_use"]
        messages.append({"role": "user", "content": resultats})
    raise RuntimeError(f"Plus de {max_appels} appels au modèle pour une seule question.")


# %% [markdown]
# **Prédisez la sortie** : après cet échange, combien de messages la liste aura-t-elle gagnés,
# et de quels types seront leurs blocs ?
#
# <details><summary>Réponse</summary>
#
# Quatre si le modèle appelle l'outil une fois (c'est ce que fait le modèle local, qui appelle
# un outil quand la question le concerne) : `user` (texte), `assistant` (`tool_use`, souvent
# précédé d'un texte ou, sur un modèle qui réfléchit, de blocs `thinking`), `user`
# (`tool_result`), `assistant` (`text`). Deux seulement si le modèle répond sans outil.
#
# </details>

# %%
avant = len(messages)
print(echange_avec_outils("Quel temps fait-il à Nantes ?"))
for message in messages[avant:]:
    contenu = message["content"]
    types_blocs = [type_de(b) for b in contenu] if isinstance(contenu, list) else ["texte simple"]
    print(f"{message['role']:<9} : {types_blocs}")

# %% [markdown]
# Le modèle n'a jamais vu Nantes sous la pluie : il a lu le `tool_result` que notre code a mis
# dans la requête. Pour la mémoire, les outils changent deux choses. La liste grandit plus
# vite (quatre messages pour une question, et un résultat d'outil peut être long), et ses
# messages vont **par paires** : un `tool_use` sans son `tool_result` est refusé (erreur 400).
# Les leçons 04 et 05 devront couper l'historique sans jamais séparer une paire.

# %% [markdown]
# ## Le même échange avec Gemini : `function_call` et sa signature
#
# Chez Gemini, un outil est une **fonction** déclarée dans `config` ; le modèle répond par une
# part `function_call` (un `name`, des `args`), notre code exécute la fonction et renvoie une
# part `function_response` dans un contenu `user`. Une règle de plus : la part qui porte le
# `function_call` porte aussi une `thought_signature`, des octets opaques. **Gemini 3 exige
# qu'on renvoie ces signatures pendant un appel de fonction**, sous peine d'une erreur de
# validation (4xx), même au niveau de réflexion le plus bas (source : `docs/sources.md`). Le
# plus sûr : ajouter `reponse.candidates[0].content` à l'historique tel qu'il a été reçu.

# %%
METEO = types.FunctionDeclaration(
    name="meteo", description="Météo actuelle d'une ville.",
    parameters_json_schema={"type": "object", "properties": {"ville": {"type": "string"}},
                            "required": ["ville"]})
config = types.GenerateContentConfig(tools=[types.Tool(function_declarations=[METEO])])
contenus = [types.Content(role="user", parts=[types.Part(text="Quel temps fait-il à Nantes ?")])]

reponse = gemini.models.generate_content(model=MODELE_GEMINI, contents=contenus, config=config)
contenus.append(reponse.candidates[0].content)  # tel que reçu : signature comprise
for part in reponse.candidates[0].content.parts:
    if part.function_call:
        print("function_call     :", part.function_call.name, dict(part.function_call.args))
        print("thought_signature :", type(part.thought_signature).__name__,
              f"de {len(part.thought_signature)} octets, {part.thought_signature[:6]!r}…")

appel = reponse.function_calls[0]
resultat = types.Part.from_function_response(name=appel.name,
                                             response={"resultat": meteo(**appel.args)})
contenus.append(types.Content(role="user", parts=[resultat]))
finale = gemini.models.generate_content(model=MODELE_GEMINI, contents=contenus, config=config)
print("réponse           :", finale.text)

# %% [markdown]
# Cassons-le : renvoyons le même historique, mais avec un `function_call` reconstruit à la main,
# sans sa signature, comme le ferait un code qui ne garde que `name` et `args`.

# %%
from google.genai import errors

sans_signature = types.Content(role="model", parts=[
    types.Part(function_call=p.function_call) for p in contenus[1].parts if p.function_call])
try:
    gemini.models.generate_content(model=MODELE_GEMINI, config=config,
                                   contents=[contenus[0], sans_signature, contenus[2]])
except errors.ClientError as e:
    print(e.code, e.status, ":", e.message.split(". ")[0])

# %% [markdown]
# Le modèle local répond comme le service réel (message relevé dans des rapports publics de
# 2026). Garder l'historique Gemini sur disque demandera donc de garder ces octets, encodés en
# base64 dans le JSON : c'est l'exercice `ex1_serialize_gemini` de la leçon 02.

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
# 2. **Borner la croissance** : chaque appel renvoie tout ce qui précède, donc chaque appel coûte
#    plus cher que le précédent. On y pense rarement au début : tout marche en démonstration,
#    et les ennuis n'arrivent qu'avec les vraies conversations, longues (leçons 03 à 08).
#
# Rejouons la session 1 de Camille (le scénario commun du cours : 10 échanges, donc
# 20 messages) dans une liste neuve : ses dix questions, une par appel, et les réponses du
# modèle. Regardons `usage.input_tokens`, le nombre de tokens d'entrée de chaque appel. Le modèle
# local les compte avec l'encodage cl100k de tiktoken : une approximation des tokenizers des
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
# Chaque appel renvoie tout ce qui précède : les tokens d'entrée grandissent à chaque échange,
# et le total de la session grandit comme le carré du nombre d'échanges. Dix échanges, c'est
# encore petit ; une conversation de plusieurs jours finit par coûter cher, par répondre
# lentement, puis par dépasser la fenêtre de contexte du modèle.

# %% [markdown]
# ## Je sais faire
#
# - [ ] Écrire une boucle de conversation qui renvoie tout l'historique à chaque appel.
# - [ ] Expliquer pourquoi un modèle « se souvient » : parce qu'on lui renvoie la liste.
# - [ ] Afficher une réponse en flux (`messages.stream`, `generate_content_stream`) et ajouter à
#   la liste le message complet.
# - [ ] Écrire la boucle d'outils : exécuter chaque `tool_use`, renvoyer son `tool_result`.
# - [ ] Faire un appel de fonction Gemini et renvoyer le `function_call` avec sa
#   `thought_signature`, tel que reçu.
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
# **Qui exécute l'outil, le modèle ou mon code ?**
# Votre code. Le modèle ne fait que demander l'appel (`tool_use`) ; il ne voit le résultat que
# si vous le lui renvoyez (`tool_result`). Un outil qui plante doit quand même produire un
# `tool_result` (avec `"is_error": true`), sinon la requête suivante est refusée.
#
# **On a mis `reponse.content` (des objets du SDK) dans la liste : est-ce permis ?**
# Oui, le SDK accepte ses propres blocs dans la requête suivante. Mais ces objets ne passent pas
# par `json.dumps` : c'est le premier obstacle de la leçon 02.
