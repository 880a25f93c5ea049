"""La clé du modèle local : tirée par processus, exigée sur toute route, refusée comme les vrais
services (issue 34 : un camarade trouvait le port dans /proc/net/tcp, et toute clé passait).

Les clés « d'un inconnu » viennent d'abord d'une liste écrite à la main (celles qu'un élève
essaierait), puis d'hypothesis. Les refus ont la forme réelle : Anthropic 401
`authentication_error` ; Gemini 400 `API_KEY_INVALID` (403 sans clé).
"""

import http.client
import json
import os
import subprocess
import sys
import threading

import anthropic
import pytest
from google import genai
from google.genai import errors, types
from hypothesis import given, settings
from hypothesis import strategies as st

from modele_local.serveur import Serveur

CLE = "cle-locale-essai-" + "Zq8" * 8
BONJOUR = {"model": "claude-sonnet-5-5", "max_tokens": 20,
           "messages": [{"role": "user", "content": "Bonjour"}]}
# Ce qu'un camarade essaierait : l'ancienne clé fixe, une vide, la sienne, une presque juste.
INCONNUES = ["cle-du-modele-local", "x", "pas-la-mienne", CLE[:-1], CLE + " ", CLE.upper(),
             "Bearer " + CLE, "cle-locale-" + "A" * 32]


@pytest.fixture(scope="module")
def serveur():
    srv = Serveur(cle=CLE)
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    yield srv
    srv.shutdown()
    srv.server_close()


def brut(srv, methode, chemin, en_tetes, corps=None):
    c = http.client.HTTPConnection("127.0.0.1", srv.server_port, timeout=10)
    c.request(methode, chemin, body=None if corps is None else json.dumps(corps),
              headers={"content-type": "application/json", **en_tetes})
    r = c.getresponse()
    return r.status, json.loads(r.read() or b"null")


COMPTER = {k: v for k, v in BONJOUR.items() if k != "max_tokens"}
ROUTES = [("GET", "/hors-ligne/etat", None), ("POST", "/hors-ligne/reinitialiser", {}),
          ("POST", "/v1/messages", BONJOUR), ("POST", "/v1/messages/count_tokens", COMPTER)]


@pytest.mark.parametrize("methode, chemin, corps", ROUTES)
def test_routes_anthropic_et_hors_ligne(serveur, methode, chemin, corps):
    ok = {"x-api-key": CLE, "anthropic-version": "2023-06-01"}
    assert brut(serveur, methode, chemin, ok, corps)[0] == 200
    assert brut(serveur, methode, chemin, {"authorization": f"Bearer {CLE}",
                                            "anthropic-version": "2023-06-01"}, corps)[0] == 200
    for cle in INCONNUES:
        statut, reponse = brut(serveur, methode, chemin, {**ok, "x-api-key": cle}, corps)
        assert (statut, reponse["error"]) == (401, {"type": "authentication_error",
                                                    "message": "invalid x-api-key"}), cle
    statut, reponse = brut(serveur, methode, chemin, {"anthropic-version": "2023-06-01"}, corps)
    assert (statut, reponse["error"]["message"]) == (401, "x-api-key header is required")


def test_routes_gemini(serveur):
    chemin = "/v1beta/models/gemini-3.8-flash:countTokens"
    corps = {"contents": [{"role": "user", "parts": [{"text": "Bonjour"}]}]}
    assert brut(serveur, "POST", chemin, {"x-goog-api-key": CLE}, corps)[0] == 200
    assert brut(serveur, "POST", f"{chemin}?key={CLE}", {}, corps)[0] == 200
    for cle in INCONNUES[:3]:
        statut, reponse = brut(serveur, "POST", chemin, {"x-goog-api-key": cle}, corps)
        assert (statut, reponse["error"]["status"], reponse["error"]["details"][0]["reason"]) == (
            400, "INVALID_ARGUMENT", "API_KEY_INVALID")
    # x-api-key n'est pas une clé Gemini (le vrai service l'ignore)
    assert brut(serveur, "POST", chemin, {"x-api-key": CLE}, corps)[0] == 403
    statut, _ = brut(serveur, "GET", "/v1beta/interactions/v1_inconnue", {"x-goog-api-key": "x"})
    assert statut == 400


def test_vrais_clients(serveur):
    """Les SDK, avec la bonne clé puis une autre : leurs propres exceptions d'authentification."""
    bon = anthropic.Anthropic(api_key=CLE, base_url=serveur.url, max_retries=0)
    assert bon.messages.create(**BONJOUR).type == "message"
    with pytest.raises(anthropic.AuthenticationError):
        anthropic.Anthropic(api_key="pas-la-mienne", base_url=serveur.url,
                            max_retries=0).messages.create(**BONJOUR)
    options = types.HttpOptions(base_url=serveur.url)
    gemini = genai.Client(api_key=CLE, http_options=options)
    assert gemini.models.generate_content(model="gemini-3.8-flash", contents="Bonjour").text
    autre = genai.Client(api_key="pas-la-mienne", http_options=options)
    with pytest.raises(errors.ClientError) as refus:
        autre.models.generate_content(model="gemini-3.8-flash", contents="Bonjour")
    assert refus.value.code == 400 and "API key not valid" in refus.value.message


@settings(max_examples=30, deadline=None)
@given(st.text(st.characters(min_codepoint=33, max_codepoint=126), min_size=1, max_size=80))
def test_toute_autre_cle_est_refusee(serveur, cle):
    if cle == CLE:
        return
    assert brut(serveur, "GET", "/hors-ligne/etat", {"x-api-key": cle})[0] == 401


def test_route_inconnue_reste_404(serveur):
    assert brut(serveur, "GET", "/v1/inconnue", {"anthropic-version": "2023-06-01"})[0] == 404


CODE = ("import http.client, json, threading, modele_local\n"
        "from modele_local.serveur import Serveur\n"
        "s = Serveur(); threading.Thread(target=s.serve_forever, daemon=True).start()\n"
        "def ident():\n"
        "    c = http.client.HTTPConnection('127.0.0.1', s.server_port, timeout=30)\n"
        "    c.request('POST', '/v1/messages', body=json.dumps({'model': 'claude-sonnet-5-5', "
        "'max_tokens': 20, 'messages': [{'role': 'user', 'content': 'Bonjour'}]}), headers={"
        "'x-api-key': modele_local.cle(), 'anthropic-version': '2023-06-01', "
        "'content-type': 'application/json'})\n"
        "    return json.loads(c.getresponse().read())['id']\n"
        "print(modele_local.cle() == s.cle, s.cle, ident(), ident())\n")


def lancer(env):
    sortie = subprocess.run([sys.executable, "-c", CODE], capture_output=True, text=True,
                            env=env, timeout=120, check=True).stdout.split()
    assert sortie[0] == "True"
    return sortie[1:]


def test_cle_et_ids_par_processus():
    """Deux processus : deux clés, des ids différents pour la même requête ; la même clé fixée
    (MODELE_LOCAL_CLE) rejoue les mêmes ids — une exécution se reproduit pour qui a la clé."""
    env = {k: v for k, v in os.environ.items() if k != "MODELE_LOCAL_CLE"}
    a, b = lancer(env), lancer(env)
    assert a[0] != b[0] and a[0].startswith("cle-locale-") and len(a[0]) > 40
    assert a[1] != b[1] and a[1] != a[2]  # ids imprévisibles d'un processus à l'autre
    fixe = {**env, "MODELE_LOCAL_CLE": CLE}
    premier = lancer(fixe)
    assert premier[0] == CLE and lancer(fixe) == premier
