"""Sixième part de côté : des gens qu'on n'a jamais croisés dans les autres cas, inventés d'un bloc.

Cette part a été écrite en inconnu, de ma propre imagination : je n'ai ouvert ni le moteur, ni ses
règles, ni les autres parts ; seul le format `Cas` m'était connu. Elle n'a jamais été réglée : aucun
essai du moteur n'a servi à retoucher une phrase, une question ou une variante. Elle sert à voir si
ce qui marche sur les cas de réglage tient encore devant d'autres bouches.

On y croise une boulangère levée avant l'aube, un routier qui vit dans sa cabine, une doctorante qui
compte les jours jusqu'à sa soutenance, un retraité qui guette le sandre, une lycéenne qui écrit comme
elle tape ses SMS, une infirmière qui fait sa tournée en voiture électrique, un agriculteur du pays de
Caux, une Française installée au Québec, un luthier, une gardienne de refuge, et, en anglais, un
développeur, une infirmière qui enchaîne les gardes, un patron de remorqueur, un apiculteur, une philologue.

Les mises à jour disent la nouvelle valeur tantôt avec un mot qui l'annonce (« désormais »,
« finalement », « now »), tantôt sans rien, parfois sans reprendre un seul mot de l'ancienne phrase.
Les négations attendent ce qui est fait à la place. Les faits d'autrui visent soit l'utilisateur (la
valeur de l'autre est alors une faute), soit l'autre personne. Les cas sans réponse glissent à côté
de la question une phrase qui lui ressemble, pour tenter la réponse.

Relue à la fusion (cinquième tour), avant toute mesure, avec la règle de la cinquième part : 4 de
ses 97 cas avaient une phrase proche d'une autre part (rapport `difflib` au-dessus de 0,7 : « I
play the cello in a community orchestra. », « Je suis végétarienne depuis le lycée. ») ; retirés
sans être joués, restent 93 cas.
"""

from __future__ import annotations

from mesures.comprehension_cas import Cas, cas

