# ruff: noqa: E501 -- une table de données : une question par ligne se relit mieux qu'une ligne coupée
"""Le jeu d'évaluation de la recherche (leçon 12) : 3 utilisateurs, 60 sessions, 300+ questions.

Écrit à la main pour le cours, avant de régler quoi que ce soit. Chaque fait est une phrase dite
par l'utilisateur dans une session ; chaque question nomme les tours qui y répondent (ses
*preuves* : (session, position)). Les questions sont écrites comme les poserait quelqu'un d'autre :
souvent sans les mots du fait (« bosser » pour « travailler », « félin » pour « chat »).

Sortes de questions (`sorte`) :
- "simple" : un fait dit une fois ;
- "date" : quand quelque chose a été dit ou fait (la preuve est le tour qui le dit) ;
- "maj-maintenant" / "maj-avant" : un fait changé plus tard ; la question sur l'état actuel a pour
  preuve le tour récent, celle sur l'état d'avant, le tour ancien ;
- "deux-sessions" : la réponse demande deux tours de deux sessions ;
- "sans-reponse" : rien dans l'historique n'y répond (la recherche doit ne rien rendre) ;
- la langue : Sam parle anglais dans ses sessions ; certaines questions sont dans l'autre langue.

Un tiers des questions (`reglage=True` : une sur trois, dans l'ordre) sert à régler le seuil du
sens ; les mesures rapportées sont celles des deux autres tiers, jamais vus au réglage.
"""

from __future__ import annotations

from dataclasses import dataclass, field

RELANCES = ["D'accord, c'est noté.", "Très bien, je retiens.", "Merci de me le dire.",
            "Entendu.", "Je m'en souviendrai.", "Compris !"]
RELANCES_EN = ["Got it.", "Noted, thanks.", "I'll remember that.", "Understood."]
BAVARDAGE = ["Bonjour !", "Merci pour ton aide.", "Bon, je dois filer.", "Tu peux reformuler ?",
             "Ok, super.", "À plus tard !", "Je reviens vers toi demain.", "Parfait, merci."]
BAVARDAGE_EN = ["Hi there!", "Thanks for the help.", "Okay, great.", "Talk to you later!"]

