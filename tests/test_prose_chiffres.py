"""Les chiffres cités dans la prose des leçons viennent d'une seule source, et ils y sont lus.

Une ligne de `CHIFFRES` = (leçon, phrase de la prose avec `{}` à la place du chiffre, source).
La source rend le chiffre tel que la prose doit l'écrire ; elle le lit dans :

- `mesure(ligne, colonne)` : une cellule d'un tableau de docs/mesures/tableaux.md (écrit par
  `make mesures`), repérée par le début de sa ligne et le titre de sa colonne ;
- `sortie(leçon, repère, motif)` : la sortie enregistrée (.ipynb exécuté) de la cellule de code
  dont la source contient `repère`, le chiffre étant le premier groupe de `motif` ;
- `readme(motif)` : le README.md du dépôt.

Si une mesure est refaite ou une cellule change de sortie, la prose qui la cite doit changer
avec elle : ce test échoue tant qu'elles divergent. Ajoutez ici chaque chiffre qu'une leçon
cite (h-api : lignes de 03, 07 et 09).
"""

import json
import re
from functools import cache
from pathlib import Path

import pytest

RACINE = Path(__file__).resolve().parent.parent


@cache
def _tableaux() -> list[str]:
    return (RACINE / "docs" / "mesures" / "tableaux.md").read_text(encoding="utf-8").splitlines()


def mesure(ligne: str, colonne: str, entete: str = "| Stratégie |"):
    """La cellule (`ligne`, `colonne`) du premier tableau de tableaux.md dont l'en-tête
    commence par `entete` et qui a une ligne commençant par `| ligne |`."""
    def lire() -> str:
        lignes, titres = _tableaux(), None
        for texte in lignes:
            if texte.startswith(entete):
                titres = [c.strip() for c in texte.strip("|").split("|")]
            elif titres and texte.startswith(f"| {ligne} |"):
                if colonne in titres:
                    return [c.strip() for c in texte.strip("|").split("|")][titres.index(colonne)]
        raise AssertionError(f"tableaux.md : pas de cellule ({ligne!r}, {colonne!r})")
    return lire


@cache
def _notebook(lecon: str) -> list[dict]:
    return json.loads((RACINE / "notebooks" / f"{lecon}.ipynb").read_text(encoding="utf-8"))["cells"]


def sortie(lecon: str, repere: str, motif: str):
    """Le premier groupe de `motif` dans la sortie de la cellule de code qui contient `repere`."""
    def lire() -> str:
        cellules = [c for c in _notebook(lecon) if c["cell_type"] == "code"
                    and repere in "".join(c["source"])]
        assert len(cellules) == 1, f"{lecon} : {len(cellules)} cellules contiennent {repere!r}"
        texte = "".join("".join(o.get("text", "")) for o in cellules[0].get("outputs", []))
        trouve = re.search(motif, texte)
        assert trouve, f"{lecon} : {motif!r} absent de la sortie de la cellule {repere!r}"
        return trouve.group(1)
    return lire


def titre(motif: str):
    """Le premier groupe de `motif` dans tableaux.md (un titre de section, par exemple)."""
    def lire() -> str:
        trouve = re.search(motif, "\n".join(_tableaux()))
        assert trouve, f"tableaux.md : {motif!r} introuvable"
        return trouve.group(1)
    return lire


def readme(motif: str):
    """Le premier groupe de `motif` dans README.md."""
    def lire() -> str:
        trouve = re.search(motif, (RACINE / "README.md").read_text(encoding="utf-8"), re.S)
        assert trouve, f"README.md : {motif!r} introuvable"
        return trouve.group(1)
    return lire


def fois_moins(a, b):
    """« n fois moins » : le rapport de deux mesures, à une décimale, à la française."""
    def lire() -> str:
        x, y = (float(f().replace(",", ".").replace("\u202f", "").replace(" ", "")) for f in (a, b))
        return f"{x / y:.1f}".replace(".", ",")
    return lire


def calcul(fonction, *sources):
    """Un chiffre déduit de plusieurs sources (entiers) : `fonction(*valeurs)`, en texte."""
    return lambda: str(fonction(*(int(f()) for f in sources)))


HISTO, FENETRE, BUDGET = ("historique complet", "fenêtre glissante (12 messages)",
                          "fenêtre par budget (2000 tokens)")

