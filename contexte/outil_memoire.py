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

Le fichier suit une commande : le **confinement** de son chemin (`relatif`, `descendre`,
`lire_fichier`), la **commande** elle-même (`OutilMemoire`), les **gestes de fichier** (lister,
peser, écrire borné avec l'écriture atomique de la leçon 02, broyer), et le **branchement sur le
SDK** (`pour_sdk`).

**Le confinement** : confiner un chemin de l'outil mémoire de Claude dans un dossier racine (leçon 11).

Claude écrit des chemins virtuels qui commencent par `/memories` ; l'application les traduit
en fichiers sous SA racine. Un chemin venu du modèle est une entrée hostile : un texte lu par
Claude (une page web, un courriel) peut lui faire écrire `/memories/../../.ssh/authorized_keys`.
La doc de l'outil mémoire (platform.claude.com/docs/en/agents-and-tools/tool-use/memory-tool,
lue le 2026-12-01, section sécurité) demande : chemins qui commencent par /memories, forme
canonique vérifiée, `../` et `..\\` refusés, séquences encodées en URL (`%2e%2e%2f`) surveillées.

On refuse AVANT de toucher au disque (texte), puis on parcourt le disque composant par
composant, par descripteur de dossier (`descendre`) : aucun lien symbolique, même planté à
l'intérieur de la racine, et aucun fichier à plusieurs liens durs (`lire_fichier`).

    >>> relatif("/memories/notes/equipe.md")
    ('notes', 'equipe.md')
    >>> relatif("/memories/../secret")
    Traceback (most recent call last):
    contexte.erreurs.RefusChemin: Chemin refusé : « .. » ...

**Les gestes de fichier** : ceux de l'outil mémoire : lister, peser, écrire borné, broyer (leçon 11).

Chaque geste reçoit le descripteur d'un dossier déjà vérifié et un nom dedans (`dir_fd`) : il
ne relit jamais un chemin. Seul un fichier prouvé nôtre (un seul lien) est broyé ; le quota
(octets et fichiers) est un compte tenu sous verrou (`verrou_racine`, `lire_compte`). Les formats
(en-tête de `view`, tailles « 1.5K », numéros sur 6 colonnes) sont ceux de l'exemple du SDK
anthropic, ceux que Claude a appris à lire.

    >>> [taille(n) for n in (0, 40, 1024, 1536)]
    ['0B', '40B', '1K', '1.5K']

**Le SDK** : Ce que nous prenons au SDK anthropic 2.14, et pourquoi :
- `BetaAbstractMemoryTool` (`anthropic.lib.tools`, public) : sa méthode `to_dict()` déclare
  l'outil (`{"type": "memory_20250818", "name": "memory"}`) et `client.beta.messages.tool_runner`
  sait l'appeler ; nous n'y mettons que le renvoi vers `OutilMemoire.executer`, et une erreur de
  notre back end devient un `ToolError` (le `tool_result` part avec `is_error: true`) ;
- les formats de réponse de son exemple `BetaLocalFilesystemMemoryTool` (ceux que Claude a
  appris à lire), repris dans `memoire_fichiers`.
