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
# # 02 — Persister la session
#
# Pour qu'un assistant se souvienne d'un lancement à l'autre, il faut écrire la conversation sur
# disque. Cela paraît trivial : `json.dumps`, puis `write_text`. En réalité, trois pièges
# attendent : des objets qui ne sont pas du JSON, des blocs qu'on croit inutiles et que l'API
# exige, et un fichier qu'une panne laisse à moitié écrit.

# %% [markdown]
# ## Objectifs
#
# - Convertir les blocs d'une réponse du SDK en JSON avec `serialize_content`, sans perdre les
#   blocs de réflexion.
# - Enregistrer et relire une conversation avec `Session`.
# - Expliquer pourquoi « fichier temporaire + `replace` » survit à une panne, et `write_text` non.
# - Décrire ce que `fsync` ajoute : la durabilité après une coupure de courant.
# - Faire écrire deux processus dans la même session sans perdre de message.

# %% [markdown]
# ## Mise en place
#
# On travaille dans un dossier temporaire neuf (les chemins affichés restent courts), et les
# erreurs s'affichent sur une ligne : leur type et leur message, sans la pile d'appels.

# %%
import inspect
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

from contexte import FichierInvalide, Session, disque, serialize_content
from contexte.llm import MODELE_ANTHROPIC, client_anthropic, hors_ligne_actif

# %xmode Minimal
os.chdir(tempfile.mkdtemp())  # les fichiers de la leçon vivent ici, pas dans votre dépôt
client = client_anthropic()


def texte(reponse) -> str:
    """Le texte d'une réponse du SDK (les autres blocs sont ignorés)."""
    return "".join(b.text for b in reponse.content if b.type == "text")


print("On parle à :", "le modèle local (doublure déterministe, 127.0.0.1)" if hors_ligne_actif()
      else f"l'API Anthropic, modèle {MODELE_ANTHROPIC}")

# %% [markdown]
# ## Des objets, pas du JSON
#
# Dans la leçon 01, on rangeait `reponse.content` tel quel dans la liste. Ce sont des objets
# du SDK (des modèles pydantic), pas des dictionnaires : le SDK sait les renvoyer à l'API, mais
# le module `json` ne sait pas les écrire.

# %%
question = {"role": "user", "content": "Je suis allergique aux arachides."}
reponse = client.messages.create(model=MODELE_ANTHROPIC, max_tokens=1024, messages=[question])
print([type(bloc).__name__ for bloc in reponse.content])

# %% tags=["raises-exception"]
json.dumps(reponse.content)

# %% [markdown]
# ## `serialize_content` : aiguiller sur `block.type`
#
# Il faut convertir chaque bloc en dictionnaire, en ne gardant que les champs que l'API accepte
# en entrée. `serialize_content` aiguille sur `block.type` avec un `match`, et non sur
# `isinstance` : le SDK lit les réponses sans validation stricte, et un bloc d'un type qu'il ne
# connaît pas encore devient un `TextBlock` dont `.type` dit la vérité. Un type inconnu est
# ignoré sans erreur. Le cœur de la fonction (le code complet est dans
# `contexte/session.py`) :
#
# ```python
# match bloc.type:
#     case "text":
#         blocs.append({"type": "text", "text": bloc.text})
#     case "tool_use":
#         blocs.append({"type": "tool_use", "id": bloc.id, "name": bloc.name, "input": bloc.input})
#     case "thinking":
#         blocs.append({"type": "thinking", "thinking": bloc.thinking, "signature": bloc.signature})
#     case "redacted_thinking":
#         blocs.append({"type": "redacted_thinking", "data": bloc.data})
#     case _:
#         pass  # type inconnu : rien à renvoyer à l'API
# ```

# %%
blocs = serialize_content(reponse.content)
print(json.dumps(blocs, ensure_ascii=False))

