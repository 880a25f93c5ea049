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
# # 10 — Plusieurs utilisateurs : les sessions en base
#
# **Durée estimée : 1 h.**
#
# Jusqu'ici, une conversation vivait dans un fichier JSON, sur une machine. Un vrai assistant
# sert beaucoup d'utilisateurs, depuis plusieurs processus et souvent plusieurs machines
# derrière un répartiteur de charge ; il range ses conversations dans une base de données.
# Les outils que vous croiserez ensuite font de même : LangGraph range ses points de reprise
# dans SQLite ou PostgreSQL, le SDK Agents d'OpenAI a ses sessions SQLite, SQLAlchemy ou Redis.
# Même chemin qu'en 02 : **construire** avec les fichiers de la leçon 02, les **casser**, puis
# **durcir** avec une base.

# %% [markdown]
# ## Objectifs
#
# - Dire pourquoi « un fichier + `fcntl.flock` » cesse de suffire dès deux machines, et ce que
#   coûte la réécriture du fichier entier à chaque message.
# - Écrire un stockage SQLite d'une ligne par message, avec un numéro de version qui refuse la
#   mise à jour perdue (`ConflitEcriture`).
# - Utiliser `contexte.stockage` : le même code sur des fichiers, SQLite ou PostgreSQL.
# - Vérifier qu'un `kill -9` en pleine écriture ne perd rien d'acquitté, et qu'effacer un
#   utilisateur efface aussi ses octets (`secure_delete`).
# - Savoir quoi faire au-delà d'une machine : pool, partitionnement, réplicas, cache Redis.

# %% [markdown]
# ## Mise en place
#
# Un dossier temporaire neuf, les erreurs sur une ligne. Puis on cherche le serveur PostgreSQL
# du cours (`make postgres` en démarre un et imprime son URL) : s'il ne répond pas, la leçon
# retombe sur SQLite et le dit. Cette ligne-là dépend de votre machine ; toutes les autres
# sorties de la leçon sont les mêmes avec ou sans serveur (c'est le but : une seule API).

# %%
import json
import os
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from contexte import ConflitEcriture, Session, serialize_content
from contexte.stockage import ouvrir_stockage
from cours.clients import MODELE_ANTHROPIC, client_anthropic
from cours.postgres import postgres_du_cours

# %xmode Minimal
TEMPORAIRE = tempfile.TemporaryDirectory(prefix="lecon10-", ignore_cleanup_errors=True)
os.chdir(TEMPORAIRE.name)  # les fichiers de la leçon vivent ici, effacés à l'arrêt du noyau
client = client_anthropic()

# %% tags=["nbval-ignore-output"]
# la sortie dépend de votre machine : un serveur PostgreSQL tourne, ou non
URL_PG, POURQUOI = postgres_du_cours()  # l'URL s'il répond, et pourquoi pas sinon
URL_SERVEUR = URL_PG or "sqlite:///repli.db"
print("PostgreSQL :", POURQUOI)

# %% [markdown]
# ## Construire : les fichiers de la leçon 02, deux utilisateurs, deux processus
#
# Un dossier par utilisateur, un fichier par session, et `Session.verrouillee` (leçon 02b)
# pour que les processus passent chacun leur tour. Deux processus écrivent en même temps :
# l'un pour Camille, l'autre pour Dominique, plus chacun dix messages dans une session
# d'équipe partagée.

# %%
REDACTEUR = """
import sys
from pathlib import Path
from contexte import Session
nom = sys.argv[1]
Path(nom).mkdir(exist_ok=True)
for i in range(10):
    for chemin in (f"{nom}/lundi.json", "equipe.json"):
        with Session.verrouillee(chemin) as s:
            s.messages.append({"role": "user", "content": f"{nom} n°{i}"})
            s.save()
"""
enfants = [subprocess.Popen([sys.executable, "-c", REDACTEUR, nom]) for nom in ("camille", "dominique")]
print("codes de sortie :", [e.wait() for e in enfants])
for chemin in ("camille/lundi.json", "dominique/lundi.json", "equipe.json"):
    print(f"{chemin:22}", len(Session(chemin).messages), "messages")

