"""Exercice 14 (leçon 12) — Une recherche hybride qui sait se taire.

L'index de la leçon 12 a déjà noté chaque message pour la question posée : `mots` (combien de
mots de la question le message contient, après racines : 0 = aucun) et `sens` (le cosinus entre
la question et le message, de -1 à 1). Écrivez ce qui vient après, en Python pur : le filtre par
utilisateur et par dates, le classement de chaque mode avec son seuil, la fusion des rangs
réciproques (RRF) et son départage par récence. Un message est un dictionnaire :

    {"utilisateur": "camille", "session": "s1", "position": 2, "texte": "…",
     "quand": "2026-10-15T09:00:00", "mots": 1, "sens": 0.91}

    >>> m = {"utilisateur": "camille", "session": "s1", "position": 0, "texte": "allergique",
    ...      "quand": "2026-10-15T09:00:00", "mots": 1, "sens": 0.9}
    >>> [(r["session"], r["position"], round(r["score"], 4)) for r in chercher([m], "camille")]
    [('s1', 0, 0.0328)]
    >>> chercher([m], "leo")
    []

Ne modifiez que les corps qui lèvent `NotImplementedError` ; gardez les noms et les signatures.
"""

from __future__ import annotations

RRF_K = 60           # la constante de la fusion : score = Σ 1 / (RRF_K + rang), rang compté dès 1
SEUIL_MOTS = 1       # au moins un mot de la question
SEUIL_SENS = 0.82    # cosinus minimal (réglé sur des mesures dans la leçon 12)


def borne(date: str | None, fin: bool) -> str | None:
    """Une borne de date en instant ISO comparable : '2026-10-15' seul vaut le début du jour
    (`fin=False`) ou sa toute fin (`fin=True`) ; un instant complet reste tel quel.

        >>> borne("2026-10-15", fin=True), borne("2026-10-15T08:00:00", fin=True), borne(None, False)
        ('2026-10-15T23:59:59', '2026-10-15T08:00:00', None)
    """
    if date is None or len(date) != 10:
        return date
    return date + ("T23:59:59" if fin else "T00:00:00")


def filtrer(messages: list[dict], utilisateur: str, depuis: str | None = None,
            jusqu_a: str | None = None) -> list[dict]:
    """Les messages de `utilisateur` SEULEMENT, dont `quand` est entre `depuis` et `jusqu_a`
    (bornes incluses, passées par `borne` : '2026-10-15' en `jusqu_a` garde toute la journée),
    dans l'ordre reçu. La liste reçue n'est pas modifiée.

        >>> filtrer([{"utilisateur": "leo", "quand": "2026-10-15T09:00:00"}], "camille")
        []
    """
    raise NotImplementedError(
        "À faire : bas, haut = borne(depuis, False), borne(jusqu_a, True) ; gardez m si "
        "m[\"utilisateur\"] == utilisateur, et (bas is None or m[\"quand\"] >= bas), et (haut is None"
        " or m[\"quand\"] <= haut). Les dates ISO se comparent comme des chaînes."
    )


def plus_recent_d_abord(m: dict) -> tuple:
    """La clé de départage : le plus récent d'abord, puis la session, puis la place dans la session.

        >>> a = {"quand": "2026-10-01T09:00:00", "session": "s1", "position": 3}
        >>> b = {"quand": "2026-10-02T09:00:00", "session": "s2", "position": 0}
        >>> [m["session"] for m in sorted([a, b], key=plus_recent_d_abord)]
        ['s2', 's1']
    """
    return (tuple(-ord(c) for c in m["quand"]), m["session"], m["position"])


def classer(messages: list[dict], champ: str, seuil: float) -> list[dict]:
    """Les messages dont `m[champ]` vaut au moins `seuil` (≥), du meilleur score au moins bon ;
    à score égal, `plus_recent_d_abord`.

        >>> [m["texte"] for m in classer([{"texte": "a", "sens": 0.5, "quand": "x", "session": "s",
        ...     "position": 0}, {"texte": "b", "sens": 0.9, "quand": "x", "session": "s",
        ...     "position": 1}], "sens", 0.8)]
        ['b']
    """
    raise NotImplementedError(
        "À faire : gardez ceux dont m[champ] >= seuil, puis sorted(…, key=lambda m: (-m[champ], "
        "*plus_recent_d_abord(m)))."
    )


def fusionner(listes: list[list[dict]], k: int, rrf_k: int = RRF_K) -> list[dict]:
    """La fusion des rangs réciproques : chaque message reçoit Σ 1 / (rrf_k + rang) sur les listes
    où il apparaît (rang 1 = premier de la liste) ; un message se reconnaît à (session, position).
    Rend au plus `k` messages, meilleur score d'abord, à égalité `plus_recent_d_abord` : des COPIES
    des messages, avec une clé "score" en plus (les messages reçus ne sont pas modifiés).

        >>> a = {"session": "s1", "position": 0, "quand": "2026-10-01T09:00:00"}
        >>> [round(r["score"], 4) for r in fusionner([[a], [a]], k=5)]
        [0.0328]
    """
    raise NotImplementedError(
        "À faire : un dict scores {(session, position): somme} et un dict des messages vus ; for "
        "liste in listes: for rang, m in enumerate(liste, start=1): scores[cle] += 1 / (rrf_k + "
        "rang). Triez les clés par (-score, *plus_recent_d_abord(message)), gardez les k "
        "premières et rendez {**message, \"score\": score}."
    )


def chercher(messages: list[dict], utilisateur: str, k: int = 5, seuil_sens: float = SEUIL_SENS,
             depuis: str | None = None, jusqu_a: str | None = None) -> list[dict]:
    """La recherche hybride : `filtrer` (l'utilisateur, les dates), puis `classer` par mots
    (seuil SEUIL_MOTS) et par sens (seuil `seuil_sens`), puis `fusionner` les deux listes en
    gardant `k` messages. Rien ne passe les seuils : une liste vide (plutôt que des voisins faibles).
    """
    raise NotImplementedError(
        "À faire : les quatre fonctions ci-dessus, dans cet ordre ; le filtre d'abord, toujours."
    )
