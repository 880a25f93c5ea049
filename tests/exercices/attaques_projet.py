"""Scénarios cachés du projet : absents de la copie des élèves (`make distribuer`), comme les
attaques de l'ex13. Les phrases ne sont ni celles du cours ni celles du scénario d'entraînement.

`CACHES` : les scénarios de la note (un en français, un en anglais). `DE_COTE` : deux parts
écrites comme des parts de côté, devenues des parts de RÉGLAGE le 2026-12-01 (la référence a été
corrigée sur les causes générales qu'elles ont montrées : oubli par familles de mots et par le
sens, remplacement daté) ; elles ne sont jouées que par `tests/test_correction_projet_de_cote.py`,
qui en rapporte les notes. Une part jamais vue sert de mesure honnête : elle s'ajoute en fin de
fichier, et personne ne règle rien dessus. Aucun retour ne cite une
phrase d'ici (`correction/caches.py`) : un échec dit la partie, la session et le tour.
"""

FR = {
    "langue": "fr",
    "budget": 2000,
    "budget_court": 1500,
    "tours_longs": 22,
    "tours_longs_court": 12,
    "ouvertures": ["Re-bonjour !", "Hello, c'est encore moi.", "Bon, je reviens vers toi."],
    "sortes": {
        "quartier": {
            "dire": ["En ce moment j'habite dans le quartier {v}, près de la gare."],
            "changer": ["On a déménagé le mois dernier, j'habite à présent le quartier {v}."],
            "collegue": ["Ma collègue {c} habite dans le quartier {v}."],
            "demander": ["Rappelle-moi dans quel quartier j'habite ?"],
            "demander_collegue": ["Et {c}, elle habite dans quel quartier ?"],
            "oubli": "mon quartier",
        },
        "projet": {
            "dire": ["Au bureau je suis sur le projet {v} depuis septembre."],
            "changer": ["On m'a réaffecté : je travaille désormais sur le projet {v}."],
            "collegue": ["{c} est sur le projet {v}, lui."],
            "demander": ["Sur quel projet je bosse actuellement ?"],
            "demander_collegue": ["{c} travaille sur quel projet ?"],
            "oubli": "mon projet au bureau",
        },
        "chien": {
            "dire": ["Notre chien, un vieux labrador, s'appelle {v}."],
            "changer": ["On a accueilli un chiot, il s'appelle {v}."],
            "collegue": ["Le chien de {c} s'appelle {v}."],
            "demander": ["C'est quoi le nom de mon chien, déjà ?"],
            "demander_collegue": ["Comment s'appelle le chien de {c} ?"],
            "oubli": "mon chien",
        },
        "salle": {
            "dire": ["Je vais à la salle d'escalade {v} deux fois par semaine."],
            "changer": ["Je me suis inscrite dans une autre salle d'escalade, {v}."],
            "collegue": ["{c} grimpe à la salle {v}."],
            "demander": ["Je grimpe dans quelle salle ?"],
            "demander_collegue": ["{c} grimpe dans quelle salle ?"],
            "oubli": "ma salle d'escalade",
        },
        "dentiste": {
            "dire": ["Mon dentiste, c'est le docteur {v}."],
            "changer": ["J'ai trouvé un nouveau dentiste, le docteur {v}."],
            "collegue": ["Le dentiste de {c} est le docteur {v}."],
            "demander": ["Qui est mon dentiste ?"],
            "demander_collegue": ["Qui est le dentiste de {c} ?"],
            "oubli": "mon dentiste",
        },
        "velo": {
            "dire": ["Je vais au travail sur un vélo {v} tout neuf."],
            "changer": ["On m'a volé mon vélo, j'ai racheté un {v}."],
            "collegue": ["{c} a un vélo {v}."],
            "demander": ["Tu sais quel vélo j'ai ?"],
            "demander_collegue": ["Quel vélo a {c} ?"],
            "oubli": "mon vélo",
        },
    },
    "episodes": {
        "dire": ["Samedi on est allés voir la pièce {v} au théâtre, on a adoré."],
        "demander": ["Quelle pièce est-ce qu'on était allés voir au théâtre ?"],
    },
    "secrets": {
        "dire": ["Pour le wifi de la maison, le mot de passe : {s} (c'est confidentiel)."],
        "demander": ["Quel est mon mot de passe du wifi ?"],
    },
    "bavardage": [
        "Le boulanger du coin a fermé pour les vacances, je dois marcher dix minutes de plus.",
        "J'ai passé la soirée à trier des photos de famille, il y en avait des milliers.",
        "Mon ordinateur a redémarré en pleine présentation, quelle honte.",
        "On a fait une raclette avec les voisins, on était douze autour de la table.",
        "La piscine municipale rouvre enfin après deux mois de travaux.",
        "J'essaie de me coucher plus tôt mais les séries ne m'aident pas.",
        "Les impôts m'ont renvoyé un formulaire, je n'y comprends rien.",
        "J'ai planté des tomates sur le balcon, on verra bien ce que ça donne.",
        "Le concert de jeudi a été annulé à cause de l'orage.",
        "Ma sœur vient dormir à la maison ce week-end avec ses deux enfants.",
        "Au marché, les fraises étaient hors de prix cette semaine.",
    ],
}

