"""Exercice 13 (10 points) — le confinement du back end de l'outil mémoire (leçon 11).

6 points ici, visibles ; 4 points sur des attaques de chemin que l'élève ne voit pas
(`attaques_ex13.py`, absent de la copie des élèves : `make distribuer` l'écarte). Sans ce
fichier, `verifier("ex13")` saute ces 4 points et le dit ; la correction les note.
Chaque attaque part d'un dossier où `dehors.txt` est posé À CÔTÉ de la racine : il doit rester
intact, et rien de neuf ne doit apparaître hors de la racine.
"""

import errno
import os

import pytest

FICHIER = "ex13_confinement_memoire"
points = pytest.mark.points

try:
    from tests.exercices.attaques_ex13 import (
        CACHEES,
        LIENS_CACHES,
        NON_TEXTES,
        POSITIFS,
        course_dossier_devenu_lien,
    )
except ImportError:  # copie des élèves : les attaques cachées n'y sont pas
    CACHEES = LIENS_CACHES = NON_TEXTES = POSITIFS = course_dossier_devenu_lien = None


@pytest.fixture
def terrain(tmp_path):
    (tmp_path / "dehors.txt").write_text("intact", encoding="utf-8")
    racine = tmp_path / "racine"
    (racine / "notes").mkdir(parents=True)
    (racine / "notes" / "equipe.md").write_text("Équipe : Plateforme\n", encoding="utf-8")
    return tmp_path, racine


def relire(chemin) -> bytes | str:
    """Le contenu d'un fichier relu par le test, SANS suivre de lien (un lien posé par le code de
    l'élève à la place de `dehors.txt` ne fait rien lire d'autre) : un lien rend « lien »."""
    try:
        fd = os.open(chemin, os.O_RDONLY | os.O_NOFOLLOW)
    except OSError as e:
        return f"illisible ({'lien' if e.errno == errno.ELOOP else e.errno})"
    with os.fdopen(fd, "rb") as f:
        return f.read(1 << 16)


def dehors_intact(tmp_path) -> bool:
    return relire(tmp_path / "dehors.txt") == b"intact"


def hors_racine(tmp_path):
    """Empreinte de ce qui est hors de la racine (noms et tailles : aucun contenu dans un
    message d'échec), sans suivre de lien."""
    return {str(p.relative_to(tmp_path)): (p.is_symlink(), len(relire(p)))
            for p in tmp_path.rglob("*")
            if (p.is_symlink() or p.is_file()) and "racine" not in p.relative_to(tmp_path).parts}


def refuse(ex, racine, chemin):
    """Vrai si confiner, lire ET ecrire refusent tous le chemin par une ValueError."""
    for appel in (lambda: ex.confiner(racine, chemin), lambda: ex.lire(racine, chemin),
                  lambda: ex.ecrire(racine, chemin, "piégé")):
        try:
            appel()
        except ValueError:
            continue
        except Exception:  # noqa: BLE001 - FileNotFoundError, TypeError… : pas un refus net
            return False
        return False
    return True


@points(2)
def test_chemins_ordinaires(ex, terrain):
    """confiner / lire / ecrire : les chemins ordinaires marchent, dossiers créés au besoin"""
    _, racine = terrain
    assert ex.confiner(racine, "/memories/notes/equipe.md") == (racine / "notes" / "equipe.md")
    assert ex.confiner(racine, "/memories") == racine
    assert ex.lire(racine, "/memories/notes/equipe.md") == "Équipe : Plateforme\n"
    ex.ecrire(racine, "/memories/a/b/c.md", "Allergie : arachides\n")
    assert relire(racine / "a" / "b" / "c.md") == b"Allergie : arachides\n"
    ex.ecrire(racine, "/memories//notes/equipe.md", "Équipe : Data\n")   # « // » toléré
    assert ex.lire(racine, "/memories/notes/equipe.md") == "Équipe : Data\n"


