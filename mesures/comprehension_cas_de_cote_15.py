"""Cas de côté n° 15 : cent faits écrits par un inconnu, qui n'a lu que le format des cas.

L'auteur de ce lot n'a ouvert que `comprehension_cas.py`, pour la forme d'un `Cas` ; ni le moteur
ni les autres lots. Aucun de ces cas ne sert au réglage : on les passe une fois, on lit le score,
on ne touche pas aux règles pour les faire passer. Rien ne vient du scénario de Camille (prénom,
équipe, allergie, langage, langue, transport, domicile, ville, entreprise, chef, responsable).

Treize auteurs imaginaires (`AUTEURS`), chacun n'écrit que dans SA langue : huit en français,
cinq en anglais, de la grand-mère polie au lycéen qui écrit en texto. Chaque question redit le
fait avec d'autres mots que la phrase de l'utilisateur.

| liste          | cas | fr | en | ce qui est vérifié                                          |
|----------------|-----|----|----|-------------------------------------------------------------|
| `SIMPLES`      |  35 | 21 | 14 | un fait dit une fois, retrouvé                              |
| `MISES_A_JOUR` |  20 | 12 |  8 | un fait dit puis changé : la nouvelle valeur, pas l'ancienne |
| `NEGATIONS`    |  12 |  7 |  5 | « je n'ai pas de… », "I don't…", "never"                    |
| `AUTRUI`       |  21 | 13 |  8 | le fait d'une autre personne (4 questions portent sur moi)  |
| `NON_DONNES`   |  12 |  7 |  5 | jamais dit : répondre qu'on ne le trouve pas                |
| total          | 100 | 60 | 40 | `CAS_DE_COTE_15`                                            |

Les champs sont ceux de `Cas` (voir `comprehension_cas`) ; `_c` ajoute seulement l'auteur en tête,
vérifie que la langue du premier tour est bien la sienne (celle que `session` devinera) et retient
l'auteur de chaque cas dans `AUTEUR_DE`.
"""

from __future__ import annotations

from mesures.comprehension_cas import Cas, cas, langue_du_cas

# auteur -> (langue, qui il est et comment il écrit)
AUTEURS: dict[str, tuple[str, str]] = {
    "odette": ("fr", "Odette, 79 ans, veuve, écrit des phrases complètes et polies, vouvoie"),
    "lucas": ("fr", "Lucas, 16 ans, lycéen : pas d'apostrophes, pas de majuscules, « mdr »"),
    "nadia": ("fr", "Nadia, 27 ans, écrit comme un texto : « jsuis », « c », « rdv », sans accents"),
    "ferrand": ("fr", "Maître Ferrand, notaire, registre soutenu, un rien cérémonieux"),
    "karim": ("fr", "Karim, kinésithérapeute libéral, phrases courtes et professionnelles"),
    "agathe": ("fr", "Agathe, mère de trois enfants, familière et pressée, dit « on » pour la famille"),
    "yuki": ("fr", "Yuki, Japonaise installée en France, français appris : articles et accords hésitants"),
    "bernard": ("fr", "Bernard, agriculteur retraité, parle comme à l'oral : « ben », « faut dire »"),
    "margaret": ("en", "Margaret, 81, retired schoolteacher, formal and courteous British English"),
    "jaden": ("en", "Jaden, 15, high-school student, slang, little punctuation"),
    "ravi": ("en", "Ravi, backend engineer, terse and precise, numbers and units"),
    "olena": ("en", "Olena, Ukrainian living abroad, non-native English with small grammar slips"),
    "mike": ("en", "Mike, 30s, texting style: lowercase, 'bday', 'lol', no apostrophes"),
}

# sorte -> auteur, rempli par `_c`
AUTEUR_DE: dict[str, str] = {}

