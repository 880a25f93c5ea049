"""contexte.masquage : le masquage des clés à l'ingestion, avec des formes que la leçon ne montre pas.

Les fausses clés sont construites par concaténation (tests/test_secrets.py cherche des formes
de clé dans tout le dépôt : aucune ne doit y apparaître telle quelle).
"""

import copy

import anthropic
import pytest
from hypothesis import given
from hypothesis import strategies as st

from contexte import masquer_secrets, reperer_secrets, serialize_content
from contexte.masquage import CLE, MASQUE

CLE_GEMINI = "AIza" + "Sy" + "Bq7Vn3Mx9Kp2Lw5Rt8Hj4Fd6Gs1Za0CeX"         # 39 caractères
CLE_ANTHROPIC = "sk-ant-" + "api03-" + "Zx9Qw7Er5Ty3Ui1Op" * 3
CLE_GITHUB = "gh" + "p_" + "a1B2" * 9
SIGNE = {"type": "thinking", "thinking": "", "signature": "sig"}


def test_cle_gemini_dans_une_chaine():
    assert masquer_secrets([{"role": "user", "content": f"GEMINI_API_KEY={CLE_GEMINI} merci"}]) \
        == [{"role": "user", "content": f"GEMINI_API_KEY={MASQUE} merci"}]


def test_cle_coupee_sur_deux_blocs_text():
    # L'utilisatrice colle sa clé en deux fois : aucun des deux blocs seul n'a la forme d'une clé.
    moitie = 20
    message = {"role": "user", "content": [
        {"type": "text", "text": "Ma clé : " + CLE_ANTHROPIC[:moitie]},
        {"type": "text", "text": CLE_ANTHROPIC[moitie:] + " (la suite)"}]}
    assert not CLE.search(message["content"][0]["text"])
    assert not CLE.search(message["content"][1]["text"])
    assert masquer_secrets([message])[0]["content"] == [
        {"type": "text", "text": f"Ma clé : {MASQUE}"},
        {"type": "text", "text": " (la suite)"}]


def test_cle_dans_l_entree_json_d_un_outil():
    appel = {"type": "tool_use", "id": "toolu_1", "name": "deployer",
             "input": {"env": {"TOKEN": CLE_GITHUB, "REGION": "eu"}, "etapes": [f"push {CLE_GEMINI}"]}}
    masque = masquer_secrets([{"role": "assistant", "content": [appel]}])[0]["content"][0]
    assert masque == {**appel, "input": {"env": {"TOKEN": MASQUE, "REGION": "eu"},
                                         "etapes": [f"push {MASQUE}"]}}


@pytest.mark.parametrize("contenu", [
    f"cat .env\nANTHROPIC_API_KEY={CLE_ANTHROPIC}\n",                          # chaîne
    [{"type": "text", "text": f"ANTHROPIC_API_KEY={CLE_ANTHROPIC}\n"}],       # blocs
])
def test_tool_result_chaine_et_blocs(contenu):
    message = {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "t", "content": contenu}]}
    sortie = masquer_secrets([message])
    assert CLE_ANTHROPIC not in repr(sortie) and MASQUE in repr(sortie)
    assert reperer_secrets([message]) == [(0, "Anthropic")]


def test_ne_modifie_pas_les_messages_recus_ni_les_blocs_signes():
    messages = [{"role": "assistant", "content": [dict(SIGNE), {"type": "text", "text": CLE_GEMINI}]}]
    avant = copy.deepcopy(messages)
    assert masquer_secrets(messages)[0]["content"] == [SIGNE, {"type": "text", "text": MASQUE}]
    assert messages == avant


def test_sans_cle_rien_ne_change_et_rien_n_est_repere():
    messages = [{"role": "user", "content": "task-" + "x" * 40},   # ressemble, mais pas une clé
                {"role": "assistant", "content": [SIGNE, {"type": "text", "text": "sk-ant-court"}]}]
    assert masquer_secrets(messages, deja_envoyes=2) == messages
    assert reperer_secrets(messages) == []


