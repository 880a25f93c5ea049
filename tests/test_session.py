"""Tests de serialize_content et de Session, sur de vrais objets du SDK anthropic."""

import json
import os
import stat

import pytest
from anthropic.types import Message

from contexte import ConflitEcriture, ErreurEcriture, FichierInvalide, Session, serialize_content


def message(*blocs: dict) -> Message:
    """Un vrai `anthropic.types.Message`, construit comme le SDK le fait depuis la réponse HTTP."""
    return Message.model_validate({
        "id": "msg_01", "type": "message", "role": "assistant", "model": "claude-sonnet-5",
        "content": list(blocs), "stop_reason": "end_turn", "stop_sequence": None,
        "usage": {"input_tokens": 10, "output_tokens": 5},
    })


THINKING = {"type": "thinking", "thinking": "Il faut la météo.", "signature": "sig=="}
REDACTED = {"type": "redacted_thinking", "data": "chiffré=="}
TEXTE = {"type": "text", "text": "Je regarde la météo à Nantes…"}
OUTIL = {"type": "tool_use", "id": "toolu_01", "name": "meteo", "input": {"ville": "Nantes"}}


def test_serialize_texte_et_outil():
    assert serialize_content(message(TEXTE, OUTIL).content) == [TEXTE, OUTIL]


def test_serialize_garde_thinking_et_redacted_dans_l_ordre():
    blocs = serialize_content(message(THINKING, REDACTED, TEXTE, OUTIL).content)
    assert blocs == [THINKING, REDACTED, TEXTE, OUTIL]


def test_serialize_ignore_un_type_inconnu_sans_echouer():
    # Le SDK lit les réponses sans validation stricte (Message.construct) : un bloc d'un type
    # qu'il ne connaît pas devient un TextBlock dont .type reste « image_future ».
    reponse = message(TEXTE).model_dump()
    reponse["content"].append({"type": "image_future", "source": "x"})
    blocs = Message.construct(**reponse).content
    assert blocs[1].type == "image_future" and type(blocs[1]).__name__ == "TextBlock"
    assert serialize_content(blocs) == [TEXTE]


def test_serialize_vide_et_json_sur():
    assert serialize_content(message().content) == []
    blocs = serialize_content(message(TEXTE, OUTIL).content)
    assert json.loads(json.dumps(blocs)) == blocs


def test_serialize_accepte_des_dicts_deja_serialises():
    assert serialize_content([TEXTE, THINKING]) == [TEXTE, THINKING]


def test_session_absente_puis_sauvee_puis_relue(tmp_path):
    chemin = tmp_path / "camille.json"
    s = Session(chemin)
    assert s.path == chemin and s.messages == []
    s.messages.append({"role": "user", "content": "Je suis allergique aux arachides."})
    s.messages.append({"role": "assistant", "content": serialize_content(message(TEXTE).content)})
    s.save()
    assert Session(chemin).messages == s.messages


def test_save_utf8_lisible_et_sans_temporaire(tmp_path):
    chemin = tmp_path / "s.json"
    s = Session(chemin)
    s.messages.append({"role": "user", "content": "Rezé, équipe Paiements, ça roule à vélo"})
    s.save()
    assert "Rezé, équipe Paiements, ça roule" in chemin.read_text(encoding="utf-8")
    assert sorted(p.name for p in tmp_path.iterdir()) == [".s.json.lock", "s.json"]
    assert stat.S_IMODE(chemin.stat().st_mode) == 0o600


def test_save_garde_les_droits_d_un_fichier_existant(tmp_path):
    chemin = tmp_path / "s.json"
    chemin.write_text("[]", encoding="utf-8")
    chemin.chmod(0o644)
    s = Session(chemin)
    s.messages.append({"role": "user", "content": "x"})
    s.save()
    assert stat.S_IMODE(chemin.stat().st_mode) == 0o644


