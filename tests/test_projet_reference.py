"""La référence du projet (solutions/projet_assistant.py) sur de petites conversations faites main.

Phrases écrites pour ces tests (pas celles des scénarios de la correction) : un fait rappelé dans
une nouvelle session, la valeur à jour, le fait d'un collègue, un secret jamais stocké (octets
cherchés dans les fichiers), `oublier`, `effacer_utilisateur` (index compris), un nouvel
`Assistant` sur la même URL (et dans un autre processus tué par SIGKILL), le budget lu dans
`usage`, sur un dossier JSON, SQLite et PostgreSQL (`tests/bases_jetables.py`), Claude et Gemini.
"""

import importlib.util
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from cours.clients import client_anthropic, client_gemini
from tests.bases_jetables import url  # noqa: F401 (fixture : dossier JSON, SQLite, PostgreSQL)

RACINE = Path(__file__).resolve().parent.parent
FICHIER = RACINE / "solutions" / "projet_assistant.py"
if not FICHIER.exists():
    pytest.skip("copie des élèves : pas de solutions/", allow_module_level=True)
_spec = importlib.util.spec_from_file_location("projet_reference", FICHIER)
projet = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(projet)
CLE = "sk-" + "ant-api03-" + "Wm4" * 10   # fausse clé, assemblée pour ne pas figurer telle quelle


@pytest.fixture(scope="module")
def claude():
    return client_anthropic(max_retries=0)


def octets(dossier: Path, texte: str) -> list[str]:
    """Les fichiers sous `dossier` qui contiennent les octets de `texte` (journal WAL compris)."""
    cherche = texte.encode("utf-8")
    return sorted(p.name for p in Path(dossier).rglob("*") if p.is_file() and cherche in p.read_bytes())


def test_fait_rappele_dans_une_nouvelle_session(claude, url):  # noqa: F811
    """Dit en septembre, redemandé en novembre par un autre objet : sur les trois stockages."""
    a = projet.Assistant(claude, url)
    a.repondre("dominique", "2026-09-02", "Je code surtout en Rust.")
    a.fin_de_session("dominique", "2026-09-02")
    assert a.memoire.faits("dominique") == {"langage": "Rust"}
    b = projet.Assistant(claude, url)
    assert "Rust" in b.repondre("dominique", "2026-11-20", "En quel langage est-ce que je code ?")


def test_valeur_a_jour_et_fait_du_collegue(claude, tmp_path):
    """Un changement remplace la valeur ; le fait d'un collègue ne devient pas celui de l'utilisateur."""
    a = projet.Assistant(claude, f"sqlite:///{tmp_path}/a.db")
    a.repondre("dominique", "2026-09-02", "J'habite à Rezé.")
    a.repondre("dominique", "2026-09-02", "Mon collègue Yanis habite à Orvault.")
    a.fin_de_session("dominique", "2026-09-02")
    a.repondre("dominique", "2026-10-07", "J'ai déménagé : j'habite à Vertou maintenant.")
    a.fin_de_session("dominique", "2026-10-07")
    assert a.memoire.faits("dominique") == {"domicile": "à Vertou"}
    assert [h["valeur"] for h in a.memoire.historique("dominique", "domicile")] == ["à Rezé", "à Vertou"]
    reponse = a.repondre("dominique", "2026-11-20", "Où est-ce que j'habite ?")
    assert "Vertou" in reponse and "Rezé" not in reponse and "Orvault" not in reponse


def test_secret_jamais_stocke(claude, tmp_path):
    """Une clé d'API et un mot de passe annoncé : masqués avant l'envoi, jamais sur le disque."""
    a = projet.Assistant(claude, f"sqlite:///{tmp_path}/a.db")
    reponse = a.repondre("dominique", "2026-09-02", f"Voici ma clé : {CLE}")
    assert reponse.startswith(projet.AVERTISSEMENT)
    a.repondre("dominique", "2026-09-02", "Mon mot de passe est Vx9-tirelo-5521, garde-le.")
    a.fin_de_session("dominique", "2026-09-02")
    assert octets(tmp_path, CLE) == [] and octets(tmp_path, "Vx9-tirelo-5521") == []
    assert projet.masquer("mot de passe : hunter2024") == "mot de passe : " + projet.MASQUE
    assert a.memoire.faits("dominique") == {}     # « clé : [masqué] » n'est pas un fait
    assert "Vx9" not in a.repondre("dominique", "2026-09-03", "Redis-moi mon mot de passe.")


