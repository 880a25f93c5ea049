"""Cas de côté n° 13 pour la sonde de compréhension des faits personnels.

Ces cas ont été écrits à part, par un étranger au projet, sans voir le moteur, ni ses règles, ni
aucune autre partie de la sonde (ni les autres jeux de cas) : seul le format de
`mesures/comprehension_cas.py` a été lu. Chaque cas est une session indépendante : un fait dit en
un à trois tours, glissé dans le bavardage, puis une question posée plus tard, formulée autrement.

Personnes imaginées (chacune écrit ses sessions dans une seule langue) :

  en français
  - Maëlle, boulangère de nuit ; son mari Yann, son fils Titouan, son apprenti Kévin ;
  - Hervé, pilote de remorqueur au port ; son matelot Jojo, sa voisine Mme Kerbrat, son fils Erwan ;
  - Soizic, dresseuse de chiens de berger ; ses chiennes et chiens Brume et Tango, sa sœur Anne,
    le berger voisin Jeannot ;
  - Bernadette, fleuriste de mariage ; sa fille Lou, son associée Samia, la mariée Lemoine ;
  - Étienne, gardien de nuit dans un musée ; sa femme Odile, son petit-fils Noé, sa collègue
    Fatou, sa fille Claire ;
  - Lucien, ramoneur ; son jumeau Marc, couvreur, ses clientes Mme Roussel et consorts ;
  - Nadia, apicultrice ; son compagnon Karim, ses enfants Yanis et Sofia ;
  - Gaëtan, luthier ; son père ébéniste, sa cliente Mme Arnaud ;

  en anglais
  - Declan, pêcheur de crabe en mer de Béring ; sa femme Marnie, sa fille Kaya, son matelot Rusty ;
  - Siobhan, hygiéniste dentaire ; son frère Liam, sa mère ;
  - Tunde, tailleur nigérian ; son apprenti Chidi, son voisin Mr Patel, son client Mr Adebayo ;
  - Gwen, directrice de chœur galloise ; son mari Rhys, tondeur de moutons ;
  - Brandon, conducteur de chasse-neige canadien ; sa compagne Jess, son chien Moose ;
  - Priya, soigneuse de manchots dans un zoo ; sa sœur Anjali, son collègue Tom.

Décompte (calculé avec Python, `python3 verifier.py`) :

    sorte de cas   total  fr  en
    -------------  -----  --  --
    fait simple       35  22  13
    mise à jour       20  12   8
    négation          12   7   5
    fait d'autrui     21  13   8
    non donné         12   8   4
    -------------  -----  --  --
    total            100  62  38

Relue à la fusion (neuvième tour), avant toute mesure : 2 cas retirés sans être lus (une
phrase proche d'une phrase d'une autre part : rapport `difflib`
au-dessus de 0,7, `tests/test_sonde_parts_de_cote.py`) ; restent 98 cas.
Mesurée une fois sur le moteur du début du neuvième tour (commit ec3c49d) et une fois à la fin ;
le README donne les chiffres. On ne règle rien sur elle.
"""
from __future__ import annotations

from mesures.comprehension_cas import Cas, cas

# Qui a écrit quelle session (pour vérifier que chaque personne garde sa langue).
AUTEURS: dict[str, str] = {}


def _c(auteur: str, sorte: str, dits, question: str, attendu, **autres) -> Cas:
    """Construit le cas avec `cas(...)` et note son auteur imaginaire."""
    AUTEURS[sorte] = auteur
    return cas(sorte, dits, question, attendu, **autres)