CHIFFRES = [
    # --- 02 : le kill -9 en pleine écriture, mesuré par make fiabilite (tableau du README)
    ("02_persister_la_session", "laisse de\n# {} fichiers illisibles sur 300 kills",
     readme(r"(\d+ à \d+) fichiers illisibles sur 300")),
    # --- 04 : le prompt système dépasse le minimum du cache : compté par la cellule qui le fabrique
    ("04_fenetre_glissante", "compte {} tokens", sortie("04_fenetre_glissante", "SYSTEME = [",
                                                       r"prompt système : (\d[\d ]*) tokens")),
    # --- 04 : le tableau « Sur 200 échanges », colonne par colonne, depuis docs/mesures
    ("04_fenetre_glissante", "| tokens par appel (max) | {} |", mesure(HISTO, "Tokens/appel max")),
    ("04_fenetre_glissante", "| tokens par appel (max) | 28 680 | {} |",
     mesure(FENETRE, "Tokens/appel max")),
    ("04_fenetre_glissante", "| 853 | {} |", mesure(BUDGET, "Tokens/appel max")),
    ("04_fenetre_glissante", "| part lue depuis le cache | {} |", mesure(HISTO, "Lu du cache")),
    ("04_fenetre_glissante", "| 0,0 % | {} |", mesure(BUDGET, "Lu du cache")),
    ("04_fenetre_glissante", "| coût total | {} \\\\$", mesure(HISTO, "Coût ($)")),
    ("04_fenetre_glissante", "| 0,49 \\\\$ | {} \\\\$", mesure(FENETRE, "Coût ($)")),
    ("04_fenetre_glissante", "| 0,51 \\\\$ | {} \\\\$", mesure(BUDGET, "Coût ($)")),
    ("04_fenetre_glissante", "| — | {} |",
     mesure(FENETRE, "Moins cher : avec cache", entete="| Stratégie | Dont")),
    ("04_fenetre_glissante", "retrouvés au 200e échange | {} |", mesure(HISTO, "Faits retrouvés à la fin")),
    ("04_fenetre_glissante", "| 9 / 9 | {} |", mesure(FENETRE, "Faits retrouvés à la fin")),
    # --- 04 : la fenêtre de 12 finit plus chère que l'historique complet (h-api, 2026-12-01)
    ("04_fenetre_glissante", "historique complet ({} \\\\$ contre", mesure(FENETRE, "Coût ($)")),
    ("04_fenetre_glissante", "\\\\$ contre {} \\\\$), qui, lui,", mesure(HISTO, "Coût ($)")),
    # --- 04 : « lui, est lu à 98,8 % depuis le cache »
    ("04_fenetre_glissante", "est lu à {} depuis le cache", mesure(HISTO, "Lu du cache")),
    # --- 05 : « 14 messages ont disparu » = messages avant − (messages après − le message « [Résumé
    #     indisponible] ») ; la cellule du résumeur en panne imprime « 20 messages avant, 7 après »
    ("05_resume_periodique", "Rien n'a planté, et {} messages ont disparu",
     calcul(lambda avant, apres: avant - (apres - 1),
            sortie("05_resume_periodique", "compacter_sans_planter(camille", r"(\d+) messages avant"),
            sortie("05_resume_periodique", "compacter_sans_planter(camille", r"avant, (\d+) après"))),
    # --- 05 : « 4 messages gardés au lieu de 6 » = sortie « 28 messages → 5 » moins le résumé
    ("05_resume_periodique", "{} messages gardés au lieu de 6",
     calcul(lambda apres: apres - 1, sortie("05_resume_periodique", "compacte = compacter_historique"
                                            "(historique", r"messages → (\d+)"))),
    # --- 05 : « la leçon 07 mesure cette perte sur 32 faits » = titre du banc de rétention
    ("05_resume_periodique", "mesure cette perte sur\n# {} faits",
     titre(r"## Banc de rétention \((\d+) faits")),
    # --- 06 : « Les tours 1 à 7 sont partis dans le résumé » = sortie du résumeur témoin
    ("06_resume_glissant", "# Les tours 1 à {} sont partis dans le résumé",
     sortie("06_resume_glissant", "def resumeur_temoin", r"tour 1 à tour (\d+)\]")),
    # --- 06 : « … les tours 8 à 13 sont intacts. Il reste 6 tours. » = la liste des gardés
    ("06_resume_glissant", "les tours 8 à 13 sont intacts. Il reste {} tours.",
     calcul(lambda premier, dernier: dernier - premier + 1,
            sortie("06_resume_glissant", "def resumeur_temoin", r"gardés : \['tour (\d+)'"),
            sortie("06_resume_glissant", "def resumeur_temoin", r"'tour (\d+)'\]"))),
    # --- 08 : « Le tour 1 (…) a été sacrifié par le repli » : un seul tour abandonné, le premier
    ("08_garde_fous", "# Le tour {} (le prénom, l'entreprise) a été sacrifié par le repli",
     calcul(lambda n: "1" if n == 1 else f"1 à {n}",
            sortie("08_garde_fous", "repli = ResumeAvecRepli", r"abandonnés sans résumé : (\d+)"))),
    # --- 08 : la réponse repliée de la prédiction « que contient naif ? » = la sortie de la cellule
    ("08_garde_fous", "# {} tours (les `keep_last` derniers), un résumé vide",
     sortie("08_garde_fous", "print(f\"résumé : {naif.summary", r"tours gardés : (\d+) sur 13")),
]


