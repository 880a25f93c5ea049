"""Un lexique général, lu dans `lexique.json`, `lexique_etendu.json`, `lexique_quotidien.json` et
`lexique_loisirs.json` :
catégories, pays et gentilés, équivalences.

Des connaissances générales (français et anglais), pas des phrases de test :

- une catégorie relie ses termes GÉNÉRAUX (« médicament », « instrument », « voiture ») à ses
  MEMBRES (« aspirine », « clarinette », « Twingo ») : le terme général d'une question rejoint
  un membre dans une phrase (`generaux` côté question, `categories` côté phrase), jamais
  l'inverse — « Est-ce que je prends de l'aspirine ? » ne rejoint pas « Je prends un
  médicament », ni « l'ibuprofène » ;
- un pays, ses gentilés et sa langue disent la même chose dans les deux langues (« Islande »,
  « Iceland », « islandais ») : une étiquette d'équivalence commune, et un membre de la
  catégorie « pays » ; de même les mois, les jours, l'origine (`equivalences`) ;
- une tournure de question est réécrite en ce qu'elle demande (« D'où je viens ? » demande une
  origine, pas un moyen de transport : `reecrire`).

Les quatre fichiers ont la même forme et sont lus ensemble (`fusionner`) : une catégorie présente
dans plusieurs réunit ses listes (« violoncelle » de l'un, « cajón » de l'autre : des instruments) ;
le troisième (la vie de tous les jours : lecture, écrans, études, travail, logement, voyages…) a été
ajouté au sixième tour de l'issue 28, le quatrième (loisirs, clubs, cuisine, musique, services
hospitaliers, véhicules utilitaires, marques d'équipement, jeux, événements) au septième.

    >>> sorted(generaux("Quel médicament je dois éviter ?")), sorted(categories("pas d'aspirine"))
    (['@medicament'], ['@medicament'])
    >>> generaux("Est-ce que je prends de l'aspirine ?")
    set()
    >>> equivalences("Je vis en Islande") == equivalences("I live in Iceland")
    True
    >>> reecrire("D'où je viens ?")
    'originaire naissance ?'
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path

from .normaliser import MOIS, MOTS_VIDES, familles, langue, mots, racine, raciniseur, sans_accents, vide

FICHIERS = tuple(Path(__file__).with_name(f"{nom}.json") for nom in (
    "lexique", "lexique_etendu", "lexique_quotidien", "lexique_loisirs"))
# Au-dessous de cette longueur, un mot n'est reconnu qu'entier (« vue » n'est pas « vu »).
LONGUEUR_RACINE = 5


def _ajouter(table: dict[str, set[str]], mot: str, etiquette: str) -> None:
    table.setdefault(sans_accents(mot), set()).add(etiquette)


def fusionner(fichiers: list[dict]) -> dict:
    """Les données de plusieurs fichiers en une : catégories de même nom réunies, listes de pays
    et d'équivalences mises bout à bout, tournures ajoutées.

        >>> a = {"categories": {"sport": {"generaux": ["sport"], "membres": ["judo"]}}}
        >>> b = {"categories": {"sport": {"generaux": ["sports"], "membres": ["petanque"]}},
        ...      "equivalences": [["velo", "bike"]]}
        >>> fusionner([a, b])["categories"]["sport"]
        {'generaux': ['sport', 'sports'], 'membres': ['judo', 'petanque']}
    """
    sortie: dict = {"categories": {}, "pays": [], "equivalences": [], "expressions": {}}
    for donnees in fichiers:
        for nom, cat in donnees.get("categories", {}).items():
            cible = sortie["categories"].setdefault(nom, {"generaux": [], "membres": []})
            cible["generaux"] += cat.get("generaux", [])
            cible["membres"] += cat.get("membres", [])
        sortie["pays"] += donnees.get("pays", [])
        sortie["equivalences"] += donnees.get("equivalences", [])
        sortie["expressions"].update(donnees.get("expressions", {}))
    return sortie


@lru_cache(maxsize=1)
def _tables() -> dict:
    donnees = fusionner([json.loads(f.read_text(encoding="utf-8")) for f in FICHIERS])
    generaux: dict[str, set[str]] = {}
    tous: dict[str, set[str]] = {}
    egaux: dict[str, set[str]] = {}
    for nom, cat in donnees["categories"].items():
        for mot in cat["generaux"]:
            _ajouter(generaux, mot, "@" + nom)
            _ajouter(tous, mot, "@" + nom)
        for mot in cat["membres"]:
            _ajouter(tous, mot, "@" + nom)
    for groupe in donnees["pays"]:
        for mot in groupe:
            _ajouter(tous, mot, "@pays")
    for groupe in donnees["pays"] + donnees["equivalences"]:
        for mot in groupe:
            _ajouter(egaux, mot, "=" + sans_accents(groupe[0]))
    expressions = [(re.compile(motif), mots_) for motif, mots_ in donnees["expressions"].items()]
    # les racines des mots du lexique, calculées une fois par mot et par langue, en lot (sans
    # remplir le cache de `normaliser.racine`, fait pour les mots des phrases)
    # (un mois seulement entier : la racine de « march » est celle de « marché »)
    longs = sorted({m for t in (generaux, tous, egaux) for m in t if len(m) >= LONGUEUR_RACINE
                    and not re.fullmatch(rf"(?:{MOIS})", m)})
    leurs = {m: set(r) for m, *r in zip(longs, *(raciniseur(code).stemWords(longs)
                                                  for code in ("fr", "en")), strict=True)}
    return {"generaux": _avec_racines(generaux, leurs), "tous": _avec_racines(tous, leurs),
            "egaux": _avec_racines(egaux, leurs), "expressions": expressions}


def _avec_racines(table: dict[str, set[str]], leurs: dict[str, set[str]]) -> tuple[dict, dict]:
    racines: dict[str, set[str]] = {}
    for mot, etiquettes in table.items():
        for r in leurs.get(mot, ()):
            racines.setdefault(r, set()).update(etiquettes)
    return table, racines


def _du_mot(nom: str, m: str, code: str) -> set[str]:
    """Les étiquettes d'un mot normalisé dans la table `nom` : le mot entier, sinon sa racine
    (à partir de `LONGUEUR_RACINE` lettres)."""
    table, racines = _tables()[nom]
    trouve = table.get(m)
    if trouve is None and len(m) >= LONGUEUR_RACINE:
        trouve = racines.get(racine(m, code))
    return trouve or set()


def _etiquettes(nom: str, texte: str, code: str | None, hors_familles: bool = False) -> set[str]:
    return set(_etiquettes_en_cache(nom, texte, code, hors_familles))


# Des fonctions pures du texte, appelées plusieurs fois par requête (question, propositions,
# phrases) : gardées en cache, rendues en copies (un appelant peut modifier ce qu'il reçoit).
@lru_cache(maxsize=16384)
def _etiquettes_en_cache(nom: str, texte: str, code: str | None, hors_familles: bool) -> frozenset[str]:
    code = code or langue(texte)
    sortie: set[str] = set()
    for m in mots(texte):
        if vide(m, code) or (hors_familles and familles(m, code)):
            continue
        sortie |= _du_mot(nom, m, code)
    return frozenset(sortie)


def equivalences_et_racines(texte: str, code: str | None = None) -> tuple[set[str], set[str]]:
    """(étiquettes d'équivalence, racines des mots qui les portent) : pour remplacer l'une par
    l'autre sans compter deux fois le même mot."""
    etiquettes, porteurs = _equivalences_en_cache(texte, code)
    return set(etiquettes), set(porteurs)


@lru_cache(maxsize=16384)
def _equivalences_en_cache(texte: str, code: str | None) -> tuple[frozenset[str], frozenset[str]]:
    code = code or langue(texte)
    etiquettes: set[str] = set()
    porteurs: set[str] = set()
    for m in mots(texte):
        trouve = _du_mot("egaux", m, code) if not vide(m, code) else set()
        if trouve:
            etiquettes |= trouve
            porteurs.add(racine(m, code))
    return frozenset(etiquettes), frozenset(porteurs)


def choses_precises(texte: str, code: str | None = None) -> dict[str, set[str]]:
    """{catégorie: équivalences} des choses précises que cite le texte : un mot qui a une
    équivalence et qui est un MEMBRE d'une catégorie (« mon chien » : {'@animal': {'=chien'}}).

        >>> choses_precises("Comment s'appelle mon chien ?")
        {'@animal': {'=chien'}}
        >>> choses_precises("Quel animal as-tu ?")
        {}
    """
    code = code or langue(texte)
    sortie: dict[str, set[str]] = {}
    for m in mots(texte):
        if m in MOTS_VIDES:
            continue
        tags = _du_mot("egaux", m, code)
        if tags and not _du_mot("generaux", m, code):
            for cat in _du_mot("tous", m, code):
                sortie.setdefault(cat, set()).update(tags)
    return sortie


def generaux(texte: str, code: str | None = None) -> set[str]:
    """Les catégories dont le texte (une question) cite un terme GÉNÉRAL : {'@medicament'…}."""
    return _etiquettes("generaux", texte, code)


def categories(texte: str, code: str | None = None, hors_familles: bool = False) -> set[str]:
    """Les catégories dont le texte (une phrase) cite un membre ou un terme général ;
    `hors_familles` : sauf par un mot qui a déjà une famille (`normaliser.familles`)."""
    return _etiquettes("tous", texte, code, hors_familles)


def equivalences_du_mot(mot: str) -> set[str]:
    """Les équivalences d'UN mot normalisé, même s'il est aussi un mot vide dans l'autre langue
    (« son » : le fils en anglais, un possessif en français) ; pour les noms de relation.

        >>> sorted(equivalences_du_mot("son")) == sorted(equivalences_du_mot("boy"))
        True
    """
    return _du_mot("egaux", mot, "en") | _du_mot("egaux", mot, "fr")


def equivalences(texte: str, code: str | None = None) -> set[str]:
    """Les étiquettes d'équivalence du texte (« Iceland » et « islandais » : '=islande')."""
    return equivalences_et_racines(texte, code)[0]


@lru_cache(maxsize=4096)
def reecrire(texte: str) -> str:
    """Le texte, ses tournures de question réécrites en ce qu'elles demandent (sans accents si
    une tournure a été réécrite, tel quel sinon)."""
    propre = sans_accents(texte)
    for motif, remplacement in _tables()["expressions"]:
        propre, n = motif.subn(remplacement, propre)
        if n:
            texte = propre
    return texte