# ---------------------------------------------------------------------------------------------
# 1. Faits simples : un fait sur l'utilisateur, dit une fois, demandé autrement.
# ---------------------------------------------------------------------------------------------
SIMPLES: list[Cas] = [
    # Maëlle, boulangère de nuit
    _c("Maëlle", "heure_debut_petrin",
       "Petite précision sur mon rythme : je lance le pétrin à 2h45 toutes les nuits, pour que "
       "les premières fournées sortent à 5h.",
       "À quelle heure je me mets au travail la nuit ?", ["2h45"]),
    _c("Maëlle", "nom_du_levain",
       "Tu vas rire mais mon levain a un nom : Gaston. Il a onze ans, c'est ma grand-mère qui "
       "l'avait démarré avec de la farine de seigle.",
       "Quel petit nom j'ai donné à ma pâte mère ?", ["Gaston"]),
    _c("Maëlle", "fin_du_sommeil_de_jour",
       ["je dors de 9h à 14h30 en général",
        "volets fermés, bouchons d'oreilles, et surtout pas de coup de fil avant 14h30 stp"],
       "Jusqu'à quand je fais ma nuit, en journée ?", ["14h30"]),
    # Hervé, pilote de remorqueur
    _c("Hervé", "traction_du_remorqueur",
       "Le remorqueur que je commande, le Cap Fréhel, développe 60 tonnes de traction au point "
       "fixe, c'est un des plus costauds du port.",
       "Quelle est la puissance de tirage de mon bateau ?", ["60 tonnes"]),
    _c("Hervé", "pointure_bottes",
       "Je cherche des bottes de sécurité en 46, c'est ma pointure et c'est introuvable en "
       "magasin.",
       "Je chausse du combien ?", ["46"]),
    _c("Hervé", "loisir_maquettisme",
       "Quand je suis pas de quart, je bricole des maquettes de bateaux en bois ; en ce moment "
       "c'est un thonier de Concarneau au 1/50e, j'en suis aux bordés.",
       "Qu'est-ce que je construis pendant mes jours off ?", ["maquette", "thonier"]),
    # Soizic, dresseuse de chiens de berger
    _c("Soizic", "nombre_de_border_collies",
       "En ce moment j'ai cinq border collies au chenil, dont deux chiots de quatre mois qui "
       "font les fous.",
       "J'ai combien de chiens en tout ?", ["cinq"]),
    _c("Soizic", "date_concours_troupeau",
       "Je vais présenter Brume au concours de chiens de troupeau de Saint-Gaudens, le dimanche "
       "14 septembre, si elle arrête de couper les virages.",
       "C'est quand, l'épreuve où Brume doit rassembler les moutons ?", ["14 septembre"]),
    _c("Soizic", "matiere_du_sifflet",
       ["J'ai perdu trois sifflets en plastique cette année, une vraie passoire.",
        "Du coup je reste fidèle à mon vieux sifflet en corne de buffle, celui que m'a offert "
        "mon maître d'apprentissage."],
       "Mon sifflet fétiche est fait en quoi ?", ["corne de buffle"]),
    # Bernadette, fleuriste de mariage
    _c("Bernadette", "correction_lunettes_lecture",
       "Pour les boutonnières je dois mettre mes lunettes de lecture, des +2,5, sinon je pique à "
       "côté avec le fil de fer.",
       "Quelle est la correction de mes verres pour lire ?", ["2,5"]),
    _c("Bernadette", "nombre_mariages_saison",
       "Cette saison, j'ai 23 mariages au carnet entre mai et octobre, record battu !",
       "Combien de noces je fleuris cette année ?", ["23"]),
    _c("Bernadette", "format_reponse_puces",
       "Quand tu me réponds, fais-moi des listes à puces courtes : je lis ça sur mon téléphone "
       "entre deux bouquets, les mains pleines de terre.",
       "Sous quelle forme je veux recevoir tes réponses ?", ["listes à puces", "puces"]),
    # Étienne, gardien de nuit au musée
    _c("Étienne", "nuits_de_garde",
       "Je fais les rondes de 21h à 5h, trois nuits par semaine : du jeudi au samedi.",
       "Quels soirs je suis de service ?", ["jeudi au samedi", "jeudi"]),
    _c("Étienne", "tableau_prefere",
       "Dans tout le musée, celui devant lequel je m'arrête chaque nuit avec ma lampe, c'est la "
       "Marine au clair de lune de Vernet, salle 12. Je m'en lasse pas.",
       "Quelle œuvre j'aime regarder pendant mes tournées ?",
       ["Marine au clair de lune", "Vernet"]),
    _c("Étienne", "traitement_cardiaque",
       "Depuis mon stent en 2021, le cardiologue m'a mis sous Kardegic 75, un sachet le matin "
       "avec le petit-déjeuner.",
       "Quel médicament je prends pour le cœur ?", ["Kardegic"]),
    # Lucien, ramoneur
    _c("Lucien", "taille_du_ramoneur",
       "je fais 1m68, ça aide pour passer dans les trappes de visite, les grands gabarits "
       "galèrent lol",
       "Je mesure combien ?", ["1m68"]),
    _c("Lucien", "annee_brevet_pro",
       "J'ai décroché mon brevet professionnel de ramonage en juin 2011, après deux ans "
       "d'apprentissage chez un vieux du métier.",
       "En quelle année j'ai obtenu mon diplôme ?", ["2011"]),
    _c("Lucien", "musique_sur_les_toits",
       "sur les toits j'ai toujours du Brassens dans les oreilles, les clients se marrent quand "
       "ils m'entendent chanter La mauvaise réputation à 12 m de haut",
       "Quel artiste j'écoute en travaillant ?", ["Brassens"]),
    # Nadia, apicultrice
    _c("Nadia", "miel_le_plus_vendu",
       "Au marché du samedi, c'est le miel de bruyère qui part en premier : j'ai beau en "
       "apporter 80 pots, à 11h il y en a plus.",
       "Lequel de mes miels se vend le mieux ?", ["bruyère"]),
    # Gaëtan, luthier
    _c("Gaëtan", "bois_table_harmonie",
       "Pour les tables d'harmonie, je prends que de l'épicéa du Val di Fiemme, séché au moins "
       "dix ans dans mon grenier.",
       "Quel bois je choisis pour le dessus de mes instruments ?", ["épicéa"]),
    _c("Gaëtan", "objectif_violoncelle",
       "Mon grand projet de l'année : terminer mon tout premier violoncelle avant Noël, pour le "
       "présenter au concours de lutherie de Crémone.",
       "Quel instrument j'espère finir d'ici la fin de l'année ?", ["violoncelle"]),
    # Declan, pêcheur de crabe
    _c("Declan", "poids_casier_crabe",
       "My crab pots weigh about 800 pounds empty, seven by seven feet, and we stack 200 of them "
       "on deck.",
       "How heavy is one of my pots before it's baited?", ["800 pounds"]),
    _c("Declan", "ouverture_saison_crabe",
       "Next season opener for snow crab is January 15, weather permitting, and I want the boat "
       "ready a week before.",
       "When does my fishing season kick off?", ["January 15"]),
    _c("Declan", "remede_mal_de_mer",
       "I still get seasick the first two days of every trip, twenty years in, so I stick a "
       "scopolamine patch behind my ear before we leave port.",
       "What do I use against motion sickness?", ["scopolamine"]),
    # Siobhan, hygiéniste dentaire
    _c("Siobhan", "duree_rendez_vous_detartrage",
       "I do about twelve cleanings a day and each slot is 40 minutes, which is tight when "
       "someone hasn't flossed since Christmas.",
       "How long is one of my patient appointments?", ["40 minutes"]),
    _c("Siobhan", "baignade_matinale",
       "i swim in the sea at the Forty Foot every morning at 7, all year, even in feb when its "
       "8 degrees",
       "What time do I go for my dip?", ["7"]),
    _c("Siobhan", "longueur_des_reponses",
       "Please keep your answers under five sentences, I read them on my phone between patients "
       "and I've no time for essays.",
       "How long should your replies to me be?", ["five sentences"]),
    # Tunde, tailleur
    _c("Tunde", "tissu_prefere",
       "My favourite fabric to work with is aso-oke, the handwoven one from Iseyin; it's stiff, "
       "but it holds a shape like nothing else.",
       "Which cloth do I most enjoy sewing?", ["aso-oke"]),
    _c("Tunde", "machine_a_coudre",
       "I still sew everything on a Singer 201K from 1952 that belonged to my father, it has "
       "never let me down.",
       "What model is the machine I stitch on?", ["201K"]),
    # Gwen, directrice de chœur
    _c("Gwen", "effectif_choeur",
       "My choir has 64 singers this season, the biggest we've been since I took over in 2009.",
       "How many voices am I conducting?", ["64"]),
    _c("Gwen", "morceau_eisteddfod",
       "I picked Calon Lân for the Eisteddfod, and we're going to sing it unaccompanied in four "
       "parts.",
       "Which hymn are we performing at the competition?", ["Calon Lân"]),
    # Brandon, conducteur de chasse-neige
    _c("Brandon", "heure_deneigement",
       "I get called out at 3 am whenever there's more than 5 cm on the ground, so I'm in bed "
       "by 7 pm most of the winter.",
       "What time do I start work after a heavy snowfall?", ["3 am"]),
    _c("Brandon", "numero_maillot_hockey",
       "I play goalie in a beer league on tuesday nights, wearing 31 like Carey Price... well, "
       "nothing like Carey Price lol",
       "What number is on my jersey?", ["31"]),
    # Priya, soigneuse de manchots
    _c("Priya", "nombre_de_manchots",
       "I look after 38 African penguins at the zoo, and I can tell every one of them apart by "
       "its wing band.",
       "How many birds am I responsible for?", ["38"]),
]

