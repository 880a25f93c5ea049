# ruff: noqa: E501 (un tableau de cas : une ligne par champ se lit mieux)
"""Cas de l'outil de recherche dans les conversations passées, écrits avant les règles.

Chaque cas : des outils déclarés (noms, descriptions et schémas variés, français et anglais), des
tours déjà dans le contexte, une question ; `appel` : None si le modèle ne doit PAS appeler un
outil de conversations passées, sinon (nom de l'outil, chemin de l'argument texte, mots dont un
au moins doit s'y trouver). `resultat` : ce que l'outil renverrait ; `reponse` : ce que la
réponse doit contenir (la valeur et la date de la session).

`REGLAGE` sert à régler les règles ; `DE_COTE` n'a jamais servi à régler quoi que ce soit (écrit
en même temps, mis de côté avant la première règle) : on ne fait qu'en donner le score.
"""

from __future__ import annotations

from contexte.outil_recherche import OUTILS

RECHERCHE, RECENTS = OUTILS

PASSES_EN = {"name": "search_past_chats", "description": (
    "Search the user's previous conversations with the assistant for messages about a topic. Use "
    "when the user refers to something discussed before that is not in the current context."),
    "input_schema": {"type": "object", "properties": {"q": {"type": "string"}}, "required": ["q"]}}
FOUILLER = {"name": "fouiller_memoire", "description": (
    "Retrouve dans l'historique des échanges précédents avec l'utilisateur les passages qui parlent "
    "d'un sujet."), "input_schema": {"type": "object", "properties": {
        "sujet": {"type": "string", "description": "mots-clés"},
        "nombre": {"type": "integer", "minimum": 1, "maximum": 8}}, "required": ["sujet"]}}
HISTORIQUE = {"name": "history_lookup", "description": "Looks up earlier chat sessions of this user by keywords.",
              "input_schema": {"type": "object", "properties": {
                  "keywords": {"type": "array", "items": {"type": "string"}}}, "required": ["keywords"]}}
DERNIERES = {"name": "dernieres_sessions", "description": (
    "Donne les dernières conversations de l'utilisateur, les plus récentes d'abord."),
    "input_schema": {"type": "object", "properties": {"combien": {"type": "integer"}}}}
WEB = {"name": "web_search", "description": "Search the web for up-to-date information.",
       "input_schema": {"type": "object", "properties": {"query": {"type": "string"}},
                        "required": ["query"]}}
PRODUITS = {"name": "search_products", "description": "Cherche des produits dans le catalogue de la boutique.",
            "input_schema": {"type": "object", "properties": {"terme": {"type": "string"}},
                             "required": ["terme"]}}
METEO = {"name": "get_weather", "description": "Donne la météo actuelle d'une ville.",
         "input_schema": {"type": "object", "properties": {"city": {"type": "string"}},
                          "required": ["city"]}}
RAPPEL = {"name": "recall", "description": (
    "Query long-term memory of past sessions (what the user said in earlier conversations). "
    "Returns matching excerpts with their dates."), "input_schema": {"type": "object", "properties": {
        "search_query": {"type": "string"}, "limit": {"type": "integer", "default": 5}}}}
ANCIENNES = {"name": "chercher_conversations", "description": "Recherche plein texte dans les anciennes discussions.",
             "input_schema": {"type": "object", "properties": {
                 "texte": {"type": "string"}, "depuis": {"type": "string", "description": "date ISO"}},
                 "required": ["texte"]}}


def chat(session: str, quand: str, *lignes: str) -> str:
    """Un résultat au format de `contexte.outil_recherche`."""
    return "\n".join([f'<chat session="{session}" quand="{quand}">',
                      *(f"[{k}] {t}" for k, t in enumerate(lignes)), "</chat>"])


