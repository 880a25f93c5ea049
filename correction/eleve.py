"""Le processus de l'élève : importe son fichier et exécute ce que le correcteur lui demande.

Lancé par le correcteur (atelier.py), jamais à la main, comme zygote (zygote.py) : il importe
une fois ce que les rendus importent, puis forke un enfant par exercice, qui pose ses limites et
sert le canal reçu. Pour une classe, un même zygote sert tous les rendus d'un fil de travail,
l'un après l'autre (le ménage entre deux rendus : menage.py) :

    python -I -B -c "…" --ctl 3 --isole --sdk

Il n'exécute aucun test et n'a pas le canal de rapport : il reçoit des demandes (« appelle
`fenetre_budget` avec ces arguments ») par le socket `--fd` et renvoie des valeurs. Patcher pytest
ou le greffon ici ne change donc rien à la note, qui se décide dans l'autre processus.

Un test qui doit tuer le code de l'élève en pleine écriture (exercice 2) demande « python » : un
processus Python enfant est lancé dans le bac à sable de l'élève (le seul qui voit son fichier),
par le *lanceur*, forké avant l'import du module de l'élève et joint au correcteur par son propre
canal (`_lanceur`) ; le correcteur n'en reçoit qu'une poignée (`communicate`, `send_signal`…).
"""

from __future__ import annotations

import argparse
import errno
import importlib.util
import os
import socket
import sys
from pathlib import Path
from types import ModuleType


def _pourquoi(e: BaseException) -> str:
    """Une explication en plus pour les limites posées par la correction."""
    if isinstance(e, MemoryError):
        return " (mémoire épuisée : la correction limite la mémoire de chaque exercice)"
    if isinstance(e, OSError) and e.errno == errno.EFBIG:
        return (" (sortie ou fichier trop gros : la correction limite la taille de ce qui est "
                "écrit, print compris)")
    return ""


def importer(dossier: Path, nom: str) -> ModuleType | str:
    """Importe `<dossier>/<nom>.py` ; renvoie le module, ou un message clair en français."""
    chemin = dossier / f"{nom}.py"
    if not chemin.is_file():
        return (f"Fichier {nom}.py introuvable dans {dossier.name or dossier}/ : le rendu doit "
                "garder le nom du fichier de l'énoncé.")
    spec = importlib.util.spec_from_file_location(f"rendu_{nom}", chemin)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.path.insert(0, str(dossier))  # pour un module d'aide écrit par l'élève à côté
    try:
        spec.loader.exec_module(module)
    except SyntaxError as e:
        return (f"Erreur de syntaxe dans {nom}.py, ligne {e.lineno} : {e.msg}. "
                "Le fichier ne peut pas être importé.")
    except BaseException as e:  # tout échec d'import (SystemExit compris) devient un message
        if isinstance(e, KeyboardInterrupt):
            raise
        try:
            detail = f" : {e}" if str(e) else ""
        except Exception:
            detail = ""
        return f"{nom}.py plante à l'import : {type(e).__name__}{detail}{_pourquoi(e)}"
    finally:
        if str(dossier) in sys.path:
            sys.path.remove(str(dossier))
    return module


# Ce que le code d'un élève (ou ce qui traverse le canal) importe : chargé une fois par rendu,
# dans le zygote, avant tout code d'élève ; chaque exercice en hérite par fork.
PRECHARGES = ("contexte", "cours.clients", "json", "copy",
              "tempfile", "correction.canal", "correction.enfant", "correction.executer")
# Pour une classe (`--sdk`) : le zygote sert tous les rendus d'un fil de travail, ces imports
# (1,1 s pour anthropic, 0,4 s pour google-genai) sont payés une fois pour toute la classe.
# L'ex1 importe google.genai ; l'erreur d'un client anthropic (ex6) arrive chez l'élève dans sa
# classe d'origine (donnees.py) : anthropic est importé à ce moment-là.
PRECHARGES_SDK = ("anthropic", "google.genai", "google.genai.types")


def servir_exercice(fd: int, limites: dict, lanceur_fd: int | None = None) -> int:
    """Dans l'enfant d'un exercice : pose les limites, forke le lanceur (s'il a son canal), puis
    sert les demandes jusqu'à « fin »."""
    from .executer import poser_limites

    poser_limites(limites["delai"], limites["memoire"], limites["fichier_max"],
                  limites.get("processus", 0))
    if lanceur_fd is not None:
        if os.fork() == 0:
            os.close(fd)
            _lanceur(lanceur_fd)
        os.close(lanceur_fd)
    return _servir(fd)


def _lanceur(fd: int) -> None:
    """Le lanceur : forké AVANT que le module de l'élève soit importé, il ne sert que
    « python » (enfant.py) sur son propre canal avec le correcteur, et sort à sa fermeture.

    Les processus Python d'un test (l'enfant tué en pleine écriture, le traceur de l'ex2) et ce
    qu'ils affichent ne passent donc jamais par le processus où le code de l'élève tourne : un
    module qui remplace `subprocess.Popen` ou le canal à son import n'y change rien. Le lanceur
    est non « dumpable » (hérité du zygote, menage.py) : l'élève ne peut ni le tracer ni lire
    ses descripteurs ; il peut le tuer, et ses tests de l'ex2 échouent alors."""
    from .canal import Canal, CanalFerme
    from .enfant import lancer_python

    canal = Canal(socket.socket(fileno=fd), confiance=False)
    canal.operations["python"] = lancer_python
    try:
        canal.servir()
    except (CanalFerme, OSError):
        pass
    os._exit(0)


def main(argv: list[str] | None = None) -> None:
    """Le zygote de l'élève (`--ctl`) : un enfant par exercice, qui sert le canal reçu."""
    from . import zygote

    parseur = argparse.ArgumentParser(prog="correction.eleve")
    parseur.add_argument("--ctl", type=int, required=True)
    parseur.add_argument("--isole", action="store_true")
    parseur.add_argument("--sdk", action="store_true")
    options = parseur.parse_args(sys.argv[1:] if argv is None else argv)
    import importlib

    for nom in PRECHARGES + (PRECHARGES_SDK if options.sdk else ()):
        try:
            importlib.import_module(nom)
        except Exception:
            pass

    def lancer(demande: dict, fds: list[int]) -> int:
        canal_fd, sortie_fd = fds[0], fds[1]
        os.dup2(sortie_fd, 1)
        os.dup2(sortie_fd, 2)
        os.close(sortie_fd)
        return servir_exercice(canal_fd, demande["limites"], fds[2] if len(fds) > 2 else None)

    from .menage import vider_bac_a_sable

    zygote.servir(options.ctl, lancer, options.isole,
                  vider_bac_a_sable if options.isole else None)


def _servir(fd: int) -> int:
    """Sert les demandes du correcteur sur le canal `fd` jusqu'à « fin »."""
    from .canal import Canal, CanalFerme

    canal = Canal(socket.socket(fileno=fd), confiance=False)
    dossier = Path(os.environ.get("CONTEXTE_RENDU") or ".").resolve()
    modules: dict[str, ModuleType | str] = {}

    def charger(nom: str) -> tuple[str, object]:
        if nom not in modules:
            modules[nom] = importer(dossier, str(nom))
        module = modules[nom]
        return ("echec", module) if isinstance(module, str) else ("module", module)

    canal.operations["charger"] = charger   # « python » : seulement le lanceur (_lanceur)
    try:
        canal.servir()
    except (CanalFerme, OSError):
        pass
    sys.stdout.flush()
    os._exit(0)  # sans attendre les fils d'exécution que l'élève aurait laissés
