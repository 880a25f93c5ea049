"""Cas de côté n° 7 de la sonde de compréhension de l'assistant hors ligne.

Cette partie met en scène, côté français : un mécanicien de ferry en Bretagne,
une institutrice retraitée qui jardine, une interne en médecine de garde la nuit,
un sommelier, un jeune joueur d'échecs, un entraîneur de basket fauteuil, une
traductrice qui travaille chez elle avec trois chats, un chauffeur de bus à
Marseille, une fondatrice de start-up qui voyage chaque semaine et une grand-mère
qui apprend à se servir d'un smartphone ; côté anglais : un éleveur de moutons
écossais, une dentiste de Toronto, un testeur logiciel nigérian à Londres, une
marathonienne, une photographe de mariage et une biologiste marine australienne.

Elle a été écrite en isolement, comme l'écrirait un inconnu : sans voir le
moteur, ni ses règles, ni les autres parties de la sonde. Les phrases sont
celles qu'un étudiant ou un testeur taperait, en français et en anglais courants.

100 cas : 36 faits simples, 20 mises à jour, 12 négations, 20 faits mettant en
jeu une autre personne et 12 questions sans réponse (avec leurre).

Relue à la fusion (sixième tour), avant toute mesure, avec la règle des parts précédentes : 3 cas
avaient une phrase proche d'une autre part (rapport `difflib` au-dessus de 0,7) ; retirés sans être
lus, restent 97 cas. Part de côté : mesurée au début du tour (moteur du commit 84887a3) et à la
fin, jamais lue ni réglée entre les deux.
"""

from __future__ import annotations

from mesures.comprehension_cas import Cas, cas