REGLAGE = [
    dict(outils=[RECHERCHE, RECENTS], contexte=[], question="Quel traiteur m'avais-tu conseillé pour mon allergie ?",
         appel=("conversation_search", "query", ["traiteur", "allergie"]),
         resultat=chat("s-12", "2026-10-15T09:00:00", "Je suis allergique aux arachides.",
                       "Pour le mariage, le traiteur Les Saveurs de Loire propose un menu sans arachides."),
         reponse=["Saveurs de Loire", "2026-10-15"]),
    dict(outils=[RECHERCHE, RECENTS], contexte=["Je suis allergique aux arachides."],
         question="À quoi suis-je allergique ?", appel=None),
    dict(outils=[PASSES_EN], contexte=[], question="What was the name of the hotel I booked in Lisbon?",
         appel=("search_past_chats", "q", ["hotel", "Lisbon"]),
         resultat='[{"date": "2026-06-02", "text": "I booked the Hotel Miramar in Lisbon for three nights."}]',
         reponse=["Miramar", "2026-06-02"]),
    dict(outils=[PASSES_EN], contexte=["I booked the Hotel Miramar in Lisbon."],
         question="What was the name of the hotel I booked in Lisbon?", appel=None),
    dict(outils=[WEB], contexte=[], question="Quel est le prénom de ma fille ?", appel=None),
    dict(outils=[RECHERCHE, WEB], contexte=[], question="Quelle est la capitale de l'Australie ?", appel=None),
    dict(outils=[FOUILLER], contexte=[], question="Tu te souviens du nom du vétérinaire de mon chien ?",
         appel=("fouiller_memoire", "sujet", ["veterinaire", "vétérinaire", "chien"]),
         resultat="2026-09-20 — Le vétérinaire de Filou, c'est le docteur Arnaud, rue des Lilas.",
         reponse=["Arnaud", "2026-09-20"]),
    dict(outils=[HISTORIQUE], contexte=[], question="Remind me what we decided about the kitchen renovation budget.",
         appel=("history_lookup", "keywords", ["kitchen", "renovation", "budget"]),
         resultat=chat("renov", "2026-04-11T18:30:00", "We agreed on a budget of 12,000 euros for the kitchen renovation."),
         reponse=["12,000", "2026-04-11"]),
    dict(outils=[DERNIERES, FOUILLER], contexte=[], question="De quoi avons-nous parlé la dernière fois ?",
         appel=("dernieres_sessions", None, []),
         resultat="Session du 2026-11-28 : « Je prépare un semi-marathon en mars. »",
         reponse=["semi-marathon", "2026-11-28"]),
    dict(outils=[RECHERCHE, RECENTS], contexte=[], question="What did we talk about yesterday?",
         appel=("recent_chats", None, []),
         resultat=chat("hier", "2026-11-30T20:00:00", "I'm thinking of adopting a cat from the shelter."),
         reponse=["cat", "2026-11-30"]),
    dict(outils=[RAPPEL], contexte=[], question="Which book did I say I was reading last month?",
         appel=("recall", "search_query", ["book", "reading"]),
         resultat=chat("s-oct", "2026-10-03T21:00:00", "I'm reading The Left Hand of Darkness right now."),
         reponse=["Left Hand of Darkness", "2026-10-03"]),
    dict(outils=[ANCIENNES], contexte=[], question="Rappelle-moi le numéro de la réservation du restaurant dont on a parlé.",
         appel=("chercher_conversations", "texte", ["reservation", "réservation", "restaurant"]),
         resultat=chat("resto", "2026-08-14T12:00:00", "La réservation au restaurant Le Cèdre porte le numéro R-4471."),
         reponse=["R-4471", "2026-08-14"]),
    dict(outils=[RECHERCHE, RECENTS], contexte=["Mon frère s'appelle Hugo."], question="Comment s'appelle mon frère ?",
         appel=None),
    dict(outils=[RECHERCHE, RECENTS], contexte=[], question="Bonjour !", appel=None),
    dict(outils=[RECHERCHE, METEO], contexte=[], question="Quel temps fait-il à Lyon ?", appel=None),
    dict(outils=[PRODUITS], contexte=[], question="Quelle taille de chaussures je t'avais donnée ?", appel=None),
    dict(outils=[PASSES_EN], contexte=[], question="Did I ever mention my sister's wedding date?",
         appel=("search_past_chats", "q", ["sister", "wedding"]),
         resultat='{"results": [{"session": "s-7", "when": "2026-02-14", "excerpt": "My sister\'s wedding is on June 20th in Porto."}]}',
         reponse=["June 20th", "2026-02-14"]),
    dict(outils=[RECHERCHE, RECENTS], contexte=[], question="Résume-moi ce qu'on s'était dit sur le déménagement.",
         appel=("conversation_search", "query", ["demenagement", "déménagement"]),
         resultat=chat("dem", "2026-07-01T10:00:00", "Le déménagement vers Nantes est prévu le 15 août."),
         reponse=["Nantes", "2026-07-01"]),
    dict(outils=[RAPPEL], contexte=["I love jazz."], question="What's my dentist's name?",
         appel=("recall", "search_query", ["dentist"]),
         resultat=chat("s-3", "2026-01-09T08:00:00", "My dentist is Dr. Okafor, near the station."),
         reponse=["Okafor", "2026-01-09"]),
    dict(outils=[FOUILLER], contexte=["Mon vétérinaire s'appelle Dr Morel."], question="Comment s'appelle mon vétérinaire ?",
         appel=None),
    # ajoutés après la première règle (qui appelait l'outil sur une affirmation) : réglage aussi
    dict(outils=[RECHERCHE, RECENTS], contexte=[], question="Je suis allergique aux arachides.", appel=None),
    dict(outils=[PASSES_EN], contexte=[], question="My dog is called Rex.", appel=None),
    dict(outils=[RECHERCHE, RECENTS], contexte=[], question="Peux-tu m'aider à écrire un mail ?", appel=None),
    dict(outils=[RAPPEL], contexte=[], question="Can you help me plan my week?", appel=None),
]