# Chaque session : (date, [faits]) ; chaque fait : (id, phrase, [(question, sorte), …]).
# Une question peut renvoyer à d'autres preuves par leurs ids : ("…", "deux-sessions", ["id1", "id2"]).
CAMILLE = [
    ("2026-01-08", [
        ("c-allergie", "Je suis allergique aux arachides, même une trace me donne de l'urticaire.",
         [("Quel traiteur choisir vu mon allergie ?", "simple"),
          ("Qu'est-ce que je ne peux pas manger ?", "simple")]),
        ("c-equipe", "Je travaille dans l'équipe Plateforme depuis trois ans.",
         [("Dans quelle équipe je bosse ?", "simple"), ("Depuis quand suis-je chez Plateforme ?", "simple")]),
    ]),
    ("2026-01-15", [
        ("c-fille", "Ma fille Léa entre au CP en septembre.",
         [("Comment s'appelle mon enfant ?", "simple"), ("En quelle classe va ma fille ?", "simple")]),
        ("c-velo1", "Je vais au bureau avec un vieux vélo Peugeot bleu.",
         [("Quel vélo j'avais avant ?", "maj-avant"), ("Comment je me rends au travail ?", "simple")]),
    ]),
    ("2026-01-29", [
        ("c-dos", "J'ai une hernie discale, le kiné m'interdit de porter des charges lourdes.",
         [("Quel problème de santé ai-je au dos ?", "simple"),
          ("Puis-je aider à déménager un piano ?", "simple")]),
        ("c-cafe", "Je ne bois plus de café, seulement du thé vert.",
         [("Qu'est-ce que je bois le matin ?", "simple"), ("Je prends du café ?", "simple")]),
    ]),
    ("2026-02-10", [
        ("c-appart1", "On habite un deux-pièces rue Crébillon à Nantes.",
         [("Où est-ce que je vivais avant le déménagement ?", "maj-avant"),
          ("Dans quelle rue était mon ancien logement ?", "maj-avant")]),
        ("c-voiture", "Nous n'avons pas de voiture, on se déplace en tram.",
         [("Est-ce qu'on possède une auto ?", "simple"), ("Quel transport en commun j'utilise ?", "simple")]),
    ]),
    ("2026-02-24", [
        ("c-mariage", "Le mariage de ma sœur Inès aura lieu le 13 juin à Clisson.",
         [("Quand se marie ma sœur ?", "date"), ("Où a lieu la noce d'Inès ?", "simple")]),
        ("c-guitare", "Je prends des cours de guitare le mardi soir.",
         [("Quel instrument est-ce que j'apprends ?", "simple"), ("Quel soir suis-je occupée ?", "simple")]),
    ]),
    ("2026-03-09", [
        ("c-projet1", "Mon projet du moment s'appelle Orion, une refonte de la facturation.",
         [("Sur quel projet je travaillais en mars ?", "maj-avant"),
          ("C'était quoi le projet Orion ?", "simple")]),
        ("c-chef1", "Ma responsable s'appelle Sophie Marchand.",
         [("Qui était ma cheffe au début de l'année ?", "maj-avant"), ("Qui est Sophie Marchand ?", "simple")]),
    ]),
    ("2026-03-23", [
        ("c-chat", "Notre chat Pixel a quatorze ans et ne mange que des croquettes rénales.",
         [("Comment s'appelle mon félin ?", "simple"), ("Quel âge a notre animal ?", "simple")]),
        ("c-vacances1", "On prévoit des vacances en Bretagne, à Crozon, fin juillet.",
         [("Où partons-nous cet été ?", "simple"), ("Quand prenons-nous nos congés ?", "date")]),
    ]),
    ("2026-04-06", [
        ("c-course", "Je me suis inscrite au semi-marathon de Nantes du 19 avril.",
         [("À quelle course à pied suis-je inscrite ?", "simple"), ("Quelle date pour le semi ?", "date")]),
        ("c-vege", "Depuis Pâques je suis végétarienne.",
         [("Est-ce que je mange de la viande ?", "simple"), ("Quel régime alimentaire je suis ?", "simple")]),
    ]),
    ("2026-04-20", [
        ("c-temps", "J'ai couru le semi en 1 h 52, mon meilleur temps.",
         [("Quel chrono ai-je fait au semi-marathon ?", "simple"),
          ("Combien de temps pour mes 21 km ?", "simple")]),
        ("c-livre", "Je lis en ce moment « L'Anomalie » d'Hervé Le Tellier.",
         [("Quel roman je lisais au printemps ?", "simple"), ("Qui est l'auteur de mon livre ?", "simple")]),
    ]),
    ("2026-05-04", [
        ("c-appart2", "Ça y est, on a déménagé dans une maison à Rezé, avec un petit jardin.",
         [("Où est-ce que j'habite maintenant ?", "maj-maintenant"),
          ("Avons-nous un jardin ?", "simple")]),
        ("c-velo2", "J'ai revendu le Peugeot, je roule maintenant sur un vélo électrique.",
         [("Quel vélo j'ai aujourd'hui ?", "maj-maintenant"), ("Qu'est devenu mon vieux vélo ?", "simple")]),
    ]),
    ("2026-05-18", [
        ("c-medoc", "Le médecin m'a prescrit de l'ibuprofène, mais je dois éviter l'aspirine.",
         [("Quel antidouleur m'est déconseillé ?", "simple"), ("Quel médicament m'a donné le docteur ?", "simple")]),
        ("c-anniv", "L'anniversaire de Léa, c'est le 2 juillet.",
         [("Quand est né mon enfant ?", "date"), ("Quelle date pour la fête de ma fille ?", "date")]),
    ]),
    ("2026-06-01", [
        ("c-projet2", "Orion est livré ; je passe sur le projet Vega, l'application mobile.",
         [("Sur quel projet je bosse en ce moment ?", "maj-maintenant"),
          ("Qu'est-ce que Vega ?", "simple")]),
        ("c-chef2", "Sophie est partie, mon nouveau manager est Karim Benali.",
         [("Qui est mon chef maintenant ?", "maj-maintenant"), ("Pourquoi Sophie n'est plus là ?", "simple")]),
    ]),
    ("2026-06-15", [
        ("c-cadeau", "Pour le mariage d'Inès on offre un week-end en Ardèche.",
         [("Quel cadeau de mariage avons-nous choisi ?", "simple"),
          ("Quel présent pour ma sœur ?", "simple")]),
        ("c-jardin", "On a planté des tomates et des courgettes dans le jardin.",
         [("Qu'est-ce qui pousse dans notre potager ?", "simple"), ("Quels légumes avons-nous semés ?", "simple")]),
    ]),
    ("2026-07-02", [
        ("c-vacances2", "Finalement on annule Crozon, on part au Pays basque, à Biarritz.",
         [("Où allons-nous en vacances finalement ?", "maj-maintenant"),
          ("Quelle était notre première idée de vacances ?", "maj-avant")]),
        ("c-surf", "Léa veut prendre des cours de surf là-bas.",
         [("Quel sport veut essayer ma fille ?", "simple"), ("Qui veut faire du surf ?", "simple")]),
    ]),
    ("2026-07-20", [
        ("c-voisin", "Notre voisin Marcel garde le chat pendant les vacances.",
         [("Qui s'occupe de Pixel cet été ?", "simple"), ("Comment s'appelle le voisin ?", "simple")]),
        ("c-train", "Notre train pour Biarritz part le 25 juillet à 7 h 12.",
         [("À quelle heure part notre TGV ?", "date"), ("Quel jour partons-nous ?", "date")]),
    ]),
    ("2026-08-24", [
        ("c-retour", "Retour de vacances : Léa a adoré le surf, moi j'ai attrapé un coup de soleil.",
         [("Comment se sont passées les vacances ?", "simple"), ("Ma fille a-t-elle aimé le surf ?", "simple")]),
        ("c-ecole", "Léa fera sa rentrée à l'école Jean-Macé de Rezé.",
         [("Dans quelle école va ma fille ?", "simple"), ("Où Léa fait-elle sa rentrée ?", "simple")]),
    ]),
    ("2026-09-07", [
        ("c-teletravail", "Je suis en télétravail le lundi et le vendredi.",
         [("Quels jours je travaille de chez moi ?", "simple"), ("Quand suis-je au bureau ?", "simple")]),
        ("c-yoga", "J'ai arrêté la guitare, je fais du yoga le mardi maintenant.",
         [("Quelle activité ai-je le mardi soir maintenant ?", "maj-maintenant"),
          ("Quel instrument jouais-je avant ?", "maj-avant")]),
    ]),
    ("2026-09-28", [
        ("c-conf", "Je présente Vega à la conférence DevFest Nantes le 16 octobre.",
         [("Quand est ma présentation ?", "date"), ("À quel événement je parle de l'appli ?", "simple")]),
        ("c-allergie2", "Nouvelle allergie découverte : les kiwis aussi.",
         [("Quel fruit dois-je éviter ?", "simple"), ("Quelles sont toutes mes allergies ?", "deux-sessions",
                                                       ["c-allergie", "c-allergie2"])]),
    ]),
    ("2026-10-12", [
        ("c-salaire", "J'ai eu une augmentation de 6 % en octobre.",
         [("De combien a été ma hausse de salaire ?", "simple"), ("Quand ai-je été augmentée ?", "date")]),
        ("c-voiture2", "On a acheté une Zoé d'occasion pour les week-ends.",
         [("Avons-nous une voiture maintenant ?", "maj-maintenant"),
          ("Quel modèle d'auto avons-nous pris ?", "simple")]),
    ]),
    ("2026-11-02", [
        ("c-noel", "Pour Noël on sera chez mes parents à Angers.",
         [("Où passons-nous les fêtes de fin d'année ?", "simple"), ("Où vivent mes parents ?", "simple")]),
        ("c-mutuelle", "Ma mutuelle rembourse les séances de kiné pour mon dos.",
         [("Mes séances de kiné sont-elles prises en charge ?", "simple"),
          ("Pourquoi je vais chez le kiné et qui paie ?", "deux-sessions", ["c-dos", "c-mutuelle"])]),
    ]),
]