def test_historique_deja_envoye_la_reflexion_signee_est_retiree_apres_le_point_modifie():
    messages = [{"role": "user", "content": "Bonjour"},
                {"role": "assistant", "content": [SIGNE, {"type": "text", "text": "Salut"}]},
                {"role": "user", "content": f"clé {CLE_GEMINI}"},
                {"role": "assistant", "content": [SIGNE, {"type": "text", "text": "Noté"}]}]
    assert masquer_secrets(messages, deja_envoyes=4) == [
        messages[0], messages[1],                                  # avant le point : intacts
        {"role": "user", "content": f"clé {MASQUE}"},
        {"role": "assistant", "content": [{"type": "text", "text": "Noté"}]}]
    # Le message modifié n'avait pas encore été envoyé : rien à retirer.
    assert masquer_secrets(messages, deja_envoyes=2)[3] == messages[3]


def test_entree_invalide_erreur_claire():
    with pytest.raises(TypeError, match="serialize_content"):
        masquer_secrets("Bonjour")


@given(st.integers(min_value=1, max_value=len(CLE_GEMINI) - 1),
       st.text(alphabet=" abcé.,\n", max_size=20), st.text(alphabet=" abcé.,\n", max_size=20))
def test_toute_coupure_d_une_cle_est_masquee(coupure, avant, apres):
    message = {"role": "user", "content": [
        {"type": "text", "text": avant + " " + CLE_GEMINI[:coupure]},
        {"type": "text", "text": CLE_GEMINI[coupure:] + " " + apres}]}
    sortie = masquer_secrets([message])
    assert "".join(b["text"] for b in sortie[0]["content"]) == f"{avant} {MASQUE} {apres}"
    assert masquer_secrets(sortie) == sortie   # idempotent : le masque n'a pas la forme d'une clé


OUTIL = {"name": "lire_config", "description": "Lit le fichier de configuration.",
         "input_schema": {"type": "object", "properties": {"fichier": {"type": "string"}}}}


def _boucle_avec_cle(client):
    """Un échange réel avec le modèle local : appel d'outil, résultat porteur d'une clé."""
    messages = [{"role": "user", "content": "Lis ma configuration avec l'outil lire_config."}]
    appel = client.messages.create(model="claude-sonnet-5-5", max_tokens=2048, tools=[OUTIL],
                                   messages=messages)
    messages.append({"role": "assistant", "content": serialize_content(appel.content)})
    assert appel.stop_reason == "tool_use" and messages[-1]["content"][0]["type"] == "thinking"
    resultat = {"role": "user", "content": [{"type": "tool_result", "tool_use_id": b.id,
                                             "content": f"GEMINI_API_KEY={CLE_GEMINI}"}
                                            for b in appel.content if b.type == "tool_use"]}
    return messages, resultat


def test_a_l_ingestion_la_requete_suivante_passe_sans_la_cle(client):
    messages, resultat = _boucle_avec_cle(client)
    messages += masquer_secrets([resultat])              # ingestion : avant envoi et sauvegarde
    suite = client.messages.create(model="claude-sonnet-5-5", max_tokens=2048, tools=[OUTIL],
                                   messages=messages)
    assert suite.stop_reason == "end_turn" and CLE_GEMINI not in repr(messages)


def test_masquer_apres_coup_sans_retirer_la_reflexion_est_refuse(client):
    messages, resultat = _boucle_avec_cle(client)
    messages.append(resultat)
    reponse = client.messages.create(model="claude-sonnet-5-5", max_tokens=2048, tools=[OUTIL],
                                     messages=messages)  # la clé est partie : trop tard
    messages.append({"role": "assistant", "content": serialize_content(reponse.content)})
    messages.append({"role": "user", "content": "Merci. Et ensuite ?"})
    naif = [messages[0], messages[1], masquer_secrets([messages[2]])[0], *messages[3:]]
    with pytest.raises(anthropic.BadRequestError, match="bound to a different conversation"):
        client.messages.create(model="claude-sonnet-5-5", max_tokens=2048, tools=[OUTIL],
                               messages=naif)
    propre = masquer_secrets(messages, deja_envoyes=len(messages) - 1)
    assert [b["type"] for b in propre[3]["content"]] == ["text"]
    client.messages.create(model="claude-sonnet-5-5", max_tokens=2048, tools=[OUTIL],
                           messages=propre)