def _prose(lecon: str) -> str:
    return (RACINE / "notebooks" / f"{lecon}.py").read_text(encoding="utf-8")


@pytest.mark.parametrize("lecon, phrase, source", CHIFFRES,
                         ids=[f"{lecon}:{phrase[:30]}" for lecon, phrase, _ in CHIFFRES])
def test_la_prose_cite_la_source(lecon, phrase, source):
    attendu = phrase.format(source())
    assert attendu in _prose(lecon), (
        f"{lecon} devrait écrire {attendu!r} (valeur lue dans la source) : la prose et la "
        "source ont divergé. Corrigez la prose, ou refaites la mesure.")


def test_les_lecteurs_sur_des_cas_faits_main():
    assert re.fullmatch(r"\d+,\d\d", mesure(HISTO, "Coût ($)")())  # un prix, pas un titre
    assert fois_moins(lambda: "0,77", lambda: "0,43")() == "1,8"
    with pytest.raises(AssertionError, match="pas de cellule"):
        mesure("stratégie inconnue", "Coût ($)")()


def test_chaque_ligne_a_un_seul_emplacement_de_chiffre():
    """Une phrase sans `{}` serait cherchée telle quelle : la ligne ne pourrait pas échouer."""
    sans = [(lecon, phrase) for lecon, phrase, _ in CHIFFRES if phrase.count("{}") != 1]
    assert not sans, f"lignes sans (ou avec plusieurs) emplacement {{}} : {sans}"


# --- Lignes de la session h-api (issue 21 : leçons 03, 07, 09 et README ; prix, minimums du cache,
# seuils de compaction et tableaux de make mesures). Même règle, autre lecteur : la prose est lue
# commentaires recollés en une ligne, et la source peut aussi être `cours/tarifs.py`, le
# catalogue du modèle local ou un corrigé exécuté (solutions/*.ipynb).

from cours.tarifs import CLAUDE_SONNET_55, GEMINI_38_FLASH  # noqa: E402
from mesures.fournisseurs_gemini import CACHE_MIN_GEMINI  # noqa: E402
from mesures.tableaux import decimal_fr, entier_fr  # noqa: E402
from modele_local.anthropic.memoire import SEUIL_DEFAUT, SEUIL_MIN  # noqa: E402
from modele_local.catalogue import fiche  # noqa: E402

DOLLAR = "\\\\$"  # `\\$` dans la source jupytext : JupyterLab compose les `$` en maths

def prose_recollee(chemin: str) -> str:
    """Le texte d'un fichier, lignes de commentaire recollées, espaces réduits à un seul."""
    texte = (RACINE / chemin).read_text(encoding="utf-8")
    texte = re.sub(r"\n#\s*", " ", texte)
    if chemin.endswith(".md"):  # Markdown : un paragraphe court sur plusieurs lignes
        texte = re.sub(r"(?<!\|)\n(?!\|)", " ", texte)
    return re.sub(r"[ \t]+", " ", texte)


def mesures_ligne(nom: str, rang: int = 1) -> list[str]:
    """Les cellules de la `rang`-ième ligne de `docs/mesures/tableaux.md` qui commence par `| nom |`."""
    vues = 0
    for ligne in (RACINE / "docs/mesures/tableaux.md").read_text(encoding="utf-8").splitlines():
        if ligne.startswith(f"| {nom} |") and (vues := vues + 1) == rang:
            return [c.strip() for c in ligne.split("|")[1:-1]]
    raise AssertionError(f"« {nom} » absent de docs/mesures/tableaux.md")


def decision(motif: str) -> str:
    """Le premier groupe de `motif` dans le tableau de décision de `docs/mesures/tableaux.md`."""
    texte = (RACINE / "docs/mesures/tableaux.md").read_text(encoding="utf-8")
    trouve = re.search(motif, texte[texte.index("### Tableau de décision"):])
    assert trouve, f"tableau de décision : {motif!r} introuvable"
    return trouve[1]


