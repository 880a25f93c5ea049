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
# # 06 — Le résumé glissant
#
# **Durée estimée : 1 h.**
#
# La fenêtre glissante oublie tout ce qui sort de la fenêtre ; le résumé périodique coûte un appel
# et peut dériver. Le résumé glissant marie les deux : on envoie toujours les quelques tours les
# plus récents, intacts, précédés d'un résumé court de tout ce qui est plus ancien, réécrit à
# chaque dépassement. La conversation garde ainsi une taille bornée, quelle que soit sa durée.

# %% [markdown]
# ## Objectifs
#
# - Expliquer le rôle de `max_turns` et de `keep_last`, et ce qui se passe au moment du dépassement.
# - Vérifier la logique de `RollingSummary` sans appeler de LLM, en lui passant sa propre
#   fonction `summarize`.
# - Lire `SUMMARY_PROMPT` ligne par ligne et justifier « sans titre » et « ne garde que la nouvelle ».
# - Comparer le résumé du modèle local aux deux essais réels enregistrés sur la session de Camille.
# - Dire ce que le résumé ne fait pas : garder les faits d'une session à l'autre.

# %% [markdown]
# ## Mise en place
#
# `client_anthropic()` renvoie le vrai client du SDK `anthropic`. Sans clé, il parle au modèle
# local sur 127.0.0.1 : un programme déterministe, pas un LLM, dont les tokens sont comptés avec
# l'encodage cl100k (une approximation des tokenizers des fournisseurs).

# %%
import inspect
import textwrap

import ipywidgets as widgets

import contexte
from contexte import SUMMARY_PROMPT, RollingSummary, approx_tokens, vers_messages_anthropic
from contexte.appel_llm import delimiter_tours, llm_summarizer
from cours.clients import MODELE_ANTHROPIC, client_anthropic, hors_ligne_actif
from cours.frise import Frise, sorts
from cours.scenario import camille_session1

client = client_anthropic(max_retries=0)
# AUTEUR étiquette chaque sortie du modèle : impossible de la prendre pour celle d'un vrai LLM
AUTEUR = "le modèle local" if hors_ligne_actif() else f"{MODELE_ANTHROPIC} (vrai service)"
print("On parle à :", "le modèle local (programme déterministe, 127.0.0.1)" if hors_ligne_actif()
      else f"l'API Anthropic, modèle {MODELE_ANTHROPIC}")


def texte(reponse) -> str:
    """Le texte d'une réponse du SDK (les autres blocs sont ignorés)."""
    return "".join(b.text for b in reponse.content if b.type == "text")


# %% [markdown]
# ## Le principe
#
# Deux réglages suffisent. `max_turns` est le nombre de tours au-delà duquel on compacte ;
# `keep_last` est le nombre de tours récents que l'on garde tels quels. Pourquoi intacts ? Parce
# que la suite d'une conversation s'appuie sur les mots exacts de l'échange précédent : après une
# liste de trois conseils, « et le deuxième ? » ne veut rien dire si la liste a été résumée.
# Tout ce qui est plus ancien passe dans le résumé.
#
# Avec les réglages par défaut (`max_turns=12`, `keep_last=6`), voici ce qui se passe à l'ajout
# du 13ᵉ tour :
#
# ```text
#  AVANT : 13 tours, un de plus que max_turns = 12
#  ┌──────────────────────────────┬──────────────────────────────┐
#  │ tours 1 à 7                  │ tours 8 à 13 (keep_last = 6) │
#  └──────────────┬───────────────┴──────────────┬───────────────┘
#                 │                              │
#                 ▼                              │
#  ┌──────────────────────────────┐              │
#  │ LLM : résumé actuel          │              │  recopiés
#  │     + tours 1 à 7            │              │  tels quels
#  │     = nouveau résumé         │              │
#  └──────────────┬───────────────┘              │
#                 ▼                              ▼
#  ┌──────────────────────────────┬──────────────────────────────┐
#  │ résumé (≤ 120 mots)          │ tours 8 à 13, mot pour mot   │
#  └──────────────────────────────┴──────────────────────────────┘
#  APRÈS : un résumé + 6 tours
# ```
#
# Le résumé n'est pas une pile de résumés successifs : à chaque dépassement, l'ancien résumé
# repasse dans l'appel avec les tours à fondre, et il en ressort un seul texte, toujours court,
# où une information périmée peut être remplacée au lieu d'être empilée.

