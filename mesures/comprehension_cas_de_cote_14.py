"""Cas de côté n° 14 pour la sonde de compréhension des faits personnels.

Écrit par un étranger au projet, sans avoir vu le moteur (`modele_local/`), ni les autres parts
de cas de côté, ni les tests : seul le format de `mesures/comprehension_cas.py` a été lu (la
classe `Cas`, la fonction `cas`, `BAVARDAGE`, `session`, `noter`, `NE_TROUVE_PAS`).

Les faits sont dits par treize personnes imaginées, chacune écrivant dans UNE seule langue et
gardant une vie cohérente d'un cas à l'autre (métier, famille, lieux, habitudes) :
- en français : Gaëlle (sage-femme à Clermont-Ferrand), Yannick (ostréiculteur à Cancale, style
  SMS), Bérénice (accordeuse de pianos à Lyon, vouvoie l'assistant), Mehdi (chauffeur de bus à
  Lille, cours du soir de droit), Solange (institutrice retraitée à Angers), Thibault (comptable
  à Toulouse), Nadège (taxidermiste dans le Jura), Rémi (étudiant en BTS à Nantes) ;
- en anglais : Declan (electrician, Cork), Aisha (pharmacist, Manchester), Hank (retired
  beekeeper, Duluth), Soo-jin (UX designer, Toronto), Ruth (court stenographer, Glasgow).

Les questions reprennent le fait avec d'autres mots (synonymes, périphrases, autre registre).
Chaque cas anglais commence son premier tour par « I », « My » ou « Please », pour que
`session()` le voie anglais ; chaque `sorte` est unique (c'est la clé d'`AUTEURS`).
Les variantes trop lâches (« no », « non ») sont évitées : `contient` ne borne que le début
des mots, « no » trouverait « now » ou « not ».

Décomptes par sorte et par langue (calculés avec Python, langue vue par `session()`) :

    sorte           fr  en  total
    SIMPLES         21  14     35
    MISES_A_JOUR    12   8     20
    NEGATIONS        7   5     12
    AUTRUI          13   8     21
    NON_DONNES       7   5     12
    TOTAL           60  40    100

Dans AUTRUI, 17 cas portent sur l'autre personne (`personne=` la relation ou le prénom tel
qu'écrit) et 4 sur l'utilisateur, la valeur de l'autre étant dans `autrui=`.
"""
from __future__ import annotations

from mesures.comprehension_cas import Cas, cas

AUTEURS: dict[str, str] = {}


def _c(auteur: str, sorte: str, dits, question: str, attendu, **autres) -> Cas:
    """Construit le cas avec `cas(...)` et note son auteur imaginaire."""
    AUTEURS[sorte] = auteur
    return cas(sorte, dits, question, attendu, **autres)


# Auteurs imaginaires (chacun n'écrit que dans une langue).
GAELLE = "Gaëlle Marchetti"      # fr — sage-femme, Clermont-Ferrand
YANNICK = "Yannick Le Bihan"     # fr — ostréiculteur, Cancale (style SMS)
BERENICE = "Bérénice Taillefer"  # fr — accordeuse de pianos, Lyon (registre soutenu, vouvoie)
MEHDI = "Mehdi Ouazzani"         # fr — chauffeur de bus, Lille, cours du soir en droit
SOLANGE = "Solange Pruvost"      # fr — institutrice retraitée, Angers (quelques fautes)
THIBAULT = "Thibault Carrère"    # fr — comptable, Toulouse (phrases courtes)
NADEGE = "Nadège Fontaine"       # fr — taxidermiste, Jura (fautes de frappe)
REMI = "Rémi Valois"             # fr — étudiant en BTS, Nantes (style SMS)
DECLAN = "Declan Murphy"         # en — electrician, Cork
AISHA = "Aisha Bello"            # en — pharmacist, Manchester
HANK = "Hank Lindqvist"          # en — retired beekeeper, Duluth (Minnesota)
SOOJIN = "Soo-jin Park"          # en — UX designer, Toronto
RUTH = "Ruth Abernathy"          # en — court stenographer, Glasgow