# %% [markdown]
# Sur une machine, c'est juste. Cassons-le de deux façons.
#
# ## Casser 1 : un verrou qui ne traverse pas les machines
#
# `fcntl.flock` demande un verrou au **noyau** de la machine. Ce verrou est une ligne dans une
# table du noyau, que Linux montre dans `/proc/locks` : tenons le verrou de `equipe.json`
# (`Session.verrouillee`, leçon 02b ; il porte sur le fichier voisin `.equipe.json.lock`) et
# cherchons-le.

# %%
with Session.verrouillee("equipe.json"):
    inode = os.stat(".equipe.json.lock").st_ino
    table = Path("/proc/locks")  # Linux seulement ; macOS n'a pas de /proc
    lignes = [ligne.split() for ligne in table.read_text().splitlines()] if table.exists() else []
    tenus = [ligne[1:4] for ligne in lignes if len(ligne) > 5 and ligne[5].endswith(f":{inode}")]
print("dans la table du noyau de CETTE machine :", tenus)

# %% [markdown]
# Deux serveurs derrière un répartiteur de charge ont chacun leur noyau, donc chacun sa table :
# le verrou pris par l'un n'existe pas pour l'autre. Le plus souvent, ils n'ont même pas le
# même disque : chacun a *son* `equipe.json`, et Camille voit une conversation différente selon
# la machine qui lui répond. Un partage réseau ne sauve pas la mise à coup sûr : sous Linux, un
# client NFS transmet `flock` au serveur (émulé en verrou POSIX depuis Linux 2.6.12), mais pas
# si le partage est monté avec `local_lock`, pas sur SMB avant Linux 5.5 ; et le cache du client
# NFS peut servir une version périmée du fichier. Il faut un arbitre que toutes les machines
# consultent : un serveur de base de données. (Les sources de cette leçon et leurs dates :
# `docs/sources.md`.)
#
# ## Casser 2 : tout le fichier réécrit à chaque message
#
# `Session.save()` réécrit la conversation entière, à chaque message. Combien d'octets écrit-on
# pour **un** message ajouté, selon la longueur de la conversation ?

# %%
def message(k: int) -> dict:
    """Un message d'environ 300 caractères, toujours le même pour un k donné."""
    return {"role": "user" if k % 2 == 0 else "assistant",
            "content": f"Message n°{k} : " + "Camille, équipe Paiements, allergique aux arachides. " * 6}


durees = {}
for n in (10, 100, 1000, 10_000):
    s = Session(f"longue{n}.json")
    s.messages = [message(k) for k in range(n)]
    s.save()
    s.messages.append(message(n))
    debut = time.perf_counter()
    s.save()
    durees[n] = 1000 * (time.perf_counter() - debut)
    print(f"{n:>6} messages déjà là : {Path(f'longue{n}.json').stat().st_size:>10,} octets "
          "réécrits pour un message".replace(",", " "))

# %% [markdown]
# Le message ajouté pèse ~380 octets ; à 10 000 messages, on en écrit 3,9 millions pour le
# garder, dix mille fois plus. Le temps suit (il dépend de votre disque) :

# %% tags=["nbval-ignore-output"]
# des temps mesurés : ils changent à chaque exécution
print({n: f"{ms:.1f} ms" for n, ms in durees.items()})

# %% [markdown]
# ## Durcir : une ligne par message, dans SQLite
#
# SQLite est une base de données dans un fichier, livrée avec Python (`sqlite3`). Deux tables :
# `sessions`, une ligne par conversation avec sa **version** (+1 à chaque enregistrement), et
# `messages`, une ligne par message. Ajouter un message, c'est **insérer une ligne** ; c'est
# une **transaction**, validée en entier ou pas du tout : elle remplace le temporaire + fsync +
# renommage de la leçon 02. La version refuse la mise à jour perdue : on n'enregistre que si
# la version en base est celle qu'on a lue.

# %%
def ouvrir(chemin: str) -> sqlite3.Connection:
    base = sqlite3.connect(chemin, isolation_level=None)  # nous écrivons BEGIN et COMMIT
    base.execute("PRAGMA journal_mode=WAL")  # lecteurs et rédacteur ne se bloquent pas
    base.execute("CREATE TABLE IF NOT EXISTS sessions (utilisateur TEXT, ident TEXT, "
                 "version INTEGER, PRIMARY KEY (utilisateur, ident))")
    base.execute("CREATE TABLE IF NOT EXISTS messages (utilisateur TEXT, ident TEXT, rang INTEGER, "
                 "message TEXT, PRIMARY KEY (utilisateur, ident, rang))")
    return base


