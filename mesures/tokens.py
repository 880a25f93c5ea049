"""Mesure approx_tokens face à la règle len/4 et au compte exact de tiktoken (cl100k).

    .venv/bin/python -m mesures.tokens [--json FICHIER] [--repetitions 7]

Exactitude, sur chacun des deux corpus de donnees/ (calibration et contrôle) :
- erreur pondérée = Σ|estimé − exact| / Σ exact, sur tous les messages du corpus ;
- p90 = erreur relative |estimé − exact| / exact que 90 % des messages ne dépassent pas.

Vitesse : chaque méthode traite tous les messages des deux corpus, les méthodes passent à tour
de rôle dans chaque répétition (côte à côte, même machine, même moment), et l'on garde la
meilleure répétition. La vitesse est rapportée à `encode` de tiktoken.
"""

from __future__ import annotations

import argparse
import json
import math
import platform
import timeit
from collections.abc import Callable
from pathlib import Path

RACINE = Path(__file__).resolve().parents[1]

from contexte.tokens import ENCODAGE, approx_tokens, count_tokens  # noqa: E402

CORPUS = {"calibration": "corpus_calibration_fr.jsonl", "controle": "corpus_controle_fr.jsonl"}


def regle_len4(text: str) -> int:
    """La règle habituelle, un token pour 4 caractères : `regle_len4("Merci !") -> 2`."""
    return max(1, round(len(text) / 4)) if text else 0


def charger(nom: str) -> list[str]:
    """Textes d'un corpus JSON Lines de donnees/ : `charger("corpus_controle_fr.jsonl")`."""
    with open(RACINE / "donnees" / nom, encoding="utf-8") as f:
        return [json.loads(ligne)["texte"] for ligne in f if ligne.strip()]


def exactitude(estimes: list[int], exacts: list[int]) -> tuple[float, float]:
    """(erreur pondérée, p90 par message) : `exactitude([9, 10], [10, 10]) -> (0.05, 0.1)`."""
    ecarts = [abs(e - x) for e, x in zip(estimes, exacts, strict=True)]
    relatives = sorted(ec / x for ec, x in zip(ecarts, exacts, strict=True))
    rang = math.ceil(0.9 * len(relatives))  # p90 au rang le plus proche
    return sum(ecarts) / sum(exacts), relatives[rang - 1]


def chronometrer(
    methodes: dict[str, Callable[[str], object]], textes: list[str], repetitions: int
) -> dict[str, float]:
    """Meilleur temps par appel (en µs) de chaque méthode, mesurées à tour de rôle."""

    def passe(f: Callable[[str], object]) -> Callable[[], None]:
        def tout() -> None:
            for t in textes:
                f(t)

        return tout

    minuteurs = {nom: timeit.Timer(passe(f)) for nom, f in methodes.items()}
    nombres = {nom: m.autorange()[0] for nom, m in minuteurs.items()}  # ≥ 0,2 s par mesure
    meilleurs = dict.fromkeys(methodes, math.inf)
    for _ in range(repetitions):
        for nom, m in minuteurs.items():
            duree = m.timeit(nombres[nom]) / (nombres[nom] * len(textes))
            meilleurs[nom] = min(meilleurs[nom], duree)
    return {nom: 1e6 * s for nom, s in meilleurs.items()}


def fr(x: float, chiffres: int = 1, suffixe: str = "") -> str:
    """Un nombre à la française : `fr(0.0739 * 100, 1, " %") -> "7,4 %"`."""
    return f"{x:.{chiffres}f}{suffixe}".replace(".", ",")