def test_oublier_jusqu_aux_octets(claude, tmp_path):
    """Oublié : plus en mémoire, plus dans les messages ni l'index, plus dans les fichiers."""
    a = projet.Assistant(claude, f"sqlite:///{tmp_path}/a.db")
    a.repondre("dominique", "2026-09-02", "Je suis allergique au kiwi.")
    a.repondre("dominique", "2026-09-02", "Je code surtout en Rust.")
    a.fin_de_session("dominique", "2026-09-02")
    a.oublier("dominique", "mon allergie")
    assert a.memoire.faits("dominique") == {"langage": "Rust"}
    assert octets(tmp_path, "kiwi") == []
    assert "kiwi" not in a.repondre("dominique", "2026-09-09", "À quoi suis-je allergique ?")
    assert "Rust" in a.repondre("dominique", "2026-09-09", "En quel langage est-ce que je code ?")


def test_effacer_utilisateur(claude, url, tmp_path):  # noqa: F811
    """Plus rien de l'un (sessions, faits, index, état) ; l'autre garde tout."""
    a = projet.Assistant(claude, url)
    a.repondre("dominique", "2026-09-02", "Je joue du basson dans l'orchestre Zéphyrin.")
    a.fin_de_session("dominique", "2026-09-02")
    a.repondre("yanis", "2026-09-02", "Je code surtout en OCaml.")
    a.fin_de_session("yanis", "2026-09-02")
    a.effacer_utilisateur("dominique")
    assert a.stockage.sessions("dominique") == [] and a.memoire.faits("dominique") == {}
    assert a.index.chercher("dominique", "orchestre basson Zéphyrin") == []
    assert a.base.executer("SELECT COUNT(*) FROM assistant_sessions WHERE utilisateur = ?",
                           ("dominique",)).fetchone() == (0,)
    if not url.startswith("postgresql"):   # PostgreSQL : ses fichiers sont ceux du serveur
        assert octets(tmp_path, "Zéphyrin") == []
    assert a.memoire.faits("yanis") == {"langage": "OCaml"}
    assert "OCaml" in a.repondre("yanis", "2026-10-01", "En quel langage est-ce que je code ?")


def test_autre_processus_apres_kill_9(claude, tmp_path):
    """Un processus dit un fait puis se tue (SIGKILL), sans fin_de_session ; le suivant continue
    la session, et la session suivante a le fait (rattrapé à son ouverture).

    Mesuré : 5 s (37 s sur la machine chargée) : un vrai processus Python qui importe le SDK et
    charge le modèle d'embeddings ; c'est ce qu'un « autre processus » veut dire."""
    base = f"sqlite:///{tmp_path}/a.db"
    script = (
        "import importlib.util, os, signal, sys\n"
        f"spec = importlib.util.spec_from_file_location('p', {str(FICHIER)!r})\n"
        "p = importlib.util.module_from_spec(spec); spec.loader.exec_module(p)\n"
        "from cours.clients import client_anthropic\n"
        f"a = p.Assistant(client_anthropic(max_retries=0), {base!r})\n"
        "a.repondre('dominique', '2026-09-02', 'Mon chien s’appelle Pistou.')\n"
        "os.kill(os.getpid(), signal.SIGKILL)\n")
    fini = subprocess.run([sys.executable, "-c", script], cwd=RACINE, capture_output=True,
                          timeout=120, env={**os.environ, "CONTEXTE_HORS_LIGNE": "1"})
    assert fini.returncode == -9, fini.stderr.decode()[-500:]
    a = projet.Assistant(claude, base)
    assert len(a.stockage.session("dominique", "2026-09-02").messages) == 2
    assert "Pistou" in a.repondre("dominique", "2026-09-02", "Comment s'appelle mon chien ?")
    assert "Pistou" in a.repondre("dominique", "2026-10-01", "Comment s'appelle mon chien ?")
    assert "Pistou" in a.memoire.faits("dominique").get("chien", "")


BAVARDAGE = ("Point d'étape sur le chantier du réseau : le câblage du deuxième étage avance, les "
             "baies sont montées, il reste les tests de débit et la recette avec l'exploitation.")


