"""Cinquième part de côté de la sonde de compréhension, écrite en inconnu.

Comment elle a été écrite : sans ouvrir le moteur (rien lu sous `modele_local/`), sans lire les
autres parts de côté ni les cas de réglage, ni les tests, ni les solutions ; seul le haut de
`mesures/comprehension_cas.py` (le format `Cas`, `cas(...)`, `session`, `NE_TROUVE_PAS`) a été lu,
pour savoir comment un cas est joué et noté. Les phrases sont celles que taperaient des
utilisateurs variés (un retraité, une étudiante, un infirmier de nuit, une cheffe de projet
anglophone, un parent solo, un artisan…), avec leurs tournures, leurs abréviations et parfois une
faute de frappe. Aucune n'a été essayée sur le modèle : cette part n'a jamais été réglée, et ne doit
pas l'être (on ne corrige pas le moteur pour elle ; on la lit pour savoir ce qu'il vaut hors de ses
cas de réglage).

Les sortes évitent celles du scénario du cours (prénom, équipe, allergie, langue parlée, transport
domicile-travail, ville, entreprise, responsable). Environ un tiers des cas est en anglais (la
première phrase commence par « I », « My », « Next » ou « Please », ce qui fait choisir à `session`
le bavardage anglais). On y trouve des mises à jour (avec ou sans mot de changement, parfois sans
presque aucun mot commun entre l'ancienne et la nouvelle phrase), des négations (l'attendu est la
chose faite à la place), des faits d'autrui (parfois dans la même phrase qu'un fait de
l'utilisateur), des dates, heures, montants et numéros non secrets, des questions posées avec
d'autres mots que la phrase, et des cas sans réponse dont une phrase voisine partage les mots de la
question (`leurre`).

Relue à la fusion (cinquième tour), avant toute mesure : 17 de ses 108 cas reprenaient presque mot
pour mot une phrase d'une autre part (« Ma série du moment c'est Severance. », « Mon loyer est de
780 euros charges comprises. » pour 740 ailleurs ; un rapport `difflib` au-dessus de 0,7) — sa
session d'écriture avait pu voir ces phrases ailleurs sur la machine. Ils ont été retirés sans
être joués ; restent 91 cas, et `tests/test_sonde_parts_de_cote.py` vérifie qu'aucune phrase n'est
proche d'une autre part.
"""

from mesures.comprehension_cas import Cas, cas

