"""Le résumeur du modèle local suit les consignes de CONTENU (modele_local/consignes_contenu.py, tri.py).

Une table de cas (consigne → effet attendu, un commentaire par cas) sur une petite conversation
faite main, puis des propriétés : sans consigne de contenu rien ne change ; « ne recopie jamais
une clé » ne laisse passer aucune forme de clé, quelle que soit l'entrée ; une consigne ne fait
jamais dériver davantage.
"""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from contexte import SUMMARY_PROMPT
from modele_local.comprehension import derive, tri
from modele_local.comprehension.consignes import Contenu, lire_consigne, lire_contenu
from modele_local.comprehension.resumeur import resumer

CLE = "sk-ant-" + "api03-Zx81kQ2mWv7PLrT4"
CONVERSATION = [
    "Je m'appelle Camille et je travaille chez Atelier.",
    "Je suis allergique aux arachides.",
    "Mon bureau est le B214, au deuxième étage.",
    f"Pour les tests, ma clé d'API est {CLE}.",
    "Mon collègue Julien est allergique au gluten, pas moi.",
    "La démonstration est prévue le 12 mars.",
    "Finalement, mon bureau change : je serai au C310, au troisième étage.",
    "On en a parlé au café avec toute l'équipe.",
    "La réunion de ce matin a soulevé plusieurs questions.",
]


def resume(consigne: str) -> str:
    return resumer([("user", t) for t in CONVERSATION], lire_consigne(consigne))


# (consigne, morceaux qui doivent être dans le résumé, morceaux qui ne doivent pas y être)
CAS = [
    # Sans interdiction, un secret dit récemment est cité comme le reste (un vrai LLM le fait).
    ("Résume la conversation.", [CLE], []),
    # L'interdiction, dite de plusieurs façons, en français ou en anglais : aucune clé.
    ("Résume. Ne recopie jamais un code ou une clé.", ["Camille"], [CLE]),
    ("Résume sans aucun mot de passe ni jeton.", ["Camille"], [CLE]),
    ("Summarize the conversation. Never copy API keys or passwords.", ["Camille"], [CLE]),
    # Une permission n'est pas une interdiction : le comportement par défaut reste.
    ("Résume. Tu peux recopier les codes.", [CLE], []),
    # « tokens » compte ici la longueur, ce n'est pas un secret : rien n'est interdit.
    ("Résume la conversation ; ne dépasse jamais 400 tokens.", [CLE], []),
    # « La valeur la plus récente » : l'ancien bureau disparaît, le nouveau reste.
    ("Résume en gardant la valeur la plus récente.", ["C310"], ["B214"]),
    ("Résume. Supprime les informations périmées.", ["C310"], ["B214"]),
    # Sans cette demande, les deux bureaux sont cités (rien ne dit lequel vaut).
    ("Résume. Garde aussi les anciennes valeurs.", ["C310", "B214"], []),
    # Le piège de Julien : même sans consigne sur les personnes, sa phrase reste citée telle
    # quelle, jamais réécrite en fait de Camille (bogue du premier tour : « Camille est
    # allergique au gluten ») ; avec « nomme les personnes » ou « ne confonds pas », de même.
    ("Résume la conversation.", ["Camille est allergique aux arachides",
                                 "« Mon collègue Julien est allergique au gluten, pas moi. »"],
     ["Camille est allergique au gluten"]),
    ("Résume en nommant les personnes.", ["Camille est allergique aux arachides", "Julien"],
     ["Camille est allergique au gluten"]),
    ("Résume. Ne confonds pas les personnes.", ["Camille est allergique aux arachides"], []),
    # Peu de place : par défaut, les propos les plus récents (du bavardage) passent d'abord…
    ("Résume en 30 mots.", ["réunion"], ["12 mars"]),
    # … avec une priorité, les propos datés passent avant le bavardage.
    ("Résume en 30 mots. Garde d'abord les dates.", ["12 mars"], ["réunion"]),
    # « Laisse tomber le bavardage » : les propos sans information disparaissent.
    ("Résume. Laisse tomber le bavardage.", ["12 mars"], ["café", "réunion"]),
    # Écarter une catégorie : plus de propos chiffrés (le bureau, la date).
    ("Résume. Ne garde pas les numéros.", ["café"], ["B214", "12 mars"]),
    # Une liste qui dit « tout » ne trie rien : même résumé qu'une consigne sans contenu.
    ("Résume en 30 mots. Garde les décisions et tout ce que l'utilisateur a dit.", ["réunion"],
     ["12 mars"]),
    # Les politesses sont toujours retirées ; le demander ne change rien (pas de « Merci »).
    ("Résume. Supprime les politesses.", ["Camille"], ["Merci"]),
]


@pytest.mark.parametrize(("consigne", "present", "absent"), CAS)
def test_table_des_consignes_de_contenu(consigne, present, absent):
    sortie = resume(consigne)
    for morceau in present:
        assert morceau in sortie, f"{consigne!r} : {morceau!r} manque dans {sortie!r}"
    for morceau in absent:
        assert morceau not in sortie, f"{consigne!r} : {morceau!r} est dans {sortie!r}"