# --------------------------------------------------------------------------------------------
# Faits simples sur l'utilisateur
# --------------------------------------------------------------------------------------------
SIMPLES: list[Cas] = [
    # --- français ---
    _c(GAELLE, "metier_sage_femme",
       "Bon, journée de dingue : trois accouchements d'affilée à la maternité d'Estaing, ça fait "
       "quinze ans que je suis sage-femme et j'avais rarement vu ça.",
       "Tu te rappelles ce que je fais comme boulot ?", ["sage-femme", "sage femme"]),
    _c(GAELLE, "nom_chienne_praline",
       "Praline, notre chienne, a encore avalé une chaussette ce matin, tu crois que je dois "
       "appeler le véto ou attendre ?",
       "Comment s'appelle notre toutou déjà ?", "praline"),
    _c(GAELLE, "vehicule_dacia_jogger",
       ["Question pneus : on monte souvent au Mont-Dore l'hiver avec les petits.",
        "C'est pour la Dacia Jogger, tu me conseilles plutôt des 4 saisons ou des vrais pneus neige ?"],
       "Quel modèle de bagnole je conduis ?", ["dacia jogger", "jogger"]),
    _c(GAELLE, "loisir_escalade",
       "Le mardi soir je grimpe au mur de Chamalières avec une copine, ça me vide la tête après "
       "les gardes.",
       "Quel sport je pratique pour décompresser ?", ["escalade", "grimpe"]),
    _c(YANNICK, "metier_huitres",
       "jbosse sur mes parcs à huîtres à Cancale depuis que mon père m'a passé l'exploitation, "
       "jpense pas que jchangerai un jour",
       "Je fais quoi dans la vie ?", ["huitre", "ostreicult"]),
    _c(YANNICK, "nom_bateau",
       "le bateau s'appelle le Marie-Jo, c'était celui de mon grand-père, jl'ai repeint en bleu "
       "cet été et franchement il a de la gueule",
       "Quel nom porte mon embarcation ?", ["marie-jo", "marie jo"]),
    _c(BERENICE, "nom_chat_gribouille",
       "Mon vieux Gribouille a dix-sept ans et il s'obstine à dormir sur le piano droit du salon, "
       "ce qui, pour une accordeuse, est un comble.",
       "Quel est le nom de mon matou ?", "gribouille"),
    _c(BERENICE, "metier_accordeuse",
       "Je passe la semaine à accorder les instruments des conservatoires de la région ; le Pleyel "
       "de la salle Molière m'a donné du fil à retordre.",
       "Quel est mon métier, si vous vous en souvenez ?", ["accordeuse", "accord"]),
    _c(BERENICE, "quartier_croix_rousse",
       "J'habite sur les pentes de la Croix-Rousse, au cinquième sans ascenseur, alors monter ma "
       "mallette d'outils chaque soir est un petit sport.",
       "Dans quel coin de Lyon est-ce que je réside ?", ["croix-rousse", "croix rousse"]),
    _c(MEHDI, "ligne_bus_18",
       "Aujourd'hui j'ai fait six allers-retours sur la 18, clim en panne, 34 degrés dans le bus, "
       "j'étais mort.",
       "Quelle ligne j'assure au volant ?", ["18", "dix-huit"]),
    _c(MEHDI, "etudes_droit_soir",
       "Après le service je file au CNAM, je suis en L2 de droit en cours du soir, c'est chaud "
       "mais je lâche rien.",
       "Dans quelle matière je prends des cours après le boulot ?", "droit"),
    _c(MEHDI, "jour_futsal",
       "Le jeudi soir c'est futsal avec les gars du dépôt, je rate jamais, même crevé.",
       "Quel jour j'ai mon match avec les collègues ?", "jeudi"),
    _c(SOLANGE, "traitement_tension",
       "Mon médecin m'a mis sous amlodipine pour ma tention, 5 mg le matin, et je dois faire "
       "attention au sel, adieu les rillettes.",
       "Quel médicament je prends pour ma pression artérielle ?", "amlodipine"),
    _c(SOLANGE, "nombre_rosiers",
       "J'ai planté douze rosiers Pierre de Ronsard le long du mur du fond, mon voisin trouve que "
       "c'est trop mais il n'y connait rien.",
       "Combien de pieds de roses j'ai mis en terre ?", ["12", "douze"]),
    _c(SOLANGE, "age_72",
       "J'ai eu 72 ans en février et ma fille m'a offert cette tablette, d'où mes questions un peu "
       "bêtes, excusez-moi.",
       "Combien de printemps j'ai au compteur ?", ["72", "soixante-douze", "soixante douze"]),
    _c(THIBAULT, "trajet_velo_cargo",
       "Je vais au cabinet en vélo cargo. 7 km. Même sous la pluie.",
       "Comment je me rends au travail ?", ["velo cargo", "velo"]),
    _c(THIBAULT, "taux_pret_immo",
       "Notre prêt immo est à 1,35 % sur 25 ans. Signé en 2021, avant la remontée.",
       "À quel taux j'ai emprunté pour la maison ?", ["1,35", "1.35"]),
    _c(THIBAULT, "consigne_hors_taxes",
       "Quand tu me donnes des montants, mets-les toujours hors taxes, c'est comme ça qu'on "
       "raisonne au cabinet.",
       "Sous quelle forme je veux voir les prix que tu m'indiques ?", ["hors taxe", "ht"]),
    _c(NADEGE, "oiseau_en_cours",
       "jsuis taxidermiste et en ce moment je naturalise un grand-duc pour le musée de Lons, "
       "c'est un boulot de fourmi les plumes du masque facial",
       "Quel oiseau je prépare pour l'exposition en ce moment ?", ["grand-duc", "grand duc", "hibou"]),
    _c(REMI, "formation_bts",
       "jsuis en deuxième année de BTS électrotechnique à Nantes, le stage commence en janvier "
       "donc faut que jtrouve vite",
       "Quelle formation je suis ?", ["electrotechnique", "bts"]),
    _c(REMI, "job_week_end",
       "le week-end jfais livreur pour une appli, en vélo électrique, ça paye le loyer et c'est "
       "déjà pas mal",
       "Comment je gagne des sous le samedi et le dimanche ?", ["livreur", "livraison"]),

    # --- anglais ---
    _c(DECLAN, "van_transit",
       "I was up a ladder all morning rewiring a pub in Douglas and then the Transit wouldn't "
       "start, typical Monday.",
       "What van do I use for my jobs?", "transit"),
    _c(DECLAN, "enfants_noms",
       "My two, Saoirse and Cian, are mad into hurling now, the gear alone costs a fortune.",
       "What are my kids called?", ["saoirse", "cian"]),
    _c(DECLAN, "metier_electricien",
       "I got my electrician's ticket back in 2004 and never looked back, best decision I made.",
       "What's my trade?", "electrician"),
    _c(AISHA, "lieu_pharmacie",
       "I do the late shift at the pharmacy in Chorlton on Thursdays, the queue for flu jabs was "
       "out the door tonight.",
       "Which neighbourhood is the chemist I work at in?", "chorlton"),
    _c(AISHA, "nom_chat_pudding",
       "My cat Pudding knocked my phone off the bedside table at 5am so I'm running on zero sleep.",
       "What's my kitty's name?", "pudding"),
    _c(AISHA, "allergie_crustaces",
       "I react really badly to prawns and basically anything shellfish, ended up in A&E once "
       "after a paella.",
       "What food could land me in hospital?", ["shellfish", "prawn"]),
    _c(HANK, "nombre_ruches",
       "I keep 14 hives out past the barn, mostly Italian bees, and the honey sells at the "
       "farmers market in Duluth every Saturday.",
       "How many bee colonies do I look after?", ["14", "fourteen"]),
    _c(HANK, "pickup_silverado",
       "My old Silverado's got 240,000 miles on it and still runs like a top, don't let anyone "
       "tell you otherwise.",
       "What make of truck do I drive?", ["silverado", "chevy", "chevrolet"]),
    _c(HANK, "mois_noces",
       "My wife Marjorie and I hit forty years married this October, I need ideas that aren't "
       "another honey jar.",
       "In which month do we mark our big wedding milestone?", "october"),
    _c(SOOJIN, "metier_ux",
       "I redesigned the checkout flow for a grocery app this week, UX work is mostly arguing "
       "with PMs tbh",
       "What field do I work in?", ["ux", "user experience", "design"]),
    _c(SOOJIN, "sport_bloc",
       "I go bouldering at a gym on Queen West three nights a week, my forearms are permanently "
       "dead lol",
       "Which sport keeps me busy several evenings a week?", ["boulder", "climb"]),
    _c(RUTH, "metier_stenographe",
       "I take down every word said in the High Court here in Glasgow, stenography is an odd "
       "job but I adore it.",
       "What's my line of work?", ["stenograph", "court reporter"]),
    _c(RUTH, "baignade_dimanche",
       "Please don't judge, but I swim in Loch Lomond every Sunday morning, even in January.",
       "What do I get up to outdoors at the weekend?", ["swim", "loch lomond"]),
    _c(RUTH, "consigne_longueur",
       "Please keep your answers under 100 words, I read them on my phone on the train to work.",
       "How long should your replies to me be?", ["100", "hundred"]),
]


