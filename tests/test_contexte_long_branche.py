"""Le mode contexte long branché au serveur : en-tête, deux routes, court sans perte, milieu en U.

`x-modele-local-contexte-long: <graine>` (posé par `client_anthropic(contexte_long=…)` et
`client_gemini(contexte_long=…)`) : le cerveau lit la requête vue par `contexte_long.lue`.
"""

import anthropic
import pytest
from google.genai import errors, types

from cours.clients import client_anthropic, client_gemini
from modele_local.comprehension import contexte_long as cl
from modele_local.comprehension import repondre

QUESTION = "Comment s'appelle mon chat ?"


def _remplissage(k: int, n: int = 22) -> str:
    return " ".join(f"Le comité a relu le dossier {k}-{j} sans remarque particulière." for j in range(n))


def _tours(fait_a: int | None, n: int = 120) -> list[tuple[str, str]]:
    """(rôle, texte) : n tours de l'utilisateur pleins de remplissage, le fait au tour `fait_a`."""
    tours = []
    for k in range(n):
        texte = _remplissage(k)
        if k == fait_a:
            texte = f"{texte} Mon chat s'appelle Tigre. {_remplissage(k + 1000, 3)}"
        tours += [("user", texte), ("assistant", "D'accord.")]
    return tours + [("user", QUESTION)]


def _neutre(tours):
    return [{"role": r, "blocs": [{"type": "text", "text": t}]} for r, t in tours]


def _anthropic(tours, **kw):
    c = client_anthropic(max_retries=0, **kw)
    r = c.messages.create(model="claude-sonnet-4-6", max_tokens=512,
                          messages=[{"role": r, "content": t} for r, t in tours])
    return "".join(b.text for b in r.content if b.type == "text")


def _gemini(tours, **kw):
    g = client_gemini(max_retries=0, **kw)
    r = g.models.generate_content(model="gemini-2.5-flash", contents=[
        types.Content(role="model" if r == "assistant" else "user", parts=[types.Part(text=t)])
        for r, t in tours])
    return r.text


def test_sans_en_tete_la_requete_est_lue_entiere():
    m = _neutre(_tours(60))
    assert cl.requete_lue("Système.", m) == ("Système.", m)
    with cl.graine_active(None):
        assert cl.requete_lue("", m) == ("", m)


def test_un_contexte_court_ne_perd_jamais():
    """Sous SANS_PERTE tokens : la même requête, mot pour mot, quelle que soit la graine."""
    m = _neutre([("user", "Mon chat s'appelle Tigre. J'habite à Lyon."), ("assistant", "Noté."),
                 ("user", QUESTION)])
    assert all(cl.lue("Tu es un assistant.", m, g) == ("Tu es un assistant.", m) for g in range(200))


def test_la_demande_en_cours_est_toujours_lue_et_le_texte_garde_sa_forme():
    m = _neutre(_tours(20, n=40))
    for g in range(4):
        _, lus = cl.lue("", m, g)
        assert lus[-1] == m[-1]                                   # la question, entière
        for avant, apres in zip(m, lus, strict=True):             # phrases retirées, rien d'autre
            phrases = cl.morceaux(avant["blocs"][0]["text"])
            gardees = iter(phrases)                               # dans l'ordre, sans retouche
            assert all(p in gardees for p in cl.morceaux(apres["blocs"][0]["text"]))


