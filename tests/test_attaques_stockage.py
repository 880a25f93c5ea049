"""Les stockages de sessions et la mémoire à long terme, attaqués de l'extérieur (issue 32).

Écrits comme par quelqu'un qui ne connaît que l'API publique : `ouvrir_stockage`,
`MemoireLongTerme`, les erreurs de `contexte`. Chaque test nomme le point de l'issue qu'il
reproduit. Les octets sont cherchés dans TOUS les fichiers de la base (base, -wal, -shm).
"""

import json
import sqlite3
import subprocess
from pathlib import Path

import pytest

from contexte import ConflitEcriture, ErreurStockage, FichierInvalide
from contexte.memoire import MemoireLongTerme
from contexte.stockage import ouvrir_stockage
from tests.bases_jetables import url  # noqa: F401 (une fixture : pytest la trouve ici)

SURROGAT = json.loads('"Jos\\udcc3\\udca9"')   # ce qu'un client JSON mal élevé peut envoyer
MOT = "zanzibar-confidentiel"


def _octets_sous(dossier: Path) -> bytes:
    return b"".join(p.read_bytes() for p in sorted(dossier.rglob("*")) if p.is_file())




def _dire(stock, utilisateur, ident, texte):
    s = stock.session(utilisateur, ident)
    s.messages.append({"role": "user", "content": texte})
    s.save()


# --- Point 1 : deux identifiants, un seul dossier (ou un seul jeu de lignes) -------------------

def test_p1_surrogat_isole_refuse_partout_et_jose_intact(url):
    stock = ouvrir_stockage(url)
    _dire(stock, "José", "lundi", "mes secrets")
    for geste in (lambda: stock.session(SURROGAT, "lundi"), lambda: stock.sessions(SURROGAT),
                  lambda: stock.effacer_utilisateur(SURROGAT)):
        with pytest.raises(ValueError, match="UTF-8"):
            geste()
    assert stock.sessions("José") == ["lundi"]
    assert stock.session("José", "lundi").messages[0]["content"] == "mes secrets"


def test_p1_surrogat_dans_l_identifiant_de_session(url):
    stock = ouvrir_stockage(url)
    with pytest.raises(ValueError, match="UTF-8"):
        stock.session("camille", "lun\udcc3\udca9di")


def test_p1_limite_en_octets_la_meme_partout(url):
    """200 « é » = 400 octets : refusé par une erreur française, jamais un OSError brut."""
    stock = ouvrir_stockage(url)
    with pytest.raises(ValueError, match="octets"):
        stock.session("é" * 200, "lundi")
    with pytest.raises(ValueError, match="octets"):
        stock.session("camille", "é" * 200)
    _dire(stock, "é" * 100, "é" * 100, "tient en 200 octets")   # à la limite : accepté
    assert stock.sessions("é" * 100) == ["é" * 100]


def test_p1_deux_formes_unicode_ne_partagent_rien(url):
    """« José » composé (NFC) et décomposé (NFD) : jamais deux noms pour les mêmes sessions."""
    stock = ouvrir_stockage(url)
    _dire(stock, "José", "lundi", "à José")
    decompose = "Jose\u0301"
    try:
        vues = stock.sessions(decompose)
    except ValueError:
        return  # refusé en clair : acceptable
    assert vues == []
    assert stock.effacer_utilisateur(decompose) == 0
    assert stock.sessions("José") == ["lundi"]


def test_p1_memoire_refuse_le_surrogat(tmp_path):
    mem = MemoireLongTerme(f"sqlite:///{tmp_path}/m.db")
    with pytest.raises(ValueError, match="UTF-8"):
        mem.faits(SURROGAT)
    with pytest.raises(ValueError, match="octets"):
        mem.faits("é" * 200)


# --- Point 3 : un effacement qui dit la vérité -------------------------------------------------

def _lecteur_qui_tient(chemin: Path) -> sqlite3.Connection:
    lecteur = sqlite3.connect(chemin, isolation_level=None)
    lecteur.execute("BEGIN")
    lecteur.execute("SELECT count(*) FROM sqlite_master").fetchall()
    return lecteur


def test_p3_sqlite_lecteur_ouvert_pas_de_succes_menteur(tmp_path):
    chemin = tmp_path / "s.db"
    stock = ouvrir_stockage(f"sqlite:///{chemin}")
    _dire(stock, "camille", "lundi", MOT)
    lecteur = _lecteur_qui_tient(chemin)
    try:
        n = stock.effacer_utilisateur("camille")
    except ErreurStockage as e:
        assert "lecteur" in str(e)
    else:  # succès annoncé : alors le mot n'est plus nulle part
        assert n == 1 and MOT.encode() not in _octets_sous(tmp_path)
    finally:
        lecteur.close()
    stock.effacer_utilisateur("camille")   # le lecteur parti, on recommence : tout part
    assert MOT.encode() not in _octets_sous(tmp_path)
    assert stock.sessions("camille") == []