LEO = [
    ("2026-01-10", [
        ("l-metier", "Je suis boulanger à Lille, je commence à 4 h du matin.",
         [("Quel est mon métier ?", "simple"), ("À quelle heure je démarre ma journée ?", "simple")]),
        ("l-diabete", "J'ai un diabète de type 1, je porte une pompe à insuline.",
         [("De quelle maladie je souffre ?", "simple"), ("Quel appareil médical j'utilise ?", "simple")]),
    ]),
    ("2026-01-24", [
        ("l-femme", "Ma compagne Nadia est infirmière de nuit.",
         [("Que fait ma partenaire comme travail ?", "simple"), ("Comment s'appelle ma conjointe ?", "simple")]),
        ("l-four1", "Le four de la boulangerie est un vieux Bongard à sole.",
         [("Quel four avais-je au début ?", "maj-avant"), ("De quelle marque était mon ancien four ?", "maj-avant")]),
    ]),
    ("2026-02-07", [
        ("l-chien", "On a adopté un berger australien qui s'appelle Rollo.",
         [("Quel animal avons-nous pris ?", "simple"), ("Comment se nomme notre toutou ?", "simple")]),
        ("l-foot", "Je joue au foot en vétérans le dimanche matin.",
         [("Quel sport je pratique ?", "simple"), ("Que fais-je le dimanche matin ?", "simple")]),
    ]),
    ("2026-02-21", [
        ("l-pret", "On a demandé un prêt de 180 000 euros pour acheter une maison.",
         [("Quel montant avons-nous emprunté ?", "simple"), ("Combien coûte notre crédit immobilier ?", "simple")]),
        ("l-gluten", "Beaucoup de clients me demandent du pain sans gluten.",
         [("Que réclament mes clients ?", "simple"), ("Y a-t-il une demande pour le sans gluten ?", "simple")]),
    ]),
    ("2026-03-07", [
        ("l-apprenti1", "Mon apprenti s'appelle Théo, il est en CAP.",
         [("Qui était mon apprenti l'hiver dernier ?", "maj-avant"), ("Quel diplôme prépare Théo ?", "simple")]),
        ("l-hypo", "Hier j'ai fait une hypoglycémie au fournil, Nadia m'a donné du sucre.",
         [("Que s'est-il passé au travail avec mon diabète ?", "simple"), ("Quel malaise ai-je eu ?", "simple")]),
    ]),
    ("2026-03-21", [
        ("l-concours", "Je participe au concours de la meilleure baguette de Lille le 12 avril.",
         [("À quelle compétition je m'inscris ?", "simple"), ("Quand a lieu le concours ?", "date")]),
        ("l-velo", "Je vais au fournil en trottinette électrique.",
         [("Comment je me déplace pour aller bosser ?", "simple"), ("Quel engin j'utilise le matin ?", "simple")]),
    ]),
    ("2026-04-13", [
        ("l-prix", "J'ai fini deuxième au concours de la baguette !",
         [("Quel résultat ai-je obtenu au concours ?", "simple"), ("Ai-je gagné la compétition ?", "simple")]),
        ("l-vacances", "On ferme la boutique du 3 au 24 août.",
         [("Quand la boulangerie est-elle fermée ?", "date"), ("Combien de temps durent nos congés ?", "date")]),
    ]),
    ("2026-04-27", [
        ("l-maison", "On a signé pour une maison à Villeneuve-d'Ascq.",
         [("Dans quelle ville avons-nous acheté ?", "simple"),
          ("Combien avons-nous emprunté et pour quoi ?", "deux-sessions", ["l-pret", "l-maison"])]),
        ("l-bebe", "Nadia est enceinte, le bébé est prévu pour novembre.",
         [("Quand naîtra notre enfant ?", "date"), ("Attendons-nous un bébé ?", "simple")]),
    ]),
    ("2026-05-11", [
        ("l-four2", "On a remplacé le vieux Bongard par un four ventilé Pavailler.",
         [("Quel four j'utilise aujourd'hui ?", "maj-maintenant"), ("Qu'est devenu l'ancien four ?", "simple")]),
        ("l-recette", "Ma spécialité est une tourte au maroilles.",
         [("Quel est mon produit phare ?", "simple"), ("Quel fromage dans ma tourte ?", "simple")]),
    ]),
    ("2026-05-25", [
        ("l-genou", "Je me suis fait une entorse au genou au foot.",
         [("Comment me suis-je blessé ?", "simple"), ("Quelle articulation me fait mal ?", "simple")]),
        ("l-banque", "Notre conseiller bancaire est M. Dufresne au Crédit du Nord.",
         [("Qui gère notre dossier à la banque ?", "simple"), ("Quelle est notre banque ?", "simple")]),
    ]),
    ("2026-06-08", [
        ("l-apprenti2", "Théo a eu son CAP et il part ; ma nouvelle apprentie s'appelle Jade.",
         [("Qui est mon apprenti maintenant ?", "maj-maintenant"), ("Théo a-t-il réussi son examen ?", "simple")]),
        ("l-horaire", "En été j'ouvre à 6 h 30 au lieu de 7 h.",
         [("À quelle heure j'ouvre le magasin l'été ?", "simple"), ("Mes horaires changent-ils en juillet ?", "simple")]),
    ]),
    ("2026-06-22", [
        ("l-demenage", "Le déménagement à Villeneuve-d'Ascq est prévu le 5 juillet.",
         [("Quand emménageons-nous ?", "date"), ("Quel jour on change de maison ?", "date")]),
        ("l-capteur", "Le diabétologue m'a mis un capteur de glycémie en continu.",
         [("Quel nouvel appareil pour mon sucre ?", "simple"),
          ("Comment je surveille ma maladie ?", "deux-sessions", ["l-diabete", "l-capteur"])]),
    ]),
    ("2026-07-06", [
        ("l-chien2", "Rollo a mangé un pain au chocolat, on a filé chez le vétérinaire.",
         [("Pourquoi sommes-nous allés chez le véto ?", "simple"), ("Qu'a avalé le chien ?", "simple")]),
        ("l-jardin", "Le jardin de la maison est plein de pommiers.",
         [("Quels arbres avons-nous ?", "simple"), ("Qu'y a-t-il dans notre terrain ?", "simple")]),
    ]),
    ("2026-07-20", [
        ("l-foot2", "Avec mon genou j'arrête le foot, je me mets au vélo de route.",
         [("Quel sport je fais maintenant ?", "maj-maintenant"), ("Quel sport pratiquais-je avant ?", "maj-avant")]),
        ("l-pompe", "Ma pompe à insuline a été changée pour un modèle Omnipod.",
         [("Quelle pompe j'ai désormais ?", "maj-maintenant"), ("Quelle marque pour mon insuline ?", "simple")]),
    ]),
    ("2026-08-31", [
        ("l-rentree", "Réouverture le 25 août, les clients étaient au rendez-vous.",
         [("Comment s'est passée la réouverture ?", "simple"), ("Quand avons-nous rouvert ?", "date")]),
        ("l-prix-pain", "J'augmente la baguette à 1,30 euro à cause du prix de la farine.",
         [("Combien coûte ma baguette ?", "simple"), ("Pourquoi ai-je monté mes tarifs ?", "simple")]),
    ]),
    ("2026-09-14", [
        ("l-prenom", "Si c'est une fille elle s'appellera Alice, un garçon Gabriel.",
         [("Quels prénoms avons-nous choisis ?", "simple"), ("Comment appellerons-nous le bébé ?", "simple")]),
        ("l-sans-gluten2", "Je lance une gamme sans gluten le jeudi.",
         [("Quand vendons-nous du sans gluten ?", "simple"),
          ("Qu'ai-je fait de la demande des clients ?", "deux-sessions", ["l-gluten", "l-sans-gluten2"])]),
    ]),
    ("2026-09-28", [
        ("l-salon", "J'irai au salon Europain à Paris en janvier.",
         [("À quel salon professionnel je vais ?", "simple"), ("Quand vais-je à Paris ?", "date")]),
        ("l-voiture", "Notre vieille Clio est tombée en panne, embrayage mort.",
         [("Qu'est-il arrivé à la voiture ?", "simple"), ("Quel modèle de voiture avons-nous ?", "simple")]),
    ]),
    ("2026-10-12", [
        ("l-conge-pat", "Je prendrai mon congé paternité en décembre.",
         [("Quand serai-je en congé pour le bébé ?", "date"), ("Vais-je m'arrêter à la naissance ?", "simple")]),
        ("l-remplacant", "Jade tiendra la boutique avec un boulanger remplaçant, Marc.",
         [("Qui me remplace pendant mon absence ?", "simple"), ("Qui est Marc ?", "simple")]),
    ]),
    ("2026-10-26", [
        ("l-velo2", "J'ai fait ma première sortie de 80 km à vélo.",
         [("Quelle distance ai-je parcourue à bicyclette ?", "simple"), ("Ma plus longue balade ?", "simple")]),
        ("l-nadia", "Nadia est en congé maternité depuis le 20 octobre.",
         [("Depuis quand ma compagne ne travaille plus ?", "date"), ("Nadia est-elle encore à l'hôpital la nuit ?", "simple")]),
    ]),
    ("2026-11-09", [
        ("l-naissance", "Alice est née le 7 novembre, 3,2 kg !",
         [("Quand est née ma fille ?", "date"), ("Combien pesait le bébé ?", "simple")]),
        ("l-nuit", "On dort très peu, Alice se réveille toutes les trois heures.",
         [("Comment sont nos nuits depuis la naissance ?", "simple"), ("Pourquoi suis-je fatigué ?", "simple")]),
    ]),
]

