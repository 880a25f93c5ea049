"""Quatrième part de côté de la sonde de compréhension, écrite en inconnu.

Comment elle a été écrite : par quelqu'un qui n'a jamais ouvert le moteur (rien lu sous
`modele_local/`, ni les autres parts de côté, ni les tests, ni les solutions), qui ne connaît de la
sonde que le format d'un `Cas` et la fonction `cas` de `mesures.comprehension_cas`, et qui n'a
lancé ni la sonde ni le modèle. Les phrases sont celles qu'un élève ou un utilisateur taperait de
lui-même : familières ou longues, avec des incises, des « moi je… », des « chez nous… », en
français pour les deux tiers, en anglais pour le tiers restant (la première phrase d'un cas anglais
commence par « I », « My », « Next » ou « Please », pour que la session soit bavarde en anglais).

Aucune sorte ne vient du scénario déjà connu (prénom, équipe, allergie, langue, trajet domicile-
travail, ville, entreprise, responsable). On y trouve des mises à jour (avec ou sans mot de
changement, parfois sans presque aucun mot commun entre l'ancienne et la nouvelle phrase), des
négations, des faits d'autrui (seuls ou dans la même phrase qu'un fait de l'utilisateur), des
dates, heures, nombres, montants, adresses et numéros non secrets, des questions posées avec
d'autres mots que la phrase, et des cas sans réponse dont une phrase voisine partage les mots.

Cette part n'a jamais été réglée : aucun cas n'a été retouché après une mesure. On ne règle rien
dessus ; elle sert seulement à voir si ce que le moteur a appris ailleurs tient sur des phrases
qu'il n'a jamais vues.
"""

from __future__ import annotations

from mesures.comprehension_cas import Cas, cas

