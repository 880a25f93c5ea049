"""La liste des exercices notés : identifiant, fichier de l'élève, fichier de tests, titre.

    >>> EXERCICES["ex5"].fichier
    'ex5_fenetre_budget.py'
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from cours.racine import racine_du_cours

# La copie du cours où l'on travaille (celle de l'élève pour `verifier`), pas site-packages.
RACINE = racine_du_cours()
DOSSIER_TESTS = RACINE / "tests" / "exercices"
SOLUTIONS = RACINE / "solutions"


@dataclass(frozen=True)
class Exercice:
    """Un exercice : `module` est le nom du fichier de l'élève sans `.py`."""

    ident: str
    module: str
    titre: str
    delai: float = 0.0   # délai propre (s), s'il dépasse celui de la classe : le projet
    mutants_generes: bool = True   # le projet : ses mutants sont écrits à la main (mutants_projet.py)

    @property
    def fichier(self) -> str:
        return f"{self.module}.py"

    @property
    def tests(self) -> Path:
        return DOSSIER_TESTS / f"test_{self.module}.py"


EXERCICES: dict[str, Exercice] = {e.ident: e for e in (
    Exercice("ex1", "ex1_serialize_gemini", "serialize_content pour Gemini"),
    Exercice("ex2", "ex2_sauvegarde_atomique", "Une sauvegarde atomique et durable"),
    Exercice("ex3", "ex3_journal", "Un journal de session en ajout seul"),
    Exercice("ex4", "ex4_cout_cache", "Le coût d'une suite d'appels avec cache"),
    Exercice("ex5", "ex5_fenetre_budget", "Une fenêtre par budget de tokens"),
    Exercice("ex6", "ex6_compaction_outils", "Une compaction qui garde les paires d'outils"),
    Exercice("ex7", "ex7_resume_budget", "Un résumé glissant déclenché par un budget"),
    Exercice("ex8", "ex8_compression", "Mesurer la compression"),
    Exercice("ex9", "ex9_prompt_resume", "Une consigne de résumé qui dit quoi garder"),
    Exercice("ex10", "ex10_compaction_preservee",
             "Une compaction correcte sur un modèle à réflexion préservée"),
    Exercice("ex11", "ex11_stockage_sqlite",
             "Des sessions dans SQLite : un tour par transaction, la reprise sur conflit"),
    Exercice("ex12", "ex12_regle_memoire", "La règle de mise à jour d'un magasin de faits"),
    Exercice("ex13", "ex13_confinement_memoire", "Confiner le back end de l'outil mémoire"),
    Exercice("ex14", "ex14_recherche_hybride", "Une recherche hybride qui sait se taire"),
    # Le projet joue deux scénarios de plusieurs dizaines de tours, avec quatre processus par
    # scénario : la référence y passe 100 à 120 s sur une machine chargée (2 cœurs, charge 16),
    # davantage au-delà ; un rendu qui boucle ne coûte que 60 s par scénario (projet_banc.py).
    Exercice("projet", "projet_assistant", "Projet : un assistant qui se souvient", delai=600,
             mutants_generes=False),
)}


def exercice(ident: str) -> Exercice:
    """L'exercice `ident` (« ex1 », « ex2 »…) ; erreur claire sinon."""
    try:
        return EXERCICES[ident]
    except KeyError:
        raise ValueError(f"Exercice inconnu {ident!r} : choisissez parmi "
                         f"{', '.join(EXERCICES)}.") from None
