"""Les pièces noyau du traceur (traceur.py) : ptrace et seccomp par ctypes, Linux x86_64 et aarch64.

Rien ici ne fait confiance au processus tracé : on lit ses registres par le noyau
(`PTRACE_GET_SYSCALL_INFO`, Linux ≥ 5.3, indépendant de l'architecture), sa mémoire par
`/proc/<pid>/mem` et ses descripteurs par `/proc/<pid>/fd`, ce que le traceur (son parent
traceur, processus « dumpable » de même uid) a le droit de lire.

Le filtre seccomp posé dans le tracé fait arrêter le noyau (SECCOMP_RET_TRACE) sur fsync,
fdatasync et les renommages seulement : le reste ne coûte rien. Il refuse aussi ce qui
permettrait d'échapper à l'observation (un autre espace de noms, io_uring, ptrace) ; une autre
ABI (32 bits, x32) tue le processus. Numéros : x86_64 vérifiés ici par les tests
(tests/test_correction_traceur.py) ; aarch64 (table générique du noyau) relus dans l'en-tête
syscall.h de musl pour aarch64 (copie publique : dépôt upx/upx-vendor-pledge,
libc/compat/musl-headers/syscall-linux/aarch64/syscall.h, lu le 2026-12-01), non exécutés.

    >>> entier_signe(2**64 - 100) == AT_FDCWD     # un dirfd lu dans un registre de 64 bits
    True
"""

from __future__ import annotations

import ctypes
import os
import struct

# Les numéros d'appels système par architecture (AUDIT_ARCH, puis nom -> numéro).
_TABLES = {
    "x86_64": (0xC000003E, {"fsync": 74, "fdatasync": 75, "rename": 82, "renameat": 264,
                            "renameat2": 316, "ptrace": 101, "unshare": 272, "setns": 308,
                            "clone": 56, "clone3": 435, "io_uring_setup": 425}),
    "aarch64": (0xC00000B7, {"fsync": 82, "fdatasync": 83, "renameat": 38, "renameat2": 276,
                             "ptrace": 117, "unshare": 97, "setns": 268, "clone": 220,
                             "clone3": 435, "io_uring_setup": 425}),
}
MACHINE = {"arm64": "aarch64", "amd64": "x86_64"}.get(os.uname().machine.lower(),
                                                      os.uname().machine.lower())
ARCH, APPELS = _TABLES.get(MACHINE, (0, {}))
NOMS = {numero: nom for nom, numero in APPELS.items()}
SURVEILLES = {APPELS[n] for n in ("fsync", "fdatasync", "rename", "renameat", "renameat2")
              if n in APPELS}

PTRACE_TRACEME, PTRACE_CONT, PTRACE_SYSCALL = 0, 7, 24
PTRACE_SETOPTIONS, PTRACE_GETEVENTMSG, PTRACE_GET_SYSCALL_INFO = 0x4200, 0x4201, 0x420E
OPTIONS = (0x1 | 0x2 | 0x4 | 0x8 | 0x10 | 0x80 | 0x100000)  # SYSGOOD, FORK, VFORK, CLONE,
#                                                             EXEC, SECCOMP, EXITKILL
EVT_FORK, EVT_VFORK, EVT_CLONE, EVT_EXEC, EVT_SECCOMP = 1, 2, 3, 4, 7
PR_SET_PDEATHSIG, PR_SET_DUMPABLE, PR_SET_SECCOMP, PR_SET_NO_NEW_PRIVS = 1, 4, 22, 38
AT_FDCWD = -100
__WALL = 0x40000000
# CLONE_NEWNS, NEWCGROUP, NEWUTS, NEWIPC, NEWUSER, NEWPID, NEWNET : refusés à clone()
NOUVEAUX_ESPACES = 0x00020000 | 0x02000000 | 0x04000000 | 0x08000000 | 0x10000000 \
    | 0x20000000 | 0x40000000

_libc = ctypes.CDLL(None, use_errno=True)
_libc.ptrace.restype = ctypes.c_long
_libc.ptrace.argtypes = [ctypes.c_long, ctypes.c_long, ctypes.c_void_p, ctypes.c_void_p]
if hasattr(_libc, "prctl"):  # Linux seulement : ailleurs, le module s'importe sans servir
    _libc.prctl.restype = ctypes.c_int
    _libc.prctl.argtypes = [ctypes.c_int, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_ulong,
                            ctypes.c_ulong]


def _verifie(retour: int) -> int:
    if retour == -1:
        numero = ctypes.get_errno()
        raise OSError(numero, os.strerror(numero))
    return retour


def ptrace(requete: int, pid: int, adresse: int = 0, donnee: int | ctypes.Array = 0) -> int:
    """L'appel ptrace(2) ; lève OSError en cas d'échec."""
    if isinstance(donnee, ctypes.Array):
        donnee = ctypes.addressof(donnee)
    return _verifie(_libc.ptrace(requete, pid, adresse, donnee))


