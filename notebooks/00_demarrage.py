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
# # 00 — Démarrage
#
# **Durée estimée : 25 min.**
#
# Ce cours montre comment un assistant construit sur un LLM se souvient d'une conversation, et
# comment l'empêcher de s'effondrer sous le poids de ses souvenirs. Tout s'exécute sans clé
# d'API et sans réseau, grâce à un modèle local ; une variable d'environnement suffit pour
# passer au vrai Claude ou au vrai Gemini.

# %% [markdown]
# ## Objectifs
#
# - Situer les étapes du parcours, de la liste en mémoire à la mémoire à long terme.
# - Distinguer le modèle local, programme déterministe, d'un vrai modèle.
# - Employer le vocabulaire du cours : message, échange, tour, fenêtre, résumé, compaction.
# - Basculer vers Anthropic, l'API Gemini ou Vertex AI par des variables d'environnement.
# - Lancer le cours avec `make lab`, tout vérifier avec `make test`, et contrôler votre
#   environnement.

# %% [markdown]
# ## Mise en place

# %%
import importlib.metadata
import re
import subprocess
import sys

from cours.clients import (
    MODELE_ANTHROPIC,
    MODELE_GEMINI,
    client_anthropic,
    client_gemini,
    gemini_hors_ligne_actif,
    hors_ligne_actif,
)


def texte(reponse) -> str:
    """Le texte d'une réponse du SDK (les autres blocs sont ignorés)."""
    return "".join(b.text for b in reponse.content if b.type == "text")  # voir la leçon 01


claude, gemini = client_anthropic(), client_gemini()
if hors_ligne_actif() and gemini_hors_ligne_actif():
    print("On parle à : le modèle local (127.0.0.1), par les deux clients.")
else:
    print("On parle à : Claude ->", "modèle local" if hors_ligne_actif() else "vrai service",
          "| Gemini ->", "modèle local" if gemini_hors_ligne_actif() else "vrai service")

# %% [markdown]
# ## Le parcours
#
# Chaque leçon s'appuie sur la précédente, dans l'ordre où les données voyagent : une réponse
# du SDK, convertie en JSON, enregistrée sur disque, puis choisie (fenêtre ou résumé) pour
# repartir dans la requête suivante.
#
# | Leçon | Ce qu'on y apprend | Exercices | Durée |
# | --- | --- | --- | --- |
# | `00_demarrage` | Le cours, le modèle local, le vocabulaire | — | 25 min |
# | `01_liste_en_memoire` | La boucle minimale, le flux, les outils ; perdue avec le processus | — | 45 min |
# | `02_persister_la_session` | Enregistrer la session, la casser, la durcir | ex1, ex2, ex3 | 50 min |
# | `02b_redacteurs_concurrents` | Deux processus, une session : conflit, verrou | — | 35 min |
# | `03_la_croissance` | Coût, latence, fenêtre, compter les tokens | — | 35 min |
# | `03b_le_cache_de_prefixe` | Le cache de préfixe : le garder, le casser, le diagnostiquer | ex4 | 30 min |
# | `04_fenetre_glissante` | Garder les derniers messages, paires d'outils entières | ex5 | 45 min |
# | `05_resume_periodique` | Résumer le début : un appel de plus, la dérive | ex6 | 55 min |
# | `06_resume_glissant` | Un résumé tenu à jour, les derniers tours intacts, en arrière-plan | ex7 | 1 h |
# | `07_mesurer_la_compression` | Quand un résumé rembourse son appel | ex8, ex9 | 1 h |
# | `08_garde_fous` | Budget, résumer avant de remplacer, repli, secrets | — | 1 h |
# | `08b_reflexion_preservee` | La règle du préfixe et ses trois correctifs | ex10 | 40 min |
# | `09_quand_le_fournisseur_garde_la_memoire` | Compaction côté serveur, Interactions | — | 45 min |
# | `10_sessions_en_base` | Sessions en base : SQLite, PostgreSQL, effacement | ex11 | 1 h |
# | `11_memoire_long_terme` | Les faits durables, d'une session à l'autre | ex12, ex13 | 1 h |
# | `12_retrouver` | Chercher dans les conversations passées, par mots, par sens, les deux | ex14 | 1 h |
# | `13_projet` | Le projet : un assistant qui se souvient | projet | 45 min (projet : 6 à 10 h) |
#
# Les exercices, dans l'ordre des leçons : `ex1_serialize_gemini`, `ex2_sauvegarde_atomique`,
# `ex3_journal` (leçon 02), `ex4_cout_cache` (03b), `ex5_fenetre_budget` (04),
# `ex6_compaction_outils` (05), `ex7_resume_budget` (06), `ex8_compression`, `ex9_prompt_resume`
# (07), `ex10_compaction_preservee` (08b), `ex11` (10), `ex12` et `ex13` (11),
# `ex14_recherche_hybride` (12). Les énoncés sont
# dans `exercises/`, leurs corrigés dans `solutions/` ; chaque énoncé nomme sa leçon. Les durées
# comptent la lecture et l'exécution de la leçon, pas les exercices.

