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
# La fenêtre glissante oublie tout ce qui sort du cadre. Le résumé périodique, lui, remplace le
# début de l'historique par un court résumé et garde les derniers messages mot pour mot : les
# faits anciens survivent, à coût borné. Ce n'est pas gratuit (un appel de plus, le cache à
# reconstruire), et ce n'est pas sûr : un résumé peut se tromper sans rien dire.

# %% [markdown]
# ## Objectifs
#
# - Compacter un historique avec `compacter_historique(messages, client, garder_derniers=6)`.
# - Mesurer ce que coûte une compaction : tokens d'entrée, tokens de sortie, durée.
# - Vérifier que le résumé garde un fait que la fenêtre oubliait.
# - Reconnaître la dérive d'un résumé, qui ne lève aucune exception.
# - Lire dans `usage` le cache perdu puis reconstruit après une compaction.

# %% [markdown]
# ## Mise en place
#
# Le vrai client `anthropic`, qui parle sans clé au modèle local sur 127.0.0.1 : une doublure
# déterministe, pas un LLM. `compacter_historique` ne rend que la nouvelle liste de messages ;
# pour voir l'`usage` de l'appel qu'elle fait, on donne au client un petit crochet HTTP
# (`event_hooks`, un point d'extension public de `httpx2`, la bibliothèque HTTP du SDK
# `anthropic` 2.x) qui note chaque réponse du modèle.
# `%xmode Minimal` réduit les erreurs attendues à leur message.

# %%
# %xmode Minimal
import time

import anthropic

from contexte import camille_session1, point_de_coupe, vers_messages_anthropic
from contexte.compaction import CONSIGNE_PERIODIQUE, compacter_historique
from contexte.llm import MODELE_ANTHROPIC, client_anthropic, hors_ligne_actif
from contexte.tarifs import CLAUDE_SONNET
from modele_local import reinitialiser  # vide le cache simulé du modèle local

journal = []  # (usage, stop_reason) de chaque réponse du modèle, dans l'ordre


def noter(reponse) -> None:
    """Crochet HTTP : garde l'usage de chaque réponse réussie de /v1/messages."""
    if reponse.request.url.path.endswith("/v1/messages") and reponse.status_code == 200:
        reponse.read()
        corps = reponse.json()
        journal.append((corps["usage"], corps["stop_reason"]))


crochets = {"response": [noter]}
client = client_anthropic(http_client=anthropic.DefaultHttpxClient(event_hooks=crochets))
print("On parle à :", "le modèle local (doublure déterministe, 127.0.0.1)" if hors_ligne_actif()
      else f"l'API Anthropic, modèle {MODELE_ANTHROPIC}")

camille = vers_messages_anthropic(camille_session1())
QUESTION = {"role": "user", "content": "À quoi suis-je allergique ?"}


def texte(reponse) -> str:
    """Le texte d'une réponse du SDK (les autres blocs sont ignorés)."""
    return "".join(b.text for b in reponse.content if b.type == "text")


# %% [markdown]
# ## Compacter : un résumé, puis les derniers messages
#
# `compacter_historique` coupe l'historique en deux : les `garder_derniers` derniers messages
# restent tels quels ; tout ce qui précède part au modèle avec la consigne « Résume cette
# conversation en 5 lignes maximum, en gardant les faits et décisions importantes. »
# (modèle `claude-sonnet-5`, `max_tokens=300`). Le résumé revient comme un message `user` qui
# commence par « [Résumé de la conversation précédente] ».
#
# Deux garanties : la liste reçue n'est jamais modifiée, et si l'appel échoue, l'exception
# remonte **avant** tout remplacement. Rien n'est perdu.

# %%
compacte = compacter_historique(camille, client, garder_derniers=6)
print(len(camille), "messages →", len(compacte), "messages\n")
print(compacte[0]["content"])

# %% [markdown]
# Ce résumé est écrit par le modèle local, par des règles : il extrait les faits qu'il
# reconnaît et recopie les autres phrases de Camille. Un vrai modèle reformule. Pour comparer,
# voici le début d'un résumé écrit par un vrai modèle sur la même session. Ce n'est pas une
# sortie de `compacter_historique` : c'est l'un des deux essais réels du résumé glissant
# (leçon 06), avec sa propre consigne de résumé, enregistré le 2026-10-15.
#
# > Essai réel du 2026-10-15, gemini-2.5-flash sur Vertex AI : « Camille est une nouvelle
# > collaboratrice chez Atelier, membre de l'équipe Paiements. Elle a une allergie aux
# > arachides, à considérer pour les propositions (ex: traiteur). Son langage de
# > programmation p… » (extrait)
#
# Le résumé devient le premier message ; suivent deux messages `user` de suite (le résumé, puis
# le premier message gardé). L'API les accepte et les traite comme un seul tour.

# %% [markdown]
# ## Une compaction est un appel à part entière
#
# Résumer, c'est envoyer au modèle toute la partie à résumer, et payer sa réponse en tokens de
# sortie (les plus chers). Le crochet a noté cet appel :

