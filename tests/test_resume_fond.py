"""Le résumé en arrière-plan (`contexte.resume`) : substitué seulement s'il a réussi.

Résumeurs témoins écrits à la main (des fonctions async ordinaires) pour l'ordre des choses ;
vrais clients asynchrones (AsyncAnthropic, client.aio de google-genai) sur le modèle local pour
`llm_summarizer_async`.
"""

import asyncio

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from contexte.appel_llm import llm_summarizer, llm_summarizer_async
from contexte.erreurs import ErreurResume
from contexte.resume import RollingSummaryEnFond
from cours.clients import client_anthropic, client_gemini
from cours.scenario import camille_session1


def retenu():
    """Un résumeur qui attend qu'on le libère : (summarize, appels reçus, événement à poser)."""
    appels, liberer = [], asyncio.Event()

    async def summarize(summary, old):
        appels.append([t for _, t in old])
        await liberer.wait()
        return f"[{summary or 'vide'} + {len(old)}]"
    return summarize, appels, liberer


def test_add_rend_la_main_et_garde_les_tours_arrives_pendant_le_resume():
    async def session():
        summarize, appels, liberer = retenu()
        conv = RollingSummaryEnFond(summarize, max_turns=4, keep_last=2)
        for i in range(5):
            conv.add("user", f"m{i}")
        await asyncio.sleep(0)  # la tâche démarre
        assert conv.en_cours() and appels == [["m0", "m1", "m2"]]
        conv.add("model", "m5")  # pendant le résumé : gardé, pas de seconde compaction
        conv.add("user", "m6")
        assert len(appels) == 1 and conv.summary == "" and len(conv.turns) == 7
        liberer.set()
        assert await conv.attendre() is True
        return conv
    conv = asyncio.run(session())
    assert conv.summary == "[vide + 3]"
    assert [t for _, t in conv.turns] == ["m3", "m4", "m5", "m6"]
    assert conv.erreur is None


@pytest.mark.parametrize("panne, motif", [
    (RuntimeError("réseau coupé"), "réseau coupé"),          # summarize lève
    ("", "au lieu d'un texte non vide"),                      # réponse vide : refusée
    (None, "au lieu d'un texte non vide"),                    # pas un texte : refusé
])
def test_un_echec_ne_perd_rien_et_le_prochain_add_retente(panne, motif):
    essais = []

    async def summarize(summary, old):
        essais.append(len(old))
        if len(essais) == 1:
            if isinstance(panne, Exception):
                raise panne
            return panne
        return "résumé"

    async def session():
        conv = RollingSummaryEnFond(summarize, max_turns=2, keep_last=1)
        for i in range(3):
            conv.add("user", f"m{i}")
        assert await conv.attendre() is False
        etat = (conv.summary, list(conv.turns), str(conv.erreur))
        conv.add("user", "m3")  # retente, avec un tour de plus
        assert await conv.attendre() is True
        return etat, conv
    (summary, tours, erreur), conv = asyncio.run(session())
    assert summary == "" and [t for _, t in tours] == ["m0", "m1", "m2"]
    assert motif in erreur and "Rien n'est perdu" in erreur
    assert essais == [2, 3] and conv.summary == "résumé" and conv.turns == [("user", "m3")]
    assert conv.erreur is None


def test_historique_modifie_pendant_le_resume_le_resume_est_jete():
    async def session():
        summarize, _, liberer = retenu()
        conv = RollingSummaryEnFond(summarize, max_turns=2, keep_last=0)
        for i in range(3):
            conv.add("user", f"m{i}")
        await asyncio.sleep(0)
        conv.turns[0] = ("user", "corrigé")  # quelqu'un réécrit un tour en cours de résumé
        liberer.set()
        return await conv.attendre(), conv
    ok, conv = asyncio.run(session())
    assert ok is False and conv.summary == "" and len(conv.turns) == 3
    assert "a changé pendant le résumé" in str(conv.erreur)


def test_save_pendant_le_resume_garde_tout_et_load_rend_la_meme_classe(tmp_path):
    async def session():
        summarize, _, liberer = retenu()
        conv = RollingSummaryEnFond(summarize, max_turns=2, keep_last=1)
        for i in range(3):
            conv.add("user", f"m{i}")
        await asyncio.sleep(0)
        conv.save(tmp_path / "s.json")  # pendant le résumé : l'état d'avant, entier
        liberer.set()
        await conv.attendre()
        return summarize, conv
    summarize, conv = asyncio.run(session())
    assert conv.summary == "[vide + 2]" and conv.turns == [("user", "m2")]
    relu = RollingSummaryEnFond.load(tmp_path / "s.json", summarize)
    assert type(relu) is RollingSummaryEnFond and (relu.max_turns, relu.keep_last) == (2, 1)
    assert relu.summary == "" and [t for _, t in relu.turns] == ["m0", "m1", "m2"]