def test_budget_respecte_et_cache_relu(claude, tmp_path):
    """Chaque requête tient dans le budget (lu dans `usage`) ; la compaction a eu lieu, par blocs,
    rarement ; le cache de préfixe est relu ; un fait du premier tour survit.

    Mesuré : 6,5 s (45 s sur la machine chargée) : seize tours, dont une compaction et ses deux
    appels (extraction, résumé) ; moins n'atteindraient ni le cache ni le seuil de compaction."""
    a = projet.Assistant(claude, f"sqlite:///{tmp_path}/a.db", budget_tokens=1200)
    a.repondre("dominique", "2026-09-02", "Je suis allergique au kiwi.")
    for i in range(14):
        a.repondre("dominique", "2026-09-02", f"{BAVARDAGE} (n° {i})")
    reponse = a.repondre("dominique", "2026-09-02", "À quoi suis-je allergique ?")
    envoyes = [r["envoyes"] for r in a.releve]
    assert max(envoyes) <= 1200
    assert a._ligne("dominique", "2026-09-02")["coupe"] > 0          # compacté
    baisses = sum(1 for x, y in zip(envoyes, envoyes[1:], strict=False) if y < x - 200)
    assert 1 <= baisses <= 3                                          # rarement, par blocs
    # Le cache : dès que le préfixe stable passe le minimum du modèle (512 tokens pour
    # claude-sonnet-5-5 sur le modèle local), les tours suivants le relisent, jusqu'à la compaction.
    # (522 tokens lus au 10e appel, puis chaque tour relit le préfixe écrit au tour d'avant,
    # jusqu'à la compaction ; après elle, le préfixe est plus court que le minimum du modèle)
    assert [r["lus"] > 0 for r in a.releve] == [False] * 9 + [True] * 3 + [False] * 4
    assert "kiwi" in a._ligne("dominique", "2026-09-02")["resume"]   # le résumé l'a gardé
    assert "kiwi" in reponse


def test_gemini(tmp_path):
    """Le même assistant sur un `google.genai.Client` : fait rappelé, budget lu dans usage_metadata."""
    a = projet.Assistant(client_gemini(max_retries=0), f"sqlite:///{tmp_path}/a.db", budget_tokens=1200)
    a.repondre("dominique", "2026-09-02", "Je code surtout en Rust.")
    a.fin_de_session("dominique", "2026-09-02")
    assert "Rust" in a.repondre("dominique", "2026-10-01", "En quel langage est-ce que je code ?")
    assert a.releve and all(0 < r["envoyes"] <= 1200 for r in a.releve)


@pytest.mark.parametrize("arguments, erreur", [
    ((object(), "sqlite:///x.db"), TypeError),            # ni Anthropic ni Gemini
    (("claude", "sqlite:///x.db", 100), ValueError),       # budget trop petit
    (("claude", "sqlite:///x.db", True), ValueError),      # un booléen n'est pas un budget
    (("claude", "sqlite:/x.db"), Exception),               # URL mal écrite : refusée, pas un dossier
])
def test_entrees_refusees(claude, tmp_path, monkeypatch, arguments, erreur):
    monkeypatch.chdir(tmp_path)
    arguments = tuple(claude if x == "claude" else x for x in arguments)
    with pytest.raises(erreur):
        projet.Assistant(*arguments)
    assert not (tmp_path / "sqlite:").exists()


def test_texte_vide_refuse(claude, tmp_path):
    a = projet.Assistant(claude, f"sqlite:///{tmp_path}/a.db")
    with pytest.raises(ValueError, match="non vide"):
        a.repondre("dominique", "2026-09-02", "   ")
    assert a.stockage.sessions("dominique") == []


def test_squelette_derive():
    """Le squelette de l'élève : le contrat, des indices, aucune méthode privée de la référence."""
    texte = (RACINE / "exercises" / "projet_assistant.py").read_text(encoding="utf-8")
    for signature in ("def __init__(self, client: Any, url: str, budget_tokens: int = 8000) -> None:",
                      "def repondre(self, utilisateur: str, session: str, texte: str) -> str:",
                      "def fin_de_session(self, utilisateur: str, session: str) -> None:",
                      "def oublier(self, utilisateur: str, quoi: str) -> None:",
                      "def effacer_utilisateur(self, utilisateur: str) -> None:"):
        assert signature in texte
    assert texte.count("raise NotImplementedError(") == 5
    assert not re.search(r"def _[a-z]", texte) and "SOLUTION" not in texte
    assert "assistant_sessions" not in texte