def _c(auteur: str, sorte: str, dits: str | list[str], question: str, attendu: str | list[str],
       **autres) -> Cas:
    """`cas(...)` de `comprehension_cas`, précédé de l'auteur ; vérifie sa langue et la sorte unique."""
    langue = AUTEURS[auteur][0]
    c = cas(sorte, dits, question, attendu, **autres)
    devinee = langue_du_cas(c)
    if devinee != langue:
        raise ValueError(f"{sorte} : premier tour lu comme {devinee}, l'auteur {auteur} écrit en {langue}")
    if sorte in AUTEUR_DE:
        raise ValueError(f"sorte en double : {sorte}")
    AUTEUR_DE[sorte] = auteur
    return c


SIMPLES: list[Cas] = [
    # --- français ---
    _c("odette", "nom_tortue", "Je possède une tortue de terre prénommée Ernestine, elle a plus de "
       "quarante ans.", "Comment ma tortue s'appelle-t-elle ?", "ernestine"),
    _c("odette", "date_naissance", "Je suis née le 21 janvier 1946, un jour de neige.",
       "Quelle est ma date de naissance ?", "21 janvier"),
    _c("odette", "appareil_auditif", "Je porte un appareil auditif à l'oreille gauche, il faut me "
       "parler distinctement.", "De quel côté suis-je appareillée ?", "gauche"),
    _c("lucas", "sport_glisse", "jfais du skate depuis 3 ans surtout au skatepark le samedi",
       "Quelle activité je pratique le week-end ?", "skate"),
    _c("lucas", "console_jeux", "ma console c une switch je joue surtout a zelda",
       "Sur quelle machine est-ce que je joue aux jeux vidéo ?", "switch"),
    _c("lucas", "pointure", "je chausse du 44 alors que jai 16 ans mdr", "Quelle est ma pointure ?",
       "44"),
    _c("nadia", "abonnement_salle", "jsuis abonnee a basic fit pour la muscu, 30 euros par mois",
       "Combien me coûte mon inscription à la salle de sport chaque mois ?",
       ["30 euros", "30 €", "30€", "trente"]),
    _c("nadia", "rendez_vous_dentiste", "mon rdv chez le dentiste c jeudi 14h30",
       "À quelle heure je vois le dentiste ?", ["14h30", "14 h 30", "14:30"]),
    _c("nadia", "modele_telephone", "mon tel c un samsung galaxy a54",
       "Quel modèle de smartphone j'utilise ?", ["galaxy a54", "a54"]),
    _c("ferrand", "arme_escrime", "Je pratique l'escrime au fleuret depuis mes années d'étudiant.",
       "Avec quelle arme est-ce que je tire ?", "fleuret"),
    _c("ferrand", "style_reponse_sobre", "Je souhaite que vos réponses soient rédigées sans aucun "
       "emoji ni la moindre familiarité.", "Quel ton dois-tu adopter quand tu m'écris ?",
       ["emoji", "familiarite"]),
    _c("ferrand", "taille_cm", "Je mesure un mètre quatre-vingt-douze.",
       "Combien est-ce que je fais de haut ?", ["1,92", "1.92", "192", "1 m 92", "quatre-vingt-douze"]),
    _c("karim", "vehicule_utilitaire", "Je roule en Renault Kangoo pour mes tournées de patients.",
       "Quelle voiture est-ce que j'utilise pour le travail ?", "kangoo"),
    _c("karim", "instrument_batterie", "Je joue de la batterie dans un groupe de rock amateur.",
       "De quel instrument est-ce que je joue ?", "batterie"),
    _c("agathe", "nombre_enfants", "J'ai trois gamins : 4, 8 et 11 ans.",
       "Combien d'enfants est-ce que j'ai ?", ["trois", "3 enfants"]),
    _c("agathe", "terme_grossesse", "Je suis enceinte de cinq mois, le terme est prévu le 18 juillet.",
       "Pour quand la naissance de mon bébé est-elle attendue ?", "18 juillet"),
    _c("yuki", "loisir_origami", "J'aime beaucoup le origami, je plie chaque soir un grue en papier.",
       "Quel passe-temps est-ce que je fais le soir ?", "origami"),
    _c("yuki", "poids_kg", "Mon poids est 52 kilos, le médecin dit c'est bien.",
       "Combien est-ce que je pèse ?", "52"),
    _c("bernard", "marque_tracteur", "Ben moi j'ai un vieux tracteur Massey Ferguson de 1978, il "
       "démarre encore.", "De quelle marque est mon tracteur ?", "massey ferguson"),
    _c("bernard", "nombre_poules", "Faut dire que j'ai quatorze poules et un coq qui s'appelle "
       "Napoléon.", "Combien de poules j'élève ?", ["quatorze", "14"]),
    _c("bernard", "horaire_medicament", "Mon cachet pour la tension, je le prends tous les matins "
       "à 7 h.", "À quel moment je prends mon médicament contre l'hypertension ?",
       ["7 h", "7h", "7 heures", "sept heures"]),
    # --- anglais ---
    _c("margaret", "loisir_tricot", "I have been knitting for sixty years and I am currently making "
       "a blanket for the church fair.", "What craft do I do with yarn?", "knitting"),
    _c("margaret", "date_mariage", "My late husband and I married on 2 September 1967.",
       "On what date was my wedding?", ["2 september", "september 2"]),
    _c("margaret", "style_reponse_simple", "Please speak to me in plain words; I find technical "
       "jargon tiresome.", "How should you phrase your answers for me?", ["plain", "jargon", "simple"]),
    _c("margaret", "medicament_interdit", "I take warfarin, so I must avoid aspirin.",
       "Which painkiller is off limits for me?", "aspirin"),
    _c("jaden", "instrument_basse", "I play bass in the school jazz band lol",
       "Which instrument do I play?", "bass"),
    _c("jaden", "taille_chaussures", "My sneaker size is 11 US", "What shoe size do I wear?", "11"),
    _c("ravi", "modele_ordinateur", "My laptop is a ThinkPad X1 Carbon, Gen 11.",
       "What computer do I work on?", ["thinkpad", "x1 carbon"]),
    _c("ravi", "heure_course", "I run 5K every weekday at 6:15 am before standup.",
       "What time do I go jogging?", ["6:15", "6.15"]),
    _c("ravi", "regime_keto", "I follow a keto diet, under 20 g of carbs a day.",
       "What eating plan am I on?", ["keto", "ketogenic"]),
    _c("olena", "nom_chatte", "I have one cat, she is named Pryanik, it mean gingerbread.",
       "What do I call my cat?", "pryanik"),
    _c("olena", "jour_natation", "I learn to swim at 38 years, I go to the pool on Thursdays.",
       "Which day do I have my swimming lessons?", "thursday"),
    _c("mike", "voiture_civic", "i got a 2019 honda civic, red", "What car do I drive?", "civic"),
    _c("mike", "anniversaire_octobre", "my bday is oct 30", "When's my birthday?",
       ["oct 30", "october 30", "30 october", "30th of october"]),
    _c("mike", "nombre_furets", "i have 2 ferrets, bandit and noodle", "How many ferrets do I own?",
       ["2 ferrets", "two"]),
]

