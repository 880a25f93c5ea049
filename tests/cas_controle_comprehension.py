"""Phrases de contrôle de la compréhension générale, écrites AVANT les règles du même sujet et
du lexique (issue 28, quatrième tour), comme un inconnu, sur d'autres sujets que la sonde.

Deux moitiés : `REGLAGE` (on règle le moteur en les regardant) et `DE_COTE` (lancée une seule
fois à la fin du tour, jamais réglée ; `tests/test_comprehension_controle.py` garde le score
mesuré comme plancher). Même format que `mesures.comprehension_cas` ; un cas dont la bonne
réponse est l'aveu (« je ne trouve pas ») a `attendu` = cet aveu et ne compte qu'en contexte.
"""

from __future__ import annotations

from mesures.comprehension_cas import Cas, cas

AVEU = ["ne trouve pas", "can't find"]

REGLAGE: list[Cas] = [
    # mises à jour sans mot de changement, ou avec un mot de changement général
    cas("lycee", ["Je prends le bus 12 pour aller au lycée.",
                  "Cette année je vais au lycée en scooter."],
        "Comment je vais au lycée ?", "scooter", perime="bus"),
    cas("salle_en", ["My gym is on Baker Street.", "I switched to the gym near the station."],
        "Where is my gym?", "station", perime="baker"),
    cas("vacances", ["Cet été nous partons en Grèce.", "Finalement ce sera le Portugal."],
        "Où partons-nous cet été ?", "portugal", perime="grece"),
    # termes généraux de la question, membres de leur catégorie dans la phrase
    cas("instrument", "Je joue de la clarinette dans une fanfare.",
        "De quel instrument je joue ?", "clarinette"),
    cas("medicament_en", "I'm allergic to penicillin.", "Which drug am I allergic to?",
        "penicillin"),
    cas("voiture", "J'ai une Twingo rouge.", "Quelle est la couleur de ma voiture ?", "rouge"),
    cas("pays_mere", "Ma mère est japonaise.", "De quel pays vient ma mère ?", "japonaise",
        personne="mère"),
    # pièges : phrase voisine, fait d'autrui, négation, rien à dire
    cas("voisine", "Je lis beaucoup de romans policiers.", "Quel sport je pratique ?", AVEU),
    cas("autrui", "Mon voisin a un berger allemand, moi j'ai un chat.",
        "Quel animal j'ai ?", "chat", autrui="berger"),
    cas("negation", "Je ne mange pas de porc.", "Est-ce que je mange du porc ?", "non",
        valeur="ne mange pas de porc"),
    cas("rien_en", "I watched a documentary about volcanoes.", "What is my job?", AVEU),
    cas("boisson_en", "Every morning I drink a glass of orange juice.",
        "What do I drink in the morning?", "orange juice"),
]

DE_COTE: list[Cas] = [
    cas("mercredi", ["Je chante dans une chorale le mercredi.",
                     "Le mercredi, maintenant, je fais du théâtre."],
        "Qu'est-ce que je fais le mercredi ?", "theatre", perime="chorale"),
    cas("equipes_en", ["I work night shifts at the hospital.", "These days I'm on day shifts."],
        "What shifts do I work?", "day shifts", perime="night"),
    cas("frere", "Mon frère est dentiste à Rennes.", "Quel est le métier de mon frère ?",
        "dentiste", personne="frère"),
    cas("maladie", "Je suis diabétique, je dois éviter le sucre.", "Quelle maladie j'ai ?",
        "diabetique"),
    cas("animal_en", "I have a hamster named Pip.", "What pet do I have?", "hamster"),
    cas("fille", "Ma fille joue de la trompette.", "De quel instrument je joue ?", AVEU,
        autrui="trompette"),
    cas("naissance", "Je suis né au Maroc.", "Dans quel pays suis-je né ?", "maroc"),
    cas("voiture_en", "I don't have a car.", "Do I have a car?", "no",
        valeur="don't have a car"),
    cas("douleur", "J'ai mal au genou depuis mon marathon.", "Où ai-je mal ?", "genou"),
    cas("instrument_en", "I've been learning the cello for a year.",
        "Which instrument am I learning?", "cello"),
    cas("piege_pays", "J'ai regardé un film sur la Norvège hier.", "Dans quel pays j'habite ?",
        AVEU),
    cas("cafe", ["Je bois trois cafés par jour.", "Depuis janvier je ne bois plus que du thé."],
        "Qu'est-ce que je bois ?", "thé", perime="cafes"),
]