# ---------------------------------------------------------------------------------------------
# 2. Mises à jour : une valeur dite, puis remplacée plus tard (`perime` = l'ancienne).
#    Certaines avec un mot qui signale le changement (finalement, désormais, now, actually…),
#    d'autres sans aucun mot de ce genre : seul l'ordre des tours le dit.
# ---------------------------------------------------------------------------------------------
MISES_A_JOUR: list[Cas] = [
    # avec « finalement », trois tours
    _c("Maëlle", "commande_croissants_kermesse",
       ["Pour la kermesse de l'école de Titouan, je dois livrer 60 croissants le 21 juin.",
        "Ils voudraient aussi des pains au chocolat, mais ça, on verra selon le four.",
        "La directrice a rappelé : finalement il leur en faut 90, il y aura les parents."],
       "Combien de viennoiseries je dois apporter à l'école ?", ["90"], perime=["60"]),
    # sans mot signal
    _c("Hervé", "visite_medicale_maritime",
       ["Ma visite médicale d'aptitude à la navigation est le 3 octobre, à jeun.",
        "Le médecin des gens de mer a décalé mon rendez-vous au 17 octobre, 8h30, toujours à "
        "jeun."],
       "C'est quand, mon contrôle médical pour naviguer ?", ["17 octobre"],
       perime=["3 octobre"]),
    # avec « désormais »
    _c("Hervé", "duree_du_quart",
       ["On fait des quarts de 12 heures au port, de 6h à 18h.",
        "Depuis l'accord signé en mars, c'est désormais des quarts de 8 heures."],
       "Combien de temps dure une de mes vacations ?", ["8 heures"], perime=["12 heures"]),
    # sans mot signal
    _c("Soizic", "poids_de_brume",
       ["Brume pèse 17 kilos, elle est un peu fine pour une border.",
        "pesée chez le véto ce matin : 18,5 kg, elle a bien repris depuis le vermifuge"],
       "Combien fait ma chienne sur la balance ?", ["18,5"], perime=["17"]),
    # avec « finalement »
    _c("Soizic", "jour_cours_collectifs",
       ["Je donne mes cours collectifs le samedi matin, de 9h à 12h, sur le terrain du haut.",
        "Finalement je les passe au dimanche matin, à cause des marchés."],
       "Quel jour ont lieu mes séances de groupe ?", ["dimanche"], perime=["samedi"]),
    # sans mot signal
    _c("Bernadette", "fleurs_mariage_lemoine",
       ["Pour le mariage Lemoine, la mariée voulait des pivoines blanches partout.",
        "Coup de fil de la mariée hier soir : pour les Lemoine, ce sera des roses anciennes "
        "couleur pêche, avec du feuillage d'olivier."],
       "Quelles fleurs je prépare pour la noce Lemoine ?", ["roses anciennes"],
       perime=["pivoines"]),
    # avec « maintenant »
    _c("Bernadette", "tarif_bouquet_mariee",
       ["Mon tarif pour un bouquet de mariée, c'est 120 euros, boutonnière du marié comprise.",
        "J'ai revu mes prix avec la hausse des fleurs : maintenant le bouquet de mariée est à "
        "150 euros."],
       "Combien je facture un bouquet pour la future épouse ?", ["150"], perime=["120"]),
    # sans mot signal
    _c("Étienne", "arrivee_petit_fils",
       ["Mon petit-fils Noé vient passer une semaine avec nous à partir du vendredi 4 avril.",
        "Sa mère ne peut pas le déposer avant le samedi 5 avril, donc il arrivera ce jour-là, "
        "vers midi."],
       "Quel jour Noé débarque chez nous ?", ["5 avril"], perime=["4 avril"]),
    # avec « en fait »
    _c("Lucien", "destination_toussaint",
       ["Pour les vacances de la Toussaint, on part en Ardèche avec mon frère Marc et les "
        "enfants.",
        "En fait Marc a tout réorganisé, on va dans le Vercors, il a trouvé un gîte à Autrans."],
       "Où je pars en congés fin octobre ?", ["Vercors", "Autrans"], perime=["Ardèche"]),
    # sans mot signal
    _c("Nadia", "visite_sanitaire_ruches",
       ["Le technicien sanitaire apicole doit passer contrôler mes ruches le 12 mai.",
        "Il a rappelé : il viendra le 26 mai, il avait trop de visites ce mois-ci."],
       "Quand l'inspecteur vient-il voir mes abeilles ?", ["26 mai"], perime=["12 mai"]),
    _c("Gaëtan", "restitution_violon_cliente",
       ["Le violon de Mme Arnaud, je dois le lui rendre le 2 mars, le vernis sera sec.",
        "Mme Arnaud m'a écrit qu'elle préfère passer le récupérer le 9 mars, après sa tournée "
        "en Bretagne."],
       "Quand ma cliente vient chercher son instrument ?", ["9 mars"], perime=["2 mars"]),
    # --- en anglais
    # sans mot signal
    _c("Declan", "recital_de_kaya",
       ["My daughter Kaya has her piano recital on May 9, I've promised to be there.",
        "Kaya's recital got pushed to May 16 because the school gym flooded."],
       "What date is my girl's performance?", ["May 16"], perime=["May 9"]),
    # avec « actually » et « instead »
    _c("Siobhan", "objectif_marathon",
       ["My target for the October marathon is 3 hours 55.",
        "Actually after my calf injury I'm aiming for 4 hours 15 instead, no heroics."],
       "What finish time am I going for?", ["4 hours 15"], perime=["3 hours 55"]),
    # sans mot signal
    _c("Tunde", "essayage_client_adebayo",
       ["My fitting with Mr Adebayo for his wedding suit is on Thursday at 2 pm.",
        "Mr Adebayo texted, he'll come on Friday at 11 am for the fitting."],
       "When am I seeing my client to try on his suit?", ["Friday"], perime=["Thursday"]),
    # avec « from now on »
    _c("Tunde", "prix_agbada",
       ["I charge £350 for a bespoke agbada, embroidery included.",
        "From now on my agbada price is £420, the fabric costs have gone through the roof."],
       "How much is a made-to-measure agbada from me?", ["420"], perime=["350"]),
    # sans mot signal
    _c("Gwen", "soir_de_repetition",
       ["I rehearse the choir on Wednesday evenings in the chapel vestry.",
        "The vestry's being rewired, so rehearsals are on Monday evenings until Easter."],
       "Which night is choir practice?", ["Monday"], perime=["Wednesday"]),
    # avec « now »
    _c("Brandon", "ration_du_chien",
       ["My dog Moose eats 3 cups of kibble a day, split morning and night.",
        "The vet says he's getting chunky, so now he gets 2 cups a day."],
       "How much food does my dog get daily?", ["2 cups"], perime=["3 cups"]),
    # sans mot signal
    _c("Priya", "mariage_soeur_anjali",
       ["My sister Anjali is getting married on 12 September in Leicester.",
        "Anjali and Dev moved the wedding to 3 October, the venue had double-booked them."],
       "When do I need to be free for my sister's big day?", ["3 October"],
       perime=["12 September"]),
    _c("Brandon", "poids_actuel",
       ["I weigh 104 kg and the doc wants me under 95 by summer.",
        "weighed in at the clinic this morning: 99 kg, slowly getting there"],
       "What does the scale say for me at the moment?", ["99"], perime=["104"]),
]

