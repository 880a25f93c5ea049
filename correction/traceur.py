"""Le traceur : ce que le code d'un élève a VRAIMENT demandé au noyau (fsync, renommages), relevé
par un processus qu'il ne contrôle pas (exercice 2).

Lancé par `distant.lancer_python(code_traceur(SCRIPT), args)` avant tout code de l'élève, le
traceur se rend non « dumpable » (un processus de l'élève ne peut ni le ptracer ni lire sa
mémoire ou ses descripteurs), puis forke : l'enfant demande PTRACE_TRACEME, pose le filtre
seccomp (traceur_noyau.py), s'arrête, puis exécute SCRIPT (qui importe et appelle le code de
l'élève), ses sorties vers un fichier à part. Le traceur suit ses fork, clone et vfork, relève
chaque fsync/fdatasync (inode, dossier ?, taille, lus par /proc/<pid>/fd) et chaque renommage
(chemins lus dans sa mémoire, résolus par son dossier courant ou le descripteur de dossier ;
inode de la source), avec le code de retour du noyau, puis écrit LUI-MÊME une ligne
« JOURNAL {json} » sur sa sortie, que le tracé n'a pas. Si le tracé le tue, il n'y a pas de
journal (PTRACE_O_EXITKILL tue alors les tracés) : le test échoue, jamais de confiance par défaut.
Sans ptrace ni seccomp (macOS, noyau qui refuse), il écrit « INDISPONIBLE raison ».

    >>> import subprocess
    >>> code = code_traceur("import os; os.fsync(os.open('/', os.O_RDONLY))")
    >>> sortie = subprocess.run([sys.executable, "-I", "-B", "-c", code],
    ...                         capture_output=True, text=True).stdout
    >>> journal = json.loads(sortie.removeprefix("JOURNAL "))
    >>> [(e["appel"], e["dossier"], e["retour"]) for e in journal["journal"]], journal["fin"]
    ([('fsync', True, 0)], {'code': 0})
"""

from __future__ import annotations

import json
import os
import signal
import sys
import tempfile
import traceback
from collections.abc import Callable

from . import traceur_noyau as k
from .traceur_releve import entree as _entree
from .traceur_releve import sans_erreur as _sans_erreur
from .traceur_releve import sortie as _sortie


class TraceurIndisponible(RuntimeError):
    """ptrace ou seccomp refusés ici : rien ne peut être observé."""


# Dans le bac à sable de l'élève (bac_a_sable.py) : une copie de l'interpréteur ELF (ld.so),
# exécutable mais illisible par l'uid du bac à sable. Un processus lancé par un fichier qu'il ne
# peut pas lire est non « dumpable » dès son `exec` (noyau : would_dump) : aucune fenêtre
# pendant laquelle le code de l'élève pourrait ouvrir /proc/<traceur>/mem ou le ptracer.
LD_ILLISIBLE = "/traceur/ld.so"


def commande_traceur() -> list[str]:
    """Le début de la commande du traceur : `ld.so --argv0 python python` par la copie illisible
    si elle est là (correction d'une classe), sinon `python` (`verifier`, tests)."""
    if os.path.exists(LD_ILLISIBLE) and not os.access(LD_ILLISIBLE, os.R_OK):
        return [LD_ILLISIBLE, "--argv0", sys.executable, sys.executable]
    return [sys.executable]


def code_traceur(script: str, delai: int = 50, filtrer: bool = False) -> str:
    """Le code (`python -I -B -c …`) qui lance le traceur sur `script` ; `sys.argv[1:]` du script
    = les arguments donnés à `lancer_python`. Le paquet `correction` n'est pas importé en entier
    (son `__init__` est lourd) : seuls traceur.py et traceur_noyau.py sont chargés. `filtrer` :
    le tracé pose le filtre seccomp du code des élèves (appels_interdits.py)."""
    dossier = os.path.dirname(os.path.abspath(__file__))
    return ("import sys, types\n"
            f"paquet = types.ModuleType('correction'); paquet.__path__ = [{dossier!r}]\n"
            "sys.modules['correction'] = paquet\n"
            "from correction.traceur import principal\n"
            f"principal({script!r}, sys.argv[1:], {delai:d}, {bool(filtrer)!r})\n")


def trace_par_quelqu_un() -> bool:
    """Vrai si un processus trace celui-ci (TracerPid de /proc/self/status non nul)."""
    try:
        with open("/proc/self/status", encoding="ascii", errors="replace") as f:
            for ligne in f:
                if ligne.startswith("TracerPid:"):
                    return ligne.split()[1] != "0"
    except OSError:
        pass
    return False


def principal(script: str, args: list[str], delai: int = 50, filtrer: bool = False) -> None:
    """Dans le processus du traceur : trace `script`, écrit le journal (ou l'indisponibilité).
    Un traceur lui-même tracé (TracerPid non nul) refuse : pas de journal, code 3."""
    def travail() -> None:
        sys.argv = ["-c", *args]
        exec(compile(script, "<script tracé>", "exec"), {"__name__": "__main__"})

    if sys.platform == "linux":
        k.prctl(k.PR_SET_DUMPABLE, 0)
    if trace_par_quelqu_un():
        os.write(2, b"traceur trace par un autre processus : refus\n")
        os._exit(3)
    signal.alarm(delai)  # au-delà, le traceur meurt sans journal (et ses tracés avec lui)
    try:
        ligne = "JOURNAL " + json.dumps(tracer(travail, filtrer))
    except TraceurIndisponible as e:
        ligne = f"INDISPONIBLE {e}"
    if trace_par_quelqu_un():   # attaché en cours de route (impossible sous le filtre) : refus
        os._exit(3)
    os.write(1, (ligne + "\n").encode("utf-8"))


