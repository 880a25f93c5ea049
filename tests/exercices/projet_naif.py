"""Le projet naïf, celui dont part la leçon 13 (sa section 1) : il respecte le contrat, et c'est tout.

Une liste de messages par utilisateur, toute envoyée à chaque tour ; un fichier JSON à côté de
l'URL, réécrit en entier après chaque tour (sans écriture atomique ni fsync) : il « se souvient »
d'un processus à l'autre, ou presque. Rien d'autre : pas de budget, pas de cache de préfixe, pas
de masquage des secrets, pas de faits (le fait d'un collègue se mêle aux siens, une valeur
périmée reste), `oublier` ne fait rien, `effacer_utilisateur` retire l'utilisateur du fichier
mais laisse tout le reste. La correction doit lui donner une note basse.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

MODELE_ANTHROPIC, MODELE_GEMINI = "claude-sonnet-5-5", "gemini-3.8-flash"


class Assistant:
    """Le plus simple qui réponde : tout l'historique de l'utilisateur, à chaque tour."""

    def __init__(self, client: Any, url: str, budget_tokens: int = 8000) -> None:
        self.client = client
        self.gemini = type(client).__module__.startswith("google")
        nom = url.split("///", 1)[-1] if "://" in url else str(Path(url) / "naif")
        self.fichier = Path(nom + ".naif.json")
        self.historiques: dict[str, list[dict]] = (
            json.loads(self.fichier.read_text(encoding="utf-8")) if self.fichier.exists() else {})

    def repondre(self, utilisateur: str, session: str, texte: str) -> str:
        messages = self.historiques.setdefault(utilisateur, [])
        messages.append({"role": "user", "content": texte})
        if self.gemini:
            contenus = [{"role": "user" if m["role"] == "user" else "model",
                         "parts": [{"text": m["content"]}]} for m in messages]
            r = self.client.models.generate_content(model=MODELE_GEMINI, contents=contenus)
            reponse = r.text or ""
        else:
            r = self.client.messages.create(model=MODELE_ANTHROPIC, max_tokens=1024,
                                            messages=messages)
            reponse = "".join(b.text for b in r.content if b.type == "text")
        messages.append({"role": "assistant", "content": reponse})
        os.makedirs(self.fichier.parent, exist_ok=True)
        self.fichier.write_text(json.dumps(self.historiques, ensure_ascii=False), encoding="utf-8")
        return reponse

    def fin_de_session(self, utilisateur: str, session: str) -> None:
        pass

    def oublier(self, utilisateur: str, quoi: str) -> None:
        pass

    def effacer_utilisateur(self, utilisateur: str) -> None:
        self.historiques.pop(utilisateur, None)
        self.fichier.write_text(json.dumps(self.historiques, ensure_ascii=False), encoding="utf-8")
