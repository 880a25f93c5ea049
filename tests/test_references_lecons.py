"""Ce que les leçons nomment existe, et la table de parcours les liste toutes (issue 20).

- chaque `contexte.…` nommé dans une leçon est un module ou un attribut qui existe ;
- chaque fichier du dépôt nommé par une leçon (`exercises/…`, `docs/…`, `README.md`…) existe ;
- la table « leçon → exercices → durée » de la leçon 00 et celle du README listent chaque leçon,
  avec la durée que la leçon annonce en tête ;
- chaque leçon annonce sa durée (au plus une heure) et a au plus 25 cellules de code.
"""

import importlib
import re
from pathlib import Path

import pytest

RACINE = Path(__file__).resolve().parent.parent
LECONS = sorted(p.stem for p in (RACINE / "notebooks").glob("[0-9]*.py"))
# Un nom pointé `contexte.x.y` hors d'une chaîne Python (un nom de logger n'est pas un module).
NOM_CONTEXTE = re.compile(r"(?<![\"'\w.])contexte(?:\.[A-Za-z_]\w*)+")
# Un fichier du dépôt : un chemin sous un dossier du dépôt, ou un .md nommé seul (README.md).
DOSSIERS = ("exercises", "solutions", "notebooks", "contexte", "modele_local", "docs", "mesures",
            "fiabilite", "outils", "tests", "correction")
FICHIER = re.compile(r"`((?:" + "|".join(DOSSIERS) + r")/[^`\s]+|[\w.-]+\.md)`")
DUREE = re.compile(r"Durée estimée\W*:\s*(?:environ\s+)?([^.*(\n]+)")  # « **Durée estimée** : 1 h »


def source(lecon: str) -> str:
    return (RACINE / "notebooks" / f"{lecon}.py").read_text(encoding="utf-8")


def existe(nom: str) -> bool:
    """Vrai si `contexte.a.b` est un module importable ou un attribut d'un module importable."""
    morceaux = nom.split(".")
    for i in range(len(morceaux), 0, -1):
        try:
            objet = importlib.import_module(".".join(morceaux[:i]))
        except ModuleNotFoundError:
            continue
        for attribut in morceaux[i:]:
            if not hasattr(objet, attribut):
                return False
            objet = getattr(objet, attribut)
        return True
    return False


def minutes(duree: str) -> int:
    """« 45 min » → 45, « 1 h » → 60, « 1 heure » → 60, « 1 h 10 » → 70, « 55 minutes » → 55."""
    h = re.match(r"\s*(\d+)\s*h(?:eures?)?\s*(\d+)?", duree)
    if h:
        return 60 * int(h.group(1)) + int(h.group(2) or 0)
    m = re.match(r"\s*(\d+)\s*min", duree)
    assert m, f"durée illisible : {duree!r}"
    return int(m.group(1))


def table(texte: str) -> dict[str, tuple[str, str]]:
    """Les lignes `| `NN_nom` | … | exercices | durée |` d'une table de parcours."""
    lignes = {}
    for ligne in texte.splitlines():
        cellules = [c.strip() for c in ligne.lstrip("# ").strip().strip("|").split("|")]
        if len(cellules) == 4 and re.fullmatch(r"`\d\d\w*`", cellules[0]):
            lignes[cellules[0].strip("`")] = (cellules[2], cellules[3])
    return lignes


def test_les_lecteurs_sur_des_cas_faits_main():
    assert existe("contexte.messages.sans_reflexion") and existe("contexte.masquer_secrets")
    assert not existe("contexte.verrou_inexistant") and not existe("contexte.tokens.rien")
    assert NOM_CONTEXTE.findall('getLogger("contexte.garde_fous") et `contexte.disque`') \
        == ["contexte.disque"]
    assert FICHIER.findall("`exercises/ex1.py`, `README.md`, `session.json`") \
        == ["exercises/ex1.py", "README.md"]
    assert [minutes(d) for d in ("45 min", "1 h", "1 h 10", "55 minutes", "1 heure ")] \
        == [45, 60, 70, 55, 60]
    assert [DUREE.search(t).group(1) for t in ("**Durée estimée : 45 min.**",
                                               "**Durée estimée** : environ 1 heure (25 minutes…).")] \
        == ["45 min", "1 heure "]
    assert table("# | `04_fenetre` | Fenêtre | ex5 | 45 min |") == {"04_fenetre": ("ex5", "45 min")}


