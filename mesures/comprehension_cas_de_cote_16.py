"""Cas de côté n° 16 : quatre-vingt-dix-sept faits écrits par un inconnu, qui n'a lu que le format des cas.

L'auteur de ce lot n'a ouvert que `comprehension_cas.py`, pour la forme d'un `Cas` ; ni le moteur
ni les autres lots. Écrite au début du douzième tour de l'issue 28, mesurée une fois sur le moteur du
début du tour, telle qu'elle a été écrite (aucun cas retouché pour passer ou échouer), puis part de
réglage de ce tour ; les parts jamais réglées restent celles que dit `sonde_comprehension.DE_COTE`.
Rien ne vient du scénario de Camille (prénom, équipe, allergie, langage, langue, transport,
domicile, ville, entreprise, chef, responsable).

Treize auteurs imaginaires (`AUTEURS`), huit en français et cinq en anglais, chacun dans sa langue
et son registre ; `AUTEUR_DE` dit qui a écrit chaque question.

| liste          | cas | fr | en | ce qui est vérifié                                                   |
|----------------|-----|----|----|----------------------------------------------------------------------|
| `SIMPLES`      |  35 | 21 | 14 | un fait dit une fois (une ou deux phrases), retrouvé                 |
| `MISES_A_JOUR` |  17 |  9 |  8 | un fait dit puis changé : la nouvelle valeur, pas l'ancienne         |
| `NEGATIONS`    |  12 |  7 |  5 | « je n'ai pas de… », « I never… » : la réponse garde la négation     |
| `AUTRUI`       |  21 | 13 |  8 | le fait d'une autre personne (dont 4 questions sur l'utilisateur)    |
| `NON_DONNES`   |  12 |  7 |  5 | jamais dit : la réponse dit ne pas le trouver                        |
| total          |  97 | 57 | 40 |                                                                      |

Chaque question dit le fait avec d'autres mots que la phrase de l'utilisateur (synonyme,
paraphrase, catégorie au lieu du mot).

L'auteur en avait écrit cent. Avant tout réglage, trois mises à jour ont été retirées, dont une
phrase était trop proche d'une phrase d'une autre part (rapport difflib > 0,7, comparé phrase à
phrase) : la chorale du jeudi, le chat Poutine, la salle du samedi. Une valeur attendue a été
complétée par la forme que l'auteur a écrite (« lom » pour l'OM, le cas d'Enzo), sans quoi aucune
réponse ne pouvait être juste. La mesure du début du tour est comptée sur les 97 cas qui restent.
"""

from __future__ import annotations

from mesures.comprehension_cas import Cas, cas, langue_du_cas

# Les auteurs : clé -> (langue, qui ils sont et comment ils écrivent).
AUTEURS: dict[str, tuple[str, str]] = {
    "yannick": ("fr", "marin retraité de Lorient, phrases longues, vocabulaire de la mer, un peu bourru"),
    "nadia": ("fr", "infirmière de nuit en réanimation, messages brefs, abréviations, toujours pressée"),
    "kevin": ("fr", "ado gamer de 15 ans, sans accents ni majuscules, « jsuis », « c koi », « mdr »"),
    "claire": ("fr", "doctorante en histoire médiévale, phrases précises, parenthèses et points-virgules"),
    "bernard": ("fr", "expert-comptable très formel, vouvoie, tournures administratives"),
    "mylene": ("fr", "Québécoise, parle comme elle parle : « char », « chum », « pis », « ben », « a' »"),
    "piotr": ("fr", "Polonais en France depuis un an, français appliqué mais fautif (articles, genres)"),
    "samir": ("fr", "père de trois enfants débordé, messages tapés vite entre l'école et les courses"),
    "jayden": ("en", "London teenager, slang (bruv, lowkey, innit, peak), often all lowercase"),
    "morag": ("en", "Scottish grandmother from Fife, warm and chatty: « wee », « aye », « bairns », « hen »"),
    "brad": ("en", "American startup founder, hype words, « super », « game changer », « crushing it »"),
    "venkat": ("en", "Indian software engineer, formal polite English: « kindly », « I am having »"),
    "kirra": ("en", "Australian surfer from the Gold Coast: « mate », « arvo », « reckon », « heaps »"),
}

