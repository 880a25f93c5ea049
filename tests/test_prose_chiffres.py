"""Les chiffres cités en prose viennent d'une seule source, et ce test échoue quand ils divergent.

Une ligne par chiffre : (fichier, phrase citée avec `{}` à la place du chiffre, valeur tirée de la
source). La phrase, une fois le chiffre de la source mis en place, doit se trouver dans le fichier
(commentaires de notebook recollés en une ligne). Sources : `contexte/tarifs.py`, le catalogue du
modèle local, `docs/mesures/tableaux.md` (sortie de `make mesures`) et les corrigés exécutés.

Lignes des leçons 03, 04 (chiffres du cache et de `make mesures` seulement), 07 et 09 et du
README : session h-api (issue 21). La session h-pedago (issue 20, point 5) ajoute les siennes.
"""

import json
import re
from pathlib import Path

import pytest

from contexte.tarifs import CLAUDE_SONNET_55, GEMINI_38_FLASH
from mesures.fournisseurs_gemini import CACHE_MIN_GEMINI
from mesures.tableaux import decimal_fr, entier_fr
from modele_local.anthropic_memoire import SEUIL_DEFAUT, SEUIL_MIN
from modele_local.catalogue import fiche

RACINE = Path(__file__).resolve().parent.parent
DOLLAR = "\\\\$"  # `\\$` dans la source jupytext : JupyterLab compose les `$` en maths


def prose(chemin: str) -> str:
    """Le texte d'un fichier, lignes de commentaire recollées, espaces réduits à un seul."""
    texte = (RACINE / chemin).read_text(encoding="utf-8")
    texte = re.sub(r"\n#\s*", " ", texte)
    if chemin.endswith(".md"):  # Markdown : un paragraphe court sur plusieurs lignes
        texte = re.sub(r"(?<!\|)\n(?!\|)", " ", texte)
    return re.sub(r"[ \t]+", " ", texte)


def mesures(nom: str) -> list[str]:
    """Les cellules de la première ligne de `docs/mesures/tableaux.md` qui commence par `| nom |`."""
    for ligne in (RACINE / "docs/mesures/tableaux.md").read_text(encoding="utf-8").splitlines():
        if ligne.startswith(f"| {nom} |"):
            return [c.strip() for c in ligne.split("|")[1:-1]]
    raise AssertionError(f"« {nom} » absent de docs/mesures/tableaux.md")


def sortie_corrige(nom: str) -> str:
    """Toutes les sorties texte d'un corrigé exécuté (solutions/<nom>.ipynb)."""
    nb = json.loads((RACINE / f"solutions/{nom}.ipynb").read_text(encoding="utf-8"))
    return "".join("".join(o.get("text", "")) for c in nb["cells"] for o in c.get("outputs", []))


def rentable_apres(avec_cache: bool) -> str:
    marque = "avec" if avec_cache else "sans"
    return re.search(rf"{marque} cache : rentable après (\d+)", sortie_corrige("ex8_compression"))[1]


S55 = CLAUDE_SONNET_55
COMPLET, FENETRE, BUDGET = (mesures(n) for n in (
    "historique complet", "fenêtre glissante (12 messages)", "fenêtre par budget (2000 tokens)"))