# %% [markdown]
# ## Glossaire
#
# Six mots reviennent dans toutes les leçons, toujours avec ce sens-là.
#
# - **message** : un élément de la liste `messages` envoyée à l'API,
#   `{"role": "user" ou "assistant", "content": …}`. Son contenu est un texte, ou une liste de
#   blocs (`text`, `tool_use`, `tool_result`, `thinking`…).
# - **échange** : une question de l'utilisatrice et tout ce qu'il faut pour y répondre : la
#   question, la réponse, et entre les deux les messages d'outils. Deux messages sans outil,
#   quatre avec un appel d'outil (leçon 01).
# - **tour** : au sens de `RollingSummary` (leçon 06), un couple `(role, texte)`, avec le rôle
#   `"user"` ou `"model"`. Un tour par message de texte ; `max_turns` et `keep_last` comptent
#   des tours (`compacter_historique`, lui, compte des messages : la leçon 06 met les deux côte
#   à côte).
# - **fenêtre** : la fenêtre de contexte d'un modèle, le nombre maximal de tokens qu'il traite
#   en une requête, réponse comprise (1 million pour claude-sonnet-5-5). La *fenêtre
#   glissante* (leçon 04) est une stratégie qui tient l'historique dans une fenêtre plus
#   petite, en ne gardant que les derniers messages.
# - **résumé** : un texte court, écrit par un modèle, qui remplace des messages anciens dans les
#   requêtes suivantes (leçons 05 et 06). Il peut perdre ou déformer un fait.
# - **compaction** : toute opération qui raccourcit l'historique envoyé, en coupant les vieux
#   messages ou en les remplaçant par un résumé. `compacter_historique` (leçon 05) en est une.
#
# Enfin, **le modèle local** est le programme qui répond sans clé (section suivante). Ce n'est
# pas un LLM, et le cours ne lui donne pas d'autre nom.
#
# **Prédisez la sortie** de la cellule suivante : la session 1 de Camille, le scénario commun du
# cours, compte combien de tours, de messages et d'échanges ?
#
# <details><summary>Réponse</summary>
#
# 20 tours, 20 messages, 10 échanges. Camille pose dix questions, le modèle fait dix réponses,
# sans outil : chaque échange fait deux messages, et chaque message de texte est un tour. Un
# échange avec un outil ajouterait deux messages (`tool_use`, `tool_result`), mais pas
# forcément de tour : `RollingSummary` ne garde que des textes, et c'est à vous de décider si un
# résultat d'outil en devient un.
#
# </details>

# %%
from contexte import vers_messages_anthropic
from contexte.messages import peut_commencer
from cours.scenario import camille_session1

tours = camille_session1()                   # [(role, texte), ...] : les tours de RollingSummary
messages = vers_messages_anthropic(tours)    # [{"role": ..., "content": ...}, ...] : pour l'API
echanges = sum(peut_commencer(m) for m in messages)  # un échange commence par une question (user)
print(len(tours), "tours,", len(messages), "messages,", echanges, "échanges")
print("premier tour    :", tours[0][0], "|", tours[0][1][:45], "…")
print("premier message :", messages[0]["role"], "|", messages[0]["content"][:45], "…")

# %% [markdown]
# ## Lancer le cours
#
# Depuis la racine du dépôt, deux commandes suffisent (il faut `python3` ≥ 3.10 et `make`) :
#
# ```bash
# make lab    # crée .venv, installe les dépendances, ouvre JupyterLab sur notebooks/
# make test   # même installation, puis ruff, les tests, les exercices et tous les notebooks
# ```
#
# L'installation ne se refait que si `requirements.txt` ou `pyproject.toml` change. `make test`
# impose le modèle local : les sorties enregistrées dans les notebooks ne dépendent donc ni de
# votre clé ni du réseau. Sans `make`, le `README.md` donne l'équivalent de chaque commande.

