"""Tests de Sessions : un fichier par identifiant, et aucun identifiant ne sort du dossier."""

import os
import unicodedata
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from contexte import Session, Sessions
from contexte.sessions import verifier_identifiant

BONJOUR = {"role": "user", "content": "Bonjour"}


def test_chemin_ouvrir_sauver_lister(tmp_path):
    sessions = Sessions(tmp_path / "conv")
    assert sessions.chemin("camille") == tmp_path / "conv" / "camille.json"
    assert sessions.identifiants() == []
    for ident in ("léo", "camille-2026", "a.b_c"):
        s = sessions.ouvrir(ident)
        assert s.messages == []
        s.messages.append(BONJOUR)
        s.save()
    assert sessions.identifiants() == ["a.b_c", "camille-2026", "léo"]
    assert Session(tmp_path / "conv" / "léo.json").messages == [BONJOUR]


def test_dossier_cree_prive(tmp_path):
    Sessions(tmp_path / "a" / "b")
    assert (tmp_path / "a" / "b").is_dir()
    assert (tmp_path / "a" / "b").stat().st_mode & 0o777 == 0o700


def test_verrouillee_relit_puis_ecrit(tmp_path):
    sessions = Sessions(tmp_path)
    for texte in ("un", "deux"):
        with sessions.verrouillee("camille") as s:
            s.messages.append({"role": "user", "content": texte})
            s.save()
    assert [m["content"] for m in sessions.ouvrir("camille").messages] == ["un", "deux"]


def test_identifiants_ignore_caches_et_etrangers(tmp_path):
    sessions = Sessions(tmp_path)
    sessions.ouvrir("camille").save()
    for nom in (".camille.json.lock", ".camille.json.ab12.tmp", "notes.txt", "a b.json"):
        (tmp_path / nom).write_text("[]", encoding="utf-8")
    (tmp_path / "dossier.json").mkdir()
    assert sessions.identifiants() == ["camille"]


def test_nfc_meme_fichier_pour_e_compose_ou_decompose(tmp_path):
    sessions = Sessions(tmp_path)
    assert sessions.chemin("Rez\u00e9") == sessions.chemin("Reze\u0301")


@pytest.mark.parametrize("ident, motif", [
    ("..", "commence par un point"),                 # remonter d'un dossier
    (".", "commence par un point"),
    (".lock", "commence par un point"),              # nom réservé au verrou
    (".camille.json.lock", "commence par un point"),
    ("../secret", "séparateur de dossiers"),
    ("/etc/passwd", "séparateur de dossiers"),       # chemin absolu
    ("a/b", "séparateur de dossiers"),
    ("a\\b", "séparateur de dossiers"),              # séparateur Windows
    ("C:", "caractère non permis"),                  # lecteur Windows
    ("a\x00b", "caractère nul"),
    ("a\nb", "caractère de contrôle"),
    ("a\u202eb", "caractère de contrôle ou invisible"),  # inversion du sens d'écriture
    ("a b", "espace : remplacez-le par un tiret"),
    ("", "il est vide"),
    ("x" * 101, "101 caractères \\(maximum 100\\)"),
    ("\U0001d400" * 60, "240 octets en UTF-8"),       # 60 caractères, mais 4 octets chacun
    ("CON", "nom réservé par Windows"),
    ("nul.txt", "nom réservé par Windows"),
    ("com1", "nom réservé par Windows"),
    ("~camille", "caractère non permis"),
    ("camille*", "caractère non permis"),
])
def test_identifiant_refuse_avec_une_consigne(tmp_path, ident, motif):
    with pytest.raises(ValueError, match=motif) as e:
        Sessions(tmp_path).chemin(ident)
    assert "Utilisez seulement des lettres" in str(e.value)  # le message dit quoi faire
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("ident", [None, 42, b"camille", Path("camille")])
def test_identifiant_qui_n_est_pas_une_chaine(tmp_path, ident):
    with pytest.raises(ValueError, match="doit être une chaîne"):
        Sessions(tmp_path).ouvrir(ident)


@pytest.mark.parametrize("ident", ["camille", "Léo", "équipe_Paiements-2", "a.b", "x.lock",
                                   "a..b", "v1.2.", "Müller", "日本語", "हिन्दी", "x" * 100])
def test_identifiant_accepte(tmp_path, ident):
    chemin = Sessions(tmp_path).chemin(ident)
    assert chemin.parent == tmp_path and chemin.name == ident + ".json"


def test_dossier_qui_est_un_fichier(tmp_path):
    (tmp_path / "f").write_text("x", encoding="utf-8")
    with pytest.raises(OSError, match="n'est pas un dossier"):
        Sessions(tmp_path / "f")


# Des textes où abondent les caractères dangereux : séparateurs, points, contrôles, NUL, Unicode.
DANGEREUX = st.text(alphabet=st.one_of(st.sampled_from("./\\\x00:~ \n-_é"), st.characters()),
                    max_size=120)


@settings(max_examples=400, deadline=None)
@given(DANGEREUX)
def test_tout_identifiant_accepte_reste_dans_le_dossier(tmp_path_factory, ident):
    dossier = tmp_path_factory.getbasetemp() / "proprietes"
    sessions = Sessions(dossier)
    try:
        chemin = sessions.chemin(ident)
    except ValueError as e:
        assert "Identifiant de session refusé" in str(e)
        return
    normalise = unicodedata.normalize("NFC", ident)
    assert chemin.parent == dossier and chemin.name == normalise + ".json"
    assert os.path.realpath(chemin).startswith(os.path.realpath(dossier) + os.sep)
    assert os.path.normpath(chemin) == str(chemin)  # aucun « .. » ni « . » à résoudre
    assert not normalise.startswith(".") and "/" not in normalise and "\\" not in normalise
    assert len(normalise) <= 100 and len(chemin.name.encode()) <= 205
    assert verifier_identifiant(normalise) == normalise  # stable : identifiants() le retrouve


@settings(max_examples=50, deadline=None)
@given(st.text(alphabet=st.characters(categories=["L", "N"]), min_size=1, max_size=30))
def test_lettres_et_chiffres_toujours_acceptes_sauf_noms_windows(tmp_path_factory, ident):
    dossier = tmp_path_factory.getbasetemp() / "lettres"
    try:
        chemin = Sessions(dossier).chemin(ident)
    except ValueError as e:
        assert "réservé par Windows" in str(e)
        return
    assert chemin.parent == dossier


def test_le_menage_d_une_session_epargne_les_temporaires_d_une_autre(tmp_path):
    # « a » et « a.json.x » : le temporaire en cours de la seconde commence par « .a.json. ».
    sessions = Sessions(tmp_path)
    autre = tmp_path / ".a.json.x.json.k2j4h5g6.tmp"   # écriture en cours de « a.json.x »
    perime = tmp_path / ".a.json.abcd_123.tmp"         # reste d'un crash de « a »
    for p in (autre, perime):
        p.write_text("[", encoding="utf-8")
    s = sessions.ouvrir("a")
    s.messages.append(BONJOUR)
    s.save()
    assert autre.exists() and not perime.exists()
