"""Tests des fenêtres glissantes : deque(maxlen) et coupe qui respecte les paires d'outils."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from contexte import couper_messages, fenetre_glissante, peut_commencer, point_de_coupe


def u(texte):
    return {"role": "user", "content": texte}


def a(texte):
    return {"role": "assistant", "content": texte}


def appel(id_):
    return {"role": "assistant", "content": [{"type": "text", "text": "Je regarde."},
                                             {"type": "tool_use", "id": id_, "name": "meteo",
                                              "input": {"ville": "Nantes"}}]}


def resultat(id_):
    return {"role": "user", "content": [{"type": "tool_result", "tool_use_id": id_,
                                         "content": "12 °C, pluie"}]}


U1, A1, U2, A2, U3 = u("q1"), a("r1"), u("q2"), a("r2"), u("q3")
CONV_OUTIL = [U1, appel("t1"), resultat("t1"), A2, U3]


@pytest.mark.parametrize("messages, n, attendu", [
    ([], 4, []),                              # rien à couper
    ([U1], 1, [U1]),                          # un seul message
    ([U1, A1, U2, A2], 0, []),                # n = 0 : on ne garde rien (pas de xs[-0:])
    ([U1, A1, U2, A2], 4, [U1, A1, U2, A2]),  # tout tient
    ([U1, A1, U2, A2], 9, [U1, A1, U2, A2]),  # n plus grand que la liste
    ([U1, A1, U2, A2], 2, [U2, A2]),          # coupe simple sur un user
    ([U1, A1, U2, A2], 3, [U2, A2]),          # A1 ne peut pas ouvrir une requête : on avance
    (CONV_OUTIL, 3, [U3]),                    # tool_result orphelin puis assistant : sautés
    (CONV_OUTIL, 4, [U3]),                    # la coupe tombe sur l'appel d'outil : sautée
    (CONV_OUTIL, 5, CONV_OUTIL),              # la paire reste entière
    # boucle d'outils en cours : la coupe reste celle de sa question, l'échange reste entier
    ([U1, A1, U2, appel("t2"), resultat("t2")], 2, [U2, appel("t2"), resultat("t2")]),
    ([U1, A1, U2, appel("t2"), resultat("t2")], 0, [U2, appel("t2"), resultat("t2")]),
    ([U1, appel("t1")], 0, [U1, appel("t1")]),   # le tool_use attend son résultat
])
def test_couper_messages(messages, n, attendu):
    assert couper_messages(messages, n) == attendu


def test_point_de_coupe_et_debut_sur():
    assert point_de_coupe(CONV_OUTIL, 4) == 4
    assert peut_commencer(U1) and not peut_commencer(A1) and not peut_commencer(resultat("t1"))
    assert peut_commencer({"role": "user", "content": [{"type": "text", "text": "é"}]})


def test_couper_ne_modifie_pas_l_entree():
    conv = list(CONV_OUTIL)
    couper_messages(conv, 2)
    assert conv == CONV_OUTIL


@pytest.mark.parametrize("n", [-1, 1.5, True, "3", None])
def test_n_invalide(n):
    with pytest.raises(ValueError, match="entier ≥ 0"):
        couper_messages([U1], n)


def test_fenetre_glissante_ejecte_a_gauche():
    f = fenetre_glissante(12)
    for i in range(20):
        f.append(u(f"m{i}"))
    assert len(f) == 12 and f[0] == u("m8") and f[-1] == u("m19")
    with pytest.raises(TypeError):
        f[-3:]  # une deque ne se découpe pas…
    assert list(f)[-3:] == [u("m17"), u("m18"), u("m19")]  # …une liste, si


@pytest.mark.parametrize("maxi", [0, -2, 2.0, None])
def test_fenetre_glissante_taille_invalide(maxi):
    with pytest.raises(ValueError, match="max_messages"):
        fenetre_glissante(maxi)


# --- propriétés : des conversations valides quelconques, avec des paires d'outils


@st.composite
def conversations(draw):
    """Une conversation valide : des tours user → (assistant avec ou sans outil → résultat)…"""
    messages, k = [], 0
    for _ in range(draw(st.integers(0, 8))):
        messages.append(u(f"q{k}"))
        for _ in range(draw(st.integers(0, 2))):  # 0 à 2 allers-retours d'outil dans le tour
            messages += [appel(f"t{k}"), resultat(f"t{k}")]
            k += 1
        messages.append(a(f"r{k}"))
        k += 1
    return messages


def outils_apparies(messages):
    ids_appel = {b["id"] for m in messages if isinstance(m["content"], list)
                 for b in m["content"] if b["type"] == "tool_use"}
    ids_resultat = {b["tool_use_id"] for m in messages if isinstance(m["content"], list)
                    for b in m["content"] if b["type"] == "tool_result"}
    return ids_appel == ids_resultat


@given(conversations(), st.integers(0, 30))
def test_propriete_coupe_sure_et_maximale(messages, n):
    garde = couper_messages(messages, n)
    coupe = len(messages) - len(garde)
    assert messages[coupe:] == garde                      # un suffixe
    assert len(garde) <= n                                # au plus n messages
    assert not garde or peut_commencer(garde[0])               # jamais de début orphelin
    assert outils_apparies(garde)                         # aucune paire séparée…
    assert outils_apparies(messages[:coupe])              # …ni du côté coupé
    # maximale : aucun suffixe sûr plus long ne tenait dans n
    assert not any(peut_commencer(messages[i]) for i in range(max(0, len(messages) - n), coupe))


@pytest.mark.parametrize("intrus", [("user", "Bonjour"), {"role": "model", "content": "x"}, None])
def test_un_message_qui_n_est_pas_de_l_api_est_refuse(intrus):
    with pytest.raises(ValueError, match="n'est pas un message de l'API Anthropic"):
        couper_messages([U1, intrus], 1)
