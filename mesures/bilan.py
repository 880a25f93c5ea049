"""Du `usage` des appels aux chiffres d'une stratégie : tokens, part lue du cache, dollars.

    >>> from anthropic.types import Usage
    >>> u = Usage(input_tokens=30, output_tokens=80, cache_creation_input_tokens=200,
    ...           cache_read_input_tokens=1000)
    >>> entree_totale(u)   # hors cache + écrits dans le cache + lus du cache
    1230
"""

from __future__ import annotations

import statistics
from typing import Any

from cours.tarifs import Tarif


def entree_totale(u: Any) -> int:
    """Tous les tokens d'entrée d'un appel : hors cache + écrits dans le cache + lus du cache."""
    return u.input_tokens + (u.cache_creation_input_tokens or 0) + (u.cache_read_input_tokens or 0)


def cout(u: Any, tarif: Tarif, cache: bool = True) -> float:
    """Prix d'un appel en dollars ; `cache=False` : le même appel sans point de cache."""
    if not cache:
        return tarif.cout(entree=entree_totale(u), sortie=u.output_tokens)
    return tarif.cout(entree=u.input_tokens, sortie=u.output_tokens,
                      ecriture_cache=u.cache_creation_input_tokens or 0,
                      lecture_cache=u.cache_read_input_tokens or 0)


def ligne_de_serie(u: Any, resumes: list[Any], tarif: Tarif) -> dict[str, float]:
    """Les chiffres d'un échange : l'appel de conversation `u`, plus les appels de résumé faits pendant."""
    return {"entree": entree_totale(u), "lus": u.cache_read_input_tokens or 0,
            "ecrits": u.cache_creation_input_tokens or 0, "sortie": u.output_tokens,
            "resumes": len(resumes),
            "entree_resumes": sum(entree_totale(r) for r in resumes),
            "sortie_resumes": sum(r.output_tokens for r in resumes),
            "cout": cout(u, tarif) + sum(cout(r, tarif) for r in resumes),
            "cout_resumes": sum(cout(r, tarif) for r in resumes),
            "cout_sans_cache": cout(u, tarif, False) + sum(cout(r, tarif, False) for r in resumes)}


def moins_cher_des(couts: list[float], reference: list[float]) -> int | None:
    """Premier échange à partir duquel le coût cumulé reste sous celui de la référence (None : jamais).

        >>> moins_cher_des([1, 1, 1], [0.5, 1, 3])   # cumuls 1, 2, 3 contre 0,5, 1,5, 4,5
        3
    """
    cumul, cumul_ref, depuis = 0.0, 0.0, None
    for k, (c, r) in enumerate(zip(couts, reference, strict=True), start=1):
        cumul, cumul_ref = cumul + c, cumul_ref + r
        if cumul >= cumul_ref:
            depuis = None
        elif depuis is None:
            depuis = k
    return depuis


def bilan(nom: str, serie: dict[str, list], faits: dict[int, list[bool]], cles: list[str]) -> dict:
    """Les chiffres d'une stratégie, à partir de ses séries par échange et des réponses aux sondes.

    `faits` : pour chaque point de contrôle, une réponse juste ou non par question (dans l'ordre
    de `cles`). `cout_sans_cache_dollars` : la même facture si aucun appel ne portait de point
    de cache (tous les tokens d'entrée au prix normal).
    """
    entree = sum(serie["entree"]) + sum(serie["entree_resumes"])
    fin = max(faits)
    return {
        "strategie": nom,
        "appels": len(serie["entree"]),
        "tokens_par_appel_max": max(serie["entree"]),
        "tokens_par_appel_moyenne": round(statistics.fmean(serie["entree"]), 1),
        "entree_totale": entree,
        "entree_resumes": sum(serie["entree_resumes"]),
        "sortie_totale": sum(serie["sortie"]) + sum(serie["sortie_resumes"]),
        "lus_du_cache": sum(serie["lus"]),
        "ecrits_dans_le_cache": sum(serie["ecrits"]),
        "part_lue_du_cache": round(sum(serie["lus"]) / entree, 4),
        "cout_dollars": round(sum(serie["cout"]), 6),
        "cout_sans_cache_dollars": round(sum(serie["cout_sans_cache"]), 6),
        "cout_resumes_dollars": round(sum(serie["cout_resumes"]), 6),
        "appels_de_resume": sum(serie["resumes"]),
        "faits_retrouves_fin": sum(faits[fin]),
        "faits_plantes": len(cles),
        "faits_par_controle": {str(k): sum(v) for k, v in faits.items()},
        "detail_faits_fin": dict(zip(cles, faits[fin], strict=True)),
    }
