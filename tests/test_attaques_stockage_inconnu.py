"""Attaques nouvelles contre les stockages, écrites comme par quelqu'un qui ne connaît que
l'API publique (issue 32, seconde passe) : identifiants limites, fichier de base remplacé ou
supprimé sous un stockage ouvert, dossier où l'on ne peut pas écrire, base d'un schéma plus
ancien, mot de passe dans l'URL, messages que `==` ne sait pas comparer.

Celles qui échouaient avant leur correction le disent dans leur docstring (« bogue »).
"""

import json
import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from contexte import ErreurStockage, FichierInvalide
from contexte.memoire import MemoireLongTerme
from contexte.stockage import ouvrir_stockage
from tests.bases_jetables import url  # noqa: F401 (une fixture : pytest la trouve ici)

RACINE = Path(__file__).resolve().parent.parent


def _dire(stock, utilisateur, ident, texte):
    s = stock.session(utilisateur, ident)
    s.messages.append({"role": "user", "content": texte})
    s.save()


# --- Identifiants limites : la même règle partout, et jamais deux comptes dans un -------------

LIMITES = [  # (identifiant, accepté ?) ; le commentaire dit ce qu'un inconnu espère casser
    ("", False), (".", False), ("..", False), (".cache", False),  # vide, dossier courant, caché
    ("a/b", False), ("a\\b", False), ("a\x00b", False),            # séparateurs, octet nul
    ("-", True), (" ", True), ("camille ", True),                   # option de shell, espaces
    ("\n", True), ("\u200b", True), ("CON", True),                  # saut de ligne, largeur nulle, Windows
    ("Camille", True), ("camille", True),                           # la casse compte
    ("x" * 200, True), ("x" * 201, False), ("é" * 100, True),       # 200 octets pile
    ("*", True), ("[a]", True), ("?", True),                        # jokers de glob
    ("'; DROP TABLE sessions; --", True), ("%s", True), ("%%", True),  # SQL, paramètres psycopg
]


def test_i_identifiants_limites_meme_regle_et_chacun_chez_soi(url):
    stock = ouvrir_stockage(url)
    acceptes = []
    for ident, attendu in LIMITES:
        try:
            _dire(stock, ident, "lundi", f"secret de {ident!r}")
            acceptes.append(ident)
            assert attendu, f"{ident!r} accepté"
        except ValueError as e:
            assert not attendu, f"{ident!r} refusé : {e}"
            assert "utilisable" in str(e) or "UTF-8" in str(e)
    for ident in dict.fromkeys(acceptes):
        relus = [m["content"] for m in stock.session(ident, "lundi").messages]
        assert relus == [f"secret de {ident!r}"] * acceptes.count(ident), ident
        assert stock.sessions(ident) == ["lundi"]
    assert stock.effacer_utilisateur("*") == 1 and stock.sessions("[a]") == ["lundi"]


# --- Un save() n'écrit que le neuf, même quand `==` et `pickle` se trompent --------------------

def _ecritures(stock, s):
    """Ce que save() a écrit : le nombre de lignes changées (SQLite : total_changes, une ligne
    réécrite compte deux fois) ; PostgreSQL : la transaction de chaque ligne (xmin), qui
    change quand une ligne est réécrite."""
    if stock.base.dialecte == "sqlite":
        avant = stock.base.brute.total_changes
        s.save()
        return stock.base.brute.total_changes - avant
    s.save()
    return [i for (i,) in stock.base.executer("SELECT xmin::text FROM messages ORDER BY rang")]


@pytest.mark.parametrize("premier", [
    # deux blocs qui partagent le même texte "text" (un littéral Python), relus en deux copies
    {"role": "assistant", "content": [{"type": "text", "text": "a"}, {"type": "text", "text": "b"}]},
    {"role": "user", "content": "x", "score": float("nan")},   # NaN n'est jamais == NaN
])
def test_i_save_n_ecrit_que_les_messages_nouveaux(url, premier):
    """Bogue : chaque save() effaçait et réécrivait tout l'historique dès qu'un message avait
    deux fois le même objet texte, ou un NaN (comparaison par pickle : l'identité comptait)."""
    if not url.startswith(("sqlite", "postgres")):
        pytest.skip("JSON : chaque save() réécrit le fichier entier, c'est sa limite connue")
    stock = ouvrir_stockage(url)
    s = stock.session("camille", "lundi")
    s.messages.append(premier)
    premier_save = _ecritures(stock, s)
    for k in range(3):
        s.messages.append({"role": "user", "content": f"q{k}"})
        ecrit = _ecritures(stock, s)
        if stock.base.dialecte == "sqlite":
            assert ecrit == 2, ecrit        # la version de la session, le message nouveau
        else:
            assert ecrit[:1] == premier_save, ecrit   # le premier message jamais réécrit
    relu = stock.session("camille", "lundi").messages
    assert json.dumps(relu) == json.dumps(s.messages)