# Qui a écrit quelle question (rempli par `_c`).
AUTEUR_DE: dict[str, str] = {}


def _c(auteur: str, sorte: str, dits, question: str, attendu, **autres) -> Cas:
    """Un cas écrit par `auteur` : la langue devinée par `session` doit être la sienne."""
    c = cas(sorte, dits, question, attendu, **autres)
    langue = AUTEURS[auteur][0]
    devinee = langue_du_cas(c)
    assert devinee == langue, (
        f"{auteur} écrit en {langue}, mais `session` devine {devinee} pour : {c.dits[0]!r}")
    assert question not in AUTEUR_DE, f"question en double : {question!r}"
    AUTEUR_DE[question] = auteur
    return c


# Un fait dit une fois, puis demandé avec d'autres mots.
SIMPLES: list[Cas] = [
    # le marin
    _c("yannick", "animal",
       "Ma chatte Bigorneau m'a suivi à bord pendant vingt ans, maintenant elle dort sur le radiateur.",
       "Tu te souviens comment elle s'appelle, ma bestiole ?", "bigorneau"),
    _c("yannick", "bateau",
       "Mon bateau, c'est un vieux sloop en bois de huit mètres, le Korrigan, amarré à Port-Louis.",
       "Dis donc, le sloop que je garde au ponton, il porte quel nom sur la coque ?", "korrigan"),
    _c("yannick", "sante",
       "Le toubib m'a trouvé le cœur qui bat de travers, on m'a mis un pacemaker l'hiver dernier.",
       "Rappelle-moi quel engin les cardiologues m'ont implanté, j'oublie toujours le mot.",
       ["pacemaker", "stimulateur"]),
    # l'infirmière de nuit
    _c("nadia", "horaires",
       "Semaine de nuit : je prends ma garde à 21 h et je finis à 7 h.",
       "Quand je suis de nuit, je quitte le service vers quelle heure le matin ?",
       ["7 h", "7h", "7 heures", "sept heures", "07:00"]),
    _c("nadia", "sommeil",
       "Après une garde, je dors avec des bouchons d'oreilles et un masque, sinon impossible.",
       "Qu'est-ce qu'il me faut pour réussir à dormir la journée ?", ["bouchons", "masque"]),
    _c("nadia", "pointure",
       "Je fais du 38 en sabots de bloc, pas plus.",
       "Pour commander des nouveaux sabots, c'est quelle taille de pied déjà ?", ["38", "trente-huit"]),
    # l'ado gamer
    _c("kevin", "console",
       "jai une switch oled et je joue surtout a zelda tears of the kingdom",
       "c koi deja la machine sur laquelle je joue", "switch"),
    _c("kevin", "sport",
       "le mercredi je fais du handball au club du college, je suis gardien",
       "tu te rappelles a quoi je joue au club le mercredi", ["handball", "hand"]),
    _c("kevin", "anniversaire",
       "mon anniv cest le 29 fevrier jsuis ne une annee bissextile mdr",
       "cest quand que je souffle mes bougies deja le jour exact", ["29 fevrier", "29 fev"]),
    # la doctorante
    _c("claire", "etudes",
       "Ma thèse porte sur les péages fluviaux de la Loire au XIVe siècle (un sujet très étroit, je sais).",
       "Quel est l'objet de mes recherches de doctorat ?", "peages"),
    _c("claire", "peur",
       "J'ai une peur panique des araignées ; même une photo me fait reculer.",
       "De quelle petite bête ai-je une terreur irrationnelle ?", ["araignee", "arachnophob"]),
    _c("claire", "lecture",
       "Mon roman de chevet reste « Le Nom de la rose » d'Umberto Eco ; je le relis chaque été.",
       "Quel livre est-ce que je reprends tous les ans ?", ["nom de la rose", "umberto"]),
    # le comptable
    _c("bernard", "vehicule",
       "Je vous informe que mon véhicule personnel est une Peugeot 508 break, de couleur gris acier.",
       "Quel modèle de voiture figure à mon nom, à titre privé ?", ["508", "peugeot"]),
    _c("bernard", "mariage",
       "Pour mémoire, mon épouse et moi célébrerons nos noces d'argent le 18 septembre.",
       "Quel jour de l'année fêtons-nous, mon épouse et moi, notre union ?", "18 septembre"),
    _c("bernard", "preference_reponse",
       "Je vous saurais gré de me répondre en me vouvoyant et sans émoticônes.",
       "Quelles sont mes exigences quant à la forme de vos messages ?", ["vouvo", "emotic", "emoji"]),
    # la Québécoise
    _c("mylene", "vehicule",
       "Mon char, c'est une Subaru Forester bleue, pis a' roule ben en hiver.",
       "J'ai quoi comme auto, déjà ?", ["subaru", "forester"]),
    _c("mylene", "famille",
       "Mon chum s'appelle Étienne pis on est ensemble depuis le cégep.",
       "Mon amoureux, c'est quoi son petit nom, déjà ? J'ai un blanc.", "etienne"),
    _c("mylene", "loisir",
       "L'hiver, je fais de la raquette dans le parc du Mont-Orford toutes les fins de semaine.",
       "Qu'est-ce que je pratique le samedi et le dimanche quand il y a de la neige ?", "raquette"),
    # le Polonais
    _c("piotr", "langues",
       "Ma langue de naissance c'est le polonais, et je parle aussi ukrainien pas mal.",
       "À part le français que j'apprends, je me débrouille dans quelles langues ?",
       ["polonais", "ukrainien"]),
    _c("piotr", "metier",
       "Dans Pologne j'étais ingénieur des ponts, ici en France je travaille soudeur au chantier naval.",
       "Quel est mon travail maintenant en France ?", "soudeur"),
    # le père débordé
    _c("samir", "enfants",
       "Mes trois, c'est Yanis 9 ans, Lina 6 ans et le petit Adam qui a 2 ans.",
       "Rappelle-moi, je suis papa de combien de mômes ?", ["trois", "3"]),
    # the London teenager
    _c("jayden", "pointure",
       "My trainers are a size 9, Jordans obvs.",
       "if im buying new creps what size do i go for", ["9", "nine"]),
    _c("jayden", "habitude",
       "I lowkey can't sleep without my fan on, even in winter innit.",
       "what do i need switched on to drop off at night", "fan"),
    _c("jayden", "musique",
       "I play drums in a garage band with my mates from school, we're called Wet Toast lol.",
       "what do i bash in the group", ["drum", "kit"]),
    # the Scottish grandmother
    _c("morag", "animal",
       "My wee dog Dougal is a Westie, he's nine and awfy spoiled.",
       "Remind me, hen, what's the name of that spoiled wee terrier of mine?", "dougal"),
    _c("morag", "loisir",
       "I knit every evening by the fire, jumpers for the grandbairns mostly.",
       "What keeps my hands busy after tea?", "knit"),
    _c("morag", "anniversaire",
       "My birthday's on Burns Night, the 25th of January, so there's always haggis.",
       "When do I turn another year older?", ["25", "burns night", "twenty-fifth"]),
    # the startup founder
    _c("brad", "habitude",
       "I run every morning at 5:30 before standup, non-negotiable.",
       "What ungodly hour does my morning jog start at?", ["5:30", "5.30", "five thirty", "half past five"]),
    _c("brad", "ordinateur",
       "My laptop is a 16-inch MacBook Pro with an M3 Max, best investment ever.",
       "Remind me which notebook computer I carry to every pitch meeting?", ["macbook", "m3"]),
    _c("brad", "etudes",
       "I did my MBA at Wharton but honestly dropped out after year one to go all in on the product.",
       "Which business school did I attend?", "wharton"),
    # the Indian engineer
    _c("venkat", "groupe_sanguin",
       "I am having a blood group of B positive, kindly note it for the medical form.",
       "For the hospital registration form, kindly tell me which blood category I belong to.",
       ["b positive", "b+", "b pos"]),
    _c("venkat", "voyage",
       "My good self is planning a trip to Kerala with family during Onam holidays.",
       "Which place will we visit during the festival vacation?", "kerala"),
    _c("venkat", "musique",
       "I am doing Carnatic violin practice daily for one hour in the morning.",
       "Kindly remind me what I am playing during my daily morning riyaz.", "violin"),
    # the Australian surfer
    _c("kirra", "possession",
       "My board's a 9'2 longboard, single fin, bright yellow, you can't miss it.",
       "What's my weapon of choice in the water, mate?", ["longboard", "long board", "malibu"]),
    _c("kirra", "horaires",
       "I work at the surf shop from 6 till noon, then it's straight into the water.",
       "When do I knock off at the shop?", ["noon", "12", "midday"]),
]


