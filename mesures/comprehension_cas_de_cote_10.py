"""Cas de côté n° 10 pour la sonde de compréhension.

Cette partie a été écrite à l'écart : sans voir le moteur, ni les autres parties de cas, ni
aucun autre fichier que le format (`mesures/comprehension_cas.py`). Les phrases veulent être
celles qu'un utilisateur ordinaire taperait, pas des phrases taillées pour une règle.

Personnes imaginées (une session par cas, chaque cas est indépendant) :
- Doug, routier en frigorifique dans l'Ohio (sa femme Denise, sa fille Kayla, son frère Randy) ;
- Priya, professeure de yoga à Bristol (sa sœur Anjali, son compagnon Tom) ;
- Jonas, développeur back-end à Berlin (sa collègue Lena, son propriétaire M. Albrecht) ;
- Fiona, vétérinaire rurale à Inverness (son mari Rory, son voisin Callum, son associé Euan) ;
- Siobhan, hôtesse de l'air long-courrier à Dublin (son frère Cian, pilote) ;
- Gwenaëlle, boulangère à Quimper (son mari Erwan, pêcheur ; sa voisine Mme Le Goff) ;
- Yann, second capitaine sur un porte-conteneurs, basé au Havre (sa fille Maïwenn, son
  commandant Marko, son frère Gildas) ;
- Réjean, producteur laitier et acériculteur dans les Cantons-de-l'Est, au Québec (sa blonde
  Chantal, son fils Olivier) ;
- Fatou, étudiante en droit à Dakar (sa cousine Awa, sa camarade de chambre Ndèye, sa tante) ;
- Bernard, instituteur retraité à Périgueux (sa femme Monique, son petit-fils Arthur, sa sœur
  Odile) ;
- Inès, traductrice indépendante à Bruxelles (sa collègue Heloísa à Porto) ;
- Théo, doctorant en astrophysique à Grenoble (sa copine Justine, interne à Lyon) ;
- Carmen, sage-femme de nuit à Lausanne (son chef de service, le Dr Rochat).

`sorte` nomme la nature du fait (« pointure », « ligne_bus », « contre_indication_medicament »,
« age_enfant »…, 102 sortes distinctes après la fusion, où six ont été renommées pour ne pas
reprendre un mot du scénario : allergie, chef, langue) ; le genre de cas est donné par les
commentaires de section : faits simples, mises à jour (le fait change plus tard, `perime` = ancienne valeur),
négations, faits sur d'autres personnes (fait d'une autre personne, ou question sur
l'utilisateur avec la valeur d'autrui dans `autrui`), information non donnée (`attendu` vide,
`leurre` = valeur voisine). Pour quelques négations, `valeur` donne l'objet nié
(« essential oils », « alcool »…) plutôt que « non »/« never ».

Comptes par genre de cas (calculés avec Python d'après les sections ; la langue est celle de
la session : anglais si la première phrase commence par I, My, Next ou Please) :
- total : 106 cas ;
- faits simples : 36 (français 22, anglais 14) ;
- mises à jour : 22 (français 13, anglais 9) ;
- négations : 14 (français 8, anglais 6) ;
- faits sur autrui : 22 (français 13, anglais 9) ;
- information non donnée : 12 (français 7, anglais 5) ;
- par langue : français 63, anglais 43.

Relue à la fusion (septième tour), avant toute mesure : 3 cas avaient une phrase proche d'une autre
part (rapport `difflib` au-dessus de 0,7 : le tracteur, la coriandre, le sucre dans le café) ;
retirés, restent 103 cas (faits simples 36, mises à jour 21, négations 12, faits sur autrui 22,
information non donnée 12 ; français 61, anglais 42). Mesurée une fois avant tout réglage (moteur
du commit b4c7198, le README donne les chiffres), puis gardée de côté : on ne règle rien sur elle.
"""

from __future__ import annotations

from mesures.comprehension_cas import Cas, cas

