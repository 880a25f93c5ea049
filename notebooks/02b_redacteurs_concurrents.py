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
# # 02b — Deux rédacteurs sur la même session
#
# **Durée estimée : 35 min.**
#
# Une session n'a pas toujours un seul **rédacteur** (un processus qui l'écrit ; c'est le mot
# du problème classique « des lecteurs et des rédacteurs ») : deux onglets de notebook, deux
# processus d'un même serveur web, un script de maintenance qui tourne pendant que
# l'assistant répond. La `Session` simple, écrite à la
# leçon 02, survit à un `kill -9` ; voyons ce qu'elle fait quand deux rédacteurs sauvegardent en
# même temps. Même chemin qu'en 02 : construire, casser, durcir.
#
# Tout se passe ici sur **une** machine. Deux machines derrière un répartiteur de charge, c'est
# une autre histoire : le verrou de cette leçon ne les relie pas (leçon 10).

# %% [markdown]
# ## Objectifs
#
# - Montrer en direct qu'un temporaire au nom fixe casse dès que deux sauvegardes se croisent.
# - Expliquer pourquoi `tempfile.mkstemp` donne à chaque sauvegarde son propre temporaire.
# - Reconnaître la mise à jour perdue, et la refuser avec `ConflitEcriture`.
# - Faire écrire deux processus à tour de rôle avec `Session.verrouillee`.

# %% [markdown]
# ## Mise en place
#
# Un dossier temporaire neuf, les erreurs sur une ligne, et la `Session` simple telle qu'on
# l'a écrite à la leçon 02, dans `session_simple.py`.

# %%
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

import contexte
from contexte import disque

# %xmode Minimal
TEMPORAIRE = tempfile.TemporaryDirectory(prefix="lecon02b-", ignore_cleanup_errors=True)
os.chdir(TEMPORAIRE.name)  # les fichiers de la leçon vivent ici, effacés à l'arrêt du noyau

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

# %% [markdown]
# ## Casser : deux rédacteurs, un seul nom de temporaire
#
# Deux rédacteurs, A et B, ont ouvert `partagee.json` et ajouté chacun un message. A sauvegarde :
# il écrit `partagee.tmp` en entier et s'apprête à le renommer. À cet instant précis, B
# sauvegarde à son tour : il écrit **le même** `partagee.tmp`, et le renomme. Puis A reprend.
#
# Deux processus réels se croisent ainsi au hasard de l'ordonnanceur. Pour voir le croisement à
# chaque exécution, on le provoque : on remplace un instant `Path.replace` par une fonction qui
# fait d'abord sauvegarder B, puis laisse A renommer.
#
# **Prédisez la sortie** : que se passe-t-il pour A ?
#
# <details><summary>Réponse</summary>
#
# A plante avec `FileNotFoundError` : son `partagee.tmp` n'existe plus, B l'a écrasé puis
# renommé. Le fichier final contient le message de B ; celui de A est perdu, et A le sait
# seulement parce qu'il a planté.
#
# </details>

# %% tags=["raises-exception"]
import session_simple  # noqa: E402 — le module que la cellule %%writefile vient d'écrire

a = session_simple.Session("partagee.json")
b = session_simple.Session("partagee.json")
a.messages.append({"role": "user", "content": "Message de A."})
b.messages.append({"role": "user", "content": "Message de B."})

vrai_replace = Path.replace


def replace_croise(self, cible):
    """Le renommage de A, précédé de toute la sauvegarde de B."""
    Path.replace = vrai_replace  # une seule fois
    b.save()
    return vrai_replace(self, cible)


Path.replace = replace_croise
try:
    a.save()
finally:
    Path.replace = vrai_replace

# %%
print("dans le fichier :", [m["content"] for m in session_simple.Session("partagee.json").messages])

# %% [markdown]
# Ici, le fichier reste lisible : c'est le cas le plus doux. Si B écrit dans `partagee.tmp`
# **pendant** que A y écrit encore, les octets des deux se mêlent dans le même fichier, et c'est
# ce mélange qui peut être renommé en `partagee.json`. La mesure `make fiabilite` (chiffres
# dans le `README.md`) fait écrire plusieurs processus à la chaîne avec la `Session` simple : le
# fichier finit illisible.

