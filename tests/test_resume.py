"""Tests de RollingSummary : la règle du seed, la validation, « résumer d'abord, remplacer ensuite »."""

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import contexte
from contexte import ErreurResume, FichierInvalide, RollingSummary

# Tout Unicode sauf les moitiés de paires de substitution : l'alphabet de `st.text()`, sans la table
# de codec UTF-8 qu'Hypothesis met ~5 s à construire dans un clone neuf (.hypothesis/ absent).
UNICODE = st.characters(exclude_categories=["Cs"])


def test_rolling_summary_keeps_last_turns():
    calls = []
    conv = contexte.RollingSummary(lambda s, old: calls.append(len(old)) or f"résumé de {len(old)} tours",
                                   max_turns=4, keep_last=2)
    for i in range(5):
        conv.add("user", f"m{i}")
    assert calls == [3] and conv.summary == "résumé de 3 tours"
    assert conv.turns == [("user", "m3"), ("user", "m4")]


def journal():
    """Un summarize qui note chacun de ses appels : (ancien résumé, tours reçus)."""
    appels = []

    def summarize(summary, old):
        appels.append((summary, list(old)))
        return f"R{len(appels)}"
    return summarize, appels


def test_scenario_du_seed_13_tours_max_12():
    summarize, appels = journal()
    conv = RollingSummary(summarize)  # 12 / 6 par défaut
    tours = [("user" if i % 2 == 0 else "model", f"tour {i + 1}") for i in range(13)]
    for role, texte in tours:
        conv.add(role, texte)
    assert appels == [("", tours[:7])]                    # tours 1 à 7 résumés
    assert conv.summary == "R1" and conv.turns == tours[7:]  # tours 8 à 13 mot pour mot


def test_vingt_tours_de_camille():
    summarize, appels = journal()
    conv = RollingSummary(summarize)
    tours = contexte.camille_session1()
    for role, texte in tours:
        conv.add(role, texte)
    assert [len(old) for _, old in appels] == [7, 7]
    assert appels[1][0] == "R1"                          # le résumé précédent est repris
    assert conv.turns == tours[14:]                      # tours 15 à 20 mot pour mot…
    assert "équipe Plateforme" in conv.turns[-2][1]      # …dont le changement d'équipe


def test_keep_last_zero_resume_tout():
    summarize, appels = journal()
    conv = RollingSummary(summarize, max_turns=2, keep_last=0)
    for i in range(3):
        conv.add("user", f"m{i}")
    assert conv.turns == [] and len(appels[0][1]) == 3   # le piège xs[-0:] aurait tout gardé


def test_keep_last_egal_max_turns():
    summarize, appels = journal()
    conv = RollingSummary(summarize, max_turns=3, keep_last=3)
    for i in range(4):
        conv.add("model", f"m{i}")
    assert appels == [("", [("model", "m0")])] and len(conv.turns) == 3


def test_un_tour_et_accents():
    conv = RollingSummary(lambda s, o: "x")
    conv.add("user", "Je suis allergique aux arachides, ça compte ?")
    assert conv.summary == "" and conv.turns == [("user", "Je suis allergique aux arachides, ça compte ?")]


@pytest.mark.parametrize("kwargs, extrait", [
    ({"max_turns": 0}, "max_turns doit être un entier ≥ 1"),
    ({"max_turns": -3}, "max_turns"),
    ({"max_turns": 4.0}, "max_turns"),
    ({"keep_last": -1}, "keep_last doit être un entier ≥ 0"),
    ({"keep_last": True}, "keep_last"),
    ({"max_turns": 4, "keep_last": 5}, "ne peut pas dépasser max_turns"),
])
def test_arguments_invalides(kwargs, extrait):
    with pytest.raises(ValueError, match=extrait):
        RollingSummary(lambda s, o: "x", **kwargs)


def test_summarize_non_appelable():
    with pytest.raises(ValueError, match="summarize doit être une fonction"):
        RollingSummary("pas une fonction")


@pytest.mark.parametrize("role, texte, extrait", [
    ("assistant", "x", "utilisez 'user' ou 'model'"),
    ("", "x", "Rôle inconnu"),
    ("user", None, "pas NoneType"),
    ("user", b"octets", "pas bytes"),
])
def test_tours_invalides(role, texte, extrait):
    conv = RollingSummary(lambda s, o: "x")
    with pytest.raises(ValueError, match=extrait):
        conv.add(role, texte)
    assert conv.turns == []


def panne(summary, old):
    raise TimeoutError("le fournisseur ne répond pas")


@pytest.mark.parametrize("summarize, extrait", [
    (panne, "TimeoutError"),
    (lambda s, o: None, "None"),
    (lambda s, o: 42, "42"),
    (lambda s, o: "   ", "texte non vide"),
])
def test_resumer_d_abord_remplacer_ensuite(summarize, extrait):
    conv = RollingSummary(lambda s, o: "ancien", max_turns=2, keep_last=1)
    for i in range(3):
        conv.add("user", f"m{i}")
    assert conv.summary == "ancien" and conv.turns == [("user", "m2")]
    conv.summarize = summarize
    conv.add("user", "m3")
    with pytest.raises(ErreurResume, match=extrait):
        conv.add("user", "m4")
    assert conv.summary == "ancien"                                   # résumé inchangé
    assert conv.turns == [("user", "m2"), ("user", "m3"), ("user", "m4")]  # aucun tour perdu
    conv.summarize = lambda s, o: s + " + " + ",".join(t for _, t in o)
    conv.add("user", "m5")                                            # la compaction reprend
    assert conv.summary == "ancien + m2,m3,m4" and conv.turns == [("user", "m5")]


