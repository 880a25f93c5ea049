"""Le lexique étendu (`modele_local/comprehension/lexique_etendu.json`) : un terme général d'une
question rejoint-il le bon membre d'une phrase, et rien d'autre ?

Les paires question / phrase ci-dessous ont été écrites AVANT le lexique étendu, comme les
écrirait un inconnu qui parle de sa vie (métier, plantes, peurs, pointure, diplômes, logement,
banque, fêtes…), en français et en anglais, avec des PIÈGES qui ne doivent pas se rejoindre (une
expression toute faite, un prénom qui est aussi un nom commun, un mot à deux sens). Deux listes :

- `REGLAGE` : le lexique a été complété en les regardant ; chaque paire est un test ;
- `DE_COTE` : écrite en même temps, jamais regardée pour régler le lexique ; lancée une fois à la
  fin, son score est dit dans le rapport et sert ensuite de plancher (`PLANCHER_DE_COTE`, fixé
  avant de la lancer).

« Se rejoindre » : `generaux(reecrire(question)) & categories(phrase)` non vide — exactement ce
que fait `recherche_lexicale.termes_question` / `termes_phrase` pour les catégories.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from modele_local.comprehension import lexique
from modele_local.comprehension.lexique import categories, generaux, reecrire
from modele_local.comprehension.normaliser import mots, sans_accents


def rejoint(question: str, phrase: str) -> bool:
    return bool(generaux(reecrire(question)) & categories(phrase))


# (question, phrase, doit se rejoindre)
REGLAGE = [
    ("Quel instrument je joue ?", "Je joue du violoncelle depuis dix ans.", True),
    ("Quelle plante j'ai sur mon balcon ?", "J'ai un ficus et deux cactus.", True),
    ("De quoi ai-je peur ?", "J'ai le vertige dès le troisième étage.", True),
    ("Quelle est ma pointure ?", "Je chausse du 42.", True),
    ("What's my job?", "I'm a paramedic in Leeds.", True),
    ("Quel métier fait ma sœur ?", "Ma sœur est aide-soignante.", True),
    ("Quel diplôme j'ai ?", "J'ai un master en chimie.", True),
    ("What degree do I have?", "I have a bachelor's in history.", True),
    ("Quel langage de programmation j'utilise ?", "Je code surtout en Rust.", True),
    ("Quel régime je suis ?", "Je suis végétarienne depuis 2019.", True),
    ("Quel est mon loisir préféré ?", "Le soir je fais du tricot.", True),
    ("What's my hobby?", "I spend my weekends doing pottery.", True),
    ("Quel type de logement j'ai ?", "J'habite dans un studio à Nantes.", True),
    ("Quelle est ma banque ?", "J'ai un compte chez Revolut.", True),
    ("Quel est mon opérateur ?", "J'ai un forfait chez Bouygues.", True),
    ("What colour is my car?", "My car is magenta.", True),
    # « ramen » est écarté du lexique (sa racine est celle de « ramène ») : limite connue
    pytest.param("What cuisine do I like best?", "I could eat ramen every day.", True,
                 marks=pytest.mark.xfail(strict=True, reason="ramen a la racine de « ramène »")),
    ("Quelle musique j'écoute ?", "J'écoute surtout du reggae.", True),
    ("Quel genre de film je préfère ?", "J'adore les thrillers.", True),
    ("Quel est mon animal ?", "J'ai une chèvre naine.", True),
    ("What pet do I have?", "I have a guinea pig called Toffee.", True),
    ("Quelle voiture je conduis ?", "Je conduis une vieille Laguna.", True),
    ("Quel sport je pratique ?", "Je fais de la pétanque le dimanche.", True),
    ("What's my favourite drink?", "I usually order a mojito.", True),
    ("Quelle maladie j'ai ?", "J'ai une polyarthrite.", True),
    ("Quel médicament je prends ?", "Je prends du Xanax le soir.", True),
    ("Quel est mon poste ?", "Je suis comptable dans une PME.", True),
    ("What do I do for a living?", "I'm a pharmacist.", True),
    ("Comment je gagne ma vie ?", "Je suis plombier à mon compte.", True),
    ("How tall am I?", "I'm 182 centimetres.", True),
    ("Combien je pèse ?", "Je fais 70 kilos.", True),
    ("Quelle est ma religion ?", "Je suis bouddhiste.", True),
    ("Quelle fête je préfère ?", "J'adore Halloween.", True),
    ("Quelle saison je préfère ?", "Je préfère l'automne.", True),
    ("Which relative lives in Leeds?", "My stepdad lives in Leeds.", True),
    ("Quel moyen de paiement je préfère ?", "Je paie tout en espèces.", True),
    ("Quel vêtement je porte le plus ?", "Je porte toujours un sweat à capuche.", True),
    # défendable : au niveau des mots, le vélo est un sport (« je fais du vélo ») ; le lexique ne
    # voit pas le verbe, c'est la recherche qui choisit la meilleure phrase
    ("Quel sport je fais ?", "Je vais au travail à vélo.", True),
    # pièges
    ("Quel animal j'ai ?", "Il fait un froid de canard ce matin.", False),
    ("Quel est mon métier ?", "Je dois passer à la poste demain.", False),
    ("Quel fruit je préfère ?", "Mon avocat m'a appelé hier.", False),
    ("Quel est mon opérateur ?", "Je bois un jus d'orange le matin.", False),
    ("Quel est mon plat préféré ?", "Je pars en mars.", False),
    ("Quelle plante j'ai ?", "Je travaille dans une usine de voitures.", False),
    ("Quelle est ma pointure ?", "Je mesure 1m75.", False),
    ("Combien je pèse ?", "Je mesure un mètre quatre-vingts.", False),
    ("Quel est mon passe-temps ?", "Je suis photographe de mariage.", False),
    ("Quel instrument je joue ?", "Je joue aux échecs le mardi.", False),
    ("Quel est mon régime ?", "Je mange de la viande tous les jours.", False),
    ("Quelle est ma religion ?", "Je passe Noël chez ma tante.", False),
    ("Quel langage de programmation j'utilise ?", "Je parle couramment le japonais.", False),
    ("Quelle est ma banque ?", "Je me suis assis sur un banc.", False),
    ("Quel animal j'ai ?", "Je mange du poulet le dimanche.", False),
    ("Quelle voiture je conduis ?", "Je porte une chemise bleue.", False),
    ("Quel diplôme j'ai ?", "J'ai mon permis de conduire.", False),
    ("Quelle est ma boisson préférée ?", "Je mange une pizza quatre fromages.", False),
    ("De quoi ai-je peur ?", "J'habite en hauteur, au sixième étage.", False),
    ("Quel vêtement je porte ?", "Mon oncle Jean habite à Brest.", False),
]

# Écrite avec REGLAGE, jamais regardée pour régler ; lancée une fois à la fin.
DE_COTE = [
    ("Quel instrument joue mon fils ?", "Mon fils joue du cajón.", True),
    ("What plants do I grow?", "I grow basil and mint on my balcony.", True),
    ("Quelle est ma phobie ?", "Je suis claustrophobe.", True),
    ("What's my shoe size?", "I'm a size 9 in trainers.", True),
    ("Quel est mon métier ?", "Je suis ostéopathe à Rennes.", True),
    ("What does my wife do for a living?", "My wife is an anaesthetist.", True),
    ("Quel diplôme a ma sœur ?", "Ma sœur a un doctorat en biologie.", True),
    ("Which programming language do I use at work?", "At work I write mostly Kotlin.", True),
    ("Quel régime alimentaire je suis ?", "Je mange halal.", True),
    ("Quel est mon passe-temps ?", "Je fais des puzzles de mille pièces.", True),
    ("What are my hobbies?", "I do a lot of knitting and birdwatching.", True),
    ("Dans quel type de logement je vis ?", "Je vis dans une maison de ville.", True),
    ("Quelle est ma banque ?", "Mon compte courant est chez LCL.", True),
    ("Which phone carrier do I use?", "I'm with Vodafone.", True),
    ("Quel animal a ma voisine ?", "Ma voisine élève des poules.", True),
    ("Quelle voiture a mon père ?", "Mon père roule en Lexus.", True),
    ("Quel sport fait ma fille ?", "Ma fille fait de la gym rythmique.", True),
    ("Quel est mon plat préféré ?", "Je raffole des tacos.", True),
    ("Quelle musique j'aime ?", "J'écoute beaucoup de hip-hop.", True),
    ("What's my favourite film genre?", "I'm a big fan of westerns.", True),
    ("Quelle est ma religion ?", "Je suis musulmane pratiquante.", True),
    ("Which holiday do I love most?", "I love Thanksgiving with my family.", True),
    ("Which relative visits me every Sunday?", "My mother-in-law visits every Sunday.", True),
    ("Quel moyen de paiement j'utilise ?", "Je règle toujours par chèque.", True),
    ("Quel genre de livres je lis ?", "Je lis surtout des polars.", True),
    ("How much do I weigh?", "I'm about eleven stone.", True),
    ("Quelle est ma taille ?", "Je mesure un mètre quatre-vingts.", True),
    ("Quel légume je déteste ?", "Je déteste les panais.", True),
    ("Quelle maladie a mon père ?", "Mon père souffre d'une cirrhose.", True),
    ("What season do I like best?", "I love winter.", True),
    ("Quel membre de ma famille vient dimanche ?", "Mon demi-frère vient dimanche.", True),
    # pièges
    ("Quel animal j'ai ?", "J'ai une faim de loup.", False),
    ("Quel est mon métier ?", "Mon chef m'a convoqué ce matin.", False),
    ("What fruit do I hate?", "My date is at 8 pm.", False),
    ("What's my favourite drink?", "I punch above my weight.", False),
    ("Quelle plante j'ai chez moi ?", "Mon collègue s'appelle Olivier.", False),
    ("Quel sport je fais ?", "Je joue du piano.", False),
    ("Which instrument do I play?", "I play chess on Tuesdays.", False),
    ("Quelle est ma couleur préférée ?", "J'aime la cuisine thaïe.", False),
    ("Quelle est ma pointure ?", "Je pèse 80 kilos.", False),
    ("Quelle voiture je conduis ?", "J'ai un vieux Nokia.", False),
    ("Quel régime je suis ?", "Je suis très sportive.", False),
    ("Who's my mobile provider?", "I'm free on Friday.", False),
    ("Quelle fête je préfère ?", "Mon cousin s'appelle Pascal.", False),
    ("Quel est mon loisir ?", "Je lis mes mails au travail.", False),
    ("Quelle saison je préfère ?", "J'ai été malade hier.", False),
    ("Quel est mon poste ?", "Mon ordinateur est un poste fixe.", False),
]
# Fixé avant de lancer DE_COTE (une fois) : au moins 80 % des paires justes.
PLANCHER_DE_COTE = 0.80


def test_assez_de_paires():
    assert len(REGLAGE) + len(DE_COTE) >= 40
    assert sum(p[2] is False for p in REGLAGE if not hasattr(p, "values")) >= 10


def _id(paire) -> str:
    question, phrase, _ = paire.values if hasattr(paire, "values") else paire
    return f"{question} / {phrase}"


@pytest.mark.parametrize(("question", "phrase", "attendu"), REGLAGE, ids=[_id(p) for p in REGLAGE])
def test_reglage(question, phrase, attendu):
    assert rejoint(question, phrase) is attendu, (sorted(generaux(reecrire(question))),
                                                  sorted(categories(phrase)))


def test_de_cote_au_dessus_du_plancher():
    ratees = [(q, p, a) for q, p, a in DE_COTE if rejoint(q, p) is not a]
    score = 1 - len(ratees) / len(DE_COTE)
    assert score >= PLANCHER_DE_COTE, (f"{len(DE_COTE) - len(ratees)}/{len(DE_COTE)}", ratees)


# La forme des données : ce que `lexique.py` sait lire, et que chaque mot puisse être trouvé.
DOSSIER = Path(lexique.__file__).parent


@pytest.mark.parametrize("fichier", lexique.FICHIERS, ids=lambda f: f.name)
def test_chaque_mot_est_un_mot_normalise(fichier):
    """Minuscules sans accents, un seul mot (`normaliser.mots` ne coupe pas) : sinon jamais trouvé."""
    donnees = json.loads(fichier.read_text(encoding="utf-8"))
    listes = [cat[cle] for cat in donnees.get("categories", {}).values()
              for cle in ("generaux", "membres")]
    listes += donnees.get("pays", []) + donnees.get("equivalences", [])
    if fichier.name == "lexique.json":   # écrit ailleurs : on ne vérifie que l'étendu
        return
    for liste in listes:
        for mot in liste:
            assert mot == sans_accents(mot) and mots(mot) == [mot], mot


def test_les_deux_fichiers_sont_lus():
    assert [f.name for f in lexique.FICHIERS] == ["lexique.json", "lexique_etendu.json",
                                                  "lexique_quotidien.json", "lexique_loisirs.json"]
    assert all(f.parent == DOSSIER and f.exists() for f in lexique.FICHIERS)


def test_une_categorie_des_deux_fichiers_reunit_ses_listes():
    base = {"categories": {"x": {"generaux": ["a"], "membres": ["b"]}}, "pays": [["p"]],
            "equivalences": [], "expressions": {"r1": "s1"}}
    ajout = {"categories": {"x": {"generaux": ["c"], "membres": ["d"]},
                            "y": {"generaux": ["e"], "membres": []}},
             "equivalences": [["f", "g"]], "expressions": {"r2": "s2"}}
    assert lexique.fusionner([base, ajout]) == {
        "categories": {"x": {"generaux": ["a", "c"], "membres": ["b", "d"]},
                       "y": {"generaux": ["e"], "membres": []}},
        "pays": [["p"]], "equivalences": [["f", "g"]],
        "expressions": {"r1": "s1", "r2": "s2"}}
