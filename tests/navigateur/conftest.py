"""Le test navigateur : JupyterLab démarré comme `make lab`, et Chromium piloté par Playwright.

Il faut le paquet Debian `chromium` (/usr/bin/chromium ; `bash .ci/run` l'installe en root) et le
paquet Python `playwright` (requirements.txt). Playwright ne télécharge aucun navigateur ici : il
lance le Chromium du système (`executable_path`). Sans l'un ou l'autre, le test est sauté et dit
pourquoi.

JupyterLab tourne dans un dossier de réglages temporaire, sauvegarde automatique coupée : exécuter
les leçons dans le navigateur ne réécrit jamais un fichier du dépôt (vérifié à la fin).
"""

from __future__ import annotations

import hashlib
import json
import os
import queue
import shutil
import signal
import socket
import subprocess
import threading
import time
import urllib.request
from pathlib import Path

import pytest
from gestes_lab import CAPTURES, EXERCICE, LECONS, RACINE, passer_lecon, verifier_exercice

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
PARALLELE = int(os.environ.get("NAVIGATEUR_PARALLELE", "2"))  # onglets à la fois (2 cœurs)
# Sans ces options, Chromium tente des connexions que ce réseau fermé refuse, à chaque démarrage.
OPTIONS_CHROMIUM = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                    "--disable-background-networking", "--disable-component-update", "--disable-sync"]
REGLAGES = {  # réglages JupyterLab du test : rien n'est enregistré, rien n'est demandé en ligne
    "@jupyterlab/docmanager-extension/plugin.jupyterlab-settings": {"autosave": False},
    "@jupyterlab/apputils-extension/notification.jupyterlab-settings":
        {"fetchNews": "false", "checkForUpdates": False},
}


def _port_libre() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _empreinte() -> dict[str, str]:
    """Le contenu suivi des dossiers que le test ouvre : rien ne doit changer."""
    fichiers = [p for d in ("notebooks", "exercises", "solutions") for p in (RACINE / d).glob("*.*")]
    return {str(p): hashlib.sha1(p.read_bytes()).hexdigest() for p in fichiers if p.is_file()}


@pytest.fixture(scope="session")
def lab(tmp_path_factory: pytest.TempPathFactory):
    """L'adresse d'un JupyterLab lancé par `make lab` (port libre, sans jeton), arrêté à la fin."""
    if shutil.which("make") is None:
        pytest.skip("make introuvable : le test navigateur lance JupyterLab par `make lab`.")
    dossier = tmp_path_factory.mktemp("jupyterlab")
    for nom, contenu in REGLAGES.items():
        (dossier / "reglages" / nom).parent.mkdir(parents=True, exist_ok=True)
        (dossier / "reglages" / nom).write_text(json.dumps(contenu), encoding="utf-8")
    port = _port_libre()
    env = {**os.environ, "CONTEXTE_HORS_LIGNE": "1", "JUPYTERLAB_SETTINGS_DIR": str(dossier / "reglages"),
           "JUPYTERLAB_WORKSPACES_DIR": str(dossier / "espaces"), "JUPYTER_RUNTIME_DIR": str(dossier / "run")}
    # Noyaux sur des sockets Unix (transport ipc) : pendant ce test, nbval lance ses propres noyaux en
    # TCP, et deux noyaux nés au même moment peuvent tirer les mêmes ports (jupyter_client#487) ;
    # un noyau qui perd cette course ne répond jamais.
    options = (f"--no-browser --port={port} --ServerApp.ip=127.0.0.1 --IdentityProvider.token= "
               "--ServerApp.password= --KernelManager.transport=ipc")
    CAPTURES.mkdir(exist_ok=True)
    journal = open(CAPTURES / "jupyterlab.log", "wb")  # noqa: SIM115 (fermé à la fin de la fixture)
    proc = subprocess.Popen(["make", "--no-print-directory", "-C", str(RACINE), "lab",
                             f"LAB_OPTIONS={options}"], env=env, stdout=journal, stderr=subprocess.STDOUT,
                            stdin=subprocess.DEVNULL, start_new_session=True)
    adresse = f"http://127.0.0.1:{port}"
    avant = _empreinte()
    try:
        limite = time.monotonic() + 120
        while True:
            try:
                with urllib.request.urlopen(f"{adresse}/api/status", timeout=2):
                    break
            except OSError:
                if proc.poll() is not None or time.monotonic() > limite:
                    journal.flush()
                    pytest.fail("JupyterLab n'a pas démarré :\n"
                                + (CAPTURES / "jupyterlab.log").read_text(errors="replace")[-3000:])
                time.sleep(0.5)
        yield adresse
    finally:
        os.killpg(proc.pid, signal.SIGTERM)
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
        journal.close()
    changes = [Path(p).relative_to(RACINE).as_posix() for p, h in _empreinte().items() if avant.get(p) != h]
    assert not changes, f"le test navigateur a modifié des fichiers du dépôt : {changes}"


def _chromium_ou_raison() -> str:
    """Vide si le test peut tourner ; sinon, pourquoi il est sauté."""
    if not Path(CHROMIUM).is_file():
        return (f"Chromium introuvable ({CHROMIUM}) : installez le paquet Debian chromium "
                "(`apt-get install chromium`, fait par `bash .ci/run` en root) pour le test navigateur.")
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "Le paquet Python playwright manque : `make installer` (requirements.txt) l'installe."
    return ""


def _ouvrier(adresse: str, taches: queue.Queue, resultats: dict) -> None:
    """Un Chromium à lui, qui prend les tâches une à une (Playwright synchrone : un par fil)."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        chromium = p.chromium.launch(executable_path=CHROMIUM, args=OPTIONS_CHROMIUM, headless=True)
        try:
            while True:
                try:
                    nom, geste, chemin = taches.get_nowait()
                except queue.Empty:
                    return
                try:
                    resultats[nom] = geste(chromium, adresse, chemin)
                except Exception as e:  # rendu au test concerné
                    resultats[nom] = e
        finally:
            chromium.close()


@pytest.fixture(scope="session")
def passages(lab_si_chromium):
    """Chaque leçon présente (glob) et un exercice, passés dans Chromium, PARALLELE onglets à la fois.

    Renvoie {nom: résultat ou exception} : les cellules vues pour une leçon, la sortie de la
    vérification pour l'exercice.
    """
    taches: queue.Queue = queue.Queue()
    taches.put(("exercice", verifier_exercice, EXERCICE))  # le plus long d'abord
    for lecon in LECONS:
        taches.put((lecon.stem, passer_lecon, lecon.relative_to(RACINE).as_posix()))
    resultats: dict = {}
    fils = [threading.Thread(target=_ouvrier, args=(lab_si_chromium, taches, resultats))
            for _ in range(PARALLELE)]
    for f in fils:
        f.start()
    for f in fils:
        f.join()
    return resultats


@pytest.fixture(scope="session")
def lab_si_chromium(request):
    """Le JupyterLab du test, seulement si Chromium et Playwright sont là (sinon : sauté, avec la raison)."""
    raison = _chromium_ou_raison()
    if raison:
        pytest.skip(raison)
    CAPTURES.mkdir(exist_ok=True)
    return request.getfixturevalue("lab")