Nous n'héritons PAS de `BetaLocalFilesystemMemoryTool` : il vit dans un module privé
(`_beta_builtin_memory_tool`), il suit un lien symbolique planté dans la racine tant qu'il pointe
dedans, ne borne pas la taille des fichiers, n'a pas de filtre à secrets, et `import contexte`
ne doit pas importer anthropic (il n'est importé qu'à l'appel de `pour_sdk()`).

    >>> outil = OutilMemoire("racine").pour_sdk()      # ce que tool_runner(tools=[outil]) attend
    >>> outil.to_dict()
    {'type': 'memory_20250818', 'name': 'memory'}
    >>> outil.execute({"command": "create", "path": "/memories/equipe.md", "file_text": "Data"})
    'File created successfully at: /memories/equipe.md'
"""

from __future__ import annotations

import contextlib
import os
import re
import secrets
import stat
import unicodedata
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from .erreurs import ErreurMemoire, RefusChemin
from .masquage import contient_un_secret

PREFIXE = "/memories"
LONGUEUR_MAX = 255      # caractères d'un chemin virtuel
PROFONDEUR_MAX = 8      # dossiers imbriqués sous /memories
ENCODAGE_URL = re.compile(r"%[0-9A-Fa-f]{2}")
try:  # verrou entre processus : POSIX seulement
    import fcntl
except ImportError:  # pragma: no cover
    fcntl = None

O_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
LARGEUR = 6                     # numéros de ligne alignés comme l'outil de référence
ENTETE_DOSSIER = ("Here're the files and directories up to 2 levels deep in {}, excluding hidden "
                  "items and node_modules:")

# --- Le confinement : un chemin venu du modèle est une entrée hostile.


def _refus(chemin: object, raison: str) -> RefusChemin:
    return RefusChemin(f"Chemin refusé : {raison} ({str(chemin)[:80]!r}). Utilisez un chemin "
                       f"de la forme {PREFIXE}/sujet.md, sans « .. », sans encodage.")


def relatif(chemin: object) -> tuple[str, ...]:
    """Les composants du chemin sous /memories (() pour /memories lui-même), ou `RefusChemin`."""
    if not isinstance(chemin, str) or not chemin:
        raise _refus(chemin, "le chemin doit être un texte non vide")
    if len(chemin) > LONGUEUR_MAX:
        raise _refus(chemin, f"plus de {LONGUEUR_MAX} caractères")
    if any(unicodedata.category(c) in ("Cc", "Cf") for c in chemin):
        raise _refus(chemin, "caractère de contrôle ou invisible (octet nul, retour, RTL…)")
    if ENCODAGE_URL.search(chemin):
        raise _refus(chemin, "encodage URL (%2e, %2f…) : un chemin se donne en clair")
    if "\\" in chemin:
        raise _refus(chemin, "barre oblique inverse")
    if chemin != PREFIXE and not chemin.startswith(PREFIXE + "/"):
        raise _refus(chemin, f"le chemin doit commencer par {PREFIXE}")
    morceaux = tuple(m for m in chemin[len(PREFIXE):].split("/") if m)
    for m in morceaux:
        forme = unicodedata.normalize("NFKC", m)   # « ．． » (pleine chasse) devient « .. »
        if forme in (".", ".."):
            raise _refus(chemin, f"« {m} » ne désigne pas un fichier" if forme == "." else "« .. »")
        if forme.startswith("."):
            raise _refus(chemin, "nom caché (commence par un point)")
        if forme != m or "/" in forme:
            raise _refus(chemin, "caractère qui change de sens une fois normalisé")
    if len(morceaux) > PROFONDEUR_MAX:
        raise _refus(chemin, f"plus de {PROFONDEUR_MAX} niveaux")
    return morceaux


# Un dossier s'ouvre sans suivre de lien (O_NOFOLLOW) et doit en être un (O_DIRECTORY) : chaque
# pas se fait RELATIVEMENT au descripteur du dossier précédent (`dir_fd`). Un autre processus
# qui échange un dossier contre un lien symbolique entre la vérification et l'usage ne fait
# donc rien sortir : le descripteur désigne le dossier vérifié, pas un nom qu'on relirait.
O_DOSSIER = os.O_RDONLY | os.O_DIRECTORY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
O_FICHIER = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0) \
    | getattr(os, "O_CLOEXEC", 0)


def absent(virtuel: str) -> ErreurMemoire:
    return ErreurMemoire(f"The path {virtuel} does not exist. Please provide a valid path.")


def ouvrir_dossier(fd_parent: int, nom: str, virtuel: str) -> int:
    """Le descripteur du dossier `nom` sous `fd_parent`, sans suivre de lien ; sinon refus."""
    try:
        return os.open(nom, O_DOSSIER, dir_fd=fd_parent)
    except FileNotFoundError:
        raise absent(virtuel) from None
    except OSError:   # ELOOP (lien), ENOTDIR (fichier), EACCES… : on regarde ce que c'est
        info = nature(fd_parent, nom)
        if info is not None and stat.S_ISLNK(info.st_mode):
            raise _refus(virtuel, "lien symbolique dans la mémoire") from None
        if info is not None and not stat.S_ISDIR(info.st_mode):
            raise absent(virtuel) from None
        raise


def descendre(fd_racine: int, dossiers: tuple[str, ...], virtuel: str, creer: bool = False) -> int:
    """Le descripteur du dossier `racine/dossiers…` (à fermer par l'appelant), pas à pas par
    descripteur ; `creer` : les dossiers absents sont créés (0700)."""
    fd = os.dup(fd_racine)
    try:
        for m in dossiers:
            if creer and nature(fd, m) is None:
                with contextlib.suppress(FileExistsError):
                    os.mkdir(m, 0o700, dir_fd=fd)
            suivant = ouvrir_dossier(fd, m, virtuel)
            os.close(fd)
            fd = suivant
    except BaseException:
        os.close(fd)
        raise
    return fd


def nature(fd_parent: int, nom: str) -> os.stat_result | None:
    """Ce qu'est `nom` dans le dossier `fd_parent`, sans suivre de lien (None : absent)."""
    try:
        return os.stat(nom, dir_fd=fd_parent, follow_symlinks=False)
    except FileNotFoundError:
        return None


def lire_fichier(fd_parent: int, nom: str, virtuel: str, max_octets: int) -> str:
    """Le texte d'un fichier ordinaire À UN SEUL LIEN, ouvert sans suivre de lien, taille bornée.

    Un fichier à plusieurs liens durs peut être le même inode qu'un fichier hors de la racine
    (`ln /etc/…  racine/x.md`) : il est refusé, ni lu ni réécrit."""
    try:
        fd = os.open(nom, O_FICHIER, dir_fd=fd_parent)
    except FileNotFoundError:
        raise absent(virtuel) from None
    except OSError:
        raise _refus(virtuel, "lien symbolique ou fichier illisible") from None
    info = os.fstat(fd)   # avant fdopen, qui lèverait IsADirectoryError sur un dossier
    if not stat.S_ISREG(info.st_mode):
        os.close(fd)
        raise ErreurMemoire(f"The path {virtuel} is not a file.")
    with os.fdopen(fd, "rb") as f:
        if info.st_nlink > 1:
            raise _refus(virtuel, f"fichier à {info.st_nlink} liens durs (il peut être le même "
                         "qu'un fichier hors de la mémoire)")
        if info.st_size > max_octets:
            raise ErreurMemoire(f"Fichier {virtuel} trop gros ({info.st_size} octets > "
                                f"{max_octets}) : la mémoire n'accepte que de petits fichiers.")
        donnees = f.read(max_octets + 1)
    try:
        return donnees.decode("utf-8")
    except UnicodeDecodeError:
        raise ErreurMemoire(f"Le fichier {virtuel} n'est pas du texte UTF-8.") from None


def lire_confine(chemin: Path, virtuel: str, max_octets: int) -> str:
    """`lire_fichier` à partir d'un chemin (le dossier parent ouvert sans suivre de lien)."""
    fd = os.open(chemin.parent, O_DOSSIER)
    try:
        return lire_fichier(fd, chemin.name, virtuel, max_octets)
    finally:
        os.close(fd)


# --- Les commandes.


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
        """Ce back end vu comme un `BetaAbstractMemoryTool` du SDK (pour `tool_runner`).

        La classe du SDK n'est importée qu'ici : `import contexte` n'importe pas anthropic. Une
        erreur de notre back end devient un `ToolError` (le `tool_result` part avec `is_error`).
        """
        from anthropic.lib.tools import BetaAbstractMemoryTool, ToolError

        outil = self

        class MemoireConfinee(BetaAbstractMemoryTool):
            """L'outil mémoire du SDK, exécuté par un `OutilMemoire` (confiné, borné, sans secret)."""

            def execute(self, command: Any) -> str:
                donnees = command if isinstance(command, dict) else command.to_dict()
                try:
                    return outil.executer(donnees)
                except ErreurMemoire as e:
                    raise ToolError(str(e)) from None

            view = create = str_replace = insert = delete = rename = execute

        return MemoireConfinee()


# --- Les gestes de fichier, sur des chemins déjà vérifiés.


def taille(octets: int) -> str:
    """Taille lisible, comme `du -h` : `taille(1536) -> '1.5K'`."""
    for unite in ("B", "K", "M"):
        if octets < 1024:
            entier = unite == "B" or octets == int(octets)
            return f"{int(octets)}{unite}" if entier else f"{octets:.1f}{unite}"
        octets /= 1024
    return f"{octets:.1f}G"


def vue_fichier(virtuel: str, texte: str, plage: list | None) -> str:
    """Le résultat de `view` sur un fichier : ses lignes numérotées (`plage` : [début, fin|-1])."""
    lignes = texte.removesuffix("\n").split("\n")
    debut, fin = plage if plage else (1, len(lignes))
    fin = len(lignes) if fin == -1 else fin
    numerotees = [f"{k:>{LARGEUR}}\t{lignes[k - 1]}" for k in range(max(1, debut), fin + 1)
                  if k <= len(lignes)]
    return f"Here's the content of {virtuel} with line numbers:\n" + "\n".join(numerotees)


def vue_dossier(fd: int, virtuel: str) -> str:
    """Le résultat de `view` sur un dossier : lui et son contenu sur 2 niveaux, avec les tailles."""
    lignes = [f"{taille(poids(fd)[0])}\t{virtuel}"]
    for rel, dossier, octets in arbre(fd, 2):
        lignes.append(f"{taille(octets)}\t{virtuel}/{rel}{'/' if dossier else ''}")
    return ENTETE_DOSSIER.format(virtuel) + "\n" + "\n".join(lignes)


def _entrees(fd: int) -> list[os.DirEntry]:
    with os.scandir(fd) as it:
        return sorted(it, key=lambda e: e.name)


def arbre(fd: int, niveaux: int, prefixe: str = "") -> list[tuple[str, bool, int]]:
    """(chemin relatif, est un dossier, octets) des entrées visibles sur `niveaux` niveaux ;
    liens symboliques, noms cachés et node_modules ignorés."""
    sortie = []
    for e in _entrees(fd):
        if e.name.startswith(".") or e.name == "node_modules" or e.is_symlink():
            continue
        if e.is_dir(follow_symlinks=False):
            sous = os.open(e.name, O_DOSSIER, dir_fd=fd)
            try:
                sortie.append((prefixe + e.name, True, poids(sous)[0]))
                if niveaux > 1:
                    sortie += arbre(sous, niveaux - 1, prefixe + e.name + "/")
            finally:
                os.close(sous)
        elif e.is_file(follow_symlinks=False):
            sortie.append((prefixe + e.name, False, e.stat(follow_symlinks=False).st_size))
    return sortie


def poids(fd: int) -> tuple[int, int]:
    """(octets, fichiers) des fichiers ordinaires sous le dossier `fd` (liens ignorés).
    Un sous-dossier illisible lève `PermissionError` : ses octets ne sont jamais oubliés."""
    octets = fichiers = 0
    for e in _entrees(fd):
        if e.is_dir(follow_symlinks=False):
            sous = os.open(e.name, O_DOSSIER, dir_fd=fd)
            try:
                o, f = poids(sous)
            finally:
                os.close(sous)
            octets, fichiers = octets + o, fichiers + f
        elif e.is_file(follow_symlinks=False):
            octets, fichiers = octets + e.stat(follow_symlinks=False).st_size, fichiers + 1
    return octets, fichiers


# --- le compte (octets, fichiers), tenu sous verrou et mis à jour à chaque geste ---------------
ATTRIBUT = "user.contexte.quota"   # attribut étendu de la racine : invisible dans les listes


@contextlib.contextmanager
def verrou_racine(fd_racine: int) -> Iterator[None]:
    """Un seul geste à la fois sous cette racine, entre processus (flock sur le dossier)."""
    if fcntl is None:  # pragma: no cover - Windows
        yield
        return
    fcntl.flock(fd_racine, fcntl.LOCK_EX)
    try:
        yield
    finally:
        fcntl.flock(fd_racine, fcntl.LOCK_UN)


def lire_compte(fd_racine: int) -> tuple[int, int]:
    """(octets, fichiers) de la mémoire : le compte noté sur la racine, sinon un parcours complet
    (la première fois, ou là où les attributs étendus manquent). À appeler verrou tenu."""
    try:
        octets, fichiers = os.getxattr(fd_racine, ATTRIBUT).split()
        return int(octets), int(fichiers)
    except (OSError, AttributeError, ValueError):
        pass
    try:
        return poids(fd_racine)
    except OSError as e:
        raise ErreurMemoire(f"Impossible de compter la mémoire ({e.strerror or e} : "
                            f"{e.filename or 'un dossier'}) : rien n'a été écrit. Rendez ses "
                            "dossiers lisibles.") from None


def noter_compte(fd_racine: int, octets: int, fichiers: int) -> None:
    """Note le compte sur la racine (sans attributs étendus : il sera recompté)."""
    with contextlib.suppress(OSError, AttributeError):
        os.setxattr(fd_racine, ATTRIBUT, f"{max(octets, 0)} {max(fichiers, 0)}".encode())


def ecrire_dans(fd_parent: int, nom: str, texte: str) -> None:
    """Écrit `texte` dans `nom` du dossier `fd_parent`, atomiquement (temporaire dans le MÊME
    dossier vérifié, fsync, rename, fsync du dossier) : jamais à moitié, jamais ailleurs."""
    tmp = f".{nom}.{secrets.token_hex(6)}.tmp"
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | O_NOFOLLOW, 0o600, dir_fd=fd_parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(texte.encode("utf-8"))
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, nom, src_dir_fd=fd_parent, dst_dir_fd=fd_parent)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp, dir_fd=fd_parent)
        raise
    os.fsync(fd_parent)


