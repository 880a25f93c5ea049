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
     {"adresse_de_livraison": "Pour les colis, l'adresse à mettre est le 18 avenue Foch"}),
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


@pytest.mark.parametrize("textes, attendu", [
    # la clé dit le sujet, pas l'ancienne valeur : la mise à jour la reprend
    (["Mon budget pour le cadeau de Léa, c'est 100 euros.", "Désormais on met 150 euros."],
     {"budget_pour_le_cadeau": "met 150 euros"}),
    # la clé portait l'ancienne valeur (« joue_violon ») : elle est retirée
    (["Je joue du violon.", "Maintenant je joue de la guitare."], {"joue_guitare": "joue de la guitare"}),
    # un arrêt n'est pas une nouvelle valeur, mais il retire l'ancien fait (jusqu'au dixième tour,
    # une limite connue : l'arrêt dit seul ne retirait rien) ; il en reste l'arrêt
    (["Je joue au tennis le mardi.", "Finalement j'ai arrêté le tennis."],
     {"joue_arrete": "ai arrêté le tennis"}),
    # « moi du 42 » : la clé reprend le verbe de l'autre, pas sa chose
    (["Mon fils chausse du 34 et moi du 42."], {"chausse_42": "moi du 42"}),
    (["Ma voisine a un chien, moi un lapin."], {"lapin": "moi un lapin"}),
    (["Ma voisine a un chien, moi à la campagne un lapin."],   # « chien » : une chose, pas reprise
     {"campagne_lapin": "moi à la campagne un lapin"}),
])
def test_cle_d_une_mise_a_jour_et_d_une_ellipse(textes, attendu):
    assert faits_actuels(extraire(textes)) == attendu


@pytest.mark.parametrize("texte, garde", [
    ("I read an article about night trains.", False),   # un récit au prétérit
    ("I went to Iceland for my honeymoon in 2015.", True),
    ("I saw a documentary about bees.", False),
])
def test_preterit_anglais(texte, garde):
    assert bool(extraire([texte])) is garde


def test_la_cle_retiree_laisse_son_verbe_a_la_nouvelle():
    """« train_10k » portait l'ancienne valeur : retirée, mais « train » reste dans la nouvelle
    clé, sans quoi « Which race am I training for? » ne la retrouve plus depuis la mémoire."""
    faits = faits_actuels(extraire(["I train for a 10k race in May.",
                                    "I switched to the half marathon in October instead."]))
    assert list(faits) == ["train_switched_half"]
    assert repondre("Which race am I training for?", [f"- {k} : {v}" for k, v in faits.items()],
                    ["systeme"]).startswith("From what I was given: “train_switched_half")


@pytest.mark.parametrize("question, attendu", [
    ("Which social network am I on?", "From what you told me: “I'm only on Mastodon”."),
    # une question fermée garde la proposition niée
    ("Do I use Facebook?", "No. From what you told me: “I don't use Facebook at all”."),
])
def test_a_une_question_ouverte_le_nie_ne_repond_pas_s_il_y_a_mieux(question, attendu):
    assert repondre(question, ["I don't use Facebook at all, I'm only on Mastodon."]) == attendu


def test_le_resume_d_une_mise_a_jour_dit_de_quoi_elle_parle():
    """« I switched to the half marathon instead » seule ne dit plus qu'il s'agit de
    l'entraînement : la ligne reprend les mots de sa clé qu'elle ne dit pas ; pas un « fais »."""
    assert lignes_retenues(["I train for a 10k race in May.", "Okay, noted.",
                            "I switched to the half marathon in October instead."]) == [
        "- Train : I switched to the half marathon in October instead."]
    assert lignes_retenues(["Je fais du yoga le lundi soir.",
                            "Depuis la rentrée, le lundi soir c'est natation pour moi."]) == [
        "- Depuis la rentrée, le lundi soir c'est natation pour moi."]


def test_le_quand_de_tete_reste_dans_la_valeur_et_une_balise_ne_repond_jamais():
    assert faits_actuels(extraire(["Next Tuesday I have a job interview at 2:30 pm."])) == {
        "job": "Next Tuesday job interview at 2:30 pm"}
    assert faits_actuels(extraire(["L'an dernier j'ai couru le marathon de Lyon en 4 h 12."])) == {
        "dernier_couru": "an dernier j'ai couru le marathon de Lyon en 4 h 12"}   # « l' » ôté par _valeur
    # « </faits> » ferme la mémoire rappelée : « faite » n'y répond pas
    assert repondre("Quelle course j'ai faite l'année passée ?", ["<faits>\n- chat : Tigre\n</faits>"],
                    ["systeme"]) == "Je ne trouve pas cette information dans notre conversation."


def test_bogue_la_cle_de_l_ellipse_ne_prend_pas_la_chose_de_l_autre():
    """« mon frère fait de la batterie…, et moi de la harpe » : la clé de l'utilisateur prenait
    « batterie » (la tête de la clé du frère), et sa mémoire rappelée citait la batterie."""
    faits = faits_actuels(extraire(["Mon frère fait de la batterie au conservatoire et moi de la harpe."]))
    assert faits == {"harpe": "moi de la harpe"}
