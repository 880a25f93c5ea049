"""Mauvaises entrées sur toute l'API publique : une erreur claire en français, rien perdu sur disque.

Chaque ligne du tableau : des fichiers posés dans le dossier, une action qui doit échouer, le type
d'exception et un motif du message. Pour chaque ligne, on vérifie aussi que le dossier est
identique avant et après (mêmes fichiers, mêmes octets ; seuls les fichiers de verrou, vides,
peuvent apparaître) et qu'aucun fichier temporaire ne traîne.
"""

import json
import multiprocessing
import os
import re
import shutil
import tempfile
from pathlib import Path

import pytest

from contexte import (
    ErreurEcriture,
    ErreurResume,
    FichierInvalide,
    RollingSummary,
    Session,
    couper_messages,
    fenetre_glissante,
    serialize_content,
)
from contexte.erreurs import MessagesInvalides

TEMOIN = [{"role": "user", "content": "Je m'appelle Camille, j'habite à Rezé."},
          {"role": "assistant", "content": [{"type": "text", "text": "Enchanté, Camille !"}]}]
RESUME = {"format": "contexte.RollingSummary/1", "max_turns": 2, "keep_last": 1,
          "summary": "Camille habite à Rezé.", "turns": [["user", "Je code en Rust."],
                                                       ["model", "Noté."]]}


@pytest.fixture
def dossier():
    """Un dossier traversable par tous (0755) : l'utilisateur sans droits peut y lire, pas écrire."""
    d = Path(tempfile.mkdtemp(prefix="entrees-"))
    d.chmod(0o755)
    (d / "temoin.json").write_text(json.dumps(TEMOIN, ensure_ascii=False), encoding="utf-8")
    (d / "resume.json").write_text(json.dumps(RESUME, ensure_ascii=False), encoding="utf-8")
    yield d
    shutil.rmtree(d)


def _enfant_sans_droits(action, d, sortie):
    try:
        if os.geteuid() == 0:  # la CI tourne en root, qui écrit partout : on devient « nobody »
            os.setgid(65534)
            os.setuid(65534)
        action(d)
        sortie.put(None)
    except Exception as e:  # noqa: BLE001 - renvoyé tel quel au parent
        sortie.put((type(e).__name__, str(e)))


def sans_droits(action, illisibles=()):
    """Exécute `action(d)` dans un processus qui a abandonné ses droits, et relève son exception.
    Hors root, on retire plutôt les droits : écriture du dossier, lecture des fichiers `illisibles`."""
    def executer(d):
        fichiers = [d / nom for nom in illisibles]
        if os.geteuid() != 0:  # hors root : retirer les droits suffit (root, lui, passe outre)
            d.chmod(0o555)
            for f in fichiers:
                f.chmod(0o000)
        ctx = multiprocessing.get_context("fork")
        sortie = ctx.Queue()
        p = ctx.Process(target=_enfant_sans_droits, args=(action, d, sortie))
        p.start()
        resultat = sortie.get(timeout=60)
        p.join()
        d.chmod(0o755)
        for f in fichiers:
            f.chmod(0o644)
        if resultat is not None:
            types = {"ErreurEcriture": ErreurEcriture, "FichierInvalide": FichierInvalide}
            raise types.get(resultat[0], RuntimeError)(f"{resultat[0]} : {resultat[1]}")
    return executer


def ajouter_et_sauver(chemin, message):
    s = Session(chemin)
    s.messages.append(message)
    s.save()


def remplacer_et_sauver(d, valeur):
    s = Session(d / "temoin.json")
    s.messages = valeur
    s.save()


def ajout_apres_echec(d, summarize):
    """Relit le résumé enregistré, ajoute un tour qui déclenche le résumé : il doit échouer sans rien
    perdre (ancien résumé gardé, tous les tours gardés)."""
    conv = RollingSummary.load(d / "resume.json", summarize)
    try:
        conv.add("user", "Et je passe dans l'équipe Plateforme.")
    finally:
        assert conv.summary == RESUME["summary"]
        assert [list(t) for t in conv.turns] == [*RESUME["turns"],
                                                 ["user", "Et je passe dans l'équipe Plateforme."]]


def leve(summary, old):
    raise ConnectionResetError("connexion coupée")


def resume_fournisseur_en_panne(fabrique):
    def action(d):
        from contexte.appel_llm import llm_summarizer
        ajout_apres_echec(d, llm_summarizer(fabrique(max_retries=0), model="hors-ligne-erreur-529"))
    return action


def client_anthropic(**kw):
    from cours.clients import client_anthropic
    return client_anthropic(**kw)


def client_gemini(**kw):
    from cours.clients import client_gemini
    return client_gemini(**kw)