LOOKUP = {"name": "lookup_conversation_history", "description": (
    "Retrieve snippets from this user's prior chat sessions that match a search string. Prior "
    "sessions are not in your context window."), "input_schema": {"type": "object", "properties": {
        "search": {"type": "string"}, "top_k": {"type": "integer", "minimum": 1, "maximum": 20}},
        "required": ["search", "top_k"]}}
MEMOIRE_CONV = {"name": "memoire_conversations", "description": (
    "Cherche un sujet dans les échanges passés avec cet utilisateur (sessions précédentes)."),
    "input_schema": {"type": "object", "properties": {
        "requete": {"type": "string"}, "mode": {"type": "string", "enum": ["mots", "sens", "hybride"]}},
        "required": ["requete"]}}
RECENTES_EN = {"name": "get_recent_conversations", "description": "Returns the user's most recent conversations (newest first).",
               "input_schema": {"type": "object", "properties": {"limit": {"type": "integer"}}}}
NOTES = {"name": "search_notes", "description": "Search the user's personal notes app.",
         "input_schema": {"type": "object", "properties": {"q": {"type": "string"}}, "required": ["q"]}}
ARCHIVES = {"name": "archives_discussions", "description": (
    "Interroge les archives des discussions antérieures (plus anciennes que la conversation en "
    "cours) et renvoie les messages pertinents avec leur date."), "input_schema": {
        "type": "object", "properties": {"filtre": {"type": "object", "properties": {
            "mots_cles": {"type": "string"}, "apres": {"type": "string"}}, "required": ["mots_cles"]}},
        "required": ["filtre"]}}

DE_COTE = [
    dict(outils=[LOOKUP], contexte=[], question="What was the name of the plumber I hired?",
         appel=("lookup_conversation_history", "search", ["plumber", "hired"]),
         resultat=chat("p", "2026-05-19T07:45:00", "I hired a plumber called Marco Bianchi for the leak."),
         reponse=["Marco", "2026-05-19"]),
    dict(outils=[LOOKUP], contexte=["I hired a plumber called Marco."], question="What was the name of the plumber I hired?",
         appel=None),
    dict(outils=[MEMOIRE_CONV], contexte=[], question="Quel était le code promo que je t'avais donné pour la boutique ?",
         appel=("memoire_conversations", "requete", ["code", "promo", "boutique"]),
         resultat="[2026-03-08] Le code promo de la boutique de vélos est VELO15.",
         reponse=["VELO15", "2026-03-08"]),
    dict(outils=[MEMOIRE_CONV], contexte=[], question="Combien font 12 fois 7 ?", appel=None),
    dict(outils=[RECENTES_EN], contexte=[], question="What did we discuss last week?",
         appel=("get_recent_conversations", None, []),
         resultat=chat("w", "2026-11-24T09:10:00", "Can you help me plan my garden for spring?"),
         reponse=["garden", "2026-11-24"]),
    dict(outils=[WEB, RECHERCHE], contexte=[], question="Où est-ce que j'avais dit que je partais en vacances ?",
         appel=("conversation_search", "query", ["vacances"]),
         resultat=chat("v", "2026-06-30T16:00:00", "Cet été, je pars en vacances en Crète avec ma sœur."),
         reponse=["Crète", "2026-06-30"]),
    dict(outils=[NOTES], contexte=[], question="What's my wife's birthday?", appel=None),
    dict(outils=[RECHERCHE, RECENTS], contexte=["Ma fille Léa entre en CP en septembre.", "Elle adore dessiner."],
         question="En quelle classe entre ma fille ?", appel=None),
    dict(outils=[RECHERCHE, RECENTS], contexte=[],
         question="Do you remember the name of the restaurant where I celebrated my promotion?",
         appel=("conversation_search", "query", ["restaurant", "promotion"]),
         resultat=chat("promo", "2026-09-05T22:00:00", "We celebrated my promotion at La Tour Rouge, the food was amazing."),
         reponse=["Tour Rouge", "2026-09-05"]),
    dict(outils=[ARCHIVES], contexte=[], question="Quel médicament le médecin m'avait prescrit ?",
         appel=("archives_discussions", "filtre.mots_cles", ["medicament", "médicament", "medecin", "médecin", "prescrit"]),
         resultat='{"messages": [{"date": "2026-02-02", "texte": "Le médecin m\'a prescrit de l\'amoxicilline pour sept jours."}]}',
         reponse=["amoxicilline", "2026-02-02"]),
    dict(outils=[RECHERCHE, RECENTS], contexte=[], question="Salut, ça va ?", appel=None),
    dict(outils=[RECHERCHE, RECENTS], contexte=[], question="Qu'est-ce qu'un index inversé ?", appel=None),
]


