"""Harnais « crash » : tuer (SIGKILL) un processus en pleine sauvegarde, encore et encore.

Un processus enfant relit la session, puis ajoute un message et l'enregistre, en boucle ; après
chaque `save` qui a rendu la main, il publie le nombre de messages enregistrés (« acquittés »).
Le parent le tue à un instant tiré au hasard (graine fixe), puis relit le fichier : il doit se
charger et contenir soit l'état acquitté, soit le suivant (celui qui s'écrivait), jamais moins.
Le premier message est gros (≈ 1 Mo) pour que chaque écriture dure et que les kills tombent dedans.

Trois façons d'écrire : « write_text » (naïve, se corrompt), « seed » (temporaire fixe +
`tmp.replace`, la leçon source) et « session » (`contexte.Session`).

    >>> essai_crash("session", Path("/tmp/essai"), kills=20).corruptions  # -> 0
"""

from __future__ import annotations

import json
import multiprocessing
import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from contexte import FichierInvalide, Session
from contexte.disque import ecrire_atomique

from .naifs import sauver_seed, sauver_write_text

STRATEGIES = ("write_text", "seed", "session")
TAILLE = 1_000_000  # caractères du premier message


def message(k: int, taille: int = TAILLE) -> dict:
    """Le k-ième message, toujours le même pour un k donné (on peut donc vérifier le fichier)."""
    texte = f"message n°{k}"
    if k == 0:
        texte += " " + ("Rezé, équipe Paiements. " * (taille // 24 + 1))[:taille]
    return {"role": "user" if k % 2 == 0 else "assistant", "content": texte}


def attendu(n: int, taille: int = TAILLE) -> list[dict]:
    """L'état après n messages enregistrés."""
    return [message(k, taille) for k in range(n)]


def _enfant(strategie: str, chemin: str, taille: int, acquitte) -> None:
    """Boucle de l'enfant : ajouter un message, enregistrer, publier le compte. Jusqu'au kill."""
    session = Session(chemin)  # la relecture passe par la vraie API dans les trois cas
    messages = session.messages
    for _ in iter(int, 1):  # boucle infinie : seul le SIGKILL du parent l'arrête
        messages.append(message(len(messages), taille))
        if strategie == "session":
            session.save()
        elif strategie == "seed":
            sauver_seed(Path(chemin), messages)
        else:
            sauver_write_text(Path(chemin), messages)
        acquitte.value = len(messages)


@dataclass
class BilanCrash:
    """Les chiffres d'une série de kills."""

    strategie: str
    kills: int = 0
    sauvegardes: int = 0          # saves acquittés par les enfants, tous kills confondus
    etat_precedent: int = 0       # relu après un kill : l'état acquitté
    etat_nouveau: int = 0         # relu après un kill : l'état suivant, complet
    corruptions: int = 0          # illisible, ou moins que l'état acquitté
    temporaires_laisses: int = 0  # fichiers temporaires trouvés juste après un kill
    temporaires_oublies: int = 0  # …encore là après le premier save suivant (doit rester 0)
    premiere_erreur: str = ""

    def ligne(self) -> str:
        """Une ligne de tableau lisible."""
        return (f"{self.strategie:<10} kills={self.kills:<4} saves={self.sauvegardes:<6} "
                f"précédent={self.etat_precedent:<4} nouveau={self.etat_nouveau:<4} "
                f"corruptions={self.corruptions:<4} temporaires laissés={self.temporaires_laisses:<4} "
                f"oubliés={self.temporaires_oublies}")


def _relire(chemin: Path) -> tuple[list[dict] | None, str]:
    """Relit la session par `Session` ; None et le message si le fichier ne se charge pas."""
    try:
        return Session(chemin).messages, ""
    except FichierInvalide as e:
        return None, str(e)


def temporaires(chemin: Path) -> set[Path]:
    """Tout fichier du dossier autre que la session et son verrou."""
    garder = {chemin.name, f".{chemin.name}.lock"}
    return {p for p in chemin.parent.iterdir() if p.name not in garder}


def lancer_enfant(ctx: Any, cible: Callable[..., None], args: tuple, depart: int,
                  pause: float) -> tuple[Any, Any]:
    """Lance `cible(*args, acquitte)` dans un processus fils et attend son premier save acquitté.

    `acquitte` : compteur partagé parti de `depart`, que l'enfant monte après chaque save fini.
    Rend (enfant, acquitte) ; RuntimeError si l'enfant s'arrête avant d'avoir acquitté.
    """
    acquitte = ctx.RawValue("q", depart)
    enfant = ctx.Process(target=cible, args=(*args, acquitte), daemon=True)
    enfant.start()
    while acquitte.value == depart and enfant.is_alive():  # attendre un premier save
        time.sleep(pause)
    if not enfant.is_alive():
        raise RuntimeError(f"L'enfant s'est arrêté seul (code {enfant.exitcode}) : voir stderr.")
    return enfant, acquitte


def essai_crash(strategie: str, dossier: Path, kills: int, graine: int = 0,
                taille: int = TAILLE, delai_max: float = 0.02,
                viser_temporaire: bool = False) -> BilanCrash:
    """Lance `kills` enfants qui écrivent avec `strategie` et les tue chacun au hasard.

    Avec `viser_temporaire`, le kill part dès qu'un fichier temporaire apparaît dans le dossier
    (au lieu d'un délai tiré au hasard) : il tombe alors presque toujours en pleine écriture.

    Après une corruption, le parent remet l'état acquitté (il joue la sauvegarde de secours)
    pour que la série continue. Renvoie le bilan ; ne lève rien si le fichier se corrompt.
    """
    if strategie not in STRATEGIES:
        raise ValueError(f"Stratégie inconnue {strategie!r} : choisissez parmi {STRATEGIES}.")
    if viser_temporaire and strategie == "write_text":
        raise ValueError("viser_temporaire demande une stratégie à fichier temporaire "
                         "(« seed » ou « session ») : write_text n'en crée pas.")
    hasard = random.Random(graine)
    chemin = Path(dossier) / "session.json"
    ecrire_atomique(chemin, json.dumps(attendu(1, taille), ensure_ascii=False))
    contexte_mp = multiprocessing.get_context("fork")
    bilan, restes = BilanCrash(strategie), set()
    for _ in range(kills):
        depart = len(_relire(chemin)[0] or [])
        enfant, acquitte = lancer_enfant(contexte_mp, _enfant, (strategie, str(chemin), taille),
                                         depart, pause=0.0002)
        if strategie == "session":  # noms uniques : un nom qui reste est un oubli
            bilan.temporaires_oublies += sum(p.exists() for p in restes)
        if viser_temporaire:
            fin = time.monotonic() + 2
            while not temporaires(chemin) and time.monotonic() < fin:
                pass  # attente active : le temporaire ne vit que quelques millisecondes
        else:
            time.sleep(hasard.uniform(0, delai_max))
        enfant.kill()
        enfant.join()
        bilan.kills += 1
        acq = acquitte.value
        bilan.sauvegardes += acq - depart
        etat, erreur = _relire(chemin)
        if etat is not None and len(etat) in (acq, acq + 1) and etat == attendu(len(etat), taille):
            if len(etat) == acq:
                bilan.etat_precedent += 1
            else:
                bilan.etat_nouveau += 1
        else:
            bilan.corruptions += 1
            bilan.premiere_erreur = bilan.premiere_erreur or (
                erreur or f"{len(etat or [])} messages relus, {acq} acquittés")
            ecrire_atomique(chemin, json.dumps(attendu(acq, taille), ensure_ascii=False))
        restes = temporaires(chemin)
        bilan.temporaires_laisses += len(restes)
    return bilan
