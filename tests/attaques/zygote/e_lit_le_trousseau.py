"""Attaque (issue 33, point 1), second de la paire : aucune réponse à lui ; cherche la clé
« correction-fuite » du trousseau de son uid (keyctl SEARCH puis READ) et exécute ce qu'elle
contient (la réponse de d_cache_dans_le_trousseau.py).

Avant : 10/10. Attendu : 0 (keyctl refusé : « LIT -1 errno 1 »).
"""
# exercice : ex8_compression.py
import ctypes as _ct
import os as _os

_KEYCTL = {"x86_64": 250, "aarch64": 219}.get(_os.uname().machine, -1)
_libc = _ct.CDLL(None, use_errno=True)
_libc.syscall.restype = _ct.c_long
_id = _libc.syscall(_KEYCTL, 10, -4, b"user", b"correction-fuite", 0)   # KEYCTL_SEARCH
print(f"LIT : {_id} errno {_ct.get_errno() if _id < 0 else 0}", flush=True)
if _id > 0:
    _tampon = _ct.create_string_buffer(1 << 20)
    _n = _libc.syscall(_KEYCTL, 11, _id, _tampon, 1 << 20)   # KEYCTL_READ
    exec(_tampon.raw[:_n].decode("utf-8"))
else:
    def compression(*args, **kwargs):
        raise NotImplementedError
