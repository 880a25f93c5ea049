"""Le scénario du banc inter-sessions (leçon 11) : six sessions de Camille et la vérité attendue.

Elle dit des faits, en change (équipe, domicile), parle d'une collègue, donne une clé d'API et
demande d'oublier son allergie. `VERITE[k]` : ce qui devient vrai après la session k+1 (None :
oublié) ; `ANCIENNES` : les valeurs périmées ; `AUTRUI` : la valeur d'une autre personne. Les
données sont celles de `cours/scenario.json` (le seul endroit où le scénario est écrit).
"""

from cours.scenario import CLE_FACTICE as CLE
from cours.scenario import banc_inter_sessions

_BANC = banc_inter_sessions()
SESSIONS: list[list[str]] = _BANC["sessions"]
QUESTIONS: dict[str, str] = _BANC["questions"]
VERITE: list[dict[str, str | None]] = _BANC["verite"]
ANCIENNES: dict[str, list[str]] = _BANC["anciennes"]
AUTRUI: dict[str, str] = _BANC["autrui"]

__all__ = ["ANCIENNES", "AUTRUI", "CLE", "QUESTIONS", "SESSIONS", "VERITE"]