def test_un_long_contexte_perd_plus_au_milieu_qu_aux_bouts():
    """300 faits répartis dans ~100k tokens, 5 graines : taux de perte par place dans la requête."""
    faits = [f"Le casier {k} ferme avec le code {1000 + 7 * k}." for k in range(300)]
    m = [{"role": "user", "blocs": [{"type": "text", "text": f"{_remplissage(k, 20)} {f}"}]}
         for k, f in enumerate(faits)] + _neutre([("user", "Quel est le code du casier 12 ?")])
    jetons = sum(cl.jetons_de(b["blocs"][0]["text"]) for b in m)
    assert 80_000 < jetons < 130_000
    perdus = [0] * 300
    for g in range(5):
        _, lus = cl.lue("", m, g)
        for k, f in enumerate(faits):
            perdus[k] += f not in lus[k]["blocs"][0]["text"]
    bouts = sum(perdus[:30]) + sum(perdus[-30:])
    milieu = sum(perdus[120:180])
    assert milieu > 2 * bouts                                 # la courbe en U de « Lost in the Middle »
    moyenne = sum(perdus) / (5 * 300)
    assert abs(moyenne - cl.p_longueur(jetons)) < 0.06        # et la perte moyenne de LongMemEval


def test_plus_long_perd_plus():
    faits = [f"Le casier {k} ferme avec le code {1000 + 7 * k}." for k in range(200)]

    def taux(n_remplissage):
        m = [{"role": "user", "blocs": [{"type": "text", "text": f"{_remplissage(k, n_remplissage)} {f}"}]}
             for k, f in enumerate(faits)] + _neutre([("user", "Et le casier 3 ?")])
        _, lus = cl.lue("", m, 1)
        return sum(f not in lus[k]["blocs"][0]["text"] for k, f in enumerate(faits))

    assert taux(0) == 0 and taux(2) < taux(8) < taux(30)


# --- par les vrais SDK, sur les deux routes ---------------------------------------------------

@pytest.mark.parametrize("route", [_anthropic, _gemini])
def test_court_par_le_sdk_identique_avec_ou_sans_en_tete(route):
    tours = [("user", "Mon chat s'appelle Tigre."), ("assistant", "D'accord."), ("user", QUESTION)]
    juste = route(tours)
    assert "Tigre" in juste
    assert [route(tours, contexte_long=g) for g in range(4)] == [juste] * 4


def test_long_par_les_deux_sdk_meme_requete_meme_reponse():
    """Le fait au milieu de ~15k tokens : lu sans l'en-tête ; avec, certaines graines le manquent
    (la graine 6 ; la 5, non), les mêmes sur les deux routes, et la réponse est celle du
    cerveau sur la requête lue. Deux graines seulement : chaque requête lit ~15k tokens."""
    tours = _tours(20, n=40)
    assert "Tigre" in _anthropic(tours) and "Tigre" in _gemini(tours)
    graines = (5, 6)
    par_anthropic = [_anthropic(tours, contexte_long=g) for g in graines]
    assert par_anthropic == [_anthropic(tours, contexte_long=g) for g in graines]   # reproductible
    assert par_anthropic == [_gemini(tours, contexte_long=g) for g in graines]      # deux routes
    attendus = []
    for g in graines:
        with cl.graine_active(g):
            attendus.append(repondre("", _neutre(tours), [])[0]["text"])
    assert par_anthropic == attendus
    assert any("Tigre" in r for r in par_anthropic) and any("Tigre" not in r for r in par_anthropic)


def test_en_tete_invalide_refuse_au_format_de_chaque_api():
    c = client_anthropic(max_retries=0, default_headers={cl.EN_TETE: "sept"})
    with pytest.raises(anthropic.BadRequestError, match="contexte long"):
        c.messages.create(model="claude-sonnet-4-6", max_tokens=64,
                          messages=[{"role": "user", "content": "Bonjour"}])
    g = client_gemini(max_retries=0, http_options=types.HttpOptions(headers={cl.EN_TETE: "x"}))
    with pytest.raises(errors.ClientError, match="contexte long"):
        g.models.generate_content(model="gemini-2.5-flash", contents="Bonjour")
    with pytest.raises(ValueError, match="entier"):
        client_anthropic(contexte_long="7")
    with pytest.raises(ValueError, match="entier"):
        client_gemini(contexte_long=-1)
    with pytest.raises(ValueError, match="graine du mode contexte long"):
        cl.lire_graine("1.5")
