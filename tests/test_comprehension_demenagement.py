"""Un déménagement et un fait précédé d'« au fait » (bogues vus au tour 36 en essayant la mémoire
avec des phrases hors du scénario : « Finalement j'ai déménagé à Chambéry » n'était ni extrait ni
répondu — un récit au passé composé passait pour éphémère —, « Au fait, mon vélo c'est un
Brompton » n'était pas extrait, « I moved to Leeds » répondait « You live to Leeds »)."""

import pytest

from contexte.appel_llm import MODELE_ANTHROPIC
from cours.clients import client_anthropic
from modele_local.comprehension.cadres import extraire


@pytest.mark.parametrize("phrases, cle, valeur", [
    (["J'habite à Grenoble.", "Finalement j'ai déménagé à Chambéry le mois dernier."],
     "domicile", "à Chambéry"),
    (["On vient d'emménager à Lille."], "domicile", "à Lille"),
    (["I moved to Leeds last year."], "domicile", "to Leeds"),
    (["Au fait, mon vélo c'est un Brompton."], "velo", "Brompton"),
    (["By the way, my dog is called Rex."], "dog", "Rex"),
])
def test_extraits(phrases, cle, valeur):
    faits = {f.cle: f.valeur for f in extraire(phrases) if f.personne == "utilisateur"}
    assert faits.get(cle) == valeur, faits


def test_un_demenagement_d_autrui_n_est_pas_le_mien():
    faits = [(f.personne, f.cle) for f in extraire(["Ma sœur a déménagé à Lyon."])]
    assert ("utilisateur", "domicile") not in faits


@pytest.mark.parametrize("dits, question, attendu", [
    (["Moi j'habite à Grenoble.", "Finalement j'ai déménagé à Chambéry le mois dernier."],
     "Où est-ce que j'habite ?", "Vous habitez à Chambéry."),
    (["I live in York.", "By the way, I moved to Leeds last year."], "Where do I live?",
     "You live in Leeds."),
])
def test_reponses(dits, question, attendu):
    msgs = []
    for d in dits:
        msgs += [{"role": "user", "content": d}, {"role": "assistant", "content": "Noté."}]
    r = client_anthropic(max_retries=0).messages.create(
        model=MODELE_ANTHROPIC, max_tokens=200, messages=msgs + [{"role": "user", "content": question}])
    assert "".join(b.text for b in r.content if b.type == "text") == attendu