def test_message_trop_long_pour_le_budget(claude, tmp_path):
    """Un message plus gros que le budget : la fin est coupée à l'envoi, pas à l'enregistrement
    (bogue vu : le texte coupé était enregistré et annoncé comme « secret masqué »)."""
    a = projet.Assistant(claude, f"sqlite:///{tmp_path}/a.db", budget_tokens=1000)
    texte = "Je code surtout en Rust. " + "Un long compte rendu de réunion, sans rien de secret. " * 80
    reponse = a.repondre("dominique", "2026-09-02", texte)
    assert not reponse.startswith(projet.AVERTISSEMENT)
    assert a.releve[-1]["envoyes"] <= 1000
    assert a.stockage.session("dominique", "2026-09-02").messages[0]["content"] == texte


def test_oublier_par_famille_de_mots(claude, tmp_path):
    """Bogue corrigé : la clé choisie par l'extraction n'est pas le mot de la demande (« my
    hairstylist ») ; l'oubli retrouve le fait par la famille du mot (« hair ») et efface la
    phrase jusqu'aux octets ; un autre fait reste."""
    a = projet.Assistant(claude, f"sqlite:///{tmp_path}/a.db")
    a.repondre("dominique", "2026-09-02", "I get my hair trimmed at Velbrook every month.")
    a.repondre("dominique", "2026-09-02", "I code mostly in Rust.")
    a.fin_de_session("dominique", "2026-09-02")
    a.oublier("dominique", "my hairstylist")
    assert octets(tmp_path, "Velbrook") == []
    assert not any("Velbrook" in v for v in a.memoire.faits("dominique").values())
    assert "Velbrook" not in a.repondre("dominique", "2026-09-09", "Where do I get my hair trimmed?")
    assert "Rust" in a.repondre("dominique", "2026-09-09", "Which language do I code in?")


def test_souvenir_plus_recent_que_le_remplacement_garde(claude, tmp_path):
    """Bogue corrigé : une phrase qui cite une ancienne valeur n'est périmée que si elle est
    plus ancienne que le remplacement ; celle qui dit le changement (même session) part."""
    a = projet.Assistant(claude, f"sqlite:///{tmp_path}/a.db")
    a.repondre("dominique", "2026-09-02", "I take cello lessons with Mr Orlanvek every Monday.")
    a.fin_de_session("dominique", "2026-09-02")
    a.repondre("dominique", "2026-10-07", "My cello teacher moved away, so now I learn with Mrs Quibelra.")
    a.fin_de_session("dominique", "2026-10-07")
    contexte = a._souvenirs("dominique", "2026-11-20", "Who teaches me the cello?", 0)
    assert "Quibelra" in contexte.split("<souvenirs>")[-1]


def test_changement_range_sous_une_autre_cle(claude, tmp_path):
    """Bogue corrigé : l'extraction range le changement sous une autre clé que l'ancienne valeur
    (« cello_teacher » et « take_cello ») ; pour la question, le fait le plus récent sur les
    mêmes mots remplace l'ancien, dans les faits rappelés comme dans les souvenirs."""
    a = projet.Assistant(claude, f"sqlite:///{tmp_path}/a.db")
    a.repondre("dominique", "2026-09-02", "I take cello lessons with Mrs Orlanvek on Mondays.")
    a.fin_de_session("dominique", "2026-09-02")
    a.repondre("dominique", "2026-10-07", "My cello teacher quit, and I now train with Mrs Quibelra.")
    a.fin_de_session("dominique", "2026-10-07")
    # (le modèle local a pu ranger les deux sous deux clés, ou déjà remplacer l'ancienne :
    # la réponse, elle, doit être à jour dans les deux cas)
    reponse = a.repondre("dominique", "2026-11-20", "Who teaches me the cello?")
    assert "Quibelra" in reponse and "Orlanvek" not in reponse


def test_secret_reconnu_a_sa_forme(claude, tmp_path):
    """Un jeton généré, sans mot qui l'annonce comme secret : masqué, jamais sur le disque."""
    a = projet.Assistant(claude, f"sqlite:///{tmp_path}/a.db")
    reponse = a.repondre("dominique", "2026-09-02", "Pour l'ordi du club, retiens Pq4-ventra-2291.")
    assert reponse.startswith(projet.AVERTISSEMENT)
    a.fin_de_session("dominique", "2026-09-02")
    assert octets(tmp_path, "Pq4-ventra-2291") == []
