"""Brancher le back end `OutilMemoire` sur l'aide du SDK anthropic (leçon 11).

Ce que nous prenons au SDK anthropic 2.14, et pourquoi :
- `BetaAbstractMemoryTool` (`anthropic.lib.tools`, public) : sa méthode `to_dict()` déclare
  l'outil (`{"type": "memory_20250818", "name": "memory"}`) et `client.beta.messages.tool_runner`
  sait l'appeler ; nous n'y mettons que le renvoi vers `OutilMemoire.executer`, et une erreur de
  notre back end devient un `ToolError` (le `tool_result` part avec `is_error: true`) ;
- les formats de réponse de son exemple `BetaLocalFilesystemMemoryTool` (ceux que Claude a
  appris à lire), repris dans `memoire_fichiers`.
Nous n'héritons PAS de `BetaLocalFilesystemMemoryTool` : il vit dans un module privé
(`_beta_builtin_memory_tool`), il suit un lien symbolique planté dans la racine tant qu'il pointe
dedans, ne borne pas la taille des fichiers, n'a pas de filtre à secrets, et `import contexte`
ne doit pas importer anthropic (ce module-ci n'est importé qu'à l'appel de `pour_sdk()`).
"""

from __future__ import annotations

from typing import Any

from anthropic.lib.tools import BetaAbstractMemoryTool, ToolError

from .memoire_chemins import ErreurMemoire


class MemoireConfinee(BetaAbstractMemoryTool):
    """L'outil mémoire du SDK, exécuté par un `OutilMemoire` (confiné, borné, sans secret)."""

    def __init__(self, outil: Any) -> None:
        super().__init__()
        self.outil = outil

    def execute(self, command: Any) -> str:
        donnees = command if isinstance(command, dict) else command.to_dict()
        try:
            return self.outil.executer(donnees)
        except ErreurMemoire as e:
            raise ToolError(str(e)) from None

    view = create = str_replace = insert = delete = rename = execute


def vers_sdk(outil: Any) -> MemoireConfinee:
    """`outil` (un `OutilMemoire`) sous la forme attendue par `tool_runner(tools=[…])`."""
    return MemoireConfinee(outil)
