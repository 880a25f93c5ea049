"""`make conformite`, seconde moitié : `ChatAnthropic` et `ChatGoogleGenerativeAI` sur le modèle local.

Versions épinglées dans outils/requirements-conformite.txt (installées par `make conformite` dans
`.venv-conformite`, jamais dans le venv du cours). Pour chaque client et chaque modèle : `invoke`,
`stream` (même texte qu'`invoke`), `astream`, outils (`bind_tools`, puis le `ToolMessage` renvoyé),
sortie structurée (`with_structured_output`), historique multi-tour (réponse relue, puis réponse
diffusée relue). Un tableau succès/échec par client ; code de sortie 0 (un relevé, pas une barrière).

    .venv-conformite/bin/python outils/conformite_langchain.py [--serveur .venv/bin/python]
"""

from __future__ import annotations

import argparse
import asyncio
import importlib.metadata
import sys
import warnings
from collections.abc import Callable
from typing import Any

from pydantic import BaseModel, Field
from serveur_local import serveur_local  # outils/, à côté de ce script


class Profil(BaseModel):
    """Ce qu'on sait de l'utilisateur."""

    name: str = Field(description="the user's first name")
    team: str = Field(description="the user's team")


def get_weather(city: str) -> str:
    """Get the current weather for a city."""
    return f"Sunny in {city}"


def _texte(message: Any) -> str:
    return message.text if isinstance(message.text, str) else message.text()


def _assembler(morceaux: list[Any]) -> Any:
    total = morceaux[0]
    for m in morceaux[1:]:
        total = total + m
    return total


BOUCLE = asyncio.new_event_loop()  # une seule boucle : LangChain garde son client httpx asynchrone


def verifications(modele: Any, methode: str | None) -> list[tuple[str, Callable[[], str]]]:
    """(nom, vérification) ; une vérification renvoie un court constat ou lève AssertionError.

    `methode` : celle de `with_structured_output` (None : le défaut de LangChain).
    """
    from langchain_core.messages import AIMessage, HumanMessage, ToolMessage

    def invoke() -> str:
        r = modele.invoke("Bonjour")
        assert isinstance(r, AIMessage) and _texte(r), r
        return _texte(r)

    def stream() -> str:
        attendu = _texte(modele.invoke("Je m'appelle Camille."))
        total = _assembler(list(modele.stream("Je m'appelle Camille.")))
        assert _texte(total) == attendu, (_texte(total), attendu)
        return attendu

    def astream() -> str:
        async def tout() -> list[Any]:
            return [m async for m in modele.astream("Merci !")]
        total = _assembler(BOUCLE.run_until_complete(tout()))
        assert _texte(total) == _texte(modele.invoke("Merci !")), _texte(total)
        return _texte(total)

    def outils() -> str:
        avec = modele.bind_tools([get_weather])
        question = HumanMessage("What's the weather in Paris?")
        r = avec.invoke([question])
        assert [(a["name"], a["args"]) for a in r.tool_calls] == [
            ("get_weather", {"city": "Paris"})], r.tool_calls
        resultat = ToolMessage(get_weather("Paris"), tool_call_id=r.tool_calls[0]["id"])
        fin = avec.invoke([question, r, resultat])
        assert "Sunny in Paris" in _texte(fin), _texte(fin)
        return _texte(fin)

    def structure() -> str:
        options = {"method": methode} if methode else {}
        r = modele.with_structured_output(Profil, **options).invoke(
            "Je m'appelle Camille et je suis dans l'équipe Data.")
        assert isinstance(r, Profil) and (r.name, r.team) == ("Camille", "Data"), r
        return repr(r)

    def historique() -> str:
        premier = HumanMessage("Je suis dans l'équipe Data.")
        r = modele.invoke([premier, modele.invoke([premier]),
                           HumanMessage("Quelle est mon équipe ?")])
        assert "Data" in _texte(r), _texte(r)
        return _texte(r)

    def historique_diffuse() -> str:
        premier = HumanMessage("Je suis dans l'équipe Data.")
        diffuse = _assembler(list(modele.stream([premier])))
        r = modele.invoke([premier, diffuse, HumanMessage("Quelle est mon équipe ?")])
        assert "Data" in _texte(r), _texte(r)
        return _texte(r)

    return [("invoke", invoke), ("stream", stream), ("astream", astream), ("outils", outils),
            ("sortie structurée", structure), ("historique multi-tour", historique),
            ("historique avec réponse diffusée", historique_diffuse)]


