"""Le modèle local dans un processus à part, pour les relevés de conformité (`make conformite`).

    with serveur_local(sys.executable, "--deterministe") as url:
        if url is None:
            return 2          # le serveur n'a pas démarré ; sa première ligne a été affichée
        ...                   # url : "http://127.0.0.1:PORT"

Le processus est arrêté en sortie du bloc, même sur une erreur.
"""

from __future__ import annotations

import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

RACINE = Path(__file__).resolve().parent.parent


@contextmanager
def serveur_local(python: str, *options: str) -> Iterator[str | None]:
    """`python -m modele_local --port 0 --sans-cle *options`, depuis la racine du dépôt ; rend
    l'URL annoncée sur sa première ligne, ou None (après l'avoir dit) s'il n'en annonce pas."""
    serveur = subprocess.Popen([python, "-m", "modele_local", "--port", "0", "--sans-cle", *options],
                               stdout=subprocess.PIPE, text=True, cwd=RACINE)
    try:
        premiere = serveur.stdout.readline() if serveur.stdout else ""
        url = next((m.rstrip(" .—") for m in premiere.split() if m.startswith("http://")), "")
        if not url:
            print(f"Le serveur local n'a pas démarré : {premiere!r}")
        yield url or None
    finally:
        serveur.terminate()
        serveur.wait(timeout=10)
