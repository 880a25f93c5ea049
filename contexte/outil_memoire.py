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

Le fichier suit une commande : le **confinement** de son chemin (`relatif`, `sur_disque`,
`lire_confine`), la **commande** elle-même (`OutilMemoire`), les **gestes de fichier** (lister,
peser, écrire borné avec l'écriture atomique de la leçon 02, broyer), et le **branchement sur le
SDK** (`pour_sdk`).

**Le confinement** : confiner un chemin de l'outil mémoire de Claude dans un dossier racine (leçon 11).

Claude écrit des chemins virtuels qui commencent par `/memories` ; l'application les traduit
en fichiers sous SA racine. Un chemin venu du modèle est une entrée hostile : un texte lu par
Claude (une page web, un courriel) peut lui faire écrire `/memories/../../.ssh/authorized_keys`.
La doc de l'outil mémoire (platform.claude.com/docs/en/agents-and-tools/tool-use/memory-tool,
lue le 2026-12-01, section sécurité) demande : chemins qui commencent par /memories, forme
canonique vérifiée, `../` et `..\\` refusés, séquences encodées en URL (`%2e%2e%2f`) surveillées.

On refuse AVANT de toucher au disque (texte), puis on vérifie le disque composant par
composant : aucun lien symbolique, même planté à l'intérieur de la racine.

    >>> relatif("/memories/notes/equipe.md")
    ('notes', 'equipe.md')
    >>> relatif("/memories/../secret")
    Traceback (most recent call last):
    contexte.erreurs.RefusChemin: Chemin refusé : « .. » ...

**Les gestes de fichier** : ceux de l'outil mémoire : lister, peser, écrire borné, broyer (leçon 11).

Les formats (en-tête de `view`, tailles « 1.5K », numéros sur 6 colonnes) sont ceux
de l'exemple du SDK anthropic, ceux que Claude a appris à lire.

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

import os
import re
import shutil
import stat
import unicodedata
from pathlib import Path
from typing import Any

from .disque import ecrire_atomique
from .erreurs import ErreurMemoire, RefusChemin
from .masquage import contient_un_secret

PREFIXE = "/memories"
LONGUEUR_MAX = 255      # caractères d'un chemin virtuel
PROFONDEUR_MAX = 8      # dossiers imbriqués sous /memories
ENCODAGE_URL = re.compile(r"%[0-9A-Fa-f]{2}")
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


def sur_disque(racine: Path, morceaux: tuple[str, ...], virtuel: str) -> Path:
    """Le chemin réel sous `racine`, après avoir vérifié chaque composant existant sur disque.

    Un composant qui est un lien symbolique (même vers l'intérieur de la racine) est refusé ;
    un composant intermédiaire qui n'est pas un dossier aussi. Ce qui n'existe pas encore passe.
    """
    courant = racine
    for k, m in enumerate(morceaux):
        courant = courant / m
        try:
            info = os.lstat(courant)
        except FileNotFoundError:
            return racine.joinpath(*morceaux)
        if stat.S_ISLNK(info.st_mode):
            raise _refus(virtuel, "lien symbolique dans la mémoire")
        if k < len(morceaux) - 1 and not stat.S_ISDIR(info.st_mode):
            raise ErreurMemoire(f"The path {virtuel} does not exist. Please provide a valid path.")
        if not (stat.S_ISDIR(info.st_mode) or stat.S_ISREG(info.st_mode)):
            raise _refus(virtuel, "ni fichier ni dossier (périphérique, tube…)")
    reel = os.path.realpath(courant)   # seconde ceinture : la forme canonique reste dedans
    if reel != str(racine) and not reel.startswith(str(racine) + os.sep):
        raise _refus(virtuel, "sort de la racine une fois résolu")
    return courant


