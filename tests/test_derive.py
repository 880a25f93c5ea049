"""Le mode « dérive » du résumeur : semé, reproductible, seulement avec l'en-tête, et il commet
bien les trois erreurs documentées (oubli, valeur périmée, fusion de deux personnes).
"""

import anthropic
import pytest
from google.genai import errors

from contexte import SUMMARY_PROMPT, camille_session1
from contexte.llm import client_anthropic, client_gemini
from contexte.resume_llm import delimiter_tours, llm_summarizer
from modele_local.comprehension import derive
from modele_local.comprehension.cerveau import repondre

EXACT = ("Camille travaille chez Atelier à Nantes, dans l'équipe Plateforme. Camille code surtout "
         "en Go. Camille habite à Rezé et vient au travail à vélo. Camille est allergique aux "
         "arachides. Son responsable s'appelle Malik.")


def resume_camille(graine):
    message = {"role": "user", "blocs": [{"type": "text",
                                          "text": delimiter_tours("", camille_session1())}]}
    with derive.graine_active(graine):
        return repondre(SUMMARY_PROMPT, [message], [])[0]["text"].splitlines()[0]


def test_sans_graine_aucune_derive():
    assert resume_camille(None) == EXACT


def test_meme_graine_meme_resume():
    for graine in range(20):
        assert resume_camille(graine) == resume_camille(graine)


def test_les_trois_erreurs_arrivent_avec_leur_frequence():
    resumes = [resume_camille(g) for g in range(100)]
    perimee = sum("équipe Paiements" in r for r in resumes)
    oubli_allergie = sum("arachides" not in r for r in resumes)
    fusion = sum(r.startswith("Malik") for r in resumes)
    exacts = sum(r == EXACT for r in resumes)
    # P_PERIMEE = 0,5 puis l'oubli (0,2) de l'équipe : ~40 % ; oubli ~20 % ; fusion ~0,3 × 0,8
    assert 25 <= perimee <= 60 and 10 <= oubli_allergie <= 40 and 8 <= fusion <= 40
    assert 0 < exacts < 20
    assert "Paiements" not in EXACT and "Malik travaille" in resumes[next(
        i for i, r in enumerate(resumes) if r.startswith("Malik"))]


def test_deriver_valeurs_exactes():
    faits = {"prenom": "Camille", "equipe": "Plateforme", "responsable": "Malik"}
    valeurs = {"equipe": ["Paiements", "Plateforme"]}
    sorties = {str(derive.deriver(faits, valeurs, g)) for g in range(50)}
    assert str({"prenom": "Malik", "equipe": "Paiements"}) in sorties      # fusion + périmée
    assert str(faits) in sorties                                            # aucune erreur


def test_graine_invalide():
    with pytest.raises(ValueError, match="entier"):
        derive.lire_graine("sept")


# --- par les vrais SDK : l'en-tête posé par client_anthropic(derive=…) / client_gemini(derive=…)

@pytest.mark.parametrize("fabrique", [client_anthropic, client_gemini])
def test_llm_summarizer_derive_par_le_sdk(fabrique):
    tours = camille_session1()
    exact = llm_summarizer(fabrique(max_retries=0))("", tours)
    assert exact.splitlines()[0] == EXACT
    derives = [llm_summarizer(fabrique(max_retries=0, derive=g))("", tours) for g in range(5)]
    assert derives == [llm_summarizer(fabrique(max_retries=0, derive=g))("", tours)
                       for g in range(5)]                                  # reproductible
    assert [d.splitlines()[0] for d in derives] == [resume_camille(g) for g in range(5)]
    assert any(d.splitlines()[0] != EXACT for d in derives)


def test_en_tete_invalide_refuse_au_format_de_chaque_api():
    c = client_anthropic(max_retries=0, default_headers={derive.EN_TETE: "x"})
    with pytest.raises(anthropic.BadRequestError, match="graine"):
        c.messages.create(model="claude-sonnet-5", max_tokens=64,
                          messages=[{"role": "user", "content": "Bonjour"}])
    from google.genai import types
    g = client_gemini(max_retries=0, http_options=types.HttpOptions(headers={derive.EN_TETE: "x"}))
    with pytest.raises(errors.ClientError, match="graine"):
        g.models.generate_content(model="gemini-2.5-flash", contents="Bonjour")
    with pytest.raises(ValueError, match="entier"):
        client_anthropic(derive="7")
