"""Recalcule les coefficients d'`approx_tokens` à partir du corpus de calibration.

    .venv/bin/python outils/calibrer_tokens.py

Le script compte les tokens exacts (cl100k, `count_tokens`) de chaque message de
donnees/corpus_calibration_fr.jsonl, ajuste le modèle linéaire

    tokens ≈ CONSTANTE + PAR_CARACTERE × len(text) + PAR_ESPACE × text.count(" ")
             + PAR_OCTET_EN_PLUS × (octets UTF-8 − caractères)

puis affiche les constantes à recopier dans contexte/tokens.py, avec leur erreur sur les deux
corpus. Il ne modifie aucun fichier. Python pur : pas de numpy.

L'ajustement minimise Σ|estimé − exact| (moindres écarts absolus), c'est-à-dire l'erreur
pondérée que l'on rapporte ensuite, par moindres carrés repondérés : chaque message reçoit le
poids 1 / max(|résidu|, 0,5 token) et l'on recommence jusqu'à stabilité.
"""

from __future__ import annotations

import json
import math
from pathlib import Path

RACINE = Path(__file__).resolve().parents[1]

from contexte import tokens  # noqa: E402

NOMS = ("CONSTANTE", "PAR_CARACTERE", "PAR_ESPACE", "PAR_OCTET_EN_PLUS")
PLANCHER = 0.5  # un résidu plus petit que le demi-token d'arrondi ne compte pas plus


def charger(nom: str) -> list[str]:
    """Textes d'un corpus JSON Lines de donnees/ : `charger("corpus_controle_fr.jsonl")`."""
    with open(RACINE / "donnees" / nom, encoding="utf-8") as f:
        return [json.loads(ligne)["texte"] for ligne in f if ligne.strip()]


def caracteristiques(text: str) -> list[float]:
    """Les quatre entrées du modèle : `caracteristiques("été") -> [1.0, 3, 0, 2]`."""
    n = len(text)
    return [1.0, n, text.count(" "), len(text.encode("utf-8", "surrogatepass")) - n]


def resoudre(a: list[list[float]], b: list[float]) -> list[float]:
    """Résout a·x = b (petit système carré) par élimination de Gauss avec pivot partiel."""
    n = len(b)
    m = [ligne[:] + [b[i]] for i, ligne in enumerate(a)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda i: abs(m[i][col]))
        m[col], m[pivot] = m[pivot], m[col]
        for i in range(n):
            if i != col:
                k = m[i][col] / m[col][col]
                m[i] = [v - k * p for v, p in zip(m[i], m[col], strict=True)]
    return [m[i][n] / m[i][i] for i in range(n)]


def moindres_carres(xs: list[list[float]], ys: list[int], poids: list[float]) -> list[float]:
    """Coefficients qui minimisent Σ poids × (x·w − y)², par les équations normales."""
    d = len(xs[0])
    lignes = list(zip(xs, ys, poids, strict=True))
    a = [[sum(p * x[i] * x[j] for x, _, p in lignes) for j in range(d)] for i in range(d)]
    b = [sum(p * x[i] * y for x, y, p in lignes) for i in range(d)]
    return resoudre(a, b)


def predire(coefs: list[float], x: list[float]) -> float:
    """Le modèle linéaire avant arrondi : `predire([1, 2], [1.0, 3]) -> 7.0`."""
    return sum(c * v for c, v in zip(coefs, x, strict=True))


def ajuster(xs: list[list[float]], ys: list[int], tours: int = 200) -> list[float]:
    """Moindres écarts absolus par moindres carrés repondérés (IRLS)."""
    w = moindres_carres(xs, ys, [1.0] * len(ys))
    for _ in range(tours):
        residus = [abs(predire(w, x) - y) for x, y in zip(xs, ys, strict=True)]
        w = moindres_carres(xs, ys, [1 / max(r, PLANCHER) for r in residus])
    return w


def erreurs(coefs: list[float], textes: list[str], exacts: list[int]) -> tuple[float, float]:
    """(erreur pondérée, p90 de l'erreur relative par message) du modèle arrondi."""
    estimes = [int(predire(coefs, caracteristiques(t)) + 0.5) for t in textes]
    ecarts = [abs(e - x) for e, x in zip(estimes, exacts, strict=True)]
    relatives = sorted(ec / x for ec, x in zip(ecarts, exacts, strict=True))
    rang = math.ceil(0.9 * len(relatives))  # p90 au rang le plus proche
    return sum(ecarts) / sum(exacts), relatives[rang - 1]


def pourcent(x: float) -> str:
    """Un taux à la française : `pourcent(0.0739) -> "7,39 %"`."""
    return f"{100 * x:.2f} %".replace(".", ",")


def main() -> int:
    calibration = charger("corpus_calibration_fr.jsonl")
    controle = charger("corpus_controle_fr.jsonl")
    exacts_cal = [tokens.count_tokens(t) for t in calibration]
    exacts_ctl = [tokens.count_tokens(t) for t in controle]
    coefs = ajuster([caracteristiques(t) for t in calibration], exacts_cal)
    arrondis = [round(c, 4) for c in coefs]

    print(f"Corpus de calibration : {len(calibration)} messages, {sum(exacts_cal)} tokens cl100k")
    print("Constantes à recopier dans contexte/tokens.py :")
    for nom, valeur in zip(NOMS, arrondis, strict=True):
        print(f"    {nom} = {valeur}")
    for nom_corpus, textes, exacts in (
        ("calibration", calibration, exacts_cal),
        ("contrôle", controle, exacts_ctl),
    ):
        pond, p90 = erreurs(arrondis, textes, exacts)
        print(f"  {nom_corpus:<12} erreur pondérée {pourcent(pond):>8}"
              f"   p90 par message {pourcent(p90):>8}")

    # Deux garanties d'approx_tokens tiennent aux signes : on refuse des constantes qui les cassent.
    if min(arrondis) < 0:
        print("Refusé : un coefficient négatif casserait la monotonie (ajouter du texte ferait "
              "baisser l'estimation). Changez de caractéristiques ou enrichissez le corpus.")
        return 1
    if arrondis[0] + arrondis[1] < 0.5:
        print("Refusé : CONSTANTE + PAR_CARACTERE < 0,5, "
              "un texte d'un caractère donnerait 0 token.")
        return 1
    actuels = [getattr(tokens, nom) for nom in NOMS]
    if actuels == arrondis:
        print("contexte/tokens.py contient déjà ces constantes.")
    else:
        print(f"contexte/tokens.py contient d'autres constantes : {actuels}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