# --- Le fichier de la base remplacé ou supprimé sous un stockage ouvert ------------------------

@pytest.mark.parametrize("geste", ["remplacé", "supprimé"])
def test_i_base_sqlite_remplacee_ou_supprimee_pendant_l_usage(tmp_path, geste):
    """Bogue : SQLite continue d'écrire dans l'ancien fichier, devenu invisible ; save()
    annonçait un succès, et la conversation n'était nulle part."""
    chemin = tmp_path / "s.db"
    stock = ouvrir_stockage(f"sqlite:///{chemin}")
    _dire(stock, "camille", "lundi", "un")
    s = stock.session("camille", "lundi")
    s.messages.append({"role": "user", "content": "deux"})
    copie = tmp_path / "sauvegarde.db"
    with sqlite3.connect(chemin) as source, sqlite3.connect(copie) as cible:
        source.backup(cible)                         # une sauvegarde propre, restaurée par mv
    for suffixe in ("", "-wal", "-shm"):
        Path(f"{chemin}{suffixe}").unlink(missing_ok=True)
    if geste == "remplacé":
        os.rename(copie, chemin)
    with pytest.raises(ErreurStockage, match="supprimé ou remplacé") as e:
        s.save()
    assert "Rouvrez le stockage" in str(e.value)
    with pytest.raises(ErreurStockage, match="supprimé ou remplacé"):
        stock.sessions("camille")                    # une lecture non plus : l'ancien fichier
    if geste == "remplacé":
        neuf = ouvrir_stockage(f"sqlite:///{chemin}")
        assert [m["content"] for m in neuf.session("camille", "lundi").messages] == ["un"]
        _dire(neuf, "camille", "lundi", "deux")
        assert [m["content"] for m in ouvrir_stockage(f"sqlite:///{chemin}")
                .session("camille", "lundi").messages] == ["un", "deux"]


def test_i_stockage_ouvert_par_chemin_relatif_puis_chdir(tmp_path, monkeypatch):
    """Le contrôle du fichier ne doit pas crier au remplacement quand le processus change de
    dossier courant (chemin relatif résolu à l'ouverture)."""
    monkeypatch.chdir(tmp_path)
    stock = ouvrir_stockage("sqlite:///s.db")
    _dire(stock, "camille", "lundi", "un")
    monkeypatch.chdir(tempfile.gettempdir())
    _dire(stock, "camille", "lundi", "deux")
    assert stock.sessions("camille") == ["lundi"]


def test_i_base_en_memoire_sans_fichier_parasite(tmp_path, monkeypatch):
    """Bogue : 'sqlite:///:memory:' ouvrait bien une base en mémoire, mais créait aussi un
    fichier vide nommé « :memory: » dans le dossier courant."""
    monkeypatch.chdir(tmp_path)
    stock = ouvrir_stockage("sqlite:///:memory:")
    _dire(stock, "camille", "lundi", "un")
    _dire(stock, "camille", "lundi", "deux")
    assert [m["content"] for m in stock.session("camille", "lundi").messages] == ["un", "deux"]
    assert ouvrir_stockage("sqlite:///:memory:").sessions("camille") == []   # chacune la sienne
    assert os.listdir(tmp_path) == []


# --- Le dossier de la base où l'on ne peut pas écrire ------------------------------------------

SCENARIO_DOSSIER = """
import sys
from contexte.stockage import ouvrir_stockage
from contexte.memoire import MemoireLongTerme
for essai in (lambda: ouvrir_stockage(sys.argv[1]).sessions("camille"),
              lambda: MemoireLongTerme(sys.argv[1]).faits("camille")):
    try:
        essai()
        print("OK")
    except Exception as e:
        print(type(e).__module__, type(e).__name__, e)
"""


