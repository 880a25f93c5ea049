"""La racine du cours : un dossier illisible n'est pas une copie, et la correction la reçoit."""

from pathlib import Path

from cours.racine import est_une_copie


def test_un_dossier_qu_on_ne_peut_lire_n_est_pas_une_copie():
    """Bogue vu à la fusion : dans le bac à sable, le correcteur (uid 64999) démarre dans /partage,
    illisible pour lui ; `stat` levait PermissionError à l'import de correction.exercices et tout
    exercice tombait. Un nom trop long lève aussi une OSError, sans dépendre des droits de root."""
    assert est_une_copie(Path("/" + "x" * 5000)) is False


def test_le_correcteur_recoit_sa_racine():
    """Le correcteur ne cherche pas la racine des tests notés depuis /partage, où l'élève écrit :
    elle lui est donnée (CONTEXTE_RACINE), celle du correcteur qui a lancé la classe."""
    import inspect

    from correction import atelier, lancer

    assert '"CONTEXTE_RACINE": str(RACINE)' in inspect.getsource(atelier.Atelier)
    assert '"CONTEXTE_RACINE": str(RACINE)' in inspect.getsource(lancer.executer)
