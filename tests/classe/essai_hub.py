"""Essai à la main de docs/jupyterhub_config.py : un vrai JupyterHub, deux élèves (hors de make test).

Lancé en root, avec le Python d'un venv où JupyterHub est installé (le hub), par exemple :

    python3 -m venv /opt/hub && /opt/hub/bin/pip install "jupyterhub>=6.1,<7" \\
        "jupyterhub-idle-culler>=2,<3"; npm install configurable-http-proxy@5
    /opt/hub/bin/python tests/classe/essai_hub.py --env /opt/cours/env \\
        --proxy node_modules/.bin/configurable-http-proxy --depot /srv/cours-eleves.git \\
        --eleves cours-eleve1 cours-eleve2

`--env` : l'environnement partagé (docs/jupyterhub.md, « L'environnement partagé ») ; `--depot` :
un dépôt git de la copie distribuée. Le hub lit l'exemple tel quel, plus un complément d'essai
(authentification factice, un jeton de service, ports libres). Pour chaque élève : son serveur
démarré par l'API REST du hub, sa copie tirée par nbgitpuller, un noyau, puis du code exécuté
par l'API des noyaux (websocket) : `verifier("ex8")`, d'où vient `contexte`, le transport du
noyau, et des essais chez l'autre élève (dossier, fichiers de connexion, historique IPython),
qui doivent tous échouer. Enfin l'arrêt des noyaux inactifs. Chaque ligne imprimée est un constat.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import secrets
import signal
import socket
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path
from urllib.parse import quote, urlencode
from urllib.request import Request, urlopen

from tornado.httpclient import HTTPRequest
from tornado.websocket import websocket_connect

EXEMPLE = Path(__file__).resolve().parents[2] / "docs" / "jupyterhub_config.py"
COMPLEMENT = """
load_subconfig({exemple!r})
c.JupyterHub.authenticator_class = "dummy"
c.Authenticator.allowed_users = set({eleves!r})
c.JupyterHub.bind_url = "http://127.0.0.1:{port}"
c.JupyterHub.hub_bind_url = "http://127.0.0.1:{port_hub}"
c.ConfigurableHTTPProxy.command = [{proxy!r}]
c.ConfigurableHTTPProxy.api_url = "http://127.0.0.1:{port_proxy}"
c.JupyterHub.db_url = "sqlite:///{donnees}/jupyterhub.sqlite"
c.JupyterHub.cookie_secret_file = "{donnees}/cookie_secret"
c.JupyterHub.services.append({{"name": "essai", "api_token": {jeton!r}}})
# Un dépôt local appartient à root : git le refuse à un autre compte (« dubious ownership »)
# sauf s'il est déclaré sûr dans une configuration protégée (ici un fichier global commun).
c.Spawner.environment["GIT_CONFIG_GLOBAL"] = {gitconfig!r}
c.JupyterHub.load_roles.append({{"name": "essai", "services": ["essai"],
    "scopes": ["admin:users", "admin:servers", "access:servers", "list:users", "read:users",
               "list:services", "read:services"]}})
"""
# Ce que chaque élève exécute dans son noyau (l'autre élève : AUTRE).
CODE_ELEVE = r"""
import os, pathlib, resource
import contexte, ipykernel.connect
from correction import verifier
info = ipykernel.connect.get_connection_info(unpack=True)
print("uid", os.getuid(), "contexte", contexte.__file__)
print("transport", info["transport"], "sockets", info["ip"] + "-*")
print("cgroup", [l for l in open("/proc/self/cgroup").read().split() if "cours-jupyterhub" in l],
      "RLIMIT_AS", resource.getrlimit(resource.RLIMIT_AS))
verifier("ex8")
autre = pathlib.Path("/home") / AUTRE
for cible in (autre, autre / "cours" / "exercises" / "ex8_compression.py",
              autre / ".local/share/jupyter/runtime",
              autre / ".ipython/profile_default/history.sqlite"):
    try:
        (os.listdir if cible.is_dir() else pathlib.Path.read_bytes)(cible)
        print("FUITE", cible)
    except OSError as e:
        print("refusé", cible, type(e).__name__)
