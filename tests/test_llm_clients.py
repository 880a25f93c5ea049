"""`cours.clients` : le bon service selon l'environnement, et des erreurs claires en français."""

import threading

import anthropic
import pytest
from google import genai
from google.genai import types

from contexte.erreurs import ErreurFournisseur, appeler, masquer_cles, traduire_erreurs
from cours import clients as llm
from cours.clients import CLE_HORS_LIGNE, client_anthropic, client_gemini
from modele_local import demarrer

VARIABLES = ("CONTEXTE_HORS_LIGNE", "ANTHROPIC_API_KEY", "ANTHROPIC_AUTH_TOKEN", "GEMINI_API_KEY",
             "GOOGLE_API_KEY", "GOOGLE_GENAI_USE_VERTEXAI", "GOOGLE_CLOUD_PROJECT",
             "GOOGLE_CLOUD_LOCATION")
SECRET = "sk-ant-" + "api03-" + "SECRET-NE-DOIT-JAMAIS-SORTIR"  # concaténée : le dépôt
# ne contient aucune chaîne en forme de clé (voir test_secrets.py)
INJOIGNABLE = "http://127.0.0.1:9"  # port fermé : connexion refusée, sans quitter la machine
BONJOUR = [{"role": "user", "content": "Bonjour"}]


@pytest.fixture
def env(monkeypatch):
    """Environnement vierge de toute clé ; le test pose ce qu'il veut."""
    for variable in VARIABLES:
        monkeypatch.delenv(variable, raising=False)
    return monkeypatch


# --- quel service ?

@pytest.mark.parametrize("variables, anthropic_local, gemini_local", [
    ({}, True, True),
    ({"ANTHROPIC_API_KEY": SECRET}, False, True),
    ({"GEMINI_API_KEY": "AIza-fausse"}, True, False),
    ({"GOOGLE_API_KEY": "AIza-fausse"}, True, False),
    ({"GOOGLE_GENAI_USE_VERTEXAI": "true", "GOOGLE_CLOUD_PROJECT": "p"}, True, True),
    ({"GOOGLE_GENAI_USE_VERTEXAI": "true", "GOOGLE_CLOUD_PROJECT": "p",
      "GOOGLE_CLOUD_LOCATION": "europe-west1"}, True, False),
    ({"ANTHROPIC_API_KEY": SECRET, "GEMINI_API_KEY": "k", "CONTEXTE_HORS_LIGNE": "1"}, True, True),
])
def test_hors_ligne_selon_l_environnement(env, variables, anthropic_local, gemini_local):
    for cle, valeur in variables.items():
        env.setenv(cle, valeur)
    assert llm.hors_ligne_actif() is anthropic_local
    assert llm.gemini_hors_ligne_actif() is gemini_local


def test_client_anthropic_local(env):
    client = client_anthropic()
    assert isinstance(client, anthropic.Anthropic)
    assert str(client.base_url).rstrip("/") == demarrer()
    assert client.api_key == CLE_HORS_LIGNE and client.max_retries == 2
    assert client_anthropic(max_retries=0).max_retries == 0


def test_client_anthropic_reel_avec_une_cle(env):
    env.setenv("ANTHROPIC_API_KEY", SECRET)
    client = client_anthropic()  # aucune requête : on regarde seulement où il irait
    assert str(client.base_url).startswith("https://api.anthropic.com")


def test_hors_ligne_force_n_envoie_jamais_la_vraie_cle(env):
    env.setenv("ANTHROPIC_API_KEY", SECRET)
    env.setenv("GOOGLE_API_KEY", "AIzaVRAIECLEGOOGLE1234567")
    env.setenv("CONTEXTE_HORS_LIGNE", "1")
    assert client_anthropic(api_key=SECRET).api_key == CLE_HORS_LIGNE
    assert client_gemini()._api_client.api_key == CLE_HORS_LIGNE


