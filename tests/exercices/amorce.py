"""Ce que le zygote du correcteur calcule une fois, avant de forker un enfant par exercice.

Chaque enfant (une session pytest sur les tests notés d'un exercice, `correction/executer.py`)
hérite de la mémoire du zygote. Ce qui ne dépend d'aucun élève s'y calcule donc une fois par fil
de travail, au lieu d'une fois par rendu. Profil d'un enfant (cProfile, zygote gelé, 2026-12-01) :

- l'encodeur cl100k de tiktoken, que le banc de l'ex9 lit pour compter les tokens : 0,3 s ;
- les 150 conversations de la propriété de l'ex5 (`exemples_ex5`), que tirer coûtait 0,2 s, et
  les constantes qu'hypothesis relève dans les modules du cours (il en relit le source, 0,18 s) :
  l'enfant n'en a plus besoin que si un exemple échoue ;
- le serveur du modèle local (`modele_local.serveur` et ce qu'il importe), et les modèles
  pydantic des réponses anthropic, construits au premier appel : ≈ 0,1 s (ex6, ex9) ;
- le banc de rétention de `SUMMARY_PROMPT` (ex9, `banc_consignes.banc`), le même pour tous.

Rien ici ne lit un rendu. Le zygote n'héberge ensuite ni fil ni socket : le client est fermé et
le serveur arrêté avant le premier fork (chaque enfant démarre le sien, `modele_sans_reseau`).

    amorcer()   # dans le zygote du correcteur, après les imports de PRECHARGES
"""

from __future__ import annotations

import threading

from contexte import SUMMARY_PROMPT, count_tokens


def _hypothesis() -> None:
    """Les exemples de l'ex5, puis le relevé des constantes des modules déjà importés : l'enfant
    ne relira que ses nouveaux modules, et l'union est la même. Ce relevé n'a pas d'API publique
    (`_get_local_constants`, hypothesis 6.170) : s'il disparaît, l'enfant le fait lui-même au
    premier exemple tiré, plus lentement, avec le même résultat."""
    import exemples_ex5
    from hypothesis.internal.conjecture import providers

    exemples_ex5.exemples()
    relever = getattr(providers, "_get_local_constants", None)
    if callable(relever):
        relever()


def amorcer() -> None:
    """Calcule ce qui ne dépend d'aucun élève, puis arrête le serveur local de ce processus."""
    import banc_consignes
    import modele_sans_reseau

    count_tokens("amorce")
    _hypothesis()
    try:
        banc_consignes.banc(SUMMARY_PROMPT)
    finally:
        banc_consignes.fermer()
        modele_sans_reseau.arreter()
        for fil in threading.enumerate():   # les gestionnaires de connexion finissent seuls
            if fil is not threading.current_thread():
                fil.join(timeout=5)
