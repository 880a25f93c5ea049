"""Deux processus relisent, ajoutent et enregistrent la même session : aucun message acquitté perdu.

`Session` offre deux protections (voir contexte/session.py) :
- `Session.verrouillee(path)` sérialise les écrivains : un verrou (flock) tenu de la relecture à
  l'écriture, chacun son tour, aucun conflit ; c'est le mode à utiliser quand plusieurs
  processus écrivent la même conversation ;
- sans verrou, `save()` compare le fichier à ce qu'il a relu et lève `ConflitEcriture` (message en
  français) au lieu d'écraser : l'appelant sait qu'il doit relire et recommencer, rien ne
  disparaît sans bruit.
La `Session` de la leçon source (`tmp.replace` sans verrou), elle, perd des messages.
Versions courtes du harnais fiabilite/ecrivains.py (versions longues : `make fiabilite`).
"""

from fiabilite.ecrivains import essai_ecrivains


def test_avec_verrou_aucun_message_perdu_aucun_conflit(tmp_path):
    bilan = essai_ecrivains("verrou", tmp_path, ecrivains=2, tours=100)
    assert (bilan.acquittes, bilan.stockes, bilan.perdus) == (200, 200, 0), bilan.ligne()
    assert bilan.conflits == 0 and bilan.erreurs == {}


def test_sans_verrou_course_forcee_conflits_mais_aucune_perte(tmp_path):
    # Une barrière place les deux écrivains entre relecture et save à chaque tour : à chaque
    # tour, le second save trouve le fichier changé et lève ConflitEcriture, puis recommence.
    bilan = essai_ecrivains("optimiste", tmp_path, ecrivains=2, tours=40, forcer_course=True)
    assert bilan.conflits >= 40, bilan.ligne()
    assert (bilan.acquittes, bilan.stockes, bilan.perdus) == (80, 80, 0), bilan.ligne()
    assert bilan.erreurs == {}


def test_sans_verrou_course_libre_jamais_de_perte_silencieuse(tmp_path):
    bilan = essai_ecrivains("optimiste", tmp_path, ecrivains=2, tours=100)
    assert bilan.perdus == 0 and bilan.fichier_lisible, bilan.ligne()
    assert bilan.stockes == bilan.acquittes  # abandonné = su de l'écrivain, jamais stocké en trop
    assert bilan.erreurs == {}


def test_la_session_du_seed_perd_des_messages_acquittes(tmp_path):
    bilan = essai_ecrivains("seed", tmp_path, ecrivains=2, tours=30, forcer_course=True)
    assert bilan.perdus > 0, bilan.ligne()
    assert bilan.stockes < bilan.acquittes
