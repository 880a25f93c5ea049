"""Les mutants de côté (tests/exercices/mutants_de_cote.py) : écrits à la main, jamais réglés.
Ce test mesure la part tuée (au moins un point perdu) ; le seuil de l'issue 33 est 90 %. Notés
par la vraie correction, sans bac à sable (ce sont nos propres fichiers)."""

import sys
from pathlib import Path

from correction import EXERCICES, Limites, corriger
from correction.bac_a_sable import SANS_ISOLATION

RACINE = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(RACINE / "tests" / "exercices"))
from mutants_de_cote import DE_COTE  # noqa: E402


def test_mutants_de_cote(tmp_path):
    for nom, (ident, avant, apres) in DE_COTE.items():
        fichier = EXERCICES[ident].fichier
        source = (RACINE / "solutions" / fichier).read_text(encoding="utf-8")
        assert source.count(avant) == 1, f"{nom} : texte à muter introuvable ou ambigu"
        (tmp_path / nom).mkdir()
        (tmp_path / nom / fichier).write_text(source.replace(avant, apres), encoding="utf-8")
    notes = corriger(tmp_path, limites=Limites(delai=30), isolation=SANS_ISOLATION, afficher=False)
    survivants = sorted(n.rendu for n in notes
                        if n.notes[DE_COTE[n.rendu][0]].points >= n.notes[DE_COTE[n.rendu][0]].sur)
    tues = len(DE_COTE) - len(survivants)
    print(f"mutants de côté : {tues}/{len(DE_COTE)} tués ; survivants : {survivants}")
    assert tues >= 0.9 * len(DE_COTE), f"{tues}/{len(DE_COTE)} tués ; survivants : {survivants}"
