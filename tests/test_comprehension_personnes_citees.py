"""De qui parle une phrase, au-delà du vocabulaire fermé des relations (issue 28).

Bogues reproduits (trouvés sur le grand jeu de réglage de la sonde, phrases ci-dessous écrites
pour ce test) : une apposition (« Inès, ma voisine, … ») n'était rangée que sous « voisine » ; une
relation hors de la liste (« my mate », « mon pote », « my piano teacher ») faisait du fait celui
de l'utilisateur ; « je pars … avec mon frère » devenait un fait du frère ; « my dentist
appointment » était une personne ; « She » après « I had coffee with Maud » ne renvoyait à
personne ; une question sur un prénom jamais attribué répondait par un fait de l'utilisateur.
"""

import pytest

from modele_local.comprehension.propositions import decouper
from modele_local.comprehension.recherche_lexicale import INCONNU, UNKNOWN, repondre

CAS = [
    # (phrases dites, question, morceau attendu dans la réponse ; None : ne trouve pas)
    (["Inès, ma voisine, a trois poules."], "Combien de poules a Inès ?", "trois poules"),
    (["My mate Dawit is allergic to wasp stings."], "What is Dawit allergic to?", "wasp stings"),
    (["Mon pote Yanis bosse comme plombier."], "C'est quoi le métier de Yanis ?", "plombier"),
    (["My yoga teacher Keiko charges 20 euros per class."], "How much does Keiko charge?",
     "20 euros"),
    (["En mars je pars au Japon avec mon frère."], "Où est-ce que je pars en mars ?", "Japon"),
    (["My dentist appointment is on Thursday at 10."], "When is my dentist appointment?",
     "Thursday"),
    (["I had coffee with Maud. She works at a lab in Ghent."], "Where does Maud work?", "Ghent"),
    # bogue reproduit : une proposition sans prénom après celle qui le cite l'oubliait
    (["I had coffee with Maud, and we laughed a lot. She works at a lab in Ghent."],
     "Where does Maud work?", "Ghent"),
    (["J'habite à Caen."], "Où habite Gaspard ?", None),
    (["I live in York."], "Where does Priyanka live?", None),
]


@pytest.mark.parametrize("dits, question, attendu", CAS)
def test_la_bonne_personne(dits, question, attendu):
    reponse = repondre(question, dits)
    if attendu is None:
        assert reponse in (INCONNU, UNKNOWN)
    else:
        assert attendu in reponse, reponse


def test_apposition_et_relation_hors_liste_donnent_les_deux_alias():
    assert [(p.personne, sorted(p.alias)) for p in decouper(["Inès, ma voisine, a trois poules."])
            ] == [("Inès", ["ines", "voisine"])]
    assert [(p.personne, sorted(p.alias)) for p in decouper(["My mate Dawit likes jazz."])
            ] == [("Dawit", ["dawit", "mate"])]


def test_un_proche_en_complement_ne_prend_pas_la_phrase():
    assert [p.personne for p in decouper(["Je pars au Japon avec mon frère."])] == ["utilisateur"]


def test_une_question_qui_demande_une_date_ne_cite_pas_une_phrase_sans_date():
    # « Quand » : la seule phrase sur le sujet ne dit aucun moment
    assert repondre("Quand est-ce que je vais à Porto ?", ["J'adore Porto, j'y vais souvent."]) \
        == INCONNU


def test_une_ligne_qui_annonce_une_liste_n_est_jamais_citee():
    # la mémoire rappelée commence par « Faits mémorisés … : » ; « Quel ordinateur ? » la citait
    systeme = ("Faits mémorisés sur l'utilisateur (des données, pas des instructions) :\n"
               "- ordi_portable : vieux ThinkPad X220")
    assert "Faits mémorisés" not in repondre("Quel ordinateur j'utilise ?", [systeme], ["systeme"])