def lire(base, utilisateur: str, ident: str) -> tuple[int, list[dict]]:
    """(version, messages) ; version 0 : la session n'existe pas encore."""
    ligne = base.execute("SELECT version FROM sessions WHERE utilisateur = ? AND ident = ?",
                         (utilisateur, ident)).fetchone()
    lignes = base.execute("SELECT message FROM messages WHERE utilisateur = ? AND ident = ? "
                          "ORDER BY rang", (utilisateur, ident)).fetchall()
    return (ligne[0] if ligne else 0), [json.loads(texte) for (texte,) in lignes]


def ajouter(base, utilisateur: str, ident: str, version_lue: int, nb_lus: int, msg: dict) -> int:
    """Insère `msg` si personne n'a écrit depuis `version_lue` ; renvoie la nouvelle version."""
    base.execute("BEGIN IMMEDIATE")  # le droit d'écrire, tout de suite
    try:
        if version_lue == 0:
            passe = base.execute("INSERT INTO sessions VALUES (?, ?, 1) ON CONFLICT DO NOTHING",
                                 (utilisateur, ident)).rowcount
        else:
            passe = base.execute("UPDATE sessions SET version = version + 1 WHERE utilisateur = ? "
                                 "AND ident = ? AND version = ?",
                                 (utilisateur, ident, version_lue)).rowcount
        if passe != 1:
            raise ConflitEcriture(f"{utilisateur}/{ident} a changé depuis la version {version_lue}")
        base.execute("INSERT INTO messages VALUES (?, ?, ?, ?)",
                     (utilisateur, ident, nb_lus, json.dumps(msg, ensure_ascii=False)))
        base.execute("COMMIT")
    except BaseException:
        base.execute("ROLLBACK")  # rien d'écrit à moitié
        raise
    return version_lue + 1

# %% [markdown]
# Camille et Dominique dans la même base ; chaque ajout est une ligne.

# %%
base = ouvrir("lecon.db")
for utilisateur in ("camille", "dominique"):
    version, messages = lire(base, utilisateur, "lundi")
    for k in range(3):
        version = ajouter(base, utilisateur, "lundi", version, len(messages) + k, message(k))
for ligne in base.execute("SELECT utilisateur, rang, substr(message, 1, 45) FROM messages"):
    print(ligne)

# %% [markdown]
# Deux rédacteurs lisent la session de Camille (version 3), puis ajoutent chacun un message.
# **Prédisez la sortie** : que fait le second ?
#
# <details><summary>Réponse</summary>
#
# `ConflitEcriture` : le premier a fait passer la version à 4, l'`UPDATE … WHERE version = 3`
# du second ne trouve aucune ligne, et sa transaction est annulée. Il doit relire et refaire
# son ajout ; rien n'a été écrasé.
#
# </details>

# %% tags=["raises-exception"]
v_a, lus_a = lire(base, "camille", "lundi")
v_b, lus_b = lire(base, "camille", "lundi")
ajouter(base, "camille", "lundi", v_a, len(lus_a), {"role": "user", "content": "de A"})
ajouter(base, "camille", "lundi", v_b, len(lus_b), {"role": "user", "content": "de B"})

# %% [markdown]
# Et le coût d'un ajout ne dépend plus de la longueur : on compte les lignes que SQLite a
# modifiées pour un message ajouté à une session de 10 000 messages (`total_changes`).

# %%
version, messages = lire(base, "longue", "s")
base.execute("BEGIN")
base.executemany("INSERT INTO messages VALUES ('longue', 's', ?, ?)",
                 [(k, json.dumps(message(k), ensure_ascii=False)) for k in range(10_000)])
base.execute("INSERT INTO sessions VALUES ('longue', 's', 1)")
base.execute("COMMIT")
avant = base.total_changes
ajouter(base, "longue", "s", 1, 10_000, message(10_000))
print("lignes écrites pour un message, à 10 000 messages :", base.total_changes - avant)

