# ruff: noqa: E501 (un tableau de cas : une ligne par cas se lit mieux)
"""Cas d'arguments d'outil, écrits avant de brancher `arguments.py` sur le choix d'outil.

Chaque cas : un outil (schéma JSON comme les écrivent pydantic, LangChain, un humain), une demande,
`force` (appel imposé par `tool_choice`), et ce que chaque champ doit valoir : une valeur exacte,
ou `NON_VIDE` (rempli, non vide), ou `("contient", x)`. `REGLAGE` sert à régler ; `DE_COTE`,
écrit en même temps, n'a jamais servi qu'à être compté.
"""

from __future__ import annotations

NON_VIDE = "non vide"


def outil(nom, description, proprietes, requis=()):
    return {"name": nom, "description": description,
            "input_schema": {"type": "object", "properties": proprietes, "required": list(requis)}}


S, ENT, N, B = {"type": "string"}, {"type": "integer"}, {"type": "number"}, {"type": "boolean"}

REGLAGE = [
    (outil("greeting_generator", "Generate a greeting in a particular style of speaking.", {"answer_style": S}, ["answer_style"]),
     "Using the tool, generate a Pirate greeting.", True, {"answer_style": "Pirate"}),
    (outil("unicode_customer", "Tool for creating a customer with Unicode name.", {"customer_name": S, "description": S}, ["customer_name", "description"]),
     "Create a customer named '你好啊集团' (Hello Group) - a Chinese technology company", True,
     {"customer_name": "你好啊集团", "description": NON_VIDE}),
    (outil("book_flight", "Book a flight.", {"origin": S, "destination": S, "passengers": ENT}, ["origin", "destination", "passengers"]),
     "Book a flight to Tokyo for 2 passengers.", False, {"destination": "Tokyo", "passengers": 2}),
    (outil("ajouter_tache", "Ajoute une tâche à la liste.", {"titre": S, "priorite": {"type": "string", "enum": ["basse", "normale", "haute"]}}, ["titre"]),
     "Ajoute la tâche « Rappeler le garage » en priorité haute.", False, {"titre": "Rappeler le garage", "priorite": "haute"}),
    (outil("create_event", "Create a calendar event.", {"event": {"type": "object", "properties": {"title": S, "location": S, "duration_minutes": ENT}, "required": ["title"]}}, ["event"]),
     "Create an event \"Sprint review\" in Berlin for 45 minutes.", False,
     {"event": {"title": "Sprint review", "location": "Berlin", "duration_minutes": 45}}),
    (outil("tag_document", "Tag a document.", {"tags": {"type": "array", "items": S}}, ["tags"]),
     "Tag this document « confidentiel ».", False, {"tags": ["confidentiel"]}),
    (outil("set_thermostat", "Règle le thermostat.", {"temperature": N, "eco": B}, ["temperature"]),
     "Mets le thermostat à 19,5 degrés, sans mode éco.", False, {"temperature": 19.5, "eco": False}),
    (outil("translate", "Translate a text into another language.", {"text": S, "target_language": S}, ["text", "target_language"]),
     "Translate “bonne nuit” into Japanese.", True, {"text": "bonne nuit", "target_language": NON_VIDE}),
    (outil("magic_function", "Applies a magic function to an input.", {"input": ENT}, ["input"]),
     "What is the value of magic_function(3)? Use the tool.", True, {"input": 3}),
    (outil("my_adder_tool", "Tool that adds two integers.", {"a": ENT, "b": ENT}, ["a", "b"]),
     "What is 3 + 4", True, {"a": 3, "b": 4}),
    (outil("get_weather", "Get the current weather for a city.", {"city": S}, ["city"]),
     "Quel temps fait-il à Saint-Étienne ?", False, {"city": ("contient", "Étienne")}),
    (outil("creer_client", "Crée une fiche client.", {"nom": S, "ville": {"anyOf": [S, {"type": "null"}], "default": None}}, ["nom"]),
     "Crée le client nommé « Boulangerie Ødegård » à Lille.", False, {"nom": "Boulangerie Ødegård", "ville": "Lille"}),
    (outil("rate_movie", "Rate a movie.", {"title": S, "stars": {"type": "integer", "minimum": 1, "maximum": 5}}, ["title", "stars"]),
     "Rate 'Spirited Away' 5 stars.", False, {"title": "Spirited Away", "stars": 5}),
    (outil("send_message", "Send a chat message to a colleague.", {"recipient": S, "message": S}, ["recipient", "message"]),
     "Send a message to Priya: \"the build is green\".", True, {"message": "the build is green", "recipient": ("contient", "Priya")}),
]

