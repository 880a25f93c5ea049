"""Le scénario commun des leçons et des mesures : Camille, nouvelle chez Atelier à Nantes.

Toutes ses données sont dans un seul fichier, `cours/scenario.json` : la session 1 (ses tours et
les faits qu'elle y plante), les questions qui contrôlent ces faits, les six sessions du banc
inter-sessions (leçon 11) et leur vérité. Ce module les lit ; personne d'autre ne les réécrit.

    >>> tours = camille_session1()
    >>> len(tours), tours[0][0]
    (20, 'user')
    >>> [c for c in controles() if c[0] == "equipe"]
    [('equipe', 'Dans quelle équipe suis-je en ce moment ?', 'Plateforme')]
"""

from __future__ import annotations

import copy
import json
from functools import cache
from importlib import resources

from contexte.erreurs import Tour

_FICHIER = "scenario.json"
# La fausse clé d'API du banc : assemblée ici, jamais écrite telle quelle (le fichier a « {CLE} »).
CLE_FACTICE = "sk-" + "ant-api03-" + "Zq8" * 10


@cache
def _donnees() -> dict:
    texte = resources.files("cours").joinpath(_FICHIER).read_text(encoding="utf-8")
    return json.loads(texte)


def camille_session1() -> list[Tour]:
    """Les 20 tours de la session 1 (10 messages de Camille, 10 réponses), rôles "user" / "model"."""
    return [(role, texte) for role, texte in _donnees()["tours"]]


def faits_camille() -> dict[str, str]:
    """Les faits plantés dans la session 1 (équipe de départ et d'arrivée, allergie, ville…)."""
    return dict(_donnees()["faits"])


def controles() -> list[tuple[str, str, str]]:
    """(clé, question, réponse attendue) : une question par fait de la session 1, l'équipe étant
    celle d'arrivée (« fait » dans le fichier quand la réponse n'est pas le fait du même nom)."""
    faits = _donnees()["faits"]
    return [(c["cle"], c["question"], faits[c.get("fait", c["cle"])]) for c in _donnees()["controles"]]


def banc_inter_sessions() -> dict:
    """Les six sessions du banc inter-sessions et leur vérité : {sessions, questions, verite,
    anciennes, autrui} (voir la description dans le fichier) ; la clé factice mise en place."""
    banc = copy.deepcopy(_donnees()["banc_inter_sessions"])
    banc.pop("description")
    banc["sessions"] = [[t.replace("{CLE}", CLE_FACTICE) for t in s] for s in banc["sessions"]]
    return banc
