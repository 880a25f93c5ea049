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
# # 13 — Projet : un assistant qui se souvient
#
# **Durée estimée : 45 min** pour lire cette leçon ; **le projet lui-même : 6 à 10 h**
# (une journée et demie), dont la moitié à faire passer les parties de l'évaluation une à une.
#
# Chaque leçon a construit une pièce : des sessions qui survivent à un crash, un budget de
# tokens, un résumé qui ne perd rien, des secrets masqués, des faits qui se mettent à jour, une
# recherche dans les conversations passées. Un vrai assistant les fait tenir **ensemble**,
# pendant des mois, pour plusieurs personnes. C'est votre projet : une classe `Assistant`, notée
# sur des utilisateurs que vous ne verrez pas. Cette leçon donne l'énoncé, le plan, et un
# exemple travaillé sur Camille : on construit le plus simple, on le casse, puis on durcit
# pièce par pièce, en laissant à votre projet ce qui reste à faire.

# %% [markdown]
# ## Objectifs
#
# - Lire le contrat du projet et ce que l'évaluation mesure, partie par partie.
# - Placer chaque pièce du cours dans l'architecture d'un assistant à mémoire.
# - Voir en direct pourquoi l'assistant naïf (une liste de messages) échoue : tokens sans fin,
#   secret en clair sur le disque, oubli impossible.
# - Composer stockage, masquage, mémoire à long terme et recherche sur le scénario de Camille,
#   et repérer ce que cette esquisse ne fait pas encore.
# - Lancer l'évaluation en local avant de rendre.

# %% [markdown]
# ## Mise en place
#
# Les vrais clients des SDK ; sans clé, ils parlent au modèle local. Tout ce que la leçon écrit
# va dans un dossier temporaire, effacé à l'arrêt du noyau. `traces` cherche des octets dans
# tous les fichiers d'un dossier : c'est ainsi que l'évaluation vérifie qu'un secret ou un
# utilisateur effacé n'a laissé aucune trace.

# %%
import tempfile
from pathlib import Path

from contexte import masquer_secrets, ouvrir_stockage
from contexte.memoire import MemoireLongTerme
from contexte.recherche import IndexConversations
from cours.clients import MODELE_ANTHROPIC, client_anthropic

claude = client_anthropic(max_retries=0)
TEMPORAIRE = tempfile.TemporaryDirectory(prefix="lecon13-", ignore_cleanup_errors=True)
DOSSIER = Path(TEMPORAIRE.name)
CLE = "sk-" + "ant-api03-" + "Zq8" * 10   # une fausse clé d'API (assemblée, jamais écrite telle quelle)


def traces(dossier, texte):
    """Les fichiers de `dossier` (sous-dossiers compris) qui contiennent les octets de `texte`."""
    cherche = texte.encode("utf-8")
    return sorted(p.name for p in Path(dossier).rglob("*") if p.is_file()
                  and cherche in p.read_bytes())


print("prêt")