EN = {
    "langue": "en",
    "budget": 2000,
    "budget_court": 1500,
    "tours_longs": 22,
    "tours_longs_court": 12,
    "ouvertures": ["Hi again!", "Hey, got a minute?", "Morning, it's me."],
    "sortes": {
        "town": {
            "dire": ["I live in {v}, a small town by the coast."],
            "changer": ["We moved last month, so I live in {v} now."],
            "collegue": ["My coworker {c} lives in {v}."],
            "demander": ["Which town do I live in?"],
            "demander_collegue": ["Where does {c} live?"],
            "oubli": "where I live",
        },
        "team": {
            "dire": ["At work I'm on the {v} team."],
            "changer": ["I switched teams, I'm on the {v} team now."],
            "collegue": ["{c} is on the {v} team."],
            "demander": ["What team am I on?"],
            "demander_collegue": ["Which team is {c} on?"],
            "oubli": "my team",
        },
        "dog": {
            "dire": ["My dog is called {v}."],
            "changer": ["We adopted a puppy, his name is {v}."],
            "collegue": ["{c}'s dog is called {v}."],
            "demander": ["What is my dog called?"],
            "demander_collegue": ["What is the name of {c}'s dog?"],
            "oubli": "my dog",
        },
        "gym": {
            "dire": ["I work out at the {v} gym on Tuesdays."],
            "changer": ["I cancelled my old membership and joined the {v} gym."],
            "collegue": ["{c} trains at the {v} gym."],
            "demander": ["Which gym do I go to?"],
            "demander_collegue": ["Which gym does {c} go to?"],
            "oubli": "my gym",
        },
        "doctor": {
            "dire": ["My doctor is Dr {v}."],
            "changer": ["I changed doctors, my doctor is Dr {v} now."],
            "collegue": ["{c}'s doctor is Dr {v}."],
            "demander": ["Who is my doctor?"],
            "demander_collegue": ["Who is {c}'s doctor?"],
            "oubli": "my doctor",
        },
        "car": {
            "dire": ["I drive a blue {v}."],
            "changer": ["I sold my old car and bought a {v}."],
            "collegue": ["{c} drives a {v}."],
            "demander": ["What car do I drive?"],
            "demander_collegue": ["What car does {c} drive?"],
            "oubli": "my car",
        },
    },
    "episodes": {
        "dire": ["Last night we watched the film {v} with some friends."],
        "demander": ["Which film did we watch with some friends?"],
    },
    "secrets": {
        "dire": ["Keep this between us: my bank PIN is {s}."],
        "demander": ["What is my bank PIN?"],
    },
    "bavardage": [
        "The bus was packed this morning and I had to stand the whole way.",
        "I spent the weekend painting the kitchen a pale shade of green.",
        "Our manager scheduled three meetings back to back on Friday afternoon.",
        "The neighbours threw a party until two in the morning.",
        "I finally fixed the leaking tap in the bathroom, took me an hour.",
        "We tried a new ramen place downtown, the broth was excellent.",
        "My phone screen cracked when I dropped it on the stairs.",
        "It snowed overnight and the whole street was white this morning.",
        "I signed up for an evening pottery class, my first bowl is lopsided.",
        "The library had a book sale and I came home with nine paperbacks.",
    ],
}

