"""Le cache de préfixe simulé : d'abord la mécanique (horloge factice), puis à travers les SDK."""

import http.client

import anthropic
import pytest
from google import genai
from google.genai import types
from hypothesis import given
from hypothesis import strategies as st

from modele_local import cle, demarrer, reinitialiser
from modele_local.cache import CacheImplicite, CachePrefixe, enchainer
from modele_local.jetons import compter


class Horloge:
    """Horloge factice : le temps n'avance que quand le test le décide."""

    def __init__(self):
        self.t = 1000.0

    def __call__(self):
        return self.t


def segs(*blocs):
    """segs(("a", 1500, "5m"), ("b", 10, None)) -> segments à empreintes cumulées."""
    return enchainer(list(blocs))


def bilan(cache, *blocs, modele="m"):
    b = cache.consulter(modele, segs(*blocs))
    return b.lus, b.ecrits, b.non_caches


SYSTEME = ("s", 1500, "5m")


# --- mécanique : valeurs exactes

def test_ecriture_puis_lecture():
    c = CachePrefixe(Horloge())
    assert bilan(c, SYSTEME, ("q1", 20, None)) == (0, 1500, 20)
    assert bilan(c, SYSTEME, ("q2", 30, None)) == (1500, 0, 30)


def test_sous_le_minimum_rien_n_est_cache():
    c = CachePrefixe(Horloge())
    for _ in range(2):
        assert bilan(c, ("s", 1023, "5m"), ("q", 5, None)) == (0, 0, 1028)


def test_changer_le_debut_invalide_tout():
    c = CachePrefixe(Horloge())
    bilan(c, ("s", 1500, "5m"))
    assert bilan(c, ("s modifié", 1500, "5m")) == (0, 1500, 0)


def test_cache_par_modele():
    c = CachePrefixe(Horloge())
    bilan(c, SYSTEME, modele="claude-a")
    assert bilan(c, SYSTEME, modele="claude-b") == (0, 1500, 0)


def test_duree_de_vie_cinq_minutes_prolongee_par_chaque_lecture():
    h = Horloge()
    c = CachePrefixe(h)
    bilan(c, SYSTEME)
    h.t += 299
    assert bilan(c, SYSTEME)[0] == 1500  # lu : expiration repoussée à +300 s
    h.t += 299
    assert bilan(c, SYSTEME)[0] == 1500
    h.t += 301
    assert bilan(c, SYSTEME) == (0, 1500, 0)  # expiré : réécrit


def test_ttl_une_heure():
    h = Horloge()
    c = CachePrefixe(h)
    b = c.consulter("m", segs(("s", 2000, "1h")))
    assert (b.ecrits_1h, b.ecrits_5m) == (2000, 0)
    h.t += 3000
    assert bilan(c, ("s", 2000, "1h"))[0] == 2000
    h.t += 3601
    assert bilan(c, ("s", 2000, "1h"))[0] == 0


def test_deux_points_ecrits_et_lus():
    c = CachePrefixe(Horloge())
    outils, systeme = ("outils", 1100, "5m"), ("systeme", 400, "5m")
    b = c.consulter("m", segs(outils, systeme, ("q", 10, None)))
    assert (b.lus, b.ecrits, b.non_caches) == (0, 1500, 10)
    # le system change : les outils (avant lui) restent lus, le reste est réécrit
    assert bilan(c, outils, ("autre systeme", 400, "5m"), ("q", 10, None)) == (1100, 400, 10)


def test_conversation_qui_grandit_relit_le_tour_precedent():
    c = CachePrefixe(Horloge())
    tours = [(f"tour {i}", 300, None) for i in range(8)]
    bilan(c, *tours[:3], ("tour 3", 300, "5m"))                       # 1200 jetons écrits
    assert bilan(c, *tours[:6], ("tour 6", 300, "5m")) == (1200, 900, 0)
    # fenêtre glissante : le premier tour disparaît, plus aucun préfixe connu
    assert bilan(c, *tours[1:6], ("tour 6", 300, "5m")) == (0, 1800, 0)


def test_recul_de_vingt_blocs_au_plus():
    c = CachePrefixe(Horloge())
    bilan(c, ("s", 1200, "5m"))
    sans_point = ("s", 1200, None)  # le point de cache a avancé jusqu'au dernier bloc
    proche = [(f"b{i}", 1, None) for i in range(19)]
    assert bilan(c, sans_point, *proche, ("fin", 1, "5m"))[0] == 1200  # 20 blocs avant : trouvé
    c.vider()
    bilan(c, ("s", 1200, "5m"))
    loin = [(f"b{i}", 1, None) for i in range(20)]
    assert bilan(c, sans_point, *loin, ("fin", 1, "5m"))[0] == 0  # 21 blocs avant : hors de portée


def test_capacite_bornee():
    c = CachePrefixe(Horloge(), capacite=2)
    for nom in ("a", "b", "c"):
        bilan(c, (nom, 1500, "5m"))
    assert bilan(c, ("a", 1500, "5m"))[0] == 0  # la plus ancienne est partie
    assert bilan(c, ("c", 1500, "5m"))[0] == 1500


def test_cache_implicite_gemini():
    h = Horloge()
    c = CacheImplicite(h)
    debut = [("systeme", 1000, None), ("q1", 100, None)]
    assert c.consulter("g", segs(*debut)) == 0
    assert c.consulter("g", segs(*debut, ("r1", 50, None), ("q2", 20, None))) == 1100
    assert c.consulter("g", segs(("autre", 1000, None), ("q1", 100, None))) == 0
    assert c.consulter("g", segs(("court", 500, None))) == 0
    assert c.consulter("g", segs(("court", 500, None))) == 0  # < 1024 : jamais relu
    h.t += 301
    assert c.consulter("g", segs(*debut)) == 0


