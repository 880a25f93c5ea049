"""Persister une conversation : des blocs du SDK vers du JSON, et une session sur disque.

    >>> s = Session("camille.json")            # fichier absent : une session vide
    >>> s.messages.append({"role": "user", "content": "Bonjour"})
    >>> s.save()                               # écriture atomique et durable (contexte.disque)
    >>> Session("camille.json").messages       # relue au prochain lancement
    [{'role': 'user', 'content': 'Bonjour'}]

Le verrou entre processus, la détection des conflits et les erreurs de lecture en français
sont dans `contexte.disque`, après l'écriture atomique : on peut les sauter en première lecture.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from .disque import (
    decoder_json,
    ecrire_atomique,
    empreinte,
    en_json,
    lire_si_present,
    nettoyer_temporaires,
    refuser_si_modifie,
    verrou,
)
from .erreurs import FichierInvalide, MessagesInvalides, chemin, verifier_messages
from .messages import champ


def serialize_content(content: Iterable[Any]) -> list[dict]:
    """Convertit les blocs d'une réponse du SDK anthropic en dicts JSON, renvoyables tels quels à l'API.

    On aiguille sur `block.type` (pas sur `isinstance`) et on garde, dans l'ordre : le texte, les
    appels d'outils, et les blocs de raisonnement `thinking` (avec leur `signature`) et
    `redacted_thinking` (avec `data`) — l'API les exige en tête du dernier message assistant quand la
    réflexion étendue est utilisée avec des outils. Un type inconnu est ignoré sans erreur.

        >>> from anthropic.types import TextBlock, ToolUseBlock
        >>> serialize_content([TextBlock(type="text", text="Je regarde."),
        ...                    ToolUseBlock(type="tool_use", id="t1", name="meteo", input={})])
        [{'type': 'text', 'text': 'Je regarde.'},
         {'type': 'tool_use', 'id': 't1', 'name': 'meteo', 'input': {}}]
    """
    if content is None or isinstance(content, (str, bytes, dict)):
        raise TypeError(f"serialize_content attend la liste des blocs d'une réponse "
                        f"(reponse.content), pas {type(content).__name__}.")
    blocs: list[dict] = []
    for bloc in content:
        match champ(bloc, "type"):
            case "text":
                blocs.append({"type": "text", "text": champ(bloc, "text")})
            case "tool_use":
                blocs.append({"type": "tool_use", "id": champ(bloc, "id"),
                              "name": champ(bloc, "name"), "input": champ(bloc, "input")})
            case "thinking":
                blocs.append({"type": "thinking", "thinking": champ(bloc, "thinking"),
                              "signature": champ(bloc, "signature")})
            case "redacted_thinking":
                blocs.append({"type": "redacted_thinking", "data": champ(bloc, "data")})
            case _:
                pass  # bloc inconnu (ou propre à un outil serveur) : rien à renvoyer
    # Aller-retour JSON : garantit un résultat sérialisable, sans objet du SDK caché dans `input`.
    return json.loads(json.dumps(blocs, ensure_ascii=False))


class Session:
    """Une conversation persistée dans un fichier JSON, relue à l'ouverture.

    `save()` est atomique et durable. Si quelqu'un d'autre a modifié le fichier depuis qu'on l'a
    lu, `save()` lève `ConflitEcriture` au lieu d'écraser son travail ; pour que plusieurs
    processus écrivent à tour de rôle, utilisez `Session.verrouillee(path)`.
    """

    def __init__(self, path: str | Path) -> None:
        self.path = chemin(path)
        self._verrou_tenu = False
        brut = lire_si_present(self.path, "la session")  # None : pas encore de fichier
        self._lu = empreinte(brut)  # ce qu'on a lu : save() vérifie que le disque n'a pas changé
        self.messages: list[dict] = []
        if brut is not None:
            self.messages = decoder_json(brut, self.path, "la session")
            try:
                verifier_messages(self.messages, str(self.path))
            except MessagesInvalides as e:  # venu du fichier : c'est le fichier qui est invalide
                raise FichierInvalide(str(e)) from None

    def save(self) -> None:
        """Écrit les messages sur disque ; en cas d'échec, le fichier précédent reste intact."""
        verifier_messages(self.messages, "Session non enregistrée")
        texte = en_json(self.messages, "Session non enregistrée")
        with contextlib.nullcontext() if self._verrou_tenu else verrou(self.path):
            refuser_si_modifie(self.path, self._lu)  # un autre rédacteur est passé : ConflitEcriture
            nettoyer_temporaires(self.path)           # les restes d'un rédacteur tué en route
            ecrire_atomique(self.path, texte)
        self._lu = empreinte(texte.encode("utf-8"))

    @classmethod
    @contextlib.contextmanager
    def verrouillee(cls, path: str | Path) -> Iterator[Session]:
        """Ouvre la session en tenant un verrou exclusif jusqu'à la sortie du bloc `with`.

            >>> with Session.verrouillee("camille.json") as s:
            ...     s.messages.append({"role": "user", "content": "Et demain ?"})
            ...     s.save()
            >>> len(Session("camille.json").messages)
            1
        """
        with verrou(chemin(path)):
            session = cls(path)  # relue verrou tenu : personne n'écrit entre la lecture et save()
            session._verrou_tenu = True
            try:
                yield session
            finally:
                session._verrou_tenu = False  # hors du bloc, save() reprend le verrou lui-même

    def __repr__(self) -> str:
        return f"Session({str(self.path)!r}, {len(self.messages)} messages)"