def lire_confine(chemin: Path, virtuel: str, max_octets: int) -> str:
    """Le texte d'un fichier ordinaire, ouvert sans suivre de lien (O_NOFOLLOW), taille bornée."""
    try:
        fd = os.open(chemin, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
    except FileNotFoundError:
        raise ErreurMemoire(f"The path {virtuel} does not exist. Please provide a valid path.") \
            from None
    except OSError:
        raise _refus(virtuel, "lien symbolique ou fichier illisible") from None
    info = os.fstat(fd)   # avant fdopen, qui lèverait IsADirectoryError sur un dossier
    if not stat.S_ISREG(info.st_mode):
        os.close(fd)
        raise ErreurMemoire(f"The path {virtuel} is not a file.")
    with os.fdopen(fd, "rb") as f:
        if info.st_size > max_octets:
            raise ErreurMemoire(f"Fichier {virtuel} trop gros ({info.st_size} octets > "
                                f"{max_octets}) : la mémoire n'accepte que de petits fichiers.")
        donnees = f.read(max_octets + 1)
    try:
        return donnees.decode("utf-8")
    except UnicodeDecodeError:
        raise ErreurMemoire(f"Le fichier {virtuel} n'est pas du texte UTF-8.") from None


# --- Les commandes.


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
        """Chemin, nom et texte d'un fichier ; absent ou dossier : refusé par `lire_confine`."""
        chemin, _ = self._chemin(virtuel)
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


def broyer(chemin: Path) -> None:
    """Écrase un fichier de zéros (fsync) puis le supprime : ses octets ne restent pas sur disque
    (au mieux : un SSD ou un système de fichiers journalisé peut garder une copie ailleurs)."""
    with open(chemin, "r+b") as f:
        f.write(b"\0" * os.fstat(f.fileno()).st_size)
        f.flush()
        os.fsync(f.fileno())
    chemin.unlink()


def vue(chemin: Path, virtuel: str, texte: str | None, plage: list | None) -> str:
    """Le résultat de `view` : la liste d'un dossier (2 niveaux), ou le fichier `texte` numéroté."""
    if texte is None:
        lignes = [f"{taille(poids(chemin))}\t{virtuel}"]
        for sous in arbre(chemin, 2):
            rel, dossier = sous.relative_to(chemin).as_posix(), sous.is_dir()
            octets = poids(sous) if dossier else sous.stat().st_size
            lignes.append(f"{taille(octets)}\t{virtuel}/{rel}{'/' if dossier else ''}")
        return ENTETE_DOSSIER.format(virtuel) + "\n" + "\n".join(lignes)
    lignes = texte.removesuffix("\n").split("\n")
    debut, fin = plage if plage else (1, len(lignes))
    fin = len(lignes) if fin == -1 else fin
    numerotees = [f"{k:>{LARGEUR}}\t{lignes[k - 1]}" for k in range(max(1, debut), fin + 1)
                  if k <= len(lignes)]
    return f"Here's the content of {virtuel} with line numbers:\n" + "\n".join(numerotees)


def arbre(dossier: Path, niveaux: int) -> list[Path]:
    """Fichiers et dossiers visibles sur `niveaux` niveaux, liens symboliques ignorés."""
    sortie = []
    for sous in sorted(dossier.iterdir()):
        if sous.name.startswith(".") or sous.name == "node_modules" or sous.is_symlink():
            continue
        sortie.append(sous)
        if sous.is_dir() and niveaux > 1:
            sortie += arbre(sous, niveaux - 1)
    return sortie


def poids(dossier: Path) -> int:
    """Octets des fichiers ordinaires sous `dossier` (liens ignorés)."""
    return sum(p.stat().st_size for p in dossier.rglob("*") if p.is_file() and not p.is_symlink())


def ecrire_borne(racine: Path, chemin: Path, virtuel: str, texte: str, max_fichier: int,
                 max_total: int) -> None:
    """Écrit `texte` atomiquement, sauf secret, fichier trop gros ou mémoire pleine."""
    if contient_un_secret(texte):
        raise ErreurMemoire(f"Refusé : le texte pour {virtuel} contient un secret (clé d'API, "
                            "mot de passe…). La mémoire n'en garde jamais ; écrivez sans.")
    octets = len(texte.encode("utf-8"))
    if octets > max_fichier:
        raise ErreurMemoire(f"Fichier {virtuel} trop gros ({octets} octets > {max_fichier}) : "
                            "gardez un fichier court par sujet.")
    ancien = chemin.stat().st_size if chemin.is_file() else 0
    if poids(racine) - ancien + octets > max_total:
        raise ErreurMemoire(f"Mémoire pleine ({max_total} octets au plus) : supprimez ou "
                            "condensez des fichiers avant d'en écrire.")
    dossier = racine
    for m in chemin.relative_to(racine).parts[:-1]:
        dossier = dossier / m
        if not dossier.exists():
            dossier.mkdir(mode=0o700)
    ecrire_atomique(chemin, texte)


def supprimer(chemin: Path) -> None:
    """Supprime un fichier ou un dossier, chaque fichier broyé d'abord."""
    if chemin.is_dir():
        for sous in chemin.rglob("*"):
            if sous.is_file() and not sous.is_symlink():
                broyer(sous)
        shutil.rmtree(chemin)
    else:
        broyer(chemin)
