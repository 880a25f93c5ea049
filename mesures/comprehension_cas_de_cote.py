"""La part gardée de côté de la sonde de compréhension : écrite avec les autres, avant les règles.

Rien du moteur n'est réglé sur ces cas : la sonde donne leurs chiffres à part, pour voir ce que
vaut le moteur sur des phrases qu'il n'a jamais « vues » (même format que `comprehension_cas`).
"""

from __future__ import annotations

from mesures.comprehension_cas import Cas, cas

CAS_DE_COTE: list[Cas] = [
    cas("animal", "Nous avons adopté une chienne, elle s'appelle Praline.",
        "Comment s'appelle ma chienne ?", "praline"),
    cas("animal", "My cat Pixel is twelve years old.", "How old is my cat?", "twelve"),
    cas("enfants", "J'ai trois petits-enfants.", "Combien de petits-enfants ai-je ?",
        ["trois", "3"]),
    cas("anniversaire", "Je suis né le 30 novembre 1988.", "Quelle est ma date de naissance ?",
        "30 novembre"),
    cas("voyage", ["Je pars en Islande le 3 juillet.", "Actually, the Iceland trip moved to "
                   "the 10th of July."],
        "When do I leave for Iceland?", "10th of july", perime="3 juillet"),
    cas("voyage", "Cet été je fais le tour de la Bretagne en van.", "Où est-ce que je vais cet été ?",
        "bretagne"),
    cas("regime", "Je ne mange pas de porc.", "Est-ce que je mange du porc ?",
        ["ne mange pas", "non"], valeur="ne mange pas de porc"),
    cas("telephone", ["J'ai un Samsung Galaxy.", "J'ai finalement pris un Fairphone à la place "
                      "de mon Samsung."],
        "Quel est mon téléphone ?", "fairphone", perime="galaxy"),
    cas("voiture", "Je n'ai jamais passé le permis.", "Est-ce que j'ai le permis ?",
        ["jamais", "non"], valeur="jamais passe le permis"),
    cas("collegue", "Ma collègue Nadia est allergique aux chats, pas moi.",
        "Qui est allergique aux chats ?", "nadia", personne="Nadia", valeur="chats"),
    cas("collegue", "Mon chef boit du thé vert, moi je bois du café noir.",
        "Qu'est-ce que je bois ?", "cafe noir", autrui="the vert"),
    cas("voisine", "My neighbour Greta plays the drums every evening.",
        "What does Greta play?", "drums", personne="Greta"),
    cas("preference_reponse", "Tutoie-moi, s'il te plaît, je préfère.",
        "Est-ce que je préfère être tutoyé ?", ["tutoie", "prefere"]),
    cas("medical", "Je suis asthmatique, j'ai toujours un inhalateur sur moi.",
        "Quelle maladie ai-je ?", "asthmatique"),
    cas("medical", "I'm allergic to penicillin.", "What am I allergic to?", "penicillin"),
    cas("sport", "I go climbing every Saturday morning.", "When do I go climbing?", "saturday"),
    cas("musique", "Je chante dans une chorale le jeudi.", "Quel jour est ma chorale ?", "jeudi"),
    cas("logement", ["Je vis en colocation à Rennes.", "Depuis octobre, je vis seul à Vannes."],
        "Où est-ce que je vis ?", "vannes", perime="rennes"),
    cas("metier", "I'm a nurse at the children's hospital.", "What is my job?", "nurse"),
    cas("famille", "Mon mari s'appelle Karim.", "Comment s'appelle mon mari ?", "karim"),
    cas("famille", "Ma sœur travaille comme pilote chez Air France, moi je suis comptable.",
        "Quel est mon métier ?", "comptable", autrui="pilote"),
    cas("horaires", "Je termine le travail à 17 h 30 le vendredi.",
        "À quelle heure je finis le vendredi ?", "17 h 30"),
]