# Un fait dit, puis changé plus tard : la nouvelle valeur, jamais l'ancienne.
MISES_A_JOUR: list[Cas] = [
    _c("yannick", "boisson",
       ["Le soir, je prends toujours mon petit verre de rhum arrangé.",
        "Depuis le pacemaker, fini le rhum : je me contente d'une tisane de verveine le soir."],
       "Le soir, au coin du poêle, je me sers quoi dans ma tasse maintenant ?", ["verveine", "tisane"],
       perime="rhum arrange"),
    _c("yannick", "voyage",
       ["Cet été je compte remonter jusqu'aux îles Scilly avec le Korrigan.",
        "Changement de cap : la météo s'annonce mauvaise, on ira plutôt aux Glénan."],
       "Pour la croisière d'été, on fait route vers quel coin, finalement ?", "glenan", perime="scilly"),
    _c("nadia", "horaires",
       ["Ce mois-ci je suis en poste de jour, de 7 h à 19 h.",
        "Changement de planning : je repasse de nuit à partir de lundi."],
       "Je bosse le jour ou la nuit en ce moment ?", "nuit", perime=["poste de jour", "7 h a 19 h"]),
    _c("kevin", "jeu_video",
       ["mon main sur valorant cest jett",
        "jai change de main maintenant je joue reyna tout le temps"],
       "c ki mon perso principal en ce moment", "reyna", perime="jett"),
    _c("kevin", "age",
       ["jai 15 ans", "jai eu 16 ans hier trop content"],
       "jai quel age la", ["16", "seize"], perime=["15", "quinze"]),
    _c("claire", "etudes",
       ["Ma soutenance est prévue le 3 juin.",
        "Le jury a demandé un report ; je soutiendrai finalement le 14 octobre."],
       "Quel jour ai-je rendez-vous devant mon jury de thèse, au bout du compte ?",
       "14 octobre", perime="3 juin"),
    _c("bernard", "telephone",
       ["Mon téléphone professionnel est un BlackBerry, j'y tiens.",
        "Le cabinet m'a équipé d'un Samsung Galaxy S23, le BlackBerry étant désormais hors service."],
       "De quel appareil mobile suis-je muni à présent ?", ["galaxy", "samsung", "s23"],
       perime="blackberry"),
    _c("piotr", "cours",
       ["Je prends le cours de français le mardi soir.",
        "Maintenant le cours est changé pour le jeudi, à cause du professeur malade."],
       "C'est quel jour, ma classe de français, maintenant ?", "jeudi", perime="mardi"),
    _c("samir", "vehicule",
       ["On roule en Clio, elle a 200 000 km.",
        "La Clio a rendu l'âme, on a pris un Dacia Jogger sept places."],
       "La voiture familiale qu'on a en ce moment, c'est quel modèle déjà ?",
       ["jogger", "dacia"], perime="clio"),
    _c("jayden", "apparence",
       ["My hair's bleached blonde rn.", "dyed it green last night, mum is fuming lol"],
       "what colour is my barnet these days", "green", perime="blonde"),
    _c("morag", "medicament",
       ["I take my blood pressure pills every morning with my porridge.",
        "The doctor's moved them to the evening now, with my cocoa."],
       "When am I meant to swallow my tablets?", ["evening", "night", "cocoa"], perime="morning"),
    _c("brad", "regime",
       ["I do keto, zero carbs, it's a game changer.",
        "Switched to fully plant-based last month, keto was killing my focus."],
       "Remind me what I'm fueling my body with these days, food-wise?",
       ["plant-based", "plant based", "vegan"], perime="keto"),
    _c("brad", "voyage",
       ["Next month I'm doing a silent retreat in Bali, totally offline.",
        "Actually the Bali thing got cancelled, I'm doing a week of heli-skiing in Alaska instead."],
       "What's the destination for my getaway?", "alaska", perime="bali"),
    _c("venkat", "horaires",
       ["I am logging in at 2 PM IST daily to overlap with the US client.",
        "Kindly note that from this sprint onwards my login time is 11 AM IST."],
       "At what time does my workday begin?", ["11", "eleven"], perime=["2 pm", "2pm"]),
    _c("venkat", "etudes",
       ["I am preparing for the AWS Solutions Architect certification.",
        "I have now shifted my preparation to the Google Cloud Architect exam instead."],
       "Kindly confirm which cloud exam I am presently preparing for.",
       ["google cloud", "gcp"], perime="aws"),
    _c("kirra", "lieu",
       ["I surf Burleigh most mornings.",
        "These days I've moved up to Snapper Rocks, Burleigh's way too crowded."],
       "Which break am I paddling out at lately?", "snapper", perime="burleigh"),
    _c("kirra", "vehicule",
       ["My ute is a beat-up Hilux.",
        "Sold the Hilux, mate, now I'm rolling in a Troopy I kitted out for camping."],
       "What four-wheel drive am I cruising about in these days?",
       ["troopy", "troop carrier", "land cruiser", "landcruiser"],
       perime="hilux"),
]


