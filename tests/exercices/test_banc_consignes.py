"""Le banc de l'ex9 calculé une fois (banc_consignes, amorce) donne ce que donnait le calcul neuf.

Avant, chaque rendu refaisait `noter_resumeur(llm_summarizer(client_sans_reseau(), prompt=…,
max_tokens=1000))` avec un client (et un serveur) neufs ; maintenant le zygote du correcteur le
fait une fois et ses enfants en héritent. Ici : mêmes résultats, champ par champ, sur quelques
consignes, et dans un enfant forké après l'amorce réelle du zygote (`executer.amorcer`).
"""

import json
import subprocess
import sys
import textwrap

import pytest
from banc_consignes import MAX_TOKENS, banc
from modele_sans_reseau import client_sans_reseau

from contexte import SUMMARY_PROMPT, llm_summarizer
from correction.exercices import RACINE
from mesures.retention import noter_resumeur
from mesures.retention_consignes import a_la_limite

CONSIGNES = [SUMMARY_PROMPT, a_la_limite(150), a_la_limite(60),
             "Résume en 80 mots maximum. Garde les faits de l'utilisateur, jamais les codes."]


def calcul_neuf(prompt: str) -> dict:
    """Le calcul d'avant : un client neuf, le banc refait."""
    return noter_resumeur(llm_summarizer(client_sans_reseau(), prompt=prompt, max_tokens=MAX_TOKENS))


@pytest.mark.parametrize("prompt", CONSIGNES, ids=["SUMMARY_PROMPT", "150", "60", "autre"])
def test_meme_resultat_que_le_calcul_neuf(prompt):
    assert banc(prompt) == calcul_neuf(prompt)


def test_les_consignes_se_distinguent():
    """Des limites différentes donnent des bancs différents : le test précédent compare bien."""
    assert len({banc(p)["tokens_memoire"] for p in CONSIGNES[:3]}) == 3


def test_une_copie_a_chaque_appel():
    premier = banc(SUMMARY_PROMPT)
    premier["justes"] = -1
    premier["detail"].clear()
    assert banc(SUMMARY_PROMPT) == calcul_neuf(SUMMARY_PROMPT)


def test_une_sous_classe_de_str_n_entre_pas_dans_le_cache():
    """Une consigne « égale à tout » qui a le hachage de SUMMARY_PROMPT ne reçoit pas son banc."""
    class Toujours(str):
        def __eq__(self, autre):
            return True

        def __hash__(self):
            return hash(SUMMARY_PROMPT)

    texte = "Résume en 60 mots maximum."
    banc(SUMMARY_PROMPT)
    assert banc(Toujours(texte)) == calcul_neuf(texte) != banc(SUMMARY_PROMPT)


ENFANT = textwrap.dedent("""
    import json, os, sys, threading
    sys.path.insert(0, {racine!r})
    os.environ["CONTEXTE_HORS_LIGNE"] = "1"
    from correction import executer
    executer.amorcer()
    fils = threading.active_count()
    import banc_consignes, exemples_ex5
    pid = os.fork()
    if pid == 0:
        herite = banc_consignes._banc.cache_info().currsize
        exemples = exemples_ex5.exemples.cache_info().currsize
        from contexte import SUMMARY_PROMPT
        memorise = banc_consignes.banc(SUMMARY_PROMPT)
        banc_consignes._banc.cache_clear()
        neuf = banc_consignes.banc(SUMMARY_PROMPT)
        print(json.dumps({{"fils": fils, "herite": herite, "exemples": exemples,
                          "egal": memorise == neuf}}), flush=True)
        os._exit(0)
    os.waitpid(pid, 0)
""")


def test_un_enfant_du_zygote_herite_du_banc_sans_fil_ni_serveur():
    """Après `executer.amorcer()` (ce que fait le zygote du correcteur) : plus aucun fil, le banc
    de SUMMARY_PROMPT et les exemples de l'ex5 sont en mémoire, et l'enfant forké retrouve le
    banc égal à un calcul neuf."""
    sortie = subprocess.run([sys.executable, "-c", ENFANT.format(racine=str(RACINE))],
                            capture_output=True, text=True, timeout=120, cwd=RACINE)
    assert sortie.returncode == 0, sortie.stderr[-2000:]
    assert "Amorce du correcteur non faite" not in sortie.stderr, sortie.stderr[-2000:]
    assert json.loads(sortie.stdout.strip().splitlines()[-1]) == {
        "fils": 1, "herite": 1, "exemples": 1, "egal": True}