def prctl(option: int, valeur: int) -> None:
    """prctl(2) à un argument ; lève OSError en cas d'échec."""
    _verifie(_libc.prctl(option, valeur, 0, 0, 0))


def _instruction(code: int, vrai: int, faux: int, k: int) -> bytes:
    return struct.pack("=HBBI", code, vrai, faux, k)


def filtre_bpf() -> bytes:
    """Le programme BPF de seccomp : TRACE sur les appels surveillés, EPERM/ENOSYS sur les
    échappatoires, KILL_PROCESS pour une autre ABI, ALLOW sinon."""
    ld_w, jeq, jge, jset, ret = 0x20, 0x15, 0x35, 0x45, 0x06
    tuer, tracer, permis = 0x80000000, 0x7FF00000, 0x7FFF0000
    refus, absent = 0x00050000 | 1, 0x00050000 | 38  # SECCOMP_RET_ERRNO | EPERM, | ENOSYS
    regles = [(APPELS[n], tracer) for n in sorted(APPELS) if APPELS[n] in SURVEILLES]
    regles += [(APPELS[n], refus) for n in ("ptrace", "unshare", "setns", "io_uring_setup")]
    regles += [(APPELS["clone3"], absent)]  # la glibc se rabat sur clone, filtré ci-dessous
    programme = [_instruction(ld_w, 0, 0, 4),                   # seccomp_data.arch
                 _instruction(jeq, 1, 0, ARCH),
                 _instruction(ret, 0, 0, tuer),
                 _instruction(ld_w, 0, 0, 0),                   # seccomp_data.nr
                 _instruction(jge, 0, 1, 0x40000000),           # ABI x32
                 _instruction(ret, 0, 0, tuer)]
    for numero, action in regles:
        programme += [_instruction(jeq, 0, 1, numero), _instruction(ret, 0, 0, action)]
    programme += [_instruction(jeq, 0, 4, APPELS["clone"]),
                  _instruction(ld_w, 0, 0, 16),                 # args[0] (32 bits du bas)
                  _instruction(jset, 0, 1, NOUVEAUX_ESPACES),
                  _instruction(ret, 0, 0, refus),
                  _instruction(ret, 0, 0, permis),
                  _instruction(ret, 0, 0, permis)]
    return b"".join(programme)


def poser_filtre() -> None:
    """Dans le futur tracé : no_new_privs puis le filtre (hérité par fork et execve)."""
    programme = filtre_bpf()
    tampon = ctypes.create_string_buffer(programme, len(programme))
    fprog = struct.pack("=HxxxxxxQ", len(programme) // 8, ctypes.addressof(tampon))
    prog = ctypes.create_string_buffer(fprog, len(fprog))
    prctl(PR_SET_NO_NEW_PRIVS, 1)
    _verifie(_libc.prctl(PR_SET_SECCOMP, 2, ctypes.addressof(prog), 0, 0))  # MODE_FILTER


def info_appel(pid: int) -> tuple:
    """PTRACE_GET_SYSCALL_INFO : ("seccomp", nr, args) à l'arrêt seccomp, ("sortie", retour)
    à la sortie de l'appel (retour < 0 : -errno), ("autre",) sinon."""
    tampon = ctypes.create_string_buffer(88)
    ptrace(PTRACE_GET_SYSCALL_INFO, pid, 88, tampon)
    op = tampon.raw[0]
    if op == 3:
        nr, *args = struct.unpack_from("=7Q", tampon.raw, 24)
        return ("seccomp", nr, args)
    if op == 2:
        return ("sortie", struct.unpack_from("=q", tampon.raw, 24)[0])
    return ("autre",)


def message_evenement(pid: int) -> int:
    """PTRACE_GETEVENTMSG : le pid du nouveau processus après un fork suivi."""
    valeur = ctypes.c_ulong(0)
    ptrace(PTRACE_GETEVENTMSG, pid, 0, ctypes.addressof(valeur))
    return valeur.value


def lire_chaine(pid: int, adresse: int, maximum: int = 4096) -> bytes:
    """Une chaîne terminée par NUL dans la mémoire du tracé, lue page par page."""
    morceaux, lu = [], 0
    fd = os.open(f"/proc/{pid}/mem", os.O_RDONLY)
    try:
        while lu < maximum:
            debut = adresse + lu
            bloc = os.pread(fd, min(4096 - debut % 4096, maximum - lu), debut)
            if not bloc:
                break
            fin = bloc.find(b"\0")
            if fin >= 0:
                morceaux.append(bloc[:fin])
                return b"".join(morceaux)
            morceaux.append(bloc)
            lu += len(bloc)
    finally:
        os.close(fd)
    raise OSError(f"chaîne illisible ou trop longue à {adresse:#x}")


def entier_signe(valeur: int) -> int:
    """Un argument int du noyau (dirfd) : les 32 bits du bas, signés."""
    valeur &= 0xFFFFFFFF
    return valeur - (1 << 32) if valeur >= 1 << 31 else valeur