MISES_A_JOUR: list[Cas] = [
    # --- français ---
    _c("odette", "rendez_vous_ophtalmo", ["Mon rendez-vous chez l'ophtalmologiste est fixé au mardi "
       "3 juin.", "Finalement, la secrétaire l'a déplacé au vendredi 6 juin."],
       "Quel jour dois-je voir le médecin des yeux ?", ["6 juin", "vendredi"], perime="3 juin"),
    _c("odette", "heure_kine", ["Ma kinésithérapeute vient le lundi à 10 heures.",
                                "Elle passe maintenant le lundi à 15 heures."],
       "À quelle heure la kiné vient-elle me voir ?", ["15 h", "15h", "15 heures"],
       perime=["10 heures", "10 h"]),
    _c("lucas", "animal_actuel", ["jai un hamster qui sappelle pixel",
                                  "en fait il est mort la semaine derniere, maintenant jai un gecko"],
       "Quelle bête j'ai chez moi en ce moment ?", "gecko", perime="hamster"),
    _c("lucas", "instrument_change", ["je fais de la guitare electrique",
                                      "jai arrete la gratte maintenant cest le piano"],
       "De quel instrument je joue aujourd'hui ?", "piano", perime="guitare"),
    _c("nadia", "poids_actuel", ["jpese 68 kg", "la jsuis a 63 kg, -5 depuis janvier !!"],
       "C'est quoi mon poids actuel ?", "63", perime="68"),
    _c("nadia", "operateur_mobile", ["mon forfait c free a 2 euros", "jai change jsuis chez sosh mtn"],
       "Chez quel opérateur est ma ligne de portable ?", "sosh", perime="free"),
    _c("ferrand", "jour_dejeuner", ["Je déjeune chaque vendredi au restaurant Le Procope.",
                                    "Désormais, ce déjeuner hebdomadaire a lieu le jeudi."],
       "Quel jour de la semaine ai-je mon repas de midi habituel ?", "jeudi", perime="vendredi"),
    _c("karim", "moto_actuelle", ["Ma moto est une Yamaha MT-07.",
                                  "J'ai revendu la Yamaha, j'ai maintenant une Triumph Trident."],
       "Quel deux-roues je conduis actuellement ?", ["triumph", "trident"], perime="yamaha"),
    _c("agathe", "date_fete_fils", ["La fête pour les 8 ans de mon fils, c'est le samedi 12 octobre.",
                                    "En fait on la décale au dimanche 13, la salle était prise."],
       "Quel jour on célèbre l'anniversaire du petit ?", ["dimanche 13", "13 octobre"],
       perime="12 octobre"),
    _c("agathe", "voiture_familiale", ["On a une Clio.", "Finalement on a pris un Citroën Berlingo, "
                                       "avec trois gosses c'était plus pratique."],
       "Quel véhicule a notre famille maintenant ?", "berlingo", perime="clio"),
    _c("yuki", "regime_poisson", ["Je suis végane depuis un an.",
                                  "Maintenant je mange aussi le poisson, le docteur a conseillé."],
       "Qu'est-ce que je mange aujourd'hui comme régime ?", ["poisson", "pescetarien"],
       perime="je suis vegane"),
    _c("bernard", "nombre_vaches", ["J'ai deux vaches, la Marguerite et la Roussette.",
                                    "Ben on a vendu la Roussette, il me reste que la Marguerite."],
       "Combien de vaches il me reste ?", ["une seule", "une vache", "1 vache", "marguerite"],
       perime="deux vaches"),
    # --- anglais ---
    _c("margaret", "rendez_vous_coiffeur", ["My hairdresser appointment is on Wednesday at 11 o'clock.",
                                            "Actually, they have moved it to Thursday at the same hour."],
       "When am I due at the salon to have my hair done?", "thursday", perime="wednesday"),
    _c("margaret", "nombre_perruches", ["I have two budgerigars, Pip and Squeak.",
                                        "Sadly Squeak died on Sunday, so now I have just Pip."],
       "How many budgies do I keep now?", ["one", "just pip", "only pip"], perime="two"),
    _c("jaden", "poste_basket", ["I play point guard in basketball",
                                 "nvm coach moved me to shooting guard this week"],
       "What position do I play on the court?", "shooting guard", perime="point guard"),
    _c("jaden", "couvre_feu", ["My curfew is 10pm on weekends", "my parents changed it, its 11 now"],
       "By what time must I be home on Saturdays and Sundays?", ["11"], perime="10pm"),
    _c("ravi", "hauteur_bureau", ["My standing desk is set to 110 cm.",
                                  "I raised the desk to 118 cm after the ergonomics review."],
       "How high is my desk now?", "118", perime="110"),
    _c("ravi", "abonnement_musique", ["I pay for Spotify Premium.", "I switched to Apple Music in March."],
       "Which music streaming service do I subscribe to?", "apple music", perime="spotify"),
    _c("olena", "jour_poterie", ["I take pottery class on Monday evening.",
                                 "Now the pottery class is on Tuesday, teacher has changed."],
       "Which evening is my ceramics lesson?", "tuesday", perime="monday"),
    _c("mike", "salle_entrainement", ["my gym is planet fitness",
                                      "actually i switched to a crossfit box downtown"],
       "Where do I work out these days?", "crossfit", perime="planet fitness"),
]