# %% [markdown]
# ## Le schéma, vérifié
#
# Pour voir la mécanique sans LLM, on injecte un « résumeur témoin » : il ne résume rien, il dit
# seulement ce qu'il a reçu. Treize tours numérotés suffisent pour déclencher la première
# compaction.

# %%
def resumeur_temoin(summary, old_turns):
    """Ne résume rien : décrit ce qu'il a reçu (l'ancien résumé et les tours à fondre)."""
    premier, dernier = old_turns[0][1], old_turns[-1][1]
    return f"[{summary or 'vide'} + {premier} à {dernier}]"


temoin = RollingSummary(resumeur_temoin, max_turns=12, keep_last=6)
for numero in range(1, 14):
    temoin.add("user" if numero % 2 else "model", f"tour {numero}")

print("résumé :", temoin.summary)
print("gardés :", [contenu for _, contenu in temoin.turns])

# %% [markdown]
# Les tours 1 à 7 sont partis dans le résumé, les tours 8 à 13 sont intacts. Il reste 6 tours.
#
# **Prédisez la sortie** : on ajoute les tours 14 à 20. À quel tour a lieu la prochaine
# compaction, et qu'affichera la cellule suivante ?
#
# <details><summary>La réponse</summary>
#
# Au 20ᵉ tour, le premier qui fait dépasser `max_turns` (6 gardés + 7 nouveaux = 13). L'ancien
# résumé est fondu avec les tours 8 à 14 : `[[vide + tour 1 à tour 7] + tour 8 à tour 14]`, et
# les tours 15 à 20 restent mot pour mot.
# </details>

# %%
for numero in range(14, 21):
    temoin.add("user" if numero % 2 else "model", f"tour {numero}")

print("résumé :", temoin.summary)
print("gardés :", [contenu for _, contenu in temoin.turns])

# %% [markdown]
# ## Le code
#
# `RollingSummary(summarize, max_turns=12, keep_last=6)` garde deux attributs : `.summary` (un
# texte) et `.turns` (une liste de tuples `(role, text)`, rôles `"user"` ou `"model"`). Toute la
# règle tient dans `add` : on ajoute le tour, et si l'on dépasse `max_turns`, on compacte.

# %%
print(inspect.getsource(RollingSummary.add))


# %% [markdown]
# `compacter` appelle `summarize(summary, old_turns)` et ne remplace les tours qu'une fois le
# nouveau résumé obtenu. Ce détail d'ordre est un garde-fou à part entière : la leçon 08 montre ce
# que l'on perd quand on fait l'inverse.
#
# **Deux API pour une même idée.** `RollingSummary` et
# `compacter_historique` (leçon 05) font la même opération : remplacer le début de l'historique
# par un résumé et garder la fin mot pour mot. Ils ne comptent pas la même chose :
#
# | | `RollingSummary` | `compacter_historique` |
# | --- | --- | --- |
# | réglages | `max_turns`, `keep_last` | `garder_derniers` |
# | unité | des **tours** `(role, texte)`, texte seul | des **messages** de l'API, blocs compris |
# | rôle du modèle | `"model"` (comme Gemini) | `"assistant"` (comme Anthropic) |
# | gardé mot pour mot | `keep_last` tours | `garder_derniers` messages (coupe avancée à une question) |
# | quand on compacte | seul, dès que `max_turns` est dépassé | quand vous l'appelez (votre seuil) |
# | le résumé | l'attribut `.summary` | le premier message `user` de la liste rendue |
# | qui résume | la fonction `summarize` injectée | le `client` passé en argument |
#
# `vers_messages_anthropic(conv.turns)` passe des tours aux messages (`"model"` devient
# `"assistant"`). Sans outil, un tour est un message, et `keep_last=6` garde les mêmes six
# messages que `garder_derniers=6`.