def effacer_fichier(fd_parent: int, nom: str) -> tuple[int, int]:
    """Broie puis supprime `nom` s'il est prouvé nôtre (fichier ordinaire à un seul lien) ;
    sinon (lien dur, lien symbolique, autre) le nom est seulement retiré : on ne broie pas
    l'inode d'un autre (une sauvegarde `cp -al`, un fichier de dehors). Renvoie (octets,
    fichiers) retirés du compte."""
    info = nature(fd_parent, nom)
    if info is None:
        return 0, 0
    if stat.S_ISREG(info.st_mode):
        try:
            fd = os.open(nom, os.O_WRONLY | O_NOFOLLOW | os.O_NONBLOCK, dir_fd=fd_parent)
        except OSError:
            fd = None
        if fd is not None:
            with os.fdopen(fd, "wb") as f:
                vu = os.fstat(f.fileno())
                if stat.S_ISREG(vu.st_mode) and vu.st_nlink == 1:
                    f.write(b"\0" * vu.st_size)
                    f.flush()
                    os.fsync(f.fileno())
    os.unlink(nom, dir_fd=fd_parent)
    return (info.st_size, 1) if stat.S_ISREG(info.st_mode) else (0, 0)


def effacer_arbre(fd_parent: int, nom: str) -> tuple[int, int]:
    """Efface le dossier `nom` et tout ce qu'il contient, par descripteur (voir `effacer_fichier`)."""
    fd = os.open(nom, O_DOSSIER, dir_fd=fd_parent)
    octets = fichiers = 0
    try:
        for e in _entrees(fd):
            o, f = (effacer_arbre(fd, e.name) if e.is_dir(follow_symlinks=False)
                    else effacer_fichier(fd, e.name))
            octets, fichiers = octets + o, fichiers + f
    finally:
        os.close(fd)
    os.rmdir(nom, dir_fd=fd_parent)
    return octets, fichiers


def refuser_texte(virtuel: str, texte: str, max_fichier: int) -> int:
    """Les octets de `texte`, sauf secret ou fichier trop gros (`ErreurMemoire`)."""
    if contient_un_secret(texte):
        raise ErreurMemoire(f"Refusé : le texte pour {virtuel} contient un secret (clé d'API, "
                            "mot de passe…). La mémoire n'en garde jamais ; écrivez sans.")
    octets = len(texte.encode("utf-8"))
    if octets > max_fichier:
        raise ErreurMemoire(f"Fichier {virtuel} trop gros ({octets} octets > {max_fichier}) : "
                            "gardez un fichier court par sujet.")
    return octets
