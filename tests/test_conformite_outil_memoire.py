"""Le modèle local tient l'outil mémoire `memory_20250818` (vrais SDK, back end `OutilMemoire`).

Doc : platform.claude.com/docs/en/agents-and-tools/tool-use/memory-tool (lue le 2026-12-01).
"""

import anthropic
import pytest
from google.genai import types

from contexte.outil_memoire import COMMANDES, OutilMemoire
from cours.clients import MODELE_ANTHROPIC, MODELE_GEMINI, client_anthropic, client_gemini

OUTIL = [{"type": "memory_20250818", "name": "memory"}]


def boucle(client, outil, texte, journal=None):
    messages = [{"role": "user", "content": texte}]
    while True:
        r = client.messages.create(model=MODELE_ANTHROPIC, max_tokens=500, messages=messages,
                                   tools=OUTIL)
        messages.append({"role": "assistant", "content": r.content})
        appels = [b for b in r.content if b.type == "tool_use"]
        if not appels:
            return " ".join(b.text for b in r.content if b.type == "text")
        if journal is not None:
            journal += [b.input for b in appels]
        messages.append({"role": "user", "content": [outil.resultat(b) for b in appels]})


def test_consulte_la_memoire_d_abord(client):
    r = client.messages.create(model=MODELE_ANTHROPIC, max_tokens=300, tools=OUTIL,
                               messages=[{"role": "user", "content": "Bonjour !"}])
    assert r.stop_reason == "tool_use"
    assert [b.input for b in r.content if b.type == "tool_use"] == [
        {"command": "view", "path": "/memories"}]


def test_un_fichier_par_sujet_mis_a_jour_sur_place(client, tmp_path):
    outil, journal = OutilMemoire(tmp_path / "m"), []
    boucle(client, outil, "Je suis dans l'équipe Paiements.", journal)
    boucle(client, outil, "Je quitte l'équipe Paiements et je rejoins l'équipe Plateforme.", journal)
    boucle(client, outil, "Ma collègue Inès est dans l'équipe Data.")
    boucle(client, outil, "Ma clé d'API est sk-" + "ant-api03-" + "k" * 24 + ".")
    assert [j["command"] for j in journal] == ["view", "create", "view", "view", "str_replace"]
    assert sorted(p.name for p in outil.racine.iterdir()) == ["equipe.md"]
    assert (outil.racine / "equipe.md").read_text() == "L'utilisateur est dans l'équipe Plateforme.\n"
    assert boucle(client, outil, "Quelle est mon équipe ?") == "Vous êtes dans l'équipe Plateforme."
    assert "retiré" in boucle(client, outil, "Oublie mon équipe.")
    assert list(outil.racine.iterdir()) == []


def test_erreur_dans_un_resultat_ne_bloque_pas(client):
    """Un tool_result en erreur (chemin refusé) : le modèle passe au pas suivant et le dit."""
    messages = [{"role": "user", "content": "Quelle est mon équipe ?"}]
    r = client.messages.create(model=MODELE_ANTHROPIC, max_tokens=300, tools=OUTIL,
                               messages=messages)
    appel = next(b for b in r.content if b.type == "tool_use")
    messages += [{"role": "assistant", "content": r.content},
                 {"role": "user", "content": [{"type": "tool_result", "tool_use_id": appel.id,
                                               "content": "Chemin refusé : …", "is_error": True}]}]
    r = client.messages.create(model=MODELE_ANTHROPIC, max_tokens=300, tools=OUTIL,
                               messages=messages)
    assert r.stop_reason == "end_turn" and "Chemin refusé" in r.content[-1].text


def test_nom_autre_que_memory_refuse(client):
    with pytest.raises(anthropic.BadRequestError, match="Input should be 'memory'"):
        client.messages.create(model=MODELE_ANTHROPIC, max_tokens=50,
                               tools=[{"type": "memory_20250818", "name": "souvenirs"}],
                               messages=[{"role": "user", "content": "Bonjour"}])


def test_tool_runner_du_sdk(tmp_path):
    outil = OutilMemoire(tmp_path / "m")
    runner = client_anthropic(max_retries=0).beta.messages.tool_runner(
        model=MODELE_ANTHROPIC, max_tokens=500, tools=[outil.pour_sdk()], thread=False,
        messages=[{"role": "user", "content": "Je suis allergique aux arachides."}])
    dernier = list(runner)[-1]
    assert dernier.content[-1].text.startswith("C'est noté dans ma mémoire")
    assert (outil.racine / "allergie.md").exists()


def test_gemini_fonction_ordinaire(tmp_path):
    """Gemini n'a pas d'outil mémoire : une déclaration de fonction ordinaire, même boucle."""
    outil, g = OutilMemoire(tmp_path / "m"), client_gemini(max_retries=0)
    decl = types.FunctionDeclaration(name="memoire", description="Fichiers de mémoire.",
                                     parameters_json_schema={"type": "object", "properties": {
                                         "command": {"type": "string", "enum": list(COMMANDES)},
                                         "path": {"type": "string"}}, "required": ["command"]})
    config = types.GenerateContentConfig(tools=[types.Tool(function_declarations=[decl])])
    for question in ("Je code surtout en Go.", "En quel langage est-ce que je code ?"):
        contenus = [types.Content(role="user", parts=[types.Part(text=question)])]
        while (r := g.models.generate_content(model=MODELE_GEMINI, contents=contenus,
                                              config=config)).function_calls:
            contenus.append(r.candidates[0].content)
            contenus.append(types.Content(role="user", parts=[types.Part.from_function_response(
                name=a.name, response={"output": outil.resultat(
                    {"id": "x", "input": dict(a.args)})["content"]}) for a in r.function_calls]))
    assert r.text == "Vous codez surtout en Go."


def test_derive_commet_des_fautes_reproductibles(tmp_path):
    etats = []
    for essai in range(2):
        outil = OutilMemoire(tmp_path / f"m{essai}")
        c = client_anthropic(max_retries=0, derive=0)
        for t in ("Je suis dans l'équipe Paiements.", "Je rejoins l'équipe Plateforme."):
            boucle(c, outil, t)
        etats.append((outil.racine / "equipe.md").read_text())
    assert etats[0] == etats[1] == "L'utilisateur est dans l'équipe Paiements.\n"  # changement manqué
