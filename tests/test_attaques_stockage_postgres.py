"""PostgreSQL attaqué de l'extérieur (issue 32, point 5) : ouvertures concurrentes d'une base
neuve, ligne verrouillée par un autre, serveur redémarré sous les pieds d'un stockage ouvert.

Le test qui redémarre un serveur démarre le SIEN, avec une copie d'`outils/postgres.py` (données
dans /var/tmp) : les autres tests, sur le serveur commun en parallèle, ne le voient pas.
"""

import contextlib
import multiprocessing
import os
import secrets
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

import pytest

from contexte import ErreurStockage
from contexte.memoire import MemoireLongTerme
from contexte.stockage import ouvrir_stockage

psycopg = pytest.importorskip("psycopg")


@pytest.fixture
def base_neuve(url_postgres):
    """Des bases neuves à soi sur le serveur des tests, jetées à la fin du test."""
    faites = []

    def neuve() -> str:
        faites.append(_base_neuve(url_postgres))
        return faites[-1]

    yield neuve
    with psycopg.connect(url_postgres, autocommit=True) as c:
        for url in faites:
            c.execute(f"DROP DATABASE IF EXISTS {url.rsplit('/', 1)[1]} WITH (FORCE)")


def _base_neuve(url: str) -> str:
    nom = "att_" + secrets.token_hex(6)
    with psycopg.connect(url, autocommit=True) as c:
        c.execute(f"CREATE DATABASE {nom}")
    return url.rsplit("/", 1)[0] + "/" + nom


def _ouvreur(url: str, depart, retour) -> None:
    depart.wait()
    erreurs = []
    for quoi in ("stockage", "memoire"):
        try:
            (ouvrir_stockage(url) if quoi == "stockage" else MemoireLongTerme(url)).fermer()
        except Exception as e:  # noqa: BLE001 - c'est ce qu'on compte
            erreurs.append(f"{quoi}: {type(e).__name__}: {str(e)[:120]}")
    retour.put(erreurs)


def test_p5_huit_processus_ouvrent_une_base_neuve(base_neuve):
    ctx = multiprocessing.get_context("fork")
    echecs = []
    for _ in range(4):
        url = base_neuve()
        depart, retour = ctx.Barrier(8), ctx.Queue()
        procs = [ctx.Process(target=_ouvreur, args=(url, depart, retour)) for _ in range(8)]
        for p in procs:
            p.start()
        for _ in procs:
            echecs += retour.get(timeout=120)
        for p in procs:
            p.join(60)
    assert echecs == [], f"{len(echecs)} ouvertures sur 64 ont échoué : {echecs[:3]}"


def test_p5_ligne_verrouillee_erreur_francaise_pas_d_attente_sans_fin(base_neuve):
    url = base_neuve()
    stock = ouvrir_stockage(url)
    s = stock.session("camille", "lundi")
    s.messages.append({"role": "user", "content": "un"})
    s.save()
    s = stock.session("camille", "lundi")
    s.messages.append({"role": "user", "content": "deux"})
    bloqueur = psycopg.connect(url)
    bloqueur.execute("SELECT * FROM sessions FOR UPDATE").fetchall()   # transaction laissée ouverte
    issue = []

    def enregistrer():
        try:
            s.save()
            issue.append("enregistré")
        except Exception as e:  # noqa: BLE001
            issue.append(e)

    fil = threading.Thread(target=enregistrer, daemon=True)
    fil.start()
    fil.join(120)                      # garde-fou : le test ne reste jamais pendu
    bloqueur.rollback()
    bloqueur.close()
    assert issue, "save() attend toujours derrière un verrou (pas de lock_timeout)"
    assert isinstance(issue[0], ErreurStockage), issue
    assert "verrou" in str(issue[0])
    s2 = stock.session("camille", "lundi")   # rien d'écrit à moitié, et la suite marche
    assert [m["content"] for m in s2.messages] == ["un"]
    s2.messages.append({"role": "user", "content": "deux"})
    s2.save()