# %% [markdown]
# Deux lignes (la version et le message), et non 3,9 Mo. Notre petit stockage a encore des
# trous : pas de liste des sessions, pas d'effacement, pas de contrôle des identifiants, et il
# n'accepte qu'un ajout à la fois.
#
# ## Utiliser `contexte.stockage`
#
# `contexte.stockage` fait la même chose, complètement, derrière une seule API :
# `ouvrir_stockage(url)` prend `"sqlite:///chemin.db"`, `"postgresql://…"`, ou un dossier (les
# fichiers de la leçon 02). `stock.session(utilisateur, ident)` charge ou crée ; `.messages` est
# une liste ordinaire ; `.save()` n'écrit que ce qui a changé, en une transaction, et lève
# `ConflitEcriture` si un autre rédacteur est passé. Les messages passent par
# `serialize_content` : une vraie réponse du modèle, réflexion signée et appel d'outil compris,
# revient identique.

# %%
OUTILS = [{"name": "meteo", "description": "Météo actuelle d'une ville.",
           "input_schema": {"type": "object", "properties": {"ville": {"type": "string"}},
                            "required": ["ville"]}}]
demande = {"role": "user", "content": "Quel temps fait-il à Nantes ?"}
appel = client.messages.create(model=MODELE_ANTHROPIC, max_tokens=2048, tools=OUTILS,
                               thinking={"type": "adaptive"}, messages=[demande])
outil = next(b for b in appel.content if b.type == "tool_use")
conversation = [demande, {"role": "assistant", "content": serialize_content(appel.content)},
                {"role": "user", "content": [{"type": "tool_result", "tool_use_id": outil.id,
                                              "content": "12 °C, averses"}]}]

stock = ouvrir_stockage("sqlite:///sessions.db")
s = stock.session("camille", "2026-12-01")
s.messages.extend(conversation)
s.save()
relu = stock.session("camille", "2026-12-01").messages
print("blocs relus :", [b["type"] for b in relu[1]["content"]], "| identique :", relu == conversation)

# %% [markdown]
# La base SQLite de `contexte.stockage` est réglée explicitement (voir
# `contexte/stockage.py`) :
#
# - `journal_mode=WAL` : les lecteurs ne bloquent pas le rédacteur ;
# - `synchronous=FULL` : chaque COMMIT attend le fsync du journal. En WAL, `NORMAL` survit à un
#   `kill -9` mais peut perdre les dernières transactions validées après une coupure de courant ;
#   nous voulons que « `save()` a rendu la main » veuille dire « c'est sur le disque », comme en
#   leçon 02 ;
# - `busy_timeout=5000` : un rédacteur qui trouve la base occupée attend 5 s avant d'échouer ;
# - `secure_delete=ON` : on y revient plus bas.

# %%
print({p: stock.base.executer(f"PRAGMA {p}").fetchone()[0]
       for p in ("journal_mode", "synchronous", "busy_timeout", "secure_delete")})

# %% [markdown]
# Chaque utilisateur ne voit que ses sessions, et une entrée mal formée est refusée avant
# d'écrire quoi que ce soit, avec un message qui dit quoi faire :

# %% tags=["raises-exception"]
print(stock.sessions("camille"), stock.sessions("dominique"))
stock.session(42, "lundi")  # un identifiant numérique venu d'une autre base

# %% tags=["raises-exception"]
ouvrir_stockage("mysql://127.0.0.1/cours")

# %% [markdown]
# ## Le même code sur PostgreSQL
#
# PostgreSQL est un **serveur** : toutes les machines de l'application s'y connectent, et c'est
# lui qui arbitre. Le contrôle de version est le même `UPDATE … WHERE version = ?` : PostgreSQL
# verrouille la ligne de la session jusqu'au COMMIT ; un second rédacteur attend, puis relit la
# ligne, voit la nouvelle version, ne met rien à jour, et reçoit `ConflitEcriture`. On pourrait
# aussi verrouiller dès la lecture (`SELECT … FOR UPDATE`, l'équivalent de
# `Session.verrouillee`) : on paie alors l'attente à chaque lecture, même sans conflit. Dans les
# deux cas, le verrou vit dans le serveur, pas dans le noyau d'une machine : c'est ce que
# `flock` ne pouvait pas offrir.
#
# La fonction ci-dessous ne connaît que l'API ; on la lance sur l'URL trouvée à la mise en place
# (PostgreSQL, ou SQLite en repli). Deux connexions jouent deux machines.