# %% [markdown]
# ## Le modèle local : un programme, pas un LLM
#
# Sans clé, les **vrais** clients `anthropic` et `google-genai` sont dirigés vers un petit
# serveur sur 127.0.0.1, qui parle les mêmes API HTTP que les fournisseurs. Le code des leçons
# est donc celui que vous écririez pour le vrai service ; seule l'adresse change. Ce serveur
# démarre tout seul au premier client demandé.
#
# Derrière, il n'y a pas de réseau de neurones : des règles simples et déterministes. Le modèle
# local retient des faits énoncés dans la conversation (« je suis dans l'équipe Paiements »),
# y répond, résume quand on le lui demande, appelle un outil quand la question le cite. Surtout,
# il ne sait que ce que contient la requête : c'est exactement ce qu'un cours sur la mémoire doit
# montrer. Dans les cas qu'étudie le cours, il refuse ce que l'API refuserait (mêmes erreurs
# 400, mêmes messages), et il compte les tokens et le cache de préfixe dans `usage`. Ses tokens
# sont comptés avec l'encodage cl100k de tiktoken, une approximation des tokenizers d'Anthropic
# et de Google : le bon ordre de grandeur, pas la
# valeur exacte.
#
# Les deux clients de la mise en place sont bien ceux des SDK ; seule leur adresse est locale :

# %%
import anthropic
from google import genai

print("client anthropic    :", isinstance(claude, anthropic.Anthropic), "— hôte :",
      claude.base_url.host)
print("client google-genai :", isinstance(gemini, genai.Client))

# %% [markdown]
# Vérifions-le sur une conversation de trois messages, où l'équipe n'est citée qu'au premier :

# %%
reponse = claude.messages.create(
    model=MODELE_ANTHROPIC, max_tokens=1024,
    messages=[{"role": "user", "content": "Bonjour ! Je suis dans l'équipe Paiements."},
              {"role": "assistant", "content": "Bienvenue !"},
              {"role": "user", "content": "Quelle est mon équipe ?"}],
)
print(texte(reponse))
print(reponse.usage.input_tokens, "tokens d'entrée,", reponse.usage.output_tokens, "de sortie")
print("blocs de la réponse :", [b.type for b in reponse.content])

# %% [markdown]
# Six mots de réponse, mais plus de trente tokens de sortie : la réponse commence par un bloc
# `thinking`, la réflexion du modèle, active par défaut sur claude-sonnet-5-5. Elle est comptée
# (et facturée) comme de la sortie, même si `texte` ne montre que les blocs `text`. La leçon 01
# revient sur ces blocs.
#
# Le même modèle local répond par le client `google-genai`, au format de l'API Gemini (le rôle
# de l'assistant s'y appelle `model`) :

# %%
from google.genai import types

reponse = gemini.models.generate_content(
    model=MODELE_GEMINI,
    contents=[types.Content(role="user", parts=[types.Part(text="J'habite à Rezé.")]),
              types.Content(role="model", parts=[types.Part(text="C'est noté.")]),
              types.Content(role="user", parts=[types.Part(text="Où est-ce que j'habite ?")])],
)
print(reponse.text)

# %% [markdown]
# Ces réponses sont celles du modèle local, pas celles de Claude ni de Gemini. Quand une leçon
# cite un vrai modèle, elle le fait dans un encadré daté, avec le nom du modèle, comme ce
# début de résumé de la session de Camille (leçon 06) :
#
# > Essai réel du 2026-10-15, gemini-2.5-flash sur Vertex AI : « Camille est une nouvelle
# > collaboratrice chez Atelier, membre de l'équipe Paiements. Elle a une allergie aux
# > arachides, à considérer pour les propositions (ex: traiteur). […] »

# %% [markdown]
# ## Passer au vrai service
#
# Tout se règle par des variables d'environnement, à définir **avant** de lancer JupyterLab
# (ou dans la cellule de mise en place, avec `os.environ`, avant de créer le client) :
#
# - **Anthropic (Claude)** : `ANTHROPIC_API_KEY`.
# - **API Gemini** (Google AI Studio) : `GEMINI_API_KEY`, ou `GOOGLE_API_KEY`.
# - **Vertex AI** (Google Cloud) : `GOOGLE_GENAI_USE_VERTEXAI=true`, `GOOGLE_CLOUD_PROJECT` et
#   `GOOGLE_CLOUD_LOCATION`, plus des identifiants Google Cloud sur la machine.
# - **Modèle local imposé** : `CONTEXTE_HORS_LIGNE=1`, même si une clé est définie.
#
# ```bash
# export ANTHROPIC_API_KEY=sk-ant-...          # Claude
# export GEMINI_API_KEY=...                    # Gemini par l'API Gemini
# # Vertex AI (après `gcloud auth application-default login`) :
# export GOOGLE_GENAI_USE_VERTEXAI=true GOOGLE_CLOUD_PROJECT=mon-projet GOOGLE_CLOUD_LOCATION=europe-west1
# make lab
# ```
#
# `client_anthropic()` et `client_gemini()` lisent ces variables à chaque appel : sans
# variable, le modèle local ; avec, le vrai service. La ligne « On parle à : » de chaque mise en
# place vous dit toujours lequel. Avec un vrai modèle, chaque appel est facturé et les réponses
# diffèrent de celles enregistrées dans les notebooks : c'est normal.

