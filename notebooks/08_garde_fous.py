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
# # 08 — Les garde-fous
#
# **Durée estimée : 1 h.**
#
# Une compaction réécrit ce que le modèle sait de la conversation. Quand elle se passe mal, le
# plus souvent rien ne plante : le modèle répond avec une mémoire abîmée ; parfois le fournisseur
# refuse la requête suivante. Cette leçon met en place huit garde-fous, et pour chacun montre
# d'abord la panne, puis la parade. La réflexion préservée, qui impose ses propres règles à toute
# réécriture de l'historique, a sa leçon : 08b.

# %% [markdown]
# ## Objectifs
#
# - Déclencher une alarme de budget de tokens bien avant la fenêtre de contexte.
# - Montrer qu'un résumé raté, trop long ou coupé ne fait perdre aucun tour.
# - Journaliser chaque compaction et prévoir un repli quand le résumeur ou le fournisseur échoue.
# - Masquer les secrets dès leur entrée dans l'historique, avec `contexte.masquer_secrets`.
# - Reconnaître trois erreurs répandues dans les bibliothèques de mémoire conversationnelle.

# %% [markdown]
# ## Mise en place
#
# Le client est le vrai client du SDK `anthropic`, sans nouvelle tentative automatique
# (`max_retries=0`) pour voir les erreurs du fournisseur tout de suite. Sans clé, il parle au
# modèle local, déterministe, qui sait aussi simuler les pannes d'un fournisseur, à la demande.
# Les fichiers de la leçon vont dans un dossier temporaire. `%xmode Minimal` raccourcit les
# erreurs à leur dernière ligne : c'est leur message qui compte ici.

# %%
import logging
import re
import sys
import tempfile
from pathlib import Path

from contexte import (
    SUMMARY_PROMPT,
    ErreurResume,
    RollingSummary,
    Session,
    approx_tokens,
    couper_messages,
    masquer_secrets,
    reperer_secrets,
    vers_messages_anthropic,
)
from contexte.appel_llm import delimiter_tours, llm_summarizer, reglage_resume
from cours.clients import MODELE_ANTHROPIC, client_anthropic, hors_ligne_actif
from cours.scenario import camille_session1

# %xmode Minimal
client = client_anthropic(max_retries=0)
TOURS = camille_session1()
TEMPORAIRE = tempfile.TemporaryDirectory(prefix="lecon08-", ignore_cleanup_errors=True)
DOSSIER = Path(TEMPORAIRE.name)  # effacé à l'arrêt du noyau
AUTEUR = "modèle local" if hors_ligne_actif() else f"{MODELE_ANTHROPIC} (vrai service)"
print("On parle à :", "le modèle local (déterministe, 127.0.0.1)" if hors_ligne_actif()
      else f"l'API Anthropic, modèle {MODELE_ANTHROPIC}")


def texte(reponse) -> str:
    """Le texte d'une réponse du SDK (les autres blocs sont ignorés)."""
    return "".join(b.text for b in reponse.content if b.type == "text")


# %% [markdown]
# ## 1. Une alarme de budget, bien avant la fenêtre
#
# La fenêtre de contexte est un mur : au-delà, le fournisseur refuse la requête. Attendre ce
# refus, c'est découvrir le problème au pire moment, en pleine conversation. On sonne donc
# l'alarme bien avant, par exemple à la moitié de la fenêtre : il reste alors toute la place
# nécessaire pour compacter. Pour la démonstration, une fenêtre fictive de 600 tokens (celle de
# claude-sonnet-5-5 en compte un million).

# %%
FENETRE = 600    # fenêtre fictive, minuscule pour la démonstration
SEUIL = 0.5      # l'alarme sonne à mi-chemin


def part_de_la_fenetre(tours):
    """Part de la fenêtre qu'occuperait l'envoi de ces tours (estimation approx_tokens)."""
    return sum(approx_tokens(contenu) for _, contenu in tours) / FENETRE


