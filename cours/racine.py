"""La racine du cours : la copie où l'on travaille, pas l'endroit où le paquet est installé.

Après `pip install .` (Binder, l'environnement partagé d'un JupyterHub), `contexte` vit dans
site-packages, mais les tests des exercices (`verifier`), `.postgres/url` (leçon 10) et les leçons
vivent dans la copie de l'élève. La racine est donc cherchée, dans l'ordre :

1. `$CONTEXTE_RACINE`, s'il est défini (il doit désigner une copie du cours) ;
2. le dossier courant ou l'un de ses parents (un notebook tourne dans `notebooks/` ou
   `exercises/` de la copie) ;
3. le dossier où le processus a démarré, ou l'un de ses parents (une leçon fait `os.chdir`
   vers un dossier temporaire ; le noyau, lui, a démarré dans celui du notebook) ;
4. le dossier qui contient le paquet (clone du dépôt, installation éditable `pip install -e .`).

Une copie du cours se reconnaît à `pyproject.toml` et `tests/exercices/` côte à côte.

    >>> est_une_copie(racine_du_cours())
    True
    >>> est_une_copie(Path("/"))
    False
"""

from __future__ import annotations

import os
from pathlib import Path

VARIABLE = "CONTEXTE_RACINE"
PAQUET = Path(__file__).resolve().parent.parent
try:
    DEPART: Path | None = Path.cwd()  # le dossier du notebook, avant tout os.chdir de la leçon
except OSError:  # dossier courant effacé
    DEPART = None


def est_une_copie(dossier: Path) -> bool:
    """Vrai si `dossier` est une copie du cours (dépôt, copie distribuée ou copie d'élève) ; un
    dossier qu'on ne peut pas lire n'en est pas une."""
    try:
        return (dossier / "pyproject.toml").is_file() and (dossier / "tests" / "exercices").is_dir()
    except OSError:
        return False


def _copie_au_dessus(dossier: Path) -> Path | None:
    for candidat in (dossier, *dossier.parents):
        if est_une_copie(candidat):
            return candidat
    return None


def racine_du_cours() -> Path:
    """La copie du cours où l'on travaille (voir l'ordre de recherche en tête du module).

    Sans copie trouvée, le dossier du paquet : les fonctions qui y cherchent un fichier disent
    alors lequel manque et quoi faire. `$CONTEXTE_RACINE` qui ne désigne pas une copie du cours
    est une erreur (`ValueError`) plutôt qu'un repli silencieux.
    """
    donnee = os.environ.get(VARIABLE, "").strip()
    if donnee:
        racine = Path(donnee).expanduser().resolve()
        if not est_une_copie(racine):
            raise ValueError(f"{VARIABLE}={donnee!r} ne désigne pas une copie du cours (il y faut "
                             "pyproject.toml et tests/exercices/) : corrigez la variable ou "
                             "retirez-la.")
        return racine
    try:
        courant: Path | None = Path.cwd()
    except OSError:
        courant = None
    for depart in (courant, DEPART):
        trouve = _copie_au_dessus(depart) if depart is not None else None
        if trouve is not None:
            return trouve
    return PAQUET


__all__ = ["VARIABLE", "est_une_copie", "racine_du_cours"]
