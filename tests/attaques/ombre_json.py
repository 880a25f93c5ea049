# ruff: noqa: E402
"""Attaque (ex2) : une écriture simple (pas atomique) et un `json.py` posé à côté de la réponse.
Les enfants des tests de l'ex2 (lancés sans `-I`, dans le dossier du rendu) importaient ce
`json.py` : il les tuait avant toute écriture, et le fichier relu restait « l'ancien » : la
sauvegarde non atomique avait la note maximale à ces tests.

Attendu : le module qui masque `json` est retiré de la copie et signalé (suspect) ; les enfants
sont isolés (`-I`) ; la note ne dépasse pas celle d'une écriture simple (1 point : le JSON écrit).
"""
# exercice : ex2_sauvegarde_atomique.py
import json
from pathlib import Path


def sauvegarder(chemin, donnees):
    Path(chemin).write_text(json.dumps(donnees, ensure_ascii=False), encoding="utf-8")
# --- fichier : json.py ---
import importlib.util
import os
import signal
import sys
import sysconfig

if any(mot in sys.argv for mot in ("coupe", "renommage", "boucle")):
    os.kill(os.getpid(), signal.SIGKILL)
_vrai = importlib.util.spec_from_file_location(
    "json", os.path.join(sysconfig.get_paths()["stdlib"], "json", "__init__.py"),
    submodule_search_locations=[os.path.join(sysconfig.get_paths()["stdlib"], "json")])
_module = importlib.util.module_from_spec(_vrai)
sys.modules["json"] = _module
_vrai.loader.exec_module(_module)
globals().update(vars(_module))
