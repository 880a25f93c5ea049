"""Propriétés (hypothesis) des règles Anthropic du modèle local : flux, signatures, catalogue."""

from anthropic._models import construct_type
from anthropic.lib.streaming._messages import accumulate_event
from anthropic.types import Message, RawMessageStreamEvent
from hypothesis import given, settings
from hypothesis import strategies as st

from modele_local.anthropic.flux import evenements, morceaux
from modele_local.anthropic.liaison import lire_signature, signer_pensee
from modele_local.catalogue import CLAUDE, GEMINI, cible, fiche

TEXTES = st.text(st.characters(blacklist_categories=("Cs",)), max_size=200)


@given(TEXTES, st.integers(1, 40))
def test_morceaux_recollent_le_texte(texte, taille):
    assert "".join(morceaux(texte, taille)) == texte
    assert all(m for m in morceaux(texte, taille))


def _message(blocs):
    return {"id": "msg_01x", "type": "message", "role": "assistant", "model": "claude-sonnet-5-5",
            "content": blocs, "stop_reason": "end_turn", "stop_sequence": None,
            "usage": {"input_tokens": 3, "output_tokens": 7}}


BLOC = st.one_of(
    st.builds(lambda t: {"type": "text", "text": t}, TEXTES.filter(bool)),
    st.builds(lambda t, s: {"type": "thinking", "thinking": t, "signature": s}, TEXTES,
              st.text("abc", min_size=1, max_size=9)),
    st.builds(lambda n, v: {"type": "tool_use", "id": "toolu_01x", "name": n, "input": v},
              st.text("abcdef", min_size=1, max_size=8),
              st.dictionaries(st.text("xyz", min_size=1, max_size=3),
                              st.one_of(st.integers(), TEXTES), max_size=3)),
)


@settings(max_examples=60)
@given(st.lists(BLOC, max_size=4))
def test_le_sdk_reconstruit_le_message_a_partir_des_evenements(blocs):
    attendu = _message(blocs)
    instantane, tampons = None, {}
    for nom, donnees in evenements(attendu):
        if nom == "ping":
            continue
        evt = construct_type(type_=RawMessageStreamEvent, value=donnees)
        instantane = accumulate_event(event=evt, current_snapshot=instantane,
                                      json_bufs=tampons)
    recu = instantane.model_dump(exclude_none=True)
    for b in recu["content"]:
        b.pop("parsed_output", None)
    assert recu == Message.model_validate(attendu).model_dump(exclude_none=True)


@given(TEXTES, st.booleans(), st.sampled_from([None, "a" * 64]))
def test_signature_relit_son_texte_et_refuse_une_retouche(texte, affiche, etat):
    s = signer_pensee("claude-sonnet-5-5", etat, texte, affiche)
    assert lire_signature(s, texte) == {"m": "claude-sonnet-5-5", "p": etat,
                                        "t": lire_signature(s, texte)["t"], "a": affiche}
    assert lire_signature(s, texte + "x") is None
    assert (lire_signature(s, "") is not None) == (texte == "" or not affiche)
    assert lire_signature(s[:-2] + "AA", texte) is None or s.endswith("AA")


@given(st.sampled_from([n for f in CLAUDE + GEMINI for n in (f.id, *f.alias)]))
def test_tout_nom_du_catalogue_se_resout(nom):
    f = fiche(nom)
    assert f is not None and nom in (f.id, *f.alias) and cible(nom) is not None
    assert fiche("models/" + nom) is f
