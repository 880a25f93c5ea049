"""Exercice 4 — Le coût d'une suite d'appels avec cache de préfixe, et la stratégie la moins chère.

Leçon 03 : `notebooks/03_la_croissance.ipynb`.

Avec un cache de préfixe, ce qui coûte n'est plus seulement la taille des requêtes, mais ce qui
*change* d'une requête à la suivante. Un historique qui ne fait que grandir se relit depuis le
cache ; une fenêtre glissante, dont le début change à chaque appel, se réécrit à chaque fois.

    >>> moins_chere({"tout garder": (req1, sorties), "fenêtre": (req2, sorties)}, CLAUDE_SONNET)
    ('tout garder', …)   # (nom, coût en dollars)

Le modèle de cache de l'exercice (une simplification, à suivre exactement) : une requête est une
liste de messages (des textes) ; le cache contient la requête précédente entière. Un appel relit
depuis le cache le plus long préfixe de messages identiques à ceux de la requête précédente, et
écrit dans le cache tout le reste de sa requête. Le premier appel écrit tout. On ignore la durée
de vie du cache (5 minutes chez Anthropic) et la taille minimale d'un préfixe mis en cache.
Ne modifiez que les corps qui lèvent `NotImplementedError`.
"""

from __future__ import annotations

from collections.abc import Callable

from contexte import approx_tokens
from cours.tarifs import Tarif

Requete = list[str]
Usage = dict[str, int]  # les champs de usage chez Anthropic


def prefixe_commun(a: Requete, b: Requete) -> int:
    """Le nombre de messages identiques au début de `a` et de `b`.

        >>> prefixe_commun(["x", "y", "z"], ["x", "y", "w"])  # -> 2
    """
    ### BEGIN SOLUTION
    ### BEGIN HINT
    # À faire : avancez tant que les deux listes ont un message à cette position et qu'il est
    # identique.
    ### END HINT
    n = 0
    while n < min(len(a), len(b)) and a[n] == b[n]:
        n += 1
    return n
    ### END SOLUTION


def usages(requetes: list[Requete], sorties: list[int], cache: bool = True,
           compter: Callable[[str], int] = approx_tokens) -> list[Usage]:
    """L'usage de chaque appel, avec les quatre champs de `usage` chez Anthropic.

    Pour l'appel k (requête `requetes[k]`, `sorties[k]` tokens produits) :
    `{"input_tokens": …, "cache_creation_input_tokens": …, "cache_read_input_tokens": …,
    "output_tokens": sorties[k]}`. Sans cache, toute la requête est en `input_tokens` (les deux
    champs de cache à 0). Avec cache, suivez le modèle décrit en tête du fichier (`input_tokens`
    vaut alors 0). Les tokens d'un message : `compter(message)`.
    `ValueError` si les deux listes n'ont pas la même longueur.

        >>> usages([["ab"], ["ab", "c"]], [1, 1], compter=len)[1]["cache_read_input_tokens"]  # 2
    """
    if len(requetes) != len(sorties):
        raise ValueError(f"{len(requetes)} requêtes mais {len(sorties)} nombres de tokens de "
                         "sortie : il en faut un par requête.")
    ### BEGIN SOLUTION
    ### BEGIN HINT
    # À faire : pour chaque requête, comptez ses tokens ; avec cache, séparez le préfixe
    # commun avec la requête précédente (relu) du reste (écrit). Rien n'est relu au 1er appel.
    ### END HINT
    resultat: list[Usage] = []
    precedente: Requete = []
    for requete, sortie in zip(requetes, sorties, strict=True):
        tailles = [compter(m) for m in requete]
        relu = sum(tailles[:prefixe_commun(precedente, requete)]) if cache else 0
        total = sum(tailles)
        resultat.append({
            "input_tokens": 0 if cache else total,
            "cache_creation_input_tokens": total - relu if cache else 0,
            "cache_read_input_tokens": relu,
            "output_tokens": sortie,
        })
        precedente = requete
    return resultat
    ### END SOLUTION


def cout_total(liste_usages: list[Usage], tarif: Tarif) -> float:
    """Le coût en dollars d'une suite d'appels : chaque champ au prix correspondant du tarif.

    Les prix du tarif sont en $ par million de tokens (voir `Tarif.cout`).

        >>> cout_total([{"input_tokens": 10**6, "cache_creation_input_tokens": 0,
        ...              "cache_read_input_tokens": 0, "output_tokens": 0}], CLAUDE_SONNET)  # 2.0
    """
    ### BEGIN SOLUTION
    ### BEGIN HINT
    # À faire : pour chaque usage, input_tokens × tarif.entree + … (4 champs), le tout divisé
    # par un million ; ou bien utilisez tarif.cout(entree=…, sortie=…, …).
    ### END HINT
    return sum(tarif.cout(entree=u["input_tokens"], sortie=u["output_tokens"],
                          ecriture_cache=u["cache_creation_input_tokens"],
                          lecture_cache=u["cache_read_input_tokens"]) for u in liste_usages)
    ### END SOLUTION


def moins_chere(strategies: dict[str, tuple[list[Requete], list[int]]], tarif: Tarif,
                cache: bool = True,
                compter: Callable[[str], int] = approx_tokens) -> tuple[str, float]:
    """La stratégie la moins chère et son coût : `(nom, dollars)`.

    Chaque stratégie est donnée par ses requêtes successives et ses tokens de sortie. En cas
    d'égalité, la première dans l'ordre du dictionnaire gagne. `ValueError` si `strategies`
    est vide.

        >>> moins_chere({"a": ([["x"]], [0]), "b": ([["xy"]], [0])}, t, compter=len)  # ("a", …)
    """
    if not strategies:
        raise ValueError("Aucune stratégie à comparer : donnez au moins une stratégie.")
    ### BEGIN SOLUTION
    ### BEGIN HINT
    # À faire : calculez le coût de chaque stratégie avec usages() et cout_total(), puis
    # gardez la moins chère (la première en cas d'égalité).
    ### END HINT
    meilleure: tuple[str, float] | None = None
    for nom, (requetes, sorties) in strategies.items():
        cout = cout_total(usages(requetes, sorties, cache, compter), tarif)
        if meilleure is None or cout < meilleure[1]:
            meilleure = (nom, cout)
    assert meilleure is not None
    return meilleure
    ### END SOLUTION