def test_client_anthropic_asynchrone_memes_regles(env):
    """Le client asynchrone suit les mêmes règles : local sans clé, jamais la vraie clé hors ligne."""
    client = client_anthropic(asynchrone=True, max_retries=0)
    assert isinstance(client, anthropic.AsyncAnthropic) and client.api_key == CLE_HORS_LIGNE
    assert str(client.base_url).rstrip("/") == demarrer() and client.max_retries == 0
    env.setenv("ANTHROPIC_API_KEY", SECRET)
    assert str(client_anthropic(asynchrone=True).base_url).startswith("https://api.anthropic.com")
    env.setenv("CONTEXTE_HORS_LIGNE", "1")
    assert client_anthropic(asynchrone=True, api_key=SECRET).api_key == CLE_HORS_LIGNE


def test_client_gemini_local(env):
    client = client_gemini(max_retries=0)
    assert isinstance(client, genai.Client)
    r = client.models.generate_content(model=llm.MODELE_GEMINI, contents="Bonjour")
    assert r.text and r.model_version == "gemini-3.8-flash"
    options = client_gemini(max_retries=2)._api_client._http_options
    assert options.retry_options.attempts == 3 and options.base_url.rstrip("/") == demarrer()
    with pytest.raises(ValueError, match="max_retries doit être un entier ≥ 0, pas -1"):
        client_gemini(max_retries=-1)
    with pytest.raises(ValueError, match="max_retries doit être un entier ≥ 0, pas 1.5"):
        client_gemini(max_retries=1.5)   # accepté avant contexte.erreurs.entier : attempts=2.5


def test_client_gemini_reel(env):
    env.setenv("GEMINI_API_KEY", "AIza-fausse")
    assert "generativelanguage.googleapis.com" in client_gemini()._api_client._http_options.base_url
    env.delenv("GEMINI_API_KEY")
    for cle, valeur in (("GOOGLE_GENAI_USE_VERTEXAI", "true"), ("GOOGLE_CLOUD_PROJECT", "p"),
                        ("GOOGLE_CLOUD_LOCATION", "europe-west1")):
        env.setenv(cle, valeur)
    assert "europe-west1-aiplatform" in client_gemini()._api_client._http_options.base_url


def test_constantes():
    assert (llm.MODELE_ANTHROPIC, llm.MODELE_GEMINI) == ("claude-sonnet-5-5", "gemini-3.8-flash")


def test_un_seul_serveur_par_processus():
    urls = []
    fils = [threading.Thread(target=lambda: urls.append(demarrer())) for _ in range(8)]
    for f in fils:
        f.start()
    for f in fils:
        f.join()
    assert set(urls) == {demarrer()} and demarrer().startswith("http://127.0.0.1:")


# --- erreurs traduites

@pytest.mark.parametrize("modele, nature, statut, debut", [
    ("hors-ligne-erreur-429", "limite", 429, "Anthropic : limite de débit atteinte (HTTP 429"),
    ("hors-ligne-erreur-529", "surcharge", 529, "Anthropic : service surchargé (HTTP 529 : "
                                                "Overloaded). Le problème vient du fournisseur"),
    ("hors-ligne-erreur-500", "serveur", 500, "Anthropic : erreur interne du service (HTTP 500"),
    ("hors-ligne-erreur-401", "cle", 401, "Anthropic : clé d'API refusée (HTTP 401 : invalid "
                                          "x-api-key). Vérifiez ANTHROPIC_API_KEY"),
    ("hors-ligne-erreur-400", "requete", 400, "Anthropic : requête refusée (HTTP 400"),
    ("gpt-4o", "modele", 404, "Anthropic : modèle ou adresse introuvable (HTTP 404 : model: gpt-4o)"),
])
def test_erreurs_anthropic(modele, nature, statut, debut):
    client = client_anthropic(max_retries=0)
    with pytest.raises(ErreurFournisseur) as info:
        appeler(client.messages.create, model=modele, max_tokens=10, messages=BONJOUR)
    e = info.value
    assert (e.fournisseur, e.nature, e.statut) == ("Anthropic", nature, statut)
    assert str(e).startswith(debut)
    assert isinstance(e.origine, anthropic.APIStatusError)