def sortie_corrige(nom: str) -> str:
    """Toutes les sorties texte d'un corrigé exécuté (solutions/<nom>.ipynb)."""
    nb = json.loads((RACINE / f"solutions/{nom}.ipynb").read_text(encoding="utf-8"))
    return "".join("".join(o.get("text", "")) for c in nb["cells"] for o in c.get("outputs", []))


def rentable_apres(avec_cache: bool) -> str:
    marque = "avec" if avec_cache else "sans"
    return re.search(rf"{marque} cache : rentable après (\d+)", sortie_corrige("ex8_compression"))[1]


S55 = CLAUDE_SONNET_55
L_COMPLET, L_FENETRE, L_BUDGET = (mesures_ligne(n) for n in (
    "historique complet", "fenêtre glissante (12 messages)", "fenêtre par budget (2000 tokens)"))
L_PERIODIQUE, L_GLISSANT = (mesures_ligne(n) for n in ("résumé périodique (24 → résumé + 6)",
                                                       "résumé glissant (12/6)"))

CAS_H_API = [
    # leçon 03b : prix (cours/tarifs.py) et minimums du cache (catalogue)
    ("notebooks/03b_le_cache_de_prefixe.py", "pour claude-sonnet-5-5, {} × le prix d'entrée",
     decimal_fr(S55.lecture_cache / S55.entree, 2)),
    ("notebooks/03b_le_cache_de_prefixe.py", f"{{}} {DOLLAR} en écriture de cache (5 minutes)",
     decimal_fr(S55.ecriture_cache, 2)),
    ("notebooks/03b_le_cache_de_prefixe.py", f"(5 minutes), {{}} {DOLLAR} en lecture",
     decimal_fr(S55.lecture_cache, 2)),
    ("notebooks/03b_le_cache_de_prefixe.py", "Le minimum dépend du modèle : {} tokens pour claude-sonnet-5-5",
     entier_fr(fiche("claude-sonnet-5-5").cache_min)),
    ("notebooks/03b_le_cache_de_prefixe.py", "{} pour claude-sonnet-5 et les Sonnet 4.x",
     entier_fr(fiche("claude-sonnet-5").cache_min)),
    ("notebooks/03b_le_cache_de_prefixe.py", "jusqu'à {} pour Claude Haiku 4.5",
     entier_fr(fiche("claude-haiku-4-5").cache_min)),
    # leçon 04 : tableau de 200 échanges (docs/mesures)
    ("notebooks/04_fenetre_glissante.py", "| part lue depuis le cache | {} |",
     " | ".join(x[4] for x in (L_COMPLET, L_FENETRE, L_BUDGET))),
    ("notebooks/04_fenetre_glissante.py", "| coût total | {} |",
     " | ".join(f"{x[6]} {DOLLAR}" for x in (L_COMPLET, L_FENETRE, L_BUDGET))),
    ("notebooks/04_fenetre_glissante.py", "le minimum de {} tokens du cache, mais",
     entier_fr(fiche("claude-sonnet-5-5").cache_min)),
    # leçon 07
    ("notebooks/07_mesurer_la_compression.py", "{} fois sur claude-sonnet-5-5",
     decimal_fr(S55.lecture_cache / S55.entree, 2)),
    ("notebooks/07_mesurer_la_compression.py", f"({{}} {DOLLAR} par million de tokens), 0,1 fois",
     decimal_fr(S55.lecture_cache, 2)),
    ("notebooks/07_mesurer_la_compression.py", "on ignore le minimum de {} tokens",
     entier_fr(fiche("claude-sonnet-5-5").cache_min)),
    ("notebooks/07_mesurer_la_compression.py", '("B", "messages après la compaction", {}',
     f'"{rentable_apres(False)}", "{rentable_apres(True)}"'),
    # leçon 09
    ("notebooks/09_quand_le_fournisseur_garde_la_memoire.py", "Le seuil par défaut est de {} tokens",
     entier_fr(SEUIL_DEFAUT)),
    ("notebooks/09_quand_le_fournisseur_garde_la_memoire.py", "le minimum accepté de {} (un chiffre",
     entier_fr(SEUIL_MIN)),
    ("notebooks/09_quand_le_fournisseur_garde_la_memoire.py", '"value": {}}}',
     f"{SEUIL_MIN:_}"),
    ("notebooks/09_quand_le_fournisseur_garde_la_memoire.py", "au-delà de {} tokens pour Gemini 3.5",
     entier_fr(fiche("gemini-3.5-flash").cache_min)),
    ("notebooks/09_quand_le_fournisseur_garde_la_memoire.py", "gemini-3.8-flash, {} fois l'entrée",
     decimal_fr(GEMINI_38_FLASH.lecture_cache / GEMINI_38_FLASH.entree, 1)),
    ("notebooks/09_quand_le_fournisseur_garde_la_memoire.py", "prix de lecture ({} fois pour",
     decimal_fr(S55.lecture_cache / S55.entree, 2)),
    # --- issue 30 : le conseil suit le tableau de décision de make mesures (leçons 04, 05, 07)
    ("notebooks/05_resume_periodique.py", "la stratégie la moins chère jusqu'à l'échange {}",
     decision(r"\| avec cache de préfixe \| jusqu'à l'échange (\d+) \| historique complet \|")),
    ("notebooks/05_resume_periodique.py", "il passe devant l'historique complet à l'échange {}",
     decision(r"\| avec cache de préfixe \| dès l'échange (\d+) \| résumé périodique")),
    ("notebooks/07_mesurer_la_compression.py", "gagne longtemps** : jusqu'à l'échange {}, alors",
     decision(r"\| avec cache de préfixe \| jusqu'à l'échange (\d+) \| historique complet \|")),
    ("notebooks/07_mesurer_la_compression.py", "il compacte rarement ({} fois en 200 échanges)",
     L_PERIODIQUE[5]),
    ("notebooks/07_mesurer_la_compression.py", "qui compacte {} fois, ne passe devant",
     L_GLISSANT[5]),
    ("notebooks/07_mesurer_la_compression.py", "l'historique complet qu'à l'échange {}.",
     mesures_ligne("résumé glissant (12/6)", 2)[2].removeprefix("dès l'échange ")),
    ("notebooks/07_mesurer_la_compression.py", "le rattrape au message {} au lieu",
     sortie("07_mesurer_la_compression", "lecture_ancienne = replace",
            r"0\.20 \$ : à partir du message (\d+)")()),
    ("notebooks/07_mesurer_la_compression.py", "au lieu du message {}.",
     sortie("07_mesurer_la_compression", "lecture_ancienne = replace", r"0\.10 \$ :.* message (\d+)")()),
    ("notebooks/04_fenetre_glissante.py", "et elle oublie les {} faits (tableau plus haut)",
     L_FENETRE[8].split(" / ")[1]),
    ("README.md", "l'historique complet est le moins cher jusqu'à l'échange {}, puis",
     decision(r"\| avec cache de préfixe \| jusqu'à l'échange (\d+) \| historique complet \|")),
    # README
    ("README.md", "2,50 dollars l'écriture de cache, {} la lecture", decimal_fr(S55.lecture_cache, 2)),
    ("README.md", "l'historique complet coûterait {} $", L_COMPLET[7]),
    ("README.md", "| historique complet | {} |",
     " | ".join([*L_COMPLET[1:3], L_COMPLET[4], L_COMPLET[5], L_COMPLET[6] + " $", L_COMPLET[8]])),
    ("README.md", "0,51 $ contre {} $ sans point de cache", L_FENETRE[7]),
    ("README.md", "le relire : {} $ contre 0,43 $", L_FENETRE[6]),
]


