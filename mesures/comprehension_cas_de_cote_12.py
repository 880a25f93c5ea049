"""Cas de côté n° 12 de la sonde de compréhension des faits personnels.

Ces cas ont été écrits à part, comme par un inconnu : sans voir le moteur, ni ses règles, ni
aucune autre partie de la sonde ; seul le format (`Cas`, `cas`, `session`, `contient`,
`NEGATION`) a été lu. Chaque cas est une session indépendante : un fait dit en un à trois tours,
glissé dans le bavardage, puis une question posée plus tard avec d'autres mots.

Personnes imaginées (8 écrivent en français, 6 en anglais) :
- Maëlle, apicultrice dans les Cévennes (compagnon Thibault, fils Noé, voisine Mme Roux) ;
- Gaspard, moniteur de ski en Haute-Savoie (sœur Inès, nièce Romane, collègue Yannick, chien Tofu) ;
- Hugo, luthier dans les Vosges (fille Capucine, apprentie Solène, frère Mathias, client M. Delarue) ;
- Nadia, auxiliaire vétérinaire (mère, chatte Pistache, collègue Karim, Dr Lemoine) ;
- Armelle, gardienne de refuge dans les Pyrénées (frère Jo, aide-gardienne Lison, chienne Nouka) ;
- Lucien, ostréiculteur sur le bassin d'Arcachon (père Robert, neveu Théo, voisin de parc Gégé) ;
- Soazig, tailleuse de pierre sur un chantier de cathédrale (compagne Lou, grand-mère Annick,
  collègue Mehdi) ;
- Bastien, maréchal-ferrant en Normandie (jumelles Jade et Rose, apprenti Kevin, cliente Mme Lecoq) ;
- Wanjiru, meneuse d'allure de marathon au Kenya (mari Otieno, fille Achieng, partenaire Faith) ;
- Callum, guide de distillerie sur Islay (collègue Fiona, épagneul Bramble) ;
- Tamsin, propriétaire d'une boutique de surf en Cornouailles (compagnon Jory, voisine Mrs Pascoe) ;
- Dolores « Dee », tatoueuse à Austin (fils Marco, amie Priya, chatte Frida) ;
- Aroha, tondeuse de moutons en Nouvelle-Zélande (sœur Mere, neveu Nikau, collègue Hemi) ;
- Ruben, accordeur de pianos à La Nouvelle-Orléans (femme Celeste, petite-fille Maya,
  client M. Thibodeaux).

Effectifs (calculés avec Python par verifier.py) :

    sorte de cas    total    fr    en
    simple             35    20    15
    mise_a_jour        20    11     9
    negation           12     8     4
    autrui             21    16     5
    absente            12     8     4
    total             100    63    37

(anglais : 37 % des cas ; 14 mises à jour sans mot de changement ; les 12 négations sont
reconnues par `NEGATION`.)

Relue à la fusion (neuvième tour), avant toute mesure : 1 cas retiré sans être lu (une
phrase proche d'une phrase d'une autre part : rapport `difflib`
au-dessus de 0,7, `tests/test_sonde_parts_de_cote.py`) ; restent 99 cas.
Mesurée une fois sur le moteur du début du neuvième tour (commit ec3c49d : 53/99 en contexte,
65/87 extraits, 46/87 rappelés, 47/99 gardés par le résumé, 14 réponses sur la mauvaise
personne), puis devenue du réglage au neuvième tour : c'est sur ses échecs qu'une partie des
règles de ce tour a été écrite.
"""
from mesures.comprehension_cas import Cas, cas

