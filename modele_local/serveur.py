"""Le serveur HTTP local : routage, limites, et rien qui puisse le faire tomber.

N'écoute que sur 127.0.0.1. Un fil par connexion (un client lent n'en bloque aucun autre), un
délai de socket de `DELAI_SOCKET` secondes, un corps limité à `LIMITE_CORPS` octets (8 Mio).
Rien sur stderr (nbval le compare), sauf la trace d'une erreur 500 (un bogue du modèle local) ;
journal des requêtes sur demande (`journal`). Ids de réponse : `identifiants`. Routes :

- `POST /v1/messages`, `POST /v1/messages/count_tokens`, `GET /v1/models[/{id}]` (requêtes
  portant l'en-tête `anthropic-version`) : API Anthropic ;
- API Gemini : `…models/{modèle}:generateContent`, `:streamGenerateContent`, `:countTokens`,
  `models.get` / `models.list`, `/interactions` (voir `gemini_routes`) ;
- `POST /hors-ligne/reinitialiser` : vide les caches simulés ; `GET /hors-ligne/etat` : santé.

    >>> srv = Serveur(); srv.url
    'http://127.0.0.1:...'

Lire le corps JSON d'une requête HTTP comme les vrais services : taille, longueur, JSON valide.

Chaque refus a la forme d'erreur de l'API visée (`famille` : "anthropic" ou "gemini") ; le
booléen renvoyé dit s'il faut fermer la connexion (corps non lu ou illisible).

    >>> import io
    >>> lire_corps(io.BytesIO(b'{"a": 1}'), {"content-length": "8"}, "anthropic")
    ({'a': 1}, False)
"""

from __future__ import annotations

import json
import os
import socketserver
import sys
import time
import traceback
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import urlsplit

from modele_local.acces import acceptee, portee
from modele_local.acces import cle as cle_du_processus
from modele_local.anthropic import messages as anthropic_messages
from modele_local.anthropic import modeles as anthropic_modeles
from modele_local.comprehension import contexte_long, derive
from modele_local.etat import Etat
from modele_local.gemini import generation as gemini_generation
from modele_local.gemini import routes as gemini_routes
from modele_local.identifiants import actif
from modele_local.journal import Journal, ligne
from modele_local.protocole import Reponse, erreur_injectee
from modele_local.signatures import empreinte

__all__ = ["DELAI_SOCKET", "LIMITE_CORPS", "Etat", "Gestionnaire", "Serveur", "refus_de_cle"]
DELAI_SOCKET = 15.0