# %% [markdown]
# ## 1. L'énoncé
#
# Écrivez, dans `exercises/projet_assistant.py`, une classe qui respecte **exactement** ce
# contrat (le squelette le contient déjà, avec un indice par méthode) :
#
# ```python
# class Assistant:
#     def __init__(self, client, url: str, budget_tokens: int = 8000): ...
#     def repondre(self, utilisateur: str, session: str, texte: str) -> str: ...
#     def fin_de_session(self, utilisateur: str, session: str) -> None: ...
#     def oublier(self, utilisateur: str, quoi: str) -> None: ...
#     def effacer_utilisateur(self, utilisateur: str) -> None: ...
# ```
#
# - `client` est un vrai `anthropic.Anthropic` ou `google.genai.Client`, tel que le donnent
#   `client_anthropic()` et `client_gemini()` : votre code détecte lequel.
# - `url` est une URL de la leçon 10 : `sqlite:///…`, `postgresql://…` ou un dossier JSON. Tout
#   ce que garde l'assistant vit sous cette URL (ou dans des fichiers juste à côté) : un nouvel
#   `Assistant` sur la même URL, dans un autre processus ou après un `kill -9`, continue.
# - `budget_tokens` plafonne ce qui part à **chaque** appel au modèle : entrée, plus cache lu,
#   plus cache écrit, tels que les compte `usage`.
# - `session` est un identifiant ; s'il commence par une date (« 2026-10-15 »), c'est la date
#   de la session.
#
# L'évaluation joue des scénarios que vous ne voyez pas : plusieurs utilisateurs, une dizaine de
# sessions étalées sur des mois, des faits qui changent, les faits d'un collègue, un secret, une
# demande d'oubli, une question sur ce qui a été dit dix sessions plus tôt, un `kill -9` entre
# deux tours, un effacement final. La note a sept parties :
#
# | Partie | Ce qui est vérifié | Leçons |
# |---|---|---|
# | rappel | les faits retrouvés : la valeur actuelle, de la bonne personne | 11, 12 |
# | périmé | rien d'ancien : ni valeur remplacée (réponse, ou requête sans date), ni fait oublié | 11 |
# | secret | un secret n'est ni sur le disque, ni renvoyé au modèle, ni répété | 08 |
# | budget | chaque requête tient dans `budget_tokens` | 03–07 |
# | cache | les tours relisent le cache de préfixe | 03b |
# | reprise | rien de perdu après un `kill -9` entre deux tours | 02, 10 |
# | effacement | plus aucun octet de l'utilisateur effacé, index compris | 10, 12 |
#
# Le retour montre chaque partie, scénario par scénario : réussie ou ratée, ses points, et pour
# une partie ratée la session et le tour de son premier échec.

# %% [markdown]
# ## 2. L'architecture à remplir
#
# Un tour, de haut en bas. Chaque boîte est une pièce du cours ; à vous de les brancher.
#
# ```
#  texte de l'utilisateur
#        │
#        ▼
#  masquer les secrets ─────────────────────────── leçon 08 (masquer_secrets)
#        │
#        ▼
#  recharger la session et son état ───────────── leçon 10 (ouvrir_stockage)
#        │                                              │
#        ▼                                              ▼
#  contexte du tour :                       sous la même URL :
#   faits proches de la question ◀──────── mémoire à long terme (leçon 11, MemoireLongTerme)
#   ce qui a été dit avant ◀────────────── index des conversations (leçon 12, IndexConversations)
#        │
#        ▼
#  trop gros pour le budget ? ── oui ──▶ compacter par blocs (leçons 05–07, RollingSummary)
#        │                                 (rarement : le cache de préfixe, leçon 03b)
#        ▼
#  appel au modèle ─────────────────────────────── Claude ou Gemini ; réflexion (leçon 08b)
#        │
#        ▼
#  enregistrer la paire, puis l'indexer ───────── une transaction : tout ou rien (leçons 02, 10)
#
#  fin_de_session ──▶ extraire les faits durables (le LLM propose, la règle dispose : leçon 11)
#  oublier        ──▶ mémoire, messages passés, index, résumés
#  effacer        ──▶ tout, jusqu'aux octets (secure_delete, VACUUM, journal WAL : leçon 10)
# ```
#
# Le dessin ne tranche pas tout. Où mettre les faits rappelés pour que le début de la requête
# reste le même d'un tour à l'autre (sinon le cache ne relit rien) ? Quand compacter ? Que
# faire d'une réponse du modèle qui contient des blocs `thinking`, alors que votre historique
# est réécrit par le résumé et par l'oubli ? Ce sont les décisions du projet.

# %% [markdown]
# ## 3. Le plus simple : une liste de messages
#
# L'assistant naïf garde, par utilisateur, la liste de tous ses messages, l'envoie en entier à
# chaque tour, et la recopie dans un fichier JSON à côté de l'URL. Il respecte le contrat, et
# il « se souvient » : un nouvel objet sur la même URL relit le fichier.

# %%
import json