blocs = st.lists(st.tuples(st.sampled_from("abcd"), st.sampled_from([None, None, "5m", "1h"])),
                 min_size=1, max_size=12)
jetons = st.fixed_dictionaries({nom: st.integers(0, 900) for nom in "abcd"})


@given(st.lists(blocs, min_size=1, max_size=6), jetons)
def test_bilan_toujours_coherent(requetes, jetons):
    c = CachePrefixe(Horloge())
    for requete in requetes:
        elements = [(nom, jetons[nom], ttl) for nom, ttl in requete]  # même texte, mêmes jetons
        segments = enchainer(elements)
        b = c.consulter("m", segments)
        assert b.total == sum(j for _, j, _ in elements)
        assert min(b.lus, b.ecrits_5m, b.ecrits_1h, b.non_caches) >= 0
        rejoue = c.consulter("m", segments)  # la même requête juste après : rien à réécrire
        assert rejoue.ecrits == 0
        points = [s.cumul for s in segments if s.ttl and s.cumul >= 1024]
        assert rejoue.lus == (max(points) if points else 0)


# --- à travers les vrais SDK

LONG = " ".join(f"Règle {i} : Camille préfère les réunions courtes le matin." for i in range(120))


@pytest.fixture(autouse=True)
def cache_vide():
    reinitialiser()


@pytest.fixture(scope="module")
def claude():
    return anthropic.Anthropic(api_key="x", base_url=demarrer(), max_retries=0)


def usage(client, messages, **kw):
    u = client.messages.create(model="claude-sonnet-5", max_tokens=100, messages=messages,
                               **kw).usage
    return u.cache_creation_input_tokens, u.cache_read_input_tokens, u.input_tokens


def test_system_mis_en_cache(claude):
    assert compter(LONG) >= 1024
    systeme = [{"type": "text", "text": LONG, "cache_control": {"type": "ephemeral"}}]
    question = [{"role": "user", "content": "Bonjour"}]
    assert usage(claude, question, system=systeme) == (compter(LONG), 0, 1)
    assert usage(claude, question, system=systeme) == (0, compter(LONG), 1)
    reinitialiser()
    assert usage(claude, question, system=systeme) == (compter(LONG), 0, 1)


def test_historique_qui_grandit_puis_fenetre_glissante(claude):
    historique = [{"role": "user", "content": LONG}, {"role": "assistant", "content": "Noté."}]

    def avec_point(msgs):
        dernier = {**msgs[-1], "content": [{"type": "text", "text": msgs[-1]["content"],
                                            "cache_control": {"type": "ephemeral"}}]}
        return [*msgs[:-1], dernier]

    tour1 = [*historique, {"role": "user", "content": "Premier point ?"}]
    ecrit, lu, _ = usage(claude, avec_point(tour1))
    assert (ecrit, lu) == (compter(LONG) + compter("Noté.") + compter("Premier point ?"), 0)
    tour2 = [*tour1, {"role": "assistant", "content": "Oui."},
             {"role": "user", "content": "Deuxième ?"}]
    assert usage(claude, avec_point(tour2))[:2] == (compter("Oui.") + compter("Deuxième ?"), ecrit)
    fenetre = tour2[2:]  # les deux premiers messages sortent de la fenêtre
    assert usage(claude, avec_point(fenetre))[1] == 0


def test_cache_control_au_niveau_requete(claude):
    msgs = [{"role": "user", "content": LONG}]
    auto = {"type": "ephemeral"}
    assert usage(claude, msgs, cache_control=auto) == (compter(LONG), 0, 0)
    assert usage(claude, msgs, cache_control=auto) == (0, compter(LONG), 0)


def test_reinitialiser_par_http(claude):
    systeme = [{"type": "text", "text": LONG, "cache_control": {"type": "ephemeral", "ttl": "1h"}}]
    question = [{"role": "user", "content": "Bonjour"}]
    usage(claude, question, system=systeme)
    hote, port = demarrer().removeprefix("http://").split(":")
    connexion = http.client.HTTPConnection(hote, int(port), timeout=10)
    connexion.request("POST", "/hors-ligne/reinitialiser", body=b"{}",
                      headers={"x-api-key": cle()})  # la clé du processus : toute route l'exige
    assert connexion.getresponse().status == 200
    connexion.close()
    assert usage(claude, question, system=systeme)[1] == 0


def test_cache_implicite_a_travers_google_genai():
    """Minimum du catalogue : 4 096 pour gemini-3.8-flash (« Context caching », lu le 2026-12-01)."""
    client = genai.Client(api_key="x", http_options=types.HttpOptions(base_url=demarrer()))
    long_ = " ".join([LONG] * 3)
    assert 1024 < compter(LONG) < 4096 <= compter(long_)

    def cache(contents, consigne=long_, modele="gemini-3.8-flash"):
        return client.models.generate_content(
            model=modele, contents=contents,
            config=types.GenerateContentConfig(system_instruction=consigne),
        ).usage_metadata.cached_content_token_count

    assert cache("Bonjour") is None
    assert cache("Bonjour") == compter(long_) + compter("Bonjour")
    assert cache("Autre question") == compter(long_)  # le préfixe commun : la consigne système
    assert cache("Bonjour", LONG) is None and cache("Bonjour", LONG) is None  # sous 4 096 : rien
    assert cache("Bonjour", LONG, "gemini-3-flash-preview") is None
    assert cache("Bonjour", LONG, "gemini-3-flash-preview") == compter(LONG) + compter("Bonjour")