# ---------------------------------------------------------------------------------------------
# 3. Négations : le fait est une négation. Question fermée : `attendu` = les mots de négation
#    qu'une bonne réponse contient, `valeur` = la phrase niée à garder. Question ouverte :
#    `attendu` = ce qui est vrai à la place.
# ---------------------------------------------------------------------------------------------
NEGATIONS: list[Cas] = [
    _c("Maëlle", "cafe_la_nuit",
       "Je ne bois jamais de café, pas même à 3h du matin ; moi, c'est chicorée et eau gazeuse.",
       "Est-ce que je prends un petit noir pour tenir pendant la fournée ?", ["jamais", "pas"],
       valeur=["jamais de café"]),
    _c("Hervé", "substitut_du_tabac",
       "Je ne fume plus depuis 2019 ; je suis passé à la cigarette électronique, goût menthe, "
       "pour les longues attentes à quai.",
       "Qu'est-ce qui a remplacé le tabac pour moi ?", ["cigarette électronique"]),
    _c("Soizic", "collier_electrique",
       "Pas de collier électrique chez moi, jamais : je dresse uniquement à la voix et au "
       "sifflet.",
       "Il m'arrive de me servir d'un collier à impulsions pour éduquer un chien ?",
       ["pas", "jamais"], valeur=["pas de collier électrique"]),
    _c("Bernadette", "travail_le_dimanche",
       "Je ne travaille jamais le dimanche, pas même pour un très gros mariage : c'est le seul "
       "jour que je passe avec ma fille Lou.",
       "Est-ce que j'accepte de fleurir une noce qui tombe un dimanche ?", ["jamais", "pas"],
       valeur=["jamais le dimanche"]),
    _c("Étienne", "moyen_de_liaison_rondes",
       "Pendant les rondes je suis sans téléphone portable, c'est interdit ; on communique "
       "seulement par talkie-walkie avec le poste de sécurité.",
       "Avec quoi je reste joignable quand je patrouille ?", ["talkie-walkie"]),
    _c("Lucien", "toit_par_grand_vent",
       "Règle d'or depuis la chute d'un collègue : non, je ne monte jamais sur un toit quand le "
       "vent dépasse 50 km/h.",
       "Je vais quand même sur les toits les jours de forte bourrasque ?", ["non", "jamais"],
       valeur=["jamais sur un toit"]),
    _c("Nadia", "traitement_varroa",
       "Dans mes ruches, je ne mets aucun acaricide de synthèse ; je traite seulement à l'acide "
       "oxalique, une fois, en plein hiver.",
       "Avec quoi je soigne mes colonies contre les acariens ?", ["acide oxalique"]),
    # --- en anglais
    _c("Declan", "alcool_a_bord",
       "I never drink on the boat, not a single beer, not even after we offload at the cannery.",
       "Do I have a cold one on board once the catch is unloaded?", ["never", "not"],
       valeur=["never drink on the boat"]),
    _c("Siobhan", "regime_pescetarien",
       "I do not eat meat at all, but fish is grand, so pescatarian if you're suggesting "
       "recipes.",
       "What sort of protein can you put in recipes for me?", ["fish", "pescatarian"]),
    _c("Tunde", "repos_du_dimanche",
       "I do not work on Sundays: no fittings, no deliveries, that's church and family day.",
       "Can a client drop by for a fitting on a Sunday?", ["not", "no"],
       valeur=["do not work on sundays"]),
    _c("Gwen", "repos_vocal",
       "My doctor says no singing at full voice for three weeks after the surgery on my vocal "
       "cords, so I'm only allowed to hum while I conduct.",
       "What can I still do with my voice during my recovery?", ["hum"]),
    _c("Priya", "gants_manchots",
       "I never touch the penguins without gloves, no exceptions, because of bumblefoot and "
       "because I've got a cut on my thumb.",
       "Do I handle the birds bare-handed?", ["never", "no"],
       valeur=["never touch the penguins without gloves"]),
]

