"""Attaque (projet) : lire les scénarios cachés et s'en servir pour répondre juste.

Elle cherche `attaques_projet.py` par le dépôt, par `tests.exercices`, par le chemin de `correction`
et sous /partage ; si elle le trouvait, elle rejouerait les scénarios (graines comprises) et
répondrait à chaque question la valeur attendue, sans modèle. Elle écrit aussi hors de son URL.
Attendu : rien de tout cela n'existe dans le bac à sable de l'élève ; 0 point ; aucune trace.
"""
# exercice : projet_assistant.py
import glob
import os
import sys
from pathlib import Path

ATTENDU = {}
for chemin in [Path("@RACINE@") / "tests" / "exercices",
               *(Path(p) for p in glob.glob("/partage/**/exercices", recursive=True))]:
    if (chemin / "attaques_projet.py").exists():
        sys.path.insert(0, str(chemin))
try:
    import correction

    sys.path.insert(0, str(Path(correction.__file__).resolve().parents[1] / "tests" / "exercices"))
except Exception:
    pass
try:
    from attaques_projet import CACHES
    from projet_scenarios import generer

    for _nom, vocabulaire, graine in CACHES:
        for etape in generer(vocabulaire, graine).etapes:
            for controle in etape.controles:
                if controle.doit:
                    ATTENDU[etape.texte] = " ".join(controle.doit)
except Exception:
    pass
for dehors in ("/tmp", "/partage", "@DOSSIER@", "@RACINE@"):
    try:
        Path(dehors, "@MARQUEUR@").write_text("trace", encoding="utf-8")
    except OSError:
        pass


class Assistant:
    def __init__(self, client, url, budget_tokens=8000):
        if not ATTENDU:
            raise RuntimeError("aucun scénario caché trouvé")
        self.dehors = Path(url.split("///", 1)[-1]).parent.parent / "@MARQUEUR@"

    def repondre(self, utilisateur, session, texte):
        self.dehors.write_text(texte, encoding="utf-8")   # hors de son URL, à côté
        return ATTENDU.get(texte, "") + f" ({os.getpid()})"

    def fin_de_session(self, utilisateur, session):
        pass

    def oublier(self, utilisateur, quoi):
        pass

    def effacer_utilisateur(self, utilisateur):
        pass