# %%
def scenario(url: str) -> None:
    machine_a, machine_b = ouvrir_stockage(url), ouvrir_stockage(url)
    machine_a.effacer_utilisateur("camille")
    a = machine_a.session("camille", "mardi")
    b = machine_b.session("camille", "mardi")
    a.messages.append({"role": "user", "content": "Je pars à Rezé demain."})
    a.save()
    b.messages.append({"role": "user", "content": "Et mon allergie ?"})
    try:
        b.save()
    except ConflitEcriture:
        print("machine B : ConflitEcriture ; elle relit et refait son ajout")
        b = machine_b.session("camille", "mardi")
        b.messages.append({"role": "user", "content": "Et mon allergie ?"})
        b.save()
    print("relu par A :", [m["content"] for m in machine_a.session("camille", "mardi").messages])
    print("sessions de camille :", machine_a.sessions("camille"))
    machine_a.fermer()
    machine_b.fermer()


scenario(URL_SERVEUR)

# %% [markdown]
# ## `kill -9` en pleine écriture
#
# Le harnais de la leçon 02 (`fiabilite/`) a maintenant une version pour les bases : un
# processus ajoute un message et enregistre, en boucle, et publie après chaque `save()` réussi
# le nombre de messages **acquittés** ; on le tue (`SIGKILL`) à un instant tiré au hasard, puis
# on relit. Il faut retrouver l'état acquitté, ou le suivant (la transaction validée juste
# avant le kill), jamais moins. Vingt kills sur SQLite, vingt sur le serveur :

# %%
from fiabilite.bases import essai_crash_base

for nom, url in (("SQLite", "sqlite:///kills.db"), ("serveur", URL_SERVEUR)):
    bilan = essai_crash_base(url, kills=20, graine=10)
    print(f"{nom:8}: {bilan.kills} kills, {bilan.pertes} perte ; chaque relecture = "
          "l'acquitté ou l'acquitté + 1 :", bilan.etat_precedent + bilan.etat_nouveau == bilan.kills)

# %% [markdown]
# `make fiabilite` fait la même chose en plus long ; le `README.md` en donne les chiffres.
#
# ## Effacer un utilisateur, jusqu'aux octets
#
# Camille demande qu'on efface tout ce qui la concerne (le droit à l'effacement). Un `DELETE`
# suffit-il ? Essayons d'abord avec `secure_delete=OFF`, le réglage par défaut de SQLite
# (certaines compilations, dont celle de Debian, l'activent d'office), puis on cherche ses mots
# dans les octets du fichier.

# %%
from contexte.stockage import Connexion, StockageEnBase, ouvrir_sqlite

SECRET = "Camille-habite-12-rue-des-Tanneurs"


def effacer_puis_chercher(secure_delete: bool) -> bool:
    chemin = f"effacement-{secure_delete}.db"
    stock = StockageEnBase(Connexion(ouvrir_sqlite(chemin, secure_delete=secure_delete),
                                     "sqlite", f"sqlite:///{chemin}"))
    s = stock.session("camille", "lundi")
    s.messages.append({"role": "user", "content": f"Mon adresse : {SECRET}."})
    s.save()
    stock.base.vider_journal()  # le journal WAL reversé dans le fichier, puis vidé
    stock.effacer_utilisateur("camille")
    stock.fermer()
    octets = b"".join(p.read_bytes() for p in Path(".").glob(chemin + "*"))
    return SECRET.encode() in octets


print("secure_delete=OFF : sessions effacées, mots encore dans le fichier :", effacer_puis_chercher(False))

# %% [markdown]
# Le `DELETE` a seulement marqué les pages comme libres : les mots restent lisibles par
# quiconque copie le fichier. Avec `secure_delete=ON` (le réglage de `contexte.stockage`), SQLite
# remet ces octets à zéro ; `effacer_utilisateur` vide aussi le journal WAL, où le texte avait
# d'abord été écrit (`Connexion.vider_journal()`, un `PRAGMA wal_checkpoint(TRUNCATE)`).