CAS_DE_COTE_7: list[Cas] = [
    # ------------------------------------------------------------------
    # Faits simples — français (20)
    # ------------------------------------------------------------------
    cas("chat", "J'ai trois chats : Pruneau, Moka et Biscotte, et c'est Moka la plus âgée.",
        "Lequel de mes chats est le plus vieux ?", "Moka"),
    cas("tatouage", "Sur l'avant-bras gauche, j'ai une ancre tatouée avec la date 1998 en dessous.",
        "Qu'est-ce que j'ai comme dessin tatoué sur le bras ?", "ancre"),
    cas("potager", "Cette année au jardin j'ai surtout planté des tomates de Marmande, c'est ma variété "
                   "fétiche.",
        "quelle sorte de tomates je prefere cultiver ?", "Marmande"),
    cas("horaire", "Le mardi, ma garde de nuit commence à 20 h 30 et je ne sors pas avant 8 h.",
        "À quelle heure je prends mon poste le mardi soir ?", ["20 h 30", "20h30", "20:30"]),
    cas("diplome", "J'ai décroché mon diplôme de sommellerie à Suze-la-Rousse en 2011.",
        "En quelle année ai-je obtenu mon diplôme ?", "2011"),
    cas("classement", "Depuis le dernier open, mon Elo est monté à 1840.",
        "C'est combien mon classement aux échecs déjà ?", ["1840", "1 840"]),
    cas("gymnase", "Je donne mes entraînements de basket fauteuil à la salle Léo-Lagrange, juste derrière la "
                   "mairie.",
        "Dans quel gymnase est-ce que j'entraîne ?", ["Léo-Lagrange", "Léo Lagrange", "Lagrange"]),
    cas("ligne_bus", "La plupart du temps, je suis au volant sur la ligne 83, celle qui longe la Corniche.",
        "Quelle ligne je conduis le plus souvent ?", "83"),
    cas("valise", "Ma valise cabine, c'est une Rimowa grise, elle a fait au moins cinquante vols.",
        "De quelle marque est mon bagage à main ?", "Rimowa"),
    cas("application", "Grâce à l'atelier de la médiathèque, j'ai appris à envoyer des photos avec WhatsApp.",
        "Tu te souviens quelle appli j'ai appris à utiliser pour partager des photos ?", "WhatsApp"),
    cas("date", "Notre anniversaire de mariage, c'est le 14 juin, il ne faut pas que je l'oublie.",
        "Quand tombe mon anniversaire de mariage ?", ["14 juin", "14/06"]),
    cas("sante", "À cause de mon traitement pour la tension, je dois éviter le pamplemousse.",
        "Quel fruit m'est déconseillé avec mes médicaments ?", "pamplemousse"),
    cas("habitude", "Tous les matins, avant le petit-déjeuner, je fais vingt minutes de yoga sur la "
                    "terrasse.",
        "Ma séance de yoga du matin dure combien de temps ?", ["vingt minutes", "20 minutes", "20 min"]),
    cas("musique", "Quand je suis fatigué, je mets du Brassens et ça va tout de suite mieux.",
        "Quel chanteur j'écoute pour me remonter le moral ?", "Brassens"),
    cas("colis", "Hier en revenant du marché j'ai croisé la factrice, on a parlé de la pluie, et je lui ai "
        "donné mon numéro de colis, le 7K24-993, parce que j'attends toujours mes graines.",
        "Rappelle-moi le numéro de suivi de mon paquet.", "7K24-993"),
    cas("montant", "J'ai payé ma nouvelle tondeuse 349 euros chez le marchand de Landerneau.",
        "Combien elle m'a coûté, la tondeuse ?", "349"),
    cas("objectif", "À la fin de mon internat, je vise la pédiatrie.",
        "Quelle spécialité je veux choisir plus tard ?", "pédiatrie"),
    cas("vehicule", "Je roule en Kangoo, c'est pratique pour trimballer les caisses à outils.",
        "c'est quoi ma bagnole deja ?", "Kangoo"),
    cas("fromage", "Le fromage que je préfère entre tous, c'est le comté affiné vingt-quatre mois.",
        "quel fromage jaime le plus", "comté"),
    cas("sport", "Je suis ceinture marron de judo depuis l'an dernier.",
        "J'en suis à quelle ceinture au judo ?", "marron"),

    # ------------------------------------------------------------------
    # Faits simples — anglais (16)
    # ------------------------------------------------------------------
    cas("troupeau", "I've got about 340 ewes up on the hill this year.",
        "How many ewes am I running at the moment?", ["340", "three hundred and forty"]),
    cas("chien", "My best collie is called Fly, she's nine and still the quickest dog on the hill.",
        "What was the name of my best sheepdog?", "Fly"),
    cas("horaire", "I start seeing patients at 7:45 every weekday, right after the school run.",
        "When do I see my first patient on a weekday?", ["7:45", "7.45", "7h45", "quarter to eight"]),
    cas("repas", "My go-to lunch is jollof rice from the little Nigerian place by the station.",
        "What do I usually have for lunch?", "jollof"),
    cas("record", "My personal best in the marathon is 3:07:42, which I ran in Berlin.",
        "What's my fastest time over 42 km?", ["3:07:42", "3:07", "3h07"]),
    cas("course", "Next month I'm running the Boston Marathon, on April 21st.",
        "When is my next big race?", ["April 21", "21 April", "21st April", "21st of April"]),
    cas("delai", "I deliver every wedding gallery within six weeks, no exceptions.",
        "How long do my couples wait for their pictures?", ["six weeks", "6 weeks"]),
    cas("recherche", "My research is on the green sea turtles that nest around Heron Island.",
        "Which animal am I studying?", ["green sea turtle", "sea turtle", "turtle"]),
    cas("plongee", "I've logged 612 dives so far, most of them on the reef.",
        "How many dives have I done in total?", "612"),
    cas("pointure", "Please remember my shoe size is 44, I'll be ordering new trainers later.",
        "What size shoes do I take?", "44"),
    cas("sante", "I have a dodgy left knee, so no jumping exercises for me.",
        "Which of my knees is the bad one?", "left"),
    cas("etudes", "I'm doing an evening Spanish course at the community college, at B1 level.",
        "What level is my Spanish class?", "B1"),
    cas("casier", "My locker at the gym is number 118.",
        "Which locker is mine at the gym?", "118"),
    cas("routine", "My Sunday ritual: I phone my mum in Lagos at eight in the evening.",
        "What time do I ring my mother on Sundays?", ["eight", "8"]),
    cas("tracteur", "I finally bought a tractor last spring, a second-hand Massey Ferguson 135.",
        "What make is my tractor?", ["Massey Ferguson", "Massey"]),
    cas("vacances", "I was telling the hygienist this morning, while the compressor was warming up and the "
        "radio was playing some awful pop, that I've finally booked my sailing holiday to start on "
        "the 9th of May.",
        "When does my boating trip begin?", ["9th of May", "9 May", "May 9"]),

    # ------------------------------------------------------------------
    # Mises à jour — français (11)
    # ------------------------------------------------------------------
    cas("chambre", ["Ma chambre de garde à l'internat, c'est la 214.",
                    "On m'a changé de chambre de garde, je suis dans la 117 maintenant."],
        "Quel est le numéro de la chambre où je dors pendant mes gardes ?", "117", perime="214"),
    cas("croquettes", ["Je nourris mes chats avec des croquettes Royal Canin.",
                       "Finalement je suis passée à Purina, les chats boudaient l'ancienne marque."],
        "Quelle marque de nourriture je donne à mes matous ?", "Purina", perime="Royal Canin"),
    cas("service", ["Je commence mon service à 5 h 40 du matin.",
                    "Depuis lundi, on m'a mis de l'après-midi : je prends à 13 h."],
        "Je commence à quelle heure le boulot en ce moment ?", ["13 h", "13h", "13:00", "treize heures"],
        perime=["5 h 40", "5h40"]),
    cas("sonnerie", ["Sur mon téléphone, la sonnerie c'est le carillon.",
                     "Mon petit-fils m'a mis la Lettre à Élise, c'est bien plus joli."],
        "Quelle musique fait mon portable quand on m'appelle ?", ["Lettre à Élise", "Élise"],
        perime="carillon"),
    cas("vin", ["Ce mois-ci, je mets en avant un Chablis premier cru à la carte.",
                "En fait on a remplacé le Chablis par un Meursault, les clients le demandaient."],
        "Quel est le vin du mois que je recommande ?", "Meursault", perime="Chablis"),
    cas("ouverture", ["Avec les blancs, je joue toujours l'Italienne.",
                      "Désormais j'ouvre avec la Catalane quand j'ai les blancs."],
        "Je joue quelle ouverture avec les blancs ces temps-ci ?", "Catalane", perime="Italienne"),
    cas("match", ["Le match contre Bordeaux est prévu le 8 mars.",
                  "La fédé a décalé la rencontre au 22 mars."],
        "C'est quand qu'on affronte Bordeaux ?", ["22 mars", "22/03"], perime="8 mars"),
    cas("outil", ["J'ai rangé ma clé dynamométrique dans le casier 5 de l'atelier.",
                  "J'ai déplacé la clé dynamo dans la caisse rouge sous l'établi."],
        "Où est-ce que j'ai mis ma clé dynamométrique ?", "caisse rouge", perime="casier 5"),
    cas("chorale", ["Je vais à la chorale le mercredi.",
                    "La chorale se réunit le vendredi après-midi maintenant."],
        "Quel jour de la semaine j'ai chorale ?", "vendredi", perime="mercredi"),
    cas("salon", ["Mon prochain salon, c'est VivaTech.",
                  "J'ai tout annulé, je pars plutôt au Web Summit de Lisbonne."],
        "À quel événement professionnel je me rends prochainement ?", ["Web Summit", "Lisbonne"],
        perime="VivaTech"),
    cas("medicament", ["Mon médecin m'a prescrit du Doliprane 500 pour mes douleurs de dos.",
                       "Il a doublé la dose la semaine dernière, je prends du 1000 maintenant."],
        "Quel dosage de Doliprane je prends ?", ["1000", "1 000", "1 g"], perime="500"),

    # ------------------------------------------------------------------
    # Mises à jour — anglais (9)
    # ------------------------------------------------------------------
    cas("marche_betail", ["I'm selling the lambs at the Lanark mart on Tuesday.",
                          "Change of plan, they're going to Stirling instead."],
        "Which auction mart are my lambs going to?", "Stirling", perime="Lanark"),
    cas("frequence_cardiaque", ["My target heart rate for easy runs is 140.",
                                "From now on my coach wants my easy runs kept at 132."],
        "What heart rate should I aim for on easy days?", "132", perime="140"),
    cas("mariage", ["Next wedding I'm shooting is in Cornwall on the 14th of September.",
                    "Actually the couple have moved it to the 28th."],
        "What's the date of my next wedding job?", "28", perime="14"),
    cas("ordinateur_plongee", ["I use a Shearwater Peregrine as my dive computer.",
                               "I switched to a Garmin Descent after the old one flooded."],
        "Which dive computer do I have now?", "Garmin", perime="Peregrine"),
    cas("veterinaire", ["My vet is Dr Murray in Biggar.",
                        "We've gone over to the practice in Peebles, Dr Kaur looks after the flock now."],
        "Who's the vet for my sheep?", "Kaur", perime="Murray"),
    cas("chaussures", ["I train in Nike Pegasus.",
                       "These days I'm in Hoka Cliftons for everything."],
        "What running shoes do I wear?", ["Hoka", "Clifton"], perime="Pegasus"),
    cas("congres", ["I'm flying to Halifax for the dental conference on Friday.",
                    "The Halifax trip's off; I'm going to the one in Vancouver."],
        "Where am I travelling for the conference?", "Vancouver", perime="Halifax"),
    cas("reunion", ["My daily standup is at 9:30.",
                    "They've moved standup to 10:15 now, to suit the Lagos office."],
        "What time is my daily standup?", ["10:15", "10.15", "quarter past ten"], perime="9:30"),

    # ------------------------------------------------------------------
    # Négations — français (7)
    # ------------------------------------------------------------------
    cas("boisson", "Je ne bois jamais de café, seulement de la chicorée.",
        "Quelle boisson chaude je prends ?", "chicorée"),
    cas("cadence", "Je ne joue pas en blitz, uniquement des parties longues.",
        "À quelle cadence je joue aux échecs ?", ["parties longues", "longue", "classique"]),
    cas("jardinage", "Je n'utilise aucun pesticide au potager, juste du purin d'ortie.",
        "Avec quoi je traite mes légumes ?", ["purin d'ortie", "ortie"]),
    cas("service_hopital", "Je ne suis pas aux urgences ce semestre, je suis en réanimation.",
        "Dans quel service je travaille en ce moment ?", ["réanimation", "réa"]),
    cas("reseau_social", "Je ne suis pas sur Facebook, mes petits-enfants ont beau insister.",
        "Sur quel réseau social je suis inscrite ?", [], leurre="Facebook"),
    cas("musique", "Le rap, je ne supporte pas ; moi c'est le jazz manouche.",
        "Quel genre de musique j'aime ?", ["jazz manouche", "manouche", "jazz"]),

    # ------------------------------------------------------------------
    # Négations — anglais (5)
    # ------------------------------------------------------------------
    cas("boisson", "I can't stand coffee, it's green tea for me all day long.",
        "What's my usual hot drink?", "green tea"),
    cas("photo", "I never shoot weddings on film any more, it's all digital now.",
        "Do I shoot on film or digital these days?", "digital"),
    cas("regime", "I'm not a vegetarian, but I don't eat pork.",
        "Which meat do I avoid?", "pork"),
    cas("voiture", "I haven't had a car since I sold my Corolla in March.",
        "What car do I drive these days?", [], leurre="Corolla"),
    cas("ferme", "I don't keep cattle any more, just the sheep and a few hens.",
        "Which animals have I got on the farm now?", ["sheep", "hens"]),

    # ------------------------------------------------------------------
    # Autres personnes — français (11)
    # ------------------------------------------------------------------
    cas("service_hopital", "Mon co-interne Mathis est en cardiologie, moi je suis en néphrologie.",
        "Je suis dans quel service, moi ?", "néphrologie", autrui="cardiologie"),
    cas("chat", "Le chat de ma voisine s'appelle Gribouille ; mon plus jeune à moi, c'est Noisette, il a "
                "huit mois.",
        "Comment s'appelle le plus jeune de mes chats ?", "Noisette", autrui="Gribouille"),
    cas("horaire", "Mon collègue Karim finit à 14 h, moi je termine à 21 h 10.",
        "À quelle heure se termine ma journée ?", ["21 h 10", "21h10", "21:10"],
        autrui=["14 h", "14h"]),
    cas("telephone", "Ma fille a un iPhone, mais moi j'ai préféré un Doro, avec les grosses touches.",
        "C'est quelle marque, mon téléphone ?", "Doro", autrui="iPhone"),
    cas("vin", "Mon associé adore le Pomerol, alors que moi je préfère de loin les Pauillac.",
        "Quelle appellation bordelaise a ma préférence ?", "Pauillac", autrui="Pomerol"),
    cas("instrument", "Mon petit frère s'est mis au piano, moi je fais du violon depuis mes six ans.",
        "De quel instrument je joue ?", "violon", autrui="piano"),
    cas("bateau", "Moi je répare les moteurs de l'Enez Sun, le ferry de l'île de Sein, et mon beau-frère "
        "Erwan a son propre chalutier, le Korrigan.",
        "Comment s'appelle le bateau de mon beau-frère ?", "Korrigan",
        autrui="Enez Sun", personne="Erwan"),
    cas("potager", "Moi, ce sont les haricots verts qui marchent le mieux au jardin, et ma voisine Odile, "
        "elle, ne jure que par les courges.",
        "Qu'est-ce qu'Odile cultive surtout ?", "courge", autrui="haricot", personne="Odile"),
    cas("travail", "Ma coloc est kiné à l'hôpital Necker, on se croise à peine avec mes gardes.",
        "Dans quel hôpital bosse ma colocataire ?", "Necker", personne="coloc"),
    cas("voyage", "Mon associée Inès s'occupe de la levée de fonds et elle s'envole pour New York le 4 "
                  "novembre.",
        "Quand est-ce qu'Inès part aux États-Unis ?", ["4 novembre", "04/11", "4/11"], personne="Inès"),
    cas("maillot", "Mon meilleur joueur, Samir, porte le numéro 11 ; moi, à l'époque où je jouais, j'avais "
                   "le 7.",
        "Samir joue avec quel numéro sur le dos ?", ["11", "onze"], autrui=["7", "sept"],
        personne="Samir"),

    # ------------------------------------------------------------------
    # Autres personnes — anglais (9)
    # ------------------------------------------------------------------
    cas("race", "My neighbour runs Cheviots, but I've always kept Scottish Blackface.",
        "What breed of sheep do I keep?", "Blackface", autrui="Cheviot"),
    cas("vehicule", "My husband drives a Tesla, I'm still in my old Subaru Outback.",
        "What car have I got?", ["Subaru", "Outback"], autrui="Tesla"),
    cas("football", "My brother Tunde supports Arsenal, but I'm Chelsea through and through.",
        "Which football club do I follow?", "Chelsea", autrui="Arsenal"),
    cas("ravitaillement", "My training partner Jess takes a gel every 5k, but I only need one every 8k.",
        "How often do I take a gel during a race?", ["8k", "8 k", "every 8", "eight"],
        autrui=["5k", "5 k", "every 5", "five"]),
    cas("recherche", "My colleague Priya works on manta rays; I'm the one doing the coral bleaching surveys.",
        "What do I survey out on the reef?", ["coral", "bleaching"], autrui="manta"),
    cas("appareil_photo", "My second shooter, Ellie, works on a Canon R6, while I've been on Sony for years.",
        "Which camera does my second shooter use?", ["Canon", "R6"], autrui="Sony", personne="Ellie"),
    cas("orthodontiste", "My daughter Chloe gets her braces next month, and her orthodontist is a Dr Lam on "
                         "Bloor Street.",
        "What's the name of Chloe's orthodontist?", "Lam", personne="Chloe"),
    cas("etudes", "My son Callum is studying agriculture at SRUC in Aberdeen.",
        "Where is Callum doing his course?", ["SRUC", "Aberdeen"], personne="Callum"),
    cas("travail", "My flatmate Kwame is a nurse at St Thomas', and he's on nights all this week.",
        "Which hospital does Kwame work at?", "St Thomas", personne="Kwame"),

    # ------------------------------------------------------------------
    # Questions sans réponse — français (7)
    # ------------------------------------------------------------------
    cas("kine", "Le kiné de mon mari, c'est M. Le Gall, il a son cabinet près du port.",
        "Qui est mon kiné à moi ?", [], leurre="Le Gall"),
    cas("piscine", "La piscine municipale ouvre à 7 h le dimanche.",
        "À quelle heure je vais nager le dimanche ?", [], leurre=["7 h", "7h"]),
    cas("tournoi", "Le prochain tournoi du club aura lieu à Rennes, le 15 février.",
        "Où est-ce que j'ai joué mon dernier tournoi ?", [], leurre="Rennes"),
    cas("cave", "Le restaurant a commandé soixante bouteilles de Sancerre pour la Saint-Valentin.",
        "Combien de bouteilles j'ai dans ma cave personnelle ?", [], leurre=["soixante", "60"]),
    cas("atelier", "Ma petite-fille a son cours d'informatique le mardi, elle est en BTS.",
        "Quel jour j'ai mon atelier informatique ?", [], leurre="mardi"),
    cas("fin_service", "Le dépôt de bus ferme ses portes à minuit.",
        "A quelle heure je finis mon service ?", [], leurre="minuit"),
    cas("traduction", "Mon client allemand m'a envoyé un contrat de 12 000 mots à traduire.",
        "Combien de mots je traduis par jour en moyenne ?", [], leurre=["12 000", "12000"]),

    # ------------------------------------------------------------------
    # Questions sans réponse — anglais (5)
    # ------------------------------------------------------------------
    cas("piste", "My club's track opens at 5:30 in the morning.",
        "What time do I start my track sessions?", [], leurre="5:30"),
    cas("restaurant", "My sister Megan's favourite restaurant is the sushi bar on Queen Street.",
        "What's my favourite place to eat out?", [], leurre=["sushi", "Queen Street"]),
    cas("certification", "I passed my ISTQB Foundation exam in 2021.",
        "When did I get my ISTQB Advanced certificate?", [], leurre="2021"),
    cas("agnelage", "I shear the sheep in late June, weather permitting.",
        "When do we do the lambing?", [], leurre="June"),
]