# --------------------------------------------------------------------------------------------
# Mises à jour : un fait, puis sa nouvelle valeur dans un tour suivant (`perime` = l'ancienne)
# --------------------------------------------------------------------------------------------
MISES_A_JOUR: list[Cas] = [
    # --- français ---
    _c(GAELLE, "maj_nuits_de_garde",
       ["Cette semaine je suis de nuit à la maternité du lundi au jeudi, je vais être un zombie.",
        "Ma collègue m'a demandé d'échanger, du coup mes nuits ce sera du vendredi au dimanche "
        "finalement."],
       "Quels soirs je travaille à l'hôpital cette semaine ?", "vendredi", perime=["lundi", "jeudi"]),
    _c(YANNICK, "maj_tonnage_vendu",
       ["jsuis à 3 tonnes d'huîtres vendues ce mois-ci, pas mal pour novembre",
        "ah non jme suis planté dans le tableau, c'est 3,8 tonnes en vrai"],
       "Quel tonnage j'ai écoulé ce mois ?", ["3,8", "3.8"], perime="3 tonnes"),
    _c(YANNICK, "maj_domicile",
       ["on vit à Saint-Méloir avec Enora, c'est calme",
        "bon les cartons c'est fini, la maison à Cancale centre est top, vue sur la baie de ouf"],
       "Où est-ce que je loge maintenant ?", "cancale", perime=["saint-meloir", "meloir"]),
    _c(BERENICE, "maj_rdv_cardiologue",
       ["Mon rendez-vous chez le cardiologue est fixé au 3 octobre.",
        "Le secrétariat m'a rappelée : ce sera le 17 octobre, le docteur est en congrès."],
       "Quand dois-je voir le spécialiste du cœur ?", "17 octobre", perime="3 octobre"),
    _c(BERENICE, "maj_pupitre_chorale",
       ["Je chante alto dans la chorale de Saint-Bruno depuis dix ans.",
        "Le chef de chœur m'a fait passer chez les sopranos, ma voix a monté, paraît-il !"],
       "Dans quelle tessiture je chante avec mon ensemble vocal ?", "soprano", perime="alto"),
    _c(MEHDI, "maj_heure_prise_service",
       ["Je prends mon service au dépôt de Sequedin à 5h40, réveil à 4h30.",
        "Avec le nouveau roulement j'embauche à 13h10, enfin je vais pouvoir dormir."],
       "À quelle heure je commence ma journée de boulot ?", ["13h10", "13 h 10", "13:10"],
       perime=["5h40", "5 h 40"]),
    _c(SOLANGE, "maj_voiture",
       ["Ma vieille Clio a 190 000 km mais elle tient bon, comme moi.",
        "Mon gendre m'a convaincue, j'ai repris une Toyota Yaris hybride d'occasion, la Clio est "
        "partie à la casse."],
       "Quelle auto je conduis en ce moment ?", "yaris", perime="clio"),
    _c(SOLANGE, "maj_activite_mardi",
       ["Le mardi matin, c'est aquagym à la piscine Jean-Bouin, ça me fait du bien au dos.",
        "J'ai arrêté la piscine, trop de monde, le mardi je fais de la marche nordique avec "
        "l'association du quartier."],
       "Quelle activité physique j'ai en début de semaine ?", "marche nordique", perime="aquagym"),
    _c(THIBAULT, "maj_banque_pro",
       ["Mon compte pro est à la Société Générale.",
        "Le conseiller du Crédit Coopératif m'a fait une offre imbattable. Tout transféré chez eux "
        "la semaine dernière."],
       "Dans quel établissement est mon compte professionnel ?", "credit cooperatif",
       perime="societe generale"),
    _c(NADEGE, "maj_poids",
       ["jfais 68 kilos, le medecin veut que je perde un peu avant l'opé du genou",
        "pesée ce matin : 63 kg !! les efforts paient enfin"],
       "Combien je pèse actuellement ?", "63", perime="68"),
    _c(REMI, "maj_loyer_chambre",
       ["jpaye 420 € pour ma chambre à Chantenay, charges comprises",
        "le proprio a augmenté, ça passe à 455 balles par mois, la galère"],
       "Combien ça me coûte de me loger chaque mois ?", "455", perime="420"),
    _c(REMI, "maj_entreprise_stage",
       ["mon stage ce sera chez Enedis à Saint-Herblain normalement",
        "Enedis a annulé au dernier moment, jsuis pris chez Eiffage Énergie à Orvault du coup"],
       "Dans quelle boîte je fais mon stage ?", "eiffage", perime="enedis"),

    # --- anglais ---
    _c(DECLAN, "maj_soir_entrainement",
       ["I coach the under-12s on Tuesday evenings down at the GAA club.",
        "My sessions with the under-12s are Wednesdays now, the seniors took the pitch."],
       "Which night do I train the young lads?", "wednesday", perime="tuesday"),
    _c(AISHA, "maj_course",
       ["I signed up for the Manchester half marathon in October, first proper race!",
        "I switched my entry to the full marathon next April, go big or go home."],
       "What race am I preparing for?", ["full marathon", "april"],
       perime=["half marathon", "october"]),
    _c(AISHA, "maj_jours_repos",
       ["My days off are Mondays and Tuesdays, which is weird but quiet.",
        "New rota came out, I'm off Fridays and Saturdays from next week."],
       "Which days am I free from work?", ["friday", "saturday"], perime=["monday", "tuesday"]),
    _c(HANK, "maj_medecin",
       ["My GP is Dr. Sorensen over at the Essentia clinic.",
        "I got assigned to Dr. Abimbola since Sorensen retired, nice young fella."],
       "Who's my family doctor these days?", "abimbola", perime="sorensen"),
    _c(HANK, "maj_adresse",
       ["I live out on Rice Lake Road north of town, forty acres.",
        "My wife and I sold the farm, we're in a condo on London Road by the lake now."],
       "Where's home for me at the moment?", "london road", perime="rice lake"),
    _c(SOOJIN, "maj_loyer_toronto",
       ["My rent is $1,850 a month for the two-bedroom.",
        "I just signed the renewal, $1,975 starting March, ugh Toronto"],
       "How much do I pay for my apartment monthly?", ["1,975", "1975"],
       perime=["1,850", "1850"]),
    _c(SOOJIN, "maj_ordinateur",
       ["My work laptop is a ThinkPad X1, trackpoint and all.",
        "IT finally gave me a MacBook Pro, bye bye little red nub"],
       "What computer do I use for my job?", "macbook", perime="thinkpad"),
    _c(RUTH, "maj_vitesse_frappe",
       ["My speed on the steno machine is about 225 words a minute.",
        "I passed my certification test yesterday at 260 wpm!!"],
       "How fast can I write on my shorthand keyboard?", "260", perime="225"),
]