SAM = [
    ("2026-01-12", [
        ("s-job", "I work as a nurse at the Royal Infirmary in Edinburgh.",
         [("Where do I work?", "simple"), ("Quel est mon métier ?", "simple")]),
        ("s-allergy", "I'm allergic to penicillin, it gives me a rash.",
         [("Which antibiotic must I avoid?", "simple"), ("À quel médicament suis-je allergique ?", "simple")]),
    ]),
    ("2026-01-26", [
        ("s-flat1", "I share a flat in Leith with two friends.",
         [("Where did I live at the start of the year?", "maj-avant"), ("Who do I live with?", "simple")]),
        ("s-shift", "I'm on night shifts three times a week.",
         [("How often do I work nights?", "simple"), ("What is my schedule like?", "simple")]),
    ]),
    ("2026-02-09", [
        ("s-french", "I'm learning French because I want to move to Montréal one day.",
         [("Which language am I studying?", "simple"), ("Why am I taking French lessons?", "simple")]),
        ("s-brother", "My brother Callum just got engaged to Priya.",
         [("Who is my brother marrying?", "simple"), ("What's my brother's name?", "simple")]),
    ]),
    ("2026-02-23", [
        ("s-run", "I signed up for the Edinburgh half marathon on May 24.",
         [("Which race did I enter?", "simple"), ("When is the race?", "date")]),
        ("s-diet", "I'm vegan, no dairy, no eggs.",
         [("What do I eat?", "simple"), ("Est-ce que je mange des œufs ?", "simple")]),
    ]),
    ("2026-03-09", [
        ("s-car1", "I drive an old red Fiat Panda.",
         [("What car did I have before?", "maj-avant"), ("What colour was my old car?", "maj-avant")]),
        ("s-cat", "We have a cat called Biscuit who hates the vacuum cleaner.",
         [("What's our pet's name?", "simple"), ("What scares Biscuit?", "simple")]),
    ]),
    ("2026-03-23", [
        ("s-knee", "I twisted my ankle on a long shift and I'm wearing a brace.",
         [("How did I hurt my foot?", "simple"), ("Why am I wearing a support?", "simple")]),
        ("s-course", "I started an online course in intensive care nursing.",
         [("What am I studying for work?", "simple"), ("Which training did I begin?", "simple")]),
    ]),
    ("2026-04-06", [
        ("s-boss1", "My ward manager is Fiona, she's strict but fair.",
         [("Who was my manager in spring?", "maj-avant"), ("What is Fiona like?", "simple")]),
        ("s-holiday", "I'm going hiking on the Isle of Skye in June.",
         [("Where am I going on holiday?", "simple"), ("When is my hiking trip?", "date")]),
    ]),
    ("2026-04-20", [
        ("s-mum", "My mum had a hip replacement last week, she's recovering well.",
         [("What surgery did my mother have?", "simple"), ("How is my mum doing?", "simple")]),
        ("s-guitar", "I bought a second-hand ukulele.",
         [("What instrument did I buy?", "simple"), ("Quel instrument ai-je acheté ?", "simple")]),
    ]),
    ("2026-05-04", [
        ("s-flat2", "I moved into my own studio flat in Marchmont.",
         [("Where do I live now?", "maj-maintenant"), ("Do I still have flatmates?", "maj-maintenant")]),
        ("s-asthma", "The doctor says I have mild asthma and gave me an inhaler.",
         [("What breathing problem do I have?", "simple"),
          ("What are all my medical issues?", "deux-sessions", ["s-allergy", "s-asthma"])]),
    ]),
    ("2026-05-25", [
        ("s-result", "I finished the half marathon in 2 hours 5 minutes.",
         [("What was my race time?", "simple"), ("How long did the half take me?", "simple")]),
        ("s-wedding", "Callum and Priya's wedding is on September 12 in Glasgow.",
         [("When is my brother's wedding?", "date"), ("Where is the wedding?", "simple")]),
    ]),
    ("2026-06-08", [
        ("s-car2", "I sold the Panda and bought a used electric Nissan Leaf.",
         [("What car do I drive now?", "maj-maintenant"), ("What happened to the Fiat?", "simple")]),
        ("s-book", "I'm reading Shuggie Bain by Douglas Stuart.",
         [("Which novel am I reading?", "simple"), ("Who wrote my current book?", "simple")]),
    ]),
    ("2026-06-29", [
        ("s-skye", "Skye was amazing but the midges were terrible.",
         [("How was the hiking trip?", "simple"), ("What bothered me on Skye?", "simple")]),
        ("s-promotion", "I've been promoted to senior staff nurse.",
         [("What's my new job title?", "maj-maintenant"), ("Did I get a promotion?", "simple")]),
    ]),
    ("2026-07-13", [
        ("s-boss2", "Fiona retired; my new ward manager is Daniel Okafor.",
         [("Who is my boss now?", "maj-maintenant"), ("Why did Fiona leave?", "simple")]),
        ("s-gift", "For Callum's wedding I'm giving them a handmade quilt.",
         [("What wedding present am I giving?", "simple"), ("Quel cadeau pour le mariage de mon frère ?", "simple")]),
    ]),
    ("2026-07-27", [
        ("s-french2", "I passed my DELF B1 French exam!",
         [("Which French exam did I pass?", "simple"),
          ("Why am I learning French and how far have I got?", "deux-sessions", ["s-french", "s-french2"])]),
        ("s-bike", "I cycle to the hospital now, it takes twenty minutes.",
         [("How do I get to work?", "simple"), ("How long is my commute?", "simple")]),
    ]),
    ("2026-08-17", [
        ("s-vet", "Biscuit had to have two teeth removed at the vet.",
         [("What happened to the cat at the vet?", "simple"), ("Why did Biscuit go to the vet?", "simple")]),
        ("s-festival", "I'm volunteering at the Fringe festival in August.",
         [("What am I doing in August?", "simple"), ("Which festival do I help at?", "simple")]),
    ]),
    ("2026-09-14", [
        ("s-speech", "I gave a speech at Callum's wedding and everyone cried.",
         [("How did my wedding speech go?", "simple"), ("Did I speak at the wedding?", "simple")]),
        ("s-montreal", "I applied for a nursing job at the Montreal General Hospital.",
         [("Which hospital abroad did I apply to?", "simple"), ("Am I looking for a job in Canada?", "simple")]),
    ]),
    ("2026-09-28", [
        ("s-interview", "My video interview with Montreal is on October 8.",
         [("When is my interview?", "date"), ("How will the interview happen?", "simple")]),
        ("s-shift2", "No more night shifts for me, I'm on days now.",
         [("Do I still work nights?", "maj-maintenant"), ("How many night shifts did I use to do?", "maj-avant")]),
    ]),
    ("2026-10-12", [
        ("s-offer", "Montreal offered me the job, starting in March.",
         [("Did I get the job in Canada?", "simple"), ("When do I start in Montreal?", "date")]),
        ("s-visa", "I need a work permit; the paperwork takes about four months.",
         [("What paperwork do I need for Canada?", "simple"), ("How long does the permit take?", "simple")]),
    ]),
    ("2026-10-26", [
        ("s-cat2", "My neighbour will adopt Biscuit because he can't fly with me.",
         [("Who will take the cat?", "simple"), ("Is Biscuit coming to Canada?", "simple")]),
        ("s-flat3", "I gave notice on the Marchmont studio for the end of February.",
         [("When do I leave my flat?", "date"), ("What am I doing with my studio?", "simple")]),
    ]),
    ("2026-11-09", [
        ("s-farewell", "My colleagues are planning a farewell party on February 20.",
         [("When is my leaving do?", "date"), ("Who organises my goodbye party?", "simple")]),
        ("s-winter", "I bought a proper winter coat for the Canadian cold.",
         [("What did I buy for the winter?", "simple"), ("How am I preparing for the cold?", "simple")]),
    ]),
]