# %% [markdown]
# ## Durcir 1 : un temporaire par sauvegarde
#
# `contexte.disque.ecrire_atomique` crée son temporaire avec `tempfile.mkstemp(dir=...)`, qui
# choisit un nom aléatoire et le crée en exclusivité (`O_EXCL`) : deux sauvegardes ne peuvent
# pas recevoir le même. Même croisement, cette fois sur `os.replace`, qu'utilise
# `ecrire_atomique` (la partie aléatoire du nom est masquée à l'affichage). Chaque rédacteur fait
# ce que fait une session qui ajoute un message : **lire** la liste, lui **ajouter** son message,
# l'**écrire**. Le fichier contient d'abord un seul message ; B fait tout son ajout pendant que A
# s'apprête à renommer.

# %%
import json  # noqa: F811 — la cellule %%writefile plus haut écrit un fichier, sans rien importer ici

Path("unique.json").write_text('["Bonjour."]', encoding="utf-8")
vrai_os_replace = os.replace


def ajouter(qui: str) -> None:
    """Un rédacteur ajoute un message : lire la liste, la modifier, l'écrire."""
    messages = json.loads(Path("unique.json").read_text(encoding="utf-8"))  # lire
    messages.append(f"Message de {qui}.")                                   # modifier
    disque.ecrire_atomique(Path("unique.json"), json.dumps(messages, ensure_ascii=False))  # écrire


def os_replace_croise(source, cible):
    """Le renommage de A, précédé de tout l'ajout de B (lecture comprise)."""
    os.replace = vrai_os_replace  # une seule fois
    print("temporaire de A :", re.sub(r"\.json\.[^.]+\.tmp$", ".json.XXXX.tmp", Path(source).name))
    ajouter("B")
    print("après l'ajout de B :", Path("unique.json").read_text(encoding="utf-8"))
    return vrai_os_replace(source, cible)


os.replace = os_replace_croise
try:
    ajouter("A")
finally:
    os.replace = vrai_os_replace
print("dans le fichier    :", Path("unique.json").read_text(encoding="utf-8"))

# %% [markdown]
# Aucune erreur, et le fichier est entier : chaque écriture a eu son temporaire, et le dernier
# renommage gagne. Mais le message de B a tout de même disparu ! A a lu la liste (« Bonjour. »
# seul) avant que B n'enregistre ; B a bien écrit ses deux messages, puis le renommage de A les a
# remplacés par **sa** liste, lue trop tôt. C'est la **mise à jour perdue**, et des noms uniques
# n'y peuvent rien.

# %% [markdown]
# ## Durcir 2 : refuser la mise à jour perdue
#
# `contexte.Session` retient l'empreinte (SHA-256) du fichier qu'elle a lu ; si le fichier a changé
# entre-temps, `save()` lève `ConflitEcriture` au lieu d'écraser. Deux objets `Session` dans le
# même noyau jouent les deux rédacteurs.

# %% tags=["raises-exception"]
premiere = contexte.Session("partagee2.json")
seconde = contexte.Session("partagee2.json")
premiere.messages.append({"role": "user", "content": "Message de la première session."})
premiere.save()
seconde.messages.append({"role": "user", "content": "Message de la seconde session."})
seconde.save()

# %% [markdown]
# Le fichier n'a pas bougé : il contient toujours le message de la première session, et la
# seconde peut rouvrir, refaire son ajout, réenregistrer.

# %%
print("dans le fichier :", [m["content"] for m in contexte.Session("partagee2.json").messages])

