"""kill -9 et rédacteurs concurrents contre SQLite et PostgreSQL : rien d'acquitté n'est perdu.

Versions courtes de fiabilite/bases.py (versions longues : `make fiabilite`).
"""

import pytest

from fiabilite.bases import essai_crash_base, essai_redacteurs_base


@pytest.fixture(params=["sqlite", "postgres"])
def url(request, tmp_path):
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path}/k.db"
    return request.getfixturevalue("url_postgres")


def test_kill_9_en_pleine_ecriture_rien_d_acquitte_perdu(url):
    bilan = essai_crash_base(url, kills=12, graine=3)
    assert bilan.pertes == 0, f"{bilan.ligne()} — {bilan.premiere_erreur}"
    assert bilan.etat_precedent + bilan.etat_nouveau == bilan.kills == 12
    assert bilan.sauvegardes >= 12  # chaque enfant a au moins un save acquitté


@pytest.mark.parametrize("meme_session", [True, False])
def test_redacteurs_concurrents_aucun_acquitte_perdu(url, meme_session):
    bilan = essai_redacteurs_base(url, redacteurs=4, tours=8, meme_session=meme_session)
    assert bilan.perdus == 0 and bilan.abandonnes == 0, bilan
    assert bilan.acquittes == 32
    if not meme_session:
        assert bilan.conflits == 0  # utilisateurs distincts : personne ne se gêne