alarme = mur = None
for n in range(1, len(TOURS) + 1):
    part = part_de_la_fenetre(TOURS[:n])
    if alarme is None and part >= SEUIL:
        alarme = n
    if mur is None and part > 1:
        mur = n
print(f"alarme au tour {alarme} ({100 * part_de_la_fenetre(TOURS[:alarme]):.0f} % de la fenêtre)")
print(f"fenêtre dépassée au tour {mur} : l'alarme avait {mur - alarme} tours d'avance")

# %% [markdown]
# `approx_tokens` est une estimation rapide, juste à 10 ou 20 % près sur quelques messages :
# le seuil bas absorbe cette erreur. Au moment de l'alarme, on peut demander le compte exact au
# fournisseur, par l'API `count_tokens` (gratuite chez Anthropic) ; le modèle local compte
# en cl100k.

# %%
estime = sum(approx_tokens(contenu) for _, contenu in TOURS[:alarme])
exact = client.messages.count_tokens(
    model=MODELE_ANTHROPIC, messages=vers_messages_anthropic(TOURS[:alarme])).input_tokens
print(f"tour {alarme} : {estime} tokens estimés, {exact} comptés par le fournisseur ({AUTEUR})")


# %% [markdown]
# ## 2. Résumer d'abord, remplacer ensuite
#
# L'ordre le plus naturel à écrire est aussi le plus dangereux : on découpe la liste (les vieux
# tours d'un côté, les récents de l'autre), on remplace l'historique par les récents, *puis* on
# appelle le LLM. Si l'appel échoue, les vieux tours ont déjà disparu. Voici cette version naïve,
# face à un fournisseur surchargé : le modèle local répond 529 à tout modèle nommé
# `hors-ligne-erreur-529`.
#
# **Prédisez la sortie** : après l'échec, que contient `naif` ? Combien de tours, quel résumé,
# et connaît-il encore le prénom de Camille (tour 1) ?
#
# <details><summary>Réponse</summary>
#
# 6 tours (les `keep_last` derniers), un résumé vide, et plus de prénom : les tours 1 à 7 ont
# été retirés avant l'appel qui devait les résumer. L'exception, elle, a bien remonté.
#
# </details>

# %% tags=["raises-exception"]
class ResumeNaif:
    """L'ordre dangereux : l'historique est remplacé AVANT que le résumé existe."""

    def __init__(self, summarize, max_turns=12, keep_last=6):
        self.summarize, self.max_turns, self.keep_last = summarize, max_turns, keep_last
        self.summary, self.turns = "", []

    def add(self, role, text):
        self.turns.append((role, text))
        if len(self.turns) > self.max_turns:
            old, self.turns = self.turns[:-self.keep_last], self.turns[-self.keep_last:]
            self.summary = self.summarize(self.summary, old)


en_panne = llm_summarizer(client, model="hors-ligne-erreur-529")   # le fournisseur est surchargé
naif = ResumeNaif(en_panne)
for role, contenu in TOURS[:13]:
    naif.add(role, contenu)   # le 13e tour déclenche la compaction, qui échoue

# %%
print(f"résumé : {naif.summary!r} ; tours gardés : {len(naif.turns)} sur 13")
print("premier tour encore connu :", naif.turns[0][1][:60], "…")

# %% [markdown]
# Les tours 1 à 7 sont perdus : le prénom, l'entreprise, l'équipe, le langage. `RollingSummary` fait
# l'inverse : il appelle `summarize` d'abord et ne touche à rien si l'appel échoue. L'erreur
# remonte (une `ErreurResume`, qui dit ce qui s'est passé), mais l'état reste intact.

# %% tags=["raises-exception"]
prudent = RollingSummary(en_panne, max_turns=12, keep_last=6)
for role, contenu in TOURS[:13]:
    prudent.add(role, contenu)

# %%
print(f"résumé : {prudent.summary!r} ; tours gardés : {len(prudent.turns)} sur 13")
print("premier tour encore connu :", prudent.turns[0][1][:60], "…")