UN = {"role": "user", "content": "x"}
# (nom, fichiers posés avant l'action, action(d), exception attendue, motif du message)
CAS = [
    ("JSON tronqué", {"s.json": b'[{"role": "user", "content": "Bonj'},
     lambda d: Session(d / "s.json"), FichierInvalide, r"pas du JSON valide.*tronqué"),
    ("JSON invalide (apostrophes)", {"s.json": b"[{'role': 'user'}]"},
     lambda d: Session(d / "s.json"), FichierInvalide, r"pas du JSON valide \(ligne 1"),
    ("JSON suivi d'autre chose", {"s.json": b"[] []"},
     lambda d: Session(d / "s.json"), FichierInvalide, r"pas du JSON valide"),
    ("fichier vide", {"s.json": b""}, lambda d: Session(d / "s.json"), FichierInvalide, r"est vide"),
    ("racine objet", {"s.json": b'{"messages": []}'}, lambda d: Session(d / "s.json"),
     FichierInvalide, r"une liste de messages est attendue, pas dict"),
    ("racine null", {"s.json": b"null"}, lambda d: Session(d / "s.json"),
     FichierInvalide, r"liste de messages est attendue, pas NoneType"),
    ("message null", {"s.json": b"[null]"}, lambda d: Session(d / "s.json"),
     FichierInvalide, r"message n°0 devrait être un objet"),
    ("message sans role", {"s.json": b'[{"content": "x"}]'}, lambda d: Session(d / "s.json"),
     FichierInvalide, r"rôle None.*'user' ou 'assistant'"),
    ("message sans content", {"s.json": b'[{"role": "user"}]'}, lambda d: Session(d / "s.json"),
     FichierInvalide, r"'content' texte ou une liste de blocs"),
    ("rôle inconnu", {"s.json": b'[{"role": "system", "content": "x"}]'},
     lambda d: Session(d / "s.json"), FichierInvalide, r"rôle 'system'"),
    ("texte non chaîne", {"s.json": b'[{"role": "user", "content": 42}]'},
     lambda d: Session(d / "s.json"), FichierInvalide, r"message n°0 doit avoir un 'content' texte"),
    ("bloc sans type", {"s.json": b'[{"role": "user", "content": [{"text": "x"}]}]'},
     lambda d: Session(d / "s.json"), FichierInvalide, r"utilisez serialize_content"),
    ("fichier latin-1", {"s.json": '[{"role": "user", "content": "Rezé"}]'.encode("latin-1")},
     lambda d: Session(d / "s.json"), FichierInvalide, r"pas en UTF-8.*Réenregistrez"),
    ("fichier UTF-16", {"s.json": '[{"role": "user", "content": "Rezé"}]'.encode("utf-16")},
     lambda d: Session(d / "s.json"), FichierInvalide, r"pas en UTF-8"),
    ("chemin None", {}, lambda d: Session(None), TypeError, r"doit être un str ou un Path"),
    ("serialize_content(None)", {}, lambda d: serialize_content(None), TypeError,
     r"attend la liste des blocs"),
    ("serialize_content(texte)", {}, lambda d: serialize_content("Bonjour"), TypeError,
     r"reponse\.content"),
    ("messages None puis save", {}, lambda d: remplacer_et_sauver(d, None), MessagesInvalides,
     r"Session non enregistrée : une liste"),
    ("ajout sans role puis save", {}, lambda d: ajouter_et_sauver(d / "temoin.json",
     {"content": "x"}), MessagesInvalides, r"Session non enregistrée.*rôle None"),
    ("ajout non chaîne puis save", {}, lambda d: ajouter_et_sauver(d / "temoin.json",
     {"role": "user", "content": 3.5}), MessagesInvalides, r"Session non enregistrée"),
    ("ajout d'un texte non encodable", {}, lambda d: ajouter_et_sauver(d / "temoin.json",
     {"role": "user", "content": "\udcff"}), FichierInvalide, r"impossible à écrire en UTF-8"),
    ("chemin qui est un dossier", {}, lambda d: Session(d), FichierInvalide, r"est un dossier"),
    ("dossier absent", {}, lambda d: ajouter_et_sauver(d / "absent" / "s.json", UN),
     ErreurEcriture, r"Impossible d'écrire dans le dossier .*absent"),
    ("chemin sous un fichier", {}, lambda d: ajouter_et_sauver(d / "temoin.json" / "s.json", UN),
     ErreurEcriture, r"Impossible d'écrire dans le dossier"),
    ("dossier protégé (utilisateur sans droits)", {},
     sans_droits(lambda d: ajouter_et_sauver(d / "temoin.json", UN)),
     ErreurEcriture, r"Impossible d'écrire dans le dossier .*n'a pas été modifié"),
    ("fichier illisible (utilisateur sans droits)", {"prive.json": b"[]"},
     sans_droits(lambda d: Session(d / "prive.json"), illisibles=("prive.json",)),
     FichierInvalide, r"permission refusée"),
    ("système de fichiers en lecture seule (/proc)", {},
     lambda d: ajouter_et_sauver(Path("/proc/contexte-session.json"), UN),
     ErreurEcriture, r"Impossible d'écrire dans le dossier /proc"),
    ("max_turns=0", {}, lambda d: RollingSummary(leve, max_turns=0), ValueError,
     r"max_turns doit être un entier ≥ 1, pas 0"),
    ("max_turns texte", {}, lambda d: RollingSummary(leve, max_turns="12"), ValueError,
     r"max_turns doit être un entier"),
    ("max_turns booléen", {}, lambda d: RollingSummary(leve, max_turns=True), ValueError,
     r"max_turns doit être un entier"),
    ("keep_last négatif", {}, lambda d: RollingSummary(leve, keep_last=-1), ValueError,
     r"keep_last doit être un entier ≥ 0"),
    ("keep_last flottant", {}, lambda d: RollingSummary(leve, keep_last=2.5), ValueError,
     r"keep_last doit être un entier"),
    ("keep_last > max_turns", {}, lambda d: RollingSummary(leve, max_turns=4, keep_last=5),
     ValueError, r"ne peut pas dépasser max_turns"),
    ("summarize absent", {}, lambda d: RollingSummary(None), ValueError, r"summarize doit être"),
    ("rôle inconnu dans add", {}, lambda d: RollingSummary(leve).add("assistant", "x"),
     ValueError, r"Rôle inconnu 'assistant'.*'model'"),
    ("texte None dans add", {}, lambda d: RollingSummary(leve).add("user", None), ValueError,
     r"doit être une chaîne \(str\), pas NoneType"),
    ("summarize qui lève", {}, lambda d: ajout_apres_echec(d, leve), ErreurResume,
     r"Le résumé a échoué \(ConnectionResetError.*Rien n'est perdu"),
    ("summarize qui renvoie None", {}, lambda d: ajout_apres_echec(d, lambda s, o: None),
     ErreurResume, r"a renvoyé None au lieu d'un texte non vide"),
    ("summarize qui renvoie des blancs", {}, lambda d: ajout_apres_echec(d, lambda s, o: "  \n"),
     ErreurResume, r"au lieu d'un texte non vide"),
    ("summarize qui renvoie une liste", {}, lambda d: ajout_apres_echec(d, lambda s, o: ["r"]),
     ErreurResume, r"a renvoyé \['r'\]"),
    ("fournisseur en panne pendant le résumé (Anthropic)", {},
     resume_fournisseur_en_panne(client_anthropic), ErreurResume,
     r"Le résumé a échoué.*anthropic.*529.*Rien n'est perdu"),
    ("fournisseur en panne pendant le résumé (Gemini)", {},
     resume_fournisseur_en_panne(client_gemini), ErreurResume,
     r"Le résumé a échoué.*gemini.*Rien n'est perdu"),
    ("load d'une session comme résumé", {}, lambda d: RollingSummary.load(d / "temoin.json", leve),
     FichierInvalide, r"n'est pas un résumé glissant"),
    ("load d'un résumé absent", {}, lambda d: RollingSummary.load(d / "absent.json", leve),
     FileNotFoundError, r"n'existe pas : vérifiez le chemin"),
    ("load d'un résumé au rôle inconnu", {"r.json": json.dumps(
        {**RESUME, "turns": [["assistant", "x"]]}).encode()},
     lambda d: RollingSummary.load(d / "r.json", leve), FichierInvalide, r"Rôle inconnu"),
    ("couper_messages(n négatif)", {}, lambda d: couper_messages(TEMOIN, -1), ValueError,
     r"doit être un entier ≥ 0"),
    ("couper_messages(None)", {}, lambda d: couper_messages(None, 2), ValueError,
     r"messages doit être une liste"),
    ("fenêtre de taille 0", {}, lambda d: fenetre_glissante(0), ValueError, r"entier ≥ 1"),
]
MOTS_FRANCAIS = re.compile(r"\b(le|la|les|un|une|pas|est|doit|dans|du|de)\b")


