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
import stat
from pathlib import Path
from typing import Any

from .memoire_chemins import (
    O_DOSSIER,
    PREFIXE,
    ErreurMemoire,
    RefusChemin,
    descendre,
    lire_fichier,
    nature,
    ouvrir_dossier,
    relatif,
)
from .memoire_fichiers import (
    ecrire_dans,
    effacer_arbre,
    effacer_fichier,
    lire_compte,
    noter_compte,
    refuser_texte,
    verrou_racine,
    vue_dossier,
    vue_fichier,
)

COMMANDES = {"view": ("path",), "create": ("path", "file_text"),
             "str_replace": ("path", "old_str", "new_str"),
             "insert": ("path", "insert_line", "insert_text"), "delete": ("path",),
             "rename": ("old_path", "new_path")}


class OutilMemoire:
    """Les six commandes de l'outil mémoire, sous `racine` (qui joue le rôle de /memories).

    Chaque commande ouvre la racine, prend son verrou (flock, entre processus), puis parcourt
    les chemins par descripteur de dossier (`memoire_chemins.descendre`) ; le quota (octets ET
    nombre de fichiers) est tenu par un compte mis à jour à chaque geste, verrou tenu."""

    def __init__(self, racine: str | Path, max_octets_fichier: int = 16_000,
                 max_octets_total: int = 256_000, max_fichiers: int = 500) -> None:
        Path(racine).mkdir(mode=0o700, parents=True, exist_ok=True)
        self.racine = Path(os.path.realpath(racine))
        self.max_octets_fichier, self.max_octets_total = max_octets_fichier, max_octets_total
        self.max_fichiers = max_fichiers

    def executer(self, commande: dict) -> str:
        """Exécute une commande (l'`input` d'un `tool_use`) ; `ErreurMemoire` si impossible."""
        nom = commande.get("command") if isinstance(commande, dict) else None
        if nom not in COMMANDES:
            raise ErreurMemoire(f"Commande inconnue : {nom!r} (attendu : {', '.join(COMMANDES)}).")
        manquants = [p for p in COMMANDES[nom] if p not in commande]
        if manquants:
            raise ErreurMemoire(f"Paramètre manquant pour {nom} : {', '.join(manquants)}.")
        return self._sous_verrou(lambda fd: getattr(self, "_" + nom)(fd, commande), nom)

    def _sous_verrou(self, geste: Any, nom: str) -> Any:
        """`geste(fd_racine)`, verrou tenu ; toute erreur du système devient `ErreurMemoire`."""
        try:
            fd = os.open(self.racine, O_DOSSIER)
        except OSError as e:
            raise ErreurMemoire(f"La racine de la mémoire {self.racine} est inutilisable "
                                f"({e.strerror}) : elle doit être un dossier lisible.") from None
        try:
            with verrou_racine(fd):
                return geste(fd)
        except ErreurMemoire:
            raise
        except OSError as e:   # droits, disque plein, course perdue contre un autre processus
            quoi = f" ({os.path.basename(e.filename)})" if isinstance(e.filename, str) else ""
            raise ErreurMemoire(f"{nom} impossible : {e.strerror or e}{quoi}. Vérifiez les "
                                "droits et la place, puis réessayez.") from None
        finally:
            os.close(fd)

    def resultat(self, appel: Any) -> dict:
        """Le bloc `tool_result` qui répond à un `tool_use` (objet du SDK ou dict) ; erreur incluse."""
        bloc = appel if isinstance(appel, dict) else appel.model_dump()
        try:
            return {"type": "tool_result", "tool_use_id": bloc["id"],
                    "content": self.executer(bloc["input"])}
        except ErreurMemoire as e:
            return {"type": "tool_result", "tool_use_id": bloc["id"], "content": str(e),
                    "is_error": True}

    def _parent(self, fd: int, virtuel: Any, creer: bool = False) -> tuple[int, str, str]:
        """(descripteur du dossier parent, nom final, chemin virtuel) ; nom "" pour /memories."""
        morceaux = relatif(virtuel)
        propre = "/".join((PREFIXE, *morceaux))
        return descendre(fd, morceaux[:-1], propre, creer), (morceaux or ("",))[-1], propre

    def _view(self, fd: int, c: dict) -> str:
        parent, nom, virtuel = self._parent(fd, c["path"])
        try:
            if not nom:
                return vue_dossier(parent, virtuel)
            info = nature(parent, nom)
            if info is not None and stat.S_ISDIR(info.st_mode):
                dossier = ouvrir_dossier(parent, nom, virtuel)
                try:
                    return vue_dossier(dossier, virtuel)
                finally:
                    os.close(dossier)
            texte = lire_fichier(parent, nom, virtuel, self.max_octets_total)
            return vue_fichier(virtuel, texte, c.get("view_range"))
        finally:
            os.close(parent)

    def _ecrire(self, fd: int, virtuel: str, texte: str) -> None:
        """Écrit `texte` sous le quota (octets et fichiers), compte mis à jour, verrou tenu."""
        octets = refuser_texte(virtuel, texte, self.max_octets_fichier)
        total, fichiers = lire_compte(fd)
        try:
            parent, nom, _ = self._parent(fd, virtuel)
        except ErreurMemoire:
            parent, nom = None, ""   # dossiers à créer : le fichier est neuf
        try:
            info = nature(parent, nom) if parent is not None else None
        finally:
            if parent is not None:
                os.close(parent)
        if info is not None and stat.S_ISDIR(info.st_mode):
            raise ErreurMemoire(f"The path {virtuel} is a directory.")
        ancien = info.st_size if info is not None and stat.S_ISREG(info.st_mode) else 0
        neuf = info is None or not stat.S_ISREG(info.st_mode)
        if total - ancien + octets > self.max_octets_total:
            raise ErreurMemoire(f"Mémoire pleine ({self.max_octets_total} octets au plus) : "
                                "supprimez ou condensez des fichiers avant d'en écrire.")
        if neuf and fichiers + 1 > self.max_fichiers:
            raise ErreurMemoire(f"Mémoire pleine ({self.max_fichiers} fichiers au plus) : "
                                "regroupez des notes dans moins de fichiers.")
        parent, nom, _ = self._parent(fd, virtuel, creer=True)
        try:
            ecrire_dans(parent, nom, texte)
        finally:
            os.close(parent)
        noter_compte(fd, total - ancien + octets, fichiers + neuf)

    def _fichier(self, fd: int, virtuel: Any) -> tuple[str, str]:
        """Nom virtuel et texte d'un fichier ; absent, dossier, lien : refusé par `lire_fichier`."""
        parent, nom, propre = self._parent(fd, virtuel)
        try:
            if not nom:
                raise ErreurMemoire(f"The path {propre} is not a file.")
            return propre, lire_fichier(parent, nom, propre, self.max_octets_total)
        finally:
            os.close(parent)

    def _create(self, fd: int, c: dict) -> str:
        if not relatif(c["path"]):
            raise ErreurMemoire(f"The path {c['path']} is a directory.")
        self._ecrire(fd, c["path"], str(c["file_text"]))
        return f"File created successfully at: {c['path']}"

    def _str_replace(self, fd: int, c: dict) -> str:
        virtuel, texte = self._fichier(fd, c["path"])
        n = texte.count(c["old_str"]) if c["old_str"] else 0
        if n != 1:
            quoi = "did not appear verbatim in" if n == 0 else f"appears {n} times in"
            raise ErreurMemoire(f"No replacement was performed, old_str `{c['old_str']}` {quoi} "
                                f"{virtuel}.")
        self._ecrire(fd, virtuel, texte.replace(c["old_str"], str(c["new_str"])))
        return "The memory file has been edited."

    def _insert(self, fd: int, c: dict) -> str:
        virtuel, texte = self._fichier(fd, c["path"])
        lignes = texte.split("\n")[:-1] if texte.endswith("\n") else texte.split("\n")
        n = c["insert_line"]
        if not isinstance(n, int) or not 0 <= n <= len(lignes):
            raise ErreurMemoire(f"Invalid `insert_line` parameter: {n}. It should be within the "
                                f"range [0, {len(lignes)}].")
        lignes.insert(n, str(c["insert_text"]).rstrip("\n"))
        self._ecrire(fd, virtuel, "\n".join(lignes) + "\n")
        return f"The file {virtuel} has been edited."

    def _delete(self, fd: int, c: dict) -> str:
        parent, nom, _ = self._parent(fd, c["path"])
        try:
            if not nom:
                raise ErreurMemoire("Cannot delete the /memories directory itself")
            info = nature(parent, nom)
            if info is None:
                raise ErreurMemoire(f"The path {c['path']} does not exist")
            total, fichiers = lire_compte(fd)
            octets, n = (effacer_arbre(parent, nom) if stat.S_ISDIR(info.st_mode)
                         else effacer_fichier(parent, nom))
            noter_compte(fd, total - octets, fichiers - n)
        finally:
            os.close(parent)
        return f"Successfully deleted {c['path']}"

    def _rename(self, fd: int, c: dict) -> str:
        m_ancien, m_nouveau = relatif(c["old_path"]), relatif(c["new_path"])
        if not m_ancien or not m_nouveau:
            raise ErreurMemoire("Cannot rename the /memories directory itself")
        pa, nom_a, _ = self._parent(fd, c["old_path"])
        try:
            if nature(pa, nom_a) is None:
                raise ErreurMemoire(f"The path {c['old_path']} does not exist")
            try:
                pn, nom_n, _ = self._parent(fd, c["new_path"])
            except ErreurMemoire:
                pn = None
            if pn is not None:
                existe = nature(pn, nom_n) is not None
                os.close(pn)
                if existe:
                    raise ErreurMemoire(f"The destination {c['new_path']} already exists")
            if m_nouveau[:len(m_ancien)] == m_ancien:
                raise ErreurMemoire("Impossible de déplacer un dossier dans lui-même.")
            pn, nom_n, _ = self._parent(fd, c["new_path"], creer=True)
            try:
                os.rename(nom_a, nom_n, src_dir_fd=pa, dst_dir_fd=pn)
            finally:
                os.close(pn)
        finally:
            os.close(pa)
        return f"Successfully renamed {c['old_path']} to {c['new_path']}"

    def tout_effacer(self) -> int:
        """Efface toute la mémoire ; renvoie le nombre de fichiers effacés. Un fichier prouvé
        nôtre (un seul lien) est broyé avant d'être supprimé ; un autre nom est seulement retiré."""
        def geste(fd: int) -> int:
            n = 0
            with os.scandir(fd) as it:
                entrees = list(it)
            for e in entrees:
                n += (effacer_arbre(fd, e.name) if e.is_dir(follow_symlinks=False)
                      else effacer_fichier(fd, e.name))[1]
            noter_compte(fd, 0, 0)
            return n
        return self._sous_verrou(geste, "tout_effacer")

    def pour_sdk(self) -> Any:
        """Ce back end vu comme un `BetaAbstractMemoryTool` du SDK (pour `tool_runner`)."""
        from .memoire_sdk import vers_sdk

        return vers_sdk(self)

__all__ = ["ErreurMemoire", "OutilMemoire", "RefusChemin"]