# Échecs dont la cause est connue (motif dans l'erreur -> explication affichée avant l'erreur).
EXPLICATIONS = {
    "text content blocks must be non-empty": (
        "LangChain 1.7 suppose qu'une requête sans `thinking` ne reçoit que du texte : sur un "
        "modèle qui réfléchit par défaut, le message diffusé commence par une chaîne vide, qu'il "
        "renvoie en bloc texte vide ; le vrai service refuse aussi. Contournement : "
        "thinking={'type': 'adaptive'} (ligne suivante)"),
}


def relever(modele: Any, methode: str | None = None) -> list[tuple[str, str, str]]:
    """Lance chaque vérification : (nom, ok/échec, constat ou raison)."""
    lignes = []
    for nom, verifier in verifications(modele, methode):
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                constat = verifier()
            lignes.append((nom, "ok", constat.replace("\n", " ")[:90]))
        except Exception as exc:  # un relevé : toute erreur devient une ligne du tableau
            texte = str(exc).replace("\n", " ")
            connue = next((e for m, e in EXPLICATIONS.items() if m in texte), "")
            lignes.append((nom, "échec", (f"{connue} — " if connue else "")
                           + f"{type(exc).__name__}: {texte}"[:220]))
    return lignes


def tableau(titre: str, lignes: list[tuple[str, str, str]]) -> str:
    """Tableau Markdown (vérification | résultat | constat) et le décompte."""
    n_ok = sum(1 for _, e, _ in lignes if e == "ok")
    texte = [f"### {titre} : {n_ok}/{len(lignes)} réussis", "",
             "| vérification | résultat | constat ou raison |", "|---|---|---|"]
    texte += [f"| {n} | {e} | {r.replace('|', '/')} |" for n, e, r in lignes]
    return "\n".join(texte)


def main(argv: list[str] | None = None) -> int:
    """Démarre `python -m modele_local`, relève chaque client, affiche les tableaux."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--serveur", default=sys.executable,
                        help="Python qui lance `-m modele_local` (celui du venv du cours)")
    args = parser.parse_args(argv)
    from langchain_anthropic import ChatAnthropic
    from langchain_google_genai import ChatGoogleGenerativeAI

    with serveur_local(args.serveur, "--deterministe") as url:
        if url is None:
            return 2
        versions = ", ".join(f"{p} {importlib.metadata.version(p)}" for p in (
            "langchain-anthropic", "langchain-google-genai", "langchain-core", "anthropic",
            "google-genai"))
        print(f"{versions} — modèle local sur {url}\n")
        clients = [  # Sonnet 5.5 refuse l'outil forcé : sortie structurée par output_config.format
            ("ChatAnthropic(model='claude-sonnet-4-6')", None, ChatAnthropic(
                model="claude-sonnet-4-6", base_url=url, api_key="cle-du-modele-local",
                max_retries=0, max_tokens=300)),
            ("ChatAnthropic(model='claude-sonnet-5-5'), réflexion par défaut", "json_schema",
             ChatAnthropic(model="claude-sonnet-5-5", base_url=url,
                           api_key="cle-du-modele-local", max_retries=0, max_tokens=300)),
            ("ChatAnthropic(model='claude-sonnet-5-5', thinking={'type': 'adaptive'})",
             "json_schema", ChatAnthropic(model="claude-sonnet-5-5", base_url=url,
                                          api_key="cle-du-modele-local", max_retries=0,
                                          max_tokens=300, thinking={"type": "adaptive"})),
            ("ChatGoogleGenerativeAI(model='gemini-3.8-flash')", None, ChatGoogleGenerativeAI(
                model="gemini-3.8-flash", base_url=url, google_api_key="cle-du-modele-local",
                max_retries=0)),
        ]
        for titre, methode, modele in clients:
            print(tableau(titre + (f", with_structured_output(method={methode!r})"
                                   if methode else ""), relever(modele, methode)))
            print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