# Une négation : la bonne réponse garde le « pas », le « jamais », le « not » avec l'objet.
NEGATIONS: list[Cas] = [
    _c("yannick", "natation",
       "Je n'ai jamais su nager, comme pas mal de marins de ma génération.",
       "Je suis capable de faire la brasse, moi ?", ["pas nager", "jamais su nager", "jamais appris"],
       valeur="jamais su nager"),
    _c("nadia", "boisson",
       "Pas de café pour moi, jamais, même à 4 h du mat en réa.",
       "Je carbure à l'expresso pendant mes nuits ?",
       ["pas de cafe", "jamais de cafe", "ne buvez jamais", "ne buvez pas", "jamais"],
       valeur="pas de café"),
    _c("kevin", "reseaux_sociaux",
       "mes darons mont interdit les reseaux donc jai meme pas instagram",
       "je suis sur instagram ou pas",
       ["pas instagram", "pas de compte", "pas sur insta", "aucun compte", "n'avez pas", "n'etes pas"],
       valeur="pas instagram"),
    _c("claire", "television",
       "Je n'ai pas de télévision ; je n'en ai jamais voulu.",
       "Pourrais-je regarder le journal de vingt heures sur mon propre poste ?",
       ["pas de tele", "aucune tele", "aucun tele", "jamais voulu"],
       valeur="pas de télévision"),
    _c("bernard", "tabac",
       "Je ne fume pas et n'ai jamais fumé, je tiens à le préciser pour le questionnaire de la mutuelle.",
       "Suis-je consommateur de cigarettes ?",
       ["ne fumez pas", "non-fumeur", "non fumeur", "jamais fume", "pas fumeur"],
       valeur="ne fume pas"),
    _c("mylene", "enfants",
       "J'ai pas d'enfants pis j'en veux pas non plus, c'est ben correct de même.",
       "Est-ce que j'ai de la marmaille à moi, pis combien ?",
       ["pas d'enfant", "aucun enfant", "aucun", "zero", "0"],
       valeur="pas d'enfants"),
    _c("piotr", "regime",
       "Je ne mange pas le porc, jamais, c'est pas pour la religion, juste je n'aime pas.",
       "Je peux manger du jambon, moi ?",
       ["pas de porc", "pas le porc", "pas du porc", "jamais de porc", "ne mangez pas"],
       valeur="ne mange pas le porc"),
    _c("jayden", "voyage",
       "I never been on a plane, not even once, it's peak.",
       "have i ever flown anywhere", ["never", "haven't flown", "have not flown", "no flight"],
       valeur="never been on a plane"),
    _c("morag", "ordinateur",
       "I don't have a computer, the grandbairns set this up on my tablet.",
       "Do I own a laptop or a PC?", ["no computer", "don't have", "do not have", "don't own", "do not own"],
       valeur="don't have a computer"),
    _c("brad", "boisson",
       "I never drink alcohol, been sober six years and it's my superpower.",
       "What's my deal with booze?", ["never drink", "sober", "don't drink", "do not drink"],
       valeur="never drink alcohol"),
    _c("venkat", "regime",
       "I do not eat eggs, kindly remember while suggesting recipes.",
       "Can omelette be included in my meal plan?",
       ["don't eat eggs", "do not eat eggs", "no egg", "not eat eggs", "avoid eggs", "egg-free"],
       valeur="do not eat eggs"),
    _c("kirra", "vetement",
       "I don't wear a wetsuit, even in winter, reckon it's for softies.",
       "Do I suit up in neoprene when the water's cold?",
       ["don't wear", "do not wear", "no wetsuit", "never wear", "without a wetsuit"],
       valeur="don't wear a wetsuit"),
]


