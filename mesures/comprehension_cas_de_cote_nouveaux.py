"""La part de côté du deuxième tour de la sonde de compréhension, devenue une part de RÉGLAGE.

Écrite avant les règles du deuxième tour, par quelqu'un qui n'avait pas lu le moteur, et jamais
réglée jusqu'au quatrième tour ; ses échecs (mises à jour sans mot de changement, synonymes hors
des familles, une citation sans mot commun) ont alors servi à écrire des règles générales — la
règle du même sujet (`modele_local/comprehension/meme_sujet.py`) et le lexique général
(`lexique.json`) — : ce n'est plus une part de côté, une nouvelle la remplace. Sortes variées,
hors du scénario de Camille et hors des phrases des deux autres parts : mises à jour,
négations, faits d'autrui désignés ou nommés, anglais, dates, préférences, contraintes
médicales, nombres, lieux (même format que `comprehension_cas`).
"""

from __future__ import annotations

from mesures.comprehension_cas import Cas, cas

CAS_DE_COTE_NOUVEAUX: list[Cas] = [
    # mises à jour
    cas("vehicule", ["Je roule en Clio depuis dix ans.",
                     "Maintenant je conduis une Zoé électrique, j'ai vendu l'ancienne."],
        "Quelle voiture je conduis ?", "zoe", perime="clio"),
    cas("sport", ["Je fais du yoga le lundi soir.",
                  "Depuis la rentrée, le lundi soir c'est natation pour moi."],
        "Quel sport je fais le lundi ?", "natation", perime="yoga"),
    cas("rendez_vous", ["Mon rendez-vous chez le kiné est jeudi.",
                        "Le kiné a déplacé mon rendez-vous à vendredi."],
        "Quand est mon rendez-vous chez le kiné ?", "vendredi", perime="jeudi"),
    cas("couleur", ["My favourite colour is green.",
                    "Actually I changed my mind, my favourite colour is orange now."],
        "What's my favourite colour?", "orange", perime="green"),
    cas("travail", ["Je travaille dans nos bureaux de Lille.",
                    "On m'a muté à l'agence de Nantes la semaine dernière."],
        "Dans quelle ville je travaille ?", "nantes", perime="lille"),
    cas("tabac", ["Je fume un paquet par jour.", "Ça fait deux mois que j'ai arrêté de fumer."],
        "Est-ce que je fume ?", "arrete de fumer", perime="un paquet par jour"),
    # négations
    cas("alcool", "Je ne bois jamais d'alcool.", "Est-ce que je bois de l'alcool ?",
        "ne bois jamais", valeur="ne bois jamais d'alcool"),
    cas("poisson", "I don't eat fish, never have.", "Do I eat fish?", "don't eat fish",
        valeur="don't eat fish"),
    cas("enfants", "Je n'ai pas d'enfants.", "Est-ce que j'ai des enfants ?", "pas d'enfants",
        valeur="pas d'enfants"),
    # faits d'autrui, désignés ou nommés
    cas("oncle", "Mon oncle est apiculteur dans les Cévennes.",
        "Quel est le métier de mon oncle ?", "apiculteur", personne="oncle"),
    cas("cousine", "Ma cousine Léa habite à Québec depuis 2019.", "Où habite Léa ?", "quebec",
        personne="Léa"),
    cas("epouse", "Ma femme adore le ski, moi je préfère la randonnée.",
        "Quel sport je préfère ?", "randonnee", autrui="ski"),
    cas("epoux_en", "My wife is a vet and I'm a teacher.", "What's my job?", "teacher",
        autrui="vet"),
    cas("ami_en", "My friend Diego lives in Valencia.", "Where does Diego live?", "valencia",
        personne="Diego"),
    cas("fils", "Mon fils est allergique aux arachides.", "À quoi mon fils est-il allergique ?",
        "arachides", personne="fils"),
    # dates
    cas("mariage", "Mon mariage est prévu le 21 septembre.", "Quand est prévu mon mariage ?",
        "21 septembre"),
    cas("dentiste_en", "My dentist appointment is on Tuesday at 9.",
        "When is my dentist appointment?", "tuesday"),
    cas("demenagement_en", "I'm moving house on January 15.", "When am I moving house?",
        "january 15"),
    # préférences
    cas("the", "J'aime le thé sans sucre.", "Comment j'aime mon thé ?", "sans sucre"),
    cas("unites_en", "I prefer metric units, please.", "Which units do I prefer?", "metric"),
    cas("exemples", "Je préfère que tes exemples de code soient en Rust.",
        "En quel langage je veux les exemples ?", "rust"),
    # contraintes médicales
    cas("medicament", "Je suis sous anticoagulants, donc pas d'aspirine pour moi.",
        "Quel médicament je dois éviter ?", "aspirine"),
    cas("grossesse_en", "I'm pregnant, the baby is due in February.",
        "When is my baby due?", "february"),
    cas("vue", "Je porte des lentilles, je suis très myope.", "Est-ce que j'ai un problème de vue ?",
        "myope"),
    # nombres
    cas("loyer", "Mon loyer est de 850 euros par mois.", "Combien je paie de loyer ?", "850"),
    cas("taille", "Je mesure 1 m 82.", "Combien je mesure ?", "1 m 82"),
    cas("course_en", "I run about 30 kilometres a week.", "How far do I run each week?", "30"),
    # lieux
    cas("origine", "Je suis originaire de Tulle, en Corrèze.", "D'où je viens ?", "tulle"),
    cas("enfance_en", "I grew up in Cork, in Ireland.", "Where did I grow up?", "cork"),
    cas("bureau", "Mon bureau est au quatrième étage du bâtiment B.",
        "À quel étage est mon bureau ?", ["quatrieme", "4e"]),
    # divers
    cas("langue", "Ma langue maternelle est le portugais.", "Quelle est ma langue maternelle ?",
        "portugais"),
    cas("jardin", "Dans mon jardin je fais pousser des tomates et des courgettes.",
        "Qu'est-ce que je fais pousser ?", "tomates"),
]