# %% [markdown]
# ## Tester sans clé
#
# La fonction `summarize` est *injectée* : en production, c'est un appel au LLM
# (`contexte.appel_llm.llm_summarizer`) ; dans un test, n'importe quelle fonction fait l'affaire.
# On vérifie ainsi *quand* on résume et *ce qu'on garde*, sans clé, sans réseau et en quelques
# millisecondes. Voici le test du cours, tel qu'il figure dans `tests/test_resume.py`.
# L'astuce `calls.append(...) or ...` : `append` renvoie `None`, donc le `or` renvoie le texte.

# %%
def test_rolling_summary_keeps_last_turns():
    calls = []
    conv = contexte.RollingSummary(lambda s, old: calls.append(len(old)) or f"résumé de {len(old)} tours",
                                   max_turns=4, keep_last=2)
    for i in range(5):
        conv.add("user", f"m{i}")
    assert calls == [3] and conv.summary == "résumé de 3 tours"
    assert conv.turns == [("user", "m3"), ("user", "m4")]


test_rolling_summary_keeps_last_turns()
print("test_rolling_summary_keeps_last_turns : réussi")

# %% [markdown]
# Un cas limite mérite son propre test : `keep_last=0`, où tout doit partir dans le résumé. Le
# découpage naïf `turns[-keep_last:]` s'y trompe, car `-0` vaut `0` et `turns[0:]` garde tout.
# `RollingSummary` calcule l'indice de coupe explicitement ; le test le confirme.

# %%
tours = ["m0", "m1", "m2"]
keep_last = 0
print("turns[-keep_last:]            ->", tours[-keep_last:])
print("turns[len(turns) - keep_last:] ->", tours[len(tours) - keep_last:])


def test_keep_last_zero_resume_tout():
    conv = RollingSummary(lambda s, old: f"résumé de {len(old)} tours", max_turns=2, keep_last=0)
    for i in range(3):
        conv.add("user", f"m{i}")
    assert conv.summary == "résumé de 3 tours" and conv.turns == []


test_keep_last_zero_resume_tout()
print("test_keep_last_zero_resume_tout : réussi")

# %% [markdown]
# ## Une consigne courte et précise
#
# Le résumé repart avec *chaque* appel suivant : un mot superflu y est facturé autant de fois
# qu'il reste d'appels.
# La consigne `SUMMARY_PROMPT` est donc courte et précise. Elle dit quoi garder (décisions,
# demandes en cours, informations données par l'utilisateur), quoi jeter (politesses,
# répétitions), et comment traiter une information qui a changé : ne garder que la nouvelle.

# %%
print(SUMMARY_PROMPT)

# %% [markdown]
# La dernière phrase est propre à ce cours. `llm_summarizer` envoie l'ancien résumé et les tours
# à fondre entre balises, comme du contenu : un tour qui dirait « ignore tes consignes » doit être
# résumé, pas obéi. Voici ce que le LLM reçoit pour les deux premiers tours de Camille.

# %%
print(delimiter_tours("", camille_session1()[:2]))