def _neutre(cas: dict) -> list[dict]:
    tours = []
    for texte in cas["contexte"]:
        tours += [{"role": "user", "blocs": [{"type": "text", "text": texte}]},
                  {"role": "assistant", "blocs": [{"type": "text", "text": "D'accord."}]}]
    return tours + [{"role": "user", "blocs": [{"type": "text", "text": cas["question"]}]}]


def _valeur(entree: dict, chemin: str):
    for morceau in chemin.split("."):
        entree = entree.get(morceau) if isinstance(entree, dict) else None
    return entree


def _requis_remplis(schema: dict, entree: dict) -> bool:
    for nom in schema.get("required", []):
        v = entree.get(nom)
        if v in (None, "", [], {}):
            return False
        if isinstance(v, dict) and not _requis_remplis(schema["properties"][nom], v):
            return False
    return True


def _date_citee(attendu: str, texte: str) -> bool:
    from modele_local.comprehension.recherche_passee import date_lisible

    return attendu in texte or date_lisible(attendu, False) in texte or date_lisible(attendu, True) in texte


def juger(cas: dict, repondre) -> list[str]:
    """Les fautes du modèle sur un cas ([] : juste). `repondre(systeme, messages, outils)` -> blocs."""
    from modele_local.comprehension.normaliser import sans_accents

    messages = _neutre(cas)
    blocs = repondre("", messages, cas["outils"])
    appels = [b for b in blocs if b["type"] == "tool_use"]
    passes = {o["name"] for o in cas["outils"] if o in OUTILS_PASSES}
    appels_passes = [a for a in appels if a["name"] in passes]
    if cas["appel"] is None:
        return [f"appel inattendu {a['name']} {a['input']}" for a in appels_passes]
    nom, chemin, mots = cas["appel"]
    if [a["name"] for a in appels_passes] != [nom]:
        return [f"attendu un appel à {nom}, reçu {[(a['name'], a['input']) for a in appels] or blocs}"]
    appel = appels_passes[0]
    fautes = []
    schema = next(o for o in cas["outils"] if o["name"] == nom)["input_schema"]
    if not _requis_remplis(schema, appel["input"]):
        fautes.append(f"champ requis vide : {appel['input']}")
    if chemin:
        v = _valeur(appel["input"], chemin)
        texte = " ".join(v) if isinstance(v, list) else str(v or "")
        if not any(sans_accents(m.lower()) in sans_accents(texte.lower()) for m in mots):
            fautes.append(f"{chemin} = {v!r} ne contient aucun de {mots}")
    suite = messages + [{"role": "assistant", "blocs": [{**appel, "id": "appel_1"}]},
                        {"role": "user", "blocs": [{"type": "tool_result", "tool_use_id": "appel_1",
                                                    "content": cas["resultat"]}]}]
    texte = " ".join(b.get("text", "") for b in repondre("", suite, cas["outils"]) if b["type"] == "text")
    valeur, date = cas["reponse"]
    if valeur not in texte or (date is not None and not _date_citee(date, texte)):
        fautes.append(f"réponse {texte!r} sans {valeur!r} ou sans la date {date}")
    return fautes


OUTILS_PASSES = [RECHERCHE, RECENTS, PASSES_EN, FOUILLER, HISTORIQUE, DERNIERES, RAPPEL, ANCIENNES,
                 LOOKUP, MEMOIRE_CONV, RECENTES_EN, ARCHIVES]
PARTS = (("reglage", "REGLAGE"), ("de_cote", "DE_COTE"), ("de_cote_2", "DE_COTE_2"))


def scores(repondre=None) -> dict[str, tuple[int, int]]:
    """{"reglage": (justes, total), "de_cote": …, "de_cote_2": …} sur le cerveau (forme neutre)."""
    if repondre is None:
        from modele_local.comprehension import repondre
    return {nom: (sum(not juger(c, repondre) for c in globals()[liste]), len(globals()[liste]))
            for nom, liste in PARTS}