NEGATIONS: list[Cas] = [
    # --- français ---
    _c("odette", "sans_portable", "Je n'ai jamais eu de téléphone portable, seulement le fixe.",
       "Est-ce que je possède un mobile ?", ["jamais", "non", "pas de portable"],
       valeur="jamais eu de telephone portable"),
    _c("lucas", "reseau_social_absent", "jai pas dinsta mes parents veulent pas",
       "Suis-je inscrit sur Instagram ?", ["non", "pas d'insta", "pas instagram", "pas de compte"],
       valeur="pas d'insta"),
    _c("ferrand", "alcool_jamais", "Je ne bois jamais d'alcool, pas même une coupe de champagne.",
       "Est-ce que je consomme des boissons alcoolisées ?", ["jamais", "non"],
       valeur="ne bois jamais d'alcool"),
    _c("karim", "samedi_chome", "Je ne travaille jamais le samedi, c'est sacré.",
       "Est-ce que je reçois des patients en fin de semaine, le samedi ?",
       ["jamais", "non", "ne travaille pas"], valeur="ne travaille jamais le samedi"),
    _c("agathe", "television_absente", "On n'a pas de télé à la maison, les enfants lisent.",
       "Est-ce qu'il y a un téléviseur chez nous ?", ["pas de tele", "non"], valeur="pas de tele"),
    _c("yuki", "porc_exclu", "Je ne mange pas le porc, jamais.", "Puis-je manger de la viande de cochon ?",
       ["ne mange pas", "non", "pas de porc"], valeur="ne mange pas le porc"),
    _c("bernard", "internet_absent", "Moi j'ai pas internet à la ferme, juste la radio.",
       "Ai-je une connexion au web chez moi ?", ["pas internet", "non"], valeur="pas internet"),
    # --- anglais ---
    _c("margaret", "ordinateur_absent", "I do not own a computer; I use the one at the library.",
       "Is there a computer in my home?", ["do not own", "don't own", "no"], valeur="do not own a computer"),
    _c("jaden", "cafe_refuse", "I don't drink coffee it makes me jittery",
       "Do I ever have a cup of coffee?", ["don't", "no"], valeur="don't drink coffee"),
    _c("ravi", "reunions_matinales", "I never schedule meetings before 10 am.",
       "Do I accept calls early in the morning, say at nine?", ["never", "no"],
       valeur="never schedule meetings before 10 am"),
    _c("olena", "sans_enfants", "I don't have any children, only nephews.", "Am I a parent?",
       ["don't have", "no"], valeur="don't have any children"),
    _c("mike", "fruits_de_mer_exclus", "i dont eat seafood ever", "Are fish and shellfish something I eat?",
       ["don't", "dont", "never", "no"], valeur="dont eat seafood"),
]