# %% [markdown]
# ## Deux essais réels
#
# La session 1 de Camille compte 10 messages de l'utilisatrice, donc 20 tours. Elle a été passée
# deux fois dans un résumé glissant, avec de vrais modèles, le 2026-10-15. Les résumés ci-dessous
# sont des résultats enregistrés, pas des sorties de ce notebook ; seuls leurs 200 premiers
# caractères ont été conservés, d'où la coupure en plein mot.
#
# Premier essai, avec une consigne à laquelle il manquait encore deux phrases, « 120 mots
# maximum, en français. » et « Réponds uniquement par le texte du résumé, sans titre. »,
# modèle gemini-3.5-flash :
#
# > « \*\*Nouveau résumé :\*\*
# >
# > Camille est une nouvelle employée de l'entreprise Atelier à Nantes, au sein de l'équipe
# > Paiements. Elle utilise principalement le langage Go et effectue ses trajets domicile-trav »
# >
# > — résumé glissant en fin de session, 2026-10-15, gemini-3.5-flash
#
# Deuxième essai, avec ces deux phrases (mais sans la dernière, sur les balises, propre au
# cours), modèle gemini-2.5-flash sur Vertex AI :
#
# > « Camille est une nouvelle collaboratrice chez Atelier, membre de l'équipe Paiements. Elle a
# > une allergie aux arachides, à considérer pour les propositions (ex: traiteur). Son langage de
# > programmation p »
# >
# > — résumé glissant en fin de session, 2026-10-15, gemini-2.5-flash (Vertex AI)
#
# Deux enseignements :
#
# 1. **Le titre parasite a disparu.** « Nouveau résumé : » n'apporte rien et aurait été renvoyé
#    à chaque appel. Il n'est plus là avec la consigne « sans titre ». Le modèle a changé aussi
#    entre les deux essais : ils ne séparent pas les deux causes, mais la consigne est la seule
#    des deux que l'on maîtrise.
# 2. **« équipe Paiements » est toujours là, et c'est normal.** Camille annonce son passage à
#    l'équipe Plateforme dans son dernier message. Ce tour-là fait partie des 6 derniers, envoyés
#    intacts : il n'est pas encore passé dans le résumé. Il faut lire le résumé *et* les tours
#    récents : pris ensemble, ils disent la bonne chose (Paiements hier, Plateforme à partir de
#    lundi).
#
# Le titre paraît anodin : `approx_tokens("**Nouveau résumé :**\n\n")` vaut 7, renvoyés à chaque
# appel ; sur 200 appels, 1 400 tokens d'entrée payés pour rien.

# %% [markdown]
# ## La session de Camille, sur le modèle local
#
# Rejouons la même session dans `RollingSummary(summarize, 12, 6)`, avec
# `llm_summarizer(client)` : le vrai code de production, qui passe par le vrai client du SDK.
# Sans clé, ce client parle au modèle local. Celui-ci n'est pas un LLM : c'est un programme
# déterministe qui extrait les faits par des règles. Sa sortie montre la mécanique, pas la qualité
# d'un vrai résumé.

# %%
conv = RollingSummary(llm_summarizer(client), max_turns=12, keep_last=6)
for numero, (role, contenu) in enumerate(camille_session1(), start=1):
    avant = conv.summary
    conv.add(role, contenu)
    if conv.summary != avant:
        print(f"tour {numero:2} : compaction, {len(conv.turns)} tours gardés mot pour mot")

# %%
print(f"Résumé en fin de session, écrit par : {AUTEUR}\n")
print(conv.summary)
print(f"\n({len(conv.summary.split())} mots, ~{approx_tokens(conv.summary)} tokens)")
print("\nLes 6 tours gardés mot pour mot :")
for role, contenu in conv.turns:
    print(f"{role:>5} │ {textwrap.shorten(contenu, 85, placeholder=' …')}")

# %% [markdown]
# On retrouve les deux enseignements des essais réels. Pas de titre : le modèle local n'en écrit
# pas sans qu'on le lui demande (ce n'est donc pas lui qui prouve l'effet de la consigne, ce sont
# les essais réels).
# « Paiements » est dans le résumé, « Plateforme » dans les tours gardés. Vérifions-le.

# %%
recents = " ".join(contenu for _, contenu in conv.turns)
verifications = {
    "titre en tête du résumé": conv.summary.lstrip().startswith(("*", "#", "Nouveau résumé")),
    "« Paiements » dans le résumé": "Paiements" in conv.summary,
    "« Plateforme » dans le résumé": "Plateforme" in conv.summary,
    "« Plateforme » dans les tours gardés": "Plateforme" in recents,
    "« arachides » dans le résumé": "arachides" in conv.summary,
    "résumé de 120 mots au plus": len(conv.summary.split()) <= 120,
}
for question, reponse in verifications.items():
    print(f"{'oui' if reponse else 'non':>4}  {question}")

