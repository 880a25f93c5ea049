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
# **Durée estimée : 50 min.**
#
# Pour qu'un assistant se souvienne d'un lancement à l'autre, il faut écrire la conversation sur
# disque. Cela paraît trivial : `json.dumps`, puis `write_text`. Trois pièges attendent : des
# objets qui ne sont pas du JSON, une conversation relue qui doit être exactement celle qu'on a
# envoyée, et un fichier qu'une panne laisse à moitié écrit. On suit le même chemin pour chacun :
# **construire** la version simple, la **casser** en direct, puis voir ce qui la **durcit**.

# %% [markdown]
# ## Objectifs
#
# - Convertir les blocs d'une réponse en JSON avec `serialize_content`, et relire la session
#   exactement telle qu'elle a été envoyée.
# - Écrire en une dizaine de lignes une `Session` simple, puis la casser par un
#   `kill -9` en pleine sauvegarde.
# - Expliquer pourquoi « temporaire dans le même dossier + `os.replace` » survit au `kill -9`,
#   et `write_text` non.
# - Dire ce que `fsync` ajoute, et sa limite sous macOS.
# - Nommer la panne contre laquelle protège chaque garde de `contexte.Session`.

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
from cours.clients import MODELE_ANTHROPIC, client_anthropic, hors_ligne_actif

# %xmode Minimal
TEMPORAIRE = tempfile.TemporaryDirectory(prefix="lecon02-", ignore_cleanup_errors=True)
os.chdir(TEMPORAIRE.name)  # les fichiers de la leçon vivent ici, effacés à l'arrêt du noyau
client = client_anthropic()


def texte(reponse) -> str:
    """Le texte d'une réponse du SDK (les autres blocs sont ignorés)."""
    return "".join(b.text for b in reponse.content if b.type == "text")