SANS_REPONSE = {
    "camille": ["Quel est mon groupe sanguin ?", "Combien de frères ai-je ?",
                "Quelle est la marque de mon téléphone ?", "Quel est mon numéro de sécurité sociale ?",
                "Ai-je déjà visité le Japon ?", "Quel est le nom de mon dentiste ?",
                "Combien mesure le mont Everest ?", "Quelle est la capitale de l'Australie ?"],
    "leo": ["Quelle est ma pointure ?", "Ai-je un bateau ?", "Quel est mon film préféré ?",
            "Combien de cylindres a un moteur diesel ?", "Qui a gagné la Coupe du monde 1998 ?",
            "Quelle langue parle-t-on au Brésil ?", "Ai-je joué du piano enfant ?"],
    "sam": ["What is my blood type?", "Do I own a motorbike?", "What's the capital of Peru?",
            "How many moons does Jupiter have?", "Have I ever been to Japan?",
            "What is my favourite football team?", "Combien coûte un billet pour la Lune ?"],
}

# Des questions en plus sur des faits déjà dits (autres mots, autre langue, dates).
EN_PLUS = {
    "camille": [("c-allergie", "Y a-t-il un aliment dangereux pour moi ?", "simple"),
                ("c-allergie", "Am I allergic to anything?", "simple"),
                ("c-equipe", "Which team am I in?", "simple"),
                ("c-fille", "Léa a quel âge à peu près ?", "simple"),
                ("c-dos", "Ai-je des soucis de colonne vertébrale ?", "simple"),
                ("c-mariage", "Quand ai-je parlé du mariage d'Inès pour la première fois ?", "date"),
                ("c-chat", "Que mange notre vieux matou ?", "simple"),
                ("c-vege", "Quand suis-je devenue végétarienne ?", "date"),
                ("c-projet2", "What app am I building?", "simple"),
                ("c-train", "Quel moyen de transport pour aller à Biarritz ?", "simple"),
                ("c-conf", "Je donne une conférence bientôt ?", "simple"),
                ("c-salaire", "Mon salaire a-t-il bougé cette année ?", "simple"),
                ("c-noel", "Where are we spending Christmas?", "simple")],
    "leo": [("l-metier", "Je fais quoi dans la vie ?", "simple"),
            ("l-diabete", "Ai-je besoin d'insuline ?", "simple"),
            ("l-diabete", "What chronic illness do I have?", "simple"),
            ("l-chien", "Quelle race est notre chien ?", "simple"),
            ("l-pret", "Quand avons-nous demandé le crédit ?", "date"),
            ("l-concours", "Ma baguette a-t-elle été jugée ?", "simple"),
            ("l-bebe", "Ma compagne attend-elle un enfant ?", "simple"),
            ("l-genou", "Pourquoi ai-je arrêté le ballon ?", "simple"),
            ("l-demenage", "When are we moving house?", "date"),
            ("l-chien2", "Le toutou a-t-il eu un accident ?", "simple"),
            ("l-prix-pain", "Le prix de la farine a-t-il changé mes tarifs ?", "simple"),
            ("l-naissance", "Is the baby a boy or a girl?", "simple"),
            ("l-salon", "Vais-je à une foire de boulangers ?", "simple")],
    "sam": [("s-job", "Am I a doctor?", "simple"),
            ("s-allergy", "Can I take amoxicillin?", "simple"),
            ("s-flat1", "Did I use to have flatmates?", "maj-avant"),
            ("s-french", "Do I want to emigrate?", "simple"),
            ("s-run", "Am I a runner?", "simple"),
            ("s-diet", "Do I eat cheese?", "simple"),
            ("s-cat", "Do we have any animals?", "simple"),
            ("s-mum", "Has anyone in my family had an operation?", "simple"),
            ("s-wedding", "Quand se marie mon frère ?", "date"),
            ("s-promotion", "Ai-je eu une promotion ?", "simple"),
            ("s-offer", "When did Montreal make me an offer?", "date"),
            ("s-visa", "Do I need a visa?", "simple"),
            ("s-farewell", "Is there a party for my departure?", "simple")],
}

