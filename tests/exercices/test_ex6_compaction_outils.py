"""Exercice 6 (10 points) — une compaction qui garde les paires d'outils entières.

Les appels passent par le vrai client `anthropic` vers le modèle local (sur une socket Unix : la
correction tourne sans réseau, voir `modele_sans_reseau`) : une paire coupée y est refusée comme
par le vrai service (erreur 400), et le modèle `hors-ligne-erreur-500` fait échouer le résumé.

Le code de l'élève tourne dans un autre processus (correction/README.md) : une modification *sur
place* de la liste reçue ne se voit pas d'ici, et une erreur n'y revient qu'avec une classe de
confiance (`RuntimeError` pour `ResumeRefuse`, `Exception` pour une erreur du SDK). Ces points-là
(entrée intacte, classe d'origine de l'erreur) passent donc par `distant.appeler_et_relire` :
l'appel a lieu chez l'élève, qui rend la liste telle qu'elle est devenue et les noms des classes
de l'erreur ; le client reste celui du test, et c'est le correcteur qui voit chaque requête que
reçoit le modèle local. Aucun processus enfant, rien que l'élève imprime n'est cru.
"""

import pytest
from modele_sans_reseau import client_sans_reseau

from contexte import vers_messages_anthropic
from correction.distant import appeler_et_relire
from cours.clients import MODELE_ANTHROPIC
from cours.scenario import camille_session1

FICHIER = "ex6_compaction_outils"
points = pytest.mark.points
EN_PANNE = "hors-ligne-erreur-500"


def u(texte):
    return {"role": "user", "content": texte}


def a(texte):
    return {"role": "assistant", "content": texte}


def appel(i):
    return {"role": "assistant", "content": [
        {"type": "text", "text": "Je regarde."},
        {"type": "tool_use", "id": f"toolu_{i}", "name": "meteo", "input": {"ville": "Nantes"}}]}


def resultat(i):
    return {"role": "user", "content": [
        {"type": "tool_result", "tool_use_id": f"toolu_{i}", "content": "Averses, 14 °C."}]}


# u0 a0 | u1 appel résultat a1 | u2 appel résultat a2 : deux boucles d'outils après Camille
def historique():
    camille = vers_messages_anthropic(camille_session1())
    return [*camille,
            u("Quel temps à Nantes vendredi ?"), appel(1), resultat(1), a("Averses."),
            u("Et samedi, quel temps à Nantes ?"), appel(2), resultat(2), a("Averses encore.")]


@pytest.fixture(scope="module")
def requetes():
    """Le corps de chaque requête que le client envoie au modèle local (le test le vide avant)."""
    return []


@pytest.fixture(scope="module")
def client(requetes):
    return client_sans_reseau(requetes=requetes)


def blocs_de(contenu):
    return [{"type": "text", "text": contenu}] if isinstance(contenu, str) else list(contenu)


# Le dernier ancien message est déjà un `user` (un texte, ou une liste de blocs), suivi d'un autre
# `user` : la consigne va sur LUI, en dernier bloc (énoncé, étape 2), jamais sur un autre message.
def dernier_ancien_user():
    camille = vers_messages_anthropic(camille_session1())
    note = "Note : mon train part à 7 h 12."
    return {cas: [*camille, dernier, u("Et samedi, quel temps ?"), a("Averses.")]
            for cas, dernier in (("texte", u(note)),
                                 ("blocs", {"role": "user",
                                            "content": [{"type": "text", "text": note}]}))}


@pytest.fixture(scope="module")
def vus(ex, client):
    """{"reussie" | "panne" | "coupe": {"erreur": [noms des classes] ou None, "intacte": bool}}."""
    resultats = {}
    for nom, options in (("reussie", {}), ("panne", {"model": EN_PANNE}),
                         ("coupe", {"max_tokens": 80})):
        h = historique()
        vu = appeler_et_relire(ex.compacter_historique, h, client, garder_derniers=6, **options)
        erreur = vu["erreur"]["classes"] if vu["erreur"] else None
        resultats[nom] = {"erreur": erreur, "intacte": vu["args"][0] == historique()}
    return resultats


@points(2)
def test_coupe_sure_table(ex):
    """coupe_sure : avance jusqu'à un début sûr, jamais sur un tool_result ni un assistant"""
    h = [u("q"), appel(1), resultat(1), a("r"), u("q2"), a("r2")]
    cas = [
        (6, 0),   # tout tient : rien à couper
        (9, 0),   # plus que la longueur : 0, pas un indice négatif
        (4, 4),   # départ sur le tool_result (2) : on avance jusqu'à u("q2")
        (5, 4),   # départ sur l'appel (1) : on avance aussi
        (2, 4),   # départ pile sur u("q2")
        (1, 6),   # départ sur a("r2") : aucun début sûr, on ne garde rien
        (0, 6),   # garder 0 message
    ]
    for garder, attendu in cas:
        assert ex.coupe_sure(h, garder) == attendu, f"coupe_sure(h, {garder}) devrait valoir {attendu}"
    assert ex.coupe_sure([], 3) == 0


