"""Attaques cachées de l'exercice 13 : absentes de la copie des élèves (`make distribuer`).

Chaque chemin doit être refusé par `confiner`, `lire` et `ecrire`. Les liens sont plantés par
une fonction `planter(tmp_path, racine)` (qui renvoie None) avant l'essai.
"""

import os

CACHEES = [
    "/memories/notes/%252E%252e/%252e%252E/x",  # double encodage
    "/memories/notes/%2e%2E%2F%2E%2e%2Fx",     # casse mêlée, « / » encodé
    "/memories/..%2fdehors.txt",               # mélange
    "/memories/notes\\..\\..\\x",           # barre inverse (Windows)
    "/memories/notes/．．/．．/x",              # points pleine chasse (NFKC)
    "/memories/notes/\u2024\u2024/x",          # « ․․ » (one dot leader, NFKC -> « .. »)
    "/memories/a\x00b",                        # octet nul
    "/memories/notes/\u202eevil.md",           # contrôle bidirectionnel (Cf)
    "/memoriesX/dehors.txt",                   # préfixe qui ressemble
    "/memories/notes/./equipe.md",             # « . »
    "/memories/.config",                       # nom caché
    "/memories/notes/..",                      # « .. » final (qui resterait dans la racine)
    "//memories/../dehors.txt",                # double « / » initial
    "",                                        # vide
]


def _lien_dedans(tmp_path, racine):
    os.symlink(racine / "notes" / "equipe.md", racine / "raccourci.md")


def _dossier_lien(tmp_path, racine):
    os.symlink(tmp_path, racine / "porte")


def _lien_dans_sous_dossier(tmp_path, racine):
    os.symlink(tmp_path / "dehors.txt", racine / "notes" / "piege.md")


def _lien_casse(tmp_path, racine):
    os.symlink(tmp_path / "nouveau.txt", racine / "casse.md")


LIENS_CACHES = [
    ("lien qui pointe DANS la racine", _lien_dedans, "/memories/raccourci.md"),
    ("dossier lien vers le parent", _dossier_lien, "/memories/porte/dehors.txt"),
    ("lien dans un sous-dossier", _lien_dans_sous_dossier, "/memories/notes/piege.md"),
    ("lien cassé vers un fichier à créer dehors", _lien_casse, "/memories/casse.md"),
]

# Chemins ordinaires que la consigne ACCEPTE (une liste blanche des chemins visibles, ou « tout
# refuser », ne passe pas) : (chemin virtuel, chemin sous la racine).
POSITIFS = [
    ("/memories/projets/2026/plan.md", "projets/2026/plan.md"),
    ("/memories/étude de cas/résumé.md", "étude de cas/résumé.md"),
    ("/memories/a-b_c.d.md", "a-b_c.d.md"),
    ("/memories/version..2.md", "version..2.md"),          # « .. » dans un nom, pas un composant
    ("/memories/notes/equipe.md/", "notes/equipe.md"),      # « / » final toléré
    ("/memories/100%.md", "100%.md"),                       # « % » sans deux chiffres hexa
    ("/memories/Notes Réunion (v2).txt", "Notes Réunion (v2).txt"),
]

# Non textes : la consigne les refuse (ValueError), pas d'AttributeError ni de TypeError.
NON_TEXTES = [b"/memories/notes/equipe.md", None, ["/memories", "notes"]]


def course_dossier_devenu_lien(ex, monkeypatch, tmp_path, racine) -> list[str]:
    """Course (TOCTOU) : `racine/passage` est un vrai dossier au moment où le code l'examine
    (`os.lstat`, ou `os.stat(…, follow_symlinks=False)` comme `Path.is_symlink`), et devient
    aussitôt un lien vers le dehors. L'examen des liens ne voit rien ; seule la dernière ceinture
    de la consigne (le chemin résolu doit rester sous la racine) arrête le chemin.

    Le crochet tourne ici (rappel par le canal) ; le module `os` remplacé est celui de l'élève.
    Renvoie les fonctions (confiner, lire, ecrire) qui n'ont pas refusé par une ValueError.
    """
    os_eleve = getattr(ex, "os", None)
    if os_eleve is None:            # le squelette importe os : sans lui, pas de crochet posable
        return []
    vrai_lstat, vrai_stat = os.lstat, os.stat   # ceux de ce processus, pris avant le crochet
    porte = racine / "passage"
    armee: list[tuple[int, int]] = []

    def basculer(resultat):
        if armee and (resultat.st_dev, resultat.st_ino) == armee[0]:
            armee.clear()
            os.rmdir(porte)
            os.symlink(tmp_path, porte)

    def lstat(chemin, *args, **kwargs):
        resultat = vrai_lstat(chemin, *args, **kwargs)
        basculer(resultat)
        return resultat

    def stat_(chemin, *args, follow_symlinks=True, **kwargs):
        resultat = vrai_stat(chemin, *args, follow_symlinks=follow_symlinks, **kwargs)
        if not follow_symlinks:
            basculer(resultat)
        return resultat

    rates = []
    appels = {"confiner": lambda c: ex.confiner(racine, c), "lire": lambda c: ex.lire(racine, c),
              "ecrire": lambda c: ex.ecrire(racine, c, "piégé")}
    for nom, appel in appels.items():
        if os.path.islink(porte):
            os.unlink(porte)
        porte.mkdir(exist_ok=True)
        st = vrai_lstat(porte)
        armee[:] = [(st.st_dev, st.st_ino)]
        with monkeypatch.context() as m:
            m.setattr(os_eleve, "lstat", lstat)
            m.setattr(os_eleve, "stat", stat_)
            try:
                appel("/memories/passage/dehors.txt")
            except ValueError:
                continue
            except Exception:  # noqa: BLE001 - pas un refus net
                pass
        rates.append(nom)
    return rates