@pytest.mark.parametrize("fichier, phrase, valeur", CAS_H_API,
                         ids=[f"{Path(f).stem}:{p[:30]}" for f, p, _ in CAS_H_API])
def test_le_chiffre_cite_est_celui_de_la_source(fichier, phrase, valeur):
    attendu = phrase.format(valeur)
    assert attendu in prose_recollee(fichier), (
        f"{fichier} devrait citer « {attendu} » (valeur de la source : {valeur}) ; mettez la "
        "prose à jour, ou la source si c'est elle qui a tort.")


def test_la_ligne_fournisseur_du_readme_suit_docs_mesures():
    texte = prose_recollee("README.md")
    for nom, ligne in [("compaction à la demande (12/6)", "compaction à la demande (12/6)"),
                       ("outils : historique complet", "outils : historique complet"),
                       ("outils : compaction au seuil (50000 tokens)",
                        "outils : compaction au seuil (50 000)")]:
        c = mesures_ligne(nom)
        assert f"| {ligne} | {c[1]} | {c[2]} | {c[3]} | {c[4]} | {c[5]} $ | {c[7]} |" in texte, nom


def test_le_minimum_gemini_des_mesures_suit_le_catalogue():
    assert CACHE_MIN_GEMINI == fiche("gemini-3.8-flash").cache_min