def test_p5_statement_timeout_erreur_francaise_rien_perdu_et_la_suite_marche(base_neuve):
    """Une requête bloquée au-delà de statement_timeout (1 s, choisi dans l'URL comme le ferait
    un opérateur) : erreur française, la transaction annulée, et le même stockage resservira."""
    url = base_neuve() + "?options=-c%20statement_timeout%3D1s"
    stock = ouvrir_stockage(url)
    assert stock.base.executer("SHOW statement_timeout").fetchone()[0] == "1s"  # l'URL l'emporte
    s = stock.session("camille", "lundi")
    s.messages.append({"role": "user", "content": "un"})
    s.save()
    s.messages.append({"role": "user", "content": "deux"})
    bloqueur = psycopg.connect(url)     # un autre client tient la table (une migration, un pg_dump…)
    bloqueur.execute("LOCK TABLE messages IN ACCESS EXCLUSIVE MODE")
    try:
        with pytest.raises(ErreurStockage, match="statement_timeout") as lecture:
            stock.session("camille", "lundi")
        with pytest.raises(ErreurStockage, match="rien n'a été écrit") as ecriture:
            s.save()
    finally:
        bloqueur.rollback()
        bloqueur.close()
    for erreur in (lecture.value, ecriture.value):
        assert "canceling statement due to statement timeout" in str(erreur)
        assert "Réessayez" in str(erreur)
    assert stock.sessions("camille") == ["lundi"]      # le même stockage, sans reconnexion
    assert [m["content"] for m in stock.session("camille", "lundi").messages] == ["un"]
    s.save()                                           # la session gardée en mémoire repasse
    assert [m["content"] for m in ouvrir_stockage(url).session("camille", "lundi").messages] == [
        "un", "deux"]


def test_p5_delais_du_cours_par_defaut(base_neuve):
    base = ouvrir_stockage(base_neuve()).base
    assert [base.executer(f"SHOW {r}").fetchone()[0] for r in ("lock_timeout", "statement_timeout")
            ] == ["5s", "1min"]


def test_p5_connexion_coupee_pendant_un_save_jamais_rejoue(base_neuve):
    """La connexion tuée côté serveur (pg_terminate_backend, comme un redémarrage ou un
    administrateur) PENDANT la transaction d'un save() : l'écriture n'est pas rejouée, l'erreur
    est française et dit d'aller voir ; rien n'est écrit ; l'opération suivante se reconnecte."""
    url = base_neuve()
    stock = ouvrir_stockage(url)
    s = stock.session("camille", "lundi")
    s.messages.append({"role": "user", "content": "un"})
    s.save()
    pid = stock.base.executer("SELECT pg_backend_pid()").fetchone()[0]
    s.messages.append({"role": "user", "content": "deux"})
    bloqueur = psycopg.connect(url)
    bloqueur.execute("SELECT * FROM sessions FOR UPDATE").fetchall()  # save() attendra ici
    issue = []

    def enregistrer():
        try:
            s.save()
            issue.append("enregistré")
        except Exception as e:  # noqa: BLE001
            issue.append(e)

    fil = threading.Thread(target=enregistrer, daemon=True)
    fil.start()
    with psycopg.connect(url, autocommit=True) as admin:
        for _ in range(400):    # attendre que save() soit dans sa transaction, bloqué (≤ 4 s)
            etat = admin.execute("SELECT wait_event_type FROM pg_stat_activity WHERE pid = %s",
                                 (pid,)).fetchone()
            if etat and etat[0] == "Lock":
                break
            threading.Event().wait(0.01)
        assert etat and etat[0] == "Lock", etat
        admin.execute("SELECT pg_terminate_backend(%s)", (pid,))
    fil.join(60)
    bloqueur.rollback()
    bloqueur.close()
    assert len(issue) == 1 and isinstance(issue[0], ErreurStockage), issue
    assert "connexion au serveur perdue" in str(issue[0])
    assert "rouvrez la session pour voir s'il est passé" in str(issue[0])
    assert [m["content"] for m in stock.session("camille", "lundi").messages] == ["un"]
    assert stock.base.executer("SELECT pg_backend_pid()").fetchone()[0] != pid   # reconnecté
    s.save()                           # la session gardée en mémoire repasse, une seule fois
    assert [m["content"] for m in stock.session("camille", "lundi").messages] == ["un", "deux"]


# --- make postgres garde son port (outils/postgres.py, dans une copie à part) ---------------------

@pytest.fixture
def copie_de_make_postgres():
    """outils/postgres.py recopié dans un dossier neuf : son .postgres/ (données, URL) est à lui,
    le serveur commun des tests n'est ni arrêté ni redémarré. Lisible par `postgres` (en root,
    le serveur tourne sous ce compte)."""
    racine = Path(tempfile.mkdtemp(prefix="make-postgres-", dir="/var/tmp"))
    os.chmod(racine, 0o755)
    (racine / "outils").mkdir()
    for nom in ("postgres.py", "postgres_systeme.py"):
        shutil.copy(Path(__file__).resolve().parent.parent / "outils" / nom, racine / "outils")

    def make_postgres(*options: str) -> str:
        r = subprocess.run([sys.executable, str(racine / "outils" / "postgres.py"), *options],
                           capture_output=True, text=True, timeout=120, stdin=subprocess.DEVNULL)
        assert r.returncode == 0, r.stdout + r.stderr
        return r.stdout.strip().splitlines()[-1]

    try:
        yield racine, make_postgres
    finally:
        with contextlib.suppress(Exception):
            make_postgres("--arreter")
        shutil.rmtree(racine, ignore_errors=True)