# %% [markdown]
# Le prochain `add` retentera la compaction ; la section 6 s'en sert pour construire un repli.

# %% [markdown]
# ## 3. Un plafond pour la longueur du résumé
#
# Le résumé est renvoyé à chaque appel : s'il enfle, il mange le gain de la compaction. Deux
# limites se complètent. Côté fournisseur, `max_tokens` plafonne la réponse, mais il la coupe
# net, en pleine phrase. Et sur claude-sonnet-5-5, la réflexion adaptative est active par défaut
# (le modèle local l'imite, leçon 08b) : elle compte dans `max_tokens`, et avec un plafond bas
# elle peut le manger entier, sans un mot de résumé (leçon 05). C'est pourquoi les appels de
# résumé du module choisissent leur réglage de réflexion selon le modèle
# (`contexte.appel_llm.reglage_resume`) : sur claude-sonnet-5-5, qui refuse `disabled`, c'est
# `between_tools`, qui ne réfléchit qu'entre deux appels d'outils (un résumé n'en a pas).
# Avec ce réglage, un plafond trop bas coupe le texte lui-même :

# %%
DEMANDE = [{"role": "user", "content": delimiter_tours("", TOURS[:14])}]
options, marge = reglage_resume("anthropic", MODELE_ANTHROPIC)
print("réglage du résumé :", options, "; marge ajoutée à max_tokens :", marge)
reponse = client.messages.create(model=MODELE_ANTHROPIC, max_tokens=20, system=SUMMARY_PROMPT,
                                 messages=DEMANDE, **options)
print(f"stop_reason={reponse.stop_reason!r} ({AUTEUR}) :")
print(texte(reponse))

# %% [markdown]
# Ce texte a l'air normal : rien ne le distingue d'un résumé, sauf la fin qui manque. Gardé,
# il ferait perdre tous les faits qui suivaient. Quand on a la réponse entière, `stop_reason`
# le dit (`"max_tokens"` : coupé). Derrière une fonction `summarize`, on vérifie le texte
# lui-même : au plus 120 mots, et une vraie fin de phrase. Un résumé trop long peut être refusé,
# ou tronqué proprement, à la dernière phrase complète qui tient dans le plafond.

# %%
FIN_DE_PHRASE = re.compile(r"[.!?»]$")


def tronquer_aux_phrases(resume, max_mots):
    """Les phrases complètes du début de `resume` qui tiennent dans `max_mots` mots."""
    gardees = []
    for phrase in re.split(r"(?<=[.!?»])\s+", resume):
        if len(" ".join(gardees + [phrase]).split()) > max_mots:
            break
        gardees.append(phrase)
    return " ".join(gardees)


def plafonner(summarize, max_mots=120, tronquer=False):
    """Enveloppe `summarize` : tout résumé trop long ou coupé est refusé (ou tronqué)."""
    def summarize_verifie(summary, old_turns):
        resume = summarize(summary, old_turns).strip()
        if tronquer:
            resume = tronquer_aux_phrases(resume, max_mots)
        mots = len(resume.split())
        if mots > max_mots:
            raise ValueError(f"résumé de {mots} mots pour un plafond de {max_mots} : refusé")
        if not FIN_DE_PHRASE.search(resume):
            raise ValueError(f"résumé coupé en pleine phrase (« …{resume[-25:]} ») : refusé")
        return resume
    return summarize_verifie


# %% [markdown]
# Le résumé coupé par `max_tokens` est refusé (ici dès `llm_summarizer`, qui lit `stop_reason` ;
# `plafonner` protège aussi un `summarize` qui ne le lirait pas) ; grâce au garde-fou de la
# section 2, aucun tour n'est perdu. (Seul, le contrôle du texte laisserait passer une coupe
# tombée juste après un point : lire `stop_reason` reste le vrai test, et `max_tokens` doit
# rester large, 400 tokens par défaut dans `llm_summarizer`.)

# %% tags=["raises-exception"]
coupe = RollingSummary(plafonner(llm_summarizer(client, max_tokens=20)), 12, 6)
for role, contenu in TOURS[:13]:
    coupe.add(role, contenu)


