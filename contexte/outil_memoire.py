"""Le back end de l'outil mémoire de Claude (`memory_20250818`), confiné dans un dossier (leçon 11).

L'outil mémoire est un outil CLIENT : Claude demande `view`, `create`, `str_replace`, `insert`,
`delete` ou `rename` sur des chemins `/memories/…`, et c'est l'application qui exécute et renvoie
le résultat dans un `tool_result`. Doc lue le 2026-12-01 :
platform.claude.com/docs/en/agents-and-tools/tool-use/memory-tool (statut « stable » : plus
d'en-tête bêta à envoyer ; l'aide du SDK reste dans l'espace `beta`).

    >>> outil = OutilMemoire("racine")
    >>> outil.executer({"command": "create", "path": "/memories/equipe.md",
    ...                 "file_text": "Équipe : Plateforme\\n"})
    'File created successfully at: /memories/equipe.md'
    >>> outil.executer({"command": "view", "path": "/memories/equipe.md"}).splitlines()
    ["Here's the content of /memories/equipe.md with line numbers:", '     1\\tÉquipe : Plateforme']

Ce que nous prenons au SDK anthropic, et pourquoi : voir `contexte.memoire_sdk`. Confinement :
`memoire_chemins` ; gestes de fichier (écriture atomique de la leçon 02) : `memoire_fichiers`.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from .memoire_chemins import PREFIXE, ErreurMemoire, RefusChemin, lire_confine, relatif, sur_disque
from .memoire_fichiers import ecrire_borne, supprimer, vue

COMMANDES = {"view": ("path",), "create": ("path", "file_text"),
             "str_replace": ("path", "old_str", "new_str"),
             "insert": ("path", "insert_line", "insert_text"), "delete": ("path",),
             "rename": ("old_path", "new_path")}


class OutilMemoire:
    """Les six commandes de l'outil mémoire, sous `racine` (qui joue le rôle de /memories)."""

    def __init__(self, racine: str | Path, max_octets_fichier: int = 16_000,
                 max_octets_total: int = 256_000) -> None:
        Path(racine).mkdir(mode=0o700, parents=True, exist_ok=True)
        self.racine = Path(os.path.realpath(racine))
        self.max_octets_fichier, self.max_octets_total = max_octets_fichier, max_octets_total

    def _chemin(self, virtuel: Any) -> tuple[Path, tuple[str, ...]]:
        morceaux = relatif(virtuel)
        return sur_disque(self.racine, morceaux, virtuel), morceaux

    def executer(self, commande: dict) -> str:
        """Exécute une commande (l'`input` d'un `tool_use`) ; `ErreurMemoire` si impossible."""
        nom = commande.get("command") if isinstance(commande, dict) else None
        if nom not in COMMANDES:
            raise ErreurMemoire(f"Commande inconnue : {nom!r} (attendu : {', '.join(COMMANDES)}).")
        manquants = [p for p in COMMANDES[nom] if p not in commande]
        if manquants:
            raise ErreurMemoire(f"Paramètre manquant pour {nom} : {', '.join(manquants)}.")
        return getattr(self, "_" + nom)(commande)

    def resultat(self, appel: Any) -> dict:
        """Le bloc `tool_result` qui répond à un `tool_use` (objet du SDK ou dict) ; erreur incluse."""
        bloc = appel if isinstance(appel, dict) else appel.model_dump()
        try:
            return {"type": "tool_result", "tool_use_id": bloc["id"],
                    "content": self.executer(bloc["input"])}
        except ErreurMemoire as e:
            return {"type": "tool_result", "tool_use_id": bloc["id"], "content": str(e),
                    "is_error": True}

    def _view(self, c: dict) -> str:
        chemin, morceaux = self._chemin(c["path"])
        virtuel = "/".join((PREFIXE, *morceaux))
        texte = None if chemin.is_dir() else lire_confine(chemin, virtuel, self.max_octets_total)
        return vue(chemin, virtuel, texte, c.get("view_range"))

    def _ecrire(self, chemin: Path, virtuel: str, texte: str) -> None:
        ecrire_borne(self.racine, chemin, virtuel, texte, self.max_octets_fichier,
                     self.max_octets_total)

    def _fichier(self, virtuel: Any) -> tuple[Path, str, str]:
        chemin, morceaux = self._chemin(virtuel)
        if not chemin.exists():
            raise ErreurMemoire(f"The path {virtuel} does not exist. Please provide a valid path.")
        if not chemin.is_file():
            raise ErreurMemoire(f"The path {virtuel} is not a file.")
        return chemin, virtuel, lire_confine(chemin, virtuel, self.max_octets_total)

    def _create(self, c: dict) -> str:
        chemin, morceaux = self._chemin(c["path"])
        if not morceaux or chemin.is_dir():
            raise ErreurMemoire(f"The path {c['path']} is a directory.")
        self._ecrire(chemin, c["path"], str(c["file_text"]))
        return f"File created successfully at: {c['path']}"

    def _str_replace(self, c: dict) -> str:
        chemin, virtuel, texte = self._fichier(c["path"])
        n = texte.count(c["old_str"]) if c["old_str"] else 0
        if n != 1:
            quoi = "did not appear verbatim in" if n == 0 else f"appears {n} times in"
            raise ErreurMemoire(f"No replacement was performed, old_str `{c['old_str']}` {quoi} "
                                f"{virtuel}.")
        self._ecrire(chemin, virtuel, texte.replace(c["old_str"], str(c["new_str"])))
        return "The memory file has been edited."

    def _insert(self, c: dict) -> str:
        chemin, virtuel, texte = self._fichier(c["path"])
        lignes = texte.split("\n")[:-1] if texte.endswith("\n") else texte.split("\n")
        n = c["insert_line"]
        if not isinstance(n, int) or not 0 <= n <= len(lignes):
            raise ErreurMemoire(f"Invalid `insert_line` parameter: {n}. It should be within the "
                                f"range [0, {len(lignes)}].")
        lignes.insert(n, str(c["insert_text"]).rstrip("\n"))
        self._ecrire(chemin, virtuel, "\n".join(lignes) + "\n")
        return f"The file {virtuel} has been edited."

    def _delete(self, c: dict) -> str:
        chemin, morceaux = self._chemin(c["path"])
        if not morceaux:
            raise ErreurMemoire("Cannot delete the /memories directory itself")
        if not chemin.exists():
            raise ErreurMemoire(f"The path {c['path']} does not exist")
        supprimer(chemin)
        return f"Successfully deleted {c['path']}"

    def _rename(self, c: dict) -> str:
        ancien, m_ancien = self._chemin(c["old_path"])
        nouveau, m_nouveau = self._chemin(c["new_path"])
        if not m_ancien or not m_nouveau:
            raise ErreurMemoire("Cannot rename the /memories directory itself")
        if not ancien.exists():
            raise ErreurMemoire(f"The path {c['old_path']} does not exist")
        if nouveau.exists():
            raise ErreurMemoire(f"The destination {c['new_path']} already exists")
        if m_nouveau[:len(m_ancien)] == m_ancien:
            raise ErreurMemoire("Impossible de déplacer un dossier dans lui-même.")
        nouveau.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        os.rename(ancien, nouveau)
        return f"Successfully renamed {c['old_path']} to {c['new_path']}"

    def tout_effacer(self) -> int:
        """Efface toute la mémoire (fichiers broyés) ; renvoie le nombre de fichiers effacés."""
        fichiers = [p for p in self.racine.rglob("*") if p.is_file() and not p.is_symlink()]
        for sous in list(self.racine.iterdir()):
            supprimer(sous) if not sous.is_symlink() else sous.unlink()
        return len(fichiers)

    def pour_sdk(self) -> Any:
        """Ce back end vu comme un `BetaAbstractMemoryTool` du SDK (pour `tool_runner`)."""
        from .memoire_sdk import vers_sdk

        return vers_sdk(self)

__all__ = ["ErreurMemoire", "OutilMemoire", "RefusChemin"]