class AssistantNaif:
    """Tout l'historique de l'utilisateur, à chaque tour ; un fichier JSON à côté de l'URL."""

    def __init__(self, client, url, budget_tokens=8000):
        self.client, self.fichier = client, Path(url.removeprefix("sqlite:///") + ".naif.json")
        self.historiques = (json.loads(self.fichier.read_text(encoding="utf-8"))
                            if self.fichier.exists() else {})
        self.envoyes = []   # tokens d'entrée de chaque appel, lus dans `usage`

    def repondre(self, utilisateur, session, texte):
        messages = self.historiques.setdefault(utilisateur, [])
        messages.append({"role": "user", "content": texte})
        r = self.client.messages.create(model=MODELE_ANTHROPIC, max_tokens=500, messages=messages)
        self.envoyes.append(r.usage.input_tokens)
        reponse = "".join(b.text for b in r.content if b.type == "text")
        messages.append({"role": "assistant", "content": reponse})
        self.fichier.write_text(json.dumps(self.historiques, ensure_ascii=False), encoding="utf-8")
        return reponse

    def fin_de_session(self, utilisateur, session):
        pass

    def oublier(self, utilisateur, quoi):
        pass

    def effacer_utilisateur(self, utilisateur):
        self.historiques.pop(utilisateur, None)
        self.fichier.write_text(json.dumps(self.historiques, ensure_ascii=False), encoding="utf-8")


(DOSSIER / "naif").mkdir()
URL_NAIVE = f"sqlite:///{DOSSIER / 'naif' / 'assistant.db'}"
naif = AssistantNaif(claude, URL_NAIVE)
for texte in ["Bonjour, je m'appelle Camille, je travaille chez Atelier à Nantes.",
              "Je suis dans l'équipe Paiements.", "Je suis allergique aux arachides."]:
    print(">", texte, "\n<", naif.repondre("camille", "2026-09-01", texte))

# %% [markdown]
# Un mois plus tard, un autre processus (ici : un autre objet sur la même URL) :

# %%
naif = AssistantNaif(claude, URL_NAIVE)
print(naif.repondre("camille", "2026-10-15", "À quoi suis-je allergique ?"))

# %% [markdown]
# ## 4. Le casser en direct
#
# **Prédisez la sortie** : Camille colle sa clé d'API, puis demande d'oublier son allergie, et
# bavarde une vingtaine de tours. Que devient le fichier, que répond l'assistant, et combien de
# tokens part au dernier tour, comparé au premier ?
#
# <details><summary>Réponse</summary>
#
# La clé est dans le fichier, en clair. `oublier` ne fait rien : l'allergie revient à la
# question suivante. Et chaque tour renvoie tout ce qui précède : la requête grossit sans fin,
# jusqu'à dépasser n'importe quel budget (puis la fenêtre du modèle).
# </details>

# %%
naif.repondre("camille", "2026-10-15", f"Ma clé pour le déploiement : {CLE}")
print("clé trouvée dans :", traces(DOSSIER / "naif", CLE))
naif.oublier("camille", "allergie")
print("après oublier :", naif.repondre("camille", "2026-10-16", "À quoi suis-je allergique ?"))
for i in range(20):
    naif.repondre("camille", "2026-10-16", f"Point {i} sur la migration de la base de facturation :"
                  " les tests de charge passent, la recette commence lundi.")
print("tokens envoyés au 1er tour :", naif.envoyes[0], "; au dernier :", naif.envoyes[-1])

# %% [markdown]
# La courbe dit la même chose : une droite qui monte, tour après tour, sans plafond.

# %%
import matplotlib.pyplot as plt

plt.figure(figsize=(6, 2.6))
plt.plot(range(1, len(naif.envoyes) + 1), naif.envoyes, marker=".", label="assistant naïf")
plt.axhline(2000, color="gray", linestyle="--", label="un budget de 2 000 tokens")
plt.xlabel("appel au modèle")
plt.ylabel("tokens envoyés")
plt.legend()
plt.tight_layout()
plt.show()

# %% [markdown]
# Trois des sept parties sont déjà perdues (secret, budget, périmé), et les autres ne tiennent
# que par chance : le fichier est réécrit en entier sans écriture atomique (un `kill -9` au
# mauvais moment le tronque, leçon 02), et rien ne distingue les faits de Camille de ceux de sa
# collègue.

# %% [markdown]
# ## 5. Durcir, pièce par pièce
#
# On reprend le même contrat avec les pièces du cours, sous **une seule URL**. Cette esquisse
# n'est pas la solution du projet : elle montre comment les pièces s'emboîtent, et la section 6
# dit ce qui lui manque.
#
# **Les sessions en base** (leçon 10) : une ligne par message, une transaction par tour.
# **Les secrets masqués à l'ingestion** (leçon 08) : avant d'envoyer, avant d'enregistrer.
# **Les faits** (leçon 11) : extraits en fin de session par un appel LLM, la règle décide.
# **La recherche** (leçon 12) : les messages indexés, retrouvés par mots et par sens.