# %% [markdown]
# | | essai 1 (gemini-3.5-flash) | essai 2 (gemini-2.5-flash) | modèle local |
# | --- | --- | --- | --- |
# | titre parasite | oui | non | non |
# | « équipe Paiements » dans le résumé | oui | oui | oui |
# | allergie aux arachides | hors de l'extrait | oui | oui |
#
# Résumé et tours récents vont ensemble : c'est ce couple qu'on envoie au modèle. Envoyons-le, le
# résumé dans le message système, et posons la question qui fâche.

# %%
question = {"role": "user", "content": "Dans quelle équipe suis-je ?"}
reponse = client.messages.create(
    model=MODELE_ANTHROPIC, max_tokens=1024,
    system=f"Résumé de la conversation précédente : {conv.summary}",
    messages=vers_messages_anthropic(conv.turns) + [question],
)
print(f"[{AUTEUR}]", texte(reponse))

# %% [markdown]
# ## La frise : ce que chaque appel envoie
#
# Rejouons la session avec un appel au modèle après chaque message de Camille, comme le ferait
# l'assistant. La frise montre, appel par appel, quels tours partent mot pour mot (█) et lesquels
# n'existent plus que dans le résumé (▒) ; les colonnes de droite sont l'`usage` de l'appel
# (sans point de cache ici : seule compte la taille de ce qui part à chaque appel).
#
# Le résumé change de place : plus haut, il était dans le prompt système ; ici, il ouvre la
# requête dans un message `user`, comme dans `compacter_historique` (leçon 05). Le modèle lit la
# même chose, mais un prompt système fixe reste relu depuis le cache (leçon 03b) quand le résumé
# change ; dans le système, chaque nouveau résumé change tout dès le premier token. La suite de
# la leçon le garde donc dans un message.

# %%
frise = Frise()
suivi = RollingSummary(llm_summarizer(client), max_turns=12, keep_last=6)
for numero, (role, contenu) in enumerate(camille_session1(), start=1):
    suivi.add(role, contenu)
    if role != "user":
        continue
    envoi = vers_messages_anthropic(suivi.turns)
    if suivi.summary:  # le résumé ouvre la requête, dans un message user
        envoi.insert(0, {"role": "user", "content": f"[Résumé]\n{suivi.summary}"})
    reponse = client.messages.create(model=MODELE_ANTHROPIC, max_tokens=1024, messages=envoi)
    gardes = len(suivi.turns)
    frise.noter(f"tour {numero}", sorts(numero, gardes=range(numero - gardes, numero),
                                        resumes=range(numero - gardes)), reponse.usage)
print(frise.texte())

# %% [markdown]
# La bande ne dépasse jamais 12 tours envoyés ; au tour 13, sept tours passent dans le résumé
# d'un coup, et la colonne « normal » retombe. Dans JupyterLab, le curseur fait défiler les
# appels :

# %%
frise.panneau()

# %% [markdown]
# ## Une nouvelle session repart de zéro
#
# Le résumé vit dans l'objet `conv`, en mémoire. La session suivante repart d'un résumé vide :
# tout ce que Camille a dit est perdu, y compris son changement d'équipe. Ouvrons une nouvelle
# session et posons la même question.

# %%
session2 = RollingSummary(llm_summarizer(client), max_turns=12, keep_last=6)
reponse = client.messages.create(
    model=MODELE_ANTHROPIC, max_tokens=1024,
    messages=vers_messages_anthropic(session2.turns) + [question],
)
print(f"[{AUTEUR}]", texte(reponse))

# %% [markdown]
# On pourrait enregistrer l'état (`RollingSummary.save`), mais ce serait confondre deux choses.
# Le résumé compresse *une conversation* ; les faits durables sur l'utilisatrice (son équipe
# actuelle, son allergie) appartiennent à une **mémoire à long terme**, tenue à part et mise à jour
# quand un fait change. C'est le sujet de la leçon 11 (`notebooks/11_memoire_long_terme.ipynb`).