"""


def port_libre() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def api(base: str, jeton: str, chemin: str, methode: str = "GET", corps: dict | None = None):
    donnees = json.dumps(corps).encode() if corps is not None else None
    requete = Request(base + chemin, data=donnees, method=methode,
                      headers={"Authorization": f"token {jeton}", "Content-Type": "application/json"})
    with urlopen(requete, timeout=120) as r:
        texte = r.read().decode()
    return json.loads(texte) if texte.strip().startswith(("{", "[")) else texte


async def executer(ws_url: str, jeton: str, code: str, delai: float = 300) -> str:
    """Exécute `code` dans un noyau par son websocket (protocole JSON de jupyter_server)."""
    ws = await websocket_connect(HTTPRequest(ws_url, headers={"Authorization": f"token {jeton}"}))
    ident = uuid.uuid4().hex
    ws.write_message(json.dumps({
        "header": {"msg_id": ident, "msg_type": "execute_request", "username": "essai",
                   "session": uuid.uuid4().hex, "version": "5.3", "date": ""},
        "parent_header": {}, "metadata": {}, "channel": "shell",
        "content": {"code": code, "silent": False, "store_history": False,
                    "user_expressions": {}, "allow_stdin": False, "stop_on_error": True}}))
    sortie, fin = [], time.monotonic() + delai
    while time.monotonic() < fin:
        message = json.loads(await asyncio.wait_for(ws.read_message(), delai))
        if message.get("parent_header", {}).get("msg_id") != ident:
            continue
        genre = message["msg_type"]
        if genre == "stream":
            sortie.append(message["content"]["text"])
        elif genre == "error":
            sortie.append("ERREUR " + message["content"]["ename"] + ": " + message["content"]["evalue"])
        elif genre == "status" and message["content"]["execution_state"] == "idle":
            break
    ws.close()
    return "".join(sortie)


def main() -> int:
    options = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    options.add_argument("--env", required=True)
    options.add_argument("--proxy", required=True)
    options.add_argument("--depot", required=True, help="chemin d'un dépôt git de la copie distribuée")
    options.add_argument("--branche", default="main")
    options.add_argument("--eleves", nargs=2, default=["cours-eleve1", "cours-eleve2"])
    o = options.parse_args()
    donnees = Path(tempfile.mkdtemp(prefix="essai-hub-"))
    port, jeton = port_libre(), secrets.token_hex(16)
    depot = "file://" + str(Path(o.depot).resolve())
    descripteur, gitconfig = tempfile.mkstemp(prefix="essai-hub-gitconfig-")
    os.write(descripteur, f"[safe]\n\tdirectory = {Path(o.depot).resolve()}\n".encode())
    os.close(descripteur)
    os.chmod(gitconfig, 0o644)
    (donnees / "essai_config.py").write_text(COMPLEMENT.format(
        exemple=str(EXEMPLE), eleves=o.eleves, port=port, port_hub=port_libre(),
        port_proxy=port_libre(), proxy=str(Path(o.proxy).resolve()), donnees=donnees, jeton=jeton,
        gitconfig=gitconfig))
    env = {**os.environ, "COURS_ENV": o.env, "COURS_DEPOT": depot, "COURS_BRANCHE": o.branche,
           "COURS_NOYAU_INACTIF": "20", "COURS_MEMOIRE": "1G"}
    journal = open(donnees / "hub.log", "w")
    hub = subprocess.Popen([sys.executable, "-m", "jupyterhub", "-f", str(donnees / "essai_config.py")],
                           cwd=donnees, env=env, stdout=journal, stderr=subprocess.STDOUT,
                           start_new_session=True)
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(120):
            try:
                api(base, jeton, "/hub/api/")
                break
            except OSError:
                time.sleep(0.5)
        print("hub prêt ; services :", sorted(api(base, jeton, "/hub/api/services")))
        for nom in o.eleves:
            api(base, jeton, f"/hub/api/users/{nom}/server", "POST", {})
        for nom in o.eleves:
            for _ in range(240):
                serveur = api(base, jeton, f"/hub/api/users/{nom}")["servers"].get("", {})
                if serveur.get("ready"):
                    break
                time.sleep(0.5)
            maison = Path("/home") / nom
            print(nom, "serveur prêt ; dossier", oct(maison.stat().st_mode & 0o777),
                  "; adresse :", api(base, jeton, f"/hub/api/users/{nom}")["servers"][""]["url"])
            tirage = api(base, jeton, f"/user/{nom}/git-pull/api?" + urlencode(
                {"repo": depot, "branch": o.branche, "targetpath": "cours"}))
            print(nom, "nbgitpuller :", "fini" if '"finished"' in tirage else tirage[-300:],
                  "; ~/cours/notebooks à", (maison / "cours" / "notebooks").owner())
        noyaux = {}
        for nom in o.eleves:
            noyaux[nom] = api(base, jeton, f"/user/{nom}/api/kernels", "POST",
                              {"name": "python3", "path": "cours/exercises"})["id"]
        for nom, autre in (o.eleves, o.eleves[::-1]):
            ws = (f"ws://127.0.0.1:{port}/user/{nom}/api/kernels/{noyaux[nom]}/channels?"
                  f"token={quote(jeton)}")
            sortie = asyncio.run(executer(ws, jeton, f"AUTRE = {autre!r}\n" + CODE_ELEVE))
            print(f"--- noyau de {nom}\n{sortie}")
        print("attente de l'arrêt des noyaux inactifs (COURS_NOYAU_INACTIF=20 s)…")
        time.sleep(60)
        for nom in o.eleves:
            print(nom, "noyaux restants :", len(api(base, jeton, f"/user/{nom}/api/kernels")))
        for nom in o.eleves:
            api(base, jeton, f"/hub/api/users/{nom}/server", "DELETE")
    finally:
        os.killpg(hub.pid, signal.SIGTERM)
        hub.wait(timeout=60)
        journal.close()
        print("journal du hub :", donnees / "hub.log")
    return 0


if __name__ == "__main__":
    sys.exit(main())