DE_COTE = [
    (outil("style_writer", "Rewrite a sentence in a given tone.", {"tone": S}, ["tone"]),
     "Use the tool to rewrite my sentence in a Shakespearean tone.", True, {"tone": ("contient", "Shakespearean")}),
    (outil("register_company", "Register a company.", {"company_name": S, "country": S}, ["company_name"]),
     "Register the company called 'Ñandú Ltda' in Chile.", False, {"company_name": "Ñandú Ltda", "country": "Chile"}),
    (outil("reserver_table", "Réserve une table au restaurant.", {"personnes": ENT, "heure": S, "terrasse": B}, ["personnes"]),
     "Réserve une table pour 4 personnes avec terrasse.", False, {"personnes": 4, "terrasse": True}),
    (outil("order_pizza", "Order a pizza.", {"size": {"type": "string", "enum": ["small", "medium", "large"]}, "toppings": {"type": "array", "items": S}}, ["size"]),
     "Order a large pizza with 'mushrooms'.", False, {"size": "large", "toppings": ["mushrooms"]}),
    (outil("shipment", "Create a shipment.", {"address": {"type": "object", "properties": {"city": S, "zip": S}, "required": ["city"]}, "weight_kg": N}, ["address", "weight_kg"]),
     "Ship 2.5 kg to Montréal.", False, {"address": {"city": "Montréal"}, "weight_kg": 2.5}),
    (outil("add_numbers", "Add two numbers.", {"x": N, "y": N}, ["x", "y"]),
     "Add 0.1 and 0.2 please", True, {"x": 0.1, "y": 0.2}),
    (outil("nouvelle_note", "Crée une note.", {"titre": S, "contenu": S}, ["titre", "contenu"]),
     "Crée une note intitulée « Idées 2027 » : voyage au Japon.", True, {"titre": "Idées 2027", "contenu": NON_VIDE}),
    (outil("persona", "Answer as a persona.", {"character": S}, ["character"]),
     "With the tool, answer like Sherlock Holmes would.", True, {"character": ("contient", "Sherlock")}),
    (outil("convert_currency", "Convert an amount between currencies.", {"amount": N, "from_currency": {"type": "string", "enum": ["EUR", "USD", "JPY"]}, "to_currency": {"type": "string", "enum": ["EUR", "USD", "JPY"]}}, ["amount", "from_currency", "to_currency"]),
     "Convert 120 EUR to JPY.", True, {"amount": 120, "from_currency": "EUR", "to_currency": NON_VIDE}),
    (outil("label_issue", "Label an issue.", {"issue_number": ENT, "label": S}, ["issue_number", "label"]),
     "Label issue 42 as « bogue ».", False, {"issue_number": 42, "label": "bogue"}),
]


def juger(cas, choisir) -> list[str]:
    """Les fautes sur un cas ; `choisir(question, outils, force)` -> (appel | None, refus)."""
    schema_outil, question, force, attendu = cas
    appel, refus = choisir(question, [schema_outil], force)
    if appel is None:
        return [f"pas d'appel ({refus})"]
    return _comparer(attendu, appel["input"], "")


def _comparer(attendu: dict, recu: dict, chemin: str) -> list[str]:
    fautes = []
    for champ, voulu in attendu.items():
        v = recu.get(champ) if isinstance(recu, dict) else None
        ici = chemin + champ
        if voulu == NON_VIDE:
            if v in (None, "", [], {}):
                fautes.append(f"{ici} vide")
        elif isinstance(voulu, tuple):
            if not (isinstance(v, str) and voulu[1] in v):
                fautes.append(f"{ici} = {v!r} ne contient pas {voulu[1]!r}")
        elif isinstance(voulu, dict):
            fautes += _comparer(voulu, v or {}, ici + ".")
        elif v != voulu:
            fautes.append(f"{ici} = {v!r}, attendu {voulu!r}")
    return fautes


if __name__ == "__main__":   # python -m tests.cas_arguments_outils [-v] : les deux scores
    import sys

    from modele_local.comprehension.outils import choisir_outil

    for nom, liste in (("reglage", REGLAGE), ("de_cote", DE_COTE)):
        justes = 0
        for c in liste:
            fautes = juger(c, choisir_outil)
            justes += not fautes
            if fautes and "-v" in sys.argv and (nom == "reglage" or "--de-cote" in sys.argv):
                print(f"  [{nom}] {c[1]} : {fautes}")
        print(f"{nom} : {justes}/{len(liste)}")