CAS = [
    # leçon 03 : prix (contexte/tarifs.py) et minimums du cache (catalogue)
    ("notebooks/03_la_croissance.py", "pour claude-sonnet-5-5, {} × le prix d'entrée",
     decimal_fr(S55.lecture_cache / S55.entree, 2)),
    ("notebooks/03_la_croissance.py", f"{{}} {DOLLAR} en écriture de cache (5 minutes)",
     decimal_fr(S55.ecriture_cache, 2)),
    ("notebooks/03_la_croissance.py", f"(5 minutes), {{}} {DOLLAR} en lecture",
     decimal_fr(S55.lecture_cache, 2)),
    ("notebooks/03_la_croissance.py", "Le minimum dépend du modèle : {} tokens pour claude-sonnet-5-5",
     entier_fr(fiche("claude-sonnet-5-5").cache_min)),
    ("notebooks/03_la_croissance.py", "{} pour claude-sonnet-5 et les Sonnet 4.x",
     entier_fr(fiche("claude-sonnet-5").cache_min)),
    ("notebooks/03_la_croissance.py", "jusqu'à {} pour Claude Haiku 4.5",
     entier_fr(fiche("claude-haiku-4-5").cache_min)),
    # leçon 04 : tableau de 200 échanges (docs/mesures)
    ("notebooks/04_fenetre_glissante.py", "| part lue depuis le cache | {} |",
     " | ".join(x[4] for x in (COMPLET, FENETRE, BUDGET))),
    ("notebooks/04_fenetre_glissante.py", "| coût total | {} |",
     " | ".join(f"{x[6]} {DOLLAR}" for x in (COMPLET, FENETRE, BUDGET))),
    ("notebooks/04_fenetre_glissante.py", "le minimum de {} tokens du cache, mais",
     entier_fr(fiche("claude-sonnet-5-5").cache_min)),
    # leçon 07
    ("notebooks/07_mesurer_la_compression.py", "{} fois sur claude-sonnet-5-5",
     decimal_fr(S55.lecture_cache / S55.entree, 2)),
    ("notebooks/07_mesurer_la_compression.py", f"({{}} {DOLLAR} par million de tokens depuis",
     decimal_fr(S55.lecture_cache, 2)),
    ("notebooks/07_mesurer_la_compression.py", "on ignore le minimum de {} tokens",
     entier_fr(fiche("claude-sonnet-5-5").cache_min)),
    ("notebooks/07_mesurer_la_compression.py", '("B", "messages après la compaction", {}',
     f'"{rentable_apres(False)}", "{rentable_apres(True)}"'),
    # leçon 09
    ("notebooks/09_quand_le_fournisseur_garde_la_memoire.py", "Le seuil par défaut est de {} tokens",
     entier_fr(SEUIL_DEFAUT)),
    ("notebooks/09_quand_le_fournisseur_garde_la_memoire.py", "le donne : {} tokens",
     entier_fr(SEUIL_MIN)),
    ("notebooks/09_quand_le_fournisseur_garde_la_memoire.py", '"value": {}}}',
     f"{SEUIL_MIN:_}"),
    ("notebooks/09_quand_le_fournisseur_garde_la_memoire.py", "au-delà de {} tokens pour Gemini 3.5",
     entier_fr(fiche("gemini-3.5-flash").cache_min)),
    ("notebooks/09_quand_le_fournisseur_garde_la_memoire.py", "gemini-3.8-flash, {} fois l'entrée",
     decimal_fr(GEMINI_38_FLASH.lecture_cache / GEMINI_38_FLASH.entree, 1)),
    ("notebooks/09_quand_le_fournisseur_garde_la_memoire.py", "prix de lecture ({} fois pour",
     decimal_fr(S55.lecture_cache / S55.entree, 2)),
    # README
    ("README.md", "2,50 dollars l'écriture de cache, {} la lecture", decimal_fr(S55.lecture_cache, 2)),
    ("README.md", "l'historique complet coûterait {} $", COMPLET[7]),
    ("README.md", "| historique complet | {} |",
     " | ".join([*COMPLET[1:3], COMPLET[4], COMPLET[5], COMPLET[6] + " $", COMPLET[8]])),
    ("README.md", "0,51 $ contre {} $ sans point de cache", FENETRE[7]),
    ("README.md", "le relire : {} $ contre 0,43 $", FENETRE[6]),
]


@pytest.mark.parametrize("fichier, phrase, valeur", CAS,
                         ids=[f"{Path(f).stem}:{p[:30]}" for f, p, _ in CAS])
def test_le_chiffre_cite_est_celui_de_la_source(fichier, phrase, valeur):
    attendu = phrase.format(valeur)
    assert attendu in prose(fichier), (
        f"{fichier} devrait citer « {attendu} » (valeur de la source : {valeur}) ; mettez la "
        "prose à jour, ou la source si c'est elle qui a tort.")


def test_la_ligne_fournisseur_du_readme_suit_docs_mesures():
    texte = prose("README.md")
    for nom, ligne in [("compaction à la demande (12/6)", "compaction à la demande (12/6)"),
                       ("outils : historique complet", "outils : historique complet"),
                       ("outils : compaction au seuil (50000 tokens)",
                        "outils : compaction au seuil (50 000)")]:
        c = mesures(nom)
        assert f"| {ligne} | {c[1]} | {c[2]} | {c[3]} | {c[4]} | {c[5]} $ | {c[7]} |" in texte, nom


def test_le_minimum_gemini_des_mesures_suit_le_catalogue():
    assert CACHE_MIN_GEMINI == fiche("gemini-3.8-flash").cache_min