# %%
class Esquisse:
    """Stockage, masquage, mémoire à long terme et recherche, sous une même URL (sans budget)."""

    def __init__(self, client, url, budget_tokens=8000):
        self.client, self.budget = client, budget_tokens
        self.stock = ouvrir_stockage(url)
        self.faits = MemoireLongTerme(url)
        self.index = IndexConversations(url)
        self.envoyes = []

    def contexte(self, utilisateur, texte):
        """Les faits proches de la question, puis ce que l'utilisateur a dit ailleurs, daté."""
        rappel = self.faits.rappel(utilisateur, question=texte, budget_tokens=300)
        passes = [f"- le {r.quand[:10]} : {r.texte}"
                  for r in self.index.chercher(utilisateur, texte, k=3)]
        return "\n\n".join([rappel, "Déjà dit :\n" + "\n".join(passes) if passes else ""]).strip()

    def repondre(self, utilisateur, session, texte):
        texte = masquer_secrets([{"role": "user", "content": texte}])[0]["content"]
        conv = self.stock.session(utilisateur, session)
        contexte = self.contexte(utilisateur, texte)
        avant = [{"role": "user", "content": contexte},
                 {"role": "assistant", "content": "Noté."}] if contexte else []
        r = self.client.messages.create(
            model=MODELE_ANTHROPIC, max_tokens=500,
            messages=[*conv.messages, *avant, {"role": "user", "content": texte}])
        self.envoyes.append(r.usage.input_tokens)
        reponse = "".join(b.text for b in r.content if b.type == "text")
        conv.messages += [{"role": "user", "content": texte},
                          {"role": "assistant", "content": reponse}]
        conv.save()
        self.index.ajouter(utilisateur, session, [m for m in conv.messages if m["role"] == "user"],
                           quand=session[:10])
        return reponse

    def fin_de_session(self, utilisateur, session):
        self.faits.extraire(self.client, utilisateur, self.stock.session(utilisateur, session).messages,
                            session=session)

    def oublier(self, utilisateur, quoi):
        self.faits.oublier(utilisateur, quoi)

    def effacer_utilisateur(self, utilisateur):
        for partie in (self.stock, self.faits, self.index):
            partie.effacer_utilisateur(utilisateur)

# %% [markdown]
# ### L'exemple travaillé : Camille, sur quatre mois
#
# Première session : Camille se présente, parle de sa collègue Inès, colle sa clé. En fin de
# session, les faits durables passent dans la mémoire ; la règle de la leçon 11 refuse le fait
# d'Inès. La clé, masquée à l'ingestion, n'est dans aucun fichier ; mais regardez la mémoire :
# « Ma clé pour le déploiement : [SECRET MASQUÉ] » y est devenu un « fait ». Inoffensif, mais
# c'est du bruit que votre projet évitera (un message masqué ne sert pas de preuve).

# %%
(DOSSIER / "esquisse").mkdir()
URL = f"sqlite:///{DOSSIER / 'esquisse' / 'assistant.db'}"
assistant = Esquisse(claude, URL)


def dire(session, texte, qui="camille"):
    print(f"[{session}] > {texte}\n             < {assistant.repondre(qui, session, texte)}")


dire("2026-09-01", "Bonjour, je m'appelle Camille, je travaille chez Atelier à Nantes.")
dire("2026-09-01", "Je suis dans l'équipe Paiements, et je suis allergique aux arachides.")
dire("2026-09-01", "Ma collègue Inès est dans l'équipe Data.")
print("(la clé) <", assistant.repondre("camille", "2026-09-01", f"Ma clé pour le déploiement : {CLE}"))
dire("2026-09-01", "Le mariage de ma sœur est le 14 juin, à Rezé.")
assistant.fin_de_session("camille", "2026-09-01")
print(assistant.faits.faits("camille"))
print("clé trouvée dans :", traces(DOSSIER / "esquisse", CLE))

# %% [markdown]
# Six semaines plus tard, Camille change d'équipe. La mémoire **remplace** la valeur et garde
# l'historique (quand, quelle session).