# --------------------------------------------------------------------------------------------
# Négations : la réponse reprend la valeur niée ou ce qui est fait à la place
# --------------------------------------------------------------------------------------------
NEGATIONS: list[Cas] = [
    # --- français ---
    _c(YANNICK, "neg_alcool_perrier",
       "jbois pas une goutte d'alcool, jsuis au Perrier même aux mariages, ça fait rire tout le monde",
       "Qu'est-ce que je prends comme boisson en soirée ?", ["perrier", "pas d'alcool"],
       valeur="ne boit pas d'alcool"),
    _c(BERENICE, "neg_portable",
       "Je ne possède pas de téléphone portable ; je consulte ma messagerie sur le fixe le soir.",
       "Est-ce que je suis joignable sur un mobile ?",
       ["pas de telephone portable", "pas de portable", "fixe"],
       valeur="pas de téléphone portable"),
    _c(MEHDI, "neg_porc",
       "Je mange pas de porc, donc pour le barbecue du dépôt faut prévoir du poulet pour moi.",
       "Y a-t-il une viande que j'évite ?", "porc", valeur="pas de porc"),
    _c(SOLANGE, "neg_conduite_nuit",
       "Je ne conduit jamais la nuit, ma vue baisse, alors l'hiver je rentre toujours avant 17 h.",
       "Est-ce que je prends le volant une fois le soleil couché ?",
       ["jamais", "pas la nuit", "evite"], valeur="ne conduit jamais la nuit"),
    _c(THIBAULT, "neg_reseaux_sociaux",
       "Je ne suis sur aucun réseau social. Pas de Facebook, pas d'Instagram, rien.",
       "Sur quelles plateformes sociales j'ai un compte ?", ["aucun", "pas de facebook", "rien"],
       valeur="aucun réseau social"),
    _c(NADEGE, "neg_animaux_braconnes",
       "par principe jamais je naturalise d'animaux chassés illegalement, que des bêtes trouvées "
       "mortes ou d'élevage, faut pas insister",
       "Quelles bêtes est-ce que je refuse de traiter à l'atelier ?", ["illegal", "chasse"],
       valeur="animaux chassés illégalement"),
    _c(REMI, "neg_permis",
       "jai pas le permis, jme déplace qu'en vélo ou en tram, c'est largement suffisant à Nantes",
       "Est-ce que je peux prendre une voiture pour aller au stage ?",
       ["pas le permis", "velo", "tram"], valeur="pas le permis"),

    # --- anglais ---
    _c(DECLAN, "neg_alcool_sobre",
       "I gave up the drink six years ago, not a drop since, so no pub suggestions for the "
       "lads' night please.",
       "Do I still have a pint now and then?", ["gave up", "not a drop", "sober", "don't drink", "quit"],
       valeur="doesn't drink"),
    _c(AISHA, "neg_conduite",
       "I never learned to drive, the trams and the odd Uber get me everywhere I need.",
       "Do I get around by car?", ["never learned", "tram", "don't drive"],
       valeur="never learned to drive"),
    _c(HANK, "neg_email",
       "I don't do email, never have, Marjorie handles all that for the both of us.",
       "Can people reach me through electronic mail?", ["don't do email", "don't use email", "marjorie"],
       valeur="doesn't use email"),
    _c(SOOJIN, "neg_viande",
       "I don't eat meat, but fish and seafood are fine, so sushi is always a safe bet for team "
       "lunches",
       "Which proteins am I okay having?", ["fish", "seafood", "sushi"], valeur="no meat"),
    _c(RUTH, "neg_cafe",
       "I never touch coffee, it gives me the shakes at the keyboard, strictly builder's tea for me.",
       "What hot drink should you suggest for me?", "tea", valeur="no coffee"),
]