# Une deuxième part de côté, écrite après la première règle, sans la regarder ensuite : d'autres
# formes d'outils (Gemini, pydantic), des affirmations et des tâches, un contexte qui répond.
SOUVENIRS = {"name": "souvenirs", "description": (
    "Parcourt les sessions de discussion antérieures de la personne et rend les passages "
    "pertinents, datés."), "input_schema": {"type": "object", "properties": {
        "expression": {"anyOf": [{"type": "string"}, {"type": "null"}], "default": None},
        "max": {"type": "integer", "default": 3}}, "required": ["expression"]}}
TRANSCRIPTS = {"name": "transcripts", "description": (
    "Full-text search over archived transcripts of the user's earlier chats with you."),
    "input_schema": {"type": "object", "properties": {
        "terms": {"type": "array", "items": {"type": "string"}, "description": "search terms"},
        "from_date": {"type": "string", "description": "ISO date"}}, "required": ["terms"]}}
AGENDA = {"name": "agenda_search", "description": "Cherche des événements dans l'agenda de l'utilisateur.",
          "input_schema": {"type": "object", "properties": {"mots": {"type": "string"}}, "required": ["mots"]}}

DE_COTE_2 = [
    dict(outils=[SOUVENIRS], contexte=[], question="Comment s'appelait la prof de piano de mon fils ?",
         appel=("souvenirs", "expression", ["prof", "piano", "fils"]),
         resultat=chat("m", "2026-09-12T17:00:00", "La prof de piano de Théo s'appelle Mme Lindqvist."),
         reponse=["Lindqvist", "2026-09-12"]),
    dict(outils=[SOUVENIRS], contexte=["La prof de piano de mon fils s'appelle Mme Lindqvist."],
         question="Comment s'appelle la prof de piano de mon fils ?", appel=None),
    dict(outils=[TRANSCRIPTS], contexte=[], question="What allergy did I tell you my daughter has?",
         appel=("transcripts", "terms", ["allergy", "daughter"]),
         resultat='[{"timestamp": "2026-04-30T08:00:00Z", "content": "My daughter is allergic to kiwi."}]',
         reponse=["kiwi", "2026-04-30"]),
    dict(outils=[TRANSCRIPTS], contexte=[], question="I just moved to Ghent.", appel=None),
    dict(outils=[TRANSCRIPTS, WEB], contexte=[], question="What is the population of Ghent?", appel=None),
    dict(outils=[AGENDA], contexte=[], question="Quel était le nom de mon ancien chef ?", appel=None),
    dict(outils=[SOUVENIRS, AGENDA], contexte=[], question="Pourrais-tu traduire « bonjour » en italien ?",
         appel=None),
    dict(outils=[RECHERCHE, RECENTS], contexte=[], question="On avait parlé d'un livre sur les champignons, c'était lequel ?",
         appel=("conversation_search", "query", ["livre", "champignons"]),
         resultat=chat("c", "2026-10-20T11:00:00", "Je te conseille « Le Guide des champignons » de Guillaume Eyssartier."),
         reponse=["Eyssartier", "2026-10-20"]),
    dict(outils=[RECHERCHE, RECENTS], contexte=[], question="Qu'est-ce qu'on s'est dit la semaine dernière ?",
         appel=("recent_chats", None, []),
         resultat=chat("x", "2026-11-25T19:00:00", "Je cherche un cadeau pour les 40 ans de Karim."),
         reponse=["Karim", "2026-11-25"]),
    dict(outils=[LOOKUP], contexte=[], question="Did we ever talk about my car insurance?",
         appel=("lookup_conversation_history", "search", ["car", "insurance"]),
         # (la première version de ce cas attendait « rien trouvé » et une date : faute du cas,
         # pas du modèle — la question est en anglais, et un résultat vide n'a pas de date)
         resultat="Aucune conversation passée ne correspond.", reponse=["found nothing", None]),
]
OUTILS_PASSES += [SOUVENIRS, TRANSCRIPTS]


if __name__ == "__main__":   # python -m tests.cas_recherche_passee : les deux scores
    import sys

    from modele_local.comprehension import repondre

    for nom, liste in PARTS:
        cas, justes = globals()[liste], 0
        for c in cas:
            fautes = juger(c, repondre)
            justes += not fautes
            if fautes and "-v" in sys.argv and (nom == "reglage" or "--de-cote" in sys.argv):
                print(f"  [{nom}] {c['question']} : {fautes}")
        print(f"{nom} : {justes}/{len(cas)}")