# %%
usage, raison = journal[-1]
print("appel de résumé  : entrée", usage["input_tokens"], "tokens, sortie",
      usage["output_tokens"], "tokens, stop_reason =", raison)
avant = client.messages.count_tokens(model=MODELE_ANTHROPIC, messages=camille).input_tokens
apres = client.messages.count_tokens(model=MODELE_ANTHROPIC, messages=compacte).input_tokens
print(f"historique envoyé : {avant} tokens avant, {apres} après la compaction")

# %% [markdown]
# L'historique envoyé a fondu, mais l'appel de résumé a relu presque tout l'historique, et ses
# tokens de sortie coûtent cinq fois le prix de l'entrée (tarif de `contexte.tarifs`, à vérifier
# avant usage). Chaque appel suivant économise `avant − apres` tokens d'entrée : combien
# d'appels pour rembourser la compaction ?

# %%
cout_resume = CLAUDE_SONNET.cout(entree=usage["input_tokens"], sortie=usage["output_tokens"])
gain_par_appel = CLAUDE_SONNET.cout(entree=avant - apres)
print(f"remboursée au bout de {cout_resume / gain_par_appel:.1f} appels")

# %% [markdown]
# Quelques appels seulement, ici ; la leçon 07 fait ce calcul en détail (et avec le cache). La
# durée, elle, s'ajoute au tour qui déclenche la compaction : l'utilisatrice attend deux appels
# au lieu d'un.

# %%
# NBVAL_IGNORE_OUTPUT
# durées : elles changent à chaque exécution et selon la machine
debut = time.perf_counter()
compacter_historique(camille, client, garder_derniers=6)
print(f"compaction : {1000 * (time.perf_counter() - debut):.0f} ms (modèle local)")

# %% [markdown]
# Avec le modèle local, quelques millisecondes. Avec un vrai modèle, comptez le temps d'un appel
# complet : lire toute la partie à résumer, puis écrire jusqu'à `max_tokens` tokens de sortie,
# soit souvent plusieurs secondes. C'est pourquoi on compacte rarement (quand un seuil est
# franchi), pas à chaque tour, et parfois en arrière-plan, entre deux questions.

# %% [markdown]
# ## Le résumé se souvient là où la fenêtre oubliait
#
# Camille a parlé de son allergie au 11e message de la conversation, loin des 6 derniers.
# Posons la question à une fenêtre de 6 messages, puis à l'historique compacté, qui garde les
# mêmes 6 messages plus le résumé.

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
# Un résumé est un texte réécrit. Un vrai modèle peut reformuler un fait de travers : des
# « arachides » deviennent des « noix », une confusion courante (et dangereuse, pour un
# traiteur). Le modèle local, lui, recopie ; on simule donc cette dérive en altérant le résumé
# comme pourrait le faire un modèle, puis on pose la question.

# %%
derive = [{"role": "user", "content": compacte[0]["content"].replace("arachides", "noix")},
          *compacte[1:]]
reponse = client.messages.create(model=MODELE_ANTHROPIC, max_tokens=1024,
                                 messages=[*derive, QUESTION])
print(texte(reponse), "| stop_reason :", reponse.stop_reason)

# %% [markdown]
# Aucune erreur, une réponse assurée, et fausse. Le résumé est désormais la seule trace du
# fait : l'original a disparu de l'historique envoyé. Rien ne le signalera.
#
# Un résumé coupé perd des faits tout aussi silencieusement. Envoyons la même consigne que
# `compacter_historique`, mais avec `max_tokens=30` : la réponse s'arrête en pleine phrase, et
# rien, dans le texte, ne la distingue d'un résumé complet. Seul `stop_reason` le dit.

# %%
anciens = camille[:point_de_coupe(camille, 6)]
brut = client.messages.create(model=MODELE_ANTHROPIC, max_tokens=30,
                              messages=[*anciens, {"role": "user", "content": CONSIGNE_PERIODIQUE}])
print(texte(brut), "| stop_reason :", brut.stop_reason)

# %% [markdown]
# Gardé tel quel, ce texte ferait oublier l'allergie. `compacter_historique` lit donc
# `stop_reason` et refuse un résumé coupé, avant d'avoir remplacé quoi que ce soit :

# %% tags=["raises-exception"]
compacter_historique(camille, client, garder_derniers=6, max_tokens=30)

# %% [markdown]
# La dérive, elle, ne se détecte pas ainsi. Elle fait partie du prix du résumé : on la choisit
# **en connaissance de cause**, comme un risque de conception, et non comme un bogue qu'un test
# finira par attraper. Pour la réduire : garder `max_tokens` large et refuser un résumé
# dont `stop_reason` vaut `"max_tokens"` (ce que fait `compacter_historique`),
# conserver l'historique complet sur disque (la `Session` de la leçon 02) même quand on envoie
# la version compactée, et garder les faits critiques (une allergie) dans une mémoire à part,
# que le résumé ne réécrit pas. La leçon 08 en fait des garde-fous.

