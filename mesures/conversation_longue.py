"""Une longue conversation en français, toujours la même : des faits tôt, des questions tard.

Les 10 premiers échanges sont la session 1 de Camille (`contexte.camille_session1`) : elle y dit
son prénom, son entreprise, sa ville, son équipe (puis son changement d'équipe), son langage, où
elle habite, comment elle vient, son allergie et le nom de son responsable. Suivent des échanges
de travail sans aucun fait personnel (une question sur un sujet technique, une réponse de deux à
cinq conseils), construits par arithmétique sur des listes fixes : ni hasard, ni graine, la même
conversation sur toutes les machines et toutes les versions de Python.

`CONTROLES` liste une question par fait planté, avec la réponse attendue : on les pose à côté
de la conversation (sans les ajouter à l'historique) pour savoir ce que le modèle sait encore.

    >>> tours = conversation_longue(200); len(tours), tours[0][0]
    (400, 'user')
"""

from __future__ import annotations

import re
import unicodedata
from typing import NamedTuple

from contexte.erreurs import Tour
from cours.scenario import camille_session1, controles

ECHANGES_PAR_DEFAUT = 200

SUJETS = [
    "la revue de code", "le déploiement continu", "les tests de charge", "la supervision",
    "les astreintes", "la documentation interne", "les migrations de schéma",
    "les files de messages", "la gestion des secrets", "le budget du cloud",
    "les journaux applicatifs", "les tableaux de bord", "la mise en cache", "les dépendances",
    "les incidents de production", "les revues d'architecture", "la sécurité des API",
    "les sauvegardes", "les tests de bout en bout", "la dette technique", "les drapeaux de "
    "fonctionnalité", "la gestion des versions", "les environnements de recette",
    "les performances des requêtes SQL",
]
CONTEXTES = [
    "", "J'ai relu le ticket d'hier et un point m'échappe encore.",
    "La réunion de ce matin a soulevé plusieurs questions.",
    "J'ai lu la page du wiki, mais elle date un peu.",
    "Un collègue m'a conseillé de te poser la question.",
    "On en a parlé au café et personne n'avait la même réponse.",
    "Je prépare une démonstration pour jeudi et je veux éviter les surprises.",
]
QUESTIONS = [
    "Peux-tu m'expliquer comment aborder {} quand on débute sur un projet aussi vaste ?",
    "Quelles erreurs faut-il éviter avec {}, d'après ton expérience ?",
    "Par où commencer pour comprendre {} sans y passer toute la semaine ?",
    "Comment savoir si notre projet est en bonne forme pour {} ?",
    "Quels indicateurs suivre pour {}, et à quelle fréquence ?",
    "Existe-t-il une liste de vérifications pour {} avant une mise en production ?",
]
CONSEILS = [
    "Pour {}, commencez par la page du wiki : elle résume les choix faits jusqu'ici et les raisons "
    "de ces choix.",
    "Lisez les trois dernières revues qui concernent {} : on y voit les vraies discussions, "
    "celles qui n'apparaissent jamais dans la documentation.",
    "Sur {}, le plus sûr est de travailler en binôme la première fois, puis seul avec une "
    "relecture.",
    "Notez vos questions sur {} au fil de la semaine et gardez-les pour le point hebdomadaire.",
    "Méfiez-vous des raccourcis avec {} : une erreur se voit rarement tout de suite, et coûte "
    "cher quand elle se voit.",
    "Un canal de discussion existe pour {} ; on y répond vite, et les anciennes réponses sont "
    "une mine.",
    "Un petit exercice pratique sur {} vaut mieux qu'une longue lecture : cassez quelque chose "
    "dans un environnement de test et réparez-le.",
    "Gardez une trace écrite de ce que vous apprenez sur {} : elle servira à la prochaine "
    "personne qui arrive.",
    "Pour {}, automatisez d'abord la vérification la plus ennuyeuse : c'est celle qu'on oublie.",
    "Avant de modifier {}, mesurez l'état actuel : sans point de départ, impossible de savoir si "
    "le changement a aidé.",
]


class Controle(NamedTuple):
    """Une question sur un fait planté, et la réponse attendue (un mot, cherché seul)."""

    cle: str
    question: str
    attendu: str


# Les questions et leurs réponses sont celles du scénario (cours/scenario.json).
CONTROLES = [Controle(*c) for c in controles()]


def echange_de_travail(i: int) -> tuple[Tour, Tour]:
    """L'échange de travail n° `i` (à partir de 0) : une question, puis 2 à 5 conseils.

        >>> role, texte = echange_de_travail(0)[0]
        >>> role, texte.startswith("Peux-tu m'expliquer comment aborder la revue")
        ('user', True)
    """
    sujet = SUJETS[(7 * i) % len(SUJETS)]
    contexte = CONTEXTES[(3 * i) % len(CONTEXTES)]
    question = QUESTIONS[i % len(QUESTIONS)].format(sujet)
    n = 2 + (i * 5) % 4
    debut = (3 * i) % len(CONSEILS)
    conseils = [CONSEILS[(debut + k) % len(CONSEILS)].format(sujet) for k in range(n)]
    texte_user = f"{contexte} {question}".strip()
    reponse = " ".join(c[0].upper() + c[1:] for c in conseils)
    return ("user", texte_user), ("model", reponse)


def conversation_longue(echanges: int = ECHANGES_PAR_DEFAUT) -> list[Tour]:
    """Les `echanges` premiers échanges (2 tours chacun) : Camille, puis le travail.

    Au moins 10 échanges, pour que tous les faits soient plantés.

        >>> conversation_longue(10) == camille_session1()
        True
    """
    faits = camille_session1()
    minimum = len(faits) // 2
    if isinstance(echanges, bool) or not isinstance(echanges, int) or echanges < minimum:
        raise ValueError(f"echanges doit être un entier ≥ {minimum} (les échanges de Camille qui "
                         f"plantent les faits), pas {echanges!r}.")
    tours = list(faits)
    for i in range(echanges - minimum):
        tours.extend(echange_de_travail(i))
    return tours


def _norm(texte: str) -> str:
    decompose = unicodedata.normalize("NFD", texte.lower())
    return "".join(c for c in decompose if not unicodedata.combining(c))


def reponse_juste(controle: Controle, reponse: str) -> bool:
    """Vrai si la réponse contient la valeur attendue comme mot entier (accents et casse ignorés).

        >>> reponse_juste(CONTROLES[4], "Vous codez surtout en Go."), reponse_juste(CONTROLES[4], "Gopher")
        (True, False)
    """
    return re.search(rf"\b{re.escape(_norm(controle.attendu))}\b", _norm(reponse)) is not None
