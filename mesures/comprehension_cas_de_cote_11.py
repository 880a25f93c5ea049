"""Cas de côté n° 11 pour la sonde de compréhension.

Écrits à part, comme un inconnu : sans avoir vu le moteur, ni ses règles, ni les autres parties de
la sonde (ni les autres cas de côté). Seul le format de `mesures.comprehension_cas` (`Cas`, `cas`,
`session`, `contient`, `noter`) a servi. Chaque cas est indépendant (une session à lui) : un fait
personnel dit en un à trois tours au milieu d'un bavardage ordinaire, puis une question posée plus
tard. Aucun cas ne touche au scénario de Camille (prénom, équipe, allergie, langage, transport,
domicile, ville, entreprise, responsable).

Personnes imaginées (chacune avec ses proches, collègues, voisins) :
- Yasmine Haddad, sage-femme à Marseille ;
- Thibaut Delcourt, boulanger à Namur ;
- Gérard Vialettes, éleveur de brebis retraité dans le Cantal ;
- Maëlle Tremblay, étudiante en génie civil à Québec ;
- Mamadou Ndiaye, pharmacien à Dakar ;
- Hélène Cazaux, libraire à Bordeaux ;
- Aurélie Kieffer, conductrice de tram à Strasbourg ;
- Inés Muñoz, traductrice à Genève ;
- Priya Raman, data analyst à Leeds (en anglais) ;
- Marcus Boudreaux, trompettiste de jazz à La Nouvelle-Orléans (en anglais) ;
- Siobhan Kelly, infirmière aux urgences à Galway (en anglais) ;
- Tomasz Nowak, chauffeur routier à Cardiff (en anglais) ;
- Lukas Müller, brasseur à Munich (en anglais) ;
- Adaeze Okonkwo, doctorante en science des sols à Toronto (en anglais).

`sorte` : la nature du fait, en snake_case français (« pointure », « ligne_tram »,
« heure_coucher »…) ; elle sert à classer et à lire les résultats, pas à noter. Les 104 cas ont
104 sortes distinctes.

Comptes (calculés avec Python sur ce fichier ; langue de la session = anglais si le premier mot du
premier tour est « I », « My », « Next » ou « Please ») :

| Sorte de cas           | Total | fr | en |
|------------------------|------:|---:|---:|
| Faits simples          |    36 | 22 | 14 |
| Mises à jour           |    21 | 13 |  8 |
| Négations              |    13 |  8 |  5 |
| Faits sur autrui       |    22 | 13 |  9 |
| Information non donnée |    12 |  7 |  5 |
| Total                  |   104 | 63 | 41 |

Négations : `attendu` donne les mots de négation qu'une réponse juste contient (« pas »,
« jamais », « aucun », « non » ; "not", "never", "no", "don't"), `valeur` la tournure niée à
garder. Faits sur autrui : soit le fait d'une autre personne (`personne` la désigne comme la
question : « sœur », « Rachid », "Liam"), soit un fait de l'utilisateur dont la phrase donne aussi
la valeur d'un autre (`autrui`).

Relue à la fusion (huitième tour), avant toute mesure : 8 cas avaient une phrase proche d'une
phrase d'une autre part (rapport `difflib` au-dessus de 0,7, `tests/test_sonde_parts_de_cote.py`) ;
retirés sans être lus, restent 96 cas (faits simples 35, mises à jour 18, négations 11, faits sur
autrui 20, information non donnée 12 ; français 60, anglais 36 — comptés par le script de la
session qui l'a écrite). Mesurée une fois avant tout changement du moteur de ce tour (commit
5af0670) et une fois à la fin, le README donne les chiffres ; on ne règle rien sur elle.
Une question reformulée d'un mot (« Comment s'appelle donc le chien de… ») : telle quelle, elle
reprenait une entrée d'un test caché de la correction, que `make distribuer` refuse de publier
(`tests/test_correction_distribuer.py`) ; les chiffres de la part sont les mêmes avant et après.
"""

from __future__ import annotations

from mesures.comprehension_cas import Cas, cas

