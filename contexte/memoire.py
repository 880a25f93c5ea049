"""La mémoire à long terme : des faits par utilisateur, qui survivent à la session (leçon 11).

Sur le stockage de la leçon 10 (mêmes URL : `sqlite:///…` par défaut, `postgresql://…`).

    >>> mem = MemoireLongTerme("sqlite:///memoire.db", horloge=lambda: "2026-11-30")
    >>> mem.appliquer("camille", [{"op": "add", "cle": "equipe", "valeur": "Paiements",
    ...     "preuve": "Je suis dans l'équipe Paiements."}], ["Je suis dans l'équipe Paiements."], "s1")
    [('ajout', 'equipe')]
    >>> mem.appliquer("camille", [{"op": "replace", "cle": "equipe", "valeur": "Plateforme",
    ...     "preuve": "je rejoins l'équipe Plateforme"}], ["Là, je rejoins l'équipe Plateforme."], "s2")
    [('remplacement', 'equipe')]
    >>> mem.faits("camille"), [(h["valeur"], h["session"]) for h in mem.historique("camille", "equipe")]
    ({'equipe': 'Plateforme'}, [('Paiements', 's1'), ('Plateforme', 's2')])
    >>> mem.oublier("camille", "equipe"), mem.faits("camille")
    (True, {})

Un changement remplace la valeur et garde l'historique (quand, quelle session) ; un oubli retire
le fait ET ses anciennes valeurs (il ne reste qu'une trace datée, sans valeur) ; `extraire` ne
change rien si l'appel au fournisseur échoue (tout s'écrit dans une transaction, après l'appel).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, timezone
from typing import Any

from .memoire_extraction import appeler_extraction, tours_de
from .memoire_rappel import rappel
from .memoire_regle import decider, normaliser_cle
from .stockage_erreurs import verifier_identifiant
from .stockage_url import Connexion, connecter, preparer_schema

TABLES = (
    "CREATE TABLE IF NOT EXISTS memoire_faits (utilisateur TEXT NOT NULL, cle TEXT NOT NULL, "
    "valeur TEXT NOT NULL, quand TEXT NOT NULL, session TEXT NOT NULL, PRIMARY KEY (utilisateur, cle))",
    "CREATE TABLE IF NOT EXISTS memoire_historique (utilisateur TEXT NOT NULL, cle TEXT NOT NULL, "
    "rang INTEGER NOT NULL, op TEXT NOT NULL, valeur TEXT, quand TEXT NOT NULL, "
    "session TEXT NOT NULL, PRIMARY KEY (utilisateur, cle, rang))",
)
VERSION_SCHEMA = 1  # notée dans contexte_schema, vérifiée à l'ouverture
COLONNES = {"memoire_faits": ("utilisateur", "cle", "valeur", "quand", "session"),
            "memoire_historique": ("utilisateur", "cle", "rang", "op", "valeur", "quand", "session")}


def maintenant() -> str:
    """L'heure UTC à la seconde, au format ISO 8601 (l'horloge par défaut de la mémoire)."""
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


class MemoireLongTerme:
    """Faits durables par utilisateur, dans une base SQLite ou PostgreSQL (voir le module)."""

    def __init__(self, url: str | Connexion, horloge: Callable[[], str] = maintenant) -> None:
        self.base = url if isinstance(url, Connexion) else connecter(url)
        self.horloge = horloge
        preparer_schema(self.base, "memoire", VERSION_SCHEMA, TABLES, COLONNES)

    def faits(self, utilisateur: str) -> dict[str, str]:
        """Les faits actuels de l'utilisateur, {clé: valeur}, du plus ancien au plus récent."""
        u = verifier_identifiant("l'utilisateur", utilisateur)
        lignes = self.base.executer("SELECT cle, valeur FROM memoire_faits WHERE utilisateur = ? "
                                    "ORDER BY quand, cle", (u,)).fetchall()
        return dict(lignes)

    def historique(self, utilisateur: str, cle: str) -> list[dict]:
        """Les valeurs successives d'une clé : [{op, valeur, quand, session}], la plus ancienne d'abord."""
        lignes = self.base.executer(
            "SELECT op, valeur, quand, session FROM memoire_historique WHERE utilisateur = ? AND "
            "cle = ? ORDER BY rang",
            (verifier_identifiant("l'utilisateur", utilisateur), normaliser_cle(cle))).fetchall()
        return [dict(zip(("op", "valeur", "quand", "session"), ligne, strict=True)) for ligne in lignes]

    def appliquer(self, utilisateur: str, operations: list[dict], textes_utilisateur: list[str],
                  session: str = "") -> list[tuple[str, str]]:
        """Applique les opérations (règle : `memoire_regle.decider`) en une transaction."""
        u = verifier_identifiant("l'utilisateur", utilisateur)
        decisions, quand = [], self.horloge()
        with self.base.transaction() as b:
            faits = self.faits(u)
            for op in operations:
                decision, cle = decider(faits, op, textes_utilisateur)
                decisions.append((decision, cle))
                if decision == "ignore":
                    continue
                if decision == "suppression":
                    self._effacer(b, u, cle)
                    faits.pop(cle)
                    self._tracer(b, u, cle, "oubli", None, quand, session)
                    continue
                faits[cle] = op["valeur"].strip()
                b.executer("DELETE FROM memoire_faits WHERE utilisateur = ? AND cle = ?", (u, cle))
                b.executer("INSERT INTO memoire_faits VALUES (?, ?, ?, ?, ?)",
                           (u, cle, faits[cle], quand, session))
                self._tracer(b, u, cle, op["op"], faits[cle], quand, session)
        return decisions

    def _tracer(self, b: Connexion, u: str, cle: str, op: str, valeur: str | None, quand: str,
                session: str) -> None:
        rang = b.executer("SELECT COALESCE(MAX(rang), 0) + 1 FROM memoire_historique WHERE "
                          "utilisateur = ? AND cle = ?", (u, cle)).fetchone()[0]
        b.executer("INSERT INTO memoire_historique VALUES (?, ?, ?, ?, ?, ?, ?)",
                   (u, cle, rang, op, valeur, quand, session))

    def _effacer(self, b: Connexion, u: str, cle: str) -> None:
        b.executer("DELETE FROM memoire_faits WHERE utilisateur = ? AND cle = ?", (u, cle))
        b.executer("UPDATE memoire_historique SET valeur = NULL WHERE utilisateur = ? AND cle = ?",
                   (u, cle))

    def extraire(self, client: Any, utilisateur: str, messages: list[dict], session: str = "",
                 **options: Any) -> list[tuple[str, str]]:
        """Un appel LLM (sortie structurée) propose, `appliquer` dispose. Panne : rien ne change."""
        tours = tours_de(messages)
        ops = appeler_extraction(client, self.faits(utilisateur), tours, **options)
        return self.appliquer(utilisateur, ops, [t for r, t in tours if r == "user"], session)

    def rappel(self, utilisateur: str, budget_tokens: int = 300) -> str:
        """Texte pour le prompt système : faits classés, encadrés comme des données, dans le budget."""
        return rappel(self.faits(utilisateur), budget_tokens)

    def oublier(self, utilisateur: str, cle: str) -> bool:
        """Retire un fait (et ses anciennes valeurs) ; False s'il n'était pas en mémoire."""
        u, cle = verifier_identifiant("l'utilisateur", utilisateur), normaliser_cle(cle)
        with self.base.transaction() as b:
            present = cle in self.faits(u)
            if present:
                self._effacer(b, u, cle)
                self._tracer(b, u, cle, "oubli", None, self.horloge(), "")
        self.base.vider_journal()   # l'ancienne valeur ne reste pas dans le journal WAL
        return present

    def effacer_utilisateur(self, utilisateur: str) -> int:
        """Efface tout de l'utilisateur (faits, historique) ; renvoie le nombre de faits effacés.
        SQLite : `secure_delete` remet les octets à zéro, le journal WAL est vidé."""
        u = verifier_identifiant("l'utilisateur", utilisateur)
        with self.base.transaction() as b:
            n = b.executer("DELETE FROM memoire_faits WHERE utilisateur = ?", (u,)).rowcount
            b.executer("DELETE FROM memoire_historique WHERE utilisateur = ?", (u,))
        self.base.vider_journal()
        return n

    def fermer(self) -> None:
        """Ferme la connexion à la base."""
        self.base.fermer()
