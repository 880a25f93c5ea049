"""Attaque (ex2, issue 33 point 4) : sauvegarder appelle l'implémentation du cours
(contexte.disque.ecrire_atomique) au lieu de l'écrire. Avant : 9/10, rien de signalé. Attendu :
`suspect` : « importe l'implémentation du cours ».
"""
# exercice : ex2_sauvegarde_atomique.py
import json
from pathlib import Path

from contexte import disque


def fsync_dossier(dossier):
    disque.fsync_dossier(Path(dossier))


def sauvegarder(chemin, donnees):
    disque.ecrire_atomique(Path(chemin), json.dumps(donnees, ensure_ascii=False))
