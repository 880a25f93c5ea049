"""Le serveur local face à des requêtes brutes (http.client, socket) : il répond, et ne tombe pas."""

import http.client
import json
import os
import signal
import socket
import subprocess
import sys
import threading

import anthropic
import pytest

from modele_local.anthropic import messages as anthropic_api
from modele_local.serveur import LIMITE_CORPS, Serveur

BONJOUR = {"model": "claude-sonnet-5", "max_tokens": 20, "thinking": {"type": "disabled"},
           "messages": [{"role": "user", "content": "Bonjour"}]}  # sans réflexion (active par défaut)
AUTH = {"x-api-key": "x", "content-type": "application/json"}


@pytest.fixture(scope="module")
def serveur():
    srv = Serveur(delai=0.5)  # délai de socket court : les clients muets sont vite coupés
    fil = threading.Thread(target=srv.serve_forever, daemon=True)
    fil.start()
    yield srv
    srv.shutdown()
    srv.server_close()


def envoyer(serveur, methode, chemin, corps=b"", en_tetes=None):
    """Une requête brute ; renvoie (statut, en-têtes, JSON décodé)."""
    connexion = http.client.HTTPConnection("127.0.0.1", serveur.server_port, timeout=10)
    try:
        connexion.request(methode, chemin, body=corps, headers=en_tetes or AUTH)
        reponse = connexion.getresponse()
        brut = reponse.read()
        return reponse.status, reponse.headers, json.loads(brut) if brut else None
    finally:
        connexion.close()


def test_n_ecoute_que_sur_la_boucle_locale(serveur):
    assert serveur.server_address[0] == "127.0.0.1"
    assert serveur.url == f"http://127.0.0.1:{serveur.server_port}"


def test_json_malforme_400(serveur):
    statut, _, corps = envoyer(serveur, "POST", "/v1/messages", b'{"model": ')
    assert statut == 400 and corps["type"] == "error"
    assert corps["error"]["type"] == "invalid_request_error"
    assert corps["error"]["message"].startswith("Invalid JSON in request body")
    statut, _, corps = envoyer(serveur, "POST", "/v1/models/gemini-2.5-flash:generateContent",
                               b"\xff\xfe", {"x-goog-api-key": "x"})
    assert statut == 400 and corps["error"]["status"] == "INVALID_ARGUMENT"


@pytest.mark.parametrize("corps", [b"[1, 2]", b'"texte"', b"null", b"[" * 100_000])
def test_corps_qui_n_est_pas_un_objet(serveur, corps):
    statut, _, reponse = envoyer(serveur, "POST", "/v1/messages", corps)
    assert statut == 400 and reponse["error"]["type"] == "invalid_request_error"


def test_corps_trop_gros_413_sans_le_lire(serveur):
    with socket.create_connection(("127.0.0.1", serveur.server_port), timeout=10) as s:
        s.sendall(b"POST /v1/messages HTTP/1.1\r\nHost: x\r\nx-api-key: x\r\n"
                  b"Content-Length: %d\r\n\r\n" % (LIMITE_CORPS + 1))
        reponse = s.makefile("rb").read()  # le serveur répond puis ferme
    tete, _, corps = reponse.partition(b"\r\n\r\n")
    assert tete.startswith(b"HTTP/1.1 413")
    assert json.loads(corps)["error"]["type"] == "request_too_large"


def test_chemin_inconnu_404_et_methode_405(serveur):
    statut, _, corps = envoyer(serveur, "POST", "/v2/inconnu", b"{}")
    assert (statut, corps["error"]["type"]) == (404, "not_found_error")
    statut, _, corps = envoyer(serveur, "POST", "/v1/models/gemini-2.5-flash:inconnu", b"{}")
    assert (statut, corps["error"]["status"]) == (404, "NOT_FOUND")
    statut, en_tetes, corps = envoyer(serveur, "GET", "/v1/messages")
    assert (statut, en_tetes["allow"]) == (405, "POST")
    statut, _, corps = envoyer(serveur, "HEAD", "/v1/messages")
    assert statut == 405 and corps is None


def test_en_tetes_de_corps_invalides(serveur):
    statut, _, _ = envoyer(serveur, "POST", "/v1/messages", None,
                           {**AUTH, "Content-Length": "abc"})
    assert statut == 400
    statut, _, _ = envoyer(serveur, "POST", "/v1/messages", iter([b"{}"]),
                           {**AUTH, "Transfer-Encoding": "chunked"})
    assert statut == 411


def test_authentification_exigee(serveur):
    statut, _, corps = envoyer(serveur, "POST", "/v1/messages", json.dumps(BONJOUR).encode(),
                               {"content-type": "application/json"})
    assert (statut, corps["error"]["type"]) == (401, "authentication_error")
    statut, _, corps = envoyer(serveur, "POST", "/v1/models/gemini-2.5-flash:countTokens",
                               b'{"contents": [{"parts": [{"text": "x"}]}]}', {})
    assert (statut, corps["error"]["status"]) == (403, "PERMISSION_DENIED")
    statut, _, corps = envoyer(serveur, "POST", "/v1/models/gemini-2.5-flash:countTokens?key=x",
                               b'{"contents": [{"parts": [{"text": "Bonjour"}]}]}', {})
    assert (statut, corps) == (200, {"totalTokens": 1})