AUTRUI: list[Cas] = [
    # --- français : la question porte sur l'autre ---
    _c("odette", "age_voisine", "Ma voisine du dessus, Mme Pruvost, a quatre-vingt-onze ans.",
       "Quel âge a Mme Pruvost ?", ["91", "quatre-vingt-onze"], personne="Mme Pruvost"),
    _c("odette", "anniversaire_petit_fils", "Mon petit-fils Gaspard fêtera ses dix ans le 9 novembre.",
       "À quelle date Gaspard souffle-t-il ses bougies ?", "9 novembre", personne="Gaspard"),
    _c("lucas", "sport_ami", "mon pote enzo il fait de la boxe thai", "Quel sport de combat pratique Enzo ?",
       ["boxe thai", "muay thai"], personne="Enzo"),
    _c("nadia", "metier_soeur", "ma soeur samia elle bosse comme controleuse aerienne",
       "Quel est le travail de ma sœur ?", ["controleuse aerienne", "controle aerien"],
       personne="Samia"),
    _c("ferrand", "specialite_associe", "Mon associé, Maître Delorme, est spécialisé en droit rural.",
       "Dans quel domaine Maître Delorme est-il expert ?", "droit rural", personne="Maître Delorme"),
    _c("karim", "conge_collegue", "Ma collègue Léa est en congé maternité jusqu'au 15 septembre.",
       "Jusqu'à quand Léa est-elle absente ?", "15 septembre", personne="Léa"),
    _c("agathe", "instrument_fille", "Ma fille aînée, Romane, fait du violon au conservatoire le mercredi.",
       "Quel instrument Romane étudie-t-elle ?", "violon", personne="Romane"),
    _c("agathe", "vue_mari", "Mon mari, Thibault, est daltonien.", "Quel trouble de la vision a Thibault ?",
       "daltonien", personne="Thibault"),
    _c("yuki", "etudes_colocataire", "Mon colocataire Hugo est étudiant en architecture, il dessine "
       "toute la nuit.", "Quelles études fait Hugo ?", "architecture", personne="Hugo"),
    _c("bernard", "age_fils_voisin", "Le fils du voisin, le petit Mathéo, il conduit la moissonneuse "
       "à 17 ans.", "Quel âge a Mathéo ?", "17", personne="Mathéo"),
    _c("bernard", "specialite_epouse", "Ma femme Josette, elle fait les meilleures tartes aux myrtilles "
       "du canton.", "Quelle pâtisserie Josette réussit le mieux ?", "myrtille", personne="Josette"),
    # --- français : la question porte sur moi, le contexte donne la valeur d'un autre ---
    _c("agathe", "cafe_utilisatrice", "Mon mari boit son café noir, moi je le prends avec beaucoup de lait.",
       "Comment est-ce que je bois mon café ?", "lait", autrui="noir"),
    _c("karim", "age_utilisateur_inconnu", "Mon collègue Samuel a 42 ans et il court des trails.",
       "Quel âge j'ai ?", [], autrui="42"),
    # --- anglais : la question porte sur l'autre ---
    _c("margaret", "chien_voisine", "My neighbour Doris has a golden retriever named Sunny.",
       "What is Doris's dog called?", "sunny", personne="Doris"),
    _c("jaden", "anniversaire_soeur", "My sister Kayla is turning 13 on May 4",
       "When is Kayla's birthday?", ["may 4", "4 may", "4th of may"], personne="Kayla"),
    _c("ravi", "bipeur_collegue", "My colleague Mei is on call this week, her pager number is 4471.",
       "What number do I use to page Mei?", "4471", personne="Mei"),
    _c("ravi", "distance_mentor", "My mentor Grace runs ultramarathons, she did 100 miles last year.",
       "How far was Grace's longest race last year?", ["100 miles", "100"], personne="Grace"),
    _c("olena", "metier_mari", "My husband Taras works like a welder in the shipyard.",
       "What is Taras's occupation?", "welder", personne="Taras"),
    _c("mike", "regime_colocataire", "my roommate jordan is vegan", "What diet does Jordan follow?",
       "vegan", personne="Jordan"),
    # --- anglais : la question porte sur moi ---
    _c("margaret", "naissance_utilisatrice_inconnue", "My sister Edith was born on 14 February 1939.",
       "When was I born?", [], autrui=["14 february", "february 14", "1939"]),
    _c("mike", "velo_utilisateur", "my buddy sean drives a jeep wrangler, i just got a mountain bike",
       "What do I ride?", ["mountain bike", "bike"], autrui=["jeep", "wrangler"]),
]

