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

Ce que nous prenons au SDK anthropic 2.14, et pourquoi : `BetaAbstractMemoryTool`
(`anthropic.lib.tools`, public) pour brancher ce back end sur `client.beta.messages.tool_runner`
(`pour_sdk()`), et les formats de réponse de son exemple `BetaLocalFilesystemMemoryTool` (ceux
que Claude a appris à lire). Nous n'héritons PAS de ce dernier : il vit dans un module privé
(`_beta_builtin_memory_tool`), il accepte un lien symbolique planté dans la racine tant qu'il
pointe dedans, ne borne pas la taille des fichiers, et `import contexte` ne doit pas importer
anthropic. Les écritures passent par `contexte.disque.ecrire_atomique` (leçon 02).
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path
from typing import Any

from .disque import ecrire_atomique
from .memoire_chemins import PREFIXE, ErreurMemoire, RefusChemin, lire_confine, relatif, sur_disque
from .memoire_secrets import contient_un_secret

LARGEUR = 6                     # numéros de ligne alignés comme l'outil de référence
ENTETE_DOSSIER = ("Here're the files and directories up to 2 levels deep in {}, excluding hidden "
                  "items and node_modules:")
COMMANDES = {"view": ("path",), "create": ("path", "file_text"),
             "str_replace": ("path", "old_str", "new_str"),
             "insert": ("path", "insert_line", "insert_text"), "delete": ("path",),
             "rename": ("old_path", "new_path")}


def taille(octets: int) -> str:
    """Taille lisible, comme `du -h` : `taille(1536) -> '1.5K'`."""
    for unite in ("B", "K", "M"):
        if octets < 1024:
            entier = unite == "B" or octets == int(octets)
            return f"{int(octets)}{unite}" if entier else f"{octets:.1f}{unite}"
        octets /= 1024
    return f"{octets:.1f}G"


def broyer(chemin: Path) -> None:
    """Écrase un fichier de zéros (fsync) puis le supprime : ses octets ne restent pas sur disque
    (au mieux : un SSD ou un système de fichiers journalisé peut garder une copie ailleurs)."""
    with open(chemin, "r+b") as f:
        f.write(b"\0" * os.fstat(f.fileno()).st_size)
        f.flush()
        os.fsync(f.fileno())
    chemin.unlink()


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

    # --- lecture ---------------------------------------------------------------------------
    def _view(self, c: dict) -> str:
        chemin, morceaux = self._chemin(c["path"])
        virtuel = "/".join((PREFIXE, *morceaux))
        if chemin.is_dir():
            lignes = [f"{taille(self._poids(chemin))}\t{virtuel}"]
            for sous in self._arbre(chemin, 2):
                rel = sous.relative_to(chemin).as_posix()
                poids = taille(self._poids(sous) if sous.is_dir() else sous.stat().st_size)
                lignes.append(f"{poids}\t{virtuel}/{rel}{'/' if sous.is_dir() else ''}")
            return ENTETE_DOSSIER.format(virtuel) + "\n" + "\n".join(lignes)
        texte = lire_confine(chemin, virtuel, self.max_octets_total)
        lignes = texte.removesuffix("\n").split("\n")
        debut, fin = 1, len(lignes)
        if c.get("view_range"):
            debut, fin = c["view_range"]
            fin = len(lignes) if fin == -1 else fin
        numerotees = [f"{k:>{LARGEUR}}\t{lignes[k - 1]}" for k in range(max(1, debut), fin + 1)
                      if k <= len(lignes)]
        return f"Here's the content of {virtuel} with line numbers:\n" + "\n".join(numerotees)

    def _arbre(self, dossier: Path, niveaux: int) -> list[Path]:
        """Fichiers et dossiers visibles sur `niveaux` niveaux, liens symboliques ignorés."""
        sortie = []
        for sous in sorted(dossier.iterdir()):
            if sous.name.startswith(".") or sous.name == "node_modules" or sous.is_symlink():
                continue
            sortie.append(sous)
            if sous.is_dir() and niveaux > 1:
                sortie += self._arbre(sous, niveaux - 1)
        return sortie

    def _poids(self, dossier: Path) -> int:
        return sum(p.stat().st_size for p in dossier.rglob("*") if p.is_file()
                   and not p.is_symlink())

    # --- écriture --------------------------------------------------------------------------
    def _ecrire(self, chemin: Path, virtuel: str, texte: str) -> None:
        if contient_un_secret(texte):
            raise ErreurMemoire(f"Refusé : le texte pour {virtuel} contient un secret (clé d'API, "
                                "mot de passe…). La mémoire n'en garde jamais ; écrivez sans.")
        octets = len(texte.encode("utf-8"))
        if octets > self.max_octets_fichier:
            raise ErreurMemoire(f"Fichier {virtuel} trop gros ({octets} octets > "
                                f"{self.max_octets_fichier}) : gardez un fichier court par sujet.")
        ancien = chemin.stat().st_size if chemin.is_file() else 0
        if self._poids(self.racine) - ancien + octets > self.max_octets_total:
            raise ErreurMemoire(f"Mémoire pleine ({self.max_octets_total} octets au plus) : "
                                "supprimez ou condensez des fichiers avant d'en écrire.")
        dossier = self.racine
        for m in chemin.relative_to(self.racine).parts[:-1]:
            dossier = dossier / m
            if not dossier.exists():
                dossier.mkdir(mode=0o700)
        ecrire_atomique(chemin, texte)

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
        self._supprimer(chemin)
        return f"Successfully deleted {c['path']}"

    def _supprimer(self, chemin: Path) -> None:
        if chemin.is_dir():
            for sous in chemin.rglob("*"):
                if sous.is_file() and not sous.is_symlink():
                    broyer(sous)
            shutil.rmtree(chemin)
        else:
            broyer(chemin)

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
            self._supprimer(sous) if not sous.is_symlink() else sous.unlink()
        return len(fichiers)

    def pour_sdk(self) -> Any:
        """Ce back end sous la forme d'un `BetaAbstractMemoryTool` du SDK (pour `tool_runner`)."""
        from anthropic.lib.tools import BetaAbstractMemoryTool, ToolError

        outil = self

        class MemoireConfinee(BetaAbstractMemoryTool):
            def execute(self, command: Any) -> str:
                donnees = command if isinstance(command, dict) else command.to_dict()
                try:
                    return outil.executer(donnees)
                except ErreurMemoire as e:
                    raise ToolError(str(e)) from None

            view = create = str_replace = insert = delete = rename = execute

        return MemoireConfinee()


__all__ = ["ErreurMemoire", "OutilMemoire", "RefusChemin"]
