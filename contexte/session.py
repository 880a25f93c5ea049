"""Persister une conversation : des blocs du SDK vers du JSON, et une session sur disque.

    >>> s = Session("camille.json"); s.messages.append({"role": "user", "content": "Bonjour"}); s.save()
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from .blocs import champ
from .disque import (
    ConflitEcriture,
    FichierInvalide,
    decoder_json,
    ecrire_atomique,
    lire_octets,
    nettoyer_temporaires,
    verifier_utf8,
)
from .verrou import verrou

ROLES_API = ("user", "assistant")


def serialize_content(content: Iterable[Any]) -> list[dict]:
    """Convertit les blocs d'une réponse du SDK anthropic en dicts JSON, renvoyables tels quels à l'API.

    On aiguille sur `block.type` (pas sur `isinstance`) et on garde, dans l'ordre : le texte, les
    appels d'outils, et les blocs de raisonnement `thinking` (avec leur `signature`) et
    `redacted_thinking` (avec `data`) — l'API les exige en tête du dernier tour assistant quand la
    réflexion étendue est utilisée avec des outils. Un type inconnu est ignoré sans erreur.

        [TextBlock(text="Bonjour"), ToolUseBlock(id="t1", name="meteo", input={})]
        -> [{"type": "text", "text": "Bonjour"},
            {"type": "tool_use", "id": "t1", "name": "meteo", "input": {}}]
    """
    blocs: list[dict] = []
    if content is None or isinstance(content, (str, bytes, dict)):
        raise TypeError(f"serialize_content attend la liste des blocs d'une réponse "
                        f"(reponse.content), pas {type(content).__name__}.")
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


def verifier_messages(messages: Any, origine: str) -> None:
    """Lève `FichierInvalide` si `messages` n'a pas la forme d'une liste de messages de l'API.

    Forme attendue : `[{"role": "user" | "assistant", "content": str | [{"type": ...}, ...]}, ...]`.
    """
    def erreur(detail: str) -> FichierInvalide:
        return FichierInvalide(f"{origine} : {detail}")

    if not isinstance(messages, list):
        raise erreur(f"une liste de messages est attendue, pas {type(messages).__name__}.")
    for i, m in enumerate(messages):
        if not isinstance(m, dict):
            raise erreur(f"le message n°{i} devrait être un objet {{role, content}}, "
                         f"pas {type(m).__name__}.")
        if m.get("role") not in ROLES_API:
            raise erreur(f"le message n°{i} a le rôle {m.get('role')!r} ; "
                         "rôles possibles : 'user' ou 'assistant'.")
        contenu = m.get("content")
        if isinstance(contenu, str):
            continue
        if not isinstance(contenu, list) or not all(
            isinstance(b, dict) and isinstance(b.get("type"), str) for b in contenu
        ):
            raise erreur(f"le message n°{i} doit avoir un 'content' texte ou une liste de blocs "
                         "{'type': ...} (utilisez serialize_content sur les blocs du SDK).")


def _empreinte(path: Path) -> str | None:
    """Empreinte du contenu sur disque (None si le fichier n'existe pas)."""
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except (FileNotFoundError, NotADirectoryError):  # « /etc/passwd/s.json » : absent aussi
        return None


def _refuser_non_json(valeur: object) -> None:
    """Appelée par json.dumps sur une valeur qu'il ne sait pas écrire (set, objet du SDK…)."""
    raise FichierInvalide(
        f"Session non enregistrée : un message contient un objet {type(valeur).__name__}, que "
        "JSON ne sait pas écrire. Passez les blocs du SDK par serialize_content ; dans un bloc, "
        "n'utilisez que des dicts, listes, textes, nombres, booléens et None."
    )


def _chemin(path: object) -> Path:
    """`Path(path)`, avec un message en français si `path` n'est pas un chemin."""
    if not isinstance(path, (str, os.PathLike)):
        raise TypeError(f"Le chemin d'une session doit être un str ou un Path, pas "
                        f"{type(path).__name__} : par exemple Session('camille.json').")
    return Path(path)


class Session:
    """Une conversation persistée dans un fichier JSON, relue à l'ouverture.

    `save()` est atomique et durable (voir `contexte.disque`). Si quelqu'un d'autre a modifié le
    fichier depuis qu'on l'a lu, `save()` lève `ConflitEcriture` au lieu d'écraser son travail ;
    pour que plusieurs processus écrivent à tour de rôle, utilisez `Session.verrouillee(path)`.

        >>> s = Session("camille.json")   # fichier absent -> s.messages == []
    """

    def __init__(self, path: str | Path) -> None:
        self.path = _chemin(path)
        self._verrou_tenu = False
        self.messages: list[dict] = self._charger()

    def _charger(self) -> list[dict]:
        self._lu = None  # empreinte de ce qu'on a lu : save() vérifie que le disque n'a pas changé
        if not self.path.exists() and not self.path.is_symlink():
            return []
        brut = lire_octets(self.path, "la session")
        self._lu = hashlib.sha256(brut).hexdigest()  # les mêmes octets que ceux qu'on décode
        donnees = decoder_json(brut, self.path, "la session")
        verifier_messages(donnees, str(self.path))
        return donnees

    def save(self) -> None:
        """Écrit les messages sur disque ; en cas d'échec, le fichier précédent reste intact."""
        verifier_messages(self.messages, "Session non enregistrée")
        texte = json.dumps(self.messages, ensure_ascii=False, indent=1, default=_refuser_non_json)
        verifier_utf8(texte, "Session non enregistrée")
        with contextlib.nullcontext() if self._verrou_tenu else verrou(self.path):
            if _empreinte(self.path) != self._lu:
                raise ConflitEcriture(
                    f"{self.path} a été modifié par un autre écrivain (un autre processus ou une autre "
                    "Session) depuis que cette session l'a lu : l'enregistrer maintenant effacerait "
                    "ses messages. Rouvrez la session (Session(path)), refaites votre ajout, puis "
                    "save() ; ou utilisez "
                    "Session.verrouillee(path) pour que les écrivains passent chacun leur tour."
                )
            nettoyer_temporaires(self.path)
            ecrire_atomique(self.path, texte)
            self._lu = hashlib.sha256(texte.encode("utf-8")).hexdigest()

    @classmethod
    @contextlib.contextmanager
    def verrouillee(cls, path: str | Path) -> Iterator[Session]:
        """Ouvre la session en tenant un verrou exclusif jusqu'à la sortie du bloc `with`.

            >>> with Session.verrouillee("camille.json") as s:
            ...     s.messages.append({"role": "user", "content": "Et demain ?"}); s.save()
        """
        with verrou(_chemin(path)):
            session = cls.__new__(cls)
            session.path, session._verrou_tenu = _chemin(path), True
            session.messages = session._charger()
            try:
                yield session
            finally:
                session._verrou_tenu = False  # hors du bloc, save() reprend le verrou lui-même

    def __repr__(self) -> str:
        return f"Session({str(self.path)!r}, {len(self.messages)} messages)"


__all__ = ["ConflitEcriture", "FichierInvalide", "Session", "serialize_content", "verifier_messages"]