@pytest.mark.parametrize("modele, nature, statut, debut", [
    ("hors-ligne-erreur-429", "limite", 429, "Gemini : limite de débit atteinte (HTTP 429"),
    ("hors-ligne-erreur-529", "surcharge", 503, "Gemini : service surchargé (HTTP 503 : The model "
                                                "is overloaded"),
    ("hors-ligne-erreur-500", "serveur", 500, "Gemini : erreur interne du service (HTTP 500"),
    ("hors-ligne-erreur-401", "cle", 400, "Gemini : clé d'API refusée (HTTP 400 : API key not "
                                          "valid. Please pass a valid API key). Vérifiez "
                                          "GEMINI_API_KEY (ou GOOGLE_API_KEY)"),
    ("gpt-4o", "modele", 404, "Gemini : modèle ou adresse introuvable (HTTP 404"),
])
def test_erreurs_gemini(modele, nature, statut, debut):
    client = client_gemini(max_retries=0)
    with pytest.raises(ErreurFournisseur) as info, traduire_erreurs():
        client.models.generate_content(model=modele, contents="Bonjour")
    e = info.value
    assert (e.fournisseur, e.nature, e.statut) == ("Gemini", nature, statut)
    assert str(e).startswith(debut)


def test_requete_refusee_garde_le_message_du_service():
    with pytest.raises(ErreurFournisseur, match="messages: at least one message is required"):
        with traduire_erreurs("Claude"):
            client_anthropic(max_retries=0).messages.create(
                model=llm.MODELE_ANTHROPIC, max_tokens=5, messages=[])


def test_delai_depasse_des_deux_cotes():
    lent = client_anthropic(max_retries=0, timeout=0.2)
    with pytest.raises(ErreurFournisseur, match="^Anthropic : délai d'attente dépassé"):
        appeler(lent.messages.create, model="hors-ligne-lent-1", max_tokens=5, messages=BONJOUR)
    lent = client_gemini(max_retries=0, http_options=types.HttpOptions(timeout=200))
    with pytest.raises(ErreurFournisseur, match="^Gemini : délai d'attente dépassé"):
        appeler(lent.models.generate_content, model="hors-ligne-lent-1", contents="Bonjour")


def test_connexion_refusee_des_deux_cotes():
    client = anthropic.Anthropic(api_key="x", base_url=INJOIGNABLE, max_retries=0)
    with pytest.raises(ErreurFournisseur, match="^Anthropic : connexion impossible"):
        appeler(client.messages.create, model="claude-sonnet-5", max_tokens=5, messages=BONJOUR)
    client = genai.Client(api_key="x", http_options=types.HttpOptions(base_url=INJOIGNABLE))
    with pytest.raises(ErreurFournisseur, match="^Gemini : connexion impossible"):
        appeler(client.models.generate_content, model="gemini-2.5-flash", contents="Bonjour")


def test_les_autres_exceptions_passent_telles_quelles():
    with pytest.raises(KeyError), traduire_erreurs("Anthropic"):
        raise KeyError("pas une erreur de fournisseur")


def test_la_cle_n_apparait_jamais(env):
    env.setenv("ANTHROPIC_API_KEY", SECRET)
    client = anthropic.Anthropic(base_url=demarrer(), max_retries=0)  # la vraie clé, en local
    with pytest.raises(ErreurFournisseur) as info:
        appeler(client.messages.create, model="hors-ligne-erreur-401", max_tokens=5,
                messages=BONJOUR)
    for texte in (str(info.value), repr(info.value), info.value.detail):
        assert SECRET not in texte and "sk-ant-" not in texte
    fuite = ErreurFournisseur("Anthropic", "cle", 401, f"la clé {SECRET} est invalide")
    assert SECRET not in str(fuite) and "la clé *** est invalide" in str(fuite)
    assert masquer_cles("clé AIzaSyA1234567890abcdefXYZ ici") == "clé *** ici"