def _enfant(travail: Callable[[], None], sortie: int, filtrer: bool = False) -> None:
    """Dans l'enfant : sorties à part, tracé, filtre, arrêt, puis le travail. Ne revient pas."""
    try:
        nul = os.open(os.devnull, os.O_RDONLY)
        os.dup2(nul, 0)
        os.dup2(sortie, 1)
        os.dup2(sortie, 2)
        os.closerange(3, 1 << 16)  # la sortie du traceur (1) n'est plus à lui
        k.prctl(k.PR_SET_PDEATHSIG, signal.SIGKILL)
        k.prctl(k.PR_SET_DUMPABLE, 1)  # le traceur doit pouvoir lire /proc/<pid>/mem et fd
        k.ptrace(k.PTRACE_TRACEME, 0)
    except BaseException:
        os._exit(90)
    try:
        k.poser_filtre()
        if filtrer:   # le code de l'élève : ni ptrace, ni prlimit d'un autre… (appels_interdits)
            from .appels_interdits import Filtre

            Filtre().poser()
    except BaseException:
        os._exit(91)
    os.kill(os.getpid(), signal.SIGSTOP)
    code = 0
    try:
        travail()
    except SystemExit as e:
        code = e.code if isinstance(e.code, int) else (0 if e.code is None else 1)
    except BaseException:
        traceback.print_exc()
        code = 1
    for flux in (sys.stdout, sys.stderr):
        try:
            flux.flush()
        except BaseException:
            pass
    os._exit(code)


def _demarrer(travail: Callable[[], None], sortie: int, filtrer: bool = False) -> int:
    """Forke le tracé et le laisse repartir sous les options de suivi ; son pid."""
    if sys.platform != "linux" or not k.APPELS:
        raise TraceurIndisponible(f"traceur pour Linux x86_64 ou aarch64 ({sys.platform}, "
                                  f"{k.MACHINE})")
    k.prctl(k.PR_SET_DUMPABLE, 0)
    pid = os.fork()
    if pid == 0:
        _enfant(travail, sortie, filtrer)
    _, statut = os.waitpid(pid, k.__WALL)
    if not (os.WIFSTOPPED(statut) and os.WSTOPSIG(statut) == signal.SIGSTOP):
        raison = {90: "PTRACE_TRACEME refusé", 91: "filtre seccomp refusé"}.get(
            os.WEXITSTATUS(statut) if os.WIFEXITED(statut) else -1, f"statut {statut}")
        raise TraceurIndisponible(raison)
    k.ptrace(k.PTRACE_SETOPTIONS, pid, 0, k.OPTIONS)
    k.ptrace(k.PTRACE_CONT, pid, 0, 0)
    return pid


def tracer(travail: Callable[[], None], filtrer: bool = False) -> dict:
    """Exécute `travail` dans un enfant tracé ; rend {"journal": [...], "fin": {...},
    "sortie": fin de ce qu'il a affiché, "processus": nombre de processus suivis}. Rend le
    processus appelant non « dumpable » pour de bon : appelez-le dans un processus à part
    (`principal`, par `code_traceur`), comme l'ex2."""
    with tempfile.TemporaryFile() as sortie:
        principal_pid = _demarrer(travail, sortie.fileno(), filtrer)
        journal, en_cours, vivants, fin = [], {}, {principal_pid}, {}
        suivis = set(vivants)
        while vivants:
            pid, statut = os.waitpid(-1, k.__WALL)
            vivants.add(pid)
            suivis.add(pid)
            if os.WIFEXITED(statut) or os.WIFSIGNALED(statut):
                vivants.discard(pid)
                if pid == principal_pid:
                    fin = ({"code": os.WEXITSTATUS(statut)} if os.WIFEXITED(statut)
                           else {"signal": os.WTERMSIG(statut)})
                    for reste in vivants:  # plus rien n'écrit après la fin du tracé principal
                        _sans_erreur(os.kill, reste, signal.SIGKILL)
                continue
            signe, evenement = os.WSTOPSIG(statut), statut >> 16
            envoi = 0
            if signe == signal.SIGTRAP and evenement == k.EVT_SECCOMP:
                en_cours[pid] = _entree(pid, journal)
            elif signe == signal.SIGTRAP | 0x80:
                _sortie(pid, en_cours.pop(pid, None))
            elif signe == signal.SIGTRAP and evenement in (k.EVT_FORK, k.EVT_VFORK, k.EVT_CLONE):
                vivants.add(_sans_erreur(k.message_evenement, pid) or pid)
            elif signe == signal.SIGTRAP and evenement:
                pass  # exec, ou autre évènement : on repart
            elif signe not in (signal.SIGSTOP, signal.SIGTSTP, signal.SIGTTIN, signal.SIGTTOU):
                envoi = signe  # un vrai signal : on le délivre ; les arrêts sont ignorés
            # un appel relevé attend sa sortie (même après un signal reçu entre-temps)
            restart = k.PTRACE_SYSCALL if en_cours.get(pid) is not None else k.PTRACE_CONT
            _sans_erreur(k.ptrace, restart, pid, 0, envoi)
        sortie.seek(0, os.SEEK_END)
        sortie.seek(max(0, sortie.tell() - 2000))
        texte = sortie.read().decode("utf-8", "replace")
    return {"journal": journal, "fin": fin, "sortie": texte, "processus": len(suivis)}