# %% [markdown]
# Un résumeur bavard, qui recopie les tours au lieu de les résumer, dépasse le plafond : refusé.

# %% tags=["raises-exception"]
def bavard(summary, old_turns):
    return " ".join(contenu for _, contenu in old_turns)


trop_long = RollingSummary(plafonner(bavard), 12, 6)
for role, contenu in TOURS[:13]:
    trop_long.add(role, contenu)

# %% [markdown]
# Avec `tronquer=True`, on garde plutôt les phrases complètes qui tiennent dans le plafond.

# %%
tronque = RollingSummary(plafonner(bavard, tronquer=True), 12, 6)
for role, contenu in TOURS[:13]:
    tronque.add(role, contenu)
print(f"{len(tronque.summary.split())} mots, se termine par : « …{tronque.summary[-40:]} »")

# %% [markdown]
# Tronquer fait perdre la fin sans prévenir le modèle ; refuser fait perdre un appel. Refuser
# est plus sûr quand le résumé porte des faits importants, tronquer plus économe sinon.

# %% [markdown]
# ## 4. Réécrire sans casser la requête suivante
#
# Deux règles de l'API valent pour toute réécriture de l'historique : ne jamais couper une paire
# d'outils (`couper_messages`, leçon 04 ; la section « Ce que les bibliothèques font mal » montre
# le refus en direct), et ne jamais renvoyer un bloc de réflexion dont le préfixe a changé
# (`compacter_historique` les retire ; le pourquoi et les autres parades : leçon 08b).

# %% [markdown]
# ## 5. Journaliser chaque compaction
#
# Quand une réponse déraille, la première question est : qu'a reçu le modèle ? Une compaction
# change justement ce qu'il reçoit. On journalise donc chacune, avec le module `logging` : combien
# de tours et de tokens avant, combien après, et les échecs. Le journal va ici sur la sortie
# standard, sans date pour que le notebook reste reproductible ; en production, on ajoute
# `%(asctime)s` et on l'envoie vers un fichier ou un service de journaux. Sans handler propre, un
# logger écrit ses avertissements sur stderr : on lui en donne un, qui écrit dans la sortie de la
# cellule, toujours sous la même forme.

# %%
journal = logging.getLogger("contexte.garde_fous")
journal.setLevel(logging.INFO)
journal.propagate = False       # pas de second affichage par le logger racine
if not journal.handlers:        # relancer la cellule n'ajoute pas de second handler
    vers_stdout = logging.StreamHandler(sys.stdout)
    vers_stdout.setFormatter(logging.Formatter("%(levelname)s %(message)s"))
    journal.addHandler(vers_stdout)


def taille(conv):
    """Tokens envoyés à chaque appel : le résumé plus les tours gardés."""
    return approx_tokens(conv.summary) + sum(approx_tokens(t) for _, t in conv.turns)


class ResumeJournalise(RollingSummary):
    """Un RollingSummary qui journalise chaque compaction, réussie ou non."""

    def compacter(self):
        tours, tokens = len(self.turns), taille(self)
        try:
            super().compacter()
        except ErreurResume as e:
            racine = e
            while racine.__cause__ is not None:    # l'erreur d'origine, sous les enveloppes
                racine = racine.__cause__
            cause = type(racine).__name__
            journal.error("compaction échouée (%s) : %d tours, %d tokens gardés tels quels",
                          cause, tours, tokens)
            raise
        journal.info("compaction : %d -> %d tours, %d -> %d tokens",
                     tours, len(self.turns), tokens, taille(self))


# %%
conv = ResumeJournalise(llm_summarizer(client), max_turns=12, keep_last=6)
for role, contenu in TOURS:
    conv.add(role, contenu)