# --------------------------------------------------------------------------------------------
# Faits d'une autre personne (`personne`), ou sur l'utilisateur avec la valeur d'un autre
# (`autrui`) dans la même phrase
# --------------------------------------------------------------------------------------------
AUTRUI: list[Cas] = [
    # --- français ---
    _c(GAELLE, "autrui_gardes_mari",
       "Fabrice fait ses gardes à la caserne de Gerzat le week-end, moi je bosse plutôt en semaine "
       "à la maternité, on se croise dans l'entrée.",
       "Quels jours Fabrice est de service chez les pompiers ?", ["week-end", "weekend", "week end"],
       autrui="semaine", personne="Fabrice"),
    _c(GAELLE, "autrui_age_ainee",
       "Louison, ma grande, a 9 ans et veut devenir vétérinaire ; Arthur, lui, a 6 ans et veut "
       "devenir dinosaure.",
       "Quel âge a ma fille aînée ?", ["9", "neuf"], autrui=["6", "six"], personne="Louison"),
    _c(YANNICK, "autrui_matiere_copine",
       "Enora elle est prof de SVT au collège de Dol, moi jsuis dans la vase toute la journée mdr",
       "Qu'est-ce qu'elle enseigne, ma copine ?", ["svt", "sciences de la vie"], personne="Enora"),
    _c(YANNICK, "autrui_sport_fils",
       "mon fils Malo il fait du kayak de mer tous les mercredis, moi jprefère le foot devant la télé",
       "Quel sport nautique pratique mon gamin ?", "kayak", autrui="foot", personne="Malo"),
    _c(BERENICE, "autrui_metier_epoux",
       "Mon époux Hervé est luthier : il répare des violons dans l'atelier du rez-de-chaussée "
       "pendant que je cours d'un piano à l'autre.",
       "Que fait mon mari comme travail ?", "luthier", autrui="piano", personne="Hervé"),
    _c(MEHDI, "autrui_commerce_mere",
       "Ma mère Fatiha tient une épicerie rue de Lannoy à Roubaix, j'y passe après le service "
       "pour l'aider à fermer.",
       "Quel genre de boutique a ma maman ?", "epicerie", personne="Fatiha"),
    _c(MEHDI, "autrui_vehicule_user",
       "Mon pote Jérémy conduit le tram, moi je suis sur le bus articulé, on se croise au terminus "
       "de Roubaix Eurotéléport.",
       "Quel type d'engin je pilote au travail ?", "bus", autrui="tram"),
    _c(SOLANGE, "autrui_examen_petite_fille",
       "Ma petite-fille Zoé passe son bac de français le 12 juin, je lui fais réviser Molière "
       "tous les mercredis apres-midi.",
       "Quel jour Zoé a-t-elle son épreuve ?", "12 juin", autrui="mercredi", personne="Zoé"),
    _c(SOLANGE, "autrui_tension_user",
       "Mon voisin Gérard a une tension à 16, moi je suis descendue à 13 grâce au traitement, on "
       "compare comme deux vieux gamins.",
       "Où en sont mes chiffres de pression artérielle ?", ["13", "treize"], autrui=["16", "seize"]),
    _c(THIBAULT, "autrui_conge_collegue",
       "Ma collègue Sandrine part en congé maternité le 1er mars. C'est moi qui récupère ses "
       "dossiers.",
       "À partir de quand ma collègue sera-t-elle absente pour son bébé ?",
       ["1er mars", "1 mars", "premier mars"], personne="Sandrine"),
    _c(THIBAULT, "autrui_regime_epouse",
       "Ma femme Hélène est végane, moi je mange de tout. Les restos, c'est compliqué.",
       "Quel régime alimentaire suit ma femme ?", ["vegane", "vegan"], autrui="de tout",
       personne="Hélène"),
    _c(NADEGE, "autrui_metier_mari",
       "mon mari Pascal est routier chez Transalliance, il est absent du lundi au vendredi, moi "
       "jsuis a l'atelier tous les jours meme le samedi",
       "Quelle est la profession de mon homme ?", ["routier", "chauffeur"], personne="Pascal"),
    _c(REMI, "autrui_travail_coloc",
       "mon coloc Killian bosse de nuit chez Amazon à Carquefou, moi jdors la nuit, enfin j'essaie "
       "quand il rentre pas à 6h en claquant la porte",
       "Chez quel employeur bosse mon colocataire ?", "amazon", personne="Killian"),

    # --- anglais ---
    _c(DECLAN, "autrui_metier_epouse",
       "My wife Niamh works as a dental hygienist in Ballincollig, so the kids' teeth get "
       "inspected like it's a military operation.",
       "What does my other half do for work?", ["dental hygienist", "hygienist"],
       personne="Niamh"),
    _c(DECLAN, "autrui_club_user",
       "My brother-in-law Ronan supports Cork City, I'm a Shamrock Rovers man myself, which "
       "causes rows every Christmas.",
       "Which football club do I follow?", ["shamrock rovers", "rovers"], autrui="cork city"),
    _c(AISHA, "autrui_mariage_soeur",
       "My sister Halima is getting married on 14 September in Bolton and I'm the one doing her "
       "henna, no pressure.",
       "When is my sister's wedding day?", ["14 september", "september 14"], personne="Halima"),
    _c(AISHA, "autrui_conges_user",
       "My manager Gary always takes his holidays in August, I book mine for the last two weeks "
       "of May when it's quiet.",
       "When do I usually go on leave?", "may", autrui="august"),
    _c(HANK, "autrui_etudes_petit_fils",
       "My grandson Tyler is studying forestry at the University of Minnesota, first in the "
       "family to go to college.",
       "What subject is Tyler majoring in?", "forestry", personne="Tyler"),
    _c(HANK, "autrui_allergie_epouse",
       "My Marjorie is allergic to bee stings, of all things for a beekeeper's wife, so she keeps "
       "an EpiPen in the glovebox.",
       "What's my wife's medical issue?", ["bee sting", "sting"], personne="Marjorie"),
    _c(SOOJIN, "autrui_metier_coloc",
       "My flatmate Ola is a night-shift paramedic, so I tiptoe around the apartment till noon.",
       "What does the person I live with do for work?", "paramedic", personne="Ola"),
    _c(RUTH, "autrui_etudes_fils",
       "My son Callum is in his third year of marine biology at Aberdeen, he only phones on "
       "Sundays when he's skint.",
       "What's my boy studying at uni?", "marine biology", personne="Callum"),
]


