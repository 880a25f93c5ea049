"""Le français du modèle d'embeddings : 22 paires écrites avant de le choisir (contexte/plongements.py).

    .venv/bin/python -m mesures.plongements_paires

Rend la similarité de chaque paire (les deux textes en « passage: »), la moyenne des proches et
des sans rapport, et l'AUC : la part des couples (proche, sans rapport) bien ordonnés.
"""

from __future__ import annotations

PAIRES = [
    ("Je dois bosser tard ce soir.", "Je vais travailler jusqu'à minuit.", True),
    ("Je suis allergique aux arachides.", "Les cacahuètes me rendent malade.", True),
    ("Ma fille s'appelle Léa.", "Le prénom de mon enfant est Léa.", True),
    ("On déménage à Lyon en mars.", "Nous partons vivre à Lyon au printemps.", True),
    ("J'ai mal au dos depuis lundi.", "Mon dos me fait souffrir cette semaine.", True),
    ("Quel traiteur choisir pour le mariage ?", "Il nous faut quelqu'un pour le repas de la noce.", True),
    ("Mon vol part à 7 h de Roissy.", "L'avion décolle tôt de l'aéroport Charles-de-Gaulle.", True),
    ("Je ne mange plus de viande.", "Je suis devenu végétarien.", True),
    ("La réunion est reportée à jeudi.", "On a décalé le rendez-vous à jeudi.", True),
    ("Mon chat refuse ses croquettes.", "Le félin ne veut plus manger.", True),
    ("I am allergic to peanuts.", "Je suis allergique aux arachides.", True),
    ("The meeting moved to Thursday.", "La réunion est reportée à jeudi.", True),
    ("Je dois bosser tard ce soir.", "Le chat dort sur le canapé.", False),
    ("Je suis allergique aux arachides.", "La réunion est reportée à jeudi.", False),
    ("Ma fille s'appelle Léa.", "Mon vol part à 7 h de Roissy.", False),
    ("On déménage à Lyon en mars.", "J'ai mal au dos depuis lundi.", False),
    ("Quel traiteur choisir pour le mariage ?", "Le moteur de la voiture fait un bruit.", False),
    ("Je ne mange plus de viande.", "Il pleut beaucoup en Bretagne.", False),
    ("La réunion est reportée à jeudi.", "Mon chat refuse ses croquettes.", False),
    ("Mon chat refuse ses croquettes.", "Le taux d'intérêt du prêt a augmenté.", False),
    ("I am allergic to peanuts.", "Le train pour Marseille est en retard.", False),
    ("Mon vol part à 7 h de Roissy.", "Je joue de la guitare le dimanche.", False),
]


def mesurer() -> dict:
    from contexte.plongements import plonger

    a = plonger([p[0] for p in PAIRES])
    b = plonger([p[1] for p in PAIRES])
    sims = [float(x @ y) for x, y in zip(a, b, strict=True)]
    proches = [s for s, p in zip(sims, PAIRES, strict=True) if p[2]]
    loin = [s for s, p in zip(sims, PAIRES, strict=True) if not p[2]]
    auc = sum(p > n for p in proches for n in loin) / (len(proches) * len(loin))
    return {"similarites": sims, "proches_moyenne": sum(proches) / len(proches),
            "sans_rapport_moyenne": sum(loin) / len(loin), "auc": auc}


if __name__ == "__main__":
    r = mesurer()
    for s, (x, y, proche) in zip(r["similarites"], PAIRES, strict=True):
        print(f"{s:.3f} {'proche' if proche else 'loin  '} {x} | {y}")
    print(f"proches {r['proches_moyenne']:.3f}, sans rapport {r['sans_rapport_moyenne']:.3f}, "
          f"AUC {r['auc']:.3f}")