# %%
dire("2026-10-15", "Je quitte l'équipe Paiements : je rejoins l'équipe Plateforme.")
assistant.fin_de_session("camille", "2026-10-15")
print([(h["valeur"], h["session"]) for h in assistant.faits.historique("camille", "equipe")])

# %% [markdown]
# Fin novembre, **un autre processus** : un nouvel objet sur la même URL, rien en mémoire
# vive. Une question sur la première session, que seule la recherche retrouve (le mariage n'est
# pas un fait durable : il n'est pas en mémoire), et une question sur l'équipe.
#
# **Prédisez la sortie** : la mémoire dit « Plateforme ». Que répond l'esquisse ?
#
# <details><summary>Réponse</summary>
#
# « Paiements » : la valeur périmée. La recherche a ramené la phrase de septembre (« Je suis
# dans l'équipe Paiements… »), plus proche de la question que le fait rappelé, et le modèle
# local répond à partir de la phrase la plus proche. Un souvenir qui cite une valeur remplacée
# depuis (l'historique de la mémoire le sait) ne doit pas partir : c'est la partie « périmé ».
# </details>

# %%
assistant = Esquisse(claude, URL)
dire("2026-11-30", "Où a lieu le mariage de ma sœur ?")
dire("2026-11-30", "Quelle est mon équipe ?")

# %% [markdown]
# **Prédisez la sortie** : Camille demande d'oublier son allergie. La mémoire l'oublie bien.
# Que répond l'esquisse, le lendemain, à « À quoi suis-je allergique ? »
#
# <details><summary>Réponse</summary>
#
# Elle s'en souvient encore : le fait a quitté la mémoire, mais la phrase de la première
# session est toujours dans l'index, et la recherche la ramène. Oublier, c'est aussi effacer
# des messages enregistrés, de l'index et des résumés, sans quoi la partie « périmé » est
# perdue. C'est à votre projet de le faire.
# </details>

# %%
assistant.oublier("camille", "allergie")
print("en mémoire :", sorted(assistant.faits.faits("camille")))
dire("2026-12-01", "À quoi suis-je allergique ?")

# %% [markdown]
# Enfin, l'effacement. Les trois pièces effacent chacune ce qu'elles gardent, jusqu'aux octets
# (`secure_delete`, `VACUUM` de l'index, journal WAL vidé) : aucune trace de la sœur de Camille
# dans les fichiers, et un autre utilisateur garde tout ce qui est à lui.

# %%
dire("2026-12-01", "Je suis en télétravail le vendredi.", qui="dominique")
assistant.effacer_utilisateur("camille")
print("« Rezé » trouvé dans :", traces(DOSSIER / "esquisse", "Rezé"))
dire("2026-12-02", "Quand suis-je en télétravail ?", qui="dominique")

# %% [markdown]
# ## 6. Ce qui reste à faire : votre projet
#
# L'esquisse a déjà perdu « périmé » deux fois (l'équipe, l'allergie). Mesurez maintenant le
# budget comme le fera l'évaluation : les tokens envoyés à chaque appel.

# %%
for i in range(15):
    assistant.repondre("dominique", "2026-12-02", f"Point {i} sur le chantier du réseau : le câblage"
                       " du deuxième étage avance, la recette est prévue jeudi.")
print("tokens envoyés :", assistant.envoyes[-15], "→", assistant.envoyes[-1])