def test_entrees_refusees_en_francais():
    with pytest.raises(ValueError, match="fonction asynchrone"):
        RollingSummaryEnFond(lambda s, old: "x", max_turns=2, keep_last=1)

    async def summarize(summary, old):
        return "x"
    with pytest.raises(ValueError, match="keep_last"):
        RollingSummaryEnFond(summarize, max_turns=2, keep_last=3)
    conv = RollingSummaryEnFond(summarize, max_turns=1, keep_last=0)
    conv.add("user", "m0")  # pas de compaction : permis hors boucle
    with pytest.raises(RuntimeError, match="asyncio.run"):
        conv.add("user", "m1")
    assert conv.turns == [("user", "m0"), ("user", "m1")]  # le tour est gardé
    with pytest.raises(RuntimeError, match="compacter_async"):
        conv.compacter()
    with pytest.raises(TypeError, match="client asynchrone"):
        llm_summarizer_async(client_anthropic(max_retries=0))
    with pytest.raises(TypeError, match="client synchrone"):
        llm_summarizer(client_anthropic(asynchrone=True, max_retries=0))


@settings(max_examples=40, deadline=None)
@given(st.lists(st.sampled_from(["add", "attendre", "pause"]), max_size=40),
       st.lists(st.booleans(), max_size=20), st.integers(1, 5), st.integers(0, 5))
def test_aucun_tour_n_est_perdu_quel_que_soit_l_entrelacement(ops, pannes, max_turns, keep_last):
    """Tours résumés (dans l'ordre) + tours gardés = tous les tours ajoutés, toujours."""
    keep_last = min(keep_last, max_turns)
    fondus, pannes = [], list(pannes)

    async def summarize(summary, old):
        await asyncio.sleep(0)
        if pannes and pannes.pop(0):
            raise RuntimeError("panne")
        fondus.extend(old)
        return f"{len(fondus)} tours"

    async def session():
        conv, ajoutes = RollingSummaryEnFond(summarize, max_turns, keep_last), []
        for op in ops:
            if op == "add":
                ajoutes.append(("user", f"m{len(ajoutes)}"))
                conv.add(*ajoutes[-1])
            elif op == "attendre":
                await conv.attendre()
            else:
                await asyncio.sleep(0)
        await conv.attendre()
        return conv, ajoutes
    conv, ajoutes = asyncio.run(session())
    assert fondus + conv.turns == ajoutes
    assert conv.summary == (f"{len(fondus)} tours" if fondus else "")


# --- Les vrais clients asynchrones, sur le modèle local en loopback.

TOURS = camille_session1()[:8]


@pytest.mark.parametrize("fournisseur", ["anthropic", "gemini"])
def test_llm_summarizer_async_fait_la_meme_requete_que_la_version_synchrone(fournisseur):
    if fournisseur == "anthropic":
        synchrone = llm_summarizer(client_anthropic(max_retries=0))
        asynchrone = llm_summarizer_async(client_anthropic(asynchrone=True, max_retries=0))
    else:
        client = client_gemini(max_retries=0)
        synchrone, asynchrone = llm_summarizer(client), llm_summarizer_async(client)
    attendu = synchrone("", TOURS)
    assert "Camille" in attendu  # un vrai résumé du modèle local, pas une chaîne vide
    assert asyncio.run(asynchrone("", TOURS)) == attendu


@pytest.mark.parametrize("fournisseur", ["anthropic", "gemini"])
def test_panne_du_fournisseur_en_arriere_plan_rien_n_est_perdu(fournisseur):
    client = (client_anthropic(asynchrone=True, max_retries=0) if fournisseur == "anthropic"
              else client_gemini(max_retries=0))
    summarize = llm_summarizer_async(client, model="hors-ligne-erreur-503")

    async def session():
        conv = RollingSummaryEnFond(summarize, max_turns=6, keep_last=2)
        for role, texte in TOURS[:7]:
            conv.add(role, texte)
        return await conv.attendre(), conv
    ok, conv = asyncio.run(session())
    assert ok is False and conv.summary == "" and conv.turns == TOURS[:7]
    assert isinstance(conv.erreur, ErreurResume)
    assert "503" in str(conv.erreur) and "Rien n'est perdu" in str(conv.erreur)
