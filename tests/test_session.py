"""Tests de serialize_content et de Session, sur de vrais objets du SDK anthropic."""

import json
import os
import stat

import pytest
from anthropic.types import Message

from contexte import ConflitEcriture, ErreurEcriture, FichierInvalide, Session, serialize_content
from contexte.erreurs import MessagesInvalides


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
    # Une liste de messages invalide en mémoire : MessagesInvalides (pas FichierInvalide : aucun
    # fichier n'est en cause), la même erreur que couper_messages (issue 27).
    with pytest.raises(MessagesInvalides, match="Session non enregistrée"):
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


@pytest.mark.skipif(getattr(os, "geteuid", lambda: -1)() == 0,
                    reason="root écrit partout : le test n'aurait pas de sens")
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
    with pytest.raises(ConflitEcriture, match="autre rédacteur"):
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


# --- relecture critique : cas limites ajoutés (chacun échouait avant sa correction)


def test_menage_d_un_nom_a_crochets_n_efface_que_ses_propres_temporaires(tmp_path):
    # « notes[1].json » : sans échappement, « [1] » serait lu comme un motif de glob, qui
    # raterait le reste de cette session et effacerait le temporaire en cours de « notes1.json ».
    a_moi = tmp_path / ".notes[1].json.abc123.tmp"
    a_l_autre = tmp_path / ".notes1.json.abc123.tmp"
    for p in (a_moi, a_l_autre):
        p.write_text("[", encoding="utf-8")
    s = Session(tmp_path / "notes[1].json")
    s.messages.append({"role": "user", "content": "x"})
    s.save()
    assert not a_moi.exists() and a_l_autre.exists()


def test_echec_apres_creation_du_temporaire_le_supprime(tmp_path):
    from contexte.disque import ecrire_atomique

    cible = tmp_path / "s.json"
    cible.mkdir()  # os.replace d'un fichier sur un dossier échoue, après l'écriture du temporaire
    (cible / "garde.txt").write_text("intact", encoding="utf-8")
    with pytest.raises(ErreurEcriture, match="l'ancien fichier est intact"):
        ecrire_atomique(cible, "[]")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["s.json"]  # aucun temporaire
    assert (cible / "garde.txt").read_text(encoding="utf-8") == "intact"


def test_deux_save_de_suite_meme_avec_des_fins_de_ligne_windows(tmp_path, monkeypatch):
    # Sous Windows, un fichier texte ouvert sans newline="" écrit « \r\n » pour chaque « \n » :
    # les octets sur disque ne seraient plus ceux dont save() garde l'empreinte, et le save
    # suivant croirait à un autre rédacteur (ConflitEcriture). On simule cette traduction ici.
    import io

    import contexte.disque

    def fdopen_facon_windows(fd, mode="r", encoding=None, newline=None):
        brut = io.FileIO(fd, mode.replace("b", ""))
        return io.TextIOWrapper(brut, encoding=encoding,
                                newline="\r\n" if newline is None else newline)

    monkeypatch.setattr(contexte.disque.os, "fdopen", fdopen_facon_windows)
    s = Session(tmp_path / "s.json")
    for texte in ("un", "deux", "trois"):
        s.messages.append({"role": "user", "content": texte})
        s.save()
    assert b"\r" not in (tmp_path / "s.json").read_bytes()


def test_valeur_non_json_erreur_claire_et_rien_ecrit(tmp_path):
    chemin = tmp_path / "s.json"
    s = Session(chemin)
    s.messages.append({"role": "assistant", "content": [
        {"type": "tool_use", "id": "t1", "name": "meteo", "input": {"villes": {"Nantes"}}}]})
    with pytest.raises(FichierInvalide, match=r"Session non enregistrée : .*objet set, que JSON"):
        s.save()
    assert not chemin.exists() and not list(tmp_path.glob(".*.tmp"))


def test_fichier_utf8_avec_bom_accepte(tmp_path):
    # Le Bloc-notes de Windows enregistre souvent l'UTF-8 avec une marque d'ordre (BOM).
    chemin = tmp_path / "s.json"
    chemin.write_bytes(b"\xef\xbb\xbf" + '[{"role": "user", "content": "Rezé"}]'.encode())
    s = Session(chemin)
    assert s.messages == [{"role": "user", "content": "Rezé"}]
    s.messages.append({"role": "user", "content": "x"})
    s.save()  # pas de ConflitEcriture : l'empreinte est celle des octets lus
    assert len(Session(chemin).messages) == 2


def test_save_d_une_autre_session_dans_un_bloc_verrouille_erreur_au_lieu_de_bloquer(tmp_path):
    # flock ne se reprend pas : sans garde, ce save() attendrait pour toujours le verrou que le
    # bloc `with` tient déjà (un notebook resterait figé). Lancé à part : un blocage y est borné.
    import subprocess
    import sys

    code = (
        "from contexte import Session\n"
        "with Session.verrouillee('c.json') as s:\n"
        "    autre = Session('c.json')\n"
        "    autre.messages.append({'role': 'user', 'content': 'x'})\n"
        "    try:\n"
        "        autre.save()\n"
        "    except RuntimeError as e:\n"
        "        print(e)\n"
        "    s.messages.append({'role': 'user', 'content': 'y'})\n"
        "    s.save()\n"
        "print(len(Session('c.json').messages))\n"
    )
    sortie = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True,
                            text=True, timeout=30)
    assert sortie.returncode == 0, sortie.stderr
    erreur, compte = sortie.stdout.strip().splitlines()
    assert "déjà verrouillé" in erreur and "session du bloc with" in erreur
    assert compte == "1"


@pytest.mark.parametrize("contenu, raison", [
    ('[{"role": "user", "content": "Bonj', "un texte entre guillemets n'est jamais refermé"),
    ('[{"role": "user" "content": "x"}]', "une virgule était attendue"),
    ('[] []', "il reste des données après la fin du JSON"),
])
def test_json_invalide_explique_en_francais(tmp_path, contenu, raison):
    chemin = tmp_path / "s.json"
    chemin.write_text(contenu, encoding="utf-8")
    with pytest.raises(FichierInvalide, match=raison) as e:
        Session(chemin)
    assert "Expecting" not in str(e.value) and "Unterminated" not in str(e.value)


def test_verrouillee_passe_par_le_constructeur_d_une_sous_classe(tmp_path):
    # Avant : Session.verrouillee rebâtissait l'objet par cls.__new__, sans __init__ ; l'attribut
    # posé par le constructeur d'une sous-classe manquait dans le bloc with (AttributeError).
    class SessionNommee(Session):
        def __init__(self, path):
            super().__init__(path)
            self.nom = os.path.splitext(os.path.basename(path))[0]

    with SessionNommee.verrouillee(tmp_path / "camille.json") as s:
        assert isinstance(s, SessionNommee) and s.nom == "camille"
        s.messages.append({"role": "user", "content": "Bonjour"})
        s.save()
    assert SessionNommee(tmp_path / "camille.json").messages == [{"role": "user", "content": "Bonjour"}]
