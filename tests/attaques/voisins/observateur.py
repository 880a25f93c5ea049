# Ajouté à la fin du corrigé de l'ex8 pour les camarades « honnêtes » : ce qu'ils voient en
# arrivant (les traces d'un rendu précédent), affiché pour le test. Les fichiers sont cherchés
# sur le tmpfs lui-même : un clone rangé sous /tmp (la CI) y est monté, il n'est pas une trace.
import os as _os


def _fichiers(racine):
    appareil, pile, vus = _os.lstat(racine).st_dev, [racine], []
    while pile:
        for entree in _os.scandir(pile.pop()):
            if entree.stat(follow_symlinks=False).st_dev != appareil:
                continue
            if entree.is_dir(follow_symlinks=False):
                pile.append(entree.path)
            else:
                vus.append(entree.path)
    return sorted(vus)


print("OBSERVE tmp", _fichiers("/tmp"), flush=True)
print("OBSERVE shm", _fichiers("/dev/shm"), flush=True)
print("OBSERVE sysv", len(open("/proc/sysvipc/shm").read().splitlines()) - 1, flush=True)
print("OBSERVE processus", len([p for p in _os.listdir("/proc") if p.isdigit()]), flush=True)
