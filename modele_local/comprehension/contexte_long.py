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

Branché au serveur, requête par requête, comme la dérive (`derive`) :

    x-modele-local-contexte-long: <graine entière>      (sans l'en-tête : rien n'est manqué)

Côté cours : `client_anthropic(contexte_long=7)` ou `client_gemini(contexte_long=7)`. Le cerveau
reçoit alors la requête vue par `lue` : chaque phrase du système, des tours et des résultats
d'outils peut manquer, selon la longueur de toute la requête (cl100k) et la place de la phrase
(milieu de son caractère dans le texte de la requête, de 0 à 1) ; la dernière demande de
l'utilisateur est toujours lue en entier (c'est la question posée).

    >>> round(p_oubli(115_000, 0.5), 3), round(p_oubli(115_000, 0.0), 3), p_oubli(3_000, 0.5)
    (0.455, 0.152, 0.0)
"""

from __future__ import annotations

import hashlib
import math
import re

from modele_local.comprehension.graine import ModeSeme

P_115K = 1 - 60.6 / 87.0     # LongMemEval, GPT-4o : sessions de preuve seules / historique complet
LONGUEUR_115K = 115_000
SANS_PERTE = 4_000           # notre choix : en dessous, aucune perte
P_MAX = 0.9                  # notre choix : un fait n'est jamais manqué à coup sûr
EN_TETE = "x-modele-local-contexte-long"
# Une phrase et ce qui la suit (blancs, retours à la ligne) : recollées, elles refont le texte.
PHRASE = re.compile(r"[^\n]*?(?:[.!?…]+(?=\s|$)|$|(?=\n))(?:\s+|$)|\n+")


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


# La graine de la requête en cours : lire l'en-tête, l'activer, la lire (`graine.py`).
_MODE = ModeSeme(EN_TETE, "la graine du mode contexte long")
lire_graine, graine_active, graine_courante = _MODE.lire, _MODE.active, _MODE.courante


def morceaux(texte: str) -> list[str]:
    """Les phrases d'un texte, chacune avec les blancs qui la suivent ; `"".join` rend le texte.

        >>> morceaux("J'ai un chat. Il a trois ans !\\nFin")
        ["J'ai un chat. ", 'Il a trois ans !\\n', 'Fin']
    """
    return [m.group() for m in PHRASE.finditer(texte) if m.group()]


def _textes(bloc: dict) -> list[str]:
    """Les textes qu'un bloc de la forme neutre met dans le contexte."""
    if bloc.get("type") == "text":
        return [bloc.get("text", "")]
    if bloc.get("type") == "tool_result":
        contenu = bloc.get("content", "")
        if isinstance(contenu, list):
            return [c.get("text", "") for c in contenu if isinstance(c, dict)]
        return [contenu] if isinstance(contenu, str) else []
    if bloc.get("type") == "tool_use":
        return [str(bloc.get("input", ""))]
    return []


class _Lecture:
    """Le fil d'une lecture : la place courante dans le texte de la requête, de 0 à `longueur`."""

    def __init__(self, graine: int | str, jetons: int, longueur: int) -> None:
        self.graine, self.jetons, self.longueur, self.debut = graine, jetons, max(1, longueur), 0

    def garder(self, texte: str) -> str:
        """Le texte sans ses phrases manquées (chacune tirée à la place de son milieu)."""
        gardes = []
        for m in morceaux(texte):
            place = (self.debut + len(m) / 2) / self.longueur
            self.debut += len(m)
            if not m.strip() or not manque(self.graine, self.jetons, place, m.strip()):
                gardes.append(m)
        return "".join(gardes)

    def bloc(self, bloc: dict, entier: bool = False) -> dict:
        """Le bloc lu ; `entier` (la demande en cours) ou appel d'outil : il prend sa place, intact."""
        if entier or bloc.get("type") not in ("text", "tool_result"):
            self.debut += sum(len(t) for t in _textes(bloc))
            return bloc
        if bloc["type"] == "text":
            return {**bloc, "text": self.garder(bloc.get("text", ""))}
        contenu = bloc.get("content", "")
        if isinstance(contenu, list):
            return {**bloc, "content": [{**c, "text": self.garder(c["text"])}
                                        if isinstance(c, dict) and isinstance(c.get("text"), str)
                                        else c for c in contenu]}
        return {**bloc, "content": self.garder(contenu)} if isinstance(contenu, str) else bloc


def lue(systeme: str, messages: list[dict], graine: int | str, jetons: int | None = None,
        ) -> tuple[str, list[dict]]:
    """La requête telle que le modèle la lit en mode contexte long : (système, messages) sans
    les phrases manquées (`manque`). `jetons` : longueur de la requête (par défaut, ses textes
    en cl100k). La dernière demande de l'utilisateur reste entière ; une requête courte
    (≤ `SANS_PERTE` tokens) revient telle quelle.

        >>> m = [{"role": "user", "blocs": [{"type": "text", "text": "J'ai un chat."}]}]
        >>> lue("", m, 7) == ("", m)
        True
    """
    tout = [systeme] + [t for m in messages for b in m.get("blocs", []) for t in _textes(b)]
    if jetons is None:
        jetons = sum(jetons_de(t) for t in tout if t)   # déjà comptés pour l'usage : en cache
    if jetons <= SANS_PERTE:
        return systeme, messages
    lecture = _Lecture(graine, jetons, sum(len(t) for t in tout))
    systeme_lu = lecture.garder(systeme)
    demande = max((k for k, m in enumerate(messages) if m.get("role") == "user"
                   and any(b.get("type") == "text" for b in m.get("blocs", []))), default=None)
    return systeme_lu, [{**m, "blocs": [lecture.bloc(b, k == demande) for b in m.get("blocs", [])]}
                        for k, m in enumerate(messages)]


def jetons_de(texte: str) -> int:
    """Les tokens cl100k d'un texte, comme les compte le serveur : `jetons_de("Bonjour")` -> 1."""
    from modele_local.jetons import compter  # au premier usage

    return compter(texte)


def requete_lue(systeme: str, messages: list[dict]) -> tuple[str, list[dict]]:
    """`lue` si la requête en cours porte l'en-tête du mode (`graine_courante`), sinon intacte."""
    graine = graine_courante()
    return (systeme, messages) if graine is None else lue(systeme, messages, graine)
