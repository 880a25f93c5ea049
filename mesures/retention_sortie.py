"""Le banc de rétention mis en forme : tableau (terminal, Markdown) et graphique rappel / tokens / coût.

Sur un résultat de `mesures.retention.banc()` (ici, une ligne faite main) :

    >>> x = {"strategie": "fenêtre glissante", "justes": 0, "faits": 32, "rappel": 0.0,
    ...      "perimes_ou_confondus": 0, "secret_fuit": False, "tokens_memoire": 933,
    ...      "tokens_envoyes": 13799, "appels_resume": 0, "cout": 0.0276}
    >>> r = {"modes": {"modèle local": [x]}, "faits": 32, "echanges": 40}
    >>> tableau_retention(r)[1]
    [['modèle local', 'fenêtre glissante', '0 / 32', '0 %', '0', 'effacé', '933', '13 799', '0', '0,028']]
    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as d:
    ...     graphique_retention(r, Path(d) / "retention.png")
    ...     print([p.name for p in Path(d).iterdir()])
    ['retention.png']
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from mesures.sorties import decimal_fr, entier_fr, markdown

ENTETES = ["Mode", "Stratégie", "Faits justes", "Rappel", "Périmés ou confondus", "Secret",
           "Tokens de la mémoire", "Tokens envoyés (total)", "Appels de résumé", "Coût ($)"]


def tableau_retention(r: dict) -> tuple[list[str], list[list[str]]]:
    """Une ligne par (mode, stratégie)."""
    lignes = []
    for mode, resultats in r["modes"].items():
        for x in resultats:
            lignes.append([mode, x["strategie"], f"{x['justes']} / {x['faits']}",
                           decimal_fr(100 * x["rappel"], 0, " %"),
                           str(x["perimes_ou_confondus"]),
                           "fuit" if x["secret_fuit"] else "effacé",
                           entier_fr(x["tokens_memoire"]), entier_fr(x["tokens_envoyes"]),
                           str(x["appels_resume"]), decimal_fr(x["cout"], 3)])
    return ENTETES, lignes


def markdown_retention(r: dict) -> str:
    """La section Markdown de `tableaux.md`."""
    return (f"## Banc de rétention ({r['faits']} faits et un secret, {r['echanges']} échanges)\n\n"
            "Reproduire seul : `python -m mesures.retention`. Coût : entrée de chaque appel sans "
            f"cache, plus les appels de résumé (prix {r['tarif']}).\n\n"
            + markdown(*tableau_retention(r)))


def tracer_retention(r: dict, axes: Any = None) -> Any:
    """Deux panneaux : rappel selon les tokens envoyés, puis selon le coût ; un marqueur par mode."""
    import matplotlib.pyplot as plt

    if axes is None:
        _, axes = plt.subplots(1, 2, figsize=(12, 4.5), sharey=True)
    fig = axes[0].figure
    marqueurs = ["o", "x", "s", "^"]
    couleurs: dict[str, str] = {}
    for k, (mode, resultats) in enumerate(r["modes"].items()):
        for x in resultats:
            couleur = couleurs.setdefault(x["strategie"], f"C{len(couleurs)}")
            for axe, cle in zip(axes, ("tokens_envoyes", "cout"), strict=True):
                axe.scatter(x[cle], 100 * x["rappel"], marker=marqueurs[k % 4], color=couleur, s=60,
                            label=f"{x['strategie']} — {mode}" if axe is axes[0] else None)
    axes[0].set(xlabel="tokens d'entrée envoyés sur toute la conversation", xscale="log",
                ylabel="faits justes à la fin (%)", title="Rappel selon les tokens")
    axes[1].set(xlabel="coût ($, entrée sans cache + résumés)", xscale="log",
                title="Rappel selon le coût")
    for axe in axes:
        axe.grid(alpha=0.3, which="both")
        axe.set_ylim(-5, 105)
    fig.legend(loc="lower center", ncol=2, fontsize=8, bbox_to_anchor=(0.5, -0.16))
    modes = " ; ".join(f"{marqueurs[k % 4]} : {m}" for k, m in enumerate(r["modes"]))
    fig.suptitle(f"Banc de rétention : {r['faits']} faits, {r['echanges']} échanges ({modes})",
                 fontsize=10)
    return axes


def graphique_retention(r: dict, path: Path) -> None:
    """Le graphique de `tracer_retention`, enregistré en PNG (moteur Agg)."""
    from mesures.graphiques import enregistrer, pyplot

    pyplot()
    axes = tracer_retention(r)
    enregistrer(axes[0].figure, path)