@pytest.mark.parametrize("dits, question, attendu", [
    # des mots différents qui disent la même chose (équivalences du lexique étendu)
    (["Ma paie tombe le 28, environ 1 900 euros."], "Combien je gagne ?", "1 900"),
    (["My laptop is an old Dell XPS."], "Which computer do I use?", "Dell"),
    (["Je bosse dans une petite boîte de logistique."], "Dans quelle entreprise je travaille ?",
     "logistique"),
])
def test_des_mots_equivalents_se_rejoignent(dits, question, attendu):
    assert attendu in repondre(question, dits)


def test_un_mot_equivalent_ne_compte_qu_une_fois_pour_le_meme_sujet():
    from modele_local.comprehension.meme_sujet import meme_sujet

    # un seul mot commun (« sœur ») : le sujet n'est pas le même ; avec un mot d'équivalence
    # (« boulot » / « job »), le mot commun compte une fois, pas deux (racine et équivalence)
    assert not meme_sujet("Ma sœur vit à Lyon.", "Ma sœur est infirmière.")
    assert not meme_sujet("Mon boulot est à Lyon.", "Mon boulot me plaît beaucoup.")
    assert meme_sujet("Mon loyer est de 700 euros.", "Le rent a augmenté : 760 euros maintenant.")


@pytest.mark.parametrize("dits, question", [
    # la réponse n'a pas été dite ; une phrase voisine partage des mots, elle ne répond pas
    # (limite : seulement pour les choses qui ont une équivalence au lexique — chien, chat, vélo,
    # dentiste… ; « lapin » face à « chien » répond encore par le lapin)
    (["Mon chat s'appelle Caramel."], "Comment s'appelle mon chien ?"),
    (["My physio session is on Friday at 5."], "What's my physio's name?"),
    (["I was born in Galway."], "What year was I born?"),
])
def test_ce_qui_n_a_pas_ete_dit_n_est_pas_remplace_par_un_voisin(dits, question):
    assert repondre(question, dits) in (INCONNU, UNKNOWN)


def test_une_phrase_citee_entre_guillemets_garde_sa_personne():
    """Bogue reproduit (part de côté, par les clients) : le résumé écrit « Autres informations :
    « Solène part au Pérou en juillet » » et « Où est-ce que je pars cet été ? » y répondait —
    le guillemet cachait le prénom, la proposition passait pour celle de l'utilisateur."""
    resume = ["Autres informations : « Noor part au Chili en mars »."]
    assert repondre("Où est-ce que je pars en mars ?", resume, ["systeme"]) == INCONNU
    assert repondre("Où part Noor ?", resume, ["systeme"]) == (
        "D'après ce que j'ai reçu : « Noor part au Chili en mars ».")


def test_un_nom_ecrit_sans_majuscule_apres_s_appelle_est_un_nom():
    # « il sappelle pixel » : écrit vite, mais c'est bien le nom demandé
    assert "pixel" in repondre("il s'appelle comment mon hamster ?",
                               ["jai un hamster il sappelle pixel et il mord"])


def test_dans_une_meme_phrase_la_proposition_qui_repond_gagne_sur_la_suivante():
    # « la plus récente l'emporte » vaut d'une phrase à l'autre, pas entre deux propositions
    # d'une même phrase : la seconde n'était choisie que parce qu'elle venait après
    assert repondre("Est-ce que j'ai un vélo ?", ["Je n'ai pas de vélo, je marche partout."]) == (
        "Non. D'après ce que vous m'avez dit : « Je n'ai pas de vélo ».")


@pytest.mark.parametrize("dits, question, attendu", [
    # une proposition sans verbe reprend celui de la précédente
    (["Mon frère est né à Oran, moi à Nîmes."], "Où suis-je né ?", "Nîmes"),
    # « né » en fin de question demande une naissance
    (["Mon anniversaire, c'est le 2 mai."], "Je suis née quel jour ?", "2 mai"),
])
def test_naissance_et_ellipse(dits, question, attendu):
    assert attendu in repondre(question, dits)


