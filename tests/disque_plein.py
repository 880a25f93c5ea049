"""Des stockages sur un vrai disque plein : lancé par tests/test_attaques_stockage_disque.py
dans un petit tmpfs (`bwrap --size … --tmpfs DOSSIER`), jamais sur le disque de la machine.

    python -m tests.disque_plein NOM DOSSIER   # NOM : sauvegarde, checkpoint, json, memoire

Chaque scénario remplit le disque jusqu'au dernier octet (un fichier « bouchon », écrit jusqu'à
ENOSPC), tente une opération, note ce qu'elle a dit et ce qui est resté sur le disque, libère la
place, recommence ; il imprime ses observations en JSON (une ligne) : le test les juge.
"""

from __future__ import annotations

import errno
import json
import os
import sqlite3
import sys
from pathlib import Path

from contexte import ouvrir_stockage
from contexte.memoire import MemoireLongTerme

MOT = "zanzibar-confidentiel"


def remplir(dossier: Path) -> Path:
    """Écrit dans dossier/bouchon jusqu'à ce que le système de fichiers dise ENOSPC."""
    bouchon = dossier / "bouchon"
    with open(bouchon, "wb", buffering=0) as f:
        for taille in (1 << 20, 4096, 1):
            try:
                while True:
                    f.write(b"\0" * taille)
            except OSError as e:
                if e.errno != errno.ENOSPC:
                    raise
    return bouchon


def issue(fonction) -> dict:
    """{'ok': valeur} ou {'erreur': type, 'message': texte} : ce que l'opération a dit."""
    try:
        return {"ok": fonction()}
    except Exception as e:  # noqa: BLE001 - c'est ce qu'on observe
        return {"erreur": type(e).__name__, "module": type(e).__module__, "message": str(e)}


def contenus(url: str, utilisateur: str, ident: str) -> list[str]:
    return [m["content"] for m in ouvrir_stockage(url).session(utilisateur, ident).messages]


def integrite(chemin: Path) -> str:
    with sqlite3.connect(chemin) as c:
        return c.execute("PRAGMA integrity_check").fetchone()[0]


def octets(dossier: Path, *noms: str) -> dict[str, bool]:
    """Pour chaque fichier de la base : le mot y est-il encore, en clair ?"""
    return {n: (dossier / n).exists() and MOT.encode() in (dossier / n).read_bytes() for n in noms}


def dire(stock, utilisateur: str, texte: str) -> None:
    s = stock.session(utilisateur, "lundi")
    s.messages.append({"role": "user", "content": texte})
    s.save()


def sauvegarde(dossier: Path) -> dict:
    """SQLite : save() sur un disque plein, puis le même save() une fois la place libérée."""
    url = f"sqlite:///{dossier}/s.db"
    stock = ouvrir_stockage(url)
    dire(stock, "camille", "avant")
    s = stock.session("camille", "lundi")
    s.messages.append({"role": "user", "content": "x" * 50_000})
    bouchon = remplir(dossier)
    obs = {"save": issue(s.save), "relu_plein": issue(lambda: contenus(url, "camille", "lundi")),
           "integrite": integrite(dossier / "s.db")}
    bouchon.unlink()
    obs["resave"] = issue(s.save)
    obs["relu_apres"] = [len(t) for t in contenus(url, "camille", "lundi")]
    return obs


def checkpoint(dossier: Path) -> dict:
    """SQLite : l'effacement dont le checkpoint (recopie du journal) trouve le disque plein.

    Un lecteur tient d'abord le journal (l'effacement le dit, les octets restent dans -wal) ; on
    le ferme, le disque se remplit, on recommence : la recopie ne trouve pas la place d'agrandir
    la base. Enfin la place revient, et l'effacement recommencé vide le journal."""
    url = f"sqlite:///{dossier}/s.db"
    stock = ouvrir_stockage(url)
    dire(stock, "dominique", "à garder")
    lecteur = sqlite3.connect(dossier / "s.db", isolation_level=None)
    lecteur.execute("BEGIN")
    lecteur.execute("SELECT COUNT(*) FROM messages").fetchone()   # une image d'avant, gardée
    dire(stock, "camille", (MOT + " ") * 20_000)                  # ~440 ko, dans le journal
    obs = {"efface_lecteur": issue(lambda: stock.effacer_utilisateur("camille"))}
    lecteur.rollback()
    lecteur.close()
    bouchon = remplir(dossier)
    obs["efface_plein"] = issue(lambda: stock.effacer_utilisateur("camille"))
    obs["sessions_plein"] = stock.sessions("camille")
    obs["dominique_plein"] = contenus(url, "dominique", "lundi")
    obs["octets_plein"] = octets(dossier, "s.db", "s.db-wal")
    obs["integrite_plein"] = integrite(dossier / "s.db")
    bouchon.unlink()
    obs["efface_apres"] = issue(lambda: stock.effacer_utilisateur("camille"))
    obs["octets_apres"] = octets(dossier, "s.db", "s.db-wal", "s.db-shm")
    obs["wal_apres"] = (dossier / "s.db-wal").stat().st_size
    obs["dominique_apres"] = contenus(url, "dominique", "lundi")
    obs["integrite_apres"] = integrite(dossier / "s.db")
    return obs


def json_(dossier: Path) -> dict:
    """Fichiers JSON : save() d'une session sur un disque plein (écriture tmp + rename)."""
    url = str(dossier / "sessions")
    stock = ouvrir_stockage(url)
    dire(stock, "camille", "avant")
    fichier = dossier / "sessions" / "camille" / "lundi.json"
    avant = fichier.read_bytes()
    s = stock.session("camille", "lundi")
    s.messages.append({"role": "user", "content": "x" * 50_000})
    bouchon = remplir(dossier)
    obs = {"save": issue(s.save), "intact": fichier.read_bytes() == avant,
           "fichiers_plein": sorted(p.name for p in fichier.parent.iterdir())}
    bouchon.unlink()
    obs["resave"] = issue(s.save)
    obs["relu_apres"] = [len(t) for t in contenus(url, "camille", "lundi")]
    return obs


def memoire(dossier: Path) -> dict:
    """La mémoire à long terme (SQLite) : un fait ajouté sur un disque plein."""
    url = f"sqlite:///{dossier}/m.db"
    mem = MemoireLongTerme(url)
    mem.appliquer("camille", [{"op": "add", "cle": "ville", "valeur": "Lyon", "preuve": "Lyon"}],
                  ["J'habite à Lyon."])
    gros = "y" * 50_000
    bouchon = remplir(dossier)
    obs = {"appliquer": issue(lambda: mem.appliquer(
        "camille", [{"op": "add", "cle": "notes", "valeur": gros, "preuve": gros}], [gros])),
        "faits_plein": MemoireLongTerme(url).faits("camille")}
    bouchon.unlink()
    obs["faits_apres"] = MemoireLongTerme(url).faits("camille")
    return obs


SCENARIOS = {"sauvegarde": sauvegarde, "checkpoint": checkpoint, "json": json_, "memoire": memoire}

if __name__ == "__main__":
    nom, dossier = sys.argv[1], Path(sys.argv[2])
    assert os.statvfs(dossier).f_blocks * os.statvfs(dossier).f_frsize < 64 << 20, \
        "refus : ce scénario remplit le disque, il ne tourne que dans un petit tmpfs"
    print(json.dumps(SCENARIOS[nom](dossier), ensure_ascii=False))
