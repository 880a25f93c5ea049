"""Attaque (ex5) : une bombe de processus (en root, RLIMIT_NPROC ne s'applique pas : l'ancienne
correction laissait des centaines de processus sur l'hôte jusqu'au délai).

Attendu : le cgroup `pids` du rendu arrête les `fork` au-delà de Limites.processus ; le nombre
obtenu est affiché (il va dans retour.md) ; 0 point.
"""
# exercice : ex5_fenetre_budget.py
import os
import time

enfants = 0
try:
    for _ in range(2000):
        if os.fork() == 0:
            time.sleep(60)
            os._exit(0)
        enfants += 1
except OSError as e:
    print(f"BOMBE fork refusé après {enfants} enfants : {e.strerror}", flush=True)
else:
    print(f"BOMBE {enfants} enfants créés, aucun refus", flush=True)


def fenetre_budget(messages, budget, compter=None):
    raise NotImplementedError