print("On parle à :", "le modèle local (127.0.0.1)" if hors_ligne_actif()
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
# `serialize_content` garde aussi les blocs `thinking` (réflexion) et leur `signature` :
# claude-sonnet-5-5 réfléchit par défaut, et une boucle d'outils doit lui renvoyer ces blocs tels
# quels (la règle encadrée de la leçon 01 ; le détail en leçon 08b).
#
# D'où la règle de la session : on ajoute les messages, on ne retouche jamais un message déjà
# envoyé, et la session relue doit être égale, champ pour champ, à la conversation envoyée.
# Vérifions-le avec `contexte.Session` : on enregistre l'échange, on le relit.

# %%
conversation = [question, {"role": "assistant", "content": blocs}]
courte = Session("courte.json")
courte.messages = conversation
courte.save()
relue = Session("courte.json").messages
print("relue == envoyée :", relue == conversation)
print("blocs du message assistant :", [b["type"] for b in relue[1]["content"]])

# %% [markdown]
# ## Construire : la `Session` simple
#
# Passons au disque. Voici une première `Session`, que nous appellerons la `Session` simple, à
# écrire vous-même : une liste `messages`
# relue à l'ouverture, et un `save()` qui écrit un temporaire puis le renomme par-dessus le
# fichier final. À côté, `SessionNaive` fait ce qu'on écrirait sans y penser : `write_text`
# directement sur le fichier final. La cellule écrit les deux classes dans un fichier,
# pour que les processus enfants de la suite puissent les importer (`session_simple.py`).

# %%
# %%writefile session_simple.py
import json
import pathlib


class Session:
    """La version simple : un fichier JSON, un temporaire au nom fixe, un renommage."""

    def __init__(self, path):
        self.path = pathlib.Path(path)
        self.messages = (json.loads(self.path.read_text(encoding="utf-8"))
                         if self.path.exists() else [])

    def save(self):
        tmp = self.path.with_suffix(".tmp")
        tmp.write_text(json.dumps(self.messages, ensure_ascii=False), encoding="utf-8")
        tmp.replace(self.path)


class SessionNaive(Session):
    """Sans temporaire : on réécrit le fichier final directement."""

    def save(self):
        self.path.write_text(json.dumps(self.messages, ensure_ascii=False), encoding="utf-8")

# %% [markdown]
# Elle fait son travail : deux processus enfants successifs ajoutent chacun un message, et le
# second retrouve celui du premier (dans la leçon 01, chaque exécution repartait de zéro).

# %%
ENFANT = """
from session_simple import Session
s = Session("camille.json")
s.messages.append({"role": "user", "content": "Je suis allergique aux arachides."})
s.save()
print(len(s.messages))
"""

for essai in (1, 2):
    sortie = subprocess.run([sys.executable, "-c", ENFANT], capture_output=True, text=True,
                            check=True)
    print(f"exécution {essai} : {sortie.stdout.strip()} message(s) dans la session")

# %% [markdown]
# ## Casser : un `kill -9` en pleine sauvegarde
#
# `Path.write_text` ouvre le fichier en mode `"w"` : le système **vide** le fichier, puis Python
# y écrit le nouveau texte. Si le processus meurt entre les deux (plantage, `kill -9`, machine
# qui s'éteint), il reste un fichier vide ou tronqué.
#
# Pour que la panne frappe au même octet à chaque exécution, le processus enfant se fixe une
# limite de taille de fichier (`RLIMIT_FSIZE`, 4 096 octets). Dès qu'une écriture la dépasse,
# le noyau lui envoie le signal `SIGXFSZ`, que l'enfant transforme en `SIGKILL` : c'est un
# `kill -9` au milieu de `save()`, avant le renommage.

# %%
# Un historique long : 400 messages déjà enregistrés, sans encombre.
longue = [{"role": "user" if i % 2 == 0 else "assistant",
           "content": f"Message n°{i} : je suis allergique aux arachides, j'habite à Rezé."}
          for i in range(400)]

PANNE = """
import os, resource, signal, sys
import contexte, session_simple
classe = {"naive": session_simple.SessionNaive, "simple": session_simple.Session,
          "contexte": contexte.Session}[sys.argv[1]]
s = classe("longue.json")
s.messages.append({"role": "user", "content": "Et demain ?"})
signal.signal(signal.SIGXFSZ, lambda *_: os.kill(os.getpid(), signal.SIGKILL))
resource.setrlimit(resource.RLIMIT_FSIZE, (4096, resource.getrlimit(resource.RLIMIT_FSIZE)[1]))
s.save()  # la panne frappe ici, à l'octet 4 096
"""


def sauvegarde_tuee(version: str) -> None:
    """Réécrit les 400 messages, puis lance un enfant tué par SIGKILL au milieu de son save()."""
    Path("longue.json").write_text(json.dumps(longue, ensure_ascii=False), encoding="utf-8")
    taille = Path("longue.json").stat().st_size
    enfant = subprocess.run([sys.executable, "-c", PANNE, version])
    print(f"{version} : enfant tué par le signal {-enfant.returncode} (SIGKILL) ;",
          f"longue.json : {taille} octets avant, {Path('longue.json').stat().st_size} après")


sauvegarde_tuee("naive")

# %% [markdown]
# Il ne reste que le début du nouveau texte : les 400 messages enregistrés avant la panne sont
# perdus avec le nouveau. Au lancement suivant, la `Session` simple ne sait plus relire le
# fichier :

# %% tags=["raises-exception"]
import session_simple  # noqa: E402 — le module que la cellule %%writefile vient d'écrire

session_simple.Session("longue.json")

# %% [markdown]
# Le pire est à venir : une application qui rattrape cette erreur et repart d'une liste vide
# écrasera, au prochain `save()`, ce qui restait du fichier. `contexte.Session` refuse de le
# faire : elle lève `FichierInvalide` (une sorte de `ValueError`), avec un message qui nomme le
# fichier, dit ce qui ne va pas et quoi faire, et ne touche jamais au fichier.

# %%
try:
    Session("longue.json")
except FichierInvalide as erreur:
    print(erreur)
print("taille inchangée :", Path("longue.json").stat().st_size, "octets")

# %% [markdown]
# **Prédisez la sortie** : même `kill -9`, au même octet, mais avec la `Session` simple, qui
# écrit d'abord dans `longue.tmp`. Combien de messages relit-on ensuite ?
#
# <details><summary>Réponse</summary>
#
# 400, l'ancien état intact. La panne frappe pendant l'écriture du temporaire : le fichier
# final n'a pas encore été touché. Le message « Et demain ? » est perdu, c'est inévitable
# quand un processus meurt avant d'avoir fini ; rien de ce qui était déjà enregistré ne l'est.
#
# </details>

# %%
sauvegarde_tuee("simple")
print("messages relus :", len(session_simple.Session("longue.json").messages))
print("dans le dossier :", sorted(p.name for p in Path(".").iterdir() if "longue" in p.name))

# %% [markdown]
# La `Session` simple a raison sur ce point : `os.replace` (ou `Path.replace`) s'appuie sur l'appel système
# `rename`, **atomique** : quiconque ouvre le fichier voit l'ancien contenu complet ou le
# nouveau, jamais un mélange. Il reste `longue.tmp`, tronqué, que la prochaine sauvegarde
# écrasera. Mais ce nom fixe a un défaut : deux rédacteurs qui sauvegardent en même temps
# partagent le même temporaire. La leçon `02b_redacteurs_concurrents` le casse en direct.

# %% [markdown]
# ## Durcir : `contexte.Session`, garde par garde
#
# `contexte.Session` garde l'idée de la `Session` simple et ajoute une garde par panne :
#
# | Garde | La panne qu'elle évite | Où la voir |
# | --- | --- | --- |
# | temporaire + `os.replace` | fichier tronqué après un `kill -9` | ci-dessus |
# | temporaire au nom unique (`mkstemp`) | deux rédacteurs sur un même temporaire | leçon 02b |
# | temporaire dans le même dossier | `rename` impossible entre deux disques | ci-dessous |
# | `fsync` du fichier, puis du dossier | coupure de courant juste après `save()` | ci-dessous |
# | ménage des temporaires abandonnés | restes d'un processus tué | ci-dessous |
# | `FichierInvalide`, fichier jamais écrasé | historique perdu pour de bon | ci-dessus |
# | empreinte du fichier lu (`ConflitEcriture`) | mise à jour perdue | leçon 02b |
# | verrou (`Session.verrouillee`) | deux processus qui écrivent à tour de rôle | leçon 02b |
# | `verifier_messages`, objets non JSON refusés | session que l'API ne relit pas | `session.py` |
#
# Le même `kill -9`, au même octet, avec `contexte.Session` :

# %%
sauvegarde_tuee("contexte")
print("messages relus :", len(Session("longue.json").messages))


# %% [markdown]
# L'ancien état est intact. Le temporaire abandonné est resté **à côté** du fichier, dans le
# même dossier, avec un nom unique (la partie aléatoire est masquée ci-dessous). Le fichier
# `.longue.json.lock` est celui du verrou : il reste sur disque, vide, et c'est normal.

# %%
def temporaires() -> list[str]:
    """Les temporaires de longue.json, la partie aléatoire des noms masquée."""
    return sorted(re.sub(r"\.json\.[^.]+\.tmp$", ".json.XXXX.tmp", p.name)
                  for p in Path(".").iterdir() if p.name.startswith(".longue.json."))


print(temporaires())

# %% [markdown]
# Le prochain `save()` fait le ménage, verrou tenu (pour ne pas effacer le temporaire d'un
# autre rédacteur en train de travailler) :

# %%
s = Session("longue.json")
s.messages.append({"role": "user", "content": "Et demain ?"})
s.save()
print(temporaires())
print("messages relus :", len(Session("longue.json").messages))

# %% [markdown]
# ## Pourquoi le temporaire vit dans le même dossier
#
# `rename` n'est atomique qu'**à l'intérieur d'un même système de fichiers**. Or `/tmp` est
# souvent un autre système de fichiers que votre dossier de travail (un `tmpfs` en mémoire,
# par exemple). Un temporaire créé dans `/tmp` ne peut pas être renommé vers votre dossier :
# sous Linux, `os.replace` lève alors `OSError: [Errno 18] Invalid cross-device link`
# (`EXDEV`, page de manuel rename(2)). Et `shutil.move`, qui contourne l'erreur en copiant puis
# en supprimant, perd justement l'atomicité (documentation de `shutil.move`).
#
# D'où `tempfile.mkstemp(dir=path.parent, ...)` dans `contexte.disque` : le temporaire naît à
# côté du fichier final, avec un nom unique.

# %% [markdown]
# ## `fsync` : atomique ne veut pas dire durable
#
# Quand `write` rend la main, les octets ne sont pas sur le disque : ils sont dans le **cache de
# pages** du noyau, qui les écrira plus tard. Si seul le processus meurt, pas de souci : le
# noyau a les données. Si la **machine** s'arrête (coupure de courant, plantage du noyau), ce
# qui n'était pas encore écrit est perdu ; selon le système de fichiers, on peut même
# retrouver le renommage sans les données, donc un fichier vide.
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
# Jusqu'où va `fsync` dépend du système. Sous Linux, il attend que le périphérique ait reçu
# les données, en vidant son cache d'écriture s'il en a un. Sous **macOS**, `fsync` confie les
# données au disque, mais le disque peut les garder dans son propre cache, et les écrire plus
# tard ou dans le désordre ; pour exiger qu'il les écrive, il faut
# `fcntl.fcntl(fd, fcntl.F_FULLFSYNC)`. `contexte.disque` s'en tient à `os.fsync` : le cours
# tourne sous Linux. (Les deux pages de manuel : `docs/sources.md`.)
#
# Ces `fsync` ont un prix : quelques millisecondes par `save()` sur un SSD, davantage sur un
# disque lent ou réseau. Pour une conversation, où l'on enregistre une fois par échange, c'est
# négligeable devant la durée d'un appel au modèle.

# %% [markdown]
# ## Je sais faire
#
# - [ ] Convertir `reponse.content` en JSON avec `serialize_content`, blocs `thinking` compris,
#   et vérifier que la session relue est égale à la conversation envoyée.
# - [ ] Écrire la `Session` simple et montrer qu'elle survit à un `kill -9`, quand `write_text`
#   direct laisse un JSON tronqué.
# - [ ] Expliquer pourquoi le temporaire doit naître dans le même dossier que le fichier final.
# - [ ] Dire à quoi servent le `fsync` du fichier et celui du dossier, et ce que macOS demande
#   de plus.

# %% [markdown]
# ## FAQ
#
# **Pourquoi ne pas écrire `reponse.content` tel quel sur disque ?**
# Parce que ce sont des objets Python, que `json` ne sait pas écrire. `serialize_content` en
# fait des dictionnaires et ne garde que ce que l'API relira au message suivant : le texte, les
# appels d'outils (`id`, `name`, `input`), **et** les blocs `thinking` (signature comprise) ou
# `redacted_thinking`. Autre avantage : le fichier garde la même forme quand le SDK réorganise
# ses classes.
#
# **Et `bloc.model_dump(mode="json")`, ou `json.dumps(..., default=str)` ?**
# Le premier donne bien du JSON, mais avec tous les champs de sortie du SDK (un texte arrive
# avec `"citations": null`), dans une forme qui change avec ses versions, sans filtrer les types
# inconnus. Le second écrit la représentation texte des objets (`"TextBlock(citations=None,
# ...)"`) : le fichier se relit, mais ce n'est plus une conversation que l'API accepte.
#
# **Le `kill -9` de la leçon est provoqué par une limite de taille : est-ce réaliste ?**
# Le moment est choisi pour être le même à chaque exécution, mais la mort est bien un
# `SIGKILL` : aucune ligne de Python ne s'exécute après. Un `kill -9` envoyé au hasard tombe
# souvent pendant l'écriture, parce que c'est là que `save()` passe son temps : avec
# `write_text` direct, la mesure `make fiabilite` (chiffres dans le `README.md`) laisse de
# 130 à 179 fichiers illisibles sur 300 kills. L'exercice 2 le vérifie avec des `SIGKILL` tirés
# au hasard.
#
# **Réécrire tout le fichier à chaque `save()`, ce n'est pas coûteux ?**
# Le coût grandit avec la conversation ; pour quelques centaines de messages, il reste faible
# devant un appel au modèle. Au-delà, un journal en ajout seul (JSON Lines) n'écrit que le
# nouveau message ; le risque change alors de forme : une dernière ligne déchirée à
# reconnaître au chargement.
#
# Pour s'exercer : `exercises/ex2_sauvegarde_atomique.py` (une sauvegarde atomique et durable,
# notée par de vrais `kill`), `exercises/ex1_serialize_gemini.py` (`serialize_content` pour
# Gemini) et `exercises/ex3_journal.py` (un journal de session en JSON Lines).

# %% [markdown]
# ## Ranger
#
# Le dossier temporaire de la leçon s'efface de lui-même quand le noyau s'arrête (menu
# *Kernel → Shut Down Kernel*, ou l'arrêt automatique des noyaux inactifs) ; cette cellule
# l'efface tout de suite. Pour reprendre la leçon ensuite, relancez la cellule de mise en place.

# %%
os.chdir(Path.home())  # on sort du dossier avant de l'effacer
TEMPORAIRE.cleanup()
print("Dossier de la leçon effacé :", not Path(TEMPORAIRE.name).exists())