CAS_DE_COTE_10: list[Cas] = [
    # ======================================================================
    # Faits simples
    # ======================================================================
    # --- Doug, routier (Ohio)
    cas("modele_camion",
        "I haul refrigerated produce for a company out of Columbus, and my rig is a 2019 "
        "Peterbilt 579 that I've put almost 400,000 miles on.",
        "what truck am i driving these days?",
        ["Peterbilt"]),
    cas("dose_medicament",
        "I take a blood pressure pill every morning with breakfast, lisinopril 10 mg, "
        "doctor's orders since last spring.",
        "Remind me what dose my BP medication is?",
        ["10 mg", "10mg", "10 milligrams", "ten milligrams"]),
    cas("surnom_radio",
        "My CB handle is Buckeye Bandit, the guys on channel 19 stuck me with it years ago "
        "and it never went away.",
        "What do the other drivers call me over the radio?",
        ["Buckeye Bandit"]),
    # --- Priya, prof de yoga (Bristol)
    cas("horaire_cours",
        "I teach a restorative class every Thursday at 6:45 pm in a church hall in Clifton, "
        "it's honestly my favourite one of the week.",
        "when's my restorative class again?",
        ["6:45", "6.45", "18:45", "quarter to seven"]),
    cas("longueur_reponses",
        "Please keep your answers short, like three or four lines max, I mostly read them "
        "on my phone between classes.",
        "How long should your replies to me be?",
        ["short", "three or four lines", "3 or 4 lines", "four lines", "4 lines", "brief"]),
    cas("epaisseur_tapis",
        "My mat is a 6 mm Manduka PRO in a sort of sage green, best thing I ever bought "
        "for my knees.",
        "how thick was my mat, do you remember",
        ["6 mm", "6mm", "six millimetres", "six millimeters", "6 millimetres",
         "6 millimeters"]),
    # --- Jonas, développeur (Berlin)
    cas("date_astreinte",
        "Next Monday, the 14th, my on-call week starts again — it's every other week for "
        "our payments team.",
        "when does my on call start?",
        ["14th", "14", "fourteenth"]),
    cas("nom_sonnette",
        "My flat is in Neukölln, third floor, and the buzzer still says Lindqvist because "
        "the previous tenant never changed the label.",
        "What name is on my doorbell?",
        ["Lindqvist"]),
    cas("code_programmation",
        "I write mostly Go at work, but please give me code examples in Rust when I ask "
        "about my side projects.",
        "which language should you use for code in my hobby projects?",
        ["Rust"]),
    # --- Fiona, vétérinaire (Inverness)
    cas("numero_urgence",
        "I run a mixed practice in Inverness — mostly sheepdogs and cats, plus the odd "
        "Highland cow on farm visits — and the clinic's emergency line is 01463 772 905.",
        "whats the out of hours number for my clinic",
        ["01463 772 905", "01463772905", "772 905"]),
    cas("age_chien",
        "My border collie Tavish is eleven now and he still rounds up the hens every "
        "single morning.",
        "How old is my dog?",
        ["eleven", "11"]),
    # --- Siobhan, hôtesse de l'air (Dublin)
    cas("matricule",
        "I fly mostly the transatlantic routes out of Dublin, and my staff number is "
        "EI-40917 if I ever need it for a form.",
        "what was my staff number again",
        ["EI-40917", "40917"]),
    cas("pointure",
        "I wear a size 5 shoe, UK sizing, which makes finding decent work heels a "
        "nightmare.",
        "whats my shoe size agian?",
        ["5", "five", "size 5"]),
    cas("intolerance_gluten",
        "I have coeliac disease, so any recipe you suggest has to be completely "
        "gluten-free, not just low gluten.",
        "Anything I need to watch out for if you give me recipes?",
        ["gluten", "coeliac", "celiac"]),
    # --- Gwenaëlle, boulangère (Quimper)
    cas("heure_lever",
        "Je me lève à 3 h 15 tous les jours sauf le lundi, vu que c'est le jour de "
        "fermeture de la boulangerie.",
        "a quelle heure je me reveille d'habitude ?",
        ["3 h 15", "3h15", "03:15", "3:15", "trois heures et quart", "trois heures quinze"]),
    cas("quantite_beurre",
        "Pour le kouign-amann, je mets 250 g de beurre demi-sel pour 500 g de pâte, c'est "
        "la recette de mon grand-père.",
        "Combien de beurre dans mon kouign-amann déjà ?",
        ["250 g", "250g", "250 grammes", "deux cent cinquante grammes"]),
    cas("marque_four",
        "Mon four, c'est un Bongard à sole de 2009, il a ses caprices mais je ne le "
        "changerais pour rien au monde.",
        "c quoi la marque de mon four",
        ["Bongard"]),
    # --- Yann, second capitaine dans la marine marchande (Le Havre)
    cas("duree_rotation",
        "Chez nous le rythme c'est dix semaines à bord puis dix semaines à terre, je m'y "
        "suis fait depuis le temps.",
        "Mes rotations durent combien de temps ?",
        ["dix semaines", "10 semaines"]),
    cas("nom_navire",
        "Le navire sur lequel je suis affecté s'appelle le Ville de Tanger, on fait la "
        "ligne Le Havre–Shanghai.",
        "Comment s'appelle mon bateau déjà ?",
        ["Ville de Tanger"]),
    cas("taille",
        "Je mesure 1,92 m, alors les couchettes à bord, c'est toujours un peu juste pour "
        "les pieds.",
        "je fais quelle taille deja ?",
        ["1,92", "1.92", "1 m 92", "1m92", "192 cm", "un mètre quatre-vingt-douze"]),
    # --- Réjean, producteur laitier et acériculteur (Cantons-de-l'Est, Québec)
    cas("nombre_vaches",
        "On a 62 vaches laitières, des Holstein pis quelques Jersey, et la traite se fait "
        "à 5 h et à 17 h.",
        "J'ai combien de vaches au total ?",
        ["62", "soixante-deux", "soixante deux"]),
    cas("nom_chien",
        "Mon chien de ferme, un bouvier bernois, s'appelle Caribou, pis y a peur des "
        "poules, c'est gênant.",
        "tu te souviens du nom de mon chien ?",
        ["Caribou"]),
    # --- Fatou, étudiante en droit (Dakar)
    cas("numero_chambre",
        "Je suis en deuxième année de licence de droit à l'UCAD, et je loge au pavillon G, "
        "chambre 214.",
        "tu te souviens de mon numéro de chambre à la cité ?",
        ["214"]),
    cas("ligne_bus",
        "Pour aller à la fac je prends le bus Dem Dikk ligne 7, il passe juste devant chez "
        "ma tante à Grand Yoff.",
        "C'est quel bus que je prends pour aller en cours ?",
        ["7", "ligne 7", "sept"]),
    cas("marque_telephone",
        "Mon téléphone, c'est un Tecno Camon 20, l'écran est fissuré mais il tient le coup.",
        "j'ai quel telephone",
        ["Tecno", "Camon"]),
    # --- Bernard, instituteur retraité (Périgueux)
    cas("annee_retraite",
        "J'ai enseigné trente-sept ans en CM2, presque toujours dans la même école de "
        "Chancelade, avant de raccrocher en 2016.",
        "J'ai pris ma retraite en quelle année ?",
        ["2016"]),
    cas("limite_boisson",
        "Le médecin m'a dit de ne pas dépasser 1,5 litre de liquide par jour à cause de "
        "mon cœur, donc je surveille mes verres.",
        "J'ai le droit de boire combien par jour ?",
        ["1,5", "1.5", "un litre et demi"]),
    cas("partenaire_bridge",
        "Au club de bridge du mardi, mon partenaire attitré c'est Jean-Claude, on joue "
        "ensemble depuis 2011.",
        "Avec qui je fais équipe au bridge ?",
        ["Jean-Claude"]),
    # --- Inès, traductrice (Bruxelles)
    cas("tarif_mot",
        "Mon tarif pour la traduction technique, c'est 0,14 € le mot, et je descends à "
        "0,11 € pour les clients réguliers.",
        "je facture combien le mot en technique, normalement ?",
        ["0,14", "0.14", "14 centimes"]),
    cas("langues_sources",
        "Mes langues sources sont l'anglais et le portugais brésilien, et je traduis "
        "toujours vers le français.",
        "Je traduis depuis quelles langues ?",
        ["portugais"]),
    cas("numero_boite",
        "Mon appart est au quatrième sans ascenseur, rue de la Brasserie à Ixelles, "
        "numéro 31 boîte 12.",
        "rappelle moi mon numéro de boîte ?",
        ["12", "boîte 12", "douze"]),
    # --- Théo, doctorant en astrophysique (Grenoble)
    cas("date_soutenance",
        "Ma soutenance de thèse est fixée au 23 juin à 14 h, en salle Louis Néel, je "
        "stresse déjà.",
        "Je soutiens quand ?",
        ["23 juin"]),
    cas("format_formules",
        "Quand tu m'expliques un truc de maths, mets les formules en LaTeX, je les recopie "
        "direct dans mes notes.",
        "sous quel format je veux les équations ?",
        ["LaTeX"]),
    # --- Carmen, sage-femme (Lausanne)
    cas("heure_garde",
        "Je fais des gardes de 12 heures à la maternité du CHUV, de 19 h à 7 h, trois nuits "
        "par semaine.",
        "Mes gardes commencent à quelle heure ?",
        ["19 h", "19h", "19:00", "19 heures", "sept heures du soir", "7 heures du soir"]),
    cas("contre_indication_medicament",
        "Je suis allergique à la pénicilline, j'ai fait un œdème à vingt ans, c'est noté "
        "partout dans mon dossier.",
        "J'ai une allergie à un médicament, c'est lequel déjà ?",
        ["pénicilline"]),
    cas("sport_week_end",
        "Le dimanche, quand je ne suis pas de garde, je monte faire du ski de fond à la "
        "vallée de Joux.",
        "Qu'est-ce que je fais comme sport le week-end ?",
        ["ski de fond", "ski nordique", "ski"]),

    # ======================================================================
    # Mises à jour : l'utilisateur change un fait plus tard
    # ======================================================================
    cas("depot_attache",
        ["My home terminal is in Columbus, that's where I pick up my trailers.",
         "They moved everybody to the new yard in Zanesville this week, so that's my home "
         "base now."],
        "Where's my home terminal?",
        ["Zanesville"], perime=["Columbus"]),
    cas("poids",
        ["I weigh 260 pounds, which the DOT doctor wasn't thrilled about.",
         "Down to 238 after cutting out the gas station donuts!"],
        "how much do I weigh right now?",
        ["238"], perime=["260"]),
    cas("horaire_cours_samedi",
        ["My Saturday class is at 10 am in the Bedminster studio.",
         "Actually the studio asked me to push Saturdays to 11:30, starting this week."],
        "what time do I teach on saturdays?",
        ["11:30", "11.30", "half eleven", "half past eleven"],
        perime=["10 am", "10am", "10:00"]),
    cas("regime",
        ["I eat vegetarian but I still have eggs and dairy.",
         "Since January I've gone fully vegan — no eggs, no milk, nothing from animals."],
        "Can you remind me what my diet is these days?",
        ["vegan"], perime=["vegetarian"]),
    cas("superieur_direct",
        ["My team lead is Sandra, she's great at shielding us from meetings.",
         "Sandra left last Friday; Mehmet is running the team now."],
        "Who's my team lead?",
        ["Mehmet"], perime=["Sandra"]),
    cas("ecran",
        ["I use a 27-inch Dell monitor at home.",
         "Sold the Dell on Kleinanzeigen and picked up an LG UltraFine 32, huge upgrade."],
        "what monitor do i have at home",
        ["LG", "UltraFine"], perime=["Dell"]),
    cas("jours_chirurgie",
        ["My surgery days are Tuesday and Friday.",
         "The partners have swapped me onto Wednesdays and Fridays for surgery as of this "
         "week."],
        "Which days am I operating?",
        ["Wednesday", "Wednesdays"], perime=["Tuesday", "Tuesdays"]),
    cas("lieu_logement",
        ["I live in a flat in Drumcondra with two other cabin crew.",
         "Got the keys to my own place in Swords yesterday, ten minutes from the airport "
         "and no more flatmates!"],
        "where do I live these days?",
        ["Swords"], perime=["Drumcondra"]),
    cas("destination_vol",
        ["I fly to Boston on the 3rd.",
         "Crewing swapped me onto a JFK trip that day.",
         "Ugh, and now it's Chicago, final answer apparently."],
        "Where am I flying on the 3rd?",
        ["Chicago", "O'Hare"], perime=["Boston", "JFK", "New York"]),
    cas("apprenti",
        ["Mon apprentie s'appelle Lucie, elle est en CAP boulangerie.",
         "Lucie a arrêté, elle part en Espagne ; c'est Noah qui la remplace à partir de "
         "lundi."],
        "c'est qui mon apprenti en ce moment ?",
        ["Noah"], perime=["Lucie"]),
    cas("prix_baguette",
        ["La baguette est à 1,10 € chez moi.",
         "Avec le prix de la farine, je suis passée à 1,25 € ce matin."],
        "Je vends ma baguette combien maintenant ?",
        ["1,25", "1.25", "1 euro 25", "un euro vingt-cinq"],
        perime=["1,10", "1.10", "1 euro 10"]),
    cas("port_embarquement",
        ["Je rembarque le 4 avril au Havre.",
         "Finalement la compagnie me fait embarquer à Anvers, même date."],
        "Je rejoins le navire où ?",
        ["Anvers", "Antwerpen", "Antwerp"], perime=["Havre"]),
    cas("tabac",
        ["Je fume un paquet par jour en mer, c'est l'ennui qui veut ça.",
         "Ça fait trois semaines que j'ai arrêté, je tiens avec les patchs."],
        "Est-ce que je fume encore ?",
        ["arrêté", "patch", "patchs", "ne fumez plus", "ne fumes plus", "non"],
        perime=["un paquet par jour"]),
    cas("passage_camion_lait",
        ["Le camion de lait passe aux deux jours, vers 9 h.",
         "Maintenant la laiterie envoie le camion tous les jours à 13 h."],
        "Le camion de lait vient quand ?",
        ["13 h", "13h", "13:00", "13 heures", "une heure de l'après-midi", "tous les jours"],
        perime=["9 h", "9h", "aux deux jours"]),
    cas("numero_telephone",
        ["Mon numéro Wave, c'est le 77 412 58 30.",
         "J'ai changé de puce, prends plutôt le 78 903 11 46."],
        "c quoi mon numero deja",
        ["78 903 11 46", "789031146"], perime=["77 412 58 30", "774125830"]),
    cas("specialisation",
        ["Je vise un master en droit des affaires l'an prochain.",
         "Après le stage au cabinet, je me vois plutôt défendre des dossiers "
         "d'environnement, les mangroves, la pêche, tout ça."],
        "Dans quel domaine je veux me spécialiser ?",
        ["environnement", "environnemental"], perime=["affaires"]),
    cas("distance_marche",
        ["Je fais ma marche tous les matins le long de l'Isle, environ 5 km.",
         "Mon genou me lâche, le kiné m'a limité à 3 km maximum."],
        "Je marche combien de kilomètres le matin ?",
        ["3 km", "3km", "3 kilomètres", "trois kilomètres"],
        perime=["5 km", "5km", "5 kilomètres", "cinq kilomètres"]),
    cas("mutuelle",
        ["Ma mutuelle, c'est la MGEN, comme tous les profs.",
         "Bon, j'ai résilié en janvier, je suis chez Harmonie Mutuelle maintenant, c'était "
         "moins cher."],
        "je suis chez quelle mutuelle ?",
        ["Harmonie"], perime=["MGEN"]),
    cas("echeance_livraison",
        ["Je rends la traduction du manuel Bosch vendredi.",
         "Le client m'a accordé un délai, ce sera mardi prochain.",
         "Ah non, ils ont encore décalé : le 15, dernier carat."],
        "C'est pour quand, le manuel Bosch ?",
        ["15", "le 15", "quinze"], perime=["vendredi", "mardi"]),
    cas("code_simulations",
        ["Je code mes simulations en Fortran, héritage du labo.",
         "On a tout porté en Julia cet été, plus personne ne touche à l'ancien code."],
        "Mes simulations tournent en quel langage ?",
        ["Julia"], perime=["Fortran"]),
    cas("trajet_travail",
        ["Je roule en Twingo pour aller au CHUV.",
         "Elle a rendu l'âme sur l'autoroute ; depuis, abonnement CFF et vélo électrique."],
        "je vais au boulot comment ?",
        ["vélo", "train", "CFF"], perime=["Twingo"]),

    # ======================================================================
    # Négations (avec ou sans alternative)
    # ======================================================================
    cas("boisson_route",
        "I don't drink coffee at all, never have — I run on sweet tea from the truck stops.",
        "what keeps me going on long hauls, drink-wise?",
        ["tea"]),
    cas("huiles_essentielles",
        "I never use essential oils in my classes because two of my regulars get migraines "
        "from them.",
        "Do I use essential oils when I teach?",
        ["never", "don't use", "don’t use", "do not use", "no essential oils", "avoid"],
        valeur=["essential oils"]),
    cas("mode_deplacement",
        "I don't own a car, the U-Bahn and my old Gazelle bike get me everywhere in Berlin.",
        "how do I usually get around the city?",
        ["bike", "bicycle", "U-Bahn", "Gazelle", "cycle", "cycling"]),
    cas("nombre_enfants",
        "I don't have any kids, and honestly with my roster I can't see it happening.",
        "how many children do i have?",
        ["no kids", "no children", "any kids", "any children", "none", "zero", "no child"],
        valeur=["kids"]),
    cas("conduite_nuit",
        "I never drive at night if I can help it, my eyes aren't what they used to be.",
        "What's my rule about driving after dark?",
        ["never", "avoid", "not at night", "no night", "don't drive at night",
         "daylight", "daytime"],
        valeur=["night"]),
    cas("periode_conges",
        "Je ne prends jamais de vacances en août, c'est le mois où les touristes dévalisent "
        "la boutique ; je ferme plutôt en novembre.",
        "Je pars en congé à quel moment de l'année ?",
        ["novembre"]),
    cas("joignabilite_mer",
        "Je n'ai pas de téléphone satellite à bord, juste le wifi du navire deux heures "
        "par jour.",
        "Comment on peut me joindre quand je suis en mer ?",
        ["wifi", "wi-fi"]),
    cas("alcool",
        "Je bois pas d'alcool, même pas une bière à la cabane à sucre, ça fait quinze ans.",
        "Est-ce que je prends de l'alcool ?",
        ["non", "jamais", "pas d'alcool", "aucun alcool", "ne buvez pas", "ne bois pas",
         "bois pas", "quinze ans", "15 ans"],
        valeur=["alcool"]),
    cas("viande_evitee",
        "Je ne mange pas de porc, et je fais attention aussi à la gélatine dans les bonbons.",
        "il y a une viande que j'évite ?",
        ["porc", "cochon"]),
    cas("appareil_ecriture",
        "Je n'ai jamais eu d'ordinateur portable, j'écris tout sur ma tablette Samsung avec "
        "un gros clavier.",
        "Sur quoi j'écris mes textes ?",
        ["tablette", "Samsung"]),
    cas("commandes_week_end",
        "Je ne prends aucune commande le week-end, même pour un client pressé, c'est non "
        "négociable.",
        "Un client me demande un boulot urgent pour samedi, je le prends ?",
        ["non", "jamais", "pas le week-end", "aucune commande", "refuser", "refusez",
         "refuse"],
        valeur=["week-end"]),
    cas("vouvoiement",
        "Je n'aime pas du tout qu'on me tutoie dans les réponses, vouvoie-moi s'il te plaît.",
        "tu dois me tutoyer ou me vouvoyer ?",
        ["vouvoyer", "vouvoiement", "vouvoie", "vouvoyez"]),

    # ======================================================================
    # Faits sur d'autres personnes
    # ======================================================================
    cas("type_remorque",
        "My daughter Kayla just got her CDL too, she's driving flatbed for an outfit in "
        "Dayton while I stick with reefer.",
        "What kind of trailer does Kayla pull?",
        ["flatbed"], autrui=["reefer"], personne="Kayla"),
    cas("type_diabete",
        "My wife Denise is diabetic, type 2, so when I'm home we cook low-carb; on the road "
        "I eat whatever.",
        "What type of diabetes does Denise have?",
        ["type 2", "type II", "type two"], personne="Denise"),
    cas("metier_soeur",
        "My sister Anjali is a dentist in Leeds, and she's actually the one who got me into "
        "yoga after her back surgery.",
        "what does my sister do for a living?",
        ["dentist"], personne="Anjali"),
    cas("sensibilite_chats",
        "My partner Tom is allergic to cats, which is a shame because I'd adopt every stray "
        "in Bristol.",
        "What's Tom allergic to again?",
        ["cats", "cat"], personne="Tom"),
    cas("clavier",
        "My colleague Lena sits next to me with the loudest keyboard in Berlin, a Keychron "
        "with blue switches; mine's a quiet Logitech.",
        "What keyboard do I use at work?",
        ["Logitech"], autrui=["Keychron"]),
    cas("contact_proprietaire",
        "My landlord, Herr Albrecht, lives on the ground floor and only answers emails, "
        "never the phone.",
        "how should I contact my landlord?",
        ["email", "emails", "e-mail"], personne="Albrecht"),
    cas("nombre_poneys",
        "My neighbour Callum farms about 300 Cheviots up the glen, while I keep just four "
        "Shetland ponies and a few hens.",
        "How many ponies have I got?",
        ["four", "4"], autrui=["300", "three hundred"]),
    cas("heure_depart_travail",
        "My husband Rory starts at 9 at the council offices, but I'm out the door at 7 for "
        "morning clinic.",
        "what time do I leave for work?",
        ["7", "seven", "7 am", "7am", "7:00"], autrui=["9", "nine"]),
    cas("compagnie_aerienne",
        "My brother Cian is a pilot with Ryanair, flies 737s out of Stansted, and he never "
        "lets me forget he's at the pointy end.",
        "Which airline does Cian fly for?",
        ["Ryanair"], personne="Cian"),
    cas("peche_mari",
        "Mon mari Erwan est pêcheur de langoustines au Guilvinec, il rentre au port vers "
        "17 h, moi je suis au fournil bien avant l'aube.",
        "Erwan pêche quoi ?",
        ["langoustine", "langoustines"], personne="Erwan"),
    cas("commande_voisine",
        "Ma voisine, Mme Le Goff, me commande un pain de seigle tous les samedis, sans faute.",
        "Qu'est-ce que la voisine me prend chaque semaine ?",
        ["seigle"], personne="voisine"),
    cas("age_enfant",
        "Ma fille Maïwenn a sept ans, elle m'envoie des dessins par mail quand je suis en mer.",
        "Elle a quel âge Maïwenn ?",
        ["7 ans", "sept ans", "7", "sept"], personne="Maïwenn"),
    cas("superstition_commandant",
        "Le commandant, un Croate qui s'appelle Marko, ne supporte pas qu'on siffle sur la "
        "passerelle — vieille superstition de marin.",
        "Qu'est-ce qui énerve mon commandant ?",
        ["siffle", "siffler", "sifflement", "sifflements", "sifflent"], personne="Marko"),
    cas("comptabilite_ferme",
        "Ma blonde Chantal s'occupe de la comptabilité de la ferme, moi j'ai jamais été bon "
        "avec les chiffres.",
        "Qui fait les comptes de la ferme ?",
        ["Chantal"], personne="Chantal", valeur=["comptabilité"]),
    cas("etudes_fils",
        "Mon gars Olivier veut pas reprendre la ferme, il étudie en génie informatique à "
        "Sherbrooke.",
        "Mon fils étudie dans quoi ?",
        ["informatique"], personne="Olivier"),
    cas("metier_vise",
        "Ma cousine Awa est sage-femme à l'hôpital Principal, moi je rêve plutôt de plaider "
        "comme avocate.",
        "Je veux faire quel métier plus tard ?",
        ["avocate", "avocat"], autrui=["sage-femme"]),
    cas("etudes_colocataire",
        "Ma camarade de chambre Ndèye est en médecine, elle part à 6 h pour ses stages à "
        "l'hôpital de Fann.",
        "ndeye fait quelles etudes ?",
        ["médecine"], personne="Ndèye"),
    cas("aversion_epouse",
        "Ma femme Monique ne supporte pas l'odeur du poisson, alors quand elle va chez sa "
        "sœur à Sarlat, j'en profite pour me griller des sardines.",
        "Monique, elle supporte pas quoi déjà ?",
        ["poisson"], personne="Monique"),
    cas("college_petit_fils",
        "Mon petit-fils Arthur entre en sixième en septembre, au collège Clos-Chassaing.",
        "Il va dans quel collège, Arthur ?",
        ["Clos-Chassaing", "Clos Chassaing"], personne="Arthur"),
    cas("traduction_cible",
        "Ma collègue Heloísa, qui est à Porto, traduit vers le portugais ; moi je ne "
        "traduis que vers le français.",
        "vers quelle langue je traduis ?",
        ["français"], autrui=["portugais"]),
    cas("specialite_internat",
        "Ma copine Justine est interne en pédiatrie à Lyon, on se voit un week-end sur deux.",
        "Justine fait son internat dans quelle spécialité ?",
        ["pédiatrie", "pédiatre"], personne="Justine"),
    cas("heure_transmissions",
        "Mon chef de service, le Dr Rochat, exige les transmissions écrites avant 7 h 15, "
        "sinon il râle toute la matinée.",
        "Le Dr Rochat veut les transmissions pour quelle heure ?",
        ["7 h 15", "7h15", "07:15", "7:15", "sept heures et quart", "sept heures quinze"],
        personne="chef"),

    # ======================================================================
    # Information non donnée (attendu vide) avec un leurre voisin
    # ======================================================================
    cas("modele_camion",
        "My brother Randy drives a Kenworth W900 for a gravel company back in Zanesville.",
        "What truck do I drive?",
        [], leurre=["Kenworth", "W900"]),
    cas("mot_de_passe_wifi",
        "My studio's wifi network is called LotusRoom, and the password is on the "
        "whiteboard by the door.",
        "what's the wifi password at my studio?",
        [], leurre=["LotusRoom"]),
    cas("heure_vol",
        "I booked flights to Stockholm for my grandmother's 90th, the party itself starts "
        "at 4 pm on the Saturday.",
        "What time does my flight to Stockholm leave?",
        [], leurre=["4 pm", "4pm", "16:00"]),
    cas("date_conge",
        "My practice partner Euan is off on paternity leave until March, so I'm covering "
        "his farm visits.",
        "When does my own leave start?",
        [], leurre=["March"]),
    cas("date_anniversaire",
        "My mam's birthday is the 9th of October and I always try to get that day off.",
        "When's my birthday?",
        [], leurre=["9th of October", "October", "9th"]),
    cas("code_alarme",
        "Le code de la porte du fournil, c'est 4B27, je te le dis parce que je l'oublie "
        "tout le temps.",
        "C'est quoi le code de l'alarme de la boutique ?",
        [], leurre=["4B27"]),
    cas("longueur_voilier",
        "Mon frère Gildas a un voilier de 8 mètres, un First 27, amarré à Lorient.",
        "Il fait combien de mètres, mon voilier ?",
        [], leurre=["8 mètres", "8 m", "First 27"]),
    cas("huile_moteur",
        "Le plein de diesel du tracteur, je le fais chez Pétro-Canada à Coaticook.",
        "Je mets quelle huile dans le moteur du tracteur ?",
        [], leurre=["diesel", "Pétro-Canada"]),
    cas("loyer",
        "Le loyer de ma tante à Grand Yoff est monté à 150 000 francs CFA, elle s'en plaint "
        "tout le temps.",
        "Combien je paie de loyer, moi ?",
        [], leurre=["150 000", "150000"]),
    cas("rendez_vous_medical",
        "Ma sœur Odile a rendez-vous chez le cardiologue le 18 à 10 h, je l'accompagne.",
        "Mon rendez-vous chez le cardiologue, c'est à quelle heure ?",
        [], leurre=["10 h", "10h", "10 heures"]),
    cas("nom_client",
        "Mon client principal, une boîte de Lisbonne, me paie à 45 jours.",
        "Quel est le nom de mon client principal ?",
        [], leurre=["Lisbonne", "45 jours"]),
    cas("bureau_directeur",
        "Mon bureau au labo, c'est le 312 au troisième étage de l'IPAG, vue sur Belledonne.",
        "C'est quoi le numéro de bureau de mon directeur de thèse ?",
        [], leurre=["312"]),
]