@pytest.mark.parametrize("contenu, extrait", [
    ('[{"role": "user", "content": "Bonj', "pas du JSON valide"),
    ("", "est vide"),
    ('{"role": "user"}', "une liste de messages est attendue"),
    ('[{"role": "systeme", "content": "x"}]', "rôle 'systeme'"),
    ('[{"role": "user"}]', "'content'"),
    ('["bonjour"]', "message n°0"),
    ('[{"role": "user", "content": [{"text": "sans type"}]}]', "liste de blocs"),
])
def test_fichier_invalide_erreur_claire_et_fichier_intact(tmp_path, contenu, extrait):
    chemin = tmp_path / "s.json"
    chemin.write_text(contenu, encoding="utf-8")
    with pytest.raises(FichierInvalide, match=extrait) as e:
        Session(chemin)
    assert str(chemin) in str(e.value)
    assert chemin.read_text(encoding="utf-8") == contenu


def test_fichier_latin1_refuse(tmp_path):
    chemin = tmp_path / "s.json"
    chemin.write_bytes('[{"role": "user", "content": "Rezé"}]'.encode("latin-1"))
    with pytest.raises(FichierInvalide, match="UTF-8"):
        Session(chemin)


def test_dossier_a_la_place_du_fichier(tmp_path):
    with pytest.raises(FichierInvalide, match="est un dossier"):
        Session(tmp_path)


def test_messages_invalides_jamais_ecrits(tmp_path):
    chemin = tmp_path / "s.json"
    s = Session(chemin)
    s.messages.append({"role": "user", "content": "ok"})
    s.save()
    avant = chemin.read_bytes()
    s.messages.append({"role": "robot", "content": "x"})
    with pytest.raises(FichierInvalide, match="Session non enregistrée"):
        s.save()
    assert chemin.read_bytes() == avant


def test_echec_d_ecriture_laisse_l_ancien_fichier_et_aucun_temporaire(tmp_path):
    chemin = tmp_path / "s.json"
    s = Session(chemin)
    s.messages.append({"role": "user", "content": "premier"})
    s.save()
    avant = chemin.read_bytes()
    s.messages.append({"role": "user", "content": "\udcff"})  # surrogate isolé : pas encodable
    with pytest.raises(FichierInvalide, match="impossible à écrire en UTF-8"):
        s.save()
    assert chemin.read_bytes() == avant
    assert not list(tmp_path.glob("*.tmp"))


@pytest.mark.skipif(os.geteuid() == 0, reason="root écrit partout : le test n'aurait pas de sens")
def test_dossier_protege_erreur_claire(tmp_path):  # pragma: no cover - CI tourne en root
    tmp_path.chmod(0o500)
    try:
        with pytest.raises(ErreurEcriture, match="Impossible d'écrire"):
            s = Session(tmp_path / "s.json")
            s.messages.append({"role": "user", "content": "x"})
            s.save()
    finally:
        tmp_path.chmod(0o700)


def test_dossier_absent_erreur_claire(tmp_path):
    s = Session(tmp_path / "absent" / "s.json")
    s.messages.append({"role": "user", "content": "x"})
    with pytest.raises(ErreurEcriture, match="Impossible d'écrire dans le dossier"):
        s.save()


def test_temporaires_perimes_nettoyes_au_prochain_save(tmp_path):
    chemin = tmp_path / "s.json"
    reste = tmp_path / ".s.json.abc123.tmp"
    reste.write_text('[{"role": "us', encoding="utf-8")  # laissé par un processus tué
    s = Session(chemin)
    s.messages.append({"role": "user", "content": "x"})
    s.save()
    assert not reste.exists()


def test_conflit_detecte_au_lieu_d_ecraser(tmp_path):
    chemin = tmp_path / "s.json"
    a, b = Session(chemin), Session(chemin)
    a.messages.append({"role": "user", "content": "de A"})
    a.save()
    b.messages.append({"role": "user", "content": "de B"})
    with pytest.raises(ConflitEcriture, match="autre écrivain"):
        b.save()
    assert Session(chemin).messages == [{"role": "user", "content": "de A"}]


def test_session_verrouillee_relit_puis_ecrit(tmp_path):
    chemin = tmp_path / "s.json"
    for texte in ("un", "deux"):
        with Session.verrouillee(chemin) as s:
            s.messages.append({"role": "user", "content": texte})
            s.save()
    assert [m["content"] for m in Session(chemin).messages] == ["un", "deux"]
    s.messages.append({"role": "user", "content": "trois"})
    s.save()  # hors du bloc : save reprend le verrou lui-même
    assert len(Session(chemin).messages) == 3
