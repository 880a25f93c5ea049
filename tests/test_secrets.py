"""Aucune clé d'API nulle part : fichiers du dépôt, sorties des notebooks, sessions, logs, erreurs.

Deux volets. (1) On parcourt les fichiers suivis par git (et les nouveaux non ignorés) et les
sorties des notebooks à la recherche de chaînes qui ont la forme d'une clé. (2) On pose une
fausse clé de forme réaliste dans l'environnement, on s'en sert contre le modèle local (réponse
normale et erreur 401), et on vérifie qu'elle n'apparaît ni dans les reprs des clients, ni dans
les messages d'erreur, ni dans les logs, ni dans les fichiers enregistrés.
"""

import json
import logging
import re
import subprocess
import traceback
from pathlib import Path

import pytest

from contexte import RollingSummary, Session, serialize_content

RACINE = Path(__file__).resolve().parents[1]
# Formes des clés les plus courantes. Les fausses clés des tests sont construites par
# concaténation pour ne jamais apparaître telles quelles dans un fichier.
MOTIFS = {
    "Anthropic": rb"sk-ant-[A-Za-z0-9_\-]{20,}",
    "OpenAI": rb"(?<![A-Za-z0-9])sk-(?:proj-)?[A-Za-z0-9_\-]{32,}",
    "Google": rb"AIza[0-9A-Za-z_\-]{35}",
    "GitHub": rb"gh[pousr]_[A-Za-z0-9]{36,}",
    "AWS": rb"(?<![A-Z0-9])AKIA[0-9A-Z]{16}(?![A-Z0-9])",
    "Slack": rb"xox[abprs]-[A-Za-z0-9\-]{10,}",
    "Hugging Face": rb"(?<![A-Za-z0-9])hf_[A-Za-z0-9]{30,}",
    "clé privée": rb"-----BEGIN [A-Z ]*PRIVATE KEY-----",
}
FORME_DE_CLE = re.compile(b"|".join(b"(?:" + m + b")" for m in MOTIFS.values()))
FAUSSE_CLE_ANTHROPIC = "sk-ant-" + "api03-" + "Zx9Qw7Er5Ty3Ui1Op" * 5 + "-Lk2Jh4Gf6Ds8AA"
FAUSSE_CLE_GOOGLE = "AIza" + "Sy" + "Bq7Vn3Mx9Kp2Lw5Rt8Hj4Fd6Gs1Za0CeX"


def cles_trouvees(donnees: bytes) -> list[str]:
    """Les chaînes en forme de clé, tronquées pour ne pas recopier une vraie clé dans le rapport."""
    return [m.group()[:12].decode(errors="replace") + "…" for m in FORME_DE_CLE.finditer(donnees)]


