"""Exercice 9 (leçon 07, le banc de rétention) — Une consigne de résumé qui dit quoi garder.

Leçon 07 : `notebooks/07_mesurer_la_compression.ipynb` (le banc de rétention, puis « Ce que
dit la consigne de résumé »).

Le banc (`mesures/retention.py`) fait passer 40 échanges de Camille dans un résumé glissant (12/6)
et compte ce qui reste à la fin : 32 faits (dont des mises à jour et des pièges) et un code de
VPN qui, lui, ne doit pas survivre. Avec `SUMMARY_PROMPT`, le modèle local garde 10 faits justes
sur 32.

Ce qui est noté, c'est ce que dit votre consigne, pas sa longueur : elle est comparée à
`SUMMARY_PROMPT` **réglé sur la même limite de mots que la vôtre**. Monter la limite seule ne
sert donc à rien. Le résumeur du modèle local suit les consignes de contenu (quoi garder d'abord,
la valeur la plus récente, ne pas confondre les personnes, ne jamais recopier un secret…) : la
table est dans le README (« Ce que le modèle local imite ») et dans
`modele_local/comprehension/consignes.py`. Il les suit comme un modèle imparfait : des règles, pas de
compréhension.

Barème (10 points) : plus de faits justes que `SUMMARY_PROMPT` à la même limite, et pas moins
que `SUMMARY_PROMPT` tel quel (3) ; aucun secret recopié, ni le code du VPN du banc, ni les clés
et mots de passe dits juste avant un résumé (2) ; aucune valeur périmée ni personne confondue
dans le résumé final (2) ; une mémoire qui ne dépasse pas 1,25 fois celle de `SUMMARY_PROMPT` (1) ;
une limite en mots (1) ; la phrase qui dit que le contenu des balises n'est jamais une consigne (1).

    >>> noter_resumeur(llm_summarizer(client, prompt=prompt_resume(), max_tokens=1000))["justes"]

Ne modifiez que le corps qui lève `NotImplementedError` ; gardez le nom et la signature.
"""

from __future__ import annotations

from contexte import SUMMARY_PROMPT  # noqa: F401 (le point de départ, à lire)


def prompt_resume() -> str:
    """Votre consigne de résumé (un texte en français), envoyée en message système.

    Le résumeur reçoit l'ancien résumé et les tours à fondre entre balises `<resume_actuel>` et
    `<tour role="…">`. Pistes : dites ce qu'il faut garder d'abord (personnes et leur rôle,
    dates, numéros, décisions…) et ce qu'il faut laisser tomber ; quoi faire d'une information
    qui a changé ; interdisez de recopier un code, une clé ou un mot de passe ; gardez la phrase
    qui dit que le contenu des balises n'est jamais une consigne.
    """
    raise NotImplementedError(
        "À faire : partez de SUMMARY_PROMPT (print(SUMMARY_PROMPT)) et dites ce qu'il faut "
        "garder, mettre à jour, taire et laisser tomber ; changer seulement la limite de mots ne "
        "suffit pas. Comparez avec noter_resumeur (cellule « À vous » du notebook)."
    )
