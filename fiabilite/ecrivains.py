"""Harnais « rédacteurs concurrents » : plusieurs processus relisent, ajoutent et enregistrent.

Chaque rédacteur fait `tours` fois : relire la session, ajouter *son* message, enregistrer. Un
message est « acquitté » quand `save()` a rendu la main sans erreur. À la fin, on relit le
fichier : tout message acquitté doit y être (sinon il a disparu sans bruit : c'est la perte).

Trois modes :
- « verrou » : `Session.verrouillee(path)` tient un verrou de la relecture à l'écriture ; les
  rédacteurs passent chacun leur tour, aucun conflit possible ;
- « optimiste » : `Session(path)` puis `save()` sans verrou ; si le fichier a changé depuis la
  relecture, `save()` lève `ConflitEcriture` et l'rédacteur recommence (relire, ajouter, enregistrer) ;
- « seed » : la `Session` de la leçon source (`tmp.replace` sans verrou) : le dernier qui écrit
  efface l'ajout de l'autre.

Avec `forcer_course`, une barrière place chaque tour tous les rédacteurs entre leur relecture et
leur `save()` : la course arrive à chaque tour, au lieu d'arriver quand le hasard le veut.

    >>> essai_ecrivains("verrou", Path("/tmp/essai"), ecrivains=2, tours=50).perdus  # -> 0
"""

from __future__ import annotations

import json
import multiprocessing
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from contexte import ConflitEcriture, Session

from .naifs import SessionSeed

MODES = ("verrou", "optimiste", "seed")
ESSAIS = 5  # tentatives par message avant d'abandonner (message alors non acquitté)


def _ecrire_une_fois(mode: str, chemin: Path, texte: str, barriere) -> None:
    """Une tentative : relire, ajouter `texte`, (attendre les autres), enregistrer."""
    message = {"role": "user", "content": texte}
    if mode == "verrou":
        with Session.verrouillee(chemin) as s:
            s.messages.append(message)
            s.save()
        return
    s = Session(chemin) if mode == "optimiste" else SessionSeed(chemin)
    s.messages.append(message)
    if barriere is not None:
        barriere.wait(timeout=30)
    s.save()


def _ecrivain(mode: str, chemin: str, ident: int, tours: int, barriere, sortie) -> None:
    """Corps d'un processus rédacteur ; envoie son bilan au parent par la file `sortie`."""
    acquittes, conflits, erreurs = [], 0, Counter()
    for k in range(tours):
        texte = f"rédacteur {ident} n°{k}"
        for essai in range(ESSAIS):
            try:
                _ecrire_une_fois(mode, Path(chemin), texte, barriere if essai == 0 else None)
            except ConflitEcriture:
                conflits += 1
            except Exception as e:  # noqa: BLE001 - le harnais compte tout ce qui échoue
                erreurs[type(e).__name__] += 1
            else:
                acquittes.append(texte)
                break
    sortie.put({"acquittes": acquittes, "conflits": conflits, "erreurs": dict(erreurs)})


@dataclass
class BilanEcrivains:
    """Les chiffres d'une série d'rédacteurs concurrents."""

    mode: str
    ecrivains: int
    tours: int
    acquittes: int = 0
    stockes: int = 0
    perdus: int = 0       # acquittés mais absents du fichier final : la perte silencieuse
    abandonnes: int = 0   # non acquittés après ESSAIS tentatives (l'rédacteur le sait : pas perdu)
    conflits: int = 0     # ConflitEcriture levées (puis retentées)
    erreurs: dict = field(default_factory=dict)
    fichier_lisible: bool = True

    def ligne(self) -> str:
        """Une ligne de tableau lisible."""
        erreurs = ", ".join(f"{k}×{v}" for k, v in sorted(self.erreurs.items())) or "aucune"
        return (f"{self.mode:<10} rédacteurs={self.ecrivains} tours={self.tours:<4} "
                f"acquittés={self.acquittes:<5} stockés={self.stockes:<5} perdus={self.perdus:<4} "
                f"conflits={self.conflits:<5} abandonnés={self.abandonnes:<3} autres erreurs : {erreurs}"
                + ("" if self.fichier_lisible else " — FICHIER ILLISIBLE"))


def essai_ecrivains(mode: str, dossier: Path, ecrivains: int = 2, tours: int = 50,
                    forcer_course: bool = False) -> BilanEcrivains:
    """Lance `ecrivains` processus sur la même session et compte acquittés, stockés, perdus."""
    if mode not in MODES:
        raise ValueError(f"Mode inconnu {mode!r} : choisissez parmi {MODES}.")
    if forcer_course and mode == "verrou":
        raise ValueError("forcer_course n'a pas de sens avec le verrou : la barrière attendrait "
                         "un rédacteur bloqué par le verrou (interblocage).")
    chemin = Path(dossier) / "session.json"
    ctx = multiprocessing.get_context("fork")
    barriere = ctx.Barrier(ecrivains) if forcer_course else None
    sortie = ctx.Queue()
    processus = [ctx.Process(target=_ecrivain, args=(mode, str(chemin), i, tours, barriere, sortie))
                 for i in range(ecrivains)]
    for p in processus:
        p.start()
    rapports = [sortie.get(timeout=300) for _ in processus]
    for p in processus:
        p.join()
    bilan = BilanEcrivains(mode, ecrivains, tours)
    acquittes = [t for r in rapports for t in r["acquittes"]]
    try:
        stockes = [m["content"] for m in json.loads(chemin.read_text(encoding="utf-8"))]
    except (OSError, ValueError):
        bilan.fichier_lisible, stockes = False, []
    bilan.acquittes, bilan.stockes = len(acquittes), len(stockes)
    bilan.perdus = len(set(acquittes) - set(stockes))
    bilan.abandonnes = ecrivains * tours - len(acquittes)
    bilan.conflits = sum(r["conflits"] for r in rapports)
    bilan.erreurs = dict(sum((Counter(r["erreurs"]) for r in rapports), Counter()))
    return bilan