class Gestionnaire(BaseHTTPRequestHandler):
    """Traite une connexion : lit, route, répond ; toute exception devient une erreur 500."""

    protocol_version = "HTTP/1.1"
    timeout = DELAI_SOCKET
    disable_nagle_algorithm = True  # TCP_NODELAY : sans lui, ~40 ms d'attente par réponse (ACK retardé)
    server_version = "contexte-hors-ligne/1"
    sys_version = ""

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - signature imposée
        """Silence : rien sur stderr."""

    def _traiter(self) -> None:
        chemin = urlsplit(self.path).path
        famille = "gemini" if gemini_routes.est_gemini(chemin, self.headers) else "anthropic"
        self._corps_lu: Any = None
        try:
            with actif(self.server.etat.ids):
                reponse = self._router(chemin, famille)
        except Exception as exc:  # dernier filet : le serveur ne tombe jamais
            self.close_connection = True  # le corps n'a peut-être pas été lu
            print(f"modele_local : erreur 500 sur {self.command} {chemin}", file=sys.stderr)
            traceback.print_exc(file=sys.stderr)  # toujours une trace : c'est un bogue à corriger
            reponse = erreur_de(famille, 500,
                              f"Internal server error (local model): {type(exc).__name__}")
        journal = self.server.etat.journal
        if journal is not None:
            try:
                journal.ecrire(ligne(self.headers, self.command, self.path, self._corps_lu,
                                     reponse.statut, reponse.corps, reponse.evenements))
            except OSError as exc:
                print(f"modele_local : journal impossible à écrire ({exc})", file=sys.stderr)
        self._ecrire(reponse)

    do_POST = do_GET = do_PUT = do_DELETE = do_PATCH = do_HEAD = do_OPTIONS = _traiter

    def _router(self, chemin: str, famille: str) -> Reponse:
        if self.headers.get("anthropic-version") and anthropic_modeles.ROUTE.match(chemin):
            self._vider_corps()
            return self._refus_de_cle(famille) or anthropic_modeles.servir(
                self.command, self.path, self.headers)
        m = gemini_routes.trouver(self.command, chemin, urlsplit(self.path).query,
                                  self.server.etat)
        routes = {
            "/v1/messages": (
                "POST", lambda c: anthropic_messages.messages(c, self.server.etat, self._betas())),
            "/v1/messages/count_tokens": (
                "POST", lambda c: anthropic_messages.compter_jetons(c, self.server.etat, self._betas())),
            "/hors-ligne/reinitialiser": ("POST", lambda c: self._reinitialiser()),
            "/hors-ligne/etat": ("GET", lambda c: Reponse(200, {"ok": True})),
        }
        if m:
            routes[chemin] = (m.methode, m.action)
        if chemin not in routes:
            self._vider_corps()
            return erreur_de(famille, 404, "Not Found")
        methode_attendue, action = routes[chemin]
        if self.command != methode_attendue:
            self._vider_corps()
            reponse = erreur_de(famille, 405, f"Method Not Allowed: use {methode_attendue}")
            reponse.en_tetes["allow"] = methode_attendue
            return reponse
        refus = self._refus_de_cle(famille)  # toute route qui existe, /hors-ligne/* compris
        if refus is not None:
            return refus
        corps = None
        if self.command in ("POST", "PATCH"):
            corps = self._lire_corps(famille)
            if isinstance(corps, Reponse):
                return corps
            self._corps_lu = corps
        modele = m.modele if m and m.modele else (
            corps.get("model") if isinstance(corps, dict) else None)
        _, delai = erreur_injectee(modele)
        if delai:
            time.sleep(delai)
        try:  # modes semés, requête par requête : dérive du résumeur, contexte long (comprehension/)
            graine = derive.lire_graine(self.headers.get(derive.EN_TETE))
            long = contexte_long.lire_graine(self.headers.get(contexte_long.EN_TETE))
        except ValueError as exc:
            return erreur_de(famille, 400, str(exc))
        with derive.graine_active(graine), contexte_long.graine_active(long):
            return action(corps)

    def _refus_de_cle(self, famille: str) -> Reponse | None:
        """None si la requête porte la clé du serveur (toute route) ; sinon le refus du vrai
        service. Un camarade qui trouve le port n'en tire rien (voir `modele_local.acces`)."""
        # Un serveur sans attribut `cle` n'en exige pas : la socket Unix abstraite du correcteur
        # (tests/exercices/modele_sans_reseau.py), privée à son espace réseau vide.
        attendue, requete = getattr(self.server, "cle", None), urlsplit(self.path).query
        if attendue is None or acceptee(attendue, self.headers, requete, famille):
            return None
        self._vider_corps()
        return refus_de_cle(famille, absente=portee(self.headers, requete, famille) is None)

    def _betas(self) -> tuple[str, ...]:
        """Valeurs de l'en-tête `anthropic-beta` (plusieurs en-têtes ou liste à virgules)."""
        valeurs = self.headers.get_all("anthropic-beta") or []
        return tuple(v.strip() for brut in valeurs for v in brut.split(",") if v.strip())

    def _reinitialiser(self) -> Reponse:
        self.server.etat.reinitialiser()
        return Reponse(200, {"ok": True})

    def _vider_corps(self) -> None:
        """Corps non lu : on fermera la connexion plutôt que de le lire pour rien."""
        if self.headers.get("content-length") not in (None, "0"):
            self.close_connection = True

    def _lire_corps(self, famille: str) -> Any:
        corps, fermer = lire_corps(self.rfile, self.headers, famille)
        if fermer:
            self.close_connection = True
        return corps

    def _ecrire(self, reponse: Reponse) -> None:
        if reponse.evenements is not None:  # flux SSE ; sans nom d'événement (Gemini) : data seul
            donnees = "".join((f"event: {e}\n" if e else "")
                              + f"data: {json.dumps(d, ensure_ascii=False)}\n\n"
                              for e, d in reponse.evenements).encode()
            genre = "text/event-stream; charset=utf-8"
        else:
            donnees = json.dumps(reponse.corps, ensure_ascii=False).encode()
            genre = "application/json"
        try:
            self.send_response(reponse.statut)
            self.send_header("content-type", genre)
            self.send_header("content-length", str(len(donnees)))
            for cle, valeur in reponse.en_tetes.items():
                self.send_header(cle, valeur)
            if self.close_connection:
                self.send_header("connection", "close")
            self.end_headers()
            if self.command != "HEAD":
                self.wfile.write(donnees)
        except OSError:  # client parti (BrokenPipe, reset, délai dépassé)
            self.close_connection = True