# %% [markdown]
# ## Explorer les réglages
#
# Les curseurs rejouent les premiers tours de Camille avec un résumeur témoin (aucun appel au
# modèle) et indiquent, tour par tour, s'il a été fondu dans le résumé ou gardé mot pour mot,
# avec son nombre de tokens (`approx_tokens`). Essayez `keep_last=0`, puis `keep_last` égal à
# `max_turns`. D'abord la fonction qui rejoue la session et écrit le tableau.

# %%
TOURS = camille_session1()


def tableau(max_turns=12, keep_last=6, n_tours=20):
    """Rejoue les n_tours premiers tours de Camille ; dit ce que devient chacun (un texte)."""
    if keep_last > max_turns:
        return f"keep_last ({keep_last}) > max_turns ({max_turns}) : RollingSummary le refuse."
    compactions = []    # (tour qui déclenche, nombre de tours fondus)
    numero = 0

    def summarize(summary, old_turns):
        compactions.append((numero, len(old_turns)))
        return "résumé"

    conv = RollingSummary(summarize, max_turns, keep_last)
    for numero, (role, contenu) in enumerate(TOURS[:n_tours], start=1):  # noqa: B007 (summarize lit numero)
        conv.add(role, contenu)

    sort, fondus = {}, 0
    for k, (declencheur, combien) in enumerate(compactions, start=1):
        for i in range(fondus + 1, fondus + combien + 1):
            sort[i] = f"résumé (compaction {k}, au tour {declencheur})"
        fondus += combien
    lignes = [f"max_turns={max_turns}, keep_last={keep_last}, {n_tours} tours : "
              f"{len(compactions)} compaction(s)", "tour  rôle   tokens  sort"]
    for i, (role, contenu) in enumerate(TOURS[:n_tours], start=1):
        lignes.append(f"{i:4}  {role:5}  {approx_tokens(contenu):6}  "
                      f"{sort.get(i, 'gardé mot pour mot')}")
    resumes = sum(approx_tokens(t) for _, t in TOURS[:fondus])
    gardes = sum(approx_tokens(t) for _, t in conv.turns)
    lignes.append(f"tokens des tours résumés ({fondus}) : {resumes} ; des tours gardés "
                  f"({len(conv.turns)}) : {gardes} ; plus ceux du résumé lui-même")
    return "\n".join(lignes)


# %% [markdown]
# Puis les curseurs. Chaque déplacement réécrit le tableau dans la zone de sortie du widget, avec
# `append_stdout` plutôt que `print` : le texte va dans le widget et nulle part ailleurs. Sans
# widgets, `print(tableau(max_turns=8, keep_last=4))` dans une cellule donne le même tableau.

# %%
curseurs = {
    "max_turns": widgets.IntSlider(12, min=1, max=20, description="max_turns",
                                   continuous_update=False),
    "keep_last": widgets.IntSlider(6, min=0, max=20, description="keep_last",
                                   continuous_update=False),
    "n_tours": widgets.IntSlider(20, min=1, max=20, description="tours",
                                 continuous_update=False),
}
zone = widgets.Output()


def rafraichir(_changement=None):
    zone.outputs = ()
    zone.append_stdout(tableau(**{nom: c.value for nom, c in curseurs.items()}))


for curseur in curseurs.values():
    curseur.observe(rafraichir, names="value")
rafraichir()
from IPython.display import display

explorateur = widgets.VBox([*curseurs.values(), zone])
# Un notebook enregistré ne garde d'un widget que son texte de remplacement : une consigne en
# français plutôt que le `VBox(children=…)` de Python. Le tableau, lui, n'est que dans le widget.
vue = {"version_major": 2, "version_minor": 0, "model_id": explorateur.model_id}
display({"application/vnd.jupyter.widget-view+json": vue,
         "text/plain": "(exécutez la cellule pour afficher les curseurs)"}, raw=True)