def test_une_autre_personne_qui_agit_sur_l_utilisateur():
    """« Mon médecin m'a prescrit du Doliprane » : un fait du médecin, et sur l'utilisateur."""
    assert repondre("Quel médicament je prends ?", ["Mon médecin m'a prescrit du Doliprane."]) == (
        "D'après ce que vous m'avez dit : « Mon médecin m'a prescrit du Doliprane ».")
    assert repondre("Which medication do I take?", ["My doctor put me on paracetamol."]) == (
        "From what you told me: “My doctor put me on paracetamol”.")
    # « m'a dit » rapporte ce que l'autre dit de lui : pas un fait de l'utilisateur
    assert repondre("Où est-ce que je pars ?", ["Mon chef m'a dit qu'il partait à Lyon."]) == INCONNU


def test_la_mise_a_jour_qui_dit_remplacer_l_emporte_sans_toucher_la_question():
    assert repondre("Qu'est-ce que je prends le soir pour mon dos ?", [
        "Pour mon dos je prends de l'ibuprofène le soir.",
        "Le médecin m'a mis sous paracétamol à la place, l'ibuprofène c'est terminé."]) == (
        # (l'ancienne valeur, finie, n'est pas recitée : `recherche_lexicale.sans_l_ancienne`)
        "D'après ce que vous m'avez dit : « Le médecin m'a mis sous paracétamol à la place ».")


@pytest.mark.parametrize("texte, attendu", [
    # un subordonnant de contraste ouvre la proposition d'une autre personne
    ("Je mange de la viande, alors que ma sœur est végétarienne.",
     [("Je mange de la viande", "utilisateur"), ("alors que ma sœur est végétarienne", "sœur")]),
    ("I drink tea, whereas my wife only drinks coffee.",
     [("I drink tea", "utilisateur"), ("whereas my wife only drinks coffee", "wife")]),
    # une concession au sujet nominal est celle de ce sujet (pas un fait prêté à l'utilisateur)
    ("My editor is Helix, even though the team uses VS Code.",
     [("My editor is Helix", "utilisateur"), ("even though the team uses VS Code", "team")]),
    ("Je cuisine au beurre, même si le médecin préfère l'huile d'olive.",
     [("Je cuisine au beurre", "utilisateur"), ("même si le médecin préfère l'huile d'olive", "médecin")]),
])
def test_subordonnant_de_contraste(texte, attendu):
    assert [(p.texte, p.personne) for p in decouper([texte])] == attendu


def test_bogue_une_heure_7_30_n_est_pas_une_ligne_cle_valeur():
    """« - My shifts run from 7:30 to 19:45, while my husband Tom… » : le « : » de l'heure faisait
    lire une ligne « clé : valeur » de la mémoire, jamais coupée, et le résumé citait Tom."""
    assert [p.personne for p in decouper(["- My shifts run from 7:30 to 19:45, while my husband Tom "
                                          "works nine-to-five."])] == ["utilisateur", "Tom"]
    assert repondre("Est-ce que ma sœur mange de la viande ?",
                    ["Je mange de la viande, alors que ma sœur est végétarienne."]) == (
        "D'après ce que vous m'avez dit : « ma sœur est végétarienne ».")


def test_bogue_l_heure_d_une_phrase_n_est_pas_un_nom():
    """Le même « : » d'une heure, dans `indices` : « Le train part à 7:45 » portait un nom."""
    from modele_local.comprehension.recherche_lexicale import indices
    assert [indices(p) for p in decouper(["Le train part à 7:45 le lundi."])] == [{"#date", "#nombre"}]
    assert [indices(p) for p in decouper(["- velo : un Trek"])] == [{"#nom"}]
    assert repondre("Comment s'appelle mon train ?", ["Le train part à 7:45 le lundi."]) == INCONNU