NON_DONNES: list[Cas] = [
    # --- français ---
    _c("odette", "dentiste_non_dit", "Mon médecin traitant me reçoit le 5 mai à 9 heures.",
       "Quand ai-je rendez-vous chez le dentiste ?", [], leurre=["5 mai", "9 heures"]),
    _c("lucas", "note_maths_non_dite", "jai eu 14 en physique au dernier controle",
       "Quelle note j'ai eue au contrôle de maths ?", [], leurre="14"),
    _c("nadia", "carte_vitale_non_dite", "jai une carte de fidelite chez sephora",
       "Quel est le numéro de ma carte Vitale ?", [], leurre="sephora"),
    _c("ferrand", "horaire_piscine_non_dit", "Mon étude ferme à 18 h 30 en semaine.",
       "À quelle heure ferme la piscine que je fréquente ?", [], leurre=["18 h 30", "18h30"]),
    _c("karim", "marque_velo_non_dite", "J'ai une montre Garmin pour suivre mes sorties à vélo.",
       "De quelle marque est mon vélo ?", [], leurre="garmin"),
    _c("yuki", "age_pere_non_dit", "Ma mère a 60 ans, elle est professeure de calligraphie.",
       "Quel âge a mon père ?", [], leurre="60"),
    _c("bernard", "anniversaire_non_dit", "Notre anniversaire de mariage, c'est le 22 juin.",
       "C'est quand, mon anniversaire à moi ?", [], leurre="22 juin"),
    # --- anglais ---
    _c("margaret", "anniversaire_petit_fils_non_dit", "My grandson's graduation is on the 8th of August.",
       "What date is my grandson's birthday?", [], leurre=["8th of august", "august"]),
    _c("jaden", "moyenne_non_dite", "I got a 1540 on my SAT", "What's my GPA?", [], leurre="1540"),
    _c("ravi", "mot_de_passe_non_dit", "My Wi-Fi password is written on the fridge at home.",
       "What's my Wi-Fi password?", [], leurre="fridge"),
    _c("olena", "coiffeur_non_dit", "I have dentist appointment on Friday at 3 pm.",
       "When is my appointment with the hairdresser?", [], leurre=["friday", "3 pm"]),
    _c("mike", "poids_chien_non_dit", "my dogs vet bill was 240 bucks", "How much does my dog weigh?",
       [], leurre="240"),
]

CAS_DE_COTE_15: list[Cas] = SIMPLES + MISES_A_JOUR + NEGATIONS + AUTRUI + NON_DONNES

# Relue à la fusion (onzième tour), avant toute mesure, sans lire les cas : 10 retirés — 9 dont
# une phrase est proche d'une phrase d'une autre part (rapport `difflib` au-dessus de 0,7,
# `tests/test_sonde_parts_de_cote.py`), 1 dont la valeur attendue n'est pas dans ce qui a été dit
# (le test « les valeurs attendues sont dans les phrases dites ») ; restent 90 cas. Mesurée une
# fois sur le moteur du début du onzième tour, une fois à sa fin ; le README donne les chiffres.
# On ne règle rien sur elle.
RETIRES = ("rendez_vous_ophtalmo", "moto_actuelle", "regime_poisson", "rendez_vous_coiffeur",
           "alcool_jamais", "porc_exclu", "cafe_refuse", "anniversaire_non_dit", "coiffeur_non_dit",
           "reseau_social_absent")
CAS_DE_COTE_15 = [c for c in CAS_DE_COTE_15 if c.sorte not in RETIRES]
