"""Cas de côté n° 8 : mémoire conversationnelle de l'assistant hors ligne.

Cette partie met en scène des personnes inventées. En français : une
pharmacienne de Lille, un étudiant en architecture en colocation, un pompier
volontaire, un couple qui prépare son mariage, un guide de haute montagne, une
fromagère, une assistante de bibliothèque qui collectionne les vinyles, un père
célibataire de jumeaux, une infirmière en EHPAD et un rugbyman blessé qui se
remet. En anglais : une barista de Dublin, un doctorant indien à Berlin, un
mécanicien de poids lourds texan, un pilote de ligne retraité, une
illustratrice de livres pour enfants et une professeure de yoga à Bali.

Ces cas ont été écrits à l'aveugle : sans voir le moteur, ni ses règles, ni
les autres parties du jeu de cas. Les phrases sont celles qu'un étudiant ou un
testeur ordinaire taperait.

100 cas : 35 faits simples, 20 mises à jour, 12 négations, 20 faits
impliquant une autre personne, 13 questions sans réponse (avec leurre).

Relue à la fusion (sixième tour), avant toute mesure : 9 cas avaient une phrase proche d'une autre
part (rapport `difflib` au-dessus de 0,7) ; retirés, restent 91 cas. Mesurée une fois avant tout
réglage (moteur du commit 84887a3), puis part de réglage du sixième tour.
"""

from __future__ import annotations

from mesures.comprehension_cas import Cas, cas