# %% [markdown]
# ## Quels blocs garder ? Ceux de la réflexion aussi
#
# On lit souvent qu'il suffit de garder le texte et les appels d'outils (`text`, `tool_use`) et
# qu'on peut jeter le reste, en particulier les blocs `thinking` de la réflexion. C'est faux
# dès qu'on combine réflexion et outils : l'API exige que le dernier tour `assistant`, celui
# dont les `tool_use` reçoivent leur `tool_result`, commence par son bloc `thinking` (avec sa
# `signature`, vérifiée) ou `redacted_thinking`.
#
# Sur claude-sonnet-5, le modèle du cours, la réflexion est *adaptative* (le modèle décide
# quand et combien réfléchir) et **active par défaut** : cette règle vaut donc pour toute
# boucle d'outils avec ce modèle, même sans rien demander. La doublure, elle, ne réfléchit que
# si on le lui demande, avec `thinking={"type": "adaptive"}`. L'ancienne réflexion manuelle,
# `{"type": "enabled", "budget_tokens": …}`, est refusée par claude-sonnet-5 (erreur 400).
#
# Demandons la météo avec la réflexion adaptative et un outil `meteo` déclaré.

# %%
REFLEXION = {"type": "adaptive"}  # sur claude-sonnet-5, c'est aussi le réglage par défaut
OUTILS = [{
    "name": "meteo",
    "description": "Météo actuelle d'une ville.",
    "input_schema": {"type": "object", "properties": {"ville": {"type": "string"}},
                     "required": ["ville"]},
}]
demande = {"role": "user", "content": "Quel temps fait-il à Nantes ?"}
appel = client.messages.create(model=MODELE_ANTHROPIC, max_tokens=2048, thinking=REFLEXION,
                               tools=OUTILS, messages=[demande])
print(appel.stop_reason, [bloc.type for bloc in appel.content])


# %% [markdown]
# Le modèle pense, annonce, puis appelle l'outil. On exécute l'outil et on renvoie son résultat.
# D'abord avec la conversion qui ne garde que `text` et `tool_use` :

# %% tags=["raises-exception"]
def serialize_sans_reflexion(content) -> list[dict]:
    """La conversion qu'on voit souvent : texte et outils seulement. À ne pas copier."""
    return [b for b in serialize_content(content) if b["type"] in ("text", "tool_use")]


id_appel = next(b.id for b in appel.content if b.type == "tool_use")
resultat = {"role": "user", "content": [
    {"type": "tool_result", "tool_use_id": id_appel, "content": "12 °C, averses"}]}

client.messages.create(
    model=MODELE_ANTHROPIC, max_tokens=2048, thinking=REFLEXION, tools=OUTILS,
    messages=[demande, {"role": "assistant", "content": serialize_sans_reflexion(appel.content)},
              resultat],
)

# %% [markdown]
# Erreur 400 : le tour assistant commence par `text` au lieu de `thinking`. Le modèle local
# applique la même règle que l'API d'Anthropic (le message d'erreur reprend le sien). Avec
# `serialize_content`, qui garde le bloc `thinking` et sa signature, la même requête passe :

# %%
suite = client.messages.create(
    model=MODELE_ANTHROPIC, max_tokens=2048, thinking=REFLEXION, tools=OUTILS,
    messages=[demande, {"role": "assistant", "content": serialize_content(appel.content)},
              resultat],
)
print(texte(suite))

# %% [markdown]
# La signature protège le texte de la réflexion : modifiez-le d'un caractère et l'API refuse le
# bloc. On persiste donc les blocs `thinking` tels quels, sans les résumer ni les retoucher.

# %% [markdown]
# ## `Session` : une conversation dans un fichier JSON
#
# `Session(path)` relit le fichier s'il existe (sinon, la liste est vide) ; `.path` est le
# chemin du fichier, `.messages` la liste habituelle, et `.save()` l'écrit sur disque.
# Refaisons l'expérience de la leçon 01 : deux processus enfants successifs, qui ajoutent
# chacun un message. Cette fois, le second retrouve le message du premier.

# %%
ENFANT = '''
from contexte import Session
s = Session("camille.json")
s.messages.append({"role": "user", "content": "Je suis allergique aux arachides."})
s.save()
print(len(s.messages))
'''

for essai in (1, 2):
    sortie = subprocess.run([sys.executable, "-c", ENFANT], capture_output=True, text=True,
                            check=True)
    print(f"exécution {essai} : {sortie.stdout.strip()} message(s) dans la session")
print(Session("camille.json"))