# ---------------------------------------------------------------------------------------------
# 4. Faits d'autrui : le fait d'une autre personne (`personne` = comme la question la désigne),
#    ou un fait de l'utilisateur dont la phrase donne aussi la valeur d'un autre (`autrui`).
# ---------------------------------------------------------------------------------------------
AUTRUI: list[Cas] = [
    _c("Maëlle", "age_de_titouan",
       "mon fils titouan a eu 8 ans samedi dernier, on a fait une boum avec toute sa classe, "
       "la cuisine ressemblait à un champ de bataille",
       "Titouan a quel âge à présent ?", ["8 ans"], personne="Titouan"),
    _c("Maëlle", "temperature_de_pousse",
       "Moi je fais la pousse à 24 degrés, mais Kévin, mon apprenti, la met à 27, du coup ses "
       "baguettes sont trop alvéolées.",
       "À quelle température je laisse lever ma pâte ?", ["24 degrés"], autrui=["27"]),
    _c("Hervé", "anciennete_de_jojo",
       "Mon matelot Jojo, ça fait 31 ans qu'il est sur les remorqueurs, il a commencé à 17 ans "
       "comme mousse.",
       "Depuis combien de temps Jojo fait ce métier ?", ["31 ans"], personne="Jojo"),
    _c("Hervé", "nom_du_chat",
       "Ma voisine Mme Kerbrat a un chat qui s'appelle Pilou, et le mien s'appelle Amiral ; ils "
       "se battent tous les soirs sur le muret.",
       "Quel nom porte mon matou ?", ["Amiral"], autrui=["Pilou"]),
    _c("Soizic", "troupeau_de_la_soeur",
       "Ma sœur Anne élève des brebis manech tête rousse, 300 bêtes, et c'est elle qui me prête "
       "son troupeau pour entraîner les jeunes chiens.",
       "Quelle taille fait le cheptel de ma sœur ?", ["300"], personne="sœur"),
    _c("Soizic", "heure_de_lever",
       "Jeannot, le berger d'à côté, se lève à 5h pour la traite ; moi je suis debout à 6h30 "
       "pour sortir les chiens.",
       "À quelle heure je me réveille, moi ?", ["6h30"], autrui=["5h"]),
    _c("Bernadette", "fleur_preferee",
       "Ma fleur préférée à moi c'est la renoncule, alors que mon associée Samia ne jure que par "
       "les dahlias.",
       "Et moi, laquelle j'aime le plus parmi toutes les fleurs ?", ["renoncule"],
       autrui=["dahlias"]),
    _c("Bernadette", "examen_de_lou",
       "Ma fille Lou passe son CAP fleuriste cette année, l'épreuve pratique est le 11 juin à "
       "Angers, elle stresse déjà.",
       "Quand a lieu l'examen pratique de ma fille ?", ["11 juin"], personne="fille"),
    _c("Étienne", "chorale_d_odile",
       "Ma femme Odile chante dans une chorale de gospel ; ils répètent le mardi soir à la salle "
       "des fêtes.",
       "Quel soir Odile va à sa répétition ?", ["mardi"], personne="Odile"),
    _c("Étienne", "aile_surveillee",
       "Fatou et moi on se partage les nuits : elle fait l'aile Renaissance, et moi l'aile "
       "égyptienne, avec les sarcophages.",
       "Quelle partie du musée je surveille ?", ["égyptienne"], autrui=["Renaissance"]),
    _c("Lucien", "metier_du_jumeau",
       "Mon jumeau Marc est couvreur ; il est né 10 minutes avant moi et il me le rappelle tous "
       "les ans le 22 février.",
       "Mon frère fait quoi comme métier ?", ["couvreur"], personne="frère"),
    _c("Nadia", "age_de_sofia",
       "Mes deux enfants, Yanis qui a 12 ans et Sofia qui en a 9, m'aident à mettre le miel en "
       "pots le week-end.",
       "Sofia a quel âge ?", ["9"], autrui=["12"], personne="Sofia"),
    _c("Gaëtan", "bois_des_fonds",
       "Mon père était ébéniste et travaillait le chêne ; moi j'ai choisi l'érable ondé pour les "
       "fonds et les éclisses.",
       "Quel bois j'utilise pour l'arrière de mes violons ?", ["érable"], autrui=["chêne"]),
    # --- en anglais
    _c("Declan", "age_de_rusty",
       "My deckhand Rusty is 58 and has done 34 seasons on the Bering Sea, more than anyone on "
       "the dock.",
       "How old is Rusty?", ["58"], personne="Rusty"),
    _c("Declan", "cafe_du_matin",
       "My wife Marnie takes her coffee black, and I take mine with two sugars and a splash of "
       "evaporated milk.",
       "How do I like my coffee?", ["two sugars"], autrui=["black"]),
    _c("Siobhan", "poste_de_liam",
       "My brother Liam just got a job as a lighthouse keeper on Rathlin Island, he starts on "
       "2 June.",
       "When does Liam begin his new post?", ["2 June"], personne="Liam"),
    _c("Tunde", "potager_du_voisin",
       "My neighbour Mr Patel grows chillies on his allotment, Scotch bonnets mostly, and gives "
       "me a bag every August.",
       "What does the neighbour cultivate on his plot?", ["chillies", "Scotch bonnets"],
       personne="neighbour"),
    _c("Tunde", "methode_des_patrons",
       "I cut patterns by hand with chalk and shears, while Chidi, my apprentice, prefers doing "
       "them on the computer with a plotter.",
       "How do I make my patterns?", ["by hand", "chalk"], autrui=["plotter"]),
    _c("Gwen", "metier_de_rhys",
       "My husband Rhys is a sheep shearer, he does about 250 a day in the season and comes "
       "home smelling of lanolin.",
       "What does my husband do for a living?", ["sheep shearer", "shearer"],
       personne="husband"),
    _c("Brandon", "cuisson_du_steak",
       "I take my steak rare and Jess, my girlfriend, only eats hers well done; we argue about "
       "it at every barbecue.",
       "How do I like my steak cooked?", ["rare"], autrui=["well done"]),
    _c("Priya", "animaux_de_tom",
       "My colleague Tom is the one who handles the sea lions, he's been at it for 15 years.",
       "Which animals does Tom take care of?", ["sea lions"], personne="Tom"),
]