@points(1)
def test_absent_et_dossier(ex, terrain):
    """lire : fichier absent -> FileNotFoundError ; dossier, ou écrire /memories -> ValueError

    Écrire dans /memories lui-même lève ValueError, et rien n'apparaît à côté de la racine."""
    tmp_path, racine = terrain
    with pytest.raises(FileNotFoundError):
        ex.lire(racine, "/memories/absent.md")
    with pytest.raises(ValueError):
        ex.lire(racine, "/memories/notes")
    avant = hors_racine(tmp_path)
    for chemin in ("/memories", "/memories/", "/memories//"):
        with pytest.raises(ValueError):
            ex.ecrire(racine, chemin, "piégé")
    assert hors_racine(tmp_path) == avant and racine.is_dir(), "un fichier est apparu dehors"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["dehors.txt", "racine"]


VISIBLES = ["/memories/../dehors.txt", "/etc/passwd", "memories/x",
            "/memories/notes/../../dehors.txt", "/memories/%2e%2e/x"]


@points(2)
def test_attaques_visibles(ex, terrain):
    """Les attaques classiques : remonter, chemin absolu ou relatif, encodage URL"""
    tmp_path, racine = terrain
    avant = hors_racine(tmp_path)
    for chemin in VISIBLES:
        assert refuse(ex, racine, chemin), f"{chemin!r} n'est pas refusé par une ValueError"
    assert hors_racine(tmp_path) == avant, "un fichier est apparu ou a changé hors de la racine"


@points(1)
def test_lien_symbolique_vers_dehors(ex, terrain):
    """Un lien planté dans la racine qui pointe dehors : refusé, rien lu ni écrit dehors"""
    tmp_path, racine = terrain
    os.symlink(tmp_path / "dehors.txt", racine / "lien.md")
    assert refuse(ex, racine, "/memories/lien.md")
    assert dehors_intact(tmp_path), "dehors.txt a été modifié ou remplacé"


@points(2)
def test_attaques_cachees(ex, terrain):
    """Attaques cachées (notées à la correction) : chemins piégés"""
    if CACHEES is None:
        pytest.skip("attaques cachées : elles ne sont pas dans votre copie, la correction les note")
    tmp_path, racine = terrain
    avant = hors_racine(tmp_path)
    rates = [c for c in CACHEES + NON_TEXTES if not refuse(ex, racine, c)]
    assert not rates, (f"{len(rates)} attaque(s) cachée(s) acceptée(s) sur "
                       f"{len(CACHEES) + len(NON_TEXTES)}")
    assert hors_racine(tmp_path) == avant, "un fichier est apparu ou a changé hors de la racine"
    refuses = [virtuel for virtuel, _ in POSITIFS if not accepte(ex, racine, virtuel)]
    assert not refuses, (f"{len(refuses)} chemin(s) ordinaire(s) caché(s) refusé(s) ou mal "
                         f"placé(s) sur {len(POSITIFS)} : la consigne les accepte")


def accepte(ex, racine, virtuel) -> bool:
    """Vrai si `virtuel` (un chemin ordinaire de POSITIFS) est accepté et bien placé : confiner
    rend le bon fichier, ecrire puis lire rendent le texte écrit."""
    attendu = dict(POSITIFS)[virtuel]
    try:
        if ex.confiner(racine, virtuel) != racine / attendu:
            return False
        ex.ecrire(racine, virtuel, "Mémo ✓\n")
        return ex.lire(racine, virtuel) == "Mémo ✓\n" and relire(racine / attendu) == (
            "Mémo ✓\n".encode())
    except Exception:  # noqa: BLE001 - un refus, ou une erreur : pas accepté
        return False


@points(2)
def test_liens_caches(ex, terrain, monkeypatch):
    """Attaques cachées (notées à la correction) : liens symboliques plantés, avant ou pendant
    l'appel"""
    if LIENS_CACHES is None:
        pytest.skip("attaques cachées : elles ne sont pas dans votre copie, la correction les note")
    tmp_path, racine = terrain
    rates = [nom for nom, planter, chemin in LIENS_CACHES
             if not (planter(tmp_path, racine) or refuse(ex, racine, chemin))]
    assert not rates, f"{len(rates)} lien(s) caché(s) accepté(s) sur {len(LIENS_CACHES)}"
    avant = hors_racine(tmp_path)
    rates = course_dossier_devenu_lien(ex, monkeypatch, tmp_path, racine)
    assert not rates, f"un dossier devenu lien pendant l'appel : accepté par {', '.join(rates)}"
    assert hors_racine(tmp_path) == avant
    assert dehors_intact(tmp_path), "dehors.txt a été modifié ou remplacé"
