"""`verifier("exN")` parle à un élève : attendu / obtenu en français, rien de pytest ni de la mémoire.

Les bogues reproduits (issue 15) : « Use -v to get more diff », `<function … at 0x7fd2…>`,
`Tarif(...)` coupé au milieu d'un mot, le même indice répété sous chaque test.
"""

import importlib.util
import re
import string
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from correction.valeurs import couper, ecart, montrer
from correction.verifier import noter_mon_exercice, texte_pour_eleve
from cours.tarifs import CLAUDE_SONNET

RACINE = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("generer", RACINE / "outils" / "generer_exercices.py")
generer = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(generer)
INTERDITS = ("Use -v", " at 0x", "where ", "AssertionError", "Traceback", "assert ")


def rendu(tmp_path: Path, nom: str, *remplacements: tuple[str, str], enonce: bool = False) -> Path:
    """Un dossier d'élève : le corrigé (ou l'énoncé dérivé) de `nom`, avec des erreurs plausibles."""
    texte = (RACINE / "solutions" / f"{nom}.py").read_text(encoding="utf-8")
    if enonce:
        texte = generer.retirer_solutions(texte, nom)
    for avant, apres in remplacements:
        assert avant in texte
        texte = texte.replace(avant, apres)
    (tmp_path / f"{nom}.py").write_text(texte, encoding="utf-8")
    return tmp_path


def test_mauvaise_reponse_attendu_obtenu(tmp_path):
    """Un décalage de un : chaque test raté dit la ligne vérifiée, l'attendu et l'obtenu."""
    dossier = rendu(tmp_path, "ex8_compression", ("    return m\n", "    return m + 1\n"),
                    ("    return full, kept", "    return kept, full"))
    texte = texte_pour_eleve(noter_mon_exercice("ex8", dossier, expliquer=True))
    assert texte.startswith("Exercice 8 — Mesurer la compression : 0/10 points")
    assert "vérifié : messages_pour_rentabiliser(1000, 200, 800, 100, T) == 2" in texte
    assert "attendu : 2\n        obtenu : 3" in texte
    assert ("attendu : (12, 8)\n        obtenu : (8, 12)\n        écart : élément 0 : obtenu 8, attendu 12"
            in texte)
    assert "précision : kept doit inclure les 50 caractères du résumé" in texte
    for interdit in INTERDITS:
        assert interdit not in texte, interdit


def test_enonce_intact_indice_dit_une_fois_et_exception_attendue(tmp_path):
    """L'énoncé : l'indice d'une fonction n'est dit qu'une fois ; un ValueError oublié est nommé."""
    dossier = rendu(tmp_path, "ex4_cout_cache", enonce=True)
    texte = texte_pour_eleve(noter_mon_exercice("ex4", dossier, expliquer=True))
    assert texte.count("À faire : pour chaque requête, comptez ses tokens") == 1
    assert "fonction pas encore écrite : À faire" in texte
    (tmp_path / "oubli").mkdir()
    leve = '        raise ValueError("Aucune stratégie à comparer : donnez au moins une stratégie.")'
    oubli = rendu(tmp_path / "oubli", "ex4_cout_cache", (leve, '        return ("", 0.0)'))
    texte = texte_pour_eleve(noter_mon_exercice("ex4", oubli, expliquer=True))
    assert "attendu : une exception ValueError\n        obtenu : aucune exception" in texte
    for interdit in INTERDITS + ("DID NOT RAISE",):
        assert interdit not in texte, interdit


def test_montrer_sans_adresse_ni_mot_coupe():
    assert montrer(noter_mon_exercice) == "<fonction noter_mon_exercice>"
    court = montrer(CLAUDE_SONNET, limite=80)
    assert len(court) <= 80 and court.startswith("Tarif(modele='claude-sonnet-5") and court.endswith(", …)")
    assert re.search(r"\w, …\)$", court)  # coupé après un champ entier
    assert ecart({"a": 1, "b": 2}, {"a": 1, "b": 3}) == 'clé "b" : obtenu 2, attendu 3'
    assert ecart([1, 2], [1, 2, 3]) == "2 éléments au lieu de 3"


@given(st.text(alphabet=string.ascii_letters + "éà ,()", min_size=1, max_size=300),
       st.integers(min_value=10, max_value=200))
def testcouper_ne_coupe_jamais_un_mot(texte, limite):
    """Pour tout texte : le début gardé se termine sur une fin de mot du texte d'origine."""
    court = couper(texte, limite)
    if court == texte:
        return
    garde = court  # sans la marque de coupe (« … », « , … », ou « , …) » qui referme)
    for marque in (", …)", ", …]", ", …}", " …", ", …"):
        garde = garde.removesuffix(marque)
    garde = garde.rstrip(", ")
    assert texte.startswith(garde)
    suite = texte[len(garde):]
    assert not garde or not suite or not (garde[-1].isalnum() and suite[0].isalnum())


@given(st.text(st.characters(exclude_categories=["Cs"]), max_size=300), st.integers(8, 200))
@settings(max_examples=200, deadline=None)
def test_couper_ne_depasse_jamais_la_limite(texte, limite):
    """Bogue : la marque « , …) » s'ajoutait après la coupe et dépassait la limite (81 > 80)."""
    from correction.valeurs import couper

    assert len(couper(texte, limite)) <= limite