# %% [markdown]
# ## Une panne en pleine écriture
#
# `Path.write_text` ouvre le fichier en mode `"w"` : le système **vide** le fichier, puis Python
# y écrit le nouveau texte. Si le processus meurt entre les deux (plantage, `kill`, machine qui
# s'éteint), il reste un fichier vide ou tronqué. Pour le montrer à coup sûr, sans compter sur
# la chance, un processus enfant fait ce que fait `write_text` (ouvrir en mode `"w"`, donc
# vider, puis écrire), mais s'arrête après les 4 096 premiers caractères et reçoit `SIGKILL` :
# c'est l'état où une panne laisse le fichier quand elle frappe au milieu de l'écriture.

# %%
# Un historique long : 400 messages déjà enregistrés, sans encombre.
longue = [{"role": "user" if i % 2 == 0 else "assistant",
           "content": f"Message n°{i} : je suis allergique aux arachides, j'habite à Rezé."}
          for i in range(400)]
Path("longue.json").write_text(json.dumps(longue, ensure_ascii=False), encoding="utf-8")
print("taille avant la panne :", Path("longue.json").stat().st_size, "octets")

PANNE_NAIVE = '''
import json, os, signal
messages = json.load(open("longue.json", encoding="utf-8"))
messages.append({"role": "user", "content": "Et demain ?"})
texte = json.dumps(messages, ensure_ascii=False)
with open("longue.json", "w", encoding="utf-8") as f:  # ce que fait write_text : vider...
    f.write(texte[:4096])                               # ... puis écrire
    f.flush()
    os.kill(os.getpid(), signal.SIGKILL)                # la panne arrive ici
'''

sortie = subprocess.run([sys.executable, "-c", PANNE_NAIVE])
print("code de sortie de l'enfant :", sortie.returncode, "(tué par SIGKILL)")
print("taille après la panne :", Path("longue.json").stat().st_size, "octets")

# %% [markdown]
# Il ne reste que le début du nouveau texte : les 400 messages enregistrés avant la panne sont perdus
# avec le nouveau. Au lancement suivant, l'historique est illisible :

# %% tags=["raises-exception"]
Session("longue.json")

# %% [markdown]
# Le remède tient en deux gestes : écrire le nouveau contenu dans un **fichier temporaire**, puis
# le **renommer** par-dessus l'ancien avec `os.replace` (ou `Path.replace`). Le renommage est
# atomique : quiconque ouvre le fichier voit soit l'ancien contenu complet, soit le nouveau
# complet, jamais un mélange. `Session.save()` procède ainsi.
#
# Refaisons la panne avec `Session`. Tant que le renommage n'a pas eu lieu, le fichier final
# n'a pas été touché : peu importe où la panne frappe avant. On la fait frapper au dernier
# instant possible, en remplaçant `os.fsync` par un suicide : `save()` a tout écrit dans le
# temporaire et s'apprête à le rendre durable, puis à le renommer.

# %%
Path("longue.json").write_text(json.dumps(longue, ensure_ascii=False), encoding="utf-8")

PANNE_SESSION = '''
import os, signal
from contexte import Session
s = Session("longue.json")
s.messages.append({"role": "user", "content": "Et demain ?"})
os.fsync = lambda fd: os.kill(os.getpid(), signal.SIGKILL)  # la panne arrive ici
s.save()
'''

sortie = subprocess.run([sys.executable, "-c", PANNE_SESSION])
print("code de sortie de l'enfant :", sortie.returncode, "(tué par SIGKILL)")
print("messages relus :", len(Session("longue.json").messages))


# %% [markdown]
# `Session` relit l'ancien état, intact : 400 messages. Le message « Et demain ? » est perdu,
# c'est inévitable quand un processus meurt avant d'avoir fini ; l'important est que rien de ce
# qui était déjà enregistré ne l'est. Le temporaire abandonné est resté **à côté** du fichier,
# dans le même dossier (la partie aléatoire de son nom est masquée ci-dessous) :

# %%
def contenu_du_dossier() -> list[str]:
    """Les fichiers du dossier, la partie aléatoire des noms temporaires masquée."""
    return sorted(re.sub(r"\.json\.[^.]+\.tmp$", ".json.XXXX.tmp", p.name)
                  for p in Path(".").iterdir())


print(contenu_du_dossier())

