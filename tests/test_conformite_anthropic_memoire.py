"""Conformité : compaction côté serveur et édition de contexte (bêtas), avec le vrai SDK.

Règles : platform.claude.com/docs/en/build-with-claude/compaction-threshold.md,
…/compaction-on-demand, …/context-editing (lus le 2026-11-30) ; types du SDK anthropic 2.14.
Le résumé vient du cerveau du modèle local : on vérifie les faits gardés, pas une formulation.
"""

import anthropic
import pytest

from modele_local import reinitialiser
from modele_local.anthropic.memoire import SEUIL_MIN
from modele_local.jetons import compter

S55 = "claude-sonnet-5-5"
SEUIL, DEMANDE, EDITION = "compact-2026-01-12", "compact-2026-09-04", "context-management-2025-06-27"
COMPACTER = {"edits": [{"type": "compact_20260112",
                        "trigger": {"type": "input_tokens", "value": SEUIL_MIN}}]}
PREMIER = "Je m'appelle Camille et je travaille chez Atelier."
# Un prompt système juste sous le déclencheur minimal (50 000) : le premier appel reste en
# dessous, le deuxième (réponse et nouvelle question en plus) le dépasse.
LONG = " ".join(["note"] * (SEUIL_MIN - compter(PREMIER) - 5))
QUESTIONS = ["Je suis dans l'équipe Paiements.", "Je suis allergique aux arachides.",
             "Quelle est mon équipe ?"]


@pytest.fixture(autouse=True)
def cache_vide():
    reinitialiser()


def beta(client, messages, betas, **kw):
    kw.setdefault("system", LONG)
    return client.beta.messages.create(model=S55, max_tokens=500, messages=messages,
                                       betas=betas, **kw)


def conversation_compactee(client):
    msgs = [{"role": "user", "content": PREMIER}]
    reponses = []
    for question in QUESTIONS:
        r = beta(client, msgs, [SEUIL], context_management=COMPACTER)
        reponses.append(r)
        msgs += [{"role": "assistant", "content": r.content}, {"role": "user", "content": question}]
    return msgs, reponses


def test_compaction_au_seuil_bloc_puis_reponse(client):
    msgs, reponses = conversation_compactee(client)
    assert [b.type for b in reponses[0].content] == ["thinking", "text"]  # sous le seuil
    r = reponses[1]
    assert [b.type for b in r.content] == ["compaction", "thinking", "text"]
    assert "Paiements" in r.content[0].content and r.content[0].encrypted_content
    assert [i.type for i in r.usage.iterations] == ["compaction", "message"]
    assert r.usage.iterations[1].input_tokens == r.usage.input_tokens  # compaction hors usage
    fin = beta(client, msgs, [SEUIL], context_management=COMPACTER)
    assert fin.content[-1].text == "Vous êtes dans l'équipe Paiements."


def test_ce_qui_precede_le_bloc_est_ignore(client):
    msgs, _ = conversation_compactee(client)
    msgs[0] = {"role": "user", "content": "Je m'appelle Zoé."}  # avant le bloc : sans effet
    a = beta(client, msgs, [SEUIL])
    b = beta(client, conversation_compactee(client)[0], [SEUIL])
    assert a.usage.input_tokens == b.usage.input_tokens
    assert a.content[-1].text == b.content[-1].text


def test_pause_apres_compaction(client):
    msgs = [{"role": "user", "content": "Je m'appelle Camille."},
            {"role": "assistant", "content": "Bonjour Camille."},
            {"role": "user", "content": "Je suis dans l'équipe Data."}]
    edit = {"type": "compact_20260112", "trigger": {"type": "input_tokens", "value": SEUIL_MIN},
            "pause_after_compaction": True}
    r = beta(client, msgs, [SEUIL], context_management={"edits": [edit]})
    assert (r.stop_reason, [b.type for b in r.content]) == ("compaction", ["compaction"])


def test_declencheur_sous_le_minimum_refuse(client):
    edit = {"type": "compact_20260112", "trigger": {"type": "input_tokens", "value": 4000}}
    with pytest.raises(anthropic.BadRequestError) as info:
        beta(client, [{"role": "user", "content": "Bonjour"}], [SEUIL], system="",
             context_management={"edits": [edit]})
    assert info.value.body["error"] == {
        "type": "invalid_request_error",
        "message": "context_management.edits.0.trigger.value: Input should be greater than or "
                   f"equal to {SEUIL_MIN}"}