UTILISATEURS = {"camille": CAMILLE, "leo": LEO, "sam": SAM}


@dataclass
class Question:
    utilisateur: str
    question: str
    sorte: str
    preuves: list[tuple[str, int]] = field(default_factory=list)
    reglage: bool = False


def sessions(utilisateur: str) -> list[tuple[str, str, list[dict]]]:
    """Les sessions de `utilisateur` : (id de session, date ISO, messages)."""
    anglais = utilisateur == "sam"
    relances, bavardage = (RELANCES_EN, BAVARDAGE_EN) if anglais else (RELANCES, BAVARDAGE)
    rendu = []
    for n, (date, faits) in enumerate(UTILISATEURS[utilisateur]):
        messages = [{"role": "user", "content": bavardage[n % len(bavardage)]},
                    {"role": "assistant", "content": relances[n % len(relances)]}]
        for j, (_, phrase, _) in enumerate(faits):
            messages.append({"role": "user", "content": phrase})
            messages.append({"role": "assistant", "content": relances[(n + j + 1) % len(relances)]})
        messages.append({"role": "user", "content": bavardage[(n + 3) % len(bavardage)]})
        rendu.append((f"{utilisateur}-{date}", date + "T09:00:00", messages))
    return rendu


def preuves_des_faits(utilisateur: str) -> dict[str, tuple[str, int]]:
    """id de fait -> (session, position) du tour qui le dit."""
    lieux = {}
    for date, faits in UTILISATEURS[utilisateur]:
        for j, (ident, _, _) in enumerate(faits):
            lieux[ident] = (f"{utilisateur}-{date}", 2 + 2 * j)
    return lieux