# %% [markdown]
# Le prochain `save()` fait le ménage (verrou tenu, pour ne pas effacer le temporaire d'un
# autre écrivain en train de travailler). Le fichier `.longue.json.lock` est le verrou : il
# reste sur disque, vide, et c'est normal.

# %%
s = Session("longue.json")
s.messages.append({"role": "user", "content": "Et demain ?"})
s.save()
print(contenu_du_dossier())
print("messages relus :", len(Session("longue.json").messages))

# %% [markdown]
# ## Pourquoi le temporaire vit dans le même dossier
#
# `os.replace` s'appuie sur l'appel système `rename`, qui n'est atomique qu'**à l'intérieur
# d'un même système de fichiers**. Or `/tmp` est souvent un autre système de fichiers que
# votre dossier de travail (un `tmpfs` en mémoire, par exemple). Un temporaire créé dans `/tmp`
# ne peut pas être renommé vers votre dossier : sous Linux, `os.replace` lève alors
# `OSError: [Errno 18] Invalid cross-device link` (`EXDEV`). Et `shutil.move`, qui contourne
# l'erreur en copiant puis en supprimant, perd justement l'atomicité.
#
# D'où `tempfile.mkstemp(dir=path.parent, ...)` dans `contexte.disque` : le temporaire naît à
# côté du fichier final, avec un nom unique (deux écrivains ne se marchent pas dessus).

# %% [markdown]
# ## `fsync` : atomique ne veut pas dire durable
#
# Quand `write` rend la main, les octets ne sont pas sur le disque : ils sont dans le **cache de
# pages** du noyau, qui les écrira plus tard (quelques secondes, parfois plus). Si seul le
# processus meurt, pas de souci : le noyau a les données. Si la **machine** s'arrête (coupure de
# courant, plantage du noyau), tout ce qui n'était pas encore écrit est perdu ; selon le système
# de fichiers, on peut même retrouver le renommage sans les données, donc un fichier vide.
#
# D'où quatre gestes, dans cet ordre : `flush` (du tampon de Python vers le noyau), `fsync` du
# fichier temporaire (du noyau vers le disque), `os.replace`, puis `fsync` du **dossier**, car
# le renommage est une modification du dossier, qui a lui aussi son cache. Les voici dans le
# code de `contexte.disque` :

# %%
source = inspect.getsource(disque.ecrire_atomique)
gestes = ("mkstemp(", ".write(", ".flush(", "os.fsync(", "os.replace(", "fsync_dossier(")
for ligne in source.splitlines():
    if any(geste in ligne for geste in gestes):
        print(ligne.strip())

# %% [markdown]
# Ces `fsync` ont un prix : quelques millisecondes par `save()` sur un SSD, davantage sur un
# disque lent ou réseau. Pour une conversation, où l'on enregistre une fois par tour, c'est
# négligeable devant la durée d'un appel au modèle.

# %% [markdown]
# ## Deux écrivains sur le même fichier
#
# Deux processus (ou deux onglets de notebook) ouvrent la même session : chacun lit la liste,
# ajoute son message, enregistre. Sans précaution, le second `save()` écrase le message du
# premier : c'est la **mise à jour perdue**. `Session` retient l'empreinte du fichier qu'elle a
# lu ; si le fichier a changé entre-temps, `save()` lève `ConflitEcriture` au lieu d'écraser.
# Ici, deux objets `Session` dans le même noyau jouent les deux écrivains.

# %% tags=["raises-exception"]
premiere = Session("partagee.json")
seconde = Session("partagee.json")
premiere.messages.append({"role": "user", "content": "Message de la première session."})
premiere.save()
seconde.messages.append({"role": "user", "content": "Message de la seconde session."})
seconde.save()

# %% [markdown]
# Le fichier n'a pas bougé : il contient toujours le message de la première session, et la
# seconde peut rouvrir, refaire son ajout, réenregistrer. Quand plusieurs processus écrivent
# pour de bon, `Session.verrouillee(path)` les fait passer **chacun son tour** : elle prend un
# verrou exclusif, relit le fichier, et ne le rend qu'à la sortie du bloc `with`. Deux enfants
# lancés en même temps ajoutent chacun vingt messages, un verrou par ajout :

# %%
print("dans le fichier :", [m["content"] for m in Session("partagee.json").messages])

