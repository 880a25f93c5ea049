"""Côté correcteur : la fixture `ex` des tests notés devient une poignée sur le module de l'élève.

Quand la variable CORRECTION_CANAL donne un descripteur (posée par lancer.py), `charger("ex5_…")`
ne lit pas le fichier de l'élève : il demande à son processus de l'importer, et reçoit une
poignée (`Distant`) dont chaque attribut et chaque appel passent par le canal.

    ex = module_distant("ex5_fenetre_budget")   # dans tests/exercices/conftest.py
    ex.fenetre_budget(MESSAGES, 9, compter=taille)   # exécuté chez l'élève, relu ici
"""

from __future__ import annotations

import os
import socket
from typing import Any

from .canal import Canal, CanalFerme

_CANAL: Canal | None = None
_LANCEUR: Canal | None = None
VARIABLE = "CORRECTION_CANAL"
VARIABLE_LANCEUR = "CORRECTION_LANCEUR"   # le canal du lanceur (eleve.py), pour « python »


def actif() -> bool:
    """Vrai dans le processus du correcteur lancé par la correction d'une classe."""
    return bool(os.environ.get(VARIABLE))


def canal() -> Canal:
    """Le canal vers le processus de l'élève (ouvert au premier usage)."""
    global _CANAL
    if _CANAL is None:
        _CANAL = Canal(socket.socket(fileno=int(os.environ[VARIABLE])), confiance=True)
    return _CANAL


def lanceur() -> Canal:
    """Le canal vers le lanceur de l'élève : un processus forké avant l'import de son module,
    qui lance les processus Python des tests (eleve.py) ; jamais le processus de l'exercice."""
    global _LANCEUR
    if _LANCEUR is None:
        if not os.environ.get(VARIABLE_LANCEUR):
            raise RuntimeError("pas de canal vers le lanceur de l'élève : la correction doit "
                               "passer trois descripteurs au processus du correcteur")
        _LANCEUR = Canal(socket.socket(fileno=int(os.environ[VARIABLE_LANCEUR])),
                         confiance=True)
    return _LANCEUR


def module_distant(nom: str) -> Any:
    """La poignée du module de l'élève, ou le message (en français) qui dit pourquoi il manque."""
    try:
        genre, valeur = canal().demander("charger", nom)
    except CanalFerme as e:
        return f"{nom}.py : {e} pendant l'import (os._exit ? signal ? mémoire ?)."
    return valeur if genre == "module" else str(valeur)


def lancer_python(code: str, args: list[str]) -> Any:
    """Lance `python -B -c code args…` là où tourne le code de l'élève : dans son processus (et
    son bac à sable) pendant la correction, ici sinon. Renvoie le `Popen` (ou sa poignée).

    Un test qui fait tourner le fichier de l'élève dans un enfant (le tuer en pleine écriture,
    l'espionner) passe par là : le processus du correcteur ne voit pas ce fichier sous bubblewrap.
    """
    if actif():
        return lanceur().demander("python", code, list(args))
    from .enfant import lancer_python as lancer_ici

    return lancer_ici(code, list(args))


def lancer_traceur(script: str, args: list[str], delai: int = 50) -> Any:
    """Lance le traceur de l'ex2 sur `script` (traceur.py), comme `lancer_python` : par le
    lanceur de l'élève pendant la correction, ici sinon. `delai` : sa vie au plus (s)."""
    if actif():
        return lanceur().demander("traceur", script, list(args), delai)
    from .enfant import lancer_traceur as ici

    return ici(script, list(args), delai)


def appeler_et_relire(fonction: Any, *args: Any, **kwargs: Any) -> dict:
    """Appelle une fonction de l'élève et rend ce que sont devenus ses arguments (par valeur : une
    modification sur place se voit), son résultat, ou son erreur et les noms de ses classes :

        vu = appeler_et_relire(ex.compacter, messages, client)
        vu["args"][0] == messages, vu["erreur"]   # -> (True, {"classes": […], "message": …})

    Pendant la correction, l'appel et la relecture ont lieu dans le processus de l'élève ; ici
    sinon. Les arguments `client` & co. restent des poignées : ce qu'ils reçoivent, c'est le
    correcteur qui l'observe."""
    from .canal import appeler_et_relire as ici

    if actif() and hasattr(fonction, "_canal"):
        return canal().demander("appel_relu", fonction, list(args), kwargs)
    return ici(fonction, list(args), kwargs)


def etat() -> dict[str, Any]:
    """Ce que le greffon écrit à la fin : le processus de l'élève s'est-il arrêté ? des refus ?"""
    if _CANAL is None:
        return {"eleve_arrete": False, "refus": []}
    return {"eleve_arrete": _CANAL.ferme, "refus": list(_CANAL.refus)}


def fermer() -> None:
    """Dit au lanceur, puis au processus de l'élève, de s'arrêter (fin de la session de tests).

    Le lanceur d'abord : dès que le processus de l'élève a fini, son zygote tue tout ce qui reste
    (le lanceur compris). Un bout déjà fermé n'est pas une erreur (bogue : la CanalFerme levée en
    écrivant au lanceur déjà tué sortait de pytest, et la session finissait en 70)."""
    for bout in (_LANCEUR, _CANAL):
        if bout is not None and not bout.ferme:
            try:
                bout.envoyer(("demande", "fin"))
            except (OSError, CanalFerme):
                pass
