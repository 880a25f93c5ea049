"""Attaque (issue 33, point 5) : remplir le disque de l'enseignant par /rendu et /partage (les
seuls dossiers inscriptibles qui ne sont pas des tmpfs du bac à sable) — de gros fichiers
(chacun sous RLIMIT_FSIZE), puis beaucoup de petits. Avant : 4 Gio et 300 000 fichiers écrits
sur le disque de l'hôte en quelques secondes. Attendu (en root) : /rendu et /partage sont sur
un tmpfs de l'atelier (256 Mio, 4096 fichiers) : « No space left on device » (errno 28) ; le
camarade suivant garde sa note.
"""
# exercice : ex8_compression.py
import os

BLOC = b"x" * (1 << 20)


def remplir(dossier, nom):
    ecrits, erreur = 0, "aucune"
    try:
        for i in range(64):   # 64 × 8 Mio = 512 Mio au plus (au-delà de la borne)
            with open(os.path.join(dossier, f"gros{i}"), "wb") as f:
                for _ in range(8):
                    f.write(BLOC)
                    ecrits += 1
    except OSError as e:
        erreur = e.errno
    print(f"DISQUE {nom} gros : {ecrits} Mio, errno {erreur}", flush=True)
    for i in range(64):
        try:
            os.unlink(os.path.join(dossier, f"gros{i}"))
        except OSError:
            pass
    petits, erreur = 0, "aucune"
    try:
        for i in range(20000):
            open(os.path.join(dossier, f"p{i}"), "w").close()
            petits += 1
    except OSError as e:
        erreur = e.errno
    print(f"DISQUE {nom} petits : {petits}, errno {erreur}", flush=True)


remplir("/rendu", "rendu")
remplir("/partage/courant", "partage")


def compression(*args, **kwargs):
    raise NotImplementedError