# %% [markdown]
# ## Ne jamais faire attendre l'utilisatrice pour un résumé
#
# Au 13ᵉ tour, `add` appelle le LLM de résumé **avant** de rendre la main : l'utilisatrice attend
# le résumé (des secondes, sur un vrai modèle), puis la réponse. Rien n'oblige à l'attendre : la
# réponse peut partir tout de suite, en flux, avec l'historique encore complet, pendant que le
# résumé s'écrit en arrière-plan. Il faut pour cela les clients asynchrones
# (`client_anthropic(asynchrone=True)` rend un `anthropic.AsyncAnthropic` ; chez google-genai,
# `client.aio`) et `asyncio` (dans un notebook, une cellule peut faire `await` directement).
#
# `RollingSummaryEnFond` (dans `contexte.resume`) est un `RollingSummary` dont `add` lance la
# compaction dans une tâche `asyncio` sans l'attendre ; `llm_summarizer_async` est l'appel de
# résumé, en asynchrone. Les règles de `compacter` tiennent : résumer d'abord, remplacer
# ensuite, donc un échec ne perd rien ; les tours arrivés pendant le résumé restent dans `turns`.
#
# Le modèle local résume en quelques millisecondes ; pour imiter un vrai résumé, on lui demande
# une réponse lente avec le nom de modèle `hors-ligne-lent-1` (il attend 1 s avant de répondre).

# %%
import time

from contexte.appel_llm import llm_summarizer_async
from contexte.resume import RollingSummaryEnFond

client_async = client_anthropic(asynchrone=True, max_retries=0)
MODELE_RESUME = "hors-ligne-lent-1" if hors_ligne_actif() else MODELE_ANTHROPIC


async def echange(conv, question, attendre_le_resume):
    """Un échange : la question, la réponse en flux ; renvoie le journal et les durées vues."""
    debut, journal, duree = time.perf_counter(), [], {}
    conv.add("user", question)  # au-delà de max_turns : compaction lancée, pas attendue
    if conv.en_cours():
        journal.append("compaction lancée")
        conv.tache.add_done_callback(lambda t: journal.append(
            "résumé substitué" if t.result() else "résumé en échec"))
    if attendre_le_resume:
        await conv.attendre()
    envoi = vers_messages_anthropic(conv.turns)
    if conv.summary:
        envoi.insert(0, {"role": "user", "content": f"[Résumé]\n{conv.summary}"})
    morceaux = []
    async with client_async.messages.stream(model=MODELE_ANTHROPIC, max_tokens=1024,
                                            messages=envoi) as flux:
        async for morceau in flux.text_stream:
            if not morceaux:
                duree["premier morceau"] = time.perf_counter() - debut
                journal.append("premier morceau de la réponse")
            morceaux.append(morceau)
    duree["réponse complète"] = time.perf_counter() - debut
    journal.append("réponse complète")
    conv.add("model", "".join(morceaux))
    return journal, duree, len(envoi)


# %% [markdown]
# Rejouons les 12 premiers tours de Camille, puis sa 13ᵉ question, deux fois : en attendant le
# résumé, comme `RollingSummary`, puis en le laissant tourner en arrière-plan.
#
# **Prédisez** : dans quel ordre arrivent les événements de chaque échange, et combien de
# messages partent avec la question en arrière-plan ?
#
# <details><summary>La réponse</summary>
#
# En attendant : compaction, résumé substitué, puis la réponse, envoyée avec le résumé et les
# 6 tours gardés (7 messages). En arrière-plan : la réponse d'abord, envoyée avec les 13 tours
# complets (le résumé n'est pas encore là : cet appel-ci paie un historique plus long), puis le
# résumé est substitué, et la réponse diffusée entre-temps reste dans `turns`.
# </details>