# %% [markdown]
# ## 6. Un repli quand le résumeur échoue
#
# Les fournisseurs tombent en panne : limite de débit (429), surcharge (529), délai dépassé.
# `llm_summarizer` traduit ces exceptions des SDK en `ErreurResume`, dont la cause est une
# `ErreurFournisseur` (`contexte.erreurs`) qui dit qui, quoi, et quoi faire.
#
# Pour le résumé glissant, le repli se fait en deux temps. D'abord, on garde les tours et on
# retentera au prochain ajout : c'est déjà le comportement de `RollingSummary`, il suffit de ne
# pas laisser l'`ErreurResume` interrompre la conversation. Ensuite, si la panne dure, la liste
# grossit : au-delà d'un plafond dur, on bascule sur une fenêtre glissante. Les tours les plus
# anciens sont alors perdus sans résumé, et le journal le dit.

# %%
class ResumeAvecRepli(ResumeJournalise):
    """Résumé glissant qui survit aux pannes : on retente, puis fenêtre glissante."""

    def __init__(self, summarize, max_turns=12, keep_last=6, plafond_dur=16):
        super().__init__(summarize, max_turns, keep_last)
        self.plafond_dur = plafond_dur

    def add(self, role, text):
        try:
            super().add(role, text)
        except ErreurResume:
            if len(self.turns) > self.plafond_dur:
                perdus = len(self.turns) - self.plafond_dur
                self.turns = self.turns[perdus:]
                journal.warning("repli en fenêtre glissante : tours abandonnés sans "
                                "résumé : %d", perdus)


# %% [markdown]
# Simulons une panne qui dure le temps de quelques tours : tant que `panne["active"]` est vrai,
# le résumé passe par le modèle `hors-ligne-erreur-529`.

# %%
panne = {"active": True}


def summarize_instable(summary, old_turns):
    modele = "hors-ligne-erreur-529" if panne["active"] else MODELE_ANTHROPIC
    return llm_summarizer(client, model=modele)(summary, old_turns)


repli = ResumeAvecRepli(summarize_instable, max_turns=12, keep_last=6, plafond_dur=16)
for role, contenu in TOURS[:17]:
    repli.add(role, contenu)
print(f"après 17 tours en panne : {len(repli.turns)} tours gardés, résumé {repli.summary!r}")

# %%
panne["active"] = False          # le fournisseur répond de nouveau
for role, contenu in TOURS[17:]:
    repli.add(role, contenu)
print(f"après 20 tours : {len(repli.turns)} tours gardés, résumé de "
      f"{len(repli.summary.split())} mots")

# %% [markdown]
# Le tour 1 (le prénom, l'entreprise) a été sacrifié par le repli, et le journal en garde la
# trace ; tout le reste a été résumé dès le retour du fournisseur. Choisissez le plafond dur pour
# que la liste, même pleine, reste loin de la fenêtre de contexte ; un plafond en tokens, comme
# l'alarme de la section 1, est plus sûr qu'un plafond en tours.

# %% [markdown]
# ## 7. Les faits durables ne sont pas dans le résumé
#
# Le résumé disparaît avec la session (leçon 06), et il peut dériver (leçon 05). Les faits qui
# doivent lui survivre, comme l'équipe actuelle de Camille ou son allergie, vont dans une
# **mémoire à long terme**, distincte du résumé, mise à jour quand un fait change et relue au
# début de chaque session : c'est la leçon 11 (`notebooks/11_memoire_long_terme.ipynb`).

# %% [markdown]
# ## 8. Jamais de secret, ni chez le fournisseur ni sur disque
#
# Un jour, quelqu'un colle sa clé d'API dans la conversation, ou un outil lit un fichier `.env`.
# Ajoutée telle quelle à l'historique, la clé part chez le fournisseur au prochain appel, puis
# `Session.save` l'écrit en clair, et un résumé peut la recopier dans tous les appels suivants.
# D'abord la panne (la clé ci-dessous est fausse, fabriquée pour l'exemple) :

# %%
CLE_FACTICE = "sk-ant-api03-" + "EXEMPLE" * 6    # fausse clé, pour la démonstration
session = Session(DOSSIER / "session.json")
session.messages += vers_messages_anthropic(TOURS[:2])
session.messages.append({"role": "user",
                         "content": f"Mon script plante. Ma config : ANTHROPIC_API_KEY={CLE_FACTICE}"})