CAS_DE_COTE_4: list[Cas] = [
    # --- sport, performances, souvenirs -----------------------------------------------------------
    cas(
        "sport",
        "Je fais de l'escalade deux fois par semaine, en salle, le lundi et le jeudi.",
        "Quel sport je pratique ?",
        ["escalade", "grimpe"],
    ),
    cas(
        "sport",
        [
            "Je joue au tennis le mardi soir avec des copains.",
            "Finalement j'ai arrêté le tennis, mon épaule ne suivait plus : maintenant c'est natation.",
        ],
        "Quel sport je fais en ce moment ?",
        ["natation", "nage", "piscine"],
        perime="tennis",
    ),
    cas(
        "sport",
        "Ma collègue Inès prépare le semi-marathon de Paris, moi je me contente du yoga le dimanche.",
        "C'est quoi, mon activité physique ?",
        ["yoga"],
        autrui=["semi", "course a pied"],
    ),
    cas(
        "sport",
        ["I train for a 10k race in May.", "I switched to the half marathon in October instead."],
        "Which race am I training for?",
        ["half marathon", "half-marathon", "semi-marathon"],
        perime=["10k", "10 k"],
    ),
    cas(
        "performance",
        "Mon meilleur chrono sur 10 km, c'est 47 minutes, à Annecy en 2022.",
        "Quel est mon record sur dix bornes ?",
        ["47"],
    ),
    cas(
        "souvenir",
        "L'an dernier j'ai couru le marathon de Lyon, en 4 h 12, j'étais cuit à l'arrivée.",
        "Quelle course j'ai faite l'année passée ?",
        ["marathon"],
    ),
    cas(
        "souvenir",
        "Quand j'étais petit, je me suis cassé le bras en tombant d'un cerisier chez ma grand-mère.",
        "Qu'est-ce que je me suis cassé quand j'étais enfant ?",
        ["bras"],
    ),
    cas(
        "souvenir",
        "I grew up on a dairy farm in Normandy, milking cows before school.",
        "Where did I spend my childhood?",
        ["farm", "normand", "ferme"],
    ),
    cas(
        "souvenir",
        "I went to Iceland for my honeymoon in 2015, we saw the northern lights.",
        "Where did we go right after our wedding?",
        ["iceland", "islande"],
    ),
    # --- animaux ----------------------------------------------------------------------------------
    cas(
        "animal",
        "My hamster Biscuit sleeps all day and runs in his wheel all night.",
        "What pet do I have?",
        ["hamster"],
    ),
    cas(
        "animal",
        "Mon voisin Karim a un berger allemand ; moi, j'ai deux chats, Pixel et Moka.",
        "J'ai quels animaux à la maison ?",
        ["chat"],
        autrui=["berger", "chien"],
    ),
    # --- vacances, voyages ------------------------------------------------------------------------
    cas(
        "vacances",
        "On a loué un gîte dans le Vercors pour la semaine du 10 août, avec les enfants.",
        "Où je pars en vacances cet été ?",
        ["vercors"],
    ),
    cas(
        "vacances",
        "Mon collègue Thomas part au Japon en octobre ; moi, pour mes congés, ce sera la Bretagne.",
        "Où est-ce que je vais pendant mes congés ?",
        ["bretagne"],
        autrui=["japon"],
    ),
    cas(
        "vacances",
        [
            "Next summer we're going camping in Scotland.",
            "We booked a sailing week in Croatia for the summer holidays.",
        ],
        "Where am I going next summer?",
        ["croatia", "croatie"],
        perime=["scotland", "ecosse"],
    ),
    cas(
        "voyage",
        "Mon vol pour Lisbonne, c'est le TP 437, départ le 3 mai au matin.",
        "C'est quoi mon numéro de vol ?",
        ["tp 437", "tp437", "437"],
    ),
    # --- régime, goûts, boissons ------------------------------------------------------------------
    cas(
        "regime",
        "Ma sœur est végétarienne, moi je mange de tout, surtout de la viande rouge.",
        "Quel régime alimentaire suit ma sœur ?",
        ["vegetarien"],
        personne="sœur",
    ),
    cas(
        "regime",
        "I don't eat meat, but I do eat fish a couple of times a week.",
        "What kind of animal protein do I still eat?",
        ["fish", "poisson", "pescatarian", "seafood"],
    ),
    cas(
        "regime",
        "Je suis végane depuis 2020, depuis un documentaire sur les élevages.",
        "Depuis quelle année je ne mange plus aucun produit animal ?",
        ["2020"],
    ),
    cas(
        "gout",
        "La coriandre, je ne supporte pas, pour moi ça a un goût de savon.",
        "Quelle herbe tu dois enlever des recettes que tu me donnes ?",
        ["coriandre"],
    ),
    cas(
        "boisson",
        "Je ne bois jamais d'alcool ; en soirée je prends de l'eau pétillante avec du citron.",
        "Qu'est-ce que je commande à boire quand je sors le soir ?",
        ["eau petillante", "eau gazeuse", "petillante"],
    ),
    cas(
        "boisson",
        [
            "Le matin, c'est un grand café noir, sans sucre.",
            "Depuis ce mois-ci je suis passée au thé vert le matin, mon estomac dit merci.",
        ],
        "Qu'est-ce que je bois au réveil ?",
        ["the vert"],
        perime=["cafe"],
    ),
    cas(
        "boisson",
        "I never drink coffee after noon; in the afternoon I stick to herbal tea.",
        "What do I drink in the afternoon?",
        ["herbal", "tisane", "infusion"],
    ),
    cas(
        "boisson",
        "My brother drinks his coffee black, I take mine with oat milk.",
        "How do I take my coffee?",
        ["oat"],
        autrui=["black"],
    ),
    cas(
        "boisson",
        ["I drink two coffees a day.", "I drink four coffees a day."],
        "How many coffees do I have each day?",
        ["four", "4"],
        perime=["two", "2 coffees", "2 cups"],
    ),
    cas(
        "cuisine",
        "Je suis en train d'apprendre à faire du pain au levain, mon premier était un désastre.",
        "Qu'est-ce que j'apprends à faire en cuisine ?",
        ["levain", "pain"],
    ),
    # --- santé, médicaments -----------------------------------------------------------------------
    cas(
        "medicament",
        "I take 50 mg of sertraline every morning with breakfast.",
        "What medication am I on?",
        ["sertraline"],
    ),
    cas(
        "medicament",
        "Ma mère prend du Kardégic tous les matins depuis son opération.",
        "Quel médicament prend ma mère ?",
        ["kardegic"],
        personne="mère",
    ),
    cas(
        "medicament",
        [
            "Pour mon dos je prends de l'ibuprofène le soir.",
            "Le médecin m'a mis sous paracétamol à la place, l'ibuprofène c'est terminé.",
        ],
        "Qu'est-ce que je prends le soir pour mon dos ?",
        ["paracetamol", "doliprane"],
        perime=["ibuprofene"],
    ),
    cas(
        "sante",
        "Je suis diabétique de type 1, donc les desserts très sucrés, c'est avec modération.",
        "De quelle maladie je souffre ?",
        ["diabet"],
    ),
    cas(
        "sante",
        "Je ne mange pas de gluten, et pas par mode : je suis cœliaque depuis toujours.",
        "Pour quelle raison j'évite le gluten ?",
        ["coeliaque", "cœliaque", "celiaque"],
    ),
    cas(
        "sante",
        "My blood type is O negative, it's written on my donor card.",
        "What's my blood group?",
        ["o negative", "o-", "o neg", "o negatif"],
    ),
    cas(
        "sante",
        "Je porte des lentilles, les lunettes me donnent mal à la tête au bout d'une heure.",
        "Comment je corrige ma vue ?",
        ["lentille"],
    ),
    # --- préférences de réponse -------------------------------------------------------------------
    cas(
        "format_reponse",
        "Je ne veux pas de listes à puces dans tes réponses, écris-moi des paragraphes.",
        "Sous quelle forme je veux que tu rédiges ?",
        ["paragraphe"],
    ),
    cas(
        "format_reponse",
        [
            "I like detailed answers with lots of examples.",
            "Actually, keep it short from now on: three sentences max.",
        ],
        "How long should your answers be?",
        ["short", "three sentences", "3 sentences", "brief", "concise"],
        perime=["detailed"],
    ),
    cas(
        "format_reponse",
        "Réponds-moi en me tutoyant, le vouvoiement ça me met mal à l'aise.",
        "Tu dois me tutoyer ou me vouvoyer ?",
        ["tutoi", "tutoy"],
    ),
    cas(
        "format_reponse",
        "Please always give me metric units, never miles or pounds.",
        "Which measurement system do I want you to use?",
        ["metric", "metrique", "kilo", "metre"],
    ),
    cas(
        "format_reponse",
        "Please don't use emojis when you answer me, plain text only.",
        "How should your replies look?",
        ["plain text", "plain", "texte brut"],
    ),
    # --- horaires, agenda, rendez-vous ------------------------------------------------------------
    cas(
        "horaire",
        ["I go to bed around 11 pm.", "Actually I go to bed at 10:30 now, the new job starts early."],
        "What time do I go to bed?",
        ["10:30", "10.30", "half past ten", "22:30", "22h30"],
        perime=["11"],
    ),
    cas(
        "horaire",
        ["Je me lève à 7 h en semaine.", "Le réveil sonne à 6 h 15 du lundi au vendredi."],
        "À quelle heure je me lève les jours de semaine ?",
        ["6 h 15", "6h15", "6:15", "06:15", "6 heures 15"],
        perime=["7 h", "7h", "7:00", "7 heures", "sept heures"],
    ),
    cas(
        "horaire",
        "Chez nous on dîne à 19 h 30 pile, à cause des petits.",
        "À quelle heure on passe à table le soir ?",
        ["19 h 30", "19h30", "19:30", "7:30", "19 heures 30"],
    ),
    cas(
        "horaire",
        "My kids' school ends at 4:15 pm, so I leave work at four.",
        "What time does my kids' school finish?",
        ["4:15", "16:15", "4.15", "quarter past four"],
    ),
    cas(
        "preference_agenda",
        "Please don't book anything for me before 10 am, I'm useless in the morning.",
        "Before what time should you avoid scheduling me?",
        ["10"],
    ),
    cas(
        "rendez_vous",
        [
            "Mon rendez-vous chez le kiné est jeudi à 18 h.",
            "Le kiné a déplacé la séance, ce sera finalement vendredi à 9 h.",
        ],
        "C'est quand, ma séance de kiné ?",
        ["vendredi"],
        perime=["jeudi"],
    ),
    cas(
        "rendez_vous",
        "Next Tuesday I have a job interview at 2:30 pm, downtown.",
        "When is my job interview?",
        ["tuesday", "mardi"],
    ),
    cas(
        "rendez_vous",
        "Vendredi prochain, le plombier passe à 8 h pour la chaudière, faut que je sois là.",
        "Le plombier arrive à quelle heure ?",
        ["8 h", "8h", "8:00", "8 heures", "huit heures"],
    ),
    cas(
        "rendez_vous",
        "Mon rendez-vous chez l'ophtalmo est le 3 avril à 10 h.",
        "Quand est mon rendez-vous chez le dentiste ?",
        [],
        leurre=["3 avril", "avril"],
    ),
    # --- dates ------------------------------------------------------------------------------------
    cas(
        "date",
        "Mon fils est né le 2 février 2019, un dimanche de neige.",
        "Quand est-ce qu'on fête l'anniversaire de mon fils ?",
        ["2 fevrier"],
        personne="fils",
    ),
    cas(
        "date",
        "Karim, mon beau-frère, fête son anniversaire le 12 juin.",
        "C'est quand, l'anniversaire de Karim ?",
        ["12 juin"],
        personne="Karim",
    ),
    cas(
        "date",
        "On s'est mariés le 21 septembre 2013, à la mairie du village.",
        "Quelle est la date de mon anniversaire de mariage ?",
        ["21 septembre"],
    ),
    cas(
        "date",
        "Je suis né un 29 février ; du coup mon vrai anniversaire, c'est tous les quatre ans.",
        "Quel jour je suis né ?",
        ["29 fevrier"],
    ),
    cas(
        "date",
        [
            "Le dîner des anciens du lycée est prévu le samedi 14.",
            "Le dîner des anciens, ce sera le vendredi 13.",
            "Le dîner des anciens du lycée aura lieu le dimanche 15.",
        ],
        "Quand a lieu le dîner des anciens ?",
        ["dimanche"],
        perime=["samedi", "vendredi"],
    ),
    cas(
        "date",
        "My wife's birthday is on July 9, I still need a present.",
        "When is my birthday?",
        [],
        leurre=["july 9", "9 july", "july", "juillet"],
    ),
    cas(
        "document",
        "My passport expires in March 2027, I should renew it soon.",
        "When does my driving licence expire?",
        [],
        leurre=["2027", "march", "mars"],
    ),
    # --- projets, épargne -------------------------------------------------------------------------
    cas(
        "projet",
        "Je construis un abri de jardin avec mon père ; on coule la dalle le 8 mai.",
        "Quand est-ce qu'on coule la dalle ?",
        ["8 mai"],
    ),
    cas(
        "projet",
        ["Cet été je veux repeindre la cuisine en bleu.", "La cuisine sera jaune moutarde, c'est décidé."],
        "De quelle couleur je vais peindre la cuisine ?",
        ["jaune", "moutarde"],
        perime=["bleu"],
    ),
    cas(
        "projet",
        "I save 300 euros a month for a trip to Patagonia next year.",
        "What am I putting money aside for?",
        ["patagonia", "patagonie"],
    ),
    cas(
        "epargne",
        "Je mets 250 euros de côté chaque mois pour m'acheter un nouvel ordinateur.",
        "Combien j'épargne par mois ?",
        ["250"],
    ),
    # --- lecture, écrans, musique, jeux -----------------------------------------------------------
    cas(
        "lecture",
        [
            "Je lis Les Misérables en ce moment, j'en suis à la moitié.",
            "J'ai lâché Les Misérables, maintenant je lis un polar de Fred Vargas.",
        ],
        "Quel livre je lis en ce moment ?",
        ["vargas"],
        perime=["miserables"],
    ),
    cas(
        "lecture",
        ["Mon objectif, c'est de lire 20 livres cette année.", "Je vise 30 bouquins sur l'année."],
        "Combien de livres je compte lire cette année ?",
        ["30", "trente"],
        perime=["20", "vingt"],
    ),
    cas(
        "ecran",
        [
            "My favourite series is Breaking Bad.",
            "Now my favourite show is Severance, I binged it in a week.",
        ],
        "What's my favourite TV show?",
        ["severance"],
        perime=["breaking bad"],
    ),
    cas(
        "ecran",
        "Mon film culte, c'est Le Dîner de cons, je connais les répliques par cœur.",
        "Quel long-métrage je pourrais revoir mille fois ?",
        ["diner de cons"],
    ),
    cas(
        "ecran",
        "I watched Dune last weekend with my cousins.",
        "Which movie am I planning to see next weekend?",
        [],
        leurre=["dune"],
    ),
    cas(
        "ecran",
        "Je n'ai pas de télé, je regarde tout sur ma tablette, au lit.",
        "Sur quel appareil je regarde mes films ?",
        ["tablette"],
    ),
    cas(
        "instrument",
        "My landlord plays the cello downstairs; I play the drums, luckily he doesn't mind.",
        "What instrument do I play?",
        ["drum", "batterie"],
        autrui=["cello", "violoncelle"],
    ),
    cas(
        "instrument",
        "Moi je joue du hautbois dans l'harmonie municipale, répétition le mercredi.",
        "Quel instrument à vent je pratique ?",
        ["hautbois"],
    ),
    cas(
        "instrument",
        ["I practise guitar on Sunday mornings.", "My guitar practice is on Saturday evenings."],
        "When do I practise guitar?",
        ["saturday", "samedi"],
        perime=["sunday", "dimanche"],
    ),
    cas(
        "famille",
        "My daughter's piano lesson is on Wednesday at 5 pm, right after school.",
        "When does my daughter have piano?",
        ["wednesday", "mercredi"],
        personne="daughter",
    ),
    cas(
        "famille",
        "My daughter's piano lesson is on Wednesday at 5 pm, right after school.",
        "What time is my own piano lesson?",
        [],
        leurre=["5", "wednesday"],
    ),
    cas(
        "musique",
        "I collect vinyl records, mostly 70s jazz from Blue Note.",
        "What genre of music do I collect?",
        ["jazz"],
    ),
    cas(
        "jeu",
        "Mon collègue joue à Fortnite, moi je suis plutôt Zelda, je le refais chaque année.",
        "À quel jeu vidéo je joue ?",
        ["zelda"],
        autrui=["fortnite"],
    ),
    cas(
        "jeu",
        "Au club d'échecs je suis classé 1650 Elo, je joue le jeudi soir.",
        "Quel est mon classement aux échecs ?",
        ["1650", "1 650"],
    ),
    cas(
        "loisir",
        "Je tricote un pull en laine pour l'hiver, c'est déjà mon troisième.",
        "Quel loisir créatif je pratique ?",
        ["tricot"],
    ),
    # --- numéros, casiers, tailles ----------------------------------------------------------------
    cas(
        "casier",
        "Mon casier au vestiaire de la piscine, c'est le 217.",
        "C'est quoi le numéro de mon casier à la piscine ?",
        ["217"],
    ),
    cas(
        "casier",
        "Mon casier au vestiaire de la piscine, c'est le 217, tout au fond.",
        "Quel est le code du cadenas de mon casier ?",
        [],
        leurre=["217"],
    ),
    cas(
        "casier",
        ["My gym locker is number 42.", "I switched lockers, it's 58 now."],
        "What's my gym locker number?",
        ["58"],
        perime=["42"],
    ),
    cas(
        "numero",
        [
            "Au club de canoë, mon kayak est rangé sur le rack 112.",
            "Au club, on a mis mon kayak sur le rack 87.",
        ],
        "Sur quel rack est mon kayak ?",
        ["87"],
        perime=["112"],
    ),
    cas(
        "taille_vetement",
        ["Je fais du 38 en pantalon.", "J'ai pris un peu, maintenant c'est du 40 pour les pantalons."],
        "Quelle taille de pantalon je prends ?",
        ["40"],
        perime=["38"],
    ),
    cas(
        "taille_vetement",
        "Pour les vestes je prends du 52, les manches sont toujours trop courtes sinon.",
        "Quelle taille de veste je porte ?",
        ["52"],
    ),
    cas(
        "pointure", "Mon fils chausse du 34 et moi du 42.", "Quelle est ma pointure ?", ["42"], autrui=["34"]
    ),
    cas(
        "mesure_corps",
        "Je mesure 1 m 78, mais tout le monde me croit plus grand.",
        "Je fais quelle taille, debout ?",
        ["1 m 78", "1m78", "1,78", "1.78", "178", "1 metre 78"],
    ),
    # --- montants ---------------------------------------------------------------------------------
    cas(
        "montant",
        [
            "Mon budget pour le cadeau de mariage de Léa, c'est 100 euros.",
            "Désormais on met 150 euros, on s'est mis d'accord avec mon copain.",
        ],
        "Combien je mets dans le cadeau de mariage de Léa ?",
        ["150"],
        perime=["100"],
    ),
    cas(
        "montant",
        "I pay 12.99 a month for my music streaming.",
        "How much does my music subscription cost?",
        ["12.99", "12,99"],
    ),
    cas(
        "montant",
        "J'ai acheté un vélo électrique à 1 800 euros, avec la prime de la mairie.",
        "Combien me coûte mon abonnement à la salle de sport ?",
        [],
        leurre=["1 800", "1800"],
    ),
    cas(
        "montant",
        "Mon loyer, c'est 720 euros charges comprises, payé le 5 du mois.",
        "Combien je paie de loyer ?",
        ["720"],
    ),
    # --- adresses, soignants, famille, métier -----------------------------------------------------
    cas(
        "adresse_lieu",
        "La salle d'escalade où je grimpe est au 12 rue des Tanneurs.",
        "À quelle adresse se trouve ma salle de grimpe ?",
        ["rue des tanneurs"],
    ),
    cas(
        "adresse_lieu",
        "Le cabinet de ma kiné est au 3 place du Marché, au deuxième étage.",
        "Où est le cabinet de ma kiné ?",
        ["place du marche"],
    ),
    cas(
        "adresse_lieu",
        "My neighbour Paul waters my plants when I'm away; he lives at number 14.",
        "What house number does Paul live at?",
        ["14"],
        personne="Paul",
    ),
    cas(
        "soignant",
        [
            "My dentist is Dr Smith on Baker Lane.",
            "I see Dr Okafor for my teeth, her practice is at 9 Mill Road.",
        ],
        "Who is my dentist?",
        ["okafor"],
        perime=["smith"],
    ),
    cas(
        "famille",
        "Je n'ai pas d'enfants, mais j'ai trois neveux que je garde souvent.",
        "Combien de neveux j'ai ?",
        ["trois", "3"],
    ),
    cas(
        "famille",
        "On a deux grands de 14 et 17 ans, et une petite dernière de 3 ans.",
        "Combien d'enfants j'ai ?",
        ["trois", "3 enfants"],
    ),
    cas(
        "famille",
        "Mon frère a 35 ans et il vient d'être papa pour la première fois.",
        "Quel âge j'ai ?",
        [],
        leurre=["35"],
    ),
    cas(
        "metier",
        "My sister is a nurse and I'm a carpenter, I mostly build staircases.",
        "What do I do for a living?",
        ["carpenter", "menuisier", "charpentier"],
        autrui=["nurse", "infirmi"],
    ),
    cas(
        "metier",
        [
            "Je suis prof de maths au collège.",
            "Depuis la rentrée je suis formatrice pour adultes, j'ai quitté l'Éducation nationale.",
        ],
        "Quel est mon métier ?",
        ["formatrice", "formateur", "formation"],
        perime=["prof de math", "professeur", "math"],
    ),
    # --- numérique, habitudes, maison -------------------------------------------------------------
    cas(
        "numerique",
        "I don't use Facebook at all, I'm only on Mastodon.",
        "Which social network am I on?",
        ["mastodon"],
    ),
    cas(
        "numerique",
        "Mon téléphone, c'est un vieux Fairphone 3, je refuse d'en changer.",
        "Quel smartphone j'ai ?",
        ["fairphone"],
    ),
    cas(
        "habitude",
        "Je ne prends jamais l'ascenseur au bureau, toujours l'escalier, six étages.",
        "Comment je monte jusqu'à mon bureau ?",
        ["escalier", "a pied"],
    ),
    cas(
        "habitude",
        "I never work on Fridays; that's my pottery day at the studio.",
        "What do I do on Fridays?",
        ["pottery", "ceramic", "poterie"],
    ),
    cas(
        "habitude",
        "Moi je médite dix minutes chaque soir avant de dormir, avec une appli.",
        "Combien de temps je médite le soir ?",
        ["dix minutes", "10 minutes", "10 min"],
    ),
    cas(
        "habitude",
        "Chez nous, c'est mon mari qui cuisine ; moi je fais la vaisselle, c'est le deal.",
        "Et moi, je fais quoi après le repas ?",
        ["vaisselle"],
        autrui=["cuisine"],
    ),
    cas(
        "plantes",
        "Ma plante fétiche, c'est mon ficus ; je l'arrose le dimanche matin.",
        "Quel jour j'arrose mon ficus ?",
        ["dimanche"],
    ),
    cas(
        "potager",
        [
            "Au potager, j'ai planté des tomates cerises.",
            "Au potager, cette année, ce sera des courgettes et rien d'autre.",
        ],
        "Qu'est-ce qui pousse dans mon potager ?",
        ["courgette"],
        perime=["tomate"],
    ),
    cas(
        "voisinage",
        "Ma voisine Sylvie m'a prêté sa perceuse pour monter les étagères.",
        "Qu'est-ce que j'ai prêté à Sylvie ?",
        [],
        leurre=["perceuse"],
    ),
]