# %%
durees = {}
for attendre, mode in ((True, "en attendant le résumé"), (False, "résumé en arrière-plan")):
    conv = RollingSummaryEnFond(llm_summarizer_async(client_async, model=MODELE_RESUME),
                                max_turns=12, keep_last=6)
    for role, contenu in camille_session1()[:12]:
        conv.add(role, contenu)
    journal, durees[mode], envoyes = await echange(conv, camille_session1()[12][1], attendre)
    await conv.attendre()  # fin de la démonstration : on laisse le résumé finir
    print(f"{mode} ({envoyes} messages envoyés) :\n   " + " → ".join(journal))
    print(f"   ensuite : résumé de {len(conv.summary.split())} mots + {len(conv.turns)} tours, "
          f"le dernier est la réponse : {conv.turns[-1][0] == 'model'}")

# %% [markdown]
# Ce que voit l'utilisatrice, en durées, mesurées à cette exécution. Hors ligne, l'attente du
# résumé est la seconde imposée au modèle local, et il envoie son flux d'un coup (premier
# morceau et réponse complète arrivent ensemble) ; avec un vrai modèle, la réponse complète
# arrive quelques secondes après le premier morceau. L'écart entre les deux modes reste la durée
# du résumé. `make mesures` compare les deux modes sur toute la session
# (`docs/mesures/tableaux.md`).

# %% tags=["nbval-ignore-output"]
# durées : elles changent à chaque exécution et selon la machine
for mode, d in durees.items():
    print(f"{mode:<24} premier morceau {1000 * d['premier morceau']:6.0f} ms, "
          f"réponse complète {1000 * d['réponse complète']:6.0f} ms")
avant, apres = (d["premier morceau"] for d in durees.values())
print(f"attente du premier morceau divisée par {avant / apres:.0f}")

# %% [markdown]
# Et si le résumé échoue ? Essayons avec Gemini : on passe `client_gemini()` à
# `llm_summarizer_async`, qui appelle son client asynchrone `client.aio`, avec un nom de modèle
# qui n'existe pas : erreur 404, sur le modèle local comme sur le vrai service. Rien n'est
# perdu, ni remplacé ; le prochain `add` retentera.

# %%
from cours.clients import client_gemini

panne = RollingSummaryEnFond(llm_summarizer_async(client_gemini(max_retries=0),
                                                  model="gemini-modele-inexistant"),
                             max_turns=12, keep_last=6)
for role, contenu in camille_session1()[:13]:
    panne.add(role, contenu)
print("résumé substitué :", await panne.attendre())
print(textwrap.fill(str(panne.erreur), 100))
print(f"{len(panne.turns)} tours gardés, résumé : {panne.summary!r}")

# %% [markdown]
# ## Je sais faire
#
# - [ ] Dire ce que deviennent les tours au dépassement de `max_turns`, et combien en restent.
# - [ ] Tester un résumé glissant sans clé ni réseau, en lui passant un résumeur témoin.
# - [ ] Éviter le piège `turns[-0:]` quand `keep_last=0`.
# - [ ] Rédiger une consigne de résumé brève, qui interdit le titre et remplace un fait périmé.
# - [ ] Expliquer pourquoi « équipe Paiements » dans le résumé n'est pas une erreur, et où
#   ranger l'équipe actuelle pour qu'elle survive à la session.
# - [ ] Faire tourner le résumé en arrière-plan (`RollingSummaryEnFond`, clients asynchrones)
#   pendant que la réponse part en flux, et ne le substituer qu'une fois réussi.
#
# ## FAQ
#
# **Pourquoi ne pas tout résumer (`keep_last=0`) ?** Le modèle perd alors le fil immédiat : une
# question comme « et le deuxième ? » renvoie à des mots exacts que le résumé n'a pas gardés.
#
# **Le résumé peut-il se tromper ?** Oui, et en silence : un fait déformé ne lève aucune erreur
# (leçon 05). On l'accepte en le sachant ; la leçon 08 montre les garde-fous qui en limitent les
# effets.
#
# Pour s'exercer : `exercises/ex7_resume_budget.py` (un résumé glissant déclenché par un budget
# de tokens plutôt que par un nombre de tours).
