"""Le filtre seccomp du code des élèves : les appels système qui touchent un AUTRE processus.

Le zygote de l'élève sert toute la classe (atelier.py) : ce qu'un rendu fait à un processus qui
n'est pas le sien (le zygote, le lanceur, le traceur de l'ex2) atteindrait les rendus suivants.
Le filtre, posé dans chaque processus qui exécute du code d'élève avant qu'il tourne (l'enfant
d'un exercice, les processus Python d'un test, le tracé de l'ex2), refuse (EPERM) :

- `ptrace`, `process_vm_readv`/`process_vm_writev`, `kcmp`, `pidfd_getfd` : lire, écrire ou
  comparer un autre processus ;
- `add_key`, `keyctl`, `request_key` : les trousseaux de clés du noyau, qui survivent à tout
  (au bac à sable, à la classe, à la correction) ;
- `prlimit64`, `sched_setaffinity`, `sched_setscheduler`, `sched_setparam`, `sched_setattr`,
  `migrate_pages`, `move_pages` sur un autre processus que l'appelant (pid ≠ 0), `setpriority` et
  `ioprio_set` sur autre chose que l'appelant lui-même (un groupe, un utilisateur, un pid) : ses
  limites, sa priorité, ses cœurs, son ordonnancement ;
- `unshare` et `clone` avec CLONE_NEWUSER (un espace de noms utilisateur où il aurait toutes les
  capacités) ; `clone3` répond ENOSYS (ses drapeaux sont hors de portée d'un filtre : la libc
  se rabat alors sur `clone`, filtré).

Le reste est permis : un élève peut régler ses propres limites (`setrlimit`, `prlimit(0, …)`),
sa priorité, ses cœurs. Le filtre est construit par libseccomp (bibliothèque C du projet
seccomp, par ctypes : paquet Debian libseccomp2), une fois dans le zygote, et posé par
`poser()` dans chaque enfant ; il passe l'`exec` (no_new_privs) et tous les descendants en
héritent.

    filtre = Filtre()      # RuntimeError claire si libseccomp manque
    filtre.poser()         # dans l'enfant, avant le code de l'élève ; irréversible
"""

from __future__ import annotations

import ctypes
import ctypes.util
import errno

ALLOW = 0x7FFF0000          # SCMP_ACT_ALLOW
NE, EQ, MASKED_EQ = 1, 4, 7  # enum scmp_compare
CLONE_NEWUSER = 0x10000000
PRIO_PROCESS, IOPRIO_WHO_PROCESS = 0, 1

SANS_LIBSECCOMP = (
    "libseccomp est introuvable : sans lui, le code d'un élève pourrait agir sur le zygote qui "
    "sert toute la classe (ptrace, prlimit, trousseau de clés). Installez-le :\n"
    "    sudo apt-get install libseccomp2     # Debian, Ubuntu (déjà là avec systemd)\n"
    "    sudo dnf install libseccomp          # Fedora")

INTERDITS = ("ptrace", "process_vm_readv", "process_vm_writev", "kcmp", "pidfd_getfd",
             "add_key", "keyctl", "request_key")
# (appel, numéro de l'argument, valeur permise) : refusé si l'argument vaut autre chose.
AUTRE_PROCESSUS = (("prlimit64", 0, 0), ("sched_setaffinity", 0, 0),
                   ("sched_setscheduler", 0, 0), ("sched_setparam", 0, 0),
                   ("sched_setattr", 0, 0), ("migrate_pages", 0, 0), ("move_pages", 0, 0),
                   ("setpriority", 0, PRIO_PROCESS), ("setpriority", 1, 0),
                   ("ioprio_set", 0, IOPRIO_WHO_PROCESS), ("ioprio_set", 1, 0))


_LIB: ctypes.CDLL | None = None


class _Comparaison(ctypes.Structure):
    _fields_ = [("arg", ctypes.c_uint), ("op", ctypes.c_int), ("datum_a", ctypes.c_uint64),
                ("datum_b", ctypes.c_uint64)]


