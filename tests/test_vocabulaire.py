"""Le vocabulaire du glossaire (leçon 00) et les fautes déjà corrigées, dans les leçons relues.

Chaque entrée de `INTERDITS` est une faute corrigée une fois (issue 12) qui ne doit pas revenir ;
`LECONS` liste les leçons déjà relues (les autres le seront à leur tour : ajoutez-les ici).
"""

import re
from pathlib import Path

import pytest

RACINE = Path(__file__).resolve().parent.parent
LECONS = ["00_demarrage", "01_liste_en_memoire", "02_persister_la_session",
          "02b_redacteurs_concurrents", "03_la_croissance", "03b_le_cache_de_prefixe",
          "04_fenetre_glissante",
          "05_resume_periodique", "06_resume_glissant", "08_garde_fous", "08b_reflexion_preservee",
          "07_mesurer_la_compression", "09_quand_le_fournisseur_garde_la_memoire",
          "11_memoire_long_terme"]

INTERDITS = {
    r"\bdoublure": "« le modèle local », jamais « doublure »",
    r"[ée]crivains?\b": "« rédacteur » (processus qui écrit), pas « écrivain »",
    r"\bcents mille": "« deux cent mille » : « cent » ne prend pas de s devant « mille »",
    r"suicide": "un processus est tué, il ne « se suicide » pas",
    r"mémoire long terme": "« mémoire à long terme »",
    r"\bà lui\b": "« son propre… » plutôt que « un … à lui »",
    r"\bchaque tour\b|\bà chaque tour\b": "un « tour » est un (role, texte) de RollingSummary : "
                                           "ici, « échange » ou « appel »",
    # issue 20 : un mot par concept, et du français
    r"dernier tour de l'assistant": "un message, pas un tour : « dernier message de l'assistant »",
    r"décisions importantes": "« faits et décisions importants » (masculin l'emporte)",
    r"\ble context editing\b": "« l'édition du contexte (context editing) »",
    r"\bskills?\b(?! \()": "« compétence (skill) », pas « skill » seul",
}
# « seed » et « code d'origine » désignent une source que l'élève ne voit jamais (issue 30) : on
# nomme la chose elle-même (« la `Session` simple », « une conversion naïve »).
SANS_SEED = LECONS + ["07_mesurer_la_compression", "09_quand_le_fournisseur_garde_la_memoire",
                      "10_sessions_en_base", "11_memoire_long_terme"]
SOURCE_INVISIBLE = r"\bseed\b(?!\()|code d'origine|cours d'origine|(?:Session|version|conversion) d'origine"


def _prose(lecon: str) -> str:
    """Le texte de la source jupytext, sans l'en-tête ni les noms de fichiers de la leçon."""
    texte = (RACINE / "notebooks" / f"{lecon}.py").read_text(encoding="utf-8")
    return texte.replace("02b_redacteurs_concurrents", "02b_…")


@pytest.mark.parametrize("lecon", LECONS)
def test_aucune_faute_corrigee_ne_revient(lecon):
    texte = _prose(lecon)
    fautes = [f"{m.group(0)!r} ({raison})" for motif, raison in INTERDITS.items()
              for m in re.finditer(motif, texte, flags=re.IGNORECASE)]
    assert not fautes, f"{lecon} : " + " ; ".join(fautes)


@pytest.mark.parametrize("lecon", LECONS)
def test_predisez_la_sortie_avec_reponse_repliee(lecon):
    """Chaque leçon relue a au moins une cellule « Prédisez la sortie » et sa réponse repliée."""
    texte = _prose(lecon)
    assert "**Prédisez la sortie**" in texte
    assert texte.count("<details><summary>") == texte.count("</details>") >= 1


def test_camille_compte_juste():
    """La session 1 de Camille : 20 tours, 20 messages, 10 échanges (les leçons le disent)."""
    from contexte import vers_messages_anthropic
    from contexte.messages import peut_commencer
    from cours.scenario import camille_session1

    tours = camille_session1()
    messages = vers_messages_anthropic(tours)
    assert (len(tours), len(messages), sum(peut_commencer(m) for m in messages)) == (20, 20, 10)
    assert "10 échanges, soit 20 messages" in _prose("03_la_croissance")
    assert "20 tours, 20 messages, 10 échanges" in _prose("00_demarrage")


@pytest.mark.parametrize("lecon", SANS_SEED)
def test_pas_de_source_que_l_eleve_ne_voit_pas(lecon):
    trouve = re.search(SOURCE_INVISIBLE, _prose(lecon).replace("random.seed(", "random.graine("),
                       flags=re.IGNORECASE)
    assert not trouve, (f"{lecon} : {trouve.group(0)!r} renvoie à une source que l'élève ne voit "
                        "pas ; nommez la chose (« la `Session` simple »)")


@pytest.mark.parametrize("chemin", sorted((RACINE / "solutions").glob("ex*.*")), ids=lambda p: p.name)
def test_les_enonces_ne_renvoient_pas_au_seed(chemin):
    trouve = re.search(SOURCE_INVISIBLE, chemin.read_text(encoding="utf-8"), flags=re.IGNORECASE)
    assert not trouve, f"{chemin.name} : {trouve.group(0)!r}"


OUTILS_DE_TEST = re.compile(r"NBVAL_|(?<![\"\w-])nbval|pytest", flags=re.IGNORECASE)


@pytest.mark.parametrize("lecon", sorted(p.stem for p in (RACINE / "notebooks").glob("[0-9]*.py")))
def test_pas_de_mots_d_outils_de_test_dans_ce_que_lit_l_eleve(lecon):
    """Une cellule dont la sortie change est marquée par une étiquette (`nbval-ignore-output`),
    invisible dans la cellule, pas par un commentaire que l'élève lirait."""
    trouves = OUTILS_DE_TEST.findall(_prose(lecon))
    assert not trouves, f"{lecon} : {trouves}"


def test_le_lecteur_d_outils_de_test_sur_des_cas_faits_main():
    assert OUTILS_DE_TEST.findall('# %% tags=["nbval-ignore-output"]') == []
    assert OUTILS_DE_TEST.findall("# NBVAL_IGNORE_OUTPUT, testé par nbval") == ["NBVAL_", "nbval"]