# %% [markdown]
# ## Durcir 3 : écrire chacun son tour
#
# Quand plusieurs processus écrivent pour de bon, `Session.verrouillee(path)` les fait passer
# **chacun son tour** : elle prend un verrou exclusif (`fcntl.flock`), relit le fichier, et ne
# le rend qu'à la sortie du bloc `with`. Deux enfants lancés en même temps ajoutent chacun
# vingt messages, un verrou par ajout.
#
# **Prédisez la sortie** : combien de messages dans le fichier à la fin ?
#
# <details><summary>Réponse</summary>
#
# 41 : le message de la première session, plus vingt de chaque enfant. L'ordre entre A et B
# dépend de l'ordonnanceur ; le compte, lui, est toujours juste.
#
# </details>

# %%
REDACTEUR = """
import sys
from contexte import Session
for i in range(20):
    with Session.verrouillee("partagee2.json") as s:
        s.messages.append({"role": "user", "content": f"{sys.argv[1]} n°{i}"})
        s.save()
"""

enfants = [subprocess.Popen([sys.executable, "-c", REDACTEUR, nom]) for nom in ("A", "B")]
print("codes de sortie :", [enfant.wait() for enfant in enfants])
contenus = [m["content"] for m in contexte.Session("partagee2.json").messages]
print("messages de A :", sum(c.startswith("A ") for c in contenus),
      "| messages de B :", sum(c.startswith("B ") for c in contenus),
      "| total :", len(contenus))

# %% [markdown]
# Pourquoi les deux, verrou **et** empreinte ? Le verrou sérialise les rédacteurs qui
# coopèrent ; l'empreinte protège de celui qui oublie le verrou : il reçoit `ConflitEcriture`
# au lieu d'effacer en silence.

# %% [markdown]
# ## Je sais faire
#
# - [ ] Montrer qu'un temporaire au nom fixe fait planter (ou mélange) deux sauvegardes
#   croisées.
# - [ ] Expliquer pourquoi `mkstemp` règle ce problème-là, mais pas la mise à jour perdue.
# - [ ] Reconnaître `ConflitEcriture` et savoir quoi faire : rouvrir, refaire l'ajout,
#   réenregistrer.
# - [ ] Faire écrire deux processus dans la même session avec `Session.verrouillee`.

# %% [markdown]
# ## FAQ
#
# **Remplacer `Path.replace` ou `os.replace` dans une leçon, est-ce de la triche ?**
# C'est une façon de choisir le moment où les deux rédacteurs se croisent, pour que la cellule
# montre la même chose à chaque exécution. Les gestes de chacun sont les vrais : A et B appellent
# leur vrai `save()` ; seul l'ordre est forcé. L'exercice 2 utilise la même idée pour vérifier
# qu'une sauvegarde survit à un second rédacteur.
#
# **Et sous Windows ?**
# `os.replace` y fonctionne aussi, mais le verrou de `Session.verrouillee` (la fonction
# `verrou` de `contexte/disque.py`) repose sur `fcntl`
# (Linux, macOS) et n'y fait rien : seul le filet `ConflitEcriture` reste. Gardez un seul
# rédacteur à la fois.
#
# **Et deux machines derrière un répartiteur de charge ?**
# Ni le verrou ni ce fichier ne suffisent. `fcntl.flock` est un verrou du noyau d'*une*
# machine : un second serveur ne le voit pas, et il a le plus souvent son propre disque, donc
# son propre `partagee.json`. Un partage réseau ne règle pas tout (selon le protocole et le
# montage, le verrou passe ou non, et le cache du client peut servir une version périmée). La
# leçon 10 le montre et passe à une base de données que toutes les machines consultent.
#
# **Une base de données ne ferait-elle pas tout cela ?**
# Oui, et c'est la leçon 10. SQLite promet des transactions atomiques même après une coupure de
# courant, pourvu que `fsync` fasse son travail (`docs/sources.md`) ; on y range une ligne par
# message, et une colonne de version remplace l'empreinte du fichier pour refuser la mise à
# jour perdue.
# PostgreSQL fait de même depuis un serveur, pour plusieurs machines. Un fichier JSON reste plus
# simple à lire et à corriger à la main tant qu'une seule machine écrit, et que les
# conversations restent courtes (il est réécrit en entier à chaque message).
#
# Pour s'exercer : `exercises/ex2_sauvegarde_atomique.py` (une sauvegarde atomique et durable).

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
