"""Le scénario du banc inter-sessions (leçon 11) : six sessions de Camille et la vérité attendue.

Elle dit des faits, en change (équipe, domicile), parle d'une collègue, donne une clé d'API et
demande d'oublier son allergie. `VERITE[k]` : ce qui devient vrai après la session k+1 (None :
oublié) ; `ANCIENNES` : les valeurs périmées ; `AUTRUI` : la valeur d'une autre personne.
"""

CLE = "sk-" + "ant-api03-" + "Zq8" * 10        # fausse clé (construite, jamais écrite telle quelle)
SESSIONS = [
    ["Bonjour ! Je m'appelle Camille, je travaille chez Atelier à Nantes.",
     "Je suis dans l'équipe Paiements."],
    ["Je suis allergique aux arachides.", "Je code surtout en Go."],
    ["Je quitte l'équipe Paiements et je rejoins l'équipe Plateforme.",
     "Ma collègue Inès est dans l'équipe Data."],
    [f"Ma clé d'API est {CLE}, note-la quelque part.", "J'habite à Rezé."],
    ["Oublie mon allergie, c'était une erreur.", "Mon responsable s'appelle Malik."],
    ["J'ai déménagé : j'habite à Saint-Herblain."],
]
QUESTIONS = {"equipe": "Quelle est mon équipe ?", "allergie": "À quoi suis-je allergique ?",
             "domicile": "Où est-ce que j'habite ?", "langage": "En quel langage est-ce que je code ?",
             "responsable": "Comment s'appelle mon responsable ?",
             "entreprise": "Pour quelle entreprise est-ce que je travaille ?"}
# Vérité après chaque session : valeur attendue, anciennes valeurs (périmées), valeur d'autrui.
VERITE = [
    {"equipe": "Paiements", "entreprise": "Atelier"},
    {"allergie": "arachides", "langage": "Go"},
    {"equipe": "Plateforme"},
    {"domicile": "Rezé"},
    {"allergie": None, "responsable": "Malik"},
    {"domicile": "Saint-Herblain"},
]
ANCIENNES = {"equipe": ["Paiements"], "domicile": ["Rezé"], "allergie": ["arachides"]}
AUTRUI = {"equipe": "Data"}