# Le fait d'une autre personne ; parfois l'utilisateur dit aussi le sien (dans `autrui`).
AUTRUI: list[Cas] = [
    _c("yannick", "metier",
       "Mon frangin Loïc, lui, était mécanicien sur les chalutiers de Keroman.",
       "Loïc faisait quoi pour gagner sa croûte ?", "mecanicien", personne="Loïc"),
    _c("nadia", "horaires",
       "Ma binôme Sandrine fait du 12 h de jour, moi je fais du 10 h de nuit.",
       "Les gardes de Sandrine durent combien ?", ["12 h", "12h", "12 heures", "douze"],
       personne="Sandrine", autrui=["10 h", "10h", "10 heures", "dix"]),
    # question sur l'utilisatrice, la valeur du mari est dite aussi
    _c("nadia", "sport",
       "Mon mari est fan de rugby, moi c'est le volley que je regarde.",
       "Quel sport j'aime suivre à la télé ?", "volley", autrui="rugby"),
    _c("kevin", "club",
       "mon pote enzo il est fan de foot il supporte lom a mort",
       "enzo cest quoi son equipe de coeur", ["lom", "l'om", "olympique", "marseille"], personne="enzo"),
    # question sur l'utilisateur, la valeur de la sœur est dite aussi
    _c("kevin", "musique",
       "ma soeur elle ecoute que de la kpop moi cest le rap francais genre jul et ninho",
       "jecoute quoi comme son moi", "rap", autrui=["kpop", "k-pop"]),
    _c("claire", "metier",
       "Ma sœur Agathe est sage-femme ; moi, j'ai fait des lettres classiques.",
       "Quelle profession exerce Agathe ?", ["sage-femme", "sage femme", "maieuti"],
       personne="Agathe", autrui="lettres"),
    _c("claire", "taille",
       "Mon compagnon mesure 1,92 m ; moi, 1,60 m à peine.",
       "Quelle hauteur fait mon conjoint ?", ["1,92", "1.92", "1 m 92", "1m92", "192"],
       personne="compagnon", autrui=["1,60", "1.60", "1 m 60", "1m60", "160"]),
    _c("bernard", "loisir",
       "Mon associé, Maître Deschamps, est passionné de golf.",
       "Quel est le divertissement favori de Me Deschamps ?", "golf", personne="Deschamps"),
    # question sur l'utilisateur, la valeur de l'épouse est dite aussi
    _c("bernard", "jeu",
       "Mon épouse pratique le bridge en club ; pour ma part, je joue aux échecs par correspondance.",
       "Quel jeu de réflexion est le mien ?", "echecs", autrui="bridge"),
    _c("mylene", "cuisine",
       "Ma belle-mère, a' fait des tourtières pour toute la famille à Noël, c'est sa spécialité.",
       "C'est quoi le plat signature de ma belle-mère ?", "tourtiere", personne="belle-mère"),
    _c("mylene", "lateralite",
       "Mon chum est gaucher, moi chu droitière.",
       "Mon gars, y'écrit de quelle main ?", "gauche", personne="chum", autrui="droit"),
    _c("piotr", "voyage",
       "Ma femme Agnieszka elle travaille comme dentiste dans Pologne encore, "
       "elle vient en France en décembre.",
       "Quand Agnieszka arrive ici ?", "decembre", personne="Agnieszka"),
    _c("samir", "ecole",
       "La maîtresse de Lina s'appelle Mme Kerbrat, elle est super.",
       "Pour le mot dans le cahier, c'est quoi le nom de la dame qui fait la classe à ma fille ?",
       "kerbrat", personne="maîtresse"),
    _c("jayden", "etudes",
       "My cousin Tyrese is doing a plumbing apprenticeship, he's well chuffed.",
       "what's tyrese training to be", "plumb", personne="Tyrese"),
    _c("jayden", "club",
       "My sister supports Arsenal but I'm Spurs till I die.",
       "who does my sis follow in the prem", ["arsenal", "gunners"], personne="sister",
       autrui=["spurs", "tottenham"]),
    _c("morag", "metier",
       "My late husband Angus was a coal miner at the Frances Colliery for thirty years.",
       "What was my Angus's line of work all those years, dear?",
       ["miner", "mining", "pit"], personne="Angus"),
    _c("morag", "boisson",
       "My granddaughter Isla takes her tea black, but I like mine milky with two sugars.",
       "How does Isla have her cuppa?", "black", personne="Isla", autrui=["milk", "two sugars"]),
    _c("brad", "sport",
       "My cofounder Marcus handles all the fundraising, and he's a total triathlon nut.",
       "What sport is Marcus obsessed with?", "triathlon", personne="Marcus"),
    _c("venkat", "metier",
       "My father retired as a station master and now he is teaching Sanskrit to children at the temple.",
       "What subject does my dad teach now?", "sanskrit", personne="father"),
    # question sur l'utilisateur, la valeur du frère est dite aussi
    _c("venkat", "club",
       "My younger brother Karthik is supporting Chennai Super Kings, "
       "but I am a die-hard Mumbai Indians fan.",
       "During IPL season, which side is having my full support?", "mumbai", autrui="chennai"),
    _c("kirra", "metier",
       "My mate Jonno shapes boards in his garage, he's a legend.",
       "What does Jonno make?", ["board", "shape"], personne="Jonno"),
]