def photo(d: Path) -> dict[str, bytes]:
    """Tous les fichiers du dossier et leurs octets, sauf les verrous (vides, créés à la demande)."""
    return {str(p.relative_to(d)): p.read_bytes() for p in sorted(d.rglob("*"))
            if p.is_file() and not p.name.endswith(".lock")}


def test_le_tableau_couvre_au_moins_vingt_cas():
    assert len(CAS) >= 20 and len({nom for nom, *_ in CAS}) == len(CAS)


@pytest.mark.parametrize("nom, fichiers, action, exception, motif", CAS, ids=[c[0] for c in CAS])
def test_entree_invalide(dossier, nom, fichiers, action, exception, motif):
    if "/proc" in nom and not Path("/proc/self").exists():
        pytest.skip("pas de /proc sur ce système")
    for nom_fichier, contenu in fichiers.items():
        (dossier / nom_fichier).write_bytes(contenu)
        if nom_fichier.startswith("prive"):
            (dossier / nom_fichier).chmod(0o600)  # lisible par son propriétaire seul
    avant = photo(dossier)
    with pytest.raises(exception) as erreur:
        action(dossier)
    message = str(erreur.value)
    assert re.search(motif, message, re.DOTALL), message
    assert MOTS_FRANCAIS.search(message), f"message pas en français : {message}"
    assert photo(dossier) == avant  # rien perdu ni écrasé, aucun temporaire laissé
