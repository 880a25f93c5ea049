"""Arguments d'outil remplis selon le schéma : textes, nombres, énumérations, objets imbriqués, unicode."""

import pytest

from modele_local.comprehension.arguments import remplir


def objet(proprietes, requis=()):
    return {"type": "object", "properties": proprietes, "required": list(requis)}


TEXTE, ENTIER, NOMBRE = {"type": "string"}, {"type": "integer"}, {"type": "number"}


@pytest.mark.parametrize("schema, question, force, attendu", [
    # un lieu pour un champ de lieu
    (objet({"city": TEXTE}, ["city"]), "What's the weather in Québec?", False, {"city": "Québec"}),
    # le texte cité, guillemets français ou simples, unicode compris
    (objet({"titre": TEXTE}, ["titre"]), "Crée une note « Liste des courses ».", False,
     {"titre": "Liste des courses"}),
    (objet({"customer_name": TEXTE}, ["customer_name"]), "Add customer 'Zoë Ødegård'.", False,
     {"customer_name": "Zoë Ødegård"}),
    # « named X » pour un champ de nom
    (objet({"name": TEXTE}, ["name"]), "Create a project named Atlas.", False, {"name": "Atlas"}),
    # nombres dans l'ordre, entier arrondi
    (objet({"a": ENTIER, "b": NOMBRE}, ["a", "b"]), "Ajoute 3 et 4,5.", False, {"a": 3, "b": 4.5}),
    # énumération : la valeur citée, sinon la première si l'appel est forcé
    (objet({"unit": {"type": "string", "enum": ["celsius", "fahrenheit"]}}, ["unit"]),
     "En Fahrenheit s'il te plaît.", False, {"unit": "fahrenheit"}),
    (objet({"unit": {"type": "string", "enum": ["celsius", "fahrenheit"]}}, ["unit"]),
     "La météo ?", True, {"unit": "celsius"}),
    # objet imbriqué : chaque propriété remplie à son tour
    (objet({"event": objet({"title": TEXTE, "place": TEXTE}, ["title"])}, ["event"]),
     "Schedule \"Team lunch\" in Lyon.", False,
     {"event": {"title": "Team lunch", "place": "Lyon"}}),
    # champ facultatif à la pydantic (anyOf avec null) ; tableau d'une valeur
    (objet({"tags": {"type": "array", "items": TEXTE},
            "note": {"anyOf": [TEXTE, {"type": "null"}]}}), "Tag it « urgent ».", False,
     {"tags": ["urgent"]}),
    # appel forcé, aucun indice : le mot mis en avant par sa majuscule
    (objet({"answer_style": TEXTE}), "Using the tool, generate a Pirate greeting.", True,
     {"answer_style": "Pirate"}),
    # pas forcé, rien de sûr : rien d'inventé
    (objet({"answer_style": TEXTE}), "generate a greeting", False, {}),
    # booléen
    (objet({"urgent": {"type": "boolean"}}, ["urgent"]), "Sans urgence.", False, {"urgent": False}),
])
def test_remplir(schema, question, force, attendu):
    assert remplir(schema, question, force) == attendu


def test_une_valeur_citee_ne_sert_qu_une_fois():
    schema = objet({"customer_name": TEXTE, "description": TEXTE},
                   ["customer_name", "description"])
    args = remplir(schema, "Create a customer named '你好啊集团' (Hello Group) - a Chinese "
                   "technology company", force=True)
    assert args["customer_name"] == "你好啊集团" and args["description"] != "你好啊集团"
    assert args["description"]