# Jamais dit : la réponse doit dire qu'elle ne trouve pas (`leurre` : une valeur voisine à ne pas donner).
NON_DONNES: list[Cas] = [
    _c("yannick", "bateau",
       "Mon fils Gwenaël est officier sur un porte-conteneurs, il fait la ligne Le Havre–Shanghai.",
       "Rappelle-moi le nom peint sur la coque de mon propre rafiot ?", (), leurre="porte-conteneurs"),
    _c("nadia", "groupe_sanguin",
       "Je suis de garde tout le week-end, je vais être lessivée.",
       "Mon groupe sanguin, c'est lequel ?", ()),
    _c("kevin", "console",
       "mon pote enzo il a une ps5 et il me la prete des fois",
       "moi jai quoi comme console a la maison", (), leurre="ps5"),
    _c("claire", "musique",
       "Ma sœur Agathe joue du hautbois dans un orchestre amateur.",
       "Ai-je appris à jouer d'un instrument, et lequel ?", (), leurre="hautbois"),
    _c("bernard", "anniversaire",
       "Mon épouse est née le 4 mai 1968.",
       "Pourriez-vous me rappeler ma propre date de naissance ?", (), leurre=["4 mai", "1968"]),
    _c("mylene", "pointure",
       "Mon chum chausse du 11, y'use ses bottes d'hiver en une saison.",
       "Pis moi, je porte quelle grandeur de souliers ?", (), leurre="11"),
    _c("samir", "sport",
       "Mes trois gosses font du judo le mercredi après-midi.",
       "Et de mon côté, je fais quelle discipline de combat, quand les petits sont à leur cours ?",
       (), leurre="judo"),
    _c("jayden", "vehicule",
       "My mum drives a red Corsa, it's well embarrassing.",
       "what whip have i got", (), leurre="corsa"),
    _c("morag", "famille",
       "My daughter Fiona phones me every Sunday without fail.",
       "How many wee grandweans do I have running about now, dear?", ()),
    _c("brad", "anniversaire",
       "My investors want a Series B closed by June.",
       "When do I celebrate turning a year older?", (), leurre="june"),
    _c("venkat", "metier",
       "My wife is working as a pharmacist in a hospital.",
       "Kindly remind me of my own designation and profession.", (), leurre="pharmacist"),
    _c("kirra", "astrologie",
       "I reckon the swell's gonna be pumping this arvo.",
       "What's my star sign, mate?", ()),
]


CAS_DE_COTE_16: list[Cas] = SIMPLES + MISES_A_JOUR + NEGATIONS + AUTRUI + NON_DONNES