# %% [markdown]
# ## Vérifier l'environnement
#
# Une cellule qui vérifie tout ce dont le cours a besoin. Les versions exactes changent d'une
# installation à l'autre ; on vérifie donc qu'elles tombent dans les plages de
# `requirements.txt`, et on affiche « ok ». Le test « `import contexte` sans SDK » tourne dans un
# processus neuf : ici, les SDK sont déjà chargés par la mise en place. Les deux derniers tests
# visent le modèle local même si vous avez défini une clé : on construit les clients à la main,
# comme le fait `client_anthropic()` sans clé.

# %%
from cours.clients import CLE_HORS_LIGNE
from modele_local import demarrer

url = demarrer()  # l'adresse du modèle local (le démarre s'il ne tourne pas encore)
claude_local = anthropic.Anthropic(api_key=CLE_HORS_LIGNE, base_url=url, max_retries=0)
gemini_local = genai.Client(api_key=CLE_HORS_LIGNE,
                            http_options=genai.types.HttpOptions(base_url=url))


def version(paquet: str) -> tuple[int, ...]:
    """La version installée d'un paquet, en nombres : "3.6.1" -> (3, 6, 1)."""
    return tuple(int(n) for n in re.findall(r"\d+", importlib.metadata.version(paquet))[:3])


def verifier(quoi: str, condition: bool) -> None:
    print(f"{quoi:<46} {'ok' if condition else 'À CORRIGER'}")


SANS_SDK = ("import sys, contexte; "
            "print(any(m in sys.modules for m in ('anthropic', 'google.genai', 'tiktoken')))")
charge = subprocess.run([sys.executable, "-c", SANS_SDK], capture_output=True, text=True)

verifier("Python ≥ 3.10", sys.version_info >= (3, 10))
verifier("anthropic ≥ 2.14, < 3", (2, 14) <= version("anthropic") < (3,))
verifier("google-genai ≥ 3.6, < 4", (3, 6) <= version("google-genai") < (4,))
verifier("tiktoken ≥ 0.12, < 1", (0, 12) <= version("tiktoken") < (1,))
verifier("import contexte n'importe aucun SDK", charge.stdout.strip() == "False")
verifier("le modèle local répond (client anthropic)",
         texte(claude_local.messages.create(model=MODELE_ANTHROPIC, max_tokens=20, messages=[
             {"role": "user", "content": "Bonjour !"}])) != "")
verifier("le modèle local répond (client google-genai)",
         gemini_local.models.generate_content(model=MODELE_GEMINI, contents="Bonjour !").text
         != "")

# %% [markdown]
# Si une ligne dit « À CORRIGER », relancez `make installer` (ou
# `.venv/bin/python -m pip install -r requirements.txt`) puis redémarrez le noyau. Pour un
# rapport de bogue, joignez les versions exactes. Elles changent à chaque mise à jour : le
# notebook ne les affiche donc pas (sa sortie enregistrée serait fausse chez vous). Tapez
# plutôt, dans un terminal, à la racine du dépôt :
#
# ```bash
# .venv/bin/python --version
# .venv/bin/python -m pip list | grep -Ei "^(anthropic|google-genai|tiktoken) "
# ```

# %% [markdown]
# ## Je sais faire
#
# - [ ] Citer les étapes du parcours, de la liste en mémoire aux garde-fous.
# - [ ] Ouvrir le cours avec `make lab` et tout vérifier avec `make test`.
# - [ ] Dire ce qu'est le modèle local, et ce qu'il n'est pas.
# - [ ] Compter les messages, les échanges et les tours d'une conversation.
# - [ ] Passer à Claude, à l'API Gemini ou à Vertex AI, et revenir au modèle local.
# - [ ] Vérifier que mon environnement est prêt.

# %% [markdown]
# ## FAQ
#
# **Faut-il une clé d'API pour suivre le cours ?**
# Non. Toutes les cellules s'exécutent avec le modèle local, sans clé et sans réseau.
#
# **Pourquoi ne pas utiliser un petit LLM local ?**
# Parce qu'il faudrait le télécharger, qu'il serait lent sur beaucoup de machines, et que ses
# réponses changeraient d'une machine à l'autre. Le modèle local répond tout de suite et donne
# toujours la même réponse à la même requête : les notebooks se vérifient automatiquement, et
# ce qu'il oublie, il l'oublie pour une raison visible (le message n'était pas dans la requête).
#
# **J'ai une clé, mais je veux retrouver les sorties du notebook.**
# Lancez JupyterLab avec `CONTEXTE_HORS_LIGNE=1` : le modèle local est imposé, même avec une clé.
