"""Un vrai disque plein (issue 32, points 3 et 7) : pendant un save(), pendant le checkpoint
d'un effacement SQLite, pour les fichiers JSON et la mémoire à long terme.

Le disque : un tmpfs de 8 Mo, monté par bubblewrap (`--size … --tmpfs`) dans un espace de noms
à lui : le système de fichiers refuse vraiment d'écrire (ENOSPC), sans toucher au disque de la
machine, et disparaît à la fin. Pas `PRAGMA max_page_count` (une limite de SQLite, pas du
disque : elle ne touche ni le journal -wal ni les fichiers JSON). Chaque scénario
(tests/disque_plein.py) note ce que disent les opérations et ce qui reste sur le disque ; les
assertions sont ici. Sans bubblewrap (ou sans espaces de noms) : sauté en disant pourquoi ;
en CI (CI=true, .ci/run l'installe), un échec.
"""

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

RACINE = Path(__file__).resolve().parent.parent
TAILLE = 8 << 20


def _lancer(nom: str, tmp_path: Path) -> dict:
    point = tmp_path / "disque"
    point.mkdir()
    raison = None
    if not shutil.which("bwrap"):
        raison = "bubblewrap (bwrap) n'est pas installé : apt-get install bubblewrap"
    else:
        cmd = ["bwrap", "--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc",
               "--size", str(TAILLE), "--tmpfs", str(point), "--chdir", str(RACINE),
               "--setenv", "PYTHONDONTWRITEBYTECODE", "1", "--die-with-parent",
               sys.executable, "-m", "tests.disque_plein", nom, str(point)]
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=120,
                           stdin=subprocess.DEVNULL)
        if r.returncode == 0:
            return json.loads(r.stdout.strip().splitlines()[-1])
        if r.stderr.startswith("bwrap:"):       # pas d'espace de noms ici (conteneur fermé…)
            raison = f"bubblewrap ne peut pas monter de tmpfs ici ({r.stderr.strip()})"
        else:
            pytest.fail(f"le scénario {nom} a planté :\n{r.stdout}\n{r.stderr}", pytrace=False)
    if os.environ.get("CI", "").lower() == "true":
        pytest.fail(f"CI : le disque plein doit être testé, mais {raison}", pytrace=False)
    pytest.skip(raison)


def _erreur_francaise(issue: dict, classe: str, *mots: str) -> None:
    assert issue.get("erreur") == classe, issue
    assert issue["module"] == "contexte.erreurs", issue
    for mot in mots:
        assert mot in issue["message"], issue


def test_p7_sqlite_save_sur_un_vrai_disque_plein(tmp_path):
    obs = _lancer("sauvegarde", tmp_path)
    _erreur_francaise(obs["save"], "ErreurStockage", "disque plein", "rien n'a été écrit",
                      "Libérez de la place")
    assert obs["relu_plein"] == {"ok": ["avant"]}       # rien d'écrasé, la base s'ouvre encore
    assert obs["integrite"] == "ok"
    assert obs["resave"] == {"ok": None}                # le même save(), une fois la place libre
    assert obs["relu_apres"] == [5, 50_000]


def test_p3_checkpoint_de_l_effacement_sur_un_vrai_disque_plein(tmp_path):
    obs = _lancer("checkpoint", tmp_path)
    _erreur_francaise(obs["efface_lecteur"], "ErreurStockage", "un lecteur tient le fichier")
    # Disque plein pendant la recopie du journal : pas « 1 session effacée », une erreur qui
    # dit que les octets sont encore dans -wal ; et c'est vrai.
    _erreur_francaise(obs["efface_plein"], "ErreurStockage", "n'a pas pu être vidé",
                      "database or disk is full", "octets restent dans le journal",
                      "Libérez de la place")
    assert obs["octets_plein"] == {"s.db": False, "s.db-wal": True}
    assert obs["sessions_plein"] == []                  # effacé pour les requêtes, comme dit
    assert obs["dominique_plein"] == ["à garder"]       # rien d'autre touché
    assert obs["integrite_plein"] == "ok"
    # La place revient : l'effacement recommencé vide le journal, le mot n'est plus nulle part.
    assert obs["efface_apres"] == {"ok": 0}
    assert obs["octets_apres"] == {"s.db": False, "s.db-wal": False, "s.db-shm": False}
    assert obs["wal_apres"] == 0
    assert obs["dominique_apres"] == ["à garder"] and obs["integrite_apres"] == "ok"


def test_p7_json_save_sur_un_vrai_disque_plein(tmp_path):
    obs = _lancer("json", tmp_path)
    _erreur_francaise(obs["save"], "ErreurEcriture", "l'ancien fichier est intact",
                      "Disque plein : libérez de la place")
    assert obs["intact"] is True
    assert obs["fichiers_plein"] == [".lundi.json.lock", "lundi.json"]   # aucun .tmp laissé
    assert obs["resave"] == {"ok": None}
    assert obs["relu_apres"] == [5, 50_000]


def test_p7_memoire_sur_un_vrai_disque_plein(tmp_path):
    obs = _lancer("memoire", tmp_path)
    _erreur_francaise(obs["appliquer"], "ErreurStockage", "disque plein", "rien n'a été écrit")
    assert obs["faits_plein"] == {"ville": "Lyon"}
    assert obs["faits_apres"] == {"ville": "Lyon"}
