"""La frise des appels : pour chaque appel, ce qui part (gardé, résumé, oublié) et ce qu'en fait le cache.

On note chaque appel avec le sort de chaque message de l'historique complet et l'`usage` de la
réponse ; la frise se lit en texte (une ligne par appel), en barres empilées (tokens normaux,
écrits en cache, lus du cache) ou dans un petit panneau à curseur (ipywidgets). matplotlib et
ipywidgets ne sont importés que par `barres` et `panneau`.

    >>> f = Frise()
    >>> f.noter("appel 1", sorts(4, gardes=[2, 3], resumes=[0, 1]), {"input_tokens": 30})
    >>> print(f.texte().splitlines()[1][:17])
    appel 1      ▒▒██
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

SYMBOLES = {"gardé": "█", "résumé": "▒", "oublié": "·"}
COULEURS = {"gardé": "#2b6cb0", "résumé": "#dd8a2b", "oublié": "#e2e2e2"}
CHAMPS = {"normal": "input_tokens", "écrit": "cache_creation_input_tokens",
          "lu": "cache_read_input_tokens"}


def sorts(n: int, gardes: Iterable[int] = (), resumes: Iterable[int] = ()) -> list[str]:
    """Le sort des `n` messages : « gardé », « résumé » ou « oublié » (le reste).

        >>> sorts(4, gardes=[3], resumes=[0, 1])
        ['résumé', 'résumé', 'oublié', 'gardé']
    """
    etat = ["oublié"] * n
    for i in resumes:
        etat[i] = "résumé"
    for i in gardes:
        etat[i] = "gardé"
    return etat


def _lire(usage: Any, champ: str) -> int:
    valeur = usage.get(champ) if isinstance(usage, dict) else getattr(usage, champ, None)
    return int(valeur or 0)


@dataclass
class Appel:
    """Un appel : son titre, le sort de chaque message, ses tokens d'entrée (normal, écrit, lu)."""

    titre: str
    sorts: list[str]
    tokens: dict[str, int]


class Frise:
    """Les appels d'une conversation, dans l'ordre."""

    def __init__(self) -> None:
        self.appels: list[Appel] = []

    def noter(self, titre: str, sorts_des_messages: list[str], usage: Any) -> None:
        """Ajoute un appel ; `usage` est celui d'une réponse du SDK (objet ou dict)."""
        inconnus = set(sorts_des_messages) - set(SYMBOLES)
        if inconnus:
            raise ValueError(f"sorts inconnus {sorted(inconnus)} : utilisez {list(SYMBOLES)}.")
        tokens = {nom: _lire(usage, champ) for nom, champ in CHAMPS.items()}
        self.appels.append(Appel(titre, list(sorts_des_messages), tokens))

    def texte(self) -> str:
        """Une ligne par appel : la bande des messages, puis les tokens normaux, écrits et lus."""
        largeur = max([len(a.sorts) for a in self.appels] + [62])
        titre = max([len(a.titre) for a in self.appels] + [12])
        entete = "messages (█ envoyé tel quel, ▒ fondu dans le résumé, · oublié)"
        lignes = [f"{'appel':<{titre}} {entete:<{largeur}}  normal  écrit     lu"]
        for a in self.appels:
            bande = "".join(SYMBOLES[s] for s in a.sorts)
            t = a.tokens
            lignes.append(f"{a.titre:<{titre}} {bande:<{largeur}}  {t['normal']:>6} "
                          f"{t['écrit']:>6} {t['lu']:>6}")
        return "\n".join(lignes)

    def barres(self, ax: Any = None, actif: int | None = None) -> Any:
        """Barres empilées des tokens d'entrée de chaque appel : normaux, écrits en cache, lus."""
        import matplotlib.pyplot as plt

        if ax is None:
            _, ax = plt.subplots(figsize=(8, 3))
        x = range(1, len(self.appels) + 1)
        bas = [0] * len(self.appels)
        for nom, couleur in (("lu", "#38a169"), ("normal", "#718096"), ("écrit", "#e53e3e")):
            hauteurs = [a.tokens[nom] for a in self.appels]
            ax.bar(x, hauteurs, bottom=bas, color=couleur, label=f"{nom}")
            bas = [b + h for b, h in zip(bas, hauteurs, strict=True)]
        if actif is not None:
            ax.axvline(actif + 1, color="black", linewidth=0.8, linestyle=":")
        ax.set(xlabel="appel", ylabel="tokens d'entrée", xticks=list(x))
        ax.legend(fontsize=8, loc="upper left")
        return ax

    def image(self, k: int) -> bytes:
        """L'appel n° `k` en PNG : la bande des messages en haut, les barres de `usage` en bas.

        Dessiné hors écran (une `Figure` sans pyplot) : rien ne s'affiche dans le notebook.
        """
        import io

        from matplotlib.figure import Figure

        fig = Figure(figsize=(9, 4.2))
        haut, bas = fig.subplots(2, 1, height_ratios=[1, 2])
        a = self.appels[k]
        haut.bar(range(1, len(a.sorts) + 1), [1] * len(a.sorts), width=1.0,
                 color=[COULEURS[s] for s in a.sorts], edgecolor="white")
        haut.set(title=f"{a.titre} : bleu envoyé tel quel, orange fondu dans le résumé, "
                       "gris oublié", yticks=[], xlabel="message de l'historique complet")
        self.barres(bas, actif=k)
        fig.tight_layout()
        tampon = io.BytesIO()
        fig.savefig(tampon, format="png", dpi=80)
        return tampon.getvalue()

    def panneau(self) -> Any:
        """Un curseur sur les appels, et l'image de l'appel choisi (`image`)."""
        import ipywidgets as widgets

        curseur = widgets.IntSlider(0, min=0, max=max(len(self.appels) - 1, 0),
                                    description="appel", continuous_update=False)
        vue = widgets.Image(value=self.image(0) if self.appels else b"", format="png")

        def changer(changement: dict) -> None:
            vue.value = self.image(changement["new"])

        curseur.observe(changer, names="value")
        return Panneau([curseur, vue])


def _panneau_de_base() -> type:
    import ipywidgets as widgets

    return widgets.VBox


class _Repr:
    """Le texte brut d'un panneau : une ligne en français, pas le repr des widgets."""

    def __repr__(self) -> str:
        return "Frise interactive : exécutez la cellule dans JupyterLab pour afficher le curseur."


def Panneau(enfants: list) -> Any:  # noqa: N802 (se lit comme une classe)
    """Un `VBox` dont le texte brut est une courte ligne en français (sortie enregistrée lisible)."""
    classe = type("Panneau", (_Repr, _panneau_de_base()), {})
    return classe(enfants)
