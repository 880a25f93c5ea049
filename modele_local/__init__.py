"""Le modèle local : un serveur sur 127.0.0.1 qui parle les API HTTP d'Anthropic et de Gemini.

Les vrais SDK (`anthropic.Anthropic`, `google.genai.Client`) s'y connectent par leur `base_url` :
le code des leçons est celui qu'on écrirait pour le vrai service. Le serveur ne démarre qu'à la
demande (`demarrer()`), une seule fois par processus, dans un fil démon qui meurt avec lui.
L'importer ne démarre rien. Seul, au premier plan : `python -m modele_local --port N`.

Ce n'est pas un LLM : un « cerveau » déterministe (`comprehension/`) qui ne sait que ce que contient
la requête. Autour de lui, le serveur imite le service réel là où le cours en a besoin :

- mêmes refus, mêmes messages (paires tool_use / tool_result, bloc `thinking` signé…) ;
- règles de chaque modèle lues dans le catalogue (`catalogue.py`, relevé le 2026-11-30) : ids
  retirés ou inconnus → 404, réflexion par défaut là où le vrai modèle l'a, fenêtre, sortie max ;
- réflexion préservée (signature liée au préfixe), réponses diffusées (SSE), compaction côté
  serveur et édition de contexte (bêta) ;
- `usage` avec un cache de préfixe simulé (`cache.py`) ; `reinitialiser()` le vide ;
- jetons comptés en cl100k, une approximation des tokenizers des fournisseurs ;
- pannes à la demande par le nom du modèle : `hors-ligne-erreur-429`, `-529`, `-500`, `-401`
  (et tout autre code), `hors-ligne-lent` (réponse après 3 s ; `hors-ligne-lent-0.5` : 0,5 s) ;
- « qu'a reçu le modèle ? » : `journaliser("requetes.jsonl")` écrit chaque requête reçue (secrets
  masqués), comme `MODELE_LOCAL_JOURNAL=requetes.jsonl` ou `python -m modele_local --journal …`.

    >>> demarrer()
    'http://127.0.0.1:...'
"""

from __future__ import annotations

import os
import threading
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from modele_local.serveur import Serveur

_verrou = threading.Lock()
_serveur: Serveur | None = None
_pid: int | None = None


def cle() -> str:
    """La clé qu'exige le serveur de ce processus, sur toute route (`modele_local.acces`) : tirée
    au hasard une fois par processus (ou `$MODELE_LOCAL_CLE`) ; `contexte` la donne à ses clients."""
    from modele_local.acces import cle as cle_du_processus

    return cle_du_processus()


def demarrer() -> str:
    """Démarre le serveur local s'il ne tourne pas encore et renvoie son URL de base."""
    global _serveur, _pid
    with _verrou:
        if _serveur is None or _pid != os.getpid():  # après un fork, le fil n'existe plus
            from modele_local.serveur import Serveur

            srv = Serveur(port=0)
            fil = threading.Thread(target=srv.serve_forever, name="contexte-hors-ligne",
                                   daemon=True)
            fil.start()
            _serveur, _pid = srv, os.getpid()
        return _serveur.url


def journaliser(chemin: str | os.PathLike | None) -> None:
    """Ouvre (ou ferme avec None) le journal des requêtes du serveur de ce processus.

    Chaque requête reçue devient une ligne JSON de `chemin` (voir `modele_local.journal`).
    Démarre le serveur s'il ne tourne pas encore.
    """
    from modele_local.journal import Journal

    demarrer()
    with _verrou:
        assert _serveur is not None
        _serveur.etat.journal = Journal(chemin) if chemin is not None else None


def reinitialiser() -> None:
    """Vide les caches simulés du serveur de ce processus (notebooks reproductibles).

    Équivalent HTTP, pour un serveur lancé à part : `POST /hors-ligne/reinitialiser`.
    """
    with _verrou:
        if _serveur is not None and _pid == os.getpid():
            _serveur.etat.reinitialiser()


def arreter() -> None:
    """Arrête le serveur de ce processus (inutile d'habitude : il meurt avec le processus)."""
    global _serveur, _pid
    with _verrou:
        if _serveur is not None and _pid == os.getpid():
            _serveur.shutdown()
            _serveur.server_close()
        _serveur, _pid = None, None


__all__ = ["arreter", "cle", "demarrer", "journaliser", "reinitialiser"]