def _refus(code: int) -> int:
    return 0x00050000 | (code & 0xFFFF)   # SCMP_ACT_ERRNO(code)


def bibliotheque() -> ctypes.CDLL:
    """libseccomp chargée, ou RuntimeError (en français) qui dit comment l'installer."""
    global _LIB
    if _LIB is not None:
        return _LIB
    try:   # le nom du paquet d'abord : find_library lance ldconfig (un processus enfant, que le
        # tracé de l'ex2 ne doit pas avoir : son SIGCHLD arrêterait le traceur)
        lib = ctypes.CDLL("libseccomp.so.2", use_errno=True)
    except OSError:
        try:
            lib = ctypes.CDLL(ctypes.util.find_library("seccomp") or "libseccomp.so",
                              use_errno=True)
        except OSError:
            raise RuntimeError(SANS_LIBSECCOMP) from None
    lib.seccomp_init.restype = ctypes.c_void_p
    lib.seccomp_init.argtypes = [ctypes.c_uint32]
    lib.seccomp_rule_add_array.argtypes = [ctypes.c_void_p, ctypes.c_uint32, ctypes.c_int,
                                           ctypes.c_uint, ctypes.POINTER(_Comparaison)]
    lib.seccomp_load.argtypes = [ctypes.c_void_p]
    lib.seccomp_syscall_resolve_name.argtypes = [ctypes.c_char_p]
    _LIB = lib
    return lib


def numero(nom: str) -> int:
    """Le numéro de l'appel système `nom` sur cette machine (libseccomp), ou -1 s'il n'existe pas.

    >>> numero("getpid") > 0, numero("pas_un_appel")
    (True, -1)
    """
    n = bibliotheque().seccomp_syscall_resolve_name(nom.encode())
    return n if n >= 0 else -1


class Filtre:
    """Le filtre, construit une fois (pas encore posé) ; `poser()` le charge dans l'appelant."""

    def __init__(self) -> None:
        self.lib = bibliotheque()
        self.ctx = self.lib.seccomp_init(ALLOW)
        if not self.ctx:
            raise RuntimeError("libseccomp : seccomp_init a échoué")
        for nom in INTERDITS:
            self._regle(nom, errno.EPERM)
        for nom, arg, permis in AUTRE_PROCESSUS:
            self._regle(nom, errno.EPERM, _Comparaison(arg, NE, permis, 0))
        for nom in ("unshare", "clone"):
            self._regle(nom, errno.EPERM, _Comparaison(0, MASKED_EQ, CLONE_NEWUSER, CLONE_NEWUSER))
        self._regle("clone3", errno.ENOSYS)

    def _regle(self, nom: str, code: int, *conditions: _Comparaison) -> None:
        n = self.lib.seccomp_syscall_resolve_name(nom.encode())
        if n < 0:
            return   # appel absent de cette architecture : rien à filtrer
        tableau = (_Comparaison * len(conditions))(*conditions) if conditions else None
        if self.lib.seccomp_rule_add_array(self.ctx, _refus(code), n, len(conditions), tableau):
            raise RuntimeError(f"libseccomp : règle refusée pour {nom}")

    def poser(self) -> None:
        """Charge le filtre dans le processus appelant (et ses descendants, pour toujours)."""
        if self.lib.seccomp_load(self.ctx) != 0:
            raise OSError(ctypes.get_errno(), "seccomp_load a échoué")


_FILTRE: Filtre | None = None


def preparer() -> Filtre:
    """Construit le filtre de ce processus (le zygote de l'élève, avant ses forks) : dès lors,
    `poser_si_prepare` le pose dans les enfants qui exécutent du code d'élève."""
    global _FILTRE
    if _FILTRE is None:
        _FILTRE = Filtre()
    return _FILTRE


def prepare() -> bool:
    """Vrai si ce processus (ou le zygote dont il est forké) a préparé le filtre."""
    return _FILTRE is not None


def poser_si_prepare() -> None:
    """Pose le filtre s'il a été préparé (correction d'une classe) ; sinon rien (`verifier`)."""
    if _FILTRE is not None:
        _FILTRE.poser()
