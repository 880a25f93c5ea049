"""La sonde de compréhension par les vrais clients SDK : le chemin qu'emprunte une leçon.

    .venv/bin/python -m mesures.sonde_comprehension --clients [anthropic|gemini]

Mêmes cas, mêmes sessions de dix tours, mêmes notes que `mesures.sonde_comprehension` ; mais
chaque mesure passe par le vrai SDK (`client_anthropic` / `client_gemini`, le modèle local sans
clé) et par le code du cours :

- en contexte : la session (tours de l'utilisateur, « D'accord. » de l'assistant) puis la question ;
- extrait : `MemoireLongTerme.extraire` (sortie structurée, puis la règle du cours) ; juste si le
  fait de l'utilisateur est en mémoire avec sa valeur la plus récente, sans valeur périmée ni
  d'autrui ; pour le fait d'une autre personne : juste s'il n'est PAS en mémoire comme fait de
  l'utilisateur (la règle du cours ne garde que les siens) ;
- rappelé dans une nouvelle session : la question seule, avec `mem.rappel(…)` en système ;
- gardé par le résumé : la session passe par `RollingSummary(llm_summarizer(client), …)` qui
  fond tout dans le résumé ; la question seule, avec ce résumé en système.
"""

from __future__ import annotations

import itertools
import tempfile
from pathlib import Path

from contexte import RollingSummary
from contexte.appel_llm import llm_summarizer, texte_anthropic, texte_gemini
from contexte.memoire import MemoireLongTerme
from cours.clients import MODELE_ANTHROPIC, MODELE_GEMINI, client_anthropic, client_gemini
from mesures.comprehension_cas import Cas, contient, noter, session

UTILISATEUR = "eleve"


class Route:
    """Un fournisseur : son client, et une question posée avec un système et des messages."""

    def __init__(self, nom: str) -> None:
        self.nom = nom
        self.client = client_anthropic(max_retries=0) if nom == "anthropic" else client_gemini(
            max_retries=0)

    def demander(self, systeme: str, messages: list[dict]) -> str:
        if self.nom == "anthropic":
            r = self.client.messages.create(model=MODELE_ANTHROPIC, max_tokens=400,
                                            messages=messages, **({"system": systeme}
                                                                  if systeme else {}))
            return texte_anthropic(r)
        from google.genai import types

        contenus = [types.Content(role="user" if m["role"] == "user" else "model",
                                  parts=[types.Part(text=m["content"])]) for m in messages]
        config = types.GenerateContentConfig(system_instruction=systeme) if systeme else None
        r = self.client.models.generate_content(model=MODELE_GEMINI, contents=contenus,
                                                config=config)
        return texte_gemini(r)


def messages_de(tours: list[str]) -> list[dict]:
    """Les tours de l'utilisateur, chacun suivi d'un « D'accord. » de l'assistant."""
    return [m for t in tours for m in ({"role": "user", "content": t},
                                       {"role": "assistant", "content": "D'accord."})]


def noter_memoire(faits: dict[str, str], c: Cas) -> str:
    """« juste » ou « faux » pour la mémoire de l'utilisateur après extraction (voir le module).

    Pour le fait d'une autre personne, l'utilisateur qui garde SA valeur (`autrui`) est juste,
    comme dans la sonde du moteur (`sonde_comprehension.noter_extraction`) ; jusqu'au douzième
    tour, ce chemin la comptait comme une faute.

        >>> from mesures.comprehension_cas import cas
        >>> c = cas("appareil", "Ma collègue a un Canon, moi un Sony.", "Quel appareil a ma collègue ?",
        ...         "Canon", autrui="Sony", personne="collègue")
        >>> noter_memoire({"appareil": "un Sony"}, c), noter_memoire({"appareil": "un Canon"}, c)
        ('juste', 'faux')
    """
    valeurs = faits.values()
    if c.memoire:   # le sien : la valeur la plus récente, ni périmée ni celle d'un autre
        bon = any(contient(v, c.valeurs) for v in valeurs)
        fautes = any(contient(v, c.perime + c.autrui) for v in valeurs)
    else:           # celui d'un autre : jamais chez l'utilisateur
        bon, fautes = not any(contient(v, c.valeurs) for v in valeurs), False
    return "juste" if bon and not fautes else "faux"


def mesurer_un(c: Cas, route: Route, dossier: Path, k: int) -> dict:
    """Les mesures d'un cas par les clients (mêmes clés que la sonde du moteur)."""
    tours = session(c)
    messages = messages_de(tours)
    sortie = {"sorte": c.sorte, "question": c.question}
    question = {"role": "user", "content": c.question}
    sortie["reponse_contexte"] = route.demander("", [*messages, question])
    sortie["contexte"] = noter(sortie["reponse_contexte"], c)
    horloge = (f"2026-12-01T00:{n // 60:02d}:{n % 60:02d}" for n in itertools.count())
    mem = MemoireLongTerme(f"sqlite:///{dossier}/m{k}.db", horloge=lambda: next(horloge))
    try:
        mem.extraire(route.client, UTILISATEUR, messages, session="s1")
        faits = mem.faits(UTILISATEUR)
        sortie["faits"] = sorted(faits.items())
        if not c.sans_reponse:   # rien n'a été dit : rien à extraire
            sortie["extrait"] = noter_memoire(faits, c)
        if c.memoire:
            sortie["reponse_nouvelle_session"] = route.demander(mem.rappel(UTILISATEUR), [question])
            sortie["nouvelle_session"] = noter(sortie["reponse_nouvelle_session"], c)
    finally:
        mem.fermer()
    conv = RollingSummary(llm_summarizer(route.client), max_turns=len(messages), keep_last=0)
    for m in messages:
        conv.add("user" if m["role"] == "user" else "model",
                 m["content"])
    conv.compacter()
    sortie["reponse_resume"] = route.demander(conv.summary, [question])
    sortie["resume"] = noter(sortie["reponse_resume"], c)
    return sortie


def mesurer_details(cas: list[Cas], fournisseur: str = "anthropic") -> list[dict]:
    """Les mesures de chaque cas par la route `fournisseur`."""
    route = Route(fournisseur)
    with tempfile.TemporaryDirectory() as dossier:
        return [mesurer_un(c, route, Path(dossier), k) for k, c in enumerate(cas)]
