# Ajouté à la fin du corrigé de l'ex8 pour les camarades « honnêtes » : ce qu'ils voient en
# arrivant (les traces d'un rendu précédent), affiché pour le test.
import os as _os

print("OBSERVE tmp", sorted(_os.listdir("/tmp")), flush=True)
print("OBSERVE shm", sorted(_os.listdir("/dev/shm")), flush=True)
print("OBSERVE sysv", len(open("/proc/sysvipc/shm").read().splitlines()) - 1, flush=True)
print("OBSERVE processus", len([p for p in _os.listdir("/proc") if p.isdigit()]), flush=True)