# %% [markdown]
# ## Ce que la compaction fait au cache
#
# Une compaction réécrit le début de l'historique : le préfixe change, donc le cache n'a plus
# rien à relire au-delà de ce qui précède l'historique (ici un prompt système long, avec son
# point de cache). Puis la conversation reprend en ne grandissant qu'à la fin, et le cache se
# reconstruit. Le prompt système est fabriqué en répétant quelques consignes, pour dépasser le
# minimum de 1 024 tokens : seule sa longueur compte ici.

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
ENTETE = f"{'':<28}{'envoyé':>7}{'normal':>8}{'écrit':>8}{'lu':>8}"


def appel(nom: str, messages: list[dict]):
    """Un appel avec points de cache (système et dernier bloc) ; affiche son usage."""
    *debut, dernier = messages
    bloc = {"type": "text", "text": dernier["content"], "cache_control": {"type": "ephemeral"}}
    reponse = client.messages.create(model=MODELE_ANTHROPIC, max_tokens=1024, system=SYSTEME,
                                     messages=[*debut, {"role": "user", "content": [bloc]}])
    u = reponse.usage
    total = u.input_tokens + u.cache_creation_input_tokens + u.cache_read_input_tokens
    print(f"{nom:<28}{total:>7}{u.input_tokens:>8}{u.cache_creation_input_tokens:>8}"
          f"{u.cache_read_input_tokens:>8}")
    return reponse


reinitialiser()  # on part d'un cache vide : même résultat à chaque exécution
print(ENTETE)
for fin in (15, 17, 19):  # la conversation grandit par la fin
    appel(f"avant : {fin} messages", camille[:fin])

# %% [markdown]
# Avant la compaction, la colonne « lu » monte à chaque appel. Compactons, puis continuons la
# conversation avec deux nouvelles questions de Camille.

# %%
suite = compacter_historique(camille, client, garder_derniers=6)
print(ENTETE)
for question in ("Quelle est mon équipe ?", "Comment s'appelle mon responsable ?"):
    suite.append({"role": "user", "content": question})
    reponse = appel(f"après : {len(suite)} messages", suite)
    suite.append({"role": "assistant", "content": texte(reponse)})
    print(" " * 28, "→", texte(reponse))

# %% [markdown]
# Premier appel après la compaction : seul le prompt système est relu, tout l'historique
# compacté est réécrit (au prix de l'écriture). Dès l'appel suivant, la colonne « lu » remonte :
# l'historique compacté est devenu le nouveau préfixe stable. Une compaction coûte donc deux
# fois : son propre appel, puis un cache à reconstruire. Raison de plus pour compacter rarement,
# par gros paquets.

# %% [markdown]
# ## Fenêtre glissante ou résumé ?
#
# Commencez par la **fenêtre glissante** : pas d'appel en plus, un coût plafonné, et un oubli
# franc, que l'on peut prévoir. Le **résumé** se justifie quand un fait dit au début sert encore
# bien plus tard, une fois le message d'origine sorti du cadre (une allergie, une décision, une
# contrainte du projet). On accepte alors son appel supplémentaire, son cache à reconstruire et
# sa dérive possible. Les deux se combinent : un résumé tenu à jour en continu, à côté des
# derniers tours gardés mot pour mot, c'est le résumé glissant de la leçon 06.

# %% [markdown]
# ## Je sais faire
#
# - [ ] Compacter un historique avec `compacter_historique` en gardant les 6 derniers messages.
# - [ ] Lire l'`usage` de l'appel de résumé et dire quand il est remboursé.
# - [ ] Montrer qu'un résumé garde un fait qu'une fenêtre de même taille oublie.
# - [ ] Expliquer pourquoi une dérive ne lève aucune exception, et repérer un résumé coupé
#   grâce à `stop_reason`.
# - [ ] Prévoir la perte de cache qui suit chaque compaction.

# %% [markdown]
# ## FAQ
#
# **Pourquoi le résumé est-il un message `user` et pas un prompt système ?**
# `compacter_historique` le place en tête des messages, comme du contexte fourni par
# l'utilisateur. On peut aussi le mettre dans le prompt système ; dans les deux cas, il change
# le début de la requête, et donc le cache.
#
# **Que se passe-t-il si l'appel de résumé échoue ?**
# L'exception remonte et l'historique d'origine reste intact : on réessaiera plus tard. Ne
# remplacez jamais l'historique avant d'avoir un résumé valide.
#
# **Peut-on détecter une dérive automatiquement ?**
# En partie : vérifier que quelques faits critiques figurent encore dans le résumé, ou relire
# les faits depuis l'historique complet gardé sur disque. Aucune vérification ne les attrape
# toutes.
#
# Pour s'exercer : `exercises/ex4_resume_budget.py` (un résumé déclenché par un budget de
# tokens).