@settings(max_examples=100, deadline=None)  # 100 : la valeur par défaut, écrite pour être vue
@given(st.integers(1, 8).flatmap(lambda m: st.tuples(st.just(m), st.integers(0, m))),
       st.lists(st.tuples(st.sampled_from(["user", "model"]), st.text(UNICODE, max_size=5)), max_size=40))
def test_propriete_rien_ne_se_perd(reglages, tours):
    max_turns, keep_last = reglages
    summarize, appels = journal()
    conv = RollingSummary(summarize, max_turns=max_turns, keep_last=keep_last)
    for role, texte in tours:
        conv.add(role, texte)
        assert len(conv.turns) <= max_turns
    resumes = [t for _, old in appels for t in old]
    assert resumes + conv.turns == tours          # chaque tour : résumé une fois, ou gardé, dans l'ordre
    if appels:
        assert len(conv.turns) >= keep_last
        assert all(len(old) == max_turns + 1 - keep_last for _, old in appels)


def test_save_load_aller_retour(tmp_path):
    conv = RollingSummary(lambda s, o: "Camille est allergique aux arachides.", max_turns=2, keep_last=1)
    for t in ["Bonjour", "Rezé", "équipe Paiements"]:
        conv.add("user", t)
    chemin = tmp_path / "resume.json"
    conv.save(chemin)
    assert "arachides" in chemin.read_text(encoding="utf-8")
    relu = RollingSummary.load(chemin, conv.summarize)
    assert (relu.summary, relu.turns, relu.max_turns, relu.keep_last) == (
        conv.summary, conv.turns, 2, 1)


@pytest.mark.parametrize("contenu, extrait", [
    ('{"format": "contexte.RollingSummary/1", "max_turns": 2', "pas du JSON valide"),
    ("[]", "champ format"),
    ('{"format": "contexte.RollingSummary/1", "max_turns": 2, "keep_last": 5, '
     '"summary": "", "turns": []}', "ne peut pas dépasser"),
    ('{"format": "contexte.RollingSummary/1", "max_turns": 2, "keep_last": 1, '
     '"summary": "", "turns": [["robot", "x"]]}', "Rôle inconnu"),
    ('{"format": "contexte.RollingSummary/1", "max_turns": 2, "keep_last": 1, "summary": 3, '
     '"turns": []}', "summary doit être un texte"),
])
def test_load_invalide_ne_touche_pas_le_fichier(tmp_path, contenu, extrait):
    chemin = tmp_path / "resume.json"
    chemin.write_text(contenu, encoding="utf-8")
    with pytest.raises(FichierInvalide, match=extrait):
        RollingSummary.load(chemin, lambda s, o: "x")
    assert chemin.read_text(encoding="utf-8") == contenu


# --- relecture critique : cas limites ajoutés (chacun échouait avant sa correction)


def test_save_d_un_etat_inrelisible_refuse_et_rien_ecrit(tmp_path):
    chemin = tmp_path / "resume.json"
    conv = RollingSummary(lambda s, o: "x")
    conv.add("user", "Bonjour")
    conv.save(chemin)
    avant = chemin.read_bytes()
    conv.turns.append(("assistant", "ajouté à la main"))   # « assistant » : load() le refuserait
    with pytest.raises(ValueError, match="Rôle inconnu 'assistant'"):
        conv.save(chemin)
    conv.turns[-1] = ("model", "\udcff")                   # moitié d'emoji : pas d'UTF-8 possible
    with pytest.raises(FichierInvalide, match="impossible à écrire en UTF-8"):
        conv.save(chemin)
    assert chemin.read_bytes() == avant and not list(tmp_path.glob(".*.tmp"))


@pytest.mark.parametrize("tour", [5, "ab", ["user", "a", "b"], None])
def test_load_tour_mal_forme_message_en_francais(tmp_path, tour):
    chemin = tmp_path / "resume.json"
    chemin.write_text('{"format": "contexte.RollingSummary/1", "max_turns": 2, "keep_last": 1, '
                      f'"summary": "", "turns": [{json.dumps(tour)}]}}', encoding="utf-8")
    with pytest.raises(FichierInvalide, match=r"le tour n°0 devrait être une paire \[rôle, texte\]"):
        RollingSummary.load(chemin, lambda s, o: "x")


@pytest.mark.parametrize("tours", [[("assistant", "Bonjour")], [("user",)], ["Bonjour"]])
def test_vers_messages_anthropic_refuse_un_tour_invalide(tours):
    with pytest.raises(ValueError, match="Rôle inconnu|paire"):
        contexte.vers_messages_anthropic(tours)


def test_load_sans_summarize_accuse_l_argument_pas_le_fichier(tmp_path):
    chemin = tmp_path / "resume.json"
    RollingSummary(lambda s, o: "x").save(chemin)
    with pytest.raises(ValueError, match="summarize doit être une fonction") as e:
        RollingSummary.load(chemin, None)
    assert not isinstance(e.value, FichierInvalide)   # le fichier, lui, est valide


def test_save_nettoie_les_restes_d_un_crash(tmp_path):
    chemin = tmp_path / "resume.json"
    reste = tmp_path / ".resume.json.k2j4h5g6.tmp"          # laissé par un processus tué
    reste.write_text('{"format": "contexte.Roll', encoding="utf-8")
    RollingSummary(lambda s, o: "x").save(chemin)
    assert not reste.exists()
    assert RollingSummary.load(chemin, lambda s, o: "x").turns == []