CAS_DE_COTE_6: list[Cas] = [
    # --- Anglais -------------------------------------------------------------------------------
    cas(
        "editeur_code",
        "My editor of choice is Helix, even though the backend crew keeps nagging me about VS Code.",
        "Which code editor do I use?",
        "Helix",
        autrui="VS Code",
    ),
    cas(
        "disposition_clavier",
        "I type on a Colemak layout, so borrowing anyone's laptop is a small nightmare.",
        "What keyboard layout do I type on?",
        "Colemak",
    ),
    cas(
        "fuseau_horaire",
        [
            "My laptop clock is set to Pacific time because that's where I live.",
            "I relocated to Lisbon three weeks ago, so everything is on Western European Time now.",
        ],
        "Which time zone should you assume for me?",
        ["Western European Time", "Lisbon"],
        perime="Pacific",
    ),
    cas(
        "reunion",
        "Next sprint review is on March 14 at 4:30 pm, and I'm presenting the billing refactor.",
        "When is the sprint review?",
        "March 14",
    ),
    cas(
        "boisson_matin",
        "I never touch coffee; my mornings start with a gourd of yerba mate.",
        "What's my usual morning drink?",
        "yerba mate",
    ),
    cas(
        "animal_compagnie",
        "My ferret, Bramble, steals socks and stashes them under the radiator.",
        "What kind of pet do I have?",
        "ferret",
    ),
    cas(
        "bateau",
        "I skipper a harbour tug called the Maud Ellen out of Southampton docks.",
        "What's the name of the boat I run?",
        "Maud Ellen",
    ),
    cas(
        "nombre_ruches",
        "My twelve hives sit along the edge of a lavender field near Holt.",
        "How many beehives do I keep?",
        ["twelve", "12"],
    ),
    cas(
        "groupe_sanguin",
        "My blood type is O negative, so the donor clinic rings me every eight weeks.",
        "What's my blood group?",
        "O negative",
    ),
    cas(
        "medicament",
        "I take 20 mg of propranolol before every gig to keep my hands steady.",
        "What dose of my medication do I take before a concert?",
        "20 mg",
    ),
    cas(
        "date_anniversaire",
        "My birthday is 2 October; my twin sister claims 3 October since she arrived after midnight.",
        "When is my birthday?",
        ["2 October", "October 2"],
        autrui="3 October",
    ),
    cas(
        "potager",
        "My allotment is mostly purple sprouting broccoli and a stubborn patch of rhubarb.",
        "What do I grow on my plot?",
        ["broccoli", "rhubarb"],
    ),
    cas(
        "date_mariage",
        "My neighbour Doreen got married in a lighthouse in 1974.",
        "When did I get married?",
        [],
        leurre="1974",
    ),
    cas(
        "voiture",
        "My son drives a rusty Volvo estate with a roof box he never takes off.",
        "What car do I drive?",
        [],
        leurre="Volvo",
    ),
    cas(
        "metier",
        "My flatmate Priya works night shifts as a radiographer at the county hospital.",
        "What does Priya do for a living?",
        "radiographer",
        personne="Priya",
    ),
    cas(
        "evenement",
        "Please note that my daughter Hattie's school play is on Friday 21 November.",
        "When is Hattie's school play?",
        "21 November",
        personne="Hattie",
    ),
    cas(
        "regime_alimentaire",
        "Please don't suggest recipes with pork or gelatine, I keep halal.",
        "What dietary rule do I follow?",
        "halal",
    ),
    cas(
        "horaire_sport",
        [
            "I swim laps at 6 am before work.",
            "The pool changed its timetable, so now I swim at 7:15 pm instead.",
        ],
        "When do I go swimming?",
        ["7:15 pm", "7:15"],
        perime="6 am",
    ),
    cas(
        "loyer",
        [
            "My rent is £950 a month for a one-bed above the chip shop.",
            "The landlord just bumped it up to £1,040 a month.",
        ],
        "How much do I pay the landlord each month?",
        ["£1,040", "1,040"],
        perime="950",
    ),
    cas(
        "telephone",
        [
            "My phone is a cracked Pixel 6.",
            "Everything lives on a refurbished iPhone 13 since Saturday.",
        ],
        "Which smartphone do I use?",
        "iPhone 13",
        perime="Pixel",
    ),
    cas(
        "hebergement_vacances",
        "I will not be staying in a hotel in Crete; we booked a stone cottage near Chania.",
        "Where am I staying in Crete?",
        ["stone cottage", "cottage"],
    ),
    cas(
        "sport",
        "I don't play squash since the knee surgery; rowing on the canal is my thing.",
        "Which sport do I do these days?",
        "rowing",
    ),
    cas(
        "numero_commande",
        "My order number for the replacement kettle is KT-58213-B.",
        "What's the reference of my kettle order?",
        "KT-58213-B",
    ),
    cas(
        "adresse_livraison",
        "Please send parcels to the locker at 18 Canal Street, not to my flat.",
        "Where should my parcels be delivered?",
        "18 Canal Street",
    ),
    cas(
        "pointure",
        "My husband wears a size 11 walking boot and always borrows my socks.",
        "What's my shoe size?",
        [],
        leurre="size 11",
    ),
    cas(
        "horaires_travail",
        "My shifts on the ward run from 7:30 to 19:45, while my husband Tom works nine-to-five.",
        "What are my working hours?",
        ["7:30", "19:45"],
        autrui="nine-to-five",
    ),
    cas(
        "diplome",
        "I got my master's in Old Norse philology at Uppsala in 2015.",
        "What subject did I study for my postgraduate degree?",
        "Old Norse",
    ),
    cas(
        "club_lecture",
        [
            "My book club meets on the first Thursday of the month.",
            "We've moved book club to the last Sunday of the month from now on.",
        ],
        "When does my book club get together?",
        "last Sunday",
        perime="first Thursday",
    ),
    cas(
        "voyage",
        "Next week my brother flies to Oslo for a conference on offshore wind.",
        "Where am I flying next week?",
        [],
        leurre="Oslo",
    ),
    cas(
        "place_parking",
        [
            "My parking spot in the basement is number 112.",
            "Building management gave me bay 47 by the lift after the repainting.",
        ],
        "Which parking space is mine?",
        ["bay 47", "47"],
        perime="112",
    ),
    cas(
        "loisir",
        "My father-in-law restores Citroën 2CVs in his barn outside Dorchester.",
        "What does my father-in-law restore?",
        ["2CV", "Citroën"],
        personne="father-in-law",
    ),
    cas(
        "cours_du_soir",
        [
            "My evening class is pottery at the community centre.",
            "Tuesday nights are for life drawing at the library.",
        ],
        "What evening class do I attend?",
        "life drawing",
        perime="pottery",
    ),
    cas(
        "heure_coucher",
        [
            "I usually go to bed around midnight.",
            "Lights out at 10:30 every night since the baby arrived.",
        ],
        "What time do I go to sleep?",
        "10:30",
        perime="midnight",
    ),
    # --- Français ------------------------------------------------------------------------------
    cas(
        "metier",
        "Chez nous on fait du pain au levain depuis trois générations, et moi je suis boulangère.",
        "Qu'est-ce que je fais dans la vie ?",
        "boulangère",
    ),
    cas(
        "heure_lever",
        "Mon réveil sonne à 3 h 40, le four doit être chaud avant cinq heures.",
        "À quelle heure est-ce que je me lève ?",
        ["3 h 40", "3h40"],
    ),
    cas(
        "jour_repos",
        "Le seul jour où je baisse le rideau, c'est le mercredi.",
        "Quel jour suis-je en congé chaque semaine ?",
        "mercredi",
    ),
    cas(
        "vehicule_pro",
        "Je roule en Scania R450 bleu nuit, ma cabine c'est un peu mon salon.",
        "Quel camion je conduis ?",
        ["Scania R450", "Scania"],
    ),
    cas(
        "itineraire",
        [
            "Cette semaine je fais Rungis–Perpignan, chargé de tomates en remontant.",
            "Le dispatch m'a collé sur du Lyon–Bordeaux jusqu'à vendredi.",
        ],
        "Quel trajet est-ce que je fais cette semaine ?",
        "Bordeaux",
        perime="Perpignan",
    ),
    cas(
        "aire_pause",
        "Ma pause de 45 minutes, je la prends à l'aire de Saint-Rambert-d'Albon, le café y est buvable.",
        "Où est-ce que je m'arrête pour souffler ?",
        ["Saint-Rambert-d'Albon", "Saint-Rambert"],
    ),
    cas(
        "nombre_enfants",
        "On a trois gamins, et mon collègue Karim, lui, en a cinq, je sais pas comment il fait.",
        "Combien d'enfants j'ai ?",
        ["trois", "3"],
        autrui=["cinq", "5"],
    ),
    cas(
        "sujet_these",
        "Ma thèse, c'est les catalyseurs au cobalt pour réduire le CO2 — trois ans de paillasse.",
        "Quel est mon sujet de recherche ?",
        ["catalyseurs au cobalt", "cobalt"],
    ),
    cas(
        "date_soutenance",
        "La soutenance est calée au 27 novembre 2026, amphi Grignard, à 14 h.",
        "Quand est-ce que je soutiens ma thèse ?",
        ["27 novembre 2026", "27 novembre"],
    ),
    cas(
        "technique_analyse",
        "Mon directeur, le professeur Vannier, ne jure que par la RMN du fluor ; moi, c'est l'infrarouge.",
        "Quelle méthode d'analyse mon directeur de thèse préfère-t-il ?",
        ["RMN du fluor", "RMN"],
        personne="directeur de thèse",
        autrui="infrarouge",
    ),
    cas(
        "logiciel",
        "Je ne fais plus mes courbes sous Excel, tout passe par ggplot maintenant.",
        "Avec quel outil je trace mes graphiques ?",
        "ggplot",
    ),
    cas(
        "bourse",
        "Ma colocataire touche une bourse de 1 700 euros par mois pour sa thèse en géologie.",
        "Quel est le montant de mon financement de thèse ?",
        [],
        leurre="1 700",
    ),
    cas(
        "lieu_peche",
        "Le dimanche, dès l'aube, je vais taquiner le poisson à l'étang de la Horre, derrière le moulin.",
        "Où est-ce que je vais pêcher ?",
        ["étang de la Horre", "Horre"],
    ),
    cas(
        "record_peche",
        "Mon plus beau brochet mesurait 1,12 m, je l'ai relâché en octobre 1998 et je le regrette encore.",
        "Quelle taille faisait le plus gros poisson que j'aie pris ?",
        ["1,12 m", "1,12"],
    ),
    cas(
        "appat",
        [
            "Je pêche toujours au vif, avec des petits gardons.",
            "Depuis cet été je suis passé au leurre souple, le vif c'est terminé.",
        ],
        "Qu'est-ce que j'utilise comme appât ?",
        "leurre souple",
        perime="gardons",
    ),
    cas(
        "poisson_cible",
        "Mon beau-frère Gilles ne pêche que la carpe la nuit, moi c'est le sandre au petit matin.",
        "Quel poisson est-ce que je cherche à attraper ?",
        "sandre",
        autrui="carpe",
    ),
    cas(
        "cotisation",
        "L'adhésion à la société de pêche La Gaule vosgienne, c'est 78 € l'année.",
        "Combien je paie pour mon adhésion de pêche ?",
        ["78 €", "78"],
    ),
    cas(
        "specialites",
        "jai pas pris physique-chimie en spé finalement, jsuis en maths + SES",
        "Quelles spécialités j'ai choisies ?",
        ["SES", "maths"],
    ),
    cas(
        "date_examen",
        "mon oral de français c le 23 juin à 14 h 15, jsuis trop stressée",
        "C'est quand, mon oral de français ?",
        "23 juin",
    ),
    cas(
        "petit_boulot",
        "le samedi je bosse au rayon fromage d'un supermarché pour me payer le permis",
        "Qu'est-ce que je fais comme job le week-end ?",
        "rayon fromage",
    ),
    cas(
        "orientation",
        "ma meilleure pote Inès veut faire médecine, moi je vise une école d'archi",
        "Quelles études Inès veut-elle faire ?",
        "médecine",
        personne="Inès",
        autrui="archi",
    ),
    cas(
        "instrument",
        "mon frère fait de la batterie au conservatoire et moi de la harpe, les voisins nous adorent",
        "De quel instrument est-ce que je joue ?",
        "harpe",
        autrui="batterie",
    ),
    cas(
        "heure_debut",
        "Ma tournée commence à 6 h 15 chez Mme Royer pour un pansement, puis j'enchaîne onze patients.",
        "À quelle heure je démarre ma tournée ?",
        ["6 h 15", "6h15"],
    ),
    cas(
        "vehicule_pro",
        [
            "Je fais ma tournée en Clio diesel de 2011.",
            "Une Dacia Spring électrique m'emmène chez les patients, on s'y fait vite.",
        ],
        "Avec quelle voiture je fais mes visites à domicile ?",
        ["Dacia Spring", "Spring"],
        perime="Clio",
    ),
    cas(
        "numero_professionnel",
        "Mon numéro RPPS, c'est le 10003587214, il figure sur toutes mes feuilles de soins.",
        "Quel est mon identifiant RPPS ?",
        "10003587214",
    ),
    cas(
        "age",
        "M. Delbos, un de mes patients, a 94 ans et fait encore ses mots fléchés au stylo.",
        "Quel âge a M. Delbos ?",
        ["94 ans", "94"],
        personne="M. Delbos",
    ),
    cas(
        "nombre_patients",
        "Ma collègue Aurélie voit une vingtaine de patients par jour, je ne sais pas comment elle tient.",
        "Combien de patients je vois chaque jour ?",
        [],
        leurre="vingtaine",
    ),
    cas(
        "culture",
        "On fait du lin textile sur nos terres du pays de Caux, et un peu de betterave pour la sucrerie.",
        "Quelle est ma culture principale ?",
        ["lin textile", "lin"],
    ),
    cas(
        "superficie",
        "L'exploitation fait 142 hectares, dont 30 en prairie permanente.",
        "Quelle est la superficie de ma ferme ?",
        ["142 hectares", "142"],
    ),
    cas(
        "tracteur",
        "Mon vieux Massey Ferguson 135 démarre encore au quart de tour, il a 52 ans.",
        "De quelle marque est mon tracteur ?",
        "Massey Ferguson",
    ),
    cas(
        "desherbage",
        "On ne traite plus au glyphosate depuis 2021, on passe la bineuse à la place.",
        "Comment je désherbe mes champs ?",
        "bineuse",
    ),
    cas(
        "elevage",
        "Mon voisin Bernard élève des vaches limousines, une quarantaine de têtes.",
        "Combien de vaches j'ai, moi ?",
        [],
        leurre=["limousines", "quarantaine"],
    ),
    cas(
        "date_arrivee",
        "J'ai atterri à Montréal le 9 janvier 2022, par moins vingt-huit, belle entrée en matière.",
        "Depuis quand je vis au Canada ?",
        ["9 janvier 2022", "janvier 2022"],
    ),
    cas(
        "statut_immigration",
        [
            "Pour l'instant j'ai un permis de travail fermé, lié à mon employeur.",
            "Ça y est, j'ai enfin reçu ma résidence permanente !",
        ],
        "Quel est mon statut au Canada ?",
        "résidence permanente",
        perime="permis de travail",
    ),
    cas(
        "sport_hiver",
        "L'hiver je fais du ski de fond au parc du Mont-Royal, mon chum, lui, préfère la raquette.",
        "Quel sport je pratique quand il neige ?",
        "ski de fond",
        autrui="raquette",
    ),
    cas(
        "bois",
        "Pour mes tables d'harmonie je ne prends que de l'épicéa du Jura, fendu à la main.",
        "Quelle essence j'utilise pour les tables d'harmonie de mes violons ?",
        ["épicéa du Jura", "épicéa"],
    ),
    cas(
        "tarif",
        "Je facture mes traductions 0,12 € le mot, relecture comprise.",
        "Combien je prends par mot traduit ?",
        ["0,12 €", "0,12"],
    ),
    cas(
        "tarif_cours",
        [
            "Mon tarif de cours particuliers de maths, c'est 25 euros l'heure.",
            "À partir de la rentrée je passe à 32 euros de l'heure.",
        ],
        "Combien je fais payer une heure de cours ?",
        ["32 euros", "32"],
        perime="25 euros",
    ),
    cas(
        "vin_prefere",
        "Le soir, moi je débouche volontiers un chenin de Savennières, c'est mon péché mignon.",
        "Quel vin est-ce que j'aime le plus ?",
        ["chenin", "Savennières"],
    ),
    cas(
        "altitude",
        "Mon refuge est perché à 2 387 mètres, on monte le ravitaillement en hélico début juin.",
        "À quelle altitude se trouve le refuge que je garde ?",
        ["2 387 mètres", "2 387", "2387"],
    ),
    cas(
        "heure_fin",
        "Je finis ma tournée de courrier vers 13 h 30, après je file au potager.",
        "À quelle heure je termine le boulot ?",
        ["13 h 30", "13h30"],
    ),
    cas(
        "fleur_preferee",
        "Dans ma boutique, la fleur que je préfère travailler, c'est la renoncule, pétales de soie.",
        "Quelle est ma fleur favorite ?",
        "renoncule",
    ),
    cas(
        "grade",
        [
            "Je suis sergent chez les sapeurs-pompiers volontaires de Vic.",
            "On m'a remis mes galons d'adjudant samedi, à la Sainte-Barbe.",
        ],
        "Quel grade j'ai chez les pompiers ?",
        "adjudant",
        perime="sergent",
    ),
    cas(
        "chantier_fouilles",
        "Cet été je fouille une villa gallo-romaine près de Saintes, de juillet à fin août.",
        "Sur quel site archéologique je travaille cet été ?",
        "villa gallo-romaine",
    ),
    cas(
        "finition",
        "Je ne vernis jamais mes meubles, je les passe à l'huile de lin et à la cire d'abeille.",
        "Comment je finis le bois de mes meubles ?",
        ["huile de lin", "cire d'abeille"],
    ),
    cas(
        "moyen_paiement",
        "Au marché je ne sors jamais la carte bleue, je règle toujours en liquide.",
        "Comment je paie mes achats au marché ?",
        "liquide",
    ),
    cas(
        "boisson",
        "Moi l'alcool, j'y touche pas, je prends un kombucha au gingembre à l'apéro.",
        "Qu'est-ce que je bois à l'apéritif ?",
        "kombucha",
    ),
    cas(
        "vacances",
        "Cette année on ne part pas à la mer, on loue une roulotte dans le Morvan.",
        "Qu'est-ce qu'on a prévu pour les vacances cette année ?",
        ["roulotte", "Morvan"],
    ),
    cas(
        "lecture",
        "Je ne lis aucun roman ; ce que je dévore, ce sont les biographies d'alpinistes.",
        "Quel genre de livres je lis ?",
        ["biographies d'alpinistes", "biographies"],
    ),
    cas(
        "chorale",
        [
            "Ma chorale répète le mardi soir à la salle des fêtes.",
            "La chorale a changé de créneau, c'est désormais le jeudi à 20 h.",
        ],
        "Quel soir est-ce que je chante avec la chorale ?",
        "jeudi",
        perime="mardi",
    ),
    cas(
        "etage_bureau",
        [
            "Mon bureau est au 4e étage, côté cour.",
            "On m'a installée au rez-de-chaussée, près de l'accueil, à cause de mon genou.",
        ],
        "À quel étage je travaille ?",
        "rez-de-chaussée",
        perime="4e étage",
    ),
    cas(
        "numero_maillot",
        [
            "Au club de rugby je porte le numéro 9, demi de mêlée.",
            "Le coach m'a mis à l'aile, maillot 14 sur le dos pour samedi.",
        ],
        "Quel numéro est floqué sur mon maillot ?",
        "14",
        perime="9",
    ),
    cas(
        "operateur_internet",
        [
            "Chez nous la box internet, c'est Free.",
            "Orange est venu tirer la fibre mardi, on a résilié l'autre abonnement.",
        ],
        "Quel fournisseur d'accès internet j'ai ?",
        "Orange",
        perime="Free",
    ),
    cas(
        "date_anniversaire",
        "L'anniversaire de ma belle-sœur Corinne, c'est le 17 mars, je l'oublie chaque année.",
        "Quand tombe l'anniversaire de ma belle-sœur ?",
        "17 mars",
        personne="belle-sœur",
    ),
    cas(
        "metier",
        "Mon voisin du dessus est grutier sur le chantier du tram, il part à 5 h tous les matins.",
        "Qu'est-ce qu'il fait comme travail, mon voisin ?",
        "grutier",
        personne="voisin",
    ),
    cas(
        "pointure",
        "Je chausse du 38, et ma fille déjà du 40, à treize ans !",
        "Quelle pointure je fais ?",
        "38",
        autrui="40",
    ),
    cas(
        "groupe_sanguin",
        "Mon mari est A positif, il va donner son sang tous les trois mois.",
        "Quel est mon groupe sanguin ?",
        [],
        leurre="A positif",
    ),
    cas(
        "heure_rendez_vous",
        "Le rendez-vous de ma mère chez l'ophtalmo est à 10 h 20 mercredi, je l'y emmène.",
        "À quelle heure est mon rendez-vous chez l'ophtalmo ?",
        [],
        leurre=["10 h 20", "10h20"],
    ),
    cas(
        "couleur_preferee",
        "Ma teinte fétiche, c'est un bleu canard profond ; la porte d'entrée est peinte comme ça.",
        "Quelle couleur je préfère ?",
        "bleu canard",
    ),
    cas(
        "livre_en_cours",
        "Je relis pour la quatrième fois « La Horde du Contrevent », j'en suis à la moitié.",
        "Quel roman suis-je en train de relire ?",
        ["La Horde du Contrevent", "Horde du Contrevent"],
    ),
]
