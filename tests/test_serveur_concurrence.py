"""Le modèle local sert une réponse en flux PENDANT qu'un appel de résumé est en cours.

Sans cela, le résumé en arrière-plan (leçon 06, `contexte.resume`) ne montrerait rien hors
ligne : la réponse attendrait le résumé côté serveur. Pas de chronomètre : on retient l'appel de
résumé dans le serveur (un `threading.Event`) et on ne le libère qu'au premier événement du flux.
Un serveur sans fils ne pourrait pas servir le flux avant la fin du résumé : le résumé ne serait
libéré que par le délai de garde, et le journal le dirait (contrôle négatif ci-dessous).
"""

import asyncio
import socketserver
import threading

import anthropic
import pytest
from google import genai
from google.genai import types

from contexte.appel_llm import llm_summarizer_async
from modele_local.serveur import Gestionnaire, Serveur

RETENIR = "x-test-retenir"
TOURS = [("user", "Je m'appelle Camille et je suis dans l'équipe Paiements."),
         ("model", "C'est noté.")]


class GestionnaireRetenu(Gestionnaire):
    """Retient toute requête qui porte l'en-tête RETENIR jusqu'à `serveur.liberer`."""

    def _router(self, chemin, famille):
        if self.headers.get(RETENIR):
            srv = self.server
            srv.journal.append("résumé reçu par le serveur")
            srv.recu.set()
            libere = srv.liberer.wait(timeout=srv.garde)
            srv.journal.append("résumé libéré" if libere else "résumé libéré par le délai de garde")
        return super()._router(chemin, famille)


class ServeurSansFils(Serveur):
    """Le même serveur, une requête à la fois (le défaut que le test doit savoir détecter)."""

    def process_request(self, request, client_address):
        socketserver.BaseServer.process_request(self, request, client_address)


def demarrer(classe, garde, delai=15.0):
    srv = classe(port=0, delai=delai)
    srv.RequestHandlerClass = type("Gestionnaire", (GestionnaireRetenu,), {"timeout": delai})
    srv.journal, srv.recu, srv.liberer, srv.garde = [], threading.Event(), threading.Event(), garde
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    return srv


def clients(fournisseur, url):
    """(client du résumé, retenu par le serveur ; fonction qui diffuse une réponse en flux)."""
    if fournisseur == "anthropic":
        retenu = anthropic.AsyncAnthropic(api_key="x", base_url=url, max_retries=0,
                                          default_headers={RETENIR: "1"})
        libre = anthropic.AsyncAnthropic(api_key="x", base_url=url, max_retries=0)

        async def flux():
            async with libre.messages.stream(model="claude-sonnet-5-5", max_tokens=1024,
                                             messages=[{"role": "user", "content": "Bonjour"}]) as f:
                async for evenement in f:
                    yield evenement
        return retenu, flux
    retenu = genai.Client(api_key="x", http_options=types.HttpOptions(base_url=url,
                                                                       headers={RETENIR: "1"}))
    libre = genai.Client(api_key="x", http_options=types.HttpOptions(base_url=url))

    async def flux():
        async for morceau in await libre.aio.models.generate_content_stream(
                model="gemini-3.8-flash", contents="Bonjour"):
            yield morceau
    return retenu, flux


async def scenario(srv, fournisseur):
    retenu, flux = clients(fournisseur, srv.url)
    resume = asyncio.create_task(llm_summarizer_async(retenu)("", TOURS))
    assert await asyncio.to_thread(srv.recu.wait, 10), "le résumé n'est jamais arrivé au serveur"
    async for _ in flux():
        if not srv.liberer.is_set():
            srv.journal.append("premier événement du flux")
            srv.liberer.set()
    srv.journal.append("flux terminé")
    return await resume


@pytest.mark.parametrize("fournisseur", ["anthropic", "gemini"])
def test_le_flux_passe_pendant_qu_un_resume_est_retenu(fournisseur):
    srv = demarrer(Serveur, garde=10)
    try:
        resume = asyncio.run(scenario(srv, fournisseur))
    finally:
        srv.shutdown()
        srv.server_close()
    j = srv.journal
    assert j[0] == "résumé reçu par le serveur"
    assert "résumé libéré par le délai de garde" not in j
    assert j.index("premier événement du flux") < j.index("résumé libéré")
    assert "Paiements" in resume  # le résumé, libéré ensuite, est arrivé entier


def test_controle_negatif_un_serveur_sans_fils_fait_attendre_le_flux():
    """Le même scénario sur un serveur à une requête à la fois : le flux attend le résumé."""
    # delai : sans fils, une connexion gardée ouverte (keep-alive) bloque aussi le serveur
    srv = demarrer(ServeurSansFils, garde=0.5, delai=0.5)
    try:
        asyncio.run(scenario(srv, "anthropic"))
    finally:
        srv.shutdown()
        srv.server_close()
    j = srv.journal
    assert j.index("résumé libéré par le délai de garde") < j.index("premier événement du flux")