CAS_DE_COTE_11: list[Cas] = [
    # ======================================================================
    # Faits simples
    # ======================================================================
    # --- Yasmine Haddad, sage-femme (Marseille)
    cas("pointure",
        "Au fait, je chausse du 38, au cas où tu me conseilles des baskets pour mes gardes.",
        "Quelle est ma pointure déjà ?", "38"),
    cas("groupe_sanguin",
        "Je suis O négatif, c'est pour ça que l'Établissement français du sang m'appelle tout le temps.",
        "C'est quoi mon groupe sanguin ?", "O négatif"),
    cas("date_anniversaire",
        ["Cette année j'ai envie de faire une vraie fête avec les copines de la maternité.",
         "Mon anniversaire tombe le 14 mars, un samedi en plus !"],
        "C'est quand mon anniversaire", "14 mars"),
    # --- Thibaut Delcourt, boulanger (Namur)
    cas("metier",
        "Je suis boulanger depuis douze ans, je me lève à 3h du matin six jours sur sept.",
        "Quel est mon métier ?", "boulanger"),
    cas("club_foot",
        "Je supporte le Standard de Liège depuis tout petit, j'ai un abonnement en tribune 3.",
        "Je suis supporter de quel club, déjà ?", "Standard"),
    cas("taille",
        "Je mesure 1m82, du coup les lits d'hôtel sont toujours trop courts pour moi.",
        "Je mesure combien ?", "1m82"),
    # --- Gérard Vialettes, éleveur de brebis retraité (Cantal)
    cas("heure_reveil",
        "Même à la retraite je me réveille à 5h45, quarante ans de traite ça ne s'oublie pas.",
        "À quelle heure je me réveille le matin ?", "5h45"),
    cas("nombre_brebis",
        ["On a vendu le troupeau quand j'ai arrêté.",
         "J'ai juste gardé 14 brebis derrière la grange, pour le plaisir et pour l'herbe."],
        "Combien de brebis j'ai gardées ?", "14"),
    cas("age",
        "J'ai 67 ans, j'ai pris ma retraite à 62 et je ne m'ennuie pas une seconde.",
        "Quel âge j'ai ?", "67"),
    cas("jour_marche",
        "Le samedi matin je tiens un petit stand de miel et de fromage au marché d'Aurillac.",
        "Quel jour je vais au marché avec mon stand ?", "samedi"),
    # --- Maëlle Tremblay, étudiante en génie civil (Québec)
    cas("sport_pratique",
        "Je joue au hockey cosom le mardi soir avec du monde du cégep, c'est vraiment le fun.",
        "Je fais quel sport le mardi soir ?", ["hockey cosom", "hockey"]),
    cas("serie_preferee",
        "g fini Dix pour cent en 3 jours lol, c ma série préférée de tous les temps",
        "c'est quoi déjà ma série préférée", "Dix pour cent"),
    cas("marque_telephone",
        "J'ai un Fairphone 5 depuis l'été passé, la batterie se change en deux minutes.",
        "J'ai quel téléphone ?", "Fairphone"),
    # --- Mamadou Ndiaye, pharmacien (Dakar)
    cas("plat_prefere",
        "Mon plat préféré c'est le thiéboudienne de ma mère, personne ne le fait aussi bien qu'elle.",
        "C'est quoi mon plat préféré ?", "thiéboudienne"),
    cas("date_mariage",
        ["Ma femme me demande de réserver un restaurant pour notre anniversaire de mariage.",
         "On s'est mariés le 2 juillet 2016 à Saint-Louis, chez ses parents."],
        "On s'est mariés quand, ma femme et moi ?", "2 juillet 2016"),
    # --- Hélène Cazaux, libraire (Bordeaux)
    cas("instrument",
        "Je joue du violoncelle depuis l'âge de huit ans, mais uniquement pour moi, jamais en public.",
        "De quel instrument je joue ?", "violoncelle"),
    cas("diplome",
        "Avant d'ouvrir la librairie j'ai passé un BTS en comptabilité, obtenu en 2011.",
        "Quel diplôme j'ai passé avant la librairie ?", "BTS"),
    cas("nom_chat",
        "Notre chat s'appelle Pistache, c'est un vieux matou roux de 11 ans qui dort dans la vitrine.",
        "Comment il s'appelle, mon chat ?", "Pistache"),
    # --- Aurélie Kieffer, conductrice de tram (Strasbourg)
    cas("numero_casier",
        "Mon casier au dépôt c'est le 112, je l'oublie une fois sur deux.",
        "C'est quoi le numéro de mon casier au dépôt ?", "112"),
    cas("boisson_matin",
        "Le matin je prends toujours un thé au gingembre avec une tartine, rien d'autre.",
        "Qu'est-ce que je bois le matin ?", "thé au gingembre"),
    cas("numero_dossard",
        ["Je m'entraîne pour le semi-marathon de Strasbourg, dimanche prochain.",
         "J'ai reçu mon dossard ce matin : le 2047, départ à 9h15 place de la République."],
        "C'est quoi mon numéro de dossard", "2047"),
    # --- Inés Muñoz, traductrice (Genève)
    cas("voiture_modele",
        "Je roule encore avec une Renault Twingo verte de 2008, elle a 210 000 km mais elle tient.",
        "C'est quoi comme voiture, la mienne ?", "Twingo"),

    # --- Priya Raman, data analyst (Leeds)
    cas("profession",
        "I work as a data analyst, mostly crunching hospital waiting-list figures all day.",
        "What's my job?", "data analyst"),
    cas("couleur_preferee",
        "My favourite colour is teal, not blue, people always get that wrong.",
        "what's my favorite color", "teal"),
    cas("code_cadenas",
        "Please remember that my gym locker code is 4471, I keep forgetting it.",
        "What's the code for my gym locker?", "4471"),
    # --- Marcus Boudreaux, trompettiste de jazz (La Nouvelle-Orléans)
    cas("nom_groupe",
        ["I play trumpet in a brass band called the Crescent City Stompers.",
         "We do Frenchmen Street every Friday night, tips are good in spring."],
        "What's the name of my band?", "Crescent City Stompers"),
    cas("rendez_vous_dentiste",
        "My dentist appointment is on June 3rd at 4:15 pm, can you remind me to leave early?",
        "When is my dentist appointment?", "June 3rd"),
    # --- Siobhan Kelly, infirmière aux urgences (Galway)
    cas("couleur_yeux",
        "My eyes are green, same as my granny's, everyone in the family says so.",
        "What colour are my eyes?", "green"),
    cas("nombre_enfants",
        "I have three kids, all under ten, so the weekends are pure chaos.",
        "How many children do I have?", "three"),
    # --- Tomasz Nowak, chauffeur routier (Cardiff)
    cas("modele_camion",
        "I drive a Scania R450 these days, much better cab than the old DAF.",
        "Which lorry do I drive?", ["Scania R450", "Scania"]),
    cas("immatriculation",
        "My number plate is CF19 XKD, in case I need it for the parking permit form.",
        "what's my registration number", "CF19 XKD"),
    # --- Lukas Müller, brasseur (Munich)
    cas("biere_preferee",
        "My favourite beer is a plain Helles from Augustiner, nothing fancy.",
        "What's my favourite beer?", ["Helles", "Augustiner"]),
    cas("jour_piscine",
        "I go swimming every Thursday at 7am at the Müller'sches Volksbad before work.",
        "Which day do I go swimming?", "Thursday"),
    # --- Adaeze Okonkwo, doctorante en science des sols (Toronto)
    cas("universite_master",
        "I did my master's at the University of Ibadan before coming to Canada for the PhD.",
        "Where did I do my master's degree?", ["University of Ibadan", "Ibadan"]),
    cas("numero_siege",
        ["Next week I fly to Lagos for my cousin's wedding.",
         "I booked seat 23A, window, like always."],
        "What seat did I book for Lagos?", "23A"),

    # ======================================================================
    # Mises à jour
    # ======================================================================
    # --- Yasmine Haddad, sage-femme (Marseille)
    cas("horaire_garde",
        ["Cette semaine je suis de garde de nuit, de 19h à 7h, ça va être dur.",
         "Finalement on m'a mise de jour, une collègue a échangé avec moi."],
        "Je suis de garde quand, cette semaine ?", "jour", perime="nuit"),
    # --- Thibaut Delcourt, boulanger (Namur)
    cas("poids",
        ["Je pèse 92 kilos, il faut vraiment que je fasse attention aux croissants.",
         "Bonne nouvelle, 85 kilos ce matin sur la balance !"],
        "Combien je pèse ?", "85", perime="92"),
    cas("jour_repos",
        ["Mon jour de repos c'est le mercredi, la boulangerie est fermée ce jour-là.",
         "Depuis la semaine dernière on ferme le lundi, donc mon jour de repos c'est le lundi."],
        "C'est quel jour, mon jour de repos ?", "lundi", perime="mercredi"),
    # --- Gérard Vialettes, éleveur de brebis retraité (Cantal)
    cas("nombre_ruches",
        ["J'ai 6 ruches au fond du pré, face au sud.",
         "Avec les deux essaims récupérés ce printemps, j'en ai maintenant 9."],
        "J'ai combien de ruches ?", "9", perime="6"),
    # --- Maëlle Tremblay, étudiante en génie civil (Québec)
    cas("cours_danse",
        ["Je fais de la salsa le jeudi soir au centre communautaire.",
         "J'ai changé de cours : je fais du tango maintenant, la salsa c'était trop vite pour mes genoux."],
        "Je fais quelle danse le jeudi ?", "tango", perime="salsa"),
    cas("couleur_cheveux",
        ["J'ai les cheveux châtains, assez longs.",
         "Hier je me suis fait teindre en roux, j'capote tellement c'est beau"],
        "J'ai les cheveux de quelle couleur ?", "roux", perime="châtains"),
    # --- Mamadou Ndiaye, pharmacien (Dakar)
    cas("code_wifi",
        ["Le code wifi de la pharmacie c'est Baobab2021.",
         "J'ai mis un nouveau code wifi ce matin : Kora2024, l'ancien circulait dans tout le quartier."],
        "C'est quoi le code wifi de ma pharmacie ?", "Kora2024", perime="Baobab2021"),
    cas("boisson_chaude",
        ["Tous les matins je bois un café Touba bien épicé.",
         "Je ne prends plus de café Touba mais du kinkeliba, le médecin trouve ma tension trop haute."],
        "Je bois quoi le matin maintenant ?", "kinkeliba", perime="café Touba"),
    # --- Hélène Cazaux, libraire (Bordeaux)
    cas("heure_ouverture",
        ["La librairie ouvre à 9h30 du mardi au samedi.",
         "On a décidé d'ouvrir à 10h désormais, le matin il n'y avait personne avant."],
        "À quelle heure ouvre ma librairie ?", "10h", perime="9h30"),
    # --- Aurélie Kieffer, conductrice de tram (Strasbourg)
    cas("ligne_tram",
        ["Je conduis sur la ligne A, celle qui va à Illkirch.",
         "À partir d'aujourd'hui on me met sur la ligne D jusqu'à la fin du trimestre."],
        "Je conduis sur quelle ligne de tram ?", "ligne D", perime="ligne A"),
    # --- Inés Muñoz, traductrice (Genève)
    cas("operateur_mobile",
        ["Mon abonnement mobile est chez Swisscom, 45 francs par mois.",
         "J'ai changé d'opérateur hier : je suis chez Salt, 29.90 par mois, c'est quand même mieux."],
        "Je suis chez quel opérateur pour mon portable ?", "Salt", perime="Swisscom"),
    cas("lieu_vacances",
        ["Cet été on part en Bretagne, à Crozon, trois semaines.",
         "Changement de programme, ce sera la Corse : on a trouvé un gîte près de Corte."],
        "On part où cet été ?", "Corse", perime=["Bretagne", "Crozon"]),

    # --- Priya Raman, data analyst (Leeds)
    cas("appli_musique",
        ["I use Spotify for music, mostly old Bollywood playlists.",
         "I switched to Deezer last month, it was cheaper with the family plan."],
        "Which music app do I use?", "Deezer", perime="Spotify"),
    # --- Marcus Boudreaux, trompettiste de jazz (La Nouvelle-Orléans)
    cas("trompette_concert",
        ["My main horn is a Bach Stradivarius, had it since college.",
         "These days I gig with a Yamaha Xeno, the Bach stays home for recording sessions."],
        "Which trumpet do I play at gigs?", ["Yamaha Xeno", "Xeno"], perime="Stradivarius"),
    cas("jour_cours",
        ["I teach the Tuesday evening beginners' class at the music school.",
         "I no longer teach on Tuesdays — I do the Saturday morning class instead."],
        "When do I teach my class?", "Saturday", perime="Tuesday"),
    # --- Siobhan Kelly, infirmière aux urgences (Galway)
    cas("date_vol",
        ["My flight to Lisbon is on the 14th, early morning.",
         "Actually it's the 16th, I misread the confirmation email."],
        "What date is my flight to Lisbon?", "16th", perime="14th"),
    # --- Tomasz Nowak, chauffeur routier (Cardiff)
    cas("dentiste",
        ["My dentist is Dr Patel on Cowbridge Road.",
         "I've changed dentists, I see Dr Okafor now, she takes NHS patients."],
        "Who's my dentist?", "Okafor", perime="Patel"),
    # --- Lukas Müller, brasseur (Munich)
    cas("distance_course",
        ["I run 5 km three times a week along the Isar.",
         "I'm up to 10 km now, still three times a week."],
        "How far do I run?", "10 km", perime="5 km"),

    # ======================================================================
    # Négations
    # ======================================================================
    # --- Maëlle Tremblay, étudiante en génie civil (Québec)
    cas("permis_conduire",
        "Je n'ai pas le permis, je ne l'ai jamais passé et ça ne me manque pas.",
        "Est-ce que j'ai le permis de conduire ?", ["pas", "jamais", "non"],
        valeur="pas le permis"),
    cas("reseaux_sociaux",
        "Je suis sur aucun réseau social, ni Facebook ni Instagram, ça me fatigue trop.",
        "Je suis sur quel réseau social ?", ["aucun", "pas", "non"], valeur="aucun réseau social"),
    # --- Yasmine Haddad, sage-femme (Marseille)
    cas("tabac",
        "Je fume plus depuis le 1er janvier, ça fait 4 mois sans une seule clope !",
        "est-ce que je fume encore", ["plus", "pas", "non"], valeur="fume plus"),
    # --- Hélène Cazaux, libraire (Bordeaux)
    cas("television",
        "J'ai pas de télé à la maison, on regarde tout sur l'ordi quand on regarde quelque chose.",
        "Est-ce que j'ai une télé ?", ["pas", "aucun", "non"], valeur="pas de télé"),
    # --- Mamadou Ndiaye, pharmacien (Dakar)
    # --- Inés Muñoz, traductrice (Genève)
    # --- Gérard Vialettes, éleveur de brebis retraité (Cantal)
    cas("viande_rouge",
        "Je ne mange plus de viande rouge depuis mon infarctus, l'an dernier.",
        "Est-ce que je mange de la viande rouge ?", ["plus", "pas", "non"],
        valeur="plus de viande rouge"),
    cas("avion",
        "J'ai jamais pris l'avion de ma vie, et à mon âge ça ne va pas commencer.",
        "J'ai déjà pris l'avion ?", ["jamais", "pas", "non"], valeur="jamais pris l'avion"),

    # --- Adaeze Okonkwo, doctorante en science des sols (Toronto)
    cas("possession_voiture",
        "I don't own a car, I borrow my sister's Corolla when I really need one.",
        "Do I have a car?", ["don't", "not", "no", "never"], valeur="don't own a car"),
    # --- Siobhan Kelly, infirmière aux urgences (Galway)
    cas("cafe_apres_midi",
        "I never drink coffee after 2 pm, otherwise I'm awake until 3 in the morning.",
        "Do I drink coffee in the afternoon?", ["never", "not", "no", "don't"],
        valeur="never drink coffee after 2 pm"),
    # --- Priya Raman, data analyst (Leeds)
    cas("boeuf",
        "I don't eat beef, never have, it's a family thing.",
        "Do I eat beef?", ["don't", "never", "not", "no"], valeur="don't eat beef"),
    # --- Tomasz Nowak, chauffeur routier (Cardiff)
    cas("passeport",
        "My passport expired in January and I haven't renewed it yet, I keep putting it off.",
        "Do I have a valid passport right now?", ["expired", "not", "no"],
        valeur="passport expired"),
    # --- Lukas Müller, brasseur (Munich)
    cas("fratrie",
        "I have no brothers or sisters, I'm an only child.",
        "How many siblings do I have", ["no", "none", "only child", "zero"],
        valeur=["no brothers or sisters", "only child"]),

    # ======================================================================
    # Faits sur autrui
    # ======================================================================
    # --- Yasmine Haddad, sage-femme (Marseille)
    cas("metier_soeur",
        "Ma sœur Inès est kiné à Grenoble, elle a ouvert son cabinet en 2020.",
        "Qu'est-ce qu'elle fait comme métier, ma sœur ?", "kiné", personne="sœur"),
    cas("classe_fils",
        "Mon fils Noah entre en CE2 à la rentrée, toujours à l'école Jules-Ferry.",
        "Mon fils sera en quelle classe à la rentrée ?", "CE2", personne="fils"),
    # --- Thibaut Delcourt, boulanger (Namur)
    cas("lateralite",
        "Mon frère jumeau est gaucher, pas moi, je suis droitier comme papa.",
        "Je suis de quelle main, moi ?", "droitier", autrui="gaucher"),
    cas("chien_voisine",
        "Ma voisine Mme Diallo a un berger australien qui s'appelle Moka, il adore mes restes de pain.",
        "Comment s'appelle donc le chien de ma voisine ?", "Moka", personne="voisine"),
    # --- Gérard Vialettes, éleveur de brebis retraité (Cantal)
    cas("elevage_voisin",
        "Mon voisin Bernard élève des chèvres, il fait un cabécou extraordinaire.",
        "Qu'est-ce qu'il élève, Bernard ?", "chèvres", personne="Bernard"),
    # --- Mamadou Ndiaye, pharmacien (Dakar)
    cas("chambre_hotel",
        ["Je suis au congrès de pharmacie à Abidjan avec mon frère.",
         "Il a pris la chambre 214 et moi j'ai la 216, au même étage."],
        "C'est quoi mon numéro de chambre à l'hôtel ?", "216", autrui="214"),
    cas("commerce_beau_frere",
        "Mon beau-frère Ousmane tient un restaurant à Thiès, Le Lagon Bleu, le poisson y est top.",
        "Comment s'appelle le restaurant d'Ousmane ?", "Lagon Bleu", personne="Ousmane"),
    # --- Hélène Cazaux, libraire (Bordeaux)
    cas("heure_arrivee",
        "Mon associé ouvre la réserve à 7h, moi j'arrive à la librairie à 9h15 après l'école des petits.",
        "À quelle heure j'arrive à la librairie ?", "9h15", autrui="7h"),
    cas("sucre_cafe",
        "Mon mari prend son café avec deux sucres, moi je le bois sans sucre depuis des années.",
        "Je mets combien de sucres dans mon café ?", "sans sucre", autrui="deux sucres"),
    # --- Aurélie Kieffer, conductrice de tram (Strasbourg)
    cas("anniversaire_collegue",
        "Mon collègue Rachid est né le 30 novembre, on lui prépare une surprise au dépôt.",
        "C'est quand l'anniversaire de Rachid ?", "30 novembre", personne="Rachid"),
    cas("ceinture_judo",
        "Ma fille Zoé fait du judo, elle vient de passer ceinture orange, elle est trop fière.",
        "Ma fille est ceinture de quelle couleur au judo ?", "orange", personne="fille"),
    # --- Inés Muñoz, traductrice (Genève)
    cas("age_mere",
        "Ma mère a 81 ans et elle conduit encore sa Clio jusqu'à Annecy, ça m'inquiète un peu.",
        "Quel âge a ma mère ?", "81", personne="mère"),
    cas("preference_vacances",
        "Ma femme adore la montagne, moi je préfère la mer, alors on alterne chaque été.",
        "Qu'est-ce que je préfère pour les vacances, moi ?", "mer", autrui="montagne"),

    # --- Priya Raman, data analyst (Leeds)
    cas("ordinateur_portable",
        ["My colleague Dan and I both ordered new laptops last week.",
         "He went for a ThinkPad, I got a MacBook Air."],
        "Which laptop did I get?", "MacBook Air", autrui="ThinkPad"),
    # --- Marcus Boudreaux, trompettiste de jazz (La Nouvelle-Orléans)
    # --- Siobhan Kelly, infirmière aux urgences (Galway)
    cas("metier_frere",
        "My brother Liam is a paramedic in Cork, so we swap horror stories at Christmas.",
        "What does Liam do for a living?", "paramedic", personne="Liam"),
    # --- Tomasz Nowak, chauffeur routier (Cardiff)
    cas("heure_coucher",
        "My wife never goes to bed before 1 am, but I'm asleep by 10 pm because of the early starts.",
        "What time do I go to sleep?", "10 pm", autrui="1 am"),
    cas("oiseaux_voisin",
        "My neighbour Mr Hughes keeps racing pigeons, about forty of them in a loft behind his shed.",
        "What birds does Mr Hughes keep?", ["racing pigeons", "pigeons"], personne="Mr Hughes"),
    # --- Lukas Müller, brasseur (Munich)
    cas("club_supporte",
        "My son supports 1860 München, I've been a Bayern fan all my life, so derby day is tense.",
        "Which football club do I support?", "Bayern", autrui="1860"),
    # --- Adaeze Okonkwo, doctorante en science des sols (Toronto)
    cas("instrument_cousin",
        "My cousin Chidi plays bass guitar in a highlife band in Enugu.",
        "What instrument does Chidi play?", ["bass guitar", "bass"], personne="Chidi"),
    cas("anniversaire_grand_mere",
        "My grandmother turned 95 on March 12th and she still does the crossword every day.",
        "When did my grandmother turn 95?", "March 12th", personne="grandmother"),

    # ======================================================================
    # Information non donnée
    # ======================================================================
    # --- Yasmine Haddad, sage-femme (Marseille)
    cas("numero_telephone",
        "Le numéro du cabinet vétérinaire c'est le 04 91 22 37 10, ils ferment à 19h.",
        "C'est quoi mon numéro de téléphone ?", [], leurre="04 91 22 37 10"),
    # --- Thibaut Delcourt, boulanger (Namur)
    cas("date_naissance",
        "Ma femme est née le 8 octobre, il faut que je lui trouve un cadeau cette année.",
        "C'est quand mon anniversaire à moi ?", [], leurre="8 octobre"),
    # --- Gérard Vialettes, éleveur de brebis retraité (Cantal)
    cas("nom_cheval",
        "Ma sœur a une vieille jument qui s'appelle Câline, elle la monte encore tous les dimanches.",
        "Comment s'appelle mon cheval ?", [], leurre="Câline"),
    # --- Maëlle Tremblay, étudiante en génie civil (Québec)
    cas("record_marathon",
        "J'ai lu que le record du monde du marathon est de 2h00min35, c'est fou.",
        "C'est quoi mon record au marathon ?", [], leurre="2h00min35"),
    # --- Mamadou Ndiaye, pharmacien (Dakar)
    cas("nom_medecin",
        "Le médecin de ma grand-mère, c'est le docteur Sarr, à la clinique de Fann.",
        "Comment s'appelle mon médecin ?", [], leurre="Sarr"),
    # --- Hélène Cazaux, libraire (Bordeaux)
    cas("heure_fermeture",
        "La pharmacie de garde du quartier ferme à 22h ce soir, au cas où.",
        "À quelle heure je ferme ma librairie ?", [], leurre="22h"),
    # --- Aurélie Kieffer, conductrice de tram (Strasbourg)
    cas("date_depart_vacances",
        "Ma collègue Sandrine part en vacances le 3 août, du coup je la remplace sur ses services.",
        "Je pars en vacances quand ?", [], leurre="3 août"),

    # --- Priya Raman, data analyst (Leeds)
    cas("heure_debut_travail",
        "My son's school starts at 8:45, so mornings are a bit of a rush.",
        "What time do I start work?", [], leurre="8:45"),
    # --- Marcus Boudreaux, trompettiste de jazz (La Nouvelle-Orléans)
    cas("nom_chien",
        "My neighbour's dog is called Gumbo and he howls every time I practise.",
        "What's my dog called?", [], leurre="Gumbo"),
    # --- Siobhan Kelly, infirmière aux urgences (Galway)
    cas("lieu_mariage",
        "My old school friend Tom got married in Cancún last year, gorgeous photos.",
        "Where did I get married?", [], leurre="Cancún"),
    # --- Tomasz Nowak, chauffeur routier (Cardiff)
    cas("heure_vol",
        "Next Friday my brother flies to Gdańsk at 6:40 am, I'm driving him to Bristol airport.",
        "What time is my flight?", [], leurre="6:40"),
    # --- Lukas Müller, brasseur (Munich)
    cas("pointure_non_dite",
        "My wife wears size 39 shoes, she's been hunting for winter boots for weeks.",
        "What's my shoe size?", [], leurre="39"),
]
