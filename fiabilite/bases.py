"""Les harnais de fiabilité contre le stockage en base (leçon 10) : SQLite et PostgreSQL.

- `essai_crash_base(url, kills)` : un processus ajoute un message et fait save(), en boucle, et
  publie après chaque save() réussi le nombre de messages acquittés ; le parent le tue (SIGKILL)
  à un instant tiré au hasard, relit la session et vérifie : l'état acquitté, ou le suivant
  (la transaction en cours a été validée juste avant le kill), jamais moins, jamais autre chose.
- `essai_redacteurs_base(url, redacteurs, tours, meme_session)` : des processus écrivent en même
  temps, sur la même session (conflits, puis nouvel essai) ou chacun sur son utilisateur ; tout
  message acquitté doit être relu à la fin. Renvoie aussi le débit (messages acquittés / s).

    >>> essai_crash_base("sqlite:///k.db", kills=5).pertes  # -> 0
"""

from __future__ import annotations

import multiprocessing
import random
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

from contexte import ConflitEcriture
from contexte.stockage import ouvrir_stockage

from .crash import attendu, message

TAILLE = 20_000  # caractères du premier message : de quoi faire durer une transaction
SCRIPT_PG = Path(__file__).resolve().parent.parent / "outils" / "postgres.py"


def serveur_postgres(demarrer: bool = True) -> tuple[str | None, bool, str]:
    """(URL ou None, démarré par nous ?, raison de l'absence) ; sans `demarrer` : s'il tourne."""
    r = subprocess.run([sys.executable, str(SCRIPT_PG), "--si-present"], capture_output=True, text=True)
    if r.returncode == 0:
        return r.stdout.strip().splitlines()[-1], False, ""
    if not demarrer:
        return None, False, "aucun serveur ne tourne (version rapide : on n'en démarre pas)"
    r = subprocess.run([sys.executable, str(SCRIPT_PG)], capture_output=True, text=True)
    if r.returncode == 0:
        return r.stdout.strip().splitlines()[-1], True, ""
    return None, False, r.stderr.strip()


def _enfant_crash(url: str, utilisateur: str, taille: int, acquitte) -> None:
    stock = ouvrir_stockage(url)  # connexion ouverte *après* le fork : jamais partagée
    session = stock.session(utilisateur, "crash")
    for _ in iter(int, 1):  # jusqu'au SIGKILL du parent
        session.messages.append(message(len(session.messages), taille))
        try:
            session.save()
        except ConflitEcriture:
            # PostgreSQL : l'enfant précédent a été tué *après* avoir envoyé son COMMIT, que le
            # serveur a validé après notre lecture. Rien de perdu : on relit et on continue.
            session = stock.session(utilisateur, "crash")
            continue
        acquitte.value = len(session.messages)


@dataclass
class BilanCrashBase:
    """Les chiffres d'une série de kills contre un stockage en base."""

    url: str
    kills: int = 0
    sauvegardes: int = 0     # saves acquittés, tous kills confondus
    etat_precedent: int = 0  # relu après un kill : l'état acquitté
    etat_nouveau: int = 0    # relu après un kill : un message de plus (validé juste avant le kill)
    pertes: int = 0          # moins que l'acquitté, ou contenu faux : ne doit jamais arriver
    premiere_erreur: str = ""

    def ligne(self, nom: str = "") -> str:
        return (f"{nom or self.url.split(':')[0]:<10} kills={self.kills:<4} saves={self.sauvegardes:<6} "
                f"précédent={self.etat_precedent:<4} nouveau={self.etat_nouveau:<4} "
                f"pertes={self.pertes}")