def test_summary_prompt_lu_comme_avant():
    """SUMMARY_PROMPT : « garde les décisions, …, les informations données par l'utilisateur »
    garde tout, donc ne trie pas ; il demande la valeur la plus récente, rien sur les secrets."""
    assert lire_contenu(SUMMARY_PROMPT) == Contenu(recentes=True)
    # Une priorité dite à part compte, même après une liste qui garde tout.
    assert lire_contenu(SUMMARY_PROMPT + " Garde d'abord les dates.").priorites == {"dates"}


def test_masquer_les_formes_de_cle():
    assert tri.masquer("Clé AIza" + "SyB3k9XwQm2Lp7Rt5Vn8Hc1Jd4Fg6Ke0 ; PIN : 4812.") == \
        "Clé [secret retiré] ; PIN : [secret retiré]."
    assert tri.masquer("Ticket PLAT-77, bureau C310.") == "Ticket PLAT-77, bureau C310."


FORMES = [  # consignes de forme seulement : aucune demande de contenu
    "Résume la conversation.", "Résume en {n} mots maximum.", "Résume en {n} lignes, avec un titre.",
    "Summarize the conversation in {n} words.", "Fais une synthèse à puces de {n} mots.",
    "Résume en anglais, sans titre, {n} mots maximum.", "Mets à jour le résumé en {n} mots.",
]
PHRASES = CONVERSATION + ["Je rejoins l'équipe Data.", "Quel est mon bureau ?", "Merci beaucoup !",
                          "Le point a lieu le jeudi à 9 h, plus le mardi.", "J'habite à Rezé."]


@settings(max_examples=60, deadline=None)
@given(forme=st.sampled_from(FORMES), n=st.integers(1, 200),
       textes=st.lists(st.sampled_from(PHRASES), max_size=12))
def test_sans_consigne_de_contenu_rien_ne_change(forme, n, textes):
    """Une consigne qui ne parle que de forme ne demande rien sur le contenu, et alors le tri est
    celui d'avant : tous les propos, du plus récent au plus ancien."""
    consigne = lire_consigne(forme.format(n=n))
    assert consigne.contenu == Contenu()
    assert tri.ordre(textes, consigne.contenu) == list(reversed(textes))


CLES = st.one_of(
    st.text("abcdefXYZ0123456789_-", min_size=12, max_size=30).map(lambda s: "sk-ant-api03-" + s),
    st.text("abcdefXYZ0123456789_-", min_size=20, max_size=30).map(lambda s: "AIza" + s),
    st.text("abcdefXYZ0123456789", min_size=20, max_size=30).map(lambda s: "ghp_" + s),
    st.text("ABCDEFXYZ0123456789", min_size=16, max_size=16).map(lambda s: "AKIA" + s),
)
INTERDITS = ["Ne recopie jamais un code ou une clé.", "Aucun secret dans le résumé.",
             "Never copy API keys.", "Ne mets jamais de mot de passe ni de jeton.",
             "Masque les clés et les identifiants."]
GABARITS = ["Ma clé est {k}.", "Je travaille chez {k}, à Nantes.", "{k}", "Voici {k} merci",
            "Je m'appelle {k}.", "L'équipe {k} est la mienne.", "Le code : {k}"]


@settings(max_examples=80, deadline=None)
@given(cle=CLES, gabarit=st.sampled_from(GABARITS), interdit=st.sampled_from(INTERDITS),
       autres=st.lists(st.sampled_from(PHRASES), max_size=6), position=st.integers(0, 6),
       graine=st.one_of(st.none(), st.integers(0, 50)), n=st.integers(5, 300))
def test_aucune_cle_recopiee_si_c_est_interdit(cle, gabarit, interdit, autres, position, graine, n):
    """Quelle que soit la conversation (clé en fait, en propos, seule, collée à un nom) et la
    dérive : avec l'interdiction, aucune clé dans le résumé."""
    textes = list(autres)
    textes.insert(min(position, len(textes)), gabarit.format(k=cle))
    consigne = lire_consigne(f"Résume en {n} mots. {interdit}")
    assert not consigne.contenu.secrets
    with derive.graine_active(graine):
        sortie = resumer([("user", t) for t in textes], consigne)
    assert cle not in sortie


@settings(max_examples=60, deadline=None)
@given(graine=st.integers(0, 10_000))
def test_une_consigne_ne_fait_jamais_deriver_davantage(graine):
    """Mêmes tirages, probabilités divisées par deux : chaque valeur périmée ou fait oublié avec
    la consigne l'est aussi sans elle (il dérive moins, il ne devient pas parfait)."""
    faits = {"prenom": "Camille", "equipe": "Plateforme", "ville": "Nantes", "langage": "Go",
             "domicile": "à Vertou"}
    valeurs = {"equipe": ["Paiements", "Plateforme"], "domicile": ["à Rezé", "à Vertou"]}
    haut = derive.deriver(faits, valeurs, graine)
    bas = derive.deriver(faits, valeurs, graine, p_perimee=derive.P_PERIMEE / 2,
                         p_oubli=derive.P_OUBLI / 2)
    assert set(faits) - set(bas) <= set(faits) - set(haut)           # oublis
    perimes = {c for c in bas if bas[c] != faits[c]}
    assert perimes <= {c for c in haut if haut.get(c) != faits[c]} | (set(faits) - set(haut))
