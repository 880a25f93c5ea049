"""Le catalogue des modèles : consultation, cohérence de la table, 404 des ids retirés ou inconnus."""

import anthropic
import pytest

from modele_local.catalogue import ACTUEL, CLAUDE, DEPRECIE, GEMINI, LEGACY, RETIRE, cible, fiche, modeles

STATUTS = {ACTUEL, LEGACY, DEPRECIE, RETIRE}


def test_ids_uniques_alias_compris():
    noms = [n for f in CLAUDE + GEMINI for n in (f.id, *f.alias)]
    assert len(noms) == len(set(noms))


@pytest.mark.parametrize("f", CLAUDE + GEMINI, ids=lambda f: f.id)
def test_chaque_ligne_est_coherente(f):
    assert f.statut in STATUTS and f.src
    assert f.id.startswith("claude-" if f.fournisseur == "anthropic" else "gemini-")
    if f.statut == RETIRE:
        assert f.retrait and f.prix is None
        return
    assert f.reflexion and f.prix is not None and f.prix.entree > 0
    if f.fournisseur == "anthropic":
        assert set(f.reflexion) <= {"adaptive", "enabled", "disabled", "between_tools"}
        assert f.reflexion_defaut in f.reflexion or f.reflexion_defaut == "disabled"
        assert f.contexte and f.sortie_max and f.sortie_max < f.contexte
    if f.redirection:
        assert f.statut == DEPRECIE and cible(f.id).statut == ACTUEL


def test_valeurs_lues():
    s55 = fiche("claude-sonnet-5-5")
    assert (s55.statut, s55.contexte, s55.sortie_max) == (ACTUEL, 1_000_000, 128_000)
    p = s55.prix
    assert (p.entree, p.sortie, p.ecriture_5m, p.ecriture_1h, p.lecture) == (2, 10, 2.5, 4, 0.1)
    assert s55.cache_min == 512 and fiche("claude-haiku-5-5").affichage_defaut == "omitted"
    assert cible("gemini-2.5-flash").id == "gemini-3.5-flash-lite"  # arrêt du 2026-12-01
    assert s55.reflexion == ("adaptive", "between_tools") and not s55.prefill
    assert s55.preservee and s55.compaction and not s55.outil_force
    assert fiche("claude-sonnet-5").statut == LEGACY and not fiche("claude-sonnet-5").preservee
    assert fiche("claude-haiku-4-5-20251001") is fiche("claude-haiku-4-5")
    assert fiche("claude-3-5-sonnet-latest").statut == RETIRE
    assert fiche("gemini-3.8-flash").statut == ACTUEL
    assert fiche("models/gemini-3.7-flash").redirection == "gemini-3.8-flash"
    assert cible("gemini-3.5-flash").id == "gemini-3.6-flash"
    assert fiche("gemini-2.5-flash").statut == DEPRECIE


def test_les_prix_du_catalogue_sont_ceux_de_contexte_tarifs():
    """Les prix sont encore écrits deux fois (contexte/donnees/modeles.json, que lit le catalogue,
    et `contexte.tarifs`) tant que le cours ne lit pas le fichier : les deux doivent concorder."""
    from contexte.tarifs import TARIFS

    assert TARIFS
    for nom, t in TARIFS.items():
        p = fiche(nom).prix
        assert (t.entree, t.sortie, t.lecture_cache, t.ecriture_cache_1h) == \
            (p.entree, p.sortie, p.lecture, p.ecriture_1h), nom
        if p.ecriture_5m is not None:   # Gemini : pas d'écriture facturée à part dans le catalogue
            assert t.ecriture_cache == p.ecriture_5m, nom


@pytest.mark.parametrize("ident", ["claude-inconnu", "", None, 3, "gemini-9", "CLAUDE-SONNET-5-5"])
def test_inconnu(ident):
    assert fiche(ident) is None and cible(ident) is None


def test_modeles_par_fournisseur():
    assert {f.fournisseur for f in modeles("gemini")} == {"gemini"}
    assert len(modeles("anthropic")) == len(CLAUDE)


@pytest.mark.parametrize("modele", ["claude-3-opus-20240229", "claude-sonnet-4-20250514",
                                    "claude-inconnu", "gemini-3.8-flash", "claude-3-5-sonnet-latest"])
def test_retire_ou_inconnu_donne_la_vraie_404(client, modele):
    with pytest.raises(anthropic.NotFoundError) as info:
        client.messages.create(model=modele, max_tokens=50,
                               messages=[{"role": "user", "content": "Bonjour"}])
    assert info.value.status_code == 404
    corps = info.value.body
    assert corps["type"] == "error" and corps["request_id"].startswith("req_01")
    assert corps["error"] == {"type": "not_found_error", "message": f"model: {modele}"}


@pytest.mark.parametrize("modele", ["claude-sonnet-5", "claude-haiku-4-5-20251001",
                                    "claude-opus-4-8", "claude-sonnet-5-5"])
def test_legacy_et_actuels_repondent(client, modele):
    r = client.messages.create(model=modele, max_tokens=200,
                               messages=[{"role": "user", "content": "Bonjour"}])
    assert r.model == modele and r.content[-1].type == "text"


# --- GET /v1/models (SDK : client.models.retrieve / list), tiré du catalogue

def test_models_retrieve(client):
    m = client.models.retrieve("claude-sonnet-5-5")
    assert (m.id, m.display_name, m.lifecycle) == ("claude-sonnet-5-5", "Claude Sonnet 5.5", "active")
    assert (m.max_input_tokens, m.max_tokens) == (1_000_000, 128_000)
    types = m.capabilities.thinking.types
    assert types.between_tools.supported and not types.disabled.supported
    assert client.models.retrieve("claude-haiku-4-5-20251001").id == "claude-haiku-4-5"
    vieux = client.models.retrieve("claude-3-opus-20240229")
    assert vieux.lifecycle == "retired" and vieux.retires_at.year == 2026
    assert client.models.retrieve("claude-sonnet-4-5").lifecycle == "deprecated"
    with pytest.raises(anthropic.NotFoundError, match="model: claude-inconnu"):
        client.models.retrieve("claude-inconnu")


def test_models_list_paginee(client):
    tous = [m.id for m in client.models.list(limit=7)]  # l'itération suit les pages
    assert tous == [f.id for f in CLAUDE]
    page = client.models.list(limit=3)
    assert [m.id for m in page.data] == tous[:3] and page.has_more and page.last_id == tous[2]
    suite = client.models.list(limit=3, after_id=page.last_id)
    assert [m.id for m in suite.data] == tous[3:6]
    avant = client.models.list(limit=2, before_id=tous[3])
    assert [m.id for m in avant.data] == tous[1:3]