CAS_DE_COTE_5: list[Cas] = [
    # --- Musique, sport, animaux ---
    cas(
        "instrument",
        "Le soir je gratouille mon ukulélé, ça me détend après le boulot.",
        "De quel instrument est-ce que je joue ?",
        ["ukulele"],
    ),
    cas(
        "instrument",
        "Ma fille fait de la trompette au conservatoire, moi c'est l'accordéon depuis trente ans.",
        "Et moi, je joue de quoi ?",
        ["accordeon"],
        autrui=["trompette"],
    ),
    cas(
        "sport",
        [
            "Je nage trois fois par semaine à la piscine municipale.",
            "Côté sport, c'est boxe anglaise, deux séances par semaine avec un coach.",
        ],
        "Quel sport je pratique ?",
        ["boxe"],
        perime=["natation", "piscine"],
    ),
    cas(
        "sport",
        "I don't run anymore because of my knee, I do yoga instead.",
        "What kind of exercise do I do now?",
        ["yoga"],
    ),
    cas(
        "sport",
        "Mon voisin Gérard fait des marathons, moi je préfère le vélo d'appartement devant la télé.",
        "Quel sport fait Gérard ?",
        ["marathon", "course a pied", "courir"],
        personne="Gérard",
        autrui=["velo"],
    ),
    cas(
        "animal",
        "Le voisin a un berger allemand qui aboie tout le temps ; nous, on a deux chats.",
        "Quels animaux j'ai à la maison ?",
        ["chat"],
        autrui=["berger"],
    ),
    cas(
        "animal",
        "My flatmate's rabbit chews everything, but my own pet is a bearded dragon called Spike.",
        "What kind of pet do I have?",
        ["dragon", "lizard", "spike"],
        autrui=["rabbit"],
    ),
    cas(
        "animal_nom",
        [
            "Notre hamster s'appelle Noisette.",
            "Les enfants ont rebaptisé le hamster : c'est Caramel maintenant.",
        ],
        "Comment s'appelle notre hamster ?",
        ["caramel"],
        perime=["noisette"],
    ),
    # --- Alimentation, santé ---
    cas(
        "regime",
        "Je ne mange plus de viande depuis 2019, je suis végétarienne.",
        "Quel régime alimentaire je suis ?",
        ["vegetarien"],
    ),
    cas(
        "cuisine",
        "I can't eat gluten, so I bake everything with buckwheat flour.",
        "What flour do I use for baking?",
        ["buckwheat"],
    ),
    cas(
        "cuisine",
        "Pour ma pâte à crêpes je mets toujours une cuillère de rhum ambré, c'est le secret.",
        "Quel ingrédient secret je mets dans mes crêpes ?",
        ["rhum"],
    ),
    cas(
        "maladie",
        "Je suis diabétique de type 2 depuis cinq ans, donc je surveille le sucre.",
        "Quelle maladie chronique j'ai ?",
        ["diabete", "diabetique"],
    ),
    cas(
        "medicament",
        "My doctor put me on 20 mg of atorvastatin every evening.",
        "What dose of my cholesterol pill do I take?",
        ["20 mg", "20mg"],
    ),
    cas(
        "groupe_sanguin",
        "Je vous prie de noter que mon groupe sanguin est O négatif ; je suis d'ailleurs donneur régulier.",
        "Je suis de quel groupe sanguin ?",
        ["o neg", "o-", "o−"],
    ),
    cas(
        "vue", "My glasses prescription is minus 2.5 in both eyes.", "How bad is my eyesight?", ["2.5", "2,5"]
    ),
    cas(
        "vaccin",
        "Mon dernier rappel tétanos date de 2018, faudrait que j'y pense.",
        "Quand ai-je fait mon dernier vaccin contre le tétanos ?",
        ["2018"],
    ),
    cas(
        "blessure",
        "J'ai une tendinite au genou droit, le kiné m'a interdit de courir pendant six semaines.",
        "Combien de temps je dois arrêter la course ?",
        ["six semaines", "6 semaines"],
    ),
    cas(
        "blessure",
        "My husband broke his wrist skiing and I sprained my ankle on the same trip.",
        "What did I injure on the ski trip?",
        ["ankle"],
        autrui=["wrist"],
    ),
    cas(
        "poids",
        ["I weigh 82 kilos.", "Scales said 77 kg this morning, six months of cycling paid off."],
        "What's my current weight?",
        ["77"],
        perime=["82"],
    ),
    cas(
        "medecin",
        [
            "Mon médecin traitant c'est le docteur Martin.",
            "Le docteur Benali me suit, c'est lui mon généraliste, il est top.",
        ],
        "Qui est mon médecin traitant ?",
        ["benali"],
        perime=["martin"],
    ),
    cas(
        "sommeil",
        "I need at least eight hours of sleep or I am useless the next day.",
        "How much sleep do I need?",
        ["eight", "8"],
    ),
    # --- Boissons, habitudes ---
    cas(
        "boisson",
        "Le café, j'y touche plus, je me fais une infusion de verveine le matin.",
        "Qu'est-ce que je bois au petit-déj ?",
        ["verveine", "infusion", "tisane"],
    ),
    cas(
        "boisson",
        "I do not drink alcohol at all, I always order sparkling water.",
        "What should you order for me at the bar?",
        ["sparkling"],
    ),
    cas(
        "boisson",
        "Je ne mets jamais de sucre dans mon café, juste un nuage de lait.",
        "Comment je prends mon café ?",
        ["lait"],
    ),
    cas(
        "reveil",
        "En semaine mon réveil sonne à 5 h 45, c'est dur.",
        "À quelle heure je me lève les jours de travail ?",
        ["5 h 45", "5h45", "5:45"],
    ),
    cas(
        "reveil",
        "My alarm goes off at 6:15 every morning.",
        "What time do I go to bed?",
        [],
        leurre=["6:15", "6.15"],
    ),
    cas(
        "habitude",
        "Tous les soirs je marche une demi-heure après le dîner, pour la digestion.",
        "Qu'est-ce que je fais après le repas du soir ?",
        ["marche", "promenade", "balade"],
    ),
    cas(
        "habitude",
        "I never work on Sundays, that's family day.",
        "What do I keep my Sundays for?",
        ["family"],
    ),
    cas(
        "loisir",
        "Le dimanche matin je vais chiner aux puces de Saint-Ouen.",
        "Qu'est-ce que je fais le dimanche matin ?",
        ["puces", "chiner", "brocante"],
    ),
    cas(
        "loisir",
        "My weekends are mostly spent birdwatching at the marshes.",
        "What is my hobby?",
        ["birdwatching", "bird"],
    ),
    cas(
        "loisir",
        "Je ne regarde plus la télé depuis des années ; le soir, c'est mots croisés.",
        "Qu'est-ce que je fais de mes soirées ?",
        ["mots croises", "mots-croises"],
    ),
    # --- Travail, études ---
    cas(
        "horaire_travail",
        "Je suis de nuit cette semaine, je bosse de 21 h à 7 h.",
        "Quels sont mes horaires de travail ?",
        ["21 h", "21h", "21:00", "9 pm", "9pm"],
    ),
    cas(
        "horaire_travail",
        [
            "My shift starts at 6 am on weekdays.",
            "They moved me to afternoons, so my shifts now start at 2 pm.",
        ],
        "When does my shift begin?",
        ["2 pm", "2pm", "14:00", "14h", "2 p.m"],
        perime=["6 am", "6am", "6 a.m"],
    ),
    cas(
        "pause",
        ["Je prends ma pause déjeuner à midi pile.", "Le service m'a calé la pause repas de 13 h 30 à 14 h."],
        "À quelle heure je mange le midi ?",
        ["13 h 30", "13h30", "13:30"],
        perime=["midi pile"],
    ),
    cas(
        "metier",
        "Je suis ébéniste, je fais surtout des meubles sur mesure.",
        "C'est quoi mon boulot ?",
        ["ebeniste", "menuisier"],
    ),
    cas(
        "metier",
        "My wife is a pharmacist and I teach maths at a secondary school.",
        "What do I do for a living?",
        ["teach", "math"],
        autrui=["pharmacist"],
    ),
    cas(
        "conges",
        ["Je pose mes congés du 4 au 18 août.", "Mes vacances : du 11 au 25 août, validé par la RH."],
        "Quand est-ce que je suis en congé ?",
        ["11 au 25", "25 aout"],
        perime=["4 au 18", "18 aout"],
    ),
    cas(
        "conges",
        "My colleague Priya is off the whole of July, and I am taking the first two weeks of August.",
        "When is Priya on leave?",
        ["july"],
        personne="Priya",
        autrui=["august"],
    ),
    cas(
        "etudes",
        "Je sui en M1 de psycho à Nanterre, et c'est chaud.",
        "En quelle année d'études je suis ?",
        ["m1", "master"],
    ),
    cas(
        "examen",
        [
            "Mon partiel de stats est le 14 janvier.",
            "Les stats, ce sera le 21 janvier, la fac a tout décalé.",
        ],
        "C'est quand mon exam de statistiques ?",
        ["21 janvier"],
        perime=["14 janvier"],
    ),
    # --- Dates, anniversaires, rendez-vous ---
    cas(
        "anniversaire",
        "Mon anniversaire c'est le 14 juillet, comme la fête nationale.",
        "Quel jour je souffle mes bougies ?",
        ["14 juillet"],
    ),
    cas(
        "anniversaire",
        "Ma belle-mère fête ses 70 ans le 3 mai ; moi, c'est le 22 novembre.",
        "Quelle est la date de mon anniversaire ?",
        ["22 novembre"],
        autrui=["3 mai"],
    ),
    cas(
        "anniversaire",
        "Nadia, ma collègue de l'open space, est née le 9 février.",
        "Quand est l'anniversaire de Nadia ?",
        ["9 fevrier"],
        personne="Nadia",
    ),
    cas(
        "mariage",
        "On s'est mariés le 5 juin 1982 à la mairie de Tulle, il faisait un temps de chien.",
        "Depuis quand suis-je marié ?",
        ["1982"],
    ),
    cas(
        "rendez_vous",
        ["Dentiste le 12 mars à 9h.", "Le cabinet dentaire m'a mis le 19 mars, même heure."],
        "C'est quand mon RDV chez le dentiste ?",
        ["19 mars"],
        perime=["12 mars"],
    ),
    cas(
        "rendez_vous",
        "Next Tuesday at 3:15 pm I have my physiotherapy appointment.",
        "When is my physio session?",
        ["3:15", "15:15", "15h15", "3.15"],
    ),
    cas(
        "rendez_vous",
        "Ma femme a son IRM jeudi à 10 h, et moi ma prise de sang vendredi à 8 h.",
        "Quand est ma prise de sang ?",
        ["vendredi"],
        autrui=["jeudi"],
    ),
    cas(
        "horaire_enfant",
        "La nounou récupère les petits à 16 h 30, moi je rentre vers 19 h.",
        "À quelle heure la nounou prend les enfants ?",
        ["16 h 30", "16h30", "16:30", "4:30"],
        personne="nounou",
        autrui=["19 h", "19h", "19:00"],
    ),
    # --- Tailles, numéros, adresses ---
    cas(
        "pointure",
        "My shoe size is 11 US, which is about 45 in Europe.",
        "What size shoes should I ask for in a French shop?",
        ["45"],
    ),
    cas(
        "pointure",
        "My son's shoe size is 34, he grows so fast.",
        "What shoe size do I wear?",
        [],
        leurre=["34"],
    ),
    cas(
        "taille_vetement",
        "Pour les pantalons je prends du 42, pour les chemises c'est du 40.",
        "Quelle taille de chemise il me faut ?",
        ["40"],
    ),
    cas(
        "taille_corps",
        "My height is 5 foot 9, which never helps at concerts.",
        "How tall am I?",
        ["5 foot 9", "5'9", "5 ft 9", "5 feet 9", "1.75", "175"],
    ),
    cas(
        "plaque_velo",
        "La plaque gravée sur mon vélo, c'est le numéro 4821-KD.",
        "Quel est le numéro de marquage de mon vélo ?",
        ["4821"],
    ),
    cas(
        "dossard",
        "Pour le semi de dimanche j'ai le dossard 1307 , trop hâte !",
        "C'est quoi mon numéro pour la course ?",
        ["1307"],
    ),
    cas(
        "dossard",
        "My running buddy Tom got bib 512 and I got bib 513, right next to each other.",
        "What is my bib number?",
        ["513"],
        autrui=["512"],
    ),
    cas(
        "dossard",
        "Mon numéro de dossard pour le trail, c'est le 204.",
        "Quel temps j'ai fait au trail l'an dernier ?",
        [],
        leurre=["204"],
    ),
    cas(
        "casier",
        "Mon casier à la piscine, c'est toujours le 57, je suis superstitieux.",
        "Quel numéro de casier je prends ?",
        ["57"],
    ),
    cas(
        "numero_adherent",
        "Mon numéro d'adhérent à la médiathèque c'est le 004517.",
        "Quel est mon numéro à la bibliothèque ?",
        ["004517"],
    ),
    cas(
        "numero_dossier",
        "My case number at the tax office is 2024-88731.",
        "What's my reference with the tax people?",
        ["2024-88731", "88731"],
    ),
    cas(
        "adresse",
        "Mon atelier est au 12 bis rue des Tanneurs, au fond de la cour.",
        "À quelle adresse se trouve mon atelier ?",
        ["12 bis", "tanneurs"],
    ),
    cas(
        "adresse",
        "My mum lives at 48 Elm Grove, and I visit her every Sunday.",
        "What's my mother's address?",
        ["48 elm", "elm grove"],
        personne="mère",
    ),
    # --- Argent ---
    cas(
        "budget",
        "My budget for the wedding is 12,000 pounds.",
        "How much can we spend on the wedding?",
        ["12,000", "12 000", "12000", "12k", "12.000", "twelve thousand"],
    ),
    cas(
        "budget",
        [
            "On s'est fixé 1 500 € pour les vacances d'été.",
            "Avec la hausse des prix on a revu le budget vacances à 2 000 €.",
        ],
        "Combien on a prévu pour les vacances ?",
        ["2 000", "2000", "2.000"],
        perime=["1 500", "1500", "1.500"],
    ),
    cas(
        "abonnement",
        "Mon abonement à la salle me coûte 29,90 € par mois.",
        "Combien je paie pour la salle de sport ?",
        ["29,9", "29.9"],
    ),
    cas(
        "abonnement",
        "Mon forfait mobile est à 9,99 € chez un petit opérateur.",
        "Combien me coûte ma box internet ?",
        [],
        leurre=["9,99", "9.99"],
    ),
    cas(
        "dette",
        "Je dois encore 350 € à mon beau-frère pour la tondeuse.",
        "Combien je dois à mon beau-frère ?",
        ["350"],
    ),
    # --- Voyages, projets, souvenirs ---
    cas(
        "voyage",
        "Next March we are flying to Lisbon for our tenth anniversary.",
        "Where are we going on holiday next spring?",
        ["lisbon", "lisbonne"],
    ),
    cas(
        "voyage",
        "En août on part trois semaines au Québec avec les enfants, en van.",
        "Quelle destination pour cet été ?",
        ["quebec"],
    ),
    cas(
        "voyage",
        "Mon frère part au Japon en octobre, nous on reste en Bretagne cet automne.",
        "Où est-ce que je vais cet automne ?",
        ["bretagne"],
        autrui=["japon"],
    ),
    cas("projet", "L'an prochain je voudrais passer mon permis moto.", "Quel permis je vise ?", ["moto"]),
    cas(
        "projet",
        [
            "I am training for the Berlin marathon in September.",
            "My knee rules out running this year, so I switched to the London to Paris bike ride.",
        ],
        "What is my sporting goal for this year?",
        ["london to paris", "bike", "cycl"],
        perime=["berlin", "marathon"],
    ),
    cas(
        "projet",
        "Ma sœur veut ouvrir une boulangerie, moi je vais reprendre des études de droit.",
        "Quel est mon projet ?",
        ["droit"],
        autrui=["boulangerie"],
    ),
    cas(
        "souvenir",
        "Le plus beau souvenir de ma vie, c'est la naissance de mon petit-fils en 2015, "
        "à la maternité de Quimper.",
        "En quelle année est né mon petit-fils ?",
        ["2015"],
    ),
    cas(
        "souvenir",
        "My first job was delivering newspapers when I was twelve.",
        "What was my very first job?",
        ["newspaper", "paper"],
    ),
    # --- Lectures, écrans, jeux ---
    cas(
        "livre",
        "Je suis en train de lire « L'Anomalie » de Le Tellier, j'en suis à la moitié.",
        "Quel bouquin je lis en ce moment ?",
        ["anomalie"],
    ),
    cas(
        "livre",
        ["I am reading Dune at the moment.", "I finished Dune and started Project Hail Mary yesterday."],
        "Which book am I currently reading?",
        ["hail mary"],
        perime=["dune"],
    ),
    cas(
        "serie",
        "Avec ma coloc on regarde « The Bear » le soir, moi je suis accro.",
        "Quelle série je regarde ?",
        ["the bear", "bear"],
    ),
    cas(
        "podcast",
        "J'écoute « Les Pieds sur terre » en faisant la vaisselle.",
        "Quelle émission je mets pendant la vaisselle ?",
        ["pieds sur terre"],
    ),
    cas(
        "jeu",
        "En ce moment je suis à fond sur Zelda, Tears of the Kingdom.",
        "À quel jeu vidéo je joue ?",
        ["zelda", "tears of the kingdom"],
    ),
    cas(
        "jeu",
        ["My go-to board game is Catan.", "I got bored of Catan, our group plays Wingspan now."],
        "What board game does my group play now?",
        ["wingspan"],
        perime=["catan"],
    ),
    # --- Objets, goûts, préférences de réponse ---
    cas("voiture", "J'ai une vieille Clio de 2008, elle tient le coup.", "Quelle bagnole j'ai ?", ["clio"]),
    cas(
        "telephone",
        "My phone is an old iPhone 8 with a cracked screen.",
        "What smartphone do I have?",
        ["iphone"],
    ),
    cas(
        "plante",
        "Sur mon balcon je fais pousser des tomates cerises et du basilic.",
        "Qu'est-ce que je cultive sur le balcon ?",
        ["tomate", "basilic"],
    ),
    cas(
        "plante",
        "My balcony is 6 square metres and gets sun all afternoon.",
        "How big is my garden?",
        [],
        leurre=["6 square", "6 m", "six square"],
    ),
    cas(
        "plat_prefere",
        "My flatmate loves sushi, but honestly my favourite food is a good lasagne.",
        "What's my favourite dish?",
        ["lasagne", "lasagna"],
        autrui=["sushi"],
    ),
    cas(
        "couleur",
        "Ma couleur préférée, c'est le vert sapin.",
        "Quelle est la couleur de ma voiture ?",
        [],
        leurre=["vert"],
    ),
    cas(
        "coiffeur",
        [
            "Je vais chez Sandrine pour mes cheveux.",
            "Karim, le barbier d'à côté, me coupe les cheveux tous les mois.",
        ],
        "Qui me coupe les cheveux ?",
        ["karim"],
        perime=["sandrine"],
    ),
    cas(
        "format_reponse",
        "Réponds-moi toujours en trois points maximum, sans blabla.",
        "Comment je préfère que tu formules tes réponses ?",
        ["trois points", "3 points"],
    ),
    cas(
        "format_reponse",
        "Pas d'émojis dans tes réponses s'il te plaît, je préfère un ton sobre.",
        "Quel ton je veux dans tes réponses ?",
        ["sobre"],
    ),
    cas(
        "enfant",
        "Mon fils Hugo entre en CE2 à la rentrée.",
        "En quelle classe sera Hugo ?",
        ["ce2"],
        personne="Hugo",
    ),
    cas(
        "enfant",
        "My daughter turns seven on Saturday.",
        "How old will my daughter be this weekend?",
        ["seven", "7"],
        personne="fille",
    ),
]