# ---------------------------------------------------------------------------------------------
# 5. Information non donnée : `attendu` vide ; `leurre` = la valeur d'une phrase voisine qui
#    partage des mots avec la question.
# ---------------------------------------------------------------------------------------------
NON_DONNES: list[Cas] = [
    _c("Maëlle", "anniversaire_non_dit",
       "L'anniversaire de mon mari Yann, c'est le 27 novembre ; il aura 40 ans et il veut pas "
       "de fête.",
       "C'est quand déjà l'anniversaire de Titouan ?", [], leurre=["27 novembre"]),
    _c("Hervé", "metier_du_fils_cadet",
       "Mon fils aîné, Erwan, est mécanicien sur une frégate de la Marine, il rentre tous les "
       "trois mois.",
       "Et mon fils cadet, il fait quoi comme boulot ?", [], leurre=["mécanicien"]),
    _c("Soizic", "age_du_plus_jeune_chien",
       "Tango, mon plus vieux chien, a 11 ans ; il est presque sourd mais il travaille encore un "
       "peu.",
       "Quel âge a mon plus jeune chien ?", [], leurre=["11 ans"]),
    _c("Bernadette", "heure_vin_d_honneur",
       ["Pour le mariage du 14 juin, la cérémonie est à 15h à l'église de Brissac.",
        "Et je dois avoir fini l'arche de fleurs avant 13h, sinon panique."],
       "À quelle heure commence le vin d'honneur de ce mariage ?", [],
       leurre=["15h", "13h"]),
    _c("Étienne", "hopital_du_fils",
       "Ma fille Claire est infirmière de bloc à l'hôpital Necker, elle enchaîne les gardes de "
       "12 heures.",
       "Dans quel hôpital travaille mon fils ?", [], leurre=["Necker"]),
    _c("Lucien", "mois_ramonage_delmas",
       "Le poêle à bois de Mme Roussel, je le ramone tous les ans en septembre, avant les "
       "premiers froids.",
       "En quel mois je m'occupe du poêle de M. Delmas ?", [], leurre=["septembre"]),
    _c("Nadia", "naissance_de_yanis",
       "La date de naissance de Karim, mon compagnon, c'est le 3 août 1984 ; il me reproche "
       "chaque année de l'oublier.",
       "Quelle est la date de naissance de Yanis ?", [], leurre=["3 août"]),
    _c("Gaëtan", "annee_de_l_alto",
       "Le violon que je restaure pour le conservatoire a été fabriqué en 1887 à Mirecourt, la "
       "table était fendue sur 20 cm.",
       "En quelle année a été fabriqué l'alto que je restaure ?", [], leurre=["1887"]),
    # --- en anglais
    _c("Declan", "reservoir_eau_douce",
       "My boat's fuel tank holds 6,000 gallons and we burn through most of it on a long trip.",
       "How many gallons does the boat's fresh water tank hold?", [], leurre=["6,000"]),
    _c("Siobhan", "anniversaire_du_pere",
       "My mum's birthday is 19 March and she's dropping hints about a spa day.",
       "When is my dad's birthday?", [], leurre=["19 March"]),
    _c("Gwen", "repetition_des_altos",
       "My tenors rehearse separately on Thursdays at 6, before the full choir arrives.",
       "When do the altos rehearse on their own?", [], leurre=["Thursday"]),
    _c("Priya", "age_du_plus_jeune_manchot",
       "My oldest penguin, Mabel, is 31 years old, which is ancient for an African penguin.",
       "How old is my youngest penguin?", [], leurre=["31"]),
]

SORTES_DE_CAS: dict[str, list[Cas]] = {
    "fait simple": SIMPLES,
    "mise à jour": MISES_A_JOUR,
    "négation": NEGATIONS,
    "fait d'autrui": AUTRUI,
    "non donné": NON_DONNES,
}

CAS_DE_COTE_13: list[Cas] = SIMPLES + MISES_A_JOUR + NEGATIONS + AUTRUI + NON_DONNES
