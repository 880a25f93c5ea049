"""Rendu hostile (ex8), noté juste AVANT un camarade dans le même fil de travail : il essaie de
laisser quelque chose au rendu suivant, ou d'atteindre le zygote qui le servira.

Attendu : tout échoue ou disparaît au ménage (correction/menage.py) ; le camarade suivant n'en
voit rien et garde sa note.
"""
import ctypes
import os
import time

libc = ctypes.CDLL(None, use_errno=True)


def essai(nom, action):
    try:
        action()
        print(f"VOISIN {nom} : réussi", flush=True)
    except OSError as e:
        print(f"VOISIN {nom} : {type(e).__name__} {e.strerror}", flush=True)


def ecrire(chemin, texte="TRACE"):
    with open(chemin, "w") as f:
        f.write(texte)


def lire_zygote(quoi):
    with open(f"/proc/{os.getppid()}/{quoi}", "rb") as f:
        f.read(16)


essai("tmp", lambda: ecrire("/tmp/trace-voisin"))
essai("shm", lambda: ecrire("/dev/shm/trace-voisin"))
essai("racine", lambda: ecrire("/trace-voisin"))
essai("dev", lambda: ecrire("/dev/trace-voisin"))
essai("zygote-mem", lambda: lire_zygote("mem"))
essai("zygote-environ", lambda: lire_zygote("environ"))
essai("zygote-fd", lambda: [os.readlink(f"/proc/{os.getppid()}/fd/{n}")
                                for n in os.listdir(f"/proc/{os.getppid()}/fd")])
ptrace = libc.ptrace(16, os.getppid(), None, None)  # PTRACE_ATTACH
print(f"VOISIN ptrace : {ptrace} errno {ctypes.get_errno()}", flush=True)
segment = libc.shmget(0x5EC0, 4096, 0o1000 | 0o600)  # IPC_CREAT : survit aux processus
print(f"VOISIN sysv : {segment}", flush=True)
file = libc.mq_open(b"/voisin", os.O_CREAT | os.O_RDWR, 0o600, None)
print(f"VOISIN mqueue : {file} errno {ctypes.get_errno()}", flush=True)
gros = bytearray(300 << 20)
for i in range(0, len(gros), 4096):
    gros[i] = 1
del gros
if os.fork() == 0:  # un processus détaché qui attend le rendu suivant pour le saboter
    os.setsid()
    if os.fork() == 0:
        for _ in range(100):
            time.sleep(0.1)
            for nom in os.listdir("/rendu"):
                try:
                    ecrire(os.path.join("/rendu", nom), "raise SystemExit('saboté')\n")
                except OSError:
                    pass
        os._exit(0)
    os._exit(0)
print("VOISIN fin", flush=True)