CAS_DE_COTE_12: list[Cas] = [
    # ------------------------------------------------------------------
    # Maëlle, apicultrice dans les Cévennes (compagnon Thibault, fils Noé,
    # voisine Mme Roux)
    # ------------------------------------------------------------------
    # fait simple
    cas("nombre_ruches",
        ["J'ai 42 ruches en ce moment, réparties sur trois ruchers entre les châtaigniers et la garrigue."],
        "Je m'occupe de combien de colonies actuellement, tu te souviens ?",
        ["42"]),
    # fait simple
    cas("date_recolte_miel_chataignier",
        ["La récolte du miel de châtaignier, je la prévois pour le 18 juillet, si la météo veut bien tenir."],
        "Je t'avais dit quand je comptais récolter le châtaignier ?",
        ["18 juillet"]),
    # mise à jour, sans mot de changement
    cas("prix_pot_miel_marche",
        ["Au marché du samedi, je vends le pot de 500 g à 9 euros.",
         "Avec la mauvaise saison et le prix du verre, j'ai dû passer le pot de 500 g à 11 euros."],
        "Combien je fais payer un demi-kilo de miel au marché ?",
        ["11 euros"], perime=["9 euros"]),
    # négation
    cas("traitement_chimique_ruches",
        ["Non, je n'utilise jamais de produits chimiques de synthèse contre le varroa, pas question : "
         "seulement de l'acide oxalique et beaucoup de patience."],
        "Est-ce que je soigne mes abeilles avec des produits de synthèse ?",
        ["jamais", "pas", "non"], valeur=["jamais de produits chimiques de synthèse"]),
    # fait d'une autre personne
    cas("age_fils",
        ["Mon fils Noé vient d'avoir 7 ans, et Thibault a déjà peur qu'il réclame sa propre ruche."],
        "Noé a quel âge maintenant ?",
        ["7 ans"], personne="Noé"),
    # fait de l'utilisatrice, avec la valeur d'un autre dans la même phrase
    cas("taille_combinaison",
        ["Pour les vareuses d'apiculture, je prends la taille 2 et Thibault la taille 5, il est bâti comme "
         "une armoire."],
        "Je commande quelle taille de vareuse pour moi ?",
        ["taille 2"], autrui=["taille 5"]),
    # information absente
    cas("heure_passage_voisine",
        ["Mme Roux, la voisine, veut m'acheter six pots pour Noël, elle passe les chercher samedi."],
        "Mme Roux vient récupérer ses pots à quelle heure ?",
        [], leurre=["samedi"]),
    # fait simple : manière de répondre
    cas("format_recettes_souhaite",
        ["Quand tu me donnes une recette, fais-moi une liste numérotée, je lis ça avec les gants entre "
         "deux ruches."],
        "Sous quelle forme je préfère que tu me présentes les recettes ?",
        ["liste numérotée"]),

    # ------------------------------------------------------------------
    # Gaspard, moniteur de ski en Haute-Savoie (sœur Inès, nièce Romane,
    # collègue Yannick, chien Tofu)
    # ------------------------------------------------------------------
    cas("heure_premier_cours",
        ["Demain je commence à 8h45 avec un groupe de six petits Piou-Piou, prévoir le chocolat chaud."],
        "Je dois être sur les pistes à quelle heure demain matin ?",
        ["8h45"]),
    # mise à jour, sans mot de changement
    cas("longueur_skis",
        ["J'ai fait régler les fixations de mes skis de 178.",
         "Bon, j'ai changé de paire, je skie sur des 184 cette saison, c'est plus stable en poudreuse."],
        "Mes skis actuels font quelle longueur ?",
        ["184"], perime=["178"]),
    # fait d'une autre personne
    cas("discipline_soeur",
        ["Ma sœur Inès, elle, fait du biathlon, elle vise les championnats de France en mars."],
        "Dans quelle discipline ma sœur fait de la compétition ?",
        ["biathlon"], personne="sœur"),
    # fait simple, style SMS
    cas("nom_chien",
        ["mon border collie c tofu, il m'attend tjrs en bas des pistes mdr"],
        "C'est quoi le nom de mon chien déjà ?",
        ["Tofu"]),
    # négation
    cas("pratique_snowboard",
        ["Le snowboard ? Non, je n'en fais plus depuis ma fracture du poignet, et je ne compte pas y "
         "revenir."],
        "Je fais encore du snow à côté du ski ?",
        ["non", "plus", "pas"], valeur=["n'en fais plus"]),
    # fait de l'utilisateur, avec la valeur d'un collègue
    cas("pointure_chaussures_ski",
        ["Yannick et moi, on a commandé les mêmes chaussures de ski, lui en 28,5 et moi en 27,5."],
        "J'ai pris quelle taille de chaussures de ski ?",
        ["27,5"], autrui=["28,5"]),
    # information absente
    cas("prix_forfait_niece",
        ["Ma nièce Romane a eu son forfait saison offert pour ses 12 ans."],
        "Combien a coûté le forfait de Romane ?",
        [], leurre=["12 ans"]),
    # fait simple réparti sur deux tours
    cas("date_depart_gr20",
        ["Après la saison, je pars faire le GR20 en Corse, deux semaines en autonomie.",
         "Le départ est calé au 3 juin, Yannick me rejoindra à Vizzavona."],
        "Je commence ma rando corse quel jour ?",
        ["3 juin"]),

    # ------------------------------------------------------------------
    # Hugo, luthier dans les Vosges (fille Capucine, apprentie Solène,
    # frère Mathias, client M. Delarue)
    # ------------------------------------------------------------------
    cas("essence_bois_violon",
        ["Pour le violon en cours, j'ai choisi une table en épicéa du Jura, séché depuis quinze ans dans "
         "l'atelier."],
        "C'est quoi déjà le bois du dessus de l'instrument que je construis ?",
        ["épicéa"]),
    # mise à jour avec « finalement »
    cas("date_livraison_alto",
        ["L'alto de M. Delarue doit être livré le 14 mars.",
         "Finalement, le vernis sèche mal avec toute cette humidité, je le livrerai le 28 mars."],
        "Quand est-ce que je remets l'alto à mon client ?",
        ["28 mars"], perime=["14 mars"]),
    # fait d'une autre personne
    cas("instrument_fille",
        ["Ma fille Capucine a troqué le violon pour le violoncelle, elle entre en deuxième année au "
         "conservatoire."],
        "Ma fille joue de quel instrument maintenant ?",
        ["violoncelle"], personne="fille"),
    # négation
    cas("colle_vinylique",
        ["Je ne mets jamais de colle vinylique sur un instrument, uniquement de la colle de peau chaude, "
         "sinon pas moyen de le démonter plus tard."],
        "Ça m'arrive de coller un violon à la vinylique ?",
        ["jamais", "pas"], valeur=["jamais de colle vinylique"]),
    cas("diapason_accord",
        ["À l'atelier, j'accorde tout au 442 Hz, c'est ce que demandent les orchestres du coin."],
        "Sur quelle fréquence je règle le la ?",
        ["442"]),
    # fait de l'utilisateur, avec l'horaire de l'apprentie
    cas("heure_ouverture_atelier",
        ["J'ouvre l'atelier à 9h, Solène arrive plus tôt, vers 7h30, pour faire chauffer la colle."],
        "À quelle heure j'ouvre la boutique le matin ?",
        ["9h"], autrui=["7h30"]),
    # information absente
    cas("taux_pret_frere",
        ["Mon frère Mathias m'a prêté 2000 euros pour acheter le bois de l'année."],
        "À quel taux Mathias m'a prêté l'argent pour le bois ?",
        [], leurre=["2000 euros"]),
    # fait simple : contrainte de santé
    cas("medicament_tension",
        ["Je prends un comprimé de Coversyl chaque matin pour ma tension, le médecin insiste pour que je "
         "n'en saute aucun."],
        "Quel est mon traitement pour la tension artérielle ?",
        ["Coversyl"]),

    # ------------------------------------------------------------------
    # Nadia, auxiliaire vétérinaire (mère, chatte Pistache, collègue Karim,
    # Dr Lemoine)
    # ------------------------------------------------------------------
    cas("nom_chatte",
        ["Ma chatte Pistache a 14 ans, elle passe ses journées sur le radiateur."],
        "Rappelle-moi le nom de ma vieille minette ?",
        ["Pistache"]),
    # fait simple, style SMS
    cas("weekend_astreinte",
        ["jsuis d'astreinte à la clinique le we du 22 novembre donc pas de sortie ce samedi-là 😩"],
        "Quel week-end je suis de garde ?",
        ["22 novembre"]),
    # mise à jour, sans mot de changement
    cas("horaire_service_semaine",
        ["Cette semaine je suis du soir, de 14h30 à 22h.",
         "Karim m'a demandé d'échanger, du coup je fais le service du matin, de 6h à 13h."],
        "Je prends mon poste à quelle heure ces jours-ci ?",
        ["6h"], perime=["14h30"]),
    # négation
    cas("viande",
        ["Je ne mange plus de viande depuis que je bosse en clinique, aucune, même pas le poulet de ma "
         "mère."],
        "Je mange un peu de poulet de temps en temps ?",
        ["plus", "aucun", "pas"], valeur=["ne mange plus de viande"]),
    # fait d'une autre personne
    cas("rdv_operation_mere",
        ["Ma mère se fait opérer de la hanche le 9 décembre, je poserai ma journée pour l'accompagner."],
        "C'est quand que ma mère passe au bloc ?",
        ["9 décembre"], personne="mère"),
    # fait de l'utilisatrice, avec la valeur du collègue
    cas("groupe_sanguin",
        ["Je suis O négatif, Karim est A positif, on l'a découvert au don du sang la semaine dernière."],
        "C'est quoi mon groupe sanguin ?",
        ["O négatif"], autrui=["A positif"]),
    # information absente
    cas("successeur_veterinaire",
        ["Le Dr Lemoine part à la retraite en juin, la clinique cherche encore quelqu'un pour le remplacer."],
        "Qui va prendre la suite du Dr Lemoine ?",
        [], leurre=["juin"]),
    # fait simple : manière de répondre
    cas("ton_des_reponses",
        ["Sois direct avec moi, pas de formules de politesse, je lis tes messages entre deux perfusions."],
        "Tu te souviens du ton que je veux dans tes réponses ?",
        ["direct"]),

    # ------------------------------------------------------------------
    # Armelle, gardienne de refuge dans les Pyrénées (mari Fabrice, frère Jo,
    # aide-gardienne Lison, chienne Nouka)
    # ------------------------------------------------------------------
    cas("nombre_couchages_refuge",
        ["Le refuge a 38 couchages, et on est complets tous les week-ends d'août."],
        "Je peux héberger combien de randonneurs au maximum ?",
        ["38"]),
    # mise à jour, sans mot de changement
    cas("date_ravitaillement_helico",
        ["L'hélico du ravitaillement monte le 12 juin avec le gaz et les conserves.",
         "Le pilote a appelé : avec le vent annoncé, la rotation se fera le 15 juin."],
        "Quand arrivent les provisions par hélicoptère ?",
        ["15 juin"], perime=["12 juin"]),
    # fait d'une autre personne
    cas("metier_frere",
        ["Mon frère Jo est pisteur-secouriste à Gavarnie, il monte parfois nous voir le lundi."],
        "Il fait quoi comme boulot, Jo ?",
        ["pisteur"], personne="Jo"),
    # négation
    cas("alcool_genepi",
        ["Je ne bois pas d'alcool, jamais, même pas le génépi que les randonneurs m'offrent le soir."],
        "Je prends un petit génépi avec les clients après le repas ?",
        ["pas", "jamais"], valeur=["ne bois pas d'alcool"]),
    # fait simple : contrainte de santé
    cas("charge_max_genou",
        ["J'ai le ménisque du genou gauche abîmé, le kiné m'interdit de porter plus de 15 kilos dans la "
         "descente."],
        "Quel poids maximum je peux avoir sur le dos en descendant ?",
        ["15 kilos"]),
    # fait de l'utilisatrice, avec la date de l'aide-gardienne
    cas("date_ouverture_refuge",
        ["Je monte au refuge le 1er mai pour ouvrir, Lison me rejoint le 20 mai."],
        "Quand est-ce que j'arrive là-haut pour lancer la saison ?",
        ["1er mai"], autrui=["20 mai"]),
    # information absente
    cas("race_chienne",
        ["Nouka, notre chienne, a 6 ans et porte le pain frais dans ses sacoches chaque matin."],
        "Nouka, c'est quelle race de chien ?",
        [], leurre=["6 ans"]),
    # mise à jour avec « désormais »
    cas("heure_petit_dejeuner_refuge",
        ["Le petit-déjeuner au refuge est servi à partir de 6h30.",
         "Avec les cordées qui partent tôt pour le Vignemale, on sert désormais dès 5h."],
        "Les randonneurs peuvent prendre le petit-déj à partir de quelle heure ?",
        ["5h"], perime=["6h30"]),

    # ------------------------------------------------------------------
    # Lucien, ostréiculteur sur le bassin d'Arcachon (père Robert, neveu Théo,
    # voisin de parc Gégé)
    # ------------------------------------------------------------------
    cas("surface_parcs_huitres",
        ["J'exploite 4 hectares de parcs du côté du banc d'Arguin, c'est déjà bien assez pour un homme "
         "seul."],
        "J'ai combien de surface en parcs à huîtres ?",
        ["4 hectares"]),
    # mise à jour en trois tours, sans mot de changement
    cas("prix_douzaine_huitres",
        ["La douzaine de numéro 3, je la vends 8 euros à la cabane.",
         "Les huîtres sont superbes cette année, bien pleines.",
         "Pour les fêtes je monte la douzaine de n°3 à 10 euros, comme tout le monde sur le port."],
        "Je fais payer combien les douze huîtres en ce moment ?",
        ["10 euros"], perime=["8 euros"]),
    # négation
    cas("gout_propres_huitres",
        ["Je ne mange jamais mes propres huîtres, non, j'en ai vu assez, je préfère les moules."],
        "J'aime bien déguster ma production le soir ?",
        ["jamais", "non"], valeur=["ne mange jamais mes propres huîtres"]),
    # fait d'une autre personne
    cas("age_pere",
        ["Mon père Robert a 81 ans et il vient encore trier les poches à marée basse."],
        "Il a quel âge, mon père ?",
        ["81 ans"], personne="père"),
    # fait de l'utilisateur, avec l'horaire du neveu
    cas("heure_maree_demain",
        ["Demain je vais aux parcs à la marée de 5h40, Théo prendra celle de 18h10 avec l'autre chaland."],
        "Je pars sur l'eau à quelle heure demain ?",
        ["5h40"], autrui=["18h10"]),
    # mise à jour, sans mot de changement
    cas("date_permanence_salon",
        ["Je tiens le stand des ostréiculteurs au Salon de l'agriculture le 27 février.",
         "J'ai échangé avec Gégé, moi je serai au stand le 3 mars."],
        "Je suis de permanence au salon quel jour ?",
        ["3 mars"], perime=["27 février"]),
    # information absente
    cas("note_epreuve_neveu",
        ["Mon neveu Théo a eu son CAP conchyliculture avec 15 de moyenne, on a fêté ça à la cabane."],
        "Théo a eu quelle note à l'épreuve pratique ?",
        [], leurre=["15 de moyenne"]),
    cas("musique_chaland",
        ["Sur le chaland je mets toujours du Brassens, mes huîtres ont grandi avec « Les copains d'abord »."],
        "Quel chanteur j'écoute quand je travaille sur le bateau ?",
        ["Brassens"]),

    # ------------------------------------------------------------------
    # Soazig, tailleuse de pierre sur un chantier de restauration (compagne Lou,
    # grand-mère Annick, compagnon de chantier Mehdi)
    # ------------------------------------------------------------------
    cas("pierre_taillee_chantier",
        ["Sur le chantier de la cathédrale, je taille du calcaire de Savonnières, c'est tendre mais "
         "capricieux."],
        "Quelle pierre je travaille en ce moment ?",
        ["calcaire", "Savonnières"]),
    # fait simple : contrainte de santé
    cas("oreille_abimee",
        ["Je porte des bouchons moulés sur mesure : j'ai perdu 30 % d'audition à l'oreille droite à cause "
         "des meuleuses."],
        "De quel côté j'entends moins bien ?",
        ["droite"]),
    # mise à jour, sans mot de changement
    cas("date_passage_jury",
        ["Mon ouvrage de fin de formation passe devant le jury le 6 octobre.",
         "Le jury a avancé la date : ce sera le 29 septembre, panique totale à l'atelier."],
        "C'est quand mon passage devant les examinateurs ?",
        ["29 septembre"], perime=["6 octobre"]),
    # négation
    cas("gants_taille",
        ["Je ne porte jamais de gants pour tailler, non, je perds toute la sensation du ciseau."],
        "Je mets des gants quand je sculpte la pierre ?",
        ["jamais", "non"], valeur=["ne porte jamais de gants"]),
    # fait d'une autre personne
    cas("plat_grand_mere",
        ["Ma grand-mère Annick fait le meilleur kig ha farz du Finistère, elle le prépare chaque premier "
         "dimanche du mois."],
        "Quelle spécialité cuisine ma grand-mère ?",
        ["kig ha farz"], personne="grand-mère"),
    # fait de l'utilisatrice, avec la valeur de son collègue
    cas("poids_massette",
        ["Ma massette pèse 800 grammes, celle de Mehdi 1,2 kilo, il a des bras de bûcheron."],
        "Mon outil de frappe fait quel poids déjà ?",
        ["800 grammes"], autrui=["1,2 kilo"]),
    # information absente
    cas("nom_tortue",
        ["Lou et moi, on a adopté une vieille tortue de 40 ans qui ne mange que des pissenlits."],
        "Comment s'appelle notre tortue ?",
        [], leurre=["40 ans"]),
    # mise à jour, sans mot de changement
    cas("taille_bague_lou",
        ["Je vais demander Lou en mariage à Noël, j'ai commandé la bague en taille 52.",
         "La bijoutière a comparé avec une vieille bague de Lou : on part sur une 54."],
        "Quelle taille de bague je fais faire pour Lou ?",
        ["54"], perime=["52"]),

    # ------------------------------------------------------------------
    # Bastien, maréchal-ferrant en Normandie (femme Élodie, jumelles Jade et
    # Rose, apprenti Kevin, cliente Mme Lecoq)
    # ------------------------------------------------------------------
    cas("nom_jument",
        ["Ma jument s'appelle Orphée, une selle français de 12 ans que j'ai récupérée d'un club."],
        "Comment s'appelle mon cheval ?",
        ["Orphée"]),
    cas("chevaux_par_jour",
        ["Je ferre en moyenne 7 chevaux par jour, davantage quand il y a des concours dans le coin."],
        "J'en fais combien d'habitude dans une journée, des ferrures ?",
        ["7"]),
    # mise à jour, sans mot de changement
    # négation
    cas("compte_facebook",
        ["Je n'ai pas de compte Facebook, non, ni aucun réseau social : mes clients m'appellent sur le "
         "fixe."],
        "Mes clients peuvent me trouver sur Facebook ?",
        ["pas", "non", "aucun"], valeur=["pas de compte Facebook"]),
    # fait d'une autre personne, avec la valeur de sa sœur jumelle
    cas("activite_rose",
        ["Pour mes jumelles, le mercredi c'est un marathon : Jade fait du judo et Rose du théâtre."],
        "Rose a quelle activité le mercredi ?",
        ["théâtre"], personne="Rose", autrui=["judo"]),
    # fait de l'utilisateur, avec la pointure de l'apprenti
    cas("pointure_securite",
        ["Je chausse du 45 pour mes chaussures de sécurité, Kevin du 42, faut pas confondre les cartons."],
        "C'est quoi ma pointure pour les chaussures coquées ?",
        ["45"], autrui=["42"]),
    # information absente
    cas("heure_passage_poneys",
        ["Mme Lecoq veut que je passe ferrer ses deux poneys mardi prochain."],
        "Tu sais à quelle heure Mme Lecoq m'attend pour les poneys ?",
        [], leurre=["mardi"]),

    # ------------------------------------------------------------------
    # Wanjiru, meneuse d'allure (marathon) au Kenya (mari Otieno, fille
    # Achieng, partenaire d'entraînement Faith)
    # ------------------------------------------------------------------
    cas("allure_marathon_berlin",
        ["I pace the 3:05 group at the Berlin Marathon, which means holding 4:23 per kilometre for the "
         "whole 42 km."],
        "What split per km do I have to hold in Berlin?",
        ["4:23"]),
    cas("heure_sortie_longue",
        ["Please remember that my Sunday long run starts at 5:30 a.m., before the heat gets bad."],
        "When do I need to be out the door for the weekend long run?",
        ["5:30"]),
    # mise à jour, sans mot de changement
    cas("objectif_semi_marathon",
        ["My goal for the Ndakaini half marathon is 1:12, Otieno thinks I can do it.",
         "After that hamstring scare I'll be happy with 1:16 at Ndakaini, honestly."],
        "What finishing time am I targeting for the half?",
        ["1:16"], perime=["1:12"]),
    # mise à jour en trois tours, avec « now »
    cas("kilometrage_hebdomadaire",
        ["I run about 160 km a week during the build-up, sometimes more.",
         "Faith keeps telling me I look tired.",
         "We agreed I should cut back, so it's 130 km a week now until October."],
        "How many kilometres am I running per week these days?",
        ["130"], perime=["160"]),
    # négation
    cas("boissons_gazeuses",
        ["I never drink soda, not even a Fanta after a race, no thank you."],
        "Do I treat myself to a Coke when I finish a race?",
        ["never", "not", "no"], valeur=["never drink soda"]),
    # fait d'une autre personne
    cas("rentree_achieng",
        ["My daughter Achieng starts nursery school on 6 January, she already parades around in her little "
         "green uniform."],
        "When is Achieng's first day of school?",
        ["6 January"], personne="Achieng"),
    # information absente
    cas("prix_chaussures_course",
        ["My sponsor sends me four pairs of racing shoes every season."],
        "How much do my racing shoes cost?",
        [], leurre=["four pairs"]),

    # ------------------------------------------------------------------
    # Callum, guide de distillerie sur Islay (grand-mère Morag, chien Bramble,
    # collègue Fiona)
    # ------------------------------------------------------------------
    cas("visites_par_jour",
        ["I lead four tours a day in summer, each about ninety minutes including the tasting."],
        "How many groups do I take round per day in the summer season?",
        ["four"]),
    # fait de l'utilisateur, avec le whisky de sa collègue
    cas("whisky_prefere",
        ["My favourite dram is the 16-year-old Lagavulin, though Fiona swears by Laphroaig and we argue "
         "about it every lunch break."],
        "Which whisky do I like most?",
        ["Lagavulin"], autrui=["Laphroaig"]),
    cas("nom_epagneul",
        ["My spaniel Bramble comes to work with me and naps under the sherry casks."],
        "What's my dog's name again?",
        ["Bramble"]),
    # fait simple : contrainte de santé
    cas("type_diabete",
        ["I have type 1 diabetes, so I always carry jelly babies in my sporran on tours."],
        "Which kind of diabetes am I managing?",
        ["type 1"]),
    # mise à jour en trois tours, deux anciennes valeurs
    cas("jour_de_repos",
        ["My day off is Tuesday this season.",
         "Fiona asked to swap, so Wednesday it is.",
         "Scratch that, the rota's final: Thursday is my day off from next week."],
        "Which weekday do I get off?",
        ["Thursday"], perime=["Tuesday", "Wednesday"]),
    # négation
    cas("degustation_au_travail",
        ["I never swallow during tastings at work, not a drop, I just nose and spit."],
        "Do I actually drink the whisky when I'm guiding?",
        ["never", "not"], valeur=["never swallow during tastings"]),

    # ------------------------------------------------------------------
    # Tamsin, propriétaire d'une boutique de surf en Cornouailles (compagnon
    # Jory, voisine Mrs Pascoe)
    # ------------------------------------------------------------------
    cas("longueur_longboard",
        ["My longboard is a 9'2\" single fin, battered and yellowed, I've had it since uni."],
        "What length is my old single fin?",
        ["9'2"]),
    # fait simple, style familier
    cas("epaisseur_combinaison_hiver",
        ["I wear my 5/4 wetsuit from November to April lol, the Atlantic is brutal then."],
        "How thick is the suit I use in the winter months?",
        ["5/4"]),
    # mise à jour, sans mot de changement
    cas("fermeture_boutique_semaine",
        ["I close the shop at 6 pm on weekdays.",
         "Since the clocks went back, the shop shuts at 5 pm Monday to Friday."],
        "What time do I lock up during the week?",
        ["5 pm"], perime=["6 pm"]),
    # mise à jour, sans mot de changement
    cas("tarif_cours_collectif",
        ["My group surf lessons are £35 for two hours, boards included.",
         "Insurance went up again so I've raised group lessons to £40."],
        "How much do I charge for a group lesson?",
        ["£40", "40"], perime=["35"]),
    # fait d'une autre personne
    cas("anniversaire_voisine",
        ["My neighbour Mrs Pascoe turns 90 on the 14th of May and wants a cake shaped like a surfboard, "
         "bless her."],
        "When's my neighbour's birthday?",
        ["14th of May", "14"], personne="neighbour"),
    # information absente
    cas("nom_deriveur_jory",
        ["My partner Jory bought a second-hand sailing dinghy for £1,800 last month."],
        "What did Jory name his dinghy?",
        [], leurre=["£1,800"]),

    # ------------------------------------------------------------------
    # Dolores « Dee », tatoueuse à Austin (fils Marco, amie Priya, chatte Frida)
    # ------------------------------------------------------------------
    cas("tarif_horaire_studio",
        ["My hourly rate at the studio is $180, with a two-hour minimum for big back pieces."],
        "What do I charge per hour for tattooing?",
        ["$180", "180"]),
    cas("nom_chat_studio",
        ["My cat Frida only has one eye and runs the waiting room like she owns it."],
        "What do I call my one-eyed cat?",
        ["Frida"]),
    # fait simple : manière de répondre
    cas("format_reponses_puces",
        ["Please answer me in bullet points, I skim everything on my phone between clients."],
        "How do I want your replies laid out?",
        ["bullet points"]),
    # mise à jour, sans mot de changement
    cas("date_convention_tatouage",
        ["My booth day at the Star of Texas convention is January 17.",
         "Priya says the line for my flash sheets will be huge.",
         "The organizers emailed this morning: my booth slot is January 19."],
        "Which day am I tattooing at the convention?",
        ["January 19"], perime=["January 17"]),
    # négation
    cas("tatouage_visage",
        ["I never do face tattoos, no exceptions, not even for my regulars."],
        "Would I tattoo someone's face if they asked nicely?",
        ["never", "no", "not"], valeur=["never do face tattoos"]),
    # information absente
    cas("emplacement_tatouage_marco",
        ["My son Marco just got his first tattoo from me, a tiny anchor, for his 18th birthday."],
        "Where on his body did Marco get his anchor tattoo?",
        [], leurre=["tiny anchor"]),

    # ------------------------------------------------------------------
    # Aroha, tondeuse de moutons en Nouvelle-Zélande (sœur Mere, neveu Nikau,
    # collègue Hemi)
    # ------------------------------------------------------------------
    cas("record_tonte",
        ["My personal best is 412 ewes in nine hours, set at a woolshed out past Te Kūiti."],
        "What's my best tally in a single day of shearing?",
        ["412"]),
    # fait simple : contrainte de santé
    cas("poignet_opere",
        ["I had surgery on my right wrist in 2021, so I strap it with a brace before every run."],
        "Which joint was operated on?",
        ["right wrist", "wrist"]),
    # mise à jour avec « instead »
    cas("date_golden_shears",
        ["My heat at the Golden Shears is on Thursday 28 February.",
         "Hemi swapped heats with me, so I'm shearing on Friday 1 March instead."],
        "What day do I compete at the Golden Shears?",
        ["1 March", "Friday"], perime=["28 February", "Thursday"]),
    # mise à jour, sans mot de changement
    cas("tarif_par_brebis",
        ["I get paid $3.90 a sheep this season.",
         "The contractor agreed to $4.20 a head after the gang pushed back."],
        "How much am I getting per animal?",
        ["$4.20", "4.20"], perime=["3.90"]),
    # fait d'une autre personne
    cas("metier_soeur",
        ["My sister Mere is a wool classer, she grades every fleece that comes off my board."],
        "What does Mere do for work?",
        ["wool classer"], personne="Mere"),
    # information absente
    cas("nom_chiot_neveu",
        ["My nephew Nikau is training a huntaway pup he got for his 10th birthday."],
        "What did Nikau name his puppy?",
        [], leurre=["huntaway"]),

    # ------------------------------------------------------------------
    # Ruben, accordeur de pianos à La Nouvelle-Orléans (femme Celeste,
    # petite-fille Maya, client M. Thibodeaux)
    # ------------------------------------------------------------------
    cas("tarif_piano_queue",
        ["I charge $140 to tune an upright and $190 for a grand, a pitch raise is extra."],
        "What's my price for tuning a grand piano?",
        ["$190", "190"]),
    # fait simple : contrainte de santé
    cas("appareil_auditif",
        ["I wear a hearing aid in my left ear, but I take it out when I tune because it whistles."],
        "On which side is my hearing device?",
        ["left"]),
    cas("anniversaire_mariage",
        ["My wife Celeste and I celebrate our 40th wedding anniversary on June 8, we're going back to the "
         "restaurant of our first date."],
        "What's the date of our anniversary?",
        ["June 8"]),
    # mise à jour avec « actually »
    cas("rdv_steinway",
        ["Next Tuesday I tune Mr. Thibodeaux's Steinway at 10 am.",
         "Actually, Mr. Thibodeaux called back, he wants me there at 2 pm on Tuesday."],
        "When am I due at Mr. Thibodeaux's place on Tuesday?",
        ["2 pm"], perime=["10 am"]),
    # négation
    cas("tabac",
        ["I quit cigarettes in 1998 and I've never smoked since, not even a cigar at Jazz Fest."],
        "Am I still a smoker?",
        ["never", "not"], valeur=["never smoked since"]),
    # fait d'une autre personne
    cas("instrument_maya",
        ["My granddaughter Maya plays trumpet in her school marching band, front row at the Mardi Gras "
         "parades."],
        "What instrument does Maya play?",
        ["trumpet"], personne="Maya"),
]