def test_client_lent_ne_bloque_personne(serveur):
    with socket.create_connection(("127.0.0.1", serveur.server_port), timeout=10) as lent:
        lent.sendall(b"POST /v1/messages HTTP/1.1\r\nHost: x\r\nx-api-key: x\r\n"
                     b"Content-Length: 100\r\n\r\n{")  # puis plus rien
        statut, _, corps = envoyer(serveur, "POST", "/v1/messages", json.dumps(BONJOUR).encode())
        assert statut == 200 and corps["type"] == "message"
        reponse = lent.makefile("rb").read()  # coupé au bout du délai de socket
    assert reponse == b"" or reponse.startswith(b"HTTP/1.1 408")


def test_octets_au_hasard_puis_service_normal(serveur):
    with socket.create_connection(("127.0.0.1", serveur.server_port), timeout=10) as s:
        s.sendall(b"\x00\xffn'importe quoi\r\n\r\n")
        s.makefile("rb").read()
    assert envoyer(serveur, "POST", "/v1/messages", json.dumps(BONJOUR).encode())[0] == 200


def test_cerveau_en_panne_500_et_le_serveur_survit(serveur, monkeypatch):
    def panne(*_):
        raise RuntimeError("panne")

    monkeypatch.setattr(anthropic_api, "repondre", panne)
    statut, _, corps = envoyer(serveur, "POST", "/v1/messages", json.dumps(BONJOUR).encode())
    assert (statut, corps["error"]["type"]) == (500, "api_error")
    monkeypatch.undo()
    assert envoyer(serveur, "POST", "/v1/messages", json.dumps(BONJOUR).encode())[0] == 200


def test_requetes_simultanees_et_connexion_reutilisee(serveur):
    client = anthropic.Anthropic(api_key="x", base_url=serveur.url, max_retries=0)
    resultats = []

    def appel():
        resultats.append(client.messages.create(**BONJOUR).stop_reason)

    fils = [threading.Thread(target=appel) for _ in range(8)]
    for f in fils:
        f.start()
    for f in fils:
        f.join()
    assert resultats == ["end_turn"] * 8
    connexion = http.client.HTTPConnection("127.0.0.1", serveur.server_port, timeout=10)
    for _ in range(2):  # keep-alive : deux réponses sur la même connexion
        connexion.request("GET", "/hors-ligne/etat", headers=AUTH)
        assert json.loads(connexion.getresponse().read()) == {"ok": True}
    connexion.close()


def test_rien_sur_stderr(serveur, capfd):
    envoyer(serveur, "POST", "/v1/messages", b"{")
    envoyer(serveur, "DELETE", "/v1/messages")
    with socket.create_connection(("127.0.0.1", serveur.server_port), timeout=10) as s:
        s.sendall(b"GET /" + b"x" * 70_000 + b" HTTP/1.1\r\n\r\n")
        s.makefile("rb").read()
    assert capfd.readouterr().err == ""


def test_importer_ne_demarre_rien():
    code = ("import sys, threading, contexte, cours.clients, modele_local\n"
            "assert threading.active_count() == 1, threading.enumerate()\n"
            "charges = [m for m in sys.modules if m.startswith(('anthropic', 'google.genai'))]\n"
            "assert not charges, charges\n")
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60)


@pytest.mark.parametrize("signal_", [signal.SIGINT, signal.SIGTERM], ids=["ctrl-c", "sigterm"])
def test_python_m_sert_au_premier_plan(signal_):
    """Servi, puis arrêté par Ctrl-C ou SIGTERM alors qu'un client garde sa connexion ouverte."""
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    proc = subprocess.Popen([sys.executable, "-m", "modele_local", "--port", "0"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    try:
        ligne = proc.stdout.readline()
        assert ligne.startswith("Modèle local sur http://127.0.0.1:")
        url = ligne.split()[3]
        client = anthropic.Anthropic(api_key="x", base_url=url, max_retries=0)
        assert client.messages.create(**BONJOUR).type == "message"
    finally:
        proc.send_signal(signal_)
        try:
            sortie, erreurs = proc.communicate(timeout=60)
        except subprocess.TimeoutExpired:
            proc.kill()
            sortie, erreurs = proc.communicate()
            pytest.fail(f"le serveur ne s'est pas arrêté 60 s après {signal_.name} : {sortie!r} {erreurs!r}")
    assert (proc.returncode, "Arrêté." in sortie, erreurs) == (0, True, ""), (sortie, erreurs)


def test_python_m_port_occupe(serveur):
    proc = subprocess.run([sys.executable, "-m", "modele_local", "--port",
                           str(serveur.server_port)], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 1 and "Choisissez un autre port avec --port." in proc.stderr