ECRIVAIN = '''
import sys
from contexte import Session
for i in range(20):
    with Session.verrouillee("partagee.json") as s:
        s.messages.append({"role": "user", "content": f"{sys.argv[1]} n°{i}"})
        s.save()
'''

enfants = [subprocess.Popen([sys.executable, "-c", ECRIVAIN, nom]) for nom in ("A", "B")]
print("codes de sortie :", [enfant.wait() for enfant in enfants])
contenus = [m["content"] for m in Session("partagee.json").messages]
print("messages de A :", sum(c.startswith("A ") for c in contenus),
      "| messages de B :", sum(c.startswith("B ") for c in contenus),
      "| total :", len(contenus))

# %% [markdown]
# Quarante et un messages : le premier, plus vingt de chaque enfant. L'ordre entre A et B dépend
# du hasard de l'ordonnanceur ; le compte, lui, est toujours juste.

# %% [markdown]
# ## Un fichier abîmé n'est jamais écrasé
#
# Face à un fichier illisible, la tentation est de repartir d'une liste vide : le prochain
# `save()` effacerait alors pour de bon ce qui restait à sauver. `Session` refuse : elle lève
# `FichierInvalide` (une sorte de `ValueError`), avec un message qui nomme le fichier, dit ce
# qui ne va pas et quoi faire. Le fichier n'est jamais modifié ; à vous de le restaurer depuis
# une sauvegarde, de le réparer à la main, ou de le supprimer.

# %%
Path("abimee.json").write_text('{"role": "user", "content": "Bonjour"}', encoding="utf-8")
try:
    Session("abimee.json")
except FichierInvalide as erreur:
    print(erreur)
print("contenu intact :", Path("abimee.json").read_text(encoding="utf-8"))

# %% [markdown]
# ## Je sais faire
#
# - [ ] Convertir `reponse.content` en JSON avec `serialize_content`, blocs `thinking` compris.
# - [ ] Expliquer l'erreur 400 qu'on obtient en jetant la réflexion quand on utilise des outils.
# - [ ] Enregistrer et relire une conversation avec `Session`.
# - [ ] Expliquer pourquoi « temporaire dans le même dossier + `os.replace` » survit à une panne.
# - [ ] Dire à quoi servent le `fsync` du fichier et celui du dossier.
# - [ ] Faire écrire deux processus dans la même session avec `Session.verrouillee`.

# %% [markdown]
# ## FAQ
#
# **Pourquoi ne pas écrire `reponse.content` tel quel sur disque ?**
# Parce que ce sont des objets Python, que `json` ne sait pas écrire. `serialize_content` en
# fait des dictionnaires et ne garde que ce que l'API relira au tour suivant : le texte, les
# appels d'outils (`id`, `name`, `input`), **et** les blocs `thinking` (signature comprise) ou
# `redacted_thinking`. Sans la réflexion, une boucle d'outils se ferait refuser. Autre
# avantage : le fichier garde la même forme quand le SDK réorganise ses classes.
#
# **Et `bloc.model_dump(mode="json")`, ou `json.dumps(..., default=str)` ?**
# Le premier donne bien du JSON, mais avec tous les champs de sortie du SDK (un texte arrive
# avec `"citations": null`), dans une forme qui change avec ses versions, sans filtrer les types
# inconnus. Le second écrit la représentation texte des objets (`"TextBlock(citations=None,
# ...)"`) : le fichier se relit, mais ce n'est plus une conversation que l'API accepte.
#
# **Réécrire tout le fichier à chaque `save()`, ce n'est pas coûteux ?**
# Le coût grandit avec la conversation ; pour quelques centaines de messages, il reste faible
# devant un appel au modèle. Au-delà, un journal en ajout seul (JSON Lines) n'écrit que le
# nouveau message ; le risque change alors de forme : une dernière ligne déchirée à
# reconnaître au chargement.
#
# **Et sous Windows ?**
# `os.replace` y fonctionne aussi, mais le verrou de `contexte.disque` repose sur `fcntl`
# (Linux, macOS) et n'y fait rien : gardez un seul écrivain à la fois.
#
# Pour s'exercer : `exercises/ex3_serialize_gemini.py` (`serialize_content` pour Gemini) et
# `exercises/ex5_journal.py` (un journal de session en JSON Lines).
