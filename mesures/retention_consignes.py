"""Comparer des consignes de résumé sur le banc de rétention, à limite de mots égale.

Une consigne est comparée à `SUMMARY_PROMPT` tel quel et à `SUMMARY_PROMPT` réglé sur la même
limite de mots (celle que le modèle local lit dans la consigne) : ce qui reste d'écart vient de
ce que la consigne dit, pas de sa longueur. C'est la mesure de l'exercice 9.

    python -m mesures.retention_consignes ma_consigne.txt        # modèle local

    >>> [r["nom"] for r in comparer_consignes("Résume en 150 mots. Ne recopie aucun code.")]
    ['SUMMARY_PROMPT', 'SUMMARY_PROMPT à 150 mots', 'la consigne']
"""

from __future__ import annotations

from typing import Any

from contexte import SUMMARY_PROMPT, llm_summarizer
from mesures.retention import noter_resumeur
from mesures.retention_secrets import secrets_recopies

LIMITE = "120 mots maximum"   # celle de SUMMARY_PROMPT


def a_la_limite(mots: int) -> str:
    """`SUMMARY_PROMPT` avec une autre limite de mots, le reste inchangé."""
    return SUMMARY_PROMPT.replace(LIMITE, f"{mots} mots maximum")


def comparer_consignes(consigne: str, client: Any = None) -> list[dict]:
    """Le banc (résumé glissant 12/6) pour SUMMARY_PROMPT, SUMMARY_PROMPT à la même limite que
    `consigne`, et `consigne` ; chaque ligne dit aussi les secrets récents recopiés."""
    from contexte.llm import client_anthropic
    from modele_local.comprehension.consignes import lire_consigne

    client = client or client_anthropic(max_retries=0)
    mots = lire_consigne(consigne).mots
    lignes = []
    for nom, texte in [("SUMMARY_PROMPT", SUMMARY_PROMPT),
                       (f"SUMMARY_PROMPT à {mots} mots", a_la_limite(mots)),
                       ("la consigne", consigne)]:
        resumeur = llm_summarizer(client, prompt=texte, max_tokens=1000)
        r = noter_resumeur(resumeur)
        lignes.append({"nom": nom, "justes": r["justes"], "faits": r["faits"],
                       "perimes_ou_confondus": r["perimes_ou_confondus"],
                       "secret_fuit": r["secret_fuit"], "tokens_memoire": r["tokens_memoire"],
                       "secrets_recents": secrets_recopies(resumeur)})
    return lignes


def main(argv: list[str] | None = None) -> int:
    import argparse
    import os
    from pathlib import Path

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("fichier", type=Path, help="un fichier texte qui contient la consigne")
    args = parser.parse_args(argv)
    if not args.fichier.is_file():
        parser.error(f"{args.fichier} n'existe pas : donnez un fichier texte qui contient la "
                     "consigne à comparer.")
    os.environ.setdefault("CONTEXTE_HORS_LIGNE", "1")
    print(f"{'consigne':<28}{'justes':>9}{'périmés':>9}{'secret':>8}{'tokens':>8}  secrets récents")
    for x in comparer_consignes(args.fichier.read_text(encoding="utf-8")):
        print(f"{x['nom']:<28}{x['justes']:>4} / {x['faits']}{x['perimes_ou_confondus']:>9}"
              f"{'fuit' if x['secret_fuit'] else 'effacé':>8}{x['tokens_memoire']:>8}  "
              f"{len(x['secrets_recents'])} recopiés sur 4")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