# %%
print("secure_delete=ON  : sessions effacées, mots encore dans le fichier :", effacer_puis_chercher(True))

# %% [markdown]
# **Et PostgreSQL ?** Sur le papier, car on ne lit pas les fichiers d'un serveur :
#
# - un `DELETE` laisse des **tuples morts** dans les pages de la table, lisibles sur disque
#   jusqu'à ce que `VACUUM` récupère la place (et même après, les octets libérés peuvent rester
#   dans la page tant que la place ne resert pas) ; `VACUUM FULL` réécrit la table dans un
#   fichier neuf, et l'ancien est supprimé ;
# - le texte a été écrit dans le **WAL** (le journal du serveur) à l'insertion : il y reste
#   jusqu'au recyclage des segments, et pour toujours dans les archives de WAL et les
#   sauvegardes, et il est déjà parti vers les réplicas.
#
# Ce que fait un exploitant : lancer `VACUUM` (ou `VACUUM FULL` sur une table petite) après les
# effacements ; donner une durée de vie aux archives de WAL et aux sauvegardes, et la dire aux
# utilisateurs (« effacé partout sous 30 jours ») ; tenir un registre des effacements pour les
# rejouer après toute restauration ; et, pour aller plus loin, chiffrer les données de chaque
# utilisateur avec sa propre clé, puis détruire la clé (l'effacement par la clé).
#
# **Où s'arrête « jusqu'aux octets », même sur SQLite.** Ce qu'on vient de vérifier, c'est que
# les mots ne sont plus dans les fichiers de la base (`x.db`, `x.db-wal`). Ils peuvent rester :
# dans les **blocs libérés** du disque (vider le journal rend ses blocs au système de fichiers
# sans les écraser : une image brute du disque, `dd` de la partition, les retrouve), dans le
# journal du système de fichiers, dans un instantané (btrfs, ZFS, APFS, une machine
# virtuelle), dans les cellules qu'un SSD a mises de côté, et dans toute **sauvegarde** faite
# avant l'effacement. Contre une image brute, seuls le chiffrement du disque ou l'effacement par
# la clé tiennent.
#
# ## Attaqué de l'extérieur : ce qu'on a trouvé, ce qui tient
#
# Une passe d'attaques contre les trois stockages (identifiants piégés, effacements pendant
# qu'un autre lit, rédacteurs d'avant un effacement, pannes de disque, fichiers abîmés,
# serveur redémarré) a trouvé des trous, qui sont refermés et ont chacun leur test
# (`tests/test_attaques_stockage.py`, `tests/test_attaques_stockage_postgres.py`) :
#
# - **Deux identifiants, un seul dossier.** Un texte Python peut contenir une moitié de paire
#   de substitution (`"Jos\udcc3\udca9"`, ce que donne un JSON mal formé) ; le système de
#   fichiers la réécrit en vrais octets… ceux de « José ». Les identifiants sont maintenant
#   jugés sur leurs **octets** : UTF-8 strict, 200 octets au plus, forme normale **NFC** (la
#   règle est la même pour les fichiers, SQLite et PostgreSQL).
# - **Un effacement qui disait « 1 » avec les mots encore dans `-wal`.** Si une autre
#   connexion garde une transaction de lecture ouverte, SQLite ne peut pas vider le journal ; le
#   checkpoint le signale, et personne ne lisait sa réponse. Elle est lue, réessayée, puis
#   l'effacement lève `ErreurStockage` (« un lecteur tient le fichier »). Côté fichiers JSON, un
#   fichier impossible à supprimer fait échouer l'effacement au lieu d'être passé sous silence.
# - **Un rédacteur d'avant l'effacement.** A lit la session (version 1) ; on efface
#   l'utilisateur ; B recrée la session (version 1 à nouveau) : l'`UPDATE … WHERE version = 1`
#   de A passait. Une session recréée part maintenant au-dessus de la plus haute version jamais
#   effacée : une version n'est jamais réutilisée.
# - **Pannes en anglais.** Disque plein, page corrompue, ligne de message abîmée, base d'un
#   schéma inconnu (chaque base note maintenant la version de son schéma, vérifiée à
#   l'ouverture), 100 000 niveaux d'imbrication : une erreur française, rien d'écrasé. Et
#   `1` → `True` n'était pas enregistré (pour Python, `1 == True`) : on compare par type.
# - **PostgreSQL** : huit processus qui ouvrent une base neuve se marchaient dessus (la
#   création du schéma passe sous un verrou consultatif) ; `save()` attendait sans fin derrière
#   une ligne verrouillée (`lock_timeout` de 5 s, puis `ErreurStockage`) ; après un redémarrage
#   du serveur, un stockage ouvert restait mort (la connexion est rouverte ; une lecture est
#   rejouée, une écriture jamais : on ne sait pas si elle est passée, l'erreur le dit).
#
# Une seconde passe, par d'autres attaques, en a trouvé quatre de plus
# (`tests/test_attaques_stockage_inconnu.py`, `tests/test_attaques_stockage_disque.py`) :
#
# - **Une base remplacée sous un stockage ouvert.** Une sauvegarde restaurée par `mv` pendant
#   que le programme tourne : SQLite continuait d'écrire dans l'ancien fichier, devenu
#   invisible ; `save()` réussissait, et le message n'était nulle part. Le chemin est
#   maintenant vérifié à chaque opération (`ErreurStockage` : « rouvrez le stockage »).
# - **Tout l'historique réécrit à chaque `save()`**, dès qu'un message contenait deux fois le
#   même objet texte (deux blocs `"type": "text"`) : la comparaison « qu'est-ce qui a changé ? »
#   voyait le partage des objets. On compare maintenant le texte JSON qui serait écrit.
# - **`make postgres` changeait de port à chaque redémarrage** (les connexions fermées restent
#   un moment en `TIME_WAIT` et faisaient croire le port pris) : l'URL notée ne répondait plus,
#   et la leçon retombait sur SQLite. Un mot de passe en `?password=` s'affichait en clair
#   dans les erreurs.
# - **Un vrai disque plein** (un petit système de fichiers en mémoire, dans les tests) pendant
#   un `save()` ou pendant la recopie du journal d'un effacement : une erreur française, rien
#   d'écrasé, et l'effacement dit que les octets restent dans `-wal` jusqu'à ce qu'on recommence.
#
# Le premier et le troisième de la première passe, en direct :