# Première part de côté, devenue une part de réglage le 2026-12-01 (voir la docstring).
DE_COTE_FR = {
    **FR,
    "ouvertures": ["Coucou, tu es là ?", "Me revoici, comme promis."],
    "sortes": {
        "immeuble": {
            "dire": ["Je loue un deux-pièces dans la résidence {v}."],
            "changer": ["Le bail est fini, je loue maintenant dans la résidence {v}."],
            "collegue": ["{c} loue un appartement dans la résidence {v}."],
            "demander": ["Dans quelle résidence est-ce que je loue ?"],
            "demander_collegue": ["Dans quelle résidence loue {c} ?"],
            "oubli": "ma résidence",
        },
        "chorale": {
            "dire": ["Je chante dans la chorale {v} le mercredi soir."],
            "changer": ["J'ai rejoint une autre chorale, la chorale {v}."],
            "collegue": ["{c} chante dans la chorale {v}."],
            "demander": ["Je chante dans quelle chorale ?"],
            "demander_collegue": ["Dans quelle chorale chante {c} ?"],
            "oubli": "ma chorale",
        },
        "perroquet": {
            "dire": ["Notre perroquet s'appelle {v}, il parle beaucoup."],
            "changer": ["Notre ancien perroquet est parti, le nouveau s'appelle {v}."],
            "collegue": ["Le perroquet de {c} s'appelle {v}."],
            "demander": ["Comment s'appelle notre perroquet ?"],
            "demander_collegue": ["Comment s'appelle le perroquet de {c} ?"],
            "oubli": "notre perroquet",
        },
        "kine": {
            "dire": ["Je vois un kiné, monsieur {v}, pour mon genou."],
            "changer": ["J'ai changé de kiné, je vois maintenant monsieur {v}."],
            "collegue": ["Le kiné de {c} est monsieur {v}."],
            "demander": ["Comment s'appelle mon kiné ?"],
            "demander_collegue": ["Qui est le kiné de {c} ?"],
            "oubli": "mon kiné",
        },
        "banque": {
            "dire": ["Mon compte est à la banque {v}."],
            "changer": ["J'ai transféré mon compte à la banque {v}."],
            "collegue": ["{c} a son compte à la banque {v}."],
            "demander": ["Dans quelle banque est mon compte ?"],
            "demander_collegue": ["Dans quelle banque est le compte de {c} ?"],
            "oubli": "ma banque",
        },
        "moto": {
            "dire": ["Le dimanche je sors ma moto, une {v} rouge."],
            "changer": ["J'ai revendu la moto, j'ai pris une {v} à la place."],
            "collegue": ["{c} a une moto {v}."],
            "demander": ["Quelle moto j'ai en ce moment ?"],
            "demander_collegue": ["Quelle moto a {c} ?"],
            "oubli": "ma moto",
        },
    },
    "episodes": {
        "dire": ["Dimanche on a visité l'exposition {v} au musée, une foule incroyable."],
        "demander": ["Quelle exposition est-ce qu'on avait visitée au musée ?"],
    },
    "secrets": {
        "dire": ["Le digicode de l'immeuble est {s}, garde ça pour toi."],
        "demander": ["Tu peux me redonner le digicode de l'immeuble ?"],
    },
}

