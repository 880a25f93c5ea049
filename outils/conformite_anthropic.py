"""`make conformite` : les tests et exemples du SDK anthropic installé, contre le modèle local.

1. `pip download --no-deps --no-binary :all: anthropic==VERSION` (la distribution source de la
   version installée ; gardée dans un dossier de cache, téléchargée une seule fois) ;
2. son propre `tests/api_resources/test_messages.py`, moitiés synchrone et asynchrone (streaming
   compris ; clients httpx et aiohttp), lancé contre un serveur local (`TEST_API_BASE_URL`), avec
   un conftest réduit : celui du SDK exige des greffons de développement (inline-snapshot,
   http-snapshot) absents ici ; ses fixtures `client` et `async_client` sont reproduites à
   l'identique (pytest-asyncio, boucle de session, comme le SDK) ;
3. ses exemples `examples/messages_stream.py`, `thinking_stream.py`, `tools.py`, tels quels, avec
   `ANTHROPIC_BASE_URL` pointé sur `python -m modele_local`.

Affiche un tableau succès/échec et, pour chaque échec, la raison (première ligne utile). Code de
sortie 0 même si des tests échouent : c'est un relevé, pas une barrière (`make test` en est une).
`make conformite` le lance depuis `.venv-conformite` (pytest-asyncio, aiohttp, LangChain, voir
outils/requirements-conformite.txt) ; le serveur tourne avec le Python du cours (`--serveur`).

    .venv-conformite/bin/python outils/conformite_anthropic.py [--cache DOSSIER] [--serveur PY]
"""

from __future__ import annotations

import argparse
import importlib.metadata
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

from serveur_local import serveur_local  # outils/, à côté de ce script

EXEMPLES = ("messages_stream.py", "thinking_stream.py", "tools.py")
CONFTEST = '''"""Conftest réduit (modèle local) : les fixtures `client` et `async_client` du SDK."""
import os

import pytest
import pytest_asyncio
from pytest_asyncio import is_async_test

from anthropic import Anthropic, AsyncAnthropic, DefaultAioHttpClient

base_url = os.environ["TEST_API_BASE_URL"]
api_key = "my-anthropic-api-key"


def pytest_collection_modifyitems(items):
    marque = pytest.mark.asyncio(loop_scope="session")
    for item in items:
        if is_async_test(item):
            item.add_marker(marque, append=False)


@pytest.fixture(scope="session")
def client(request):
    strict = getattr(request, "param", True)
    with Anthropic(base_url=base_url, api_key=api_key, _strict_response_validation=strict) as c:
        yield c


@pytest_asyncio.fixture(scope="session", loop_scope="session")
async def async_client(request):
    param = getattr(request, "param", True)
    strict, http_client = (param, None) if isinstance(param, bool) else (
        param.get("strict", True), DefaultAioHttpClient()
        if param.get("http_client") == "aiohttp" else None)
    async with AsyncAnthropic(base_url=base_url, api_key=api_key,
                              _strict_response_validation=strict, http_client=http_client) as c:
        yield c
'''


def telecharger(version: str, cache: Path) -> Path:
    """Dossier de la distribution source extraite (téléchargée par pip si absente du cache)."""
    racine = cache / f"anthropic-{version}"
    if racine.is_dir():
        return racine
    cache.mkdir(parents=True, exist_ok=True)
    archive = cache / f"anthropic-{version}.tar.gz"
    if not archive.exists():
        print(f"pip download anthropic=={version} (distribution source, ~2 min la première fois)…")
        subprocess.run([sys.executable, "-m", "pip", "download", "--no-deps", "--no-binary",
                        ":all:", f"anthropic=={version}", "-d", str(cache), "--quiet"],
                       check=True)
    with tarfile.open(archive) as tar:
        tar.extractall(cache, filter="data")
    return racine


def preparer(source: Path, travail: Path) -> None:
    """Copie tests/ et examples/ du SDK ; remplace tests/conftest.py par le conftest réduit."""
    if travail.exists():
        shutil.rmtree(travail)
    shutil.copytree(source / "tests", travail / "tests")
    shutil.copytree(source / "examples", travail / "examples")
    (travail / "tests" / "conftest.py").write_text(CONFTEST, encoding="utf-8")