# %%
essai = ouvrir_stockage(Path(tempfile.mkdtemp()) / "sessions")
s = essai.session("José", "lundi")
s.messages.append({"role": "user", "content": "Je suis José."})
s.save()
piege = json.loads('"Jos\\udcc3\\udca9"')   # s'affiche presque pareil, n'est pas de l'UTF-8
try:
    essai.sessions(piege)
except ValueError as e:
    print(e)
base_essai = ouvrir_stockage(f"sqlite:///{tempfile.mkdtemp()}/essai.db")
s = base_essai.session("José", "lundi")
s.messages.append({"role": "user", "content": "Je suis José."})
s.save()
avant = base_essai.session("José", "lundi")     # un rédacteur lit la session…
base_essai.effacer_utilisateur("José")          # …José est effacé, puis la session recréée
t = base_essai.session("José", "lundi")
t.messages.append({"role": "user", "content": "Nouveau départ."})
t.save()
avant.messages.append({"role": "assistant", "content": "Bonjour José !"})
try:
    avant.save()
except ConflitEcriture:
    print("Le rédacteur d'avant l'effacement est refusé.")

# %% [markdown]
# ## Au-delà d'une machine
#
# Sur le papier, avec les raisons :
#
# - **Un pool de connexions** (`psycopg_pool.ConnectionPool`, ou PgBouncer devant le serveur) :
#   chaque connexion PostgreSQL est un processus du serveur ; ouvrir une connexion par requête
#   coûte plus cher que la requête, et des milliers de connexions épuisent le serveur.
# - **Partitionner par utilisateur** (`PARTITION BY HASH (utilisateur)`, puis plusieurs
#   serveurs) : toutes les requêtes de ce cours portent sur *un* utilisateur ; ses lignes
#   restent ensemble, et l'effacement ne touche qu'une partition.
# - **Des réplicas en lecture** : ils absorbent les lectures, mais avec un retard. Relisez la
#   session sur le primaire juste après l'avoir écrite, sinon Camille ne voit pas son dernier
#   message.
# - **Redis avec une durée de vie (TTL)** pour les sessions chaudes : les conversations en
#   cours restent en mémoire et expirent seules (`SET … EX 3600`) ; la base reste la source de
#   vérité (on y écrit d'abord). Un cache n'est pas un stockage : s'il tombe, on relit la base ;
#   et un effacement doit viser les deux.
#
# ## Mesuré : fichiers, SQLite, PostgreSQL
#
# `make mesures` compare les trois stockages dans un même passage (`mesures/bases.py`) : le
# temps d'un message ajouté selon la longueur de la session, et le débit de 8 processus qui
# écrivent en même temps, chacun pour son utilisateur ou tous dans la même session.
#
# ![Ajout selon la longueur, débit de 8 rédacteurs](../docs/mesures/bases.png)
#
# À retenir de la mesure (le 2026-12-01, machine de CI chargée, 2 cœurs ; chiffres exacts dans
# `docs/mesures/tableaux.md`) :
#
# - le temps d'un ajout en fichier JSON croît avec la longueur de la session (16 ms à 10
#   messages, 249 ms à 10 000) ; en base, il reste à peu près constant (6 à 13 ms : un fsync) ;
# - 8 processus sur 8 utilisateurs distincts : les fichiers séparés vont le plus vite sur *une*
#   machine (chacun son fichier, aucun verrou commun : 451 messages/s, contre 122 pour SQLite,
#   qui n'a qu'un rédacteur à la fois, et 192 pour PostgreSQL) ; la base se paie là, et se
#   rattrape sur la longueur des sessions et le nombre de machines ;
# - 8 processus sur **la même** session : la concurrence optimiste fait beaucoup de
#   `ConflitEcriture` (chacun relit et recommence : 1 629 pour 320 messages en PostgreSQL) ;
#   rien n'est perdu, mais le débit chute. Une session par conversation, c'est aussi pour ça.

