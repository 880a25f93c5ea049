"""Tests de contexte/tokens.py : compte exact cl100k, estimation rapide, corpus de calibration."""

from __future__ import annotations

import doctest
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

import contexte.tokens
from contexte.tokens import approx_tokens, count_tokens

# Tout Unicode sauf les moitiés de paires de substitution : l'alphabet de `st.text()`, sans la table
# de codec UTF-8 qu'Hypothesis met ~5 s à construire dans un clone neuf (.hypothesis/ absent).
UNICODE = st.characters(exclude_categories=["Cs"])

RACINE = Path(__file__).resolve().parents[1]
CORPUS = ("corpus_calibration_fr.jsonl", "corpus_controle_fr.jsonl")


def charger(nom: str) -> list[dict]:
    with open(RACINE / "donnees" / nom, encoding="utf-8") as f:
        return [json.loads(ligne) for ligne in f]


# --- count_tokens : valeurs vérifiées avec tiktoken (cl100k_base) -----------------------------

@pytest.mark.parametrize(
    ("texte", "attendu"),
    [
        ("", 0),  # vide : rien à encoder
        ("a", 1),
        ("Bonjour", 1),  # mot fréquent : un seul token
        ("hello world", 2),  # l'espace se colle au mot qui suit : " world"
        ("Merci !", 3),  # "Mer" + "ci" + " !"
        ("été", 1),
        ("Café crème à l’été", 9),  # accents et apostrophe typographique : ça se découpe
        ("Bonjour, comment ça va ?", 6),
        ("Le 14 juillet 1789", 8),  # chiffres : par paquets de 3 au plus, "1789" -> "178" + "9"
        ("😀", 2),  # un emoji : 4 octets UTF-8, 2 tokens
        ("\n", 1),
    ],
)
def test_count_tokens_valeurs_exactes(texte: str, attendu: int) -> None:
    assert count_tokens(texte) == attendu


def test_count_tokens_traite_endoftext_comme_du_texte() -> None:
    # Encodé comme marqueur spécial, ce serait un seul token (100257) ; ici, 7 tokens ordinaires.
    assert count_tokens("<|endoftext|>") == 7
    assert count_tokens("Fin du texte <|endoftext|> suite") == 10


def test_count_tokens_charge_l_encodeur_une_seule_fois() -> None:
    count_tokens("un")
    count_tokens("deux")
    assert contexte.tokens._encodeur() is contexte.tokens._encodeur()
    assert contexte.tokens._encodeur.cache_info().currsize == 1


# --- approx_tokens ------------------------------------------------------------------------

@pytest.mark.parametrize(
    ("texte", "attendu"),
    [
        ("", 0),  # vide : 0, pas la constante
        ("a", 1),  # 0,7762 + 0,2095 = 0,99 -> 1
        ("Merci !", 3),  # 0,7762 + 7 × 0,2095 + 0,428 = 2,67 -> 3 (exact : 3)
        ("été", 2),  # 0,7762 + 3 × 0,2095 + 2 × 0,223 = 1,85 -> 2 (exact : 1)
        ("😀", 2),  # 0,7762 + 0,2095 + 3 × 0,223 = 1,65 -> 2 (exact : 2)
        ("Bonjour, comment ça va ?", 8),  # 24 caractères, 4 espaces, 1 octet en plus (exact : 6)
    ],
)
def test_approx_tokens_valeurs_exactes(texte: str, attendu: int) -> None:
    assert approx_tokens(texte) == attendu


def test_approx_tokens_supporte_un_demi_caractere_isole() -> None:
    # "\ud83d" : la moitié d'un emoji, telle qu'on la trouve dans un JSON tronqué.
    # 4 caractères, 6 octets (surrogatepass) : 0,7762 + 4 × 0,2095 + 2 × 0,223 = 2,06 -> 2
    assert approx_tokens("abc\ud83d") == 2


@given(st.text(UNICODE), st.text(UNICODE))
def test_approx_tokens_ne_baisse_pas_quand_on_ajoute_du_texte(a: str, b: str) -> None:
    assert approx_tokens(a + b) >= max(approx_tokens(a), approx_tokens(b))


@given(st.text(UNICODE, min_size=1))
def test_approx_tokens_entre_1_et_le_nombre_d_octets(texte: str) -> None:
    # Un token cl100k fait au moins un octet : l'estimation ne dépasse pas ce plafond.
    assert 1 <= approx_tokens(texte) <= len(texte.encode("utf-8"))


# --- Mauvaises entrées --------------------------------------------------------------------

@pytest.mark.parametrize("fonction", [approx_tokens, count_tokens])
@pytest.mark.parametrize("valeur", [None, b"Bonjour", 42, ["Bonjour"], {"content": "Bonjour"}])
def test_refuse_ce_qui_n_est_pas_une_chaine(fonction, valeur) -> None:
    with pytest.raises(TypeError, match="attend une chaîne"):
        fonction(valeur)


# --- Exactitude sur les corpus (pas de chronométrage ici : voir mesures/tokens.py) ---------

def erreur_ponderee(estimer, textes: list[str]) -> float:
    exacts = [count_tokens(t) for t in textes]
    return sum(abs(estimer(t) - x) for t, x in zip(textes, exacts, strict=True)) / sum(exacts)


@pytest.mark.parametrize("nom", CORPUS)
def test_erreur_ponderee_au_plus_10_pour_cent(nom: str) -> None:
    textes = [m["texte"] for m in charger(nom)]
    erreur = erreur_ponderee(approx_tokens, textes)
    assert erreur <= 0.10
    # Et nettement mieux que la règle « un token pour 4 caractères ».
    assert erreur < 0.75 * erreur_ponderee(lambda t: max(1, round(len(t) / 4)), textes)


def test_les_corpus_sont_bien_formes_et_distincts() -> None:
    calibration, controle = (charger(nom) for nom in CORPUS)
    assert 150 <= len(calibration) <= 300
    assert 70 <= len(controle) <= 120
    for message in calibration + controle:
        assert set(message) == {"role", "texte"}
        assert message["role"] in {"user", "assistant"}
        assert message["texte"].strip()
    assert not {m["texte"] for m in calibration} & {m["texte"] for m in controle}


# --- Ce que l'import et le compte exact ne font pas ---------------------------------------

def executer(code: str, **env: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-c", code], cwd=RACINE, env={**os.environ, **env},
        capture_output=True, text=True, timeout=60,
    )


def test_import_ne_charge_pas_tiktoken() -> None:
    resultat = executer("import contexte.tokens, sys; assert 'tiktoken' not in sys.modules")
    assert resultat.returncode == 0, resultat.stderr


def test_count_tokens_ne_touche_pas_au_reseau(tmp_path: Path) -> None:
    # Toute tentative de connexion ou de résolution de nom lève : le compte doit passer quand même,
    # avec un cache tiktoken vide (rien de téléchargé auparavant ne peut servir).
    code = (
        "import socket\n"
        "def interdit(*a, **k): raise OSError('accès réseau interdit pendant ce test')\n"
        "socket.socket.connect = socket.create_connection = socket.getaddrinfo = interdit\n"
        "from contexte.tokens import count_tokens\n"
        "assert count_tokens('Bonjour') == 1\n"
    )
    resultat = executer(code, TIKTOKEN_CACHE_DIR=str(tmp_path / "cache_vide"))
    assert resultat.returncode == 0, resultat.stderr


def test_les_exemples_des_docstrings_sont_justes() -> None:
    resultat = doctest.testmod(contexte.tokens)
    assert resultat.attempted >= 4 and resultat.failed == 0
