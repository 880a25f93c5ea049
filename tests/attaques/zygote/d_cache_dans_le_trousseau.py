"""Attaque (issue 33, point 1), premier de la paire : range sa réponse (le corrigé, que le test
ajoute après la marque CORRIGE) dans le trousseau de clés de son uid (add_key,
KEY_SPEC_USER_KEYRING). Avant, l'uid 0 du bac à sable était le root de l'hôte : la clé survivait
au zygote, à la classe et à la correction, et un rendu suivant (e_lit_le_trousseau.py) la
relisait, 10/10 sans réponse ; une clé de l'hôte pouvait aussi être retirée (unlink).

Attendu : add_key, keyctl refusés (EPERM, filtre seccomp) ; l'uid du bac à sable n'est pas 0
(« TROUSSEAU uid »).
"""
# exercice : ex8_compression.py
import ctypes as _ct
import os as _os

_N = {"x86_64": (248, 250), "aarch64": (217, 219)}.get(_os.uname().machine, (-1, -1))
_libc = _ct.CDLL(None, use_errno=True)
_texte = open(__file__, "rb").read().split(b"# CORRIGE\n", 1)[1]
_id = _libc.syscall(_N[0], b"user", b"correction-fuite", _texte, len(_texte), -4)
print(f"TROUSSEAU add_key : {_id} errno {_ct.get_errno() if _id < 0 else 0}", flush=True)
_r = _libc.syscall(_N[1], 0, -4, 0)   # KEYCTL_GET_KEYRING_ID : lire seulement, rien retirer
print(f"TROUSSEAU keyctl : {_r} errno {_ct.get_errno() if _r < 0 else 0}", flush=True)
print(f"TROUSSEAU uid : {_os.getuid()} {open('/proc/self/uid_map').read().split()}", flush=True)
# CORRIGE