def test_p5_make_postgres_redemarre_sous_un_stockage_ouvert(copie_de_make_postgres, monkeypatch):
    """Un vrai redémarrage par `make postgres` (arrêter, démarrer) sous un stockage et une
    mémoire ouverts : même port, même URL, `CONTEXTE_POSTGRES_URL` toujours bonne ; la
    connexion morte se voit au BEGIN ou à la lecture suivante, rejoués sur une connexion neuve :
    aucune erreur, rien d'acquitté perdu. Puis make postgres-vacuum, puis un port pris.

    Le plus long test de ce fichier (5 à 9 s sur une machine calme, 35 s mesurées sous une
    charge de 20) : un initdb (fsync de ~1 000 fichiers) et trois démarrages ; un seul serveur
    pour tout cela, plutôt qu'un par propriété vérifiée."""
    racine, make_postgres = copie_de_make_postgres
    url = make_postgres()
    stock, mem = ouvrir_stockage(url), MemoireLongTerme(url)
    acquittes = []
    for k in range(3):
        s = stock.session("camille", "lundi")
        s.messages.append({"role": "user", "content": f"m{k}"})
        s.save()
        acquittes.append(f"m{k}")
    s.messages.append({"role": "user", "content": "m3"})     # lue avant, enregistrée après
    assert make_postgres("--arreter") == "Serveur PostgreSQL arrêté."
    assert make_postgres() == url                      # même port, même mot de passe, même URL
    assert (racine / ".postgres" / "url").read_text().strip() == url
    assert mem.faits("camille") == {}                  # une lecture sur une connexion morte : rejouée
    s.save()                                           # BEGIN sur une connexion morte : rejoué
    acquittes.append("m3")
    for k in range(4, 8):
        s = stock.session("camille", "lundi")
        s.messages.append({"role": "user", "content": f"m{k}"})
        s.save()
        acquittes.append(f"m{k}")
    monkeypatch.setenv("CONTEXTE_POSTGRES_URL", url)   # l'URL gardée par une classe
    from cours.postgres import postgres_du_cours
    assert postgres_du_cours() == (url, "le serveur du cours répond (CONTEXTE_POSTGRES_URL)")
    assert stock.sessions("camille") == ["lundi"]
    relus = [m["content"] for m in ouvrir_stockage(url).session("camille", "lundi").messages]
    assert relus == acquittes == [f"m{k}" for k in range(8)]
    stock.fermer()
    mem.fermer()
    _vacuum_enleve_ce_qu_il_dit(racine, url, make_postgres)
    # Le port pris par un autre entre-temps : un autre port, et l'URL notée le dit.
    make_postgres("--arreter")
    port = int(url.rsplit(":", 1)[1].split("/")[0])
    with socket.socket() as occupant:
        occupant.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # TIME_WAIT d'avant
        occupant.bind(("127.0.0.1", port))
        occupant.listen()                              # un autre serveur y écoute
        nouvelle = make_postgres()
    assert nouvelle != url and nouvelle.rsplit(":", 1)[0] == url.rsplit(":", 1)[0]
    assert (racine / ".postgres" / "url").read_text().strip() == nouvelle
    assert postgres_du_cours()[0] is None              # l'ancienne URL ne répond plus : dit, pas caché


def _vacuum_enleve_ce_qu_il_dit(racine: Path, url: str, make_postgres) -> None:
    """make postgres-vacuum (issue 32, point 5) : une ligne effacée est encore dans le fichier de
    sa table (tuple mort) ; après VACUUM FULL, plus dans le fichier de la table, mais encore
    dans pg_wal/, comme la commande le dit."""
    donnees = racine / ".postgres" / "serveur" / "donnees"
    mot = "zanzibar-" + secrets.token_hex(4)
    with psycopg.connect(url, autocommit=True) as c:
        c.execute("CREATE TABLE notes (texte TEXT)")
        c.execute("INSERT INTO notes SELECT %s || g FROM generate_series(1, 50) g", (mot,))
        c.execute("DELETE FROM notes")
        c.execute("CHECKPOINT")
        avant = c.execute("SELECT pg_relation_filepath('notes')").fetchone()[0]
    assert mot.encode() in (donnees / avant).read_bytes()          # effacée, pas enlevée
    sortie = make_postgres("--vacuum")
    assert "Pas enlevé" in sortie and "pg_wal" in sortie
    with psycopg.connect(url, autocommit=True) as c:
        apres = c.execute("SELECT pg_relation_filepath('notes')").fetchone()[0]
    assert apres != avant and not (donnees / avant).exists()       # réécrite dans un fichier neuf
    assert mot.encode() not in (donnees / apres).read_bytes()
    assert any(mot.encode() in f.read_bytes() for f in (donnees / "pg_wal").glob("0*"))