def essai_crash_base(url: str, kills: int, graine: int = 0, taille: int = TAILLE,
                     delai_max: float = 0.03, utilisateur: str = "crash") -> BilanCrashBase:
    """Lance `kills` enfants qui enregistrent dans `url` et les tue chacun au hasard."""
    hasard = random.Random(graine)
    stock = ouvrir_stockage(url)
    stock.effacer_utilisateur(utilisateur)
    ctx = multiprocessing.get_context("fork")
    bilan = BilanCrashBase(url)
    for _ in range(kills):
        depart = len(stock.session(utilisateur, "crash").messages)
        acquitte = ctx.RawValue("q", depart)
        enfant = ctx.Process(target=_enfant_crash, args=(url, utilisateur, taille, acquitte),
                             daemon=True)
        enfant.start()
        while acquitte.value == depart and enfant.is_alive():  # attendre un premier save
            time.sleep(0.0005)
        if not enfant.is_alive():
            raise RuntimeError(f"L'enfant s'est arrêté seul (code {enfant.exitcode}) : voir stderr.")
        time.sleep(hasard.uniform(0, delai_max))
        enfant.kill()
        enfant.join()
        acq = acquitte.value
        bilan.kills += 1
        bilan.sauvegardes += acq - depart
        etat = stock.session(utilisateur, "crash").messages
        if len(etat) in (acq, acq + 1) and etat == attendu(len(etat), taille):
            bilan.etat_precedent += len(etat) == acq
            bilan.etat_nouveau += len(etat) == acq + 1
        else:
            bilan.pertes += 1
            bilan.premiere_erreur = bilan.premiere_erreur or f"{len(etat)} relus, {acq} acquittés"
    stock.effacer_utilisateur(utilisateur)
    stock.fermer()
    return bilan


def _redacteur(url: str, ident: int, tours: int, meme_session: bool, essais: int, sortie) -> None:
    stock = ouvrir_stockage(url)
    utilisateur = "partage" if meme_session else f"redacteur{ident}"
    acquittes, conflits = [], 0
    for k in range(tours):
        texte = f"rédacteur {ident} n°{k}"
        for _ in range(essais):
            s = stock.session(utilisateur, "s")  # relire, ajouter, enregistrer
            s.messages.append({"role": "user", "content": texte})
            try:
                s.save()
            except ConflitEcriture:
                conflits += 1
                continue
            acquittes.append(texte)
            break
    stock.fermer()
    sortie.put((ident, acquittes, conflits))


@dataclass
class BilanRedacteurs:
    """Acquittés, relus, perdus, conflits et débit d'une série de rédacteurs concurrents."""

    redacteurs: int
    meme_session: bool
    acquittes: int = 0
    perdus: int = 0
    conflits: int = 0
    abandonnes: int = 0
    secondes: float = 0.0
    details: dict = field(default_factory=dict)

    @property
    def debit(self) -> float:
        """Messages acquittés par seconde, tous rédacteurs ensemble."""
        return self.acquittes / self.secondes if self.secondes else 0.0


def essai_redacteurs_base(url: str, redacteurs: int = 8, tours: int = 20,
                          meme_session: bool = False, essais: int = 1000) -> BilanRedacteurs:
    """`redacteurs` processus écrivent `tours` messages chacun ; vérifie qu'aucun acquitté ne manque."""
    stock = ouvrir_stockage(url)
    noms = ["partage"] if meme_session else [f"redacteur{i}" for i in range(redacteurs)]
    for nom in noms:
        stock.effacer_utilisateur(nom)
    ctx = multiprocessing.get_context("fork")
    sortie = ctx.Queue()
    processus = [ctx.Process(target=_redacteur, args=(url, i, tours, meme_session, essais, sortie))
                 for i in range(redacteurs)]
    debut = time.perf_counter()
    for p in processus:
        p.start()
    rapports = [sortie.get(timeout=600) for _ in processus]
    bilan = BilanRedacteurs(redacteurs, meme_session, secondes=time.perf_counter() - debut)
    for p in processus:
        p.join()
    relus = {m["content"] for nom in noms for m in stock.session(nom, "s").messages}
    acquittes = [t for _, a, _ in rapports for t in a]
    bilan.acquittes = len(acquittes)
    bilan.perdus = len(set(acquittes) - relus)
    bilan.conflits = sum(c for _, _, c in rapports)
    bilan.abandonnes = redacteurs * tours - len(acquittes)
    for nom in noms:
        stock.effacer_utilisateur(nom)
    stock.fermer()
    return bilan