session.save()
print("clé en clair dans", session.path.name, ":", CLE_FACTICE in session.path.read_text())

# %% [markdown]
# Masquer *après* la sauvegarde, comme on le ferait en relisant le fichier, arrive trop tard :
# la clé est déjà partie, et réécrire des messages déjà envoyés casse la règle d'ajout seul de
# la leçon 02 (et la réflexion préservée, leçon 08b). La parade est de masquer **à
# l'ingestion**, avant d'ajouter le message à l'historique, donc avant tout envoi, toute
# sauvegarde et tout résumé. `contexte.masquer_secrets(messages)` reconnaît les formes connues
# de clés (Anthropic, OpenAI, Google, GitHub, AWS, Slack, Hugging Face, clés privées) dans le
# texte, les blocs `text`, les résultats d'outils (`tool_result`, chaîne ou blocs) et l'entrée
# JSON des appels d'outils (`tool_use.input`), même coupées entre deux blocs ;
# `reperer_secrets` dit lesquelles, pour prévenir qu'il faut les révoquer.

# %%
def ajouter(session, message):
    """L'ingestion : masquer, prévenir, puis seulement ajouter à l'historique."""
    for _, forme in reperer_secrets([message]):
        print(f"clé {forme} masquée : pensez à la révoquer")
    session.messages += masquer_secrets([message])


propre = Session(DOSSIER / "session-propre.json")
for message in vers_messages_anthropic(TOURS[:2]):
    ajouter(propre, message)
ajouter(propre, {"role": "user",
                 "content": f"Mon script plante. Ma config : ANTHROPIC_API_KEY={CLE_FACTICE}"})
propre.save()
print("clé en clair dans", propre.path.name, ":", CLE_FACTICE in propre.path.read_text())
print("dernier message :", propre.messages[-1]["content"])

# %% [markdown]
# Le masquage ne rend pas la clé moins compromise : elle a pu être copiée ailleurs. D'où le
# conseil de révocation. Ce filtre reconnaît des formes connues ; il ne remplace pas la règle :
# une clé ne se colle pas dans une conversation. Pour masquer un historique **déjà envoyé**,
# `masquer_secrets(messages, deja_envoyes=n)` retire aussi la réflexion signée devenue invalide
# (leçon 08b, section 5).

# %% [markdown]
# ## Ce que les bibliothèques font mal
#
# Trois erreurs ont été commises par des bibliothèques répandues ; elles valent d'être reconnues.
#
# **Un historique qui commence sur un résultat d'outil orphelin.** `trim_messages` de LangChain
# et le tampon de mémoire de LlamaIndex pouvaient couper juste après un `tool_use` et garder son
# `tool_result`. L'API refuse la requête :

# %% tags=["raises-exception"]
appel_outil = {"type": "tool_use", "id": "toolu_01", "name": "meteo", "input": {"ville": "Nantes"}}
messages = [
    {"role": "user", "content": "Quel temps fait-il à Nantes ?"},
    {"role": "assistant", "content": [{"type": "text", "text": "Je regarde."}, appel_outil]},
    {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "toolu_01",
                                  "content": "Pluie, 12 °C"}]},
    {"role": "assistant", "content": "Il pleut à Nantes : 12 °C."},
    {"role": "user", "content": "Merci ! Et demain ?"},
]
client.messages.create(model=MODELE_ANTHROPIC, max_tokens=1024, messages=messages[-3:])

# %% [markdown]
# Avec la coupe sûre de la leçon 04 (`couper_messages`), la requête passe. La coupe a avancé jusqu'au dernier
# message de l'utilisatrice : le modèle ne sait plus de quoi on parlait, mais il n'y a pas d'erreur.

# %%
reponse = client.messages.create(model=MODELE_ANTHROPIC, max_tokens=1024,
                                 messages=couper_messages(messages, 3))
