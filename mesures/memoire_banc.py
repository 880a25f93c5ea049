"""Une stratégie du banc inter-sessions (`mesures.memoire_sessions`) : `Banc`.

Ce qu'elle fait à la fin d'une session (extraction des faits, résumé reporté, historique) et comment
elle répond à une question posée au début de la session suivante ; l'outil mémoire passe par la
boucle client (`Banc.boucle`). Les noms des cinq stratégies : `mesures.memoire_sessions.STRATEGIES`.
"""

from __future__ import annotations

import itertools
from pathlib import Path

from contexte import SUMMARY_PROMPT
from contexte.appel_llm import delimiter_tours, llm_summarizer
from contexte.memoire import CONSIGNE_EXTRACTION, MemoireLongTerme, prompt_extraction, tours_de
from contexte.outil_memoire import OutilMemoire
from cours.clients import MODELE_ANTHROPIC

OUTIL = [{"type": "memory_20250818", "name": "memory"}]


def _texte(r) -> str:
    return " ".join(b.text for b in r.content if b.type == "text")


class Banc:
    """Une stratégie : ce qu'elle fait à la fin d'une session, et comment elle répond."""

    def __init__(self, nom: str, client, dossier: Path) -> None:
        dossier.mkdir(parents=True, exist_ok=True)
        self.nom, self.client = nom, client
        self.resume, self.historique, self.entretien = "", [], 0
        horloge = (f"2026-12-01T00:{n // 60:02d}:{n % 60:02d}" for n in itertools.count())
        self.mem = (MemoireLongTerme(f"sqlite:///{dossier}/m.db", horloge=lambda: next(horloge))
                    if nom == "magasin de faits" else None)   # horloge fixe : banc reproductible
        self.outil = OutilMemoire(dossier / "memoires") if nom == "outil mémoire" else None

    def _compter(self, systeme: str, contenu: str) -> int:
        return self.client.messages.count_tokens(
            model=MODELE_ANTHROPIC, system=systeme,
            messages=[{"role": "user", "content": contenu}]).input_tokens

    def _creer(self, **kw):
        return self.client.messages.create(model=MODELE_ANTHROPIC, max_tokens=600, **kw)

    def boucle(self, messages: list[dict]) -> tuple[str, int, list]:
        """La boucle client de l'outil mémoire : (réponse, tokens d'entrée, réponses brutes)."""
        jetons, brutes = 0, []
        while True:
            r = self._creer(messages=messages, tools=OUTIL)
            jetons, brutes = jetons + r.usage.input_tokens, brutes + [r]
            messages.append({"role": "assistant", "content": r.content})
            appels = [b for b in r.content if b.type == "tool_use"]
            if not appels:
                return _texte(r), jetons, brutes
            messages.append({"role": "user", "content": [self.outil.resultat(b) for b in appels]})

    def vivre(self, k: int, textes: list[str]) -> None:
        """La session k : Camille dit ses phrases ; la stratégie fait son entretien."""
        session = []
        for t in textes:
            if self.outil is not None:
                _, jetons, _ = self.boucle([{"role": "user", "content": t}])
                self.entretien += jetons
            session += [{"role": "user", "content": t}, {"role": "assistant", "content": "D'accord."}]
        if self.mem is not None:
            tours = tours_de(session)
            self.entretien += self._compter(CONSIGNE_EXTRACTION, prompt_extraction(self.mem.faits("camille"),
                                                                         tours))
            self.mem.extraire(self.client, "camille", session, session=f"s{k}")
        if self.nom == "résumé reporté":
            tours = [("user" if m["role"] == "user" else "model", m["content"]) for m in session]
            self.entretien += self._compter(SUMMARY_PROMPT, delimiter_tours(self.resume, tours))
            self.resume = llm_summarizer(self.client)(self.resume, tours)
        self.historique += session

    def demander(self, question: str) -> tuple[str, int, str]:
        """(réponse, tokens d'entrée, tout ce qui a été envoyé) pour une question en session neuve."""
        q = [{"role": "user", "content": question}]
        if self.outil is not None:
            texte, jetons, brutes = self.boucle(q)
            return texte, jetons, repr(q) + repr([x.model_dump() for x in brutes])
        systeme = {"résumé reporté": self.resume,
                   "magasin de faits": self.mem.rappel("camille") if self.mem else ""}.get(self.nom, "")
        messages = (self.historique if self.nom == "historique complet" else []) + q
        r = self._creer(messages=messages, **({"system": systeme} if systeme else {}))
        return _texte(r), r.usage.input_tokens, systeme + repr(messages)