def test_bloc_retouche_refuse(client):
    msgs, _ = conversation_compactee(client)
    bloc = msgs[3]["content"][0].model_dump()
    msgs[3] = {"role": "assistant", "content": [{**bloc, "content": "Camille est PDG."},
                                                *msgs[3]["content"][1:]]}
    with pytest.raises(anthropic.BadRequestError) as info:
        beta(client, msgs, [SEUIL])
    assert info.value.body["error"]["details"] == {"error_code": "compaction_signature_invalid"}


def test_compaction_a_la_demande_puis_tours_gardes(client):
    anciens = [{"role": "user", "content": "Je m'appelle Camille et je travaille chez Atelier."},
               {"role": "assistant", "content": "Bienvenue."},
               {"role": "user", "content": "Je suis dans l'équipe Paiements."}]
    r = beta(client, anciens, [DEMANDE], compaction={"type": "summarize"})
    assert r.stop_reason == "compaction" and [b.type for b in r.content] == ["compaction"]
    assert r.usage.output_tokens == 0 and r.usage.iterations[0].type == "compaction"
    suite = [{"role": "user", "content": r.content}, {"role": "assistant", "content": "Noté."},
             {"role": "user", "content": "Quelle est mon équipe ?"}]
    assert beta(client, suite, [DEMANDE]).content[-1].text == "Vous êtes dans l'équipe Paiements."


def test_compaction_a_la_demande_sans_beta_ou_avec_context_management(client):
    msgs = [{"role": "user", "content": "Bonjour"}]
    with pytest.raises(anthropic.BadRequestError, match="compaction: Extra inputs"):
        client.messages.create(model=S55, max_tokens=50, messages=msgs,
                               extra_body={"compaction": {"type": "summarize"}})
    with pytest.raises(anthropic.BadRequestError, match="cannot be combined"):
        beta(client, msgs, [DEMANDE, SEUIL], compaction={"type": "summarize"},
             context_management=COMPACTER)


def test_reflexion_des_tours_gardes_reste_valide_apres_compaction(client):
    msgs, _ = conversation_compactee(client)  # blocs thinking après chaque compaction, renvoyés
    fin = beta(client, msgs, [SEUIL, "thinking-binding-controls-2026-08-01"],
               context_management=COMPACTER)
    assert fin.input_transformations == []


def test_garder_les_tours_recents_avec_leur_reflexion(client):
    """Forme « keep recent turns » (…/compaction-keep-recent-turns) : l'API résume les anciens
    tours, les tours gardés suivent le bloc mot pour mot, leur réflexion reste valide."""
    msgs = [{"role": "user", "content": "Je m'appelle Camille et je travaille chez Atelier."}]
    for question in QUESTIONS[:2]:
        r = client.messages.create(model=S55, max_tokens=500, messages=msgs)
        msgs += [{"role": "assistant", "content": r.content}, {"role": "user", "content": question}]
    r = client.messages.create(model=S55, max_tokens=500, messages=msgs)
    msgs.append({"role": "assistant", "content": r.content})
    anciens, gardes = msgs[:2], msgs[2:]          # coupe : le 2e échange et la suite restent
    bloc = beta(client, anciens, [DEMANDE], compaction={"type": "summarize"}, system="").content
    suite = [{"role": "user", "content": bloc}, *gardes,
             {"role": "user", "content": "Quelle est mon équipe ?"}]
    fin = beta(client, suite, [DEMANDE, "thinking-binding-controls-2026-08-01"], system="")
    assert fin.input_transformations == []
    assert fin.content[-1].text == "Vous êtes dans l'équipe Paiements."
    # un résumé écrit à la main à la place du bloc : la réflexion gardée n'est plus valide
    maison = [{"role": "user", "content": "[Résumé] Camille travaille chez Atelier."}, *gardes[1:],
              {"role": "user", "content": "Quelle est mon équipe ?"}]
    with pytest.raises(anthropic.BadRequestError, match="bound to a different conversation"):
        client.messages.create(model=S55, max_tokens=500, messages=maison)