def fichiers_du_depot() -> list[Path]:
    """Fichiers suivis par git, plus les nouveaux fichiers non ignorés (pas encore commités)."""
    try:
        sortie = subprocess.run(["git", "ls-files", "-z", "--cached", "--others",
                                 "--exclude-standard"], cwd=RACINE, capture_output=True,
                                check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        pytest.skip("pas de dépôt git ici (archive ?) : rien à parcourir")
    chemins = [RACINE / n.decode() for n in sortie.split(b"\0") if n]
    return [p for p in chemins if p.is_file()]


def test_les_motifs_reconnaissent_les_fausses_cles_et_rien_d_autre():
    assert len(FAUSSE_CLE_GOOGLE) == 39
    for cle in (FAUSSE_CLE_ANTHROPIC, FAUSSE_CLE_GOOGLE, "gh" + "p_" + "a1" * 18,
                "AK" + "IA" + "ABCDEFGH12345678", "sk-" + "proj-" + "x" * 40):
        assert cles_trouvees(f"clé = '{cle}'".encode()), cle
    for inoffensif in ("cle-du-modele-local", "sk-ant-abc123", "task-" + "x" * 40, "AIzaCourt",
                       "hf_court", "-----BEGIN PUBLIC KEY-----"):
        assert not cles_trouvees(inoffensif.encode()), inoffensif


def test_les_motifs_du_depot_sont_ceux_du_masquage():
    """Les formes cherchées dans le dépôt sont celles que `contexte.masquage` masque (copie en
    octets, gardée ici pour que la fouille du dépôt ne dépende pas du code qu'elle surveille) ;
    pour la clé privée, la fouille se contente de l'en-tête."""
    from contexte.masquage import FORMES

    assert set(MOTIFS) == set(FORMES)
    for nom, motif in MOTIFS.items():
        attendu = FORMES[nom].encode()
        assert attendu.startswith(motif) if nom == "clé privée" else attendu == motif, nom

def test_aucun_fichier_du_depot_ne_contient_de_cle():
    fichiers = fichiers_du_depot()
    assert fichiers, "git ls-files n'a rien listé"
    fautifs = {str(p.relative_to(RACINE)): cles for p in fichiers
               if (cles := cles_trouvees(p.read_bytes()))}
    assert not fautifs, f"Clés d'API (ou ce qui y ressemble) dans le dépôt : {fautifs}"


def test_aucune_sortie_de_notebook_ne_contient_de_cle():
    notebooks = [p for p in fichiers_du_depot() if p.suffix == ".ipynb"]
    notebooks += [p for p in RACINE.glob("*/*.ipynb")  # les dossiers de notebooks, même non suivis
                  if p not in notebooks and not p.relative_to(RACINE).parts[0].startswith(".")]
    fautifs = []
    for nb in notebooks:
        for i, cellule in enumerate(json.loads(nb.read_text(encoding="utf-8"))["cells"]):
            sorties = json.dumps(cellule.get("outputs", []), ensure_ascii=False).encode()
            if cles := cles_trouvees(sorties):
                fautifs.append(f"{nb.relative_to(RACINE)}, cellule {i} : {cles}")
    assert not fautifs, "Clés d'API dans des sorties de notebooks :\n" + "\n".join(fautifs)


@pytest.fixture
def fausses_cles(monkeypatch):
    """De fausses clés de forme réaliste dans l'environnement, et le mode « vrai service »."""
    for variable in ("CONTEXTE_HORS_LIGNE", "GOOGLE_API_KEY", "ANTHROPIC_AUTH_TOKEN",
                     "GOOGLE_GENAI_USE_VERTEXAI"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("ANTHROPIC_API_KEY", FAUSSE_CLE_ANTHROPIC)
    monkeypatch.setenv("GEMINI_API_KEY", FAUSSE_CLE_GOOGLE)


def sans_cle(*textes: str) -> bool:
    """Vrai si aucun des textes ne contient une des fausses clés, ni rien en forme de clé."""
    tout = "\n".join(textes)
    return (FAUSSE_CLE_ANTHROPIC not in tout and FAUSSE_CLE_GOOGLE not in tout
            and not cles_trouvees(tout.encode()))


def clients_vers_le_modele_local():
    """Les clients de cours.clients, avec la fausse clé de l'environnement, vers 127.0.0.1.

    Avec une clé, `client_anthropic()` viserait le vrai service : on lui donne l'URL du modèle
    local, et la fausse clé voyage donc vraiment dans les en-têtes des requêtes.
    """
    import threading

    from cours.clients import client_anthropic, client_gemini
    from modele_local.serveur import Serveur

    serveur = Serveur(cle=False)  # toute clé acceptée : ce sont les fausses clés qui voyagent
    threading.Thread(target=serveur.serve_forever, daemon=True).start()
    url = serveur.url
    return (client_anthropic(base_url=url, max_retries=0),
            client_gemini(max_retries=0, http_options={"base_url": url}))


def erreurs_401() -> tuple[type, ...]:
    """Les exceptions des deux SDK pour une clé refusée (Google répond 400, pas 401)."""
    from anthropic import AuthenticationError
    from google.genai.errors import ClientError

    return (AuthenticationError, ClientError)


def provoquer_401(client) -> None:
    """Une requête que le modèle local refuse comme le vrai service refuse une mauvaise clé."""
    if type(client).__module__.startswith("anthropic"):
        client.messages.create(model="hors-ligne-erreur-401", max_tokens=20,
                               messages=[{"role": "user", "content": "Bonjour"}])
    else:
        client.models.generate_content(model="hors-ligne-erreur-401", contents="Bonjour")


def test_repr_des_clients_sans_cle(fausses_cles):
    from cours.clients import client_anthropic, client_gemini

    a, g = client_anthropic(max_retries=0), client_gemini(max_retries=0)  # vrais services
    assert a.api_key == FAUSSE_CLE_ANTHROPIC  # la clé est bien là…
    assert sans_cle(repr(a), str(a), repr(a.messages), repr(g), str(g), repr(g.models))  # …cachée


def test_le_modele_local_ne_recoit_jamais_la_vraie_cle(fausses_cles, monkeypatch):
    from cours.clients import CLE_HORS_LIGNE, client_anthropic

    monkeypatch.setenv("CONTEXTE_HORS_LIGNE", "1")
    assert client_anthropic(max_retries=0).api_key == CLE_HORS_LIGNE


def test_erreur_401_sans_cle_ni_dans_le_message_ni_dans_la_trace(fausses_cles):
    from contexte.erreurs import ErreurFournisseur, traduire_erreurs

    for client in clients_vers_le_modele_local():
        with pytest.raises(erreurs_401()) as brute:
            provoquer_401(client)
        trace = "".join(traceback.format_exception(brute.value))
        assert sans_cle(str(brute.value), repr(brute.value), trace)
        with pytest.raises(ErreurFournisseur, match="clé d'API refusée") as traduite:
            with traduire_erreurs():
                provoquer_401(client)
        assert sans_cle(str(traduite.value), "".join(traceback.format_exception(traduite.value)))


def test_ni_logs_ni_fichiers_ne_contiennent_la_cle(fausses_cles, caplog, tmp_path):
    from contexte.appel_llm import llm_summarizer

    caplog.set_level(logging.DEBUG)
    for nom in ("anthropic", "httpx", "httpx2", "httpcore", "google_genai"):
        caplog.set_level(logging.DEBUG, logger=nom)
    anthropic_client, gemini_client = clients_vers_le_modele_local()
    session = Session(tmp_path / "camille.json")
    session.messages.append({"role": "user", "content": "Je suis Camille, équipe Paiements."})
    reponse = anthropic_client.messages.create(model="claude-sonnet-5", max_tokens=100,
                                               messages=session.messages)
    session.messages.append({"role": "assistant", "content": serialize_content(reponse.content)})
    session.save()
    for client in (anthropic_client, gemini_client):
        conv = RollingSummary(llm_summarizer(client), max_turns=2, keep_last=1)
        for role, texte in [("user", "J'habite à Rezé."), ("model", "Noté."), ("user", "Et ?")]:
            conv.add(role, texte)
        conv.save(tmp_path / f"resume-{type(client).__module__}.json")
        with pytest.raises(erreurs_401()):  # une erreur 401 passe aussi par les logs
            provoquer_401(client)
    assert caplog.records, "aucun log capturé : le test ne prouverait rien"
    assert sans_cle(caplog.text, *(str(r.__dict__) for r in caplog.records))
    for fichier in tmp_path.iterdir():
        assert sans_cle(fichier.read_text(encoding="utf-8")), fichier.name