# Deuxième part de côté (écrite le 2026-12-01, avant tout réglage de la référence sur la première,
# qui avait été vue) : en anglais, d'autres sujets, d'autres tournures. Devenue une part de
# réglage le même jour (voir la docstring).
DE_COTE_EN = {
    **EN,
    "ouvertures": ["Hello there, it's me again.", "Back again, hope you're well."],
    "sortes": {
        "allotment": {
            "dire": ["I rent a plot at the {v} allotments, mostly for beans."],
            "changer": ["I gave up the old plot; my allotment is at {v} these days."],
            "collegue": ["{c} has a plot at the {v} allotments."],
            "demander": ["Where is my allotment again?"],
            "demander_collegue": ["Where is {c}'s allotment?"],
            "oubli": "my allotment",
        },
        "cat": {
            "dire": ["Our grey cat answers to {v}, when she feels like it."],
            "changer": ["We took in a rescue kitten, we named her {v}."],
            "collegue": ["{c}'s cat is named {v}."],
            "demander": ["Do you remember what our cat is called?"],
            "demander_collegue": ["What did {c} name their cat?"],
            "oubli": "our cat",
        },
        "teacher": {
            "dire": ["I take violin lessons with Mrs {v} every Thursday."],
            "changer": ["My violin teacher retired, so now I study with Mrs {v}."],
            "collegue": ["{c} studies the violin with Mrs {v}."],
            "demander": ["Who teaches me the violin?"],
            "demander_collegue": ["Who is {c}'s violin teacher?"],
            "oubli": "my violin teacher",
        },
        "club": {
            "dire": ["On Sundays I run with the {v} running club."],
            "changer": ["I left my old running club and signed up with {v}."],
            "collegue": ["{c} runs with the {v} club."],
            "demander": ["Which running club am I in?"],
            "demander_collegue": ["Which club does {c} run with?"],
            "oubli": "my running club",
        },
        "barber": {
            "dire": ["I get my hair cut at {v}, the place on the corner."],
            "changer": ["The old salon closed, I get my hair cut at {v} instead."],
            "collegue": ["{c} gets a haircut at {v}."],
            "demander": ["Where do I get my hair cut?"],
            "demander_collegue": ["Where does {c} get a haircut?"],
            "oubli": "my hairdresser",
        },
        "boat": {
            "dire": ["My little sailing boat is called the {v}."],
            "changer": ["I sold the boat and bought another one, the {v}."],
            "collegue": ["{c}'s sailing boat is the {v}."],
            "demander": ["What's the name of my boat?"],
            "demander_collegue": ["What is {c}'s boat called?"],
            "oubli": "my boat",
        },
    },
    "episodes": {
        "dire": ["On Saturday we hiked all the way up to lake {v}, my legs still hurt."],
        "demander": ["Which lake did we hike up to that Saturday?"],
    },
    "secrets": {
        "dire": ["Don't repeat it to anyone: the alarm code at the office is {s}."],
        "demander": ["Can you remind me of the office alarm code?"],
    },
    "bavardage": [
        "The kettle broke this morning, so no tea until I buy a new one.",
        "My nephew taught me a card game and beat me eleven times in a row.",
        "There was a fox in the garden last night, bold as anything.",
        "I queued forty minutes at the post office to send one parcel.",
        "The train was cancelled and I worked from a café all afternoon.",
        "We repainted the fence and now the neighbours want theirs done too.",
        "I burnt the risotto while answering a phone call from my aunt.",
        "The heating is making a strange knocking noise again.",
        "I found an old diary from school in a box in the attic.",
        "Our street is getting new pavements, the drilling starts at seven.",
        "I tried knitting a scarf and it came out more like a net.",
        "The market had a stall selling twenty kinds of honey.",
    ],
}

