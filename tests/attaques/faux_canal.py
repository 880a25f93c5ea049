"""Attaque (ex3) : écrire de faux résultats sur tous les descripteurs ouverts (le canal de
rapport de l'ancienne correction), et un pickle piégé (os.system) sur le canal du correcteur.

Attendu : ce processus n'a pas le canal de rapport ; le pickle est refusé par le correcteur
(classe interdite) ; 0 point, suspect.
"""
# exercice : ex3_journal.py
import json
import os
import struct

PIEGE = b"cos\nsystem\n(S'touch /partage/@MARQUEUR@'\ntR."
FAUX = "".join(json.dumps({"type": "resultat", "nodeid": f"tests/exercices/test_ex3_journal.py::{n}",
                           "etape": "call", "issue": "passed", "message": ""}) + "\n"
               for n in ("test_journal_absent", "test_lignes_saines", "test_ajouter"))
for fd in range(3, 64):
    try:
        os.write(fd, struct.pack(">I", len(PIEGE)) + PIEGE)
        os.write(fd, FAUX.encode())
    except OSError:
        pass


def lire_journal(path):
    raise NotImplementedError("À faire")