def lancer_tests(travail: Path, url: str) -> dict[str, list[tuple[str, str, str]]]:
    """Par moitié (synchrone, asynchrone) : (test, « ok » / « échec » / « ignoré », raison)."""
    rapport = travail / "rapport.xml"
    env = {**os.environ, "TEST_API_BASE_URL": url, "PYTHONPATH": str(travail)}
    env = {k: v for k, v in env.items() if not k.startswith("ANTHROPIC_")}
    subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                    "-p", "no:randomly", "tests/api_resources/test_messages.py",
                    "-o", "asyncio_mode=auto", "-o", "asyncio_default_fixture_loop_scope=session",
                    f"--junitxml={rapport}", "-o", "addopts=",
                    "--rootdir", str(travail), "-W", "ignore::DeprecationWarning"],
                   cwd=travail, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                   timeout=600)
    moities: dict[str, list[tuple[str, str, str]]] = {"synchrone": [], "asynchrone": []}
    for cas in ET.parse(rapport).getroot().iter("testcase"):
        nom = cas.get("name", "?")
        lignes = moities["asynchrone" if "Async" in cas.get("classname", "") else "synchrone"]
        echec = cas.find("failure") if cas.find("failure") is not None else cas.find("error")
        if echec is not None:
            lignes.append((nom, "échec", raison(echec.get("message", "") + "\n" + (echec.text or ""))))
        elif cas.find("skipped") is not None:
            lignes.append((nom, "ignoré", cas.find("skipped").get("message", "")))
        else:
            lignes.append((nom, "ok", ""))
    return moities


# Pourquoi un test échoue, quand la cause est connue (motif dans le message -> explication).
EXPLICATIONS = {
    "output_config.format": "le schéma factice du test ({'foo': 'bar'}) n'est pas un JSON Schema : "
                            "le modèle local refuse en 400 le mot-clé « foo » qu'il ne sait pas "
                            "satisfaire ; le vrai service le refuserait sans doute aussi (non vérifié)",
    "model: claude-mythos-preview": "claude-mythos-preview est retiré depuis le 2026-06-30 (date "
                                    "de fin de vie donnée par le SDK lui-même) : le vrai service "
                                    "répond aussi 404 ; le test attend seulement l'avertissement",
}


def raison(texte: str) -> str:
    """La ligne qui explique un échec : explication connue, sinon message d'erreur de l'API."""
    for motif, explication in EXPLICATIONS.items():
        if motif in texte:
            return explication
    for ligne in texte.splitlines():
        ligne = ligne.strip()
        if "'message':" in ligne or "Error code" in ligne or "(request_id:" in ligne:
            return ligne[:220]
    for ligne in texte.splitlines():
        if ligne.strip().startswith("E "):
            return ligne.strip()[2:].strip()[:220]
    return (texte.strip().splitlines() or ["?"])[0][:220]


def lancer_exemples(travail: Path, url: str) -> list[tuple[str, str, str]]:
    """Chaque exemple, tel quel, contre le serveur local : (fichier, ok/échec, fin de sortie)."""
    env = {**os.environ, "ANTHROPIC_BASE_URL": url, "ANTHROPIC_API_KEY": "cle-du-modele-local"}
    lignes = []
    for nom in EXEMPLES:
        p = subprocess.run([sys.executable, str(travail / "examples" / nom)], env=env,
                           capture_output=True, text=True, timeout=120, cwd=travail / "examples")
        sortie = (p.stdout + p.stderr).strip().splitlines()
        etat = "ok" if p.returncode == 0 else "échec"
        lignes.append((nom, etat, raison("\n".join(sortie[-8:])) if etat == "échec"
                       else (sortie[-1][:120] if sortie else "")))
    return lignes


def tableau(titre: str, lignes: list[tuple[str, str, str]]) -> str:
    """Tableau Markdown (nom | résultat | raison) et le décompte."""
    n_ok = sum(1 for _, e, _ in lignes if e == "ok")
    texte = [f"### {titre} : {n_ok}/{len(lignes)} réussis", "", "| test | résultat | raison |",
             "|---|---|---|"]
    texte += [f"| {n} | {e} | {r.replace('|', '/')} |" for n, e, r in lignes]
    return "\n".join(texte)


def main(argv: list[str] | None = None) -> int:
    """Télécharge, lance, affiche ; renvoie 0 (relevé) ou 2 si l'outillage lui-même échoue."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cache", type=Path,
                        default=Path(tempfile.gettempdir()) / "contexte-conformite")
    parser.add_argument("--serveur", default=sys.executable,
                        help="Python qui lance `-m modele_local` (celui du venv du cours)")
    args = parser.parse_args(argv)
    version = importlib.metadata.version("anthropic")
    source = telecharger(version, args.cache)
    travail = args.cache / f"travail-{version}"
    preparer(source, travail)
    with serveur_local(args.serveur) as url:
        if url is None:
            return 2
        print(f"anthropic {version} — modèle local sur {url}\n")
        for moitie, lignes in lancer_tests(travail, url).items():
            print(tableau(f"tests/api_resources/test_messages.py ({moitie})", lignes))
            print()
        print(tableau("examples/ (tels quels, python -m modele_local)",
                      lancer_exemples(travail, url)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
