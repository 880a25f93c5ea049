"""Ce que l'utilisateur dit sans « je » ni « mon », les récits au passé, les heures « 10:30 ».

Écrits avant les règles, sur des phrases qui ne sont pas celles de la sonde : une mise à jour
dite sans pronom (« Ce matin la balance affichait 74 kilos ») remplace le fait qu'elle met à
jour, mais une phrase sans « je » qui ne met rien à jour n'est pas un fait de l'utilisateur ; un
passé composé qui porte sur une chose à soi ou un nombre est un fait, « j'ai lu un article »
reste un récit ; le résumé garde ce qui est daté même sans « je ».
"""

import pytest

from modele_local.comprehension.cadres import extraire, faits_actuels
from modele_local.comprehension.normaliser import langue
from modele_local.comprehension.recherche_lexicale import repondre
from modele_local.comprehension.resume_faits import lignes_retenues


@pytest.mark.parametrize("textes, attendu", [
    # la mise à jour sans pronom (et « ce matin ») prend la place de l'ancienne valeur
    (["Je pèse 80 kilos.", "Il pleut.", "Ce matin la balance affichait 74 kilos."],
     {"matin_balance": "Ce matin la balance affichait 74 kilos"}),   # l'ancienne clé retirée
    (["Mon adresse de livraison, c'est le 4 rue des Tanneurs.", "Merci !",
      "Pour les colis, l'adresse à mettre est le 18 avenue Foch."],
     {"colis_adresse": "Pour les colis, l'adresse à mettre est le 18 avenue Foch"}),
    # sans « je » et sans fait à mettre à jour : rien pour l'utilisateur
    (["Le marché de Noël ouvre samedi."], {}),
    (["J'ai un chat.", "Le marché de Noël ouvre samedi."], {"chat": "chat"}),
    # « ce matin », sans mise à jour : éphémère
    (["Ce matin j'ai croisé le facteur."], {}),
])
def test_mise_a_jour_sans_je(textes, attendu):
    assert faits_actuels(extraire(textes)) == attendu


@pytest.mark.parametrize("texte, garde", [
    ("J'ai payé mon canapé 1 200 euros.", True),     # une chose à soi, un nombre
    ("J'ai eu 14 de moyenne au premier semestre.", True),
    ("J'ai lu un article sur les trains de nuit.", False),   # un récit
    ("J'ai perdu mes clés hier.", False),             # « hier » : éphémère quoi qu'il porte
])
def test_passe_compose(texte, garde):
    assert bool(extraire([texte])) is garde


def test_langue_d_une_cle_de_memoire():
    assert langue("locker_number_at_the_swimming : 214") == "en"
    assert repondre("What's my locker number at the pool?",
                    ["- locker_number_at_the_swimming : 214"], ["systeme"]) == (
        "From what I was given: “locker_number_at_the_swimming : 214”.")


def test_une_heure_ecrite_10_30_est_une_date():
    assert repondre("What time do I go to bed?", ["- Actually I go to bed at 10:30 now."],
                    ["systeme"]) == "From what I was given: “Actually I go to bed at 10:30 now”."


def test_le_resume_garde_ce_qui_est_date_sans_je():
    assert lignes_retenues(["Le dîner des anciens est prévu le samedi 14.", "Il pleut encore.",
                            "Le dîner des anciens aura lieu le dimanche 15."]) == [
        "- Le dîner des anciens aura lieu le dimanche 15."]
