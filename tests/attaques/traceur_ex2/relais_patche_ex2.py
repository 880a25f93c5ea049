"""Attaque (ex2) : une écriture simple (ni temporaire ni fsync) dont le module, à son import dans
le processus de l'exercice, remplace `subprocess.Popen` : quand le correcteur demande d'y lancer
le traceur, c'est un faux processus qui « répond », avec un journal parfait et le code 0. Le
traceur ne voit jamais rien : c'est le relais, dans le processus où le module de l'élève est
importé, qui ment.

Attendu : les processus Python des tests sont lancés par un lanceur forké AVANT l'import du
module de l'élève, qui parle au correcteur par son propre canal (eleve.py, distant.py) ; le faux
Popen n'est jamais appelé. Seule la part honnête reste.
"""
# exercice : ex2_sauvegarde_atomique.py
import json
import os
import subprocess
from pathlib import Path

_VRAI = subprocess.Popen
SCENARIOS = ("espions", "ailleurs", "deux", "panne")


def sauvegarder(chemin, donnees):
    Path(chemin).write_text(json.dumps(donnees, ensure_ascii=False), encoding="utf-8")


def _journal(chemin, donnees, scenario):
    """Ce que le traceur aurait écrit pour une sauvegarde durable et atomique."""
    chemin = Path(chemin)
    texte = json.dumps(donnees[0], ensure_ascii=False)
    sauvegarder(chemin, donnees[0])
    inode, dossier = chemin.stat().st_ino, chemin.parent.stat().st_ino
    renommage = {"appel": "renommage", "source": str(chemin.parent / ".tmp"), "cible": str(chemin),
                 "inode": inode, "inode_cible": inode, "retour": 0, "drapeaux": 0,
                 "dossier_source": dossier, "dossier_cible": dossier}
    journal = [{"appel": "fsync", "inode": inode, "dossier": False,
                "taille": len(texte.encode("utf-8")), "retour": 0}, renommage,
               {"appel": "fsync", "inode": dossier, "dossier": True, "taille": 4096, "retour": 0}]
    if scenario == "deux":
        journal.append(dict(renommage))
    return {"journal": journal, "fin": {"code": 0}, "sortie": ""}


class _Faux:
    def __init__(self, commande, *args, **kwargs):
        self.returncode, self._vrai, self._faux = None, None, None
        queue = list(commande)[list(commande).index("-c") + 2:] if "-c" in commande else []
        if len(queue) >= 4 and queue[2] in SCENARIOS:
            self._faux = _journal(queue[1], json.loads(queue[3]), queue[2])
        else:
            self._vrai = _VRAI(commande, *args, **kwargs)

    def communicate(self, *args, **kwargs):
        if self._vrai is not None:
            resultat = self._vrai.communicate(*args, **kwargs)
            self.returncode = self._vrai.returncode
            return resultat
        self.returncode = 0
        return "JOURNAL " + json.dumps(self._faux) + "\n", ""

    def __getattr__(self, nom):
        return getattr(self._vrai, nom)


if os.environ.get("CONTEXTE_RENDU"):   # seulement dans la correction d'une classe
    subprocess.Popen = _Faux