@pytest.mark.parametrize("lecon", LECONS)
def test_chaque_nom_contexte_existe(lecon):
    absents = sorted({n for n in NOM_CONTEXTE.findall(source(lecon)) if not existe(n)})
    assert not absents, f"{lecon} nomme {absents}, qui n'existent pas dans le module contexte"


@pytest.mark.parametrize("lecon", LECONS)
def test_chaque_fichier_nomme_existe(lecon):
    absents = sorted({f for f in FICHIER.findall(source(lecon))
                      if not (RACINE / f).exists() and not (RACINE / "notebooks" / f).exists()})
    assert not absents, f"{lecon} nomme des fichiers absents du dépôt : {absents}"


@pytest.mark.parametrize("ou", ["notebooks/00_demarrage.py", "README.md"])
def test_la_table_de_parcours_liste_chaque_lecon_avec_sa_duree(ou):
    lignes = table((RACINE / ou).read_text(encoding="utf-8"))
    manquantes = [lecon for lecon in LECONS if lecon not in lignes]
    assert not manquantes, f"{ou} : leçons absentes de la table de parcours : {manquantes}"
    for lecon in LECONS:
        if annoncee := DUREE.search(source(lecon)):
            assert minutes(lignes[lecon][1]) == minutes(annoncee.group(1)), (
                f"{ou} donne {lignes[lecon][1]} pour {lecon}, qui annonce {annoncee.group(1)}")


@pytest.mark.parametrize("lecon", LECONS)
def test_chaque_lecon_annonce_sa_duree_et_reste_courte(lecon):
    texte = source(lecon)
    annoncee = DUREE.search(texte[:1500])
    assert annoncee, f"{lecon} : pas de « Durée estimée » en tête de leçon"
    assert minutes(annoncee.group(1)) <= 60, f"{lecon} : plus d'une heure, découpez-la"
    code = len(re.findall(r"^# %%(?! \[markdown\])", texte, flags=re.M))
    assert code <= 25, f"{lecon} : {code} cellules de code (au plus 25), découpez ou allégez"


@pytest.mark.parametrize("solution", sorted((RACINE / "solutions").glob("ex*.py")), ids=lambda p: p.stem)
def test_chaque_enonce_nomme_sa_lecon_dans_ses_premieres_lignes(solution):
    debut = "\n".join(solution.read_text(encoding="utf-8").splitlines()[:5])
    trouve = re.search(r"[Ll]eçon (\d\d[a-z]?)\b", debut)
    assert trouve, f"{solution.name} : l'énoncé ne nomme pas sa leçon dans ses 5 premières lignes"
    assert any(lecon.startswith(trouve.group(1) + "_") for lecon in LECONS), (
        f"{solution.name} renvoie à la leçon {trouve.group(1)}, qui n'existe pas")


# --- issue 30 : les sources et leurs dates hors de la prose, dans docs/sources.md (une ligne par fait)
SOURCES = RACINE / "docs" / "sources.md"
# Toutes les leçons, 12 et 13 comprises dès qu'elles existent : un fait y est énoncé simplement, sa
# source et sa date de lecture sont dans sources.md.
SANS_DATE_DE_LECTURE = LECONS
# « lue le 2026-12-01 », y compris coupée en fin de ligne (« lue le\n# 2026-12-01 »).
DATE_DE_LECTURE = re.compile(r"\b(?:lue?s?|relues?) le(?:\s|#)+\d{4}-\d\d-\d\d")


def lignes_sources() -> list[list[str]]:
    """Les lignes du tableau de docs/sources.md, découpées en cellules (sans l'en-tête)."""
    lignes = [ligne for ligne in SOURCES.read_text(encoding="utf-8").splitlines()
              if ligne.startswith("| ") and not ligne.startswith(("| Fait |", "| --- |"))]
    return [[c.strip() for c in ligne.strip("|").split("|")] for ligne in lignes]


