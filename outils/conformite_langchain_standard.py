"""`make conformite`, troisième partie : les tests standard de LangChain contre le modèle local.

`langchain-tests` (épinglé dans outils/requirements-conformite.txt) fournit
`ChatModelIntegrationTests`, la suite que LangChain lance contre chaque intégration de modèle de
conversation (invoke, stream, batch, outils, historiques d'outils, sortie structurée, usage…).
On la lance telle quelle, sans rien en retirer, contre `ChatAnthropic` (claude-sonnet-4-6 et
claude-sonnet-5-5, avec et sans `thinking={'type': 'adaptive'}`) et `ChatGoogleGenerativeAI`
(gemini-3.8-flash) pointés sur le modèle local ;
les réglages des classes ci-dessous disent ce que le vrai service accepte (claude-sonnet-5-5
refuse un `tool_choice` forcé : `has_tool_choice` faux, sortie structurée par
`output_config.format`). Un tableau par client : réussis / échoués / sautés, et chaque échec.

    .venv-conformite/bin/python outils/conformite_langchain_standard.py [--serveur .venv/bin/python]
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any

import pytest
from serveur_local import serveur_local  # outils/, à côté de ce script

VARIABLE = "MODELE_LOCAL_URL_CONFORMITE"
CLE = "cle-du-modele-local"

try:   # les classes ne sont définies que dans le venv de la conformité (langchain-tests)
    from langchain_anthropic import ChatAnthropic
    from langchain_google_genai import ChatGoogleGenerativeAI
    from langchain_tests.integration_tests import ChatModelIntegrationTests
except ImportError:  # pragma: no cover - hors de .venv-conformite
    ChatModelIntegrationTests = None

if ChatModelIntegrationTests is not None:
    class TestChatAnthropicSonnet46(ChatModelIntegrationTests):
        """ChatAnthropic(model='claude-sonnet-4-6')."""

        @property
        def chat_model_class(self) -> type:
            return ChatAnthropic

        @property
        def chat_model_params(self) -> dict[str, Any]:
            return {"model": "claude-sonnet-4-6", "base_url": os.environ[VARIABLE],
                    "api_key": CLE, "max_retries": 0, "max_tokens": 1024}

    class TestChatAnthropicSonnet55(TestChatAnthropicSonnet46):
        """ChatAnthropic(model='claude-sonnet-5-5') : réflexion adaptative par défaut."""

        @property
        def chat_model_params(self) -> dict[str, Any]:
            return {**super().chat_model_params, "model": "claude-sonnet-5-5"}

        @property
        def has_tool_choice(self) -> bool:
            return False   # le vrai service refuse tool_choice any / tool sur Sonnet 5.5 (400)

        @property
        def structured_output_kwargs(self) -> dict[str, Any]:
            return {"method": "json_schema"}   # l'outil forcé étant refusé : output_config.format

    class TestChatAnthropicSonnet55Adaptive(TestChatAnthropicSonnet55):
        """ChatAnthropic(model='claude-sonnet-5-5', thinking={'type': 'adaptive'}) : la réflexion
        dite à LangChain, qui range alors le texte diffusé en blocs (le contournement)."""

        @property
        def chat_model_params(self) -> dict[str, Any]:
            return {**super().chat_model_params, "thinking": {"type": "adaptive"}}

    class TestChatGoogleGenerativeAI(ChatModelIntegrationTests):
        """ChatGoogleGenerativeAI(model='gemini-3.8-flash')."""

        @property
        def chat_model_class(self) -> type:
            return ChatGoogleGenerativeAI

        @property
        def chat_model_params(self) -> dict[str, Any]:
            return {"model": "gemini-3.8-flash", "base_url": os.environ[VARIABLE],
                    "google_api_key": CLE, "max_retries": 0}


class Releve:
    """Greffon pytest : l'issue de chaque test, par classe."""

    def __init__(self) -> None:
        self.issues: dict[str, dict[str, tuple[str, str]]] = {}

    def pytest_runtest_logreport(self, report: Any) -> None:
        if report.when == "call" or (report.when == "setup" and report.outcome != "passed"):
            classe, _, nom = report.nodeid.split("::", 1)[1].partition("::")
            raison = ""
            if report.outcome == "failed":
                raison = str(report.longrepr.reprcrash.message if hasattr(
                    report.longrepr, "reprcrash") else report.longrepr).replace("\n", " ")[:240]
            elif report.outcome == "skipped":
                raison = str(report.longrepr[-1] if isinstance(report.longrepr, tuple)
                             else report.longrepr)[:120]
            self.issues.setdefault(classe, {})[nom] = (report.outcome, raison)


def tableau(classe: str, issues: dict[str, tuple[str, str]]) -> str:
    """Le décompte d'une classe et la liste de ses échecs."""
    compte = {o: sum(1 for x, _ in issues.values() if x == o) for o in ("passed", "failed", "skipped")}
    lignes = [f"### {classe} : {compte['passed']} réussis, {compte['failed']} échoués, "
              f"{compte['skipped']} sautés", ""]
    lignes += [f"- échec `{n}` : {r}" for n, (o, r) in sorted(issues.items()) if o == "failed"]
    return "\n".join(lignes)


def main(argv: list[str] | None = None) -> int:
    """Démarre `python -m modele_local`, lance la suite standard, affiche un tableau par client."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--serveur", default=sys.executable,
                        help="Python qui lance `-m modele_local` (celui du venv du cours)")
    parser.add_argument("-k", default=None, help="filtre pytest (-k) sur les noms de tests")
    args = parser.parse_args(argv)
    with serveur_local(args.serveur, "--deterministe") as url:
        if url is None:
            return 2
        os.environ[VARIABLE] = url
        releve = Releve()
        # une seule boucle asyncio pour toute la suite : LangChain garde en cache son client
        # httpx asynchrone, dont les connexions ne survivent pas à la boucle qui les a ouvertes
        options = [__file__, "-q", "-p", "no:cacheprovider", "-o", "asyncio_mode=auto",
                   "-o", "asyncio_default_test_loop_scope=session",
                   "-o", "asyncio_default_fixture_loop_scope=session", "-W", "ignore",
                   "--rootdir", str(Path(__file__).parent), "-c", os.devnull, "--no-header"]
        if args.k:
            options += ["-k", args.k]
        with open(os.devnull, "w") as muet:
            sortie, sys.stdout = sys.stdout, muet
            try:
                pytest.main(options, plugins=[releve])
            finally:
                sys.stdout = sortie
        for classe, issues in releve.issues.items():
            print(tableau(classe, issues))
            print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