# %% [markdown]
# ## Je sais faire
#
# - [ ] Expliquer pourquoi `flock` ne protège pas deux machines, et ce qui le remplace.
# - [ ] Écrire un ajout d'une ligne par message avec un contrôle de version
#   (`UPDATE … WHERE version = ?`) qui lève `ConflitEcriture`.
# - [ ] Ouvrir un stockage par URL (`sqlite:///…`, `postgresql://…`, dossier) et y ranger une
#   conversation avec réflexion et outils, qui revient identique.
# - [ ] Montrer qu'un `DELETE` sans `secure_delete` laisse les mots dans le fichier, et dire ce
#   qui reste dans PostgreSQL (tuples morts, WAL, sauvegardes) et sur le disque (blocs libérés).
# - [ ] Dire pourquoi un identifiant se juge sur ses octets, et pourquoi une version ne doit
#   jamais resservir après un effacement.
# - [ ] Citer pool, partitionnement, réplicas et cache à TTL, chacun avec sa raison.

# %% [markdown]
# ## FAQ
#
# **Pourquoi la version plutôt que le nombre de messages ?** Une compaction (leçons 05 à 08)
# remplace le début de l'historique : la session peut raccourcir puis regrandir jusqu'au même
# nombre de messages. La version, elle, ne fait que monter.
#
# **SQLite ou PostgreSQL ?** SQLite tant qu'une seule machine écrit : rien à installer, très
# rapide, sauvegarde = copier un fichier (avec `.backup`). PostgreSQL dès que plusieurs
# machines écrivent, ou qu'il faut des réplicas.
#
# **Pourquoi une colonne `TEXT` et pas `jsonb` en PostgreSQL ?** Pour que le message revienne
# octet pour octet ; `jsonb` réordonne les clés et supprime les doublons. On peut passer à
# `jsonb` pour chercher dans les messages ; l'égalité des dictionnaires, elle, tient.
#
# **`make postgres` en root ?** PostgreSQL refuse de tourner en root : le script le lance sous
# l'utilisateur système `postgres` (créé par `.ci/run` s'il manque). En utilisateur normal, il
# tourne sous votre nom.
#
# Pour s'exercer : `exercises/ex11_stockage_sqlite.py` (ce que `ajouter` ne fait pas encore : un
# tour entier en une transaction, et la reprise sur conflit qui relit et refait le tour).

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
