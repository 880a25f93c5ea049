"""Attaque (ex3) : additionner la mémoire de plusieurs processus, chacun sous sa limite RLIMIT_AS
(4 × 400 Mio touchés page à page : 1,6 Gio pour un seul rendu).

Attendu : le cgroup `memory` du rendu borne la somme ; le noyau tue des enfants ; le nombre de
ceux qui ont tenu est affiché (retour.md) ; 0 point.
"""
# exercice : ex3_journal.py
import os
import time

pids = []
for _ in range(4):
    pid = os.fork()
    if pid == 0:
        bloc = bytearray(400 << 20)
        for i in range(0, len(bloc), 4096):
            bloc[i] = 1
        time.sleep(1)
        os._exit(0)
    pids.append(pid)
tenu = sum(1 for pid in pids if os.waitpid(pid, 0)[1] == 0)
print(f"MEMOIRE {tenu} processus sur 4 ont tenu 400 Mio", flush=True)