# %% [markdown]
# Comme l'assistant naïf, l'esquisse renvoie toute la session à chaque tour. Voici la liste de
# ce que votre `Assistant` doit ajouter ; chaque ligne est une décision à justifier dans vos
# commentaires.
#
# 1. **Le budget** (leçons 03 à 07). Gardez l'historique complet tant qu'il tient, puis
#    compactez **rarement et par blocs** : au-delà d'un seuil (par exemple les trois quarts du
#    budget), résumez tout sauf les derniers échanges (`RollingSummary` avec `llm_summarizer`,
#    ou `compacter_historique` pour Claude). C'est la conclusion du tableau de décision de la
#    leçon 07 : l'historique complet et mis en cache coûte moins que tout le reste tant qu'il
#    tient ; une fenêtre glissante réécrit le début à chaque tour et le cache ne relit plus rien.
#    N'oubliez pas ce que le budget doit contenir en plus de l'historique : consignes, faits,
#    souvenirs, résumé.
# 2. **Le cache de préfixe** (leçon 03b). Ce qui change à chaque tour (les faits et les
#    souvenirs choisis pour *cette* question) va **après** l'historique ; le système reste le
#    même d'un tour à l'autre. Avec Claude, posez vos points `cache_control` sur ce qui sera
#    renvoyé à l'identique au tour suivant.
# 3. **Les faits extraits sans attendre la fin** : un `fin_de_session` qui n'arrive jamais
#    (crash, onglet fermé) ne doit pas perdre les faits de la session ; avant de compacter,
#    extrayez ce que le résumé va condenser.
# 4. **L'oubli jusqu'au bout** : messages enregistrés, index, résumés, et les octets (leçon 12).
# 5. **La réflexion préservée** (leçon 08b) : un bloc `thinking` est lié au préfixe qu'il avait ;
#    si votre historique est réécrit (résumé, oubli, masquage), ne le renvoyez pas.
# 6. **Les deux fournisseurs** : détectez le client (`contexte.appel_llm.fournisseur`), et
#    traduisez vos messages en `contents` pour Gemini.
# 7. **Le `kill -9`** : chaque tour est enregistré dans une transaction avant que `repondre`
#    rende la main ; un nouvel `Assistant` relit tout depuis l'URL.

# %% [markdown]
# ## 7. Évaluer en local
#
# L'évaluation de votre copie joue un scénario d'entraînement, **visible**, avec les mêmes
# parties que les scénarios cachés de la correction. Lancez-la depuis le dossier `exercises/`,
# dans un notebook ou une console Python :
#
# ```python
# from correction import verifier
# verifier("projet")   # la note, puis chaque partie : ✔, ou ✘ avec la session et le tour
# ```
#
# Sur le squelette intact, toutes les parties échouent dès `Assistant(…)` (l'indice de
# `__init__`). Un scénario complet prend environ deux minutes ; la correction de la classe joue
# en plus des scénarios cachés, en français et en anglais. Le squelette se charge ainsi, et
# la cellule ci-dessous montre l'indice que vous verrez d'abord :

# %% tags=["raises-exception"]
import importlib.util

from cours.racine import racine_du_cours

spec = importlib.util.spec_from_file_location(
    "projet_assistant", racine_du_cours() / "exercises" / "projet_assistant.py")
projet = importlib.util.module_from_spec(spec)
spec.loader.exec_module(projet)
projet.Assistant(claude, f"sqlite:///{DOSSIER / 'projet.db'}")

# %% [markdown]
# ## Je sais faire
#
# - [ ] Énoncer le contrat de l'`Assistant` et les sept parties de l'évaluation.
# - [ ] Placer chaque pièce du cours dans un tour : masquage, stockage, contexte du tour,
#   budget et compaction, appel, enregistrement ; et hors du tour : extraction, oubli, effacement.
# - [ ] Montrer pourquoi une liste de messages ne suffit pas (tokens, secret, oubli, crash).
# - [ ] Composer stockage, mémoire et recherche sous une seule URL, et vérifier qu'un nouvel
#   objet sur cette URL continue.
# - [ ] Dire ce que l'esquisse ne fait pas, et comment votre projet le fera.
# - [ ] Lancer `verifier("projet")` et lire le retour partie par partie.
#
# ## FAQ
#
# **Puis-je écrire mes propres pièces au lieu de celles de `contexte` ?** Oui : l'évaluation
# ne regarde que le contrat. Une meilleure règle d'extraction, une autre recherche, un autre
# schéma de base : tout est permis tant que tout vit sous l'URL.
#
# **Le modèle local répond mal à une de mes questions.** C'est un modèle à règles qui ne lit que
# la requête : il répond à partir des phrases qu'il reçoit. Si la bonne phrase n'y est pas (trop
# ancienne, coupée par le budget, écrasée par un souvenir périmé), il ne peut pas la trouver.
# Regardez ce que vous lui envoyez avant de soupçonner le modèle.
#
# **Et avec une vraie clé ?** Le même code parle au vrai Claude ou au vrai Gemini ; les nombres
# de tokens changent (autres tokenizers), gardez de la marge sous le budget.