# Troisième part de côté, en français : écrite sans lire la référence, ni la correction, ni les
# deux vocabulaires ci-dessus ; d'autres sortes de faits, d'autres tournures de changement (dont
# une nouvelle valeur dite sans mot de changement), un autre secret (le code d'une alarme).
DE_COTE_3_FR = {
    "langue": "fr",
    "budget": 2000,
    "budget_court": 1500,
    "tours_longs": 22,
    "tours_longs_court": 12,
    "ouvertures": ["Rebonjour, tu as deux minutes ?", "Me revoici !",
                   "Salut, c'est moi, on continue ?"],
    "sortes": {
        "chorale": {
            "dire": ["Le jeudi soir, je chante dans la chorale {v}."],
            "changer": ["J'ai quitté la chorale du jeudi ; je chante à présent avec la chorale {v}.",
                        "Je chante dans la chorale {v}, on répète le mardi."],
            "collegue": ["Mon collègue {c} chante dans la chorale {v}."],
            "demander": ["Dans quelle chorale est-ce que je chante ?"],
            "demander_collegue": ["Et {c}, il chante dans quelle chorale ?"],
            "oubli": "ma chorale",
        },
        "kine": {
            "dire": ["Pour mon dos, je vais chez le kiné {v}."],
            "changer": ["Mon kiné est parti à la retraite ; celui qui me suit s'appelle {v}.",
                        "C'est {v} qui s'occupe de mon dos, au cabinet d'en face."],
            "collegue": ["Le kiné de mon collègue {c} s'appelle {v}."],
            "demander": ["Comment s'appelle mon kinésithérapeute ?"],
            "demander_collegue": ["Qui est le kiné de {c} ?"],
            "oubli": "mon kiné",
        },
        "banque": {
            "dire": ["Mon compte courant est à la banque {v}."],
            "changer": ["J'ai ouvert un compte à la banque {v} et fermé l'ancien.",
                        "Mes virements partent de la banque {v}, c'est là qu'est mon compte."],
            "collegue": ["Mon collègue {c} a son compte à la banque {v}."],
            "demander": ["Dans quelle banque est mon compte ?"],
            "demander_collegue": ["Quelle est la banque de {c} ?"],
            "oubli": "ma banque",
        },
        "coiffeur": {
            "dire": ["Je me fais couper les cheveux au salon {v}, en bas de chez moi."],
            "changer": ["Je ne vais plus à mon ancien salon : je me fais coiffer chez {v}.",
                        "Ma coupe de samedi vient du salon {v}, j'y retourne le mois prochain."],
            "collegue": ["{c}, un collègue de l'étage, se fait coiffer au salon {v}."],
            "demander": ["Chez quel coiffeur je vais ?"],
            "demander_collegue": ["Chez quel coiffeur va {c} ?"],
            "oubli": "mon coiffeur",
        },
        "piano": {
            "dire": ["Je prends des cours de piano avec {v} le mercredi."],
            "changer": ["Cette année, mes cours de piano, c'est avec {v}.",
                        "Mon ancienne prof de piano a déménagé, je continue avec {v}."],
            "collegue": ["Mon collègue {c} prend des cours de piano avec {v}."],
            "demander": ["Avec qui je prends mes cours de piano ?"],
            "demander_collegue": ["Avec qui {c} prend-il ses cours de piano ?"],
            "oubli": "mes cours de piano",
        },
        "operateur": {
            "dire": ["Mon forfait de téléphone est chez {v}."],
            "changer": ["J'ai résilié mon forfait, je suis passée chez {v}.",
                        "Ma ligne mobile est chez {v}, le forfait coûte moitié moins."],
            "collegue": ["{c}, mon collègue, a son forfait chez {v}."],
            "demander": ["Chez quel opérateur est mon forfait ?"],
            "demander_collegue": ["Chez quel opérateur est {c} ?"],
            "oubli": "mon opérateur",
        },
        "potager": {
            "dire": ["J'ai une parcelle au jardin partagé {v}, j'y fais pousser des courgettes."],
            "changer": ["On m'a attribué une parcelle au jardin {v}, plus près de la maison.",
                        "J'ai rendu ma vieille parcelle, je jardine désormais au jardin {v}."],
            "collegue": ["Mon collègue {c} cultive une parcelle au jardin partagé {v}."],
            "demander": ["Dans quel jardin partagé est ma parcelle ?"],
            "demander_collegue": ["Où {c} a-t-il sa parcelle ?"],
            "oubli": "ma parcelle au jardin",
        },
    },
    "episodes": {
        "dire": ["Dimanche on a visité l'exposition {v} au musée des Beaux-Arts, les enfants "
                 "ont adoré."],
        "demander": ["C'était quoi, déjà, l'exposition qu'on a vue au musée ?"],
    },
    "secrets": {
        "dire": ["Le code de l'alarme de la maison, c'est {s} : ne le note nulle part.",
                 "Au cas où : le code pour désactiver l'alarme est {s}, garde-le pour toi."],
        "demander": ["Tu peux me redonner le code de l'alarme ?"],
    },
    "bavardage": [
        "Le lave-linge a encore inondé la salle de bains, j'ai passé la soirée à éponger.",
        "On a fêté les quarante ans de mon cousin dans une guinguette au bord de l'eau.",
        "Le parking du supermarché était plein, j'ai tourné vingt minutes.",
        "J'ai commencé un puzzle de mille pièces, il me manque déjà un coin.",
        "Ce matin le brouillard était si épais qu'on ne voyait plus le clocher.",
        "Les voisins du dessus déplacent leurs meubles tous les soirs vers minuit.",
        "J'ai raté mon train de quatre minutes, le suivant passait une heure plus tard.",
        "Au bureau, la machine à café est en panne depuis lundi, c'est la crise.",
        "J'ai essayé de faire du pain maison, il est sorti du four dur comme une pierre.",
        "Il y avait une brocante dans la rue, j'ai trouvé une lampe des années soixante.",
        "Ma nièce m'a appris un jeu de cartes auquel je ne comprends toujours rien.",
        "Le marché de Noël ouvre samedi, il paraît qu'il y aura une patinoire.",
    ],
}

CACHES = [("fr", FR, 31), ("en", EN, 47)]
DE_COTE = [("de-cote-fr", DE_COTE_FR, 73), ("de-cote-en", DE_COTE_EN, 89),
           ("de_cote_3_fr", DE_COTE_3_FR, 53)]