@points(2)
def test_requete_suivante_acceptee(ex, client):
    """compaction : la requête qui suit est acceptée par l'API (aucune paire coupée)"""
    h = historique()
    compacte = ex.compacter_historique(h, client, garder_derniers=6)
    assert compacte[0]["role"] == "user" and compacte[0]["content"].startswith(ex.ENTETE)
    assert compacte[1:] == h[-4:], "6 derniers = à partir d'un résultat d'outil : il faut avancer"
    reponse = client.messages.create(model=MODELE_ANTHROPIC, max_tokens=200,
                                     messages=[*compacte, u("À quoi suis-je allergique ?")])
    assert reponse.stop_reason == "end_turn"


@points(1)
def test_le_resume_garde_un_fait_ancien(ex, client, requetes):
    """compaction : le résumé vient bien du modèle et garde un fait du début (l'allergie)"""
    compacte = ex.compacter_historique(historique(), client, garder_derniers=6)
    assert "arachides" in compacte[0]["content"]
    # Ce que le modèle a reçu pour résumer : chaque ancien message tel quel, la consigne en
    # dernier bloc du dernier (un `user`), jamais sur un autre message.
    consigne = {"type": "text", "text": ex.CONSIGNE}
    for cas, h in dernier_ancien_user().items():
        requetes.clear()
        ex.compacter_historique(h, client, garder_derniers=2)
        assert len(requetes) == 1, f"{cas} : une requête de résumé attendue, {len(requetes)} vues"
        recu = requetes[0]["messages"]
        assert recu[:-1] == h[:-3], f"{cas} : les anciens messages doivent partir tels quels"
        assert recu[-1]["role"] == "user" and blocs_de(recu[-1]["content"]) == [
            *blocs_de(h[-3]["content"]), consigne], (
            f"{cas} : le dernier ancien message est un user : la consigne s'y ajoute en dernier "
            "bloc, après son contenu intact")


@points(1)
def test_entree_intacte(vus):
    """compaction réussie : la liste reçue n'est pas modifiée"""
    assert vus["reussie"]["erreur"] is None, f"la compaction a levé {vus['reussie']['erreur'][0]}"
    assert vus["reussie"]["intacte"], "la liste passée à compacter_historique a été modifiée"


@points(2)
def test_panne_du_resumeur(ex, client, vus):
    """résumé en panne : l'erreur remonte et aucun message n'est perdu"""
    # le code d'état, sous ses deux formes : anthropic 2.17 a changé `str(APIStatusError)`
    # (« Error code: 500 - {…} » est devenu « 500 Internal server error (request_id: …) ») ; l'erreur
    # arrive du bac à sable de l'élève par son texte, sans ses attributs
    with pytest.raises(Exception, match=r"^(?:Error code: )?500\b"):
        ex.compacter_historique(historique(), client, garder_derniers=6, model=EN_PANNE)
    erreur = vus["panne"]["erreur"]
    assert erreur is not None and "APIStatusError" in erreur, \
        f"l'erreur du SDK (anthropic.APIStatusError) doit remonter telle quelle, pas {erreur}"
    assert vus["panne"]["intacte"], "l'historique a été remplacé avant que le résumé n'existe"


@points(1)
def test_historique_court_sans_appel(ex, client):
    """rien à résumer : copie renvoyée, aucun appel (même vers un modèle en panne)"""
    h = [u("Bonjour"), a("Bonjour !"), u("Merci")]
    assert ex.compacter_historique(h, client, garder_derniers=6, model=EN_PANNE) == h


@points(1)
def test_resume_coupe_refuse(ex, client, vus):
    """un résumé coupé par max_tokens (du texte, mais pas tout) est refusé, historique intact"""
    with pytest.raises(RuntimeError):  # ResumeRefuse, vue d'ici comme sa base de confiance
        ex.compacter_historique(historique(), client, garder_derniers=6, max_tokens=80)
    erreur = vus["coupe"]["erreur"]
    assert erreur is not None and "ResumeRefuse" in erreur, f"il faut lever ResumeRefuse, pas {erreur}"
    assert vus["coupe"]["intacte"], "la liste passée à compacter_historique a été modifiée"