print(f"[{AUTEUR}]", texte(reponse))


# %% [markdown]
# **Un historique remplacé avant que l'appel de résumé ait réussi.** C'est `ResumeNaif`, en
# section 2 : une panne du fournisseur au mauvais moment, et les tours les plus anciens
# disparaissent.
#
# **Un message d'erreur enregistré comme résumé.** Certaines bibliothèques attrapaient l'exception
# du résumé et renvoyaient à la place un texte du genre « Error generating summary: … ». Ce
# texte devient alors le résumé, renvoyé au modèle à chaque appel, et les tours qu'il devait
# résumer sont perdus :

# %%
def summarize_qui_avale(summary, old_turns):
    try:
        return en_panne(summary, old_turns)
    except Exception as e:
        return f"Error generating summary: {e}"   # l'erreur devient... le résumé


avale = RollingSummary(summarize_qui_avale, max_turns=12, keep_last=6)
for role, contenu in TOURS[:13]:
    avale.add(role, contenu)
print(f"{len(avale.turns)} tours gardés ; résumé : {avale.summary[:90]} …")

# %% [markdown]
# La parade est de laisser l'exception remonter : `llm_summarizer` lève une `ErreurResume` au
# lieu de renvoyer un texte d'erreur, et `RollingSummary` garde alors tous les tours (section 2).

# %% [markdown]
# ## Je sais faire
#
# - [ ] Déclencher une alarme de budget de tokens avec de l'avance sur la fenêtre de contexte.
# - [ ] Montrer qu'un résumé qui échoue, trop long ou coupé ne fait perdre aucun tour.
# - [ ] Journaliser chaque compaction (tokens avant et après) avec `logging`, hors de stderr.
# - [ ] Prévoir un repli : retenter, puis basculer sur une fenêtre glissante.
# - [ ] Dire pourquoi les faits durables vont dans une mémoire à long terme (leçon 11), pas dans
#   le résumé.
# - [ ] Masquer une clé d'API à l'ingestion, avant tout envoi et toute sauvegarde
#   (`masquer_secrets`), et dire pourquoi masquer après coup arrive trop tard.
#
# ## FAQ
#
# **Pourquoi ne pas réessayer tout de suite, plusieurs fois, dans `summarize` ?** On peut (c'est
# ce que fait `max_retries` du client), mais pendant ce temps la conversation attend. Retenter au
# tour suivant ne bloque personne.
#
# **Le journal peut-il contenir le résumé lui-même ?** Mieux vaut pas par défaut : il contient
# des données personnelles. Journalisez des tailles et des événements ; gardez les contenus là
# où vous gardez déjà la conversation.
#
# **Le masquage des secrets doit-il aussi s'appliquer au résumé ?** Masqués à l'ingestion, les
# messages n'ont plus de **clé d'API** quand on les résume : le résumé ne peut pas la recopier.
# Mais `masquer_secrets` ne connaît que des formats de clés. Un code de porte, un mot de passe
# ou un code de VPN dit en toutes lettres passe (la leçon 07 montre un résumé qui recopie
# « Tulipe-4821 ») : contre ceux-là, la consigne du résumé (« ne recopie jamais un code
# d'accès ») et la vérification du résumé avant de le garder, pas le masquage.
#
# Pour s'exercer : cette leçon n'a pas d'exercice à elle ; l'alarme de budget se retrouve dans
# `exercises/ex5_fenetre_budget.py` (leçon 04) et `exercises/ex7_resume_budget.py` (leçon 06).

# %% [markdown]
# ## Ranger
#
# Le dossier temporaire de la leçon s'efface de lui-même quand le noyau s'arrête (menu
# *Kernel → Shut Down Kernel*, ou l'arrêt automatique des noyaux inactifs) ; cette cellule
# l'efface tout de suite. Pour reprendre la leçon ensuite, relancez la cellule de mise en place.

# %%
TEMPORAIRE.cleanup()
print("Dossier de la leçon effacé :", not Path(TEMPORAIRE.name).exists())