def test_p3_memoire_lecteur_ouvert_pas_de_succes_menteur(tmp_path):
    chemin = tmp_path / "m.db"
    mem = MemoireLongTerme(f"sqlite:///{chemin}")
    mem.appliquer("camille", [{"op": "add", "cle": "ville", "valeur": MOT, "preuve": MOT}], [MOT])
    assert mem.faits("camille") == {"ville": MOT}
    lecteur = _lecteur_qui_tient(chemin)
    try:
        n = mem.effacer_utilisateur("camille")
    except ErreurStockage as e:
        assert "lecteur" in str(e)
    else:
        assert n == 1 and MOT.encode() not in _octets_sous(tmp_path)
    finally:
        lecteur.close()
    mem.effacer_utilisateur("camille")
    assert MOT.encode() not in _octets_sous(tmp_path)


def test_p3_json_effacement_qui_echoue_le_dit(tmp_path):
    stock = ouvrir_stockage(tmp_path / "sessions")
    _dire(stock, "camille", "lundi", MOT)
    fichier = next((tmp_path / "sessions").rglob("*.json"))
    r = subprocess.run(["chattr", "+i", str(fichier)], capture_output=True)
    if r.returncode:
        pytest.skip(f"chattr +i impossible ici : {r.stderr.decode().strip()}")
    try:
        with pytest.raises(ErreurStockage):
            stock.effacer_utilisateur("camille")
        assert stock.sessions("camille") == ["lundi"]   # ce qui reste est dit, pas caché
    finally:
        subprocess.run(["chattr", "-i", str(fichier)], check=True)
    assert stock.effacer_utilisateur("camille") == 1
    assert stock.sessions("camille") == []


# --- Point 4 : un rédacteur d'avant l'effacement ne passe jamais -------------------------------

@pytest.mark.parametrize("messages_de_b", [1, 3])
def test_p4_redacteur_perime_apres_effacement(url, messages_de_b):
    stock = ouvrir_stockage(url)
    _dire(stock, "camille", "lundi", "premier")
    a = stock.session("camille", "lundi")          # A lit la version en cours
    assert stock.effacer_utilisateur("camille") == 1
    b = stock.session("camille", "lundi")          # B recrée la session
    b.messages += [{"role": "user", "content": f"B{k}"} for k in range(messages_de_b)]
    b.save()
    a.messages.append({"role": "assistant", "content": "réponse de A"})
    with pytest.raises(ConflitEcriture):
        a.save()
    relue = stock.session("camille", "lundi").messages
    assert [m["content"] for m in relue] == [f"B{k}" for k in range(messages_de_b)]


def test_p4_memoire_et_sessions_dans_la_meme_base(tmp_path):
    """Effacer puis recréer, plusieurs fois : jamais d'acceptation d'un lecteur d'avant."""
    stock = ouvrir_stockage(f"sqlite:///{tmp_path}/s.db")
    perimes = []
    for tour in range(5):
        _dire(stock, "camille", "lundi", f"tour {tour}")
        perimes.append(stock.session("camille", "lundi"))
        stock.effacer_utilisateur("camille")
    _dire(stock, "camille", "lundi", "final")
    for a in perimes:
        a.messages.append({"role": "user", "content": "périmé"})
        with pytest.raises(ConflitEcriture):
            a.save()


# --- Point 7 : pannes et fichiers abîmés, erreurs françaises, rien d'écrasé --------------------

def test_p7_sqlite_disque_plein(tmp_path):
    chemin = tmp_path / "s.db"
    stock = ouvrir_stockage(f"sqlite:///{chemin}")
    _dire(stock, "camille", "lundi", "avant")
    stock.base.brute.execute("PRAGMA max_page_count = 1")  # le « disque » n'a plus une page
    s = stock.session("camille", "lundi")
    s.messages.append({"role": "user", "content": "x" * 200_000})
    with pytest.raises(ErreurStockage, match="plein"):
        s.save()
    assert [m["content"] for m in ouvrir_stockage(f"sqlite:///{chemin}")
            .session("camille", "lundi").messages] == ["avant"]


def test_p7_sqlite_page_corrompue(tmp_path):
    chemin = tmp_path / "s.db"
    stock = ouvrir_stockage(f"sqlite:///{chemin}")
    for k in range(40):
        _dire(stock, "camille", f"s{k}", "x" * 3000)
    stock.fermer()
    brut = bytearray(chemin.read_bytes())
    brut[4096 * 3: 4096 * 6] = b"\xa5" * (4096 * 3)         # trois pages écrasées
    chemin.write_bytes(bytes(brut))
    (tmp_path / "s.db-wal").unlink(missing_ok=True)
    avant = chemin.read_bytes()
    with pytest.raises(ErreurStockage, match="abîmé|corromp|illisible"):
        stock = ouvrir_stockage(f"sqlite:///{chemin}")
        for k in range(40):
            stock.session("camille", f"s{k}")
        stock.sessions("camille")
    assert chemin.read_bytes() == avant