def test_chaque_source_a_sa_date_et_ses_lecons():
    lignes = lignes_sources()
    assert len(lignes) >= 10
    numeros = {lecon.split("_")[0] for lecon in LECONS}
    for fait, lecons, source, lu_le, desaccord in lignes:
        assert fait and source and desaccord, f"ligne incomplète : {fait[:50]!r}"
        assert re.search(r"\d{4}-\d\d-\d\d", lu_le), f"pas de date de lecture : {fait[:50]!r}"
        for numero in re.findall(r"\b\d\d[a-z]?\b", lecons):
            assert numero in numeros, f"sources.md renvoie à la leçon {numero}, qui n'existe pas"


@pytest.mark.parametrize("lecon", SANS_DATE_DE_LECTURE)
def test_la_prose_ne_porte_pas_les_dates_de_lecture(lecon):
    trouvees = DATE_DE_LECTURE.findall(source(lecon))
    assert not trouvees, f"{lecon} : {trouvees} ; la source et sa date vont dans docs/sources.md"


def numeros_en_ordre(lecons: list[str]) -> list[str]:
    """Ce qui cloche dans une numérotation « NN_nom » / « NNb_nom » : trou, doublon, « b » orphelin.

    ["00_a", "01_b", "02_c", "02b_d"] -> [] ; ["00_a", "02_c"] -> ["01 manque"]"""
    numeros = [lecon.split("_")[0] for lecon in lecons]
    entiers = {int(n) for n in numeros if n.isdigit()}
    dernier = max((int(n[:2]) for n in numeros), default=-1)
    defauts = [f"{k:02d} manque" for k in range(dernier + 1) if k not in entiers]
    defauts += [f"{n} en double" for n in sorted(set(numeros)) if numeros.count(n) > 1]
    defauts += [f"{n} sans {n[:2]}" for n in numeros if not n.isdigit() and n[:2] not in numeros]
    return defauts


def test_la_numerotation_sur_des_cas_faits_main():
    assert numeros_en_ordre(["00_a", "01_b", "02_c", "02b_d", "03_e"]) == []
    assert numeros_en_ordre(["00_a", "02_c"]) == ["01 manque"]
    assert numeros_en_ordre(["00_a", "01_b", "01_c"]) == ["01 en double"]
    assert numeros_en_ordre(["00_a", "01b_c"]) == ["01 manque", "01b sans 01"]


def test_les_lecons_se_suivent_sans_trou():
    """00, 01, 02, 02b… jusqu'à la dernière (12 « Retrouver », 13 « Projet » quand elles arrivent)."""
    assert LECONS[0].startswith("00_") and not numeros_en_ordre(LECONS), numeros_en_ordre(LECONS)


def test_chaque_renvoi_a_sources_md_a_ses_lignes():
    """Une leçon qui renvoie à docs/sources.md y a au moins une ligne (colonne « Leçons »)."""
    citees = {numero for _, lecons, *_ in lignes_sources()
              for numero in re.findall(r"\b\d\d[a-z]?\b", lecons)}
    sans = [lecon for lecon in LECONS
            if "docs/sources.md" in source(lecon) and lecon.split("_")[0] not in citees]
    assert not sans, f"{sans} renvoient à docs/sources.md, qui n'a aucune ligne pour elles"


def test_le_lecteur_de_dates_sur_des_cas_faits_main():
    assert DATE_DE_LECTURE.findall("page X, lue le 2026-11-30 ; pages lues le 2026-12-01") \
        == ["lue le 2026-11-30", "lues le 2026-12-01"]
    assert not DATE_DE_LECTURE.findall("relevé publié le 2026-05-13")
    assert DATE_DE_LECTURE.findall("# (page X, lue le\n# 2026-12-01)") == ["lue le\n# 2026-12-01"]


def test_le_compteur_des_lecons_sur_une_source_faite_main():
    """outils/compter_lecons.py : cellules de code et mots de prose d'une source py:percent."""
    import sys
    sys.path.insert(0, str(RACINE / "outils"))
    try:
        import compter_lecons
    finally:
        sys.path.pop(0)
    source = ("# %% [markdown]\n# # Titre\n#\n# Deux `mots` ici.\n\n# %%\nx = 1\n\n"
              '# %% tags=["raises-exception"]\n1 / 0\n')
    genres = [genre for genre, _ in compter_lecons.cellules(source)]
    assert genres == ["markdown", "code", "code"]
    assert compter_lecons.mots(compter_lecons.cellules(source)[0][1]) == 4  # Titre Deux mots ici.
