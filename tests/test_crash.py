"""Kills (SIGKILL) en pleine sauvegarde : Session se relit toujours, l'écriture naïve non.

Versions courtes du harnais fiabilite/crash.py (versions longues : `make fiabilite`). Le même
harnais lancé contre `write_text` doit trouver des fichiers corrompus : il sait donc échouer.
"""

from contexte import Session
from fiabilite.crash import attendu, essai_crash, temporaires


def test_le_harnais_sait_echouer_write_text_se_corrompt(tmp_path):
    bilan = essai_crash("write_text", tmp_path, kills=30, graine=7)
    assert bilan.kills == 30 and bilan.sauvegardes > 0
    assert bilan.corruptions > 0, bilan.ligne()
    assert "écriture interrompue" in bilan.premiere_erreur  # vide ou JSON tronqué


def test_session_toujours_lisible_etat_precedent_ou_nouveau(tmp_path):
    bilan = essai_crash("session", tmp_path, kills=30, graine=7)
    assert bilan.corruptions == 0, f"{bilan.ligne()} — {bilan.premiere_erreur}"
    assert bilan.etat_precedent + bilan.etat_nouveau == bilan.kills == 30
    assert bilan.sauvegardes > 0 and bilan.temporaires_oublies == 0


def test_temporaires_d_un_kill_effaces_par_le_save_suivant(tmp_path):
    # Kill dès qu'un temporaire existe : le processus meurt en pleine écriture et le laisse.
    bilan = essai_crash("session", tmp_path, kills=8, viser_temporaire=True)
    assert bilan.corruptions == 0 and bilan.temporaires_laisses > 0, bilan.ligne()
    assert bilan.temporaires_oublies == 0  # chaque save suivant a fait le ménage
    chemin = tmp_path / "session.json"
    restes = temporaires(chemin)  # ceux du dernier kill
    session = Session(chemin)
    n = len(session.messages)
    assert session.messages == attendu(n)
    session.messages.append({"role": "user", "content": "après le crash"})
    session.save()
    assert temporaires(chemin) == set() and not any(p.exists() for p in restes)
    assert len(Session(chemin).messages) == n + 1