CAS_DE_COTE_8: list[Cas] = [
    # ------------------------------------------------------------------
    # Faits simples (français)
    # ------------------------------------------------------------------
    cas("animal", "J'ai un vieux chat tigré qui s'appelle Pistache, il a quatorze ans.",
        "Comment s'appelle mon matou ?", "Pistache"),
    cas("astreinte", "Quand je suis d'astreinte chez les pompiers volontaires, mon bip sonne en moyenne "
                     "trois fois par semaine.",
        "Combien de fois par semaine je suis appelé en intervention, à peu près ?", ["trois", "3"]),
    cas("sommet", "Le sommet que je préfère guider, c'est la Dent du Géant, même si le Mont Blanc paie "
                  "mieux.",
        "Tu te rappelles quelle montagne j'aime le plus emmener mes clients ?", ["Dent du Géant"]),
    cas("affinage", "Mes tommes affinent en cave pendant quatre mois minimum.",
        "combien de temps dure l'affinage de mes fromages ?", ["quatre mois", "4 mois"]),
    cas("vinyle", "Le premier vinyle de ma collection, c'est Harvest de Neil Young, acheté dans une brocante "
                  "à quinze ans.",
        "Tu te souviens quel disque a lancé ma collection ?", "Harvest"),
    cas("courses", "Je fais les courses le samedi matin au marché pendant que les petits sont chez leur "
                   "grand-mère.",
        "Quel jour je remplis le frigo ?", "samedi"),
    cas("horaire_nuit", "Je suis de nuit trois semaines par mois à l'EHPAD, de 21 h à 7 h.",
        "a quelle heure finit mon service de nuit ?",
        ["7 h", "7h", "7 heures", "sept heures", "07h", "07:00", "7:00"]),
    cas("blessure", "Je me suis fait une rupture du ligament croisé du genou gauche en octobre.",
        "Qu'est-ce que je me suis fait exactement au genou ?", ["ligament", "croise"]),
    cas("lieu_reception", "On a réservé le domaine des Tilleuls pour la réception.",
        "Où aura lieu notre soirée de mariage ?", "Tilleuls"),
    cas("echeance", "Mon rendu de projet final est à remettre le 18 juin.",
        "C'est pour quand déjà, mon rendu ?", ["18 juin", "18/06"]),
    cas("medicament", "Je dois prendre mon Levothyrox tous les matins à jeun, une demi-heure avant le "
                      "petit-déj.",
        "Quel traitement je prends le matin avant de manger ?", "Levothyrox"),
    cas("velo", "ah et sinon j'ai un vélo de route, un Lapierre tout carbone, je l'adore",
        "c quoi la marque de mon velo deja", "Lapierre"),
    cas("puzzle", "Hier soir, en rentrant de la caserne après une intervention assez longue sur un feu de "
                  "cheminée, j'ai enfin réussi à terminer le puzzle de 2000 pièces que ma tante m'avait "
                  "offert, et franchement j'étais fier.",
        "Il faisait combien de pièces, ce puzzle que j'ai fini ?", ["2000", "2 000", "deux mille"]),
    cas("pointure", "Je chausse du 44 et je fais 1 m 86.",
        "Quelle est ma pointure ?", "44"),
    cas("objectif", "Je voudrais passer le concours d'infirmière anesthésiste l'an prochain.",
        "Quel concours je vise ?", ["anesthesiste", "IADE"]),
    cas("platine", "Ma platine est une Technics SL-1200 que j'ai retapée moi-même.",
        "Quel modèle de tourne-disque est-ce que je possède ?", ["Technics", "SL-1200", "1200"]),
    cas("fromage_prefere", "Franchement, le fromage que je préfère manger, ce n'est même pas le mien, c'est "
                           "le Salers.",
        "Pouvez-vous me rappeler quel fromage j'aime le plus ?", "Salers"),
    cas("rituel_soir", "Tous les soirs je lis une histoire aux jumeaux à 20 h 30 pile.",
        "À quelle heure c'est, l'histoire du soir ?",
        ["20 h 30", "20h30", "20:30", "vingt heures trente"]),
    cas("budget", "Notre budget pour le mariage, c'est 18 000 euros, pas un centime de plus.",
        "On s'est fixé combien pour la noce, au total ?", ["18 000", "18000", "dix-huit mille"]),

    # ------------------------------------------------------------------
    # Faits simples (anglais)
    # ------------------------------------------------------------------
    cas("machine_cafe", "My espresso machine at the café is a La Marzocco Linea.",
        "What brand is the coffee machine I use at work?", "La Marzocco"),
    cas("these", "My thesis is about groundwater contamination in the Ganges delta.",
        "What's the topic of my dissertation again?", ["groundwater", "Ganges"]),
    cas("restauration", "I've got a '78 Ford Bronco that I'm restoring in my garage on weekends.",
        "What old car am I fixing up?", "Bronco"),
    cas("avion", "I flew Boeing 747s for the last twelve years of my career.",
        "Which aircraft did I fly at the end of my career?", "747"),
    cas("pinceau", "My favourite brush is a size 2 sable from Winsor & Newton.",
        "Which brand makes the brush I like best?", "Winsor"),
    cas("cours_aube", "I teach my sunrise class at 6:15 every morning on the beach.",
        "When does my early morning session start?",
        ["6:15", "6.15", "6 15", "6h15", "quarter past six"]),
    cas("marathon", "I was telling a customer this morning, while steaming milk for about the hundredth flat "
                    "white of the day, that I ran the Dublin marathon last October in 3 hours 41 minutes, "
                    "and he didn't believe me.",
        "What was my marathon time?", ["3 hours 41", "3:41", "3h41", "3 h 41"]),
    cas("age", "I'm 29 and I've been in Germany for three years.",
        "How old am I?", ["29", "twenty-nine", "twenty nine"]),
    cas("poker", "My poker night with the guys from the shop is every Thursday.",
        "Which evening do I play cards?", "Thursday"),
    cas("heures_vol", "I retired with 23,400 hours in my logbook.",
        "How many hours did I log as a pilot?", ["23,400", "23400", "23 400"]),
    cas("livre", "Next September my new picture book, 'The Owl Who Hated Mornings', comes out.",
        "What's the title of my upcoming book?", "Owl Who Hated Mornings"),
    cas("scooter", "I rent a Honda Vario scooter by the month.",
        "What kind of two-wheeler have I got?", ["Vario", "Honda"]),
    cas("karaoke", "I always end up singing Dancing Queen at karaoke, no shame.",
        "what's my karaoke song", "Dancing Queen"),
    cas("sport", "Please remember that I play cricket on Sundays at the Tiergarten.",
        "What sport do I do at the weekend?", "cricket"),
    cas("couple_serrage", "I set my torque wrench to 450 foot-pounds for the lug nuts on the Peterbilts.",
        "How tight do I torque the wheel nuts?", "450"),

    # ------------------------------------------------------------------
    # Mises à jour (français)
    # ------------------------------------------------------------------
    cas("depart_expedition",
        ["Je pars en Patagonie le 12 novembre pour une expédition.",
         "Finalement le départ est repoussé au 3 décembre."],
        "Quand est-ce que je m'envole pour la Patagonie ?", ["3 decembre", "3/12"],
        perime="12 novembre"),
    cas("traiteur",
        ["Le traiteur qu'on a choisi, c'est Saveurs d'Antan.",
         "On a changé de traiteur : ce sera Maison Roussel."],
        "Qui s'occupe du repas de notre mariage ?", "Roussel",
        perime="Saveurs d'Antan"),
    cas("reprise",
        ["Le kiné m'a dit que je pourrais rejouer en mars.",
         "Mauvaise nouvelle, le retour sur le terrain est repoussé à mai."],
        "Quand est-ce que je pourrai reprendre les matchs ?", "mai",
        perime="mars"),
    cas("production",
        ["Je produis environ 300 fromages par semaine.",
         "Depuis qu'on a acheté dix chèvres de plus, on est passé à 380 par semaine."],
        "Combien de fromages je fabrique chaque semaine ?", "380",
        perime="300"),
    cas("collection",
        ["J'ai 640 vinyles dans ma collection.",
         "Avec le lot acheté ce week-end à la brocante, j'en suis à 712."],
        "Ma collection compte combien de disques maintenant ?", "712",
        perime="640"),
    cas("aile",
        ["Je m'occupe de l'aile B, au deuxième étage.",
         "Depuis lundi on m'a mutée à l'aile D, au rez-de-chaussée."],
        "Dans quelle aile je suis affectée ?", "aile D",
        perime=["aile B", "deuxieme etage"]),
    cas("grade",
        ["Mon grade chez les pompiers, c'est caporal.",
         "J'ai été nommé sergent à la cérémonie de la Sainte-Barbe."],
        "Quel est mon grade ?", "sergent",
        perime="caporal"),
    cas("maquette",
        ["Ma maquette est en carton plume.",
         "J'ai tout refait en balsa, le carton plume gondolait."],
        "En quelle matière est ma maquette ?", "balsa",
        perime="carton plume"),
    cas("jour_repos",
        ["Mon jour de repos, c'est le mercredi.",
         "Avec le nouveau planning, je suis off le jeudi."],
        "C'est quoi mon jour de congé dans la semaine ?", "jeudi",
        perime="mercredi"),

    # ------------------------------------------------------------------
    # Mises à jour (anglais)
    # ------------------------------------------------------------------
    cas("grain_cafe",
        ["My favourite bean right now is an Ethiopian Yirgacheffe.",
         "These days I'm obsessed with a Colombian Huila instead."],
        "Which coffee am I into at the moment?", ["Huila", "Colombian"],
        perime="Yirgacheffe"),
    cas("soutenance",
        ["My defence is scheduled for 15 May.",
         "Actually the committee pushed it back to 9 July."],
        "When is my viva?", ["9 July", "July 9"],
        perime="15 May"),
    cas("pickup",
        ["I drive a Chevy Silverado.",
         "I traded it in for a Ram 2500 last week."],
        "What truck do I have now?", "Ram",
        perime="Silverado"),
    cas("golf",
        ["My handicap at golf is 18.",
         "After a good season it dropped to 14."],
        "What's my golf handicap?", "14",
        perime="18"),
    cas("personnage",
        ["I'm working on a book about a hedgehog called Bramble.",
         "The publisher asked me to rename him, so he's Thistle now."],
        "What's the hedgehog's name in my book?", "Thistle",
        perime="Bramble"),
    cas("tarif",
        ["My class fee is 150,000 rupiah per session.",
         "From now on I charge 200,000 rupiah per class."],
        "How much do I charge for a class?", ["200,000", "200 000", "200000", "200k"],
        perime=["150,000", "150 000", "150000"]),
    cas("instrument",
        ["I'm learning the tin whistle.",
         "I switched to the bodhrán, the whistle was driving my flatmate mad."],
        "What instrument am I learning?", "bodhran",
        perime="tin whistle"),
    cas("horaire_travail",
        ["I work the early shift, 5 am to 1 pm.",
         "Now I'm on the late shift, 2 pm to 10 pm."],
        "What time do I finish these days?", ["10 pm", "10pm", "10 p.m", "22:00"],
        perime=["1 pm", "1pm"]),

    # ------------------------------------------------------------------
    # Négations (français)
    # ------------------------------------------------------------------
    cas("boisson", "Je ne bois jamais d'alcool, juste de l'eau gazeuse ou du sirop de grenadine.",
        "Qu'est-ce que je bois à la place de l'alcool ?", ["eau gazeuse", "grenadine"]),
    cas("ski", "Je ne suis pas du tout ski de piste, moi c'est le ski de randonnée.",
        "Quel genre de ski je pratique ?", ["randonnee", "rando"]),
    cas("lait", "Je ne travaille pas le lait de vache, uniquement le lait de chèvre.",
        "Avec quel lait je fais mes fromages ?", "chevre"),
    cas("boisson_travail", "Je ne supporte pas le café, du coup au boulot je tourne au thé vert.",
        "Je bois quoi pendant mes gardes ?", "the vert"),
    cas("poste", "Je ne joue plus pilier, maintenant je suis en troisième ligne.",
        "Je joue à quel poste en ce moment ?", ["troisieme ligne", "3e ligne"]),
    cas("logiciel", "Je ne dessine pas sur AutoCAD, je fais tout sur ArchiCAD.",
        "Quel logiciel j'utilise pour mes plans ?", "ArchiCAD"),
    cas("tabac", "Je ne fume pas, mais mon frère fume des Marlboro.",
        "Quelle marque de cigarettes je fume ?", [],
        leurre="Marlboro"),

    # ------------------------------------------------------------------
    # Négations (anglais)
    # ------------------------------------------------------------------
    cas("boisson_maison", "I don't drink coffee at home, funnily enough, just rooibos.",
        "What do I drink when I'm at home?", "rooibos"),
    cas("plat_prefere", "I don't eat beef, but chicken biryani is my absolute favourite.",
        "What's my favourite meal?", "biryani"),
    cas("musique", "I never listen to country music, it's classic rock all day in the shop.",
        "What kind of music do I put on at the shop?", ["classic rock", "rock"]),
    cas("avion_perso", "I don't own a plane anymore; I sold my Cessna 172 last spring.",
        "What plane do I own?", [],
        leurre="Cessna"),
    cas("technique", "I don't use digital tools at all, everything is watercolour on paper.",
        "What medium do I work in?", ["watercolour", "watercolor"]),

    # ------------------------------------------------------------------
    # Autres personnes (français)
    # ------------------------------------------------------------------
    cas("reveil", "Ma coloc Inès se lève à 6 h pour courir, moi je me lève à 8 h.",
        "À quelle heure je me réveille le matin ?", ["8 h", "8h", "8 heures", "huit heures"],
        autrui=["6 h", "6h", "six heures"]),
    cas("etudes", "Mon coloc Bastien fait médecine, moi je suis en archi, du coup on ne se voit jamais.",
        "Il fait quelles études, Bastien ?", "medecine",
        personne="Bastien", autrui="archi"),
    cas("dessert", "Ma fiancée veut une pièce montée, mais moi je rêve d'un fraisier.",
        "Quel gâteau je voudrais pour le mariage ?", "fraisier",
        autrui="piece montee"),
    cas("origine", "Notre témoin, c'est mon meilleur ami Julien, il vient de Bordeaux.",
        "D'où il est, Julien ?", "Bordeaux",
        personne="Julien"),
    cas("enfants", "Mon binôme Sofiane a trois enfants, moi je n'en ai pas.",
        "Combien de gosses a Sofiane ?", ["trois", "3"],
        personne="Sofiane"),
    cas("age",
        ["Mon frère est guide aussi.",
         "Il a 45 ans, moi 38."],
        "Quel âge j'ai ?", "38",
        autrui="45"),
    cas("cliente", "Ma voisine Mireille m'achète deux tommes chaque vendredi.",
        "Qu'est-ce que Mireille me prend chaque semaine ?", "tomme",
        personne="Mireille"),
    cas("institutrice", "Mes jumeaux sont en CP mais pas dans la même classe : Lucas a Mme Roux et Jade a M. "
                        "Fabre.",
        "C'est qui la maîtresse de Lucas déjà ?", "Roux",
        personne="Lucas", autrui="Fabre"),
    cas("semi_marathon", "Ma sœur court le semi en 1 h 50, moi je le fais en 2 h 05.",
        "Quel est mon chrono sur semi-marathon ?", ["2 h 05", "2h05", "2:05"],
        autrui=["1 h 50", "1h50", "1:50"]),
    cas("centenaire", "La résidente dont je m'occupe le plus, Mme Lefèvre, fête ses cent ans le 9 avril.",
        "Elle aura cent ans quand, Mme Lefèvre ?", ["9 avril", "09/04", "9/04"],
        personne="Mme Lefèvre"),
    cas("squat", "Mon pote Théo soulève 180 kilos au squat, moi en ce moment avec le genou je plafonne à 90.",
        "Combien je soulève au squat ces temps-ci ?", "90",
        autrui="180"),

    # ------------------------------------------------------------------
    # Autres personnes (anglais)
    # ------------------------------------------------------------------
    cas("cafe_habituel", "My sister Aoife drinks oat lattes but I only ever have a cortado.",
        "What's my usual coffee order?", "cortado",
        autrui="oat latte"),
    cas("metier", "My flatmate Jonas is from Hamburg and works as a sound engineer.",
        "What does Jonas do for a living?", "sound engineer",
        personne="Jonas"),
    cas("anniversaire", "My wife Darlene's birthday is March 3rd and mine's on the 22nd of August.",
        "When's my birthday?", ["22nd of August", "22 August", "August 22", "Aug 22"],
        autrui=["March 3", "3rd of March", "3 March"]),
    cas("compagnie", "My daughter Helen is a flight attendant with Qantas; she lives in Sydney.",
        "Which airline does Helen work for?", "Qantas",
        personne="Helen"),
    cas("couleur", "My partner Sam loves blue, but my favourite colour is ochre.",
        "What colour do I like best?", "ochre",
        autrui="blue"),
    cas("eleve", "My student Ketut has been coming to my classes for five years.",
        "How long has Ketut been attending my classes?", ["five years", "5 years"],
        personne="Ketut"),
    cas("chevaux", "My neighbour Clint keeps three longhorns and I keep two quarter horses.",
        "How many horses have I got?", ["two", "2"],
        autrui=["three", "3"]),
    cas("apres_travail", "My labmate Felix goes climbing after work, whereas I go swimming.",
        "What do I do once I leave the lab?", "swim",
        autrui="climbing"),
    cas("instrument_enfant", "My son Arlo just started learning the cello.",
        "What instrument does Arlo play?", "cello",
        personne="Arlo"),

    # ------------------------------------------------------------------
    # Questions sans réponse (français)
    # ------------------------------------------------------------------
    cas("costume", "La robe de mariée de ma future femme vient de chez Pronovias.",
        "Mon costume de mariage vient de quelle boutique ?", [],
        leurre="Pronovias"),
    cas("prix_vente", "La fromagerie d'à côté vend sa raclette 24 euros le kilo.",
        "À combien je vends ma tomme ?", [],
        leurre="24"),
    cas("prix_disque", "Mon disquaire préféré a une édition japonaise de Kind of Blue à 90 euros.",
        "Combien j'ai payé mon exemplaire de Kind of Blue ?", [],
        leurre="90"),
    cas("zumba", "Le cours de zumba des résidents a lieu le jeudi.",
        "C'est quel jour, mon cours de zumba à moi ?", [],
        leurre="jeudi"),
    cas("fete_jumeaux", "La fête d'anniversaire de la copine de Jade est samedi à 15 h.",
        "À quelle heure commence l'anniversaire des jumeaux ?", [],
        leurre=["15 h", "15h"]),

    # ------------------------------------------------------------------
    # Questions sans réponse (anglais)
    # ------------------------------------------------------------------
    cas("concert", "My flatmate's band plays at Whelan's on Friday.",
        "When is my own gig?", [],
        leurre=["Whelan", "Friday"]),
    cas("mariage", "My sister's wedding in Jaipur is on 12 December.",
        "When is my wedding?", [],
        leurre="12 December"),
    cas("cours_surf", "My friend Made's surf lessons are 350,000 rupiah each.",
        "How much do my surf lessons cost?", [],
        leurre=["350,000", "350 000", "350000"]),
]
