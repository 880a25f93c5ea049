"""Le modèle local joignable sans réseau : le même serveur HTTP, sur une socket Unix abstraite.

La correction d'une classe tourne dans un espace réseau vide (`unshare --net`) : même 127.0.0.1 y
est injoignable. Le serveur du modèle local (`modele_local.serveur`, même gestionnaire HTTP, mêmes
refus) écoute donc ici sur une socket Unix du noyau, sans fichier, et le vrai client `anthropic`
s'y connecte par son transport HTTP (`uds=`) : seule la façon d'acheminer les octets change.

    >>> client = client_sans_reseau()
    >>> client.messages.create(model="claude-sonnet-5", max_tokens=50, messages=[…])
"""

from __future__ import annotations

import functools
import json
import os
import socketserver
import threading
from typing import Any

from cours.clients import CLE_HORS_LIGNE
from modele_local.serveur import Etat, Gestionnaire


class _Gestionnaire(Gestionnaire):
    disable_nagle_algorithm = False   # TCP_NODELAY n'a pas de sens sur une socket Unix


class _ServeurUnix(socketserver.ThreadingMixIn, socketserver.UnixStreamServer):
    daemon_threads = True

    def __init__(self, adresse: str) -> None:
        super().__init__(adresse, _Gestionnaire)
        self.etat = Etat()


_serveurs: dict[int, tuple[_ServeurUnix, str]] = {}  # pid -> (serveur, adresse)
_verrou = threading.Lock()


def _adresse() -> str:
    """Démarre (une fois par processus) le serveur sur une socket abstraite ; renvoie son nom."""
    with _verrou:
        if os.getpid() not in _serveurs:
            adresse = f"\0modele-local-{os.getpid()}-{id(_serveurs)}"
            serveur = _ServeurUnix(adresse)
            threading.Thread(target=serveur.serve_forever, daemon=True).start()
            _serveurs[os.getpid()] = serveur, adresse
        return _serveurs[os.getpid()][1]


def arreter() -> None:
    """Arrête le serveur de ce processus et ferme sa socket (le prochain client en redémarre un).

    Le zygote du correcteur s'en sert avant de forker (`amorce.py`) : un enfant n'hérite ni d'un
    fil qui sert, ni d'une socket qui écoute sans personne pour accepter."""
    with _verrou:
        serveur, _ = _serveurs.pop(os.getpid(), (None, ""))
    if serveur is not None:
        serveur.shutdown()
        serveur.server_close()


@functools.cache
def _contexte_tls() -> Any:
    """Le contexte TLS que le transport exige, fait une fois par processus (et hérité du zygote) :
    charger les certificats coûte 30 ms par client, pour une socket où rien n'est chiffré."""
    import httpx2

    return httpx2.create_ssl_context()


def client_sans_reseau(requetes: list | None = None, **kw: Any) -> Any:
    """Un vrai `anthropic.Anthropic` qui parle au modèle local par la socket Unix (0 réessai).

    `requetes` : le corps JSON de chaque requête envoyée y est ajouté, tel qu'il part sur la
    socket (ce que reçoit le modèle local) ; un test y lit ce que le code de l'élève a demandé."""
    import anthropic
    import httpx2

    def noter(requete: Any) -> None:
        requetes.append(json.loads(requete.read() or b"null"))  # type: ignore[union-attr]

    transport = httpx2.HTTPTransport(uds=_adresse(), verify=_contexte_tls())
    crochets = {"request": [noter]} if requetes is not None else {}
    kw.setdefault("max_retries", 0)
    return anthropic.Anthropic(api_key=CLE_HORS_LIGNE, base_url="http://modele-local",
                               http_client=anthropic.DefaultHttpxClient(transport=transport,
                                                                        event_hooks=crochets),
                               **kw)
