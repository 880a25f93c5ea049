"""« Un long contexte n'est pas gratuit » : la chance de manquer un fait, selon la longueur et la place.

Mode optionnel, coupé par défaut, semé : le modèle local lit alors moins bien un long contexte,
comme les vrais modèles mesurés dans deux études publiées :

- LongMemEval (Wu et al., ICLR 2025) : GPT-4o répond juste à 87,0 % des questions quand on ne
  lui donne que les sessions qui contiennent la preuve, à 60,6 % avec tout l'historique
  (environ 115 000 tokens). La perte relative, 1 − 60,6 / 87,0 ≈ 0,30, est la chance moyenne
  de manquer un fait à 115 000 tokens (`P_115K`).
- « Lost in the Middle » (Liu et al., TACL 2024) : un fait au milieu du contexte est manqué plus
  souvent qu'au début ou à la fin (courbe en U). Ici : un poids 0,5 aux deux bouts, 1,5 au
  milieu, de moyenne 1 (`poids_position`).

Ce qui est à nous, pas aux études : la forme logarithmique en la longueur, nulle sous
`SANS_PERTE` tokens (l'ordre de grandeur des seules sessions de preuve), et le plafond
`P_MAX`. Le tirage dépend de la graine et du texte du fait : même requête, même réponse.

    >>> round(p_oubli(115_000, 0.5), 3), round(p_oubli(115_000, 0.0), 3), p_oubli(3_000, 0.5)
    (0.455, 0.152, 0.0)
"""

from __future__ import annotations

import hashlib
import math

P_115K = 1 - 60.6 / 87.0     # LongMemEval, GPT-4o : sessions de preuve seules / historique complet
LONGUEUR_115K = 115_000
SANS_PERTE = 4_000           # notre choix : en dessous, aucune perte
P_MAX = 0.9                  # notre choix : un fait n'est jamais manqué à coup sûr


def poids_position(position: float) -> float:
    """Courbe en U de moyenne 1 : 0,5 au début (0) et à la fin (1), 1,5 au milieu (0,5)."""
    position = min(1.0, max(0.0, position))
    return 0.5 + (1.0 - abs(2 * position - 1))


def p_longueur(jetons: int) -> float:
    """Chance moyenne de manquer un fait dans un contexte de `jetons` tokens (0 sous SANS_PERTE)."""
    if jetons <= SANS_PERTE:
        return 0.0
    return P_115K * math.log(jetons / SANS_PERTE) / math.log(LONGUEUR_115K / SANS_PERTE)


def p_oubli(jetons: int, position: float) -> float:
    """Chance de manquer un fait placé à `position` (0 = début, 1 = fin) d'un contexte de `jetons`."""
    return min(P_MAX, p_longueur(jetons) * poids_position(position))


def manque(graine: int | str, jetons: int, position: float, fait: str) -> bool:
    """Le tirage semé : vrai si le fait est manqué (même graine, même fait -> même tirage).

        >>> manque(7, 2_000, 0.5, "J'ai un chat.")   # contexte court : jamais
        False
    """
    tirage = hashlib.sha256(f"{graine}\x00{fait}".encode()).digest()
    return int.from_bytes(tirage[:8], "big") / 2 ** 64 < p_oubli(jetons, position)