def test_i_dossier_de_la_base_en_lecture_seule(tmp_path):
    """Bogue : une vraie base dans un dossier non inscriptible (SQLite doit y créer -wal et
    -shm) était dite « pas une base SQLite lisible : donnez le chemin d'une base »."""
    dossier = Path(tempfile.mkdtemp(dir="/var/tmp", prefix="base-ro-"))
    try:
        prefixe = []
        if os.geteuid() == 0:    # root ignore les droits : le scénario tourne sous nobody
            if not shutil.which("setpriv"):
                pytest.skip("setpriv (util-linux) manque pour jouer un autre utilisateur")
            shutil.chown(dossier, "nobody")
            prefixe = ["setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups"]
        os.chmod(dossier, 0o755)
        url = f"sqlite:///{dossier}/s.db"
        prepa = "from contexte.stockage import ouvrir_stockage as o; o(__import__('sys').argv[1]).fermer()"

        def lancer(code):
            return subprocess.run([*prefixe, sys.executable, "-c", code, url], cwd=RACINE,
                                  capture_output=True, text=True, timeout=60,
                                  stdin=subprocess.DEVNULL)

        assert lancer(prepa).returncode == 0
        avant = (dossier / "s.db").read_bytes()
        for suffixe in ("-wal", "-shm"):
            Path(f"{dossier}/s.db{suffixe}").unlink(missing_ok=True)
        os.chmod(dossier, 0o555)
        sorties = lancer(SCENARIO_DOSSIER).stdout.strip().splitlines()
        assert len(sorties) == 2, sorties
        for ligne in sorties:
            assert ligne.startswith("contexte.erreurs ErreurStockage"), ligne
            assert "SQLite ne peut pas écrire" in ligne and "dossier" in ligne, ligne
            assert "s.db-wal" in ligne and "pas une base" not in ligne, ligne
        assert (dossier / "s.db").read_bytes() == avant
    finally:
        os.chmod(dossier, 0o755)
        shutil.rmtree(dossier, ignore_errors=True)


# --- Une base d'un schéma plus ancien (avant l'issue 32 : ni marque ni plancher) ---------------

def test_i_base_du_schema_1_ouverte_par_le_code_actuel(tmp_path):
    chemin = tmp_path / "vieille.db"
    with sqlite3.connect(chemin) as c:       # les tables telles que les créait la version 1
        c.execute("CREATE TABLE sessions (utilisateur TEXT NOT NULL, ident TEXT NOT NULL, "
                  "version INTEGER NOT NULL, PRIMARY KEY (utilisateur, ident))")
        c.execute("CREATE TABLE messages (utilisateur TEXT NOT NULL, ident TEXT NOT NULL, "
                  "rang INTEGER NOT NULL, message TEXT NOT NULL, PRIMARY KEY (utilisateur, "
                  "ident, rang))")
        c.execute("INSERT INTO sessions VALUES ('camille', 'lundi', 4)")
        c.execute("""INSERT INTO messages VALUES ('camille', 'lundi', 0,
                  '{"role":"user","content":"écrit par la version 1"}')""")
    stock = ouvrir_stockage(f"sqlite:///{chemin}")
    s = stock.session("camille", "lundi")
    assert [m["content"] for m in s.messages] == ["écrit par la version 1"]
    vieux = stock.session("camille", "lundi")
    assert stock.effacer_utilisateur("camille") == 1
    _dire(stock, "camille", "lundi", "recréée")   # au-dessus de la version 4 effacée
    vieux.messages.append({"role": "user", "content": "d'avant"})
    with pytest.raises(Exception, match="autre rédacteur"):
        vieux.save()
    with sqlite3.connect(chemin) as c:
        assert c.execute("SELECT valeur FROM contexte_schema WHERE nom = 'sessions'"
                         ).fetchone() == (2,)
    MemoireLongTerme(f"sqlite:///{chemin}").faits("camille")   # l'autre schéma à côté


# --- Un fichier JSON changé pendant qu'on le lit -----------------------------------------------

def test_i_session_json_tronquee_par_un_autre_programme(tmp_path):
    stock = ouvrir_stockage(tmp_path / "sessions")
    _dire(stock, "camille", "lundi", "un " * 1000)
    fichier = tmp_path / "sessions" / "camille" / "lundi.json"
    fichier.write_bytes(fichier.read_bytes()[:777])   # un éditeur qui écrit sans rename
    avant = fichier.read_bytes()
    with pytest.raises(FichierInvalide):
        stock.session("camille", "lundi")
    assert fichier.read_bytes() == avant
    assert stock.sessions("camille") == ["lundi"]


# --- Le mot de passe d'une URL n'apparaît dans aucun message -----------------------------------

@pytest.mark.parametrize("url_secrete", [
    "postgresql://camille:s3cret@127.0.0.1:1/cours",
    "postgresql://camille:s3c@ret@127.0.0.1:1/cours",            # un « @ » dans le mot de passe
    "postgresql://camille@127.0.0.1:1/cours?password=s3cret",     # en paramètre
    "postgresql://camille@127.0.0.1:1/cours?sslmode=disable&password=s3cret&connect_timeout=1",
])
def test_i_mot_de_passe_jamais_dans_l_erreur(url_secrete):
    """Bogue : `?password=s3cret` s'affichait en clair dans l'erreur « injoignable », et un
    « @ » dans le mot de passe en laissait voir la fin."""
    with pytest.raises(ErreurStockage) as e:
        ouvrir_stockage(url_secrete)
    assert "injoignable" in str(e.value) or "écrivez-le %40" in str(e.value)
    for morceau in ("s3cret", "s3c", "ret@"):
        assert morceau not in str(e.value), str(e.value)
