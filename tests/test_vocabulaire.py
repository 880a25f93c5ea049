"""Le vocabulaire du glossaire (leçon 00) et les fautes déjà corrigées, dans les leçons relues.

Chaque entrée de `INTERDITS` est une faute corrigée une fois (issue 12) qui ne doit pas revenir ;
`LECONS` liste les leçons déjà relues (les autres le seront à leur tour : ajoutez-les ici).
"""

import re
from pathlib import Path

import pytest

RACINE = Path(__file__).resolve().parent.parent
LECONS = ["00_demarrage", "01_liste_en_memoire", "02_persister_la_session",
          "02b_ecrivains_concurrents", "03_la_croissance", "04_fenetre_glissante",
          "05_resume_periodique", "06_resume_glissant", "08_garde_fous", "08b_reflexion_preservee"]

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
# Leçons de h-pedago : « seed » n'y est jamais défini pour l'élève, on dit « code d'origine ».
SANS_SEED = ["02_persister_la_session", "04_fenetre_glissante", "05_resume_periodique",
             "06_resume_glissant", "08_garde_fous", "08b_reflexion_preservee"]


def _prose(lecon: str) -> str:
    """Le texte de la source jupytext, sans l'en-tête ni les noms de fichiers de la leçon."""
    texte = (RACINE / "notebooks" / f"{lecon}.py").read_text(encoding="utf-8")
    return texte.replace("02b_ecrivains_concurrents", "02b_…")


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
def test_pas_de_seed_mais_le_code_d_origine(lecon):
    assert not re.search(r"\bseed\b", _prose(lecon), flags=re.IGNORECASE), (
        f"{lecon} : « seed » n'est pas défini pour l'élève ; dites « le code d'origine du cours »")