# --------------------------------------------------------------------------------------------
# Non donnés : la question porte sur ce qui n'a pas été dit (`leurre` = valeur voisine)
# --------------------------------------------------------------------------------------------
NON_DONNES: list[Cas] = [
    # --- français ---
    _c(GAELLE, "nd_pointure",
       "Louison chausse déjà du 36 à 9 ans, elle va me dépasser avant le collège.",
       "Quelle taille de chaussures je fais ?", [], leurre="36"),
    _c(YANNICK, "nd_anniversaire",
       "Enora elle a eu 30 ans samedi, on a fait une fête sur la plage du Verger",
       "C'est quand mon anniversaire à moi ?", [], leurre=["samedi", "30"]),
    _c(BERENICE, "nd_nom_chien",
       "Le chat de ma voisine s'appelle Pompon ; il vient manger les croquettes de Gribouille.",
       "Comment s'appelle mon chien ?", [], leurre=["pompon", "gribouille"]),
    _c(MEHDI, "nd_voiture",
       "Mon frère Karim vient de s'acheter une Peugeot 308, il fait le fier.",
       "Quel véhicule personnel je possède ?", [], leurre=["308", "peugeot"]),
    _c(SOLANGE, "nd_date_naissance",
       "Mon gendre est né le 4 novembre 1979, je ne l'oublie jamais car c'est la Saint-Charles.",
       "Je suis née quel jour ?", [], leurre=["4 novembre", "1979"]),
    _c(THIBAULT, "nd_prix_ordinateur",
       "Le vélo cargo, je l'ai payé 4 200 €. Avec la prime de la métropole.",
       "Combien m'a coûté mon ordinateur portable ?", [], leurre=["4 200", "4200"]),
    _c(NADEGE, "nd_allergie",
       "Pascal il est allergique aux poils de chat, c'est pour ça qu'on a pas d'animaux vivants "
       "a la maison lol",
       "À quoi suis-je allergique ?", [], leurre=["poils de chat", "chat"]),

    # --- anglais ---
    _c(DECLAN, "nd_age",
       "My apprentice Conor is only 19 and already quicker up a ladder than me.",
       "How old am I?", [], leurre=["19", "nineteen"]),
    _c(AISHA, "nd_groupe_sanguin",
       "My sister Halima is O negative, she gives blood every three months like clockwork.",
       "What's my blood type?", [], leurre=["o negative"]),
    _c(HANK, "nd_tracteur",
       "My neighbor Earl has a John Deere tractor he lets me borrow for the hay.",
       "What brand of tractor do I own?", [], leurre=["john deere", "deere"]),
    _c(SOOJIN, "nd_ville_natale",
       "My flatmate Ola grew up in Lagos and moved to Canada in 2019.",
       "Which city was I raised in?", [], leurre=["lagos"]),
    _c(RUTH, "nd_loyer",
       "My son Callum's flat in Aberdeen costs him £600 a month, daylight robbery.",
       "How much rent do I pay?", [], leurre=["600"]),
]


CAS_DE_COTE_14: list[Cas] = SIMPLES + MISES_A_JOUR + NEGATIONS + AUTRUI + NON_DONNES

# Relue à la fusion (dixième tour), avant toute mesure, sur le nom de leur sorte seulement : 7 cas
# retirés sans être lus — 1 dont une phrase est proche d'une phrase d'une autre part (rapport
# `difflib` au-dessus de 0,7), 6 sur une sorte du scénario de Camille (allergie, domicile,
# entreprise, ville), que la sonde laisse de côté (`tests/test_sonde_parts_de_cote.py`) ; restent
# 93 cas. Mesurée une fois, sur le moteur de la fin du dixième tour ; le README donne les
# chiffres. On ne règle rien sur elle.
RETIRES = ("neg_reseaux_sociaux", "allergie_crustaces", "maj_domicile", "maj_entreprise_stage",
           "autrui_allergie_epouse", "nd_allergie", "nd_ville_natale")
CAS_DE_COTE_14 = [c for c in CAS_DE_COTE_14 if c.sorte not in RETIRES]