class Serveur(ThreadingHTTPServer):
    """Serveur sur 127.0.0.1 (port libre si `port=0`), fils démons, erreurs silencieuses.

    `delai` : secondes d'attente au plus sur une socket muette avant de couper la connexion.
    `deterministe` : ids reproductibles (leçons, tests) ; sinon une graine tirée au démarrage.
    `journal` : fichier JSONL des requêtes reçues ; par défaut `MODELE_LOCAL_JOURNAL` s'il est posé.
    `cle` : la clé exigée sur toute route — True : celle du processus (`modele_local.cle()`) ;
    une chaîne : celle-là ; False : aucune (un serveur lancé à la main, pour soi seul).
    """

    daemon_threads = True
    block_on_close = False
    allow_reuse_address = True
    request_queue_size = 64

    def __init__(self, port: int = 0, delai: float = DELAI_SOCKET, deterministe: bool = True,
                 journal: str | os.PathLike | None = None, cle: str | bool = True) -> None:
        gestionnaire = type("Gestionnaire", (Gestionnaire,), {"timeout": delai})
        super().__init__(("127.0.0.1", port), gestionnaire)
        self.cle: str | None = cle_du_processus() if cle is True else (cle or None)
        self.etat = Etat(deterministe)
        if deterministe and self.cle:  # ids reproductibles pour qui a la clé, imprévisibles sinon
            self.etat.ids.graine = empreinte("ids", self.cle)[:16]
        chemin = journal or os.environ.get("MODELE_LOCAL_JOURNAL")
        self.etat.journal = Journal(chemin) if chemin else None

    def server_bind(self) -> None:
        """Comme HTTPServer.server_bind, sans la résolution DNS (lente hors ligne)."""
        socketserver.TCPServer.server_bind(self)
        self.server_name, self.server_port = "127.0.0.1", self.server_address[1]

    def handle_error(self, request: Any, client_address: Any) -> None:
        """Silence : une connexion qui casse ne doit rien écrire sur stderr."""

    @property
    def url(self) -> str:
        """URL de base à donner aux SDK : `http://127.0.0.1:PORT`."""
        return f"http://127.0.0.1:{self.server_port}"


LIMITE_CORPS = 8 * 1024 * 1024


def refus_de_cle(famille: str, absente: bool) -> Reponse:
    """Le refus d'une clé absente ou fausse, tel que le renvoient les vrais services."""
    if famille == "gemini":
        if absente:
            return gemini_generation.erreur(403, "Method doesn't allow unregistered callers (callers "
                                            "without established identity). Please use API Key or "
                                            "other form of API consumer identity to call this API.")
        reponse = gemini_generation.erreur(400, "API key not valid. Please pass a valid API key.")
        reponse.corps["error"]["details"] = [{
            "@type": "type.googleapis.com/google.rpc.ErrorInfo", "reason": "API_KEY_INVALID",
            "domain": "googleapis.com", "metadata": {"service": "generativelanguage.googleapis.com"}}]
        return reponse
    return anthropic_messages.erreur(401, "x-api-key header is required" if absente
                                     else "invalid x-api-key")


def erreur_de(famille: str, statut: int, message: str) -> Reponse:
    """Une erreur au format de l'API de la famille (Google ou Anthropic)."""
    if famille == "gemini":
        return gemini_generation.erreur(statut, message)
    return anthropic_messages.erreur(statut, message)


def lire_corps(rfile: Any, en_tetes: Any, famille: str) -> tuple[Any, bool]:
    """(corps JSON décodé ou `Reponse` d'erreur, fermer la connexion)."""
    if "chunked" in en_tetes.get("transfer-encoding", "").lower():
        return erreur_de(famille, 411, "Length Required: send a Content-Length header"), True
    brut = en_tetes.get("content-length", "0")
    try:
        longueur = int(brut)
        if longueur < 0:
            raise ValueError(brut)
    except ValueError:
        return erreur_de(famille, 400, f"Invalid Content-Length header: {brut[:40]!r}"), True
    if longueur > LIMITE_CORPS:
        if famille == "gemini":
            return gemini_generation.erreur(413, f"Request payload size exceeds the limit: "
                                          f"{LIMITE_CORPS} bytes."), True
        return anthropic_messages.erreur(413, f"Request exceeds the maximum allowed number of "
                                         f"bytes ({LIMITE_CORPS} for the local model)."), True
    try:
        donnees = rfile.read(longueur)  # délai de socket : un client muet est coupé
    except TimeoutError:
        return erreur_de(famille, 408, "Request Timeout: the request body arrived too slowly"), True
    if len(donnees) < longueur:
        return erreur_de(famille, 400, "Incomplete request body"), True
    try:
        return json.loads(donnees), False
    except (ValueError, RecursionError) as exc:  # UnicodeDecodeError est une ValueError
        if famille == "gemini":
            return gemini_generation.erreur(400, f"Invalid JSON payload received. {exc}"), True
        return anthropic_messages.erreur(400, f"Invalid JSON in request body: {exc}"), True
