"""PyStemmer (Snowball en C) et snowballstemmer (le même Snowball en Python) : les mêmes racines.

`snowballstemmer` se sert de PyStemmer s'il est installé (`requirements.txt`) ; sans lui (une
installation où la roue C manque), le modèle local doit comprendre exactement pareil. Vérifié sur
tous les mots des deux lexiques, en français et en anglais.
"""

import json
from pathlib import Path

import pytest

LEXIQUES = [Path(__file__).resolve().parents[1] / "modele_local" / "comprehension" / nom
            for nom in ("lexique.json", "lexique_etendu.json")]


def _mots() -> list[str]:
    mots: set[str] = set()
    for chemin in LEXIQUES:
        donnees = json.loads(chemin.read_text(encoding="utf-8"))
        for categorie in donnees["categories"].values():
            mots.update(categorie.get("generaux", []), categorie.get("membres", []))
        for groupe in donnees["equivalences"]:
            mots.update(groupe)
    return sorted(mots)


@pytest.mark.parametrize("langue, classe", [("french", "FrenchStemmer"), ("english", "EnglishStemmer")])
def test_memes_racines_en_c_et_en_python(langue, classe):
    Stemmer = pytest.importorskip("Stemmer", reason="PyStemmer absent : seul le Snowball en Python sert")
    module = __import__(f"snowballstemmer.{langue}_stemmer", fromlist=[classe])
    python = getattr(module, classe)()
    mots = _mots()
    assert len(mots) > 4000
    en_c = Stemmer.Stemmer(langue).stemWords(mots)
    assert [m for m, c in zip(mots, en_c, strict=True) if python.stemWord(m) != c] == []
