"""Mutants de la référence du projet : chacun retire une pièce, et doit perdre sa partie.

Écrits comme des sous-classes de la référence (`solutions/projet_assistant.py`, chargée par son
chemin) : un fichier de rendu par mutant, que le banc joue comme celui d'un élève. Absent de la
copie des élèves (il cite la référence) : `make distribuer` écarte `mutants_*`.

    fichier = ecrire_mutant("sans_fsync", tmp_path)   # -> tmp_path / "sans_fsync.py"
"""

from __future__ import annotations

from pathlib import Path

# Chaque mutant : (la partie qu'il doit perdre, le corps de la sous-classe).
MUTANTS: dict[str, tuple[str, str]] = {
    # Jamais de compaction : tout l'historique de la session part à chaque tour.
    "sans_resume": ("budget", '''
    def _compacter(self, utilisateur, session, etat, messages):
        return etat
'''),
    # Les derniers échanges de la session, rien d'autre : ni faits, ni résumé, ni recherche.
    "fenetre_seule": ("rappel", '''
    def _extraire(self, utilisateur, session, jusqu_a=None):
        return None

    def _souvenirs(self, utilisateur, session, texte, coupe):
        return ""

    def _requete(self, etat, messages, souvenirs, texte):
        fenetre = messages[-6:]
        return {"systeme": reference.CONSIGNES, "historique": len(fenetre),
                "messages": [*fenetre, {"role": "user", "content": texte}]}
'''),
    # Chaque valeur dite reste un fait actuel : ni remplacée, ni retirée quand l'extraction dit
    # qu'elle a changé (seul un `oublier` de l'utilisateur la retire), toutes rappelées sans date.
    "sans_mise_a_jour": ("perime", '''
    def _rappel(self, utilisateur, texte, place, faits):
        valeurs, oubliees = {}, set()
        for cle, op, valeur, session in self.base.executer(
                "SELECT cle, op, valeur, session FROM memoire_historique WHERE utilisateur = ? "
                "ORDER BY rang", (utilisateur,)).fetchall():
            if op == "oubli" and not session:   # MemoireLongTerme.oublier : demandé
                oubliees.add(cle)
            elif valeur:
                valeurs.setdefault(cle, []).append(valeur)
        lignes = [f"- {cle} : {v}" for cle, vs in valeurs.items() if cle not in oubliees
                  for v in vs]
        return ("Faits connus sur l'utilisateur :\\n" + "\\n".join(lignes)) if lignes else ""
'''),
    # Un seul utilisateur pour tous : ni la mémoire, ni l'index, ni les sessions ne filtrent.
    "sans_filtre_utilisateur": ("rappel", '''
    def repondre(self, utilisateur, session, texte):
        return super().repondre("tous", session, texte)

    def fin_de_session(self, utilisateur, session):
        return super().fin_de_session("tous", session)

    def oublier(self, utilisateur, quoi):
        return super().oublier("tous", quoi)

    def effacer_utilisateur(self, utilisateur):
        return super().effacer_utilisateur("tous")
'''),
    # L'effacement oublie l'index plein texte (ses lignes et ses segments gardent les mots).
    "effacement_sans_index": ("effacement", '''
    def effacer_utilisateur(self, utilisateur):
        index, self.index = self.index, type("SansIndex", (), {
            "effacer_utilisateur": lambda s, u: None})()
        try:
            super().effacer_utilisateur(utilisateur)
        finally:
            self.index = index
'''),
    # Aucun fsync : SQLite sans `synchronous` (un COMMIT rend la main avant que le disque l'ait).
    "sans_fsync": ("reprise", '''
    def __init__(self, client, url, budget_tokens=8000):
        super().__init__(client, url, budget_tokens)
        for base in {id(b): b for b in (self.base, self.index.base)}.values():
            base.executer("PRAGMA synchronous=OFF")
'''),
}

ENTETE = '''"""Mutant « {nom} » de la référence du projet (tests/exercices/mutants_projet.py)."""
import importlib.util

_spec = importlib.util.spec_from_file_location("reference_projet", {reference!r})
reference = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(reference)


class Assistant(reference.Assistant):
'''


def ecrire_mutant(nom: str, dossier: Path, reference: Path) -> Path:
    """Le fichier du mutant `nom`, écrit dans `dossier`, sous-classe de `reference`."""
    fichier = dossier / f"{nom}.py"
    fichier.write_text(ENTETE.format(nom=nom, reference=str(reference)) + MUTANTS[nom][1],
                       encoding="utf-8")
    return fichier