def questions() -> list[Question]:
    """Toutes les questions, dans l'ordre d'écriture ; une sur trois marquée pour le réglage."""
    rendu = []
    for utilisateur, seances in UTILISATEURS.items():
        lieux = preuves_des_faits(utilisateur)
        for _, faits in seances:
            for ident, _, qs in faits:
                for q in qs:
                    texte, sorte, *autres = q
                    ids = autres[0] if autres else [ident]
                    rendu.append(Question(utilisateur, texte, sorte, [lieux[i] for i in ids]))
        rendu += [Question(utilisateur, q, sorte, [lieux[ident]])
                  for ident, q, sorte in EN_PLUS[utilisateur]]
        rendu += [Question(utilisateur, q, "sans-reponse") for q in SANS_REPONSE[utilisateur]]
    for i, q in enumerate(rendu):
        q.reglage = i % 3 == 0
    return rendu


def verifier() -> dict[str, int]:
    """Les comptes du jeu (les consignes : ≥ 3 utilisateurs, 60 sessions, 300 questions).

    >>> c = verifier(); c["utilisateurs"], c["sessions"], c["questions"] >= 300
    (3, 60, True)
    """
    qs = questions()
    return {"utilisateurs": len(UTILISATEURS),
            "sessions": sum(len(s) for s in UTILISATEURS.values()),
            "questions": len(qs),
            **{f"sorte {s}": sum(q.sorte == s for q in qs) for s in sorted({q.sorte for q in qs})}}