def mesurer(repetitions: int) -> dict:
    import tiktoken

    encode = tiktoken.get_encoding(ENCODAGE).encode
    textes = {nom: charger(fichier) for nom, fichier in CORPUS.items()}
    exacts = {nom: [count_tokens(t) for t in ts] for nom, ts in textes.items()}
    estimateurs = {
        "approx_tokens": approx_tokens, "len/4": regle_len4, "count_tokens": count_tokens
    }
    temps = chronometrer(
        {**estimateurs, "tiktoken encode": encode},
        [t for ts in textes.values() for t in ts],
        repetitions,
    )
    methodes = {}
    for nom, f in estimateurs.items():
        res = {nom_c: exactitude([f(t) for t in textes[nom_c]], exacts[nom_c]) for nom_c in CORPUS}
        methodes[nom] = {
            "erreur_ponderee": {c: round(r[0], 5) for c, r in res.items()},
            "p90_par_message": {c: round(r[1], 5) for c, r in res.items()},
        }
    methodes["tiktoken encode"] = {}
    for nom, us in temps.items():
        methodes[nom]["temps_par_appel_us"] = round(us, 4)
        methodes[nom]["vitesse_vs_encode"] = round(temps["tiktoken encode"] / us, 2)
    return {
        "commande": ".venv/bin/python -m mesures.tokens",
        "python": platform.python_version(),
        "tiktoken": tiktoken.__version__,
        "encodage": ENCODAGE,
        "repetitions": repetitions,
        "corpus": {
            c: {"messages": len(textes[c]), "tokens_exacts": sum(exacts[c])} for c in CORPUS
        },
        "methodes": methodes,
    }


def afficher(r: dict) -> None:
    cal, ctl = r["corpus"]["calibration"], r["corpus"]["controle"]
    print(f"Estimation des tokens : référence cl100k exacte (tiktoken {r['tiktoken']}, "
          f"encodage {r['encodage']}, Python {r['python']})")
    print(f"Corpus : calibration {cal['messages']} messages / {cal['tokens_exacts']} tokens ; "
          f"contrôle {ctl['messages']} messages / {ctl['tokens_exacts']} tokens")
    print(f"Temps : meilleure de {r['repetitions']} répétitions sur tous les messages, "
          "méthodes mesurées à tour de rôle\n")
    print(f"{'':17}{'Erreur pondérée':^22}{'p90 par message':^22}"
          f"{'Temps par':>12}{'Vitesse vs':>18}")
    print(f"{'Méthode':17}{'calib.':>10}{'contrôle':>11} {'calib.':>10}{'contrôle':>11}"
          f" {'appel (µs)':>11}{'tiktoken encode':>18}")
    for nom, m in r["methodes"].items():
        if "erreur_ponderee" in m:
            e, p = m["erreur_ponderee"], m["p90_par_message"]
            colonnes = [fr(100 * v, 1, " %") for v in (e["calibration"], e["controle"])]
            colonnes += [fr(100 * v, 1, " %") for v in (p["calibration"], p["controle"])]
        else:
            colonnes = ["—"] * 4
        print(f"{nom:17}{colonnes[0]:>10}{colonnes[1]:>11} {colonnes[2]:>10}{colonnes[3]:>11}"
              f" {fr(m['temps_par_appel_us'], 2):>11}{fr(m['vitesse_vs_encode'], 1, ' ×'):>18}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Mesure approx_tokens, len/4 et count_tokens.")
    parser.add_argument("--json", metavar="FICHIER", type=Path,
                        help="écrit aussi les résultats dans ce fichier JSON")
    parser.add_argument("--repetitions", type=int, default=7,
                        help="nombre de répétitions du chronométrage (défaut : 7)")
    args = parser.parse_args(argv)
    if args.repetitions < 1:
        parser.error("--repetitions doit valoir au moins 1")
    resultats = mesurer(args.repetitions)
    afficher(resultats)
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        temporaire = args.json.with_name(args.json.name + ".tmp")
        temporaire.write_text(json.dumps(resultats, ensure_ascii=False, indent=2) + "\n",
                              encoding="utf-8")
        temporaire.replace(args.json)  # écriture atomique : jamais de JSON à moitié écrit
        print(f"\nRésultats écrits dans {args.json}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