@pytest.mark.parametrize("ligne", ['{"role": "user", "content": ', "42", '{"role": "system", '
                                   '"content": "x"}', '{"role": "user"}', "\x00\x01"])
def test_p7_ligne_de_message_abimee(tmp_path, ligne):
    chemin = tmp_path / "s.db"
    stock = ouvrir_stockage(f"sqlite:///{chemin}")
    _dire(stock, "camille", "lundi", "bien")
    brute = sqlite3.connect(chemin)
    brute.execute("UPDATE messages SET message = ?", (ligne,))
    brute.commit()
    brute.close()
    with pytest.raises((ErreurStockage, FichierInvalide, ValueError), match="message"):
        stock.session("camille", "lundi")


def test_p7_base_d_un_schema_futur(tmp_path):
    """Une base écrite par une version future (colonnes renommées) : refusée en clair, intacte."""
    chemin = tmp_path / "s.db"
    brute = sqlite3.connect(chemin)
    brute.execute("PRAGMA journal_mode=WAL")   # comme le ferait le cours : l'ouvrir n'écrit rien
    brute.execute("CREATE TABLE sessions (utilisateur TEXT, ident TEXT, revision INTEGER)")
    brute.execute("CREATE TABLE messages (utilisateur TEXT, ident TEXT, rang INTEGER, corps BLOB)")
    brute.execute("INSERT INTO sessions VALUES ('camille', 'lundi', 3)")
    brute.commit()
    brute.close()
    avant = chemin.read_bytes()
    with pytest.raises(ErreurStockage, match="schéma"):
        stock = ouvrir_stockage(f"sqlite:///{chemin}")
        stock.session("camille", "lundi")
    assert chemin.read_bytes() == avant


def _profond(n: int) -> list:
    racine = courant = []
    for _ in range(n):
        nouveau = []
        courant.append(nouveau)
        courant = nouveau
    return racine


def test_p7_imbrication_profonde_a_l_enregistrement(url):
    stock = ouvrir_stockage(url)
    s = stock.session("camille", "lundi")
    s.messages.append({"role": "user", "content": [{"type": "text", "text": "x",
                                                     "extra": _profond(100_000)}]})
    with pytest.raises((FichierInvalide, ErreurStockage, ValueError), match="imbriqu|profond"):
        s.save()
    assert stock.sessions("camille") == []


def test_p7_imbrication_profonde_a_la_lecture_json(tmp_path):
    stock = ouvrir_stockage(tmp_path / "sessions")
    _dire(stock, "camille", "lundi", "bien")
    fichier = next((tmp_path / "sessions").rglob("lundi.json"))
    fichier.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    avant = fichier.read_bytes()
    with pytest.raises((FichierInvalide, ErreurStockage), match="imbriqu|profond"):
        stock.session("camille", "lundi")
    assert fichier.read_bytes() == avant


@pytest.mark.parametrize("avant, apres", [(1, True), (True, 1), (2, 2.0), (0, False), (0.0, -0.0)])
def test_p7_valeurs_comparees_par_type(url, avant, apres):
    stock = ouvrir_stockage(url)
    s = stock.session("camille", "lundi")
    s.messages.append({"role": "user", "content": [{"type": "x", "v": avant}]})
    s.save()
    s.messages[0]["content"][0]["v"] = apres
    s.save()
    relu = stock.session("camille", "lundi").messages[0]["content"][0]["v"]
    assert type(relu) is type(apres) and json.dumps(relu) == json.dumps(apres)


# --- Point 8 : où s'arrête « jusqu'aux octets », dit là où on le lit ---------------------------

def test_p8_la_garantie_d_effacement_dit_ou_elle_s_arrete():
    from contexte.stockage import StockageEnBase, StockageJSON

    racine = Path(__file__).resolve().parent.parent
    readme = (racine / "README.md").read_text(encoding="utf-8")
    limite = readme[readme.index("« Jusqu'aux octets » veut dire"):][:900]
    for mot in ("image brute du disque", "instantanés", "sauvegardes", "WAL", "chiffrer"):
        assert mot in limite, mot
    assert "image brute" in (racine / "notebooks" / "10_sessions_en_base.py").read_text("utf-8")
    assert "image brute du disque" in StockageEnBase.effacer_utilisateur.__doc__
    assert "un fichier supprimé n'est pas un fichier écrasé" in StockageJSON.effacer_utilisateur.__doc__
